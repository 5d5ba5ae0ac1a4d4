"""President's organisation chart, drawn: one box per animal, linked as the chart hangs.

Everything here is drawn from a view of the state (``PRState.view``), so a
sealed plan shows only for its owner. Each box holds the animal's letter disc
and name, its VP and popularity tracks, medal, corruption token, cameras and
envelopes, the Slanders laid on it, today's card (face down or revealed) and
its public hand (the seven cards, dimmed once in the pile).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from boardgames.core.zones import HIDDEN
from boardgames.games.president.actions import (
    DEAL_WANTED,
    SLANDER,
    WILL_PLAY,
    WILL_SLANDER,
    WONT_PLAY,
)
from boardgames.games.president.events import card_title
from boardgames.games.president.rules import PRState
from boardgames.games.president.view_panels import disc, draw_corners
from boardgames.games.president.vocabulary import ACTIONS
from boardgames.ui import theme
from boardgames.ui.fonts import (
    draw_fitted,
    fit_lines,
    fit_text,
    get_font,
    line_height,
    render_text,
)

INITIALS = tuple(action[0].upper() for action in ACTIONS)  # P I H C D E S: all different
GAP_X = 8  # pixels between two boxes of a row
GOLD: theme.Colour = (245, 197, 66)
SLANDER_RED: theme.Colour = (230, 90, 80)
LEVEL_NAMES = {
    "presidency": "Presidency",
    "vice_presidency": "Vice presidency",
    "secretariat": "Secretariat",
}


@dataclass
class BoxMarks:
    """What the scene wants a box to show besides the state: flashes and choices."""

    flash: float = 0.0  # seconds of highlight left
    pickable: bool = False
    to_move: bool = False


def chart_boxes(game: PRState, area: pygame.Rect) -> dict[int, pygame.Rect]:
    """The box of each position number, levels top (Presidency) to bottom. Every box of a
    row has the row's width: a row of few boxes (the Presidency) gets wide ones, so only a
    long Secretariat row is narrow."""
    chart = game.chart
    levels = list(reversed(chart.levels()))
    gap_y = max(14, min(22, area.height // 25))  # a short window keeps the height for boxes
    rows = len(levels)
    height = min(200, (area.height - gap_y * (rows - 1)) // rows)
    boxes: dict[int, pygame.Rect] = {}
    top = area.y + max(0, (area.height - rows * height - gap_y * (rows - 1)) // 2)
    for row, level in enumerate(levels):
        numbers = chart.on_level(level)
        count = len(numbers)
        width = min(260, (area.width - GAP_X * (count - 1)) // count, height * 2)
        span = count * width + GAP_X * (count - 1)
        x = area.x + (area.width - span) // 2
        for number in numbers:
            boxes[number] = pygame.Rect(x, top + row * (height + gap_y), width, height)
            x += width + GAP_X
    return boxes


def draw_chart(
    surface: pygame.Surface,
    game: PRState,
    boxes: dict[int, pygame.Rect],
    names: list[str],
    marks: dict[int, BoxMarks],
    viewer: int | None,
) -> None:
    """The links, every animal's box, then the corners beside the Presidency (the
    viewer's envelopes, the seat ring on a Find Allies day)."""
    for position in game.chart.positions:
        if position.above is not None:
            low, high = boxes[position.number], boxes[position.above]
            pygame.draw.line(surface, theme.PANEL_EDGE, low.midtop, high.midbottom, 2)
    for seat in range(game.n):
        rect = boxes[game.position[seat]]
        draw_animal(surface, rect, game, seat, names, marks.get(seat, BoxMarks()), viewer)
    draw_corners(surface, game, boxes, viewer)


def _pips(
    surface: pygame.Surface,
    x: int,
    y: int,
    size: int,
    colours: list[theme.Colour | None],
    marked: set[int] = frozenset(),  # type: ignore[assignment]
    gap: int = 2,
) -> int:
    """A row of pips (None: empty); a marked pip gets a ring. Returns the x after."""
    for index, colour in enumerate(colours):
        centre = (x + size // 2, y + size // 2)
        if colour is None:
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, size // 2, 1)
        else:
            pygame.draw.circle(surface, colour, centre, size // 2)
        if index + 1 in marked:
            pygame.draw.circle(surface, GOLD, centre, size // 2 + 2, 1)
        x += size + gap
    return x


def draw_animal(
    surface: pygame.Surface,
    rect: pygame.Rect,
    game: PRState,
    seat: int,
    names: list[str],
    mark: BoxMarks,
    viewer: int | None,
) -> None:
    animal = game.board.animals[seat]
    fill = theme.blend(theme.PANEL, animal.rgb, 0.18)
    if mark.flash > 0:
        fill = theme.blend(fill, GOLD, min(0.5, mark.flash))
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    edge = GOLD if mark.pickable or mark.to_move else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if mark.pickable else 1, border_radius=8)
    small = max(11, min(18, rect.height // 10, rect.width // 8))  # text grows with the box
    pip = max(7, min(14, rect.height // 13, (rect.width - 40) // 11))
    pad = 5
    x = rect.x + pad
    y = _heading(surface, rect, game, seat, names[seat], small, pad)
    # VP: filled points, then the medal and the corruption token in gold.
    bonus = int(game.position[seat] == game.n) + int(game.corruption == seat)
    filled: list[theme.Colour | None] = [theme.TEXT] * game.vp[seat] + [GOLD] * bonus
    filled = filled + [None] * max(0, game.board.win_vp - len(filled))
    total = render_text(str(game.total(seat)), small, theme.TEXT, "bold")
    label_size = max(9, small - 2)
    label_w, gap = _track_labels(rect.width - 2 * pad, label_size, pip, total.get_width())
    surface.blit(render_text("VP", label_size, theme.TEXT_DIM), (x, y))
    end = _pips(surface, x + label_w, y + 2, pip, filled[: max(7, len(filled))], gap=gap)
    if end + total.get_width() + 2 < rect.right:
        surface.blit(total, (end + 2, y - 1))
    y += max(pip, small) + 4
    track = game.board.popularity_track
    shade = animal.rgb if sum(animal.rgb) > 60 else theme.TEXT
    popularity: list[theme.Colour | None] = [shade] * game.popularity[seat]
    popularity += [None] * (track.length - game.popularity[seat])
    surface.blit(render_text("Pop", label_size, theme.TEXT_DIM), (x, y))
    pips_end = _pips(surface, x + label_w, y + 2, pip, popularity, set(track.bonus_at), gap)
    # Cameras, envelopes and the corruption token at the right of the popularity row.
    right = rect.right - pad
    if game.corruption == seat:
        tag = render_text("$", small, GOLD, "bold")
        right -= tag.get_width()
        surface.blit(tag, (right, y - 1))
        right -= 3
    counts = (game.envelope_count(seat), game.cameras[seat])
    icon = _icon_width(right - pips_end - 2, small, counts)
    right = _counter(surface, right, y, small, "envelope", counts[0], icon) - 4
    _counter(surface, right, y, small, "camera", counts[1], icon)
    y += max(pip, small) + 5
    chips = y + small + 4
    room_below = rect.bottom - 2 - (chips + small + 4 + 2) >= line_height(small - 2)
    record = _status_line(surface, rect, game, seat, viewer, small, y, room_below)
    y = _hand_chips(surface, x, chips, rect, game, seat, small)
    _slander_tags(surface, rect, game, seat, small)
    if record:  # the record of claims kept, whole, under the cards
        surface.blit(render_text(record, small - 2, theme.TEXT_DIM), (x, y + 2))


def _track_labels(inner: int, size: int, pip: int, total_w: int) -> tuple[int, int]:
    """The room the "VP" and "Pop" labels take before the pips, and the gap between pips:
    the labels stay, and a narrow box packs its seven pips closer to keep them."""
    label_w = max(get_font(size).size(label)[0] for label in ("VP", "Pop")) + 3
    for gap in (2, 1, 0):
        if label_w + 7 * (pip + gap) + 2 + total_w <= inner:
            return label_w, gap
    return label_w, 0


def _heading(
    surface: pygame.Surface,
    rect: pygame.Rect,
    game: PRState,
    seat: int,
    player: str,
    small: int,
    pad: int,
) -> int:
    """The letter disc, the animal and its place (with the medal) on one row, the player's
    name on the next at the box's full width, so ten narrow boxes still show whole names.
    Returns the y below."""
    animal = game.board.animals[seat]
    x, y = rect.x + pad, rect.y + pad
    row = small + 4
    radius = row // 2
    disc(surface, (x + radius, y + radius), radius, animal.rgb, animal.letter)
    number = render_text(f"#{game.position[seat]}", small - 1, theme.TEXT_DIM)
    place = number.get_rect(topright=(rect.right - pad, y + 1))
    surface.blit(number, place)
    right = place.x - 4
    if game.position[seat] == game.n:  # the medal, before the place number
        medal = max(5, radius - 2)
        centre = (right - medal, y + radius)
        pygame.draw.circle(surface, GOLD, centre, medal)
        pygame.draw.circle(surface, (120, 90, 20), centre, medal, 1)
        right -= 2 * medal + 4
    left = x + 2 * radius + 4
    title = fit_text(animal.name, small + 1, right - left, "bold")
    surface.blit(render_text(title, small + 1, theme.TEXT, "bold"), (left, y))
    y += row + 1
    # A long name steps down to 10 px, then wraps onto a second line, rather than be cut.
    width = rect.width - 2 * pad
    name = fit_lines(player, small - 1, width, max_lines=1, min_size=10)
    if name.lines != (player,):
        name = fit_lines(player, small - 1, width, max_lines=2, min_size=10)
    draw_fitted(surface, name, theme.TEXT_DIM, (x, y + small - 1 - name.size), "left")
    return y + small + 3 + (len(name.lines) - 1) * name.step


def _status_line(
    surface: pygame.Surface,
    rect: pygame.Rect,
    game: PRState,
    seat: int,
    viewer: int | None,
    small: int,
    y: int,
    room_below: bool,
) -> str:
    """Today's card or claim, and at the right the record of claims kept ("2/3 kept").
    Where both do not fit on one line, the record is returned to go under the cards if
    there is room there, else it is drawn here short ("2/3")."""
    pad = 5
    width = rect.width - 2 * pad
    today = _today(game, seat, viewer)
    below = ""
    if game.claims_on and game.claims_made[seat]:
        record = f"{game.claims_kept[seat]}/{game.claims_made[seat]} kept"
        words = get_font(small, "bold").size(today)[0]
        if words + get_font(small - 2).size(record)[0] + 6 > width:
            if room_below:
                below, record = record, ""
            else:
                record = record.removesuffix(" kept")
        if record:
            text = render_text(record, small - 2, theme.TEXT_DIM)
            surface.blit(text, text.get_rect(topright=(rect.right - pad, y + 2)))
            width -= text.get_width() + 4
    status = fit_text(today, small, width, "bold")
    surface.blit(render_text(status, small, _today_colour(game, seat), "bold"), (rect.x + pad, y))
    return below


def _icon_width(room: int, size: int, counts: tuple[int, int]) -> int:
    """The widest camera and envelope icons (at most ``size``) that leave both counters
    within ``room`` pixels, so in a narrow box they never run over the popularity pips."""
    digits = sum(get_font(size - 1, "bold").size(str(count))[0] for count in counts)
    spare = room - digits - 2 * 2 - 4  # the gaps beside each icon and between the two
    return max(7, min(size, spare // 2))


def _counter(
    surface: pygame.Surface, right: int, y: int, size: int, icon: str, count: int, width: int
) -> int:
    """A tiny camera or envelope icon and its count, ending at ``right``; returns its left."""
    colour = theme.TEXT if count else theme.TEXT_DIM
    text = render_text(str(count), size - 1, colour, "bold")
    surface.blit(text, (right - text.get_width(), y))
    box = pygame.Rect(right - text.get_width() - 2 - width, y + 2, width, size - 3)
    if icon == "camera":
        pygame.draw.rect(surface, colour, box, 1, border_radius=2)
        pygame.draw.circle(surface, colour, box.center, max(2, min(width, size) // 5), 1)
    else:
        pygame.draw.rect(surface, colour, box, 1)
        pygame.draw.lines(surface, colour, False, [box.topleft, box.center, box.topright], 1)
    return box.x


def _claim(game: PRState, seat: int) -> str:
    """Today's claim, short enough for a box."""
    said, value = game.claims[seat]
    if said == WILL_PLAY:
        return f'"{card_title(value)}"'
    if said == WONT_PLAY:
        return f'"not {card_title(value)}"'
    if said == WILL_SLANDER:
        return f'"slander {game.board.animals[value].letter}"'
    if said == DEAL_WANTED:
        return '"Deal?"'
    return ""


def _today(game: PRState, seat: int, viewer: int | None) -> str:
    if game.revealed[seat] and game.played[seat] >= 0:
        return card_title(game.played[seat])
    sealed = game.zones[("sealed", seat)]
    claim = _claim(game, seat)
    if claim and not (sealed and viewer == seat):
        return claim  # the sealed card shows as the "n of m have chosen" counter
    if sealed:
        if viewer == seat and sealed[0] != HIDDEN:
            return f"({card_title(sealed[0])})"  # type: ignore[arg-type]
        return "Face down"
    if game.named[seat] >= 0:
        return f"Says {card_title(game.named[seat])}?"
    return ""


def _today_colour(game: PRState, seat: int) -> theme.Colour:
    return GOLD if game.revealed[seat] else theme.TEXT_DIM


def _hand_chips(
    surface: pygame.Surface, x: int, y: int, rect: pygame.Rect, game: PRState, seat: int, size: int
) -> int:
    """The seven cards: bright while in hand, an outlined dark slot in the pile (it shows on
    every box, the black Bear's too), red while laid as Slander. Returns the y below."""
    pile = set(game.zones[("pile", seat)])
    out = set(game.zones[("out", seat)])
    width = max(10, min(18, (rect.right - 5 - x) // 7 - 2))
    for card, initial in enumerate(INITIALS):
        chip = pygame.Rect(x + card * (width + 2), y, width, size + 4)
        if chip.bottom > rect.bottom - 2:
            return y
        edge = None
        if card in out:
            colour, ink = SLANDER_RED, theme.TEXT
        elif card in pile:
            colour, ink, edge = theme.BACKGROUND, theme.TEXT_DIM, theme.TEXT_DIM
        else:
            colour, ink = theme.LAND, (20, 20, 24)
        pygame.draw.rect(surface, colour, chip, border_radius=3)
        if edge is not None:
            pygame.draw.rect(surface, edge, chip, 1, border_radius=3)
        text = render_text(initial, size - 1, ink, "bold")
        surface.blit(text, text.get_rect(center=chip.center))
    return y + size + 4


def _slander_tags(
    surface: pygame.Surface, rect: pygame.Rect, game: PRState, seat: int, size: int
) -> None:
    """A red tag per Slander laid on this animal, with its owner's letter, at the foot of
    the box from the right."""
    x = rect.right - 6
    for owner, source in reversed(game.slanders[seat]):
        letter = game.board.animals[owner].letter + ("" if source < 0 else "*")
        text = render_text(f"S:{letter}", size - 1, theme.TEXT, "bold")
        tag = text.get_rect(bottomright=(x, rect.bottom - 4)).inflate(6, 2)
        pygame.draw.rect(surface, SLANDER_RED, tag, border_radius=4)
        surface.blit(text, text.get_rect(center=tag.center))
        x = tag.x - 3


__all__ = ["BoxMarks", "INITIALS", "SLANDER", "chart_boxes", "draw_chart"]
