"""President's day as a queue of steps: day card, naming, sealed planning, the turns
in position order, the press conference and the evening's recoveries.

A turn (``Turn``) is: the animal's envelopes, then the slander guesses against
it, then its reveal and its action. The order of turns is fixed when
resolution begins (spec PR-A5), so a promoted animal never acts twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.core.decisions import Auto, Decision, SealedChoice
from boardgames.core.protocol import Action, Event
from boardgames.games.president.actions import (
    CAMERA,
    DEAL,
    ENVELOPE,
    GUESSES,
    HOLIDAYS,
    INTERVIEW,
    NAMES,
    NO_CLAIM,
    PLANS,
    PROMOTION,
    SLANDER,
    WILL_PLAY,
    Guess,
    Name,
    Plan,
)
from boardgames.games.president.choices import (
    EnvelopeTurn,
    LaySlander,
    Promote,
    RecoverCard,
    card_words,
    return_slander,
)
from boardgames.games.president.claims import MakeClaim, check_claims
from boardgames.games.president.events import (
    DayBegins,
    GuessChecked,
    Guessed,
    GuessVoid,
    InterviewGiven,
    Named,
    PileReturned,
    Revealed,
    Scored,
    card_title,
)

if TYPE_CHECKING:
    from boardgames.games.president.rules import PRState


@dataclass(frozen=True, slots=True)
class StartDay(Auto):
    """Draw the day card (from a reshuffled deck when it is empty) and set up the day."""

    def run(self, game: PRState) -> list[Event]:
        if game.day >= game.max_days:
            return game.end_by_day_limit()
        game.day += 1
        zones = game.zones
        zones["days_used"].extend(zones["day_card"])
        zones["day_card"].clear()
        if not zones["day_deck"]:
            zones["day_deck"].extend(zones["days_used"])
            zones["days_used"].clear()
            game.rng.shuffle(zones["day_deck"])
        zones["day_card"].append(zones["day_deck"].pop())
        n = game.n
        game.day_start_total = [game.total(p) for p in range(n)]
        game.named = [-1] * n
        game.played = [-1] * n
        game.revealed = [False] * n
        game.interviewers = []
        game.camera_players = []
        game.open_deals = []
        game.claims = [NO_CLAIM] * n
        game.slandered_today = []
        game.dealers_today = []
        card = game.board.day_cards[game.day_card]
        order = game.by_position()
        if card.needs_naming:  # the naming is the day's claim
            talk: list[Decision] = [NameAction(p) for p in order]
        else:
            talk = [MakeClaim(p) for p in order] if game.claims_on else []
        game.queue[0:0] = [*talk, PlanDay(tuple(order))]
        return [DayBegins(game.day, card.title, card.recover_if.text())]


@dataclass(frozen=True, slots=True)
class NameAction(Decision):
    """Keep Your Word: in position order each animal names, in public, an action."""

    player: int

    def options(self, game: PRState, player: int) -> tuple[Action, ...]:
        return NAMES

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Name)
        game.named[player] = action.card
        if game.claims_on:
            game.claims[player] = (WILL_PLAY, action.card)
        return [Named(player, action.card)]

    def prompt(self, game: PRState, player: int) -> str:
        return "Keep Your Word: name the action you will play (you may lie)."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Name)
        return card_title(action.card)


@dataclass(frozen=True, slots=True)
class PlanDay(SealedChoice):
    """Every animal lays one card from its hand face down, all at once."""

    players: tuple[int, ...]

    def options(self, game: PRState, player: int) -> list[Action]:
        hand = sorted(game.zones[("hand", player)])  # type: ignore[type-var]
        assert HOLIDAYS in hand, "Holidays always comes back, so a hand is never empty"
        return [PLANS[card] for card in hand]

    def commit(self, game: PRState, player: int, action: Action) -> None:
        assert isinstance(action, Plan)
        game.zones.move(action.card, ("hand", player), self.slot(player))

    def unseal(self, game: PRState, player: int) -> None:
        for card in list(game.zones[self.slot(player)]):
            game.zones.move(card, self.slot(player), ("hand", player))  # type: ignore[arg-type]

    def reveal(self, game: PRState) -> list[Event]:
        game.order = game.by_position()
        game.queue[0:0] = [*(Turn(seat) for seat in game.order), PressConference(), EndOfDay()]
        return []

    def prompt(self, game: PRState, player: int) -> str:
        return "Lay one card face down for the day's plan."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Plan)
        return card_title(action.card)

    def explain(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Plan)
        return card_words(game, action.card)


@dataclass(frozen=True, slots=True)
class Turn(Auto):
    """An animal's turn: its envelopes (if any), then the guesses, then the reveal."""

    seat: int

    def run(self, game: PRState) -> list[Event]:
        game.said = []
        game.guesses = []
        steps: list[object] = [EnvelopeTurn(self.seat)] if game.envelope_count(self.seat) else []
        game.queue[0:0] = [*steps, CallGuesses(self.seat), Reveal(self.seat)]  # type: ignore[list-item]
        return []


@dataclass(frozen=True, slots=True)
class CallGuesses(Auto):
    """Each Slander on the board, bottom to top, asks its owner for a guess."""

    seat: int

    def run(self, game: PRState) -> list[Event]:
        guesses = [GuessFor(owner, self.seat) for owner, _ in game.slanders[self.seat]]
        game.queue[0:0] = guesses
        return []


@dataclass(frozen=True, slots=True)
class GuessFor(Decision):
    """A slanderer names an action nobody has named at this turn (spec PR-A19)."""

    player: int
    target: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [GUESSES[card] for card in range(len(GUESSES)) if card not in game.said]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Guess)
        game.said.append(action.card)
        game.guesses.append((player, action.card))
        return [Guessed(player, self.target, action.card)]

    def prompt(self, game: PRState, player: int) -> str:
        return "For the Slander, name the action you think this animal will reveal."

    def label(self, game: PRState, player: int, action: Action) -> str:
        """The card, and whether everyone can see the target no longer holds it."""
        assert isinstance(action, Guess)
        held = action.card in game.known_hand(self.target)
        return card_title(action.card) + ("" if held else " (not in hand)")

    def dropped(self, game: PRState, count: int) -> list[Event]:
        return [GuessVoid(self.player, self.target)] * count


@dataclass(frozen=True, slots=True)
class Reveal(Auto):
    """The animal's card is shown; then each guess is checked, then the card acts.

    Three kinds of step, not one, so that a screen showing the turn event by event
    moves each VP when its guess is announced, not with the reveal before it."""

    seat: int

    def run(self, game: PRState) -> list[Event]:
        seat = self.seat
        card = game.zones[("sealed", seat)].pop()
        assert card is not None and card >= 0
        game.played[seat] = card
        game.revealed[seat] = True
        checks = [CheckGuess(guesser, seat, named) for guesser, named in game.guesses]
        game.queue[0:0] = [*checks, Act(seat)]
        return [Revealed(seat, card)]


@dataclass(frozen=True, slots=True)
class CheckGuess(Auto):
    """A right guess steals one VP from the revealed animal, if it has one."""

    guesser: int
    seat: int
    named: int

    def run(self, game: PRState) -> list[Event]:
        right = self.named == game.played[self.seat]
        stolen = right and game.vp[self.seat] >= 1  # only filled VP can be stolen
        if stolen:
            game.vp[self.seat] -= 1
            game.add_vp(self.guesser)
        return [GuessChecked(self.guesser, self.seat, right, stolen)]


@dataclass(frozen=True, slots=True)
class Act(Auto):
    """The Slanders on the animal go home, its card goes to its pile and acts (unless the
    guesses just ended the game)."""

    seat: int

    def run(self, game: PRState) -> list[Event]:
        seat = self.seat
        card = game.played[seat]
        for owner, source in game.slanders[seat]:
            return_slander(game, owner, source)
        game.slanders[seat] = []
        game.guesses = []
        game.zones[("pile", seat)].append(card)  # a Slander leaves it again when laid
        events = game.check_end()
        if game.is_over():
            return events  # the game ends at once (spec PR-A38)
        return events + act(game, seat, card)


def act(game: PRState, seat: int, card: int) -> list[Event]:
    """What a revealed action card does at its animal's turn."""
    if card == PROMOTION:
        game.queue.insert(0, Promote(seat))
    elif card == INTERVIEW:
        if seat not in game.interviewers:
            game.interviewers.append(seat)
        return [InterviewGiven(seat)]
    elif card == HOLIDAYS:
        pile = game.zones[("pile", seat)]
        count = len(pile)
        game.zones[("hand", seat)].extend(pile)
        game.zones[("hand", seat)].sort()  # type: ignore[call-arg]
        pile.clear()
        return [PileReturned(seat, count)]
    elif card == CAMERA:
        return game.take_camera(seat)
    elif card == DEAL:
        return game.play_deal(seat)
    elif card == ENVELOPE:
        return game.draw_envelope(seat)
    elif card == SLANDER:
        game.zones.move(SLANDER, ("pile", seat), ("out", seat))
        game.queue.insert(0, LaySlander(seat, -1))
    return []


@dataclass(frozen=True, slots=True)
class PressConference(Auto):
    """Interviews, then cameras, scored in full before the check for the win."""

    def run(self, game: PRState) -> list[Event]:
        events: list[Event] = []
        ranked = sorted(game.interviewers, key=game.position.__getitem__, reverse=True)
        for seat in ranked[: game.chart.interview_winners]:
            game.add_vp(seat)
            events.append(Scored(seat, "interview", 1, 0))
        track = game.board.popularity_track
        for seat in game.camera_scorers():
            vp = popularity = 0
            for _ in range(game.cameras[seat]):
                if game.popularity[seat] < track.length:
                    game.popularity[seat] += 1
                    popularity += 1
                    vp += game.popularity[seat] in track.bonus_at
                else:
                    vp += 1  # a full track: the point becomes a VP
            game.add_vp(seat, vp)
            if vp or popularity:
                events.append(Scored(seat, "cameras", vp, popularity))
        return events + game.check_end()


def meets_day_card(game: PRState, seat: int) -> bool:
    """Whether ``seat`` meets the condition of the day card in force."""
    condition = game.board.day_cards[game.day_card].recover_if
    total = game.total(seat)
    match (condition.form, condition.argument):
        case ("total_vp", "more_than_day_start"):
            return total > game.day_start_total[seat]
        case ("total_vp", "at_most_day_start"):
            return total <= game.day_start_total[seat]
        case ("total_vp", "fewest"):
            return total == min(game.total(p) for p in range(game.n))
        case ("level_in", levels):
            return game.level(seat) in levels
        case ("action_matches", "seat_neighbour"):
            neighbours = (game.played[(seat - 1) % game.n], game.played[(seat + 1) % game.n])
            return game.played[seat] in neighbours
        case ("action_matches", "named"):
            return game.played[seat] == game.named[seat] >= 0
    raise ValueError(f"unknown day-card condition {condition.as_dict()}")


@dataclass(frozen=True, slots=True)
class EndOfDay(Auto):
    """Animals meeting the day card take a card back, in position order; a new day."""

    def run(self, game: PRState) -> list[Event]:
        winners = [p for p in game.by_position() if meets_day_card(game, p)]
        game.queue[0:0] = [*(RecoverCard(p) for p in winners), StartDay()]
        return check_claims(game) if game.claims_on else []
