"""Landslide's data file and board: the shipped figures, every refused variant, the TMX."""

from __future__ import annotations

import importlib.util
import math
import re
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
import pytmx

from boardgames.core.data import DataError, Node, load_document
from boardgames.core.eras import load_era
from boardgames.core.maps import MapError
from boardgames.games.landslide.data import (
    DATA_FILE,
    LandslideData,
    check_document,
    load_landslide,
)
from boardgames.games.landslide.track_tmx import (
    BOARD_FILE,
    check_matches,
    load_board,
    parse_track_board,
)
from boardgames.resources import data_dir, maps_dir

BOARD = maps_dir() / BOARD_FILE
GENERATOR = Path(__file__).resolve().parents[1] / "maps" / "make_landslide_board.py"


@pytest.fixture(scope="module")
def data() -> LandslideData:
    return load_landslide()


def variant(tmp_path: Path, source: Path, old: str, new: str, name: str) -> Path:
    """A copy of a shipped file with one exact piece of text replaced."""
    text = source.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"test fixture text {old!r} not found exactly once"
    path = tmp_path / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


# --- the shipped data ----------------------------------------------------------------------


def test_new_hampshire_is_the_rulebooks_400000(data: LandslideData) -> None:
    nh = data.states["NH"]
    assert (nh.name, nh.ev, nh.deck, nh.pv) == ("New Hampshire", 4, "East", 400_000)


def test_every_popular_vote_is_the_turnout_rounded_up_to_100000(data: LandslideData) -> None:
    for card in data.states.values():
        assert card.pv % 100_000 == 0
        assert card.pv == math.ceil(card.turnout / 100_000) * 100_000
        assert card.pv - 100_000 < card.turnout <= card.pv
    # The spec's figures: Alabama 1,100,000, from Alaska ~100,000 to California ~8,400,000.
    assert data.states["AL"].pv == 1_100_000
    assert (data.states["AK"].pv, data.states["CA"].pv) == (100_000, 8_400_000)
    assert sum(card.turnout for card in data.states.values()) == 77_744_030
    assert sum(card.pv for card in data.states.values()) == 80_100_000


def test_51_state_cards_each_in_exactly_one_deck(data: LandslideData) -> None:
    era = load_era("us-1972")
    assert len(data.states) == 51
    listed = [code for deck in data.decks.values() for code in deck.states]
    assert sorted(listed) == sorted(era.states)  # each state once, none left out
    sizes = {name: len(deck.states) for name, deck in data.decks.items()}
    assert sizes == {"East": 9, "South": 17, "Midwest": 12, "West": 13}
    ev = {name: sum(data.states[c].ev for c in deck.states) for name, deck in data.decks.items()}
    assert ev == {"East": 122, "South": 169, "Midwest": 145, "West": 102}
    assert sum(ev.values()) == 538
    colours = {name: deck.colour for name, deck in data.decks.items()}
    assert colours == {"East": "red", "South": "yellow", "Midwest": "white", "West": "blue"}


def test_decks_are_the_eras_census_regions(data: LandslideData) -> None:
    era = load_era("us-1972")
    for name, deck in data.decks.items():
        assert set(deck.states) == set(era.regions[name])


def test_35_vote_cards_worth_61_25_million(data: LandslideData) -> None:
    assert len(data.vote_cards) == 35
    assert Counter(data.vote_cards) == {
        250_000: 5,
        500_000: 6,
        1_000_000: 8,
        2_000_000: 7,
        3_000_000: 5,
        5_000_000: 4,
    }
    assert data.total_votes == 61_250_000
    assert (min(data.vote_cards), max(data.vote_cards)) == (250_000, 5_000_000)


def test_20_politics_cards_with_6_stops(data: LandslideData) -> None:
    cards = data.politics
    assert len(cards) == 20
    assert len({card.id for card in cards}) == len({card.title for card in cards}) == 20
    assert Counter(card.kind for card in cards) == {
        "stop": 6,
        "draw_votes": 3,
        "open_ballot": 2,
        "move": 3,
        "gamble": 2,
        "roll_again": 1,
        "tax": 1,
        "forced_buy": 1,
        "peek": 1,
    }
    for card in cards:
        assert card.timing == ("stop_window" if card.is_stop else "own_turn")
        assert card.note and len(card.note) <= 220


def test_rule_text_follows_the_parameters(data: LandslideData) -> None:
    by_id = {card.id: card for card in data.politics}
    assert by_id["telethon"].rule_text() == "Draw 2 Vote cards."
    assert by_id["union-endorsement"].rule_text() == (
        "Draw 1 Vote card, or 2 if no player holds fewer electoral votes than you."
    )
    assert "5 or 6: take the top card" in by_id["straw-poll"].rule_text()
    assert "1 or 2: return your highest Vote card" in by_id["straw-poll"].rule_text()
    assert "4 electoral votes or fewer" in by_id["party-switch"].rule_text()
    assert "top 3 cards" in by_id["smoke-filled-room"].rule_text()
    assert "your own Home" in by_id["favorite-son-rally"].rule_text()
    assert by_id["filibuster"].rule_text().startswith("Stop!")
    assert all(card.rule_text() for card in data.politics)


def test_track_is_the_tuned_layout(data: LandslideData) -> None:
    """The spec's draft retuned for length (VOCABULARY.md says why)."""
    track = data.track
    assert [space.index for space in track] == list(range(44))
    assert Counter(space.kind for space in track) == {
        "state": 23,
        "politics": 5,
        "win_votes": 4,
        "open_ballot": 2,
        "home": 4,
        "secret_ballot": 4,
        "fly_anywhere": 2,
    }
    states = Counter(space.region for space in track if space.kind == "state")
    assert states == {"East": 4, "South": 7, "Midwest": 6, "West": 6}
    secret = Counter(space.region for space in track if space.kind == "secret_ballot")
    assert secret == {"East": 1, "South": 1, "Midwest": 1, "West": 1}
    homes = {space.index: space.region for space in track if space.kind == "home"}
    assert homes == {0: "East", 11: "South", 22: "Midwest", 33: "West"}
    assert data.home_index("Midwest") == 22
    assert [track[i].kind for i in (5, 7, 20, 39)] == [
        "secret_ballot",
        "open_ballot",
        "fly_anywhere",
        "fly_anywhere",
    ]
    assert (track[12].label, track[7].label) == ("State (South)", "Open Ballot")


def test_rules_and_homes(data: LandslideData) -> None:
    rules = data.rules
    assert (rules.deal, rules.min_bid, rules.bid_step) == (5, 250_000, 250_000)
    assert rules.round_limit == 100
    assert (rules.overbid_margin, rules.pass_home, rules.land_home, rules.win_votes) == (
        5_000_000,
        1,
        2,
        1,
    )
    assert dict(data.homes) == {
        2: ("East", "Midwest"),
        3: ("East", "South", "Midwest"),
        4: ("East", "South", "Midwest", "West"),
    }


def test_check_document_knows_its_own_file_and_no_other(tmp_path: Path) -> None:
    summary = check_document(load_document(DATA_FILE))
    assert summary == (
        "Landslide data, 51 state cards in 4 decks, 35 Vote cards (61,250,000 votes), "
        "20 Politics cards (6 Stops), 44 track spaces"
    )
    assert check_document(load_document(data_dir() / "eras" / "us-1972.yaml")) is None
    assert check_document(Node("x.yaml", ["a", "list"])) is None
    broken = variant(tmp_path, DATA_FILE, "count: 4}", "count: 3}", "landslide.yaml")
    with pytest.raises(DataError, match=r"^landslide.yaml: vote_cards: expected 35"):
        check_document(load_document(broken))


# --- broken data files: each refused, naming the file, the place and the problem ----------

NH = "NH: {turnout:   334_059, pv:   400_000}"
VT = "      VT: {turnout:   186_946, pv:   200_000}\n"
SOUTH = "  South:\n    colour: yellow\n    states:\n"
FILIBUSTER = (
    'id: filibuster\n    title: "Stop! Filibuster"\n    kind: stop\n    timing: stop_window'
)
TRIAL_HEAT = "title: Trial Heat\n    kind: gamble\n    params: {win_on: [5, 6], lose_on: [1, 2]}"
LAST_CARD = DATA_FILE.read_text(encoding="utf-8").split("  - id: union-endorsement")[1]

BROKEN_DATA = [
    # popular votes
    (NH, NH.replace("400_000", "450_000"), "decks.East.states.NH.pv", "multiple of 100,000"),
    (NH, NH.replace("400_000", "500_000"), "decks.East.states.NH.pv", "rounds up to 400,000"),
    (
        NH,
        "NH: {turnout: 434_059, pv: 500_000}",
        "decks.East.states.NH.pv",
        "the rulebook gives NH 400,000",
    ),
    (
        "1_384_277, pv: 1_400_000}",
        "1_384_277, pv: lots}",
        "decks.East.states.CT.pv",
        "expected a whole number",
    ),
    # decks
    (SOUTH, SOUTH + f"      {NH}\n", "decks.South.states.NH", "already in deck East"),
    (VT, "", "decks", "missing: VT"),
    (VT, VT.replace("VT", "XX"), "decks.East.states.XX", "not a state of us-1972"),
    ("colour: blue", "colour: red", "decks.West.colour", "already used by deck East"),
    # Vote cards
    ("count: 4}", "count: 3}", "vote_cards", "expected 35 Vote cards in all, got 34"),
    ("value:   500_000", "value:   600_000", "vote_cards[1].value", "multiple of the bid step"),
    (
        "value: 5_000_000",
        "value: 6_000_000",
        "vote_cards[5].value",
        "run from 250,000 to 5,000,000",
    ),
    # Politics cards
    ("  - id: union-endorsement" + LAST_CARD, "", "politics", "expected 20 Politics cards, got 19"),
    ("kind: peek", "kind: spy", "politics[18].kind", "expected one of stop"),
    (
        FILIBUSTER,
        FILIBUSTER.replace("stop_window", "own_turn"),
        "politics[0].timing",
        "a Stop is played only in a Stop window",
    ),
    ("params: {max_ev: 4}", "params: {max_ev: 40}", "politics[17].params.max_ev", "at most 10"),
    ("params: {count: 3}", "params: {count: 3, x: 1}", "politics[18].params.x", "unknown key"),
    ("id: telethon", "id: fund-raising-dinner", "politics[9].id", "already used by politics[8]"),
    (
        TRIAL_HEAT,
        TRIAL_HEAT.replace("[1, 2]", "[1, 6]"),
        "politics[15].params.lose_on",
        "face 6 is already in win_on",
    ),
    # the track
    ("fly_anywhere,  region: South}", "jet, region: South}", "track[20].kind", "expected one of"),
    ("politics,      region: East}      # 2", "home, region: East}", "track[2].kind", "corners"),
    ("home,          region: South}", "state, region: South}", "track[11].kind", "must be a home"),
    ("  - {kind: state,         region: West}      # 43\n", "", "track", "expected 44 spaces"),
    ("region: East}      # 1\n", "region: Northeast}\n", "track[1].region", "expected one of"),
    # rules and Homes
    ("2: [East, Midwest]", "2: [East, South]", "homes.2", "opposite corners"),
    ("min_bid: 250_000", "min_bid: 300_000", "rules.min_bid", "multiple of bid_step"),
    ("deal: 5", "deal: 9", "rules.deal", "at most 8"),
    ("round_limit: 100", "round_limit: 5", "rules.round_limit", "at least 10"),
    ("vote_cards:", "vote_card:", "vote_card", "unknown key"),
]


@pytest.mark.parametrize(("old", "new", "where", "problem"), BROKEN_DATA)
def test_broken_data_is_refused_with_file_place_and_problem(
    tmp_path: Path, old: str, new: str, where: str, problem: str
) -> None:
    path = variant(tmp_path, DATA_FILE, old, new, "landslide.yaml")
    with pytest.raises(DataError) as caught:
        load_landslide(path)
    message = str(caught.value)
    assert message.startswith(f"landslide.yaml: {where}: "), message
    assert problem in message, message
    assert "\n" not in message


def test_a_state_listed_twice_in_one_deck_is_refused(tmp_path: Path) -> None:
    # YAML itself would keep the second entry silently; the loader refuses it.
    path = variant(tmp_path, DATA_FILE, VT, VT + VT, "landslide.yaml")
    with pytest.raises(
        DataError, match=r"^landslide.yaml: line \d+, column 7: .*duplicate key 'VT'"
    ):
        load_landslide(path)


# --- the board -----------------------------------------------------------------------------


def test_board_parses_and_matches_the_yaml(data: LandslideData) -> None:
    board = load_board()  # parses, then checks every space against landslide.yaml
    assert [space.index for space in board.spaces] == list(range(44))
    assert [(s.kind, s.region) for s in board.spaces] == [(s.kind, s.region) for s in data.track]
    assert [s.label for s in board.spaces] == [s.label for s in data.track]
    assert (board.title, board.width, board.height) == ("Landslide", 1184, 784)
    assert board.summary() == "track board 'Landslide', 44 spaces of 7 kinds"
    assert board.map_file == load_era(data.era).map_file == "us-modern.tmx"
    corners = {(0, 0), (board.width, 0), (0, board.height), (board.width, board.height)}
    for space in board.spaces:
        x, y, w, h = space.rect
        touches = {(x, y), (x + w, y), (x, y + h), (x + w, y + h)} & corners
        assert bool(touches) == (space.kind == "home"), space  # a Home on each corner
    mx, my, mw, mh = board.map_area
    assert 0 < mx and 0 < my and mx + mw < board.width and my + mh < board.height
    assert board.space_at(mx + mw / 2, my + mh / 2) is None
    assert board.space_at(*board.spaces[17].centre) == board.spaces[17]


def test_board_is_one_clockwise_loop() -> None:
    spaces = load_board().spaces
    for first, second in zip(spaces, spaces[1:] + spaces[:1], strict=True):
        ax, ay, aw, ah = first.rect
        bx, by, bw, bh = second.rect
        side_by_side = (ax + aw == bx or bx + bw == ax) and ay < by + bh and by < ay + ah
        stacked = (ay + ah == by or by + bh == ay) and ax < bx + bw and bx < ax + aw
        assert side_by_side or stacked, (first.index, second.index)
    centres = [space.centre for space in spaces]
    turning = sum(
        x1 * y2 - x2 * y1
        for (x1, y1), (x2, y2) in zip(centres, centres[1:] + centres[:1], strict=True)
    )
    assert turning > 0  # with y pointing down, a positive area means clockwise on screen


def test_pytmx_reads_the_board_as_tiled_would() -> None:
    tmx = pytmx.TiledMap(str(BOARD))
    assert (tmx.version, tmx.orientation, tmx.renderorder) == ("1.10", "orthogonal", "right-down")
    assert (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight) == (1184, 784)
    assert tmx.properties == {
        "game": "landslide",
        "kind": "track-board",
        "spaces": 44,
        "title": "Landslide",
    }
    track = tmx.get_layer_by_name("track")
    assert sorted(obj.properties["index"] for obj in track) == list(range(44))
    assert {obj.type for obj in track} == {"space"}
    area = list(tmx.get_layer_by_name("map-area"))
    assert len(area) == 1 and area[0].properties == {"map": "us-modern.tmx"}


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_landslide_board", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    saved, sys.dont_write_bytecode = sys.dont_write_bytecode, True  # no maps/__pycache__
    try:
        spec.loader.exec_module(module)
    finally:
        sys.dont_write_bytecode = saved
    return module


def test_tmx_is_generated_from_the_yaml(data: LandslideData) -> None:
    assert _generator().render_for(data) == BOARD.read_text(encoding="utf-8"), (
        "landslide-board.tmx is stale: run maps/make_landslide_board.py"
    )


def test_generator_refuses_bad_data_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = variant(tmp_path, DATA_FILE, "count: 4}", "count: 3}", "landslide.yaml")
    output = tmp_path / "board.tmx"
    assert _generator().main(["--source", str(source), "--output", str(output)]) == 2
    assert not output.exists()
    assert "landslide.yaml: vote_cards: expected 35" in capsys.readouterr().err
    stale = tmp_path / "stale.tmx"
    stale.write_text("<map/>", encoding="utf-8")
    assert _generator().main(["--check", "--output", str(stale)]) == 1


def _without_space_43(text: str) -> str:
    return re.sub(r'  <object id="44" .*?</object>\n', "", text, flags=re.S)


BROKEN_BOARD = [
    ('type="int" value="1"/>', 'type="int" value="0"/>', "space 0 appears twice"),
    ('type="int" value="43"/>', 'type="int" value="44"/>', "index 44 is outside 0..43"),
    (
        '<property name="index" type="int" value="5"/>',
        '<property name="index" value="5"/>',
        "property 'index' must be an int, got '5'",
    ),
    (
        'value="20"/>\n    <property name="kind" value="fly_anywhere"/>',
        'value="20"/>\n    <property name="kind" value="jet"/>',
        "space 20: kind 'jet' is not one of",
    ),
    ('id="1" name="Home (East)" type="space"', 'id="1" type="tile"', "must be 'space'"),
    ('id="3" name="Politics"', 'id="3" rotation="90" name="Politics"', "is rotated"),
    ('x="1072" y="112"', 'x="1072" y="140"', "spaces 1 and 2 overlap"),
    ('x="1072" y="0"', 'x="1100" y="0"', "lies outside the 1184x784 map"),
    ('x="120" y="120"', 'x="100" y="120"', "overlaps the map area"),
    ('name="map-area"', 'name="maparea"', "exactly one object layer 'map-area', found 0"),
    ('value="track-board"', 'value="grid-board"', "map property 'kind' must be 'track-board'"),
    ("</map>", "", "not well-formed XML"),
]


@pytest.mark.parametrize(("old", "new", "problem"), BROKEN_BOARD)
def test_broken_board_is_refused_naming_the_file(
    tmp_path: Path, old: str, new: str, problem: str
) -> None:
    path = variant(tmp_path, BOARD, old, new, "broken-board.tmx")
    with pytest.raises(MapError) as caught:
        parse_track_board(path)
    assert str(caught.value).startswith("broken-board.tmx: "), caught.value
    assert problem in str(caught.value)


def test_a_missing_space_is_named(tmp_path: Path) -> None:
    path = tmp_path / "short.tmx"
    path.write_text(_without_space_43(BOARD.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(MapError, match=r"^short.tmx: spaces missing from layer 'track': 43$"):
        parse_track_board(path)
    with pytest.raises(MapError, match=r"nowhere.tmx: map file not found"):
        parse_track_board(tmp_path / "nowhere.tmx")


def test_a_board_that_disagrees_with_the_yaml_is_refused(
    tmp_path: Path, data: LandslideData
) -> None:
    old = 'value="2"/>\n    <property name="kind" value="politics"/>'
    path = variant(tmp_path, BOARD, old, old.replace("politics", "win_votes"), "edited.tmx")
    board = parse_track_board(path)  # a well-formed board on its own ...
    with pytest.raises(MapError, match=r"^edited.tmx: space 2 is win_votes \(East\) on the board"):
        check_matches(board, data.track)  # ... that is not this game's track
    with pytest.raises(MapError, match="in the track; regenerate it"):
        load_board(path)
