"""Claim frames (issue 4): subject, metric, conditions, baseline — zh, en, mixed and tables.

One spec table: text → the frame of the claim with the given surface.  Sentences are our own
(invented systems: SlabKV, RingFold, DraftLoom, VeriSpec; real model and chip names).  Each
mistake met in the gold set (tests/gold/frames.jsonl, ``benchmarks/frames_accuracy.py``)
became a row here in its own words.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import claimcheck

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"

# id, text, surface, subject, metric, conditions (exact dict, baseline included)
FRAMES = [
    # -- subjects ------------------------------------------------------------------------
    ("zh-subject-before", "SlabKV 在 H100 上吞吐 1,840 tok/s。", "1,840 tok/s", "SlabKV", "throughput",
     {"hardware": "H100"}),
    ("en-subject-before-model-after", "RingFold reaches 2.3x higher throughput on Llama-70B.", "2.3x", "RingFold",
     "speedup", {"model": "Llama-70B"}),
    ("zh-misspelt-known-name", "增量 3：Continnum（arXiv:2511.02230v7）", "arXiv:2511.02230v7", "Continuum",
     "identifier", {}),
    ("name-before-id-multiword", "已覆盖：TokenRing（2604.03143）、Edge Q4 KV（2603.04428）。", "2603.04428",
     "Edge Q4 KV", "identifier", {}),
    ("name-after-id", "新入库：1528-2609.31093 PISA / 1531-2609.30216 Jev in Wild。", "2609.30216",
     "Jev in Wild", "identifier", {}),
    ("id-aside-after-other-id", "待读：2609.29816（视频脚本）+ 2609.25716（DraftLoom）", "2609.29816", None,
     "identifier", {}),
    ("heading-bracket-name", "增量 2：推理系统六层分类（Burgei，Preprints.org 2026-09-23）", "2026-09-23", "Burgei",
     "date", {}),
    ("model-ranked-on-benchmark", "InferenceBench 排行榜：Claude Fable 5.1 以 9.83× 排名第一。", "9.83×",
     "Claude Fable 5.1", "speedup", {"dataset": "InferenceBench"}),
    ("model-size-of-family", "TurboMind 支持 Llama-2 7B/13B 模型。", "13B", "Llama-2", "parameters", {}),
    ("model-size-named-after", "For the 8B model we use the Meta-Llama-3-8B-Instruct checkpoint.", "8B",
     "Llama-3-8B", "parameters", {}),
    ("chip-memory", "The A100 GPUs in this cluster are 80GB parts.", "80GB", "A100", "memory", {}),
    ("version-list-after-name", "支持 InternVL v1.1, v1.2 与 MiniGemini。", "v1.2", "InternVL", "version", {}),
    ("note-date-has-no-subject", "RingFold 笔记 Sep 28 更新：TTFT 下降。", "Sep 28", None, "date", {}),
    ("release-date-has-its-system", "VeriSpec 计划于 2026-12 发布开源实现。", "2026-12", "VeriSpec", "release_date", {}),
    ("venue-year", "DraftLoom（NeurIPS 2026）提出草稿树剪枝。", "2026", "DraftLoom", "date", {}),
    ("table-topic-cell", "| 2605.17613 | VeriSpec（验证式投机解码） | §3.3 |", "2605.17613", "VeriSpec",
     "identifier", {}),
    ("table-index-row", "| 1 | SlabKV：冷 KV 下沉到 CPU | 2605.11234 | §3 |", "2605.11234", "SlabKV", "identifier", {}),
    # -- conditions ----------------------------------------------------------------------
    ("zh-conditions-tp-bs", "DSpark 在 DeepSeek-V4-Pro TP8 B300 bs=1 达 383.7 tok/s。", "383.7 tok/s", "DSpark",
     "throughput", {"model": "DeepSeek-V4-Pro", "tp": "8", "hardware": "B300", "batch_size": "1"}),
    ("lowercase-tp", "VeriSpec 在 H200 (tp=2) 上 TTFT 为 95 ms。", "95 ms", "VeriSpec", "ttft",
     {"hardware": "H200", "tp": "2"}),
    ("precision-lowercase-and-bit", "SlabKV 4bit 权重下吞吐 2,100 tok/s，bf16 下 1,500 tok/s。", "2,100 tok/s", "SlabKV",
     "throughput", {"precision": "4-bit"}),
    ("precision-baseline-is-not-a-condition", "SlabKV 支持 4-bit 推理，速度是 FP16 的 2.4 倍。", "2.4 倍", "SlabKV",
     "speedup", {"precision": "4-bit", "baseline": "FP16"}),
    ("quantization-method", "- [2024/05] SlabKV 支持 AWQ 4-bit 量化。", "2024/05", "SlabKV", "date",
     {"precision": "4-bit", "quantization": "AWQ"}),
    ("changelog-date-model", "- [2024/07] SlabKV 支持 Llama3.1 8B 和 70B 模型", "2024/07", "SlabKV", "date",
     {"model": "Llama3.1"}),
    ("changelog-date-leading-name", "- [2024/01] DraftLoom 发布，支持多卡推理", "2024/01", "DraftLoom", "release_date", {}),
    ("model-of-another-number", "榜单（Claude Fable 5.1 9.83× + SMAC3 11.53×）", "11.53×", "SMAC3", "speedup", {}),
    ("gpt-oss-family", "SlabKV 在 H800 上推理 openai gpt-oss 模型，性能可达 vLLM 的 1.5倍", "1.5倍", "SlabKV", "speedup",
     {"hardware": "H800", "model": "gpt-oss", "baseline": "vLLM"}),
    # -- baselines -----------------------------------------------------------------------
    ("en-carried-baseline", "RingFold outperforms vLLM, achieving up to 3.1x higher throughput.", "up to 3.1x",
     "RingFold", "speedup", {"baseline": "vLLM"}),
    ("zh-carried-baseline", "DraftLoom 优于 Medusa，解码提速 1.7 倍。", "1.7 倍", "DraftLoom", "speedup",
     {"baseline": "Medusa"}),
    ("carried-baseline-not-past-own-number", "VeriSpec 比 EAGLE-3 快 20%，DraftLoom 提速 1.4 倍。", "1.4 倍", "DraftLoom",
     "speedup", {}),
    # -- a multiple with a size comparative and a noun multiplies that thing: no speedup ------
    ("en-larger-batch-sizes-no-speedup", "KVPipe's gains come from 4× larger batch sizes enabled by EP.", "4×",
     "KVPipe", None, {}),
    ("en-larger-models-no-speedup", "KVPipe now serves 2x bigger models.", "2x", "KVPipe", None, {}),
    ("en-larger-throughput-is-a-speedup", "KVPipe gives 2x larger throughput than vLLM.", "2x", "KVPipe", "speedup",
     {"baseline": "vLLM"}),
    # -- a bracket listing figures: each keeps its own part's settings (held-out 4, L011) ---
    ("en-bracket-list-second", "KVPipe is faster (2.7x for Llama 8B on 1xH100, 1.8x for Llama 70B on 4xH100).",
     "1.8x", "KVPipe", "speedup", {"model": "Llama 70B", "hardware": "H100", "gpus": "4"}),
    ("en-bracket-list-first", "KVPipe is faster (2.7x for Llama 8B on 1xH100, 1.8x for Llama 70B on 4xH100).",
     "2.7x", "KVPipe", "speedup", {"model": "Llama 8B", "hardware": "H100", "gpus": "1"}),
    ("en-range-over-a-bracket-list", "KVPipe is 1.8-2.7x, which is +80% to +170% by model (2.7x for Llama 8B on 1xH100, "
     "1.8x for Llama 70B on 4xH100).", "+80% to +170%", "KVPipe", "speedup", {}),
    ("zh-bracket-aside-stays-with-its-figure", "KVPipe 吞吐 383.7 tok/s（TP8，B300，bs=1）。", "383.7 tok/s", "KVPipe",
     "throughput", {"tp": "8", "hardware": "B300", "batch_size": "1"}),
    ("zh-bracket-of-one-figure", "KVPipe 提速（2.7x，Llama 8B，1xH100）。", "2.7x", "KVPipe", "speedup",
     {"model": "Llama 8B", "hardware": "H100", "gpus": "1"}),
    # -- a setup before a colon holds for every figure after it (dev draft 07) --------------
    ("zh-setup-colon-second-figure", "Llama-2 70B、4×A100-80GB、相同 9 秒延迟：SlabKV 1.36 rps，RingFold 0.67 rps，约 2 倍。",
     "0.67 rps", "RingFold", "request_rate", {"model": "Llama-2 70B", "hardware": "A100", "gpus": "4"}),
    ("en-setup-colon-second-figure", "On Llama 8B with 8xH100: SlabKV 3,100 tok/s, RingFold 2,400 tok/s.",
     "2,400 tok/s", "RingFold", "throughput", {"model": "Llama 8B", "hardware": "H100", "gpus": "8"}),
    # ... and so does a table named before 表中/榜单上 (held-out set 5: EAGLE2's 2.36x of the 7B
    # table read as swapped with the 13B table's EAGLE-3 figure)
    ("zh-setup-scope-second-figure", "Vicuna-7B 表中 SlabKV（2.07x）排第三，仅次于 RingFold（2.36x）。",
     "2.36x", "RingFold", "speedup", {"model": "Vicuna-7B"}),
    ("zh-setup-scope-leaderboard", "A100 榜单上 SlabKV（2.07x）第一，RingFold（1.36x）第二。",
     "1.36x", "RingFold", "speedup", {"hardware": "A100"}),
]


@pytest.mark.parametrize("text,surface,subject,metric,conditions", [r[1:] for r in FRAMES], ids=[r[0] for r in FRAMES])
def test_frame(text, surface, subject, metric, conditions):
    claims = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == surface]
    assert len(claims) == 1, [c.surface for c in claimcheck.extract_text(text, doc_date="2026-09-28")]
    c = claims[0]
    assert (c.subject, c.metric, dict(c.conditions)) == (subject, metric, conditions)


def test_model_family_names_stop_before_a_size_claim():
    from claimcheck.frames.entities import EntityResolver
    from claimcheck.resources import load_resources
    resolver = EntityResolver(load_resources())
    text = "支持 Qwen1.5-MOE、internlm2-20b、Kimi K3 与 Llama-2 7B"
    size = text.index("7B")
    found = [(m.surface, m.type) for m in resolver.mentions(text, exclude=[(size, size + 2)])]
    assert found == [("Qwen1.5-MOE", "model"), ("internlm2-20b", "model"), ("Kimi K3", "model"), ("Llama-2", "model")]
    # a family inside a longer word, or a known org alone, is no model
    assert [(m.surface, m.type) for m in resolver.mentions("Phil 与 DeepSeek 的 Grokking")] == [("DeepSeek", "org")]


def test_a_misspelt_name_keeps_its_surface_and_takes_the_known_entity():
    text = "### 增量 3：Continnum（arXiv:2511.02230）\n- 多轮 Agent 下 TTFT 降到 120 ms。\n"
    claim = next(c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == "120 ms")
    assert (claim.subject, claim.subject_surface) == ("Continuum", "Continnum")


@pytest.mark.parametrize("heading,subject", [
    # a Chinese name and its Latin spelling side by side name one system (held-out set 7)
    ("增量 1：赤兔 Chitu — DeepSeek-R1 在 A800 上的实测", "Chitu"),
    # a common English word beside its Chinese is a heading word, not a name
    ("增量 2：背景 Background — 说明", None),
    ("增量 2：方法 Methods — 说明", None),
])
def test_a_heading_names_a_system_by_its_chinese_and_latin_names(heading, subject):
    text = f"### {heading}\n- 吞吐为 29.8 token/s。\n"
    claim = next(c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == "29.8 token/s")
    assert claim.subject == subject


@pytest.mark.parametrize("text,surface", [
    # memory kinds and operating systems name no system (batch-14 airllm.md, awesome-llm-inference's FFPA row)
    ("the 3.72GB VRAM peak of Kimi K3", "3.72GB"),
    ("[2023/12/25] v2.8.2: Support MacOS running 70B large language models.", "70B"),
    ("FFPA: Faster Flash Prefill Attention with O(1) SRAM complexity, ~1.5x faster than SDPA", "~1.5x"),
    # generic README words (batch-15)
    ("Parse documents with SOTA OCR for 130+ formats.", "130+ formats"),
    ("Get a hosted DB running in under 30 seconds.", "under 30 seconds"),
])
def test_memory_kinds_and_operating_systems_are_no_subjects(text, surface):
    claim = next(c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == surface)
    assert claim.subject not in ("VRAM", "MacOS", "SRAM", "SOTA", "OCR", "DB")


@pytest.mark.parametrize("text,metric,baseline", [
    # 同 before 条件 is "the same", not "with"; 条 inside 条件 is no count word (a fresh user's note)
    ("同条件下 SGLang 相比 vLLM 提升 2 倍。", "speedup", "vLLM"),
    ("相同条件下 SGLang 相比 vLLM 提升 2 倍。", "speedup", "vLLM"),
    ("同 vLLM 相比，SGLang 提升 2 倍。", "speedup", "vLLM"),
])
def test_tong_tiaojian_is_the_same_setup_not_a_baseline(text, metric, baseline):
    [c] = [c for c in claimcheck.extract_text(text, doc_date="2026-11-06") if c.kind == "ratio"]
    assert (c.subject, c.metric, c.baseline) == ("SGLang", metric, baseline)


def test_look_alike_names_are_not_merged():
    from claimcheck.frames.entities import EntityResolver
    from claimcheck.resources import load_resources
    resolver = EntityResolver(load_resources())
    assert resolver.likely_known("SageAttention") is None      # shares "Attention" with PagedAttention
    assert resolver.likely_known("EAGLE-4") is None            # a family member, not a typo
    assert resolver.likely_known("SGLnag") == ("SGLang", "engine")


@pytest.mark.skipif(not (SHARED / "seed").is_dir(), reason="needs ../shared")
def test_frames_accuracy_on_the_gold_set_stays_above_the_floor(tmp_path):
    """benchmarks/frames_accuracy.py on tests/gold/frames.jsonl (223 hand-labelled claims).
    The floor is the measured value at the time of writing minus a small margin; raise it
    when the frames improve."""
    out = tmp_path / "frames.json"
    subprocess.run([sys.executable, str(ROOT / "benchmarks" / "frames_accuracy.py"), "--json", str(out)],
                   capture_output=True, text=True, check=True)
    total = json.loads(out.read_text(encoding="utf-8"))["all"]
    assert total["recall"] >= 0.95
    assert total["subject"] >= 0.86
    assert total["metric"] >= 0.93
    assert total["conditions_exact"] >= 0.94


# rows from the held-out set's lessons (tests/gold/frames_heldout.jsonl), in our own words
HELD_OUT_LESSONS = [
    # (峰值时, "at the peak": a peak figure, never a typical one's rival; session 33)
    ("zh-token-and-query-units", "峰值时有效吞吐为 0.7 查询/秒，SLA 为 5 令牌/秒。", "0.7 查询/秒", None, "request_rate",
     {"statistic": "peak"}),
    ("chip-with-memory-suffix", "在 Llama-2 70B 运行于 8 个 H100x80GB 的情况下，SlabKV 吞吐提升 2 倍。", "2 倍", "SlabKV",
     "speedup", {"model": "Llama-2 70B", "hardware": "H100", "gpus": "8"}),
    ("count-of-chips", "集群共 16 个 A100-80GB。", "16 个", None, "count", {"hardware": "A100"}),
    ("acronym-plural-is-no-name", "The SLAs require 60 tokens/sec per rank.", "60 tokens/sec", None, "throughput",
     {"scope": "per_rank"}),
    ("table-cell-with-note-and-per-header", "| 方案 | Throughput (tokens/sec) Per Rank |\n|---|---|\n| SlabKV | 51.0 (baseline) |",
     "51.0", "SlabKV", "throughput", {"scope": "per_rank"}),
]


@pytest.mark.parametrize("text,surface,subject,metric,conditions", [r[1:] for r in HELD_OUT_LESSONS],
                         ids=[r[0] for r in HELD_OUT_LESSONS])
def test_frame_held_out_lessons(text, surface, subject, metric, conditions):
    test_frame(text, surface, subject, metric, conditions)


def test_a_changelog_headline_without_settings_takes_them_from_the_item():
    text = "- [2024/04] SlabKV 引擎升级。[internlm2-20b](https://example.org/m) 推理速度提升 1.8 倍\n"
    date = next(c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.kind == "date")
    assert (date.subject, dict(date.conditions)) == ("SlabKV", {"model": "internlm2-20b"})


def test_a_measure_of_nothing_known_takes_no_document_subject():
    text = "SlabKV 吞吐 1,800 tok/s。\n\n" * 6 + "提示长度服从正态分布，方差为 30%。\n"
    claims = claimcheck.extract_text(text, doc_date="2026-09-28")
    assert {c.surface: c.subject for c in claims} == {"1,800 tok/s": "SlabKV", "30%": None}


@pytest.mark.parametrize("sentence,surface,subject", [
    # an illustration about an unnamed system: no subject from the section (held-out 3, cs07)
    ("方法论里关于 boundary effect 的例子：恒定 10RPS 的系统，在 30s 的 benchmark 里可能被测成 7.5RPS。", "10RPS", None),
    ("For instance, a system ingesting a constant 10RPS would be measured at 7.5RPS.", "7.5RPS", None),
    ("假设一个引擎吞吐 1,000 tok/s。", "1,000 tok/s", None),
    # "该系统" is the system named before; an example that names its system keeps it
    ("举例来说，该系统吞吐 1,000 tok/s。", "1,000 tok/s", "SlabKV"),
    ("For example, on ShareGPT the server reaches 1,000 tok/s.", "1,000 tok/s", "SlabKV"),
    ("例如 RingFold 系统吞吐 1,000 tok/s。", "1,000 tok/s", "RingFold"),
    # no illustration word: the section's system
    ("系统吞吐 1,000 tok/s。", "1,000 tok/s", "SlabKV"),
])
def test_an_illustration_about_an_unnamed_system_takes_no_subject(sentence, surface, subject):
    text = "## SlabKV\n\nSlabKV 吞吐 1,800 tok/s。\n\n" + sentence + "\n"
    claims = {c.surface: c for c in claimcheck.extract_text(text, doc_date="2026-09-28")}
    assert claims[surface].subject == subject


@pytest.mark.parametrize("sentence,surface,subject,baseline", [
    # "X 的 <absolute figure>" is X's own figure (held-out 3: a false CC201 against the baseline's)
    ("- EAGLE-3 的 373.25 tokens/s 是不开投机（158.34）的约 2.36 倍。", "373.25 tokens/s", "EAGLE-3", None),
    ("- RingFold 的 TTFT 为 120 ms。", "120 ms", "RingFold", None),
    # before a relative figure it is still the baseline
    ("- 吞吐是 RingFold 的 1.8 倍。", "1.8 倍", "SlabKV", "RingFold"),
    ("- 显存占用是 RingFold 的 80%。", "80%", "SlabKV", "RingFold"),
    # a relative figure that a copula follows is its owner's: "RingFold 的 2.38x 约为 …"
    ("- RingFold 的 2.38x 约为 DraftLoom 1.13x 的 2.1 倍。", "2.38x", "RingFold", None),
])
def test_a_name_before_de_is_a_baseline_only_of_a_relative_figure(sentence, surface, subject, baseline):
    text = "## SlabKV\n\nSlabKV 吞吐 1,800 tok/s。\n\n" + sentence + "\n"
    claim = {c.surface: c for c in claimcheck.extract_text(text, doc_date="2026-09-28")}[surface]
    assert (claim.subject, dict(claim.conditions).get("baseline")) == (subject, baseline)


def test_a_requirement_is_flagged_and_takes_no_subject_from_around_it():
    text = "## SlabKV\n\nSlabKV 吞吐 1,800 tok/s；提示延迟的 SLA 定义为 2 秒，即 512 令牌/秒。\n"
    claims = {c.surface: c for c in claimcheck.extract_text(text, doc_date="2026-09-28")}
    assert claims["1,800 tok/s"].subject == "SlabKV" and not claims["1,800 tok/s"].has_flag("requirement")
    assert (claims["2 秒"].subject, claims["2 秒"].has_flag("requirement")) == (None, True)


def test_a_context_length_takes_no_chip_or_parallelism():
    [claim] = [c for c in claimcheck.extract_text("在 16 张 H200 上，输入长度 65,536 tokens（TP8）。",
                                                  doc_date="2026-09-28") if c.surface == "65,536 tokens"]
    assert (claim.metric, dict(claim.conditions)) == ("context_length", {})


@pytest.mark.parametrize("text,attribution", [
    ("DraftLoom reaches 2.1x, according to a forum screenshot (no model, batch size or chip given).",
     "a forum screenshot"),
    ("据 知乎 转载称 DraftLoom 提速 2.1x。", "知乎 转载"),
])
def test_attribution_is_cut_at_a_verb_of_saying_and_keeps_no_open_aside(text, attribution):
    [claim] = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == "2.1x"]
    assert (claim.source.attribution, claim.source.tier) == (attribution, "tertiary")


MENTION_TEXTS = [
    "SGLang 比 vLLM 快 30%，在 8×H100 (A100x80GB, H100-80G) 上跑 Llama-3-8B 与 Qwen1.5-MOE", "Deepseek V4 Pro 与 DeepSeek-V4-Pro",
    "Continnum 的 VeriCache 和 SMAC3 用了 TP8、bs=1", "Llama 2 7B, GPT-4o, InternVL2.5 and Mistral-7B-v0.1 on an RTX 4090",
    "plain words only", "",
]


def test_known_names_are_found_once_per_text_and_the_same_as_fresh():
    """The listed names of a text are searched once, however often the text is read (its
    names, its claims' subjects), and every answer equals a fresh resolver's."""
    from claimcheck.frames.entities import EntityResolver
    from claimcheck.resources import load_resources
    res = load_resources()
    warm, fresh = EntityResolver(res), EntityResolver(res)
    searched = []

    class Counting:
        def __init__(self, pattern):
            self.pattern = pattern

        def finditer(self, text):
            searched.append(text)
            return self.pattern.finditer(text)

    warm._known = Counting(warm._known)
    spans = [(0, 6), (20, 24)]
    for _ in range(3):
        for text in MENTION_TEXTS:
            assert warm.mentions(text) == EntityResolver(res).mentions(text)
            assert warm.mentions(text, exclude=spans) == fresh.mentions(text, exclude=spans)
            assert warm.mentions(text, discover=False) == fresh.mentions(text, discover=False)
    assert sorted(searched) == sorted(MENTION_TEXTS)
    assert [m.surface for m in warm.mentions(MENTION_TEXTS[0])][:3] == ["SGLang", "vLLM", "H100"]


def test_first_letter_classes_keep_every_name_pattern_the_same():
    """The known-name, chip and family patterns behind a class of their first letters match
    exactly where the plain alternations do."""
    import re
    from claimcheck.frames.entities import EntityResolver
    from claimcheck.resources import load_resources
    er = EntityResolver(load_resources())
    for pattern in (er._known, er._chip, er._family):
        assert pattern.pattern.startswith("(?=[")
        plain = re.compile(pattern.pattern[pattern.pattern.index("])") + 2:], pattern.flags)
        for text in MENTION_TEXTS + [t.lower() for t in MENTION_TEXTS] + [t.upper() for t in MENTION_TEXTS]:
            assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)]


def test_attribution_patterns_run_once_per_clause():
    """Two claims of one clause share its attribution: the patterns run for the clause once;
    a second extraction with the same extractor (answers kept) equals a fresh one."""
    from claimcheck.frames.extractor import Extractor
    from claimcheck.text.ingest import Document
    text = "据 CSDN 称，VeriCache 达 383.7 tok/s、延迟 12 ms。\n"
    ex = Extractor()
    calls = []

    class Counting:
        def __init__(self, pattern):
            self.pattern = pattern

        def finditer(self, s):
            calls.append(s)
            return self.pattern.finditer(s)

    ex.frames.att_paren = Counting(ex.frames.att_paren)
    claims = ex.extract(Document("a.md", text, "2026-09-28")).claims
    assert [(c.surface, c.source.attribution, c.source.tier) for c in claims] == \
        [("383.7 tok/s", "CSDN", "tertiary"), ("12 ms", "CSDN", "tertiary")]
    # the clause itself, then the sentence before it (where 据 CSDN 称 is): two scopes, once
    assert calls == ["VeriCache 达 383.7 tok/s、延迟 12 ms。", "据 CSDN 称,"]  # normalised: ，→ ,
    again = ex.extract(Document("a.md", text, "2026-09-28")).claims
    fresh = Extractor().extract(Document("a.md", text, "2026-09-28")).claims
    assert [c.to_json() for c in again] == [c.to_json() for c in fresh] == [c.to_json() for c in claims]
    assert len(calls) == 2


def test_compatible_metrics_kept_per_kind_and_unit_equal_a_fresh_answer():
    """The metrics a hit allows are worked out once per (kind, bare_scaled, direction, unit)."""
    from claimcheck.frames.extractor import shared_extractor as _extractor
    from claimcheck.extraction.hit import Hit
    frames = _extractor(None).frames
    hits = [Hit(0, 1, "quantity", pint_unit=u) for u in ("tok/s", "ms", "GB", "dollar / token", "no-such-unit", None)]
    hits += [Hit(0, 1, "percent"), Hit(0, 1, "percent", direction="up"), Hit(0, 1, "ratio"),
             Hit(0, 1, "count"), Hit(0, 1, "count", flags=["bare_scaled"])]
    first = [frames._compatible_metrics(h) for h in hits]
    assert first == [frames._compatible_metrics_of(h) for h in hits]
    assert first == [frames._compatible_metrics(h) for h in hits]
    assert first[0] and first[-1] == ["context_length", "parameters", "count"] and first[4] == []
    first[0].append("mutated")
    assert "mutated" not in frames._compatible_metrics(hits[0])


def test_confirmation_search_answers_as_the_confirmation_pattern():
    """is_confirmation's grouped search says yes exactly where the claim-frame pattern
    (``confirm``, one alternation) finds a confirmation word."""
    from claimcheck.frames.extractor import shared_extractor as _extractor
    frames = _extractor(None).frames
    words = [str(w) for w in frames.res.grammar["confirmation_words"]]
    texts = [f"PrefixFlow {w} 了" for w in words] + [f"x{w}y" for w in words] + [w.upper() for w in words]
    texts += ["plain text", "", "已确认", "released", "unreleased yet"]
    answers = [frames.is_confirmation(t) for t in texts]
    assert answers == [bool(frames.confirm.search(t)) for t in texts]
    assert all(answers[:len(words)])


def test_memos_keep_no_long_text():
    """A long text or token is answered without being kept (memory stays bounded on huge lines)."""
    from claimcheck.frames.entities import MEMO_MAX_TEXT, EntityResolver
    from claimcheck.resources import load_resources
    er = EntityResolver(load_resources())
    long_text = "SGLang " + "x" * MEMO_MAX_TEXT + " Qwen3Next"
    assert [m.surface for m in er.mentions(long_text)] == ["SGLang", "Qwen3Next"]
    assert er._known_memo == {} and er._discover_memo == {} and long_text not in er._shape_memo
    assert [m.surface for m in er.mentions("SGLang and vLLM")] == ["SGLang", "vLLM"]
    assert list(er._known_memo) == ["SGLang and vLLM"]
    from claimcheck.api import shared_extractor
    grammar = shared_extractor().grammar
    assert grammar.normalise_text("**" + long_text) == "  " + long_text and "**" + long_text not in grammar._normal_memo
    assert grammar.normalise_text("**2.4x**") == "  2.4x  " == grammar._normal_memo["**2.4x**"]


def test_attributions_found_from_their_verbs_equal_the_patterns_own_matches():
    """_after_verb_matches (linear: from each verb backwards) yields exactly the matches of the
    att_after pattern's finditer (which tries 80 characters at every position), on texts built
    at random (fixed seed) from attribution words, verbs, separators and figures."""
    import random

    from claimcheck.frames.extractor import shared_extractor as _extractor

    frames = _extractor(None).frames
    words = ["据", "CSDN", "称", "，", "Reddit", "post", "reports", "said", "a", "according", "知乎", "转载",
             "显示", " ", "。", "vLLM", "383.7 tok/s", "according to", "the", "blog", "：", "“", "”", "1.8x",
             "x" * 90]
    rng = random.Random(3)
    for _ in range(2000):
        text = "".join(rng.choice(words) + rng.choice(["", " "]) for _ in range(rng.randint(1, 40)))
        want = [(m.start("a"), m.end("a")) for m in frames.att_after.finditer(text)]
        got = [(m.start("a"), m.end("a")) for m in frames._after_verb_matches(text)]
        assert got == want, text


# -- issue 14: sources are sources ---------------------------------------------------------
@pytest.mark.parametrize("text,surface,attribution", [
    ("RingFold serves 22,300 tokens per second per node for 4K inputs.", "22,300 tokens per second", None),
    ("SlabKV reaches 1.36 requests per second (RPS) compared to 0.67 for vLLM.", "1.36 requests per second", None),
    ("DraftLoom reaches 2.1x, 60 tokens per second per rank.", "60 tokens per second", None),
    ("Per the paper, DraftLoom reaches 2.1x.", "2.1x", "the paper"),
    ("DraftLoom reaches 2.1x per NVIDIA's blog.", "2.1x", "NVIDIA's blog"),
    ("感谢 Mooncake 团队，SlabKV 提速 1.8 倍，向两个团队表示感谢。", "1.8 倍", None),
    ("据 CSDN 称 SlabKV 提速 1.8 倍。", "1.8 倍", "CSDN"),
    ("SlabKV 提速 1.8 倍, per 知乎 repost.", "1.8 倍", "知乎 repost"),
])
def test_an_attribution_names_a_source_never_a_unit_or_scope(text, surface, attribution):
    [claim] = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == surface]
    assert claim.source.attribution == attribution


# -- issue 14: claim role — results vs settings --------------------------------------------
# id, text, surface, role, conditions (exact dict) of that claim; a None role: no claim at all
ROLES = [
    ("en-rate-at-which-latency-measured", "TPOT measured at 32 QPS is 20 ms.", "32 QPS", "setting", {}),
    ("en-latency-takes-its-rate", "TPOT measured at 32 QPS is 20 ms.", "20 ms", "result", {"request_rate": "32"}),
    ("zh-rate-setting", "请求速率 4 QPS 时 VeriSpec 的 TTFT 为 120 ms。", "120 ms", "result", {"request_rate": "4"}),
    ("en-measured-rate-is-a-result", "SlabKV reaches 1.36 rps at 9 seconds latency.", "1.36 rps", "result", {}),
    ("zh-nodes-are-a-setting", "SlabKV 在 8 个节点上吞吐 23.7 查询/秒。", "8 个", "setting", {}),
    ("zh-result-takes-nodes", "SlabKV 在 8 个节点上吞吐 23.7 查询/秒。", "23.7 查询/秒", "result", {"nodes": "8"}),
    ("en-replicas", "With 16 replicas RingFold reaches 23.7 queries/sec.", "16 replicas", "setting", {}),
    ("zh-runs", "结果为 5 次运行的平均值，SlabKV 提速 1.8 倍。", "1.8 倍", "result", {"runs": "5"}),
    ("en-mean-over-runs-is-no-speedup", "Results are the mean over 3 runs: RingFold reaches 2.4x.", "2.4x", "result",
     {"runs": "3"}),
    ("en-product-of-chip-counts", "RingFold runs on 4 x 8 x H100 and reaches 2.4x.", "2.4x", "result",
     {"gpus": "32", "hardware": "H100"}),
    ("en-chip-product-is-no-speedup", "RingFold runs on 9×8×H100.", "9×", None, None),
    ("en-consumer-chip-count", "DraftLoom on 2×3090 GPUs reaches 35 tok/s.", "35 tok/s", "result",
     {"gpus": "2", "hardware": "RTX 3090"}),
    ("en-link-count-is-no-speedup", "The fabric is 8×400 Gbps.", "8×", None, None),
    ("en-chip-name-is-no-count", "Inference runs on RTX 3090 GPUs at fp16.", "3090 GPUs", None, None),
    ("en-lengths-are-settings", "With input length of 2,000 tokens and output length of 100 tokens, SlabKV reaches 1,200 tok/s.",
     "2,000 tokens", "setting", {}),
    ("en-result-takes-lengths", "With input length of 2,000 tokens and output length of 100 tokens, SlabKV reaches 1,200 tok/s.",
     "1,200 tok/s", "result", {"input_length": "2000", "output_length": "100"}),
    ("en-spec-window-is-a-setting", "With a 3-token MTP window, VeriSpec achieves 81.5 tokens/sec.", "3-token", "setting",
     {"mtp": "on"}),
    ("mixed-chip-count-setting", "DraftLoom 使用 4 个 A100 GPU，吞吐 1.2 rps。", "4 个", "setting", {"hardware": "A100"}),
    ("zh-mean-occupancy-is-a-result", "平均占用 226.75 nodes。", "226.75 nodes", "result", {}),
]


@pytest.mark.parametrize("text,surface,role,conditions", [r[1:] for r in ROLES], ids=[r[0] for r in ROLES])
def test_claim_role(text, surface, role, conditions):
    claims = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == surface]
    if role is None:
        assert claims == []
        return
    assert len(claims) == 1, [c.surface for c in claimcheck.extract_text(text, doc_date="2026-09-28")]
    assert (claims[0].role, dict(claims[0].conditions)) == (role, conditions)
    assert claims[0].to_json()["role"] == role


# -- issue 14: scope, phase and feature toggles are conditions ------------------------------
# id, text, surface, the conditions of that claim that are checked (a subset: key → value or None)
SCOPES_AND_TOGGLES = [
    ("en-per-gpu-unit-output", "SlabKV reaches 2,048 tok/s/GPU output and 1,900 tok/s/GPU total.", "2,048 tok/s",
     {"scope": "per_gpu", "phase": "output"}),
    ("en-per-gpu-unit-total", "SlabKV reaches 2,048 tok/s/GPU output and 1,900 tok/s/GPU total.", "1,900 tok/s",
     {"scope": "per_gpu", "phase": "total"}),
    ("en-prefill-per-node", "RingFold 22.3k tokens/s per node for prefill, 14.8k tokens/s per node for decode.",
     "22.3k tokens/s", {"scope": "per_node", "phase": "prefill"}),
    ("en-decode-per-node", "RingFold 22.3k tokens/s per node for prefill, 14.8k tokens/s per node for decode.",
     "14.8k tokens/s", {"scope": "per_node", "phase": "decode"}),
    ("en-input-output-one-clause", "Each node delivers 73.7k tokens/s input during prefilling or 14.8k tokens/s output "
     "during decoding.", "14.8k tokens/s", {"phase": "output"}),
    ("zh-per-card-per-node", "SlabKV 单卡吞吐 1,800 tok/s，每节点 14,400 tok/s。", "14,400 tok/s", {"scope": "per_node"}),
    ("zh-single-card", "SlabKV 单卡吞吐 1,800 tok/s，每节点 14,400 tok/s。", "1,800 tok/s", {"scope": "per_gpu", "gpus": None}),
    # 单卡 / single GPU names a one-GPU setup (gpus 1, comparable with unscoped figures); 每卡 / per
    # GPU, or 单卡 right before a metric noun ("单卡吞吐"), names the per-GPU figure (scope)
    ("zh-single-card-test-is-a-setup", "L4 单卡小测试：DSpark 吞吐 40 tok/s。", "40 tok/s",
     {"scope": None, "gpus": "1", "hardware": "L4"}),
    ("zh-on-a-single-card", "在单卡 A100 上，FooServe 达到 900 tok/s。", "900 tok/s", {"scope": None, "gpus": "1"}),
    ("en-on-a-single-gpu", "On a single GPU, FooServe reaches 900 tok/s.", "900 tok/s", {"scope": None, "gpus": "1"}),
    ("en-single-gpu-throughput-is-per-gpu", "Single-GPU throughput of BazServe is 700 tok/s.", "700 tok/s",
     {"scope": "per_gpu", "gpus": None}),
    ("zh-per-card-is-per-gpu", "FooServe 每卡吞吐 900 tok/s。", "900 tok/s", {"scope": "per_gpu", "gpus": None}),
    ("zh-single-machine-setup", "单机 8 卡部署，BarServe 吞吐 12,000 tok/s。", "12,000 tok/s",
     {"scope": None, "nodes": "1", "gpus": "8"}),
    ("zh-single-machine-throughput-is-per-node", "QuxServe 单机吞吐 5,000 tok/s。", "5,000 tok/s",
     {"scope": "per_node", "nodes": None}),
    ("en-input-length-is-no-phase", "RingFold TTFT of 310 ms on 2×H100, TP2, 8K input, bs=1.", "310 ms",
     {"phase": None, "input_length": "8K"}),
    ("zh-overall-is-no-scope", "KVPipe 整体吞吐为 11,600 tok/s。", "11,600 tok/s", {"scope": None}),
    ("en-price-per-million-tokens", "R1 pricing: $0.14/M input tokens (cache hit), $0.55/M input tokens (cache miss).",
     "$0.55/M input tokens", {"per_tokens": None, "phase": "input", "cache": "miss"}),
    ("en-revenue-is-no-price-per-token", "The total daily revenue would be $562,027.", "$562,027",
     {"per_tokens": None, "cache": None}),
    # one canonical denominator however it is written (conditions.yaml pattern_values), so prices compare
    ("zh-price-per-million", "SlabKV 的价格为每百万 tokens 2 元，缓存命中时更低。", "2 元", {"per_tokens": "M"}),
    # a price whose unit carries its denominator needs no per_tokens setting (it is normalised)
    ("en-price-per-million-words", "SlabKV output price is $2.5 per million tokens.", "$2.5 per million tokens",
     {"per_tokens": None, "output_length": None}),
    # a digit glued to a letter belongs to a name: "DeepSeek-R1 output" is no output length of 1
    ("en-model-name-digit-is-no-length", "DeepSeek-R1 output price: $2.19/M tokens.", "$2.19/M tokens",
     {"output_length": None}),
    ("zh-model-name-digit-is-no-length", "Qwen2 输入 8K 时 TTFT 为 310 ms。", "310 ms", {"input_length": "8K"}),
    ("en-the-system-is-no-scope", "The system achieves 51 tokens/sec.", "51 tokens/sec", {"scope": None, "phase": None}),
    ("en-no-mtp-baseline", "As baseline, with no MTP and no overlap scheduling, the system achieves an output "
     "throughput of 51 tokens/sec per rank.", "51 tokens/sec",
     {"mtp": "off", "overlap": "off", "scope": "per_rank", "phase": "output"}),
    ("en-mtp-window", "With a 3-token MTP window and topk=1, VeriSpec achieves 81.5 tokens/sec per rank.",
     "81.5 tokens/sec", {"mtp": "on", "spec_tokens": "3"}),
    ("en-enabled-after", "When MTP is enabled, SlabKV reaches 90 tok/s.", "90 tok/s", {"mtp": "on"}),
    ("zh-off-and-on", "不开启 MTP 时吞吐 51 tok/s，开启 MTP 后吞吐 81.5 tok/s。", "51 tok/s", {"mtp": "off"}),
    ("zh-on-after-off", "不开启 MTP 时吞吐 51 tok/s，开启 MTP 后吞吐 81.5 tok/s。", "81.5 tok/s", {"mtp": "on"}),
    ("mixed-wo", "DraftLoom w/o CUDA graph: 40 tok/s。", "40 tok/s", {"cuda_graph": "off"}),
    ("zh-default-on", "默认开启前缀缓存，TTFT 为 120 ms。", "120 ms", {"prefix_cache": "on"}),
]


@pytest.mark.parametrize("text,surface,expected", [r[1:] for r in SCOPES_AND_TOGGLES],
                         ids=[r[0] for r in SCOPES_AND_TOGGLES])
def test_scope_phase_and_toggles_are_conditions(text, surface, expected):
    claims = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == surface]
    assert len(claims) == 1, [c.surface for c in claimcheck.extract_text(text, doc_date="2026-09-28")]
    conds = claims[0].conditions_dict
    assert {k: conds.get(k) for k in expected} == expected


@pytest.mark.parametrize("text,surface,key,value", [
    ("RingFold reaches 52.3k input tokens per second per node.", "52.3k input tokens", "input_length", None),
    ("In a larger setting (256 sequences, 2,000 input length), SlabKV achieves 22,282 tokens/sec.", "256 sequences",
     "input_length", "2,000"),
    ("SlabKV achieves 22,282 tokens/sec per node for 2K inputs.", "22,282 tokens/sec", "input_length", "2K"),
    ("We deploy a total of 16 H200 GPUs.", "16", "gpus", "16"),
])
def test_lengths_read_whole_numbers_and_no_throughput(text, surface, key, value):
    got = {c.surface: c for c in claimcheck.extract_text(text, doc_date="2026-09-28")}
    if surface in got:
        assert got[surface].conditions_dict.get(key) == value
    else:
        assert value is None


# -- issue 14: what is never a subject; product variants are distinct -----------------------
NEVER_SUBJECTS = [
    ("en-dataset-is-a-condition", "As high QPS, we see 1.4x slowdown Llama3-70B on ShareGPT with 4xH100.", "1.4x",
     "Llama-3-70B", {"dataset": "ShareGPT", "gpus": "4", "hardware": "H100", "request_rate": "high"}),
    ("en-benchmark-dataset", "SlabKV on MT-Bench reaches 2.1x.", "2.1x", "SlabKV", {"dataset": "MT-Bench"}),
    ("en-interconnect-is-no-subject", "The fabric is 8×400 Gbps RoCE.", "400 Gbps", None, {}),
    # (OSL is the output length, a condition since session 34: trial 34's "ISL 1K / OSL 512")
    ("en-test-term-is-no-subject", "With OSL 256, TPOT is 20 ms.", "20 ms", None, {"output_length": "256"}),
    ("zh-variant-in-own-clause", "MiniCPM4.1 吞吐 80 tok/s，MiniCPM4 吞吐 60 tok/s。", "60 tok/s", "MiniCPM4", {}),
    ("zh-variant-first", "MiniCPM4.1 吞吐 80 tok/s，MiniCPM4 吞吐 60 tok/s。", "80 tok/s", "MiniCPM4.1", {}),
    ("mixed-lite-variant", "DeepSeek-V2-Lite 吞吐 1,200 tok/s，DeepSeek-V2 吞吐 900 tok/s。", "900 tok/s", "DeepSeek-V2", {}),
]


@pytest.mark.parametrize("text,surface,subject,conditions", [r[1:] for r in NEVER_SUBJECTS],
                         ids=[r[0] for r in NEVER_SUBJECTS])
def test_never_a_subject_and_variants_are_distinct(text, surface, subject, conditions):
    [claim] = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == surface]
    assert (claim.subject, claim.conditions_dict) == (subject, conditions)


# -- issue 14: conditions from the document's structure; one claim per table cell ----------
STRUCTURE_DOC = """# Bench

## Leaderboard on A100

### Vicuna-7B-v1.3

| Method | MT-Bench | Translation | Overall |
|---|---|---|---|
| DraftLoom | 2.41× | **2.10×** | 2.30× |

### Llama 3.1 70B, 4×H100

SlabKV reaches 1,200 tok/s.

| Engine | Median TTFT (ms) | Output throughput (tok/s) |
|---|---|---|
| RingFold | **95.2** | [1,840](https://example.org/r) |
"""

STRUCTURE = [
    ("heading-chain-and-dataset-column", "2.41×", "DraftLoom", "speedup", None,
     {"dataset": "MT-Bench", "hardware": "A100", "model": "Vicuna-7B"}),
    ("bold-cell-task-column", "2.10×", "DraftLoom", "speedup", None,
     {"column": "Translation", "hardware": "A100", "model": "Vicuna-7B"}),
    ("heading-settings-under-it", "1,200 tok/s", "SlabKV", "throughput", "tok/s",
     {"gpus": "4", "hardware": "H100", "model": "Llama 3.1 70B"}),
    # (a header's statistic is its cells': "Median TTFT" is a P50 — session 39, as a sentence's "median" is)
    ("bold-cell-header-unit", "95.2", "RingFold", "ttft", "ms", {"gpus": "4", "hardware": "H100", "model": "Llama 3.1 70B",
                                                                 "statistic": "p50"}),
    ("linked-cell-header-unit", "1,840", "RingFold", "throughput", "tok/s",
     {"gpus": "4", "hardware": "H100", "model": "Llama 3.1 70B", "phase": "output"}),
]


@pytest.mark.parametrize("surface,subject,metric,unit,conditions", [r[1:] for r in STRUCTURE],
                         ids=[r[0] for r in STRUCTURE])
def test_structure_gives_conditions_and_cells_are_claims(surface, subject, metric, unit, conditions):
    [claim] = [c for c in claimcheck.extract_text(STRUCTURE_DOC, doc_date="2026-09-28") if c.surface == surface]
    assert (claim.subject, claim.metric, claim.conditions_dict) == (subject, metric, conditions)
    if unit is not None:
        assert claim.unit == unit


@pytest.mark.parametrize("text,surface,conditions", [
    # a phase word between a number and its rate unit names which tokens it counts (held-out 3 / cs20)
    ("SGLang achieves 52.3k input tokens per second per node.", "52.3k input tokens per second",
     {"phase": "input", "scope": "per_node"}),
    ("SGLang 合计 22.3k output tokens/s。", "22.3k output tokens/s", {"phase": "output"}),
    ("SGLang decodes at 1,200 decode tokens/s.", "1,200 decode tokens/s", {"phase": "decode"}),
    # the whole deployment's figure: "12 个节点合计", "across 12 nodes combined"
    ("SGLang 12 个节点合计 52.3k input tokens/s。", "52.3k input tokens/s",
     {"nodes": "12", "phase": "input", "scope": "system"}),
    ("SGLang reaches 52.3k tokens/s across 12 nodes combined.", "52.3k tokens/s", {"nodes": "12", "scope": "system"}),
])
def test_rate_phase_words_and_whole_deployment_scope(text, surface, conditions):
    claims = {c.surface: c for c in claimcheck.extract_text(text, doc_date="2026-09-28")}
    assert (claims[surface].metric, claims[surface].norm_unit, dict(claims[surface].conditions)) == \
        ("throughput", "token / second", conditions)


@pytest.mark.parametrize("caption,unit", [
    # a caption right above a table (or one blank line above) gives its bare cells' unit
    ("原始结果（第 2 轮，单位 s）：\n", "s"),
    ("Results (in ms):\n\n", "ms"),
    # every unit label of rules/grammar.yaml frame_words.unit_labels, a colon after it or not
    ("Results (unit: ms):\n", "ms"),
    ("原始結果（第 2 輪，單位：s）：\n", "s"),
    # a word that only holds "in" labels nothing ("(using ms)")
    ("Results (using ms):\n", None),
    # no unit named: bare cells stay no claims
    ("原始结果（第 2 轮）：\n", None),
    # a caption two blank lines up is no caption
    ("Results (in ms):\n\n\n", None),
])
def test_a_table_caption_gives_the_cells_unit(caption, unit):
    text = "# TGI\n\n" + caption + "| 场景 | TGI v3 | vLLM |\n|---|---|---|\n| Small | 4.8 | 6 |\n"
    cells = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.surface == "4.8"]
    assert [(c.unit, c.metric) for c in cells] == ([(unit, "duration")] if unit else [])


@pytest.mark.parametrize("text,surface,metric", [
    # a long metric name before a bare number: the window holds the longest keyword (held-out 3, K049)
    ("Medusa 的 #Mean Accepted Tokens 为 2.73，高于 SpS。", "2.73", "acceptance_length"),
    ("EAGLE: accepted tokens per step is 3.2 here.", "3.2", "acceptance_length"),
    # the keyword must end right before the number (and its copula): a wider window admits no
    # number further away
    ("Medusa 的 #Mean Accepted Tokens 见下表，样本 2.73。", None, None),
])
def test_a_long_metric_word_before_a_bare_number(text, surface, metric):
    claims = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.kind == "quantity" and c.unit is None]
    assert [(c.surface, c.metric) for c in claims] == ([(surface, metric)] if surface else [])


@pytest.mark.parametrize("sentence,surface,subject,baseline", [
    # a marker's compound guard is its own: "吞吐比" is no "比", but "吞吐较 vLLM" is a "较"
    # (the figure went to vLLM, with no baseline)
    ("RingFold 吞吐较 DraftLoom 提升 30%。", "30%", "RingFold", "DraftLoom"),
    ("RingFold 吞吐较DraftLoom提升30%。", "30%", "RingFold", "DraftLoom"),
    ("RingFold 加速较 DraftLoom 高出 2 倍。", "2 倍", "RingFold", "DraftLoom"),
    # a baseline written without a space ends at the change word or at 在, and never takes the
    # figure ("比vLLM快30%" had the baseline "vLLM快30%"; batch-10 paddlex.md "较上一代提升15.7个百分点")
    ("RingFold 比DraftLoom快30%。", "30%", "RingFold", "DraftLoom"),
    ("RingFold 相比DraftLoom高出2倍。", "2倍", "RingFold", "DraftLoom"),
    ("RingFold 较旧版本提升 11%。", "11%", "RingFold", "旧版本"),
    ("RingFold 较主模型在英文场景提升 11%。", "11%", "RingFold", "主模型"),
    ("RingFold 抽取精度相比上一代提升15.7个百分点。", "15.7个百分点", "RingFold", "上一代"),
    # names with digits and change-word look-alikes stay whole
    ("RingFold 比 Llama-3-8B 快 30%。", "30%", "RingFold", "Llama-3-8B"),
    ("RingFold 比多模态基线快 30%。", "30%", "RingFold", "多模态基线"),
    # a compound of the marker still compares nothing
    ("RingFold 压缩比为 7x。", "7x", "RingFold", None),
    # in an enumeration each figure's baseline is the one its own item opens with (held-out set
    # 5: "3x" took the next item's Lookahead); a baseline after its figure with no later figure is kept
    ("RingFold 比 vanilla 解码快 3x、比 DraftLoom 快 2x、比 Medusa 快 1.6x。", "3x", "RingFold", "vanilla"),
    ("RingFold 比 vanilla 解码快 3x、比 DraftLoom 快 2x、比 Medusa 快 1.6x。", "2x", "RingFold", "DraftLoom"),
    ("RingFold is 3x faster than vanilla, 2x faster than DraftLoom.", "3x", "RingFold", "vanilla"),
    ("RingFold is 1.5x faster than DraftLoom at batch size 1.", "1.5x", "RingFold", "DraftLoom"),
    # a figure in brackets right after a name is that name's own, and the Chinese 比 after a
    # figure belongs to the figure after it (held-out set 4/5: "Recycling（1.83x）比 Medusa（1.76x）
    # 慢约 4%" gave 1.83x the baseline "Medusa(1.76x", 1.76x the subject Recycling, 4% none)
    ("RingFold（1.83x）比 DraftLoom（1.76x）快约 4%。", "1.83x", "RingFold", None),
    ("RingFold（1.83x）比 DraftLoom（1.76x）快约 4%。", "1.76x", "DraftLoom", None),
    ("RingFold（1.83x）比 DraftLoom（1.76x）快约 4%。", "约 4%", "RingFold", "DraftLoom"),
    ("RingFold (1.83x) is about 4% faster than DraftLoom (1.76x).", "about 4%", "RingFold", "DraftLoom"),
    # "在 X 上的 N" is X's setting, "是 X 的 N 倍" its baseline
    ("RingFold 在 Vicuna-7B 上的 2.36x 仍是最高。", "2.36x", "RingFold", None),
    ("RingFold 的速度是 DraftLoom 的 2.4 倍。", "2.4 倍", "RingFold", "DraftLoom"),
])
def test_a_baseline_ends_where_its_clause_goes_on(sentence, surface, subject, baseline):
    claim = {c.surface: c for c in claimcheck.extract_text("# 周报\n\n" + sentence + "\n", doc_date="2026-09-28")}[surface]
    assert (claim.subject, dict(claim.conditions).get("baseline")) == (subject, baseline)


@pytest.mark.parametrize("sentence,surface,model", [
    # a bare size that scopes the sentence names the one model of that size the document names
    # (held-out set 4: "33B 上 Recycling（1.83x）比 Medusa（1.76x）慢约 4%" had no model, and its
    # figures conflicted with the 13B table's)
    ("- 33B 上 SlabKV（1.83x）比 RingFold（1.76x）快约 4%。", "1.83x", "Vicuna-33B"),
    ("- 33B 上 SlabKV（1.83x）比 RingFold（1.76x）快约 4%。", "约 4%", "Vicuna-33B"),
    ("- 在 7B 上 SlabKV 为 2.1x。", "2.1x", "Llama-2-7B"),
    ("- On 13B, SlabKV reaches 2.1x.", "2.1x", "Llama-2-13B"),
    ("- 同一张 13B 表里 SlabKV 为 2.1x。", "2.1x", "Llama-2-13B"),
    # a size no named model holds, or a size that is no scope, names none
    ("- 3B 上 SlabKV 为 1.2x。", "1.2x", None),
    ("- SlabKV 的 13B 版本达到 2.1x。", "2.1x", None),
])
def test_a_bare_size_in_scope_names_the_documents_model_of_that_size(sentence, surface, model):
    text = "# 周报\n\n- 本文涉及 Llama-2-7B、Llama-2-13B、Vicuna-33B 与 Vicuna-33B-v1.3。\n" + sentence + "\n"
    claim = {c.surface: c for c in claimcheck.extract_text(text, doc_date="2026-09-28")}[surface]
    assert claim.conditions_dict.get("model") == model


@pytest.mark.parametrize("text,surface,key,value", [
    # batch-12 chitu.md: the heading names both precisions; each column its own
    ("# Comparison of BF16 and FP8 models\n\n|Batch|6 nodes, BF16|3 nodes, FP8|\n|:--|:--|:--|\n"
     "|1| 29.8 token/s| 22.7 token/s|\n", "22.7 token/s", "precision", "FP8"),
    ("# FP8 结果\n\n|Batch|BF16|FP8|\n|:--|:--|:--|\n|1| 29.8 token/s| 22.7 token/s|\n", "29.8 token/s", "precision", "BF16"),
    # a column's chip over the section's chip
    ("# 部署在 A800 集群\n\n|模型|A800|H20|\n|:--|:--|:--|\n|DeepSeek-R1| 29.8 token/s| 41.2 token/s|\n",
     "41.2 token/s", "hardware", "H20"),
    # the cell's own word stays over its column's
    ("# Results\n\n|Batch|BF16|\n|:--|:--|\n|1| 22.7 token/s (FP8)|\n", "22.7 token/s", "precision", "FP8"),
])
def test_a_column_header_setting_is_narrower_than_the_section(tmp_path, text, surface, key, value):
    """A column header's precision, chip or model holds for its cells over one the section heading
    or caption names; the cell's own text holds over both."""
    path = tmp_path / "t.md"
    path.write_text(text, encoding="utf-8")
    [claim] = [c for c in claimcheck.check([path], select=["CC201"], as_of="2026-12-01").claims if c.surface == surface]
    assert claim.conditions_dict.get(key) == value


@pytest.mark.parametrize("text,surface,metric", [
    # batch-12 fish-speech.md: an error rate's acronym is its metric, never its subject
    ("Achieves a low CER (Character Error Rate) of around 0.4% and WER (Word Error Rate) of around 0.8%.",
     "around 0.8%", "error_rate"),
    ("在 AISHELL-1 上，字错率降到 1.95%。", "1.95%", "error_rate"),
])
def test_an_error_rate_is_a_metric_not_a_name(text, surface, metric):
    [claim] = [c for c in claimcheck.extract_text(text) if c.surface == surface]
    assert claim.metric == metric and claim.subject not in ("CER", "WER")


@pytest.mark.parametrize("text,surface,subject,baseline", [
    # held-out set 6: the compared system's own figure, right after its name (and a possessive)
    ("Llama 3.1 70B on 4 x H100: SGLang's median TTFT of 53.94 ms is about 70% lower than vLLM's 179.15 ms.",
     "179.15 ms", "vLLM", None),
    ("Llama 3.1 70B on 4 x H100: SGLang's median TTFT of 53.94 ms is about 70% lower than vLLM's 179.15 ms.",
     "about 70%", "SGLang", "vLLM"),
    ("On 1 x A100 at RPS 8 (SGLang 2175.02 ms vs vLLM 2137.16 ms), SGLang leads.", "2137.16 ms", "vLLM", None),
    ("SGLang 的 TTFT 为 53.94 ms，比 vLLM 的 179.15 ms 低 70%。", "179.15 ms", "vLLM", None),
    # a relative figure after the compared name stays the subject's, against that baseline
    ("SGLang 比 vLLM 快 30%。", "30%", "SGLang", "vLLM"),
    ("SGLang is 3.1x faster than vLLM 0.6.0.", "3.1x", "SGLang", "vLLM 0.6.0"),
])
def test_a_compared_systems_own_figure_is_its_own(text, surface, subject, baseline):
    [claim] = [c for c in claimcheck.extract_text(text) if c.surface == surface]
    assert (claim.subject, claim.baseline) == (subject, baseline)


@pytest.mark.parametrize("text,surface,subject", [
    # held-out set 6: where a figure was read (sources.yaml tier keywords) is no system
    ("Jay forwards a WeChat-account post claiming 5,200 tok/s output throughput for SGLang v0.3.", "5,200 tok/s", "SGLang"),
    ("A Reddit thread claims 5,200 tok/s for SGLang v0.3 on 4×H100.", "5,200 tok/s", "SGLang"),
    ("CSDN-blog 转载称 SGLang 达到 5,200 tok/s。", "5,200 tok/s", "SGLang"),
])
def test_a_source_word_is_no_subject(text, surface, subject):
    [claim] = [c for c in claimcheck.extract_text(text) if c.surface == surface]
    assert claim.subject == subject


@pytest.mark.parametrize("text,surface,metric", [
    # held-out set 6: requests completed per second are a result, not the rate a load is sent at
    ("Offline, 8B, 5000 prompts: request throughput 22.03 vs 21.27 req/s.", "21.27 req/s", "request_throughput"),
    ("离线测试：请求吞吐 22.03 req/s。", "22.03 req/s", "request_throughput"),
    ("Online uses I-292-O-579 at 1 to 16 RPS.", "1 to 16 RPS", "request_rate"),
])
def test_request_throughput_is_not_the_request_rate(text, surface, metric):
    [claim] = [c for c in claimcheck.extract_text(text) if c.surface == surface]
    assert claim.metric == metric


@pytest.mark.parametrize("text,surface,subject", [
    # held-out set 6: a name of the document a figure was read in is its source, not its subject
    ("⚠️ C2：SGLang 文档 373.25 tokens/s 只对应单卡 H100 + 8B\n矛盾描述：活文档把 373.25 tokens/s 写成通用吞吐。\n",
     "373.25 tokens/s", None),
    ("据 SGLang 文档，373.25 tokens/s 只对应单卡 H100。", "373.25 tokens/s", None),
    # a system named for the figure keeps it
    ("The vLLM blog reports 2.7x higher throughput for vLLM v0.6.0.", "2.7x", "vLLM"),
    ("SGLang 文档：EAGLE-3 吞吐 373.25 tokens/s。", "373.25 tokens/s", "EAGLE-3"),
])
def test_a_document_named_after_a_system_is_no_subject(tmp_path, text, surface, subject):
    path = tmp_path / "n.md"
    path.write_text(text, encoding="utf-8")
    claims = [c for c in claimcheck.check([path], select=["CC201"], as_of="2026-12-04").claims if c.surface == surface]
    assert claims and all(c.subject == subject for c in claims)


@pytest.mark.parametrize("text,surface,subject,model", [
    # held-out set 5: a model inside a Chinese setting scope ("在 … 上") is where the figure was
    # measured; the name that opens the clause before the scope is what was measured
    ("- Lookahead 在 A100 / Vicuna-7B 上为 1.34x，在 Vicuna-33B 上为 1.25x。", "1.34x", "Lookahead", "Vicuna-7B"),
    ("- Lookahead 在 A100 / Vicuna-7B 上为 1.34x，在 Vicuna-33B 上为 1.25x。", "1.25x", None, "Vicuna-33B"),
    ("在 Llama-3-8B 上吞吐 1,200 tok/s。", "1,200 tok/s", None, "Llama-3-8B"),
    # listed vocabulary opening the clause is no name; a model outside a scope is still the subject
    ("REST 在 Vicuna-7B 上为 1.48x。", "1.48x", None, "Vicuna-7B"),
    ("Vicuna-7B 在 A100 上的加速比为 1.34x。", "1.34x", "Vicuna-7B", None),
    ("EAGLE 在 Vicuna-7B 上为 2.10x。", "2.10x", "EAGLE", "Vicuna-7B"),
])
def test_a_model_in_a_setting_scope_is_no_subject(text, surface, subject, model):
    [claim] = [c for c in claimcheck.extract_text(text) if c.surface == surface]
    assert (claim.subject, claim.conditions_dict.get("model")) == (subject, model)


@pytest.mark.parametrize("text,surface,subject,model", [
    # held-out set 5: "同表" after a semicolon refers to the table the line named before it
    ("- Vicuna-7B 表中 Hydra（2.07x）排第三，仅次于 EAGLE2（2.36x）；同表 Recycling 为 2.22x，EAGLE 为 2.10x。",
     "2.10x", "EAGLE", "Vicuna-7B"),
    ("- In the Vicuna-13B table SlabKV reaches 2.4x; in the same table DraftLoom reaches 2.1x.", "2.1x", "DraftLoom",
     "Vicuna-13B"),
    # a same-setup word that opens its line refers to the line before, and a figure it sets
    # up there ("同一配置下达到相同吞吐（1.2 rps）时，…") takes that line's settings
    ("- FastGen 在 Llama-2-70B 上 1.36 rps。\n- 同一配置下达到相同吞吐（1.2 rps）时，延迟 7 秒对 14 秒。", "1.2 rps", None,
     "Llama-2-70B"),
])
def test_the_same_table_word_carries_the_tables_setting(tmp_path, text, surface, subject, model):
    path = tmp_path / "n.md"
    path.write_text("# 增量\n\n" + text + "\n", encoding="utf-8")
    [claim] = [c for c in claimcheck.check([path], select=["CC201"], as_of="2026-12-01").claims if c.surface == surface]
    assert claim.conditions_dict.get("model") == model and (subject is None or claim.subject == subject)


@pytest.mark.parametrize("text,surface,subject", [
    # a leaderboard section does not make a speedup of no named method the benchmark's own
    ("# 增量 1：Spec-Bench 榜单\n\n- REST 在 Vicuna-7B 上为 1.48x。\n", "1.48x", None),
    ("# 增量 1：Spec-Bench 榜单\n\n- EAGLE 在 Vicuna-7B 上为 2.10x。\n", "2.10x", "EAGLE"),
])
def test_a_benchmark_section_owns_no_speedup(tmp_path, text, surface, subject):
    path = tmp_path / "n.md"
    path.write_text(text, encoding="utf-8")
    [claim] = [c for c in claimcheck.check([path], select=["CC201"], as_of="2026-12-01").claims if c.surface == surface]
    assert claim.subject == subject
