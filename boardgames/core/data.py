"""Safe YAML loading with validation errors that a person can act on.

People edit rulesets and maps by hand, so a bad file must say which file, where
inside it, and what is wrong, instead of failing later with a traceback.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

import yaml

from boardgames.core.safe_read import MAX_DATA_BYTES, InputRefused, describe_char, read_text_capped
from boardgames.core.strict_yaml import parse_strict_yaml

T = TypeVar("T")


class DataError(Exception):
    """A data file is missing, unreadable or does not match its schema."""

    def __init__(self, file: str | Path, where: str, problem: str) -> None:
        self.file = str(file)
        self.where = where
        self.problem = " ".join(problem.split())  # always one line, whatever the parser said
        location = f"{Path(self.file).name}: {where}" if where else Path(self.file).name
        super().__init__(f"{location}: {self.problem}")


def load_yaml(path: str | Path) -> Any:
    """Read a YAML file safely, turning every failure into DataError.

    The file must be a regular file of at most MAX_DATA_BYTES; it is parsed by
    ``parse_strict_yaml`` (safe types only, no duplicate keys, no aliases, bounded depth).
    """
    path = Path(path)
    try:
        text = read_text_capped(path, MAX_DATA_BYTES)
    except InputRefused as exc:
        raise DataError(path, "", str(exc)) from None
    try:
        return parse_strict_yaml(text)
    except yaml.reader.ReaderError as exc:
        # Find the character itself: libyaml counts bytes, the Python reader characters.
        line = text.count("\n", 0, max(0, text.find(chr(exc.character)))) + 1
        problem = f"the character {describe_char(chr(exc.character))} is not allowed in YAML"
        raise DataError(path, f"line {line}", problem) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataError(path, where, f"not valid YAML: {problem}") from None
    except (ValueError, OverflowError, RecursionError) as exc:  # a last guard; see strict_yaml
        raise DataError(path, "", f"not valid YAML: {exc}") from None


class Node:
    """A value inside a YAML document together with its path, for precise errors.

    Validators walk the document through Nodes so that every complaint names
    the spot, e.g. ``states.NY.ev: expected a whole number, got 'many'``.
    """

    def __init__(self, file: str | Path, value: Any, path: str = "") -> None:
        self.file = str(file)
        self.value = value
        self.path = path

    def fail(self, problem: str) -> DataError:
        """Build (not raise) the error for this spot, so callers write ``raise node.fail(...)``."""
        return DataError(self.file, self.path or "(top level)", problem)

    def child(self, key: str | int, value: Any) -> Node:
        if isinstance(key, int):
            path = f"{self.path}[{key}]"
        else:
            key = shorten(str(key), 40)  # a huge key must not flood the message
            path = f"{self.path}.{key}" if self.path else key
        return Node(self.file, value, path)

    # -- typed access -------------------------------------------------------------------
    def mapping(self) -> dict[str, Any]:
        if not isinstance(self.value, dict):
            raise self.fail(f"expected a mapping, got {describe_value(self.value)}")
        return self.value

    def items(self) -> Iterable[tuple[str, Node]]:
        for key, value in self.mapping().items():
            yield str(key), self.child(str(key), value)

    def sequence(self) -> list[Node]:
        if not isinstance(self.value, list):
            raise self.fail(f"expected a list, got {describe_value(self.value)}")
        return [self.child(index, value) for index, value in enumerate(self.value)]

    def get(self, key: str, required: bool = True, default: Any = None) -> Node:
        mapping = self.mapping()
        if key not in mapping:
            if required:
                raise self.fail(f"missing required key '{key}'")
            return self.child(key, default)
        return self.child(key, mapping[key])

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def text(self) -> str:
        if not isinstance(self.value, str) or not self.value.strip():
            raise self.fail(f"expected some text, got {describe_value(self.value)}")
        return self.value

    def integer(self, minimum: int | None = None, maximum: int | None = None) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(f"expected a whole number, got {describe_value(self.value)}")
        if minimum is not None and self.value < minimum:
            raise self.fail(f"must be at least {minimum}, got {self.value}")
        if maximum is not None and self.value > maximum:
            raise self.fail(f"must be at most {maximum}, got {self.value}")
        return self.value

    def boolean(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.fail(f"expected true or false, got {describe_value(self.value)}")
        return self.value

    def choice(self, allowed: Iterable[str]) -> str:
        allowed = list(allowed)
        if self.value not in allowed:
            expected = ", ".join(map(str, allowed))
            raise self.fail(f"expected one of {expected}, got {describe_value(self.value)}")
        return self.value

    def text_list(self) -> list[str]:
        return [node.text() for node in self.sequence()]

    def convert(self, builder: Callable[[Node], T]) -> T:
        """Apply a builder to this node (lets schemas compose as plain functions)."""
        return builder(self)

    def reject_unknown(self, known: Iterable[str]) -> None:
        """Catch typos in keys, which YAML would otherwise silently ignore."""
        known = set(known)
        for key in self.mapping():
            if key not in known:
                raise self.child(str(key), None).fail(
                    f"unknown key (expected one of: {', '.join(sorted(known))})"
                )


def describe_value(value: Any) -> str:
    """A wrong value as a person editing YAML would see it (for error messages)."""
    if value is None:
        return "nothing"
    if isinstance(value, str):
        return shorten(repr(value)) if value.strip() else "empty text"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return shorten(repr(value))


def shorten(text: str, limit: int = 60) -> str:
    """Keep a quoted value short, so a huge one cannot flood the one-line message."""
    return text if len(text) <= limit else f"{text[: limit - 3]}..."


def load_document(path: str | Path) -> Node:
    """Load a YAML file and return its root Node, ready for validation."""
    return Node(path, load_yaml(path))
