"""President's data file: the shipped file's sizes and kinds, and the check-data hook.

Every broken variant, refused with its path: test_president_data_errors.py.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path
from typing import Any

import pytest
import yaml

from boardgames.core.data import DataError, Node, load_document
from boardgames.games.corrupt_bargain.cards import CARDS_DIR
from boardgames.games.president.data import (
    DATA_FILE,
    PLAYER_COUNTS,
    check_document,
    load_president,
)
from boardgames.games.president.vocabulary import (
    ACTIONS,
    SAFE_COLOURS,
    parse_effect,
)
from boardgames.resources import data_dir
from boardgames.ui.theme import SAFE_PALETTE

# The rulebook's setup: (Presidency, Vice presidency, Secretariat) by player count.
RULEBOOK_CHARTS = {
    3: (1, 0, 2),
    4: (1, 1, 2),
    5: (1, 2, 2),
    6: (1, 2, 3),
    7: (1, 2, 4),
    8: (1, 2, 5),
    9: (1, 2, 6),
    10: (1, 3, 6),
}
ENVELOPE_KINDS = {
    "handshake": 7,
    "sound_bite": 4,
    "whisper_campaign": 4,
    "photo_op": 3,
    "expense_claim": 5,
    "alibi": 4,
    "reshuffle": 3,
}


@pytest.fixture(scope="module")
def data():
    return load_president()


@pytest.fixture(scope="module")
def shipped() -> dict[str, Any]:
    return yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))


# -- the shipped file ---------------------------------------------------------------------------


def test_charts_match_the_rulebook_counts(data) -> None:
    assert [chart.players for chart in data.charts] == list(PLAYER_COUNTS) == list(RULEBOOK_CHARTS)
    for players, (p, v, s) in RULEBOOK_CHARTS.items():
        chart = data.chart(players)
        assert len(chart.positions) == players
        counts = tuple(
            len(chart.on_level(lv)) for lv in ("presidency", "vice_presidency", "secretariat")
        )
        assert counts == (p, v, s), players
        assert [pos.number for pos in chart.positions] == list(range(1, players + 1))
        assert chart.presidency == players
        assert chart.on_level("secretariat") == tuple(range(1, s + 1))
        assert chart.interview_winners == (2 if players >= 9 else 1)


def test_chart_links_climb_to_the_presidency(data) -> None:
    for chart in data.charts:
        for position in chart.positions:
            steps, current = 0, position
            while current.above is not None:
                parent = chart.position(current.above)
                assert parent.level == chart.level_above(current.level)
                current, steps = parent, steps + 1
            assert current.number == chart.presidency and steps <= 2
    assert data.chart(3).level_above("secretariat") == "presidency"
    assert data.chart(4).level_above("secretariat") == "vice_presidency"
    assert data.chart(10).level_above("presidency") is None
    with pytest.raises(KeyError):
        data.chart(11)


def test_envelope_kinds_and_counts(data) -> None:
    assert data.envelope_counts() == ENVELOPE_KINDS
    assert sum(ENVELOPE_KINDS.values()) == len(data.envelopes) == 30
    assert [card.number for card in data.envelopes] == list(range(1, 31))
    assert len({card.title for card in data.envelopes}) == 30
    effects = {kind.id: kind.effect.as_dict() for kind in data.envelope_kinds}
    assert effects == {
        "handshake": {"act_as": "deal"},
        "sound_bite": {"act_as": "interview"},
        "whisper_campaign": {"act_as": "slander"},
        "photo_op": {"act_as": "camera"},
        "expense_claim": {"recover": 1},
        "alibi": {"remove_slander": 1},
        "reshuffle": {"swap": "same_level"},
    }


def test_effect_wording_round_trips_and_is_documented(data) -> None:
    vocabulary = (DATA_FILE.parent / "VOCABULARY.md").read_text(encoding="utf-8")
    texts = set()
    for kind in data.envelope_kinds:
        assert parse_effect(Node("x", kind.effect.as_dict())) == kind.effect
        texts.add(kind.effect.text())
        assert f"| {kind.effect.text()} |" in vocabulary, kind.id
    assert len(texts) == len(data.envelope_kinds)


def test_day_cards_actions_and_constants(data) -> None:
    assert [card.id for card in data.day_cards] == [
        "gain_ground",
        "take_control",
        "avoid_standing_out",
        "bow_your_head",
        "find_allies",
        "keep_your_word",
    ]
    assert [card.id for card in data.day_cards if card.needs_naming] == ["keep_your_word"]
    take_control = data.day_cards[1].recover_if
    assert take_control.argument == ("presidency", "vice_presidency")
    assert take_control.condition() == "You end the day in the Presidency or a Vice presidency."
    for card in data.day_cards:  # every card says what meeting it earns
        assert card.recover_if.text().endswith(", take 1 card back from your pile."), card.id
    keep_your_word = data.day_cards[5].recover_if.text()
    assert keep_your_word == (
        "Before planning, everyone says in turn which action they will play (lies allowed). "
        "If you play the action you said, take 1 card back from your pile."
    )
    assert tuple(card.id for card in data.actions) == ACTIONS
    assert {c.id for c in data.actions if c.at_press_conference} == {"interview", "camera"}
    assert (data.win_vp, data.start_vp, data.secretariat_popularity, data.cameras) == (7, 1, 1, 4)
    assert (data.popularity_track.length, data.popularity_track.bonus_at) == (3, (3,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        data.win_vp = 8  # type: ignore[misc]


def test_animals_have_unique_letters_and_safe_colours(data) -> None:
    assert len(data.animals) == 10
    assert len({a.letter for a in data.animals}) == 10
    assert len({a.rgb for a in data.animals}) == 10
    for animal in data.animals:
        assert animal.letter == animal.name[0]
        assert SAFE_COLOURS[animal.colour] == animal.rgb
    # The app's colour-blind-safe palette is part of ours, under the same names.
    for style in SAFE_PALETTE:
        assert SAFE_COLOURS[style.name.lower()] == style.colour


def test_check_document_tells_president_files_from_others(tmp_path: Path) -> None:
    summary = check_document(load_document(DATA_FILE))
    assert summary == (
        "President data, charts for 3-10 players, 6 day cards, 30 envelopes in 7 kinds, "
        "10 animals, popularity track 3"
    )
    assert check_document(load_document(CARDS_DIR / "events.yaml")) is None
    assert check_document(load_document(data_dir() / "eras" / "us-1824.yaml")) is None
    assert check_document(Node("x.yaml", ["a", "list"])) is None
    assert (
        check_document(Node("x.yaml", {"game": "landslide", "charts": [], "envelopes": []})) is None
    )
    assert check_document(Node("x.yaml", {"game": "presidente"})) is None
    lost_marker = Node("p.yaml", {"charts": [], "envelopes": []})
    with pytest.raises(DataError, match=r"p.yaml: \(top level\): missing required key 'game'"):
        check_document(lost_marker)


def test_a_misspelt_game_marker_is_refused_on_load(tmp_path: Path, shipped) -> None:
    changed = {**shipped, "game": "presidente"}
    path = tmp_path / "president.yaml"
    path.write_text(yaml.safe_dump(changed))
    with pytest.raises(DataError, match=r"president.yaml: game: expected one of president, got"):
        load_president(path)


def test_the_popularity_track_is_data(tmp_path: Path, shipped) -> None:
    changed = copy.deepcopy(shipped)
    changed["popularity_track"] = {"length": 5, "bonus_at": [3, 5]}
    path = tmp_path / "president.yaml"
    path.write_text(yaml.safe_dump(changed))
    track = load_president(path).popularity_track
    assert (track.length, track.bonus_at) == (5, (3, 5))


# -- broken variants ----------------------------------------------------------------------------


def test_unreadable_and_missing_files_name_the_file(tmp_path: Path) -> None:
    broken = tmp_path / "president.yaml"
    broken.write_text("game: president\ncharts: [\n")
    with pytest.raises(DataError, match=r"president.yaml: line \d+, column \d+: not valid YAML"):
        load_president(broken)
    with pytest.raises(DataError, match="missing.yaml: file not found"):
        load_president(tmp_path / "missing.yaml")
