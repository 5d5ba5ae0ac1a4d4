"""Corrupt Bargain in words and numbers for the screen, without any drawing.

Only the view files (``view.py``, ``view_panels.py``) may import pygame, so what
they show is worked out in this module: who leads each state, the votes if the
election were held now, short card texts, the question of a state's chooser, and the
election count as it is called state by state. Keeping it pure also lets the
tests check it without a display.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.core.protocol import Action, Event
from boardgames.core.words import counted
from boardgames.core.zones import HIDDEN
from boardgames.games.corrupt_bargain.actions import Intrigue, Lockdown, Place, Remove
from boardgames.games.corrupt_bargain.cards import SUIT_NAMES
from boardgames.games.corrupt_bargain.election import Projection, project_college
from boardgames.games.corrupt_bargain.events import (
    CollegeResult,
    ContingentResult,
    ContingentStarted,
    GameWon,
    HouseStateCalled,
    StateCalled,
)
from boardgames.games.corrupt_bargain.model import (
    CUBE,
    NEW_YORK,
    NY_FIRST,
    NY_SECOND,
    CBBoard,
    Phase,
    load_board,
)
from boardgames.games.corrupt_bargain.rules import CBState

DECK_LABELS = {"populace": "Populace", "politician": "Politician", "event": "Event"}


# -- the board ---------------------------------------------------------------------------
def deciding_counts(state: CBState, code: str) -> Sequence[int]:
    """The tokens that carry a state: octagons in legislature states, cubes elsewhere."""
    return state.octagons[code] if code in state.board.legislature else state.cubes[code]


def _unique_top(counts: Sequence[int], among: Sequence[int]) -> int | None:
    best = max((counts[p] for p in among), default=0)
    top = [p for p in among if counts[p] == best]
    return top[0] if best > 0 and len(top) == 1 else None


def leaders(state: CBState) -> dict[str, int]:
    """Each state's outright leader now (ties and empty states lead for no one)."""
    everyone = range(state.n)
    out: dict[str, int] = {}
    for code in state.board.states:
        leader = _unique_top(deciding_counts(state, code), everyone)
        if leader is not None:
            out[code] = leader
    return out


def project(state: CBState) -> Projection:
    """The count if held now, called as the real count calls it, from the public tokens."""
    return project_college(state.board, state.cubes, state.octagons, state.n)


def projected_votes(state: CBState) -> list[int]:
    """Electoral votes if the count were now, tie-breaks included (a card draw counts for none)."""
    return list(project(state).totals)


def settled_line(projection: Projection, code: str, names: Sequence[str]) -> str:
    """How a state with no outright leader would be settled if counted now."""
    if code in projection.to_draw and code not in projection.winners:
        return "Tied to the end: only the Ultimate Tiebreaker (a card draw) would settle it"
    winner, step = projection.winners.get(code), projection.tie_breaks.get(code)
    if winner is not None and step:
        return f"No outright lead: {names[winner]} would win it on {step}"
    return "No one leads (tied or empty)"


Marks = tuple[str, tuple[str, ...], tuple[tuple[str, tuple[int, ...]], ...]]


def board_marks(state: CBState) -> dict[str, Marks]:
    """What stands on each state: its label, its markers (dome, cylinder), token counts.

    Legislature states show octagons only (cubes may never go there).
    """
    board = state.board
    marks: dict[str, Marks] = {}
    for code in board.states:
        legislature = code in board.legislature
        markers = ("dome",) if legislature else ()
        if code in state.locked:
            markers += ("cylinder",)
        octagons = ("octagon", tuple(state.octagons[code]))
        rows = (octagons,) if legislature else ((CUBE, tuple(state.cubes[code])), octagons)
        marks[code] = (f"{code} {board.ev[code]}", markers, rows)
    return marks


# -- cards -------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardText:
    """What a card says, as plain data for the card widgets."""

    deck: str
    number: int
    title: str
    suit: str | None
    short: tuple[str, ...]
    full: tuple[str, ...]
    note: str

    @property
    def caption(self) -> str:
        return SUIT_NAMES[self.suit] if self.suit else DECK_LABELS[self.deck]


def card_text(deck: str, number: int, board: CBBoard | None = None) -> CardText:
    """The text of an Event, Populace or Politician card by deck and number."""
    decks = (board or load_board()).decks
    if deck == "event":
        card = decks.event(number)
        suit: str | None = card.suit
    else:
        card = (decks.populace if deck == "populace" else decks.politicians)[number - 1]
        suit = None
    return CardText(
        deck,
        number,
        card.title,
        suit,
        tuple(e.short() for e in card.effects),
        tuple(e.text() for e in card.effects),
        card.note,
    )


def suit_counts(state: CBState, player: int) -> dict[str, int] | None:
    """Saved Event cards by suit, or None when their suits are hidden (Quick Play)."""
    counts = dict.fromkeys(SUIT_NAMES, 0)
    for number in state.saved[player]:
        if number == HIDDEN:
            return None
        counts[state.board.decks.event(number).suit] += 1
    return counts


# -- choices -----------------------------------------------------------------------------
def action_state(action: Action) -> str | None:
    """The state a choice is made on (so the map can offer it), if any."""
    if isinstance(action, Place | Remove | Intrigue | Lockdown):
        return action.state
    return None


def by_state_of(legal: Sequence[Action]) -> dict[str, list[Action]]:
    """The choices made on the map, grouped by state (in the order the rules list them)."""
    grouped: dict[str, list[Action]] = {}
    for action in legal:
        code = action_state(action)
        if code is not None:
            grouped.setdefault(code, []).append(action)
    return grouped


def chooser_title(action: Action, state: CBState) -> str:
    """The question a state's chooser asks, from the kind of its choices."""
    name = state.board.names[action_state(action) or ""] if action_state(action) else ""
    if isinstance(action, Remove):
        return f"{name}: remove which?"
    if isinstance(action, Intrigue):
        return f"{name}: intrigue against whom?"
    if isinstance(action, Lockdown):
        return f"Lock down {name}: which cards?"
    return f"{name}: choose"


# -- the count ---------------------------------------------------------------------------
@dataclass
class ElectionShow:
    """The election as the audience has seen it so far, fed one event at a time.

    The rules decide the whole count at once; the view feeds the events in as
    it animates them, so the map and the bars climb state by state.
    """

    players: int
    stage: str = ""  # "", "college", "house", "runoff", "done"
    called: dict[str, int] = field(default_factory=dict)
    totals: list[int] = field(default_factory=list)
    ny_second: int | None = None
    house: dict[str, int] = field(default_factory=dict)
    house_tally: list[int] = field(default_factory=list)
    contenders: tuple[int, ...] = ()
    winner: int | None = None
    how: str = ""
    last: str | None = None  # the state called most recently
    version: int = 0  # bumped on every change, so views know when to redraw

    def __post_init__(self) -> None:
        self.totals = [0] * self.players
        self.house_tally = [0] * self.players

    @property
    def started(self) -> bool:
        return bool(self.stage)

    @property
    def in_house(self) -> bool:
        return self.stage in ("house", "runoff") or bool(self.house)

    def feed(self, event: Event) -> bool:
        """Take in one event; returns True when it was part of the count."""
        if isinstance(event, StateCalled):
            self.stage = self.stage or "college"
            if event.place == "second":
                self.ny_second = event.winner
            else:
                self.called[event.state] = event.winner
            self.totals = list(event.totals)
            self.last = event.state
        elif isinstance(event, CollegeResult):
            self.totals = list(event.totals)
            self.last = None
        elif isinstance(event, ContingentStarted):
            self.stage = "runoff" if event.runoff else "house"
            self.contenders = event.contenders
            self.house, self.house_tally = {}, [0] * self.players
            self.last = None
        elif isinstance(event, HouseStateCalled):
            self.house[event.state] = event.winner
            self.house_tally = list(event.tally)
            self.last = event.state
        elif isinstance(event, ContingentResult):
            self.house_tally = list(event.tally)
            self.last = None
        elif isinstance(event, GameWon):
            self.stage, self.winner, self.how, self.last = "done", event.winner, event.how, None
        else:
            return False
        self.version += 1
        return True

    def owners(self) -> dict[str, int]:
        """Who holds each state in the stage being shown (the House vote once it starts)."""
        return dict(self.house) if self.in_house else dict(self.called)


# -- panels and tooltips -----------------------------------------------------------------
Holding = tuple[
    str, str, str, bool
]  # (what: cube, octagon, a deck or a suit; count; tip; starts a group)


def holdings(state: CBState, player: int) -> list[Holding]:
    """A player's supply and cards, as the players' panel lists them."""
    items: list[Holding] = [
        ("cube", str(state.supply[CUBE][player]), "Populace cubes left in supply", False),
        (
            "octagon",
            str(state.supply["octagon"][player]),
            "Politician octagons left in supply",
            False,
        ),
    ]
    for deck in ("populace", "politician"):
        count = len(state.hands[deck][player])
        items.append((deck, str(count), f"{DECK_LABELS[deck]} cards in hand", deck == "populace"))
    suits = suit_counts(state, player)
    if suits is None:
        items.append(("event", str(len(state.saved[player])), "Saved Event cards", True))
        return items
    for index, (suit, count) in enumerate(suits.items()):
        tip = f"Saved {SUIT_NAMES[suit]} Event cards (three of a suit lock a state down)"
        items.append((suit, str(count), tip, index == 0))
    return items


def state_lines(
    state: CBState,
    code: str,
    names: Sequence[str],
    letters: Sequence[str],
    called: int | None = None,
) -> list[str]:
    """Everything about one state for its tooltip: votes, how it is decided, tokens, lead."""
    board = state.board
    legislature = code in board.legislature
    lines = [
        f"{board.names[code]} ({code}): {board.ev[code]} electoral votes, {board.region_of[code]}",
        "Legislature: most octagons wins" if legislature else "Popular vote: most cubes wins",
    ]
    if code == NEW_YORK:
        lines.append(
            f"Split: {NY_FIRST} votes to the leader, {NY_SECOND} to the runner-up by octagons"
        )
    for player, name in enumerate(names):
        cubes = "" if legislature else f"{counted(state.cubes[code][player], 'cube')}, "
        octagons = counted(state.octagons[code][player], "octagon")
        lines.append(f"{letters[player]} {name}: {cubes}{octagons}")
    if code in state.locked:
        lines.append("Locked down: no token may be added or removed.")
    if called is not None:
        lines.append(f"Called for {names[called]}")
    else:
        leader = leaders(state).get(code)
        lines.append(
            f"Leads: {names[leader]}"
            if leader is not None
            else settled_line(project(state), code, names)
        )
    return lines


def call_rows(state: CBState, show: ElectionShow) -> list[tuple[str, str, int | None]]:
    """The count as a list: (state, votes, winner so far) in board order, NY's 2nd place too."""
    owners = show.owners()
    house = show.in_house
    rows: list[tuple[str, str, int | None]] = []
    for code in state.board.states:
        votes = NY_FIRST if code == NEW_YORK else state.board.ev[code]
        rows.append((code, "1" if house else str(votes), owners.get(code)))
        if code == NEW_YORK and not house:
            rows.append((f"{code} 2nd", str(NY_SECOND), show.ny_second))
    return rows


def prompt_text(
    state: CBState, names: Sequence[str], bots: Sequence[int], picked: str | None = None
) -> str:
    """The decision in words, naming who makes it."""
    if state.is_over():
        return "The election is decided."
    mover = min(state.to_move())
    who = names[mover]
    if mover in bots:
        return f"{who} is deciding: {state.prompt()}"
    if picked is not None:
        return f"{who}: {state.board.names[picked]}: choose what to do there."
    return f"{who}: {state.prompt()}"


def empty_hand_text(state: CBState) -> str:
    """What an empty hand says: none collected yet in the campaign, none left after it."""
    if state.phase is Phase.CAMPAIGN:
        return "No Populace or Politician cards yet"
    return "No cards left to play"
