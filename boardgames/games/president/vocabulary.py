"""President's small vocabularies: envelope effects, day-card conditions, the palette.

Envelopes and day cards are data, so the rules engine can read them with one
function each (a ``match`` on the form) instead of one function per card. Each
form below is also what keeps an envelope no stronger than one action card: an
argument outside the bounds here is a load error, not a balance surprise.
VOCABULARY.md explains every form; this module only parses and words them.
Pure Python, with no display code.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.data import Node

# -- the game's fixed names ------------------------------------------------------------------

# The seven actions, in the rulebook's order; the rules engine implements each one.
ACTIONS: tuple[str, ...] = (
    "promotion",
    "interview",
    "holidays",
    "camera",
    "deal",
    "envelope",
    "slander",
)
# Actions whose reward is counted at the press conference rather than at the turn.
PRESS_CONFERENCE_ACTIONS: tuple[str, ...] = ("interview", "camera")
# Chart levels from the bottom up: position numbers rise in this order.
LEVELS: tuple[str, ...] = ("secretariat", "vice_presidency", "presidency")
LEVEL_TITLES: dict[str, str] = {
    "secretariat": "Secretariat",
    "vice_presidency": "Vice presidency",
    "presidency": "Presidency",
}

# -- envelope effects ------------------------------------------------------------------------

# Actions an envelope may stand in for. Promotion, Holidays and Envelope are left out:
# a second Promotion in one turn could climb two levels, a Holidays before the reveal
# would hand the revealed card straight back, and an Envelope from an envelope is a swap.
ENVELOPE_ACTIONS: tuple[str, ...] = ("deal", "interview", "camera", "slander")
# Upper bounds that keep each envelope within one action card (VOCABULARY.md, "Strength").
MAX_RECOVER = 1  # Holidays, the card it is measured against, recovers the whole pile
MAX_REMOVE_SLANDER = 1  # one Slander card moves at most 1 VP
SWAP_SCOPES: tuple[str, ...] = ("same_level",)  # sideways only: Promotion is the way up
EFFECT_FORMS: tuple[str, ...] = ("act_as", "recover", "remove_slander", "swap")


@dataclass(frozen=True)
class EnvelopeEffect:
    """What an envelope does: ``form`` is one of EFFECT_FORMS, ``argument`` its value.

    act_as -> an action id (ENVELOPE_ACTIONS); recover and remove_slander -> a
    count; swap -> a scope (SWAP_SCOPES).
    """

    form: str
    argument: str | int

    def text(self) -> str:
        """The rules wording printed on the card, generated so it cannot disagree."""
        if self.form == "act_as":
            return _ACT_AS_TEXT[str(self.argument)]
        if self.form == "recover":
            return (
                f"Take {_cards(self.argument)} of your choice from your pile back into your hand."
            )
        if self.form == "remove_slander":
            noun = _cards(self.argument, "Slander card")
            return f"Before the guesses, take {noun} off your board: nobody guesses for it."
        return "Swap places with another animal on your own level."

    def as_dict(self) -> dict[str, str | int]:
        """The YAML form, so an effect can travel in saves and logs as plain data."""
        return {self.form: self.argument}


_ACT_AS_TEXT: dict[str, str] = {
    "deal": "Counts as a Deal played now: it pairs with the oldest open Deal of another animal.",
    "interview": "Counts as giving an Interview today.",
    "camera": "Counts as playing Camera: take a camera token now, and your cameras score "
    "at the press conference.",
    "slander": "Counts as a Slander: lay it on another animal and name its action at its turn.",
}


def _cards(count: str | int, noun: str = "card") -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def parse_effect(node: Node) -> EnvelopeEffect:
    """Read one envelope effect, refusing any form or argument outside the vocabulary."""
    form = _single_form(node, EFFECT_FORMS, "an effect")
    argument_node = node.child(form, node.mapping()[form])
    if form == "act_as":
        return EnvelopeEffect(form, argument_node.choice(ENVELOPE_ACTIONS))
    if form == "recover":
        return EnvelopeEffect(form, argument_node.integer(1, MAX_RECOVER))
    if form == "remove_slander":
        return EnvelopeEffect(form, argument_node.integer(1, MAX_REMOVE_SLANDER))
    return EnvelopeEffect(form, argument_node.choice(SWAP_SCOPES))


# -- day-card recovery conditions --------------------------------------------------------------

# What every day card gives an animal that meets its condition (the rulebook: "recover 1
# action card of your choice from your pile").
DAY_CARD_REWARD = "take 1 card back from your pile"
CONDITION_FORMS: tuple[str, ...] = ("total_vp", "level_in", "action_matches")
VP_TESTS: tuple[str, ...] = ("more_than_day_start", "at_most_day_start", "fewest")
MATCH_TESTS: tuple[str, ...] = ("seat_neighbour", "named")


@dataclass(frozen=True)
class RecoveryCondition:
    """When an animal recovers 1 card at the end of the day.

    total_vp -> one of VP_TESTS (total = filled + medal + corruption); level_in ->
    a tuple of LEVELS; action_matches -> one of MATCH_TESTS.
    """

    form: str
    argument: str | tuple[str, ...]

    @property
    def needs_naming(self) -> bool:
        """True when every animal must name an action before planning (Keep Your Word)."""
        return self.form == "action_matches" and self.argument == "named"

    def condition(self) -> str:
        """The condition alone, as a sentence for the card ("You end the day ...")."""
        return f"{self._preface()}{self._clause()[0].upper()}{self._clause()[1:]}."

    def text(self) -> str:
        """The whole card as one sentence, reward included, for the log, the banner and the
        rules screen: "If you end the day ..., take 1 card back from your pile." """
        return f"{self._preface()}If {self._clause()}, {DAY_CARD_REWARD}."

    def _preface(self) -> str:
        """What the card asks before planning (Keep Your Word's naming), or nothing."""
        if self.needs_naming:
            return (
                "Before planning, everyone says in turn which action they will play "
                "(lies allowed). "
            )
        return ""

    def _clause(self) -> str:
        if self.form == "total_vp":
            return _VP_CLAUSES[str(self.argument)]
        if self.form == "level_in":
            places = " or ".join(_LEVEL_PHRASES[lv] for lv in self.argument)
            return f"you end the day in {places}"
        if self.argument == "seat_neighbour":
            return "you play the same action card as an animal seated next to you"
        return "you play the action you said"

    def as_dict(self) -> dict[str, str | list[str]]:
        value = self.argument
        return {self.form: list(value) if isinstance(value, tuple) else value}


_LEVEL_PHRASES: dict[str, str] = {
    "secretariat": "a Secretariat position",
    "vice_presidency": "a Vice presidency",
    "presidency": "the Presidency",
}
_VP_CLAUSES: dict[str, str] = {
    "more_than_day_start": "you end the day with more VP than you began it with",
    "at_most_day_start": "you end the day with no more VP than you began it with",
    "fewest": "you end the day with the fewest VP (ties count)",
}


def parse_condition(node: Node) -> RecoveryCondition:
    """Read a day card's ``recover_if``, refusing anything outside the vocabulary."""
    form = _single_form(node, CONDITION_FORMS, "a recovery condition")
    argument_node = node.child(form, node.mapping()[form])
    if form == "total_vp":
        return RecoveryCondition(form, argument_node.choice(VP_TESTS))
    if form == "action_matches":
        return RecoveryCondition(form, argument_node.choice(MATCH_TESTS))
    entries = argument_node.sequence()
    if not entries:
        raise argument_node.fail("list at least one level")
    levels: list[str] = []
    for entry in entries:
        level = entry.choice(LEVELS)
        if level in levels:
            raise entry.fail(f"{level} is listed twice")
        levels.append(level)
    return RecoveryCondition(form, tuple(levels))


def _single_form(node: Node, forms: tuple[str, ...], what: str) -> str:
    mapping = node.mapping()
    found = [form for form in forms if form in mapping]
    if len(found) != 1 or len(mapping) != 1:
        listed = ", ".join(map(str, mapping)) or "nothing"
        raise node.fail(f"{what} needs exactly one key of {', '.join(forms)} (found {listed})")
    return found[0]


# -- the colour-blind-safe palette --------------------------------------------------------------

# Okabe & Ito's eight colours (the first six are theme.SAFE_PALETTE's, same names),
# plus the 60% grey that R's "Okabe-Ito" palette adds and white: both achromatic,
# so every kind of colour vision sees them alike. Ten colours for ten animals.
SAFE_COLOURS: dict[str, tuple[int, int, int]] = {
    "blue": (0, 114, 178),
    "orange": (230, 159, 0),
    "green": (0, 158, 115),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
    "sky": (86, 180, 233),
    "yellow": (240, 228, 66),
    "black": (0, 0, 0),
    "grey": (153, 153, 153),
    "white": (255, 255, 255),
}
