"""Rule documentation generated from ``rules/checks/*.yaml`` (``docs/rules/`` and ``claimcheck rule``)."""
from __future__ import annotations

from .rules import Rule

HEADINGS = {"what": "What it does", "why": "Why it matters", "known_problems": "Known problems",
            "example": "Example", "instead": "Instead"}


def rule_markdown(rule: Rule) -> str:
    """A rule's documentation page as Markdown."""
    lines = [f"# {rule.code} {rule.name}", "", f"Severity: **{rule.severity}** · kind: `{rule.kind}`", "",
             f"{rule.summary['en']}", "", f"{rule.summary['zh']}", ""]
    for key, title in HEADINGS.items():
        lines += [f"## {title}", "", rule.docs[key].strip(), ""]
    if rule.parameters:
        lines += ["## Parameters", ""]
        lines += [f"- `{k}`: {v}" for k, v in rule.parameters.items()]
        lines.append("")
    lines += ["## Messages", "", f"- zh: {rule.message['zh']}", f"- en: {rule.message['en']}", ""]
    return "\n".join(lines)
