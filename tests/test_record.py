"""Saves: round trip, replay with legality checks, and refusal of bad files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from boardgames.core.protocol import IllegalActionError
from boardgames.core.record import GameRecord, SaveError, Seat, read_record, replay
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.electoral_dice.actions import THROW, Contest
from boardgames.saves import autosave, resumable_games, set_aside
from tests.helpers import ed_session

RULESET = get_game("electoral-dice").ruleset


def test_round_trip_rebuilds_the_same_game() -> None:
    session = ed_session(seed=8, moves=60)
    loaded = GameRecord.from_json(session.record.to_json())
    assert loaded == session.record
    state = replay(RULESET, loaded)
    assert state.owner == session.state.owner and state.votes == session.state.votes
    assert state.rng.getstate() == session.state.rng.getstate()


def _tamper(text: str, change, fix_checksum: bool) -> str:  # type: ignore[no-untyped-def]
    document = json.loads(text)
    change(document)
    if fix_checksum:  # a careful forger recomputes the checksum too
        payload = {
            k: document[k]
            for k in (
                "ruleset",
                "ruleset_version",
                "options",
                "seats",
                "seed",
                "actions",
                "created",
            )
        }
        from boardgames.core.record import _digest

        document["checksum"] = _digest(payload)
    return json.dumps(document)


def test_tampered_save_is_refused_by_its_checksum() -> None:
    text = ed_session(seed=8, moves=30).record.to_json()

    def change(doc):  # type: ignore[no-untyped-def]
        doc["seed"] += 1

    with pytest.raises(SaveError, match="altered or damaged"):
        GameRecord.from_json(_tamper(text, change, fix_checksum=False))


def test_tampered_move_is_refused_on_replay_even_with_a_fixed_checksum() -> None:
    session = ed_session(seed=8, moves=30)
    text = session.record.to_json()

    def change(doc):  # type: ignore[no-untyped-def]
        doc["actions"].insert(0, {"kind": "contest", "state": "ZZ"})

    record = GameRecord.from_json(_tamper(text, change, fix_checksum=True))
    with pytest.raises(SaveError, match="move 1 .* not legal"):
        replay(RULESET, record)

    def change_kind(doc):  # type: ignore[no-untyped-def]
        doc["actions"][0] = {"kind": "teleport"}

    record = GameRecord.from_json(_tamper(text, change_kind, fix_checksum=True))
    with pytest.raises(SaveError, match="unreadable"):
        replay(RULESET, record)


def test_truncated_and_foreign_files_give_clear_messages(tmp_path: Path) -> None:
    text = ed_session(seed=8, moves=10).record.to_json()
    with pytest.raises(SaveError, match="damaged or cut short"):
        GameRecord.from_json(text[: len(text) // 2])
    with pytest.raises(SaveError, match="not a saved game"):
        GameRecord.from_json(json.dumps({"hello": 1}))
    with pytest.raises(SaveError, match="no save file"):
        read_record(tmp_path / "missing.json")


def test_wrong_versions_are_refused() -> None:
    record = ed_session(seed=8, moves=5).record
    document = json.loads(record.to_json())
    document["format_version"] = 99
    with pytest.raises(SaveError, match="format version 99"):
        GameRecord.from_json(json.dumps(document))
    old = GameRecord(record.ruleset_id, 0, {}, record.seats, record.seed, list(record.actions))
    with pytest.raises(SaveError, match="version 0"):
        replay(RULESET, old)


def test_illegal_action_changes_nothing_in_a_session() -> None:
    session = ed_session(seed=4, moves=3)
    before = (list(session.record.actions), dict(session.state.owner), len(session.log))
    wrong = Contest("ZZ") if session.state.legal_actions() == [THROW] else THROW
    with pytest.raises(IllegalActionError):
        session.apply(wrong)
    assert (list(session.record.actions), dict(session.state.owner), len(session.log)) == before


def test_undo_steps_back_a_choice_but_never_a_throw() -> None:
    for seed in range(100):
        session = ed_session(seed=seed, bots=(False, False))
        if len(session.state.legal_actions()) > 1:
            break
    player = min(session.state.to_move())
    choice = session.state.legal_actions()[1]
    session.apply(choice)
    assert session.can_undo(player)
    assert session.undo(player)
    assert session.record.actions == [] and session.state.legal_actions()[1] == choice
    session.apply(choice)
    session.apply(THROW)
    assert not session.can_undo(player) and not session.undo(player)


def test_autosave_is_atomic_and_resumable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    session = ed_session(seed=2, moves=12)
    path = autosave(session.record)
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    games = resumable_games()
    assert len(games) == 1 and games[0].record == session.record and games[0].problem is None
    path.write_text(path.read_text()[:100])
    games = resumable_games()
    assert games[0].record is None and "damaged" in (games[0].problem or "")
    kept = set_aside(path)
    assert kept.exists() and not path.exists() and resumable_games() == []


def test_a_format_1_save_without_players_still_loads() -> None:
    """Saves written before actions named their player are read: each move was the only
    mover's. The same game saved today records the players and replays the same."""
    entry = get_game("electoral-dice")
    record = GameRecord(
        entry.ruleset.id, entry.ruleset.version, {}, [Seat("A", 0), Seat("B", 1)], 5
    )
    session = Session(entry.ruleset, record)
    rng = random.Random(2)
    for _ in range(40):
        session.apply(
            session.state.legal_actions()[rng.randrange(len(session.state.legal_actions()))]
        )
    document = json.loads(record.to_json())
    assert document["format_version"] == 2 and all("player" in a for a in document["actions"])
    old = GameRecord(
        record.ruleset_id,
        record.ruleset_version,
        {},
        record.seats,
        record.seed,
        [{k: v for k, v in a.items() if k != "player"} for a in record.actions],
    )
    text = json.loads(old.to_json())
    text["format_version"] = 1
    loaded = GameRecord.from_json(json.dumps(text))
    assert replay(entry.ruleset, loaded).fingerprint() == session.state.fingerprint()
