"""Bull Moose cards say what they do: the ongoing cards print their whole effect on the card
and in the tooltip, and the keep screen marks the cards back from last round."""

from __future__ import annotations

import pygame
import pytest
from test_bull_moose_rules import R, card_of, fresh, give_turn
from test_bull_moose_view import session_until, show

from boardgames.games.bull_moose.actions import END, TEXT, PlayCard
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import KeepFour
from boardgames.games.bull_moose.view_cards import card_face, card_tooltip
from boardgames.ui.app import App
from tests.helpers import record_drawn_texts

WHAT_EACH_DOES = {
    "whistle_stop": ("+1 movement point", "later cards", "no extra cost"),
    "rail_pass": ("free rail jump", "any hub", "occupied", "no extra cost"),
    "barnstorming": ("3 free moves", "any of your turns", "no extra cost"),
    "county_stumping": ("places 1 more",),
}


@pytest.mark.parametrize("kind", sorted(WHAT_EACH_DOES))
def test_ongoing_cards_print_their_whole_effect(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    state = BMState(5, seed=1)
    pygame.font.init()
    for card in (c for c in state.cards if c.kind == kind):
        text = card.text(state.board)
        assert all(words in text for words in WHAT_EACH_DOES[kind]), text
        assert "Place 1 cube in the state you occupy" in text
        assert text in card_tooltip(card, state.board)
        drawn = record_drawn_texts(monkeypatch)
        card_face(card, state.board, (200, 140), (200, 50, 50))  # a hand card's size
        assert "…" not in "".join(drawn) and "cube in the state you" in " ".join(drawn)


def test_barnstormings_moves_left_are_shown_with_the_card_in_play() -> None:
    state = fresh(3)
    barn = card_of(state, R, 2, "barnstorming")
    give_turn(state, R, barn)
    state.apply(PlayCard(barn, TEXT), R)
    state.apply(END, R)
    assert state.ongoing_notes(R) == [(barn, "Barnstorming: 3 free moves left")]


def test_the_keep_screen_marks_the_cards_back_from_last_round(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = session_until(lambda s: isinstance(s.state.head(), KeepFour) and s.state.round == 2)
    back = set(session.state.zones[("drawn", 0)][:4])
    texts = record_drawn_texts(monkeypatch)
    scene = show(app, session)
    texts.clear()
    app.frame(1 / 60)  # one frame of the keep screen
    assert scene.bm.came_back_cards(0) == back
    assert sum(t.startswith("PUT BACK") for t in texts) == 4
