#!/usr/bin/env python3
"""How ``claimcheck check`` grows with a flood of notes that give one figure many values
(issue 18, "speed and scale"; the CC201 pairing, measured by hand at 49 s for 3,000 notes in
session 13).

    python benchmarks/flood_bench.py [--notes 750] [--values 7] [--seed 3] [--json]
    python benchmarks/flood_bench.py --shape repeated [--notes 3] [--lines 800]

Writes ``--notes`` short notes and then twice as many (same generator, same seed) into
temporary folders, each note stating the throughput of one of a few engines on one model, chip
and batch size, with one of ``--values`` values (so every pair of notes that disagree is a
conflict CC201 may report), plus a few figures of other metrics; then times ``python -m
claimcheck check FOLDER --format json --fail-on never`` on each in a fresh process (the build
cache warmed first), and reports the seconds, the findings and the growth ratio t(2N) / t(N):
about 2 for work linear in the notes, about 4 for work quadratic in them.  CC201 reports a figure
against at most ``max_rivals_per_claim`` other documents and ``max_findings_per_group`` findings per
pair of documents (its capped count says how many were left out), so the findings stay bounded;
the pairing may not.  ``--shape repeated`` writes ``--notes`` files (then twice as many) that
each repeat one line ``--lines`` times, a throughput, a TTFT and a speedup in it (the fresh-user
trial of session 14: 5 files x 800 lines took 70 s, 10 files 197 s, CC202's nearest pair tested
every relative figure against every absolute one).  Nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from installed import as_installed  # noqa: E402

ENGINES = ["vLLM", "SGLang", "LMDeploy"]


def note(i: int, rng: random.Random, values: list[int]) -> str:
    """One dated note in the seed's mixed zh/en style, with one throughput figure of an engine
    (one of ``values``) and a TTFT and a speedup of its own."""
    engine = ENGINES[i % len(ENGINES)]
    day = f"2026-{(i % 9) + 1:02d}-{(i % 27) + 1:02d}"
    value = values[rng.randrange(len(values))]
    return (f"# 笔记 {i:05d}（{day}）\n\n"
            f"## {engine} 复测\n\n"
            f"- {engine} 在 H100 上吞吐 {value:,} tok/s（Llama-3-8B，bs=8），来源：team bench run {i}。\n"
            f"- TTFT {100 + (i % 50)} ms，相对 baseline 加速 {1 + (i % 9) / 10:.1f}×。\n")


def write(folder: Path, n: int, n_values: int, seed: int) -> None:
    rng = random.Random(seed)
    values = [1000 + 150 * k for k in range(n_values)]
    folder.mkdir(parents=True)
    for i in range(n):
        (folder / f"note-{i:05d}.md").write_text(note(i, rng, values), encoding="utf-8")


def write_repeated(folder: Path, n: int, lines: int) -> None:
    """``n`` notes, each one line repeated ``lines`` times (a copied paragraph gone wrong)."""
    folder.mkdir(parents=True)
    line = "- QuillKV 在 H100 上吞吐为 1,200 tok/s，TTFT 为 90 ms，加速比 2.3×（arXiv:2610.04417）。\n"
    for i in range(n):
        (folder / f"n{i:03d}.md").write_text(line * lines, encoding="utf-8")


def timed_check(folder: Path) -> dict:
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(folder), "--format", "json",
                           "--fail-on", "never"], capture_output=True, text=True)
    seconds = time.perf_counter() - t
    if proc.returncode != 0:
        raise SystemExit(proc.stderr)
    report = json.loads(proc.stdout)
    cc201 = [f for f in report["findings"] if f["code"] == "CC201"]
    return {"seconds": round(seconds, 2), "findings": len(report["findings"]), "cc201": len(cc201),
            "capped": report.get("capped", {})}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--notes", type=int, default=750, help="notes of the smaller run (the larger has twice as many)")
    ap.add_argument("--values", type=int, default=7, help="distinct values of the flooded figure")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--shape", choices=["notes", "repeated"], default="notes",
                    help="notes: one figure per note, many values; repeated: files repeating one line")
    ap.add_argument("--lines", type=int, default=800, help="--shape repeated: copies of the line per file")
    ap.add_argument("--json", action="store_true", help="print the result as JSON")
    args = ap.parse_args(argv)
    as_installed()  # child processes run with bytecode, as an installed copy
    with tempfile.TemporaryDirectory(prefix="cc-flood-") as tmp:
        small, large = Path(tmp) / "small", Path(tmp) / "large"
        if args.shape == "repeated":
            write_repeated(small, args.notes, args.lines)
            write_repeated(large, 2 * args.notes, args.lines)
        else:
            write(small, args.notes, args.values, args.seed)
            write(large, 2 * args.notes, args.values, args.seed)
        warm = Path(tmp) / "warm"
        write(warm, 3, args.values, args.seed)
        timed_check(warm)  # the build cache, so neither run pays for it
        result = {"notes": [args.notes, 2 * args.notes], "values": args.values,
                  "small": timed_check(small), "large": timed_check(large)}
    result["growth"] = round(result["large"]["seconds"] / max(result["small"]["seconds"], 1e-9), 2)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for key in ("small", "large"):
            r = result[key]
            n = result["notes"][0 if key == "small" else 1]
            print(f"{n:>6} notes: {r['seconds']:>7.2f} s, {r['findings']} findings ({r['cc201']} CC201), capped {r['capped']}")
        print(f"growth t(2N)/t(N): {result['growth']} (2 = linear, 4 = quadratic)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
