"""Inline suppressions: ``<!-- claimcheck: ignore CC204 -->`` and ``off`` / ``on`` blocks.

- ``<!-- claimcheck: ignore CC204, CC202 -->`` on a line suppresses those codes (or names)
  for findings reported on that line; alone on its line (a list item's or quote's marker
  before it allowed: ``- <!-- claimcheck: ignore CC204 -->``), for the next line.  With no
  codes it suppresses every rule.
- ``<!-- claimcheck: off [CODES] -->`` … ``<!-- claimcheck: on -->`` suppresses a block.
Modelled on ruff's ``# noqa`` and Vale's ``<!-- vale off -->`` comments.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from claimcheck.model import Finding

#: a Markdown list item's or block quote's marker: a comment after it is still alone on its line
_MARKER = re.compile(r"^\s*(?:(?:[-*+]|\d{1,9}[.)])\s+|>\s?)+")
_COMMENT = re.compile(r"<!--\s*claimcheck:\s*(?P<verb>ignore|off|on|disable|enable)\b(?P<codes>[^>]*?)\s*-->", re.IGNORECASE)


@dataclass
class Suppression:
    """One suppression comment: where it is, which lines it covers and which rules."""

    file: str
    line: int
    column: int
    codes: frozenset[str]        # empty = every rule
    first: int                   # first line covered
    last: int                    # last line covered
    used: bool = field(default=False)
    unknown: frozenset[str] = field(default_factory=frozenset)  # codes or names of no rule (set by check_codes)

    def covers(self, finding: Finding) -> bool:
        p = finding.primary
        if p.file != self.file or not (self.first <= p.line <= self.last):
            return False
        return not self.codes or finding.code in self.codes or finding.rule in self.codes


def parse(path: str, text: str) -> list[Suppression]:
    """The suppressions of one document."""
    out: list[Suppression] = []
    lines = text.split("\n")
    open_block: Suppression | None = None
    for number, line in enumerate(lines, start=1):
        for m in _COMMENT.finditer(line):
            verb = m.group("verb").lower()
            codes = frozenset(c.strip() for c in re.split(r"[,\s]+", m.group("codes")) if c.strip())
            codes = frozenset(c.upper() if re.fullmatch(r"cc\d{3}", c, re.I) else c.lower() for c in codes)
            if verb == "ignore":
                # alone on its line, a list or quote marker before it allowed ("- <!-- … -->")
                alone = not _MARKER.sub("", line[:m.start()]).strip() and not line[m.end():].strip()
                target = number + 1 if alone else number
                out.append(Suppression(path, number, m.start() + 1, codes, target, target))
            elif verb in ("off", "disable"):
                open_block = Suppression(path, number, m.start() + 1, codes, number, len(lines))
                out.append(open_block)
            elif verb in ("on", "enable") and open_block is not None:
                open_block.last = number
                open_block = None
    return out


def apply(findings: list[Finding], suppressions: list[Suppression]) -> tuple[list[Finding], list[Finding]]:
    """(kept, suppressed) findings; marks the suppressions that were used."""
    kept, dropped = [], []
    for f in findings:
        hit = [s for s in suppressions if s.covers(f)]
        for s in hit:
            s.used = True
        (dropped if hit else kept).append(f)
    return kept, dropped


def check_codes(suppressions: list[Suppression], rules) -> list[Suppression]:
    """Mark in each suppression the codes and names that name no rule (``CC999``, a misspelt
    ``basis-mismach``): such a comment suppresses nothing, silently (a fresh user, session 12).

    Args:
        suppressions: the parsed comments; rules: the rule catalogue (``code`` and ``name``).
    Returns:
        the suppressions with unknown codes (each also ``unused``: it can match no finding).
    """
    known = {r.code for r in rules} | {r.name for r in rules}
    out = []
    for s in suppressions:
        s.unknown = frozenset(c for c in s.codes if c not in known)
        if s.unknown:
            out.append(s)
    return out
