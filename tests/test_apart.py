"""Searches apart from the frame loop: one process per game for the computers' moves and one
for the forecast; the frames keep coming while they think, and leaving a game (to the
title, for another game, by quitting, or to its results) leaves no process behind."""

from __future__ import annotations

import gc
import multiprocessing
import os
import random
import threading
import time
import weakref
from typing import Any

import pygame
import pytest

from boardgames.ai import apart
from boardgames.ai.apart import ApartProcess, Stopped
from boardgames.ai.base import next_mover
from boardgames.ai.forecast import Forecaster
from boardgames.ai.ismcts import SearchBot
from boardgames.bench_thinking import watch_thinking
from boardgames.core.record import Seat
from boardgames.core.session import Session
from boardgames.games import GAMES
from boardgames.ui import workers
from boardgames.ui.app import App
from boardgames.ui.game_scene import GameScene
from boardgames.ui.launch import new_record, open_game
from boardgames.ui.workers import BotWorker, Thinker
from tests.helpers import wait_for

pytestmark = pytest.mark.skipif(not apart.can_fork(), reason="no fork on this system")


def gone(pid: int) -> bool:
    """The process no longer exists, not even as a zombie. (Whether multiprocessing still
    lists it is not asked: when two threads reap one child at once, the one that got its
    status sets it a moment later, and the list keeps the child meanwhile.)"""
    multiprocessing.active_children()  # reaps what has ended
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def record_sentinel_waits(monkeypatch: pytest.MonkeyPatch) -> list[list[object]]:
    """Every wait on a child's sentinel from now on: the pipe whose far end closes when the
    child dies. A sibling forked at the same moment may hold a copy of that end, and then
    such a wait lasts its whole timeout though the child is dead. Waits for an answer on a
    question's pipe (a ``Connection``) are not recorded."""
    from multiprocessing import connection

    waits: list[list[object]] = []
    original = connection.wait

    def recording(objects: Any, timeout: float | None = None) -> Any:
        objects = list(objects)
        if any(isinstance(item, int) for item in objects):  # sentinels are file descriptors
            waits.append(objects)
        return original(objects, timeout)

    monkeypatch.setattr(connection, "wait", recording)
    return waits


class SlowInChild:
    """A bot that takes ``pause`` seconds to answer in a child, but answers at once here."""

    name = "slow"
    thinks_long = True
    seconds = None  # no time budget of its own

    def __init__(self, pause: float) -> None:
        self.parent = os.getpid()
        self.pause = pause

    def choose(self, view: object, player: int, legal: list[str], rng: random.Random) -> str:
        if os.getpid() != self.parent:
            time.sleep(self.pause)
        return "thought here"


class Failing:
    name = "failing"
    thinks_long = True

    def choose(self, view: object, player: int, legal: list[str], rng: random.Random) -> str:
        raise ValueError("boom")


def hard_position(game_id: str, seed: int = 6) -> tuple[object, int, SearchBot]:
    entry = GAMES[game_id]
    state = entry.ruleset.new_game(entry.ruleset.min_players, seed, {})
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    for _ in range(3):
        player = next_mover(state)
        state.apply(
            bot.choose(state.view(player), player, state.legal_actions(player), rng), player
        )
    while len(state.legal_actions(next_mover(state))) < 2:
        player = next_mover(state)
        state.apply(state.legal_actions(player)[0], player)
    hard = entry.make_bot("hard")
    assert isinstance(hard, SearchBot)
    hard.seconds, hard.iterations = None, 6
    return state, next_mover(state), hard


# -- the thinking process -------------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_thinking_process_answers_as_the_bot_would_here_and_stays(game_id: str) -> None:
    state, player, hard = hard_position(game_id)
    view, legal = state.view(player), state.legal_actions(player)
    thinker = Thinker({player: hard})
    try:
        here = hard.choose(view, player, legal, random.Random(9))
        assert thinker.choose(player, view, legal, 9) == here
        first = thinker.pid
        assert first is not None and first != os.getpid()
        assert thinker.choose(player, view, legal, 9) == here
        assert thinker.pid == first  # one process for every move: no fork per move
    finally:
        thinker.close()
    assert first is not None and gone(first)


def test_a_bot_error_in_the_process_is_raised_here() -> None:
    thinker = Thinker({0: Failing()})  # type: ignore[dict-item]
    try:
        with pytest.raises(RuntimeError, match="boom"):
            thinker.choose(0, object(), ["a", "b"], 1)  # type: ignore[arg-type, list-item]
    finally:
        thinker.close()


def test_a_stuck_thinking_process_is_given_up_and_the_move_is_thought_here(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A forked child that never answers must not leave a computer player frozen."""
    monkeypatch.setattr(workers, "CHILD_PATIENCE", 0.5)
    thinker = Thinker({0: SlowInChild(30)})  # type: ignore[dict-item]
    try:
        assert thinker.choose(0, object(), ["a", "b"], 1) == "thought here"  # type: ignore[arg-type, list-item]
        # Given up, not waited for: a child that had answered would still be kept for the
        # next move; the stuck one was ended, and the next move forks afresh.
        assert thinker.pid is None
    finally:
        thinker.close()


def test_when_no_process_can_be_forked_the_move_is_thought_here(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*args: object) -> None:
        raise OSError("Resource temporarily unavailable")

    monkeypatch.setattr(workers, "ApartProcess", refuse)
    thinker = Thinker({0: SlowInChild(30)})  # type: ignore[dict-item]
    assert thinker.choose(0, object(), ["a", "b"], 1) == "thought here"  # type: ignore[arg-type, list-item]
    assert thinker.pid is None
    thinker.close()


def test_closing_ends_a_thinking_process_at_once() -> None:
    thinker = Thinker({0: SlowInChild(30)})  # type: ignore[dict-item]
    worker = BotWorker(SlowInChild(30), object(), 0, ["a", "b"], 1, thinker)  # type: ignore[arg-type, list-item]
    assert wait_for(lambda: thinker.pid is not None)
    pid = thinker.pid
    assert pid is not None and not gone(pid)
    thinker.close()
    assert gone(pid)  # at once, not when the search would have ended
    assert wait_for(lambda: worker.done, 2.0)
    assert worker.error is None and worker.result is None  # called off: no move, and no failure
    with pytest.raises(Stopped):
        thinker.choose(0, object(), ["a"], 1)  # type: ignore[arg-type, list-item]


def test_closing_while_the_process_is_forked_ends_it_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Leaving the game in the instant the first process is being forked: ``close`` cannot
    see it yet, so the thread that forked it ends it instead of asking it the move."""
    thinker = Thinker({0: SlowInChild(30)})  # type: ignore[dict-item]
    forked: list[int] = []

    class ClosedDuringTheFork(ApartProcess):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            assert self.pid is not None
            forked.append(self.pid)
            thinker.close()  # the scene leaves while the fork has not been handed over

    monkeypatch.setattr(workers, "ApartProcess", ClosedDuringTheFork)
    with pytest.raises(Stopped):
        thinker.choose(0, object(), ["a", "b"], 1)  # type: ignore[arg-type, list-item]
    assert forked and gone(forked[0])  # ended, not asked: an asked child would still serve


def test_an_apart_process_is_ended_while_a_thread_waits_on_it() -> None:
    process = ApartProcess(lambda seconds, should_stop: time.sleep(seconds), None)
    outcome: list[BaseException] = []

    def wait() -> None:
        try:
            process.call((30,), patience=60)
        except BaseException as exc:
            outcome.append(exc)

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.1)
    pid = process.pid
    process.end()
    waiter.join(timeout=2)
    assert not waiter.is_alive() and isinstance(outcome[0], Stopped)
    process.release()
    assert pid is not None and gone(pid)


class Cycle:
    """An object in a reference cycle: only the collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_a_child_collects_only_what_it_made_not_what_it_inherited() -> None:
    """A child's collector leaves alone the objects the app had when it was forked: walking
    them would copy page after page of the app's memory into the child."""
    inherited = Cycle()
    inherited_ref = weakref.ref(inherited)
    holder = [inherited]
    del inherited

    def work(question: object, should_stop: object) -> tuple[bool, bool]:
        holder.clear()  # in the child, the inherited cycle is garbage now
        own = Cycle()
        own_ref = weakref.ref(own)
        del own
        gc.collect()
        return inherited_ref() is not None, own_ref() is None

    process = ApartProcess(work, None)
    try:
        assert process.call(("collect",), patience=30) == (True, True)
    finally:
        process.release()
    assert holder  # the app's own copy is untouched


def test_ending_a_process_waits_for_the_process_not_for_its_pipe(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    process = ApartProcess(lambda seconds, should_stop: time.sleep(seconds), None)
    process.ask(30)  # busy for 30 s
    pid = process.pid
    waits = record_sentinel_waits(monkeypatch)
    process.release()
    assert waits == []  # reaped by its process id, which SIGKILL ends at once
    assert pid is not None and gone(pid)


def test_closing_the_forecast_ends_its_process_at_once() -> None:
    state, _, hard = hard_position("corrupt-bargain")
    forecaster = Forecaster(hard.search, seed=3, seconds=20.0)  # a long search: still busy
    forecaster.submit(3, state)
    assert wait_for(lambda: forecaster._process is not None)
    pid = forecaster._process.pid  # type: ignore[union-attr]
    assert pid is not None and not gone(pid)
    forecaster.close()
    # Killed and reaped by ``close``; the forecast's own thread may reap it in the same
    # instant and note its exit code a moment later, so the bookkeeping ``gone`` reads
    # is waited for (as the file's other tests of ended processes do).
    assert wait_for(lambda: gone(pid), 10.0)
    forecaster._thread.join(timeout=2)
    assert not forecaster._thread.is_alive()


# -- in the app --------------------------------------------------------------------------------
def hard_scene(app: App, game_id: str, players: int | None = None) -> GameScene:
    entry = GAMES[game_id]
    players = players or entry.ruleset.max_players
    seats = [Seat(f"Computer {i}", i, True, "hard") for i in range(players)]
    session = Session(entry.ruleset, new_record(game_id, seats, {}, seed=11))
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    return scene


def game_children(scene: GameScene) -> set[int]:
    """The processes the game runs now: the computers' and the forecast's."""
    forecast = scene.forecaster._process if scene.forecaster is not None else None
    return {pid for pid in (scene.thinker.pid, forecast.pid if forecast else None) if pid}


def thinking_started(app: App, scene: GameScene, processes: int = 2) -> set[int]:
    """Frames until a computer thinks and the game has ``processes`` processes (the
    computers' and the forecast's)."""
    ok = False
    deadline = time.perf_counter() + 60  # a loaded machine may take long to fork and start thinking
    while time.perf_counter() < deadline:
        app.frame(1 / 60)
        thinks = scene.worker is not None and not scene.worker.done
        if thinks and len(game_children(scene)) >= processes:
            ok = True
            break
        time.sleep(0.005)
    assert ok, "no computer started thinking with the forecast running"
    return game_children(scene)


def test_leaving_to_the_title_ends_the_game_processes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui.scenes.overlays import PauseScene

    scene = hard_scene(app, "corrupt-bargain")
    pids = thinking_started(app, scene)
    menu = PauseScene(app, scene)
    app.stack.push(menu)
    waits = record_sentinel_waits(monkeypatch)
    menu.to_title()
    # Each process is reaped by its id, never waited for by its sentinel pipe: the other
    # child, forked at the same moment, may hold a copy of that pipe, and leaving the game
    # then waited out the whole timeout.
    assert waits == []
    assert type(app.stack.top).__name__ == "TitleScene"
    assert wait_for(lambda: all(gone(pid) for pid in pids), 10.0)  # reaped, not left behind


def test_starting_another_game_ends_the_first_ones_processes(app: App) -> None:
    scene = hard_scene(app, "electoral-dice")
    pids = thinking_started(app, scene)
    open_game(app, new_record("electoral-dice", [Seat("A", 0), Seat("B", 1)], {}, seed=2))
    assert app.stack.top is not scene
    assert wait_for(lambda: all(gone(pid) for pid in pids), 10.0)  # reaped, not left behind


def test_quitting_the_app_ends_the_game_processes(app: App) -> None:
    scene = hard_scene(app, "landslide")
    pids = thinking_started(app, scene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()  # the real loop: the quit event, then its shutdown
    assert not app.running
    assert wait_for(lambda: all(gone(pid) for pid in pids), 10.0)  # reaped, not left behind


def near_the_end(game_id: str, seed: int = 4) -> tuple[list[tuple[object, int]], int]:
    """The moves of a heuristic game up to its last decision with a choice, and the
    number of moves the whole game took."""
    entry = GAMES[game_id]
    state = entry.ruleset.new_game(entry.ruleset.min_players, seed, {})
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    moves: list[tuple[object, int]] = []
    last_choice = 0
    while not state.is_over():
        player = next_mover(state)
        legal = state.legal_actions(player)
        if len(legal) > 1:
            last_choice = len(moves)
        action = bot.choose(state.view(player), player, legal, rng)
        moves.append((action, player))
        state.apply(action, player)
    return moves[:last_choice], len(moves)


def test_a_computer_winning_under_the_menu_leaves_no_process(app: App) -> None:
    """The last move is thought while the menu is open; the game ends once it is closed,
    and when the results replace the game its processes are gone."""
    from boardgames.ui.scenes.overlays import PauseScene
    from boardgames.ui.scenes.results import ResultsScene

    entry = GAMES["electoral-dice"]
    moves, _ = near_the_end("electoral-dice")
    seats = [Seat("Computer 0", 0, True, "hard"), Seat("Computer 1", 1, True, "hard")]
    session = Session(entry.ruleset, new_record("electoral-dice", seats, {}, seed=4))
    for action, player in moves:
        session.apply(action, player)  # type: ignore[arg-type]
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    pids = thinking_started(app, scene, processes=1)  # the forecast's may come later
    menu = PauseScene(app, scene)
    app.stack.push(menu)
    worker = scene.worker
    assert worker is not None and wait_for(lambda: worker.done)
    for _ in range(30):
        app.frame(1 / 60)  # the menu is up: the game waits with its answer
    assert not session.state.is_over() and app.stack.top is menu
    menu.close()
    deadline = time.perf_counter() + 60
    while not isinstance(app.stack.top, ResultsScene) and time.perf_counter() < deadline:
        app.frame(1 / 60)
        time.sleep(0.002)
    assert isinstance(app.stack.top, ResultsScene) and session.state.is_over()
    ended = pids | game_children(scene)  # a killed child may take a moment to be reaped
    assert wait_for(lambda: all(gone(pid) for pid in ended), 10.0)


# -- the frames while a computer thinks --------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_frames_keep_coming_while_a_computer_thinks(app: App, game_id: str) -> None:
    """At the largest table, every seat the search at its default budget (1 s a move) and
    the forecast on: no frame waits for the thinking, and the thinking is not done in the
    app's process. Were a search run on the frame loop, or waited for there, one frame
    would take as long as the move; were it run on a thread here, it would share the
    interpreter lock with the frames (and count its iterations in the app's bots)."""
    scene = hard_scene(app, game_id)
    app.frame(1 / 60)  # the first picture is drawn once and kept (the map): not measured
    run = watch_thinking(app, scene, 2.0)
    # The frames' own time: on a loaded machine a frame may wait long for a processor,
    # which says nothing of the app (waiting on a search would not count as that).
    frames, think_times = run.own_work(), run.think_times
    # How long frames and moves take is the bench's ("frames while computers think"); here,
    # that frames kept coming while moves were thought, and where the thinking was done.
    assert len(frames) >= 30, f"only {len(frames)} frames in {sum(run.intervals):.1f} s"
    assert think_times, "no move was thought while the frames were watched"
    # The bots here are the app's copies: a search run in this process would count its
    # iterations in them; the thinking process's copies count them instead.
    assert all(not bot.iteration_counts for bot in scene.bots.values())  # type: ignore[attr-defined]
