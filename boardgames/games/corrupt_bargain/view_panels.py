"""Drawing Corrupt Bargain's scene: the map and its marks, the side panels, tooltips.

The scene (``view.py``) owns the widgets, the layout and the decisions; the
painter here only reads them and draws, so neither file grows past a few
hundred lines. The words come from ``presentation.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from boardgames.core.words import counted
from boardgames.games.corrupt_bargain.cards import SUIT_NAMES
from boardgames.games.corrupt_bargain.election import Projection
from boardgames.games.corrupt_bargain.model import Phase
from boardgames.games.corrupt_bargain.presentation import (
    ElectionShow,
    call_rows,
    holdings,
    prompt_text,
    state_lines,
)
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text, shrink_to_fit, wrap_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.banner import draw_banner
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.icons import OUTLINE, UNDECIDED_STRIPES, draw_icon, draw_token
from boardgames.ui.widgets.legend import LegendLine
from boardgames.ui.widgets.map_view import draw_tooltip
from boardgames.ui.widgets.token_pool import PoolItem

if TYPE_CHECKING:
    from boardgames.games.corrupt_bargain.view import CorruptBargainScene
    from boardgames.ui.widgets.card_track import CardTrack
    from boardgames.ui.widgets.hand import HandView

PROMPT_SIZE = 16
PROMPT_STEP = 21
PROMPT_LINES = 4
SUITS = {  # suit -> (colour, icon)
    "slavery": ((150, 62, 52), "chain"),
    "trade": ((40, 100, 150), "anchor"),
    "western": ((168, 116, 30), "arrow"),
}
DECK_COLOURS = {"populace": (70, 124, 78), "politician": (100, 78, 138)}
DECK_ICONS = {"populace": "cube", "politician": "octagon"}  # what each deck mostly moves
SAVED_COLOUR = (150, 150, 160)
LEGEND = (
    ("cube", "Cube: popular vote (B3: 3 of B's)"),
    ("octagon", "Octagon: a politician"),
    ("dome", "Legislature: octagons decide"),
    ("cylinder", "Locked down: never changes"),
    ("lead", "Tint: leads now; full: called"),
    ("hatch", "Striped: leads on a tie-break"),
    ("hatch_undecided", "Grey stripes: a card draw"),
    ("sea", "Small states: box at sea"),
)
KEY_SIZE = 12
KEY_LINE = KEY_SIZE + 5
KEY_SAMPLE = (200, 200, 206)  # tokens in the key: no player's colour
KEY_WORDS = {  # what each of the players' icons stands for, in a word or two
    "cube": "cubes",
    "octagon": "octagons left",
    "populace": "Populace",
    "politician": "Politician cards",
    "event": "saved Events",
    **{suit: name.split()[0] for suit, name in SUIT_NAMES.items()},
}


def legend_lines(styles: list[theme.PlayerStyle]) -> list[LegendLine]:
    """The map's legend: the tokens, the state marks and the shadings, each with a sample."""

    def painter(kind: str):  # type: ignore[no-untyped-def]  # noqa: ANN202
        def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
            if kind in ("cube", "octagon"):
                token = pygame.Rect(key.x, key.y, 28, key.height)
                draw_token(surface, kind, token, KEY_SAMPLE, OUTLINE, "B3", KEY_SIZE - 2)
            elif kind == "lead":
                half = pygame.Rect(key.x, key.y, key.width // 2, key.height)
                pygame.draw.rect(surface, theme.blend(theme.LAND, styles[0].colour, 0.42), half)
                full = half.move(half.width, 0)
                pygame.draw.rect(surface, theme.blend(theme.LAND, styles[0].colour, 0.85), full)
                pygame.draw.rect(surface, theme.BORDER, key, 1)
            elif kind == "sea":
                pygame.draw.rect(surface, theme.LAND, key, border_radius=3)
                pygame.draw.rect(surface, theme.BORDER, key, 1, border_radius=3)
                words = render_text("RI 4", 10, (20, 20, 24), "bold")
                surface.blit(words, words.get_rect(center=key.center))
            else:
                icon = pygame.Rect(key.x, key.y, KEY_SIZE + 2, key.height)
                draw_icon(surface, kind, icon, KEY_SAMPLE if kind == "dome" else (18, 18, 20))

        return paint

    return [LegendLine(painter(kind), words) for kind, words in LEGEND]


def projection_captions(projection: Projection, majority: int) -> tuple[str, ...]:
    """The "if counted now" bar's caption, longest wording first (the bar picks one that fits)."""
    base = f"If counted now: {majority} to win"
    ties = len(projection.tie_breaks)
    draws = len(projection.to_draw)
    if not ties and not draws:
        return (base,)
    long_parts, short_parts = [], []
    if ties:
        long_parts.append(
            f"{counted(ties, 'state')} ({projection.tie_break_votes} EV) on tie-breaks"
        )
        short_parts.append(f"{counted(ties, 'state')} on tie-breaks")
    if draws:
        long_parts.append(f"{projection.votes_to_draw} EV to a card draw")
        short_parts.append(f"{draws} to a draw")
    return (
        f"{base}; {', '.join(long_parts)}",
        f"Counted now: {', '.join(long_parts)}",
        f"Counted now: {', '.join(short_parts)}",
        base,
    )


def map_fills(
    projection: Projection, election: ElectionShow, styles: list[theme.PlayerStyle]
) -> tuple[dict[str, theme.Colour], dict[str, theme.Colour]]:
    """The map's fills and stripes.

    Before the count: a wash of who would win each state if counted now,
    striped when only a tie-break would give it, grey stripes when only a card
    draw could. During the count: who has been called (the House starts afresh).
    """
    counting = election.started
    leads = {} if counting else projection.winners
    fills = {code: theme.blend(theme.LAND, styles[p].colour, 0.42) for code, p in leads.items()}
    hatches: dict[str, theme.Colour] = {}
    if not counting:
        hatches = {
            code: theme.blend(fills[code], styles[leads[code]].dark, 0.55)
            for code in projection.tie_breaks
            if code in fills
        }
        hatches.update({code: UNDECIDED_STRIPES for code in projection.to_draw})
    fills.update(
        {
            code: theme.blend(theme.LAND, styles[p].colour, 0.85)
            for code, p in election.owners().items()
        }
    )
    return fills, hatches


def key_kinds(quick_play: bool) -> list[str]:
    """The icons the players' rows can show: supply, hands, saved Events by suit (and, in
    Quick Play, others' saved Events whose suits are hidden)."""
    return ["cube", "octagon", "populace", "politician", *SUITS, *(["event"] if quick_play else [])]


def key_layout(
    kinds: list[str], left: int, right: int, top: int
) -> tuple[list[tuple[str, str, int, int]], int]:
    """Where each entry of the key goes, flowing into lines between ``left`` and ``right``:
    (icon kind or "" for words alone, words, x, y), and the y below the last line."""
    places: list[tuple[str, str, int, int]] = []
    x, y = left, top
    for kind in kinds:
        entries = [("", "Saved Events:")] if kind == next(iter(SUITS)) else []
        for icon, words in [*entries, (kind, KEY_WORDS[kind])]:
            width = render_text(words, KEY_SIZE, theme.TEXT_DIM).get_width()
            width += KEY_SIZE + 3 if icon else 0
            if x + width > right and x > left:
                x, y = left, y + KEY_LINE
            places.append((icon, words, x, y))
            x += width + (9 if icon else 5)
    return places, y + KEY_LINE


def pool_item(what: str, count: str, tip: str, group: bool) -> PoolItem:
    """One of a player's holdings as the token pool draws it (icon and colour by kind)."""
    if what in SUITS:
        colour, icon = SUITS[what]
        return PoolItem(icon, count, theme.blend(colour, (255, 255, 255), 0.3), tip, group)
    if what in DECK_COLOURS:
        return PoolItem("card", count, DECK_COLOURS[what], tip, group)
    if what == "event":
        return PoolItem("card", count, SAVED_COLOUR, tip, group)
    return PoolItem(what, count, None, tip, group)


class Painter:
    def __init__(self, scene: CorruptBargainScene) -> None:
        self.scene = scene
        self.map_layer = Layer()
        self.key_layer = Layer()
        self._holdings: tuple[object, list[list[PoolItem]]] = (None, [])
        self._prompt: tuple[object, str] = (None, "")

    # -- words ----------------------------------------------------------------------
    def prompt_lines(self) -> list[str]:
        """The decision in words (or, while moves play out, what just happened)."""
        scene = self.scene
        state = scene.session.state
        assert isinstance(state, CBState)
        if scene.election.started:
            text = scene.count_caption or "Counting the votes."
        elif scene.busy:
            shown = scene.shown_log_lines()
            text = shown[-1] if shown else ""
        else:
            key = (scene.state_now(), tuple(scene.names), tuple(scene.bots), scene.picked)
            if self._prompt[0] != key:  # worded once per position and pick
                self._prompt = (
                    key,
                    prompt_text(state, scene.names, list(scene.bots), scene.picked),
                )
            text = self._prompt[1]
        width = scene.panel_rect.width - 24
        lines = wrap_text(text, PROMPT_SIZE, width)
        limit = 2 if scene.busy else PROMPT_LINES
        if len(lines) > limit:  # never cut mid-sentence without saying so
            rest = " ".join(lines[limit - 1 :])
            lines = [*lines[: limit - 1], fit_text(rest, PROMPT_SIZE, width)]
        return lines

    def hint(self) -> str:
        """How to make the current choice, with the mouse and with the keys."""
        scene = self.scene
        if scene.human_to_move() is None:
            return ""
        if scene.picked:
            return "Pick one (1-9), or Esc to go back."
        if scene.track.picker.active:
            return "Click a card on the track, or press its number."
        if scene.offer.picker.active or scene.hand.picker.active:
            return "Click a card, or press its number."
        if scene.map_view.highlight:
            if scene.panel.pages > 1:  # the page keys only where there are pages
                return "Click a lit state, or pick it below (PgUp/PgDn for more)."
            return "Click a lit state, or press its number below."
        return ""

    # -- the whole scene --------------------------------------------------------------
    def map_moves(self) -> bool:
        """Whether states are lit (their pulse runs under the tokens): the map is then
        drawn every frame, and the rest of the table is the still picture."""
        return bool(self.scene.map_view.highlight)

    def draw_still(self, surface: pygame.Surface) -> None:
        """The table as it stands: the cards without their glow, the map unless it pulses."""
        scene = self.scene
        surface.fill(theme.BACKGROUND)
        styles = scene.styles()
        self._draw_left(surface, styles)
        if not self.map_moves():
            self._draw_map(surface)
        scene.log_panel.draw(surface)
        self._draw_panel(surface, styles)
        if scene.offer.faces:
            scene.offer.draw_cards(surface)
        if scene.popup_rect is not None and scene.picked is not None:
            draw_panel(surface, scene.popup_rect, scene.popup_title)
        scene.panel.draw(surface)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The tally easing, the lit map, the states flashing, the glow of the cards that
        may be chosen, the banner."""
        scene = self.scene
        self._draw_bar(surface, scene.styles())
        bar = scene.house_bar.rect if scene.election.in_house else scene.vote_bar.rect
        moved = [pygame.Rect(bar.x, bar.y, bar.width, bar.height + 3)]
        if self.map_moves():
            self._draw_map(surface)
        for code, left in scene.flash.items():
            if left > 0:
                scene.map_view.outline(surface, code, theme.FOCUS, 4)
        if self.map_moves() or scene.flash or scene.banner_left > 0:
            moved.append(scene.map_view.rect)
        for cards in self._card_widgets():
            cards.draw_lit(surface)
            moved.append(cards.rect.inflate(12, 12))  # a glow reaches past the cards
        if scene.banner_left > 0:
            draw_banner(surface, scene.map_view.rect, *scene.banner)
        return moved

    def _card_widgets(self) -> list[CardTrack | HandView]:
        """The rows of cards on screen (whose glow moves), as ``draw_still`` lays them."""
        scene = self.scene
        widgets: list[CardTrack | HandView] = []
        if not scene.election.started:
            widgets.append(scene.hand if scene.hand_on_left() else scene.track)
            if scene.hand_on_left():
                if scene.cb.phase is Phase.FINAL_PUSH:
                    widgets.append(scene.played)
            elif scene.hand_shown:
                widgets.append(scene.hand)
        if scene.offer.faces:
            widgets.append(scene.offer)
        return widgets

    def _draw_map(self, surface: pygame.Surface) -> None:
        """The sea, the map and its tokens: one cached layer while no state is lit (a
        lit state's pulse runs under the tokens)."""
        scene = self.scene
        view = scene.map_view
        if view.highlight or view.hover is not None:
            self._paint_map(surface)
        else:
            self.map_layer.draw(
                surface, view.rect, scene.map_key(), lambda: self._paint_map(surface)
            )

    def _paint_map(self, surface: pygame.Surface) -> None:
        scene = self.scene
        view = scene.map_view
        pygame.draw.rect(surface, theme.SEA, view.rect, border_radius=8)
        view.draw(surface, ground=("sea", theme.SEA, theme.BACKGROUND))
        scene.tokens.draw(surface)

    def _draw_bar(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        scene = self.scene
        show = scene.election
        if show.in_house:
            names = [n if p in show.contenders else f"{n} (out)" for p, n in enumerate(scene.names)]
            scene.house_bar.draw(surface, styles, names)
            return
        board = scene.cb.board
        scene.vote_bar.caption = (
            (f"{board.majority} of {board.total_ev} electoral votes to win",)
            if show.started
            else projection_captions(scene.projection, board.majority)
        )
        scene.vote_bar.draw(surface, styles, scene.names)

    def _draw_left(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        """The round track, then the Event track, the hand in the Final Push, or the count."""
        scene = self.scene
        shown = scene.cb
        if shown.phase is Phase.CAMPAIGN:
            title = f"Round {shown.round} of {shown.rounds_total}"
        else:
            title = "Final Push" if shown.phase is Phase.FINAL_PUSH else "The count"
        scene.round_track.draw(surface, shown.round, shown.phase is not Phase.CAMPAIGN, title)
        show = scene.election
        if show.started:
            if show.in_house:
                runoff = show.stage == "runoff"
                scene.calls.title = "House run-off" if runoff else "House vote"
            else:
                scene.calls.title = "Electoral College"
            scene.calls.draw(surface, call_rows(shown, show), styles, show.last)
        elif scene.hand_on_left():
            scene.hand.draw_cards(surface)
        else:
            scene.track.draw_cards(surface)

    def _draw_panel(self, surface: pygame.Surface, styles: list[theme.PlayerStyle]) -> None:
        """Players and their holdings, the decision in words, and the hand in the campaign."""
        scene = self.scene
        draw_panel(surface, scene.panel_rect)
        shown = scene.cb
        playing = shown.phase is not Phase.OVER
        if self._holdings[0] is not shown:  # worked out once per view shown
            rows = [[pool_item(*h) for h in holdings(shown, p)] for p in range(shown.n)]
            self._holdings = (shown, rows)
        items, status = self._holdings[1], []
        for player in range(shown.n):
            kind = "computer" if player in scene.bots else ""
            turn = "to play" if playing and player == shown.active else ""
            status.append(", ".join(part for part in (kind, turn) if part))
        scene.pool.draw(
            surface, styles, scene.names, items, shown.active if playing else None, status
        )
        self._draw_key(surface)
        x, y = scene.panel_rect.x + 12, scene.prompt_top
        for line in self.prompt_lines():
            surface.blit(render_text(line, PROMPT_SIZE, theme.TEXT), (x, y))
            y += PROMPT_STEP
        hint = self.hint()
        if hint:  # one line: smaller in a narrow panel rather than cut
            words, size = shrink_to_fit(hint, 13, scene.panel_rect.width - 24, "regular", 10)
            surface.blit(render_text(words, size, theme.ACCENT), (x, y + 2))
        if scene.election.started:
            pass
        elif scene.hand_on_left():
            if scene.cb.phase is Phase.FINAL_PUSH:
                scene.played.draw_cards(surface)
        elif scene.hand_shown:
            scene.hand.draw_cards(surface)
        message = scene.error or scene.saver.last_error
        if message:
            for i, line in enumerate(wrap_text(message, 13, scene.panel_rect.width - 24)[:2]):
                text = render_text(line, 13, theme.DANGER)
                surface.blit(text, (x, scene.panel_rect.bottom - 88 + i * 16))

    def _draw_key(self, surface: pygame.Surface) -> None:
        """A key to the icons of the players' rows, under them (their tooltips say more);
        a cached layer: it changes only with the layout."""
        scene = self.scene
        rect = scene.pool.rect
        kinds = key_kinds(scene.cb.quick_play)
        places, bottom = key_layout(kinds, rect.x + 2, rect.right, scene.key_top)
        area = pygame.Rect(rect.x, scene.key_top, rect.width, bottom - scene.key_top)
        key = (tuple(kinds), tuple(rect), scene.key_top)
        self.key_layer.draw(surface, area, key, lambda: self._paint_key(surface, places))

    def _paint_key(self, surface: pygame.Surface, places: list[tuple[str, str, int, int]]) -> None:
        for kind, words, x, y in places:
            if kind:
                box = pygame.Rect(x, y + 1, KEY_SIZE, KEY_SIZE)
                item = pool_item(kind, "", "", False)
                colour = item.colour or KEY_SAMPLE
                if item.icon in ("cube", "octagon"):
                    draw_token(surface, item.icon, box, colour, OUTLINE)
                else:
                    draw_icon(surface, item.icon, box, colour)
                x = box.right + 3
            surface.blit(render_text(words, KEY_SIZE, theme.TEXT_DIM), (x, y))

    def draw_tooltip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Whatever is under the pointer: a card's text, a holding, or a state's tokens;
        returns the box drawn."""
        scene = self.scene
        pos = scene.hover_pos
        if pos is None or scene.popup_rect is not None:  # the chooser has the stage
            return None
        face = scene.offer.face_at(pos) if scene.offer.faces else None
        if face is None and not scene.election.started:
            face = (scene.hand.face_at(pos) if scene.hand_shown else None) or (
                scene.played.face_at(pos)
            )
            if face is None and not scene.hand_on_left():
                face = scene.track.face_at(pos)
        if face is not None:
            return draw_tooltip(surface, pos, face.tooltip(), 330)
        tip = scene.pool.tooltip_at(pos)
        if tip:
            return draw_tooltip(surface, pos, [tip])
        if scene.offer.faces and scene.offer.rect.collidepoint(pos):
            return None
        code = scene.map_view.state_at(pos)
        if code is not None:
            letters = [style.letter for style in scene.styles()]
            called = scene.election.owners().get(code)
            lines = state_lines(scene.cb, code, scene.names, letters, called)
            if code in scene.map_view.highlight:
                lines.append("Click to choose it.")
            return draw_tooltip(surface, pos, lines, 320)
        return None
