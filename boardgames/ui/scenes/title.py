"""The title screen and the game chooser."""

from __future__ import annotations

import pygame

from boardgames.games import CATALOGUE, GAMES
from boardgames.saves import finished_games, resumable_games
from boardgames.ui import theme
from boardgames.ui.fonts import draw_fitted, fit_lines, render_text
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup


class MenuScene(Scene):
    """A heading and a column of buttons, laid out for any window size."""

    heading = ""
    subheading = ""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.buttons = ButtonGroup()
        self.message = ""
        self.resize(app.size)

    def entries(self) -> list[tuple[str, object, bool, str]]:
        """(label, action, enabled, hint) for each button."""
        return []

    def about(self, index: int) -> str:
        """A line saying what entry ``index`` is, shown under the heading while the pointer
        is on it or the keyboard focus is ("": the subheading stays)."""
        return ""

    def pointed_entry(self) -> int | None:
        """The entry under the pointer, else the one with the shown keyboard focus."""
        buttons = self.buttons.buttons
        hovered = next((i for i, button in enumerate(buttons) if button.hovered), None)
        if hovered is not None:
            return hovered
        return self.buttons.focus if self.buttons.keyboard_used and buttons else None

    def subheading_now(self) -> str:
        index = self.pointed_entry()
        return (self.about(index) if index is not None else "") or self.subheading

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        focus = self.buttons.focus
        self.buttons.clear()
        entries = self.entries()
        button_width = min(560, width - 80)
        top = max(int(height * 0.34), 190)
        step = min(64, (height - top - 40) // max(1, len(entries)))
        for index, (label, action, enabled, hint) in enumerate(entries):
            rect = pygame.Rect(0, 0, button_width, step - 12)
            rect.midtop = (width // 2, top + index * step)
            hotkey = pygame.K_1 + index if index < 9 else None
            self.buttons.add(Button(rect, f"{index + 1}.  {label}", action, enabled, hotkey, hint))  # type: ignore[arg-type]
        self.buttons.focus = min(focus, max(0, len(entries) - 1))

    def enter(self) -> None:
        self.resize(self.app.size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.buttons.handle(event)

    def back(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        title = render_text(self.heading, max(36, height // 12), theme.TEXT, "title")
        surface.blit(title, title.get_rect(midtop=(width // 2, int(height * 0.08))))
        subheading = self.subheading_now()
        if subheading:
            sub = fit_lines(subheading, 20, width - 80, "regular", 2, 14)
            draw_fitted(
                surface,
                sub,
                theme.TEXT_DIM,
                (width // 2, int(height * 0.08) + title.get_height() + 8),
            )
        self.buttons.draw(surface)
        if self.message:
            note = fit_lines(self.message, 16, width - 80, "regular", 2, 12)
            draw_fitted(surface, note, theme.ACCENT, (width // 2, height - 36 - note.height))
        hint = render_text(
            "Mouse or keys: arrows/Tab to move, Enter to choose, Esc to go back", 14, theme.TEXT_DIM
        )
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, height - 12)))


class TitleScene(MenuScene):
    heading = "Election Night"
    subheading = "Five board games of American presidential elections"

    def entries(self) -> list[tuple[str, object, bool, str]]:
        count = len(resumable_games())
        resume_hint = f"{count} saved game{'s' if count != 1 else ''}" if count else ""
        finished = len(finished_games())
        review_hint = f"{finished} finished game{'s' if finished != 1 else ''}" if finished else ""
        return [
            ("New game", self.new_game, True, ""),
            ("Resume", self.resume, bool(count), resume_hint),
            ("Review a game", self.review, bool(finished), review_hint),
            ("Rules", self.rules, True, ""),
            ("Statistics", self.statistics, True, ""),
            ("Settings", self.settings, True, ""),
            ("Quit", self.app.quit, True, ""),
        ]

    def back(self) -> None:
        """Esc on the title asks before quitting (a stray Esc must not close the app)."""
        from boardgames.ui.scenes.overlays import ConfirmScene

        self.app.stack.push(
            ConfirmScene(
                self.app,
                "Quit Election Night?",
                "Unfinished games are saved and wait under Resume.",
                self.app.quit,
                "Quit",
                "Stay",
            )
        )

    def new_game(self) -> None:
        self.app.stack.push(ChooseGameScene(self.app))

    def resume(self) -> None:
        from boardgames.ui.scenes.resume import ResumeScene

        self.app.stack.push(ResumeScene(self.app))

    def review(self) -> None:
        from boardgames.ui.scenes.resume import ResumeScene

        self.app.stack.push(ResumeScene(self.app, finished=True))

    def rules(self) -> None:
        from boardgames.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def statistics(self) -> None:
        from boardgames.ui.scenes.statistics import StatisticsScene

        self.app.stack.push(StatisticsScene(self.app))

    def settings(self) -> None:
        from boardgames.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))


class ChooseGameScene(MenuScene):
    heading = "Choose a game"
    subheading = "Point at a game, or move to it with the arrows, to read what it is about"

    def entries(self) -> list[tuple[str, object, bool, str]]:
        rows = []
        for game in CATALOGUE:
            playable = game.id in GAMES
            hint = game.players if playable else f"{game.players} - coming soon"
            rows.append((game.title, lambda game_id=game.id: self.choose(game_id), playable, hint))
        rows.append(("Back", self.back, True, ""))
        return rows

    def about(self, index: int) -> str:
        return CATALOGUE[index].blurb if index < len(CATALOGUE) else ""

    def choose(self, game_id: str) -> None:
        from boardgames.ui.scenes.seats import SeatsScene

        self.app.stack.push(SeatsScene(self.app, game_id))
