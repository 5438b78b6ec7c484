"""Frozen entry point: PyInstaller needs a script, the app itself is `common.launcher:main`."""

import sys

from common.launcher import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
