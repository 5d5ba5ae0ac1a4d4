"""Words for Bull Moose's screen: each legal action as a button label. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import (
    TEXT,
    TRAIN,
    EndCard,
    Jump,
    Move,
    PaidMove,
    Place,
    PlaceBox,
    PlayCard,
    Take,
)
from boardgames.games.bull_moose.election import ElectionPlace
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import MOVE_ONLY, Spend

MODE_WORDS = {TEXT: "text", TRAIN: "Express Train"}


def card_line(state: BMState, card_id: int) -> str:
    """A card as one line: title, value, icons, and its text."""
    card = state.cards[card_id]
    icons = [str(card.value)]
    if card.train:
        icons.append("train")
    if card.support:
        icons.append(card.support)
    if card.target:
        icons.append("vs " + ("any" if card.target == "eagle" else card.target))
    return f"{card.title} ({', '.join(icons)}): {card.text(state.board)}"


def action_label(state: BMState, player: int, action: Action) -> tuple[str, str]:
    """A button's label and its detail line for one legal action."""
    head = state.head()
    if isinstance(action, PaidMove) or (
        isinstance(action, EndCard) and isinstance(head, ElectionPlace)
    ):
        return head.label(state, player, action), ""  # type: ignore[union-attr]
    if isinstance(action, PlayCard):
        card = state.cards[action.card]
        if action.mode == TEXT:
            return f"{card.title}: use the text", "Its text is under Your cards."
        if action.mode == TRAIN:
            return f"{card.title}: Express Train", "From this hub to a free hub; nothing else."
        extra = ", or its box" if card.support else ""
        points = "1 point" if card.value == 1 else f"{card.value} points"
        return f"{card.title}: {points}", f"Move and place cubes{extra}."
    if isinstance(action, Move):
        payer = head.move_payer(state) if isinstance(head, Spend) else ""
        cost = payer or move_cost(state, player, action.state)
        return f"{action.state} ({cost})", ""
    if isinstance(action, Jump):
        return f"Rail to {action.state}", ""
    if isinstance(action, Place):
        return place_words(state, action.unit, isinstance(head, Spend)), ""
    if isinstance(action, PlaceBox):
        return f"{action.box.title()} Box", ""
    if isinstance(action, Take):
        who = state.board.candidates[state.cand[action.owner]].name.split()[-1]
        return f"{who}'s cube, {action.unit}", ""
    if isinstance(action, EndCard):
        if isinstance(head, Spend):
            return ("End card" if head.mode != TEXT else "Use the text now"), ""
        return "Pass", ""
    return str(action), ""


def move_cost(state: BMState, player: int, code: str) -> str:
    """A step's cost: "1", or "pass 1, stop 1+k" into a state where k others stand."""
    head = state.head()
    if isinstance(head, Spend) and not state.immune(player) and head.mode != MOVE_ONLY:
        k = state.others_in(player, code)
        if k:
            return f"pass 1, stop 1+{k}"
    return "1"


def place_words(state: BMState, unit_id: str, here: bool) -> str:
    """A Place button: "Place here", or which of a state's boxes (California has two)."""
    unit = state.board.units[unit_id]
    several = len(state.board_units_of(unit.state)) > 1
    if several:
        box = "main box" if unit.token_box else "second box"
        where = "here" if here else state.board.era.states[unit.state].name
        return f"Place {where}: {box} ({unit.ev} EV)"
    return f"Place here ({unit.state})" if here else f"Place in {unit.state}"


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
    badges: dict[str, str] = {}
    for action in legal:
        if isinstance(action, Move):
            cost = move_cost(state, player, action.state)
            badges[action.state] = cost
        elif isinstance(action, Jump):
            badges[action.state] = "rail"
    return badges
