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


@pytest.mark.parametrize("kind", sorted(_MARK_CASES))
def test_marked_paragraphs_from_new_ones_equal_searching_every_paragraph(kind):
    """_unmarked_blocks: the paragraphs equal the pattern's, and the marked ones (told from the new
    paragraphs and the previous version's marked ones) equal searching every paragraph."""
    texts = _MARK_CASES[kind]
    prev = [m.group() for m in incremental._BLOCK.finditer(texts[0])]
    marked = frozenset(b for b in prev if incremental._marked(b))
    for text in texts[1:]:
        blocks, found = incremental._unmarked_blocks(text, prev, marked)
        assert blocks == [(m.start(), m.group()) for m in incremental._BLOCK.finditer(text)]
        assert found == frozenset(b for _, b in blocks if incremental._marked(b))
        prev, marked = [b for _, b in blocks], found
