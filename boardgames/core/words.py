"""Small pieces of wording shared by every game's log lines, tooltips and panels."""

from __future__ import annotations


def counted(count: int, noun: str) -> str:
    """A count and its noun, as a sentence reads it: "1 cube", "3 cubes"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
