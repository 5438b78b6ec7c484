"""Regenerate every SVG (and the PNG icon) from the generator scripts, then the contact sheets.

Why one entry point: the art must stay reproducible; after a palette or motif change run
`.venv/bin/python tools/art/build_all.py [sheet_dir]` and look at the sheets (default /tmp/art).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import contact_sheet
import gen_common
import gen_dracheninsel
import gen_dragomino


def main() -> None:
    gen_dragomino.main()
    gen_common.main()
    gen_dracheninsel.main()
    sys.argv = [sys.argv[0], sys.argv[1] if len(sys.argv) > 1 else "/tmp/art"]
    contact_sheet.main()


if __name__ == "__main__":
    main()
