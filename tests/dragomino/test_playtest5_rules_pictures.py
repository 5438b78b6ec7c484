"""Play-test finding (the rules viewer, both languages, under Xvfb): "each landscape has its
own colour and its own picture" was followed by the colours alone. A reader who cannot
tell the greens apart (or reads aloud to a child) needs the pictures the tiles show.
"""

from __future__ import annotations

import pytest

from common.games import read_rules_markdown

PICTURES = {
    "en": {
        "Desert": "cactus",
        "Snow": "snowflake",
        "Prairie": "flower",
        "Forest": "fir trees",
        "Mountain": "peaks",
        "Volcano": "smoking volcano",
    },
    "de": {
        "Wüste": "Kaktus",
        "Schnee": "Schneeflocke",
        "Steppe": "Blume",
        "Wald": "Tannen",
        "Berge": "Gipfel",
        "Vulkan": "rauchender Vulkan",
    },
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_landscape_is_named_with_its_colour_and_its_picture(language: str) -> None:
    rules = read_rules_markdown("dragomino", language)
    lines = {line.split("**")[1]: line for line in rules.splitlines() if line.startswith("- **")}
    for landscape, picture in PICTURES[language].items():
        assert picture in lines[landscape], lines[landscape]
