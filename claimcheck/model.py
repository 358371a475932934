"""Plain frozen records that flow between the stages after ``extract``.

spaCy objects never leave :mod:`claimcheck.extraction`; normalise, compare and report
work on these dataclasses only (DESIGN.md §2).  Field meanings follow DESIGN.md §3;
the JSON shape of :meth:`Claim.to_json` and :meth:`Finding.to_json` is the stable
contract of DESIGN.md §6.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from claimcheck.errors import UsageError

#: claim kinds (DESIGN.md §3)
KINDS = ("quantity", "ratio", "percent", "count", "date", "version", "identifier")


def release_key(version: str) -> tuple[int, ...]:
    """The release a version names, as its numbers with trailing zeros dropped: ``0.11``,
    ``v0.11.0`` and ``0.11.0`` are one release, (0, 11); ordered as releases are.  Shared by
    CC203 (which "latest" is newer) and the ``version`` condition (two spellings of one release).

    Args: version: a version as written (str).  Returns: tuple[int, ...] (empty without digits)."""
    key = [int(x) for x in re.findall(r"\d+", version)]
    while len(key) > 1 and key[-1] == 0:
        key.pop()
    return tuple(key)


def fmt_decimal(value: Decimal | None) -> str | None:
    """Format a Decimal without exponent and without trailing zeros of computed values.

    ``Decimal("12400.000")`` → ``"12400"``, ``Decimal("1.850")`` → ``"1.85"``, ``None`` → ``None``.
    """
    if value is None:
        return None
    text = format(value.normalize(), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class Source:
    """Provenance of a claim.

    Attributes:
        attribution: who said it, as written (``"Jay Sep 27 CSDN"``), or None.
        tier: ``primary`` | ``secondary`` | ``tertiary`` | ``unknown`` (rules/sources.yaml).
        urls: URLs cited with the claim (its clause, its section's ``URL：`` line).
        ids: identifiers cited with it (``arXiv:2511.02230v7``, DOIs), well-formed or not.
        date: ISO date the claim itself was made, when the text says (``Jay Sep 27``), else None.
        primary_link: True when a well-formed primary URL or id backs the claim.
        internal: the claim cites the team's own notes (``inference.md``) rather than an outside source.
    """

    attribution: str | None = None
    tier: str = "unknown"
    urls: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()
    date: str | None = None
    primary_link: bool = False
    internal: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"attribution": self.attribution, "tier": self.tier, "urls": list(self.urls),
                "ids": list(self.ids), "date": self.date}


@dataclass(frozen=True)
class Claim:
    """One quantitative statement (DESIGN.md §3).

    Attributes:
        id: stable hash of (file, normalised text, position in section); see ``extract.claim_id``.
        file, line, column: location of ``surface``; line and column 1-based, in Unicode code points.
        end_column: column just after the surface.
        section: section path joined with `` > ``.
        surface: exact text of the number with its unit and qualifier (``"约 384 tok/s"``).
        kind: one of :data:`KINDS`.
        value: the number as written, as a Decimal string (``"383.7"``), or the text for
            dates/versions/identifiers (``"2026-09"``, ``"0.23"``, ``"arXiv:2511.02230v7"``).
        low, high: range ends (Decimal strings) or None; for dates the ISO period [low, high).
        qualifier: ``=`` ``~`` ``>=`` ``<=`` ``>`` ``<``.
        unit: unit as written (``"tok/s"``, ``"%"``, ``"倍"``), or None.
        norm_value: value in the metric's canonical unit (Decimal), or None when not numeric.
        norm_unit: canonical unit (``"token / second"``, ``"dimensionless"``, ``"millisecond"``).
        alternatives: other admissible normalised values (``128K`` → 131072; ``提升 2 倍`` → 3).
        direction: ``up`` | ``down`` for relative changes, else None.
        baseline: the written baseline of a relative claim (``"vLLM 0.5.2"``), or None.
        subject: canonical entity name (``"DSpark"``), or None when unknown.
        subject_surface: the subject as written.
        metric: metric name from rules/metrics.yaml (``"throughput"``).
        conditions: sorted (name, value) pairs: model, hardware, tp, pp, ep, dp, batch_size,
            precision, dataset, context_length, baseline, engine_version.
        source: :class:`Source`.
        text: the sentence the claim stands in (for messages and quoting).
        doc_date: ISO date of the document, or None.
        flags: extra facts found by the grammar (``promise``, ``latest``, ``count_stated``,
            ``ambiguous_multiplier``, ``malformed``, ``rank``, ``confirmation``...); the flag
            ``role=setting`` marks a setting (see :attr:`role`).
    """

    id: str
    file: str
    line: int
    column: int
    end_column: int
    section: str
    surface: str
    kind: str
    value: str
    low: str | None = None
    high: str | None = None
    qualifier: str = "="
    unit: str | None = None
    norm_value: Decimal | None = None
    norm_unit: str | None = None
    alternatives: tuple[Decimal, ...] = ()
    direction: str | None = None
    baseline: str | None = None
    subject: str | None = None
    subject_surface: str | None = None
    metric: str | None = None
    conditions: tuple[tuple[str, str], ...] = ()
    source: Source = field(default_factory=Source)
    text: str = ""
    doc_date: str | None = None
    flags: tuple[str, ...] = ()

    @property
    def conditions_dict(self) -> dict[str, str]:
        """The conditions as a plain dict (name → value)."""
        return dict(self.conditions)

    @property
    def role(self) -> str:
        """``result`` (what was measured or claimed) or ``setting`` (what a measurement was run
        under: a request rate, batch size, input/output length, number of runs, GPU counts —
        DESIGN.md §3).  Settings are conditions of the results beside them and are never
        compared alone.  Stored as the flag ``role=setting`` (so the index keeps it)."""
        return self.flag_value("role") or "result"

    def has_flag(self, name: str) -> bool:
        """True when the grammar set flag ``name`` (``promise``, ``latest`` …) on this claim."""
        return any(f == name or f.startswith(name + "=") for f in self.flags)

    def flag_value(self, name: str) -> str | None:
        """The value of a ``name=value`` flag, or None."""
        for f in self.flags:
            if f.startswith(name + "="):
                return f.split("=", 1)[1]
        return None

    def to_json(self) -> dict[str, Any]:
        """The claim in the JSON contract of DESIGN.md §6 (plus extension fields)."""
        normalized = None
        if self.norm_value is not None or self.norm_unit is not None:
            normalized = {"value": fmt_decimal(self.norm_value), "unit": self.norm_unit}
            if self.alternatives:
                normalized["alternatives"] = [fmt_decimal(a) for a in self.alternatives]
        return {
            "id": self.id, "file": self.file, "line": self.line, "column": self.column,
            "section": self.section, "surface": self.surface, "kind": self.kind,
            "value": self.value, "low": self.low, "high": self.high, "qualifier": self.qualifier,
            "unit": self.unit, "normalized": normalized, "direction": self.direction,
            "subject": self.subject, "metric": self.metric, "conditions": self.conditions_dict,
            "source": self.source.to_json(), "role": self.role,
        }


@dataclass(frozen=True)
class Location:
    """Where one side of a finding stands: file, 1-based line and column, and the surface."""

    file: str
    line: int
    column: int
    surface: str
    source: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "column": self.column, "surface": self.surface}


@dataclass(frozen=True)
class Finding:
    """A rule's verdict on one or more claims.

    Attributes:
        code, rule: the rule's stable code and name (``"CC202"``, ``"basis-mismatch"``).
        severity: ``info`` | ``warning`` | ``error`` (the rule's default or configured severity).
        risk: ``low`` | ``medium`` | ``high`` or a range ``low-medium`` (claimcheck.checks.risk).
        subject, metric: of the claims compared.
        message, recommendation: rendered from the rule's templates in the report language.
        claims: ids of the claims involved, the primary one first.
        locations: :class:`Location` of each claim, same order.
        params: the values the templates were rendered from (for re-rendering in another language).
    """

    code: str
    rule: str
    severity: str
    risk: str
    subject: str | None
    metric: str | None
    message: str
    recommendation: str
    claims: tuple[str, ...]
    locations: tuple[Location, ...]
    params: tuple[tuple[str, str], ...] = ()

    @property
    def primary(self) -> Location:
        """The location the finding is reported at (the first one)."""
        return self.locations[0]

    def sort_key(self) -> tuple:
        p = self.primary
        return (p.file, p.line, p.column, self.code)

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code, "rule": self.rule, "severity": self.severity, "risk": self.risk,
            "subject": self.subject, "metric": self.metric, "message": self.message,
            "recommendation": self.recommendation, "claims": list(self.claims),
            "locations": [loc.to_json() for loc in self.locations],
        }


def parse_date(value: str | dt.date | None, what: str = "--as-of") -> dt.date | None:
    """``YYYY-MM-DD`` → date.

    Raises:
        UsageError: not an ISO date.
    """
    if value is None or isinstance(value, dt.date):
        return value
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(value)):
        # "20261121" and "" are ISO 8601 to Python 3.11, not the documented form
        raise UsageError("E020", what=what, problem=f"{value!r} is not a date in the form YYYY-MM-DD")
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError as exc:
        # "2026-02-30" has the form but is no day of the calendar (a fresh-user trial, session 33)
        raise UsageError("E020", what=what, problem=f"{value!r} is no day of the calendar ({exc})") from None
