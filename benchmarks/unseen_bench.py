#!/usr/bin/env python3
"""Extraction of text the extractor has not seen, against the bare spaCy tokenizer, in CPU seconds.

    python benchmarks/unseen_bench.py [--cross] [--shared DIR] [--profile FILE]

One fresh process: the fast extractor (``Extractor(fast=True)``, as ``check``/``index`` use it)
extracts every text with its memos emptied before each (``Extractor.forget()``: every text as if
first seen), then spaCy's ``blank("xx")`` tokenizer reads the same texts.  Prints CPU and wall
seconds of both and their ratio (tokenizer ÷ claimcheck; issue 18's target is ≥ 0.5), and the
1-minute load average.  Texts: the seed briefing and every file under ``corpora/real`` (the speed
texts of ``benchmarks/extraction_peers.py``), or ``--cross``: ``corpora/real/cross-source`` only.
On a shared machine, alternate the versions being compared in fresh processes and compare CPU
seconds and ratios.  ``--profile FILE`` writes a cProfile of the extraction pass instead.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC_DATE = "2026-09-28"


def texts_of(shared: Path, cross: bool) -> list[str]:
    """The texts (whole files), in path order; files that are not UTF-8 are skipped."""
    files = sorted((shared / "corpora/real/cross-source").rglob("*")) if cross else \
        [shared / "seed/briefing-2026-09-28.txt", *sorted((shared / "corpora/real").rglob("*"))]
    out = []
    for f in files:
        if f.is_file():
            try:
                out.append(f.read_text(encoding="utf-8"))
            except UnicodeDecodeError:
                continue
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cross", action="store_true", help="corpora/real/cross-source only")
    ap.add_argument("--shared", default=None, help="the shared/ folder (default: beside the repository)")
    ap.add_argument("--profile", default=None, help="write a cProfile of the extraction pass here")
    args = ap.parse_args(argv)
    candidates = [args.shared, os.environ.get("CLAIMCHECK_SHARED"), ROOT.parent / "shared", "/work/shared"]
    shared = next((Path(c) for c in candidates if c and (Path(c) / "corpora" / "real").exists()), None)
    if shared is None:
        print("shared/corpora/real not found; pass --shared DIR", file=sys.stderr)
        return 2
    from claimcheck.frames.extractor import Extractor
    from claimcheck.text.ingest import Document
    texts = texts_of(shared, args.cross)
    ex = Extractor(fast=True)
    ex.extract(Document(path="<warm-up>", text="warm-up 5 GB 于 2026年9月", date=DOC_DATE))

    def unseen() -> int:
        n = 0
        for t in texts:
            ex.forget()
            n += len(ex.extract(Document(path="<text>", text=t.replace("\r\n", "\n"), date=DOC_DATE)).claims)
        return n
    if args.profile:
        import cProfile
        prof = cProfile.Profile()
        prof.enable()
        unseen()
        prof.disable()
        prof.dump_stats(args.profile)
        return 0
    c0, w0 = time.process_time(), time.perf_counter()
    claims = unseen()
    cc_cpu, cc_wall = time.process_time() - c0, time.perf_counter() - w0
    import spacy
    nlp = spacy.blank("xx")
    nlp.tokenizer("warm-up")
    c0, w0 = time.process_time(), time.perf_counter()
    for t in texts:
        nlp.tokenizer(t)
    tk_cpu, tk_wall = time.process_time() - c0, time.perf_counter() - w0
    print(f"{len(texts)} texts, {sum(map(len, texts)):,} chars, {claims} claims | unseen extraction CPU {cc_cpu:.2f} s "
          f"(wall {cc_wall:.2f}) | tokenizer CPU {tk_cpu:.2f} s (wall {tk_wall:.2f}) | ratio CPU {tk_cpu / cc_cpu:.3f} "
          f"(wall {tk_wall / cc_wall:.3f}) | load {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
