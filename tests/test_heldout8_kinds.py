"""Spec rows for the kinds of false finding the eighth held-out set of drafts showed on its first
run (session 13): a slash inside a bracketed 、 list's item, log and changelog entries led by a
date or a clock time, and a relative figure whose sentence states another setting than the
absolute figure beside it.  Each row is a small document in zh, en or mixed text."""
from __future__ import annotations

from pathlib import Path

import pytest

import claimcheck

AS_OF = "2026-12-10"


def findings(tmp_path: Path, text: str, code: str) -> list[int]:
    """Lines of the ``code`` findings on one document."""
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    report = claimcheck.check([tmp_path / "note.md"], as_of=AS_OF, lang="en", select=[code])
    return [f.locations[0].line for f in report.findings if f.code == code]


@pytest.mark.parametrize("text,lines", [
    # a "/" inside an item of a 、 list names one item ("Multimodal E/P/D")
    ("# 新版\n\nNew in 1.0 共六项（DGDR、agentic hints、Multimodal E/P/D、视频生成、K8s plugin、KV offload）。\n", []),
    ("# 新版\n\n共三项（prefill/decode 分离、TP/EP 混合、KV offload）。\n", []),
    # a bracket of slashes alone is still a list of its parts, and still counted
    ("# 集群\n\n共 4 张（A100 / H100 / H200 / B200）。\n", []),
    ("# 集群\n\n共 3 张（A100 / H100 / H200 / B200）。\n", [3]),
    ("# 新版\n\n共五项（DGDR、agentic hints、Multimodal E/P/D、视频生成、K8s plugin、KV offload）。\n", [3]),
])
def test_a_slash_inside_a_bracketed_list_item_is_part_of_its_name(tmp_path, text, lines):
    assert findings(tmp_path, text, "CC101") == lines


@pytest.mark.parametrize("text,lines", [
    # log entries of one day: two events, never one item named twice
    ("# 速记\n\n- 12-04 22:10 airllm 4.0.0 一次只放一层进 GPU。\n- 12-04 22:25 airllm 的依赖很碎。\n"
     "- 12-04 22:40 airllm 迭代很快。\n", []),
    ("# 变更记录\n\n- 2026-12-08（v334）：§3.7.3 更正 arXiv 号。\n- 2026-12-08（v334）：§3.7.1 表补两行。\n", []),
    ("## Log\n\n- 09:30 vLLM bench started\n- 09:45 SGLang bench started\n", []),
    # the same entry twice is still one item named twice
    ("# 速记\n\n- 12-04 22:10 airllm 4.0.0 一次只放一层进 GPU\n- 12-04 22:10 airllm 4.0.0 一次只放一层进 GPU\n", [4]),
    # an item named twice without a date
    ("# Engines\n\n- vLLM: PagedAttention\n- SGLang: RadixAttention\n- vLLM: chunked prefill\n", [5]),
])
def test_a_log_entry_led_by_a_date_or_time_is_named_by_its_whole_text(tmp_path, text, lines):
    assert findings(tmp_path, text, "CC102") == lines


@pytest.mark.parametrize("text,lines", [
    # the relative figures' sentence is about Llama-3-8B, the absolute figures about Qwen3-4B
    ("# TorchAO\n\n- int8 的 Qwen3-4B 在 iPhone 15 Pro 上 14.8 tokens/s、占 3379 MB（来源：TorchAO README）。\n"
     "- int4 + 2:4 sparsity 在 Llama-3-8B 上 2.37x throughput，即吞吐提升 137%，内存减少 67.7%。\n", []),
    ("# TorchAO\n\n- Qwen3-4B on an iPhone 15 Pro: 14.8 tokens/s and 3379 MB (per the TorchAO README).\n"
     "- On Llama-3-8B, int4 + 2:4 sparsity gives 2.37x throughput, i.e. 137% more, with 67.7% less memory.\n", []),
    # no setting on the relative side: a relative and an absolute figure from two sources
    ("# DSpark\n\n- DSpark 在 DeepSeek-V4-Pro、TP8、B300、bs=1 下 383.7 tok/s；Jay Sep 27 称 DSpark 加速 85%。\n", [3]),
])
def test_a_relative_figure_under_its_sentences_other_setting_has_no_basis_mismatch(tmp_path, text, lines):
    assert findings(tmp_path, text, "CC202") == lines


# -- the first run of new real documents, batch 16 (session 13) ----------------------------------
@pytest.mark.parametrize("text,lines", [
    # changelog entries dated in words: two events of one day
    ("## News\n\n- 19th June 2023: add leaderboard chatgpt_fn that anyone can use.\n"
     "- 19th June 2023: update to use function calling.\n", []),
    ("## News\n\n- June 19, 2023: added the Azure client.\n- June 19, 2023: fixed the cache.\n", []),
    # release-note verbs label their items
    ("## v0.2.7\n\n- Includes: UTF-8 encoding for European languages.\n"
     "- Includes: Better text chunking controls and header text extraction.\n", []),
    ("## 0.3 版\n\n- 修复：SlabKV 的内存泄漏\n- 修复：TokenRing 的死锁\n", []),
    # statements about one command or system are not one item named twice
    ("## Rules\n\n- `forget` does not delete source files.\n"
     "- `forget` does not prevent a watched path from being rediscovered.\n", []),
    ("## Engines\n\n- **vLLM** supports PagedAttention for every model.\n"
     "- **vLLM** supports chunked prefill since v0.4.\n", []),
    # a name with what continues it, or before a colon, is still named twice
    ("## Engines\n\n- **BoltServe** with FP8\n- **TokenRing**\n- **BoltServe** with INT4\n", [5]),
    ("## Flags\n\n- `vllm`: PagedAttention\n- `sglang`: RadixAttention\n- `vllm`: chunked prefill\n", [5]),
])
def test_dated_entries_release_verbs_and_statements_are_no_repeated_items(tmp_path, text, lines):
    assert findings(tmp_path, text, "CC102") == lines


@pytest.mark.parametrize("text,lines", [
    # an acronym's plural inside a compound is no misspelling of the compound
    ("# Pipelines\n\nLLM-based parsing, LLM-based chunking and LLM-based ranking run locally. "
     "The latest LLMs-based operators are listed.\n", []),
    # a name with a letter dropped still is
    ("# AlpacaEval\n\nAlpacaEval is fast. AlpacaEval is cheap. AlpacaEval 2.0 is length-controlled. "
     "We release the ApacaEval dataset.\n", [3]),
])
def test_an_acronyms_plural_inside_a_compound_is_no_name_variant(tmp_path, text, lines):
    assert findings(tmp_path, text, "CC205") == lines


# -- a bare number compared with the quantity before it (held-out set 8, R045) --------------------
@pytest.mark.parametrize("sentence,surface,unit", [
    ("FlexGen reaches 8.38 token/s against Accelerate's 0.62, roughly 13x.", "0.62", "token / second"),
    ("vLLM 吞吐 1,200 tok/s 对比 SGLang 的 900，约 1.33 倍。", "900", "token / second"),
    ("Throughput is 17,552 tokens per second compared to 12,929 without TBO.", "12,929", "token / second"),
    ("TTFT 是 120 ms vs 95。", "95", "millisecond"),
])
def test_a_bare_number_compared_with_a_quantity_before_it_shares_its_unit(sentence, surface, unit):
    claims = {c.surface: c for c in claimcheck.extract_text(sentence)}
    assert claims[surface].kind == "quantity" and claims[surface].norm_unit == unit


@pytest.mark.parametrize("sentence,surface", [
    ("Runs 8 GPUs vs 2 nodes.", "2"),  # the number has its own word
    ("It reaches 8.38 token/s against a 0.62x baseline.", "0.62"),  # a multiple of its own
    ("vLLM 吞吐 1,200 tok/s，另有 900 个请求。", "900"),  # no comparison word
])
def test_a_number_with_its_own_word_or_without_a_comparison_stays_bare(sentence, surface):
    claims = [c for c in claimcheck.extract_text(sentence) if c.surface.startswith(surface)]
    assert all(c.norm_unit != "token / second" for c in claims)


@pytest.mark.parametrize("text,lines", [
    ("# X\n\n- vLLM 吞吐 1,200 tok/s 对比 SGLang 的 900，约 1.6 倍。\n", [3]),
    ("# X\n\n- vLLM 吞吐 1,200 tok/s 对比 SGLang 的 900，约 1.33 倍。\n", []),
    ("# X\n\n- On OPT-30B, FlexGen reaches 8.38 token/s against Accelerate's 0.62, roughly 16x.\n", [3]),
    ("# X\n\n- On OPT-30B, FlexGen reaches 8.38 token/s against Accelerate's 0.62, roughly 13.5x.\n", []),
])
def test_a_multiple_of_a_quantity_and_the_bare_number_compared_with_it_is_checked(tmp_path, text, lines):
    assert findings(tmp_path, text, "CC105") == lines


# -- long lines and wide rows (fresh-user trial, session 13) --------------------------------------
def test_the_setup_sentence_is_the_one_before_a_cjk_sentence_end_without_a_space():
    # "。" ends a sentence with no space after it: the 4-bit sentence sets up the 2.4 倍 after it
    text = "LMDeploy 每秒处理的请求数是 vLLM 的 1.36 倍。TurboMind 4bit 模型推理速度远高于 FP16 推理。在小 batch 时，提高到 2.4 倍。\n"
    (claim,) = [c for c in claimcheck.extract_text(text) if c.surface == "2.4 倍"]
    assert dict(claim.conditions).get("precision") == "4-bit"


def test_a_line_of_many_sentences_gives_each_its_own_claims():
    sentences = [f"SGLang 提升 {10 + i % 80}%。" for i in range(400)]
    claims = claimcheck.extract_text("".join(sentences) + "\n")
    assert [c.surface for c in claims] == [f"{10 + i % 80}%" for i in range(400)]
    assert {c.subject for c in claims} == {"SGLang"}


def test_a_row_reads_its_setting_cells_not_its_figures():
    row = "| Llama 3.1 8B | 4xL4 | " + " | ".join(str(100 + i) for i in range(50)) + " |"
    text = "| model | setup | " + " | ".join(f"c{i} (tok/s)" for i in range(50)) + " |\n|" + "---|" * 52 + "\n" + row + "\n"
    claims = [c for c in claimcheck.extract_text(text) if c.norm_unit == "token / second"]
    assert len(claims) == 50
    # the row's setting cell is read for every figure (its figures are no settings)
    assert all(dict(c.conditions) == {"gpus": "4", "hardware": "L4"} and c.subject == "Llama 3.1 8B" for c in claims)


# -- rule files: unknown keys and parameters are errors (fresh-user trial, session 13) -----------
@pytest.mark.parametrize("edit,message", [
    (lambda t: t.replace("  approx_tolerance:", "  approx_tolerence:"), "unknown parameter 'approx_tolerence' of CC201"),
    (lambda t: t + "frobnicate: 3\n", "unknown key 'frobnicate' in a rule file"),
])
def test_a_rule_copy_with_an_unknown_key_or_parameter_is_refused_at_its_line(tmp_path, edit, message):
    import shutil
    import subprocess
    import sys
    from claimcheck.resources import default_rules_dir
    rules = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), rules)
    rule = rules / "checks" / "CC201-value-conflict.yaml"
    rule.write_text(edit(rule.read_text(encoding="utf-8")), encoding="utf-8")
    note = tmp_path / "n.md"
    note.write_text("vLLM 吞吐 383.7 tok/s。\n", encoding="utf-8")
    got = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(note), "--rules", str(rules)],
                         capture_output=True, text=True)
    assert got.returncode == 2 and got.stdout == ""
    (line,) = got.stderr.strip().splitlines()
    assert line.startswith("claimcheck: error: ") and "CC201-value-conflict.yaml:" in line and message in line
