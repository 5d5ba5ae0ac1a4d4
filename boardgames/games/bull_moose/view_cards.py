"""Bull Moose cards on screen: a face per card (value, icons, title, text), drawn once per size.

A face shows what the table needs to choose: the value (its movement and
placement points) in a disc, the Express Train, Press or Senator symbol and an
attack's target on the band, then the title and the text. Faces are cached by
card, size and colour, so a hand costs a few blits a frame. Only the cards a
caller passes in are drawn: the scene passes the viewer's own hand and nobody
else's. The public list of each candidate's unplayed cards is drawn here too.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.games.bull_moose.cards import EAGLE, Card
from boardgames.games.bull_moose.data import BullMooseBoard
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, line_height, render_text, wrap_text
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.card_face import EDGE, INK, INK_DIM, PAPER, key_tag

RETURNED: theme.Colour = (150, 190, 230)  # the tag of a card back from last round
TILE_BELOW = 58  # shorter than this a card is one line: value, title, symbols
SUPPORT_WORDS = {"press": "PRESS", "senator": "SENATE"}
SHORT = {"TRAIN": "TR", "PRESS": "PR", "SENATE": "SEN", "ONGOING": "ON", "vs ANY": "vs*"}
BAND = 22  # the coloured band with the value and the symbols
PAD = 6  # the text's margin inside the card
FOOT = 14  # room under the text (a card in the hand)
TAGGED_FOOT = 18  # the same on a card to keep: room for its key and "PUT BACK" tag
BODY_SIZES = (12, 11, 10, 9)  # a card's text takes the largest that holds it whole
READABLE = 11  # the least size a card's text is laid out for where there is room
_FACES: dict[tuple, pygame.Surface] = {}


def title_step() -> int:
    """Pixels from one line of a card's title to the next."""
    return line_height(12, "bold") - 2


def face_height(
    card: Card, board: BullMooseBoard, width: int, body: int = READABLE, foot: int = FOOT
) -> int:
    """The height a card ``width`` wide needs to print its title and its whole text at
    ``body`` px, with ``foot`` px under it."""
    titles = len(wrap_text(card.title, 12, width - 2 * PAD, "bold")[:2])
    lines = len(wrap_text(card.text(board), body, width - 2 * PAD))
    return BAND + 2 + titles * title_step() + lines * (line_height(body) - 2) + foot


def symbols(card: Card) -> list[str]:
    """The symbols printed on a card's band, in words."""
    found = []
    if card.train:
        found.append("TRAIN")
    if card.support:
        found.append(SUPPORT_WORDS.get(card.support, card.support.upper()))
    if card.target:
        found.append("vs ANY" if card.target == EAGLE else f"vs {card.target}")
    if card.ongoing:
        found.append("ONGOING")
    return found


def card_face(
    card: Card,
    board: BullMooseBoard,
    size: tuple[int, int],
    colour: theme.Colour,
    foot: int = FOOT,
) -> pygame.Surface:
    """The card drawn at this size, its text ending ``foot`` px above its bottom (cached:
    faces are drawn once, blitted every frame)."""
    key = (card.id, size, colour, foot)
    found = _FACES.get(key)
    if found is None:
        if len(_FACES) > 400:
            _FACES.clear()
        found = _FACES[key] = _draw_face(card, board, size, colour, foot)
    return found


def _draw_face(
    card: Card, board: BullMooseBoard, size: tuple[int, int], colour: theme.Colour, foot: int
) -> pygame.Surface:
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, PAPER, rect, border_radius=6)
    band_h = BAND if height >= TILE_BELOW else height
    band = pygame.Rect(0, 0, width, band_h)
    pygame.draw.rect(surface, colour, band, border_radius=6)
    if height >= TILE_BELOW:
        pygame.draw.rect(surface, colour, pygame.Rect(0, band_h - 6, width, 6))
    ink = theme.readable_on(colour)
    radius = min(band_h // 2 - 2, 10)
    disc = (radius + 4, band_h // 2)
    pygame.draw.circle(surface, PAPER, disc, radius)
    value = render_text(str(card.value), max(11, 2 * radius - 4), INK, "bold")
    surface.blit(value, value.get_rect(center=disc))
    x = 2 * radius + 8
    words = symbols(card)
    tags = [render_text(word, 10, colour, "bold") for word in words]
    need = sum(t.get_width() + 9 for t in tags)
    show_pts = need <= width - 4 - (x + 30)  # "pts" gives way to the symbols first
    if need > width - 8 - x:  # still too many for the band: short forms
        tags = [render_text(SHORT.get(word, word), 10, colour, "bold") for word in words]
    right = width - 4
    for tag in reversed(tags):
        box = tag.get_rect(midright=(right, band_h // 2)).inflate(6, 2)
        pygame.draw.rect(surface, PAPER, box, border_radius=3)
        surface.blit(tag, tag.get_rect(center=box.center))
        right = box.x - 3
    if height < TILE_BELOW:  # a tile: the title on the band
        title = fit_text(card.title, 12, right - x - 2, "semibold")
        surface.blit(render_text(title, 12, ink, "semibold"), (x, band_h // 2 - 8))
        pygame.draw.rect(surface, EDGE, rect, 1, border_radius=6)
        return surface
    if show_pts:
        label = render_text("pt" if card.value == 1 else "pts", 10, ink, "semibold")
        surface.blit(label, label.get_rect(midleft=(x, band_h // 2)))
    y = band_h + 2
    titles = wrap_text(card.title, 12, width - 2 * PAD, "bold")[:2]
    for line in titles:
        surface.blit(render_text(line, 12, INK, "bold"), (PAD, y))
        y += title_step()
    for body in BODY_SIZES:  # the whole text at the largest size that holds it
        lines = wrap_text(card.text(board), body, width - 2 * PAD)
        if face_height(card, board, width, body, foot) <= height:
            break
    body_step = line_height(body) - 2
    room = max(0, (height - y - foot) // body_step)  # room below for a key hint or a tag
    if len(lines) > room:
        lines = lines[: max(0, room - 1)] + (
            [fit_text(" ".join(lines[room - 1 :]), body, width - 2 * PAD)] if room else []
        )
    for line in lines:
        surface.blit(render_text(line, body, INK_DIM), (PAD, y))
        y += body_step
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=6)
    return surface


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    card: Card,
    board: BullMooseBoard,
    colour: theme.Colour,
    *,
    chosen: bool = False,
    focused: bool = False,
    hint: str = "",
    came_back: bool = False,
) -> None:
    """A card in ``rect``; a chosen card is framed and tagged, the focused one framed in white;
    ``came_back``: one of the four put back on the deck last round, tagged as such."""
    foot = TAGGED_FOOT if hint or came_back else FOOT
    surface.blit(card_face(card, board, rect.size, colour, foot), rect.topleft)
    if came_back:
        pygame.draw.rect(surface, RETURNED, rect.inflate(2, 2), 2, border_radius=7)
        words = "PUT BACK LAST ROUND" if rect.width >= 160 else "PUT BACK"
        tag = render_text(words, 10, INK, "bold")
        box = tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)).inflate(6, 0)
        pygame.draw.rect(surface, RETURNED, box, border_radius=3)
        surface.blit(tag, tag.get_rect(center=box.center))
    if chosen:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=8)
        key_tag(surface, rect, "KEEP", 11, left=True)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), 2, border_radius=9)
    if hint:
        key_tag(surface, rect, hint, 11)


def grid_rects(area: pygame.Rect, count: int, gap: int = 6) -> list[pygame.Rect]:
    """Card rectangles filling ``area``: the column count that gives the biggest readable cards."""
    if count == 0 or area.width < 40 or area.height < 20:
        return []
    best: tuple[float, int, int, int] | None = None
    for columns in range(1, count + 1):
        rows = -(-count // columns)
        width = min(230, (area.width - gap * (columns - 1)) // columns)
        height = min(150, (area.height - gap * (rows - 1)) // rows)
        if width < 90 or height < 18:
            continue
        height = min(height, int(width * 0.75))
        score = min(width, height * 1.6) * height
        if best is None or score > best[0]:
            best = (score, columns, width, height)
    if best is None:
        return []
    _, columns, width, height = best
    return [
        pygame.Rect(
            area.x + (i % columns) * (width + gap),
            area.y + (i // columns) * (height + gap),
            width,
            height,
        )
        for i in range(count)
    ]


def keep_rects(
    cards: Sequence[Card], board: BullMooseBoard, beside: pygame.Rect, room: pygame.Rect
) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """Where the cards to keep go: in ``beside`` (the panel) when every card's whole text fits
    there at ``READABLE`` px; else in one or two rows standing on the foot of ``room`` (the
    window's width, over the map's lower part), in whichever covers the least of it. The
    second value is the backdrop behind the cards when they reach out of the panel."""
    rects = grid_rects(beside, len(cards))
    pairs = zip(cards, rects, strict=False)
    fits = (face_height(c, board, r.width, READABLE, TAGGED_FOOT) <= r.height for c, r in pairs)
    if len(rects) == len(cards) and all(fits):
        return rects, None
    gap = 6
    best: tuple[int, int, int, int] | None = None
    for columns in (len(cards), -(-len(cards) // 2)):
        rows = -(-len(cards) // columns)
        width = min(250, (room.width - gap * (columns - 1)) // columns)
        height = max(max(face_height(c, board, width, READABLE, TAGGED_FOOT) for c in cards), 90)
        total = rows * height + gap * (rows - 1)
        covered = total * (columns * (width + gap))
        if total <= room.height and (best is None or covered < best[0]):
            best = (covered, columns, width, height)
    if best is None:  # no room anywhere: the panel's grid, the tooltip has the rest
        return rects, None
    _, columns, width, height = best
    rows = -(-len(cards) // columns)
    right, top = room.right, room.bottom - rows * height - gap * (rows - 1)
    left = right - columns * width - gap * (columns - 1)
    placed = [
        pygame.Rect(
            left + (i % columns) * (width + gap),
            top + (i // columns) * (height + gap),
            width,
            height,
        )
        for i in range(len(cards))
    ]
    backdrop = placed[0].unionall(placed).inflate(16, 16)
    return placed, backdrop


def card_tooltip(card: Card, board: BullMooseBoard) -> list[str]:
    """A card's full words for a tooltip: title, value and symbols, text, historical note."""
    head = f"{card.title}: value {card.value}"
    if symbols(card):
        head += f" ({', '.join(s.lower() for s in symbols(card))})"
    lines = [head, card.text(board)]
    if card.note:
        lines += ["", card.note]
    return lines


def draw_unplayed(
    surface: pygame.Surface,
    rect: pygame.Rect,
    name: str,
    colour: theme.Colour,
    cards: Sequence[Card],
) -> None:
    """One candidate's unplayed cards (public: the printed deck less the cards seen played)."""
    title = f"{name}: {len(cards)} cards not yet played (hand and deck together)"
    top = draw_panel(surface, rect, fit_text(title, 15, rect.width - 30, "semibold"))
    pygame.draw.rect(surface, colour, pygame.Rect(rect.x + 4, rect.y + 4, 6, 24), border_radius=2)
    x = rect.x + 14
    columns = 3 if rect.width >= 760 else 2
    col_w = (rect.width - 28) // columns
    per_column = max(1, -(-len(cards) // columns))
    step = max(13, min(18, (rect.bottom - 30 - top) // per_column))
    size = 12 if step >= 15 else 11
    for index, card in enumerate(cards):
        col, row = divmod(index, per_column)
        words = f"{card.value}  {card.title}" + (
            f"  [{', '.join(symbols(card))}]" if symbols(card) else ""
        )
        text = render_text(fit_text(words, size, col_w - 8), size, theme.TEXT)
        surface.blit(text, (x + col * col_w, top + row * step))
    foot = "Left/Right or click a candidate's row: another candidate.   C or the button: close."
    hint = render_text(fit_text(foot, 12, rect.width - 28), 12, theme.TEXT_DIM)
    surface.blit(hint, (x, rect.bottom - 22))
