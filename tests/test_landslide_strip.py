"""Landslide's one "Objections?" strip for the table: what a bystander sees never tells
who holds a Stop, a person's "Ask me about Stops" switch, and "Roll for me"."""

from __future__ import annotations

from typing import Any

import pytest

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.landslide.actions import PlayPolitics
from boardgames.games.landslide.steps import PreRoll
from boardgames.games.landslide.stops import ChooseStop, Window
from boardgames.games.landslide.view_stops import StripAnswer
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import HandOverScene
from tests.helpers import record_drawn_texts

SEED = 11


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return record_drawn_texts(monkeypatch)


def _card(state: Any, stop: bool, not_kind: str = "") -> int:
    politics = state.board.data.politics
    return next(
        c
        for c in state.zones["pdeck"]
        if politics[c].is_stop == stop and politics[c].kind != not_kind
    )


def _table(app: App, other_holds_stop: bool, switches: dict[str, Any] | None = None) -> Any:
    """Two people and a computer; the first to play holds a card to play, the other
    person one Politics card: a Stop, or not. The computer holds none."""
    app.settings.forecast = False  # its readings vary from run to run
    entry = get_game("landslide")
    seats = [Seat("Ann", 0), Seat("Ben", 1), Seat("Computer", 2, is_bot=True, bot_level="random")]
    if switches:
        app.settings.tables["landslide"] = {"person_switches": switches}
    ruleset = entry.ruleset
    record = GameRecord(ruleset.id, ruleset.version, {}, seats, SEED)
    session = Session(ruleset, record)
    state = session.state
    actor = state.turn
    assert actor in (0, 1), "the seed must give the first turn to a person"
    other = 1 - actor
    for p in range(3):
        for card in list(state.zones[("hand", p)]):
            state.zones.move(card, ("hand", p), "pdeck")
    play = next(
        c for c in state.zones["pdeck"] if state.board.data.politics[c].kind == "draw_votes"
    )
    state.zones.move(play, "pdeck", ("hand", actor))
    held = _card(state, other_holds_stop, not_kind="draw_votes")
    state.zones.move(held, "pdeck", ("hand", other))
    state._options = None
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    return scene, session, actor, other, PlayPolitics(play)


def _to_the_strip(app: App, scene: Any, session: Any, actor: int, play: PlayPolitics) -> None:
    """The first player takes the screen, plays their card, and the strip comes up."""
    for _ in range(200):
        app.frame(1 / 60)
        if isinstance(app.stack.top, HandOverScene):
            app.stack.pop()
            continue
        if scene.human_to_move() == actor and isinstance(session.state.head(), PreRoll):
            break
    assert play in session.state.legal_actions(actor)
    scene.choose(play)
    for _ in range(200):
        app.frame(1 / 60)
        if scene.strip is not None:
            return
    raise AssertionError("the strip never came")


def _strip_screen(app: App, drawn: list[str], other_holds_stop: bool) -> tuple[list[str], Any]:
    scene, session, actor, other, play = _table(app, other_holds_stop)
    _to_the_strip(app, scene, session, actor, play)
    frames: list[str] = []
    for _ in range(5):
        drawn.clear()
        app.frame(1 / 60)
        frames += drawn
    assert scene.viewer is None
    return frames, (scene, session, actor, other)


def test_the_strip_looks_the_same_whoever_holds_a_stop(app: App, drawn: list[str]) -> None:
    with_stop, (scene, session, _, other) = _strip_screen(app, drawn, True)
    assert isinstance(session.state.head(), Window)  # the rules wait for the holder...
    assert session.state.head().player == other
    without, (_, plain, _, _) = _strip_screen(app, drawn, False)
    assert not isinstance(plain.state.head(), Window)  # ...or have gone on already
    assert sorted(set(with_stop)) == sorted(set(without)), sorted(set(with_stop) ^ set(without))
    assert any(text.startswith("Objections to") for text in with_stop), with_stop
    assert "Stop! (Ben objects)" in with_stop or "Stop! (Ann objects)" in with_stop


def test_no_objections_lets_the_action_go_for_the_holder(app: App, drawn: list[str]) -> None:
    _, (scene, session, actor, other) = _strip_screen(app, drawn, True)
    scene.choose(StripAnswer(-1))
    for _ in range(120):
        app.frame(1 / 60)
        if isinstance(app.stack.top, HandOverScene):
            break
    state = session.state
    assert not isinstance(state.head(), Window | ChooseStop)
    assert state.politics_count(other) == 1  # the Stop was not played
    kinds = [entry.get("kind") for entry in session.record.actions]
    assert "ls-no-objection" in kinds


def test_pressing_stop_hands_over_and_offers_the_stop(app: App, drawn: list[str]) -> None:
    _, (scene, session, actor, other) = _strip_screen(app, drawn, True)
    scene.choose(StripAnswer(other))
    assert isinstance(app.stack.top, HandOverScene)
    app.stack.pop()
    for _ in range(60):
        app.frame(1 / 60)
        assert not isinstance(app.stack.top, HandOverScene)  # the screen is theirs already
        if isinstance(session.state.head(), ChooseStop) and scene.human_to_move() == other:
            break
    assert isinstance(session.state.head(), ChooseStop)
    assert scene.human_to_move() == other and scene.viewer == other


def test_pressing_stop_without_one_says_so_in_private(app: App, drawn: list[str]) -> None:
    _, (scene, session, actor, other) = _strip_screen(app, drawn, False)
    scene.choose(StripAnswer(other))
    assert isinstance(app.stack.top, HandOverScene)
    app.stack.pop()
    drawn.clear()
    app.frame(1 / 60)
    assert any("you hold no Stop card" in text for text in drawn), drawn
    scene.choose(StripAnswer(other, notice=True))
    assert scene.viewer is None and not scene.strip_up()


def test_dont_ask_me_declines_without_a_strip(app: App, drawn: list[str]) -> None:
    off = {name: {"ask_objections": False} for name in ("Ann", "Ben")}
    scene, session, actor, other, play = _table(app, True, off)
    for _ in range(200):
        app.frame(1 / 60)
        if isinstance(app.stack.top, HandOverScene):
            app.stack.pop()
            continue
        if scene.human_to_move() == actor and isinstance(session.state.head(), PreRoll):
            break
    scene.choose(play)
    for _ in range(120):
        app.frame(1 / 60)
        assert scene.strip is None
        if isinstance(app.stack.top, HandOverScene):
            break
    assert session.state.politics_count(other) == 1
    assert "ls-no-objection" in [entry.get("kind") for entry in session.record.actions]


def test_roll_for_me_from_the_seats_screen_rolls_without_asking(app: App) -> None:
    on = {name: {"roll_for_me": True} for name in ("Ann", "Ben")}
    scene, session, actor, other, play = _table(app, False, on)
    state = session.state
    for card in list(state.zones[("hand", actor)]):  # nothing to play first
        state.zones.move(card, ("hand", actor), "pdeck")
    state._options = None
    for _ in range(30):
        app.frame(1 / 60)
        if isinstance(app.stack.top, HandOverScene):
            break
    kinds = [entry.get("kind") for entry in session.record.actions]
    assert kinds and kinds[0] == "ls-roll-for-me", kinds
