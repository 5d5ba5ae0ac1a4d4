"""The computers at a game's table: each seat's bot, a move worked out on a worker (in the
game's thinking process) while frames keep coming, shown after a short pause so people
can follow it, and the "is thinking" line while it is worked out."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardgames.core.record import Seat
from boardgames.core.session import Session
from boardgames.ui.workers import BotWorker, Thinker

if TYPE_CHECKING:
    from boardgames.ai.base import Bot

log = logging.getLogger(__name__)
BOT_PAUSE = 0.45  # seconds a bot waits before moving, so people can follow (scaled by speed)


class ComputerSeats:
    """The computer seats of a game scene (a mixin, as ``TableFlow`` and ``Aids`` are)."""

    # What the scene provides.
    app: Any
    entry: Any
    session: Session
    names: list[str]
    bots: dict[int, Bot]
    thinker: Thinker
    worker: BotWorker | None
    bot_wait: float
    error: str
    submit: Callable[..., None]
    hint_thinking: Callable[[], str | None]

    def _make_bot(self, seat: Seat) -> Bot:
        """The seat's computer player; a level this version lacks (an edited or newer save)
        plays at the normal level, and says so, rather than refusing the game."""
        try:
            return self.entry.make_bot(seat.bot_level)
        except ValueError:
            self.app.notify(f"{seat.name}: level '{seat.bot_level}' is unknown here; normal plays.")
            return self.entry.make_bot("normal")

    def _drive_bot(self, dt: float) -> None:
        bots_to_move = sorted(p for p in self.session.state.to_move() if p in self.bots)
        if not bots_to_move:
            self.worker, self.bot_wait = None, 0.0
            return
        player = bots_to_move[0]
        if self.worker is None:
            state = self.session.state
            seed = self.session.record.seed + len(self.session.record.actions)
            self.worker = BotWorker(
                self.bots[player],
                state.view(player),
                player,
                state.legal_actions(player),
                seed,
                self.thinker,
            )
            self.bot_wait = self.app.animation_time(self.bot_pause())
            return
        self.bot_wait -= dt
        if self.worker.done and self.bot_wait <= 0:
            worker, self.worker = self.worker, None
            if worker.error is not None:
                log.error("bot failed: %r", worker.error)
                self.error = (
                    f"The computer player failed ({worker.error}); it plays its first legal move."
                )
                self.submit(self.session.state.legal_actions(worker.player)[0], worker.player)
            elif worker.result is not None:
                self.submit(worker.result, worker.player)

    def bot_pause(self) -> float:
        """Seconds a computer waits before its move shows, so people can follow it."""
        return BOT_PAUSE

    def thinking(self) -> str | None:
        """ "<name> is thinking..." while a computer's move is being worked out (or a hint)."""
        hint = self.hint_thinking()
        if hint is not None:
            return hint
        worker = self.worker
        if worker is None or worker.done:
            return None
        return f"{self.names[worker.player]} is thinking..."
