"""``claimcheck check``: lint the numbers of drafts and notes (a thin layer over :func:`claimcheck.check`)."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import List, Optional

import typer

from claimcheck.errors import ClaimcheckError

from claimcheck.cli.core import (CONFIG_HELP, CheckFormat, JOBS_HELP, Lang, Level, MAX_BYTES_LIMIT, PATHS_HELP,
                                 RULES_HELP, _fail, _input_failed, _nothing_read, _report_input_errors, _run_check,
                                 _settings, app, emit, note, refuse_writing_an_input)


@app.command(short_help="Lint notes: conflicting, incomparable or weakly sourced numbers.")
def check(
    paths: List[Path] = typer.Argument(..., metavar="PATH", help=PATHS_HELP, readable=False),
    format: CheckFormat = typer.Option(CheckFormat.text, "--format", "-f",
                                       help="text (path:line:col: CODE rule [risk] message), json (schema 1, see docs/guide.md), jsonl, csv, sarif (SARIF 2.1.0) or markdown (the warnings section)."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD",
                                        help="'Today' for date rules (overdue promises). Default: the newest document date, or today when no document states one (the summary line names the date used)."),
    fail_on: Optional[Level] = typer.Option(None, "--fail-on", help="Exit 1 when a finding's risk reaches this level; never: always exit 0. Default: medium."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of messages: zh or en (default: `lang` of the config file, else zh)."),
    select: List[str] = typer.Option([], "--select", metavar="RULES", help="Run only these rules (codes, prefixes like CC2, or names; comma-separated or repeated)."),
    ignore: List[str] = typer.Option([], "--ignore", metavar="RULES", help="Skip these rules (codes, prefixes or names)."),
    baseline: Optional[Path] = typer.Option(None, "--baseline", metavar="FILE", help="Hide the findings recorded in FILE (see --write-baseline); show only new ones."),
    write_baseline: Optional[Path] = typer.Option(None, "--write-baseline", metavar="FILE", help="Record the current findings in FILE and exit 0."),
    report_unused: bool = typer.Option(False, "--report-unused", help="Also report <!-- claimcheck: ignore … --> comments that suppressed nothing."),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB",
                                         help="Also compare with the claims of a corpus indexed by `claimcheck index`."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs that are not UTF-8, e.g. gbk (files that are valid UTF-8 are read as UTF-8, so one run mixes both)."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, min=1, max=MAX_BYTES_LIMIT, help="Refuse files larger than this many bytes."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=0, help=JOBS_HELP),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only the summary line (text format; a CI step that reads the exit code). The exit code is the same."),
) -> None:
    """Lint: report every conflicting, incomparable or weakly sourced number.

    Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage, input or rule error.

    Examples:

      claimcheck check drafts/ notes/ --as-of 2026-09-28 --fail-on high

      claimcheck check briefing.md --format sarif > claimcheck.sarif

      claimcheck check notes/ --write-baseline .claimcheck-baseline.json

      claimcheck check notes/ --baseline .claimcheck-baseline.json

      claimcheck check notes/ -q || echo "claimcheck found numbers to fix"

    --write-baseline records today's findings; --baseline then reports only the new ones.

      pbpaste | claimcheck check - notes/

    checks a draft read from the standard input (shown as <stdin>) against the notes.
    """
    from claimcheck.checks import baseline as baseline_mod
    from claimcheck.report import formats as rep
    from claimcheck.checks.risk import meets
    try:
        refuse_writing_an_input(write_baseline, "--write-baseline", paths)
        settings = _settings(config, select=select, ignore=ignore, fail_on=fail_on.value if fail_on else None,
                             lang=lang.value if lang else None, rules=rules, as_of=as_of, jobs=jobs)
        result = _run_check(paths, settings, encoding=encoding, max_bytes=max_bytes,
                            index=str(index) if index else None,
                            baseline=str(baseline) if baseline and not write_baseline else None)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    say = result.messages.text
    if _nothing_read(result):  # an error line, in the errors' words (claimcheck.errors: English)
        if format in (CheckFormat.json, CheckFormat.sarif):
            # a CI step reading the report (a SARIF upload) gets a valid one, its input errors listed
            emit(rep.dumps_json(result) if format == CheckFormat.json else rep.dumps_sarif(result))
        raise _fail(ClaimcheckError("E021"))
    if write_baseline:
        try:
            count = baseline_mod.write(write_baseline, result.findings, result.claims)
        except ClaimcheckError as exc:
            raise _fail(exc)
        note(say(settings["lang"], "cli.baseline_written", n=count, path=write_baseline))
        raise typer.Exit(0)
    writer = {CheckFormat.json: rep.dumps_json, CheckFormat.jsonl: rep.findings_jsonl,
              CheckFormat.csv: rep.findings_csv, CheckFormat.sarif: rep.dumps_sarif,
              CheckFormat.markdown: lambda r: rep.warnings_markdown(r, settings["lang"])}.get(format)
    note(rep.unknown_suppressions_text(result), nl=False)
    if writer is not None:
        emit(writer(result))
    else:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        text = rep.findings_text(result, color=color)
        if report_unused:
            lines = text.splitlines(keepends=True)
            text = "".join(lines[:-1]) + rep.unused_suppressions_text(result) + lines[-1]
        if quiet:
            text = text.splitlines(keepends=True)[-1]  # the summary line alone
        emit(text)
    if settings["fail_on"] != "never" and _input_failed(result):
        raise typer.Exit(2)  # a file that could not be read was not checked: the run does not pass
    if settings["fail_on"] != "never" and any(meets(f.risk, settings["fail_on"]) for f in result.findings):
        raise typer.Exit(1)
