"""The record every recogniser of the extraction grammar returns: :class:`Hit`.

Kept apart from :mod:`claimcheck.extraction.grammar` so the recogniser modules can build hits
without importing the grammar (no import cycle); the grammar re-exports it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Hit:
    """One recognised item in a text.

    Attributes:
        start, end: code-point offsets into the scanned text (end exclusive).
        kind: ``quantity`` ``ratio`` ``percent`` ``count`` ``date`` ``version`` ``identifier``
            — or ``protected``/``url``/``condition`` for spans that are not claims.
        value: Decimal for numeric kinds; a string for dates (ISO), versions and ids.
        text_value: the number as written, as a Decimal string (``"383.70"``) or text.
        low, high: range ends (Decimal), or ISO period ends for dates.
        qualifier: ``=`` ``~`` ``>=`` ``<=`` ``>`` ``<``.
        unit: unit as written (``"tok/s"``), ``"%"``, ``"×"``, or None.
        pint_unit: the unit expression for pint, or None (ratios, percents, counts).
        scale: the scale factor applied (``万`` → 10000), or None.
        direction: ``up``/``down`` for relative changes.
        alternatives: other admissible values (``128K`` → 131072; ``提升 2 倍`` → 3).
        flags: extra facts (``malformed=…``, ``scale=K``, ``points``, ``ambiguous_multiplier``).
        name: for protected names and conditions, the name text; for versions the software.
    """

    start: int
    end: int
    kind: str
    value: object = None
    text_value: str = ""
    low: object = None
    high: object = None
    qualifier: str = "="
    unit: str | None = None
    pint_unit: str | None = None
    scale: Decimal | None = None
    direction: str | None = None
    alternatives: list = field(default_factory=list)
    flags: list = field(default_factory=list)
    name: str | None = None
