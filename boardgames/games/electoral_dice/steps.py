"""Electoral Dice's turn, step by step: the deal, a turn's start, the choice of a state
and each throw of the dice, as typed steps that ``core.engine.QueueGame`` runs.

A decision carries why its player is moving (``reason`` and the state behind it), so
the prompt can say so until that player's next throw.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.electoral_dice.actions import THROW, Contest
from boardgames.games.electoral_dice.dice import (
    KIND_NAMES,
    LOCKED,
    SWING,
    TARGET_PERCENT,
    THROWS_PER_TRY,
    chance_text,
    is_win,
    read_percent,
)
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

if TYPE_CHECKING:
    from boardgames.games.electoral_dice.rules import EDState

# Reasons a prompt gives besides the TurnStarted ones (see events.py).
BONUS = "bonus"  # a Swing contest earned by winning a Locked State
CONTEST_PASSED = "contest_passed"  # the other player failed twice in a Swing contest
THROW_OPTIONS = (THROW,)
AnyStep = TypeVar("AnyStep", bound=Step)


@cache
def step(kind: type[AnyStep], *fields: object) -> AnyStep:
    """The step ``kind(*fields)``, made once and shared: steps are immutable values, and
    the search's playouts queue the same few thousands of them over and over."""
    return kind(*fields)


@cache
def contests(states: tuple[str, ...]) -> tuple[Action, ...]:
    """The options of a choice among ``states``, made once per set of states."""
    return tuple(Contest(code) for code in states)


def reason_text(game: EDState, reason: str, about: str) -> str:
    """Why the player to move has this decision, when it is not just their turn coming round."""
    name = game.board.names.get(about, about)
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
    }.get(reason, "")


def with_reason(text: str, game: EDState, reason: str, about: str) -> str:
    said = reason_text(game, reason, about)
    return f"{text} {said}" if said else text


@dataclass(frozen=True, slots=True)
class Deal(Auto):
    """Deal a third of the states to each player as Locked States and the rest to the
    middle as Swing States, draw who starts (unless ``first_player`` is given) and open
    the first column."""

    first_player: int | None = None

    def run(self, game: EDState) -> list[Event]:
        cards = list(game.board.states)
        game.rng.shuffle(cards)
        size = len(cards) // 3
        hands = (tuple(sorted(cards[:size])), tuple(sorted(cards[size : 2 * size])))
        for player, hand in enumerate(hands):
            for code in hand:
                game.locked_by[code] = player
        game.swing = set(cards[2 * size :])
        first = game.rng.randrange(2) if self.first_player is None else self.first_player
        game.queue.insert(0, step(BeginTurn, first))
        return [
            Dealt(hands[0], hands[1], tuple(sorted(game.swing))),
            FirstPlayerDrawn(first),
            ColumnOpened(game.active_column),
        ]


@dataclass(frozen=True, slots=True)
class BeginTurn(Auto):
    """Open the next column if this one is decided (or end the game after column A), then
    offer ``player`` their Locked States in it, else its Swing States, else pass.

    ``reason`` says why the turn went to this player (logged and put in the prompt);
    ``about`` is the state behind it.
    """

    player: int
    reason: str = ""
    about: str = ""

    def run(self, game: EDState) -> list[Event]:
        events: list[Event] = []
        while not (undecided := game.undecided_in_column()):
            if game.column_index == 0:
                return events + finish(game)
            game.column_index -= 1
            events.append(ColumnOpened(game.active_column))
        player = self.player
        events.append(TurnStarted(player, game.active_column, self.reason, self.about))
        for kind in (LOCKED, SWING):
            if states := game.contestable(player, kind, undecided):
                choice = step(ChooseContest, player, kind, states, self.reason, self.about)
                game.queue.insert(0, choice)
                return events
        events.append(TurnPassed(player, game.active_column))
        game.queue.insert(0, step(BeginTurn, 1 - player, OPPONENT_PASSED))
        return events


@dataclass(frozen=True, slots=True)
class ChooseContest(Decision):
    """Choose the state to contest in the active column among ``states``: your Locked
    States there, or its Swing States (``kind``). With one to choose from, it is chosen
    for you."""

    player: int
    kind: str
    states: tuple[str, ...]
    reason: str = ""
    about: str = ""

    def options(self, game: EDState, player: int) -> tuple[Action, ...]:
        return contests(self.states)

    def resolve(self, game: EDState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Contest)
        game.contest_state = action.state
        game.contest_kind = self.kind
        game.starter = player
        game.throws_by = [0, 0]
        game.queue.insert(0, step(ThrowDice, player, 1, self.reason, self.about))
        return [ContestStarted(player, action.state, self.kind, bonus=self.reason == BONUS)]

    def prompt(self, game: EDState, player: int) -> str:
        what = "one of your Locked States" if self.kind == LOCKED else "a Swing State"
        odds = chance_text(self.kind)
        text = f"Choose {what} to contest in column {game.active_column} ({odds})."
        return with_reason(text, game, self.reason, self.about)

    def label(self, game: EDState, player: int, action: Action) -> str:
        assert isinstance(action, Contest)
        return f"{game.board.names[action.state]} ({game.board.ev[action.state]} EV)"


@dataclass(frozen=True, slots=True)
class ThrowDice(Decision):
    """Throw the dice for the state under contest: ``attempt`` counts the throws of this
    player's try (two at most). Asked even though throwing is the only option: the
    player throws, the game does not throw for them."""

    player: int
    attempt: int = 1
    reason: str = ""
    about: str = ""

    always_asked = True

    def options(self, game: EDState, player: int) -> tuple[Action, ...]:
        return THROW_OPTIONS

    def resolve(self, game: EDState, player: int, action: Action) -> list[Event]:
        rng = game.rng.random
        die_a, die_b = int(rng() * 6) + 1, int(rng() * 6) + 1
        code, kind = game.contest_state, game.contest_kind
        assert code is not None
        percent = read_percent(die_a, die_b, kind)
        game.throws_by[player] += 1
        won = is_win(percent)
        events: list[Event] = [DiceThrown(player, code, kind, die_a, die_b, percent, won)]
        if won:
            return events + win_state(game, player, code, kind)
        if self.attempt < THROWS_PER_TRY:
            game.queue.insert(0, step(ThrowDice, player, self.attempt + 1))
            return events
        if kind == LOCKED:  # two failures: the Locked State becomes a Swing State
            del game.locked_by[code]
            game.swing.add(code)
            game.contest_state = None
            game.queue.insert(0, step(BeginTurn, 1 - player))
            return [*events, LockedStateLost(player, code)]
        # A Swing contest goes back and forth until someone wins it.
        game.queue.insert(0, step(ThrowDice, 1 - player, 1, CONTEST_PASSED, code))
        return [*events, TurnPassed(player, game.active_column, contest=code)]

    def prompt(self, game: EDState, player: int) -> str:
        code, kind = game.contest_state, game.contest_kind
        assert code is not None
        reading = "higher die is the tens" if kind == LOCKED else "lower die is the tens"
        attempt = "second throw" if self.attempt > 1 else "throw"
        text = (
            f"Take your {attempt} for {game.board.names[code]} ({KIND_NAMES[kind]}: {reading}; "
            f"{TARGET_PERCENT}% or more wins, {chance_text(kind)})."
        )
        return with_reason(text, game, self.reason, self.about)

    def label(self, game: EDState, player: int, action: Action) -> str:
        return "Throw the dice"


def win_state(game: EDState, player: int, code: str, kind: str) -> list[Event]:
    """``player`` wins ``code``: its votes, perhaps the presidency, and who plays next (a
    bonus Swing contest after a Locked State; after a Swing contest, see the table rules)."""
    game.owner[code] = player
    game.locked_by.pop(code, None)
    game.swing.discard(code)
    game.votes[player] += game.board.ev[code]
    game.contest_state = None
    events: list[Event] = [StateWon(player, code, kind, game.board.ev[code], tuple(game.votes))]
    if game.president is None and game.votes[player] >= game.board.majority:
        game.president = player
        events.append(PresidencyReached(player, game.votes[player]))
    if kind == LOCKED:
        if bonus := game.contestable(player, SWING, game.undecided_in_column()):
            game.queue.insert(0, step(ChooseContest, player, SWING, bonus, BONUS, code))
            return events
        turn = step(BeginTurn, 1 - player)
    elif player == game.starter:
        turn = step(BeginTurn, 1 - player)
    elif game.throws_by[player] == 1:  # won with the first throw they made in it
        turn = step(BeginTurn, player, KEEPS_TURN, code)
    else:
        turn = step(BeginTurn, game.starter, BACK_TO_STARTER, code)
    game.queue.insert(0, turn)
    return events


def finish(game: EDState) -> list[Event]:
    """Every state is decided: the game ends."""
    game.over = True
    winner = game.winner()
    return [GameEnded(winner, tuple(game.votes), game.votes[0] == game.votes[1])]
