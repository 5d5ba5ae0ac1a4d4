"""Regions of the window drawn once and replayed while what they show stays the same.

A ``Layer`` is one rectangle of a frame (a panel, the board, a track of cards). Its
first draw paints as usual and then copies the painted pixels; while the caller's key
stays equal, later frames blit that copy instead of painting again. Because the copy
is taken from the window itself, a replayed layer is the same picture, pixel for
pixel, as a fresh paint: the key must name everything drawn inside the rectangle,
including what was under it (the window's background is a constant of the theme).

Keys are built by whoever knows what a region shows: the view it is drawn from (so a
layer painted for one person's view is never replayed for another's), the window
size, the colours, hover and focus. Anything that moves every frame (a pulse, a glow)
is drawn after the layer, not inside it.

``caching(False)`` turns every layer off (each frame paints afresh): the tests compare
frames drawn both ways.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

import pygame

_enabled = True


def caching(enabled: bool) -> None:
    """Replay cached layers (True, the default) or paint every layer every frame."""
    global _enabled
    _enabled = enabled


def caching_enabled() -> bool:
    return _enabled


@contextmanager
def caches_off() -> Iterator[None]:
    """Within the block, every layer paints afresh (and keeps no copy)."""
    before = _enabled
    caching(False)
    try:
        yield
    finally:
        caching(before)


class Layer:
    """One cached rectangle of the window: painted when its key changes, else replayed."""

    __slots__ = ("_key", "_pixels", "extra")

    def __init__(self) -> None:
        self._key: Hashable = None
        self._pixels: pygame.Surface | None = None
        self.extra: object = None  # what the paint worked out besides pixels (tooltip areas)

    def clear(self) -> None:
        self._key, self._pixels, self.extra = None, None, None

    def replay_part(
        self, surface: pygame.Surface, rect: pygame.Rect, key: Hashable, part: pygame.Rect
    ) -> bool:
        """Blit only ``part`` of the copy kept for ``rect`` and ``key`` (as ``draw`` would
        replay it); False, drawing nothing, when no copy is kept for them."""
        area = pygame.Rect(rect).clip(surface.get_rect())
        full_key: tuple[object, ...] = (key, tuple(area), surface.get_size())
        if not _enabled or self._pixels is None or self._key != full_key:
            return False
        part = part.clip(area)
        surface.blit(self._pixels, part, part.move(-area.x, -area.y))
        return True

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        key: Hashable,
        paint: Callable[[], object],
        *,
        see_through: bool = False,
        under: Hashable = None,
    ) -> bool:
        """Paint ``rect`` of ``surface`` (``paint`` draws only inside it), or replay the copy
        made when the key was last the same. True when it was replayed.

        ``see_through``: the layer is drawn over pixels its key cannot name (a translucent
        panel over the board), so those pixels join the key; unless ``under`` names them
        (what the caller knows was drawn there, unchanged while ``under`` holds)."""
        area = pygame.Rect(rect).clip(surface.get_rect())
        full_key: tuple[object, ...] = (key, tuple(area), surface.get_size())
        if see_through and under is not None:
            full_key += ("under", under)
        elif see_through and _enabled and area.width > 0 and area.height > 0:
            full_key += (pygame.image.tobytes(surface.subsurface(area), "RGBX"),)
        if _enabled and self._pixels is not None and self._key == full_key:
            surface.blit(self._pixels, area)
            return True
        self.extra = paint()
        if not _enabled:
            return False  # a fresh draw to compare with: the kept copy stays as it was
        if area.width > 0 and area.height > 0:
            self._pixels = surface.subsurface(area).copy()
            self._key = full_key
        else:
            self._pixels, self._key = None, None
        return False


def painted_parts(picture: pygame.Surface, tile: int = 64) -> list[pygame.Rect]:
    """The parts of a mostly transparent picture that hold something, tile by tile: blitting
    only these (``blit_parts``) gives the same pixels as blitting the whole picture, since
    a fully transparent pixel leaves what is under it unchanged."""
    width, height = picture.get_size()
    parts = []
    for y in range(0, height, tile):
        for x in range(0, width, tile):
            area = pygame.Rect(x, y, min(tile, width - x), min(tile, height - y))
            found = picture.subsurface(area).get_bounding_rect()
            if found.width and found.height:
                parts.append(found.move(x, y))
    return parts


def blit_parts(
    surface: pygame.Surface,
    picture: pygame.Surface,
    topleft: tuple[int, int],
    parts: list[pygame.Rect],
) -> None:
    """Blit the painted ``parts`` of ``picture`` with its top-left corner at ``topleft`` (those
    outside the surface's clip are left out: they would draw nothing)."""
    x, y = topleft
    clip = surface.get_clip()
    surface.blits(
        [
            (picture, (x + part.x, y + part.y), part)
            for part in parts
            if clip.colliderect(part.move(x, y))
        ],
        False,
    )
