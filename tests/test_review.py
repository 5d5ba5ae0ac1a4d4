"""The game review's model: the timeline of a record, its words, its export and the
``boardgames review`` command, the checks of a seat's decisions, and playing on."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from boardgames.ai.base import bot_move, next_mover
from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.cli import main
from boardgames.core.decisions import Decision
from boardgames.core.protocol import Action
from boardgames.core.record import GameRecord, Seat, read_record, record_entry, replay
from boardgames.games import GAMES, get_game
from boardgames.games.hooks import no_chapter
from boardgames.review.checks import Checker, check, decisions_of, key_moments
from boardgames.review.export import game_log
from boardgames.review.timeline import BYSTANDER, EVERYTHING, Timeline
from tests.games.rps import RockPaperScissors, RPSState, Show

PLAYABLE = sorted(GAMES)
_FINISHED: dict[str, GameRecord] = {}


def finished_record(game_id: str, seed: int = 11) -> GameRecord:
    """A whole seeded game between normal computers (one seat a person by name)."""
    if game_id not in _FINISHED:
        entry = get_game(game_id)
        ruleset = entry.ruleset
        count = ruleset.min_players
        seats = [Seat(f"P{i + 1}", i, i > 0) for i in range(count)]
        record = GameRecord(game_id, ruleset.version, {}, seats, seed, created="2026-12-02 06:00")
        state = replay(ruleset, record)
        bot, rng = entry.make_bot("normal"), random.Random(seed)
        while not state.is_over():
            player = next_mover(state)
            action = bot_move(bot, state, rng, player)
            record.actions.append(record_entry(player, action))
            state.apply(action, player)
        _FINISHED[game_id] = record
    return _FINISHED[game_id]


def record_fingerprints(record: GameRecord) -> list[Any]:
    """The fingerprint of every state the record passes through, by replaying it."""
    held: list[Any] = []
    prints: list[Any] = []

    def start(state: Any) -> None:
        held.append(state)
        prints.append(state.fingerprint())

    def moved(*_: object) -> None:
        prints.append(held[0].fingerprint())

    replay(get_game(record.ruleset_id).ruleset, record, on_move=moved, on_start=start)
    return prints


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_timeline_passes_through_exactly_the_records_states(game_id: str) -> None:
    record = finished_record(game_id)
    timeline = Timeline(record)
    expected = record_fingerprints(record)
    assert len(timeline) == len(record.actions) == len(expected) - 1
    forward = [timeline.fingerprint_at(step) for step in range(len(timeline) + 1)]
    back = [timeline.fingerprint_at(step) for step in reversed(range(len(timeline) + 1))]
    assert forward == expected
    assert back == expected[::-1]
    assert timeline.finished
    # every action is worded, and the game is told in parts ("Round 2", "Day 3"...)
    assert all(moment.words for moment in timeline.moments)
    assert all(moment.chapter for moment in timeline.moments)
    assert len(timeline.chapter_starts()) >= 2


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_review_command_prints_the_same_log_for_the_same_save(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(finished_record(game_id).to_json())
    assert main(["review", str(path)]) == 0
    first = capsys.readouterr().out
    assert main(["review", str(path)]) == 0
    assert capsys.readouterr().out == first
    timeline = Timeline(read_record(path))
    assert first == game_log(timeline)
    for moment in timeline.moments:
        assert timeline.line_for(moment, EVERYTHING) in first
    assert timeline.final.result().headline(timeline.names) in first  # type: ignore[union-attr]


def test_a_bad_file_gets_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    tampered = tmp_path / "tampered.json"
    tampered.write_text(finished_record("electoral-dice").to_json().replace('"P1"', '"Eve"'))
    for path in (bad, tampered, tmp_path / "missing.json"):
        assert main(["review", str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and err.startswith("boardgames review: ")
    good = tmp_path / "good.json"
    good.write_text(finished_record("electoral-dice").to_json())
    assert main(["review", str(good), "--check", "Zed"]) == 2
    assert "no seat 'Zed'" in capsys.readouterr().err


def test_a_game_in_progress_is_told_as_a_bystander_and_its_decisions_are_not_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = finished_record("bull-moose")
    record = GameRecord(**{**vars(whole), "actions": whole.actions[:40]})
    timeline = Timeline(record)
    assert not timeline.finished
    sealed = [m for m in timeline.moments if m.sealed]
    assert sealed, "Bull Moose's keep-four is a sealed choice"
    text = game_log(timeline)
    for moment in sealed:  # the cards kept are named nowhere
        assert moment.words not in text
        assert timeline.words_for(moment, BYSTANDER) != moment.words
        assert timeline.words_for(moment, moment.player) == moment.words
    path = tmp_path / "unfinished.json"
    path.write_text(record.to_json())
    assert main(["review", str(path), "--check", "1"]) == 2
    assert "only as a bystander" in capsys.readouterr().err


# -- checking decisions -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PickOne(Decision):
    """Seat 1 picks a sign: scissors wins the game at once, anything else loses it."""

    player: int = 0

    def options(self, game: RPSState, player: int) -> list[Action]:
        return [Show(sign) for sign in range(3)]

    def resolve(self, game: RPSState, player: int, action: Action) -> list:
        assert isinstance(action, Show)
        game.points = [1, 0, 0] if action.sign == 2 else [0, 1, 0]
        game.round = game.rounds + 1
        return []

    def prompt(self, game: RPSState, player: int) -> str:
        return "Pick a sign."


class OneShot(RockPaperScissors):
    id = "one-shot"

    def new_game(self, num_players: int, seed: int, options: Any) -> RPSState:
        state = RPSState(num_players, seed, 1)
        state.queue = [PickOne()]
        return state


ONE_SHOT = SimpleNamespace(
    ruleset=OneShot(),
    hooks=SimpleNamespace(chapter=no_chapter),
    make_bot=lambda level: SearchBot(InformationSetSearch()),
)


def one_shot(sign: int) -> Timeline:
    seats = [Seat(name, i) for i, name in enumerate(["Ann", "Bo", "Cy"])]
    record = GameRecord("one-shot", 1, {}, seats, 5, [record_entry(0, Show(sign))])
    return Timeline(record, ONE_SHOT)  # type: ignore[arg-type]


def test_the_option_that_wins_at_once_is_judged_best_and_a_losing_one_a_mistake() -> None:
    timeline = one_shot(sign=0)
    [moment] = decisions_of(timeline, [0])
    search = InformationSetSearch()
    judged = check(timeline, moment, search, seed=3, seconds=None, iterations=12)
    assert judged.verdict.best().action == Show(2)
    assert judged.mistake and judged.loss == 1.0
    assert judged.sentence(timeline.names) == "Ann played Show 0: 0%; Show 2: 100% - a mistake"
    assert key_moments([judged]) == [judged]
    right = one_shot(sign=2)
    good = check(right, right.moments[0], search, seed=3, seconds=None, iterations=12)
    assert not good.mistake and "(the best option)" in good.sentence(timeline.names)


def test_the_checker_judges_in_the_background_and_reports_progress() -> None:
    timeline = one_shot(sign=1)
    checker = Checker(timeline, [0], InformationSetSearch(), seconds=None, iterations=12)
    checker.join(timeout=120)
    assert checker.done and checker.error is None
    assert checker.progress == (1, 1)
    [judged] = checker.checks
    assert judged.verdict.best().action == Show(2) and judged.mistake
    assert "Check: Ann played Show 1: 0%; Show 2: 100% - a mistake" in game_log(
        timeline, checker.checks
    )


def test_a_stopped_checker_judges_no_more() -> None:
    timeline = Timeline(finished_record("electoral-dice"))
    search = get_game("electoral-dice").make_bot("hard").search  # type: ignore[attr-defined]
    checker = Checker(timeline, [0], search, seconds=30.0)
    checker.stop()
    checker.join(timeout=60)
    assert checker.done and checker.error is None
    assert checker.progress[0] <= 1 < checker.progress[1] or checker.progress == (0, 0)


def test_a_branch_says_where_it_left_and_a_forged_one_is_refused() -> None:
    from boardgames.core.record import Branch, SaveError
    from boardgames.review.branch import branch_record

    record = finished_record("electoral-dice")
    branch = branch_record(record, 9, list(record.seats), "finished-x.json")
    text = branch.to_json()
    again = GameRecord.from_json(text)
    assert again.branched_from == Branch("finished-x.json", 9)
    assert again.actions == record.actions[:9] and again.seed == record.seed
    assert "branched_from" not in record.to_json()  # a game of its own: saved as before
    forged = text.replace('"move": 9', '"move": "nine"')
    with pytest.raises(SaveError, match="branched_from move must be a whole number"):
        GameRecord.from_json(forged)
    with pytest.raises(ValueError):
        branch_record(record, len(record.actions) + 1, list(record.seats), "x")


@pytest.mark.parametrize("game_id", ["corrupt-bargain", "bull-moose"])
def test_a_check_reads_only_what_the_seat_could_see(game_id: str) -> None:
    """The verdict on a decision is the same in a world where everything the seat could not
    see was dealt afresh: the check never uses what the seat did not know."""
    from boardgames.ai.ismcts import Budget
    from boardgames.ai.verdict import judge
    from boardgames.review.checks import search_of

    timeline = Timeline(finished_record(game_id))
    moment = decisions_of(timeline, [0])[6]
    search = search_of(timeline)
    assert search is not None
    checked = check(timeline, moment, search, seed=4, seconds=None, iterations=16)
    state = timeline.state_at(moment.index)
    redealt = state.view(0).determinize(0, random.Random(99))
    again = judge(
        redealt.view(0),
        0,
        state.legal_actions(0),
        search,
        Budget(iterations=16),
        random.Random(4),
        include=[moment.action],
    )
    assert again == checked.verdict
    assert checked.verdict.of(moment.action) is not None  # the move played is judged
