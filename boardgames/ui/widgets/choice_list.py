"""The current decision's options as buttons, numbered for the keyboard.

Two kinds of options: a few full-width buttons (with an optional line saying
what each does), and a grid of short ones (state codes, say) that may be too
many to show at once and so come in pages, turned with Page Up / Page Down.
Number keys 1-9 pick the options in the order shown on the current page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from boardgames.ui.widgets.button import Button, ButtonGroup

ROW = 36
ROW_DETAILED = 44
GRID_ROW = 30
GAP = 5
MAX_KEYS = 9


@dataclass(frozen=True)
class Choice:
    label: str
    action: Callable[[], None]
    detail: str = ""


class ChoiceList:
    def __init__(self) -> None:
        self.page = 0
        self.pages = 1

    def reset(self) -> None:
        self.page = 0

    def build(
        self,
        group: ButtonGroup,
        rect: pygame.Rect,
        choices: Sequence[Choice],
        grid: Sequence[Choice] = (),
        columns: int = 3,
        on_page: Callable[[], None] | None = None,
    ) -> int:
        """Add the buttons to ``group`` inside ``rect``; returns the y below the last one."""
        y = rect.y
        number = 0

        def hotkey() -> tuple[int | None, str]:
            nonlocal number
            number += 1
            return (pygame.K_0 + number, str(number)) if number <= 9 else (None, "")

        for choice in choices:
            height = ROW_DETAILED if choice.detail else ROW
            key, hint = hotkey()
            button = Button(
                pygame.Rect(rect.x, y, rect.width, height),
                choice.label,
                choice.action,
                True,
                key,
                hint,
                15,
                detail=choice.detail,
            )
            group.add(button)
            y += height + GAP
        if not grid:
            self.pages = 1
            return y
        rows_fit = max(1, (rect.bottom - y + GAP) // (GRID_ROW + GAP))
        per_page = rows_fit * columns
        if len(grid) > per_page:  # keep a row for the page buttons
            per_page = max(columns, (rows_fit - 1) * columns)
        # No more than the number keys can reach: a page is all 1-9.
        per_page = min(per_page, max(columns, MAX_KEYS - len(choices)))
        self.pages = max(1, -(-len(grid) // per_page))
        self.page = min(self.page, self.pages - 1)
        shown = grid[self.page * per_page : (self.page + 1) * per_page]
        width = (rect.width - GAP * (columns - 1)) // columns
        for index, choice in enumerate(shown):
            row, col = divmod(index, columns)
            key, hint = hotkey()
            cell = pygame.Rect(
                rect.x + col * (width + GAP), y + row * (GRID_ROW + GAP), width, GRID_ROW
            )
            group.add(Button(cell, choice.label, choice.action, True, key, hint, 14))
        y += -(-len(shown) // columns) * (GRID_ROW + GAP)
        if self.pages > 1:
            half = (rect.width - GAP) // 2
            group.add(
                Button(
                    pygame.Rect(rect.x, y, half, GRID_ROW),
                    "Previous",
                    lambda: self._turn(-1, on_page),
                    self.page > 0,
                    pygame.K_PAGEUP,
                    "PgUp",
                    14,
                )
            )
            group.add(
                Button(
                    pygame.Rect(rect.x + half + GAP, y, half, GRID_ROW),
                    f"More ({self.page + 1}/{self.pages})",
                    lambda: self._turn(1, on_page),
                    self.page < self.pages - 1,
                    pygame.K_PAGEDOWN,
                    "PgDn",
                    14,
                )
            )
            y += GRID_ROW + GAP
        return y

    def _turn(self, step: int, on_page: Callable[[], None] | None) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        if on_page is not None:
            on_page()
