"""President's data file: loading and validation into frozen dataclasses.

``president.yaml`` holds the organisation charts, the action and day cards, the
30 envelopes, the 10 animals and the constants the rulebook leaves open (the
popularity track). Everything is checked once, at load, so a mistake names the
file, the spot inside it and the problem, instead of surfacing mid-game in the
rules engine. Pure Python, with no display code. Format: VOCABULARY.md.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from boardgames.core.data import DataError, Node, load_document
from boardgames.games.president.charts import PLAYER_COUNTS, Chart, Position, parse_charts
from boardgames.games.president.fields import (
    bounded_text,
    identifier,
    require_all,
    sized,
    unique_list,
)
from boardgames.games.president.vocabulary import (
    ACTIONS,
    PRESS_CONFERENCE_ACTIONS,
    SAFE_COLOURS,
    EnvelopeEffect,
    RecoveryCondition,
    parse_condition,
    parse_effect,
)

__all__ = [
    "DATA_FILE",
    "ActionCard",
    "Animal",
    "Chart",
    "DataError",
    "DayCard",
    "EnvelopeCard",
    "EnvelopeKind",
    "PLAYER_COUNTS",
    "PopularityTrack",
    "Position",
    "PresidentData",
    "check_document",
    "load_president",
    "parse_president",
]

DATA_FILE = Path(__file__).resolve().parent / "president.yaml"
GAME_ID = "president"

# Sizes the rulebook fixes (its component list; the player counts are in charts.py).
DAY_CARD_COUNT = 6
ENVELOPE_COUNT = 30
ANIMAL_COUNT = 10
TITLE_LIMIT = 40  # characters; titles sit on small cards beside ten animal boards
TEXT_LIMIT = 200
NOTE_LIMIT = 120
TOP_LEVEL_KEYS: tuple[str, ...] = (
    "game",
    "win_vp",
    "start",
    "cameras",
    "popularity_track",
    "charts",
    "actions",
    "day_cards",
    "envelope_kinds",
    "envelopes",
    "animals",
)


# -- the dataclasses ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ActionCard:
    """One of the seven actions each animal holds; the engine implements it by ``id``."""

    id: str
    title: str
    text: str
    tagline: str

    @property
    def at_press_conference(self) -> bool:
        """Interview and Camera are counted at the press conference, not at the turn."""
        return self.id in PRESS_CONFERENCE_ACTIONS


@dataclass(frozen=True)
class DayCard:
    """A day card: at the end of the day, an animal meeting the condition recovers 1 card."""

    id: str
    title: str
    recover_if: RecoveryCondition

    @property
    def needs_naming(self) -> bool:
        return self.recover_if.needs_naming


@dataclass(frozen=True)
class EnvelopeKind:
    """A kind of envelope: its title and the one effect every card of the kind has."""

    id: str
    title: str
    effect: EnvelopeEffect


@dataclass(frozen=True)
class EnvelopeCard:
    """One of the 30 envelope cards: its kind (and so its effect), a title and flavour."""

    number: int
    title: str
    kind: EnvelopeKind
    note: str

    @property
    def effect(self) -> EnvelopeEffect:
        return self.kind.effect


@dataclass(frozen=True)
class Animal:
    """A seat's animal: its name, the letter on its token and a colour-blind-safe colour."""

    id: str
    name: str
    letter: str
    colour: str  # a name in vocabulary.SAFE_COLOURS
    rgb: tuple[int, int, int]


@dataclass(frozen=True)
class PopularityTrack:
    """Spaces on the popularity track; filling a ``bonus_at`` space also fills 1 VP."""

    length: int
    bonus_at: tuple[int, ...]


@dataclass(frozen=True)
class PresidentData:
    """Everything in president.yaml, checked."""

    win_vp: int
    start_vp: int
    secretariat_popularity: int
    cameras: int
    popularity_track: PopularityTrack
    charts: tuple[Chart, ...]
    actions: tuple[ActionCard, ...]
    day_cards: tuple[DayCard, ...]
    envelope_kinds: tuple[EnvelopeKind, ...]
    envelopes: tuple[EnvelopeCard, ...]
    animals: tuple[Animal, ...]

    def chart(self, players: int) -> Chart:
        for chart in self.charts:
            if chart.players == players:
                return chart
        raise KeyError(f"no organisation chart for {players} players")

    def envelope_counts(self) -> dict[str, int]:
        """Cards of each envelope kind, in the order the kinds are listed."""
        counts = Counter(card.kind.id for card in self.envelopes)
        return {kind.id: counts[kind.id] for kind in self.envelope_kinds}

    def summary(self) -> str:
        """One line for ``check-data``."""
        return (
            f"President data, charts for {PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]} players, "
            f"{len(self.day_cards)} day cards, {len(self.envelopes)} envelopes in "
            f"{len(self.envelope_kinds)} kinds, {len(self.animals)} animals, "
            f"popularity track {self.popularity_track.length}"
        )


# -- loading -----------------------------------------------------------------------------------


def load_president(path: str | Path | None = None) -> PresidentData:
    """Load and validate a President data file (default: the shipped president.yaml)."""
    return parse_president(load_document(path if path is not None else DATA_FILE))


def check_document(root: Node) -> str | None:
    """For ``check-data``: a summary if ``root`` is a President data file, None if not.

    A file counts as President's when it says ``game: president``, or when it has
    no ``game`` key but two of the game's own sections (so a file that lost its
    marker is still checked and told so). Raises DataError if it is one but wrong.
    """
    if not isinstance(root.value, dict):
        return None
    if "game" in root.value:
        if root.value["game"] != GAME_ID:
            return None
    elif len({"charts", "day_cards", "envelopes", "envelope_kinds"} & set(root.value)) < 2:
        return None
    return parse_president(root).summary()


def parse_president(root: Node) -> PresidentData:
    """Validate a loaded document; every problem raises DataError naming its path."""
    root.reject_unknown(TOP_LEVEL_KEYS)
    root.get("game").choice([GAME_ID])
    win_vp = root.get("win_vp").integer(1, 30)
    start = root.get("start")
    start.reject_unknown(["vp", "secretariat_popularity"])
    start_vp = start.get("vp").integer(0, win_vp - 1)
    track = _popularity_track(root.get("popularity_track"))
    start_popularity = start.get("secretariat_popularity").integer(0, track.length)
    actions = unique_list(root.get("actions"), _action_card, "id", "title")
    require_all(root.get("actions"), {card.id for card in actions}, ACTIONS, "action")
    day_cards = unique_list(root.get("day_cards"), _day_card, "id", "title")
    kinds_node = root.get("envelope_kinds")
    kinds = unique_list(kinds_node, _envelope_kind, "id", "title")
    return PresidentData(
        win_vp=win_vp,
        start_vp=start_vp,
        secretariat_popularity=start_popularity,
        cameras=root.get("cameras").integer(1, 10),
        popularity_track=track,
        charts=parse_charts(root.get("charts")),
        actions=actions,
        day_cards=sized(root.get("day_cards"), day_cards, DAY_CARD_COUNT, "day cards"),
        envelope_kinds=kinds,
        envelopes=_envelopes(root.get("envelopes"), kinds, kinds_node),
        animals=_animals(root.get("animals")),
    )


# -- sections ----------------------------------------------------------------------------------


def _popularity_track(node: Node) -> PopularityTrack:
    node.reject_unknown(["length", "bonus_at"])
    length = node.get("length").integer(1, 10)
    bonus: list[int] = []
    for entry in node.get("bonus_at").sequence():
        space = entry.integer(1, length)
        if space in bonus:
            raise entry.fail(f"space {space} is listed twice")
        bonus.append(space)
    return PopularityTrack(length, tuple(sorted(bonus)))


def _action_card(node: Node) -> ActionCard:
    node.reject_unknown(["id", "title", "text", "tagline"])
    return ActionCard(
        id=node.get("id").choice(ACTIONS),
        title=bounded_text(node.get("title"), TITLE_LIMIT),
        text=bounded_text(node.get("text"), TEXT_LIMIT),
        tagline=bounded_text(node.get("tagline"), NOTE_LIMIT),
    )


def _day_card(node: Node) -> DayCard:
    node.reject_unknown(["id", "title", "recover_if"])
    return DayCard(
        id=identifier(node.get("id")),
        title=bounded_text(node.get("title"), TITLE_LIMIT),
        recover_if=parse_condition(node.get("recover_if")),
    )


def _envelope_kind(node: Node) -> EnvelopeKind:
    node.reject_unknown(["id", "title", "effect"])
    return EnvelopeKind(
        id=identifier(node.get("id")),
        title=bounded_text(node.get("title"), TITLE_LIMIT),
        effect=parse_effect(node.get("effect")),
    )


def _envelopes(
    node: Node, kinds: tuple[EnvelopeKind, ...], kinds_node: Node
) -> tuple[EnvelopeCard, ...]:
    by_id = {kind.id: kind for kind in kinds}

    def build(entry: Node) -> EnvelopeCard:
        entry.reject_unknown(["number", "kind", "title", "note"])
        return EnvelopeCard(
            number=entry.get("number").integer(1, ENVELOPE_COUNT),
            kind=by_id[entry.get("kind").choice(by_id)],
            title=bounded_text(entry.get("title"), TITLE_LIMIT),
            note=bounded_text(entry.get("note"), NOTE_LIMIT),
        )

    # Numbers are unique and within 1..30, so the right count means none is missing.
    cards = sized(node, unique_list(node, build, "number", "title"), ENVELOPE_COUNT, "envelopes")
    used = {card.kind.id for card in cards}
    for kind, kind_node in zip(kinds, kinds_node.sequence(), strict=True):
        if kind.id not in used:
            raise kind_node.child("id", kind.id).fail(
                f"no envelope is of kind {kind.id!r}; remove the kind or use it"
            )
    return tuple(sorted(cards, key=lambda card: card.number))


def _animals(node: Node) -> tuple[Animal, ...]:
    def build(entry: Node) -> Animal:
        entry.reject_unknown(["id", "name", "letter", "colour"])
        letter_node = entry.get("letter")
        letter = letter_node.text()
        if len(letter) != 1 or not ("A" <= letter <= "Z"):
            raise letter_node.fail(f"expected one capital letter A-Z, got {letter!r}")
        colour_name = entry.get("colour").choice(SAFE_COLOURS)
        return Animal(
            id=identifier(entry.get("id")),
            name=bounded_text(entry.get("name"), TITLE_LIMIT),
            letter=letter,
            colour=colour_name,
            rgb=SAFE_COLOURS[colour_name],
        )

    animals = unique_list(node, build, "id", "name", "letter", "colour")
    return sized(node, animals, ANIMAL_COUNT, "animals")


def data_files() -> list[Path]:
    """The shipped President file, for ``selftest``."""
    return [DATA_FILE]
