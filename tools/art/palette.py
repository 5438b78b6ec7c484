"""Shared colours: one table so every asset uses the same terrain and player hues."""

from __future__ import annotations

# Dragomino terrains: base, light, dark, accent (icon colour), belly (baby dragons).
TERRAINS: dict[str, dict[str, str]] = {
    "DESERT": {
        "base": "#f2c94c",
        "light": "#fbe6a2",
        "dark": "#cf9a2e",
        "accent": "#5f9e3a",
        "belly": "#fff3cf",
        "spot": "#e08a2c",
    },
    "SNOW": {
        "base": "#e6f2fb",
        "light": "#ffffff",
        "dark": "#8fbfe0",
        "accent": "#3f86c6",
        "belly": "#ffffff",
        "spot": "#9cc9ea",
    },
    "PRAIRIE": {
        "base": "#a9d86b",
        "light": "#d3ef9f",
        "dark": "#6fae3c",
        "accent": "#f07fa8",
        "belly": "#f3fbd8",
        "spot": "#7dbb45",
    },
    "FOREST": {
        "base": "#3e8a50",
        "light": "#63ad6b",
        "dark": "#22593a",
        "accent": "#2a6b3a",
        "belly": "#cfe8b5",
        "spot": "#2a6b3a",
    },
    "MOUNTAIN": {
        "base": "#a39078",
        "light": "#cdbfa9",
        "dark": "#6e5c49",
        "accent": "#7b6a58",
        "belly": "#eee3d2",
        "spot": "#7f6d59",
    },
    "VOLCANO": {
        "base": "#d2452f",
        "light": "#f08a5d",
        "dark": "#8a2618",
        "accent": "#ffb13b",
        "belly": "#ffd9a8",
        "spot": "#9e2b1b",
    },
}
TERRAIN_IDS = list(TERRAINS)

# Die Dracheninsel player colours / terrains.
ISLAND: dict[str, dict[str, str]] = {
    "R": {"base": "#d2452f", "light": "#f08a5d", "dark": "#8a2618", "name": "volcano"},
    "Y": {"base": "#f2c94c", "light": "#fbe6a2", "dark": "#c9912a", "name": "desert"},
    "G": {"base": "#3f9a4f", "light": "#74c07a", "dark": "#22613a", "name": "forest"},
    "B": {"base": "#3d8fd6", "light": "#8cc4f0", "dark": "#1f5b95", "name": "water"},
    "K": {"base": "#9a9a9e", "light": "#c9c9cc", "dark": "#5e5e66", "name": "mountain"},
    "N": {"base": "#9a6a3e", "light": "#c89b6a", "dark": "#5e3d20", "name": "farmland"},
}
ISLAND_IDS = list(ISLAND)

MOTHER = {
    "base": "#8a5cc2",
    "light": "#b896e6",
    "dark": "#553487",
    "belly": "#f6d98c",
    "wing": "#c9a0f0",
    "horn": "#fff1c9",
}
GOLD = {"base": "#f2b632", "light": "#ffe48a", "dark": "#b5791a"}
SEA = {"top": "#8fd3f0", "deep": "#2f7fb8", "foam": "#e8f8ff"}
SAND = "#f3dc9a"
CREAM = "#fff6e3"
