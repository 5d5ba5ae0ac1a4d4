"""Bull Moose (1912) rules: the state, its public board, and the ruleset entry.

Secrets live in zones (a pool per candidate's deck: deck, the four returned cards,
drawn cards, the sealed keep, the hand); everything else is public: tokens, cubes
per unit in points (BM-A16), the three board boxes. The turn is a queue of typed
steps (``steps``, ``abilities``, ``election``). Every fact is read from the data.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from boardgames.core.decisions import Step
from boardgames.core.engine import GameBase, QueueGame
from boardgames.core.protocol import (
    Action,
    Event,
    GameKind,
    GameResult,
    Information,
    Moves,
)
from boardgames.core.zones import HIDDEN, Pool, Seen, Zone, Zones
from boardgames.games.bull_moose.abilities import RoundEnd
from boardgames.games.bull_moose.actions import ACTION_TYPES
from boardgames.games.bull_moose.cards import ANYWHERE, EAGLE, HERE, Card, load_decks
from boardgames.games.bull_moose.data import BullMooseBoard, load_board
from boardgames.games.bull_moose.events import CubePlaced, CubeRemoved, RoundBegins
from boardgames.games.bull_moose.steps import ChooseCard, DrawPhase
from boardgames.games.bull_moose.texts import HOW_TO_PLAY, TABLE_RULES

MOVEMENT_CARDS = ("whistle_stop", "rail_pass", "barnstorming")  # immune to the surcharge


@cache
def all_cards() -> tuple[Card, ...]:
    """Every card of the five decks, indexed by the ids the zones hold."""
    decks = load_decks()
    return tuple(card for cid in load_board().candidates for card in decks[cid].cards)


def candidate_surnames(players: int) -> tuple[str, ...]:
    """Whom seat i plays at a table of ``players``: the candidate's surname, in turn order."""
    board = load_board()
    return tuple(board.candidates[c].name.split()[-1] for c in board.seats.get(players, ()))


def count_winners(votes: Sequence[int], states: Sequence[int]) -> tuple[int, ...]:
    """Who wins the count: most electoral votes, then most states; the rest share it."""
    best = max(zip(votes, states, strict=True))
    return tuple(p for p in range(len(votes)) if (votes[p], states[p]) == best)


class BMState(QueueGame):
    """A Bull Moose position."""

    SHARED: ClassVar[frozenset[str]] = GameBase.SHARED | {"cards"}
    UNKEYED: ClassVar[frozenset[str]] = GameBase.UNKEYED | {"cards"}

    def __init__(self, players: int, seed: int, board: BullMooseBoard | None = None) -> None:
        self.board = board or load_board()
        self.cards = all_cards()
        self.n = players
        self.rng = random.Random(seed)
        self.cand: tuple[str, ...] = self.board.seats[players]
        self.round = 1
        self.token = [self.board.candidates[c].start for c in self.cand]
        self.cubes: dict[str, list[int]] = {u: [0] * players for u in self.board.units}
        self.press = [0] * players
        self.senator = [0] * players
        self.popularity = [0] * players
        self.barn = [0] * players
        self.card_events: tuple[Event, ...] = ()  # the card in play's steps, told at its end
        self.came_back = (0,) * players  # per player: how many drawn cards were returned
        self.won: dict[str, int] = {}
        self.empty_units: list[str] = []
        self.over = False
        pools = {}
        self.zones = Zones({})
        for p, cid in enumerate(self.cand):
            ids = tuple(i for i, card in enumerate(self.cards) if card.id[0] == cid)
            pools[f"c{p}"] = Pool(ids)
        self.zones = Zones(pools)
        for p in range(players):
            pool = f"c{p}"
            deck = list(pools[pool].items)
            self.rng.shuffle(deck)
            self.zones.add(("deck", p), Zone(pool, Seen.NOBODY, p, deck))
            for name in ("returned", "drawn", "sealed", "hand"):
                self.zones.add((name, p), Zone(pool, Seen.OWNER, p))
            for name in ("played", "display"):
                self.zones.add((name, p), Zone(pool, Seen.ALL, p))
        self.queue: list[Step] = self.round_steps()
        self.opening_events: list[Event] = [RoundBegins(1)]
        self.opening_events += self.advance()

    # -- copies (bots copy a view at every move: these two are the engine's hot path) ------
    LISTS: ClassVar[tuple[str, ...]] = (
        "token",
        "press",
        "senator",
        "popularity",
        "barn",
        "empty_units",
        "queue",
    )  # every list attribute; a test checks this against a live state

    def _copy(self, zones: Zones | None, rng: random.Random) -> BMState:
        """``GameBase._copy`` by hand: lists of plain values, the cube table, the results."""
        twin = object.__new__(BMState)
        state = self.__dict__.copy()
        for key in self.LISTS:
            state[key] = state[key][:]
        cubes = self.cubes
        state["cubes"] = dict(zip(cubes, map(list.copy, cubes.values()), strict=True))
        state["won"] = dict(self.won)
        state.pop("_options", None)
        state.pop("_movers", None)
        state["zones"] = self.zones.copy() if zones is None else zones
        state["rng"] = rng
        twin.__dict__ = state
        return twin

    # -- structure -----------------------------------------------------------------------
    def round_steps(self) -> list[Step]:
        turns = [ChooseCard(p) for _ in range(self.board.turns_per_round) for p in range(self.n)]
        return [DrawPhase(), *turns, RoundEnd()]

    def is_over(self) -> bool:
        return self.over

    def over_prompt(self) -> str:
        return "The election is over."

    # -- places and who may use them ----------------------------------------------------
    def region_of(self, state: str) -> str | None:
        return _regions(self.board).get(state)

    def region_states(self, player: int) -> tuple[str, ...]:
        region = self.region_of(self.token[player])
        return self.board.era.regions[region] if region else ()

    def may_place(self, player: int, state: str) -> bool:
        return self.board.candidates[self.cand[player]].may_place(state)

    def board_units_of(self, state: str) -> tuple[str, ...]:
        return _units_of(self.board, state)

    def placeable_units(self, player: int, state: str) -> tuple[str, ...]:
        found = _placeable(self.board, self.cand[player]).get(state)
        if found is None:  # not a state of the map: asked as before
            found = self.board_units_of(state) if self.may_place(player, state) else ()
        return found

    def placeable_unit_set(self, player: int) -> frozenset[str]:
        """Every unit ``player`` may place in (the election's options filter by it)."""
        return _placeable_set(self.board, self.cand[player])

    def neighbours_sorted(self, state: str) -> tuple[str, ...]:
        """One move away, in a fixed order (the order options are listed in)."""
        return _sorted_neighbours(self.board, state)

    def token_unit(self, player: int) -> str:
        return _token_unit(self.board, self.token[player])

    def token_unit_of(self, state: str) -> str:
        """The unit a token stands in, in a state (California's large box)."""
        return _token_unit(self.board, state)

    def start_unit(self, player: int) -> str:
        return _token_unit(self.board, self.board.candidates[self.cand[player]].start)

    def places(self, player: int, where: str, placing: bool = True) -> tuple[str, ...]:
        """The states a text's place names: here, any, a region or one state."""
        if where == HERE:
            states: Sequence[str] = (self.token[player],)
        elif where == ANYWHERE:
            states = tuple(self.board.era.states)
        elif where in self.board.era.regions:
            states = self.board.era.regions[where]
        else:
            states = (where,)
        if not placing:
            return tuple(states)
        return tuple(s for s in states if self.may_place(player, s))

    def where_words(self, where: str) -> str:
        return {HERE: "in the state you occupy", ANYWHERE: "in any state"}.get(where, f"in {where}")

    def place_words(self, unit_id: str, here: bool = False) -> str:
        """A cube's destination as an option names it: "Place here (OH)", "Place in OH (24 EV)",
        or which of a state's boxes ("Place here: main box (11 EV)"; California has two)."""
        unit = self.board.units[unit_id]
        if len(self.board_units_of(unit.state)) > 1:
            box = "main box" if unit.token_box else "second box"
            where = "here" if here else f"in {self.board.era.states[unit.state].name}"
            return f"Place {where}: {box} ({unit.ev} EV)"
        return f"Place here ({unit.state})" if here else f"Place in {unit.state} ({unit.ev} EV)"

    def cube_words(self, unit_id: str, owner: int) -> str:
        """One of a candidate's cubes in a unit, as an option names it: "Wilson's cube, NY"."""
        surname = self.board.candidates[self.cand[owner]].name.split()[-1]
        return f"{surname}'s cube, {unit_id}"

    def is_in(self, player: int, place: str) -> bool:
        return self.is_in_place(self.token[player], place)

    def is_in_place(self, state: str, place: str) -> bool:
        """Whether ``state`` is the place a text names (a state or its region)."""
        return state == place or self.region_of(state) == place

    def others_in(self, player: int, state: str) -> int:
        return sum(1 for q, s in enumerate(self.token) if q != player and s == state)

    def free_hubs(self, player: int) -> list[str]:
        here = self.token[player]
        if here not in self.board.rail_hubs:
            return []
        return [h for h in self.board.rail_hubs if h != here and not self.others_in(player, h)]

    def shift_targets(self, owner: int, source: str, region: Sequence[str]) -> list[str]:
        return [s for s in region if s != source and self.may_place(owner, s)]

    # -- ongoing cards ------------------------------------------------------------------
    def has_ongoing(self, player: int, kind: str) -> bool:
        display = self.zones[("display", player)]  # mostly empty: then no generator
        return bool(display) and any(self.cards[c].kind == kind for c in display)

    def ongoing_notes(self, player: int) -> list[tuple[int, str]]:
        """Each ongoing card in ``player``'s display with what is left of it, for the card
        in play on screen: "Barnstorming: 2 free moves left"."""
        notes = []
        for card_id in self.zones[("display", player)]:
            card = self.cards[card_id]
            words = card.title
            if card.kind == "barnstorming":
                left = self.barn[player]
                words += f": {left} free {'move' if left == 1 else 'moves'} left"
            notes.append((card_id, words))
        return notes

    def immune(self, player: int) -> bool:
        display = self.zones[("display", player)]
        return bool(display) and any(self.cards[c].kind in MOVEMENT_CARDS for c in display)

    def text_playable(self, player: int, card_id: int, reach: frozenset[str] | None = None) -> bool:
        """A text needs its place now, or within reach of ongoing movement (BM-A13).
        ``reach``: ``text_reach(player)``, when the caller asks for several cards."""
        need = self.cards[card_id].requires
        if need is None or self.is_in(player, need):
            return True
        if reach is None:
            reach = self.text_reach(player)
        return any(s == need or self.region_of(s) == need for s in reach)

    def text_reach(self, player: int) -> frozenset[str]:
        """The states ongoing movement cards could bring the token to before a text."""
        free = self.barn[player] + (1 if self.has_ongoing(player, "whistle_stop") else 0)
        starts = {self.token[player]}
        if self.has_ongoing(player, "rail_pass") and self.token[player] in self.board.rail_hubs:
            starts |= set(self.board.rail_hubs)
        return _reach(self.board, frozenset(starts), free)

    def came_back_cards(self, player: int) -> frozenset[int]:
        """The drawn cards that went back on the deck last round (the draw takes them first;
        only their owner's view holds the drawn cards, so others learn nothing)."""
        drawn = self.zones[("drawn", player)][: self.came_back[player]]
        return frozenset(c for c in drawn if c is not None and c != HIDDEN)

    def on_card(self, events: list[Event]) -> list[Event]:
        """Keep a card's steps for its one log line (``CardDone``) instead of a line each."""
        if events:
            self.card_events += tuple(events)
        return []

    # -- cubes ----------------------------------------------------------------------------
    def add_cube(self, player: int, unit: str, why: str = "") -> list[Event]:
        self.cubes[unit][player] += 1
        return [CubePlaced(player, unit, why)]

    def victims(self, player: int, target: str) -> list[int]:
        """The attacked seat; the Eagle, or a party not in play, lets you choose (BM-A15)."""
        if target != EAGLE and target in self.cand and target != self.cand[player]:
            return [self.cand.index(target)]
        return [q for q in range(self.n) if q != player]

    def attack(self, player: int, victim: int, unit: str) -> list[Event]:
        self.cubes[unit][victim] -= 1
        self.popularity[victim] += 1
        return [CubeRemoved(player, victim, unit)]

    # -- the result -----------------------------------------------------------------------
    def result(self) -> GameResult | None:
        if not self.over:
            return None
        ev = [0] * self.n
        states = [0] * self.n
        for uid, winner in self.won.items():
            if winner < 0:  # a unit nobody won (no cube at the count) counts for nobody
                continue
            unit = self.board.units[uid]
            ev[winner] += unit.ev
            states[winner] += unit.token_box
        winners = count_winners(ev, states)
        top = ev[winners[0]]
        reason = f"with {top} electoral votes"
        if sum(1 for e in ev if e == top) > 1:
            reason += f" and {states[winners[0]]} states"
        owners = {
            unit.state: self.won[uid]
            for uid, unit in self.board.units.items()
            if unit.token_box and self.won[uid] >= 0
        }
        return GameResult(
            winners,
            tuple(ev),
            reason,
            breakdown=owners,  # a state by its main box: California counts once
            details={"states": tuple(states), "won": dict(self.won)},
            map_labels=self.split_labels(),
        )

    def split_labels(self) -> dict[str, str]:
        """A state of several units, on the results map: its code, then each further
        unit's votes and winner ("CA (2: D)"); the fill shows the main box's."""
        labels: dict[str, str] = {}
        for uid, unit in self.board.units.items():
            if unit.token_box:
                continue
            winner = self.won.get(uid, -1)
            who = self.cand[winner] if winner >= 0 else "none"
            labels[unit.state] = f"{labels.get(unit.state, unit.state)} ({unit.ev}: {who})"
        return labels


_MEMO: dict[tuple[Any, ...], Any] = {}  # derived board facts, by board identity


def _regions(board: BullMooseBoard) -> dict[str, str]:
    """Each state's region, as ``Era.region_of`` finds it (the first region that lists
    it) but in one look-up: the bots ask it for every place they price."""
    key = (id(board), "regions")
    found = _MEMO.get(key)
    if found is None:
        found = {}
        for region, members in board.era.regions.items():
            for code in members:
                found.setdefault(code, region)
        _MEMO[key] = found
    return found


def _placeable(board: BullMooseBoard, candidate: str) -> dict[str, tuple[str, ...]]:
    """Per state, the units ``candidate`` may place in (none where barred): asked for
    every place a text, an ability or a bot prices."""
    key = (id(board), "placeable", candidate)
    found = _MEMO.get(key)
    if found is None:
        barred = board.candidates[candidate]
        found = _MEMO[key] = {
            s: _units_of(board, s) if barred.may_place(s) else () for s in board.era.states
        }
    return found


def _placeable_set(board: BullMooseBoard, candidate: str) -> frozenset[str]:
    key = (id(board), "placeable set", candidate)
    found = _MEMO.get(key)
    if found is None:
        table = _placeable(board, candidate)
        found = _MEMO[key] = frozenset(u for units in table.values() for u in units)
    return found


def _units_of(board: BullMooseBoard, state: str) -> tuple[str, ...]:
    key = (id(board), "units", state)
    found = _MEMO.get(key)
    if found is None:
        found = _MEMO[key] = tuple(u.id for u in board.units_of(state))
    return found


def _sorted_neighbours(board: BullMooseBoard, state: str) -> tuple[str, ...]:
    key = (id(board), "neighbours", state)
    found = _MEMO.get(key)
    if found is None:
        found = _MEMO[key] = tuple(sorted(board.neighbours(state)))
    return found


def _token_unit(board: BullMooseBoard, state: str) -> str:
    key = (id(board), "token", state)
    found = _MEMO.get(key)
    if found is None:
        found = _MEMO[key] = next(u.id for u in board.units_of(state) if u.token_box)
    return found


def _reach(board: BullMooseBoard, starts: frozenset[str], moves: int) -> frozenset[str]:
    """States within ``moves`` steps of any of ``starts``."""
    key = (id(board), "reach", starts, moves)
    found = _MEMO.get(key)
    if found is None:
        seen = set(starts)
        frontier = set(starts)
        for _ in range(moves):
            frontier = {n for s in frontier for n in board.neighbours(s)} - seen
            seen |= frontier
        found = _MEMO[key] = frozenset(seen)
    return found


@dataclass(frozen=True)
class BullMoose:
    """The ruleset entry for the catalogue and the tools."""

    id: str = "bull-moose"
    title: str = "Bull Moose"
    version: int = 1
    kind: GameKind = GameKind(Information.IMPERFECT, Moves.SIMULTANEOUS, chance=True)
    min_players: int = 3
    max_players: int = 5
    options: tuple = ()
    action_types: tuple[type[Action], ...] = ACTION_TYPES

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> BMState:
        return BMState(num_players, seed)

    def seat_names(self, people: Sequence[str]) -> tuple[str, ...]:
        """A seat as the log and the screens name it: the person and the candidate,
        "Ann (Taft)" (the session reads this, so every name shown carries it)."""
        surnames = candidate_surnames(len(people))
        return tuple(
            f"{name} ({surnames[i]})" if i < len(surnames) else name
            for i, name in enumerate(people)
        )

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
