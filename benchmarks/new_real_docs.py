#!/usr/bin/env python3
"""Findings on new real documents: batches of READMEs of LLM-inference projects (PyPI project
descriptions, ``benchmarks/corpora/new-real/batch-N/``, fetched by ``fetch_pypi_readmes.py``),
each checked as one corpus, every finding judged in ``benchmarks/labels/new_real.jsonl``.

    python benchmarks/new_real_docs.py            # findings per batch and risk, judged, unjudged
    python benchmarks/new_real_docs.py --strict   # exit 1 on an unjudged or FALSE medium+ finding
    python benchmarks/new_real_docs.py --dump F   # every finding as a label template (JSON lines)
    python benchmarks/new_real_docs.py --together # also all batches checked as one corpus (row "all")

A new batch is a held-out set the first time it is run: record that run's numbers (docs/benchmarks.md,
"New real documents") before changing anything it shows.  READMEs are no briefings, but they are
what users paste into notes, and a checker that fires on them is switched off.

The keys, the join and the label format are those of ``findings_real.py`` (mode ``check``, doc
= the batch folder).  "As of" is fixed (``AS_OF``) so that the date rules do not drift with the
day the benchmark runs.
"""
from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPORA = HERE / "corpora" / "new-real"
LABELS = HERE / "labels" / "new_real.jsonl"
AS_OF = "2026-12-01"  # the day batches 1-3 were fetched


def _findings_real():
    spec = importlib.util.spec_from_file_location("findings_real", HERE / "findings_real.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


fr = _findings_real()


#: the ``doc`` of the run that checks every batch as one corpus (``--together``)
TOGETHER = "all"


def run(corpora: Path = CORPORA, together: bool = False) -> list[dict]:
    """Records (findings_real.record) of ``claimcheck.check`` on every batch folder, in order;
    with ``together``, also of one check of all batches as one corpus (doc :data:`TOGETHER`: a
    team's folder of a few hundred notes, where names and figures of unrelated projects meet)."""
    import claimcheck
    records = []
    batches = sorted(p for p in corpora.iterdir() if p.is_dir())
    for batch in batches:
        report = claimcheck.check([batch], as_of=AS_OF, lang="en")
        records += [fr.record(f, "check", batch.name) for f in report.findings]
    if together:
        report = claimcheck.check(batches, as_of=AS_OF, lang="en")
        records += [fr.record(f, "check", TOGETHER) for f in report.findings]
    return records


def summary(records: list[dict], batches: list[str]) -> dict[str, dict]:
    """Per batch: findings, medium+, TRUE/FALSE/UNCLEAR among the judged, unjudged medium+."""
    out = {}
    for name in batches:
        recs = [r for r in records if r["doc"] == name]
        verdicts = collections.Counter((r["label"] or {}).get("verdict", "unjudged") for r in recs)
        medium = [r for r in recs if fr.medium_plus(r["risk"])]
        out[name] = {
            "findings": len(recs), "medium+": len(medium),
            "by risk": dict(sorted(collections.Counter(r["risk"] for r in recs).items())),
            "TRUE": verdicts["TRUE"], "FALSE": verdicts["FALSE"], "UNCLEAR": verdicts["UNCLEAR"],
            "unjudged medium+": sum(1 for r in medium if not r["label"]),
            "FALSE medium+": sum(1 for r in medium if (r["label"] or {}).get("verdict") == "FALSE"),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strict", action="store_true", help="exit 1 on an unjudged or FALSE medium+ finding")
    ap.add_argument("--dump", type=Path, metavar="FILE", help="write every finding as a label template")
    ap.add_argument("--together", action="store_true",
                    help=f"also check all batches as one corpus (row '{TOGETHER}'; judged like a batch)")
    args = ap.parse_args(argv)
    labels = fr.load_jsonl(LABELS)
    bad = [(i, p) for i, lab in enumerate(labels, 1) for p in fr.check_label(lab)]
    if bad:
        print("\n".join(f"{LABELS}:{i}: {p}" for i, p in bad), file=sys.stderr)
        return 2
    records = run(together=args.together)
    fr.join(records, labels)
    batches = sorted(p.name for p in CORPORA.iterdir() if p.is_dir())
    docs = {b: len(list((CORPORA / b).glob("*.md"))) for b in batches}
    if args.together:
        docs[TOGETHER] = sum(docs.values())
        batches.append(TOGETHER)
    print("| batch | documents | findings | by risk | medium+ | TRUE | FALSE | UNCLEAR | unjudged medium+ |")
    print("|---|---:|---:|---|---:|---:|---:|---:|---:|")
    for name, s in summary(records, batches).items():
        risks = ", ".join(f"{k} {v}" for k, v in s["by risk"].items()) or "-"
        print(f"| {name} | {docs[name]} | {s['findings']} | {risks} | {s['medium+']} | {s['TRUE']} | {s['FALSE']} "
              f"| {s['UNCLEAR']} | {s['unjudged medium+']} |")
    for r in records:
        verdict = (r["label"] or {}).get("verdict", "unjudged")
        loc = r["locations"][0] if r["locations"] else {"file": "?", "line": 0}
        print(f"  [{verdict}] {r['doc']}/{loc['file']}:{loc['line']} {r['code']} [{r['risk']}] {r['message'][:110]}")
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps({k: r[k] for k in ("mode", "doc", "code", "locations", "risk")}
                                    | {"verdict": "", "cause": "", "reason": "", "sample": "all"},
                                    ensure_ascii=False) + "\n")
    if args.strict and any(s["unjudged medium+"] or s["FALSE medium+"] for s in summary(records, batches).values()):
        print("new_real_docs: a medium+ finding is unjudged or judged FALSE", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
