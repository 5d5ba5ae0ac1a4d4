"""Corrupt Bargain rules: the 1824 election as a pure-Python state machine.

A turn is a queue of typed decisions (``steps.py``) run by ``core.engine``:
lockdown, choose an Event card, each token of each effect, each action,
insight, end of turn. Cards live in zones (decks, hands, saved Event cards,
offers), so views and re-deals come from core. This module holds the board
state and the turn order: rounds, the Final Push and the count.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from boardgames.core.engine import QueueGame
from boardgames.core.protocol import (
    GameKind,
    GameResult,
    Information,
    Moves,
    OptionSpec,
    Tally,
)
from boardgames.core.zones import HIDDEN, Pool, Seen, Zone, Zones
from boardgames.games.corrupt_bargain.actions import ACTION_TYPES, Place
from boardgames.games.corrupt_bargain.election import Count
from boardgames.games.corrupt_bargain.election import Tally as CountTally
from boardgames.games.corrupt_bargain.events import (
    FinalPushStarted,
    FirstPlayerDrawn,
    HistoricalStart,
    RoundStarted,
    TrackSlid,
    TurnStarted,
)
from boardgames.games.corrupt_bargain.model import (
    BACKROOMS,
    CANDIDATES,
    CUBE,
    CYLINDERS,
    GOTV,
    HISTORICAL_START,
    LOCKDOWN_SET,
    OCTAGON,
    POPULAR,
    PUSH_DECKS,
    ROUNDS,
    SUPPLY,
    SUPPORT,
    TRACK,
    Act,
    CBBoard,
    Deck,
    Phase,
    Token,
    load_board,
)
from boardgames.games.corrupt_bargain.step_base import offer
from boardgames.games.corrupt_bargain.steps import (
    ChooseEvent,
    ChooseLockdown,
    DrawTwoEvents,
    NextPushPlayer,
    PlayFinalPushCard,
)
from boardgames.games.corrupt_bargain.texts import HOW_TO_PLAY, TABLE_RULES

__all__ = ["HIDDEN", "CBState", "CorruptBargain", "CBResult"]


class CBState(QueueGame):
    """One game of Corrupt Bargain for 2 to 4 players."""

    # Facts worked out once per game and kept by everything they depend on (eligible states
    # and their Place actions by where, token and locked states; full suits by cards held):
    # every copy of a game may share them, since each key holds all its fact depends on.
    SHARED = QueueGame.SHARED | {"_facts"}
    UNKEYED = QueueGame.UNKEYED | {"_facts"}

    def __init__(self, board: CBBoard, players: int, seed: int, options: Mapping[str, Any]) -> None:
        if players not in ROUNDS:
            raise ValueError("Corrupt Bargain is for 2 to 4 players")
        self.board = board
        self.n = players
        self.rng = random.Random(seed)
        self.quick_play = bool(options.get("quick_play", False))
        self.historical = bool(options.get("historical_start", False))
        self.cubes: dict[str, list[int]] = {s: [0] * players for s in board.states}
        self.octagons: dict[str, list[int]] = {s: [0] * players for s in board.states}
        self.supply: dict[Token, list[int]] = {token: [SUPPLY] * players for token in Token}
        self.locked: list[str] = []
        self._facts: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        self.cylinders = CYLINDERS
        self.zones = self._lay_out_zones(board, players)
        for deck in Deck:
            self.rng.shuffle(self.zones[("deck", deck)])
        self.track: list[int | None] = self.zones[("track",)]  # type: ignore[assignment]
        self.round = 1
        self.rounds_total = ROUNDS[players]
        self.first_player = 0
        self.order: list[int] = []
        self.turn_index = 0
        self.active = 0
        self.phase = Phase.CAMPAIGN
        self.queue: list[Any] = []
        self.ap_left = 0
        self.used: set[Act] = set()
        self.tally: CountTally | None = None
        self.opening_events: list[Any] = self._setup()

    def _lay_out_zones(self, board: CBBoard, players: int) -> Zones:
        """Where every card can be. Decks are the top at the end; 'to the bottom' is index 0."""
        zones = Zones({deck: Pool(board.cards(deck)) for deck in Deck})
        saved_seen = Seen.OWNER if self.quick_play else Seen.ALL  # Quick Play keeps them unseen
        for deck in Deck:
            zones.add(("deck", deck), Zone(deck, Seen.NOBODY, None, list(board.cards(deck))))
            zones.add(offer(deck), Zone(deck, Seen.OWNER, 0))
        zones.add(("track",), Zone(Deck.EVENT, Seen.ALL, None, [None] * len(TRACK)))
        zones.add(("discard", Deck.EVENT), Zone(Deck.EVENT, Seen.ALL))
        for player in range(players):
            zones.add(("saved", player), Zone(Deck.EVENT, saved_seen, player))
            # Quick Play: a kept card whose events were played has been seen by all.
            zones.add(("shown", player), Zone(Deck.EVENT, Seen.ALL, player))
            for deck in PUSH_DECKS:
                zones.add(("hand", deck, player), Zone(deck, Seen.OWNER, player))
        for deck in PUSH_DECKS:
            zones.add(("played", deck), Zone(deck, Seen.ALL))
        return zones

    def _copy(self, zones: Zones | None, rng: random.Random) -> Any:
        twin = super()._copy(zones, rng)
        twin.track = twin.zones[("track",)]  # the track is a zone; keep the alias on the copy
        return twin

    # -- card places, as the views and bots read them ------------------------------------
    @property
    def hands(self) -> dict[Deck, list[list[int]]]:
        zones = self.zones
        return {d: [zones[("hand", d, p)] for p in range(self.n)] for d in PUSH_DECKS}  # type: ignore[misc]

    @property
    def saved(self) -> list[list[int]]:
        """Each player's saved Event cards (a copy: kept secret, then the ones shown)."""
        zones = self.zones
        return [zones[("saved", p)] + zones[("shown", p)] for p in range(self.n)]  # type: ignore[misc]

    def last_kept(self, player: int) -> int:
        """Quick Play: the Event card the player has just kept (HIDDEN to others)."""
        return self.zones[("saved", player)][-1]  # type: ignore[return-value]

    @property
    def decks(self) -> dict[Deck, list[int]]:
        return {deck: self.zones[("deck", deck)] for deck in Deck}  # type: ignore[misc]

    @property
    def played(self) -> dict[Deck, list[int]]:
        return {deck: self.zones[("played", deck)] for deck in PUSH_DECKS}  # type: ignore[misc]

    @property
    def event_discard(self) -> list[int]:
        return self.zones[("discard", Deck.EVENT)]  # type: ignore[return-value]

    def hand_size(self, player: int) -> int:
        zones = self.zones
        return len(zones[("hand", Deck.POPULACE, player)]) + len(
            zones[("hand", Deck.POLITICIAN, player)]
        )

    def offered(self, deck: Deck) -> list[int]:
        """Cards drawn and waiting for their drawer to keep one (HIDDEN to others)."""
        return self.zones[offer(deck)]  # type: ignore[return-value]

    def draw(self, deck: Deck, count: int, target: Any, player: int) -> tuple[int, ...]:
        """Draw up to ``count`` from the top of a deck into a zone (an offer becomes the drawer's)."""
        source = self.zones[("deck", deck)]
        if target[0] == "offer":
            self.zones.zone(target).owner = player
        drawn = tuple(source.pop() for _ in range(min(count, len(source))))
        self.zones[target].extend(drawn)
        return drawn  # type: ignore[return-value]

    # -- setup -----------------------------------------------------------------------
    def _setup(self) -> list[Any]:
        events: list[Any] = []
        event_deck = self.zones[("deck", Deck.EVENT)]
        if not self.quick_play:
            self.track[:] = [event_deck.pop() for _ in TRACK]
        if self.historical:
            candidates = CANDIDATES[: self.n]
            for player, name in enumerate(candidates):
                for state, cubes, octagons in HISTORICAL_START[name]:
                    self.add(player, state, CUBE, cubes)
                    self.add(player, state, OCTAGON, octagons)
            events.append(HistoricalStart(candidates))
            self.round, self.first_player = 2, 0
        else:
            draws = [event_deck.pop() for _ in range(self.n)]
            self.first_player = max(range(self.n), key=lambda p: draws[p])  # type: ignore[arg-type, return-value]
            for card in draws:
                event_deck.insert(0, card)
            events.append(FirstPlayerDrawn(tuple(draws), self.first_player))  # type: ignore[arg-type]
        events.extend(self._start_round())
        events.extend(self.advance())
        return events

    # -- tokens ----------------------------------------------------------------------------
    def add(self, player: int, state: str, token: Token, count: int = 1) -> None:
        board = self.cubes if token == CUBE else self.octagons
        count = min(count, self.supply[token][player])
        board[state][player] += count
        self.supply[token][player] -= count

    def take(self, owner: int, state: str, token: Token, count: int = 1) -> int:
        board = self.cubes if token == CUBE else self.octagons
        count = min(count, board[state][owner])
        board[state][owner] -= count
        self.supply[token][owner] += count
        return count

    def placements(self, where: str | None, token: Token) -> tuple[Place, ...]:
        """The Place actions for the states ``eligible`` names, made once per game and
        locked states: options are listed thousands of times."""
        key = ("place", where, token, tuple(self.locked))
        found = self._facts.get(key)
        if found is None:
            found = self._facts[key] = tuple(Place(state) for state in self.eligible(where, token))
        return found  # type: ignore[return-value]

    def eligible(self, where: str | None, token: Token) -> tuple[str, ...]:
        """States a token may go to or come from: in ``where``, unlocked, no cubes in legislatures.

        Worked out once per game and locked states, as every option list asks."""
        key = (where, token, tuple(self.locked))
        found = self._facts.get(key)
        if found is None:
            found = self._facts[key] = self._eligible_now(where, token)
        return found

    def _eligible_now(self, where: str | None, token: Token) -> tuple[str, ...]:
        if where is None or where == "any":
            candidates = self.board.states
        elif where in self.board.regions:
            candidates = self.board.regions[where]
        else:
            candidates = (where,)
        locked = self.locked
        legislature = self.board.legislature
        cube = token == CUBE
        return tuple(s for s in candidates if s not in locked and not (cube and s in legislature))

    def can(self, player: int, action: Act) -> bool:
        """An action is offered only if it could do something."""
        if action == SUPPORT:
            return self.supply[OCTAGON][player] > 0 and bool(self.eligible("any", OCTAGON))
        if action == POPULAR:
            return self.supply[CUBE][player] > 0 and bool(self.eligible("any", CUBE))
        if action == BACKROOMS:
            return bool(self.zones[("deck", Deck.POLITICIAN)])
        if action == GOTV:
            return bool(self.zones[("deck", Deck.POPULACE)])
        octagons = self.octagons
        return any(octagons[s][player] > 0 for s in self.eligible("any", OCTAGON))

    def full_suits(self, player: int) -> tuple[str, ...]:
        """The suits of which the player holds a lockdown set (as far as this copy can see):
        worked out once per game and cards held, as every turn's lockdown decision asks."""
        key = ("full", tuple(self.zones[("saved", player)]), tuple(self.zones[("shown", player)]))
        found = self._facts.get(key)
        if found is None:
            suits = self.suits(player).items()
            found = self._facts[key] = tuple(s for s, cards in suits if len(cards) >= LOCKDOWN_SET)
        return found

    def suits(self, player: int) -> dict[str, list[int]]:
        """The player's saved Event cards by suit (those this copy can see)."""
        found: dict[str, list[int]] = {}
        event = self.board.decks.event
        for zone in (("saved", player), ("shown", player)):
            for number in self.zones[zone]:
                if number is not None and number != HIDDEN:
                    found.setdefault(event(number).suit, []).append(number)
        return found

    # -- rounds and turns ----------------------------------------------------------------
    def _start_round(self) -> list[Any]:
        if self.n == 2:
            start = self.first_player  # two players simply alternate
        else:
            start = (self.first_player + self.round - (2 if self.historical else 1)) % self.n
        self.order = [(start + i) % self.n for i in range(self.n)]
        self.turn_index = 0
        return [RoundStarted(self.round, tuple(self.order)), *self._begin_turn(self.order[0])]

    def _begin_turn(self, player: int) -> list[Any]:
        self.active = player
        self.used = set()
        self.ap_left = 0
        choose = DrawTwoEvents(player) if self.quick_play else ChooseEvent(player)
        self.queue = [ChooseLockdown(player, always_asked=self.quick_play), choose]
        return [TurnStarted(player)]

    def end_turn(self) -> list[Any]:
        events: list[Any] = []
        if not self.quick_play:
            deck = self.zones[("deck", Deck.EVENT)]
            cards = [card for card in self.track if card is not None]
            new = deck.pop() if deck else None
            self.track[:] = [*cards, new] + [None] * (len(TRACK) - len(cards) - 1)
            events.append(TrackSlid(new))
        self.turn_index += 1
        if self.turn_index < self.n:
            return events + self._begin_turn(self.order[self.turn_index])
        if self.round < self.rounds_total:
            self.round += 1
            return events + self._start_round()
        return events + self._start_final_push()

    def _start_final_push(self) -> list[Any]:
        self.phase = Phase.FINAL_PUSH
        self.event_discard.extend(card for card in self.track if card is not None)
        self.track[:] = [None] * len(TRACK)
        counts = [self.hand_size(p) for p in range(self.n)]
        start_from = self.order[0]
        clockwise = [(start_from + i) % self.n for i in range(self.n)]
        first = max(clockwise, key=lambda p: counts[p])  # ties: earliest clockwise
        self.active = first
        # An empty hand plays nothing; the next player with cards follows, or the count.
        self.queue = [PlayFinalPushCard(first), _NEXT_PUSH]
        return [FinalPushStarted(first, tuple(counts))]

    def next_push_player(self) -> list[Any]:
        for step in range(1, self.n + 1):
            player = (self.active + step) % self.n
            if self.hand_size(player):
                self.active = player
                self.queue = [PlayFinalPushCard(player), _NEXT_PUSH]
                return []
        return self._election()

    def _election(self) -> list[Any]:
        count = Count(self.board, self.cubes, self.octagons, self.n, self._ultimate)
        self.tally = count.electoral_college()
        self.phase = Phase.OVER
        self.queue = []
        return list(self.tally.events)

    def _ultimate(self, players: Sequence[int], what: str) -> list[int]:
        """Each tied player draws an Event card; highest first. Cards go to the bottom."""
        deck = self.zones[("deck", Deck.EVENT)]
        drawn: dict[int, int] = {}
        for player in players:
            if not deck:
                discard = self.event_discard
                self.rng.shuffle(discard)
                deck.extend(discard)
                discard.clear()
            drawn[player] = deck.pop()  # type: ignore[assignment]
        for card in drawn.values():
            deck.insert(0, card)
        return sorted(players, key=lambda p: -drawn[p])

    # -- the protocol ----------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def over_prompt(self) -> str:
        return "The election is decided."

    def result(self) -> CBResult | None:
        if self.tally is None or self.tally.winner is None:
            return None
        tally = self.tally
        return CBResult(
            winners=(tally.winner,),
            scores=tally.college,
            reason=f"the presidency {tally.how}",
            breakdown=dict(tally.winners),
            details={
                "ny_second": tally.ny_second,
                "house": dict(tally.house),
                "house_tally": list(tally.house_tally),
                "house_first_tally": list(tally.house_first_tally),
                "contenders": list(tally.contenders),
                "runoff": list(tally.runoff),
                "how": tally.how,
            },
            tallies=_house_tallies(tally, self.n),
        )


def _house_tallies(tally: CountTally, players: int) -> tuple[Tally, ...]:
    rows = [("House states", tally.house_first_tally, tally.contenders)]
    if tally.runoff:
        rows = [
            ("House, 1st count", tally.house_first_tally, tally.contenders),
            ("House run-off", tally.house_tally, tally.runoff),
        ]
    return tuple(
        Tally(label, tuple(str(v) if p in part else "-" for p, v in enumerate(values)))
        for label, values, part in rows
        if values and part and len(values) == players
    )


class CBResult(GameResult):
    """The count's outcome, with New York's split and the House in words."""

    def notes(self, names: Sequence[str]) -> list[str]:
        details = self.details
        lines = []
        second = details.get("ny_second")
        if second is not None:
            lines.append(f"New York's 10 second-place votes went to {names[second]}.")
        contenders = details.get("contenders")
        if contenders:
            who = ", ".join(names[p] for p in contenders)
            lines.append(f"No one reached a majority: the House chose among {who}.")
        runoff = details.get("runoff")
        if runoff:
            lines.append(f"Run-off between {' and '.join(names[p] for p in runoff)}.")
        return lines


_NEXT_PUSH = NextPushPlayer()

OPTIONS = (
    OptionSpec(
        "quick_play",
        "Quick Play, no Event track",
        (False, True),
        False,
        "No Event track: each draw is two cards, keep one; 2 action points a turn.",
    ),
    OptionSpec(
        "historical_start",
        "Historical Start",
        (False, True),
        False,
        "The four candidates' historical placements (Adams, Jackson, Crawford, Clay); "
        "play begins in round 2.",
    ),
)


class CorruptBargain:
    """The rules entry for Corrupt Bargain."""

    id = "corrupt-bargain"
    title = "Corrupt Bargain"
    # 2: one-option decisions resolve by themselves; 3: Quick Play asks for the lockdown at
    # every turn (older saves are refused)
    version = 3
    kind = GameKind(Information.IMPERFECT, Moves.SEQUENTIAL, chance=True)
    min_players = 2
    max_players = 4
    options = OPTIONS
    action_types = ACTION_TYPES

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> CBState:
        return CBState(load_board(), num_players, seed, options)

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
