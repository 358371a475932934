#!/usr/bin/env python3
"""Index a large generated corpus once and sample memory over time (issue 18: "a 100 k-document
generated corpus indexed with memory flat"; docs/scale.md).

    python benchmarks/scale_memory.py [--docs 100000] [--jobs 2] [--every 5] [--work DIR] [--keep] [--json]

Generates ``--docs`` documents with ``index_bench.document`` (the generator of
``scale_bench.py``: the seed's mixed zh/en style, about 10 claims each, same seed) under
``--work`` (default: a temporary folder; a corpus already there with the same number of
documents is reused), then runs ``python -m claimcheck index corpus --db index.sqlite -j N`` in
a fresh process and, every ``--every`` seconds, samples from /proc the resident memory (VmRSS)
of that process and of each of its workers, and the number of documents written so far (a
``COUNT(*)`` on the index, which a WAL database lets a reader do while the writer runs).

Reported: one row per milestone (10 %, 50 %, 100 % of the corpus: e.g. 10 k, 50 k, 100 k
documents), the peak of every sample, documents per second over the run and over its second
half, and every sample with ``--json`` (or ``--samples FILE`` as CSV).  "Flat" is read from the
milestones: the memory at the last one against the first.  Nothing here asserts a time or a
size; it loads every core it is given for as long as the run takes (100 k documents: about ten
minutes with ``-j 2`` on the project's 2-core machine).
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from installed import as_installed  # noqa: E402

from index_bench import _descendants, document  # noqa: E402

MILESTONES = (0.1, 0.5, 1.0)


def _rss_mib(pid: int) -> float:
    """The resident set (VmRSS) of one live process in MiB (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _written(db: Path) -> int | None:
    """Documents in the index so far (None while it cannot be read, e.g. not created yet)."""
    if not db.exists():
        return None
    try:
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)) as conn:
            return conn.execute("SELECT COUNT(*) FROM documents").fetchone()[0]
    except sqlite3.Error:
        return None


def generate(corpus: Path, docs: int, seed: int) -> float:
    """Write the corpus (reused when it already holds ``docs`` files); its size in MB."""
    if not (corpus.is_dir() and sum(1 for _ in corpus.iterdir()) == docs):
        shutil.rmtree(corpus, ignore_errors=True)
        corpus.mkdir(parents=True)
        rng = random.Random(seed)
        for i in range(docs):
            name, text = document(i, rng)
            (corpus / name).write_text(text, encoding="utf-8")
    return sum(p.stat().st_size for p in corpus.iterdir()) / 1e6


def sample_run(cmd: list[str], cwd: Path, db: Path, every: float) -> tuple[list[dict], float, int, str]:
    """Run ``cmd`` and sample it every ``every`` seconds: (samples, wall seconds, exit code,
    last output line).  A sample: seconds since start, documents written, RSS MiB of the main
    process and of each worker (by pid)."""
    samples: list[dict] = []
    with tempfile.TemporaryFile("w+", encoding="utf-8") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, text=True)
        next_at = start
        while proc.poll() is None:
            now = time.perf_counter()
            if now >= next_at:
                workers = {pid: round(_rss_mib(pid), 1) for pid in _descendants(proc.pid)}
                samples.append({"seconds": round(now - start, 1), "documents": _written(db),
                                "main_mib": round(_rss_mib(proc.pid), 1), "workers_mib": workers})
                next_at += every
            time.sleep(0.05)
        wall = time.perf_counter() - start
        out.seek(0)
        lines = [ln for ln in out.read().splitlines() if ln.strip()]
    samples.append({"seconds": round(wall, 1), "documents": _written(db), "main_mib": None, "workers_mib": {}})
    return samples, wall, proc.returncode, lines[-1] if lines else ""


def milestones(samples: list[dict], docs: int) -> list[dict]:
    """For each milestone of the corpus (10 %, 50 %, 100 %), the first sample at or past it
    taken while the workers still ran (the last such sample for 100 %: the run ends between
    two samples, and a sample after it sees no workers)."""
    live = [s for s in samples if s["main_mib"] is not None and s["documents"] is not None]
    working = [s for s in live if s["workers_mib"]] or live
    rows = []
    for share in MILESTONES:
        target = int(docs * share)
        hit = next((s for s in working if s["documents"] >= target), working[-1] if working else None)
        if hit is not None and not any(r["documents"] == hit["documents"] for r in rows):
            rows.append({"milestone": target, **hit})
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--every", type=float, default=5.0, help="seconds between samples")
    ap.add_argument("--work", type=Path, default=None, help="working folder (default: a temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the working folder (corpus and index)")
    ap.add_argument("--samples", type=Path, default=None, help="also write every sample to this CSV file")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    as_installed()  # child processes run with bytecode, as an installed copy
    work = args.work or Path(tempfile.mkdtemp(prefix="cc-scale-memory-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        t = time.perf_counter()
        megabytes = generate(work / "corpus", args.docs, args.seed)
        generated = time.perf_counter() - t
        db = work / "index.sqlite"
        for suffix in ("", "-wal", "-shm"):
            Path(str(db) + suffix).unlink(missing_ok=True)
        cmd = [sys.executable, "-m", "claimcheck", "index", "corpus", "--db", db.name, "-j", str(args.jobs)]
        samples, wall, code, tail = sample_run(cmd, work, db, args.every)
        if code != 0:
            raise SystemExit(f"index: exit {code}: {tail}")
        written = samples[-1]["documents"] or 0
        rows = milestones(samples, args.docs)
        live = [s for s in samples if s["main_mib"] is not None]
        half = next((s for s in live if (s["documents"] or 0) >= args.docs // 2), None)
        out = {"docs": args.docs, "jobs": args.jobs, "megabytes": round(megabytes, 1),
               "generate_seconds": round(generated, 1), "seconds": round(wall, 1), "written": written,
               "docs_per_s": round(written / wall, 1),
               "docs_per_s_second_half": (round((written - half["documents"]) / (wall - half["seconds"]), 1)
                                          if half and wall > half["seconds"] else None),
               "peak_main_mib": max((s["main_mib"] for s in live), default=0),
               "peak_worker_mib": max((max(s["workers_mib"].values(), default=0) for s in live), default=0),
               "milestones": rows, "output": tail, "load_average_end": open("/proc/loadavg").read().split()[:3]}
        if args.samples:
            with open(args.samples, "w", newline="", encoding="utf-8") as fh:
                w = csv.writer(fh)
                w.writerow(["seconds", "documents", "main_mib", "workers_mib"])
                for s in samples:
                    w.writerow([s["seconds"], s["documents"], s["main_mib"],
                                " ".join(f"{v}" for v in s["workers_mib"].values())])
        if args.json:
            out["samples"] = samples
            print(json.dumps(out, indent=2))
        else:
            print(f"{args.docs} documents ({out['megabytes']} MB), -j {args.jobs}: {out['seconds']} s, "
                  f"{out['docs_per_s']} docs/s (second half: {out['docs_per_s_second_half']}); {tail}\n")
            print("| documents written | seconds | RSS MiB main | RSS MiB workers |")
            print("|---:|---:|---:|---|")
            for r in rows:
                workers = " / ".join(f"{v:.0f}" for v in r["workers_mib"].values()) or "-"
                print(f"| {r['documents']:,} | {r['seconds']} | {r['main_mib']:.0f} | {workers} |")
            print(f"\npeak RSS over {len(live)} samples: main {out['peak_main_mib']:.0f} MiB, "
                  f"largest worker {out['peak_worker_mib']:.0f} MiB")
    finally:
        if not args.keep and args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
