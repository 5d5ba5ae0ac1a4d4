"""A game as a readable text log: setup, every action in words, the result, the verdicts.

The same text is printed by ``boardgames review SAVE`` and written by the Review screen's
export. A finished game is told with nothing hidden; a game still in progress only as a
bystander reads it (nobody's hand, plan or draw), since its players may still be at it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from boardgames.review.checks import Check, key_moments
from boardgames.review.timeline import BYSTANDER, EVERYTHING, Eyes, Timeline, event_words


def export_eyes(timeline: Timeline) -> Eyes:
    """Everything for a finished game, a bystander's eyes for one in progress."""
    return EVERYTHING if timeline.finished else BYSTANDER


def game_log(timeline: Timeline, checks: Sequence[Check] = ()) -> str:
    """The whole game in words (with ``checks``' verdicts under the decisions judged)."""
    eyes = export_eyes(timeline)
    record, names = timeline.record, timeline.names
    ruleset = timeline.entry.ruleset
    lines = [f"{ruleset.title}: {record.created or 'undated'}", ""]
    lines += ["Seats:"]
    for seat, name in zip(record.seats, names, strict=True):
        who = f"computer ({seat.bot_level})" if seat.is_bot else "person"
        lines.append(f"  {name}: {who}")
    if record.options:
        labels = {spec.key: spec.label for spec in ruleset.options}
        shown = ", ".join(f"{labels.get(k, k)}: {v}" for k, v in sorted(record.options.items()))
        lines.append(f"Options: {shown}")
    lines.append(f"Seed: {record.seed}")
    if record.branched_from is not None:
        branch = record.branched_from
        lines.append(f"Played on from move {branch.move} of {branch.file}")
    if not timeline.finished:
        lines.append("In progress: told as a bystander sees it (nobody's secrets).")
    lines += ["", "Setup:"]
    lines += [
        f"  {text}"
        for entry in timeline.log
        if entry.index < 0 and (text := event_words(entry.event, names, eyes))
    ]
    verdicts = {c.moment.index: c for c in checks}
    chapter = None
    for moment in timeline.moments:
        if moment.chapter != chapter:
            chapter = moment.chapter
            lines += ["", f"{chapter}:" if chapter else "Play:"]
        lines.append(f"{timeline.line_for(moment, eyes)}")
        lines += [f"    {text}" for text in timeline.moment_log(moment, eyes)]
        if moment.index in verdicts:
            lines.append(f"    Check: {verdicts[moment.index].sentence(names)}")
    lines += ["", "Result:"]
    result = timeline.final.result()
    if result is None:
        lines.append(f"  Not over yet, after {len(timeline)} moves.")
    else:
        lines.append(f"  {result.headline(names)}")
        lines += [f"  {note}" for note in result.notes(names)]
    if checks:
        lines += ["", "Key moments:"]
        moments = key_moments(checks)
        lines += [f"  Move {c.moment.index + 1}: {c.sentence(names)}" for c in moments]
        if not moments:
            lines.append("  None: no decision checked gave up any win chance.")
    return "\n".join(lines) + "\n"


def write_export(timeline: Timeline, folder: Path, checks: Sequence[Check] = ()) -> Path:
    """Write the text log and the record's JSON into ``folder``; returns the text's path."""
    from boardgames.saves import atomic_write_text, game_file_stem

    folder.mkdir(parents=True, exist_ok=True)
    stem = f"review-{game_file_stem(timeline.record)}"
    text_path = folder / f"{stem}.txt"
    atomic_write_text(text_path, game_log(timeline, checks))
    atomic_write_text(folder / f"{stem}.json", timeline.record.to_json())
    return text_path
