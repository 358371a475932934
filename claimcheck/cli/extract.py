"""``claimcheck extract``: the claims table (a thin layer over :func:`claimcheck.extract`)."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import List, Optional

import typer

from claimcheck.errors import ClaimcheckError

from claimcheck.cli.core import (CONFIG_HELP, ExtractFormat, MAX_BYTES_LIMIT, PATHS_HELP, RULES_HELP, _fail,
                                 _input_failed, _nothing_read, _report_input_errors, _run, app, emit)


@app.command(short_help="Print every number with its unit, subject, metric and conditions.")
def extract(
    paths: List[Path] = typer.Argument(..., metavar="PATH", help=PATHS_HELP, readable=False),
    format: Optional[ExtractFormat] = typer.Option(
        None, "--format", "-f",
        help="table (for reading), csv, json or jsonl. Default: table on a terminal, csv when piped."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs that are not UTF-8, e.g. gbk (files that are valid UTF-8 are read as UTF-8, so one run mixes both)."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, min=1, max=MAX_BYTES_LIMIT, help="Refuse files larger than this many bytes."),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
) -> None:
    """Print the claims table: every number with its unit, subject, metric, conditions and source.

    The configuration file's `rules` directory applies (the claims `check` compares).

    Example:  claimcheck extract briefing.txt --format csv > claims.csv
    """
    from claimcheck import api
    from claimcheck.report import formats as rep
    from claimcheck.cli.config import load_config
    try:
        rules_dir = str(rules) if rules else load_config(config).rules
        result = _run(api.extract, paths, rules_dir=rules_dir, encoding=encoding, max_bytes=max_bytes)
    except ClaimcheckError as exc:
        raise _fail(exc)
    _report_input_errors(result)
    if _nothing_read(result):  # no header or empty list on stdout for a run that read nothing
        raise _fail(ClaimcheckError("E021"))
    if format is None:  # a boxed table is for eyes; a pipe gets rows it can parse
        format = ExtractFormat.table if sys.stdout.isatty() else ExtractFormat.csv
    writer = {ExtractFormat.csv: rep.claims_csv, ExtractFormat.json: rep.claims_json,
              ExtractFormat.jsonl: rep.claims_jsonl}.get(format)
    if writer is None:
        _print_table(result)
    else:
        emit(writer(result))
    if _input_failed(result):
        raise typer.Exit(2)


def _print_table(result) -> None:
    from rich.console import Console
    from rich.table import Table

    from claimcheck.report.formats import claim_row
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
