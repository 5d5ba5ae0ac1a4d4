"""Corrupt Bargain's decisions, each a small frozen dataclass that saves as a dict."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.protocol import Action


@dataclass(frozen=True, slots=True)
class Lockdown(Action):
    """Turn in three Event cards of one suit to lock a state down."""

    kind = "lockdown"
    state: str
    suit: str


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline an optional step (no Lockdown now; no more actions this turn)."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class TakeEvent(Action):
    """Take the Event card in a track slot (0 = 3 AP at the top ... 5 = 0 AP)."""

    kind = "take-event"
    slot: int


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put one token (the kind the current step asks for) in a state."""

    kind = "place"
    state: str


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """Take one token of ``token`` kind belonging to ``owner`` out of a state."""

    kind = "remove"
    state: str
    owner: int
    token: str


@dataclass(frozen=True, slots=True)
class ChooseAction(Action):
    """Spend one action point on an action not yet taken this turn."""

    kind = "choose-action"
    action: str


@dataclass(frozen=True, slots=True)
class Intrigue(Action):
    """Political Intrigue: in a state where you have an octagon, against one opponent."""

    kind = "intrigue"
    state: str
    rival: int


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Keep one of the cards drawn (the others go back)."""

    kind = "keep"
    deck: str
    number: int


@dataclass(frozen=True, slots=True)
class InsightFrom(Action):
    """Insight: draw two cards at random from this opponent's hand."""

    kind = "insight-from"
    rival: int


@dataclass(frozen=True, slots=True)
class InsightDraw(Action):
    """Insight when no opponent holds two cards: draw one from a deck."""

    kind = "insight-draw"
    deck: str


@dataclass(frozen=True, slots=True)
class KeepEvent(Action):
    """Quick Play: keep one of the two Event cards drawn."""

    kind = "keep-event"
    number: int


@dataclass(frozen=True, slots=True)
class UseEvents(Action):
    """Quick Play: play the kept card's events (True) or take a third action (False)."""

    kind = "use-events"
    use: bool


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Final Push: play a Populace or Politician card from your hand."""

    kind = "play-card"
    deck: str
    number: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Lockdown,
    Pass,
    TakeEvent,
    Place,
    Remove,
    ChooseAction,
    Intrigue,
    Keep,
    InsightFrom,
    InsightDraw,
    KeepEvent,
    UseEvents,
    PlayCard,
)
