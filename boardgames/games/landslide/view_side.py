"""Landslide's side panel on screen: a row per player, the lot for sale and its bids, the
viewer's own cards, the prompt, the decision panel, and the "Peek at my votes" button with
what it shows (drawn from the peeking person's own view alone)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from boardgames.core.words import counted
from boardgames.games.landslide.actions import PlayPolitics, PlayStop
from boardgames.games.landslide.auction import BidTurn
from boardgames.games.landslide.events import money, seat_summary, vote_summary
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState
from boardgames.ui import theme
from boardgames.ui.fonts import FittedText, draw_fitted, fit_lines, fit_text, render_text
from boardgames.ui.widgets.button import draw_panel


def passers_in_order(bidder: int, passes: int, seats: int) -> list[int]:
    """The seats that passed since the last bid, the first to pass first: the ``passes``
    seats before ``bidder``, the one to bid now."""
    return [(bidder - back) % seats for back in range(passes, 0, -1)]


@dataclass(frozen=True)
class SideLayout:
    """The side panel's parts under the players and the bid box, top to bottom."""

    private_top: int
    secrets: list[str]  # the viewer's own cards, in words
    prompt_top: int
    prompt: FittedText
    options_top: int


class SidePanel:
    """The side panel's drawing, for ``LandslideScene`` (a mixin, as ``TrackView`` is)."""

    # What the scene provides.
    session: Any
    names: list[str]
    bots: dict[int, Any]
    panel: Any
    panel_rect: pygame.Rect
    peek_rect: pygame.Rect
    peeking: int | None
    _peek_view: tuple[Hashable, LandslideState | None]
    side: SideLayout | None
    ui: float
    row_pitch: int
    secret_pitch: int
    busy: bool
    error: str | None
    ls: LandslideState
    waits_on_window: Callable[[], bool]
    strip_up: Callable[[], bool]
    decision_id: Callable[[], Hashable]
    _peek_open: Callable[[], bool]
    _lay_out_side: Callable[[], SideLayout]
    _forecast_top: int | None
    _options: Callable[[Hashable], list[Any]]

    def _draw_panel(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        draw_panel(surface, self.panel_rect)
        ls = self.ls
        x, y = self.panel_rect.x + 10, self.panel_rect.y + 8
        width = self.panel_rect.width - 20
        hidden = self.busy or self.waits_on_window() or self.strip_up()
        movers = self.session.state.to_move() if not hidden else frozenset()
        u = self.ui
        for p in range(ls.n):
            row = pygame.Rect(x, y, width, self.row_pitch - 4)
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, styles[p].colour, 0.25), row, border_radius=6
            )
            if p in movers:
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=6)
            kind = " (computer)" if p in self.bots else ""
            name = fit_text(f"{self.names[p]}{kind}", round(15 * u), width - 16, "semibold")
            surface.blit(
                render_text(name, round(15 * u), theme.TEXT, "semibold"), (row.x + 8, row.y + 3)
            )
            stats = fit_text(seat_summary(ls, p), round(13 * u), width - 16)
            surface.blit(
                render_text(stats, round(13 * u), theme.TEXT_DIM),
                (row.x + 8, row.y + round(21 * u)),
            )
            y += self.row_pitch
        side = self.side or self._lay_out_side()
        self._draw_bid_panel(surface, x, y + 4, width)
        for row, line in enumerate(side.secrets):  # what the viewer alone may see
            line = fit_text(line, round(13 * u), width)
            at = (x, side.private_top + self.secret_pitch * row)
            surface.blit(render_text(line, round(13 * u), theme.ACCENT), at)
        draw_fitted(surface, side.prompt, theme.TEXT, (x, side.prompt_top + 4), align="left")
        self.panel.draw(surface)
        for fitted, at in self._card_help():
            draw_fitted(surface, fitted, theme.TEXT_DIM, at, align="left")
        if self.peek_rect.width:
            pygame.draw.rect(
                surface,
                theme.blend(theme.PANEL, theme.ACCENT, 0.3),
                self.peek_rect,
                border_radius=6,
            )
            words = render_text("Peek at my votes (hold, or hold V)", 14, theme.TEXT)
            surface.blit(words, words.get_rect(center=self.peek_rect.center))
            if self._peek_open():
                self._draw_peek(surface)
        if self.error:
            surface.blit(
                render_text(self.error[:80], 13, theme.DANGER), (x, self.panel_rect.bottom - 64)
            )

    def _card_help(self) -> list[tuple[FittedText, tuple[int, int]]]:
        """What each Politics card offered to play does, under the options, as much as
        ends above the peek button, the forecast and Undo: the card's title alone told
        its holder nothing of its effect."""
        area = self.panel.area()
        if area is None or self.strip_up():
            return []
        cards: list[int] = []
        for option in self._options(self.decision_id()):
            action = option.action
            if isinstance(action, PlayPolitics | PlayStop) and action.card not in cards:
                cards.append(action.card)
        limits = [self.panel_rect.bottom - 52, self._forecast_top or self.panel_rect.bottom]
        if self.peek_rect.width:
            limits.append(self.peek_rect.y)
        bottom, y = min(limits) - 4, area.bottom + 6
        width = self.panel_rect.width - 20
        shown: list[tuple[FittedText, tuple[int, int]]] = []
        for card in cards:
            spec = self.ls.board.data.politics[card]
            fitted = fit_lines(f"{spec.title}: {spec.rule_text()}", 13, width, max_lines=3)
            if y + fitted.height > bottom:
                break
            shown.append((fitted, (area.x, y)))
            y += fitted.height + 4
        return shown

    def card_help_bottom(self) -> int | None:
        """Where the cards' help ends, if any shows."""
        shown = self._card_help()
        if not shown:
            return None
        fitted, (_, y) = shown[-1]
        return y + fitted.height

    def _draw_bid_panel(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        head = self.ls.head()
        if not isinstance(head, BidTurn | SealedCeilings):
            return
        lot = head.lot
        u = self.ui
        box = pygame.Rect(x, y, width, round(48 * u))
        pygame.draw.rect(
            surface, theme.blend(theme.PANEL, theme.ACCENT, 0.18), box, border_radius=6
        )
        sale = fit_text(f"For sale: {lot.label}", round(15 * u), width - 16, "semibold")
        surface.blit(render_text(sale, round(15 * u), theme.ACCENT, "semibold"), (x + 8, y + 4))
        y += round(22 * u) - 22
        if isinstance(head, SealedCeilings):
            waiting = head.movers(self.ls)
            done = [self.names[p] for p in head.players if p not in waiting]
            line = fit_text(
                f"Sealed ceilings in: {', '.join(done) or 'none yet'}", round(13 * u), width - 16
            )
            surface.blit(render_text(line, round(13 * u), theme.TEXT), (x + 8, y + 26))
            return
        high = (
            f"High bid {money(head.high)} by {self.names[head.holder]}"
            if head.holder >= 0
            else "No bid yet"
        )
        passed = [self.names[p] for p in passers_in_order(head.player, head.passes, self.ls.n)]
        extra = f"; passed: {', '.join(passed)}" if passed else ""
        line = render_text(high + extra, round(13 * u), theme.TEXT)
        if line.get_width() > width - 16:  # too many names: count them instead
            line = render_text(f"{high}; {len(passed)} passed", round(13 * u), theme.TEXT)
        surface.blit(line, (x + 8, y + 26))

    @staticmethod
    def _secret_lines(state: LandslideState, player: int) -> list[str]:
        """``player``'s own cards (Vote cards, Politics cards, a drawn card), read from
        ``state``: a view that shows them to that player."""
        b = state.board
        values = sorted(
            (b.votes[c] for c in state.zones[("votes", player)] if c >= 0), reverse=True
        )
        lines = [
            f"Your votes: {money(sum(values))} in {counted(len(values), 'card')}",
            vote_summary(values),
        ]
        cards = [b.data.politics[c].title for c in state.zones[("hand", player)] if c >= 0]
        if cards:
            lines.append("Politics: " + ", ".join(cards))
        for r in b.regions:
            zone = state.zones.zone(("drawn", r))
            if zone.owner == player and zone.items and zone.items[0] >= 0:
                info = b.data.states[b.codes[zone.items[0]]]
                lines.append(f"You drew {info.name}: {info.ev} EV, {money(info.pv)} votes")
        return lines

    def _draw_peek(self, surface: pygame.Surface) -> None:
        """The peeking person's own votes, from their view of the state alone."""
        player = self.peeking
        if player is None:
            return
        decision = self.decision_id()
        if self._peek_view[0] != decision:
            view = self.session.state.view(player)
            assert isinstance(view, LandslideState)
            self._peek_view = (decision, view)
        lines = self._secret_lines(self._peek_view[1], player)
        box = pygame.Rect(0, 0, self.panel_rect.width - 20, 20 * len(lines) + 16)
        box.midbottom = (self.peek_rect.centerx, self.peek_rect.y - 6)
        pygame.draw.rect(surface, (16, 20, 30), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            surface.blit(render_text(line, 14, theme.ACCENT), (box.x + 8, box.y + 8 + 20 * i))
