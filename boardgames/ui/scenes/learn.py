"""Learn to play: the first screen of a newcomer's first game, three sentences long.

How you win, what a turn is, and where the rules are; then the game starts (a short
table the seats screen has set: easy computers, the fewest seats, tips and hints on).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from boardgames.games import get_game
from boardgames.tips import learn_to_play
from boardgames.ui import theme
from boardgames.ui.fonts import line_height, render_text, wrap_text
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup

TEXT_SIZE = 22
WIDTH = 760


class LearnScene(Scene):
    def __init__(self, app, game_id: str, start: Callable[[], None]) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.title = get_game(game_id).ruleset.title
        self.sentences = learn_to_play(game_id)
        self._start = start
        self.buttons = ButtonGroup(columns=2)
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        left = (width - min(WIDTH, width - 80)) // 2
        self.left, self.width = left, min(WIDTH, width - 80)
        self.buttons.clear()
        y = height - 110
        half = (self.width - 20) // 2
        self.buttons.add(
            Button(
                pygame.Rect(left, y, half, 50),
                "Start the game",
                self.start,
                True,
                pygame.K_RETURN,
                "Enter",
            )
        )
        self.buttons.add(
            Button(
                pygame.Rect(left + half + 20, y, half, 50),
                "Back",
                self.back,
                True,
                pygame.K_ESCAPE,
                "Esc",
            )
        )

    def start(self) -> None:
        self.app.stack.pop()
        self._start()

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        heading = render_text(f"Learn to play {self.title}", 34, theme.TEXT, "title")
        surface.blit(heading, (self.left, 60))
        note = "You against easy computers, with a tip the first time each step comes up "
        note += "and a Hint (H) whenever you want one."
        y = 120
        for line in wrap_text(note, 16, self.width):
            surface.blit(render_text(line, 16, theme.TEXT_DIM), (self.left, y))
            y += line_height(16)
        y += 24
        step = line_height(TEXT_SIZE)
        for number, sentence in enumerate(self.sentences, start=1):
            mark = render_text(f"{number}.", TEXT_SIZE, theme.ACCENT, "bold")
            surface.blit(mark, (self.left, y))
            for line in wrap_text(sentence, TEXT_SIZE, self.width - 36):
                surface.blit(render_text(line, TEXT_SIZE, theme.TEXT), (self.left + 36, y))
                y += step
            y += step // 2
        self.buttons.draw(surface)
