"""The title screen: both games side by side with artwork, New game / Continue / Rules."""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

import pygame

from common import assets, saved_games, saves, theme
from common.games import GamePlugin, plugins
from common.i18n import N_, _
from common.saved_games import SavedGame
from common.scenes import art, guide_entry
from common.scenes.base import MenuScene, label
from common.scenes.saved_list import SavedGamesList, who_words
from common.widgets import Button, Dialog, could_not_start_dialog, draw_text_centered

log = logging.getLogger(__name__)


def _as_refusal(exc: Exception) -> saves.CorruptSave:
    """A loader's error as a refusal: a CorruptSave inside keeps its reason."""
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, saves.CorruptSave):
            return cause
        cause = cause.__cause__
    return saves.CorruptSave(
        f"the game could not restore it: {type(exc).__name__}: {exc}",
        reason_msgid=N_("the game could not restore it"),
    )


#: The help overlay's sentence for a title button without a tooltip (the others say theirs).
HELP_SENTENCES = {
    N_("New game"): N_("A new game: choose who plays, people or computers."),
    N_("Settings"): N_("Language, sound, larger text and pieces, less motion."),
    N_("Quit"): N_("Close the app; a game you left waits for you."),
    N_("Rules"): N_("Read how to play"),
    guide_entry.BUTTON_LABEL: N_("A short first game: the game shows you how to play."),
}
CARD_SIZE = (520, 548)
CARD_TOP = 168
CARD_GAP = 60
ART_HEIGHT = 250


class TitleScene(MenuScene):
    """First screen. Cards rise in once; after that nothing moves (idle costs nothing)."""

    soft_background = False
    is_home = True  # the app's root screen: "back" from here goes nowhere

    def __init__(self) -> None:
        super().__init__()
        self.intro = 0.0
        self.cards: list[tuple[GamePlugin, pygame.Rect]] = []

    def on_enter(self) -> None:
        super().on_enter()
        saves.say_folder_problem()  # a save hidden behind an unreadable folder: say it
        self.intro = 0.0
        self.app.tweens.tween(self, "intro", 1.0, 0.7, "out_cubic")

    def card_rects(self) -> list[pygame.Rect]:
        n = len(plugins())
        total = n * CARD_SIZE[0] + (n - 1) * CARD_GAP
        x = (1280 - total) // 2
        return [
            pygame.Rect(x + i * (CARD_SIZE[0] + CARD_GAP), CARD_TOP, *CARD_SIZE) for i in range(n)
        ]

    def build(self) -> None:
        self.cards = list(zip(plugins().values(), self.card_rects(), strict=True))
        for plugin, rect in self.cards:
            inner_x = rect.x + 30
            width = rect.width - 60
            y = rect.bottom - 86
            has_save = saved_games.has_any(plugin.game_id)
            rules_w = 130
            main_w = width - rules_w - 14
            if has_save:
                half = (main_w - 14) // 2
                self.group.add(
                    Button((inner_x, y, half, 64), N_("New game"), partial(self.new_game, plugin))
                )
                self.group.add(
                    Button(
                        (inner_x + half + 14, y, half, 64),
                        N_("Continue"),
                        partial(self.continue_game, plugin),
                        style="secondary",
                        tooltip=N_("Carry on with the game you left"),
                    )
                )
            else:
                self.group.add(
                    Button((inner_x, y, main_w, 64), N_("New game"), partial(self.new_game, plugin))
                )
            self.group.add(
                Button(
                    (inner_x + main_w + 14, y, rules_w, 64),
                    N_("Rules"),
                    partial(self.show_rules, plugin),
                    style="plain",
                    tooltip=N_("Read how to play"),
                )
            )
            if guide_entry.has_guide(plugin.game_id):
                self.group.add(  # over the art's lower left corner: the guided first game
                    Button(
                        (rect.x + 20, rect.y + ART_HEIGHT - 52, 218, 48),
                        guide_entry.BUTTON_LABEL,
                        partial(self.first_game, plugin),
                        style="accent",
                        font_size=theme.SIZE_SMALL,
                        tooltip=guide_entry.BUTTON_TIP,
                    )
                )
            if plugin.replay_table_scene is not None and saves.has_last_finished(plugin.game_id):
                self.group.add(  # over the art's lower right corner
                    Button(
                        (rect.right - 238, rect.y + ART_HEIGHT - 52, 218, 48),
                        N_("Watch again"),
                        partial(self.watch_again, plugin),
                        style="plain",
                        font_size=theme.SIZE_SMALL,
                        tooltip=N_("Watch the last game again"),
                    )
                )
        self.group.add(
            Button(
                (1280 // 2 - 270, 730, 250, 54), N_("Settings"), self.open_settings, style="accent"
            )
        )
        self.group.add(
            Button((1280 // 2 + 20, 730, 250, 54), N_("Quit"), self.confirm_quit, style="plain")
        )

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """F1: a sentence for each kind of button, once (F1 on the title did nothing; seen
        under Xvfb); buttons whose words say it all ("Continue", "Watch again") need none."""
        spots: list[tuple[pygame.Rect, str]] = []
        for widget in self.group.widgets:
            if not (isinstance(widget, Button) and widget.visible):
                continue
            sentence = HELP_SENTENCES.get(widget.label)
            if sentence is not None and sentence not in [said for _rect, said in spots]:
                spots.append((widget.rect.copy(), sentence))  # once: both cards alike
        return spots

    # --- actions ----------------------------------------------------------------------
    def new_game(self, plugin: GamePlugin) -> None:
        """A new game; one in progress is kept, never replaced (asked first, issue 25)."""
        if not saves.has_autosave(plugin.game_id):
            self._open_setup(plugin)
            return
        current = saved_games.listed(plugin.game_id, plugin.save_round)[0]
        what = who_words(current)
        if current.round is not None:
            what += " (" + _("round {n}").format(n=current.round) + ")"
        self.manager.push(
            Dialog(
                N_("Start a new game?"),
                _("Your game with {what} will be kept: Continue shows it.").format(what=what),
                [
                    (N_("Back"), None, "plain"),
                    (N_("New game"), partial(self._keep_and_start, plugin), "primary"),
                ],
                cancel_index=0,
                width=760,
            )
        )

    def _keep_and_start(self, plugin: GamePlugin) -> None:
        if saved_games.keep_current(plugin.game_id) is None and saves.has_autosave(plugin.game_id):
            self.manager.push(  # it could not be moved: starting would replace it
                Dialog(
                    N_("Your game could not be kept"),
                    N_(
                        "The game in progress could not be put aside, so a new game would "
                        "replace it. Continue it, or try again later."
                    ),
                    [(N_("OK"), self.rebuild, "primary")],
                    cancel_index=0,
                )
            )
            return
        self._open_setup(plugin)

    def _open_setup(self, plugin: GamePlugin) -> None:
        from common.scenes.setup import SetupScene

        self.manager.push(SetupScene(plugin))

    def first_game(self, plugin: GamePlugin) -> None:
        """The guided first game; the card offered it without importing it (see
        `guide_entry.has_guide`), so a guide that fails to load is said here."""
        if not guide_entry.start_guide(self.manager, plugin):
            self.manager.push(could_not_start_dialog())

    def watch_again(self, plugin: GamePlugin) -> None:
        from common.scenes.replay import watch_last_game  # the table kit: not before frame 1

        watch_last_game(self, plugin)

    def _continue_chosen(self, plugin: GamePlugin, game: SavedGame) -> None:
        """A game picked from the list: a kept one becomes the current one first."""
        if not game.current and not saved_games.make_current(plugin.game_id, game.path):
            self._report_damaged_save(plugin=plugin)
            return
        self.continue_game(plugin, chosen=True)

    def _delete_saved(self, plugin: GamePlugin, game: SavedGame) -> None:
        saved_games.delete(plugin.game_id, game)
        self.rebuild()

    def continue_game(self, plugin: GamePlugin, chosen: bool = False) -> None:
        """Load, check and restore the autosave; anything that fails refuses the save.

        Refused means: a true message, the file put aside (or remembered as refused when it
        cannot be moved), and no Continue for it again. Errors in the first frames of the
        continued game count too (`App.watch_continue`).
        """
        from common.scenes.placeholder import PlaceholderBoard

        game_id = plugin.game_id
        games = saved_games.listed(game_id, plugin.save_round)
        if len(games) > 1 and not chosen:
            self.manager.push(
                SavedGamesList(
                    plugin.title_msgid,
                    games,
                    partial(self._continue_chosen, plugin),
                    partial(self._delete_saved, plugin),
                )
            )
            return
        if games and not games[0].current and not saved_games.make_current(game_id, games[0].path):
            self._report_damaged_save(plugin=plugin)
            return
        try:
            data = saves.load_autosave(game_id)
        except saves.CorruptSave as exc:
            self._report_damaged_save(exc, plugin)
            return
        except FileNotFoundError:
            self.rebuild()
            return
        scene = None
        if plugin.load_table_scene is not None:
            try:
                scene = plugin.load_table_scene(self.app, data)
            except saves.FinishedGame:
                self._report_finished_game(plugin)
                return
            except saves.CorruptSave as exc:
                log.warning("autosave of %s refused: %s", game_id, exc)
                self._report_damaged_save(saves.refuse_autosave(game_id, exc), plugin)
                return
            except Exception as exc:
                log.exception("could not restore %s", game_id)
                self._report_damaged_save(saves.refuse_autosave(game_id, _as_refusal(exc)), plugin)
                return
        if scene is None:
            if plugin.create_table_scene is None:
                scene = PlaceholderBoard(plugin, None)
            else:
                self._report_damaged_save(saves.refuse_autosave(game_id), plugin)
                return
        self.app.current_game = plugin
        self.app.watch_continue(game_id, scene)
        self.manager.push(scene)

    def _report_damaged_save(
        self, error: saves.CorruptSave | None = None, plugin: GamePlugin | None = None
    ) -> None:
        """Say why the save was refused and where it is now; OK rebuilds the title. When the
        save one move before is sound, offer to play on from it (nothing more is lost)."""
        message = (
            saves.refusal_message(error)
            if error is not None
            else _("The saved game could not be used.")
        )
        buttons: list[tuple[str, Callable[[], None] | None, str]] = [
            (N_("OK"), self.rebuild, "primary")
        ]
        if plugin is not None and saves.backup_usable(plugin.game_id, plugin.check_save):
            message += " " + _("The save from one move earlier is fine.")
            buttons = [
                (N_("OK"), self.rebuild, "plain"),
                (N_("Play on from there"), partial(self._continue_from_backup, plugin), "primary"),
            ]
        self.manager.push(
            Dialog(
                N_("Saved game damaged"),
                message,
                buttons,
                cancel_index=0,
                width=760,  # the kept file's name is long
            )
        )

    def _report_finished_game(self, plugin: GamePlugin) -> None:
        """The autosave held a game that is over (Continue led to the end screen for ever):
        it becomes the last finished game, to watch again, and the title says so."""
        kept = saves.keep_as_finished(plugin.game_id)
        if not kept:
            saves.refuse_autosave(plugin.game_id, saves.FinishedGame("kept aside"))
        watch = plugin.replay_table_scene is not None and kept
        self.manager.push(
            Dialog(
                N_("This game is over"),
                N_("The saved game had already ended. You can watch it again.")
                if watch
                else N_("The saved game had already ended."),
                [(N_("OK"), self.rebuild, "primary")],
                cancel_index=0,
                width=620,
            )
        )

    def _continue_from_backup(self, plugin: GamePlugin) -> None:
        if saves.promote_backup(plugin.game_id):
            self.continue_game(plugin)
        else:  # the move failed (logged): say so rather than fall back to the title silently
            self._report_damaged_save()

    def show_rules(self, plugin: GamePlugin) -> None:
        from common.scenes.rules import RulesScene

        self.manager.push(RulesScene(plugin))

    def open_settings(self) -> None:
        from common.scenes.settings_scene import SettingsScene

        self.manager.push(SettingsScene())

    def confirm_quit(self) -> None:
        self.manager.push(
            Dialog(
                N_("Leave Drachenspiele?"),
                N_("See you soon!"),
                [(N_("Stay"), None, "plain"), (N_("Quit"), self.app.quit, "danger")],
                cancel_index=0,
                width=520,
            )
        )

    def back(self) -> None:
        self.confirm_quit()

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self._draw_logo(surface)
        offset = int((1 - self.intro) * 80)
        if offset:
            for widget in self.group.widgets:
                widget.rect.y += offset
        for plugin, rect in self.cards:
            self._draw_card(surface, plugin, rect.move(0, offset))
        self.group.draw(surface)
        if offset:
            for widget in self.group.widgets:
                widget.rect.y -= offset

    def _draw_logo(self, surface: pygame.Surface) -> None:
        logo = art.logo("Drachenspiele", theme.SIZE_HUGE)
        surface.blit(logo, logo.get_rect(center=(640, 76)))
        subtitle = _("Two family board games with dragons")
        img = assets.text(subtitle, theme.SIZE_SUBHEADING - 4, theme.INK, bold=True)
        pill = img.get_rect(center=(640, 140)).inflate(40, 12)
        veil = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.CARD, 190), veil.get_rect(), border_radius=pill.height // 2)
        surface.blit(veil, pill)
        surface.blit(img, img.get_rect(center=pill.center))

    def _draw_card(self, surface: pygame.Surface, plugin: GamePlugin, rect: pygame.Rect) -> None:
        theme.draw_panel(surface, rect, theme.CARD, theme.PAPER_DARK, radius=26)
        art_rect = pygame.Rect(rect.x + 10, rect.y + 10, rect.width - 20, ART_HEIGHT)
        surface.blit(art.card_art(plugin.game_id, plugin.art, art_rect.size), art_rect)
        if not plugin.available:
            ribbon = pygame.Rect(0, 0, 210, 40)
            ribbon.topright = (art_rect.right - 14, art_rect.y + 14)
            pygame.draw.rect(surface, theme.GOLD, ribbon, border_radius=20)
            draw_text_centered(
                surface, _("Coming soon"), theme.SIZE_SMALL, theme.INK, ribbon.center, bold=True
            )
        x = rect.x + 30
        y = art_rect.bottom + 22
        label(
            surface,
            _(plugin.title_msgid),
            (x, y),
            theme.SIZE_HEADING,
            theme.INK,
            bold=True,
            anchor="topleft",
        )
        players = _("{low}–{high} players").format(low=plugin.min_seats, high=plugin.max_seats)
        label(
            surface,
            players,
            (x, y + 50),
            theme.SIZE_SMALL,
            theme.PRIMARY_DARK,
            bold=True,
            anchor="topleft",
        )
        tagline = assets.wrapped_text(
            _(plugin.tagline_msgid), theme.SIZE_BODY - 2, theme.INK_SOFT, rect.width - 60
        )
        surface.blit(tagline, (x, y + 86))
        # seat colour dots: a hint of who can play
        dot_x = rect.right - 30 - 12
        for _cid, rgb, _name in reversed(plugin.seat_colours):
            pygame.draw.circle(surface, theme.darken(rgb, 0.25), (dot_x, y + 63), 11)
            pygame.draw.circle(surface, rgb, (dot_x, y + 61), 10)
            dot_x -= 26
