"""Identifier schemes: arXiv identifiers and DOIs.

arXiv scheme (https://info.arxiv.org/help/arxiv_identifier.html): since April 2007 an
id is ``YYMM.NNNN`` (0704–1412, four-digit sequence) or ``YYMM.NNNNN`` (from 1501,
five digits), month 01–12, with an optional version ``vN`` (N ≥ 1).  Before that ids are
old-style ``archive(.SUBJ)?/YYMMNNN`` (``cs/0601001``, ``math.GT/0309136``).
DOI syntax: ISO 26324 / DOI Handbook §2 — ``10.<registrant>/<suffix>``.
"""
from __future__ import annotations

import re

NEW_STYLE = re.compile(r"^(\d{2})(\d{2})\.(\d{4,5})(?:v(\d+))?$")
OLD_STYLE = re.compile(r"^([a-z\-]+(?:\.[A-Z]{2})?)/(\d{2})(\d{2})(\d{3})(?:v(\d+))?$")
DOI = re.compile(r"^10\.\d{4,9}/\S+$")


#: why an identifier breaks the arXiv scheme, in English (the ``malformed`` flag of a claim);
#: CC301 words them in the reader's language from rules/checks/CC301-malformed-id.yaml
PROBLEMS_EN = {
    "month": "month {mm} is not 01–12",
    "before_2007": "{yymm} is before April 2007, when YYMM.NNNN ids began",
    "sequence_until_1412": "ids up to 1412 have a 4-digit sequence number, not {n}",
    "sequence_since_1501": "ids since 1501 have a 5-digit sequence number, not {n}",
    "version": "version numbers start at v1",
    "no_dot": "no dot between YYMM and the sequence number (expected YYMM.NNNNN)",
    "sequence_length": "the sequence number after the dot has {n} digits, not {expected}",
    "yymm_length": "the part before the dot must be 4 digits (YYMM), not {n}",
    "scheme": "does not follow YYMM.NNNNN[vN] or archive/YYMMNNN",
}


def arxiv_problem_parts(identifier: str) -> tuple[str, dict[str, str]] | None:
    """Why ``identifier`` (without the ``arXiv:`` prefix) breaks the arXiv scheme, as a key of
    :data:`PROBLEMS_EN` and the values its template takes, or None when it is well formed.

    >>> arxiv_problem_parts("2406.140066")
    ('sequence_length', {'n': '6', 'expected': '5'})
    """
    ident = identifier.strip()
    match = NEW_STYLE.match(ident)
    if match:
        yy, mm, seq, version = match.groups()
        month = int(mm)
        if not 1 <= month <= 12:
            return "month", {"mm": mm}
        yymm = int(yy + mm)
        if yymm < 704:
            return "before_2007", {"yymm": yy + mm}
        if yymm <= 1412 and len(seq) != 4:
            return "sequence_until_1412", {"n": str(len(seq))}
        if yymm >= 1501 and len(seq) != 5:
            return "sequence_since_1501", {"n": str(len(seq))}
        if version is not None and int(version) < 1:
            return "version", {}
        return None
    match = OLD_STYLE.match(ident)
    if match:
        month = int(match.group(3))
        return ("month", {"mm": match.group(3)}) if not 1 <= month <= 12 else None
    digits = re.sub(r"v\d+$", "", ident)
    if digits.isdigit():
        return "no_dot", {}
    if re.fullmatch(r"\d+\.\d+(v\d+)?", ident):
        head, seq = digits.split(".")
        if len(head) == 4:  # "2406.140066": the sequence number is too long (or too short)
            return "sequence_length", {"n": str(len(seq)), "expected": "4" if int(head) <= 1412 else "5"}
        return "yymm_length", {"n": str(len(head))}
    return "scheme", {}


def arxiv_problem(identifier: str, templates: dict[str, str] | None = None) -> str | None:
    """Why ``identifier`` (without the ``arXiv:`` prefix) breaks the arXiv scheme, or None,
    worded by ``templates`` (a key of :data:`PROBLEMS_EN` → a str.format template; English
    by default).

    >>> arxiv_problem("2511.02230v7") is None
    True
    >>> arxiv_problem("160622148")
    'no dot between YYMM and the sequence number (expected YYMM.NNNNN)'
    """
    parts = arxiv_problem_parts(identifier)
    if parts is None:
        return None
    key, values = parts
    return (templates or PROBLEMS_EN).get(key, PROBLEMS_EN[key]).format(**values)


def arxiv_month(identifier: str) -> tuple[int, int] | None:
    """(year, month) an arXiv id was issued in, or None for ids without a valid month.

    ``"2609.27746"`` → ``(2026, 9)``; old-style ``"cs/0601001"`` → ``(2006, 1)``.
    Two-digit years are 20YY for new-style ids (they start in 2007) and 19YY/20YY
    (≥ 91 → 1991+) for old-style ones.
    """
    ident = identifier.strip()
    match = NEW_STYLE.match(ident)
    if match:
        year, month = 2000 + int(match.group(1)), int(match.group(2))
    else:
        match = OLD_STYLE.match(ident)
        if not match:
            return None
        yy = int(match.group(2))
        year, month = (1900 + yy if yy >= 91 else 2000 + yy), int(match.group(3))
    return (year, month) if 1 <= month <= 12 else None


def arxiv_base(identifier: str) -> str:
    """The id without its version suffix: ``2511.02230v7`` → ``2511.02230``."""
    return re.sub(r"v\d+$", "", identifier.strip())


def id_base(value: str) -> str:
    """The key identifiers are grouped by (CC206 id-conflict, and the index's ``id_base``
    column): an identifier claim's value without its version, ``arXiv:2609.04412v2`` →
    ``arXiv:2609.04412``; DOIs are case-insensitive, so ``doi:…`` is case-folded; any other
    value is itself."""
    if value.startswith("arXiv:"):
        return "arXiv:" + arxiv_base(value[6:])
    return value.casefold() if value.startswith("doi:") else value
