"""President's table options and claims menu, the order people are asked in, the day
cards' words and what a view tells an animal about its own envelopes."""

from __future__ import annotations

from boardgames.core.zones import HIDDEN
from boardgames.games import GAMES
from boardgames.games.president.actions import (
    CAMERA,
    DEAL,
    ENVELOPE,
    HOLIDAYS,
    INTERVIEW,
    LOOKING_FOR_DEAL,
    PASS,
    WILL_SLANDER,
    Claim,
)
from boardgames.games.president.bots import play_chance
from boardgames.games.president.claims import ClaimChecked, ClaimMade, MakeClaim
from boardgames.games.president.envelopes import READY, envelope_status
from boardgames.games.president.events import DayBegins, EnvelopeDrawn, Scored
from boardgames.games.president.rules import President
from boardgames.games.president.steps import PlanDay
from tests.president_script import DATA, Script, give_envelope, play, table

A, B, C, D = range(4)
NAMES = ["Ann", "Ben", "Cat", "Dan"]
EMPTY_PILE = "Not now: your pile is empty, so there is nothing to take back."


# -- "Standing cameras" (spec PR-A10) ---------------------------------------------------------


def test_standing_cameras_is_a_table_option_off_by_default() -> None:
    spec = next(s for s in President().options if s.key == "standing_cameras")
    assert spec.label == "Standing cameras" and spec.choices == (False, True)
    assert spec.default is False


def test_with_standing_cameras_every_holder_scores_every_day() -> None:
    """B holds a camera but plays Interview: by default its camera rests; with the option
    it fills a popularity point at the press conference all the same."""
    plans = {A: HOLIDAYS, B: INTERVIEW, C: HOLIDAYS, D: HOLIDAYS}
    for standing, popularity in ((False, 1), (True, 2)):
        game = table(4, positions=[1, 2, 3, 4], standing_cameras=standing, claims=False)
        game.cameras[B] = 1
        events = play(game, Script(plans=dict(plans)))
        assert game.popularity[B] == popularity, standing
        scored = [e for e in events if isinstance(e, Scored) and e.reason == "cameras"]
        assert [e.seat for e in scored] == ([B] if standing else [])


def test_standing_cameras_scores_a_camera_played_today_once() -> None:
    game = table(4, positions=[1, 2, 3, 4], standing_cameras=True, claims=False)
    play(game, Script(plans={A: CAMERA, B: HOLIDAYS, C: HOLIDAYS, D: HOLIDAYS}))
    assert game.cameras[A] == 1 and game.popularity[A] == 2  # 1 at setup, 1 today


# -- the claims menu ---------------------------------------------------------------------------


def test_the_claims_menu_offers_looking_for_a_deal() -> None:
    game = table(4, positions=[1, 2, 3, 4])
    head = game.head()
    assert isinstance(head, MakeClaim)
    options = head.options(game, head.player)
    assert options[:2] == [PASS, LOOKING_FOR_DEAL]  # on the first page of the menu
    assert head.label(game, head.player, LOOKING_FOR_DEAL) == "Deal? — looking for a partner"
    assert head.label(game, head.player, PASS) == "No claim today"
    slander_eagle = Claim(WILL_SLANDER, D)  # an animal to slander is named by its animal
    assert head.label(game, head.player, slander_eagle) == "I'm going to slander Eagle"


def test_looking_for_a_deal_is_kept_by_a_deal_card_or_a_handshake() -> None:
    """A and B both ask for a partner and pair up; C asks and plays Interview (broken); D
    asks, opens a Handshake and plays Holidays (kept: the envelope is a Deal played)."""
    game = table(4, positions=[1, 2, 3, 4])
    handshake = give_envelope(game, D, "handshake")
    script = Script(
        plans={A: DEAL, B: DEAL, C: INTERVIEW, D: HOLIDAYS},
        claims=dict.fromkeys((A, B, C, D), LOOKING_FOR_DEAL),
        envelopes={D: [handshake]},
    )
    events = play(game, script)
    made = [e for e in events if isinstance(e, ClaimMade)]
    assert made[0].describe(NAMES) == 'Ann claims: "Deal? — looking for a partner."'
    kept = {e.seat: e.kept for e in events if isinstance(e, ClaimChecked)}
    assert kept == {A: True, B: True, C: False, D: True}
    assert game.claims_kept == [1, 1, 0, 1] and game.claims_made == [1, 1, 1, 1]


def test_bots_read_looking_for_a_deal_as_a_deal() -> None:
    game = table(4, positions=[1, 2, 3, 4])
    before = play_chance(game, B, DEAL)
    game.claims[B] = (LOOKING_FOR_DEAL.said, LOOKING_FOR_DEAL.value)
    assert play_chance(game, B, DEAL) > before


# -- who is asked first ------------------------------------------------------------------------


def test_people_are_asked_in_position_order() -> None:
    """Spec §3.4-2: the sealed planning goes round in position order, from #1 up, not in
    seat order; the one at position #3 is asked third."""
    game = table(4, positions=[3, 1, 4, 2], claims=False)
    assert isinstance(game.head(), PlanDay)
    assert game.ask_order() == [B, D, A, C]
    game.apply(game.legal_actions(B)[0], B)
    assert game.ask_order() == [D, A, C]


# -- the day card says what it earns ----------------------------------------------------------


def test_the_day_card_states_its_reward_in_the_log() -> None:
    game = table(4, positions=[1, 2, 3, 4], day="bow_your_head", claims=False)
    events = play(game, Script(plans=dict.fromkeys((A, B, C, D), HOLIDAYS)))
    line = next(e for e in events if isinstance(e, DayBegins)).describe(NAMES)
    card = DATA.day_cards[game.day_card]
    assert line == f"Day 2: {card.title}. {card.recover_if.text()}"
    assert line.endswith(", take 1 card back from your pile.")


def test_the_catalogue_says_plans_are_revealed_one_by_one() -> None:
    blurb = GAMES["president"].blurb
    assert "one by one" in blurb and "together" not in blurb


# -- one's own envelopes -----------------------------------------------------------------------


def test_a_view_shows_its_owner_the_envelopes_and_nobody_else() -> None:
    game = table(4, positions=[1, 2, 3, 4])
    claim = give_envelope(game, A, "expense_claim")
    handshake = give_envelope(game, A, "handshake")
    alibi = give_envelope(game, B, "alibi")
    mine = game.view(A)
    assert sorted(mine.zones[("envelopes", A)]) == sorted([claim, handshake])
    assert list(mine.zones[("envelopes", B)]) == [HIDDEN]
    status = envelope_status(mine, A)
    assert sorted(status) == sorted([(claim, False, EMPTY_PILE), (handshake, True, READY)])
    assert envelope_status(mine, B) == []  # B's count shows, its card does not
    assert envelope_status(game.view(B), B) == [
        (alibi, False, "Not now: no Slander lies on your board.")
    ]
    assert envelope_status(game.view(None), A) == []


def test_an_expense_claim_becomes_playable_once_the_pile_holds_a_card() -> None:
    game = table(4, positions=[1, 2, 3, 4], claims=False)
    claim = give_envelope(game, A, "expense_claim")
    assert envelope_status(game.view(A), A) == [(claim, False, EMPTY_PILE)]
    game.zones.move(INTERVIEW, ("hand", A), ("pile", A))
    assert envelope_status(game.view(A), A) == [(claim, True, READY)]


def test_a_drawn_envelope_is_named_to_its_owner_only() -> None:
    game = table(4, positions=[1, 2, 3, 4], claims=False)
    events = play(game, Script(plans={A: ENVELOPE, B: HOLIDAYS, C: HOLIDAYS, D: HOLIDAYS}))
    drawn = next(e for e in events if isinstance(e, EnvelopeDrawn))
    card = game.zones[("envelopes", A)][0]
    envelope = DATA.envelopes[card]  # type: ignore[index]
    own = drawn.describe_for(NAMES, A)
    assert own == f"Ann draws an envelope: {envelope.title} ({envelope.kind.title})."
    for viewer in (B, C, D, None):
        line = drawn.describe_for(NAMES, viewer)
        assert line == "Ann draws an envelope." and envelope.title not in line
    assert drawn.visible_to == frozenset((A,))
