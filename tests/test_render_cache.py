"""The rendered-text cache is bounded by its pixels, not only by how many texts it holds."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pygame
import pytest

from boardgames.ui import fonts


@pytest.fixture
def empty_cache() -> Iterator[None]:
    pygame.font.init()
    fonts.clear_cache()
    yield
    fonts.clear_cache()


def test_large_texts_push_the_oldest_out_long_before_the_count_is_reached(
    empty_cache: None,
) -> None:
    first = fonts.render_text("The first of many long log lines " * 2, 48, (255, 255, 255))
    first_gone = weakref.ref(first)
    del first
    rendered, count = 0, 0
    while rendered < 16 * 2**20:  # far beyond what a cache of rendered text should hold
        line = fonts.render_text(f"Log line {count} of a very long game " * 2, 48, (9, 9, 9))
        rendered += line.get_pitch() * line.get_height()
        count += 1
    gc.collect()
    assert count < fonts.RENDER_CACHE_SIZE // 4  # the count alone would have kept them all
    assert first_gone() is None
    # the newest are still kept: asked again, the same surface comes back
    assert (
        fonts.render_text(f"Log line {count - 1} of a very long game " * 2, 48, (9, 9, 9)) is line
    )


def test_many_small_texts_are_bounded_by_their_count(empty_cache: None) -> None:
    first = fonts.render_text("0", 12, (255, 255, 255))
    first_gone = weakref.ref(first)
    del first
    for number in range(1, fonts.RENDER_CACHE_SIZE + 1):
        fonts.render_text(str(number), 12, (255, 255, 255))
    gc.collect()
    assert first_gone() is None
