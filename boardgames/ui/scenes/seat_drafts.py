"""The seats being drawn up on the seats screen, and the last table of each game: kept in
the settings when a game starts, and sat again next time if it still fits."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from boardgames.core.protocol import Ruleset
from boardgames.core.record import SaveError, Seat
from boardgames.saves import clean_name
from boardgames.ui import theme

BOT_LEVELS = ("easy", "normal", "hard", "random")


@dataclass
class SeatDraft:
    """One seat as the seats screen draws it up, before the game starts."""

    name: str
    colour: int
    is_bot: bool
    level: str = "normal"
    typed: bool = False  # the player typed this name: switching kind keeps it
    switches: dict[str, bool] = field(default_factory=dict)  # a person's own preferences


def remembered_seats(saved: object, ruleset: Ruleset) -> list[SeatDraft] | None:
    """The seats of a remembered table, or None unless they are a table this game can
    start: a seat count it allows, known levels, names fit to show and distinct, colours of
    the palette, distinct where the palette has enough."""
    entries = saved.get("seats") if isinstance(saved, dict) else None
    if not isinstance(entries, list):
        return None
    if not ruleset.min_players <= len(entries) <= ruleset.max_players:
        return None
    try:
        seats = [Seat.from_dict(entry) for entry in entries]
    except SaveError:
        return None
    names = [clean_name(seat.name) for seat in seats]
    colours = [seat.colour for seat in seats]
    if not all(names) or len({n.casefold() for n in names}) != len(names):
        return None
    palette = len(theme.SAFE_PALETTE)
    if not all(0 <= c < palette for c in colours):
        return None
    if len(seats) <= palette and len(set(colours)) != len(colours):
        return None
    if any(seat.bot_level not in BOT_LEVELS for seat in seats):
        return None
    return [
        SeatDraft(
            name,
            seat.colour,
            seat.is_bot,
            seat.bot_level,
            typed=not re.fullmatch(r"(Player|Computer) \d+", name),
        )
        for name, seat in zip(names, seats, strict=True)
    ]
