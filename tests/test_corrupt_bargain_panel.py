"""Corrupt Bargain on the shared decision panel: the decisions word their own options, the
five campaign actions keep their numbers for a whole turn, the players' icons have a key,
and the log has room for eight lines."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from boardgames.ai.base import next_mover
from boardgames.core.decisions import plain_words
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.actions import (
    ChooseAction,
    Intrigue,
    Keep,
    KeepEvent,
    PlayCard,
    Remove,
)
from boardgames.games.corrupt_bargain.effect_steps import PlaceForAction, PlaceToken
from boardgames.games.corrupt_bargain.model import ACTION_NAMES, ACTIONS, Act
from boardgames.games.corrupt_bargain.presentation import card_text
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.step_base import TurnDecision
from boardgames.ui import fonts
from boardgames.ui.app import App
from boardgames.ui.layer_cache import caches_off
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.log_panel import TEXT_SIZE
from tests.helpers import last_move, press
from tests.test_corrupt_bargain_view import cb_session, frames, show, step_is

SECRET_CARDS = (Keep, KeepEvent, PlayCard)


def _positions(quick_play: bool, seed: int, moves: int = 400) -> list[CBState]:
    """States met in a game of random moves (three players)."""
    entry = get_game("corrupt-bargain")
    seats = [Seat(f"P{i}", i, True) for i in range(3)]
    options = {"quick_play": quick_play}
    session = Session(
        entry.ruleset, GameRecord("corrupt-bargain", entry.ruleset.version, options, seats, seed)
    )
    rng, seen = random.Random(seed), []
    for _ in range(moves):
        state = session.state
        if state.is_over():
            break
        assert isinstance(state, CBState)
        seen.append(state.clone())
        player = next_mover(state)
        session.apply(rng.choice(state.legal_actions(player)), player)
    return seen


@pytest.mark.parametrize("quick_play", [False, True], ids=["classic", "quick-play"])
def test_every_option_is_worded_by_its_decision_and_hides_what_the_screen_may_not_see(
    quick_play: bool,
) -> None:
    names = ["Ann", "Bob", "Cy"]
    for state in _positions(quick_play, seed=3):
        head = state.head()
        assert isinstance(head, TurnDecision)
        player = min(state.to_move())
        own, public = state.view(player), state.view(None)
        for action in state.legal_actions(player):
            words = own.describe_action(action, player)
            assert words and words != plain_words(action), action
            if isinstance(action, Intrigue):
                named = head.words(own, player, action, names)
                assert names[action.rival] in named
            if isinstance(action, Remove) and action.owner != player:
                assert f"{names[action.owner]}'s" in head.words(own, player, action, names)
            if isinstance(action, SECRET_CARDS):
                deck = "event" if isinstance(action, KeepEvent) else action.deck
                title = card_text(deck, action.number).title
                assert title in words  # the decider reads the card they keep or play
                assert title not in public.describe_action(action, player)


def _at_full_turn(session: Session) -> bool:
    state = session.state
    assert isinstance(state, CBState)
    legal = state.legal_actions() if state.to_move() == {0} else []
    return (
        state.ap_left >= 2
        and not state.used
        and ChooseAction(Act.POPULAR) in legal
        and ChooseAction(Act.GOTV) in legal
    )


def test_the_five_actions_keep_their_numbers_and_a_used_one_greys_out(app: App) -> None:
    session = cb_session(_at_full_turn)
    scene = show(app, session)
    labels = [button.label for button in scene.panel.buttons.buttons[:5]]
    assert labels == [ACTION_NAMES[act] for act in ACTIONS]
    press(app, pygame.K_2)
    assert last_move(session) == ChooseAction(Act.POPULAR).to_dict()
    frames(app)
    state = session.state
    place = state.legal_actions()[0]
    scene.choose(place)  # the cube goes in; the turn comes back to its actions
    frames(app, 10)
    assert isinstance(session.state, CBState) and session.state.ap_left >= 1
    buttons = scene.panel.buttons.buttons
    assert ACTION_NAMES[Act.POPULAR] in buttons[1].label and not buttons[1].enabled
    assert [b.label for b in buttons[:5:2]] == [ACTION_NAMES[a] for a in ACTIONS[:5:2]]
    moves = len(session.record.actions)
    press(app, pygame.K_2)  # the used action's key does nothing, it never shifts to another
    assert len(session.record.actions) == moves
    press(app, pygame.K_4)
    assert last_move(session) == ChooseAction(Act.GOTV).to_dict()


def test_the_players_icons_have_a_key_on_screen(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    real = fonts.render_text

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    scene = show(app, cb_session(lambda s: True))
    from boardgames.games.corrupt_bargain import view_panels

    monkeypatch.setattr(view_panels, "render_text", spy)
    with caches_off():  # painted afresh, not replayed from the table's still picture
        app.draw()
    for words in ("cubes", "octagons left", "Populace", "Saved Events:", "Slavery", "Trade"):
        assert words in drawn
    assert scene.key_top >= scene.pool.rect.bottom
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        scene.resize(size)
        rect = scene.pool.rect
        kinds = view_panels.key_kinds(scene.cb.quick_play)
        _, bottom = view_panels.key_layout(kinds, rect.x + 2, rect.right, scene.key_top)
        assert scene.key_top > rect.bottom and scene.prompt_top > bottom  # no overlaps


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_log_has_room_for_eight_lines(app: App, size: tuple[int, int]) -> None:
    scene = show(app, cb_session(lambda s: True))
    scene.resize(size)
    rect = scene.log_panel.rect
    top = draw_panel(pygame.Surface((rect.right + 1, rect.bottom + 1)), rect, "Game log")
    rows = (rect.bottom - top - 8) // fonts.line_height(TEXT_SIZE)
    assert rows >= 8


def test_a_greyed_action_says_why_on_a_second_line_and_is_never_cut(app: App) -> None:
    """ "Campaign for Political Support (used this turn)" was cut to "...(used this..." at
    1280x720: the reason now stands under the name, as the other actions' effects do."""
    session = cb_session(_at_full_turn)
    scene = show(app, session)
    press(app, pygame.K_2)
    frames(app)
    scene.choose(session.state.legal_actions()[0])
    frames(app, 10)
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        scene.resize(size)
        frames(app)
        greyed = scene.panel.buttons.buttons[1]
        assert not greyed.enabled and greyed.label == ACTION_NAMES[Act.POPULAR]
        assert greyed.fitted_label()[0] == greyed.label, size
        if size != (960, 600):
            assert greyed.detail == "used this turn"


def test_the_actions_stay_clear_of_undo_and_menu_with_a_long_prompt(app: App) -> None:
    """At 960x600 a prompt of three lines pushed "End my actions" under Undo and Menu: the
    actions then drop their second lines to fit."""
    session = cb_session(_at_full_turn)
    seats = session.record.seats
    seats[:] = [replace(seat, name=f"Bartholomew Roberts {i}") for i, seat in enumerate(seats)]
    scene = show(app, session)
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        scene.resize(size)
        frames(app)
        area, foot = scene.panel.area(), scene.panel.foot()
        assert area is not None and foot is not None
        assert len(scene.painter.prompt_lines()) >= 2
        assert area.bottom <= foot.top, size


@pytest.mark.parametrize("kind", [PlaceToken, PlaceForAction], ids=["event", "action"])
def test_the_hint_names_the_page_keys_only_when_there_are_pages(app: App, kind: type) -> None:
    """ "(PgUp/PgDn)" was named under a list of three states on one page."""
    session = cb_session(step_is(kind))
    scene = show(app, session)
    for size in ((960, 600), (1920, 1080)):
        scene.resize(size)
        frames(app)
        assert scene.map_view.highlight
        hint = scene.painter.hint()
        assert ("PgUp" in hint) == (scene.panel.pages > 1), (size, hint)


@pytest.mark.parametrize("players", [2, 4])
def test_the_forecast_leaves_every_small_states_box_in_sight(app: App, players: int) -> None:
    """With four seats at 1280x720 the forecast panel covered Delaware's box at sea."""
    from boardgames.ui.widgets.forecast_panel import WIDTH, compact_height, panel_height

    scene = show(app, cb_session(lambda s: True, players=players))
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        scene.resize(size)
        frames(app)
        spot, strip = scene.forecast_spot(), scene.forecast_strip()
        if spot is not None:
            drawn = pygame.Rect(spot, (WIDTH, panel_height(players)))
        else:
            assert strip is not None, size  # the compact one, at least
            drawn = pygame.Rect(strip.topleft, (strip.width, compact_height(scene.names, WIDTH)))
        boxes = [scene.map_view.box_rect(code) for code in scene.cb.board.ev]
        assert all(not drawn.colliderect(box) for box in boxes if box is not None), size
        assert scene.map_view.rect.contains(drawn), size


def test_a_long_hand_names_the_keys_that_scroll_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Final Push hand of twenty cards said "7 below (scroll)": a keyboard player is told
    PgUp/PgDn, which bring the rest into reach of the number keys."""
    from boardgames.games.corrupt_bargain.model import Phase
    from tests.helpers import record_drawn_texts

    session = cb_session(
        lambda s: s.state.phase is Phase.FINAL_PUSH and s.state.to_move() == {0}, players=4
    )
    scene = show(app, session)
    assert scene.hand.below and scene.hand.picker.active
    texts = record_drawn_texts(monkeypatch)
    app.frame(1 / 60)
    assert any(text.endswith("below (PgUp/PgDn)") for text in texts), texts[-5:]
