"""Notes for the table, drawn over any game: who decides now, and a private glance.

"Ann decides" stands at the top of the window for a moment when the decision
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


def draw_decider(surface: pygame.Surface, text: str) -> None:
    """A strip at the top centre naming the person who decides now."""
    width = surface.get_width()
    shown = fit_text(text, 22, min(560, width - 80), "semibold")
    label = render_text(shown, 22, (20, 20, 24), "semibold")
    box = label.get_rect(midtop=(width // 2, 8)).inflate(36, 14)
    pygame.draw.rect(surface, theme.ACCENT, box, border_radius=10)
    pygame.draw.rect(surface, theme.TEXT, box, 1, border_radius=10)
    surface.blit(label, label.get_rect(center=box.center))


def draw_glance(surface: pygame.Surface, who: str, lines: list[str]) -> None:
    """A box near the top centre: "New for Ann" and the secret lines, newest last."""
    width = min(GLANCE_WIDTH, surface.get_width() - 40)
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
    box.midtop = (surface.get_width() // 2, 52)
    pygame.draw.rect(surface, (16, 20, 30), box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    y = box.y + 10
    surface.blit(title, (box.x + 12, y))
    y += title.get_height() + 6
    for rendered_line in rendered:
        surface.blit(rendered_line, (box.x + 12, y))
        y += rendered_line.get_height()
