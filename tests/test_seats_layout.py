"""The seats screen fits every game's largest table in the smallest window: every button
inside the window and none overlapping another (President's ten seats and two options
once pushed "Start the game" below a 960x600 window)."""

from __future__ import annotations

import pytest

from boardgames.games import GAMES
from boardgames.ui.app import App


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_largest_table_fits(app: App, game: str, size: tuple[int, int]) -> None:
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, game)
    app.stack.reset(scene)
    while len(scene.seats) < GAMES[game].ruleset.max_players:
        scene.add_seat()
    scene.resize(size)
    window = (0, 0, *size)
    rects = [button.rect for button in scene.buttons.buttons]
    for rect in rects:
        assert rect.clip(window) == rect, (game, size, rect)
    for index, rect in enumerate(rects):
        others = rects[index + 1 :]
        assert rect.collidelist(others) == -1, (game, size, rect, others[rect.collidelist(others)])


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_largest_table_of_people_fits_with_their_own_switches(
    app: App, game: str, size: tuple[int, int]
) -> None:
    """Every seat a person: a game's per-person switches (Landslide's "Roll for me") add a
    row each, and still everything fits."""
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, game)
    app.stack.reset(scene)
    while len(scene.seats) < GAMES[game].ruleset.max_players:
        scene.add_seat()
    for seat in scene.seats:
        seat.is_bot = False
    scene.resize(size)
    scene.draw(app.screen)
    window = (0, 0, *size)
    rects = [button.rect for button in scene.buttons.buttons]
    for rect in rects:
        assert rect.clip(window) == rect, (game, size, rect)
    for index, rect in enumerate(rects):
        others = rects[index + 1 :]
        assert rect.collidelist(others) == -1, (game, size, rect, others[rect.collidelist(others)])


def test_a_persons_switches_are_remembered_with_the_table_by_name(app: App) -> None:
    from boardgames.games.hooks import person_switch
    from boardgames.games.landslide.entry import ROLL_FOR_ME
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, "landslide")
    app.stack.reset(scene)
    person = scene.seats[0]
    assert not person.is_bot and person.name
    label = f"{ROLL_FOR_ME.label}: off"
    button = next(b for b in scene.buttons.buttons if b.label == label)
    button.action()
    assert any(b.label == f"{ROLL_FOR_ME.label}: on" for b in scene.buttons.buttons)
    scene.remember_table()
    tables = app.settings.tables
    assert person_switch(tables, "landslide", person.name, ROLL_FOR_ME) is True
    assert person_switch(tables, "landslide", "Someone else", ROLL_FOR_ME) is False
    again = SeatsScene(app, "landslide")
    assert again.seats[0].switches[ROLL_FOR_ME.key] is True
    tables["landslide"]["person_switches"] = {person.name: {ROLL_FOR_ME.key: "yes"}}
    assert person_switch(tables, "landslide", person.name, ROLL_FOR_ME) is False  # odd: unset
