#!/usr/bin/env python3
"""Build labels.jsonl for the seventh held-out set (drafts_heldout7).

Same schema as ../drafts_heldout6/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids Q001-Q056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

New in set 7: most sources are PyPI READMEs under benchmarks/corpora/new-real/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent);
any other path is relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/"
MC = NR + "batch-1/mooncake-transfer-engine.md"
KT = NR + "batch-1/ktransformers.md"
KV = NR + "batch-3/kvpress.md"
CH = NR + "batch-12/chitu.md"
GL = NR + "batch-5/chatglm-cpp.md"
VM = NR + "batch-10/vllm-mindspore.md"
AW = NR + "batch-1/autoawq.md"
FW = NR + "batch-13/faster-whisper.md"
MI = NR + "batch-9/minference.md"
TR = NR + "batch-1/tensorrt-llm.md"
LM = NR + "batch-1/lmdeploy.md"
SP = NR + "batch-12/speculators.md"
C11 = "corpora/real/cross-source/cs11_lmdeploy-README-en.md"

D1, D2, D3, D4 = ("heldout7-01-mooncake-ktransformers-kvpress-en.md", "heldout7-02-chitu-chatglmcpp-mindspore-zh.md",
                  "heldout7-03-autoawq-fasterwhisper-minference.md", "heldout7-04-trtllm-lmdeploy-speculators.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (mostly English): Mooncake, KTransformers, kvpress
 (D1, "reaches 87 GB/s (4.6x TCP) on 4×200 Gbps RoCE", "4.6x", M, "swapped-values", "CC201",
  [(MC, 109, ("**87 GB/s** and **190 GB/s**", "4×200 Gbps and 8×400 Gbps", "**2.4x and 4.6x faster**"))],
  "The README pairs 87 GB/s (4×200 Gbps) with 2.4x over TCP and 190 GB/s (8×400 Gbps) with 4.6x ('respectively'); "
  "the draft swaps the two multiples (87 GB/s would then imply a TCP baseline of 19 GB/s, 190 GB/s one of 79 GB/s)."),
 (D1, "so 87 GB/s is about 87% of the 4-NIC line rate", "87%", T, "computed-ratio", "CC105",
  [(MC, 109, ("**87 GB/s**", "4×200 Gbps"))],
  "4 x 200 Gbps = 800 Gbps = 100 GB/s, so 87 GB/s is 87 % of the line rate; likewise 8 x 400 Gbps = 400 GB/s and "
  "190 / 400 = 47.5 %, 'under half'. Units converted correctly (bits to bytes)."),
 (D1, "i.e. about 1.75x the request capacity", "1.75x", T, "percent-multiple-equivalent", "CC105",
  [(MC, 36, "handle 75% more requests while adhering to SLOs")],
  "75 % more requests = 1.75x; the percent and the multiple agree."),
 (D1, "Mooncake served the K2 deployment on 96 H200 GPUs", "96 H200", M, "wrong-condition", "CC201",
  [(MC, 65, ("on 128 H200 GPUs", "224k tokens/sec prefill", "288k tokens/sec decode")),
   (MC, 69, "deploy DeepSeek with PD Disaggregation on 96 H100 GPUs")],
  "The Kimi K2 deployment (Jul 20, 2025) ran on 128 H200 GPUs; 96 is the GPU count of the May 2025 DeepSeek guidance, "
  "and that was on H100. The 224k / 288k tokens/s are quoted right."),
 (D1, "from 53 s to 7.2 s, roughly 9x faster", "9x", M, "ratio-wrong", "CC105",
  [(MC, 44, ("achieving 7x faster weight updates", "(53s → 7.2s)"))],
  "53 / 7.2 = 7.36, which the README rounds to 7x; 9x does not follow from the two times quoted in the same sentence."),
 (D1, "updated the same 1T Kimi-K2 across thousands of GPUs in ~20 s", "~20 s", T, "different-setup-stated", "CC201",
  [(MC, 62, ("checkpoint-engine", "updating Kimi-K2 model (1T parameters) across thousands of GPUs in ~20s")),
   (MC, 44, "(53s → 7.2s)")],
  "~20 s (checkpoint-engine, Sep 2025, K1.5/K2 production training) and 7.2 s (SGLang RDMA P2P, Apr 2026) are two "
  "systems at two dates for the same 1T model; both are quoted right and the draft says they are not one revised figure."),
 (D1, "The Mar 7, 2025 promise that vLLM's xPyD disaggregation", "Mar 7, 2025", T, "promise-confirmed", "CC303",
  [(MC, 72, ("Mar 7, 2025", "vLLM's xPyD disaggregated prefilling & decoding based on Mooncake Store will be released soon")),
   (MC, 58, ("Dec 19, 2025", "integrated into vLLM v1 as a [KV Connector]")),
   (MC, 43, ("May 7, 2026", "vLLM officially features Mooncake Store"))],
  "A 'will be released soon' from March 2025, past due by the draft's date, but confirmed in the same README (vLLM v1 "
  "KV Connector, Dec 2025; vLLM's Mooncake Store feature, May 2026), as the draft says."),
 (D1, "dropped from 21G to 11G, about 48% less", "48%", T, "computed-ratio", "CC105",
  [(KT, 60, "Decrease DeepseekV2's required VRAM from 21G to 11G")],
  "(21 - 11) / 21 = 47.6 %, about 48 % less."),
 (D1, "and 87.58 tokens/s output throughput at 8-way concurrency", "87.58 tokens/s", T, "different-metric-stated", "CC201",
  [(KT, 98, ("227.85 tokens/s", "87.58 tokens/s (8-way concurrency)"))],
  "Total throughput (prefill + output tokens) 227.85 and output throughput 87.58 tokens/s are two metrics of one run, "
  "both quoted with their names; not a value conflict."),
 (D1, "the current release is v0.6.1 (Apr 30, 2026)", "v0.6.1", M, "version-conflict", "CC203",
  [(KT, 33, "Apr 30, 2026**: KTransformers v0.6.1"), (KT, 25, ("Aug 17, 2026", "v0.7.0 Release Notes")),
   (KT, 2, "pypi.org/project/ktransformers/0.7.2/")],
  "v0.6.1 was current in April 2026; the same README (and the same draft bullet) links the v0.7.0 release notes of "
  "Aug 17, 2026, and the PyPI page the draft cites is 0.7.2. 'Current release v0.6.1' conflicts with both."),
 (D1, "roughly 0.33 MB per token", "0.33 MB per token", T, "computed-ratio", "CC105",
  [(KV, 16, "handling 1M tokens with Llama 3.1-70B in float16 requires up to 330GB of memory")],
  "Llama 3.1-70B: 80 layers x 8 KV heads x 128 dims x 2 (K and V) x 2 bytes = 327,680 bytes per token, x 1M tokens "
  "= 328 GB, i.e. the README's 'up to 330GB'; 330 GB / 1M = 0.33 MB per token."),
 (D1, "CompactorPress all link arXiv:2507.08143", "2507.08143", T, "same-paper-not-id-conflict", "CC206",
  [(KV, 119, ("NonCausalAttnPress", "2507.08143")), (KV, 120, ("LeverageScorePress", "2507.08143")),
   (KV, 121, ("CompactorPress", "2507.08143"))],
  "Three presses link one paper (CompactorPress blends the other two); one id for three components of one work is "
  "not an id given to different works."),
 (D1, "FastKVzipPress (arXiv:2601.1766)", "2601.1766", M, "malformed-id", "CC301",
  [(KV, 124, ("FastKVzipPress", "https://arxiv.org/abs/2601.17668"))],
  "FastKVzip is arXiv:2601.17668; the draft drops the last digit, leaving four digits after the dot, which breaks "
  "the YYMM.NNNNN scheme used since 2015."),
 (D1, "write the 3x into the §6 KV-cache comparison table now", "3x", M, "weak-provenance", "CC204",
  [(MC, 43, ("May 7, 2026", "vLLM officially features Mooncake Store"))],
  "The 3x rests only on a Zhihu repost forwarded in an inbox note, with no link, model, hardware or baseline; the "
  "primary README gives no multiple, yet the draft recommends writing it into §6 now."),
 # ---- draft 2 (mostly Chinese): Chitu, ChatGLM.cpp, vLLM-MindSpore
 (D2, "开启后 29.8 token/s，约 3.5 倍", "约 3.5 倍", T, "computed-ratio", "CC105",
  [(CH, 35, "|Use cuda graph|29.8 output token/s|"), (CH, 36, "|Do not use cuda graph|8.5 output token/s|")],
  "6 nodes BF16, bs=1: 29.8 / 8.5 = 3.51 with vs without CUDA graph."),
 (D2, "bs=32 时 BF16 6 节点为 214.5 token/s", "214.5", M, "swapped-values", "CC201",
  [(CH, 50, "|32| 244.1 token/s| 214.5 token/s|"), (CH, 44, "|Batchsize|6 nodes, BF16 |3 nodes, FP8|")],
  "At bs=32 BF16 on 6 nodes gives 244.1 and FP8 on 3 nodes 214.5 token/s; the draft swaps them, which would make FP8 "
  "on half the nodes faster, against every other row and the README's 75%~90%."),
 (D2, "换算到单位算力即提升 1.5~1.8 倍", "1.5~1.8 倍", T, "ambiguous-multiplier-resolved", "CC104",
  [(CH, 52, ("about 75%\\~90%", "improved by 1.5x\\~1.8x"))],
  "The README's 'improved by 1.5x~1.8x' per unit of compute (half the GPUs at 75-90 % of the speed); 提升 N 倍 "
  "could be read as (N+1)x, but the draft's own arithmetic (0.75 x 2 = 1.5, 0.9 x 2 = 1.8) fixes the multiple reading."),
 (D2, "2 节点共 8 张 H20", "共 8 张", M, "unit-slip", "CC201",
  [(CH, 57, "Running on 2 nodes each with 8*H20")],
  "2 nodes each with 8 H20 = 16 H20; the draft reads the per-node count as the total."),
 (D2, "约为 bs=1（22.1）的 35 倍", "35 倍", T, "computed-ratio", "CC105",
  [(CH, 61, "|bs=1|22.1|"), (CH, 63, "|bs=256|780.3|")],
  "780.3 / 22.1 = 35.3; the draft also says it is batch throughput scaling, not a per-request speedup."),
 (D2, "技术报告预计 2026-11 发布", "2026-11", M, "overdue-promise", "CC303",
  [(CH, 28, "More comprehensive comparison and discussion will be given in our tech report.")],
  "A promise dated 2026-11 in a note of 2026-12-04, with no confirmation anywhere; the draft still plans around it "
  "('届时再补'). The README itself gives no date."),
 (D2, "CPU 后端在 Xeon Platinum 8260 上用 8 线程测得", "8 线程", M, "wrong-condition", "CC201",
  [(GL, 548, "Platinum 8260 CPU @ 2.40GHz using 16 threads")],
  "The CPU backend is measured with 16 threads (the same draft's ⚠️ C2 says 16); 8 threads is wrong."),
 (D2, "Q4_0 为 8.1 ms/token，约合 123 token/s", "123 token/s", T, "unit-conversion", "CC201",
  [(GL, 557, ("ms/token (CUDA @ V100 SXM2)", "8.1"))],
  "1000 / 8.1 = 123.5 token/s; a per-token latency converted to a single-stream rate."),
 (D2, "Q5_0 与 Q5_1 同为 9.2 ms/token", "9.2 ms/token", T, "same-value-not-duplicate", "CC102",
  [(GL, 567, ("ms/token (CUDA @ V100 SXM2)", "| 9.2   | 9.2   |"))],
  "ChatGLM2-6B / ChatGLM3-6B on V100: Q5_0 and Q5_1 are both 9.2 ms/token, two cells of the table, not a repeated item."),
 (D2, "F16 为 12G，Q4_0 为 3.3G，约为 3.6 倍", "3.6 倍", T, "computed-ratio", "CC105",
  [(GL, 559, ("file size", "3.3G", "12G"))],
  "12 / 3.3 = 3.64."),
 (D2, "量化类型共 7 种", "7 种", T, "count-correct", "CC101",
  [(GL, 67, "`q4_0`"), (GL, 73, "`f32`")],
  "The -t table lists seven types (q4_0, q4_1, q5_0, q5_1, q8_0, f16, f32), the seven the draft names."),
 (D2, "F16 困惑度最低", "最低", M, "rank-inconsistency", "CC103",
  [(GL, 592, ("[ChatGLM3-6B-Base][1]", "5.971", "5.972"))],
  "ChatGLM3-6B-Base: Q8_0 5.971 and F16 5.972, both quoted in the same bullet; Q8_0's is the lowest (by 0.001), so "
  "'F16 lowest' contradicts the values listed with it."),
 (D2, "新增四项特性：Automatic Prefix Caching、Chunked Prefill、MTP", "四项", M, "count-mismatch", "CC101",
  [(VM, 21, ("Automatic Prefix Caching", "Chunked Prefill", "Multi-step Scheduling", "MTP"))],
  "Four features are announced and three listed; the README's fourth, Multi-step Scheduling, is missing."),
 (D2, "插件自身版本 0.5.1 与其适配的 vLLM v0.9.1", "0.5.1", T, "two-versions-two-products", "CC203",
  [(VM, 2, "pypi.org/project/vllm-mindspore/0.5.1/"), (VM, 19, "[2025/08] 适配vLLM [v0.9.1]")],
  "0.5.1 is the plugin's PyPI version and v0.9.1 the vLLM release it adapts (2025/08); two products, not two "
  "'latest' versions of one."),
 # ---- draft 3 (mixed): AutoAWQ, faster-whisper, MInference
 (D3, "与 PyPI 当前包 0.2.9 不是同一版本", "0.2.9", T, "two-versions-stated", "CC203",
  [(AW, 203, "Tested with AutoAWQ version 0.1.6"), (AW, 2, "pypi.org/project/autoawq/0.2.9/")],
  "The benchmark tables were run with 0.1.6 and the PyPI package is 0.2.9; both right, and the draft says which is which."),
 (D3, "GEMV 比 GEMM 快 20%，适用于 batch size 8 以下", "batch size 8 以下", M, "wrong-condition", "CC201",
  [(AW, 99, "GEMV (quantized): 20% faster than GEMM, only batch size 1"),
   (AW, 100, "GEMM (quantized): Much faster than FP16 at batch sizes below 8")],
  "GEMV's 20 % holds only at batch size 1; 'below 8' is the README's condition for GEMM versus FP16."),
 (D3, "下降约 49%", "49%", M, "ratio-wrong", "CC105",
  [(AW, 210, ("Vicuna", "🟢GEMV", "198.848")), (AW, 211, ("Vicuna", "🟢GEMV", "133.191"))],
  "1 - 133.191 / 198.848 = 33.0 %, not 49 %; the two figures are quoted in the same bullet."),
 (D3, "bs=1 为 156.317 tokens/s，约 7.6 倍", "约 7.6 倍", T, "computed-ratio", "CC105",
  [(AW, 213, ("Mistral", "🔵GEMM", "156.317")), (AW, 215, ("Mistral", "🔵GEMM", "1185.25"))],
  "Mistral 7B GEMM, 64/64: 1185.25 / 156.317 = 7.58 (aggregate decode throughput at bs=8 vs bs=1)."),
 (D3, "反推总显存约 23.65 GB", "23.65 GB", T, "computed-ratio", "CC105",
  [(AW, 216, "16.82 GB (71.12%)"), (AW, 204, "GPU: RTX 4090")],
  "16.82 / 0.7112 = 23.65 GB total, consistent with one 24 GB RTX 4090."),
 (D3, "到 2024/06 加入 x86 CPU 推理支持，约 16 个月", "约 16 个月", M, "date-arithmetic-wrong", "CC105",
  [(AW, 59, "[2023/08] PyPi package released"), (AW, 48, "[2024/06] CPU inference support (x86)")],
  "2023/08 to 2024/06 is 10 months, not 16."),
 (D3, "即 143 s 对 63 s，约 2.3 倍", "约 2.3 倍", T, "computed-ratio", "CC105",
  [(FW, 27, "| openai/whisper | fp16 | 5 | 2m23s |"), (FW, 30, "| faster-whisper | fp16 | 5 | 1m03s |")],
  "2m23s = 143 s and 1m03s = 63 s; 143 / 63 = 2.27."),
 (D3, "batch_size=8 时 17s，约 8.4 倍", "约 8.4 倍", T, "different-setup-stated", "CC201",
  [(FW, 10, "up to 4 times faster than [openai/whisper]"), (FW, 31, "| faster-whisper (`batch_size=8`) | fp16 | 5 | 17s |"),
   (FW, 27, "2m23s")],
  "143 / 17 = 8.4 with batch_size=8; the README's 'up to 4 times' is a general claim that matches no single row, and "
  "the draft says the three figures have different conditions."),
 (D3, "GPU 基准在 RTX 3090 Ti 上执行", "RTX 3090 Ti", M, "wrong-condition", "CC201",
  [(FW, 42, "Executed with CUDA 12.4 on a NVIDIA RTX 3070 Ti 8GB")],
  "The GPU benchmarks ran on an RTX 3070 Ti 8GB (CUDA 12.4 is right)."),
 (D3, "faster-whisper 为四者最低", "最低", M, "rank-inconsistency", "CC103",
  [(FW, 28, "| whisper.cpp (Flash Attention) | fp16 | 5 | 1m05s | 4127MB |"), (FW, 30, "| 1m03s | 4525MB |")],
  "Of the four VRAM figures quoted in the same bullet (4708, 4127, 4960, 4525 MB) whisper.cpp's 4127MB is the "
  "lowest; faster-whisper fp16 is second."),
 (D3, "约 1.79 倍，YT Commons WER", "约 1.79 倍", T, "computed-ratio", "CC105",
  [(FW, 39, "| transformers (SDPA) (`batch_size=16`) | fp16 | 5 | 46m12s |"), (FW, 40, "| faster-whisper (`batch_size=16`) | fp16 | 5 | 25m50s |")],
  "46m12s = 2772 s, 25m50s = 1550 s; 2772 / 1550 = 1.79."),
 (D3, "其中 64K 的 1.64× 即提速 64%", "64%", T, "percent-multiple-equivalent", "CC105",
  [(MI, 26, "**1.64× (64K)")],
  "1.64x = +64 %; the conversion is right."),
 (D3, "1M 的 15× 与 1.0 论文的 10x 是不同实现", "15×", T, "different-setup-stated", "CC201",
  [(MI, 26, ("and 15× (1M)", "SGLang")), (MI, 22, "**1M context 10x faster in a single A100**")],
  "10x is MInference 1.0's prefill speedup on one A100; 15x (1M) is the SGLang / vLLM-merged kernel of 2025/04. Two "
  "implementations, both quoted right, and the draft says so."),
 (D3, "| 2501.15383 | SCBench（KV cache-centric 长上下文评测） | §2.4 |", "2501.15383", M, "id-conflict", "CC206",
  [(MI, 28, ("Qwen2.5-1M", "https://arxiv.org/abs/2501.15383")), (MI, 52, ("SCBench", "https://arxiv.org/abs/2412.10319"))],
  "2501.15383 is the Qwen2.5-1M paper (the draft's own increment 3 says so) and SCBench is 2412.10319; the table "
  "gives one id to two works."),
 # ---- draft 4 (mixed): TensorRT LLM, LMDeploy (PyPI 0.18.0 vs cs11), Speculators
 (D4, "每节点 400 tok/s、每用户 37 tok/s，两个数字是不同 scope", "37 tok/s", T, "different-scope-stated", "CC201",
  [(TR, 183, "400 tok/s - per node"), (TR, 184, "37 tok/s - per user")],
  "Llama 3.1 405B: 400 tok/s per node and 37 tok/s per user, one deployment at two scopes, both named."),
 (D4, "[2025/01/04] Llama 3.3 70B 吞吐 3x", "3x", T, "different-setup-stated", "CC201",
  [(TR, 106, "Boost Llama 3.3 70B Inference Throughput 3x"), (TR, 112, "throughput by up to 3.6x")],
  "3x (Llama 3.3 70B, 2025/01) and 'up to 3.6x' (general, 2024/12) are two posts about speculative decoding; the "
  "draft keeps them apart."),
 (D4, "吞吐提升 more than 3x，即吞吐增加 300% 以上", "300%", M, "percent-multiple-wrong", "CC105",
  [(TR, 125, "Boosts Throughput by More Than 3x for Long Sequence Lengths on NVIDIA HGX H200")],
  "More than 3x is an increase of more than 200 %, not 300 %."),
 (D4, "MultiShot 让 AllReduce 在 PCIe 互联上快 3x", "PCIe", M, "wrong-condition", "CC201",
  [(TR, 131, "3x Faster AllReduce with NVSwitch and TensorRT LLM MultiShot")],
  "The 3x AllReduce speedup is with NVSwitch, not over PCIe."),
 (D4, "README 的 [2026/04] 新闻说 `v0.12.3` 已上 PyPI", "v0.12.3", T, "version-differs-by-date", "CC203",
  [(LM, 2, "pypi.org/project/lmdeploy/0.18.0/"), (LM, 33, "`v0.12.3` is now available on PyPI")],
  "The page is the 0.18.0 package; v0.12.3 is what the 2026/04 news item announced. Two versions at two dates, both "
  "quoted right."),
 (D4, "VLM 列表新增 Kimi-K2.6 (1T-A32B)，只见于 PyPI 0.18.0 版", "Kimi-K2.6", T,
  "added-in-newer-version", "CC403",
  [(LM, 181, "Kimi-K2.6 (1T-A32B)"), (C11, 190, "Qwen3-Omni (30B-A3B)"), (C11, 191, "DeepSeek-VL (7B)")],
  "Kimi-K2.6 is in the PyPI 0.18.0 README's VLM list and not in the older GitHub snapshot (2026-08-21); the model was "
  "added, not removed, as the draft says."),
 (D4, "激活比约 3.2%", "3.2%", T, "computed-ratio", "CC105",
  [(LM, 181, "Kimi-K2.6 (1T-A32B)")],
  "32B / 1T = 3.2 %."),
 (D4, "16 × 3.8B = 60.8B", "60.8B", T, "computed-product", "CC105",
  [(LM, 163, "Phi-3.5-MoE (16x3.8B)")],
  "16 x 3.8B = 60.8B nominal, and the draft says shared layers are not subtracted."),
 (D4, "本次 What's New 共五项", "五项", M, "count-mismatch", "CC101",
  [(SP, 47, "Multi-Node Online Training via hs_connectors"), (SP, 48, "DSpark Training Algorithm"),
   (SP, 49, "P-EAGLE Training Support"), (SP, 50, "MTP Finetuning Support"),
   (SP, 51, "Sliding Window Attention for DFlash and DSpark"), (SP, 52, "DFlash Training Algorithm")],
  "'Five' items announced, six listed (the README's What's New has six)."),
 (D4, "（FastMTP 路线，arXiv:2509.18362）", "2509.18362", T, "well-formed-id", "CC301",
  [(SP, 50, "https://arxiv.org/abs/2509.18362")],
  "A well-formed id (2025-09, five digits), before the draft's date, as the README links it."),
 (D4, "head 只占 0.125%–0.5%", "0.125%–0.5%", T, "computed-ratio", "CC105",
  [(SP, 50, "the MTP head is small (~100M–400M params)"), (LM, 144, "Qwen3-Next(80B)")],
  "100M / 80B = 0.125 % and 400M / 80B = 0.5 %; Qwen3-Next's 80B from the LMDeploy list, named as such."),
 (D4, "背景阅读：vLLM 博客 2026/12/13 的「speculators v0.3.0」一文", "2026/12/13", M, "future-dated-source", "CC304",
  [(SP, 64, "https://blog.vllm.ai/2025/12/13/speculators-v030.html")],
  "The blog post is dated 2025/12/13 (in its URL); 2026/12/13 is after the draft's own date (2026-12-09)."),
 (D4, "会与 Llama 4 Maverik 的 1,000 TPS/User", "Maverik", M, "name-misspelling", "CC205",
  [(TR, 66, "Llama 4 Maverick")],
  "The model is Llama 4 Maverick; the draft spells it right in increment 1."),
 (D4, "TensorRT LLM：405B 每用户 400 tok/s", "每用户 400 tok/s", M, "unit-slip", "CC201",
  [(TR, 183, "400 tok/s - per node"), (TR, 184, "37 tok/s - per user")],
  "400 tok/s is per node; per user it is 37 tok/s (increment 1 of the same draft says so, and ⚠️ C1 warns against "
  "exactly this reading)."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "Q", REPO, SHARED))
