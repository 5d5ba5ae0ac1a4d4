"""What the win forecast searches: heuristic playouts from the bystander's view.

The forecast answers "who wins if everyone plays on normally", so every playout follows
the game's normal heuristic for every seat from the position itself. It grows no tree:
a bystander compares no moves, and a tree's first visits to a decision try its moves at
random, so a reading would lean against whoever is to move (and more so the fewer
playouts a round holds). A sealed choice half made is opened again (``reopened``): a
choice made but not shown would otherwise be re-dealt at random in every deal, and the
player who had chosen would read as if they had chosen blindly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from boardgames.ai.ismcts import InformationSetSearch, Node
from boardgames.core.decisions import SealedChoice
from boardgames.core.protocol import Action, State


class PlayoutSearch(InformationSetSearch):
    """The search without a tree: every iteration re-deals the view and plays it out with
    the rollout policy (to the end, or to the horizon and the evaluator). For a bystander's
    forecast only: it chooses no move."""

    def _descend(
        self,
        state: State,
        first: Action | None,
        root: Node,
        tree: dict[int, Node],
        rng: random.Random,
        limits: tuple[int | None, int | None],
        observer: int | None = None,
        first_actor: int | None = None,
    ) -> Sequence[float]:
        mover = -1 if state.is_over() else min(state.to_move())  # its turn is the first
        return self._play_out(state, rng, mover, limits, observer)


def reopened(public: State) -> State:
    """The bystander's view with the sealed choice at hand (if any) not yet made by anyone:
    the forecast reads a position before and after a hidden commit alike. ``public`` itself
    is left as it is."""
    queue = getattr(public, "queue", None)
    head = queue[0] if queue else None
    if not isinstance(head, SealedChoice):
        return public
    made = [player for player in head.players if player not in head.movers(public)]
    if not made:
        return public
    opened = public.view(None)  # a copy that stays sealed (no dice to draw)
    for player in made:
        head.unseal(opened, player)
    return opened
