"""Run a rule's documented examples (``examples:`` in ``rules/checks/*.yaml``).

Documentation examples are tests (pylint's ``doc/data/messages`` habit): a firing example
must produce a finding of its rule on the marked line, a silent one none.  The test suite
and ``claimcheck rule --verify`` use :func:`run_example`.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

from claimcheck.model import Finding
from claimcheck.resources.catalogue import Rule, RuleExample


def run_example(rule: Rule, example: RuleExample, rules_dir: str | None = None) -> list[Finding]:
    """Check ``example.text`` as one document (in a temporary folder) with only ``rule`` selected.

    Returns:
        The findings of ``rule`` on the example document.
    """
    from claimcheck.api import check

    with tempfile.TemporaryDirectory(prefix="claimcheck-example-") as tmp:
        path = Path(tmp) / example.file_name
        path.write_text(example.text, encoding="utf-8")
        report = check([path], as_of=example.as_of or "2026-10-15", lang=example.lang,
                       select=[rule.code], rules_dir=rules_dir)
        return [f for f in report.findings if f.code == rule.code]


def example_verdict(rule: Rule, example: RuleExample, rules_dir: str | None = None) -> str | None:
    """None when the example behaves as documented, else a one-line explanation."""
    findings = run_example(rule, example, rules_dir)
    if example.fires:
        lines = sorted({f.primary.line for f in findings})
        if example.line not in lines:
            return f"expected {rule.code} on line {example.line}, got lines {lines or 'none'}"
        return None
    if findings:
        return f"expected no {rule.code}, got: " + "; ".join(f"{f.primary.line}: {f.message}" for f in findings)
    return None
