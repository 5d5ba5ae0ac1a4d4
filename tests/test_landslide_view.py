"""Landslide's scene, headless: it draws at every size, a game plays to its results by keys,
bids need no hand-over, private decisions do."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from boardgames.ai.base import bot_move
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.landslide.actions import Bid
from boardgames.games.landslide.auction import BidTurn
from boardgames.games.landslide.events import money
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState
from boardgames.games.landslide.view import LandslideScene
from boardgames.ui.app import App
from boardgames.ui.fonts import get_font
from boardgames.ui.scenes.overlays import ConfirmScene, HandOverScene, PauseScene
from boardgames.ui.scenes.results import ResultsScene
from boardgames.ui.widgets.button import Button
from tests.helpers import press, record_drawn_texts, wait_out_guard

FRAME_BUDGET = 60_000  # frames a whole game by keys may take (it needs a few thousand)


def session_at(round_: int, players: int, humans: tuple[int, ...], seed: int = 3) -> Session:
    """Bots play every seat until the given round, at a decision of a person's."""
    entry = get_game("landslide")
    seats = [Seat(f"P{i}", i, i not in humans) for i in range(players)]
    session = Session(
        entry.ruleset, GameRecord("landslide", entry.ruleset.version, {}, seats, seed)
    )
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    while not session.state.is_over():
        state = session.state
        assert isinstance(state, LandslideState)
        if state.round >= round_ and min(state.to_move()) in humans:
            break
        session.apply(bot_move(bot, state, rng))
    return session


def show(app: App, session: Session) -> object:
    scene = get_game("landslide").scene()(app, session)
    app.stack.reset(scene)
    for _ in range(3):
        app.frame(1 / 60)
    return scene


def key(app: App, code: int) -> None:
    press(app, code)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_scene_draws_at_every_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    from boardgames.saves import Settings

    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    app = App(
        Settings(window_width=size[0], window_height=size[1], animation_speed=0.0), headless=True
    )
    assert app.size == size
    show(app, session_at(8, 4, (0,)))
    background = app.screen.get_at((2, 2))
    same = pygame.mask.from_threshold(app.screen, background, (1, 1, 1, 255)).count()
    assert same / (app.size[0] * app.size[1]) < 0.6


@pytest.mark.parametrize(
    "from_round",
    [
        pytest.param(40, id="the-last-rounds"),  # the computers play the rounds before
        pytest.param(1, id="a-whole-game", marks=pytest.mark.slow),  # some 1,400 frames
    ],
)
def test_a_person_plays_to_the_results_by_keys(app: App, from_round: int) -> None:
    session = session_at(from_round, 2, (0,), seed=5)
    assert session.state.round == from_round and not session.state.is_over()
    show(app, session)
    for _ in range(FRAME_BUDGET):  # counted in frames, not seconds: a loaded machine is slow
        if isinstance(app.stack.top, ResultsScene):
            break
        app.frame(1 / 30)
        scene = app.stack.top
        deciding = getattr(scene, "human_to_move", lambda: None)() is not None
        if deciding or getattr(scene, "strip_up", lambda: False)():
            key(app, pygame.K_1)  # the first choice: roll, pass, no objections, auto-pay
    assert isinstance(app.stack.top, ResultsScene), "the game did not finish"
    assert session.state.is_over()


def test_bids_are_public_and_paying_is_private(app: App) -> None:
    session = session_at(3, 2, (0, 1))
    scene = show(app, session)
    state = session.state
    assert isinstance(state, LandslideState)
    handed_over = bids = 0
    for _ in range(400):
        head = state.head()
        mover = min(state.to_move()) if state.to_move() else None
        app.frame(1 / 30)
        if isinstance(app.stack.top, HandOverScene):
            # private decisions, and a public one of a person given a secret meanwhile
            # (they look at it first: a private glance)
            assert state.is_private(mover) or scene.glances.get(mover)  # type: ignore[arg-type, attr-defined]
            handed_over += 1
            app.stack.pop()
            continue
        if isinstance(head, BidTurn) and not scene.busy:  # type: ignore[attr-defined]
            # no hand-over for a bid: the screen stays with whoever had it, or nobody
            assert scene.viewer in (None, mover)  # type: ignore[attr-defined]
            bids += 1
        if scene.human_to_move() is not None:  # type: ignore[attr-defined]
            opening = isinstance(head, BidTurn) and head.holder < 0
            key(app, pygame.K_2 if opening else pygame.K_1)  # open the bidding, else pass
        if state.is_over():
            break
        state = session.state  # type: ignore[assignment]
    assert handed_over and bids, (handed_over, bids)


def session_until(
    kind: type, players: int, humans: tuple[int, ...], options: dict | None = None, seed: int = 3
) -> Session:
    """Bots play until a decision of ``kind`` waits for a person (computers may still owe
    their part of a sealed choice)."""
    entry = get_game("landslide")
    seats = [Seat(f"P{i}", i, i not in humans) for i in range(players)]
    record = GameRecord("landslide", entry.ruleset.version, options or {}, seats, seed)
    session = Session(entry.ruleset, record)
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    while not session.state.is_over():
        state = session.state
        assert isinstance(state, LandslideState)
        if isinstance(state.head(), kind) and state.to_move() & set(humans):
            return session
        session.apply(bot_move(bot, state, rng, min(state.to_move())), min(state.to_move()))
    raise AssertionError(f"no {kind.__name__} for a person")


def at_the_table(app: App, session: Session) -> LandslideScene:
    """The scene on screen, any hand-over confirmed."""
    scene = show(app, session)
    while isinstance(app.stack.top, HandOverScene):
        app.stack.pop()
        app.frame(1 / 30)
    assert isinstance(scene, LandslideScene)
    return scene


def hold(app: App, code: int) -> None:
    wait_out_guard(app)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def test_a_peek_held_through_a_choice_never_shows_the_next_bidder_s_votes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = session_until(BidTurn, 2, (0, 1))
    scene = at_the_table(app, session)
    bidder = scene.human_to_move()
    assert bidder is not None and scene.viewer is None  # a public bid, in hot seat
    drawn = record_drawn_texts(monkeypatch)
    hold(app, pygame.K_v)
    app.frame(1 / 30)
    assert scene.peeking == bidder and any(t.startswith("Your votes") for t in drawn)
    press(app, pygame.K_1)  # V still held: a pass, and the other person bids next
    for _ in range(30):
        app.frame(1 / 30)
        if scene.human_to_move() not in (None, bidder):
            break
    assert scene.human_to_move() not in (None, bidder)
    drawn.clear()
    app.frame(1 / 30)
    assert not any(t.startswith("Your votes") for t in drawn), "the next bidder's votes showed"
    assert scene.peeking is None


def test_a_peek_released_inside_the_menu_does_not_stay_open(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = session_until(BidTurn, 2, (0, 1))
    scene = at_the_table(app, session)
    hold(app, pygame.K_v)
    app.frame(1 / 30)
    assert scene.peeking is not None
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_v, mod=0, unicode=""))
    app.stack.pop()  # the menu closes: back at the same bid
    drawn = record_drawn_texts(monkeypatch)
    app.frame(1 / 30)
    assert not any(t.startswith("Your votes") for t in drawn), "the peek stayed open"
    assert scene.peeking is None


def test_no_person_s_prompt_shows_while_a_computer_chooses_its_ceiling(app: App) -> None:
    session = session_until(SealedCeilings, 3, (0,), {"proxy_bids": True})
    assert session.state.to_move() - {0}, "the computers have yet to choose"
    scene = get_game("landslide").scene()(app, session)
    app.stack.reset(scene)
    assert isinstance(scene, LandslideScene)
    assert "Sealed ceiling" not in scene.prompt_text()
    assert "(computer) is deciding" in scene.prompt_text()


def bid_button(scene: LandslideScene) -> Button:
    """The stepper's own option: the second, key 2."""
    return next(b for b in scene.panel.buttons.buttons if b.hint == "2")


def test_the_stepper_bids_any_amount(app: App) -> None:
    session = session_until(BidTurn, 2, (0,))
    scene = at_the_table(app, session)
    bids = [a for a in session.state.legal_actions(0) if isinstance(a, Bid)]
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_MINUS)
    app.frame(1 / 30)
    assert bid_button(scene).label == f"Bid {money(bids[2].amount)}"
    press(app, pygame.K_2)
    assert scene.session.record.actions[-1]["amount"] == bids[2].amount


def test_a_typed_ceiling_is_named(app: App) -> None:
    session = session_until(SealedCeilings, 2, (0,), {"proxy_bids": True})
    scene = at_the_table(app, session)
    moves = len(session.record.actions)
    for code in (pygame.K_t, pygame.K_1, pygame.K_PERIOD, pygame.K_5, pygame.K_RETURN):
        press(app, code)  # the digits type: they choose no option
    app.frame(1 / 30)
    assert bid_button(scene).label == "Ceiling 1,500,000"
    assert len(session.record.actions) == moves
    press(app, pygame.K_2)  # the last ceiling in: the reveal waits for a yes
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and "Ceiling 1,500,000" in question.detail
    press(app, pygame.K_y)
    assert session.record.actions[-1]["amount"] == 1_500_000


def test_a_bid_beyond_the_bidder_s_means_says_so_in_full(app: App) -> None:
    session = session_until(BidTurn, 2, (0,))
    scene = at_the_table(app, session)
    state = session.state
    assert isinstance(state, LandslideState)
    top = max(a.amount for a in state.legal_actions(0) if isinstance(a, Bid))
    assert top > state.holdings(0)  # the overbid margin
    scene.amounts.step(10_000)
    app.frame(1 / 30)
    button = bid_button(scene)
    assert button.label == f"Bid {money(top)}" and "more than you hold" in button.detail
    room = button.rect.width - 20
    assert get_font(max(11, button.size - 4), "regular").size(button.detail)[0] <= room
    assert all(  # no quick amount beyond the bidder's means comes without that warning
        int(b.label.split()[1].replace(",", "")) <= state.holdings(0)
        for b in scene.panel.buttons.buttons
        if b.label.startswith("Bid ") and b is not button
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_log_has_room_for_eight_lines(app: App, size: tuple[int, int]) -> None:
    from boardgames.ui import fonts
    from boardgames.ui.widgets.button import draw_panel
    from boardgames.ui.widgets.log_panel import TEXT_SIZE

    scene = show(app, session_at(2, 4, (0,)))
    scene.resize(size)
    rect = scene.log_panel.rect
    top = draw_panel(pygame.Surface((rect.right + 1, rect.bottom + 1)), rect, "Game log")
    assert (rect.bottom - top - 8) // fonts.line_height(TEXT_SIZE) >= 8


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_no_token_stands_on_a_label_and_the_panel_fits(
    app: App, players: int, size: tuple[int, int]
) -> None:
    """Every token, however many share a space, lies inside its space and clear of the
    space's label; the board, the log and the side panel lie inside the window, apart."""
    from boardgames.games.landslide.view_track import KIND_SHORT
    from boardgames.ui.fonts import line_height

    scene = show(app, session_at(2, players, (0,)))
    scene.resize(size)
    window = pygame.Rect(0, 0, *size)
    parts = [scene.board_rect, scene.log_panel.rect, scene.panel_rect]
    for index, part in enumerate(parts):
        assert window.contains(part), (part, size)
        assert part.collidelist(parts[index + 1 :]) == -1, (part, size)
    label_h = line_height(scene.label_size)
    for space in scene.track.spaces:
        rect = scene.space_rect(space.index)
        if space.index in scene.beside:
            font = get_font(scene.label_size, "semibold")
            width = font.size(KIND_SHORT[space.kind])[0]
            if width > rect.width - 2 * scene.token_radius - 6:
                width = font.size(KIND_SHORT[space.kind][:3])[0]
            label = pygame.Rect(rect.x + 4, rect.centery - label_h // 2, width, label_h)
        else:
            label = pygame.Rect(rect.x, rect.y, rect.width, label_h)
        for count in range(1, players + 1):
            for rank in range(count):
                (x, y), radius = scene._token_spot(space.index, rank, count)
                token = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
                assert rect.contains(token), (space.index, count, rank, size)
                assert not token.colliderect(label), (space.index, count, rank, size)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_die_lies_on_the_map_clear_of_the_legend(app: App, size: tuple[int, int]) -> None:
    """The last roll's die is on the map, whether the legend is folded to its tab or open."""
    scene = show(app, session_at(2, 2, (0,)))
    scene.resize(size)
    assert scene.die_face
    for _ in range(2):  # folded, then open (L)
        app.frame(1 / 60)
        size_px = max(28, int(scene.scale * 40))
        die = pygame.Rect(0, 0, size_px, size_px)
        die.center = scene._die_centre(size_px)
        assert scene.map_view.rect.contains(die), (die, size)
        assert not die.colliderect(scene.board_legend.rect), (die, scene.board_legend.rect)
        key(app, pygame.K_l)


def test_the_roll_off_for_the_first_turn_is_thrown_like_every_roll(app: App) -> None:
    from boardgames.games.landslide.events import Rolled

    app.settings.animation_speed = 1.0
    entry = get_game("landslide")
    seats = [Seat("Ann", 0), Seat("Ben", 1, True)]
    session = Session(entry.ruleset, GameRecord("landslide", entry.ruleset.version, {}, seats, 4))
    scene = get_game("landslide").scene()(app, session)
    app.stack.reset(scene)
    rolls = [e for e in session.state.opening_events if isinstance(e, Rolled)]
    assert len(rolls) >= 2
    app.frame(1 / 60)
    assert scene.busy and scene.die_spin > 0  # the first throw is rolling
    shown_at_first = len(scene.shown_log_lines())
    for _ in range(600):
        app.frame(1 / 60)
        if not scene.busy:
            break
    assert not scene.busy and scene.die_face == rolls[-1].value
    assert len(scene.shown_log_lines()) > shown_at_first  # the lines came with the throws


def test_a_toast_sums_up_what_came_since_the_person_s_last_decision(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Against a computer: at the person's next decision, the toast lists what happened
    since their last one, worded for them."""
    drawn = record_drawn_texts(monkeypatch)
    session = session_at(2, 2, (0,), seed=5)
    scene = show(app, session)
    expected: list[str] = []
    for _ in range(2000):
        app.frame(1 / 30)
        if scene.human_to_move() != 0:
            continue
        expected = scene.since_last_decision()
        if expected:
            break
        before = len(session.log)
        scene.choose(session.state.legal_actions(0)[0])
    assert expected, "nothing happened since the person's decision"
    drawn.clear()
    app.frame(1 / 30)
    assert any(text.startswith("Since your last move") for text in drawn), drawn
    assert expected[-1] in drawn or any(expected[-1].startswith(t[:-3]) for t in drawn)
    lines = [e.event.describe_for(session.names, 0) for e in session.log[before:]]
    assert set(expected) <= set(lines)


@pytest.mark.parametrize("sealed", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_stepper_s_labels_are_whole_at_every_size(
    app: App, size: tuple[int, int], sealed: bool
) -> None:
    """The step down, typing and the step up each show their words whole (or the short
    form), typed amount included: at 960x600 the step up read "+..." beside its Right."""
    kind, options = (SealedCeilings, {"proxy_bids": True}) if sealed else (BidTurn, {})
    session = session_until(kind, 4, (0, 1), options)
    app.screen = pygame.display.set_mode(size)
    app._resized()
    scene = at_the_table(app, session)
    for _ in range(600):  # the computers' ceilings first, then the hand-over to a person
        if isinstance(app.stack.top, HandOverScene):
            app.stack.pop()
        if scene.human_to_move() is not None and scene.viewer == scene.human_to_move():
            break
        app.frame(1 / 30)
    for typing in (False, True):
        if typing:
            for code in (pygame.K_t, pygame.K_1, pygame.K_PERIOD, pygame.K_7, pygame.K_5):
                press(app, code)
        app.frame(1 / 30)
        row = [b for b in scene.panel.buttons.buttons if b.hint in ("Left", "T", "Right")]
        assert len(row) == 3
        for button in row:
            text, _ = button.fitted_label()
            assert text in (button.label, button.short), (size, button.label, text)
        if typing:
            assert "1.75" in row[1].fitted_label()[0]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_glance_and_the_toast_lie_on_the_map_apart(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Two people and two computers: at the first person's first decision, "New for ..."
    (the Vote cards dealt) and "Since your last move" both show; the glance stands on the
    map, clear of the seats in the side panel, and the toast under it. (The glance stood
    at the window's top centre, over the seats' rows, and over the toast's right end.)"""
    from boardgames.ui.widgets import table_notes

    entry = get_game("landslide")
    seats = [Seat("Ann", 0, False), Seat("Bob", 1, False)]
    seats += [Seat(f"Computer {i}", i, True, "easy") for i in (2, 3)]
    record = GameRecord("landslide", entry.ruleset.version, {}, seats, 7)
    app.screen = pygame.display.set_mode(size)
    app._resized()
    scene = entry.scene()(app, Session(entry.ruleset, record))
    app.stack.reset(scene)
    glances: list[pygame.Rect] = []
    real = table_notes.draw_glance

    def spy(*args):  # type: ignore[no-untyped-def]
        glances.append(real(*args))
        return glances[-1]

    for _ in range(600):
        if isinstance(app.stack.top, HandOverScene):
            app.stack.pop()
        if scene.human_to_move() is not None and scene.toast_lines() and scene.glance_lines():
            break
        app.frame(1 / 30)
    assert scene.glance_lines() and scene.toast_lines()
    monkeypatch.setattr(table_notes, "draw_glance", spy)
    app.frame(1 / 30)
    app.draw()
    toast = scene._draw_toast(pygame.Surface(size))
    assert glances and toast is not None
    glance = glances[-1]
    assert scene.map_view.rect.contains(glance), (glance, scene.map_view.rect)
    assert not glance.colliderect(scene.panel_rect)
    assert not glance.colliderect(toast), (glance, toast)
    assert scene.map_view.rect.contains(toast), (toast, scene.map_view.rect)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_home_corners_name_their_owners_apart(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Under each Home corner its owner's name: where "Computer 2" does not fit it reads
    "Comp. 2" (or the like), never "Computer..." for both computers' corners."""
    from boardgames.games.landslide.view_track import home_owner_label

    texts = record_drawn_texts(monkeypatch)
    entry = get_game("landslide")
    names = ["Ann", "Bob", "Computer 2", "Computer 3"]
    seats = [Seat(name, i, i >= 2) for i, name in enumerate(names)]
    record = GameRecord("landslide", entry.ruleset.version, {}, seats, 3)
    app.screen = pygame.display.set_mode(size)
    app._resized()
    scene = at_the_table(app, Session(entry.ruleset, record))
    texts.clear()
    scene._track_cache = None
    app.frame(1 / 30)
    app.draw()
    labels = [home_owner_label(n, scene.label_size, 1000) for n in names]
    assert labels == names  # room enough: the whole names
    corner = scene.space_rect(scene.ls.home_of[2]).width - 6
    shown = [home_owner_label(n, scene.label_size, corner) for n in names[2:]]
    assert shown[0] != shown[1] and all(label in texts for label in shown), (shown, size)
    assert all(not label.endswith("...") for label in shown)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_politics_card_offered_says_what_it_does(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Offered to play a Politics card, the person reads what it does under the options
    (the card's rule), above the tip; its title alone told nothing of its effect."""
    from boardgames.games.landslide.actions import PlayPolitics

    session = session_at(1, 2, (0,))
    bot, rng = get_game("landslide").make_bot("normal"), random.Random(3)
    while not any(isinstance(a, PlayPolitics) for a in session.state.legal_actions(0)):
        mover = min(session.state.to_move())
        session.apply(bot_move(bot, session.state, rng, mover), mover)
    app.screen = pygame.display.set_mode(size)
    app._resized()
    texts = record_drawn_texts(monkeypatch)
    scene = at_the_table(app, session)
    texts.clear()
    app.frame(1 / 30)
    app.draw()
    state = session.state
    assert isinstance(state, LandslideState)
    cards = {a.card for a in state.legal_actions(0) if isinstance(a, PlayPolitics)}
    assert cards
    for card in cards:
        title = state.board.data.politics[card].title
        assert any(text.startswith(f"{title}: ") for text in texts), (title, texts)
    below = scene.card_help_bottom()
    assert below is not None and below <= scene.panel_rect.bottom - 52
    box = scene._aid_rect
    area = scene.panel.area()
    if box is not None and area is not None and scene.panel_rect.contains(box):
        assert box.top >= below, (box, below)


def test_the_hand_over_counts_the_sealed_ceilings_in(app: App) -> None:
    """Two people with sealed ceilings: each hand-over says what is sealed and how many
    ceilings are in ("0 of 2", then "1 of 2"), as President's planning does."""
    session = session_until(SealedCeilings, 2, (0, 1), {"proxy_bids": True})
    scene = show(app, session)
    seen: list[str] = []
    for _ in range(600):
        app.frame(1 / 30)
        top = app.stack.top
        if isinstance(top, HandOverScene):
            seen.append(top.situation)
            app.stack.pop()
            if len(seen) == 2:
                break
            continue
        person = scene.human_to_move()
        if person is not None and scene.viewer == person:
            key(app, pygame.K_1)  # no bid: the next person's hand-over
    assert len(seen) == 2, seen
    assert seen[0].endswith("0 of 2 in") and seen[1].endswith("1 of 2 in"), seen
    assert all(text.startswith("Sealed ceilings for ") for text in seen)


def test_no_ceiling_is_offered_twice_at_first(app: App) -> None:
    """A sealed ceiling starts with the stepper at the lowest amount; the quick amounts
    under it do not offer that amount again ("Ceiling 250,000" stood there twice)."""
    session = session_until(SealedCeilings, 2, (0,), {"proxy_bids": True})
    scene = at_the_table(app, session)
    for _ in range(600):
        if scene.human_to_move() == 0 and scene.viewer == 0:
            break
        app.frame(1 / 30)
    app.frame(1 / 30)
    labels = [b.label for b in scene.panel.buttons.buttons if b.label.startswith("Ceiling ")]
    assert "Ceiling 250,000" in labels and len(labels) == len(set(labels)), labels


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_an_open_ballot_names_every_state_on_its_button(app: App, size: tuple[int, int]) -> None:
    """Naming a state for an Open Ballot: every button shows the state (its whole label,
    or its postal code, as on the map, and its EV where "Contest ..." does not fit); at
    960x600 most read "Contest..." and could not be told apart."""
    from boardgames.games.landslide.actions import Contest
    from boardgames.games.landslide.steps import OpenBallot

    session = session_until(OpenBallot, 4, (0, 1), seed=5)
    app.screen = pygame.display.set_mode(size)
    app._resized()
    scene = at_the_table(app, session)
    for _ in range(300):
        if scene.human_to_move() is not None:
            break
        app.frame(1 / 30)
    app.frame(1 / 30)
    state = session.state
    assert isinstance(state, LandslideState)
    person = scene.human_to_move()
    assert person is not None
    states = state.board.data.states
    named = [a.state for a in state.legal_actions(person) if isinstance(a, Contest)]
    words = {f"Contest {states[code].name} ({states[code].ev} EV)" for code in named}
    words |= {f"{code} ({states[code].ev} EV)" for code in named}
    buttons = [b for b in scene.panel.buttons.buttons if b.label.startswith("Contest ")]
    contests = [b.fitted_label()[0] for b in buttons]
    assert len(contests) >= 4
    for text in contests:
        assert text in words, (size, text)


def test_a_flight_names_every_space_on_its_button(app: App) -> None:
    """Fly Anywhere at 960x600: every button names its space whole ("Fly to 25: State
    (South)", or "25: State (South)" where that does not fit); they read "Fly to 23:
    State..." and "Fly to 24: Win..."."""
    from boardgames.games.landslide.actions import FlyTo
    from boardgames.games.landslide.steps import FlyChoice

    session = session_until(FlyChoice, 4, (0, 1))
    app.screen = pygame.display.set_mode((960, 600))
    app._resized()
    scene = at_the_table(app, session)
    app.frame(1 / 30)
    state = session.state
    assert isinstance(state, LandslideState)
    track = state.board.data.track
    person = scene.human_to_move()
    assert person is not None
    spaces = [a.space for a in state.legal_actions(person) if isinstance(a, FlyTo)]
    words = {f"Fly to {n}: {track[n].label}" for n in spaces}
    words |= {f"{n}: {track[n].label}" for n in spaces}
    buttons = [b for b in scene.panel.buttons.buttons if b.label.startswith("Fly to ")]
    assert len(buttons) >= 4
    for button in buttons:
        assert button.fitted_label()[0] in words, button.fitted_label()


def test_the_bid_line_names_the_passers_in_the_order_they_passed() -> None:
    """With seat 3 to bid after two passes, seat 1 passed first and seat 2 after it."""
    from boardgames.games.landslide.view_side import passers_in_order

    assert passers_in_order(3, 2, 4) == [1, 2]
    assert passers_in_order(0, 3, 4) == [1, 2, 3]
    assert passers_in_order(2, 0, 4) == []
