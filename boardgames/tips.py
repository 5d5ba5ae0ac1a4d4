"""First-time tips: one or two sentences on a kind of decision, the first time a person meets it.

Tips are data: ``tips.yaml`` beside each game's code, a tip per decision kind (the name
``core.decisions.decision_kind`` gives), each with the phrase of the rules screen it links
to. A tip explains the kind of decision, never the position, so it names no card.

Which tips each person has seen is kept per game and person's name in the user's data
folder (``tips-seen.json``); a damaged file is set aside (nothing is lost) and an
unwritable one only means the tips come again next time: either way, one clear message.
"""

from __future__ import annotations

import importlib
import json
import logging
import pkgutil
import re
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from boardgames.core.data import DataError, Node, load_document
from boardgames.core.safe_read import FileMissing, InputRefused, brief, read_text_capped

log = logging.getLogger(__name__)

TIPS_FILE = "tips.yaml"
SEEN_FILE = "tips-seen.json"
SEEN_BYTES = 256_000  # a seen-tips file holds a few names per game: far less than this
MAX_SENTENCES = 2
MAX_TIP_CHARACTERS = 260  # two plain sentences; a tip box holds about this much
SENTENCE_END = re.compile(r"[.!?](?=\s+[A-Z\"'(]|\s*$)")


@dataclass(frozen=True)
class Tip:
    """What one kind of decision is about, and the phrase of the rules screen it links to."""

    kind: str
    text: str
    rules: str


def sentences(text: str) -> int:
    """How many sentences ``text`` has (as it reads aloud: each ends in . ! or ?)."""
    return len(SENTENCE_END.findall(text.strip()))


def tips_path(game_id: str) -> Path:
    """The tips file beside a game's code."""
    from boardgames.games import get_game

    package = get_game(game_id).module.rsplit(".", 1)[0]
    return Path(importlib.import_module(package).__file__ or "").parent / TIPS_FILE


def rules_words(game_id: str) -> str:
    """The rules screen's text of a game, its spacing made plain (where a tip's link is found)."""
    from boardgames.games import get_game

    ruleset = get_game(game_id).ruleset
    return " ".join(f"{ruleset.how_to_play()}\n{ruleset.table_rules()}".split())


@cache
def decision_kinds(game_id: str) -> tuple[str, ...]:
    """Every kind of decision a game can ask: its concrete ``Decision`` classes; for a game
    without decision types, its action classes (the kind is then the option's class)."""
    from boardgames.core.decisions import Decision
    from boardgames.core.protocol import Action
    from boardgames.games import get_game

    package = get_game(game_id).module.rsplit(".", 1)[0]
    for module in pkgutil.iter_modules(importlib.import_module(package).__path__):
        if not module.name.startswith("view"):  # the views draw; the rules hold the decisions
            importlib.import_module(f"{package}.{module.name}")
    package += "."

    def concrete(base: type, method: str) -> list[type]:
        """The game's subclasses of ``base`` that are made (those with their own ``method``:
        a shared base such as a private turn's decision has none)."""
        found, stack = [], list(base.__subclasses__())
        while stack:
            cls = stack.pop()
            stack.extend(cls.__subclasses__())
            if cls.__module__.startswith(package) and getattr(cls, method) is not getattr(
                base, method
            ):
                found.append(cls)
        return found

    kinds = concrete(Decision, "options") or concrete(Action, "__init__")
    return tuple(sorted({cls.__name__ for cls in kinds}))


def parse_tips(root: Node, game_id: str | None = None, every_kind: bool = True) -> dict[str, Tip]:
    """The tips of a tips file (``game`` and ``tips``); DataError names the first problem:
    an unknown game or kind, a kind without a tip, a tip over two sentences, a link to a
    phrase the rules screen does not have. ``every_kind``: the kinds are checked against
    the game's decision classes (``check-data``; the app trusts the shipped file's keys)."""
    from boardgames.games import GAMES

    root.reject_unknown(("game", "learn", "tips"))
    parse_learn(root)
    game = root.get("game").choice(GAMES)
    if game_id is not None and game != game_id:
        raise root.get("game").fail(f"expected the tips of '{game_id}', not of '{game}'")
    kinds = decision_kinds(game) if every_kind else ()
    words = rules_words(game).casefold()
    tips: dict[str, Tip] = {}
    for kind, node in root.get("tips").items():
        if every_kind and kind not in kinds:
            raise node.fail(f"'{kind}' is not a kind of decision of {game} ({', '.join(kinds)})")
        node.reject_unknown(("text", "rules"))
        text = " ".join(node.get("text").text().split())
        if sentences(text) > MAX_SENTENCES or not text.endswith((".", "!", "?")):
            raise node.get("text").fail("a tip is one or two whole sentences")
        if len(text) > MAX_TIP_CHARACTERS:
            raise node.get("text").fail(f"a tip is at most {MAX_TIP_CHARACTERS} characters")
        rules = " ".join(node.get("rules").text().split())
        if rules.casefold() not in words:
            raise node.get("rules").fail(f"the rules screen of {game} has no '{rules}'")
        tips[kind] = Tip(kind, text, rules)
    missing = [kind for kind in kinds if kind not in tips]
    if missing:
        raise root.get("tips").fail(f"no tip for {', '.join(missing)}")
    return tips


def parse_learn(root: Node) -> tuple[str, str]:
    """Learn to play's first two sentences: how you win, and what a turn is (one each)."""
    learn = root.get("learn")
    learn.reject_unknown(("win", "turn"))
    sentences_ = []
    for key in ("win", "turn"):
        text = " ".join(learn.get(key).text().split())
        if sentences(text) != 1:
            raise learn.get(key).fail("one whole sentence")
        sentences_.append(text)
    return sentences_[0], sentences_[1]


@cache
def learn_to_play(game_id: str) -> tuple[str, str, str]:
    """The first screen of Learn to play: how you win, what a turn is, where the rules are."""
    where = "The rules are under Rules in the menu (Esc), and each tip opens them with F1."
    try:
        win, turn = parse_learn(load_document(tips_path(game_id)))
    except DataError as exc:
        log.warning("no first screen for %s: %s", game_id, exc)
        from boardgames.games import get_game

        title = get_game(game_id).ruleset.title
        win, turn = f"The rules screen tells how {title} is won.", "Tips explain each new step."
    return win, turn, where


def check_document(root: Node) -> str:
    """``check-data``'s summary of a tips file (DataError: what is wrong with it)."""
    tips = parse_tips(root)
    return f"tips of {root.get('game').text()}, {len(tips)} kinds of decision"


@cache
def load_tips(game_id: str) -> dict[str, Tip]:
    """A game's tips; a damaged tips file gives none (logged: the game plays on without)."""
    try:
        return parse_tips(load_document(tips_path(game_id)), game_id, every_kind=False)
    except DataError as exc:
        log.warning("no tips for %s: %s", game_id, exc)
        return {}


def person_key(name: str) -> str:
    return " ".join(name.split()).casefold()


class SeenTips:
    """Which tips each person has seen, per game, kept in the user's data folder.

    ``problem`` holds one message when the file could not be read or written; the tips
    already seen this run are still remembered in memory."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / SEEN_FILE
        self.problem = ""
        self._seen: dict[str, dict[str, list[str]]] = self._read()

    def _read(self) -> dict[str, dict[str, list[str]]]:
        try:
            data: Any = json.loads(read_text_capped(self.path, SEEN_BYTES))
        except FileMissing:
            return {}
        except (InputRefused, OSError) as exc:
            self.problem = f"{self.path}: {brief(str(exc))}; the tips seen before show again."
            return {}
        except (ValueError, RecursionError):
            data = None
        if not _well_formed(data):
            self.problem = f"{self.path.name} was damaged; it is kept as {self._set_aside()}."
            return {}
        return data  # type: ignore[no-any-return]

    def _set_aside(self) -> str:
        target = self.path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}-{SEEN_FILE}")
        try:
            self.path.replace(target)
        except OSError:
            return f"{self.path.name} (it could not be moved)"
        return target.name

    def seen(self, game_id: str, name: str, kind: str) -> bool:
        return kind in self._seen.get(game_id, {}).get(person_key(name), [])

    def mark(self, game_id: str, name: str, kind: str) -> None:
        """Remember that ``name`` has seen the tip on ``kind``, and keep it at once."""
        kinds = self._seen.setdefault(game_id, {}).setdefault(person_key(name), [])
        if kind not in kinds:
            kinds.append(kind)
            self._write()

    def forget(self) -> None:
        """Every tip shows again, for everyone ("Show tips again" in the settings)."""
        self._seen = {}
        self._write()

    def _write(self) -> None:
        from boardgames.saves import atomic_write_text

        try:
            atomic_write_text(self.path, json.dumps(self._seen, indent=1, sort_keys=True))
        except OSError as exc:
            if not self.problem:
                self.problem = f"{self.path} cannot be written ({brief(str(exc))})."
            log.warning("cannot write %s: %s", self.path, exc)


def _well_formed(data: object) -> bool:
    """Game -> person -> list of kinds, all strings."""
    if not isinstance(data, dict):
        return False
    for people in data.values():
        if not isinstance(people, dict):
            return False
        for kinds in people.values():
            if not isinstance(kinds, list) or not all(isinstance(k, str) for k in kinds):
                return False
    return True
