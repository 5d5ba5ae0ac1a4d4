"""Cached layers change nothing on screen: a frame drawn with the caches is the same,
pixel for pixel, as the frame drawn afresh, in every game, after a move, a new size, a
new person at the screen, during an animation, on the hand-over screen and in a review
(its steps, eyes and controls)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from boardgames.ai.base import bot_move, next_mover
from boardgames.core.record import Seat
from boardgames.core.session import Session
from boardgames.games import GAMES, get_game
from boardgames.review.timeline import EVERYTHING
from boardgames.saves import Settings
from boardgames.ui.app import App
from boardgames.ui.game_scene import GameScene
from boardgames.ui.launch import new_record
from boardgames.ui.layer_cache import Layer, caches_off
from boardgames.ui.scenes.overlays import HandOverScene
from boardgames.ui.scenes.review import ReviewScene


@pytest.fixture
def slow_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless app whose animations take their real time (so a frame can catch one)."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    application = App(Settings(window_width=1280, window_height=720, forecast=False), headless=True)
    yield application
    for scene in reversed(application.stack.scenes):
        scene.leave()
    application.stack.scenes.clear()


def played_session(
    game_id: str, moves: int, people: int = 1, players: int | None = None
) -> Session:
    """A game ``moves`` actions in (the normal bot playing every seat so far), at its
    smallest table by default; the first ``people`` seats are people, the rest computers."""
    entry = get_game(game_id)
    players = players or entry.ruleset.min_players
    seats = [Seat(f"P{i}", i, i >= people) for i in range(players)]
    session = Session(entry.ruleset, new_record(game_id, seats, {}, seed=5))
    bot, rng = entry.make_bot("normal"), random.Random(5)
    for _ in range(moves):
        if session.state.is_over():
            break
        player = next_mover(session.state)
        session.apply(bot_move(bot, session.state, rng, player), player)
    return session


def screen_bytes(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


@contextmanager
def background_held(app: App) -> Iterator[None]:
    """What other threads and processes tell a game scene (the forecast's points, whether
    a computer is still thinking) held as it is now, so that the draws compared show the
    same moment: an answer arriving between them is news, not a stale cache."""
    held = [scene for scene in app.stack.scenes if isinstance(scene, GameScene)]
    for scene in held:
        thought = scene.thinking()
        scene.thinking = lambda thought=thought: thought  # type: ignore[method-assign]
        if scene.forecaster is not None:
            chart = scene.forecaster.chart()
            scene.forecaster.chart = lambda chart=chart: chart  # type: ignore[method-assign]
    try:
        yield
    finally:
        for scene in held:
            del scene.thinking
            if scene.forecaster is not None:
                del scene.forecaster.chart


def assert_cached_frame_is_fresh(app: App) -> None:
    """Draw twice with the caches (the second replays what the first kept), then once
    with every cache off: the pictures must be the same."""
    with background_held(app):
        app.draw()
        app.draw()
        cached = screen_bytes(app)
        with caches_off():
            app.draw()
    assert cached == screen_bytes(app)


def run(app: App, frames: int) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def resize(app: App, size: tuple[int, int]) -> None:
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()


def person_moves(scene: GameScene) -> bool:
    """The person at the screen makes a move (the normal bot picks it); False if none is due."""
    person = scene.human_to_move()
    if person is None:
        return False
    bot = scene.entry.make_bot("normal")
    scene.submit(bot_move(bot, scene.session.state, random.Random(3), person), person)
    return True


TABLES = [(game_id, None) for game_id in sorted(GAMES)] + [("bull-moose", 5), ("president", 10)]


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_cached_frames_equal_fresh_ones_through_moves_and_sizes(
    slow_app: App, game_id: str, players: int | None
) -> None:
    app = slow_app
    scene = get_game(game_id).scene()(app, played_session(game_id, 25, players=players))
    app.stack.reset(scene)
    run(app, 5)
    assert_cached_frame_is_fresh(app)
    for _ in range(6):  # moves, each caught mid-animation and once settled
        if not person_moves(scene):
            run(app, 30)
            continue
        run(app, 2)
        assert_cached_frame_is_fresh(app)
        scene.skip_animation()
        run(app, 40)
        assert_cached_frame_is_fresh(app)
    resize(app, (960, 600))
    run(app, 2)
    assert_cached_frame_is_fresh(app)
    resize(app, (1280, 720))
    run(app, 2)
    assert_cached_frame_is_fresh(app)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_new_person_at_the_screen_never_sees_the_last_ones_cached_frame(
    slow_app: App, game_id: str
) -> None:
    app = slow_app
    scene = get_game(game_id).scene()(app, played_session(game_id, 25, people=2))
    app.stack.reset(scene)
    decided: list[int] = []
    for _ in range(600):
        run(app, 1)
        if isinstance(app.stack.top, HandOverScene):
            assert_cached_frame_is_fresh(app)  # the hand-over screen (the game is hidden)
            app.stack.pop()
            run(app, 1)
        person = scene.human_to_move()
        if person is not None and app.stack.top is scene:
            assert_cached_frame_is_fresh(app)  # the person's decision, from their view
            decided.append(person)
            person_moves(scene)
            scene.skip_animation()
        if len(set(decided)) == 2 and decided[-1] != decided[0]:
            break
    assert set(decided) == {0, 1}, "both people decided at the screen"


def test_a_layer_replays_only_while_its_key_and_place_hold() -> None:
    surface = pygame.Surface((40, 30))
    layer, painted = Layer(), []
    rect = pygame.Rect(5, 5, 20, 10)

    def paint(colour: tuple[int, int, int]) -> None:
        painted.append(colour)
        surface.fill(colour, rect)

    assert not layer.draw(surface, rect, "red", lambda: paint((200, 0, 0)))
    surface.fill((0, 0, 0))
    assert layer.draw(surface, rect, "red", lambda: paint((200, 0, 0)))
    assert surface.get_at((6, 6))[:3] == (200, 0, 0) and painted == [(200, 0, 0)]
    assert not layer.draw(surface, rect, "blue", lambda: paint((0, 0, 200)))
    assert not layer.draw(surface, rect.move(1, 0), "blue", lambda: paint((0, 0, 200)))
    with caches_off():
        assert not layer.draw(surface, rect.move(1, 0), "blue", lambda: paint((0, 0, 200)))
    assert len(painted) == 4


def test_the_forecast_panel_is_drawn_afresh_when_the_board_under_it_changes() -> None:
    from boardgames.ui import theme
    from boardgames.ui.widgets.forecast_panel import draw_forecast

    surface = pygame.Surface((400, 300))
    styles = theme.seat_styles([0, 1], True)
    chart = [(0, (0.5, 0.5)), (3, (0.6, 0.4)), (5, (0.7, 0.3))]

    def frame(board: tuple[int, int, int], thinking: str | None) -> bytes:
        surface.fill(board)
        draw_forecast(surface, (20, 20), ["Ann", "Bo"], styles, chart, (), thinking)
        return pygame.image.tobytes(surface, "RGB")

    for board in [(10, 60, 90), (200, 20, 20)]:
        frame((10, 60, 90), None)  # kept for the first board
        cached = frame(board, None)  # replayed, or painted again over a new board
        with caches_off():
            assert cached == frame(board, None)
    assert frame((1, 2, 3), "Bo is thinking...") != frame((1, 2, 3), None)


def test_blitting_the_painted_parts_of_a_picture_is_blitting_all_of_it() -> None:
    from boardgames.ui.layer_cache import blit_parts, painted_parts

    rng = random.Random(4)
    picture = pygame.Surface((300, 200), pygame.SRCALPHA)
    for _ in range(12):  # translucent marks here and there, most of the picture left clear
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256))
        pygame.draw.circle(picture, colour, (rng.randrange(300), rng.randrange(200)), 9)
    ground = pygame.Surface((340, 240))
    for y in range(0, 240, 8):
        ground.fill((y % 256, 90, 255 - y % 256), (0, y, 340, 8))
    whole, parts = ground.copy(), ground.copy()
    whole.blit(picture, (20, 30))
    found = painted_parts(picture)
    blit_parts(parts, picture, (20, 30), found)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(parts, "RGB")
    assert sum(part.width * part.height for part in found) < 300 * 200 // 2


@pytest.fixture
def forecast_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless 960x600 app with the forecast on (the compact panel where room is short)."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    application = App(Settings(window_width=960, window_height=600, forecast=True), headless=True)
    yield application
    for scene in reversed(application.stack.scenes):
        scene.leave()
    application.stack.scenes.clear()


LARGEST = {"bull-moose": 5, "president": 10, "corrupt-bargain": 4, "landslide": 4}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_cached_frames_equal_fresh_ones_with_the_forecast_and_the_legend_open_or_folded(
    forecast_app: App, game_id: str
) -> None:
    app = forecast_app
    resize(app, (960, 600))
    players = LARGEST.get(game_id)
    scene = get_game(game_id).scene()(app, played_session(game_id, 25, players=players))
    app.stack.reset(scene)
    run(app, 3)
    legends = [scene.board_legend, getattr(scene, "legend", None)]
    for _ in range(2):  # the legends as they start, then each folded or opened
        assert_cached_frame_is_fresh(app)
        for legend in legends:
            if legend is not None:
                legend.toggle()
        run(app, 1)
        assert_cached_frame_is_fresh(app)
        person_moves(scene)
        scene.skip_animation()
        run(app, 40)


def at_a_decision(app: App, game_id: str, players: int | None = None) -> GameScene:
    """A game at a person's decision (its options lit on the board), frames run."""
    scene = get_game(game_id).scene()(app, played_session(game_id, 25, players=players))
    app.stack.reset(scene)
    for _ in range(600):
        run(app, 1)
        if scene.human_to_move() is not None and app.stack.top is scene:
            break
        if isinstance(app.stack.top, HandOverScene):
            app.stack.pop()
    assert scene.human_to_move() is not None
    run(app, 3)
    return scene


def mouse_to(app: App, pos: tuple[int, int]) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def key(app: App, code: int) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.handle(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_cached_frames_follow_the_pointer_and_the_keyboard_focus(
    slow_app: App, game_id: str, players: int | None
) -> None:
    """Hovering over the board, the cards and the buttons (tooltips, outlines, hovered
    buttons), then moving the focus by keyboard: every frame is the fresh one."""
    app = slow_app
    scene = at_a_decision(app, game_id, players)
    scene.guard.until = -1.0  # the input guard of a new decision lets these keys through
    fresh_under_the_pointer(app, grid(app, (150, 130), (40, 30)))
    mouse_to(app, (app.size[0] - 1, app.size[1] - 1))
    keys = (pygame.K_TAB, pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP)
    fresh_through_keys_and_a_resize(app, keys)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_still_table_is_painted_once_and_replayed(slow_app: App, game_id: str) -> None:
    """While a person decides and nothing is touched, the table's still picture is painted
    once: the frames after it replay it (what the comparisons above check is a replay)."""
    app = slow_app
    scene = at_a_decision(app, game_id)
    painted: list[int] = []
    paint = scene.draw_still

    def counted(surface: pygame.Surface) -> None:
        painted.append(1)
        paint(surface)

    scene.draw_still = counted  # type: ignore[method-assign]
    run(app, 10)
    assert len(painted) <= 1


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("charted", [False, True])
def test_the_results_still_picture_follows_the_pointer_focus_and_window(
    app: App, game_id: str, charted: bool
) -> None:
    """The results screen replays its still picture: it equals a fresh draw as the pointer
    crosses buttons and map, as the keyboard moves the focus, and after a resize; with the
    forecast's chart and without."""
    from boardgames.ui.scenes.results import INPUT_GRACE, ResultsScene
    from boardgames.ui.showcase import sample_session

    session = sample_session(game_id, None)
    moves = len(session.record.actions)
    history = [(move, tuple(1 / len(session.names) for _ in session.names)) for move in (0, moves)]
    scene = ResultsScene(app, session, history if charted else None)
    app.stack.reset(scene)
    run(app, round(INPUT_GRACE * 60) + 2)  # past the input grace: keys move the focus
    assert_cached_frame_is_fresh(app)
    width, height = app.screen.get_size()
    spots = grid(app, (160, 90), (20, 40))
    spots += [button.rect.center for button in scene.buttons.buttons]
    fresh_under_the_pointer(app, spots)
    assert any(button.hovered for button in scene.buttons.buttons)  # the last spot is one
    mouse_to(app, (1, 1))
    fresh_through_keys_and_a_resize(app, (pygame.K_TAB, pygame.K_TAB, pygame.K_RIGHT))


def fresh_under_the_pointer(app: App, spots: list[tuple[int, int]]) -> None:
    """The pointer moved to each spot in turn: every frame equals the fresh one."""
    for spot in spots:
        mouse_to(app, spot)
        run(app, 1)
        assert_cached_frame_is_fresh(app)


def grid(app: App, step: tuple[int, int], start: tuple[int, int]) -> list[tuple[int, int]]:
    """Spots over the whole window, ``step`` apart from ``start``."""
    width, height = app.size
    return [
        (x, y) for x in range(start[0], width, step[0]) for y in range(start[1], height, step[1])
    ]


def fresh_through_keys_and_a_resize(app: App, codes: tuple[int, ...]) -> None:
    """Each key pressed, then the window made 960x600: every frame equals the fresh one."""
    for code in codes:
        key(app, code)
        run(app, 1)
        assert_cached_frame_is_fresh(app)
    resize(app, (960, 600))
    run(app, 2)
    assert_cached_frame_is_fresh(app)


def a_review(app: App, game_id: str) -> ReviewScene:
    """The review of a whole sample game (its smallest table), at its middle, frames run."""
    from boardgames.ui.showcase import sample_session

    record = sample_session(game_id, None).record
    scene = ReviewScene(app, record)
    app.stack.reset(scene)
    scene.go_to(len(record.actions) // 2)
    run(app, 3)
    return scene


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_cached_review_frames_equal_fresh_ones(slow_app: App, game_id: str) -> None:
    """The review's board and controls are cached pictures: every frame equals the fresh
    one through steps forward (mid-animation and settled) and back, every choice of eyes
    and hand, the pointer over the board, buttons and timeline, the keyboard's focus and a
    new window size."""
    app = slow_app
    scene = a_review(app, game_id)
    assert_cached_frame_is_fresh(app)
    key(app, pygame.K_RIGHT)  # forward, animated
    run(app, 2)
    assert_cached_frame_is_fresh(app)
    scene.board.skip_animation()
    run(app, 40)
    assert_cached_frame_is_fresh(app)
    for code in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_PAGEDOWN):
        key(app, code)
        run(app, 1)
        assert_cached_frame_is_fresh(app)
    for _ in scene.eyes_choices():  # every seat's eyes, then everything again
        key(app, pygame.K_e)
        run(app, 1)
        assert_cached_frame_is_fresh(app)
    for _ in range(2):  # with everything shown: another seat's hand
        key(app, pygame.K_h)
        run(app, 1)
        assert_cached_frame_is_fresh(app)
    fresh_under_the_pointer(app, grid(app, (170, 110), (40, 30)))
    fresh_through_keys_and_a_resize(app, (pygame.K_TAB, pygame.K_TAB, pygame.K_DOWN))


def look_with(scene: ReviewScene, eyes: int) -> None:
    """The board drawn for ``eyes`` (the review's E key, its buttons left as they are)."""
    scene.board.set_eyes(eyes)
    scene.board.animate_frame(0.0)


def stale_after_eyes_change(app: App, scene: ReviewScene, seat: int) -> bool:
    """Everything's picture kept, then the seat's own eyes: whether the cached frame
    differs from the fresh one."""
    look_with(scene, EVERYTHING)
    app.draw()
    look_with(scene, seat)
    app.draw()
    cached = screen_bytes(app)
    with caches_off():
        app.draw()
    look_with(scene, EVERYTHING)
    return cached != screen_bytes(app)


@pytest.mark.parametrize("game_id", ["bull-moose", "landslide"])
def test_a_seats_eyes_never_get_the_picture_drawn_with_everything_shown(
    slow_app: App, game_id: str
) -> None:
    """From everything shown to the decider's own eyes (the same viewer, fewer secrets: the
    log's lines of others' cards), moment by moment from the start: the frame is the fresh
    one. A key that forgets the eyes replays the picture with everything at some of these
    moments (these games' own keys do not tell the two apart): the comparison catches it."""
    app = slow_app
    scene = a_review(app, game_id)
    board = scene.board
    real_key = type(board).table_key

    def forgetful(self: ReviewScene) -> tuple[object, ...]:
        return (*GameScene.table_key(self), self.hand_of, self.session.step)

    caught = 0
    for step in range(min(30, len(scene.timeline))):
        scene.go_to(step)
        seat = board.viewer
        if seat is None:
            continue
        assert not stale_after_eyes_change(app, scene, seat)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(type(board), "table_key", forgetful)
            caught += stale_after_eyes_change(app, scene, seat)
        assert type(board).table_key is real_key
    assert caught, "some moment shows the decider's own eyes another picture"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_still_review_is_painted_once_and_replayed(slow_app: App, game_id: str) -> None:
    """While nothing changes, the review's board and controls are each painted once."""
    app = slow_app
    scene = a_review(app, game_id)
    painted: list[str] = []
    paint_board, paint_controls = scene.board.draw_still, scene._draw_controls

    def board(surface: pygame.Surface) -> None:
        painted.append("board")
        paint_board(surface)

    def controls(surface: pygame.Surface, below: pygame.Rect) -> None:
        painted.append("controls")
        paint_controls(surface, below)

    scene.board.draw_still = board  # type: ignore[method-assign]
    scene._draw_controls = controls  # type: ignore[method-assign]
    run(app, 10)
    assert painted.count("board") <= 1 and painted.count("controls") <= 1
