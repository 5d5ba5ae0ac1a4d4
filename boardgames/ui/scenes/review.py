"""The Review screen: a game step by step through its own scene, read-only.

Above, the game's own scene draws the moment shown (``ui.review_board``); below, the
controls, the forecast chart across the whole game with its largest swings, the bar of
every action and the list of actions around the moment. Arrows step (forward one action
animates, as in play), Home/End go to the ends, PageUp/PageDown by round (or day, or
column), and a click on the chart, the bar, a swing's mark or a listed action goes there.

Whose eyes (E): a finished game shows everything by default, or exactly what one seat
could see; a game still in progress only what a bystander sees. "Check" (C) has the hard
computer judge a seat's decisions in the background; "Play on" (P) starts a new game from
the moment shown; "Export" (X) writes the game's text log and record to a folder.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from pathlib import Path
from typing import Any

import pygame

from boardgames.ai.forecast_history import (
    History,
    Swing,
    largest_swings,
    read_saved,
    with_result,
)
from boardgames.core.record import GameRecord
from boardgames.games import get_game
from boardgames.review.chart_fill import ChartFiller, forecast_search_of
from boardgames.review.checks import Check, Checker, key_moments, search_of
from boardgames.review.position import ReviewSession
from boardgames.review.timeline import BYSTANDER, EVERYTHING, Eyes, Moment, Timeline
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.review_board import review_scene
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import HINT_GAP, Button, ButtonGroup, width_needed
from boardgames.ui.widgets.timeline_strip import StripPicture, TimelineStrip

SWINGS_MARKED = 3
BUTTON_ROW = 34
STATUS_ROWS = 2  # lines under the buttons: the moment's verdict, the key moments


def strip_height(window_height: int) -> int:
    return max(210, min(300, int(window_height * 0.34)))


BAR_TEXT = 14  # the size of the bar's labels


def bar_widths(buttons: list[Button], spans: list[int], room: float) -> list[float]:
    """Widths for a row of buttons in ``room`` pixels: each first gets what its words and
    key need (its short form's words where the whole labels do not all fit), and what is
    left goes by ``spans`` (a wide button takes more); where even that does not fit, each
    is narrowed in proportion to its need."""

    def need(text: str, hint: str) -> int:  # and a little air, more beside a key
        return width_needed(text, hint, BAR_TEXT) + 4 + (HINT_GAP if hint else 0)

    needs = [need(button.label, button.hint) for button in buttons]
    if sum(needs) > room:
        needs = [need(b.short or b.label, b.hint) for b in buttons]
    left = room - sum(needs)
    if left < 0:
        return [each * room / sum(needs) for each in needs]
    return [each + left * span / sum(spans) for each, span in zip(needs, spans, strict=True)]


class ReviewScene(Scene):
    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        record: GameRecord,
        chart: History | None = None,
        breaks: Collection[int] = (),
        source: Path | None = None,
    ) -> None:
        """``chart``/``breaks``: the forecast the game was played with (else read from
        ``source``, the save file, or worked out on request); ``source`` also names the
        game a branch is played on from. Raises SaveError for a record that cannot replay."""
        super().__init__(app)
        self.timeline = Timeline(record)
        self.source = source
        self.eyes: Eyes = EVERYTHING if self.timeline.finished else BYSTANDER
        self.position = ReviewSession(self.timeline, 0)
        self.board = review_scene(app, self.position, self.eyes)
        self.breaks = frozenset(breaks)
        self._chart_version = 0  # counts the charts shown (the controls' picture names it)
        self.chart = self._finished_chart(chart if chart else self._saved_chart())
        self.filler: ChartFiller | None = None
        self.has_forecast = forecast_search_of(self.timeline) is not None
        self._filled = (0, 0)
        self.checker: Checker | None = None
        self.checks: dict[int, Check] = {}
        self._checks_version = 0  # counts the collections of checks
        self.message = ""
        self.strip = TimelineStrip()
        starts = self.timeline.chapter_starts()
        self.chapters = [(i, self.timeline.moments[i].chapter) for i in starts]
        self._swings: tuple[History | None, list[Swing]] = (None, [])
        self.buttons = ButtonGroup()
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.controls_layer = Layer()  # everything under the board
        self.resize(app.size)
        if app.settings.forecast:  # the forecast is wanted: a game played without it gets it
            self.work_out_chart()

    # -- the chart ------------------------------------------------------------------------------
    @property
    def chart(self) -> History | None:
        return self._chart

    @chart.setter
    def chart(self, chart: History | None) -> None:
        self._chart = chart
        self._chart_version += 1

    def _saved_chart(self) -> History | None:
        if self.source is None:
            return None
        record = self.timeline.record
        saved = read_saved(self.source, len(record.seats), len(record.actions))
        self.breaks = saved.breaks
        return saved.points or None

    def _finished_chart(self, chart: History | None) -> History | None:
        final = self.timeline.final
        if chart and final.is_over():
            return with_result(chart, len(self.timeline), final.returns())
        return chart

    def chart_note(self) -> str:
        if self.filler is not None and not self.filler.done:
            done, total = self.filler.progress
            return f"Working out the forecast: {done} of {total} positions"
        if self.chart is None:
            if not self.has_forecast:
                return "This game has no forecast."
            return "Played with the forecast off: F works its chart out"
        return ""

    def work_out_chart(self) -> None:
        """Forecast every position in the background (the game was played without it)."""
        if self.filler is None and self.chart is None and self.has_forecast:
            self.filler = ChartFiller(self.timeline)
            self.resize(self.app.size)

    # -- moving ----------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return self.position.step

    def go_to(self, step: int) -> None:
        """Jump (no animation) to the position after ``step`` actions."""
        self.board.show_step(max(0, min(step, len(self.timeline))))
        self.resize(self.app.size)

    def forward(self) -> None:
        """One action forward, animated; a move still playing is finished at once first."""
        if self.board.busy:
            self.board.show_step(self.step)
        if self.board.play_forward():
            self.resize(self.app.size)

    def back(self) -> None:
        self.go_to(self.step - 1)

    def chapter_step(self, direction: int) -> None:
        """To the start of the next part of the game (or of this one, or the one before)."""
        starts = [0, *self.timeline.chapter_starts(), len(self.timeline)]
        if direction > 0:
            self.go_to(next((s for s in starts if s > self.step), len(self.timeline)))
        else:
            self.go_to(next((s for s in reversed(starts) if s < self.step), 0))

    # -- eyes ---------------------------------------------------------------------------------------
    def eyes_choices(self) -> list[Eyes]:
        if not self.timeline.finished:
            return [BYSTANDER]  # nobody's secrets before the game ends
        return [EVERYTHING, *range(len(self.timeline.names))]

    def eyes_label(self) -> str:
        if self.eyes == EVERYTHING:
            hand = self.board.hand_of
            return "Everything" + (
                f", {self.timeline.names[hand]}'s hand" if hand is not None else ""
            )
        if self.eyes is None:
            return "As a bystander sees it"
        return f"As seen by {self.timeline.names[self.eyes]}"

    def eyes_short(self) -> str:
        """``eyes_label`` in fewer words, for a bar too narrow for it."""
        if self.eyes == EVERYTHING:
            hand = self.board.hand_of
            return "Everything" if hand is None else f"{self.timeline.names[hand]}'s hand"
        if self.eyes is None:
            return "Bystander"
        return f"{self.timeline.names[self.eyes]}'s view"

    def next_hand(self, step: int = 1) -> None:
        """With everything shown: whose hand the board shows (H; by default the decider's)."""
        if self.eyes != EVERYTHING:
            return
        seats: list[int | None] = [None, *range(len(self.timeline.names))]
        hand = seats[(seats.index(self.board.hand_of) + step) % len(seats)]
        self.board.show_hand(hand)
        self.resize(self.app.size)

    def next_eyes(self) -> None:
        choices = self.eyes_choices()
        self.eyes = choices[(choices.index(self.eyes) + 1) % len(choices)]
        self.board.set_eyes(self.eyes)
        self.board.animate_frame(0.0)
        self.resize(self.app.size)

    def listed(self) -> list[Moment]:
        """The moments the eyes may read: all of a finished game's with everything shown;
        else only those up to the moment shown (what came later was not yet known)."""
        moments = self.timeline.moments
        return moments if self.eyes == EVERYTHING else moments[: self.step]

    # -- checking decisions ---------------------------------------------------------------------------
    def checked_seats(self) -> list[int]:
        """The seat whose eyes are chosen, or else the people (every seat if none is)."""
        if self.eyes not in (EVERYTHING, BYSTANDER):
            return [self.eyes]  # type: ignore[list-item]
        people = [i for i, seat in enumerate(self.timeline.record.seats) if not seat.is_bot]
        return people or list(range(len(self.timeline.names)))

    def check_label(self) -> str:
        if self.checker is not None and not self.checker.done:
            done, total = self.checker.progress
            return f"Stop checking ({done}/{total})"
        seats = self.checked_seats()
        if len(seats) == 1:
            return f"Check {self.timeline.names[seats[0]]}'s decisions"
        return "Check the people's decisions"

    def check_short(self) -> str:
        """``check_label`` in fewer words, for a bar too narrow for it."""
        if self.checker is not None and not self.checker.done:
            done, total = self.checker.progress
            return f"Stop ({done}/{total})"
        seats = self.checked_seats()
        return f"Check {self.timeline.names[seats[0]]}" if len(seats) == 1 else "Check decisions"

    def can_check(self) -> bool:
        return self.timeline.finished and search_of(self.timeline) is not None

    def toggle_check(self) -> None:
        """Start checking the chosen seats' decisions, or stop the check under way."""
        if self.checker is not None and not self.checker.done:
            self.checker.stop()
        elif self.can_check():
            search = search_of(self.timeline)
            assert search is not None
            self.checker = Checker(self.timeline, self.checked_seats(), search)
            self.message = "The hard computer is judging the decisions..."
        self.resize(self.app.size)

    def _collect_checks(self) -> None:
        checker = self.checker
        if checker is None:
            return
        for judged in list(checker.checks):
            self.checks[judged.moment.index] = judged
            self._checks_version += 1
        if checker.done and checker.error is not None:
            self.message = f"The check failed: {checker.error}"
            self.checker = None
        elif checker.done:
            done, total = checker.progress
            mistakes = sum(1 for c in checker.checks if c.mistake)
            stopped = "Stopped: checked" if checker.stopped else "Checked"
            self.message = f"{stopped} {done} of {total} decisions: {mistakes} flagged as mistakes."
            self.checker = None
            self.resize(self.app.size)

    # -- play on, export, leave ------------------------------------------------------------------
    def can_play_on(self) -> bool:
        return not (self.timeline.finished and self.step >= len(self.timeline))

    def play_on(self) -> None:
        if not self.can_play_on():
            self.message = "The game is over here: go back to a moment to play on from it."
            return
        from boardgames.ui.scenes.play_on import PlayOnScene

        self.app.stack.push(PlayOnScene(self.app, self.timeline, self.step, self.source))

    def export(self) -> None:
        from boardgames.review.export import write_export
        from boardgames.saves import data_home

        checks = [self.checks[index] for index in sorted(self.checks)]
        try:
            path = write_export(self.timeline, data_home() / "exports", checks)
        except OSError as exc:
            self.message = f"The export could not be written: {exc.strerror or exc}."
            return
        self.message = f"Written to {path.parent}: {path.name} and the record beside it."

    def close(self) -> None:
        self.app.stack.pop()

    def leave(self) -> None:
        self.board.leave()
        if self.checker is not None:
            self.checker.stop()
        if self.filler is not None:
            self.filler.close()

    # -- layout ---------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        strip = strip_height(height)
        self.board_rect = pygame.Rect(0, 0, width, height - strip)
        self.board.resize(self.board_rect.size)
        top = self.board_rect.bottom + 6
        lines = 18 * STATUS_ROWS
        self.strip.layout(
            pygame.Rect(
                8, top + BUTTON_ROW + lines + 8, width - 16, height - top - BUTTON_ROW - lines - 14
            )
        )
        focus = self.buttons.focus
        self.buttons.clear()
        at_end = self.step >= len(self.timeline)
        specs: list[tuple[str, str, Any, bool, int | None, str, int]] = [
            ("Start", "", lambda: self.go_to(0), self.step > 0, pygame.K_HOME, "Home", 1),
            ("Back", "", self.back, self.step > 0, None, "<-", 1),
            ("Forward", "", self.forward, not at_end, None, "->", 1),
            ("End", "", lambda: self.go_to(len(self.timeline)), not at_end, pygame.K_END, "End", 1),
            (
                self.eyes_label(),
                self.eyes_short(),
                self.next_eyes,
                len(self.eyes_choices()) > 1,
                pygame.K_e,
                "E",
                2,
            ),
            (
                self.check_label(),
                self.check_short(),
                self.toggle_check,
                self.can_check(),
                pygame.K_c,
                "C",
                2,
            ),
            ("Play on from here", "Play on", self.play_on, self.can_play_on(), pygame.K_p, "P", 2),
            ("Export", "", self.export, True, pygame.K_x, "X", 1),
            ("Close", "", self.close, True, None, "Esc", 1),
        ]
        if self.chart is None and self.filler is None and self.has_forecast:
            specs.insert(7, ("Forecast", "", self.work_out_chart, True, pygame.K_f, "F", 1))
        gap = 6
        bar = [
            Button(pygame.Rect(0, top, 0, BUTTON_ROW), label, action, on, key, hint, BAR_TEXT)
            for label, _, action, on, key, hint, _ in specs
        ]
        for button, spec in zip(bar, specs, strict=True):
            button.short = spec[1]
        widths = bar_widths(bar, [spec[6] for spec in specs], width - 16 - gap * (len(bar) - 1))
        x = 8.0
        for button, w in zip(bar, widths, strict=True):
            button.rect.x, button.rect.width = round(x), round(w)
            action = button.action
            if action == self.next_eyes:
                button.adjust = self.next_hand  # a right click: whose hand is shown
            if action == self.toggle_check:
                self.check_button = button  # its label counts the decisions judged
            self.buttons.add(button)
            x += w + gap
        self.buttons.focus = min(focus, len(self.buttons.buttons) - 1)

    # -- input -------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_ESCAPE: self.close,
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: self.back,
                pygame.K_PAGEDOWN: lambda: self.chapter_step(1),
                pygame.K_PAGEUP: lambda: self.chapter_step(-1),
                pygame.K_h: self.next_hand,
            }
            if event.key in keys:
                keys[event.key]()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            wanted = self.strip.step_at(event.pos, len(self.timeline))
            if wanted is not None:
                self.go_to(wanted)
                return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) and (
            event.type == pygame.MOUSEWHEEL or self.board_rect.collidepoint(event.pos)
        ):
            self.board.look_at(event)
        self.buttons.handle(event)

    def needs_frames(self) -> bool:
        working = (self.checker is not None) or (self.filler is not None and not self.filler.done)
        return bool(self.board.needs_frames()) or working

    def update(self, dt: float) -> None:
        was_busy = self.board.busy
        self.board.update(dt)
        self._collect_checks()
        if self.checker is not None:
            self.check_button.label = self.check_label()
            self.check_button.short = self.check_short()
        if self.filler is not None and self.filler.progress != self._filled:
            self._filled = self.filler.progress  # a new point: the chart is read again
            self.chart = self.filler.chart() or None
            if self.filler.done:
                self.chart = self._finished_chart(self.chart)
                self.filler.close()
                self.filler = None
                self.resize(self.app.size)
        if was_busy and not self.board.busy:
            self.resize(self.app.size)

    # -- drawing ---------------------------------------------------------------------------------------
    def picture(self) -> StripPicture:
        result = self.timeline.final.result() if self.timeline.finished else None
        chart = self.chart
        shown_checks = self.checks if self.timeline.finished else {}
        return StripPicture(
            total=len(self.timeline),
            step=self.step,
            chapters=self.chapters,
            listed=self.listed(),
            line=lambda moment: self.timeline.line_for(moment, self.eyes),
            checks=shown_checks,
            chart=chart,
            breaks=self.breaks,
            swings=self.swings(),
            styles=self.board.styles(),
            winners=list(result.winners) if result is not None else [],
            chart_note=self.chart_note(),
            progress=self._progress(),
        )

    def swings(self) -> list[Swing]:
        """The chart's largest swings (worked out again only when the chart changes)."""
        chart, swings = self._swings
        if chart is not self.chart:
            swings = largest_swings(self.chart, SWINGS_MARKED) if self.chart else []
            self._swings = (self.chart, swings)
        return swings

    def _progress(self) -> float | None:
        if self.filler is not None and not self.filler.done:
            done, total = self.filler.progress
            return done / max(1, total)
        return None

    def status_lines(self) -> list[str]:
        """The moment's verdict (if checked) or words, and the key moments once checked."""
        names = self.timeline.names
        lines = []
        if self.step == 0:
            lines.append("The setup: before the first move.")
        else:
            moment = self.timeline.moments[self.step - 1]
            check = self.checks.get(moment.index)
            if check is not None and self.eyes in (EVERYTHING, moment.player):  # its words
                lines.append(f"Move {self.step}: {check.sentence(names)}")
            else:
                lines.append(f"Move {self.timeline.line_for(moment, self.eyes)}")
        keys = key_moments(self.checks.values())
        if keys:
            lines.append(
                "Key moments: "
                + "; ".join(f"move {c.moment.index + 1} (-{round(c.loss * 100)}%)" for c in keys)
            )
        elif self.message:
            lines.append(self.message)
        return lines

    def _draw_check_progress(self, surface: pygame.Surface) -> None:
        """The check's progress bar, along the foot of its button while it runs."""
        if self.checker is None:
            return
        done, total = self.checker.progress
        rect = self.check_button.rect
        bar = pygame.Rect(rect.x + 8, rect.bottom - 6, rect.width - 16, 3)
        pygame.draw.rect(surface, theme.BACKGROUND, bar)
        bar.width = round(bar.width * done / max(1, total))
        pygame.draw.rect(surface, theme.ACCENT, bar)

    def controls_key(self) -> Hashable:
        """Names everything drawn under the board: the moment and the eyes (the list, the
        status lines, the eyes' label), the buttons as they look, the check's and the chart's
        progress, the checks and the chart collected so far, the message, the palette."""
        checking = self.checker.progress if self.checker is not None else None
        return (
            self.step,
            self.eyes,
            self.buttons.look(),
            checking,
            self._checks_version,
            self.message,
            self._chart_version,
            self.chart_note(),
            self._progress(),
            self.breaks,
            tuple(self.strip.rect),
            self.app.settings.colour_blind_palette,
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The game's own scene over the board's part (its still picture is cached as in
        play), then the controls' still picture under it."""
        self.board.draw(surface.subsurface(self.board_rect))
        width, height = surface.get_size()
        below = pygame.Rect(0, self.board_rect.bottom, width, height - self.board_rect.bottom)
        self.controls_layer.draw(
            surface, below, self.controls_key(), lambda: self._draw_controls(surface, below)
        )

    def _draw_controls(self, surface: pygame.Surface, below: pygame.Rect) -> None:
        surface.fill(theme.BACKGROUND, below)
        pygame.draw.line(
            surface,
            theme.PANEL_EDGE,
            (0, self.board_rect.bottom),
            (surface.get_width(), self.board_rect.bottom),
        )
        self.buttons.draw(surface)
        self._draw_check_progress(surface)
        y = self.board_rect.bottom + 6 + BUTTON_ROW + 4
        title = get_game(self.timeline.record.ruleset_id).ruleset.title
        tag = render_text(f"Review: {title}", 13, theme.TEXT_DIM, "semibold")
        surface.blit(tag, tag.get_rect(topright=(surface.get_width() - 12, y)))
        width = surface.get_width() - 24 - tag.get_width() - 16
        for index, line in enumerate(self.status_lines()[:STATUS_ROWS]):
            colour = theme.TEXT if index == 0 else theme.ACCENT
            text = render_text(fit_text(line, 14, width), 14, colour)
            surface.blit(text, (12, y + index * 18))
        self.strip.draw(surface, self.picture())
