#!/usr/bin/env python3
"""Start-up and check-time ratios, measured side by side in one run (issue "Speed and scale").

    python benchmarks/startup_bench.py [--repeat N] [--shared DIR] [--json]

Rows (median of N runs of fresh processes, seconds, and the ratio to the reference in the
same run):
- ``claimcheck --help`` against ``python -c "import spacy"`` (the issue's reference: start-up
  must not pay for spaCy when nothing is extracted);
- ``claimcheck check`` of a one-line file against the same reference (with the build cache of
  ``claimcheck.resources.cache`` written, as after any first run; ``--cold`` turns the cache off);
- in one process: ``check`` of ``corpora/real/cross-source`` warm, and the share of it spent
  in CC205 name-variant (the rule that used to compare every name with every other).
Nothing here asserts a time; tests never do (DEVELOPERS' guide).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from installed import as_installed  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def shared_dir(explicit: str | None) -> Path | None:
    """The shared/ folder: ``--shared``, ``$CLAIMCHECK_SHARED``, beside the repo, or None."""
    for c in (explicit, os.environ.get("CLAIMCHECK_SHARED"), ROOT.parent / "shared"):
        if c and (Path(c) / "corpora" / "real").exists():
            return Path(c)
    return None


def walls(cmds: dict[str, list[str]], repeat: int, cwd: Path) -> dict[str, float]:
    """Median wall time (s) of ``repeat`` fresh runs of each command, run in interleaved rounds
    (one of each per round) so that a load change on the shared machine hits every row alike.
    One unmeasured run of each first: a build cache (``claimcheck.resources.cache``) that the
    current code has not written yet is written then, as on any machine's first run."""
    for cmd in cmds.values():
        subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    times: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(repeat):
        for name, cmd in cmds.items():
            start = time.perf_counter()
            subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(ts) for name, ts in times.items()}


def in_process(corpus: Path) -> dict:
    """Warm ``check`` of ``corpus`` and the seconds of CC205 inside it (one process)."""
    import claimcheck
    import claimcheck.checks as checks

    claimcheck.check([corpus], lang="en")  # warm: extractor built, caches filled
    spent = {"cc205": 0.0}
    original = checks.CHECKS["name_variant"]

    def timed(ctx, rule):
        start = time.perf_counter()
        out = list(original(ctx, rule))
        spent["cc205"] += time.perf_counter() - start
        return iter(out)
    checks.CHECKS["name_variant"] = timed
    try:
        start = time.perf_counter()
        report = claimcheck.check([corpus], lang="en")
        total = time.perf_counter() - start
    finally:
        checks.CHECKS["name_variant"] = original
    return {"check_warm_s": round(total, 3), "cc205_s": round(spent["cc205"], 3),
            "cc205_share": round(spent["cc205"] / total, 3), "findings": len(report.findings)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=5, help="fresh processes per row (median)")
    ap.add_argument("--shared", help="the shared/ folder (default: beside the repository)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    ap.add_argument("--cold", action="store_true", help="no build cache (CLAIMCHECK_NO_CACHE=1): every run builds")
    args = ap.parse_args(argv)
    as_installed()  # child processes run with bytecode, as an installed copy
    if args.cold:
        os.environ["CLAIMCHECK_NO_CACHE"] = "1"
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one.md"
        one.write_text("KVPipe 在 B200 上吞吐 11,600 tok/s。\n", encoding="utf-8")
        got = walls({"spacy": [py, "-c", "import spacy"], "help": [py, "-m", "claimcheck", "--help"],
                     "check": [py, "-m", "claimcheck", "check", str(one), "--fail-on", "never"]}, args.repeat, Path(tmp))
        spacy_s, help_s, check_s = got["spacy"], got["help"], got["check"]
    rows = {"import_spacy_s": round(spacy_s, 3), "help_s": round(help_s, 3), "help_vs_spacy": round(help_s / spacy_s, 2),
            "check_one_line_s": round(check_s, 3), "check_one_line_vs_spacy": round(check_s / spacy_s, 2)}
    shared = shared_dir(args.shared)
    if shared is not None:
        rows.update(in_process(shared / "corpora" / "real" / "cross-source"))
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print("| measure | value |\n|---|---:|")
        for key, value in rows.items():
            print(f"| {key} | {value} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
