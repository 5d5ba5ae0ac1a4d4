"""One decision panel for every game: the legal options as buttons, and the input rules.

The panel lists what the person at the screen may do now, each option worded by
the decision itself (``State.describe_action``, read from the view the screen
shows), numbered for the keyboard. It owns the three things that keep one
person's input from acting for the next:

* keys stay with their options: option N has key N for the whole decision (a game
  that wants fixed numbers across a turn passes disabled placeholders);
* every new decision starts with no focus, and Enter then only shows the focus;
* ``InputGuard``: when the person to decide changes, keys held from before, their
  repeats and clicks already queued are dropped, and a short guard follows.

A game gives only layout and extras: where the panel goes, which options sit in a
grid of short buttons, its own hotkeys (Space to throw), map highlights.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from boardgames.core.protocol import Action
from boardgames.ui.widgets.button import Button, ButtonGroup

ROW = 36
ROW_DETAILED = 44
GRID_ROW = 30
GAP = 5
MAX_KEYS = 9
GUARD_SECONDS = 0.4  # after a change of person, input waits this long
HINT_RING = (120, 214, 140)  # the Hint's choice is ringed in this green


@dataclass(frozen=True)
class Option:
    """One button of the panel: an action and its words, or a disabled placeholder."""

    action: Action | None
    label: str
    detail: str = ""
    enabled: bool = True
    hotkey: int | None = None  # the game's own key for it (Space to throw); else a number
    hint: str = ""
    short: str = ""  # shorter words, shown where the label would be cut


class InputGuard:
    """Drops input that began before the person to decide changed.

    ``arm`` is called at the change: keys held then stay dead until released
    (their repeats included), events already queued are discarded, and for
    ``GUARD_SECONDS`` no key press or click is taken at all.
    """

    def __init__(self) -> None:
        self.until = -1.0
        self.blocked: set[int] = set()

    def arm(self, now: float, held: Iterable[int]) -> None:
        self.until = now + GUARD_SECONDS
        self.blocked = set(held)
        if pygame.display.get_init():
            pygame.event.clear(
                eventtype=[pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
            )

    def blocks(self, event: pygame.event.Event, now: float) -> bool:
        """True when ``event`` must not act (Esc is never blocked: the menu stays open to all)."""
        if event.type == pygame.KEYUP:
            self.blocked.discard(event.key)
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False
            return event.key in self.blocked or now < self.until
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return now < self.until
        return False


class DecisionPanel:
    """The options of the decision at hand as buttons, rebuilt only when something changed."""

    def __init__(
        self, submit: Callable[[Action], None], deciding: Callable[[], bool] = lambda: True
    ) -> None:
        self.submit = submit
        self.buttons = ButtonGroup()
        self.buttons.enter_shows_focus = True  # a fresh Enter never chooses unseen
        self.page = 0
        self.pages = 1
        self._decision: Hashable = None
        self._built: Hashable = None
        self.bottom = 0  # the y below the last option, once placed
        self.deciding = deciding  # whether a person decides now: keys act only then
        self.highlight: Action | None = None  # the option the Hint chose, ringed when shown
        self._option_buttons: list[tuple[Button, Action]] = []
        self._options_end = 0  # the buttons before this one are the options (and their pages)

    def place(
        self,
        decision: Hashable,
        rect: pygame.Rect,
        options: Sequence[Option],
        grid: Sequence[Option] = (),
        columns: int = 2,
        extra: Sequence[Button] = (),
    ) -> int:
        """Lay the options out in ``rect`` (``grid``: short ones in columns, in pages);
        ``decision`` names the decision at hand (a new one clears the focus and the page);
        ``extra`` are the game's other buttons (Undo, Menu) that share the focus."""
        if decision != self._decision:
            self._decision = decision
            self.page = 0
            self.buttons.focus = 0
            self.buttons.keyboard_used = self.buttons.clicked = False
        key = (decision, rect.topleft, rect.size, tuple(options), tuple(grid), columns, self.page)
        key = (key, tuple((b.label, b.enabled, b.rect.topleft, b.rect.size) for b in extra))
        if key == self._built:
            return self.bottom
        self._built = key
        focus = self.buttons.focus
        self.buttons.clear()
        self._option_buttons = []
        self.bottom = self._lay_out(rect, options, grid, columns)
        self._options_end = len(self.buttons.buttons)
        for button in extra:
            self.buttons.add(button)
        self.buttons.focus = min(focus, max(0, len(self.buttons.buttons) - 1))
        return self.bottom

    def live_for(self, decision: Hashable) -> bool:
        """Whether the buttons on screen belong to ``decision`` (stale ones never act)."""
        return decision == self._decision

    def _press(self, option: Option) -> Callable[[], None]:
        action = option.action
        if action is None:
            return lambda: None
        return lambda: self.submit(action)

    def _add_option(self, button: Button, option: Option) -> None:
        self.buttons.add(button)
        if option.action is not None:
            self._option_buttons.append((button, option.action))

    def area(self) -> pygame.Rect | None:
        """Where the options are on screen (None when there are none)."""
        rects = [button.rect for button in self.buttons.buttons[: self._options_end]]
        return rects[0].unionall(rects[1:]) if rects else None

    def foot(self) -> pygame.Rect | None:
        """Where the game's own buttons of the panel are (Undo, Menu), if it has any."""
        rects = [button.rect for button in self.buttons.buttons[self._options_end :]]
        return rects[0].unionall(rects[1:]) if rects else None

    def room_below(self, bottom: int) -> int:
        """Where the free space below the options ends: at the game's next button under them
        (Undo, Menu), else at ``bottom``."""
        area = self.area()
        tops = [
            button.rect.top
            for button in self.buttons.buttons[self._options_end :]
            if area is None or button.rect.top >= area.bottom
        ]
        return min(tops, default=bottom)

    def highlighted(self) -> pygame.Rect | None:
        """The button of the Hint's choice, if it is on screen (on this page)."""
        if self.highlight is None:
            return None
        return next((b.rect for b, a in self._option_buttons if a == self.highlight), None)

    def _lay_out(
        self, rect: pygame.Rect, options: Sequence[Option], grid: Sequence[Option], columns: int
    ) -> int:
        y = rect.y
        number = 0

        def keys(option: Option) -> tuple[int | None, str]:
            nonlocal number
            if option.hotkey is not None:
                return option.hotkey, option.hint
            number += 1
            return (pygame.K_0 + number, str(number)) if number <= MAX_KEYS else (None, "")

        for option in options:
            height = ROW_DETAILED if option.detail else ROW
            hotkey, hint = keys(option)
            self._add_option(
                Button(
                    pygame.Rect(rect.x, y, rect.width, height),
                    option.label,
                    self._press(option),
                    option.enabled,
                    hotkey,
                    hint,
                    15,
                    detail=option.detail,
                    short=option.short,
                ),
                option,
            )
            y += height + GAP
        if not grid:
            self.pages = 1
            return y
        rows_fit = max(1, (rect.bottom - y + GAP) // (GRID_ROW + GAP))
        per_page = rows_fit * columns
        if len(grid) > per_page:  # keep a row for the page buttons
            per_page = max(columns, (rows_fit - 1) * columns)
        per_page = min(per_page, max(columns, MAX_KEYS - number))  # a page is all number keys
        self.pages = max(1, -(-len(grid) // per_page))
        self.page = min(self.page, self.pages - 1)
        shown = grid[self.page * per_page : (self.page + 1) * per_page]
        width = (rect.width - GAP * (columns - 1)) // columns
        for index, option in enumerate(shown):
            row, col = divmod(index, columns)
            hotkey, hint = keys(option)
            cell = pygame.Rect(
                rect.x + col * (width + GAP), y + row * (GRID_ROW + GAP), width, GRID_ROW
            )
            self._add_option(
                Button(
                    cell,
                    option.label,
                    self._press(option),
                    option.enabled,
                    hotkey,
                    hint,
                    14,
                    short=option.short,
                ),
                option,
            )
        y += -(-len(shown) // columns) * (GRID_ROW + GAP)
        if self.pages > 1:
            half = (rect.width - GAP) // 2
            for index, (label, step, key, hint) in enumerate(
                (
                    ("Previous", -1, pygame.K_PAGEUP, "PgUp"),
                    (f"More ({self.page + 1}/{self.pages})", 1, pygame.K_PAGEDOWN, "PgDn"),
                )
            ):
                enabled = self.page > 0 if step < 0 else self.page < self.pages - 1
                self.buttons.add(
                    Button(
                        pygame.Rect(rect.x + index * (half + GAP), y, half, GRID_ROW),
                        label,
                        lambda step=step: self._turn(step),
                        enabled,
                        key,
                        hint,
                        14,
                    )
                )
            y += GRID_ROW + GAP
        return y

    def _turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self._built = None

    def handle(self, event: pygame.event.Event, decision: Hashable) -> bool:
        """Input for the buttons; none acts when they were built for another decision, and
        no key acts while nobody is deciding (a key held through a computer's turn would
        otherwise show the focus on Menu, then press it)."""
        if not self.live_for(decision) and event.type != pygame.MOUSEMOTION:
            return False
        if event.type == pygame.KEYDOWN and not self.deciding():
            return False
        return self.buttons.handle(event)

    def look(self) -> Hashable:
        """Names what ``draw`` shows: the buttons as built, hovered and focused, the hint's ring."""
        group = self.buttons
        hovered = tuple(index for index, button in enumerate(group.buttons) if button.hovered)
        return (self._built, self.highlight, group.focus, group.keyboard_used, hovered)

    def draw(self, surface: pygame.Surface) -> None:
        self.buttons.draw(surface)
        ring = self.highlighted()
        if ring is not None:
            pygame.draw.rect(surface, HINT_RING, ring.inflate(6, 6), width=3, border_radius=10)


def worded_options(
    shown_state: object,
    legal: Sequence[Action],
    player: int | None,
    names: Sequence[str] | None = None,
) -> list[Option]:
    """Every legal action as an option, worded (and explained, where the game does) by the
    decision, from the view on screen, with the table's names for players."""
    describe = shown_state.describe_action  # type: ignore[attr-defined]
    explain = getattr(shown_state, "explain_action", None)
    return [
        Option(action, describe(action, player, names), explain(action, player) if explain else "")
        for action in legal
    ]
