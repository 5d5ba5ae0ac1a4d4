"""A newcomer's aids at the table: first-time tips beside the decision panel, and the Hint.

``Aids`` is a part of ``GameScene`` (a mixin, like ``TableFlow``). A tip shows the first
time the person deciding meets a kind of decision (``core.decisions.decision_kind``), once
per person's name and game (``tips.SeenTips``); F1 opens the rules at its section. The
Hint (H, or its button) asks the hard computer, in its own process (``ai.verdict``), what
it would choose from the deciding person's own view; its choice is ringed in the panel and
one line gives the top two options with their win chances. A hint belongs to the decision
and the person it was asked for: any change of either and it is gone.

Whether tips and hints are on is the table's (the seats screen), kept with the table in
the settings and in the save's sidecar with the count of hints each person used.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from boardgames.ai.verdict import HINT_SECONDS, Judge, JudgeWorker, Verdict, hard_search
from boardgames.core.decisions import decision_kind
from boardgames.core.protocol import Action, State
from boardgames.core.safe_read import InputRefused, read_text_capped
from boardgames.tips import SeenTips, Tip, load_tips
from boardgames.ui import theme
from boardgames.ui.fonts import line_height, render_text, wrap_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import Button, ButtonGroup
from boardgames.ui.widgets.decision_panel import HINT_RING
from boardgames.ui.widgets.legend import Legend, LegendLine

if TYPE_CHECKING:
    from boardgames.core.session import Session
    from boardgames.ui.widgets.decision_panel import DecisionPanel

log = logging.getLogger(__name__)

SIDECAR_KEY = "aids"
SIDECAR_BYTES = 4_000_000  # a save is read whole to find its sidecar; saves are far smaller
TIP_SIZE = 15
BOX_WIDTH = (260, 420)  # the aid box is the panel's width, within these bounds
PAD = 8
HINT_ONLY_WIDTH = 150


@dataclass
class TableAids:
    """The table's choice of aids, and the hints each seat has used so far."""

    tips: bool = True
    hints: bool = True
    hints_used: list[int] = field(default_factory=list)

    def sidecar(self) -> dict[str, Any]:
        return {SIDECAR_KEY: {"tips": self.tips, "hints": self.hints, "used": self.hints_used}}


def table_choice(tables: dict[str, Any], game_id: str) -> tuple[bool, bool]:
    """Tips and hints as the seats screen last set them for ``game_id`` (on by default)."""
    saved = tables.get(game_id)
    saved = saved if isinstance(saved, dict) else {}
    tips, hints = saved.get("tips", True), saved.get("hints", True)
    return (tips if isinstance(tips, bool) else True, hints if isinstance(hints, bool) else True)


def read_aids(path: Path, seats: int) -> TableAids | None:
    """The aids a save's sidecar holds (None: none there, or not readable as such)."""
    try:
        data = json.loads(read_text_capped(path, SIDECAR_BYTES))
    except (InputRefused, OSError, ValueError, RecursionError):
        return None
    aids = data.get(SIDECAR_KEY) if isinstance(data, dict) else None
    if not isinstance(aids, dict):
        return None
    tips, hints, used = aids.get("tips"), aids.get("hints"), aids.get("used")
    if not (isinstance(tips, bool) and isinstance(hints, bool) and isinstance(used, list)):
        return None
    if len(used) != seats or not all(type(n) is int and 0 <= n < 10**6 for n in used):
        return None
    return TableAids(tips, hints, list(used))


@cache
def seen_tips(folder: Path) -> SeenTips:
    """The one record of seen tips for a data folder (the settings clear this same one)."""
    return SeenTips(folder)


def hint_words(verdict: Verdict, words: Callable[[Action], str]) -> str:
    """The Hint's one line: its top two options with their win chances ("Promotion 55%, Deal
    41%"), worded as the panel words them."""
    if verdict.forced:
        return f"{words(verdict.best().action)}: the computer weighs no other option here."
    parts = []
    for judged in verdict.options[:2]:
        chance = "" if math.isnan(judged.chance) else f" {round(judged.chance * 100)}%"
        parts.append(f"{words(judged.action)}{chance}")
    return ", ".join(parts)


@dataclass
class _Hint:
    """A hint asked for one decision of one person, and what came of it."""

    key: Hashable
    person: int
    worker: JudgeWorker | None
    line: str = ""


class Aids:
    """The tips and the Hint of a game scene (see the module's docstring)."""

    HINT_ITERATIONS: int | None = None  # a fixed search size instead of HINT_SECONDS (tests)

    # What the scene provides.
    app: Any
    session: Session
    entry: Any
    panel: DecisionPanel
    viewer: int | None
    humans: list[int]
    clock: float
    hot_seat: bool
    shown: State
    names: list[str]
    styles: Callable[[], list[theme.PlayerStyle]]
    under_note: Callable[[pygame.Rect], Hashable | None]
    human_to_move: Callable[[], int | None]
    decision_id: Callable[[], Hashable]

    def start_aids(self, saved: Path | None) -> None:
        """The table's aids: from the save's sidecar when resuming, else the seats screen's."""
        seats = len(self.session.record.seats)
        aids = read_aids(saved, seats) if saved is not None else None
        if aids is None:
            tips, hints = table_choice(self.app.settings.tables, self.session.record.ruleset_id)
            aids = TableAids(tips, hints, [0] * seats)
        self.aids = aids
        self.tips = load_tips(self.session.record.ruleset_id) if aids.tips else {}
        self._tip: tuple[Hashable, int, Tip] | None = None
        self._hint: _Hint | None = None
        self._judge: Judge | None = None
        self._aid_buttons = ButtonGroup()
        self._aid_layer = Layer()  # the tip and hint box, painted again when it changes
        self._aid_rect: pygame.Rect | None = None  # where the tip and hint box was drawn last
        from boardgames.saves import data_home

        self.seen = seen_tips(data_home())
        self._seen_problem_told = False
        self.board_legend = Legend(self.legend_corner, self.legend_others)

    # -- the board's legend --------------------------------------------------------------
    legend_corner = "bottomright"  # the corner of ``board_area`` the legend keeps to
    legend_others: tuple[str, ...] = ()  # corners to try where that one is in the way

    def legend_lines(self) -> Sequence[LegendLine]:
        """Every symbol, colour and shading the board uses (a game with its own legend, or
        none, gives no lines here)."""
        return ()

    def board_area(self) -> pygame.Rect | None:
        """The board the legend sits on: by default the map."""
        map_view = getattr(self, "map_view", None)
        return map_view.rect if map_view is not None else None

    def legend_avoid(self) -> Sequence[pygame.Rect]:
        """What the open legend must not cover (it starts folded where it would)."""
        return ()

    def draw_board_legend(self, surface: pygame.Surface) -> None:
        lines, area = self.legend_lines(), self.board_area()
        if lines and area is not None:
            self.board_legend.place(area, lines, self.legend_avoid())
            # A game's legend pictures come from its colours, or at most the position shown.
            key = (tuple(self.styles()), self.shown)
            under = self.under_note(self.board_legend.rect)
            self.board_legend.draw(surface, lines, key, under)

    def close_aids(self) -> None:
        if self._judge is not None:
            self._judge.close()

    # -- whose aids ----------------------------------------------------------------------
    def aid_key(self) -> Hashable:
        """A tip or hint holds while this does: the decision, its person and the viewer."""
        return (self.decision_id(), self.viewer)

    def hint_allowed(self, person: int) -> bool:
        """A hint is read from the person's own view: it shows only where the screen is theirs
        (one person at the table, open hands, or after the hand-over to them)."""
        return not self.hot_seat or self.viewer == person

    # -- tips --------------------------------------------------------------------------
    def current_tip(self) -> Tip | None:
        """The tip beside the panel now: the first time the person deciding meets this kind
        of decision it is chosen (and remembered as seen); it stays for that decision."""
        person = self.human_to_move()
        key = self.aid_key()
        if self._tip is not None and self._tip[0] == key:
            return self._tip[2]
        self._tip = None
        if person is None or not self.tips or self.app.stack.top is not self:
            return None  # a new tip only where the game is on top, not under a menu
        kind = decision_kind(self.shown, person)
        tip = self.tips.get(kind or "")
        name = self.session.record.seats[person].name  # the person's own name, not the role's
        game = self.session.record.ruleset_id
        if tip is None or self.seen.seen(game, name, tip.kind):
            return None
        self.seen.mark(game, name, tip.kind)
        if self.seen.problem and not self._seen_problem_told:
            self._seen_problem_told = True
            self.app.notify(self.seen.problem)
        self._tip = (key, person, tip)
        return tip

    def open_tip_rules(self) -> None:
        from boardgames.ui.scenes.rules import RulesScene

        tip = self._tip[2] if self._tip is not None else None
        game = self.session.record.ruleset_id
        self.app.stack.push(RulesScene(self.app, game, tip.rules if tip and tip.rules else None))

    # -- the Hint ----------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Start the hard computer on the decision at hand, from the deciding person's view."""
        person = self.human_to_move()
        if person is None or not self.aids.hints:
            return
        key = self.aid_key()
        if self._hint is not None and self._hint.key == key:
            return  # asked already: its answer shows, or is coming
        if not self.hint_allowed(person):
            self.app.notify("A hint shows only when the screen is yours (after a hand-over).")
            return
        view, legal, seed = self.hint_question(person)
        if len(legal) <= 1:  # nothing to weigh: said at once, and not counted as a hint
            only = view.describe_action(legal[0], person, self.names) if legal else "nothing"
            self._hint = _Hint(key, person, None, f"Only one choice here: {only}.")
            self.panel.highlight = legal[0] if legal else None
            return
        if self._judge is None:
            search = hard_search(self.entry.make_bot("hard"))
            if search is None:
                self.app.notify("This game has no hints.")
                return
            self._judge = Judge(search)
        seconds = None if self.HINT_ITERATIONS else HINT_SECONDS
        worker = JudgeWorker(self._judge, view, person, legal, seed, seconds, self.HINT_ITERATIONS)
        self._hint = _Hint(key, person, worker)
        self.aids.hints_used[person] += 1

    def hint_question(self, person: int) -> tuple[State, list[Action], int]:
        """What the Hint is asked: the person's own view, their options read from it, and a
        seed fixed by the game and the move."""
        view = self.session.state.view(person)
        seed = self.session.record.seed * 7919 + len(self.session.record.actions)
        return view, list(view.legal_actions(person)), seed

    def hint_thinking(self) -> str | None:
        """The thinking mark's words while the Hint is being worked out."""
        return "Working out a hint..." if self.hint_pending() else None

    def hint_pending(self) -> bool:
        """The Hint is still thinking (the scene keeps drawing frames until it answers)."""
        hint = self._live_hint()
        return hint is not None and hint.worker is not None and not hint.worker.done

    def drop_hint(self) -> None:
        """The hint is gone (a move taken back): its ring too."""
        self._hint = None
        self.panel.highlight = None

    def _live_hint(self) -> _Hint | None:
        """The hint of the decision at hand, if any; one for anything else goes for good."""
        hint = self._hint
        if hint is not None and hint.key != self.aid_key():
            self._hint = hint = None
            self.panel.highlight = None
        return hint

    def update_hint(self) -> None:
        """Take the Hint's answer once it is in: ring its choice, word the top two."""
        hint = self._live_hint()
        if hint is None or hint.worker is None or not hint.worker.done:
            return
        worker, hint.worker = hint.worker, None
        if worker.result is None:
            hint.line = "The hint could not be worked out."
            if worker.error is not None:
                log.error("hint failed: %r", worker.error)
            return
        shown = self.shown

        def words(action: Action) -> str:
            return str(shown.describe_action(action, hint.person, self.names))

        hint.line = hint_words(worker.result, words)
        self.panel.highlight = worker.result.best().action

    # -- input and drawing -------------------------------------------------------------
    def handle_aids(self, event: pygame.event.Event) -> bool:
        """L folds the legend, H asks for a hint, F1 opens the tip's rules; the legend and the
        aid box's buttons take clicks."""
        if self.legend_lines():
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
                self.board_legend.toggle()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                if self.board_legend.handle_click(event.pos):
                    return True
        if self.human_to_move() is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.aids.hints:
                self.app.notify("A hint is for a person's own decision: it waits for one.")
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.ask_hint()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self._tip_shown():
            self.open_tip_rules()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            return self._aid_buttons.handle(event)
        return False

    def _tip_shown(self) -> Tip | None:
        tip = self.current_tip()
        return tip if tip is not None and tip.text else None

    def draw_aids(self, surface: pygame.Surface) -> None:
        """The tip and the hint in one box beside the decision panel, with the Hint button."""
        self._aid_buttons.clear()
        person = self.human_to_move()
        area = self.panel.area() or self.panel.foot()
        if person is None or area is None:
            return
        tip = self._tip_shown()
        hint = self._live_hint()
        offer_hint = self.aids.hints and self.hint_allowed(person)
        if tip is None and not offer_hint:
            return
        width = max(BOX_WIDTH[0], min(BOX_WIDTH[1], area.width))
        column = getattr(self, "panel_rect", None)  # the side panel, where a game has one
        top = self.aids_top()
        if column is not None and top is not None:
            width = min(width, column.width - 16)  # inside the column it sits in
        if tip is None and hint is None:
            width = HINT_ONLY_WIDTH  # the Hint's button alone: as little in the way as can be
        inner = width - 2 * PAD
        lines = wrap_text(tip.text, TIP_SIZE, inner) if tip is not None else []
        hint_lines = []
        if hint is not None:
            text = hint.line or "The computer is thinking for you..."
            hint_lines = wrap_text(f"Hint: {text}", TIP_SIZE, inner, "semibold")
        step = line_height(TIP_SIZE)
        height = PAD + step * (len(lines) + len(hint_lines)) + 30 + PAD
        box = self._aid_rect = self._aid_box(surface, area, width, height, top)
        row = pygame.Rect(
            box.x + PAD, box.y + PAD + step * (len(lines) + len(hint_lines)) + 2, 0, 26
        )
        row.width = (inner - PAD) // 2 if tip else inner
        if offer_hint:
            asked = hint is not None
            label = "Hint asked" if asked else "Hint"
            self._aid_buttons.add(Button(row, label, self.ask_hint, not asked, None, "H", 14))
        if tip is not None:
            rules = row.move(row.width + PAD, 0) if offer_hint else row
            self._aid_buttons.add(Button(rules, "Rules", self.open_tip_rules, True, None, "F1", 14))
        group = self._aid_buttons
        looks = tuple((b.label, b.enabled, b.hovered) for b in group.buttons)
        key = (tuple(box), tip is not None, tuple(lines), tuple(hint_lines), looks)
        key += (group.focus, group.keyboard_used)
        self._aid_layer.draw(
            surface,
            box,
            key,
            lambda: self._paint_aids(surface, box, tip is not None, lines, hint_lines),
            see_through=True,  # its rounded corners show the board or panel under them
            under=self.under_note(box),
        )

    def _paint_aids(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        tip: bool,
        lines: list[str],
        hint_lines: list[str],
    ) -> None:
        step = line_height(TIP_SIZE)
        pygame.draw.rect(surface, (22, 28, 42), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if tip else HINT_RING, box, 1, border_radius=8)
        y = box.y + PAD
        for line in lines:
            surface.blit(render_text(line, TIP_SIZE, theme.TEXT), (box.x + PAD, y))
            y += step
        for line in hint_lines:
            surface.blit(render_text(line, TIP_SIZE, HINT_RING, "semibold"), (box.x + PAD, y))
            y += step
        self._aid_buttons.draw(surface)

    def forecast_rect(self) -> pygame.Rect | None:
        """Where the forecast panel is, when it shows, whole or compact (the tips keep
        clear of it)."""
        from boardgames.ui.widgets.forecast_panel import WIDTH, panel_height

        if getattr(self, "forecaster", None) is None:
            return None
        spot = self.forecast_spot()
        if spot is None:
            return self.forecast_strip()
        return pygame.Rect(spot, (WIDTH, panel_height(len(self.names))))

    forecast_spot: Callable[[], tuple[int, int] | None]
    forecast_strip: Callable[[], pygame.Rect | None]

    def aids_top(self) -> int | None:
        """Where the panel's column is free from, under the options (None: it is not, or the
        options are on the board; the box then goes beside the panel's foot). A game that
        draws more there says where its own things end."""
        area = self.panel.area()
        return None if area is None else area.bottom

    def aids_rooms(self) -> list[pygame.Rect]:
        """Parts of the screen the game offers the tip box before the usual places, the
        best first; the box stands at the foot of the first it fits in. Bull Moose's keep,
        whose cards lie over the map's foot and the log, offers the side panel under its
        button, then the map above the cards."""
        return []

    def _aid_box(
        self, surface: pygame.Surface, area: pygame.Rect, width: int, height: int, top: int | None
    ) -> pygame.Rect:
        """Under the options where there is room before the game's own buttons; else over
        the game log's older lines where it is tall enough (the board stays clear); else on
        the board beside the panel, level with the options' top (or the foot's bottom where
        the options are on the board itself). ``top``: ``aids_top()``, asked once a frame."""
        options = self.panel.area()
        for offered in self.aids_rooms():
            if offered.height >= height + 16 and offered.width >= width:
                box = pygame.Rect(0, 0, width, height)
                box.bottomright = (offered.right, offered.bottom - 8)
                return box
        free = top is not None
        box = pygame.Rect(area.x, (area.bottom if top is None else top) + 10, width, height)
        column = getattr(self, "panel_rect", None)  # the side panel, where a game has one
        box.right = min(box.right, surface.get_width() - 4 if column is None else column.right - 8)
        room = self.panel.room_below(surface.get_height()) - 6
        blocked = self.forecast_rect()
        if free and box.bottom <= room:
            if blocked is None or not box.colliderect(blocked):
                return box
        foot = self.panel.foot()
        log = getattr(self, "log_panel", None)  # the game log: better covered than the board
        if log is not None and log.rect.height >= box.height + 16 and log.rect.width >= width:
            box.topright = (log.rect.right - 8, log.rect.y + 8)
        elif free and options is not None and top == options.bottom:
            box.topright = (area.x - 12, area.y)
        elif foot is not None:
            box.bottomright = (foot.x - 12, foot.bottom)
        else:
            box.bottomright = (area.x - 12, area.bottom)
        box.x = max(box.x, 4)
        box.bottom = min(box.bottom, surface.get_height() - 4)
        box.top = max(box.top, 4)
        return box
