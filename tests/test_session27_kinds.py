"""Session 27: faults the new real documents and held-out draft sets showed, each fixed as a kind."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import claimcheck

ROOT = Path(__file__).resolve().parents[1]


def _check(tmp_path, text: str, select: list[str], name: str = "n.md", as_of: str | None = None):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], select=select, as_of=as_of).findings


@pytest.mark.parametrize("items,duplicate_lines", [
    # a link followed by more words of the name names the whole (batch-28 blingfire.md)
    (["Pattern-based tokenization", "[SentencePiece](https://x.example/sp) Unigram LM",
      "[SentencePiece](https://x.example/sp) BPE"], []),
    (["[WordPiece](https://x.example/wp) tokenization", "[WordPiece](https://x.example/wp) vocabulary"], []),
    # the same link and words twice are one item twice
    (["[SentencePiece](https://x.example/sp) BPE", "Pattern-based", "[SentencePiece](https://x.example/sp) BPE"], [5]),
    # a dash or a colon after the link starts what the item says: the link alone names it
    (["[vLLM](https://x.example/v) - a serving engine", "[vLLM](https://x.example/v): the same engine"], [4]),
])
def test_words_after_a_leading_link_name_the_item(tmp_path, items, duplicate_lines):
    text = "# Algorithms\n\n" + "".join(f"{i}. {item}\n" for i, item in enumerate(items, 1))
    found = _check(tmp_path, text, ["CC102"])
    assert [f.locations[0].line for f in found] == duplicate_lines


def test_a_batch_fetch_skips_a_project_an_earlier_batch_holds(tmp_path):
    # batch 28 fetched "FlagEmbedding", which batch 14 held as "flagembedding" (PEP 503 names)
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from fetch_pypi_readmes import fetched_before, normalized
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    (tmp_path / "batch-1").mkdir()
    (tmp_path / "batch-1" / "flagembedding.md").write_text("x", encoding="utf-8")
    (tmp_path / "batch-1" / "Foo_Bar.md").write_text("x", encoding="utf-8")
    (tmp_path / "batch-2").mkdir()
    (tmp_path / "batch-2" / "own.md").write_text("x", encoding="utf-8")
    seen = fetched_before(tmp_path / "batch-2")
    assert sorted(seen) == ["flagembedding", "foo-bar"]
    assert normalized("FlagEmbedding") in seen and normalized("foo.bar") in seen
    assert normalized("own") not in seen  # the batch being fetched is not "before" itself


