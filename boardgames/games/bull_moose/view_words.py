"""Words for Bull Moose's screen: each legal action as a button label. No pygame here."""

from __future__ import annotations

from boardgames.core.protocol import Action
from boardgames.games.bull_moose.actions import (
    TEXT,
    TRAIN,
    EndCard,
    Jump,
    Move,
    Place,
    PlaceBox,
    PlayCard,
    Take,
)
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import Spend

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
        if isinstance(head, Spend) and not state.immune(player) and head.mode != "move":
            k = state.others_in(player, action.state)
            if k:
                return f"{action.state} (pass 1, stop {1 + k})", ""
        return f"{action.state} (1)", ""
    if isinstance(action, Jump):
        return f"Rail to {action.state}", ""
    if isinstance(action, Place):
        return f"Place {action.unit}", ""
    if isinstance(action, PlaceBox):
        return f"{action.box.title()} Box", ""
    if isinstance(action, Take):
        return f"{state.cand[action.owner]} cube, {action.unit}", ""
    if isinstance(action, EndCard):
        if isinstance(head, Spend):
            return ("End the card" if head.mode != TEXT else "Use the text now"), ""
        return "Pass", ""
    return str(action), ""
