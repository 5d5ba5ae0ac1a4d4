"""Words for Landslide's choices and table, for the screen (pure Python, no display code)."""

from __future__ import annotations

from boardgames.core.protocol import Action
from boardgames.games.landslide.actions import (
    BackOut,
    Bid,
    ChooseDeck,
    Contest,
    Decline,
    EndTurn,
    FlyTo,
    Forfeit,
    NoObjection,
    Object,
    Pass,
    Pay,
    PlayPolitics,
    PlayStop,
    Reorder,
    Roll,
    RollForMe,
    TakeBack,
)
from boardgames.games.landslide.cards_play import describe_play
from boardgames.games.landslide.events import millions, money, vote_cards
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState

BID_LADDER = (0, 1, 2, 4, 8, 12, 20, 40)  # steps above the lowest raise offered as buttons


def vote_summary(values: list[int]) -> str:
    """A hand of Vote cards in few words, biggest first: "5M, 2M x2, 0.25M"."""
    counts: dict[int, int] = {}
    for value in sorted(values, reverse=True):
        counts[value] = counts.get(value, 0) + 1
    parts = [millions(v) + (f" x{c}" if c > 1 else "") for v, c in counts.items()]
    return ", ".join(parts) or "no Vote cards"


def seat_summary(game: LandslideState, player: int) -> str:
    """A seat's public standing in one line: "12 EV  2 states  1 Vote card  0 Politics"."""
    states = len(game.owned(player))
    return (
        f"{game.ev(player)} EV  {states} state{'' if states == 1 else 's'}  "
        f"{vote_cards(len(game.zones[('votes', player)]))}  {game.politics_count(player)} Politics"
    )


def bid_choices(bids: list[Bid]) -> list[Bid]:
    """A few bids to show as buttons: the lowest raise and jumps above it."""
    return [bids[k] for k in BID_LADDER if k < len(bids)]


def ceiling_choices(bids: list[Bid]) -> list[Bid]:
    """Ceilings to show as buttons: a sealed ceiling is named once, so every amount a
    person might mean, in steps that widen as it grows (250,000 up to 2,000,000, then
    500,000 up to 5,000,000, then 1,000,000)."""
    return [
        b
        for b in bids
        if b.amount <= 2_000_000
        or (b.amount <= 5_000_000 and b.amount % 500_000 == 0)
        or b.amount % 1_000_000 == 0
    ]


def label(game: LandslideState, player: int, action: Action) -> str:
    """The button text for one choice."""
    b = game.board
    if isinstance(action, Roll):
        return "Roll the die"
    if isinstance(action, RollForMe):
        return "Roll, and roll for me from now on"
    if isinstance(action, TakeBack):
        return f"Face-down card {action.back + 1}"
    if isinstance(action, Forfeit):
        info = b.data.states[action.state]
        return f"Forfeit {info.name} ({info.ev} EV)"
    if isinstance(action, EndTurn):
        return "End the turn"
    if isinstance(action, PlayPolitics):
        return f"Play {describe_play(game, player, action)}"
    if isinstance(action, NoObjection):
        return "No objections"
    if isinstance(action, Object):
        return "Stop! (object)"
    if isinstance(action, PlayStop):
        return f"Play {b.data.politics[action.card].title}"
    if isinstance(action, BackOut):
        return "Back out: no Stop"
    sealed = isinstance(game.head(), SealedCeilings)
    if isinstance(action, Pass):
        return "No bid (ceiling 0)" if sealed else "Pass"
    if isinstance(action, Bid):
        return f"{'Ceiling' if sealed else 'Bid'} {money(action.amount)}"
    if isinstance(action, Pay):  # short enough that two ways never look the same
        parts = [vote_summary(list(action.votes))] if action.votes else []
        if action.states:
            worth = sum(b.data.states[c].pv for c in action.states)
            parts.append(f"{', '.join(action.states)} ({millions(worth)})")
        return "Pay " + " + ".join(parts)
    if isinstance(action, Contest):
        info = b.data.states[action.state]
        return f"Contest {info.name} ({info.ev} EV)"
    if isinstance(action, Decline):
        return "No Open Ballot"
    if isinstance(action, FlyTo):
        return f"Fly to {action.space}: {b.data.track[action.space].label}"
    if isinstance(action, ChooseDeck):
        return f"The {action.deck} deck ({len(game.deck(action.deck))} left)"
    if isinstance(action, Reorder):
        seen = game.zones[("peek", _peek_region(game))]
        names = [b.codes[seen[i]] if seen[i] >= 0 else "?" for i in action.order]
        return "Top: " + ", ".join(names)
    return str(action)


def _peek_region(game: LandslideState) -> str:
    return next(r for r in game.board.regions if game.zones[("peek", r)])
