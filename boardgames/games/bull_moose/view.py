"""Bull Moose on screen: the 1912 map with tokens, cubes and hubs, the boxes, the decision.

Layout: the map on the left (cube counts per unit in each candidate's colour,
tokens, rail hubs, reachable states lit), the board boxes and the log below it;
on the right the candidates, the decision in words, the hand (only for its
owner, behind the hand-over) and the choices. States can be clicked; every
choice is also a numbered button (1-9, Page Up/Down), U undoes, Esc is the menu.
The count plays as an election night: units called one by one with the odds.
"""

from __future__ import annotations

import pygame

from boardgames.core.protocol import Event
from boardgames.core.zones import HIDDEN
from boardgames.games.bull_moose.actions import Jump, Keep, Move, Place
from boardgames.games.bull_moose.events import CardPlayed, Drawn
from boardgames.games.bull_moose.map_layers import BullMooseMap, load_map_layers
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.view_draw import draw_boxes, draw_map_marks, draw_tally
from boardgames.games.bull_moose.view_words import action_label, card_line
from boardgames.resources import maps_dir
from boardgames.ui import theme
from boardgames.ui.assets_cache import us_map
from boardgames.ui.fonts import draw_fitted, fit_lines, fit_text, render_text, wrap_text
from boardgames.ui.game_scene import GameScene
from boardgames.ui.widgets.button import ButtonGroup, draw_panel
from boardgames.ui.widgets.choice_list import Choice, ChoiceList
from boardgames.ui.widgets.log_panel import LogPanel
from boardgames.ui.widgets.map_view import MapView, draw_tooltip

_LAYERS: dict[str, BullMooseMap] = {}


def map_layers(state: BMState) -> BullMooseMap:
    name = state.board.era.map_file
    if name not in _LAYERS:
        _LAYERS[name] = load_map_layers(maps_dir() / name, state.board)
    return _LAYERS[name]


class BullMooseScene(GameScene):
    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        state = session.state
        self.layers = map_layers(state)
        self.map_view = MapView(us_map(state.board.era.map_file), label_size=10)
        self.map_view.show_labels = False
        self.log_panel = LogPanel()
        self.buttons = ButtonGroup()
        self.choices = ChoiceList()
        self.keeping: set[int] = set()
        self.keep_buttons: dict[str, int] = {}  # toggle label -> card, for its tooltip
        self.tally: dict[int, int] = {}
        self.called: dict[str, int] = {}
        self.banner = ""
        self.banner_left = 0.0
        self.hover_pos: tuple[int, int] | None = None
        self._buttons_key: tuple = ()
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
        self.players_rect = pygame.Rect(px + 8, margin + 8, panel_width - 16, self.row_height * 5)
        self.prompt_top = self.players_rect.bottom + 8
        self._buttons_key = ()

    # -- the decision ---------------------------------------------------------------------
    def _rebuild_buttons(self) -> None:
        state = self.session.state
        person = self.human_to_move()
        legal = state.legal_actions(person) if person is not None else []
        hand = self.hand_lines()
        key = (tuple(legal), person, self.can_undo(), self.app.size, tuple(self.keeping), len(hand))
        if key == self._buttons_key:
            return
        if not legal or (self._buttons_key and self._buttons_key[0] != key[0]):
            self.choices.reset()
        self._buttons_key = key
        self.buttons.clear()
        x, width = self.panel_rect.x + 8, self.panel_rect.width - 16
        top = self.prompt_top + self.prompt_height() + 6 + self.hand_height(hand)
        bottom = self.panel_rect.bottom - 48
        rect = pygame.Rect(x, top, width, max(40, bottom - top - 6))
        assert isinstance(state, BMState)
        if person is not None and legal and isinstance(legal[0], Keep):
            self._keep_buttons(state, person, rect)
        elif person is not None:
            grid = []
            for action in legal:
                label, detail = action_label(state, person, action)
                grid.append(Choice(label, lambda a=action: self.submit(a), detail))
            long_labels = max((len(c.label) for c in grid), default=0)
            columns = 1 if long_labels > 22 else 2 if long_labels > 11 else 3
            if len(grid) <= 4 and columns == 1:
                self.choices.build(self.buttons, rect, grid, (), 1, self._force_rebuild)
            else:
                self.choices.build(self.buttons, rect, (), grid, columns, self._force_rebuild)
        for button in self.undo_and_menu_buttons(pygame.Rect(x, bottom, width, 38)):
            self.buttons.add(button)

    def _force_rebuild(self) -> None:
        self._buttons_key = ()

    def _keep_buttons(self, state: BMState, person: int, rect: pygame.Rect) -> None:
        """Keep 4 of 8: toggle cards, then confirm."""
        drawn = sorted(c for c in state.zones[("drawn", person)] if c is not None)
        self.keeping &= set(drawn)
        labels = {
            ("[x] " if c in self.keeping else "[ ] ") + card_line(state, c).split(":")[0]: c
            for c in drawn
        }
        grid = [Choice(label, lambda c=c: self._toggle(c)) for label, c in labels.items()]
        ready = len(self.keeping) == state.board.deck.keep
        confirm = Choice(
            "Keep these four"
            if ready
            else f"Choose {state.board.deck.keep - len(self.keeping)} more",
            self._confirm_keep if ready else (lambda: None),
        )
        self.choices.build(self.buttons, rect, [confirm], grid, 1, self._force_rebuild)
        self.keep_buttons = {
            b.label: labels[b.label] for b in self.buttons.buttons if b.label in labels
        }

    def _toggle(self, card: int) -> None:
        if card in self.keeping:
            self.keeping.discard(card)
        elif len(self.keeping) < self.session.state.board.deck.keep:  # type: ignore[attr-defined]
            self.keeping.add(card)
        self._buttons_key = ()

    def _confirm_keep(self) -> None:
        chosen = Keep(tuple(sorted(self.keeping)))
        self.keeping = set()
        self.submit(chosen)

    def hand_lines(self) -> list[str]:
        """The viewer's hand (or drawn cards) as lines; nothing for a bystander."""
        viewer = self.viewer
        if viewer is None:
            return []
        state = self.bm
        cards = [c for c in state.zones[("hand", viewer)] if c not in (None, HIDDEN)]
        if not cards and self.app.size[1] >= 800:  # small windows: the keep buttons say it
            cards = [c for c in state.zones[("drawn", viewer)] if c not in (None, HIDDEN)]
        return [card_line(state, c) for c in sorted(cards)]

    def hand_height(self, lines: list[str]) -> int:
        if not lines:
            return 0
        width = self.panel_rect.width - 24
        rows = sum(min(self.hand_wrap(), len(wrap_text(line, 13, width))) for line in lines)
        return 20 + rows * 16 + 6

    def hand_wrap(self) -> int:
        """Lines per card: one while choosing among eight drawn cards (titles matter most)."""
        state = self.bm
        viewer = self.viewer
        drawing = viewer is not None and not state.zones[("hand", viewer)]
        return 1 if drawing else 2

    def legal_states(self) -> frozenset[str]:
        person = self.human_to_move()
        if person is None:
            return frozenset()
        found = set()
        for action in self.session.state.legal_actions(person):
            if isinstance(action, Move | Jump):
                found.add(action.state)
            elif isinstance(action, Place):
                found.add(self.bm.board.units[action.unit].state)
        return frozenset(found)

    def click_state(self, code: str) -> None:
        person = self.human_to_move()
        if person is None:
            return
        legal = self.session.state.legal_actions(person)
        for action in legal:
            if isinstance(action, Move | Jump) and action.state == code:
                self.submit(action)
                return
        places = [
            a for a in legal if isinstance(a, Place) and self.bm.board.units[a.unit].state == code
        ]
        places.sort(key=lambda a: not self.bm.board.units[a.unit].token_box)
        if places:
            self.submit(places[0])

    # -- input ----------------------------------------------------------------------------
    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.map_view.handle(event):
            return
        if self.buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            code = self.map_view.state_at(event.pos)
            if code is not None:
                self.click_state(code)

    # -- animation ------------------------------------------------------------------------
    def animate(self, event: Event) -> float:
        if isinstance(event, Drawn):
            self.banner = event.describe(self.names)
            if event.ev and event.winner >= 0:
                self.tally[event.winner] = self.tally.get(event.winner, 0) + event.ev
                self.called[event.where] = event.winner
            self.banner_left = self.app.animation_time(1.6 if event.how == "draw" else 0.9) or 0.6
            return self.app.animation_time(0.9 if event.how == "draw" else 0.35)
        if isinstance(event, CardPlayed):
            return self.app.animation_time(0.25)
        return 0.0

    def on_undo(self) -> None:
        self._buttons_key = ()
        self.keeping = set()

    def animate_frame(self, dt: float) -> None:
        self.banner_left = max(0.0, self.banner_left - dt)
        self.map_view.update(dt)
        styles = self.styles()
        state = self.bm
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
        self.map_view.highlight = self.legal_states()
        hover = self.map_view.state_at(self.hover_pos) if self.hover_pos else None
        self.map_view.hover = hover
        self._rebuild_buttons()

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        styles = self.styles()
        self.map_view.draw(surface)
        draw_map_marks(surface, self.bm, self.layers, self.map_view, styles)
        draw_boxes(surface, self.bm, self.boxes_rect, styles, self.tally)
        self.log_panel.set_lines(self.shown_log_lines())
        self.log_panel.draw(surface)
        self._draw_panel(surface, styles)
        if self.banner_left > 0 and self.banner:
            rect = self.map_view.rect
            fitted = fit_lines(self.banner, 24, rect.width - 80, "title", 2, 14)
            box = pygame.Rect(0, 0, fitted.width + 40, fitted.height + 20)
            box.midtop = (rect.centerx, rect.y + 10)
            pygame.draw.rect(surface, (16, 20, 30), box, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=10)
            draw_fitted(surface, fitted, theme.ACCENT, (box.centerx, box.y + 10))
        self._draw_tooltip(surface)

    def _draw_panel(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        draw_panel(surface, self.panel_rect)
        state = self.bm
        movers = self.session.state.to_move() if not self.busy else frozenset()
        y = self.players_rect.y
        for p, name in enumerate(self.names):
            row = pygame.Rect(self.players_rect.x, y, self.players_rect.width, self.row_height - 4)
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, styles[p].colour, 0.25), row, border_radius=6
            )
            if p in movers:
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=6)
            candidate = state.board.candidates[state.cand[p]]
            kind = "computer" if p in self.bots else "person"
            top = f"{name} ({kind}): {candidate.name.split()[-1]}, {candidate.party}"
            top = fit_text(top, 14, row.width - 16, "semibold")
            surface.blit(render_text(top, 14, theme.TEXT, "semibold"), (row.x + 8, row.y + 2))
            shown = [state.cards[c].title for c in state.zones[("display", p)]]
            cards = len(state.zones[("hand", p)])
            stats = f"in {state.token[p]}   hand {cards}   " + (", ".join(shown) or "")
            surface.blit(
                render_text(stats, 12, theme.TEXT_DIM), (row.x + 8, row.y + row.height // 2 + 1)
            )
            y += self.row_height
        draw_fitted(
            surface,
            self.prompt_fitted(),
            theme.TEXT,
            (self.panel_rect.x + 12, self.prompt_top),
            align="left",
        )
        if self.tally:
            top = self.prompt_top + self.prompt_height() + 8
            draw_tally(surface, self.bm, self.panel_rect, styles, self.names, self.tally, top)
        lines = self.hand_lines()
        if lines:
            hy = self.prompt_top + self.prompt_height() + 4
            surface.blit(
                render_text("Your cards", 13, theme.ACCENT, "semibold"),
                (self.panel_rect.x + 12, hy),
            )
            hy += 18
            for line in lines:
                for part in wrap_text(line, 13, self.panel_rect.width - 24)[: self.hand_wrap()]:
                    surface.blit(
                        render_text(part, 13, theme.TEXT_DIM), (self.panel_rect.x + 12, hy)
                    )
                    hy += 16
        self.buttons.draw(surface)
        if self.error or self.saver.last_error:
            message = self.error or self.saver.last_error or ""
            surface.blit(
                render_text(message[:90], 13, theme.DANGER),
                (self.panel_rect.x + 10, self.panel_rect.bottom - 66),
            )

    def player_at(self, pos: tuple[int, int]) -> int | None:
        if not self.players_rect.collidepoint(pos):
            return None
        row = (pos[1] - self.players_rect.y) // self.row_height
        return row if 0 <= row < self.bm.n else None

    def unplayed_lines(self, player: int) -> list[str]:
        """A candidate's cards not yet played: printed decks are public, only their order is not."""
        state = self.bm
        gone = set(state.zones[("played", player)]) | set(state.zones[("display", player)])
        left = [c for c in state.zones.pools[f"c{player}"].items if c not in gone]
        titles = ", ".join(state.cards[c].title for c in left)
        return [f"{self.names[player]}: {len(left)} cards not yet played", titles or "none"]

    def prompt_text(self) -> str:
        state = self.session.state
        if state.is_over() and not self.busy:
            return "Every state is called. The results follow."
        if self.busy and self.tally:
            return "Election night: the units are called one by one, the smallest first."
        if self.busy:
            shown = self.shown_log_lines()
            return shown[-1] if shown else ""
        movers = state.to_move()
        mover = min(movers)
        if mover in self.bots:
            return f"{self.names[mover]} (computer) is deciding..."
        prompt = state.prompt(mover)
        return f"{self.names[mover]}, {prompt[0].lower()}{prompt[1:]}"

    def prompt_fitted(self):  # type: ignore[no-untyped-def]
        return fit_lines(self.prompt_text(), 15, self.panel_rect.width - 24, "regular", 3, 12)

    def prompt_height(self) -> int:
        return self.prompt_fitted().height

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.hover_pos is None:
            return
        for button in self.buttons.buttons:
            card = self.keep_buttons.get(button.label)
            if card is not None and button.rect.collidepoint(self.hover_pos):
                draw_tooltip(surface, self.hover_pos, [card_line(self.bm, card)], 320)
                return
        row = self.player_at(self.hover_pos)
        if row is not None:
            draw_tooltip(surface, self.hover_pos, self.unplayed_lines(row), 360)
            return
        code = self.map_view.state_at(self.hover_pos)
        if code is None:
            return
        state = self.bm
        lines = []
        for unit in state.board.units_of(code):
            points = ", ".join(
                f"{state.cand[p]} {n}" for p, n in enumerate(state.cubes[unit.id]) if n
            )
            lean = "swing" if unit.swing else "+".join(unit.leaning)
            lines.append(f"{unit.id}: {unit.ev} EV, {lean}; cubes: {points or 'none'}")
        if code in state.board.rail_hubs:
            lines.append(f"Rail hub ({self.layers.hub_cities.get(code, '')})")
        draw_tooltip(surface, self.hover_pos, lines, 300)
