"""Values the bots remember between positions (Corrupt Bargain's projections and judgements,
Landslide's payments and appraisals) are the values worked out afresh: the keys hold all they depend on."""

from __future__ import annotations

import random

from boardgames.ai.base import next_mover
from boardgames.core.zones import HIDDEN
from boardgames.games import get_game
from boardgames.games.corrupt_bargain import bots as cb_bots
from boardgames.games.corrupt_bargain import search as cb_search
from boardgames.games.corrupt_bargain.bots import CorruptBargainBot, Projection
from boardgames.games.corrupt_bargain.model import PUSH_DECKS, Token
from boardgames.games.landslide import auction
from boardgames.games.landslide.auction import payments
from boardgames.games.landslide.bots import Appraisal, LandslideBot


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
    for players in (2, 3, 4):
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


def test_corrupt_bargain_judgement_remembered_values_equal_fresh_ones_to_the_count() -> None:
    """Whole games (the Final Push too, where hands decide): the hand tokens and the map's
    columns the judgement remembers give what a fresh computation gives."""
    for players, seed in ((3, 8), (4, 9)):
        state = get_game("corrupt-bargain").ruleset.new_game(players, seed, {})
        normal, rng = CorruptBargainBot(), random.Random(seed)
        while not state.is_over():
            for player in range(players):
                hands = tuple(tuple(state.zones[("hand", d, player)]) for d in PUSH_DECKS)
                fresh = cb_search._count_hand_tokens(state, hands)
                assert cb_search._hand_tokens(state, player) == fresh
            remembered = cb_search.judge(state)
            _forget_corrupt_bargain()
            assert remembered == cb_search.judge(state)
            player = next_mover(state)
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


def _decisions(game_id: str, players: int, seed: int, moves: int):  # type: ignore[no-untyped-def]
    """The positions of a seeded game of normal bots, with the mover and its options."""
    entry = get_game(game_id)
    state = entry.ruleset.new_game(players, seed, {})
    bots, rng = [entry.make_bot("normal") for _ in range(players)], random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        player = next_mover(state)
        legal = state.legal_actions(player)
        yield state, player, legal
        state.apply(bots[player].choose(state.view(player), player, legal, rng), player)


def test_president_possible_hands_from_the_cache_are_the_rules_own() -> None:
    from boardgames.games.president import bots as pr_bots

    for players in (3, 10):
        for state, _, _ in _decisions("president", players, 6, 400):
            hands = pr_bots.known_hands(state)
            assert [list(hand) for hand in hands] == state.known_hands()  # type: ignore[attr-defined]
            values = [
                pr_bots.card_values(state, seat, pr_bots.PERSONALITIES[seat % 4])
                for seat in range(players)
            ]  # type: ignore[arg-type]
            pr_bots.hand_without.cache_clear()
            assert values == [
                pr_bots.card_values(state, seat, pr_bots.PERSONALITIES[seat % 4])
                for seat in range(players)
            ]  # type: ignore[arg-type]


def test_bull_moose_spreads_sum_each_pair_over_the_units_in_order() -> None:
    import math

    from boardgames.games.bull_moose.bot_eval import Tally, board_facts
    from boardgames.games.bull_moose.search_eval import (
        PER_TURN,
        _unit_variance,
        gap_spreads,
        turns_left,
    )

    for state, _, _ in _decisions("bull-moose", 4, 5, 300):
        tally = Tally()
        tally.refresh(state, board_facts(state.board, state.n))  # type: ignore[attr-defined]
        n = state.n  # type: ignore[attr-defined]
        pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
        variance = [0.0] * len(pairs)
        for uid, key in tally.keys.items():
            row = _unit_variance(state.board.units[uid].ev, key)  # type: ignore[attr-defined]
            variance = [v + x for v, x in zip(variance, row, strict=True)]
        future = 2.0 * PER_TURN * PER_TURN * turns_left(state) / n  # type: ignore[arg-type]
        fresh = [[1.0] * n for _ in range(n)]
        for (i, j), summed in zip(pairs, variance, strict=True):
            fresh[i][j] = fresh[j][i] = math.sqrt(summed + future) or 1.0
        assert gap_spreads(state, tally.keys) == fresh  # type: ignore[arg-type]


def test_bull_moose_remembered_answers_are_found_by_information_state_alone() -> None:
    """An answer kept for a question comes back for every position the seat cannot tell
    from it (a re-deal of what it cannot see), and for no other question."""
    from boardgames.games.bull_moose.bots import BullMooseBot, _asked

    asker, rng = BullMooseBot(), random.Random(3)
    kept = 0
    for state, player, legal in _decisions("bull-moose", 4, 7, 500):
        view = state.view(player)  # type: ignore[attr-defined]
        key = view.information_key(player)
        assert _asked(view, player, legal) == _asked(view.view(player), player, legal)
        assert view.view(player).information_key(player) == key
        if len(legal) < 2:
            continue
        assert asker.answered(state.determinize(player, rng), player, legal) is None  # type: ignore[attr-defined]
        before = len(asker.order)
        action = asker.choose(view, player, legal, rng)
        again = asker.answered(state.determinize(player, rng), player, legal)  # type: ignore[attr-defined]
        if asker.order and asker.order[-1][1].seen.information_key(player) == key:
            kept += len(asker.order) > before or before == 32
            assert again is not None and again.action == action
            assert asker.answered(view, player, legal[1:]) is None  # other options
        else:
            assert again is None
    assert kept > 50


def test_bull_moose_kept_reaches_and_rankings_are_worked_out_afresh() -> None:
    """A reach kept on the board's facts is every state within the budget of a start, and a
    ranking kept for a decision is the one its projection gives (same order, same bounds)."""
    from boardgames.games.bull_moose.bot_eval import Projection, board_facts

    state = get_game("bull-moose").ruleset.new_game(4, 5, {})
    facts = board_facts(state.board, 4)
    hubs = tuple(state.board.rail_hubs)
    for start in facts.dist:
        for budget in range(8):
            for starts in ((start,), (start, *hubs)):
                fresh = {s for s in facts.dist if min(facts.dist[h][s] for h in starts) <= budget}
                assert facts.reach(starts, budget) == fresh == facts.reach(starts, budget)
    for position, player, _ in _decisions("bull-moose", 4, 5, 200):
        kept = Projection(position, player)  # type: ignore[arg-type]
        for budget in (1, 3, 6):
            reach = facts.reach((position.token[player],), budget)  # type: ignore[attr-defined]
            first = kept.ranked_states(reach)
            assert kept.ranked_states(reach) == first
            assert Projection(position, player).ranked_states(set(reach)) == first  # type: ignore[arg-type]


def _fresh_lot_evs(appraisal: Appraisal) -> tuple[float, int]:
    view, b = appraisal.view, appraisal.view.board
    total, floor = 0.0, 0
    for r in b.regions:
        for key in (("secret", r), ("open", r), ("drawn", r)):
            for card in view.zones[key]:
                total += appraisal.deck_mean(r) if card == HIDDEN else b.ev[card]
                floor += appraisal.smallest_unseen(r) if card == HIDDEN else b.ev[card]
    return total, floor


def _fresh_pays_well(appraisal: Appraisal, amount: int, lot_ev: float, value: float) -> bool:
    """``Appraisal.pays_well`` working out the payment every time (no shortcut)."""
    view, b, me = appraisal.view, appraisal.view.board, appraisal.me
    if not view.owned(me):
        return True
    states = [(b.codes[s], b.pv[s], b.ev[s]) for s in view.owned(me)]
    ways = payments(view.votes(me), states, amount, b)
    if not ways:
        return False
    given = appraisal.given_ev(ways[0])
    if not given:
        return True
    return given < lot_ev and sum(ways[0].votes) + given * appraisal.per_ev <= value


def test_landslide_appraisal_remembered_values_equal_fresh_ones_along_games() -> None:
    """At every decision of seeded games, for every player: the lot's votes worked out once,
    the holdings from the appraisal's own cards and states, and the bid checks with the
    Vote-card shortcut (``_cards_pay_exactly``) are what a fresh computation gives."""
    checked = 0
    for players, seed in ((2, 3), (4, 4)):
        state = get_game("landslide").ruleset.new_game(players, seed, {})
        bot, rng = LandslideBot(), random.Random(seed)
        step = state.board.rules.bid_step
        for _ in range(250):
            if state.is_over():
                break
            for me in range(players):
                view = state.view(me)
                appraisal = Appraisal(view, me)
                assert (appraisal.lot_ev(), appraisal.lot_ev_floor()) == _fresh_lot_evs(appraisal)
                pv = view.board.pv
                assert appraisal.cash + sum(pv[s] for s in appraisal.owned) == view.holdings(me)
                lot_ev, value = appraisal.lot_ev_floor(), 10.0 * appraisal.cash
                for amount in range(step, view.holdings(me) + step, 3 * step):
                    expected = _fresh_pays_well(appraisal, amount, lot_ev, value)
                    assert appraisal.pays_well(amount, lot_ev, value) == expected
                    checked += appraisal._cards_pay_exactly(amount) and bool(appraisal.owned)
            player = next_mover(state)
            legal = state.legal_actions(player)
            state.apply(bot.choose(state.view(player), player, legal, rng), player)
    assert checked  # the shortcut was taken, and agreed
