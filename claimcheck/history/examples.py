"""Run the history rules' documented examples (``examples:`` of rules/checks/CC401–CC403): an
example is a series of snapshots separated by ``=== <date or label> ===`` lines, audited as
versions of one document."""
from __future__ import annotations

import re

from claimcheck.history.audit import audit_versions
from claimcheck.history.versions import Version
from claimcheck.model import Finding


_SEPARATOR = re.compile(r"^===\s*(.+?)\s*===\s*$")


def example_versions(text: str, name: str = "example.md") -> tuple[list[Version], list[int]]:
    """Split a history example (snapshots separated by ``=== <date or label> ===`` lines) into
    versions, and the example line of each snapshot's separator (to map lines back).

    Args:
        text: the example's text (``examples:`` of rules/checks/CC401–CC403).
        name: the document's path in the versions.
    Returns:
        (list[Version], list[int]).
    """
    versions: list[Version] = []
    starts: list[int] = []
    current: list[str] | None = None
    label = ""
    for lineno, line in enumerate(text.split("\n"), start=1):
        m = _SEPARATOR.match(line)
        if m:
            if current is not None:
                versions.append(_example_version(label, current, name, len(versions)))
            label, current = m.group(1), []
            starts.append(lineno)
        elif current is not None:
            current.append(line)
    if current is not None:
        versions.append(_example_version(label, current, name, len(versions)))
    return versions, starts


def _example_version(label: str, lines: list[str], name: str, n: int) -> Version:
    date = label if re.fullmatch(r"\d{4}-\d{2}-\d{2}", label) else None
    return Version(label=f"v{n + 1}", commit=None, date=date, text="\n".join(lines), message="", path=name)


def example_findings(rule, example, rules_dir: str | None = None) -> list[tuple[int, Finding]]:
    """Run one history rule's documented example; (example line, finding) pairs.

    Args:
        rule: a history rule (:class:`~claimcheck.resources.catalogue.Rule`, CC401–CC403).
        example: one of its :class:`~claimcheck.resources.catalogue.RuleExample`.
        rules_dir: a rules folder other than the shipped one.
    Returns:
        list[tuple[int, Finding]].
    """
    versions, starts = example_versions(example.text, example.file_name)
    report = audit_versions(versions, path=example.file_name, lang=example.lang, select=[rule.code],
                            rules_dir=rules_dir)
    out = []
    for f in report.findings:
        if f.code != rule.code:
            continue
        label = report.label_of(f.primary.file)
        index = int(label[1:]) - 1
        out.append((starts[index] + f.primary.line, f))
    return out


def example_verdict(rule, example, rules_dir: str | None = None) -> str | None:
    """None when a history example behaves as documented, else a one-line explanation.

    Args:
        rule: a history rule (:class:`~claimcheck.resources.catalogue.Rule`, CC401–CC403).
        example: one of its :class:`~claimcheck.resources.catalogue.RuleExample`.
        rules_dir: a rules folder other than the shipped one.
    Returns:
        str | None.
    """
    found = example_findings(rule, example, rules_dir)
    if example.fires:
        lines = sorted({line for line, _ in found})
        if example.line not in lines:
            return f"expected {rule.code} on line {example.line}, got lines {lines or 'none'}"
        return None
    if found:
        return f"expected no {rule.code}, got: " + "; ".join(f"{line}: {f.message}" for line, f in found)
    return None
