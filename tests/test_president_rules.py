"""President's rules against the spec's scenarios (PR-T1 to PR-T10) and its table rules."""

from __future__ import annotations

import pytest

from boardgames.games.president.actions import (
    CAMERA,
    DEAL,
    ENVELOPE,
    HOLIDAYS,
    INTERVIEW,
    PLANS,
    PROMOTION,
    SLANDER,
    WILL_PLAY,
    WILL_SLANDER,
    WONT_PLAY,
    Claim,
    Guess,
)
from boardgames.games.president.claims import ClaimChecked, MakeClaim, credibility
from boardgames.games.president.events import Revealed
from boardgames.games.president.rules import President, PRState
from boardgames.games.president.steps import EndOfDay, GuessFor, meets_day_card
from tests.president_script import DATA, KIND, Script, give_envelope, play, table

A, B, C, D, E = range(5)


def test_setup_follows_the_chart() -> None:  # PR-T1
    for n in range(3, 11):
        game = President().new_game(n, n, {})
        chart = DATA.chart(n)
        assert sorted(game.position) == list(range(1, n + 1))
        for level in ("presidency", "vice_presidency", "secretariat"):
            assert sum(game.level(p) == level for p in range(n)) == len(chart.on_level(level))
        assert game.vp == [1] * n
        assert game.total(game.president) == 2
        for p in range(n):
            assert game.popularity[p] == (1 if game.level(p) == "secretariat" else 0)
            assert sorted(game.zones[("hand", p)]) == list(range(7))
        assert len(game.zones["day_card"]) == 1 and game.day == 1


def test_deals_pair_in_the_order_played() -> None:  # PR-T2
    game = table(4, positions=[1, 2, 3, 4])
    play(game, Script(plans={A: DEAL, B: INTERVIEW, C: DEAL, D: DEAL}))
    assert game.vp[A] == 2 and game.vp[C] == 2 and game.vp[D] == 1
    # A Handshake envelope, then A's own Deal card, then B's Deal.
    game = table(4, positions=[1, 2, 3, 4])
    handshake = give_envelope(game, A, "handshake")
    play(
        game,
        Script(plans={A: DEAL, B: DEAL, C: INTERVIEW, D: INTERVIEW}, envelopes={A: [handshake]}),
    )
    assert game.vp[A] == 2 and game.vp[B] == 2  # A's envelope paired with B; A's card gained 0


def test_promotion_keeps_the_order_of_turns() -> None:  # PR-T3
    game = table(4, positions=[1, 2, 3, 4])
    events = play(game, Script(plans={A: PROMOTION, B: DEAL, C: INTERVIEW, D: DEAL}))
    assert game.position[A] == 3 and game.position[C] == 1
    order = [event.seat for event in events if isinstance(event, Revealed)]
    assert order == [A, B, C, D]  # C still acts third, A does not act again


def test_promotion_into_the_presidency_moves_the_medal() -> None:  # PR-T4
    game = table(4, positions=[1, 2, 3, 4])
    play(game, Script(plans={A: DEAL, B: DEAL, C: PROMOTION, D: HOLIDAYS}))
    assert game.president == C and game.total(C) == 2 and game.total(D) == 1
    game = table(4, positions=[1, 2, 3, 4], vp=[1, 1, 6, 1])
    play(game, Script(plans={A: DEAL, B: DEAL, C: PROMOTION, D: INTERVIEW}))
    assert game.is_over() and game.winner == C
    assert game.zones[("sealed", D)] == [INTERVIEW]  # the rest of the day is not resolved


def test_interview_goes_to_the_highest_position_at_the_press_conference() -> None:  # PR-T5
    game = table(4, positions=[2, 1, 3, 4])
    play(game, Script(plans={A: INTERVIEW, B: DEAL, C: INTERVIEW, D: DEAL}))
    assert game.vp[C] == 2 and game.vp[A] == 1
    game = table(4, positions=[2, 1, 3, 4])
    play(game, Script(plans={A: INTERVIEW, B: PROMOTION, C: INTERVIEW, D: DEAL}))
    assert game.position[C] == 1 and game.vp[A] == 2 and game.vp[C] == 1
    game = table(9, positions=[9, 5, 2, 1, 3, 4, 6, 7, 8])
    plans = {p: DEAL if p > 2 else INTERVIEW for p in range(9)}
    plans.update({3: HOLIDAYS, 4: HOLIDAYS, 5: HOLIDAYS, 6: HOLIDAYS, 7: HOLIDAYS, 8: HOLIDAYS})
    play(game, Script(plans=plans))
    assert game.vp[:3] == [2, 2, 1]  # positions 9 and 5 score, 2 does not


def test_cameras_score_for_those_who_played_camera() -> None:  # PR-T6
    game = table(4, positions=[1, 2, 3, 4])
    game.cameras = [1, 2, 0, 1]  # the supply is empty
    play(game, Script(plans={A: CAMERA, B: DEAL, C: DEAL, D: HOLIDAYS}, picks={A: [D]}))
    assert game.cameras == [2, 2, 0, 0]
    assert game.popularity[A] == 3 and game.vp[A] == 2  # filled 2 and 3, the 3rd gives 1 VP
    assert game.popularity[B] == 1 and game.vp[B] == 2  # B only closed its Deal with C
    play(game, Script(plans={A: CAMERA, B: HOLIDAYS, C: HOLIDAYS, D: HOLIDAYS}, picks={A: [B]}))
    assert game.cameras[A] == 3 and game.vp[A] == 5  # a full track: 3 cameras give 3 VP


def test_slander_guesses() -> None:  # PR-T7
    game = table(4, positions=[1, 2, 3, 4])
    play(
        game,
        Script(
            plans={A: DEAL, B: SLANDER, C: HOLIDAYS, D: ENVELOPE},
            picks={B: [D]},
            guesses={B: [ENVELOPE]},
        ),
    )
    assert game.vp[D] == 0 and game.vp[B] == 2  # right: D loses 1 filled VP, B fills 1
    assert game.slanders[D] == [] and not game.zones[("out", B)]  # the card went home
    # A wrong guess does nothing; a target with no filled VP loses nothing.
    game = table(4, positions=[1, 2, 3, 4], vp=[1, 1, 1, 0])
    play(
        game,
        Script(
            plans={A: HOLIDAYS, B: SLANDER, C: SLANDER, D: HOLIDAYS},
            picks={B: [D], C: [D]},
            guesses={B: [HOLIDAYS], C: [DEAL]},
        ),
    )
    assert game.vp == [1, 1, 1, 0]
    # Slandering an animal that already revealed: the guess waits for tomorrow.
    game = table(4, positions=[1, 2, 3, 4])
    play(game, Script(plans={A: DEAL, B: SLANDER, C: HOLIDAYS, D: HOLIDAYS}, picks={B: [A]}))
    assert game.slanders[A] == [(B, -1)] and SLANDER not in game.known_hand(B)
    assert SLANDER not in game.zones[("pile", B)]
    play(
        game,
        Script(plans={A: INTERVIEW, B: DEAL, C: HOLIDAYS, D: HOLIDAYS}, guesses={B: [INTERVIEW]}),
    )
    # B's guess takes 1 from A; A's Interview then fills 1 at the press conference.
    assert game.vp[A] == 1 and game.vp[B] == 2 and SLANDER in game.zones[("pile", B)]


def test_two_slanders_on_one_target_name_different_actions() -> None:  # PR-T7
    game = table(4, positions=[1, 2, 3, 4])
    play(
        game,
        Script(
            plans={A: SLANDER, B: SLANDER, C: HOLIDAYS, D: DEAL},
            picks={A: [D], B: [D]},
            guesses={A: [DEAL]},
        ),
        until=lambda g: isinstance(g.head(), GuessFor) and g.head().player == B,
    )
    assert Guess(DEAL) not in game.legal_actions(B) and len(game.legal_actions(B)) == 6


def test_holidays_returns_the_pile() -> None:  # PR-T8
    game = table(4, positions=[1, 2, 3, 4])
    for card in (DEAL, CAMERA):
        game.zones.move(card, ("hand", A), ("pile", A))
    play(game, Script(plans={A: HOLIDAYS, B: DEAL, C: DEAL, D: DEAL}))
    assert sorted(game.zones[("hand", A)]) == list(range(7)) and not game.zones[("pile", A)]


def test_bow_your_head_lets_every_tied_animal_recover() -> None:  # PR-T8
    game = table(4, positions=[1, 2, 3, 4], vp=[1, 1, 3, 3], day="bow_your_head")
    play(game, Script(plans={A: DEAL, B: DEAL, C: INTERVIEW, D: CAMERA}))
    assert game.zones[("pile", A)] == [] and game.zones[("pile", B)] == []  # both took back
    assert game.zones[("pile", C)] == [INTERVIEW] and game.zones[("pile", D)] == [CAMERA]


def test_corruption_token() -> None:  # PR-T9
    game = table(4, positions=[1, 2, 3, 4])
    rest = {C: HOLIDAYS, D: HOLIDAYS}
    play(game, Script(plans={A: ENVELOPE, B: HOLIDAYS, **rest}))
    assert game.corruption == A and game.total(A) == 2  # the first envelope drawn
    handshake = give_envelope(game, B, "handshake")
    play(game, Script(plans={A: HOLIDAYS, B: ENVELOPE, **rest}))
    assert game.corruption == B  # B drew its second envelope
    play(game, Script(plans={A: HOLIDAYS, B: HOLIDAYS, **rest}, envelopes={B: [handshake]}))
    assert game.envelope_count(B) == game.envelope_count(A) == 1 and game.corruption == B


def test_corruption_tie_the_holder_is_not_in() -> None:  # PR-A21
    game = table(4, positions=[1, 2, 3, 4])
    game.corruption = D
    give_envelope(game, A, "handshake")
    give_envelope(game, B, "handshake")
    events = game.check_corruption()
    assert events == [] and game.head().player == D  # D chooses between A and B
    play(game, Script(picks={D: [B]}), until=lambda g: g.corruption != D)
    assert game.corruption == B


def test_several_reach_seven_at_once() -> None:  # PR-T10
    game = table(6, positions=[2, 1, 5, 3, 4, 6], vp=[6, 1, 6, 1, 1, 1])
    play(game, Script(plans={A: DEAL, B: HOLIDAYS, C: DEAL, D: HOLIDAYS, E: HOLIDAYS, 5: HOLIDAYS}))
    assert game.winner == C and game.total(A) == 7 == game.total(C)
    game = table(6, positions=[2, 1, 5, 3, 4, 6], vp=[1, 1, 6, 1, 6, 1])
    game.cameras = [0, 0, 0, 0, 2, 0]
    game.popularity[E] = 3
    play(
        game,
        Script(plans={A: HOLIDAYS, B: HOLIDAYS, C: INTERVIEW, D: HOLIDAYS, E: CAMERA, 5: HOLIDAYS}),
    )
    assert game.total(C) == 7 and game.total(E) == 9 and game.winner == E


@pytest.mark.parametrize(
    ("day", "expected"),
    [
        ("gain_ground", {A, B, C}),  # the Deal pair and the interview gained
        ("avoid_standing_out", {D}),  # D's camera filled popularity only
        ("take_control", {C, D}),
        ("bow_your_head", {A, B, C, D}),  # all at 2
        ("find_allies", {A, B}),  # seat neighbours A and B both played Deal
        ("keep_your_word", {A, C}),  # B named Camera and D Slander
    ],
)
def test_each_day_card_condition(
    day: str, expected: set[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    met: list[set[int]] = []
    end_of_day = EndOfDay.run

    def spy(step: EndOfDay, game: PRState) -> list:  # type: ignore[type-arg]
        met.append({p for p in range(game.n) if meets_day_card(game, p)})
        return end_of_day(step, game)

    monkeypatch.setattr(EndOfDay, "run", spy)
    game = table(4, positions=[1, 2, 3, 4], day=day)
    names = {A: DEAL, B: CAMERA, C: INTERVIEW, D: SLANDER}
    play(game, Script(plans={A: DEAL, B: DEAL, C: INTERVIEW, D: CAMERA}, names=names))
    assert met == [expected]


def test_claims_are_marked_kept_or_broken() -> None:
    game = table(4, positions=[1, 2, 3, 4])
    claims = {
        A: Claim(WILL_PLAY, DEAL),
        B: Claim(WONT_PLAY, SLANDER),
        C: Claim(WILL_SLANDER, D),
    }
    script = Script(
        plans={A: DEAL, B: SLANDER, C: SLANDER, D: HOLIDAYS},
        picks={B: [A], C: [D]},
        guesses={C: [DEAL]},
        claims=claims,
    )
    events = play(game, script)
    checked = {e.seat: e.kept for e in events if isinstance(e, ClaimChecked)}
    assert checked == {A: True, B: False, C: True}  # D made no claim
    assert game.claims_made == [1, 1, 1, 0] and game.claims_kept == [1, 0, 1, 0]
    assert credibility(game, A) > credibility(game, D) > credibility(game, B)
    no_claims = table(4, positions=[1, 2, 3, 4], claims=False)
    assert not isinstance(no_claims.head(), MakeClaim)


def test_a_game_always_ends_at_the_day_limit() -> None:
    """Everybody always takes Holidays: nobody scores, so only the bound ends it."""
    game = President().new_game(5, 7, {})
    while not game.is_over():
        for seat in sorted(game.to_move()):
            legal = game.legal_actions(seat)
            plan = PLANS[HOLIDAYS]
            game.apply(plan if plan in legal else legal[0], seat)
    assert game.day_limit_reached and game.day == 40
    assert game.winner == game.president  # all at 1 VP: the medal decides


def test_the_ruleset_knows_its_kinds() -> None:
    assert KIND["handshake"] and isinstance(President().new_game(3, 1, {}), PRState)
