"""Hot-seat privacy, searched for in what the screen drew, and the sealed-choice game
taken through the session, saves, undo, views and hand-overs.

Privacy is checked where it matters: every string the fonts rendered in a frame is
collected, and none may name a card that another person holds unseen by the one
at the screen (or, between hand-overs, by anybody).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from boardgames.core.protocol import IllegalActionError
from boardgames.core.record import GameRecord, Seat, replay
from boardgames.core.session import Session
from boardgames.core.zones import HIDDEN
from boardgames.games import GAMES, GameEntry, get_game
from boardgames.games.corrupt_bargain.model import PUSH_DECKS, Deck, load_board
from boardgames.games.corrupt_bargain.view import CorruptBargainScene
from boardgames.games.hooks import GameHooks
from boardgames.ui.app import App
from boardgames.ui.game_scene import GameScene
from boardgames.ui.scenes.overlays import HandOverScene
from tests.games.rps import RockPaperScissors, Show
from tests.helpers import record_drawn_texts


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string the fonts render from now on (cache hits included)."""
    texts = record_drawn_texts(monkeypatch)
    yield texts


def _titles(state: object, zones: list[tuple[object, ...]]) -> set[str]:
    board = load_board()
    titles = set()
    for key in zones:
        for number in state.zones[key]:  # type: ignore[attr-defined]
            if number is not None and number != HIDDEN:
                titles.add(
                    board.deck_cards(key[1] if key[0] != "saved" else Deck.EVENT)[number - 1].title
                )
    return titles


def _secret_zones(state: object, owner: int) -> list[tuple[object, ...]]:
    zones = [("hand", deck, owner) for deck in PUSH_DECKS]
    if state.quick_play:  # type: ignore[attr-defined]
        zones.append(("saved", owner))  # kept Event cards are unseen in Quick Play
    return zones


@pytest.mark.parametrize("quick_play", [False, True])
def test_no_secret_of_another_player_is_ever_drawn(
    app: App, drawn: list[str], quick_play: bool
) -> None:
    """Two people and a computer: after every hand-over, and on every frame between, no
    title of a card another player holds unseen appears in any text on screen."""
    entry = get_game("corrupt-bargain")
    seats = [Seat("Ann", 0), Seat("Bob", 1), Seat("Cy", 2, is_bot=True, bot_level="random")]
    record = GameRecord(
        entry.ruleset.id, entry.ruleset.version, {"quick_play": quick_play}, seats, 31
    )
    session = Session(entry.ruleset, record)
    scene = CorruptBargainScene(app, session)
    app.stack.reset(scene)
    board = load_board()
    public_words = {card.title for card in board.decks.events} if not quick_play else set()
    known: list[set[str]] = [set(), set(), set()]  # card titles each player has seen
    rng = random.Random(5)
    hand_overs = frames = 0
    while not session.state.is_over() and frames < 20_000:
        frames += 1
        drawn.clear()
        app.frame(1 / 60)
        top = app.stack.top
        state = session.state
        for player in range(3):  # what each has seen: everything their own view shows
            view = state.view(player)
            for key in view.zones:
                if isinstance(key, tuple) and key[0] in ("hand", "offer"):
                    known[player] |= _titles(view, [key])
        if isinstance(top, HandOverScene):
            hand_overs += 1
            app.stack.pop()
            continue
        viewer = scene.viewer
        secrets: set[str] = set()
        for owner in range(3):
            if owner != viewer:
                secrets |= _titles(state, _secret_zones(state, owner))
        if viewer is not None:
            secrets -= known[viewer]
        secrets = {t for t in secrets - public_words if len(t) >= 6}
        leaked = [(t, line) for line in drawn for t in secrets if t in line]
        assert not leaked, f"frame {frames}, viewer {viewer}: {leaked[:3]}"
        person = scene.human_to_move()
        if top is scene and person is not None:
            legal = session.state.legal_actions(person)
            scene.submit(legal[rng.randrange(len(legal))])
    assert session.state.is_over()
    assert hand_overs > 20  # the two people really took turns at the screen


def test_a_bystander_sees_no_hand_between_two_people(app: App) -> None:
    """With two people, a resumed game shows nobody's hand until a hand-over names them."""
    entry = get_game("corrupt-bargain")
    seats = [Seat("Ann", 0), Seat("Bob", 1)]
    record = GameRecord(entry.ruleset.id, entry.ruleset.version, {}, seats, 8)
    session = Session(entry.ruleset, record)
    scene = CorruptBargainScene(app, session)
    assert scene.viewer is None  # nothing private shows before anyone is named
    app.stack.reset(scene)
    app.frame(1 / 60)
    assert isinstance(app.stack.top, HandOverScene)
    assert app.stack.top.player_name == seats[min(session.state.to_move())].name
    app.stack.pop()
    assert scene.viewer == min(session.state.to_move())


# -- the sealed-choice test game ------------------------------------------------------------
RPS = RockPaperScissors()


def rps_session(bots: tuple[bool, bool, bool] = (False, False, False)) -> Session:
    seats = [
        Seat(name, i, is_bot) for i, (name, is_bot) in enumerate(zip("ABC", bots, strict=True))
    ]
    return Session(RPS, GameRecord(RPS.id, RPS.version, {"rounds": 3}, seats, 4))


def test_sealed_choices_hide_until_all_have_chosen_and_undo_only_ones_own() -> None:
    session = rps_session()
    assert session.state.to_move() == {0, 1, 2}
    with pytest.raises(IllegalActionError):
        session.apply(Show(0))  # several move at once: the player must be named
    session.apply(Show(2), player=1)
    assert session.state.to_move() == {0, 2}
    assert session.state.view(0).zones[("sealed", 1)] == [HIDDEN]  # others see that, not what
    assert session.state.view(1).zones[("sealed", 1)] == [2]
    assert session.log[-1].text == "B has chosen."
    assert session.can_undo(1) and not session.can_undo(0)
    assert session.undo(1) and session.state.to_move() == {0, 1, 2}
    session.apply(Show(1), player=1)
    session.apply(Show(0), player=0)
    assert not session.can_undo(1)  # no longer the last action
    # A save holds each move's player and replays to the same position.
    loaded = GameRecord.from_json(session.record.to_json())
    assert [move["player"] for move in loaded.actions] == [1, 0]
    assert replay(RPS, loaded).fingerprint() == session.state.fingerprint()
    session.apply(Show(1), player=2)
    revealed = session.log[-1].text
    assert revealed == "Round 1: A rock, B paper, C paper."
    assert session.state.points == [0, 1, 1]


@pytest.fixture
def rps_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test game in the registry, with a scene that draws nothing of its own."""

    class RPSScene(GameScene):
        def draw(self, surface: pygame.Surface) -> None:
            surface.fill((0, 0, 0))

    hooks = GameHooks(RPS, {"normal": _FirstBot, "random": _FirstBot}, lambda: RPSScene, str)
    entry = GameEntry(RPS.id, RPS.title, "3 players", "", "tests.games.rps", playable=True)
    monkeypatch.setattr(GameEntry, "hooks", property(lambda self: hooks))
    monkeypatch.setitem(GAMES, RPS.id, entry)
    yield


class _FirstBot:
    name = "first"

    def choose(self, view, player, legal, rng):  # type: ignore[no-untyped-def]
        assert view.zones[("sealed", (player + 1) % 3)] in ([], [HIDDEN])  # sees no one else's
        return legal[0]


def test_each_person_gets_a_hand_over_for_a_sealed_choice_and_bots_choose_at_once(
    app: App, rps_registered: None
) -> None:
    session = rps_session(bots=(False, True, False))
    scene = get_game(RPS.id).scene()(app, session)
    app.stack.reset(scene)
    named = []
    for _ in range(400):
        app.frame(1 / 60)
        top = app.stack.top
        if isinstance(top, HandOverScene):
            named.append(top.player_name)
            app.stack.pop()
        elif scene.human_to_move() is not None:
            person = scene.human_to_move()
            assert scene.viewer == person and scene.shown.zones[("sealed", person)] == []
            scene.submit(Show(person))
        if session.state.is_over():
            break
    assert session.state.is_over()
    # The computer (B) chose at once each round; A and C were each handed the screen.
    assert named == ["A", "C"] * 3
