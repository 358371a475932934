"""Spec rows for the kinds the tenth held-out set of drafts showed on its first run (session 15),
and for English comma lists after a count (a fresh-user trial of session 14): lists a count
announces (comma lists, a dash, a noun before the bracket, references and nested clauses that
are no lists), a bound that ranks nothing, the memory a figure measures (GPU, CPU, a file on
disk), a chip named with its memory, and models the entity list does not know but whose name
carries a parameter count.  Each row is a small document in zh, en or mixed text."""
from __future__ import annotations

from pathlib import Path

import pytest

import claimcheck

AS_OF = "2026-12-20"


def report(tmp_path: Path, text: str, code: str):
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / "note.md"], as_of=AS_OF, lang="en", select=[code])


def counts(tmp_path: Path, text: str) -> list[tuple[int, str, str]]:
    """(line, stated, found) of each CC101 finding."""
    return [(f.locations[0].line, dict(f.params)["stated"], dict(f.params)["found"])
            for f in report(tmp_path, text, "CC101").findings]


@pytest.mark.parametrize("text,expected", [
    # an English comma list with "and"/"or" before its last item, after a colon or in a bracket
    ("# Scheduling\n\nThe engine ships two schedulers: FCFS, SJF and EDF.\n", [(3, "2", "3")]),
    ("# Retries\n\nRetried by default are four kinds of failure: timeouts, 409 Conflict, 429 Rate Limit, "
     "and 5xx errors, or connection resets.\n", []),
    ("# Retries\n\nRetried by default are four kinds of failure: timeouts, 409 Conflict, 429 Rate Limit, "
     "and 5xx errors.\n", []),
    ("# Retries\n\nRetried by default are four kinds of failure: connection errors, 408 Request Timeout, "
     "409 Conflict, 429 Rate Limit and 5xx errors.\n", [(3, "4", "5")]),
    ("# Backends\n\nRingServe runs on four backends (CUDA, ROCm, and XPU).\n", [(3, "4", "3")]),
    ("# Models\n\nWe tested three models: Llama-3-8B, Qwen2-7B and Mistral-7B.\n", []),
    # no "and" before the last item: attributes of what is counted may be comma-separated too
    ("# Setup\n\nThe cluster has 8 GPUs: H100, 80GB, NVLink.\n", []),
    ("# Setup\n\nWe used 8 GPUs (H100, 80 GB) for the run.\n", []),
    # an open or partial list, items that are clauses or groups within groups
    ("# Models\n\nTwo models: Llama-3-8B, Qwen2-7B, among others.\n", []),
    ("# Models\n\nTwo models such as Llama-3-8B, Qwen2-7B and Mistral-7B were tried.\n", []),
    ("# Changes\n\nTwo changes matter: the scheduler, which now batches prefill, and the KV pool.\n", []),
    ("# Out\n\nIt emits exactly three artifacts: a pod, a job, or a set in `a.yaml`, `b.sh`, and `run.sh`.\n", []),
])
def test_an_english_comma_list_is_counted_when_and_closes_it(tmp_path, text, expected):
    assert counts(tmp_path, text) == expected


@pytest.mark.parametrize("text,expected", [
    # two counts joined before the colon announce the list together (a README of batch 11)
    ("# News\n\nRelease three instruction-tuned checkpoints and three medical checkpoints in model zoo: "
     "[A-7B, A-13B, A-33B, M-7B, M-13B, and M-33B.](https://example.org/zoo)\n", []),
    ("# 发布\n\n发布两个通用模型和三个医疗模型：A、B、C、D、E。\n", []),
    ("# 发布\n\n发布两个通用模型和三个医疗模型：A、B、C、D。\n", [(3, "3", "4")]),
])
def test_counts_joined_before_a_list_announce_it_together(tmp_path, text, expected):
    assert counts(tmp_path, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a dash introduces the list as a colon does
    ("# 档位\n\n- 档位：共五种尺寸——tiny 39M、base 74M、small 244M、medium 769M、large 1550M、turbo 809M。\n", [(3, "5", "6")]),
    ("# 档位\n\n共六种尺寸——tiny、base、small、medium、large、turbo。\n", []),
    # a bracket after the count's noun lists what is counted
    ("# 量化\n\n工具支持的三种算法（GPTQ、AWQ、HQQ、VPTQ）都能做 2-8 bit 量化。\n", [(3, "3", "4")]),
    ("# 量化\n\n工具支持的四种算法（GPTQ、AWQ、HQQ、VPTQ）都能做 2-8 bit 量化。\n", []),
    # a reference or examples in the bracket, and a worked division, are no list
    ("# 预消化\n\nKai · 增量 3 条 · 涉及 arXiv 3 条（见三、表）\n", []),
    ("# 量化\n\n三种格式（如 FP8、INT4）都支持。\n", []),
    ("# 并行\n\n- 两节点用 `--tp 16 --dp 2`：2 个 DP 组，每组 8 卡 TP（16 / 2 = 8）。\n", []),
    # a 、 that joins the parts of clauses a comma separates lists nothing
    ("# 规格\n\n两个模型的规格与 README 一致：A 为 117B 参数、5.1B 激活，B 为 21B 参数、3.6B 激活。\n", []),
    ("# 规格\n\n两个模型：甲、乙、丙。\n", [(3, "2", "3")]),
])
def test_what_a_count_announces_in_chinese_notes(tmp_path, text, expected):
    assert counts(tmp_path, text) == expected


@pytest.mark.parametrize("text,lines", [
    # "最高 7.73 倍" is a bound ("up to"): it ranks neither its own figure nor the next one
    ("# 周报\n\n- ColossalChat：单机训练最高 7.73 倍、单卡推理 1.42 倍——两个口径；RLHF PPO Stage3 训练最高 10 倍。\n", []),
    ("# Notes\n\nWispServe gives up to 7.7x in training and 1.4x in inference; StageKit reaches up to 10x.\n", []),
    # a rank word standing apart from the numbers still ranks
    ("# 周报\n\n吞吐最高的是 SwiftKV，为 1,200 tok/s；HelixRT 为 1,350 tok/s。\n", [3]),
])
def test_a_bound_word_ranks_nothing(tmp_path, text, lines):
    assert [f.locations[0].line for f in report(tmp_path, text, "CC103").findings] == lines


def claims(tmp_path: Path, text: str, name: str = "note.md") -> list:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.extract([tmp_path / name]).claims


@pytest.mark.parametrize("text,expected", [
    ("# 显存\n\nmt0-xxl 的 LoRA PyTorch 56GB GPU / 3GB CPU。\n", [("56GB", "GPU"), ("3GB", "CPU")]),
    ("# Memory\n\nLoRA training takes more than 64GB of CPU RAM.\n", [("more than 64GB", "CPU")]),
    ("# 体积\n\nLoRA checkpoint 19MB，模型文件为 3.56 GiB，显存 14.4GB。\n",
     [("19MB", "disk"), ("3.56 GiB", "disk"), ("14.4GB", None)]),
    ("# Size\n\nThe final model checkpoint size is only 8.8MB; peak memory is 22GB.\n", [("8.8MB", "disk"), ("22GB", None)]),
])
def test_the_memory_a_figure_measures_is_read_at_the_figure(tmp_path, text, expected):
    got = [(c.surface, c.conditions_dict.get("memory_device")) for c in claims(tmp_path, text) if c.metric == "memory"]
    assert got == expected


def test_gpu_cpu_and_disk_figures_are_no_rivals(tmp_path):
    (tmp_path / "a.md").write_text("# A\n\nLoRA 微调 3GB CPU，LoRA checkpoint 19MB。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("# B\n\nLoRA 微调占用 47GB GPU。\n", encoding="utf-8")
    (tmp_path / "c.md").write_text("# C\n\nLoRA 微调占用 56GB GPU。\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], as_of=AS_OF, select=["CC201"]).findings
    assert found == []
    # two GPU figures of one setting still disagree
    found = claimcheck.check([tmp_path / "b.md", tmp_path / "c.md"], as_of=AS_OF, select=["CC201"]).findings
    assert [sorted(loc.surface for loc in f.locations[:2]) for f in found] == [["47GB", "56GB"]]


@pytest.mark.parametrize("text,memory", [
    ("# Setup\n\nWe fine-tune with LoRA on an A100 80GB GPU.\n", []),
    ("# Setup\n\nA single L4 (24GB) handles 30k tokens.\n", []),
    ("# 部署\n\nvLLM 在 H100 80 GB 上跑。\n", []),
    # a GPU named by its memory alone ("the 80GB GPU", "一张 80GB 显卡") is no figure either
    ("# Setup\n\nIt would run out of memory on the 80GB GPU.\n", []),
    ("# 部署\n\n部署需要一张 80GB 显卡。\n", []),
    # a figure written apart from the chip is still the system's
    ("# Setup\n\nvLLM uses 70GB on an H100.\n", ["70GB"]),
])
def test_a_chip_named_with_its_memory_is_no_memory_figure(tmp_path, text, memory):
    got = claims(tmp_path, text)
    assert [c.surface for c in got if c.metric == "memory"] == memory


@pytest.mark.parametrize("text,models", [
    # a name that carries a parameter count, or a bracketed one right after it, is a model
    ("# 显存\n\nbigscience/T0_3B 全量微调 47.14GB GPU。\n", ["T0_3B"]),
    ("# 显存\n\n作为 LoRA 的旁证：bigscience/T0_3B 全量微调 47.14GB GPU。\n", ["T0_3B"]),
    ("# 显存\n\nmt0-xxl（12B）LoRA 56GB GPU。\n", ["mt0-xxl 12B"]),
    ("# Memory\n\npythia-1.4b needs 6GB at batch size 8.\n", ["pythia-1.4b"]),
])
def test_a_name_with_a_parameter_count_is_a_model(tmp_path, text, models):
    # the figure's model: its condition, or its subject when the sentence names no system
    got = claims(tmp_path, text)
    assert [c.conditions_dict.get("model") or c.subject for c in got if c.metric == "memory"] == models


@pytest.mark.parametrize("text,surfaces", [
    # the baseline a list of multiples is normalised to is no speedup of its own
    ("# Whisper\n\n- 相对速度（以 large 为 1x）：tiny ~10x、base ~7x。\n", ["~10x", "~7x"]),
    ("# Whisper\n\nSpeeds (relative to large = 1x): tiny 10x, base 7x.\n", ["10x", "7x"]),
    # the machine's RAM in a setup is no memory figure of the run; the RAM a run uses is
    ("# Setup\n\nTrain on one GPU with more than 64GB of CPU RAM; it takes 2.5x less time.\n", ["2.5x"]),
    ("# Setup\n\nThe job uses 64GB of RAM.\n", ["64GB"]),
])
def test_what_names_a_setup_or_a_baseline_is_no_figure(tmp_path, text, surfaces):
    assert [c.surface for c in claims(tmp_path, text) if c.kind in ("ratio", "quantity")] == surfaces


@pytest.mark.parametrize("text,tier", [
    # "medium" the model size is no Medium the blogging platform; the platform still is one
    ("# Whisper\n\n- 相对速度：tiny ~10x、medium ~2x。\n", "unknown"),
    ("# Notes\n\nvLLM 吞吐 1,200 tok/s（Medium 博文）。\n", "tertiary"),
])
def test_a_source_keyword_written_as_a_common_word_names_no_source(tmp_path, text, tier):
    assert {c.source.tier for c in claims(tmp_path, text) if c.kind in ("ratio", "quantity")} == {tier}


@pytest.mark.parametrize("text,attribution", [
    # a bracket that names an outlet alone is the figure's attribution (session 14's note: the
    # finding named the file as the source)
    ("# 笔记 2026-12-01\n\nDSpark 在 H100 上吞吐 5,200 tok/s（知乎转载）。\n", "知乎转载"),
    ("# Notes 2026-12-01\n\nDSpark reaches 5,200 tok/s on H100 (Reddit screenshot).\n", "Reddit screenshot"),
    # an aside, or words of a missing link, name no outlet
    ("# 笔记 2026-12-01\n\nDSpark 在 H100 上吞吐 5,200 tok/s（教学用）。\n", None),
    ("# 笔记 2026-12-01\n\n- 据知乎转载（无原文链接），DSpark 实现 \"60% 推理加速\"。\n", "知乎转载（无原文链接）"),
])
def test_a_bracket_naming_an_outlet_is_an_attribution(tmp_path, text, attribution):
    got = [c for c in claims(tmp_path, text) if c.kind in ("quantity", "percent")]
    assert [c.source.attribution for c in got] == [attribution]


@pytest.mark.parametrize("text,expected", [
    # nothing falls by more than 100 %: a multiple written as a percent (held-out set 10, R011)
    ("# 迁移\n\n迁移机制把 P99 TTFT 再压 3.3×，即尾延迟减少约 330%。\n", [("约 330%", "-69.7%")]),
    ("# Scheduling\n\nThe scheduler cuts P99 TTFT by 3.3x, i.e. a 330% reduction.\n", [("330%", "-69.7%")]),
    ("# 显存\n\nKV cache 显存减少 120%。\n", [("120%", "至多 -100%")]),
    # a decrease up to 100 %, and an increase of any size, are possible
    ("# 迁移\n\n迁移机制把 P99 TTFT 再压 3.3×，即尾延迟减少约 70%。\n", []),
    ("# 吞吐\n\nvLLM 吞吐提升 330%。\n", []),
])
def test_a_decrease_of_more_than_the_whole_is_reported(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [(f.locations[0].surface, dict(f.params).get("expected") or dict(f.params).get("expected_zh"))
            for f in found] == expected


@pytest.mark.parametrize("text,expected", [
    # 半 alone before a unit is half of one, its hedge read with it (held-out set 10: "将近半年")
    ("# t\n\n两次发布相隔半年。\n", [("半年", "0.5", "=")]),
    ("# t\n\n修复隔了半个月才合入。\n", [("半个月", "0.5", "=")]),
    ("# t\n\n中间隔了将近半年。\n", [("将近半年", "0.5", "~")]),
    # a period of the year, a share, a report, a word: no duration
    ("# t\n\n2025 年上半年的吞吐提升最多。\n", []),
    ("# t\n\n半年报里没有这个数字；一半的请求走 prefill；半导体供应紧张。\n", []),
])
def test_half_a_unit_is_a_duration(tmp_path, text, expected):
    got = [(c.surface, c.value, c.qualifier) for c in claims(tmp_path, text) if c.metric == "duration"]
    assert got == expected


@pytest.mark.parametrize("text,expected", [
    # the time between two dates, after a gap word (held-out set 10, R003's kind)
    ("# 时间线\n\n2024-06 论文挂 arXiv、2024-07 发布首个版本，中间隔了五个月。\n", ["1 个月"]),
    ("# 时间线\n\n2024-06 论文挂 arXiv、2024-07 发布首个版本，中间隔了将近半年。\n", ["1 个月"]),
    ("# Timeline\n\nThe paper (2024-06) and the release (2024-07) came five months apart.\n", ["1 months"]),
    # right, or no gap word: nothing to check
    ("# 时间线\n\n2024-06 论文挂 arXiv、2024-07 发布首个版本，中间隔了一个月。\n", []),
    ("# 时间线\n\n2023-06 发布，2024-12 上线，相隔一年半。\n", []),
    ("# 时间线\n\n2024-06 论文、2024-07 发布，团队用了五个月写文档。\n", []),
])
def test_a_gap_between_two_dates_is_checked(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [dict(f.params)["expected"] for f in found] == expected


def test_a_p99_is_no_rival_of_a_p50(tmp_path):
    """A fresh-user trial (session 15): "TTFT p50 为 0.12 s，p99 为 310 ms" in one note against
    "TTFT p50 为 120 ms" in another paired the p99 with the p50 (conditions.yaml ``statistic``)."""
    (tmp_path / "a.md").write_text("# A 2026-11-02\n\nSGLang 在 H200 上 TTFT p50 为 0.12 s，p99 为 310 ms"
                                   "（DeepSeek-V3，batch size 64）。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("# B 2026-11-01\n\nSGLang 在 H200 上 TTFT p50 为 120 ms（DeepSeek-V3，batch size 64）。\n"
                                   "\nSGLang 在 H200 上 TTFT p99 为 250 ms（DeepSeek-V3，batch size 64）。\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], as_of=AS_OF, select=["CC201"]).findings
    # the two p99 figures still disagree; the p50s agree (0.12 s = 120 ms)
    assert [sorted(loc.surface for loc in f.locations[:2]) for f in found] == [["250 ms", "310 ms"]]


@pytest.mark.parametrize("confirmation,fires", [
    # "已于 DATE 发布" confirms the promise (a fresh-user trial: the form CC303's page recommends)
    ("SGLang v0.6 已于 2026-09-25 发布。", False),
    ("SGLang v0.6 已于 9 月 25 日发布。", False),
    ("SGLang v0.6 尚未发布。", True),
])
def test_a_release_said_with_its_date_confirms_a_promise(tmp_path, confirmation, fires):
    text = f"笔记 2026-10-20\n\nSGLang 计划于 2026-09 发布 v0.6。\n\n{confirmation}\n"
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    found = claimcheck.check([tmp_path / "note.md"], as_of="2026-10-20", select=["CC303"]).findings
    assert [f.locations[0].line for f in found] == ([3] if fires else [])


@pytest.mark.parametrize("text,lines", [
    # two statements of figures about one name are no item listed twice (a fresh-user trial)
    ("# Inbox\n\n- SGLang on H100, Llama-3-70B, TP=4, batch size 32, FP8: 15,000 tok/s.\n"
     "- SGLang on H100, Llama-3-70B, TP=4, batch size 32, FP16: 11,000 tok/s.\n", []),
    # one item written twice still is
    ("# Links\n\n- [Blog: Training on MI250 at 2x](https://example.org/a)\n- Other post\n"
     "- [Blog: Training on MI250 at 2x](https://example.org/a)\n", [5]),
])
def test_statements_of_figures_about_one_name_are_no_duplicate(tmp_path, text, lines):
    assert [f.locations[0].line for f in report(tmp_path, text, "CC102").findings] == lines
