"""Landslide's Politics cards: the effect vocabulary, its validation and the card wording.

A card is data, ``{id, title, kind, params, timing, note}``, in one of a few
kinds (``VOCABULARY.md`` beside this file). One interpreter plays a card by its
kind and parameters (``cards_play.CardEffect``), so adding or rewording a card
never needs new code, and a card it could not play is refused here, at load,
with the file and the place in it.
Pure Python, no display code.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from boardgames.core.data import Node, describe_value
from boardgames.core.words import counted

# -- the vocabulary -------------------------------------------------------------------------

STOP_WINDOW = "stop_window"  # played only in a Stop window, against an action (LS-A23)
OWN_TURN = "own_turn"  # played by its holder on his turn, before the roll or after the action
TIMINGS = (STOP_WINDOW, OWN_TURN)

MOVE_TARGETS = ("state_space", "own_home")
DIE_FACES = range(1, 7)


@dataclass(frozen=True)
class IntParam:
    """A whole-number parameter with its allowed range; ``default`` None means required."""

    low: int
    high: int
    default: int | None = None


@dataclass(frozen=True)
class ChoiceParam:
    """A parameter naming one of a few fixed words."""

    options: tuple[str, ...]


@dataclass(frozen=True)
class FacesParam:
    """A set of die faces (1–6), written as a list."""


Param = IntParam | ChoiceParam | FacesParam

# kind -> (the timing it must have, its parameters). Each kind is one branch of the
# engine's single interpreter; VOCABULARY.md says what each one does.
KINDS: Mapping[str, tuple[str, Mapping[str, Param]]] = MappingProxyType(
    {
        "stop": (STOP_WINDOW, {}),
        "open_ballot": (OWN_TURN, {}),
        "draw_votes": (
            OWN_TURN,
            {"count": IntParam(1, 3), "extra_if_trailing": IntParam(0, 2, default=0)},
        ),
        "move": (OWN_TURN, {"to": ChoiceParam(MOVE_TARGETS)}),
        "roll_again": (OWN_TURN, {}),
        "gamble": (OWN_TURN, {"win_on": FacesParam(), "lose_on": FacesParam()}),
        "tax": (OWN_TURN, {"count": IntParam(1, 2)}),
        "forced_buy": (OWN_TURN, {"max_ev": IntParam(3, 10)}),
        "peek": (OWN_TURN, {"count": IntParam(1, 5)}),
    }
)

CARD_KEYS = ("id", "title", "kind", "params", "timing", "note")
ID_PATTERN = re.compile(r"^[a-z][a-z0-9-]*$")
TITLE_LIMIT = 40  # one line at the top of a card
NOTE_LIMIT = 220  # two or three lines at the bottom of a card

ParamValue = int | str | tuple[int, ...]


@dataclass(frozen=True)
class PoliticsCard:
    """One Politics card; ``params`` holds every parameter of its kind, defaults filled in."""

    id: str
    title: str
    kind: str
    timing: str
    params: Mapping[str, ParamValue]
    note: str

    @property
    def is_stop(self) -> bool:
        return self.kind == "stop"

    def rule_text(self) -> str:
        """The card's instruction, made from its kind and parameters so it cannot disagree."""
        p = self.params
        if self.kind == "stop":
            return (
                "Stop! Cancel a landing action or a Politics card as it is announced, "
                "even another Stop. Never during bidding."
            )
        if self.kind == "open_ballot":
            return (
                "Hold an Open Ballot now: name a state another player owns and auction it; "
                "its owner is paid."
            )
        if self.kind == "draw_votes":
            text = f"Draw {counted(int(p['count']), 'Vote card')}"
            extra = int(p["extra_if_trailing"])
            if extra:
                more = int(p["count"]) + extra
                text += f", or {more} if no player holds fewer electoral votes than you"
            return text + "."
        if self.kind == "move":
            if p["to"] == "own_home":
                return "Move ahead to your own Home and take its landing reward."
            return (
                "Move ahead to any State space within one lap and resolve it. "
                "Passing your Home pays as usual."
            )
        if self.kind == "roll_again":
            return "Roll the die again, move, and resolve the space you reach."
        if self.kind == "gamble":
            win, lose = _faces(p["win_on"]), _faces(p["lose_on"])
            return (
                f"Roll the die. {win}: take the top card of a State deck of your choice, free. "
                f"{lose}: return your highest Vote card to the pile. Otherwise nothing happens."
            )
        if self.kind == "tax":
            return (
                f"Name a player: they return {counted(int(p['count']), 'Vote card')}, "
                "drawn at random, to the pile."
            )
        if self.kind == "forced_buy":
            return (
                f"Buy another player's state of {p['max_ev']} electoral votes or fewer "
                "for its popular votes, paid to its owner."
            )
        if self.kind == "peek":
            return (
                f"Look at the top {p['count']} cards of one State deck "
                "and put them back in any order."
            )
        raise ValueError(f"unknown Politics card kind {self.kind!r}")  # parse_card forbids it


def _faces(value: ParamValue) -> str:
    faces = value if isinstance(value, tuple) else (int(value),)
    return " or ".join(str(face) for face in faces)


# -- parsing --------------------------------------------------------------------------------


def parse_card(node: Node) -> PoliticsCard:
    """Validate one card of the ``politics`` list; errors name the card's place in the file."""
    node.reject_unknown(CARD_KEYS)
    id_node = node.get("id")
    card_id = id_node.text()
    if not ID_PATTERN.match(card_id):
        raise id_node.fail("an id is lower-case letters, digits and hyphens, e.g. 'straw-poll'")
    title = _limited_text(node.get("title"), TITLE_LIMIT)
    kind = node.get("kind").choice(KINDS)
    required_timing, schema = KINDS[kind]
    timing_node = node.get("timing")
    timing = timing_node.choice(TIMINGS)
    if timing != required_timing:
        reason = (
            "a Stop is played only in a Stop window"
            if kind == "stop"
            else "only Stop cards are played in a Stop window"
        )
        raise timing_node.fail(f"{kind} cards have timing {required_timing} ({reason})")
    params = _params(node.get("params", required=False, default={}), kind, schema)
    note = _limited_text(node.get("note"), NOTE_LIMIT)
    return PoliticsCard(card_id, title, kind, timing, MappingProxyType(params), note)


def _limited_text(node: Node, limit: int) -> str:
    text = " ".join(node.text().split())
    if len(text) > limit:
        raise node.fail(f"is {len(text)} characters long; keep it to {limit}")
    return text


def _params(node: Node, kind: str, schema: Mapping[str, Param]) -> dict[str, ParamValue]:
    if node.value is None:
        node = Node(node.file, {}, node.path)
    given = node.mapping()
    if given and not schema:
        raise node.fail(f"{kind} cards take no params")
    node.reject_unknown(schema)
    values: dict[str, ParamValue] = {}
    for name, param in schema.items():
        if isinstance(param, IntParam):
            if name not in given and param.default is not None:
                values[name] = param.default
            else:
                values[name] = node.get(name).integer(param.low, param.high)
        elif isinstance(param, ChoiceParam):
            values[name] = node.get(name).choice(param.options)
        else:
            values[name] = _die_faces(node.get(name))
    if kind == "gamble":
        overlap = set(values["win_on"]) & set(values["lose_on"])  # type: ignore[arg-type]
        if overlap:
            faces = ", ".join(map(str, sorted(overlap)))
            raise node.child("lose_on", given["lose_on"]).fail(
                f"face {faces} is already in win_on; a roll cannot both win and lose"
            )
    return values


def _die_faces(node: Node) -> tuple[int, ...]:
    faces: list[int] = []
    for face_node in node.sequence():
        face = face_node.integer(DIE_FACES.start, DIE_FACES.stop - 1)
        if face in faces:
            raise face_node.fail(f"face {face} is listed twice")
        faces.append(face)
    if not faces:
        raise node.fail(f"list at least one die face, got {describe_value(node.value)}")
    return tuple(sorted(faces))
