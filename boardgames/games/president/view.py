"""President on screen: the organisation chart as the board, the day, the decision, the log.

Layout: the header strip (day, day card, the planning counter), the chart
with every animal's box, the log beneath it; on the right the day card's
condition, the decision in words with its options (the shared decision panel:
each decision words its own options), Undo and Menu; an animal to pick can also
be clicked on the chart. Planning and envelopes are private: the app hands the
screen over before them; every other decision is made in the open. The last
plan of a day waits for "Reveal the plans?", so its maker can still change it.
Reveals, guesses and wins show in a banner over the chart, one at a time.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from boardgames.core.protocol import Action, Event
from boardgames.core.words import counted
from boardgames.games.president.actions import Claim, Guess, Name, Pick, Plan, Recover
from boardgames.games.president.choices import EnvelopeTurn
from boardgames.games.president.events import (
    DayBegins,
    DealMade,
    GameWon,
    GuessChecked,
    Moved,
    Revealed,
    Scored,
    SlanderLaid,
    card_title,
)
from boardgames.games.president.rules import PRState
from boardgames.games.president.steps import GuessFor, PlanDay
from boardgames.games.president.view_chart import BoxMarks, chart_boxes, draw_chart
from boardgames.games.president.view_legend import LINES
from boardgames.games.president.view_panels import (
    chart_corners,
    draw_day_card,
    draw_news,
    seat_ring_shown,
)
from boardgames.ui import theme
from boardgames.ui.fonts import draw_fitted, fit_lines, fit_text, render_text
from boardgames.ui.game_scene import GameScene
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.decision_panel import Option
from boardgames.ui.widgets.legend import LegendLine
from boardgames.ui.widgets.log_panel import LogPanel

HEADER = 34
LEGEND = (
    "Each box: animal, player, place (#1 is the bottom), VP (gold: the medal and the "
    "corruption token $), popularity (3rd space ringed), today's card, cameras, envelopes.",
    "Cards: P Promotion, I Interview, H Holidays, C Camera, D Deal, E Envelope, S Slander. "
    "Light: in hand; dark: in the pile; red: a Slander laid on someone.",
    "Red tags S:F are Slanders laid on the animal by F (* an envelope).",
    "Find Allies: seat neighbours are the seats before and after yours, in a ring "
    "(drawn beside the Presidency on a Find Allies day).",
    'Quoted words are today\'s claims; "2/3 kept" is the record of claims kept.',
)
CARD_ACTIONS = (Plan, Name, Guess, Recover)  # choices among the seven action cards
UNAVAILABLE = {Plan: "not in hand", Guess: "already named", Recover: "not in pile"}

FORECAST_LEAVES = 260  # pixels of the side panel left above the forecast for the options
COMPACT_LEAVES = 200  # the same, above the compact forecast (no chart) of a short window
COMPACT_MOST = 120  # the compact forecast's greatest height (ten seats in two columns)


class PresidentScene(GameScene):
    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        self.log_panel = LogPanel()
        self.flash: dict[int, float] = {}
        self.banner = ""
        self.banner_left = 0.0
        self.boxes: dict[int, pygame.Rect] = {}
        self._options_cache: tuple | None = None  # (shown, decision, the options)
        self._details: list[str] = []  # what each option does, shown for the one in focus
        self._help_top = 0
        self._options_end = 0  # the y below the last option button
        self._chart_cache: tuple[tuple, pygame.Surface] | None = None
        self.header_layer, self.panel_layer = Layer(), Layer()
        super().__init__(app, session)

    @property
    def pr(self) -> PRState:
        state = self.shown
        assert isinstance(state, PRState)
        return state

    # -- layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        m = 8
        right_w = max(290, min(380, int(width * 0.27)))
        left_w = width - right_w - 3 * m
        log_h = max(110, int(height * 0.2))
        self.header_rect = pygame.Rect(m, m, left_w, HEADER)
        self.chart_rect = pygame.Rect(m, m + HEADER + 6, left_w, height - HEADER - log_h - 4 * m)
        self.log_panel.rect = pygame.Rect(m, self.chart_rect.bottom + m, left_w, log_h)
        self.panel_rect = pygame.Rect(width - right_w - m, m, right_w, height - 2 * m)

    def _maybe_hand_over(self) -> None:
        """As every game does, and more: in hot-seat play a public decision is shown to
        nobody in particular, even when its mover held the screen for a private one just
        before (else a guesser's own face-down card and envelopes would show to the table)."""
        super()._maybe_hand_over()
        player = self.human_to_move()
        if (
            self.hot_seat
            and player is not None
            and not self.session.state.is_private(player)
            and not self.glances.get(player)
        ):
            self.viewer = None

    def hand_over_situation(self, player: int) -> str:
        """How far the planning is, or whose envelope turn it is."""
        situation = self._planning_count()
        if not situation and isinstance(self.session.state.head(), EnvelopeTurn):
            situation = f"{self.names[player]}'s turn: envelopes first, then the reveal"
        return situation

    def hand_over_note(self, player: int) -> str:
        """Hands are public in President: what shows is the day's face-down card (and the
        envelopes held), or a secret given while the screen was someone else's."""
        whose = f"{self.names[player]}'s"
        if isinstance(self.session.state.head(), PlanDay | EnvelopeTurn):
            return f"Everyone else, look away: {whose} face-down card and envelopes will show."
        return f"Everyone else, look away: {whose} envelopes will show."

    def seat_label(self, player: int) -> str:
        """A person and their animal: "Ann (Bear)"."""
        return f"{self.names[player]} ({self.pr.board.animals[player].name})"

    # -- decisions ------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        person = self.human_to_move()
        return self.session.state.legal_actions(person) if person is not None else []

    def _place_panel(self) -> None:
        """The shared decision panel under the prompt; what an option does shows beneath
        the options (for the one under the mouse or in keyboard focus), as card texts are
        too long for a button's second line."""
        wide, grid, self._details = self._options()
        x, width = self.panel_rect.x + 10, self.panel_rect.width - 20
        top = self._prompt_bottom() + 8
        bottom = self.panel_rect.bottom - 50
        area = pygame.Rect(x, top, width, bottom - top - 8 - self._forecast_room())
        extra = self.undo_and_menu_buttons(pygame.Rect(x, bottom, width, 40))
        end = self.panel.place(self.decision_id(), area, wide, grid, 1, extra)
        self._options_end = end
        self._help_top = end + 4

    def _options(self) -> tuple[list[Option], list[Option], list[str]]:
        """The options as full-width rows (and what each does), and claims as a paged list
        under "No claim today". A choice among action cards lists all seven in the
        rulebook's order, those not open to choice as disabled placeholders, so each card
        keeps its number key day after day. Worded once per position shown."""
        shown = self.shown  # a new object whenever the position or the viewer changes
        cached = self._options_cache
        if cached is not None and cached[0] is shown and cached[1] == self.decision_id():
            return cached[2]
        options = self.panel_options()
        by_card = {o.action.card: o for o in options if isinstance(o.action, CARD_ACTIONS)}
        if options and len(by_card) == len(options):
            why = UNAVAILABLE.get(type(options[0].action), "not open now")
            options = [
                by_card.get(card, Option(None, f"{card_title(card)} ({why})", enabled=False))
                for card in range(len(self.pr.board.actions))
            ]
        wide = [option for option in options if not isinstance(option.action, Claim)]
        grid = [option for option in options if isinstance(option.action, Claim)]
        lists = ([replace(o, detail="") for o in wide], grid, [o.detail for o in wide])
        self._options_cache = (shown, self.decision_id(), lists)
        return lists

    def reveal_question(self, action: Action, person: int) -> tuple[str, str, str, str]:
        """The last plan waits for "Reveal the plans?": the card can still be changed."""
        card = self.shown.describe_action(action, person)
        detail = f"You lay {card} face down, and every animal's card is revealed in turn."
        return "Reveal the plans?", detail, "Reveal", "Change my card"

    def _forecast_room(self) -> int:
        """The height the forecast takes at the foot of the side panel (0: none): the whole
        panel where the options keep room enough, else the compact one (no chart)."""
        from boardgames.ui.widgets.forecast_panel import compact_height, panel_height

        if self.forecaster is None:
            return 0
        room = panel_height(len(self.names)) + 8
        if self.panel_rect.height - 50 - room >= FORECAST_LEAVES:
            return room
        room = compact_height(self.names, self.panel_rect.width - 20, COMPACT_MOST) + 8
        return room if self.panel_rect.height - 50 - room >= COMPACT_LEAVES else 0

    def _forecast_place(self) -> tuple[int, bool] | None:
        """The forecast's top in the side panel, and whether it is the whole panel (with its
        chart) or the compact one: the whole one where it clears the options, else the
        compact one; None while the options reach down even there (a short window, the
        seven cards of a plan): the forecast never covers one."""
        from boardgames.ui.widgets.forecast_panel import compact_height, panel_height

        if self.forecaster is None:
            return None
        whole = panel_height(len(self.names)) + 8
        compact = compact_height(self.names, self.panel_rect.width - 20, COMPACT_MOST) + 8
        for room, least, is_whole in ((whole, FORECAST_LEAVES, True), (compact, 0, False)):
            top = self.panel_rect.bottom - 50 - room
            if self.panel_rect.height - 50 - room >= least and top >= self._options_end + 4:
                return top, is_whole
        return None

    def forecast_spot(self) -> tuple[int, int] | None:
        """Above Undo and Menu in the side panel (the board and the log fill the rest)."""
        from boardgames.ui.widgets.forecast_panel import WIDTH

        place = self._forecast_place()
        if place is None or not place[1]:
            return None
        return (self.panel_rect.right - WIDTH - 10, place[0])

    def forecast_strip(self) -> pygame.Rect | None:
        """The compact forecast across the side panel, above Undo and Menu, where the whole
        panel would cover an option (ten seats at 960x600)."""
        place = self._forecast_place()
        if place is None or place[1]:
            return None
        room = self.panel_rect.bottom - 50 - 8 - place[0]
        return pygame.Rect(self.panel_rect.x + 10, place[0], self.panel_rect.width - 20, room)

    # -- words ----------------------------------------------------------------------
    def _day_title(self) -> str:
        game = self.pr
        if not game.zones["day_card"]:
            return ""
        return f"Day {game.day}: {game.board.day_cards[game.day_card].title}"

    def _planning_count(self) -> str:
        game = self.session.state
        assert isinstance(game, PRState)
        head = game.head()
        if not isinstance(head, PlanDay):
            return ""
        chosen = sum(1 for p in head.players if game.zones[("sealed", p)])
        return f"{chosen} of {len(head.players)} have chosen"

    def _prompt(self) -> str:
        person = self.human_to_move()
        state = self.session.state
        if state.is_over():
            return state.prompt()
        if person is None:
            if self.busy:
                return ""
            return self.deciding_words(state.to_move())
        head = state.head() if isinstance(state, PRState) else None
        if isinstance(head, GuessFor):  # the rules' prompt cannot name the target
            assert isinstance(state, PRState)
            said = ", ".join(card_title(card) for card in state.said)
            already = f" Already named: {said}." if said else ""
            target = self.names[head.target]
            return f"{self.names[person]}: guess the card {target} reveals.{already}"
        return f"{self.names[person]}: {state.prompt(person)}"

    def _prompt_bottom(self) -> int:
        return self.panel_rect.y + 10 + 64 + 8 + 48

    # -- input ----------------------------------------------------------------------
    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if self.panel.handle(event, self.decision_id()):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            game = self.pr
            for seat in range(game.n):
                if (
                    self.boxes.get(game.position[seat], pygame.Rect(0, 0, 0, 0)).collidepoint(
                        event.pos
                    )
                    and Pick(seat) in self._legal()
                ):
                    self.choose(Pick(seat))
                    return

    # -- animation ------------------------------------------------------------------
    def animate(self, event: Event) -> float:
        seconds = self.app.animation_time
        names = self.names
        if isinstance(event, DayBegins):
            return self._show(event.describe(names), 1.6, 1.2)
        if isinstance(event, Revealed):
            self.flash[event.seat] = seconds(0.8)
            return self._show(f"{names[event.seat]} reveals {card_title(event.card)}", 1.3, 1.0)
        if isinstance(event, GuessChecked):
            self.flash[event.target] = seconds(0.6)
            return self._show(event.describe(names), 1.2, 0.9)
        if isinstance(event, GameWon):
            self.app.sound.play("fanfare")
            return self._show(event.describe(names), 3.0, 1.5)
        if isinstance(event, Moved | DealMade | Scored | SlanderLaid):
            seat = event.seat if not isinstance(event, SlanderLaid) else event.target
            self.flash[seat] = seconds(0.5)
            if isinstance(event, Moved) or (isinstance(event, DealMade) and event.partner >= 0):
                return self._show(event.describe(names), 1.2, 0.8)
            return seconds(0.3)
        return 0.0

    def _show(self, text: str, banner: float, wait: float) -> float:
        self.banner = text
        self.banner_left = self.app.animation_time(banner)
        return self.app.animation_time(wait)

    def animate_frame(self, dt: float) -> None:
        for seat in list(self.flash):
            self.flash[seat] -= dt
            if self.flash[seat] <= 0:
                del self.flash[seat]
        self.banner_left = max(0.0, self.banner_left - dt)
        self.log_panel.set_lines(self.shown_log_lines())
        self._place_panel()

    # -- drawing --------------------------------------------------------------------
    def still_key(self) -> tuple[object, ...]:
        """Besides the table's key: the chart's marks (a box's flash, in tenths of a
        second), the header's words, the prompt, the help under the options."""
        return (
            self._chart_marks()[1],
            self._header_words(),
            self._prompt(),
            tuple(self._details),
            self._help_top,
            bool(self._legal()),
            self.log_panel.look(),  # set as the frame's update starts: a line behind the key's
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        game = self.pr
        self._draw_header(surface)
        self._draw_chart(surface, game)
        self.log_panel.draw(surface)
        self._draw_panel(surface, game)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The news over the header, for its while; an error over the chart's foot."""
        moved = []
        if self.banner_left > 0 and self.banner:
            moved.append(draw_news(surface, self.header_rect, self.banner))
        if self.error:
            error = fit_text(self.error, 14, self.chart_rect.width - 20)
            at = (self.chart_rect.x + 10, self.chart_rect.bottom - 20)
            moved.append(surface.blit(render_text(error, 14, theme.DANGER), at))
        return moved

    def _chart_marks(self) -> tuple[dict[int, BoxMarks], tuple[object, ...]]:
        """Each box's marks (flashing, pickable, to move) and the key naming the chart."""
        game = self.pr
        legal = self._legal()
        state = self.session.state
        movers = state.to_move() if not state.is_over() else frozenset()
        head = state.head() if isinstance(state, PRState) else None
        guessed = head.target if isinstance(head, GuessFor) else -1  # whose card is guessed
        marks = {
            seat: BoxMarks(
                round(self.flash.get(seat, 0.0), 1),
                Pick(seat) in legal or seat == guessed,
                seat in movers,
            )
            for seat in range(game.n)
        }
        key = (
            game,  # the object itself: an id could be reused by the next view
            self.viewer,
            self.chart_rect.size,
            tuple(
                sorted(
                    (seat, mark.flash, mark.pickable, mark.to_move) for seat, mark in marks.items()
                )
            ),
            tuple(self.names),
        )
        return marks, key

    def _draw_chart(self, surface: pygame.Surface, game: PRState) -> None:
        """The chart, drawn again only when what it shows changes (ten boxes are costly)."""
        marks, key = self._chart_marks()
        if self._chart_cache is None or self._chart_cache[0] != key:
            local = pygame.Rect((0, 0), self.chart_rect.size)
            layer = pygame.Surface(local.size)
            layer.fill(theme.BACKGROUND)
            boxes = chart_boxes(game, local)
            draw_chart(layer, game, boxes, self.names, marks, self.viewer)
            self._chart_cache = (key, layer)
            self.boxes = {n: box.move(self.chart_rect.topleft) for n, box in boxes.items()}
        surface.blit(self._chart_cache[1], self.chart_rect.topleft)

    def _header_words(self) -> tuple[str, str]:
        """The day's title, and the planning count or the supply."""
        game = self.pr
        right = self._planning_count() or (
            f"Supply: {counted(game.cameras_in_supply, 'camera')}, "
            f"{counted(len(game.zones['envelope_deck']), 'envelope')}"
        )
        return self._day_title(), right

    def _draw_header(self, surface: pygame.Surface) -> None:
        title, right = self._header_words()
        rect = self.header_rect
        self.header_layer.draw(
            surface, rect, (title, right), lambda: self._paint_header(surface, title, right)
        )

    def _paint_header(self, surface: pygame.Surface, title: str, right: str) -> None:
        rect = self.header_rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        text = render_text(fit_text(title, 17, rect.width // 2, "bold"), 17, theme.ACCENT, "bold")
        surface.blit(text, text.get_rect(midleft=(rect.x + 10, rect.centery)))
        info = render_text(fit_text(right, 15, rect.width // 2 - 20), 15, theme.TEXT)
        surface.blit(info, info.get_rect(midright=(rect.right - 10, rect.centery)))

    def _draw_panel(self, surface: pygame.Surface, game: PRState) -> None:
        panel = self.panel_rect
        x, width = panel.x + 10, panel.width - 20
        card = pygame.Rect(x, panel.y + 10, width, 64)
        day_card = game.board.day_cards[game.day_card] if game.zones["day_card"] else None
        prompt = fit_lines(self._prompt(), 15, width, "semibold", max_lines=2, min_size=12)

        def paint() -> None:  # the panel's ground, the day's card and the prompt
            draw_panel(surface, panel)
            if day_card is not None:
                draw_day_card(surface, card, day_card)
            draw_fitted(surface, prompt, theme.TEXT, (x, card.bottom + 10), "left")

        self.panel_layer.draw(surface, panel, (day_card, prompt), paint)
        self.panel.draw(surface)
        self._draw_help(surface, x, width)
        if not self._legal():  # room to spare: the key to the boxes
            self._draw_box_key(surface, x, width)

    def _draw_box_key(self, surface: pygame.Surface, x: int, width: int) -> None:
        """The key to the boxes under the prompt, as many whole lines as end above the
        forecast (or above Undo and Menu where it does not show)."""
        place = self._forecast_place()
        bottom = (place[0] if place is not None else self.panel_rect.bottom - 50) - 6
        y = self._prompt_bottom() + 8
        for line in LEGEND:
            fitted = fit_lines(line, 13, width, max_lines=4, min_size=11)
            if y + fitted.height > bottom:
                break
            y = draw_fitted(surface, fitted, theme.TEXT_DIM, (x, y), "left").bottom + 6

    def _draw_help(self, surface: pygame.Surface, x: int, width: int) -> None:
        """What the option under the mouse (or in keyboard focus) does, under the options."""
        group = self.panel.buttons
        buttons = group.buttons[: len(self._details)]
        hovered = [i for i, button in enumerate(buttons) if button.hovered]
        index = hovered[0] if hovered else (group.focus if group.keyboard_used else -1)
        if not 0 <= index < len(self._details) or not self._details[index]:
            return
        room = self.panel_rect.bottom - 58 - self._forecast_room() - self._help_top
        if room < 30:
            return
        fitted = fit_lines(
            self._details[index], 14, width, max_lines=4, min_size=12, max_height=room
        )
        draw_fitted(surface, fitted, theme.TEXT_DIM, (x, self._help_top), "left")

    # -- the legend -----------------------------------------------------------------
    legend_corner = "bottomright"
    legend_others = ("topright", "topleft", "bottomleft")

    def board_area(self) -> pygame.Rect:
        return self.chart_rect

    def legend_avoid(self) -> list[pygame.Rect]:
        """The animals' boxes, the corner left of the Presidency (a person's own envelopes,
        at any person's turn), and the right one on a day it holds the seat ring. From
        four seats the Secretariat row reaches the chart's lower corners, and the tab
        goes to the top right."""
        boxes = getattr(self, "boxes", {})
        if not boxes:
            return []
        left, right = chart_corners(self.chart_rect, boxes, len(boxes))
        ring = [right] if seat_ring_shown(self.pr, right) else []
        return [*boxes.values(), left, *ring]

    def legend_lines(self) -> tuple[LegendLine, ...]:
        return LINES


__all__ = ["PresidentScene"]
