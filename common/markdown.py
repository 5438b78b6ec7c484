"""A small markdown renderer for the rules viewer: headings, bullets, numbered lists,
paragraphs, rules and inline **bold**. Enough for player rules; no HTML, no tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from common import assets, theme

HEADING_SIZES = {1: 40, 2: 32, 3: 27}
BODY_SIZE = 23
LINE_GAP = 6
PARAGRAPH_GAP = 14
BULLET_INDENT = 34

_BOLD = re.compile(r"(\*\*[^*]+\*\*|__[^_]+__)")


@dataclass
class Block:
    kind: str  # "h1".."h3", "p", "bullet", "number", "rule"
    text: str = ""
    marker: str = ""
    depth: int = 0


def parse_blocks(source: str) -> list[Block]:
    """Split markdown into blocks; consecutive text lines join into one paragraph."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        indent = (len(line) - len(line.lstrip())) // 2
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^[-*+]\s+(.*)$", stripped)
        number = re.match(r"^(\d+)[.)]\s+(.*)$", stripped)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append(Block(f"h{level}", heading.group(2).strip("# ")))
        elif re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("rule"))
        elif bullet:
            flush()
            blocks.append(Block("bullet", bullet.group(1), "•", min(indent, 3)))
        elif number:
            flush()
            blocks.append(Block("number", number.group(2), number.group(1) + ".", min(indent, 3)))
        elif stripped.startswith(">"):
            flush()
            blocks.append(Block("p", stripped.lstrip("> ")))
        elif blocks and blocks[-1].kind in ("bullet", "number") and not paragraph and indent > 0:
            blocks[-1].text += " " + stripped  # continuation line of a list item
        else:
            paragraph.append(stripped)
    flush()
    return blocks


def _words(text: str) -> list[tuple[str, bool, bool]]:
    """(word, bold, glued) triples; ``**bold**`` spans may cover several words.

    ``glued`` marks a word that touches the previous one ("**Drache**," keeps its comma).
    """
    result: list[tuple[str, bool, bool]] = []
    spaced = True  # did the previous piece end with a space?
    for part in _BOLD.split(text):
        if not part:
            continue
        bold = (part.startswith("**") and part.endswith("**")) or (
            part.startswith("__") and part.endswith("__")
        )
        body = part[2:-2] if bold else part
        body = body.replace("`", "")
        body = re.sub(r"(?<!\w)[*_]([^*_]+)[*_](?!\w)", r"\1", body)  # *italic* -> plain
        glue_first = bool(result) and bool(body) and not body[0].isspace() and not spaced
        for index, word in enumerate(body.split()):
            result.append((word, bold, glue_first and index == 0))
        if body:
            spaced = body[-1].isspace()
    return result


def _layout_words(
    target: pygame.Surface | None,
    words: list[tuple[str, bool, bool]],
    x0: int,
    y: int,
    width: int,
    size: int,
    colour: theme.Colour,
    force_bold: bool = False,
) -> int:
    """Wrap words into lines starting at (x0, y); draw when ``target``; return new y."""
    line_height = assets.font(size).get_linesize()
    space = assets.font(size).size(" ")[0]
    x = x0
    for word, bold, glued in words:
        is_bold = bold or force_bold
        w = assets.font(size, is_bold).size(word)[0]
        if glued and x > x0:
            x -= space  # no gap between "**word**" and the punctuation after it
        if x > x0 and x + w > x0 + width:
            x = x0
            y += line_height + LINE_GAP // 2
        if target is not None:
            target.blit(assets.text(word, size, theme.INK if is_bold else colour, is_bold), (x, y))
        x += w + space
    return y + line_height


def render(source: str, width: int) -> pygame.Surface:
    """Render the markdown to a transparent surface ``width`` wide (height as needed)."""
    blocks = parse_blocks(source)
    height = _draw(None, blocks, width)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    _draw(surface, blocks, width)
    return surface


def _draw(target: pygame.Surface | None, blocks: list[Block], width: int) -> int:
    y = 0
    previous = ""
    for block in blocks:
        if block.kind.startswith("h"):
            level = int(block.kind[1])
            size = HEADING_SIZES[level]
            if y > 0:
                y += PARAGRAPH_GAP * (2 if level <= 2 else 1)
            colour = theme.PRIMARY_DARK if level == 1 else theme.INK
            y = _layout_words(target, _words(block.text), 0, y, width, size, colour, True)
            if level <= 2 and target is not None:
                pygame.draw.line(target, theme.PAPER_DARK, (0, y + 4), (width, y + 4), 3)
            y += PARAGRAPH_GAP if level <= 2 else LINE_GAP
        elif block.kind == "rule":
            y += PARAGRAPH_GAP
            if target is not None:
                pygame.draw.line(target, theme.PAPER_DARK, (40, y), (width - 40, y), 2)
            y += PARAGRAPH_GAP
        elif block.kind in ("bullet", "number"):
            if previous not in ("bullet", "number"):
                y += LINE_GAP
            indent = BULLET_INDENT * (block.depth + 1)
            if target is not None:
                if block.kind == "bullet":
                    cy = y + assets.font(BODY_SIZE).get_linesize() // 2 + 1
                    pygame.draw.circle(target, theme.PRIMARY, (indent - 16, cy), 5)
                else:
                    img = assets.text(block.marker, BODY_SIZE, theme.PRIMARY_DARK, True)
                    target.blit(img, (indent - 10 - img.get_width(), y))
            y = _layout_words(
                target, _words(block.text), indent, y, width - indent, BODY_SIZE, theme.INK_SOFT
            )
            y += LINE_GAP
        else:
            if previous in ("bullet", "number"):
                y += LINE_GAP
            y = _layout_words(target, _words(block.text), 0, y, width, BODY_SIZE, theme.INK_SOFT)
            y += PARAGRAPH_GAP
        previous = block.kind
    return y + PARAGRAPH_GAP
