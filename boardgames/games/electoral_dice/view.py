"""Electoral Dice on screen: the 8 x 11 board, the map, the dice, the tally.

Layout: the vote bar across the top; the grid board (the play area, column K
to A) on the left with the US map and the log below it; on the right the
players, the dice tray, the decision in words and its choices. Every choice
can be made by clicking the board, the map or a button, or by keys (1-9 for
the listed states, Space or Enter to throw, U to undo, Esc for the menu).
"""

from __future__ import annotations

import math

import pygame

from boardgames.core.protocol import Event
from boardgames.games.electoral_dice.board import BOARD_FILE
from boardgames.games.electoral_dice.events import (
    ColumnOpened,
    DiceThrown,
    LockedStateLost,
    PresidencyReached,
    StateWon,
)
from boardgames.games.electoral_dice.rules import THROW, Contest, EDState
from boardgames.ui import theme
from boardgames.ui.assets_cache import grid_board, us_map
from boardgames.ui.fonts import render_text, wrap_text
from boardgames.ui.game_scene import GameScene
from boardgames.ui.widgets.button import Button, ButtonGroup, draw_panel
from boardgames.ui.widgets.dice_tray import DiceTray
from boardgames.ui.widgets.log_panel import LogPanel
from boardgames.ui.widgets.map_view import MapView, draw_tooltip
from boardgames.ui.widgets.vote_bar import VoteBar

DICE_SECONDS = 0.75
FLASH_SECONDS = 0.5


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def locked_fill(style: theme.PlayerStyle) -> theme.Colour:
    """A pale wash of the owner's colour: clearly theirs, clearly not yet won."""
    return theme.blend((235, 235, 235), style.colour, 0.28)


class ElectoralDiceScene(GameScene):
    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        self.board = grid_board(BOARD_FILE)
        self.map_view = MapView(us_map("us-modern.tmx"), label_size=10)
        self.dice = DiceTray()
        self.log_panel = LogPanel()
        self.vote_bar = VoteBar(538, 270)
        self.buttons = ButtonGroup()
        self.cell_rects: dict[str, pygame.Rect] = {}
        self.flash: dict[str, float] = {}
        self.banner = ""
        self.banner_left = 0.0
        self.hover_pos: tuple[int, int] | None = None
        self._buttons_key: tuple = ()
        super().__init__(app, session)

    @property
    def ed(self) -> EDState:
        state = self.shown
        assert isinstance(state, EDState)
        return state

    # -- layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = 12
        panel_width = max(340, min(440, int(width * 0.3)))
        left_width = width - panel_width - 3 * margin
        self.vote_bar.rect = pygame.Rect(margin, margin, left_width, 48)
        board_top = self.vote_bar.rect.bottom + 26
        board_height = int((height - board_top - margin) * 0.58)
        cell_w = left_width // len(self.board.columns)
        cell_h = min(board_height // self.board.rows, int(cell_w * 0.8))
        self.board_rect = pygame.Rect(
            margin, board_top, cell_w * len(self.board.columns), cell_h * self.board.rows
        )
        self.cell_rects = {
            cell.cell_id: pygame.Rect(
                self.board_rect.x + self.board.columns.index(cell.column) * cell_w,
                self.board_rect.y + (cell.row - 1) * cell_h,
                cell_w,
                cell_h,
            )
            for cell in self.board.cells
        }
        lower_top = self.board_rect.bottom + 10
        lower_height = height - lower_top - margin
        map_width = min(int(lower_height * 975 / 610 * 1.1), left_width // 2 + 80)
        self.map_view.set_rect(pygame.Rect(margin, lower_top, map_width, lower_height))
        self.log_panel.rect = pygame.Rect(
            margin * 2 + map_width, lower_top, left_width - map_width - margin, lower_height
        )
        px = width - panel_width - margin
        self.panel_rect = pygame.Rect(px, margin, panel_width, height - 2 * margin)
        self.players_rect = pygame.Rect(px + 10, margin + 10, panel_width - 20, 120)
        self.dice.rect = pygame.Rect(px + 10, self.players_rect.bottom + 10, panel_width - 20, 150)
        self.prompt_top = self.dice.rect.bottom + 12
        self._buttons_key = ()

    # -- decisions ------------------------------------------------------------------
    def _rebuild_buttons(self) -> None:
        """The choice buttons follow the current decision; rebuilt only when it changes."""
        state = self.session.state
        person = self.human_to_move()
        legal = state.legal_actions() if person is not None else []
        key = (tuple(legal), person, self.can_undo(), self.app.size)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        focus = self.buttons.focus
        self.buttons.clear()
        x, width = self.panel_rect.x + 10, self.panel_rect.width - 20
        y = self.prompt_top + 70
        assert isinstance(state, EDState)
        for index, action in enumerate(legal):
            if action == THROW:
                label, hotkey, hint = "Throw the dice", pygame.K_SPACE, "Space"
            else:
                assert isinstance(action, Contest)
                code = action.state
                label = f"{state.board.names[code]} ({state.board.ev[code]} EV)"
                hotkey = pygame.K_1 + index if index < 9 else None
                hint = str(index + 1) if index < 9 else ""
            self.buttons.add(
                Button(
                    pygame.Rect(x, y, width, 42),
                    label,
                    lambda a=action: self.submit(a),
                    True,
                    hotkey,
                    hint,
                    18,
                )
            )
            y += 48
        bottom = self.panel_rect.bottom - 52
        for button in self.undo_and_menu_buttons(pygame.Rect(x, bottom, width, 40)):
            self.buttons.add(button)
        self.buttons.focus = min(focus, len(self.buttons.buttons) - 1)

    def legal_states(self) -> frozenset[str]:
        if self.human_to_move() is None:
            return frozenset()
        return frozenset(
            a.state for a in self.session.state.legal_actions() if isinstance(a, Contest)
        )

    def click_state(self, code: str) -> None:
        if code in self.legal_states():
            self.submit(Contest(code))
        elif self.human_to_move() is not None and self.session.state.legal_actions() == [THROW]:
            contest = self.ed.contest_state
            if code == contest:
                self.submit(THROW)

    def state_at(self, pos: tuple[int, int]) -> str | None:
        for cell in self.board.cells:
            rect = self.cell_rects[cell.cell_id]
            if cell.states and rect.collidepoint(pos):
                parts = self._split(rect, len(cell.states))
                for code, part in zip(cell.states, parts, strict=True):
                    if part.collidepoint(pos):
                        return code
        return self.map_view.state_at(pos)

    # -- input ----------------------------------------------------------------------
    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.map_view.handle(event):  # zoom and pan
            return
        if self.buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            code = self.state_at(event.pos)
            if code is not None:
                self.click_state(code)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            if self.session.state.legal_actions() == [THROW] and self.human_to_move() is not None:
                self.submit(THROW)

    # -- animation ------------------------------------------------------------------
    def animate(self, event: Event) -> float:
        names = self.names
        if isinstance(event, DiceThrown):
            state = self.session.state
            assert isinstance(state, EDState)
            seconds = self.app.animation_time(DICE_SECONDS)
            caption = f"{names[event.player]}: {state.board.names[event.state]} {event.percent}%"
            self.dice.throw(
                (event.die_a, event.die_b),
                caption,
                "wins" if event.won else "short",
                event.won,
                seconds,
            )
            self.app.sound.play("dice_roll")
            return seconds
        if isinstance(event, StateWon):
            self.flash[event.state] = self.app.animation_time(FLASH_SECONDS) * 2
            self.app.sound.play("win_state")
            return self.app.animation_time(FLASH_SECONDS) * 0.6
        if isinstance(event, LockedStateLost):
            self.flash[event.state] = self.app.animation_time(FLASH_SECONDS) * 2
            self.app.sound.play("fail")
            return self.app.animation_time(FLASH_SECONDS)
        if isinstance(event, PresidencyReached):
            self.banner = f"{names[event.player]} reaches {event.votes}: elected President!"
            self.banner_left = self.app.animation_time(2.5) or 1.5
            self.app.sound.play("fanfare")
            return self.app.animation_time(1.2)
        if isinstance(event, ColumnOpened):
            return self.app.animation_time(0.3)
        return 0.0

    def animate_frame(self, dt: float) -> None:
        if self.dice.update(dt):
            self.app.sound.play("dice_land")
        for code in list(self.flash):
            self.flash[code] -= dt
            if self.flash[code] <= 0:
                del self.flash[code]
        self.banner_left = max(0.0, self.banner_left - dt)
        self.map_view.update(dt)
        self.vote_bar.update(self.ed.votes, dt)
        self.log_panel.set_lines(self.shown_log_lines())
        styles = self.styles()
        ed = self.ed
        fills = {code: styles[owner].colour for code, owner in ed.owner.items()}
        fills.update(
            {
                code: theme.blend(theme.LAND, styles[p].colour, 0.3)
                for code, p in ed.locked_by.items()
            }
        )
        fills.update({code: theme.SWING for code in ed.swing if code not in ed.owner})
        self.map_view.set_fills(fills)
        self.map_view.highlight = self.legal_states()
        self.map_view.hover = self.state_at(self.hover_pos) if self.hover_pos else None
        self._rebuild_buttons()

    def on_undo(self) -> None:
        self._buttons_key = ()

    # -- drawing --------------------------------------------------------------------
    @staticmethod
    def _split(rect: pygame.Rect, parts: int) -> list[pygame.Rect]:
        if parts == 1:
            return [rect]
        width = rect.width // parts
        return [pygame.Rect(rect.x + i * width, rect.y, width, rect.height) for i in range(parts)]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        styles = self.styles()
        self.vote_bar.draw(surface, styles, self.names)
        self._draw_board(surface, styles)
        self.map_view.draw(surface)
        self.log_panel.draw(surface)
        self._draw_panel(surface, styles)
        if self.banner_left > 0:
            text = render_text(self.banner, 30, theme.ACCENT, "title")
            box = text.get_rect(center=self.board_rect.center).inflate(40, 24)
            pygame.draw.rect(surface, (16, 20, 30), box, border_radius=12)
            pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=12)
            surface.blit(text, text.get_rect(center=box.center))
        self._draw_tooltip(surface)

    def _draw_board(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        ed = self.ed
        active = ed.active_column
        column_index = self.board.columns.index(active)
        cell_w = self.board_rect.width // len(self.board.columns)
        band = pygame.Rect(
            self.board_rect.x + column_index * cell_w,
            self.board_rect.y - 4,
            cell_w,
            self.board_rect.height + 8,
        )
        pygame.draw.rect(
            surface, theme.blend(theme.BACKGROUND, theme.ACCENT, 0.35), band, border_radius=6
        )
        legal = self.legal_states()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        for cell in self.board.cells:
            rect = self.cell_rects[cell.cell_id].inflate(-4, -4)
            if cell.kind != "states":
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
                continue
            for code, part in zip(cell.states, self._split(rect, len(cell.states)), strict=True):
                inset = part.inflate(-2, 0) if len(cell.states) > 1 else part
                self._draw_state_cell(surface, code, inset, styles, code in legal, pulse)
        for index, column in enumerate(self.board.columns):
            label = render_text(
                column, 13, theme.ACCENT if column == active else theme.TEXT_DIM, "bold"
            )
            x = self.board_rect.x + index * cell_w + cell_w // 2
            surface.blit(label, label.get_rect(midbottom=(x, self.board_rect.y - 4)))

    @staticmethod
    def _draw_cell_text(surface, rect, code, ev, tag, ink) -> None:  # type: ignore[no-untyped-def]
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

    def _draw_state_cell(self, surface, code, rect, styles, legal, pulse) -> None:  # type: ignore[no-untyped-def]
        ed = self.ed
        owner = ed.owner.get(code)
        if owner is not None:
            fill, tag = styles[owner].colour, styles[owner].letter
        elif code in ed.locked_by:
            style = styles[ed.locked_by[code]]
            fill, tag = locked_fill(style), f"{style.letter} locked"
        else:
            fill, tag = theme.SWING, "swing"
        if code in self.flash:
            fill = theme.blend(fill, theme.FOCUS, 0.5 + 0.5 * math.sin(self.flash[code] * 20))
        pygame.draw.rect(surface, fill, rect, border_radius=5)
        if code in ed.locked_by and owner is None:
            stripe = styles[ed.locked_by[code]].colour
            pygame.draw.rect(surface, stripe, (rect.x, rect.y, 6, rect.height), border_radius=3)
        ink = theme.readable_on(fill)
        self._draw_cell_text(surface, rect, code, str(ed.board.ev[code]), tag, ink)
        if code == ed.contest_state:
            pygame.draw.rect(surface, theme.FOCUS, rect, 3, border_radius=5)
        elif legal:
            pygame.draw.rect(
                surface, theme.blend(theme.ACCENT, theme.FOCUS, pulse), rect, 3, border_radius=5
            )

    def _draw_panel(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        draw_panel(surface, self.panel_rect)
        ed = self.ed
        movers = self.session.state.to_move() if not self.busy else ()
        y = self.players_rect.y
        for player, (name, style) in enumerate(zip(self.names, styles, strict=True)):
            row = pygame.Rect(self.players_rect.x, y, self.players_rect.width, 54)
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, style.colour, 0.25), row, border_radius=8
            )
            if player in movers:
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=8)
            pygame.draw.circle(surface, style.colour, (row.x + 22, row.centery), 15)
            letter = render_text(style.letter, 16, theme.readable_on(style.colour), "bold")
            surface.blit(letter, letter.get_rect(center=(row.x + 22, row.centery)))
            kind = "computer" if player in self.bots else "person"
            surface.blit(
                render_text(f"{name} ({kind})", 17, theme.TEXT, "semibold"), (row.x + 46, row.y + 6)
            )
            locked = sum(1 for p in ed.locked_by.values() if p == player)
            won = sum(1 for p in ed.owner.values() if p == player)
            stats = f"{ed.votes[player]} EV   {plural(won, 'state')} won   {locked} locked left"
            surface.blit(render_text(stats, 14, theme.TEXT_DIM), (row.x + 46, row.y + 30))
            y += 60
        self.dice.draw(surface)
        self._draw_prompt(surface)
        self.buttons.draw(surface)
        if self.error or self.saver.last_error:
            message = self.error or self.saver.last_error or ""
            for i, line in enumerate(wrap_text(message, 14, self.panel_rect.width - 24)[:3]):
                surface.blit(
                    render_text(line, 14, theme.DANGER),
                    (self.panel_rect.x + 12, self.panel_rect.bottom - 110 + i * 17),
                )

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        state = self.session.state
        x, width = self.panel_rect.x + 12, self.panel_rect.width - 24
        if state.is_over() and not self.busy:
            text = "Every state is decided. The results follow."
        elif self.busy:
            shown = self.shown_log_lines()
            text = shown[-1] if shown else ""
        else:
            mover = min(state.to_move())
            who = self.names[mover]
            text = (
                f"{who}: {state.prompt()}"
                if mover in self.bots
                else f"{who}, {state.prompt()[0].lower()}{state.prompt()[1:]}"
            )
            if mover in self.bots:
                text = f"{who} (computer) is deciding..."
        for i, line in enumerate(wrap_text(text, 17, width)[:3]):
            surface.blit(render_text(line, 17, theme.TEXT), (x, self.prompt_top + i * 21))

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.hover_pos is None:
            return
        pos = self.hover_pos
        code = self.state_at(pos)
        ed = self.ed
        if code is not None:
            owner = ed.owner.get(code)
            if owner is not None:
                status = f"won by {self.names[owner]}"
            elif code in ed.locked_by:
                status = f"Locked State of {self.names[ed.locked_by[code]]}"
            else:
                status = "Swing State"
            column = self.board.column_of_state(code)
            lines = [
                f"{ed.board.names[code]}: {ed.board.ev[code]} electoral votes",
                f"Column {column}, {status}",
            ]
            if code in self.legal_states():
                lines.append("Click to contest it.")
            draw_tooltip(surface, pos, lines)
            return
        for cell in self.board.cells:
            if cell.kind == "fact" and self.cell_rects[cell.cell_id].collidepoint(pos):
                draw_tooltip(surface, pos, [cell.title, cell.text], 300)
                return
