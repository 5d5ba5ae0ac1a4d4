"""Corrupt Bargain's heuristic bot (placeholder: random until the heuristics land)."""

from __future__ import annotations

import random

from boardgames.core.protocol import Action, State


class CorruptBargainBot:
    name = "heuristic"

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]
