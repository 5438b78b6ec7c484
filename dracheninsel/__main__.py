"""`python -m dracheninsel [simulate ...]`: headless simulation, or the app's setup screen."""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    if argv and argv[0] == "simulate":
        from .simulate import main as simulate_main

        return simulate_main(argv[1:])
    from common import launcher  # lazy: the simulator must not need pygame

    result = launcher.main(["--game", "dracheninsel", *argv])  # --lang, --windowed ... too
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
