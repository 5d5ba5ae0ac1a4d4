"""Reading files nobody vouches for: saves from disk, data and maps edited by hand.

Every loader of the app reads through here, so that a pipe never hangs a read,
``/dev/zero`` or a 50 MB file never exhausts memory, and a document nested
thousands deep is refused before a recursive parser meets it. Failures are
``InputRefused`` with a short problem; each loader turns that into its own error
type (DataError, MapError, BoardError, SaveError), which adds the file's name.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from pathlib import Path
from typing import Any

# Caps, chosen far above the shipped files (the largest YAML is 32 KB, the largest map
# 62 KB, a whole 4-player game's save 28 KB) and low enough that the worst file of that
# size is parsed and refused in well under a second on a slow machine.
MAX_DATA_BYTES = 256_000  # YAML: building Python objects costs ~10 us per value
MAX_MAP_BYTES = 1_000_000  # TMX: pytmx and the checks walk every coordinate in Python
MAX_SAVE_BYTES = 2_000_000
MAX_DEPTH = 64  # nesting of mappings and lists; the shipped files need 6


class InputRefused(Exception):
    """A file or value that is not safe or not sensible to read; the text says why."""


class FileMissing(InputRefused):
    """There is no file at the path (callers often word this case their own way)."""


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not an ordinary file"


def _size_text(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 1_000_000 else f"{size / 1000:.0f} KB"


def _refuse_unless_regular(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise InputRefused(f"is {_kind_of(mode)}, not a regular file")


def check_regular_file(path: str | Path, limit: int) -> int:
    """Stat ``path`` (never opening it) and return its size; refuse pipes, devices, folders."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise FileMissing("file not found") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise InputRefused(f"cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    _refuse_unless_regular(info.st_mode)
    if info.st_size > limit:
        raise InputRefused(
            f"is {_size_text(info.st_size)}, more than the {_size_text(limit)} allowed"
        )
    return info.st_size


def read_bytes_capped(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    The file is opened non-blocking and checked again once open, so a file
    swapped for a pipe after the first check still cannot block the read.
    """
    check_regular_file(path, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as exc:
        raise InputRefused(f"cannot be read ({exc.strerror or exc})") from None
    try:
        _refuse_unless_regular(os.fstat(descriptor).st_mode)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise InputRefused(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(descriptor)
    if total > limit:
        raise InputRefused(f"grew past the {_size_text(limit)} allowed while being read")
    return b"".join(chunks)


def read_text_capped(path: str | Path, limit: int) -> str:
    """A regular file's UTF-8 text, at most ``limit`` bytes long."""
    data = read_bytes_capped(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputRefused(f"is not UTF-8 text (line {line}, byte {exc.start + 1})") from None


def nesting_depth(value: Any) -> int:
    """How deeply lists and mappings nest in a parsed document, up to MAX_DEPTH + 1.

    Level by level rather than recursive, so any depth is safe to measure, and
    scalars are skipped in bulk, so a 2 MB document takes a fraction of a second.
    """
    level = [value] if isinstance(value, (dict, list)) else []
    depth = 0
    while level and depth <= MAX_DEPTH:
        depth += 1
        children: list[Any] = []
        for item in level:
            children.extend(item.values() if isinstance(item, dict) else item)
        level = [child for child in children if isinstance(child, (dict, list))]
    return depth


def first_unprintable(text: str) -> str | None:
    """The first control character or lone surrogate in ``text`` (which fonts cannot draw)."""
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cs"):
            return char
    return None


def describe_char(char: str) -> str:
    """A character as 'U+0000' so an invisible one can still be named in a message."""
    return f"U+{ord(char):04X}"


LONG_DIGITS = re.compile(r"\d{16,}")
MESSAGE_CHARACTERS = 400  # a message is one line a person reads


def brief(message: str, limit: int = MESSAGE_CHARACTERS) -> str:
    """A message fit for one line: long runs of digits shortened ('777777... (4000 digits)'),
    whitespace made single spaces, and the whole cut at ``limit`` characters."""
    text = LONG_DIGITS.sub(lambda run: f"{run.group()[:6]}... ({len(run.group())} digits)", message)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
