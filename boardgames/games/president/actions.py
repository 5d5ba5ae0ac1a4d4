"""President's actions: what a seat may submit, as plain frozen dataclasses.

Action cards, guesses and names are given by their index in ``ACTIONS`` (the
rulebook's order); animals by seat. Fixed actions are made once here, since
option lists are built for every position of every playout.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.protocol import Action
from boardgames.games.president.vocabulary import ACTIONS

PROMOTION, INTERVIEW, HOLIDAYS, CAMERA, DEAL, ENVELOPE, SLANDER = range(len(ACTIONS))
NO_CLAIM = (-1, -1)
MAX_SEATS = 10
ENVELOPE_CARDS = 30


@dataclass(frozen=True, slots=True)
class Plan(Action):
    """Commit one action card from the hand, face down (the sealed planning)."""

    kind = "pr-plan"
    card: int


@dataclass(frozen=True, slots=True)
class Name(Action):
    """Keep Your Word: say aloud which action one will play (lying allowed)."""

    kind = "pr-name"
    card: int


@dataclass(frozen=True, slots=True)
class Guess(Action):
    """A slanderer names the action it thinks its target will reveal."""

    kind = "pr-guess"
    card: int


@dataclass(frozen=True, slots=True)
class OpenEnvelope(Action):
    """Play one envelope card (its number in the data, 0-based) before the reveal."""

    kind = "pr-envelope"
    card: int


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Choose an animal by seat: a Promotion, Slander, camera, swap or corruption target."""

    kind = "pr-pick"
    seat: int


@dataclass(frozen=True, slots=True)
class Recover(Action):
    """Take one action card back from one's pile into the hand."""

    kind = "pr-recover"
    card: int


@dataclass(frozen=True, slots=True)
class Lift(Action):
    """Alibi: take the Slander laid ``index``-th on one's board off it."""

    kind = "pr-lift"
    index: int


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """A public, non-binding claim before planning: ``said`` is WILL_PLAY or WONT_PLAY
    (``value`` a card), WILL_SLANDER (``value`` a seat) or DEAL_WANTED ("Deal? — looking
    for a partner", ``value`` the Deal card)."""

    kind = "pr-claim"
    said: int
    value: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Play no (more) envelopes this turn, or make no claim today."""

    kind = "pass"


ACTION_TYPES: tuple[type[Action], ...] = (
    Claim,
    Plan,
    Name,
    Guess,
    OpenEnvelope,
    Pick,
    Recover,
    Lift,
    Pass,
)

PLANS = tuple(Plan(card) for card in range(len(ACTIONS)))
NAMES = tuple(Name(card) for card in range(len(ACTIONS)))
GUESSES = tuple(Guess(card) for card in range(len(ACTIONS)))
RECOVERS = tuple(Recover(card) for card in range(len(ACTIONS)))
ENVELOPES = tuple(OpenEnvelope(card) for card in range(ENVELOPE_CARDS))
PICKS = tuple(Pick(seat) for seat in range(MAX_SEATS))
LIFTS = tuple(Lift(index) for index in range(2 * MAX_SEATS))
PASS = Pass()
WILL_PLAY, WONT_PLAY, WILL_SLANDER, DEAL_WANTED = range(4)
CLAIMS = tuple(tuple(Claim(said, value) for value in range(MAX_SEATS)) for said in range(4))
LOOKING_FOR_DEAL = CLAIMS[DEAL_WANTED][DEAL]
