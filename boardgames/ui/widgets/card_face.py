"""One card on screen, and choosing among cards with the mouse or the keys.

A card is drawn from a ``CardFace`` (plain data the game fills in): a coloured
band with the suit icon and number, the title, and a short summary of what it
does. Finished faces are cached per size, so a track or a hand costs a few
blits a frame. ``CardPicker`` gives any row of cards the same controls as the
buttons: number keys, arrows or Tab, and Enter.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, get_font, line_height, render_text, wrap_text
from boardgames.ui.widgets.icons import draw_icon

PAPER: theme.Colour = (244, 238, 222)
INK: theme.Colour = (34, 32, 40)
INK_DIM: theme.Colour = (92, 88, 96)
EDGE: theme.Colour = (120, 112, 100)
COMPACT_HEIGHT = 56  # below this a card is a tile: colour stripe, number, title
PICK_KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
)
TWO_LINE_HEIGHT = 36  # tiles this tall add the effect summary on a second line


@dataclass(frozen=True)
class CardFace:
    """What a card shows. ``lines`` is the short summary; ``details`` the full text for tooltips."""

    number: int
    title: str
    caption: str
    colour: theme.Colour
    icon: str | None = None
    lines: tuple[str, ...] = ()
    details: tuple[str, ...] = ()
    note: str = ""

    def tooltip(self) -> list[str]:
        lines = [f"#{self.number} {self.title} ({self.caption})"]
        lines.extend(self.details or self.lines)
        if self.note:
            lines.extend(["", self.note])
        return lines


def _band(surface: pygame.Surface, face: CardFace, rect: pygame.Rect, size: int) -> None:
    pygame.draw.rect(
        surface, face.colour, rect, border_top_left_radius=6, border_top_right_radius=6
    )
    ink = theme.readable_on(face.colour)
    x = rect.x + 4
    if face.icon:
        box = pygame.Rect(x, rect.y + 2, rect.height - 4, rect.height - 4)
        draw_icon(surface, face.icon, box, ink)
        x = box.right + 4
    number = render_text(f"#{face.number}", size, ink, "bold")
    surface.blit(number, number.get_rect(midright=(rect.right - 5, rect.centery)))
    room = rect.right - 10 - number.get_width() - x
    words = face.caption
    if get_font(size, "semibold").size(words)[0] > room:  # "Western Expansion" -> "Western"
        words = words.split()[0] if words.split() else words
    caption = render_text(fit_text(words, size, room), size, ink, "semibold")
    surface.blit(caption, caption.get_rect(midleft=(x, rect.centery)))


def _tile(surface: pygame.Surface, face: CardFace, width: int, height: int) -> None:
    """A card as a tile: a stripe of its colour, number and title, and its summary if tall enough."""
    stripe = pygame.Rect(0, 0, 7, height)
    pygame.draw.rect(
        surface, face.colour, stripe, border_top_left_radius=6, border_bottom_left_radius=6
    )
    two_lines = height >= TWO_LINE_HEIGHT and face.lines
    size = 13 if two_lines else max(10, min(13, height // 2))
    middle = size // 2 + 4 if two_lines else height // 2
    number = render_text(f"#{face.number}", size, INK_DIM, "semibold")
    surface.blit(number, number.get_rect(midleft=(11, middle)))
    x = 14 + number.get_width()
    title = fit_text(face.title, size, width - x - 6, "semibold")
    text = render_text(title, size, INK, "semibold")
    surface.blit(text, text.get_rect(midleft=(x, middle)))
    if two_lines:
        summary = fit_text("; ".join(face.lines), 11, width - 17)
        surface.blit(render_text(summary, 11, INK_DIM), (11, middle + size // 2 + 3))


@lru_cache(maxsize=160)
def card_surface(face: CardFace, width: int, height: int) -> pygame.Surface:
    """The face drawn once at this size (the widgets blit it every frame)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, PAPER, rect, border_radius=6)
    if height < COMPACT_HEIGHT:
        _tile(surface, face, width, height)
        return surface
    scale = max(10, min(14, width // 13, height // 7))
    band = pygame.Rect(0, 0, width, scale + (7 if height >= 90 else 5))
    _band(surface, face, band, scale - 1)
    y = band.bottom + 2
    pad = 6
    title_lines = wrap_text(face.title, scale, width - 2 * pad, "bold")
    step = line_height(scale, "bold") - 2
    body = max(10, scale - 2)
    body_step = line_height(body) - 2
    # As many title lines as leave room for the whole summary below them (at least one).
    spare = height - y - 5 - len(face.lines) * body_step
    title_room = max(1, min(len(title_lines), 3, spare // step))
    if len(title_lines) > title_room:
        rest = " ".join(title_lines[title_room - 1 :])
        title_lines = title_lines[: title_room - 1] + [
            fit_text(rest, scale, width - 2 * pad, "bold")
        ]
    for line in title_lines:
        surface.blit(render_text(line, scale, INK, "bold"), (pad, y))
        y += step
    y += 2
    room_for_lines = max(0, (height - y - 3) // body_step)
    lines = list(face.lines)
    if len(lines) > room_for_lines:
        lines = lines[: room_for_lines - 1] + ["... (more)"] if room_for_lines else []
    for line in lines:
        text = render_text(fit_text(line, body, width - 2 * pad), body, INK_DIM)
        surface.blit(text, (pad, y))
        y += body_step
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=6)
    return surface


def key_tag(
    surface: pygame.Surface, rect: pygame.Rect, words: str, size: int, *, left: bool = False
) -> None:
    """A small accent tag in a card's bottom corner: the key that picks it, or a mark
    such as KEEP (bottom left)."""
    text = render_text(words, size, (20, 20, 24), "bold")
    corner = (rect.x + 4, rect.bottom - 3) if left else (rect.right - 3, rect.bottom - 3)
    anchor = {"bottomleft": corner} if left else {"bottomright": corner}
    box = text.get_rect(**anchor).inflate(8, 2)
    pygame.draw.rect(surface, theme.ACCENT, box, border_radius=4)
    surface.blit(text, text.get_rect(center=box.center))


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: CardFace,
    *,
    enabled: bool = False,
    focused: bool = False,
    pulse: float = 0.0,
    hint: str = "",
) -> None:
    """A card in ``rect``: choosable cards glow, the focused one gets a white frame."""
    surface.blit(card_surface(face, rect.width, rect.height), rect.topleft)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 3, border_radius=8)
    elif enabled:
        glow = theme.blend(theme.ACCENT, theme.FOCUS, pulse)
        pygame.draw.rect(surface, glow, rect.inflate(4, 4), 2, border_radius=8)
    if hint and enabled:
        key_tag(surface, rect, hint, 12)


class CardPicker:
    """Mouse and keyboard choice among card rectangles (1-9, arrows or Tab, Enter)."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []
        self.enabled: list[bool] = []
        self.focus = 0
        self.hover: int | None = None
        self.keyboard_used = False

    @property
    def active(self) -> bool:
        return any(self.enabled)

    def set(self, rects: list[pygame.Rect], enabled: list[bool]) -> None:
        self.rects, self.enabled = rects, enabled
        if self.focus >= len(rects) or (rects and not enabled[self.focus]):
            self.focus = next((i for i, on in enumerate(enabled) if on), 0)

    def hint(self, index: int) -> str:
        """The number key of a card, counting only the choosable ones."""
        if not self.enabled[index]:
            return ""
        number = sum(self.enabled[:index]) + 1
        return str(number) if number <= 9 else ""

    def _step(self, step: int) -> None:
        for _ in range(len(self.rects)):
            self.focus = (self.focus + step) % len(self.rects)
            if self.enabled[self.focus]:
                return

    def handle(self, event: pygame.event.Event) -> int | None:
        """The index of the card chosen by this event, or None."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (i for i, r in enumerate(self.rects) if r.collidepoint(event.pos)), None
            )
            return None
        if not self.active:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos) and self.enabled[index]:
                    return index
            return None
        if event.type != pygame.KEYDOWN:
            return None
        if pygame.K_1 <= event.key <= pygame.K_9:
            wanted = event.key - pygame.K_1
            choosable = [i for i, on in enumerate(self.enabled) if on]
            return choosable[wanted] if wanted < len(choosable) else None
        back = event.key in (pygame.K_UP, pygame.K_LEFT) or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        )
        if back or event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.keyboard_used = True
            self._step(-1 if back else 1)
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.enabled[self.focus]:
            return self.focus
        return None

    @staticmethod
    def uses_key(event: pygame.event.Event) -> bool:
        """Keys a card row answers to (so they do not also move other focus)."""
        if event.type != pygame.KEYDOWN:
            return False
        return event.key in PICK_KEYS or pygame.K_1 <= event.key <= pygame.K_9

    def is_focused(self, index: int) -> bool:
        return self.keyboard_used and index == self.focus and self.enabled[index]
