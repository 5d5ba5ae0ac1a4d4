"""The app, headless: every scene draws, clicks and keys become the right actions."""

from __future__ import annotations

import pygame
import pytest

from boardgames.games.electoral_dice.actions import THROW, Contest
from boardgames.games.electoral_dice.view_board import split_cell
from boardgames.saves import Settings, autosave
from boardgames.ui.app import App
from boardgames.ui.assets_cache import us_map
from boardgames.ui.showcase import scene_factories
from boardgames.ui.widgets.map_view import MapView
from tests.helpers import click_at, ed_session, last_move, press


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def test_every_scene_draws_something(app: App) -> None:
    names = []
    for name, make in scene_factories(app):
        app.stack.reset(make())
        app.screen.fill((0, 0, 0))
        frames(app)
        background = app.screen.get_at((2, 2))
        same = pygame.mask.from_threshold(app.screen, background, (1, 1, 1, 255)).count()
        drawn = 1 - same / (1280 * 720)
        assert drawn > 0.01, f"{name} drew almost nothing ({drawn:.1%} of the window)"
        names.append(name)
    assert {
        "title",
        "rules",
        "settings",
        "electoral-dice-midgame",
        "electoral-dice-results",
    } <= set(names)


def test_every_scene_survives_a_resize(app: App) -> None:
    for _, make in scene_factories(app):
        app.stack.reset(make())
        app.screen = pygame.display.set_mode((960, 600))
        app._resized()
        frames(app, 2)


def test_click_inside_a_state_on_the_map_gives_that_state() -> None:
    view = MapView(us_map("us-modern.tmx"))
    view.set_rect(pygame.Rect(100, 50, 800, 500))
    for code in ("TX", "CA", "NY", "RI", "DC", "HI", "AK", "MI"):
        assert view.state_at(view.anchor(code)) == code
    assert view.state_at((101, 51)) is None  # the sea in the corner
    assert view.state_at((5, 5)) is None  # outside the widget


def _game_scene(app: App, seed: int, moves: int = 0):  # type: ignore[no-untyped-def]
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    session = ed_session(seed=seed, moves=moves, bots=(False, False))
    scene = ElectoralDiceScene(app, session)
    app.stack.reset(scene)
    frames(app)
    return scene


def test_clicking_a_board_cell_contests_that_state(app: App) -> None:
    for seed in range(200):
        scene = _game_scene(app, seed)
        choices = [a for a in scene.session.state.legal_actions() if isinstance(a, Contest)]
        if len(choices) > 1:
            break
    target = choices[-1].state
    cell = scene.board.cell_of_state(target)
    rect = scene.cell_rects[cell.cell_id]
    part = split_cell(rect, len(cell.states))[cell.states.index(target)]
    click_at(app, part.center)
    assert last_move(scene) == Contest(target).to_dict()


def test_keyboard_chooses_and_throws(app: App) -> None:
    for seed in range(200):
        scene = _game_scene(app, seed)
        choices = scene.session.state.legal_actions()
        if len(choices) > 1:
            break
    press(app, pygame.K_2)
    frames(app)
    assert last_move(scene) == choices[1].to_dict()
    assert scene.session.state.legal_actions() == [THROW]
    press(app, pygame.K_SPACE)
    assert last_move(scene) == THROW.to_dict()


def test_undo_key_takes_back_a_choice(app: App) -> None:
    for seed in range(200):
        scene = _game_scene(app, seed)
        if len(scene.session.state.legal_actions()) > 1:
            break
    press(app, pygame.K_1)
    frames(app)
    assert len(scene.session.record.actions) == 1
    press(app, pygame.K_u)
    assert scene.session.record.actions == []


def test_a_game_against_the_computer_plays_to_the_results(app: App) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene
    from boardgames.ui.scenes.results import ResultsScene

    session = ed_session(seed=5, bots=(True, True))
    app.stack.reset(ElectoralDiceScene(app, session))
    for _ in range(5000):
        app.frame(0.2)
        if isinstance(app.stack.top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene)
    assert session.state.is_over()


def test_title_resumes_the_autosaved_game(app: App) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene
    from boardgames.ui.scenes.title import TitleScene

    session = ed_session(seed=6, moves=20)
    autosave(session.record)
    title = TitleScene(app)
    app.stack.reset(title)
    frames(app)
    title.resume()
    press(app, pygame.K_1)
    scene = app.stack.top
    assert isinstance(scene, ElectoralDiceScene)
    assert scene.session.record.actions == session.record.actions


def test_title_keeps_a_damaged_save_and_says_so(app: App) -> None:
    from boardgames.ui.scenes.resume import ResumeScene
    from boardgames.ui.scenes.title import TitleScene

    session = ed_session(seed=6, moves=20)
    path = autosave(session.record)
    path.write_text("{ not json")
    title = TitleScene(app)
    app.stack.reset(title)
    title.resume()
    listing = app.stack.top
    assert isinstance(listing, ResumeScene)
    listing.open(listing.games[0])
    assert app.stack.top is listing and "Could not resume" in listing.message
    assert list(path.parent.glob("damaged-*")) and not path.exists()


def test_settings_are_kept_between_sessions(app: App) -> None:
    from boardgames.ui.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.stack.reset(scene)
    scene.cycle_speed()
    scene.toggle_palette()
    app.stack.pop()
    loaded = Settings.load()
    assert loaded.animation_speed == app.settings.animation_speed
    assert loaded.colour_blind_palette is False


def test_seats_screen_edits_a_name_by_keyboard(app: App) -> None:
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "electoral-dice")
    app.stack.reset(scene)
    press(app, pygame.K_RETURN)
    for _ in range(len("Player 1")):
        press(app, pygame.K_BACKSPACE)
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="Grace"))
    press(app, pygame.K_RETURN)
    assert scene.seats[0].name == "Grace"


def test_map_zooms_at_the_pointer_pans_and_resets() -> None:
    view = MapView(us_map("us-modern.tmx"))
    view.set_rect(pygame.Rect(0, 0, 800, 500))
    texas = view.anchor("TX")
    view.zoom_at(2.0, texas)
    assert view.zoom == 2.0 and view.state_at(texas) == "TX"  # the point under the pointer stays
    before = view.anchor("TX")
    view.pan_by(100, 0)
    assert view.anchor("TX")[0] == pytest.approx(before[0] + 100, abs=2)
    for _ in range(20):
        view.pan_by(-500, 0)  # panning stops at the edge of the map
    x, _, w, _ = view.shown_box()
    assert x + w == pytest.approx(view.geometry.width, abs=0.01)
    view.reset_zoom()
    assert view.zoom == 1.0 and view.shown_box() == (
        0.0,
        0.0,
        view.geometry.width,
        view.geometry.height,
    )
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    pygame.mouse.set_pos((400, 250))
    assert view.handle(wheel) in (True, False)  # the dummy driver may not move the pointer
    assert view.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+"))
    assert view.zoom > 1.0


def test_a_key_pressed_while_the_computer_decides_throws_nothing_later(app: App) -> None:
    """A Space pressed while "Computer 1 is deciding" threw the person's next dice."""
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    for moves in range(40):
        session = ed_session(seed=8, moves=moves)
        if session.state.to_move() == {1}:
            break
    assert session.state.to_move() == {1}
    app.stack.reset(ElectoralDiceScene(app, session))
    frames(app)
    for key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_1):
        press(app, key)
    before = len(session.record.actions)
    for _ in range(2000):
        app.frame(0.05)
        if session.state.to_move() == {0} and len(session.record.actions) > before:
            break
    assert session.state.to_move() == {0}
    for _ in range(60):
        app.frame(0.05)
    assert all(entry["player"] == 1 for entry in session.record.actions[before:])


def test_lit_outlines_from_their_stencil_are_the_outlines_drawn_afresh() -> None:
    """The lit states' pulse recolours a stencil drawn once: frame by frame (new colours),
    after the lit set changes, a zoom, a pan and under another clip, the pixels are those of
    the outlines drawn one by one."""
    import math

    from boardgames.ui import theme

    view = MapView(us_map("us-modern.tmx"))
    view.set_rect(pygame.Rect(20, 10, 800, 500))
    view.draw_picture(pygame.Surface((900, 560)))  # the picture (a game draws it first)

    def both(clip: pygame.Rect | None = None) -> tuple[bytes, bytes]:
        stencilled, fresh = pygame.Surface((900, 560)), pygame.Surface((900, 560))
        for surface in (stencilled, fresh):
            surface.fill((30, 40, 50))
            surface.set_clip(clip)
        view.draw_marks(stencilled)
        fresh.set_clip(view.rect.clip(fresh.get_clip()))
        colour = theme.blend(theme.ACCENT, theme.FOCUS, 0.5 + 0.5 * math.sin(view.time * 5))
        for code in view.highlight:
            view.outline(fresh, code, colour, 3)
        lit, view.highlight = view.highlight, frozenset()
        view.draw_marks(fresh)  # over the outlines: the zoom's note
        view.highlight = lit
        return pygame.image.tobytes(stencilled, "RGB"), pygame.image.tobytes(fresh, "RGB")

    changes = [
        lambda: setattr(view, "highlight", frozenset({"TX", "CA", "RI", "NY", "DC"})),
        lambda: view.update(0.3),
        lambda: view.update(0.2),
        lambda: setattr(view, "highlight", frozenset({"TX", "MA", "DE"})),
        lambda: view.zoom_at(2.0, view.anchor("TX")),
        lambda: view.pan_by(60, -20),
        lambda: view.update(0.1),
    ]
    for change in changes:
        change()
        stencilled, fresh = both()
        assert stencilled == fresh
    stencilled, fresh = both(pygame.Rect(100, 100, 300, 200))
    assert stencilled == fresh


def test_the_game_chooser_says_what_the_pointed_game_is_about(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.games import CATALOGUE
    from boardgames.ui.scenes.title import ChooseGameScene
    from tests.helpers import record_drawn_texts

    drawn = record_drawn_texts(monkeypatch)
    chooser = ChooseGameScene(app)
    app.stack.push(chooser)
    app.frame(1 / 60)
    assert not any(game.blurb in drawn for game in CATALOGUE)  # nothing pointed at yet
    bull_moose = chooser.buttons.buttons[1]
    app.handle(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=bull_moose.rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    drawn.clear()
    app.frame(1 / 60)
    assert CATALOGUE[1].blurb in drawn
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    press(app, pygame.K_DOWN)  # the first key shows the focus on the first game
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    drawn.clear()
    app.frame(1 / 60)
    assert CATALOGUE[2].blurb in drawn and CATALOGUE[1].blurb not in drawn


def test_a_first_window_fits_the_desktop_it_opens_on() -> None:
    """The window last used (1280x720 by default) opens whole on a smaller desktop, with
    room for the desktop's bars; never below the least size the layouts are made for."""
    from boardgames.ui.app import DESKTOP_BARS, MIN_SIZE, fitting_window

    assert fitting_window((1280, 720), (1920, 1080)) == (1280, 720)
    assert fitting_window((1280, 720), (1366, 768)) == (1280, 720)
    assert fitting_window((1280, 720), (1280, 720)) == (1280, 720 - DESKTOP_BARS)
    assert fitting_window((1920, 1080), (1600, 900)) == (1600, 900 - DESKTOP_BARS)
    assert fitting_window((1280, 720), (800, 600)) == MIN_SIZE
    assert fitting_window((1280, 720), None) == (1280, 720)


def test_the_app_opens_its_window_fitted_to_the_desktop(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui import app as app_module

    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1100, 700))
    opened = App(Settings(window_width=1280, window_height=720))
    assert opened.size == (1100, 700 - app_module.DESKTOP_BARS)
    assert pygame.display.get_caption()[0] == "Election Night"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_a_row_of_game_tabs_draws_every_label_at_one_size(app: App, size: tuple[int, int]) -> None:
    """The rules' and the statistics' tabs: a long title ("Corrupt Bargain (1824)") that
    must shrink to fit its tab takes the others down with it, so the row reads as one."""
    from boardgames.ui.scenes.rules import RulesScene
    from boardgames.ui.scenes.statistics import StatisticsScene

    app.screen = pygame.display.set_mode(size)
    for scene in (RulesScene(app), StatisticsScene(app)):
        tabs = [b for b in scene.tabs.buttons if b.label != "Back"]
        sizes = {button.fitted_label()[1] for button in tabs}
        assert len(tabs) == 5 + isinstance(scene, StatisticsScene) and len(sizes) == 1, (
            type(scene).__name__,
            [(b.label, b.fitted_label()) for b in tabs],
        )
        scene.leave()


def test_a_key_held_down_does_not_act_again_on_the_screen_it_opened(app: App) -> None:
    """The title's 1 opens the game chooser; the key's repeats while it is still held
    (a slow screen lets the repeat start) do not pick the chooser's first game. Released
    and pressed again, it does; a key held on one screen still repeats there."""
    from boardgames.ui.scenes.seats import SeatsScene
    from boardgames.ui.scenes.title import ChooseGameScene, TitleScene

    app.stack.reset(TitleScene(app))
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")
    app.handle(down)
    assert isinstance(app.stack.top, ChooseGameScene)
    app.handle(down)  # the repeat of the held key
    assert isinstance(app.stack.top, ChooseGameScene)
    app.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_1, mod=0, unicode="1"))
    press(app, pygame.K_1)
    assert isinstance(app.stack.top, SeatsScene)
    chooser = ChooseGameScene(app)
    app.stack.push(chooser)
    arrow = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")
    for _ in range(3):  # held: the first press shows the focus, the repeats move it
        app.handle(arrow)
    assert chooser.buttons.focus == 2
