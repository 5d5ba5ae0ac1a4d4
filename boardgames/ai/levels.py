"""The bot levels every game offers, built from its heuristic bot and the search.

* ``easy``: the heuristic, slipping now and then to its second or third favourite, the
  kind of mistake a person makes (never a random move);
* ``normal``: the heuristic itself (``bot`` is its old name);
* ``hard``: the information-set search (``ai.ismcts``);
* ``random``: uniform play, the baseline.

The heuristic ranks options only by being asked again without its last pick, so
this works for any game's bot without reading its scores.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence

from boardgames.ai.base import Bot, RandomBot
from boardgames.ai.forecast_search import PlayoutSearch
from boardgames.ai.ismcts import Candidates, InformationSetSearch, RolloutPolicy, SearchBot
from boardgames.core.protocol import Action, State

LEVELS = ("easy", "normal", "hard", "random")

ABOUT_COMPUTER_PLAYERS = """About the computer players:
- Easy plays like the normal player but now and then takes its second or third choice,
the kind of slip a person makes.
- Normal weighs every option it has with rules of thumb and takes the best one at once.
- Hard thinks ahead: it plays the next moves out many times from the position it sees,
each time with the cards it cannot see dealt afresh at random, and keeps the move that did
best (where a game is too long to play to the end, it judges where each line leads).
In Landslide and Bull Moose it also keeps sharper rules of thumb than normal's: it bids
more thriftily in Landslide, and in Bull Moose it saves its strongest cards for later
rounds and weighs its chance of winning, not only its votes.
- Random picks any legal move; it is there to measure the others against.
No level ever sees a card you hold, the cards still to be drawn or the dice to come: each
one is shown only what its own seat may see. The win forecast uses only what is on the
table, so it tells nobody anything they could not see themselves. It imagines every seat
playing on as the normal level would, so a hard player (Landslide's thrifty bidder most of
all) or a sharp person can beat the odds it shows.
"""
EASY_SLIP = 0.35  # chance of passing over the favourite (and again over the second)
EASY_DEPTH = 3  # the worst an easy bot picks is the heuristic's third favourite


def softmax(values: Sequence[float], spread: float) -> tuple[float, ...]:
    """Chances from scores: a lead of ``spread`` is worth a factor e in the odds. The games'
    search judgements turn projected votes into win chances this way."""
    top = max(values)
    weights = [math.exp((value - top) / spread) for value in values]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


def ranked(
    bot: Bot, view: State, player: int, legal: list[Action], rng: random.Random, count: int
) -> list[Action]:
    """The bot's ``count`` favourite actions, best first."""
    remaining = list(legal)
    picks: list[Action] = []
    while remaining and len(picks) < count:
        pick = remaining[0] if len(remaining) == 1 else bot.choose(view, player, remaining, rng)
        if pick not in remaining:  # a bot that ignores the shorter list: no more to rank
            break
        picks.append(pick)
        remaining.remove(pick)
    return picks


class FallibleBot:
    """The ``easy`` level: mostly the heuristic's move, sometimes its second or third best."""

    name = "easy"

    def __init__(self, heuristic: Bot, slip: float = EASY_SLIP, depth: int = EASY_DEPTH) -> None:
        self.heuristic = heuristic
        self.slip = slip
        self.depth = depth

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        remaining = list(legal)
        pick = self.heuristic.choose(view, player, remaining, rng)
        for _ in range(self.depth - 1):
            remaining.remove(pick)
            if not remaining or rng.random() >= self.slip:
                break
            second = self.heuristic.choose(view, player, remaining, rng)
            if second not in remaining:  # a bot that ignores the shorter list
                break
            pick = second
        return pick


def heuristic_rollout(bot: Bot) -> RolloutPolicy:
    """A rollout that plays the heuristic on the determinized state itself (it already is
    one possible deal, so there is no view to make)."""
    return bot.choose


def heuristic_candidates(bot: Bot, count: int) -> Candidates:
    """Search only the heuristic's ``count`` favourites at the root."""

    def candidates(
        view: State, player: int, legal: list[Action], rng: random.Random
    ) -> list[Action]:
        return ranked(bot, view, player, legal, rng, count)

    return candidates


GENERIC_CANDIDATES = 4
GENERIC_CONFIDENCE = 2.0


def generic_search(heuristic: Bot) -> InformationSetSearch:
    """The search any game gets for free: its heuristic's four favourites at the root,
    played out to the end by the heuristic, and the favourite kept unless another move
    does better by two standard errors."""
    return InformationSetSearch(
        rollout=heuristic_rollout(heuristic),
        candidates=heuristic_candidates(heuristic, GENERIC_CANDIDATES),
        confidence=GENERIC_CONFIDENCE,
    )


def generic_hard(heuristic: Callable[[], Bot]) -> SearchBot:
    """The generic search as a bot; its forecast plays every seat by the heuristic, tree-less
    (``ai.forecast_search``)."""
    bot = SearchBot(generic_search(heuristic()))
    bot.forecast_search = PlayoutSearch(rollout=heuristic_rollout(heuristic()))
    return bot


def all_levels(bots: Mapping[str, Callable[[], Bot]]) -> dict[str, Callable[[], Bot]]:
    """A game's bots with every level filled in where the game gives none: ``easy`` from
    its normal bot, ``hard`` as the generic search with the normal bot playing the
    playouts to the end, ``bot`` as normal's alias, ``random``. So every game has every
    level, and a game tunes its own ``hard`` only if it wants to."""
    levels = dict(bots)
    normal = levels.get("normal") or levels.get("bot")
    if normal is None:
        return levels
    levels.setdefault("normal", normal)
    levels.setdefault("bot", normal)
    levels.setdefault("easy", lambda: FallibleBot(normal()))
    levels.setdefault("hard", lambda: generic_hard(normal))
    levels.setdefault("random", RandomBot)
    return levels


def bot_levels(
    heuristic: Callable[[], Bot], hard: Callable[[], Bot]
) -> dict[str, Callable[[], Bot]]:
    """The ``bots`` mapping of a game's hooks: its heuristic as normal and its own hard."""
    return all_levels({"normal": heuristic, "hard": hard})
