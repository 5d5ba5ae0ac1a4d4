"""A banner over the board for big moments: a card played, a result, the winner."""

from __future__ import annotations

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text, wrap_text
from boardgames.ui.widgets.card_face import CardFace, draw_card

SIZE = 22
STEP = 28
CARD = (200, 136)


def draw_banner(
    surface: pygame.Surface, area: pygame.Rect, text: str, face: CardFace | None = None
) -> None:
    """Words (and optionally a card beneath them) in a framed box centred on ``area``."""
    lines = wrap_text(text, SIZE, area.width - 80, "bold")
    rendered = [render_text(line, SIZE, theme.ACCENT, "bold") for line in lines]
    card = pygame.Rect((0, 0), CARD if face else (0, 0))
    width = max([r.get_width() for r in rendered] + [card.width]) + 40
    height = len(lines) * STEP + (card.height + 12 if face else 0) + 24
    box = pygame.Rect(0, 0, width, height)
    box.center = area.center
    pygame.draw.rect(surface, (16, 20, 30), box, border_radius=12)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=12)
    y = box.y + 12
    for line in rendered:
        surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
        y += STEP
    if face is not None:
        card.midtop = (box.centerx, y + 4)
        draw_card(surface, card, face)
