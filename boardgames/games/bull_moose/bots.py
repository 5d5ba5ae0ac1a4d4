"""Bull Moose's heuristic bot: greedy on a projection of the count, planning whole card uses.

The projection: every unit is worth its electoral votes times each player's exact
chance of carrying it now (empty units counted with their leaning cubes), plus a
rough worth for the cubes the board boxes will bring. A card is chosen by playing
each legal use out on a copy of the bot's own view (its micro-steps chosen by the
same greedy rules) and scoring the board after it; every smaller decision picks
the option that most improves the projection. The bot sees only its view.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.abilities import RegionAdd, ShiftFrom, ShiftTo
from boardgames.games.bull_moose.actions import (
    END,
    TRAIN,
    VALUE,
    EndCard,
    Jump,
    Keep,
    Move,
    Place,
    PlaceBox,
    PlayCard,
    Take,
    jump,
    move,
    place,
)
from boardgames.games.bull_moose.election import chances, popularity_shares, win_chance
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import MOVE_ONLY, TEXT, ChooseCard, HubJump, Spend

BOX_CUBE = 2.5  # electoral votes a cube placed by a board box is worth, roughly
RIVAL_WEIGHT = 0.6  # how much the best rival's projection counts against the bot's own
Change = tuple[str, int, int]  # unit, seat, points added (negative: removed)


class Projection:
    """Each player's expected electoral votes from the board as it stands."""

    def __init__(self, state: BMState, player: int) -> None:
        self.state, self.player = state, player
        self.units = state.board.units
        self.shares = {uid: self._unit(uid, state.cubes[uid]) for uid in state.cubes}
        self.totals = [sum(s[q] for s in self.shares.values()) for q in range(state.n)]
        self.base_boxes = self.boxes()

    def _effective(self, uid: str, points: list[int]) -> list[int]:
        if any(points):
            return points
        symbols = self.units[uid].leaning or self.state.cand
        return [1 if cid in symbols else 0 for cid in self.state.cand]

    def _unit(self, uid: str, points: list[int]) -> list[float]:
        ev = self.units[uid].ev
        return [ev * c for c in chances(self._effective(uid, points))]

    def boxes(
        self, popularity: list[int] | None = None, box: tuple[str, int] | None = None
    ) -> list[float]:
        """What the three board boxes will place for each player, in electoral votes."""
        state = self.state
        worth = [0.0] * state.n
        for name in ("press", "senator"):
            points = list(getattr(state, name))
            if box and box[0] == name:
                points[self.player] += box[1]
            if any(points):
                for q in range(state.n):
                    worth[q] += win_chance(points, q) * points[q] * BOX_CUBE
        for q, count in popularity_shares(popularity or state.popularity):
            worth[q] += count * BOX_CUBE
        return worth

    def score(
        self,
        changes: Iterable[Change] = (),
        popularity: list[int] | None = None,
        box: tuple[str, int] | None = None,
    ) -> float:
        """The bot's projection minus its best rival's, after ``changes``."""
        totals = list(self.totals)
        touched: dict[str, list[int]] = {}
        for uid, seat, delta in changes:
            points = touched.setdefault(uid, list(self.state.cubes[uid]))
            points[seat] += delta
        for uid, points in touched.items():
            new = self._unit(uid, points)
            for q in range(len(totals)):
                totals[q] += new[q] - self.shares[uid][q]
        extras = self.base_boxes if popularity is None and not box else self.boxes(popularity, box)
        for q, extra in enumerate(extras):
            totals[q] += extra
        mine = totals[self.player]
        return mine - RIVAL_WEIGHT * max(t for q, t in enumerate(totals) if q != self.player)


def best_cubes(
    proj: Projection, player: int, units: list[str], box: str | None, count: int
) -> tuple[float, list[str]]:
    """Greedy: where ``count`` cubes of ``player``'s do most good (units or the card's box)."""
    changes: list[Change] = []
    boxed = 0
    picks: list[str] = []
    base = proj.score()
    current = base
    for _ in range(count):
        best, pick = current, ""
        for uid in units:
            value = proj.score(
                [*changes, (uid, player, 1)], box=(box, boxed) if box and boxed else None
            )
            if value > best + 1e-9:
                best, pick = value, uid
        if box:
            value = proj.score(changes, box=(box, boxed + 1))
            if value > best + 1e-9:
                best, pick = value, box
        if not pick:
            break
        if pick == box:
            boxed += 1
        else:
            changes.append((pick, player, 1))
        picks.append(pick)
        current = best
    return current - base, picks


def paths(state: BMState, start: str, budget: int) -> dict[str, tuple[int, str]]:
    """Reachable states: moves needed and the first step toward each (breadth first)."""
    found = {start: (0, start)}
    frontier = deque([start])
    while frontier:
        here = frontier.popleft()
        moves, first = found[here]
        if moves >= budget:
            continue
        for nxt in sorted(state.board.neighbours(here)):
            if nxt not in found:
                found[nxt] = (moves + 1, nxt if here == start else first)
                frontier.append(nxt)
    return found


class BullMooseBot:
    """Greedy projection bot (see the module text)."""

    name = "normal"

    def choose(self, view: BMState, player: int, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        head = view.head()
        if isinstance(legal[0], Keep):
            return self.keep(view, player, legal)
        if isinstance(head, ChooseCard):
            return self.play(view, player, legal)
        return self.step(view, player, legal)

    # -- the draw: keep the four most useful cards ---------------------------------------
    def keep(self, view: BMState, player: int, legal: list[Action]) -> Action:
        on_hub = view.token[player] in view.board.rail_hubs

        def worth(card_id: int) -> float:
            card = view.cards[card_id]
            score = card.value + (0.5 if card.support else 0.0)
            if card.train and on_hub:
                score += 0.7
            if card.kind in ("whistle_stop", "barnstorming", "rail_pass"):
                score += 0.8
            if card.requires and not view.is_in(player, card.requires):
                score -= 0.5
            return score

        return max(legal, key=lambda a: (sum(worth(c) for c in a.cards), a.cards))  # type: ignore[attr-defined]

    # -- a turn: play each card use out on a copy and score the board ----------------------
    def play(self, view: BMState, player: int, legal: list[Action]) -> Action:
        best, choice = float("-inf"), legal[0]
        for action in legal:
            twin = view.clone()
            twin.apply(action, player)
            steps = 0
            while not twin.is_over() and player in twin.to_move() and steps < 40:
                head = twin.head()
                if isinstance(head, ChooseCard):
                    break
                options = twin.legal_actions(player)
                twin.apply(self.step(twin, player, options), player)
                steps += 1
            value = Projection(twin, player).score()
            if isinstance(action, PlayCard) and action.mode == TRAIN:
                value += 0.5  # a train card's own value is small; the position is the gain
            if value > best + 1e-9:
                best, choice = value, action
        return choice

    # -- every smaller decision --------------------------------------------------------------
    def step(self, state: BMState, player: int, legal: list[Action]) -> Action:
        head = state.head()
        if isinstance(head, Spend):
            return self.spend(state, player, head, legal)
        if isinstance(head, HubJump):
            return self.hub(state, player, legal)
        proj = Projection(state, player)
        if isinstance(head, ShiftFrom):
            return self.shift(state, proj, player, legal)
        if isinstance(head, ShiftTo):
            owner, source = head.owner, head.source
            return max(legal, key=lambda a: proj.score([(a.unit, owner, 1), (source, owner, 0)]))  # type: ignore[attr-defined]
        base = proj.score()
        best, choice = float("-inf"), legal[0]
        for action in legal:
            if isinstance(action, Place):
                value = proj.score([(action.unit, player, 1)])
            elif isinstance(action, Take):
                pop = list(state.popularity)
                pop[action.owner] += 1
                value = proj.score([(action.unit, action.owner, -1)], popularity=pop)
            elif isinstance(action, EndCard):
                value = base
            else:
                value = base
            if value > best + 1e-9:
                best, choice = value, action
        if isinstance(head, RegionAdd) and best <= base and END in legal:
            return END
        return choice

    def shift(self, state: BMState, proj: Projection, player: int, legal: list[Action]) -> Action:
        base = proj.score()
        best, choice = base + 0.05, END if END in legal else legal[0]
        region = state.region_states(player)
        for action in legal:
            if not isinstance(action, Take):
                continue
            source_state = state.board.units[action.unit].state
            for target in state.shift_targets(action.owner, source_state, region):
                for uid in state.placeable_units(action.owner, target):
                    value = proj.score([(action.unit, action.owner, -1), (uid, action.owner, 1)])
                    if value > best:
                        best, choice = value, action
        return choice

    def hub(self, state: BMState, player: int, legal: list[Action]) -> Action:
        proj = Projection(state, player)
        best, choice = float("-inf"), legal[0]
        for action in legal:
            assert isinstance(action, Jump)
            near = [action.state, *state.board.neighbours(action.state)]
            units = [u for s in near for u in state.placeable_units(player, s)]
            value = max((proj.score([(u, player, 2)]) for u in units), default=proj.score())
            if value > best:
                best, choice = value, action
        return choice

    def spend(self, state: BMState, player: int, head: Spend, legal: list[Action]) -> Action:
        here = state.token[player]
        if head.mode == TEXT:
            need = state.cards[head.card].requires
            if need and not state.is_in(player, need):
                for action in legal:
                    if isinstance(action, Move | Jump) and state.is_in_place(action.state, need):
                        return action
                moves = [a for a in legal if isinstance(a, Move)]
                if moves:
                    return moves[0]
            return END if END in legal else legal[0]
        if head.mode == MOVE_ONLY:
            return END if END in legal else legal[0]
        proj = Projection(state, player)
        support = state.cards[head.card].support if head.mode == VALUE else None
        free = head.free + state.barn[player]
        immune = state.immune(player)
        best, plan = 0.0, ("", "")
        for target, (moves, first) in paths(state, here, head.points + free).items():
            surcharge = (
                head.due if target == here else (0 if immune else state.others_in(player, target))
            )
            cubes = head.points - max(0, moves - free) - surcharge
            if cubes <= 0:
                continue
            gain, picks = best_cubes(
                proj, player, list(state.placeable_units(player, target)), support, cubes
            )
            gain -= 0.01 * moves  # prefer the nearer of equal plans
            if gain > best + 1e-9 and picks:
                best, plan = gain, (first, picks[0])
        first, pick = plan
        if first and first != here:
            action: Action = move(first)
        elif pick in ("press", "senator"):
            action = PlaceBox(pick)
        elif pick:
            action = place(pick)
        else:
            action = END
        if action in legal:
            return action
        return END if END in legal else legal[0]


__all__ = ["BullMooseBot", "Projection", "jump"]
