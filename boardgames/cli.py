"""The ``boardgames`` command: the app with no arguments, tools as subcommands.

Heavy modules (pygame, the UI) are imported only by the subcommands that need
them, so ``simulate`` and ``check-data`` start fast and run without a display.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

MAX_SIMULATED_GAMES = 1_000_000_000  # far beyond any run that ends; a typo gets a line


def build_parser() -> argparse.ArgumentParser:
    from boardgames import __version__

    parser = argparse.ArgumentParser(
        prog="boardgames",
        description="Five US-presidential-election board games. With no command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"boardgames {__version__}")
    commands = parser.add_subparsers(dest="command")

    play = commands.add_parser("play", help="open the app (the default)")
    play.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")

    simulate = commands.add_parser("simulate", help="play headless games between bots")
    simulate.add_argument("game", help="game id, e.g. electoral-dice")
    simulate.add_argument(
        "--seats", required=True, help="comma-separated bot levels: easy, normal, hard, random"
    )
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument(
        "--think", type=float, default=1.0, help="seconds a move for the hard bot (default 1.0)"
    )
    simulate.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="a fixed number of search iterations a move instead of --think (reproducible)",
    )
    simulate.add_argument(
        "--wall-clock",
        action="store_true",
        help="count --think in wall time, as the app does (default: the bot's own CPU time, "
        "so a busy machine does not weaken it)",
    )
    simulate.add_argument(
        "--verbose", action="store_true", help="print every move in words before its game's line"
    )

    commands.add_parser(
        "selftest", help="validate data and maps, play and draw every game headless"
    )

    bench = commands.add_parser("bench", help="print frame times, games per second, start-up time")
    bench.add_argument("--frames", type=int, default=240, help="frames drawn per scene")
    bench.add_argument("--seconds", type=float, default=3.0, help="simulation time per ruleset")

    review = commands.add_parser(
        "review", help="print a saved game as a readable log (and check a seat's decisions)"
    )
    review.add_argument("save", help="a save file (a game in progress or a finished one)")
    review.add_argument(
        "--check",
        metavar="SEAT",
        help="judge this seat's decisions with the hard search (a seat number or name)",
    )
    review.add_argument(
        "--seconds", type=float, default=None, help="search time per decision checked"
    )
    review.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="a fixed number of search iterations per decision instead (reproducible)",
    )

    check = commands.add_parser(
        "check-data", help="validate ruleset YAML files, .tmx maps or .json saves"
    )
    check.add_argument("paths", nargs="+")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command in (None, "play"):
        from boardgames.ui.app import run_app

        return run_app(windowed=getattr(args, "windowed", False))
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "selftest":
        from boardgames.selftest import run_selftest

        return run_selftest()
    if args.command == "bench":
        from boardgames.bench import run_bench

        return run_bench(frames=args.frames, seconds=args.seconds)
    if args.command == "review":
        from boardgames.review.command import run_review

        return run_review(args.save, args.check, args.seconds, args.iterations)
    if args.command == "check-data":
        from boardgames.checkdata import check_paths

        return check_paths(args.paths)
    return 2


def _simulate(args: argparse.Namespace) -> int:
    """Run ``simulate``; bad arguments or a damaged data file give one line and status 2."""
    from boardgames.core.data import DataError
    from boardgames.core.gridboard import BoardError
    from boardgames.core.maps import MapError
    from boardgames.simulate import run

    if not 0 <= args.games <= MAX_SIMULATED_GAMES:
        print(
            f"boardgames simulate: --games must be from 0 to {MAX_SIMULATED_GAMES:,}",
            file=sys.stderr,
        )
        return 2
    try:
        run(
            args.game,
            [s.strip() for s in args.seats.split(",") if s.strip()],
            args.games,
            args.seed,
            think=args.think,
            iterations=args.iterations,
            wall_clock=args.wall_clock,
            verbose=args.verbose,
        )
    except (KeyError, ValueError) as exc:
        print(f"boardgames simulate: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    except (DataError, MapError, BoardError) as exc:
        print(f"boardgames simulate: a data file is damaged: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader left (`| head`): stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return 0
