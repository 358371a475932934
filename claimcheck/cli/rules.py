"""``claimcheck rules`` and ``claimcheck rule CODE``: the rule catalogue and one rule's documentation."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer

from claimcheck.errors import ClaimcheckError

from claimcheck.cli.core import CONFIG_HELP, Lang, RULES_HELP, _fail, _settings, app, emit, note


@app.command("rules", short_help="List the rule catalogue: code, name, severity, risk and summary.")
def rules_cmd(
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the summaries: zh or en (default: "
                                                             "`lang` of the config file, else zh)."),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
) -> None:
    """List the rule catalogue: code, name, severity, the risk its findings start at, summary.

    The catalogue is the one `check` runs: the configuration file's `rules` directory and
    [severity] entries apply (a configured severity is marked *).

    A rule's severity (info / warning / error) is its setting; a finding's risk (low / medium /
    high, shown in [brackets] by `check` and compared by --fail-on) starts at the level of that
    severity and moves with the evidence. The last line says how.

    Example:  claimcheck rules
    """
    from claimcheck.checks.risk import starting_risk
    from claimcheck.resources import load_resources
    from claimcheck.cli.config import find_config
    try:
        settings = _settings(config, select=[], ignore=[], rules=rules, lang=lang.value if lang else None)
        resources = load_resources(settings["rules_dir"])
        catalogue = resources.rules
        language = settings["lang"]
    except ClaimcheckError as exc:
        raise _fail(exc)
    say = resources.messages.text
    overrides = settings["severity"]
    rows = [(say(language, f"cli.column_{c}") for c in ("code", "name", "severity", "risk", "summary"))]
    for r in catalogue:
        configured = overrides.get(r.code) or overrides.get(r.name)
        severity = configured or r.severity
        rows.append((r.code, r.name, severity + ("*" if configured else ""),
                     starting_risk(severity, resources.risk), r.summary[language]))
    rows = [tuple(row) for row in rows]
    widths = [max(_width(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(_pad(cell, w) for cell, w in zip(row, widths)) + "  " + row[4] for row in rows]
    start = ", ".join(f"{sev} → {starting_risk(sev, resources.risk)}" for sev in resources.risk.severity)
    lines += ["", say(language, "cli.rules_legend", start=start)]
    if any(overrides.get(r.code) or overrides.get(r.name) for r in catalogue):
        lines.append(say(language, "cli.rules_configured", path=config or find_config()))
    emit("\n".join(lines) + "\n")  # (one write: one flush)


def _width(text: str) -> int:
    """Columns ``text`` takes in a terminal (a CJK character takes two)."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - _width(text))


@app.command("rule", short_help="Print one rule's documentation (claimcheck rule CC201).")
def rule_cmd(
    code: str = typer.Argument(..., help="A rule code (CC202) or name (basis-mismatch)."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the summary: zh or en (default: both; "
                                                             "the sections below it are in English)."),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
) -> None:
    """Print one rule's documentation (What it does / Why it matters / Known problems / Example / Instead).

    Example:  claimcheck rule basis-mismatch --lang en
    """
    from claimcheck.report.ruledocs import rule_markdown
    from claimcheck.resources import load_resources
    import dataclasses
    try:
        settings = _settings(config, select=[], ignore=[], rules=rules)
        resources = load_resources(settings["rules_dir"])
        catalogue = resources.rules
    except ClaimcheckError as exc:
        raise _fail(exc)
    found = [r for r in catalogue if r.code == code.upper() or r.name == code.lower()]
    if not found:
        note(f"claimcheck: error: no rule {code!r}; `claimcheck rules` lists them")
        raise typer.Exit(2)
    rule = found[0]
    configured = settings["severity"].get(rule.code) or settings["severity"].get(rule.name)
    if configured:  # the severity `check` uses: the configuration file's
        rule = dataclasses.replace(rule, severity=configured)
    emit(rule_markdown(rule, resources.risk, lang.value if lang else None))
