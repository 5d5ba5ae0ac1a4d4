"""First-time tips (``boardgames.tips``, ``ui.aids``): every kind of decision of every game has
one, checked as data; each is drawn the first time only; none names a card or runs long."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
import yaml

from boardgames.ai.base import next_mover
from boardgames.checkdata import check_path
from boardgames.core.data import DataError
from boardgames.core.decisions import decision_kind
from boardgames.core.protocol import resolve_options
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import GAMES, get_game
from boardgames.tips import (
    MAX_SENTENCES,
    SEEN_FILE,
    SeenTips,
    decision_kinds,
    load_tips,
    sentences,
    tips_path,
)
from tests.helpers import press, record_drawn_texts

PLAYABLE = list(GAMES)
# Where each game's data names its hidden cards (a tip must name none of them).
CARD_LISTS = {"events", "politicians", "populace", "cards", "politics", "envelopes"}


def kinds_met(game_id: str, seeds: range, moves: int = 1500) -> set[str]:
    """The kinds of decision seeded games with random players meet, at the smallest and
    largest tables."""
    ruleset = get_game(game_id).ruleset
    met: set[str] = set()
    for seed in seeds:
        for players in sorted({ruleset.min_players, ruleset.max_players}):
            state = ruleset.new_game(players, seed, resolve_options(ruleset, {}))
            rng = random.Random(seed)
            for _ in range(moves):
                if state.is_over():
                    break
                player = next_mover(state)
                met.add(str(decision_kind(state, player)))
                state.apply(rng.choice(state.legal_actions(player)), player)
    return met


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_kind_of_decision_has_a_tip(game_id: str) -> None:
    """The kinds are the game's decision classes; seeded games meet no other; the tips file
    (as check-data reads it) has one tip for each."""
    kinds = set(decision_kinds(game_id))
    assert kinds_met(game_id, range(2)) <= kinds
    assert set(load_tips(game_id)) == kinds
    assert check_path(tips_path(game_id)).startswith(f"tips of {game_id}")


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_tips_are_short_and_name_no_card(game_id: str) -> None:
    names = card_names(game_id)
    assert names or game_id == "electoral-dice"  # a game with cards has names to check
    for tip in load_tips(game_id).values():
        assert 1 <= sentences(tip.text) <= MAX_SENTENCES, tip.text
        assert not [name for name in names if name.casefold() in tip.text.casefold()], tip.kind


def card_names(game_id: str) -> set[str]:
    """The names of every card of the game's card lists, read from its data files."""
    names: set[str] = set()

    def walk(value: object, key: str) -> None:
        if isinstance(value, dict):
            if key in CARD_LISTS and isinstance(value.get("name", value.get("title")), str):
                names.add(value.get("name", value.get("title")))
            for child_key, child in value.items():
                walk(child, str(child_key) if isinstance(child, list) else key)
        elif isinstance(value, list):
            for child in value:
                walk(child, key)

    for path in get_game(game_id).data_files():
        if path.suffix in (".yaml", ".yml"):
            walk(yaml.safe_load(path.read_text(encoding="utf-8")), "")
    return names


def test_sentences_are_counted_as_read_aloud() -> None:
    assert sentences("Roll the die. Then move.") == 2
    assert sentences("Bid 250,000 or pass; the high bidder pays.") == 1
    assert sentences("One. Two! Three?") == 3


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda tips: tips.update(Nonsense={"text": "A tip.", "rules": "ThrowDice"}), "Nonsense"),
        (lambda tips: tips.pop("ThrowDice"), "no tip for ThrowDice"),
        (lambda tips: tips["ThrowDice"].update(colour="red"), "unknown key"),
        (lambda tips: tips["ThrowDice"].update(text="One. Two. Three."), "two whole sentences"),
        (lambda tips: tips["ThrowDice"].update(rules="no such words"), "has no 'no such words'"),
    ],
)
def test_check_data_names_what_is_wrong_with_a_tips_file(
    tmp_path: Path,
    change,
    problem: str,  # noqa: ANN001
) -> None:
    data = yaml.safe_load(tips_path("electoral-dice").read_text(encoding="utf-8"))
    change(data["tips"])
    path = tmp_path / "tips.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataError, match=problem):
        check_path(path)


def test_seen_tips_are_kept_per_person_and_game(tmp_path: Path) -> None:
    seen = SeenTips(tmp_path)
    seen.mark("president", "Ann", "PlanDay")
    again = SeenTips(tmp_path)
    assert again.seen("president", "ann", "PlanDay")  # a name is the same in any case
    assert not again.seen("president", "Bo", "PlanDay")
    assert not again.seen("landslide", "Ann", "PlanDay")
    again.forget()
    assert not SeenTips(tmp_path).seen("president", "Ann", "PlanDay")


def test_a_damaged_seen_tips_file_is_kept_aside_with_one_message(tmp_path: Path) -> None:
    (tmp_path / SEEN_FILE).write_text('{"president": {"ann": "not a list"}}', encoding="utf-8")
    seen = SeenTips(tmp_path)
    assert "damaged" in seen.problem and SEEN_FILE in seen.problem
    kept = list(tmp_path.glob(f"damaged-*-{SEEN_FILE}"))
    assert len(kept) == 1 and "not a list" in kept[0].read_text(encoding="utf-8")
    seen.mark("president", "Ann", "PlanDay")
    assert SeenTips(tmp_path).seen("president", "Ann", "PlanDay")


def test_an_unwritable_folder_keeps_the_tips_seen_in_memory(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    seen = SeenTips(blocked / "data")  # a folder under a file cannot be made
    seen.mark("president", "Ann", "PlanDay")
    seen.mark("president", "Ann", "Promote")
    assert seen.seen("president", "Ann", "PlanDay")
    assert str(blocked) in seen.problem and "\n" not in seen.problem  # one line says so


def president_scene(app, name: str = "Ann"):  # type: ignore[no-untyped-def]  # noqa: ANN001, ANN201
    entry = get_game("president")
    seats = [Seat(name, 0, False), Seat("Computer 1", 1, True, "easy"), Seat("Bo", 2, True)]
    session = Session(entry.ruleset, GameRecord("president", entry.ruleset.version, {}, seats, 11))
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    return scene


def settle(app, scene, frames: int = 30) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    for _ in range(frames):
        app.frame(1 / 30)
        if scene.human_to_move() is not None:
            break
    app.frame(1 / 30)


def test_a_tip_is_drawn_the_first_time_only(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    texts = record_drawn_texts(monkeypatch)
    scene = president_scene(app)
    settle(app, scene)
    kind = decision_kind(scene.shown, 0)
    tip = load_tips("president")[kind]
    first_words = " ".join(tip.text.split()[:3])
    assert any(text.startswith(first_words) for text in texts)
    texts.clear()
    scene = president_scene(app)  # the same person, a new game: seen already
    settle(app, scene)
    assert decision_kind(scene.shown, 0) == kind
    assert not any(text.startswith(first_words) for text in texts)
    scene = president_scene(app, "Cleo")  # somebody new meets it for the first time
    settle(app, scene)
    assert any(text.startswith(first_words) for text in texts)


def test_no_tips_at_a_table_that_switched_them_off(app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    app.settings.tables["president"] = {"tips": False, "hints": True}
    texts = record_drawn_texts(monkeypatch)
    scene = president_scene(app)
    settle(app, scene)
    tip = load_tips("president")[str(decision_kind(scene.shown, 0))]
    assert not any(text.startswith(" ".join(tip.text.split()[:3])) for text in texts)
    assert "Hint" in texts  # the Hint's button still shows


def test_f1_opens_the_rules_at_the_tips_section(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    from boardgames.ui.scenes.rules import RulesScene, rules_text, section_place

    scene = president_scene(app, "Dora")
    settle(app, scene)
    tip = scene.current_tip()
    assert tip is not None
    place = section_place(rules_text("president"), tip.rules)
    assert place is not None and place > 0.1  # well into the text: the screen must scroll
    press(app, pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.current == "president"
    bar = rules.text_box.scroll_bar
    assert bar is not None and bar.start_percentage > 0.05


def at_anns_first_decision(app, game_id: str, players: int, size: tuple[int, int]):  # type: ignore[no-untyped-def]  # noqa: ANN001, ANN201
    """A new game (seed 7) with Ann in the first seat and easy computers, in a window of
    ``size``, its frames run until Ann's first decision."""
    import pygame

    entry = get_game(game_id)
    seats = [Seat("Ann", 0, False)] + [Seat(f"C{i}", i, True, "easy") for i in range(1, players)]
    session = Session(
        entry.ruleset, GameRecord(entry.ruleset.id, entry.ruleset.version, {}, seats, 7)
    )
    app.screen = pygame.display.set_mode(size)
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    for _ in range(600):
        app.frame(1 / 30)
        if scene.human_to_move() == 0:
            break
    return scene


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_corrupt_bargains_tip_sits_in_the_side_panel_not_over_the_log(app, size) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """Choosing from the Event track (options on the board, the hand still empty), the tip
    and the Hint lie in the side panel's free room under the hand, not over the game log."""

    scene = at_anns_first_decision(app, "corrupt-bargain", 2, size)
    assert scene.human_to_move() == 0 and scene.panel.area() is None  # the track's cards
    app.frame(1 / 30)
    app.draw()
    buttons = [button.rect for button in scene._aid_buttons.buttons]
    assert buttons and scene._tip_shown() is not None
    for rect in buttons:
        assert scene.panel_rect.contains(rect), (size, rect, scene.panel_rect)
        assert not rect.colliderect(scene.log_panel.rect), size


def test_landslides_tip_lies_over_the_log_not_the_board(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """At 960x600 Landslide's side panel has no room under its bidding options: the tip goes
    over the game log's older lines, where it used to cover the board's right column."""
    import pygame

    entry = get_game("landslide")
    seats = [Seat("Ann", 0, False), Seat("Bo", 1, True, "easy"), Seat("Cy", 2, True, "easy")]
    session = Session(
        entry.ruleset, GameRecord(entry.ruleset.id, entry.ruleset.version, {}, seats, 7)
    )
    app.settings.forecast = False  # the log at its whole width
    app.screen = pygame.display.set_mode((960, 600))
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    for _ in range(900):
        app.frame(1 / 30)
        if scene.human_to_move() == 0 and decision_kind(scene.shown, 0) == "BidTurn":
            break
        if scene.human_to_move() == 0:  # a roll or a card: the first option, not a bid
            scene.submit(session.state.legal_actions(0)[0])
    assert decision_kind(scene.shown, 0) == "BidTurn" and scene._tip_shown() is not None
    app.draw()
    box = scene._aid_rect
    assert box is not None and scene.log_panel.rect.contains(box), (box, scene.log_panel.rect)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1280, 800), (1920, 1080)])
def test_bull_mooses_keep_tip_covers_none_of_the_cards(app, size) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """Keeping four of eight: the tip and Hint box covers none of the cards to choose from
    (where they lie over the map's foot and the log, it goes in the side panel above them)."""

    from boardgames.games.bull_moose.steps import KeepFour

    scene = at_anns_first_decision(app, "bull-moose", 3, size)
    assert isinstance(scene.session.state.head(), KeepFour) and scene._tip_shown() is not None
    app.frame(1 / 30)
    app.draw()
    box = scene._aid_rect
    assert box is not None and scene.card_rects
    for rect, card in scene.card_rects:
        assert not box.colliderect(rect), (size, box, rect, card)
    assert app.screen.get_rect().contains(box)


@pytest.mark.parametrize("tips", [True, False])
def test_presidents_aid_box_keeps_clear_of_the_compact_forecast(app, tips) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    """Six seats at 960x600: while Ann plans (seven cards to choose from) the side panel
    keeps the compact forecast under the options; the tip and Hint box (or the Hint alone,
    once the tip is seen) goes elsewhere, where it used to cover the forecast's lines."""
    from boardgames.games.president.steps import PlanDay

    scene = at_anns_first_decision(app, "president", 6, (960, 600))
    scene.tips = scene.tips if tips else {}
    for _ in range(600):
        if scene.human_to_move() == 0 and isinstance(scene.session.state.head(), PlanDay):
            break
        if scene.human_to_move() == 0:  # a claim or a named card first
            scene.submit(scene.session.state.legal_actions(0)[0])
        app.frame(1 / 30)
    assert isinstance(scene.session.state.head(), PlanDay)
    app.frame(1 / 30)
    app.draw()
    strip, box = scene.forecast_strip(), scene._aid_rect
    assert strip is not None and box is not None
    assert not box.colliderect(strip), (box, strip)
    assert app.screen.get_rect().contains(box)
