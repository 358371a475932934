"""The ``claimcheck`` command line: a thin typer layer over :mod:`claimcheck.api`.

Each command maps to one API call; a :class:`~claimcheck.errors.ClaimcheckError` becomes
one line on stderr and exit code 2 (DESIGN.md §6).  Output goes to stdout and pipes
cleanly (no colour unless stdout is a terminal; ``NO_COLOR`` is honoured).
"""
from __future__ import annotations

import os
import sys
from enum import Enum
from pathlib import Path
from typing import List, Optional

import typer

from . import __version__
from .errors import ClaimcheckError

app = typer.Typer(
    name="claimcheck",
    help=("Find conflicting, incomparable or weakly sourced numbers in research notes.\n\n"
          "Example:  claimcheck check corpora/demo/ --as-of 2026-10-15"),
    no_args_is_help=True, add_completion=False, rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


class ExtractFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    jsonl = "jsonl"


class CheckFormat(str, Enum):
    text = "text"
    json = "json"
    jsonl = "jsonl"
    markdown = "markdown"


class Lang(str, Enum):
    zh = "zh"
    en = "en"


class Level(str, Enum):
    low = "low"
    medium = "medium"
    high = "high"
    never = "never"


PATHS_HELP = "Files or folders (folders are searched recursively for *.md and *.txt)."
RULES_HELP = "Use the rules directory DIR instead of the shipped one (units, metrics, entities, checks)."


def _fail(exc: Exception) -> "typer.Exit":
    typer.echo(f"claimcheck: error: {exc}", err=True)
    return typer.Exit(2)


def _report_input_errors(report) -> None:
    for error in report.errors:
        typer.echo(f"claimcheck: error: {error}", err=True)


def _progress(paths_count_hint: int):
    """A rich progress callback on stderr when it is a terminal (else None)."""
    if not sys.stderr.isatty() or os.environ.get("CI"):
        return None
    from rich.console import Console

    console = Console(stderr=True)
    status = console.status("reading…")
    status.start()

    def callback(path: str) -> None:
        status.update(f"extracting {path}")

    callback.stop = status.stop  # type: ignore[attr-defined]
    return callback


def _run(fn, *args, **kwargs):
    progress = _progress(0)
    try:
        return fn(*args, progress=progress, **kwargs)
    finally:
        if progress is not None:
            progress.stop()


def _version(value: bool) -> None:
    if value:
        typer.echo(f"claimcheck {__version__}")
        raise typer.Exit(0)


@app.callback()
def main(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                      help="Print the version and exit.")) -> None:
    """claimcheck: lint the numbers in LLM-inference research notes."""


@app.command()
def extract(
    paths: List[Path] = typer.Argument(..., help=PATHS_HELP),
    format: ExtractFormat = typer.Option(ExtractFormat.table, "--format", "-f", help="table (for reading), csv, json or jsonl."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs, e.g. gbk."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, help="Refuse files larger than this many bytes."),
) -> None:
    """Print the claims table: every number with its unit, subject, metric, conditions and source.

    Example:  claimcheck extract briefing.txt --format csv > claims.csv
    """
    from . import api, report as rep
    try:
        result = _run(api.extract, paths, rules_dir=str(rules) if rules else None, encoding=encoding, max_bytes=max_bytes)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    if format == ExtractFormat.csv:
        sys.stdout.write(rep.claims_csv(result))
    elif format == ExtractFormat.json:
        sys.stdout.write(rep.claims_json(result))
    elif format == ExtractFormat.jsonl:
        sys.stdout.write(rep.claims_jsonl(result))
    else:
        _print_table(result)
    if not result.documents:
        raise typer.Exit(2)


def _print_table(result) -> None:
    from rich.console import Console
    from rich.table import Table

    from .report import claim_row
    table = Table(show_lines=False)
    for col in ("where", "surface", "kind", "normalised", "subject", "metric", "conditions", "source"):
        table.add_column(col, overflow="fold")
    for c in result.claims:
        row = claim_row(c)
        norm = f"{row['normalized_value']} {row['normalized_unit'] or ''}".strip() if row["normalized_value"] else (c.value if c.kind in ("date", "version", "identifier") else "")
        cond = ", ".join(f"{k}={v}" for k, v in c.conditions)
        table.add_row(f"{c.file}:{c.line}:{c.column}", c.surface, c.kind, norm, c.subject or "", c.metric or "",
                      cond, f"{c.source.tier}" + (f" ({c.source.attribution[:30]})" if c.source.attribution else ""))
    Console(no_color=bool(os.environ.get("NO_COLOR")) or not sys.stdout.isatty(), width=200 if not sys.stdout.isatty() else None).print(table)


@app.command()
def check(
    paths: List[Path] = typer.Argument(..., help=PATHS_HELP),
    format: CheckFormat = typer.Option(CheckFormat.text, "--format", "-f",
                                       help="text (path:line:col: CODE rule [risk] message), json (DESIGN.md §6), jsonl, markdown."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD",
                                        help="'Today' for date rules (overdue promises). Default: the newest document date."),
    fail_on: Level = typer.Option(Level.medium, "--fail-on", help="Exit 1 when a finding's risk reaches this level (never: always exit 0)."),
    lang: Lang = typer.Option(Lang.zh, "--lang", help="Language of messages: zh or en."),
    select: List[str] = typer.Option([], "--select", help="Run only these rules (codes, prefixes like CC2, or names). Repeatable."),
    ignore: List[str] = typer.Option([], "--ignore", help="Skip these rules (codes, prefixes or names). Repeatable."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs, e.g. gbk."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, help="Refuse files larger than this many bytes."),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB",
                                         help="Also compare with the claims of a corpus indexed by `claimcheck index`."),
) -> None:
    """Lint: report every conflicting, incomparable or weakly sourced number.

    Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage, input or rule error.

    Example:  claimcheck check drafts/ notes/ --as-of 2026-09-28 --fail-on high
    """
    from . import api, report as rep
    from .risk import meets
    try:
        result = _run(api.check, paths, as_of=as_of, lang=lang.value, select=select, ignore=ignore,
                      rules_dir=str(rules) if rules else None, encoding=encoding, max_bytes=max_bytes,
                      index=str(index) if index else None)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    if format == CheckFormat.json:
        sys.stdout.write(rep.dumps_json(result))
    elif format == CheckFormat.jsonl:
        sys.stdout.write(rep.findings_jsonl(result))
    elif format == CheckFormat.markdown:
        sys.stdout.write(rep.warnings_markdown(result, lang.value))
    else:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        sys.stdout.write(rep.findings_text(result, color=color))
    if not result.documents:
        typer.echo("claimcheck: error: " + "no input could be checked", err=True)
        raise typer.Exit(2)
    if fail_on != Level.never and any(meets(f.risk, fail_on.value) for f in result.findings):
        raise typer.Exit(1)


@app.command()
def warnings(
    paths: List[Path] = typer.Argument(..., help=PATHS_HELP),
    lang: Lang = typer.Option(Lang.zh, "--lang", help="Language of the section: zh (default) or en."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD", help="'Today' for date rules."),
    select: List[str] = typer.Option([], "--select", help="Only these rules (codes, prefixes or names)."),
    ignore: List[str] = typer.Option([], "--ignore", help="Skip these rules."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs, e.g. gbk."),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB",
                                         help="Also compare with the claims of a corpus indexed by `claimcheck index`."),
) -> None:
    """Write the briefing's warnings section (⚠️ C1：… 矛盾描述 / 风险等级 / 处置建议) as Markdown.

    Example:  claimcheck warnings briefing.txt inbox/ --lang en
    """
    from . import api
    try:
        result = _run(api.check, paths, as_of=as_of, lang=lang.value, select=select, ignore=ignore,
                      rules_dir=str(rules) if rules else None, encoding=encoding,
                      index=str(index) if index else None)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    sys.stdout.write(result.to_markdown(lang.value))
    if not result.documents:
        raise typer.Exit(2)


@app.command("rules")
def rules_cmd(
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    lang: Lang = typer.Option(Lang.en, "--lang", help="Language of the summaries."),
) -> None:
    """List the rule catalogue: code, name, severity and summary.

    Example:  claimcheck rules
    """
    from .resources import load_resources
    try:
        catalogue = load_resources(str(rules) if rules else None).rules
    except ClaimcheckError as exc:
        raise _fail(exc)
    for r in catalogue:
        typer.echo(f"{r.code}  {r.name:<26} {r.severity:<8} {r.summary[lang.value]}")


@app.command("rule")
def rule_cmd(
    code: str = typer.Argument(..., help="A rule code (CC202) or name (basis-mismatch)."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
) -> None:
    """Print one rule's documentation (What it does / Why it matters / Known problems / Example / Instead).

    Example:  claimcheck rule basis-mismatch
    """
    from .docs import rule_markdown
    from .resources import load_resources
    try:
        catalogue = load_resources(str(rules) if rules else None).rules
    except ClaimcheckError as exc:
        raise _fail(exc)
    found = [r for r in catalogue if r.code == code.upper() or r.name == code.lower()]
    if not found:
        typer.echo(f"claimcheck: error: no rule {code!r}; `claimcheck rules` lists them", err=True)
        raise typer.Exit(2)
    sys.stdout.write(rule_markdown(found[0]))


# commands that live in their own modules register themselves on ``app``
for _module in ("cli_index", "cli_audit"):
    try:
        __import__(f"{__package__}.{_module}")
    except ModuleNotFoundError as _exc:  # not written yet
        if _exc.name != f"{__package__}.{_module}":
            raise


def run() -> None:
    """Console-script entry point: run the app, turning stray errors into one line and exit 2."""
    try:
        app()
    except ClaimcheckError as exc:
        typer.echo(f"claimcheck: error: {exc}", err=True)
        sys.exit(2)
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)
