"""Electoral Dice's rules: the state of a game, what the steps read of it, and the ruleset.

The turn itself (the deal, a turn's start, the choice of a state, each throw) is a
queue of typed steps in ``steps.py``, run by ``core.engine.QueueGame``; the ruleset's
``new_game`` queues the deal. Table rules where the rulebook is silent are in
``texts.py`` and shown on the rules screen. Pure Python: no display code.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from boardgames.core.engine import QueueGame
from boardgames.core.protocol import (
    GameKind,
    GameResult,
    Information,
    Moves,
    OptionSpec,
    Tally,
)
from boardgames.core.zones import Zones
from boardgames.games.electoral_dice.actions import ACTION_TYPES
from boardgames.games.electoral_dice.board_facts import EDBoard, load_board
from boardgames.games.electoral_dice.dice import LOCKED, SWING
from boardgames.games.electoral_dice.steps import Deal
from boardgames.games.electoral_dice.texts import HOW_TO_PLAY, TABLE_RULES

DC = "DC"


class EDState(QueueGame):
    """One game of Electoral Dice. Everything on the table is public: a view hides only
    the dice to come (its generator is sealed), so the engine gives clone, view and
    determinize with no zones at all."""

    def __init__(self, board: EDBoard, seed: int) -> None:
        self.board = board
        self.n = 2
        self.zones = Zones({})
        self.rng = random.Random(seed)
        self.owner: dict[str, int] = {}
        self.locked_by: dict[str, int] = {}
        self.swing: set[str] = set()
        self.votes = [0, 0]
        self.column_index = len(board.columns) - 1
        # The contest under way (or the last one): its state (None between contests), its
        # kind, who started it, and how many throws each player has made in it.
        self.contest_state: str | None = None
        self.contest_kind = LOCKED
        self.starter = 0
        self.throws_by = [0, 0]
        self.president: int | None = None
        self.over = False
        self.queue: list[Any] = []
        self.opening_events: list[Any] = []

    # -- reading the table ----------------------------------------------------------
    @property
    def active_column(self) -> str:
        return self.board.columns[self.column_index]

    def undecided_in_column(self) -> list[str]:
        """The states of the active column that nobody has won yet, in board order."""
        return [
            code for code in self.board.column_states[self.active_column] if code not in self.owner
        ]

    def contestable(self, player: int, kind: str, undecided: list[str]) -> tuple[str, ...]:
        """What ``player`` may contest among the ``undecided`` states of the active column:
        their own Locked States, or the Swing States (``kind``), the most votes first."""
        if kind == SWING:
            found = [code for code in undecided if code in self.swing]
        else:
            found = [code for code in undecided if self.locked_by.get(code) == player]
        return tuple(sorted(found, key=lambda code: -self.board.ev[code]))

    def is_over(self) -> bool:
        return self.over

    def result(self) -> EDResult | None:
        if not self.over:
            return None
        tallies = [self.collateral(player) for player in (0, 1)]
        winner = self.winner()
        loser = 1 - winner
        tie = self.votes[0] == self.votes[1]
        congress = [tallies[p]["senate"] + tallies[p]["house"] for p in (0, 1)]
        how = f" on the tie-break, {congress[winner]} to {congress[loser]} in Senate + House"
        return EDResult(
            winners=(winner,),
            scores=tuple(self.votes),
            reason=f"the presidency with {self.votes[winner]} electoral votes{how if tie else ''}",
            breakdown=dict(self.owner),
            details={"collateral": tallies, "tie_break": tie, "first_to_270": self.president},
            tallies=tuple(
                Tally(label, tuple(str(t[key]) for t in tallies))
                for key, label in (
                    ("governors", "Governors"),
                    ("senate", "Senate seats"),
                    ("house", "House seats"),
                )
            ),
        )

    # -- scoring --------------------------------------------------------------------
    def collateral(self, player: int) -> dict[str, int]:
        """Governors, Senate and House seats from the states a player won (DC counts none)."""
        won = [code for code, owner in self.owner.items() if owner == player and code != DC]
        evs = self.board.ev
        return {
            "governors": len(won),
            "senate": 2 * len(won),
            "house": sum(evs[code] - 2 for code in won),
        }

    def winner(self) -> int:
        if self.votes[0] != self.votes[1]:
            return 0 if self.votes[0] > self.votes[1] else 1
        congress = [sum(self.collateral(p)[key] for key in ("senate", "house")) for p in (0, 1)]
        return 0 if congress[0] > congress[1] else 1


class EDResult(GameResult):
    """Who reached 270 first, and how a 269-269 tie was broken."""

    def notes(self, names: Sequence[str]) -> list[str]:
        lines = []
        first = self.details.get("first_to_270")
        if first is not None:
            lines.append(f"{names[first]} was the first to 270.")
        if self.details.get("tie_break"):
            lines.append("269-269: decided by the Senate + House total.")
        return lines


def open_game(board: EDBoard, seed: int, first_player: int | None = None) -> EDState:
    """A new game, dealt and at its first decision (``first_player`` starts, if given,
    instead of a player drawn by lot)."""
    state = EDState(board, seed)
    state.queue.append(Deal(first_player))
    state.opening_events = state.advance()
    return state


class ElectoralDice:
    """The rules entry for Electoral Dice."""

    id = "electoral-dice"
    title = "Electoral Dice"
    version = 1
    kind = GameKind(Information.PERFECT, Moves.SEQUENTIAL, chance=True)
    min_players = 2
    max_players = 2
    options: tuple[OptionSpec, ...] = ()
    action_types = ACTION_TYPES

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> EDState:
        if num_players != 2:
            raise ValueError("Electoral Dice is for exactly 2 players")
        return open_game(load_board(), seed)

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
