"""Rules viewer: the game's player rules (markdown) in a scrollable page."""

from __future__ import annotations

import pygame

from common import theme
from common.games import GamePlugin
from common.i18n import N_, _, get_language
from common.markdown import render
from common.saves import leaving_message
from common.scenes import guide_entry
from common.scenes.base import HEADER_HEIGHT, MenuScene, label
from common.widgets import Button, Dialog

PAGE = pygame.Rect(90, HEADER_HEIGHT + 8, 1100, 800 - HEADER_HEIGHT - 28)
TEXT_MARGIN = 48
SCROLL_STEP = 60
FADE_HEIGHT = 70
TOP_FADE = 28

_fades: dict[tuple[int, int], pygame.Surface] = {}


def _fade(width: int, height: int = FADE_HEIGHT) -> pygame.Surface:
    """Paper-coloured fade at the bottom of the page: shows there is more below."""
    fade = _fades.get((width, height))
    if fade is None:
        fade = pygame.Surface((width, height), pygame.SRCALPHA)
        for y in range(height):
            alpha = int(255 * (y / (height - 1)) ** 1.5)
            pygame.draw.line(fade, (*theme.CARD, alpha), (0, y), (width, y))
        _fades[(width, height)] = fade
    return fade


class RulesScene(MenuScene):
    """Mouse wheel, drag on the scrollbar, arrow/page keys all scroll."""

    def __init__(self, plugin: GamePlugin) -> None:
        super().__init__()
        self.plugin = plugin
        self.page: pygame.Surface | None = None
        self.page_lang = ""
        self.scroll = 0.0
        self.target_scroll = 0.0
        self.dragging_bar = False

    def build(self) -> None:
        self.add_back_button()
        if guide_entry.guide_for(self.plugin.game_id) is not None:
            self.group.add(  # the guided first game, for whoever would rather be shown
                Button(
                    (1280 - 28 - 250, 22, 250, 58),
                    guide_entry.BUTTON_LABEL,
                    self.first_game,
                    style="accent",
                    tooltip=guide_entry.BUTTON_TIP,
                )
            )
        self._ensure_page()

    def first_game(self) -> None:
        """The guided first game. Reached from a game in progress (pause menu, Rules), it
        asks first, as Quit does: the guide takes the screen, and that game is saved for
        Continue (or, while saving fails, the dialog says what would be lost)."""
        keep = next(
            (
                getattr(scene, "before_quit", None)
                for scene in self.manager.stack
                if getattr(scene, "saves_on_quit", lambda: False)()
            ),
            None,
        )
        if not callable(keep):
            guide_entry.start_guide(self.manager, self.plugin)
            return
        save_game = keep

        def leave() -> None:
            save_game()  # kept as it stands for Continue on the title
            guide_entry.start_guide(self.manager, self.plugin)

        self.manager.push(
            Dialog(
                guide_entry.BUTTON_LABEL,
                leaving_message(True),
                [(N_("Start the first game"), leave, "primary"), (N_("Stay here"), None, "plain")],
                cancel_index=1,
                width=700,
            )
        )

    def to_top(self) -> None:
        self.target_scroll = 0

    def _ensure_page(self) -> pygame.Surface:
        lang = get_language()
        if self.page is None or self.page_lang != lang:
            try:
                text = self.plugin.rules_text(lang)
            except Exception:  # a game's rules loader must not take the viewer down
                text = ""
            if not text.strip():
                text = (
                    "# "
                    + _(self.plugin.title_msgid)
                    + "\n\n"
                    + _("The rules for this game are still being written.")
                )
            self.page = render(text, PAGE.width - 2 * TEXT_MARGIN - 20)
            self.page_lang = lang
        return self.page

    @property
    def max_scroll(self) -> float:
        page = self._ensure_page()
        return max(0.0, page.get_height() - (PAGE.height - 2 * TEXT_MARGIN + 20))

    def _clamp(self) -> None:
        self.target_scroll = min(self.max_scroll, max(0.0, self.target_scroll))

    def bar_rect(self) -> pygame.Rect | None:
        if self.max_scroll <= 0:
            return None
        track = pygame.Rect(PAGE.right - 26, PAGE.y + 20, 12, PAGE.height - 40)
        visible = (PAGE.height - 2 * TEXT_MARGIN) / (self.max_scroll + PAGE.height)
        h = max(50, int(track.height * visible))
        y = track.y + int((track.height - h) * (self.scroll / self.max_scroll))
        return pygame.Rect(track.x, y, track.width, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.target_scroll -= event.y * SCROLL_STEP
        elif event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: SCROLL_STEP,
                pygame.K_UP: -SCROLL_STEP,
                pygame.K_PAGEDOWN: PAGE.height - 100,
                pygame.K_PAGEUP: -(PAGE.height - 100),
                pygame.K_SPACE: PAGE.height - 100,
                pygame.K_HOME: -1e9,
                pygame.K_END: 1e9,
            }
            if event.key not in steps:
                return False
            self.target_scroll += steps[event.key]
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self.bar_rect()
            if bar is not None and bar.inflate(20, 0).collidepoint(event.pos):
                self.dragging_bar = True
            elif bar is not None and PAGE.collidepoint(event.pos):
                self.dragging_bar = True  # drag the page itself, like a touch screen
            else:
                return False
        elif event.type == pygame.MOUSEMOTION and self.dragging_bar:
            bar = self.bar_rect()
            if bar is not None and event.pos[0] >= PAGE.right - 50:
                track_h = PAGE.height - 40 - bar.height
                self.target_scroll += event.rel[1] * self.max_scroll / max(1, track_h)
            else:
                self.target_scroll -= event.rel[1]
            self.scroll = self.target_scroll = min(self.max_scroll, max(0.0, self.target_scroll))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_bar:
            self.dragging_bar = False
        else:
            return False
        self._clamp()
        return True

    def update(self, dt: float) -> bool:
        animating = super().update(dt)
        if abs(self.target_scroll - self.scroll) > 0.5:
            self.scroll += (self.target_scroll - self.scroll) * min(1.0, dt * 14)
            return True
        self.scroll = self.target_scroll
        return animating

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_header(surface, _("Rules") + " · " + _(self.plugin.title_msgid))
        theme.draw_panel(surface, PAGE, theme.CARD)
        page = self._ensure_page()
        inner = PAGE.inflate(-2 * TEXT_MARGIN + 20, -40)
        clip = surface.get_clip()
        surface.set_clip(inner)
        surface.blit(page, (PAGE.x + TEXT_MARGIN, PAGE.y + TEXT_MARGIN - 20 - int(self.scroll)))
        surface.set_clip(clip)
        if self.max_scroll - self.scroll > 4:
            surface.blit(_fade(inner.width), (inner.x, inner.bottom - FADE_HEIGHT))
        if self.scroll > 4:  # lines leaving at the top fade out instead of being sliced
            top = pygame.transform.flip(_fade(inner.width, TOP_FADE), False, True)
            surface.blit(top, (inner.x, inner.y))
        bar = self.bar_rect()
        if bar is not None:
            track = pygame.Rect(bar.x, PAGE.y + 20, bar.width, PAGE.height - 40)
            pygame.draw.rect(surface, theme.PAPER, track, border_radius=6)
            pygame.draw.rect(
                surface,
                theme.PRIMARY_LIGHT if not self.dragging_bar else theme.PRIMARY,
                bar,
                border_radius=6,
            )
        if self.max_scroll > 0 and self.scroll < 4:
            label(
                surface,
                _("Scroll down for more"),
                (PAGE.centerx, PAGE.bottom - 4),
                theme.SIZE_SMALL,
                theme.INK_FAINT,
                anchor="midbottom",
            )
