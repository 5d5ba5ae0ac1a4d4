"""Bull Moose's scene, headless: it draws, keys and clicks choose, hands stay private,
and a whole game can be played through the screen to the results."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pygame
import pytest

from boardgames.ai.base import bot_move, next_mover
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.bull_moose.actions import VALUE, Move, PlayCard
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import ChooseCard, KeepFour, Spend
from boardgames.games.bull_moose.view import BullMooseScene
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import ConfirmScene, HandOverScene
from boardgames.ui.scenes.results import ResultsScene
from tests.helpers import click_at, press, record_drawn_texts

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
    press(app, code)


def click(app: App, pos: tuple[int, int]) -> None:
    click_at(app, pos)


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


def keep_four_by_keys(app: App) -> None:
    """Toggle the first four drawn cards with 1-4 and confirm with K."""
    app.frame(1 / 60)  # the cards appear on the frame after the turn comes
    for digit in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
        key(app, digit)
        app.frame(1 / 60)
    key(app, pygame.K_k)
    reveal(app)


def reveal(app: App) -> None:
    """The last keeper confirms the reveal (Y), as the shared scene asks of any sealed choice."""
    app.frame(1 / 60)
    if isinstance(app.stack.top, ConfirmScene):
        key(app, pygame.K_y)


def test_keep_four_by_keys(app: App) -> None:
    session = session_until(lambda s: isinstance(s.state.head(), KeepFour))
    scene = show(app, session)
    assert scene.human_to_move() == 0
    drawn = sorted(session.state.zones[("drawn", 0)])
    assert [card for _, card in scene.card_rects] == drawn  # the eight drawn cards, as cards
    key(app, pygame.K_k)  # not four yet: nothing happens
    app.frame(1 / 60)
    assert isinstance(session.state.head(), KeepFour) and not scene.keeping
    key(app, pygame.K_2)
    key(app, pygame.K_2)  # a second press puts the card back
    app.frame(1 / 60)
    assert not scene.keeping
    for digit in (pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5):
        key(app, digit)
        app.frame(1 / 60)
    assert scene.keeping == set(drawn[1:5])
    key(app, pygame.K_k)
    reveal(app)
    settle(app, scene)
    assert set(session.state.zones[("hand", 0)]) == set(drawn[1:5])


def test_keep_four_by_clicks(app: App) -> None:
    session = session_until(lambda s: isinstance(s.state.head(), KeepFour))
    scene = show(app, session)
    for rect, _ in scene.card_rects[:4]:
        click(app, rect.center)
        app.frame(1 / 60)
    assert len(scene.keeping) == 4
    confirm = next(b for b in scene.panel.buttons.buttons if b.label == "Keep these four")
    click(app, confirm.rect.center)
    reveal(app)
    settle(app, scene)
    assert len(session.state.zones[("hand", 0)]) == 4


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
    assert scene.viewer is None and scene.hand_cards() == []
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


@pytest.mark.slow
def test_a_whole_game_through_the_screen(app: App) -> None:
    """From the first draw to the results: seat 0 keeps four by keys and takes first choices.
    The everyday run has its parts: a whole game of keeps by keys (the hot seat's) and the
    last round to the results against the computers."""
    session = session_until(lambda s: True)
    scene = show(app, session)
    for _ in range(20_000):
        if isinstance(app.stack.top, ResultsScene):
            break
        if scene.human_to_move() == 0:
            if isinstance(session.state.head(), KeepFour):
                keep_four_by_keys(app)
            else:
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
            if isinstance(session.state.head(), KeepFour):
                keep_four_by_keys(app)
            else:
                key(app, pygame.K_1)
        app.frame(1 / 60)
        shown = {card for _, card in scene.card_rects}
        if scene.viewer is None:
            assert not shown  # a bystander's screen shows nobody's cards
        else:  # only the viewer's own cards, from their own deck
            assert shown <= set(session.state.zones.pools[f"c{scene.viewer}"].items)
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
    assert scene.viewer is None and scene.hand_cards() == []


def colour_count(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    part = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(part, colour, (2, 2, 2, 255)).count()


def test_a_draw_by_lot_is_a_bag_of_cubes_with_the_odds() -> None:
    """Wilson 3 and Debs 2 draw for a unit (Taft at 1 is out): their cubes go in the bag,
    the odds are written beside it, and the drawn cube comes out in the winner's colour."""
    from boardgames.games.bull_moose.events import Drawn
    from boardgames.games.bull_moose.view_count import OUT_AT, draw_bag, odds_lines
    from boardgames.ui import theme

    styles = list(theme.palette(True)[:3])
    names = ["Taft", "Wilson", "Debs"]
    event = Drawn("NY", 2, "draw", (1, 3, 2), (1, 2), 45)
    lines = [words for _, words in odds_lines(event, names)]
    assert lines == ["Wilson: 3 of 5 (60%)", "Debs: 2 of 5 (40%)", "Taft: 1, out (half the lead)"]
    surface = pygame.Surface((400, 190))
    rect = surface.get_rect()
    draw_bag(surface, rect, event, names, styles, 0.1, "NY: drawn by lot")
    bag_side = pygame.Rect(0, 0, 170, 190)
    wilson, debs, taft = (colour_count(surface, bag_side, styles[p].colour) for p in (1, 2, 0))
    assert wilson > 0 and debs > 0 and taft == 0  # the contenders' cubes only: Taft is out
    before = colour_count(surface, bag_side, styles[2].colour)
    surface.fill((0, 0, 0))
    draw_bag(surface, rect, event, names, styles, OUT_AT + 0.5, "NY: drawn by lot")
    above = pygame.Rect(0, 20, 170, 40)  # over the bag's neck
    assert colour_count(surface, above, styles[2].colour) > 50  # Debs's cube drawn out
    assert colour_count(surface, bag_side, styles[2].colour) <= before + 400


def test_the_hand_is_drawn_as_cards_beside_their_plays(app: App) -> None:
    def my_turn(session: Session) -> bool:
        return session.state.to_move() == {0} and isinstance(session.state.head(), ChooseCard)

    session = session_until(my_turn)
    scene = show(app, session)
    hand = sorted(session.state.zones[("hand", 0)])
    assert [card for _, card in scene.card_rects] == hand
    paper = (244, 238, 222)
    for rect, _ in scene.card_rects:
        assert colour_count(app.screen, rect, paper) > rect.width * rect.height // 4
    legal = session.state.legal_actions(0)
    plays = scene.panel.buttons.buttons[: len(legal)]
    assert [b.hint for b in plays] == [str(n + 1) for n in range(len(legal))][:9]
    for button, action in zip(plays, legal, strict=True):  # every play beside its card
        card = next(rect for rect, c in scene.card_rects if c == action.card)
        assert button.rect.top >= card.top and button.rect.bottom <= card.bottom
        assert button.rect.left > card.right
        assert session.state.describe_action(action, 0).endswith(button.label.lower()[1:])
    key(app, pygame.K_1)  # the first card for its value
    settle(app, scene)
    assert isinstance(session.state.head(), Spend)


def test_spending_shows_the_meter_place_here_end_card_and_costs(app: App) -> None:
    def spending(session: Session) -> bool:
        head = session.state.head()
        return isinstance(head, Spend) and head.player == 0 and head.mode == VALUE

    session = session_until(spending)
    scene = show(app, session)
    labels = [b.label for b in scene.panel.buttons.buttons]
    assert "End card" in labels
    state = session.state
    assert isinstance(state, BMState)
    if state.placeable_units(0, state.token[0]) and state.head().points >= 1 + state.head().due:
        assert any(label.startswith("Place here") for label in labels)
    from boardgames.games.bull_moose.view_words import cost_badges

    badges = cost_badges(state, 0, state.legal_actions(0))
    for code, words in badges.items():
        occupied = state.others_in(0, code) and not state.immune(0)
        assert words == (
            "rail"
            if code not in state.board.neighbours(state.token[0])
            else f"pass 1, stop 1+{state.others_in(0, code)}"
            if occupied
            else "1"
        )


def test_california_asks_which_box(app: App) -> None:
    """Roosevelt spending a card in California: a click on it offers both boxes."""

    def spending(session: Session) -> bool:
        head = session.state.head()
        return isinstance(head, Spend) and head.player == 1 and head.mode == VALUE

    session = session_until(spending, humans=(1,))
    state = session.state
    assert isinstance(state, BMState)
    state.token[1] = "CA"  # a test position: stood in California, nobody else there
    for q in range(state.n):
        if q != 1 and state.token[q] == "CA":
            state.token[q] = "NV"
    state._options = None  # the options were worked out for the old position
    scene = show(app, session)
    scene.click_state("CA")
    app.frame(1 / 60)
    assert scene.picking == "CA"
    labels = [b.label for b in scene.panel.buttons.buttons]
    assert "Place here: main box (11 EV)" in labels and "Place here: second box (2 EV)" in labels
    second = next(b for b in scene.panel.buttons.buttons if b.label.endswith("(2 EV)"))
    click(app, second.rect.center)
    settle(app, scene)
    assert session.state.cubes["CA-S"][1] == 1 and scene.picking is None


def test_unplayed_cards_open_with_c_and_cycle(app: App) -> None:
    session = session_until(lambda s: s.state.round == 2)
    scene = show(app, session)
    key(app, pygame.K_c)
    app.frame(1 / 60)
    assert scene.unplayed_of == 1  # the first opponent
    key(app, pygame.K_RIGHT)
    app.frame(1 / 60)
    assert scene.unplayed_of == 2
    state = session.state
    assert len(scene.unplayed_cards(2)) == 28 - len(state.zones[("played", 2)]) - len(
        state.zones[("display", 2)]
    )
    key(app, pygame.K_c)
    app.frame(1 / 60)
    assert scene.unplayed_of is None


def test_the_seats_screen_names_each_rows_candidate_and_draws_them_by_lot(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seat i plays the i-th candidate in turn order, so the seats screen names them (the
    player chooses a candidate by choosing a row) and can draw the rows by lot."""
    from boardgames.ui.scenes.seats import SeatsScene

    drawn = record_drawn_texts(monkeypatch)

    scene = SeatsScene(app, "bull-moose")
    app.stack.reset(scene)
    assert scene.roles() == ("Taft (R)", "Roosevelt (P)", "Wilson (D)")
    scene.add_seat()
    scene.add_seat()
    assert scene.roles()[-2:] == ("Debs (S)", "Chafin (X)")
    app.frame(1 / 30)
    assert "Chafin (X)" in drawn
    names = [seat.name for seat in scene.seats]
    orders = set()
    for _ in range(40):  # 120 orders of 5 seats: 40 draws all alike would be a broken draw
        scene.draw_lots()
        assert sorted(seat.name for seat in scene.seats) == sorted(names)
        orders.add(tuple(seat.name for seat in scene.seats))
        assert scene.message.startswith(f"Drawn by lot: {scene.seats[0].name} plays Taft (R)")
    assert len(orders) > 1
    draw = [b for b in scene.buttons.buttons if b.label == "Draw by lot"]
    assert len(draw) == 1 and draw[0].enabled


def test_games_without_roles_offer_no_draw(app: App) -> None:
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "corrupt-bargain")
    assert scene.roles() == ()
    assert not [b for b in scene.buttons.buttons if b.label == "Draw by lot"]
