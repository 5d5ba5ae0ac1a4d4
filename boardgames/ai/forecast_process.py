"""The forecast's own process: forked once per game, asked about every position.

Forking a child for every move (``ai.apart``) stops the whole app while the
kernel copies its page tables, tens of milliseconds on a busy machine and twice
a move when a computer thinks too: the frames stutter. This child is forked
once, at a lower priority, and then sent each public position over a pipe. A
state's ``board`` is shared, never-copied data the child already holds from the
fork, so it travels as a reference and the rest pickles in under a millisecond.
A newer question stops the search working on an older one (the child polls its
pipe between iterations); the answer it still sends for it is simply ignored.
"""

from __future__ import annotations

import io
import logging
import multiprocessing
import os
import pickle
import signal
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from boardgames.core.protocol import State

log = logging.getLogger(__name__)
NICENESS = 10  # in the app the forecast yields the processor to the frames and a computer's move
BOARD = "board"  # the persistent id a state's shared board travels as

Chances = tuple[float, ...]
Work = Callable[[State, int, Callable[[], bool]], Chances | None]


class ForecastProcess:
    """One forked child answering ``(question, move, public state)`` with chances."""

    def __init__(self, work: Work, first: State, niceness: int = 0) -> None:
        """Fork now; ``first`` is any state of this game (its board is what later states
        refer to). ``work(public, move, should_stop)`` runs in the child, ``niceness``
        steps below the app's priority."""
        context = multiprocessing.get_context("fork")
        self._connection, child_end = context.Pipe(duplex=True)
        self._board = getattr(first, BOARD, None)
        self._process = context.Process(
            target=_serve, args=(child_end, work, self._board, niceness), daemon=True
        )
        self._process.start()
        child_end.close()
        self._asked = 0

    def ask(self, public: State, move: int) -> int:
        """Send a position; returns the question's number, which its answer carries.
        Raises OSError if the child is gone, pickle.PicklingError or TypeError if the
        state holds something that cannot travel."""
        self._asked += 1
        buffer = io.BytesIO()
        _Packer(buffer, self._board).dump((self._asked, move, public))
        self._connection.send_bytes(buffer.getvalue())
        return self._asked

    def answer(self, timeout: float) -> tuple[int, Chances | None] | None:
        """An answer, if one comes within ``timeout`` seconds. Raises EOFError if the
        child died."""
        if not self._connection.poll(timeout):
            return None
        reply: tuple[int, Chances | None] = self._connection.recv()
        return reply

    def close(self) -> None:
        """Ask the child to stop (an empty message), and make sure it has."""
        try:
            self._connection.send_bytes(b"")
        except OSError:
            pass
        self._connection.close()
        self._process.join(timeout=1.0)
        if self._process.is_alive():
            self._process.kill()
            self._process.join()


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
    """The child's loop: answer each question until the empty message (or the parent) ends it."""
    # The app's SDL turns SIGTERM into a quit event; the fork inherits that, and would then
    # outlive the terminate() that multiprocessing sends its daemons when the app exits.
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, signal.SIG_DFL)
    if niceness and hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:  # not allowed here: it runs at the app's priority
            pass
    while True:
        try:
            message = connection.recv_bytes()
        except (EOFError, OSError):
            return
        if not message:
            return
        question, move, public = _Unpacker(io.BytesIO(message), board).load()
        try:
            chances = work(public, move, connection.poll)
        except Exception:  # a search bug costs this point of the chart, not the forecast
            log.exception("the forecast failed at move %d", move)
            chances = None
        try:
            connection.send((question, chances))
        except OSError:
            return
