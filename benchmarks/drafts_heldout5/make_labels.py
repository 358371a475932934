#!/usr/bin/env python3
"""Build labels.jsonl for the fifth held-out set (drafts_heldout5).

Same schema as ../drafts_heldout4/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids M001-M056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor, every cited source line must exist and contain each of
the given snippets (a snippet may be a string or a tuple of strings that must all be on that line),
and each draft must carry 6 mistakes and 8 traps.

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
C02 = CS + "cs02_vllm-blog-2023-11-14-vs-deepspeed-fastgen.md"
C04 = CS + "cs04_vllm-blog-2024-10-17-spec-decode.md"
C05 = CS + "cs05_deepspeed-fastgen-blog-en.md"
C08 = CS + "cs08_eagle-README-2024-01.md"
C10 = CS + "cs10_medusa-README.md"
C13 = CS + "cs13_deepseek-v3-README.md"
C14 = CS + "cs14_deepseek-v3-README_WEIGHTS.md"
C15 = CS + "cs15_deepseek-open-infra-day6-inference-system.md"
C19 = CS + "cs19_sglang-docs-deepseek-usage.md"
LEN, LEO = LD + "lmdeploy-README_en/v0040.md", LD + "lmdeploy-README_en/v0037.md"
SBN, SBO = LD + "spec-bench-leaderboard/v0020.md", LD + "spec-bench-leaderboard/v0010.md"
AW = LD + "awesome-llm-inference/v0034.md"

D1, D2, D3, D4 = ("heldout5-01-lmdeploy-fastgen-en.md", "heldout5-02-specbench-medusa-eagle-zh.md",
                  "heldout5-03-awesome-attention-sglang.md", "heldout5-04-vllm-specdecode-deepseek-fp8.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (mostly English): LMDeploy README en v0040 (v0037 older), DeepSpeed-FastGen blog, awesome v0034
 (D1, "names three VLMs that gained 4-bit weight-only quantization", "three", T, "count-correct", "CC101",
  [(LEN, 58, "Support 4-bits weight-only quantization and inference on VLMs, such as InternVL v1.5, LLaVa, InternLMXComposer2")],
  "Three VLMs announced and the same three named, as in the 2024/05 item."),
 (D1, "(14 / 57 ≈ 25%)", "25%", T, "computed-ratio", "CC105",
  [(LEN, 137, "Qwen2-MoE (57BA14B)")],
  "57BA14B: 14B active of 57B total, 14 / 57 = 24.6 %, roughly a quarter."),
 (D1, "Two third-party projects are linked", "Two", T, "count-correct", "CC101",
  [(LEN, 268, "[LMDeploy-Jetson]"), (LEN, 270, "[BentoLMDeploy]")],
  "The Third-party projects section has two entries (LMDeploy-Jetson, BentoLMDeploy), the two the draft names."),
 (D1, "runs use 8 GPUs (Figure 7), not the 4 A100-80GB", "8 GPUs", T, "different-setup-stated", "CC201",
  [(C05, 214, "Llama 2 70b using 8 H100 GPUs"), (C05, 157, "Tensor parallelism across 4 A100-80GB GPUs")],
  "Llama 2 70B runs on 8 H100 in Figure 7 and on 4 A100-80GB in Figures 2 and 4; two setups, both named, "
  "and the draft says they are reported separately."),
 (D1, "conda environment with python 3.9 - 3.13", "python 3.9 - 3.13", M, "revised-figure", "CC201",
  [(LEN, 215, "conda environment (python 3.10 - 3.13)"), (LEO, 202, "conda environment (python 3.9 - 3.13)")],
  "The draft cites the newest README (v0040, 2026-08-13), which recommends python 3.10 - 3.13; "
  "'3.9 - 3.13' is the superseded text of v0035-v0037 (2025), changed in v0038."),
 (D1, "at the same 9-second latency, about 2.03x", "2.03x", T, "computed-ratio", "CC105",
  [(C05, 152, "up to 2x higher throughput (1.36 rps vs. 0.67 rps) at identical latency (9 seconds)")],
  "1.36 / 0.67 = 2.03, which the blog rounds to 'up to 2x' (Llama-2 70B, 4 A100-80GB)."),
 (D1, "Figure 3 (13B, single A100) gives 60/128", "60/128", T, "exact-quote-two-figures", "CC201",
  [(C05, 157, "averages of 1200/2600 and 128/60"), (C05, 163, "averages of 1200/2600 and 60/128")],
  "The two captions really print the generation-length pair in opposite orders (128/60 for Figure 2, "
  "60/128 for Figure 3); both are quoted as printed and named, not a swap by the draft."),
 (D1, "was measured with 32 clients", "32 clients", M, "wrong-condition", "CC201",
  [(C05, 190, "using tensor parallelism across 4 A100-80GB GPUs, 16 clients"), (C05, 136, "ranging from 1 to 32")],
  "Figure 5's per-token latency (P50/P90/P95, Llama 2 70B, 4 A100-80GB) was measured with 16 clients; 32 is "
  "the top of the client range of the throughput-latency curves."),
 (D1, "23.7 / 1.46 ≈ 16.2x", "16.2x", T, "computed-ratio", "CC105",
  [(C05, 199, "the throughput of a single replica is 1.46 queries/sec, the throughput with 16 replicas reaches 23.7 queries/sec")],
  "23.7 / 1.46 = 16.23 with 16 replicas: the blog's 'linear 16x' holds."),
 (D1, "handles about 1.46 queries per minute", "1.46 queries per minute", M, "unit-slip", "CC201",
  [(C05, 199, "the throughput of a single replica is 1.46 queries/sec")],
  "A single replica serves 1.46 queries per second, not per minute (a factor of 60)."),
 (D1, "The roadmap at the end lists five items", "five", M, "count-mismatch", "CC101",
  [(C05, 306, "- Performance improvements"), (C05, 307, "- Broader model support"),
   (C05, 308, "- New hardware backends through collaboration with partners"),
   (C05, 309, "- Release performance benchmarks")],
  "The roadmap has four items, and the draft lists the same four, but announces five."),
 (D1, "FastGen should come out roughly 28% faster than LMDeploy", "28%", M, "relative-different-basis", "CC202",
  [(LEN, 100, "up to 1.8x higher request throughput than vLLM"), (C05, 168, "up to 2.3x higher throughput than vLLM")],
  "2.3 / 1.8 = 1.28 is right as arithmetic, but the two multiples have different bases: LMDeploy's is request "
  "throughput over the vLLM of its benchmark, FastGen's is effective throughput (requests meeting its own SLA) "
  "over vLLM in 2023, on other models and GPUs. Two relative figures over different baselines cannot be "
  "divided into a comparison of the two engines (the draft's own ⚠️ C2 says so)."),
 (D1, "| 2401.08671 | DeepSpeed-FastGen paper", "2401.08671", T, "id-after-list-date", "CC302",
  [(AW, 178, ("|2023.11|", "https://arxiv.org/pdf/2401.08671.pdf"))],
  "The awesome list files FastGen under 2023.11 (the blog) with the arXiv paper 2401.08671 (January 2024); "
  "an id a month after the row's date is the later paper, well before the draft's date, and the draft says so."),
 (D1, "| 2609.06180 | vLLM / PagedAttention", "2609.06180", M, "anachronistic-id", "CC302",
  [(C05, 39, "[vLLM](https://arxiv.org/pdf/2309.06180.pdf) powered by PagedAttention")],
  "The vLLM / PagedAttention paper the FastGen blog (2023-11) cites is arXiv:2309.06180; 2609.x would be a "
  "September 2026 id, impossible for a paper cited in 2023 (before the draft's date, so only the 'impossible "
  "for what it names' half of the rule applies)."),
 # ---- draft 2 (mostly Chinese): Spec-Bench v0020 A100 tables (v0010 older), Medusa README, EAGLE README 2024-01
 (D2, "Vicuna-7B 表中 Hydra（2.07x）排第三", "排第三", M, "rank-inconsistency", "CC103",
  [(SBN, 40, ("[Recycling]", "🥉", "2.22x")), (SBN, 42, ("[Hydra]", "2.07x"))],
  "In the A100 / Vicuna-7B table the bronze is Recycling (2.22x, quoted in the same bullet); Hydra at 2.07x "
  "is fifth, behind EAGLE (2.10x) too. The ranking claim contradicts the values listed with it."),
 (D2, "相当于比 vanilla 解码提升 136%", "136%", T, "percent-multiple-equivalent", "CC104",
  [(SBN, 39, ("[EAGLE2]", "2.36x"))],
  "2.36x vanilla speed is +136 %; the percent and the multiple agree."),
 (D2, "Hydra 比 Medusa（1.71x）高约 21%", "21%", T, "computed-ratio", "CC105",
  [(SBN, 42, ("[Hydra]", "2.07x")), (SBN, 43, ("[Medusa]", "1.71x"))],
  "A100 / Vicuna-7B Overall: 2.07 / 1.71 = 1.21, about 21 % higher."),
 (D2, "的 Overall 同为 2.59x", "2.59x", T, "tie-not-rank-error", "CC103",
  [(SBN, 69, ("[EAGLE2]", "🏅", "**2.59x**")), (SBN, 70, ("[SAMD[EAGLE2]]", "🥈", "2.59x"))],
  "A100 / Vicuna-33B: EAGLE2 (gold) and SAMD[EAGLE2] (silver) both have Overall 2.59x; the board breaks "
  "the tie, and the draft says the equal values are not a ranking error."),
 (D2, "恰好都是 1.48x", "1.48x", T, "same-value-two-models", "CC201",
  [(SBN, 46, ("[REST]", "1.48x")), (SBN, 76, ("[REST]", "1.48x"))],
  "REST's Overall is 1.48x in both the Vicuna-7B and the Vicuna-33B A100 tables; two models, the same value, "
  "both quoted correctly."),
 (D2, "在 Vicuna-33B 上为 1.25x", "1.25x", T, "different-setup-stated", "CC201",
  [(SBN, 47, ("[Lookahead]", "1.34x")), (SBN, 78, ("[Lookahead]", "1.25x"))],
  "Lookahead on the A100: 1.34x for Vicuna-7B, 1.25x for Vicuna-33B; two models, both named, and the "
  "draft says not to merge them."),
 (D2, "Recycling（TokenRecyling，Luowaterbi 维护）", "TokenRecyling", M, "name-misspelling", "CC205",
  [(SBN, 40, "https://github.com/Luowaterbi/TokenRecycling")],
  "The project is TokenRecycling (Luowaterbi/TokenRecycling); 'TokenRecyling' drops a letter. The draft "
  "spells it right in 增量 2's source line."),
 (D2, "Medusa-2 目前放出 4 个权重", "4 个", T, "count-correct", "CC101",
  [(C10, 118, "Zephyr-7B-Beta"), (C10, 119, "Vicuna-7B-v1.5"), (C10, 120, "Vicuna-13B-v1.5"), (C10, 121, "Vicuna-33B-v1.5")],
  "The Medusa-2 weights table has four rows, the four the draft names."),
 (D2, "4000 与 4096 分属不同参数", "4096", T, "distinct-parameters", "CC201",
  [(C10, 169, "--input-length 4000 --max-total-tokens 4096 --max-batch-prefill-tokens 4000")],
  "4000 (input length, batch prefill tokens) and 4096 (max total tokens) are different TGI arguments in "
  "the same command, quoted exactly; not a typo for each other."),
 (D2, "Medusa 依然排第一，Overall 2.42x", "2.42x", M, "revised-figure", "CC201",
  [(SBN, 43, ("[Medusa]", "1.71x")), (SBO, 35, ("[Medusa]", "🏅", "**2.42x**"))],
  "The draft cites v0020 (2025-04-22), where Medusa on A100 / Vicuna-7B is 1.71x and sixth; 'first, "
  "2.42x' is the superseded v0010 (2024-03-25) table."),
 (D2, "Medusa 约为 vanilla 的 1.9 倍", "1.9 倍", T, "computed-ratio", "CC105",
  [(C08, 50, "**3x** faster than vanilla decoding (13B)"), (C08, 52, "**1.6x** faster than"),
   (C10, 66, "Medusa delivers approximately a 2x speed increase")],
  "3 / 1.6 = 1.875: EAGLE's two multiples (13B) imply Medusa at about 1.9x vanilla, close to Medusa's own ~2x."),
 (D2, "Medusa 比 Lookahead 快约 40%", "40%", M, "ratio-wrong", "CC105",
  [(C08, 51, "**2x** faster than"), (C08, 52, "**1.6x** faster than")],
  "EAGLE is 2x Lookahead and 1.6x Medusa, so Medusa / Lookahead = 2 / 1.6 = 1.25, about 25 % faster; "
  "subtracting the multiples (2 - 1.6 = 0.4) gives the draft's 40 %."),
 (D2, "EAGLE 可在 8 张 A100 上 1-2 天内训练完成", "8 张 A100", M, "wrong-condition", "CC201",
  [(C08, 54, "trainable (within 1-2 days) and testable on 8x RTX 3090 GPUs")],
  "The README's 1-2 days of training are on 8x RTX 3090 (its 'GPU poor' point), not 8 A100s."),
 (D2, "草稿头只有 0.37 GB", "0.37 GB", M, "unit-slip", "CC201",
  [(C08, 107, ("Vicuna-13B-v1.3", "0.37B"))],
  "EAGLE's Vicuna-13B draft head has 0.37B parameters; 0.37 GB reads a parameter count as a file size "
  "(the next clause gives Vicuna-7B's 0.24B correctly)."),
 # ---- draft 3 (mixed): awesome-llm-inference v0034, SGLang DeepSeek usage docs
 (D3, "Squeezed Attention（2411.09688）、Star Attention（2411.17116）", "Star Attention（2411.17116）", M,
  "duplicate-item", "CC102",
  [(AW, 89, "https://arxiv.org/pdf/2411.17116"), (AW, 130, "https://arxiv.org/pdf/2411.17116"),
   (AW, 288, "https://arxiv.org/pdf/2411.09688")],
  "The list of four repeats Star Attention (2411.17116), which the awesome list carries in two sections "
  "(Trending LLM/VLM Topics, line 89; Multi-GPUs/Multi-Nodes Parallelism, tagged 'SP:', line 130); three works, one listed twice."),
 (D3, "SageAttention（2410.02367）与 SageAttention2（2411.10958）", "2411.10958", T, "two-works-not-duplicate", "CC102",
  [(AW, 286, ("SAGEATTENTION: ACCURATE 8-BIT ATTENTION", "https://arxiv.org/pdf/2410.02367")),
   (AW, 287, ("SageAttention2: Efficient Attention with Thorough Outlier Smoothing and Per-thread INT4 Quantization", "https://arxiv.org/pdf/2411.10958"))],
  "Two different papers of one team (thu-ml) with near-identical names and two ids; not a duplicate "
  "entry, and the draft says so."),
 (D3, "~1.5x faster than SDPA EA，即约快 50%", "50%", T, "percent-multiple-equivalent", "CC104",
  [(AW, 290, "~1.5x faster than SDPA EA")],
  "~1.5x as fast is about +50 %; the percent and the multiple agree."),
 (D3, "Attention 分区 2025.04 新增两条", "两条", T, "count-correct", "CC101",
  [(AW, 292, ("|2025.04|", "https://arxiv.org/pdf/2504.16083")), (AW, 293, ("|2025.04|", "https://arxiv.org/pdf/2504.17768"))],
  "Two 2025.04 rows (MMInference, The Sparse Frontier) announced and named."),
 (D3, "arXiv:2025.18137", "2025.18137", M, "malformed-id", "CC301",
  [(AW, 291, "https://arxiv.org/pdf/2502.18137")],
  "SpargeAttn is arXiv:2502.18137; '2025.18137' types the year for YYMM, giving month 25, which breaks the scheme."),
 (D3, "但 arXiv 号 2410.13276 对应 2024 年 10 月的首版", "2410.13276", T, "id-before-list-date", "CC302",
  [(AW, 295, ("|2025.02|", "https://arxiv.org/abs/2410.13276"))],
  "The list dates SeerAttention 2025.02 while its arXiv id is from 2024-10: the id predates the row, "
  "which is normal (first version earlier than the list entry), and the draft says so."),
 (D3, "arXiv:2501.12948v1（带版本后缀）", "2501.12948v1", T, "well-formed-id", "CC301",
  [(AW, 92, "https://arxiv.org/pdf/2501.12948v1")],
  "YYMM.NNNNN with a version suffix is well formed; quoted as the list links it."),
 (D3, "都收录了 DeepSeek-V2（2405.04434）", "2405.04434", T, "duplicate-in-source-noted", "CC102",
  [(AW, 84, "https://arxiv.org/pdf/2405.04434"), (AW, 99, "https://arxiv.org/pdf/2405.04434")],
  "The source lists DeepSeek-V2 in two sections; the draft reports that and records it once (no duplicate "
  "in the draft's own lists)."),
 (D3, "OneComp（Fujitsu，2026.03，arXiv:2603.28845）", "2603.28845", T, "recent-id-before-date", "CC302",
  [(AW, 80, ("2026.03", "https://arxiv.org/pdf/2603.28845"))],
  "A 2026-03 id, recent but before the draft's date (2026-11-29) and matching the list's date."),
 (D3, "arXiv:2704.07622", "2704.07622", M, "anachronistic-id", "CC302",
  [(AW, 461, ("|2026.04|", "https://arxiv.org/abs/2604.07622"))],
  "DIVERSED is arXiv:2604.07622 (2026.04); 2704.x would be an April 2027 id, after the draft's date."),
 (D3, "POWER8 vec_perm 方案让 CPU 推理提速 8.8x", "8.8x", M, "weak-provenance", "CC204",
  [(AW, 507, ("8.8x CPU Inference Speedup", "https://doi.org/10.5281/zenodo.14862410"))],
  "The 8.8x rests on a WeChat-account repost passed on by jay; the list's own entry points to a zenodo record "
  "and the author's repository, with no paper or stated setup. The draft recommends writing it into §6 "
  "anyway (its ⚠️ C1 then advises against it)."),
 (D3, "Cache-DiT v1.3.0 release note（vipshop/cache-dit，2026-12-03）", "2026-12-03", M, "future-dated-source", "CC304",
  [(AW, 20, "[2026/03] Cache-DiT **[🎉v1.3.0](https://github.com/vipshop/cache-dit)** release is ready")],
  "The sources table dates the Cache-DiT v1.3.0 release note 2026-12-03, after the draft's own date "
  "(2026-11-29); the list puts the release in 2026/03."),
 (D3, "--enable-dp-attention --tp 16 --dp 2", "--tp 16 --dp 2", M, "wrong-condition", "CC201",
  [(C19, 72, "Append `--enable-dp-attention --tp 8 --dp 8` to the server arguments when using 8 H200 GPUs"),
   (C19, 73, "2 nodes with 8 H100 GPUs each, you can specify `--enable-dp-attention --tp 16 --dp 2`")],
  "On 8 H200 GPUs the docs give --tp 8 --dp 8; --tp 16 --dp 2 is the example for 2 nodes of 8 H100 each."),
 (D3, "`--speculative-num-steps 1 --speculative-eagle-topk 1 --speculative-num-draft-tokens 2`",
  "--speculative-num-draft-tokens 2", T, "exact-quote", "CC201",
  [(C19, 82, "The minimum configuration is `--speculative-num-steps 1 --speculative-eagle-topk 1 --speculative-num-draft-tokens 2`")],
  "The documented minimum MTP configuration, quoted exactly (configuration values, not measurements)."),
 # ---- draft 4 (mixed): vLLM spec-decode blog, vLLM notes on FastGen, DeepSeek-V3 README_WEIGHTS, DeepSeek Day 6
 (D4, "最后一次提交是 2024-12-15", "2024-12-15", T, "revision-vs-publication-date", "CC201",
  [(C04, 4, "_posts/2024-10-17-spec-decode.md"), (C04, 6, "commit_date: 2024-12-15")],
  "Two dates of one source, both right and both named: published 2024-10-17 (post path), file last "
  "committed 2024-12-15."),
 (D4, "值是紧随其后的 3 个 token", "3 个 token", T, "exact-quote", "CC201",
  [(C04, 101, "we build all 2-grams as the lookup key. The values are the three tokens following the lookup key")],
  "2-gram keys and three-token values: two different numbers in the blog's prompt-lookup example, both quoted."),
 (D4, "Medusa 式示例中用了三个 head", "三个 head", T, "count-correct", "CC101",
  [(C04, 112, "three heads are used to propose tokens for the following three positions")],
  "Three heads for three positions (Head 1-3 in the example), as the blog says."),
 (D4, "即查找窗口在 1 到 4 个 token 之间", "1 到 4", T, "range-exact", "CC201",
  [(C04, 186, "ngram_prompt_lookup_max=4"), (C04, 187, "ngram_prompt_lookup_min=1")],
  "ngram_prompt_lookup_min=1 and _max=4 in the example: a range from 1 to 4."),
 (D4, "draft 模型 speculative_draft_tensor_parallel_size=4", "speculative_draft_tensor_parallel_size=4", M,
  "values-swapped", "CC201",
  [(C04, 196, "configure the draft model to use a tensor parallel size of 1, while the target model uses a size of 4"),
   (C04, 203, "tensor_parallel_size=4"), (C04, 205, "speculative_draft_tensor_parallel_size=1")],
  "The example gives the draft model TP 1 and the target (Llama-3.1-70B) TP 4; the draft swaps the two "
  "(and the stated purpose, less communication on the draft side, only fits TP 1)."),
 (D4, "is expected to land in vLLM main by mid-November 2026", "mid-November 2026", M, "overdue-promise", "CC303",
  [(C04, 147, "vLLM is working on implementing **dynamic speculative decoding**"), (C04, 215, "Future updates")],
  "A release promised for mid-November 2026, reported as still expected in a note dated 2026-12-01, with no "
  "confirmation in the corpus (the blog gives no date at all)."),
 (D4, "而在长输出场景 FastGen 更快，vLLM 反而落后", "FastGen 更快", M, "direction-reversed", "CC201",
  [(C02, 24, "surpasses it when handling longer outputs"),
   (C02, 25, "only outperforms vLLM in scenarios with long prompts and short outputs")],
  "The vLLM notes say vLLM surpasses FastGen with longer outputs; the draft reverses it."),
 (D4, "FastGen 列了 5 个，多出 Embedding", "5 个", T, "count-correct", "CC101",
  [(C02, 87, "| Attention, RoPE, RMS, SILU              | Attention, RoPE, RMS, SILU, Embedding")],
  "Custom kernels for LLaMA: four for vLLM, five for FastGen (plus Embedding), as the table lists."),
 (D4, "正在与两家硬件厂商合作", "两家", M, "count-mismatch", "CC101",
  [(C02, 71, "collaborating with hardware vendors like AMD, AWS Inferenetia, and Intel Habana")],
  "Three vendors (AMD, AWS Inferentia, Intel Habana) are named in the source and in the draft, but two are announced."),
 (D4, "每个 block 共 16,384 个权重", "16,384", T, "computed-product", "CC105",
  [(C14, 75, "FP8 weight format with 128x128 block scaling"), (C14, 103, "(128x128 weight block) * weight_scale_inv")],
  "128 x 128 = 16,384 weights per block, each block with one weight_scale_inv."),
 (D4, "合计 14.2B", "14.2B", M, "sum-wrong", "CC105",
  [(C14, 51, "**11.5B unique parameters**, excluding the shared 0.9B Embedding and 0.9B output Head")],
  "11.5B + 0.9B + 0.9B = 13.3B, not 14.2B (the parts are in the same bullet)."),
 (D4, "去掉这两部分后 MTP 独有的激活参数约 0.6B", "0.6B", T, "computed-difference", "CC105",
  [(C14, 52, "Activation parameters: **2.4B** (including the shared 0.9B Embedding and 0.9B output Head)")],
  "2.4B - 0.9B - 0.9B = 0.6B of activated parameters unique to the MTP module."),
 (D4, "核心 MLA 计算与 combine 通信同样采用 FP8", "同样采用 FP8", M, "wrong-condition", "CC201",
  [(C15, 75, "matrix multiplications and dispatch transmissions adopt the FP8 format"),
   (C15, 76, "core MLA computations and combine transmissions use the BF16 format")],
  "DeepSeek serves core MLA computations and combine transmissions in BF16; only matmuls and dispatch are FP8."),
 (D4, "用 5 级流水线实现通信与计算的重叠", "5 级", T, "exact-quote", "CC201",
  [(C15, 45, "subdivide the attention layer into two steps and use a 5-stage pipeline")],
  "The decoding phase's 5-stage pipeline (attention split into two steps), quoted with its phase."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "M", REPO, SHARED))
