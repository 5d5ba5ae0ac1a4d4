"""The forecast's history without the app: its turning point and largest swings on made-up
histories, and the sidecar that keeps it with the autosave (refused whole when bad)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from boardgames.ai.forecast_history import (
    SIDECAR_KEY,
    Swing,
    breaks_before,
    decode,
    encode,
    largest_swings,
    read_saved,
    turning_point,
    with_result,
)

TWO = [
    (0, (0.5, 0.5)),
    (3, (0.6, 0.4)),
    (7, (0.2, 0.8)),  # the winner (seat 1) gains 0.4 over moves 4 to 7
    (9, (0.3, 0.7)),
    (12, (0.0, 1.0)),  # and 0.3 at the end
]


def test_the_turning_point_is_where_the_winner_took_the_lead_for_good() -> None:
    assert turning_point(TWO, [1]) == Swing(2, 4, 7, pytest.approx(0.4), took_lead=True)


def test_a_noisy_lead_is_not_the_lead_for_good() -> None:
    """The winner (seat 0) jumps ahead at move 2, falls back, and leads from move 6 on."""
    winner = [0.3, 0.8, 0.2, 0.55, 0.7, 1.0]
    history = [(m, (w, 1 - w)) for m, w in zip((0, 2, 4, 6, 8, 10), winner, strict=True)]
    swing = turning_point(history, [0])
    assert swing is not None and swing.took_lead and (swing.first, swing.last) == (5, 6)
    assert swing.size == pytest.approx(0.35)


def test_a_winner_who_led_throughout_turns_on_the_largest_change() -> None:
    """Ahead from the first forecast: the step where their chance changed most, a fall too."""
    winner = [0.6, 0.95, 0.55, 0.7, 1.0]
    history = [(m, (w, 1 - w)) for m, w in zip((0, 1, 2, 3, 4), winner, strict=True)]
    swing = turning_point(history, [0])
    assert swing is not None and not swing.took_lead
    assert (swing.index, swing.first, swing.last) == (2, 2, 2)
    assert swing.size == pytest.approx(0.4)


def test_ties_go_to_the_earlier_move_and_flat_charts_have_none() -> None:
    history = [(0, (0.5, 0.5)), (1, (0.7, 0.3)), (2, (0.5, 0.5)), (3, (0.7, 0.3))]
    swing = turning_point(history, [0])
    assert swing is not None and swing.index == 1
    assert turning_point([(0, (0.5, 0.5)), (4, (0.5, 0.5))], [0]) is None
    assert turning_point(history[:1], [0]) is None
    assert turning_point(history, []) is None


def test_a_shared_win_counts_the_winners_together() -> None:
    """Seats 0 and 2 share the win: they lead once either of them is ahead of seat 1, and
    led throughout, the change is measured on their chances together."""
    history = [
        (0, (0.3, 0.4, 0.3)),
        (1, (0.6, 0.4, 0.0)),  # seat 0 goes ahead for good (together unchanged)
        (2, (0.55, 0.2, 0.25)),
        (3, (0.5, 0.0, 0.5)),
    ]
    swing = turning_point(history, [0, 2])
    assert swing is not None and swing.took_lead and swing.index == 1
    assert swing.size == pytest.approx(0.0)
    swing = turning_point(history[1:], [0, 2])
    assert swing is not None and not swing.took_lead
    assert (swing.index, swing.last) == (1, 2) and swing.size == pytest.approx(0.2)  # tie: earlier


def test_ten_players() -> None:
    """President's ten seats: the winner (seat 7) jumps from 10% to 60% at move 40."""
    even = tuple([0.1] * 10)
    jump = tuple(0.6 if p == 7 else 0.4 / 9 for p in range(10))
    history = [
        (0, even),
        (20, even),
        (40, jump),
        (55, jump),
        (60, tuple(float(p == 7) for p in range(10))),
    ]
    swing = turning_point(history, [7])
    assert swing is not None and (swing.first, swing.last) == (21, 40)
    assert swing.size == pytest.approx(0.5)


def test_the_largest_swings_measure_all_the_chance_that_changed_hands() -> None:
    swings = largest_swings(TWO, 3)
    assert [s.index for s in swings] == [2, 4, 1]
    assert [s.size for s in swings] == pytest.approx([0.4, 0.3, 0.1])
    assert largest_swings(TWO, 1)[0].last == 7
    assert largest_swings([(0, (0.5, 0.5)), (1, (0.5, 0.5))], 3) == []  # no change, no swing
    assert largest_swings(TWO[:1], 3) == []


def test_the_finished_chart_ends_on_the_result() -> None:
    history = [(0, (0.5, 0.5)), (5, (0.6, 0.4)), (9, (0.7, 0.3))]
    assert with_result(history, 9, [0, 1])[-1] == (9, (0.0, 1.0))
    assert with_result(history, 12, [1, 0]) == [*history, (12, (1.0, 0.0))]
    assert with_result([], 12, [0.5, 0.5]) == [(12, (0.5, 0.5))]


# -- the sidecar ---------------------------------------------------------------------------
def test_the_sidecar_round_trip_is_rounded_and_exact_enough() -> None:
    history = [(0, (1 / 3, 1 / 3, 1 / 3)), (4, (0.25, 0.5, 0.25)), (8, (0.0, 1.0, 0.0))]
    data = json.loads(json.dumps(encode(history, 3)))
    back = decode(data, 3, 8)
    assert back is not None and [m for m, _ in back.points] == [0, 4, 8]
    assert back.breaks == frozenset() and "breaks" not in data  # as older versions wrote it
    for (_, before), (_, after) in zip(history, back.points, strict=True):
        assert after == pytest.approx(before, abs=1e-3)


def test_the_sidecar_keeps_the_breaks_at_its_points() -> None:
    """Where the forecast was off: kept through a save, and only at a point the save has."""
    history = [(0, (0.5, 0.5)), (4, (0.7, 0.3)), (9, (0.6, 0.4))]
    data = json.loads(json.dumps(encode(history, 2, {4, 7, 12})))
    assert data["breaks"] == [4]
    back = decode(data, 2, 9)
    assert back is not None and back.breaks == frozenset({4})


def test_a_break_holds_only_before_the_position_the_game_is_at() -> None:
    """Taken back to a break's point or before, the moves after it are played again and
    forecast: the break goes with them."""
    points = [(0, (0.5, 0.5)), (4, (0.7, 0.3)), (9, (0.6, 0.4))]
    assert breaks_before({4, 9}, 10, points) == {4, 9}
    assert breaks_before({4, 9}, 9, points) == {4}
    assert breaks_before({4, 9}, 4, points) == frozenset()
    assert breaks_before({4, 6}, 10, points) == {4}  # 6 is no point of this chart


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(version=2),
        lambda d: d.update(players=3),
        lambda d: d.update(points="many"),
        lambda d: d["points"].append([9, [0.5, 0.5]]),  # a move the record does not reach
        lambda d: d["points"].append([4, [0.5, 0.5]]),  # the moves go back
        lambda d: d["points"].__setitem__(0, [True, [0.5, 0.5]]),
        lambda d: d["points"].__setitem__(0, [0, [0.5, "half"]]),
        lambda d: d["points"].__setitem__(0, [0, [1.5, -0.5]]),
        lambda d: d["points"].__setitem__(0, [0, [0.9, 0.9]]),  # sums to 1.8
        lambda d: d["points"].__setitem__(0, [0, [math.nan, 1.0]]),
        lambda d: d["points"].__setitem__(0, [0, [1.0]]),
        lambda d: d["points"].__setitem__(0, {"move": 0}),
        lambda d: d.update(breaks=[3]),  # not a point's move
        lambda d: d.update(breaks=[True]),
        lambda d: d.update(breaks=4),
    ],
)
def test_a_damaged_sidecar_is_refused_whole(damage) -> None:  # type: ignore[no-untyped-def]
    data = encode([(0, (0.5, 0.5)), (4, (0.7, 0.3))], 2)
    assert decode(data, 2, 8) is not None
    damage(data)
    assert decode(data, 2, 8) is None


def test_a_save_with_a_bad_or_no_forecast_still_loads(tmp_path: Path) -> None:
    """The record is the game: its checksum ignores the sidecar, so damage there costs the
    chart and nothing else, and a save without one (older versions) reads as before."""
    from boardgames.core.record import GameRecord, Seat, read_record

    record = GameRecord("corrupt-bargain", 1, {}, [Seat("Ada", 0), Seat("Bo", 1, True)], 5)
    record.actions = [{"player": 0, "kind": "x"}] * 3
    path = tmp_path / "save.json"
    good = [(0, (0.5, 0.5)), (2, (0.6, 0.4))]
    path.write_text(record.to_json({SIDECAR_KEY: encode(good, 2)}))
    assert read_record(path) == record
    assert read_saved(path, 2, 3) == (good, frozenset())
    assert read_saved(path, 3, 3).points == []  # a history for another table is not this game's
    document = json.loads(path.read_text())
    document[SIDECAR_KEY]["points"][1][1] = "garbage"
    path.write_text(json.dumps(document))
    assert read_record(path) == record and read_saved(path, 2, 3).points == []
    path.write_text(record.to_json())
    assert read_record(path) == record and read_saved(path, 2, 3).points == []
    assert read_saved(tmp_path / "missing.json", 2, 3).points == []
    path.write_text("{ not json")
    assert read_saved(path, 2, 3).points == []
    with pytest.raises(ValueError):  # a sidecar may never overwrite the record's own fields
        record.to_json({"actions": []})


def test_the_panel_shows_whole_percents_adding_up_to_100() -> None:
    from boardgames.ui.widgets.forecast_panel import whole_percents

    assert whole_percents([0.114, 0.665, 0.094, 0.127]) == [11, 67, 9, 13]
    assert sum(whole_percents([1 / 3] * 3)) == 100
    assert sum(whole_percents([0.1] * 10)) == 100
    assert whole_percents([0.0, 1.0]) == [0, 100]
    assert whole_percents([0.004, 0.996]) == [0, 100]


def test_a_few_playouts_read_as_doubt_not_certainty() -> None:
    from boardgames.ai.forecast import smoothed

    assert smoothed([1.0, 0.0, 0.0, 0.0, 0.0], 1) == pytest.approx(
        (2 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6)
    )
    many = smoothed([80.0, 20.0], 100)
    assert sum(many) == pytest.approx(1.0) and many[0] == pytest.approx(81 / 102)
    assert smoothed([0.5, 0.5], 1) == pytest.approx((0.5, 0.5))
