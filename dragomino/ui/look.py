"""Visual tables for the Dragomino table: colours, patterns, timings, layout.

Kept as data so art direction can change without touching drawing or game logic.
Nothing here is a rule of the game: counts and odds always come from the engine.
"""

from __future__ import annotations

Color = tuple[int, int, int]

TERRAIN_ORDER: tuple[str, ...] = ("DESERT", "SNOW", "PRAIRIE", "FOREST", "MOUNTAIN", "VOLCANO")

# Base colour, darker accent and the pattern that tells terrains apart without colour.
TERRAIN_LOOK: dict[str, dict[str, object]] = {
    "DESERT": {"base": (244, 203, 92), "accent": (214, 160, 52), "pattern": "dunes"},
    "SNOW": {"base": (226, 240, 250), "accent": (150, 190, 225), "pattern": "flakes"},
    "PRAIRIE": {"base": (160, 214, 100), "accent": (104, 168, 58), "pattern": "grass"},
    "FOREST": {"base": (60, 136, 72), "accent": (30, 90, 44), "pattern": "trees"},
    "MOUNTAIN": {"base": (166, 146, 128), "accent": (110, 94, 82), "pattern": "peaks"},
    "VOLCANO": {"base": (214, 72, 52), "accent": (140, 36, 30), "pattern": "cone"},
}

# Seat colours offered by the plugin (id, rgb); the setup screen lets players pick.
SEAT_COLOURS: tuple[tuple[str, Color], ...] = (
    ("red", (226, 68, 76)),
    ("blue", (58, 122, 230)),
    ("yellow", (246, 190, 40)),
    ("purple", (150, 84, 200)),
)

# Each seat colour's badge outline (`common.table.draw.AVATAR_MARKS`): the avatars differ by
# shape too, not by colour alone (the colour check in tools/colourcheck measures them).
SEAT_MARKS: dict[str, str] = {"red": "round", "blue": "square", "green": "flower", "yellow": "sun"}

# Little differences between the seven babies of one terrain (fallback art only).
BABY_FEATURES: tuple[dict[str, object], ...] = (
    {"horns": 2, "spots": 0, "eyes": "round", "belly": (255, 236, 200), "wing": 1.0},
    {"horns": 1, "spots": 3, "eyes": "happy", "belly": (255, 214, 226), "wing": 0.8},
    {"horns": 0, "spots": 5, "eyes": "round", "belly": (220, 244, 255), "wing": 1.2},
    {"horns": 3, "spots": 0, "eyes": "sleepy", "belly": (255, 250, 210), "wing": 0.9},
    {"horns": 2, "spots": 2, "eyes": "happy", "belly": (230, 255, 220), "wing": 1.1},
    {"horns": 1, "spots": 0, "eyes": "wink", "belly": (255, 226, 190), "wing": 1.3},
    {"horns": 4, "spots": 4, "eyes": "round", "belly": (240, 230, 255), "wing": 0.7},
)

# Seconds at animation speed 1.0; the scene divides by the player's speed setting.
TIMING: dict[str, float] = {
    "glide_back": 0.35,
    "place": 0.25,
    "ai_think_min": 0.7,
    # a computer after a person's move that may still be taken back waits this long (real
    # seconds, whatever the animation speed): a parent needs time to see a child's domino
    # in the wrong place and press Undo before the next player has played
    "ai_wait_for_take_back": 2.0,
    "ai_glide": 1.1,
    "ai_hover": 0.45,
    "egg_pop": 0.3,
    "egg_wobble": 0.9,
    "crack": 0.45,
    "baby_show": 1.4,
    "baby_home": 0.5,
    "shell_show": 0.8,
    "mother_flight": 1.6,
    "leftover_slide": 0.7,
    "deal": 0.35,
    "deal_stagger": 0.15,
    "banner": 1.3,
    "island_swap": 0.55,
    "toast": 2.0,
    "idle_calm_after": 15.0,  # seconds without input before idle motion drops to ~4 frames/s
}

# Table layout on the logical 1280x800 canvas: (x, y, w, h).
LAYOUT: dict[str, tuple[int, int, int, int]] = {
    "banner": (250, 8, 740, 64),
    "display": (14, 84, 224, 612),
    "island": (250, 80, 740, 620),
    "others": (1000, 84, 268, 612),
    "supply": (250, 708, 740, 84),
    "menu_button": (14, 14, 56, 56),
    "odds_button": (84, 14, 56, 56),
    "undo_button": (258, 636, 56, 56),  # over the sea, bottom left: take back (Ctrl+Z)
    "rounds": (14, 708, 224, 84),
}

TABLE_BG: Color = (38, 92, 120)
TABLE_BG_DARK: Color = (28, 70, 94)
PANEL: Color = (252, 246, 232)
PANEL_EDGE: Color = (196, 170, 130)
INK: Color = (52, 40, 36)
OK_GREEN: Color = (90, 200, 110)
BAD_RED: Color = (230, 70, 70)
GOLD: Color = (255, 204, 64)
CONFETTI: tuple[Color, ...] = (
    (255, 90, 90),
    (255, 204, 64),
    (90, 200, 110),
    (80, 160, 255),
    (200, 120, 255),
    (255, 150, 60),
)
