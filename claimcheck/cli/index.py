"""``claimcheck index``: build or update the claim index of a corpus (DESIGN.md §7).

A thin layer over :func:`claimcheck.store.index.update_index` and :func:`claimcheck.store.index.index_info`;
it registers itself on the main typer ``app`` (``cli.py`` imports this module when it exists).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import List, Optional

import typer

from claimcheck.cli.core import (CONFIG_HELP, MAX_BYTES_LIMIT, RULES_HELP, SKIPPED_NOT_FAILED, _fail, _progress, app,
                                 emit, note)
from claimcheck.errors import ClaimcheckError, UsageError
from claimcheck.store.defaults import DEFAULT_DB


@app.command("index", short_help="Build or update a corpus's claim index (for check --index).")
def index_cmd(
    paths: Optional[List[Path]] = typer.Argument(
        None, metavar="CORPUS", readable=False,
        help="Corpus files or folders (folders are searched recursively for *.md, *.markdown and *.txt, in any case; "
             "hidden files and folders such as .git are skipped)."),
    db: Path = typer.Option(Path(DEFAULT_DB), "--db", metavar="PATH", help="The index file (SQLite), created when missing."),
    stats: bool = typer.Option(False, "--stats", help="Print documents, claims, subjects, metrics and the last update."),
    rules: Optional[Path] = typer.Option(None, "--rules", metavar="DIR", help=RULES_HELP),
    encoding: str = typer.Option("utf-8", help="Text encoding of the inputs that are not UTF-8, e.g. gbk (files that are valid UTF-8 are read as UTF-8, so one run mixes both)."),
    max_bytes: int = typer.Option(20 * 1024 * 1024, min=1, max=MAX_BYTES_LIMIT, help="Refuse files larger than this many bytes."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=0,
                                       help="Extract documents in this many processes (0: every core, the default, or "
                                            "`jobs` of the config file; 1: in this process). A small update runs in this process."),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", metavar="dask|tcp://HOST:PORT",
                                            help="Extract on a Dask cluster: 'dask' starts a local one of --jobs workers, "
                                                 "an address uses a running scheduler (needs: pip install 'claimcheck[dask]'). "
                                                 "Default: a process pool on this machine."),
    prune: bool = typer.Option(False, "--prune", help="Also drop indexed documents that exist but could not be read "
                                                      "this time (by default they keep their claims and the run exits 2)."),
    config: Optional[Path] = typer.Option(None, "--config", metavar="FILE", help=CONFIG_HELP),
) -> None:
    """Build or update the claim index of a corpus, for `check --index`.

    Only documents whose text changed (or whose rules changed) are extracted again; documents
    deleted from the corpus leave the index.  With --stats alone, only print the counts.
    The configuration file's `rules` and `jobs` apply (the rules `check --index` will use).

    Example:

    \b
      claimcheck index notes/ inbox/ --db .claimcheck/index.sqlite
      claimcheck check draft.md --index .claimcheck/index.sqlite
      claimcheck index --stats --db .claimcheck/index.sqlite
      claimcheck index corpus/ --db index.sqlite --scheduler dask -j 8
    """
    from claimcheck.cli.config import load_config
    from claimcheck.store import index as idx
    try:
        cfg = load_config(config)
    except ClaimcheckError as exc:
        raise _fail(exc)
    rules_dir = str(rules) if rules else cfg.rules
    jobs = jobs if jobs is not None else (cfg.jobs if cfg.jobs is not None else 0)
    if scheduler and scheduler != "dask" and "://" not in scheduler:
        raise _fail(UsageError("E020", what="--scheduler", problem=f"{scheduler!r} is neither dask nor an address "
                                                                     "such as tcp://host:8786"))
    if not paths and not stats:
        raise _fail(UsageError("E020", what="index", problem="name the corpus files or folders to index, or pass --stats"))
    try:
        rules_hash = None
        existed = Path(db).exists()
        if paths:
            progress = _progress(paths, max_bytes)
            try:
                result = idx.update_index(paths, db, rules_dir=rules_dir, encoding=encoding, max_bytes=max_bytes,
                                          jobs=jobs, progress=progress, prune=prune, scheduler=scheduler)
            finally:
                if progress is not None:
                    progress.stop()
            for error in result.errors:
                kind = "note" if getattr(error, "code", None) in SKIPPED_NOT_FAILED else "error"
                note(f"claimcheck: {kind}: {error}")
            if not (result.errors and not result.extracted and not result.unchanged and not result.removed):
                emit(result.summary() + "\n")
        if stats:
            from claimcheck.frames.extractor import shared_extractor
            rules_hash = shared_extractor(rules_dir).resources.hash
            for line in idx.index_info(db, rules_hash=rules_hash).lines():
                emit(line + "\n")
    except ClaimcheckError as exc:
        raise _fail(exc)
    if paths and result.kept:
        note(f"claimcheck: error: {len(result.kept)} indexed document(s) could not be read and keep their "
                   f"old claims; fix the inputs (e.g. --encoding) or pass --prune to drop them")
        raise typer.Exit(2)
    if paths and result.errors and not result.extracted and not result.unchanged:
        if not existed and not result.removed:
            # nothing was indexed into a database this run created: leave no empty file behind
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(str(db) + suffix).unlink(missing_ok=True)
        note("claimcheck: error: no input could be indexed" + ("" if existed else "; no index was created"))
        raise typer.Exit(2)
    if paths and any(getattr(e, "code", None) not in SKIPPED_NOT_FAILED for e in result.errors):
        raise typer.Exit(2)  # the readable inputs are indexed; one that could not be read fails the run, as in check
    sys.stdout.flush()
