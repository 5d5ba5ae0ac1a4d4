"""The engine's short paths give what the long ones gave: the shuffle draws as
``Random.shuffle`` does, a move is accepted whether it is the listed option itself or an
equal copy of it, and the options a step lists while the queue runs are the decision's own."""

from __future__ import annotations

import dataclasses
import inspect
import random
from dataclasses import dataclass

import pytest

from boardgames.core.protocol import Action, IllegalActionError, action_from_dict
from boardgames.core.rng import randint, shuffle
from boardgames.games import GAMES


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 8, 9, 31, 32, 33, 100])
def test_shuffle_deals_as_random_shuffle(length: int) -> None:
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        items, expected = list(range(length)), list(range(length))
        shuffle(ours, items)
        theirs.shuffle(expected)
        assert items == expected
        assert ours.getstate() == theirs.getstate()  # the same draws, so the same future


@pytest.mark.parametrize(("low", "high"), [(1, 6), (0, 0), (1, 2), (3, 17), (1, 1000)])
def test_randint_draws_as_random_randint(low: int, high: int) -> None:
    for seed in range(50):
        ours, theirs = random.Random(seed), random.Random(seed)
        assert [randint(ours, low, high) for _ in range(5)] == [
            theirs.randint(low, high) for _ in range(5)
        ]
        assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_moves_by_copy_or_by_listed_option_agree(game_id: str) -> None:
    """Two games of one seed: one plays the listed options, the other equal copies made from
    their dicts (as a replay does). Both take the same course; an unlisted move is refused
    and changes nothing; the options at hand are those the decision lists afresh."""
    ruleset = GAMES[game_id].ruleset
    players = ruleset.max_players
    listed = ruleset.new_game(players, 11, {})
    copied = ruleset.new_game(players, 11, {})
    rng = random.Random(11)
    seen: list[Action] = []  # options met earlier, some no longer legal
    moves = 0
    while not listed.is_over() and moves < 400:
        player = min(listed.to_move())
        legal = listed.legal_actions(player)
        head = listed.head()
        assert legal == list(head.options(listed, player))
        action = legal[int(rng.random() * len(legal))]
        twin = action_from_dict(action.to_dict(), ruleset.action_types)
        assert twin is not action
        unlisted = next((a for a in reversed(seen) if a not in legal), None)
        if unlisted is not None:
            before = copied.fingerprint()
            with pytest.raises(IllegalActionError):
                copied.apply(unlisted, player)
            assert copied.fingerprint() == before
        assert listed.apply(action, player) == copied.apply(twin, player)
        assert listed.fingerprint() == copied.fingerprint()
        seen.extend(legal[:3])
        moves += 1


@dataclass(frozen=True, slots=True)
class _Pick(Action):
    kind = "test-pick"
    player: int
    card: int = 3


@dataclass(frozen=True, slots=True)
class _Checked(Action):
    kind = "test-checked"
    amount: int

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError("no debts")


def test_quick_init_builds_what_the_dataclass_built() -> None:
    """A frozen, slotted action gets the quicker ``__init__`` and is the same value as
    before: positional, keyword and default fields, equality, hash, frozenness; a class
    whose construction does more (``__post_init__``) keeps the dataclass's own."""
    assert "_qi_set0" in _Pick.__init__.__code__.co_freevars
    assert _Pick(1) == _Pick(player=1, card=3) == _Pick(1, 3)
    assert hash(_Pick(1)) == hash(_Pick(1, 3)) and _Pick(1) != _Pick(1, 4)
    assert repr(_Pick(2, card=5)) == "_Pick(player=2, card=5)"
    assert list(inspect.signature(_Pick).parameters) == ["player", "card"]
    assert inspect.signature(_Pick).parameters["card"].default == 3
    with pytest.raises(TypeError):
        _Pick()  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        _Pick(1).card = 2  # type: ignore[misc]
    assert "_qi_set0" not in _Checked.__init__.__code__.co_freevars
    with pytest.raises(ValueError):
        _Checked(-1)


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [("bull-moose", 3, {}), ("president", 3, {}), ("landslide", 3, {"proxy_bids": True})],
)
def test_the_choice_that_reveals_a_sealed_decision_cannot_be_taken_back(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    """Before the last sealed choice a committed one may still be taken back; the last
    one, which shows them all, may not: the question before it says so."""
    from boardgames.ai.base import bot_move, next_mover
    from boardgames.core.decisions import ChoiceSealed, ChoicesShown, SealedChoice
    from boardgames.core.record import GameRecord, Seat
    from boardgames.core.session import Session

    entry = GAMES[game_id]
    seats = [Seat(f"P{i}", i, False) for i in range(players)]
    record = GameRecord(game_id, entry.ruleset.version, options, seats, 5)
    session = Session(entry.ruleset, record)
    bot, rng = entry.make_bot("normal"), random.Random(5)
    sealed_before = revealed = 0
    while not session.state.is_over() and revealed < 2:
        head = session.state.head()  # type: ignore[attr-defined]
        actor = next_mover(session.state)
        events = session.apply(bot_move(bot, session.state, rng, actor), actor)
        if not isinstance(head, SealedChoice):
            continue
        if any(isinstance(event, ChoicesShown) for event in events):
            revealed += 1
            assert not session.can_undo(actor)
        elif any(isinstance(event, ChoiceSealed) for event in events):
            sealed_before += session.can_undo(actor)
    assert revealed == 2 and sealed_before >= 2
