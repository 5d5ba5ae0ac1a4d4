"""President on the shared decision panel: every option worded by its decision, number
keys that stay with their cards, a focus that never carries into the next decision, and
a reveal that waits for the last person's confirmation (issue 21)."""

from __future__ import annotations

import random

import pygame

from boardgames.core.decisions import plain_words
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.president.actions import DEAL, ENVELOPE, Plan
from boardgames.games.president.events import Revealed, card_title
from boardgames.games.president.rules import PRState
from boardgames.games.president.steps import PlanDay
from boardgames.games.president.view import PresidentScene
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import ConfirmScene
from tests.helpers import press, record_drawn_texts

PERSON = 0


def session(players: int, bots: set[int], seed: int = 5, claims: bool = False) -> Session:
    seats = [Seat(f"P{i}", i % 6, i in bots) for i in range(players)]
    ruleset = get_game("president").ruleset
    record = GameRecord("president", ruleset.version, {"claims": claims}, seats, seed)
    return Session(ruleset, record)


def start(app: App, game: Session) -> PresidentScene:
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    return scene


def frames_until_planning(app: App, scene: PresidentScene, limit: int = 600) -> None:
    """Run frames until the person is the last one to plan (the computers chose at once)."""
    for _ in range(limit):
        app.frame(1 / 30)
        state = scene.session.state
        if scene.human_to_move() == PERSON and isinstance(state.head(), PlanDay):
            assert state.to_move() == {PERSON}
            return
    raise AssertionError("the person was never asked to plan")


def test_every_option_is_worded_by_its_decision() -> None:
    """Games of random moves: each legal option of each decision reads in words of its own
    (never the engine's plain reading such as "Pick 3"), from the mover's view."""
    seen: set[str] = set()
    for seed in range(6):
        state = get_game("president").ruleset.new_game(5, seed, {"claims": True})
        assert isinstance(state, PRState)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            player = min(state.to_move())
            seen.add(type(state.head()).__name__)
            view = state.view(player)
            legal = state.legal_actions(player)
            for action in legal:
                words = view.describe_action(action, player)
                assert words and words != plain_words(action), (type(state.head()), action)
            state.apply(rng.choice(legal), player)
    assert {"PlanDay", "MakeClaim", "NameAction", "GuessFor", "LaySlander"} <= seen, seen
    assert {"Promote", "RecoverCard", "EnvelopeTurn"} <= seen, seen


def test_number_keys_stay_with_their_cards(app: App) -> None:
    """With Deal in the pile, key 5 is still Deal's (shown, not choosable) and key 6 plays
    Envelope: the seven cards keep their numbers whatever the hand holds."""
    game = session(3, {1, 2})
    state = game.state
    assert isinstance(state, PRState)
    state.zones.move(DEAL, ("hand", PERSON), ("pile", PERSON))  # played on an earlier day
    scene = start(app, game)
    frames_until_planning(app, scene)
    app.frame(1 / 30)
    by_hint = {button.hint: button for button in scene.panel.buttons.buttons}
    assert by_hint["5"].label == "Deal (not in hand)" and not by_hint["5"].enabled
    assert by_hint["6"].label == "Envelope" and by_hint["6"].enabled
    moves = len(game.record.actions)
    press(app, pygame.K_5)
    assert app.stack.top is scene and len(game.record.actions) == moves  # nothing played
    press(app, pygame.K_6)
    assert isinstance(app.stack.top, ConfirmScene)
    press(app, pygame.K_y)
    assert game.record.actions[-1] == {"player": PERSON, **Plan(ENVELOPE).to_dict()}


def test_the_focus_never_carries_into_the_next_decision(app: App) -> None:
    """The person claims with the arrow keys and Enter; at the planning that follows no
    focus shows, and a first Enter only shows it (it chooses nothing)."""
    game = session(3, {1, 2}, claims=True)
    scene = start(app, game)
    for _ in range(600):
        app.frame(1 / 30)
        if scene.human_to_move() == PERSON:
            break
    assert type(game.state.head()).__name__ == "MakeClaim"
    press(app, pygame.K_DOWN)  # shows the focus, on the first option
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    claim = game.record.actions[-1]
    assert claim["player"] == PERSON and claim["kind"] == "pr-claim"  # the second option
    frames_until_planning(app, scene)
    app.frame(1 / 30)
    assert not scene.panel.buttons.keyboard_used
    moves = len(game.record.actions)
    press(app, pygame.K_RETURN)
    assert len(game.record.actions) == moves and app.stack.top is scene
    assert scene.panel.buttons.keyboard_used  # the Enter showed where the focus is


def test_the_reveal_waits_for_the_last_persons_confirmation(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Against computers the person plans last. Their card waits behind "Reveal the
    plans?": "Change my card" lets them choose again, and the computers' face-down cards
    are drawn on no frame until the reveal."""
    texts = record_drawn_texts(monkeypatch)
    game = session(3, {1, 2}, seed=11)
    scene = start(app, game)
    frames_until_planning(app, scene)
    state = game.state
    sealed = {seat: state.zones[("sealed", seat)][0] for seat in (1, 2)}
    secrets = {f"({card_title(card)})" for card in sealed.values()}  # type: ignore[arg-type]
    moves = len(game.record.actions)

    def drawn() -> list[str]:
        texts.clear()
        app.frame(1 / 30)
        return texts

    assert not [t for t in drawn() for s in secrets if s in t]
    press(app, pygame.K_1)
    assert isinstance(app.stack.top, ConfirmScene)
    shown = drawn()
    assert "Reveal the plans?" in shown and not [t for t in shown for s in secrets if s in t]
    assert len(game.record.actions) == moves  # nothing sealed yet
    press(app, pygame.K_n)  # "Change my card"
    assert app.stack.top is scene and scene.human_to_move() == PERSON
    assert isinstance(game.state.head(), PlanDay) and len(game.record.actions) == moves
    press(app, pygame.K_3)
    assert isinstance(app.stack.top, ConfirmScene)
    press(app, pygame.K_y)  # "Reveal"
    assert game.record.actions[-1] == {"player": PERSON, **Plan(2).to_dict()}
    reveals = [entry.event for entry in game.log if entry.index == moves]
    assert Revealed(PERSON, 2) in reveals  # the reveal followed at once
