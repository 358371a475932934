"""Spec rows for the kinds session 17 found: README batch 20's first run (timm's "ReXNet", an
architecture with its own arXiv paper, read as a misspelt ResNet), the 405 READMEs checked as one
corpus (look-alike names told apart by their parts, a chip's memory variant), the held-out drafts
of set 12 (counted nouns after a size, sizes on disk, compared plain numbers, spans of dates,
installed versions, source columns, bracketed ids, hearsay), the fresh-user trial (paired figures
after a comparison's own figure, a latest version of a time gone by, batch sizes in Chinese
wording, a ratio of two systems against their figures, a column headed by its baseline, slips in
short name parts and of aliases) and one long line (bounded reads).  Each row is a small document
in zh, en or mixed text."""
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


# --- held-out set 12, trap R009: "32B 样本" is a count of samples, not a model of 32 B parameters,
# and "最大" ranks only the figures of its own sentence


def claim_of(surface_start: str, text: str):
    [c] = [c for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.surface.startswith(surface_start)]
    return c


@pytest.mark.parametrize("text,surface,kind,value,unit,metric", [
    ("ViT-L-14 在 LAION-2B 上见过 32B 样本，得 75.3%。\n", "32B", "count", "32", "样本", "count"),
    ("PE-Core（MetaCLIP-5.4B，86B samples seen）得 85.4%。\n", "86B", "count", "86", "samples", "count"),
    ("The model was trained on 5B images from the web.\n", "5B", "count", "5", "images", "count"),
    ("训练集约 2B 图文对，来自网页。\n", "约 2B", "count", "2", "图文对", "count"),
    ("The 40-bit integer allows you to store 4B+ vectors.\n", "4B+", "count", "4", "vectors", "count"),
    ("uint40_t 同时能寻址 4B+ 条目。\n", "4B+", "count", "4", "条目", "count"),
    # a size in billions alone, before a model noun or a parameter unit, stays a model size
    ("Qwen 72B 模型在 H100 上最快。\n", "72B", "quantity", "72", "B", "parameters"),
    ("The 70B models need two GPUs.\n", "70B", "quantity", "70", "B", "parameters"),
    ("It uses 7B params.\n", "7B", "quantity", "7", "params", "parameters"),
])
def test_billions_of_a_counted_noun_are_a_count(text, surface, kind, value, unit, metric):
    c = claim_of(surface, text)
    assert (c.kind, c.value, c.unit, c.metric) == (kind, value, unit, metric)
    if kind == "count":
        assert c.norm_value == int(value) * 10 ** 9


@pytest.mark.parametrize("text,fires", [
    # the rank word of the next sentence ranks nothing in this one
    ("# 对比\nHelixRT 参数 13B，SwiftKV 参数 7B。训练侧，最大 batch 是 64。\n", False),
    ("# Compare\nHelixRT has 13B parameters and SwiftKV has 7B parameters. Training uses the largest batch of 64.\n", False),
    # in its own sentence it still ranks
    ("# 对比\nHelixRT 参数 13B，SwiftKV 参数最大，为 7B。\n", True),
    ("# Compare\nHelixRT has 13B parameters, and SwiftKV has the largest size at 7B parameters.\n", True),
])
def test_a_rank_word_ranks_the_figures_of_its_own_sentence(tmp_path, text, fires):
    assert bool(report(tmp_path, text, "CC103").findings) == fires


# --- held-out set 12, an unlabelled line: "Python 绑定 < 1 MB（FAISS ~10 MB）" (a binding's size on
# disk) was compared as 显存/内存 with "8 bytes for every neighbor reference" (the size of one item)


@pytest.mark.parametrize("text,surface,metric", [
    ("USearch 的 Python 绑定 < 1 MB（FAISS ~10 MB），正好补这个空。\n", "~10 MB", "file_size"),
    ("USearch 的 Python 绑定 < 1 MB（FAISS ~10 MB），正好补这个空。\n", "< 1 MB", "file_size"),
    ("The wheel is 45 MB and needs 12 GB of memory at runtime.\n", "45 MB", "file_size"),
    ("The wheel is 45 MB and needs 12 GB of memory at runtime.\n", "12 GB", "memory"),
    ("安装包大小约 300 MB。\n", "约 300 MB", "file_size"),
    # a table whose rows are properties: the row label names the metric of a figure with a unit
    ("| | FAISS | USearch |\n|---|---|---|\n| Python binding size | ~ 10 MB | < 1 MB |\n", "~ 10 MB", "file_size"),
    ("| | FAISS | USearch |\n|---|---|---|\n| Peak memory | 12 GB | 9 GB |\n", "12 GB", "memory"),
    # a few bytes are the size of one item, no memory footprint
    ("The 40-bit integer avoids allocating 8 bytes for every neighbor reference.\n", "8 bytes", None),
    ("邻居编号可选 uint40_t：每个引用 5 字节而非 8 字节。\n", "5 字节", None),
    ("每个状态元素存成 bf16 值 + int8 修正项，共 3 字节。\n", "3 字节", None),
    ("The KV cache stores 2 bytes per element in float16.\n", "2 bytes", None),
    # a footprint stays memory, however small the unit
    ("vLLM 在 H100 上显存占用 40 GB。\n", "40 GB", "memory"),
    ("The index footprint is 512 KB.\n", "512 KB", "memory"),
])
def test_a_file_size_or_an_item_size_is_no_memory(text, surface, metric):
    assert claim_of(surface, text).metric == metric


def test_a_binding_size_is_compared_with_binding_sizes_only(tmp_path):
    (tmp_path / "a.md").write_text("# FAISS notes\n\nFAISS 的 Python 绑定约 10 MB。\n", encoding="utf-8")
    (tmp_path / "c.md").write_text("# Index\n\nFAISS allocates 8 bytes for every neighbor reference.\n", encoding="utf-8")
    assert not claimcheck.check([tmp_path / "a.md", tmp_path / "c.md"], as_of=AS_OF, select=["CC201"]).findings
    (tmp_path / "b.md").write_text("# FAISS\n\nThe FAISS Python binding is about 40 MB.\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], as_of=AS_OF, select=["CC201"]).findings
    assert [(f.metric, sorted(l.surface for l in f.locations)) for f in found] == [("file_size", ["about 40 MB", "约 10 MB"])]


# --- held-out set 12, R002: "1196.16 对 Rank-BM25 的 224.66，约 53 倍" (5.3×): the name between the two
# plain numbers holds digits of its own


@pytest.mark.parametrize("text,fires", [
    ("# BM25\nnfcorpus 上 BM25S 1196.16 对 Rank-BM25 的 224.66，约 53 倍。\n", True),
    ("# BM25\nOn nfcorpus BM25S reaches 1196.16 vs Rank-BM25 at 224.66, about 53x.\n", True),
    ("# BM25\nnfcorpus 上 BM25S 1196.16 对 Rank-BM25 的 224.66，约 5.3 倍。\n", False),
    ("# BM25\nOn nfcorpus BM25S reaches 1196.16 vs Rank-BM25 at 224.66, about 5.3x.\n", False),
    ("# LLM\nLlama 3.50 vs GPT-4o at 1.25, about 9x.\n", True),
    ("# LLM\nLlama 3.50 vs GPT-4o at 1.25, about 2.8x.\n", False),
    # a number standing apart from the name is no part of it: no pair, no quotient
    ("# LLM\nGPT-4o 得 1.25 vs Llama3 70B 的 3.50，约 9 倍。\n", False),
])
def test_plain_numbers_compared_across_a_name_with_digits(tmp_path, text, fires):
    assert bool(report(tmp_path, text, "CC105").findings) == fires


# --- held-out set 12, R032: "DER falls from 24.5 with legacy to 15.2 with precision-2, a 61% reduction"
# (−38 %): a change that runs between two plain numbers is checked like two compared ones


@pytest.mark.parametrize("text,expected", [
    ("# DER\nOn AliMeeting DER falls from 24.5 with legacy to 15.2 with precision-2, a 61% reduction.\n", "-38.0%"),
    ("# DER\nAliMeeting 上 DER 从 24.5（legacy）降到 15.2（precision-2），降低 61%。\n", "-38.0%"),
    ("# DER\nOn RAMC the DER goes from 20.8 (community-1) to 10.5, a 70% reduction.\n", "-49.5%"),
    ("# DER\nOn AliMeeting DER falls from 24.5 with legacy to 15.2 with precision-2, a 38% reduction.\n", None),
    ("# DER\nAliMeeting 上 DER 从 24.5 降到 15.2，降低约 38%。\n", None),
    ("# DER\nOn RAMC it goes from 20.8 (community-1) to 10.5, roughly halving.\n", None),
])
def test_a_change_between_two_plain_numbers(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [dict(f.params)["expected"] for f in found] == ([expected] if expected else [])


# --- held-out set 12, R022: "从 1.0.26（2026-03-23，…）到 1.0.30（2026-09-22）相隔约 5 个月" (six months) in a
# sentence with a third date: the pair a span word joins, with a gap word before the duration


@pytest.mark.parametrize("text,expected", [
    ("# 版本\ntimm 从 1.0.26（2026-03-23，第一个维护版）到 1.0.30（2026-09-22）相隔约 5 个月，升级前要看 2026-01-21 那条。\n",
     "6 个月"),
    ("# Versions\ntimm went from 1.0.26 (2026-03-23) to 1.0.30 (2026-09-22), 3 months apart, and the 2026-01-21 entry"
     " still applies.\n", "6 months"),
    # no gap word and no "from" right before the first date: which two dates the time spans stays unsaid
    ("# Versions\ntimm went from 1.0.26 (2026-03-23) to 1.0.30 (2026-09-22) in 3 months, and the 2026-01-21 entry"
     " still applies.\n", None),
    ("# 版本\ntimm 从 1.0.26（2026-03-23）到 1.0.30（2026-09-22）相隔约 6 个月，升级前要看 2026-01-21 那条。\n", None),
])
def test_the_time_between_two_of_three_dates(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [dict(f.params)["expected"] for f in found] == ([expected] if expected else [])


# --- held-out set 12, R021: "pip 拉到的是当前最新 timm 1.0.30" under an environment line that reads timm
# 1.0.31: a version named as installed, in the environment a run uses, is released by then


@pytest.mark.parametrize("text,fires", [
    ("# 实验记录\n环境：heavyball 3.2.1、timm 1.0.31、PyTorch 2.9.1\n\n- 版本备注：pip 拉到的是当前最新 timm 1.0.30，装完 import 正常。\n", True),
    ("# Lab notes\nEnvironment: heavyball 3.2.1, timm 1.0.31, PyTorch 2.9.1\n\n- pip gave us timm 1.0.30, the current latest release.\n", True),
    ("# 实验记录\n已安装 timm 1.0.31。\n\n- 当前最新 timm 1.0.30。\n", True),
    # the environment is older than the latest: nothing wrong
    ("# 实验记录\n环境：heavyball 3.2.1、timm 1.0.30\n\n- 当前最新 timm 1.0.31，下周再升级。\n", False),
    # an environment planned is no release
    ("# 计划\n环境计划升级到 timm 1.0.31。\n\n- 当前最新 timm 1.0.30。\n", False),
])
def test_an_installed_version_is_released(tmp_path, text, fires):
    assert bool(report(tmp_path, text, "CC203").findings) == fires


# --- held-out set 12, R053: a 数据页 row "| Mimi（M2 Mac 端到端） | … | 160 ms | Reddit 帖子 |": a column
# whose header is a source label names the source of its row's figures, and a row label with a
# bracketed setting names what its head names

TABLE_ZH = ("# 数据页\n\n| 模型 | 延迟 | 数字来源 |\n|---|---|---|\n| Mimi | 80 ms | moshi README |\n"
            "| Mimi（M2 Mac 端到端） | 160 ms | {source} |\n")
TABLE_EN = ("# Data\n\n| Model | Latency | Source |\n|---|---|---|\n| Mimi | 80 ms | moshi README |\n"
            "| Mimi (M2 Mac, end to end) | 160 ms | {source} |\n")


@pytest.mark.parametrize("table", [TABLE_ZH, TABLE_EN])
def test_a_source_column_names_the_rows_source(tmp_path, table):
    c = claim_of("160 ms", table.format(source="Reddit 帖子"))
    assert (c.subject, c.source.attribution, c.source.tier) == ("Mimi", "Reddit 帖子", "tertiary")
    assert claim_of("80 ms", table.format(source="Reddit 帖子")).source.attribution == "moshi README"
    found = report(tmp_path, table.format(source="Reddit 帖子"), "CC204").findings
    assert [l.surface for f in found for l in f.locations] == ["160 ms"]
    assert not report(tmp_path, table.format(source="moshi README"), "CC204").findings


def test_a_dash_in_the_source_column_names_no_source():
    assert claim_of("160 ms", TABLE_ZH.format(source="—")).source.attribution is None


# --- held-out set 12, R025: "Perseus（SOSP'24，arXiv:2312.06902）…；Chase（ICLR Workshop 23，arXiv:2312.06902）":
# an id listed in a bracket after a venue belongs to the name heading the bracket


@pytest.mark.parametrize("text,names", [
    ("Perseus（SOSP'24，arXiv:2312.06902）针对流水线频率；Chase（ICLR Workshop 23，arXiv:2312.06902）是更早的版本。\n",
     ["Perseus", "Chase"]),
    ("Perseus (SOSP'24, arXiv:2312.06902) tunes pipeline frequencies; Chase (ICLR Workshop 23, arXiv:2312.06902) came first.\n",
     ["Perseus", "Chase"]),
    ("⚠️ C1：TokenRing（SJTU，arXiv:2421.20501）— 只有论文与代码链接\n", ["TokenRing"]),
])
def test_an_id_in_a_bracket_after_a_venue_is_the_headed_names(text, names):
    assert [c.subject for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.kind == "identifier"] == names


def test_one_id_given_to_two_bracketed_works_is_an_id_conflict(tmp_path):
    text = "# 结论\n\nPerseus（SOSP'24，arXiv:2312.06902）针对流水线频率；Chase（ICLR Workshop 23，arXiv:2312.06902）是更早的版本。\n"
    found = report(tmp_path, text, "CC206").findings
    assert [(dict(f.params)["subject"], dict(f.params)["other_subject"], dict(f.params)["id"]) for f in found] == \
        [("Chase", "Perseus", "arXiv:2312.06902")]


# --- held-out set 12, R012's source: "转述 Discord 群友'USearch 十亿向量 p99 0.9 ms'": a chat-group member
# (群友) is hearsay, a tertiary source; a product named Slack or Discord in a README is no source


@pytest.mark.parametrize("text,tier", [
    ("⚠️ C1：spark 雷达转述 Discord 群友\"USearch 十亿向量 p99 0.9 ms\"— 无原始出处\n", "tertiary"),
    ("据群友说，USearch 在十亿条向量上 p99 延迟 0.9 ms。\n", "tertiary"),
    ("Feed your Knowledge Bases from 45+ sources (GitHub, Slack, Notion).\n", "unknown"),
])
def test_a_chat_group_member_is_a_tertiary_source(text, tier):
    assert claimcheck.extract_text(text, doc_date=AS_OF)[0].source.tier == tier
