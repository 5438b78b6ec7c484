"""Frozen entry point: PyInstaller needs a script, the app itself is `common.launcher:main`.

`freeze_support` comes first: the computer players' worker process (`common.thinker`) is
this executable started again, and must not get as far as importing the app (pygame).
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from common.launcher import main

    sys.exit(main(sys.argv[1:]))
