"""Who is likely to win an unfinished Landslide game: the hard level's judgement.

In heuristic games the electoral votes owned halfway say little about the winner (in
two-seat normal games a lead of 120 votes at half time won less than half the time):
states change hands as payment, go back to their decks after an overbid, and are put
to Open Ballots, so the player with the money buys the end of the game.
A judgement that counted votes owned, with money as a share of what is unsold, made
the search bid where the heuristic passed, and lose to it. These weights are instead
fitted (``tools/landslide_judgement_fit``) to games of the hard level's own thrifty heuristic: for
each player a score, weights times (electoral votes owned, Vote-card money in
millions, popular votes of the states owned in millions, Politics cards held), and the
chances are a softmax of the scores. The weights depend on the electoral votes still
unsold and are read off the table between its rows.
"""

from __future__ import annotations

from boardgames.ai.levels import softmax
from boardgames.core.protocol import State
from boardgames.games.landslide.rules import LandslideState

# Seats -> rows of (unsold electoral votes, the weights of (EV owned, money in millions,
# states' popular votes in millions, Politics cards)), as printed by ``python -m
# tools.landslide_judgement_fit SEATS GAMES SEED`` with (2, 740, 21), (3, 500, 22) and
# (4, 500, 23).
Row = tuple[int, tuple[float, float, float, float]]
WEIGHTS: dict[int, tuple[Row, ...]] = {
    2: (
        (5, (0.1224, 0.0836, 0.0013, 0.632)),
        (25, (0.0534, 0.0666, 0.0371, 0.3998)),
        (60, (0.0528, 0.0484, -0.0315, 0.3947)),
        (120, (0.0459, 0.0567, -0.0839, -0.0013)),
        (200, (0.0301, 0.0467, -0.0207, -0.3603)),
        (300, (0.0135, 0.0476, 0.0271, -0.1082)),
        (450, (0.0221, 0.0685, -0.044, -0.0298)),
    ),
    3: (
        (5, (0.062, 0.0409, 0.0242, -0.3841)),
        (25, (0.0528, 0.0436, 0.0355, 0.1891)),
        (60, (0.0617, 0.0241, -0.0566, 0.2331)),
        (120, (0.0433, 0.0423, -0.0608, 0.0013)),
        (200, (0.0431, 0.0623, -0.1034, -0.282)),
        (300, (0.0387, 0.0584, -0.1188, -0.2574)),
        (450, (0.0463, 0.0744, -0.2035, -0.0243)),
    ),
    4: (
        (5, (0.0718, 0.0296, 0.0487, -0.0576)),
        (25, (0.0674, 0.0345, -0.0753, -0.0402)),
        (60, (0.055, 0.0347, -0.0742, 0.0377)),
        (120, (0.0501, 0.0437, -0.1006, 0.1071)),
        (200, (0.0434, 0.0486, -0.1176, -0.0399)),
        (300, (0.0295, 0.078, -0.0715, 0.1327)),
        (450, (0.0401, 0.0466, -0.1581, 0.0254)),
    ),
}
MILLION = 1_000_000


def weights_at(seats: int, unsold: int) -> tuple[float, ...]:
    """The weights for ``unsold`` electoral votes, straight-line between the table's rows."""
    table = WEIGHTS[seats]
    if unsold <= table[0][0]:
        return table[0][1]
    for (low, below), (high, above) in zip(table, table[1:], strict=False):
        if unsold <= high:
            t = (unsold - low) / (high - low)
            return tuple(a + (b - a) * t for a, b in zip(below, above, strict=True))
    return table[-1][1]


def scores(state: LandslideState) -> list[float]:
    """Each player's score (log-odds up to a constant shared by all)."""
    owned = [state.ev(p) for p in range(state.n)]
    unsold = sum(state.board.ev) - sum(owned)
    w_ev, w_cash, w_pv, w_hand = weights_at(state.n, unsold)
    return [
        w_ev * owned[p]
        + w_cash * state.cash(p) / MILLION
        + w_pv * state.state_pv(p) / MILLION
        + w_hand * state.politics_count(p)
        for p in range(state.n)
    ]


def win_chances(state: State) -> tuple[float, ...]:
    """Each player's chance of winning, from the fitted scores."""
    assert isinstance(state, LandslideState)
    return softmax(scores(state), 1.0)
