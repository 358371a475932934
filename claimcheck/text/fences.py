"""Fenced code blocks of Markdown (CommonMark 0.31 §4.5): which lines belong to one.  Code is
no prose: the segmenter reads no claims there (issue 16 kind 5) and the warnings section's
markers never count there (issue 17)."""
from __future__ import annotations

import re

#: a fenced code block's opening or closing line (CommonMark 0.31 §4.5: three or more backticks or
#: tildes; a backtick fence's info string has no backtick)
FENCE = re.compile(r"^\s*(`{3,}(?=[^`]*$)|~{3,})")


def fence_closes(line: str, opening: str) -> bool:
    """True when ``line`` closes a fenced code block opened by ``opening`` (its run of backticks
    or tildes): the same character, at least as many, nothing but spaces after."""
    stripped = line.strip()
    run = len(stripped) - len(stripped.lstrip(opening[0]))
    return run >= len(opening) and not stripped[run:].strip()


def fenced_lines(lines: list[str]) -> list[bool]:
    """For each of ``lines``, whether it belongs to a fenced code block (its fences included);
    a block never closed runs to the end (CommonMark).  Code is no prose: its numbers are no
    claims (issue 16 kind 5)."""
    out, opening = [], None
    for line in lines:
        if opening is not None:
            out.append(True)
            if fence_closes(line, opening):
                opening = None
            continue
        m = FENCE.match(line) if ("`" in line or "~" in line) else None
        if m:
            opening = m.group(1)
        out.append(m is not None)
    return out
