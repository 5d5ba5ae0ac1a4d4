"""Seeded randomness helpers shared by the rulesets."""

from __future__ import annotations

import random

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
