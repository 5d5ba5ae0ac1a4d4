"""Every scene, built with sample data, for the self-test, the benchmark and screenshots.

A mid-game position is made by letting bots play part of a seeded game, so the
pictures and timings show a realistic board, not an empty one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from boardgames.ai.base import bot_move, next_mover
from boardgames.core.record import Seat
from boardgames.core.session import Session
from boardgames.games import GAMES, get_game
from boardgames.ui.app import App
from boardgames.ui.launch import new_record
from boardgames.ui.scene import Scene

SAMPLE_SEATS = [Seat("Ada", 0, False), Seat("Computer", 1, True)]


def sample_session(
    game_id: str,
    moves: int | None,
    seed: int = 1824,
    players: int | None = None,
    people: int = 1,
) -> Session:
    """A session advanced by bots: ``moves`` actions, or to the end when None. The first
    ``people`` seats (one or none) are people, the rest computers."""
    entry = get_game(game_id)
    ruleset = entry.ruleset
    players = players or ruleset.min_players
    seats = SAMPLE_SEATS[:players] + [Seat(f"Computer {i}", i, True) for i in range(2, players)]
    if people == 0:
        seats[0] = Seat("Computer 0", 0, True)
    session = Session(ruleset, new_record(game_id, seats, {}, seed=seed))
    bot = entry.make_bot("normal")
    rng = random.Random(seed)
    count = 0
    while not session.state.is_over() and (moves is None or count < moves):
        player = next_mover(session.state)  # several may move at once (a sealed choice)
        session.apply(bot_move(bot, session.state, rng, player), player)
        count += 1
    return session


def sample_review(app: App, game_id: str) -> Scene:
    """The review of a whole sample game, at its middle."""
    from boardgames.ui.scenes.review import ReviewScene

    record = sample_session(game_id, None).record
    scene = ReviewScene(app, record)
    scene.go_to(len(record.actions) // 2)
    return scene


def scene_factories(app: App) -> list[tuple[str, Callable[[], Scene]]]:
    """(name, factory) for every scene of the app."""
    from boardgames.ui.scenes.overlays import HandOverScene
    from boardgames.ui.scenes.results import ResultsScene
    from boardgames.ui.scenes.rules import RulesScene
    from boardgames.ui.scenes.seats import SeatsScene
    from boardgames.ui.scenes.settings import SettingsScene
    from boardgames.ui.scenes.title import ChooseGameScene, TitleScene

    factories: list[tuple[str, Callable[[], Scene]]] = [
        ("title", lambda: TitleScene(app)),
        ("choose-game", lambda: ChooseGameScene(app)),
        ("rules", lambda: RulesScene(app)),
        ("settings", lambda: SettingsScene(app)),
        ("hand-over", lambda: HandOverScene(app, None, "Ada")),
    ]
    for game_id, entry in GAMES.items():
        factories.append((f"{game_id}-seats", lambda g=game_id: SeatsScene(app, g)))
        factories.append(
            (f"{game_id}-start", lambda g=game_id, e=entry: e.scene()(app, sample_session(g, 0)))
        )
        factories.append(
            (f"{game_id}-midgame", lambda g=game_id, e=entry: e.scene()(app, sample_session(g, 70)))
        )
        factories.append(
            (f"{game_id}-results", lambda g=game_id: ResultsScene(app, sample_session(g, None)))
        )
        factories.append((f"{game_id}-review", lambda g=game_id: sample_review(app, g)))
        factories.append(  # computers only: a move plays out, then the next
            (
                f"{game_id}-animating",
                lambda g=game_id, e=entry: e.scene()(app, sample_session(g, 40, people=0)),
            )
        )
        most = entry.ruleset.max_players
        if most > entry.ruleset.min_players:  # the busiest board: every seat, mid-game
            factories.append(
                (
                    f"{game_id}-midgame-{most}p",
                    lambda g=game_id, e=entry, n=most: e.scene()(
                        app, sample_session(g, 160, players=n)
                    ),
                )
            )
    return factories
