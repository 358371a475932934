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


def versions(tmp_path: Path, text: str) -> list[tuple[str, str | None, tuple]]:
    """(value, subject, flags among latest/published) of the version claims of one document."""
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    result = claimcheck.extract([tmp_path / "note.md"])
    return [(c.value, c.subject, tuple(f for f in c.flags if f in ("latest", "published")))
            for c in result.claims if c.kind == "version"]


@pytest.mark.parametrize("text,expected", [
    # a package the entity list does not know, before a three-part version; its README quoted
    ("# 速记 2026-12-05\n\n原始材料：PyPI airllm 4.0.0、rwkv 0.8.32 两个 README。\n",
     [("4.0.0", "airllm", ("published",)), ("0.8.32", "rwkv", ("published",))]),
    # a name before a "current version is" phrase
    ("# 速记 2026-12-05\n\n- rwkv：当前 pip 版本是 0.8.31，CUDAGraph 就是这一版加的。\n", [("0.8.31", "rwkv", ("latest",))]),
    ("# 纪要 2026-12-04\n\naiconfigurator 当前版本是 0.9，可以直接装。\n", [("0.9", "aiconfigurator", ("latest",))]),
    ("# Notes 2026-12-04\n\nWe pinned ramalama 0.25.0 last week.\n", [("0.25.0", "ramalama", ())]),
    # numbers after section words, prepositions and generic nouns are no package's versions
    ("# Notes 2026-12-04\n\nSee Section 3.2.1 and Table 2.1.4; upgrade from 0.5.0 to 0.6.0.\n", []),
    ("# Notes 2026-12-04\n\nThe package 1.2.3 pins the image 4.5.6.\n", []),
    # a two-part number after a word is no version without a version phrase
    ("# Notes 2026-12-04\n\nThroughput rose 1.5 on average.\n", []),
    # a version written as a bound is no quoted release
    ("# 速记 2026-12-05\n\n自 v0.13.0 起 PyPI 默认 wheel 基于 CUDA 12.8。\n", [("0.13.0", None, ())]),
])
def test_a_version_of_a_package_the_entity_list_does_not_know(tmp_path, text, expected):
    assert versions(tmp_path, text) == expected


@pytest.mark.parametrize("text,lines", [
    # the note quotes the README of 0.8.32 and calls 0.8.31 current
    ("# 速记 2026-12-05\n\n原始材料：PyPI airllm 4.0.0、rwkv 0.8.32 两个 README。\n\n"
     "- rwkv：当前 pip 版本是 0.8.31，CUDAGraph 就是这一版加的。\n", [5]),
    ("# 简报 2026-12-04\n\n来源：aiconfigurator 0.12.0 README\n\n## 风险\n\n"
     "aiconfigurator 当前版本是 0.9，支持矩阵最后更新于 2026/02/02。\n", [7]),
    # the quoted README is of an older version: nothing behind
    ("# 简报 2026-12-04\n\n来源：aiconfigurator 0.8.0 README\n\n## 风险\n\naiconfigurator 当前版本是 0.9。\n", []),
    # a release notes page that is only promised is no release
    ("# 简报 2026-12-04\n\naiconfigurator 0.13.0 的 release notes 计划下周发布。\n\n## 风险\n\n"
     "aiconfigurator 当前版本是 0.12。\n", []),
    # a bound ("自 v0.13.0 起") is no release: the version said released in words is the one compared
    ("# 速记 2026-12-05\n\n## LMDeploy\n\n- 当前最新版为 v0.12.2。\n- 2026/04：v0.12.3 已发布到 PyPI；自 v0.13.0 起 PyPI 默认 wheel 基于 CUDA 12.8。\n",
     [5]),
])
def test_a_current_version_older_than_a_quoted_readme_is_behind_a_release(tmp_path, text, lines):
    found = report(tmp_path, text, "CC203").findings
    assert [f.locations[0].line for f in found] == lines
    if lines and "v0.12.2" in text:
        assert "v0.12.3" in found[0].message


@pytest.mark.parametrize("text,expected", [
    # the event the duration counts from is written between the two dates (held-out set 9)
    ("# 时间线\n\n2026/05 对外宣布，2026/08 进 PyTorch Ecosystem——宣布后仅一个月就被收录。\n", ["3 个月"]),
    ("# 时间线\n\n2026/05 对外宣布，2026/08 进 PyTorch Ecosystem——宣布后三个月就被收录。\n", []),
    # the event after the second date: a month after the launch, not between the dates
    ("# 时间线\n\n2026/05 对外宣布，2026/08 上线；上线后一个月用户翻倍。\n", []),
    # a day and a month, the pair opened by 从 among three dates; a bound (held-out set 8)
    ("# 速记\n\n- airllm 从 2023/11/20 的初版到 2026/09 加入训练支持，不到两年时间（中间 2023/12/01 的 2.0）。\n",
     ["2.8 年"]),
    ("# 速记\n\n- airllm 从 2023/11/20 的初版到 2026/09 加入训练支持，不到三年时间（中间 2023/12/01 的 2.0）。\n", []),
    ("# 时间线\n\n2025-01-10 发布到 2025-09-01 录用，用了超过 10 个月。\n", ["7.7 个月"]),
    ("# 时间线\n\n2025-01-10 发布到 2025-09-01 录用，用了超过 6 个月。\n", []),
    # three dates and no "from" word: which two the duration spans is not said
    ("# 时间线\n\n2024/01 到 2024/03 试点，2024/06 到 2024/12 推广，共 11 个月。\n", []),
])
def test_the_time_between_two_dates_in_any_numerals_and_bounds(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [dict(f.params)["expected"] for f in found] == expected


@pytest.mark.parametrize("text,surfaces", [
    # a product worked out in the text: its operands are no "684.79×" multiple; the result is a figure
    ("# 折算\n\n按 32 卡折算，684.79 × 32 ≈ 21,913 tokens/s，与 README 对得上。\n", ["32 卡", "≈ 21,913 tokens/s"]),
    ("# Totals\n\nPer GPU 684.79 tokens/s, so 684.79 x 32 = 21,913 tokens/s in all.\n",
     ["684.79 tokens/s", "21,913 tokens/s"]),
    # a multiple with no result after it stays a multiple
    ("# 提速\n\nKVPress 提速 2.5×，8 卡。\n", ["2.5×", "8 卡"]),
])
def test_a_product_worked_out_in_the_text_is_no_multiple(tmp_path, text, surfaces):
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    claims = claimcheck.extract([tmp_path / "note.md"]).claims
    assert [c.surface for c in claims if c.kind != "date"] == surfaces


@pytest.mark.parametrize("text,lines", [
    # the version a team runs is no claim about the newest release (fresh-user trial, session 14)
    ("# 笔记 2026-12-01\n\n- 团队当前版本是 vLLM 0.9，尚未升级。\n- vLLM 最新版本为 0.12.0。\n", []),
    ("# Notes 2026-12-01\n\n- Our current version is vLLM 0.9; we have not upgraded.\n- The latest vLLM is 0.12.0.\n", []),
    # two "latest" versions of one week still disagree
    ("# 笔记 2026-12-01\n\n- vLLM 当前版本是 0.9。\n- vLLM 最新版本为 0.12.0。\n", [3]),
])
def test_the_version_a_team_runs_is_not_the_latest_release(tmp_path, text, lines):
    assert [f.locations[0].line for f in report(tmp_path, text, "CC203").findings] == lines


@pytest.mark.parametrize("text,expected", [
    # an article between the baseline marker and the name (fresh-user trial, session 14)
    ("# Notes 2026-11-03\n\n## QuillKV\n\nSpeedup over the vLLM 0.11 baseline: 3.1×.\n", [("QuillKV", "vLLM 0.11")]),
    ("# Notes 2026-11-03\n\n## QuillKV\n\nQuillKV is 3.1× faster than the vLLM baseline.\n", [("QuillKV", "vLLM")]),
    # a sentence that opens with its baseline after a short label ("要点：")
    ("# 笔记 2026-11-03\n\n## QuillKV\n\n要点：相比 vLLM 0.11，QuillKV 提升 2.3 倍。\n", [("QuillKV", "vLLM 0.11")]),
    ("# N 2026-11-03\n\n## QuillKV\n\n要点：相比 vLLM，QuillKV 提升 2.3 倍。\n\n要点：相比 vLLM 0.11，QuillKV 提升 2.3 倍，"
     "TTFT 为 210 ms。\n", [("QuillKV", "vLLM"), ("QuillKV", "vLLM 0.11")]),
    ("# Notes 2026-11-03\n\n## QuillKV\n\nNote: compared with vLLM, QuillKV is 2.3× faster.\n", [("QuillKV", "vLLM")]),
    # a label that is a figure's own subject is still no baseline
    ("# 笔记 2026-11-03\n\nQuillKV：提升 2.3 倍。\n", [("QuillKV", None)]),
])
def test_a_baseline_after_an_article_or_a_label(tmp_path, text, expected):
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    claims = claimcheck.extract([tmp_path / "note.md"]).claims
    assert [(c.subject, c.baseline) for c in claims if c.kind == "ratio"] == expected


def test_an_engines_version_in_another_case_is_its_version(tmp_path):
    """"SGlang 0.5" gave no claim at all (fresh-user trial, session 14): the engine names of a
    version are matched in any case, and the subject is the engine's own spelling."""
    assert versions(tmp_path, "# N 2026-11-03\n\n- SGlang 0.5 已支持。\n- vllm 0.6 发布。\n") == [
        ("0.5", "SGLang", ()), ("0.6", "vLLM", ())]
