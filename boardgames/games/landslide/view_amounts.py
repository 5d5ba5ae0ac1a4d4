"""Landslide's amount stepper on screen: a bid or a sealed ceiling offers no bid, the
stepper's amount (Left/Right or -/+ step through every legal amount, T types one) and a
few quick amounts within the bidder's means."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from boardgames.games.landslide.actions import Bid
from boardgames.games.landslide.amounts import AmountStepper, bid_choices, ceiling_choices
from boardgames.games.landslide.events import millions
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState
from boardgames.ui.widgets.button import Button, width_needed
from boardgames.ui.widgets.decision_panel import GAP, Option

STEP_KEYS = {  # the stepper's keys besides Left/Right: steps of one bid step
    pygame.K_MINUS: -1,
    pygame.K_KP_MINUS: -1,
    pygame.K_EQUALS: 1,
    pygame.K_PLUS: 1,
    pygame.K_KP_PLUS: 1,
}
STEPPER_SIZE = 14  # the stepper buttons' text size
TYPE_LEAST = 72  # the narrowest the typing cell gets: "Type" or an amount being typed, and T
TYPED_KEYS = {  # what typing an amount reads, by key (the main row and the keypad)
    **{pygame.K_0 + d: str(d) for d in range(10)},
    **{getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)},
    pygame.K_PERIOD: ".",
    pygame.K_KP_PERIOD: ".",
    pygame.K_BACKSPACE: "\b",
}


class AmountView:
    """The stepper of the Landslide scene (a mixin, as ``TrackView`` and ``SidePanel`` are)."""

    # What the scene provides.
    session: Any
    ls: LandslideState
    panel: Any
    amounts: AmountStepper
    viewer: int | None
    _amount_split: tuple[Any, ...]
    _stepping: Hashable | None
    decision_id: Any

    def _amount_options(
        self, decision: Hashable, options: Sequence[Option]
    ) -> tuple[list[Option], list[Option]]:
        """A bid or a ceiling: no bid, the stepper's amount (its warning when it is more
        than the bidder holds), and quick amounts within the bidder's means."""
        key = (decision, self.viewer)
        if self._amount_split[0] != key:
            bids = [option for option in options if isinstance(option.action, Bid)]
            sealed = isinstance(self.session.state.head(), SealedCeilings)
            quick = (ceiling_choices if sealed else bid_choices)(
                [option.action for option in bids]  # type: ignore[misc]
            )
            by_action = {option.action: option for option in bids}
            others = [option for option in options if not isinstance(option.action, Bid)]
            lowest = bids[0].action if bids else None  # the stepper starts there
            grid = [by_action[b] for b in quick if not by_action[b].detail and b != lowest]
            self._amount_split = (key, others, bids, grid)
        _, others, bids, grid = self._amount_split
        if decision != self._stepping:
            self._stepping = decision
            self.amounts.reset([option.action.amount for option in bids])  # type: ignore[misc]
        return [*others, bids[self.amounts.index]], grid

    def _stepper_buttons(self, row: pygame.Rect) -> list[Button]:
        """The stepper's row: a step down (Left), typing an amount (T), a step up (Right).
        Three equal cells where they hold their words; in a narrow panel the steps keep
        room for theirs beside their keys, and typing takes the rest, worded short."""
        step = millions(self.ls.board.rules.bid_step)
        typed = self.amounts.typed
        last = len(self.amounts.amounts) - 1
        free = row.width - 2 * GAP
        side = max(
            free // 3,
            min(width_needed(f"+ {step}", "Right", STEPPER_SIZE), (free - TYPE_LEAST) // 2),
        )
        widths = (side, free - 2 * side, side)
        cells = [
            pygame.Rect(row.x + sum(widths[:k]) + k * GAP, row.y, widths[k], row.height)
            for k in (0, 1, 2)
        ]
        return [
            Button(
                cells[0],
                f"- {step}",
                lambda: self.amounts.step(-1),
                self.amounts.index > 0,
                pygame.K_LEFT,
                "Left",
                STEPPER_SIZE,
            ),
            Button(
                cells[1],
                f"Type: {typed}_" if typed is not None else "Type amount",
                self.amounts.start_typing,
                True,
                pygame.K_t,
                "T",
                STEPPER_SIZE,
                selected=typed is not None,
                short=f"{typed}_" if typed is not None else "Type",
            ),
            Button(
                cells[2],
                f"+ {step}",
                lambda: self.amounts.step(1),
                self.amounts.index < last,
                pygame.K_RIGHT,
                "Right",
                STEPPER_SIZE,
            ),
        ]

    def _stepper_key(self, event: pygame.event.Event) -> bool:
        """The stepper's keys: -/+ step; while typing, digits, the point and Backspace
        make the amount and Enter ends the typing (digits then choose options again)."""
        if event.type != pygame.KEYDOWN or self._stepping != self.decision_id():
            return False
        if not self.panel.live_for(self._stepping):
            return False
        if self.amounts.typed is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.amounts.stop_typing()
                return True
            if event.key in TYPED_KEYS:
                self.amounts.type_key(TYPED_KEYS[event.key])
                return True
        if event.key in STEP_KEYS:
            self.amounts.step(STEP_KEYS[event.key])
            return True
        return False
