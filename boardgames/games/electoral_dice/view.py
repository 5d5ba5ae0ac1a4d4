"""Electoral Dice on screen: the 8 x 11 board, the map, the dice, the tally.

Layout: the vote bar across the top; the grid board (the play area, column K
to A) on the left with its legend, the US map and the log below it; on the
right the players, the dice tray, the decision in words and its choices. Every
choice can be made by clicking the board, the map or a button, or by keys (1-9
for the listed states, Space or Enter to throw, U to undo, Esc for the menu).

The dice, the log and the prompt tell one story: a throw's log line appears
when its dice settle, not before, and not only when the whole move is shown.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from boardgames.core.protocol import Event
from boardgames.core.words import counted
from boardgames.games.electoral_dice.actions import THROW, Contest
from boardgames.games.electoral_dice.board_facts import BOARD_FILE
from boardgames.games.electoral_dice.dice import KIND_NAMES, LOCKED, chance_text
from boardgames.games.electoral_dice.events import (
    ColumnOpened,
    DiceThrown,
    LockedStateLost,
    PresidencyReached,
    StateWon,
)
from boardgames.games.electoral_dice.rules import EDState
from boardgames.games.electoral_dice.steps import ChooseContest
from boardgames.games.electoral_dice.view_board import (
    LEGEND_HEIGHT,
    draw_board,
    draw_legend,
    draw_lit_cells,
    split_cell,
)
from boardgames.games.electoral_dice.view_legend import legend_lines
from boardgames.ui import theme
from boardgames.ui.assets_cache import grid_board, us_map
from boardgames.ui.fonts import (
    FittedText,
    draw_fitted,
    fit_lines,
    fit_text,
    render_text,
    shrink_to_fit,
    wrap_text,
)
from boardgames.ui.game_scene import GameScene
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.decision_panel import GAP, ROW
from boardgames.ui.widgets.dice_tray import DiceTray
from boardgames.ui.widgets.forecast_panel import WIDTH as FORECAST_WIDTH
from boardgames.ui.widgets.forecast_panel import compact_height
from boardgames.ui.widgets.legend import LegendLine
from boardgames.ui.widgets.log_panel import LogPanel
from boardgames.ui.widgets.map_view import MapView, draw_tooltip
from boardgames.ui.widgets.vote_bar import VoteBar

DICE_SECONDS = 0.75
LOG_KEPT = 220  # the narrowest the log gets to make room for the forecast
FLASH_SECONDS = 0.5
PROMPT_SIZE = 16
PROMPT_LINES = 5


def throw_caption(event: DiceThrown, state_name: str, names: list[str]) -> tuple[str, str]:
    """The tray's words for a throw: who, where and the percentage; then the verdict."""
    verdict = "wins" if event.won else "falls short"
    return f"{names[event.player]}: {state_name} {event.percent}%", verdict


def tens_first(event: DiceThrown) -> bool:
    """Whether the first die thrown gives the tens digit (the higher one for a Locked State)."""
    if event.contest_kind == LOCKED:
        return event.die_a >= event.die_b
    return event.die_a <= event.die_b


class ElectoralDiceScene(GameScene):
    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        self.board = grid_board(BOARD_FILE)
        facts = session.state.board  # the era's votes, majority and map, from its YAML
        self.map_view = MapView(us_map(facts.map_file), label_size=10)
        self.dice = DiceTray()
        self.tray_throw: DiceThrown | None = None  # the throw the tray shows, if any
        self.log_panel = LogPanel()
        self.vote_bar = VoteBar(facts.total_ev, facts.majority)
        self.cell_rects: dict[str, pygame.Rect] = {}
        self.panel_layer = Layer()
        self.flash: dict[str, float] = {}
        self.banner = ""
        self.banner_left = 0.0
        self.hover_pos: tuple[int, int] | None = None
        super().__init__(app, session)
        self._show_last_throw()

    @property
    def ed(self) -> EDState:
        state = self.shown
        assert isinstance(state, EDState)
        return state

    # -- layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = 12
        panel_width = max(300, min(440, int(width * 0.3)))  # the board's cells need the rest
        left_width = width - panel_width - 3 * margin
        self.vote_bar.rect = pygame.Rect(margin, margin, left_width, 48)
        board_top = self.vote_bar.rect.bottom + 26
        share = 0.58 if height >= 700 else 0.64  # a short window: three lines per president
        board_height = int((height - board_top - margin) * share)
        cell_w = left_width // len(self.board.columns)
        cell_h = min(board_height // self.board.rows, int(cell_w * 0.8))
        self.board_rect = pygame.Rect(
            margin, board_top, cell_w * len(self.board.columns), cell_h * self.board.rows
        )
        self.cell_rects = {
            cell.cell_id: pygame.Rect(
                self.board_rect.x + self.board.columns.index(cell.column) * cell_w,
                self.board_rect.y + (cell.row - 1) * cell_h,
                cell_w,
                cell_h,
            )
            for cell in self.board.cells
        }
        self.legend_rect = pygame.Rect(
            margin, self.board_rect.bottom + 6, left_width, LEGEND_HEIGHT
        )
        lower_top = self.legend_rect.bottom + 6
        lower_height = height - lower_top - margin
        map_width = min(int(lower_height * 975 / 610 * 1.1), left_width // 2 + 80)
        self.map_view.set_rect(pygame.Rect(margin, lower_top, map_width, lower_height))
        self.log_panel.rect = pygame.Rect(
            margin * 2 + map_width, lower_top, left_width - map_width - margin, lower_height
        )
        # The forecast panel goes right of the log, where the log can spare the room.
        self.forecast_room = self.log_panel.rect.width >= FORECAST_WIDTH + margin + LOG_KEPT
        self.forecast_compact: pygame.Rect | None = None  # else: the chances above the log
        if self.forecaster is not None and self.forecast_room:
            self.log_panel.rect.width -= FORECAST_WIDTH + margin
        px = width - panel_width - margin
        self.panel_rect = pygame.Rect(px, margin, panel_width, height - 2 * margin)
        self.players_rect = pygame.Rect(px + 10, margin + 10, panel_width - 20, 120)
        tray_height = 150 if height >= 700 else 128
        self.dice.rect = pygame.Rect(
            px + 10, self.players_rect.bottom + 10, panel_width - 20, tray_height
        )
        self.prompt_top = self.dice.rect.bottom + 12
        if self.forecaster is not None and not self.forecast_room:  # above Undo and Menu
            strip = compact_height(self.names, panel_width - 20)
            self.forecast_compact = pygame.Rect(
                px + 10, self.panel_rect.bottom - 52 - strip - 4, panel_width - 20, strip
            )

    def forecast_spot(self) -> tuple[int, int] | None:
        log = self.log_panel.rect
        return (log.right + 8, log.y) if self.forecast_room else None

    def forecast_strip(self) -> pygame.Rect | None:
        """A window too narrow for the whole panel beside the log: the compact one in the side
        panel, above Undo and Menu (the choices keep the room above it)."""
        return self.forecast_compact

    # -- decisions ------------------------------------------------------------------
    def _place_panel(self) -> None:
        """The shared decision panel under the prompt: the throw (Space), or the states to
        contest, in one column while they fit and else in two."""
        prompt = self.prompt_fitted()
        x, width = self.panel_rect.x + 10, self.panel_rect.width - 20
        top = self.prompt_top + max(prompt.height, 2 * prompt.step) + 10
        bottom = self.panel_rect.bottom - 52
        if self.forecast_compact is not None:
            bottom = self.forecast_compact.y - 4
        options = [
            replace(option, hotkey=pygame.K_SPACE, hint="Space")
            if option.action == THROW
            else option
            for option in self.panel_options()
        ]
        wide, grid = (options, []) if len(options) * (ROW + GAP) <= bottom - top else ([], options)
        extra = self.undo_and_menu_buttons(pygame.Rect(x, self.panel_rect.bottom - 52, width, 40))
        self.panel.place(
            self.decision_id(), pygame.Rect(x, top, width, bottom - 8 - top), wide, grid, 2, extra
        )

    def legal_states(self) -> frozenset[str]:
        if self.human_to_move() is None:
            return frozenset()
        return frozenset(
            a.state for a in self.session.state.legal_actions() if isinstance(a, Contest)
        )

    def click_state(self, code: str) -> None:
        if code in self.legal_states():
            self.submit(Contest(code))
        elif self.human_to_move() is not None and self.session.state.legal_actions() == [THROW]:
            contest = self.ed.contest_state
            if code == contest:
                self.submit(THROW)

    def state_at(self, pos: tuple[int, int]) -> str | None:
        for cell in self.board.cells:
            rect = self.cell_rects[cell.cell_id]
            if cell.states and rect.collidepoint(pos):
                parts = split_cell(rect, len(cell.states))
                for code, part in zip(cell.states, parts, strict=True):
                    if part.collidepoint(pos):
                        return code
        return self.map_view.state_at(pos)

    # -- input ----------------------------------------------------------------------
    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.map_view.handle(event):  # zoom and pan
            return
        if self.panel.handle(event, self.decision_id()):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            code = self.state_at(event.pos)
            if code is not None:
                self.click_state(code)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            if self.session.state.legal_actions() == [THROW] and self.human_to_move() is not None:
                self.submit(THROW)

    # -- animation ------------------------------------------------------------------
    def animate(self, event: Event) -> float:
        names = self.names
        if isinstance(event, DiceThrown):
            seconds = self.app.animation_time(DICE_SECONDS)
            caption, verdict = throw_caption(event, self.ed.board.names[event.state], names)
            self.tray_throw = event
            self.dice.throw(
                (event.die_a, event.die_b), caption, verdict, event.won, seconds, tens_first(event)
            )
            self._update_tray_words()  # the header names this throw from its first frame
            self.app.sound.play("dice_roll")
            return seconds
        if isinstance(event, StateWon):
            self.flash[event.state] = self.app.animation_time(FLASH_SECONDS) * 2
            self.app.sound.play("win_state")
            return self.app.animation_time(FLASH_SECONDS) * 0.6
        if isinstance(event, LockedStateLost):
            self.flash[event.state] = self.app.animation_time(FLASH_SECONDS) * 2
            self.app.sound.play("fail")
            return self.app.animation_time(FLASH_SECONDS)
        if isinstance(event, PresidencyReached):
            self.banner = f"{names[event.player]} reaches {event.votes}: elected President!"
            self.banner_left = self.app.animation_time(2.5) or 1.5
            self.app.sound.play("fanfare")
            return self.app.animation_time(1.2)
        if isinstance(event, ColumnOpened):
            return self.app.animation_time(0.3)
        return 0.0

    def skip_animation(self) -> None:
        """A skip settles the dice too, so their verdict and its log line come together."""
        self.dice.skip()
        super().skip_animation()

    def held_back_lines(self) -> int:
        """A throw's log line waits for its dice to settle, so the log, the prompt and the
        dice never disagree."""
        return 1 if self.dice.busy else 0

    def _show_last_throw(self) -> None:
        """The tray shows the last throw in the log (after a resume or an undo), or is empty."""
        for entry in reversed(self.session.log):
            event = entry.event
            if isinstance(event, DiceThrown):
                caption, verdict = throw_caption(
                    event, self.ed.board.names[event.state], self.names
                )
                self.dice.show(
                    (event.die_a, event.die_b), caption, verdict, event.won, tens_first(event)
                )
                self.tray_throw = event
                return
        self.dice.clear()
        self.tray_throw = None

    def _update_tray_words(self) -> None:
        """Above the dice, the odds of the throw they show (of the contest at hand while the
        tray is empty); a hint in the empty tray."""
        ed = self.ed
        shown = self.tray_throw
        contest = (
            (shown.state, shown.contest_kind) if shown else (ed.contest_state, ed.contest_kind)
        )
        if ed.is_over():
            self.dice.header = ()
        elif contest[0] is not None:
            code, kind = contest
            reading = "higher die" if kind == LOCKED else "lower die"
            odds = chance_text(kind)
            self.dice.header = (
                f"{code} ({KIND_NAMES[kind]}): {reading} is the tens, {odds}",
                f"{KIND_NAMES[kind]}: {reading} is the tens, {odds}",
                f"{reading.capitalize()} = tens, {odds}",
            )
        else:
            head = ed.head()
            kind = head.kind if isinstance(head, ChooseContest) else LOCKED
            self.dice.header = (f"{KIND_NAMES[kind]}s: {chance_text(kind)}",)
        throw_now = self.human_to_move() is not None and ed.contest_state is not None
        self.dice.idle_caption = "Space to throw" if throw_now else "No throw yet"

    def animate_frame(self, dt: float) -> None:
        if self.dice.update(dt):
            self.app.sound.play("dice_land")
        self._update_tray_words()
        for code in list(self.flash):
            self.flash[code] -= dt
            if self.flash[code] <= 0:
                del self.flash[code]
        self.banner_left = max(0.0, self.banner_left - dt)
        self.map_view.update(dt)
        self.vote_bar.update(self.ed.votes, dt)
        styles = self.styles()
        ed = self.ed
        fills = {code: styles[owner].colour for code, owner in ed.owner.items()}
        fills.update(
            {
                code: theme.blend(theme.LAND, styles[p].colour, 0.3)
                for code, p in ed.locked_by.items()
            }
        )
        fills.update({code: theme.SWING for code in ed.swing if code not in ed.owner})
        self.map_view.set_fills(fills)
        self.map_view.highlight = self.legal_states()
        self.map_view.hover = self.state_at(self.hover_pos) if self.hover_pos else None
        self._place_panel()

    def on_undo(self) -> None:
        self._show_last_throw()

    # -- drawing --------------------------------------------------------------------
    def still_key(self) -> tuple[object, ...]:
        """Besides the table's key: the prompt's words and the map's picture."""
        return (self.prompt_text(), self.map_view.picture_key())

    def draw_still(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        styles = self.styles()
        draw_board(surface, self.ed, self.board, self.board_rect, self.cell_rects, styles)
        draw_legend(surface, self.legend_rect, styles, self.names, self.ed.active_column)
        self.map_view.draw_picture(surface, ground=theme.BACKGROUND)
        self.log_panel.set_lines(self.shown_log_lines())  # as of this frame, like the prompt
        self.log_panel.draw(surface)
        self._draw_panel(surface, styles)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The easing tally, the lit and flashing cells, the map's outlines, the dice and the
        banner."""
        styles = self.styles()
        self.vote_bar.draw(surface, styles, self.names)
        bar = self.vote_bar.rect
        moved = [pygame.Rect(bar.x, bar.y, bar.width, bar.height + 3), self.dice.rect]
        if self.flash or self.legal_states():
            moved.append(self.board_rect)
        if self.map_view.highlight or self.map_view.hover is not None or self.map_view.zoom > 1:
            moved.append(self.map_view.rect)
        draw_lit_cells(
            surface,
            self.ed,
            self.board,
            self.cell_rects,
            styles,
            self.flash,
            self.legal_states(),
            self.clock,
        )
        self.map_view.draw_marks(surface)
        self.dice.draw(surface)
        if self.banner_left > 0:
            fitted = fit_lines(self.banner, 30, self.board_rect.width - 80, "title", 2, 16)
            box = self.banner_box(fitted)
            pygame.draw.rect(surface, (16, 20, 30), box, border_radius=12)
            pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=12)
            draw_fitted(surface, fitted, theme.ACCENT, (box.centerx, box.y + 12))
            moved.append(box)
        return moved

    def banner_box(self, fitted: FittedText) -> pygame.Rect:
        """Where the banner stands: high on the board, clear of the window's middle, where
        "Ann decides" is shown as the game goes on after the winner's banner."""
        box = pygame.Rect(0, 0, fitted.width + 40, fitted.height + 24)
        box.midtop = (self.board_rect.centerx, self.board_rect.y + self.board_rect.height // 10)
        return box

    def _draw_panel(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        movers = self.session.state.to_move() if not self.busy else frozenset()
        key = (self.ed, movers, tuple(styles), tuple(self.names), tuple(self.bots))
        key += (tuple(self.players_rect),)
        self.panel_layer.draw(
            surface, self.panel_rect, key, lambda: self._draw_players(surface, styles, movers)
        )
        self._draw_prompt(surface)
        self.panel.draw(surface)
        if self.error or self.saver.last_error:
            message = self.error or self.saver.last_error or ""
            for i, line in enumerate(wrap_text(message, 14, self.panel_rect.width - 24)[:3]):
                surface.blit(
                    render_text(line, 14, theme.DANGER),
                    (self.panel_rect.x + 12, self.panel_rect.bottom - 110 + i * 17),
                )

    def _draw_players(
        self, surface: pygame.Surface, styles: list[theme.PlayerStyle], movers: frozenset[int]
    ) -> None:
        """The panel's ground and a row per player (one cached layer)."""
        draw_panel(surface, self.panel_rect)
        ed = self.ed
        y = self.players_rect.y
        for player, (name, style) in enumerate(zip(self.names, styles, strict=True)):
            row = pygame.Rect(self.players_rect.x, y, self.players_rect.width, 54)
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, style.colour, 0.25), row, border_radius=8
            )
            if player in movers:
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=8)
            pygame.draw.circle(surface, style.colour, (row.x + 22, row.centery), 15)
            letter = render_text(style.letter, 16, theme.readable_on(style.colour), "bold")
            surface.blit(letter, letter.get_rect(center=(row.x + 22, row.centery)))
            kind = "computer" if player in self.bots else "person"
            room = row.right - 10 - (row.x + 46)  # both lines stay inside the row
            title = fit_text(f"{name} ({kind})", 17, room, "semibold")
            surface.blit(render_text(title, 17, theme.TEXT, "semibold"), (row.x + 46, row.y + 6))
            locked = sum(1 for p in ed.locked_by.values() if p == player)
            won = sum(1 for p in ed.owner.values() if p == player)
            stats = f"{ed.votes[player]} EV   {counted(won, 'state')} won   {locked} locked left"
            stats, size = shrink_to_fit(stats, 14, room, "regular", 11)
            surface.blit(render_text(stats, size, theme.TEXT_DIM), (row.x + 46, row.y + 30))
            y += 60

    def prompt_text(self) -> str:
        """The decision in words, or while a move plays out, the last line shown of it."""
        state = self.session.state
        if state.is_over() and not self.busy:
            return "Every state is decided. The results follow."
        if self.busy and self.dice.busy and self.tray_throw is not None:
            throw = self.tray_throw  # its line waits for the dice: say only what is thrown for
            return f"{self.names[throw.player]} throws for {self.ed.board.names[throw.state]}..."
        if self.busy:
            shown = self.shown_log_lines()
            return shown[-1] if shown else ""
        mover = min(state.to_move())
        who = self.names[mover]
        if mover in self.bots:
            return self.deciding_words([mover])
        prompt = self.prompt_now()
        return f"{who}, {prompt[0].lower()}{prompt[1:]}"

    def prompt_fitted(self) -> FittedText:
        width = self.panel_rect.width - 24
        return fit_lines(self.prompt_text(), PROMPT_SIZE, width, "regular", PROMPT_LINES, 13)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        draw_fitted(
            surface,
            self.prompt_fitted(),
            theme.TEXT,
            (self.panel_rect.x + 12, self.prompt_top),
            align="left",
        )

    def draw_hover_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """What the state or fact cell under the pointer is; returns the box drawn."""
        if self.hover_pos is None:
            return None
        pos = self.hover_pos
        code = self.state_at(pos)
        ed = self.ed
        if code is not None:
            owner = ed.owner.get(code)
            if owner is not None:
                status = f"won by {self.names[owner]}"
            elif code in ed.locked_by:
                status = f"Locked State of {self.names[ed.locked_by[code]]}"
            else:
                status = "Swing State"
            column = self.board.column_of_state(code)
            lines = [
                f"{ed.board.names[code]}: {ed.board.ev[code]} electoral votes",
                f"Column {column}, {status}",
            ]
            if code in self.legal_states():
                lines.append("Click to contest it.")
            return draw_tooltip(surface, pos, lines)
        for cell in self.board.cells:
            if cell.kind == "fact" and self.cell_rects[cell.cell_id].collidepoint(pos):
                return draw_tooltip(surface, pos, [cell.title, cell.text], 300)
        return None

    # -- the legend -----------------------------------------------------------------
    legend_corner = "bottomleft"

    def legend_lines(self) -> list[LegendLine]:
        return legend_lines(self.styles())

    def legend_avoid(self) -> list[pygame.Rect]:
        """The small map itself: the legend waits folded until asked for (L)."""
        return [self.map_view.rect]
