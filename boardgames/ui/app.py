"""The window and the main loop.

While something moves the loop runs at 60 frames a second and never blocks:
bots think on worker threads and saves are small atomic writes. When nothing
moves and no input arrives it sleeps on the event queue and draws nothing new,
so an idle app costs next to no CPU. Scenes draw on the window surface at its
real size, so text is rendered for the size it is shown at (sharp).
"""

from __future__ import annotations

import contextlib
import gc
import io
import logging
import os
import queue
import sys
import tempfile
import time
from collections.abc import Iterator

import pygame

from boardgames import save_lock
from boardgames.saves import (
    Settings,
    autosave_path,
    clean_stale_temp_files,
    home_warning,
    note_save_result,
    set_problem_listener,
    settings_warning,
    unsaved_because,
)
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text
from boardgames.ui.scene import Scene, SceneStack
from boardgames.ui.sound import SoundBoard

FPS = 60
IDLE_WAKE_MS = 250  # when idle, scenes still get an update this often (no drawing)
SETTLE_SECONDS = 2.6  # frames keep coming this long after a scene moved (flashes fade)
INPUT_SETTLE_SECONDS = 0.4  # and this long after input (hover highlights, widget states)
NOTICE_SECONDS = 4.5
EXIT_AFTER_FIRST_FRAME = "BOARDGAMES_EXIT_AFTER_FIRST_FRAME"
MIN_SIZE = (960, 600)
# Room a desktop keeps for its own bars (a taskbar, the window's title): a first window
# is no taller than the desktop less this.
DESKTOP_BARS = 40
WAKE_EVENT = pygame.event.custom_type()  # posted by other threads to wake a sleeping loop
log = logging.getLogger(__name__)


class App:
    """Holds what every scene shares: the window, settings, sound, the scene stack."""

    def __init__(self, settings: Settings | None = None, headless: bool = False) -> None:
        self.started = time.perf_counter()
        pygame.display.init()  # the rest (audio) starts only once a window is open
        self.settings = settings or Settings.load()
        self.headless = headless
        self.stack = SceneStack()
        self.running = True
        self.first_frame_at: float | None = None
        self.notice = ""
        self._notice_left = 0.0
        self._notices: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._settle_until = 0.0
        self._drawn_stack: tuple[int, ...] = ()
        self.keys_down: set[int] = set()  # keys pressed and not yet released (input guards)
        self._pressed_on: dict[int, int] = {}  # a held key -> the screen it was pressed on
        self.unsaved = ""  # why the game on screen is not saved, shown until a save succeeds
        self._swept_stack: tuple[int, ...] = ()
        self._swept_sessions: set[int] = set()  # the games on the stack when last swept
        note_save_result(None)
        set_problem_listener(self.notify)
        size = (
            max(MIN_SIZE[0], self.settings.window_width),
            max(MIN_SIZE[1], self.settings.window_height),
        )
        if not headless:
            size = fitting_window(size, desktop_size())
        # The window first: if it cannot open, nothing else (sound) has said anything yet.
        self.screen = self._open_window(size, self.settings.fullscreen and not headless)
        pygame.init()
        self.sound = SoundBoard(volume=0.0 if headless else self.settings.volume)
        pygame.display.set_caption("Election Night")
        pygame.key.set_repeat(350, 40)
        for warning in (home_warning(), settings_warning()):
            if warning:
                self.notify(warning)

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

    # -- notices --------------------------------------------------------------------
    def notify(self, message: str) -> None:
        """Show a one-line message over any scene for a few seconds (safe from any thread)."""
        self._notices.put(message)
        if pygame.display.get_init():
            try:
                pygame.event.post(pygame.event.Event(WAKE_EVENT))
            except pygame.error:
                pass  # the queue is full: the message shows on the next wake-up

    def _update_notice(self, dt: float) -> bool:
        """Take new messages, age the shown one; True if what is on screen changed."""
        changed = False
        while not self._notices.empty():
            message = self._notices.get()
            if message != self.notice or self._notice_left <= 0:
                self.notice, changed = message, True
            self._notice_left = NOTICE_SECONDS
        if self._notice_left > 0:
            self._notice_left -= dt
            if self._notice_left <= 0:
                self.notice, changed = "", True
        return changed

    def _let_go_of_closed_games(self) -> None:
        """When the scenes change, give up the lock on any save no scene plays any more (a
        game left before its first move never wrote, so its writer never held it), and
        drop the "not saved" mark once no game is on screen."""
        stack = tuple(id(scene) for scene in self.stack.scenes)
        if stack == self._swept_stack:
            return
        self._swept_stack = stack
        sessions = {
            id(session): session
            for scene in self.stack.scenes
            if (session := getattr(scene, "session", None)) is not None
        }
        if self._swept_sessions - sessions.keys():
            # A game was left. Its scene, session and states hold one another in cycles,
            # which the collector's rare full sweep would free only minutes later; the
            # next game's processes would meanwhile be forked from an app holding both.
            gc.collect()
        self._swept_sessions = set(sessions)
        open_games = {autosave_path(session.record) for session in sessions.values()}
        for save in save_lock.held() - open_games:
            save_lock.release(save)
        if not open_games:  # the mark is about the game on screen: none is
            note_save_result(None)

    def _update_unsaved(self) -> bool:
        """Follow the autosaves; True if the "not saved" mark appears, changes or goes."""
        unsaved = unsaved_because() or ""
        changed, self.unsaved = unsaved != self.unsaved, unsaved
        return changed

    def _draw_unsaved(self) -> None:
        """A lasting mark in the top-left corner while the latest autosave failed."""
        if not self.unsaved:
            return
        words = fit_text(f"not saved: {self.unsaved}", 14, self.screen.get_width() // 3)
        text = render_text(words, 14, theme.TEXT)
        box = text.get_rect(topleft=(14, 8)).inflate(16, 8)
        pygame.draw.rect(self.screen, theme.PANEL, box, border_radius=6)
        pygame.draw.rect(self.screen, theme.DANGER, box, width=2, border_radius=6)
        self.screen.blit(text, text.get_rect(center=box.center))

    def _draw_notice(self) -> None:
        if not self.notice:
            return
        width = self.screen.get_width()
        text = render_text(fit_text(self.notice, 16, width - 80), 16, theme.TEXT)
        box = text.get_rect(midtop=(width // 2, 10)).inflate(28, 14)
        pygame.draw.rect(self.screen, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(self.screen, theme.ACCENT, box, width=2, border_radius=8)
        self.screen.blit(text, text.get_rect(center=box.center))

    # -- the loop -------------------------------------------------------------------
    def _held_over(self, key: int) -> bool:
        """Whether this press is the key's repeat while it is held down since a press on
        another screen: the press that opened a screen must not go on to act on it (a
        digit that opened a list picking its row), however long the screen took to open."""
        top = id(self.stack.top)
        return key in self.keys_down and self._pressed_on.get(key, top) != top

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self._held_over(event.key):
                return
            self.keys_down.add(event.key)
            self._pressed_on[event.key] = id(self.stack.top)
        elif event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
            self._pressed_on.pop(event.key, None)
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

    def update(self, dt: float) -> bool:
        """Update the top scene (and any that run when covered); True if the screen changed."""
        for scene in self.stack.updating():
            scene.update(dt)
        self._let_go_of_closed_games()
        unsaved_changed = self._update_unsaved()
        return self._update_notice(dt) or unsaved_changed

    def draw(self) -> None:
        """Draw the visible scenes, bottom first, then the notice."""
        for scene in self.stack.visible():
            scene.draw(self.screen)
            scene.draw_overlay(self.screen)
        self._draw_unsaved()
        self._draw_notice()
        self._drawn_stack = tuple(id(scene) for scene in self.stack.scenes)

    def frame(self, dt: float) -> None:
        """One frame: update, then draw."""
        self.update(dt)
        self.draw()

    def needs_frames(self) -> bool:
        """True while a scene animates or thinks, or shortly after input (hover, flashes)."""
        now = time.perf_counter()
        if any(scene.needs_frames() for scene in self.stack.updating()):
            self._settle_until = now + max(1.0, self.animation_time(SETTLE_SECONDS))
            return True
        return now < self._settle_until

    def _next_events(self, clock: pygame.time.Clock) -> list[pygame.event.Event]:
        """This frame's input: at 60 fps while lively, else sleep until input or a wake-up."""
        if self.needs_frames():
            clock.tick(FPS)
            return pygame.event.get()
        first = pygame.event.wait(IDLE_WAKE_MS)
        clock.tick()  # restart the frame timer after the sleep
        return [] if first.type == pygame.NOEVENT else [first, *pygame.event.get()]

    def run(self) -> None:
        clock = pygame.time.Clock()
        last = time.perf_counter()
        self._settle_until = last + INPUT_SETTLE_SECONDS  # the first frame comes at once
        while self.running and self.stack.top is not None:
            events = self._next_events(clock)
            now = time.perf_counter()
            dt, last = min(now - last, 0.1), now
            for event in events:
                self.handle(event)
            if not self.running or self.stack.top is None:
                break
            if events:
                self._settle_until = max(self._settle_until, now + INPUT_SETTLE_SECONDS)
            changed = self.update(dt)
            stack_changed = self._drawn_stack != tuple(id(scene) for scene in self.stack.scenes)
            if not (changed or stack_changed or events or self.needs_frames()):
                continue  # nothing new to show: keep the last picture
            self.draw()
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
        for save in save_lock.held():
            save_lock.release(save)
        set_problem_listener(None)
        pygame.quit()


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop the window opens on, or None where there is none to fit
    (a windowless driver, or SDL cannot tell)."""
    if pygame.display.get_driver() in WINDOWLESS_DRIVERS:
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes and min(sizes[0]) > 0 else None


def fitting_window(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open: ``size`` (the one last used), made to fit ``desktop`` with
    room for its bars, so that nothing of the board opens off screen; never below
    ``MIN_SIZE``, the least the layouts are made for."""
    if desktop is None:
        return size
    width = min(size[0], desktop[0])
    height = min(size[1], desktop[1] - DESKTOP_BARS)
    return max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)


def display_problem(environ: dict[str, str] | None = None, platform: str | None = None) -> str:
    """Why no window can be shown, or ''. On Linux with no display SDL would quietly fall
    back to an invisible offscreen window and run forever, so we refuse to start."""
    environ = dict(os.environ) if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux") or environ.get("SDL_VIDEODRIVER"):
        return ""
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "no display: neither DISPLAY nor WAYLAND_DISPLAY is set; "
        "run the app in a desktop session (or set SDL_VIDEODRIVER)"
    )


DISPLAY_RETRY_SECONDS = 0.5  # one more try before a display that did not answer is refused
WINDOWLESS_DRIVERS = ("offscreen", "dummy")  # SDL drivers that draw where nobody sees


def driver_problem(driver: str, environ: dict[str, str] | None = None) -> str:
    """Why the video driver SDL chose shows no window, or ''. With DISPLAY naming an X
    server that is not running, SDL falls back to 'offscreen' and the app would run on
    unseen; a windowless driver is accepted only when SDL_VIDEODRIVER asks for it."""
    environ = dict(os.environ) if environ is None else environ
    asked = [name.strip() for name in environ.get("SDL_VIDEODRIVER", "").split(",")]
    if driver not in WINDOWLESS_DRIVERS or driver in asked:
        return ""
    where = ", ".join(
        f"{name}={environ[name]}" for name in ("DISPLAY", "WAYLAND_DISPLAY") if environ.get(name)
    )
    return (
        f"no display answers ({where or 'none is set'}): SDL could only start its "
        f"windowless '{driver}' driver; start the app in a running desktop session"
    )


def start_video() -> str:
    """Start SDL's video; why it shows no window, or ''."""
    try:
        pygame.display.init()
    except pygame.error as exc:
        driver = os.environ.get("SDL_VIDEODRIVER", "the default video driver")
        return f"cannot open a window with {driver}: {exc}"
    return driver_problem(pygame.display.get_driver())


@contextlib.contextmanager
def c_level_stderr() -> Iterator[io.StringIO]:
    """Collect what C libraries write to file descriptor 2 inside the block."""
    collected = io.StringIO()
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all (a windowed launcher): nothing to collect
        yield collected
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield collected
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            collected.write(sink.read().decode("utf-8", "replace"))


def run_app(windowed: bool = False) -> int:
    """Entry point of the desktop app; 2 (and one line) if no window can be opened."""
    logging.basicConfig(level=os.environ.get("BOARDGAMES_LOG", "WARNING"))
    problem = display_problem()
    if problem:
        print(f"boardgames: {problem}", file=sys.stderr)
        return 2
    from boardgames.ui.scenes.title import TitleScene

    with c_level_stderr() as chatter:  # SDL's probes of absent displays print their own lines
        problem = start_video()
    if problem.startswith("no display answers"):  # a display server busy for a moment
        pygame.display.quit()
        time.sleep(DISPLAY_RETRY_SECONDS)
        with c_level_stderr() as chatter:  # what the failed try said is not this one's
            problem = start_video()
    if problem:
        pygame.quit()
        print(f"boardgames: {problem}", file=sys.stderr)
        return 2
    sys.stderr.write(chatter.getvalue())  # a window opened: nothing SDL said is hidden
    clean_stale_temp_files()
    settings = Settings.load()
    if windowed:
        settings.fullscreen = False
    try:
        app = App(settings)
    except pygame.error as exc:
        pygame.quit()
        driver = os.environ.get("SDL_VIDEODRIVER", "the default video driver")
        size = f"{settings.window_width}x{settings.window_height}"
        print(
            f"boardgames: cannot open a window with {driver}: {exc} "
            f"(the window's size, {size}, and fullscreen come from {Settings.path()})",
            file=sys.stderr,
        )
        return 2
    app.stack.push(TitleScene(app))
    app.run()
    return 0


def first_scene(app: App) -> Scene:
    from boardgames.ui.scenes.title import TitleScene

    return TitleScene(app)
