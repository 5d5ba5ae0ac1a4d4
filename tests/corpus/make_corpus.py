"""Build the corpus of broken files in tests/corpus/: ``python tests/corpus/make_corpus.py``.

Every file is a shipped file (an era, a card deck, a state map, the grid board)
or a real saved game with one fault put in, so each tests the check meant for
that fault rather than failing on the first line. The folders are by kind:
era/, cards/, tmx/, grid/, saves/, and settings/ (damaged settings.json files,
which the app heals rather than refuses). Files that cannot live in git (named pipes,
a 50 MB file, links to /dev/zero, a folder named like a file) are made by
``make_runtime_cases`` in a temporary folder when the test runs.

Running the script rewrites the committed files; it fails loudly if a shipped
file changed so much that a fault can no longer be put in.
"""

from __future__ import annotations

import base64
import json
import os
import random
import re
import shutil
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))

from boardgames.core.record import GameRecord, Seat, _digest  # noqa: E402
from boardgames.resources import data_dir, maps_dir  # noqa: E402

KINDS = ("era", "cards", "tmx", "grid", "saves")
CARDS = ROOT / "boardgames" / "games" / "corrupt_bargain" / "cards"
PAYLOAD_KEYS = ("ruleset", "ruleset_version", "options", "seats", "seed", "actions", "created")
BILLION_LAUGHS_YAML = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
)
BILLION_LAUGHS_XML = (
    '<?xml version="1.0"?>\n<!DOCTYPE map [\n <!ENTITY a "aaaaaaaaaa">\n'
    + "".join(f' <!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">\n' for i in range(8))
    + ']>\n<map width="4" height="4" tilewidth="16" tileheight="16">'
    "<properties><property name='title' value='&i;'/></properties></map>\n"
)


def swap(text: str, old: str, new: str, count: int = 1) -> str:
    """Replace ``old`` (which must be there) by ``new``: a fault put in on purpose."""
    if old not in text:
        raise SystemExit(f"make_corpus: {old[:60]!r} is no longer in the shipped file")
    return text.replace(old, new, count)


def sub(text: str, pattern: str, new: str, count: int = 1) -> str:
    changed, made = re.subn(pattern, new, text, count=count, flags=re.S)
    if not made:
        raise SystemExit(f"make_corpus: pattern {pattern[:60]!r} no longer matches")
    return changed


def garbage(seed: int, size: int = 4096) -> bytes:
    return random.Random(seed).randbytes(size)


# -- era YAML -----------------------------------------------------------------------------


def era_cases() -> dict[str, str | bytes]:
    era = (data_dir() / "eras" / "us-1824.yaml").read_text(encoding="utf-8")
    ny = "  NY: {name: New York, ev: 36, adjacent: [CT, MA, NJ, PA, VT]}"
    cases: dict[str, str | bytes] = {
        "duplicate-state-key.yaml": swap(era, ny, ny + "\n  NY: {name: New York, ev: 1}"),
        "duplicate-top-key.yaml": swap(era, "majority: 131", "majority: 131\nmajority: 131"),
        "nested-50000-deep.yaml": "states: " + "[" * 50_000 + "]" * 50_000 + "\n",
        "nested-200-deep-block.yaml": "".join(f"{'  ' * i}k{i}:\n" for i in range(200)) + "x\n",
        "ev-5000-digits.yaml": swap(era, "ev: 36,", "ev: " + "7" * 5000 + ","),
        "ev-sexagesimal-huge.yaml": swap(era, "ev: 36,", "ev: " + ":".join(["59"] * 2000) + ","),
        "ev-negative.yaml": swap(era, "ev: 36,", "ev: -36,"),
        "ev-zero.yaml": swap(era, "ev: 36,", "ev: 0,"),
        "ev-text.yaml": swap(era, "ev: 36,", "ev: many,"),
        "ev-fraction.yaml": swap(era, "ev: 36,", "ev: 35.5,"),
        "ev-boolean.yaml": swap(era, "ev: 36,", "ev: yes,"),
        "ev-infinity.yaml": swap(era, "ev: 36,", "ev: .inf,"),
        "ev-nan.yaml": swap(era, "ev: 36,", "ev: .nan,"),
        "majority-9999.yaml": swap(era, "majority: 131", "majority: 9999"),
        "majority-1.yaml": swap(era, "majority: 131", "majority: 1"),
        "majority-exactly-half.yaml": swap(era, "majority: 131", "majority: 130"),
        "majority-above-total.yaml": swap(era, "majority: 131", "majority: 262"),
        "majority-text.yaml": swap(era, "majority: 131", "majority: half"),
        "adjacent-to-itself.yaml": swap(
            era, "adjacent: [CT, MA, NJ, PA, VT]", "adjacent: [CT, MA, NJ, NY, PA, VT]"
        ),
        "neighbour-listed-twice.yaml": swap(
            era, "adjacent: [CT, MA, NJ, PA, VT]", "adjacent: [CT, MA, NJ, NJ, PA, VT]"
        ),
        "neighbour-unknown.yaml": swap(
            era, "adjacent: [CT, MA, NJ, PA, VT]", "adjacent: [CT, MA, NJ, PA, VT, ZZ]"
        ),
        "neighbour-one-way.yaml": swap(
            era, "adjacent: [CT, MA, NJ, PA, VT]", "adjacent: [CT, MA, NJ, PA]"
        ),
        "adjacent-not-a-list.yaml": swap(
            era, "adjacent: [CT, MA, NJ, PA, VT]", "adjacent: {CT: 1}"
        ),
        "total-ev-wrong.yaml": swap(era, "total_ev: 261", "total_ev: 262"),
        "total-ev-5000-digits.yaml": swap(era, "total_ev: 261", "total_ev: " + "1" * 5000),
        "unknown-top-key.yaml": swap(era, "census: 1820", "census: 1820\ncensuss: 1820"),
        "unknown-state-key.yaml": swap(
            era, "{name: New York, ev: 36,", "{name: New York, votes: 3, ev: 36,"
        ),
        "missing-states.yaml": sub(era, r"\nstates:\n.*", "\n"),
        "states-is-a-list.yaml": sub(era, r"\nstates:\n.*", "\nstates: [NY, PA]\n"),
        "state-code-lowercase.yaml": swap(era, "  NY: {", "  ny: {"),
        "state-code-three-letters.yaml": swap(era, "  NY: {", "  NYC: {"),
        "state-name-empty.yaml": swap(era, "name: New York,", "name: '',"),
        "region-unknown-state.yaml": swap(era, "[ME, NH,", "[ZZ, ME, NH,"),
        "state-in-two-regions.yaml": swap(era, "[VA, NC,", "[NY, VA, NC,"),
        "census-3000.yaml": swap(era, "census: 1820", "census: 3000"),
        "census-date-month-13.yaml": swap(era, "census: 1820", "census: 1820-13-45"),
        "billion-laughs-aliases.yaml": BILLION_LAUGHS_YAML,
        "nul-byte.yaml": swap(era, "title: The Union", "title: The\x00Union"),
        "escape-character.yaml": swap(era, "title: The Union", "title: The\x1bUnion"),
        "invalid-utf8.yaml": swap(era, "title: The Union", "title: The Union \udcff").encode(
            "utf-8", "surrogateescape"
        ),
        "utf16.yaml": era.encode("utf-16"),
        "cut-in-half.yaml": era[: len(era) // 2],
        "empty.yaml": "",
        "only-a-number.yaml": "42\n",
        "tab-indentation.yaml": swap(era, "  ME: {name: Maine", "\tME: {name: Maine"),
        "two-documents.yaml": era + "---\n" + era,
        "unhashable-key.yaml": swap(era, "census: 1820", "census: 1820\n? [a, b]\n: 1"),
        "python-object-tag.yaml": swap(
            era, "census: 1820", "census: !!python/object/apply:os.system [echo hi]"
        ),
        "long-unknown-key.yaml": swap(
            era, "census: 1820", "census: 1820\n" + "k" * 100_000 + ": 1"
        ),
        "binary-garbage.yaml": garbage(1824),
        "map-missing.yaml": swap(era, "map: us-1824.tmx", "map: us-1825.tmx"),
        "map-outside-the-maps-folder.yaml": swap(era, "map: us-1824.tmx", "map: ../../etc/passwd"),
    }
    return cases


# -- card decks ---------------------------------------------------------------------------


def card_cases() -> dict[str, str | bytes]:
    # The loaders check every card before counting the deck, so the first three cards
    # carry a fault as well as the whole deck would (and keep the corpus small).
    deck = (CARDS / "events.yaml").read_text(encoding="utf-8")
    events = deck[: deck.index("  - number: 4\n")]
    populace = (CARDS / "populace.yaml").read_text(encoding="utf-8")
    populace = populace[: populace.index("  - number: 4\n")]
    politicians = (CARDS / "politicians.yaml").read_text(encoding="utf-8")
    politicians = politicians[: politicians.index("  - number: 4\n")]
    first = "      - {add: octagon, count: 2, in: NY}"
    return {
        "events-duplicate-key-in-card.yaml": swap(
            events, "  - number: 1\n", "  - number: 1\n    number: 2\n"
        ),
        "events-duplicate-number.yaml": swap(events, "  - number: 2\n", "  - number: 1\n"),
        "events-duplicate-title.yaml": swap(
            events, '"The Tariff of 1824"', '"The Tallmadge Amendment"'
        ),
        "events-count-5000-digits.yaml": swap(events, first, first.replace("2", "9" * 5000, 1)),
        "events-count-too-high.yaml": swap(events, first, first.replace("count: 2", "count: 99")),
        "events-count-zero.yaml": swap(events, first, first.replace("count: 2", "count: 0")),
        "events-count-infinity.yaml": swap(events, first, first.replace("count: 2", "count: .inf")),
        "events-unknown-suit.yaml": swap(events, "suit: slavery", "suit: tariffs"),
        "events-unknown-state.yaml": swap(events, "in: NY}", "in: ZZ}"),
        "events-cube-in-legislature-state.yaml": swap(
            events, "{add: octagon, count: 2, in: NY}", "{add: cube, count: 2, in: NY}"
        ),
        "events-two-verbs-in-one-effect.yaml": swap(
            events, first, "      - {add: octagon, remove: cube, count: 2, in: NY}"
        ),
        "events-no-effects.yaml": sub(
            events, r"    effects:\n(      - .*?\n)+(    note:)", r"    effects: []\n\2"
        ),
        "events-area-misses-a-place.yaml": swap(
            events, "area: [NY, East, South]", "area: [East, South]"
        ),
        "events-area-extra-place.yaml": swap(
            events, "area: [NY, East, South]", "area: [NY, East, South, West]"
        ),
        "events-area-twice.yaml": swap(
            events, "area: [NY, East, South]", "area: [NY, NY, East, South]"
        ),
        "events-title-too-long.yaml": swap(
            events, '"The Tallmadge Amendment"', '"' + "Tallmadge " * 30 + '"'
        ),
        "events-note-too-long.yaml": swap(
            events, 'note: "In February 1819', 'note: "' + "Long. " * 100 + "In February 1819"
        ),
        "events-missing-note.yaml": sub(events, r"    note: \"In February 1819[^\n]*\n", ""),
        "events-unknown-key-in-card.yaml": swap(
            events, "  - number: 1\n", "  - number: 1\n    colour: red\n"
        ),
        "events-unknown-owner.yaml": swap(
            events, "owner: own, in: South}", "owner: nobody, in: South}"
        ),
        "events-card-not-a-mapping.yaml": swap(events, "events:\n", "events:\n  - just text\n"),
        "events-deck-is-a-mapping.yaml": "events:\n  first: {number: 1}\n",
        "events-one-card-short.yaml": sub(deck, r"\n  - number: 80\n.*", "\n"),
        "events-number-81.yaml": swap(deck, "  - number: 80\n", "  - number: 81\n"),
        "events-wrong-top-key.yaml": swap(events, "events:\n", "event_cards:\n"),
        "events-nested-10000-deep.yaml": swap(
            events, first, "      - " + "[" * 10_000 + "]" * 10_000
        ),
        "events-aliases.yaml": swap(
            events, "area: [NY, East, South]", "area: &here [NY, East, South]\n    also: *here"
        ),
        "events-cut-in-half.yaml": deck[: len(deck) // 2],
        "events-nul-byte.yaml": swap(events, "The Tallmadge", "The\x00Tallmadge"),
        "events-python-tag.yaml": swap(events, "suit: slavery", "suit: !!python/name:os.system"),
        "events-timestamp-bad.yaml": swap(events, "suit: slavery", "suit: 2024-02-30"),
        "populace-draws-a-card.yaml": swap(
            populace, "      - {add: cube, count: 2, in: PA}", "      - {draw: populace, count: 1}"
        ),
        "populace-duplicate-key.yaml": swap(
            populace, '    title: "Fourth', '    title: x\n    title: "Fourth'
        ),
        "populace-count-5000-digits.yaml": swap(
            populace,
            "{add: cube, count: 2, in: PA}",
            "{add: cube, count: " + "2" * 5000 + ", in: PA}",
        ),
        "populace-unknown-region.yaml": swap(
            populace, "{add: cube, count: 1, in: East}", "{add: cube, count: 1, in: North}"
        ),
        "politicians-duplicate-number.yaml": swap(
            politicians, "  - number: 2\n", "  - number: 1\n"
        ),
        "politicians-unknown-token.yaml": swap(
            politicians, "{add: octagon, count: 2, in: NY}", "{add: hexagon, count: 2, in: NY}"
        ),
        "politicians-nested-50000-deep.yaml": "politicians: " + "[" * 50_000 + "]" * 50_000,
        "politicians-billion-laughs.yaml": BILLION_LAUGHS_YAML + "politicians: *i\n",
    }


# -- state maps (TMX) ---------------------------------------------------------------------

NY_STATE = 'name="NY" type="state" x="775.5" y="216.3"'
NY_LABEL = 'name="NY" type="label" x="852.5" y="182.7"'
DE_BOX = 'name="DE" type="box" x="978" y="317.5" width="56" height="30"'
MAP_SIZE = 'width="68" height="40" tilewidth="16" tileheight="16"'


def tmx_cases() -> dict[str, str | bytes]:
    tmx = (maps_dir() / "us-1824.tmx").read_text(encoding="utf-8")
    ny_points = re.search(NY_STATE + r'.*?<polygon points="([^"]*)"', tmx, re.S)
    assert ny_points is not None
    points = ny_points.group(1)
    zeros = base64.b64encode(zlib.compress(bytes(40_000_000), 9)).decode()
    return {
        "x-nan.tmx": swap(tmx, NY_STATE, NY_STATE.replace('x="775.5"', 'x="nan"')),
        "y-inf.tmx": swap(tmx, NY_STATE, NY_STATE.replace('y="216.3"', 'y="inf"')),
        "x-minus-inf.tmx": swap(tmx, NY_STATE, NY_STATE.replace('x="775.5"', 'x="-inf"')),
        "x-1e308.tmx": swap(tmx, NY_STATE, NY_STATE.replace('x="775.5"', 'x="1e308"')),
        "x-5000-digits.tmx": swap(
            tmx, NY_STATE, NY_STATE.replace('x="775.5"', 'x="' + "7" * 5000 + '"')
        ),
        "x-text.tmx": swap(tmx, NY_STATE, NY_STATE.replace('x="775.5"', 'x="east"')),
        "point-nan.tmx": swap(tmx, points, points.replace("0,0", "nan,0", 1)),
        "point-1e308.tmx": swap(tmx, points, points.replace("0,0", "0,1e308", 1)),
        "point-three-numbers.tmx": swap(tmx, points, points.replace("0,0", "0,0,0", 1)),
        "point-off-the-map.tmx": swap(tmx, points, points.replace("0,0", "0,9000", 1)),
        "label-off-the-map.tmx": swap(tmx, NY_LABEL, NY_LABEL.replace('x="852.5"', 'x="-400"')),
        "rotation-nan.tmx": swap(tmx, NY_STATE, NY_STATE + ' rotation="nan"'),
        "unknown-state-code.tmx": tmx.replace('name="NY"', 'name="ZZ"'),
        "state-named-in-full.tmx": swap(
            tmx, NY_STATE, NY_STATE.replace('name="NY"', 'name="New York"')
        ),
        "state-without-full-name.tmx": swap(
            tmx, '<property name="full_name" value="New York"/>', ""
        ),
        "state-as-polyline.tmx": sub(
            tmx, "(" + re.escape(NY_STATE) + r".*?)<polygon ", r"\1<polyline "
        ),
        "state-with-two-points.tmx": swap(tmx, points, "0,0 5,5"),
        "tilewidth-0.tmx": swap(tmx, MAP_SIZE, MAP_SIZE.replace('tilewidth="16"', 'tilewidth="0"')),
        "tileheight-text.tmx": swap(
            tmx, MAP_SIZE, MAP_SIZE.replace('tileheight="16"', 'tileheight="tall"')
        ),
        "width-negative.tmx": swap(tmx, MAP_SIZE, MAP_SIZE.replace('width="68"', 'width="-68"')),
        "height-0.tmx": swap(tmx, MAP_SIZE, MAP_SIZE.replace('height="40"', 'height="0"')),
        "width-a-billion.tmx": swap(
            tmx, MAP_SIZE, MAP_SIZE.replace('width="68"', 'width="1000000000"')
        ),
        "width-missing.tmx": swap(tmx, MAP_SIZE, MAP_SIZE.replace('width="68" ', "")),
        "box-without-area.tmx": swap(tmx, DE_BOX, DE_BOX.replace('width="56"', 'width="0"')),
        "two-labels-for-a-state.tmx": swap(
            tmx, NY_LABEL, NY_LABEL + '><point/></object>\n  <object id="900" ' + NY_LABEL
        ),
        "labels-layer-missing.tmx": sub(
            tmx, r'<objectgroup id="\d+" name="labels">.*?</objectgroup>', ""
        ),
        "era-property-missing.tmx": sub(tmx, r'<property name="era" value="[^"]*"/>', ""),
        "tile-layer-a-trillion-tiles.tmx": swap(
            tmx,
            "</map>",
            '<layer id="9" name="t" width="1000000" height="1000000"><data encoding="csv">0</data></layer>\n</map>',
        ),
        "tile-layer-zlib-bomb.tmx": swap(
            tmx,
            "</map>",
            f'<layer id="9" name="t" width="4" height="4"><data encoding="base64" compression="zlib">{zeros}</data></layer>\n</map>',
        ),
        "tileset-source-missing.tmx": swap(
            tmx, "<objectgroup", '<tileset firstgid="1" source="nowhere.tsx"/>\n <objectgroup', 1
        ),
        "tileset-source-folder.tmx": swap(
            tmx, "<objectgroup", '<tileset firstgid="1" source="."/>\n <objectgroup', 1
        ),
        "tileset-source-dev-zero.tmx": swap(
            tmx, "<objectgroup", '<tileset firstgid="1" source="/dev/zero"/>\n <objectgroup', 1
        ),
        "tileset-image-a-trillion-tiles.tmx": swap(
            tmx,
            "<objectgroup",
            '<tileset firstgid="1" name="t" tilewidth="1" tileheight="1"><image source="t.png" width="100000" height="100000"/></tileset>\n <objectgroup',
            1,
        ),
        "nested-20000-deep.tmx": '<?xml version="1.0"?>\n<map '
        + MAP_SIZE
        + ">"
        + "<g>" * 20_000
        + "</g>" * 20_000
        + "</map>\n",
        "billion-laughs-entities.tmx": BILLION_LAUGHS_XML,
        "external-entity.tmx": '<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<map '
        + MAP_SIZE
        + "><properties><property name='title' value='&x;'/></properties></map>\n",
        "root-is-a-tileset.tmx": '<?xml version="1.0"?>\n<tileset name="x" tilewidth="16" tileheight="16"/>\n',
        "not-xml.tmx": "this is not a map\n",
        "cut-in-half.tmx": tmx[: len(tmx) // 2],
        "empty.tmx": "",
        "nul-byte.tmx": swap(tmx, "The Union in 1824", "The Union\x00in 1824"),
        "invalid-utf8.tmx": swap(tmx, "The Union in 1824", "The Union \udcff").encode(
            "utf-8", "surrogateescape"
        ),
        "binary-garbage.tmx": garbage(1912),
        "two-states-layers.tmx": sub(
            tmx, r'( <objectgroup id="\d+" name="states">.*?</objectgroup>\n)', r"\1\1"
        ),
        "object-id-twice.tmx": sub(tmx, r'(  <object id="41" .*?</object>\n)', r"\1\1"),
        "infinite-map.tmx": swap(tmx, 'infinite="0"', 'infinite="1"').replace(
            "</map>",
            '<layer id="9" name="t" width="68" height="40"><data encoding="csv">'
            '<chunk x="0" y="0" width="2" height="2">0,0,0,0</chunk></data></layer>\n</map>',
        ),
        "landslide-track-space-twice.tmx": sub(
            (maps_dir() / "landslide-board.tmx").read_text(encoding="utf-8"),
            r'(  <object id="5" .*?</object>\n)',
            r"\1\1",
        ),
    }


# -- the grid board (Electoral Dice) ------------------------------------------------------

A1 = 'name="A1" type="cell" x="0" y="0" width="96" height="72"'
GRID_SIZE = 'width="11" height="8" tilewidth="96" tileheight="72"'


def grid_cases() -> dict[str, str | bytes]:
    grid = (maps_dir() / "electoral-dice-board.tmx").read_text(encoding="utf-8")
    ak = '<property name="states" value="AK"/>'
    return {
        "tileset-source-is-a-pipe.tmx": swap(
            grid, "<objectgroup", '<tileset firstgid="1" source="pipe.tsx"/>\n <objectgroup'
        ),
        "cell-x-nan.tmx": swap(grid, A1, A1.replace('x="0"', 'x="nan"')),
        "cell-y-inf.tmx": swap(grid, A1, A1.replace('y="0"', 'y="inf"')),
        "cell-x-1e308.tmx": swap(grid, A1, A1.replace('x="0"', 'x="1e308"')),
        "cell-width-negative.tmx": swap(grid, A1, A1.replace('width="96"', 'width="-96"')),
        "cell-wrong-rectangle.tmx": swap(grid, A1, A1.replace('width="96"', 'width="95"')),
        "tilewidth-0.tmx": swap(
            grid, GRID_SIZE, GRID_SIZE.replace('tilewidth="96"', 'tilewidth="0"')
        ),
        "width-negative.tmx": swap(grid, GRID_SIZE, GRID_SIZE.replace('width="11"', 'width="-11"')),
        "width-27-columns.tmx": swap(
            grid, GRID_SIZE, GRID_SIZE.replace('width="11"', 'width="27"')
        ),
        "50000-empty-rows.tmx": (
            '<?xml version="1.0"?>\n<map width="1" height="50000" tilewidth="96" tileheight="1">'
            '<properties><property name="kind" value="grid-board"/>'
            '<property name="title" value="Tall"/></properties>'
            '<objectgroup id="1" name="cells"/></map>\n'
        ),
        "height-a-billion.tmx": swap(
            grid, GRID_SIZE, GRID_SIZE.replace('height="8"', 'height="1000000000"')
        ),
        "unknown-state-code.tmx": swap(grid, ak, '<property name="states" value="ZZ"/>'),
        "state-code-lowercase.tmx": swap(grid, ak, '<property name="states" value="ak"/>'),
        "state-twice.tmx": swap(grid, ak, '<property name="states" value="AK,TX"/>'),
        "state-missing.tmx": swap(grid, ak, '<property name="states" value=" "/>'),
        "cell-missing.tmx": sub(grid, r'\s*<object id="1" name="A1".*?</object>', ""),
        "cell-twice.tmx": sub(grid, r'(\s*<object id="1" name="A1".*?</object>)', r"\1\1"),
        "cell-type-wrong.tmx": swap(grid, A1, A1.replace('type="cell"', 'type="box"')),
        "cell-name-mismatch.tmx": swap(grid, A1, A1.replace('name="A1"', 'name="A2"')),
        "row-5000-digits.tmx": sub(
            grid, r'(<property name="row" type="int" value=")1("/>)', r"\g<1>" + "1" * 5000 + r"\2"
        ),
        "row-text.tmx": sub(grid, r'(<property name="row" type="int" value=")1("/>)', r"\1one\2"),
        "kind-not-grid-board.tmx": swap(
            grid,
            '<property name="kind" value="grid-board"/>',
            '<property name="kind" value="map"/>',
        ),
        "title-missing.tmx": swap(grid, '<property name="title" value="Electoral Dice"/>', ""),
        "fact-with-states.tmx": sub(
            grid,
            r'(<property name="kind" value="fact"/>)',
            r'\1<property name="states" value="TX"/>',
        ),
        "cells-layer-missing.tmx": swap(grid, 'name="cells"', 'name="squares"'),
        "two-cells-layers.tmx": swap(grid, "</map>", '<objectgroup id="9" name="cells"/>\n</map>'),
        "nested-20000-deep.tmx": '<?xml version="1.0"?>\n<map '
        + GRID_SIZE
        + ">"
        + "<g>" * 20_000
        + "</g>" * 20_000
        + "</map>\n",
        "billion-laughs-entities.tmx": BILLION_LAUGHS_XML,
        "cut-in-half.tmx": grid[: len(grid) // 2],
        "not-xml.tmx": "{ this is JSON, not a board }\n",
        "nul-byte.tmx": swap(grid, "Electoral Dice", "Electoral\x00Dice"),
        "row-4000-digits.tmx": sub(
            grid, r'(<property name="row" type="int" value=")1("/>)', r"\g<1>" + "7" * 4000 + r"\2"
        ),
        "infinite-map.tmx": swap(grid, 'infinite="0"', 'infinite="1"'),
        "two-cells-layers-same-objects.tmx": sub(
            grid, r'(<objectgroup id="\d+" name="cells".*?</objectgroup>)', r"\1\1"
        ),
    }


# -- saved games --------------------------------------------------------------------------


def base_save() -> dict[str, Any]:
    """A real Electoral Dice game of 24 bot moves, as the app writes it."""
    from boardgames.ai.base import bot_move
    from boardgames.core.session import Session
    from boardgames.games import get_game

    entry = get_game("electoral-dice")
    seats = [Seat("Ada", 0, False), Seat("Bo", 1, True)]
    record = GameRecord(
        "electoral-dice", entry.ruleset.version, {}, seats, 8, created="2026-01-01 12:00"
    )
    session = Session(entry.ruleset, record)
    bot, rng = entry.make_bot("normal"), random.Random(8)
    for _ in range(24):
        session.apply(bot_move(bot, session.state, rng))
    return json.loads(session.record.to_json())


def bot_save(game_id: str, moves: int) -> dict[str, Any]:
    """A real game of ``game_id`` between normal bots, ``moves`` moves in, as the app
    writes it (every seat a computer, seed 8)."""
    from boardgames.ai.base import bot_move, next_mover
    from boardgames.core.session import Session
    from boardgames.games import get_game

    entry = get_game(game_id)
    seats = [Seat(f"Bot {i + 1}", i, True) for i in range(entry.ruleset.min_players)]
    record = GameRecord(game_id, entry.ruleset.version, {}, seats, 8, created="2026-01-01 12:00")
    session = Session(entry.ruleset, record)
    bot, rng = entry.make_bot("normal"), random.Random(8)
    for _ in range(moves):
        player = next_mover(session.state)
        session.apply(bot_move(bot, session.state, rng, player), player)
    return json.loads(session.record.to_json())


def first_move(document: dict[str, Any], kind: str) -> dict[str, Any]:
    """The first move of ``kind`` in a save (which must have one)."""
    for move in document["actions"]:
        if move["kind"] == kind:
            return move
    raise SystemExit(f"make_corpus: no {kind!r} move in the bots' game any more")


def forged_move(document: dict[str, Any], kind: str, field: str, value: Any) -> str:
    """The save with the first ``kind`` move's ``field`` set to ``value``, re-signed."""
    document = json.loads(json.dumps(document))
    first_move(document, kind)[field] = value
    return signed(document)


def signed(document: dict[str, Any]) -> str:
    """The document with a checksum that matches, as a careful forger would write it."""
    document = dict(document)
    document["checksum"] = _digest({k: document[k] for k in PAYLOAD_KEYS if k in document})
    return json.dumps(document, indent=1, sort_keys=True)


def save_cases() -> dict[str, str | bytes]:
    good = base_save()
    corrupt_bargain = bot_save("corrupt-bargain", 12)
    president = bot_save("president", 12)
    text = json.dumps(good, indent=1, sort_keys=True)
    seed = f'"seed": {good["seed"]}'

    def changed(change: Callable[[dict[str, Any]], None]) -> str:
        document = json.loads(text)
        change(document)
        return signed(document)

    def seat(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
        return lambda d: d["seats"][0].__setitem__(field, value)

    def put(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
        return lambda d: d.__setitem__(field, value)

    return {
        "nested-100000-deep.json": '{"format": "boardgames-save", "x": '
        + "[" * 100_000
        + "]" * 100_000
        + "}",
        "nested-100-deep-in-options.json": changed(
            put("options", json.loads('{"a": ' + "[" * 100 + "]" * 100 + "}"))
        ),
        "seed-5000-digits.json": swap(text, seed, '"seed": ' + "9" * 5000),
        "seed-infinity.json": swap(text, seed, '"seed": Infinity'),
        "seed-minus-infinity.json": swap(text, seed, '"seed": -Infinity'),
        "seed-nan.json": swap(text, seed, '"seed": NaN'),
        "seed-text-5000-digits.json": changed(put("seed", "9" * 5000)),
        "seed-negative.json": changed(put("seed", -1)),
        "seed-fraction.json": changed(put("seed", 8.5)),
        "seed-boolean.json": changed(put("seed", True)),
        "seed-2-to-the-80.json": changed(put("seed", 2**80)),
        "ruleset-version-infinity.json": swap(
            text, '"ruleset_version": 1', '"ruleset_version": Infinity'
        ),
        "name-with-nul.json": changed(seat("name", "Ada\x00Lovelace")),
        "name-with-escape-code.json": changed(seat("name", "Ada\x1b[31m")),
        "name-with-newline.json": changed(seat("name", "Ada\nBo")),
        "name-with-lone-surrogate.json": swap(text, '"name": "Ada"', '"name": "Ada\\ud800"'),
        "name-500-characters.json": changed(seat("name", "A" * 500)),
        "name-empty.json": changed(seat("name", "   ")),
        "name-a-number.json": changed(seat("name", 42)),
        "name-missing.json": changed(lambda d: d["seats"][0].pop("name")),
        "colour-infinity.json": swap(text, '"colour": 0', '"colour": Infinity'),
        "colour-huge.json": changed(seat("colour", 10**40)),
        "bot-level-with-nul.json": changed(seat("bot_level", "nor\x00mal")),
        "actions-a-string.json": changed(put("actions", "contest NY")),
        "actions-an-object.json": changed(put("actions", {"0": {"kind": "throw"}})),
        "actions-numbers.json": changed(put("actions", [1, 2, 3])),
        "actions-missing.json": changed(lambda d: d.pop("actions")),
        "seats-an-object.json": changed(put("seats", {"Ada": 0})),
        "seat-a-string.json": changed(put("seats", ["Ada", "Bo"])),
        "five-seats.json": changed(
            lambda d: d["seats"].extend([dict(d["seats"][1], name=f"C{i}") for i in range(3)])
        ),
        "options-a-list.json": changed(put("options", [["a", 1]])),
        "options-unknown.json": changed(put("options", {"turbo": True})),
        "created-10000-characters.json": changed(put("created", "x" * 10_000)),
        "unknown-game.json": changed(put("ruleset", "tic-tac-toe")),
        "rules-version-99.json": changed(put("ruleset_version", 99)),
        "illegal-move.json": changed(
            lambda d: d["actions"].insert(0, {"kind": "contest", "state": "ZZ"})
        ),
        "unknown-move-kind.json": changed(lambda d: d["actions"].insert(0, {"kind": "teleport"})),
        "checksum-wrong.json": swap(text, '"name": "Ada"', '"name": "Eve"'),
        "format-version-99.json": swap(text, '"format_version": 2', '"format_version": 99'),
        "not-a-save.json": '{"hello": "world"}\n',
        "a-list.json": "[1, 2, 3]\n",
        "cut-in-half.json": text[: len(text) // 2],
        "empty.json": "",
        "utf8-invalid.json": swap(text, '"name": "Ada"', '"name": "Ada \udcff"').encode(
            "utf-8", "surrogateescape"
        ),
        "binary-garbage.json": garbage(2024),
        "format-version-true.json": swap(text, '"format_version": 2', '"format_version": true'),
        "format-version-2-point-0.json": swap(text, '"format_version": 2', '"format_version": 2.0'),
        "move-player-a-float.json": changed(lambda d: d["actions"][0].__setitem__("player", 0.0)),
        "move-state-a-list.json": forged_move(good, "contest", "state", ["NY"]),
        "move-slot-a-float.json": forged_move(corrupt_bargain, "take-event", "slot", 1.0),
        "move-slot-a-boolean.json": forged_move(corrupt_bargain, "take-event", "slot", True),
        "move-slot-text.json": forged_move(corrupt_bargain, "take-event", "slot", "1"),
        "move-slot-4000-digits.json": forged_move(
            corrupt_bargain, "take-event", "slot", int("7" * 4000)
        ),
        "president-move-a-float.json": forged_move(president, "pr-plan", "card", 5.0),
    }


# -- settings files (not for check-data: the app heals them, with one notice) -------------

SETTINGS_KIND = "settings"


def settings_cases() -> dict[str, str]:
    """Damaged settings.json files: each key with a value of a wrong type or out of range,
    and whole files that are not settings at all."""
    keyed = {
        "width-1e30": ("window_width", "1e30"),
        "width-2-to-the-31": ("window_width", "2147483648"),
        "width-negative": ("window_width", "-1280"),
        "width-text": ("window_width", '"1280"'),
        "width-fraction": ("window_width", "1280.5"),
        "width-4000-digits": ("window_width", "7" * 4000),
        "height-zero": ("window_height", "0"),
        "height-true": ("window_height", "true"),
        "volume-nan": ("volume", "NaN"),
        "volume-infinity": ("volume", "Infinity"),
        "volume-1e308": ("volume", "1e308"),
        "volume-negative": ("volume", "-0.5"),
        "volume-text": ("volume", '"loud"'),
        "speed-infinity": ("animation_speed", "Infinity"),
        "speed-nan": ("animation_speed", "NaN"),
        "speed-1e308": ("animation_speed", "1e308"),
        "speed-minus-infinity": ("animation_speed", "-Infinity"),
        "fullscreen-text": ("fullscreen", '"yes"'),
        "fullscreen-a-number": ("fullscreen", "1"),
        "palette-null": ("colour_blind_palette", "null"),
        "forecast-a-list": ("forecast", "[true]"),
        "open-hands-an-object": ("open_hands", '{"on": true}'),
        "names-a-string": ("player_names", '"Ada"'),
        "names-numbers": ("player_names", "[1, 2.5, NaN]"),
    }
    cases = {f"{name}.json": f'{{"{key}": {value}}}\n' for name, (key, value) in keyed.items()}
    cases.update(
        {
            "not-json.json": '{"volume": 0.5,\n',
            "a-list.json": "[0.5, 1.0]\n",
            "nested-100000-deep.json": "[" * 100_000 + "]" * 100_000,
            "number-5000-digits.json": '{"volume": ' + "7" * 5000 + "}\n",
            "nul-bytes.json": "\x00" * 16,
        }
    )
    return cases


# -- pipes, huge files and devices: made at test time --------------------------------------


def make_runtime_cases(folder: Path) -> dict[str, Path]:
    """Files git cannot hold, made under ``folder``; returns {kind/name: path}.

    Named pipes (a read would wait forever), sparse 50 MB files (no disk used),
    links to /dev/zero (endless), folders named like files, and a copy of the
    grid board whose tileset source is a pipe.
    """
    made: dict[str, Path] = {}
    suffixes = {"era": ".yaml", "cards": ".yaml", "tmx": ".tmx", "grid": ".tmx", "saves": ".json"}
    for kind, suffix in suffixes.items():
        (folder / kind).mkdir(parents=True, exist_ok=True)
        prefix = "events-" if kind == "cards" else ""
        pipe = folder / kind / f"{prefix}named-pipe{suffix}"
        os.mkfifo(pipe)
        huge = folder / kind / f"{prefix}huge-50mb{suffix}"
        with huge.open("wb") as stream:
            stream.truncate(50_000_000)
        zero = folder / kind / f"{prefix}link-to-dev-zero{suffix}"
        zero.symlink_to("/dev/zero")
        directory = folder / kind / f"{prefix}a-folder{suffix}"
        directory.mkdir()
        for path in (pipe, huge, zero, directory):
            made[f"{kind}/{path.name}"] = path
    made.update(_largest_allowed(folder))
    board = folder / "grid" / "tileset-source-is-a-pipe.tmx"
    shutil.copyfile(HERE / "grid" / board.name, board)
    os.mkfifo(folder / "grid" / "pipe.tsx")
    made[f"grid/{board.name}"] = board
    made["era/dev-zero"] = Path("/dev/zero")
    return made


def _largest_allowed(folder: Path) -> dict[str, Path]:
    """Broken files just under each size cap, built to be slow to parse: each must still
    be refused within the time limit (too big to commit, so made here)."""
    polygon = " ".join(f"{i % 97},{i % 89}" for i in range(160_000))
    texts = {
        "era/flow-list-near-the-cap.yaml": "states: [" + "NJ, " * 62_000 + "]\n",
        "cards/events-block-list-near-the-cap.yaml": "events:\n" + "- NJ\n" * 50_000,
        "tmx/polygon-of-160000-points.tmx": (
            f'<?xml version="1.0"?>\n<map {MAP_SIZE}><properties>'
            '<property name="era" value="1824"/><property name="title" value="x"/></properties>'
            '<objectgroup id="1" name="states"><object id="1" name="NY" x="1" y="1">'
            '<properties><property name="full_name" value="New York"/></properties>'
            f'<polygon points="{polygon}"/></object></objectgroup></map>\n'
        ),
        "grid/polygon-of-160000-points.tmx": swap(
            (maps_dir() / "electoral-dice-board.tmx").read_text(encoding="utf-8"),
            'x="0" y="0" width="96" height="72">',
            f'x="0" y="0" width="96" height="72"><polygon points="{polygon}"/>',
        ),
        "saves/660000-empty-moves.json": json.dumps(
            dict(base_save(), actions=[[] for _ in range(660_000)]), separators=(",", ":")
        ),
    }
    made = {}
    for name, text in texts.items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        made[name] = path
    return made


def all_cases() -> dict[str, str | bytes]:
    builders = {
        "era": era_cases,
        "cards": card_cases,
        "tmx": tmx_cases,
        "grid": grid_cases,
        "saves": save_cases,
    }
    return {
        f"{kind}/{name}": content
        for kind, build in builders.items()
        for name, content in build().items()
    }


def write_corpus() -> int:
    for kind in KINDS:
        shutil.rmtree(HERE / kind, ignore_errors=True)
        (HERE / kind).mkdir()
    cases = all_cases()
    for name, content in cases.items():
        data = content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass")
        (HERE / name).write_bytes(data)
    shutil.rmtree(HERE / SETTINGS_KIND, ignore_errors=True)
    (HERE / SETTINGS_KIND).mkdir()
    settings = settings_cases()
    for name, text in settings.items():
        (HERE / SETTINGS_KIND / name).write_text(text, encoding="utf-8")
    return len(cases) + len(settings)


if __name__ == "__main__":
    print(f"wrote {write_corpus()} broken files under {HERE}")
