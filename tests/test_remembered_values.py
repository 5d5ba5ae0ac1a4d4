"""Values the bots remember between positions (Corrupt Bargain's projections and judgements,
Landslide's payments) are the values worked out afresh: the keys hold all they depend on."""

from __future__ import annotations

import random

from boardgames.ai.base import next_mover
from boardgames.games import get_game
from boardgames.games.corrupt_bargain import bots as cb_bots
from boardgames.games.corrupt_bargain import search as cb_search
from boardgames.games.corrupt_bargain.bots import CorruptBargainBot, Projection
from boardgames.games.corrupt_bargain.model import Token
from boardgames.games.landslide import auction
from boardgames.games.landslide.auction import payments


def _forget_corrupt_bargain() -> None:
    cb_bots._PROJECTIONS = cb_bots._Memos()
    cb_bots._MEMO.values.clear()
    cb_search._MAP_TERMS.clear()
    cb_search._HANDS.tokens.clear()


def _scores(state: object, player: int) -> list[float]:
    bot = CorruptBargainBot()
    projection = Projection(state, player)  # type: ignore[arg-type]
    legal = state.legal_actions(player)  # type: ignore[attr-defined]
    return [bot._score(state, projection, action) for action in legal]  # type: ignore[arg-type]


def test_corrupt_bargain_remembered_values_equal_fresh_ones_along_a_game() -> None:
    for players in (2, 4):
        state = get_game("corrupt-bargain").ruleset.new_game(players, 5, {})
        normal, rng = CorruptBargainBot(), random.Random(5)
        twin = state.clone()  # a copy that goes its own way: shared facts must not leak
        twin.add(0, twin.board.states[0], Token.OCTAGON, 3)
        for _ in range(160):
            if state.is_over():
                break
            player = next_mover(state)
            remembered = (_scores(state, player), cb_search.judge(state), _scores(twin, 0))
            _forget_corrupt_bargain()
            assert remembered == (_scores(state, player), cb_search.judge(state), _scores(twin, 0))
            legal = state.legal_actions(player)
            state.apply(normal.choose(state.view(player), player, legal, rng), player)


def test_landslide_payments_are_remembered_by_holdings_and_price_alone() -> None:
    tables = get_game("landslide").ruleset.new_game(2, 1, {}).board
    states = [("OH", 2_000_000, 20), ("VT", 500_000, 3)]
    first = payments([1_000_000, 500_000], states, 1_500_000, tables)
    first.clear()  # each caller gets its own list
    again = payments([1_000_000, 500_000], states, 1_500_000, tables)
    auction._PAYMENTS.clear()
    assert again == payments([1_000_000, 500_000], states, 1_500_000, tables) != []
    assert again != payments([1_000_000, 500_000], states, 2_000_000, tables)
