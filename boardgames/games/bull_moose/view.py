"""Bull Moose on screen: the 1912 map with tokens, cubes and hubs, the boxes, the decision.

Layout: the map on the left (cubes per unit in each candidate's colour, tokens,
rail hubs, reachable states lit with their cost), the board boxes and the log
below it; on the right the candidates, the decision in words, and the choice.
The viewer's hand is drawn as cards (only for its owner, behind the hand-over):
on a turn each card sits beside its ways to be played. States can be clicked;
every choice is also a button with a number key (Page Up/Down turn pages),
C shows each candidate's unplayed cards, U undoes, Esc is the menu. The count
plays as an election night (``view_count``): units called one by one with a
climbing tally, and each draw by lot as a bag of cubes with the odds beside it.
Clicks and keys become choices in ``view_input``; the panel is ``view_panel``.
"""

from __future__ import annotations

import pygame

from boardgames.core.protocol import Event
from boardgames.games.bull_moose.actions import Keep
from boardgames.games.bull_moose.events import CardPlayed, Drawn
from boardgames.games.bull_moose.map_layers import BullMooseMap, load_map_layers
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import ChooseCard, KeepFour
from boardgames.games.bull_moose.view_cards import card_tooltip, draw_card, draw_unplayed
from boardgames.games.bull_moose.view_count import OUT_AT
from boardgames.games.bull_moose.view_draw import (
    MapMarks,
    cost_badge_places,
    draw_boxes,
    draw_cost_badges,
    mark_size,
)
from boardgames.games.bull_moose.view_input import InputMixin
from boardgames.games.bull_moose.view_legend import Legend
from boardgames.games.bull_moose.view_panel import PanelMixin
from boardgames.games.bull_moose.view_words import cost_badges
from boardgames.resources import maps_dir
from boardgames.ui import theme
from boardgames.ui.assets_cache import us_map
from boardgames.ui.game_scene import GameScene
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.log_panel import LogPanel
from boardgames.ui.widgets.map_view import MapView, draw_tooltip

_LAYERS: dict[str, BullMooseMap] = {}
COMPACT_MOST = 100  # the compact forecast's greatest height, in the map's corner


def map_layers(state: BMState) -> BullMooseMap:
    name = state.board.era.map_file
    if name not in _LAYERS:
        _LAYERS[name] = load_map_layers(maps_dir() / name, state.board)
    return _LAYERS[name]


class BullMooseScene(InputMixin, PanelMixin, GameScene):
    def aids_top(self) -> int | None:
        """Under the options and the hand's cards in the panel's column (a keep laid out
        over the map leaves the column's foot free too)."""
        area = self.panel.area()
        if area is None:
            return None
        column = self.panel_rect
        cards = [rect.bottom for rect, _ in self.card_rects if rect.colliderect(column)]
        return max([area.bottom, *cards])

    def aids_rooms(self) -> list[pygame.Rect]:
        """While four are kept from cards laid over the map's foot (and the log, where the
        tip would usually go): the side panel between the keep button and the cards, else
        the map above the cards. The cards to choose from stay in sight."""
        back, button = self.keep_backdrop, self.keep_button
        if back is None or button is None:
            return []
        rooms = [pygame.Rect(button.x, button.bottom, button.width, back.top - button.bottom)]
        board = self.map_view.rect
        rooms.append(pygame.Rect(board.x, board.y, board.width, back.top - board.y))
        return [room for room in rooms if room.height > 0]

    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        state = session.state
        self.seats = state.n  # before the first layout: one row per candidate
        self.layers = map_layers(state)
        self.map_view = MapView(us_map(state.board.era.map_file), label_size=10)
        self.map_view.show_labels = False
        self.marks = MapMarks()
        self._unit_areas_seen: tuple[object, tuple[int, int], list[pygame.Rect]] | None = None
        self.legend = Legend()
        self.boxes_layer, self.panel_layer = Layer(), Layer()
        self._badges: tuple[object, list[tuple[str, pygame.Rect]]] = (None, [])
        self.log_panel = LogPanel()
        self.keeping: set[int] = set()  # the drawn cards marked to keep
        self.keeping_for: tuple[int, int | None] | None = None  # the decision they are for
        self.card_rects: list[tuple[pygame.Rect, int]] = []  # cards on screen, for hover/click
        self.keep_backdrop: pygame.Rect | None = None  # behind cards to keep that leave the panel
        self.keep_button: pygame.Rect | None = None  # the keep button, over a free column
        self.picking: str | None = None  # a state whose boxes are being chosen (California)
        self.picking_for: tuple[int, int | None] | None = None  # the decision it was for
        self.unplayed_of: int | None = None  # whose unplayed cards are shown, if any
        self.tally: dict[int, int] = {}
        self.shown_tally: dict[int, float] = {}  # the bars, climbing toward ``tally``
        self.called: dict[str, int] = {}
        self.recent: list[tuple[str, int, int, str]] = []  # (unit, votes, winner, how) called
        self.call: Drawn | None = None  # the call being shown (a bag for a draw)
        self.call_time = self.call_left = 0.0
        self.pending: tuple[str, int, int] | None = None  # (unit, winner, ev) not yet counted
        self.hover_pos: tuple[int, int] | None = None
        self._options_cache: tuple | None = None  # (shown, decision, the options)
        self._fills_for: tuple[BMState | None, tuple] = (None, ())
        self._prompt: str | None = None  # this frame's prompt, worked out once
        super().__init__(app, session)

    @property
    def bm(self) -> BMState:
        state = self.shown
        assert isinstance(state, BMState)
        return state

    # -- layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = 10
        panel_width = max(330, min(460, int(width * 0.32)))
        left_width = width - panel_width - 3 * margin
        lower = max(120, int(height * 0.24))
        self.map_view.set_rect(pygame.Rect(margin, margin, left_width, height - lower - 2 * margin))
        top = self.map_view.rect.bottom + margin
        boxes_width = min(300, left_width // 2)
        self.boxes_rect = pygame.Rect(margin, top, boxes_width, lower - margin)
        self.log_panel.rect = pygame.Rect(
            margin * 2 + boxes_width, top, left_width - boxes_width - margin, lower - margin
        )
        px = width - panel_width - margin
        self.panel_rect = pygame.Rect(px, margin, panel_width, height - 2 * margin)
        self.row_height = 30 if height < 700 else 40
        self.players_rect = pygame.Rect(
            px + 8, margin + 8, panel_width - 16, self.row_height * self.seats
        )
        self.prompt_top = self.players_rect.bottom + 8

    def forecast_spot(self) -> tuple[int, int] | None:
        """The forecast sits over Alaska and Hawaii (no 1912 states there), in wide windows only
        (narrow ones have the compact forecast); hidden while a keep's cards cover it."""
        from boardgames.ui.widgets.forecast_panel import WIDTH, panel_height

        if self.app.size[0] < 1200 or self.unplayed_of is not None:  # or the list is open
            return None
        rect = self.map_view.rect
        spot = (rect.x + 4, rect.bottom - panel_height(len(self.names)) - 4)
        whole = pygame.Rect(spot, (WIDTH, panel_height(len(self.names))))
        if self.keep_backdrop is not None and whole.colliderect(self.keep_backdrop):
            return None  # the cards of a keep reach over that corner
        if whole.collidelist(self._unit_areas()) >= 0:
            return None  # five seats: it reached up over Arizona's cubes (the compact one then)
        return spot

    def forecast_strip(self) -> pygame.Rect | None:
        """Where the whole panel has no place (a narrow window; five seats, whose panel would
        cover a unit), the compact forecast (no chart) in the same corner of the map, which
        it covers less; not over the cards of a keep that reach over the map."""
        from boardgames.ui.widgets.forecast_panel import COMPACT_COLUMN, compact_height

        if self.unplayed_of is not None or self.forecast_spot() is not None:
            return None
        width = 2 * COMPACT_COLUMN + 12
        height = compact_height(self.names, width, COMPACT_MOST)
        rect = self.map_view.rect
        strip = pygame.Rect(rect.x + 4, rect.bottom - height - 4, width, height)
        if self.keep_backdrop is not None and strip.colliderect(self.keep_backdrop):
            return None
        return strip

    def _unit_areas(self) -> list[pygame.Rect]:
        """Each unit's State Box with room under it for a row of every candidate's cubes,
        as drawn last: what a note over the map must leave in sight."""
        plates, seats = self.marks.plates, len(self.session.record.seats)
        row = mark_size(self.map_view) + 7
        seen = self._unit_areas_seen  # frames ask several times: worked out once per layout
        if seen is not None and seen[0] is plates and seen[1] == (seats, row):
            return seen[2]
        areas = []
        for plate in plates.values():
            area = pygame.Rect(0, 0, max(plate.rect.width, seats * row), row)
            area.midtop = plate.rect.midbottom
            areas.append(plate.rect.union(area))
        self._unit_areas_seen = (plates, (seats, row), areas)
        return areas

    def legend_area(self) -> pygame.Rect:
        """The part of the map widget the map covers: the legend keeps to its corner."""
        return self.map_view.content_rect().clip(self.map_view.rect)

    def hand_over_situation(self, player: int) -> str:
        """What the person taking the screen is about to do, in a line: keep four (and how
        many have chosen), or play a card. A private glance waiting for them is named by the
        shared hand-over instead."""
        state = self.session.state
        assert isinstance(state, BMState)
        head = state.head()
        if self.glances.get(player):
            return ""
        if isinstance(head, KeepFour):
            chosen = len(head.players) - len(head.movers(state))
            return f"Round {state.round}: keep four cards ({chosen} of {len(head.players)} chose)"
        if isinstance(head, ChooseCard):
            return f"Round {state.round}: play a card"
        return ""

    # -- animation ------------------------------------------------------------------------
    def animate(self, event: Event) -> float:
        if isinstance(event, Drawn):
            self._count_pending()
            self.call = event
            slow = event.how == "draw"
            self.call_time = self.app.animation_time(2.2 if slow else 0.5) or 0.0
            self.call_left = self.call_time
            if event.ev:
                self.pending = (event.where, event.winner, event.ev)
                if not self.call_time:
                    self._count_pending()
            return self.call_time
        if isinstance(event, CardPlayed):
            return self.app.animation_time(0.25)
        return 0.0

    def _count_pending(self) -> None:
        """The unit just called goes to its winner: the map colours it and the tally climbs."""
        if self.pending is not None:
            unit, winner, ev = self.pending
            if winner >= 0:
                self.tally[winner] = self.tally.get(winner, 0) + ev
                self.called[unit] = winner
            self.pending = None
            assert self.call is not None
            self.recent.append((unit, ev, winner, self.call.how))

    def call_progress(self) -> float:
        if not self.call_time:
            return 1.0
        return 1.0 - self.call_left / self.call_time

    def animate_frame(self, dt: float) -> None:
        self._prompt = None
        self.call_left = max(0.0, self.call_left - dt)
        if self.pending and (self.call_progress() >= OUT_AT or not self.busy):
            self._count_pending()
        for p, votes in self.tally.items():
            shown = self.shown_tally.get(p, 0.0)
            self.shown_tally[p] = min(votes, shown + max(1.0, (votes - shown) * 6) * dt * 8)
        self.map_view.update(dt)
        self._set_fills()
        self.map_view.highlight = self.legal_states()
        self.map_view.hover = self.map_view.state_at(self.hover_pos) if self.hover_pos else None
        self._place_panel()

    def _set_fills(self) -> None:
        """The states' colours: called ones in the winner's, leaders' tinted; only on a change."""
        styles = self.styles()
        state = self.bm
        key = (len(self.called), tuple(styles))
        if self._fills_for[0] is state and self._fills_for[1] == key:
            return
        self._fills_for = (state, key)
        fills: dict[str, theme.Colour] = {}
        for code in state.board.era.states:
            unit = state.token_unit_of(code)
            if unit in self.called:
                fills[code] = styles[self.called[unit]].colour
                continue
            points = state.cubes[unit]
            lead = max(points)
            if lead and points.count(lead) == 1:
                fills[code] = theme.blend(theme.LAND, styles[points.index(lead)].colour, 0.45)
            elif not state.board.units[unit].leaning:
                fills[code] = theme.blend(theme.LAND, theme.SWING, 0.5)
        self.map_view.set_fills(fills)

    # -- drawing -----------------------------------------------------------------------------
    def _map_moves(self) -> bool:
        """Whether the map pulses (states lit for a person's choice): then it is drawn every
        frame, with what lies on it, and the rest of the table is the still picture."""
        return bool(self.map_view.highlight)

    def _night_moves(self) -> bool:
        """Whether election night plays in the panel (the tally climbing, a bag drawn)."""
        return self.human_to_move() is None and bool(self.tally or self.call)

    def still_key(self) -> tuple[object, ...] | None:
        """Besides the table's key: the prompt, the tally, the cards marked to keep, the
        state whose boxes are chosen, the legend, the map's picture. None (paint every
        frame) while lit states pulse under cards laid over the map."""
        map_moves = self._map_moves()
        if map_moves and (self.unplayed_of is not None or self.keep_backdrop is not None):
            return None
        return (
            self.prompt_text(),
            tuple(self.tally.items()),
            frozenset(self.keeping),
            self.picking,
            self.unplayed_of,
            self.legend.open,
            tuple(self.card_rects),
            self.keep_backdrop,
            self.map_view.picture_key(),
            map_moves,
            self._night_moves(),
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        styles = self.styles()
        self._draw_map(surface, styles, outlines=not self._map_moves())
        key = (self.bm, tuple(styles), tuple(self.tally.items()))
        self.boxes_layer.draw(
            surface,
            self.boxes_rect,
            key,
            lambda: draw_boxes(surface, self.bm, self.boxes_rect, styles, self.tally),
        )
        self.log_panel.set_lines(self.shown_log_lines())
        self.log_panel.draw(surface)
        self.draw_panel(surface, styles, night=not self._night_moves())
        if self.unplayed_of is not None:
            self._draw_unplayed(surface, styles)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The lit states' pulse, with what lies on the map over it drawn again there;
        election night in the panel; the unit being called."""
        styles = self.styles()
        moved = []
        if self._map_moves():
            view = self.map_view
            lit = view.rect if view.zoom > 1 else view.marks_bounds()
            if lit is not None:
                clip = surface.get_clip()
                surface.set_clip(lit)
                if not view.replay_picture_part(surface, lit, theme.BACKGROUND):
                    surface.fill(theme.BACKGROUND)  # the ground, as the still picture had it
                    view.draw_picture(surface)
                self._draw_map(surface, styles, outlines=True, in_part=True)
                surface.set_clip(clip)
                moved.append(lit)
        if self._night_moves():
            self.draw_night(surface, styles)
            moved.append(self.panel_rect)
        if self.call is not None and self.busy and self.call.where in self.bm.board.units:
            code = self.bm.board.units[self.call.where].state
            self.map_view.outline(surface, code, theme.FOCUS, 3)
            moved.append(self.map_view.rect)
        return moved

    def _draw_map(
        self,
        surface: pygame.Surface,
        styles: list[theme.PlayerStyle],
        outlines: bool,
        in_part: bool = False,
    ) -> None:
        """The map (with the lit and hovered states' outlines, if ``outlines``), the marks,
        the cost badges, the legend. ``in_part``: only the part in the surface's clip is
        drawn, over the map's part the caller drew, with no cached layer painted (it would
        keep only that part of its picture)."""
        if in_part:  # the caller has drawn the map's part
            self.map_view.draw_marks(surface)
        elif outlines:
            self.map_view.draw(surface, ground=theme.BACKGROUND)
        else:
            self.map_view.draw_picture(surface, ground=theme.BACKGROUND)
        self.marks.draw(surface, self.bm, self.layers, self.map_view, styles)
        person = self.human_to_move()
        if person is not None and self.unplayed_of is None:
            key = (self.state_now(), person, self.bm, self.map_view.picture_key())
            key += (tuple(plate.rect for plate in self.marks.plates.values()),)
            if self._badges[0] != key:  # worked out once per position and map
                badges = cost_badges(self.session.state, person, self.legal_now())
                units = {code: self.bm.token_unit_of(code) for code in badges}
                places = cost_badge_places(self.map_view, badges, self.marks.plates, units)
                self._badges = (key, places)
            draw_cost_badges(surface, self._badges[1])
        if self.unplayed_of is None and self.keep_backdrop is None:  # cards to keep cover it
            plates = [plate.rect for plate in self.marks.plates.values()]
            self.legend.place(self.legend_area(), plates)
            if self.legend.rect.colliderect(surface.get_clip()):
                self.legend.draw(surface, self.bm, styles, cached=not in_part)

    def _draw_unplayed(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        player = self.unplayed_of or 0
        rect = self.map_view.rect.inflate(-20, -20)
        cards = [self.bm.cards[c] for c in self.unplayed_cards(player)]
        draw_unplayed(surface, rect, self.names[player], styles[player].colour, cards)

    def unplayed_cards(self, player: int) -> list[int]:
        """A candidate's cards not yet played: printed decks are public, only their order is not."""
        state = self.bm
        gone = set(state.zones[("played", player)]) | set(state.zones[("display", player)])
        left = [c for c in state.zones.pools[f"c{player}"].items if c not in gone]
        return sorted(left, key=lambda c: (-state.cards[c].value, state.cards[c].title))

    def unplayed_lines(self, player: int) -> list[str]:
        left = self.unplayed_cards(player)
        titles = ", ".join(self.bm.cards[c].title for c in left)
        return [f"{self.names[player]}: {len(left)} cards not yet played", titles or "none"]

    def draw_hand_cards(self, surface: pygame.Surface) -> None:
        if self.viewer is None:
            return
        colour = self.styles()[self.viewer].colour
        keeping = self.keeping_now()
        back = self.bm.came_back_cards(self.viewer) if keeping else frozenset()
        if self.keep_backdrop is not None:
            draw_panel(surface, self.keep_backdrop)
        for index, (rect, card) in enumerate(self.card_rects):
            draw_card(
                surface,
                rect,
                self.bm.cards[card],
                self.bm.board,
                colour,
                chosen=keeping and card in self.keeping,  # marks left from a keep, unshown
                hint=str(index + 1) if keeping else "",
                came_back=card in back,
            )

    def draw_hover_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """What is under the pointer: a card, a candidate's unplayed cards, a state's units;
        returns the box drawn."""
        if self.hover_pos is None:
            return None
        for rect, card in self.card_rects:
            if rect.collidepoint(self.hover_pos):
                return draw_tooltip(
                    surface, self.hover_pos, card_tooltip(self.bm.cards[card], self.bm.board), 340
                )
        if self.unplayed_of is not None or (
            self.keep_backdrop is not None and self.keep_backdrop.collidepoint(self.hover_pos)
        ):
            return None
        row = self.player_at(self.hover_pos)
        if row is not None:
            return draw_tooltip(surface, self.hover_pos, self.unplayed_lines(row), 360)
        code = self.map_view.state_at(self.hover_pos)
        if code is None:
            return None
        state = self.bm
        lines = []
        for unit in state.board.units_of(code):
            points = ", ".join(
                f"{state.cand[p]} {n}" + (f" ({n // 5} large, {n % 5} small)" if n >= 5 else "")
                for p, n in enumerate(state.cubes[unit.id])
                if n
            )
            lean = "swing" if unit.swing else "+".join(unit.leaning)
            lines.append(f"{unit.id}: {unit.ev} EV, {lean}; cubes: {points or 'none'}")
        if code in state.board.rail_hubs:
            lines.append(f"Rail hub ({self.layers.hub_cities.get(code, '')})")
        return draw_tooltip(surface, self.hover_pos, lines, 300)

    def keeping_now(self) -> bool:
        person = self.human_to_move()
        if person is None:
            return False
        legal = self.legal_now()
        return bool(legal) and isinstance(legal[0], Keep)
