"""The window and the main loop.

The loop runs at 60 frames a second and never blocks: bots think on worker
threads and saves are small atomic writes. Scenes draw on the window surface
at its real size, so text is rendered for the size it is shown at (sharp).
"""

from __future__ import annotations

import logging
import os
import time

import pygame

from boardgames.saves import Settings
from boardgames.ui.scene import Scene, SceneStack
from boardgames.ui.sound import SoundBoard

FPS = 60
EXIT_AFTER_FIRST_FRAME = "BOARDGAMES_EXIT_AFTER_FIRST_FRAME"
MIN_SIZE = (960, 600)
log = logging.getLogger(__name__)


class App:
    """Holds what every scene shares: the window, settings, sound, the scene stack."""

    def __init__(self, settings: Settings | None = None, headless: bool = False) -> None:
        self.started = time.perf_counter()
        pygame.init()
        self.settings = settings or Settings.load()
        self.headless = headless
        self.sound = SoundBoard(volume=0.0 if headless else self.settings.volume)
        self.stack = SceneStack()
        self.running = True
        self.first_frame_at: float | None = None
        size = (
            max(MIN_SIZE[0], self.settings.window_width),
            max(MIN_SIZE[1], self.settings.window_height),
        )
        self.screen = self._open_window(size, self.settings.fullscreen and not headless)
        pygame.display.set_caption("Election Board Games")
        pygame.key.set_repeat(350, 40)

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        if fullscreen:
            size = (0, 0)
        return pygame.display.set_mode(size, flags)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, fullscreen: bool) -> None:
        self.settings.fullscreen = fullscreen
        size = (self.settings.window_width, self.settings.window_height)
        self.screen = self._open_window(size, fullscreen)
        self._resized()

    def _resized(self) -> None:
        for scene in self.stack.scenes:
            scene.resize(self.size)

    def animation_time(self, seconds: float) -> float:
        """Scale an animation's length by the player's animation-speed setting."""
        return seconds * self.settings.animation_speed

    # -- the loop -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            width, height = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            if (width, height) != (event.w, event.h):
                self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface()
            self.settings.window_width, self.settings.window_height = width, height
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        top = self.stack.top
        if top is not None:
            top.handle(event)

    def frame(self, dt: float) -> None:
        """One frame: update every scene on the stack, draw the visible ones."""
        for scene in list(self.stack.scenes):
            scene.update(dt)
        for scene in self.stack.visible():
            scene.draw(self.screen)

    def run(self) -> None:
        clock = pygame.time.Clock()
        while self.running and self.stack.top is not None:
            dt = min(clock.tick(FPS) / 1000.0, 0.1)
            for event in pygame.event.get():
                self.handle(event)
            if not self.running:
                break
            self.frame(dt)
            pygame.display.flip()
            if self.first_frame_at is None:
                self.first_frame_at = time.perf_counter()
                if os.environ.get(EXIT_AFTER_FIRST_FRAME):
                    # For `boardgames bench`: report the wall-clock moment, then leave.
                    print(f"first-frame-at {time.time():.6f}", flush=True)
                    self.quit()
        self.shutdown()

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            log.warning("could not save settings: %s", exc)
        for scene in list(self.stack.scenes):
            scene.leave()
        pygame.quit()


def run_app(windowed: bool = False) -> int:
    """Entry point of the desktop app."""
    logging.basicConfig(level=os.environ.get("BOARDGAMES_LOG", "WARNING"))
    from boardgames.ui.scenes.title import TitleScene

    settings = Settings.load()
    if windowed:
        settings.fullscreen = False
    app = App(settings)
    app.stack.push(TitleScene(app))
    app.run()
    return 0


def first_scene(app: App) -> Scene:
    from boardgames.ui.scenes.title import TitleScene

    return TitleScene(app)
