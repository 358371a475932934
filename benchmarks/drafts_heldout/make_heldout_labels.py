#!/usr/bin/env python3
"""Build labels.jsonl for the held-out drafts; every anchor is looked up (must occur on exactly
one draft line, and the surface must be on that line) and every source line is checked to
contain the given snippet. Run: python3 make_heldout_labels.py [--check]"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)

HERE = Path(__file__).resolve().parent
CS = "corpora/real/cross-source/"
LD = "corpora/real/living-doc/"
C02 = CS + "cs02_vllm-blog-2023-11-14-vs-deepspeed-fastgen.md"
C03 = CS + "cs03_vllm-blog-2024-09-05-v060-perf.md"
C04 = CS + "cs04_vllm-blog-2024-10-17-spec-decode.md"
C05 = CS + "cs05_deepspeed-fastgen-blog-en.md"
C07 = CS + "cs07_tgi-docs-v3-overview-chunking.md"
C08 = CS + "cs08_eagle-README-2024-01.md"
C10 = CS + "cs10_medusa-README.md"
C13 = CS + "cs13_deepseek-v3-README.md"
C14 = CS + "cs14_deepseek-v3-README_WEIGHTS.md"
C15 = CS + "cs15_deepseek-open-infra-day6-inference-system.md"
C16 = CS + "cs16_lmsys-blog-2024-07-25-sglang-llama3_md-b4a36ea.md"
C19 = CS + "cs19_sglang-docs-deepseek-usage.md"
C20 = CS + "cs20_lmsys-blog-2025-05-05-large-scale-ep.md"
C21 = CS + "cs21_lmsys-blog-2025-07-17-sglang-mtp.md"
C22 = CS + "cs22_sglang-docs-speculative-decoding-en.md"
C30 = CS + "cs30_llamacpp-llama-bench-README.md"
LMEN = LD + "lmdeploy-README_en/v0040.md"
AW = LD + "awesome-llm-inference/v0034.md"
SBN, SBO = LD + "spec-bench-leaderboard/v0020.md", LD + "spec-bench-leaderboard/v0019.md"

D1, D2, D3, D4 = ("heldout-01-fastgen-lmdeploy.md", "heldout-02-deepseek-ep.md",
                  "heldout-03-specdec.md", "heldout-04-llamacpp-tgi-sglang.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet)], reason)
ROWS = [
 # ---- draft 1
 (D1, "有效吞吐最高可达 2.3 倍", "2.3 倍", T, "exact-quote", "CC201", [(C05, 41, "up to 2.3x higher effective throughput")],
  "The blog claims up to 2.3x higher effective throughput than systems like vLLM."),
 (D1, "相当于每分钟 30,720 个 token", "30,720", T, "unit-converted", "CC201", [(C05, 146, "(= 512 tokens/s)")],
  "The prompt SLA of 512 tokens/s is 512 x 60 = 30,720 tokens per minute."),
 (D1, "P95 生成延迟比 vLLM 降低了 3.7%", "3.7%", M, "multiple-as-percent", "CC201", [(C05, 181, "a reduction of 3.7 times")],
  "The blog reports a 3.7x (3.7 times) reduction in P95 latency, not a 3.7 % one."),
 (D1, "每个 Llama 2 70B 副本占用 4 个节点", "4 个节点", M, "unit-slip", "CC201", [(C05, 198, "we utilized 4 A100 GPUs to compute the Llama 2 70B model")],
  "Each Llama 2 70B replica uses 4 A100 GPUs, not 4 nodes (16 replicas run on 8 nodes)."),
 (D1, "折合每节点 2 个副本", "2 个副本", T, "computed-ratio", "CC105", [(C05, 198, "8 nodes to run the 16 replicas")],
  "16 replicas on 8 nodes is 2 replicas per node."),
 (D1, "宣称对 vLLM 有 2x 吞吐提升", "2x", T, "exact-quote", "CC201", [(C02, 30, "claiming 2x throughput improvement over vLLM"), (C02, 50, "isn't as significant as 2x")],
  "The vLLM reply quotes FastGen's 2x claim and says its own long-prompt test did not reach 2x."),
 (D1, "标题写成「2x vLLM?」", "2x vLLM?", T, "exact-quote", "CC201", [(AW, 178, "DeepSpeed-FastGen 2x vLLM?")],
  "The newest awesome-llm-inference version titles the entry 'DeepSpeed-FastGen 2x vLLM?'."),
 (D1, "请求吞吐最高可达 vLLM 的 1.8 倍", "1.8 倍", T, "exact-quote", "CC201", [(LMEN, 100, "up to 1.8x higher request throughput than vLLM")],
  "The newest LMDeploy README (en) says up to 1.8x higher request throughput than vLLM."),
 (D1, "internlm2-20b 推理达到 16+ RPS", "16+ RPS", T, "exact-quote", "CC201", [(LMEN, 61, "internlm2-20b) model inference to 16+ RPS")],
  "The 2024/04 news item: TurboMind GQA upgrade brings internlm2-20b to 16+ RPS."),
 (D1, "TurboMind 引入 CUDA graph，Llama3-8B 推理提速 1.3 倍", "1.3 倍", M, "wrong-system", "CC201", [(LMEN, 52, "LMDeploy PyTorchEngine achieves 1.3x faster on Llama3-8B")],
  "The 1.3x CUDA-graph speedup on Llama3-8B belongs to the PyTorchEngine, not TurboMind."),
 (D1, "推理速度翻倍，即提升约 100%", "100%", T, "unit-converted", "CC201", [(LMEN, 50, "doubling the inference speed")],
  "Doubling the speed (2x) is the same as +100 %."),
 (D1, "vLLM 的性能是 TurboMind（MXFP4）的 1.5 倍", "1.5 倍", M, "direction-reversed", "CC201", [(LMEN, 38, "achieving 1.5x the performmance of vLLM on H800")],
  "TurboMind (MXFP4) reaches 1.5x the performance of vLLM on H800 for gpt-oss, not the other way round."),
 # ---- draft 2
 (D2, "激活比例约 3.1%", "3.1%", T, "computed-ratio", "CC105", [(C15, 32, "only 8 out of 256 experts per layer are activated")],
  "8 / 256 = 3.125 %, about 3.1 %."),
 (D2, "每个节点只管 2 个 routed expert", "2 个 routed expert", M, "unit-slip", "CC201", [(C15, 36, "each GPU manages 2 routed experts and 1 shared expert")],
  "In the decode unit each GPU (not each node) manages 2 routed experts and 1 shared expert."),
 (D2, "合计输出 1680 亿 tokens", "1680 亿", T, "unit-converted", "CC201", [(C15, 88, "Total output tokens: 168B")],
  "168B output tokens written as 1680 亿."),
 (D2, "每个 token 激活约 37B 参数", "约 37B", T, "rounding", "CC201", [(C14, 34, "Activation parameters: **36.7B**"), (C13, 60, "with 37B activated for each token")],
  "README_WEIGHTS gives 36.7B activated parameters; about 37B is the rounded value (the README itself says 37B)."),
 (D2, "每百万输出 token $0.20", "$0.20", T, "exact-quote", "CC201", [(C20, 25, "$0.20/1M output tokens, which is about one-fifth")],
  "$0.20 per 1M output tokens, about one-fifth of the DeepSeek Chat API."),
 (D2, "约为 DeepSeek profile（bs 128）的 1.2 倍", "1.2 倍", T, "computed-ratio", "CC105", [(C20, 66, "| 14,800        | 18,598           | 22,282"), (C20, 63, "| 128           | 128              | 256")],
  "22,282 / 18,598 = 1.198, about 1.2x; the draft states the different batch sizes."),
 (D2, "约为 DeepSeek 线上公布值 14,800 的 1.5 倍", "1.5 倍", M, "leaderboard-ratio", "CC105", [(C20, 66, "| 17,373"), (C20, 61, "SGLang + Simulated MTP (Slow Attention)")],
  "The decode table gives 17,373 (SGLang simulated MTP) vs 14,800 (DeepSeek blog): 1.17x, not 1.5x."),
 (D2, "每设备 32 tokens 时 TBO 也能提速 25.5%", "25.5%", M, "wrong-condition", "CC201", [(C20, 79, "-27% at 32 tokens/device")],
  "At 32 tokens/device TBO gives -27 %; the 25.5 % speedup is at 256 tokens."),
 (D2, "TBO 提速 35%", "35%", T, "exact-quote", "CC201", [(C20, 80, "35% speedup at 128 sequences/device, with throughput 17,552 tokens per second compared to 12,929")],
  "Simulated MTP case: 35 % speedup, 17,552 vs 12,929 tokens/s."),
 (D2, "解码吞吐相对上一版本最多提升 1.9 倍", "1.9 倍", T, "exact-quote", "CC201", [(C19, 69, "up to **1.9x** decoding throughput improvement")],
  "DP attention: up to 1.9x decoding throughput over the previous version."),
 (D2, "卡数减少 75%，相当于 4 倍压缩", "4 倍", T, "compression-equivalent", "CC201", [(C19, 33, "4 x 8 x A100/A800"), (C19, 35, "8 x A100/A800")],
  "BF16 needs 4 x 8 = 32 A100s, AWQ 8: a 75 % cut, which is the same as 4x."),
 (D2, "DP attention 带来的 2.9 倍解码吞吐提升", "2.9 倍", M, "relative-disagree", "CC201", [(C19, 69, "up to **1.9x** decoding throughput improvement")],
  "Same optimisation and metric as the 1.9x stated in 增量 3; the docs say 1.9x."),
 # ---- draft 3
 (D3, "在 ShareGPT 上最高加速 2.8x", "2.8x", M, "wrong-condition", "CC201", [(C04, 123, "speedups of up to 2.8x when applied to summarization datasets, such as CNN/DailyMail"), (C04, 133, "up to 2.8x Speedup at QPS=1 Llama3-70B on CNN Dailymail")],
  "The 2.8x n-gram speedup is on CNN/DailyMail; on ShareGPT the blog reports up to 1.5x (draft model)."),
 (D3, "ShareGPT 上投机解码仍有 1.4x 加速", "1.4x", M, "direction-reversed", "CC201", [(C04, 142, "1.4x slowdown Llama3-70B on ShareGPT")],
  "At high QPS the blog sees a 1.4x slowdown on ShareGPT, not a speedup."),
 (D3, "约合每分钟 4,290 tokens", "4,290", T, "unit-converted", "CC201", [(C08, 246, "71.5 tokens/s (2.15x)"), (C08, 241, "LLaMA2-Chat 13B, using fp16")],
  "71.5 tokens/s x 60 = 4,290 tokens per minute."),
 (D3, "Vicuna-33B 为 0.99B", "0.99B", M, "wrong-system", "CC201", [(C08, 108, "Vicuna-33B-v1.3 | [yuhuili/EAGLE-Vicuna-33B-v1.3]")],
  "Vicuna-33B's EAGLE head has 0.56B parameters; 0.99B is LLaMA2-Chat 70B's on the same row."),
 (D3, "在多种 LLM 上为 2.2–3.6x", "2.2–3.6x", T, "different-setup", "CC201", [(C10, 23, "2.2-3.6x speedup over the original model"), (C10, 66, "approximately a 2x speed increase")],
  "2.2-3.6x is the tech-report (Medusa-2) figure, a different setup from the initial bs=1 ~2x, and the draft says so."),
 (D3, "不开投机（158.34 tokens/s）的 1.54 倍", "1.54 倍", T, "computed-ratio", "CC105", [(C22, 25, "158.34 tokens/s"), (C22, 26, "244.10 tokens/s")],
  "244.10 / 158.34 = 1.54."),
 (D3, "每 rank 输出吞吐提升 20.4 倍", "20.4 倍", M, "percent-as-multiple", "CC201", [(C21, 59, "60.4 (+20.4% ↑)")],
  "Overlap scheduling alone lifts 51.0 to 60.4 tokens/s per rank, +20.4 %, not 20.4x."),
 (D3, "EAGLE 的总体加速为 2.34x", "2.34x", M, "revised-figure", "CC201", [(SBN, 58, "2.16x"), (SBO, 50, "**2.34x**")],
  "2.34x is the A100 Vicuna-13B EAGLE figure of the 2025-03-20 version; the newest leaderboard gives 2.16x."),
 (D3, "PLD 的总体加速为 1.59x", "1.59x", M, "revised-figure", "CC201", [(SBN, 44, "1.66x"), (SBO, 41, "1.59x")],
  "1.59x is the A100 Vicuna-7B PLD figure of the 2025-03-20 version; the newest leaderboard gives 1.66x."),
 (D3, "Hydra 比 Medusa 快约 1.5 倍", "1.5 倍", M, "leaderboard-ratio", "CC105", [(SBN, 56, "2.20x"), (SBN, 59, "1.80x")],
  "On A100 Vicuna-13B Hydra 2.20x and Medusa 1.80x over one baseline give 1.22x, not 1.5x."),
 (D3, "换到 A100、Vicuna-33B 为 2.22x", "2.22x", T, "different-setup", "CC201", [(SBN, 72, "2.22x"), (SBN, 20, "1.91x")],
  "Hydra 1.91x on 3090 / Vicuna-7B and 2.22x on A100 / Vicuna-33B; the draft names the different hardware and model."),
 (D3, "约为 Lookahead 的 2.3 倍", "2.3 倍", T, "computed-ratio", "CC105", [(SBN, 53, "**3.02x**"), (SBN, 63, "1.30x")],
  "3.02 / 1.30 = 2.32, about 2.3x."),
 # ---- draft 4
 (D4, "pp 1024 吞吐提升约 57%", "57%", T, "computed-ratio", "CC105", [(C30, 49, "1436.51"), (C30, 51, "2254.45")],
  "2254.45 / 1436.51 = 1.569, i.e. about +57 %."),
 (D4, "tg 16 达到 59.00 t/s", "59.00", M, "wrong-condition", "CC201", [(C30, 68, "59.00 ± 1.11"), (C30, 69, "16.41 ± 0.79")],
  "59.00 t/s is the 32-thread pp 64 (prompt) figure; tg 16 at 32 threads is 16.41 t/s."),
 (D4, "pp 512 为 63.19 t/s", "63.19", M, "decimal-slip", "CC201", [(C30, 79, "631.87 ± 11.25")],
  "ngl=30 pp 512 is 631.87 t/s; 63.19 slips the decimal point."),
 (D4, "pp512 约 7,340 t/s", "7,340", T, "rounding", "CC201", [(C30, 96, "7340.20 ± 23.45")],
  "7340.20 t/s rounded to about 7,340."),
 (D4, "prompt 吞吐下降约 12.5%", "12.5%", T, "computed-ratio", "CC105", [(C30, 96, "7340.20"), (C30, 98, "6425.91")],
  "1 - 6425.91 / 7340.20 = 12.46 %, about 12.5 %."),
 (D4, "tg128 为 120.60 tokens/min", "120.60 tokens/min", M, "unit-slip", "CC201", [(C30, 97, "120.60 ± 0.59")],
  "llama-bench reports tokens per second: 120.60 t/s, not per minute."),
 (D4, "vLLM 用时约为 TGI v3 的 3.9 倍", "3.9 倍", T, "computed-ratio", "CC105", [(C07, 100, "|Long test - 4xL4 - 8B|3.2|12.5|20|")],
  "Second run, long test on 4xL4: 12.5 s / 3.2 s = 3.9."),
 (D4, "TGI v3 用时 12.1 s", "12.1 s", M, "wrong-condition", "CC201", [(C07, 102, "|Long test - 8H100 - 70B|2|27.5|20|"), (C07, 110, "|Long test - 8H100|12.1|28.3|20|")],
  "12.1 s is TGI's first-run time; in the second run (prefix cache warm) it is 2 s."),
 (D4, "logits 就要占 25.6GB", "25.6GB", T, "exact-quote", "CC201", [(C07, 128, "take 25.6GB (=100k tokens * 128k vocabulary * 2(f16)) which is more than the full model which is 16GB")],
  "Logits for 100k tokens on Llama 3.1 8B take 25.6GB, more than the 16GB model."),
 (D4, "SGLang 吞吐最高为 vLLM 的 3.8 倍", "3.8 倍", T, "exact-quote", "CC201", [(C16, 25, "up to 3.8x higher throughput on Llama-70B")],
  "Up to 3.8x over vLLM on Llama-70B."),
 (D4, "SGLang 的优势最高为 2.1 倍", "2.1 倍", T, "different-baseline", "CC201", [(C16, 25, "up to 2.1x higher throughput on Llama-405B")],
  "2.1x is over TensorRT-LLM on Llama-405B, a different baseline from the 3.8x over vLLM, and the draft says so."),
 (D4, "合计占总执行时间的 62%", "62%", T, "computed-ratio", "CC105", [(C03, 43, "takes 33% of the total execution time"), (C03, 44, "29% of the total execution time is spent on scheduling"), (C03, 45, "only 38% of the time")],
  "33 % (API server) + 29 % (scheduling) = 62 %, leaving 38 % for GPU execution."),
]


if __name__ == "__main__":
    sys.exit(heldout_labels.main(ROWS, HERE, "H"))
