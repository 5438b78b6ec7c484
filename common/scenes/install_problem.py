"""The window a double-clicked installer opens when it cannot install (`--install-problem TEXT`).

Started from a file manager the `.run` has no terminal, so a problem found before installing
(no room on the disk, a home folder it may not write to) went to stderr, which nobody sees.
Where this machine can run the bundle, the header unpacks the program alone into a temporary
folder and starts it with this one scene: a heading that nothing was installed, the
installer's own sentence (what is wrong and what to do) and "Close". Where the bundle cannot
run (too old a system, a damaged file) the header uses the desktop's own message tools
instead (packaging/linux/installer-header.sh, issue 23 item 3).
"""

from __future__ import annotations

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.scenes.window_notice import WindowNotice
from common.widgets import Button

TITLE = N_("Drachenspiele could not be installed")
PANEL = pygame.Rect(90, 70, 1100, 660)


class InstallProblemScene(WindowNotice):
    """Says why nothing was installed; "Close" (Enter or Esc) ends it."""

    PANEL = PANEL
    BORDER = (5, 32)

    def __init__(self, sentence: str) -> None:
        super().__init__()
        self.sentence = sentence

    def build(self) -> None:
        rect = (PANEL.centerx - 150, PANEL.bottom - 120, 300, 84)
        self.group.add(Button(rect, N_("Close"), self.close, "primary", theme.SIZE_HEADING))

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        title = assets.wrapped_text(
            _(TITLE), theme.SIZE_TITLE, theme.DANGER_DARK, PANEL.width - 100, True, align="center"
        )
        top = surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 40))).bottom
        for size in (theme.SIZE_HEADING, theme.SIZE_SUBHEADING, theme.SIZE_BODY):
            text = assets.wrapped_text(
                self.sentence, size, theme.INK, PANEL.width - 140, align="center"
            )
            if top + 40 + text.get_height() <= PANEL.bottom - 150:
                break
        surface.blit(text, text.get_rect(midtop=(PANEL.centerx, top + 40)))
