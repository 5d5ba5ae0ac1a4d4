"""Round end: the candidates' abilities in turn order (BM-A1, A19-A24), then the next round.

Taft repositions one of his cubes and Chafin moves an opponent's, each within
the region of their token; Roosevelt adds a cube there; Debs gains a cube
wherever he is tied for the lead. Each choice is two small undoable steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.bull_moose.actions import END, EndCard, Place, Take, place
from boardgames.games.bull_moose.events import (
    CubeShifted,
    Passed,
    RoundBegins,
    RoundEnded,
    TieCubes,
)

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState


@dataclass(frozen=True, slots=True)
class RoundEnd(Auto):
    """Queue each candidate's round-end ability in turn order, then close the round."""

    def run(self, game: BMState) -> list[Event]:
        steps: list[Step] = []
        for p, cid in enumerate(game.cand):
            ability = game.board.candidates[cid].ability
            if ability == "reposition":
                steps.append(ShiftFrom(p, own=True))
            elif ability == "add_in_region":
                steps.append(RegionAdd(p))
            elif ability == "tie_bonus":
                steps.append(TieBonus(p))
            elif ability == "move_opponent":
                steps.append(ShiftFrom(p, own=False))
        steps.append(CloseRound())
        game.queue[0:0] = steps
        return []


@dataclass(frozen=True, slots=True)
class ShiftFrom(Decision):
    """Taft (own cube) or Chafin (an opponent's): pick up one point in your token's region."""

    player: int
    own: bool
    optional = True

    def label(self, game: BMState, player: int, action: Action) -> str:
        if isinstance(action, EndCard):
            return "Pass"
        assert isinstance(action, Take)
        return game.cube_words(action.unit, action.owner)

    def options(self, game: BMState, player: int) -> list[Action]:
        owners = [player] if self.own else [q for q in range(game.n) if q != player]
        region = game.region_states(player)
        found: list[Action] = [
            Take(u, q)
            for s in region
            for u in game.board_units_of(s)
            for q in owners
            if game.cubes[u][q] > 0 and game.shift_targets(q, s, region)
        ]
        return [*found, END] if found else []

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        if isinstance(action, EndCard):
            whose = "of their own" if self.own else "of an opponent's"
            return [Passed(player, f"moves no cube {whose} at the round's end")]
        assert isinstance(action, Take)
        game.cubes[action.unit][action.owner] -= 1
        game.queue.insert(0, ShiftTo(player, action.owner, action.unit))
        return []

    def prompt(self, game: BMState, player: int) -> str:
        whose = "one of your cubes" if self.own else "an opponent's cube"
        return f"Round end: you may move {whose} within your region (pick it up), or pass."


@dataclass(frozen=True, slots=True)
class ShiftTo(Decision):
    """Put the picked-up point in another state of the same region where its owner may place."""

    player: int
    owner: int
    source: str

    def label(self, game: BMState, player: int, action: Action) -> str:
        assert isinstance(action, Place)
        return game.place_words(action.unit)

    def options(self, game: BMState, player: int) -> list[Action]:
        state = game.board.units[self.source].state
        targets = game.shift_targets(self.owner, state, game.region_states(player))
        return [place(u) for s in targets for u in game.placeable_units(self.owner, s)]

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Place)
        game.cubes[action.unit][self.owner] += 1
        return [CubeShifted(player, self.owner, self.source, action.unit)]

    def prompt(self, game: BMState, player: int) -> str:
        return f"Round end: where does the cube from {self.source} go?"


@dataclass(frozen=True, slots=True)
class RegionAdd(Decision):
    """Roosevelt: one more cube in a state of his token's region, or pass."""

    player: int
    optional = True

    def label(self, game: BMState, player: int, action: Action) -> str:
        if isinstance(action, EndCard):
            return "Pass"
        assert isinstance(action, Place)
        return game.place_words(action.unit)

    def options(self, game: BMState, player: int) -> list[Action]:
        found: list[Action] = [
            place(u) for s in game.region_states(player) for u in game.placeable_units(player, s)
        ]
        return [*found, END] if found else []

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        if isinstance(action, EndCard):
            return [Passed(player, "adds no cube at the round's end")]
        assert isinstance(action, Place)
        return game.add_cube(player, action.unit, "round-end ability")

    def prompt(self, game: BMState, player: int) -> str:
        return "Round end: you may add a cube in a state of your region, or pass."


@dataclass(frozen=True, slots=True)
class TieBonus(Auto):
    """Debs: +1 cube in every unit where he is tied for the most (at least 1) with someone."""

    player: int

    def run(self, game: BMState) -> list[Event]:
        p = self.player
        tied = [
            u
            for u, points in game.cubes.items()
            if points[p] >= 1 and points[p] == max(points) and points.count(points[p]) >= 2
        ]
        for unit in tied:
            game.cubes[unit][p] += 1
        return [TieCubes(p, tuple(tied))] if tied else []


@dataclass(frozen=True, slots=True)
class CloseRound(Auto):
    """Clear the ongoing cards, then the next round's draw or the election."""

    def run(self, game: BMState) -> list[Event]:
        for p in range(game.n):
            for card in list(game.zones[("display", p)]):
                game.zones.move(card, ("display", p), ("played", p))
            game.barn[p] = 0
        events: list[Event] = [RoundEnded(game.round)]
        if game.round < game.board.rounds:
            game.round += 1
            game.queue[0:0] = game.round_steps()
            events.append(RoundBegins(game.round))
        else:
            from boardgames.games.bull_moose.election import Prepare

            game.queue.insert(0, Prepare())
        return events
