"""The planning screen shows the person at it their own envelopes (titles, what each
does, whether it can be opened now) and nobody else's; every day card is drawn with
its reward and its whole condition; the log's note that newer lines wait below is
drawn at the log's own size."""

from __future__ import annotations

import random

import pygame
import pytest

from boardgames.ai.base import bot_move
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.president.rules import PRState
from boardgames.games.president.steps import PlanDay
from boardgames.games.president.view import PresidentScene
from boardgames.ui.app import App
from boardgames.ui.widgets.log_panel import TEXT_SIZE, LogPanel
from tests.helpers import record_drawn_texts
from tests.test_president_ten_seats import drawn_whole


def planning_with_envelopes(seed: int) -> Session:
    """Ann (a person) and four computers, played by the bots until Ann alone is left to
    plan while she and another animal both hold envelopes."""
    entry = get_game("president")
    seats = [Seat("Ann", 0, False), *(Seat(f"Computer {i}", i, True) for i in range(1, 5))]
    session = Session(entry.ruleset, GameRecord("president", 1, {"claims": True}, seats, seed))
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    for _ in range(3000):
        state = session.state
        assert isinstance(state, PRState) and not state.is_over()
        held = [state.envelope_count(seat) for seat in range(5)]
        planning = isinstance(state.head(), PlanDay) and state.to_move() == {0}
        if planning and 1 <= held[0] <= 3 and any(held[1:]):
            return session
        player = max(state.to_move())  # Ann last, as at the table: the computers choose first
        session.apply(bot_move(bot, state, rng, player), player)
    raise AssertionError("no such planning came up")


def test_the_planning_screen_shows_ones_own_envelopes_only(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = planning_with_envelopes(seed=2)
    scene = PresidentScene(app, session)
    app.stack.reset(scene)
    drawn = record_drawn_texts(monkeypatch)
    app.frame(1 / 30)
    assert scene.viewer == 0 and scene.human_to_move() == 0
    state = session.state
    assert isinstance(state, PRState)
    board = state.board
    own = [board.envelopes[card].title for card in state.zones[("envelopes", 0)]]
    assert own and all(drawn_whole(title, drawn) for title in own), (own, drawn)
    assert "Your envelopes" in drawn
    others = {
        board.envelopes[card].title
        for seat in range(1, 5)
        for card in state.zones[("envelopes", seat)]
    } - set(own)
    assert others, "nobody else holds an envelope"
    text = " ".join(drawn)
    assert not [title for title in others if title in text]


def test_the_note_of_newer_lines_is_drawn_at_the_logs_size(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui import fonts

    log = LogPanel()
    log.rect = pygame.Rect(0, 0, 500, 150)
    log.set_lines([f"Line {n}" for n in range(30)])
    log.draw(app.screen)  # wraps the lines
    log.scroll = 3
    drawn: list[tuple[str, int]] = []
    original = fonts._render_cached

    def recording(text: str, size: int, *rest: object) -> pygame.Surface:
        drawn.append((text, size))
        return original(text, size, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(fonts, "_render_cached", recording)
    log.draw(app.screen)
    assert ("3 newer lines below: scroll down", TEXT_SIZE) in drawn


@pytest.mark.parametrize("width", [270, 360])  # the side panel at 960 and at 1920 wide
def test_every_day_card_is_drawn_with_its_reward_and_whole_condition(
    app: App, monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    from boardgames.games.president.rules import president_data
    from boardgames.games.president.view_panels import draw_day_card

    for card in president_data().day_cards:
        drawn = record_drawn_texts(monkeypatch)
        draw_day_card(app.screen, pygame.Rect(10, 10, width, 64), card)
        assert "Take 1 card back" in drawn and card.title in drawn, (card.id, drawn)
        words = " ".join(text for text in drawn if text not in ("Take 1 card back", card.title))
        assert words == card.recover_if.condition(), (card.id, drawn)


def _computers_at(app: App, players: int, size: tuple[int, int]) -> PresidentScene:
    """A new game of ``players`` computers on screen in a window of ``size``."""
    seats = [Seat(f"Computer {i}", i, True) for i in range(players)]
    session = Session(get_game("president").ruleset, GameRecord("president", 1, {}, seats, 4))
    app.screen = pygame.display.set_mode(size)
    app._resized()
    scene = PresidentScene(app, session)
    app.stack.reset(scene)
    return scene


@pytest.mark.parametrize(("players", "size"), [(6, (960, 600)), (3, (960, 600)), (10, (1280, 720))])
def test_the_box_legend_in_the_side_panel_stops_above_the_forecast(
    app: App, monkeypatch: pytest.MonkeyPatch, players: int, size: tuple[int, int]
) -> None:
    """While nobody at the screen decides (a computer's turn, a reveal) the side panel
    shows the key to the boxes: its lines end above the forecast, which covered the last
    ones at 960x600 (text over text)."""
    from boardgames.games.president import view

    scene = _computers_at(app, players, size)
    drawn: list[pygame.Rect] = []
    real = view.draw_fitted

    def spy(surface, fitted, colour, at, anchor="left"):  # type: ignore[no-untyped-def]
        rect = real(surface, fitted, colour, at, anchor)
        if colour == view.theme.TEXT_DIM:
            drawn.append(rect)
        return rect

    monkeypatch.setattr(view, "draw_fitted", spy)
    app.frame(1 / 30)
    app.draw()
    forecast = scene.forecast_rect()
    assert scene.human_to_move() is None and drawn and forecast is not None
    for rect in drawn:
        assert not rect.colliderect(forecast), (rect, forecast)
        assert rect.bottom <= scene.panel_rect.bottom - 50  # above Undo and Menu


@pytest.mark.parametrize("players", [4, 6, 8, 10])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_legend_tab_covers_no_animal_box(app: App, players: int, size: tuple[int, int]) -> None:
    """On a day with no seat ring, the board legend (folded to its tab or open) lies clear
    of every animal's box and of the corner for the person's envelopes; it stood on the
    last box of a long Secretariat row, from four seats up."""
    from boardgames.games.president.view_panels import chart_corners, seat_ring_shown

    scene = _computers_at(app, players, size)
    app.frame(1 / 30)
    app.draw()
    state = scene.pr
    left, right = chart_corners(scene.chart_rect, scene.boxes, players)
    assert not seat_ring_shown(state, right)
    legend = scene.board_legend.rect
    assert scene.chart_rect.contains(legend)
    assert legend.collidelist([*scene.boxes.values(), left]) == -1, (legend, size)


def test_the_supply_counts_one_camera_in_the_singular(app: App) -> None:
    """The header's supply: "1 camera", not "1 cameras" (and the plural otherwise)."""
    entry = get_game("president")
    seats = [Seat(f"Computer {i}", i, True) for i in range(10)]
    session = Session(entry.ruleset, GameRecord("president", 1, {}, seats, 3))
    bot, rng = entry.make_bot("normal"), random.Random(3)
    while session.state.cameras_in_supply != 1:  # type: ignore[attr-defined]
        assert not session.state.is_over()
        mover = min(session.state.to_move())
        session.apply(bot_move(bot, session.state, rng, mover), mover)
    scene = PresidentScene(app, session)
    app.stack.reset(scene)
    envelopes = len(session.state.zones["envelope_deck"])  # type: ignore[attr-defined]
    assert scene._header_words()[1] == f"Supply: 1 camera, {envelopes} envelopes"


def test_an_envelope_s_kind_and_readiness_wrap_rather_than_cut(app: App) -> None:
    """In a narrow corner (ten seats at 960x600) each envelope reads "kind, ready at your
    turn" whole, on two lines if need be; it was cut to "ready at your..."."""
    from boardgames.games.president.envelopes import envelope_status
    from boardgames.games.president.view_panels import _envelope_blocks

    session = planning_with_envelopes(seed=2)
    state = session.state
    assert isinstance(state, PRState)
    status = envelope_status(state, 0)
    blocks = _envelope_blocks(state, status, 50, 1)  # a narrow corner
    for (card, playable, _), (_, (kind_line, _)) in zip(
        status, zip(blocks[::2], blocks[1::2], strict=True), strict=True
    ):
        envelope = state.board.envelopes[card]
        ready = "ready at your turn" if playable else "not now"
        assert " ".join(kind_line.lines) == f"{envelope.kind.title}, {ready}"
