"""President's rules: the state of a game and the mechanics every step shares.

The day itself (planning, turns, press conference, recovery) is a queue of
typed steps in ``steps.py``; envelopes are read by one function in
``envelopes.py``. Here live the state, the small mechanics several steps use
(a Deal, a camera, the corruption token, a swap, the end check) and the
ruleset. Pure Python: no display code.

Secrets live only in zones. Each animal's seven action cards form a pool of
their own (items 0-6, the action indices), so a hidden hand and a sealed plan
are re-dealt only among that animal's own unplayed cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from boardgames.core.engine import GameBase, QueueGame
from boardgames.core.protocol import (
    Event,
    GameKind,
    GameResult,
    Information,
    Moves,
    OptionSpec,
    Tally,
)
from boardgames.core.zones import Pool, Seen, Zone, Zones
from boardgames.games.president.actions import ACTION_TYPES, NO_CLAIM
from boardgames.games.president.choices import GiveCorruption, TakeCamera
from boardgames.games.president.data import PresidentData, load_president
from boardgames.games.president.events import (
    CameraTaken,
    Corruption,
    DealMade,
    EnvelopeDrawn,
    GameWon,
    Moved,
    NoEnvelope,
)
from boardgames.games.president.steps import StartDay
from boardgames.games.president.texts import HOW_TO_PLAY, TABLE_RULES
from boardgames.games.president.vocabulary import ACTIONS

ALL_CARDS = tuple(range(len(ACTIONS)))
MAX_DAYS = 40  # a table rule: the game always ends (the leader wins after this day)
NOBODY = -1


@lru_cache(maxsize=1)
def president_data() -> PresidentData:
    """The shipped data, loaded and checked once per process."""
    return load_president()


def cards_pool(seat: int) -> str:
    return f"cards{seat}"


class PRState(QueueGame):
    """A game of President in progress; every field but ``zones`` is public."""

    SHARED: ClassVar[frozenset[str]] = GameBase.SHARED | {"chart"}
    UNKEYED: ClassVar[frozenset[str]] = GameBase.UNKEYED | {"chart"}

    def __init__(self, players: int, seed: int, options: Mapping[str, Any]) -> None:
        self.n = players
        self.rng = random.Random(seed)
        self.board = president_data()
        self.chart = self.board.chart(players)
        self.max_days = int(options.get("max_days", MAX_DAYS))
        self.claims_on = bool(options.get("claims", True))
        self.standing_cameras = bool(options.get("standing_cameras", False))
        self.zones = self._lay_out_zones()
        order = list(range(players))
        self.rng.shuffle(order)  # animals placed on the chart by lot
        self.position = [0] * players
        for number, seat in enumerate(order, start=1):
            self.position[seat] = number
        self.start_position = list(self.position)  # for the balance report by position
        self.vp = [self.board.start_vp] * players
        self.popularity = [
            self.board.secretariat_popularity if self.level(p) == "secretariat" else 0
            for p in range(players)
        ]
        self.cameras = [0] * players
        self.corruption = NOBODY
        self.day = 0
        self.day_start_total = [0] * players
        self.named = [NOBODY] * players  # Keep Your Word: the action each animal named
        self.played = [NOBODY] * players  # the action card each animal revealed today
        self.order: list[int] = []  # today's turn order, fixed when resolution begins
        self.revealed = [False] * players
        self.interviewers: list[int] = []
        self.camera_players: list[int] = []
        self.open_deals: list[int] = []  # seats of today's unpaired Deals, oldest first
        self.slanders: list[list[tuple[int, int]]] = [[] for _ in range(players)]
        self.said: list[int] = []  # actions named at the current target's turn (guesses)
        self.guesses: list[tuple[int, int]] = []  # (guesser, action) at the current turn
        self.claims = [NO_CLAIM] * players  # today's claims (table option "claims")
        self.claims_made = [0] * players
        self.claims_kept = [0] * players
        self.slandered_today: list[tuple[int, int]] = []  # (slanderer, target), for claims
        self.dealers_today: list[int] = []  # who played a Deal (card or envelope), for claims
        self.winner = NOBODY
        self.day_limit_reached = False
        self.queue: list[Any] = [StartDay()]
        self.opening_events: list[Any] = self.advance()

    def _lay_out_zones(self) -> Zones:
        pools = {cards_pool(p): Pool(tuple(range(len(ACTIONS)))) for p in range(self.n)}
        pools["envelopes"] = Pool(tuple(range(len(self.board.envelopes))))
        pools["days"] = Pool(tuple(range(len(self.board.day_cards))))
        zones = Zones(pools)
        for p in range(self.n):
            pool = cards_pool(p)
            zones.add(("hand", p), Zone(pool, Seen.OWNER, p, list(range(len(ACTIONS)))))
            zones.add(("sealed", p), Zone(pool, Seen.OWNER, p))
            zones.add(("pile", p), Zone(pool, Seen.ALL, p))
            zones.add(("out", p), Zone(pool, Seen.ALL, p))  # its Slander lying on a board
            zones.add(("envelopes", p), Zone("envelopes", Seen.OWNER, p))
        envelope_deck = list(range(len(self.board.envelopes)))
        self.rng.shuffle(envelope_deck)
        zones.add("envelope_deck", Zone("envelopes", Seen.NOBODY, None, envelope_deck))
        zones.add("envelope_board", Zone("envelopes", Seen.ALL))  # Whisper Campaigns laid
        zones.add("envelope_discard", Zone("envelopes", Seen.ALL))
        day_deck = list(range(len(self.board.day_cards)))
        self.rng.shuffle(day_deck)
        zones.add("day_deck", Zone("days", Seen.NOBODY, None, day_deck))
        zones.add("day_card", Zone("days", Seen.ALL))
        zones.add("days_used", Zone("days", Seen.ALL))
        return zones

    # -- reading the table --------------------------------------------------------------
    def level(self, seat: int) -> str:
        return self.chart.position(self.position[seat]).level

    def seat_at(self, number: int) -> int:
        return self.position.index(number)

    @property
    def president(self) -> int:
        return self.seat_at(self.n)

    def total(self, seat: int) -> int:
        """Filled VP plus the medal and the corruption token (the rulebook: they count)."""
        return self.vp[seat] + (self.position[seat] == self.n) + (self.corruption == seat)

    def by_position(self) -> list[int]:
        """Seats from the bottom of the chart (position 1) to the Presidency."""
        return sorted(range(self.n), key=self.position.__getitem__)

    def known_hand(self, seat: int) -> list[int]:
        """What everyone knows the animal holds: 7 cards less its pile and laid Slanders
        (its sealed plan, if any, is among these)."""
        pile, out = self.zones[("pile", seat)], self.zones[("out", seat)]
        return [card for card in ALL_CARDS if card not in pile and card not in out]

    def known_hands(self) -> list[list[int]]:
        """Every animal's ``known_hand``, by seat (the bots weigh them all at each choice)."""
        zones = self.zones.zones
        hands = []
        for seat in range(self.n):
            gone = zones[("pile", seat)].items + zones[("out", seat)].items  # type: ignore[operator]
            hands.append([card for card in ALL_CARDS if card not in gone] if gone else [*ALL_CARDS])
        return hands

    def camera_scorers(self) -> list[int]:
        """The animals whose cameras score at today's press conference, in position order:
        those that played Camera today, or with "Standing cameras" every holder."""
        if self.standing_cameras:
            scoring = [seat for seat in range(self.n) if self.cameras[seat]]
        else:
            scoring = self.camera_players
        return sorted(scoring, key=self.position.__getitem__)

    def ask_order(self) -> list[int]:
        """The animals to move now, in the order people are asked: position order (spec
        §3.4-2), so the sealed planning goes round from the bottom of the chart up."""
        return sorted(self.to_move(), key=self.position.__getitem__)

    def envelope_count(self, seat: int) -> int:
        return len(self.zones[("envelopes", seat)])

    @property
    def cameras_in_supply(self) -> int:
        return self.board.cameras - sum(self.cameras)

    @property
    def day_card(self) -> int:
        return self.zones["day_card"][-1]  # type: ignore[return-value]

    def promotion_targets(self, seat: int) -> list[int]:
        above = self.chart.level_above(self.level(seat))
        if above is None:
            return []
        return [p for p in self.by_position() if self.level(p) == above]

    # -- shared mechanics -----------------------------------------------------------------
    def add_vp(self, seat: int, amount: int = 1) -> None:
        self.vp[seat] += amount

    def check_end(self) -> list[Event]:
        """The game ends at once when an animal reaches the target: among those that have,
        the most VP wins, then the higher position."""
        if self.winner != NOBODY:
            return []
        if max(self.vp) + 2 < self.board.win_vp:
            return []  # the medal and the corruption token add one each at most (``total``)
        reached = [p for p in range(self.n) if self.total(p) >= self.board.win_vp]
        if not reached:
            return []
        self.winner = max(reached, key=lambda p: (self.total(p), self.position[p]))
        return [GameWon(self.winner, self.total(self.winner), False)]

    def end_by_day_limit(self) -> list[Event]:
        self.day_limit_reached = True
        self.winner = max(range(self.n), key=lambda p: (self.total(p), self.position[p]))
        return [GameWon(self.winner, self.total(self.winner), True)]

    def swap(self, seat: int, other: int, promotion: bool) -> list[Event]:
        """Swap two animals' positions; cameras and Slanders stay with each animal."""
        was = self.president
        self.position[seat], self.position[other] = self.position[other], self.position[seat]
        events: list[Event] = [Moved(seat, other, self.president != was, promotion)]
        return events + self.check_end()

    def play_deal(self, seat: int) -> list[Event]:
        """A Deal (card or envelope) pairs with the oldest open Deal of another animal."""
        self.dealers_today.append(seat)
        for index, partner in enumerate(self.open_deals):
            if partner != seat:
                del self.open_deals[index]
                self.add_vp(seat)
                self.add_vp(partner)
                return [DealMade(seat, partner), *self.check_end()]
        self.open_deals.append(seat)
        return [DealMade(seat, NOBODY)]

    def take_camera(self, seat: int) -> list[Event]:
        """Camera (card or envelope): from the supply, else a choice of another holder."""
        if seat not in self.camera_players:
            self.camera_players.append(seat)
        if self.cameras_in_supply > 0:
            self.cameras[seat] += 1
            return [CameraTaken(seat, -1)]
        if self.cameras[seat] == self.board.cameras:
            return [CameraTaken(seat, -2)]
        self.queue.insert(0, TakeCamera(seat))
        return []

    def draw_envelope(self, seat: int) -> list[Event]:
        deck, discard = self.zones["envelope_deck"], self.zones["envelope_discard"]
        if not deck and discard:
            deck.extend(discard)
            discard.clear()
            self.rng.shuffle(deck)
        if not deck:
            return [NoEnvelope(seat)]
        card = deck.pop()
        self.zones[("envelopes", seat)].append(card)
        envelope = self.board.envelopes[card]  # type: ignore[index]
        drawn = EnvelopeDrawn(seat, envelope.title, envelope.kind.title)
        return [drawn, *self.check_corruption()]

    def check_corruption(self) -> list[Event]:
        """After an envelope is drawn or played: the most envelopes take the token; on a tie
        the holder keeps it if tied, else chooses whom among the tied to give it to."""
        counts = [self.envelope_count(p) for p in range(self.n)]
        most = max(counts)
        tied = [p for p in range(self.n) if counts[p] == most]
        if self.corruption in tied or (self.corruption == NOBODY and most == 0):
            return []
        if len(tied) == 1 or self.corruption == NOBODY:
            return self.give_corruption(tied[0])
        self.queue.insert(0, GiveCorruption(self.corruption))
        return []

    def give_corruption(self, seat: int) -> list[Event]:
        self.corruption = seat
        return [Corruption(seat), *self.check_end()]

    def tied_for_corruption(self) -> list[int]:
        counts = [self.envelope_count(p) for p in range(self.n)]
        return [p for p in range(self.n) if counts[p] == max(counts)]

    # -- the end ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.winner != NOBODY

    def over_prompt(self) -> str:
        return "The game is over."

    def result(self) -> PRResult | None:
        if not self.is_over():
            return None
        totals = tuple(self.total(p) for p in range(self.n))
        reason = (
            f"with {totals[self.winner]} VP after day {self.day}, the last day"
            if self.day_limit_reached
            else f"with {totals[self.winner]} VP on day {self.day}"
        )
        tallies = (
            Tally("Filled VP", tuple(str(v) for v in self.vp)),
            Tally("Position", tuple(str(p) for p in self.position)),
            Tally("Popularity", tuple(str(p) for p in self.popularity)),
            Tally("Cameras", tuple(str(c) for c in self.cameras)),
            Tally(
                "Claims kept",
                tuple(f"{k}/{m}" for k, m in zip(self.claims_kept, self.claims_made, strict=True)),
            ),
        )
        return PRResult(
            (self.winner,),
            totals,
            reason,
            details={"start_position": list(self.start_position)},
            tallies=tallies,
            score_label="VP",
        )


@dataclass(frozen=True)
class PRResult(GameResult):
    def notes(self, names: Sequence[str]) -> list[str]:
        return [
            "VP counts the filled points, the medal (the President's) and the corruption token."
        ]


class President:
    """The rules entry for President."""

    id = "president"
    title = "President"
    version = 1
    kind = GameKind(Information.IMPERFECT, Moves.SIMULTANEOUS, chance=True)
    min_players = 3
    max_players = 10
    options = (
        OptionSpec(
            "claims",
            "Claims before planning",
            (True, False),
            True,
            "Each animal may post one public, non-binding claim a day; the log marks it "
            "kept or broken. Bots read them (they cannot hear table talk). On by default "
            "when a computer sits at the table; people alone can talk.",
            default_all_people=False,
        ),
        OptionSpec(
            "standing_cameras",
            "Standing cameras",
            (False, True),
            False,
            "Every animal holding cameras scores them at every press conference, not only "
            "on a day it played Camera. Off by default: in small games four cameras would "
            "make a runaway engine.",
        ),
    )
    action_types = ACTION_TYPES

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> PRState:
        return PRState(num_players, seed, options)

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
