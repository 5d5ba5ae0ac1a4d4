"""Work that must not block the frame loop: bots thinking, saves being written."""

from __future__ import annotations

import logging
import queue
import random
import threading
from pathlib import Path
from typing import Any

from boardgames.ai.apart import run_apart
from boardgames.ai.base import Bot
from boardgames.core.protocol import Action, State
from boardgames.core.record import GameRecord
from boardgames.saves import atomic_write_text, autosave_path, report_problem

log = logging.getLogger(__name__)


class BotWorker:
    """Runs one bot decision on a thread; the scene polls ``result`` each frame."""

    def __init__(self, bot: Bot, view: State, player: int, legal: list[Action], seed: int) -> None:
        self.player = player
        self.result: Action | None = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(
            target=self._run, args=(bot, view, player, legal, random.Random(seed)), daemon=True
        )
        self._thread.start()

    def _run(
        self, bot: Bot, view: State, player: int, legal: list[Action], rng: random.Random
    ) -> None:
        try:
            if len(legal) == 1:
                self.result = legal[0]
            elif getattr(bot, "thinks_long", False):  # a search: in a process of its own
                self.result = run_apart(bot.choose, view, player, legal, rng)
            else:
                self.result = bot.choose(view, player, legal, rng)
        except BaseException as exc:  # a bot bug must not kill the app: the scene reports it
            self.error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()


class SaveWriter:
    """Writes autosaves on a background thread, newest wins; ``flush`` waits for the disk."""

    def __init__(self) -> None:
        self._queue: queue.Queue[tuple[Path, str] | None] = queue.Queue()
        self.last_error: str | None = None
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
            try:
                atomic_write_text(path, text)
                self.last_error = None
            except OSError as exc:
                first = self.last_error is None
                self.last_error = f"autosave failed: {exc.strerror or exc} ({path.parent})"
                if first:  # say it once per run of failures, not after every move
                    report_problem(f"The game could not be saved: {exc.strerror or exc}")
            self._queue.task_done()

    def flush(self) -> None:
        self._queue.join()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=5)
