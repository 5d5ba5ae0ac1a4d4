"""Play on from here: the seats of a game that goes on from a moment under review.

Drawn over the review: each seat keeps its player and can be switched between a person
and a computer (normal or hard) with a click or its number; Start begins the new game
(a save of its own that says where it branched from); Esc goes back to the review.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from boardgames.core.data import DataError
from boardgames.core.gridboard import BoardError
from boardgames.core.maps import MapError
from boardgames.core.record import Seat
from boardgames.core.session import Session
from boardgames.review.branch import branch_record, switched
from boardgames.review.timeline import Timeline
from boardgames.saves import autosave, autosave_path, copy_of, game_file_stem
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text
from boardgames.ui.launch import show_session
from boardgames.ui.scene import Scene
from boardgames.ui.scenes.overlays import shade
from boardgames.ui.widgets.button import Button, ButtonGroup, draw_panel

ROW = 46


def seat_words(seat: Seat) -> str:
    return f"computer ({seat.bot_level})" if seat.is_bot else "person"


class PlayOnScene(Scene):
    opaque = False

    def __init__(  # type: ignore[no-untyped-def]
        self, app, timeline: Timeline, step: int, source: Path | None
    ) -> None:
        super().__init__(app)
        self.timeline, self.step, self.source = timeline, step, source
        self.seats = list(timeline.record.seats)
        self.message = ""
        self.buttons = ButtonGroup()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        focus = self.buttons.focus
        self.buttons.clear()
        count = len(self.seats)
        self.box = pygame.Rect(0, 0, min(620, width - 40), 130 + (count + 1) * (ROW + 8))
        self.box.center = (width // 2, height // 2)
        y = self.box.y + 84
        for index, seat in enumerate(self.seats):
            rect = pygame.Rect(self.box.x + 20, y, self.box.width - 40, ROW)
            label = f"{self.timeline.names[index]}: {seat_words(seat)}"
            hint = str(index + 1) if index < 9 else ""
            hotkey = pygame.K_1 + index if index < 9 else None
            self.buttons.add(
                Button(rect, label, lambda i=index: self.switch(i), True, hotkey, hint, 17)
            )
            y += ROW + 8
        half = (self.box.width - 50) // 2
        start = pygame.Rect(self.box.x + 20, y + 6, half, ROW)
        self.buttons.add(Button(start, "Start", self.start, True, pygame.K_s, "S", 18))
        back = pygame.Rect(start.right + 10, y + 6, half, ROW)
        self.buttons.add(Button(back, "Back", self.close, True, None, "Esc", 18))
        self.buttons.focus = min(focus, len(self.buttons.buttons) - 1)

    def switch(self, index: int) -> None:
        self.seats[index] = switched(self.seats[index])
        self.resize(self.app.size)

    def close(self) -> None:
        self.app.stack.pop()

    def start(self) -> None:
        """The new game, saved at once under a name of its own; the review closes."""
        record = self.timeline.record
        source = self.source.name if self.source is not None else f"{game_file_stem(record)}.json"
        branch = branch_record(record, self.step, self.seats, source)
        if autosave_path(branch).exists():  # played on from here twice in a minute
            branch = copy_of(branch)
        try:
            session = Session(self.timeline.entry.ruleset, branch)
            autosave(branch)
            show_session(self.app, session)
        except (DataError, MapError, BoardError) as exc:
            self.message = f"The game cannot start: {exc}"
        except OSError as exc:
            self.message = f"The new game could not be saved: {exc.strerror or exc}."

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        draw_panel(surface, self.box)
        title = render_text("Play on from here", 24, theme.ACCENT, "title")
        surface.blit(title, (self.box.x + 20, self.box.y + 14))
        where = f"A new game from move {self.step} of this one. Click a seat to switch it."
        note = render_text(fit_text(where, 15, self.box.width - 40), 15, theme.TEXT_DIM)
        surface.blit(note, (self.box.x + 20, self.box.y + 52))
        self.buttons.draw(surface)
        if self.message:
            text = render_text(fit_text(self.message, 14, self.box.width - 40), 14, theme.DANGER)
            surface.blit(text, (self.box.x + 20, self.box.bottom - 24))
