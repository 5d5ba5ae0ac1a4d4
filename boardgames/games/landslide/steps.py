"""A Landslide turn as typed steps: Politics, roll and move, and the landing actions.

The turn is ``PreRoll`` (play Politics cards or roll), ``RollMove``, the landing
action, ``PostPolitics`` and ``EndOfTurn``. Every landing action and every
Politics card goes through a Stop window (``stops.open_window``, LS-A25).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.core.rng import randint
from boardgames.games.landslide.actions import (
    DECLINE,
    END_TURN,
    ROLL,
    ROLL_FOR_ME,
    ChooseDeck,
    Contest,
    FlyTo,
    PlayPolitics,
    TakeBack,
)
from boardgames.games.landslide.auction import StartAuction
from boardgames.games.landslide.cards_play import (
    CardCancelled,
    CardEffect,
    card_plays,
    describe_play,
    play_seat,
)
from boardgames.games.landslide.data import HOME, STATE
from boardgames.games.landslide.events import (
    Drew,
    Moved,
    Rolled,
    Said,
    name_seat,
    state_card,
    vote_cards,
)

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState
from boardgames.games.landslide.stops import open_window


def start_turn(game: LandslideState, player: int) -> list[Event]:
    """Begin ``player``'s turn: a fresh queue for it."""
    game.turn = player
    game.queue = [PreRoll(player), RollMove(player), PostPolitics(player), EndOfTurn()]
    return [Said(player, f"begins a turn (round {game.round}).")]


@dataclass(frozen=True, slots=True)
class EndOfTurn(Auto):
    """Pass the turn clockwise; a new round starts at the first player (the round limit ends)."""

    def run(self, game: LandslideState) -> list[Event]:
        following = (game.turn + 1) % game.n
        if following == game.first:
            game.round += 1
            if game.round > game.board.rules.round_limit:
                game.finished = True
                limit = game.board.rules.round_limit
                return [Said(-1, f"{limit} rounds are over: the game ends (table rule).")]
        return start_turn(game, following)


def _play_card(game: LandslideState, player: int, action: Action, again: Step) -> list[Event]:
    """Put a Politics card on the table, open its Stop window, then come back to ``again``."""
    assert isinstance(action, PlayPolitics)
    game.zones.move(action.card, ("hand", player), "table")
    what, seat = describe_play(game, player, action), play_seat(game, action)
    window = open_window(
        game,
        player,
        what,
        effect=CardEffect(player, action.card, action.target),
        otherwise=CardCancelled(action.card),
        include_actor=False,
        seat=seat,
    )
    game.queue[0:0] = [window, again]
    return [Said(player, f"plays {what}.", seat)]


@dataclass(frozen=True, slots=True)
class PreRoll(Decision):
    """Before the roll: play Politics cards, or roll (private: it lists the held cards).

    Every player rolls for themselves: the choice to roll is always offered beside
    "roll for me", so it never resolves by itself. A seat that chose "roll for me"
    is asked only when it holds a card it could play first. Bots answer at once.
    """

    private: ClassVar[bool] = True
    player: int

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        rolls = [ROLL] if player in game.roll_for_me else [ROLL, ROLL_FOR_ME]
        return [*rolls, *card_plays(game, player)]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        if action == ROLL_FOR_ME:
            game.roll_for_me = game.roll_for_me | {player}
            return [Said(player, "will have the die rolled for them from now on.")]
        if action == ROLL:
            return []
        return _play_card(game, player, action, self)

    def prompt(self, game: LandslideState, player: int) -> str:
        if card_plays(game, player):
            return "Roll the die, or play a Politics card first."
        return "Roll the die."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        return self.words(game, player, action, None)

    def words(
        self, game: LandslideState, player: int, action: Action, names: Sequence[str] | None
    ) -> str:
        if action == ROLL:
            return "Roll the die"
        if action == ROLL_FOR_ME:
            return "Roll, and roll for me from now on"
        return play_words(game, player, action, names)


@dataclass(frozen=True, slots=True)
class PostPolitics(Decision):
    """After the landing action: play Politics cards, or end the turn (private, as above)."""

    private: ClassVar[bool] = True
    player: int

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return [END_TURN, *card_plays(game, player)]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        if action == END_TURN:
            return []
        return _play_card(game, player, action, self)

    def prompt(self, game: LandslideState, player: int) -> str:
        return "Play a Politics card, or end your turn."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        return self.words(game, player, action, None)

    def words(
        self, game: LandslideState, player: int, action: Action, names: Sequence[str] | None
    ) -> str:
        return "End the turn" if action == END_TURN else play_words(game, player, action, names)


def play_words(
    game: LandslideState, player: int, action: Action, names: Sequence[str] | None
) -> str:
    """A Politics card played on one's turn, as its option says it: "Play Straw Poll",
    "Play Tax (on Ann)" (by seat number where no names are at hand)."""
    assert isinstance(action, PlayPolitics)
    what = describe_play(game, player, action)
    return f"Play {name_seat(what, play_seat(game, action), names)}"


# -- moving ----------------------------------------------------------------------------------


def move(game: LandslideState, player: int, steps: int) -> list[Event]:
    """Walk ``steps`` spaces clockwise; passing one's own Home pays (landing on it does not)."""
    track = game.board.data.track
    start = game.position[player]
    end = (start + steps) % len(track)
    game.position[player] = end
    events: list[Event] = [Moved(player, start, end, steps, track[end].label)]
    home = game.home_of[player]
    passed = any((start + k) % len(track) == home for k in range(1, steps))
    if passed:
        events += game.draw_votes(player, game.board.rules.pass_home, "passes Home and draws")
    return events


def steps_to(game: LandslideState, player: int, space: int) -> int:
    """How far ahead ``space`` is (1 to a full lap)."""
    size = len(game.board.data.track)
    return (space - game.position[player] - 1) % size + 1


@dataclass(frozen=True, slots=True)
class RollMove(Auto):
    """Roll the die, move, and land."""

    player: int

    def run(self, game: LandslideState) -> list[Event]:
        value = randint(game.rng, 1, 6)
        events: list[Event] = [Rolled(self.player, value)]
        events += move(game, self.player, value)
        game.queue.insert(0, land(game, self.player))
        return events


def land(game: LandslideState, player: int) -> Step:
    """The landing action of the space the player's token is on, as its first step."""
    space = game.board.data.track[game.position[player]]
    kind = space.kind
    where = space.label
    no_votes_left = not game.zones["pile"]  # a draw from the pile would give nothing
    if kind == HOME:
        son = game.home_owner(space.index)
        if son == player:
            return open_window(
                game,
                player,
                f"{where}: +{vote_cards(game.board.rules.land_home)}",
                effect=HomeReward(player),
                idle=no_votes_left,
            )
        if son < 0:
            return Nothing(player, "lands on an empty corner: nothing happens.")
        return open_window(
            game,
            player,
            f"{where}: the Favorite Son takes a Vote card",
            effect=FavoriteSon(son, player),
            idle=not game.zones[("votes", player)],
        )
    if kind == STATE:
        if not game.deck(space.region):
            return PickDeck(player, "state")
        return open_window(
            game,
            player,
            state_card(space.region),
            effect=StartAuction.state(player, space.region),
        )
    if kind == "open_ballot":
        return OpenBallot(player)
    if kind == "secret_ballot":
        return open_window(game, player, "a Secret Ballot", effect=StartAuction.secret(player))
    if kind == "politics":
        draw = DrawPolitics(player)
        return open_window(game, player, "a Politics card draw", draw, idle=not game.zones["pdeck"])
    if kind == "win_votes":
        return open_window(game, player, "Win Votes", WinVotes(player), idle=no_votes_left)
    return FlyChoice(player)


@dataclass(frozen=True, slots=True)
class Nothing(Auto):
    """A landing with no action (an empty corner, an Open Ballot with no state to contest)."""

    player: int
    text: str

    def run(self, game: LandslideState) -> list[Event]:
        return [Said(self.player, self.text)]


@dataclass(frozen=True, slots=True)
class HomeReward(Auto):
    player: int

    def run(self, game: LandslideState) -> list[Event]:
        return game.draw_votes(self.player, game.board.rules.land_home, "lands on Home and draws")


@dataclass(frozen=True, slots=True)
class WinVotes(Auto):
    player: int

    def run(self, game: LandslideState) -> list[Event]:
        return game.draw_votes(self.player, game.board.rules.win_votes, "wins votes: draws")


@dataclass(frozen=True, slots=True)
class FavoriteSon(Auto):
    """The Home's Favorite Son takes one of the lander's Vote cards, sight unseen (LS-A20)."""

    son: int
    lander: int

    def run(self, game: LandslideState) -> list[Event]:
        if not game.zones[("votes", self.lander)]:
            return [Said(self.lander, "has no Vote card for the Favorite Son.")]
        game.queue.insert(0, TakeFromVisitor(self.son, self.lander))
        return []


@dataclass(frozen=True, slots=True)
class TakeFromVisitor(Decision):
    """The Favorite Son picks one of the visitor's Vote cards from its face-down backs
    (spec 2.4.5). Which card lies under which back is dealt at random when he picks, so
    the pick is sight unseen however the hand was ordered; a single card is taken at once."""

    player: int  # the Favorite Son
    lander: int

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return [TakeBack(k) for k in range(len(game.zones[("votes", self.lander)]))]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, TakeBack)
        hand = game.zones[("votes", self.lander)]
        card = hand[(action.back + game.rng.randrange(len(hand))) % len(hand)]
        game.zones.move(card, ("votes", self.lander), ("votes", self.player))
        value = f"{game.board.votes[card]:,}"
        return [
            Drew(
                self.player,
                "takes a Vote card from a visitor, as Favorite Son",
                value,
                frozenset((self.player, self.lander)),
            )
        ]

    def prompt(self, game: LandslideState, player: int) -> str:
        count = len(game.zones[("votes", self.lander)])
        return f"Favorite Son: take one of the visitor's {vote_cards(count)}, sight unseen."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        assert isinstance(action, TakeBack)
        return f"Face-down card {action.back + 1}"


@dataclass(frozen=True, slots=True)
class DrawPolitics(Auto):
    """Draw a Politics card; it can be played at once (after the action) or kept."""

    player: int

    def run(self, game: LandslideState) -> list[Event]:
        deck = game.zones["pdeck"]
        if not deck:
            return [Said(self.player, "finds the Politics pile empty.")]
        card = deck.pop()
        game.zones[("hand", self.player)].append(card)
        title = game.board.data.politics[card].title
        return [Drew(self.player, "draws a Politics card", title, frozenset((self.player,)))]


@dataclass(frozen=True, slots=True)
class PickDeck(Decision):
    """Choose a State deck: the space's own is empty (LS-A7), or a card lets you choose."""

    player: int
    purpose: str  # "state": draw and auction; "free": take the top card (a gamble won)

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return [ChooseDeck(r) for r in game.board.regions if game.deck(r)]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, ChooseDeck)
        if self.purpose == "free":
            from boardgames.games.landslide.cards_play import take_free

            return take_free(game, player, action.deck)
        game.queue.insert(
            0,
            open_window(
                game,
                player,
                state_card(action.deck),
                effect=StartAuction.state(player, action.deck),
            ),
        )
        return [Said(player, f"draws from the {action.deck} deck instead.")]

    def prompt(self, game: LandslideState, player: int) -> str:
        if self.purpose == "free":
            return "Take the top card of which State deck?"
        return "That State deck is empty: draw from which deck?"

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        assert isinstance(action, ChooseDeck)
        return f"The {action.deck} deck ({len(game.deck(action.deck))} left)"


def contestable(game: LandslideState, player: int) -> list[str]:
    """States owned by other players, by code (what an Open Ballot may name)."""
    codes = game.board.codes
    return sorted(codes[s] for p in range(game.n) if p != player for s in game.owned(p))


@dataclass(frozen=True, slots=True)
class OpenBallot(Decision):
    """Name another player's state to put to auction, or decline (LS-A18)."""

    player: int

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return [DECLINE, *(Contest(code) for code in contestable(game, player))]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        if not isinstance(action, Contest):
            return [Said(player, "holds no Open Ballot.")]
        card = game.board.by_code[action.state]
        owner = game.where_owned(card)
        game.queue.insert(
            0,
            open_window(
                game,
                player,
                f"an Open Ballot on {action.state}",
                effect=StartAuction.open(player, owner, action.state),
            ),
        )
        return [Said(player, f"calls an Open Ballot on {action.state}.")]

    def prompt(self, game: LandslideState, player: int) -> str:
        return "Open Ballot: name another player's state to auction, or decline."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        if not isinstance(action, Contest):
            return "No Open Ballot"
        info = game.board.data.states[action.state]
        return f"Contest {info.name} ({info.ev} EV)"


@dataclass(frozen=True, slots=True)
class FlyChoice(Decision):
    """Fly Anywhere: any space ahead within one lap but a Fly space or one's own Home."""

    player: int

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        track = game.board.data.track
        ahead = sorted(track, key=lambda s: steps_to(game, player, s.index))  # nearest first
        return [
            FlyTo(s.index)
            for s in ahead
            if s.kind != "fly_anywhere" and s.index != game.home_of[player]
        ]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, FlyTo)
        label = game.board.data.track[action.space].label
        game.queue.insert(
            0,
            open_window(
                game,
                player,
                f"a flight to {label}",
                effect=MoveAndLand(player, steps_to(game, player, action.space)),
            ),
        )
        return [Said(player, f"will fly to {label}.")]

    def prompt(self, game: LandslideState, player: int) -> str:
        return "Fly Anywhere: choose a space ahead (or click it on the track)."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        assert isinstance(action, FlyTo)
        return f"Fly to {action.space}: {game.board.data.track[action.space].label}"


@dataclass(frozen=True, slots=True)
class MoveAndLand(Auto):
    """Move a chosen number of spaces and resolve the landing (flights, Politics moves)."""

    player: int
    steps: int

    def run(self, game: LandslideState) -> list[Event]:
        events = move(game, self.player, self.steps)
        game.queue.insert(0, land(game, self.player))
        return events
