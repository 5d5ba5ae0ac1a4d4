"""Scripted President tables for the rules tests: set a day up, then play it out.

``table`` builds a game with chosen positions, filled VP and day card;
``Script`` answers every decision from a plan (cards, targets, guesses,
envelopes) so each scenario of the spec (PR-T*) reads as data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from boardgames.core.protocol import Action, Event
from boardgames.games.president.actions import PASS, Guess, Name, OpenEnvelope, Pick, Plan
from boardgames.games.president.choices import EnvelopeTurn
from boardgames.games.president.claims import MakeClaim
from boardgames.games.president.rules import PRState, president_data
from boardgames.games.president.steps import GuessFor, NameAction, PlanDay, StartDay

DATA = president_data()
DAY = {card.id: index for index, card in enumerate(DATA.day_cards)}
KIND = {
    kind: [i for i, e in enumerate(DATA.envelopes) if e.kind.id == kind]
    for kind in {e.kind.id for e in DATA.envelopes}
}


def table(
    players: int,
    positions: list[int] | None = None,
    vp: list[int] | None = None,
    day: str = "gain_ground",
    seed: int = 1,
    **options: int,
) -> PRState:
    """A game at the start of day 1 with the given positions (by seat), VP and day card."""
    game = PRState(players, seed, options)
    if positions is not None:
        game.position = list(positions)
        game.popularity = [
            DATA.secretariat_popularity if game.level(p) == "secretariat" else 0
            for p in range(players)
        ]
    if vp is not None:
        game.vp = list(vp)
    zones = game.zones
    zones["day_deck"].extend(zones["day_card"])
    zones["day_card"].clear()
    zones["day_deck"].remove(DAY[day])
    zones["day_deck"].append(DAY[day])  # on top
    game.day = 0
    game.queue = [StartDay()]
    game.advance()
    return game


def give_envelope(game: PRState, seat: int, kind: str) -> int:
    card = next(c for c in KIND[kind] if c in game.zones["envelope_deck"])
    game.zones.move(card, "envelope_deck", ("envelopes", seat))
    return card


@dataclass
class Script:
    """Answers decisions: ``plans`` seat -> card; ``picks`` seat -> list of target seats;
    ``guesses`` seat -> list of actions; ``envelopes`` seat -> list of envelope cards."""

    plans: dict[int, int] = field(default_factory=dict)
    picks: dict[int, list[int]] = field(default_factory=dict)
    guesses: dict[int, list[int]] = field(default_factory=dict)
    envelopes: dict[int, list[int]] = field(default_factory=dict)
    names: dict[int, int] = field(default_factory=dict)
    claims: dict[int, Action] = field(default_factory=dict)

    def choose(self, game: PRState, seat: int, legal: list[Action]) -> Action:
        head = game.head()
        if isinstance(head, PlanDay):
            return Plan(self.plans[seat])
        if isinstance(head, MakeClaim):
            return self.claims.get(seat, PASS)
        if isinstance(head, NameAction):
            return Name(self.names.get(seat, self.plans.get(seat, 0)))
        if isinstance(head, GuessFor):
            return Guess(self.guesses[seat].pop(0))
        if isinstance(head, EnvelopeTurn):
            waiting = self.envelopes.get(seat, [])
            return OpenEnvelope(waiting.pop(0)) if waiting else PASS
        wanted = self.picks.get(seat, [])
        if wanted and Pick(wanted[0]) in legal:
            return Pick(wanted.pop(0))
        return legal[0]


def play(
    game: PRState, script: Script, until: Callable[[PRState], bool] | None = None
) -> list[Event]:
    """Play by the script until the day ends (a new day's planning), ``until`` or the end."""
    day = game.day
    events: list[Event] = []
    while not game.is_over():
        if until is not None and until(game):
            break
        if until is None and game.day > day:
            break
        seat = min(game.to_move())
        action = script.choose(game, seat, game.legal_actions(seat))
        events += game.apply(action, seat)
    return events
