"""A move that resolves many turns is shown as it went, never its end early.

The engine pairs each event with the state just after the step that made it
(``apply_in_steps``), and the game screen draws, while an event is announced,
the state just before it, then the state just after it. These tests check the
engine's pairs for every game, and a President day played on its screen: each
reveal and each guess moves the board exactly when it is announced, no later
animal's card or VP shows early, and nothing drawn holds another's secret.
"""

from __future__ import annotations

import random

import pytest

from boardgames.core.protocol import Event, Ruleset, resolve_options
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.core.zones import HIDDEN
from boardgames.games import GAMES, get_game
from boardgames.games.president.events import DayBegins, GuessChecked, Revealed
from boardgames.games.president.rules import PRState
from boardgames.games.president.view import PresidentScene
from boardgames.ui.app import App
from tests.games.rps import RockPaperScissors

RULESETS: list[Ruleset] = [entry.ruleset for entry in GAMES.values()] + [RockPaperScissors()]


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_a_move_in_steps_ends_as_the_move_does(ruleset: Ruleset) -> None:
    """Same events, same final state as ``apply``; each step's state is a copy that is
    neither the live state nor the one after; the hook never outlives the move."""
    rng = random.Random(2)
    players = max(ruleset.min_players, min(4, ruleset.max_players))
    options = resolve_options(ruleset, {})
    plain = ruleset.new_game(players, 7, options)
    stepped = ruleset.new_game(players, 7, options)
    several = 0  # moves whose events showed more than one state
    for _ in range(400):
        if plain.is_over():
            break
        player = min(plain.to_move())
        action = rng.choice(plain.legal_actions(player))
        events = plain.apply(action, player)
        pairs = stepped.apply_in_steps(action, player)
        assert [event for event, _ in pairs] == events
        assert stepped.fingerprint() == plain.fingerprint()
        states = {id(state): state for _, state in pairs}
        several += len(states) > 1
        for state in states.values():
            assert state is not stepped and "_on_step" not in vars(state)
        assert "_on_step" not in vars(stepped)
    if ruleset.id in ("president", "corrupt-bargain", "landslide", "bull-moose"):
        assert several, "no move resolved in more than one step: the test saw nothing"


def _president(players: int, seed: int) -> Session:
    seats = [Seat(f"P{i}", i % 6, False) for i in range(players)]
    ruleset = get_game("president").ruleset
    return Session(
        ruleset, GameRecord("president", ruleset.version, {"claims": False}, seats, seed)
    )


def _play_on_screen(
    app: App, game: Session, seed: int, logs: list[list[str]] | None = None
) -> list[tuple[Event, PRState, int | None]]:
    """Play a whole game of people choosing at random on President's screen, one event a
    frame; returns each event with the board drawn as its animation began and the
    viewer then, and, last, the board drawn at the end (with no event). ``logs`` gets
    the log lines shown as each event's animation began."""
    scene = PresidentScene(app, game)
    app.stack.reset(scene)
    seen: list[tuple[Event, PRState, int | None]] = []

    def animate(event: Event) -> float:
        seen.append((event, scene.pr, scene.viewer))
        if logs is not None:
            logs.append(list(scene.shown_log_lines()))
        return 1.0  # each event takes a whole frame below

    scene.animate = animate  # type: ignore[method-assign]
    rng = random.Random(seed)
    for _ in range(20_000):
        if game.state.is_over() and not scene.busy:
            break
        scene.update(1.0)
        person = scene.human_to_move()
        if person is not None:
            scene.submit(rng.choice(game.state.legal_actions(person)))
    assert game.state.is_over() and not scene.busy
    seen.append((DayBegins(0, "", ""), scene.pr, scene.viewer))
    return seen


def test_the_chart_keeps_pace_with_each_reveal_and_guess(app: App) -> None:
    """While event k is announced the chart shows the state after event k-1; then the
    state after event k. A reveal turns only its own card and moves no VP; a checked
    guess moves only the guesser's and the target's VP, by the stolen point; animals
    revealed later the same day are still face down. Every state drawn is a view."""
    game = _president(4, seed=21)
    seen = _play_on_screen(app, game, seed=5)
    reveals = guesses = stolen = early = 0
    for index, (event, before, _viewer) in enumerate(seen[:-1]):
        after = seen[index + 1][1]
        if isinstance(event, Revealed):
            reveals += 1
            assert not before.revealed[event.seat] and after.revealed[event.seat]
            assert after.played[event.seat] == event.card
            assert after.vp == before.vp  # the guesses are checked after the reveal
            later = []  # the animals revealed later this day: still face down
            for future, _, _ in seen[index + 1 :]:
                if isinstance(future, DayBegins):
                    break
                if isinstance(future, Revealed):
                    later.append(future.seat)
            assert not any(after.revealed[seat] for seat in later), (index, later)
            early += bool(later)
        if isinstance(event, GuessChecked):
            guesses += 1
            moved = int(event.stolen)
            stolen += moved
            assert after.vp[event.target] == before.vp[event.target] - moved
            assert after.vp[event.guesser] == before.vp[event.guesser] + moved
            others = set(range(game.state.n)) - {event.target, event.guesser}
            assert all(after.vp[seat] == before.vp[seat] for seat in others)
    for _event, shown, viewer in seen:
        for key in shown.zones:
            zone = shown.zones.zone(key)
            if not zone.visible_to(viewer):
                assert all(item == HIDDEN for item in zone.items or ()), (key, viewer)
    final = game.state
    assert isinstance(final, PRState)
    assert seen[-1][1].vp == final.vp  # the board ends where the game did
    # The game showed what the test is about: reveals with more to come the same day,
    # and guesses that stole a point.
    assert reveals > 10 and early > 5 and guesses > 3 and stolen > 0, (reveals, early, stolen)


def test_the_log_reads_in_step_with_the_banners(app: App) -> None:
    """As each event's banner comes up, the log shows every line up to and including that
    event's, and none of the events still to come in the same move (a day's resolution is
    one move: the old screen held every line back until the whole day had played)."""
    game = _president(4, seed=21)
    logs: list[list[str]] = []
    seen = _play_on_screen(app, game, seed=5, logs=logs)
    names = game.names
    opening = [event for event in game.state.opening_events]
    mid_move = 0
    for index, ((event, _board, viewer), shown) in enumerate(zip(seen, logs, strict=False)):
        events = opening + [e for e, _, _ in seen[: index + 1]]
        lines = [e.describe_for(names, viewer) for e in events]
        assert shown == [line for line in lines if line], index  # an event without words has none
        mid_move += isinstance(event, Revealed)
    assert mid_move > 10
