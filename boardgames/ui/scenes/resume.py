"""Resume: every unfinished game, newest first, each with its game, players, date and
move; open one, or delete one after a question. Damaged saves are listed too, with
their problem, and are set aside (never deleted) when opened; so is a save that fails
in any way while it is replayed. A game open in another copy of the app is opened
read-only or as a copy, after a question."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

import pygame

from boardgames.core.data import DataError
from boardgames.core.gridboard import BoardError
from boardgames.core.maps import MapError
from boardgames.core.record import SaveError, Seat, replay
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.save_lock import claim, holder_elsewhere, open_read_only, release
from boardgames.saves import (
    ResumableGame,
    adopt_save,
    autosave,
    autosave_path,
    copy_of,
    delete_save,
    finished_games,
    note_save_result,
    resumable_games,
    set_aside,
)
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, render_text, wrap_text
from boardgames.ui.launch import build_session, show_session
from boardgames.ui.scene import Scene
from boardgames.ui.scenes.overlays import ConfirmScene
from boardgames.ui.widgets.button import Button, ButtonGroup

READ_ONLY_MARK = "read-only, the game is open in another window"
ROW_HEIGHT = 58
ROW_GAP = 8
NAMED_SEATS = 4  # a title names every seat up to this many; a larger table is summed up
_winners_seen: dict[tuple[str, float], str] = {}  # (file, its time) -> who won it


def save_problem(exc: BaseException) -> str:
    """Why a save cannot be replayed, in a player's words."""
    if isinstance(exc, SaveError):
        return str(exc)
    if isinstance(exc, KeyError):
        return "the save is of a game this app does not have"
    return f"the save cannot be replayed ({type(exc).__name__})"


class OpenElsewhereScene(ConfirmScene):
    """The game is open in another copy of the app: open it read-only or as a copy;
    Esc goes back to the list."""

    def __init__(self, resume: ResumeScene, game: ResumableGame, holder: str) -> None:
        super().__init__(
            resume.app,
            "This game is open in another window",
            f"It is being played by {holder}. Read only: play on here, nothing is saved. "
            "A copy: a new save of its own. Esc: back to the list.",
            lambda: resume.start(game, "copy"),
            "Open a copy",
            "Read only",
        )
        self.resume, self.game = resume, game

    def no(self) -> None:
        self.app.stack.pop()
        self.resume.start(self.game, "read-only")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        super().handle(event)


def game_title(game: ResumableGame) -> str:
    """'Electoral Dice: Ada vs Computer 1', or what is wrong with the file."""
    if game.record is None:
        return f"Damaged save: {game.path.name}"
    try:
        title = get_game(game.record.ruleset_id).ruleset.title
    except KeyError:
        title = f"Unknown game {game.record.ruleset_id!r}"
    return f"{title}: {table_names(game.record.seats)}"


def table_names(seats: Sequence[Seat]) -> str:
    """'Ada vs Computer'; at a table of more than ``NAMED_SEATS`` the people by name and the
    computers counted ('Ada, Bo and 8 computers'), so that a title stays readable."""
    if len(seats) <= NAMED_SEATS:
        return " vs ".join(seat.name for seat in seats)
    people = [seat.name for seat in seats if not seat.is_bot]
    computers = len(seats) - len(people)
    parts = people + ([f"{computers} computer{'s' if computers != 1 else ''}"] if computers else [])
    if len(parts) == 1:
        return parts[0]
    return f"{', '.join(parts[:-1])} and {parts[-1]}"


def winners_words(game: ResumableGame) -> str | None:
    """'Ada won' (or 'Ada and Bo shared the win') for a finished game's record, "" if it
    cannot be replayed to its end, None while it is not yet worked out."""
    return _winners_seen.get((str(game.path), game.modified))


def work_out_winners(games: Sequence[ResumableGame]) -> None:
    """Replay each finished game not yet seen to its end, for ``winners_words``: once per
    file while the app runs, on a thread of the list's own (a large game takes a fifth
    of a second)."""
    for game in games:
        key = (str(game.path), game.modified)
        if key not in _winners_seen:
            _winners_seen[key] = _replayed_winners(game)


def _replayed_winners(game: ResumableGame) -> str:
    record = game.record
    if record is None:
        return ""
    try:
        state = replay(get_game(record.ruleset_id).ruleset, record)
    except (KeyError, SaveError, DataError, MapError, BoardError):
        return ""
    result = state.result()
    if result is None or not result.winners:
        return ""
    names = [record.seats[w].name for w in result.winners if w < len(record.seats)]
    if len(names) == 1:
        return f"{names[0]} won"
    return f"{', '.join(names[:-1])} and {names[-1]} shared the win"


def game_detail(game: ResumableGame) -> str:
    """'Started 30 Nov 2026 05:57, saved 06:40, move 12' (or the file's problem)."""
    saved = time.strftime("%d %b %Y %H:%M", time.localtime(game.modified))
    if game.record is None:
        return f"{game.problem or 'cannot be read'} (saved {saved})"
    started = game.record.created or "an unknown date"
    try:
        started = time.strftime("%d %b %Y %H:%M", time.strptime(started, "%Y-%m-%d %H:%M"))
    except ValueError:
        pass
    return f"Started {started}, last saved {saved}, move {len(game.record.actions)}"


class ResumeScene(Scene):
    """The list of saved games; Enter or a number opens, Delete (or the button) deletes.
    ``finished``: the kept records of finished games instead, each opened for review."""

    def __init__(self, app, finished: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.finished = finished
        self.games: list[ResumableGame] = []
        self.first = 0  # index of the first game shown (the list pages when long)
        self.message = ""
        self.buttons = ButtonGroup(columns=2)
        self._winners: threading.Thread | None = None  # working out who won each game
        self.reload()

    def reload(self) -> None:
        self.games = finished_games() if self.finished else resumable_games()
        self.first = min(self.first, max(0, len(self.games) - 1))
        self.resize(self.app.size)
        if self.finished and any(winners_words(game) is None for game in self.games):
            self._winners = threading.Thread(
                target=work_out_winners, args=(list(self.games),), daemon=True
            )
            self._winners.start()

    def needs_frames(self) -> bool:
        return self._winners is not None

    def update(self, dt: float) -> None:
        if self._winners is not None and not self._winners.is_alive():
            self._winners = None
            self.resize(self.app.size)  # the rows now say who won

    def row_detail(self, game: ResumableGame) -> str:
        """A row's second line: when and how far; who won, for a finished game."""
        detail = game_detail(game)
        won = winners_words(game) if self.finished else ""
        return f"{won}. {detail}" if won else detail

    def rows_fit(self, height: int) -> int:
        return max(1, (height - 140 - 130) // (ROW_HEIGHT + ROW_GAP))

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        focus = self.buttons.focus
        self.buttons.clear()
        list_width = min(1000, width - 80)
        left = (width - list_width) // 2
        delete_width = 130
        fit = self.rows_fit(height)
        shown = self.games[self.first : self.first + fit]
        for number, game in enumerate(shown):
            y = 140 + number * (ROW_HEIGHT + ROW_GAP)
            rect = pygame.Rect(left, y, list_width - delete_width - 10, ROW_HEIGHT)
            hotkey = pygame.K_1 + number if number < 9 else None
            self.buttons.add(
                Button(
                    rect,
                    game_title(game),
                    lambda g=game: self.open(g),
                    hotkey=hotkey,
                    hint=str(number + 1) if number < 9 else "",
                    size=18,
                    detail=fit_text(self.row_detail(game), 14, rect.width - 60),
                )
            )
            self.buttons.add(
                Button(
                    pygame.Rect(rect.right + 10, y, delete_width, ROW_HEIGHT),
                    "Delete",
                    lambda g=game: self.ask_delete(g),
                    size=16,
                )
            )
        y = height - 118
        third = (list_width - 30) // 4
        self.buttons.add(
            Button(
                pygame.Rect(left, y, third, 46),
                "Newer",
                lambda: self.page(-fit),
                self.first > 0,
                pygame.K_PAGEUP,
                "PgUp",
                16,
            )
        )
        self.buttons.add(
            Button(
                pygame.Rect(left + third + 10, y, third, 46),
                "Older",
                lambda: self.page(fit),
                self.first + fit < len(self.games),
                pygame.K_PAGEDOWN,
                "PgDn",
                16,
            )
        )
        other = "Unfinished games" if self.finished else "Finished games"
        self.buttons.add(
            Button(
                pygame.Rect(left + 2 * (third + 10), y, third, 46),
                other,
                self.switch_list,
                True,
                pygame.K_f,
                "F",
                16,
            )
        )
        self.buttons.add(
            Button(
                pygame.Rect(left + 3 * (third + 10), y, third, 46), "Back", self.back, hint="Esc"
            )
        )
        self.buttons.focus = min(focus, len(self.buttons.buttons) - 1)
        self.left = left

    def page(self, step: int) -> None:
        self.first = max(0, min(len(self.games) - 1, self.first + step))
        self.resize(self.app.size)

    def switch_list(self) -> None:
        """Between the unfinished games (to resume) and the finished ones (to review)."""
        self.finished = not self.finished
        self.first, self.message = 0, ""
        self.reload()

    def review(self, game: ResumableGame) -> None:
        """A finished game's review; its file is only read."""
        from boardgames.ui.scenes.review import ReviewScene

        if game.record is None:
            self.message = f"{game.path.name} cannot be reviewed: {game.problem}."
            return
        try:
            scene = ReviewScene(self.app, game.record, source=game.path)
        except (DataError, MapError, BoardError) as exc:
            self.message = f"The game cannot be shown: {exc}"
            return
        except Exception as exc:  # noqa: BLE001 - any fault of the record refuses it
            self.message = f"{game.path.name} cannot be reviewed: {save_problem(exc)}."
            return
        self.app.stack.push(scene)

    def open(self, game: ResumableGame) -> None:
        """Open a saved game; one open in another copy of the app asks first."""
        if self.finished:
            self.review(game)
            return
        if game.record is not None:
            save = autosave_path(game.record)
            release(save)  # a read-only mark left by an earlier visit is not kept
            holder = holder_elsewhere(save)
            if holder is not None:
                self.app.stack.push(OpenElsewhereScene(self, game, holder))
                return
        self.start(game)

    def start(self, game: ResumableGame, mode: str = "normal") -> None:
        """Replay the save and show the game (``mode``: normal, read-only or copy).

        A save that cannot be replayed, whatever the reason, is refused and set aside; a
        damaged data file of the game is reported and the save kept, as the seats screen
        does when a new game cannot start.
        """
        problem = game.problem
        if game.record is not None:
            record = copy_of(game.record) if mode == "copy" else game.record
            try:
                session = build_session(record)
                show = True
            except (DataError, MapError, BoardError) as exc:
                self.message = f"The game cannot start: {exc}"
                return
            except Exception as exc:  # noqa: BLE001 - any fault of the save refuses it
                problem, show = save_problem(exc), False
            if show:
                self.show(game, session, mode)
                return
        try:
            moved = set_aside(game.path)
            kept = f"The file was set aside as {moved.name}."
        except OSError as exc:
            kept = f"It could not be set aside ({exc.strerror or exc}) and was left as it is."
        self.message = f"Could not resume {game.path.name}: {problem}. {kept}"
        self.reload()

    def show(self, game: ResumableGame, session: Session, mode: str) -> None:
        """Put the replayed game on screen; a copy gets its file at once."""
        record = session.record
        try:
            if mode == "copy":
                autosave(record)
            elif mode == "read-only":
                open_read_only(autosave_path(record))
                note_save_result(READ_ONLY_MARK)
            show_session(self.app, session)
        except (DataError, MapError, BoardError) as exc:
            self.message = f"The game cannot start: {exc}"
            return
        except OSError as exc:
            self.message = f"The copy could not be written: {exc.strerror or exc}."
            return
        if mode == "normal":
            adopt_save(game.path, record)
        if mode != "read-only":
            claim(autosave_path(record))  # held while the game is open, moves or not

    def ask_delete(self, game: ResumableGame) -> None:
        self.app.stack.push(
            ConfirmScene(
                self.app,
                "Delete this saved game?",
                f"{game_title(game)}. {game_detail(game)}. "
                "It moves to the 'deleted' folder beside your saves.",
                lambda: self.delete(game),
                "Delete",
                "Keep it",
            )
        )

    def delete(self, game: ResumableGame) -> None:
        try:
            delete_save(game.path)
            self.message = f"Deleted: {game_title(game)}."
        except OSError as exc:
            self.message = f"Could not delete {game.path.name}: {exc.strerror or exc}."
        self.reload()

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            shown = self.games[self.first : self.first + self.rows_fit(self.app.size[1])]
            row = self.buttons.focus // 2
            if row < len(shown):
                self.ask_delete(shown[row])
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        heading = "Review a finished game" if self.finished else "Resume a game"
        title = render_text(heading, max(32, height // 16), theme.TEXT, "title")
        surface.blit(title, title.get_rect(midtop=(width // 2, 30)))
        count = len(self.games)
        kind = "finished" if self.finished else "unfinished"
        sub = (
            f"{count} {kind} game{'s' if count != 1 else ''}, newest first"
            if count
            else f"No {kind} games."
        )
        note = render_text(sub, 18, theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midtop=(width // 2, 40 + title.get_height())))
        self.buttons.draw(surface)
        lines = wrap_text(self.message, 15, width - 60)[:2] if self.message else []
        if len(lines) == 2:
            lines[1] = fit_text(
                " ".join(wrap_text(self.message, 15, width - 60)[1:]), 15, width - 60
            )
        for index, line in enumerate(reversed(lines)):
            text = render_text(line, 15, theme.ACCENT)
            surface.blit(text, text.get_rect(midbottom=(width // 2, height - 12 - index * 21)))
