"""Stage 6 — report: a run's :class:`~claimcheck.report.result.Report` and its outputs — text,
JSON (DESIGN.md §6), JSONL, CSV, SARIF 2.1.0 and Markdown (:mod:`~claimcheck.report.formats`),
the briefing's warnings section written in place (:mod:`~claimcheck.report.warnings_section`),
and rule documentation pages (:mod:`~claimcheck.report.ruledocs`)."""
from claimcheck.report.result import Report

__all__ = ["Report"]
