"""Landslide on screen: the track round the US map, the die, the bid panel, the choices.

Layout: the board (the track loop from ``landslide-board.tmx`` with the 1972 map
inside, filling with each owner's colour) and the log on the left; on the right
the players (Vote-card counts, electoral votes, Politics cards), the bid panel
during an auction, the decision in words and its choices on the shared decision
panel (the decisions word their own options). A bid or a sealed ceiling has a
stepper over every legal amount (Left/Right or -/+, T to type one) beside a few
quick amounts. Hidden money: in hot-seat play the screen shows nobody's cards for
public decisions (bids); the person bidding presses and holds "Peek at my votes"
(or V), which shows that person's own view only and closes at any change of
person, pause or hand-over. Private decisions (paying, Politics cards, Stops)
come behind a hand-over. The track, tokens, die and toast are drawn by ``view_track``;
the table's "Objections?" strip is ``view_stops``; the amount stepper ``view_amounts``.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

import pygame

from boardgames.core.protocol import Action, Event
from boardgames.games.landslide.actions import Bid, Contest, FlyTo, Pay
from boardgames.games.landslide.amounts import AmountStepper
from boardgames.games.landslide.auction import BidTurn
from boardgames.games.landslide.events import (
    Announced,
    Moved,
    Rolled,
)
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState
from boardgames.games.landslide.track_tmx import load_board
from boardgames.games.landslide.view_amounts import AmountView
from boardgames.games.landslide.view_legend import landslide_legend
from boardgames.games.landslide.view_side import SideLayout, SidePanel
from boardgames.games.landslide.view_stops import StripFlow
from boardgames.games.landslide.view_track import STEP_SECONDS, TrackView
from boardgames.ui import theme
from boardgames.ui.assets_cache import us_map
from boardgames.ui.fonts import fit_lines, line_height
from boardgames.ui.game_scene import GameScene
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, width_needed
from boardgames.ui.widgets.decision_panel import GAP, GRID_ROW, ROW, Option
from boardgames.ui.widgets.forecast_panel import panel_height
from boardgames.ui.widgets.legend import LegendLine
from boardgames.ui.widgets.log_panel import TEXT_SIZE as LOG_TEXT
from boardgames.ui.widgets.log_panel import LogPanel
from boardgames.ui.widgets.map_view import MapView

LOG_LINES = 8  # the log's lines from a window 700 pixels high
LOG_LINES_SMALL = 5
LOG_FRAME = 42  # the log panel's title and margins
STRIP_HOLDS = float("inf")  # an animation that lasts until the strip is answered
ROLL_SECONDS = 0.5


FORECAST_LEAVES = 150  # the least height of choices the forecast panel may leave
SHORT_WINDOW = 700  # shorter than this, the forecast goes compact beside the log
COMPACT_WIDTH = 264  # the compact forecast's width there


class LandslideScene(AmountView, StripFlow, TrackView, SidePanel, GameScene):
    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        state = session.state
        self.track = load_board(track=state.board.data.track)
        self.map_view = MapView(us_map(self.track.map_file), label_size=9)
        self.log_panel = LogPanel()
        self.walk: tuple[int, int, int, float] | None = None  # player, start, steps, elapsed
        self.die_face = 0
        self.die_spin = 0.0
        self.peeking: int | None = None  # the person peeking at their own votes
        self.amounts = AmountStepper()
        self._stepping: Hashable = None  # the decision the stepper was set for
        self._worded: tuple[Hashable, list[Option]] = (None, [])
        self._amount_split: tuple[Hashable, list[Option], list[Option], list[Option]] = (
            None,
            [],
            [],
            [],
        )
        self.side: SideLayout | None = None  # the side panel as last laid out
        self._side_of: tuple[object, Hashable] = (None, None)  # the board and words it was for
        self._peek_view: tuple[Hashable, LandslideState | None] = (None, None)
        self._forecast_top: int | None = None  # set with the panel
        self._forecast_by_log = False  # a short window: the compact forecast beside the log
        self.peek_rect = pygame.Rect(0, 0, 0, 0)
        self._track_cache: tuple[tuple, pygame.Surface] | None = None
        self.strip = None
        self.no_stop_notice = None
        self.announced_at = -1  # the record's length after the last move that announced
        super().__init__(app, session)
        self.init_strip()
        # How much of the log each person had seen at their last decision on screen: the
        # toast at their next one sums up what came since (a resumed game starts afresh).
        self.last_decided = {p: len(session.log) for p in self.humans}
        self._toast_for: tuple[object, float] = (None, 0.0)  # the decision, since when
        self.panel.deciding = lambda: self.human_to_move() is not None or self.strip_up()
        rolls = [e.event for e in session.log if isinstance(e.event, Rolled)]
        self.die_face = rolls[-1].value if rolls else 0  # the last roll, after a resume
        if not session.record.actions:
            self._show_the_opening()

    def _show_the_opening(self) -> None:
        """A new game shows its roll-off for the first turn as every roll is shown: the
        die thrown for each player in turn, the log's lines coming with the throws."""
        opening = list(self.session.state.opening_events)
        if any(isinstance(event, Rolled) for event in opening):
            self.die_face = 0
            self.show_events(opening)

    @property
    def row_pitch(self) -> int:
        """The height of a player's row in the side panel, with its gap."""
        return round(44 * self.ui)

    @property
    def secret_pitch(self) -> int:
        return round(17 * self.ui)

    @property
    def ls(self) -> LandslideState:
        state = self.shown
        assert isinstance(state, LandslideState)
        return state

    # -- moves ---------------------------------------------------------------------
    def submit(self, action: Action, player: int | None = None) -> None:
        """As the table's; a move that announces an action the strip will ask about leaves
        the screen to the table at once (so whether anyone holds a Stop shows nowhere)."""
        deciding = self.human_to_move() if player is None else None
        super().submit(action, player)
        if deciding is not None:
            self.last_decided[deciding] = len(self.session.log)
        announced = (
            [
                (event, after)
                for event, after in self.batches[-1].events
                if isinstance(event, Announced)
            ]
            if self.batches
            else []
        )
        if announced:  # asked publicly: no taking it back (with or without a Stop window)
            self.announced_at = len(self.session.record.actions)
        if self.hot_seat and any(self.strip_people(after, e.seats) for e, after in announced):
            self.viewer = None

    # -- layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """The board as large as the log's lines (8 from 720 pixels high) and the side panel
        leave room for; the side panel takes the width the board does not use, and its
        text grows with the window (``self.ui``)."""
        width, height = size
        margin = 10
        self.ui = min(1.3, max(1.0, height / 720))
        panel_width = max(340, min(620, int(width * 0.32)))
        left = width - panel_width - 3 * margin
        lines = LOG_LINES if height >= 700 else LOG_LINES_SMALL
        log_least = LOG_FRAME + lines * line_height(LOG_TEXT)
        scale = min(left / self.track.width, (height - log_least - 3 * margin) / self.track.height)
        self.board_rect = pygame.Rect(
            margin, margin, int(self.track.width * scale), int(self.track.height * scale)
        )
        self.scale = scale
        left = self.board_rect.width
        panel_width = width - left - 3 * margin
        self.map_view.set_label_size(max(9, min(14, round(14 * scale))))
        mx, my, mw, mh = self.track.map_area
        self.map_view.set_rect(
            pygame.Rect(
                margin + int(mx * scale) + 4,
                margin + int(my * scale) + 4,
                int(mw * scale) - 8,
                int(mh * scale) - 8,
            )
        )
        self.log_panel.rect = pygame.Rect(
            margin,
            self.board_rect.bottom + margin,
            left,
            height - self.board_rect.bottom - 2 * margin,
        )
        # A short window keeps the side panel for the choices: the compact forecast (no
        # chart) goes right of the log instead.
        self._forecast_by_log = self.forecaster is not None and height < SHORT_WINDOW
        if self._forecast_by_log:
            self.log_panel.rect.width -= COMPACT_WIDTH + margin
        px = width - panel_width - margin
        self.panel_rect = pygame.Rect(px, margin, panel_width, height - 2 * margin)
        self._lay_out_tokens()

    # -- decisions ------------------------------------------------------------------
    def _lay_out_side(self) -> SideLayout:
        """The side panel under the players and the bid box: the viewer's secrets, the
        prompt, and where the options start (kept while the board, the screen's owner and
        the prompt stay the same: it words and fits text)."""
        prompt = self.prompt_text()
        key = (self.viewer, prompt, self.panel_rect.topleft, self.panel_rect.size)
        if self.side is not None and self._side_of[0] is self.shown and self._side_of[1] == key:
            return self.side
        self._side_of = (self.shown, key)
        u = self.ui
        bid_top = self.panel_rect.y + 8 + self.row_pitch * self.ls.n + 4
        bidding = isinstance(self.ls.head(), BidTurn | SealedCeilings)
        private_top = bid_top + (round(54 * u) if bidding else 0)
        lines = self._secret_lines(self.ls, self.viewer) if self.viewer is not None else []
        prompt_top = private_top + (self.secret_pitch * len(lines) + 2 if lines else 0)
        width = self.panel_rect.width - 20
        fitted = fit_lines(prompt, round(16 * u), width, "regular", 3, 13)
        options_top = prompt_top + 8 + max(fitted.height, 20)
        return SideLayout(private_top, lines, prompt_top, fitted, options_top)

    def _place_panel(self) -> None:
        """The shared decision panel under the prompt: the options as the decisions word
        them; a bid or a ceiling as a stepper with a few quick amounts; long lists in
        pages; the peek button (hot seat) and the forecast below them."""
        self.side = self._lay_out_side()
        top = self.side.options_top
        x, width = self.panel_rect.x + 10, self.panel_rect.width - 20
        bottom = self.panel_rect.bottom - 52
        person = self.human_to_move()
        if person is not None and self.hot_seat and self.viewer is None:
            self.peek_rect = pygame.Rect(x, bottom - 40, width, 34)
            bottom -= 44
        else:
            self.peek_rect = pygame.Rect(0, 0, 0, 0)
        # The forecast sits under the choices, not on the map, when it leaves them room.
        forecast = panel_height(len(self.names)) + 6
        if (
            self.forecaster is not None
            and not self._forecast_by_log
            and bottom - forecast - top >= FORECAST_LEAVES
        ):
            bottom -= forecast
            self._forecast_top = bottom + 4
        else:
            self._forecast_top = None
        decision = self.decision_id()
        options = self.strip_options() if self.strip_up() else self._options(decision)
        wide, grid, columns = options, [], 2
        extra: list[Button] = []
        if any(isinstance(option.action, Bid) for option in options):
            extra = self._stepper_buttons(pygame.Rect(x, top, width, GRID_ROW))
            top += GRID_ROW + GAP
            wide, grid = self._amount_options(decision, options)
        elif len(options) * (ROW + GAP) > bottom - top:
            wide, grid = options[:2], options[2:]
            columns = 2 if self._half_holds(options[2:], width) else 1
        extra += self.undo_and_menu_buttons(pygame.Rect(x, self.panel_rect.bottom - 46, width, 38))
        self.panel.place(
            decision, pygame.Rect(x, top, width, bottom - top), wide, grid, columns, extra
        )

    def _options(self, decision: Hashable) -> list[Option]:
        """The decision's options as the panel offers them, worded from the view on screen
        (kept for the decision: a bid can have a hundred, and the view is a copy)."""
        key = (decision, self.viewer)
        if self._worded[0] != key:
            self._worded = (key, [self._shortened(option) for option in self.panel_options()])
        return self._worded[1]

    @staticmethod
    def _half_holds(options: list[Option], width: int) -> bool:
        """Whether a half-width grid cell shows each option's words whole (or its short
        form) beside its number key, at the smallest size a button shrinks to: payments
        never go in two columns, flights and Open Ballots only where they read whole."""
        if any(isinstance(option.action, Pay) for option in options):
            return False
        half = (width - GAP) // 2
        return all(
            min(
                width_needed(option.label, "9", 13),
                width_needed(option.short or option.label, "9", 13),
            )
            <= half
            for option in options
        )

    def _shortened(self, option: Option) -> Option:
        """A state named for an Open Ballot reads as its postal code, as the map labels
        it, and its EV where "Contest ..." would be cut (a narrow panel's grid read
        "Contest..." on nearly every button); a flight as its space ("25: State (South)")
        where "Fly to ..." would be."""
        action = option.action
        if isinstance(action, FlyTo):  # and a flight reads as the space alone
            label = self.ls.board.data.track[action.space].label
            return replace(option, short=f"{action.space}: {label}")
        if not isinstance(action, Contest):
            return option
        info = self.ls.board.data.states[action.state]
        return replace(option, short=f"{action.state} ({info.ev} EV)")

    def forecast_spot(self) -> tuple[int, int] | None:
        """The forecast panel goes in the side panel, under the choices: the map inside the
        track has no sea to spare (its bottom-right corner is Florida). Hidden while a
        player peeks at their votes, whose box covers that place, and in a window too
        short to leave the choices room."""
        if self.peeking is not None or self._forecast_top is None:
            return None
        return (self.panel_rect.x + 10, self._forecast_top)

    def aids_top(self) -> int | None:
        """Under the options and, where Politics cards are offered, under what they do."""
        top = super().aids_top()
        below = self.card_help_bottom()
        return top if below is None or top is None else max(top, below)

    def glance_area(self) -> pygame.Rect:
        """A person's private glance stands over the map's top, clear of the seats in the
        side panel (the window's top centre is over their rows)."""
        return self.map_view.rect

    def forecast_strip(self) -> pygame.Rect | None:
        """In a short window, the compact forecast right of the log."""
        if not self._forecast_by_log:
            return None
        log = self.log_panel.rect
        return pygame.Rect(log.right + 10, log.y, COMPACT_WIDTH, log.height)

    def reveal_question(self, action: Action, person: int) -> tuple[str, str, str, str]:
        """The last sealed ceiling waits for "Reveal the ceilings?": it can still change."""
        ceiling = self.shown.describe_action(action, person)
        detail = f"You choose: {ceiling}. Then every ceiling is shown and the auction runs itself."
        return "Reveal the ceilings?", detail, "Reveal", "Change my ceiling"

    # -- the peek ---------------------------------------------------------------------
    def _start_peek(self) -> None:
        """The person deciding, at a public decision in hot seat, looks at their votes."""
        if self.peek_rect.width and self.app.stack.top is self:
            self.peeking = self.human_to_move()

    def _peek_open(self) -> bool:
        """Whether the peek still belongs on screen: it closes at any change of person."""
        if self.peeking is not None and (
            self.peeking != self.human_to_move()
            or not self.peek_rect.width
            or self.app.stack.top is not self
        ):
            self.peeking = None
        return self.peeking is not None

    def open_menu(self) -> None:
        self.peeking = None
        super().open_menu()

    def hand_over_scene(self, player: int) -> Scene:
        self.peeking = None
        return super().hand_over_scene(player)

    def hand_over_situation(self, player: int) -> str:
        """Sealed ceilings: how many are in, as President's planning says."""
        head = self.session.state.head()
        if not isinstance(head, SealedCeilings):
            return ""
        chosen = len(head.players) - len(head.movers(self.session.state))
        return f"Sealed ceilings for {head.lot.label}: {chosen} of {len(head.players)} in"

    def enter(self) -> None:
        self.peeking = None  # a V released inside a menu never reached this scene
        super().enter()

    # -- input ----------------------------------------------------------------------
    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.peek_rect.collidepoint(event.pos):
                self._start_peek()
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.peeking = None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self._start_peek()
            return
        if event.type == pygame.KEYUP and event.key == pygame.K_v:
            self.peeking = None
        if self._stepper_key(event):
            return
        if self.map_view.handle(event):
            return
        if self.panel.handle(event, self.decision_id()):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click_space(event.pos)

    def _click_space(self, pos: tuple[int, int]) -> None:
        """A click on a track space flies there (Fly Anywhere), when that is a choice."""
        if self.human_to_move() is None:
            return
        for space in self.track.spaces:
            if self.space_rect(space.index).collidepoint(pos):
                action = FlyTo(space.index)
                if action in self.session.state.legal_actions():
                    self.choose(action)
                return

    # -- animation ------------------------------------------------------------------
    def animate(self, event: Event) -> float:
        if isinstance(event, Announced) and self.batches:
            after = self.batches[0].playing
            if isinstance(after, LandslideState) and self.open_strip(event, after):
                if self.hot_seat:
                    self.viewer = None  # the table looks at the strip: nobody's cards show
                return STRIP_HOLDS  # the rest of the move waits for the table's answer
            return 0.0
        if isinstance(event, Rolled):
            self.die_face, self.die_spin = event.value, self.app.animation_time(ROLL_SECONDS)
            return self.die_spin
        if isinstance(event, Moved):
            seconds = self.app.animation_time(STEP_SECONDS * event.steps)
            if seconds > 0:
                self.walk = (event.player, event.start, event.steps, 0.0)
            return seconds
        return 0.0

    def animate_frame(self, dt: float) -> None:
        self.die_spin = max(0.0, self.die_spin - dt)
        if self.walk is not None:
            player, start, steps, elapsed = self.walk
            elapsed += dt
            total = self.app.animation_time(STEP_SECONDS * steps)
            self.walk = None if elapsed >= total else (player, start, steps, elapsed)
        self.map_view.update(dt)
        styles = self.styles()
        ls = self.ls
        fills = {}
        for p in range(ls.n):
            for s in ls.owned(p):
                fills[ls.board.codes[s]] = styles[p].colour
        self.map_view.set_fills(fills)

    def skip_animation(self) -> None:
        self.walk, self.die_spin = None, 0.0
        super().skip_animation()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._place_panel()  # after the frame's moves: the panel is this frame's decision's

    # -- drawing --------------------------------------------------------------------
    def still_key(self) -> tuple[object, ...]:
        """Besides the table's key: a token walking or the die spinning (then drawn as they
        move), the die's face, the toast, the strip, the peek, the amount being set, the
        prompt and the map's picture."""
        return (
            self.walk is None,
            self.die_spin > 0,
            self.die_face,
            tuple(self.board_legend.rect),  # the die keeps clear of the legend
            tuple(self.toast_lines()),
            tuple(self.glance_lines()),  # the toast goes under the glance
            self.strip,
            self.no_stop_notice,
            self._peek_open(),
            self.amounts.typed,
            self.amounts.index,
            tuple(self.amounts.amounts),
            self.prompt_text(),
            self.map_view.picture_key(),
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        styles = self.styles()
        self._draw_track(surface)
        if self.walk is None:
            self._draw_tokens(surface, styles)
        self.map_view.draw(surface)
        if self.die_spin <= 0:
            self._draw_die(surface)
        self._draw_toast(surface)
        self.log_panel.set_lines(self.shown_log_lines())
        self.log_panel.draw(surface)
        self._draw_panel(surface, styles)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """A token walking its steps, the die spinning."""
        moved = []
        if self.walk is not None:
            self._draw_tokens(surface, self.styles())
            moved.append(self.board_rect)
        if self.die_spin > 0:
            self._draw_die(surface)
            moved.append(self.map_view.rect.inflate(160, 160))  # it tumbles over the map's corner
        return moved

    def prompt_text(self) -> str:
        strip = self.strip_prompt()
        if strip is not None:
            return strip
        state = self.session.state
        if state.is_over() and not self.busy:
            return "The game is over. The results follow."
        if self.busy:
            shown = self.shown_log_lines()
            return shown[-1] if shown else ""
        person = self.human_to_move()
        if person is None and self.waits_on_window():
            return ""  # whoever may object is not named
        if person is None:  # computers choose first, even in a sealed choice with people
            bots = sorted(p for p in state.to_move() if p in self.bots)
            return self.deciding_words(bots[:1])
        head = state.head()
        words = getattr(head, "prompt_words", None)  # a prompt that names a player
        prompt = words(state, person, self.names) if words else state.prompt(person)
        return f"{self.names[person]}: {prompt}"

    # -- the legend -----------------------------------------------------------------
    def board_area(self) -> pygame.Rect:
        return self.map_view.content_rect()

    def legend_avoid(self) -> list[pygame.Rect]:
        """The boxes at sea of the small states: where the legend would hide them (a small
        window), it starts folded."""
        boxes = (self.map_view.box_rect(code) for code in self.map_view.geometry.states)
        return [box for box in boxes if box is not None]

    def legend_lines(self) -> list[LegendLine]:
        return landslide_legend(self.styles())
