"""Build and check the labels.jsonl of a held-out set of drafts from its rows (shared by
``drafts_heldout/make_heldout_labels.py``, ``drafts_heldout2/make_labels.py`` and, with
:func:`ordered_main`, the make_labels.py of sets 4 onwards).

A row is ``(draft, anchor, surface, kind, slug, rule, sources, reason)``, ``sources`` a list
of ``(file under the shared folder, line, snippet)``.  Every anchor must stand on exactly one
line of its draft, the surface on that line, and every source line must hold its snippet.
"""
from __future__ import annotations

import json
import os
import sys
from collections import Counter
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


def ordered_build(rows: list[tuple], here: Path, drafts: tuple[str, ...], prefix: str, repo: Path,
                  shared: Path = SHARED, per_draft: tuple[int, int] = (6, 8)) -> tuple[str, list[str]]:
    """(labels.jsonl text, errors) of the rows of a set whose ids follow the draft order, then the
    line order (held-out sets 4 onwards; sets up to 17 each carried a copy of this code).

    A row is ``(draft, anchor, surface, kind, slug, rule, sources, reason)``, ``kind`` "mistake" or
    "trap", ``sources`` a list of ``(file, line, snippet or tuple of snippets)``; a file under
    ``benchmarks/`` is read from ``repo``, any other from ``shared``.  Checks: each anchor on
    exactly one line of its draft, the surface inside the anchor and labelled once per line, a
    CC-shaped rule, every snippet on its source line, and ``per_draft`` (mistakes, traps) per draft.
    """
    errors, out, n = [], [], 0
    lines_by_draft, texts = {}, {}
    counts = Counter()
    order = {d: i for i, d in enumerate(drafts)}

    def lines_of(draft):
        if draft not in lines_by_draft:
            lines_by_draft[draft] = (here / draft).read_text(encoding="utf-8").splitlines()
        return lines_by_draft[draft]

    def resolve(f):
        return repo / f if f.startswith("benchmarks/") else shared / f

    ordered = []
    for row in rows:
        hits = [i for i, line in enumerate(lines_of(row[0]), 1) if row[1] in line]
        ordered.append((order[row[0]], hits[0] if len(hits) == 1 else 0, row))
    ordered.sort(key=lambda r: (r[0], r[1]))  # ids follow draft order, then line order (stable within a line)
    seen = set()
    for _, _, (draft, anchor, surface, kind, slug, rule, sources, reason) in ordered:
        hits = [i for i, line in enumerate(lines_of(draft), 1) if anchor in line]
        if len(hits) != 1:
            errors.append(f"{draft}: anchor {anchor!r} on {len(hits)} lines {hits}")
            continue
        if (draft, hits[0], surface) in seen:
            errors.append(f"{draft}:{hits[0]}: surface {surface!r} labelled twice")
        seen.add((draft, hits[0], surface))
        if surface not in anchor:
            errors.append(f"{draft}: surface {surface!r} not in anchor {anchor!r}")
        if kind not in ("mistake", "trap"):
            errors.append(f"{draft}: bad kind {kind!r}")
        if not (len(rule) == 5 and rule.startswith("CC") and rule[2:].isdigit()):
            errors.append(f"{draft}: bad rule {rule!r}")
        srcs = []
        for f, ln, snippet in sources:
            if f not in texts:
                path = resolve(f)
                if not path.is_file():
                    errors.append(f"{f}: source file missing ({path})")
                    texts[f] = []
                else:
                    texts[f] = path.read_text(encoding="utf-8").splitlines()
            text = texts[f]
            for snip in (snippet if isinstance(snippet, tuple) else (snippet,)):
                if not (1 <= ln <= len(text)) or snip not in text[ln - 1]:
                    errors.append(f"{f}:{ln}: snippet {snip!r} not found")
            if {"file": f, "line": ln} not in srcs:
                srcs.append({"file": f, "line": ln})
        counts[(draft, kind)] += 1
        n += 1
        out.append({"id": f"{prefix}{n:03d}", "draft": draft, "line": hits[0], "anchor": anchor, "surface": surface,
                    "kind": kind, "slug": slug, "rule": rule, "sources": srcs, "reason": reason})
    mistakes, traps = per_draft
    for draft in drafts:
        if counts[(draft, "mistake")] != mistakes or counts[(draft, "trap")] != traps:
            errors.append(f"{draft}: {counts[(draft, 'mistake')]} mistakes, {counts[(draft, 'trap')]} traps "
                          f"(want {mistakes} and {traps})")
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out), errors


def ordered_main(rows: list[tuple], here: Path, drafts: tuple[str, ...], prefix: str, repo: Path,
                 shared: Path = SHARED, argv: list[str] | None = None) -> int:
    """Write ``here/labels.jsonl`` from ``rows`` (:func:`ordered_build`); with ``--check`` in
    ``argv``, exit status 1 unless it is current.  Errors go to stderr (status 1)."""
    argv = sys.argv[1:] if argv is None else argv
    text, errors = ordered_build(rows, here, drafts, prefix, repo, shared)
    for e in errors:
        print("ERROR:", e, file=sys.stderr)
    if errors:
        return 1
    target = here / "labels.jsonl"
    if "--check" in argv:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print("labels.jsonl is not current; run make_labels.py", file=sys.stderr)
            return 1
        print(f"labels.jsonl is current ({text.count(chr(10))} labels)")
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target.name}: {text.count(chr(10))} labels")
    return 0
