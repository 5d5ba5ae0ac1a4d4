"""Drawing Electoral Dice's grid board and its legend (the scene in ``view.py`` lays them out).

Cells show a state's code, votes and status in words as well as colour: a
Locked State is a pale wash of its owner's colour with a stripe, a Swing State
is grey, a won state is the winner's full colour. The legend under the board
says so, so nobody has to guess what a pale fill means.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

import pygame

from boardgames.core.gridboard import GridBoard
from boardgames.games.electoral_dice.rules import EDState
from boardgames.ui import theme
from boardgames.ui.fonts import render_text, wrap_text
from boardgames.ui.layer_cache import Layer

LEGEND_HEIGHT = 22
Swatch = Callable[[pygame.Surface, pygame.Rect], None]
_cells_for: list = [None, None, []]  # (board, cell rects, their state cells), the last laid out
_LEGEND = Layer()  # the legend under the board changes only with the column in play


def locked_fill(style: theme.PlayerStyle) -> theme.Colour:
    """A pale wash of the owner's colour: clearly theirs, clearly not yet won."""
    return theme.blend((235, 235, 235), style.colour, 0.28)


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
    key = (tuple(styles), tuple(names), active_column)
    _LEGEND.draw(
        surface, rect, key, lambda: _paint_legend(surface, rect, styles, names, active_column)
    )


def _paint_legend(
    surface: pygame.Surface,
    rect: pygame.Rect,
    styles: Sequence[theme.PlayerStyle],
    names: Sequence[str],
    active_column: str,
) -> None:
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
    flash: float | None,
    legal: bool,
    pulse: float,
) -> None:
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
    elif legal:
        pygame.draw.rect(
            surface, theme.blend(theme.ACCENT, theme.FOCUS, pulse), rect, 3, border_radius=5
        )


def board_area(board_rect: pygame.Rect) -> pygame.Rect:
    """What the board covers: the grid, the active column's band and the column letters."""
    top = board_rect.y - 4 - render_text("K", 13, theme.TEXT_DIM, "bold").get_height()
    return pygame.Rect(board_rect.x, top, board_rect.width, board_rect.bottom + 4 - top)


def state_cells(
    board: GridBoard, cell_rects: Mapping[str, pygame.Rect]
) -> list[tuple[str, pygame.Rect]]:
    """Each state's part of its cell, as drawn (worked out again only after a new layout)."""
    if _cells_for[0] is board and _cells_for[1] is cell_rects:
        return _cells_for[2]
    cells = []
    for cell in board.cells:
        if cell.kind != "states":
            continue
        rect = cell_rects[cell.cell_id].inflate(-4, -4)
        for code, part in zip(cell.states, split_cell(rect, len(cell.states)), strict=True):
            cells.append((code, part.inflate(-2, 0) if len(cell.states) > 1 else part))
    _cells_for[:] = [board, cell_rects, cells]
    return cells


def draw_board(
    surface: pygame.Surface,
    ed: EDState,
    board: GridBoard,
    board_rect: pygame.Rect,
    cell_rects: Mapping[str, pygame.Rect],
    styles: Sequence[theme.PlayerStyle],
    flash: Mapping[str, float],
    legal: frozenset[str],
    clock: float,
    layer: Layer | None = None,
) -> None:
    """The 8 x 11 grid: the active column banded, fact cells in small print, state cells.

    The board as the view shows it is one cached layer (``layer``); what moves is drawn
    over it: the cells flashing and the pulse around the states that may be chosen."""
    key = (ed, tuple(styles), tuple(board_rect))
    (layer or Layer()).draw(
        surface,
        board_area(board_rect),
        key,
        lambda: _paint_board(surface, ed, board, board_rect, cell_rects, styles),
    )
    pulse = 0.5 + 0.5 * math.sin(clock * 5)
    glow = theme.blend(theme.ACCENT, theme.FOCUS, pulse)
    for code, rect in state_cells(board, cell_rects):
        if code in flash:
            draw_state_cell(surface, ed, code, rect, styles, flash[code], code in legal, pulse)
        elif code in legal and code != ed.contest_state:
            pygame.draw.rect(surface, glow, rect, 3, border_radius=5)


def _paint_board(
    surface: pygame.Surface,
    ed: EDState,
    board: GridBoard,
    board_rect: pygame.Rect,
    cell_rects: Mapping[str, pygame.Rect],
    styles: Sequence[theme.PlayerStyle],
) -> None:
    active = ed.active_column
    column_index = board.columns.index(active)
    cell_w = board_rect.width // len(board.columns)
    band = pygame.Rect(
        board_rect.x + column_index * cell_w, board_rect.y - 4, cell_w, board_rect.height + 8
    )
    pygame.draw.rect(
        surface, theme.blend(theme.BACKGROUND, theme.ACCENT, 0.35), band, border_radius=6
    )
    for cell in board.cells:
        if cell.kind == "states":
            continue
        rect = cell_rects[cell.cell_id].inflate(-4, -4)
        pygame.draw.rect(surface, theme.CELL_FACT, rect, border_radius=4)
        size = max(9, min(14, rect.height // 4))
        lines = wrap_text(cell.title, size, rect.width - 8)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-4, -2))
        for i, line in enumerate(lines[: max(1, (rect.height - 4) // (size + 3))]):
            surface.blit(
                render_text(line, size, theme.TEXT_DIM),
                (rect.x + 4, rect.y + 3 + i * (size + 3)),
            )
        surface.set_clip(clip)
    for code, rect in state_cells(board, cell_rects):
        draw_state_cell(surface, ed, code, rect, styles, None, False, 0.0)
    for index, column in enumerate(board.columns):
        label = render_text(
            column, 13, theme.ACCENT if column == active else theme.TEXT_DIM, "bold"
        )
        x = board_rect.x + index * cell_w + cell_w // 2
        surface.blit(label, label.get_rect(midbottom=(x, board_rect.y - 4)))
