"""The one interpreter of envelope cards: when one can be opened, and what it does.

An envelope's effect is data (``vocabulary.EnvelopeEffect``, one of four
forms); this module reads it with a single ``match``, so adding a card of a
known kind never touches the rules. VOCABULARY.md words each form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.core.protocol import Event
from boardgames.games.president.choices import LaySlander, LiftSlander, RecoverCard, SwapPlaces
from boardgames.games.president.events import EnvelopeOpened, InterviewGiven

if TYPE_CHECKING:
    from boardgames.games.president.rules import PRState


def envelope_playable(game: PRState, seat: int, card: int) -> bool:
    """An envelope may be opened only when it can do something (VOCABULARY.md)."""
    effect = game.board.envelopes[card].effect
    match effect.form:
        case "recover":
            return bool(game.zones[("pile", seat)])
        case "remove_slander":
            return bool(game.slanders[seat])
        case "swap":
            level = game.level(seat)
            return any(p != seat and game.level(p) == level for p in range(game.n))
        case _:
            return True


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
