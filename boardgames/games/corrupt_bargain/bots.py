"""Corrupt Bargain's heuristic bot: greedy on a projection of the electoral count.

Each state is worth its electoral votes times the chance of carrying it,
estimated from the token margin (cubes in popular-vote states, octagons in
legislatures); with three or more players, octagons also win House votes.
Every decision picks the option that most improves that projection, so the bot
needs no look-ahead and sees only its own view: it never peeks at hidden cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from boardgames.core.protocol import Action, State
from boardgames.core.zones import HIDDEN
from boardgames.games.corrupt_bargain.actions import (
    ChooseAction,
    InsightDraw,
    InsightFrom,
    Intrigue,
    Keep,
    KeepEvent,
    Lockdown,
    Pass,
    Place,
    PlayCard,
    Remove,
    TakeEvent,
    UseEvents,
)
from boardgames.games.corrupt_bargain.cards import Effect
from boardgames.games.corrupt_bargain.effect_steps import PlaceForAction, PlaceToken
from boardgames.games.corrupt_bargain.model import (
    CUBE,
    NEW_YORK,
    NY_FIRST,
    NY_SECOND,
    OCTAGON,
    TRACK,
)
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.steps import ChooseActions

SPREAD = 1.3  # how much one token of margin moves the odds
HOUSE_WEIGHT = 4.0  # value of a House vote (one state) in electoral-vote terms, 3+ players
CARD_VALUE = 1.6  # a Populace/Politician card in hand, in tokens
AP_VALUE = 1.4  # an action point, in tokens
INSIGHT_VALUE = 1.3
SUIT_BONUS = 1.5  # an Event card that completes or nears a lockdown set


_ODDS: dict[float, float] = {}  # margins are few (whole tokens and tenths): each worked out once


def _odds(margin: float) -> float:
    """The chance a lead of ``margin`` tokens holds (a logistic curve)."""
    odds = _ODDS.get(margin)
    if odds is None:
        odds = _ODDS[margin] = 1.0 / (1.0 + math.exp(-margin / SPREAD))
    return odds


class _ContestMemo:
    """Values of states by their tokens, shared by every decision and every copy of a game
    of one board: a playout's moves change one state at a time, so the heuristic asks for
    the same few rows again and again (a pure function of the row: nothing hidden in it)."""

    LIMIT = 200_000  # entries; then it starts afresh

    def __init__(self) -> None:
        self.board: object = None
        self.values: dict[tuple[object, ...], float] = {}


_MEMO = _ContestMemo()


win_odds = _odds  # for the search's judgement of a position


def contest_value(
    state: CBState,
    code: str,
    cubes: Sequence[int],
    octagons: Sequence[int],
    me: int,
    house: bool = True,
) -> float:
    """What one state is expected to be worth to ``me`` with these tokens in it: its
    electoral votes times the chance of carrying it (and, with 3+ players and ``house``,
    its House vote)."""
    key = (code, me, house, *cubes, *octagons)
    memo = _MEMO
    if memo.board is not state.board or len(memo.values) > memo.LIMIT:
        memo.board, memo.values = state.board, {}
    value = memo.values.get(key)
    if value is None:
        value = memo.values[key] = _contest_value(state, code, cubes, octagons, me, house)
    return value


def _contest_value(
    state: CBState, code: str, cubes: Sequence[int], octagons: Sequence[int], me: int, house: bool
) -> float:
    if len(octagons) == 2:
        rival_octs = octagons[1 - me]
    else:
        rival_octs = max([count for player, count in enumerate(octagons) if player != me])
    oct_lead = octagons[me] - rival_octs
    if code in state.board.legislature:
        margin = oct_lead
    elif len(cubes) == 2:
        margin = cubes[me] - cubes[1 - me]
    else:
        margin = cubes[me] - max([count for player, count in enumerate(cubes) if player != me])
    # Octagons break ties, worth a fraction of a counted token.
    margin += 0.1 * oct_lead
    if code == NEW_YORK:
        value = NY_FIRST * _odds(margin) + NY_SECOND * _odds(oct_lead + 1.5)
    else:
        value = state.board.ev[code] * _odds(margin)
    if house and state.n >= 3:
        value += HOUSE_WEIGHT * _odds(oct_lead)
    return value


def board_values(state: CBState) -> list[float]:
    """Every player's projected electoral value of the board (the sum of ``contest_value``
    over the states), in one pass: what a search judges thousands of positions by. A new
    list each call; the values are remembered by the map."""
    return list(_PROJECTIONS.board_values(state))


def _board_values(state: CBState) -> list[float]:
    totals = [0.0] * state.n
    cubes, octagons = state.cubes, state.octagons
    for code in state.board.states:
        row_cubes, row_octs = cubes[code], octagons[code]
        for player in range(state.n):
            totals[player] += contest_value(state, code, row_cubes, row_octs, player)
    return totals


BoardKey = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[str, ...]]


def board_key(state: CBState) -> BoardKey:
    """The map as one hashable value: every state's cubes and octagons, and the locked
    states. A projection's values depend on nothing else."""
    return (
        tuple(map(tuple, state.cubes.values())),
        tuple(map(tuple, state.octagons.values())),
        tuple(state.locked),
    )


class _Memos:
    """A projection's remembered values, pure functions of what they are keyed by.

    ``by_map``: the best placements and card effects (``Projection``), shared by every
    position with the same map and player (the root's moves are played out on many deals
    of the same map). ``by_row``: the gains of token changes in one state, by the state's
    tokens and the player, shared by every position: a move changes one state at a time,
    so a new map still has all its other rows remembered."""

    LIMIT = 4_000  # maps remembered; then they are forgotten all at once
    ROWS_LIMIT = 100_000  # rows remembered, likewise

    def __init__(self) -> None:
        self.board: object = None
        self.by_map: dict[tuple[BoardKey, int], tuple[dict, dict]] = {}
        self.values: dict[BoardKey, list[float]] = {}
        self.by_row: dict[tuple[object, ...], dict[tuple[object, ...], float]] = {}

    def rows(self, state: CBState) -> dict[tuple[object, ...], dict[tuple[object, ...], float]]:
        """``by_row`` for the state's board (everything is forgotten with the board)."""
        if self.board is not state.board:
            self.board, self.by_row, self.by_map = state.board, {}, {}
        if len(self.by_row) >= self.ROWS_LIMIT:
            self.by_row = {}
        return self.by_row

    def get(self, state: CBState, player: int) -> tuple[dict, dict]:
        """The map's best placements and card effects for ``player`` (after ``rows``)."""
        key = (board_key(state), player)
        found = self.by_map.get(key)
        if found is None:
            if len(self.by_map) >= self.LIMIT:
                self.by_map = {}
            found = self.by_map[key] = ({}, {})
        return found

    def board_values(self, state: CBState) -> list[float]:
        """``board_values`` of the map (not to be changed by the caller)."""
        key = board_key(state)
        found = self.values.get(key)
        if found is None:
            if len(self.values) >= self.LIMIT:
                self.values = {}
            found = self.values[key] = _board_values(state)
        return found


_PROJECTIONS = _Memos()


class Projection:
    """Expected electoral value of a position for one player, state by state."""

    def __init__(self, state: CBState, player: int) -> None:
        self.state = state
        self.player = player
        self.rivals = [p for p in range(state.n) if p != player]
        self._rows = _PROJECTIONS.rows(state)
        # The map's memos, looked up when first needed: a placement is scored by its
        # state's row alone, and the map's key is the dearer lookup.
        self._map: tuple[dict[tuple[str, str | None], float], dict[int, float]] | None = None

    def _map_memos(self) -> tuple[dict[tuple[str, str | None], float], dict[int, float]]:
        found = self._map
        if found is None:
            found = self._map = _PROJECTIONS.get(self.state, self.player)
        return found

    def state_value(
        self, code: str, d_cube: int = 0, d_oct: int = 0, owner: int | None = None
    ) -> float:
        """Value of one state for the player after a change of tokens belonging to ``owner``."""
        s = self.state
        me = self.player
        owner = me if owner is None else owner
        cubes, octs = s.cubes[code], s.octagons[code]
        if d_cube:
            cubes = list(cubes)
            cubes[owner] += d_cube
        if d_oct:
            octs = list(octs)
            octs[owner] += d_oct
        return contest_value(s, code, cubes, octs, me)

    def gain(self, code: str, token: str, delta: int, owner: int | None = None) -> float:
        """What ``delta`` of ``owner``'s tokens (the player's by default) in one state
        change its value by; remembered by the state's tokens (``_Memos.by_row``)."""
        s = self.state
        if code in s.locked:
            return 0.0
        row_key = (code, self.player, *s.cubes[code], *s.octagons[code])
        row = self._rows.get(row_key)
        if row is None:
            row = self._rows[row_key] = {}
        change = (token, delta, owner)
        found = row.get(change)
        if found is None:
            d_cube, d_oct = (delta, 0) if token == CUBE else (0, delta)
            found = row[change] = self.state_value(code, d_cube, d_oct, owner) - (
                self.state_value(code)
            )
        return found

    def best_place(self, token: str, where: str | None) -> float:
        key = (token, where)
        best = self._map_memos()[0]
        found = best.get(key)
        if found is None:
            options = self.state.eligible(where, token)
            found = best[key] = max((self.gain(code, token, 1) for code in options), default=0.0)
        return found

    def effect_value(self, effect: Effect) -> float:
        """A rough value of a card effect, in the projection's units."""
        if effect.action == "add" and self.state.supply[effect.what][self.player] <= 0:
            return 0.0
        # By identity: the board's effects live as long as the memo (``_Memos.get``), and a
        # frozen dataclass's hash is worked out in Python at every lookup.
        effects = self._map_memos()[1]
        value = effects.get(id(effect))
        if value is None:
            value = effects[id(effect)] = self._effect_value(effect)
        return value

    def _effect_value(self, effect: Effect) -> float:
        """``effect_value`` with the supply left: a function of the map alone."""
        if effect.action == "draw":
            return effect.count * CARD_VALUE * self.token_unit()
        if effect.action == "add":
            return effect.count * self.best_place(effect.what, effect.where)
        owners = [self.player] if effect.owner == "own" else self.rivals
        kinds = (CUBE, OCTAGON) if effect.what == "token" else (effect.what,)
        values = [
            self.gain(code, kind, -1, owner)
            for kind in kinds
            for code in self.state.eligible(effect.where, kind)
            for owner in owners
            if (self.state.cubes if kind == CUBE else self.state.octagons)[code][owner] > 0
        ]
        if not values:
            return 0.0
        pick = max(values)  # own losses are negative: max picks the cheapest
        return effect.count * pick

    def token_unit(self) -> float:
        """What one well-placed token is worth now (to price cards and action points)."""
        return max(self.best_place(CUBE, "any"), self.best_place(OCTAGON, "any"), 0.5)


class CorruptBargainBot:
    """Greedy on the projection; random only to break exact ties."""

    name = "heuristic"

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        assert isinstance(view, CBState)
        projection = Projection(view, player)
        scored = [(self._score(view, projection, action), rng.random(), action) for action in legal]
        return max(scored, key=lambda item: (item[0], item[1]))[2]

    def _score(self, s: CBState, p: Projection, action: Action) -> float:
        me = p.player
        step = s.queue[0]
        if isinstance(action, Place):
            if isinstance(step, PlaceToken):
                return p.gain(action.state, step.effect.what, 1)
            assert isinstance(step, PlaceForAction)
            return p.gain(action.state, step.token, 1)
        if isinstance(action, Remove):
            return p.gain(action.state, action.token, -1, action.owner)
        if isinstance(action, Intrigue):
            own = p.gain(action.state, OCTAGON, -1)
            taken = min(2, s.octagons[action.state][action.rival])
            return own + p.gain(action.state, OCTAGON, -taken, action.rival) if taken else own - 1
        if isinstance(action, TakeEvent):
            return self._event_value(s, p, action)
        if isinstance(action, ChooseAction):
            return self._action_value(s, p, action.action)
        if isinstance(action, Pass):
            return 0.0 if isinstance(step, ChooseActions) else 0.5
        if isinstance(action, Lockdown):
            lead = p.state_value(action.state)
            ev = s.board.ev[action.state]
            return lead * 0.6 if lead > ev * 0.5 else -1.0
        if isinstance(action, Keep):
            return self._card_value(s, p, action.deck, action.number)
        if isinstance(action, PlayCard):
            return self._card_value(s, p, action.deck, action.number)
        if isinstance(action, InsightFrom):
            return s.hand_size(action.rival) + 0.5 * s.hand_size(action.rival) * (
                action.rival != me
            )
        if isinstance(action, InsightDraw):
            return p.best_place(CUBE if action.deck == "populace" else OCTAGON, "any")
        if isinstance(action, KeepEvent):
            card = s.board.decks.event(action.number)
            return sum(p.effect_value(e) for e in card.effects) + self._suit_bonus(s, me, card.suit)
        if isinstance(action, UseEvents):
            card = s.board.decks.event(s.last_kept(me))
            events = sum(p.effect_value(e) for e in card.effects)
            return events if action.use else AP_VALUE * p.token_unit()
        return 0.0

    def _suit_bonus(self, s: CBState, player: int, suit: str) -> float:
        held = sum(
            1 for n in s.saved[player] if n != HIDDEN and s.board.decks.event(n).suit == suit
        )
        return SUIT_BONUS * min(held, 2) / 2

    def _event_value(self, s: CBState, p: Projection, action: TakeEvent) -> float:
        number = s.track[action.slot]
        assert number is not None
        card = s.board.decks.event(number)
        points, insight = TRACK[action.slot]
        unit = p.token_unit()
        return (
            sum(p.effect_value(effect) for effect in card.effects)
            + points * AP_VALUE * unit
            + (INSIGHT_VALUE * unit if insight else 0.0)
            + self._suit_bonus(s, p.player, card.suit) * unit
        )

    def _action_value(self, s: CBState, p: Projection, name: str) -> float:
        if name == "support":
            return p.best_place(OCTAGON, "any")
        if name == "popular":
            return p.best_place(CUBE, "any")
        if name in ("backrooms", "gotv"):
            # A card is worth more late, when the Final Push is near.
            late = 0.7 + 0.6 * s.round / s.rounds_total
            return CARD_VALUE * late * p.token_unit()
        gains = [
            p.gain(code, OCTAGON, -1) + p.gain(code, OCTAGON, -min(2, s.octagons[code][r]), r)
            for code in s.eligible("any", OCTAGON)
            if s.octagons[code][p.player] > 0
            for r in p.rivals
            if s.octagons[code][r] > 0
        ]
        return max(gains, default=-1.0)

    def _card_value(self, s: CBState, p: Projection, deck: str, number: int) -> float:
        if number == HIDDEN:
            return 0.0
        cards = s.board.decks.populace if deck == "populace" else s.board.decks.politicians
        return sum(p.effect_value(effect) for effect in cards[number - 1].effects)
