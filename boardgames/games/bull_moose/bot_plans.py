"""Whole card uses for Bull Moose's heuristic bot: what each way of playing a card gains,
and the small steps that carry it out.

A use is priced from the projection's cached gains and the board's distance tables,
never by playing the card out on a copy of the state (that was the bot's whole cost).
The bot then answers the decisions that follow with the plan's steps, checking each
is still legal, and plans afresh if one is not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import BOXES, END, Take, jump, move, place
from boardgames.games.bull_moose.bot_eval import Projection
from boardgames.games.bull_moose.cards import HERE, Card, Effect
from boardgames.games.bull_moose.steps import SOUTH, HubJump, PlaceCube, RemoveCube, Spend

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

EPS = 1e-9
MOVE_COST = 0.01  # per move: of two equal plans, the nearer
NO_EFFECT = -0.5  # a text that would find nothing to act on
TRAIN_WEIGHT = 0.6  # an Express Train is worth this share of the better place it reaches
# What an ongoing card is worth beyond its cube, in electoral votes per turn left in the
# round (Barnstorming's pool is spent once, so it counts once).
ONGOING_PER_TURN = {"county_stumping": 1.5, "whistle_stop": 0.6, "rail_pass": 0.4}
ONGOING_ONCE = {"barnstorming": 1.5}
IMMUNITY_PER_TURN = 0.3  # no surcharges with a movement card in play
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
    # place, since the bounds only fall down the ranking.
    reach = set()
    for start, _ in starts:
        for target, moves in facts.within[start]:
            if moves > budget:
                break
            reach.add(target)
    for bound, target in proj.ranked_states(reach):
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


# -- a card for its text ----------------------------------------------------------------------
def text_plan(proj: Projection, state: BMState, card: Card) -> Plan:
    """The text where it does most: here, or where ongoing movement cards reach first."""
    player, facts = proj.player, proj.facts
    here = state.token[player]
    free = (1 if state.has_ongoing(player, "whistle_stop") else 0) + (
        3 if card.kind == "barnstorming" else state.barn[player]
    )
    rail = state.has_ongoing(player, "rail_pass")
    # each spot: the walk's start, what comes before it (a jump) and its moves; the walk
    # itself is spelt out only for the best spot so far
    spots: dict[str, tuple[str, list[Action], int]] = {here: (here, [], 0)}
    if free or rail:  # the rules then offer moves before the text (BM-A13)
        starts: list[tuple[str, list[Action]]] = [(here, [])]
        if rail and here in state.board.rail_hubs:
            starts += [(h, [jump(h)]) for h in state.board.rail_hubs if h != here]
        for start, prefix in starts:
            for target, moves in facts.within[start]:
                if moves > free:
                    break
                if target not in spots:
                    spots[target] = (start, prefix, moves)
    best = Plan(float("-inf"))
    walks_on = any(e.action == "move" for e in card.effects)  # it ends elsewhere
    placed_here = walks_on or any(e.where == HERE for e in card.effects)
    for spot, (start, prefix, moves) in spots.items():
        if card.requires and not state.is_in_place(spot, card.requires):
            continue
        if not placed_here and best.steps:
            break  # the text does the same anywhere: the nearest spot that allows it
        gain, steps = effects_plan(proj, state, card, card.effects, spot)
        if not walks_on:
            gain += stand_bonus(state, player, spot)
        gain -= MOVE_COST * (len(prefix) + moves)
        if gain > best.gain + EPS:
            walk = prefix + [move(s) for s in facts.path(start, spot)]
            lead = [PlanStep(Spend, a) for a in (*walk, END)] if (free or rail) else []
            best = Plan(gain, lead + steps)
    if best.gain == float("-inf"):
        return Plan(NO_EFFECT)
    return best


def effects_plan(
    proj: Projection, state: BMState, card: Card, effects: tuple[Effect, ...], spot: str
) -> tuple[float, list[PlanStep]]:
    """What a text's effects gain, in order, with the token at ``spot`` ('here')."""
    player = proj.player
    total, steps = 0.0, []
    for index, effect in enumerate(effects):
        where = str(effect.where)
        if effect.action == "place":
            units = place_units(state, player, where, spot)
            key = ("spread", units, effect.count)  # the same units recur across cards
            found = proj.memo.get(key)
            if found is None:
                found = proj.memo[key] = spread(proj, units, effect.count)
            gain, picks = found
            total += gain
            steps += [PlanStep(PlaceCube, place(uid)) for uid in picks]
        elif effect.action == "remove":
            key = ("take", where, str(card.target))  # the token's spot plays no part
            found_take = proj.memo.get(key)
            if found_take is None:
                found_take = proj.memo[key] = best_take(proj, state, where, str(card.target))
            gain, take = found_take
            if take is not None:
                total += gain
                steps.append(PlanStep(RemoveCube, take))
        elif effect.action == "box":
            total += proj.box_gain(where, player, effect.count)
        elif effect.action == "move":
            gain, rest = best_walk(proj, state, card, effects[index + 1 :], spot, effect.count)
            return total + gain, steps + rest
        elif effect.action == "ongoing":
            total += ongoing_worth(state, player, where)
    return total, steps


def best_walk(
    proj: Projection,
    state: BMState,
    card: Card,
    rest: tuple[Effect, ...],
    spot: str,
    count: int,
) -> tuple[float, list[PlanStep]]:
    """A text's free moves: to the state where the effects after them do most."""
    facts = proj.facts
    best: tuple[float, list[PlanStep]] = (float("-inf"), [])
    for target, moves in facts.within[spot]:
        if moves > count:
            break
        gain, steps = effects_plan(proj, state, card, rest, target)
        gain += stand_bonus(state, proj.player, target) - MOVE_COST * moves
        if gain > best[0] + EPS:
            walk = [move(s) for s in facts.path(spot, target)]
            if moves < count:
                walk.append(END)
            best = (gain, [PlanStep(Spend, a) for a in walk] + steps)
    return best


_WHERE: dict[tuple[int, int, str], tuple[str, ...]] = {}


def place_units(state: BMState, player: int, where: str, spot: str) -> tuple[str, ...]:
    """The units a text's cube may go to (``spot`` is where the token stands)."""
    if where == HERE:
        return state.placeable_units(player, spot)
    key = (id(state.board), player, where)
    found = _WHERE.get(key)
    if found is None:
        found = _WHERE[key] = tuple(
            u for s in state.places(player, where) for u in state.placeable_units(player, s)
        )
    return found


def spread(proj: Projection, units: tuple[str, ...], count: int) -> tuple[float, list[str]]:
    """Greedy: where ``count`` cubes do most, one at a time (each cube must go somewhere).
    A unit's next cube gains ``gain(k + 1) - gain(k)``; only the unit just picked changes,
    so the margins are kept in a list (the units are distinct: a state's units, or those
    of distinct states) and the first clearly best of them taken each time."""
    gain_of, me = proj.gain, proj.player
    margins = [gain_of(uid, me, 1) for uid in units]  # less gain(0), which is 0.0
    placed = [0] * len(units)
    total, picks = 0.0, []
    for _ in range(count):
        best, index = float("-inf"), -1
        for i, margin in enumerate(margins):
            if margin > best + EPS:
                best, index = margin, i
        if index < 0:
            break
        uid = units[index]
        total += best
        picks.append(uid)
        have = placed[index] = placed[index] + 1
        if len(picks) < count:
            margins[index] = gain_of(uid, me, have + 1) - gain_of(uid, me, have)
    return total, picks


def best_take(
    proj: Projection, state: BMState, where: str, target: str
) -> tuple[float, Take | None]:
    """The attack that does most: the victim's point leaves a unit and feeds its Popularity."""
    player = proj.player
    best, pick = float("-inf"), None
    units = take_units(proj, state, where)
    cubes = state.cubes
    for victim in state.victims(player, target):
        popularity = proj.box_gain("popularity", victim, 1)
        for uid in units:
            if cubes[uid][victim] > 0:
                gain = proj.gain(uid, victim, -1) + popularity
                if gain > best + EPS:
                    best, pick = gain, Take(uid, victim)
    return best, pick


_TAKE_UNITS: dict[tuple[int, str], tuple[str, ...]] = {}


def take_units(proj: Projection, state: BMState, where: str) -> tuple[str, ...]:
    """The units an attack in ``where`` may hit, in the order of the place's states and
    their units (kept per board: 'any' lists all 49, asked at every attack priced)."""
    if where == HERE:
        return proj.facts.units[state.token[proj.player]]
    key = (id(state.board), where)
    found = _TAKE_UNITS.get(key)
    if found is None:
        states = state.places(proj.player, where, placing=False)
        found = _TAKE_UNITS[key] = tuple(u for s in states for u in proj.facts.units[s])
    return found


def ongoing_worth(state: BMState, player: int, kind: str) -> float:
    """An ongoing card's worth for the turns left in this round (its cube is priced apart)."""
    turns = len(state.zones[("hand", player)]) - 1  # the card itself has just left the hand
    per_turn = ONGOING_PER_TURN.get(kind, 0.0)
    if kind != "county_stumping" and not state.immune(player):
        per_turn += IMMUNITY_PER_TURN
    return per_turn * max(0, turns) + ONGOING_ONCE.get(kind, 0.0)


__all__ = ["Plan", "PlanStep", "text_plan", "train_plan", "value_plan"]
