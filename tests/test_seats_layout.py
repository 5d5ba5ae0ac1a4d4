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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_option_label_is_whole_in_the_smallest_window(app: App, game: str) -> None:
    """An option's button shows its whole label (its state included), never one cut to
    "..." (Landslide's two long labels once were, at 960x600)."""
    from boardgames.ui.fonts import shrink_to_fit
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, game)
    app.stack.reset(scene)
    while len(scene.seats) < GAMES[game].ruleset.max_players:
        scene.add_seat()
    scene.resize((960, 600))
    labels = [spec.label for spec in GAMES[game].ruleset.options]
    buttons = [b for b in scene.buttons.buttons if any(b.label.startswith(x) for x in labels)]
    assert len(buttons) == len(labels)
    for button in buttons:
        text, _ = shrink_to_fit(button.label, button.size, button.rect.width - 20)
        assert text == button.label, (game, button.label, text)


@pytest.mark.parametrize("by_keys", [False, True])
def test_an_option_says_what_it_does_when_pointed_at(
    app: App, monkeypatch: pytest.MonkeyPatch, by_keys: bool
) -> None:
    """Labels are short; the option under the mouse, or focused from the keyboard, shows its
    whole explanation in a box above it, and no other option's."""
    import pygame

    from boardgames.ui.scenes.seats import SeatsScene
    from tests.helpers import record_drawn_texts

    scene = SeatsScene(app, "landslide")
    app.stack.reset(scene)
    texts = record_drawn_texts(monkeypatch)
    scene.draw(app.screen)
    assert not any(t.startswith("Hand over the screen") for t in texts)  # nothing pointed
    index = next(i for i, b in enumerate(scene.buttons.buttons) if b.label.startswith("Secret"))
    button = scene.buttons.buttons[index]
    if by_keys:
        scene.buttons.keyboard_used, scene.buttons.focus = True, index
    else:
        scene.buttons.handle(
            pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=())
        )
    texts.clear()
    scene.draw(app.screen)
    drawn = " ".join(texts)
    assert "Hand over the screen for every bid" in drawn
    assert "ceiling" not in drawn.replace("Sealed ceilings, auctions run themselves", "")
