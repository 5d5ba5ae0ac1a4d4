"""Statistics from the kept records of finished games (``boardgames.stats``) and the screen
that shows them."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from boardgames.core.record import Seat
from boardgames.core.session import Session
from boardgames.saves import autosave, finish_autosave, finished_games, saves_dir
from boardgames.stats import gather, margin_of
from boardgames.ui.app import App
from tests.helpers import click_at, ed_session, press, record_drawn_texts


def finished_ed_game(seed: int, names: tuple[str, str], when: int) -> Session:
    """A whole Electoral Dice game, its record filed away as a finished game at ``when``."""
    session = ed_session(seed=seed, moves=10_000)
    assert session.state.is_over()
    record = session.record
    record.seats = [
        Seat(names[0], 0, names[0].startswith("Computer")),
        Seat(names[1], 1, names[1].startswith("Computer")),
    ]
    autosave(record)
    assert finish_autosave(record) is None
    newest = max(saves_dir().glob("finished-*.json"), key=lambda p: p.stat().st_mtime_ns)
    os.utime(newest, (when, when))
    return session


def test_the_margin_is_the_lead_over_or_the_gap_to_the_best_rival() -> None:
    assert margin_of((300, 238), (0,), 0) == 62
    assert margin_of((300, 238), (0,), 1) == -62
    assert margin_of((5, 9, 7), (1,), 2) == -2
    assert margin_of((8, 8, 3), (0, 1), 1) == 0  # a shared win leads nobody


def test_each_persons_games_wins_seats_and_margins_are_counted_from_the_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    tables = [("Ann", "Computer 1"), ("Bo", "ann "), ("Ann", "Bo"), ("Computer 1", "Bo")]
    expected: dict[str, list[tuple[bool, int, int]]] = {}
    for index, names in enumerate(tables):
        result = finished_ed_game(30 + index, names, 1_000_000 + index).state.result()
        assert result is not None
        for seat, name in enumerate(names):
            if name.startswith("Computer"):
                continue
            rival = result.scores[1 - seat]
            person = " ".join(name.split()).title()
            expected.setdefault(person, []).append(
                (seat in result.winners, result.scores[seat] - rival, seat)
            )
    (saves_dir() / "finished-electoral-dice-damaged.json").write_text("{not json")
    statistics = gather(finished_games())
    standings = {s.name.title(): s for s in statistics.for_game("electoral-dice")}
    assert sorted(standings) == ["Ann", "Bo"]  # "ann " is Ann; computers are not counted
    for name, results in expected.items():
        standing = standings[name]
        assert standing.played == len(results)
        assert standing.wins == sum(won for won, _, _ in results)
        assert [f.margin for f in standing.finishes] == [m for _, m, _ in results]
        assert standing.average_margin == sum(m for _, m, _ in results) / len(results)
        seats: dict[int, tuple[int, int]] = {}
        for won, _, seat in results:
            played, wins = seats.get(seat, (0, 0))
            seats[seat] = (played + 1, wins + won)
        assert standing.by_seat() == dict(sorted(seats.items()))
    assert len(statistics.unreadable) == 1 and "damaged" in statistics.unreadable[0]
    assert (saves_dir() / "finished-electoral-dice-damaged.json").exists()  # nothing deleted
    assert statistics.for_game("landslide") == []


def wait_counted(app: App) -> None:
    scene = app.stack.top
    scene._thread.join(timeout=60)
    app.frame(1 / 60)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_screen_shows_each_persons_line_and_chart_by_keys_and_mouse(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    from boardgames.ui.scenes.statistics import StatisticsScene
    from boardgames.ui.scenes.title import TitleScene

    for index, names in enumerate([("Ann", "Computer 1"), ("Ann", "Bo"), ("Bo", "Cy")]):
        finished_ed_game(40 + index, names, 1_000_000 + index)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.reset(TitleScene(app))
    title = app.stack.top
    labels = [button.label for button in title.buttons.buttons]
    statistics_key = pygame.K_1 + next(i for i, t in enumerate(labels) if "Statistics" in t)
    press(app, statistics_key)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    wait_counted(app)
    drawn = record_drawn_texts(monkeypatch)
    app.draw()
    assert "All games" in drawn and "Ann" in drawn and "Bo" in drawn and "Cy" in drawn
    names = [standing.name for standing in scene.rows()]
    assert sorted(names) == ["Ann", "Bo", "Cy"] and names[-1] == "Cy"  # the fewest games last
    first = names[0]
    assert any(text.startswith(f"{first}, Electoral Dice: the last 2 results") for text in drawn)
    press(app, pygame.K_DOWN)
    drawn.clear()
    app.draw()
    assert any(text.startswith(f"{names[1]}, Electoral Dice: the last 2") for text in drawn)
    rect, index = scene.row_rects[2]
    click_at(app, rect.center)
    drawn.clear()
    app.draw()
    assert scene.selected == index == 2
    assert any(text.startswith("Cy, Electoral Dice: one result (bars:") for text in drawn)
    press(app, pygame.K_RIGHT)  # the next game: nobody has finished one of it
    drawn.clear()
    app.draw()
    assert scene.game_id is not None and scene.rows() == []
    assert any(text.startswith("No finished games with people") for text in drawn)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_an_empty_or_unreadable_saves_folder_gives_a_message_not_a_crash(app: App) -> None:
    from boardgames.ui.scenes.statistics import StatisticsScene

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "finished-landslide-x.json").write_bytes(b"\x00\xff garbage")
    app.stack.push(StatisticsScene(app))
    wait_counted(app)
    app.draw()
    scene = app.stack.top
    assert scene.statistics is not None and len(scene.statistics.unreadable) == 1
    assert scene.rows() == []
