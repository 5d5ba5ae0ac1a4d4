"""The small pictures around President's chart: the day card, the news strip, the
viewer's own envelopes and the seat ring that Find Allies reads.

Like the chart, each draws from a view of the state: the envelopes panel shows
only what ``PRState.view(viewer)`` lets the viewer see, which is their own cards.
"""

from __future__ import annotations

import pygame

from boardgames.games.president.data import DayCard
from boardgames.games.president.envelopes import envelope_status
from boardgames.games.president.events import card_title
from boardgames.games.president.rules import PRState
from boardgames.games.president.vocabulary import DAY_CARD_REWARD
from boardgames.ui import theme
from boardgames.ui.fonts import FittedText, draw_fitted, fit_lines, render_text

CARD_PAPER: theme.Colour = (244, 238, 222)
CARD_INK: theme.Colour = (34, 32, 40)
CARD_INK_DIM: theme.Colour = (60, 58, 66)
REWARD_GREEN: theme.Colour = (22, 112, 74)
NEWS_FILL: theme.Colour = (16, 20, 30)
CORNER_MIN_WIDTH = 120  # a corner of the chart narrower than this is left empty
CORNER_MAX_WIDTH = 330


def disc(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: theme.Colour, letter: str
) -> None:
    """An animal's token: its colour, an edge (black and white need one) and its letter."""
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, theme.TEXT, centre, radius, 1)
    text = render_text(letter, max(10, radius + 3), theme.readable_on(colour), "bold")
    surface.blit(text, text.get_rect(center=centre))


# -- the day card and the news ------------------------------------------------------------


def draw_day_card(surface: pygame.Surface, rect: pygame.Rect, card: DayCard) -> None:
    """The day card: its title, its reward on a green tag beside it, then its condition."""
    pygame.draw.rect(surface, CARD_PAPER, rect, border_radius=6)
    reward = DAY_CARD_REWARD.removesuffix(" from your pile").capitalize()  # "Take 1 card back"
    tag_text = render_text(reward, 12, theme.TEXT, "semibold")
    tag = tag_text.get_rect(topright=(rect.right - 10, rect.y + 6)).inflate(8, 2)
    pygame.draw.rect(surface, REWARD_GREEN, tag, border_radius=5)
    surface.blit(tag_text, tag_text.get_rect(center=tag.center))
    title_width = tag.x - 8 - (rect.x + 6)
    title = fit_lines(card.title, 15, title_width, "bold", max_lines=1, min_size=11)
    draw_fitted(surface, title, CARD_INK, (rect.x + 6, rect.y + 4), "left")
    top = rect.y + 23
    condition = fit_lines(
        card.recover_if.condition(),
        13,
        rect.width - 12,
        max_lines=3,
        min_size=10,
        max_height=rect.bottom - 2 - top,
    )
    draw_fitted(surface, condition, CARD_INK_DIM, (rect.x + 6, top), "left")


def draw_news(surface: pygame.Surface, strip: pygame.Rect, text: str) -> pygame.Rect:
    """A reveal, a guess, a new day: over the header strip, so no box of the chart is
    hidden. A long line shrinks, then wraps, and the strip grows down as it needs.
    Returns the rectangle drawn."""
    whole = " ".join(text.split())
    width = strip.width - 24
    for lines, smallest, tallest in ((1, 14, None), (2, 11, strip.height + 6), (3, 11, None)):
        fitted = fit_lines(text, 18, width, "bold", lines, smallest, tallest)
        if " ".join(fitted.lines) == whole:  # smaller type first, then more lines
            break
    height = max(strip.height, len(fitted.lines) * fitted.step + 8)
    box = pygame.Rect(strip.x, strip.y, strip.width, height)
    pygame.draw.rect(surface, NEWS_FILL, box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    top = box.centery - len(fitted.lines) * fitted.step // 2
    draw_fitted(surface, fitted, theme.ACCENT, (box.centerx, top))
    return box


# -- the corners of the chart -------------------------------------------------------------


def chart_corners(
    area: pygame.Rect, boxes: dict[int, pygame.Rect], top: int
) -> tuple[pygame.Rect, pygame.Rect]:
    """The free room left and right of the Presidency's box (position ``top``), as tall
    as the box and at most CORNER_MAX_WIDTH wide, next to it."""
    box = boxes[top]
    left_width = min(CORNER_MAX_WIDTH, box.x - 12 - area.x)
    right_width = min(CORNER_MAX_WIDTH, area.right - box.right - 12)
    left = pygame.Rect(box.x - 12 - left_width, box.y, left_width, box.height)
    right = pygame.Rect(box.right + 12, box.y, right_width, box.height)
    return left, right


def draw_corners(
    surface: pygame.Surface,
    game: PRState,
    boxes: dict[int, pygame.Rect],
    viewer: int | None,
) -> None:
    """The viewer's envelopes at the top left; on a Find Allies day the seat ring at the
    top right."""
    left, right = chart_corners(surface.get_rect(), boxes, game.n)
    if viewer is not None and left.width >= CORNER_MIN_WIDTH:
        draw_own_envelopes(surface, game, left, viewer)
    if seat_ring_shown(game, right):
        draw_seat_ring(surface, game, right)


def seat_ring_shown(game: PRState, right: pygame.Rect) -> bool:
    """Whether the seat ring stands in the chart's right corner: on a Find Allies day,
    where the corner is wide enough."""
    if not game.zones["day_card"] or right.width < CORNER_MIN_WIDTH:
        return False
    condition = game.board.day_cards[game.day_card].recover_if
    return condition.form == "action_matches" and condition.argument == "seat_neighbour"


def _envelope_blocks(
    game: PRState, status: list[tuple[int, bool, str]], width: int, detail: int
) -> list[tuple[FittedText, theme.Colour]]:
    """The envelopes' lines at a level of detail: 2 adds what each does and why it can or
    cannot be opened now, 1 its kind and "ready" or "not now", 0 the titles alone."""
    blocks: list[tuple[FittedText, theme.Colour]] = []
    for card, playable, reason in status:
        envelope = game.board.envelopes[card]
        ink = theme.TEXT if playable else theme.TEXT_DIM
        blocks.append((fit_lines(envelope.title, 13, width, "bold", 2, min_size=10), ink))
        if detail == 2:
            what = f"{envelope.kind.title}: {envelope.effect.text()}"
            blocks.append((fit_lines(what, 12, width, max_lines=3, min_size=10), theme.TEXT_DIM))
            when = theme.ACCENT if playable else theme.TEXT_DIM
            blocks.append((fit_lines(reason, 12, width, max_lines=2, min_size=10), when))
        elif detail == 1:
            state = "ready at your turn" if playable else "not now"
            line = fit_lines(f"{envelope.kind.title}, {state}", 12, width, max_lines=2, min_size=10)
            blocks.append((line, theme.ACCENT if playable else theme.TEXT_DIM))
    return blocks


def draw_own_envelopes(
    surface: pygame.Surface, game: PRState, area: pygame.Rect, viewer: int
) -> None:
    """The viewer's own envelopes, playable or not, as much of each as the corner holds."""
    status = envelope_status(game, viewer)
    if not status:
        return
    panel = area.inflate(-4, -4)
    inner = panel.inflate(-12, -10)
    caption = fit_lines("Your envelopes", 13, inner.width, "semibold", 1, 10)
    room = inner.height - len(caption.lines) * caption.step - 4
    for detail in (2, 1, 0):
        blocks = _envelope_blocks(game, status, inner.width, detail)
        gaps = 4 * len(status)
        if sum(len(f.lines) * f.step for f, _ in blocks) + gaps <= room:
            break
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=8)
    if detail == 0 and not all(playable for _, playable, _ in status):
        caption = fit_lines("Your envelopes (grey: not now)", 13, inner.width, "semibold", 1, 10)
    y = draw_fitted(surface, caption, theme.ACCENT, inner.topleft, "left").bottom + 4
    per_card = 1 + (detail == 1) + 2 * (detail == 2)
    for index, (fitted, ink) in enumerate(blocks):
        height = len(fitted.lines) * fitted.step
        if y + height > inner.bottom:
            rest = (len(blocks) - index + per_card - 1) // per_card
            more = render_text(f"+{rest} more", 11, theme.TEXT_DIM)
            surface.blit(more, more.get_rect(bottomright=inner.bottomright))
            return
        draw_fitted(surface, fitted, ink, (inner.x, y), "left")
        y += height + (4 if (index + 1) % per_card == 0 else 0)


def ring_spots(count: int, area: pygame.Rect) -> list[tuple[int, int]]:
    """Where each seat sits around a table seen from above: the first half left to right
    along the top, the rest right to left along the bottom, so seat order runs round."""
    top = (count + 1) // 2
    spots = []
    for row, seats in ((0, top), (1, count - top)):
        y = area.y if row == 0 else area.bottom
        step = area.width / max(1, top)
        first = area.x + step / 2 + (top - seats) * step / 2
        xs = [round(first + i * step) for i in range(seats)]
        spots += [(x, y) for x in (xs if row == 0 else reversed(xs))]
    return spots


def draw_seat_ring(surface: pygame.Surface, game: PRState, area: pygame.Rect) -> None:
    """The seats as Find Allies reads them, round a table: each animal is linked to its
    two neighbours, and once it has revealed, today's card shows beside it."""
    panel = area.inflate(-4, -4)
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=8)
    inner = panel.inflate(-12, -10)
    caption = fit_lines("Seat neighbours", 13, inner.width, "semibold", 1, 10)
    top = draw_fitted(surface, caption, theme.ACCENT, inner.topleft, "left").bottom + 2
    room = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
    columns = (game.n + 1) // 2
    radius = max(6, min(12, room.width // columns // 2 - 3, (room.height - 30) // 4))
    rows = room.inflate(0, -2 * (radius + 12))  # the initials go above and below the discs
    if rows.height < 2 * radius + 4:
        return
    spots = ring_spots(game.n, rows)
    table = pygame.Rect(rows.x + radius, rows.y + radius + 3, rows.width - 2 * radius, 0)
    table.height = max(0, rows.height - 2 * radius - 6)
    pygame.draw.rect(surface, theme.blend(theme.PANEL, theme.LAND, 0.25), table, border_radius=6)
    pygame.draw.lines(surface, theme.TEXT_DIM, True, spots, 2)
    for seat, spot in enumerate(spots):
        animal = game.board.animals[seat]
        disc(surface, spot, radius, animal.rgb, animal.letter)
        if game.revealed[seat] and game.played[seat] >= 0:
            above = spot[1] == rows.y
            y = spot[1] - radius - 7 if above else spot[1] + radius + 7
            initial = render_text(card_title(game.played[seat])[0], 12, theme.ACCENT, "bold")
            surface.blit(initial, initial.get_rect(center=(spot[0], y)))


__all__ = [
    "chart_corners",
    "disc",
    "draw_corners",
    "draw_day_card",
    "draw_news",
    "draw_own_envelopes",
    "draw_seat_ring",
    "ring_spots",
    "seat_ring_shown",
]
