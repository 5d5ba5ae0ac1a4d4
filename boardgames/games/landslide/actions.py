"""Landslide's actions: small frozen records of plain values, made once where fixed.

Bids are made once per amount (``bid``), because an auction lists up to a few
hundred of them at every position of every playout.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.protocol import Action


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the die and move (after any Politics cards before the roll)."""

    kind = "ls-roll"


@dataclass(frozen=True, slots=True)
class RollForMe(Action):
    """Roll now, and from now on have the die rolled at once when there is nothing to play."""

    kind = "ls-roll-for-me"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Play no more Politics cards this turn."""

    kind = "ls-end-turn"


@dataclass(frozen=True, slots=True)
class PlayPolitics(Action):
    """Play a held Politics card on one's own turn; ``target`` is its declared choice
    (a state code, a track space, a seat or a deck; empty when the card needs none)."""

    kind = "ls-play"
    card: int
    target: str = ""


@dataclass(frozen=True, slots=True)
class NoObjection(Action):
    """Let the announced action go ahead (a Stop window)."""

    kind = "ls-no-objection"


@dataclass(frozen=True, slots=True)
class Object(Action):
    """Ask to play a Stop: the holder then chooses the card in private, or backs out."""

    kind = "ls-object"


@dataclass(frozen=True, slots=True)
class PlayStop(Action):
    """Play this Stop card against the action on the table."""

    kind = "ls-stop"
    card: int


@dataclass(frozen=True, slots=True)
class BackOut(Action):
    """Having asked to object, play no Stop after all."""

    kind = "ls-back-out"
    declined: bool = False


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass in an auction (one may bid again after a new raise)."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid this many popular votes."""

    kind = "ls-bid"
    amount: int


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Pay a won bid with these Vote-card values and these states (by postal code)."""

    kind = "ls-pay"
    votes: tuple[int, ...]
    states: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Contest(Action):
    """Name the state to put to an Open Ballot."""

    kind = "ls-contest"
    state: str


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Hold no Open Ballot after all."""

    kind = "ls-decline"
    held: bool = False


@dataclass(frozen=True, slots=True)
class FlyTo(Action):
    """Fly to this track space."""

    kind = "ls-fly"
    space: int


@dataclass(frozen=True, slots=True)
class ChooseDeck(Action):
    """Draw from this State deck (its own is empty, or a card lets you choose)."""

    kind = "ls-deck"
    deck: str


@dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """As Favorite Son, take the visitor's Vote card under this face-down back (0 first)."""

    kind = "ls-take-back"
    back: int


@dataclass(frozen=True, slots=True)
class Forfeit(Action):
    """Overbid penalty: give up this state (by postal code), one of the tied most valuable."""

    kind = "ls-forfeit"
    state: str


@dataclass(frozen=True, slots=True)
class Reorder(Action):
    """Put peeked cards back: ``order`` lists their positions, the new top card first."""

    kind = "ls-order"
    order: tuple[int, ...]


ROLL = Roll()
ROLL_FOR_ME = RollForMe()
END_TURN = EndTurn()
NO_OBJECTION = NoObjection()
OBJECT = Object()
BACK_OUT = BackOut()
PASS = Pass()
DECLINE = Decline()

_BIDS: dict[int, Bid] = {}


def bid(amount: int) -> Bid:
    """The one Bid action for this amount."""
    made = _BIDS.get(amount)
    if made is None:
        made = _BIDS[amount] = Bid(amount)
    return made


ACTION_TYPES: tuple[type[Action], ...] = (
    Roll,
    RollForMe,
    EndTurn,
    PlayPolitics,
    NoObjection,
    Object,
    PlayStop,
    BackOut,
    Pass,
    Bid,
    Pay,
    Contest,
    Decline,
    FlyTo,
    ChooseDeck,
    TakeBack,
    Forfeit,
    Reorder,
)
