"""Spec rows for the kinds session 17's first runs showed: README batch 20 (timm's model list:
"ReXNet", an architecture with its own arXiv paper, read as a misspelt ResNet) and the held-out
drafts of set 12.  Each row is a small document in zh, en or mixed text."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings, strategies as st

import claimcheck
from claimcheck.checks.cross_source import _cited_works
from claimcheck.checks.lists import _segment_at

AS_OF = "2026-12-02"
PAPER_HOSTS = ("arxiv.org", "openreview.net", "doi.org")


def report(tmp_path: Path, text: str, code: str, name: str = "note.md"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], as_of=AS_OF, lang="en", select=[code])


def variants(tmp_path: Path, text: str) -> set[tuple[str, str]]:
    return {(dict(f.params)["name"], dict(f.params)["intended"]) for f in report(tmp_path, text, "CC205").findings}


RESNET_LIST = (
    "# Models\n\n"
    "* ResNet (v1b/v1.5) - https://arxiv.org/abs/1512.03385\n"
    "* ResNet-D tweaks and ResNet/ResNeXt weights - https://arxiv.org/abs/1812.01187\n"
    "* ResNet strikes back: ResNet training recipes - https://arxiv.org/abs/2110.00476\n"
)


@pytest.mark.parametrize("line,expected", [
    # a look-alike heading an item with a paper of its own is another work
    ("* ReXNet - https://arxiv.org/abs/2007.00992\n", set()),
    ("* ReXNet - https://arxiv.org/pdf/2007.00992v2.pdf\n", set()),
    ("* [ReXNet](https://openreview.net/forum?id=abc123)\n", set()),
    ("* ReXNet (arXiv:2007.00992)\n", set()),
    ("| ReXNet | [paper](https://arxiv.org/abs/2007.00992) |\n", set()),
    # the same paper under a misspelt name is a typo, however the id is written
    ("* ReNset - https://arxiv.org/abs/1512.03385v3\n", {("ReNset", "ResNet")}),
    ("* ReNset - arXiv:1512.03385\n", {("ReNset", "ResNet")}),
    # no paper of its own: still a typo
    ("* ReNset weights are mirrored.\n", {("ReNset", "ResNet")}),
    # the line's paper belongs to the name heading it, not to a look-alike the line mentions
    ("* TreeSpec (https://arxiv.org/abs/2609.30552) keeps the ReNset stem frozen.\n", {("ReNset", "ResNet")}),
])
def test_a_name_with_a_paper_of_its_own_is_another_work(tmp_path, line, expected):
    assert variants(tmp_path, RESNET_LIST + line) == expected


def test_the_known_name_needs_papers_of_its_own_for_the_test():
    # without any paper beside ResNet the test says nothing: the usual thresholds decide
    assert _cited_works("* ResNet weights", PAPER_HOSTS) == set()


@pytest.mark.parametrize("line,expected", [
    ("* X - https://arxiv.org/abs/2007.00992", {"arXiv:2007.00992"}),
    ("* X - https://arxiv.org/pdf/2007.00992v2.pdf", {"arXiv:2007.00992"}),
    ("* X - https://www.arxiv.org/abs/2007.00992v1 and https://arxiv.org/html/2110.00476", {"arXiv:2007.00992", "arXiv:2110.00476"}),
    ("[X](https://openreview.net/forum?id=abc123)", {"openreview.net/forum?id=abc123"}),
    ("* X - https://doi.org/10.1145/3600006.3613165", {"doi.org/10.1145/3600006.3613165"}),
    # code and blog links cite no paper
    ("[X](https://openreview.net/forum?id=abc123) [Y](https://openreview.net/forum?id=xyz789#top)",
     {"openreview.net/forum?id=abc123", "openreview.net/forum?id=xyz789"}),
    ("* X - https://github.com/org/x and https://huggingface.co/org/x", set()),
])
def test_cited_works_keys(line, expected):
    assert _cited_works(line, PAPER_HOSTS) == expected


def _with_intended(intended: str, word: str) -> str:
    """A note that writes ``intended`` three times and ``word`` once (CC205's frequency test)."""
    return (f"# Notes\n\n- {intended} ships in the first release.\n- {intended} is tested on H100.\n"
            f"- The docs of {intended} list every option.\n- {word} is listed too.\n")


@pytest.mark.parametrize("intended,word", [
    # the differing parts are a word and an acronym, or a lower-case word and a capitalised one
    ("GRPOTrainer", "GraphTrainer"),
    ("CPUBone", "CPU-bound"),
    # both differing parts are acronyms and the name resembled is no known one
    ("HRNet", "HGNet"),
    ("ORTModelForXXX", "OVModelForXxx"),
    ("SCBench", "SS-Bench"),
    ("GRPOTrainer", "GFPOTrainer"),
    # the differing part is a name of its own (a model family)
    ("MistralForCausalLM", "MixtralForCausalLM"),
    # a word with lower-case letters is no slip of an acronym the inputs write
    ("SSML", "SysML"),
    ("START", "StarNet"),
])
def test_look_alikes_whose_parts_tell_them_apart_are_two_names(tmp_path, intended, word):
    assert variants(tmp_path, _with_intended(intended, word)) == set()


@pytest.mark.parametrize("intended,word", [
    # a slip inside a shared part's neighbour is a slip still
    ("GRPOTrainer", "GRPOTrainre"),
    ("TokenLoom", "TokneLoom"),
    ("HRNet", "HRNte"),
    # an acronym misspelt against a known name (EAGLE) fires as before
    ("EAGLE-3", "EGALE-3"),
])
def test_slips_with_shared_parts_still_fire(tmp_path, intended, word):
    assert variants(tmp_path, _with_intended(intended, word)) == {(word, intended)}


def claims(tmp_path: Path, text: str, name: str = "note.md") -> list:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.extract([tmp_path / name]).claims


@pytest.mark.parametrize("sentence,expected", [
    # a chip's variant named by its memory after a count of chips, or after a dash, is a name
    ("Train Vicuna-7B with 4 x A100 (40GB).", []),
    ("Here are some benchmarks we ran on a Nvidia A100 - 80GB.", []),
    ("8x H100 - 80GB 上吞吐 3,000 tok/s。", [("3,000 tok/s", {"gpus": "8", "hardware": "H100"})]),
    ("4 x A100（40GB）上吞吐 3,000 tok/s。", [("3,000 tok/s", {"gpus": "4", "hardware": "A100"})]),
    # a memory figure of its own after the count stays one
    ("It needs 4 x A100 and 40 GB of memory.", [("40 GB", {"gpus": "4"})]),
])
def test_a_chip_named_by_its_memory_after_a_count_or_a_dash(tmp_path, sentence, expected):
    got = [(c.surface, dict(c.conditions)) for c in claims(tmp_path, f"# T\n\n{sentence}\n")]
    assert got == expected


def arithmetic(tmp_path: Path, text: str) -> list[tuple[str, str]]:
    return [(dict(f.params)["surface"], dict(f.params)["expected"]) for f in report(tmp_path, text, "CC105").findings]


FIGURES = ("# 笔记\n\n- TurboServe 在 H100 上吞吐 15,000 tok/s（Llama-3-8B，bs=32）。\n"
           "- SGLang 在 H100 上吞吐 12,400 tok/s（Llama-3-8B，bs=32）。\n")


@pytest.mark.parametrize("text,expected", [
    # a ratio between two systems against the note's own figures of both, under one setting
    (FIGURES + "- 结论：TurboServe 比 SGLang 快 30%。\n", [("30%", "+21.0%")]),
    (FIGURES + "- Summary: TurboServe is 1.5x faster than SGLang.\n", [("1.5x", "1.21×")]),
    # a ratio that follows from them is silent
    (FIGURES + "- 结论：TurboServe 比 SGLang 快 21%。\n", []),
    (FIGURES + "- 结论：TurboServe 比 SGLang 快约 20%。\n", []),
    # figures under different settings are no basis
    ("# 笔记\n\n- TurboServe 在 H100 上吞吐 15,000 tok/s（Llama-3-8B，bs=64）。\n"
     "- SGLang 在 H100 上吞吐 12,400 tok/s（Llama-3-8B，bs=32）。\n- 结论：TurboServe 比 SGLang 快 30%。\n", []),
    # two settings the ratio may restate: no basis
    (FIGURES + "- TurboServe 在 A100 上吞吐 9,000 tok/s（Llama-3-8B，bs=32）。\n"
     "- SGLang 在 A100 上吞吐 6,900 tok/s（Llama-3-8B，bs=32）。\n- 结论：TurboServe 比 SGLang 快 30%。\n", []),
    # the ratio names its own setting: the pair under it is the basis
    (FIGURES + "- TurboServe 在 A100 上吞吐 9,000 tok/s（Llama-3-8B，bs=32）。\n"
     "- SGLang 在 A100 上吞吐 6,900 tok/s（Llama-3-8B，bs=32）。\n- 结论：在 H100 上 TurboServe 比 SGLang 快 30%。\n",
     [("30%", "+21.0%")]),
    # figures without any setting may come from any run: no basis
    ("# 笔记\n\n- TurboServe 吞吐 15,000 tok/s。\n- SGLang 吞吐 12,400 tok/s。\n- 结论：TurboServe 比 SGLang 快 30%。\n", []),
])
def test_a_ratio_of_two_systems_against_their_figures(tmp_path, text, expected):
    assert arithmetic(tmp_path, text) == expected


# -- CC101 on a long line: the segment of a count, bisected (same answer as the walk) ------------
@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)), min_size=0, max_size=12),
       st.integers(1, 400), st.booleans())
def test_segment_at_is_the_first_segment_holding_the_column(parts, column, overlap):
    """Segments laid along a line (gap, length) — or, with ``overlap``, each starting inside the
    one before — and a count at ``column``: the bisected answer is the walk's (the first segment
    in order whose span, one character past its end included, holds the column)."""
    segments, pos = [], 0
    for gap, length in parts:
        start = max(0, pos - length // 2) if overlap and segments else pos + gap
        segments.append(SimpleNamespace(offset=start, text="x" * length))
        pos = start + length
    indices = list(range(len(segments)))
    c = SimpleNamespace(line=1, column=column)
    walk = next((i for i in indices if segments[i].offset <= column - 1 < segments[i].offset + len(segments[i].text) + 1),
                None)
    assert _segment_at(segments, indices, {}, c) == walk


def test_a_long_line_of_counts_is_read_in_bounded_reach(tmp_path):
    """A count joined to one before it is looked for within CC101 joint_reach_chars: "three
    tuned and three medical checkpoints: [six names]" holds both lists still."""
    text = ("# Models\n\n" + "填充句子。" * 300 + "We release three tuned and three medical checkpoints: "
            "A-1, A-2, A-3, B-1, B-2, B-3.\n")
    assert report(tmp_path, text, "CC101").findings == []


# -- the fresh-user trial of session 17 -------------------------------------------------------------
@pytest.mark.parametrize("sentence,expected", [
    # the comparison's own relative figure between the names and the figures they own
    ("- SGLang 比 vLLM 快 25%：1,000 tok/s 对 800 tok/s（Qwen3-8B、1×H100、bs=8）。",
     [("25%", "SGLang"), ("1,000 tok/s", "SGLang"), ("800 tok/s", "vLLM")]),
    ("- SGLang is 25% faster than vLLM: 1,000 tok/s vs 800 tok/s.",
     [("25%", "SGLang"), ("1,000 tok/s", "SGLang"), ("800 tok/s", "vLLM")]),
    ("- SGLang is 1.25x faster than vLLM (1,000 vs 800 tok/s).",
     [("1.25x", "SGLang"), ("1,000", "SGLang"), ("800 tok/s", "vLLM")]),
])
def test_figures_after_a_comparison_with_its_own_figure_follow_the_names(tmp_path, sentence, expected):
    assert [(c.surface, c.subject) for c in claims(tmp_path, f"# 对比\n\n{sentence}\n")] == expected


def test_two_notes_giving_the_same_pair_agree(tmp_path):
    (tmp_path / "a.md").write_text("# A\n\n- SGLang 比 vLLM 快 25%：1,000 tok/s 对 800 tok/s（Qwen3-8B、1×H100、bs=8）。\n",
                                   encoding="utf-8")
    (tmp_path / "b.md").write_text("# B\n\n- On Qwen3-8B, 1×H100, bs=8 vLLM serves 800 tok/s and SGLang serves 1,000 tok/s.\n",
                                   encoding="utf-8")
    assert claimcheck.check([tmp_path], as_of=AS_OF, select=["CC201"]).findings == []


@pytest.mark.parametrize("sentence,size", [
    ("把 batch size 从 32 增大到 128 后（其余条件不变），RingServe 吞吐升至 7,800 tok/s。", "128"),
    ("批大小为 128 时 RingServe 吞吐 7,800 tok/s。", "128"),
    ("batch size 为 128 时 RingServe 吞吐 7,800 tok/s。", "128"),
    ("批大小设为 64 时 RingServe 吞吐 7,800 tok/s。", "64"),
    ("bs=32 时 RingServe 吞吐 7,800 tok/s。", "32"),
])
def test_a_batch_size_written_in_chinese_wording_is_a_setting(tmp_path, sentence, size):
    [c] = claims(tmp_path, f"# T\n\n{sentence}\n")
    assert (c.surface, dict(c.conditions).get("batch_size")) == ("7,800 tok/s", size)


@pytest.mark.parametrize("text,expected", [
    # the latest of a time gone by is no "latest" claim; the current ones still conflict
    ("- 9 月时的最新版本是 vLLM 0.10，10 月升级到 vLLM 0.11，当前最新为 vLLM 0.12。\n", []),
    ("- In September the latest release was vLLM 0.10; today the latest is vLLM 0.12.\n", []),
    ("- 当时的最新版本是 vLLM 0.10。\n- 当前最新版本是 vLLM 0.12。\n", []),
    ("- 当前最新版本是 vLLM 0.11。\n- 当前最新为 vLLM 0.12。\n", [("0.11", "0.12")]),
])
def test_a_latest_version_of_a_time_gone_by_is_no_current_claim(tmp_path, text, expected):
    found = report(tmp_path, "# 版本\n\n" + text, "CC203").findings
    assert sorted((dict(f.params)["value"], dict(f.params)["other_value"]) for f in found) == expected


TABLE = ("# 笔记\n\n## 2.3 实测\n\n| 系统 | 吞吐 (tok/s) | TTFT (ms) |\n|---|---|---|\n"
         "| SpecTide | 650.0 | 120 |\n| EAGLE-3 | 560.0 | 135 |\n\n")


@pytest.mark.parametrize("text,expected", [
    # two rows of one table in the ratio's section share their setting (a fresh-user trial, session 17)
    (TABLE + "SpecTide is 30% faster than EAGLE-3 on this setup.\n", [("30%", "+16.1%")]),
    (TABLE + "SpecTide 比 EAGLE-3 快约 16%。\n", []),
    # a table of another section is no basis
    (TABLE + "## 3 结论\n\nSpecTide is 30% faster than EAGLE-3.\n", []),
])
def test_a_ratio_of_two_systems_against_two_rows_of_a_table(tmp_path, text, expected):
    assert arithmetic(tmp_path, text) == expected


def test_a_column_headed_by_its_baseline_holds_the_rows_figures(tmp_path):
    """"| vs vLLM 0.11 |" names the column's baseline: a ratio cell under it is its row's system's
    (a fresh-user trial, session 17: the warning for SpecTide's 2.90× was headed "vLLM")."""
    text = ("# Bench\n\n| System | tok/s | vs vLLM 0.11 |\n|---|---|---|\n| vLLM 0.11 | 250.0 | 1.00× |\n"
            "| EAGLE-3 | 560.0 | 2.24× |\n| SpecTide | 650.0 | 2.90× |\n")
    got = [(c.surface, c.subject) for c in claims(tmp_path, text) if c.surface.endswith("×")]
    assert got == [("1.00×", "vLLM"), ("2.24×", "EAGLE-3"), ("2.90×", "SpecTide")]
    # a column headed by a system holds that system's figures still
    text = "# Bench\n\n| Model | **TGI v3** (s) | **vLLM** (s) |\n|---|---|---|\n| Llama-3-8B | 6.2 | 7.4 |\n"
    assert [c.subject for c in claims(tmp_path, text) if c.surface in ("6.2", "7.4")] == ["TGI", "vLLM"]


@pytest.mark.parametrize("intended,word", [
    # two neighbours swapped in a short part: one slip, though "tdie" / "tide" score 50
    ("SpecTide", "SpecTdie"),
    ("RingServe", "RnigServe"),
    ("AutoDL", "AudoDL"),
    # a slip of a known alias (DeepSpeed-MII is DeepSpeed-FastGen's), far from the entity's name
    ("DeepSpeed-MII", "DeepSpeeed-MII"),
])
def test_slips_in_a_short_part_and_of_known_aliases_fire(tmp_path, intended, word):
    assert variants(tmp_path, _with_intended(intended, word)) == {(word, intended)}


def test_names_whose_differing_parts_are_two_slips_apart_stay_two(tmp_path):
    assert variants(tmp_path, _with_intended("PagedAttention", "SageAttention")) == set()
