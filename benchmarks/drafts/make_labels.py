#!/usr/bin/env python3
"""Write labels.jsonl for the briefing drafts from the compact table below.

    python benchmarks/drafts/make_labels.py [--shared DIR] [--check]

Each row names a draft, a piece of text that occurs on exactly one line of it (the anchor),
the quoted figure (surface), whether it is a planted mistake or a trap, its kind, the rule
expected to catch it, the source lines it is checked against (a path under the shared folder
and an anchor that occurs on one line there) and a one-sentence reason.  Line numbers are
looked up, so after editing a draft run this again instead of counting lines by hand.
Without the shared folder (``--shared`` or $CLAIMCHECK_SHARED, default ../shared beside the
repository) the source lines are copied from the existing labels.jsonl.
``--check`` compares instead of writing (exit 1 when labels.jsonl is out of date).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CS = "corpora/real/cross-source/"
SB = "corpora/real/living-doc/spec-bench-leaderboard/"
LM = "corpora/real/living-doc/lmdeploy-README_zh-CN/"
AW = "corpora/real/living-doc/awesome-llm-inference/"
C01, C02, C03, C04 = (CS + "cs01_vllm-blog-2023-06-20-launch.md", CS + "cs02_vllm-blog-2023-11-14-vs-deepspeed-fastgen.md",
                      CS + "cs03_vllm-blog-2024-09-05-v060-perf.md", CS + "cs04_vllm-blog-2024-10-17-spec-decode.md")
C05, C07, C08, C09 = (CS + "cs05_deepspeed-fastgen-blog-en.md", CS + "cs07_tgi-docs-v3-overview-chunking.md",
                      CS + "cs08_eagle-README-2024-01.md", CS + "cs09_eagle-README-2026-02.md")
C10, C13, C14, C15 = (CS + "cs10_medusa-README.md", CS + "cs13_deepseek-v3-README.md",
                      CS + "cs14_deepseek-v3-README_WEIGHTS.md", CS + "cs15_deepseek-open-infra-day6-inference-system.md")
C16, C18, C19, C20 = (CS + "cs16_lmsys-blog-2024-07-25-sglang-llama3_md-b4a36ea.md", CS + "cs18_sglang-benchmark-vllm060-README.md",
                      CS + "cs19_sglang-docs-deepseek-usage.md", CS + "cs20_lmsys-blog-2025-05-05-large-scale-ep.md")
C21, C22, C30 = (CS + "cs21_lmsys-blog-2025-07-17-sglang-mtp.md", CS + "cs22_sglang-docs-speculative-decoding-en.md",
                 CS + "cs30_llamacpp-llama-bench-README.md")
SB_NEW, SB_OLD = SB + "v0020.md", SB + "v0019.md"
AW_NEW, AW_OLD = AW + "v0034.md", AW + "v0033.md"
LM_NEW = LM + "v0040.md"

M, T = "mistake", "trap"
D1, D2, D3, D4 = "draft-01-vllm-launch.md", "draft-02-sglang-vs-vllm.md", "draft-03-sglang-mtp.md", "draft-04-deepseek-infra.md"
D5, D6, D7, D8 = "draft-05-spec-bench.md", "draft-06-eagle-medusa.md", "draft-07-lmdeploy-tgi-fastgen.md", "draft-08-llamacpp-kvquant.md"

#: (draft, anchor on the draft line, surface, kind, slug, rule, [(source, anchor on the source line)], reason)
ROWS = [
    # draft 01 — vLLM launch blog + v0.6.0 update
    (D1, "（n=1）时，vLLM 的吞吐最高可达 TGI", "3.5 倍", M, "wrong-condition", "CC201",
     [(C01, "one output completion</em>. vLLM achieves"), (C01, "three parallel output completions</em>")],
     "3.3x-3.5x over TGI is the n=3 figure; with one output per request (n=1) the blog gives 2.2x-2.5x."),
    (D1, "相对 HF Transformers 的优势", "14x–24x", T, "different-baseline", "CC201", [(C01, "one output completion</em>. vLLM achieves")],
     "14x-24x is the n=1 gain over HF Transformers, a different baseline from the TGI figure."),
    (D1, "浪费了 60% – 80%", "60% – 80%", T, "exact-quote", "CC201", [(C01, "waste **60% – 80%**")],
     "The blog's own range for memory wasted by fragmentation and over-reservation."),
    (D1, "实测浪费不到 4%", "4%", T, "exact-quote", "CC201", [(C01, "a mere waste of under 4%")],
     "PagedAttention wastes under 4 % of memory, as the blog says."),
    (D1, "最多占 1.7 GB", "1,700 MB", T, "unit-converted", "CC201", [(C01, "Takes up to 1.7GB")],
     "1.7 GB restated as about 1,700 MB is the same value in another unit."),
    (D1, "GPU 数量减少了 50%", "50%", T, "exact-quote", "CC201", [(C01, "by 50%")],
     "LMSYS cut its serving GPUs by 50 %."),
    (D1, "日均处理约 3 万个请求", "3 万", T, "unit-converted", "CC201", [(C01, "average of 30K requests daily")],
     "30K requests a day written as 3 万 (and a 60K peak as 6 万) in Chinese numerals."),
    (D1, "TPOT 快 5 倍", "2.7 倍", T, "exact-quote", "CC201", [(C03, "**TL;DR:**")],
     "2.7x throughput and 5x TPOT are the Llama 8B (1xH100) figures of v0.6.0 over v0.5.3."),
    (D1, "Llama 70B（4xH100）上吞吐同样提升 2.7x", "2.7x", M, "wrong-system", "CC201", [(C03, "**TL;DR:**")],
     "The 2.7x throughput gain belongs to Llama 8B; for Llama 70B the post gives 1.8x."),
    (D1, "提升了 28 倍", "28 倍", M, "percent-as-multiple", "CC201", [(C03, "4xH100 by 28%")],
     "Multi-step scheduling raised 70B throughput by 28 %, not 28-fold."),
    (D1, "改善了 8.7%", "8.7%", T, "exact-quote", "CC201", [(C03, "by 8.7%")],
     "Asynchronous output processing improves the 70B TPOT by 8.7 %."),
    (D1, "端到端吞吐提高了 2.4%", "2.4%", M, "decimal-slip", "CC201", [(C03, "throughput by 24%")],
     "The object cache improves end-to-end throughput by 24 %, the decimal point slipped."),
    # draft 02 — SGLang v0.3.0 vs vLLM v0.6.0
    (D2, "Median TTFT 仍约为 SGLang 的 3 倍", "3 倍", T, "exact-quote", "CC201", [(C18, "Median TTFT of vLLM is **3 times**")],
     "The README says vLLM's median TTFT is 3 times SGLang's with multi-step on."),
    (D2, "SGLang 是 vLLM 的 10 倍", "10 倍", M, "direction-reversed", "CC201", [(C18, "Median TTFT of vLLM is **3 times**")],
     "It is vLLM's median ITL that is 10 times SGLang's, not the other way round."),
    (D2, "RPS 4：SGLang 的 Median TTFT 约 32 ms", "32 ms", T, "rounding", "CC201", [(C18, "| 4    | 1200        | SGLang | 1564.17")],
     "31.98 ms rounded to about 32 ms."),
    (D2, "vLLM 的 Median TTFT 为 10.048 ms", "10.048 ms", M, "decimal-slip", "CC201", [(C18, "| 4    | 1200        | vLLM   | 1691.97")],
     "The table gives 100.48 ms for vLLM at RPS 4 (8B, 1xA100)."),
    (D2, "RPS 8 时 SGLang 的 Median ITL", "11.93 ms", M, "wrong-condition", "CC201",
     [(C18, "| 8    | 2400        | SGLang | 2175.02"), (C18, "| 4    | 1200        | SGLang | 1564.17")],
     "11.93 ms is SGLang's median ITL at RPS 4; at RPS 8 the table gives 14.41 ms."),
    (D2, "vLLM 的 TTFT 约为 SGLang 的 3.6 倍", "3.6 倍", T, "computed-ratio", "CC105",
     [(C18, "| 8    | 2400        | SGLang | 4064.98"), (C18, "| 8    | 2400        | vLLM   | 3752.38")],
     "207.12 / 58.11 = 3.56, so about 3.6x is right."),
    (D2, "vLLM 4281.51 tok/s", "4281.51", M, "wrong-system", "CC201",
     [(C18, "| inf  | 5000        | SGLang | 22.03"), (C18, "| inf  | 5000        | vLLM   | 21.27")],
     "The two engines' offline throughputs are swapped: SGLang 4281.51, vLLM 4132.37."),
    (D2, "SGLang 输出约 3,856 tok/s", "3,856", T, "rounding", "CC201", [(C18, "| inf  | 5000        | SGLang | 19.84")],
     "3856.01 tok/s rounded."),
    (D2, "约合每分钟 23.1 万 tokens", "23.1 万", T, "unit-converted", "CC201", [(C18, "| inf  | 5000        | SGLang | 19.84")],
     "3856.01 tok/s x 60 = 231,361 tokens per minute, about 23.1 万."),
    (D2, "都能跑到约 4000 tokens/s", "4000 tokens/s", T, "exact-quote", "CC201", [(C16, "approximately 4000 tokens per second")],
     "LMSYS gives about 4000 tokens/s for TensorRT-LLM and SGLang on Llama-8B, 1xA100."),
    # draft 03 — SGLang MTP
    (D3, "batch size 1 时解码提速 1.8x", "1.8x", T, "exact-quote", "CC201", [(C19, "improved by **1.8x** for batch size 1")],
     "1.8x at batch size 1 on H200 TP8 is the docs' figure."),
    (D3, "batch size 32 时（同为 H200 TP8）提速降为 1.5x", "1.5x", T, "different-setup", "CC201", [(C19, "improved by **1.8x** for batch size 1")],
     "1.5x is the batch-size-32 figure, and the draft says so."),
    (D3, "最多提高 7x", "7x", T, "exact-quote", "CC201", [(C19, "up to **7x** acceleration")],
     "The MLA optimisations give up to 7x output throughput over the previous version."),
    (D3, "MTP 带来 2.5x 解码加速", "2.5x", M, "relative-disagree", "CC201", [(C19, "improved by **1.8x** for batch size 1")],
     "Same system, metric and setup (H200, TP8, bs 1) as the 1.8x two lines above; the source says 1.8x."),
    (D3, "输出吞吐最多提升 60 倍", "60 倍", M, "percent-as-multiple", "CC201", [(C21, "integration delivers **up to 60% higher output throughput**")],
     "The blog claims up to 60 % higher output throughput, not 60-fold."),
    (D3, "基线为每 rank 51.0 tokens/s", "51.0 tokens/s", T, "exact-quote", "CC201", [(C21, "| ❌                 | ❌        | 51.0 (baseline)")],
     "The small-scale baseline is 51.0 tokens/s per rank."),
    (D3, "相对基线约 +59.8%", "+59.8%", T, "computed-ratio", "CC105", [(C21, "| ❌                 | ✅ 3-token| 81.5")],
     "81.5 / 51.0 = 1.598, i.e. +59.8 %, as the table says."),
    (D3, "4-token 窗口下平均接受长度为 2.18", "2.18", M, "wrong-condition", "CC201",
     [(C21, "With a 3-token MTP window"), (C21, "With a 4-token MTP window")],
     "2.18 is the average acceptance length of the 3-token window; the 4-token window gives 2.44."),
    (D3, "收益为 +14.2%", "+14.2%", T, "different-setup", "CC201", [(C21, "+14.2% increase in output throughput")],
     "The large-scale gain (+14.2 %) is a different setup from the small-scale +60 %, and the draft names it."),
    (D3, "总参数 6710 亿（671B）", "6710 亿", T, "unit-converted", "CC201", [(C13, "with 671B total parameters")],
     "671B parameters = 6710 亿."),
    (D3, "DeepSeek-V2 每 token 激活 37B", "37B", M, "wrong-system", "CC201", [(C13, "| | # Activated Params | - | 21B |")],
     "37B activated parameters belong to DeepSeek-V3; DeepSeek-V2 activates 21B."),
    (D3, "MTP 模块权重为 1.4B", "1.4B", M, "decimal-slip", "CC201", [(C13, "14B of the Multi-Token Prediction")],
     "The MTP module weights are 14B of the 685B total."),
    # draft 04 — DeepSeek Day 6 + SGLang large-scale EP
    (D4, "输入 tokens 总量 6080 亿", "6080 亿", T, "unit-converted", "CC201", [(C15, "Total input tokens: 608B")],
     "608B tokens = 6080 亿."),
    (D4, "命中磁盘 KV cache 的比例约 56%", "56%", T, "rounding", "CC201", [(C15, "Total input tokens: 608B")],
     "56.3 % rounded to about 56 %."),
    (D4, "decode 阶段每个 H800 节点平均输出约 73.7k", "73.7k", M, "wrong-condition", "CC201", [(C15, "~73.7k tokens/s input")],
     "73.7k tokens/s is the per-node input throughput during prefill; decode output is ~14.8k tokens/s."),
    (D4, "约为每卡 1,850 tokens/s", "1,850", T, "unit-converted", "CC201", [(C15, "~14.8k tokens/s output")],
     "14.8k tokens/s per 8-GPU node = 1,850 tokens/s per GPU."),
    (D4, "平均约 227 个节点", "227", T, "rounding", "CC201", [(C15, "average occupancy of 226.75 nodes")],
     "226.75 nodes rounded to about 227."),
    (D4, "日成本为 $87,072", "$87,072", T, "exact-quote", "CC105", [(C15, "total daily cost amounts to $87,072")],
     "226.75 nodes x 8 GPUs x $2 x 24 h = $87,072."),
    (D4, "成本利润率为 545 倍", "545 倍", M, "percent-as-multiple", "CC201", [(C15, "cost profit margin of 545%")],
     "The cost profit margin is 545 %, not 545-fold."),
    (D4, "prefill 输入吞吐每节点 5.23 万", "5.23 万", T, "unit-converted", "CC201", [(C20, "52.3k input tokens per second and 22.3k output tokens per second per node**")],
     "52.3k input tokens/s per node = 5.23 万."),
    (D4, "每张 H100 22,282 tokens/s", "22,282", M, "unit-slip", "CC201", [(C20, "the system achieved 22,282 tokens/sec per node")],
     "22,282 tokens/s is per node (8 H100s), not per GPU."),
    (D4, "比 DeepSeek profile 慢约 20%", "20%", T, "computed-ratio", "CC201", [(C20, "is 20% slower than DeepSeek")],
     "50,302 vs 62,713 is 19.8 % slower, the blog's 20 %."),
    (D4, "EPLB 在 decode 阶段带来 1.49x", "1.49x", M, "wrong-condition", "CC201", [(C20, "1.49x (prefill) and 2.54x (decode)")],
     "1.49x is EPLB's prefill speedup; for decode the blog gives 2.54x."),
    (D4, "MTP 在 batch size 32（H200 TP8）下解码提速 1.8x", "1.8x", M, "wrong-condition", "CC201", [(C19, "improved by **1.8x** for batch size 1")],
     "1.8x is the batch-size-1 figure; at batch size 32 the docs give 1.5x."),
    # draft 05 — Spec-Bench leaderboard (newest v0020)
    (D5, "以总体 2.38x 排名第一", "2.38x", T, "exact-quote", "CC201", [(SB_NEW, "| [SAMD[EAGLE2]](https://github.com/hyx1999/SAM-Decoding)🏅 |        **2.85x**")],
     "SAMD[EAGLE2] leads the 3090 table at 2.38x overall."),
    (D5, "EAGLE2 总体加速为 2.19x", "2.19x", T, "exact-quote", "CC201", [(SB_NEW, "| [EAGLE2](https://github.com/SafeAILab/EAGLE)🥈")],
     "EAGLE2's overall speedup on the 3090 is 2.19x."),
    (D5, "约为 Medusa（1.44x）的 1.5 倍", "1.5 倍", T, "computed-ratio", "CC105", [(SB_NEW, "| [Medusa](https://sites.google.com/view/medusa-llm)           |          1.61x")],
     "2.19 / 1.44 = 1.52, so about 1.5x is right."),
    (D5, "比 Lookahead 快 3 倍", "3 倍", M, "leaderboard-ratio", "CC105",
     [(SB_NEW, "| [Lookahead](https://lmsys.org/blog/2023-11-21-lookahead-decoding/) |          1.17x")],
     "On the 3090 table SAMD[EAGLE2] 2.38x and Lookahead 1.13x over one baseline give 2.1x, not 3x."),
    (D5, "PLD 加速约 2.5x", "2.5x", T, "rounding", "CC201", [(SB_NEW, "| [PLD](https://github.com/apoorvumang/prompt-lookup-decoding) |          1.64x")],
     "PLD's summarisation speedup on the 3090 is 2.46x, about 2.5x."),
    (D5, "EAGLE 的总体加速为 2.29x", "2.29x", M, "revised-figure", "CC201",
     [(SB_NEW, "| [EAGLE](https://sites.google.com/view/eagle-llm)             |          2.45x"),
      (SB_OLD, "| [EAGLE](https://sites.google.com/view/eagle-llm)🏅            |        **2.67x**")],
     "2.29x is the A100 Vicuna-7B figure of the 2025-03-20 version; the newest leaderboard gives 2.10x."),
    (D5, "EAGLE2 的总体加速为 2.36x", "2.36x", T, "different-setup", "CC201", [(SB_NEW, "| [EAGLE2](https://sites.google.com/view/eagle-llm)🥈           |          2.84x")],
     "2.36x is EAGLE2 on the A100, which the draft names; it differs from the 3090's 2.19x by hardware."),
    (D5, "Medusa 的总体加速为 1.78x", "1.78x", M, "revised-figure", "CC201",
     [(SB_NEW, "| [Medusa](https://sites.google.com/view/medusa-llm)           |          1.97x"),
      (SB_OLD, "| [Medusa](https://sites.google.com/view/medusa-llm)🥉          |          2.05x          |    1.73x")],
     "Medusa's A100 Vicuna-7B figure was 1.78x before the 2025-04-22 re-run; it is now 1.71x."),
    (D5, "Vicuna-13B 上 EAGLE2 的总体加速为 3.02x", "3.02x", M, "wrong-system", "CC201",
     [(SB_NEW, "| [EAGLE3](https://sites.google.com/view/eagle-llm)🏅"), (SB_NEW, "| [EAGLE2](https://sites.google.com/view/eagle-llm)🥉")],
     "3.02x is EAGLE3 on Vicuna-13B; EAGLE2 is 2.46x."),
    (D5, "平均每步接受 5.71 个 token", "5.71", T, "exact-quote", "CC201", [(SB_NEW, "| [EAGLE3](https://sites.google.com/view/eagle-llm)🏅")],
     "EAGLE3's mean accepted tokens on Vicuna-13B is 5.71."),
    (D5, "EAGLE2 比 EAGLE 快 1.3 倍", "1.3 倍", M, "leaderboard-ratio", "CC105",
     [(SB_NEW, "| [EAGLE2](https://sites.google.com/view/eagle-llm)🏅"), (SB_NEW, "| [EAGLE](https://sites.google.com/view/eagle-llm)🥉")],
     "On Vicuna-33B EAGLE2 2.59x and EAGLE 2.43x over one baseline give 1.07x, not 1.3x."),
    (D5, "均为 2.59x", "2.59x", T, "exact-quote", "CC201", [(SB_NEW, "| [SAMD[EAGLE2]](https://github.com/hyx1999/SAM-Decoding)🥈     |        **3.10x**")],
     "EAGLE2 and SAMD[EAGLE2] both reach 2.59x overall on Vicuna-33B."),
    # draft 06 — EAGLE / Medusa / SGLang spec decoding
    (D6, "EAGLE 比 vanilla 解码快 3x", "3x", T, "exact-quote", "CC201", [(C09, "- **3x** faster than vanilla decoding (13B).")],
     "EAGLE is 3x faster than vanilla decoding on 13B."),
    (D6, "Medusa 比 EAGLE 快 1.6x", "1.6x", M, "direction-reversed", "CC201", [(C09, "- **1.6x** faster than")],
     "The README says EAGLE is 1.6x faster than Medusa, not the reverse."),
    (D6, "相对 Lookahead，EAGLE 快 2x", "2x", T, "different-baseline", "CC201", [(C09, "- **2x** faster than")],
     "2x is measured against Lookahead, a different baseline from vanilla decoding."),
    (D6, "EAGLE-2 比 vanilla 解码快 5.6x", "5.6x", M, "wrong-system", "CC201", [(C09, "- **5.6** faster than vanilla"), (C09, "- **4x** faster than vanilla")],
     "5.6x is EAGLE-3's speedup over vanilla decoding; EAGLE-2's is 4x."),
    (D6, "EAGLE-3 相对 EAGLE-1 快 1.8x", "1.8x", T, "different-baseline", "CC201", [(C09, "- **1.8x** faster than EAGLE-1")],
     "EAGLE-3 is 1.8x over EAGLE-1, a different baseline from its 5.6x over vanilla."),
    (D6, "相对 vanilla 解码的提速是 3.5x", "3.5x", M, "relative-disagree", "CC201", [(C09, "- **3x** faster than vanilla decoding (13B).")],
     "Same system, metric and model as the 3x five lines above; the README says 3x."),
    (D6, "EAGLE+gpt-fast 为 7.15 tokens/s", "7.15", M, "decimal-slip", "CC201", [(C08, "| EAGLE+gpt-fast    | 71.5 tokens/s")],
     "EAGLE+gpt-fast reaches 71.5 tokens/s at fp16."),
    (D6, "int4 下 EAGLE+gpt-fast 82.5", "1.74 倍", T, "computed-ratio", "CC105", [(C08, "| EAGLE+gpt-fast    | 71.5 tokens/s")],
     "82.5 / 47.4 = 1.74, the README's own int4 ratio."),
    (D6, "373.25 tokens/min", "373.25 tokens/min", M, "unit-slip", "CC201", [(C22, "| SGLang + EAGLE-3 (1x H100) | 373.25 tokens/s |")],
     "The docs give 373.25 tokens per second, not per minute."),
    (D6, "约为其 2.36 倍", "2.36 倍", T, "computed-ratio", "CC105", [(C22, "| SGLang (w/o speculative, 1x H100) | 158.34 tokens/s |")],
     "373.25 / 158.34 = 2.357, about 2.36x."),
    (D6, "在 ShareGPT 上出现 1.8x 减速", "1.8x", M, "wrong-condition", "CC201", [(C04, "As high QPS, we see 1.4x slowdown")],
     "At high QPS the ShareGPT slowdown is 1.4x; 1.8x is the CNN/DailyMail slowdown."),
    (D6, "约 2x 加速", "2x", T, "exact-quote", "CC201", [(C10, "Medusa delivers approximately a 2x speed increase")],
     "Medusa's initial release gives about 2x at batch size 1."),
    # draft 07 — LMDeploy (newest zh README), TGI v3, DeepSpeed-FastGen
    (D7, "推理速度达到 vLLM 的 1.8 倍", "1.8 倍", T, "exact-quote", "CC201", [(LM_NEW, "推理性能是 vLLM 的 1.8 倍")],
     "The newest README says LMDeploy's inference performance is 1.8x vLLM's."),
    (D7, "4bit 推理比 FP16 快 2.4%", "2.4%", M, "multiple-as-percent", "CC201", [(LM_NEW, "4bit 模型推理效率是 FP16 下的 2.4 倍")],
     "4-bit inference is 2.4 times as fast as FP16, not 2.4 % faster."),
    (D7, "为 vLLM 的 1.36 ~ 1.85 倍", "1.36 ~ 1.85 倍", T, "exact-quote", "CC201", [(LM_NEW, "每秒处理的请求数是 vLLM 的 1.36 ~ 1.85 倍")],
     "TurboMind's request rate is 1.36-1.85x vLLM's across model sizes."),
    (D7, "性能约为 vLLM 的 1.5 倍", "1.5 倍", T, "different-setup", "CC201", [(LM_NEW, "性能可达 vLLM 的 1.5倍")],
     "1.5x is the gpt-oss MXFP4 figure on H800, a different model and hardware from the 1.8x claim."),
    (D7, "砍掉约 75%", "4 倍", T, "compression-equivalent", "CC201", [],
     "A 75 % cut of the weight memory is the same statement as 4x compression (16 bit to 4 bit)."),
    (D7, "vLLM 比 TGI v3 快 13 倍", "13 倍", M, "direction-reversed", "CC201", [(C07, "TGI processes 3x more tokens, 13x faster than vLLM")],
     "TGI v3 is 13x faster than vLLM on long prompts, not the reverse."),
    (D7, "TGI 能容纳约 3 万 tokens", "3 万", T, "unit-converted", "CC201", [(C07, "can handle 30k tokens on llama 3.1-8B")],
     "30k and 10k tokens written as 3 万 and 1 万."),
    (D7, "不开 prefix caching 时", "13x", M, "wrong-condition", "CC201", [(C07, "with a 13x speedup over vLLM with prefix caching")],
     "13x is the speedup with prefix caching; without it the docs give up to 30x."),
    (D7, "FastGen 1.36 rps，vLLM 0.67 rps", "约 2 倍", T, "computed-ratio", "CC105", [(C05, "up to 2x higher throughput (1.36 rps vs. 0.67 rps)")],
     "1.36 / 0.67 = 2.03, the blog's 2x."),
    (D7, "vLLM 1.42 queries/sec，FastGen 0.63", "1.42", M, "wrong-system", "CC201", [(C05, "the effective throughput was 0.63 queries/sec")],
     "The effective-throughput figures are swapped: FastGen 1.42, vLLM 0.63 queries/sec."),
    (D7, "vLLM 最多比 FastGen 快 1.8x", "1.8x", T, "different-setup", "CC201", [(C02, "vLLM is up to **1.8x** faster than DeepSpeed-FastGen")],
     "The vLLM team's 1.8x is its own benchmark, a different setup from FastGen's blog."),
    (D7, "FastGen 单副本 1.46 queries/sec", "23.7", T, "computed-ratio", "CC105", [(C05, "throughput of a single replica is 1.46 queries/sec")],
     "1.46 x 16 = 23.4 ~ 23.7, the blog's linear 16x."),
    # draft 08 — llama-bench, NexusQuant, TGI raw table
    (D8, "tg 128 为 132.19 t/s", "132.19", T, "exact-quote", "CC201", [(C30, "tg 128     |    132.19")],
     "llama 7B Q4_0 tg 128 on CUDA, all layers offloaded: 132.19 t/s."),
    (D8, "tg 128 为 8.217 t/s", "8.217", M, "decimal-slip", "CC201", [(C30, "| llama 13B mostly Q4_0          |   6.86 GiB |    13.02 B | CUDA       |  -1 | tg 128")],
     "llama 13B Q4_0 tg 128 is 82.17 t/s."),
    (D8, "约为 13B 的 1.6 倍", "1.6 倍", T, "computed-ratio", "CC105", [(C30, "| llama 13B mostly Q4_0          |   6.86 GiB |    13.02 B | CUDA       |  -1 | tg 128")],
     "132.19 / 82.17 = 1.61."),
    (D8, "模型文件为 3.56 Gb", "3.56 Gb", M, "unit-slip", "CC201", [(C30, "tg 128     |    132.19")],
     "The model file is 3.56 GiB (bytes); 3.56 Gb (gigabits) is eight times smaller."),
    (D8, "约 7.37 GB", "7.37 GB", T, "unit-converted", "CC201", [(C30, "| llama 13B mostly Q4_0          |   6.86 GiB |    13.02 B | CUDA       |  -1 | tg 128")],
     "6.86 GiB = 7.366 GB."),
    (D8, "16 线程时 tg 16 为 16.71", "16.71", M, "wrong-condition", "CC201",
     [(C30, "|         16 | tg 16"), (C30, "|          8 | tg 16")],
     "16.71 t/s is the 8-thread figure; with 16 threads tg 16 is 15.32 t/s."),
    (D8, "吞吐约 2,499 t/s", "2,499", T, "rounding", "CC201", [(C30, "|       1024 | pp 1024")],
     "2498.61 t/s rounded."),
    (D8, "压缩率 7x", "7x", M, "revised-figure", "CC201", [(AW_NEW, "[**NexusQuant**]"), (AW_OLD, "[**NexusQuant**]")],
     "The 2026-07 version of the list revised NexusQuant to 6.1x compression (7x was the 2026-04 entry)."),
    (D8, "PPL 只增加 0.276%", "0.276%", T, "exact-quote", "CC201", [(AW_NEW, "[**NexusQuant**]")],
     "+0.276 % PPL on Mistral-7B is the newest entry's figure."),
    (D8, "TGI v3 用时 2 s，vLLM 27.5 s", "27.5", T, "exact-quote", "CC201", [(C07, "|**Llama 3.1 70b**|Long test - 8H100 - 70B|2|27.5|20|")],
     "Second run, Llama 3.1 70B long test on 8xH100: TGI v3 2 s, vLLM 27.5 s."),
    (D8, "TGI v3 用时 6 s，vLLM 4.8 s", "6 s", M, "wrong-system", "CC201", [(C07, "|**Llama 3.1 8b**|Small test - 4xL4 - 8B|4.8|6|200|")],
     "The two engines' times are swapped: TGI v3 4.8 s, vLLM 6 s."),
]


def _line_of(text: str, anchor: str, where: str) -> int:
    hits = [i for i, line in enumerate(text.splitlines(), 1) if anchor in line]
    if len(hits) != 1:
        raise SystemExit(f"{where}: anchor {anchor!r} found on {len(hits)} lines {hits[:5]}")
    return hits[0]


def build(shared: Path | None, old: dict[tuple[str, str], list]) -> list[dict]:
    """Resolve every row's draft line (and, with ``shared``, its source lines) into a label dict."""
    labels = []
    for n, (draft, anchor, surface, kind, slug, rule, sources, reason) in enumerate(ROWS, 1):
        text = (HERE / draft).read_text(encoding="utf-8")
        line = _line_of(text, anchor, draft)
        if surface not in text.splitlines()[line - 1]:
            raise SystemExit(f"{draft}:{line}: surface {surface!r} not on the anchored line")
        if shared is not None:
            src = [{"file": f, "line": _line_of((shared / f).read_text(encoding="utf-8"), a, f)} for f, a in sources]
        else:
            src = old.get((draft, anchor), [])
        labels.append({"id": f"L{n:03d}", "draft": draft, "line": line, "anchor": anchor, "surface": surface,
                       "kind": kind, "slug": slug, "rule": rule, "sources": src, "reason": reason})
    return labels


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", type=Path, default=None, help="the shared folder (default $CLAIMCHECK_SHARED or ../shared beside the repo)")
    ap.add_argument("--check", action="store_true", help="only compare with labels.jsonl; exit 1 when it differs")
    a = ap.parse_args(argv)
    shared = a.shared or Path(os.environ.get("CLAIMCHECK_SHARED") or HERE.parents[2] / "shared")
    out = HERE / "labels.jsonl"
    old = {}
    if out.exists():
        for row in map(json.loads, out.read_text(encoding="utf-8").splitlines()):
            old[(row["draft"], row["anchor"])] = row["sources"]
    labels = build(shared if shared.is_dir() else None, old)
    text = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in labels)
    if a.check:
        same = out.exists() and out.read_text(encoding="utf-8") == text
        print("labels.jsonl is up to date" if same else "labels.jsonl is out of date")
        return 0 if same else 1
    out.write_text(text, encoding="utf-8")
    m = sum(x["kind"] == "mistake" for x in labels)
    print(f"wrote {out}: {len(labels)} labels ({m} mistakes, {len(labels) - m} traps)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
