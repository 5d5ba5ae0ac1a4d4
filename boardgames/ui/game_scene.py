"""What every game's scene shares: moves, bots, animations, autosave, undo, pause.

A game's own view subclasses GameScene and supplies the layout, the board
drawing, how each event is animated and how clicks and keys become actions.
The board always draws ``self.shown``: the view, for the person at the screen
(``viewer``; None for a bystander), of a state that catches up with the real
one as the animations play, so results are never spoiled early and nobody's
secrets are drawn for anyone else. Its parts by role are mixins beside it: the
table's hand-overs (``table_flow``), the tips and hints (``aids``), the forecast
(``forecast_view``), the computer seats (``computer_seats``) and the log as shown
(``log_view``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from boardgames.ai.forecast import Forecaster
from boardgames.core.protocol import Action, Event, IllegalActionError, State
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.saves import autosave_path, finish_autosave
from boardgames.ui import theme
from boardgames.ui.aids import Aids
from boardgames.ui.computer_seats import ComputerSeats
from boardgames.ui.forecast_view import ForecastView
from boardgames.ui.layer_cache import Layer
from boardgames.ui.log_view import LogView
from boardgames.ui.scene import Scene
from boardgames.ui.table_flow import DECIDER_FADE_SECONDS, TableFlow
from boardgames.ui.widgets.decision_panel import DecisionPanel, InputGuard, Option, worded_options
from boardgames.ui.workers import BotWorker, SaveWriter, Thinker

if TYPE_CHECKING:
    from boardgames.ui.widgets.button import Button

RESULTS_PAUSE = 1.2


@dataclass
class _Batch:
    """One move still to be shown: its events, each with the state just after it (full
    states: drawn only through ``shown``), and the state after the whole move."""

    events: deque[tuple[Event, State]]
    state_after: State
    playing: State | None = None  # the state after the event being animated
    begun: int = 0  # logged events whose animation has started (their log lines show)


class GameScene(TableFlow, Aids, ForecastView, ComputerSeats, LogView, Scene):
    reviewing = False  # True in the review's read-only board (``ui.review_board``)
    hover_pos: tuple[int, int] | None = None  # where the pointer rests on the table, if kept
    _names: tuple[tuple[str, ...], list[str]] | None = None  # (the people, as named)

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.entry = get_game(session.record.ruleset_id)
        self.bots = {
            index: self._make_bot(seat)
            for index, seat in enumerate(session.record.seats)
            if seat.is_bot
        }
        self.thinker = Thinker(self.bots)  # its process is forked at the first search
        self._displayed: State = session.state.clone()
        self._shown_cache: tuple[State, int | None, State] | None = None
        self._prompt_cache: tuple[State, int, str] | None = None
        self._styles: tuple[bool, list[theme.PlayerStyle]] | None = None
        self._foot_buttons: tuple[tuple[object, ...], list[Button]] | None = None
        self.batches: deque[_Batch] = deque()
        self.animation_left = 0.0
        self.worker: BotWorker | None = None
        self.bot_wait = 0.0
        self.saver = SaveWriter()
        self.finished_at: float | None = None
        self.clock = 0.0
        self.error = ""
        humans = [i for i, seat in enumerate(session.record.seats) if not seat.is_bot]
        self.humans = humans
        # One person at the screen sees their own hand throughout; with several, nobody's
        # secrets show until a hand-over puts the right person there (on resume too).
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.panel = DecisionPanel(self.choose, lambda: self.human_to_move() is not None)
        self.guard = InputGuard()
        self.at_screen: int | None = None  # the person whose decision the panel last offered
        self._foreign_move = False  # someone else moved since: input from before is dropped
        self.decider_notice: tuple[str, float] | None = None  # "Ann decides", until a clock
        # Secrets a person was given while the screen was not theirs, shown at their next
        # moment at the screen (a "private glance"): person -> log lines as they may read them.
        self.glances: dict[int, list[str]] = {}
        self.animating: Event | None = None  # the event whose animation plays now
        self._log_cache: tuple[int, int, list[str], object] = (0, -1, [], None)
        # The chart the autosave holds; with the forecast off it is written back unchanged
        # (trimmed on undo, and broken after its last point), so switching the forecast off
        # for a while loses no history and invents none.
        self._saved_chart = self._read_saved_chart()
        self.chart_breaks = self._saved_chart.breaks
        self.forecaster: Forecaster | None = self._start_forecast()
        self._forecast_move = -1
        self.still_layer = Layer()  # the whole still picture of the table (``draw``)
        self._still_version = 0  # counts the still picture's paints
        self._moved: list[pygame.Rect] | None = None  # where this frame's moving parts went
        self._noted: list[pygame.Rect] = []  # the notes over the table drawn so far this frame
        self.inputs_seen = 0  # every input counts: hover, focus, scroll and zoom follow one
        self.start_aids(autosave_path(session.record) if session.record.actions else None)
        self.resize(app.size)

    # -- who is who -----------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """Each seat as the screens name it (the session words it), worded again only when
        the seats' names change: frames ask for it many times."""
        people = tuple(seat.name for seat in self.session.record.seats)
        cached = self._names
        if cached is None or cached[0] != people:
            cached = (people, self.session.names)
            self._names = cached
        return list(cached[1])

    def styles(self) -> list[theme.PlayerStyle]:
        """Each seat's look, made again only when the palette setting changes."""
        safe = self.app.settings.colour_blind_palette
        if self._styles is None or self._styles[0] != safe:
            colours = [seat.colour for seat in self.session.record.seats]
            own = self.entry.hooks.seat_looks()
            self._styles = (safe, theme.seat_styles(colours, safe, own))
        return list(self._styles[1])

    @property
    def shown(self) -> State:
        """What the board draws: the displayed state as ``viewer`` may see it."""
        cache = self._shown_cache
        displayed = self._displayed
        # The state itself, not its id: with a state per event, a freed one's id returns.
        if cache is None or cache[0] is not displayed or cache[1] != self.viewer:
            cache = (displayed, self.viewer, displayed.view(self.viewer))
            self._shown_cache = cache
        return cache[2]

    def state_now(self) -> tuple[State, int]:
        """Names the real state as it stands: its object (a new one after an undo; a move
        changes it in place) and the number of moves made."""
        return (self.session.state, len(self.session.record.actions))

    def prompt_now(self) -> str:
        """The real state's prompt, worded once per position (frames ask for it often)."""
        state, moves = self.state_now()
        cached = self._prompt_cache
        if cached is None or cached[0] is not state or cached[1] != moves:
            cached = (state, moves, state.prompt())
            self._prompt_cache = cached
        return cached[2]

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen and hide their hands from each other."""
        return len(self.humans) > 1 and not self.app.settings.open_hands

    def human_to_move(self) -> int | None:
        """The person who must decide now, if any (and nothing is still animating).

        When several move at once (a sealed choice), people take turns in seat order,
        after the computers, who choose at once.
        """
        if self.busy:
            return None
        return self.next_person()

    def decision_id(self) -> tuple[int, int | None]:
        """Names the decision at hand: the move it will be and the person making it."""
        return (len(self.session.record.actions), self.human_to_move())

    def panel_options(self) -> list[Option]:
        """The decision's options for the panel, worded from the view on screen."""
        person = self.human_to_move()
        if person is None:
            return []
        # Nothing is animating while a person decides, so the board shows the state at hand:
        # its view (``shown``, made once per state and viewer) words the options.
        legal = self.session.state.legal_actions(person)
        return worded_options(self.shown, legal, person, self.names)

    @property
    def busy(self) -> bool:
        return bool(self.batches) or self.animation_left > 0

    # -- moves ----------------------------------------------------------------------
    def submit(self, action: Action, player: int | None = None) -> None:
        """Apply a move (a person's or a bot's), autosave it and queue its animations.

        Without ``player`` it is the person deciding at the screen; when nobody is (a move
        still showing, a computer's turn), a button or key from before acts for nobody."""
        if player is None:
            player = self.human_to_move()
            if player is None:
                return
        try:
            steps = self.session.apply_in_steps(action, player)
        except IllegalActionError as exc:
            self.error = str(exc)
            return
        self.error = ""
        if player != self.at_screen:
            self._foreign_move = True
        elif player in self.glances:
            del self.glances[player]  # they have decided with the screen theirs: seen
        if self.hot_seat and self.viewer is not None and self.next_person() != self.viewer:
            # The person's run of decisions ends here: the animation of what follows and
            # whatever comes next are a bystander's, so nothing of theirs stays on screen.
            self.viewer = None
        self.saver.save(self.session.record, self._sidecar())
        self.batches.append(_Batch(deque(steps), self.session.state.clone()))

    def show_events(self, events: list[Event]) -> None:
        """Show events that came with no move (a game's opening roll-off) as a move's are
        shown: one by one, their log lines with them (the board stays as it is)."""
        state = self.session.state
        pairs = deque((event, state.clone()) for event in events)
        self.batches.append(_Batch(pairs, state.clone()))

    def undo(self, player: int | None = None) -> None:
        """Take back a decision of ``player`` (by default the person to move now)."""
        player = self.human_to_move() if player is None else player
        if player is not None and self.session.undo(player):
            if self.viewer != player:
                self.viewer = None  # the screen is theirs again only after a hand-over
            self._displayed = self.session.state.clone()
            self.saver.save(self.session.record, self._sidecar())
            self.drop_hint()
            self.on_undo()
        else:
            self.app.notify("Nothing to undo now.")

    def needs_frames(self) -> bool:
        """Running on its own unless a person is to decide (animations, bots, the results);
        while "Ann decides" shows, so that it fades and goes by itself."""
        notice = self.decider_notice
        if self.human_to_move() is None or self.hint_pending():
            return True
        return notice is not None and self.clock < notice[1]

    def can_undo(self) -> bool:
        player = self.human_to_move()
        return player is not None and self.session.can_undo(player)

    def _sidecar(self) -> dict[str, object]:
        """What the save keeps beside the record: the forecast so far and the table's aids."""
        return {**(self._forecast_sidecar() or {}), **self.aids.sidecar()}

    def deciding_words(self, movers: Iterable[int]) -> str:
        """The status line while no person decides: the computers among ``movers`` deciding.
        A review's board is still, so there it names whose decision the position was."""
        movers = sorted(movers)
        if self.reviewing:
            return f"To decide: {', '.join(self.names[p] for p in movers)}" if movers else ""
        computers = [p for p in movers if p in self.bots]
        if not computers:
            return ""
        if len(computers) > 1:
            return f"{len(computers)} computers are deciding..."
        return f"{self.names[computers[0]]} (computer) is deciding..."

    def glance_lines(self) -> list[str]:
        """The private glance shown now: what was given in secret to the person at the
        screen while it was not theirs, while they decide (none otherwise)."""
        viewer = self.viewer
        if viewer is None or viewer != self.human_to_move():
            return []
        return self.glances.get(viewer, [])

    def glance_area(self) -> pygame.Rect | None:
        """The part of the window the glance stands at the top of (None: the window)."""
        return None

    def glance_rect(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the glance is drawn now, if it is."""
        from boardgames.ui.widgets.table_notes import glance_box

        lines = self.glance_lines()
        if not lines:
            return None
        return glance_box(surface, self.seat_label(self.viewer), lines, self.glance_area())  # type: ignore[arg-type]

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The board's legend, the forecast panel (when it is switched on, whole or compact),
        who is thinking, who decides now, the private glance of the person at the screen, and
        the tip and hint beside the decision panel."""
        from boardgames.ui.widgets.table_notes import draw_decider, draw_glance

        self.draw_board_legend(surface)
        if self.decider_notice is not None and self.clock < self.decider_notice[1]:
            text, until = self.decider_notice
            box = draw_decider(surface, text, (until - self.clock) / DECIDER_FADE_SECONDS)
            self._noted.append(box)  # it fades: a note over it reads the pixels
        glance = self.glance_lines()
        if glance:
            who = self.seat_label(self.viewer)  # type: ignore[arg-type]
            self._noted.append(draw_glance(surface, who, glance, self.glance_area()))

        self.draw_forecast_panel(surface)
        self.draw_aids(surface)  # on top: a tip or a hint is what the person asked to read
        self.draw_tooltip(surface)  # over them all: where the pointer rests is read now

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """What the pointer rests on, after the notes over the table (legend, forecast,
        tip), which would otherwise cover it; none where the pointer is on one of them."""
        if self.hover_pos is not None and not self.on_note(self.hover_pos):
            self.draw_hover_tip(surface)

    def draw_hover_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The game's tooltip for what lies under ``hover_pos`` (a state, a card); returns
        the box drawn (none by default)."""
        return None

    def on_note(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on a note drawn over the table this frame (legend, forecast,
        tip, glance): no tooltip then, for what lies under the note is not being read."""
        return pygame.Rect(pos, (1, 1)).collidelist(self._noted) >= 0

    # -- frame ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The still picture of the table (one cached layer of the whole window, painted
        again only when its key changes), then what moves over it every frame."""
        self._noted = []
        own = self.still_key()
        if own is None:
            self.draw_still(surface)
            self.draw_moving(surface)
            self._moved = None  # the notes read the pixels under them
            return
        key = (self.table_key(), own)
        if not self.still_layer.draw(
            surface, surface.get_rect(), key, lambda: self.draw_still(surface)
        ):
            self._still_version += 1
        self._moved = self.draw_moving(surface)

    def under_note(self, rect: pygame.Rect) -> Hashable | None:
        """Names what lies under a note about to be drawn at ``rect`` over the table (the
        still picture, as painted), and counts the note as drawn; None where something that
        moves, or another note, lies there (its layer then reads the pixels)."""
        moved, noted = self._moved, self._noted
        noted.append(rect)
        if moved is None or rect.collidelist(moved) >= 0 or rect.collidelist(noted[:-1]) >= 0:
            return None
        return (self.still_layer, self._still_version)  # this scene's picture, not another's

    def table_key(self) -> tuple[object, ...]:
        """What every game's still picture depends on, besides the game's own keys: the
        position shown and for whom (a new viewer never gets the last one's picture), the
        real position, the animation under way, how far the log has gone, every input
        (hover, focus, scroll, zoom), the panel's buttons, the errors, the look settings."""
        settings = self.app.settings
        begun = self.batches[0].begun if self.batches else -1
        return (
            self._displayed,
            self.viewer,
            *self.state_now(),
            len(self.batches),
            begun,
            len(self.shown_log_lines()),
            self.animating,
            self.inputs_seen,
            self.panel.look(),
            self.error,
            self.saver.last_error,
            self.thinking(),
            settings.colour_blind_palette,
            settings.open_hands,
            self.forecaster is not None,
        )

    def still_key(self) -> Hashable | None:
        """The game's own part of the still picture's key: everything ``draw_still`` reads
        that ``table_key`` does not name. None: no still picture, paint every frame."""
        return None

    def draw_still(self, surface: pygame.Surface) -> None:
        """The board and its panels as they stand between changes (what does not move)."""

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What changes from frame to frame (pulses, dice, flying tokens), over the still
        picture and under the notes; returns the rectangles it may have drawn in."""
        return []

    def update(self, dt: float) -> None:
        viewer = self.viewer
        self._update(dt)
        self.update_hint()
        self._note_decider()
        if self.viewer != viewer:
            # The panels were just built for the previous viewer: rebuild them now, so not
            # one frame drawn for the next person shows what was the last one's.
            self.animate_frame(0.0)

    def _update(self, dt: float) -> None:
        self.clock += dt
        self.animate_frame(dt)
        if self.animation_left > 0:
            self.animation_left -= dt
            if self.animation_left > 0:
                return
        self._play_next_event()
        if self.busy:
            return
        state = self.session.state
        if state.is_over():
            self._finish()
            return
        self._drive_bot(dt)
        self._maybe_hand_over()

    def _play_next_event(self) -> None:
        """Play the next event: while it animates the board shows the state before it
        (a throw's dice roll before its result shows), then the state just after it, so
        the board keeps pace with the banners even when one move resolves many turns."""
        while self.batches and self.animation_left <= 0:
            batch = self.batches[0]
            if batch.playing is not None:
                self._displayed = batch.playing  # its animation is over: the board catches up
            if batch.events:
                event, batch.playing = batch.events.popleft()
                if event.describe_for(self.names, None):  # a wordless event has no log line
                    batch.begun += 1
                self.animating = event
                self._leave_for_others(event)
                self._note_glance(event)
                self.animation_left = self.animate(event)
                continue
            self._displayed = batch.state_after
            self.batches.popleft()
            self.animating = None
        self._feed_forecast()

    def _finish(self) -> None:
        if self.finished_at is None:
            self.finished_at = self.clock
            self.saver.flush()
            finish_autosave(self.session.record)
            return
        if self.clock - self.finished_at >= self.app.animation_time(RESULTS_PAUSE):
            self.show_results()

    def show_results(self) -> None:
        from boardgames.ui.scenes.results import ResultsScene

        chart = self.forecaster.chart() if self.forecaster is not None else None
        hints = self.aids.hints_used
        self.app.stack.replace(
            ResultsScene(self.app, self.session, chart, self.chart_breaks, hints)
        )

    def leave(self) -> None:
        """Leaving the game ends its processes at once (a move being thought is dropped)."""
        self.thinker.close()
        self.close_aids()
        if self.forecaster is not None:
            self.forecaster.close()
        self.saver.flush()
        self.saver.close()

    def open_menu(self) -> None:
        from boardgames.ui.scenes.overlays import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def enter(self) -> None:
        """Back on top (after a menu or a hand-over): input from before counts for nothing."""
        self.guard.arm(self.clock, self.app.keys_down)

    def undo_and_menu_buttons(self, rect: pygame.Rect) -> list[Button]:
        """The two buttons every game shows in a row: Undo (U) and Menu (Esc); the same
        two objects while their place and Undo's state hold (panels ask every frame)."""
        from boardgames.ui.widgets.button import Button

        key = (tuple(rect), self.can_undo())
        if self._foot_buttons is not None and self._foot_buttons[0] == key:
            return list(self._foot_buttons[1])
        half = (rect.width - 10) // 2
        undo = Button(
            pygame.Rect(rect.x, rect.y, half, rect.height),
            "Undo",
            self.undo,
            self.can_undo(),
            pygame.K_u,
            "U",
            16,
        )
        menu = pygame.Rect(rect.x + half + 10, rect.y, half, rect.height)
        buttons = [undo, Button(menu, "Menu", self.open_menu, True, None, "Esc", 16)]
        self._foot_buttons = (key, buttons)
        return list(buttons)

    # -- input ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.inputs_seen += 1
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return
        if self.guard.blocks(event, self.clock):
            return
        if self.handle_aids(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_u, pygame.K_z) and (
                event.key == pygame.K_u or event.mod & pygame.KMOD_CTRL
            ):
                self.undo()
                return
        if self.busy and (
            (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
            or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))
        ):
            self.skip_animation()
            return
        self.handle_game(event)

    def skip_animation(self) -> None:
        self.animation_left = min(self.animation_left, 0.0001)

    # -- for subclasses ---------------------------------------------------------------
    def animate(self, event: Event) -> float:
        """Start showing an event; return how many seconds it takes (0: instant)."""
        return 0.0

    def animate_frame(self, dt: float) -> None:
        """Advance the scene's own animations (dice, flashes)."""

    def handle_game(self, event: pygame.event.Event) -> None:
        """Input for the board and the decision panel."""

    def on_undo(self) -> None:
        """The state went back one decision."""
