"""Notes for the table, drawn over any game: who decides now, and a private glance.

"Ann decides" stands in the middle of the window for a moment when the decision
passes from one person to another without a hand-over, so nobody's key press is
spent believing it is still their turn. The glance lists what a person was given
in secret while the screen was not theirs; it is drawn only while that person
is at the screen and deciding.
"""

from __future__ import annotations

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text, wrap_text

GLANCE_WIDTH = 420
GLANCE_LINES = 6


def draw_decider(surface: pygame.Surface, text: str, fade: float = 1.0) -> pygame.Rect:
    """A banner in the middle of the window naming the person who decides now, on a shade
    so it reads as a turn card over the board; ``fade`` (0-1) lets it go gently."""
    width, height = surface.get_size()
    shown = fit_text(text, 32, min(640, width - 80), "title")
    label = render_text(shown, 32, (20, 20, 24), "title")
    box = label.get_rect(center=(width // 2, height // 2)).inflate(64, 30)
    card = pygame.Surface(box.inflate(12, 12).size, pygame.SRCALPHA)
    inner = pygame.Rect(6, 6, box.width, box.height)
    pygame.draw.rect(card, (0, 0, 0, 120), card.get_rect(), border_radius=18)
    pygame.draw.rect(card, theme.ACCENT, inner, border_radius=14)
    pygame.draw.rect(card, theme.TEXT, inner, 2, border_radius=14)
    card.blit(label, label.get_rect(center=inner.center))
    card.set_alpha(round(255 * max(0.0, min(1.0, fade))))
    surface.blit(card, box.inflate(12, 12).topleft)
    return box.inflate(12, 12)


def glance_box(
    surface: pygame.Surface, who: str, lines: list[str], area: pygame.Rect | None = None
) -> pygame.Rect:
    """Where ``draw_glance`` puts its box: near the top centre of ``area`` (by default the
    window's, under its top strip)."""
    return _glance_layout(surface, who, lines, area)[0]


def _glance_layout(
    surface: pygame.Surface, who: str, lines: list[str], area: pygame.Rect | None
) -> tuple[pygame.Rect, pygame.Surface, list[pygame.Surface]]:
    """The glance's box, its title and its lines, rendered."""
    width = min(GLANCE_WIDTH, surface.get_width() - 40 if area is None else area.width - 16)
    wrapped: list[str] = []
    for line in lines:
        wrapped.extend(wrap_text(line, 15, width - 24) or [""])
    if len(wrapped) > GLANCE_LINES:
        wrapped = ["(earlier lines are in the log)", *wrapped[-(GLANCE_LINES - 1) :]]
    title = render_text(
        fit_text(f"New for {who} (only you can see this)", 16, width - 24, "semibold"),
        16,
        theme.ACCENT,
        "semibold",
    )
    rendered = [render_text(line, 15, theme.TEXT) for line in wrapped]
    height = 14 + title.get_height() + 6 + sum(r.get_height() for r in rendered) + 10
    box = pygame.Rect(0, 0, width, height)
    if area is None:
        box.midtop = (surface.get_width() // 2, 52)
    else:
        box.midtop = (area.centerx, area.y + 8)
    return box, title, rendered


def draw_glance(
    surface: pygame.Surface, who: str, lines: list[str], area: pygame.Rect | None = None
) -> pygame.Rect:
    """A box near the top centre (of the window, or of ``area``): "New for Ann" and the
    secret lines, newest last."""
    box, title, rendered = _glance_layout(surface, who, lines, area)
    pygame.draw.rect(surface, (16, 20, 30), box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    y = box.y + 10
    surface.blit(title, (box.x + 12, y))
    y += title.get_height() + 6
    for rendered_line in rendered:
        surface.blit(rendered_line, (box.x + 12, y))
        y += rendered_line.get_height()
    return box
