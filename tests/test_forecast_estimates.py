"""The forecast reads a position the same way twice, and refines it while it stands.

Estimates are kept by the bystander's information key: the same public position (after
an undo, or with other hidden cards) reads the same; while a position stands, rounds of
search are pooled until the reading is known to within its target, and the chart carries
that margin for the panel's "±".
"""

from __future__ import annotations

import random
import statistics

import pygame
import pytest

from boardgames.ai import forecast
from boardgames.ai.base import bot_move
from boardgames.ai.forecast import Estimate, Forecaster
from boardgames.games import GAMES
from boardgames.ui import theme
from boardgames.ui.widgets import forecast_panel
from tests.helpers import wait_for
from tests.test_search import position

ROUND = 8  # playouts a round: small, so a test searches little


def forecaster_for(game_id: str, seed: int = 3) -> Forecaster:
    search = GAMES[game_id].make_bot("hard").forecast_search  # type: ignore[attr-defined]
    return Forecaster(search, seed=seed, seconds=None, iterations=ROUND, apart=False)


def test_the_same_position_reads_the_same_whatever_its_move_or_hidden_cards() -> None:
    """The testers read 47% and then 34% after undoing back to one position."""
    state, _ = position(GAMES["corrupt-bargain"], seed=12, moves=20)
    twin = state.determinize(None, random.Random(7))  # other hands, the same table
    assert twin.information_key(None) == state.information_key(None)
    forecaster = forecaster_for("corrupt-bargain")
    try:
        first = forecaster.settled_estimate(state.view(None), 20)
        again = forecaster.settled_estimate(twin.view(None), 31)  # another move, other seeds
        assert again == first and again.chances() == first.chances()
        # A fresh forecaster with another seed reads it within the margins.
        other = forecaster_for("corrupt-bargain", seed=99).settled_estimate(state.view(None), 20)
        gap = max(abs(a - b) for a, b in zip(first.chances(), other.chances(), strict=True))
        assert gap <= first.margin() + other.margin()
    finally:
        forecaster.close()


def test_a_standing_position_is_searched_until_its_margin_is_met(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(forecast, "TARGET_MARGIN", 0.08)
    state, _ = position(GAMES["electoral-dice"], seed=4, moves=6)
    forecaster = forecaster_for("electoral-dice")
    try:
        forecaster.submit(6, state)
        assert wait_for(lambda: bool(forecaster.chart()), 20.0)
        first = forecaster.chart().margin
        assert first is not None
        assert wait_for(lambda: (forecaster.chart().margin or 1.0) <= 0.08, 60.0)
        key = hash(state.information_key(None))
        estimate = forecaster._estimates[key]
        assert estimate.settled and estimate.rounds > 1 and estimate.playouts > ROUND
        assert forecaster.chart()[-1] == (6, estimate.chances())
        assert first > estimate.margin()
        # Settled: no more rounds while it stands.
        rounds = estimate.rounds
        forecaster.submit(6, state)
        assert wait_for(lambda: forecaster._job is None, 5.0)
        assert forecaster._estimates[key].rounds == rounds
    finally:
        forecaster.close()


def test_an_undone_position_reads_at_once_as_it_did() -> None:
    state, _ = position(GAMES["electoral-dice"], seed=5, moves=4)
    later = state.clone()
    later.apply(later.legal_actions(min(later.to_move()))[0], min(later.to_move()))
    forecaster = forecaster_for("electoral-dice")
    try:
        forecaster.submit(4, state)
        assert wait_for(lambda: hash(state.information_key(None)) in forecaster._estimates, 20.0)
        assert wait_for(
            lambda: forecaster._estimates[hash(state.information_key(None))].settled, 60.0
        )
        before = forecaster.chart()[-1]
        forecaster.submit(5, later)
        assert wait_for(lambda: forecaster.chart()[-1][0] == 5, 20.0)
        forecaster.rewind(4)
        assert forecaster.chart()[-1] == before
        forecaster.submit(4, state)
        assert wait_for(lambda: forecaster._job is None, 5.0)
        assert forecaster.chart()[-1] == before
    finally:
        forecaster.close()


def test_an_estimate_is_settled_by_its_margin_or_its_rounds() -> None:
    even = Estimate((5.0, 5.0), playouts=10, rounds=1)
    assert even.shown is False and not even.settled
    assert Estimate((5.0, 5.0), playouts=10, rounds=forecast.ROUNDS_TO_SHOW).shown
    many = Estimate((3200.0, 3200.0), playouts=6400, rounds=4)
    assert many.margin() == pytest.approx(1.96 * (0.25 / 6402) ** 0.5)
    assert many.settled
    assert Estimate((1.0, 1.0), playouts=2, rounds=forecast.MAX_ROUNDS).settled
    final = Estimate((1.0, 0.0), exact=True)
    assert final.settled and final.margin() == 0.0 and final.chances() == (1.0, 0.0)
    more = even.plus((3.0, 1.0), 4)
    assert (more.totals, more.playouts, more.rounds) == ((8.0, 6.0), 14, 2)


def test_from_enough_rounds_the_margin_is_how_far_the_rounds_disagree() -> None:
    """A search that judges positions varies far less than a coin: its rounds tell. A
    chance never varies more than a coin, so rounds that disagree widely show a coin's."""
    agreeing = disagreeing = wild = Estimate((0.0, 0.0))
    for round_ in range(forecast.EMPIRICAL_ROUNDS):
        agreeing = agreeing.plus((60.0, 40.0), 100)
        share = 61.0 if round_ % 2 else 59.0
        disagreeing = disagreeing.plus((share, 100.0 - share), 100)
        wild = wild.plus((100.0, 0.0) if round_ % 2 else (0.0, 100.0), 100)
        if round_ < forecast.EMPIRICAL_ROUNDS - 1:  # too few rounds: a coin's margin
            assert agreeing.margin() == pytest.approx(disagreeing.margin(), abs=0.01)
    assert agreeing.margin() == pytest.approx(0.0, abs=1e-6) and agreeing.settled
    means = [0.61 if r % 2 else 0.59 for r in range(forecast.EMPIRICAL_ROUNDS)]
    rounds = len(means)  # of 100 playouts each: the mean's spread is the rounds' over rounds
    expected = forecast.EMPIRICAL_CAUTION * 1.96 * statistics.stdev(means) / rounds**0.5
    assert disagreeing.margin() == pytest.approx(expected, rel=0.01)
    coin = 1.96 * (0.25 / (rounds * 100 + 2)) ** 0.5
    assert wild.margin() == pytest.approx(coin) and not wild.settled


def test_the_chart_is_smoothed_only_where_nothing_changed_hands() -> None:
    """Two positions with the same holdings show their pooled reading; a change of
    holdings starts afresh."""
    entry = GAMES["bull-moose"]
    state = entry.ruleset.new_game(entry.ruleset.min_players, 0, {})
    bot, rng = entry.make_bot("normal"), random.Random(0)
    views = []
    while not state.is_over():
        views.append(state.view(None))
        state.apply(bot_move(bot, state, rng), min(state.to_move()))
    still = next(
        m
        for m in range(1, len(views) - 1)
        if forecast.holdings(views[m]) == forecast.holdings(views[m + 1])
    )
    assert forecast.holdings(views[still - 1]) != forecast.holdings(views[still])
    forecaster = forecaster_for("bull-moose")
    try:
        first = forecaster.settled_reading(views[still], still)
        assert first == forecaster.settled_estimate(views[still], still).chances()
        second = forecaster.settled_reading(views[still + 1], still + 1)
        own = forecaster.settled_estimate(views[still + 1], still + 1)
        pooled = own.pooled(forecaster.settled_estimate(views[still], still))
        assert second == pooled.chances() != own.chances()
    finally:
        forecaster.close()


def test_the_panel_gives_the_margin_and_what_the_number_is(
    app: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    real = forecast_panel.render_text

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(forecast_panel, "render_text", spy)
    chart = forecast.ForecastChart([(3, (0.6, 0.4))])
    chart.margin = 0.031
    styles = theme.seat_styles([0, 1], False)
    surface = pygame.Surface((400, 300))
    forecast_panel.draw_forecast(surface, (0, 0), ["Ada", "Bo"], styles, chart, set(), None)
    assert "Forecast: chance to win, ±3 points" in drawn
    chart.margin = 0.004
    forecast_panel.draw_forecast(surface, (0, 0), ["Ada", "Bo"], styles, chart, set(), None)
    assert "Forecast: chance to win, ±1 point" in drawn
    assert forecast_panel.EXPLANATION in drawn
    assert "normally" in forecast_panel.EXPLANATION
    drawn.clear()
    saved = [(3, (0.6, 0.4))]  # a point from a save: its margin is not known
    forecast_panel.draw_forecast(surface, (0, 0), ["Ada", "Bo"], styles, saved, set(), None)
    assert "Forecast: chance to win" in drawn
