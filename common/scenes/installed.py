"""The small window a double-clicked installer opens when it is done (`--installed-notice`).

Started from a file manager the `.run` has no terminal to print to, so it installs with
the default choices and then starts the freshly installed app with this one scene: what
was installed where, in words a parent reads at a glance, and "Play now" / "Close"
(packaging/linux/installer-header.sh, issue 23 item 3). No zenity or other helper: the
bundle already has pygame. "Play now" starts the app itself in its own, normal window.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from common import assets, theme
from common import settings as settings_module
from common.i18n import N_, _
from common.scenes.window_notice import WindowNotice
from common.widgets import Button

TITLE = N_("Drachenspiele is installed")
MENU_LINE = N_("Find it in your app menu under Games.")
# (label, how the place is found) shown as a small table under the menu line
PLACES = (
    (N_("Program"), "program"),
    (N_("Your saves"), "saves"),
    (N_("Remove it"), "uninstall"),
)
PANEL = pygame.Rect(90, 70, 1100, 660)


def home_short(path: Path) -> str:
    """`path` with the home folder written as ~, as people see it in a file manager."""
    home = Path(os.path.expanduser("~"))
    try:
        return "~/" + str(path.relative_to(home))
    except ValueError:
        return str(path)


def program_dir() -> Path:
    """The folder the running app was installed in (the source folder when not frozen)."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[2]


def place(kind: str) -> str:
    if kind == "program":
        return home_short(program_dir())
    if kind == "saves":
        return home_short(settings_module.data_dir())
    return "drachenspiele-uninstall"


class InstalledScene(WindowNotice):
    """Says what was installed where; "Play now" (Enter) or "Close" (Esc) ends it."""

    PANEL = PANEL
    BORDER = (5, 32)

    def __init__(self) -> None:
        super().__init__()
        self.play_now = False

    def build(self) -> None:
        y = PANEL.bottom - 120
        for x, label, action, style in (
            (PANEL.centerx - 330, N_("Play now"), self.play, "primary"),
            (PANEL.centerx + 30, N_("Close"), self.close, "plain"),
        ):
            self.group.add(Button((x, y, 300, 84), label, action, style, theme.SIZE_HEADING))

    def play(self) -> None:
        self.play_now = True
        self.app.quit()

    def enter(self) -> None:
        self.play()

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        title = assets.text(_(TITLE), theme.SIZE_HUGE - 12, theme.PRIMARY_DARK, True)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 40)))
        line = assets.wrapped_text(
            _(MENU_LINE), theme.SIZE_HEADING, theme.INK, PANEL.width - 120, align="center"
        )
        line_rect = surface.blit(line, line.get_rect(midtop=(PANEL.centerx, PANEL.y + 160)))
        self._draw_places(surface, line_rect.bottom + 44)

    def _draw_places(self, surface: pygame.Surface, top: int) -> None:
        """The places as a two-column table centred in the panel; a smaller size when a
        long home folder would not fit."""
        rows = [(_(label), place(kind)) for label, kind in PLACES]
        for size in (theme.SIZE_SUBHEADING + 4, theme.SIZE_BODY, theme.SIZE_SMALL):
            names = [assets.text(label, size, theme.PRIMARY_DARK, True) for label, _v in rows]
            values = [assets.text(value, size, theme.INK) for _l, value in rows]
            name_width = max(n.get_width() for n in names)
            width = name_width + 30 + max(v.get_width() for v in values)
            if width <= PANEL.width - 80:
                break
        left = PANEL.centerx - min(width, PANEL.width - 80) // 2
        y = top
        for name, value in zip(names, values, strict=True):
            surface.blit(name, name.get_rect(topright=(left + name_width, y)))
            surface.blit(value, (left + name_width + 30, y))
            y += round(size * 1.9)
