"""Corrupt Bargain's "if counted now": the real count's own calls, from public tokens, no draw."""

from __future__ import annotations

import random

import pygame
import pytest

from boardgames.games import get_game
from boardgames.games.corrupt_bargain.actions import ChooseAction
from boardgames.games.corrupt_bargain.election import (
    Count,
    NeedsDraw,
    project_college,
    refuse_draw,
)
from boardgames.games.corrupt_bargain.model import NEW_YORK, NY_FIRST, NY_SECOND, Act
from boardgames.games.corrupt_bargain.presentation import project, state_lines
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.steps import ChooseActions
from boardgames.games.corrupt_bargain.view import CorruptBargainScene
from boardgames.ui import theme
from boardgames.ui.app import App
from tests.test_corrupt_bargain_view import cb_session, frames, key, show, step_is


def random_board(players: int, seed: int, spread: int) -> CBState:
    """A position with tokens scattered at random (few tokens make many ties)."""
    state = get_game("corrupt-bargain").ruleset.new_game(players, seed, {})
    assert isinstance(state, CBState)
    rng = random.Random(seed)
    for code in state.board.states:
        state.octagons[code] = [rng.choice([0] * 3 + list(range(spread))) for _ in range(players)]
        cubes = [rng.choice([0] * 3 + list(range(spread))) for _ in range(players)]
        state.cubes[code] = [0] * players if code in state.board.legislature else cubes
    return state


def real_count(state: CBState, order: random.Random):  # type: ignore[no-untyped-def]
    """The count the game runs, with an Ultimate Tiebreaker that draws in some order."""

    def draw(players, what):  # type: ignore[no-untyped-def]
        shuffled = list(players)
        order.shuffle(shuffled)
        return shuffled

    return Count(state.board, state.cubes, state.octagons, state.n, draw).electoral_college()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_projection_calls_every_state_as_the_real_count(players: int) -> None:
    drawn_somewhere = tie_broken_somewhere = 0
    for seed in range(60):
        state = random_board(players, seed, spread=2 + seed % 3)
        projection = project(state)
        tally = real_count(state, random.Random(seed))
        for code in state.board.states:
            if code in projection.to_draw and code not in projection.winners:
                continue  # the card draw decides: any outcome is possible
            assert projection.winners[code] == tally.winners[code], (seed, code)
        if projection.to_draw:
            drawn_somewhere += 1
            undecided = sum(
                NY_FIRST + NY_SECOND
                if c == NEW_YORK and c not in projection.winners
                else NY_SECOND
                if c == NEW_YORK
                else state.board.ev[c]
                for c in projection.to_draw
            )
            assert projection.votes_to_draw == undecided
            assert sum(projection.totals) == 261 - undecided
        else:
            assert projection.totals == tally.college, seed
            assert projection.ny_second == tally.ny_second
        tie_broken_somewhere += bool(projection.tie_breaks)
        assert set(projection.tie_breaks) <= set(projection.winners)
    assert drawn_somewhere and tie_broken_somewhere, "the samples should cover both cases"


def test_tied_and_empty_states_are_awarded_by_the_tie_break_chain() -> None:
    """The testers' case: ties and empty states are not neutral in the real count."""
    state = random_board(2, 1, spread=2)
    for code in state.board.states:
        state.cubes[code], state.octagons[code] = [0, 0], [0, 0]
    state.octagons["VA"] = [2, 0]  # one lead in the South gives the whole empty South
    projection = project(state)
    south = state.board.regions[state.board.region_of["VA"]]
    for code in south:
        assert projection.winners[code] == 0
        if code != "VA":
            assert projection.tie_breaks[code] == "octagons in the region"
    # Elsewhere the map's octagons decide (player 0 has the only two); New York's second
    # place can only go to the other player.
    assert projection.totals == (261 - NY_SECOND, NY_SECOND)
    assert not projection.to_draw
    if "VA" in state.board.legislature:  # its octagons give it outright
        assert "VA" not in projection.tie_breaks
        assert projection.tie_break_votes == 261 - state.board.ev["VA"] - NY_SECOND
    else:  # a popular-vote state with no cubes: its octagons break the tie
        assert projection.tie_breaks["VA"] == "octagons in the state"
        assert projection.tie_break_votes == 261 - NY_SECOND


def test_a_perfect_tie_goes_to_no_one_and_draws_no_card() -> None:
    state = random_board(2, 2, spread=2)
    for code in state.board.states:
        state.cubes[code], state.octagons[code] = [0, 0], [0, 0]
    deck_before = list(state.decks["event"])
    rng_before = state.rng.getstate()
    projection = project(state)
    assert projection.totals == (0, 0) and not projection.winners
    assert projection.to_draw == frozenset(state.board.states)
    assert projection.votes_to_draw == 261
    assert state.decks["event"] == deck_before and state.rng.getstate() == rng_before
    with pytest.raises(NeedsDraw):
        refuse_draw([0, 1], "VA")
    names = ["Ada", "Bo"]
    assert "card draw" in state_lines(state, "VA", names, ["B", "O"])[-1]


def test_every_viewer_sees_the_same_projection_from_the_public_tokens() -> None:
    session = cb_session(lambda s: s.state.round >= 5, players=3)
    state = session.state
    assert isinstance(state, CBState)
    full = project(state)
    for viewer in range(state.n):
        seen = state.view(viewer)
        assert isinstance(seen, CBState)
        assert project(seen) == full
        assert project_college(seen.board, seen.cubes, seen.octagons, seen.n) == full


def test_the_map_stripes_tie_break_states_and_the_bar_counts_them(app: App) -> None:
    scene = show(app, cb_session(lambda s: s.state.round >= 6))
    projection = scene.projection
    assert projection == project(scene.cb)
    assert projection.tie_breaks, "this position has states won only on a tie-break"
    assert set(scene.map_view.hatches) == set(projection.tie_breaks) | projection.to_draw
    styles = scene.styles()
    for code, winner in projection.winners.items():  # tied states too, in the winner's wash
        assert scene.map_view.fills[code] == theme.blend(theme.LAND, styles[winner].colour, 0.42)
    assert scene.vote_bar.shown and [round(v) for v in scene.vote_bar.shown] != [0, 0]
    captions = scene.vote_bar.caption
    assert isinstance(captions, tuple) and "tie-break" in captions[0]
    assert f"{len(projection.tie_breaks)} states" in captions[0]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_keep_offer_leaves_the_map_clear(app: App, size: tuple[int, int]) -> None:
    from boardgames.games.corrupt_bargain.actions import Keep, KeepEvent

    def keeping(session) -> bool:  # type: ignore[no-untyped-def]
        legal = session.state.legal_actions()
        return session.state.to_move() == {0} and any(
            isinstance(a, Keep | KeepEvent) for a in legal
        )

    app.screen = pygame.display.set_mode(size)
    scene = show(app, cb_session(keeping))
    assert isinstance(scene, CorruptBargainScene)
    assert scene.offer.faces, "the cards on offer are shown"
    assert not scene.offer.rect.colliderect(scene.map_view.rect)
    assert scene.panel_rect.contains(scene.offer.rect)
    assert not scene.offer.rect.colliderect(scene.hand.rect)
    for rect in scene.offer.picker.rects:
        assert scene.offer.rect.contains(rect)


def test_event_cards_in_the_left_column_keep_their_words_at_960_by_600(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every card of up to three effects shows its whole title and every effect in the track."""
    import boardgames.ui.widgets.card_face as card_face
    from boardgames.games.corrupt_bargain.model import load_board
    from boardgames.games.corrupt_bargain.view_motion import face_of

    app.screen = pygame.display.set_mode((960, 600))
    scene = show(app, cb_session(lambda s: True))
    slot = scene.track.slot_rects[0]
    cut: list[str] = []
    real = card_face.fit_text

    def spy(text: str, size: int, width: int, weight: str = "regular") -> str:
        fitted = real(text, size, width, weight)
        if fitted != text:
            cut.append(text)
        return fitted

    monkeypatch.setattr(card_face, "fit_text", spy)
    card_face.card_surface.cache_clear()
    checked = 0
    for card in load_board().decks.events:
        face = face_of("event", card.number)
        if len(face.lines) > 3:
            continue  # four effects: the title gives way at this size (the tooltip has it)
        cut.clear()
        card_face.card_surface(face, slot.width, slot.height)
        assert not cut, f"#{card.number} loses {cut} at {slot.size}"
        checked += 1
    card_face.card_surface.cache_clear()
    assert checked > 60


def _rest(app: App, scene: CorruptBargainScene) -> None:
    """Frames as the app gives them when nobody touches anything: a few, then only as long
    as the scene asks for them."""
    frames(app, 3)
    for _ in range(600):
        if not scene.needs_frames():
            return
        app.frame(1 / 60)
    raise AssertionError("the scene never came to rest")


def _bar(scene: CorruptBargainScene) -> tuple[list[int], object]:
    """What the "if counted now" bar shows: its fills and its caption."""
    bar = scene.vote_bar
    return [round(v) for v in bar.shown], bar.caption


def test_the_same_position_shows_the_same_bar_after_an_undo(app: App) -> None:
    """The testers read 243/18 and, undone back to the same position, 232/17: the bar had
    stopped mid-way to its totals when the screen came to rest."""
    session = cb_session(lambda s: s.state.round >= 6 and step_is(ChooseActions)(s))
    scene = show(app, session)
    _rest(app, scene)
    before = _bar(scene)
    assert before[0] == list(project(scene.cb).totals)
    state = session.state
    assert isinstance(state, CBState)
    scene.submit(ChooseAction(Act.POPULAR))
    _rest(app, scene)
    moved = False
    for action in session.state.legal_actions():
        after = session.state.clone()
        after.apply(action)
        if project(after).totals != project(session.state).totals:
            scene.submit(action)
            moved = True
            break
    assert moved, "the sample should have a placement that changes the count"
    _rest(app, scene)
    assert _bar(scene)[0] != before[0]
    for _ in range(2):
        key(app, pygame.K_u)
        _rest(app, scene)
    assert _bar(scene) == before
    assert scene.vote_bar.votes == before[0]  # the numbers by the bar
