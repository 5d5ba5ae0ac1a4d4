"""The app keeps faith with the player: pause pauses, no game is overwritten or lost,
nothing is deleted without a question, and keys do what the screen shows."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from boardgames.core.record import Seat
from boardgames.saves import (
    autosave,
    autosave_path,
    finish_autosave,
    finished_games,
    resumable_games,
    saves_dir,
)
from boardgames.ui.app import App
from boardgames.ui.launch import new_record
from tests.helpers import click_at, ed_session, press


def key(app: App, code: int, mod: int = 0) -> None:
    press(app, code, mod)


def frames(app: App, count: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(count):
        app.frame(dt)


def _bot_game(app: App, seed: int = 5):  # type: ignore[no-untyped-def]
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    scene = ElectoralDiceScene(app, ed_session(seed=seed, bots=(True, True)))
    app.stack.reset(scene)
    return scene


# -- 1. pause that pauses ---------------------------------------------------------------
def test_the_pause_menu_stops_the_bots_and_closing_it_lets_them_go_on(app: App) -> None:
    scene = _bot_game(app)
    frames(app, 40, 0.2)
    made = len(scene.session.record.actions)
    assert made > 0, "the bots should be playing before the pause"
    scene.open_menu()
    clock = scene.clock
    frames(app, 600, 0.2)  # two minutes of game time under the menu
    assert len(scene.session.record.actions) == made
    assert scene.clock == clock  # the game's clock (animations, bot pauses) stood still
    app.stack.pop()
    frames(app, 40, 0.2)
    assert len(scene.session.record.actions) > made


def test_a_game_that_ends_under_the_menu_gives_one_results_screen_that_takes_input(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui.scenes import results
    from boardgames.ui.scenes.overlays import PauseScene
    from boardgames.ui.scenes.title import TitleScene

    built: list[object] = []
    original = results.ResultsScene.__init__

    def counting(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        built.append(self)
        original(self, *args, **kwargs)

    monkeypatch.setattr(results.ResultsScene, "__init__", counting)
    scene = _bot_game(app)
    for _ in range(5000):
        app.frame(0.2)
        if scene.session.state.is_over():
            break
    assert scene.session.state.is_over() and app.stack.top is scene
    scene.open_menu()
    frames(app, 300, 0.2)
    assert isinstance(app.stack.top, PauseScene) and built == []
    key(app, pygame.K_ESCAPE)  # close the menu: the game goes on to its results
    for _ in range(120):
        app.frame(1 / 60)
        if built:
            break
    frames(app, 3)
    assert len(built) == 1 and app.stack.top is built[0]
    assert len(app.stack.scenes) == 1
    key(app, pygame.K_ESCAPE)  # within the first second: ignored (keys held from the game)
    assert app.stack.top is built[0]
    frames(app, 60)  # past the grace second
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


# -- 2. several games in progress -------------------------------------------------------
def _record(game_id: str = "electoral-dice", names: tuple[str, str] = ("Ada", "Bo")):  # type: ignore[no-untyped-def]
    seats = [Seat(names[0], 0), Seat(names[1], 1, True)]
    return new_record(game_id, seats, {})


def test_a_new_game_gets_its_own_file_and_never_overwrites_another(app: App) -> None:
    first, second = _record(names=("Ada", "Bo")), _record(names=("Cy", "Di"))
    assert autosave_path(first) != autosave_path(second)
    name = autosave_path(first).name
    assert name.startswith("autosave-electoral-dice-") and len(name.split("-")) >= 5
    autosave(first)
    autosave(second)
    games = resumable_games()
    assert {game.path for game in games} == {autosave_path(first), autosave_path(second)}


def test_resume_lists_every_game_newest_first_with_players_date_and_move(app: App) -> None:
    from boardgames.ui.scenes.resume import ResumeScene
    from boardgames.ui.scenes.title import TitleScene

    older = ed_session(seed=11, moves=4).record
    older.created = "2026-11-02 09:15"
    newer = ed_session(seed=12, moves=7).record
    newer.created = "2026-11-03 21:40"
    os.utime(autosave(older), (1_000_000, 1_000_000))
    autosave(newer)
    title = TitleScene(app)
    app.stack.reset(title)
    title.resume()
    listing = app.stack.top
    assert isinstance(listing, ResumeScene)
    rows = [b for b in listing.buttons.buttons if b.label.startswith("Electoral Dice")]
    assert [row.label for row in rows] == ["Electoral Dice: Ada vs Bo"] * 2
    assert "03 Nov 2026 21:40" in rows[0].detail and "move 7" in rows[0].detail
    assert "02 Nov 2026 09:15" in rows[1].detail and "move 4" in rows[1].detail
    frames(app)
    key(app, pygame.K_2)  # the second (older) game opens
    assert app.stack.top.session.record.actions == older.actions  # type: ignore[attr-defined]


def test_deleting_a_game_asks_first_and_keeps_the_file_in_the_deleted_folder(app: App) -> None:
    from boardgames.ui.scenes.overlays import ConfirmScene
    from boardgames.ui.scenes.resume import ResumeScene

    path = autosave(ed_session(seed=13, moves=3).record)
    listing = ResumeScene(app)
    app.stack.reset(listing)
    delete = next(b for b in listing.buttons.buttons if b.label == "Delete")
    click_at(app, delete.rect.center)
    assert isinstance(app.stack.top, ConfirmScene) and path.exists()
    key(app, pygame.K_RETURN)  # the focus starts on "Keep it": a stray Enter keeps the game
    assert app.stack.top is listing and path.exists()
    key(app, pygame.K_DELETE)
    listing.buttons.focus = 0
    key(app, pygame.K_DELETE)
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_y)
    assert not path.exists() and app.stack.top is listing and listing.games == []
    assert [p.name.endswith(path.name) for p in (saves_dir() / "deleted").iterdir()] == [True]


def test_finished_games_are_kept_up_to_a_limit_the_oldest_going_first(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames import saves

    monkeypatch.setattr(saves, "FINISHED_KEPT", 3)
    kept = []
    for seed in range(5):
        record = ed_session(seed=20 + seed, moves=2).record
        autosave(record)
        assert finish_autosave(record) is None
        newest = max(saves_dir().glob("finished-*.json"), key=lambda p: p.stat().st_mtime_ns)
        os.utime(newest, (1_000_000 + seed, 1_000_000 + seed))
        kept.append(newest.name)
    left = sorted(p.name for p in saves_dir().glob("finished-*.json"))
    assert left == sorted(kept[-3:])
    assert resumable_games() == []
    assert [game.path.name for game in finished_games()] == kept[-3:][::-1]  # newest first
    assert all(game.record is not None and game.problem is None for game in finished_games())


# -- 5. smaller items -------------------------------------------------------------------
def test_hover_does_not_move_the_focus_and_the_first_tab_shows_the_first_item() -> None:
    from boardgames.ui.widgets.button import Button, ButtonGroup

    pressed: list[int] = []
    group = ButtonGroup(
        [
            Button(pygame.Rect(0, 40 * i, 100, 30), str(i), lambda i=i: pressed.append(i))
            for i in range(3)
        ]
    )
    group.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 85), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert group.focus == 0 and group.buttons[2].hovered
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    assert group.focus == 0 and group.keyboard_used
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    assert group.focus == 1 and pressed == []


def test_enter_after_a_click_on_a_choice_does_not_undo_it(app: App) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    for seed in range(200):
        scene = ElectoralDiceScene(app, ed_session(seed=seed, bots=(False, False)))
        app.stack.reset(scene)
        frames(app)
        if len(scene.session.state.legal_actions()) == 2:
            break
    second = scene.panel.buttons.buttons[1]
    click_at(app, second.rect.center)
    frames(app)
    assert len(scene.session.record.actions) == 1
    key(app, pygame.K_RETURN)
    frames(app)
    assert len(scene.session.record.actions) == 1, "Enter took the clicked choice back"
    assert scene.panel.buttons.keyboard_used and scene.panel.buttons.focus == 0  # shown


def test_u_with_nothing_to_undo_says_so(app: App) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    app.stack.reset(ElectoralDiceScene(app, ed_session(seed=1, bots=(False, False))))
    frames(app)
    key(app, pygame.K_u)
    frames(app, 1)
    assert "Nothing to undo" in app.notice


def test_esc_on_the_title_asks_before_quitting(app: App) -> None:
    from boardgames.ui.scenes.overlays import ConfirmScene
    from boardgames.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.reset(title)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmScene) and app.running
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title and app.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_y)
    assert not app.running


def test_volume_and_speed_step_both_ways(app: App) -> None:
    from boardgames.ui.scenes.settings import SettingsScene

    app.settings.volume, app.settings.animation_speed = 0.5, 1.0
    scene = SettingsScene(app)
    app.stack.reset(scene)
    scene.buttons.focus, scene.buttons.keyboard_used = 1, True
    key(app, pygame.K_LEFT)
    assert app.settings.volume == 0.25
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.settings.volume == 0.75 and scene.buttons.focus == 1
    speed = scene.buttons.buttons[2]
    click_at(app, speed.rect.center, button=3)
    assert app.settings.animation_speed == 0.5  # a right click steps back
    click_at(app, speed.rect.center)
    assert app.settings.animation_speed == 1.0


def test_a_seat_switched_to_person_gets_a_person_name_and_names_are_remembered(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.saves import Settings
    from boardgames.ui.scenes import seats as seats_module
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "electoral-dice")
    assert [s.name for s in scene.seats] == ["Player 1", "Computer 1"]
    scene.cycle_kind(1)  # normal bot -> hard bot
    scene.cycle_kind(1)  # -> random bot
    scene.cycle_kind(1)  # -> person
    assert not scene.seats[1].is_bot and scene.seats[1].name == "Player 2"
    monkeypatch.setattr(seats_module, "open_game", lambda app, record: None)
    scene.start()
    assert Settings.load().player_names == []  # 'Player 1' is no name worth keeping
    scene.seats[0].name, scene.seats[1].name = "Grace", "Ida"
    scene.start()
    assert Settings.load().player_names[:2] == ["Grace", "Ida"]
    app.settings.tables.clear()  # a table not set before: the names still come back
    again = SeatsScene(app, "electoral-dice")
    assert again.seats[0].name == "Grace"
    for _ in range(3):  # normal, hard, random, then a person
        again.cycle_kind(1)
    assert again.seats[1].name == "Ida"
    again.cycle_kind(1)  # back to a computer: a computer's name again
    assert again.seats[1].name == "Computer 1"


def test_the_seats_screen_sets_the_last_table_of_each_game_again(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It forgot the second person of the last table and went back to a computer."""
    from boardgames.saves import Settings
    from boardgames.ui.scenes import seats as seats_module
    from boardgames.ui.scenes.seats import SeatsScene

    monkeypatch.setattr(seats_module, "open_game", lambda app, record: None)
    scene = SeatsScene(app, "corrupt-bargain")
    scene.add_seat()
    for _ in range(4):  # the second seat: normal, hard, random, then a person
        scene.cycle_kind(1)
    scene.cycle_kind(2)  # the third: a hard computer
    scene.seats[0].name, scene.seats[1].name = "Grace", "Ida"
    quick = next(spec for spec in scene.entry.ruleset.options if spec.key == "quick_play")
    scene.cycle_option(quick)
    table = [(s.name, s.colour, s.is_bot, s.level) for s in scene.seats]
    scene.start()
    app.settings = Settings.load()  # as the next launch reads it
    again = SeatsScene(app, "corrupt-bargain")
    assert [(s.name, s.colour, s.is_bot, s.level) for s in again.seats] == table
    assert again.options["quick_play"] is True
    assert [s.is_bot for s in SeatsScene(app, "electoral-dice").seats] == [False, True]
    # A damaged or edited table is not used: the defaults stay.
    for bad in (
        {"seats": "x"},
        {"seats": [{"name": "A", "colour": 0}]},  # one seat: too few
        {"seats": [{"name": "A", "colour": 0}, {"name": "a", "colour": 1}]},  # same name
        {"seats": [{"name": "A", "colour": 0}, {"name": "B", "colour": 0}]},  # same colour
        {"seats": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1, "bot_level": "god"}]},
        {"seats": [{"name": "A\u0000", "colour": 0}, {"name": "B", "colour": 99}]},
        {"seats": [{"name": "A", "colour": 0}, {"name": "B", "colour": 1}], "options": 3},
    ):
        app.settings.tables["corrupt-bargain"] = bad
        fresh = SeatsScene(app, "corrupt-bargain")
        if bad.get("options") == 3:
            assert [s.name for s in fresh.seats] == ["A", "B"]
            assert fresh.options["quick_play"] is False
        else:
            assert [s.is_bot for s in fresh.seats] == [False, True], bad


def test_settings_file_with_bad_names_gives_clean_names(app: App) -> None:
    from boardgames.saves import Settings

    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    Settings.path().write_text('{"player_names": ["A\\u0000na", 7, "", "x" , "' + "y" * 40 + '"]}')
    assert Settings.load().player_names == ["A na", "x", "y" * 18]


def test_a_rules_line_ending_in_a_colon_inside_a_sentence_stays_in_the_sentence() -> None:
    from boardgames.ui.scenes.rules import rules_text, to_html

    text = "Resolve its events (you choose\nthe states it names), then spend the points of its slot:\n3 at the top."
    page = to_html(text)
    assert "you choose the states" in page and "<b>" not in page
    heading = to_html("Intro.\n- a point\nTable rules:\n- one")
    assert "a point<br><b>Table rules:</b>" in heading
    assert "choosethe" not in to_html(rules_text("corrupt-bargain"))


# -- 4. frugal when idle ----------------------------------------------------------------
def test_idle_scenes_ask_for_no_frames_and_a_game_waiting_for_a_person_is_idle(
    app: App, tmp_path: Path
) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene
    from boardgames.ui.scenes.title import TitleScene
    from boardgames.ui.table_flow import DECIDER_NOTICE_SECONDS

    app.stack.reset(TitleScene(app))
    assert not any(scene.needs_frames() for scene in app.stack.scenes)
    waiting = ElectoralDiceScene(app, ed_session(seed=1, bots=(False, False)))
    app.stack.reset(waiting)
    frames(app)
    assert waiting.needs_frames()  # "Ada decides" shows, and fades by itself
    frames(app, 1, DECIDER_NOTICE_SECONDS)
    assert waiting.human_to_move() is not None and not waiting.needs_frames()
    playing = _bot_game(app)
    assert playing.needs_frames()


def test_a_long_resume_list_pages_and_every_game_can_be_reached(app: App) -> None:
    from boardgames.ui.scenes.resume import ResumeScene

    for seed in range(9):
        os.utime(autosave(ed_session(seed=40 + seed, moves=seed).record), (2e6 + seed, 2e6 + seed))
    listing = ResumeScene(app)
    app.stack.reset(listing)
    fit = listing.rows_fit(app.size[1])
    assert fit < 9
    seen = []
    for _ in range(5):
        seen += [b.detail for b in listing.buttons.buttons if b.label.startswith("Electoral")]
        key(app, pygame.K_PAGEDOWN)
    moves = [int(detail.rsplit("move ", 1)[1]) for detail in dict.fromkeys(seen)]
    assert moves == list(range(8, -1, -1))  # newest (most recently saved) first, none missed


def test_the_rules_screen_keeps_numbered_and_bulleted_lists_as_lists() -> None:
    """President's day runs 1. to 5. and its cards are "* " bullets: each item starts a line
    of its own, and an item's wrapped second line stays with it (every game's rules)."""
    from boardgames.games import GAMES
    from boardgames.ui.scenes.rules import rules_text, to_html

    page = to_html(rules_text("president"))
    for number in range(1, 6):
        assert f"<br>{number}. " in page
    assert "order fixed now. At your turn" in page  # the third step's second line joined it
    assert "<br>&#8226; Promotion:" in page and "* Promotion" not in page
    for game in GAMES:
        text = to_html(rules_text(game))
        assert "<br>* " not in text and " * " not in text.replace("&#8226;", "")


def test_only_a_deliberate_choice_leaves_the_results_screen(app: App) -> None:
    """A stray Space (the dice's throw key) once started a new game from the results."""
    from boardgames.ui.scenes.results import INPUT_GRACE, ResultsScene
    from boardgames.ui.scenes.title import TitleScene
    from boardgames.ui.showcase import sample_session

    scene = ResultsScene(app, sample_session("electoral-dice", None))
    app.stack.reset(scene)
    key(app, pygame.K_r)  # within the first second: nothing, not even a button's own key
    assert app.stack.top is scene
    frames(app, round(INPUT_GRACE * 60) + 6)
    for stray in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        key(app, stray)
        frames(app, 2)
        assert app.stack.top is scene, pygame.key.name(stray)
    key(app, pygame.K_TAB)  # the focus shows on a button: now Enter presses it
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)
