"""Exact types for the fields of a decoded action (a save is untrusted input).

JSON gives bools, ints, floats, texts, lists and null; an action field declares
one of those (or a tuple of them). ``4.0 == 4`` and ``True == 1`` in Python, so a
value that merely compares equal would pass a legality check and then fail deep in
the rules (a float indexing a list): each value must be of its declared type.
"""

from __future__ import annotations

import functools
import math
import types
import typing
from typing import Any


@functools.cache
def declared_types(cls: type) -> dict[str, Any]:
    """The declared type of each field of a dataclass (annotations resolved), once a class."""
    return typing.get_type_hints(cls)


def fits(value: Any, hint: Any) -> bool:
    """Whether a decoded JSON value is exactly of the declared type: a tuple field comes
    as a list; a float field takes a whole number too, a finite one."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, option) for option in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, list):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(map(fits, value, args))
    if isinstance(value, bool) or value is None:  # bool is an int in Python, never here
        return hint is type(value)
    if hint is float:
        return isinstance(value, (int, float)) and math.isfinite(value)
    if hint in (int, str):  # subclasses too: a game's own str enum is still its text
        return isinstance(value, hint)
    return False  # a field type no save may hold


def brief_value(value: Any) -> str:
    """A wrong value in a few characters (a container by its kind, a long number by its size)."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "a list"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return "a number of many digits"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def type_words(hint: Any) -> str:
    """A declared type in words: 'a whole number', 'a list of texts'."""
    words = {bool: "true or false", int: "a whole number", float: "a number", str: "a text"}
    words[type(None)] = "null"
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(type_words(option) for option in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        inner = type_words(args[0]) if args else "value"
        return f"a list of {inner.removeprefix('a ')}s" if args[-1:] == (Ellipsis,) else "a list"
    return words.get(hint, "plain data")
