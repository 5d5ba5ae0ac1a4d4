"""Corrupt Bargain's three card decks: loading, validation and balance figures.

The card texts live in YAML (``cards/events.yaml``, ``populace.yaml``,
``politicians.yaml``) and their effects use the small vocabulary documented in
``cards/VOCABULARY.md``. Everything is checked once, at load, so a mistake in a
card names the file, the spot inside it and the problem, instead of surfacing
mid-game in the rules engine. Pure Python, with no display code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from statistics import mean
from typing import Any, TypeVar

from boardgames.core.data import DataError, Node, describe_value, load_document
from boardgames.games.corrupt_bargain.map_facts import (
    ANYWHERE,
    LEGISLATURE_STATES,
    map_facts,
    region_of,
)

__all__ = [
    "CARDS_DIR",
    "DataError",
    "Decks",
    "Effect",
    "EventCard",
    "LEGISLATURE_STATES",
    "PoliticianCard",
    "PopulaceCard",
    "PushCard",
    "SUITS",
    "deck_statistics",
    "map_facts",
    "load_decks",
    "load_events",
    "load_politicians",
    "load_populace",
    "region_of",
]

CARDS_DIR = Path(__file__).resolve().parent / "cards"

# -- the map facts the cards refer to (map_facts.py; rulebook + NOTES.md) -------------------

_LAZY_FACTS = {"STATE_NAMES": "names", "STATES": "states", "REGIONS": "regions"}


def __getattr__(name: str) -> Any:
    """STATES, REGIONS and STATE_NAMES stay importable by name, computed on first use."""
    if name in _LAZY_FACTS:
        return getattr(map_facts(), _LAZY_FACTS[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


SUITS: tuple[str, ...] = ("slavery", "trade", "western")
SUIT_NAMES: dict[str, str] = {
    "slavery": "Slavery",
    "trade": "Trade",
    "western": "Western Expansion",
}

DECK_SIZES: dict[str, int] = {"events": 80, "populace": 60, "politicians": 60}
MAX_COUNT = 4  # tokens or cards moved by one effect
NOTE_LIMIT = 220  # characters; the note has to fit the bottom of a card
TITLE_LIMIT = 60

TOKENS = ("cube", "octagon")
REMOVABLE = ("cube", "octagon", "token")
DRAWABLE = ("populace", "politician")
OWNERS = ("own", "rival")
EFFECT_KEYS: dict[str, tuple[str, ...]] = {
    "add": ("add", "count", "in"),
    "remove": ("remove", "count", "owner", "in"),
    "draw": ("draw", "count"),
}


# -- cards ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Effect:
    """One line of card text, as data the rules engine interprets.

    ``action`` is add, remove or draw; ``what`` is the token kind (cube,
    octagon, or token = either, for removals) or the deck drawn from (populace,
    politician); ``where`` is a state code, a region, or "any" (None for draws);
    ``owner`` is own or rival for removals (None otherwise).
    """

    action: str
    what: str
    count: int
    where: str | None = None
    owner: str | None = None

    def states(self) -> tuple[str, ...]:
        """States this effect may touch, before lockdowns: cubes skip legislature states."""
        if self.where is None:
            return ()
        facts = map_facts()
        if self.where == ANYWHERE:
            candidates: tuple[str, ...] = facts.states
        elif self.where in facts.regions:
            candidates = facts.regions[self.where]
        else:
            candidates = (self.where,)
        if self.what == "cube":
            return tuple(s for s in candidates if s not in LEGISLATURE_STATES)
        return candidates

    def token_value(self) -> int:
        """Net tokens in the acting player's favour: adds and rival removals +, own removals -."""
        if self.action == "add":
            return self.count
        if self.action == "remove":
            return self.count if self.owner == "rival" else -self.count
        return 0

    def as_dict(self) -> dict[str, Any]:
        """The YAML form, so effects travel in saves and logs as plain data."""
        if self.action == "draw":
            return {"draw": self.what, "count": self.count}
        if self.action == "add":
            return {"add": self.what, "count": self.count, "in": self.where}
        return {"remove": self.what, "count": self.count, "owner": self.owner, "in": self.where}

    def text(self) -> str:
        """Card wording in the rulebook's style, e.g. '+2 Populace cubes in Pennsylvania'."""
        n = self.count
        if self.action == "draw":
            return f"Draw {n} {self.what.capitalize()} card{'s' if n > 1 else ''}"
        noun = {
            "cube": "Populace cube",
            "octagon": "Politician octagon",
            "token": "token",
        }[self.what] + ("s" if n > 1 else "")
        place = _place_text(self.where or ANYWHERE, self.what)
        if self.action == "add":
            return f"+{n} {noun} {place}"
        if self.owner == "own":  # "-1 of your own tokens", as in "one of your own tokens"
            return f"-{n} of your own {noun.rstrip('s')}s {place}"
        return f"-{n} rival {noun} {place}"

    def short(self) -> str:
        """The effect in a few words for a small card or a button, e.g. '+2 octagons: NY'."""
        n = self.count
        if self.action == "draw":
            return f"Draw {n} {self.what.capitalize()}"
        noun = self.what + ("" if n == 1 else "s")
        where = self.where or ANYWHERE
        place = "anywhere" if where == ANYWHERE else where
        if self.action == "add":
            return f"+{n} {noun}: {place}"
        whose = "own" if self.owner == "own" else "rival"
        return f"-{n} {whose} {noun}: {place}"


def _place_text(where: str, what: str) -> str:
    if where == ANYWHERE:
        return "in any popular-vote state" if what == "cube" else "in any state"
    if where in map_facts().regions:
        return f"in the {where}"
    return f"in {map_facts().names[where]}"


@dataclass(frozen=True)
class EventCard:
    """A campaign-turn card: its events happen when taken; the suit feeds Lockdowns."""

    number: int
    title: str
    suit: str
    area: tuple[str, ...]
    effects: tuple[Effect, ...]
    note: str


@dataclass(frozen=True)
class PushCard:
    """A Final Push card: Populace (mostly cubes) or Politician (mostly octagons)."""

    number: int
    title: str
    effects: tuple[Effect, ...]
    note: str


# The two Final Push decks share one card form; the names say which deck a card is from.
PopulaceCard = PoliticianCard = PushCard


@dataclass(frozen=True)
class Decks:
    """The three decks, each in card-number order."""

    events: tuple[EventCard, ...]
    populace: tuple[PopulaceCard, ...]
    politicians: tuple[PoliticianCard, ...]

    def event(self, number: int) -> EventCard:
        """An Event card by number (the Ultimate Tiebreaker compares these)."""
        return self.events[number - 1]


# -- loading --------------------------------------------------------------------------------

Card = TypeVar("Card", EventCard, PushCard)


def load_decks(folder: Path | None = None) -> Decks:
    """Load and validate all three decks from ``folder`` (default: the shipped ``cards/``)."""
    folder = Path(folder) if folder is not None else CARDS_DIR
    return Decks(
        events=load_events(folder / "events.yaml"),
        populace=load_populace(folder / "populace.yaml"),
        politicians=load_politicians(folder / "politicians.yaml"),
    )


def load_events(path: Path) -> tuple[EventCard, ...]:
    """Load the Event deck file (top-level key ``events``)."""
    return _load_deck(path, "events", _event_card)


def load_populace(path: Path) -> tuple[PopulaceCard, ...]:
    """Load the Populace deck file (top-level key ``populace``)."""
    return _load_deck(
        path, "populace", lambda node: _final_push_card(node, PopulaceCard, DECK_SIZES["populace"])
    )


def load_politicians(path: Path) -> tuple[PoliticianCard, ...]:
    """Load the Politician deck file (top-level key ``politicians``)."""
    return _load_deck(
        path,
        "politicians",
        lambda node: _final_push_card(node, PoliticianCard, DECK_SIZES["politicians"]),
    )


def _load_deck(path: Path, key: str, build: Callable[[Node], Card]) -> tuple[Card, ...]:
    root = load_document(path)
    root.reject_unknown([key])
    deck = root.get(key)
    size = DECK_SIZES[key]
    nodes = deck.sequence()
    cards: list[Card] = []
    numbers: dict[int, int] = {}
    titles: dict[str, int] = {}
    # Check every card before the count, so a short test file reports its real mistake.
    for index, node in enumerate(nodes):
        card = build(node)
        if card.number in numbers:
            raise node.child("number", card.number).fail(
                f"number {card.number} is already used by {key}[{numbers[card.number]}]"
            )
        if card.title in titles:
            raise node.child("title", card.title).fail(
                f"title {card.title!r} is already used by {key}[{titles[card.title]}]"
            )
        numbers[card.number] = index
        titles[card.title] = index
        cards.append(card)
    if len(cards) != size:
        # Numbers are unique and within 1..size, so the right count means none is missing.
        raise deck.fail(f"expected exactly {size} cards numbered 1 to {size}, got {len(cards)}")
    return tuple(sorted(cards, key=lambda card: card.number))


def _number_title_note(node: Node, size: int) -> tuple[int, str, str]:
    number = node.get("number").integer(1, size)
    title_node = node.get("title")
    title = title_node.text().strip()
    if len(title) > TITLE_LIMIT:
        raise title_node.fail(f"is {len(title)} characters long; keep titles to {TITLE_LIMIT}")
    note_node = node.get("note")
    note = note_node.text().strip()
    if len(note) > NOTE_LIMIT:
        raise note_node.fail(f"is {len(note)} characters long; keep notes to {NOTE_LIMIT}")
    return number, title, note


def _event_card(node: Node) -> EventCard:
    node.reject_unknown(["number", "title", "suit", "area", "effects", "note"])
    number, title, note = _number_title_note(node, DECK_SIZES["events"])
    suit = node.get("suit").choice(SUITS)
    effects = _effects(node.get("effects"), may_draw=True)
    area = _area(node.get("area"), effects)
    return EventCard(number, title, suit, area, effects, note)


def _final_push_card(node: Node, kind: type[Card], size: int) -> Card:
    node.reject_unknown(["number", "title", "effects", "note"])
    number, title, note = _number_title_note(node, size)
    effects = _effects(node.get("effects"), may_draw=False)
    return kind(number, title, effects, note)


def _area(node: Node, effects: tuple[Effect, ...]) -> tuple[str, ...]:
    """The card's map image: exactly the states and regions its effects name."""
    entries = node.sequence()
    if not entries:
        raise node.fail("an area needs at least one state or region")
    area: list[str] = []
    for entry in entries:
        name = _location(entry, allow_any=False)
        if name in area:
            raise entry.fail(f"{name} is listed twice")
        area.append(name)
    named = [e.where for e in effects if e.where is not None and e.where != ANYWHERE]
    for where in named:
        if where not in area:
            raise node.fail(f"an effect takes place in {where}, but the area does not show it")
    for entry, name in zip(entries, area, strict=True):
        if name not in named:
            raise entry.fail(f"the area shows {name}, but no effect takes place there")
    return tuple(area)


def _effects(node: Node, may_draw: bool) -> tuple[Effect, ...]:
    entries = node.sequence()
    if not entries:
        raise node.fail("a card needs at least one effect")
    return tuple(_effect(entry, may_draw) for entry in entries)


def _effect(node: Node, may_draw: bool) -> Effect:
    mapping = node.mapping()
    actions = [action for action in EFFECT_KEYS if action in mapping]
    if len(actions) != 1:
        found = f"found {', '.join(actions)}" if actions else "found none"
        raise node.fail(f"an effect needs exactly one of add, remove or draw ({found})")
    action = actions[0]
    node.reject_unknown(EFFECT_KEYS[action])
    count = node.get("count").integer(1, MAX_COUNT)
    if action == "draw":
        what_node = node.get("draw")
        if not may_draw:
            raise what_node.fail(
                "Populace and Politician cards are played in the Final Push and may not draw cards"
            )
        return Effect("draw", what_node.choice(DRAWABLE), count)
    what = node.get(action).choice(TOKENS if action == "add" else REMOVABLE)
    where_node = node.get("in")
    where = _location(where_node, allow_any=True)
    if what == "cube" and where in LEGISLATURE_STATES:
        raise where_node.fail(
            f"{where} chooses its electors in the legislature, so cubes are never there; "
            "use octagon (or a region, where the player picks a popular-vote state)"
        )
    owner = node.get("owner").choice(OWNERS) if action == "remove" else None
    return Effect(action, what, count, where, owner)


def _location(node: Node, allow_any: bool) -> str:
    value = node.value
    facts = map_facts()
    if isinstance(value, str) and (value in facts.states or value in facts.regions):
        return value
    if allow_any and value == ANYWHERE:
        return value
    expected = "a state code (" + ", ".join(facts.states) + "), " + ", ".join(facts.regions)
    expected += ", or any" if allow_any else ""
    raise node.fail(f"expected {expected}; got {describe_value(value)}")


# -- balance figures ------------------------------------------------------------------------


def card_value(effects: Iterable[Effect], draw_values: dict[str, float]) -> float:
    """Token-equivalents a card is worth to whoever plays it (see VOCABULARY.md)."""
    total = 0.0
    for effect in effects:
        if effect.action == "draw":
            total += effect.count * draw_values[effect.what]
        else:
            total += effect.token_value()
    return total


def _summary(values: list[float]) -> dict[str, float | int]:
    return {
        "cards": len(values),
        "mean_net": round(mean(values), 2),
        "min_net": round(min(values), 2),
        "max_net": round(max(values), 2),
    }


def _located_in(effect: Effect, region: str) -> bool:
    in_state = effect.where in map_facts().states
    return effect.where == region or (in_state and region_of(str(effect.where)) == region)


def deck_statistics(decks: Decks) -> dict[str, Any]:
    """Balance figures computed from the decks, quoted in VOCABULARY.md and checked by tests.

    A card's net value counts +1 per token it adds or removes from a rival, -1
    per own token it removes, and for each card drawn the mean net value of a
    card of that deck (Final Push cards never draw, so this is well founded).
    """
    final_push = {"populace": decks.populace, "politicians": decks.politicians}
    draw_values = {
        "populace": mean(card_value(card.effects, {}) for card in decks.populace),
        "politician": mean(card_value(card.effects, {}) for card in decks.politicians),
    }
    all_decks: dict[str, tuple[Any, ...]] = {"events": decks.events, **final_push}

    stats: dict[str, Any] = {
        "draw_value": {deck: round(value, 2) for deck, value in draw_values.items()},
        "decks": {},
        "event_suits": {},
        "regions": {},
        "anywhere_tokens": {},
        "states_named": {},
        "states_never_named": [],
    }
    for name, cards in all_decks.items():
        values = [card_value(card.effects, draw_values) for card in cards]
        effects = [effect for card in cards for effect in card.effects]
        summary: dict[str, Any] = _summary(values)
        summary["cubes_added"] = sum(
            e.count for e in effects if e.action == "add" and e.what == "cube"
        )
        summary["octagons_added"] = sum(
            e.count for e in effects if e.action == "add" and e.what == "octagon"
        )
        summary["rival_tokens_removed"] = sum(
            e.count for e in effects if e.action == "remove" and e.owner == "rival"
        )
        summary["own_tokens_removed"] = sum(
            e.count for e in effects if e.action == "remove" and e.owner == "own"
        )
        summary["cards_drawn"] = sum(e.count for e in effects if e.action == "draw")
        stats["decks"][name] = summary
        stats["anywhere_tokens"][name] = sum(
            e.token_value() for e in effects if e.where == ANYWHERE
        )
    for suit in SUITS:
        values = [card_value(c.effects, draw_values) for c in decks.events if c.suit == suit]
        stats["event_suits"][suit] = _summary(values)
    facts = map_facts()
    for region in facts.regions:
        entry: dict[str, Any] = {
            "event_cards_naming_region": sum(region in card.area for card in decks.events),
            "event_cards_touching_region": sum(
                any(
                    place == region or (place in facts.states and region_of(place) == region)
                    for place in card.area
                )
                for card in decks.events
            ),
        }
        for name, cards in all_decks.items():
            entry[f"{name}_net_tokens"] = sum(
                effect.token_value()
                for card in cards
                for effect in card.effects
                if _located_in(effect, region)
            )
        stats["regions"][region] = entry
    for state in facts.states:
        stats["states_named"][state] = sum(
            any(effect.where == state for effect in card.effects)
            for cards in all_decks.values()
            for card in cards
        )
    stats["states_never_named"] = [s for s, n in stats["states_named"].items() if n == 0]
    return stats


if __name__ == "__main__":  # pragma: no cover - a convenience for refreshing VOCABULARY.md
    import json

    print(json.dumps(deck_statistics(load_decks()), indent=2))
