#!/usr/bin/env python3
"""Fingerprint claimcheck's extraction, to prove a speed change leaves its output byte-identical.

    python benchmarks/extract_fingerprint.py [--out FILE]     # dump the fingerprint (JSON lines)
    python benchmarks/extract_fingerprint.py --compare        # reference path vs fast path, one process

Texts: the seed briefing and every file under ``corpora/real`` of the shared folder (beside the
repository, ``$CLAIMCHECK_SHARED`` or ``--shared DIR``), the same texts as the speed table of
``benchmarks/extraction_peers.py``.  Each line of the dump is one document: its path, every claim's
:meth:`~claimcheck.model.Claim.to_json` plus ``repr`` (so fields outside the JSON contract count too),
and the document-level results of :class:`~claimcheck.frames.extractor.DocumentExtract` (entity names, their
first locations, confirmations) — everything the later stages read.

``--compare`` runs both paths of :class:`~claimcheck.frames.extractor.Extractor` in one process — the
reference path (``fast=False``, the default: every segment through the spaCy pipeline) and the
fast path (``fast=True``: the component's grammar without the spaCy ``Doc``) — so the grammar and frames code are the same
objects for both, even while other people edit ``grammar.py``.  Exit status 1 when they differ,
with the first differing document and claim on stderr.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def shared_dir(explicit: str | None) -> Path:
    """The shared/ folder: ``--shared``, ``$CLAIMCHECK_SHARED``, beside the repo, or /work/shared."""
    for c in (explicit, os.environ.get("CLAIMCHECK_SHARED"), ROOT.parent / "shared", "/work/shared"):
        if c and (Path(c) / "corpora" / "real").exists():
            return Path(c)
    raise SystemExit("shared/corpora/real not found; pass --shared DIR")


def input_files(shared: Path) -> list[Path]:
    """The seed briefing and every file under corpora/real (the *.tsv manifests too), sorted."""
    files = [shared / "seed" / "briefing-2026-09-28.txt"]
    files += sorted(f for f in (shared / "corpora" / "real").rglob("*") if f.is_file())
    return [f for f in files if f.exists()]


def fingerprint(extractor, files: list[Path]) -> list[str]:
    """One JSON line per document: claims (JSON + repr) and the document-level results.

    Args:
        extractor: a :class:`claimcheck.frames.extractor.Extractor` (either path).
        files: the input files.
    Returns:
        list[str] of JSON lines, in file order.
    """
    from claimcheck.text.ingest import iter_documents
    lines = []
    for doc in iter_documents([str(f) for f in files]):
        if not hasattr(doc, "text"):  # an InputError
            lines.append(json.dumps({"error": str(doc)}, ensure_ascii=False))
            continue
        ex = extractor.extract(doc)
        lines.append(json.dumps({
            "path": doc.path,
            "claims": [c.to_json() for c in ex.claims],
            "claim_reprs": [repr(c) for c in ex.claims],
            "names": sorted(ex.names.items()),
            "name_locations": sorted((k, list(v)) for k, v in ex.name_locations.items()),
            "confirmations": [list(c) for c in ex.confirmations],
        }, ensure_ascii=False, sort_keys=True, default=str))
    return lines


def first_difference(a: list[str], b: list[str]) -> str:
    """A short description of where two fingerprints first differ."""
    for la, lb in zip(a, b):
        if la == lb:
            continue
        da, db = json.loads(la), json.loads(lb)
        for key in ("claims", "claim_reprs", "names", "name_locations", "confirmations"):
            if da.get(key) != db.get(key):
                xs, ys = da.get(key) or [], db.get(key) or []
                for i, (x, y) in enumerate(zip(xs, ys)):
                    if x != y:
                        return f"{da.get('path')}: {key}[{i}]\n  reference: {x}\n  fast:      {y}"
                return f"{da.get('path')}: {key} lengths {len(xs)} vs {len(ys)}"
    return f"document counts {len(a)} vs {len(b)}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shared", default=None, help="the shared/ folder (default: beside the repository)")
    ap.add_argument("--out", default=None, help="write the fingerprint (JSON lines) here")
    ap.add_argument("--compare", action="store_true", help="compare the reference and the fast path")
    ap.add_argument("--reference", action="store_true", help="with --out: dump the reference path")
    args = ap.parse_args(argv)
    from claimcheck.frames.extractor import Extractor
    files = input_files(shared_dir(args.shared))
    chars = sum(len(f.read_text(encoding="utf-8", errors="replace")) for f in files)
    runs = [("reference", False), ("fast", True)] if args.compare else [
        ("reference" if args.reference else "fast", not args.reference)]
    results = {}
    for name, fast in runs:
        extractor = Extractor(fast=fast)
        t0 = time.perf_counter()
        results[name] = fingerprint(extractor, files)
        secs = time.perf_counter() - t0
        digest = hashlib.sha256("\n".join(results[name]).encode()).hexdigest()
        n = sum(len(json.loads(x).get("claims", [])) for x in results[name])
        print(f"{name:9s}: {len(files)} files, {chars:,} chars, {n} claims, {secs:.1f} s "
              f"({chars / secs:,.0f} chars/s), sha256 {digest[:16]}", file=sys.stderr)
        if args.out:
            Path(args.out).write_text("\n".join(results[name]) + "\n", encoding="utf-8")
    if args.compare:
        if results["reference"] != results["fast"]:
            print("DIFFERENT: " + first_difference(results["reference"], results["fast"]), file=sys.stderr)
            return 1
        print("identical", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
