"""Bull Moose's board data: candidates, electoral units and leanings, the deck skeleton.

Read from ``bull_moose.yaml`` on top of the era ``us-1912`` (states, votes,
regions, adjacency, rail hubs, the East overlay) and checked once, so the rules
can trust it and a hand edit that breaks a rulebook fact is refused with the
file, the key and the reason. Pure Python, with no display code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

from boardgames.core.data import DataError, Node, load_document
from boardgames.core.eras import Era, load_era

__all__ = [
    "BOARD_FILE",
    "BullMooseBoard",
    "Candidate",
    "DataError",
    "DeckRules",
    "SkeletonSlot",
    "Unit",
    "check_document",
    "load_board",
    "load_board_file",
    "parse_board",
]

BOARD_FILE = Path(__file__).resolve().parent / "bull_moose.yaml"
GAME_ID = "bull-moose"

# -- facts from the rulebook (shared/rulebooks/bull-moose-1912.txt) -----------------------
CANDIDATE_IDS: tuple[str, ...] = ("R", "P", "D", "S", "X")  # turn order, Taft first
TOTAL_EV = 531
RESTRICTIONS: dict[str, frozenset[str]] = {"R": frozenset({"CA", "SD"}), "P": frozenset({"OK"})}
SWING_BY_EXAMPLE = ("KY",)  # the worked example gives every candidate a cube in empty Kentucky
SPLIT_STATES: dict[str, int] = {"CA": 2}  # two party conventions, two State Boxes
ALWAYS_IN_PLAY = ("R", "P", "D")  # the 3-player game; attack symbols name only these

# -- the vocabulary of this file ------------------------------------------------------------
LEANINGS: tuple[tuple[str, ...], ...] = (("D",), ("R",), ("R", "P"), ("P",))
SWING = "swing"
ABILITIES = ("reposition", "add_in_region", "southern_bonus", "tie_bonus", "move_opponent")
ONGOING_KINDS = ("whistle_stop", "rail_pass", "barnstorming", "county_stumping")
CARD_KINDS = (*ONGOING_KINDS, "popularity", "attack", "press", "senator", "placement")
SUPPORT_OF_KIND = {"press": "press", "senator": "senator"}  # kinds showing a box symbol
TARGETS = ("party", "eagle")
MAX_CARD_VALUE = 4


@dataclass(frozen=True)
class Candidate:
    """One candidate (seat colour), with the rulebook's restrictions and ability."""

    id: str
    name: str
    party: str
    colour: str
    start: str
    cannot_place: frozenset[str]
    ability: str
    order: int

    def may_place(self, state: str) -> bool:
        return state not in self.cannot_place


@dataclass(frozen=True)
class Unit:
    """An electoral unit (a State Box): a whole state, or one of California's two boxes."""

    id: str
    state: str
    ev: int
    leaning: tuple[str, ...]  # party symbols; empty for a swing state
    token_box: bool  # the box a token stands in (the larger one in California)

    @property
    def swing(self) -> bool:
        return not self.leaning


@dataclass(frozen=True)
class SkeletonSlot:
    """``count`` cards of one shape that every deck holds; only their texts differ."""

    kind: str
    count: int
    value: int
    train: bool
    support: str | None
    target: str | None  # party, eagle, or None for a card that attacks nobody

    def shape(self) -> tuple[str, int, bool, str | None, str | None]:
        return (self.kind, self.value, self.train, self.support, self.target)


@dataclass(frozen=True)
class DeckRules:
    """Deck size, the draw-8-keep-4 hand, and the shared skeleton."""

    size: int
    draw: int
    keep: int
    skeleton: tuple[SkeletonSlot, ...]

    def shapes(self) -> list[tuple[str, int, bool, str | None, str | None]]:
        """One shape per card, sorted: what every deck's cards must add up to."""
        return sorted(slot.shape() for slot in self.skeleton for _ in range(slot.count))


@dataclass(frozen=True)
class BullMooseBoard:
    """Everything fixed about a Bull Moose table, checked against the rulebook's facts."""

    era: Era
    total_ev: int
    rounds: int
    turns_per_round: int
    cube_values: tuple[int, int]  # small, large
    candidates: Mapping[str, Candidate]
    seats: Mapping[int, tuple[str, ...]]
    units: Mapping[str, Unit]
    deck: DeckRules

    @property
    def turn_order(self) -> tuple[str, ...]:
        return tuple(self.candidates)

    @property
    def rail_hubs(self) -> tuple[str, ...]:
        return self.era.rail_hubs

    def units_of(self, state: str) -> tuple[Unit, ...]:
        return tuple(unit for unit in self.units.values() if unit.state == state)

    def neighbours(self, state: str) -> frozenset[str]:
        """One move away: borders plus the East overlay (UT-NM and CO-AZ are not borders)."""
        return self.era.movement_neighbours(state)


# -- loading --------------------------------------------------------------------------------


@cache
def load_board() -> BullMooseBoard:
    """The shipped board data, loaded once per process."""
    return load_board_file(BOARD_FILE)


def load_board_file(path: str | Path) -> BullMooseBoard:
    return parse_board(load_document(path))


def parse_board(root: Node) -> BullMooseBoard:
    """Validate a Bull Moose data document; every error names the key at fault."""
    root.reject_unknown(
        {"game", "era", "total_ev", "rounds", "turns_per_round", "cube_values"}
        | {"candidates", "seats", "units", "deck"}
    )
    root.get("game").choice([GAME_ID])
    era_node = root.get("era")
    era_id = era_node.text()
    try:
        era = load_era(era_id)
    except DataError as exc:
        raise era_node.fail(f"cannot load era '{era_id}' ({exc})") from None
    total_node = root.get("total_ev")
    total = total_node.integer(1)
    if total != TOTAL_EV or era.total_ev != TOTAL_EV:
        raise total_node.fail(
            f"the rulebook's total is {TOTAL_EV}; this file says {total}, the era {era.total_ev}"
        )
    rounds = root.get("rounds").integer(1, 20)
    turns = root.get("turns_per_round").integer(1, 10)
    candidates = _candidates(root.get("candidates"), era)
    units = _units(root.get("units"), era, candidates, total)
    return BullMooseBoard(
        era=era,
        total_ev=total,
        rounds=rounds,
        turns_per_round=turns,
        cube_values=_cube_values(root.get("cube_values")),
        candidates=MappingProxyType(candidates),
        seats=MappingProxyType(_seats(root.get("seats"), candidates)),
        units=MappingProxyType(units),
        deck=_deck(root.get("deck"), rounds, turns),
    )


def _cube_values(node: Node) -> tuple[int, int]:
    node.reject_unknown({"small", "large"})
    small = node.get("small").integer(1, 1)
    large_node = node.get("large")
    return small, large_node.integer(2, 20)


def _state(node: Node, era: Era) -> str:
    code = node.text()
    if code not in era.states:
        raise node.fail(f"'{code}' is not a state of {era.id}")
    return code


def _candidates(node: Node, era: Era) -> dict[str, Candidate]:
    found = list(node.mapping())
    if found != list(CANDIDATE_IDS):
        raise node.fail(
            f"expected the candidates {', '.join(CANDIDATE_IDS)} in turn order, "
            f"got {', '.join(map(str, found)) or 'none'}"
        )
    candidates: dict[str, Candidate] = {}
    for order, (cid, entry) in enumerate(node.items(), start=1):
        entry.reject_unknown({"name", "party", "colour", "start", "cannot_place", "ability"})
        start_node = entry.get("start")
        start = _state(start_node, era)
        cannot_node = entry.get("cannot_place")
        cannot = frozenset(_state(n, era) for n in cannot_node.sequence())
        missing = RESTRICTIONS.get(cid, frozenset()) - cannot
        if missing:
            raise cannot_node.fail(
                f"the rulebook forbids {cid} to place cubes in {', '.join(sorted(missing))}"
            )
        if start in cannot:
            raise start_node.fail(f"{cid} may not place cubes in its own starting state {start}")
        hub_moves = _moves_to_hub(era, start)
        if hub_moves > 1:
            raise start_node.fail(f"{start} is {hub_moves} moves from the nearest rail hub (max 1)")
        candidate = Candidate(
            id=cid,
            name=entry.get("name").text(),
            party=entry.get("party").text(),
            colour=entry.get("colour").text(),
            start=start,
            cannot_place=cannot,
            ability=entry.get("ability").choice(ABILITIES),
            order=order,
        )
        for other in candidates.values():
            for field_name in ("start", "colour", "ability"):
                if getattr(other, field_name) == getattr(candidate, field_name):
                    raise entry.child(field_name, None).fail(
                        f"{field_name} {getattr(candidate, field_name)!r} is already {other.id}'s"
                    )
        candidates[cid] = candidate
    return candidates


def _moves_to_hub(era: Era, start: str) -> int:
    """Fewest moves from a state to a rail hub (breadth-first over the movement graph)."""
    if not era.rail_hubs:
        return 0  # nothing to reach; a board without hubs has no Express Trains
    frontier, seen, moves = {start}, {start}, 0
    while frontier:
        if frontier & set(era.rail_hubs):
            return moves
        frontier = {n for s in frontier for n in era.movement_neighbours(s)} - seen
        seen |= frontier
        moves += 1
    return len(era.states)


def _seats(node: Node, candidates: Mapping[str, Candidate]) -> dict[int, tuple[str, ...]]:
    seats: dict[int, tuple[str, ...]] = {}
    for key, entry in node.items():
        if not key.isdigit() or not 3 <= int(key) <= len(candidates):
            raise entry.fail(f"seat counts go from 3 to {len(candidates)}, got {key!r}")
        ids = tuple(n.choice(candidates) for n in entry.sequence())
        if len(ids) != int(key):
            raise entry.fail(f"{key} seats need {key} candidates, got {len(ids)}")
        if list(ids) != [c for c in candidates if c in ids]:
            raise entry.fail("list the candidates once each, in turn order")
        if not set(ALWAYS_IN_PLAY) <= set(ids):
            raise entry.fail(f"{', '.join(ALWAYS_IN_PLAY)} play at every table")
        seats[int(key)] = ids
    if sorted(seats) != list(range(3, len(candidates) + 1)):
        raise node.fail(f"give the candidates for every seat count from 3 to {len(candidates)}")
    return seats


def _units(
    node: Node, era: Era, candidates: Mapping[str, Candidate], total: int
) -> dict[str, Unit]:
    units: dict[str, Unit] = {}
    for uid, entry in node.items():
        entry.reject_unknown({"state", "ev", "leaning", "token_box"})
        if entry.has("state"):
            state = _state(entry.get("state"), era)
        elif uid in era.states:
            state = uid
        else:
            raise entry.fail(f"'{uid}' is not a state of {era.id}; a box of one needs 'state'")
        ev = entry.get("ev").integer(1, 99)
        leaning = _leaning(entry.get("leaning"), state, candidates)
        token_box = entry.get("token_box", required=False, default=False).boolean()
        units[uid] = Unit(uid, state, ev, leaning, token_box)
    for state, info in era.states.items():
        boxes = [u for u in units.values() if u.state == state]
        expected = SPLIT_STATES.get(state, 1)
        if len(boxes) != expected:
            raise node.fail(f"{info.name} needs {expected} unit(s), got {len(boxes)}")
        where = node.child(boxes[0].id, None).child("ev", None)
        if sum(u.ev for u in boxes) != info.ev:
            raise where.fail(
                f"{info.name}'s boxes add up to {sum(u.ev for u in boxes)} electoral votes; "
                f"the era gives {info.ev}"
            )
        if expected == 1:
            units[boxes[0].id] = Unit(boxes[0].id, state, info.ev, boxes[0].leaning, True)
        elif sum(u.token_box for u in boxes) != 1:
            raise node.child(boxes[0].id, None).fail(
                f"exactly one of {info.name}'s boxes must have token_box: true"
            )
    counted = sum(u.ev for u in units.values())
    if counted != total:
        raise node.fail(f"the units' electoral votes add up to {counted}, not {total}")
    for state in SWING_BY_EXAMPLE:
        for unit in units.values():
            if unit.state == state and not unit.swing:
                raise (
                    node.child(unit.id, None)
                    .child("leaning", None)
                    .fail(f"{state} is a swing state in the rulebook's worked example")
                )
    return units


def _leaning(node: Node, state: str, candidates: Mapping[str, Candidate]) -> tuple[str, ...]:
    if node.value == SWING:
        barred = [c.id for c in candidates.values() if not c.may_place(state)]
        if barred:  # a swing state gives every candidate a leaning cube (BM-A44)
            raise node.fail(
                f"{', '.join(barred)} may not place cubes in {state}, so it cannot be a swing "
                "state (every candidate gets a leaning cube there)"
            )
        return ()
    symbols = tuple(node.text_list()) if isinstance(node.value, list) else None
    if symbols not in LEANINGS:
        shown = ", ".join("[" + ", ".join(s) + "]" for s in LEANINGS)
        raise node.fail(f"expected one of {shown} or swing")
    for symbol in symbols:
        if not candidates[symbol].may_place(state):
            raise node.fail(
                f"{symbol} ({candidates[symbol].party}) may not place cubes in {state}, "
                "so no leaning cube of theirs can go there"
            )
    return symbols


def _deck(node: Node, rounds: int, turns: int) -> DeckRules:
    node.reject_unknown({"size", "draw", "keep", "skeleton"})
    size_node = node.get("size")
    size = size_node.integer(1, 100)
    if size != rounds * turns:
        raise size_node.fail(f"every card is played: {rounds} rounds x {turns} turns is not {size}")
    keep_node = node.get("keep")
    keep = keep_node.integer(1, 20)
    if keep != turns:
        raise keep_node.fail(f"a hand is one card per turn, so keep must be {turns}")
    draw = node.get("draw").integer(keep, 40)
    slots = tuple(_slot(entry) for entry in node.get("skeleton").sequence())
    counted = sum(slot.count for slot in slots)
    if counted != size:
        raise node.child("skeleton", None).fail(f"the slots hold {counted} cards, not {size}")
    for kind in (*ONGOING_KINDS, "popularity"):
        if sum(slot.count for slot in slots if slot.kind == kind) != 1:
            raise node.child("skeleton", None).fail(f"a deck holds exactly one {kind} card")
    return DeckRules(size, draw, keep, slots)


def _slot(node: Node) -> SkeletonSlot:
    node.reject_unknown({"kind", "count", "value", "train", "support", "target"})
    kind = node.get("kind").choice(CARD_KINDS)
    support_node = node.get("support", required=False)
    support = support_node.value
    if support != SUPPORT_OF_KIND.get(kind):
        raise support_node.fail(f"a {kind} card shows {SUPPORT_OF_KIND.get(kind) or 'no'} symbol")
    target_node = node.get("target", required=False)
    target = None if target_node.value is None else target_node.choice(TARGETS)
    if (target is not None) != (kind == "attack"):
        raise target_node.fail("attack cards, and only they, have a target (party or eagle)")
    return SkeletonSlot(
        kind=kind,
        count=node.get("count").integer(1, 28),
        value=node.get("value").integer(1, MAX_CARD_VALUE),
        train=node.get("train", required=False, default=False).boolean(),
        support=support,
        target=target,
    )


def check_document(root: Node) -> str | None:
    """One-line summary of a Bull Moose data or deck file; None if the file is not one.

    A document is ours when its top level says ``game: bull-moose``; a deck file
    also has ``cards``. A file of ours that is wrong raises DataError.
    """
    if not isinstance(root.value, dict) or root.value.get("game") != GAME_ID:
        return None
    if root.has("cards"):
        from boardgames.games.bull_moose.cards import parse_deck

        deck = parse_deck(root, load_board())
        return f"Bull Moose deck {deck.candidate}, {len(deck.cards)} cards"
    board = parse_board(root)
    swing = sum(unit.swing for unit in board.units.values())
    return (
        f"Bull Moose board, {len(board.units)} units, {board.total_ev} electoral votes, "
        f"{swing} swing, {len(board.rail_hubs)} rail hubs"
    )


def data_files() -> list[Path]:
    """The shipped Bull Moose files (board and decks), for ``selftest``."""
    from boardgames.games.bull_moose.cards import CARDS_DIR

    return [BOARD_FILE, *sorted(CARDS_DIR.glob("*.yaml"))]
