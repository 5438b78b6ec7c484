"""Every contract art file exists and renders through pygame-ce's SVG loader (nanosvg).

Why: the UI helpers load these names blindly; a typo or an SVG feature nanosvg cannot draw
would show up only as an empty sprite at run time.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

ASSETS = Path(__file__).resolve().parents[1] / "assets"
TERRAINS = ["DESERT", "SNOW", "PRAIRIE", "FOREST", "MOUNTAIN", "VOLCANO"]

DRAGOMINO = (
    [f"terrain_{t}.svg" for t in TERRAINS]
    + [f"egg_{t}.svg" for t in TERRAINS]
    + [f"shell_{t}.svg" for t in TERRAINS]
    + [f"baby_{t}_{n}.svg" for t in TERRAINS for n in range(7)]
    + [
        "spring.svg",
        "flag.svg",
        "crack_1.svg",
        "crack_2.svg",
        "mother_body.svg",
        "mother_wings_up.svg",
        "mother_wings_down.svg",
        "mother_eyes_closed.svg",
        "mother_token.svg",
        "title.svg",
    ]
)
COLOURS = ["R", "Y", "G", "B", "K", "N"]
ACTIONS = [
    "destructive_forces",
    "thundering_elements",
    "dragon_patrol",
    "evil_curse",
    "foolhardy_flight",
    "long_journey",
    "fear_and_loathing",
    "sneak_attack",
    "sweet_slumber",
    "counter_magic",
    "unfaithful",
]
DRACHENINSEL = (
    [f"{kind}_{c}.svg" for kind in ("disk", "boat", "hunter", "card_terrain") for c in COLOURS]
    + [f"card_{a}.svg" for a in ACTIONS]
    + [
        "treasure_site.svg",
        "dragon.svg",
        "dragon_eyes_closed.svg",
        "coin.svg",
        "chest.svg",
        "card_back.svg",
        "title.svg",
    ]
)
COMMON = ["icon.svg", "icon.png", "title_bg.svg"]
CONTRACT = (
    [f"common/{name}" for name in COMMON]
    + [f"dragomino/{name}" for name in DRAGOMINO]
    + [f"dracheninsel/{name}" for name in DRACHENINSEL]
)


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()
    pygame.display.set_mode((1, 1))


@pytest.mark.parametrize("rel", CONTRACT)
def test_contract_file_renders(rel: str) -> None:
    path = ASSETS / rel
    assert path.is_file(), rel
    if path.suffix == ".png":
        image = pygame.image.load(str(path))
    else:
        image = pygame.image.load_sized_svg(str(path), (64, 64))
    assert pygame.mask.from_surface(image).count() > 0, f"{rel} renders fully transparent"


def test_no_unsupported_svg_features() -> None:
    """nanosvg ignores these silently, so the art must not rely on them."""
    for path in ASSETS.rglob("*.svg"):
        text = path.read_text(encoding="utf-8")
        for tag in ("<text", "<style", "<filter", "<mask", "<clipPath", "<use"):
            assert tag not in text, f"{path.name} uses {tag}"


def test_assets_stay_small() -> None:
    total = sum(
        p.stat().st_size
        for p in ASSETS.rglob("*")
        if p.is_file() and "fonts" not in p.parts and "sounds" not in p.parts
    )
    assert total < 3 * 1024 * 1024


# Natural sizes the UI helpers were promised (width, height of the viewBox).
SIZES = {
    "dragomino/terrain_DESERT.svg": (256, 256),
    "dragomino/egg_SNOW.svg": (128, 160),
    "dragomino/shell_SNOW.svg": (128, 160),
    "dragomino/crack_1.svg": (128, 160),
    "dragomino/baby_FOREST_3.svg": (128, 128),
    "dragomino/mother_body.svg": (256, 256),
    "dragomino/mother_wings_up.svg": (256, 256),
    "dragomino/mother_eyes_closed.svg": (256, 256),
    "dragomino/mother_token.svg": (96, 96),
    "dragomino/spring.svg": (96, 96),
    "dragomino/title.svg": (600, 400),
    "dracheninsel/disk_B.svg": (128, 128),
    "dracheninsel/boat_R.svg": (160, 120),
    "dracheninsel/hunter_K.svg": (64, 96),
    "dracheninsel/dragon.svg": (96, 96),
    "dracheninsel/coin.svg": (96, 96),
    "dracheninsel/card_back.svg": (250, 350),
    "dracheninsel/card_unfaithful.svg": (250, 350),
    "common/icon.svg": (256, 256),
    "common/title_bg.svg": (1280, 800),
}


@pytest.mark.parametrize(("rel", "size"), SIZES.items())
def test_view_box_size(rel: str, size: tuple[int, int]) -> None:
    head = (ASSETS / rel).read_text(encoding="utf-8")[:300]
    assert f'viewBox="0 0 {size[0]} {size[1]}"' in head
