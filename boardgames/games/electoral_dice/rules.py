"""Electoral Dice rules as a pure-Python state machine.

A turn is a short chain of small decisions (which state to contest, then each
throw of the dice), so the app can show one prompt at a time and the bots stay
trivial. Table rules where the rulebook is silent are listed in TABLE_RULES and
shown on the rules screen.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.decisions import ALONE
from boardgames.core.engine import GameBase
from boardgames.core.protocol import (
    Action,
    GameKind,
    GameResult,
    IllegalActionError,
    Information,
    Moves,
    OptionSpec,
    Tally,
)
from boardgames.core.zones import Zones
from boardgames.games.electoral_dice.board_facts import EDBoard, load_board
from boardgames.games.electoral_dice.events import (
    BACK_TO_STARTER,
    KEEPS_TURN,
    OPPONENT_PASSED,
    ColumnOpened,
    ContestStarted,
    Dealt,
    DiceThrown,
    FirstPlayerDrawn,
    GameEnded,
    LockedStateLost,
    PresidencyReached,
    StateWon,
    TurnPassed,
    TurnStarted,
)

TARGET_PERCENT = 40
THROWS_PER_TRY = 2
DC = "DC"


@dataclass(frozen=True, slots=True)
class Contest(Action):
    """Choose the state to contest (a Locked State of your own, or a Swing State)."""

    kind = "contest"
    state: str


@dataclass(frozen=True, slots=True)
class Throw(Action):
    """Throw the two dice for the state being contested."""

    kind = "throw"


THROW = Throw()
LOCKED = "locked"
SWING = "swing"
KIND_NAMES = {LOCKED: "Locked State", SWING: "Swing State"}
# Reasons the prompt gives besides the TurnStarted ones (see events.py).
BONUS = "bonus"  # a Swing contest earned by winning a Locked State
CONTEST_PASSED = "contest_passed"  # the other player failed twice in a Swing contest


def is_win(percent: int) -> bool:
    """40% or more wins a state, Locked or Swing."""
    return percent >= TARGET_PERCENT


def read_percent(die_a: int, die_b: int, contest_kind: str) -> int:
    """The dice as a percentage: higher die first for a Locked State, lower first for a Swing State."""
    high, low = max(die_a, die_b), min(die_a, die_b)
    return high * 10 + low if contest_kind == LOCKED else low * 10 + high


def win_chance(contest_kind: str) -> float:
    """The chance one throw wins, counted over the 36 ways two dice fall (3/4 Locked, 1/4 Swing)."""
    faces = range(1, 7)
    wins = sum(is_win(read_percent(a, b, contest_kind)) for a in faces for b in faces)
    return wins / 36


def chance_text(contest_kind: str) -> str:
    """The odds of one throw in words, e.g. '75% of throws win'."""
    return f"{round(win_chance(contest_kind) * 100)}% of throws win"


class EDState(GameBase):
    """One game of Electoral Dice. Everything on the table is public: a view hides only
    the dice to come (its generator is sealed), so ``GameBase`` gives clone, view and
    determinize with no zones at all."""

    def _copy(self, zones: Zones | None, rng: random.Random) -> EDState:
        """A copy by hand: bots copy a view at every move of this fast game, and the five
        containers are all there is to copy (the board is shared, the rest immutable)."""
        twin = object.__new__(EDState)
        state = self.__dict__.copy()
        state.update(
            owner=dict(self.owner),
            locked_by=dict(self.locked_by),
            swing=set(self.swing),
            votes=list(self.votes),
            throws_by=list(self.throws_by),
            zones=self.zones if zones is None else zones,  # no zones: nothing is hidden
            rng=rng,
        )
        twin.__dict__ = state
        return twin

    def __init__(self, board: EDBoard, seed: int, first_player: int | None = None) -> None:
        self.board = board
        self.n = 2
        self.zones = Zones({})
        self.rng = random.Random(seed)
        self.owner: dict[str, int] = {}
        self.locked_by: dict[str, int] = {}
        self.swing: set[str] = set()
        self.votes = [0, 0]
        self.column_index = len(board.columns) - 1
        self.turn = 0
        self.choices: tuple[str, ...] = ()
        self.choice_kind = LOCKED
        # The contest under way: state, kind, who throws, throws made in this try,
        # who started it, and per-player count of throws made in this contest.
        self.contest_state: str | None = None
        self.contest_kind = LOCKED
        self.thrower = 0
        self.throws_this_try = 0
        self.starter = 0
        self.throws_by = [0, 0]
        self.president: int | None = None
        self.over = False
        # Why the player to move is moving (a reason code and the state behind it), for the
        # prompt; it lasts until that player's next throw.
        self.reason: tuple[str, str] = ("", "")
        self.opening_events: list[Any] = self._deal(first_player)

    # -- setup ----------------------------------------------------------------------
    def _deal(self, first_player: int | None) -> list[Any]:
        cards = list(self.board.states)
        self.rng.shuffle(cards)
        size = len(cards) // 3
        hands = (tuple(sorted(cards[:size])), tuple(sorted(cards[size : 2 * size])))
        for player, hand in enumerate(hands):
            for code in hand:
                self.locked_by[code] = player
        self.swing = set(cards[2 * size :])
        if first_player is None:
            first_player = self.rng.randrange(2)
        self.turn = first_player
        events: list[Any] = [
            Dealt(hands[0], hands[1], tuple(sorted(self.swing))),
            FirstPlayerDrawn(first_player),
            ColumnOpened(self.board.columns[self.column_index]),
        ]
        events.extend(self._begin_turn())
        return events

    # -- protocol -------------------------------------------------------------------
    # One player moves at a time: the thrower in a contest, else whose turn it is. The three
    # methods below read that directly (no set of movers built): bots play this game fast.
    def to_move(self) -> frozenset[int]:
        if self.over:
            return frozenset()
        return ALONE[self.thrower if self.contest_state is not None else self.turn]

    def apply(self, action: Action, player: int | None = None) -> list[Any]:
        if self.over:
            raise IllegalActionError("the game is over")
        mover = self.thrower if self.contest_state is not None else self.turn
        if player is not None and player != mover:
            raise IllegalActionError(f"player {player} is not to move now")
        return self._apply(mover, action)

    def is_private(self, player: int) -> bool:
        return False

    @property
    def active_column(self) -> str:
        return self.board.columns[self.column_index]

    def prompt(self, player: int | None = None) -> str:
        if self.over:
            return "The game is over."
        if self.contest_state is None:
            what = "one of your Locked States" if self.choice_kind == LOCKED else "a Swing State"
            odds = chance_text(self.choice_kind)
            text = f"Choose {what} to contest in column {self.active_column} ({odds})."
        else:
            name = self.board.names[self.contest_state]
            kind = self.contest_kind
            reading = "higher die is the tens" if kind == LOCKED else "lower die is the tens"
            attempt = "second throw" if self.throws_this_try else "throw"
            text = (
                f"Take your {attempt} for {name} ({KIND_NAMES[kind]}: {reading}; "
                f"{TARGET_PERCENT}% or more wins, {chance_text(kind)})."
            )
        reason = self.reason_text()
        return f"{text} {reason}" if reason else text

    def reason_text(self) -> str:
        """Why the player to move has this decision, when it is not just their turn coming round."""
        code, state = self.reason
        name = self.board.names.get(state, state)
        return {
            KEEPS_TURN: f"You won {name} with your first throw in that Swing contest, "
            "so you play your own turn.",
            BACK_TO_STARTER: f"Your opponent won {name} after their first try, so the turn "
            "comes back to you: you started that contest.",
            OPPONENT_PASSED: "Your opponent had nothing to contest in this column, "
            "so the turn comes to you.",
            BONUS: f"Bonus: you won {name}, a Locked State, so you may contest a Swing State "
            "in this column.",
            CONTEST_PASSED: f"Your opponent failed twice, so the {name} contest passes to you; "
            "it goes on until someone wins it.",
        }.get(code, "")

    def legal_actions(self, player: int | None = None) -> list[Action]:
        if self.over:
            return []
        if player is not None:
            if player != (self.thrower if self.contest_state is not None else self.turn):
                return []
        if self.contest_state is not None:
            return [THROW]
        return [Contest(code) for code in self.choices]

    def describe_action(
        self, action: Action, player: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        """A throw or a state to contest, in words."""
        if isinstance(action, Contest):
            return f"{self.board.names[action.state]} ({self.board.ev[action.state]} EV)"
        return "Throw the dice"

    def _apply(self, player: int, action: Action) -> list[Any]:
        if self.contest_state is not None:
            if action != THROW:
                raise IllegalActionError(f"{self.prompt()} Expected a throw, got {action}.")
            return self._throw()
        if not isinstance(action, Contest) or action.state not in self.choices:
            raise IllegalActionError(f"{self.prompt()} {action} is not one of {self.choices}.")
        return self._start_contest(action.state, self.choice_kind, self.turn)

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

    # -- flow -----------------------------------------------------------------------
    def _undecided_in_column(self) -> list[str]:
        return [
            code for code in self.board.column_states[self.active_column] if code not in self.owner
        ]

    def _begin_turn(self, reason: str = "", won_state: str = "") -> list[Any]:
        """Open the next column if needed, then set up the current player's choice.

        ``reason`` says why the turn went to this player (logged and put in the prompt).
        """
        events: list[Any] = []
        self.reason = (reason, won_state)
        while True:
            while not self._undecided_in_column():
                if self.column_index == 0:
                    return events + self._finish()
                self.column_index -= 1
                events.append(ColumnOpened(self.active_column))
            undecided = self._undecided_in_column()
            mine = tuple(code for code in undecided if self.locked_by.get(code) == self.turn)
            swings = tuple(code for code in undecided if code in self.swing)
            events.append(TurnStarted(self.turn, self.active_column, *self.reason))
            if mine:
                return events + self._offer(mine, LOCKED, self.turn)
            if swings:
                return events + self._offer(swings, SWING, self.turn)
            events.append(TurnPassed(self.turn, self.active_column))
            self.turn = 1 - self.turn
            self.reason = (OPPONENT_PASSED, "")

    def _offer(self, options: tuple[str, ...], kind: str, player: int) -> list[Any]:
        """A single option starts at once; several wait for the player's choice."""
        if len(options) == 1:
            return self._start_contest(options[0], kind, player)
        self.choices = tuple(sorted(options, key=lambda code: -self.board.ev[code]))
        self.choice_kind = kind
        self.turn = player
        return []

    def _start_contest(self, code: str, kind: str, player: int) -> list[Any]:
        self.choices = ()
        self.contest_state = code
        self.contest_kind = kind
        self.thrower = player
        self.starter = player
        self.throws_this_try = 0
        self.throws_by = [0, 0]
        return [ContestStarted(player, code, kind, bonus=self.reason[0] == BONUS)]

    def _throw(self) -> list[Any]:
        self.reason = ("", "")  # the player has acted on it
        rng = self.rng.random
        die_a, die_b = int(rng() * 6) + 1, int(rng() * 6) + 1
        code = self.contest_state
        assert code is not None
        kind = self.contest_kind
        percent = read_percent(die_a, die_b, kind)
        player = self.thrower
        self.throws_this_try += 1
        self.throws_by[player] += 1
        won = is_win(percent)
        events: list[Any] = [DiceThrown(player, code, kind, die_a, die_b, percent, won)]
        if won:
            return events + self._win(player, code, kind)
        if self.throws_this_try < THROWS_PER_TRY:
            return events
        if kind == LOCKED:
            # Two failures: the Locked State becomes a Swing State and the turn passes.
            del self.locked_by[code]
            self.swing.add(code)
            self.contest_state = None
            events.append(LockedStateLost(player, code))
            self.turn = 1 - player
            return events + self._begin_turn()
        # A Swing contest goes back and forth until someone wins it.
        self.thrower = 1 - player
        self.throws_this_try = 0
        self.reason = (CONTEST_PASSED, code)
        events.append(TurnPassed(player, self.active_column, contest=code))
        return events

    def _win(self, player: int, code: str, kind: str) -> list[Any]:
        self.owner[code] = player
        self.locked_by.pop(code, None)
        self.swing.discard(code)
        self.votes[player] += self.board.ev[code]
        self.contest_state = None
        events: list[Any] = [StateWon(player, code, kind, self.board.ev[code], tuple(self.votes))]
        if self.president is None and self.votes[player] >= self.board.majority:
            self.president = player
            events.append(PresidencyReached(player, self.votes[player]))
        reason = ""
        if kind == LOCKED:
            bonus = tuple(c for c in self._undecided_in_column() if c in self.swing)
            if bonus:
                self.reason = (BONUS, code)
                return events + self._offer(bonus, SWING, player)
            self.turn = 1 - player
        elif player == self.starter:
            self.turn = 1 - player
        elif self.throws_by[player] == 1:
            # The opponent won on their first try: they keep the right to their own turn.
            self.turn, reason = player, KEEPS_TURN
        else:
            self.turn, reason = self.starter, BACK_TO_STARTER
        return events + self._begin_turn(reason, code if reason else "")

    def _finish(self) -> list[Any]:
        self.over = True
        self.choices = ()
        winner = self.winner()
        return [GameEnded(winner, tuple(self.votes), self.votes[0] == self.votes[1])]


TABLE_RULES = """\
Table rules (where the rulebook is silent):
- Who starts is drawn by lot from the game's seeded dice before the first turn.
- A Swing contest goes back and forth, each side taking up to two throws in turn.
  If the player who did not start the contest wins it with the very first throw
  they make in it, they then play their own turn. If the starter wins it, the
  other player plays next. If the other player wins it on a later throw, the
  turn returns to the starter.
- The bonus Swing contest after winning a Locked State is always taken when a
  Swing State is left in the column (it can only help you).
- A player with neither a Locked State nor a Swing State in the active column
  passes; the opponent then contests theirs.
- When only one state can be contested it is chosen for you.
- A Locked State lost after two failed throws becomes a Swing State in the same
  column and can be contested again at once by the next player.
- 269-269: the larger Senate + House total wins (DC elects neither).
"""

HOW_TO_PLAY = """\
Electoral Dice, in our words:
Each player starts with 17 Locked States dealt to their side; 17 more sit in the
middle as Swing States. Play runs across the board from column K (the east) to
column A (the west), one column at a time, until every state is decided.

On your turn you contest one of your own Locked States in the active column.
Throw two dice and read them as a percentage: for a Locked State the higher die
is the tens digit (5 and 3 make 53%). 40% or more wins the state and its
electoral votes. Below 40% you throw once more; fail twice and your turn ends,
and that Locked State becomes a Swing State.

Win a Locked State and you may contest a Swing State in the same column as a
bonus. For a Swing State the lower die is the tens digit (5 and 3 make 35%), so
they are much harder. Once a Swing contest starts it goes back and forth, each
player with two throws, until somebody wins it. With no Locked State left in
the active column, you contest a Swing State instead.

The first player to 270 electoral votes wins the presidency, but play goes on to
the last state for the collateral results: a governorship and two Senate seats
per state won, and House seats (electoral votes minus two). DC elects none of
these. At 269-269 the larger Senate + House total wins.
"""


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


class ElectoralDice:
    """The rules entry for Electoral Dice."""

    id = "electoral-dice"
    title = "Electoral Dice"
    version = 1
    kind = GameKind(Information.PERFECT, Moves.SEQUENTIAL, chance=True)
    min_players = 2
    max_players = 2
    options: tuple[OptionSpec, ...] = ()
    action_types: tuple[type[Action], ...] = (Contest, Throw)
    blurb = "Two players race across the map to 270 with two dice read as percentages."

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> EDState:
        if num_players != 2:
            raise ValueError("Electoral Dice is for exactly 2 players")
        return EDState(load_board(), seed)

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
