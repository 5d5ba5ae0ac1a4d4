"""Election night on screen: the climbing tally, the latest calls, and the bag of cubes.

A draw by lot is shown as what it is at the table: every contender's cubes go
into a bag (one lot per point; a large cube counts five), the bag is shaken
and one cube comes out in the winner's colour, with each contender's odds
written beside the bag. Outright calls (absolute plurality, alone) show the
points that decided them. ``progress`` runs from 0 to 1 over the animation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from boardgames.games.bull_moose.events import Drawn
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text
from boardgames.ui.widgets.icons import draw_cube

Styles = Sequence[theme.PlayerStyle]
BAG = (150, 112, 70)
BAG_EDGE = (90, 64, 36)
MAX_CUBES = 40  # more lots than this are drawn as large cubes of five
OUT_AT = 0.45
FULL_BAR = 0.6  # a bar fills the width at this share of all electoral votes  # the share of the animation spent shaking before the cube comes out


def odds_lines(event: Drawn, names: Sequence[str]) -> list[tuple[int, str]]:
    """(player, words) for each contender's chance, then who dropped out, for the bag's side."""
    total = sum(event.points[p] for p in event.contenders)
    lines = []
    for p in event.contenders:
        share = event.points[p] / total if total else 0.0
        lines.append((p, f"{names[p]}: {event.points[p]} of {total} ({share:.0%})"))
    for p, points in enumerate(event.points):
        if points and p not in event.contenders:
            lines.append((p, f"{names[p]}: {points}, out (half the lead)"))
    return lines


def cube_sizes(points: int) -> list[int]:
    """A player's points as cubes: lots of one, or large cubes of five when the bag is full."""
    return [5] * (points // 5) + [1] * (points % 5)


def draw_bag(
    surface: pygame.Surface,
    rect: pygame.Rect,
    event: Drawn,
    names: Sequence[str],
    styles: Styles,
    progress: float,
    title: str,
) -> None:
    """The draw by lot in ``rect``: the bag of cubes on the left, the odds on the right."""
    pygame.draw.rect(surface, (22, 26, 38), rect, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, rect, 1, border_radius=8)
    head = fit_text(title, 14, rect.width - 16, "semibold")
    surface.blit(render_text(head, 14, theme.ACCENT, "semibold"), (rect.x + 8, rect.y + 5))
    body = pygame.Rect(rect.x + 6, rect.y + 26, rect.width - 12, rect.height - 32)
    bag_w = min(body.height, body.width * 2 // 5)
    bag = pygame.Rect(0, 0, bag_w, int(bag_w * 0.8))
    bag.midbottom = (body.x + bag_w // 2 + 4, body.bottom - 2)
    shake = math.sin(progress * 60) * 3 if progress < OUT_AT else 0
    bag.x += int(shake)
    _draw_sack(surface, bag)
    lots = sum(event.points[p] for p in event.contenders)
    big = lots > MAX_CUBES
    cubes = [
        (p, size)
        for p in event.contenders
        for size in (cube_sizes(event.points[p]) if big else [1] * event.points[p])
    ]
    rng = random.Random(event.where)  # the same jumble every frame
    rng.shuffle(cubes)
    inner = bag.inflate(-bag.width // 4, -bag.height // 3).move(0, bag.height // 8)
    unit = max(6, min(18, int(math.sqrt(inner.width * inner.height / max(1, len(cubes) * 2.6)))))
    out = progress >= OUT_AT and event.winner >= 0
    if out:  # the cube drawn has left the bag
        gone = next((i for i, (p, _) in enumerate(cubes) if p == event.winner), None)
        if gone is not None:
            cubes.pop(gone)
    for index, (p, size) in enumerate(cubes):
        side = unit + 4 if size == 5 else unit
        angle = index * 2.39996  # golden-angle spiral: spread evenly, no overlap to speak of
        radius = math.sqrt((index + 0.5) / max(1, len(cubes)))
        cx = inner.centerx + math.cos(angle) * radius * (inner.width / 2 - side)
        cy = inner.centery + math.sin(angle) * radius * (inner.height / 2 - side / 2)
        cube = pygame.Rect(int(cx - side / 2), int(cy - side / 2), side, side)
        draw_cube(surface, cube, styles[p].colour, styles[p].dark)
    if out:
        rise = min(1.0, (progress - OUT_AT) / (1 - OUT_AT) * 1.6)
        side = unit + 8
        top = bag.y - side - 4
        cy = int(bag.y + bag.height * 0.2 + (top - bag.y - bag.height * 0.2) * rise)
        drawn = pygame.Rect(0, 0, side, side)
        drawn.center = (bag.centerx, cy)
        draw_cube(surface, drawn, styles[event.winner].colour, theme.FOCUS)
    x = bag.right + 12
    width = body.right - x
    y = body.y + 2
    size = 13 if body.height >= 110 else 12
    for p, words in odds_lines(event, names):
        pygame.draw.rect(surface, styles[p].colour, pygame.Rect(x, y + 3, 10, 10), border_radius=2)
        colour = theme.TEXT if p in event.contenders else theme.TEXT_DIM
        text = render_text(fit_text(words, size, width - 16), size, colour)
        surface.blit(text, (x + 15, y))
        y += size + 5
    if progress >= OUT_AT and event.winner >= 0:
        words = fit_text(f"Drawn: {names[event.winner]}", 15, width, "bold")
        surface.blit(
            render_text(words, 15, theme.ACCENT, "bold"), (x, min(y + 4, body.bottom - 18))
        )


def _draw_sack(surface: pygame.Surface, bag: pygame.Rect) -> None:
    """A cloth bag: a round body, an open neck and a tie."""
    pygame.draw.ellipse(surface, BAG, bag)
    pygame.draw.ellipse(surface, BAG_EDGE, bag, 2)
    neck = pygame.Rect(0, 0, bag.width // 2, max(8, bag.height // 6))
    neck.midbottom = (bag.centerx, bag.y + bag.height // 6)
    pygame.draw.ellipse(surface, (60, 42, 24), neck)
    pygame.draw.ellipse(surface, BAG_EDGE, neck, 2)


def draw_call(
    surface: pygame.Surface,
    rect: pygame.Rect,
    event: Drawn,
    names: Sequence[str],
    styles: Styles,
    title: str,
) -> None:
    """An outright call: the winner's chip and the points that decided it."""
    pygame.draw.rect(surface, (22, 26, 38), rect, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, rect, 1, border_radius=8)
    surface.blit(
        render_text(fit_text(title, 14, rect.width - 16, "semibold"), 14, theme.ACCENT, "semibold"),
        (rect.x + 8, rect.y + 5),
    )
    y = rect.y + 28
    if event.winner < 0:
        surface.blit(render_text("Nobody has a cube here.", 13, theme.TEXT), (rect.x + 10, y))
        return
    how = "alone" if event.how == "alone" else "twice the runner-up or more"
    words = fit_text(f"{names[event.winner]} wins: {how}", 15, rect.width - 36, "bold")
    pygame.draw.rect(surface, styles[event.winner].colour, pygame.Rect(rect.x + 10, y + 3, 14, 14))
    surface.blit(render_text(words, 15, theme.TEXT, "bold"), (rect.x + 30, y))
    y += 22
    scores = "   ".join(f"{names[p]} {n}" for p, n in enumerate(event.points) if n)
    text = fit_text(f"Cubes: {scores}", 12, rect.width - 20)
    surface.blit(render_text(text, 12, theme.TEXT_DIM), (rect.x + 10, y))


def draw_tally(
    surface: pygame.Surface,
    rect: pygame.Rect,
    names: Sequence[str],
    styles: Styles,
    tally: dict[int, float],
    total: int,
    called: int,
) -> int:
    """Each candidate's called electoral votes as a climbing bar; returns the y below it."""
    x, y, width = rect.x, rect.y, rect.width
    head = f"Electoral votes: {called} of {total} called"
    surface.blit(render_text(head, 14, theme.ACCENT, "semibold"), (x, y))
    y += 20
    row = 20 if rect.height >= 130 else 16
    lead = max(tally.values(), default=0)
    for p in sorted(range(len(names)), key=lambda q: (-tally.get(q, 0), q)):
        votes = tally.get(p, 0)
        bar = pygame.Rect(x, y, max(3, int(width * min(1.0, votes / (total * FULL_BAR)))), row - 3)
        pygame.draw.rect(surface, styles[p].colour, bar, border_radius=4)
        if votes and votes == lead:
            pygame.draw.rect(surface, theme.FOCUS, bar, 1, border_radius=4)
        size = 13 if row >= 20 else 12
        words = f"{names[p]}  {round(votes)}"
        label = render_text(words, size, theme.TEXT, "semibold")
        if bar.width > label.get_width() + 8:
            ink = theme.readable_on(styles[p].colour)
            label = render_text(words, size, ink, "semibold")
            surface.blit(label, (x + 4, y + (row - 3 - label.get_height()) // 2))
        else:
            surface.blit(label, (bar.right + 6, y + (row - 3 - label.get_height()) // 2))
        y += row
    return y


def draw_recent(
    surface: pygame.Surface,
    rect: pygame.Rect,
    calls: Sequence[tuple[str, int, int, str]],
    names: Sequence[str],
    styles: Styles,
) -> None:
    """The latest calls, newest first: unit, its votes, the winner and how."""
    surface.blit(render_text("Latest calls", 13, theme.ACCENT, "semibold"), (rect.x, rect.y))
    y = rect.y + 18
    how_words = {"draw": "by lot", "alone": "alone", "plurality": "outright", "none": "nobody"}
    for unit, ev, winner, how in reversed(calls):
        if y + 15 > rect.bottom:
            break
        if winner >= 0:
            pygame.draw.rect(surface, styles[winner].colour, pygame.Rect(rect.x, y + 3, 10, 10))
        who = names[winner] if winner >= 0 else "nobody"
        words = fit_text(f"{unit} ({ev}): {who}, {how_words.get(how, how)}", 12, rect.width - 16)
        surface.blit(render_text(words, 12, theme.TEXT_DIM), (rect.x + 15, y))
        y += 15
