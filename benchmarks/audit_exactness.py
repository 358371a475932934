#!/usr/bin/env python3
"""Hold the audit's incremental extraction to a full extraction, version by version.

    python benchmarks/audit_exactness.py FOLDER [FOLDER ...] [--every N] [--generated VERSIONS]

The audit reads each version against the one before (:class:`~claimcheck.history.incremental.
IncrementalExtractor`): paragraphs, segments and claims seen before are reused under keys that
must hold everything a claim depends on.  A key that misses something (issue 18's V100: a
version-stamped title read as a chip, carried to 700 later versions) gives claims that a full
extraction of that version does not give, and the history rules then report drifts that are
not there.  This script walks each history as the audit does and, at every ``--every``-th
version and the newest, compares the walk's claims with :meth:`Extractor.extract` of the same
text — every field of every claim.

``--generated N`` also walks ``benchmarks/history_gen.py``'s N-version history (seed 7, 300 KB,
as ``audit_bench.py`` writes it).  Exit status 1 when any compared version differs; the first
differing claims are printed.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def compare(folder: Path, every: int) -> tuple[int, int, list[str], int]:
    """(versions compared, versions that differ, the first differences, claims compared) of one
    history folder."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history.audit import _rules_of
    from claimcheck.history.incremental import IncrementalExtractor
    from claimcheck.history.versions import Version, folder_versions
    from claimcheck.text.ingest import Document, document_date
    extractor, _, _, _, changelog = _rules_of(None, [], [], None, None)
    full_ex = shared_extractor(None)
    history = folder_versions(folder)
    path = folder.name
    ix = IncrementalExtractor(extractor, path, changelog)
    compared, differing, notes, claims = 0, 0, [], 0
    total = len(history)
    for n, item in enumerate(history):
        if not isinstance(item, Version):
            continue
        version = item if item.path else replace(item, path=path)
        view = ix.view(version, n)
        if n % every and n != total - 1:
            continue
        day = view.date.isoformat() if view.date else None
        walk = [ix.materialise(inst, k, path, day) for inst in view.insts for k in range(len(inst.variant.claims))]
        # the walk skips the claims of changelog sections; the full extraction keeps them
        skipped = {inst.first_line + seg.line - inst.para.skip - 1 for inst in view.insts
                   for i, seg in enumerate(inst.para.segments) if i in inst.excluded}
        date = document_date(path, version.text) or version.day
        full = [c for c in full_ex.extract(Document(path, version.text, date)).claims if c.line not in skipped]
        walk.sort(key=lambda c: (c.line, c.column))
        full.sort(key=lambda c: (c.line, c.column))
        compared += 1
        claims += len(full)
        if walk != full:
            differing += 1
            if len(notes) < 6:
                pairs = [(a, b) for a, b in zip(walk, full) if a != b]
                a, b = pairs[0] if pairs else (None, None)
                fields = [f for f in (a.__dataclass_fields__ if a else ()) if getattr(a, f) != getattr(b, f)]
                notes.append(f"{folder.name}@{version.label}: {len(walk)} walk / {len(full)} full claims, "
                             f"first difference at line {a.line if a else '?'}: "
                             + "; ".join(f"{f} {getattr(a, f)!r} ≠ {getattr(b, f)!r}" for f in fields[:3]))
    return compared, differing, notes, claims


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folders", nargs="*", type=Path, help="folders of snapshots (as `claimcheck audit` reads them)")
    ap.add_argument("--every", type=int, default=1, help="compare every N-th version (and the newest)")
    ap.add_argument("--generated", type=int, default=0, metavar="VERSIONS",
                    help="also the generated history of audit_bench.py with this many versions")
    args = ap.parse_args(argv)
    folders = list(args.folders)
    tmp = None
    if args.generated:
        from audit_bench import write_history
        from history_gen import generate
        tmp = tempfile.TemporaryDirectory(prefix="claimcheck-exactness-")
        folders.append(write_history(generate(args.generated, 300_000, 7), Path(tmp.name) / "inference", False))
    if not folders:
        ap.error("give a folder of snapshots or --generated N")
    bad = 0
    for folder in folders:
        t = time.perf_counter()
        compared, differing, notes, claims = compare(folder, args.every)
        bad += differing
        print(f"{folder.name}: {compared} versions compared ({claims} claims), {differing} differ "
              f"({time.perf_counter() - t:.1f} s)")
        for line in notes:
            print("  " + line)
    if tmp is not None:
        tmp.cleanup()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
