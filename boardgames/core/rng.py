"""Seeded randomness helpers shared by the rulesets."""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.protocol import IllegalActionError


class SealedRandom(random.Random):
    """The generator a player's view holds: the dice and shuffles to come are not theirs to see.

    Any attempt to draw from it raises, so a bot that tries to apply a chance
    move to its view fails loudly instead of peeking at the real future.
    """

    def random(self) -> float:
        raise IllegalActionError("a player's view holds no dice, shuffles or draws")

    def getrandbits(self, k: int) -> int:
        raise IllegalActionError("a player's view holds no dice, shuffles or draws")


SEALED = SealedRandom(0)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does: the same draws of
    ``getrandbits`` in the same order, so seeded games deal the same cards. The draws are
    made here in one loop, not through a method call per card (rules reshuffle decks often)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def randint(rng: random.Random, low: int, high: int) -> int:
    """``rng.randint(low, high)`` with the same draws (``getrandbits`` until below the
    width), made here without the three method calls of ``Random.randint`` (a die is
    rolled every turn)."""
    width = high - low + 1
    k = width.bit_length()
    r = rng.getrandbits(k)
    while r >= width:
        r = rng.getrandbits(k)
    return low + r
