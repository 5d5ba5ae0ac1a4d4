"""Long searches in a child process, so the app's frames never wait for them.

A search on a thread holds Python's global lock almost all the time, and the
frame loop, which gives the lock up at every blit, gets it back only after a
wait each time: the frame rate collapses while a computer thinks. A forked
child has a lock of its own; the parent's worker thread just waits on a pipe.
Where ``fork`` is missing (Windows, macOS by default) the work runs in place.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

T = TypeVar("T")


CHILD_PATIENCE = 30.0  # seconds: far beyond any budget a move or a forecast is given


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def run_apart(function: Callable[..., T], *args: Any) -> T:
    """``function(*args)`` computed in a forked child (the child inherits the arguments, so
    nothing but the answer is pickled); an exception in the child is raised here."""
    if not can_fork():
        return function(*args)
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(sender, function, args), daemon=True)
    child.start()
    sender.close()
    try:
        if not receiver.poll(CHILD_PATIENCE):
            # A child forked from a threaded process can, rarely, hang on a lock another
            # thread held at the fork: give up on it and think here instead of never moving.
            child.kill()
            return function(*args)
        ok, value = receiver.recv()
    except EOFError:
        raise RuntimeError("the search process ended without an answer") from None
    finally:
        receiver.close()
        child.join()
    if not ok:
        raise RuntimeError(f"the search failed: {value}")
    return value  # type: ignore[no-any-return]


def _child(sender: Connection, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
    try:
        sender.send((True, function(*args)))
    except BaseException as exc:  # reported to the parent, which raises it there
        sender.send((False, repr(exc)))
    finally:
        sender.close()
