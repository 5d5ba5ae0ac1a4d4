"""Bull Moose's looks: the rulebook's candidate colours, kept by seat (each seat is a
candidate), with letters in both palettes."""

from __future__ import annotations

from boardgames.games import get_game
from boardgames.ui import theme


def test_candidates_wear_the_rulebook_colours_and_keep_their_letters() -> None:
    own = get_game("bull-moose").hooks.seat_looks()
    classic = theme.seat_styles([0, 1, 2, 3, 4], False, own)
    assert [s.name for s in classic] == ["Red", "Green", "Blue", "Purple", "Yellow"]
    safe = theme.seat_styles([0, 1, 2, 3, 4], True, own)
    assert [s.letter for s in safe] == [s.letter for s in classic] == list("RPDSX")
    assert all(a.colour != b.colour for a, b in zip(safe[:2], classic[:2], strict=True))
    # the seat's chosen palette colour plays no part: the candidate's colour stays
    assert theme.seat_styles([4, 3, 2], False, own)[0].name == "Red"


def test_every_two_candidate_colours_are_far_apart() -> None:
    """No two seats' colours can be taken for each other (Debs' and Roosevelt's were)."""
    own = get_game("bull-moose").hooks.seat_looks()
    for safe in (False, True):
        styles = theme.seat_styles(list(range(5)), safe, own)
        for i, a in enumerate(styles):
            for b in styles[i + 1 :]:
                distance = sum((x - y) ** 2 for x, y in zip(a.colour, b.colour, strict=True))
                assert distance**0.5 > 75, (a.name, b.name)
