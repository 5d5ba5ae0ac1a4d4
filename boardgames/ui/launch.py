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
    show_session(app, build_session(record))


def build_session(record: GameRecord) -> Session:
    """Replay a record into a session (KeyError for an unknown game, SaveError and the
    data files' errors as replaying raises them)."""
    return Session(get_game(record.ruleset_id).ruleset, record)


def show_session(app: App, session: Session) -> None:
    """Put the game's scene for ``session`` on the stack, in place of the menus."""
    scene_class = get_game(session.record.ruleset_id).scene()
    app.stack.reset(scene_class(app, session))
