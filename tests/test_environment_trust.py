"""Hostile surroundings, second pass: a display that is set but dead, saves that keep
failing, a home where nothing can be made, a huge game count, long numbers and odd maps."""

from __future__ import annotations

import errno
import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from boardgames.checkdata import check_paths
from boardgames.core.maps import MapError, load_map
from boardgames.core.safe_read import brief
from boardgames.resources import maps_dir
from boardgames.simulate import game_seeds, stream_seeds
from boardgames.ui import workers
from boardgames.ui.app import App, driver_problem
from tests.helpers import ed_session, first_move, subprocess_env

ROOT = Path(__file__).resolve().parent.parent


def run(args: list[str], env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )


def base_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return subprocess_env(tmp_path, keep_video_driver=False, **extra)


# -- a display that is set but not running ----------------------------------------------
def test_only_a_driver_that_shows_a_window_is_accepted_unless_asked_for() -> None:
    dead = {"DISPLAY": ":77"}
    assert "DISPLAY=:77" in driver_problem("offscreen", dead)
    assert "'dummy'" in driver_problem("dummy", dead)
    assert driver_problem("x11", dead) == ""
    assert driver_problem("wayland", {"WAYLAND_DISPLAY": "wayland-0"}) == ""
    assert driver_problem("dummy", {"SDL_VIDEODRIVER": "dummy"}) == ""
    assert driver_problem("offscreen", {"SDL_VIDEODRIVER": "x11,offscreen"}) == ""


def dead_display() -> str:
    """A display number with no X server behind it."""
    for number in range(77, 99):
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            return f":{number}"
    pytest.skip("every display number from 77 to 98 is taken")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays are Linux's")
def test_a_display_set_to_a_dead_server_gives_one_line_and_status_2(tmp_path: Path) -> None:
    done = run(["-m", "boardgames"], base_env(tmp_path, DISPLAY=dead_display()), timeout=30)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1 and "no display answers" in lines[0], done.stderr
    assert done.stdout == ""


# -- saves that keep failing ------------------------------------------------------------
def test_a_failing_autosave_leaves_a_lasting_mark_until_a_save_succeeds(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    scene = ElectoralDiceScene(app, ed_session(seed=41, bots=(False, False)))
    app.stack.reset(scene)
    real_write = workers.atomic_write_text

    def disk_full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def move() -> None:
        scene.submit(*first_move(scene))
        scene.saver.flush()
        app.update(0.01)

    monkeypatch.setattr(workers, "atomic_write_text", disk_full)
    move()
    assert app.unsaved == os.strerror(errno.ENOSPC)
    app.draw()
    corner = pygame.Rect(0, 0, 420, 44)
    marked = app.screen.subsurface(corner).copy()
    for _ in range(40):  # long after the notice has gone, the mark stays
        app.update(0.2)
    assert app.notice == "" and app.unsaved
    monkeypatch.setattr(workers, "atomic_write_text", real_write)
    move()
    assert app.unsaved == ""
    app.draw()
    clean = app.screen.subsurface(corner).copy()
    assert pygame.image.tobytes(marked, "RGB") != pygame.image.tobytes(clean, "RGB")
    scene.leave()


# -- HOME=/proc ---------------------------------------------------------------------------
PROBE_HOME = """
import sys
from pathlib import Path
from boardgames import saves
saves.program_dir = lambda: Path(sys.argv[1])
print(saves.data_home())
print(saves.home_warning())
saves.Settings().save()
"""


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc")
def test_a_home_where_nothing_can_be_made_gets_the_fallback_folder(tmp_path: Path) -> None:
    env = base_env(tmp_path, HOME="/proc")
    for name in ("BOARDGAMES_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        env.pop(name, None)
    program = tmp_path / "program"
    program.mkdir()
    done = run(["-c", PROBE_HOME, str(program)], env)
    assert done.returncode == 0, done.stderr
    folder, warning = done.stdout.splitlines()[:2]
    assert Path(folder) == program / "boardgames-userdata" / "data" and "No home folder" in warning
    assert (program / "boardgames-userdata" / "config" / "settings.json").is_file()
    assert "Traceback" not in done.stderr


# -- simulate with a huge count -----------------------------------------------------------
def test_seeds_stream_so_a_huge_count_starts_at_once() -> None:
    assert list(itertools.islice(stream_seeds(1, 10**20), 5)) == game_seeds(1, 5)


def test_simulate_refuses_an_absurd_game_count_in_one_line(tmp_path: Path) -> None:
    args = ["-m", "boardgames", "simulate", "electoral-dice", "--seats", "easy,easy"]
    done = run([*args, "--games", "99999999999999999999"], base_env(tmp_path), timeout=30)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "boardgames simulate: --games must be from 0 to 1,000,000,000"


# -- long numbers in check-data -------------------------------------------------------------
def test_long_numbers_are_shortened_in_messages() -> None:
    assert brief("got " + "7" * 4000) == "got 777777... (4000 digits)"
    assert brief("seed 281474976710655 is fine") == "seed 281474976710655 is fine"
    assert len(brief("x" * 5000)) == 400


def test_check_data_shortens_a_4000_digit_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = (maps_dir() / "electoral-dice-board.tmx").read_text()
    row = '<property name="row" type="int" value="1"/>'
    assert row in board
    path = tmp_path / "board.tmx"
    path.write_text(board.replace(row, row.replace('"1"', '"' + "7" * 4000 + '"'), 1))
    assert check_paths([str(path)]) == 2
    line = capsys.readouterr().err.strip()
    assert line.endswith("got 777777... (4000 digits)") and len(line) < 200


# -- maps ----------------------------------------------------------------------------------
def us_1824() -> str:
    return (maps_dir() / "us-1824.tmx").read_text()


def test_two_layers_named_states_are_refused(tmp_path: Path) -> None:
    tmx = us_1824()
    layer = re.search(r' <objectgroup id="\d+" name="states">.*?</objectgroup>\n', tmx, re.S)
    assert layer is not None
    path = tmp_path / "two.tmx"
    path.write_text(tmx.replace(layer.group(0), layer.group(0) * 2, 1))
    with pytest.raises(MapError, match="two.tmx: two layers are named 'states'"):
        load_map(path)


def test_an_infinite_map_is_named_as_such_and_pytmx_prints_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chunk = (
        '<layer id="9" name="t" width="68" height="40"><data encoding="csv">'
        '<chunk x="0" y="0" width="2" height="2">0,0,0,0</chunk></data></layer>\n</map>'
    )
    path = tmp_path / "endless.tmx"
    path.write_text(us_1824().replace('infinite="0"', 'infinite="1"', 1).replace("</map>", chunk))
    with pytest.raises(MapError, match="endless.tmx: map: it is an infinite map"):
        load_map(path)
    assert check_paths([str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "infinite map" in err and "Exception" not in err


def test_a_landslide_track_object_pasted_twice_is_refused(tmp_path: Path) -> None:
    from boardgames.games.landslide.track_tmx import parse_track_board

    board = (maps_dir() / "landslide-board.tmx").read_text()
    space = re.search(r'  <object id="5" .*?</object>\n', board, re.S)
    assert space is not None
    path = tmp_path / "track.tmx"
    path.write_text(board.replace(space.group(0), space.group(0) * 2, 1))
    with pytest.raises(MapError, match="track.tmx: object 5 .*the object id 5 appears twice"):
        parse_track_board(path)
