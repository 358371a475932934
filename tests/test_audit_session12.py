"""Issue 18 (session 12): the audit's per-version work in proportion to what changed.

Each shortcut of the incremental extraction (claimcheck/history/incremental.py) has a switch that
turns it off; the audit with and without it must give the same output on texts that exercise it.
"""
from __future__ import annotations

import json

import pytest

from claimcheck.history import incremental
from claimcheck.history.audit import audit_versions
from claimcheck.history.versions import Version


def _output(report) -> tuple[str, list]:
    data = report.to_json()
    data["audit"].pop("stats")
    tracks = [(t.key, [(o.start, o.end, o.claim) for o in t.observations]) for t in report.tracks]
    return json.dumps(data, sort_keys=True, default=str), tracks


def _versions(texts: list[str], path: str = "notes.md") -> list[Version]:
    return [Version(label=f"v{i + 1}", commit=None, date=f"2026-10-{i + 1:02d}", text=t, message="", path=path)
            for i, t in enumerate(texts)]


_BASE_ZH = "# 笔记（v{v}）\n\n## 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\nEngineB 延迟 210 ms。\n"
_BASE_EN = "# Notes (v{v})\n\n## Throughput\n\nEngineA reaches 1,200 tok/s.\n\nEngineB latency is 210 ms.\n"

# histories whose later versions gain or lose what makes a version's layout or paragraphs depend on
# the whole text (fences, indented code, an indented list continuation, a tab, front matter), with a
# figure edited inside it: read as prose, the edit would be a CC401 silent revision
_MARK_CASES = {
    "fence-comes-and-goes-zh": [
        _BASE_ZH.format(v=1),
        _BASE_ZH.format(v=2) + "\n```\nEngineC 吞吐 900 tok/s\n```\n",
        _BASE_ZH.format(v=3) + "\n```\nEngineC 吞吐 950 tok/s\n```\n",
        _BASE_ZH.format(v=4),
        _BASE_ZH.format(v=5) + "\nEngineC 吞吐 990 tok/s。\n",
    ],
    "tilde-fence-with-blank-lines-en": [
        _BASE_EN.format(v=1),
        _BASE_EN.format(v=2) + "\n~~~\nEngineC reaches 900 tok/s\n\nEngineD reaches 80 ms\n~~~\n",
        _BASE_EN.format(v=3) + "\n~~~\nEngineC reaches 950 tok/s\n\nEngineD reaches 85 ms\n~~~\n",
        _BASE_EN.format(v=4) + "\nEngineC reaches 990 tok/s.\n",
    ],
    "indented-code-block-mixed": [
        _BASE_ZH.format(v=1),
        _BASE_ZH.format(v=2) + "\n    EngineC 吞吐 900 tok/s\n",
        _BASE_ZH.format(v=3) + "\n    EngineC 吞吐 950 tok/s\n",
        _BASE_ZH.format(v=4) + "\nEngineC 吞吐 990 tok/s。\n",
    ],
    "tab-indented-code-en": [
        _BASE_EN.format(v=1),
        _BASE_EN.format(v=2) + "\n\tEngineC reaches 900 tok/s\n",
        _BASE_EN.format(v=3) + "\n\tEngineC reaches 950 tok/s\n",
        _BASE_EN.format(v=4),
    ],
    "indented-list-continuation-is-prose-zh": [
        _BASE_ZH.format(v=1) + "\n- EngineC：\n    吞吐 900 tok/s\n",
        _BASE_ZH.format(v=2) + "\n- EngineC：\n    吞吐 950 tok/s\n",
        _BASE_ZH.format(v=3) + "\n- EngineC：\n    吞吐 990 tok/s\n\n    EngineD 延迟 80 ms\n",
        _BASE_ZH.format(v=4) + "\n- EngineC：\n    吞吐 990 tok/s\n\n    EngineD 延迟 85 ms\n",
        _BASE_ZH.format(v=5) + "\n- EngineC：吞吐 990 tok/s\n",
    ],
    "front-matter-comes-en": [
        _BASE_EN.format(v=1),
        "---\ntitle: Notes\nthroughput: 900 tok/s\n---\n" + _BASE_EN.format(v=2),
        "---\ntitle: Notes\nthroughput: 950 tok/s\n---\n" + _BASE_EN.format(v=3),
        _BASE_EN.format(v=4),
    ],
    "indented-line-inside-a-kept-paragraph-zh": [
        _BASE_ZH.format(v=1) + "\n说明：\n    EngineC 吞吐 900 tok/s\n",
        _BASE_ZH.format(v=2) + "\n说明：\n    EngineC 吞吐 900 tok/s\n",
        _BASE_ZH.format(v=3) + "\n说明：\n    EngineC 吞吐 900 tok/s\n\n    EngineD 延迟 80 ms\n",
        _BASE_ZH.format(v=4) + "\n说明：\n    EngineC 吞吐 900 tok/s\n\n    EngineD 延迟 85 ms\n",
    ],
}


@pytest.mark.parametrize("kind", sorted(_MARK_CASES))
@pytest.mark.parametrize("path", ["notes.md", "notes.txt"])
def test_layout_told_by_new_paragraphs_equals_reading_every_version_whole(kind, path, monkeypatch):
    """A version whose new paragraphs hold no fence marker nor indented line (and no front matter)
    is read without searching its whole text (incremental.MARKS_FROM_NEW): the audit is the same as
    with every version's text searched, when fences, indented code or front matter come and go."""
    versions = _versions(_MARK_CASES[kind], path)
    monkeypatch.setattr(incremental, "MARKS_FROM_NEW", True)
    fast = _output(audit_versions(versions, path=path))
    monkeypatch.setattr(incremental, "MARKS_FROM_NEW", False)
    plain = _output(audit_versions(versions, path=path))
    assert fast == plain


def test_an_edit_inside_indented_code_stays_code_when_told_by_new_paragraphs():
    """The verdict itself: a figure edited inside a Markdown indented code block (which came in a
    later version) is no claim, so no CC401; the same edit in prose is one."""
    texts = _MARK_CASES["indented-code-block-mixed"]
    codes = [f.code for f in audit_versions(_versions(texts[:3]), path="notes.md").findings]
    assert "CC401" not in codes
    prose = [t.replace("\n    EngineC", "\nEngineC") for t in texts[:3]]
    codes = [f.code for f in audit_versions(_versions(prose), path="notes.md").findings]
    assert "CC401" in codes


def _expand(items, prev, prev_starts):
    """(start, text) per paragraph of :func:`incremental._runs`' items (runs told one by one)."""
    out = []
    for start, block, run in items:
        if run is None:
            out.append((start, block))
        else:
            k, m = run
            out.extend((prev_starts[i] - prev_starts[k] + start, prev[i]) for i in range(k, k + m))
    return out


def _pattern(text):
    return [(m.start(), m.group()) for m in incremental._BLOCK.finditer(text)]


@pytest.mark.parametrize("kind", sorted(_MARK_CASES))
def test_marked_paragraphs_from_new_ones_equal_searching_every_paragraph(kind):
    """_unmarked_blocks: the paragraphs equal the pattern's, and the marked ones (told from the new
    paragraphs and the previous version's marked ones) equal searching every paragraph."""
    texts = _MARK_CASES[kind]
    blocks = _pattern(texts[0])
    marked = frozenset(b for _, b in blocks if incremental._marked(b))
    for old, text in zip(texts, texts[1:]):
        prev, starts = [b for _, b in blocks], [s for s, _ in blocks]
        items, found = incremental._unmarked_blocks(text, prev, marked, old, starts)
        blocks = _expand(items, prev, starts)
        assert blocks == _pattern(text)
        assert found == frozenset(b for _, b in blocks if incremental._marked(b))
        marked = found


_RUN_CASES = {
    # (previous version, this version)
    "title-stamp-zh": ("# 笔记（v1）\n\n吞吐 1,200 tok/s。\n\n## 二、延迟\n\nTTFT 210 ms。\n\n加速 1.5×。\n",
                       "# 笔记（v2）\n\n吞吐 1,200 tok/s。\n\n## 二、延迟\n\nTTFT 210 ms。\n\n加速 1.5×。\n"),
    "edit-in-the-middle-en": ("A 1 tok/s.\n\nB 2 ms.\n\nC 3x.\n\nD 4 GB.\n\nE 5 ms.\n",
                              "A 1 tok/s.\n\nB 2 ms.\n\nC 3.5x.\n\nD 4 GB.\n\nE 5 ms.\n"),
    "wider-gap-inside-a-run-mixed": ("A 吞吐 1.\n\nB 2 ms.\n\nC 3x.\n\nD 4.\n",
                                     "A 吞吐 1.\n\nB 2 ms.\n\n\n  \nC 3x.\n\nD 4.\n"),
    "last-of-a-run-grows-en": ("A 1.\n\nB 2.\n\nC 3.\n\nD 4.\n", "A 1.\n\nB 2.\n\nC 3.\nC2 5.\n\nD 4.\n"),
    "run-to-the-end-without-newline-zh": ("甲 1。\n\n乙 2。\n\n丙 3。", "零 0。\n\n甲 1。\n\n乙 2。\n\n丙 3。"),
    "spaces-after-the-last-en": ("A 1.\n\nB 2.\n", "A 1.\n\nB 2.\n   "),
    "lines-inserted-above-zh": ("# 标题\n\n甲 1,200 tok/s。\n\n乙 210 ms。\n",
                                "# 标题\n\n新 1 行。\n新 2 行。\n\n甲 1,200 tok/s。\n\n乙 210 ms。\n"),
    "repeated-paragraphs-mixed": ("甲 1。\n\nB 2.\n\n甲 1。\n\nB 2.\n", "甲 1。\n\nB 2.\n\nX 9.\n\n甲 1。\n\nB 2.\n\n甲 1。\n"),
    "paragraph-split-en": ("A 1.\nA2 2.\n\nB 3.\n\nC 4.\n", "A 1.\n\nA2 2.\n\nB 3.\n\nC 4.\n"),
}


@pytest.mark.parametrize("kind", sorted(_RUN_CASES))
def test_runs_of_paragraphs_found_in_place_equal_the_pattern(kind):
    """_runs: the runs, told one by one, are the pattern's paragraphs (start and text), and a
    paragraph of a run is the previous version's very string."""
    old, new = _RUN_CASES[kind]
    blocks = _pattern(old)
    prev, starts = [b for _, b in blocks], [s for s, _ in blocks]
    items = list(incremental._runs(new, prev, old, starts))
    assert _expand(items, prev, starts) == _pattern(new)
    runs = [r for _, _, r in items if r is not None]
    assert all(0 <= k and k + m <= len(prev) and m >= 1 for k, m in runs)
    if kind in ("title-stamp-zh", "edit-in-the-middle-en"):
        assert len(runs) == (1 if kind == "title-stamp-zh" else 2)  # the unchanged stretches, whole


def test_runs_equal_the_pattern_under_random_edits():
    """A fuzz of paragraph edits (changed, inserted, removed, split, joined, blank lines of spaces,
    a text without its last newline): the runs told one by one are the pattern's paragraphs."""
    import random
    rng = random.Random(12)
    words = ["吞吐 1,200 tok/s。", "TTFT 210 ms.", "加速 1.5×", "# 标题", "| a | 1 |", "  缩进", "x"]
    for _ in range(3000):
        paras = ["\n".join(rng.choice(words) for _ in range(rng.randint(1, 3))) for _ in range(rng.randint(1, 9))]
        old = "\n\n".join(paras) + rng.choice(["\n", "", "\n  "])
        new_paras = list(paras)
        for _ in range(rng.randint(0, 3)):
            op = rng.randrange(5)
            i = rng.randrange(len(new_paras) + 1)
            if op == 0 and i < len(new_paras):
                new_paras[i] = rng.choice(words)
            elif op == 1:
                new_paras.insert(i, rng.choice(words))
            elif op == 2 and i < len(new_paras) and len(new_paras) > 1:
                del new_paras[i]
            elif op == 3 and i + 1 < len(new_paras):
                new_paras[i:i + 2] = [new_paras[i] + "\n" + new_paras[i + 1]]
            elif op == 4 and i < len(new_paras):
                new_paras[i] = new_paras[i] + "\n" + rng.choice(["  \t", "\u3000", ""])
        gaps = [rng.choice(["\n\n", "\n\n\n", "\n  \n"]) for _ in new_paras]
        new = "".join(p + g for p, g in zip(new_paras, gaps))[:-rng.choice([0, 1])]
        blocks = _pattern(old)
        prev, starts = [b for _, b in blocks], [s for s, _ in blocks]
        if not new:
            continue
        assert _expand(list(incremental._runs(new, prev, old, starts)), prev, starts) == _pattern(new), (old, new)


_INSERT_ABOVE = [
    "# 笔记（v1）\n\n## 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\n| 模型 | 吞吐 |\n|---|---|\n| EngineB | 900 |\n",
    "# 笔记（v2）\n\n新增一行。\n另一行。\n\n## 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\n| 模型 | 吞吐 |\n|---|---|\n| EngineB | 900 |\n",
    "# 笔记（v3）\n\n新增一行。\n另一行。\n\n## 概览\n\n## 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\n| 模型 | 吞吐 |\n|---|---|\n| EngineB | 900 |\n",
    "# Notes (v4)\n\n## 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\n| 模型 | 吞吐 |\n|---|---|\n| EngineB | 950 |\n",
]


def test_a_run_taken_whole_gives_the_claims_of_extracting_the_version():
    """A run of kept paragraphs carried over whole has the claims a full extraction of the version
    gives, lines and sections included, when lines and a heading are inserted above it and the
    title changes (zh/en)."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.text.ingest import Document
    ex = shared_extractor(None)
    ix = incremental.IncrementalExtractor(ex, "notes.md")
    for n, version in enumerate(_versions(_INSERT_ABOVE)):
        view = ix.view(version, n)
        got = [ix.materialise(inst, k, "notes.md", view.date.isoformat())
               for inst in view.insts for k in range(len(inst.variant.claims))]
        want = ex.extract(Document(path="notes.md", text=version.text, date=view.date.isoformat())).claims
        key = lambda c: (c.line, c.column, c.section, c.id, c.value, c.subject)  # noqa: E731
        assert sorted(map(key, got)) == sorted(map(key, want))
    assert ix.stats["paragraphs_reused"] > 0


_RUN_HISTORIES = {
    "insert-above": _INSERT_ABOVE,
    # a heading above a run changes its level: the run's paragraphs stand under other levels
    "heading-level-changes-above-zh": [
        "# 笔记\n\n## 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\nEngineB 延迟 210 ms。\n\n## 其他\n\nEngineC 加速 1.5×。\n",
        "# 笔记\n\n### 吞吐\n\nEngineA 吞吐 1,200 tok/s。\n\nEngineB 延迟 210 ms。\n\n## 其他\n\nEngineC 加速 1.5×。\n",
        "# 笔记\n\n### 吞吐\n\nEngineA 吞吐 1,250 tok/s。\n\nEngineB 延迟 210 ms。\n\n## 其他\n\nEngineC 加速 1.5×。\n",
    ],
    # a paragraph the previous version had once and this one twice, and a run moved below another
    "repeated-and-moved-en": [
        "# Notes (v1)\n\nEngineA reaches 1,200 tok/s.\n\nEngineB latency is 210 ms.\n\nEngineC is 1.5x faster.\n",
        "# Notes (v2)\n\nEngineA reaches 1,200 tok/s.\n\nEngineA reaches 1,200 tok/s.\n\nEngineB latency is 210 ms.\n"
        "\nEngineC is 1.5x faster.\n",
        "# Notes (v3)\n\nEngineC is 1.5x faster.\n\nEngineA reaches 1,200 tok/s.\n\nEngineB latency is 215 ms.\n",
    ],
}


@pytest.mark.parametrize("kind", sorted(_MARK_CASES) + sorted(_RUN_HISTORIES))
def test_runs_taken_whole_equal_stepping_one_by_one(kind, monkeypatch):
    """The audit with runs of kept paragraphs taken whole (incremental.RUNS) equals stepping through
    them one paragraph at a time."""
    versions = _versions(_RUN_HISTORIES[kind] if kind in _RUN_HISTORIES else _MARK_CASES[kind])
    monkeypatch.setattr(incremental, "RUNS", True)
    fast = _output(audit_versions(versions, path="notes.md"))
    monkeypatch.setattr(incremental, "RUNS", False)
    plain = _output(audit_versions(versions, path="notes.md"))
    assert fast == plain
