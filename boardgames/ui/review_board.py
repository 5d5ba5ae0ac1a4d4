"""A game's own scene, read-only, for the review: it draws a moment and decides nothing.

``review_scene(app, session, eyes)`` builds the game's scene class with ``ReadOnlyBoard``
in front of it: no computer moves, no forecast, no autosave, no hand-overs, no decision
can be made (the panel offers nothing; a click chooses nothing). The review moves it with
``show_step`` (at once) and ``play_forward`` (one action, animated as in play).

Whose eyes: a seat's (or a bystander's, None) draws ``view(seat)`` and the log as that
seat read it, through the scene's own ``shown``; ``EVERYTHING`` draws the full state and
the log with every secret, with the hand of whoever decides at that moment.
"""

from __future__ import annotations

from collections import deque
from functools import cache
from typing import TYPE_CHECKING, Any

import pygame

from boardgames.ai.forecast_history import SavedChart
from boardgames.core.protocol import Action, Event, State
from boardgames.review.position import ReviewSession
from boardgames.review.timeline import EVERYTHING, Eyes, event_words
from boardgames.ui.game_scene import GameScene, _Batch

if TYPE_CHECKING:
    from boardgames.ai.forecast import Forecaster


class ReadOnlyBoard:
    """Put in front of a game's scene class: the scene shows, and never plays."""

    session: ReviewSession
    reviewing = True  # a game's view may word its status for the review (who was to move)
    eyes: Eyes = EVERYTHING
    hand_of: int | None = None  # with everything shown: whose hand (None: the decider's)
    viewer: int | None
    inputs_seen: int
    batches: deque[_Batch]
    animation_left: float
    animating: Event | None
    _displayed: State
    _shown_cache: Any
    _log_cache: tuple[int, int, list[str], object]
    _everything_log: tuple[int, list[str]] | None = None

    # -- nothing runs --------------------------------------------------------------------
    def _start_forecast(self) -> Forecaster | None:
        return None

    def _read_saved_chart(self) -> SavedChart:
        return SavedChart([])

    def _drive_bot(self, dt: float) -> None:
        """No computer plays in a review."""

    def _finish(self) -> None:
        """The end of the game is a moment like any other: no results screen, no filing."""

    def _maybe_hand_over(self) -> None:
        """Nobody takes the screen: the review's eyes say what is seen."""

    def _note_decider(self) -> None:
        """Nobody decides in a review."""

    def _leave_for_others(self, event: Event) -> None:
        """The eyes stay as chosen while a move plays."""

    def _note_glance(self, event: Event) -> None:
        """No private glances: the eyes say what is seen."""

    def human_to_move(self) -> int | None:
        return None  # the panel offers nothing, a click chooses nothing

    def submit(self, action: Action, player: int | None = None) -> None:
        """No move can be made on a game under review."""

    def undo(self, player: int | None = None) -> None:
        """Nothing to take back."""

    def can_undo(self) -> bool:
        return False

    def needs_frames(self) -> bool:
        return bool(self.batches) or self.animation_left > 0

    def table_key(self) -> tuple[object, ...]:
        """The table's key and what the review changes besides: the eyes (everything, or a
        seat's view, whose picture is never replayed for other eyes), whose hand is shown
        and the step (the position and the record's length move with it)."""
        base: tuple[object, ...] = super().table_key()  # type: ignore[misc]
        return (*base, self.eyes, self.hand_of, self.session.step)

    def look_at(self, event: pygame.event.Event) -> None:
        """Hover and zoom on the board (no click chooses): counted as an input, so the
        still picture follows the pointer as in play."""
        self.inputs_seen += 1
        self.handle_game(event)  # type: ignore[attr-defined]

    # -- whose eyes -------------------------------------------------------------------------
    @property
    def shown(self) -> State:
        if self.eyes == EVERYTHING:
            return self._displayed  # a finished game: every hand and plan may be drawn
        return GameScene.shown.fget(self)  # type: ignore[attr-defined,no-any-return]

    def set_eyes(self, eyes: Eyes) -> None:
        self.eyes = eyes
        self._shown_cache = None
        self._follow_eyes()

    def show_hand(self, seat: int | None) -> None:
        """With everything shown, the hand drawn: ``seat``'s, or (None) the decider's."""
        self.hand_of = seat
        self._follow_eyes()
        self.animate_frame(0.0)  # type: ignore[attr-defined]

    def _follow_eyes(self) -> None:
        """The viewer the scene draws for: the seat, a bystander, or with everything shown,
        whoever decides at the moment shown (their hand is the one in view), unless a hand
        was picked (``show_hand``)."""
        if self.eyes != EVERYTHING:
            self.viewer = self.eyes
            return
        if self.hand_of is not None:
            self.viewer = self.hand_of
            return
        state = self.session.state
        movers = sorted(state.to_move())
        if movers:
            self.viewer = movers[0]
        else:
            moments = self.session.timeline.moments[: self.session.step]
            self.viewer = moments[-1].player if moments else None

    def shown_log_lines(self) -> list[str]:
        """The log as far as shown, as the eyes read it (everything: every secret too)."""
        lines: list[str] = GameScene.shown_log_lines(self)  # type: ignore[arg-type]
        if self.eyes != EVERYTHING:
            return lines
        count = self._log_cache[0]
        cached = self._everything_log
        if cached is None or cached[0] != count:
            names = self.session.names
            told = [event_words(e.event, names, EVERYTHING) for e in self.session.log[:count]]
            cached = (count, [line for line in told if line])
            self._everything_log = cached
        return cached[1]

    # -- moving through the game ---------------------------------------------------------------
    def show_step(self, step: int) -> None:
        """Show the position after ``step`` actions at once (animations skipped)."""
        self.session.go_to(step)
        self.batches.clear()
        self.animation_left = 0.0
        self.animating = None
        self._displayed = self.session.state.clone()
        self._shown_cache = None
        # The log is read again up to the step: the whole game's log stays as it was, so
        # the scene would not see a step back as the undo it is and keep later lines.
        self._log_cache = (0, -1, [], None)
        self._follow_eyes()
        self.on_undo()  # type: ignore[attr-defined]  # the scene forgets what it was showing
        self.animate_frame(0.0)  # type: ignore[attr-defined]

    def play_forward(self) -> bool:
        """One action forward, animated as in play; False at the end."""
        pairs = self.session.forward_in_steps()
        if not pairs and self.session.step >= len(self.session.timeline):
            return False
        self._follow_eyes()
        self.batches.append(_Batch(deque(pairs), self.session.state.clone()))
        return True


@cache
def _read_only_class(scene_class: type) -> type:
    return type(f"Review{scene_class.__name__}", (ReadOnlyBoard, scene_class), {})


def review_scene(app: Any, session: ReviewSession, eyes: Eyes) -> Any:
    """The game's own scene for ``session``, read-only, drawing for ``eyes``."""
    scene_class = session.timeline.entry.scene()
    scene = _read_only_class(scene_class)(app, session)
    scene.set_eyes(eyes)
    return scene
