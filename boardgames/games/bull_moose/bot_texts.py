"""Bull Moose's heuristic bot, a card played for its text: where the text does most (here,
or a few moves away with ongoing movement cards), its effects priced in order from the
projection (``bot_eval``) and spelt out as the steps that carry them out.

Split from ``bot_plans`` (value plays and Express Trains) to keep both modules short;
the texts' pricing is the same kind of work: tables and cached gains, no copies of the
state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import END, Take, jump, move, place
from boardgames.games.bull_moose.bot_eval import Projection
from boardgames.games.bull_moose.bot_plans import EPS, MOVE_COST, Plan, PlanStep, stand_bonus
from boardgames.games.bull_moose.cards import HERE, Card, Effect
from boardgames.games.bull_moose.steps import PlaceCube, RemoveCube, Spend

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

NO_EFFECT = -0.5  # a text that would find nothing to act on
# What an ongoing card is worth beyond its cube, in electoral votes per turn left in the
# round (Barnstorming's pool is spent once, so it counts once).
ONGOING_PER_TURN = {"county_stumping": 1.5, "whistle_stop": 0.6, "rail_pass": 0.4}
ONGOING_ONCE = {"barnstorming": 1.5}
IMMUNITY_PER_TURN = 0.3  # no surcharges with a movement card in play


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
                gain, picks = spread(proj, units, effect.count)
                found = proj.memo[key] = (gain, [PlanStep(PlaceCube, place(u)) for u in picks])
            total += found[0]
            steps += found[1]
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


__all__ = ["best_take", "effects_plan", "spread", "text_plan"]
