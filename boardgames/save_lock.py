"""One copy of the app writes a saved game at a time.

Two copies of the app playing the same save would each overwrite the other's
moves. While a game is written, its process holds an advisory lock on a small
file beside the save (``.autosave-....json.lock``) that names the process. The
operating system drops the lock when the process ends, however it ends, so a
lock file left by a killed run is stale and simply taken over. A second copy
that finds the lock held is told so, and opens the game read-only (this
process then never writes that save) or as a copy under a new name.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

log = logging.getLogger(__name__)
HOLDER_BYTES = 400  # a lock file holds one short line


@dataclass
class _Held:
    descriptor: int
    lock_file: Path


_guard = threading.Lock()  # the autosave thread and the screens both ask
_held: dict[Path, _Held] = {}
_read_only: set[Path] = set()


def lock_file(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


def _try_lock(descriptor: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _holder(path: Path) -> str:
    """Who holds a lock, in words: 'process 4242 on desk, since 03:12'."""
    try:
        with path.open("rb") as stream:
            found = json.loads(stream.read(HOLDER_BYTES).decode("utf-8", "replace"))
        pid, host, since = int(found["pid"]), str(found["host"])[:40], float(found["since"])
    except (OSError, ValueError, KeyError, TypeError):
        return "another copy of the app"
    return f"process {pid} on {host}, since {time.strftime('%H:%M', time.localtime(since))}"


def _lock(save: Path) -> str | None:
    """Take the lock on ``save`` for this process; None, or who holds it already."""
    path = lock_file(save)
    for _ in range(3):  # the holder may remove the file between our open and our lock
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            log.info("cannot make the lock file %s: %s", path, exc)
            return None  # a folder that takes no files takes no saves either: say nothing here
        if not _try_lock(descriptor):
            os.close(descriptor)
            return _holder(path)
        try:
            same = os.fstat(descriptor).st_ino == os.stat(path).st_ino
        except OSError:
            same = False
        if not same:
            os.close(descriptor)
            continue
        note = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time()}
        try:
            os.ftruncate(descriptor, 0)
            os.write(descriptor, json.dumps(note).encode("utf-8"))
        except OSError as exc:
            log.info("cannot note the holder in %s: %s", path, exc)
        _held[save] = _Held(descriptor, path)
        return None
    return "another copy of the app"


def holder_elsewhere(save: Path) -> str | None:
    """Who else has ``save`` open (in words), or None if nobody (the lock is not kept)."""
    with _guard:
        if save in _held:
            return None
        holder = _lock(save)
        if holder is None and save in _held:
            _let_go(save)
        return holder


def claim(save: Path) -> str | None:
    """Before writing ``save``: None if this process may write it (the lock is then kept
    until ``release``), else why not. A save opened read-only is never claimed."""
    with _guard:
        if save in _read_only:
            return "read-only: the game is open in another copy of the app"
        if save in _held:
            return None
        holder = _lock(save)
        if holder is not None:
            _read_only.add(save)  # another copy writes it: this one never will, even later
            return f"read-only: the game is open elsewhere ({holder})"
        return None


def held() -> set[Path]:
    """The saves this process holds the lock on now."""
    with _guard:
        return set(_held)


def open_read_only(save: Path) -> None:
    """This process will not write ``save`` until ``release`` (the player chose so)."""
    with _guard:
        _read_only.add(save)


def release(save: Path) -> None:
    """Give up the lock on ``save`` (and any read-only mark): the game left the screen."""
    with _guard:
        _read_only.discard(save)
        if save in _held:
            _let_go(save)


def _let_go(save: Path) -> None:
    held = _held.pop(save)
    try:
        held.lock_file.unlink(missing_ok=True)  # removed while still locked, then unlocked
    except OSError as exc:
        log.info("cannot remove the lock file %s: %s", held.lock_file, exc)
    if fcntl is not None:  # unlocked outright: a forked child's copy must not keep it
        try:
            fcntl.flock(held.descriptor, fcntl.LOCK_UN)
        except OSError as exc:
            log.info("cannot unlock %s: %s", held.lock_file, exc)
    os.close(held.descriptor)


def _forget_in_child() -> None:
    """In a forked child (a computer's search): close its copies of the locks' files, so
    that the locks end with the app that took them, even if the child outlives it. It
    closes without unlocking (that would unlock the app's own), and it never writes a
    save. The child has one thread, so no other can hold ``_guard``'s promise here."""
    for held in _held.values():
        try:
            os.close(held.descriptor)
        except OSError:
            pass
    _held.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_in_child)
