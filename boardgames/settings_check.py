"""What each key of settings.json may hold, and how a damaged value is healed.

A settings file is edited by hand, copied between machines and written by older
versions, so every key gets a type and a range. A value outside them (a wrong
type, NaN, an infinity, a huge or negative number, text) falls back to its
default and is named in one notice, never a crash or a frozen game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

MAX_NAME = 18
MAX_REMEMBERED_NAMES = 10
WINDOW_WIDTHS = (320, 7680)  # pixels; the app widens anything below its minimum
WINDOW_HEIGHTS = (240, 4320)


@dataclass(frozen=True)
class Rule:
    """A key's kind ('bool', 'int', 'float', 'names' or 'tables') and, for numbers, its range."""

    kind: str
    low: float = 0.0
    high: float = 0.0

    def describe(self) -> str:
        if self.kind == "bool":
            return "true or false"
        if self.kind == "names":
            return "a list of names"
        if self.kind == "tables":
            return "an object of tables by game"
        whole = "a whole number" if self.kind == "int" else "a number"
        low, high = (int(self.low), int(self.high)) if self.kind == "int" else (self.low, self.high)
        return f"{whole} from {low:g} to {high:g}"


RULES: Mapping[str, Rule] = {
    "fullscreen": Rule("bool"),
    "volume": Rule("float", 0.0, 1.0),
    "animation_speed": Rule("float", 0.0, 2.0),
    "colour_blind_palette": Rule("bool"),
    "open_hands": Rule("bool"),
    "forecast": Rule("bool"),
    "window_width": Rule("int", *WINDOW_WIDTHS),
    "window_height": Rule("int", *WINDOW_HEIGHTS),
    "player_names": Rule("names"),
    "tables": Rule("tables"),  # each game's last table; its entries are checked where read
}


def clean_name(name: object) -> str:
    """A name fit to show: printable characters only, single spaces, at most MAX_NAME."""
    if not isinstance(name, str):
        return ""
    printable = "".join(ch if ch.isprintable() else " " for ch in name)
    return " ".join(printable.split())[:MAX_NAME]


def clean_names(names: object) -> list[str]:
    """The remembered names from a settings file, whatever it holds (bad entries dropped)."""
    if not isinstance(names, list):
        return []
    cleaned = [clean_name(name) for name in names[:MAX_REMEMBERED_NAMES]]
    return [name for name in cleaned if name]


def shown(value: Any) -> str:
    """A wrong value, briefly: its JSON type for containers, a short repr otherwise."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        return f"a number of {len(str(abs(value)))} digits"
    text = json_repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def json_repr(value: Any) -> str:
    """How the value looks in the file (true, NaN, "text"), not as Python prints it."""
    if value is True or value is False:
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, str):
        return '"' + value + '"'
    return repr(value)


def _number_fits(value: Any, rule: Rule) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if rule.kind == "int" and not isinstance(value, int):
        return False
    finite = isinstance(value, int) or math.isfinite(value)  # a huge int overflows isfinite
    return finite and rule.low <= value <= rule.high


CHECKS: Mapping[str, Callable[[Any, Rule], bool]] = {
    "bool": lambda value, rule: isinstance(value, bool),
    "int": _number_fits,
    "float": _number_fits,
    "tables": lambda value, rule: isinstance(value, dict),
    "names": lambda value, rule: (
        isinstance(value, list) and all(isinstance(name, str) for name in value)
    ),
}


def heal(data: Mapping[str, Any], defaults: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The usable values of a settings file, and one phrase per key that had to fall back.

    Unknown keys (from another version) are left out silently; a list of names keeps its
    good entries.
    """
    values: dict[str, Any] = {}
    problems: list[str] = []
    for key, value in data.items():
        rule = RULES.get(key)
        if rule is None:
            continue
        if rule.kind == "names":
            values[key] = clean_names(value)
            if not CHECKS["names"](value, rule):
                problems.append(f"{key} must be {rule.describe()}, not {shown(value)}")
        elif CHECKS[rule.kind](value, rule):
            values[key] = float(value) if rule.kind == "float" else value
        else:
            problems.append(
                f"{key} must be {rule.describe()}, not {shown(value)} "
                f"(the default {json_repr(defaults[key])} is used)"
            )
    return values, problems
