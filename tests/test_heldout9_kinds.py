"""Spec rows for the kinds of wrong finding the ninth held-out set of drafts showed on its first
run (session 14): a ranking of compression ratios read on the normalised scale (the memory that
remains), and a range taken as one operand of a ratio.  Each row is a small document in zh, en
or mixed text."""
from __future__ import annotations

from pathlib import Path

import pytest

import claimcheck

AS_OF = "2026-12-10"


def report(tmp_path: Path, text: str, code: str):
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / "note.md"], as_of=AS_OF, lang="en", select=[code])


@pytest.mark.parametrize("text,lines", [
    # the best compression is the least memory left: 80 % less (5×) beats 70 % less and 2×
    ("# 显存\n\n口号取的是最好的那一行：Qwen3 (4B) 的压缩比 80% less，Qwen3 (14B) 的压缩比 2x。\n", []),
    ("# Memory\n\nKVPress has the highest compression ratio at 4x; SnapKV is at 2x compression.\n", []),
    ("# Memory\n\nKVPress has the best compression ratio, 75% less memory; SnapKV has a 2x compression ratio.\n", []),
    # still a contradiction when the ranked figure is the smaller compression
    ("# Memory\n\nKVPress has the highest compression ratio at 2x; SnapKV is at 4x compression.\n", [3]),
    ("# 显存\n\nKVPress 的压缩比最低，为 4×；SnapKV 的压缩比为 2×。\n", [3]),
])
def test_a_compression_ratio_ranks_by_the_compression_written(tmp_path, text, lines):
    assert [f.locations[0].line for f in report(tmp_path, text, "CC103").findings] == lines


@pytest.mark.parametrize("text,basis", [
    # "80 GB 档" is a tier and "40-80 GB" a range: the ratio is the pair set against each other
    ("# 显存档位\n\n80 GB 档 9,120 对 2,310，约 5 倍，建议 40-80 GB 的卡都按这个配。\n", "9,120 对 2,310"),
    ("# Tiers\n\nOn the 80 GB tier, 9,120 vs 2,310, about 5x; cards of 40-80 GB should use it.\n", "9,120 vs 2,310"),
])
def test_a_range_is_no_operand_of_a_ratio(tmp_path, text, basis):
    found = report(tmp_path, text, "CC105").findings
    assert len(found) == 1
    assert basis in found[0].message and "3.95×" in found[0].message
