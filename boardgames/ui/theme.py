"""Colours and sizes in one place, so every scene looks like the same app.

Player colours come from the Okabe-Ito palette (safe for the common kinds of
colour blindness) and every player also has a letter, so colour is never the
only signal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardgames.games.hooks import SeatLook

Colour = tuple[int, int, int]

BACKGROUND: Colour = (24, 30, 44)
PANEL: Colour = (36, 44, 62)
PANEL_EDGE: Colour = (70, 82, 108)
TEXT: Colour = (236, 238, 242)
TEXT_DIM: Colour = (160, 170, 188)
ACCENT: Colour = (245, 197, 66)
FOCUS: Colour = (255, 255, 255)
DANGER: Colour = (230, 90, 80)
SEA: Colour = (30, 52, 78)
LAND: Colour = (214, 206, 186)
LAND_INERT: Colour = (120, 122, 120)
BORDER: Colour = (60, 62, 70)
SWING: Colour = (150, 150, 160)
CELL_FACT: Colour = (48, 56, 76)


@dataclass(frozen=True)
class PlayerStyle:
    """How a player is shown: a fill colour, a darker edge, and a letter."""

    name: str
    colour: Colour
    dark: Colour
    letter: str


SAFE_PALETTE: tuple[PlayerStyle, ...] = (
    PlayerStyle("Blue", (0, 114, 178), (0, 70, 110), "B"),
    PlayerStyle("Orange", (230, 159, 0), (150, 100, 0), "O"),
    PlayerStyle("Green", (0, 158, 115), (0, 95, 70), "G"),
    PlayerStyle("Vermillion", (213, 94, 0), (140, 60, 0), "V"),
    PlayerStyle("Purple", (204, 121, 167), (130, 70, 105), "P"),
    PlayerStyle("Sky", (86, 180, 233), (40, 110, 150), "S"),
)

CLASSIC_PALETTE: tuple[PlayerStyle, ...] = (
    PlayerStyle("Blue", (40, 90, 200), (20, 50, 130), "B"),
    PlayerStyle("Red", (200, 50, 50), (120, 25, 25), "R"),
    PlayerStyle("Green", (40, 150, 60), (20, 90, 35), "G"),
    PlayerStyle("Yellow", (225, 200, 40), (140, 120, 20), "Y"),
    PlayerStyle("Purple", (130, 70, 170), (80, 40, 110), "P"),
    PlayerStyle("Teal", (30, 160, 160), (15, 95, 95), "T"),
)


def palette(colour_blind_safe: bool) -> tuple[PlayerStyle, ...]:
    return SAFE_PALETTE if colour_blind_safe else CLASSIC_PALETTE


def seat_styles(
    colours: Sequence[int], colour_blind_safe: bool, own: Sequence[SeatLook] = ()
) -> list[PlayerStyle]:
    """Each seat's look: the game's own for seat i where it has one (``GameHooks.seat_looks``),
    else the colour chosen for the seat from the player palette."""
    chosen = palette(colour_blind_safe)
    looks = [(look.safe or look) if colour_blind_safe else look for look in own]
    return [
        PlayerStyle(
            looks[i].name, looks[i].colour, blend(looks[i].colour, (0, 0, 0), 0.4), looks[i].letter
        )
        if i < len(looks)
        else chosen[c % len(chosen)]
        for i, c in enumerate(colours)
    ]


def blend(a: Colour, b: Colour, amount: float) -> Colour:
    """Mix two colours: 0 gives a, 1 gives b."""
    return (
        int(a[0] + (b[0] - a[0]) * amount),
        int(a[1] + (b[1] - a[1]) * amount),
        int(a[2] + (b[2] - a[2]) * amount),
    )


def brightness(colour: Colour) -> float:
    """How light a colour looks, 0-255 (the eye weighs green most, blue least)."""
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def readable_on(colour: Colour) -> Colour:
    """Black or white text, whichever reads better on the given fill."""
    return (20, 20, 24) if brightness(colour) > 150 else (250, 250, 250)
