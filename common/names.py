"""Names people type or paste: what of them can be shown, and when a name shows nothing.

A name of only invisible characters (a zero-width space, direction marks, a word joiner,
a byte-order mark, a soft hyphen) crashed the setup screen and a loaded table: the font
renders such text as nothing and pygame refuses to make a surface of zero width (issue 25).
Here is the one rule for what a name may keep: characters a font cannot draw (controls,
lone surrogates, format characters, private-use and unassigned code points) are dropped,
white space is trimmed at both ends, and a name left without any visible character counts
as no name at all: the setup says "Type a name" and the seat is called by its number,
as an empty field is. Pure Python: no pygame.
"""

from __future__ import annotations

import unicodedata

from common.i18n import N_

#: Unicode categories a font cannot draw or draws as nothing: controls, format characters
#: (ZWSP, LRM/RLM, BOM, word joiner, soft hyphen), surrogates, private use, unassigned.
DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
#: Categories that add nothing visible on their own: spaces and combining marks.
BLANK_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Mn", "Me"})
NO_VISIBLE_NAME = N_("Type a name")


def _kept(char: str) -> bool:
    # ZWJ and variation selectors join emoji (a family, a coloured heart): keep them there
    if char in "\u200d\ufe0f\ufe0e":
        return True
    return unicodedata.category(char) not in DROPPED_CATEGORIES


def typeable(text: str) -> str:
    """`text` without the characters no text field can hold: controls (NUL, tab, newline)
    and lone surrogates (pasted or read from a damaged settings file): fonts refuse them
    even for measuring, and a save refuses control characters."""
    return "".join(char for char in text if unicodedata.category(char) not in ("Cc", "Cs"))


def shown_name(text: str) -> str:
    """What of `text` is shown as a name: droppable characters removed, ends trimmed; ""
    when nothing visible is left (see `has_visible`)."""
    kept = "".join(char for char in text if _kept(char)).strip()
    return kept if has_visible(kept) else ""


def has_visible(text: str) -> bool:
    """Whether `text` holds at least one character that draws something."""
    return any(
        unicodedata.category(char) not in BLANK_CATEGORIES | DROPPED_CATEGORIES for char in text
    )


def renders_as_nothing(text: str) -> bool:
    """A typed name that is not empty but would show nothing: refused at the field."""
    return bool(text) and not shown_name(text)
