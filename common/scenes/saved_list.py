"""The title's list of games to continue (`common.saved_games`): who plays, the round, when.

Shown by Continue when more than one game of a kind is saved: each row has Play and a
small Delete, and Delete asks first (a family must never lose a game by one misclick).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial

import pygame

from common import assets, theme
from common.i18n import N_, _, get_language
from common.saved_games import SavedGame
from common.scene import Scene
from common.theme import LOGICAL_SIZE
from common.widgets import Button, Dialog, WidgetGroup, draw_text_centered, ellipsize, fit_text

ROW_H = 78
WIDTH = 860
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def when_words(when: float, now: float | None = None) -> str:
    """'today 14:02', 'yesterday 09:10', else the date: what a family reads at a glance."""
    then = time.localtime(when)
    today = time.localtime(now if now is not None else time.time())
    clock = f"{then.tm_hour:02d}:{then.tm_min:02d}"
    days = (
        time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 0, 0, 0, 0, 0, -1))
        - time.mktime((then.tm_year, then.tm_mon, then.tm_mday, 0, 0, 0, 0, 0, -1))
    ) // 86_400
    if days == 0:
        return _("today {time}").format(time=clock)
    if days == 1:
        return _("yesterday {time}").format(time=clock)
    if get_language() == "de":
        return f"{then.tm_mday}.{then.tm_mon}. {clock}"
    return f"{_MONTHS[then.tm_mon - 1]} {then.tm_mday}, {clock}"


def who_words(game: SavedGame) -> str:
    """'Anna, Jörg and Computer 3', or a plain word for a file that could not be read."""
    names = list(game.names)
    if not names:
        return _("A saved game")
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def detail_words(game: SavedGame) -> str:
    parts = []
    if game.round is not None:
        parts.append(_("round {n}").format(n=game.round))
    parts.append(when_words(game.when))
    return " · ".join(parts)


class SavedGamesList(Scene):
    """A modal card listing the saved games of one kind; Esc or Back closes it."""

    is_overlay = True

    def __init__(
        self,
        title: str,
        games: list[SavedGame],
        play: Callable[[SavedGame], None],
        delete: Callable[[SavedGame], None],
    ) -> None:
        self.title = title
        self.games = games
        self.play = play
        self.delete = delete
        self.group = WidgetGroup()
        self.panel = pygame.Rect(0, 0, WIDTH, 200)

    def on_enter(self) -> None:
        self.rebuild()

    def on_resume(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        height = 130 + ROW_H * len(self.games) + 100
        self.panel = pygame.Rect(0, 0, WIDTH, height)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.group.clear()
        for index, game in enumerate(self.games):
            y = self.panel.y + 110 + index * ROW_H
            self.group.add(
                Button(
                    (self.panel.right - 330, y + 10, 170, 56),
                    N_("Play"),
                    partial(self._close_then, self.play, game),
                    style="primary",
                )
            )
            self.group.add(
                Button(
                    (self.panel.right - 148, y + 10, 118, 56),
                    N_("Delete"),
                    partial(self._ask_delete, game),
                    style="plain",
                    tooltip=N_("Delete this game (asks first)"),
                )
            )
        self.group.add(
            Button(
                (self.panel.centerx - 110, self.panel.bottom - 84, 220, 60),
                N_("Back"),
                self._close,
                style="plain",
            )
        )
        self.request_redraw()

    def _close(self) -> None:
        self.manager.remove(self)

    def _close_then(self, action: Callable[[SavedGame], None], game: SavedGame) -> None:
        self._close()
        action(game)

    def _ask_delete(self, game: SavedGame) -> None:
        self.manager.push(
            Dialog(
                N_("Delete this game?"),
                _("{who}, {detail}. It cannot be brought back.").format(
                    who=who_words(game), detail=detail_words(game)
                ),
                [
                    (N_("Keep it"), None, "plain"),
                    (N_("Delete"), partial(self._delete, game), "danger"),
                ],
                cancel_index=0,
                width=720,
            )
        )

    def _delete(self, game: SavedGame) -> None:
        self.delete(game)
        self.games = [g for g in self.games if g.path != game.path]
        if not self.games:
            self._close()
            return
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
        return True  # modal

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill(theme.DIM)
        surface.blit(dim, (0, 0))
        theme.draw_panel(surface, self.panel, theme.CARD, theme.GOLD)
        draw_text_centered(
            surface,
            _("Which game of {game} do you continue?").format(game=_(self.title)),
            theme.SIZE_HEADING,
            theme.INK,
            (self.panel.centerx, self.panel.y + 55),
            bold=True,
        )
        room = WIDTH - 330 - 60
        for index, game in enumerate(self.games):
            y = self.panel.y + 110 + index * ROW_H
            if index % 2 == 0:
                band = pygame.Rect(self.panel.x + 20, y + 2, WIDTH - 40, ROW_H - 4)
                pygame.draw.rect(surface, theme.lighten(theme.PAPER, 0.35), band, border_radius=14)
            who = who_words(game)
            size = fit_text(who, theme.SIZE_BODY, room, min_size=theme.SIZE_BODY - 6, bold=True)
            img = assets.text(ellipsize(who, size, room, bold=True), size, theme.INK, True)
            surface.blit(img, (self.panel.x + 40, y + 10))
            detail = detail_words(game)
            if game.current:
                detail = _("last played") + " · " + detail
            small = assets.text(detail, theme.SIZE_SMALL, theme.INK_SOFT)
            surface.blit(small, (self.panel.x + 40, y + 44))
        self.group.draw(surface)
