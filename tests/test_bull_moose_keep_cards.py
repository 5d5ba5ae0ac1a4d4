"""Bull Moose's keep screen prints every drawn card's whole text, at a readable size, on cards
that fit the window beside the buttons, at three window sizes with 3 and 5 seats."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from test_bull_moose_view import session_until, show

from boardgames.games.bull_moose import view_cards, view_panel
from boardgames.games.bull_moose.steps import KeepFour
from boardgames.games.bull_moose.view_cards import (
    BODY_SIZES,
    PAD,
    READABLE,
    TAGGED_FOOT,
    face_height,
)
from boardgames.ui.app import App
from boardgames.ui.fonts import wrap_text
from tests.helpers import record_drawn_texts

SIZES = ((960, 600), (1280, 720), (1920, 1080))


def forecasts(scene) -> list[pygame.Rect]:  # type: ignore[no-untyped-def]
    """Where the forecast is drawn over the scene (whole or compact), if anywhere."""
    from boardgames.ui.widgets.forecast_panel import WIDTH, panel_height

    assert scene.forecaster is not None
    spot, strip = scene.forecast_spot(), scene.forecast_strip()
    shown = [strip] if strip is not None else []
    if spot is not None:
        shown.append(pygame.Rect(spot, (WIDTH, panel_height(len(scene.names)))))
    return shown


@pytest.mark.parametrize("players", [3, 5])
def test_every_card_to_keep_prints_its_whole_text(
    app: App, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    session = session_until(
        lambda s: isinstance(s.state.head(), KeepFour) and s.state.round == 2, players=players
    )
    scene = show(app, session)
    texts = record_drawn_texts(monkeypatch)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app._resized()
        view_cards._FACES.clear()  # faces are drawn once per size: draw them afresh
        texts.clear()
        app.frame(1 / 60)
        board = scene.bm.board
        assert len(scene.card_rects) == 8, size
        buttons = [button.rect for button in scene.panel.buttons.buttons]
        assert buttons, size
        for index, (rect, card_id) in enumerate(scene.card_rects):
            card = scene.bm.cards[card_id]
            assert app.screen.get_rect().contains(rect), (size, card.title)
            body = next(
                s
                for s in BODY_SIZES
                if face_height(card, board, rect.width, s, TAGGED_FOOT) <= rect.height
            )
            assert body >= READABLE, (size, card.title, body)
            for line in wrap_text(card.text(board), body, rect.width - 2 * PAD):
                assert line in texts, (size, card.title, line)
            others = [r for r, _ in scene.card_rects[index + 1 :]]
            assert not any(rect.colliderect(other) for other in others + buttons), (
                size,
                card.title,
            )
            assert not any(rect.colliderect(shown) for shown in forecasts(scene)), size


@pytest.mark.parametrize("players", [3, 5])
def test_the_candidates_rows_name_each_person_and_candidate_whole(
    app: App, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    session = session_until(lambda s: len(s.record.actions) > 40, players=players)
    long_names = [
        "Wilhelmina Montagu-Smythe",
        "Bartholomew Roberts",
        "Computer 1",
        "Dolores",
        "Eve",
    ]
    seats = session.record.seats
    seats[:] = [replace(seat, name=name) for seat, name in zip(seats, long_names, strict=False)]
    scene = show(app, session)
    texts: list[str] = []
    real = view_panel.render_text

    def recording(text: str, *args):  # type: ignore[no-untyped-def]
        texts.append(text)
        return real(text, *args)

    monkeypatch.setattr(view_panel, "render_text", recording)  # the panel's own words only
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app._resized()
        texts.clear()
        app.frame(1 / 60)
        for name in scene.names:  # "Wilhelmina Montagu (Taft)": the person and the candidate
            assert any(text.startswith(name) for text in texts), (size, name)


def test_the_marks_of_a_keep_are_gone_once_the_cards_are_played(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last person to keep their four plays from a hand without a "KEEP" tag on every
    card (the marks stayed, covering the titles of the hand's small cards)."""
    from test_bull_moose_view import keep_four_by_keys, settle

    session = session_until(lambda s: isinstance(s.state.head(), KeepFour))
    scene = show(app, session)
    keep_four_by_keys(app)
    settle(app, scene)
    assert not isinstance(session.state.head(), KeepFour) and scene.human_to_move() == 0
    texts = record_drawn_texts(monkeypatch)
    app.frame(1 / 60)
    assert scene.card_rects  # the hand is on screen
    assert "KEEP" not in texts


@pytest.mark.parametrize("players", [3, 5])
def test_the_forecast_leaves_every_units_box_and_cubes_in_sight(app: App, players: int) -> None:
    """With five seats at 1280x720 the whole forecast panel reached up over Arizona's cubes:
    the compact one stands in that corner then."""
    from boardgames.ui.widgets.forecast_panel import WIDTH, panel_height

    session = session_until(
        lambda s: s.state.round >= 2 and not isinstance(s.state.head(), KeepFour),
        players=players,
    )
    scene = show(app, session)
    for size in SIZES[1:]:
        app.screen = pygame.display.set_mode(size)
        app._resized()
        app.frame(1 / 60)
        spot, strip = scene.forecast_spot(), scene.forecast_strip()
        drawn = pygame.Rect(spot, (WIDTH, panel_height(players))) if spot else strip
        assert drawn is not None, size
        for area in scene._unit_areas():
            assert not drawn.colliderect(area), (size, area)
    assert players == 5 or spot is not None  # three seats keep the whole panel
