"""The forecast in the app: a panel fed after every shown move, drawn from finished numbers,
and a setting that turns it off."""

from __future__ import annotations

import time

import pygame
import pytest

from boardgames.core.record import recorded_action, replay
from boardgames.games import GAMES
from boardgames.saves import Settings
from boardgames.ui import theme
from boardgames.ui.app import App
from boardgames.ui.showcase import sample_session


def run_until(app: App, condition, seconds: float = 20.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app.frame(1 / 60)
        if condition():
            return True
        time.sleep(0.01)
    return False


def test_every_game_screen_shows_the_forecast_panel(app: App) -> None:
    for game_id, entry in GAMES.items():
        scene = entry.scene()(app, sample_session(game_id, 30))
        app.stack.reset(scene)
        assert scene.forecaster is not None, game_id
        assert run_until(app, lambda s=scene: bool(s.forecaster.chart())), game_id
        move, chances = scene.forecaster.chart()[0]
        assert move == 30  # the position the screen opened on (the computer may play on)
        assert abs(sum(chances) - 1.0) < 1e-9
        spot = scene.forecast_spot()
        assert spot is not None, f"{game_id} has no room for the forecast at 1280x720"
        app.screen.fill((0, 0, 0))
        scene.draw_overlay(app.screen)
        drawn = app.screen.get_at((spot[0] + 20, spot[1] + 5))
        assert drawn != pygame.Color(0, 0, 0), game_id
        app.stack.scenes.clear()
        scene.leave()


def test_the_setting_turns_the_forecast_off(app: App) -> None:
    from boardgames.ui.scenes.settings import SettingsScene

    settings = SettingsScene(app)
    app.stack.reset(settings)
    assert app.settings.forecast is True
    settings.toggle_forecast()
    app.stack.pop()
    assert Settings.load().forecast is False
    game_id, entry = next(iter(GAMES.items()))
    scene = entry.scene()(app, sample_session(game_id, 10))
    assert scene.forecaster is None
    app.stack.reset(scene)
    app.frame(1 / 60)
    app.screen.fill((0, 0, 0))
    scene.draw_overlay(app.screen)  # no forecast panel where it would be
    from boardgames.ui.widgets.forecast_panel import WIDTH, panel_height

    spot = scene.forecast_spot()
    assert spot is not None
    where = app.screen.subsurface(pygame.Rect(spot, (WIDTH, panel_height(len(scene.names)))))
    assert pygame.mask.from_threshold(where, (0, 0, 0), (1, 1, 1, 255)).count() == (
        where.get_width() * where.get_height()
    )


def test_a_thinking_computer_is_marked(app: App) -> None:
    """While the hard bot searches (on its worker thread), the screen says who is thinking,
    and the frames keep coming."""
    from boardgames.core.record import Seat
    from boardgames.core.session import Session
    from boardgames.ui.launch import new_record

    game_id, entry = next(iter(GAMES.items()))
    seats = [Seat("Hal", 0, True, "hard"), Seat("Ada", 1, False)]
    session = Session(entry.ruleset, new_record(game_id, seats, {}, seed=4))
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    assert run_until(app, lambda: scene.thinking() is not None, seconds=10)
    assert scene.thinking() == "Hal is thinking..."
    app.frame(1 / 60)  # draws the mark with the panel
    assert run_until(app, lambda: len(session.record.actions) > 0, seconds=20)
    scene.leave()


def test_the_rules_screen_explains_the_computer_players() -> None:
    from boardgames.ui.scenes.rules import rules_text

    for game_id in GAMES:
        text = rules_text(game_id)
        assert "About the computer players" in text
        assert "No level ever sees a card you hold" in text


# -- the results screen's chart -------------------------------------------------------------
SIZES = [(960, 600), (1280, 720), (1920, 1080)]


def made_up_history(moves: int, players: int, seed: int) -> list[tuple[int, tuple[float, ...]]]:
    """Some twenty random forecasts over a game (chances summing to 1)."""
    import random

    rng = random.Random(seed)
    history = []
    for move in range(0, moves, max(1, moves // 20)):
        weights = [rng.random() + 0.01 for _ in range(players)]
        history.append((move, tuple(w / sum(weights) for w in weights)))
    return history


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("president", 10), ("president", 3), ("corrupt-bargain", 2), ("bull-moose", 5)],
)
def test_the_results_chart_fits_beside_the_tallies(app: App, game_id: str, players: int) -> None:
    """At every window size the chart is on screen and covers neither the headline, the
    map, the tallies (which still fit their panel) nor the buttons; it draws the players'
    colours and the turning point's mark."""
    from boardgames.ui.scenes.results import ResultsScene

    session = sample_session(game_id, None, players=players)
    history = made_up_history(len(session.record.actions), players, seed=players)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ResultsScene(app, session, history)
        app.stack.reset(scene)
        chart = scene.chart_rect
        assert chart is not None and scene.turning is not None
        assert app.screen.get_rect().contains(chart) and chart.y >= 86, size
        assert not chart.colliderect(scene.table_rect), size
        assert scene.table_height(scene.table_rect.width) <= scene.table_rect.height, size
        for button in scene.buttons.buttons:
            assert not chart.colliderect(button.rect), (size, button.text)
        if scene.map_view is not None:
            assert not chart.colliderect(scene.map_view.rect), size
        assert chart.height >= 150 and chart.width >= 400, size
        app.frame(1 / 60)
        seen = {
            tuple(app.screen.get_at((x, y)))[:3]
            for x in range(chart.x, chart.right, 2)
            for y in range(chart.y, chart.bottom, 2)
        }
        assert theme.ACCENT in seen  # the turning point
        for style in scene.styles():
            assert style.colour in seen, (size, style.name)


def test_the_turning_point_reads_whole_in_the_smallest_window(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 960x600 a turning point that needs two lines gets them (the legend moves beside
    the panel's title to make room), not one line cut with an ellipsis."""
    from boardgames.ui.scenes.results import ResultsScene
    from tests.helpers import record_drawn_texts

    session = sample_session("president", None, players=10)
    history = made_up_history(len(session.record.actions), 10, seed=10)
    app.screen = pygame.display.set_mode((960, 600))
    scene = ResultsScene(app, session, history)
    app.stack.reset(scene)
    assert scene.turning is not None
    swing, words = scene.turning
    sentence = f"Turning point, moves {swing.first}-{swing.last}: {words}"
    drawn = record_drawn_texts(monkeypatch)
    app.frame(1 / 60)
    first = next(index for index, text in enumerate(drawn) if text.startswith("Turning point"))
    assert " ".join(drawn[first : first + 2]) == sentence
    assert not drawn[first + 1].endswith("...")


def test_the_turning_point_is_the_largest_swing_named_by_its_move(app: App) -> None:
    from boardgames.ui.scenes.results import ResultsScene

    session = sample_session("electoral-dice", None)
    moves = len(session.record.actions)
    winner = session.state.result().winners[0]
    history = [(0, (0.5, 0.5)), (10, (0.5, 0.5)), (20, (0.5, 0.5))]
    history += [(21, tuple(0.9 if p == winner else 0.1 for p in range(2)))]  # the swing: move 21
    history += [(moves - 1, tuple(0.9 if p == winner else 0.1 for p in range(2)))]
    scene = ResultsScene(app, session, history)
    assert scene.chart is not None and scene.chart[-1] == (
        moves,
        tuple(1.0 if p == winner else 0.0 for p in range(2)),
    )
    assert scene.turning is not None
    swing, words = scene.turning
    assert (swing.first, swing.last) == (21, 21)
    actor = session.record.actions[20]["player"]
    last_line = [e.text for e in session.log if e.index == 20][-1]
    assert words.startswith(f"{session.names[actor]}: ") and last_line in words
    before = replay(session.ruleset, session.record, upto=20)
    _, action = recorded_action(
        session.record.actions[20], session.ruleset.action_types, before.to_move()
    )
    assert before.describe_action(action, actor) in words  # the move in words


def test_no_line_crosses_the_moves_the_forecast_was_off(app: App) -> None:
    """After a break the chart's lines stop: no player's colour crosses the stretch to the
    next point, which says the forecast was off; the same chart unbroken draws a line
    there. A point alone between two breaks is still drawn (a dot)."""
    from boardgames.ui.widgets.forecast_chart import chart_point, chart_span, plot_lines

    styles = theme.seat_styles([0, 1], False)
    chart = [(0, (0.5, 0.5)), (10, (0.8, 0.2)), (40, (0.3, 0.7)), (50, (0.9, 0.1))]
    plot = pygame.Rect(0, 0, 200, 100)
    gap = range(*(round(chart_point(plot, chart_span(chart), m, 0)[0]) for m in (13, 37)))
    colours = {style.colour for style in styles}

    def drawn_in_gap(breaks: set[int]) -> set[tuple[int, ...]]:
        surface = pygame.Surface(plot.size)
        surface.fill(theme.BACKGROUND)
        plot_lines(surface, plot, chart, styles, breaks=breaks)
        return {tuple(surface.get_at((x, y)))[:3] for x in gap for y in range(plot.height)}

    assert colours <= drawn_in_gap(set())
    broken = drawn_in_gap({10})
    assert not colours & broken and broken != {theme.BACKGROUND}  # the words "forecast off"
    alone = pygame.Surface(plot.size)
    plot_lines(alone, plot, chart, styles, breaks={10, 40})
    x, y = chart_point(plot, chart_span(chart), 40, 0.7)
    assert tuple(alone.get_at((round(x), round(y))))[:3] == styles[1].colour


def test_the_panel_keys_each_player_by_their_line_s_stroke(app: App) -> None:
    """Seven or more seats share colours; the chart dashes the second player of a colour,
    and the panel's key beside each name shows the same stroke: solid for the first player
    of a colour, broken for the second."""
    from boardgames.ui.widgets.forecast_panel import SWATCH, draw_forecast, key_start

    styles = theme.seat_styles(list(range(10)), False)
    palette_size = len(theme.palette(False))
    assert palette_size < 10 and styles[palette_size].colour == styles[0].colour
    surface = pygame.Surface((260, 340))
    surface.fill(theme.BACKGROUND)
    names = [f"Player {i + 1}" for i in range(10)]
    rect = draw_forecast(surface, (0, 0), names, styles, [(0, (0.1,) * 10)], set(), None)

    def key(index: int) -> list[bool]:
        """Along the middle of the key: whether each pixel is the player's colour."""
        left, y = key_start(rect, index)
        return [
            tuple(surface.get_at((x, y)))[:3] == styles[index].colour
            for x in range(left, left + SWATCH)
        ]

    assert all(key(0))  # solid
    second = key(palette_size)
    assert second[0] and second[-1] and not all(second)  # a stroke, a gap, a stroke


def test_a_line_too_dark_for_the_chart_gets_a_light_edge(app: App) -> None:
    """President's Bear is black, on a chart whose ground is nearly black: its line is drawn
    with a light edge so it shows; a light line is drawn as it is."""
    from boardgames.ui.widgets.forecast_chart import plot_lines

    black = theme.PlayerStyle("Bear", (0, 0, 0), (0, 0, 0), "B")
    yellow = theme.PlayerStyle("Lion", (240, 228, 66), (120, 110, 30), "L")
    chart = [(0, (0.5, 0.5)), (10, (0.5, 0.5))]  # two flat lines, one over the other
    plot = pygame.Rect(0, 0, 120, 60)

    def colours_drawn(styles: list[theme.PlayerStyle]) -> set[tuple[int, ...]]:
        surface = pygame.Surface(plot.size)
        surface.fill(theme.BACKGROUND)
        plot_lines(surface, plot, chart, styles[:1] * 2, breaks=set())
        return {tuple(surface.get_at((x, y)))[:3] for x in range(120) for y in range(60)}

    dark = colours_drawn([black])
    assert theme.TEXT_DIM in dark and (0, 0, 0) in dark
    light = colours_drawn([yellow])
    assert theme.TEXT_DIM not in light and yellow.colour in light


def test_no_forecast_keeps_the_results_screen_as_it_was(app: App) -> None:
    from boardgames.ui.scenes.results import ResultsScene

    scene = ResultsScene(app, sample_session("president", None))
    assert scene.chart is None and scene.chart_rect is None
    app.stack.reset(scene)
    app.frame(1 / 60)


# -- kept with the autosave ----------------------------------------------------------------
def ada_against_a_computer(app: App):  # type: ignore[no-untyped-def]
    """A new Corrupt Bargain game on screen: Ada at the table, a normal computer opposite."""
    from boardgames.core.record import Seat
    from boardgames.core.session import Session
    from boardgames.ui.launch import new_record

    entry = GAMES["corrupt-bargain"]
    seats = [Seat("Ada", 0, False), Seat("Bo", 1, True)]
    scene = entry.scene()(app, Session(entry.ruleset, new_record(entry.ruleset.id, seats, {}, 11)))
    app.stack.reset(scene)
    return entry, scene


def test_a_resumed_game_keeps_its_chart(app: App) -> None:
    """Every autosave carries the forecast so far; the resumed game's chart starts with it,
    not at the resume."""
    from boardgames.ai.forecast_history import read_saved
    from boardgames.core.record import read_record
    from boardgames.core.session import Session
    from boardgames.saves import autosave_path

    entry, scene = ada_against_a_computer(app)
    session = scene.session
    assert run_until(
        app, lambda: len(scene.forecaster.chart()) >= 1 and scene.human_to_move() is not None
    )
    player = scene.human_to_move()
    scene.submit(session.state.legal_actions(player)[0])
    scene.saver.flush()
    path = autosave_path(session.record)
    moves = len(session.record.actions)
    saved, breaks = read_saved(path, 2, moves)
    assert saved and [m for m, _ in saved] == [m for m, _ in scene.forecaster.chart()][: len(saved)]
    assert breaks == frozenset()  # the forecast was on throughout
    app.stack.scenes.clear()
    scene.leave()

    resumed = entry.scene()(app, Session(entry.ruleset, read_record(path)))
    try:
        assert resumed.forecaster.chart() == saved
    finally:
        resumed.leave()


def test_a_game_played_with_the_forecast_off_keeps_the_saved_chart(app: App) -> None:
    """Switching the forecast off for a while loses no history: the saves made meanwhile
    carry the chart on, less the points of moves taken back, and it shows again when the
    forecast is back on, broken after its last point before the moves played with it off
    (the break goes when those moves are taken back and forecast)."""
    from boardgames.ai.forecast_history import read_saved
    from boardgames.core.record import read_record
    from boardgames.core.session import Session
    from boardgames.saves import autosave_path

    entry, scene = ada_against_a_computer(app)
    session = scene.session
    made: list[int] = []  # the record's length before each of Ada's moves
    # Play (every position charted before Ada moves) until Ada has made the last two moves
    # and may take them back.
    while True:
        assert len(made) < 40, "no two takeable moves in a row"
        assert run_until(app, lambda: scene.human_to_move() is not None)
        moves = len(session.record.actions)
        if made[-2:] == [moves - 2, moves - 1] and scene.can_undo():
            break
        assert run_until(app, lambda m=moves: any(p[0] == m for p in scene.forecaster.chart()))
        made.append(moves)
        scene.submit(session.state.legal_actions(0)[0])
    scene.saver.flush()
    path = autosave_path(session.record)
    moves = len(session.record.actions)
    saved = read_saved(path, 2, moves).points
    assert [m for m, _ in saved][-2:] == [moves - 2, moves - 1]
    app.stack.scenes.clear()
    scene.leave()

    app.settings.forecast = False
    off = entry.scene()(app, Session(entry.ruleset, read_record(path)))
    app.stack.reset(off)
    assert off.forecaster is None
    off.undo()
    off.saver.flush()
    # the last point is before the undone move, and no move was played unforecast
    assert read_saved(path, 2, moves - 1) == (saved, frozenset())
    off.undo()
    off.saver.flush()
    assert len(off.session.record.actions) == moves - 2
    trimmed = saved[:-1]  # the point after the move taken back goes
    assert read_saved(path, 2, moves - 2) == (trimmed, frozenset())
    off.submit(off.session.state.legal_actions(0)[0])  # a move nobody forecasts
    off.saver.flush()
    assert read_saved(path, 2, moves - 1) == (trimmed, frozenset({moves - 2}))
    app.stack.scenes.clear()
    off.leave()

    app.settings.forecast = True
    on = entry.scene()(app, Session(entry.ruleset, read_record(path)))
    app.stack.reset(on)
    try:
        assert on.forecaster is not None and on.forecaster.chart()[: len(trimmed)] == trimmed
        assert on.chart_breaks == {moves - 2}
        assert run_until(app, lambda: any(p[0] > moves - 2 for p in on.forecaster.chart()))
        on.saver.flush()
        assert read_saved(path, 2, len(on.session.record.actions)).breaks == {moves - 2}
        on.undo()  # back to the break's point: the moves after it are forecast again
        assert run_until(app, lambda: len(on.session.record.actions) <= moves - 2)
        app.frame(1 / 60)
        assert on.chart_breaks == frozenset()
    finally:
        app.stack.scenes.clear()
        on.leave()


def test_a_damaged_forecast_never_stops_a_resume(app: App) -> None:
    import json

    from boardgames.ai.forecast_history import SIDECAR_KEY
    from boardgames.saves import autosave_path, resumable_games

    game_id = "electoral-dice"
    session = sample_session(game_id, 12)
    path = autosave_path(session.record)
    path.parent.mkdir(parents=True, exist_ok=True)
    document = json.loads(session.record.to_json())
    document[SIDECAR_KEY] = {"version": 1, "players": 2, "points": [[0, [0.5]], "junk"]}
    path.write_text(json.dumps(document))
    [listed] = resumable_games()
    assert listed.problem is None and listed.record == session.record
    scene = GAMES[game_id].scene()(app, session)
    try:
        assert scene.forecaster is not None and scene.forecaster.chart() == []
    finally:
        scene.leave()


# -- hot seat: nothing hidden reaches the forecast -------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_scene_forecasts_from_the_table_alone(app: App, game_id: str) -> None:
    """Two people share the screen: what the scene hands the forecast is the bystander's
    view (every hand, deck and sealed plan HIDDEN), the same whatever the hands hold."""
    import random

    from boardgames.core.record import Seat
    from boardgames.core.session import Session
    from boardgames.core.zones import HIDDEN, Seen
    from boardgames.ui.launch import new_record

    entry = GAMES[game_id]
    players = entry.ruleset.min_players
    seats = [Seat(f"P{i}", i, False) for i in range(players)]
    session = Session(entry.ruleset, new_record(game_id, seats, {}, seed=21))
    scene = entry.scene()(app, session)
    assert scene.hot_seat and scene.forecaster is not None
    scene.forecaster.close()  # its thread stops, so the submitted job stays to be read
    scene.forecaster._thread.join(timeout=5)
    for _ in range(200):  # an opening shown as a move is (Landslide's roll-off) comes first
        if not scene.batches:
            break
        scene.update(0.5)
    scene._feed_forecast()
    job = scene.forecaster._job
    assert job is not None
    _, public = job
    for key in public.zones:
        zone = public.zones.zone(key)
        if zone.seen is not Seen.ALL:
            assert all(item == HIDDEN for item in zone.items), (game_id, key)
    twin = session.state.determinize(None, random.Random(5))  # other hands, the same table
    assert public.fingerprint() == twin.view(None).fingerprint()
    scene.leave()


def test_a_turning_point_at_a_sealed_choice_says_what_was_chosen(app: App) -> None:
    """A sealed plan's only log line is "X has chosen.": the turning point names the move
    itself (the plan, revealed by the end) instead of that empty line."""
    from boardgames.core.decisions import ChoiceSealed
    from boardgames.ui.scenes.results import ResultsScene

    session = sample_session("president", None, players=3)
    move = next(
        index + 1
        for index in range(len(session.record.actions))
        if [e for e in session.log if e.index == index]
        and all(isinstance(e.event, ChoiceSealed) for e in session.log if e.index == index)
    )
    winner = session.state.result().winners[0]
    history = [(0, (1 / 3,) * 3), (move - 1, (1 / 3,) * 3)]
    history += [(move, tuple(0.9 if p == winner else 0.05 for p in range(3)))]
    scene = ResultsScene(app, session, history)
    assert scene.turning is not None
    swing, words = scene.turning
    assert swing.last == move
    assert "has chosen" not in words
    actor = session.record.actions[move - 1]["player"]
    assert (
        words.startswith(f"{session.names[actor]}: ") and len(words) > len(session.names[actor]) + 4
    )
