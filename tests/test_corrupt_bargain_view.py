"""Corrupt Bargain's scene, headless: it draws in every phase, clicks and keys choose, hands stay private."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from boardgames.ai.base import bot_move
from boardgames.core.decisions import Decision
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.actions import ChooseAction, Place, TakeEvent
from boardgames.games.corrupt_bargain.model import Phase
from boardgames.games.corrupt_bargain.presentation import action_state, card_text
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.steps import ChooseActions, ChooseEvent
from boardgames.games.corrupt_bargain.view import CorruptBargainScene
from boardgames.ui import fonts, layer_cache
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import HandOverScene
from boardgames.ui.widgets.card_face import card_surface
from tests.helpers import click_at, last_move, press

Until = Callable[[Session], bool]


def cb_session(
    until: Until, players: int = 2, seed: int = 11, humans: tuple[int, ...] = (0,)
) -> Session:
    """A Corrupt Bargain session played by bots (for every seat) until ``until`` holds."""
    entry = get_game("corrupt-bargain")
    seats = [Seat(f"P{i}", i, i not in humans) for i in range(players)]
    record = GameRecord("corrupt-bargain", entry.ruleset.version, {}, seats, seed)
    session = Session(entry.ruleset, record)
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    while not session.state.is_over() and not until(session):
        session.apply(bot_move(bot, session.state, rng))
    return session


def step_is(kind: type[Decision], player: int = 0) -> Until:
    def check(session: Session) -> bool:
        state = session.state
        assert isinstance(state, CBState)
        return state.active == player and isinstance(state.head(), kind)

    return check


def frames(app: App, count: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(count):
        app.frame(dt)


def show(app: App, session: Session) -> CorruptBargainScene:
    scene = CorruptBargainScene(app, session)
    app.stack.reset(scene)
    frames(app)
    return scene


def drawn_share(app: App) -> float:
    background = app.screen.get_at((2, 2))
    same = pygame.mask.from_threshold(app.screen, background, (1, 1, 1, 255)).count()
    return 1 - same / (app.size[0] * app.size[1])


def key(app: App, code: int) -> None:
    press(app, code)


def click(app: App, pos: tuple[int, int]) -> None:
    click_at(app, pos)


# -- drawing ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "until",
    [
        lambda s: True,  # the start
        lambda s: s.state.round >= 6,  # mid-game
        lambda s: s.state.phase is Phase.FINAL_PUSH,
    ],
    ids=["start", "mid-game", "final-push"],
)
def test_the_scene_draws_in_every_phase(app: App, until: Until) -> None:
    scene = show(app, cb_session(until))
    assert drawn_share(app) > 0.3
    app.screen = pygame.display.set_mode((960, 600))
    app._resized()
    frames(app, 2)
    assert drawn_share(app) > 0.3
    assert scene.map_view.rect.width > 300


def test_the_election_is_counted_state_by_state(app: App) -> None:
    def last_card(session: Session) -> bool:
        state = session.state
        assert isinstance(state, CBState)
        # A few cards from the end (a hand's last card plays itself: one option).
        return state.phase is Phase.FINAL_PUSH and sum(map(state.hand_size, range(state.n))) <= 3

    session = cb_session(last_card, humans=())
    app.settings.animation_speed = 1.0
    scene = show(app, session)
    seen: set[int] = set()
    for _ in range(60 * 60):
        app.frame(1 / 30)
        if scene.election.started and scene.election.stage != "done":
            seen.add(len(scene.election.called))
        if session.state.is_over() and not scene.busy:
            break
    assert len(seen) > 10, "states should be called one at a time"
    assert scene.election.stage == "done"
    assert scene.election.totals == list(session.state.tally.college)
    assert sum(scene.election.totals) == 261


# -- choosing --------------------------------------------------------------------------------
def test_clicking_a_lit_state_places_there(app: App) -> None:
    def placing(session: Session) -> bool:
        legal = session.state.legal_actions()
        return (
            session.state.to_move() == {0}
            and len(legal) > 3
            and all(isinstance(a, Place) for a in legal)
        )

    scene = show(app, cb_session(placing))
    lit = scene.map_view.highlight
    target = sorted(lit)[len(lit) // 2]
    click(app, scene.map_view.anchor(target))
    assert last_move(scene.session) == Place(target).to_dict()


def test_a_state_with_several_choices_opens_a_chooser(app: App) -> None:
    def ambiguous(session: Session) -> bool:
        if session.state.to_move() != {0}:
            return False
        states = [action_state(a) for a in session.state.legal_actions()]
        return any(code is not None and states.count(code) > 1 for code in states)

    session = cb_session(ambiguous, players=3, seed=5)
    scene = show(app, session)
    legal = session.state.legal_actions()
    states = [action_state(a) for a in legal]
    code = next(c for c in states if c is not None and states.count(c) > 1)
    click(app, scene.map_view.anchor(code))
    frames(app)
    assert scene.picked == code and scene.popup_rect is not None
    key(app, pygame.K_ESCAPE)  # Esc closes the chooser, not the game
    assert scene.picked is None and app.stack.top is scene
    click(app, scene.map_view.anchor(code))
    frames(app)
    key(app, pygame.K_2)
    assert last_move(session) == [a for a in legal if action_state(a) == code][1].to_dict()


def test_number_keys_pick_a_listed_action(app: App) -> None:
    session = cb_session(step_is(ChooseActions))
    scene = show(app, session)
    choices = [a for a in session.state.legal_actions() if isinstance(a, ChooseAction)]
    assert choices
    key(app, pygame.K_1)
    assert last_move(session) == choices[0].to_dict()
    assert scene.error == ""


def test_number_keys_take_a_card_from_the_track(app: App) -> None:
    session = cb_session(step_is(ChooseEvent))
    show(app, session)
    key(app, pygame.K_3)
    assert last_move(session) == TakeEvent(2).to_dict()


def test_undo_takes_back_a_placement(app: App) -> None:
    session = cb_session(step_is(ChooseActions))
    show(app, session)
    before = list(session.record.actions)
    key(app, pygame.K_1)
    frames(app)
    key(app, pygame.K_u)
    frames(app)
    assert session.record.actions == before


# -- privacy ---------------------------------------------------------------------------------
def _titles(state: CBState, player: int) -> set[str]:
    return {
        card_text(deck, number).title
        for deck in ("populace", "politician")
        for number in state.hands[deck][player]
    }


def test_the_hand_holds_only_the_viewers_cards(app: App) -> None:
    session = cb_session(lambda s: s.state.round >= 8 and s.state.active == 0)
    scene = show(app, session)
    state = session.state
    assert isinstance(state, CBState)
    assert scene.viewer == 0
    own = [(d, n) for d in ("populace", "politician") for n in state.hands[d][0]]
    assert own, "the sample should hold cards"
    assert [face.title for face in scene.hand._all] == [card_text(*c).title for c in own]
    assert len(scene.hand._all) == state.hand_size(0)


def test_no_other_players_card_title_is_ever_drawn(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = cb_session(lambda s: s.state.round >= 8 and s.state.active == 0)
    state = session.state
    assert isinstance(state, CBState)
    scene = show(app, session)
    public = " ".join(scene.shown_log_lines())
    secret = {t for t in _titles(state, 1) - _titles(state, 0) if t not in public}
    assert secret
    drawn: list[str] = []
    real = fonts._render_cached

    def spy(text: str, *args: object) -> pygame.Surface:
        drawn.append(text)
        return real(text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(fonts, "_render_cached", spy)
    monkeypatch.setattr(layer_cache, "_enabled", False)  # every frame draws all its words
    card_surface.cache_clear()
    for x in range(0, 1280, 40):  # hover everywhere, so every tooltip is drawn too
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 360), rel=(0, 0), buttons=()))
        frames(app, 1)
    shown = {text.removesuffix("...") for text in drawn}
    leaks = [t for t in secret for s in shown if len(s) >= 8 and t.startswith(s)]
    assert leaks == []
    assert any(t.startswith(s) for t in _titles(state, 0) for s in shown if len(s) >= 8)


def test_hot_seat_hands_over_and_shows_the_next_persons_hand(app: App) -> None:
    session = cb_session(step_is(ChooseEvent, 1), humans=(0, 1))
    scene = show(app, session)
    frames(app, 5)
    assert isinstance(app.stack.top, HandOverScene)
    assert scene.viewer == 1
    assert [f.title for f in scene.hand._all] == [
        card_text(d, n).title for d in ("populace", "politician") for n in session.state.hands[d][1]
    ]


def test_the_votes_bar_counts_as_the_real_count_does() -> None:
    """Leads, New York's split and every tie-break: the bar's sums are the count's."""
    from boardgames.games.corrupt_bargain.election import Count, refuse_draw
    from boardgames.games.corrupt_bargain.presentation import leaders, projected_votes

    state = get_game("corrupt-bargain").ruleset.new_game(3, 4, {})
    assert isinstance(state, CBState)
    for code in state.board.states:
        state.cubes[code] = [0, 0, 0]
        state.octagons[code] = [0, 0, 0]
    state.octagons["NY"] = [3, 1, 0]  # a legislature state: octagons decide
    state.cubes["PA"] = [0, 2, 0]
    state.cubes["OH"] = [1, 1, 0]  # tied: nobody leads
    assert leaders(state) == {"NY": 0, "PA": 1}
    count = Count(state.board, state.cubes, state.octagons, 3, refuse_draw)
    college = list(count.electoral_college().college)
    assert projected_votes(state) == college == [261 - 10 - state.board.ev["PA"], 38, 0]


def test_an_empty_hand_says_whether_cards_are_yet_to_come_or_all_played(app: App) -> None:
    """After the Final Push it said "No Populace or Politician cards yet"."""
    from boardgames.games.corrupt_bargain.model import Phase
    from boardgames.games.corrupt_bargain.presentation import empty_hand_text

    session = cb_session(
        lambda s: (
            s.state.phase is not Phase.CAMPAIGN
            and not s.state.hands["populace"][0]
            and not s.state.hands["politician"][0]
        )
    )
    state = session.state
    assert isinstance(state, CBState)
    scene = show(app, session)
    assert scene.hand.empty_text == empty_hand_text(state) == "No cards left to play"
    assert empty_hand_text(CBState(state.board, 2, 1, {})) == "No Populace or Politician cards yet"


def test_a_played_card_names_its_player_whole() -> None:
    """ "Populace, Computer 2" was cut to "Populace," on the card's stripe."""
    from boardgames.games.corrupt_bargain.events import CardPlayed
    from boardgames.games.corrupt_bargain.view_motion import played_face

    face = played_face(CardPlayed(1, "populace", 3, "A title"), ["Player 1", "Computer 2"])
    assert face.caption == "Computer 2"
