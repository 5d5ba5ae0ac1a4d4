"""President's data file: the shipped file's sizes, and every broken variant refused by path."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
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
    assert take_control.text() == "You hold the Presidency or a Vice presidency."
    assert tuple(card.id for card in data.actions) == ACTIONS
    assert {c.id for c in data.actions if c.when == "press_conference"} == {"interview", "camera"}
    assert (data.win_vp, data.start_vp, data.secretariat_popularity, data.cameras) == (7, 1, 1, 4)
    assert (data.popularity_track.length, data.popularity_track.bonus_at) == (3, (3,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        data.win_vp = 8  # type: ignore[misc]


def test_animals_have_unique_letters_and_safe_colours(data) -> None:
    assert len(data.animals) == 10
    assert len({a.letter for a in data.animals}) == 10
    assert len({a.colour for a in data.animals}) == 10
    for animal in data.animals:
        assert animal.letter == animal.name[0]
        assert SAFE_COLOURS[animal.colour_name] == animal.colour
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

Change = Callable[[dict[str, Any]], None]


def chart(doc: dict[str, Any], players: int) -> list[dict[str, Any]]:
    """The positions of one chart in the raw document (charts are listed 3 to 10)."""
    return doc["charts"][players - 3]["positions"]


def set_in(path: list[Any], value: Any) -> Change:
    def change(doc: dict[str, Any]) -> None:
        target: Any = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def delete(path: list[Any]) -> Change:
    def change(doc: dict[str, Any]) -> None:
        target: Any = doc
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return change


def do(*changes: Change) -> Change:
    def change(doc: dict[str, Any]) -> None:
        for one in changes:
            one(doc)

    return change


def duplicate(section: str, index: int, **fields: Any) -> Change:
    def change(doc: dict[str, Any]) -> None:
        doc[section].append({**doc[section][index], **fields})

    return change


BROKEN: list[tuple[str, Change, str, str]] = [
    # -- charts
    ("chart missing", delete(["charts", 4]), "charts", "no chart for 7 players"),
    (
        "chart repeated",
        lambda doc: doc["charts"].__setitem__(4, copy.deepcopy(doc["charts"][3])),
        "charts[4].players",
        "6 is already used by charts[3]",
    ),
    (
        "too few positions",
        delete(["charts", 2, "positions", 0]),
        "charts[2].positions",
        "a 5-player chart needs 5 positions, got 4",
    ),
    (
        "position number repeated",
        set_in(["charts", 2, "positions", 1, "number"], 1),
        "charts[2].positions[1].number",
        "1 is already used by charts[2].positions[0]",
    ),
    (
        "position number out of range",
        set_in(["charts", 2, "positions", 1, "number"], 6),
        "charts[2].positions[1].number",
        "must be at most 5",
    ),
    (
        "two presidencies",
        do(
            set_in(["charts", 0, "positions", 1, "level"], "presidency"),
            delete(["charts", 0, "positions", 1, "above"]),
        ),
        "charts[0].positions",
        "exactly one presidency, got 2",
    ),
    (
        "no presidency",
        set_in(["charts", 1, "positions", 3, "level"], "vice_presidency"),
        "charts[1].positions",
        "exactly one presidency, got 0",
    ),
    (
        "no secretariat",
        do(
            set_in(["charts", 0, "positions", 0, "level"], "vice_presidency"),
            set_in(["charts", 0, "positions", 1, "level"], "vice_presidency"),
        ),
        "charts[0].positions",
        "at least one secretariat",
    ),
    (
        "unknown level",
        set_in(["charts", 0, "positions", 0, "level"], "treasury"),
        "charts[0].positions[0].level",
        "expected one of secretariat, vice_presidency, presidency, got 'treasury'",
    ),
    (
        "numbered top-down",
        do(
            set_in(
                ["charts", 2, "positions", 1], {"number": 2, "level": "vice_presidency", "above": 5}
            ),
            set_in(
                ["charts", 2, "positions", 2], {"number": 3, "level": "secretariat", "above": 2}
            ),
        ),
        "charts[2].positions[1].number",
        "positions are numbered bottom-up",
    ),
    (
        "link within a level",
        set_in(["charts", 2, "positions", 0, "above"], 2),
        "charts[2].positions[0].above",
        "next level up (vice_presidency), but 2 is on secretariat",
    ),
    (
        "link skipping a level",
        set_in(["charts", 2, "positions", 0, "above"], 5),
        "charts[2].positions[0].above",
        "next level up (vice_presidency), but 5 is on presidency",
    ),
    (
        "links in a cycle",
        do(
            set_in(["charts", 2, "positions", 2, "above"], 4),
            set_in(["charts", 2, "positions", 3, "above"], 3),
        ),
        "charts[2].positions[2].above",
        "next level up (presidency), but 4 is on vice_presidency",
    ),
    (
        "presidency hanging from a box",
        set_in(["charts", 0, "positions", 2, "above"], 1),
        "charts[0].positions[2].above",
        "the presidency hangs from nothing",
    ),
    (
        "link missing",
        delete(["charts", 7, "positions", 8, "above"]),
        "charts[7].positions[8]",
        "missing required key 'above' (a position on the presidency level)",
    ),
    (
        "link out of range",
        set_in(["charts", 2, "positions", 0, "above"], 9),
        "charts[2].positions[0].above",
        "must be at most 5",
    ),
    (
        "no interview winner",
        set_in(["charts", 6, "interview_winners"], 0),
        "charts[6].interview_winners",
        "must be at least 1",
    ),
    # -- day cards
    (
        "five day cards",
        delete(["day_cards", 5]),
        "day_cards",
        "expected exactly 6 day cards, got 5",
    ),
    (
        "seven day cards",
        duplicate("day_cards", 0, id="gain_more", title="Gain More"),
        "day_cards",
        "expected exactly 6 day cards, got 7",
    ),
    (
        "day card id repeated",
        set_in(["day_cards", 1, "id"], "gain_ground"),
        "day_cards[1].id",
        "'gain_ground' is already used by day_cards[0]",
    ),
    (
        "unknown condition",
        set_in(["day_cards", 0, "recover_if"], {"total_popularity": "more"}),
        "day_cards[0].recover_if",
        "needs exactly one key of total_vp, level_in, action_matches (found total_popularity)",
    ),
    (
        "two conditions",
        set_in(["day_cards", 0, "recover_if"], {"total_vp": "fewest", "action_matches": "named"}),
        "day_cards[0].recover_if",
        "(found total_vp, action_matches)",
    ),
    (
        "bad VP test",
        set_in(["day_cards", 0, "recover_if", "total_vp"], "most"),
        "day_cards[0].recover_if.total_vp",
        "expected one of more_than_day_start, at_most_day_start, fewest, got 'most'",
    ),
    (
        "unknown level in a condition",
        set_in(["day_cards", 1, "recover_if", "level_in"], ["presidency", "board"]),
        "day_cards[1].recover_if.level_in[1]",
        "got 'board'",
    ),
    (
        "no level in a condition",
        set_in(["day_cards", 1, "recover_if", "level_in"], []),
        "day_cards[1].recover_if.level_in",
        "list at least one level",
    ),
    (
        "level twice in a condition",
        set_in(["day_cards", 1, "recover_if", "level_in"], ["presidency", "presidency"]),
        "day_cards[1].recover_if.level_in[1]",
        "presidency is listed twice",
    ),
    # -- actions
    ("action missing", delete(["actions", 6]), "actions", "missing action slander"),
    (
        "unknown action",
        set_in(["actions", 6, "id"], "bribe"),
        "actions[6].id",
        "got 'bribe'",
    ),
    (
        "bad timing",
        set_in(["actions", 0, "when"], "night"),
        "actions[0].when",
        "expected one of turn, press_conference",
    ),
    # -- envelopes
    (
        "29 envelopes",
        delete(["envelopes", 29]),
        "envelopes",
        "expected exactly 30 envelopes, got 29",
    ),
    (
        "envelope number out of range",
        set_in(["envelopes", 0, "number"], 31),
        "envelopes[0].number",
        "must be at most 30",
    ),
    (
        "envelope number repeated",
        set_in(["envelopes", 1, "number"], 1),
        "envelopes[1].number",
        "1 is already used by envelopes[0]",
    ),
    (
        "envelope title repeated",
        set_in(["envelopes", 1, "title"], "Handshake in the Lift"),
        "envelopes[1].title",
        "already used by envelopes[0]",
    ),
    (
        "unknown envelope kind",
        set_in(["envelopes", 0, "kind"], "bribe"),
        "envelopes[0].kind",
        "expected one of handshake, sound_bite",
    ),
    (
        "unused envelope kind",
        do(*(set_in(["envelopes", i, "kind"], "alibi") for i in (27, 28, 29))),
        "envelope_kinds[6].id",
        "no envelope is of kind 'reshuffle'",
    ),
    (
        "unknown effect form",
        set_in(["envelope_kinds", 0, "effect"], {"steal_vp": 1}),
        "envelope_kinds[0].effect",
        "needs exactly one key of act_as, recover, remove_slander, swap (found steal_vp)",
    ),
    (
        "two effect forms",
        set_in(["envelope_kinds", 0, "effect"], {"act_as": "deal", "recover": 1}),
        "envelope_kinds[0].effect",
        "(found act_as, recover)",
    ),
    (
        "envelope acting as a Promotion",
        set_in(["envelope_kinds", 0, "effect", "act_as"], "promotion"),
        "envelope_kinds[0].effect.act_as",
        "expected one of deal, interview, camera, slander, got 'promotion'",
    ),
    (
        "recovering two cards",
        set_in(["envelope_kinds", 4, "effect", "recover"], 2),
        "envelope_kinds[4].effect.recover",
        "must be at most 1, got 2",
    ),
    (
        "removing no slander",
        set_in(["envelope_kinds", 5, "effect", "remove_slander"], 0),
        "envelope_kinds[5].effect.remove_slander",
        "must be at least 1, got 0",
    ),
    (
        "swapping upwards",
        set_in(["envelope_kinds", 6, "effect", "swap"], "level_above"),
        "envelope_kinds[6].effect.swap",
        "expected one of same_level, got 'level_above'",
    ),
    (
        "effect not a mapping",
        set_in(["envelope_kinds", 6, "effect"], "swap"),
        "envelope_kinds[6].effect",
        "expected a mapping, got 'swap'",
    ),
    (
        "envelope note too long",
        set_in(["envelopes", 3, "note"], "word " * 40),
        "envelopes[3].note",
        "keep it to 120",
    ),
    # -- animals
    ("nine animals", delete(["animals", 9]), "animals", "expected exactly 10 animals, got 9"),
    (
        "letter repeated",
        set_in(["animals", 1, "letter"], "B"),
        "animals[1].letter",
        "'B' is already used by animals[0]",
    ),
    (
        "colour repeated",
        set_in(["animals", 1, "colour"], "black"),
        "animals[1].colour_name",
        "'black' is already used by animals[0]",
    ),
    (
        "colour outside the safe palette",
        set_in(["animals", 1, "colour"], "red"),
        "animals[1].colour",
        "got 'red'",
    ),
    (
        "letter not a capital",
        set_in(["animals", 1, "letter"], "cr"),
        "animals[1].letter",
        "expected one capital letter A-Z, got 'cr'",
    ),
    (
        "name repeated",
        set_in(["animals", 2, "name"], "Bear"),
        "animals[2].name",
        "already used by animals[0]",
    ),
    # -- constants and the file as a whole
    (
        "marked space off the track",
        set_in(["popularity_track", "bonus_at"], [4]),
        "popularity_track.bonus_at[0]",
        "must be at most 3, got 4",
    ),
    (
        "starting VP already winning",
        set_in(["start", "vp"], 7),
        "start.vp",
        "must be at most 6, got 7",
    ),
    ("no cameras", set_in(["cameras"], 0), "cameras", "must be at least 1, got 0"),
    ("typo in a key", set_in(["envelops"], []), "envelops", "unknown key"),
]


@pytest.mark.parametrize(
    ("change", "where", "problem"),
    [entry[1:] for entry in BROKEN],
    ids=[entry[0] for entry in BROKEN],
)
def test_broken_variant_is_refused_with_its_path(
    tmp_path: Path, shipped, change: Change, where: str, problem: str
) -> None:
    doc = copy.deepcopy(shipped)
    change(doc)
    path = tmp_path / "president.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    with pytest.raises(DataError) as caught:
        load_president(path)
    assert str(caught.value).startswith(f"president.yaml: {where}: ")
    assert problem in str(caught.value)
    # check-data sees the same error, since the file still says it is President's.
    with pytest.raises(DataError, match="president.yaml"):
        check_document(load_document(path))


def test_unreadable_and_missing_files_name_the_file(tmp_path: Path) -> None:
    broken = tmp_path / "president.yaml"
    broken.write_text("game: president\ncharts: [\n")
    with pytest.raises(DataError, match=r"president.yaml: line \d+, column \d+: not valid YAML"):
        load_president(broken)
    with pytest.raises(DataError, match="missing.yaml: file not found"):
        load_president(tmp_path / "missing.yaml")
