"""Electoral Dice's two moves, each a small frozen dataclass that saves as a dict."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.protocol import Action


@dataclass(frozen=True, slots=True)
class Contest(Action):
    """Choose the state to contest (a Locked State of your own, or a Swing State)."""

    kind = "contest"
    state: str


@dataclass(frozen=True, slots=True)
class Throw(Action):
    """Throw the two dice for the state being contested."""

    kind = "throw"


THROW = Throw()
ACTION_TYPES: tuple[type[Action], ...] = (Contest, Throw)
