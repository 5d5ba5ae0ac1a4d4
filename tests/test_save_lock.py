"""Two copies of the app on one save: the first holds a lock, the second is told and opens
the game read-only (it never writes that save) or as a copy; a dead holder's lock is stale."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from boardgames import save_lock
from boardgames.core.record import read_record
from boardgames.saves import autosave, autosave_path, saves_dir, unsaved_because
from boardgames.ui.app import App
from boardgames.ui.workers import SaveWriter
from tests.helpers import ed_session, first_move

ROOT = Path(__file__).resolve().parent.parent
HOLDER = """
import sys
from pathlib import Path
from boardgames.save_lock import claim
print(claim(Path(sys.argv[1])), flush=True)
sys.stdin.read()
"""


class OtherCopy:
    """Another process of the app that holds the lock on a save until it ends."""

    def __init__(self, save: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(save)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "None"  # it holds the lock now

    def kill(self) -> None:
        self.process.kill()  # as kill -9: no chance to clean up
        self.process.wait()


@pytest.fixture
def other_copy(app: App) -> Iterator[tuple[Path, OtherCopy]]:
    save = autosave(ed_session(seed=31, moves=4).record)
    other = OtherCopy(save)
    yield save, other
    other.kill()
    save_lock.release(save)


def test_a_lock_held_by_another_process_names_it_and_goes_when_it_dies(
    other_copy: tuple[Path, OtherCopy],
) -> None:
    save, other = other_copy
    holder = save_lock.holder_elsewhere(save)
    assert holder is not None and f"process {other.process.pid}" in holder
    assert save_lock.claim(save) is not None  # this process may not write it
    other.kill()
    assert save_lock.lock_file(save).exists()  # a killed holder leaves its file behind...
    save_lock.release(save)
    assert save_lock.holder_elsewhere(save) is None  # ...which is stale: taken over
    assert save_lock.claim(save) is None
    assert f'"pid": {os.getpid()}' in save_lock.lock_file(save).read_text()
    save_lock.release(save)
    assert not save_lock.lock_file(save).exists()  # cleaned on release


def test_the_save_writer_never_overwrites_a_game_another_copy_holds(
    other_copy: tuple[Path, OtherCopy],
) -> None:
    save, other = other_copy
    before = save.read_text()
    session = ed_session(seed=31, moves=6)
    writer = SaveWriter()
    writer.save(session.record)
    writer.flush()
    assert save.read_text() == before
    assert "read-only" in (unsaved_because() or "")
    other.kill()  # the other copy quits: this one still does not write (its game is older)
    writer.save(session.record)
    writer.flush()
    assert save.read_text() == before
    writer.close()  # the game leaves the screen: the lock and the read-only mark go
    assert save_lock.claim(save) is None
    save_lock.release(save)


def key(app: App, code: int) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def opened_elsewhere(app: App):  # type: ignore[no-untyped-def]
    from boardgames.ui.scenes.resume import OpenElsewhereScene, ResumeScene

    listing = ResumeScene(app)
    app.stack.reset(listing)
    listing.open(listing.games[0])
    question = app.stack.top
    assert isinstance(question, OpenElsewhereScene)
    assert "open in another window" in question.question
    return listing, question


def test_resume_asks_and_esc_goes_back_to_the_list(
    app: App, other_copy: tuple[Path, OtherCopy]
) -> None:
    save, other = other_copy
    listing, question = opened_elsewhere(app)
    assert f"process {other.process.pid}" in question.detail
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is listing and save.exists()


def test_read_only_plays_on_and_writes_nothing(
    app: App, other_copy: tuple[Path, OtherCopy]
) -> None:
    from boardgames.ui.scenes.title import TitleScene

    save, other = other_copy
    before = save.read_text()
    opened_elsewhere(app)
    key(app, pygame.K_n)  # "Read only", also where the focus starts
    scene = app.stack.top
    assert type(scene).__name__ == "ElectoralDiceScene"
    app.update(0.01)
    assert app.unsaved.startswith("read-only")  # marked at once, before any move
    other.kill()  # even when the other copy quits, this one's older game is not written
    scene.submit(*first_move(scene))  # type: ignore[attr-defined]
    scene.saver.flush()  # type: ignore[attr-defined]
    assert save.read_text() == before
    app.update(0.01)
    assert app.unsaved.startswith("read-only")
    scene.leave()
    app.stack.reset(TitleScene(app))
    app.update(0.01)
    assert app.unsaved == ""  # no game on screen, nothing to mark


def test_a_copy_gets_a_file_of_its_own_and_plays_the_same_game(
    app: App, other_copy: tuple[Path, OtherCopy]
) -> None:
    save, other = other_copy
    before = save.read_text()
    opened_elsewhere(app)
    key(app, pygame.K_y)  # "Open a copy"
    scene = app.stack.top
    record = scene.session.record  # type: ignore[attr-defined]
    copy = autosave_path(record)
    assert copy != save and copy.name.endswith("-copy1.json") and copy.exists()
    assert record.created.endswith("(copy 1)") and len(record.actions) == 4
    scene.submit(*first_move(scene))  # type: ignore[attr-defined]
    scene.saver.flush()  # type: ignore[attr-defined]
    assert save.read_text() == before and len(read_record(copy).actions) == 5
    assert len([p for p in saves_dir().glob("autosave-*.json")]) == 2
    scene.leave()


def test_a_resumed_game_holds_its_save_before_any_move_and_lets_go_when_left(
    app: App,
) -> None:
    from boardgames.ui.scenes.resume import ResumeScene
    from boardgames.ui.scenes.title import TitleScene

    # No forecast: its process, forked while the subprocess below starts, would hold the
    # subprocess's exec pipe and stall it (the game's own processes are not tested here).
    app.settings.forecast = False
    save = autosave(ed_session(seed=32, moves=4).record)
    listing = ResumeScene(app)
    app.stack.reset(listing)
    listing.open(listing.games[0])
    app.update(0.01)
    assert save in save_lock.held()
    other = subprocess.run(
        [sys.executable, "-c", HOLDER, str(save)],
        input="",
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert other.stdout.startswith("read-only: the game is open elsewhere (process ")
    app.stack.top.leave()  # type: ignore[union-attr]
    app.stack.reset(TitleScene(app))
    app.update(0.01)
    assert save not in save_lock.held() and not save_lock.lock_file(save).exists()


HOLDER_THAT_THINKS = """
import sys
from pathlib import Path
from boardgames.ai.apart import ApartProcess
from boardgames.save_lock import claim
print(claim(Path(sys.argv[1])), flush=True)
thinker = ApartProcess(lambda question, should_stop: question, anchor=None)
print(thinker.call(("ready",), patience=30), thinker.pid, flush=True)
sys.stdin.read()
"""


def _gone(pid: int) -> bool:
    """Ended (a zombie waiting for a parent that does not reap counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="forks and reads /proc")
def test_a_killed_copy_leaves_no_lock_and_no_thinking_process_behind(app: App) -> None:
    """A copy of the app that holds a save and has a computer's search process is killed
    (kill -9): its lock goes with it at once, though the search process was forked while
    the lock was held, and the search process ends by itself soon after."""
    from tests.helpers import wait_for

    save = autosave(ed_session(seed=32, moves=4).record)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER_THAT_THINKS, str(save)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "None"
    answer, child = process.stdout.readline().split()
    assert answer == "ready" and not _gone(int(child))
    assert save_lock.holder_elsewhere(save) is not None
    process.kill()
    process.wait()
    assert save_lock.claim(save) is None  # at once: the search process holds no copy of it
    save_lock.release(save)
    assert wait_for(lambda: _gone(int(child)), seconds=15), "the search process lives on"
