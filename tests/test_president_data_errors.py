"""President's data file: every broken variant is refused with its file, path and problem.

Each case edits a copy of the shipped president.yaml in one place (dotted
paths, list indexes as numbers) and expects the exact spot in the message.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from functools import reduce
from pathlib import Path
from typing import Any

import pytest
import yaml

from boardgames.core.data import DataError, Node, load_document
from boardgames.games.president.data import DATA_FILE, check_document, load_president


@pytest.fixture(scope="module")
def shipped() -> dict[str, Any]:
    return yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))


DELETE = object()  # an edit that removes the entry


@dataclass(frozen=True)
class Same:
    """An edit value copied from elsewhere in the document (e.g. a repeated chart)."""

    path: str


def part(key: str) -> str | int:
    return int(key) if key.isdigit() else key


def apply(doc: dict[str, Any], edits: dict[str, Any]) -> None:
    """Apply dotted-path edits: set a value, DELETE an entry, or append at index len(list)."""
    for path, value in edits.items():
        *parents, last = (part(key) for key in path.split("."))
        target: Any = doc
        for key in parents:
            target = target[key]
        if isinstance(value, Same):
            value = copy.deepcopy(
                reduce(lambda node, key: node[part(key)], value.path.split("."), doc)
            )
        if value is DELETE:
            del target[last]
        elif isinstance(target, list) and last == len(target):
            target.append(value)
        else:
            target[last] = value


CHART3 = "charts.0.positions"  # positions of the 3-player chart
CHART5 = "charts.2.positions"  # positions of the 5-player chart
BROKEN: list[tuple[str, dict[str, Any], str, str]] = [
    # -- charts
    ("chart missing", {"charts.4": DELETE}, "charts", "no chart for 7 players"),
    (
        "chart repeated",
        {"charts.4": Same("charts.3")},
        "charts[4].players",
        "6 is already used by charts[3]",
    ),
    (
        "too few positions",
        {f"{CHART5}.0": DELETE},
        "charts[2].positions",
        "a 5-player chart needs 5 positions, got 4",
    ),
    (
        "number repeated",
        {f"{CHART5}.1.number": 1},
        "charts[2].positions[1].number",
        "1 is already used by charts[2].positions[0]",
    ),
    (
        "number out of range",
        {f"{CHART5}.1.number": 6},
        "charts[2].positions[1].number",
        "must be at most 5",
    ),
    (
        "two presidencies",
        {f"{CHART3}.1.level": "presidency", f"{CHART3}.1.above": DELETE},
        "charts[0].positions",
        "exactly one presidency, got 2",
    ),
    (
        "no presidency",
        {"charts.1.positions.3.level": "vice_presidency"},
        "charts[1].positions",
        "exactly one presidency, got 0",
    ),
    (
        "no secretariat",
        {f"{CHART3}.0.level": "vice_presidency", f"{CHART3}.1.level": "vice_presidency"},
        "charts[0].positions",
        "at least one secretariat",
    ),
    (
        "unknown level",
        {f"{CHART3}.0.level": "treasury"},
        "charts[0].positions[0].level",
        "got 'treasury'",
    ),
    (
        "numbered top-down",
        {f"{CHART5}.1.level": "vice_presidency", f"{CHART5}.2.level": "secretariat"},
        "charts[2].positions[1].number",
        "positions are numbered bottom-up",
    ),
    (
        "link within a level",
        {f"{CHART5}.0.above": 2},
        "charts[2].positions[0].above",
        "next level up (vice_presidency), but 2 is on secretariat",
    ),
    (
        "link skipping a level",
        {f"{CHART5}.0.above": 5},
        "charts[2].positions[0].above",
        "next level up (vice_presidency), but 5 is on presidency",
    ),
    (
        "links in a cycle",
        {f"{CHART5}.2.above": 4, f"{CHART5}.3.above": 3},
        "charts[2].positions[2].above",
        "next level up (presidency), but 4 is on vice_presidency",
    ),
    (
        "presidency hanging from a box",
        {f"{CHART3}.2.above": 1},
        "charts[0].positions[2].above",
        "the presidency hangs from nothing",
    ),
    (
        "link missing",
        {"charts.7.positions.8.above": DELETE},
        "charts[7].positions[8]",
        "missing required key 'above'",
    ),
    (
        "link out of range",
        {f"{CHART5}.0.above": 9},
        "charts[2].positions[0].above",
        "must be at most 5",
    ),
    (
        "no interview winner",
        {"charts.6.interview_winners": 0},
        "charts[6].interview_winners",
        "must be at least 1",
    ),
    # -- day cards
    ("five day cards", {"day_cards.5": DELETE}, "day_cards", "expected exactly 6 day cards, got 5"),
    (
        "seven day cards",
        {
            "day_cards.6": {
                "id": "gain_more",
                "title": "Gain More",
                "recover_if": {"total_vp": "fewest"},
            }
        },
        "day_cards",
        "expected exactly 6 day cards, got 7",
    ),
    (
        "day card id repeated",
        {"day_cards.1.id": "gain_ground"},
        "day_cards[1].id",
        "'gain_ground' is already used by day_cards[0]",
    ),
    (
        "unknown condition",
        {"day_cards.0.recover_if": {"total_popularity": "more"}},
        "day_cards[0].recover_if",
        "needs exactly one key of total_vp, level_in, action_matches (found total_popularity)",
    ),
    (
        "two conditions",
        {"day_cards.0.recover_if": {"total_vp": "fewest", "action_matches": "named"}},
        "day_cards[0].recover_if",
        "(found total_vp, action_matches)",
    ),
    (
        "bad VP test",
        {"day_cards.0.recover_if.total_vp": "most"},
        "day_cards[0].recover_if.total_vp",
        "expected one of more_than_day_start, at_most_day_start, fewest, got 'most'",
    ),
    (
        "unknown level in a condition",
        {"day_cards.1.recover_if.level_in.1": "board"},
        "day_cards[1].recover_if.level_in[1]",
        "got 'board'",
    ),
    (
        "no level in a condition",
        {"day_cards.1.recover_if.level_in": []},
        "day_cards[1].recover_if.level_in",
        "list at least one level",
    ),
    (
        "level twice in a condition",
        {"day_cards.1.recover_if.level_in.1": "presidency"},
        "day_cards[1].recover_if.level_in[1]",
        "presidency is listed twice",
    ),
    # -- actions
    ("action missing", {"actions.6": DELETE}, "actions", "missing action slander"),
    ("unknown action", {"actions.6.id": "bribe"}, "actions[6].id", "got 'bribe'"),
    ("unknown key in an action", {"actions.0.colour": "red"}, "actions[0].colour", "unknown key"),
    # -- envelopes
    (
        "29 envelopes",
        {"envelopes.29": DELETE},
        "envelopes",
        "expected exactly 30 envelopes, got 29",
    ),
    (
        "envelope number out of range",
        {"envelopes.0.number": 31},
        "envelopes[0].number",
        "must be at most 30",
    ),
    (
        "envelope number repeated",
        {"envelopes.1.number": 1},
        "envelopes[1].number",
        "1 is already used by envelopes[0]",
    ),
    (
        "envelope title repeated",
        {"envelopes.1.title": "Handshake in the Lift"},
        "envelopes[1].title",
        "already used by envelopes[0]",
    ),
    (
        "unknown envelope kind",
        {"envelopes.0.kind": "bribe"},
        "envelopes[0].kind",
        "expected one of handshake, sound_bite",
    ),
    (
        "unused envelope kind",
        {f"envelopes.{i}.kind": "alibi" for i in (27, 28, 29)},
        "envelope_kinds[6].id",
        "no envelope is of kind 'reshuffle'",
    ),
    (
        "unknown effect form",
        {"envelope_kinds.0.effect": {"steal_vp": 1}},
        "envelope_kinds[0].effect",
        "needs exactly one key of act_as, recover, remove_slander, swap (found steal_vp)",
    ),
    (
        "two effect forms",
        {"envelope_kinds.0.effect.recover": 1},
        "envelope_kinds[0].effect",
        "(found act_as, recover)",
    ),
    (
        "envelope acting as a Promotion",
        {"envelope_kinds.0.effect.act_as": "promotion"},
        "envelope_kinds[0].effect.act_as",
        "expected one of deal, interview, camera, slander, got 'promotion'",
    ),
    (
        "recovering two cards",
        {"envelope_kinds.4.effect.recover": 2},
        "envelope_kinds[4].effect.recover",
        "must be at most 1, got 2",
    ),
    (
        "removing no slander",
        {"envelope_kinds.5.effect.remove_slander": 0},
        "envelope_kinds[5].effect.remove_slander",
        "must be at least 1, got 0",
    ),
    (
        "swapping upwards",
        {"envelope_kinds.6.effect.swap": "level_above"},
        "envelope_kinds[6].effect.swap",
        "expected one of same_level, got 'level_above'",
    ),
    (
        "effect not a mapping",
        {"envelope_kinds.6.effect": "swap"},
        "envelope_kinds[6].effect",
        "expected a mapping, got 'swap'",
    ),
    (
        "envelope note too long",
        {"envelopes.3.note": "word " * 40},
        "envelopes[3].note",
        "keep it to 120",
    ),
    # -- animals
    ("nine animals", {"animals.9": DELETE}, "animals", "expected exactly 10 animals, got 9"),
    (
        "letter repeated",
        {"animals.1.letter": "B"},
        "animals[1].letter",
        "'B' is already used by animals[0]",
    ),
    (
        "colour repeated",
        {"animals.1.colour": "black"},
        "animals[1].colour",
        "'black' is already used by animals[0]",
    ),
    (
        "colour outside the safe palette",
        {"animals.1.colour": "red"},
        "animals[1].colour",
        "got 'red'",
    ),
    (
        "letter not a capital",
        {"animals.1.letter": "cr"},
        "animals[1].letter",
        "expected one capital letter A-Z, got 'cr'",
    ),
    ("name repeated", {"animals.2.name": "Bear"}, "animals[2].name", "already used by animals[0]"),
    ("id not an id", {"animals.2.id": "Dolphin!"}, "animals[2].id", "an id is lower-case letters"),
    # -- constants and the file as a whole
    (
        "marked space off the track",
        {"popularity_track.bonus_at": [4]},
        "popularity_track.bonus_at[0]",
        "must be at most 3, got 4",
    ),
    ("starting VP already winning", {"start.vp": 7}, "start.vp", "must be at most 6, got 7"),
    ("no cameras", {"cameras": 0}, "cameras", "must be at least 1, got 0"),
    ("nothing to win", {"win_vp": 0}, "win_vp", "must be at least 1, got 0"),
    (
        "no popularity track",
        {"popularity_track.length": 0},
        "popularity_track.length",
        "at least 1",
    ),
    (
        "marked space twice",
        {"popularity_track.bonus_at": [3, 3]},
        "popularity_track.bonus_at[1]",
        "space 3 is listed twice",
    ),
    (
        "start beyond the track",
        {"start.secretariat_popularity": 4},
        "start.secretariat_popularity",
        "must be at most 3, got 4",
    ),
    (
        "action title repeated",
        {"actions.1.title": "Promotion"},
        "actions[1].title",
        "'Promotion' is already used by actions[0]",
    ),
    (
        "kind id repeated",
        {"envelope_kinds.1.id": "handshake"},
        "envelope_kinds[1].id",
        "'handshake' is already used by envelope_kinds[0]",
    ),
    ("typo in a key", {"envelops": []}, "envelops", "unknown key"),
    ("section missing", {"animals": DELETE}, "(top level)", "missing required key 'animals'"),
]


@pytest.mark.parametrize(
    ("edits", "where", "problem"),
    [entry[1:] for entry in BROKEN],
    ids=[entry[0] for entry in BROKEN],
)
def test_broken_variant_is_refused_with_its_path(
    tmp_path: Path, shipped, edits: dict[str, Any], where: str, problem: str
) -> None:
    doc = copy.deepcopy(shipped)
    apply(doc, edits)
    path = tmp_path / "president.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    with pytest.raises(DataError) as caught:
        load_president(path)
    assert str(caught.value).startswith(f"president.yaml: {where}: ")
    assert problem in str(caught.value)
    # check-data sees the same error, since the file still says it is President's.
    with pytest.raises(DataError, match="president.yaml"):
        check_document(load_document(path))


def leaf_paths(node: Any, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    """Every path into the document, to edit at random."""
    if isinstance(node, dict):
        children = node.items()
    elif isinstance(node, list):
        children = enumerate(node)
    else:
        return [prefix]
    found = [prefix] if prefix else []
    for key, value in children:
        found.extend(leaf_paths(value, (*prefix, key)))
    return found


def test_random_edits_give_a_data_error_or_a_valid_file(shipped) -> None:
    """Hostile input is normal input: no edit may end in anything but DataError."""
    rng = random.Random(2026)
    paths = leaf_paths(shipped)
    values = [None, "x", "", 0, -1, 2, 99, 3.5, True, [], {}, ["a"], {"a": 1}, "presidency"]
    outcomes = {"refused": 0, "accepted": 0}
    for _ in range(1500):
        doc = copy.deepcopy(shipped)
        *parents, last = rng.choice(paths)
        target: Any = reduce(lambda node, key: node[key], parents, doc)
        target[last] = rng.choice(values)
        try:
            check_document(Node("president.yaml", doc))
            outcomes["accepted"] += 1
        except DataError as error:
            assert str(error).startswith("president.yaml: ")
            outcomes["refused"] += 1
    assert outcomes["refused"] > 1000
