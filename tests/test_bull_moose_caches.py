"""Bull Moose's bots remember pure results (a unit's chances and worths, the boxes' worth)
in caches of a fixed size, so hours of hard bots hold their memory flat: filling a cache
past its bound keeps it at the bound, and what it answers stays right."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice, product
from typing import Any

import pytest

from boardgames.games.bull_moose.bot_eval import _blend, box_worths, shares, unit_worth
from boardgames.games.bull_moose.election import chances
from boardgames.games.bull_moose.search_eval import _unit_variance


def tallies() -> Iterator[tuple[int, ...]]:
    """Distinct five-seat tallies, never all zero (more than any bound)."""
    return (points for points in product(range(9), repeat=5) if any(points))


def boxes() -> Iterator[tuple[tuple[int, ...], ...]]:
    """Distinct points in the three board boxes at three seats."""
    return ((a, b, (1, 0, 0)) for a, b in product(product(range(5), repeat=3), repeat=2))


ASKED: dict[str, tuple[Callable[..., Any], Callable[[], Iterator[tuple[Any, ...]]]]] = {
    "chances": (chances, lambda: ((points,) for points in tallies())),
    "shares": (shares, lambda: ((7, points) for points in tallies())),
    "unit_worth": (unit_worth, lambda: ((7, points, False, 0.6) for points in tallies())),
    "blend": (_blend, lambda: ((points, False, 0.6) for points in tallies())),
    "box_worths": (box_worths, boxes),
    "unit_variance": (_unit_variance, lambda: ((7, points) for points in tallies())),
}


@pytest.mark.parametrize("name", sorted(ASKED))
def test_a_cache_filled_past_its_bound_stays_at_it_and_answers_right(name: str) -> None:
    cached, asked = ASKED[name]
    bound = cached.cache_info().maxsize  # type: ignore[attr-defined]
    assert bound is not None
    cached.cache_clear()  # type: ignore[attr-defined]
    keys = list(islice(asked(), bound + 100))
    assert len(keys) == bound + 100
    answers = [cached(*key) for key in keys]
    assert cached.cache_info().currsize == bound  # type: ignore[attr-defined]
    # the oldest answers were forgotten; asked again, each is worked out the same
    for key, answer in zip(keys[:3] + keys[-3:], answers[:3] + answers[-3:], strict=True):
        assert cached(*key) == answer == cached.__wrapped__(*key)  # type: ignore[attr-defined]
    assert cached.cache_info().currsize == bound  # type: ignore[attr-defined]


def test_chances_forgotten_and_asked_again_are_still_exact() -> None:
    """3 against 2: both stay in the draw (more than half the leader's), lots by points."""
    chances.cache_clear()
    assert chances((3, 2, 0)) == (0.6, 0.4, 0.0)
    for points in islice(tallies(), chances.cache_info().maxsize):
        chances(points)
    assert chances((3, 2, 0)) == (0.6, 0.4, 0.0)  # forgotten by now, worked out again
    assert chances((4, 2, 1)) == (1.0, 0.0, 0.0)  # twice the second's: won outright
