"""Bull Moose on the shared decision panel: each decision words its own options, a key
pressed for one person never acts for the next, and the hand-over offers Back."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pygame

from boardgames.ai.base import bot_move, next_mover
from boardgames.core.decisions import plain_words
from boardgames.core.protocol import Action, State
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.bull_moose.abilities import ShiftFrom
from boardgames.games.bull_moose.actions import EndCard, Place
from boardgames.games.bull_moose.steps import ChooseCard, Spend
from boardgames.games.bull_moose.view import BullMooseScene
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import ConfirmScene, HandOverScene
from tests.helpers import press

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
Wanted = Callable[[State, int, Action, State], bool]


def table(players: int = 3, seed: int = 5) -> Session:
    """A table of people only (the tests play their moves for them)."""
    entry = get_game("bull-moose")
    seats = [Seat(NAMES[i], i) for i in range(players)]
    return Session(entry.ruleset, GameRecord("bull-moose", 1, {}, seats, seed))


def play_until_a_move(wanted: Wanted, seed: int = 5) -> tuple[Session, Action]:
    """Random moves until some legal move is ``wanted`` (judged by the state before and
    after it); the session stops before it and the move is returned."""
    session = table(seed=seed)
    bot, rng = get_game("bull-moose").make_bot("random"), random.Random(seed)
    while not session.state.is_over():
        state = session.state
        player = next_mover(state)
        for action in state.legal_actions(player):
            after = state.clone()
            after.apply(action, player)
            if wanted(state, player, action, after):
                return session, action
        session.apply(bot_move(bot, state, rng, player), player)
    raise AssertionError("no such move in the game")


def show(app: App, session: Session) -> BullMooseScene:
    app.settings.open_hands = False
    scene = BullMooseScene(app, session)
    app.stack.reset(scene)
    for _ in range(20):
        if isinstance(app.stack.top, HandOverScene):  # a private glance first: take it
            press(app, pygame.K_RETURN)
        app.frame(1 / 60)
        time.sleep(0.001)
    return scene


def key_of(scene: BullMooseScene, action: Action, player: int) -> int:
    """The number key the panel gives ``action``'s button."""
    words = scene.shown.describe_action(action, player)
    button = next(b for b in scene.panel.buttons.buttons if b.label == words)
    assert button.hotkey is not None and button.hint.isdigit(), button
    return button.hotkey


def test_every_option_is_worded_by_its_decision_as_its_decider_sees_it() -> None:
    """Every option of every decision in whole games has words of its own (not the action
    read out), the same from the decider's view as from the full state, and no two options
    of a decision read alike."""
    kinds: set[str] = set()
    for players, seed in ((3, 1), (5, 2)):
        session = table(players, seed)
        bot, rng = get_game("bull-moose").make_bot("random"), random.Random(seed)
        while not session.state.is_over():
            state = session.state
            player = next_mover(state)
            legal = state.legal_actions(player)
            words = [state.describe_action(a, player) for a in legal]
            seen = state.view(player)
            assert words == [seen.describe_action(a, player) for a in legal]
            assert len(set(words)) == len(words), words
            for action, label in zip(legal, words, strict=True):
                assert label and (label != plain_words(action) or isinstance(action, EndCard))
            kinds.add(type(state.head()).__name__)
            session.apply(bot_move(bot, state, rng, player), player)
    assert {"ChooseCard", "Spend", "PlaceCube", "KeepFour", "ShiftFrom"} <= kinds


def test_the_panel_shows_the_decisions_words_and_the_prompt_names_the_seat(app: App) -> None:
    def spending(state: State, player: int, action: Action, after: State) -> bool:
        head = after.head()
        return isinstance(head, Spend) and head.player == 0 and len(after.legal_actions(0)) > 3

    session, play = play_until_a_move(spending)
    session.apply(play, 0)
    scene = show(app, session)
    assert scene.human_to_move() == 0
    labels = [b.label for b in scene.panel.buttons.buttons]
    for action in session.state.legal_actions(0)[:6]:
        assert session.state.describe_action(action, 0) in labels
    assert "End card" in labels
    assert scene.prompt_text().startswith(f"{scene.seat_label(0)}: ")


def test_a_key_pressed_for_the_last_placement_does_not_act_for_the_next_person(
    app: App,
) -> None:
    """Cy (Wilson, last in turn order) ends the round; Ann's (Taft's) round-end choice is
    public, so no hand-over comes between them. Cy's key, pressed again and held, must not
    choose for Ann, and the screen says that Ann decides now."""

    def ends_the_round(state: State, player: int, action: Action, after: State) -> bool:
        head = after.head()
        public = not state.is_private(player)  # a placement, not the play of a card
        return player == 2 and public and isinstance(head, ShiftFrom) and after.to_move() == {0}

    session, last = play_until_a_move(ends_the_round)
    scene = show(app, session)
    assert scene.human_to_move() == 2 and app.stack.top is scene
    before = len(session.record.actions)
    number = key_of(scene, last, 2)
    press(app, number)  # Cy's last placement
    assert len(session.record.actions) == before + 1
    for _ in range(30):  # the key again at once, then held: its repeats every frame
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=number, mod=0, unicode=""))
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode=""))
        app.frame(1 / 60)
    app.handle(pygame.event.Event(pygame.KEYUP, key=number, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_1, mod=0, unicode=""))
    assert len(session.record.actions) == before + 1, "Cy's key chose for Ann"
    assert scene.human_to_move() == 0 and isinstance(session.state.head(), ShiftFrom)
    assert scene.decider_notice is not None
    assert scene.decider_notice[0] == f"{scene.seat_label(0)} decides"
    assert scene.prompt_text().startswith(f"{scene.seat_label(0)}: Round end")
    press(app, pygame.K_1)  # Ann's own, fresh key press does choose
    assert session.record.actions[-1]["player"] == 0


def test_back_at_the_hand_over_after_the_last_point_is_spent(app: App) -> None:
    """Ann places with her card's last point: the card ends and the screen goes to Bob's
    hand-over at once. There Back (Backspace) gives Ann her last step back."""

    def last_point(state: State, player: int, action: Action, after: State) -> bool:
        head, then = state.head(), after.head()
        return (
            player == 0
            and isinstance(head, Spend)
            and head.points == 1
            and isinstance(action, Place)
            and isinstance(then, ChooseCard)
            and then.player == 1
        )

    session, place = play_until_a_move(last_point)
    scene = show(app, session)
    assert scene.human_to_move() == 0 and app.stack.top is scene
    before = len(session.record.actions)
    press(app, key_of(scene, place, 0))
    for _ in range(10):
        app.frame(1 / 60)
    hand_over = app.stack.top
    assert isinstance(hand_over, HandOverScene) and hand_over.player_name == scene.seat_label(1)
    assert hand_over.back_name == scene.seat_label(0)
    press(app, pygame.K_BACKSPACE)
    for _ in range(10):
        app.frame(1 / 60)
    assert len(session.record.actions) == before
    head = session.state.head()
    assert isinstance(head, Spend) and head.player == 0 and head.points == 1
    assert app.stack.top is scene and scene.human_to_move() == 0
    assert scene.viewer != 1  # Bob's hand is not on screen for Ann
    press(app, key_of(scene, place, 0))  # Ann places again, by the same key
    assert session.record.actions[-1]["player"] == 0


def test_the_hand_over_says_what_comes(app: App) -> None:
    session = table()
    scene = show(app, session)
    assert scene.hand_over_situation(0) == "Round 1: keep four cards (0 of 3 chose)"
    session.apply(session.state.legal_actions(0)[0], 0)
    assert scene.hand_over_situation(1) == "Round 1: keep four cards (1 of 3 chose)"


def test_the_last_keeper_confirms_the_reveal_and_may_change_the_cards(app: App) -> None:
    """Ann keeps last (the computers chose at once): her keep waits for 'Reveal every
    choice?', and 'Change my choice' leaves her four cards marked to change."""
    entry = get_game("bull-moose")
    seats = [Seat("Ann", 0), Seat("Bot 1", 1, True, "random"), Seat("Bot 2", 2, True, "random")]
    session = Session(entry.ruleset, GameRecord("bull-moose", 1, {}, seats, 5))
    scene = show(app, session)
    for _ in range(300):  # the computers keep first
        if session.state.to_move() == {0}:
            break
        app.frame(1 / 60)
        time.sleep(0.002)
    app.frame(1 / 60)
    drawn = [card for _, card in scene.card_rects]
    for digit in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_k):
        press(app, digit)
        app.frame(1 / 60)
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    titles = [session.state.cards[card].title for card in drawn[:4]]
    assert all(title in question.detail for title in titles)  # the keep in words
    press(app, pygame.K_n)  # Change my choice
    app.frame(1 / 60)
    assert app.stack.top is scene and scene.keeping == set(drawn[:4])
    assert session.state.to_move() == {0}
    for digit in (pygame.K_4, pygame.K_5, pygame.K_k, pygame.K_y):  # one card swapped
        press(app, digit)
        app.frame(1 / 60)
    assert set(session.state.zones[("hand", 0)]) == {*drawn[:3], drawn[4]}
