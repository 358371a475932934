"""``claimcheck warnings``: the briefing's warnings section, printed or written in place."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import List, Optional

import typer

from claimcheck.errors import ClaimcheckError

from claimcheck.cli.core import (CONFIG_HELP, Lang, PATHS_HELP, RULES_HELP, _fail, _input_failed, _nothing_read,
                                 _report_input_errors, _run_check, _settings, app, emit, note)


@app.command(short_help="Write a briefing's warnings section (⚠️ C1 … 风险等级 / 处置建议).")
def warnings(
    paths: List[Path] = typer.Argument(..., metavar="PATH", help=PATHS_HELP, readable=False),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the section: zh or en (default: `lang` of the config file, else zh)."),
    write: Optional[Path] = typer.Option(None, "--write", metavar="FILE",
                                         help="Write the section into FILE between <!-- claimcheck:warnings:start --> and "
                                              "<!-- claimcheck:warnings:end --> (added under the warnings heading when absent); its items "
                                              "are numbered after any ⚠️ C<n> written by hand in FILE."),
    check_only: bool = typer.Option(False, "--check", help="With --write: change nothing; exit 1 when FILE's section is out of date."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="YYYY-MM-DD", help="'Today' for date rules. Default: the newest document date, or today when no document states one."),
    select: List[str] = typer.Option([], "--select", metavar="RULES", help="Only these rules (codes, prefixes or names)."),
    ignore: List[str] = typer.Option([], "--ignore", metavar="RULES", help="Skip these rules."),
    index: Optional[Path] = typer.Option(None, "--index", metavar="DB",
                                         help="Also compare with the claims of a corpus indexed by `claimcheck index`."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs that are not UTF-8, e.g. gbk (files that are valid UTF-8 are read as UTF-8, so one run mixes both)."),
) -> None:
    """Write the briefing's warnings section (⚠️ C1：… 矛盾描述 / 风险等级 / 处置建议) as Markdown.

    Without --write the section goes to stdout. With --write FILE it replaces the section in
    FILE in place, idempotently (a second run changes nothing), leaving every other byte as it was.

    Examples:

      claimcheck warnings briefing.txt inbox/ --lang en

      claimcheck warnings briefing.txt inbox/ --write briefing.txt

      claimcheck warnings briefing.txt --write briefing.txt --check    # in CI
    """
    from claimcheck.report.warnings_section import remap_locations, update_file
    if check_only and not write:
        raise _fail(ClaimcheckError("E020", what="--check", problem="needs --write FILE"))
    if write is not None and str(write) == "-":
        # "--write -" made a file named "-" (a fresh-user trial): the section goes to stdout without --write
        raise _fail(ClaimcheckError("E020", what="--write -", problem="names the file whose warnings section is "
                                    "replaced; to print the section to stdout, leave --write out"))
    try:
        settings = _settings(config, select=select, ignore=ignore, lang=lang.value if lang else None,
                             rules=rules, as_of=as_of)
        result = _run_check(paths, settings, encoding=encoding, index=str(index) if index else None)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    if _nothing_read(result):  # as check and extract say it
        raise _fail(ClaimcheckError("E021"))
    failed = _input_failed(result)  # a skipped input must not pass, nor replace a section with fewer warnings
    # the generated items are numbered after the warnings written by hand in FILE (⚠️ C1 …)
    written = _written_numbers(write) if write else []
    section = result.to_markdown(settings["lang"], first=max(written, default=0) + 1)
    if not write:
        emit(section)
        if failed:
            raise typer.Exit(2)
        return
    if failed:
        note(result.messages.text(settings["lang"], "cli.section_not_written", path=write))
        raise typer.Exit(2)
    target = os.path.realpath(write)
    shown = {d.path for d in result.documents if os.path.realpath(d.path) == target}

    def as_written(mapping) -> str:  # the section's locations in FILE as the file will be written
        return remap_locations(section, shown, mapping)

    existed = os.path.lexists(write)  # a new FILE is said so: a mistyped path would go unnoticed (a fresh-user trial)
    try:
        changed = update_file(write, as_written, settings["lang"], dry_run=check_only, messages=result.messages)
    except ClaimcheckError as exc:
        raise _fail(exc)
    say, language = result.messages.text, settings["lang"]
    if check_only:
        if changed:
            note(say(language, "cli.section_stale", path=write))
            raise typer.Exit(1)
        note(say(language, "cli.section_fresh", path=write))
        return
    # (the items of the section, not the findings: one item holds every finding about one problem)
    from claimcheck.report.formats import warning_groups
    note(say(language, "cli.section_created" if not existed else "cli.section_updated" if changed else "cli.section_unchanged", path=write,
                   n=len(warning_groups(result))))
    if written:
        note(say(language, "cli.section_after_written", path=write, last=max(written), first=max(written) + 1))


def _written_numbers(path: Path) -> list[int]:
    """The ``⚠️ C<n>`` numbers written by hand in ``path`` (none when it is no regular file —
    ``/dev/full`` or a FIFO would never end a read — does not exist or is not UTF-8: the write
    itself reports that)."""
    from claimcheck.report.warnings_section import written_numbers
    try:
        if not Path(path).is_file():
            return []
        return written_numbers(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return []
