"""Statistics from the kept records of finished games: per person's name and game, the
games played, the wins, the wins by seat and the average margin, and the history of
results for the chart.

Each kept record is replayed (a few milliseconds to a few tens of a game), so the
numbers are always the rules' own result and a tampered record counts for nothing.
Computers are left out: the statistics are the people's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from boardgames.core.data import DataError
from boardgames.core.gridboard import BoardError
from boardgames.core.maps import MapError
from boardgames.core.record import GameRecord, SaveError, replay
from boardgames.games import GAMES
from boardgames.saves import ResumableGame


@dataclass(frozen=True)
class Finish:
    """One person's result in one finished game."""

    when: float  # when the record was filed away (its file's time)
    won: bool
    shared: int  # how many shared the win (1: won alone; 0: lost)
    margin: int  # own score less the best rival's (a winner's lead, a loser's gap)
    seat: int  # 0-based place at the table


@dataclass
class Standing:
    """One person's games of one game, oldest first."""

    name: str
    game_id: str
    game_title: str
    score_label: str
    finishes: list[Finish] = field(default_factory=list)

    @property
    def played(self) -> int:
        return len(self.finishes)

    @property
    def wins(self) -> int:
        return sum(1 for finish in self.finishes if finish.won)

    @property
    def win_share(self) -> float:
        return self.wins / self.played if self.played else 0.0

    @property
    def average_margin(self) -> float:
        return sum(f.margin for f in self.finishes) / self.played if self.played else 0.0

    def by_seat(self) -> dict[int, tuple[int, int]]:
        """Seat -> (games played there, games won there)."""
        seats: dict[int, tuple[int, int]] = {}
        for finish in self.finishes:
            played, won = seats.get(finish.seat, (0, 0))
            seats[finish.seat] = (played + 1, won + int(finish.won))
        return dict(sorted(seats.items()))


@dataclass
class Statistics:
    """Every standing, and how many kept records could not be counted (and why)."""

    standings: list[Standing]
    unreadable: list[str]

    def for_game(self, game_id: str | None) -> list[Standing]:
        return [s for s in self.standings if game_id is None or s.game_id == game_id]


def margin_of(scores: Sequence[int], winners: Sequence[int], seat: int) -> int:
    """``seat``'s score less the best score among the others (a winner's lead, a loser's
    gap to the winner): the same for a game won on any score the game keeps."""
    others = [score for index, score in enumerate(scores) if index != seat]
    return scores[seat] - max(others) if others else 0


def finishes_of(record: GameRecord, when: float) -> tuple[str, list[tuple[str, Finish]]]:
    """The game's score label, and each person's name and result in a finished record.
    Raises SaveError if the record cannot be replayed or did not finish."""
    entry = GAMES.get(record.ruleset_id)
    if entry is None or not entry.playable:
        raise SaveError(f"a game this app does not have ({record.ruleset_id})")
    try:
        state = replay(entry.ruleset, record)
    except (DataError, MapError, BoardError) as exc:
        raise SaveError(f"the game's data cannot be read ({exc})") from None
    result = state.result()
    if result is None:
        raise SaveError("the game did not finish")
    scores, winners = result.scores, result.winners
    found = []
    for seat, sitter in enumerate(record.seats):
        if sitter.is_bot:
            continue
        won = seat in winners
        margin = margin_of(scores, winners, seat) if len(scores) == len(record.seats) else 0
        found.append((sitter.name, Finish(when, won, len(winners) if won else 0, margin, seat)))
    return result.score_label, found


def name_key(name: str) -> str:
    """One person however their name was typed: "ann " and "Ann" are the same person."""
    return " ".join(name.split()).casefold()


def gather(games: Iterable[ResumableGame]) -> Statistics:
    """The statistics of the kept records ``games`` (``saves.finished_games()``)."""
    standings: dict[tuple[str, str], Standing] = {}
    unreadable: list[str] = []
    for game in sorted(games, key=lambda g: (g.modified, g.path.name)):
        if game.record is None:
            unreadable.append(f"{game.path.name}: {game.problem}")
            continue
        try:
            score_label, finishes = finishes_of(game.record, game.modified)
        except SaveError as exc:
            unreadable.append(f"{game.path.name}: {exc}")
            continue
        except Exception as exc:  # a hostile record must not take the screen down with it
            unreadable.append(f"{game.path.name}: cannot be replayed ({type(exc).__name__})")
            continue
        entry = GAMES[game.record.ruleset_id]
        for name, finish in finishes:
            key = (game.record.ruleset_id, name_key(name))
            if key not in standings:
                standings[key] = Standing(
                    " ".join(name.split()), entry.id, entry.ruleset.title, score_label
                )
            standings[key].finishes.append(finish)
    ordered = sorted(
        standings.values(), key=lambda s: (s.game_title, -s.played, -s.wins, name_key(s.name))
    )
    return Statistics(ordered, unreadable)
