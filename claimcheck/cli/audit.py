"""``claimcheck audit``: the history of a living document (a thin layer over :func:`claimcheck.history.audit.audit`)."""
from __future__ import annotations

import io
import os
import sys
from pathlib import Path
from typing import List, Optional

import typer

from claimcheck.cli.core import (CONFIG_HELP, CheckFormat, Lang, Level, PATHS_HELP, RULES_HELP, _fail, _input_failed,
                                 _report_input_errors, _run, _settings, app, emit, note, refuse_writing_an_input)
from claimcheck.errors import ClaimcheckError
from claimcheck.text.write import write_atomic


@app.command("audit", short_help="Audit a living document's history: drifts, silent revisions, removals.")
def audit_cmd(
    source: Path = typer.Argument(..., metavar="FILE|DIR",
                                  help="With --git, a file in a git work tree; else a folder of snapshots "
                                       "(ordered by manifest.tsv, or by the version number or date in their names)."),
    git: bool = typer.Option(False, "--git", help="Walk the file's git history (git log --follow, git show REV:path): committed versions only; a note says when the working copy has uncommitted edits."),
    since: Optional[str] = typer.Option(None, "--since", metavar="REV",
                                        help="Start at this revision (git) or snapshot label/date; the version "
                                             "in force there is the baseline."),
    until: Optional[str] = typer.Option(None, "--until", metavar="REV", help="Stop at this revision (default: the newest)."),
    format: CheckFormat = typer.Option(CheckFormat.text, "--format", "-f",
                                       help="text (LOCATION:line:col: CODE rule [risk] message; LOCATION is a snapshot's file, or path@version with --git), json, jsonl, csv, sarif, markdown."),
    timeline: Optional[Path] = typer.Option(None, "--timeline", metavar="CSV",
                                            help="Write one row per (claim key, version, value) to this CSV file."),
    html: Optional[Path] = typer.Option(None, "--html", metavar="FILE",
                                        help="Write a self-contained HTML report: findings and a plot per drifting claim."),
    max_plots: int = typer.Option(40, "--max-plots", help="Plot at most this many drifting claims in --html."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of messages: zh or en (default: `lang` of "
                                                             "the config file, else zh)."),
    fail_on: Optional[Level] = typer.Option(None, "--fail-on", help="Exit 1 when a finding's risk reaches this level (never: always exit 0; default: "
                                                                    "`fail-on` of the config file, else medium)."),
    select: List[str] = typer.Option([], "--select", metavar="RULES", help="Run only these rules (default: CC1xx, CC2xx and CC303 on the newest version, CC401-CC403 on the history)."),
    ignore: List[str] = typer.Option([], "--ignore", metavar="RULES", help="Skip these rules (codes, prefixes or names). Repeatable."),
    cite: List[Path] = typer.Option([], "--cite", metavar="PATH", help=PATHS_HELP.replace("Files", "Other documents (briefings, notes) whose numbers count as citations for CC403: files")),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB", help="A claim index whose claims count as citations for CC403."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD", help="'Today' for the newest version's date rules."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the versions that are not UTF-8, e.g. gbk (versions "
                                               "that are valid UTF-8 are read as UTF-8)."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=0,
                                       help="Processes (0: every core, the default, or `jobs` of the config file; 1: this "
                                            "one only). With two or more, a history of 50 versions or more has its newest "
                                            "version checked in a second process while this one walks the history; the "
                                            "output is the same."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only the summary line (text format; a CI step that reads the exit code), as `check -q` does. The exit code is the same."),
) -> None:
    """Audit a living document's history: each claim's timeline, silent revisions (CC401),
    values that flip back (CC402), claims removed while still cited (CC403), and the newest
    version's contradictions between its sections (CC1xx/CC2xx) and its overdue
    promises (CC303).

    Reads the same configuration file as `check` (select, ignore, fail-on, lang, rules, as-of,
    [severity], [parameters.*]); an option given here wins.

    Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage, input or rule error.

    Example:  claimcheck audit notes/inference.md --git --since v200 --timeline drift.csv --html audit.html

    Example:  claimcheck audit snapshots/ --format json --lang en
    """
    from claimcheck.report import formats as rep
    from claimcheck.history.audit import audit
    from claimcheck.checks.risk import meets
    try:
        for out, option in ((timeline, "--timeline"), (html, "--html")):
            refuse_writing_an_input(out, option, [source, *cite])
        settings = _settings(config, select=select, ignore=ignore, fail_on=fail_on.value if fail_on else None,
                             lang=lang.value if lang else None, rules=rules, as_of=as_of, jobs=jobs)
        language = settings["lang"]
        result = _run(audit, source, git=git, since=since, until=until, lang=language,
                      select=settings["select"], ignore=settings["ignore"], rules_dir=settings["rules_dir"],
                      severity_overrides=settings["severity"], parameters=settings["parameters"],
                      cite=[str(c) for c in cite], index=str(index) if index else None, as_of=settings["as_of"],
                      encoding=encoding, jobs=settings.get("jobs") or 0)
        if timeline is not None:
            # streamed to the file: an 800-version history's timeline is 0.7 GB of CSV (2.5 GB in a string)
            write_atomic(timeline, lambda fh: _write_text(fh, result.timeline_csv))
        if html is not None:
            write_atomic(html, result.to_html(max_plots=max_plots).encode("utf-8"))
    except ClaimcheckError as exc:
        raise _fail(exc)
    except OSError as exc:
        raise _fail(f"{exc.filename or ''}: {exc.strerror or exc}")
    _report_input_errors(result)
    if len(result.versions) == 1:  # nothing to compare: said, not left to the "1 个版本" of the summary
        note("claimcheck: note: " + result.messages.text(language, "cli.one_version", path=source))
    if git and until is None:
        from claimcheck.history.versions import uncommitted
        if uncommitted(source):
            note("claimcheck: note: " + result.messages.text(language, "cli.uncommitted", path=source))
    removed = result.stats.get("removed_uncited", 0)
    if removed and not cite and index is None:
        # CC403 sees other documents only through --cite / --index, and nothing said so (a
        # fresh-user trial, session 34, found a removed figure still quoted only by trying --cite)
        note("claimcheck: note: " + result.messages.text(language, "cli.cite_hint", path=source, n=removed))
    if format == CheckFormat.json:
        import json
        emit(json.dumps(result.to_json(), ensure_ascii=False, indent=2) + "\n")
    elif format == CheckFormat.jsonl:
        emit(rep.findings_jsonl(result))
    elif format == CheckFormat.markdown:
        emit(rep.warnings_markdown(result, language))
    elif format == CheckFormat.csv:
        emit(rep.findings_csv(result))
    elif format == CheckFormat.sarif:
        emit(rep.dumps_sarif(result))
    else:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        text = rep.findings_text(result, color=color)
        lines = text.rstrip("\n").split("\n")
        # "; 2 versions, 1 drifting claim" before the summary's full stop (rules/messages.yaml)
        messages = rep.messages_of(result)
        end = messages.text(result.lang, "summary.end")
        lines[-1] = (lines[-1].removesuffix(end)
                     + messages.text(result.lang, "summary.versions", n=len(result.versions))
                     + messages.text(result.lang, "summary.drifting", n=len(result.drifting())) + end)
        emit("\n".join(lines[-1:] if quiet else lines) + "\n")
    threshold = settings["fail_on"]
    if threshold != Level.never.value and _input_failed(result):
        raise typer.Exit(2)  # a version or citing file that could not be read: the audit does not pass
    if threshold != Level.never.value and any(meets(f.risk, threshold) for f in result.findings):
        raise typer.Exit(1)


def _write_text(fh, write) -> None:
    """Call ``write`` with a UTF-8 text stream over the binary file ``fh`` (newlines as written),
    flushed and detached afterwards so that ``fh`` stays open for its owner."""
    text = io.TextIOWrapper(fh, encoding="utf-8", newline="")
    try:
        write(text)
        text.flush()
    finally:
        text.detach()
