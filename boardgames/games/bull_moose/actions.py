"""Bull Moose's actions: small frozen values, the fixed ones made once (options are listed often)."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.protocol import Action

VALUE, TRAIN, TEXT = "value", "train", "text"
MODES = (VALUE, TRAIN, TEXT)


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Keep these four of the eight drawn cards (the other four go back on top)."""

    kind = "bm-keep"
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card from the hand: for its value, as an Express Train, or for its text."""

    kind = "bm-play"
    card: int
    mode: str


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the token one step to a neighbouring state."""

    kind = "bm-move"
    state: str


@dataclass(frozen=True, slots=True)
class PaidMove(Move):
    """A step paid with the card's own points, keeping Barnstorming's free moves for later
    (a plain ``Move`` spends a free move first)."""

    kind = "bm-paid-move"


@dataclass(frozen=True, slots=True)
class Jump(Action):
    """Go by rail from one hub to another (Express Train or Rail Pass)."""

    kind = "bm-jump"
    state: str


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put one cube in an electoral unit (a state, or one of California's boxes)."""

    kind = "bm-place"
    unit: str


@dataclass(frozen=True, slots=True)
class PlaceBox(Action):
    """Put one cube in the Press or Senator box."""

    kind = "bm-box"
    box: str


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take one point of ``owner``'s from a unit (attack, reposition, Prohibition move)."""

    kind = "bm-take"
    unit: str
    owner: int


@dataclass(frozen=True, slots=True)
class EndCard(Action):
    """Stop using the card (unused points are lost) or decline an ability."""

    kind = "pass"


END = EndCard()
MOVES: dict[str, Move] = {}
PAID_MOVES: dict[str, PaidMove] = {}
JUMPS: dict[str, Jump] = {}
PLACES: dict[str, Place] = {}
BOXES = {box: PlaceBox(box) for box in ("press", "senator")}


PLAYS: dict[tuple[int, str], PlayCard] = {}


def play_card(card: int, mode: str) -> PlayCard:
    found = PLAYS.get((card, mode))
    if found is None:
        found = PLAYS[(card, mode)] = PlayCard(card, mode)
    return found


def move(state: str) -> Move:
    found = MOVES.get(state)
    if found is None:
        found = MOVES[state] = Move(state)
    return found


def paid_move(state: str) -> PaidMove:
    found = PAID_MOVES.get(state)
    if found is None:
        found = PAID_MOVES[state] = PaidMove(state)
    return found


def jump(state: str) -> Jump:
    found = JUMPS.get(state)
    if found is None:
        found = JUMPS[state] = Jump(state)
    return found


def place(unit: str) -> Place:
    found = PLACES.get(unit)
    if found is None:
        found = PLACES[unit] = Place(unit)
    return found


ACTION_TYPES: tuple[type[Action], ...] = (
    Keep,
    PlayCard,
    Move,
    PaidMove,
    Jump,
    Place,
    PlaceBox,
    Take,
    EndCard,
)
