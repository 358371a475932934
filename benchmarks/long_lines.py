#!/usr/bin/env python3
"""Growth of extraction time on one long line made of real sentences (session 23).

    python benchmarks/long_lines.py [--seed 1] [--sizes 400 800 1600 3200]

Sentences with a digit are drawn from the real corpora (``../shared/corpora/real``) and the new
real READMEs (``benchmarks/corpora/new-real``), shuffled, and joined into one line — as a list
item ("- …") and as a paragraph — of each size (sentences).  Printed: characters, seconds, and
the ratio to the size before; a ratio near 2 per doubling is linear, near 4 quadratic (a
changelog headline read the rest of its line once per dated sentence: 31.7 s on 27 KB before
session 23).  ``--check`` times ``claimcheck.check`` (every rule) on the line written to a file
instead: the checks read lines too (session 30: CC105's discount test walked every figure against
every discount, 800 figures on one line 45 s; the sentences of the held-out drafts are in the
pool then, so the line holds discounts, products and promises).  Nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import random
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from installed import as_installed  # noqa: E402


def sentences(rng: random.Random, drafts: bool = False) -> list[str]:
    """Sentences of 16-299 characters holding a digit, from every real document (and, with
    ``drafts``, the held-out drafts of ``drafts_heldout*/``), shuffled."""
    shared = HERE.parent.parent / "shared" / "corpora" / "real"
    files = [p for p in shared.rglob("*") if p.suffix in (".md", ".txt")] + sorted((HERE / "corpora" / "new-real").rglob("*.md"))
    if drafts:
        files += sorted(p for p in HERE.glob("drafts_heldout*/*.md") if p.name != "README.md")
    found = []
    for f in sorted(files):
        for line in f.read_text(encoding="utf-8", errors="replace").splitlines():
            for s in re.split(r"(?<=[。！？!?])\s*|(?<=\.)\s+", line.strip()):
                if 15 < len(s) < 300 and re.search(r"\d", s):
                    found.append(s)
    rng.shuffle(found)
    return found


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sizes", type=int, nargs="+", default=[400, 800, 1600, 3200])
    ap.add_argument("--check", action="store_true", help="time claimcheck.check (every rule) instead of extraction")
    args = ap.parse_args(argv)
    as_installed()
    import tempfile
    import claimcheck
    pool = sentences(random.Random(args.seed), drafts=args.check)
    claimcheck.extract_text("warm 1.5x。\n")
    folder = Path(tempfile.mkdtemp())
    for kind, lead in (("list item", "- "), ("paragraph", "")):
        before = None
        for n in args.sizes:
            text = lead + " ".join(pool[:n]) + "\n"
            t = time.perf_counter()
            if args.check:
                note = folder / "long.md"
                note.write_text("# Long line 2026-09-28\n\n" + text, encoding="utf-8")
                claimcheck.check([note], as_of="2026-09-28")
            else:
                claimcheck.extract_text(text, doc_date="2026-09-28")
            took = time.perf_counter() - t
            ratio = f"×{took / before:.1f}" if before else ""
            print(f"{kind:9} {n:5} sentences {len(text):8,} chars {took:6.2f} s {ratio}")
            before = took
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
