"""Bull Moose's heuristic bot: greedy on a projection of the count, planning whole card uses.

At its turn the bot prices every legal use of every card in its hand as a whole (a walk
and the cubes at its end, a text where it does most, an Express Train to a better hub;
``bot_plans``) from the projection of the count (``bot_eval``), plays the best, and
answers the small decisions that follow with that plan's steps. Every other decision
(abilities, the election's placements) takes the option that most improves the
projection. The bot sees only its view.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.abilities import RegionAdd, ShiftFrom, ShiftTo
from boardgames.games.bull_moose.actions import (
    END,
    TEXT,
    TRAIN,
    VALUE,
    Jump,
    Keep,
    Move,
    Place,
    PlayCard,
    Take,
)
from boardgames.games.bull_moose.bot_eval import THREAT, Projection, Tally, board_facts
from boardgames.games.bull_moose.bot_plans import Plan, PlanStep, train_plan, value_plan
from boardgames.games.bull_moose.bot_texts import text_plan
from boardgames.games.bull_moose.election import ElectionPlace
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import MOVE_ONLY, SOUTH, ChooseCard, HubJump, Spend

ABILITY_MARGIN = 0.05  # a round-end move must gain at least this much to be worth making
MOVEMENT_KINDS = ("whistle_stop", "barnstorming", "rail_pass")


# A card's steps answered, kept with what the bot was shown (a whole information state, so
# not small). A position comes back only when asked again at once or after an undo, which
# takes back a person's own decisions of one turn: the last few turns' answers are plenty.
ANSWERS_KEPT = 32


@dataclass(slots=True)
class Answer:
    """One step answered: the bot's own copy of the view it was asked with (its
    information key worked out only if a later question could be the same one), and
    the answer with the plan as it stood after it."""

    seen: BMState
    action: Action
    plan: list[PlanStep]
    plan_for: tuple[int, int]
    key: Hashable = None

    def information_key(self, player: int) -> Hashable:
        if self.key is None:
            self.key = self.seen.information_key(player)
        return self.key


class BullMooseBot:
    """Greedy projection bot (see the module text). It remembers the plan of the card it
    is playing, for whichever seat it plays, and checks every step against the options.

    Each step it answers from a plan is kept under the information state and options it
    was asked with, together with the plan as it stood after the answer: asked again about
    a position (after an undo, or when the thinking process asks once more) it gives the
    same answer and takes up the plan from there, so a used-up or stale plan never decides.
    """

    name = "normal"

    def __init__(
        self, remember: bool = True, threat: float = THREAT, in_place: bool = False
    ) -> None:
        # Without memory every decision is planned afresh from what it is shown, so an
        # answer never depends on earlier calls (the search's playouts and forecasts need
        # that); with it the steps of a card follow its plan (what makes games fast).
        self.remember = remember
        # Without memory, but following a card's plan while it is played on the very state
        # object it was made on (a playout, played in place): the steps cost nothing, as in
        # a remembering bot's games, and no other state ever sees the plan.
        self.in_place = in_place
        self.planned_on: BMState | None = None
        self.plan: list[PlanStep] = []
        self.plan_for: tuple[int, int] = (-1, -1)  # seat, card
        # the answers by a quick key (``asked``): the information key, far dearer, is
        # compared only between answers that share it; oldest first, for forgetting
        self.answers: dict[Hashable, list[Answer]] = {}
        self.order: deque[tuple[Hashable, Answer]] = deque()
        self.tally = Tally(threat)  # the count as last seen, refreshed where cubes changed
        self.final = Tally(0.0)  # at the election no rival card is left to fear
        self.last: tuple[Hashable, Projection] | None = None

    def projection(self, view: BMState, player: int) -> Projection:
        final = isinstance(view.head(), ElectionPlace)
        return self.projected(Projection, view, player, self.final if final else self.tally)

    def projected(
        self, kind: type[Projection], view: BMState, player: int, tally: Tally
    ) -> Projection:
        """A projection of ``kind``, or the last one made if nothing it depends on has
        changed since (its key): the steps of a card planned afresh (in the hard level's
        playouts, which do not remember plans) mostly move a token and change no cube. A
        projection is a function of its key alone, so answers still never depend on what
        the bot was asked before."""
        tally.refresh(view, board_facts(view.board, view.n))
        key = kind.key(view, player, tally)
        if self.last is not None and self.last[0] == key:
            return self.last[1]
        made = kind(view, player, tally, refreshed=True)
        self.last = (key, made)
        return made

    def choose(self, view: BMState, player: int, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        head = view.head()
        if isinstance(legal[0], Keep):
            return self.keep(view, player, legal)
        if isinstance(head, ChooseCard):
            return self.play(view, player, legal)
        if not self.remember:
            if self.planned_on is view:
                action = self.follow(view, player, head, legal)
                if action is not None:
                    return action
                self.plan = []
            return self.step(view, player, head, legal)
        answered = self.answered(view, player, legal)
        if answered is not None:
            self.plan, self.plan_for = list(answered.plan), answered.plan_for
            return answered.action
        seen = view.view(player)  # the bot's own copy: the caller may change ``view``
        action = self.follow(view, player, head, legal)
        if action is None:
            self.plan = []
            action = self.step(view, player, head, legal)
        if len(self.order) >= ANSWERS_KEPT:
            old_asked, old = self.order.popleft()  # the oldest: past any undo
            kept = self.answers[old_asked]
            kept.remove(old)
            if not kept:
                del self.answers[old_asked]
        answer = Answer(seen, action, list(self.plan), self.plan_for)
        asked = _asked(view, player, legal)
        self.answers.setdefault(asked, []).append(answer)
        self.order.append((asked, answer))
        return action

    def answered(self, view: BMState, player: int, legal: list[Action]) -> Answer | None:
        """The answer kept for this very question (same information state, same options):
        only answers asked alike (``_asked``, a part of the information state) can be it."""
        alike = self.answers.get(_asked(view, player, legal))
        if not alike:
            return None
        key = view.information_key(player)
        for answer in alike:
            if answer.information_key(player) == key:
                return answer
        return None

    # -- the draw: keep the four most useful cards ---------------------------------------
    def keep(self, view: BMState, player: int, legal: list[Action]) -> Action:
        on_hub = view.token[player] in view.board.rail_hubs
        worth: dict[int, float] = {}
        for action in legal:
            for card_id in action.cards:  # type: ignore[attr-defined]
                if card_id not in worth:
                    card = view.cards[card_id]
                    score = card.value + (0.5 if card.support else 0.0)
                    if card.train and on_hub:
                        score += 0.7
                    if card.kind in MOVEMENT_KINDS:
                        score += 0.8
                    if card.requires and not view.is_in(player, card.requires):
                        score -= 0.5
                    worth[card_id] = score
        # the sum as ``sum`` adds it (from 0, card by card), through C: 70 choices a draw
        pick = worth.__getitem__
        return max(legal, key=lambda a: (sum(map(pick, a.cards)), a.cards))  # type: ignore[attr-defined]

    # -- a turn: price each whole card use, play the best ----------------------------------
    def play(self, view: BMState, player: int, legal: list[Action]) -> Action:
        proj = self.projection(view, player)
        best: Plan | None = None
        choice = legal[0]
        walks: dict[tuple[int, str | None], Plan] = {}  # plays alike are priced once
        for action in legal:
            assert isinstance(action, PlayCard)
            plan = self.use(view, proj, action, walks)
            if best is None or plan.gain > best.gain + 1e-9:
                best, choice = plan, action
        assert best is not None and isinstance(choice, PlayCard)
        self.keep_plan(view, best.steps, player, choice.card)
        return choice

    def keep_plan(self, view: BMState, steps: list[PlanStep], player: int, card: int) -> None:
        """Keep the steps still to take of ``player``'s ``card``, if the bot follows plans."""
        if self.remember or self.in_place:
            self.plan, self.plan_for = list(steps), (player, card)
            self.planned_on = view if self.in_place and not self.remember else None

    def use(
        self,
        view: BMState,
        proj: Projection,
        action: PlayCard,
        walks: dict[tuple[int, str | None], Plan],
    ) -> Plan:
        """What one way of playing one card gains, and its steps."""
        player = proj.player
        card = view.cards[action.card]
        if action.mode == TRAIN:  # the same for every card: priced once a turn
            plan = walks.get((0, TRAIN)) or train_plan(proj, view)
            walks[(0, TRAIN)] = plan
            return plan
        if action.mode == TEXT:
            return text_plan(proj, view, card)
        shape = (card.value, card.support)
        plan = walks.get(shape)
        if plan is None:
            free = 1 if view.has_ongoing(player, "whistle_stop") else 0
            rail = view.has_ongoing(player, "rail_pass")
            plan = walks[shape] = value_plan(proj, view, card, card.value, free, rail, 0, False)
        if view.cand[player] == "D" and view.region_of(view.token[player]) == SOUTH:
            plan = Plan(plan.gain + proj.cubes_gain(view.token_unit(player), 1), plan.steps)
        return plan

    def follow(
        self, view: BMState, player: int, head: object, legal: list[Action]
    ) -> Action | None:
        """The plan's next step, if it still fits: same seat, same card, legal now. Steps of
        decisions that resolved by themselves (one option) are skipped."""
        seat, card = self.plan_for
        if not self.plan or seat != player:
            return None
        if isinstance(head, Spend):
            if head.card != card:
                return None
        elif card not in _last_played(view, player):
            return None
        plan = self.plan
        while plan and plan[0].decision is not type(head) and plan[0].action is END:
            plan.pop(0)
        if plan and plan[0].decision is type(head) and plan[0].action in legal:
            return plan.pop(0).action
        return None

    # -- every smaller decision, when no plan answers it ------------------------------------
    def step(self, state: BMState, player: int, head: object, legal: list[Action]) -> Action:
        if isinstance(head, HubJump):
            plan = train_plan(self.projection(state, player), state)
            return plan.steps[0].action if plan.steps else legal[0]
        if isinstance(head, Spend):
            return self.spend(state, player, head, legal)
        proj = self.projection(state, player)
        if isinstance(head, ShiftFrom):
            return self.shift(state, proj, player, legal)
        if isinstance(head, ShiftTo):
            owner = head.owner
            return max(legal, key=lambda a: proj.gain(a.unit, owner, 1))  # type: ignore[attr-defined]
        if isinstance(head, ElectionPlace):  # never declines a Popularity cube: it cannot hurt
            legal = [a for a in legal if a is not END]
        best, choice = float("-inf"), legal[0]
        for action in legal:
            if isinstance(action, Place):
                value = proj.gain(action.unit, player, 1)
            elif isinstance(action, Take):
                value = proj.gain(action.unit, action.owner, -1)
                value += proj.box_gain("popularity", action.owner, 1)
            else:
                value = 0.0
            if value > best + 1e-9:
                best, choice = value, action
        if isinstance(head, RegionAdd) and best <= 0 and END in legal:
            return END
        return choice

    def shift(self, state: BMState, proj: Projection, player: int, legal: list[Action]) -> Action:
        """Taft's or Chafin's round-end move: the pick-up and drop that gain most."""
        best, choice = ABILITY_MARGIN, END if END in legal else legal[0]
        region = state.region_states(player)
        # Per owner, each region state it may drop in and its best unit's gain: a pick-up
        # then needs only the best of the states but its own (``lift + gain`` rises with
        # the gain, so the best drop gives the best value, as trying each drop did).
        drops: dict[int, list[tuple[str, float]]] = {}
        for action in legal:
            if not isinstance(action, Take):
                continue
            owner = action.owner
            lift = proj.gain(action.unit, owner, -1)
            source = state.board.units[action.unit].state
            spots = drops.get(owner)
            if spots is None:
                spots = drops[owner] = [
                    (target, max([proj.gain(uid, owner, 1) for uid in units]))
                    for target in region
                    if (units := state.placeable_units(owner, target))
                ]
            gains = [gain for target, gain in spots if target != source]
            if gains and lift + max(gains) > best:
                best, choice = lift + max(gains), action
        return choice

    def spend(self, state: BMState, player: int, head: Spend, legal: list[Action]) -> Action:
        """A card's points with no plan to follow: plan the rest of them afresh."""
        card = state.cards[head.card]
        if head.mode == MOVE_ONLY:
            return END if END in legal else legal[0]
        if head.mode == TEXT:
            need = card.requires
            if need and not state.is_in(player, need):
                toward = _toward(state, need, legal)
                if toward is not None:
                    return toward
            return END if END in legal else legal[0]
        plan = value_plan(
            self.projection(state, player),
            state,
            card,
            head.points,
            head.free,
            head.rail,
            head.due,
            head.stumped,
        )
        if plan.steps and plan.steps[0].action in legal:
            self.keep_plan(state, plan.steps[1:], player, head.card)
            return plan.steps[0].action
        return END if END in legal else legal[0]


def _asked(view: BMState, player: int, legal: list[Action]) -> Hashable:
    """A quick key for a question: equal information states give equal keys (the seat,
    the options, the round, the tokens and the steps to come are all part of what the
    seat sees; the step at hand tells apart the steps of one card)."""
    return (player, tuple(legal), view.round, tuple(view.token), view.head(), len(view.queue))


def _last_played(state: BMState, player: int) -> list[int | None]:
    """The card just played: the last of the played pile or of the ongoing display."""
    return state.zones[("played", player)][-1:] + state.zones[("display", player)][-1:]


def _toward(state: BMState, place: str, legal: list[Action]) -> Action | None:
    """The move or jump that brings the token nearest to ``place`` (a state or region)."""
    dist = board_facts(state.board, state.n).dist
    goals = [s for s in state.board.era.states if state.is_in_place(s, place)]
    best, pick = None, None
    for action in legal:
        if isinstance(action, Move | Jump):
            away = min(dist[action.state][g] for g in goals)
            if best is None or away < best:
                best, pick = away, action
    return pick


__all__ = ["BullMooseBot", "Projection", "VALUE"]
