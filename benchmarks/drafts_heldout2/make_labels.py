#!/usr/bin/env python3
"""Build labels.jsonl for the second held-out set (drafts_heldout2); every anchor is looked up (must
occur on exactly one draft line, and the surface must be on that line) and every source line is
checked to contain the given snippet. Same schema as ../drafts_heldout/make_heldout_labels.py.
Run: python3 make_labels.py [--check]"""
import json, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = Path("/work/shared")
CS = "corpora/real/cross-source/"
LD = "corpora/real/living-doc/"
C01 = CS + "cs01_vllm-blog-2023-06-20-launch.md"
C03 = CS + "cs03_vllm-blog-2024-09-05-v060-perf.md"
C06 = CS + "cs06_deepspeed-fastgen-blog-zh.md"
C09 = CS + "cs09_eagle-README-2026-02.md"
C11 = CS + "cs11_lmdeploy-README-en.md"
C12 = CS + "cs12_lmdeploy-README-zh-CN.md"
C13 = CS + "cs13_deepseek-v3-README.md"
C15 = CS + "cs15_deepseek-open-infra-day6-inference-system.md"
C18 = CS + "cs18_sglang-benchmark-vllm060-README.md"
C21 = CS + "cs21_lmsys-blog-2025-07-17-sglang-mtp.md"
AWN, AWO = LD + "awesome-llm-inference/v0034.md", LD + "awesome-llm-inference/v0033.md"

D1, D2, D3, D4 = ("heldout2-01-vllm-history-sglang.md", "heldout2-02-fastgen-zh-lmdeploy.md",
                  "heldout2-03-eagle3-mtp-kvcompress.md", "heldout2-04-deepseek-v3-serving-cost.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet)], reason)
ROWS = [
 # ---- draft 1: vLLM launch blog, vLLM v0.6.0 blog, SGLang v0.3.0 vs vLLM v0.6.0 benchmark
 (D1, "HF Transformers 的 24 倍、TGI 的 3.5 倍", "3.5 倍", T, "exact-quote", "CC201",
  [(C01, 32, "up to **24x** higher throughput compared to HF and up to **3.5x** higher throughput than TGI")],
  "The launch blog: up to 24x over HF Transformers and up to 3.5x over TGI."),
 (D1, "vLLM 相对 TGI 的吞吐优势为 3.3x–3.5x", "3.3x–3.5x", M, "wrong-condition", "CC201",
  [(C01, 40, "one output completion</em>. vLLM achieves 14x - 24x higher throughput than HF and 2.2x - 2.5x higher throughput than TGI"),
   (C01, 49, "three parallel output completions</em>. vLLM achieves 8.5x - 15x higher throughput than HF and 3.3x - 3.5x")],
  "With one output completion per request vLLM is 2.2x-2.5x over TGI; 3.3x-3.5x is for three parallel completions."),
 (D1, "浪费 60%–80% 显存", "60%–80%", T, "exact-quote", "CC201",
  [(C01, 57, "waste **60% – 80%** of memory"), (C01, 79, "a mere waste of under 4%")],
  "Existing systems waste 60-80 % of memory; PagedAttention wastes under 4 % (only in the last block)."),
 (D1, "可转化为最高 2.2 倍的吞吐提升", "2.2 倍", T, "different-setup", "CC201",
  [(C01, 101, "cutting their memory usage by up to 55%. This can translate into up to 2.2x")],
  "Memory sharing cuts sampling memory by up to 55 % and gives up to 2.2x throughput; the 2.2x is not the TGI comparison."),
 (D1, "vLLM 日均处理 60K 请求，峰值 30K", "60K", M, "values-swapped", "CC201",
  [(C01, 119, "an average of 30K requests daily and a peak of 60K")],
  "vLLM handled an average of 30K requests daily with a peak of 60K; the draft swaps average and peak."),
 (D1, "为初始 HF 后端的 30 倍", "30 倍", T, "different-setup", "CC201",
  [(C01, 107, "achieve up to 30x higher throughput than an initial HF backend")],
  "LMSYS' internal micro-benchmark: up to 30x over the initial HF backend, a different setup from the 24x, as the draft says."),
 (D1, "Llama 70B（4×H100）上吞吐提升 2.7 倍", "2.7 倍", M, "wrong-condition", "CC201",
  [(C03, 21, "2.7x higher throughput and 5x faster TPOT (time per output token) on Llama 8B model, and 1.8x higher throughput and 2x less TPOT on Llama 70B")],
  "2.7x throughput and 5x TPOT are the Llama 8B figures; on Llama 70B v0.6.0 gives 1.8x throughput and 2x less TPOT."),
 (D1, "前端每秒要回传约 76 个对象", "76", T, "computed-ratio", "CC105",
  [(C03, 67, "Llama3 8B can generate 1 token every 13 ms under light load. This translates to the frontend needing to stream back 76 objects per second")],
  "1 token per 13 ms is about 76-77 objects per second; the blog itself says 76."),
 (D1, "异步输出处理使 TPOT 改善 24%", "24%", M, "wrong-system", "CC201",
  [(C03, 104, "by 8.7%"), (C03, 108, "significantly improves the end-to-end throughput by 24%")],
  "Asynchronous output processing improves TPOT by 8.7 %; the 24 % is the object cache's end-to-end throughput gain."),
 (D1, "输出分别约 16 和 256 tokens", "16 和 256", T, "different-setup", "CC201",
  [(C03, 124, "roughly 462 input tokens and 16 output tokens"), (C03, 125, "462 input tokens and 256 output tokens")],
  "Prefill-heavy: ~462 in / 16 out; decode-heavy: ~462 in / 256 out. Same input, different output, as the draft says."),
 (D1, "SGLang 的 Median TTFT 为 vLLM 的 3 倍", "3 倍", M, "direction-reversed", "CC201",
  [(C18, 15, "the Median TTFT of vLLM is **3 times** that of SGLang")],
  "vLLM's median TTFT is 3 times SGLang's, not the other way round (lower is better)."),
 (D1, "约 10.8 倍，与报告的", "10.8 倍", T, "computed-ratio", "CC105",
  [(C18, 24, "**129.32**"), (C18, 23, "**11.93**")],
  "129.32 / 11.93 = 10.84, consistent with the README's '10 times'."),
 (D1, "差距扩大到约 20 倍", "20 倍", M, "ratio-wrong", "CC105",
  [(C18, 35, "**275.32**"), (C18, 34, "**24.45**")],
  "275.32 / 24.45 = 11.3, not about 20."),
 (D1, "SGLang 仅高约 4%", "4%", T, "computed-ratio", "CC105",
  [(C18, 50, "**3856.01**"), (C18, 51, "**3700.64**")],
  "3856.01 / 3700.64 = 1.042, about +4 %."),
 # ---- draft 2: DeepSpeed-FastGen Chinese blog, LMDeploy zh/en README
 (D2, "总计 512 个请求", "512", T, "same-number-different-meaning", "CC201",
  [(C06, 136, "（数量从 1 到 32 不等）同时向服务器发送请求（总计 512 个）"), (C06, 146, "“|提示中的令牌|/512” 秒（= 512 令牌/秒）")],
  "512 requests in total and an SLA of 512 tokens/s: two different quantities, both quoted correctly."),
 (D2, "需在 2 秒内处理完", "2 秒", T, "computed-ratio", "CC105",
  [(C06, 146, "“|提示中的令牌|/512” 秒")],
  "The prompt SLA is |tokens|/512 s, so 1024 tokens gives 2 s."),
 (D2, "在相同延迟（7 秒）下", "7 秒", M, "wrong-condition", "CC201",
  [(C06, 152, "高达 2 倍的吞吐量（1.36 rps 对比 0.67 rps）在相同的延迟（9 秒）下")],
  "1.36 vs 0.67 rps is at the same latency of 9 s; 7 s (vs 14 s) is the latency at the same 1.2 rps throughput."),
 (D2, "未满足 2 令牌/秒的生成 SLA", "2 令牌/秒", M, "wrong-condition", "CC201",
  [(C06, 176, "大约 28% 的请求未能满足 4 令牌/秒的 SLA")],
  "About 28 % of vLLM's requests miss the 4 tokens/s SLA, not 2 tokens/s."),
 (D2, "1.42 / 0.63 ≈ 2.25", "2.25", T, "computed-ratio", "CC105",
  [(C06, 176, "有效吞吐量为 0.63 查询/秒"), (C06, 176, "DeepSpeed-FastGen 达到了 1.42 查询/秒")],
  "1.42 / 0.63 = 2.254, which the blog rounds to 2.3x."),
 (D2, "16 个副本合计 2.37 查询/秒", "2.37", M, "decimal-slip", "CC201",
  [(C06, 197, "16 个副本的吞吐量达到了 23.7 查询/秒")],
  "16 replicas reach 23.7 queries/s; 2.37 slips the decimal point (and would not be near-linear scaling from 1.46)."),
 (D2, "是 vLLM 的 1.36 ~ 1.58 倍", "1.58", M, "digit-slip", "CC201",
  [(C12, 123, "每秒处理的请求数是 vLLM 的 1.36 ~ 1.85 倍")],
  "The README says 1.36 ~ 1.85x; 1.58 transposes the digits."),
 (D2, "小 batch 时提高到 2.4 倍", "2.4 倍", T, "exact-quote", "CC201",
  [(C12, 123, "在小 batch 时，提高到 2.4 倍")],
  "TurboMind 4-bit output token/s reaches 2.4x FP16/BF16 at small batch."),
 (D2, "中文版写\"推理性能提高了 1 倍\"", "提高了 1 倍", T, "percent-multiple-equivalent", "CC104",
  [(C12, 63, "推理性能提高了 1 倍"), (C11, 64, "doubling the inference speed")],
  "'提高了 1 倍' in the zh README and 'doubling' in the en README agree; the draft reads it as 2x speed, which is right."),
 (D2, "包括四项：Paged Attention", "四项", M, "count-mismatch", "CC101",
  [(C12, 90, "包括：Paged Attention、更快的且不受序列最大长度限制的 attention kernel、2+倍快的 KV8 kernels、Split-K decoding (Flash Decoding) 和 支持 sm_75 架构的 W4A16")],
  "The 2023/11 upgrade lists five items and the draft lists five, but announces four."),
 (D2, "v0.12.3 已可直接 pip install lmdeploy", "v0.12.3", T, "version-current", "CC203",
  [(C12, 42, "`v0.12.3` 已发布到 PyPI")],
  "The README (2026/04 item) says v0.12.3 is on PyPI."),
 (D2, "被 EuroSys 2027 接收", "EuroSys 2027", T, "future-venue", "CC304",
  [(C11, 42, "has been accepted to [EuroSys 2027]")],
  "The 2026/08 news item: the paper was accepted to EuroSys 2027 (an acceptance announced before the venue, not a future-dated source)."),
 (D2, "arXiv：2508.1560", "2508.1560", M, "malformed-id", "CC301",
  [(C11, 42, "https://arxiv.org/pdf/2508.15601")],
  "The paper is arXiv:2508.15601; 2508.1560 drops a digit (post-2015 ids have five digits after the dot)."),
 (D2, "前者是相同延迟下的原始吞吐，后者是满足 SLA 的有效吞吐", "2.3 倍", T, "different-setup", "CC201",
  [(C06, 152, "高达 2 倍的吞吐量（1.36 rps 对比 0.67 rps）"), (C06, 41, "高出多达 2.3 倍的有效吞吐量")],
  "2x is raw throughput at equal latency, 2.3x is effective (SLA-meeting) throughput; different metrics, as the draft says."),
 # ---- draft 3: EAGLE README 2026-02, SGLang MTP blog, Awesome-LLM-Inference v0034
 (D3, "比 vanilla 解码快 3x（70B 模型）", "70B 模型", M, "wrong-condition", "CC201",
  [(C09, 52, "**3x** faster than vanilla decoding (13B)")],
  "EAGLE's 3x over vanilla decoding is stated for 13B, not a 70B model."),
 (D3, "比 Medusa 快 1.6x", "1.6x", T, "exact-quote", "CC201",
  [(C09, 53, "**2x** faster than"), (C09, 54, "**1.6x** faster than")],
  "EAGLE (13B): 2x faster than Lookahead and 1.6x faster than Medusa."),
 (D3, "比 EAGLE-1 快 1.8x", "1.8x", M, "wrong-system", "CC201",
  [(C09, 63, "**1.4x** faster than EAGLE-1 (13B)"), (C09, 70, "**1.8x** faster than EAGLE-1 (13B)")],
  "EAGLE-2 is 1.4x faster than EAGLE-1; 1.8x is EAGLE-3's figure."),
 (D3, "比 vanilla 快 5.6 倍", "5.6 倍", T, "exact-quote", "CC201",
  [(C09, 69, "**5.6** faster than vanilla decoding (13B)")],
  "EAGLE-3 is '5.6' faster than vanilla (the README omits the x)."),
 (D3, "可在 8×RTX 3090 上训练和测试", "8×RTX 3090", T, "exact-quote", "CC201",
  [(C09, 56, "trainable (within 1-2 days) and testable on 8x RTX 3090 GPUs")],
  "EAGLE is trainable within 1-2 days and testable on 8x RTX 3090 GPUs."),
 (D3, "Qwen2-72B-Instruct 的 EAGLE 头 1.05B", "1.05B", T, "exact-quote", "CC201",
  [(C09, 215, "| 1.05B |"), (C09, 213, "| 0.99B |")],
  "EAGLE heads: Qwen2-72B-Instruct 1.05B, LLaMA3-Instruct 70B 0.99B."),
 (D3, "2503.01480（EAGLE-3）", "2503.01480", M, "wrong-id", "CC201",
  [(C09, 19, "https://arxiv.org/pdf/2503.01840")],
  "The EAGLE-3 paper is arXiv:2503.01840; 2503.01480 transposes two digits."),
 (D3, "每个节点 16 张 H200", "每个节点 16 张", M, "unit-slip", "CC201",
  [(C21, 49, "two decoding nodes across a total of 16 H200 GPUs")],
  "Case 1 uses 16 H200 GPUs in total across the two decoding nodes, not 16 per node."),
 (D3, "较基线提升约 59.8%", "59.8%", T, "computed-ratio", "CC105",
  [(C21, 60, "81.5 (+59.8% ↑)"), (C21, 58, "51.0 (baseline)")],
  "81.5 / 51.0 = 1.598, +59.8 % as in the blog's table."),
 (D3, "比只开 overlap scheduling 的 60.4 高约 60%", "60%", M, "ratio-wrong", "CC105",
  [(C21, 61, "82.0 (+60.8% ↑)"), (C21, 59, "60.4 (+20.4% ↑)")],
  "The +60 % is against the 51.0 baseline; against overlap-only 60.4, 82.0 is +36 %."),
 (D3, "约为基线的 1.6 倍", "1.6 倍", T, "percent-multiple-equivalent", "CC104",
  [(C21, 21, "up to 60% higher output throughput")],
  "+60 % output throughput is 1.6x the baseline."),
 (D3, "（即每节点 8 卡）", "8 卡", T, "computed-ratio", "CC105",
  [(C21, 65, "a 16-node cluster comprising 128 H200 GPUs with 4 prefill nodes and 12 decoding nodes")],
  "128 GPUs / 16 nodes = 8 per node; 4 prefill + 12 decode = 16 nodes."),
 (D3, "Mistral-7B 上 7x 压缩", "7x", M, "revised-figure", "CC201",
  [(AWN, 306, "6.1x compression, +0.276% PPL on Mistral-7B"), (AWO, 303, "7x compression, -2.26% PPL on Mistral-7B")],
  "The newest list (2026-07-26) gives 6.1x compression; 7x is the superseded 2026-04 figure (with -2.26 % PPL)."),
 (D3, "长序列推理约 11x 加速，arXiv:2411.17116", "2411.17116", T, "exact-quote", "CC301",
  [(AWN, 89, "Star-Attention: 11x~ speedup**] Star Attention: Efficient LLM Inference over Long Sequences(@NVIDIA)|[[pdf]](https://arxiv.org/pdf/2411.17116)")],
  "Star-Attention: 11x~ speedup, arXiv 2411.17116, a well-formed id quoted exactly."),
 # ---- draft 4: DeepSeek Open Infra Day 6, DeepSeek-V3 README
 (D4, "每个部署单元跨 18 个节点", "18 个节点", M, "wrong-condition", "CC201",
  [(C15, 35, "Each deployment unit spans 4 nodes with 32 redundant routed experts, where each GPU handles 9 routed experts")],
  "A prefill deployment unit spans 4 nodes; 18 nodes is the decode unit."),
 (D4, "负载均衡分三类", "三类", T, "count-correct", "CC101",
  [(C15, 54, "1. Prefill Load Balancer"), (C15, 59, "2. Decode Load Balancer"), (C15, 64, "3. Expert-Parallel Load Balancer")],
  "Three load balancers, three listed."),
 (D4, "折合平均约 1,814 张 H800", "1,814", T, "computed-ratio", "CC105",
  [(C15, 80, "average occupancy of 226.75 nodes (each node contains 8 H800 GPUs)")],
  "226.75 nodes x 8 GPUs = 1,814 H800s."),
 (D4, "按每个节点每小时 $2 的租赁成本", "每个节点每小时 $2", M, "unit-slip", "CC201",
  [(C15, 81, "Assuming the leasing cost of one H800 GPU is $2 per hour")],
  "The $2/hour is per H800 GPU, not per node (226.75 x 8 x $2 x 24 = $87,072)."),
 (D4, "折合每小时约 $3,628", "$3,628", T, "computed-ratio", "CC105",
  [(C15, 81, "the total daily cost amounts to $87,072")],
  "$87,072 / 24 h = $3,628 per hour."),
 (D4, "命中率 65.3%", "65.3%", M, "ratio-wrong", "CC105",
  [(C15, 87, "Total input tokens: 608B, of which 342B tokens (56.3%) hit the on-disk KV cache")],
  "342B / 608B = 56.3 %, not 65.3 %."),
 (D4, "即约 7.37 万 tokens/s", "7.37 万", T, "unit-converted", "CC201",
  [(C15, 89, "~73.7k tokens/s input (including cache hits) during prefilling")],
  "73.7k tokens/s is 7.37 万 tokens/s."),
 (D4, "理论收入约为成本的 5.45 倍", "5.45 倍", M, "percent-as-multiple", "CC105",
  [(C15, 91, "the total daily revenue would be $562,027, with a cost profit margin of 545%"), (C15, 81, "$87,072")],
  "A 545 % profit margin means revenue is 6.45x cost ($562,027 / $87,072 = 6.45), not 5.45x."),
 (D4, "即 14.8 万亿 tokens", "14.8 万亿", T, "unit-converted", "CC201",
  [(C13, 89, "on 14.8T tokens"), (C13, 63, "14.8 trillion diverse and high-quality tokens")],
  "14.8T tokens = 14.8 trillion = 14.8 万亿."),
 (D4, "预训练阶段耗费 2.788M H800 GPU 小时", "2.788M", M, "wrong-condition", "CC201",
  [(C13, 89, "only 2.664M H800 GPU hours, we complete the pre-training"), (C13, 65, "2.788M H800 GPU hours for its full training")],
  "Pre-training took 2.664M H800 GPU hours; 2.788M is the full training."),
 (D4, "即 671B 主模型权重 + 14B MTP 模块权重", "685B", T, "computed-total", "CC105",
  [(C13, 112, "685B, which includes 671B of the Main Model weights and 14B of the Multi-Token Prediction (MTP) Module weights")],
  "671B + 14B = 685B, as the README states."),
 (D4, "官方列出 8 种本地部署途径", "8 种", T, "count-correct", "CC101",
  [(C13, 244, "1. **DeepSeek-Infer Demo**"), (C13, 251, "8. **Huawei Ascend NPU**")],
  "The README lists eight options (1-8) and the draft names all eight."),
 (D4, "vLLM 自 v0.6.0 起支持 DeepSeek-V3", "v0.6.0", M, "version-wrong", "CC203",
  [(C13, 343, "v0.6.6 supports DeepSeek-V3 inference for FP8 and BF16 modes on both NVIDIA and AMD GPUs")],
  "The README names vLLM v0.6.6, not v0.6.0."),
 (D4, "= 16 卡，与权重转换时的 --model-parallel 16 对应", "16 卡", T, "computed-total", "CC105",
  [(C13, 309, "torchrun --nnodes 2 --nproc-per-node 8"), (C13, 301, "--model-parallel 16")],
  "2 nodes x 8 processes = 16, matching --model-parallel 16."),
]

def main():
    out, errors = [], []
    for i, (draft, anchor, surface, kind, slug, rule, srcs, reason) in enumerate(ROWS, 1):
        lines = (HERE / draft).read_text(encoding="utf-8").splitlines()
        hits = [n for n, l in enumerate(lines, 1) if anchor in l]
        if len(hits) != 1:
            errors.append(f"{draft}: anchor {anchor!r} on lines {hits}"); continue
        if surface not in lines[hits[0] - 1]:
            errors.append(f"{draft}:{hits[0]} surface {surface!r} missing")
        sources = []
        for f, ln, snip in srcs:
            sl = (SHARED / f).read_text(encoding="utf-8").splitlines()
            if ln > len(sl) or snip not in sl[ln - 1]:
                errors.append(f"source {f}:{ln} lacks {snip!r}")
            sources.append({"file": f, "line": ln})
        out.append({"id": f"G{i:03d}", "draft": draft, "line": hits[0], "anchor": anchor, "surface": surface,
                    "kind": kind, "slug": slug, "rule": rule, "sources": sources, "reason": reason})
    if errors:
        print("\n".join(errors)); sys.exit(1)
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    p = HERE / "labels.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if p.exists() and p.read_text(encoding="utf-8") == text else 1)
    p.write_text(text, encoding="utf-8")
    print(f"wrote {len(out)} labels")

if __name__ == "__main__":
    main()
