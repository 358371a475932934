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


