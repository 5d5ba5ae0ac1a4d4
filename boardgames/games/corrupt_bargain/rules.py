"""Corrupt Bargain rules: the 1824 election as a pure-Python state machine.

A turn is a queue of small steps (lockdown, choose a card, each token of each
effect, each action, insight, end of turn). ``legal_actions`` lists the options
of the step at the head of the queue; steps that leave no choice resolve by
themselves, and steps that cannot be carried out are skipped, which is the
rulebook's "complete these events if possible". One interpreter handles every
card effect (see ``_token_options`` and ``_queue_effects``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from boardgames.core.protocol import Action, GameResult, IllegalActionError, OptionSpec
from boardgames.core.rng import SEALED
from boardgames.games.corrupt_bargain.actions import (
    ACTION_TYPES,
    ChooseAction,
    InsightDraw,
    InsightFrom,
    Intrigue,
    Keep,
    KeepEvent,
    Lockdown,
    Pass,
    Place,
    PlayCard,
    Remove,
    TakeEvent,
    UseEvents,
)
from boardgames.games.corrupt_bargain.cards import Effect
from boardgames.games.corrupt_bargain.election import Count, Tally
from boardgames.games.corrupt_bargain.events import (
    ActionChosen,
    CardKept,
    CardPlayed,
    CardsDrawn,
    EventKept,
    EventsDrawn,
    EventTaken,
    FinalPushStarted,
    FirstPlayerDrawn,
    HistoricalStart,
    InsightDrawn,
    InsightTaken,
    LockedDown,
    RoundStarted,
    StepSkipped,
    TokenPlaced,
    TokenRemoved,
    TrackSlid,
    TurnStarted,
)
from boardgames.games.corrupt_bargain.model import (
    ACTION_NAMES,
    ACTIONS,
    CANDIDATES,
    CUBE,
    CYLINDERS,
    DRAW_FOR_ACTION,
    HISTORICAL_START,
    LOCKDOWN_SET,
    OCTAGON,
    QUICK_PLAY_AP,
    ROUNDS,
    SUPPLY,
    TRACK,
    CBBoard,
    load_board,
)
from boardgames.games.corrupt_bargain.texts import HOW_TO_PLAY, TABLE_RULES

HIDDEN = -1  # a card a player's view may not see
DECKS = ("populace", "politician")
Step = tuple[Any, ...]


class CBState:
    """One game of Corrupt Bargain for 2 to 4 players."""

    def __init__(self, board: CBBoard, players: int, seed: int, options: Mapping[str, Any]) -> None:
        if players not in ROUNDS:
            raise ValueError("Corrupt Bargain is for 2 to 4 players")
        self.board = board
        self.n = players
        self.rng = random.Random(seed)
        self.quick_play = bool(options.get("quick_play", False))
        self.historical = bool(options.get("historical_start", False))
        self.cubes: dict[str, list[int]] = {s: [0] * players for s in board.states}
        self.octagons: dict[str, list[int]] = {s: [0] * players for s in board.states}
        self.supply: dict[str, list[int]] = {CUBE: [SUPPLY] * players, OCTAGON: [SUPPLY] * players}
        self.locked: list[str] = []
        self.cylinders = CYLINDERS
        # Decks: the top card is the last element; "to the bottom" inserts at 0.
        self.decks: dict[str, list[int]] = {
            "event": [card.number for card in board.decks.events],
            "populace": [card.number for card in board.decks.populace],
            "politician": [card.number for card in board.decks.politicians],
        }
        for deck in self.decks.values():
            self.rng.shuffle(deck)
        self.event_discard: list[int] = []
        self.played: dict[str, list[int]] = {deck: [] for deck in DECKS}  # Final Push discards
        self.track: list[int | None] = [None] * len(TRACK)
        self.saved: list[list[int]] = [[] for _ in range(players)]
        self.hands: dict[str, list[list[int]]] = {
            deck: [[] for _ in range(players)] for deck in DECKS
        }
        self.round = 1
        self.rounds_total = ROUNDS[players]
        self.first_player = 0
        self.order: list[int] = []
        self.turn_index = 0
        self.active = 0
        self.phase = "campaign"
        self.steps: list[Step] = []
        self.ap_left = 0
        self.used: set[str] = set()
        self.tally: Tally | None = None
        self.opening_events: list[Any] = self._setup()

    # -- setup -----------------------------------------------------------------------
    def _setup(self) -> list[Any]:
        events: list[Any] = []
        if not self.quick_play:
            self.track = [self.decks["event"].pop() for _ in TRACK]
        if self.historical:
            candidates = CANDIDATES[: self.n]
            for player, name in enumerate(candidates):
                for state, cubes, octagons in HISTORICAL_START[name]:
                    self._add(player, state, CUBE, cubes)
                    self._add(player, state, OCTAGON, octagons)
            events.append(HistoricalStart(candidates))
            self.round, self.first_player = 2, 0
        else:
            draws = [self.decks["event"].pop() for _ in range(self.n)]
            self.first_player = max(range(self.n), key=lambda p: draws[p])
            for card in draws:
                self.decks["event"].insert(0, card)
            events.append(FirstPlayerDrawn(tuple(draws), self.first_player))
        events.extend(self._start_round())
        events.extend(self._advance())
        return events

    def _add(self, player: int, state: str, token: str, count: int = 1) -> None:
        board = self.cubes if token == CUBE else self.octagons
        count = min(count, self.supply[token][player])
        board[state][player] += count
        self.supply[token][player] -= count

    def _take(self, owner: int, state: str, token: str, count: int = 1) -> int:
        board = self.cubes if token == CUBE else self.octagons
        count = min(count, board[state][owner])
        board[state][owner] -= count
        self.supply[token][owner] += count
        return count

    # -- rounds and turns ----------------------------------------------------------------
    def _start_round(self) -> list[Any]:
        if self.n == 2:
            start = self.first_player  # two players simply alternate
        else:
            start = (self.first_player + self.round - (2 if self.historical else 1)) % self.n
        self.order = [(start + i) % self.n for i in range(self.n)]
        self.turn_index = 0
        return [RoundStarted(self.round, tuple(self.order)), *self._begin_turn(self.order[0])]

    def _begin_turn(self, player: int) -> list[Any]:
        self.active = player
        self.used = set()
        self.ap_left = 0
        choose = ("qp_draw",) if self.quick_play else ("event",)
        self.steps = [("lockdown",), choose]
        return [TurnStarted(player)]

    def _end_turn(self) -> list[Any]:
        events: list[Any] = []
        if not self.quick_play:
            cards = [card for card in self.track if card is not None]
            new = self.decks["event"].pop() if self.decks["event"] else None
            self.track = [*cards, new] + [None] * (len(TRACK) - len(cards) - 1)
            events.append(TrackSlid(new))
        self.turn_index += 1
        if self.turn_index < self.n:
            return events + self._begin_turn(self.order[self.turn_index])
        if self.round < self.rounds_total:
            self.round += 1
            return events + self._start_round()
        return events + self._start_final_push()

    def _start_final_push(self) -> list[Any]:
        self.phase = "final_push"
        self.event_discard.extend(card for card in self.track if card is not None)
        self.track = [None] * len(TRACK)
        counts = [self.hand_size(p) for p in range(self.n)]
        start_from = self.order[0]
        clockwise = [(start_from + i) % self.n for i in range(self.n)]
        first = max(clockwise, key=lambda p: counts[p])  # ties: earliest clockwise
        self.active = first
        self.steps = [("push",)]
        return [FinalPushStarted(first, tuple(counts))]

    def hand_size(self, player: int) -> int:
        return len(self.hands["populace"][player]) + len(self.hands["politician"][player])

    def _next_push_player(self) -> list[Any]:
        for step in range(1, self.n + 1):
            player = (self.active + step) % self.n
            if self.hand_size(player):
                self.active = player
                self.steps = [("push",)]
                return []
        return self._election()

    def _election(self) -> list[Any]:
        count = Count(self.board, self.cubes, self.octagons, self.n, self._ultimate)
        self.tally = count.electoral_college()
        self.phase = "over"
        self.steps = []
        return list(self.tally.events)

    def _ultimate(self, players: list[int] | tuple[int, ...], what: str) -> list[int]:
        """Each tied player draws an Event card; highest first. Cards go to the bottom."""
        drawn: dict[int, int] = {}
        for player in players:
            if not self.decks["event"]:
                self.rng.shuffle(self.event_discard)
                self.decks["event"], self.event_discard = self.event_discard, []
            drawn[player] = self.decks["event"].pop()
        for card in drawn.values():
            self.decks["event"].insert(0, card)
        return sorted(players, key=lambda p: -drawn[p])

    # -- the protocol ----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def to_move(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.active,)

    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        if self.phase == "over" or not self.steps:
            return []
        return self._options(self.steps[0])

    def apply(self, action: Action) -> list[Any]:
        if self.phase == "over":
            raise IllegalActionError("the game is over")
        step = self.steps[0]
        if action not in self._options(step):
            raise IllegalActionError(f"{action} is not legal now ({self.prompt()})")
        events = self._resolve(step, action)
        return events + self._advance()

    def result(self) -> GameResult | None:
        if self.tally is None or self.tally.winner is None:
            return None
        tally = self.tally
        return GameResult(
            winners=(tally.winner,),
            scores=tally.college,
            summary=f"{{{tally.winner}}} wins the presidency {tally.how}.",
            breakdown=dict(tally.winners),
            details={
                "ny_second": tally.ny_second,
                "house": dict(tally.house),
                "house_tally": list(tally.house_tally),
                "house_first_tally": list(tally.house_first_tally),
                "contenders": list(tally.contenders),
                "runoff": list(tally.runoff),
                "how": tally.how,
            },
        )

    # -- options of each step ------------------------------------------------------------
    def _eligible(self, where: str | None, token: str) -> tuple[str, ...]:
        """States a token may go to or come from: in ``where``, unlocked, no cubes in legislatures."""
        if where is None or where == "any":
            candidates = self.board.states
        elif where in self.board.regions:
            candidates = self.board.regions[where]
        else:
            candidates = (where,)
        locked = self.locked
        legislature = self.board.legislature
        return tuple(
            s for s in candidates if s not in locked and not (token == CUBE and s in legislature)
        )

    def _token_options(self, action: str, what: str, where: str, owner: str | None) -> list[Action]:
        player = self.active
        if action == "add":
            if self.supply[what][player] <= 0:
                return []
            return [Place(s) for s in self._eligible(where, what)]
        owners = [player] if owner == "own" else [p for p in range(self.n) if p != player]
        kinds = (CUBE, OCTAGON) if what == "token" else (what,)
        options: list[Action] = []
        for kind in kinds:
            counts = self.cubes if kind == CUBE else self.octagons
            for state in self._eligible(where, kind):
                row = counts[state]
                options.extend(Remove(state, o, kind) for o in owners if row[o] > 0)
        return options

    def _options(self, step: Step) -> list[Action]:
        kind = step[0]
        player = self.active
        if kind == "token":
            return self._token_options(step[1], step[2], step[3], step[4])
        if kind == "lockdown":
            if self.cylinders <= 0:
                return []
            suits = self._suits(player)
            full = [suit for suit, cards in suits.items() if len(cards) >= LOCKDOWN_SET]
            if not full:
                return []
            states = [s for s in self.board.states if s not in self.locked]
            return [Lockdown(s, suit) for suit in full for s in states] + [Pass()]
        if kind == "event":
            return [TakeEvent(slot) for slot, card in enumerate(self.track) if card is not None]
        if kind == "actions":
            if self.ap_left <= 0:
                return []
            return [ChooseAction(a) for a in ACTIONS if a not in self.used and self._can(a)] + [
                Pass()
            ]
        if kind == "place":
            if self.supply[step[1]][player] <= 0:
                return []
            return [Place(s) for s in self._eligible("any", step[1])]
        if kind in ("keep", "insight_keep"):
            return [Keep(deck, number) for deck, number in step[-1]]
        if kind == "intrigue":
            rivals = [p for p in range(self.n) if p != player]
            return [
                Intrigue(s, r)
                for s in self._eligible("any", OCTAGON)
                if self.octagons[s][player] > 0
                for r in rivals
            ]
        if kind == "insight":
            rivals = [p for p in range(self.n) if p != player and self.hand_size(p) >= 2]
            if rivals:
                return [InsightFrom(r) for r in rivals]
            return [InsightDraw(deck) for deck in DECKS if self.decks[deck]]
        if kind == "qp_keep":
            return [KeepEvent(number) for number in step[1]]
        if kind == "qp_use":
            return [UseEvents(True), UseEvents(False)]
        if kind == "push":
            return [PlayCard(deck, number) for deck in DECKS for number in self.hands[deck][player]]
        raise AssertionError(f"unknown step {step!r}")

    def _can(self, action: str) -> bool:
        """An action is offered only if it could do something."""
        player = self.active
        if action == "support":
            return self.supply[OCTAGON][player] > 0 and bool(self._eligible("any", OCTAGON))
        if action == "popular":
            return self.supply[CUBE][player] > 0 and bool(self._eligible("any", CUBE))
        if action == "backrooms":
            return bool(self.decks["politician"])
        if action == "gotv":
            return bool(self.decks["populace"])
        return any(self.octagons[s][player] > 0 for s in self._eligible("any", OCTAGON))

    def _suits(self, player: int) -> dict[str, list[int]]:
        suits: dict[str, list[int]] = {}
        for number in self.saved[player]:
            if number != HIDDEN:
                suits.setdefault(self.board.decks.event(number).suit, []).append(number)
        return suits

    # -- resolving a decision ----------------------------------------------------------------
    def _resolve(self, step: Step, action: Action) -> list[Any]:
        player = self.active
        kind = step[0]
        self.steps.pop(0)
        if isinstance(action, Pass):
            return []
        if isinstance(action, Lockdown):
            cards = sorted(self._suits(player)[action.suit])[:LOCKDOWN_SET]
            for card in cards:
                self.saved[player].remove(card)
            self.event_discard.extend(cards)
            self.locked.append(action.state)
            self.cylinders -= 1
            return [LockedDown(player, action.state, action.suit, tuple(cards))]
        if isinstance(action, TakeEvent):
            number = self.track[action.slot]
            assert number is not None
            self.track[action.slot] = None
            self.saved[player].append(number)
            points, insight = TRACK[action.slot]
            card = self.board.decks.event(number)
            self.ap_left = points
            tail: list[Step] = (
                [("actions",)] + ([("insight",)] if insight else []) + [("end_turn",)]
            )
            self.steps[0:0] = self._effect_steps(card.effects, card.title) + tail
            return [EventTaken(player, action.slot, number, card.title, points, insight)]
        if isinstance(action, Place):
            token = step[2] if kind == "token" else step[1]
            self._add(player, action.state, token)
            return [TokenPlaced(player, action.state, token)]
        if isinstance(action, Remove):
            self._take(action.owner, action.state, action.token)
            return [TokenRemoved(player, action.owner, action.state, action.token)]
        if isinstance(action, ChooseAction):
            return self._start_action(action.action)
        if isinstance(action, Keep):
            return self._keep(step, action)
        if isinstance(action, Intrigue):
            own = self._take(player, action.state, OCTAGON)
            theirs = self._take(action.rival, action.state, OCTAGON, 2)
            events: list[Any] = [TokenRemoved(player, player, action.state, OCTAGON, own)]
            if theirs:
                events.append(TokenRemoved(player, action.rival, action.state, OCTAGON, theirs))
            return events
        if isinstance(action, InsightFrom):
            pool = [(deck, n) for deck in DECKS for n in self.hands[deck][action.rival]]
            picked = tuple(self.rng.sample(pool, 2))
            for deck, number in picked:
                self.hands[deck][action.rival].remove(number)
            self.steps.insert(0, ("insight_keep", action.rival, picked))
            return [InsightDrawn(player, action.rival, picked)]
        if isinstance(action, InsightDraw):
            number = self.decks[action.deck].pop()
            self.hands[action.deck][player].append(number)
            return [CardsDrawn(player, action.deck, (number,))]
        if isinstance(action, KeepEvent):
            other = next(n for n in step[1] if n != action.number)
            self.saved[player].append(action.number)
            self.event_discard.append(other)
            self.steps.insert(0, ("qp_use", action.number))
            return [EventKept(player, action.number, self.board.decks.event(action.number).title)]
        if isinstance(action, UseEvents):
            card = self.board.decks.event(step[1])
            self.ap_left = QUICK_PLAY_AP + (0 if action.use else 1)
            effects = self._effect_steps(card.effects, card.title) if action.use else []
            self.steps[0:0] = effects + [("actions",), ("end_turn",)]
            return [EventKept(player, card.number, card.title, action.use)]
        if isinstance(action, PlayCard):
            self.hands[action.deck][player].remove(action.number)
            self.played[action.deck].append(action.number)
            card = (
                self.board.decks.populace[action.number - 1]
                if action.deck == "populace"
                else self.board.decks.politicians[action.number - 1]
            )
            self.steps[0:0] = self._effect_steps(card.effects, card.title) + [("push_next",)]
            return [CardPlayed(player, action.deck, action.number, card.title)]
        raise AssertionError(f"unhandled {action!r}")

    def _effect_steps(self, effects: tuple[Effect, ...], source: str) -> list[Step]:
        """The one effect interpreter: each effect becomes single-token steps or a draw."""
        steps: list[Step] = []
        for effect in effects:
            if effect.action == "draw":
                steps.append(("draw", effect.what, effect.count))
            else:
                steps.extend(
                    ("token", effect.action, effect.what, effect.where, effect.owner, source)
                    for _ in range(effect.count)
                )
        return steps

    def _start_action(self, name: str) -> list[Any]:
        player = self.active
        self.ap_left -= 1
        self.used.add(name)
        events: list[Any] = [ActionChosen(player, name)]
        if name in ("support", "popular"):
            sub: Step = ("place", OCTAGON if name == "support" else CUBE)
        elif name in ("backrooms", "gotv"):
            deck = "politician" if name == "backrooms" else "populace"
            count = min(DRAW_FOR_ACTION, len(self.decks[deck]))
            drawn = tuple(self.decks[deck].pop() for _ in range(count))
            events.append(CardsDrawn(player, deck, drawn))
            sub = ("keep", name, tuple((deck, n) for n in drawn))
        else:
            sub = ("intrigue",)
        # The action's own decision comes first; then the player may choose another action.
        self.steps[0:0] = [sub, ("actions",)]
        return events

    def _keep(self, step: Step, action: Keep) -> list[Any]:
        player = self.active
        others = [(deck, n) for deck, n in step[-1] if (deck, n) != (action.deck, action.number)]
        self.hands[action.deck][player].append(action.number)
        if step[0] == "insight_keep":
            rival = step[1]
            for deck, number in others:
                self.hands[deck][rival].append(number)
            return [InsightTaken(player, rival, (action.deck, action.number), others[0])]
        for deck, number in others:
            self.decks[deck].insert(0, number)
        return [CardKept(player, action.deck, action.number, len(others))]

    def _advance(self) -> list[Any]:
        """Run the steps that need no decision until one does (or the game ends)."""
        events: list[Any] = []
        while self.phase != "over" and self.steps:
            step = self.steps[0]
            kind = step[0]
            if kind == "end_turn":
                self.steps.pop(0)
                events.extend(self._end_turn())
                continue
            if kind == "push_next":
                self.steps.pop(0)
                events.extend(self._next_push_player())
                continue
            if kind == "draw":
                self.steps.pop(0)
                deck = self.decks[step[1]]
                drawn = tuple(deck.pop() for _ in range(min(step[2], len(deck))))
                self.hands[step[1]][self.active].extend(drawn)
                if drawn:
                    events.append(CardsDrawn(self.active, step[1], drawn))
                continue
            if kind == "qp_draw":
                self.steps.pop(0)
                deck = self.decks["event"]
                drawn = tuple(deck.pop() for _ in range(min(2, len(deck))))
                if len(drawn) == 2:
                    self.steps.insert(0, ("qp_keep", drawn))
                    events.append(EventsDrawn(self.active, drawn))
                else:  # the deck ran dry: two action points, no event
                    self.event_discard.extend(drawn)
                    self.ap_left = QUICK_PLAY_AP
                    self.steps[0:0] = [("actions",), ("end_turn",)]
                continue
            options = self._options(step)
            if not options:
                self.steps.pop(0)
                if kind == "token":
                    # The rest of the same effect cannot be carried out either: one log line.
                    skipped = 1
                    while self.steps and self.steps[0] == step:
                        self.steps.pop(0)
                        skipped += 1
                    text = self._step_text(step, skipped)
                    events.append(StepSkipped(self.active, f"{text}: not possible, skipped"))
                continue
            if kind == "token" and len(options) == 1:
                events.extend(self._resolve(step, options[0]))
                continue
            break
        return events

    # -- words -------------------------------------------------------------------------------
    def _step_text(self, step: Step, count: int = 1) -> str:
        action, what, where, owner = step[1], step[2], step[3], step[4]
        return Effect(action, what, count, where, owner).text()

    def prompt(self) -> str:
        if self.phase == "over":
            return "The election is decided."
        step = self.steps[0]
        kind = step[0]
        if kind == "token":
            return f"{step[5]}: {self._step_text(step)}."
        texts = {
            "lockdown": "You may turn in three Event cards of one suit to lock down a state, or pass.",
            "event": "Choose an Event card from the track.",
            "actions": f"Choose an action ({self.ap_left} action point{'s' if self.ap_left != 1 else ''} left), or end your actions.",
            "intrigue": "Political Intrigue: choose a state where you have an octagon, and an opponent.",
            "insight": "Insight: choose an opponent to draw two cards from.",
            "insight_keep": "Insight: keep one of the two cards; the other goes back.",
            "qp_keep": "Keep one of the two Event cards you drew.",
            "qp_use": "Play the card's events, or take a third action instead.",
            "push": "Final Push: play a card from your hand.",
        }
        if kind == "place":
            return f"{ACTION_NAMES['support' if step[1] == OCTAGON else 'popular']}: place 1 {step[1]} in a state."
        if kind == "keep":
            deck = "Politician" if step[1] == "backrooms" else "Populace"
            return f"{ACTION_NAMES[step[1]]}: keep one of the {len(step[2])} {deck} cards drawn."
        if kind == "insight" and not any(isinstance(a, InsightFrom) for a in self._options(step)):
            return "Insight: no opponent holds two cards; draw one card from a deck."
        return texts[kind]

    # -- copies and views -------------------------------------------------------------------
    def clone(self) -> CBState:
        twin = object.__new__(CBState)
        twin.__dict__.update(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.cubes = {s: list(v) for s, v in self.cubes.items()}
        twin.octagons = {s: list(v) for s, v in self.octagons.items()}
        twin.supply = {k: list(v) for k, v in self.supply.items()}
        twin.locked = list(self.locked)
        twin.decks = {k: list(v) for k, v in self.decks.items()}
        twin.event_discard = list(self.event_discard)
        twin.played = {k: list(v) for k, v in self.played.items()}
        twin.track = list(self.track)
        twin.saved = [list(v) for v in self.saved]
        twin.hands = {k: [list(h) for h in v] for k, v in self.hands.items()}
        twin.order = list(self.order)
        twin.steps = list(self.steps)
        twin.used = set(self.used)
        twin.opening_events = list(self.opening_events)
        return twin

    def view(self, player: int) -> CBState:
        """A copy with what ``player`` may not see replaced by HIDDEN: others' hands, deck order."""
        twin = self.clone()
        twin.rng = SEALED
        for deck in twin.hands:
            for other in range(self.n):
                if other != player:
                    twin.hands[deck][other] = [HIDDEN] * len(twin.hands[deck][other])
        twin.decks = {k: [HIDDEN] * len(v) for k, v in twin.decks.items()}
        if self.quick_play:  # kept Event cards were never shown in Quick Play
            twin.saved = [v if p == player else [HIDDEN] * len(v) for p, v in enumerate(twin.saved)]
        if self.active != player:
            twin.steps = [_hide_step(step) for step in twin.steps]
        return twin

    def determinize(self, player: int, rng: random.Random) -> CBState:
        """A state consistent with ``player``'s view: unseen cards dealt again at random."""
        twin = self.view(player)
        for deck, full in (("populace", 60), ("politician", 60), ("event", 80)):
            known = set(self._known_cards(twin, deck))
            unseen = [n for n in range(1, full + 1) if n not in known]
            rng.shuffle(unseen)
            holders = list(twin.hands[deck]) if deck in twin.hands else []
            for hand in holders:
                for index, number in enumerate(hand):
                    if number == HIDDEN:
                        hand[index] = unseen.pop()
            twin.decks[deck] = [unseen.pop() if n == HIDDEN else n for n in twin.decks[deck]]
        twin.rng = random.Random(rng.random())
        return twin

    @staticmethod
    def _known_cards(state: CBState, deck: str) -> list[int]:
        if deck == "event":
            known = [n for n in state.track if n is not None]
            known += state.event_discard
            known += [n for hand in state.saved for n in hand if n != HIDDEN]
            return known
        known = [n for hand in state.hands[deck] for n in hand if n != HIDDEN] + state.played[deck]
        for step in state.steps:
            if step[0] in ("keep", "insight_keep"):
                known += [n for d, n in step[-1] if d == deck and n != HIDDEN]
        return known


def _hide_step(step: Step) -> Step:
    if step[0] in ("keep", "insight_keep"):
        return (*step[:-1], tuple((deck, HIDDEN) for deck, _ in step[-1]))
    if step[0] == "qp_keep":
        return (step[0], tuple(HIDDEN for _ in step[1]))
    return step


OPTIONS = (
    OptionSpec(
        "quick_play",
        "Quick Play (no Event track: draw two, keep one; 2 action points)",
        (False, True),
        False,
    ),
    OptionSpec(
        "historical_start",
        "Historical Start (Adams, Jackson, Crawford, Clay placements; from round 2)",
        (False, True),
        False,
    ),
)


class CorruptBargain:
    """Registry entry for Corrupt Bargain."""

    id = "corrupt-bargain"
    title = "Corrupt Bargain"
    version = 1
    min_players = 2
    max_players = 4
    options = OPTIONS
    action_types = ACTION_TYPES
    hidden_information = True
    blurb = "Cubes, octagons and back rooms in the four-way race of 1824."

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> CBState:
        return CBState(load_board(), num_players, seed, options)

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
