"""Three, six and ten seats read on one screen: at 960x600, 1280x720 and 1920x1080 every
animal's name, every player's name (a long one wraps, never cut), the "VP" and "Pop"
labels of every box and every record of claims kept ("1/2 kept") are drawn whole on the
chart; a banner covers no box; a card in the black Bear's pile shows."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.president.rules import PRState
from boardgames.games.president.view import PresidentScene
from boardgames.saves import Settings
from boardgames.ui.app import App
from tests.helpers import record_drawn_texts

NAMES = [
    "Wilhelmina Montagu",  # 18 letters, many of them wide: it wraps in a narrow box
    "Anne-Marie Dupont",  # 17 letters: long, as a table may type
    "Bartholomew",
    "Alexandra",
    *(f"Computer {i}" for i in range(4, 10)),
]


def drawn_whole(name: str, drawn: list[str]) -> bool:
    """The name drawn on one line, or wrapped onto lines drawn one after another."""
    if name in drawn:
        return True
    for start, line in enumerate(drawn):
        if name.startswith(line) and line:
            joined = line
            for following in drawn[start + 1 : start + 3]:
                joined = f"{joined} {following}"
                if joined == name:
                    return True
    return False


def ten_seats(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int = 10
) -> tuple[App, PresidentScene, Session]:
    """Computers at a window of ``size``, played until several claims are judged."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    settings = Settings(
        window_width=size[0], window_height=size[1], animation_speed=0.0, forecast=False
    )
    app = App(settings, headless=True)
    ruleset = get_game("president").ruleset
    seats = [Seat(name, i % 6, True) for i, name in enumerate(NAMES[:players])]
    game = Session(ruleset, GameRecord("president", ruleset.version, {"claims": True}, seats, 9))
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    state = game.state
    assert isinstance(state, PRState)
    for _ in range(3000):  # the computers play until several claims have been judged
        scene.update(1 / 30)  # no drawing: only the last frame is looked at
        if sum(1 for made in state.claims_made if made) >= min(5, players) and not scene.busy:
            break
        state = game.state
        assert isinstance(state, PRState)
    return app, scene, game


@pytest.mark.parametrize("players", [3, 6, 10])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_animals_players_and_records_read_whole(
    size: tuple[int, int], players: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene, _ = ten_seats(size, tmp_path, monkeypatch, players)
    shown = scene.pr
    records = {
        f"{shown.claims_kept[seat]}/{shown.claims_made[seat]} kept"
        for seat in range(players)
        if shown.claims_made[seat]
    }
    assert records, "no claim judged to check its record"
    drawn = record_drawn_texts(monkeypatch)
    scene._chart_cache = None  # draw the chart afresh, not from the last frame's picture
    app.frame(1 / 30)
    animals = [animal.name for animal in shown.board.animals[:players]]
    missing = [name for name in NAMES[:players] + animals if not drawn_whole(name, drawn)]
    assert not missing, f"{size}: cut or missing: {missing}"
    assert not [text for text in drawn if text.endswith(("…", "..."))], size
    assert drawn.count("VP") >= players and drawn.count("Pop") >= players, size
    assert records <= set(drawn), f"{size}: records cut: {records - set(drawn)}"
    app.stack.scenes.clear()


def test_a_banner_covers_no_box_of_the_chart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 960x600 with ten seats, where the chart has no room to spare, a reveal's banner
    goes over the header strip, not over the middle row and the VP beneath it."""
    from boardgames.games.president import view

    app, scene, _ = ten_seats((960, 600), tmp_path, monkeypatch)
    drawn: list[pygame.Rect] = []
    original = view.draw_news

    def recording(surface: pygame.Surface, strip: pygame.Rect, text: str) -> pygame.Rect:
        drawn.append(original(surface, strip, text))
        return drawn[-1]

    monkeypatch.setattr(view, "draw_news", recording)
    scene.banner, scene.banner_left = "Computer 5 reveals Interview", 5.0
    scene.draw(app.screen)
    assert len(drawn) == 1
    assert not [n for n, box in scene.boxes.items() if box.colliderect(drawn[0])]
    app.stack.scenes.clear()


def test_cards_in_the_pile_show_on_the_black_bear(app: App) -> None:
    """A card in the pile is an outlined slot: the edge of the Deal chip stands out from
    the Bear's nearly black box (a dark slot without one did not)."""
    from boardgames.games.president.actions import DEAL
    from boardgames.games.president.view_chart import BoxMarks, draw_animal
    from boardgames.ui import theme

    def picture(in_pile: bool) -> pygame.Surface:
        game = PRState(3, 1, {})
        if in_pile:
            game.zones.move(DEAL, ("hand", 0), ("pile", 0))  # seat 0 is the Bear
        surface = pygame.Surface((240, 200))
        draw_animal(surface, surface.get_rect(), game, 0, ["Ann", "Ben", "Cat"], BoxMarks(), None)
        return surface

    held, piled = picture(False), picture(True)
    changed = [
        (x, y)
        for x in range(240)
        for y in range(200)
        if held.get_at((x, y)) != piled.get_at((x, y))
    ]
    left, top = min(x for x, _ in changed), min(y for _, y in changed)
    bottom = max(y for _, y in changed)
    fill = theme.brightness(piled.get_at((236, 150))[:3])  # the box, right of the chips
    assert fill < 60  # the Bear's box is nearly black
    edge = [theme.brightness(piled.get_at((left, y))[:3]) for y in range(top + 3, bottom - 2)]
    assert min(edge) - fill > 60, (fill, edge)
