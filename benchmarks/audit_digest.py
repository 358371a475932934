#!/usr/bin/env python3
"""One digest of an audit's whole result: every finding and every track's observations.

    python benchmarks/audit_digest.py FOLDER [--jobs 1]

A speed change to the audit walk must leave this digest as it was (session 20: the 800-version
history of ``audit_bench.py`` — write it with ``history_gen`` — gave ``4d631d6d8554faa6`` before and
after each step).  Prints seconds, CPU seconds, counts and the digest (16 hex digits of SHA-256 over
each finding's code, file, line, subject, metric and message, then each track's id, key and
observations with their claim ids and values).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import time
from pathlib import Path


def digest(report) -> str:
    """The digest of an :class:`~claimcheck.history.audit.AuditReport` (16 hex digits)."""
    h = hashlib.sha256()
    for f in report.findings:
        h.update(json.dumps([f.code, f.primary.file, f.primary.line, f.subject, f.metric, f.message],
                            ensure_ascii=False, default=str).encode())
    for t in report.tracks:
        h.update(json.dumps([t.id, t.key, [(o.start, o.end, o.claim.id, str(o.claim.value)) for o in t.observations]],
                            default=str).encode())
    return h.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path, help="a history: a folder of snapshots or a file in a git repository")
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history.audit import audit
    shared_extractor(None)
    t, cpu = time.perf_counter(), time.process_time()
    report = audit(args.folder, jobs=args.jobs)
    print(f"seconds {time.perf_counter() - t:.3f} cpu {time.process_time() - cpu:.3f} findings {len(report.findings)} "
          f"tracks {len(report.tracks)} digest {digest(report)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
