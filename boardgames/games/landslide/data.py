"""Landslide's content: state cards, Vote cards, Politics cards, the board track, the Homes.

Everything lives in one YAML file, ``landslide.yaml`` beside this module (its
format is ``VOCABULARY.md``). It is read with the project's safe YAML loader
(``core.data``: no Python objects, no repeated keys) and checked once, here,
into frozen dataclasses, so that the rules engine can trust every
lookup and a mistake in the file names the file, the place in it and the
problem, e.g. ``landslide.yaml: decks.East.states.NH.pv: ...``.

State names and electoral votes come from the era file (``us-1972``); this file
adds what only Landslide has: each state card's deck and popular-vote value.
Pure Python, no display code.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import MappingProxyType

from boardgames.core.data import DataError, Node, load_document
from boardgames.core.eras import Era, load_era
from boardgames.games.landslide.politics import PoliticsCard, parse_card

__all__ = [
    "DATA_FILE",
    "GAME_ID",
    "SPACE_KINDS",
    "SPACE_NAMES",
    "DataError",
    "Deck",
    "LandslideData",
    "PoliticsCard",
    "Space",
    "StateCard",
    "TableRules",
    "check_document",
    "load_landslide",
    "parse_landslide",
]

DATA_FILE = Path(__file__).resolve().parent / "landslide.yaml"
GAME_ID = "landslide"

# Component counts from the published game [NOTES]; the track length is the spec's draft.
STATE_CARDS = 51
VOTE_CARDS = 35
POLITICS_CARDS = 20
TRACK_SPACES = 44
SIDE = TRACK_SPACES // 4  # a corner Home and the spaces up to the next corner
SEAT_COUNTS = (2, 3, 4)

PV_UNIT = 100_000  # popular votes are rounded up to this (spec §2.5)
RULEBOOK_PV = {"NH": 400_000}  # the rulebook's only popular-vote figure
VOTE_RANGE = (250_000, 5_000_000)  # Vote-card denominations [NOTES]

HOME = "home"
STATE = "state"
# Each kind of track space and its name on the board.
SPACE_NAMES: Mapping[str, str] = MappingProxyType(
    {
        HOME: "Home",
        STATE: "State",
        "open_ballot": "Open Ballot",
        "secret_ballot": "Secret Ballot",
        "politics": "Politics",
        "win_votes": "Win Votes",
        "fly_anywhere": "Fly Anywhere",
    }
)
SPACE_KINDS = tuple(SPACE_NAMES)


@dataclass(frozen=True)
class StateCard:
    """One State card: what the era says about the state, plus its deck and money value."""

    code: str
    name: str
    ev: int
    deck: str
    turnout: int  # presidential votes cast in the state in 1972
    pv: int  # the card's popular-vote value in bidding: turnout rounded up to 100,000


@dataclass(frozen=True)
class Deck:
    """A regional State deck, in the order the file lists its cards."""

    name: str
    colour: str
    states: tuple[str, ...]


@dataclass(frozen=True)
class Space:
    """One space of the track, numbered clockwise from 0 (the first Home)."""

    index: int
    kind: str
    region: str  # the section's colour; a State space draws from this deck

    @cached_property
    def label(self) -> str:
        """The space's name on the board, e.g. "State (South)" or "Open Ballot" (kept once
        worked out: every move's event names the space landed on)."""
        name = SPACE_NAMES[self.kind]
        return f"{name} ({self.region})" if self.kind in (HOME, STATE) else name


@dataclass(frozen=True)
class TableRules:
    """The numbers of the rules, kept as data so tuning them needs no code change."""

    deal: int  # Vote cards dealt to each player [RB]
    min_bid: int  # the lowest opening bid [RB]
    bid_step: int  # every bid is a multiple of this [NOTES]
    overbid_margin: int  # how far a bid may exceed the bidder's holdings (LS-A11)
    pass_home: int  # Vote cards for passing your own Home [RB]
    land_home: int  # Vote cards for landing on it, instead of pass_home [RB]
    win_votes: int  # Vote cards for a Win Votes space [RB]
    round_limit: int  # the game also ends after this many rounds (a table rule: see texts.py)


@dataclass(frozen=True)
class LandslideData:
    """The whole validated data file."""

    path: str
    era: str
    rules: TableRules
    homes: Mapping[int, tuple[str, ...]]  # seat count -> Home regions taken, clockwise
    decks: Mapping[str, Deck]  # in the file's order
    states: Mapping[str, StateCard]
    vote_cards: tuple[int, ...]  # every Vote card's value, smallest first
    politics: tuple[PoliticsCard, ...]
    track: tuple[Space, ...]

    @property
    def total_votes(self) -> int:
        """All the Vote-card money in the game."""
        return sum(self.vote_cards)

    def home_index(self, region: str) -> int:
        """The track index of a region's Home corner."""
        for space in self.track:
            if space.kind == HOME and space.region == region:
                return space.index
        raise KeyError(region)

    def summary(self) -> str:
        """One line for ``check-data``."""
        stops = sum(card.is_stop for card in self.politics)
        return (
            f"Landslide data, {len(self.states)} state cards in {len(self.decks)} decks, "
            f"{len(self.vote_cards)} Vote cards ({self.total_votes:,} votes), "
            f"{len(self.politics)} Politics cards ({stops} Stops), "
            f"{len(self.track)} track spaces"
        )


# -- loading --------------------------------------------------------------------------------

TOP_KEYS = ("game", "era", "rules", "homes", "decks", "vote_cards", "politics", "track")


def load_landslide(path: str | Path | None = None) -> LandslideData:
    """Load and validate a Landslide data file (default: the shipped ``landslide.yaml``)."""
    return parse_landslide(load_document(DATA_FILE if path is None else path))


def check_document(root: Node) -> str | None:
    """For ``check-data``: a summary if this is a Landslide data file, None if it is not one.

    A file that says ``game: landslide`` but breaks a rule raises DataError.
    """
    if not isinstance(root.value, dict) or root.value.get("game") != GAME_ID:
        return None
    return parse_landslide(root).summary()


def parse_landslide(root: Node) -> LandslideData:
    """Validate a whole document; the first problem found raises DataError naming its place."""
    root.reject_unknown(TOP_KEYS)
    root.get("game").choice([GAME_ID])
    era = _era(root.get("era"))
    rules = _rules(root.get("rules"))
    decks, states = _decks(root.get("decks"), era)
    vote_cards = _vote_cards(root.get("vote_cards"), rules)
    politics = _politics(root.get("politics"))
    track = _track(root.get("track"), decks)
    homes = _homes(root.get("homes"), track)
    return LandslideData(
        path=root.file,
        era=era.id,
        rules=rules,
        homes=MappingProxyType(homes),
        decks=MappingProxyType(decks),
        states=MappingProxyType(states),
        vote_cards=vote_cards,
        politics=politics,
        track=track,
    )


def _era(node: Node) -> Era:
    era_id = node.text()
    try:
        return load_era(era_id)
    except DataError as exc:
        if exc.problem.startswith("no era data"):
            raise node.fail(f"no era named {era_id!r} (expected e.g. us-1972)") from None
        raise


def _rules(node: Node) -> TableRules:
    node.reject_unknown(TableRules.__dataclass_fields__)
    step = node.get("bid_step").integer(1)
    min_bid_node = node.get("min_bid")
    min_bid = min_bid_node.integer(step)
    if min_bid % step:
        raise min_bid_node.fail(f"must be a multiple of bid_step ({step:,})")
    margin_node = node.get("overbid_margin")
    margin = margin_node.integer(0)
    if margin % step:
        raise margin_node.fail(f"must be a multiple of bid_step ({step:,})")
    deal_node = node.get("deal")
    deal = deal_node.integer(1, VOTE_CARDS // max(SEAT_COUNTS))
    return TableRules(
        deal=deal,
        min_bid=min_bid,
        bid_step=step,
        overbid_margin=margin,
        pass_home=node.get("pass_home").integer(0, 5),
        land_home=node.get("land_home").integer(0, 5),
        win_votes=node.get("win_votes").integer(0, 5),
        round_limit=node.get("round_limit").integer(10, 500),
    )


def _decks(node: Node, era: Era) -> tuple[dict[str, Deck], dict[str, StateCard]]:
    decks: dict[str, Deck] = {}
    states: dict[str, StateCard] = {}
    colours: dict[str, str] = {}
    for name, deck_node in node.items():
        deck_node.reject_unknown(["colour", "states"])
        colour_node = deck_node.get("colour")
        colour = colour_node.text()
        if colour in colours:
            raise colour_node.fail(f"colour {colour!r} is already used by deck {colours[colour]}")
        colours[colour] = name
        cards_node = deck_node.get("states")
        members: list[str] = []
        for code, card_node in cards_node.items():
            if code not in era.states:
                raise card_node.fail(f"'{code}' is not a state of {era.id}")
            if code in states:
                raise card_node.fail(f"{code} is already in deck {states[code].deck}")
            states[code] = _state_card(card_node, era, code, name)
            members.append(code)
        if not members:
            raise cards_node.fail("a deck needs at least one state card")
        decks[name] = Deck(name, colour, tuple(members))
    if len(decks) != 4:
        raise node.fail(f"expected the 4 regional decks, got {len(decks)}")
    missing = [code for code in era.states if code not in states]
    if missing:
        raise node.fail(f"every state needs a card in one deck; missing: {' '.join(missing)}")
    if len(states) != STATE_CARDS:
        raise node.fail(f"expected {STATE_CARDS} state cards, got {len(states)}")
    return decks, states


def _state_card(node: Node, era: Era, code: str, deck: str) -> StateCard:
    node.reject_unknown(["turnout", "pv"])
    turnout = node.get("turnout").integer(1)
    pv_node = node.get("pv")
    pv = pv_node.integer(PV_UNIT)
    if pv % PV_UNIT:
        raise pv_node.fail(f"must be a whole multiple of {PV_UNIT:,}, got {pv:,}")
    derived = math.ceil(turnout / PV_UNIT) * PV_UNIT
    if pv != derived:
        raise pv_node.fail(
            f"the 1972 turnout {turnout:,} rounds up to {derived:,}, not {pv:,} "
            f"(pv is the turnout rounded up to the next {PV_UNIT:,})"
        )
    if code in RULEBOOK_PV and pv != RULEBOOK_PV[code]:
        raise pv_node.fail(f"the rulebook gives {code} {RULEBOOK_PV[code]:,}, not {pv:,}")
    info = era.states[code]
    return StateCard(code, info.name, info.ev, deck, turnout, pv)


def _vote_cards(node: Node, rules: TableRules) -> tuple[int, ...]:
    low, high = VOTE_RANGE
    values: list[int] = []
    seen: set[int] = set()
    for entry in node.sequence():
        entry.reject_unknown(["value", "count"])
        value_node = entry.get("value")
        value = value_node.integer()
        if not low <= value <= high:
            raise value_node.fail(f"Vote cards run from {low:,} to {high:,}, got {value:,}")
        if value % rules.bid_step:
            raise value_node.fail(
                f"must be a multiple of the bid step ({rules.bid_step:,}), got {value:,}"
            )
        if value in seen:
            raise value_node.fail(f"{value:,} is listed twice; give it one count")
        seen.add(value)
        values += [value] * entry.get("count").integer(1)
    if len(values) != VOTE_CARDS:
        raise node.fail(f"expected {VOTE_CARDS} Vote cards in all, got {len(values)}")
    return tuple(sorted(values))


def _politics(node: Node) -> tuple[PoliticsCard, ...]:
    cards: list[PoliticsCard] = []
    ids: dict[str, int] = {}
    titles: dict[str, int] = {}
    for index, card_node in enumerate(node.sequence()):
        card = parse_card(card_node)
        if card.id in ids:
            raise card_node.child("id", card.id).fail(
                f"id {card.id!r} is already used by politics[{ids[card.id]}]"
            )
        if card.title in titles:
            raise card_node.child("title", card.title).fail(
                f"title {card.title!r} is already used by politics[{titles[card.title]}]"
            )
        ids[card.id] = titles[card.title] = index
        cards.append(card)
    if len(cards) != POLITICS_CARDS:
        raise node.fail(f"expected {POLITICS_CARDS} Politics cards, got {len(cards)}")
    return tuple(cards)


def _track(node: Node, decks: Mapping[str, Deck]) -> tuple[Space, ...]:
    entries = node.sequence()
    if len(entries) != TRACK_SPACES:
        raise node.fail(f"expected {TRACK_SPACES} spaces, got {len(entries)}")
    spaces: list[Space] = []
    homes: dict[str, int] = {}
    for index, entry in enumerate(entries):
        entry.reject_unknown(["kind", "region"])
        kind_node = entry.get("kind")
        kind = kind_node.choice(SPACE_KINDS)
        region = entry.get("region").choice(decks)
        corner = index % SIDE == 0
        if corner and kind != HOME:
            raise kind_node.fail(f"space {index} is a corner, so it must be a home")
        if kind == HOME:
            if not corner:
                corners = ", ".join(str(i) for i in range(0, TRACK_SPACES, SIDE))
                raise kind_node.fail(f"Homes sit on the corners ({corners}), not on {index}")
            if region in homes:
                raise entry.child("region", region).fail(
                    f"{region} already has its Home at space {homes[region]}"
                )
            homes[region] = index
        spaces.append(Space(index, kind, region))
    with_state = Counter(space.region for space in spaces if space.kind == STATE)
    for region in decks:
        if not with_state[region]:
            raise node.fail(f"no State space draws from the {region} deck")
    return tuple(spaces)


def _homes(node: Node, track: tuple[Space, ...]) -> dict[int, tuple[str, ...]]:
    corner_of = {space.region: space.index for space in track if space.kind == HOME}
    homes: dict[int, tuple[str, ...]] = {}
    for key, entry in node.items():
        if not key.isdigit() or int(key) not in SEAT_COUNTS:
            raise entry.fail(f"keys are seat counts, {', '.join(map(str, SEAT_COUNTS))}")
        seats = int(key)
        regions = tuple(item.choice(corner_of) for item in entry.sequence())
        if len(regions) != seats or len(set(regions)) != seats:
            raise entry.fail(f"{seats} seats take {seats} different Home corners")
        corners = [corner_of[region] for region in regions]
        if corners != sorted(corners):
            raise entry.fail("seats take the corners clockwise, in board order")
        if seats == 2 and corners[1] - corners[0] != TRACK_SPACES // 2:
            raise entry.fail("two players take opposite corners (LS-A1)")
        homes[seats] = regions
    missing = [str(n) for n in SEAT_COUNTS if n not in homes]
    if missing:
        raise node.fail(f"missing the Homes for {' and '.join(missing)} seats")
    return dict(sorted(homes.items()))


def check_map(path: Path, kind: str) -> str | None:
    """check-data's hook for Tiled files: the Landslide track board, checked against its YAML."""
    from boardgames.games.landslide.track_tmx import BOARD_KIND, parse_track_board

    if kind != BOARD_KIND:
        return None
    return parse_track_board(path).summary()


def data_files() -> list[Path]:
    """The shipped Landslide files, for ``selftest``."""
    from boardgames.resources import maps_dir

    return [DATA_FILE, maps_dir() / "landslide-board.tmx"]
