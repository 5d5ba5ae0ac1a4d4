"""A game is exactly: ruleset id + version + options + seats + seed + actions.

Saving writes that record as JSON; loading rebuilds the game by replaying every
action with full legality checks. A damaged, tampered or wrong-version file is
refused with a clear message and never half-loaded.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardgames.core.data import DataError
from boardgames.core.gridboard import BoardError
from boardgames.core.maps import MapError
from boardgames.core.protocol import (
    Action,
    ActionFormatError,
    Event,
    IllegalActionError,
    Ruleset,
    State,
    action_from_dict,
    resolve_options,
)
from boardgames.core.safe_read import (
    MAX_DEPTH,
    MAX_SAVE_BYTES,
    FileMissing,
    InputRefused,
    brief,
    describe_char,
    first_unprintable,
    nesting_depth,
    read_text_capped,
)

SAVE_FORMAT = "boardgames-save"
SAVE_FORMAT_VERSION = 2  # 2: every action records its player (1 is still read)
READABLE_FORMAT_VERSIONS = (1, 2)


class SaveError(Exception):
    """A save file cannot be loaded; the message says why in words a player understands."""


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a name, a colour index, and a person or a bot."""

    name: str
    colour: int
    is_bot: bool = False
    bot_level: str = "normal"

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "colour": self.colour,
            "is_bot": self.is_bot,
            "bot_level": self.bot_level,
        }

    @staticmethod
    def from_dict(data: Any) -> Seat:
        if not isinstance(data, dict):
            raise SaveError("a seat entry is not a mapping")
        _check_seat(data, "a seat")
        try:
            return Seat(
                name=str(data["name"]),
                colour=int(data["colour"]),
                is_bot=bool(data.get("is_bot", False)),
                bot_level=str(data.get("bot_level", "normal")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"a seat entry is incomplete ({exc})") from None


@dataclass(frozen=True)
class Branch:
    """Where a game played on from another began: the other's file name and its move."""

    file: str
    move: int

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "move": self.move}

    @staticmethod
    def from_dict(data: Any) -> Branch | None:
        if data is None:
            return None
        if not isinstance(data, dict) or set(data) != {"file", "move"}:
            raise SaveError("the save file's branched_from must name a file and a move")
        return Branch(
            _text(data["file"], "branched_from file", BRANCH_FILE_LIMIT),
            _whole_number(data["move"], "branched_from move", 0, 10**7),
        )


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly."""

    ruleset_id: str
    ruleset_version: int
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[dict[str, Any]] = field(default_factory=list)
    created: str = ""
    # A game played on from a moment of another: that game's file name and the move it
    # left at (its first ``move`` actions are this one's first). None: a game of its own.
    branched_from: Branch | None = None

    def _payload(self) -> dict[str, Any]:
        payload = {
            "ruleset": self.ruleset_id,
            "ruleset_version": self.ruleset_version,
            "options": self.options,
            "seats": [seat.to_dict() for seat in self.seats],
            "seed": self.seed,
            "actions": self.actions,
            "created": self.created,
        }
        if self.branched_from is not None:  # absent otherwise: older saves keep their checksum
            payload["branched_from"] = self.branched_from.to_dict()
        return payload

    def to_json(self, sidecar: Mapping[str, Any] | None = None) -> str:
        """The save file's text. ``sidecar`` adds fields the checksum does not cover (such
        as the forecast's history): readers that do not know them skip them, and a damaged
        one is the reader's to ignore, never a reason to refuse the game."""
        payload = self._payload()
        digest = _digest(payload)
        document = {"format": SAVE_FORMAT, "format_version": SAVE_FORMAT_VERSION, **payload}
        document["checksum"] = digest
        for key, value in (sidecar or {}).items():
            if key in document:
                raise ValueError(f"a sidecar field may not replace the record's {key!r}")
            document[key] = value
        return json.dumps(document, indent=1, sort_keys=True)

    @staticmethod
    def from_json(text: str) -> GameRecord:
        document = _parse_save_json(text)
        if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
            raise SaveError("this is not a saved game of this app")
        version = document.get("format_version")
        if type(version) is not int or version not in READABLE_FORMAT_VERSIONS:
            raise SaveError(
                f"the save file is format version {_shown(version)}; "
                f"this app reads versions {', '.join(map(str, READABLE_FORMAT_VERSIONS))}"
            )
        _check_fields(document)
        try:
            record = GameRecord(
                ruleset_id=str(document["ruleset"]),
                ruleset_version=int(document["ruleset_version"]),
                options=dict(document["options"]),
                seats=[Seat.from_dict(seat) for seat in document["seats"]],
                seed=int(document["seed"]),
                actions=list(document["actions"]),
                created=str(document.get("created", "")),
                branched_from=Branch.from_dict(document.get("branched_from")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"the save file lacks a part or has a wrong value ({exc})") from None
        if document.get("checksum") != _digest(record._payload()):
            raise SaveError("the save file was altered or damaged (its checksum does not match)")
        return record


def _digest(payload: dict[str, Any]) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def start_game(ruleset: Ruleset, record: GameRecord) -> State:
    """A fresh state for a record's ruleset, seats, seed and options (no actions applied)."""
    options = resolve_options(ruleset, record.options)
    if not ruleset.min_players <= len(record.seats) <= ruleset.max_players:
        raise SaveError(
            f"{ruleset.title} is for {ruleset.min_players} to {ruleset.max_players} players, "
            f"not {len(record.seats)}"
        )
    return ruleset.new_game(len(record.seats), record.seed, options)


def replay(
    ruleset: Ruleset,
    record: GameRecord,
    upto: int | None = None,
    on_move: Callable[[int, int, Action, list[Event]], None] | None = None,
    on_start: Callable[[State], None] | None = None,
) -> State:
    """Rebuild the state by replaying the record's actions, each checked for legality.

    ``on_move(index, actor, action, events)`` sees every move as it is replayed.
    Raises SaveError naming the first action that is malformed or illegal, so a
    tampered record is refused as a whole.
    """
    if record.ruleset_id != ruleset.id:
        raise SaveError(f"the save is a game of {record.ruleset_id!r}, not {ruleset.id!r}")
    if record.ruleset_version != ruleset.version:
        raise SaveError(
            f"the save was made with version {record.ruleset_version} of {ruleset.title}'s rules; "
            f"this app has version {ruleset.version}"
        )
    try:
        state = start_game(ruleset, record)
    except ValueError as exc:
        raise SaveError(f"the save's options are not valid: {exc}") from None
    if on_start is not None:
        on_start(state)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, data in enumerate(actions):
        if state.is_over():
            raise SaveError(f"move {index + 1} of the save comes after the game ended")
        try:
            player, action = recorded_action(data, ruleset.action_types, state.to_move())
        except ActionFormatError as exc:
            raise SaveError(f"move {index + 1} of the save is unreadable: {exc}") from None
        try:
            if action not in state.legal_actions(player):
                raise SaveError(
                    f"move {index + 1} of the save is not legal in that position: "
                    f"{_shown_move(data)}"
                )
            events = state.apply(action, player)
        except IllegalActionError as exc:
            raise SaveError(f"move {index + 1} of the save is not legal: {exc}") from None
        except (SaveError, DataError, MapError, BoardError):
            raise  # a damaged data file is no fault of the save: it is not refused for it
        except Exception as exc:  # whatever a hostile move sets off, the save is refused
            raise SaveError(
                f"move {index + 1} of the save cannot be replayed ({type(exc).__name__})"
            ) from exc
        if on_move is not None:
            on_move(index, player, action, events)
    return state


def record_entry(player: int, action: Action) -> dict[str, Any]:
    """How a save holds one move: the action's fields and who made it."""
    return {"player": player, **action.to_dict()}


def recorded_action(
    data: Any, action_types: Sequence[type[Action]], movers: frozenset[int]
) -> tuple[int, Action]:
    """Read one move of a save. A version-1 move names no player: it was the only mover's."""
    if not isinstance(data, dict):
        raise ActionFormatError(f"a move must be a mapping, got {data!r}")
    fields = dict(data)
    player = fields.pop("player", None)
    if player is None:
        if len(movers) != 1:
            raise ActionFormatError("the move names no player, and several were to move")
        player = next(iter(movers))
    if not isinstance(player, int) or isinstance(player, bool) or player not in movers:
        raise ActionFormatError(f"player {player!r} is not one to move")
    return player, action_from_dict(fields, action_types)


def read_record(path: str | Path) -> GameRecord:
    """Read a save file from disk, turning I/O and format problems into SaveError."""
    return GameRecord.from_json(_read_save_text(Path(path)))


# -- hardening: a save is untrusted input (hand-edited, damaged, or not a save at all) ------

SEAT_NAME_LIMIT = 40  # characters; the seats screen allows 18, so this leaves room
SHORT_TEXT_LIMIT = 100  # ruleset ids, bot levels, dates
BRANCH_FILE_LIMIT = 255  # a file name, as most file systems allow
SEED_LIMIT = 2**64  # seeds are drawn with 48 random bits


def _read_save_text(path: Path) -> str:
    """The text of a save: a regular file of at most MAX_SAVE_BYTES, never a pipe or device."""
    try:
        return read_text_capped(path, MAX_SAVE_BYTES)
    except FileMissing:
        raise SaveError(f"there is no save file at {path}") from None
    except InputRefused as exc:
        raise SaveError(f"the save file {path.name} {exc}") from None


def _refuse_constant(name: str) -> Any:
    raise SaveError(f"the save file holds {name}, which is not a number a save can hold")


def _parse_save_json(text: str) -> Any:
    """Parse a save's JSON, refusing NaN/Infinity, over-long numbers and deep nesting."""
    try:
        document = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"the save file is damaged or cut short ({exc.msg} at line {exc.lineno})"
        ) from None
    except RecursionError:
        raise SaveError(f"the save file nests more than {MAX_DEPTH} levels deep") from None
    except ValueError:  # only an integer of more than 4300 digits gets here
        raise SaveError(
            "the save file holds a number too long to read (thousands of digits)"
        ) from None
    if nesting_depth(document) > MAX_DEPTH:
        raise SaveError(f"the save file nests more than {MAX_DEPTH} levels deep")
    return document


def _whole_number(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SaveError(f"the save file's {where} must be a whole number, not {_shown(value)}")
    if not low <= value <= high:
        raise SaveError(f"the save file's {where} must be from {low} to {high}")
    return value


def _text(value: Any, where: str, limit: int, required: bool = True) -> str:
    if not isinstance(value, str) or (required and not value.strip()):
        raise SaveError(f"the save file's {where} must be some text, not {_shown(value)}")
    if len(value) > limit:
        raise SaveError(
            f"the save file's {where} is {len(value)} characters long (at most {limit})"
        )
    bad = first_unprintable(value)
    if bad is not None:
        raise SaveError(
            f"the save file's {where} holds the unprintable character {describe_char(bad)}"
        )
    return value


def _shown(value: Any) -> str:
    """A wrong value, briefly: its JSON type for containers, a short repr otherwise."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "a list"
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "a huge number"
    return text if len(text) <= 40 else text[:37] + "..."


def _shown_move(data: Any) -> str:
    """A move as the save holds it, cut short: a forged move can be any size."""
    return brief(json.dumps(data, sort_keys=True), 200)


def _check_seat(data: dict[str, Any], where: str) -> None:
    if "name" in data:
        _text(data["name"], f"{where} name", SEAT_NAME_LIMIT)
    if "colour" in data:
        _whole_number(data["colour"], f"{where} colour", 0, 99)
    if "bot_level" in data:
        _text(data["bot_level"], f"{where} bot level", SHORT_TEXT_LIMIT)


def _check_fields(document: dict[str, Any]) -> None:
    """Refuse wrong types and sizes before the record is built, naming the field at fault."""
    if "ruleset" in document:
        _text(document["ruleset"], "ruleset", SHORT_TEXT_LIMIT)
    if "ruleset_version" in document:
        _whole_number(document["ruleset_version"], "ruleset_version", 0, 10**6)
    if "seed" in document:
        _whole_number(document["seed"], "seed", 0, SEED_LIMIT - 1)
    if "created" in document:
        _text(document["created"], "created date", SHORT_TEXT_LIMIT, required=False)
    if "options" in document and not isinstance(document["options"], dict):
        raise SaveError(
            f"the save file's options must be an object, not {_shown(document['options'])}"
        )
    seats = document.get("seats", [])
    if not isinstance(seats, list):
        raise SaveError(f"the save file's seats must be a list, not {_shown(seats)}")
    for index, seat in enumerate(seats):
        if isinstance(seat, dict):
            _check_seat(seat, f"seats[{index}]")
    actions = document.get("actions", [])
    if not isinstance(actions, list):
        raise SaveError(f"the save file's actions must be a list, not {_shown(actions)}")
    for index, action in enumerate(actions):
        if not isinstance(action, dict):
            raise SaveError(f"the save file's move {index + 1} is {_shown(action)}, not an object")
