"""Ten seats read on one screen: at 960x600, 1280x720 and 1920x1080 every animal's name,
every player's name (a long one wraps, never cut), the "VP" and "Pop" labels of every
box and every record of claims kept ("1/2 kept") are drawn whole on the chart."""

from __future__ import annotations

from pathlib import Path

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
    "Bartholomew",
    "Anne-Marie Dupont",  # 17 letters: long, as a table may type
    "Alexandra",
    "Wilhelmina Montagu",  # 18 letters, many of them wide: it wraps in a narrow box
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


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_ten_animals_and_their_players_read_whole(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    settings = Settings(
        window_width=size[0], window_height=size[1], animation_speed=0.0, forecast=False
    )
    app = App(settings, headless=True)
    ruleset = get_game("president").ruleset
    seats = [Seat(name, i % 6, True) for i, name in enumerate(NAMES)]
    game = Session(ruleset, GameRecord("president", ruleset.version, {"claims": True}, seats, 9))
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    state = game.state
    assert isinstance(state, PRState)
    for _ in range(3000):  # the computers play until several claims have been judged
        scene.update(1 / 30)  # no drawing: only the last frame is looked at
        if sum(1 for made in state.claims_made if made) >= 5 and not scene.busy:
            break
        state = game.state
        assert isinstance(state, PRState)
    shown = scene.pr
    records = {
        f"{shown.claims_kept[seat]}/{shown.claims_made[seat]} kept"
        for seat in range(10)
        if shown.claims_made[seat]
    }
    assert len(records) >= 2, "too few claims judged to check their records"
    drawn = record_drawn_texts(monkeypatch)
    scene._chart_cache = None  # draw the chart afresh, not from the last frame's picture
    app.frame(1 / 30)
    animals = [animal.name for animal in shown.board.animals]
    missing = [name for name in NAMES + animals if not drawn_whole(name, drawn)]
    assert not missing, f"{size}: cut or missing: {missing}"
    assert not [text for text in drawn if text.endswith(("…", "..."))], size
    assert drawn.count("VP") >= 10 and drawn.count("Pop") >= 10, size
    assert records <= set(drawn), f"{size}: records cut: {records - set(drawn)}"
    app.stack.scenes.clear()
