#!/usr/bin/env python3
"""Score claimcheck on briefing drafts that misquote real sources (the dev set of issue 15).

    python benchmarks/drafts_real.py [--shared DIR] [--drafts DIR] [--json] [--subprocess] [--no-full]

The drafts are ``benchmarks/drafts/draft-*.md``: briefings in the seed's style (mostly Chinese,
dated entries, ``据 X 博客`` / ``来源：`` / ``URL：`` attributions) that quote figures from
``corpora/real/`` of the shared folder.  ``benchmarks/drafts/labels.jsonl`` lists every planted
item: a *mistake* (a misquoted figure, with the rule expected to catch it) or a *trap* (a
correct figure that must not be flagged), with its draft line and the source lines it is
checked against (``make_labels.py`` in the same folder writes it).

Modes, each a ``claimcheck check … --format json --fail-on never`` run:

* ``cli``    — per draft: the draft plus the source documents its labels cite, on the command line;
* ``index``  — per draft: ``claimcheck index`` of those sources into a temporary db, then
  ``check DRAFT --index DB``;
* ``full-cli`` / ``full-index`` — once: all drafts plus every cross-source document and the
  newest version of each living-doc folder, on the command line and through one index.

Scoring (locations are compared on the draft only):

* a mistake is *caught* when a finding of its expected rule has a location on its draft within
  ±1 line of the labelled line (*strict*); *any* counts a finding of any rule;
* a trap *fires* when a finding of medium or higher risk has a location on the trap's line;
  *excused* fires are those whose finding also points at the line of a planted mistake (a
  right finding that names the correct figure as its counterpart), or whose locations on a line
  that holds both a planted mistake and the trap name the mistake's figure and not the trap's;
* *exact* (reported beside strict): the strict finding has a location on the labelled line itself
  whose surface shares a number with the label's surface (the ±1 tolerance can credit a finding
  about a neighbouring figure);
* findings per draft: the findings with a location on the draft, against its planted mistakes,
  split into those touching a planted mistake's line, those touching only traps' lines (any risk)
  and those elsewhere;
* mode agreement: the findings of ``cli`` and ``index`` (and of the two full modes) that touch a draft, compared as
  sets of (code, risk, subject, metric, locations) — and how often the first location is on the
  draft (a SARIF result on a pull request must point at the changed file).

By default the runs happen in this process through the typer app (warm imports, the same code
path as the command line); ``--subprocess`` starts ``python -m claimcheck`` for each run instead.
The shared folder is ``--shared``, else $CLAIMCHECK_SHARED, else ``../shared`` beside the repository.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRAFTS = ROOT / "benchmarks" / "drafts"


def medium_up(risk: str | None) -> bool:
    """Risk at medium or above; a range counts by its higher end (``low-medium`` is medium), as
    ``claimcheck.checks.risk.meets`` and the CLI's summary count it."""
    return bool(risk) and risk.split("-")[-1] in ("medium", "high")


def _digits(text: str) -> set[str]:
    """The numbers written in a surface, without thousands separators (``"22,282 tok/s"`` → ``{"22282"}``)."""
    return set(re.findall(r"\d+(?:\.\d+)?", text.replace(",", "")))


def default_shared() -> Path:
    """The shared folder: $CLAIMCHECK_SHARED, else ``../shared`` beside the repository."""
    env = os.environ.get("CLAIMCHECK_SHARED")
    return Path(env) if env else ROOT.parent / "shared"


def newest_versions(shared: Path) -> list[Path]:
    """The newest ``vNNNN.md`` of each ``corpora/real/living-doc/*`` folder."""
    out = []
    for folder in sorted((shared / "corpora/real/living-doc").iterdir()):
        versions = sorted(folder.glob("v[0-9]*.md"))
        if versions:
            out.append(versions[-1])
    return out


def load_labels(path: Path | None = None) -> list[dict]:
    """The planted items, one dict per line of labels.jsonl (of the drafts folder by default)."""
    path = path or DRAFTS / "labels.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def source_path(file: str, shared: Path) -> Path:
    """A label's source file: relative to the repository when it starts with ``benchmarks/``
    (the real READMEs under ``benchmarks/corpora/new-real/``), else relative to the shared folder."""
    base = ROOT if file.startswith("benchmarks/") else shared
    return (base / file).resolve()


def draft_sources(labels: list[dict], draft: str, shared: Path, newest: set[Path]) -> list[Path]:
    """The source documents a draft quotes: every file its labels cite, except living-doc
    versions older than the newest (those are named in the labels as the revised figure's origin)."""
    files = []
    for lab in labels:
        if lab["draft"] != draft:
            continue
        for src in lab["sources"]:
            p = source_path(src["file"], shared)
            if "living-doc" in src["file"] and p not in newest:
                continue
            if p not in files:
                files.append(p)
    return files


class Runner:
    """Runs ``claimcheck`` with given arguments and returns the parsed JSON of ``check``."""

    def __init__(self, subprocess_mode: bool, python: str) -> None:
        self.subprocess_mode, self.python = subprocess_mode, python
        self.runs, self.seconds = 0, 0.0
        if not subprocess_mode:
            from typer.testing import CliRunner
            from claimcheck.cli import app
            self._cli, self._app = CliRunner(), app

    def __call__(self, args: list[str]) -> str:
        t0 = time.perf_counter()
        if self.subprocess_mode:
            proc = subprocess.run([self.python, "-m", "claimcheck", *args], cwd=ROOT, capture_output=True,
                                  text=True, encoding="utf-8")
            code, out, err = proc.returncode, proc.stdout, proc.stderr
        else:
            res = self._cli.invoke(self._app, args, catch_exceptions=False)
            code, out, err = res.exit_code, res.stdout, ""
        self.runs += 1
        self.seconds += time.perf_counter() - t0
        if code not in (0, 1):
            raise SystemExit(f"claimcheck {' '.join(args[:3])} … exited {code}: {err or out[-2000:]}")
        return out

    def check(self, paths: list[Path], index: Path | None = None) -> list[dict]:
        """``check PATHS [--index DB] --format json --fail-on never``: the findings."""
        args = ["check", *map(str, paths), "--format", "json", "--fail-on", "never"]
        if index is not None:
            args += ["--index", str(index)]
        return json.loads(self(args))["findings"]

    def index(self, paths: list[Path], db: Path) -> None:
        """``index PATHS --db DB``."""
        self(["index", *map(str, paths), "--db", str(db)])


def _resolve(file: str) -> Path:
    p = Path(file)
    return (p if p.is_absolute() else ROOT / p).resolve()


def norm(finding: dict) -> tuple:
    """A finding as a comparable key: code, risk, subject, metric and its set of locations."""
    locs = frozenset((str(_resolve(l["file"])), l.get("line"), l.get("column")) for l in finding.get("locations", []))
    return (finding["code"], finding.get("risk"), finding.get("subject"), finding.get("metric"), locs)


def draft_lines(finding: dict, draft: Path) -> list[int]:
    """The lines of ``draft`` that a finding points at."""
    return [l["line"] for l in finding.get("locations", []) if l.get("line") and _resolve(l["file"]) == draft]


def score(labels: list[dict], per_draft: dict[str, list[dict]]) -> dict:
    """Recall, trap fires and findings per draft for one mode.

    ``per_draft`` maps a draft file name to the findings of the run that checked it (in the
    full modes every draft maps to the findings of the one run)."""
    mistake_lines = defaultdict(set)
    mistake_surfaces = defaultdict(list)  # (draft, line) → the surfaces of its planted mistakes
    for lab in labels:
        if lab["kind"] == "mistake":
            mistake_lines[lab["draft"]].add(lab["line"])
            mistake_surfaces[(lab["draft"], lab["line"])].append(lab["surface"])
    rows, fired, misses = [], [], defaultdict(list)
    for lab in labels:
        draft = (DRAFTS / lab["draft"]).resolve()
        found = per_draft.get(lab["draft"], [])
        hits = [(f, draft_lines(f, draft)) for f in found]
        if lab["kind"] == "mistake":
            near = [f for f, ls in hits if any(abs(n - lab["line"]) <= 1 for n in ls)]
            strict = [f for f in near if f["code"] == lab["rule"]]
            exact = [f for f in strict if any(l.get("line") == lab["line"] and _resolve(l["file"]) == draft
                                              and _digits(l.get("surface") or "") & _digits(lab["surface"])
                                              for l in f.get("locations", []))]
            rows.append({"id": lab["id"], "slug": lab["slug"], "strict": bool(strict), "any": bool(near),
                         "exact": bool(exact), "codes": sorted({f["code"] for f in near})})
            if not strict:
                misses[lab["slug"]].append(f"{lab['id']} {lab['draft']}:{lab['line']} {lab['surface']}"
                                           + (f" (got {', '.join(sorted({f['code'] for f in near}))})" if near else ""))
        else:
            on = [f for f, ls in hits if medium_up(f.get("risk")) and lab["line"] in ls]
            if on:
                def the_mistakes(f) -> bool:
                    # a line holding a planted mistake and this trap: a finding whose locations there
                    # name the mistake's figure (a number of its surface) and not the trap's is about
                    # the mistake
                    surfaces = mistake_surfaces.get((lab["draft"], lab["line"]))
                    if not surfaces:
                        return False
                    there = [_digits(l.get("surface") or "") for l in f.get("locations", [])
                             if l.get("line") == lab["line"] and _resolve(l["file"]) == draft]
                    wanted = set().union(*(_digits(s) for s in surfaces))
                    return bool(there) and all(d & wanted and not d & _digits(lab["surface"]) for d in there)
                excused = all(the_mistakes(f) or
                              any(n in mistake_lines[lab["draft"]] for n in draft_lines(f, draft) if n != lab["line"])
                              for f in on)
                fired.append({"id": lab["id"], "where": f"{lab['draft']}:{lab['line']}", "surface": lab["surface"],
                              "slug": lab["slug"], "codes": sorted({f["code"] for f in on}), "excused": excused})
    n = sum(lab["kind"] == "mistake" for lab in labels)
    per = []
    for draft in sorted({lab["draft"] for lab in labels}):
        path = (DRAFTS / draft).resolve()
        touching = [draft_lines(f, path) for f in per_draft.get(draft, [])]
        touching = [ls for ls in touching if ls]
        traps = {lab["line"] for lab in labels if lab["draft"] == draft and lab["kind"] == "trap"}
        on_m = sum(1 for ls in touching if set(ls) & mistake_lines[draft])
        on_t = sum(1 for ls in touching if not set(ls) & mistake_lines[draft] and set(ls) & traps)
        planted = len(mistake_lines[draft])
        per.append({"draft": draft, "findings": len(touching), "mistakes": planted,
                    "ratio": round(len(touching) / planted, 2) if planted else None,
                    "on_mistake_lines": on_m, "on_trap_lines_only": on_t,
                    "elsewhere": len(touching) - on_m - on_t})
    return {"mistakes": n, "caught_strict": sum(r["strict"] for r in rows), "caught_any": sum(r["any"] for r in rows),
            "recall_strict": round(sum(r["strict"] for r in rows) / n, 3) if n else None,
            "recall_any": round(sum(r["any"] for r in rows) / n, 3) if n else None,
            "caught_exact": sum(r["exact"] for r in rows),
            "traps": sum(lab["kind"] == "trap" for lab in labels), "traps_fired": len(fired),
            "traps_fired_unexcused": sum(not f["excused"] for f in fired), "fired": fired,
            "per_draft": per, "misses_by_kind": dict(sorted(misses.items())), "mistake_rows": rows}


def on_drafts(found: list[dict], drafts: list[Path]) -> list[dict]:
    """The findings with a location on one of ``drafts`` (``check DRAFT --index DB`` reports only
    those: findings among the indexed sources alone are not the draft's)."""
    return [f for f in found if any(draft_lines(f, d) for d in drafts)]


def agreement(a: dict[str, list[dict]], b: dict[str, list[dict]], drafts: dict[str, list[Path]]) -> dict:
    """Compare two modes' findings that touch the checked drafts, per key: identical multisets,
    and how many are only in one of them."""
    only_a = only_b = 0
    same = True
    for key in sorted(set(a) | set(b)):
        sa = Counter(map(norm, on_drafts(a.get(key, []), drafts[key])))
        sb = Counter(map(norm, on_drafts(b.get(key, []), drafts[key])))
        if sa != sb:
            same = False
            only_a += sum((sa - sb).values())
            only_b += sum((sb - sa).values())
    return {"identical": same, "only_first": only_a, "only_second": only_b}


def first_on_draft(per_draft: dict[str, list[dict]]) -> tuple[int, int]:
    """(findings whose first location is on the checked draft, findings with any location on it)."""
    first = total = 0
    for draft, found in per_draft.items():
        path = (DRAFTS / draft).resolve()
        for f in found:
            if draft_lines(f, path):
                total += 1
                locs = f.get("locations") or []
                first += bool(locs) and _resolve(locs[0]["file"]) == path
    return first, total


def run_all(shared: Path, runner: Runner, full: bool) -> dict:
    """Run every mode and score it; the result is what ``--json`` prints."""
    labels = load_labels()
    newest = [p.resolve() for p in newest_versions(shared)]
    drafts = sorted({lab["draft"] for lab in labels})
    modes: dict[str, dict[str, list[dict]]] = {"cli": {}, "index": {}}
    with tempfile.TemporaryDirectory(prefix="drafts_real_") as tmp:
        for i, draft in enumerate(drafts):
            path = (DRAFTS / draft).resolve()
            sources = draft_sources(labels, draft, shared, set(newest))
            modes["cli"][draft] = runner.check([path, *sources])
            db = Path(tmp) / f"d{i}.sqlite"
            runner.index(sources, db)
            modes["index"][draft] = runner.check([path], index=db)
        if full:
            corpus = sorted((shared / "corpora/real/cross-source").glob("*.md")) + newest
            corpus += sorted({source_path(src["file"], shared) for lab in labels for src in lab["sources"]
                              if src["file"].startswith("benchmarks/")})
            paths = [(DRAFTS / d).resolve() for d in drafts]
            found = runner.check([*paths, *corpus])
            modes["full-cli"] = {d: found for d in drafts}
            db = Path(tmp) / "full.sqlite"
            runner.index(corpus, db)
            found = runner.check(paths, index=db)
            modes["full-index"] = {d: found for d in drafts}
    result = {"labels": len(labels), "drafts": len(drafts), "modes": {}, "agreement": {}}
    for name, per in modes.items():
        result["modes"][name] = score(labels, per)
        result["modes"][name]["first_location_on_draft"] = first_on_draft(per)
    result["agreement"]["cli_vs_index"] = agreement(modes["cli"], modes["index"],
                                                    {d: [(DRAFTS / d).resolve()] for d in drafts})
    if full:
        one = {"all": modes["full-cli"][drafts[0]]}
        two = {"all": modes["full-index"][drafts[0]]}
        result["agreement"]["full_cli_vs_full_index"] = agreement(
            one, two, {"all": [(DRAFTS / d).resolve() for d in drafts]})
    result["runs"], result["seconds_in_claimcheck"] = runner.runs, round(runner.seconds, 1)
    return result


def print_report(res: dict) -> None:
    """The human-readable summary."""
    print(f"Drafts: {res['drafts']}, labels: {res['labels']}  ({res['runs']} claimcheck runs, "
          f"{res['seconds_in_claimcheck']} s)")
    print()
    print("| mode | recall strict | recall any rule | strict and exact | traps fired (unexcused) | findings on drafts | first location on draft |")
    print("|---|---|---|---|---|---|---|")
    for name, m in res["modes"].items():
        total = sum(p["findings"] for p in m["per_draft"])
        first, on = m["first_location_on_draft"]
        print(f"| {name} | {m['caught_strict']}/{m['mistakes']} = {m['recall_strict']} | {m['caught_any']}/{m['mistakes']}"
              f" = {m['recall_any']} | {m['caught_exact']} | {m['traps_fired']}/{m['traps']} ({m['traps_fired_unexcused']}) | {total} | {first}/{on} |")
    print()
    for name, a in res["agreement"].items():
        print(f"Agreement {name}: {'identical' if a['identical'] else 'DIFFERENT'}"
              + ("" if a["identical"] else f" ({a['only_first']} only in the first, {a['only_second']} only in the second)"))
    m = res["modes"]["cli"]
    print()
    print("Findings per draft (mode cli): findings with a location on the draft / planted mistakes"
          " [touching a mistake's line / only traps' lines / other lines]")
    for p in m["per_draft"]:
        print(f"  {p['draft']}: {p['findings']} / {p['mistakes']} = {p['ratio']}"
              f"  [{p['on_mistake_lines']} / {p['on_trap_lines_only']} / {p['elsewhere']}]")
    print()
    print("Misses by kind (mode cli, strict rule):")
    for slug, items in m["misses_by_kind"].items():
        print(f"  {slug} ({len(items)}):")
        for it in items:
            print(f"    {it}")
    if m["fired"]:
        print()
        print("Traps fired (mode cli):")
        for f in m["fired"]:
            print(f"  {f['id']} {f['where']} {f['surface']} [{f['slug']}] {', '.join(f['codes'])}"
                  + (" (excused: the finding also points at a planted mistake)" if f["excused"] else ""))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 epilog="See the module docstring for the modes and the scoring.")
    ap.add_argument("--shared", type=Path, default=None,
                    help="the shared folder with corpora/real (default: $CLAIMCHECK_SHARED or ../shared beside the repo)")
    ap.add_argument("--json", action="store_true", help="print the full result as JSON")
    ap.add_argument("--subprocess", action="store_true", help="run each claimcheck command in a new process")
    ap.add_argument("--python", default=sys.executable, help="the Python for --subprocess (default: this one)")
    ap.add_argument("--no-full", action="store_true", help="skip the full-corpus modes")
    ap.add_argument("--drafts", type=Path, default=None,
                    help="another folder of drafts with its labels.jsonl (a held-out set; default benchmarks/drafts)")
    a = ap.parse_args(argv)
    if a.drafts is not None:
        global DRAFTS
        DRAFTS = a.drafts.resolve()
        if not (DRAFTS / "labels.jsonl").is_file():
            print(f"drafts_real: no labels.jsonl in {DRAFTS}", file=sys.stderr)
            return 2
    shared = (a.shared or default_shared()).resolve()
    if not (shared / "corpora/real/cross-source").is_dir():
        print(f"drafts_real: no corpora/real/cross-source under {shared} (use --shared)", file=sys.stderr)
        return 2
    os.chdir(ROOT)
    res = run_all(shared, Runner(a.subprocess, a.python), full=not a.no_full)
    if a.json:
        json.dump(res, sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        print_report(res)
    return 0


if __name__ == "__main__":
    sys.exit(main())
