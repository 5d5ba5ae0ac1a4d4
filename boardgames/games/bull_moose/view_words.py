"""What Bull Moose's map shows of a decision: the states a click can choose, and the cost
badge on each state a step reaches. Options are worded by the decisions. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import Jump, Move, Place, Take
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import Spend


def legal_states(state: BMState, legal: Sequence[Action]) -> frozenset[str]:
    """The states a click can choose now: moves, rail jumps, and places."""
    found = set()
    for action in legal:
        if isinstance(action, Move | Jump):
            found.add(action.state)
        elif isinstance(action, Place | Take):
            found.add(state.board.units[action.unit].state)
    return frozenset(found)


def cost_badges(state: object, player: int, legal: Sequence[Action]) -> dict[str, str]:
    """The badge on each state a move or a rail jump can reach: what it costs."""
    if not isinstance(state, BMState):
        return {}
    head = state.head()
    badges: dict[str, str] = {}
    for action in legal:
        if isinstance(action, Move):
            cost = head.step_cost(state, player, action.state) if isinstance(head, Spend) else "1"
            badges[action.state] = cost
        elif isinstance(action, Jump):
            badges[action.state] = "rail"
    return badges
