"""A game that is left lets go of its memory when the next one starts, not minutes later."""

from __future__ import annotations

import gc
import weakref

from boardgames.ui.app import App
from boardgames.ui.launch import show_session
from tests.helpers import ed_session


def test_starting_a_game_frees_the_one_left_at_once(app: App) -> None:
    """A game's scene, session and states hold one another in cycles, which only the
    collector's rare full sweep frees: until then the app held two games, and the new
    game's processes were forked with the old one's memory in them. The app collects at
    the first frame after a game left the screen (the menu that started the next one may
    still hold the old session while it does)."""
    session = ed_session(moves=6)
    show_session(app, session)
    scene = weakref.ref(app.stack.top)
    record = weakref.ref(session.record)
    del session
    app.frame(1 / 60)
    gc.disable()  # no collection may happen by chance while the next game starts
    try:
        show_session(app, ed_session(seed=4))
        app.frame(1 / 60)
        assert scene() is None
        assert record() is None
    finally:
        gc.enable()
