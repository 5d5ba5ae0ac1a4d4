"""A review's moment as a session: what the game's own scene draws, read-only.

The game's scene reads a ``Session`` (its state, record and log). ``ReviewSession`` is
one whose state is the timeline's state after ``step`` actions, whose record holds just
those actions (so the scene's log shows the lines up to that moment) and whose log is the
whole game's. It goes to any step at once, or one action forward in steps for the
scene's animations; nothing can be applied to it, and nothing is saved.
"""

from __future__ import annotations

from dataclasses import replace

from boardgames.core.protocol import Action, Event, IllegalActionError, State
from boardgames.core.session import Session
from boardgames.review.timeline import Timeline


class ReviewSession(Session):
    """A read-only session positioned at one moment of a timeline."""

    def __init__(self, timeline: Timeline, step: int = 0) -> None:
        # No replay here: the timeline has replayed (and checked) the record already.
        self.ruleset = timeline.entry.ruleset
        self.timeline = timeline
        self.record = replace(timeline.record, actions=[])
        self.log = timeline.log
        self._steps = []
        self.state: State = timeline.state_at(0)
        self.go_to(step)

    @property
    def step(self) -> int:
        return len(self.record.actions)

    def go_to(self, step: int) -> None:
        """The position after ``step`` actions, at once."""
        step = max(0, min(step, len(self.timeline)))
        self.record.actions = list(self.timeline.record.actions[:step])
        self.state = self.timeline.state_at(step)

    def forward_in_steps(self) -> list[tuple[Event, State]]:
        """One action forward, each of its events with the state just after it (for the
        scene's animations); [] at the end."""
        step = self.step
        if step >= len(self.timeline):
            return []
        moment = self.timeline.moments[step]
        pairs: list[tuple[Event, State]] = self.state.apply_in_steps(  # type: ignore[attr-defined]
            moment.action, moment.player
        )
        self.record.actions.append(self.timeline.record.actions[step])
        return pairs

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        raise IllegalActionError("a game under review is read-only")

    def apply_in_steps(
        self, action: Action, player: int | None = None
    ) -> list[tuple[Event, State]]:
        raise IllegalActionError("a game under review is read-only")

    def can_undo(self, player: int) -> bool:
        return False

    def undo(self, player: int) -> bool:
        return False
