#!/usr/bin/env python3
"""Where an audit's time goes: wall seconds per stage of ``claimcheck audit --jobs 1`` on the
generated history of ``audit_bench.py`` (issue 18).

    python benchmarks/audit_stages.py                 # 800 versions of a 300 KB document, seed 7
    python benchmarks/audit_stages.py --versions 200

Each stage is a function of the walk wrapped with a timer (a stage's time includes the stages it
calls: ``view`` holds ``_read_paragraphs``, ``_sections_since``, ``_variant`` …; ``step`` holds
``_match``).  The wrappers cost a little; compare stages with each other, and the audit's own time
with ``audit_bench.py``, which runs it unwrapped.
"""
from __future__ import annotations

import argparse
import collections
import functools
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit_bench import write_history  # noqa: E402
from history_gen import generate  # noqa: E402

#: (module, object or None, function, label) of the stages timed
STAGES = [
    ("claimcheck.history.incremental", "IncrementalExtractor", "view", "view"),
    ("claimcheck.history.incremental", None, "_read_paragraphs", "  reading paragraphs"),
    ("claimcheck.history.incremental", None, "_sections_since", "  section facts since the last version"),
    ("claimcheck.history.incremental", None, "_section_facts", "  section facts read whole"),
    ("claimcheck.history.incremental", None, "_variant", "  claims of new segments"),
    ("claimcheck.history.incremental", "IncrementalExtractor", "_hits", "  hits of new segments"),
    ("claimcheck.history.incremental", "IncrementalExtractor", "_paragraph", "  segmenting new paragraphs"),
    ("claimcheck.history.incremental", None, "_document_subject", "  document subject"),
    ("claimcheck.history.incremental", None, "_evict", "  eviction"),
    ("claimcheck.history.tracks", "_Walk", "step", "tracks"),
    ("claimcheck.history.tracks", "_Walk", "_match", "  versions with changed claims"),
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--versions", type=int, default=800)
    ap.add_argument("--bytes", type=int, default=300_000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    import importlib
    spent: collections.Counter = collections.Counter()
    for module, owner, name, label in STAGES:
        target = importlib.import_module(module)
        target = getattr(target, owner) if owner else target
        fn = getattr(target, name)

        def timed(*a, _fn=fn, _label=label, **k):
            t = time.perf_counter()
            try:
                return _fn(*a, **k)
            finally:
                spent[_label] += time.perf_counter() - t
        setattr(target, name, functools.wraps(fn)(timed))
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history.audit import audit
    shared_extractor(None)
    with tempfile.TemporaryDirectory(prefix="claimcheck-audit-stages-") as tmp:
        folder = Path(tmp) / "inference"
        write_history(generate(args.versions, args.bytes, args.seed), folder, False)
        t = time.perf_counter()
        report = audit(folder, jobs=1)
        total = time.perf_counter() - t
    print(f"audit of {args.versions} versions (--jobs 1): {total:.2f} s, {len(report.findings)} findings")
    for _, _, _, label in STAGES:
        print(f"{label:42s} {spent[label]:7.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
