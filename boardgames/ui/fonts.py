"""Fonts for sharp, legible text at any size, and cached text rendering.

Text is rasterised by FreeType straight from the TrueType files at the exact
pixel size asked for, so nothing is ever scaled (scaling a rendered surface is
what makes text blurry). Body text uses Atkinson Hyperlegible Next, a face
designed for low-vision readers, so numbers like electoral votes (1/l/I, 0/O)
never get confused; titles use Libre Baskerville Bold. See
``assets/fonts/README.md`` for sources and licences.

Rendering text is the hottest call in the frame loop (most labels are the same
every frame), so ``render_text`` keeps a small LRU of finished surfaces, bounded by
their count and by their pixels: every new log line is a new text, and a cache bounded
by count alone grows with the window's size and the game's length until it is full.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache

import pygame

from boardgames.resources import assets_dir

log = logging.getLogger(__name__)

# Weight name -> file in assets/fonts. "title" is the display face for headings.
FONT_FILES: dict[str, str] = {
    "regular": "AtkinsonHyperlegibleNext-Regular.ttf",
    "medium": "AtkinsonHyperlegibleNext-Medium.ttf",
    "semibold": "AtkinsonHyperlegibleNext-SemiBold.ttf",
    "bold": "AtkinsonHyperlegibleNext-Bold.ttf",
    "title": "LibreBaskerville-Bold.ttf",
}
WEIGHTS: tuple[str, ...] = tuple(FONT_FILES)

# A game screen renders about 150 different texts over a second, under 1 MB of pixels;
# the oldest surfaces go once either bound is passed.
RENDER_CACHE_SIZE = 512
RENDER_CACHE_BYTES = 4 * 2**20

ColourKey = tuple[int, ...] | str | int

_quit_hook_registered: list[bool] = [False]


def _ensure_font_module() -> None:
    """Initialise pygame.font on first use; forget fonts from an earlier init.

    Font objects turn invalid when the font module quits ("font module quit
    since font created"), so a cache that outlived pygame.quit() must go.
    """
    if not pygame.font.get_init():
        clear_cache()
        pygame.font.init()
    if not _quit_hook_registered[0]:
        pygame.register_quit(clear_cache)
        _quit_hook_registered[0] = True


def _check_weight(weight: str) -> None:
    if weight not in FONT_FILES:
        raise ValueError(f"unknown font weight {weight!r}; expected one of {WEIGHTS}")


@lru_cache(maxsize=256)
def _load_font(size: int, weight: str) -> pygame.font.Font:
    path = assets_dir() / "fonts" / FONT_FILES[weight]
    try:
        return pygame.font.Font(path, size)
    except (OSError, pygame.error) as exc:
        # A broken install should still show text, just less nicely.
        log.warning("font %s unavailable (%s); using pygame's default font", path, exc)
        return pygame.font.Font(None, size)


def get_font(size: int, weight: str = "regular") -> pygame.font.Font:
    """The font for ``weight`` at ``size`` pixels, loaded once and then shared.

    Each load opens and parses the TTF file and holds its own FreeType face,
    which is waste to repeat per frame, so fonts are cached by (size, weight). Weights: ``regular``, ``medium``,
    ``semibold``, ``bold`` and ``title`` (the serif display face). A missing
    font file falls back to pygame's built-in font instead of failing.
    """
    _check_weight(weight)
    _ensure_font_module()
    return _load_font(max(1, int(size)), weight)


class _Rendered:
    """Finished text surfaces, least recently used first, within RENDER_CACHE_SIZE
    surfaces and RENDER_CACHE_BYTES of pixels (the newest is kept whatever its size)."""

    def __init__(self) -> None:
        self.surfaces: OrderedDict[tuple[str, int, ColourKey, str], pygame.Surface]
        self.surfaces = OrderedDict()
        self.pixel_bytes = 0

    def get(self, text: str, size: int, colour: ColourKey, weight: str) -> pygame.Surface:
        key = (text, size, colour, weight)
        found = self.surfaces.get(key)
        if found is not None:
            self.surfaces.move_to_end(key)
            return found
        found = get_font(size, weight).render(text, True, colour)
        self.surfaces[key] = found
        self.pixel_bytes += _pixel_bytes(found)
        while len(self.surfaces) > 1 and (
            len(self.surfaces) > RENDER_CACHE_SIZE or self.pixel_bytes > RENDER_CACHE_BYTES
        ):
            self.pixel_bytes -= _pixel_bytes(self.surfaces.popitem(last=False)[1])
        return found

    def clear(self) -> None:
        self.surfaces.clear()
        self.pixel_bytes = 0


def _pixel_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


_rendered = _Rendered()


def _render_cached(text: str, size: int, colour: ColourKey, weight: str) -> pygame.Surface:
    return _rendered.get(text, size, colour, weight)


def _colour_key(colour: pygame.typing.ColorLike) -> ColourKey:
    """A hashable stand-in for ``colour``: pygame.Color itself cannot be a dict key."""
    if isinstance(colour, tuple | str | int):
        return colour
    return tuple(pygame.Color(colour))


def render_text(
    text: str,
    size: int,
    colour: pygame.typing.ColorLike,
    weight: str = "regular",
) -> pygame.Surface:
    """Anti-aliased single-line ``text`` on a transparent surface, cached.

    The same surface object is returned for repeated calls, so callers must
    treat it as read-only (blit it; copy it before drawing on it).
    """
    _check_weight(weight)
    if not pygame.font.get_init():
        _ensure_font_module()
    return _render_cached(text, max(1, int(size)), _colour_key(colour), weight)


@lru_cache(maxsize=256)
def _wrap_cached(text: str, size: int, width: int, weight: str) -> tuple[str, ...]:
    font = get_font(size, weight)
    lines: list[str] = []
    for paragraph in text.splitlines():
        words = paragraph.split()
        if not words:
            lines.append("")  # keep deliberate blank lines
            continue
        line = words[0]
        for word in words[1:]:
            candidate = f"{line} {word}"
            if font.size(candidate)[0] <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def wrap_text(text: str, size: int, width: int, weight: str = "regular") -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels, on word boundaries.

    Newlines in ``text`` start new lines. A single word wider than ``width``
    gets a line of its own rather than being cut mid-word (state names and
    numbers must stay whole); callers that must fit can shrink the size.
    """
    _check_weight(weight)
    _ensure_font_module()
    return list(_wrap_cached(text, max(1, int(size)), int(width), weight))


@lru_cache(maxsize=2048)
def fit_text(text: str, size: int, width: int, weight: str = "regular") -> str:
    """``text`` cut at a word (or letter) with an ellipsis so it fits ``width`` pixels
    (worked out once per text, size and width: labels are fitted every frame)."""
    font = get_font(size, weight)
    if font.size(text)[0] <= width:
        return text
    words = text.split()
    while len(words) > 1:
        words.pop()
        candidate = " ".join(words) + "..."
        if font.size(candidate)[0] <= width:
            return candidate
    cut = text
    while cut and font.size(cut + "...")[0] > width:
        cut = cut[:-1]
    return cut + "..." if cut else ""


@dataclass(frozen=True)
class FittedText:
    """Lines of text and the size that makes them fit a box (see ``fit_lines``)."""

    lines: tuple[str, ...]
    size: int
    weight: str
    step: int  # pixels from one line's top to the next

    @property
    def height(self) -> int:
        return self.step * len(self.lines)

    @property
    def width(self) -> int:
        """The widest line in pixels."""
        font = get_font(self.size, self.weight)
        return max((font.size(line)[0] for line in self.lines), default=0)


@lru_cache(maxsize=512)
def fit_lines(
    text: str,
    size: int,
    width: int,
    weight: str = "regular",
    max_lines: int = 2,
    min_size: int = 12,
    max_height: int | None = None,
) -> FittedText:
    """Fit one long line into ``width`` pixels: wrap it, then shrink it, then cut it short.

    First the text wraps onto up to ``max_lines`` lines at ``size``; if that is
    not enough (or the lines are taller than ``max_height``) the size steps
    down to ``min_size``; if even that is not enough, the last line ends in an
    ellipsis. Headlines, captions and messages use it so that no text ever
    runs off the window at any size.
    """
    _check_weight(weight)
    _ensure_font_module()
    width = max(1, int(width))
    lines: list[str] = []
    for current in range(max(size, min_size), min_size - 1, -1):
        font = get_font(current, weight)
        step = font.get_linesize()
        lines = list(_wrap_cached(text, current, width, weight))
        taller = max_height is not None and step * len(lines) > max_height
        if (
            len(lines) <= max_lines
            and not taller
            and all(font.size(line)[0] <= width for line in lines)
        ):
            return FittedText(tuple(lines), current, weight, step)
    rows = max_lines
    step = get_font(min_size, weight).get_linesize()
    if max_height is not None:
        rows = max(1, min(rows, max_height // step))
    kept = lines[: rows - 1]
    rest = " ".join(lines[rows - 1 :])
    kept = [fit_text(line, min_size, width, weight) for line in kept]
    kept.append(fit_text(rest, min_size, width, weight))
    return FittedText(tuple(kept), min_size, weight, step)


def draw_fitted(
    surface: pygame.Surface,
    fitted: FittedText,
    colour: pygame.typing.ColorLike,
    anchor: tuple[int, int],
    align: str = "center",
) -> pygame.Rect:
    """Blit fitted lines from ``anchor`` (the top centre, or top left with align='left').

    Returns the rectangle drawn, so callers can place what comes below.
    """
    x, y = anchor
    drawn = pygame.Rect(x, y, 0, 0)
    for index, line in enumerate(fitted.lines):
        text = render_text(line, fitted.size, colour, fitted.weight)
        top = y + index * fitted.step
        spot = (
            text.get_rect(midtop=(x, top)) if align == "center" else text.get_rect(topleft=(x, top))
        )
        surface.blit(text, spot)
        drawn = drawn.union(spot) if drawn.size != (0, 0) else spot
    return drawn


def line_height(size: int, weight: str = "regular") -> int:
    """Pixels from one baseline to the next, for stacking wrapped lines."""
    return get_font(size, weight).get_linesize()


@lru_cache(maxsize=512)
def shrink_to_fit(
    text: str, size: int, room: int, weight: str = "semibold", smallest: int = 13
) -> tuple[str, int]:
    """``text`` and the size to render it at to fit ``room`` pixels: ``size``, or smaller
    (down to ``smallest``) and then shortened; worked out once per text, size and room (a
    button's label is drawn every frame)."""
    while size > smallest and get_font(size, weight).size(text)[0] > room:
        size -= 1
    return fit_text(text, size, room, weight), size


def clear_cache() -> None:
    """Drop every cached font and surface (after pygame.font.quit(), or in tests)."""
    shrink_to_fit.cache_clear()
    fit_text.cache_clear()
    fit_lines.cache_clear()
    _load_font.cache_clear()
    _rendered.clear()
    _wrap_cached.cache_clear()
