"""Bull Moose's right-hand panel: the candidates, the prompt, and the decision as buttons.

The buttons are the shared decision panel's (each decision words its own options;
the panel keeps the number keys, the focus and stale buttons in order); this module
only lays them out, in the way that reads best for each kind of decision: keep four
as eight cards to toggle; a turn as the hand of cards, each beside its ways to be
played; a card being spent as a points meter above "Place here", the box and
"End card", with the moves in a grid (the map shows the same moves lit, with their
cost); California's two boxes as a chooser. During the count the panel shows the
climbing tally and the call (a bag of cubes for a draw by lot).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from boardgames.core.protocol import Action, State
from boardgames.games.bull_moose.actions import Jump, Move, Place, PlayCard, Take
from boardgames.games.bull_moose.events import Drawn
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import KeepFour, Spend
from boardgames.games.bull_moose.view_cards import keep_rects
from boardgames.games.bull_moose.view_count import draw_bag, draw_call, draw_recent, draw_tally
from boardgames.ui import theme
from boardgames.ui.fonts import draw_fitted, fit_lines, fit_text, get_font, render_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import Button, draw_panel
from boardgames.ui.widgets.decision_panel import GAP, ROW, DecisionPanel, Option

if TYPE_CHECKING:
    from boardgames.core.session import Session
    from boardgames.ui.app import App
    from boardgames.ui.widgets.map_view import MapView
    from boardgames.ui.workers import SaveWriter

FOOT = 48  # the Undo / Cards left / Menu row
ON_THE_MAP = (Move, Jump, Place, Take)  # options that name a state: a grid of short buttons


def tile_rects(area: pygame.Rect, cards: Sequence[int]) -> list[tuple[pygame.Rect, int]]:
    """One-line card tiles, two to a row, standing on the bottom of ``area``."""
    rows = -(-len(cards) // 2)
    half = (area.width - 4) // 2
    top = area.bottom - rows * 28 + 4
    return [
        (pygame.Rect(area.x + (i % 2) * (half + 4), top + (i // 2) * 28, half, 24), card)
        for i, card in enumerate(cards)
    ]


def play_words(label: str) -> str:
    """A play's words beside its card, which shows the title: "Whistle Stop: 2 points" reads
    "2 points"."""
    how = label.rpartition(": ")[2]
    return how[:1].upper() + how[1:]


class PanelMixin:
    """The panel half of ``BullMooseScene``: the scene sets these attributes and methods."""

    session: Session
    app: App
    bots: dict
    names: list[str]
    viewer: int | None
    busy: bool
    error: str
    saver: SaveWriter
    panel: DecisionPanel
    panel_rect: pygame.Rect
    panel_layer: Layer  # the panel's ground and the players' rows
    players_rect: pygame.Rect
    row_height: int
    prompt_top: int
    keeping: set[int]
    keeping_for: tuple[int, int | None] | None
    card_rects: list[tuple[pygame.Rect, int]]
    keep_backdrop: pygame.Rect | None
    keep_button: pygame.Rect | None
    map_view: MapView
    picking: str | None
    picking_for: Hashable
    unplayed_of: int | None
    tally: dict[int, int]
    shown_tally: dict[int, float]
    call: Drawn | None
    call_left: float
    recent: list[tuple[str, int, int, str]]
    _prompt: str | None
    _options_cache: tuple | None
    bm: BMState
    shown: State
    human_to_move: Callable[[], int | None]
    decision_id: Callable[[], tuple[int, int | None]]
    panel_options: Callable[[], list[Option]]
    seat_label: Callable[[int], str]
    can_undo: Callable[[], bool]
    choose: Callable[[Action], None]
    undo_and_menu_buttons: Callable[[pygame.Rect], list[Button]]
    shown_log_lines: Callable[[], list[str]]
    toggle_unplayed: Callable[[], None]
    call_progress: Callable[[], float]
    draw_hand_cards: Callable[[pygame.Surface], None]
    actions_in: Callable[[str], list[Action]]
    _confirm_keep: Callable[[], None]

    # -- legal actions, once per position ------------------------------------------------
    def legal_now(self) -> list[Action]:
        person = self.human_to_move()
        if person is None:
            return []
        key = (len(self.session.record.actions), person, id(self.session.state))
        cached = getattr(self, "_legal_cache", None)
        if cached is None or cached[0] != key:
            cached = (key, self.session.state.legal_actions(person))
            self._legal_cache = cached
        return cached[1]

    # -- the decision panel ---------------------------------------------------------------
    def panel_decision(self) -> Hashable:
        """What the panel's buttons belong to: the decision at hand, and the state whose
        boxes are being chosen (a chooser of its own: a fresh focus, its own buttons)."""
        return (self.decision_id(), self.picking)

    def _place_panel(self) -> None:
        """Lay the panel out for the decision at hand, with the cards that go beside it."""
        state = self.session.state
        person = self.human_to_move()
        if person is not None and person != self.viewer and state.is_private(person):
            person = None  # the hand-over comes first: nothing of theirs is built
        if self.picking is not None and self.picking_for != self.decision_id():
            self.picking = None  # a chooser of boxes lasts one decision
        panel = self.panel_rect
        x, width = panel.x + 8, panel.width - 16
        top = self.prompt_top + self.prompt_height() + 6
        bottom = panel.bottom - FOOT
        if isinstance(state.head(), Spend) and person is not None:
            top += 26  # the points meter
        area = pygame.Rect(x, top, width, bottom - top - 6)
        extra = self._foot(pygame.Rect(x, panel.bottom - FOOT + 4, width, 38))
        self.card_rects = []
        self.keep_backdrop = self.keep_button = None
        if person is not None and isinstance(state.head(), KeepFour):
            extra = [self._keep_layout(area), *extra]
            self.panel.place(self.panel_decision(), area, [], (), 1, extra)
            return
        wide, grid = self._options() if person is not None else ([], [])
        if wide and isinstance(wide[0].action, PlayCard):
            self._turn_layout(area, wide, extra)
            return
        hand = self.hand_cards()
        if hand and (person is None or self.app.size[1] >= 700):  # the rest of the hand
            self.card_rects = tile_rects(pygame.Rect(x, 0, width, bottom - 6), hand)
            area.height = max(40, self.card_rects[0][0].y - 8 - top - 6)
        if self.picking is not None:
            back = pygame.Rect(x, top + len(wide) * (ROW + GAP), width, ROW)
            back_button = Button(
                back, "Back", self._cancel_pick, True, pygame.K_BACKSPACE, "Bksp", 15
            )
            extra = [back_button, *extra]
        longest = max((len(option.label) for option in grid), default=0)
        fits = [c for c in (3, 2) if (width - GAP * (c - 1)) // c >= longest * 7 + 40]
        columns = fits[0] if fits else 1  # as many columns as the longest label allows
        self.panel.place(self.panel_decision(), area, wide, grid, columns, extra)

    def _options(self) -> tuple[list[Option], list[Option]]:
        """The options of the decision at hand, worded by it: the few main ones (Place here,
        a box, End card, Pass) full width, those naming a state in a grid; while a state's
        boxes are being chosen, only those. Worded once per position shown."""
        shown = self.shown  # a new object whenever the position or the viewer changes
        key = (self.decision_id(), self.picking)
        cached = self._options_cache
        if cached is not None and cached[0] is shown and cached[1] == key:
            return cached[2]
        options = self.panel_options()
        spending = isinstance(self.session.state.head(), Spend)
        if self.picking is not None:
            picked = self.actions_in(self.picking)
            lists: tuple[list[Option], list[Option]] = (
                [o for o in options if o.action in picked],
                [],
            )
        else:
            wide: list[Option] = []
            grid: list[Option] = []
            for option in options:
                here = spending and isinstance(option.action, Place)  # "Place here"
                on_map = isinstance(option.action, ON_THE_MAP) and not here
                (grid if on_map else wide).append(option)
            if (
                not spending
                and len(grid) <= 4
                and max((len(o.label) for o in grid), default=0) > 22
            ):
                wide, grid = wide + grid, []  # a few long ones read better full width
            lists = (wide, grid)
        self._options_cache = (shown, key, lists)
        return lists

    def _foot(self, rect: pygame.Rect) -> list[Button]:
        """Undo, the unplayed cards (C) and Menu: the row at the panel's foot."""
        third = (rect.width - 20) // 3
        undo, menu = self.undo_and_menu_buttons(
            pygame.Rect(rect.x, rect.y, 2 * third + 10, rect.height)
        )
        menu.rect.x = rect.right - third
        label = "Close list" if self.unplayed_of is not None else "Cards left"
        if third < 130:
            label = label.split()[0]
        cards = Button(
            pygame.Rect(rect.x + third + 10, rect.y, third, rect.height),
            label,
            self.toggle_unplayed,
            True,
            pygame.K_c,
            "C",
            16,
        )
        return [undo, cards, menu]

    def _keep_layout(self, rect: pygame.Rect) -> Button:
        """Keep 4 of 8: the viewer's drawn cards (1-8 or a click toggles); K confirms."""
        state = self.bm  # the viewer's view: no one else's cards are in it
        zone = ("drawn", self.viewer)
        drawn = sorted(c for c in state.zones[zone] if c is not None and c >= 0)
        if self.keeping_for != self.decision_id():  # a new keep starts with none marked
            self.keeping, self.keeping_for = set(), self.decision_id()
        self.keeping &= set(drawn)
        need = state.board.deck.keep - len(self.keeping)
        label = "Keep these four" if need == 0 else f"Choose {need} more (1-8 or click)"
        area = pygame.Rect(rect.x, rect.y + 42, rect.width, rect.height - 42)
        left = self.map_view.rect.x  # the cards may reach over the map's foot, left of the panel
        room = pygame.Rect(left, area.y + 8, area.right - left, area.height - 8)
        cards = [state.cards[c] for c in drawn]
        rects, self.keep_backdrop = keep_rects(cards, state.board, area, room)
        self.card_rects = list(zip(rects, drawn, strict=False))
        self.keep_button = pygame.Rect(rect.x, rect.y, rect.width, 34)
        return Button(self.keep_button, label, self._confirm_keep, need == 0, pygame.K_k, "K", 16)

    def _turn_layout(self, rect: pygame.Rect, plays: Sequence[Option], extra: list[Button]) -> None:
        """A turn: each card in the hand with its ways to be played beside it (keys 1, 2, ...
        down the hand). The panel makes the buttons; they then stand beside their card."""
        by_card: dict[int, int] = {}  # card -> how many ways to play it
        for option in plays:
            assert isinstance(option.action, PlayCard)
            by_card[option.action.card] = by_card.get(option.action.card, 0) + 1
        gap = 6
        row_h = min(120, (rect.height - gap * (len(by_card) - 1)) // max(1, len(by_card)))
        card_w = min(int(rect.width * 0.58), int(row_h * 2.1))
        bx = rect.x + card_w + 6
        beside = [replace(option, label=play_words(option.label), detail="") for option in plays]
        column = pygame.Rect(bx, rect.y, rect.right - bx, rect.height)
        self.panel.place(self.panel_decision(), column, beside, (), 1, extra)
        buttons = iter(self.panel.buttons.buttons)
        y = rect.y
        for card, count in by_card.items():
            self.card_rects.append((pygame.Rect(rect.x, y, card_w, row_h), card))
            b_h = min(32, (row_h - 2 * (count - 1)) // count)
            for index in range(count):
                next(buttons).rect = pygame.Rect(bx, y + index * (b_h + 2), rect.right - bx, b_h)
            y += row_h + gap

    def _cancel_pick(self) -> None:
        self.picking = None

    def hand_cards(self) -> list[int]:
        """The viewer's hand (their own, never anyone else's); nothing for a bystander."""
        viewer = self.viewer
        if viewer is None:
            return []
        state = self.bm
        return sorted(c for c in state.zones[("hand", viewer)] if c is not None and c >= 0)

    # -- drawing ---------------------------------------------------------------------------
    def draw_panel(
        self, surface: pygame.Surface, styles: list[theme.PlayerStyle], night: bool = True
    ) -> None:
        """The players, the prompt, the points meter, election night (unless ``night`` is
        False: it is drawn as it moves), the hand, the buttons, an error."""
        panel = self.panel_rect
        movers = self.session.state.to_move() if not self.busy else frozenset()
        key = (self.bm, movers, self.unplayed_of, tuple(self.names), tuple(self.bots))
        key += (tuple(styles), self.row_height, tuple(self.players_rect))
        self.panel_layer.draw(
            surface, panel, key, lambda: self._draw_players(surface, styles, movers)
        )
        draw_fitted(
            surface, self.prompt_fitted(), theme.TEXT, (panel.x + 12, self.prompt_top), align="left"
        )
        top = self.prompt_top + self.prompt_height() + 6
        head = self.session.state.head()
        if isinstance(head, Spend) and self.human_to_move() is not None:
            self._draw_meter(surface, head, pygame.Rect(panel.x + 12, top, panel.width - 24, 22))
        if night and self.human_to_move() is None and (self.tally or self.call):
            self.draw_night(surface, styles)
        self.draw_hand_cards(surface)
        self.panel.draw(surface)
        message = self.error or self.saver.last_error
        if message:
            text = fit_text(message, 13, panel.width - 20)
            surface.blit(
                render_text(text, 13, theme.DANGER), (panel.x + 10, panel.bottom - FOOT - 18)
            )

    def _draw_players(
        self, surface: pygame.Surface, styles: list[theme.PlayerStyle], movers: frozenset[int]
    ) -> None:
        """The panel's ground and a row per player (one cached layer)."""
        draw_panel(surface, self.panel_rect)
        state = self.bm
        rows = self.players_rect
        y = rows.y
        for p, name in enumerate(self.names):
            row = pygame.Rect(rows.x, y, rows.width, self.row_height - 4)
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, styles[p].colour, 0.25), row, border_radius=6
            )
            if p in movers or p == self.unplayed_of:
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=6)
            candidate = state.board.candidates[state.cand[p]]
            kind = "computer" if p in self.bots else "person"
            # The name carries the candidate and stays whole; then what fits of the rest.
            parts = (name, f" ({kind})", f", {candidate.party}")
            stats = f"in {state.token[p]}   hand {len(state.zones[('hand', p)])}"
            shown = [state.cards[c].title for c in state.zones[("display", p)]]
            ongoing = ("ongoing: " + ", ".join(shown)) if shown else ""
            if self.row_height < 40:  # one line: who, where, and the ongoing cards
                _one_line(surface, row, parts, stats, ongoing)
            else:
                _two_lines(surface, row, parts, stats, ongoing)
            y += self.row_height

    def _draw_meter(self, surface: pygame.Surface, head: Spend, rect: pygame.Rect) -> None:
        """Points left as pips (free moves in outline), and the surcharge due where you stand."""
        state = self.session.state
        x = rect.x
        label = render_text("Points", 13, theme.TEXT_DIM, "semibold")
        surface.blit(label, (x, rect.y + 2))
        x += label.get_width() + 8
        free = head.free + (state.barn[head.player] if head.mode != "move" else 0)
        for index in range(head.points + free):
            centre = (x + 7, rect.centery)
            if index < head.points:
                pygame.draw.circle(surface, theme.ACCENT, centre, 7)
            else:
                pygame.draw.circle(surface, theme.ACCENT, centre, 7, 2)
            x += 18
        words = f"{head.points} left" + (f" + {free} free moves" if free else "")
        if head.due:
            words += f"; stopping here costs {head.due}"
        text = render_text(fit_text(words, 13, rect.right - x - 6), 13, theme.TEXT)
        surface.blit(text, (x + 4, rect.y + 2))

    def draw_night(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        """Election night under the prompt: the tally, the unit being called, the last calls."""
        panel = self.panel_rect
        top = self.prompt_top + self.prompt_height() + 6
        rect = pygame.Rect(panel.x + 12, top, panel.width - 24, panel.bottom - FOOT - top - 6)
        state = self.bm
        y = rect.y
        if self.tally:
            called = sum(self.tally.values())
            tally_rect = pygame.Rect(rect.x, y, rect.width, 20 + 20 * state.n)
            y = (
                draw_tally(
                    surface,
                    tally_rect,
                    self.names,
                    styles,
                    self.shown_tally,
                    state.board.total_ev,
                    called,
                )
                + 8
            )
        call = self.call
        if call is None or (not self.call_left and not self.busy):
            return
        height = min(190, rect.bottom - y)
        if height >= 70:
            box = pygame.Rect(rect.x - 4, y, rect.width + 8, height)
            unit = state.board.units.get(call.where)
            title = f"{call.where}, {unit.ev} electoral votes" if unit else call.where
            if call.how == "draw":
                progress = self.call_progress()
                draw_bag(surface, box, call, self.names, styles, progress, f"{title}: drawn by lot")
            else:
                box.height = min(box.height, 80)
                draw_call(surface, box, call, self.names, styles, title)
            y = box.bottom + 8
        if self.recent and rect.bottom - y >= 40:
            draw_recent(
                surface,
                pygame.Rect(rect.x, y, rect.width, rect.bottom - y),
                self.recent,
                self.names,
                styles,
            )

    def player_at(self, pos: tuple[int, int]) -> int | None:
        rows = self.players_rect
        if not rows.collidepoint(pos):
            return None
        row = (pos[1] - rows.y) // self.row_height
        return row if 0 <= row < self.bm.n else None

    def prompt_text(self) -> str:
        """The decision in words (worked out once a frame: it is read several times)."""
        if self._prompt is None:
            self._prompt = self._work_out_prompt()
        return self._prompt

    def _work_out_prompt(self) -> str:
        state = self.session.state
        if state.is_over() and not self.busy:
            return "Every state is called. The results follow."
        if self.busy and (self.tally or self.call):
            return "Election night: the units are called one by one, the smallest first."
        if self.busy:
            shown = self.shown_log_lines()
            return shown[-1] if shown else ""
        movers = state.to_move()
        bots = sorted(p for p in movers if p in self.bots)
        if bots:
            return self.deciding_words(bots)
        mover = min(movers)  # whom ``prompt_now`` words the decision for
        return f"{self.seat_label(mover)}: {self.prompt_now()}"

    def prompt_fitted(self):  # type: ignore[no-untyped-def]
        text = self.prompt_text()
        cached = getattr(self, "_prompt_cache", None)
        width = self.panel_rect.width - 24
        if cached is None or cached[0] != (text, width):
            cached = ((text, width), fit_lines(text, 15, width, "regular", 3, 12))
            self._prompt_cache = cached
        return cached[1]

    def prompt_height(self) -> int:
        return self.prompt_fitted().height


def who(parts: Sequence[str], size: int, room: int) -> tuple[str, int]:
    """A candidate's words in ``room`` px: the name (with the candidate) whole, shrunk to
    11 px if need be, then as many of the further parts as fit; and the size used."""
    name, *more = parts
    while size > 11 and get_font(size, "semibold").size(name)[0] > room:
        size -= 1
    words = name
    for part in more:
        if get_font(size, "semibold").size(words + part)[0] > room:
            break
        words += part
    return fit_text(words, size, room, "semibold"), size


def _two_lines(
    surface: pygame.Surface, row: pygame.Rect, parts: Sequence[str], stats: str, ongoing: str
) -> None:
    """A candidate's row: who on the first line; where, the hand and ongoing cards below."""
    top, size = who(parts, 14, row.width - 16)
    surface.blit(render_text(top, size, theme.TEXT, "semibold"), (row.x + 8, row.y + 2))
    text = render_text(stats, 12, theme.TEXT_DIM)
    y = row.y + row.height // 2 + 1
    surface.blit(text, (row.x + 8, y))
    if ongoing:
        room = row.width - text.get_width() - 34
        words = render_text(fit_text(ongoing, 12, room, "semibold"), 12, theme.ACCENT, "semibold")
        surface.blit(words, (row.x + 20 + text.get_width(), y))


def _one_line(
    surface: pygame.Surface, row: pygame.Rect, parts: Sequence[str], stats: str, ongoing: str
) -> None:
    """The same row in a short window: ongoing cards replace the candidate's party."""
    right = render_text(stats, 12, theme.TEXT_DIM)
    surface.blit(right, right.get_rect(midright=(row.right - 8, row.centery)))
    room = row.width - right.get_width() - 24
    words, size = who(parts[:2] if ongoing else parts, 13, room)
    left = render_text(words, size, theme.TEXT, "semibold")
    surface.blit(left, left.get_rect(midleft=(row.x + 8, row.centery)))
    if ongoing and room - left.get_width() > 40:
        tail = fit_text(ongoing, 12, room - left.get_width() - 10, "semibold")
        extra = render_text(tail, 12, theme.ACCENT, "semibold")
        surface.blit(extra, extra.get_rect(midleft=(row.x + 16 + left.get_width(), row.centery)))
