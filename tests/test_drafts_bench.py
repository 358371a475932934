"""The drafts dev set (issue 15): benchmarks/drafts/*.md and labels.jsonl stay consistent.

The drafts side runs everywhere; the source side (every label's source file and line exists,
labels.jsonl is what make_labels.py writes) is skipped when the shared folder is missing.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DRAFTS = ROOT / "benchmarks" / "drafts"
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED") or ROOT.parent / "shared")
LABELS = [json.loads(line) for line in (DRAFTS / "labels.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
FIELDS = {"id", "draft", "line", "anchor", "surface", "kind", "slug", "rule", "sources", "reason"}
#: the mistake kinds the issue lists; each must be planted at least once
MISTAKE_KINDS = {"decimal-slip", "unit-slip", "percent-as-multiple", "multiple-as-percent", "wrong-system",
                 "direction-reversed", "wrong-condition", "revised-figure", "relative-disagree", "leaderboard-ratio"}
#: the trap kinds the issue lists (exact-quote: a figure quoted as the source gives it)
TRAP_KINDS = {"unit-converted", "rounding", "compression-equivalent", "computed-ratio", "different-baseline",
              "different-setup", "exact-quote"}


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_labels_parse_with_all_fields():
    assert LABELS
    for lab in LABELS:
        assert set(lab) == FIELDS, lab["id"]
        assert lab["kind"] in ("mistake", "trap")
        assert re.fullmatch(r"CC\d{3}", lab["rule"])
        assert lab["reason"].strip()
    assert len({lab["id"] for lab in LABELS}) == len(LABELS)


def test_set_size_and_coverage():
    kinds = Counter(lab["kind"] for lab in LABELS)
    assert kinds["mistake"] >= 25 and kinds["trap"] >= 40
    assert {lab["slug"] for lab in LABELS if lab["kind"] == "mistake"} == MISTAKE_KINDS
    assert {lab["slug"] for lab in LABELS if lab["kind"] == "trap"} == TRAP_KINDS
    per_draft = Counter(lab["draft"] for lab in LABELS)
    assert len(per_draft) >= 8
    assert all(6 <= n <= 12 for n in per_draft.values()), per_draft


@pytest.mark.parametrize("lab", LABELS, ids=[lab["id"] for lab in LABELS])
def test_label_surface_is_on_its_draft_line(lab):
    lines = (DRAFTS / lab["draft"]).read_text(encoding="utf-8").splitlines()
    assert 1 <= lab["line"] <= len(lines)
    assert lab["surface"] in lines[lab["line"] - 1]
    assert lab["anchor"] in lines[lab["line"] - 1]


def test_every_draft_is_dated_and_labelled():
    drafts = sorted(p.name for p in DRAFTS.glob("draft-*.md"))
    assert drafts == sorted({lab["draft"] for lab in LABELS})
    for name in drafts:
        first = (DRAFTS / name).read_text(encoding="utf-8").splitlines()[0]
        assert re.search(r"20\d\d-\d\d-\d\d", first), name


def test_scoring_counts_catches_and_trap_fires():
    bench = _load("drafts_real", ROOT / "benchmarks" / "drafts_real.py")
    labels = [
        {"id": "A", "draft": "d.md", "line": 10, "surface": "2.5x", "kind": "mistake", "slug": "relative-disagree", "rule": "CC201"},
        {"id": "B", "draft": "d.md", "line": 20, "surface": "3 倍", "kind": "mistake", "slug": "leaderboard-ratio", "rule": "CC105"},
        {"id": "C", "draft": "d.md", "line": 11, "surface": "1.8x", "kind": "trap", "slug": "exact-quote", "rule": "CC201"},
        {"id": "D", "draft": "d.md", "line": 30, "surface": "4 倍", "kind": "trap", "slug": "computed-ratio", "rule": "CC105"},
    ]
    draft = str(bench.DRAFTS / "d.md")
    findings = [
        # CC201 on the mistake's line and on the trap's line: the mistake is caught, the trap fires but is excused
        {"code": "CC201", "risk": "low-medium", "locations": [{"file": draft, "line": 10, "surface": "2.5x"},
                                                               {"file": draft, "line": 11, "surface": "1.8x"}]},
        # a CC202 one line below the second mistake: caught by "any rule" only
        {"code": "CC202", "risk": "low", "locations": [{"file": draft, "line": 21, "surface": "3 倍"}]},
        # a medium finding on the second trap's line alone: an unexcused fire
        {"code": "CC105", "risk": "medium", "locations": [{"file": draft, "line": 30, "surface": "4 倍"}]},
    ]
    s = bench.score(labels, {"d.md": findings})
    assert (s["caught_strict"], s["caught_any"], s["caught_exact"]) == (1, 2, 1)
    assert (s["traps_fired"], s["traps_fired_unexcused"]) == (2, 1)
    assert s["per_draft"] == [{"draft": "d.md", "findings": 3, "mistakes": 2, "ratio": 1.5,
                             "on_mistake_lines": 1, "on_trap_lines_only": 1, "elsewhere": 1}]
    assert list(s["misses_by_kind"]) == ["leaderboard-ratio"]


needs_shared = pytest.mark.skipif(not (SHARED / "corpora/real/cross-source").is_dir(), reason="no shared corpora")


@needs_shared
@pytest.mark.parametrize("lab", LABELS, ids=[lab["id"] for lab in LABELS])
def test_label_sources_exist(lab):
    for src in lab["sources"]:
        lines = (SHARED / src["file"]).read_text(encoding="utf-8").splitlines()
        assert 1 <= src["line"] <= len(lines), src


@needs_shared
def test_labels_file_is_what_make_labels_writes():
    gen = _load("make_labels", DRAFTS / "make_labels.py")
    built = gen.build(SHARED, {})
    assert built == LABELS


HELD_OUT_SCRIPTS = sorted((ROOT / "benchmarks").glob("drafts_heldout*/make*labels.py"))


@needs_shared
@pytest.mark.parametrize("script", HELD_OUT_SCRIPTS, ids=lambda p: p.parent.name)
def test_each_held_out_labels_file_is_what_its_script_writes(script):
    # every held-out set's labels.jsonl is current and its rows pass the checks (anchors on one
    # line, snippets on their source lines, 6 + 8 per draft from set 4 on)
    import subprocess
    import sys
    env = dict(os.environ, CLAIMCHECK_SHARED=str(SHARED))
    done = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True, env=env,
                          cwd=script.parent)
    assert done.returncode == 0, done.stdout + done.stderr
    assert len(HELD_OUT_SCRIPTS) >= 17
