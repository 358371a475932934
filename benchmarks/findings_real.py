#!/usr/bin/env python3
"""Precision of claimcheck's findings on real documents, against the team's labels (issue 14, "dev set").

    python benchmarks/findings_real.py                 # the table, unjudged findings, missed conflicts
    python benchmarks/findings_real.py --json          # the same as one JSON object
    python benchmarks/findings_real.py --strict        # exit 1 while a medium+ finding is unjudged
    python benchmarks/findings_real.py --todo FILE     # label templates for what is still to judge
    python benchmarks/findings_real.py --write-docs    # regenerate docs/benchmarks.md's section

Runs ``claimcheck.check`` on ``corpora/real/cross-source/`` (as of the newest document date,
English messages) and ``claimcheck.history.audit.audit`` on each ``corpora/real/living-doc/*/``
of the shared folder (``--shared``, ``$CLAIMCHECK_SHARED`` or ``../shared`` beside the repository),
gives every finding a **stable key** and joins it with ``benchmarks/labels/findings_real.jsonl``.

The key is the rule code and, for each location, the file's base name (for ``audit``:
``folder@version``), the line and the surface with markdown and spacing stripped — never the
message text, the claim ids, the columns or the risk, so that rewording a message or rerating
a finding keeps its label.  A finding over many places (more than ``MANY_LOCATIONS``: a whole
table) keys on its distinct files and lines.  A finding whose full key has no label is matched *loosely*: same
code, same files and lines, and the same first number in the surfaces of its first two
locations (so a surface that grows or shrinks around its number, or supporting locations
added or dropped, keep the label; a finding over a whole table that starts at a labelled cell
does not); loose matches are counted in the output.

A label (one JSON object per line) holds ``mode``, ``doc``, ``code``, ``locations``
(``file``/``line``/``surface``), ``verdict`` (TRUE / FALSE / UNCLEAR), ``cause`` (a short
slug), ``reason`` (one sentence), ``risk`` (when judged) and ``sample`` (why it was judged).
TRUE means a briefing author would want the warning.

Medium+ means the upper end of the risk (``low-medium`` counts).  Precision = TRUE / judged
(UNCLEAR counts as judged and not TRUE; the share without UNCLEAR is shown beside it).
Strata that are judged by sample (a leaderboard whose history yields one finding per table
cell) count as sampled while they hold over ``SAMPLED_MIN`` medium+ findings and at least
``SAMPLE_MEDIUM`` of them carry labels (else every finding is to be judged); the overall
precision is then also given weighted by each stratum's size.

``benchmarks/labels/missed_real.jsonl`` lists real conflicts the checker should find (``id``,
``rule``, ``sides`` — each ``{"any": [file/line/surface, …]}`` —, ``values``, ``reason``); the
script reports for each whether a finding of that rule now touches every side (same file, line ±1).
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import sys
import time
import unicodedata
from pathlib import Path
from typing import Iterable

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "benchmarks" / "labels" / "findings_real.jsonl"
MISSED = ROOT / "benchmarks" / "labels" / "missed_real.jsonl"
DOCS = ROOT / "docs" / "benchmarks.md"
START, END = "<!-- findings_real:start -->", "<!-- findings_real:end -->"
VERDICTS = ("TRUE", "FALSE", "UNCLEAR")
SEED = 14
SAMPLE_MEDIUM = 40          # random medium+ findings judged in a sampled stratum
SAMPLE_LOW = 30             # random low findings judged, across both modes
SAMPLED_STRATA = (("audit", "spec-bench-leaderboard", ("CC401",)),)
SAMPLED_MIN = 3 * SAMPLE_MEDIUM  # a stratum this size or smaller is judged in full
TIERS = {"primary", "secondary", "tertiary", "unknown"}
RISK_ORDER = {"info": 0, "low": 1, "medium": 2, "high": 3}


def shared_dir(explicit: str | None) -> Path:
    """The shared/ folder: ``--shared``, ``$CLAIMCHECK_SHARED``, beside the repo, or /work/shared."""
    for c in (explicit, os.environ.get("CLAIMCHECK_SHARED"), ROOT.parent / "shared", "/work/shared"):
        if c and (Path(c) / "corpora" / "real").exists():
            return Path(c)
    raise SystemExit("shared/corpora/real not found; pass --shared DIR")


# ============================================================================================
# records and keys
# ============================================================================================
def record(finding, mode: str, doc: str) -> dict:
    """One finding as a plain record: what the key, the join and the summary read.

    Args:
        finding: a :class:`claimcheck.model.Finding`.
        mode: ``check`` or ``audit``.
        doc: ``cross-source`` for check, the living document's folder name for audit.
    Returns:
        dict with mode, doc, code, rule, risk, message, subject, metric and locations
        (file base name, line, surface, source = attribution or source tier).
    """
    return {
        "mode": mode, "doc": doc, "code": finding.code, "rule": finding.rule, "risk": finding.risk,
        "message": finding.message, "subject": finding.subject, "metric": finding.metric,
        "locations": [{"file": _file_name(loc.file, mode, doc), "line": loc.line, "surface": loc.surface,
                       "source": getattr(loc, "source", None)} for loc in finding.locations],
    }


def _file_name(file: str, mode: str, doc: str) -> str:
    """A location's file as the key writes it: the base name; for audit ``folder@version`` even if
    a later release writes the version's path (``…/spec-bench-leaderboard/v0011.md``) instead."""
    name = Path(file).name
    if mode == "audit" and "@" not in name:
        return f"{doc}@{Path(name).stem}"
    return name


def norm_surface(surface: str | None) -> str:
    """A surface without markdown emphasis, code ticks, spacing or case; ``×`` reads ``x``."""
    s = unicodedata.normalize("NFKC", surface or "").replace("×", "x")
    s = re.sub(r"[*_`]", "", s)
    return re.sub(r"\s+", " ", s).strip().lower()


def first_number(surface: str | None) -> str:
    """The first number written in a surface (thousands separators dropped), else the surface."""
    s = norm_surface(surface)
    m = re.search(r"\d[\d,]*(?:\.\d+)?", s)
    return m.group(0).replace(",", "") if m else s


def _loc_token(loc: dict) -> str:
    return f"{loc['file']}:{loc['line']} «{norm_surface(loc.get('surface'))}»"


MANY_LOCATIONS = 6  # a finding over more places (a whole table) keys on its files and lines only


def finding_key(rec: dict) -> str:
    """The stable key: code + every location (file, line, normalised surface), sorted.

    A finding with more than MANY_LOCATIONS locations (one over a whole table) keys on its
    distinct ``file:line`` places instead, so a cell more or less in its list keeps the key.
    """
    locs = rec["locations"]
    if len(locs) > MANY_LOCATIONS:
        places = sorted({f"{loc['file']}:{loc['line']}" for loc in locs})
        return rec["code"] + " " + " + ".join(places) + " [table]"
    return rec["code"] + " " + " + ".join(sorted(_loc_token(loc) for loc in locs))


def loose_key(rec: dict) -> str:
    """The loose key: code + the first two locations as (file, line, first number), as a set."""
    toks = sorted({f"{loc['file']}:{loc['line']}#{first_number(loc.get('surface'))}"
                   for loc in rec["locations"][:2]})
    return rec["code"] + " " + " + ".join(toks)


def medium_plus(risk: str | None) -> bool:
    """True when the upper end of a risk (``low``, ``low-medium``, ``high`` …) is medium or high."""
    top = (risk or "low").split("-")[-1]
    return RISK_ORDER.get(top, 0) >= RISK_ORDER["medium"]


def is_fragment(source: str | None) -> bool:
    """Heuristic: an attribution that is not a named outlet, author, document or link.

    No attribution (None, a source tier such as ``unknown``) is no fragment.  A fragment ends
    with ``.``/``,``, starts with an all-lowercase word (``rank``, ``node for 4K inputs``, ``decode step.``),
    starts with ``per``/``second``/``compared``, has unbalanced brackets, or runs over 6 words;
    links, ``@handles``, file names and capitalised names pass.
    """
    s = (source or "").strip()
    if not s or s.lower() in TIERS:
        return False
    if re.search(r"https?://|www\.|\.(md|pdf|html?)\b|@\w|arxiv", s, re.I):
        return False
    low = s.lower()
    if s.endswith((".", ",", ";", ":")) or low.startswith(("second", "per ", "compared")):
        return True
    if s.count("(") != s.count(")") or s.count("[") != s.count("]"):
        return True
    first = s.split()[0]
    if first.isascii() and first.isalpha() and first.islower():  # 'rank', 'decode step' (not 'vLLM')
        return True
    return len(s.split()) > 6


def fragment_sources(rec: dict) -> list[str]:
    """The fragment attributions among a record's locations."""
    return [loc["source"] for loc in rec["locations"] if is_fragment(loc.get("source"))]


# ============================================================================================
# labels and the join
# ============================================================================================
def load_jsonl(path: Path) -> list[dict]:
    """JSON objects, one a line; blank lines and ``#`` lines skipped.  Raises ValueError with the line."""
    rows = []
    if not path.exists():
        return rows
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            raise ValueError(f"{path}:{n}: {e}") from None
    return rows


def check_label(label: dict) -> list[str]:
    """Problems of one label (empty when it is well formed)."""
    problems = []
    for f in ("mode", "doc", "code", "locations", "verdict", "cause", "reason"):
        if not label.get(f):
            problems.append(f"missing {f}")
    if label.get("verdict") and label["verdict"] not in VERDICTS:
        problems.append(f"verdict {label['verdict']!r} not in {VERDICTS}")
    for loc in label.get("locations") or []:
        if not {"file", "line", "surface"} <= set(loc):
            problems.append(f"location {loc} lacks file/line/surface")
    return problems


def join(records: list[dict], labels: list[dict]) -> None:
    """Attach each record's label in place: ``rec['label']`` (or None) and ``rec['match']``.

    Exact keys first; then a loose key shared by exactly one unused label and one unmatched record
    when neither has more than MANY_LOCATIONS locations (a table-wide finding matches exactly or not at all).
    """
    exact = {finding_key(lab): lab for lab in labels}
    used = set()
    for rec in records:
        rec["key"] = finding_key(rec)
        rec["label"] = exact.get(rec["key"])
        rec["match"] = "exact" if rec["label"] else None
        if rec["label"]:
            used.add(rec["key"])
    loose_labels: dict[str, list[dict]] = collections.defaultdict(list)
    for lab in labels:
        if finding_key(lab) not in used:
            loose_labels[loose_key(lab)].append(lab)
    open_records = collections.Counter(loose_key(r) for r in records if not r["label"])
    for rec in records:
        if rec["label"] is None:
            lk = loose_key(rec)
            if len(loose_labels.get(lk, [])) == 1 and open_records[lk] == 1:
                lab = loose_labels[lk][0]
                # supporting locations added or dropped: the same finding; a table-wide finding
                # that starts at a labelled cell is not
                if max(len(lab["locations"]), len(rec["locations"])) <= MANY_LOCATIONS:
                    rec["label"], rec["match"] = lab, "loose"


# ============================================================================================
# the summary
# ============================================================================================
def _stratum(rec: dict) -> str | None:
    for mode, doc, codes in SAMPLED_STRATA:
        if rec["mode"] == mode and rec["doc"] == doc and rec["code"] in codes:
            return f"{doc} {'/'.join(codes)}"
    return None


def sampled_strata(records: list[dict]) -> set[str]:
    """Strata judged by sample now: over SAMPLED_MIN medium+ findings (one per table cell), of
    which at least SAMPLE_MEDIUM carry labels.  A smaller stratum is judged in full."""
    judged, total = collections.Counter(), collections.Counter()
    for rec in records:
        s = _stratum(rec)
        if s and medium_plus(rec["risk"]):
            total[s] += 1
            judged[s] += rec.get("label") is not None
    return {s for s in total if total[s] > SAMPLED_MIN and judged[s] >= SAMPLE_MEDIUM and total[s] > judged[s]}


def _precision(counts: collections.Counter) -> dict:
    t, f, u = counts["TRUE"], counts["FALSE"], counts["UNCLEAR"]
    judged = t + f + u
    return {"TRUE": t, "FALSE": f, "UNCLEAR": u, "judged": judged,
            "precision": round(t / judged, 3) if judged else None,
            "precision_without_unclear": round(t / (t + f), 3) if t + f else None}


def _block(records: list[dict], sampled: set[str]) -> dict:
    """Counts and precision over a set of records."""
    risks = collections.Counter(r["risk"] for r in records)
    med = [r for r in records if medium_plus(r["risk"])]
    verdicts = collections.Counter(r["label"]["verdict"] for r in med if r.get("label"))
    unjudged = [r for r in med if not r.get("label")]
    in_sample = [r for r in unjudged if _stratum(r) in sampled]
    outside = [r for r in med if r["doc"] != "spec-bench-leaderboard"]
    out_verdicts = collections.Counter(r["label"]["verdict"] for r in outside if r.get("label"))
    # weighted: each sampled stratum's precision stands for its whole population
    weighted_true, weighted_n = 0.0, 0
    groups: dict[str | None, list[dict]] = collections.defaultdict(list)
    for r in med:
        groups[_stratum(r) if _stratum(r) in sampled else None].append(r)
    for s, rs in groups.items():
        j = [r for r in rs if r.get("label")]
        if s is None:
            weighted_true += sum(r["label"]["verdict"] == "TRUE" for r in j)
            weighted_n += len(j)
        elif j:
            weighted_true += len(rs) * sum(r["label"]["verdict"] == "TRUE" for r in j) / len(j)
            weighted_n += len(rs)
    low = [r for r in records if not medium_plus(r["risk"])]
    low_verdicts = collections.Counter(r["label"]["verdict"] for r in low if r.get("label"))
    return {
        "findings": len(records),
        "by_risk": dict(sorted(risks.items())),
        "medium_plus": len(med),
        "medium_plus_verdicts": _precision(verdicts),
        "medium_plus_weighted_precision": round(weighted_true / weighted_n, 3) if weighted_n else None,
        "outside_leaderboard": {"medium_plus": len(outside), **_precision(out_verdicts)},
        "low_sample": _precision(low_verdicts),
        "fragment_attributions_medium_plus": sum(bool(fragment_sources(r)) for r in med),
        "unjudged_medium_plus": len(unjudged) - len(in_sample),
        "unjudged_in_sampled_strata": len(in_sample),
        "loose_matches": sum(r.get("match") == "loose" for r in records),
    }


def per_document(records: list[dict], n_docs: dict[str, int]) -> dict:
    """Findings (all, medium+) per document: per primary file for check, per folder for audit."""
    out = {}
    for mode in ("check", "audit"):
        rs = [r for r in records if r["mode"] == mode]
        name = (lambda r: r["locations"][0]["file"]) if mode == "check" else (lambda r: r["doc"])
        allc = collections.Counter(name(r) for r in rs)
        medc = collections.Counter(name(r) for r in rs if medium_plus(r["risk"]))
        docs = n_docs.get(mode) or len(allc) or 1
        out[mode] = {"documents": docs, "per_document": round(len(rs) / docs, 2),
                     "medium_plus_per_document": round(sum(medc.values()) / docs, 2),
                     "by_document": {d: [allc[d], medc[d]] for d in sorted(allc)}}
    return out


def tallies(records: list[dict]) -> dict:
    """Verdict counts of judged findings: by rule (medium+ and low apart), by cause for medium+
    findings, and by cause for the low ones."""
    by_rule = collections.defaultdict(collections.Counter)
    by_cause = {"medium+": collections.defaultdict(collections.Counter), "low": collections.defaultdict(collections.Counter)}
    for r in records:
        lab = r.get("label")
        if not lab:
            continue
        band = "medium+" if medium_plus(r["risk"]) else "low"
        by_rule[f"{r['code']} {band}"][lab["verdict"]] += 1
        by_cause[band][lab["cause"]][lab["verdict"]] += 1
    order = lambda d: {k: dict(v) for k, v in sorted(d.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))}
    return {"by_rule": {k: dict(v) for k, v in sorted(by_rule.items())},
            "by_cause": order(by_cause["medium+"]), "by_cause_low": order(by_cause["low"])}


def missed_status(records: list[dict], missed: list[dict]) -> list[dict]:
    """For each known real conflict: whether a finding touches every side of it (file, line ±1).

    A missed label names ``sides``, each ``{"any": [locations]}`` (one of them must be among the
    finding's locations), or plain ``locations`` (each one a side).  ``covered`` needs the expected
    rule; ``touched_by`` lists the codes of any finding touching all sides.
    """
    out = []
    for m in missed:
        sides = [s["any"] for s in m["sides"]] if m.get("sides") else [[loc] for loc in m["locations"]]
        hits = []
        for r in records:
            have = [(loc["file"], loc["line"]) for loc in r["locations"]]
            if all(any(f == alt["file"] and abs(ln - int(alt["line"])) <= 1 for alt in side for f, ln in have)
                   for side in sides):
                hits.append(r)
        same_rule = [r for r in hits if r["code"] == m.get("rule")]
        out.append({"id": m.get("id"), "rule": m.get("rule"),
                    "files": sorted({alt["file"] for side in sides for alt in side}),
                    "covered": bool(same_rule), "touched_by": sorted({r["code"] for r in hits}),
                    "reason": m.get("reason")})
    return out


def summarise(records: list[dict], missed: list[dict] | None = None, n_docs: dict | None = None) -> dict:
    """Everything the script prints, as one dict (the ``--json`` output).

    Args:
        records: joined records (:func:`join` already run).
        missed: the missed-conflict labels.
        n_docs: documents per mode (for findings per document).
    """
    sampled = sampled_strata(records)
    med_unjudged = [r for r in records if medium_plus(r["risk"]) and not r.get("label")
                    and _stratum(r) not in sampled]
    return {
        "modes": {m: _block([r for r in records if r["mode"] == m], sampled) for m in ("check", "audit")},
        "overall": _block(records, sampled),
        "sampled_strata": sorted(sampled),
        "per_document": per_document(records, n_docs or {}),
        "tallies": tallies(records),
        "fragments": [{"key": r["key"], "sources": fragment_sources(r)} for r in records
                      if medium_plus(r["risk"]) and fragment_sources(r)],
        "unjudged": [{"mode": r["mode"], "doc": r["doc"], "key": r["key"], "risk": r["risk"],
                      "message": r["message"]} for r in med_unjudged],
        "missed": missed_status(records, missed or []),
    }


# ============================================================================================
# samples and templates
# ============================================================================================
def samples(records: list[dict]) -> dict[str, list[dict]]:
    """The fixed-seed samples: SAMPLE_MEDIUM medium+ of each sampled stratum, SAMPLE_LOW low ones.

    Drawn from the records sorted by key, so the draw depends only on which findings exist.
    """
    out = {}
    strata = collections.defaultdict(list)
    for r in records:
        if _stratum(r) and medium_plus(r["risk"]):
            strata[_stratum(r)].append(r)
    for s, rs in strata.items():
        rs = sorted(rs, key=finding_key)
        if len(rs) > SAMPLED_MIN:
            out[f"sample-{SAMPLE_MEDIUM}-seed{SEED}: {s}"] = random.Random(SEED).sample(rs, SAMPLE_MEDIUM)
    low = sorted((r for r in records if not medium_plus(r["risk"])), key=finding_key)
    out[f"low-sample-{SAMPLE_LOW}-seed{SEED}"] = random.Random(SEED).sample(low, min(SAMPLE_LOW, len(low)))
    return out


def template(rec: dict, sample: str) -> dict:
    """A label to fill in for one record (verdict, cause, reason empty)."""
    return {"mode": rec["mode"], "doc": rec["doc"], "code": rec["code"],
            "locations": [{k: loc[k] for k in ("file", "line", "surface")} for loc in rec["locations"]],
            "verdict": "", "cause": "", "reason": "", "risk": rec["risk"], "sample": sample,
            "message": rec["message"]}


def todo(records: list[dict]) -> list[dict]:
    """Templates for every unlabelled finding that must be judged: medium+ outside sampled strata
    (all of a stratum while it is not sampled), and the fixed-seed samples."""
    sampled = sampled_strata(records)
    out, seen = [], set()
    for r in records:
        if medium_plus(r["risk"]) and not r.get("label") and (_stratum(r) not in sampled):
            if _stratum(r) and len([x for x in records if _stratum(x) == _stratum(r)]) > SAMPLED_MIN:
                continue  # a large stratum: its sample below
            out.append(template(r, "all-medium+"))
            seen.add(r["key"])
    for name, rs in samples(records).items():
        for r in rs:
            if not r.get("label") and r["key"] not in seen:
                out.append(template(r, name))
                seen.add(r["key"])
    return out


# ============================================================================================
# running claimcheck
# ============================================================================================
def run(shared: Path, progress=None) -> tuple[list[dict], dict]:
    """Run check on cross-source and audit on each living doc; returns (records, documents per mode)."""
    import claimcheck
    from claimcheck.history.audit import audit
    real = shared / "corpora" / "real"
    records: list[dict] = []
    t0 = time.perf_counter()
    report = claimcheck.check([real / "cross-source"], lang="en")
    records += [record(f, "check", "cross-source") for f in report.findings]
    timings = {"check": round(time.perf_counter() - t0, 1)}
    folders = sorted(p for p in (real / "living-doc").iterdir() if p.is_dir())
    for folder in folders:
        t0 = time.perf_counter()
        rep = audit(folder, lang="en")
        records += [record(f, "audit", folder.name) for f in rep.findings]
        timings[folder.name] = round(time.perf_counter() - t0, 1)
        if progress:
            progress(f"audit {folder.name}: {len(rep.findings)} findings in {timings[folder.name]} s")
    n_docs = {"check": len(report.documents), "audit": len(folders), "timings": timings,
              "as_of": str(report.as_of)}
    return records, n_docs


# ============================================================================================
# output
# ============================================================================================
def _pct(x) -> str:
    return "–" if x is None else f"{100 * x:.0f} %"


def table(summary: dict) -> list[str]:
    """The results table (markdown), one row per mode and overall."""
    L = ["| mode | findings | by risk | medium+ | judged | TRUE | FALSE | UNCLEAR | precision | "
         "w/o UNCLEAR | weighted | outside leaderboard | fragment sources | unjudged |",
         "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name, b in list(summary["modes"].items()) + [("overall", summary["overall"])]:
        v, o = b["medium_plus_verdicts"], b["outside_leaderboard"]
        risks = ", ".join(f"{k} {n}" for k, n in b["by_risk"].items()) or "–"
        L.append(f"| {name} | {b['findings']} | {risks} | {b['medium_plus']} | {v['judged']} | {v['TRUE']} | "
                 f"{v['FALSE']} | {v['UNCLEAR']} | {_pct(v['precision'])} | {_pct(v['precision_without_unclear'])} | "
                 f"{_pct(b['medium_plus_weighted_precision'])} | {_pct(o['precision'])} ({o['TRUE']}/{o['judged']}) | "
                 f"{b['fragment_attributions_medium_plus']} | {b['unjudged_medium_plus']} |")
    return L


def render_text(summary: dict, meta: dict) -> str:
    """The human report."""
    L = [f"findings_real: check as of {meta.get('as_of')}; timings (s) {meta.get('timings')}", ""]
    L += table(summary)
    if summary["sampled_strata"]:
        L.append(f"\nsampled strata (precision from the labelled sample): {', '.join(summary['sampled_strata'])}; "
                 f"their unlabelled medium+: {summary['overall']['unjudged_in_sampled_strata']}")
    low = summary["overall"]["low_sample"]
    L.append(f"low-risk findings judged (the seed-{SEED} sample and labels whose finding is now low): {low['judged']} judged, TRUE {low['TRUE']}, FALSE {low['FALSE']}, "
             f"UNCLEAR {low['UNCLEAR']}")
    L.append(f"loose label matches: {summary['overall']['loose_matches']}")
    L.append("\nfindings per document:")
    for mode, d in summary["per_document"].items():
        L.append(f"  {mode}: {d['per_document']} per document ({d['medium_plus_per_document']} medium+) over "
                 f"{d['documents']} documents; " + ", ".join(f"{k} {a}/{m}" for k, (a, m) in d["by_document"].items()))
    L.append("\nverdicts by rule:")
    for k, v in summary["tallies"]["by_rule"].items():
        L.append(f"  {k}: {v}")
    L.append("verdicts by cause (medium+):")
    for k, v in summary["tallies"]["by_cause"].items():
        L.append(f"  {k}: {v}")
    L.append("verdicts by cause (low sample):")
    for k, v in summary["tallies"]["by_cause_low"].items():
        L.append(f"  {k}: {v}")
    if summary["fragments"]:
        L.append(f"\nmedium+ findings with a fragment attribution ({len(summary['fragments'])}):")
        L += [f"  {x['key']}  sources {x['sources']}" for x in summary["fragments"]]
    L.append(f"\nUNJUDGED medium+ findings: {len(summary['unjudged'])}")
    for u in summary["unjudged"]:
        key = u["key"] if len(u["key"]) <= 400 else u["key"][:400] + " …"
        L.append(f"  [{u['mode']} {u['doc']} {u['risk']}] {key}\n      {u['message']}")
    L.append("\nknown real conflicts (benchmarks/labels/missed_real.jsonl):")
    for m in summary["missed"]:
        state = "COVERED" if m["covered"] else ("touched by " + ",".join(m["touched_by"]) if m["touched_by"] else "MISSED")
        L.append(f"  {m['id']}: {m['rule']} {' / '.join(m['files'])}: {state}")
    return "\n".join(L)


def docs_section(summary: dict, meta: dict) -> str:
    """The generated block for docs/benchmarks.md (between the markers)."""
    ov = summary["overall"]
    L = [START, "<!-- GENERATED by benchmarks/findings_real.py --write-docs — do not edit by hand. -->", "",
         f"`check` on `corpora/real/cross-source/` ({meta.get('documents_check')} documents, as of "
         f"{meta.get('as_of')}) and `audit` on each `corpora/real/living-doc/*/` ({meta.get('documents_audit')} "
         f"histories); every finding joined with `benchmarks/labels/findings_real.jsonl` by its stable key "
         f"(rule, files, lines, surfaces). Medium+ = the upper end of the risk is medium or high; precision = "
         f"TRUE / judged (UNCLEAR counts as judged); *weighted* extrapolates each sampled stratum "
         f"({', '.join(summary['sampled_strata']) or 'none now'}) from its labelled sample to its size.", ""]
    L += table(summary)
    low = ov["low_sample"]
    L += ["", f"Low-risk sample: {low['judged']} judged, {low['TRUE']} TRUE, {low['FALSE']} FALSE, "
              f"{low['UNCLEAR']} UNCLEAR. Loose label matches: {ov['loose_matches']}.", "",
          "Judged medium+ findings by cause:", "",
          "| cause | TRUE | FALSE | UNCLEAR |", "|---|---:|---:|---:|"]
    for k, v in summary["tallies"]["by_cause"].items():
        L.append(f"| {k} | {v.get('TRUE', 0)} | {v.get('FALSE', 0)} | {v.get('UNCLEAR', 0)} |")
    low_causes = summary["tallies"]["by_cause_low"]
    if low_causes:
        L += ["", "Low-risk sample by cause: " + ", ".join(
            f"{k} {sum(v.values())} ({', '.join(f'{n} {c}' for c, n in sorted(v.items()))})" for k, v in low_causes.items()) + "."]
    L += ["", "Known real conflicts (`benchmarks/labels/missed_real.jsonl`):", ""]
    for m in summary["missed"]:
        state = "found" if m["covered"] else ("touched by " + ", ".join(m["touched_by"]) if m["touched_by"] else "missed")
        L.append(f"- {m['id']} ({m['rule']}, {' / '.join(m['files'])}): {state}")
    L += ["", END]
    return "\n".join(L)


def write_docs(section: str, path: Path = DOCS) -> None:
    """Replace the marked block of ``path`` (append a "Findings on real documents" section if absent)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    if START in text and END in text:
        head, rest = text.split(START, 1)
        tail = rest.split(END, 1)[1]
        text = head + section + tail
    else:
        text = text.rstrip("\n") + "\n\n## Findings on real documents\n\n" + section + "\n"
    path.write_text(text, encoding="utf-8")


def main(argv: Iterable[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[2:8]))
    ap.add_argument("--shared", default=None, help="the shared/ folder (default: $CLAIMCHECK_SHARED or ../shared)")
    ap.add_argument("--labels", default=str(LABELS), help="labels file (JSON lines)")
    ap.add_argument("--missed", default=str(MISSED), help="known missed conflicts (JSON lines)")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--strict", action="store_true", help="exit 1 while unjudged medium+ findings exist")
    ap.add_argument("--todo", default=None, metavar="FILE", help="write label templates for what is still to judge")
    ap.add_argument("--dump", default=None, metavar="FILE", help="write every joined finding (JSON lines)")
    ap.add_argument("--write-docs", action="store_true", help="regenerate the section in docs/benchmarks.md")
    args = ap.parse_args(list(argv) if argv is not None else None)
    shared = shared_dir(args.shared)
    labels = load_jsonl(Path(args.labels))
    bad = [(i, p) for i, lab in enumerate(labels, 1) for p in check_label(lab)]
    if bad:
        print("label problems: " + "; ".join(f"#{i}: {p}" for i, p in bad[:10]), file=sys.stderr)
    records, meta = run(shared, progress=None if args.json else lambda m: print(m, file=sys.stderr))
    join(records, labels)
    summary = summarise(records, load_jsonl(Path(args.missed)), meta)
    meta.update(documents_check=meta.get("check"), documents_audit=meta.get("audit"))
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if args.todo:
        with open(args.todo, "w", encoding="utf-8") as fh:
            for t in todo(records):
                fh.write(json.dumps(t, ensure_ascii=False) + "\n")
    if args.write_docs:
        write_docs(docs_section(summary, meta))
    if args.json:
        print(json.dumps({"meta": meta, **summary}, ensure_ascii=False, indent=1))
    else:
        print(render_text(summary, meta))
    return 1 if args.strict and summary["unjudged"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
