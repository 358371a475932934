#!/usr/bin/env python3
"""Build labels.jsonl for the eighth held-out set (drafts_heldout8).

Same schema as ../drafts_heldout7/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sources are PyPI READMEs under benchmarks/corpora/new-real/. A source path that starts with
"benchmarks/" is relative to the repository root (the parent of this file's parent); any other path
is relative to the shared directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/"
AD = NR + "batch-2/ai-dynamo.md"
LG = NR + "batch-2/liger-kernel.md"
TA = NR + "batch-2/torchao.md"
AL = NR + "batch-14/airllm.md"
KC = NR + "batch-4/kvcached.md"
RW = NR + "batch-14/rwkv.md"
RF = NR + "batch-12/ring-flash-attn.md"
FH = NR + "batch-9/fast-hadamard-transform.md"
BB = NR + "batch-3/bitblas.md"
FG = NR + "batch-7/flexgen.md"
LL = NR + "batch-4/llmlingua.md"
AS = NR + "batch-14/attention-sinks.md"

D1, D2, D3, D4 = ("heldout8-01-dynamo-liger-torchao.md", "heldout8-02-airllm-kvcached-rwkv-zh.md",
                  "heldout8-03-ringattn-hadamard-bitblas.md", "heldout8-04-flexgen-llmlingua-sinks-en.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): Dynamo, Liger Kernel, TorchAO
 (D1, "| Planner autoscaling | SLA breach 少 5% | TCO 低 80%", "少 5%", M, "swapped-values", "CC201",
  [(AD, 86, ("**80%** fewer SLA breaches", "Planner autoscaling at 5% lower TCO"))],
  "The README's Planner row is 80 % fewer SLA breaches at 5 % lower TCO; the draft's table swaps the two figures "
  "(5 % fewer breaches, 80 % lower TCO)."),
 (D1, "| 模型冷启动 | 7x faster |", "7x faster", T, "same-value-not-duplicate", "CC102",
  [(AD, 83, "**7x** higher throughput per GPU"), (AD, 84, "**7x** faster model startup")],
  "Two Key Results rows share the value 7x: throughput per GPU (DeepSeek R1, GB200 NVL72 vs B200) and model startup "
  "(ModelExpress, DeepSeek-V3 on H200). Different metrics, both quoted right; the draft says not to merge them."),
 (D1, "itl 20 ms 折合单请求约 50 tok/s", "50 tok/s", T, "unit-conversion", "CC201",
  [(AD, 221, "itl: 20.0     # ms"), (AD, 220, "ttft: 200.0   # ms")],
  "An inter-token latency of 20 ms is 1000 / 20 = 50 tokens/s for one stream; a latency converted to a rate."),
 (D1, "仍写 1.5.1", "1.5.1", T, "two-versions-two-artifacts", "CC203",
  [(AD, 2, "pypi.org/project/ai-dynamo/1.6.1/"), (AD, 152, "ai-dynamo/vllm-runtime:1.5.1"),
   (AD, 184, "tensorrtllm-runtime:1.5.1")],
  "1.6.1 is the PyPI package and 1.5.1 the tag of the NGC runtime containers in the README's quickstart; two "
  "artifacts, not two 'current' versions of one, as the draft says."),
 (D1, "FSDP1、8×H100", "8×H100", M, "wrong-condition", "CC201",
  [(LG, 86, ("LLaMA 3-8B, Batch Size = 8", "Distributed Strategy = FSDP1 on 8 A100s"))],
  "Liger's headline +20 % throughput / -60 % memory was measured with FSDP1 on 8 A100s, not H100s; the other "
  "conditions (LLaMA 3-8B, batch size 8, bf16, AdamW, gradient checkpointing) are copied right."),
 (D1, "即可用上下文扩大 4 倍", "4 倍", T, "computed-ratio", "CC105",
  [(LG, 87, ("start to OOM at a 4K context length", "scales up to 16K"))],
  "16K / 4K = 4."),
 (D1, "| bwd，无 entropy | 32768 | 163.34 | 163.21 | 331.08 | CuTe SM90 |", "CuTe SM90", M, "rank-inconsistency", "CC103",
  [(LG, 349, ("| 32768 | No | 163.34 ms / 646 TFLOPS", "**163.21 ms / 647 TFLOPS**"))],
  "In the backward row for M=32768 without entropy, cuTile (163.21 ms) is faster than CuTe SM90 (163.34 ms), the one "
  "row of the README's tables where CuTe SM90 is not bold; the draft's 'fastest' column names CuTe SM90 next to the "
  "two figures that contradict it."),
 (D1, "除以 6.05 ms 约 727 TFLOPS", "727 TFLOPS", T, "computed-ratio", "CC105",
  [(LG, 331, "**6.05 ms / 727 TFLOPS**"), (LG, 324, "`H=4096`, `V=131072`"), (LG, 325, "`2*M*H*V`")],
  "2 x 4096 x 4096 x 131072 = 4.40e12 FLOP; / 6.05 ms = 727 TFLOPS, the README's figure."),
 (D1, "cuTile 的 backward 比 Torch 慢，但 full 仍更快", "full 仍更快", T, "rank-by-stage-stated", "CC103",
  [(LG, 367, "| cuTile | 2.97 ms | 8.35 ms | 11.36 ms | 2.64 GiB |"), (LG, 368, "| Torch | 5.24 ms | 7.15 ms | 12.85 ms | 7.22 GiB |")],
  "On B200 cuTile's backward (8.35 ms) is slower than Torch's (7.15 ms) while its full pass (11.36 ms) is faster "
  "(12.85 ms); the ranking differs by stage and the draft says which. 2.64 / 7.22 = 37 %."),
 (D1, "即吞吐提升 237%", "237%", M, "percent-multiple-wrong", "CC105",
  [(TA, 140, "[2.37x throughput with 67.7% memory reduction]")],
  "2.37x throughput is an increase of 137 %, not 237 %."),
 (D1, "「最多恢复 96%」", "96%", T, "different-setup-stated", "CC201",
  [(TA, 12, "Recover **67% of quantized accuracy degradation** on Gemma3-4B with QAT"),
   (TA, 49, ("[Jul 24] QAT", "recovered up to 96% accuracy degradation", "on Llama-3-8B"))],
  "67 % (Gemma3-4B, README headline) and up to 96 % (Llama-3-8B, July 2024 news) are two models at two dates; the "
  "draft says it is not a revision of one figure."),
 (D1, "记为 2026-12-05 的新闻", "2026-12-05", M, "future-dated-source", "CC304",
  [(AD, 272, "[12/05] [Moonshot AI's Kimi K2 achieves 10x inference speedup with Dynamo on GB200]")],
  "The README's news item carries no year ([12/05]); the forward makes it 2026-12-05, two days after the note's own "
  "date (2026-12-03), and the draft still treats it as this week's figure. (The neighbouring Mistral item's URL is "
  "dated 2025/12/02.)"),
 (D1, "将于 2026 年 1 月中旬举办 Liger Kernel x Triton China Meetup", "2026 年 1 月中旬", M, "overdue-promise", "CC303",
  [(LG, 53, ("[2025/12/19]", "Liger Kernel x Triton China Meetup in mid of January 2026"))],
  "Announced on 2025/12/19 for mid-January 2026; by the note's date (2026-12-03) it is eleven months past, with no "
  "confirmation in the README, yet the draft plans to send someone 'next month'."),
 (D1, "而日历链接的时间是 20261016T010000Z", "20261016T010000Z", T, "timezone-same-event", "CC201",
  [(AD, 48, ("Thu, Oct 15, 2026", "dates=20261016T010000Z", "6%3A00+pm%3A+Doors+open"))],
  "2026-10-16 01:00 UTC is 2026-10-15 18:00 PDT (UTC-7; DST ends on 1 Nov 2026), the agenda's '6:00 pm Doors "
  "open' in San Francisco: one date in two time zones, as the draft says."),
 # ---- draft 2 (inbox quick note, mostly Chinese): AirLLM, kvcached, rwkv
 (D2, "训练（LoRA，冻结权重逐层流式）不到 6GB，跑在 RTX 3060 Ti 上", "不到 6GB", T, "different-setup-stated", "CC201",
  [(AL, 37, ("runs in **5.95GB** of VRAM", "one RTX 4090")), (AL, 35, "trains under **6GB** (RTX 3060 Ti)")],
  "5.95GB is inference on an RTX 4090, under 6GB is LoRA training on an RTX 3060 Ti; two settings, both quoted "
  "right, and the draft says so."),
 (D2, "合计约 176B，和表里写的「~180B」对得上", "176B", T, "computed-sum", "CC201",
  [(AL, 37, ("125B MoE flagship", "~51B n-gram embedding")), (AL, 296, "| Qwen3.8-Flash-Next (MoE + PLE) | ~180B |")],
  "125B (MoE) + ~51B (n-gram embedding) = ~176B, the table's '~180B'; the news item's 125B and the table's ~180B "
  "count different parts of one model."),
 (D2, "Kimi K3 参数最多（2.8T）、显存却最低", "显存却最低", M, "rank-inconsistency", "CC103",
  [(AL, 41, ("**Kimi K3 (2.8T)**", "**3.72GB**")), (AL, 297, "| Qwen3-235B (MoE) | 235B | **~3 GB** |")],
  "Kimi K3 needs 3.72GB, more than Qwen3-235B's ~3 GB quoted in the same bullet (and Qwen3.8-27B's 3.33 GB in the "
  "table below); 'lowest' is contradicted by the figures beside it."),
 (D2, "Qwen3.8-27B 要 transformers 5.8+", "5.8+", T, "two-versions-two-models", "CC203",
  [(AL, 41, "`transformers` 4.56.x, as its remote code does not load on 5.x"), (AL, 39, "Needs `transformers` 5.8+.")],
  "transformers 4.56.x is Kimi K3's requirement and 5.8+ Qwen3.8-27B's; one library, two models, both right."),
 (D2, "不到两年时间", "不到两年", M, "date-arithmetic-wrong", "CC105",
  [(AL, 67, "[2023/11/20] airllm Initial version!"), (AL, 35, "[2026/09] **Training** support")],
  "2023/11/20 to 2026/09 is about two years and ten months, not 'under two years'."),
 (D2, "| Qwen3.8-27B（dense VL） | 27B | 3.33 GB | RTX 4090 |", "RTX 4090", M, "wrong-condition", "CC201",
  [(AL, 39, ("runs in **3.33GB** of VRAM", "measured end to end on one RTX 3090"))],
  "Qwen3.8-27B's 3.33GB was measured on an RTX 3090; the RTX 4090 belongs to the Flash-Next row below it."),
 (D2, "CUDA kernel：decode 快 10 倍", "decode 快 10 倍", M, "wrong-metric", "CC201",
  [(RW, 17, "'1' to compile CUDA kernel (10x faster prefilling)")],
  "RWKV_CUDA_ON=1 compiles the CUDA kernel for 10x faster prefilling, not decoding (the README's faster decoding is "
  "the separate CUDAGraph path)."),
 (D2, "正好是 70B 那行 ~4GB 的 3 倍", "3 倍", T, "computed-ratio", "CC105",
  [(AL, 300, "| DeepSeek-V3 | **671B** | **~12 GB** |"), (AL, 298, "| Llama 3.x 70B (full precision) | 70B | **~4 GB** |")],
  "~12 GB / ~4 GB = 3, while 671B / 70B = 9.6; both ratios right."),
 (D2, "每个只摊到约 26.7GB", "26.7GB", T, "computed-ratio", "CC105",
  [(KC, 123, "serving three `Llama-3.1-8B` models on an A100-80G GPU")],
  "80 GB / 3 models = 26.7 GB each."),
 (D2, "kvcached 0.1.6（2026-10）适配 vLLM v0.30", "v0.30", T, "three-versions-three-components", "CC203",
  [(KC, 49, ("[2026-10]", "kvcached **v0.1.6** supports **vLLM v0.30**", "**SGLang v0.5.20**")), (KC, 2, "kvcached/0.1.6/")],
  "0.1.6 is kvcached, v0.30 vLLM and v0.5.20 SGLang: three components, each version right, as the draft says."),
 (D2, "arXiv:2508.8448", "2508.8448", M, "malformed-id", "CC301",
  [(KC, 13, "https://arxiv.org/abs/2508.08448"), (KC, 273, "arXiv:2508.08448")],
  "The paper is arXiv:2508.08448; dropping the leading zero of the sequence number leaves four digits, which breaks "
  "the YYMM.NNNNN scheme."),
 (D2, "当前 pip 版本是 0.8.31", "0.8.31", M, "version-conflict", "CC203",
  [(RW, 2, "pypi.org/project/rwkv/0.8.32/"), (RW, 61, "requires rwkv pip pkg v0.8.31+")],
  "The note's own header cites rwkv 0.8.32 (the PyPI page); 0.8.31 is only the minimum version for CUDAGraph "
  "decoding ('v0.8.31+'), not the current one."),
 (D2, "全部层 cuda fp16i8 = 50% VRAM", "50% VRAM", T, "same-figure-two-phrasings", "CC201",
  [(RW, 195, "50% VRAM = 'cuda fp16i8'"), (RW, 179, "int8 quantization to save 50% VRAM/RAM")],
  "'50 % VRAM' (usage with all layers fp16i8) and 'saves 50 %' are one fact stated two ways."),
 (D2, "L12-D768（169M）按 13 层算", "13 层", T, "count-correct", "CC101",
  [(RW, 181, ("L12-D768 (169M) has \"13\" layers", "L24-D2048 (1.5B) has \"25\" layers"))],
  "12 layers plus [ln_out+head] counted as one more = 13 (and 24 + 1 = 25)."),
 # ---- draft 3 (living-document section, mixed): ring-flash-attn, fast-hadamard-transform, BitBLAS
 (D3, "总序列长度 8k（8 卡合计）", "8k（8 卡合计）", M, "per-gpu-read-as-total", "CC201",
  [(RF, 105, "with a total sequence of length 8k per GPU")],
  "The benchmark uses 8k tokens per GPU (64k across 8 GPUs); the draft reads the per-GPU length as the total."),
 (D3, "| batch | fwd only | 8×H800 | 591.5 / 8 = 73.9 | 38.5 | 63.0 | 85.2 |", "85.2", T, "computed-ratio", "CC105",
  [(RF, 85, ("8xH800", "591.5 / 8 = 73.9", "38.5", "63.0")), (RF, 86, "**85.2%**")],
  "591.5 / 8 = 73.9 and 63.0 / 73.9 = 85.2 %, as in the README."),
 (D3, "| varlen | fwd only | 8×H800 | 852.4 / 8 = 106.6 | 52.4 | 74.8 | 85.2 |", "85.2", M, "ratio-wrong", "CC105",
  [(RF, 94, ("852.4 / 8 = 106.6", "52.4", "74.8")), (RF, 95, "**70.2%**")],
  "74.8 / 106.6 = 70.2 % (the README's figure); 85.2 % is the batch-api fwd-only share copied from the first row."),
 (D3, "达 90.2%，尽管 iter/s 只有 17.4", "90.2%", T, "rank-by-metric-stated", "CC103",
  [(RF, 87, ("fwd + bwd (iter/sec) | 8xH800", "17.4")), (RF, 88, "**90.2%**"), (RF, 85, "63.0")],
  "zigzag's highest share of its theoretic bound (90.2 %, fwd + bwd) comes with fewer iter/s than fwd only (17.4 vs "
  "63.0): shares are relative to each stage's own bound, as the draft says."),
 (D3, "（8×H800 fwd only 60.8 对 74.8 iter/s）", "60.8", T, "recommended-not-fastest", "CC103",
  [(RF, 11, ("`llama3_flash_attn_varlen_func`", "this is **recommended** for most varlen use cases")),
   (RF, 94, ("74.8", "60.8"))],
  "The README recommends llama3 for varlen although zigzag is faster in its table; the reasons given are fewer data "
  "manipulations and better arithmetic precision, which the draft states. Not a rank claim."),
 (D3, "例如 dim=5000 会按 8192 计算", "8192", T, "computed-padding", "CC105",
  [(FH, 35, "If dim is not a power of 2, we implicitly pad x with zero so that dim is the next power of 2.")],
  "The next power of two above 5000 is 8192 (4096 < 5000 <= 8192)."),
 (D3, "即只达到 memcpy 有效带宽的 80% 左右", "80%", M, "ratio-wrong", "CC105",
  [(FH, 50, ("32768", "1.8x")), (FH, 41, "Benchmarked on A100")],
  "Taking 1.8 times memcpy's time means about 1 / 1.8 = 56 % of memcpy's effective bandwidth, not 80 %."),
 (D3, "同维度 fp32 只有 1.2x", "1.2x", T, "different-setup-stated", "CC201",
  [(FH, 53, ("32768", "1.2x")), (FH, 51, "| fp32      |")],
  "At 32768, fp16/bf16 takes 1.8x memcpy and fp32 1.2x; two dtypes, both quoted right."),
 (D3, "BitDistiler 的 W_INT2 A_FP16", "BitDistiler", M, "name-misspelling", "CC205",
  [(BB, 7, "the $W_{INT2}A_{FP16}$ in [BitDistiller](https://arxiv.org/abs/2402.10631)")],
  "The method is BitDistiller (arXiv:2402.10631); 'BitDistiler' drops an l."),
 (D3, "11 天后（04/30）加入 FP8 TensorCore 支持", "11 天后", T, "date-arithmetic-correct", "CC105",
  [(BB, 27, "04/19/2024"), (BB, 26, ("04/30/2024", "FP8 TensorCore"))],
  "2024-04-19 to 2024-04-30 is 11 days."),
 (D3, "| GEMV（单 batch decode） | W_INT2 A_INT8 | 2.0 | A100 |", "2.0", M, "swapped-values", "CC201",
  [(BB, 16, ("$W_{INT2}A_{INT8}$ GEMV/GEMM", "with 8x/2x speedup over cuBLAS $W_{FP16}A_{FP16}$ on A100"))],
  "The README pairs GEMV/GEMM with 8x/2x; the table gives GEMV 2.0 and GEMM 8.0, the other way round."),
 (D3, "FP8_E4M3 × FP8_E4M3 只列 RTX 4090（SM_89）", "RTX 4090（SM_89）", T, "different-rows-stated", "CC201",
  [(BB, 88, ("FP8_E4M3  |   FP8_E4M3", "RTX 4090(SM_89)")), (BB, 78, ("|     FP16    |   FP8_E4M3  |", "V100(SM_70)"))],
  "FP8 x FP8 is listed only for RTX 4090, FP16 activations x FP8 weights for V100 / A100 / A6000 / RTX 4090; two "
  "rows of the support matrix with different activation types."),
 (D3, "为 arXiv:2411.04965——同一系列的两篇", "2411.04965", T, "two-ids-one-series", "CC206",
  [(BB, 20, ("[BitNet a4.8](https://arxiv.org/pdf/2411.04965)", "11/04/2024")),
   (BB, 16, "[BitNet-b1.58](https://arxiv.org/abs/2402.17764)")],
  "BitNet b1.58 is 2402.17764 and BitNet a4.8 is 2411.04965: two papers of one series, each id on its own work."),
 (D3, "把 BitNet a4.8 的 arXiv 号更正为 2402.17764", "2402.17764", M, "id-conflict", "CC206",
  [(BB, 20, "[BitNet a4.8](https://arxiv.org/pdf/2411.04965)"), (BB, 16, "[BitNet-b1.58](https://arxiv.org/abs/2402.17764)")],
  "The changelog 'corrects' BitNet a4.8 to 2402.17764, which is BitNet b1.58 (the section body gives both ids right); "
  "one id is now given to two works."),
 # ---- draft 4 (weekly digest, mostly English): FlexGen, LLMLingua, attention_sinks
 (D4, "| FlexGen with Compression | 29.12 (72 on GPU) | 8.38 (512 on CPU) | 1.12 (144 on disk) |", "144 on disk", M,
  "wrong-condition", "CC201",
  [(FG, 183, ("| FlexGen with Compression |", "**1.12** (144 on CPU)"))],
  "FlexGen with compression reaches 1.12 token/s on OPT-175B with effective batch 144 and CPU as the lowest offload "
  "device; with compression the model no longer needs the disk (plain FlexGen's 0.69 is the disk row)."),
 (D4, "(25.26 vs 25.12 token/s, about +0.6%)", "+0.6%", T, "computed-ratio", "CC105",
  [(FG, 182, "| FlexGen                  | 25.26 (2 on GPU)"), (FG, 179, "| Hugging Face Accelerate  | 25.12 (2 on GPU)")],
  "(25.26 - 25.12) / 25.12 = 0.56 %, about +0.6 %."),
 (D4, "against Accelerate's 0.62, roughly 16x", "16x", M, "ratio-wrong", "CC105",
  [(FG, 183, "**8.38** (512 on CPU)"), (FG, 179, "0.62 (8 on CPU)")],
  "8.38 / 0.62 = 13.5x, not 16x; both figures are quoted in the same sentence."),
 (D4, "with 200GB of DRAM, not the 208GB benchmark machine", "200GB", T, "different-setup-stated", "CC201",
  [(FG, 106, "with a single T4 (16GB) GPU and 200GB of DRAM"), (FG, 185, "with 208GB of DRAM and 1.5TB of SSD")],
  "200GB is the HELM/MMLU example's requirement and 208GB the benchmark instance's DRAM; two setups, both right."),
 (D4, "The FAQ still says \"we will release an automatic policy optimizer later\"",
  "will release an automatic policy optimizer later", T, "promise-confirmed", "CC303",
  [(FG, 160, "We will release an automatic policy optimizer later"), (FG, 215, "- [X] Release the cost model and policy optimizer")],
  "An undated 'will release later' that the same README's roadmap marks as done; the draft says the promise was kept."),
 (D4, "i.e. a 4x compression or 75% fewer prompt tokens", "75% fewer", T, "fraction-multiple-percent", "CC105",
  [(LL, 41, "improving RAG performance by up to 21.4% using only 1/4 of the tokens")],
  "1/4 of the tokens = 4x compression = 75 % fewer tokens."),
 (D4, "that is a speed figure, while the 20x is a compression ratio", "20x", T, "different-metric-stated", "CC201",
  [(LL, 36, "achieving up to 20x compression with minimal performance loss"), (LL, 46, "offering 3x-6x faster performance")],
  "Up to 20x is LLMLingua's compression ratio; 3x-6x is LLMLingua-2's speed over LLMLingua. Two metrics."),
 (D4, "(2365 / 211 = 11.2)", "11.2", T, "computed-ratio", "CC105",
  [(LL, 141, "'origin_tokens': 2365"), (LL, 142, "'compressed_tokens': 211"), (LL, 143, "'ratio': '11.2x'")],
  "2365 / 211 = 11.21, the ratio the example prints."),
 (D4, "i.e. a 1,024-token cache, the same size as the plain windowed baseline", "1,024-token", T, "computed-sum", "CC105",
  [(AS, 31, ("4 attention sink tokens + the 1020 most recent tokens")), (AS, 30, "windowing at 1024 tokens")],
  "4 + 1020 = 1024, the windowed baseline's size."),
 (D4, "keeps a maximum cache of 4096", "4096", T, "different-quantity-stated", "CC201",
  [(AS, 60, "Model perplexities were stable even after 4 million tokens!"),
   (AS, 250, "the maximum cache size for an Attention Sink model on Llama-2 remains 4096")],
  "4 million tokens is the streamed length over which perplexity stayed stable; 4096 is Llama-2's context window "
  "and the cache ceiling. Different quantities, both quoted right."),
 (D4, "Supported model families (11)", "(11)", M, "count-mismatch", "CC101",
  [(AS, 69, "Support for Llama, Mistral, Falcon, MPT, GPTNeoX (Pythia), GPT-J, Qwen, StableLM_epoch, BTLM, and Yi models.")],
  "Eleven announced, ten listed (the README lists the same ten)."),
 (D4, "| transformers | ~1000 tokens |", "~1000 tokens", M, "swapped-values", "CC201",
  [(AS, 35, "Loses fluency after ~1900 tokens"), (AS, 36, "Loses fluency after ~1000 tokens")],
  "Plain transformers loses fluency after ~1900 tokens and windowed attention after ~1000; the table swaps the two."),
 (D4, "we have put 10x into the §6 cost sheet", "10x", M, "weak-provenance", "CC204",
  [(LL, 46, "offering 3x-6x faster performance"), (LL, 26, "boasting a 3x-6x speed improvement over LLMLingua")],
  "The 10x rests only on a forwarded Reddit thread with no benchmark, model or hardware; the primary README says "
  "3x-6x, yet the draft puts 10x into the cost sheet."),
 (D4, "whether LongLLMLinuga's 21.4% RAG gain", "LongLLMLinuga", M, "name-misspelling", "CC205",
  [(LL, 41, "LongLLMLingua mitigates the 'lost in the middle' issue")],
  "LongLLMLingua, spelt right in increment 2 of the same draft."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
