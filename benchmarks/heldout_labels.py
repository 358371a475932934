"""Build and check the labels.jsonl of a held-out set of drafts from its rows (shared by
``drafts_heldout/make_heldout_labels.py`` and ``drafts_heldout2/make_labels.py``).

A row is ``(draft, anchor, surface, kind, slug, rule, sources, reason)``, ``sources`` a list
of ``(file under the shared folder, line, snippet)``.  Every anchor must stand on exactly one
line of its draft, the surface on that line, and every source line must hold its snippet.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

#: the shared folder (corpora/real/…): $CLAIMCHECK_SHARED, else ../shared beside the repository
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED") or Path(__file__).resolve().parents[2] / "shared")


def build(rows: list[tuple], here: Path, prefix: str, shared: Path = SHARED) -> tuple[list[dict], list[str]]:
    """(labels, errors) for ``rows`` of drafts in ``here``; ids are ``prefix`` + 001, 002 …"""
    out, errors = [], []
    for i, (draft, anchor, surface, kind, slug, rule, srcs, reason) in enumerate(rows, 1):
        lines = (here / draft).read_text(encoding="utf-8").splitlines()
        hits = [n for n, line in enumerate(lines, 1) if anchor in line]
        if len(hits) != 1:
            errors.append(f"{draft}: anchor {anchor!r} on lines {hits}")
            continue
        if surface not in lines[hits[0] - 1]:
            errors.append(f"{draft}:{hits[0]} surface {surface!r} missing")
        sources = []
        for f, ln, snip in srcs:
            source_lines = (shared / f).read_text(encoding="utf-8").splitlines()
            if ln > len(source_lines) or snip not in source_lines[ln - 1]:
                errors.append(f"source {f}:{ln} lacks {snip!r}")
            sources.append({"file": f, "line": ln})
        out.append({"id": f"{prefix}{i:03d}", "draft": draft, "line": hits[0], "anchor": anchor, "surface": surface,
                    "kind": kind, "slug": slug, "rule": rule, "sources": sources, "reason": reason})
    return out, errors


def main(rows: list[tuple], here: Path, prefix: str, argv: list[str] | None = None) -> int:
    """Write ``here/labels.jsonl`` (``--check``: exit 1 unless it is current); 1 on a bad row."""
    argv = sys.argv[1:] if argv is None else argv
    out, errors = build(rows, here, prefix)
    if errors:
        print("\n".join(errors))
        return 1
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    path = here / "labels.jsonl"
    if "--check" in argv:
        return 0 if path.exists() and path.read_text(encoding="utf-8") == text else 1
    path.write_text(text, encoding="utf-8")
    print(f"wrote {len(out)} labels")
    return 0
