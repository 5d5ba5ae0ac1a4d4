"""Corrupt Bargain's shipped decks load, fit the rules and stay balanced; bad files say why."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from boardgames.core.data import DataError
from boardgames.games.corrupt_bargain.cards import (
    CARDS_DIR,
    LEGISLATURE_STATES,
    REGIONS,
    STATES,
    SUITS,
    Effect,
    deck_statistics,
    load_decks,
    region_of,
)


@pytest.fixture(scope="module")
def decks():
    return load_decks()


def all_cards(decks) -> list[Any]:
    return [*decks.events, *decks.populace, *decks.politicians]


# -- the shipped decks ----------------------------------------------------------------------


def test_shipped_decks_load_with_exact_counts(decks) -> None:
    assert len(decks.events) == 80
    assert len(decks.populace) == 60
    assert len(decks.politicians) == 60
    assert [c.number for c in decks.events] == list(range(1, 81))
    assert [c.number for c in decks.populace] == list(range(1, 61))
    assert [c.number for c in decks.politicians] == list(range(1, 61))
    assert decks.event(80).number == 80


def test_suits_balanced_within_three_cards(decks) -> None:
    counts = Counter(card.suit for card in decks.events)
    assert set(counts) == set(SUITS)
    assert max(counts.values()) - min(counts.values()) <= 3


def test_each_region_named_by_at_least_eight_event_cards(decks) -> None:
    for region in REGIONS:
        assert sum(region in card.area for card in decks.events) >= 8, region


def test_every_deck_touches_every_region(decks) -> None:
    for cards in (decks.events, decks.populace, decks.politicians):
        touched = {
            effect.where if effect.where in REGIONS else region_of(effect.where)
            for card in cards
            for effect in card.effects
            if effect.where not in (None, "any")
        }
        assert touched == set(REGIONS)


def test_no_cube_effect_names_a_legislature_state(decks) -> None:
    for card in all_cards(decks):
        for effect in card.effects:
            if effect.what == "cube":
                assert effect.where not in LEGISLATURE_STATES, (card.number, card.title)
                assert not set(effect.states()) & LEGISLATURE_STATES


def test_final_push_cards_never_draw_and_lean_to_their_token(decks) -> None:
    for cards, token in ((decks.populace, "cube"), (decks.politicians, "octagon")):
        effects = [effect for card in cards for effect in card.effects]
        assert all(effect.action != "draw" for effect in effects)
        assert sum(effect.what == token for effect in effects) >= 0.9 * len(effects)


def test_area_is_exactly_where_the_effects_happen(decks) -> None:
    for card in decks.events:
        named = {e.where for e in card.effects if e.where not in (None, "any")}
        assert set(card.area) == named, card.number


def test_titles_unique_and_notes_short(decks) -> None:
    for cards in (decks.events, decks.populace, decks.politicians):
        titles = [card.title for card in cards]
        assert len(titles) == len(set(titles))
        assert all(len(card.note) <= 220 for card in cards)


def test_every_state_is_named_somewhere(decks) -> None:
    stats = deck_statistics(decks)
    assert stats["states_never_named"] == []
    assert set(stats["states_named"]) == set(STATES)


def test_statistics_show_comparable_strength(decks) -> None:
    stats = deck_statistics(decks)
    suit_means = [stats["event_suits"][suit]["mean_net"] for suit in SUITS]
    assert max(suit_means) - min(suit_means) <= 0.5
    for suit in SUITS:
        assert 2 <= stats["event_suits"][suit]["min_net"]
        assert stats["event_suits"][suit]["max_net"] <= 4.5
    for name in ("populace", "politicians"):
        assert 1.5 <= stats["decks"][name]["mean_net"] <= 2.5
    assert stats["decks"]["events"]["cards"] == 80


def test_effect_text_and_round_trip() -> None:
    effect = Effect("remove", "token", 2, "South", "own")
    assert effect.text() == "-2 of your own tokens in the South"
    assert Effect("add", "cube", 2, "PA").text() == "+2 Populace cubes in Pennsylvania"
    assert Effect("draw", "politician", 1).text() == "Draw 1 Politician card"
    assert effect.as_dict() == {"remove": "token", "count": 2, "owner": "own", "in": "South"}
    assert Effect("add", "cube", 1, "South").states() == ("VA", "NC", "AL", "MS")


# -- bad files ------------------------------------------------------------------------------


def shipped(name: str) -> dict[str, Any]:
    return yaml.safe_load((CARDS_DIR / f"{name}.yaml").read_text(encoding="utf-8"))


def folder_with(tmp_path: Path, name: str, document: Any) -> Path:
    """A copy of the shipped decks with one file replaced by ``document``."""
    for other in ("events", "populace", "politicians"):
        shutil.copy(CARDS_DIR / f"{other}.yaml", tmp_path / f"{other}.yaml")
    text = document if isinstance(document, str) else yaml.safe_dump(document, sort_keys=False)
    (tmp_path / f"{name}.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def load_error(folder: Path) -> str:
    with pytest.raises(DataError) as caught:
        load_decks(folder)
    return str(caught.value)


def test_missing_title_is_reported(tmp_path: Path) -> None:
    document = shipped("events")
    del document["events"][3]["title"]
    message = load_error(folder_with(tmp_path, "events", document))
    assert message.startswith("events.yaml: events[3]: ")
    assert "missing required key 'title'" in message


def test_unknown_state_is_reported(tmp_path: Path) -> None:
    document = shipped("events")
    document["events"][3]["effects"][0]["in"] = "XX"
    message = load_error(folder_with(tmp_path, "events", document))
    assert message.startswith("events.yaml: events[3].effects[0].in: ")
    assert "expected a state code" in message and "'XX'" in message


def test_cube_in_a_legislature_state_is_reported(tmp_path: Path) -> None:
    document = shipped("populace")
    document["populace"][0]["effects"][0] = {"add": "cube", "count": 2, "in": "NY"}
    message = load_error(folder_with(tmp_path, "populace", document))
    assert message.startswith("populace.yaml: populace[0].effects[0].in: ")
    assert "NY chooses its electors in the legislature" in message


def test_wrong_type_is_reported(tmp_path: Path) -> None:
    document = shipped("politicians")
    document["politicians"][5]["effects"][0]["count"] = "two"
    message = load_error(folder_with(tmp_path, "politicians", document))
    assert message.startswith("politicians.yaml: politicians[5].effects[0].count: ")
    assert "expected a whole number, got 'two'" in message


@pytest.mark.parametrize(
    ("change", "where", "problem"),
    [
        (lambda d: d["events"].pop(), "events", "expected exactly 80 cards"),
        (
            lambda d: d["events"][1].update(number=1),
            "events[1].number",
            "number 1 is already used by events[0]",
        ),
        (lambda d: d["events"][2].update(suit="piracy"), "events[2].suit", "expected one of"),
        (lambda d: d["events"][0].update(colour="red"), "events[0].colour", "unknown key"),
        (
            lambda d: d["events"][0]["effects"][0].update(count=5),
            "events[0].effects[0].count",
            "must be at most 4",
        ),
        (
            lambda d: d["events"][0]["effects"][0].update(draw="populace"),
            "events[0].effects[0]",
            "exactly one of add, remove or draw",
        ),
        (
            lambda d: d["events"][0]["area"].append("OH"),
            "events[0].area[3]",
            "no effect takes place there",
        ),
        (lambda d: d["events"][0].update(note="x" * 221), "events[0].note", "221 characters"),
        (
            lambda d: d["events"][0]["effects"][2].update(owner="nobody"),
            "events[0].effects[2].owner",
            "expected one of own, rival",
        ),
    ],
)
def test_other_mistakes_name_the_spot(tmp_path: Path, change, where: str, problem: str) -> None:
    document = shipped("events")
    change(document)
    message = load_error(folder_with(tmp_path, "events", document))
    assert message.startswith(f"events.yaml: {where}: "), message
    assert problem in message


def test_final_push_card_may_not_draw(tmp_path: Path) -> None:
    document = shipped("populace")
    document["populace"][0]["effects"] = [{"draw": "populace", "count": 1}]
    message = load_error(folder_with(tmp_path, "populace", document))
    assert message.startswith("populace.yaml: populace[0].effects[0].draw: ")


def test_broken_yaml_and_missing_file(tmp_path: Path) -> None:
    message = load_error(folder_with(tmp_path, "events", "events: [\n  - {number: 1,\n"))
    assert message.startswith("events.yaml: line ")
    shutil.copy(CARDS_DIR / "events.yaml", tmp_path / "events.yaml")
    (tmp_path / "politicians.yaml").unlink()
    with pytest.raises(DataError, match=r"^politicians\.yaml: file not found$"):
        load_decks(tmp_path)
