#!/usr/bin/env python3
"""Build labels.jsonl for the fourth held-out set (drafts_heldout4).

Same schema as ../drafts_heldout3/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids L001-L056. Self-contained (it does not import
../heldout_labels.py): every anchor must occur on exactly one line of its draft, the surface must be
inside the anchor, every cited source line must contain the given snippet, and each draft must carry
6 mistakes and 8 traps.

Source paths are relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
CS = "corpora/real/cross-source/"
LD = "corpora/real/living-doc/"
C01 = CS + "cs01_vllm-blog-2023-06-20-launch.md"
C03 = CS + "cs03_vllm-blog-2024-09-05-v060-perf.md"
C09 = CS + "cs09_eagle-README-2026-02.md"
C13 = CS + "cs13_deepseek-v3-README.md"
C15 = CS + "cs15_deepseek-open-infra-day6-inference-system.md"
C20 = CS + "cs20_lmsys-blog-2025-05-05-large-scale-ep.md"
C21 = CS + "cs21_lmsys-blog-2025-07-17-sglang-mtp.md"
C30 = CS + "cs30_llamacpp-llama-bench-README.md"
LZN, LZO = LD + "lmdeploy-README_zh-CN/v0040.md", LD + "lmdeploy-README_zh-CN/v0038.md"
SBN = LD + "spec-bench-leaderboard/v0020.md"
AW = LD + "awesome-llm-inference/v0034.md"

D1, D2, D3, D4 = ("heldout4-01-llamabench-vllm060.md", "heldout4-02-lmdeploy-zh-deepseek-local.md",
                  "heldout4-03-eagle-specbench-awesome.md", "heldout4-04-sglang-ep-mtp-cost.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet)], reason)
ROWS = [
 # ---- draft 1 (mostly English): llama-bench README, vLLM v0.6.0 performance blog
 (D1, "The tool has three test types", "three", T, "count-correct", "CC101",
  [(C30, 19, "llama-bench can perform three types of tests"), (C30, 21, "Prompt processing (pp)"),
   (C30, 22, "Text generation (tg)"), (C30, 23, "Prompt processing + text generation (pg)")],
  "Three test types announced (pp, tg, pg) and three named, as in the README."),
 (D1, "roughly 3.82 GB in decimal units", "3.82 GB", T, "unit-converted", "CC201",
  [(C30, 38, "3.56 GiB")],
  "3.56 GiB x 1.0737 = 3.82 GB (decimal); a unit conversion, not a second size figure."),
 (D1, "so the smaller model generates about 1.61x faster", "1.61x", T, "computed-ratio", "CC105",
  [(C30, 38, "132.19 ± 0.55"), (C30, 41, "82.17 ± 0.31")],
  "tg 128 with full offload: 132.19 / 82.17 = 1.609 (7B Q4_0 over 13B Q4_0)."),
 (D1, "a drop of about 6.3%", "6.3%", T, "computed-ratio", "CC105",
  [(C30, 38, "132.19 ± 0.55"), (C30, 40, "123.83 ± 0.25")],
  "1 - 123.83 / 132.19 = 6.32 %, the tg 128 -> tg 512 drop for 7B Q4_0."),
 (D1, "There tg 16 reaches 16.71 t/s", "16.71", M, "wrong-condition", "CC201",
  [(C30, 65, "16.71 ± 0.66"), (C30, 67, "15.32 ± 0.05")],
  "The previous sentence puts the generation peak at 16 threads and this one gives it as 16.71 t/s; "
  "16.71 t/s (tg 16) is the 8-thread row, at 16 threads the README gives 15.32 t/s. The condition "
  "(16 threads) is stated in the neighbouring sentence."),
 (D1, "| 34 | 881.34 | 17.76 |", "17.76", M, "digit-transposition", "CC201",
  [(C30, 88, "71.76 ± 0.23")],
  "ngl 34, tg 128 is 71.76 t/s; 17.76 transposes the first two digits (and would be slower than ngl 20)."),
 (D1, "roughly 8.4x", "8.4x", M, "ratio-wrong", "CC105",
  [(C30, 75, "373.36 ± 2.25"), (C30, 89, "2400.01 ± 7.72")],
  "pp 512: 2400.01 / 373.36 = 6.43, not 8.4."),
 (D1, "2368.80 ± 93.24 t/s in the Markdown output-format example", "2368.80", T, "exact-quote-two-figures", "CC201",
  [(C30, 89, "2400.01 ± 7.72"), (C30, 109, "2368.80 ± 93.24")],
  "The README prints full-offload pp 512 twice: 2400.01 t/s (offload table) and 2368.80 t/s (Markdown "
  "example); both quoted exactly, each named, and the draft says they are separate runs."),
 (D1, "start with 512 MiB already in the cache", "512 MiB", M, "unit-slip", "CC201",
  [(C30, 27, "prefilling the KV cache with `<n>` tokens")],
  "`-d <n>` prefills the KV cache with n tokens; d512 is 512 tokens of context, not 512 MiB."),
 (D1, "about 3% slower", "3%", T, "computed-ratio", "CC105",
  [(C30, 97, "120.60 ± 0.59"), (C30, 99, "116.71 ± 0.60")],
  "qwen2 7B tg128: 1 - 116.71 / 120.60 = 3.2 %, about 3 %."),
 (D1, "which is +80% to +170%", "+80% to +170%", T, "percent-multiple-equivalent", "CC104",
  [(C03, 33, "1.8-2.7x throughput improvements compared to v0.5.3")],
  "1.8x-2.7x the v0.5.3 throughput is +80 % to +170 %; the percent and the multiples agree."),
 (D1, "500 prompts each, so 1,500 prompts", "1,500", T, "computed-total", "CC105",
  [(C03, 122, "500 prompts randomly sampled from ShareGPT"), (C03, 124, "500 prompts synthetically generated"),
   (C03, 125, "500 prompts synthetically generated")],
  "Three datasets of 500 prompts each: 3 x 500 = 1,500."),
 (D1, "would generate about 357 t/s on a comparable GPU", "357 t/s", M, "relative-vs-absolute", "CC202",
  [(C03, 21, "vLLM achieves 2.7x higher throughput"), (C30, 38, "132.19 ± 0.55")],
  "2.7x is vLLM v0.6.0's request throughput relative to vLLM v0.5.3 (Llama 8B, 1xH100, ShareGPT); "
  "132.19 t/s is llama.cpp single-stream tg 128 for a 7B Q4_0 model on an unnamed GPU. Multiplying a "
  "relative gain over a different baseline by an absolute figure from another engine gives no valid "
  "estimate (the draft endorses it in its ⚠️ C1)."),
 (D1, "TensorRT-LLM r24.05", "r24.05", M, "version-wrong", "CC203",
  [(C03, 118, "TensorRT-LLM r24.07")],
  "The blog benchmarked against TensorRT-LLM r24.07 (with SGLang v0.3.0 and lmdeploy v0.6.0a0), not r24.05."),
 # ---- draft 2 (mostly Chinese): LMDeploy README zh-CN (newest v0040; v0038 older), DeepSeek-V3 README
 (D2, "LMDeploy 支持 2 种推理引擎", "2 种", T, "count-correct", "CC101",
  [(LZN, 209, "LMDeploy 支持 2 种推理引擎")],
  "Two engines announced and two named (TurboMind, PyTorch), as in the README."),
 (D2, "集成了 deepseek-ai 的四个组件", "四个", M, "count-mismatch", "CC101",
  [(LZN, 41, "FlashMLA、DeepGemm、DeepEP、MicroBatch、eplb")],
  "The 2025/04 item lists five components (FlashMLA, DeepGemm, DeepEP, MicroBatch, eplb) and the "
  "draft lists the same five, but announces four."),
 (D2, "集成 DLSlime 和 Mooncake 两个项目", "两个", T, "count-correct", "CC101",
  [(LZN, 40, "集成[DLSlime](https://github.com/DeepLink-org/DLSlime)和[Mooncake]")],
  "Two projects (DLSlime, Mooncake) announced and named; the README thanks the two teams."),
 (D2, "2+倍快的 KV8 kernels", "2+倍", T, "exact-quote", "CC201",
  [(LZN, 77, "2+倍快的 KV8 kernels")],
  "The 2023/11 news item, still in the newest README, quoted exactly."),
 (D2, "TurboMind 引擎支持 Mono-InternVL 模型", "TurboMind", M, "wrong-system", "CC201",
  [(LZN, 49, "PyTorch engine 支持 Mono-InternVL 模型")],
  "The 2024/11 item credits Mono-InternVL support to the PyTorch engine, not TurboMind."),
 (D2, "| DeepSeek-V4 | 28.4B, 1.6T | 两个规格 |", "28.4B", M, "decimal-slip", "CC201",
  [(LZN, 155, "DeepSeek-V4 (284B, 1.6T)")],
  "The README lists DeepSeek-V4 at 284B and 1.6T; 28.4B slips the decimal point."),
 (D2, "| Hy3 | 295B-A21B | 激活参数约占 7.1% |", "7.1%", T, "computed-ratio", "CC105",
  [(LZN, 156, "Hy3 (295B-A21B)")],
  "21B active of 295B total: 21 / 295 = 7.12 %."),
 (D2, "| GLM-5.2 | 754B | 约 7540 亿参数 |", "7540 亿", T, "unit-converted", "CC201",
  [(LZN, 168, "GLM-5.2 (754B)")],
  "754B = 754 x 10^9 = 7540 亿."),
 (D2, "v0.13.0 计划于 2026-10 发布", "2026-10", M, "overdue-promise", "CC303",
  [(LZN, 225, "自 **v0.13.0** 起")],
  "The draft, dated 2026-11-24, presents a v0.13.0 release planned for 2026-10 as still to come; the "
  "promised date has passed with no confirmation in the draft (the README gives no date and its newest "
  "version already describes v0.13.0 wheels)."),
 (D2, "技术报告 arXiv:2612.19437", "2612.19437", M, "anachronistic-id", "CC302",
  [(C13, 42, "https://arxiv.org/pdf/2412.19437")],
  "The DeepSeek-V3 report is arXiv:2412.19437; 2612.x would be a December 2026 id, after the draft's "
  "date (2026-11-24) and impossible for a model released in 2024."),
 (D2, "官方 DeepSeek-Infer Demo 只支持 Linux 与 Python 3.10", "Python 3.10", T, "different-setup", "CC201",
  [(C13, 270, "Linux with Python 3.10 only"), (LZN, 217, "python3.10 - 3.13")],
  "The DeepSeek-Infer demo requires Python 3.10 only; LMDeploy recommends python3.10 - 3.13. Two "
  "different tools, both named, both quoted correctly."),
 (D2, "每个 rank 分到 256 / 16 = 16 个路由专家", "16 个路由专家", T, "computed-ratio", "CC105",
  [(C13, 301, "--n-experts 256 --model-parallel 16")],
  "256 experts over model-parallel 16 is 16 experts per rank."),
 (D2, "SGLang v0.4.1 已完整支持", "v0.4.1", T, "version-exact", "CC203",
  [(C13, 322, "[SGLang v0.4.1](https://github.com/sgl-project/sglang/releases/tag/v0.4.1) fully supports running DeepSeek-V3 on both **NVIDIA and AMD GPUs**")],
  "The README names SGLang v0.4.1 as the version with full NVIDIA and AMD support; quoted exactly "
  "(not a claim about SGLang's current version)."),
 (D2, "自 v0.3.0 版本起默认预编译包基于 CUDA 12 编译", "v0.3.0", M, "revised-figure", "CC201",
  [(LZN, 225, "自 **v0.13.0** 起，**PyPI** 上默认预编译 wheel 基于 **CUDA 12.8** 构建"),
   (LZO, 228, "自 v0.3.0 版本起，默认预编译包基于 **CUDA 12** 编译"),
   (LZO, 230, "若使用 GeForce RTX 50 系列显卡")],
  "The draft cites the newest README (2026-08-13) but quotes the 2026-03-18 version: the newest says "
  "that since v0.13.0 the default PyPI wheel is built on CUDA 12.8 and RTX 50 users just pip install; "
  "'since v0.3.0, CUDA 12, RTX 50 needs a cu128 package' is superseded."),
 # ---- draft 3 (mixed): EAGLE README 2026-02, Spec-Bench leaderboard v0020 (A100), awesome-llm-inference v0034
 (D3, "EAGLE（arXiv:2401.15077）", "2401.15077", T, "well-formed-id", "CC301",
  [(C09, 17, "https://arxiv.org/pdf/2401.15077.pdf")],
  "The EAGLE paper is arXiv:2401.15077, quoted exactly."),
 (D3, "前后约 15 个月", "15 个月", T, "computed-span", "CC105",
  [(C09, 118, "**2023.12.8**: EAGLE v1.0 is released."), (C09, 108, "**2025.3.19**: EAGLE-3 is released.")],
  "2023-12-08 to 2025-03-19 is about 15 months."),
 (D3, "比 vanilla 提速约 300%", "300%", T, "percent-multiple-equivalent", "CC104",
  [(C09, 62, "**4x** faster than vanilla decoding (13B).")],
  "4x as fast as vanilla decoding is +300 %; the multiple and the percent agree."),
 (D3, "Todo 清单共 10 项，其中 8 项已勾选", "10 项", T, "count-correct", "CC101",
  [(C09, 123, "- [x] Support non-greedy inference"), (C09, 130, "- [x] Support LLaMA-4."),
   (C09, 131, "- [ ] Support official EAGLE-3 for Qwen-3."), (C09, 132, "- [ ] EAGLE-4.")],
  "The Todo list has ten items (lines 123-132): eight ticked, two open, as the draft says."),
 (D3, "README 推荐用 SpecForce", "SpecForce", M, "name-misspelling", "CC205",
  [(C09, 106, "[SpecForge](https://github.com/sgl-project/SpecForge)")],
  "The training framework is SpecForge (sgl-project/SpecForge); 'SpecForce' is a near-miss. The draft "
  "spells it right elsewhere."),
 (D3, "Recycling 约为 REST 的 1.57 倍", "1.57 倍", T, "computed-ratio", "CC105",
  [(SBN, 57, "2.17x"), (SBN, 62, "1.38x")],
  "A100 / Vicuna-13B Overall: Recycling 2.17x / REST 1.38x = 1.572."),
 (D3, "同一张表里 EAGLE2 的 Overall 为 2.77x", "2.77x", M, "wrong-system", "CC201",
  [(SBN, 54, "2.77x"), (SBN, 55, "2.46x")],
  "In the A100 / Vicuna-13B table (named in the previous sentence) 2.77x and second place belong to "
  "SAMD[EAGLE2]; EAGLE2 is 2.46x and third."),
 (D3, "上 EAGLE2 的 2.46x 差得不少", "2.46x", T, "different-setup", "CC201",
  [(C09, 62, "**4x** faster than vanilla decoding (13B)."), (SBN, 55, "2.46x")],
  "The README's 4x (authors' setup) and Spec-Bench's 2.46x (A100, Vicuna-13B, greedy, FP16, bs 1) "
  "differ; both quoted correctly, both named, and the draft says the setups differ."),
 (D3, "| #Mean Accepted Tokens | 4.07 | 4.05 | 3.39 |", "4.07", M, "values-swapped", "CC201",
  [(SBN, 69, "4.05"), (SBN, 70, "**4.07**")],
  "A100 / Vicuna-33B: EAGLE2 accepts 4.05 tokens per step and SAMD[EAGLE2] 4.07; the table row swaps the two."),
 (D3, "比 Medusa（1.76x）慢约 4%", "慢约 4%", M, "direction-reversed", "CC201",
  [(SBN, 73, "1.83x"), (SBN, 74, "1.76x")],
  "On A100 / Vicuna-33B Recycling (1.83x) is about 4 % faster than Medusa (1.76x), not slower."),
 (D3, "DeepSeek-NSA（Native Sparse Attention）：arXiv:2502.11089", "2502.11089", T, "well-formed-id", "CC301",
  [(AW, 102, "https://arxiv.org/pdf/2502.11089")],
  "Native Sparse Attention is arXiv:2502.11089, quoted exactly."),
 (D3, "名称里的 500x 指 prompt 压缩倍数", "500x", T, "not-a-performance-claim", "CC201",
  [(AW, 371, "500xCompressor: Generalized Prompt Compression for Large Language Models")],
  "500x is part of the method's name (a prompt-compression ratio), not a speedup."),
 (D3, "TokenRing（SJTU，arXiv:2421.20501）", "2421.20501", M, "malformed-id", "CC301",
  [(AW, 131, "https://arxiv.org/pdf/2412.20501")],
  "TokenRing is arXiv:2412.20501; 2421.20501 has month 21, which breaks the YYMM scheme."),
 (D3, "| 2401.15077 | EAGLE-2（动态 draft tree） | §4.2 |", "2401.15077", M, "wrong-id", "CC206",
  [(C09, 17, "https://arxiv.org/pdf/2401.15077.pdf"), (C09, 18, "https://arxiv.org/pdf/2406.16858")],
  "2401.15077 is EAGLE (as the draft itself says in 增量 1); EAGLE-2 is arXiv:2406.16858. One id "
  "given to two works."),
 # ---- draft 4 (mixed): SGLang large-scale EP blog, SGLang MTP blog, DeepSeek Day 6, vLLM launch blog
 (D4, "也就是 +400%", "+400%", T, "percent-multiple-equivalent", "CC104",
  [(C20, 26, "improves the output throuhgput by up to 5x")],
  "Up to 5x the TP output throughput is up to +400 %."),
 (D4, "9×8 = 72 张 H100", "72 张", T, "computed-total", "CC105",
  [(C20, 39, "9 nodes (9×8×H100, EP72; half the scale of DeepSeek)")],
  "9 nodes x 8 H100 = 72 GPUs, matching EP72 and half DeepSeek's decode scale."),
 (D4, "距 DeepSeek official profile 5.6% 以内", "5.6%", T, "exact-quote-two-figures", "CC201",
  [(C20, 38, "within 5.6% of DeepSeek"), (C20, 39, "just 6.6% below DeepSeek")],
  "Prefill (perfectly balanced workload): within 5.6 % of DeepSeek's official profile (the bullet "
  "before the Decode Phase bullet); decode (simulated MTP): 6.6 % below it. Two phases, both named, "
  "both against the official profile."),
 (D4, "batch size 扩大了 4×", "4×", T, "not-a-performance-claim", "CC201",
  [(C20, 39, "4× larger batch sizes enabled by EP")],
  "4x is the batch-size increase EP makes possible, not a throughput speedup; quoted correctly."),
 (D4, "decode 侧 SGLang 只用了 12 个节点", "12 个节点", M, "wrong-condition", "CC201",
  [(C20, 73, "DeepSeek’s 18 nodes (versus our 9)"), (C20, 39, "Evaluated on 9 nodes"),
   (C20, 22, "runs on 12 nodes, each with 8 H100 GPUs")],
  "The MoE-kernel comparison (25 % slower, stated in the next sentence) is for SGLang's 9 decode nodes "
  "against DeepSeek's 18; 12 nodes is the whole prefill + decode deployment."),
 (D4, "在已开 overlap scheduling 的配置上再打开 MTP，输出吞吐 +14.2%", "+14.2%", M, "wrong-baseline", "CC202",
  [(C21, 67, "When comparing MTP-enabled decoding to the baseline (i.e., no overlap scheduling and no MTP), we observe a +14.2% increase in output throughput")],
  "Case 2's +14.2% is MTP-enabled decoding against the baseline with neither overlap scheduling nor "
  "MTP; the draft gives it as the gain of MTP on top of overlap scheduling (a different baseline)."),
 (D4, "输入序列 65.5 万 tokens", "65.5 万", M, "magnitude-slip", "CC201",
  [(C21, 49, "input sequence length of 65,536 tokens")],
  "65,536 tokens is about 6.55 万, not 65.5 万 (655,000); a factor of ten."),
 (D4, "| 平均接受长度 | 2.44 | 2.18 |", "2.44", M, "values-swapped", "CC201",
  [(C21, 51, "average acceptance length of 2.18 tokens"), (C21, 52, "average acceptance length of 2.44 tokens")],
  "The 3-token window has acceptance length 2.18 and the 4-token window 2.44; the table swaps them."),
 (D4, "平均接受长度 2.4\"意味着", "2.4", T, "exact-quote", "CC201",
  [(C21, 35, "an average acceptance length of 2.4 means that, on average, 2.4 decode steps are skipped")],
  "The blog's illustrative example (2.4), not a measured acceptance length; quoted correctly."),
 (D4, "`draft_token_num` 先设为 2", "先设为 2", T, "exact-quote", "CC201",
  [(C21, 71, "set `draft_token_num` to 2")],
  "The recommended starting value (2, raise to 4 or more with GPU headroom); a configuration value."),
 (D4, "输出 $2.19/K tokens", "$2.19/K", M, "unit-slip", "CC201",
  [(C15, 93, "$2.19/M output tokens")],
  "R1 output pricing is $2.19 per million tokens, not per thousand."),
 (D4, "约为命中的 3.9 倍", "3.9 倍", T, "computed-ratio", "CC105",
  [(C15, 93, "0.14/M input tokens (cache hit)"), (C15, 93, "0.55/M input tokens (cache miss)")],
  "0.55 / 0.14 = 3.93."),
 (D4, "也就是 GPU 数减半", "减半", T, "percent-multiple-equivalent", "CC104",
  [(C01, 119, "cut the number of GPUs used for serving the above traffic by 50%")],
  "Cutting GPUs by 50 % is halving them."),
 (D4, "SGLang 的 combine 操作比 DeepSeek 快约 2 倍", "快约 2 倍", M, "direction-reversed", "CC201",
  [(C20, 72, "combine operation appears 2x slower than DeepSeek")],
  "The blog says SGLang's combine appears 2x slower than DeepSeek's (communication kernels busy-wait "
  "because attention is shorter), not faster."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "L", REPO, SHARED))
