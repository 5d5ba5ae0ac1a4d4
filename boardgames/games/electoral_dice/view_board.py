"""Drawing Electoral Dice's grid board and its legend (the scene in ``view.py`` lays them out).

Cells show a state's code, votes and status in words as well as colour: a
Locked State is a pale wash of its owner's colour with a stripe, a Swing State
is grey, a won state is the winner's full colour. The legend under the board
says so, so nobody has to guess what a pale fill means.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence

import pygame

from boardgames.core.gridboard import GridBoard
from boardgames.games.electoral_dice.rules import EDState
from boardgames.ui import theme
from boardgames.ui.fonts import get_font, render_text, wrap_text

LEGEND_HEIGHT = 22
FACT_PAD = 2  # a president's cell's text margin
FACT_LEAST = 9  # the least size of a president's cell's text
Swatch = Callable[[pygame.Surface, pygame.Rect], None]


def locked_fill(style: theme.PlayerStyle) -> theme.Colour:
    """A pale wash of the owner's colour: clearly theirs, clearly not yet won."""
    return theme.blend((235, 235, 235), style.colour, 0.28)


def fact_lines(title: str, size: int, width: int) -> list[str]:
    """A president's cell ("Washington, 1789") in lines ``width`` wide; a comma that ends a
    line before the year goes, as the line break says as much."""
    lines = wrap_text(title, size, width)
    return [line[:-1] if line.endswith(",") else line for line in lines]


_FACT_SIZES: dict[tuple[tuple[str, ...], tuple[int, int]], tuple[int, int]] = {}


def fact_size(titles: tuple[str, ...], cell: tuple[int, int]) -> tuple[int, int]:
    """The one font size (and line step) at which every president's cell prints its whole
    name and year inside a cell of this size: the largest from 14 down to ``FACT_LEAST``."""
    key = (titles, cell)
    if key not in _FACT_SIZES:
        width, height = cell[0] - 2 * FACT_PAD, cell[1] - 2
        found = (FACT_LEAST, FACT_LEAST + 2)
        for size in range(14, FACT_LEAST - 1, -1):
            font = get_font(size)
            step = min(font.get_linesize(), size + 2)
            fits = all(
                len(lines) * step <= height and all(font.size(ln)[0] <= width for ln in lines)
                for lines in (fact_lines(title, size, width) for title in titles)
            )
            if fits:
                found = (size, step)
                break
        _FACT_SIZES[key] = found
    return _FACT_SIZES[key]


def split_cell(rect: pygame.Rect, parts: int) -> list[pygame.Rect]:
    """A cell shared by several states, cut into equal columns."""
    if parts == 1:
        return [rect]
    width = rect.width // parts
    return [pygame.Rect(rect.x + i * width, rect.y, width, rect.height) for i in range(parts)]


def _locked_swatch(style: theme.PlayerStyle) -> Swatch:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, locked_fill(style), rect, border_radius=3)
        pygame.draw.rect(surface, style.colour, (rect.x, rect.y, 4, rect.height), border_radius=2)

    return draw


def _fill_swatch(colour: theme.Colour) -> Swatch:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, colour, rect, border_radius=3)

    return draw


def _active_swatch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(
        surface, theme.blend(theme.BACKGROUND, theme.ACCENT, 0.35), rect, border_radius=3
    )
    pygame.draw.rect(surface, theme.ACCENT, rect, 1, border_radius=3)


def draw_legend(
    surface: pygame.Surface,
    rect: pygame.Rect,
    styles: Sequence[theme.PlayerStyle],
    names: Sequence[str],
    active_column: str,
) -> None:
    """One row: what each kind of cell means. Names give way to letters when space is short."""
    for labels in (
        [f"{names[p]}'s Locked" for p in (0, 1)] + [f"Won by {names[p]}" for p in (0, 1)],
        [f"{styles[p].letter} Locked" for p in (0, 1)]
        + [f"{styles[p].letter} won" for p in (0, 1)],
    ):
        items: list[tuple[Swatch, str]] = [
            (_locked_swatch(styles[0]), labels[0]),
            (_locked_swatch(styles[1]), labels[1]),
            (_fill_swatch(theme.SWING), "Swing State"),
            (_fill_swatch(styles[0].colour), labels[2]),
            (_fill_swatch(styles[1].colour), labels[3]),
            (_active_swatch, f"Column {active_column} in play"),
        ]
        for size in (13, 12, 11):
            texts = [render_text(label, size, theme.TEXT_DIM) for _, label in items]
            width = sum(t.get_width() + 30 for t in texts) - 10
            if width <= rect.width:
                x = rect.x
                for (swatch, _), text in zip(items, texts, strict=True):
                    box = pygame.Rect(x, rect.centery - 7, 16, 14)
                    swatch(surface, box)
                    surface.blit(text, text.get_rect(midleft=(box.right + 5, rect.centery)))
                    x += text.get_width() + 30
                return


def draw_cell_text(
    surface: pygame.Surface, rect: pygame.Rect, code: str, ev: str, tag: str, ink: theme.Colour
) -> None:
    """Code, votes and status, sized to the cell so nothing overlaps at any window size."""
    big = max(10, min(20, rect.height // 2 - 2, rect.width // 3))
    small = max(9, big - 4)
    left = rect.x + 8
    name = render_text(code, big, ink, "bold")
    votes = render_text(ev, small + 1, ink, "semibold")
    if name.get_width() + votes.get_width() + 18 <= rect.width:
        surface.blit(name, (left, rect.y + 2))
        surface.blit(votes, votes.get_rect(topright=(rect.right - 5, rect.y + 3)))
        label = render_text(tag, min(small, 12), ink)
        if rect.height >= name.get_height() + label.get_height() + 2:
            surface.blit(label, label.get_rect(bottomleft=(left, rect.bottom - 2)))
        return
    # A narrow cell: the code above its votes, centred; the owner's letter in the corner
    # (colour is never the only signal).
    size = max(9, min(big, (rect.height - 4) // 2, (rect.width - 6) // 2 + 2))
    name = render_text(code, size, ink, "bold")
    votes = render_text(ev, max(9, size - 2), ink, "semibold")
    cx = rect.centerx + 3
    if tag != "swing" and rect.width >= 40:
        badge = render_text(tag[0], 10, ink, "bold")
        surface.blit(badge, (rect.x + 7, rect.bottom - badge.get_height() - 1))
    surface.blit(name, name.get_rect(midtop=(cx, rect.y + 1)))
    surface.blit(votes, votes.get_rect(midbottom=(cx, rect.bottom - 1)))


def draw_state_cell(
    surface: pygame.Surface,
    ed: EDState,
    code: str,
    rect: pygame.Rect,
    styles: Sequence[theme.PlayerStyle],
    flash: float | None = None,
) -> None:
    """A state's cell: its owner's colour (flashing while just won or lost), the Locked
    State's stripe, its name and votes, and the ring of the state contested now."""
    owner = ed.owner.get(code)
    if owner is not None:
        fill, tag = styles[owner].colour, styles[owner].letter
    elif code in ed.locked_by:
        style = styles[ed.locked_by[code]]
        fill, tag = locked_fill(style), f"{style.letter} locked"
    else:
        fill, tag = theme.SWING, "swing"
    if flash is not None:
        fill = theme.blend(fill, theme.FOCUS, 0.5 + 0.5 * math.sin(flash * 20))
    pygame.draw.rect(surface, fill, rect, border_radius=5)
    if code in ed.locked_by and owner is None:
        stripe = styles[ed.locked_by[code]].colour
        pygame.draw.rect(surface, stripe, (rect.x, rect.y, 6, rect.height), border_radius=3)
    ink = theme.readable_on(fill)
    draw_cell_text(surface, rect, code, str(ed.board.ev[code]), tag, ink)
    if code == ed.contest_state:
        pygame.draw.rect(surface, theme.FOCUS, rect, 3, border_radius=5)


def state_cells(
    board: GridBoard, cell_rects: Mapping[str, pygame.Rect]
) -> Iterator[tuple[str, pygame.Rect]]:
    """Each state's code and the part of its cell it is drawn in."""
    for cell in board.cells:
        if cell.kind != "states":
            continue
        rect = cell_rects[cell.cell_id].inflate(-4, -4)
        for code, part in zip(cell.states, split_cell(rect, len(cell.states)), strict=True):
            yield code, (part.inflate(-2, 0) if len(cell.states) > 1 else part)


def draw_board(
    surface: pygame.Surface,
    ed: EDState,
    board: GridBoard,
    board_rect: pygame.Rect,
    cell_rects: Mapping[str, pygame.Rect],
    styles: Sequence[theme.PlayerStyle],
) -> None:
    """The 8 x 11 grid: the active column banded, fact cells in small print, state cells
    (still: the flashing and lit ones are drawn over it by ``draw_lit_cells``)."""
    active = ed.active_column
    column_index = board.columns.index(active)
    cell_w = board_rect.width // len(board.columns)
    band = pygame.Rect(
        board_rect.x + column_index * cell_w, board_rect.y - 4, cell_w, board_rect.height + 8
    )
    pygame.draw.rect(
        surface, theme.blend(theme.BACKGROUND, theme.ACCENT, 0.35), band, border_radius=6
    )
    titles = tuple(c.title for c in board.cells if c.kind != "states")
    for cell in board.cells:
        if cell.kind != "states":
            rect = cell_rects[cell.cell_id].inflate(-2, -4)
            pygame.draw.rect(surface, theme.CELL_FACT, rect, border_radius=4)
            size, step = fact_size(titles, rect.size)
            for i, line in enumerate(fact_lines(cell.title, size, rect.width - 2 * FACT_PAD)):
                surface.blit(
                    render_text(line, size, theme.TEXT_DIM),
                    (rect.x + FACT_PAD, rect.y + 2 + i * step),
                )
    for code, rect in state_cells(board, cell_rects):
        draw_state_cell(surface, ed, code, rect, styles)
    for index, column in enumerate(board.columns):
        label = render_text(
            column, 13, theme.ACCENT if column == active else theme.TEXT_DIM, "bold"
        )
        x = board_rect.x + index * cell_w + cell_w // 2
        surface.blit(label, label.get_rect(midbottom=(x, board_rect.y - 4)))


def draw_lit_cells(
    surface: pygame.Surface,
    ed: EDState,
    board: GridBoard,
    cell_rects: Mapping[str, pygame.Rect],
    styles: Sequence[theme.PlayerStyle],
    flash: Mapping[str, float],
    legal: frozenset[str],
    clock: float,
) -> None:
    """Over the still board: the cells flashing (a state just won or lost), painted again,
    and the pulsing ring of each state that may be contested."""
    if not flash and not legal:
        return
    pulse = theme.blend(theme.ACCENT, theme.FOCUS, 0.5 + 0.5 * math.sin(clock * 5))
    for code, rect in state_cells(board, cell_rects):
        if code in flash:
            draw_state_cell(surface, ed, code, rect, styles, flash[code])
        if code in legal and code != ed.contest_state:
            pygame.draw.rect(surface, pulse, rect, 3, border_radius=5)
