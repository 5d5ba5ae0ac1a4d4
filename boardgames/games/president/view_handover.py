"""President's hand-over screen: who is to take the screen, why, and a way back.

The rules let a person take back their sealed card until the next person
commits, but once they have chosen, the next hand-over hides the table and the
next person is named: so this screen offers the way back. "Back: Fox wants to
change their card" undoes Fox's commit and hands the screen to Fox again; the
next person's hand was never shown, and Fox sees only Fox's own cards.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text
from boardgames.ui.scenes.overlays import HandOverScene
from boardgames.ui.widgets.button import Button


class PresidentHandOver(HandOverScene):
    """The shared hand-over, plus a line on what is going on and the way back."""

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        player_name: str,
        situation: str,
        back_name: str | None = None,
        on_back: Callable[[], None] | None = None,
    ) -> None:
        self.situation = situation
        self.back_name = back_name
        self.on_back = on_back
        super().__init__(app, player_name)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if self.back_name is None:
            return
        rect = pygame.Rect(0, 0, min(560, size[0] - 40), 48)
        rect.center = (size[0] // 2, size[1] // 2 + 130)
        self.buttons.add(
            Button(
                rect,
                f"Back: {self.back_name} wants to change their card",
                self.back,
                hotkey=pygame.K_BACKSPACE,
                hint="Backspace",
                size=17,
            )
        )

    def back(self) -> None:
        """Leave this screen first, so the game hands over to the one going back."""
        self.app.stack.pop()
        if self.on_back is not None:
            self.on_back()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.situation:
            return
        width, height = surface.get_size()
        text = fit_text(self.situation, 22, width - 40, "semibold")
        line = render_text(text, 22, theme.ACCENT, "semibold")
        surface.blit(line, line.get_rect(center=(width // 2, height // 2 - 100)))


__all__ = ["PresidentHandOver"]
