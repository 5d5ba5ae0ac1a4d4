"""Long searches in a process of their own, so the app's frames never wait for them.

A search on a thread holds Python's global lock almost all the time, and the
frame loop, which gives the lock up at every blit, gets it back only after a
wait each time: the frame rate collapses while a computer thinks. A forked
child has a lock of its own; the parent's thread just waits on a pipe.

The child is forked once (per game, per kind of work) and then sent each
question over a pipe. Forking for every move stopped the whole app while the
kernel copied its page tables, with the forking thread holding the lock: tens
of milliseconds a move on a busy machine. A state's ``board`` is shared,
never-copied data the child already holds from the fork, so it travels as a
reference and the rest pickles in about a millisecond. The child runs
``niceness`` steps below the app, so the frames come first on a busy processor.
Where ``fork`` is missing (Windows, macOS by default) callers work in place.
"""

from __future__ import annotations

import gc
import io
import logging
import multiprocessing
import os
import pickle
import signal
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Generic, TypeVar

log = logging.getLogger(__name__)

CHILD_PATIENCE = 30.0  # seconds beyond its budget: far more than any move or forecast takes
POLL_SECONDS = 0.05  # how often a waiting thread looks whether it should stop waiting
PARENT_CHECK_SECONDS = 1.0  # how often an idle child looks whether the app is still there
FORECAST_NICENESS = 10  # the forecast yields the processor to the frames and to a move
THINKING_NICENESS = 5  # a computer's move yields to the frames (it needs little: ~15% of a core)
BOARD = "board"  # the persistent id a state's shared board travels as

Work = Callable[..., Any]  # work(*question, should_stop) -> answer, run in the child


class Stopped(Exception):
    """The process was ended (the game was left) while a question waited for its answer."""


Result = TypeVar("Result")


class OnThread(Generic[Result]):
    """``work()`` run on a daemon thread so a frame loop never waits for it: the loop polls
    ``done``, then reads ``result`` or ``error``. ``Stopped`` (the work was called off)
    leaves both empty; any other failure is kept in ``error`` so the app can say so."""

    def __init__(self, work: Callable[[], Result]) -> None:
        self.result: Result | None = None
        self.error: BaseException | None = None

        def run() -> None:
            try:
                self.result = work()
            except Stopped:
                pass
            except BaseException as exc:  # a bot's or a search's bug must not kill the app
                self.error = exc

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


class ApartProcess:
    """One forked child answering questions with ``work(*question, should_stop)``.

    ``ask``/``answer``/``call`` belong to one thread at a time; ``end`` may come from any
    thread at any moment: it kills the child and reaps it at once (it touches no pipe),
    and a ``call`` waiting meanwhile raises ``Stopped`` within POLL_SECONDS.
    """

    def __init__(self, work: Work, anchor: object, niceness: int = 0) -> None:
        """Fork now. ``anchor`` is any state of this game: its board is what later
        questions refer to. Raises OSError if the system refuses the fork."""
        context = multiprocessing.get_context("fork")
        self._connection, child_end = context.Pipe(duplex=True)
        self._board = getattr(anchor, BOARD, None)
        self._process = context.Process(
            target=_serve, args=(child_end, work, self._board, niceness), daemon=True
        )
        try:
            self._process.start()
        except OSError:
            self._connection.close()
            raise
        finally:
            child_end.close()
        self._asked = 0
        self._ended = threading.Event()

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def ask(self, *question: object) -> int:
        """Send a question; returns its number, which its answer carries. Raises OSError
        if the child is gone, pickle.PicklingError or TypeError if it cannot travel."""
        self._asked += 1
        buffer = io.BytesIO()
        _Packer(buffer, self._board).dump((self._asked, question))
        self._connection.send_bytes(buffer.getvalue())
        return self._asked

    def answer(self, timeout: float) -> tuple[int, Any] | None:
        """``(question number, answer)`` if one comes within ``timeout`` seconds.
        Raises EOFError if the child died, ``Stopped`` if it was ended."""
        if self._ended.is_set():
            raise Stopped
        try:
            if not self._connection.poll(timeout):
                return None
            ok, number, value = self._connection.recv()
        except (EOFError, OSError):
            if self._ended.is_set():  # it died because it was ended: no failure
                raise Stopped from None
            raise
        if not ok:
            raise RuntimeError(f"the search failed: {value}")
        return number, value

    def call(self, question: tuple[object, ...], patience: float) -> Any:
        """Ask and wait for this question's answer (older ones are dropped). Raises
        ``Stopped`` if ended meanwhile, TimeoutError after ``patience`` seconds."""
        number = self.ask(*question)
        deadline = time.monotonic() + patience
        while time.monotonic() < deadline:
            reply = self.answer(POLL_SECONDS)
            if reply is not None and reply[0] == number:
                return reply[1]
        raise TimeoutError("the search process did not answer")

    def end(self) -> None:
        """Kill the child now and reap it (idempotent; safe from any thread)."""
        self._ended.set()
        if self._process.pid is None:
            return
        try:
            self._process.kill()
        except (OSError, AttributeError):  # already reaped
            pass
        # No timeout: a join with one waits for the child's end of a pipe to close, and a
        # sibling forked at the same moment (the forecast's, the computers') may hold a
        # copy of it until it ends too. Without, it waits for the process itself, which
        # SIGKILL ends at once.
        self._process.join()

    def release(self) -> None:
        """Close the pipe: only once no thread uses it any more."""
        self.end()
        self._connection.close()


class _Packer(pickle.Pickler):
    def __init__(self, stream: io.BytesIO, board: object) -> None:
        super().__init__(stream, protocol=pickle.HIGHEST_PROTOCOL)
        self._board = board

    def persistent_id(self, obj: object) -> str | None:
        return BOARD if self._board is not None and obj is self._board else None


class _Unpacker(pickle.Unpickler):
    def __init__(self, stream: io.BytesIO, board: object) -> None:
        super().__init__(stream)
        self._board = board

    def persistent_load(self, pid: Any) -> object:
        if pid != BOARD:
            raise pickle.UnpicklingError(f"unknown reference {pid!r}")
        return self._board


def _serve(connection: Connection, work: Work, board: object, niceness: int) -> None:
    """The child's loop: answer each question until the pipe closes (or the parent ends it).
    ``work`` is told to stop early when a newer message is waiting (``connection.poll``)."""
    # The app's SDL turns SIGTERM into a quit event; the fork inherits that, and would then
    # outlive the terminate() that multiprocessing sends its daemons when the app exits.
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, signal.SIG_DFL)
    # Everything inherited from the app (its scene, fonts, caches) lives on, unchanged, for
    # the child's whole life. Left to the collector, every full collection would walk it and
    # write to each object's header, copying page after page of the app's memory into the
    # child. Frozen, the collector only walks what the child itself makes.
    gc.freeze()
    if niceness and hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:  # not allowed here: it runs at the app's priority
            pass
    parent = os.getppid()
    while True:
        try:
            while not connection.poll(PARENT_CHECK_SECONDS):
                # The app may end without a word (killed): other children forked from it
                # hold copies of this pipe, so its end need not close. Gone, it leaves
                # this child to another parent.
                if os.getppid() != parent:
                    return
            message = connection.recv_bytes()
        except (EOFError, OSError):
            return
        number, question = _Unpacker(io.BytesIO(message), board).load()
        try:
            reply = (True, number, work(*question, connection.poll))
        except Exception as exc:  # reported to the parent, which raises it there
            reply = (False, number, repr(exc))
        try:
            connection.send(reply)
        except OSError:
            return
