"""The result of a run: :class:`Report` — claims, findings, input errors and what rendered them.

:func:`claimcheck.check` and :func:`claimcheck.extract` return one; the audit returns its
subclass :class:`claimcheck.history.audit.AuditReport`.  The formats of
:mod:`claimcheck.report.formats` render it.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from claimcheck.checks.engine import rerender
from claimcheck.errors import InputError
from claimcheck.model import Claim, Finding
from claimcheck.text.ingest import Document

if TYPE_CHECKING:
    from claimcheck.frames.extractor import DocumentExtract
    from claimcheck.resources.records import Messages


@dataclass
class Report:
    """The result of :func:`check` (or :func:`extract`, with no findings).

    Attributes:
        claims: every claim, sorted by (file, line, column).
        findings: every finding, sorted by (file, line, column, code).
        errors: one :class:`~claimcheck.errors.InputError` per input that could not be read.
        documents: the documents read, in input order.
        as_of: the date the date rules used.
        lang: the language of messages (``zh`` | ``en``).
        extracts: per-document extraction results (segments, names).
    """

    claims: list[Claim]
    findings: list[Finding]
    errors: list[InputError]
    documents: list[Document]
    as_of: dt.date | None
    lang: str = "zh"
    extracts: list[DocumentExtract] = field(default_factory=list)
    rules: tuple = ()
    indexed_claims: list[Claim] = field(default_factory=list)
    suppressed: list[Finding] = field(default_factory=list)
    unused_suppressions: list = field(default_factory=list)
    unknown_suppressions: list = field(default_factory=list)  # suppressions naming codes of no rule
    baseline_hidden: int = 0
    #: rule code → groups whose findings stopped at the rule's cap (CC201 max_findings_per_group)
    capped: dict = field(default_factory=dict)
    #: the MetricDefs of the rules in use (labels of metrics in messages); None = shipped
    metrics: dict | None = None
    #: the Messages of the rules in use (messages.yaml: labels and summary of the outputs); None = shipped
    messages: "Messages | None" = None

    def claims_frame(self):
        """The claims as a pandas DataFrame, one row per claim (columns as in ``extract --format csv``)."""
        import pandas as pd

        from claimcheck.report.formats import claim_row
        return pd.DataFrame([claim_row(c) for c in self.claims])

    def findings_frame(self):
        """The findings as a pandas DataFrame: code, rule, severity, risk, subject, metric,
        file, line, column, message, recommendation."""
        import pandas as pd

        rows = []
        for f in self.findings:
            p = f.primary
            rows.append({"code": f.code, "rule": f.rule, "severity": f.severity, "risk": f.risk,
                         "subject": f.subject, "metric": f.metric, "file": p.file, "line": p.line,
                         "column": p.column, "message": f.message, "recommendation": f.recommendation})
        return pd.DataFrame(rows)

    def to_json(self) -> dict:
        """The JSON contract of DESIGN.md §6 (schema 1)."""
        from claimcheck.report.formats import to_json
        return to_json(self)

    def to_sarif(self) -> dict:
        """The findings as a SARIF 2.1.0 log (one run; rules from the catalogue)."""
        from claimcheck.report.formats import to_sarif
        return to_sarif(self)

    def to_markdown(self, lang: str | None = None, first: int = 1) -> str:
        """The briefing's warnings section (``⚠️ C1：…``) in ``lang`` (default: the report's),
        its items numbered from ``first``."""
        from claimcheck.report.formats import warnings_markdown
        return warnings_markdown(self, lang or self.lang, first)

    def rule(self, code: str):
        return next(r for r in self.rules if r.code == code)

    def in_language(self, finding: Finding, lang: str) -> tuple[str, str, str]:
        """(verdict, message, recommendation) of ``finding`` in ``lang``."""
        return rerender(finding, self.rule(finding.code), lang, self.metrics, self.messages)
