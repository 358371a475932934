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


def arxiv_problem(identifier: str) -> str | None:
    """Why ``identifier`` (without the ``arXiv:`` prefix) breaks the arXiv scheme, or None.

    >>> arxiv_problem("2511.02230v7") is None
    True
    >>> arxiv_problem("160622148")
    'no dot between YYMM and the sequence number (expected YYMM.NNNNN)'
    """
    ident = identifier.strip()
    match = NEW_STYLE.match(ident)
    if match:
        yy, mm, seq, version = match.groups()
        month = int(mm)
        if not 1 <= month <= 12:
            return f"month {mm} is not 01–12"
        yymm = int(yy + mm)
        if yymm < 704:
            return f"{yy}{mm} is before April 2007, when YYMM.NNNN ids began"
        if yymm <= 1412 and len(seq) != 4:
            return f"ids up to 1412 have a 4-digit sequence number, not {len(seq)}"
        if yymm >= 1501 and len(seq) != 5:
            return f"ids since 1501 have a 5-digit sequence number, not {len(seq)}"
        if version is not None and int(version) < 1:
            return "version numbers start at v1"
        return None
    match = OLD_STYLE.match(ident)
    if match:
        month = int(match.group(3))
        if not 1 <= month <= 12:
            return f"month {match.group(3)} is not 01–12"
        return None
    digits = re.sub(r"v\d+$", "", ident)
    if digits.isdigit():
        return "no dot between YYMM and the sequence number (expected YYMM.NNNNN)"
    if re.fullmatch(r"\d+\.\d+(v\d+)?", ident):
        head, seq = re.sub(r"v\d+$", "", ident).split(".")
        if len(head) == 4:  # "2406.140066": the sequence number is too long (or too short)
            expected = 4 if int(head) <= 1412 else 5
            return f"the sequence number after the dot has {len(seq)} digits, not {expected}"
        return f"the part before the dot must be 4 digits (YYMM), not {len(head)}"
    return "does not follow YYMM.NNNNN[vN] or archive/YYMMNNN"


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
