"""Hostile environments, each in a subprocess: no display, no home folder, a saves
folder that refuses writes, temporary files left by killed runs, and an idle app.

Tests run as root, where a chmod 0o555 folder still takes writes, so a read-only
saves folder is simulated by making every rename and temporary file fail with
PermissionError (os.replace and tempfile.mkstemp patched), which is what the app
meets on a real read-only folder.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.helpers import subprocess_env

ROOT = Path(__file__).resolve().parent.parent


def run(
    code: str | None, env: dict[str, str], args: tuple[str, ...] = (), timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", textwrap.dedent(code)] if code else [sys.executable]
    return subprocess.run(
        [*command, *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )


def base_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return subprocess_env(tmp_path, keep_video_driver=True, **extra)


def test_no_display_gives_one_line_and_status_2(tmp_path: Path) -> None:
    env = base_env(tmp_path)
    env.pop("SDL_VIDEODRIVER", None)
    done = run(None, env, ("-m", "boardgames"), timeout=30)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "no display" in lines[0], done.stderr
    assert done.stdout == ""


def test_x11_driver_without_a_display_gives_one_line_and_status_2(tmp_path: Path) -> None:
    done = run(None, base_env(tmp_path, SDL_VIDEODRIVER="x11"), ("-m", "boardgames"), timeout=30)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "cannot open a window" in lines[0], done.stderr
    assert "Traceback" not in done.stderr


NO_HOME = """
    import os, pwd, sys
    from pathlib import Path
    for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "BOARDGAMES_HOME"):
        os.environ.pop(name, None)
    def no_entry(uid):
        raise KeyError(f"getpwuid(): uid not found: {uid}")
    pwd.getpwuid = no_entry  # a user with no passwd entry and no HOME
    from boardgames import saves
    saves.program_dir = lambda: Path(sys.argv[1])
    settings = saves.Settings(player_names=["Ada"])
    settings.save()
    print(saves.data_home())
    print(saves.Settings.path())
    print(saves.Settings.load().player_names)
    print(saves.home_warning())
"""


def test_no_home_folder_falls_back_beside_the_program(tmp_path: Path) -> None:
    program = tmp_path / "program"
    program.mkdir()
    done = run(NO_HOME, base_env(tmp_path), (str(program),))
    assert done.returncode == 0, done.stderr
    data, settings, names, warning = done.stdout.splitlines()
    assert Path(data) == program / "boardgames-userdata" / "data"
    assert Path(settings).is_file() and names == "['Ada']"
    assert "No home folder" in warning and "Traceback" not in done.stderr


def test_no_home_and_an_unwritable_program_folder_falls_back_to_temp(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    temp = tmp_path / "tmp"
    temp.mkdir()
    done = run(NO_HOME, base_env(tmp_path, TMPDIR=str(temp)), (str(blocker / "program"),))
    assert done.returncode == 0, done.stderr
    data, _, names, warning = done.stdout.splitlines()
    assert Path(data).is_relative_to(temp) and names == "['Ada']"
    assert str(temp) in warning


READ_ONLY = """
    import errno, os, tempfile
    import pygame
    from boardgames.saves import autosave
    from tests.helpers import ed_session, subprocess_env

    session = ed_session(seed=5, moves=6, bots=(True, True))
    autosave(session.record)
    damaged = autosave(ed_session(seed=8, moves=2).record)
    damaged.write_text("{ damaged")
    os.utime(damaged, (1_000_000, 1_000_000))

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")
    os.replace = refuse  # from now on the saves folder takes no writes
    tempfile.mkstemp = refuse

    from boardgames.saves import Settings
    from boardgames.ui.app import App
    from boardgames.ui.scenes.results import ResultsScene
    from boardgames.ui.scenes.title import TitleScene

    app = App(Settings(animation_speed=0.0), headless=True)
    shown = []
    notify = app.notify
    app.notify = lambda message: (shown.append(message), notify(message))
    from boardgames import saves
    saves.set_problem_listener(app.notify)
    title = TitleScene(app)
    app.stack.reset(title)
    title.resume()
    listing = app.stack.top
    damaged_row = next(g for g in listing.games if g.record is None)
    listing.open(damaged_row)
    print("damaged:", listing.message)
    listing.open(next(g for g in listing.games if g.record is not None))
    for _ in range(5000):
        app.frame(0.2)
        if isinstance(app.stack.top, ResultsScene):
            break
    print("results:", isinstance(app.stack.top, ResultsScene))
    print("saved-messages:", sum("could not be saved" in m for m in shown))
    print("finish-messages:", sum("could not be filed" in m for m in shown))
    app.shutdown()
"""


def test_a_read_only_saves_folder_never_crashes_and_says_so_once(tmp_path: Path) -> None:
    done = run(READ_ONLY, base_env(tmp_path, SDL_VIDEODRIVER="dummy"), timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    out = dict(line.split(": ", 1) for line in done.stdout.splitlines())
    assert "could not be set aside" in out["damaged"] and "left as it is" in out["damaged"]
    assert out["results"] == "True"
    assert out["saved-messages"] == "1"  # one message for many failed autosaves
    assert out["finish-messages"] == "1"
    assert len(list((tmp_path / "home" / "data" / "saves").glob("autosave-*.json"))) == 2


def test_stale_temporary_files_are_cleaned_at_start_fresh_ones_kept(tmp_path: Path) -> None:
    saves = tmp_path / "home" / "data" / "saves"
    config = tmp_path / "home" / "config"
    saves.mkdir(parents=True)
    config.mkdir(parents=True)
    stale = [saves / ".autosave-electoral-dice.json.x1.tmp", config / ".settings.json.x2.tmp"]
    fresh = saves / ".autosave-electoral-dice.json.x3.tmp"
    game = saves / "autosave-electoral-dice.json"
    for path in (*stale, fresh, game):
        path.write_text("{}")
    old = time.time() - 120
    for path in (*stale, game):
        os.utime(path, (old, old))
    env = base_env(tmp_path, SDL_VIDEODRIVER="dummy", BOARDGAMES_EXIT_AFTER_FIRST_FRAME="1")
    done = run(None, env, ("-m", "boardgames"), timeout=60)
    assert done.returncode == 0, done.stderr
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and game.exists()  # a write in progress, and a save, are untouched


IDLE = """
    import pygame
    from boardgames.saves import Settings
    from boardgames.ui.app import App
    from boardgames.ui.scenes.title import TitleScene

    app = App(Settings(), headless=True)
    app.stack.push(TitleScene(app))
    draws = []
    original = app.draw
    app.draw = lambda: (draws.append(1), original())
    pygame.time.set_timer(pygame.QUIT, 4000, loops=1)
    app.run()
    print(len(draws))
"""


def test_an_idle_title_screen_sleeps_instead_of_drawing(tmp_path: Path) -> None:
    done = run(IDLE, base_env(tmp_path, SDL_VIDEODRIVER="dummy"), timeout=60)
    assert done.returncode == 0, done.stderr
    draws = done.stdout.split()[-1]
    # 4 s at 60 fps would be 240 frames; the settle time after start allows about 60.
    assert int(draws) < 90, f"{draws} frames drawn in 4 idle seconds"


def test_a_pipe_named_as_the_settings_file_gives_the_defaults(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading settings must never block: a FIFO there is refused at once."""
    from boardgames.saves import Settings

    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "settings.json")
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))

    def stuck(signum: int, frame: object) -> None:
        raise AssertionError("Settings.load waited on the pipe")

    # A guard against hanging for ever on the pipe, not a speed limit (that is bench's).
    previous = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(30)
    try:
        assert Settings.load() == Settings()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert (config / "settings.json").is_fifo()  # left as it was
