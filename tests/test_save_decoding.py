"""A save's moves are decoded with exact types, odd format versions are refused, and
whatever is wrong with a save when it is opened refuses it (set aside), never a crash."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from boardgames.ai.base import bot_move, next_mover
from boardgames.checkdata import check_paths
from boardgames.core.protocol import ActionFormatError, action_from_dict
from boardgames.core.record import GameRecord, SaveError, Seat, read_record
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.actions import TakeEvent
from boardgames.games.landslide.actions import Pay
from boardgames.saves import autosave, saves_dir
from boardgames.ui.app import App
from tests.helpers import ed_session

INT_GAMES = ("corrupt-bargain", "bull-moose", "landslide", "president")


def played(game_id: str, wanted: int, seed: int = 4) -> tuple[GameRecord, int]:
    """A bot game played until a move with a whole-number field (other than the player);
    returns the record up to and with that move, and the move's index."""
    entry = get_game(game_id)
    count = entry.ruleset.min_players
    seats = [Seat(f"P{i}", i, True) for i in range(count)]
    session = Session(entry.ruleset, GameRecord(game_id, entry.ruleset.version, {}, seats, seed))
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    found = 0
    while not session.state.is_over():
        player = next_mover(session.state)
        session.apply(bot_move(bot, session.state, rng, player), player)
        move = session.record.actions[-1]
        if any(type(v) is int for k, v in move.items() if k != "player"):
            found += 1
            if found == wanted:
                return session.record, len(session.record.actions) - 1
    raise AssertionError(f"{game_id}: no move with a whole number")


def forged(record: GameRecord, index: int, change: Any) -> GameRecord:
    """The record with move ``index``'s first whole-number field changed (checksum redone)."""
    actions = [dict(move) for move in record.actions]
    name = next(k for k, v in actions[index].items() if k != "player" and type(v) is int)
    actions[index][name] = change(actions[index][name])
    return GameRecord(
        record.ruleset_id, record.ruleset_version, record.options, record.seats,
        record.seed, actions, record.created,
    )  # fmt: skip


def replayed(record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text(record.to_json())
    loaded = read_record(path)
    Session(get_game(loaded.ruleset_id).ruleset, loaded)


@pytest.mark.parametrize("game_id", INT_GAMES)
@pytest.mark.parametrize(
    "change", [float, bool, str, lambda v: [v]], ids=["float", "bool", "text", "list"]
)
def test_a_whole_number_field_of_another_type_is_refused(
    game_id: str, change: Any, tmp_path: Path
) -> None:
    record, index = played(game_id, 1)
    replayed(record, tmp_path)  # the genuine save replays
    with pytest.raises(SaveError, match=rf"move {index + 1} of the save is unreadable: .*must be"):
        replayed(forged(record, index, change), tmp_path)


def test_exact_types_field_by_field() -> None:
    take = [TakeEvent]
    assert action_from_dict({"kind": "take-event", "slot": 4}, take) == TakeEvent(4)
    for bad in (4.0, True, "4", [4], None, 2**70 + 0.0):
        with pytest.raises(ActionFormatError, match="'slot' must be a whole number"):
            action_from_dict({"kind": "take-event", "slot": bad}, take)
    pay = [Pay]
    good = {"kind": "ls-pay", "votes": [1, 2], "states": ["NY", "OH"]}
    assert action_from_dict(good, pay) == Pay((1, 2), ("NY", "OH"))
    for field, bad in (
        ("votes", [1.0, 2]),
        ("votes", [True]),
        ("votes", "12"),
        ("states", "NY"),
        ("states", [["NY"]]),
        ("states", [1]),
    ):
        with pytest.raises(ActionFormatError, match=f"'{field}' must be a list of"):
            action_from_dict({**good, field: bad}, pay)


def test_the_audits_float_slot_is_refused_by_resume_and_check_data(
    app: App, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from boardgames.ui.scenes.resume import ResumeScene

    record, index = played("corrupt-bargain", 1)
    bad = forged(record, index, float)
    path = autosave(bad)
    assert check_paths([str(path)]) == 2
    err = capsys.readouterr().err
    assert "'take-event' field 'slot' must be a whole number, not 0.0" in err
    assert "internal error" not in err and err.count("\n") == 1
    listing = ResumeScene(app)
    app.stack.reset(listing)
    listing.open(listing.games[0])
    assert app.stack.top is listing and "Could not resume" in listing.message
    assert "set aside" in listing.message and not path.exists()
    assert [p.name.startswith("damaged-") for p in saves_dir().iterdir() if p.is_file()] == [True]


@pytest.mark.parametrize("version", ["true", "2.0", "1.0", '"2"', "false", "[2]", "null"])
def test_odd_format_versions_are_refused(version: str, tmp_path: Path) -> None:
    text = ed_session(moves=2).record.to_json()
    assert '"format_version": 2' in text
    path = tmp_path / "save.json"
    path.write_text(text.replace('"format_version": 2', f'"format_version": {version}'))
    with pytest.raises(SaveError, match="format version"):
        read_record(path)


class Exploding(Exception):
    pass


def test_any_exception_while_replaying_refuses_the_save_naming_the_move(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = ed_session(moves=5)
    state_class = type(session.state)
    original = state_class.apply
    calls = []

    def apply(self, action, player=None):  # type: ignore[no-untyped-def]
        calls.append(action)
        if len(calls) == 3:
            raise TypeError("list indices must be integers or slices, not float")
        return original(self, action, player)

    monkeypatch.setattr(state_class, "apply", apply)
    with pytest.raises(SaveError, match=r"move 3 of the save cannot be replayed \(TypeError\)"):
        replayed(session.record, tmp_path)


def test_resume_sets_aside_a_save_whatever_the_exception(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui.scenes import resume

    path = autosave(ed_session(seed=21, moves=3).record)
    listing = resume.ResumeScene(app)
    app.stack.reset(listing)

    def broken(record):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("a rules bug met by this save")

    monkeypatch.setattr(resume, "build_session", broken)
    listing.open(listing.games[0])
    assert app.stack.top is listing and not path.exists()
    assert "the save cannot be replayed (ZeroDivisionError)" in listing.message


def test_a_missing_map_at_resume_is_reported_and_the_save_kept(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.core.maps import MapError
    from boardgames.ui.scenes import resume

    path = autosave(ed_session(seed=22, moves=3).record)
    listing = resume.ResumeScene(app)
    app.stack.reset(listing)

    def no_map(app, session):  # type: ignore[no-untyped-def]
        raise MapError("us-modern.tmx: map file not found at /nowhere/us-modern.tmx")

    monkeypatch.setattr(resume, "show_session", no_map)
    listing.open(listing.games[0])
    assert app.stack.top is listing and path.exists()  # the save is not at fault
    assert listing.message.startswith("The game cannot start: us-modern.tmx: map file not found")


def test_check_data_refuses_an_era_whose_map_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from boardgames.core.eras import load_era
    from boardgames.resources import data_dir

    era = (data_dir() / "eras" / "us-1824.yaml").read_text()
    assert "map: us-1824.tmx" in era
    path = tmp_path / "era.yaml"
    path.write_text(era.replace("map: us-1824.tmx", "map: us-1825.tmx"))
    assert check_paths([str(path)]) == 2
    assert "era.yaml: map: there is no map 'us-1825.tmx'" in capsys.readouterr().err
    path.write_text(era.replace("map: us-1824.tmx", "map: ../data/eras/us-1824.yaml"))
    assert check_paths([str(path)]) == 2
    assert "there is no map '../data/eras/us-1824.yaml'" in capsys.readouterr().err
    assert load_era("us-1824").map_file == "us-1824.tmx"


def test_a_president_save_with_a_float_is_refused_by_check_data(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record, index = played("president", 2)
    path = tmp_path / "president.json"
    path.write_text(forged(record, index, float).to_json())
    assert check_paths([str(path)]) == 2
    err = capsys.readouterr().err
    assert f"move {index + 1} of the save is unreadable" in err and "must be a whole number" in err


def test_a_forged_illegal_move_is_shown_briefly() -> None:
    session = ed_session(moves=2)
    actions = [*session.record.actions, {"player": 0, "kind": "contest", "state": "Z" * 500}]
    record = GameRecord("electoral-dice", 1, {}, session.record.seats, 3, actions)
    with pytest.raises(SaveError) as caught:
        Session(get_game("electoral-dice").ruleset, record)
    assert len(str(caught.value)) < 300 and "Z" * 300 not in str(caught.value)


def test_a_game_in_memory_replays_with_its_own_enum_values() -> None:
    """Undo replays the record as the session holds it (a game's str enums, not yet
    text): exact types must still accept them."""
    record, _ = played("corrupt-bargain", 3)
    assert any(
        type(v) is not str and isinstance(v, str) for m in record.actions for v in m.values()
    )
    session = Session(get_game("corrupt-bargain").ruleset, record)
    assert len(session.record.actions) == len(record.actions)
