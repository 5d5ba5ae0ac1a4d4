"""Corrupt Bargain's fixed facts: the 1824 board, the Event track, round counts, supplies.

State names, votes and regions come from the era data (``us-1824.yaml``) so the
rules, the map and the cards all agree on one source.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import cache
from types import MappingProxyType

from boardgames.core.data import Node
from boardgames.core.eras import Era, load_era
from boardgames.games.corrupt_bargain.cards import LEGISLATURE_STATES, Decks, load_decks
from boardgames.games.corrupt_bargain.map_facts import ERA_ID  # one source for the era's id
from boardgames.resources import data_dir

STATES_TO_WIN_CONTINGENT = 13
SUPPLY = 40  # cubes and octagons per player
CYLINDERS = 12
LOCKDOWN_SET = 3
ROUNDS = {2: 16, 3: 13, 4: 10}
NEW_YORK = "NY"
NY_FIRST, NY_SECOND = 26, 10


class Token(StrEnum):
    """The two kinds of token (str values: they appear in saved actions)."""

    CUBE = "cube"
    OCTAGON = "octagon"


class Deck(StrEnum):
    """The three decks, one spelling everywhere (saves hold the value)."""

    EVENT = "event"
    POPULACE = "populace"
    POLITICIAN = "politician"


PUSH_DECKS = (Deck.POPULACE, Deck.POLITICIAN)  # the Final Push cards a hand holds


class Phase(Enum):
    CAMPAIGN = "campaign"
    FINAL_PUSH = "final push"
    OVER = "over"


class Act(StrEnum):
    """The five campaign actions (str values: they appear in saved actions)."""

    SUPPORT = "support"
    POPULAR = "popular"
    BACKROOMS = "backrooms"
    GOTV = "gotv"
    INTRIGUE = "intrigue"


CUBE, OCTAGON = Token.CUBE, Token.OCTAGON
SUPPORT, POPULAR, BACKROOMS, GOTV = Act.SUPPORT, Act.POPULAR, Act.BACKROOMS, Act.GOTV
TOKENS = {token.value: token for token in Token}  # Token by its value, without the Enum call

# The Event card track, top to bottom: (action points, insight).
TRACK = ((3, False), (2, True), (2, False), (1, True), (1, False), (0, False))
QUICK_PLAY_AP = 2

ACTIONS = tuple(Act)
ACTION_NAMES = {
    Act.SUPPORT: "Campaign for Political Support",
    Act.POPULAR: "Campaign for Popular Votes",
    Act.BACKROOMS: "Work the Back Rooms",
    Act.GOTV: "Get Out the Vote",
    Act.INTRIGUE: "Political Intrigue",
}
ACTION_HINTS = {  # what each action does, in a few words
    Act.SUPPORT: "+1 octagon in any state",
    Act.POPULAR: "+1 cube in a popular-vote state",
    Act.BACKROOMS: "draw 4 Politician cards, keep 1",
    Act.GOTV: "draw 4 Populace cards, keep 1",
    Act.INTRIGUE: "-1 own octagon, -2 of a rival's",
}
# Back Rooms and Get Out the Vote: the deck drawn from.
DRAW_DECK = {Act.BACKROOMS: Deck.POLITICIAN, Act.GOTV: Deck.POPULACE}
DRAW_FOR_ACTION = 4  # cards drawn by Work the Back Rooms / Get Out the Vote; one is kept

CANDIDATES = ("Adams", "Jackson", "Crawford", "Clay")
# Historical Start: (state, cubes, octagons) for each candidate, in the rulebook's order.
HISTORICAL_START: dict[str, tuple[tuple[str, int, int], ...]] = {
    "Adams": (("MA", 1, 2), ("ME", 1, 0), ("CT", 1, 0), ("RI", 1, 0), ("NH", 1, 0)),
    "Jackson": (("TN", 2, 1), ("SC", 0, 1), ("AL", 1, 0), ("PA", 1, 0), ("NC", 1, 0)),
    "Crawford": (("VA", 1, 2), ("GA", 0, 2), ("NC", 1, 1)),
    "Clay": (("OH", 1, 2), ("KY", 1, 2), ("IN", 0, 1)),
}


@dataclass(frozen=True)
class CBBoard:
    """What the rules need to know about the map and the cards; shared and immutable."""

    states: tuple[str, ...]
    names: Mapping[str, str]
    ev: Mapping[str, int]
    region_of: Mapping[str, str]
    regions: Mapping[str, tuple[str, ...]]
    legislature: frozenset[str]
    decks: Decks
    total_ev: int
    majority: int
    map_file: str

    def cards(self, deck: Deck) -> tuple[int, ...]:
        """Every card number of a deck."""
        return tuple(range(1, len(self.deck_cards(deck)) + 1))

    def deck_cards(self, deck: Deck) -> tuple:  # type: ignore[type-arg]
        if deck == Deck.EVENT:
            return self.decks.events
        return self.decks.populace if deck == Deck.POPULACE else self.decks.politicians

    def decided_by_octagons(self, state: str) -> bool:
        return state in self.legislature


def _check_era_fits(era: Era) -> None:
    """Refuse an era file that validates on its own but lacks what these rules rely on."""
    where = Node(data_dir() / "eras" / f"{ERA_ID}.yaml", None)
    named = {
        NEW_YORK,
        *LEGISLATURE_STATES,
        *(s for start in HISTORICAL_START.values() for s, *_ in start),
    }
    missing = sorted(named - set(era.states))
    if missing:
        raise where.child("states", None).fail(
            f"Corrupt Bargain needs the states {', '.join(missing)}, which are missing"
        )
    unplaced = sorted(set(era.states) - {code for m in era.regions.values() for code in m})
    if unplaced:
        raise where.child("regions", None).fail(f"{', '.join(unplaced)} belong to no region")
    if era.states[NEW_YORK].ev != NY_FIRST + NY_SECOND:
        raise (
            where.child("states", None)
            .child(NEW_YORK, None)
            .child("ev", None)
            .fail(
                f"the rules split New York's votes {NY_FIRST} + {NY_SECOND}, so it must have "
                f"{NY_FIRST + NY_SECOND}"
            )
        )


@cache
def load_board() -> CBBoard:
    """The board and decks, loaded and checked once.

    Raises DataError naming the file and the place in it if the era data or a
    card deck is damaged, so a caller (``simulate``, the app's Start button)
    can show one line instead of a traceback.
    """
    era = load_era(ERA_ID)
    _check_era_fits(era)
    region_of = {code: region for region, members in era.regions.items() for code in members}
    return CBBoard(
        states=tuple(era.states),
        names=MappingProxyType({code: info.name for code, info in era.states.items()}),
        ev=MappingProxyType({code: info.ev for code, info in era.states.items()}),
        region_of=MappingProxyType(region_of),
        regions=era.regions,
        legislature=LEGISLATURE_STATES,
        decks=load_decks(),
        total_ev=era.total_ev,
        majority=era.majority or era.total_ev // 2 + 1,
        map_file=era.map_file,
    )
