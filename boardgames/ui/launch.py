"""Starting and resuming games from the menus (one place, so both behave alike)."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game

if TYPE_CHECKING:
    from boardgames.ui.app import App


def new_record(
    game_id: str, seats: list[Seat], options: dict[str, Any], seed: int | None = None
) -> GameRecord:
    ruleset = get_game(game_id).ruleset
    if seed is None:
        seed = random.SystemRandom().getrandbits(48)
    return GameRecord(
        ruleset_id=game_id,
        ruleset_version=ruleset.version,
        options=dict(options),
        seats=list(seats),
        seed=seed,
        created=time.strftime("%Y-%m-%d %H:%M"),
    )


def open_game(app: App, record: GameRecord) -> None:
    """Build the session (replaying the record) and put the game's scene on the stack.

    Raises SaveError if the record cannot be replayed; nothing is pushed then.
    """
    entry = get_game(record.ruleset_id)
    session = Session(entry.ruleset, record)
    scene_class = entry.scene()
    app.stack.reset(scene_class(app, session))
