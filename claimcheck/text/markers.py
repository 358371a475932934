"""The markers of the warnings section (``claimcheck warnings --write``), and where they are.

One definition for both sides: :mod:`claimcheck.report.warnings_section` writes the section
between the two markers, and :mod:`claimcheck.text.segment` skips the section when it reads a
draft (the section is our output, never claims).  A marker counts only on a line of its own,
outside fenced and indented code blocks: a marker a user quotes in a code block, in inline code or beside
other text (an inbox note that holds one) is text like any other.
"""
from __future__ import annotations

from claimcheck.text.fences import fenced_lines

START = "<!-- claimcheck:warnings:start -->"
END = "<!-- claimcheck:warnings:end -->"


def marker_lines(text: str) -> tuple[list[int], list[int]]:
    """The character offsets of the lines that ARE our markers: a line holding only
    :data:`START` (or :data:`END`), outside fenced code blocks (``` / ~~~, CommonMark) and not
    indented as code (four spaces or a tab; the markers are written at the line's start).  A
    marker quoted in inline code, inside a fence or an indented block, or next to other text
    on its line is a user's example and never counts.  Returns (start offsets, end offsets)."""
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    lines = text.splitlines(keepends=True)
    code = fenced_lines(lines)
    for line, in_code in zip(lines, code):
        stripped = line.strip()
        indent = line[:len(line) - len(line.lstrip(" \t"))]
        if in_code or "\t" in indent or len(indent) > 3:
            pass  # in a fence, or indented as code (4 spaces or a tab, CommonMark §4.4): an example
        elif stripped == START:
            starts.append(pos + line.index(START))
        elif stripped == END:
            ends.append(pos + line.index(END))
        pos += len(line)
    return starts, ends


def section_lines(text: str) -> set[int]:
    """The 1-based numbers of the lines that belong to a written warnings section, markers
    included: from each marker line :data:`START` to the next :data:`END` marker line (to the
    end of the text when none follows).  Lines are split on ``\\n``."""
    starts, ends = marker_lines(text)
    if not starts:
        return set()
    line_of = _line_numbers(text)
    out: set[int] = set()
    total = text.count("\n") + 1
    ends_at = sorted(ends)
    for start in starts:
        first = line_of(start)
        end = next((e for e in ends_at if e > start), None)
        last = line_of(end) if end is not None else total
        out.update(range(first, last + 1))
    return out


def _line_numbers(text: str):
    import bisect
    breaks = [i for i, ch in enumerate(text) if ch == "\n"]
    return lambda offset: bisect.bisect_right(breaks, offset - 1) + 1
