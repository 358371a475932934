#!/usr/bin/env python3
"""Measure ``claimcheck audit`` on a long synthetic history against one full extraction.

    python benchmarks/audit_bench.py [--versions 267] [--bytes 300000] [--seed 7] [--jobs 0] [--repeat 1] [--git] [--out FILE]

A generator (:mod:`history_gen`, beside this file) writes a ``--versions``-version history of a
``--bytes`` mixed zh/en living document with realistic edits (new entries, value revisions —
most noted in the changelog, some silent —, reverts, moved entries, re-padded tables, removed
entries still cited in the appendix) to a temporary folder of snapshots with a ``manifest.tsv``
(and, with ``--git``, to a temporary git repository).

Each measurement runs in its own child process (so peak memory is its own):

- ``full``: one full extraction of the newest version (``Extractor.extract``), after the
  extractor is loaded;
- ``audit``: :func:`claimcheck.history.audit.audit` over the whole history (incremental extraction,
  matching, history rules, the newest version's own rules), after the extractor is loaded —
  with ``--jobs`` processes as ``claimcheck audit`` runs it (default 0: every core, so the newest
  version is checked in a second process during the walk), and again in one process
  (``*_jobs1``; the findings of the two compared).

With ``--repeat N`` the pair (full, audit) runs N times, one right after the other, and each
pair's ratio is reported (``ratios``) with their median (``ratio_median``): on a machine whose
CPU speed drifts (a shared VM: one full extraction of the same text took 2.16-3.16 s within ten
minutes, 2026-12-03) a single pair's ratio moved by ±0.3.

Reported: seconds (wall and CPU) of each, the ratios audit / full (goal ≤ 5), peak resident memory (VmHWM of each child)
of each child and of the extractor alone, and how many of the generator's silent revisions,
flip-flops and removals-while-cited the audit reported.
"""
from __future__ import annotations

import argparse
import json
import statistics
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from installed import as_installed  # noqa: E402

from history_gen import EVENTS, generate  # noqa: E402


def write_history(versions, folder: Path, git: bool) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "manifest.tsv", "w", encoding="utf-8") as fh:
        fh.write("version\tcommit\tdate\tsubject\n")
        for label, date, message, text in versions:
            (folder / f"{label}.md").write_text(text, encoding="utf-8")
            fh.write(f"{label}\t\t{date}T12:00:00+08:00\t{message}\n")
    if not git:
        return folder
    repo = folder.parent / "repo"
    repo.mkdir()
    env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.invalid",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.invalid")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    for label, date, message, text in versions:
        (repo / "inference.md").write_text(text, encoding="utf-8")
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = f"{date}T12:00:00+08:00"
        subprocess.run(["git", "-C", str(repo), "add", "inference.md"], check=True, env=env)
        subprocess.run(["git", "-C", str(repo), "commit", "-q", "--allow-empty", "-m", message or label],
                       check=True, env=env)
    return repo / "inference.md"


CHILD = r"""
import json, resource, sys, time
mode, target = sys.argv[1], sys.argv[2]

def peak_kb():
    # VmHWM: this process's own peak (ru_maxrss would count the benchmark's memory, which a
    # fork+exec child inherits: 240 MB of generated versions hid the audit's own peak)
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

from claimcheck.frames.extractor import shared_extractor as _extractor
ex = _extractor(None)
loaded = peak_kb()
t = time.perf_counter()
cpu = time.process_time()
out = {}
if mode == "full":
    from claimcheck.text.ingest import read_document
    doc = read_document(target)
    claims = ex.extract(doc).claims
    out["claims"] = len(claims)
else:
    from claimcheck.history.audit import audit
    report = audit(target, git=(mode == "git"), jobs=int(sys.argv[3]))
    # the version a finding is at: its label (a snapshot's file or a git path@label, AuditReport.label_of)
    out["findings"] = [[f.code, report.label_of(f.primary.file), f.subject, f.metric] for f in report.findings]
    out["stats"] = report.stats
    out["newest_checked_apart"] = report.newest_checked_apart
    out["tracks"] = len(report.tracks)
    out["drifting"] = len(report.drifting())
out["seconds"] = time.perf_counter() - t
out["cpu_seconds"] = time.process_time() - cpu
out["rss_loaded_kb"] = loaded
out["rss_peak_kb"] = peak_kb()
print(json.dumps(out))
"""


def child(mode: str, target: Path, jobs: int = 1) -> dict:
    # run in the target's folder: a ``-c`` child puts its working folder first on sys.path, so run
    # from a checkout it would import that checkout's claimcheck even with PYTHONPATH set to
    # another one (a before/after comparison then measures the same code twice)
    proc = subprocess.run([sys.executable, "-c", CHILD, mode, str(target), str(jobs)], capture_output=True, text=True,
                          cwd=target.parent if target.is_file() else target)
    if proc.returncode != 0:
        raise SystemExit(proc.stderr)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def recall(findings: list, events: list) -> dict:
    """How many generated events the audit reported (same version and subject), and how many
    findings of each history rule match no generated event (``other``)."""
    want = {"silent": "CC401", "flip-flop": "CC402", "removed": "CC403"}
    out = {}

    def same(name: str, subject: str | None) -> bool:
        # the extraction may drop a name's "++" / "-X" tail ("WispAttn++" → WispAttn)
        return bool(subject) and (name == subject or name.startswith(subject))

    for kind, code in want.items():
        evs = {(v, name) for k, v, name, _ in events if k == kind}
        hit = sum(1 for v, name in evs if any(f[0] == code and f[1] == v and same(name, f[2]) for f in findings))
        other = [f for f in findings if f[0] == code and not any(v == f[1] and same(name, f[2]) for v, name in evs)]
        out[kind] = {"events": len(evs), "reported": hit, "findings": sum(1 for f in findings if f[0] == code),
                     "other": len(other), "other_examples": other[:5]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--versions", type=int, default=267)
    ap.add_argument("--bytes", type=int, default=300_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--git", action="store_true", help="also audit the history as a git repository")
    ap.add_argument("--out", type=Path, help="write the results as JSON here")
    ap.add_argument("--jobs", type=int, default=0,
                    help="the audit's processes, as `claimcheck audit --jobs` (0, the default as on the command "
                         "line: every core; the newest version is checked in a second process); the audit is "
                         "also run with 1 (audit_seconds_jobs1) unless this is 1")
    ap.add_argument("--repeat", type=int, default=1,
                    help="run the pair (full extraction, audit) this many times and report every ratio and "
                         "their median (ratio_median)")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be 1 or more")
    as_installed()  # child processes run with bytecode, as an installed copy
    t = time.perf_counter()
    versions = generate(args.versions, args.bytes, args.seed)
    events = list(EVENTS)
    gen_seconds = time.perf_counter() - t
    newest = versions[-1][3]
    with tempfile.TemporaryDirectory(prefix="claimcheck-audit-bench-") as tmp:
        folder = Path(tmp) / "inference"
        repo_file = write_history(versions, folder, args.git)
        full = child("full", folder / f"{versions[-1][0]}.md")
        run = child("folder", folder, args.jobs)
        ratios = [run["seconds"] / full["seconds"]]
        for _ in range(args.repeat - 1):
            again = child("full", folder / f"{versions[-1][0]}.md")
            ratios.append(child("folder", folder, args.jobs)["seconds"] / again["seconds"])
        serial = child("folder", folder, 1) if args.jobs != 1 else run
        results = {
            "versions": args.versions, "newest_bytes": len(newest.encode("utf-8")),
            "total_bytes": sum(len(v[3].encode("utf-8")) for v in versions),
            "generate_seconds": round(gen_seconds, 2),
            "full_extraction_seconds": round(full["seconds"], 3), "full_claims": full["claims"],
            "jobs": args.jobs,
            "audit_seconds": round(run["seconds"], 3),
            "ratio": round(run["seconds"] / full["seconds"], 2),
            "ratios": [round(r, 2) for r in ratios],
            "ratio_median": round(statistics.median(ratios), 2),
            # the same audit in one process (the API's default), and whether both found the same
            "audit_seconds_jobs1": round(serial["seconds"], 3),
            "ratio_jobs1": round(serial["seconds"] / full["seconds"], 2),
            "same_findings_jobs1": serial["findings"] == run["findings"],
            "newest_checked_apart": run.get("newest_checked_apart"),
            # CPU seconds of each child: on a machine shared with other work the wall-clock ratio
            # moves with the load between the two children, the CPU ratio much less
            "full_extraction_cpu_seconds": round(full["cpu_seconds"], 3),
            "audit_cpu_seconds": round(run["cpu_seconds"], 3),
            "ratio_cpu": round(run["cpu_seconds"] / full["cpu_seconds"], 2),  # (this process's CPU only)
            "ratio_cpu_jobs1": round(serial["cpu_seconds"] / full["cpu_seconds"], 2),
            "rss_extractor_loaded_mb": round(full["rss_loaded_kb"] / 1024, 1),
            "rss_peak_full_mb": round(full["rss_peak_kb"] / 1024, 1),
            "rss_peak_audit_mb": round(run["rss_peak_kb"] / 1024, 1),
            "rss_peak_audit_jobs1_mb": round(serial["rss_peak_kb"] / 1024, 1),
            "tracks": run["tracks"], "drifting": run["drifting"], "findings": len(run["findings"]),
            "stats": run["stats"], "recall": recall(run["findings"], events),
        }
        if args.git:
            g = child("git", repo_file, args.jobs)
            results["audit_git_seconds"] = round(g["seconds"], 3)
            results["ratio_git"] = round(g["seconds"] / full["seconds"], 2)
            results["rss_peak_audit_git_mb"] = round(g["rss_peak_kb"] / 1024, 1)
    text = json.dumps(results, ensure_ascii=False, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
