"""Small checked readers shared by President's data sections (lists, ids, texts).

``core.data.Node`` reads one value; these read the patterns the President file
repeats (a list whose ids must be unique, a list of an exact size, a short
text), so every section reports the same mistake in the same words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from boardgames.core.data import Node

Item = TypeVar("Item")


def unique_list(node: Node, build: Callable[[Node], Item], *fields: str) -> tuple[Item, ...]:
    """Build every entry of a list, refusing a repeated value in any of ``fields``."""
    items: list[Item] = []
    seen: dict[str, dict[object, int]] = {field: {} for field in fields}
    for index, entry in enumerate(node.sequence()):
        item = build(entry)
        for field in fields:
            value = getattr(item, field)
            if value in seen[field]:
                raise entry.child(field, value).fail(
                    f"{value!r} is already used by {node.path}[{seen[field][value]}]"
                )
            seen[field][value] = index
        items.append(item)
    return tuple(items)


def sized(node: Node, items: tuple[Item, ...], size: int, what: str) -> tuple[Item, ...]:
    """Refuse a list that does not hold exactly ``size`` entries (the rulebook's counts)."""
    if len(items) != size:
        raise node.fail(f"expected exactly {size} {what}, got {len(items)}")
    return items


def require_all(node: Node, found: set[str], expected: Iterable[str], what: str) -> None:
    """Refuse a list of ids that lacks some of ``expected`` (unknown ones fail earlier)."""
    missing = [name for name in expected if name not in found]
    if missing:
        raise node.fail(f"missing {what} {', '.join(missing)}")


def bounded_text(node: Node, limit: int) -> str:
    """Non-empty text of at most ``limit`` characters (cards are small on a 10-seat screen)."""
    text = node.text().strip()
    if len(text) > limit:
        raise node.fail(f"is {len(text)} characters long; keep it to {limit}")
    return text


def identifier(node: Node) -> str:
    """An id as code and saves use it: lower-case ASCII letters, digits and _."""
    value = node.text()
    if not value.replace("_", "").isalnum() or not value.islower() or not value.isascii():
        raise node.fail(f"an id is lower-case letters, digits and _, got {value!r}")
    return value
