"""Electoral votes and regions of each era (from the rulebook notes) and the YAML writer.

The tables are kept in the order the notes list them so they can be checked
against the notes line by line; the YAML keeps that order too.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml


def _table(text: str) -> dict[str, int]:
    pairs = (item.split() for item in text.split(","))
    return {code: int(ev) for code, ev in pairs}


EV_1824 = _table("""
ME 9, NH 8, VT 7, MA 15, RI 4, CT 8, NY 36, NJ 8, PA 28, DE 3, MD 11,
VA 24, NC 15, SC 11, GA 9, KY 14, TN 11, OH 16, LA 5, IN 5, MS 3, IL 3, AL 5, MO 3""")

EV_1912 = _table("""
AL 12, AZ 3, AR 9, CA 13, CO 6, CT 7, DE 3, FL 6, GA 14, ID 4, IL 29,
IN 15, IA 13, KS 10, KY 13, LA 10, ME 6, MD 8, MA 18, MI 15, MN 12, MS 10,
MO 18, MT 4, NE 8, NV 3, NH 4, NJ 14, NM 3, NY 45, NC 12, ND 5, OH 24, OK 10,
OR 5, PA 38, RI 5, SC 9, SD 5, TN 12, TX 20, UT 4, VT 4, VA 12, WA 7, WV 8,
WI 13, WY 3""")

EV_1972 = _table("""
AL 9, AK 3, AZ 6, AR 6, CA 45, CO 7, CT 8, DE 3, DC 3, FL 17, GA 12,
HI 4, ID 4, IL 26, IN 13, IA 8, KS 7, KY 9, LA 10, ME 4, MD 10, MA 14, MI 21,
MN 10, MS 7, MO 12, MT 4, NE 5, NV 3, NH 4, NJ 17, NM 4, NY 41, NC 13, ND 3,
OH 25, OK 8, OR 6, PA 27, RI 4, SC 8, SD 4, TN 10, TX 26, UT 4, VT 3, VA 12,
WA 9, WV 6, WI 11, WY 3""")

EV_2024 = _table("""
AL 9, AK 3, AZ 11, AR 6, CA 54, CO 10, CT 7, DE 3, DC 3, FL 30, GA 16,
HI 4, ID 4, IL 19, IN 11, IA 6, KS 6, KY 8, LA 8, ME 4, MD 10, MA 11, MI 15,
MN 10, MS 6, MO 10, MT 4, NE 5, NV 6, NH 4, NJ 14, NM 5, NY 28, NC 16, ND 3,
OH 17, OK 7, OR 8, PA 19, RI 4, SC 9, SD 3, TN 11, TX 40, UT 6, VT 3, VA 13,
WA 12, WV 4, WI 10, WY 3""")

REGIONS_1824 = {
    "East": "ME NH VT MA RI CT NY NJ PA DE MD".split(),
    "South": "VA NC SC GA AL MS LA".split(),
    "West": "OH IN IL MO KY TN".split(),
}
REGIONS_1912 = {
    "East": "ME NH VT MA RI CT NY NJ PA DE MD WV".split(),
    "South": "VA NC SC GA FL AL MS LA AR TN KY TX OK".split(),
    "Center": "OH IN IL MI WI MN IA MO ND SD NE KS".split(),
    "West": "MT WY CO NM AZ UT NV ID WA OR CA".split(),
}
# Bull Moose's rail hubs, one per great junction of 1912: New York City, Pittsburgh,
# Chicago, St. Louis, St. Paul, Omaha, Denver, Ogden, San Francisco-Oakland,
# Seattle-Tacoma, Atlanta, New Orleans (our choice; the rulebook lists none).
RAIL_HUBS_1912 = "NY PA IL MO MN NE CO UT CA WA GA LA".split()
# US Census Bureau regions, with the Northeast called East as on Landslide's decks.
REGIONS_1972 = {
    "East": "CT ME MA NH RI VT NJ NY PA".split(),
    "South": "DE DC FL GA MD NC SC VA WV AL KY MS TN AR LA OK TX".split(),
    "Midwest": "IL IN MI OH WI IA KS MN MO NE ND SD".split(),
    "West": "AZ CO ID MT NV NM UT WY AK CA HI OR WA".split(),
}


@dataclass(frozen=True)
class Era:
    """One era file: which map, which votes, which regions."""

    id: str
    title: str
    census: int
    map: str
    votes: dict[str, int]
    total: int
    majority: int | None
    regions: dict[str, list[str]] | None
    rail_hubs: list[str] | None = None  # states with a rail-hub icon (Bull Moose)
    open_regions: dict[str, list[str]] | None = None  # region -> its gateway states


ERAS = [
    Era("us-2024", "The United States, 2024", 2020, "us-modern.tmx", EV_2024, 538, 270, None),
    Era(
        "us-1972", "The United States, 1972", 1970, "us-modern.tmx", EV_1972, 538, 270, REGIONS_1972
    ),
    Era(
        "us-1912",
        "The United States in 1912",
        1910,
        "us-1912.tmx",
        EV_1912,
        531,
        None,
        REGIONS_1912,
        RAIL_HUBS_1912,
        {"East": ["OH", "KY", "VA"]},
    ),
    Era("us-1824", "The Union in 1824", 1820, "us-1824.tmx", EV_1824, 261, 131, REGIONS_1824),
]


def check_era(era: Era) -> None:
    """Fail loudly if a table does not add up or the regions do not cover the states."""
    if sum(era.votes.values()) != era.total:
        raise ValueError(f"{era.id}: votes add up to {sum(era.votes.values())}, not {era.total}")
    for hub in era.rail_hubs or []:
        if hub not in era.votes:
            raise ValueError(f"{era.id}: rail hub {hub} is not a state of the era")
    if era.regions is not None:
        listed = [c for codes in era.regions.values() for c in codes]
        if sorted(listed) != sorted(era.votes):
            raise ValueError(f"{era.id}: regions do not cover each state exactly once")


def write_era(
    path: Path, era: Era, names: dict[str, str], adjacent: dict[str, list[str]], source: str
) -> None:
    """Write the era YAML in a compact, reviewable form and read it back as a check."""
    check_era(era)
    lines = [
        f"# {era.title}: electoral votes from the {era.census} census.",
        f"# Written by maps/generate_maps.py; adjacency computed from shared borders in {source}",
        "# (a border must have some length: corners such as UT-NM do not count).",
        f"id: {era.id}",
        f"title: {era.title}",
        f"census: {era.census}",
        f"map: {era.map}",
        f"total_ev: {era.total}",
    ]
    if era.majority is not None:
        lines.append(f"majority: {era.majority}")
    if era.regions is not None:
        lines.append("regions:")
        lines += [f"  {region}: [{', '.join(codes)}]" for region, codes in era.regions.items()]
    if era.rail_hubs:
        lines.append(f"rail_hubs: [{', '.join(era.rail_hubs)}]")
    if era.open_regions:
        lines.append(
            "# Open regions: every state of the region neighbours every other one and each"
        )
        lines.append("# gateway state listed (Bull Moose's East), on top of the shared borders.")
        lines.append("open_regions:")
        lines += [f"  {region}: [{', '.join(codes)}]" for region, codes in era.open_regions.items()]
    lines.append("states:")
    for code, ev in era.votes.items():
        lines.append(
            f"  {code}: {{name: {names[code]}, ev: {ev}, adjacent: [{', '.join(adjacent[code])}]}}"
        )
    text = "\n".join(lines) + "\n"
    data = yaml.safe_load(text)
    assert data["states"].keys() == era.votes.keys() and data["total_ev"] == era.total
    path.write_text(text, encoding="utf-8")
