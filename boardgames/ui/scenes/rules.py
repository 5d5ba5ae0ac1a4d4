"""The rules screen: how to play each game, in our words, and our table rules.

The scrolling text box comes from pygame_gui (word wrap, scroll bar, mouse
wheel); the game tabs are our buttons so the keyboard works the same as
everywhere else (Left/Right for the game, Up/Down/PageUp/PageDown to scroll).
"""

from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from boardgames.games import CATALOGUE, GAMES
from boardgames.resources import assets_dir
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup, even_sizes

SCROLL_STEP = 60
TEXT_SIZE = 18


def _theme() -> dict:
    """pygame_gui theme: our font and colours, so the rules read like the rest of the app."""
    fonts = assets_dir() / "fonts"
    return {
        "text_box": {
            "colours": {"dark_bg": "#242c3e", "normal_text": "#eceef2", "normal_border": "#46526c"},
            "font": {
                "name": "atkinson",
                "size": str(TEXT_SIZE),
                "regular_path": str(fonts / "AtkinsonHyperlegibleNext-Regular.ttf"),
                "bold_path": str(fonts / "AtkinsonHyperlegibleNext-Bold.ttf"),
            },
            "misc": {"padding": "16,12", "line_spacing": "1.25"},
        }
    }


LIST_ITEM = re.compile(r"^(?:[-*]|\d{1,2}[.)])\s+")  # "- ", "* ", "1. " or "2) "


def to_html(text: str) -> str:
    """Reflow hard-wrapped paragraphs to the box width, keeping lists as lists.

    A line starting "- ", "* ", "1. " or "2) " begins a list item on a line of its
    own (bullets as bullets, numbers kept); the lines after it join it until the
    next item. A line ending in ':' is a heading only where a heading can start:
    first in its paragraph, or after a list item or a finished sentence. Elsewhere
    it is the end of a wrapped sentence ("...then spend the points of its slot:")
    and joins the line before it with a space like any other line.
    """
    blocks = []
    for paragraph in re.split(r"\n\s*\n", text.strip()):
        out: list[str] = []
        previous = ""
        for line in paragraph.splitlines():
            line = line.strip()
            starts_block = not out or LIST_ITEM.match(previous) or previous.endswith((".", ":"))
            item = LIST_ITEM.match(line)
            if item:
                marker = item.group(0).strip()
                bullet = "&#8226;" if marker in ("-", "*") else html.escape(marker)
                body = html.escape(line[item.end() :])
                out.append(
                    ("<br>" if out and not out[-1].endswith("<br>") else "") + f"{bullet} {body}"
                )
            elif line.endswith(":") and line[:1].isupper() and starts_block:
                out.append(("<br>" if out else "") + f"<b>{html.escape(line)}</b><br>")
            elif out and not out[-1].endswith("<br>"):
                out[-1] += " " + html.escape(line)
            else:
                out.append(html.escape(line))
            previous = line
        blocks.append("".join(out).replace("<br> ", "<br>"))
    return "<br><br>".join(blocks)


def rules_text(game_id: str) -> str:
    """The how-to-play text and the table rules of a game, or a note if not playable yet."""
    entry = GAMES.get(game_id)
    if entry is None:
        title = next(game.title for game in CATALOGUE if game.id == game_id)
        return f"{title} is not playable yet; its rules will appear here when it is."
    from boardgames.ai.levels import ABOUT_COMPUTER_PLAYERS

    ruleset = entry.ruleset
    return f"{ruleset.how_to_play()}\n{ruleset.table_rules()}\n{ABOUT_COMPUTER_PLAYERS}"


def section_place(text: str, section: str) -> float | None:
    """How far down ``text`` the phrase ``section`` first comes (0 at the top, 1 at the end;
    None where it does not), read with the line breaks as spaces."""
    plain = " ".join(text.split()).casefold()
    index = plain.find(" ".join(section.split()).casefold())
    return index / max(1, len(plain)) if index >= 0 else None


class RulesScene(Scene):
    def __init__(  # type: ignore[no-untyped-def]
        self, app, game_id: str | None = None, section: str | None = None
    ) -> None:
        """``section``: a phrase of the game's rules to open at (a tip's link)."""
        super().__init__(app)
        self.section = section
        playable = [game.id for game in CATALOGUE if game.id in GAMES]
        self.game_ids = [game.id for game in CATALOGUE]
        self.current = game_id or playable[0]
        self.manager: pygame_gui.UIManager | None = None
        self.text_box: pygame_gui.elements.UITextBox | None = None
        self.tabs = ButtonGroup(columns=len(self.game_ids))
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.manager = pygame_gui.UIManager(size, _theme())
        self.manager.preload_fonts([{"name": "atkinson", "point_size": TEXT_SIZE, "style": "bold"}])
        self.tabs.clear()
        tab_width = (width - 80) // len(self.game_ids)
        for index, game_id in enumerate(self.game_ids):
            title = next(game.title for game in CATALOGUE if game.id == game_id)
            rect = pygame.Rect(40 + index * tab_width, 90, tab_width - 8, 40)
            button = Button(rect, title, lambda g=game_id: self.show(g), size=16)
            button.selected = game_id == self.current
            self.tabs.add(button)
        even_sizes(self.tabs.buttons)  # one row of tabs, read as one
        self.tabs.add(
            Button(
                pygame.Rect(width - 160, 24, 120, 40), "Back", self.close, hotkey=pygame.K_ESCAPE
            )
        )
        self.text_box = pygame_gui.elements.UITextBox(
            to_html(rules_text(self.current)),
            pygame.Rect(40, 145, width - 80, height - 175),
            self.manager,
        )
        place = section_place(rules_text(self.current), self.section) if self.section else None
        bar = self.text_box.scroll_bar
        if place is not None and bar is not None:
            # The phrase's paragraph a little below the top (a share of the text is a share of
            # its height, near enough for text this even).
            bar.set_scroll_from_start_percentage(max(0.0, place - 0.02))

    def show(self, game_id: str) -> None:
        self.current, self.section = game_id, None
        self.resize(self.app.size)

    def close(self) -> None:
        self.app.stack.pop()

    def scroll(self, pixels: int) -> None:
        box = self.text_box
        if box is not None and box.scroll_bar is not None:
            bar = box.scroll_bar
            bar.set_scroll_from_start_percentage(
                min(
                    1.0,
                    max(
                        0.0,
                        bar.start_percentage
                        + pixels / max(1, box.text_box_layout.layout_rect.height),
                    ),
                )
            )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            index = self.game_ids.index(self.current)
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.show(self.game_ids[(index + step) % len(self.game_ids)])
                return
            steps = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 6, pygame.K_PAGEUP: -6}
            if event.key in steps:
                self.scroll(steps[event.key] * SCROLL_STEP)
                return
        if self.tabs.handle(event):
            return
        if self.manager is not None:
            self.manager.process_events(event)

    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        title = render_text("Rules", 36, theme.TEXT, "title")
        surface.blit(title, (40, 24))
        self.tabs.draw(surface)
        if self.manager is not None:
            self.manager.draw_ui(surface)
