#!/usr/bin/env python
"""Frame accuracy of claimcheck against the hand-labelled gold set tests/gold/frames.jsonl.

For each gold document it runs ``claimcheck.extract_text`` and matches gold claims to
extracted claims on the same line whose character spans overlap (one-to-one, largest
overlap first).  It reports

* claim recall (gold claims found) and precision (extracted claims, inside the labelled
  line range, that are in the gold set);
* among matched claims: kind, subject, metric accuracy (strict, and accepting the
  alternatives a gold row lists under ``accept``), condition accuracy as exact dict
  match and as per-key precision/recall.

Names and condition values are compared after folding case and separators (space, -, _)
and resolving aliases from claimcheck's rules/entities.yaml, so ``TurboMind`` equals
``LMDeploy`` and ``4-bit`` equals ``4bit``.

Usage:  python benchmarks/frames_accuracy.py [--mismatches] [--doc NAME] [--gold main|heldout|PATH] [--json OUT]

``--gold`` picks the gold file: ``main`` (default) is tests/gold/frames.jsonl (seed, cs16,
cs12), on which the frame rules were tuned; ``heldout`` is tests/gold/frames_heldout.jsonl
(cs21, cs06), labelled afterwards by the same conventions to see whether the rules
generalise; any other value is read as a path.  Only documents with rows in the chosen gold
file are scored.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import yaml

import claimcheck

ROOT = Path(__file__).resolve().parent.parent
GOLD = ROOT / "tests" / "gold" / "frames.jsonl"
GOLD_SETS = {"main": GOLD, "heldout": ROOT / "tests" / "gold" / "frames_heldout.jsonl"}
SHARED = ROOT.parent / "shared"

# Documents of the gold set: path, document date, labelled line range (inclusive).
# Lines 1-12 of the cross-source files are the corpus collector's front matter (not part
# of the source document); cs12 is labelled only up to line 125 (the rest is a 100-row
# model list that would take the document past 150 claims).  cs21 and cs06 are the held-out
# documents (tests/gold/frames_heldout.jsonl); cs06 has no publication date in its front
# matter, so its date is the commit_date of the snapshot (2023-11-06).
DOCS = {
    "seed": {"path": SHARED / "seed" / "briefing-2026-09-28.txt", "doc_date": "2026-09-28", "lines": (1, 96)},
    "cs16": {"path": SHARED / "corpora/real/cross-source/cs16_lmsys-blog-2024-07-25-sglang-llama3_md-b4a36ea.md",
             "doc_date": "2024-07-25", "lines": (13, 61)},
    "cs12": {"path": SHARED / "corpora/real/cross-source/cs12_lmdeploy-README-zh-CN.md",
             "doc_date": "2026-08-21", "lines": (13, 125)},
    "cs21": {"path": SHARED / "corpora/real/cross-source/cs21_lmsys-blog-2025-07-17-sglang-mtp.md",
             "doc_date": "2025-07-17", "lines": (13, 75)},
    "cs06": {"path": SHARED / "corpora/real/cross-source/cs06_deepspeed-fastgen-blog-zh.md",
             "doc_date": "2023-11-06", "lines": (13, 312)},
}

COND_KEYS = ("model", "hardware", "tp", "pp", "ep", "batch_size", "precision", "quantization", "dataset",
             "input_length", "baseline", "gpus")


# -- name folding ----------------------------------------------------------------
def _fold(text: str) -> str:
    return re.sub(r"[\s\-_]+", "", text).casefold()


def _load_aliases() -> dict[str, str]:
    from claimcheck.resources import default_rules_dir
    path = default_rules_dir() / "entities.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    table: dict[str, str] = {}
    for canonical, spec in (data.get("entities") or {}).items():
        for alias in [canonical, *((spec or {}).get("aliases") or [])]:
            table[_fold(str(alias))] = canonical
    return table


ALIASES = _load_aliases()


def norm(value) -> str | None:
    """A name or condition value in comparable form (None stays None)."""
    if value is None:
        return None
    text = str(value).strip().strip("\"'“”‘’「」()（）")
    folded = _fold(text)
    if folded in ALIASES:
        return _fold(ALIASES[folded])
    return folded


def norm_conditions(conds: dict) -> dict[str, str]:
    """The scored conditions: the keys of issue 4's list (COND_KEYS).  claimcheck's extension
    keys (``scope`` = per rank / per GPU, output_length) are not labelled in the gold sets,
    so they are left out on both sides rather than counted as wrong."""
    return {k: norm(v) for k, v in conds.items() if k in COND_KEYS}


# -- matching --------------------------------------------------------------------
def load_gold(path: Path) -> list[dict]:
    rows = []
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                row = json.loads(line)
                row["_n"] = n
                rows.append(row)
    return rows


def gold_span(row: dict, lines: list[str]) -> tuple[int, int]:
    """1-based [start, end) columns of a gold surface."""
    if row.get("column"):
        start = row["column"]
    else:
        idx = lines[row["line"] - 1].find(row["surface"])
        start = idx + 1 if idx >= 0 else 1
    return start, start + len(row["surface"])


def match(gold: list[dict], claims: list, lines: list[str]) -> list[tuple[dict, object]]:
    """One-to-one pairs (gold row, claim) on the same line with overlapping spans."""
    pairs = []
    for gi, g in enumerate(gold):
        gs, ge = gold_span(g, lines)
        for ci, c in enumerate(claims):
            if c.line != g["line"]:
                continue
            overlap = min(ge, c.end_column) - max(gs, c.column)
            if overlap > 0:
                pairs.append((overlap, -abs(gs - c.column), gi, ci))
    pairs.sort(reverse=True)
    used_g, used_c, out = set(), set(), {}
    for _, _, gi, ci in pairs:
        if gi in used_g or ci in used_c:
            continue
        used_g.add(gi)
        used_c.add(ci)
        out[gi] = ci
    return [(gold[gi], claims[out[gi]] if gi in out else None) for gi in range(len(gold))], \
        [claims[ci] for ci in range(len(claims)) if ci not in used_c]


def accepted(row: dict, field: str, ours) -> tuple[bool, bool]:
    """(strict match, match allowing the row's accepted alternatives)."""
    strict = norm(row.get(field)) == norm(ours)
    alts = (row.get("accept") or {}).get(field, [])
    return strict, strict or any(norm(a) == norm(ours) for a in alts)


# -- evaluation ------------------------------------------------------------------
class Tally:
    def __init__(self) -> None:
        self.gold = self.extracted = self.matched = 0
        self.kind = self.subject = self.subject_alt = self.metric = self.metric_alt = 0
        self.cond_exact = 0
        self.cond_nonempty = self.cond_nonempty_exact = 0
        self.kind_gold: Counter = Counter()
        self.kind_found: Counter = Counter()
        self.key_tp: Counter = Counter()
        self.key_fp: Counter = Counter()
        self.key_fn: Counter = Counter()

    def add(self, other: "Tally") -> None:
        for name in ("gold", "extracted", "matched", "kind", "subject", "subject_alt", "metric",
                     "metric_alt", "cond_exact", "cond_nonempty", "cond_nonempty_exact"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.key_tp.update(other.key_tp)
        self.key_fp.update(other.key_fp)
        self.key_fn.update(other.key_fn)
        self.kind_gold.update(other.kind_gold)
        self.kind_found.update(other.kind_found)


def evaluate(doc: str, gold_rows: list[dict]):
    spec = DOCS[doc]
    text = Path(spec["path"]).read_text(encoding="utf-8")
    lines = text.replace("\r\n", "\n").split("\n")
    lo, hi = spec["lines"]
    claims = [c for c in claimcheck.extract_text(text, doc_date=spec["doc_date"], path=str(spec["path"]))
              if lo <= c.line <= hi]
    pairs, extra = match(gold_rows, claims, lines)
    t = Tally()
    t.gold, t.extracted = len(gold_rows), len(claims)
    mism: dict[str, list] = defaultdict(list)
    for g, c in pairs:
        t.kind_gold[g["kind"]] += 1
        t.kind_found[g["kind"]] += c is not None
        if c is None:
            mism["missed"].append((g, None))
            continue
        t.matched += 1
        t.kind += g["kind"] == c.kind
        if g["kind"] != c.kind:
            mism["kind"].append((g, c))
        s_strict, s_alt = accepted(g, "subject", c.subject)
        t.subject += s_strict
        t.subject_alt += s_alt
        if not s_alt:
            mism["subject"].append((g, c))
        m_strict, m_alt = accepted(g, "metric", c.metric)
        t.metric += m_strict
        t.metric_alt += m_alt
        if not m_alt:
            mism["metric"].append((g, c))
        gc, oc = norm_conditions(g.get("conditions") or {}), norm_conditions(c.conditions_dict)
        t.cond_exact += gc == oc
        if gc or oc:
            t.cond_nonempty += 1
            t.cond_nonempty_exact += gc == oc
        if gc != oc:
            mism["conditions"].append((g, c))
        for k in set(gc) | set(oc):
            if k in gc and k in oc and gc[k] == oc[k]:
                t.key_tp[k] += 1
            else:
                if k in oc:
                    t.key_fp[k] += 1
                if k in gc:
                    t.key_fn[k] += 1
    for c in extra:
        mism["extra"].append((None, c))
    return t, mism, lines


# -- output ----------------------------------------------------------------------
def pct(n: int, d: int) -> str:
    return f"{n / d:6.3f}" if d else "   n/a"


def print_table(tallies: dict[str, Tally]) -> None:
    head = f"{'doc':<6} {'gold':>5} {'ours':>5} {'match':>5} {'recall':>6} {'prec':>6} | {'kind':>6} " \
           f"{'subj':>6} {'subj+':>6} {'metric':>6} {'metr+':>6} {'cond=':>6} {'cond≠∅':>6}"
    print(head)
    print("-" * len(head))
    for name, t in tallies.items():
        print(f"{name:<6} {t.gold:>5} {t.extracted:>5} {t.matched:>5} {pct(t.matched, t.gold)} "
              f"{pct(t.matched, t.extracted)} | {pct(t.kind, t.matched)} {pct(t.subject, t.matched)} "
              f"{pct(t.subject_alt, t.matched)} {pct(t.metric, t.matched)} {pct(t.metric_alt, t.matched)} "
              f"{pct(t.cond_exact, t.matched)} {pct(t.cond_nonempty_exact, t.cond_nonempty)}")
    print("  recall = gold claims found; prec = extracted claims (in the labelled lines) that are gold claims;")
    print("  kind/subj/metric/cond= are over matched claims; subj+/metr+ accept the gold row's listed alternatives;")
    print("  cond= is an exact match of the whole conditions dict; cond≠∅ the same over matched claims where")
    print("  gold or ours has at least one condition (most dates/ids have none on either side).")


def print_kinds(t: Tally) -> None:
    print(f"\n{'kind':<11} {'gold':>5} {'found':>5} {'recall':>6}")
    for kind, n in t.kind_gold.most_common():
        print(f"{kind:<11} {n:>5} {t.kind_found[kind]:>5} {pct(t.kind_found[kind], n)}")


def print_keys(t: Tally) -> None:
    keys = sorted(set(t.key_tp) | set(t.key_fp) | set(t.key_fn),
                  key=lambda k: (COND_KEYS.index(k) if k in COND_KEYS else 99, k))
    print(f"\n{'condition key':<14} {'gold':>5} {'ours':>5} {'agree':>5} {'prec':>6} {'recall':>6}")
    tp_all = fp_all = fn_all = 0
    for k in keys:
        tp, fp, fn = t.key_tp[k], t.key_fp[k], t.key_fn[k]
        tp_all, fp_all, fn_all = tp_all + tp, fp_all + fp, fn_all + fn
        print(f"{k:<14} {tp + fn:>5} {tp + fp:>5} {tp:>5} {pct(tp, tp + fp)} {pct(tp, tp + fn)}")
    print(f"{'(all keys)':<14} {tp_all + fn_all:>5} {tp_all + fp_all:>5} {tp_all:>5} "
          f"{pct(tp_all, tp_all + fp_all)} {pct(tp_all, tp_all + fn_all)}")


def show(value) -> str:
    return "∅" if value is None else str(value)


def describe(g, c) -> str:
    if g is None:
        return (f"L{c.line}:{c.column} {c.surface!r} [{c.kind}] ours: subj={show(c.subject)} "
                f"metric={show(c.metric)} cond={c.conditions_dict}")
    if c is None:
        return f"L{g['line']}:{g.get('column', '?')} {g['surface']!r} [{g['kind']}] gold: subj={show(g['subject'])} metric={show(g['metric'])}"
    return f"L{g['line']} {g['surface']!r} (ours {c.surface!r})"


def print_mismatches(doc: str, mism: dict[str, list]) -> None:
    print(f"\n=== {doc}: mismatches ===")
    for name in ("missed", "extra", "kind", "subject", "metric", "conditions"):
        items = mism.get(name, [])
        if not items:
            continue
        print(f"\n-- {name} ({len(items)}) --")
        for g, c in items:
            head = describe(g, c)
            if name == "kind":
                print(f"  {head}: gold {g['kind']} vs ours {c.kind}")
            elif name == "subject":
                print(f"  {head}: gold {show(g['subject'])} vs ours {show(c.subject)}"
                      f" (as written {show(c.subject_surface)})")
            elif name == "metric":
                print(f"  {head}: gold {show(g['metric'])} vs ours {show(c.metric)}")
            elif name == "conditions":
                print(f"  {head}: gold {g.get('conditions') or {}} vs ours {c.conditions_dict}")
            else:
                print(f"  {head}")


def pattern_summary(all_mism: dict[str, dict[str, list]], top: int = 25) -> None:
    """The most frequent (field, gold → ours) differences over all documents."""
    counts: Counter = Counter()
    example: dict = {}
    for doc, mism in all_mism.items():
        for name, items in mism.items():
            for g, c in items:
                if name == "missed":
                    keys = [("missed", f"kind={g['kind']}")]
                elif name == "extra":
                    keys = [("extra", f"kind={c.kind} metric={show(c.metric)}")]
                elif name == "kind":
                    keys = [("kind", f"{g['kind']} → {c.kind}")]
                elif name == "subject":
                    ours = "∅" if c.subject is None else ("other" if g["subject"] is not None else "named")
                    keys = [("subject", f"{'∅' if g['subject'] is None else 'named'} → {ours}")]
                elif name == "metric":
                    keys = [("metric", f"{show(g['metric'])} → {show(c.metric)}")]
                else:
                    gc = norm_conditions(g.get("conditions") or {})
                    oc = norm_conditions(c.conditions_dict)
                    keys = []
                    for k in sorted(set(gc) | set(oc)):
                        if k not in oc:
                            keys.append(("condition", f"{k} missing"))
                        elif k not in gc:
                            keys.append(("condition", f"{k} extra"))
                        elif gc[k] != oc[k]:
                            keys.append(("condition", f"{k} wrong value"))
                for key in keys:
                    counts[key] += 1
                    example.setdefault(key, (doc, g, c))
    print(f"\n=== most frequent mismatch patterns (all documents) ===")
    for (field, what), n in counts.most_common(top):
        doc, g, c = example[(field, what)]
        line = g["line"] if g else c.line
        surface = g["surface"] if g else c.surface
        if field == "subject":
            ex = f"gold {show(g['subject'])} / ours {show(c.subject)}"
        elif field == "condition":
            ex = f"gold {g.get('conditions') or {}} / ours {c.conditions_dict}"
        elif field == "extra":
            ex = f"ours subj={show(c.subject)}"
        else:
            ex = ""
        print(f"{n:>4}  {field:<10} {what:<34} e.g. {doc} L{line} {surface!r} {ex}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mismatches", action="store_true", help="list every mismatch per document")
    ap.add_argument("--doc", choices=sorted(DOCS), action="append", help="only these documents")
    ap.add_argument("--gold", default="main", help="main (default), heldout, or a path to a gold JSONL file")
    ap.add_argument("--json", type=Path, help="write the numbers as JSON here")
    args = ap.parse_args(argv)
    gold = load_gold(GOLD_SETS.get(args.gold, Path(args.gold)))
    by_doc: dict[str, list] = defaultdict(list)
    for row in gold:
        by_doc[row["file"]].append(row)
    docs = args.doc or [d for d in DOCS if d in by_doc]
    tallies: dict[str, Tally] = {}
    all_mism = {}
    total = Tally()
    for doc in docs:
        t, mism, _ = evaluate(doc, by_doc[doc])
        tallies[doc] = t
        all_mism[doc] = mism
        total.add(t)
    tallies["all"] = total
    print_table(tallies)
    print_kinds(total)
    print_keys(total)
    pattern_summary(all_mism)
    if args.mismatches:
        for doc in docs:
            print_mismatches(doc, all_mism[doc])
    if args.json:
        out = {}
        for name, t in tallies.items():
            out[name] = {"gold": t.gold, "extracted": t.extracted, "matched": t.matched,
                         "recall": t.matched / t.gold if t.gold else None,
                         "precision": t.matched / t.extracted if t.extracted else None,
                         "kind": t.kind / t.matched if t.matched else None,
                         "subject": t.subject / t.matched if t.matched else None,
                         "subject_accepting_alternatives": t.subject_alt / t.matched if t.matched else None,
                         "metric": t.metric / t.matched if t.matched else None,
                         "metric_accepting_alternatives": t.metric_alt / t.matched if t.matched else None,
                         "conditions_exact": t.cond_exact / t.matched if t.matched else None,
                         "conditions_exact_nonempty": (t.cond_nonempty_exact / t.cond_nonempty
                                                       if t.cond_nonempty else None)}
        args.json.write_text(json.dumps(out, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
