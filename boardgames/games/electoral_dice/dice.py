"""How Electoral Dice reads two dice as a percentage, and the odds of one throw."""

from __future__ import annotations

from functools import cache

TARGET_PERCENT = 40
THROWS_PER_TRY = 2
LOCKED = "locked"
SWING = "swing"
KIND_NAMES = {LOCKED: "Locked State", SWING: "Swing State"}


def is_win(percent: int) -> bool:
    """40% or more wins a state, Locked or Swing."""
    return percent >= TARGET_PERCENT


def read_percent(die_a: int, die_b: int, contest_kind: str) -> int:
    """The dice as a percentage: higher die first for a Locked State, lower first for a Swing State."""
    high, low = max(die_a, die_b), min(die_a, die_b)
    return high * 10 + low if contest_kind == LOCKED else low * 10 + high


@cache
def win_chance(contest_kind: str) -> float:
    """The chance one throw wins, counted over the 36 ways two dice fall (3/4 Locked, 1/4 Swing)."""
    faces = range(1, 7)
    wins = sum(is_win(read_percent(a, b, contest_kind)) for a in faces for b in faces)
    return wins / 36


def chance_text(contest_kind: str) -> str:
    """The odds of one throw in words, e.g. '75% of throws win'."""
    return f"{round(win_chance(contest_kind) * 100)}% of throws win"
