"""Electoral Dice on screen: dice, log and prompt tell the same story; the tray after a resume;
the legend and the tens die."""

from __future__ import annotations

import pygame

from boardgames.games.electoral_dice.actions import THROW
from boardgames.games.electoral_dice.events import DiceThrown
from boardgames.games.electoral_dice.view import ElectoralDiceScene, tens_first
from boardgames.ui.app import App
from tests.helpers import ed_session


def winning_throw_ahead(seeds: range = range(200)):  # type: ignore[no-untyped-def]
    """A two-person session where the next action is a throw that wins its state."""
    for seed in seeds:
        for moves in range(0, 60, 3):
            session = ed_session(seed=seed, moves=moves, bots=(False, False))
            if session.state.legal_actions() != [THROW]:
                continue
            probe = session.state.clone()
            if any(isinstance(e, DiceThrown) and e.won for e in probe.apply(THROW)):
                return session
    raise AssertionError("no winning throw found")


def test_the_throws_log_line_appears_when_its_dice_settle_and_the_prompt_agrees(app: App) -> None:
    session = winning_throw_ahead()
    app.settings.animation_speed = 1.0
    scene = ElectoralDiceScene(app, session)
    app.stack.reset(scene)
    app.frame(1 / 60)
    before = len(scene.shown_log_lines())
    scene.submit(THROW)
    throw = next(e.event for e in session.log[before:] if isinstance(e.event, DiceThrown))
    throw_line = throw.describe(scene.names)
    settled_frames = 0
    for _ in range(600):
        app.frame(1 / 60)
        lines = scene.shown_log_lines()
        caption = scene.dice.caption_text() if not scene.dice.busy else ""
        if scene.dice.busy:
            assert throw_line not in lines, "the log told the throw before the dice settled"
            assert f"{throw.percent}%" not in scene.prompt_text()
        elif scene.busy:
            settled_frames += 1
            # The dice show the verdict; the log and the prompt have caught up with it.
            assert f"{throw.percent}% wins" in caption
            assert throw_line in lines
            assert scene.prompt_text() == lines[-1]
            assert scene.log_panel.lines[-1] == lines[-1] or settled_frames == 1
        else:
            break
    assert settled_frames > 0, "the move should still be playing out after the dice settle"
    assert scene.shown_log_lines() == [e.text for e in session.log]


def test_a_skip_settles_the_dice_with_their_line(app: App) -> None:
    session = winning_throw_ahead()
    app.settings.animation_speed = 1.0
    scene = ElectoralDiceScene(app, session)
    app.stack.reset(scene)
    scene.submit(THROW)
    app.frame(1 / 60)
    assert scene.dice.busy
    scene.skip_animation()
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert not scene.dice.busy
    assert any("wins." in line and "throws" in line for line in scene.shown_log_lines()[-3:])


def test_after_a_resume_the_tray_shows_the_last_throw_from_the_log(app: App) -> None:
    session = ed_session(seed=7, moves=33)
    last = [e.event for e in session.log if isinstance(e.event, DiceThrown)][-1]
    scene = ElectoralDiceScene(app, session)
    assert scene.dice.faces == (last.die_a, last.die_b)
    assert f"{last.percent}%" in scene.dice.caption_text()
    assert scene.session.state.board.names[last.state] in scene.dice.caption_text()


def test_a_new_game_has_an_empty_tray_with_a_hint(app: App) -> None:
    session = ed_session(seed=3, moves=0, bots=(False, False))
    scene = ElectoralDiceScene(app, session)
    app.stack.reset(scene)
    app.frame(1 / 60)
    assert not any(isinstance(e.event, DiceThrown) for e in session.log)
    assert scene.dice.faces is None
    assert scene.dice.caption_text() in ("Space to throw", "No throw yet")
    if session.state.legal_actions() == [THROW]:
        assert scene.dice.caption_text() == "Space to throw"


def test_the_tens_die_is_the_higher_for_locked_and_the_lower_for_swing() -> None:
    locked = DiceThrown(0, "OH", "locked", 3, 5, 53, True)
    swing = DiceThrown(0, "OH", "swing", 3, 5, 35, False)
    assert not tens_first(locked)  # the 5 is the tens digit
    assert tens_first(swing)  # the 3 is the tens digit


def test_the_legend_and_the_odds_are_drawn_at_every_window_size(app: App) -> None:
    scene = ElectoralDiceScene(app, ed_session(seed=5, moves=40))
    app.stack.reset(scene)
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        app.screen = pygame.display.set_mode(size)
        app._resized()
        app.frame(1 / 60)
        legend = app.screen.subsurface(scene.legend_rect)
        background = app.screen.get_at((2, 2))
        drawn = (
            legend.get_width() * legend.get_height()
            - pygame.mask.from_threshold(legend, background, (1, 1, 1, 255)).count()
        )
        assert drawn > 400, f"no legend under the board at {size}"
        assert scene.legend_rect.bottom <= scene.map_view.rect.top
        assert scene.dice.header and "% of throws win" in scene.dice.header[-1]


def test_while_the_dice_roll_the_words_name_only_the_throw_on_show(app: App) -> None:
    """The status line told the last throw's verdict while the next throw's dice rolled, and
    the tray's header named the next contest while the tray showed the last throw."""
    from tests.helpers import ed_session

    app.settings.animation_speed = 1.0
    app.settings.forecast = False
    session = ed_session(seed=3, moves=10, bots=(True, True))
    scene = ElectoralDiceScene(app, session)
    app.stack.reset(scene)
    rolling = headers_checked = 0
    for _ in range(60 * 10):  # ten seconds of play: some seven throws, each frame checked
        app.frame(1 / 60)
        throw = scene.tray_throw
        if throw is not None and not session.state.is_over():
            assert scene.dice.header and scene.dice.header[0].startswith(f"{throw.state} (")
            headers_checked += 1
        if scene.dice.busy:
            rolling += 1
            prompt = scene.prompt_text()
            assert "falls short" not in prompt and " wins" not in prompt, prompt
            assert prompt.endswith(f"throws for {session.state.board.names[throw.state]}...")
        if session.state.is_over():
            break
    assert rolling > 100 and headers_checked > rolling
