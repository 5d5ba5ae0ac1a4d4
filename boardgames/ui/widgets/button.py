"""Buttons that work the same with the mouse and the keyboard.

A ButtonGroup keeps keyboard focus: arrows or Tab move it, Enter or Space
press the focused button, and each button may have its own hotkey. That way
every menu decision can be made without a mouse.

The focus is drawn only once the keyboard is used. So that Enter never acts on
a hidden focus the mouse left somewhere, hovering does not move it, and after a
click the first Enter, Tab or arrow only shows the focus (on the first button).
Before any input, Enter presses the first button, as a keyboard user expects,
and the first Tab or arrow shows the focus where it is instead of skipping it.
A setting button may also step back and forth (``adjust``): Left/Right on it,
or a right click to step back.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import get_font, render_text, shrink_to_fit

HINT_GAP = 6  # the least room between a label and its key hint


def hint_size(size: int) -> int:
    """The size of a button's key hint beside a label of ``size``."""
    return max(11, size - 8)


def width_needed(label: str, hint: str = "", size: int = 20) -> int:
    """The least width of a button that shows ``label`` whole at ``size`` beside its key
    ``hint``: its margins, and the hint's room at the right."""
    width = get_font(size, "semibold").size(label)[0] + 20
    if hint:  # the label keeps clear of the key hint at the right
        width += get_font(hint_size(size)).size(hint)[0] + 10
    return width


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    enabled: bool = True
    hotkey: int | None = None
    hint: str = ""
    size: int = 20
    selected: bool = False  # shown as chosen (toggles, radio choices)
    detail: str = ""  # an optional second, smaller line saying what the choice does
    adjust: Callable[[int], None] | None = None  # step a setting by +1/-1 (Left/Right)
    short: str = ""  # a shorter label, shown where the whole one would be cut
    hovered: bool = field(default=False, init=False)

    def fitted_label(self) -> tuple[str, int]:
        """The label at its size, or smaller (down to 13 px), else its short form, and then
        shortened, to fit the button; with the size it is drawn at."""
        room = self.rect.width - width_needed("", self.hint, self.size)
        text, size = shrink_to_fit(self.label, self.size, room)
        if text != self.label and self.short:
            text, size = shrink_to_fit(self.short, self.size, room)
        return text, size

    def _hint_size(self) -> int:
        return hint_size(self.size)

    def _label(self, colour: theme.Colour) -> pygame.Surface:
        text, size = self.fitted_label()
        return render_text(text, size, colour, "semibold")

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if not self.enabled:
            fill, text = theme.blend(theme.PANEL, theme.BACKGROUND, 0.4), theme.TEXT_DIM
        elif self.selected:
            fill, text = theme.ACCENT, (20, 20, 24)
        elif self.hovered or focused:
            fill, text = theme.blend(theme.PANEL, theme.ACCENT, 0.25), theme.TEXT
        else:
            fill, text = theme.PANEL, theme.TEXT
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        edge = theme.FOCUS if focused and self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=3 if focused else 1, border_radius=8)
        label = self._label(text)
        hint = render_text(self.hint, self._hint_size(), theme.TEXT_DIM) if self.hint else None
        centre, hint_rect = self.label_centre_and_hint(label.get_width(), hint)
        if self.detail:
            small = render_text(self.detail, max(11, self.size - 4), theme.TEXT_DIM)
            top = self.rect.centery - (label.get_height() + small.get_height()) // 2
            surface.blit(label, label.get_rect(midtop=(centre, top)))
            surface.blit(small, small.get_rect(midtop=(centre, top + label.get_height())))
        else:
            surface.blit(label, label.get_rect(center=(centre, self.rect.centery)))
        if hint is not None:
            surface.blit(hint, hint_rect)

    def label_centre_and_hint(
        self, label_width: int, hint: pygame.Surface | None
    ) -> tuple[int, pygame.Rect]:
        """Where the label is centred, and the key hint's box at the right: the label
        moves left, clear of the hint, on a button too narrow to centre it."""
        centre = self.rect.centerx
        if hint is None:
            return centre, pygame.Rect(self.rect.right, self.rect.centery, 0, 0)
        hint_rect = hint.get_rect(midright=(self.rect.right - 10, self.rect.centery))
        clear = hint.get_width() + 10 + HINT_GAP  # from the button's right edge
        if label_width > self.rect.width - 2 * clear:
            centre = self.rect.x + (self.rect.width - clear) // 2
        return centre, hint_rect


def even_sizes(buttons: list[Button]) -> None:
    """A row of buttons read as one: every label at the size the smallest is drawn at."""
    size = min((button.fitted_label()[1] for button in buttons), default=0)
    for button in buttons:
        button.size = min(button.size, size)


class ButtonGroup:
    """A set of buttons with one keyboard focus."""

    def __init__(self, buttons: list[Button] | None = None, columns: int = 1) -> None:
        self.buttons: list[Button] = buttons or []
        self.focus = 0
        self.columns = columns
        self.keyboard_used = False  # the focus is shown (and Enter acts on it)
        self.clicked = False  # the mouse was used last: the next key only shows the focus
        self.enter_shows_focus = False  # True: before any key, Enter only shows the focus

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def clear(self) -> None:
        self.buttons.clear()
        self.focus = 0

    def look(self) -> Hashable:
        """Names everything ``draw`` shows (each button's words, place, state, and where
        the shown focus is): a cached picture of the group is kept while it holds."""
        looks = tuple(
            (b.label, b.short, b.hint, b.detail, b.size, b.selected, b.enabled, b.hovered, *b.rect)
            for b in self.buttons
        )
        return (looks, self.focus if self.keyboard_used else None)

    def _move(self, step: int) -> None:
        if not any(button.enabled for button in self.buttons):
            return
        index = self.focus
        for _ in range(len(self.buttons)):
            index = (index + step) % len(self.buttons)
            if self.buttons[index].enabled:
                self.focus = index
                return

    def _show_focus(self) -> None:
        """Make the focus visible; after a click it starts again at the first button."""
        if self.clicked or not (
            0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled
        ):
            self.focus = next((i for i, b in enumerate(self.buttons) if b.enabled), 0)
        self.keyboard_used, self.clicked = True, False

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True when the event was used (so scenes can stop looking at it)."""
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.hovered = button.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for button in self.buttons:
                if button.enabled and button.rect.collidepoint(event.pos):
                    self.keyboard_used, self.clicked = False, True
                    if event.button == 1:
                        button.action()
                    elif button.adjust is not None:
                        button.adjust(-1)
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        for button in self.buttons:
            if button.enabled and button.hotkey is not None and event.key == button.hotkey:
                button.action()
                return True
        moves = [pygame.K_DOWN, pygame.K_UP, pygame.K_TAB]
        if self.columns > 1:
            moves += [pygame.K_LEFT, pygame.K_RIGHT]
        presses = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if not self.keyboard_used and (
            event.key in moves
            or (event.key in presses and (self.clicked or self.enter_shows_focus))
        ):
            self._show_focus()  # the first key shows where the focus is; it does not move it
            return True
        if self.columns == 1 and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.buttons:
            button = self.buttons[self.focus % len(self.buttons)]
            if button.enabled and button.adjust is not None:
                self.keyboard_used = True
                button.adjust(-1 if event.key == pygame.K_LEFT else 1)
                return True
        if event.key in (pygame.K_DOWN, pygame.K_TAB) and not event.mod & pygame.KMOD_SHIFT:
            self.keyboard_used = True
            self._move(1 if event.key == pygame.K_TAB or self.columns == 1 else self.columns)
            return True
        if event.key == pygame.K_UP or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        ):
            self.keyboard_used = True
            self._move(-1 if event.key == pygame.K_TAB or self.columns == 1 else -self.columns)
            return True
        if self.columns > 1 and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.keyboard_used = True
            self._move(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.buttons:
            button = self.buttons[self.focus % len(self.buttons)]
            if button.enabled:
                button.action()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for index, button in enumerate(self.buttons):
            button.draw(surface, focused=index == self.focus and self.keyboard_used)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, title: str | None = None) -> int:
    """A rounded panel; returns the y where content below the title starts."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=10)
    if title:
        surface.blit(
            render_text(title, 16, theme.TEXT_DIM, "semibold"), panel_title_rect(rect, title)
        )
    return panel_top(rect, title)


def panel_title_rect(rect: pygame.Rect, title: str) -> pygame.Rect:
    """Where a panel's title is drawn (what stands beside it starts at its right)."""
    size = render_text(title, 16, theme.TEXT_DIM, "semibold").get_size()
    return pygame.Rect((rect.x + 12, rect.y + 8), size)


def panel_top(rect: pygame.Rect, title: str | None = None) -> int:
    """The y where a panel's content starts, under its title if it has one."""
    if not title:
        return rect.y + 10
    return rect.y + 12 + render_text(title, 16, theme.TEXT_DIM, "semibold").get_height()
