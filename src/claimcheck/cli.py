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
    no_args_is_help=True, add_completion=False, rich_markup_mode=None, pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


class ExtractFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    jsonl = "jsonl"


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


#: an empty file is skipped with a note: there is nothing in it to be wrong about
SKIPPED_NOT_FAILED = {"E005"}


def _report_input_errors(report) -> None:
    for error in report.errors:
        kind = "note" if getattr(error, "code", None) in SKIPPED_NOT_FAILED else "error"
        typer.echo(f"claimcheck: {kind}: {error}", err=True)


def _input_failed(report) -> bool:
    """True when an input could not be read (missing, binary, not in its encoding, too large):
    a lint run that silently skipped a file must not pass, so the command exits 2."""
    return any(getattr(e, "code", None) not in SKIPPED_NOT_FAILED for e in report.errors)


def _nothing_read(report) -> bool:
    """No document was read and at least one input failed (only empty files: nothing to do)."""
    return not report.documents and _input_failed(report)


#: a progress bar appears when this many files or bytes are to be read (a 3 MB note takes a
#: few seconds to extract on a laptop; below that a bar would only flicker)
PROGRESS_MIN_FILES = 4
PROGRESS_MIN_BYTES = 2_000_000


def _progress(paths):
    """A rich progress bar on stderr, in bytes read, when more than a few files or a few MB are
    read and stderr is a terminal (never in pipes, in CI or with NO_PROGRESS set); else None.

    Returns a callback ``(path) -> None`` called as each document starts; the bar advances by
    the previous document's size, and shows the file being read and the time spent."""
    if not sys.stderr.isatty() or os.environ.get("CI") or os.environ.get("NO_PROGRESS"):
        return None
    from .ingest import discover
    files, _ = discover(paths)
    sizes = {}
    for f in files:
        try:
            sizes[Path(f).as_posix()] = Path(f).stat().st_size
        except OSError:
            sizes[Path(f).as_posix()] = 0
    total = sum(sizes.values())
    if len(files) < PROGRESS_MIN_FILES and total < PROGRESS_MIN_BYTES:
        return None
    from rich.progress import (BarColumn, DownloadColumn, Progress, SpinnerColumn, TextColumn,
                               TimeElapsedColumn)

    bar = Progress(SpinnerColumn(), TextColumn("extracting"), BarColumn(), DownloadColumn(), TimeElapsedColumn(),
                   TextColumn("{task.description}"), transient=True)
    task = bar.add_task("", total=max(total, 1))
    bar.start()
    current: list[str] = []

    done = [0]  # bytes of the documents finished

    def callback(path: str) -> None:
        if current:
            done[0] += sizes.get(current.pop(), 0)
        current.append(Path(path).as_posix())
        bar.update(task, completed=done[0], description=path[-60:])

    def within(share: float) -> None:
        """The share (0–1) of the current document extracted: the bar moves inside a big file."""
        if current:
            bar.update(task, completed=done[0] + int(sizes.get(current[0], 0) * share))

    callback.within = within  # type: ignore[attr-defined]

    callback.stop = bar.stop  # type: ignore[attr-defined]
    callback.task = bar.tasks[0]  # type: ignore[attr-defined]  (completed / total bytes)
    return callback


def _run(fn, paths, *args, **kwargs):
    progress = _progress(paths)
    try:
        return fn(paths, *args, progress=progress, **kwargs)
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
    paths: List[Path] = typer.Argument(..., metavar="PATH", help=PATHS_HELP, readable=False),
    format: Optional[ExtractFormat] = typer.Option(
        None, "--format", "-f",
        help="table (for reading), csv, json or jsonl. Default: table on a terminal, csv when piped."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs, e.g. gbk."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, min=1, help="Refuse files larger than this many bytes."),
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
    if format is None:  # a boxed table is for eyes; a pipe gets rows it can parse
        format = ExtractFormat.table if sys.stdout.isatty() else ExtractFormat.csv
    writer = {ExtractFormat.csv: rep.claims_csv, ExtractFormat.json: rep.claims_json,
              ExtractFormat.jsonl: rep.claims_jsonl}.get(format)
    if writer is None:
        _print_table(result)
    else:
        sys.stdout.write(writer(result))
    if _input_failed(result):
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


class CheckFormat(str, Enum):
    text = "text"
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    sarif = "sarif"
    markdown = "markdown"


def _settings(config: Optional[Path], **cli) -> dict:
    """Merge the configuration file (``[tool.claimcheck]`` / ``claimcheck.toml``) under the
    command-line options: an option given on the command line wins."""
    from .config import load_config
    cfg = load_config(config)
    return {
        "select": list(cli["select"]) or cfg.select, "ignore": list(cli["ignore"]) or cfg.ignore,
        "fail_on": cli.get("fail_on") or cfg.fail_on or "medium", "lang": cli.get("lang") or cfg.lang or "zh",
        "rules_dir": str(cli["rules"]) if cli.get("rules") else cfg.rules,
        "as_of": cli.get("as_of") or cfg.as_of, "severity": cfg.severity, "parameters": cfg.parameters,
    }


def _run_check(paths, settings, **extra):
    from . import api
    return _run(api.check, paths, as_of=settings["as_of"], lang=settings["lang"], select=settings["select"],
                ignore=settings["ignore"], rules_dir=settings["rules_dir"],
                severity_overrides=settings["severity"], parameters=settings["parameters"], **extra)


CONFIG_HELP = "Read settings from this file instead of the nearest claimcheck.toml / pyproject.toml [tool.claimcheck]."


@app.command()
def check(
    paths: List[Path] = typer.Argument(..., metavar="PATH", help=PATHS_HELP, readable=False),
    format: CheckFormat = typer.Option(CheckFormat.text, "--format", "-f",
                                       help="text (path:line:col: CODE rule [risk] message), json (schema 1, see docs/guide.md), jsonl, csv, sarif (SARIF 2.1.0) or markdown (the warnings section)."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD",
                                        help="'Today' for date rules (overdue promises). Default: the newest document date."),
    fail_on: Optional[Level] = typer.Option(None, "--fail-on", help="Exit 1 when a finding's risk reaches this level; never: always exit 0. Default: medium."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of messages: zh (default) or en."),
    select: List[str] = typer.Option([], "--select", metavar="RULES", help="Run only these rules (codes, prefixes like CC2, or names; comma-separated or repeated)."),
    ignore: List[str] = typer.Option([], "--ignore", metavar="RULES", help="Skip these rules (codes, prefixes or names)."),
    baseline: Optional[Path] = typer.Option(None, "--baseline", metavar="FILE", help="Hide the findings recorded in FILE (see --write-baseline); show only new ones."),
    write_baseline: Optional[Path] = typer.Option(None, "--write-baseline", metavar="FILE", help="Record the current findings in FILE and exit 0."),
    report_unused: bool = typer.Option(False, "--report-unused", help="Also report <!-- claimcheck: ignore … --> comments that suppressed nothing."),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB",
                                         help="Also compare with the claims of a corpus indexed by `claimcheck index`."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs, e.g. gbk."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, min=1, help="Refuse files larger than this many bytes."),
) -> None:
    """Lint: report every conflicting, incomparable or weakly sourced number.

    Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage, input or rule error.

    Examples:

      claimcheck check drafts/ notes/ --as-of 2026-09-28 --fail-on high

      claimcheck check briefing.md --format sarif > claimcheck.sarif

      claimcheck check notes/ --write-baseline .claimcheck-baseline.json

      claimcheck check notes/ --baseline .claimcheck-baseline.json

    The first records today's findings; the second then reports only new ones.
    """
    from . import baseline as baseline_mod, report as rep
    from .risk import meets
    try:
        settings = _settings(config, select=select, ignore=ignore, fail_on=fail_on.value if fail_on else None,
                             lang=lang.value if lang else None, rules=rules, as_of=as_of)
        result = _run_check(paths, settings, encoding=encoding, max_bytes=max_bytes,
                            index=str(index) if index else None,
                            baseline=str(baseline) if baseline and not write_baseline else None)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    if _nothing_read(result):
        typer.echo("claimcheck: error: no input could be checked", err=True)
        raise typer.Exit(2)
    if write_baseline:
        count = baseline_mod.write(write_baseline, result.findings)
        typer.echo(f"Wrote {count} finding{'s' if count != 1 else ''} to the baseline {write_baseline}.", err=True)
        raise typer.Exit(0)
    writer = {CheckFormat.json: rep.dumps_json, CheckFormat.jsonl: rep.findings_jsonl,
              CheckFormat.csv: rep.findings_csv, CheckFormat.sarif: rep.dumps_sarif,
              CheckFormat.markdown: lambda r: rep.warnings_markdown(r, settings["lang"])}.get(format)
    if writer is not None:
        sys.stdout.write(writer(result))
    else:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        text = rep.findings_text(result, color=color)
        if report_unused:
            lines = text.splitlines(keepends=True)
            text = "".join(lines[:-1]) + rep.unused_suppressions_text(result) + lines[-1]
        sys.stdout.write(text)
    if settings["fail_on"] != "never" and _input_failed(result):
        raise typer.Exit(2)  # a file that could not be read was not checked: the run does not pass
    if settings["fail_on"] != "never" and any(meets(f.risk, settings["fail_on"]) for f in result.findings):
        raise typer.Exit(1)


@app.command()
def warnings(
    paths: List[Path] = typer.Argument(..., metavar="PATH", help=PATHS_HELP, readable=False),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the section: zh (default) or en."),
    write: Optional[Path] = typer.Option(None, "--write", metavar="FILE",
                                         help="Write the section into FILE between <!-- claimcheck:warnings:start --> and "
                                              "<!-- claimcheck:warnings:end --> (added under the warnings heading when absent)."),
    check_only: bool = typer.Option(False, "--check", help="With --write: change nothing; exit 1 when FILE's section is out of date."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD", help="'Today' for date rules."),
    select: List[str] = typer.Option([], "--select", metavar="RULES", help="Only these rules (codes, prefixes or names)."),
    ignore: List[str] = typer.Option([], "--ignore", metavar="RULES", help="Skip these rules."),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB",
                                         help="Also compare with the claims of a corpus indexed by `claimcheck index`."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs, e.g. gbk."),
) -> None:
    """Write the briefing's warnings section (⚠️ C1：… 矛盾描述 / 风险等级 / 处置建议) as Markdown.

    Without --write the section goes to stdout. With --write FILE it replaces the section in
    FILE in place, idempotently (a second run changes nothing), leaving every other byte as it was.

    Examples:

      claimcheck warnings briefing.txt inbox/ --lang en

      claimcheck warnings briefing.txt inbox/ --write briefing.txt

      claimcheck warnings briefing.txt --write briefing.txt --check    # in CI
    """
    from .warnings_section import update_file
    if check_only and not write:
        raise _fail(ClaimcheckError("E020", what="--check", problem="needs --write FILE"))
    try:
        settings = _settings(config, select=select, ignore=ignore, lang=lang.value if lang else None,
                             rules=rules, as_of=as_of)
        result = _run_check(paths, settings, encoding=encoding, index=str(index) if index else None)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    if _nothing_read(result):
        raise typer.Exit(2)
    section = result.to_markdown(settings["lang"])
    if not write:
        sys.stdout.write(section)
        return
    try:
        changed = update_file(write, section, settings["lang"], dry_run=check_only, messages=result.messages)
    except ClaimcheckError as exc:
        raise _fail(exc)
    if check_only:
        if changed:
            typer.echo(f"{write}: the warnings section is out of date; run without --check to update it", err=True)
            raise typer.Exit(1)
        typer.echo(f"{write}: the warnings section is up to date", err=True)
        return
    typer.echo(f"{write}: {'updated' if changed else 'already up to date'} "
               f"({len(result.findings)} warning{'s' if len(result.findings) != 1 else ''})", err=True)


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
    except Exception as exc:  # a bug of ours: one line, exit 2, traceback on request
        if os.environ.get("CLAIMCHECK_DEBUG"):
            raise
        typer.echo(f"claimcheck: internal error: {type(exc).__name__}: {exc} "
                   f"(set CLAIMCHECK_DEBUG=1 to see the traceback, and please report it)", err=True)
        sys.exit(2)
