"""A tiny test-only game: rock-paper-scissors for three, chosen sealed and at once.

It exists to take the engine's simultaneous, hidden choices through everything
that a real game uses: the session, saves and loads, undo, views, hand-over
and the contract test. Each round every player picks a sign in secret; when
the last has chosen, all are revealed and each sign scores a point per sign it
beats. Three rounds; the most points wins (ties share the win).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.decisions import SealedChoice
from boardgames.core.engine import QueueGame
from boardgames.core.protocol import (
    Action,
    Event,
    GameKind,
    GameResult,
    Information,
    Moves,
    OptionSpec,
)
from boardgames.core.zones import Pool, Seen, Zone, Zones

SIGNS = ("rock", "paper", "scissors")
ROUNDS = 3


@dataclass(frozen=True, slots=True)
class Show(Action):
    kind = "rps-show"
    sign: int


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    round: int
    signs: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[p]} {SIGNS[s]}" for p, s in enumerate(self.signs))
        return f"Round {self.round}: {shown}."


@dataclass(frozen=True, slots=True)
class ChooseSigns(SealedChoice):
    players: tuple[int, ...]

    def options(self, game: RPSState, player: int) -> list[Action]:
        return [Show(sign) for sign in range(len(SIGNS))]

    def commit(self, game: RPSState, player: int, action: Action) -> None:
        assert isinstance(action, Show)
        game.zones[self.slot(player)].append(action.sign)

    def reveal(self, game: RPSState) -> list[Event]:
        signs = tuple(int(game.zones[self.slot(p)].pop()) for p in self.players)  # type: ignore[arg-type]
        for p, mine in enumerate(signs):
            game.points[p] += sum(1 for other in signs if (mine - other) % 3 == 1)
        events: list[Event] = [Revealed(game.round, signs)]
        game.history.append(signs)
        game.round += 1
        if game.round <= game.rounds:
            game.queue.append(ChooseSigns(self.players))
        return events

    def prompt(self, game: RPSState, player: int) -> str:
        return f"Round {game.round}: choose rock, paper or scissors."


class RPSState(QueueGame):
    def __init__(self, players: int, seed: int, rounds: int) -> None:
        self.n = players
        self.rng = random.Random(seed)
        self.rounds = rounds
        self.round = 1
        self.points = [0] * players
        self.history: list[tuple[int, ...]] = []
        self.zones = Zones({"signs": Pool((0, 1, 2), unique=False)})
        for p in range(players):
            self.zones.add(("sealed", p), Zone("signs", Seen.OWNER, p))
        self.queue: list[Any] = [ChooseSigns(tuple(range(players)))]
        self.opening_events: list[Any] = []

    def is_over(self) -> bool:
        return self.round > self.rounds

    def result(self) -> GameResult | None:
        if not self.is_over():
            return None
        best = max(self.points)
        winners = tuple(p for p, score in enumerate(self.points) if score == best)
        return GameResult(winners, tuple(self.points), "with the most points", score_label="Points")


class RockPaperScissors:
    id = "rock-paper-scissors"
    title = "Rock, Paper, Scissors"
    version = 1
    kind = GameKind(Information.IMPERFECT, Moves.SIMULTANEOUS, chance=False)
    min_players = 3
    max_players = 3
    options = (OptionSpec("rounds", "Rounds", (1, 3), ROUNDS),)
    action_types: tuple[type[Action], ...] = (Show,)

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> RPSState:
        return RPSState(num_players, seed, int(options.get("rounds", ROUNDS)))

    def table_rules(self) -> str:
        return ""

    def how_to_play(self) -> str:
        return "Choose a sign in secret; all are shown together."
