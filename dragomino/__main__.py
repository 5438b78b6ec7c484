"""`python -m dragomino`: straight into Dragomino's setup, or `simulate` headless games."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="python -m dragomino", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play headless games between computer players")
    from .simulate import add_arguments, run

    add_arguments(sim)
    if not args_list or args_list[0] != "simulate":
        return launch(args_list)
    args = parser.parse_args(args_list)
    return run(args, sim)


def launch(extra: list[str]) -> int:
    """Start the app in Dragomino's setup (the launcher is imported lazily: it needs pygame)."""
    from common.launcher import main as launcher_main

    return launcher_main(["--game", "dragomino", *extra])


if __name__ == "__main__":
    sys.exit(main())
