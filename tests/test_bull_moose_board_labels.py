"""Bull Moose's board reads like the box: every unit's State Box with its postal code and
electoral votes is drawn and fits, at 10 px or more, at three window sizes; the legend folds; the 1912 map
draws no Alaska or Hawaii."""

from __future__ import annotations

import pygame
import pytest
from test_bull_moose_view import session_until, show

from boardgames.core.maps import load_map
from boardgames.games.bull_moose.view_boxes import unit_text
from boardgames.resources import maps_dir
from boardgames.ui.app import App
from boardgames.ui.fonts import get_font
from tests.helpers import click_at, press, record_drawn_texts

SIZES = ((960, 600), (1280, 720), (1920, 1080))


@pytest.mark.parametrize("players", [3, 5])
def test_every_unit_label_and_votes_are_drawn_and_fit(
    app: App, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    session = session_until(lambda s: len(s.record.actions) > 120, players=players)
    texts = record_drawn_texts(monkeypatch)
    scene = show(app, session)
    state = scene.bm
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app._resized()
        texts.clear()
        app.frame(1 / 60)
        plates = scene.marks.plates
        assert set(plates) == set(state.board.units)  # California's two boxes included
        for uid, plate in plates.items():
            words = unit_text(state, uid)
            assert words in texts, (size, uid)
            assert scene.map_view.rect.contains(plate.rect), (size, uid)
            width, height = get_font(plate.size, "bold").size(words)
            assert width <= plate.rect.width and height <= plate.rect.height + 2, (size, uid)
            assert plate.size >= 10, (size, uid, plate.size)  # readable at 960x600 too
            if plate.at_sea:  # the eight small eastern states: over their box at sea
                box = scene.map_view.box_rect(state.board.units[uid].state)
                assert abs(plate.rect.centerx - box.centerx) <= 1, (size, uid)
                assert abs(plate.rect.centery - box.centery) <= 1, (size, uid)
                assert plate.rect.width >= box.width - 2, (size, uid)
        rects = list(plates.values())
        for i, first in enumerate(rects):
            for second in rects[i + 1 :]:
                assert not first.rect.colliderect(second.rect), (size, first.unit, second.unit)
    at_sea = [uid for uid, plate in scene.marks.plates.items() if plate.at_sea]
    assert sorted(at_sea) == ["CT", "DE", "MA", "MD", "NH", "NJ", "RI", "VT"]
    assert {"CA 11", "CA 2"} <= set(texts)


def test_leaning_symbols_are_drawn_for_each_unit(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    session = session_until(lambda s: len(s.record.actions) > 10, players=3)
    scene = show(app, session)
    for uid, plate in scene.marks.plates.items():
        unit = scene.bm.board.units[uid]
        assert plate.leaning == tuple(unit.leaning)
        assert plate.swing == (not unit.leaning)
        side = plate.symbols.height
        assert plate.symbols.width >= len(unit.leaning) * side


def test_the_legend_folds_and_opens(app: App) -> None:
    session = session_until(lambda s: len(s.record.actions) > 10, players=3)
    scene = show(app, session)
    opened = scene.legend.open
    press(app, pygame.K_l)  # once the input guard of the new decision has passed
    app.frame(1 / 60)
    assert scene.legend.open is (not opened)
    tab = scene.legend.rect
    click_at(app, tab.move(4, 4).topleft)
    assert scene.legend.open is opened


def test_the_1912_map_draws_no_alaska_or_hawaii() -> None:
    geometry = load_map(maps_dir() / "us-1912.tmx")
    assert not {"AK", "HI"} & {name for name, _ in geometry.territories}


def test_the_results_map_shows_both_california_boxes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui.scenes.results import ResultsScene

    session = session_until(lambda s: False, players=3)  # played to the end
    result = session.state.result()
    winner = session.state.won["CA-S"]
    label = f"CA (2: {session.state.cand[winner] if winner >= 0 else 'none'})"
    assert result.map_labels == {"CA": label}
    texts = record_drawn_texts(monkeypatch)
    app.stack.reset(ResultsScene(app, session))
    app.frame(1 / 60)
    assert label in texts


@pytest.mark.parametrize(("players", "moves"), [(3, 120), (5, 60), (5, 120), (5, 260)])
def test_cubes_and_tokens_leave_every_state_box_readable(
    app: App, players: int, moves: int
) -> None:
    """Seeded positions at three sizes: no unit's cubes and no token stand on another
    unit's State Box (cubes go beside or above a box where under it would cover one)."""
    session = session_until(lambda s: len(s.record.actions) > moves, players=players)
    scene = show(app, session)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app._resized()
        app.frame(1 / 60)
        marks = scene.marks
        assert marks.cube_rows and marks.tokens
        for uid, plate in marks.plates.items():
            for other, row in marks.cube_rows.items():
                assert other == uid or not row.colliderect(plate.rect), (size, uid, other)
            for disc in marks.tokens:
                assert not disc.colliderect(plate.rect), (size, uid)
