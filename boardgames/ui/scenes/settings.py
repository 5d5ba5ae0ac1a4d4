"""Settings: fullscreen, volume, animation speed, colour-blind-safe palette, open hands.

Changes apply at once and are written to the user's config folder on leaving.
"""

from __future__ import annotations

import pygame

from boardgames.ui import theme
from boardgames.ui.scenes.title import MenuScene

VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
SPEEDS = ((0.0, "instant"), (0.5, "fast"), (1.0, "normal"), (2.0, "slow"))


class SettingsScene(MenuScene):
    heading = "Settings"
    subheading = "Kept between sessions. F11 toggles fullscreen anywhere."

    def entries(self) -> list[tuple[str, object, bool, str]]:
        s = self.app.settings
        speed = next((name for value, name in SPEEDS if value == s.animation_speed), "normal")
        return [
            (f"Fullscreen: {'on' if s.fullscreen else 'off'}", self.toggle_fullscreen, True, ""),
            (f"Volume: {int(s.volume * 100)}%", self.cycle_volume, True, "Left/Right"),
            (f"Animation speed: {speed}", self.cycle_speed, True, "Left/Right"),
            (
                f"Colour-blind-safe colours: {'on' if s.colour_blind_palette else 'off'}",
                self.toggle_palette,
                True,
                "",
            ),
            (
                f"Open hands (no hand-over screen): {'on' if s.open_hands else 'off'}",
                self.toggle_open,
                True,
                "",
            ),
            (
                f"Win forecast in games: {'on' if s.forecast else 'off'}",
                self.toggle_forecast,
                True,
                "",
            ),
            ("Show tips again", self.show_tips_again, True, ""),
            ("Back", self.back, True, ""),
        ]

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        # Volume and speed step both ways: Left/Right, or a right click to go back.
        self.buttons.buttons[1].adjust = self.step_volume
        self.buttons.buttons[2].adjust = self.step_speed

    def _refresh(self) -> None:
        self.resize(self.app.size)
        self.app.sound.play("click")

    def toggle_fullscreen(self) -> None:
        self.app.set_fullscreen(not self.app.settings.fullscreen)
        self._refresh()

    def cycle_volume(self) -> None:
        self.step_volume(1)

    def step_volume(self, step: int) -> None:
        """One volume step up or down, wrapping round at either end."""
        s = self.app.settings
        nearest = min(range(len(VOLUMES)), key=lambda i: abs(VOLUMES[i] - s.volume))
        s.volume = VOLUMES[(nearest + step) % len(VOLUMES)]
        self.app.sound.set_volume(s.volume)
        self._refresh()

    def cycle_speed(self) -> None:
        self.step_speed(1)

    def step_speed(self, step: int) -> None:
        """One animation-speed step up or down, wrapping round at either end."""
        s = self.app.settings
        values = [value for value, _ in SPEEDS]
        index = values.index(s.animation_speed) if s.animation_speed in values else 2
        s.animation_speed = values[(index + step) % len(values)]
        self._refresh()

    def toggle_palette(self) -> None:
        self.app.settings.colour_blind_palette = not self.app.settings.colour_blind_palette
        self._refresh()

    def toggle_open(self) -> None:
        self.app.settings.open_hands = not self.app.settings.open_hands
        self._refresh()

    def toggle_forecast(self) -> None:
        self.app.settings.forecast = not self.app.settings.forecast
        self._refresh()

    def show_tips_again(self) -> None:
        """Every first-time tip shows again, for everyone, in every game."""
        from boardgames.saves import data_home
        from boardgames.ui.aids import seen_tips

        seen = seen_tips(data_home())
        seen.forget()
        self.message = seen.problem or "Every tip will show again, for everyone."
        self._refresh()

    def leave(self) -> None:
        try:
            self.app.settings.save()
        except OSError as exc:
            self.message = f"Settings could not be saved: {exc}"

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # The palette in use, as small dots just left of its own row (never over a
        # label or another button, whatever the window size).
        palette = theme.palette(self.app.settings.colour_blind_palette)
        row = self.buttons.buttons[3].rect
        radius = max(5, min(8, row.height // 5))
        for index, style in enumerate(reversed(palette)):
            centre = (row.x - 12 - radius - index * (2 * radius + 5), row.centery)
            pygame.draw.circle(surface, style.colour, centre, radius)
