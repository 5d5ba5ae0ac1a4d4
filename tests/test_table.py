"""The table: one test over all five games and every table option, driving the real scene
with key presses and clicks, at tables of people only and of people with a computer.

At every frame it checks four things the shared scene promises:
1. Nothing hidden is drawn: no text the fonts rendered names a secret of anyone but the
   screen's owner, who is the person deciding after their hand-over (or, alone at the
   screen, the one person); between their decisions the screen is a bystander's.
2. No input crosses: a key held (its repeats) or a click sent twice when a person decides
   never acts for the next person.
3. Esc pauses at every hand-over, and closing the menu returns to that hand-over.
4. Back works: at a hand-over the person before can take back their last step.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.core.zones import HIDDEN, Seen
from boardgames.games import get_game
from boardgames.ui.app import App
from boardgames.ui.game_scene import GameScene
from boardgames.ui.scenes.overlays import ConfirmScene, HandOverScene, PauseScene
from boardgames.ui.scenes.results import ResultsScene
from tests.helpers import click_at, record_drawn_texts, wait_out_guard

FRAMES = 260  # frames a run plays; the decisions met in them are what is checked
# A held key or queued clicks: a repeat every frame for half a second, past the input guard's
# 0.4 s, so a key still held when the guard lifts is seen to stay dead.
HOLD_FRAMES = 10
HOLD_FRAME_SECONDS = 0.05


# -- what each game's secrets are called on screen ---------------------------------------
def _cb_name(state: Any, pool: Any, item: int) -> str | None:
    from boardgames.games.corrupt_bargain.model import load_board

    return load_board().deck_cards(pool)[item - 1].title


def tap(app: App, key: int) -> None:
    """One press and release of ``key``, at once (a person's keystroke, with no wait for
    the input guard: these tests check what the guard lets through)."""
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))


def _bm_name(state: Any, pool: Any, item: int) -> str | None:
    return state.cards[item].title


def _president_name(state: Any, pool: Any, item: int) -> str | None:
    # Action cards (Deal, Promotion...) are the same in every hand: only envelopes are secret words.
    return state.board.envelopes[item].title if pool == "envelopes" else None


def _landslide_name(state: Any, pool: Any, item: int) -> str | None:
    return state.board.data.politics[item].title if pool == "politics" else None


# Texts that list a candidate's printed deck less the cards played: public by the rules
# (which of those cards are in hand is the secret), so a title there tells nothing.
PUBLIC_LISTS: dict[str, re.Pattern[str]] = {"bull-moose": re.compile(r"^\d+ ")}

NAMERS: dict[str, Callable[[Any, Any, int], str | None]] = {
    "corrupt-bargain": _cb_name,
    "bull-moose": _bm_name,
    "president": _president_name,
    "landslide": _landslide_name,
}


def secret_words(state: Any, game_id: str, owner: int | None) -> dict[int, set[str]]:
    """Per player, the names of items they hold that ``owner`` may not see and that no
    zone ``owner`` sees shows either (a title seen face up elsewhere is no secret)."""
    namer = NAMERS.get(game_id)
    zones = getattr(state, "zones", None)
    if namer is None or zones is None:
        return {}
    seen = zones.redact(owner)
    public: set[str] = set()
    hidden: dict[int, set[str]] = {}
    for key in zones:
        zone = zones.zone(key)
        for item, shown in zip(zones[key], seen[key], strict=True):
            if item is None or item == HIDDEN:
                continue
            name = namer(state, zone.pool, item)
            if not name:
                continue
            if shown == HIDDEN:
                if zone.seen is Seen.OWNER and zone.owner is not None:
                    hidden.setdefault(zone.owner, set()).add(name)
            else:
                public.add(name)
    secrets = {player: names - public for player, names in hidden.items() if names - public}
    for player, words in HANDS.get(game_id, lambda state, owner: {})(state, owner).items():
        secrets.setdefault(player, set()).update(words)
    return secrets


def _landslide_hands(state: Any, owner: int | None) -> dict[int, set[str]]:
    """A hand of Vote cards read out ("5M, 2M x2, 0.25M") is its owner's secret where it has
    three cards or more (shorter ones read like a bid or a payment)."""
    from boardgames.games.landslide.events import vote_summary

    hands: dict[int, set[str]] = {}
    for player in range(state.num_players):
        if player == owner:
            continue
        values = [v for v in state.zones[("votes", player)] if v not in (None, HIDDEN)]
        if len(values) >= 3:
            hands[player] = {vote_summary(values)}
    return hands


HANDS: dict[str, Callable[[Any, int | None], dict[int, set[str]]]] = {
    "landslide": _landslide_hands,
}


def _zones_holding(state: Any, word: str, game_id: str) -> list[Any]:
    """Where an item of that name lies (for the failure message)."""
    namer = NAMERS[game_id]
    zones = state.zones
    return [
        key
        for key in zones
        if any(
            item not in (None, HIDDEN) and namer(state, zones.zone(key).pool, item) == word
            for item in zones[key]
        )
    ]


# -- the tables ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Table:
    game: str
    options: dict[str, Any]
    people: int
    computers: int
    seed: int

    def __str__(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options.items() if v) or "default"
        return f"{self.game}-{opts}-{self.people}p{self.computers}c"


def _tables() -> Iterator[Any]:
    """Every table: each game's default options with people only in the quick run, the
    other options and the tables with a computer in the slow set (CI runs both)."""
    for table in _all_tables():
        quick = table.computers == 0 and table.options == _DEFAULTS.get(table.game, table.options)
        quick = quick or table.game == "electoral-dice"
        yield pytest.param(table, id=str(table), marks=() if quick else pytest.mark.slow)


_DEFAULTS = {
    "corrupt-bargain": {"quick_play": False, "historical_start": False},
    "president": {"claims": False},
    "landslide": {"hand_over_bids": False, "proxy_bids": False},
}


def _all_tables() -> Iterator[Table]:
    option_sets = {
        "electoral-dice": [{}],
        "corrupt-bargain": [
            {"quick_play": False, "historical_start": False},
            {"quick_play": True, "historical_start": False},
            {"quick_play": False, "historical_start": True},
        ],
        "bull-moose": [{}],
        "president": [{"claims": False}, {"claims": True}],
        "landslide": [
            {"hand_over_bids": False, "proxy_bids": False},
            {"hand_over_bids": True, "proxy_bids": False},
            {"hand_over_bids": False, "proxy_bids": True},
        ],
    }
    seed = 11
    for game, sets in option_sets.items():
        ruleset = get_game(game).ruleset
        for index, options in enumerate(sets):
            seed += 1
            people = min(3, ruleset.max_players)
            yield Table(game, options, people, 0, seed)  # people only
            if index == 0:  # people with a computer
                people = max(1, ruleset.min_players - 1) if ruleset.max_players == 2 else 2
                yield Table(game, options, people, 1, seed + 100)


TABLES = list(_tables())


def _start(app: App, table: Table) -> tuple[GameScene, Session]:
    entry = get_game(table.game)
    names = ["Ann", "Bob", "Cy", "Dee"]
    seats = [Seat(names[i], i) for i in range(table.people)]
    seats += [
        Seat(f"Computer {i}", i, is_bot=True, bot_level="random")
        for i in range(table.people, table.people + table.computers)
    ]
    ruleset = entry.ruleset
    options = {spec.key: table.options.get(spec.key, spec.default) for spec in ruleset.options}
    record = GameRecord(ruleset.id, ruleset.version, options, seats, table.seed)
    session = Session(ruleset, record)
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    return scene, session


def _next_person(scene: GameScene) -> int | None:
    """The person the game waits for, animations aside (the scene's own answer)."""
    return scene.next_person()


def _decision_buttons(scene: GameScene) -> list[Any]:
    """The buttons that decide (not Undo or Menu) the person at the screen may press."""
    group = scene.panel.buttons if scene.panel.buttons.buttons else getattr(scene, "buttons", None)
    if group is None:
        return []
    return [b for b in group.buttons if b.enabled and b.label not in ("Undo", "Menu")]


def _owner(scene: GameScene) -> int | None:
    """Whose secrets may be on screen now: alone at the screen, the one person; in hot seat
    the person deciding now after their hand-over, or the person whose own part of a move is
    being shown (never while someone else's part of it plays); else nobody."""
    if not scene.hot_seat:
        return scene.humans[0] if len(scene.humans) == 1 else scene.viewer
    viewer = scene.viewer
    if viewer is None or _next_person(scene) != viewer:
        return None
    if scene.busy:
        actor = getattr(scene.animating, "player", viewer)
        return viewer if actor == viewer else None
    return viewer


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return record_drawn_texts(monkeypatch)


@pytest.mark.parametrize("table", TABLES)
def test_the_table(app: App, drawn: list[str], table: Table) -> None:
    # Animations short but not instant, so frames are drawn while a move plays out (where
    # someone's hand could stay on screen through the next player's roll).
    app.settings.animation_speed = 0.1
    scene, session = _start(app, table)
    rng = random.Random(table.seed)
    people = set(scene.humans)
    pressed: list[tuple[str, str]] = []  # the buttons chosen, for a failure's message
    checked = {
        "hand-overs": 0,
        "backs offered": 0,
        "backs": 0,
        "held keys": 0,
        "decisions": 0,
        "changed minds": 0,
    }
    for _ in range(FRAMES):
        drawn.clear()
        app.frame(1 / 60)
        top = app.stack.top
        if isinstance(top, ResultsScene) or session.state.is_over():
            break
        if isinstance(top, HandOverScene):
            _check_hand_over(app, scene, session, top, rng, checked)
            continue
        if isinstance(top, ConfirmScene):  # the last sealed choice waits to be revealed
            _check_reveal_question(app, scene, session, rng, checked)
            continue
        assert top is scene, f"unexpected screen {type(top).__name__} after {pressed[-3:]}"
        _check_nothing_hidden(scene, session, table.game, drawn)
        person = scene.human_to_move()
        if person is None:
            strip_up = getattr(scene, "strip_up", None)  # Landslide's table-wide question
            if strip_up is not None and strip_up():
                wait_out_guard(app)
                app.frame(1 / 60)
                buttons = _decision_buttons(scene)
                if buttons:
                    rng.choice(buttons).action()
            continue
        wait_out_guard(app)
        app.frame(1 / 60)  # the panel is laid out for this decision
        buttons = _decision_buttons(scene)
        if not buttons:
            legal = session.state.legal_actions(person)
            scene.submit(rng.choice(legal), person)  # a map-only choice: as a click would
            continue
        checked["decisions"] += 1
        button = rng.choice(buttons)
        pressed.append((button.label, button.hint))
        _decide_holding_the_input(app, scene, session, button, people, checked)
    assert checked["decisions"] >= 3, checked
    assert checked["backs"] or not checked["backs offered"], checked
    if scene.hot_seat and any(session.state.is_private(p) for p in people):
        assert checked["hand-overs"], checked


def _check_nothing_hidden(scene: GameScene, session: Session, game: str, drawn: list[str]) -> None:
    owner = _owner(scene)
    secrets = secret_words(session.state, game, owner)
    # What the log told the owner they know (Insight shows a rival's cards to both of them).
    told = " ".join(entry.event.describe_for(session.names, owner) for entry in session.log)
    for player, words in secrets.items():
        if player == owner:
            continue
        words = {word for word in words if word not in told}
        public_list = PUBLIC_LISTS.get(game)
        for text in drawn:
            if public_list is not None and public_list.match(text):
                continue
            leaked = [word for word in words if word in text]
            assert not leaked, (
                f"{leaked} of {session.names[player]} drawn while the screen is "
                f"{'nobody' if owner is None else session.names[owner]}'s: {text!r} "
                f"(viewer {scene.viewer}, deciding {scene.human_to_move()}, "
                f"in {_zones_holding(session.state, leaked[0], game)})"
            )


def _decide_holding_the_input(
    app: App,
    scene: GameScene,
    session: Session,
    button: Any,
    people: set[int],
    checked: dict[str, int],
) -> None:
    """Press the button's key and hold it (repeats come every frame), or click it twice;
    whatever follows must not be decided by another person with that input."""
    chooser = scene.human_to_move()
    before = len(session.record.actions)
    by_key = button.hotkey is not None
    held = pygame.event.Event(pygame.KEYDOWN, key=button.hotkey, mod=0, unicode="")
    if by_key:
        app.handle(held)
    else:
        click_at(app, button.rect.center)
    for _ in range(HOLD_FRAMES):  # half a second of the key held, or of clicks queued behind
        if by_key:
            app.handle(held)  # the key's repeats, with no release between
        else:
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
        app.frame(HOLD_FRAME_SECONDS)
        if isinstance(app.stack.top, HandOverScene | PauseScene | ResultsScene | ConfirmScene):
            break
    if by_key:
        app.handle(pygame.event.Event(pygame.KEYUP, key=button.hotkey, mod=0, unicode=""))
        checked["held keys"] += 1
    for entry in session.record.actions[before:]:
        actor = entry.get("player")
        assert actor == chooser or actor not in people, (
            f"input of {session.names[chooser]} acted for {session.names[actor]}: {entry}"
        )


def _check_reveal_question(
    app: App, scene: GameScene, session: Session, rng: random.Random, checked: dict[str, int]
) -> None:
    """Before a reveal the last person may change their mind (N: nothing was recorded,
    and they decide again) or reveal (Y: their choice is recorded)."""
    before = len(session.record.actions)
    person = scene.human_to_move()
    wait_out_guard(app)
    if not checked["changed minds"] or rng.random() < 0.3:
        tap(app, pygame.K_n)
        assert len(session.record.actions) == before and scene.human_to_move() == person
        checked["changed minds"] += 1
        return
    tap(app, pygame.K_y)
    assert len(session.record.actions) == before + 1


def _check_hand_over(
    app: App,
    scene: GameScene,
    session: Session,
    hand_over: HandOverScene,
    rng: random.Random,
    checked: dict[str, int],
) -> None:
    """Esc opens the menu over the hand-over and Esc closes it again; now and then the
    person before takes their step back; then the named person takes the screen."""
    checked["hand-overs"] += 1
    assert "their" not in hand_over.note and any(
        f"{name}'s" in hand_over.note for name in session.names
    ), hand_over.note  # whose secrets the others look away from, by name
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene), "Esc on the hand-over opened no menu"
    app.frame(1 / 60)
    tap(app, pygame.K_ESCAPE)
    assert app.stack.top is hand_over, "closing the menu left the hand-over"
    back_name = getattr(hand_over, "back_name", None)
    if back_name is not None:
        checked["backs offered"] += 1
    if back_name is not None and (not checked["backs"] or rng.random() < 0.5):
        actions = session.record.actions
        before, back_seat = len(actions), actions[-1]["player"]
        tap(app, pygame.K_BACKSPACE)
        assert len(session.record.actions) == before - 1, "Back took nothing back"
        assert _next_person(scene) == back_seat, "after Back, the person before decides"
        checked["backs"] += 1
        return
    tap(app, pygame.K_RETURN)
    app.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode=""))
