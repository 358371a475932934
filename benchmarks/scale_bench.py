#!/usr/bin/env python3
"""Index throughput on one core, every core and Dask, on a generated corpus (issue 18, docs/scale.md).

    python benchmarks/scale_bench.py [--docs 600] [--jobs 2] [--no-dask] [--json]

Generates ``--docs`` documents with ``index_bench.document`` (the seed's mixed zh/en style,
about 10 claims each), then indexes the corpus into a fresh database in a fresh
``python -m claimcheck index`` process per row (wall time; peak RSS of the main process and of
its largest worker, sampled from /proc):

- ``-j 1`` (in this process), ``-j N`` (the process pool), and, when ``distributed`` is
  importable, ``--scheduler dask -j N`` (a local cluster of N workers, started by the run and
  counted in its time);
- each database's content is compared with the ``-j 1`` one (documents, claims): the rows must
  be identical;
- CPU seconds of the run and all its processes (workers included): on a machine other sessions
  share, Linux's autogroup scheduler gives each session one share of the cores however many
  processes it runs, so the wall-clock gain of ``-j N`` shows only on free cores, while the CPU
  column shows what the pool costs beyond the serial run.

Reported: documents per second, the ratio of each row to ``-j 1``, Dask against the pool, and
an extrapolation to 100,000 documents from the measured rate (a straight line: the work per
document is constant and memory stays flat; it is an extrapolation, not a measurement:
``benchmarks/scale_memory.py`` measures a 100 k-document run, with memory over time).
All ratios come from one run.  Nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from installed import as_installed  # noqa: E402

from index_bench import document, run  # noqa: E402


def content(db: Path) -> tuple:
    """Every document's path and hash and every claim row (sorted): what must not depend on -j."""
    with sqlite3.connect(db) as conn:
        docs = sorted(conn.execute("SELECT path, hash FROM documents").fetchall())
        cols = [r[1] for r in conn.execute("PRAGMA table_info(claims)") if r[1] not in ("rowid", "indexed_at")]
        claims = sorted(conn.execute(f"SELECT {', '.join(cols)} FROM claims").fetchall(), key=repr)
    return docs, claims


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=600)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--no-dask", action="store_true", help="skip the Dask row")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    as_installed()  # child processes run with bytecode, as an installed copy
    work = Path(tempfile.mkdtemp(prefix="cc-scale-bench-"))
    try:
        corpus = work / "corpus"
        corpus.mkdir()
        rng = random.Random(args.seed)
        for i in range(args.docs):
            name, text = document(i, rng)
            (corpus / name).write_text(text, encoding="utf-8")
        size = sum(p.stat().st_size for p in corpus.iterdir())
        cc = [sys.executable, "-m", "claimcheck", "index", "corpus"]
        rows = {"-j 1": ["-j", "1"], f"-j {args.jobs}": ["-j", str(args.jobs)]}
        if not args.no_dask:
            try:
                import distributed  # noqa: F401
                rows[f"--scheduler dask -j {args.jobs}"] = ["--scheduler", "dask", "-j", str(args.jobs)]
            except ImportError:
                print("distributed is not importable: no Dask row (pip install 'claimcheck[dask]')", file=sys.stderr)
        out = {"docs": args.docs, "megabytes": round(size / 1e6, 2), "rows": {}}
        reference = None
        for i, (label, opts) in enumerate(rows.items()):
            db = work / f"db{i}.sqlite"
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            wall, rss, code, tail = run(cc + ["--db", db.name, *opts], work)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
            if code != 0:
                raise SystemExit(f"{label}: exit {code}: {tail}")
            got = content(db)
            reference = reference or got
            out["rows"][label] = {"seconds": round(wall, 2), "docs_per_s": round(args.docs / wall, 1),
                                  "cpu_seconds": round(cpu, 2),
                                  "peak_rss_mib_main/worker": rss, "same_content_as_j1": got == reference}
        base = out["rows"]["-j 1"]["seconds"]
        for label, row in out["rows"].items():
            row["speedup_vs_j1"] = round(base / row["seconds"], 2)
            row["extrapolated_100k_docs_hours"] = round(row["seconds"] / args.docs * 100_000 / 3600, 2)
        dask_row = next((r for label, r in out["rows"].items() if "dask" in label), None)
        if dask_row:
            out["dask_vs_pool"] = round(out["rows"][f"-j {args.jobs}"]["seconds"] / dask_row["seconds"], 2)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"{out['docs']} documents, {out['megabytes']} MB\n")
        print("| run | seconds | docs/s | × -j 1 | CPU s (all processes) | peak RSS MiB (main / worker) | same rows | "
              "100k docs (extrapolated h) |")
        print("|---|---:|---:|---:|---:|---|---|---:|")
        for label, r in out["rows"].items():
            print(f"| {label} | {r['seconds']} | {r['docs_per_s']} | {r['speedup_vs_j1']} | {r['cpu_seconds']} | "
                  f"{r['peak_rss_mib_main/worker']} | {r['same_content_as_j1']} | {r['extrapolated_100k_docs_hours']} |")
        if "dask_vs_pool" in out:
            print(f"\nDask / pool throughput: {out['dask_vs_pool']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
