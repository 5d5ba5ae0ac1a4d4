"""President's heuristic bot, with personalities.

It reads only its own view: positions, VP, piles and so every animal's
possible hand (7 cards less its pile and laid Slander), cameras, envelope
counts, the day card and today's reveals. Each card is given a value for an
animal (``card_values``); the bot plans the best card for itself with some
noise (a predictable animal is easy to slander), and guesses a slandered
animal's card as the best card for that animal among those it can still hold.
Personalities weigh the parts differently: honest or lying when naming,
fond of Deals, of Slander or of climbing the chart.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from boardgames.core.protocol import Action
from boardgames.games.president.actions import (
    CAMERA,
    CLAIMS,
    DEAL,
    DEAL_WANTED,
    ENVELOPE,
    HOLIDAYS,
    INTERVIEW,
    NAMES,
    PASS,
    PLANS,
    PROMOTION,
    SLANDER,
    WILL_PLAY,
    WONT_PLAY,
    Guess,
    OpenEnvelope,
    Pick,
    Recover,
)
from boardgames.games.president.choices import (
    EnvelopeTurn,
    GiveCorruption,
    LaySlander,
    Promote,
    RecoverCard,
    TakeCamera,
)
from boardgames.games.president.claims import MakeClaim, credibility
from boardgames.games.president.rules import ALL_CARDS, PRState
from boardgames.games.president.steps import GuessFor, NameAction, PlanDay


@dataclass(frozen=True)
class Personality:
    """How an animal weighs its options; ``noise`` keeps its plans hard to read."""

    name: str
    honesty: float = 0.8  # chance of naming its real plan on Keep Your Word days
    deal: float = 1.0
    slander: float = 1.0
    climb: float = 1.0
    noise: float = 0.35


PERSONALITIES: tuple[Personality, ...] = (
    Personality("steady"),
    Personality("dealer", deal=1.5, slander=0.7, honesty=0.95),
    Personality("schemer", slander=1.5, honesty=0.4, noise=0.5),
    Personality("climber", climb=1.6, deal=0.9),
)


def play_chance(game: PRState, seat: int, card: int) -> float:
    """A rough chance that ``seat`` plays ``card`` today: uniform over what it may hold,
    moved towards its claim as far as its record of kept claims deserves."""
    return _chances(game, seat, game.known_hand(seat), (card,))[0]


def _chances(game: PRState, seat: int, hand: list[int], cards: tuple[int, ...]) -> list[float]:
    """``play_chance`` of each of ``cards`` for ``seat``, whose possible hand is ``hand``
    (what a valuation asks of every rival: the claim and its credit read once)."""
    if game.revealed[seat]:
        played = game.played[seat]
        return [1.0 if played == card else 0.0 for card in cards]
    said, value = game.claims[seat]
    if said == DEAL_WANTED:  # "Deal? — looking for a partner" says it will play Deal
        said = WILL_PLAY
    uniform = 1.0 / len(hand) if hand else 0.0
    trust = credibility(game, seat) if said in (WILL_PLAY, WONT_PLAY) else 0.0
    chances = []
    for card in cards:
        if card not in hand:
            chances.append(0.0)
        elif said not in (WILL_PLAY, WONT_PLAY):
            chances.append(uniform)
        elif said == WILL_PLAY:
            chances.append(
                trust + (1 - trust) * uniform if value == card else (1 - trust) * uniform
            )
        elif value == card:
            chances.append((1 - trust) * uniform)
        else:
            chances.append(uniform + trust * uniform / max(1, len(hand) - 1))
    return chances


_BOTH = (INTERVIEW, DEAL)
_DEAL_ONLY = (DEAL,)


def camera_gain(game: PRState, seat: int, cameras: int) -> float:
    """VP (and a little for popularity) that ``cameras`` would score for ``seat``."""
    track = game.board.popularity_track
    popularity, vp = game.popularity[seat], 0.0
    for _ in range(cameras):
        if popularity < track.length:
            popularity += 1
            vp += 1 if popularity in track.bonus_at else 0.3
        else:
            vp += 1
    return vp


def best_slander_target(
    game: PRState, seat: int, hands: list[list[int]] | None = None
) -> tuple[int, float]:
    """The animal most worth slandering: a readable hand, filled VP, a lead (``hands``:
    every seat's possible hand, when the caller has listed them)."""
    best, value = -1, 0.0
    for other in range(game.n):
        if other == seat or game.vp[other] < 1:
            continue
        hand = game.known_hand(other) if hands is None else hands[other]
        sure = 1.0 / max(1, len(hand) - 1)  # Holidays aside, the likeliest card
        worth = sure * (1.5 + 0.25 * game.total(other))
        if worth > value:
            best, value = other, worth
    return best, value


MEDAL_WORTH = 0.4  # the medal's VP seldom lasts: the animal swapped down promotes back
LEAD_WORTH = 0.2  # ... but it is worth more against a President who leads (cost the leader)
STEP_WORTH = 0.35  # a step up the chart short of the Presidency: later Interviews, ties


def promotion_value(
    game: PRState, seat: int, style: Personality, targets: list[int] | None = None
) -> float:
    """What Promotion is worth today: winning outright when the medal's VP is the last
    one needed; otherwise little, since a medal taken is usually taken back, a little
    more against a President who leads. (At a flat 1.1 the bots spent a third of their
    days swapping the Presidency to and fro, and one valuing it at 0.4 won 29% of 1,500
    games at 5 seats against four that did; the lead term leaves a bot's own win share
    as it was, 0.2575 of 2,000 games at 4 seats either way, and stops a President nobody
    contests from winning a third of 4-seat games.)"""
    if targets is None:
        targets = game.promotion_targets(seat)
    if not targets:
        return -1.0
    if not any(game.position[t] == game.n for t in targets):
        return style.climb * STEP_WORTH
    if game.total(seat) + 1 >= game.board.win_vp:
        return 3.0
    lead = max(0, game.total(game.president) - game.total(seat))
    return style.climb * (MEDAL_WORTH + LEAD_WORTH * lead)


# How many possible hands ``hand_without`` keeps, the least recently used forgotten first:
# one per set of cards gone (in the order they went), a few hundred in a long game.
HANDS_KEPT = 1024


@lru_cache(maxsize=HANDS_KEPT)
def hand_without(gone: tuple[int, ...]) -> tuple[int, ...]:
    """The cards an animal may hold once ``gone`` (its pile and laid Slanders) are out:
    ``PRState.known_hand`` as a tuple, cached because every valuation lists every seat's."""
    return tuple(card for card in ALL_CARDS if card not in gone)


def known_hands(game: PRState) -> list[tuple[int, ...]]:
    """Every animal's possible hand, by seat (``PRState.known_hands``, from the cache)."""
    zones = game.zones
    return [hand_without((*zones[("pile", p)], *zones[("out", p)])) for p in range(game.n)]


def card_values(game: PRState, seat: int, style: Personality) -> dict[int, float]:
    """What each card in ``seat``'s possible hand is worth to it today."""
    hands = known_hands(game)
    hand = hands[seat]
    values: dict[int, float] = {}
    position, mine = game.position, game.position[seat]
    higher, alone, partners = 0, 1.0, 1.0
    for p, hand_p in enumerate(hands):  # the chance of an Interview above, a Deal anywhere
        if p == seat:
            continue
        if position[p] > mine:
            interview, deal = _chances(game, p, hand_p, _BOTH)
            higher += 1
            alone *= 1 - interview
        else:
            (deal,) = _chances(game, p, hand_p, _DEAL_ONLY)
        partners *= 1 - min(1.0, 1.5 * deal)
    winners = game.chart.interview_winners
    values[INTERVIEW] = alone if winners == 1 or higher < winners else min(1.0, alone * 1.6)
    values[DEAL] = style.deal * (1 - partners)
    values[CAMERA] = camera_gain(game, seat, min(game.board.cameras, game.cameras[seat] + 1))
    zones = game.zones
    counts = [len(zones[("envelopes", p)]) for p in range(game.n)]
    held = counts[seat]
    counts[seat] = -1  # the most held by anyone else
    token = game.corruption != seat and held + 1 > max(counts)
    values[ENVELOPE] = 0.45 + (0.9 if token else 0.0)
    targets = game.promotion_targets(seat)
    values[PROMOTION] = promotion_value(game, seat, style, targets)
    values[SLANDER] = style.slander * best_slander_target(game, seat, hands)[1]
    pile = len(game.zones[("pile", seat)])
    values[HOLIDAYS] = 0.12 * pile - 0.3 + (0.8 if len(hand) <= 2 else 0.0)
    day = game.board.day_cards[game.day_card].recover_if
    if day.needs_naming and game.named[seat] >= 0:
        values[game.named[seat]] = values.get(game.named[seat], 0.0) + 0.4
    said, value = game.claims[seat]
    if said == WILL_PLAY and value in values:  # an honest animal tends to keep its word
        values[value] += 0.6 * style.honesty
    elif said == WONT_PLAY and value in values:
        values[value] -= 0.6 * style.honesty
    if day.form == "level_in":
        values[PROMOTION] += 0.3 * style.climb if targets else 0.0
    return {card: values[card] for card in hand}


class PresidentBot:
    """Plans from the public piles, guesses from each target's remaining cards, seeks
    Deals and uses Promotion against the animal above."""

    name = "normal"

    def __init__(self) -> None:
        self._drawn_for: tuple[object, object, int] | None = None
        self._drawn: dict[int, float] = {}

    def _noisy(
        self,
        view: PRState,
        player: int,
        values: dict[int, float],
        style: Personality,
        rng: random.Random,
    ) -> dict[int, float]:
        """The values plus this decision's noise, drawn once per decision: asked again on the
        same position without its favourite (the easy level, the search's candidates), the
        bot ranks the rest by the same draw instead of a fresh one."""
        head = view.head()
        last = self._drawn_for
        if last is None or last[0] is not view or last[1] is not head or last[2] != player:
            self._drawn_for = (view, head, player)
            self._drawn = {card: rng.gauss(0.0, style.noise) for card in values}
        return {card: value + self._drawn.get(card, 0.0) for card, value in values.items()}

    def choose(self, view: PRState, player: int, legal: list[Action], rng: random.Random) -> Action:
        style = PERSONALITIES[player % len(PERSONALITIES)]
        head = view.head()
        if isinstance(head, (PlanDay, NameAction)):
            values = card_values(view, player, style)
            noisy = self._noisy(view, player, values, style, rng)
            plan = max(noisy, key=noisy.__getitem__)
            if isinstance(head, NameAction):
                lie = rng.random() > style.honesty
                return (
                    NAMES[rng.choice([c for c in range(len(NAMES)) if c != plan])]
                    if lie
                    else NAMES[plan]
                )
            return PLANS[plan] if PLANS[plan] in legal else legal[0]
        if isinstance(head, MakeClaim):
            return self._claim(view, player, style, legal, rng)
        if isinstance(head, GuessFor):
            return self._guess(view, head.target, legal)
        if isinstance(head, EnvelopeTurn):
            return self._envelope(view, player, legal)
        if isinstance(head, RecoverCard):
            values = card_values(view, player, style)
            return max(
                legal, key=lambda a: values.get(a.card, 0.0) if isinstance(a, Recover) else 0
            )
        picks = [a.seat for a in legal if isinstance(a, Pick)]
        if picks:
            return Pick(self._pick(view, player, head, picks))
        return legal[rng.randrange(len(legal))]

    def _claim(
        self,
        view: PRState,
        player: int,
        style: Personality,
        legal: list[Action],
        rng: random.Random,
    ) -> Action:
        """Always advertise a planned Deal (it needs a partner); otherwise claim now and
        then, truthfully as often as the personality is honest, else as bait."""
        values = card_values(view, player, style)
        noisy = self._noisy(view, player, values, style, rng)
        plan = max(noisy, key=noisy.__getitem__)
        if plan != DEAL and rng.random() < 0.5:
            return PASS
        if plan == DEAL or rng.random() < style.honesty:
            claim = CLAIMS[WILL_PLAY][plan]
        else:
            claim = CLAIMS[WILL_PLAY][rng.choice([c for c in values if c != plan] or [plan])]
        return claim if claim in legal else PASS

    def _guess(self, view: PRState, target: int, legal: list[Action]) -> Action:
        """The best card for the target among those it may hold (by the target's values)."""
        values = card_values(view, target, PERSONALITIES[target % len(PERSONALITIES)])
        guesses = [a for a in legal if isinstance(a, Guess) and a.card in values]
        if not guesses:
            return legal[0]
        return max(guesses, key=lambda a: values[a.card])

    def _pick(self, view: PRState, player: int, head: object, seats: list[int]) -> int:
        if isinstance(head, GiveCorruption):  # the weakest of the tied
            return min(seats, key=lambda s: (view.total(s), view.position[s]))
        if isinstance(head, LaySlander):  # today's guess if possible, at the best target

            def worth(s: int) -> tuple[bool, bool, float, int]:
                return (
                    view.vp[s] > 0,
                    not view.revealed[s],
                    -len(view.known_hand(s)),
                    view.total(s),
                )

            return max(seats, key=worth)
        if isinstance(head, (Promote, TakeCamera)):  # cost the leader most
            return max(seats, key=lambda s: (view.total(s), view.position[s]))
        return max(seats, key=lambda s: view.total(s))  # a Reshuffle: take the stronger seat

    def _envelope(self, view: PRState, player: int, legal: list[Action]) -> Action:
        """Open what pays today; keep envelopes while they hold the corruption token."""
        counts = [view.envelope_count(p) for p in range(view.n)]
        others = max(counts[p] for p in range(view.n) if p != player)
        guarding = view.corruption == player and counts[player] - 1 < others
        for action in legal:
            if not isinstance(action, OpenEnvelope):
                continue
            effect = view.board.envelopes[action.card].effect
            sure = (
                effect.form == "act_as"
                and effect.argument == "deal"
                and any(p != player for p in view.open_deals)
            )
            if sure or not guarding and effect.form != "swap":
                return action
        return PASS


__all__ = ["PERSONALITIES", "PresidentBot", "Personality", "card_values"]
