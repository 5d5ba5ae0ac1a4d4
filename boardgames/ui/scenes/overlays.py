"""Scenes drawn over the game: the pause menu and the hot-seat hand-over screen."""

from __future__ import annotations

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup


class PauseScene(Scene):
    """Esc in a game: resume, rules, settings, or back to the title (the game is saved)."""

    opaque = False

    def __init__(self, app, game) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game = game
        self.buttons = ButtonGroup()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.buttons.clear()
        width, height = size
        entries = [
            ("Resume", self.close),
            ("Rules", self.rules),
            ("Settings", self.settings),
            ("Save and leave to the title", self.to_title),
        ]
        for index, (label, action) in enumerate(entries):
            rect = pygame.Rect(0, 0, 420, 50)
            rect.center = (width // 2, height // 2 - 60 + index * 62)
            self.buttons.add(
                Button(rect, label, action, hotkey=pygame.K_1 + index, hint=str(index + 1))
            )

    def close(self) -> None:
        self.app.stack.pop()

    def rules(self) -> None:
        from boardgames.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game.session.record.ruleset_id))

    def settings(self) -> None:
        from boardgames.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def to_title(self) -> None:
        from boardgames.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        width, height = surface.get_size()
        title = render_text("Paused: the game is saved", 30, theme.TEXT, "title")
        surface.blit(title, title.get_rect(center=(width // 2, height // 2 - 130)))
        self.buttons.draw(surface)


class HandOverScene(Scene):
    """Hides the table until the named player is at the screen (hot-seat privacy)."""

    def __init__(self, app, player_name: str) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.player_name = player_name
        self.buttons = ButtonGroup()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.buttons.clear()
        rect = pygame.Rect(0, 0, 420, 56)
        rect.center = (size[0] // 2, size[1] // 2 + 60)
        self.buttons.add(Button(rect, f"I am {self.player_name}: show my turn", self.app.stack.pop))

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        title = render_text(f"Pass the screen to {self.player_name}", 40, theme.TEXT, "title")
        surface.blit(title, title.get_rect(center=(width // 2, height // 2 - 40)))
        note = render_text(
            "Everyone else, look away: their hand is about to show.", 18, theme.TEXT_DIM
        )
        surface.blit(note, note.get_rect(center=(width // 2, height // 2 + 4)))
        self.buttons.draw(surface)
