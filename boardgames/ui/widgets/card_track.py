"""A track of card slots, each with a label saying what taking its card gives.

Corrupt Bargain's Event track is the first user (six slots from "3 AP" down to
"0 AP"), but any game with an open market of cards fits: give the labels,
then each frame the faces (None for an empty slot) and which slots may be
taken. The track lays itself out as a column when its rectangle is tall and
as a row when it is wide.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text, wrap_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.card_face import CardFace, CardPicker, draw_card, key_tag

LABEL_SIZE = 12


class CardTrack:
    def __init__(self, labels: Sequence[str], title: str = "") -> None:
        self.labels = list(labels)
        self.title = title
        self.rect = pygame.Rect(0, 0, 240, 600)
        self.faces: list[CardFace | None] = [None] * len(self.labels)
        self.picker = CardPicker()
        self.flash: dict[int, float] = {}
        self.empty_text = "empty"
        self.slot_rects: list[pygame.Rect] = []
        self.label_rects: list[pygame.Rect] = []
        self._time = 0.0
        self._layer = Layer()

    # -- layout ---------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        top = self.rect.y + (28 if self.title else 8)
        inner = pygame.Rect(self.rect.x + 8, top, self.rect.width - 16, self.rect.bottom - top - 8)
        count = len(self.labels)
        self.slot_rects, self.label_rects = [], []
        if inner.height >= inner.width:  # a column: labels on the left of each card
            gap = 6
            height = (inner.height - gap * (count - 1)) // count
            label_w = max(40, min(62, inner.width // 4))
            for i in range(count):
                y = inner.y + i * (height + gap)
                self.label_rects.append(pygame.Rect(inner.x, y, label_w, height))
                self.slot_rects.append(
                    pygame.Rect(inner.x + label_w + 4, y, inner.width - label_w - 4, height)
                )
        else:  # a row: labels above each card
            gap = 8
            width = (inner.width - gap * (count - 1)) // count
            for i in range(count):
                x = inner.x + i * (width + gap)
                self.label_rects.append(pygame.Rect(x, inner.y, width, 18))
                self.slot_rects.append(pygame.Rect(x, inner.y + 20, width, inner.height - 20))
        self._sync()

    def set_cards(self, faces: Sequence[CardFace | None], enabled: Sequence[bool]) -> None:
        self.faces = list(faces)
        self.picker.set(
            self.slot_rects,
            [bool(on) and f is not None for on, f in zip(enabled, faces, strict=True)],
        )

    def _sync(self) -> None:
        enabled = self.picker.enabled if len(self.picker.enabled) == len(self.slot_rects) else []
        self.picker.set(self.slot_rects, enabled or [False] * len(self.slot_rects))

    # -- input ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> int | None:
        """The slot chosen by this event (click, number key, Enter), or None."""
        return self.picker.handle(event)

    def face_at(self, pos: tuple[int, int]) -> CardFace | None:
        for rect, face in zip(self.slot_rects, self.faces, strict=False):
            if rect.collidepoint(pos):
                return face
        return None

    # -- frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._time += dt
        for slot in list(self.flash):
            self.flash[slot] -= dt
            if self.flash[slot] <= 0:
                del self.flash[slot]

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, labels and cards (one cached layer), then what moves: the glow of
        the cards that may be taken and the flash of a slot just changed."""
        self.draw_cards(surface)
        self.draw_lit(surface)

    def _looks(self) -> tuple[list[CardFace | None], list[bool], list[bool], list[str]]:
        """Each slot's face, whether it may be taken, whether it has the focus, its key."""
        count = len(self.slot_rects)
        enabled = [i < len(self.picker.enabled) and self.picker.enabled[i] for i in range(count)]
        faces = [self.faces[i] if i < len(self.faces) else None for i in range(count)]
        focused = [faces[i] is not None and self.picker.is_focused(i) for i in range(count)]
        hints = [self.picker.hint(i) if faces[i] is not None else "" for i in range(count)]
        return faces, enabled, focused, hints

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The panel, labels and cards, as they stand (one cached layer)."""
        faces, enabled, focused, hints = self._looks()
        key = (self.title, tuple(self.labels), self.empty_text, tuple(self.slot_rects))
        key += (tuple(faces), tuple(enabled), tuple(focused), tuple(hints))
        self._layer.draw(
            surface, self.rect, key, lambda: self._paint(surface, faces, enabled, focused, hints)
        )

    def draw_lit(self, surface: pygame.Surface) -> None:
        """What moves over the cards: the glow of those that may be taken, a slot's flash."""
        faces, enabled, focused, hints = self._looks()
        glow = theme.blend(theme.ACCENT, theme.FOCUS, 0.5 + 0.5 * math.sin(self._time * 5))
        for index, slot in enumerate(self.slot_rects):
            if faces[index] is not None and enabled[index] and not focused[index]:
                pygame.draw.rect(surface, glow, slot.inflate(4, 4), 2, border_radius=8)
                if hints[index]:  # its key tag reaches over the glow: on top, as painted
                    key_tag(surface, slot, hints[index], 12)
        for index, slot in enumerate(self.slot_rects):
            if index in self.flash and faces[index] is not None:
                pygame.draw.rect(surface, theme.FOCUS, slot.inflate(8, 8), 3, border_radius=9)

    def _paint(
        self,
        surface: pygame.Surface,
        faces: list[CardFace | None],
        enabled: list[bool],
        focused: list[bool],
        hints: list[str],
    ) -> None:
        draw_panel(surface, self.rect, self.title or None)
        for index, (label_rect, slot) in enumerate(
            zip(self.label_rects, self.slot_rects, strict=True)
        ):
            self._draw_label(surface, label_rect, self.labels[index], enabled[index])
            face = faces[index]
            if face is None:
                pygame.draw.rect(
                    surface, theme.blend(theme.PANEL, theme.BACKGROUND, 0.5), slot, border_radius=6
                )
                text = render_text(self.empty_text, 12, theme.TEXT_DIM)
                surface.blit(text, text.get_rect(center=slot.center))
                continue
            draw_card(surface, slot, face, focused=focused[index])
            if hints[index] and enabled[index]:
                key_tag(surface, slot, hints[index], 12)

    @staticmethod
    def _draw_label(surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool) -> None:
        colour = theme.ACCENT if enabled else theme.TEXT_DIM
        lines = [
            line
            for part in label.split("\n")
            for line in wrap_text(part, LABEL_SIZE, rect.width - 2, "semibold")
        ]
        step = LABEL_SIZE + 3
        y = rect.centery - len(lines) * step // 2
        for line in lines:
            text = render_text(line, LABEL_SIZE, colour, "semibold")
            surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
            y += step
