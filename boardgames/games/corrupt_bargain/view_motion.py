"""What moves on Corrupt Bargain's screen: each event's flash, banner and sound, the count
called state by state (or at once, once skipped), and the map's fills and token chips,
worked out again only when the state shown or the count moves on."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from boardgames.core.protocol import Event
from boardgames.games.corrupt_bargain.events import (
    CardPlayed,
    CollegeResult,
    ContingentResult,
    ContingentStarted,
    EventTaken,
    FinalPushStarted,
    GameWon,
    HouseStateCalled,
    LockedDown,
    StateCalled,
    TieBroken,
    TokenPlaced,
    TokenRemoved,
)
from boardgames.games.corrupt_bargain.presentation import (
    ElectionShow,
    board_marks,
    card_text,
    project,
)
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.view_panels import DECK_COLOURS, DECK_ICONS, SUITS, map_fills
from boardgames.ui.widgets.card_face import CardFace
from boardgames.ui.widgets.map_tokens import StateTokens


@cache
def face_of(deck: str, number: int) -> CardFace:
    """A card's face for the widgets (the same object every time, so caches hit)."""
    text = card_text(deck, number)
    colour, icon = SUITS[text.suit] if text.suit else (DECK_COLOURS[deck], DECK_ICONS[deck])
    return CardFace(
        number, text.title, text.caption, colour, icon, text.short, text.full, text.note
    )


def played_face(event: CardPlayed, names: list[str]) -> CardFace:
    """A played card's face, its caption the name of who played it (its colour and icon
    give the deck: a caption of both was cut to the deck's name alone)."""
    return replace(face_of(event.deck, event.number), caption=names[event.player])


class Motion:
    """The animations and the board's marks of the Corrupt Bargain scene (a mixin)."""

    # What the scene provides.
    app: Any
    names: list[str]
    shown: Any
    cb: CBState
    election: ElectionShow
    fast_count: bool
    flash: dict[str, float]
    banner: tuple[str, CardFace | None]
    banner_left: float
    count_caption: str
    map_view: Any
    track: Any
    hand: Any
    offer: Any
    vote_bar: Any
    house_bar: Any
    log_panel: Any
    tokens: Any
    projection: Any
    hover_pos: tuple[int, int] | None
    _lit: Any
    _board_key: tuple[object, ...]

    def animate(self, event: Event) -> float:
        seconds = self.app.animation_time
        names = self.names
        if self.election.feed(event):
            self._board_key = ()
            self.count_caption = event.describe(names)
            if isinstance(event, GameWon):
                self._show_banner(f"{names[event.winner]} wins the presidency {event.how}!", 3.0)
                self.app.sound.play("fanfare")
                return seconds(1.5)
            if self.fast_count:
                return 0.0
            if isinstance(event, StateCalled | HouseStateCalled):
                self.flash[event.state] = seconds(0.6)
                if isinstance(event, StateCalled) and event.place == "second":
                    first = names[self.election.called.get(event.state, event.winner)]
                    self._show_banner(
                        f"New York splits: 26 to {first}, 10 to {names[event.winner]}", 1.4
                    )
                    return seconds(1.2)
                self.app.sound.play("win_state" if isinstance(event, StateCalled) else "click")
                return seconds(0.42 if isinstance(event, StateCalled) else 0.3)
            if isinstance(event, CollegeResult | ContingentStarted | ContingentResult):
                self._show_banner(event.describe(names), 2.0)
                return seconds(1.8)
            return 0.0
        if isinstance(event, TokenPlaced | TokenRemoved | LockedDown):
            self.flash[event.state] = seconds(0.5)
            self.app.sound.play("click")
            return seconds(0.6 if isinstance(event, LockedDown) else 0.28)
        if isinstance(event, EventTaken):
            self.track.flash[event.slot] = seconds(0.5)
            return seconds(0.35)
        if isinstance(event, CardPlayed):
            self._show_banner(
                f"{names[event.player]} plays", 1.6, face_of(event.deck, event.number)
            )
            return seconds(1.3)
        if isinstance(event, FinalPushStarted):
            self._show_banner(event.describe(names), 1.8)
            return seconds(1.4)
        if isinstance(event, TieBroken):
            self._show_banner(event.describe(names), 1.4)
            return seconds(1.0)
        return 0.0

    def _show_banner(self, text: str, seconds: float, face: CardFace | None = None) -> None:
        self.banner = (text, face)
        self.banner_left = self.app.animation_time(seconds)

    def animate_frame(self, dt: float) -> None:
        for widget in (self.map_view, self.track, self.hand, self.offer):
            widget.update(dt)
        for code in list(self.flash):
            self.flash[code] -= dt
            if self.flash[code] <= 0:
                del self.flash[code]
        self.banner_left = max(0.0, self.banner_left - dt)
        self._update_board()
        self.vote_bar.update(self._votes(), dt)
        self.house_bar.update(self.election.house_tally, dt)
        self.log_panel.set_lines(self.shown_log_lines())
        self._rebuild_controls()
        self.map_view.highlight = self._lit
        self.map_view.hover = self.map_view.state_at(self.hover_pos) if self.hover_pos else None

    def _votes(self) -> list[int]:
        return self.election.totals if self.election.started else list(self.projection.totals)

    def _update_board(self) -> None:
        """Fills and token chips, redone only when the shown state or the count moved on."""
        view = self.map_view
        key = (
            self.shown,  # the state itself, compared by identity: an id may be reused
            self.election.version,
            tuple(self.styles()),
            view.rect.size,
            view.scale,  # zoom and pan move the chips too
            view.offset,
        )
        if key == self._board_key:
            return
        self._board_key = key
        shown, styles = self.cb, self.styles()
        self.projection = projection = project(shown)
        fills, hatches = map_fills(projection, self.election, styles)
        self.map_view.set_fills(fills, hatches=hatches)
        tokens = {code: StateTokens(*marks) for code, marks in board_marks(shown).items()}
        self.tokens.set(tokens, styles, fills)

    def map_key(self) -> tuple[object, ...]:
        """Everything the map and its tokens are drawn from (the view shown, the count, the
        colours, the size, zoom and pan)."""
        view = self.map_view
        return (self._board_key, view.zoom, view.label_size, view.show_labels)
