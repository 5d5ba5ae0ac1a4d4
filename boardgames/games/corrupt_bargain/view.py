"""Corrupt Bargain on screen: the 1824 map, the Event track, the players, the count.

Layout: on the left the round track and the Event track (in the Final Push
the viewer's hand takes its place, and during the count the list of states
called); in the middle the votes bar, the map with every state's tokens as
counts, and the log; on the right the players' supplies, the decision in
words with its choices, and the viewer's hand.

Every choice can be made with the mouse (map, track, cards, buttons) or the
keys: 1-9 for the listed options or cards, arrows or Tab and Enter, Page Up /
Page Down through long lists of states, U to undo, Esc for the menu (or to
close a state's chooser). The options are the shared decision panel's, worded
by the decisions themselves; the five campaign actions keep their numbers for
the whole turn (a used one stays, greyed). This file holds the layout and the
decisions; ``view_motion.py`` the animations and the board's marks; ``view_panels.py`` draws; what is worked out from
the state (leads, the count so far) lives in ``presentation.py``, without pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from boardgames.core.protocol import Action
from boardgames.games.corrupt_bargain.actions import (
    ChooseAction,
    Keep,
    KeepEvent,
    PlayCard,
    TakeEvent,
)
from boardgames.games.corrupt_bargain.events import (
    CardPlayed,
)
from boardgames.games.corrupt_bargain.model import (
    ACTIONS,
    PUSH_DECKS,
    STATES_TO_WIN_CONTINGENT,
    TRACK,
    Phase,
)
from boardgames.games.corrupt_bargain.presentation import (
    ElectionShow,
    action_state,
    by_state_of,
    chooser_title,
    empty_hand_text,
    project,
)
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.steps import ChooseActions
from boardgames.games.corrupt_bargain.view_motion import Motion, face_of, played_face
from boardgames.games.corrupt_bargain.view_panels import (
    Painter,
    key_kinds,
    key_layout,
    legend_lines,
)
from boardgames.ui.assets_cache import us_map
from boardgames.ui.fonts import line_height
from boardgames.ui.game_scene import GameScene
from boardgames.ui.widgets.button import Button
from boardgames.ui.widgets.call_list import CallList
from boardgames.ui.widgets.card_face import CardFace, CardPicker
from boardgames.ui.widgets.card_track import CardTrack
from boardgames.ui.widgets.decision_panel import GAP, ROW, ROW_DETAILED, Option
from boardgames.ui.widgets.hand import HandView
from boardgames.ui.widgets.legend import LegendLine
from boardgames.ui.widgets.log_panel import TEXT_SIZE as LOG_TEXT_SIZE
from boardgames.ui.widgets.log_panel import LogPanel
from boardgames.ui.widgets.map_tokens import TokenLayer
from boardgames.ui.widgets.map_view import MapView
from boardgames.ui.widgets.round_track import RoundTrack
from boardgames.ui.widgets.token_pool import TokenPool
from boardgames.ui.widgets.vote_bar import VoteBar

STATES_BOX = (500.0, 50.0, 545.0, 500.0)  # the 24 states and their boxes, in map pixels
SLOT_LABELS = [f"{ap} AP" + ("\n+ Insight" if insight else "") for ap, insight in TRACK]
LOG_LINES = 8  # the log shows at least this many lines on a window 700 pixels high or more
LOG_LINES_SMALL = 4
LOG_FRAME = 56  # the log panel's title, its margins and the gap above it
HAND_MIN = 70  # the hand's title and one row of cards
POPUP_WIDTH = 350  # a state's chooser by the map: room for "Remove Ann's cube from Ohio (2 there)"
CARD_ACTIONS = (TakeEvent, Keep, KeepEvent, PlayCard)  # chosen on the cards themselves


@dataclass(frozen=True, slots=True)
class PickState(Action):
    """A state's button in the panel's grid: it chooses there, or opens the state's chooser
    when one state offers several options. The scene's own; it never reaches the rules."""

    kind = "pick-state"
    state: str


def _fit_details(options: list[Option], room: int) -> list[Option]:
    """The options with their second lines, or without them when the rows would not all
    fit in ``room`` pixels above Undo and Menu (a three-line prompt at 960x600)."""
    height = sum((ROW_DETAILED if option.detail else ROW) + GAP for option in options)
    return options if height <= room else [replace(option, detail="") for option in options]


class CorruptBargainScene(Motion, GameScene):
    def aids_top(self) -> int | None:
        """Under the options and the hand's cards, where the hand sits in the panel's column
        (a full hand leaves no room there, and the tips go beside the panel's foot)."""
        if not self.hand_shown or self.hand_on_left():
            return None
        area = self.panel.area()  # None: the options are on the board (the Event track)
        return max(area.bottom if area is not None else 0, self.hand.used_bottom())

    def __init__(self, app, session) -> None:  # type: ignore[no-untyped-def]
        state = session.state
        assert isinstance(state, CBState)
        board = state.board
        self.map_view = MapView(us_map(board.map_file))
        self.map_view.show_labels = False
        self.tokens = TokenLayer(self.map_view)
        self.round_track = RoundTrack(state.rounds_total, "Final Push")
        self.track = CardTrack(SLOT_LABELS, "Event track")
        self.hand = HandView("Your hand", "No Populace or Politician cards yet")
        self.offer = HandView("", "")
        self.played = HandView("Played in the Final Push", "Nothing played yet")
        self.pool = TokenPool()
        self.calls = CallList("The count")
        self.log_panel = LogPanel()
        self.vote_bar = VoteBar(board.total_ev, board.majority)
        self.house_bar = VoteBar(len(board.states), STATES_TO_WIN_CONTINGENT)
        self.house_bar.caption = (
            f"House: {STATES_TO_WIN_CONTINGENT} of {len(board.states)} states to win"
        )
        self.election = ElectionShow(state.n)
        self.flash: dict[str, float] = {}
        self.banner: tuple[str, CardFace | None] = ("", None)
        self.banner_left = 0.0
        self.fast_count = False
        self.count_caption = ""
        self.projection = project(state)  # the count if held now, for the bar and the map
        self.picked: str | None = None
        self.hover_pos: tuple[int, int] | None = None
        self.popup_rect: pygame.Rect | None = None
        self.popup_title = ""
        self._controls_key: tuple = ()
        self._board_key: tuple = ()
        self._lit: frozenset[str] = frozenset()
        self._options: tuple[list[Option], list[Option]] = ([], [])  # wide rows, state grid
        self._options_rect = pygame.Rect(0, 0, 0, 0)
        self._takes: list[int] = []
        self._keeps: list[Action] = []
        self.plays: list[PlayCard | None] = []  # the viewer's hand: each card's play, if legal
        self.hand_shown = True  # False while the side panel has no room for the hand
        self.painter = Painter(self)
        super().__init__(app, session)
        if self.shown.is_over():  # a finished game loaded: show the count as it ended
            tally = self.cb.tally
            for event in tally.events if tally else ():
                self.election.feed(event)

    @property
    def cb(self) -> CBState:
        state = self.shown
        assert isinstance(state, CBState)
        return state

    # -- layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        m = 8
        n = self.cb.n
        left_w = max(200, min(250, int(width * 0.19)))  # room for card titles at 960 wide
        right_w = max(264, min(370, int(width * 0.27)))
        mid_x = 2 * m + left_w
        mid_w = width - mid_x - right_w - 2 * m
        self.round_track.rect = pygame.Rect(m + 4, m, left_w - 8, 42)
        self.left_rect = pygame.Rect(m, m + 48, left_w, height - 2 * m - 48)
        self.track.set_rect(self.left_rect)
        self.calls.rect = self.left_rect
        bar_h = 46 if n == 2 else 24 + 14 * n
        self.vote_bar.rect = pygame.Rect(mid_x, m, mid_w, bar_h)
        self.house_bar.rect = self.vote_bar.rect
        top = m + bar_h + 8
        lines = LOG_LINES if height >= 700 else LOG_LINES_SMALL
        log_min = LOG_FRAME + lines * line_height(LOG_TEXT_SIZE)
        x, y, w, h = STATES_BOX
        chips = n * 27 + 6  # room right of the boxes at sea for the small states' chips
        for _ in range(2):
            scale = min(mid_w / w, (height - top - m - log_min) / h)
            w = STATES_BOX[2] + chips / scale
        self.map_view.set_view_box((x, y, w, h))
        map_h = min(round(mid_w * h / w), height - top - m - log_min)
        self.map_view.set_rect(pygame.Rect(mid_x, top, mid_w, map_h))
        log_top = self.map_view.rect.bottom + 8
        self.log_panel.rect = pygame.Rect(mid_x, log_top, mid_w, height - log_top - m)
        px = width - right_w - m
        self.panel_rect = pygame.Rect(px, m, right_w, height - 2 * m)
        self.pool.row_height = 46 if n <= 3 or height >= 700 else 40
        self.pool.rect = pygame.Rect(px + 8, m + 8, right_w - 16, self.pool.height_for(n))
        self.key_top = self.pool.rect.bottom + 4  # the key to the players' icons
        kinds = key_kinds(self.cb.quick_play)
        _, key_bottom = key_layout(kinds, self.pool.rect.x + 2, self.pool.rect.right, self.key_top)
        self.prompt_top = key_bottom + 6
        self._controls_key = ()

    # -- decisions ------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        person = self.human_to_move()
        return self.session.state.legal_actions(person) if person is not None else []

    def _rebuild_controls(self) -> None:
        """Options, track, offer and hand follow the decision; worked out again only when
        it changes (the panel itself is placed every frame and rebuilds only on a change)."""
        person = self.human_to_move()
        key = (
            len(self.session.record.actions),
            person,
            self.viewer,
            self.picked,
            self.app.size,
            self.can_undo(),
            self.busy,
            self.panel.page,
        )
        if key != self._controls_key:
            self._controls_key = key
            self._work_out_controls()
        self._place_panel()

    def _work_out_controls(self) -> None:
        legal = self._legal()
        state = self.session.state
        assert isinstance(state, CBState)
        by_state = by_state_of(legal)
        self._lit = frozenset([self.picked] if self.picked in by_state else by_state)
        if self.picked not in by_state:
            self.picked = None
        options = [o for o in self.panel_options() if not isinstance(o.action, CARD_ACTIONS)]
        x, width = self.panel_rect.x + 10, self.panel_rect.width - 20
        top = self.prompt_top + 21 * max(2, len(self.painter.prompt_lines())) + 24
        bottom = self.panel_rect.bottom - 50
        self.popup_rect = None
        if self.picked is not None:
            chosen = [o for o in options if action_state(o.action) == self.picked]
            self._options = (chosen, [])
            self.popup_title = chooser_title(by_state[self.picked][0], state)
            height = 34 + (len(chosen) + 1) * 41
            ax, ay = self.map_view.anchor(self.picked)
            rect = pygame.Rect(ax + 20, ay - height // 2, POPUP_WIDTH, height)
            self.popup_rect = rect.clamp(self.map_view.rect)
            inner = self.popup_rect.inflate(-16, -16)
            inner.y += 20
            self._options_rect = inner
            end = top
        else:
            wide = [o for o in options if action_state(o.action) is None]
            if wide and isinstance(state.head(), ChooseActions):
                wide = self._fixed_actions(wide)
            wide = _fit_details(wide, bottom - 6 - top)
            grid = [Option(PickState(code), f"{code} {state.board.ev[code]}") for code in by_state]
            self._options = (wide, grid)
            self._options_rect = pygame.Rect(x, top, width, max(60, bottom - top - 70))
            end = self._place_panel()
        self._set_cards(legal, state, end + 6, bottom - 8)

    def _fixed_actions(self, options: list[Option]) -> list[Option]:
        """The five campaign actions in the rulebook's order, each at its own number for the
        whole turn: one used already (or not possible now) stays as a greyed placeholder."""
        shown, person = self.cb, self.human_to_move()
        head = shown.head()
        assert isinstance(head, ChooseActions) and person is not None
        listed = {o.action: o for o in options}
        fixed = []
        for act in ACTIONS:
            option = listed.pop(ChooseAction(act), None)
            if option is None:
                words = head.label(shown, person, ChooseAction(act))
                why = "used this turn" if act in shown.used else "not possible now"
                option = Option(None, words, why, enabled=False)  # the reason on its second line
            fixed.append(option)
        return fixed + list(listed.values())

    def _panel_id(self) -> tuple:
        """The decision at hand, and the state whose chooser is open (a new focus for it)."""
        return (*self.decision_id(), self.picked)

    def _place_panel(self) -> int:
        wide, grid = self._options
        extra: list[Button] = []
        if self.picked is not None:
            rect = self._options_rect
            back = pygame.Rect(rect.x, rect.y + len(wide) * 41, rect.width, 36)
            extra.append(Button(back, "Back", self._unpick, True, None, "Esc", 15))
        x, width = self.panel_rect.x + 10, self.panel_rect.width - 20
        extra += self.undo_and_menu_buttons(pygame.Rect(x, self.panel_rect.bottom - 50, width, 40))
        return self.panel.place(self._panel_id(), self._options_rect, wide, grid, 3, extra)

    def choose(self, action: Action) -> None:
        if isinstance(action, PickState):
            self.pick_state(action.state)
        else:
            super().choose(action)

    def _set_cards(
        self, legal: list[Action], state: CBState, hand_top: int, hand_bottom: int
    ) -> None:
        shown = self.cb
        self._takes = [a.slot for a in legal if isinstance(a, TakeEvent)]
        faces = [face_of("event", n) if n is not None else None for n in shown.track]
        self.track.set_cards(faces, [slot in self._takes for slot in range(len(faces))])
        self._keeps = [a for a in legal if isinstance(a, Keep | KeepEvent)]
        offer = [
            face_of(a.deck, a.number) if isinstance(a, Keep) else face_of("event", a.number)
            for a in self._keeps
        ]
        viewer = self.viewer
        cards = (
            []
            if viewer is None
            else [(deck, n) for deck in PUSH_DECKS for n in shown.hands[deck][viewer]]
        )
        playable = {(a.deck, a.number): a for a in legal if isinstance(a, PlayCard)}
        self.plays = [playable.get(card) for card in cards]
        spare = pygame.Rect(
            self.panel_rect.x + 8,
            hand_top,
            self.panel_rect.width - 16,
            max(40, hand_bottom - hand_top),
        )
        if offer:  # the cards on offer take the top of the panel's spare room, off the map
            shared = cards and not self.hand_on_left()
            # Room for two-line tiles (title and effects) if the hand keeps 100 pixels.
            wanted = max(spare.height * 11 // 20, min(46 + 44 * len(offer), spare.height - 100))
            height = max(150, wanted) if shared else spare.height
            offer_rect = pygame.Rect(spare.x, spare.y, spare.width, min(spare.height, height))
            self.offer.set_rect(offer_rect)
            spare = pygame.Rect(
                spare.x,
                offer_rect.bottom + 6,
                spare.width,
                max(40, hand_bottom - offer_rect.bottom - 6),
            )
        self.offer.title = f"Keep one (click it, or 1-{len(offer)})" if offer else ""
        self.offer.set_cards(offer, [True] * len(offer))
        self.hand.set_rect(self.left_rect if self.hand_on_left() else spare)
        # In the side panel the hand needs room for its title and a row of cards; cards on
        # offer take an empty hand's room.
        self.hand_shown = self.hand_on_left() or (
            hand_bottom - spare.y >= HAND_MIN and (bool(cards) or not offer)
        )
        if viewer is None:  # between people: nobody's hand is on screen
            self.hand.title = "Hands hidden"
            self.hand.empty_text = "Each hand shows after its hand-over."
        else:
            self.hand.title = f"{self.names[viewer]}'s hand ({len(cards)})"
            self.hand.empty_text = empty_hand_text(self.cb)
        self.hand.set_cards([face_of(*card) for card in cards], [p is not None for p in self.plays])
        # In the Final Push the panel's spare room shows what was played last, newest first.
        self.played.set_rect(spare)
        played = [entry.event for entry in self.shown_log_entries()]
        faces = [played_face(e, self.names) for e in played if isinstance(e, CardPlayed)]
        self.played.set_cards(faces[::-1], [False] * len(faces))

    def hand_on_left(self) -> bool:
        """The hand takes the track's place once the track is out of play."""
        shown = self.cb
        return shown.phase is Phase.FINAL_PUSH or (shown.quick_play and not self.election.started)

    def _stale(self) -> None:
        self._controls_key = ()

    def pick_state(self, code: str) -> None:
        actions = by_state_of(self._legal()).get(code, [])
        if len(actions) == 1:
            self.submit(actions[0])
        elif actions:
            self.picked = code
            self._stale()

    def _unpick(self) -> None:
        self.picked = None
        self._stale()

    def submit(self, action: Action, player: int | None = None) -> None:
        self.picked = None
        super().submit(action, player)
        self._stale()

    def needs_frames(self) -> bool:
        """Frames also while a bar eases to its totals, so no picture rests mid-way."""
        return super().needs_frames() or self.vote_bar.easing or self.house_bar.easing

    def on_undo(self) -> None:
        self.picked = None
        self._stale()
        self._board_key = ()

    legend_corner = "topleft"  # the unorganised territory of 1824, where no tokens stand

    def legend_lines(self) -> list[LegendLine]:
        return legend_lines(self.styles())

    def _forecast_room(self) -> pygame.Rect:
        """The sea at the map's bottom right, under the small states' boxes: with four
        seats the map is shorter and the forecast taller, and it covered Delaware."""
        from boardgames.ui.widgets.forecast_panel import WIDTH

        rect = self.map_view.rect
        boxes = [self.map_view.box_rect(code) for code in self.cb.board.ev]
        top = max([box.bottom for box in boxes if box is not None], default=rect.y) + 4
        return pygame.Rect(rect.right - WIDTH - 4, top, WIDTH, rect.bottom - 4 - top)

    def forecast_spot(self) -> tuple[int, int] | None:
        """The whole forecast panel where it fits under the small states' boxes."""
        from boardgames.ui.widgets.forecast_panel import panel_height

        room = self._forecast_room()
        if room.height < panel_height(len(self.names)):
            return None
        return room.x, room.bottom - panel_height(len(self.names))

    def forecast_strip(self) -> pygame.Rect | None:
        """Else the compact one (the chances without the chart) there, if it fits."""
        from boardgames.ui.widgets.forecast_panel import compact_height

        room = self._forecast_room()
        height = compact_height(self.names, room.width, room.height)
        if room.height < height:
            return None
        return pygame.Rect(room.x, room.bottom - height, room.width, height)

    # -- input ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.picked and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._unpick()
            return
        super().handle(event)

    def handle_game(self, event: pygame.event.Event) -> None:
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.map_view.handle(event):  # zoom and pan
            return
        for widget, chosen in (
            (self.offer, self._choose_offer),
            (self.track, self._choose_slot),
            (self.hand, self._choose_card),
        ):
            if widget is self.hand and not self.hand_shown:
                continue
            picked = widget.handle(event)
            if picked is not None:
                chosen(picked)
                return
            if widget.picker.active and CardPicker.uses_key(event):
                return
        if self.panel.handle(event, self._panel_id()):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.popup_rect is not None and not self.popup_rect.collidepoint(event.pos):
                self._unpick()
            code = self.map_view.state_at(event.pos)
            if code is not None:
                self.pick_state(code)

    def _choose_slot(self, slot: int) -> None:
        if slot in self._takes:
            self.submit(TakeEvent(slot))

    def _choose_offer(self, index: int) -> None:
        if index < len(self._keeps):
            self.submit(self._keeps[index])

    def _choose_card(self, index: int) -> None:
        action = self.plays[index] if index < len(self.plays) else None
        if action is not None:
            self.submit(action)

    def skip_animation(self) -> None:
        """During the count a skip runs the rest of it at once."""
        if self.election.started and self.election.stage != "done":
            self.fast_count = True
        super().skip_animation()

    # -- drawing --------------------------------------------------------------------
    def still_key(self) -> tuple[object, ...] | None:
        """Besides the table's key: the controls as worked out, the board and the count,
        the prompt and how-to line, the state picked. None (paint every frame) while a
        chooser stands over a pulsing map."""
        map_moves = self.painter.map_moves()
        if map_moves and self.popup_rect is not None:
            return None
        return (
            self._controls_key,
            self.log_panel.look(),  # set as the frame's update starts: a line behind the key's
            self.map_key(),
            self.election.version,
            map_moves,
            tuple(self.painter.prompt_lines()),
            self.painter.hint(),
            self.hand_shown,
            self.picked,
            self.popup_rect,
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        self.painter.draw_still(surface)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.painter.draw_moving(surface)

    def draw_hover_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        return self.painter.draw_tooltip(surface)
