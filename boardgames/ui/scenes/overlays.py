"""Scenes drawn over others: the pause menu, the hot-seat hand-over screen, and the
confirm dialog that stands before anything that cannot be taken back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text, wrap_text
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup


def shade(surface: pygame.Surface) -> None:
    """Dim what lies under an overlay, so the overlay reads first."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 170))
    surface.blit(veil, (0, 0))


class PauseScene(Scene):
    """Esc in a game: resume, rules, settings, or back to the title (the game is saved)."""

    opaque = False

    def __init__(self, app, game) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game = game
        self.buttons = ButtonGroup()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.buttons.clear()
        width, height = size
        entries = [
            ("Resume", self.close),
            ("Rules", self.rules),
            ("Settings", self.settings),
            ("Review the game so far", self.review),
            ("Save and leave to the title", self.to_title),
        ]
        for index, (label, action) in enumerate(entries):
            rect = pygame.Rect(0, 0, 420, 50)
            rect.center = (width // 2, height // 2 - 80 + index * 58)
            self.buttons.add(
                Button(rect, label, action, hotkey=pygame.K_1 + index, hint=str(index + 1))
            )

    def close(self) -> None:
        self.app.stack.pop()

    def rules(self) -> None:
        from boardgames.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game.session.record.ruleset_id))

    def settings(self) -> None:
        from boardgames.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def review(self) -> None:
        """The game so far, step by step: as a bystander sees it while it is being played
        (nobody's secrets), with everything once it is over."""
        from boardgames.ui.scenes.review import ReviewScene

        self.app.stack.push(ReviewScene(self.app, self.game.session.record))

    def to_title(self) -> None:
        from boardgames.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        width, height = surface.get_size()
        title = render_text("Paused: the game is saved", 30, theme.TEXT, "title")
        surface.blit(title, title.get_rect(center=(width // 2, height // 2 - 150)))
        self.buttons.draw(surface)


HAND_OVER_NOTE = "Everyone else, look away: their hand is about to show."


class HandOverScene(Scene):
    """Hides the table until the named person is at the screen (hot-seat privacy).

    Esc opens the game's menu over it (save and leave, rules, settings) without
    showing anyone's cards; closing the menu comes back here. While the person
    before may still take back their last step, "Back" lets them (Backspace).
    """

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        game,
        player_name: str,
        situation: str = "",
        back_name: str | None = None,
        on_back: Callable[[], None] | None = None,
        note: str = HAND_OVER_NOTE,
    ) -> None:
        super().__init__(app)
        self.game = game
        self.player_name = player_name
        self.situation = situation
        self.note = note  # what the others look away from
        self.back_name = back_name
        self.on_back = on_back
        self.buttons = ButtonGroup()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.buttons.clear()
        rect = pygame.Rect(0, 0, min(460, size[0] - 40), 56)
        rect.center = (size[0] // 2, size[1] // 2 + 60)
        self.buttons.add(
            Button(
                rect,
                f"I am {self.player_name}: show my turn",
                self.app.stack.pop,
                hotkey=pygame.K_RETURN,
                hint="Enter",
            )
        )
        if self.back_name is not None:
            back = pygame.Rect(0, 0, min(560, size[0] - 40), 48)
            back.center = (size[0] // 2, size[1] // 2 + 130)
            self.buttons.add(
                Button(
                    back,
                    f"Back: {self.back_name} takes back their last step",
                    self.back,
                    hotkey=pygame.K_BACKSPACE,
                    hint="Backspace",
                    size=17,
                )
            )
        menu = pygame.Rect(0, 0, min(260, size[0] - 40), 40)
        menu.center = (size[0] // 2, size[1] // 2 + (190 if self.back_name else 130))
        self.buttons.add(Button(menu, "Menu", self.open_menu, hotkey=None, hint="Esc", size=16))

    def back(self) -> None:
        """Leave this screen first, so the game hands over to the one going back."""
        self.app.stack.pop()
        if self.on_back is not None:
            self.on_back()

    def open_menu(self) -> None:
        self.app.stack.push(PauseScene(self.app, self.game))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        heading = fit_text(f"Pass the screen to {self.player_name}", 40, width - 40, "title")
        title = render_text(heading, 40, theme.TEXT, "title")
        surface.blit(title, title.get_rect(center=(width // 2, height // 2 - 40)))
        note = render_text(fit_text(self.note, 18, width - 40), 18, theme.TEXT_DIM)
        surface.blit(note, note.get_rect(center=(width // 2, height // 2 + 4)))
        if self.situation:
            text = fit_text(self.situation, 22, width - 40, "semibold")
            line = render_text(text, 22, theme.ACCENT, "semibold")
            surface.blit(line, line.get_rect(center=(width // 2, height // 2 - 100)))
        self.buttons.draw(surface)


class ConfirmScene(Scene):
    """A yes/no question over the current screen; Esc and N say no, Y says yes.

    The focus starts on the safe answer, so a stray Enter never confirms.
    """

    opaque = False

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        question: str,
        detail: str,
        on_yes: Callable[[], None],
        yes_label: str = "Yes",
        no_label: str = "No",
    ) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.labels = (yes_label, no_label)
        self.buttons = ButtonGroup(columns=2)
        self.resize(app.size)

    def _lines(self, width: int) -> tuple[list[str], list[str]]:
        """The question (up to 2 lines, 24 px) and the detail (up to 3 lines, 16 px)."""
        return (
            wrap_text(self.question, 24, width - 40, "semibold")[:2],
            wrap_text(self.detail, 16, width - 40)[:3],
        )

    def _box(self, size: tuple[int, int]) -> pygame.Rect:
        """Just tall enough for its text and the two buttons, centred."""
        width = min(640, size[0] - 60)
        question, detail = self._lines(width)
        height = 22 + 32 * len(question) + 8 + 22 * len(detail) + 24 + 50 + 20
        box = pygame.Rect(0, 0, width, height)
        box.center = (size[0] // 2, size[1] // 2)
        return box

    def resize(self, size: tuple[int, int]) -> None:
        focus = self.buttons.focus if self.buttons.buttons else 1
        self.buttons.clear()
        box = self._box(size)
        half = (box.width - 60) // 2
        yes = pygame.Rect(box.x + 20, box.bottom - 70, half, 50)
        no = pygame.Rect(yes.right + 20, yes.y, half, 50)
        self.buttons.add(Button(yes, self.labels[0], self.yes, hotkey=pygame.K_y, hint="Y"))
        self.buttons.add(Button(no, self.labels[1], self.no, hotkey=pygame.K_n, hint="N"))
        self.buttons.focus = focus
        self.buttons.keyboard_used = True  # show at once what Enter would do

    def yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.no()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        box = self._box(surface.get_size())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.ACCENT, box, width=2, border_radius=12)
        question, detail = self._lines(box.width)
        y = box.y + 22
        for line in question:
            text = render_text(line, 24, theme.TEXT, "semibold")
            surface.blit(text, text.get_rect(midtop=(box.centerx, y)))
            y += 32
        y += 8
        for line in detail:
            text = render_text(line, 16, theme.TEXT_DIM)
            surface.blit(text, text.get_rect(midtop=(box.centerx, y)))
            y += 22
        self.buttons.draw(surface)
