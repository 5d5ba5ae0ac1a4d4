"""Whose screen it is: the table's flow between people, for every game's scene.

A person's secrets are on screen only while it is their decision, after a hand-over
that names them; their run of decisions may go on across public ones. Someone else's
decision, a computer's turn or someone else's part of a move give the screen to a
bystander. When the person deciding changes, input from before is dropped and the
screen says who decides. A secret given while the screen was not theirs waits for
their next moment at it (a private glance); the person before may take back their last
step from the hand-over; the last of a sealed choice confirms the reveal.

``TableFlow`` is mixed into ``GameScene``, whose state it reads (``session``, ``bots``,
``viewer``, ``glances``, the guard and the panel).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames.core.decisions import SealedChoice
from boardgames.core.protocol import Action, Event

if TYPE_CHECKING:
    from boardgames.ui.scene import Scene

DECIDER_NOTICE_SECONDS = 1.6  # how long "Ann decides" stays up after a change of person
DECIDER_FADE_SECONDS = 0.4  # ... the last part of it fading out


class TableFlow:
    """The hot-seat rules of a game scene (see the module's docstring)."""

    app: Any
    session: Any
    bots: dict[int, Any]
    humans: list[int]
    viewer: int | None
    glances: dict[int, list[str]]
    _next_person_for: tuple[Any, int, int | None] | None = None  # (state, moves, person)

    def next_person(self) -> int | None:
        """The person the real state waits for, animations aside (None: a computer, or
        nobody). Several people choosing at once are asked in the order the game gives
        (``ask_order``; seat order by default), after the computers. Worked out once per
        position: frames ask often."""
        state, moves = self.session.state, len(self.session.record.actions)
        cached = self._next_person_for
        if cached is None or cached[0] is not state or cached[1] != moves:
            cached = (state, moves, self._next_person(state))
            self._next_person_for = cached
        return cached[2]

    def _next_person(self, state: Any) -> int | None:
        if state.is_over():
            return None
        movers = state.to_move()
        if not movers or any(p in self.bots for p in movers):
            return None
        order = getattr(state, "ask_order", None)
        if order is not None:
            return next(p for p in order() if p in movers)
        return min(movers)

    def choose(self, action: Action) -> None:
        """A person's choice on screen (the decision panel, a click on the board). One that
        completes a sealed choice (everyone else, computers included, has chosen) waits
        for the person to confirm the reveal: until then they may still change it."""
        person = self.human_to_move()
        state = self.session.state
        head = getattr(state, "head", None)
        if person is None or head is None or not isinstance(head(), SealedChoice):
            self.submit(action)
            return
        if state.to_move() != {person}:
            self.submit(action)
            return
        from boardgames.ui.scenes.overlays import ConfirmScene

        decision = self.decision_id()

        def reveal() -> None:
            if self.decision_id() == decision:  # nothing changed under the question
                self.submit(action, person)

        question, detail, yes, no = self.reveal_question(action, person)
        self.app.stack.push(ConfirmScene(self.app, question, detail, reveal, yes, no))

    def reveal_question(self, action: Action, person: int) -> tuple[str, str, str, str]:
        """The words of the question before a reveal: question, detail, yes and no."""
        choice = self.shown.describe_action(action, person)
        detail = f"Your choice: {choice}. Then every choice is shown, and cannot be taken back."
        return "Reveal every choice?", detail, "Reveal", "Change my choice"

    def _note_decider(self) -> None:
        """At a change of the person deciding: drop the input from before, and say who."""
        person = self.human_to_move()
        if person is None or self.app.stack.top is not self:
            return
        if person != self.at_screen or self._foreign_move:
            self.guard.arm(self.clock, self.app.keys_down)
            if person != self.at_screen and len(self.humans) > 1:
                text = f"{self.seat_label(person)} decides"
                self.decider_notice = (text, self.clock + DECIDER_NOTICE_SECONDS)
        self.at_screen, self._foreign_move = person, False

    def seat_label(self, player: int) -> str:
        """A seat as people call it on screen; a game may add the role ("Ann (Bear)")."""
        return self.names[player]

    def _leave_for_others(self, event: Event) -> None:
        """Someone else's part of a move (the next player's roll and walk after a pass) is
        shown to a bystander: the person whose action set it going leaves the screen."""
        actor = event.actor
        if self.hot_seat and self.viewer is not None and actor is not None:
            if actor != self.viewer:
                self.viewer = None

    def _note_glance(self, event: Event) -> None:
        """A secret shown to a person while the screen is not theirs waits for their next
        moment at it (hot seat only: alone at the screen, they saw it as it happened)."""
        if not self.hot_seat:
            return
        for person in event.visible_to or ():
            if person in self.humans and person != self.viewer:
                line = event.describe_for(self.names, person)
                if line != event.describe_for(self.names, None):
                    self.glances.setdefault(person, []).append(line)

    def _maybe_hand_over(self) -> None:
        """Choose who the screen is for; in hot-seat play, hand over before anything private.

        A decision that shows its mover something private (``is_private``) waits behind
        a hand-over screen naming them. A public one, and the computers' turns, are
        shown to a bystander (``viewer`` None), so nobody's hand stays on screen.
        """
        player = self.human_to_move()
        if not self.hot_seat:
            if player is not None:
                self.viewer = player
            return
        if player is None:
            if any(p in self.bots for p in self.session.state.to_move()):
                self.viewer = None
            return
        if player == self.viewer:
            return
        if self.session.state.is_private(player) or self.glances.get(player):
            self.viewer = player
            self.app.stack.push(self.hand_over_scene(player))
        else:
            self.viewer = None

    def hand_over_scene(self, player: int) -> Scene:
        """The screen that hides the table until ``player`` is at it. It pauses (Esc) and
        offers the person before the way back to their last step."""
        from boardgames.ui.scenes.overlays import HandOverScene

        back = self.previous_person(player)
        situation = self.hand_over_situation(player)
        if not situation and self.glances.get(player):
            situation = f"{self.seat_label(player)}: look at what is new for you"
        return HandOverScene(
            self.app,
            self,
            self.seat_label(player),
            situation,
            self.seat_label(back) if back is not None else None,
            (lambda: self.take_back(back)) if back is not None else None,
            self.hand_over_note(player),
        )

    def hand_over_note(self, player: int) -> str:
        """What the others look away from, for the hand-over screen: a hand by default."""
        return f"Everyone else, look away: {self.names[player]}'s hand is about to show."

    def hand_over_situation(self, player: int) -> str:
        """A line on what is going on, for the hand-over screen (none by default)."""
        return ""

    def previous_person(self, player: int) -> int | None:
        """The person who made the last move, if it was not ``player`` and they may still
        take it back (nothing it revealed)."""
        actions = self.session.record.actions
        if not actions:
            return None
        seat = actions[-1].get("player")
        if not isinstance(seat, int) or seat == player or seat in self.bots:
            return None
        return seat if self.session.can_undo(seat) else None

    def take_back(self, player: int) -> None:
        """From a hand-over: the person before takes back their last step."""
        self.viewer = None
        self.undo(player)
