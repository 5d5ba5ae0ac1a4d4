"""The Review screen: opened from the results and the finished games, read-only, stepped
by keys and clicks, whose eyes (nothing hidden from a seat drawn as seen by it), the
chart worked out in the background, checking decisions, and playing on from a moment."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from boardgames.core.record import Branch, GameRecord, read_record, replay
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.review.chart_fill import ChartFiller
from boardgames.review.timeline import BYSTANDER, EVERYTHING, Timeline
from boardgames.saves import saves_dir
from boardgames.ui.app import App
from boardgames.ui.scenes.play_on import PlayOnScene
from boardgames.ui.scenes.results import INPUT_GRACE, ResultsScene
from boardgames.ui.scenes.resume import ResumeScene
from boardgames.ui.scenes.review import ReviewScene
from tests.helpers import click_at, press, record_drawn_texts, wait_for
from tests.test_hot_seat import _secret_zones, _titles
from tests.test_review import finished_record


def review_of(app: App, record: GameRecord, source: Path | None = None) -> ReviewScene:
    scene = ReviewScene(app, record, source=source)
    app.stack.push(scene)
    app.frame(0.016)
    return scene


def test_the_review_opens_from_the_results_and_steps_through_the_records_states(
    app: App,
) -> None:
    record = finished_record("electoral-dice")
    session = Session(get_game("electoral-dice").ruleset, record)
    app.stack.reset(ResultsScene(app, session))
    app.frame(INPUT_GRACE + 0.1)
    press(app, pygame.K_v)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    timeline = review.timeline
    board = review.board
    assert review.step == 0 and review.eyes == EVERYTHING
    for step in range(1, 12):  # forward one at a time: each move played (animated) in turn
        press(app, pygame.K_RIGHT)
        assert board.batches  # one step forward: its events are played as in the game
        app.frame(0.5)
        assert review.step == step
        assert board.session.state.fingerprint() == timeline.fingerprint_at(step)
        assert board._displayed.fingerprint() == timeline.fingerprint_at(step)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_END)
    assert review.step == len(timeline) and not board.busy  # a jump: nothing played
    review.go_to(11)
    press(app, pygame.K_LEFT)
    assert review.step == 10 and not board.busy  # back: at once
    assert board._displayed.fingerprint() == timeline.fingerprint_at(10)
    press(app, pygame.K_END)
    assert review.step == len(timeline)
    press(app, pygame.K_HOME)
    assert review.step == 0
    press(app, pygame.K_PAGEDOWN)
    assert review.step == timeline.chapter_starts()[1]  # the next column's first move
    press(app, pygame.K_PAGEUP)
    assert review.step == 0
    # a click on the bar goes to the move under it
    bar = review.strip.bar_rect
    click_at(app, (bar.centerx, bar.centery))
    assert abs(review.step - len(timeline) // 2) <= 1
    # read-only: no computer moved, nothing was saved, nobody can decide
    app.frame(1.0)
    assert board.worker is None and board.human_to_move() is None
    assert board.session.record.actions == record.actions[: review.step]
    assert list(saves_dir().glob("*.json")) == []
    assert session.record.actions == record.actions  # the game reviewed is untouched
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ResultsScene)


def test_a_game_in_progress_is_reviewed_only_as_a_bystander(app: App) -> None:
    whole = finished_record("bull-moose")
    record = GameRecord(**{**vars(whole), "actions": whole.actions[:30]})
    review = review_of(app, record)
    assert review.eyes == BYSTANDER and review.board.viewer is None
    assert review.eyes_choices() == [BYSTANDER]
    press(app, pygame.K_e)
    assert review.eyes == BYSTANDER
    assert not review.can_check()
    assert review.listed() == []  # nothing after the moment shown is listed
    review.go_to(30)
    assert len(review.listed()) == 30


def test_as_seen_by_a_seat_nothing_hidden_from_it_is_drawn(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Corrupt Bargain: at moments through the game, as seen by the first seat, no title of
    a card another seat holds unseen is drawn (board, log, timeline); with everything
    shown, such titles are drawn (the check has teeth)."""
    record = finished_record("corrupt-bargain")
    review = review_of(app, record)
    timeline = review.timeline
    drawn = record_drawn_texts(monkeypatch)
    secrets_drawn_with_everything = 0
    for step in range(4, len(timeline), 23):
        state = timeline.state_at(step)
        others = [z for seat in range(1, state.n) for z in _secret_zones(state, seat)]
        secret = _titles(state, others)
        known = " ".join(
            timeline.log_lines(step, 0) + [timeline.line_for(m, 0) for m in timeline.moments[:step]]
        )
        secret = {title for title in secret if title not in known}
        review.eyes = 0
        review.board.set_eyes(0)
        review.go_to(step)
        drawn.clear()
        app.frame(0.016)
        shown = "\n".join(drawn)
        assert not [title for title in secret if title in shown], f"at step {step}"
        review.eyes = EVERYTHING
        review.board.set_eyes(EVERYTHING)
        review.go_to(step)
        drawn.clear()
        app.frame(0.016)
        everything = "\n".join(drawn)
        secrets_drawn_with_everything += sum(1 for title in secret if title in everything)
    assert secrets_drawn_with_everything > 0


def test_the_eyes_switch_cycles_through_everything_and_each_seat(app: App) -> None:
    review = review_of(app, finished_record("corrupt-bargain"))
    seen = []
    for _ in range(4):  # a game of two seats
        seen.append(review.eyes)
        press(app, pygame.K_e)
    assert seen == [EVERYTHING, 0, 1, EVERYTHING]
    assert review.board.viewer == 0 and review.board.shown is not review.board._displayed
    press(app, pygame.K_e)
    press(app, pygame.K_e)  # back to everything: H picks whose hand the board shows
    assert review.eyes == EVERYTHING and review.board.shown is review.board._displayed
    review.go_to(30)
    decider = min(review.position.state.to_move())
    assert review.board.viewer == decider
    press(app, pygame.K_h)
    assert review.board.viewer == 0 and "P1's hand" in review.eyes_label()
    press(app, pygame.K_h)
    assert review.board.viewer == 1
    press(app, pygame.K_h)
    assert review.board.viewer == decider and review.eyes_label() == "Everything"


def test_a_game_played_without_the_forecast_gets_its_chart_in_the_background() -> None:
    timeline = Timeline(finished_record("electoral-dice"))
    filler = ChartFiller(timeline, iterations=4)
    try:
        filler.join(timeout=300)
        assert filler.done and filler.progress == (len(timeline) + 1, len(timeline) + 1)
        chart = filler.chart()
        assert [move for move, _ in chart] == list(range(len(timeline) + 1))
        assert chart[-1][1] == tuple(timeline.final.returns())
    finally:
        filler.close()


def test_a_swing_of_the_chart_is_marked_and_a_click_on_it_goes_there(app: App) -> None:
    record = finished_record("electoral-dice")
    moves = len(record.actions)
    chart = [(m, (0.5, 0.5)) for m in range(moves)]
    chart[40:] = [(m, (0.9, 0.1)) for m in range(40, moves)]  # the game turned at move 40
    review = ReviewScene(app, record, chart)
    app.stack.push(review)
    app.frame(0.016)
    [mark, *_] = review.strip._marks
    rect, step = mark
    assert step == 40
    click_at(app, rect.center)
    assert review.step == 40


def test_checking_runs_in_the_background_and_stops(app: App) -> None:
    review = review_of(app, finished_record("electoral-dice"))
    press(app, pygame.K_c)
    checker = review.checker
    assert checker is not None and checker.seats == (0,)  # the person, by default
    app.frame(0.016)  # frames go on while it judges
    assert wait_for(lambda: checker.progress[0] >= 1, 120)
    app.frame(0.016)
    assert review.checks  # its verdicts show as they come
    done, total = checker.progress
    assert review.check_button.label.startswith("Stop checking (") and total > 1
    assert review.check_button.label != "Stop checking (0/0)"
    press(app, pygame.K_c)  # stop
    checker.join(timeout=60)
    assert checker.done
    app.frame(0.016)
    assert review.checker is None and "stopped" in review.message.lower()


def test_playing_on_branches_a_new_game_and_leaves_the_original_untouched(app: App) -> None:
    record = finished_record("landslide")
    saves_dir().mkdir(parents=True, exist_ok=True)
    original = saves_dir() / "finished-landslide-test.json"
    original.write_text(record.to_json(), encoding="utf-8")
    before = original.read_bytes()
    listing = ResumeScene(app, finished=True)
    app.stack.push(listing)
    press(app, pygame.K_1)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.source == original
    review.go_to(57)
    press(app, pygame.K_p)
    seats = app.stack.top
    assert isinstance(seats, PlayOnScene)
    press(app, pygame.K_1)  # Ann: person -> computer (normal)
    press(app, pygame.K_2)  # Bo: computer (normal) -> computer (hard)
    press(app, pygame.K_s)
    game = app.stack.top
    branch = game.session.record  # type: ignore[attr-defined]
    assert branch.branched_from == Branch(original.name, 57)
    assert branch.actions == record.actions[:57]
    assert [(s.is_bot, s.bot_level) for s in branch.seats] == [(True, "normal"), (True, "hard")]
    saved = [p for p in saves_dir().glob("autosave-*.json")]
    assert len(saved) == 1
    again = read_record(saved[0])
    assert again.branched_from == Branch(original.name, 57)
    ruleset = get_game("landslide").ruleset
    assert replay(ruleset, again).fingerprint() == review.timeline.fingerprint_at(57)
    assert original.read_bytes() == before


def test_a_game_in_progress_reviewed_from_the_menu_shows_and_exports_nobodys_secrets(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.review.export import game_log
    from boardgames.saves import data_home
    from boardgames.ui.scenes.overlays import PauseScene

    whole = finished_record("bull-moose")
    seats = [replace(seat, is_bot=False) for seat in whole.seats]  # people at one screen
    record = GameRecord(**{**vars(whole), "seats": seats, "actions": whole.actions[:45]})
    game_scene = get_game("bull-moose").scene()(
        app, Session(get_game("bull-moose").ruleset, record)
    )
    app.stack.reset(game_scene)
    app.stack.push(PauseScene(app, game_scene))
    drawn = record_drawn_texts(monkeypatch)
    press(app, pygame.K_4)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.eyes == BYSTANDER
    sealed = [m for m in review.timeline.moments if m.sealed]
    assert sealed
    for step in (0, 3, 20, 45):
        review.go_to(step)
        app.frame(0.016)
    shown = "\n".join(drawn)
    for moment in sealed:  # the four cards each kept are named nowhere
        assert moment.words not in shown
    press(app, pygame.K_x)
    [text] = (data_home() / "exports").glob("*.txt")
    written = text.read_text(encoding="utf-8")
    assert written == game_log(review.timeline)
    assert not [m for m in sealed if m.words in written]
    assert len(list((data_home() / "exports").glob("*.json"))) == 1
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert game_scene.session.record.actions == whole.actions[:45]


@pytest.mark.parametrize("game_id", ["bull-moose", "electoral-dice", "landslide", "president"])
def test_a_review_says_whose_decision_it_was_not_that_computers_are_deciding(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """Nobody decides in a review: at a computer's decision the status names who was to
    move then, where a live game says the computer is deciding."""
    review = review_of(app, finished_record(game_id))
    step = next(
        index
        for index in range(1, len(review.timeline))
        if review.go_to(index) is None
        and (movers := review.position.state.to_move())
        and all(p > 0 for p in movers)  # only computers (seat 0 is the person)
    )
    drawn = record_drawn_texts(monkeypatch)
    app.frame(0.016)
    app.draw()
    movers = sorted(review.position.state.to_move())
    names = ", ".join(review.timeline.names[p] for p in movers)
    assert step
    assert any(text.startswith(f"To decide: {names}") for text in drawn), drawn
    assert not any("deciding" in text or "are choosing" in text for text in drawn), drawn


@pytest.mark.parametrize("game_id", ["landslide", "bull-moose", "electoral-dice"])
def test_a_step_back_shows_the_log_as_it_stood_then(app: App, game_id: str) -> None:
    """Back at a moment, the log shows its lines as they stood then (none from later),
    whatever the eyes, as a review opened at that moment shows them."""
    record = finished_record(game_id)
    middle = len(record.actions) // 2
    for eyes in (EVERYTHING, 0):
        opened = review_of(app, record)
        opened.board.set_eyes(eyes)
        opened.go_to(3)
        expected = list(opened.board.shown_log_lines())
        review = review_of(app, record)
        review.board.set_eyes(eyes)
        review.go_to(middle)
        assert len(review.board.shown_log_lines()) > len(expected)
        review.go_to(3)
        assert review.board.shown_log_lines() == expected


def test_the_finished_list_says_who_won_and_sums_up_a_large_table(app: App) -> None:
    """Each finished game's row names its winner (replayed from the record), and a table
    of more than four seats is titled by its people and a count of computers."""
    from boardgames.core.record import Seat
    from boardgames.ui.scenes.resume import table_names

    record = finished_record("landslide")
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "finished-landslide-test.json").write_text(record.to_json(), encoding="utf-8")
    winners = replay(get_game("landslide").ruleset, record).result().winners  # type: ignore[union-attr]
    listing = ResumeScene(app, finished=True)
    app.stack.push(listing)
    assert listing.buttons.buttons[0].detail.startswith("Started ")  # at once, before the replay
    assert wait_for(lambda: (app.frame(0.016), listing._winners is None)[1])
    row = listing.buttons.buttons[0]
    assert row.detail.startswith(f"{record.seats[winners[0]].name} won. Started ")
    unfinished = ResumeScene(app)
    assert all(" won" not in b.detail for b in unfinished.buttons.buttons)

    seats = [Seat("Ada", 0), Seat("Bo", 1)] + [Seat(f"Computer {i}", i, True) for i in range(2, 10)]
    assert table_names(seats) == "Ada, Bo and 8 computers"
    assert table_names(seats[:4]) == "Ada vs Bo vs Computer 2 vs Computer 3"
    assert table_names([Seat(f"Computer {i}", i, True) for i in range(5)]) == "5 computers"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_review_bar_reads_whole_at_every_size(app: App, size: tuple[int, int]) -> None:
    """Every button of the review's bar shows its whole label, or its own shorter form,
    never one cut with an ellipsis ("Check the people's..." at 1280x720, "For..." at 960)."""
    app.screen = pygame.display.set_mode(size)
    record = finished_record("landslide")
    review = review_of(app, record)
    for button in review.buttons.buttons:
        shown, _ = button.fitted_label()
        assert shown in (button.label, button.short), (size, button.label, shown)
