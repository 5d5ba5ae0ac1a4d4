"""How the generic search (``ai.ismcts``) plays Corrupt Bargain: the ``hard`` level.

A whole game is hundreds of small decisions, far too many to play out to the end
in a fraction of a second, so a playout runs heuristic moves to the end of the
turn and then judges who is likely to win: by the heuristic's projection of the
electoral votes with two players, by the count and the House with more (where the
House nearly always decides). Late in the Final Push, playouts run to the count
itself. The search is flat: each of the heuristic's few favourite moves is followed
by heuristic play alone, every move on the same deals.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import reduce
from operator import add

from boardgames.ai.forecast_search import PlayoutSearch
from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_rollout, ranked, softmax
from boardgames.core.protocol import Action, State
from boardgames.games.corrupt_bargain.bots import (
    AP_VALUE,
    CARD_VALUE,
    BoardKey,
    CorruptBargainBot,
    board_key,
    board_values,
)
from boardgames.games.corrupt_bargain.model import NEW_YORK, NY_FIRST, NY_SECOND, PUSH_DECKS, Phase
from boardgames.games.corrupt_bargain.rules import CBState

# A playout runs heuristic moves to the end of the turn after the move searched (the
# player's own, or with 2 the next player's as well), at most ROLLOUT_DEPTH moves.
ROLLOUT_TURNS = 1
ROLLOUT_DEPTH = 16
# In the Final Push, once the hands hold at most this many cards in all, a playout runs to
# the count itself: a few dozen heuristic moves, and the result is exact, not a projection.
PLAY_TO_THE_END = 10
ROOT_CANDIDATES = 3
ROOT_CANDIDATES_HOUSE = 5
# How much better (in win chance) another move must look before the search overrules the
# heuristic's favourite: with a few dozen playouts a move, smaller gaps are mostly noise.
LOYALTY = 0.03
CONFIDENCE = 2.0  # ... and by this many standard errors of the paired difference
TOKEN_EV = 2.0  # electoral votes a token in hand is worth, on average, to the projection
# Electoral votes of expected lead worth a factor e in the odds: wide early, when much can
# still change, narrow by the Final Push.
SPREAD_LATE, SPREAD_EARLY = 8.0, 30.0


def win_chances(state: State) -> tuple[float, ...]:
    """Each player's chance of winning, from the projected electoral votes (a softmax).

    A player's projection is the board's (``board_values``) plus what the cards in hand and
    the action points left will place, so a playout that stops early does not count a card
    drawn as worth nothing. A token is priced at a fixed TOKEN_EV: priced at the best
    placement of the moment (as the heuristic does for one decision), a hand of fifteen
    cards would swing the value by tens of votes whenever one token moves."""
    assert isinstance(state, CBState)
    expected = board_values(state)
    for player in range(state.n):
        points = state.ap_left if state.active == player else 0
        expected[player] += TOKEN_EV * (CARD_VALUE * state.hand_size(player) + AP_VALUE * points)
    left = max(0.0, 1.0 - state.round / state.rounds_total)
    spread = SPREAD_LATE + (SPREAD_EARLY - SPREAD_LATE) * left
    return softmax(expected, spread)


# The count as it would go (``count_chances``). Each state is carried by one player; the
# chance of each is a logistic of the lead in the tokens that count there (octagons break
# ties), wider early, when many tokens are still to come. With three or four players a
# majority of the electoral votes is rare (with four, all but never), so the House decides,
# one vote a state, by octagons among the contenders (the three with most electoral votes).
# The constants were fitted to who won four-player games between normal bots, judged at the
# start of every turn (``tools/corrupt_bargain_calibrate``): ``win_chances`` judges those
# worse than calling every game even. With two players the House never sits, and
# ``win_chances`` stays.
TOKEN_SPREAD_LATE, TOKEN_SPREAD_EARLY = 0.75, 1.5  # tokens of lead worth a factor e in a state
VOTE_SPREAD_LATE, VOTE_SPREAD_EARLY = 12.0, 20.0  # electoral votes of lead worth a factor e
HOUSE_SPREAD_LATE, HOUSE_SPREAD_EARLY = 1.5, 4.0  # House states of lead worth a factor e
HAND_CUBE_EV = 0.5  # electoral votes a cube still in hand is worth, on average
HOUSE_PER_OCTAGON = 0.15  # House states an octagon still in hand is worth, on average
LIKELY = 0.02  # a player dropped from the House with less chance than this is not weighed


class _HandMemo:
    """``_hand_tokens`` by the cards in hand (a hand changes a card at a time, and most
    judgements meet hands already seen); forgotten with the board, or past SHARES_LIMIT."""

    def __init__(self) -> None:
        self.board: object = None
        self.tokens: dict[tuple[tuple[int, ...], ...], tuple[float, float]] = {}


_HANDS = _HandMemo()


def _hand_tokens(state: CBState, player: int) -> tuple[float, float]:
    """Cubes and octagons the cards in a player's hand will add in the Final Push (a rival's
    token removed counts as one added; a card drawn as CARD_VALUE tokens of no kind)."""
    zones = state.zones
    key = tuple(tuple(zones[("hand", deck, player)]) for deck in PUSH_DECKS)
    memo = _HANDS
    if memo.board is not state.board or len(memo.tokens) > SHARES_LIMIT:
        memo.board, memo.tokens = state.board, {}
    found = memo.tokens.get(key)
    if found is None:
        found = memo.tokens[key] = _count_hand_tokens(state, key)
    return found


def _count_hand_tokens(state: CBState, hands: tuple[tuple[int, ...], ...]) -> tuple[float, float]:
    cubes = octagons = 0.0
    for deck, hand in zip(PUSH_DECKS, hands, strict=True):
        cards = state.board.deck_cards(deck)
        for number in hand:
            for effect in cards[number - 1].effects:
                gained = effect.token_value()
                if effect.action == "draw":
                    cubes += CARD_VALUE / 2
                    octagons += CARD_VALUE / 2
                elif effect.what == "octagon":
                    octagons += gained
                elif effect.what == "cube":
                    cubes += gained
                else:
                    cubes += gained / 2
                    octagons += gained / 2
    return cubes, octagons


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


_SHARES: dict[tuple[object, ...], list[float]] = {}  # by the tokens: a turn changes few states
SHARES_LIMIT = 200_000  # remembered contests; then they are forgotten all at once
MAPS_LIMIT = 4_000  # remembered maps, likewise


def _shares(
    counted: Sequence[int], octagons: Sequence[int], players: list[int], spread: float
) -> list[float]:
    """Each of ``players``' chance of carrying a contest decided by ``counted`` (octagons
    breaking ties), summing to 1."""
    key = (tuple(counted), tuple(octagons), tuple(players), spread)
    shares = _SHARES.get(key)
    if shares is None:
        if len(_SHARES) > SHARES_LIMIT:
            _SHARES.clear()
        shares = _SHARES[key] = _work_out_shares(counted, octagons, players, spread)
    return shares


def _work_out_shares(
    counted: Sequence[int], octagons: Sequence[int], players: list[int], spread: float
) -> list[float]:
    odds = []
    for player in players:
        rival = max([counted[other] for other in players if other != player])
        rival_octagons = max([octagons[other] for other in players if other != player])
        lead = counted[player] - rival + 0.1 * (octagons[player] - rival_octagons)
        odds.append(_logistic(lead / spread))
    total = sum(odds)
    return [value / total for value in odds]


class _MapTerms:
    """What the count makes of one map at one token spread, per player a column over the
    board's states (summed in the board's order, from the hand's share, as one sum):
    ``votes``, each state's electoral votes times the player's chance of carrying it;
    ``house``, by contenders, each state's House share of each contender."""

    __slots__ = ("votes", "house")

    def __init__(self, votes: list[tuple[float, ...]]) -> None:
        self.votes = votes
        self.house: dict[tuple[int, ...], list[tuple[float, ...]]] = {}


_MAP_TERMS: dict[tuple[BoardKey, float], _MapTerms] = {}  # by the map and spread


def _map_terms(state: CBState, key: BoardKey, spread: float) -> _MapTerms:
    """The map's terms (``key``: the state's map), worked out once per map and spread."""
    found = _MAP_TERMS.get((key, spread))
    if found is None:
        if len(_MAP_TERMS) > MAPS_LIMIT:
            _MAP_TERMS.clear()
        board, everyone = state.board, list(range(state.n))
        rows = []
        for code, octagons in zip(board.states, key[1], strict=True):
            counted = octagons if code in board.legislature else state.cubes[code]
            ev = NY_FIRST + NY_SECOND if code == NEW_YORK else board.ev[code]
            rows.append([ev * share for share in _shares(counted, octagons, everyone, spread)])
        found = _MAP_TERMS[key, spread] = _MapTerms(list(zip(*rows, strict=True)))
    return found


def count_chances(state: State) -> tuple[float, ...]:
    """Three or four players: each one's chance of winning, from the count as it would go:
    expected electoral votes (a majority, or with four who is dropped before the House),
    then the House among the contenders. Cards in hand count at the tokens they will add."""
    assert isinstance(state, CBState) and state.n >= 3
    n, board = state.n, state.board
    left = max(0.0, 1.0 - state.round / state.rounds_total)
    if state.phase is not Phase.CAMPAIGN:
        left = 0.0
    spread = TOKEN_SPREAD_LATE + (TOKEN_SPREAD_EARLY - TOKEN_SPREAD_LATE) * left
    vote_spread = VOTE_SPREAD_LATE + (VOTE_SPREAD_EARLY - VOTE_SPREAD_LATE) * left
    everyone = list(range(n))
    hands = [_hand_tokens(state, player) for player in everyone]
    key = board_key(state)
    terms = _map_terms(state, key, spread)
    votes = [
        reduce(add, column, HAND_CUBE_EV * hands[player][0])
        for player, column in zip(everyone, terms.votes, strict=True)
    ]
    majority = [_logistic((v - board.majority) / vote_spread) for v in votes]
    undecided = max(0.0, 1.0 - sum(majority))
    if n == 4:
        lowest = softmax([-v for v in votes], vote_spread)  # the fewest votes: likeliest out
        dropped = [(player, w) for player, w in enumerate(lowest) if w > LIKELY]
    else:
        dropped = [(-1, 1.0)]
    house_spread = HOUSE_SPREAD_LATE + (HOUSE_SPREAD_EARLY - HOUSE_SPREAD_LATE) * left
    cases = sum(chance for _, chance in dropped)
    chances = list(majority)
    for out, chance in dropped:
        contenders = [player for player in everyone if player != out]
        house = _house_shares(terms, key[1], contenders, hands, spread, house_spread)
        for player, share in zip(contenders, house, strict=True):
            chances[player] += undecided * chance / cases * share
    total = sum(chances)
    return tuple(chance / total for chance in chances)


class _HouseMemo:
    """A state's House shares by its octagons, one table per contenders and spread (see
    ``_house_columns``); forgotten all at once past SHARES_LIMIT entries in all."""

    def __init__(self) -> None:
        self.tables: dict[tuple[object, ...], dict[tuple[int, ...], list[float]]] = {}
        self.size = 0

    def table(self, key: tuple[object, ...]) -> dict[tuple[int, ...], list[float]]:
        if self.size > SHARES_LIMIT:
            self.tables, self.size = {}, 0
        found = self.tables.get(key)
        if found is None:
            found = self.tables[key] = {}
        return found


_HOUSE = _HouseMemo()


def _house_shares(
    terms: _MapTerms,
    rows: tuple[tuple[int, ...], ...],
    contenders: list[int],
    hands: list[tuple[float, float]],
    spread: float,
    house_spread: float,
) -> list[float]:
    """Each contender's chance of carrying the House: a softmax of the House states each
    can expect (a state goes to the contender with most octagons in it; ``rows``: each
    state's octagons)."""
    columns = terms.house.get(tuple(contenders))
    if columns is None:
        columns = terms.house[tuple(contenders)] = _house_columns(rows, contenders, spread)
    expected = [
        reduce(add, column, HOUSE_PER_OCTAGON * hands[player][1])
        for player, column in zip(contenders, columns, strict=True)
    ]
    return list(softmax(expected, house_spread))


def _house_columns(
    rows: tuple[tuple[int, ...], ...], contenders: list[int], spread: float
) -> list[tuple[float, ...]]:
    """Each contender's House shares state by state, in the board's order; a state's shares
    are remembered by its octagons, as ``_shares`` remembers a contest's."""
    known = _HOUSE.table((tuple(contenders), spread))
    found = []
    for octagons in rows:
        shares = known.get(octagons)
        if shares is None:
            shares = known[octagons] = _work_out_shares(octagons, octagons, contenders, spread)
            _HOUSE.size += 1
        found.append(shares)
    return list(zip(*found, strict=True))


def judge(state: State) -> tuple[float, ...]:
    """The evaluator: the electoral votes alone with two players, the count with the House
    with more."""
    assert isinstance(state, CBState)
    return win_chances(state) if state.n == 2 else count_chances(state)


def candidates(view: State, player: int, legal: list[Action], rng: random.Random) -> list[Action]:
    """The heuristic's favourites, more of them with three or four players, where the
    judgement (the House) parts most from the heuristic's."""
    assert isinstance(view, CBState)
    count = ROOT_CANDIDATES if view.n == 2 else ROOT_CANDIDATES_HOUSE
    return ranked(_RANKER, view, player, legal, rng, count)


def horizon(view: State) -> int | None:
    """Turns a playout runs before it is judged: to the end of the Final Push once few
    cards are left, else ROLLOUT_TURNS."""
    assert isinstance(view, CBState)
    if view.phase is Phase.FINAL_PUSH:
        if sum(view.hand_size(player) for player in range(view.n)) <= PLAY_TO_THE_END:
            return None
    return ROLLOUT_TURNS


def round_turns_left(view: State) -> int | None:
    """The forecast's horizon: the turns to the end of the round, the one at hand included,
    so that every playout is judged when all players have had as many turns (judged at
    the end of one turn, the player who just spent their action points leads the projection
    over the next, who has not). In the Final Push, a card from every player, or to the
    count once few cards are left (``horizon``)."""
    assert isinstance(view, CBState)
    if view.phase is Phase.CAMPAIGN:
        return view.n - view.turn_index
    return None if horizon(view) is None else view.n


_RANKER = CorruptBargainBot()  # keeps nothing between calls: one serves every search


def make_search() -> InformationSetSearch:
    heuristic = CorruptBargainBot()
    return InformationSetSearch(
        rollout=heuristic_rollout(heuristic),
        evaluate=judge,
        rollout_depth=ROLLOUT_DEPTH,
        horizon=horizon,
        tree_depth=0,
        candidates=candidates,
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
    )


def make_forecast_search() -> InformationSetSearch:
    """The forecast's search (from nobody's view): heuristic play for every seat to the end
    of the round, then ``judge``."""
    return PlayoutSearch(
        rollout=heuristic_rollout(CorruptBargainBot()), evaluate=judge, horizon=round_turns_left
    )


def hard_bot() -> SearchBot:
    bot = SearchBot(make_search())
    bot.forecast_search = make_forecast_search()
    return bot
