"""The Hint (``ui.aids``): the hard computer's choice for the person deciding, read from their
own view only, worked out apart while the frames go on, gone at any change, counted."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from boardgames.ai.verdict import Judged, Verdict
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.saves import autosave_path
from boardgames.ui.aids import hint_words, read_aids
from boardgames.ui.launch import build_session
from tests.helpers import press, record_drawn_texts, wait_for

ITERATIONS = 24  # a fixed search: the same question gets the same answer


def president_scene(app, seed: int = 5):  # type: ignore[no-untyped-def]  # noqa: ANN001, ANN201
    """Ann against two computers, at her first decision (the day's claim: ten options)."""
    entry = get_game("president")
    seats = [Seat("Ann", 0, False), Seat("Computer 1", 1, True, "easy"), Seat("Bo", 2, True)]
    session = Session(
        entry.ruleset, GameRecord("president", entry.ruleset.version, {}, seats, seed)
    )
    scene = entry.scene()(app, session)
    scene.HINT_ITERATIONS = ITERATIONS
    app.stack.reset(scene)
    for _ in range(60):
        app.frame(1 / 30)
        if scene.human_to_move() == 0:
            break
    assert scene.human_to_move() == 0
    return scene


def answer(app, scene) -> str:  # type: ignore[no-untyped-def]  # noqa: ANN001
    assert wait_for(lambda: not scene.hint_pending(), 120)
    app.frame(1 / 30)
    assert scene._hint is not None and scene._hint.line
    return str(scene._hint.line)


def test_the_hint_rings_its_choice_and_says_the_top_two(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    scene = president_scene(app)
    press(app, pygame.K_h)
    line = answer(app, scene)
    assert scene.panel.highlight in scene.session.state.legal_actions(0)
    assert scene.panel.highlighted() is not None  # ringed in the panel
    best = scene.shown.describe_action(scene.panel.highlight, 0, scene.names)
    assert line.startswith(best) and line.count("%") == 2
    assert scene.aids.hints_used == [1, 0, 0]


def test_the_hint_reads_only_the_persons_view(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """A world re-dealt from Ann's view (everything she could not see dealt afresh) gets the
    very same hint."""
    scene = president_scene(app)
    scene.ask_hint()
    line = answer(app, scene)
    real = scene.session.state
    redealt = real.view(0).determinize(0, random.Random(99))
    assert redealt.view(0).fingerprint() == real.view(0).fingerprint()
    scene.session.state = redealt
    try:
        scene._hint = None
        scene.ask_hint()
        assert answer(app, scene) == line
    finally:
        scene.session.state = real


def test_the_frames_go_on_while_the_hint_thinks(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    texts = record_drawn_texts(monkeypatch)
    scene = president_scene(app)
    scene.HINT_ITERATIONS = 10**7  # far more than a few frames' worth
    scene.ask_hint()
    drawn = 0
    for _ in range(5):
        assert scene.hint_pending()
        app.frame(1 / 30)
        drawn += 1
    assert drawn == 5 and scene.needs_frames()
    assert "Working out a hint..." in texts  # the thinking mark
    scene.leave()  # stops the judge mid-search


def test_the_hint_goes_at_the_next_move_and_its_count_is_kept(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    scene = president_scene(app)
    scene.ask_hint()
    answer(app, scene)
    scene.submit(scene.session.state.legal_actions(0)[0])
    app.frame(1 / 30)
    assert scene._live_hint() is None and scene.panel.highlight is None
    scene.saver.flush()
    saved = read_aids(autosave_path(scene.session.record), 3)
    assert saved is not None and saved.hints_used == [1, 0, 0]
    resumed = get_game("president").scene()(app, build_session(scene.session.record))
    assert resumed.aids.hints_used == [1, 0, 0]
    resumed.leave()


def test_no_hint_at_a_table_that_switched_hints_off(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    app.settings.tables["president"] = {"tips": True, "hints": False}
    scene = president_scene(app)
    press(app, pygame.K_h)
    assert scene._hint is None and scene.aids.hints_used == [0, 0, 0]


def test_the_hint_line_words_the_top_two() -> None:
    a, b, c = object(), object(), object()
    verdict = Verdict(0, (Judged(a, 0.554, 9), Judged(b, 0.41, 5), Judged(c, 0.1, 2)), 16)
    names = {a: "Promotion", b: "Deal", c: "Camera"}
    assert hint_words(verdict, names.__getitem__) == "Promotion 55%, Deal 41%"
    forced = Verdict(0, (Judged(a, math.nan, 0),), 0)
    assert (
        hint_words(forced, names.__getitem__)
        == "Promotion: the computer weighs no other option here."
    )


def test_the_results_note_the_hints_each_person_used(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    from boardgames.ui.scenes.results import ResultsScene
    from tests.helpers import ed_session

    texts = record_drawn_texts(monkeypatch)
    session = ed_session(moves=2000)
    assert session.state.is_over()
    results = ResultsScene(app, session, None, (), hints_used=[3, 0])
    app.stack.reset(results)
    app.frame(1 / 30)
    assert ("Hints used", ["3", "0"]) in results.tally_rows()
    assert "Hints used" in texts
    quiet = ResultsScene(app, session, None, (), hints_used=[0, 0])
    assert all(label != "Hints used" for label, _ in quiet.tally_rows())


def test_a_hint_shows_only_to_the_person_whose_screen_it_is(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """Two people at one screen: no hint while the screen is a bystander's (a public
    decision); behind a hand-over the person gets one, and it goes when the screen does."""
    from boardgames.ui.scenes.overlays import HandOverScene

    entry = get_game("corrupt-bargain")
    seats = [Seat("Ann", 0, False), Seat("Bob", 1, False)]
    record = GameRecord(entry.ruleset.id, entry.ruleset.version, {}, seats, 8)
    scene = entry.scene()(app, Session(entry.ruleset, record))
    scene.HINT_ITERATIONS = ITERATIONS
    app.stack.reset(scene)
    app.frame(1 / 30)
    assert isinstance(app.stack.top, HandOverScene)
    person = scene.human_to_move()
    scene.viewer = None  # as a bystander would see it (the hand-over not yet passed)
    scene.ask_hint()
    assert scene._hint is None and scene.aids.hints_used == [0, 0]
    app.stack.pop()
    scene.viewer = person
    scene.ask_hint()
    answer(app, scene)
    assert scene.panel.highlight is not None
    scene.viewer = None  # the screen is no longer the person's
    assert scene._live_hint() is None and scene.panel.highlight is None


def test_a_decision_with_one_option_is_said_at_once_and_not_counted(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    from tests.helpers import ed_session

    session = ed_session(seed=3, bots=(False, True))
    scene = get_game("electoral-dice").scene()(app, session)
    app.stack.reset(scene)
    for _ in range(200):
        app.frame(1 / 30)
        person = scene.human_to_move()
        if person is not None and len(session.state.legal_actions(person)) == 1:
            break
        if person is not None:
            scene.submit(session.state.legal_actions(person)[0])
    scene.ask_hint()
    assert scene._hint is not None and scene._hint.line.startswith("Only one choice here")
    assert not scene.hint_pending() and scene.aids.hints_used == [0, 0]


def test_h_at_a_computers_turn_says_why_no_hint_comes(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """H while a computer decides is not silently dropped: a notice says a hint waits for a
    person's own decision, and no hint is asked or counted."""
    from tests.helpers import ed_session

    session = ed_session(seed=3, bots=(False, True))
    scene = get_game("electoral-dice").scene()(app, session)
    app.stack.reset(scene)
    for _ in range(400):
        app.frame(1 / 30)
        if session.state.to_move == {1} and scene.human_to_move() is None:
            break
        person = scene.human_to_move()
        if person is not None:
            scene.submit(session.state.legal_actions(person)[0])
    assert scene.human_to_move() is None
    said: list[str] = []
    monkeypatch.setattr(app, "notify", said.append)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    assert scene.handle_aids(key)  # taken, not passed on
    assert said and "own decision" in said[0]
    assert scene._hint is None and scene.aids.hints_used == [0, 0]
