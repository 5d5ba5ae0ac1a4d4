"""Whole card uses for Bull Moose's heuristic bot: what each way of playing a card gains,
and the small steps that carry it out (texts: ``bot_texts``).

A use is priced from the projection's cached gains and the board's distance tables,
never by playing the card out on a copy of the state (that was the bot's whole cost).
The bot then answers the decisions that follow with the plan's steps, checking each
is still legal, and plans afresh if one is not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import BOXES, END, jump, move, place
from boardgames.games.bull_moose.bot_eval import Projection
from boardgames.games.bull_moose.cards import Card
from boardgames.games.bull_moose.steps import SOUTH, HubJump, Spend

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

EPS = 1e-9
MOVE_COST = 0.01  # per move: of two equal plans, the nearer
TRAIN_WEIGHT = 0.6  # an Express Train is worth this share of the better place it reaches
# Wilson's next value play from a Southern state brings a free cube: ending a card there
# is worth this much (without it the bot spent the campaign in the East and the ability
# almost never fired).
SOUTH_STAND = 1.5


@dataclass(frozen=True, slots=True)
class PlanStep:
    """One small step of a card use: the decision it answers and the answer."""

    decision: type
    action: Action


@dataclass(slots=True)
class Plan:
    gain: float
    steps: list[PlanStep] = field(default_factory=list)


def occupied(state: BMState, player: int) -> dict[str, int]:
    """Other candidates' tokens per state."""
    found: dict[str, int] = {}
    for q, where in enumerate(state.token):
        if q != player:
            found[where] = found.get(where, 0) + 1
    return found


def stand_bonus(state: BMState, player: int, where: str) -> float:
    """What standing in ``where`` after the card is worth for the next one: Wilson's
    Southern bonus (the rules' own test, ``ChooseCard.resolve``)."""
    if state.cand[player] == "D" and state.region_of(where) == SOUTH:
        return SOUTH_STAND
    return 0.0


# -- a card for its value ------------------------------------------------------------------
def value_plan(
    proj: Projection,
    state: BMState,
    card: Card,
    points: int,
    free: int,
    rail: bool,
    due: int,
    stumped: bool,
) -> Plan:
    """The best single stop: cubes into a board box first (if the card shows one), then a
    walk (after a Rail Pass jump, perhaps) to one state and its cubes there."""
    player, facts = proj.player, proj.facts
    here = state.token[player]
    support = card.support
    barn = state.barn[player]
    stump = not stumped and state.has_ongoing(player, "county_stumping")
    immune = state.immune(player)
    others = occupied(state, player)
    staying = stand_bonus(state, player, here)
    best = Plan(staying)  # spend nothing
    best_spot: tuple[str, tuple[str, ...], tuple[tuple[str, int], ...], int] | None = None
    if support and points:
        gain = proj.box_gain(support, player, points) + staying
        if gain > best.gain + EPS:
            best = Plan(gain, [PlanStep(Spend, BOXES[support])] * points)
    starts: list[tuple[str, tuple[str, ...]]] = [(here, ())]
    if rail and here in state.board.rail_hubs:
        starts += [(h, (h,)) for h in state.board.rail_hubs if h != here]
    budget = points + free + barn
    placeable = facts.placeable[player]
    box_best = 0.0
    if support:
        box_best = max([0.0, *(proj.box_gain(support, player, j) for j in range(1, points + 1))])
    south = state.cand[player] == "D"
    stand_most = SOUTH_STAND if south else 0.0
    dist = facts.dist
    best_gain = best.gain
    # Only the states within the budget can take a cube, so only they are ranked: the
    # others would end in ``continue``, and the search's early end comes at the same
    # place, since the bounds only fall down the ranking. Plays of one decision with the
    # same reach share the ranking.
    from_states = tuple(start for start, _ in starts)
    ranked = proj.memo.get(("ranked", from_states, budget))
    if ranked is None:
        ranked = proj.ranked_states(facts.reach(from_states, budget))
        proj.memo["ranked", from_states, budget] = ranked
    for bound, target in ranked:
        if bound + box_best + stand_most <= best_gain + EPS:
            break  # no state further down the ranking can do better
        stand = SOUTH_STAND if south and state.region_of(target) == SOUTH else 0.0
        for start, jumped in starts:
            moves = dist[start][target]
            if moves > budget:
                continue
            paid = moves - free - barn
            if paid < 0:
                paid = 0
            if target == here and not jumped:
                surcharge = due
            else:
                surcharge = 0 if immune or jumped else others.get(target, 0)
            cubes = points - paid - surcharge
            if cubes <= 0:
                continue
            gain, boxed, alloc = allocate(proj, placeable[target], support, cubes, stump)
            gain += stand - MOVE_COST * moves  # stand_bonus(state, player, target), inlined
            if gain > best_gain + EPS:
                best_gain = gain
                best_spot = (target, jumped, alloc, boxed)
    if best_spot is None:
        return best
    best = Plan(best_gain)
    target, jumped, alloc, boxed = best_spot
    start = jumped[0] if jumped else here
    actions: list[Action] = [BOXES[support]] * boxed if support else []
    actions += [jump(h) for h in jumped]
    actions += [move(s) for s in facts.path(start, target)]
    actions += [place(uid) for uid, count in alloc for _ in range(count)]
    best.steps = [PlanStep(Spend, a) for a in (*actions, END)]
    return best


def allocate(
    proj: Projection, units: tuple[str, ...], support: str | None, cubes: int, stump: bool
) -> tuple[float, int, tuple[tuple[str, int], ...]]:
    """Split ``cubes`` between a state's units (California has two) and the card's box:
    the gain, the cubes boxed, and (unit, count) pairs. County Stumping adds one cube to
    the first unit placed in. Most states have one unit and most cards no box: then there
    is one split, priced at once; the others are kept for the rest of the decision."""
    if len(units) == 1 and cubes > 0:
        if not support:
            return 0.0 + proj.gain(units[0], proj.player, cubes + stump), 0, ((units[0], cubes),)
        return _allocate_one(proj, units[0], support, cubes, stump)
    key = (units, support, cubes, stump)
    found = proj.memo.get(key)
    if found is None:
        found = proj.memo[key] = _allocate(proj, units, support, cubes, stump)
    return found


def _allocate_one(
    proj: Projection, unit: str, support: str, cubes: int, stump: bool
) -> tuple[float, int, tuple[tuple[str, int], ...]]:
    """``_allocate`` for a state of one unit: each count boxed (first to last), the rest
    in the unit. The box's gains are the same at every state, so they are listed once."""
    player = proj.player
    key = ("boxed", support, cubes)
    boxed_gains = proj.memo.get(key)
    if boxed_gains is None:
        boxed_gains = [0.0] + [proj.box_gain(support, player, b) for b in range(1, cubes + 1)]
        proj.memo[key] = boxed_gains
    best: tuple[float, int, tuple[tuple[str, int], ...]] = (float("-inf"), 0, ())
    best_gain = best[0]
    for boxed in range(cubes + 1):
        rest = cubes - boxed
        gain = boxed_gains[boxed]
        if rest:
            gain += proj.gain(unit, player, rest + stump)
        if gain > best_gain + EPS:
            best_gain = gain
            best = (gain, boxed, ((unit, rest),) if rest else ())
    return best


def _allocate(
    proj: Projection, units: tuple[str, ...], support: str | None, cubes: int, stump: bool
) -> tuple[float, int, tuple[tuple[str, int], ...]]:
    best: tuple[float, int, tuple[tuple[str, int], ...]] = (float("-inf"), 0, ())
    player = proj.player
    for boxed in range(cubes + 1) if support else (0,):
        rest = cubes - boxed
        box = proj.box_gain(support, player, boxed) if boxed and support else 0.0
        first = units[0]
        if len(units) == 1:
            splits = [((first, rest),)]
        else:
            second = units[1]
            splits = [((first, k), (second, rest - k)) for k in range(rest, -1, -1)]
        for split in splits:
            gain = box
            bonus = 1 if stump else 0
            for uid, count in split:
                if count:
                    gain += proj.cubes_gain(uid, count + bonus)
                    bonus = 0
            if gain > best[0] + EPS:
                best = (gain, boxed, tuple(s for s in split if s[1]))
    return best


# -- an Express Train ------------------------------------------------------------------------
def train_plan(proj: Projection, state: BMState) -> Plan:
    """To the free hub from which the next card does most, if it beats staying."""
    player = proj.player
    here = proj.potential(state.token[player])
    best = Plan(float("-inf"))
    for hub in state.free_hubs(player):
        gain = TRAIN_WEIGHT * (proj.potential(hub) - here) + stand_bonus(state, player, hub)
        if gain > best.gain + EPS:
            best = Plan(gain, [PlanStep(HubJump, jump(hub))])
    return best


__all__ = ["EPS", "MOVE_COST", "Plan", "PlanStep", "stand_bonus", "train_plan", "value_plan"]
