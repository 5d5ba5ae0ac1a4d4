"""Bull Moose's input: a lit state clicked on the map (a move, a jump, or a cube placed or
taken; California asks which box), the cards kept by number keys or clicks, the unplayed
cards shown with C and paged with the arrows, the legend with L."""

from __future__ import annotations

from typing import Any

import pygame

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import Jump, Keep, Move, Place, Take
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.view_words import legal_states

NUMBER_KEYS = {pygame.K_1 + i: i for i in range(9)}


class InputMixin:
    """Clicks and keys of the Bull Moose scene (a mixin, beside ``PanelMixin``)."""

    # What the scene provides.
    bm: BMState
    viewer: int | None
    log_panel: Any
    legend: Any
    map_view: Any
    panel: Any
    hover_pos: tuple[int, int] | None
    unplayed_of: int | None
    keeping: set[int]
    card_rects: list[tuple[pygame.Rect, int]]
    picking: str | None
    picking_for: Any
    human_to_move: Any
    legal_now: Any
    choose: Any
    decision_id: Any
    keeping_now: Any
    legend_area: Any
    panel_decision: Any
    player_at: Any

    # -- choosing states on the map ---------------------------------------------------------
    def legal_states(self) -> frozenset[str]:
        person = self.human_to_move()
        if person is None:
            return frozenset()
        return legal_states(self.bm, self.legal_now())

    def click_state(self, code: str) -> None:
        """A lit state clicked: move or go there, or place in it (California asks which box)."""
        person = self.human_to_move()
        if person is None:
            return
        legal = self.legal_now()
        for action in legal:
            if isinstance(action, Move | Jump) and action.state == code:
                self.choose(action)
                return
        found = self.actions_in(code)
        if len(found) == 1:
            self.choose(found[0])
        elif found:
            self.picking, self.picking_for = code, self.decision_id()

    def actions_in(self, code: str) -> list[Action]:
        """The places and removals a click on ``code`` can mean (California: two boxes)."""
        units = self.bm.board.units
        return [
            a
            for a in self.legal_now()
            if isinstance(a, Place | Take) and units[a.unit].state == code
        ]

    # -- input ----------------------------------------------------------------------------
    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.unplayed_of is not None and self._handle_unplayed(event):
            return
        if self.keeping_now() and self._handle_keep(event):
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.unplayed_of is None
            and self.legend.handle_click(event.pos, self.legend_area())
        ):
            return
        if self.map_view.handle(event):
            return
        if self.panel.handle(event, self.panel_decision()):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.legend.toggle()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.toggle_unplayed()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            code = self.map_view.state_at(event.pos)
            if code is not None:
                self.click_state(code)

    def _handle_keep(self, event: pygame.event.Event) -> bool:
        """Keep four: number keys and clicks toggle the drawn cards."""
        if event.type == pygame.KEYDOWN and event.key in NUMBER_KEYS:
            index = NUMBER_KEYS[event.key]
            if index < len(self.card_rects):
                self._toggle(self.card_rects[index][1])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, card in self.card_rects:
                if rect.collidepoint(event.pos):
                    self._toggle(card)
                    return True
        return False

    def _handle_unplayed(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.unplayed_of = ((self.unplayed_of or 0) + step) % self.bm.n
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.player_at(event.pos)
            if row is not None:
                self.unplayed_of = row
                return True
        return False

    def toggle_unplayed(self) -> None:
        """Show or hide the unplayed cards; they open on the first opponent of the viewer."""
        if self.unplayed_of is not None:
            self.unplayed_of = None
        else:
            self.unplayed_of = (
                ((self.viewer or 0) + 1) % self.bm.n if self.viewer is not None else 0
            )

    def _toggle(self, card: int) -> None:
        if card in self.keeping:
            self.keeping.discard(card)
        elif len(self.keeping) < self.bm.board.deck.keep:
            self.keeping.add(card)

    def _confirm_keep(self) -> None:
        if len(self.keeping) != self.bm.board.deck.keep:
            return
        self.choose(Keep(tuple(sorted(self.keeping))))  # kept on screen if the reveal waits

    def on_undo(self) -> None:
        self.keeping = set()
        self.picking = None
