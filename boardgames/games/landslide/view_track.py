"""Landslide's track on screen: the spaces and their labels, the tokens, the die, and the
toast over the map that sums up what came since a person's last decision.

Every space's label stays readable: tokens stand under it where the space is tall
enough, else beside it (the short spaces of the side columns), in one or two rows when
crowded; on a Home corner they stand between its label and its owner's name.
``TrackView`` is mixed into ``LandslideScene``, which supplies the layout (``scale``,
``board_rect``, ``map_view``, ``ui``) and the walk of a token being animated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from boardgames.core.words import counted
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, get_font, line_height, render_text
from boardgames.ui.widgets.dice_tray import draw_die

if TYPE_CHECKING:
    from collections.abc import Callable

    from boardgames.games.landslide.rules import LandslideState
    from boardgames.games.landslide.track_tmx import TrackBoard

REGION_RGB = {
    "red": (196, 64, 58),
    "yellow": (222, 186, 60),
    "white": (226, 226, 220),
    "blue": (70, 110, 196),
}
KIND_SHORT = {
    "home": "HOME",
    "state": "STATE",
    "open_ballot": "OPEN",
    "secret_ballot": "SECRET",
    "politics": "POL",
    "win_votes": "WIN",
    "fly_anywhere": "FLY",
}
STEP_SECONDS = 0.12
TOAST_WIDTH = 440
TOAST_LINES = 6  # the newest lines the toast shows (the rest are in the log)
TOAST_SECONDS = 8.0


def home_owner_label(name: str, size: int, room: int) -> str:
    """The owner's name under a Home corner: whole where it fits, else its first word cut
    short and its last kept ("Comp. 3"), so two "Computer ..." corners stay apart; else
    cut to fit."""
    if get_font(size).size(name)[0] <= room:
        return name
    first, _, last = name.rpartition(" ")
    for keep in range(min(4, len(first.split(" ")[0]) - 1), 0, -1):
        short = f"{first[:keep]}. {last}"
        if get_font(size).size(short)[0] <= room:
            return short
    return fit_text(name, size, room)


class TrackView:
    """The track, the tokens, the die and the toast (see the module's docstring)."""

    app: Any
    session: Any
    names: list[str]
    humans: list[int]
    viewer: int | None
    clock: float
    track: TrackBoard
    scale: float
    ui: float
    board_rect: pygame.Rect
    map_view: Any
    board_legend: Any
    walk: tuple[int, int, int, float] | None
    die_face: int
    die_spin: float
    last_decided: dict[int, int]
    _toast_for: tuple[object, float]
    _track_cache: tuple[tuple, pygame.Surface] | None
    ls: LandslideState
    glance_rect: Callable[[pygame.Surface], pygame.Rect | None]

    def _lay_out_tokens(self) -> None:
        """Each space's label and where tokens stand on it, so that no token hides a label:
        under the label where the space is tall enough, else beside it (the short spaces
        of the side columns); on a Home corner, between its label and its owner's name."""
        self.label_size = max(10, min(16, round(self.scale * 13)))
        label_h = line_height(self.label_size)
        self.token_radius = max(6, min(16, round(self.scale * 15)))
        self.beside: set[int] = set()
        self.token_areas: dict[int, pygame.Rect] = {}
        for space in self.track.spaces:
            rect = self.space_rect(space.index)
            if space.kind == "home":
                area = pygame.Rect(rect.x + 2, rect.y + label_h, rect.width - 4, 0)
                area.height = rect.height - 2 * label_h - 4
            elif rect.height - label_h - 4 >= 2 * self.token_radius:
                area = pygame.Rect(rect.x + 2, rect.y + label_h + 1, rect.width - 4, 0)
                area.height = rect.bottom - 2 - area.y
            else:
                self.beside.add(space.index)
                words = render_text(KIND_SHORT[space.kind], self.label_size, theme.TEXT, "semibold")
                if words.get_width() > rect.width - 2 * self.token_radius - 6:
                    short = KIND_SHORT[space.kind][:3]
                    words = render_text(short, self.label_size, theme.TEXT, "semibold")
                x = rect.x + 4 + words.get_width() + 2
                area = pygame.Rect(x, rect.y + 2, rect.right - 2 - x, rect.height - 4)
            self.token_areas[space.index] = area

    def space_rect(self, index: int) -> pygame.Rect:
        x, y, w, h = self.track.spaces[index].rect
        s = self.scale
        return pygame.Rect(
            self.board_rect.x + round(x * s),
            self.board_rect.y + round(y * s),
            round(w * s),
            round(h * s),
        )

    def since_last_decision(self) -> list[str]:
        """What happened since the last decision of the person deciding at the screen, as
        that person may read it (their own secrets, nobody else's); none for anyone else."""
        person = self.human_to_move()
        if person is None or person != self.viewer or person not in self.last_decided:
            return []
        entries = self.shown_log_entries()[self.last_decided[person] :]
        return [entry.event.describe_for(self.names, person) for entry in entries]

    def toast_lines(self) -> list[str]:
        """What the toast says now: the lines since the person's last move, for a while
        after the decision comes (read by then; the log keeps them), else nothing."""
        lines = self.since_last_decision()
        if not lines:
            return []
        decision = self.decision_id()
        if self._toast_for[0] != decision:
            self._toast_for = (decision, self.clock)
        if self.clock - self._toast_for[1] > TOAST_SECONDS:
            return []
        return lines

    def _draw_toast(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The toast over the top of the map: "Since your last move", newest last (under
        the person's private glance, where one shows). Returns its box, if drawn."""
        lines = self.toast_lines()
        if not lines:
            return None
        area = self.map_view.rect
        width = min(TOAST_WIDTH, area.width - 16)
        size = round(13 * self.ui)
        shown = lines[-TOAST_LINES:]
        title = f"Since your last move ({counted(len(lines), 'line')}; all in the log)"
        texts = [(fit_text(title, size, width - 16, "semibold"), theme.ACCENT, "semibold")]
        texts += [(fit_text(line, size, width - 16), theme.TEXT, "regular") for line in shown]
        step = line_height(size)
        box = pygame.Rect(area.x + 8, area.y + 8, width, 12 + step * len(texts))
        glance = self.glance_rect(surface)  # a secret for the person: the toast goes under it
        if glance is not None and box.colliderect(glance):
            box.top = glance.bottom + 8
        pygame.draw.rect(surface, (16, 20, 30), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 1, border_radius=8)
        for row, (text, colour, weight) in enumerate(texts):
            surface.blit(
                render_text(text, size, colour, weight), (box.x + 8, box.y + 6 + step * row)
            )
        return box

    def _track_surface(self) -> pygame.Surface:
        """The spaces, drawn once per size (they never change during a game), on an opaque
        surface: an alpha blit of the whole board was the frame's largest cost."""
        key = (self.app.size, tuple(self.names))
        if self._track_cache is not None and self._track_cache[0] == key:
            return self._track_cache[1]
        ls = self.ls
        decks = ls.board.data.decks
        small = self.label_size
        board = pygame.Surface(self.board_rect.size)  # opaque: blitted every frame
        board.fill(theme.BACKGROUND)
        shift = (-self.board_rect.x, -self.board_rect.y)
        for space in self.track.spaces:
            rect = self.space_rect(space.index).move(shift)
            colour = REGION_RGB.get(decks[space.region].colour, theme.LAND)
            plain = space.kind in ("state", "home")
            fill = colour if plain else theme.blend(theme.PANEL, colour, 0.35)
            pygame.draw.rect(board, fill, rect)
            pygame.draw.rect(board, theme.BORDER, rect, 1)
            text = KIND_SHORT[space.kind]
            ink = theme.readable_on(fill)
            beside = space.index in self.beside
            room = rect.width - 2 * self.token_radius - 6 if beside else rect.width - 2
            words = render_text(text, small, ink, "semibold")
            if words.get_width() > room:
                words = render_text(text[:3], small, ink, "semibold")
            if beside:
                board.blit(words, words.get_rect(midleft=(rect.x + 4, rect.centery)))
            else:
                board.blit(words, words.get_rect(midtop=(rect.centerx, rect.y + 1)))
            if space.index in ls.home_of:
                seat = ls.home_of.index(space.index)
                name = home_owner_label(self.names[seat], small, rect.width - 6)
                words = render_text(name, small, ink)
                board.blit(words, words.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))
        self._track_cache = (key, board)
        return board

    def _draw_track(self, surface: pygame.Surface) -> None:
        surface.blit(self._track_surface(), self.board_rect.topleft)

    def _draw_tokens(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        """Each candidate's token on its space (mid-walk: the space it has reached)."""
        ls = self.ls
        where = [self._token_space(p) for p in range(ls.n)]
        for p in range(ls.n):
            here = [q for q in range(ls.n) if where[q] == where[p]]
            at, radius = self._token_spot(where[p], here.index(p), len(here))
            pygame.draw.circle(surface, styles[p].colour, at, radius)
            pygame.draw.circle(
                surface, theme.FOCUS if p == ls.turn else (20, 20, 20), at, radius, 2
            )
            letter = render_text(
                styles[p].letter, radius + 2, theme.readable_on(styles[p].colour), "bold"
            )
            surface.blit(letter, letter.get_rect(center=at))

    def _token_space(self, player: int) -> int:
        """The space a token stands on now (mid-walk: the space it has reached)."""
        if self.walk is not None and self.walk[0] == player:
            _, start, steps, elapsed = self.walk
            total = max(self.app.animation_time(STEP_SECONDS * steps), 1e-6)
            walked = min(steps, int(steps * elapsed / total) + 1)
            return (start + walked) % len(self.track.spaces)
        return self.ls.position[player]

    def _token_spot(self, space: int, rank: int, count: int) -> tuple[tuple[int, int], int]:
        """Centre and radius of the ``rank``-th of ``count`` tokens on a space, in a row
        inside the space's token area, or in two rows where one does not fit (smaller, and
        overlapping by half at most, when crowded)."""
        area = self.token_areas[space]
        rows, columns = 1, count
        radius = min(self.token_radius, area.height // 2)
        if area.width < radius * (count + 1) and count > 1 and area.height >= 12:
            rows, columns = 2, -(-count // 2)
            radius = min(self.token_radius, area.height // 4)
        radius = max(3, min(radius, area.width // (columns + 1)))
        pitch = min(2 * radius + 2, (area.width - 2 * radius) / max(1, columns - 1))
        row, column = divmod(rank, columns)
        in_row = min(columns, count - row * columns)
        x = area.centerx - pitch * (in_row - 1) / 2 + pitch * column
        y = area.centery + (2 * radius) * (row - (rows - 1) / 2)
        return (round(x), round(y)), radius

    def _draw_die(self, surface: pygame.Surface) -> None:
        if not self.die_face:
            return
        size = max(28, int(self.scale * 40))
        face = (int(self.clock * 20) % 6 + 1) if self.die_spin > 0 else self.die_face
        angle = 25.0 * self.die_spin * 4 if self.die_spin > 0 else 0.0
        draw_die(surface, self._die_centre(size), size, face, angle)

    def _die_centre(self, size: int) -> tuple[int, int]:
        """The map's bottom-right corner, lifted clear of the legend where it sits there."""
        mx = self.map_view.rect
        x, y = mx.right - size, mx.bottom - size
        legend = self.board_legend.rect
        die = pygame.Rect(0, 0, size, size)
        die.center = (x, y)
        if legend.width and die.inflate(4, 4).colliderect(legend):
            y = legend.top - 4 - (size + 1) // 2
            if y - size // 2 < mx.top:  # an open legend as tall as the map: beside it instead
                x, y = legend.left - 4 - (size + 1) // 2, mx.bottom - size
        return x, y
