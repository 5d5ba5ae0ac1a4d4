"""Bull Moose's five campaign decks: loading, validation and the text-worth figures.

Each candidate's 28 cards live in ``cards/{R,P,D,S,X}.yaml``; their effects use
the vocabulary of ``cards/VOCABULARY.md``, which one function of the rules
engine will interpret. Every deck must fill the same skeleton (``deck.skeleton``
in ``bull_moose.yaml``), so decks differ only in their texts. Everything is
checked at load and a mistake names the file, the spot in it and the problem.
Pure Python, with no display code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

from boardgames.core.data import DataError, Node, describe_value, load_document
from boardgames.games.bull_moose.data import (
    ALWAYS_IN_PLAY,
    GAME_ID,
    ONGOING_KINDS,
    BullMooseBoard,
    load_board,
)

__all__ = [
    "CARDS_DIR",
    "Card",
    "DataError",
    "Deck",
    "Effect",
    "load_decks",
    "load_deck_file",
    "parse_deck",
    "text_worth",
    "expected_worth",
]

CARDS_DIR = Path(__file__).resolve().parent / "cards"
TITLE_LIMIT = 60
NOTE_LIMIT = 220
MAX_COUNT = 5  # cubes in one effect
MAX_MOVE = 3
HERE, ANYWHERE = "here", "any"
BOXES = ("press", "senator", "popularity")
EAGLE = "eagle"
# The one shape an ongoing card's text takes (BM-A11): stay in play, and 1 cube here.
ONGOING_FORM = ("ongoing", "place:1:here")


@dataclass(frozen=True)
class Effect:
    """One line of card text. ``action`` is place, remove, box, move or ongoing.

    ``count`` is cubes (place, remove, box) or movement points (move); ``where``
    is here, a state, a region or any (place, remove), a board box (box), or the
    ongoing card's kind (ongoing).
    """

    action: str
    count: int
    where: str | None

    def key(self) -> str:
        return f"{self.action}:{self.count}:{self.where}"

    def as_dict(self) -> dict[str, object]:
        """The YAML form, so effects travel in saves and logs as plain data."""
        if self.action == "ongoing":
            return {"ongoing": self.where}
        if self.action == "move":
            return {"move": self.count}
        if self.action == "box":
            return {"box": self.count, "to": self.where}
        return {self.action: self.count, "in": self.where}

    def text(self, board: BullMooseBoard, target: str | None) -> str:
        """Card wording, e.g. 'Place 2 cubes in the South'."""
        n = self.count
        cubes = f"{n} cube{'s' if n > 1 else ''}"
        if self.action == "ongoing":
            kind = str(self.where)
            return f"In play until the round ends: {ONGOING_EFFECTS[kind]}"
        if self.action == "move":
            return f"Take up to {n} moves (no penalty for occupied states)"
        if self.action == "box":
            return f"Put {cubes} in the {str(self.where).capitalize()} Box"
        place = _place_text(board, str(self.where))
        if self.action == "place":
            return f"Place {cubes} {place}"
        if target == EAGLE:
            victim = "any opponent's"
        else:
            victim = f"a {board.candidates[str(target)].party}"
        return f"Remove {victim} cube {place}; it goes to the Popularity Box"


NO_SURCHARGE = "no extra cost to stop in occupied states"
# What each ongoing card does while in play (BM-A11, BM-A12), as the rules apply it.
ONGOING_EFFECTS = {
    "whistle_stop": (
        f"+1 movement point on each of your later cards (value or text); {NO_SURCHARGE}"
    ),
    "rail_pass": (
        f"on each later card, 1 free rail jump from a hub to any hub, even an occupied one; "
        f"{NO_SURCHARGE}"
    ),
    "barnstorming": f"3 free moves, kept for any of your turns this round; {NO_SURCHARGE}",
    "county_stumping": (
        "once a card, placing cubes in a state for a card's value places 1 more there"
    ),
}


def _ongoing_name(kind: str) -> str:
    return kind.replace("_", " ").title()


def _place_text(board: BullMooseBoard, where: str) -> str:
    if where == HERE:
        return "in the state you occupy"
    if where == ANYWHERE:
        return "in any state"
    if where in board.era.regions:
        return f"in the {where}"
    return f"in {board.era.states[where].name}"


@dataclass(frozen=True)
class Card:
    """A campaign card: value, icons, and a text in the effect vocabulary."""

    id: str
    kind: str
    title: str
    value: int
    train: bool
    support: str | None
    target: str | None  # R, P, D or eagle on attack cards
    requires: str | None  # a state or region the token must be in to play the text
    effects: tuple[Effect, ...]
    note: str

    @property
    def ongoing(self) -> bool:
        return self.kind in ONGOING_KINDS

    def shape(self) -> tuple[str, int, bool, str | None, str | None]:
        """The skeleton slot this card fills (party symbols all count as 'party')."""
        target = None if self.target is None else EAGLE if self.target == EAGLE else "party"
        return (self.kind, self.value, self.train, self.support, target)

    def text(self, board: BullMooseBoard) -> str:
        lines = [effect.text(board, self.target) for effect in self.effects]
        body = ". ".join(lines) + "."
        if self.requires:
            place = self.requires
            if place in board.era.states:
                place = board.era.states[place].name
            elif place in board.era.regions:
                place = f"the {place}"
            body = f"If you are in {place}: {body}"
        return body


@dataclass(frozen=True)
class Deck:
    """One candidate's 28 cards, in id order."""

    candidate: str
    cards: tuple[Card, ...]


def text_worth(card: Card) -> float:
    """Cubes the text is worth: +1 per cube placed, boxed or removed, +1/2 per move point."""
    worth = 0.0
    for effect in card.effects:
        if effect.action in ("place", "box", "remove"):
            worth += effect.count
        elif effect.action == "move":
            worth += effect.count / 2
    return worth


def expected_worth(card: Card) -> float:
    """What a text should be worth: its value, +1 for an occupancy condition, +1 for an attack
    (whose victim gains a Popularity cube). Ongoing cards are measured by their effect, not here.
    """
    return card.value + (card.requires is not None) + (card.target is not None)


# -- loading --------------------------------------------------------------------------------


def load_decks(folder: str | Path | None = None) -> Mapping[str, Deck]:
    """The five decks by candidate (default: the shipped ``cards/``), checked across decks too."""
    return _load_decks(Path(folder) if folder is not None else CARDS_DIR)


@cache
def _load_decks(folder: Path) -> Mapping[str, Deck]:
    board = load_board()
    decks = {cid: load_deck_file(folder / f"{cid}.yaml", board) for cid in board.candidates}
    _check_across(decks, folder)
    return MappingProxyType(decks)


def load_deck_file(path: str | Path, board: BullMooseBoard | None = None) -> Deck:
    return parse_deck(load_document(path), board or load_board())


def parse_deck(root: Node, board: BullMooseBoard) -> Deck:
    """Validate one deck document against the board data and the shared skeleton."""
    root.reject_unknown({"game", "candidate", "cards"})
    root.get("game").choice([GAME_ID])
    candidate = root.get("candidate").choice(board.candidates)
    cards_node = root.get("cards")
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for index, node in enumerate(cards_node.sequence()):
        card = _card(node, board, candidate)
        for label, value in (("id", card.id), ("title", card.title), ("note", card.note)):
            if f"{label}:{value}" in seen:
                raise node.child(label, value).fail(
                    f"this {label} is already used by cards[{seen[f'{label}:{value}']}]"
                )
            seen[f"{label}:{value}"] = index
        text_key = (
            "text:" + "|".join(e.key() for e in card.effects) + f"|{card.requires}|{card.target}"
        )
        if not card.ongoing and text_key in seen:
            raise node.child("effects", None).fail(
                f"the same text as cards[{seen[text_key]}]; give each card its own"
            )
        seen[text_key] = index
        cards.append(card)
    expected = board.deck.shapes()
    got = sorted(card.shape() for card in cards)
    if got != expected:
        missing = list((Counter(expected) - Counter(got)).elements())
        extra = list((Counter(got) - Counter(expected)).elements())
        raise cards_node.fail(
            f"the deck does not fill the skeleton: missing {_shapes(missing)}; "
            f"not in the skeleton {_shapes(extra)}"
        )
    return Deck(candidate, tuple(sorted(cards, key=lambda c: c.id)))


def _shapes(shapes: list[tuple[str, int, bool, str | None, str | None]]) -> str:
    if not shapes:
        return "none"
    parts = []
    for kind, value, train, support, target in shapes:
        extras = [x for x in ("train" if train else None, support, target) if x]
        parts.append(f"{kind} {value}" + (f" ({', '.join(extras)})" if extras else ""))
    return ", ".join(parts)


def _card(node: Node, board: BullMooseBoard, candidate: str) -> Card:
    node.reject_unknown(
        {"id", "kind", "title", "value", "train", "support", "target", "requires"}
        | {"effects", "note"}
    )
    id_node = node.get("id")
    card_id = id_node.text()
    size = board.deck.size
    valid_ids = {f"{candidate}{n:02d}" for n in range(1, size + 1)}
    if card_id not in valid_ids:
        raise id_node.fail(f"expected {candidate}01 to {candidate}{size:02d}, got {card_id!r}")
    kinds = sorted({slot.kind for slot in board.deck.skeleton})
    kind = node.get("kind").choice(kinds)
    title = _limited(node.get("title"), TITLE_LIMIT)
    if kind in ONGOING_KINDS and title != _ongoing_name(kind):
        raise node.child("title", title).fail(
            f"the rulebook names this card {_ongoing_name(kind)!r}; keep that title"
        )
    support_node = node.get("support", required=False)
    support = None if support_node.value is None else support_node.choice(["press", "senator"])
    target = _target(node.get("target", required=False), candidate, kind)
    requires_node = node.get("requires", required=False)
    requires = None
    if requires_node.value is not None:
        requires = _place(requires_node, board, candidate, allow=())
    effects = tuple(_effect(entry, board, candidate) for entry in node.get("effects").sequence())
    _check_effects(node.child("effects", None), kind, target, effects)
    return Card(
        id=card_id,
        kind=kind,
        title=title,
        value=node.get("value").integer(1, max(s.value for s in board.deck.skeleton)),
        train=node.get("train", required=False, default=False).boolean(),
        support=support,
        target=target,
        requires=requires,
        effects=effects,
        note=_limited(node.get("note"), NOTE_LIMIT),
    )


def _limited(node: Node, limit: int) -> str:
    text = node.text().strip()
    if len(text) > limit:
        raise node.fail(f"is {len(text)} characters long; keep it to {limit}")
    return text


def _target(node: Node, candidate: str, kind: str) -> str | None:
    if node.value is None:
        if kind == "attack":
            raise node.fail("an attack card needs a target: R, P, D or eagle")
        return None
    if kind != "attack":
        raise node.fail(f"only attack cards have a target, and this is a {kind} card")
    parties = [p for p in ALWAYS_IN_PLAY if p != candidate]
    return node.choice([*parties, EAGLE])


def _place(node: Node, board: BullMooseBoard, candidate: str, allow: tuple[str, ...]) -> str:
    """A state or region (or one of ``allow``); never a state the deck's candidate may not use."""
    value = node.value
    regions = board.era.regions
    if not (isinstance(value, str) and (value in board.era.states or value in regions)):
        if value in allow:
            return str(value)
        expected = ", ".join((*allow, *regions, "or a state code"))
        raise node.fail(f"expected {expected}; got {describe_value(value)}")
    if value in board.candidates[candidate].cannot_place:
        raise node.fail(f"{candidate} may not place cubes in {value}, so its cards never name it")
    return value


def _effect(node: Node, board: BullMooseBoard, candidate: str) -> Effect:
    mapping = node.mapping()
    actions = [a for a in ("place", "remove", "box", "move", "ongoing") if a in mapping]
    if len(actions) != 1:
        found = ", ".join(actions) or "none"
        raise node.fail(
            f"an effect needs exactly one of place, remove, box, move, ongoing (found {found})"
        )
    action = actions[0]
    if action == "ongoing":
        node.reject_unknown({"ongoing"})
        return Effect("ongoing", 1, node.get("ongoing").choice(ONGOING_KINDS))
    if action == "move":
        node.reject_unknown({"move"})
        return Effect("move", node.get("move").integer(1, MAX_MOVE), None)
    if action == "box":
        node.reject_unknown({"box", "to"})
        return Effect("box", node.get("box").integer(1, MAX_COUNT), node.get("to").choice(BOXES))
    node.reject_unknown({action, "in"})
    count = node.get(action).integer(1, 1 if action == "remove" else MAX_COUNT)
    return Effect(action, count, _place(node.get("in"), board, candidate, (HERE, ANYWHERE)))


def _check_effects(node: Node, kind: str, target: str | None, effects: tuple[Effect, ...]) -> None:
    """The kind decides the form: ongoing cards as BM-A11, one Popularity card, 1-cube attacks."""
    if not effects:
        raise node.fail("a card needs at least one effect")
    keys = tuple(e.key() for e in effects)
    if kind in ONGOING_KINDS:
        form = (f"ongoing:1:{kind}", "place:1:here")
        if keys != form:
            raise node.fail(
                f"a {_ongoing_name(kind)} card's text is exactly "
                f"[{{ongoing: {kind}}}, {{place: 1, in: here}}]"
            )
        return
    for index, effect in enumerate(effects):
        spot = node.child(index, None)
        if effect.action == "ongoing":
            raise spot.fail("only the four named ongoing cards stay in play")
        if effect.action == "box" and (effect.where == "popularity") != (kind == "popularity"):
            raise spot.fail("only the Popularity card puts cubes in the Popularity Box")
        if effect.action == "remove" and kind != "attack":
            raise spot.fail("only attack cards remove cubes")
    removals = sum(e.action == "remove" for e in effects)
    if kind == "attack" and removals != 1:
        raise node.fail(f"an attack card removes exactly 1 cube ({target}'s), found {removals}")
    if kind == "popularity" and "box:1:popularity" not in keys:
        raise node.fail("the Popularity card puts 1 cube in the Popularity Box")


def _check_across(decks: Mapping[str, Deck], folder: Path) -> None:
    """Titles and notes are unique over all 140 cards (but the four named ongoing cards)."""
    seen: dict[str, str] = {}
    for deck in decks.values():
        for card in deck.cards:
            for label, value in (("note", card.note), ("title", card.title)):
                if label == "title" and card.ongoing:
                    continue
                key = f"{label}:{value}"
                if key in seen:
                    raise DataError(
                        folder / f"{deck.candidate}.yaml",
                        f"cards[{card.id}].{label}",
                        f"{value!r} is already used by {seen[key]}",
                    )
                seen[key] = card.id
