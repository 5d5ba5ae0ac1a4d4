"""The scene stack: title, menus, game, overlays.

Each scene handles input, updates with ``dt`` and draws. Drawing starts at the
topmost opaque scene, so an overlay (the pause menu, a hand-over screen) draws
over the game without the game having to know about it. Only the top scene
updates (unless it says it runs when covered): a menu over a game stops the
game's clock, its animations and its bots, so pausing really pauses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from boardgames.ui.app import App


class Scene:
    """Base class: override what you need."""

    opaque = True
    runs_when_covered = False  # True: keeps updating under another scene

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets input)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers; dt in seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto the window surface."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Draw what every scene of a kind shares over the scene's own picture (the game
        screens' forecast), so the scenes themselves need not remember to."""

    def needs_frames(self) -> bool:
        """True while something moves on its own (an animation, a bot thinking).

        When no scene needs frames and no input arrives, the app sleeps instead
        of redrawing the same picture sixty times a second.
        """
        return False

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""


class SceneStack:
    """Push, pop and replace scenes; the top one gets input."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear everything and start again from one scene (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def updating(self) -> list[Scene]:
        """The scenes to update, bottom first: the top one and any that run when covered."""
        return [
            scene
            for index, scene in enumerate(self.scenes)
            if index == len(self.scenes) - 1 or scene.runs_when_covered
        ]

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]
