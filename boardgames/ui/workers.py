"""Work that must not block the frame loop: bots thinking, saves being written."""

from __future__ import annotations

import logging
import pickle
import queue
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from boardgames.ai.apart import (
    CHILD_PATIENCE,
    THINKING_NICENESS,
    ApartProcess,
    OnThread,
    Stopped,
    can_fork,
)
from boardgames.ai.base import Bot
from boardgames.core.protocol import Action, State
from boardgames.core.record import GameRecord
from boardgames.save_lock import claim, release
from boardgames.saves import atomic_write_text, autosave_path, note_save_result, report_problem

log = logging.getLogger(__name__)


MAX_PROCESS_FAILURES = 3  # thinking processes that may fail before moves are thought in place


class Thinker:
    """The computers' long searches (``thinks_long`` bots) for one game, in one process
    forked at the first of them (``ai.apart``) and asked about every such move after.
    ``close`` (leaving the game) ends that process at once, mid-search or not."""

    def __init__(self, bots: dict[int, Bot], niceness: int = THINKING_NICENESS) -> None:
        self._bots = bots
        self._niceness = niceness
        self._lock = threading.Lock()
        self._process: ApartProcess | None = None
        self._failures = 0
        self._asking = False  # a BotWorker thread is using the process's pipe
        self._closed = False

    def choose(self, player: int, view: State, legal: list[Action], seed: int) -> Action:
        """``player``'s bot's move, worked out in the process (or here where there is none).
        Raises ``Stopped`` once closed; the bot's own error as a RuntimeError."""
        with self._lock:
            if self._closed:
                raise Stopped
            self._asking = True
        try:
            process = self._process or self._start_process(view)
            if process is None:
                return self._choose_here(player, view, legal, seed)
            try:
                patience = (getattr(self._bots[player], "seconds", None) or 0.0) + CHILD_PATIENCE
                action: Action = process.call((player, view, legal, seed), patience)
                return action
            except (EOFError, OSError, TimeoutError, TypeError, pickle.PicklingError) as exc:
                if self._closed:
                    raise Stopped from None
                # A child forked from a threaded process can, rarely, hang on a lock another
                # thread held at the fork: give it up and think this move here.
                log.warning("the thinking process failed (%r): this move is thought here", exc)
                self._failures += 1
                with self._lock:
                    self._process = None
                process.release()
                return self._choose_here(player, view, legal, seed)
        finally:
            with self._lock:
                self._asking = False
                leftover = self._process if self._closed else None
            if leftover is not None:
                leftover.release()

    def close(self) -> None:
        """End the process now; a move being thought is dropped (its worker raises Stopped)."""
        with self._lock:
            self._closed = True
            process, asking = self._process, self._asking
        if process is not None:
            # The asking thread still holds the pipe and closes it as it leaves.
            if asking:
                process.end()
            else:
                process.release()

    @property
    def pid(self) -> int | None:
        """The thinking process's id, while there is one (for tests)."""
        process = self._process
        return process.pid if process is not None else None

    def _start_process(self, anchor: State) -> ApartProcess | None:
        if not can_fork() or self._failures >= MAX_PROCESS_FAILURES:
            return None
        try:
            process = ApartProcess(self._choose_in_child, anchor, self._niceness)
        except OSError as exc:
            self._failures += 1
            log.warning("no thinking process (%s): this move is thought here", exc)
            return None
        with self._lock:
            self._process, closed = process, self._closed
        if closed:  # closed while it was forked: ``close`` did not see it, so end it here
            raise Stopped
        return process

    def _choose_here(self, player: int, view: State, legal: list[Action], seed: int) -> Action:
        return self._bots[player].choose(view, player, legal, random.Random(seed))

    def _choose_in_child(
        self,
        player: int,
        view: State,
        legal: list[Action],
        seed: int,
        should_stop: Callable[[], bool],
    ) -> Action:
        """Runs in the process; a move is always finished (its budget is short)."""
        return self._choose_here(player, view, legal, seed)


class BotWorker(OnThread[Action]):
    """Runs one bot decision on a thread; the scene polls ``result`` each frame. A bot
    that thinks long (a search) thinks in ``thinker``'s process, if one is given."""

    def __init__(
        self,
        bot: Bot,
        view: State,
        player: int,
        legal: list[Action],
        seed: int,
        thinker: Thinker | None = None,
    ) -> None:
        self.player = player

        def decide() -> Action:
            if len(legal) == 1:
                return legal[0]
            if thinker is not None and getattr(bot, "thinks_long", False):
                return thinker.choose(player, view, legal, seed)
            return bot.choose(view, player, legal, random.Random(seed))

        super().__init__(decide)


class SaveWriter:
    """Writes autosaves on a background thread, newest wins; ``flush`` waits for the disk."""

    def __init__(self) -> None:
        self._queue: queue.Queue[tuple[Path, str] | None] = queue.Queue()
        self.last_error: str | None = None
        self._paths: set[Path] = set()  # every save written (or refused), released on close
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def save(self, record: GameRecord, sidecar: dict[str, Any] | None = None) -> None:
        # Serialise now, on the caller's thread, so later moves cannot change what is written.
        self._queue.put((autosave_path(record), record.to_json(sidecar)))

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                self._queue.task_done()
                return
            path, text = item
            self._paths.add(path)
            refused = claim(path)
            if refused is not None:  # another copy of the app writes this game
                if self.last_error != refused:
                    report_problem(f"This game is not saved here: {refused}")
                self.last_error = refused
                note_save_result(refused)
                self._queue.task_done()
                continue
            try:
                atomic_write_text(path, text)
                self.last_error = None
                note_save_result(None)
            except OSError as exc:
                first = self.last_error is None
                self.last_error = f"autosave failed: {exc.strerror or exc} ({path.parent})"
                note_save_result(str(exc.strerror or exc))
                if first:  # say it once per run of failures, not after every move
                    report_problem(f"The game could not be saved: {exc.strerror or exc}")
            self._queue.task_done()

    def flush(self) -> None:
        self._queue.join()

    def close(self) -> None:
        """Stop the writer once what is queued is written; the game's saves are let go."""
        self._queue.put(None)
        self._thread.join(timeout=5)
        for path in list(self._paths):
            release(path)
