"""Bull Moose's scene, headless: it draws, keys and clicks choose, hands stay private,
and a whole game can be played through the screen to the results."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pygame

from boardgames.ai.base import bot_move, next_mover
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.bull_moose.actions import VALUE, Move, PlayCard
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import ChooseCard, KeepFour, Spend
from boardgames.games.bull_moose.view import BullMooseScene
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import HandOverScene
from boardgames.ui.scenes.results import ResultsScene

Until = Callable[[Session], bool]


def session_until(until: Until, humans: tuple[int, ...] = (0,), players: int = 3) -> Session:
    entry = get_game("bull-moose")
    seats = [Seat(f"P{i}", i, i not in humans, "random") for i in range(players)]
    session = Session(entry.ruleset, GameRecord("bull-moose", 1, {}, seats, 5))
    bot, rng = entry.make_bot("random"), random.Random(5)
    while not session.state.is_over() and not until(session):
        player = next_mover(session.state)
        session.apply(bot_move(bot, session.state, rng, player), player)
    return session


def show(app: App, session: Session) -> BullMooseScene:
    scene = BullMooseScene(app, session)
    app.stack.reset(scene)
    settle(app, scene)
    return scene


def settle(app: App, scene: BullMooseScene) -> None:
    """Frames until a person is to decide (bots think in a thread) or the game is over."""
    for _ in range(500):
        app.frame(1 / 60)
        if app.stack.top is not scene or scene.human_to_move() is not None:
            break
        if scene.session.state.is_over() and not scene.busy:
            break
        time.sleep(0.002)
    app.frame(1 / 60)


def key(app: App, code: int) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def drawn_share(app: App) -> float:
    background = app.screen.get_at((2, 2))
    same = pygame.mask.from_threshold(app.screen, background, (1, 1, 1, 255)).count()
    return 1 - same / (app.size[0] * app.size[1])


def test_the_scene_draws_at_three_sizes_with_five_seats(app: App) -> None:
    session = session_until(lambda s: len(s.record.actions) > 150, players=5)
    scene = show(app, session)
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        app.screen = pygame.display.set_mode(size)
        app._resized()
        app.frame(1 / 60)
        assert drawn_share(app) > 0.3
        assert scene.map_view.rect.right < scene.panel_rect.x


def test_keep_four_by_keys(app: App) -> None:
    session = session_until(lambda s: isinstance(s.state.head(), KeepFour))
    scene = show(app, session)
    assert scene.human_to_move() == 0
    key(app, pygame.K_1)  # "Choose 4 more" does nothing yet
    app.frame(1 / 60)
    assert isinstance(session.state.head(), KeepFour) and not scene.keeping
    for digit in (pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5):
        key(app, digit)
        app.frame(1 / 60)
    kept = set(scene.keeping)
    assert len(kept) == 4
    key(app, pygame.K_1)  # "Keep these four"
    settle(app, scene)
    assert set(session.state.zones[("hand", 0)]) == kept


def test_clicking_a_lit_state_moves_the_token(app: App) -> None:
    def my_turn(session: Session) -> bool:
        return session.state.to_move() == {0} and isinstance(session.state.head(), ChooseCard)

    session = session_until(my_turn)
    scene = show(app, session)
    state = session.state
    assert isinstance(state, BMState)
    play = next(
        a
        for a in state.legal_actions(0)
        if isinstance(a, PlayCard) and a.mode == VALUE and state.cards[a.card].value >= 2
    )
    scene.submit(play)
    settle(app, scene)
    assert isinstance(session.state.head(), Spend)
    target = next(a.state for a in session.state.legal_actions(0) if isinstance(a, Move))
    assert target in scene.legal_states()
    scene.click_state(target)
    settle(app, scene)
    assert session.state.token[0] == target


def test_hot_seat_hands_over_before_a_hand_shows(app: App) -> None:
    app.settings.open_hands = False
    session = session_until(lambda s: False if not s.record.actions else True, humans=(0, 1, 2))
    scene = BullMooseScene(app, session)
    app.stack.reset(scene)
    assert scene.viewer is None and scene.hand_lines() == []
    for _ in range(5):
        app.frame(1 / 60)
    assert isinstance(app.stack.top, HandOverScene)


def test_the_last_round_and_the_count_through_the_screen(app: App) -> None:
    """Seat 0 is a person who always takes the first choice: through round 7 to the results."""
    session = session_until(lambda s: s.state.round == 7)
    scene = show(app, session)
    for _ in range(3000):
        if isinstance(app.stack.top, ResultsScene):
            break
        if scene.human_to_move() == 0:
            key(app, pygame.K_1)
        app.frame(1 / 60)
        time.sleep(0.0005)
    assert isinstance(app.stack.top, ResultsScene)
    assert session.state.is_over() and sum(session.state.result().scores) == 531
    assert sum(scene.tally.values()) == 531  # every unit was called on screen


def test_a_whole_game_through_the_screen(app: App) -> None:
    """From the first draw to the results: seat 0 keeps four by keys and takes first choices."""
    session = session_until(lambda s: True)
    scene = show(app, session)
    for _ in range(20_000):
        if isinstance(app.stack.top, ResultsScene):
            break
        if scene.human_to_move() == 0:
            if isinstance(session.state.head(), KeepFour) and not scene.keeping:
                app.frame(1 / 60)  # the toggles appear on the frame after the turn comes
                for digit in (pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5):
                    key(app, digit)
                    app.frame(1 / 60)
            key(app, pygame.K_1)
        app.frame(1 / 60)
        time.sleep(0.0005)
    assert isinstance(app.stack.top, ResultsScene)
    assert session.state.is_over() and sum(session.state.result().scores) == 531


def test_a_hot_seat_game_of_three_people(app: App) -> None:
    """Three people at one screen: every private turn waits behind a hand-over to the end."""
    app.settings.open_hands = False
    session = session_until(lambda s: True, humans=(0, 1, 2))
    scene = show(app, session)
    hand_overs = 0
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandOverScene):
            hand_overs += 1
            key(app, pygame.K_RETURN)
            app.frame(1 / 60)
            continue
        person = scene.human_to_move()
        if person is not None:
            assert scene.viewer in (None, person)  # never another person's hand
            if isinstance(session.state.head(), KeepFour) and not scene.keeping:
                app.frame(1 / 60)
                for digit in (pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5):
                    key(app, digit)
                    app.frame(1 / 60)
            key(app, pygame.K_1)
        app.frame(1 / 60)
    assert isinstance(app.stack.top, ResultsScene)
    assert hand_overs >= 3 * 6  # at least every keep of every person


def test_unplayed_cards_are_public_and_hands_are_not(app: App) -> None:
    session = session_until(lambda s: s.state.round == 3, humans=(0, 1, 2))
    scene = BullMooseScene(app, session)
    app.stack.reset(scene)
    state = session.state
    assert isinstance(state, BMState)
    lines = scene.unplayed_lines(1)
    left = 28 - len(state.zones[("played", 1)]) - len(state.zones[("display", 1)])
    assert lines[0].endswith(f"{left} cards not yet played")
    assert scene.viewer is None and scene.hand_lines() == []
