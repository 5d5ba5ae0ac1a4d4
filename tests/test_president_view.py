"""President's scene, headless: whole games played by keys, hand-overs only before
private decisions, the planning counter, a click on the chart picks an animal."""

from __future__ import annotations

import pygame

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.president.actions import Pick
from boardgames.games.president.rules import PRState
from boardgames.games.president.steps import PlanDay
from boardgames.games.president.view import PresidentScene
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import ConfirmScene, HandOverScene
from boardgames.ui.scenes.results import ResultsScene
from tests.helpers import click_at, press, record_drawn_texts


def session(players: int, bots: set[int], seed: int = 5, claims: bool = True) -> Session:
    seats = [Seat(f"P{i}", i % 6, i in bots) for i in range(players)]
    ruleset = get_game("president").ruleset
    options = {"claims": claims}
    return Session(ruleset, GameRecord("president", ruleset.version, options, seats, seed))


def key(app: App, code: int) -> None:
    press(app, code)


def choose_first(app: App, scene: PresidentScene) -> None:
    """Press the number key of the first option open to choice (a card not in hand keeps
    its place, and its number, as a disabled placeholder)."""
    app.frame(1 / 30)
    for button in scene.panel.buttons.buttons:
        if button.enabled and button.hotkey in range(pygame.K_1, pygame.K_9 + 1):
            key(app, button.hotkey)
            return
    raise AssertionError("no option open to choice")


def play_by_keys(app: App, game: Session, limit: int = 6000) -> tuple[int, set[str]]:
    """Play to the results screen choosing the first option (confirming hand-overs and
    the reveal); returns the hand-overs seen and the planning counters read."""
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    handovers, counters = 0, set()
    for _ in range(limit):
        app.frame(1 / 30)
        top = app.stack.scenes[-1]
        if isinstance(top, ResultsScene):
            return handovers, counters
        if isinstance(top, HandOverScene):
            handovers += 1
            state = game.state
            mover = scene.human_to_move()
            assert mover is not None and state.is_private(mover)  # only before private choices
            key(app, pygame.K_RETURN)
            continue
        if isinstance(top, ConfirmScene):  # the last to plan: the reveal waits for them
            mover = scene.human_to_move()
            assert isinstance(game.state.head(), PlanDay) and game.state.to_move() == {mover}
            key(app, pygame.K_y)
            continue
        mover = scene.human_to_move()
        if mover is None:
            continue
        state = game.state
        assert isinstance(state, PRState)
        if state.is_private(mover):
            assert scene.viewer == mover  # the hand-over put the right person there
        else:
            assert scene.viewer is None  # public decisions show nobody's secrets
        if isinstance(state.head(), PlanDay):
            counters.add(scene._planning_count())
        choose_first(app, scene)
    raise AssertionError("the game did not reach the results screen")


def test_a_hot_seat_game_of_three_plays_to_the_end(app: App) -> None:
    game = session(3, set())
    handovers, counters = play_by_keys(app, game)
    assert game.state.is_over() and handovers > 0
    assert {"0 of 3 have chosen", "1 of 3 have chosen", "2 of 3 have chosen"} <= counters


def test_ten_seats_with_seven_bots_play_to_the_end(app: App) -> None:
    game = session(10, set(range(3, 10)), seed=9)
    handovers, counters = play_by_keys(app, game)
    assert game.state.is_over() and handovers > 0
    assert any(text.startswith("7 of 10") for text in counters)  # the bots chose at once


def test_clicking_an_animal_picks_it(app: App) -> None:
    game = session(5, set(), seed=3)  # two Vice presidents: a Promotion has a choice
    state = game.state
    assert isinstance(state, PRState)
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    for _ in range(4000):  # play by the first option until someone must pick an animal
        app.frame(1 / 30)
        if isinstance(app.stack.scenes[-1], HandOverScene):
            key(app, pygame.K_RETURN)
            continue
        if isinstance(app.stack.scenes[-1], ConfirmScene):
            key(app, pygame.K_y)
            continue
        mover = scene.human_to_move()
        if mover is None:
            continue
        legal = game.state.legal_actions(mover)
        picks = [a for a in legal if isinstance(a, Pick)]
        if len(picks) > 1:
            target = picks[-1].seat
            shown = scene.pr
            before = len(game.record.actions)
            app.frame(1 / 30)
            box = scene.boxes[shown.position[target]]
            click_at(app, box.center)
            assert len(game.record.actions) == before + 1
            assert game.record.actions[-1] == {"player": mover, **picks[-1].to_dict()}
            return
        choose_first(app, scene)
    raise AssertionError("no choice of animal came up")


def test_a_commit_can_be_undone_only_until_the_next_one() -> None:
    game = session(3, set(), claims=False)
    state = game.state
    assert isinstance(state, PRState) and isinstance(state.head(), PlanDay)
    first, second = sorted(state.to_move())[:2]
    game.apply(state.legal_actions(first)[0], first)
    assert game.can_undo(first) and not game.can_undo(second)
    assert game.undo(first) and first in game.state.to_move()  # taken back: to choose again
    game.apply(game.state.legal_actions(first)[-1], first)
    game.apply(game.state.legal_actions(second)[0], second)
    assert not game.can_undo(first)  # someone else has committed since


def test_no_secret_of_another_animal_is_ever_drawn(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Three people: on every frame, no envelope another animal holds unopened and no
    other animal's face-down card appears in any text the screen draws."""
    import random

    from boardgames.core.zones import HIDDEN
    from boardgames.games.president.events import card_title

    texts = record_drawn_texts(monkeypatch)
    game = session(3, set(), seed=12)
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    rng = random.Random(4)
    shown_envelopes: set[str] = set()  # titles opened in public at some point
    frames = 0
    while not game.state.is_over() and frames < 20_000:
        frames += 1
        texts.clear()
        app.frame(1 / 60)
        state = game.state
        assert isinstance(state, PRState)
        board = state.board
        shown_envelopes |= {board.envelopes[c].title for c in state.zones["envelope_discard"]}
        shown_envelopes |= {board.envelopes[c].title for c in state.zones["envelope_board"]}
        if isinstance(app.stack.scenes[-1], HandOverScene):
            app.stack.scenes.pop()
            continue
        viewer = scene.viewer
        secrets: set[str] = set()
        for seat in range(3):
            if seat == viewer:
                continue
            held = state.zones[("envelopes", seat)]
            secrets |= {board.envelopes[c].title for c in held} - shown_envelopes
            sealed = state.zones[("sealed", seat)]
            own = state.zones[("sealed", viewer)] if viewer is not None else []
            # (the same card face down in the viewer's own box reads the same)
            if sealed and sealed[0] != HIDDEN and list(sealed) != list(own):
                secrets.add(f"({card_title(sealed[0])})")  # type: ignore[arg-type]
        leaked = [(secret, line) for line in texts for secret in secrets if secret in line]
        assert not leaked, f"frame {frames}, viewer {viewer}: {leaked[:3]}"
        person = scene.human_to_move()
        if app.stack.scenes[-1] is scene and person is not None:
            legal = state.legal_actions(person)
            scene.submit(legal[rng.randrange(len(legal))])
    assert game.state.is_over()


def _frames_until_hand_over(app: App, limit: int = 400) -> HandOverScene:
    for _ in range(limit):
        app.frame(1 / 30)
        top = app.stack.scenes[-1]
        if isinstance(top, HandOverScene):
            return top
    raise AssertionError("no hand-over came")


def test_the_last_person_to_choose_can_take_their_card_back_from_the_hand_over(
    app: App,
) -> None:
    """Four people, no bots, asked in position order (a, b, c): after a seals a card, b's
    hand-over offers a the way back; Backspace takes it, the screen goes to a (not b), and
    a chooses again. Once b has chosen, only b is offered the way back."""
    from boardgames.ui.scenes.overlays import HandOverScene as PresidentHandOver

    game = session(4, set(), seed=8, claims=False)
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    state = game.state
    assert isinstance(state, PRState) and isinstance(state.head(), PlanDay)
    a, b, c = state.ask_order()[:3]
    first = _frames_until_hand_over(app)
    assert isinstance(first, PresidentHandOver) and first.player_name == scene.seat_label(a)
    assert first.back_name is None and first.situation == "0 of 4 have chosen"
    key(app, pygame.K_RETURN)
    app.frame(1 / 30)
    assert scene.viewer == a and scene.human_to_move() == a
    key(app, pygame.K_1)  # a seals its first card
    second = _frames_until_hand_over(app)
    assert isinstance(second, PresidentHandOver) and second.player_name == scene.seat_label(b)
    assert second.back_name == scene.seat_label(a) and second.situation == "1 of 4 have chosen"
    sealed = len(game.record.actions)
    key(app, pygame.K_BACKSPACE)  # a still at the screen: back
    assert len(game.record.actions) == sealed - 1 and scene.viewer is None
    again = _frames_until_hand_over(app)
    assert isinstance(again, PresidentHandOver) and again.player_name == scene.seat_label(a)
    assert again.situation == "0 of 4 have chosen" and again.back_name is None
    assert not game.state.zones[("sealed", a)]  # the card is back in a's hand
    key(app, pygame.K_RETURN)
    app.frame(1 / 30)
    assert scene.viewer == a
    key(app, pygame.K_2)
    assert game.record.actions[-1]["card"] == 1  # the second option this time
    nxt = _frames_until_hand_over(app)
    assert isinstance(nxt, PresidentHandOver) and nxt.player_name == scene.seat_label(b)
    assert nxt.back_name == scene.seat_label(a)
    key(app, pygame.K_RETURN)  # b takes the screen and chooses
    app.frame(1 / 30)
    assert scene.viewer == b
    key(app, pygame.K_1)
    third = _frames_until_hand_over(app)
    assert isinstance(third, PresidentHandOver) and third.player_name == scene.seat_label(c)
    assert third.back_name == scene.seat_label(b)  # a's card is settled: b has chosen since
    assert not game.can_undo(a)


def test_ten_seats_show_ten_animals_on_the_seats_screen(app: App) -> None:
    """Seat i is animal i: ten different colours and letters, and no colour to cycle (the
    shared palette has six, so seven seats and more used to repeat)."""
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "president")
    app.stack.reset(scene)
    while len(scene.seats) < 10:
        scene.add_seat()
    styles = scene.styles()
    animals = PRState(10, 1, {}).board.animals
    assert [s.letter for s in styles] == [a.letter for a in animals]
    assert len({s.colour for s in styles}) == 10
    colour_buttons = [b for b in scene.buttons.buttons if b.label.endswith(animals[3].name)]
    assert len(colour_buttons) == 1 and not colour_buttons[0].enabled
    app.frame(1 / 30)  # draws


def test_other_games_still_cycle_the_palette(app: App) -> None:
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "electoral-dice")
    before = scene.styles()[0]
    scene.cycle_colour(0)
    assert scene.styles()[0] != before


def test_claims_are_on_by_default_only_when_a_computer_sits(app: App) -> None:
    """The spec's default: claims help bots, who cannot hear table talk; people alone
    talk. Once a player sets the option, changing seats leaves it alone."""
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "president")
    app.stack.reset(scene)
    assert any(seat.is_bot for seat in scene.seats) and scene.options["claims"] is True
    for index, seat in enumerate(scene.seats):
        while seat.is_bot:
            scene.cycle_kind(index)
    assert scene.options["claims"] is False
    scene.cycle_kind(1)  # a computer again
    assert scene.options["claims"] is True
    spec = next(s for s in scene.entry.ruleset.options if s.key == "claims")
    scene.cycle_option(spec)  # the table turns claims off with a computer seated
    scene.cycle_kind(2)
    assert scene.options["claims"] is False


def test_the_last_planner_leaves_the_screen_when_another_animal_reveals(
    app: App, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Three people: the first two plan Interview, the last plans Slander and confirms the
    reveal. Their next decision is their Slander's target, at their own turn; before it, as
    each other animal's turn plays (its envelopes, a guess, its reveal), the screen is a
    bystander's, so the last planner's face-down card, "(Slander)" in their box, is not
    shown to the table. (President's events name their animal ``seat``, not ``player``:
    the screen used to stay the last planner's through everyone's reveals.)"""
    from boardgames.games.president.events import EnvelopeOpened, Guessed, Revealed

    texts = record_drawn_texts(monkeypatch)
    game = session(3, set(), seed=5, claims=False)
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    last = game.state.ask_order()[-1]
    seen: list[tuple[object, int | None]] = []
    animate = scene.animate

    def recording(event):  # type: ignore[no-untyped-def]
        seen.append((event, scene.viewer))
        return animate(event)

    scene.animate = recording  # type: ignore[method-assign]
    for _ in range(400):
        app.frame(1 / 30)
        top = app.stack.scenes[-1]
        if isinstance(top, HandOverScene):
            key(app, pygame.K_RETURN)
        elif isinstance(top, ConfirmScene):
            key(app, pygame.K_y)
            break
        elif scene.human_to_move() is not None:
            key(app, pygame.K_7 if scene.human_to_move() == last else pygame.K_2)
    app.settings.animation_speed = 1.0  # the reveals one by one, drawn as they come
    for _ in range(600):
        texts.clear()
        app.frame(1 / 30)
        if scene.human_to_move() == last:
            break
        assert "(Slander)" not in texts
    assert scene.human_to_move() == last  # the target of the Slander, at last's own turn
    actor = {Revealed: "seat", EnvelopeOpened: "seat", Guessed: "guesser"}
    others = [
        viewer
        for event, viewer in seen
        if type(event) in actor and getattr(event, actor[type(event)]) != last
    ]
    assert others and last not in others


def test_the_hand_over_says_what_will_show(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Hands are public in President: the hand-over before planning tells the others to
    look away from the face-down card and envelopes, not from a hand, and draws it."""
    texts = record_drawn_texts(monkeypatch)
    game = session(3, set(), claims=False)
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    handover = _frames_until_hand_over(app)
    texts.clear()
    app.frame(1 / 30)
    assert "face-down card" in handover.note and "hand " not in handover.note
    assert f"{game.names[scene.human_to_move()]}'s face-down card" in handover.note
    assert handover.note in texts
