"""The one interpreter of envelope cards: when one can be opened, and what it does.

An envelope's effect is data (``vocabulary.EnvelopeEffect``, one of four
forms); this module reads it with a single ``match``, so adding a card of a
known kind never touches the rules. VOCABULARY.md words each form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.core.protocol import Event
from boardgames.core.zones import HIDDEN
from boardgames.games.president.choices import LaySlander, LiftSlander, RecoverCard, SwapPlaces
from boardgames.games.president.events import EnvelopeOpened, InterviewGiven

if TYPE_CHECKING:
    from boardgames.games.president.rules import PRState


READY = "Open it at your turn, before your card is revealed."


def unplayable_reason(game: PRState, seat: int, card: int) -> str:
    """Why ``seat`` could not open ``card`` as things stand, or "" if it could: an envelope
    is opened only when it can do something (VOCABULARY.md)."""
    effect = game.board.envelopes[card].effect
    match effect.form:
        case "recover":
            empty = not game.zones[("pile", seat)]
            return "Not now: your pile is empty, so there is nothing to take back." if empty else ""
        case "remove_slander":
            return "" if game.slanders[seat] else "Not now: no Slander lies on your board."
        case "swap":
            level = game.level(seat)
            alone = not any(p != seat and game.level(p) == level for p in range(game.n))
            return "Not now: no other animal shares your level." if alone else ""
        case _:
            return ""


def envelope_playable(game: PRState, seat: int, card: int) -> bool:
    """Whether ``seat`` may open ``card`` now that it can do something."""
    return not unplayable_reason(game, seat, card)


def envelope_status(view: PRState, player: int) -> list[tuple[int, bool, str]]:
    """``player``'s own envelopes as ``player``'s view shows them: for each card (its
    number in the data), whether it could be opened as things stand and why (or why not).
    Cards the view hides (another animal's) are left out."""
    status: list[tuple[int, bool, str]] = []
    for card in sorted(view.zones[("envelopes", player)]):  # type: ignore[type-var]
        if card == HIDDEN:
            continue
        reason = unplayable_reason(view, player, card)  # type: ignore[arg-type]
        status.append((card, not reason, reason or READY))  # type: ignore[arg-type]
    return status


def open_envelope(game: PRState, seat: int, card: int) -> list[Event]:
    """Open ``card`` at ``seat``'s turn: show it, carry out its effect, check corruption.

    Follow-up choices (a target, a card) are queued in front of whatever comes next.
    """
    envelope = game.board.envelopes[card]
    effect = envelope.effect
    lies_on_board = effect.form == "act_as" and effect.argument == "slander"
    target = "envelope_board" if lies_on_board else "envelope_discard"
    game.zones.move(card, ("envelopes", seat), target)
    events: list[Event] = [EnvelopeOpened(seat, envelope.title, effect.text())]
    match (effect.form, effect.argument):
        case ("act_as", "deal"):
            events += game.play_deal(seat)
        case ("act_as", "interview"):
            if seat not in game.interviewers:
                game.interviewers.append(seat)
            events.append(InterviewGiven(seat))
        case ("act_as", "camera"):
            events += game.take_camera(seat)
        case ("act_as", "slander"):
            game.queue.insert(0, LaySlander(seat, card))
        case ("recover", count):
            game.queue[0:0] = [RecoverCard(seat)] * int(count)
        case ("remove_slander", count):
            game.queue[0:0] = [LiftSlander(seat)] * int(count)
        case ("swap", _):
            game.queue.insert(0, SwapPlaces(seat))
        case _:
            raise ValueError(f"envelope {envelope.title!r}: unknown effect {effect.as_dict()}")
    if game.is_over():
        return events  # a Handshake closed the winning Deal: the game ends at once
    return events + game.check_corruption()
