"""``claimcheck rules`` and ``claimcheck rule CODE``: the rule catalogue and one rule's documentation."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer

from claimcheck.errors import ClaimcheckError

from claimcheck.cli.core import RULES_HELP, Lang, _fail, app, default_lang


@app.command("rules")
def rules_cmd(
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the summaries: zh or en (default: "
                                                             "`lang` of the config file, else zh)."),
) -> None:
    """List the rule catalogue: code, name, severity and summary.

    Example:  claimcheck rules
    """
    from claimcheck.resources import load_resources
    try:
        catalogue = load_resources(str(rules) if rules else None).rules
    except ClaimcheckError as exc:
        raise _fail(exc)
    language = default_lang(lang)
    for r in catalogue:
        typer.echo(f"{r.code}  {r.name:<26} {r.severity:<8} {r.summary[language]}")


@app.command("rule")
def rule_cmd(
    code: str = typer.Argument(..., help="A rule code (CC202) or name (basis-mismatch)."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
) -> None:
    """Print one rule's documentation (What it does / Why it matters / Known problems / Example / Instead).

    Example:  claimcheck rule basis-mismatch
    """
    from claimcheck.report.ruledocs import rule_markdown
    from claimcheck.resources import load_resources
    try:
        catalogue = load_resources(str(rules) if rules else None).rules
    except ClaimcheckError as exc:
        raise _fail(exc)
    found = [r for r in catalogue if r.code == code.upper() or r.name == code.lower()]
    if not found:
        typer.echo(f"claimcheck: error: no rule {code!r}; `claimcheck rules` lists them", err=True)
        raise typer.Exit(2)
    sys.stdout.write(rule_markdown(found[0]))
