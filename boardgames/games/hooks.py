"""What a game hands the generic tools, so that none of them names a game.

A playable game's ``entry`` module defines ``HOOKS``; the registry imports it
only when the game is asked for, so importing one game never imports another.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardgames.ai.base import Bot
    from boardgames.core.protocol import Ruleset, State


@dataclass(frozen=True)
class SeatLook:
    """How a game shows one of its seats itself: a name, an RGB colour and a letter;
    ``safe``: the look used with the colour-blind-safe palette, where the colour differs."""

    name: str
    colour: tuple[int, int, int]
    letter: str
    safe: SeatLook | None = None


@dataclass(frozen=True)
class PersonSwitch:
    """A preference each person at the table sets for themselves on the seats screen (on
    or off, ``default`` unless set), remembered with the table by the person's name; the
    game's scene reads it with ``person_switch``. It is no rule: the game plays the same."""

    key: str
    label: str  # what "on" means: "Roll for me"
    default: bool


def person_switch(settings_tables: object, game_id: str, name: str, switch: PersonSwitch) -> bool:
    """The switch as ``name`` last set it for this game (``Settings.tables``), else its
    default; anything odd in the settings file counts as not set."""
    table = settings_tables.get(game_id) if isinstance(settings_tables, dict) else None
    people = table.get("person_switches") if isinstance(table, dict) else None
    mine = people.get(name) if isinstance(people, dict) else None
    value = mine.get(switch.key) if isinstance(mine, dict) else None
    return value if isinstance(value, bool) else switch.default


def no_seat_looks() -> Sequence[SeatLook]:
    return ()


def no_seat_roles(players: int) -> Sequence[str]:
    return ()


def no_chapter(state: State) -> str:
    return ""


@dataclass(frozen=True)
class GameHooks:
    """A playable game: its rules, its bots by level, its scene and its map.

    ``scene`` imports the pygame view only when called, so rules, bots and the
    simulator never load the UI; ``map_file`` is the map the results screen shows.
    Data checks are module-level functions of the hooks module (``check_document``,
    ``data_files``, ``check_map``), so a game whose rules are not built yet offers them too.
    """

    ruleset: Ruleset
    bots: Mapping[str, Callable[[], Bot]]
    scene: Callable[[], type]
    map_file: Callable[[], str | None]  # None: the game has no US map to show
    # The looks of seat i, for a game whose seats have their own (President's ten animals);
    # other seats take the colour chosen for them from the player palette.
    seat_looks: Callable[[], Sequence[SeatLook]] = no_seat_looks
    # What seat i plays at a table of n (Bull Moose's candidates by turn order), shown on
    # the seats screen so players choose their role by choosing their row, or draw by lot.
    seat_roles: Callable[[int], Sequence[str]] = no_seat_roles
    # The part of the game a position is in, as the game counts them ("Round 2", "Day 3"):
    # the review groups its timeline by it ("" for a game that counts no parts).
    chapter: Callable[[State], str] = no_chapter
    # Preferences each person sets for themselves on the seats screen ("roll for me").
    person_switches: Sequence[PersonSwitch] = ()
