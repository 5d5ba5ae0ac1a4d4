"""YAML for hand-edited data: safe types only, and nothing a person would not mean.

Refused, each with its line and column:

* a key given twice in one mapping (plain YAML silently keeps the last one);
* anchors and aliases, whose expansion can make a small file enormous;
* nesting deeper than MAX_DEPTH, which would exhaust a recursive composer;
* whole numbers longer than MAX_NUMBER_CHARS, which Python cannot even print;
* values Python rejects while building them (a timestamp with month 13).

libyaml's C parser is used when PyYAML has it: the pure-Python parser needs
about 10 s for a 1 MB file, the C one a fraction of a second. Errors are
PyYAML's own (``yaml.YAMLError`` with a ``problem_mark``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError

from boardgames.core.safe_read import MAX_DEPTH

MAX_NUMBER_CHARS = 30  # far beyond any count, vote or year a data file needs
_BaseLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else f"{text[: limit - 3]}..."


def check_structure(text: str) -> None:
    """Walk the parser's events (no recursion) and refuse aliases and deep nesting."""
    depth = 0
    for event in yaml.parse(text, Loader=_BaseLoader):
        if isinstance(event, yaml.AliasEvent):
            raise ComposerError(
                None, None, "aliases (*name) are not allowed in these files", event.start_mark
            )
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise ComposerError(
                    None, None, f"nested more than {MAX_DEPTH} levels deep", event.start_mark
                )
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


class StrictLoader(_BaseLoader):  # type: ignore[misc, valid-type]
    """A safe loader whose constructor refuses duplicate keys, huge numbers and bad values."""

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            first_line: dict[Any, int] = {}
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=True)
                if not isinstance(key, Hashable):
                    continue  # the base class reports unhashable keys
                if key in first_line:
                    raise ConstructorError(
                        None,
                        None,
                        f"duplicate key {_short(repr(key))} "
                        f"(first given on line {first_line[key]})",
                        key_node.start_mark,
                    )
                first_line[key] = key_node.start_mark.line + 1
        return super().construct_mapping(node, deep=deep)

    def construct_yaml_int(self, node: Any) -> Any:
        value = self.construct_scalar(node)
        if len(value) > MAX_NUMBER_CHARS:
            raise ConstructorError(
                None,
                None,
                f"a number of {len(value)} characters (at most {MAX_NUMBER_CHARS} allowed)",
                node.start_mark,
            )
        return super().construct_yaml_int(node)

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep=deep)
        except (ValueError, OverflowError) as exc:  # e.g. a timestamp with month 13
            raise ConstructorError(None, None, f"bad value ({exc})", node.start_mark) from None


StrictLoader.add_constructor("tag:yaml.org,2002:int", StrictLoader.construct_yaml_int)


def parse_strict_yaml(text: str) -> Any:
    """The one document in ``text``, checked as the module text says."""
    check_structure(text)
    return yaml.load(text, Loader=StrictLoader)  # noqa: S506 - a safe loader subclass
