#!/usr/bin/env python3
"""Build labels.jsonl for the eleventh held-out set (drafts_heldout11).

Same schema as ../drafts_heldout10/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sources are PyPI READMEs under benchmarks/corpora/new-real/ (eight from batch-19, one each from
batch-1, batch-2, batch-5 and batch-16). A source path that starts with "benchmarks/" is relative to
the repository root (the parent of this file's parent); any other path is relative to the shared
directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/"
MV = NR + "batch-5/mlx-vlm.md"
CT = NR + "batch-1/ctranslate2.md"
LT = NR + "batch-2/lightning-thunder.md"
GC = NR + "batch-19/gptcache.md"
WL = NR + "batch-19/wordllama.md"
FR = NR + "batch-16/flashrank.md"
XA = NR + "batch-19/xai-sdk.md"
RP = NR + "batch-19/replicate.md"
NV = NR + "batch-19/langchain-nvidia-ai-endpoints.md"
XL = NR + "batch-19/xlstm.md"
TS = NR + "batch-19/torchscale.md"
CP = NR + "batch-19/colpali-engine.md"

D1, D2, D3, D4 = ("heldout11-01-mlxvlm-ctranslate2-thunder.md", "heldout11-02-gptcache-wordllama-flashrank-postmortem-zh.md",
                  "heldout11-03-xai-replicate-nvidia-vendor-memo-en.md",
                  "heldout11-04-xlstm-torchscale-colpali-readingclub-zh.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): mlx-vlm, CTranslate2, Lightning Thunder
 (D1, "2.29×，两组都是在 B=1 下测的", "B=1", M, "wrong-batch-size", "CC201",
  [(MV, 346, "**2.29×** on 31B at B=4")],
  "The Gemma 4 assistant speedups (3.94x on 26B-A4B, 2.29x on 31B) were measured at B=4, not B=1."),
 (D1, "即 1.71x（0.624 / 0.365 = 1.71）", "1.71x", T, "computed-ratio", "CC105",
  [(MV, 1213, "0.624 GB"), (MV, 1215, ("0.365 GB", "1.71x"))],
  "0.624 / 0.365 = 1.710; the README's own KV Reduction cell says 1.71x."),
 (D1, "省下约 3.1 GB", "3.1 GB", T, "computed-difference", "CC105",
  [(MV, 1871, ("4.1 GB", "0.97 GB"))],
  "4.1 - 0.97 = 3.13 GB saved on Qwen3.5-4B-4bit at 128k context."),
 (D1, "前者减 76%、后者减 63%，是两个模型各自的结果", "63%", T, "different-models-stated", "CC201",
  [(MV, 1871, "76% reduction"), (MV, 1880, "63% reduction")],
  "76 % is Qwen3.5-4B-4bit, 63 % is gemma-4-31b-it, both at 128k; two models, and the draft says so."),
 (D1, "TurboQuant 让 gemma-4-31b-it 的峰值显存降了 63%", "63%", M, "metric-swapped", "CC201",
  [(MV, 1880, "63% reduction"), (MV, 1881, ("75.2 GB", "65.8 GB", "-9.4 GB"))],
  "63 % is the KV-memory reduction (13.3 -> 4.9 GB). Peak memory went 75.2 -> 65.8 GB, -9.4 GB or -12.5 %; the "
  "same sentence quotes those two numbers."),
 (D1, "TurboQuant 的位宽只有四档可选", "四档", T, "count-correct", "CC101",
  [(MV, 1887, "| 2 | ~8x"), (MV, 1888, "| 3 | ~5x"), (MV, 1889, "| 3.5 | ~4.5x"), (MV, 1890, "| 4 | ~4x")],
  "The Supported Bit Widths table has four rows: 2, 3, 3.5 and 4 bits."),
 (D1, "而表里测的是 CTranslate2 3.6.0", "3.6.0", T, "package-vs-benchmarked-version", "CC203",
  [(CT, 2, "pypi.org/project/ctranslate2/4.8.5/"), (CT, 119, "| CTranslate2 3.6.0 | 6634.7")],
  "4.8.5 is the PyPI release the README belongs to; 3.6.0 is the version the benchmark table was run with. The "
  "draft says which is which; not two current versions."),
 (D1, "约 6.12 倍，也就是提升 612%", "612%", M, "percent-vs-multiple", "CC105",
  [(CT, 116, "| 1795.2 |"), (CT, 121, "| 10990.7 |")],
  "10990.7 / 1795.2 = 6.12x, which is an increase of 512 %, not 612 %."),
 (D1, "其中 int8 + float16 是 CTranslate2 各配置里最快的一档", "最快", M, "rank-contradicted", "CC103",
  [(CT, 122, "| - int8 + float16 | 8725.4"), (CT, 121, "| - float16 | 10990.7")],
  "In the GPU table CTranslate2 float16 (10990.7 tok/s) is faster than int8 + float16 (8725.4), as the same "
  "sentence lists."),
 (D1, "相当于每分钟约 66 万 target token", "66 万", T, "unit-conversion", "CC201",
  [(CT, 121, "10990.7")],
  "10990.7 tok/s x 60 = 659,442 tokens per minute, about 66 万."),
 (D1, "GPU 表里 int8 的 Max. GPU memory 是 1005MB", "1005MB", T, "different-metric-stated", "CC201",
  [(CT, 96, "| - int8 | 860.2 | 529MB"), (CT, 120, "| - int8 | 8567.2 | 1005MB"), (CT, 107, "4 threads")],
  "529MB is CPU Max. memory on c5.2xlarge, 1005MB is Max. GPU memory on an A10G; two metrics on two machines, "
  "and the draft says they cannot be compared."),
 (D1, "比不开 torch.compile 的 1493ms 快约 2.75 倍", "2.75 倍", T, "computed-ratio", "CC105",
  [(LT, 318, "1493ms"), (LT, 319, "542ms")],
  "1493 / 542 = 2.75."),
 (D1, "配 DFlash 草稿可达 ~45 tok/s", "~45 tok/s", M, "weak-provenance", "CC204",
  [(MV, 346, "up to **3.94×** on 26B-A4B"), (MV, 622, "~2× or higher throughput")],
  "The README gives only relative speedups; the absolute ~45 tok/s on an M4 Max comes from a tweet with no "
  "configuration or link, yet the briefing keeps it in the section 6 baseline table."),
 (D1, "| 2513.19874 |", "2513.19874", M, "malformed-id", "CC301",
  [(MV, 1858, "arXiv:2504.19874")],
  "TurboQuant is arXiv:2504.19874; 2513 has month 13, which the arXiv scheme does not allow."),
 # ---- draft 2 (故障复盘, Chinese): gptcache, wordllama, flashrank
 (D2, "gptcache 0.1.44（要求 Python ≥ 3.8.1）、wordllama 0.4.0.post1、flashrank 0.2.10", "0.4.0.post1", T,
  "versions-of-different-packages", "CC203",
  [(GC, 2, "pypi.org/project/gptcache/0.1.44/"), (WL, 2, "pypi.org/project/wordllama/0.4.0.post1/"),
   (FR, 2, "pypi.org/project/flashrank/0.2.10/"), (GC, 38, "3.8.1 or higher")],
  "Three packages, three version lines (plus a Python floor); the draft says they are independent."),
 (D2, "共 2 小时 42 分", "2 小时 42 分", T, "timeline-duration", "CC105",
  [(WL, 165, "trunc_dim=64")],
  "14:05 to 16:47 is 2 h 42 min (times are the post-mortem's own; the source line anchors the change deployed at "
  "14:05)."),
 (D2, "共 98 分钟", "98 分钟", T, "timeline-duration", "CC105",
  [(WL, 165, "trunc_dim=64")],
  "14:18 to 15:56 is 1 h 38 min = 98 minutes."),
 (D2, "据某技术群里流传的一张截图，GPTCache 线上命中率可达 68%", "68%", M, "weak-provenance", "CC204",
  [(GC, 299, "GPTCache offers three metrics"), (GC, 5, "Slash Your LLM API Costs by 10x")],
  "No source gives a production hit ratio; the 68 % rests on a chat-group screenshot, yet a budget cut is based "
  "on it."),
 (D2, "掉了近 30%", "近 30%", M, "percent-wrong", "CC105",
  [(WL, 128, ("30.27", "33.25"))],
  "Clustering 33.25 -> 30.27 is a drop of 2.98 points, 9.0 %, not nearly 30 %."),
 (D2, "上限 512 token；listwise 的 LLM 重排上限是 8192 token", "8192 token", T, "different-model-types-stated",
  "CC201",
  [(FR, 35, "Max tokens = 512"), (FR, 36, "Max tokens = 8192")],
  "512 is the cross-encoder limit, 8192 the listwise LLM limit; the draft names the two model types."),
 (D2, "加上 16 token 的 query 是 116", "116", T, "computed-sum", "CC105",
  [(FR, 107, "query (16 tokens) pair by token estimate is 116")],
  "100 + 16 = 116, under the max_length of 128, as the README's own example says."),
 (D2, "在 A100 上测得", "A100", M, "wrong-hardware", "CC201",
  [(WL, 148, "i9 12th gen"), (WL, 149, "NVIDIA A4500 (GPU)")],
  "WordLlama's benchmark ran single-core on an i9 12th gen CPU and on an NVIDIA A4500, not an A100."),
 (D2, "其中 5 个标了大小", "5 个", T, "count-correct", "CC101",
  [(FR, 80, "~4MB"), (FR, 81, "~34MB"), (FR, 82, "~110MB"), (FR, 83, "~150MB"), (FR, 84, "| - |"),
   (FR, 85, "~4GB"), (FR, 86, "| - |")],
  "Seven model rows; five carry a size, ce-esci-MiniLM-L12-v2 and miniReranker_arabic_v1 show '-'."),
 (D2, "README 说小 4 倍，即词表为后者的四分之一", "小 4 倍", T, "multiplier-reading-correct", "CC104",
  [(WL, 138, "4x smaller (32k vs. 128k vocabulary)")],
  "32k / 128k = 1/4; the draft pins '4x smaller' to the one-quarter reading, which is right."),
 (D2, "GPTCache 文档列出 8 种可用向量库", "8 种", M, "count-mismatch", "CC101",
  [(GC, 356, "Support [Milvus]"), (GC, 364, "Support qdrant"), (GC, 365, "Support weaviate")],
  "Ten ticked vector stores are listed (Milvus, Zilliz Cloud, Milvus Lite, FAISS, Hnswlib, PGVector, Chroma, "
  "DocArray, qdrant, weaviate), and the draft enumerates ten after saying eight."),
 (D2, "GPTCache 内存淘汰支持四种策略", "四种", T, "count-correct", "CC101",
  [(GC, 374, "LRU"), (GC, 375, "FIFO"), (GC, 376, "LFU"), (GC, 377, "RR eviction policy"),
   (GC, 373, "number of lines")],
  "LRU, FIFO, LFU, RR: four ticked policies; the line-count basis and the OOM warning are also in the README."),
 (D2, "作者在 issue 中承诺 2026 年 11 月底前合入", "2026 年 11 月底", M, "overdue-promise", "CC303",
  [(FR, 75, "sliding window logic support is yet to be added")],
  "The post-mortem of 2026-12-30 still waits on a fix promised for end of November 2026 (status 等上游); the "
  "README only says 'yet to be added'."),
 (D2, "升级到当前最新的 gptcache 0.2.1", "0.2.1", M, "version-conflict", "CC203",
  [(GC, 2, "pypi.org/project/gptcache/0.1.44/")],
  "The header gives gptcache 0.1.44 (the PyPI page read); calling 0.2.1 the current latest gives a second "
  "'current' version of the same package."),
 # ---- draft 3 (vendor-selection memo, English): xai-sdk, replicate, langchain-nvidia-ai-endpoints
 (D3, "xAI's 1,620 s default is the shortest client timeout of the three", "shortest", M, "rank-contradicted",
  "CC103",
  [(XA, 392, "27 minutes (1620 seconds)"), (RP, 93, "up to 60 seconds")],
  "1,620 s is far longer than Replicate's 60 s, which the same sentence quotes; it is the longest, not the "
  "shortest."),
 (D3, "The default timeout is 27 minutes, i.e. 1,620 s", "1,620 s", T, "unit-conversion", "CC201",
  [(XA, 392, "The default timeout is 27 minutes (1620 seconds).")],
  "27 x 60 = 1,620 s."),
 (D3, "1,620 / 300 = 5.4 times the example value", "5.4 times", T, "computed-ratio", "CC105",
  [(XA, 403, "5 minutes (300 seconds)"), (XA, 392, "1620 seconds")],
  "1620 / 300 = 5.4."),
 (D3, "spends only 1.5 s backing off", "1.5 s", T, "computed-sum", "CC105",
  [(XA, 422, "Maximum Attempts**: 5"), (XA, 423, "0.1 seconds"), (XA, 424, "1 second"), (XA, 425, "2"),
   (XA, 427, "0.2 seconds, 0.4 seconds")],
  "Five attempts leave four waits: 0.1 + 0.2 + 0.4 + 0.8 = 1.5 s, all under the 1 s cap."),
 (D3, "custom policy (3 attempts, 0.5 s initial, 2 s cap", "3 attempts", T, "example-vs-default-stated", "CC201",
  [(XA, 501, "reduces the maximum number of attempts to 3"), (XA, 422, "Maximum Attempts**: 5")],
  "5 attempts is the default, 3 the README's custom example; two settings, and the memo says so."),
 (D3, "means 60% fewer attempts per failing call", "60% fewer", M, "percent-wrong", "CC105",
  [(XA, 422, "Maximum Attempts**: 5"), (XA, 501, "attempts to 3")],
  "5 -> 3 attempts is 40 % fewer (3 is 60 % of 5)."),
 (D3, "The error table lists ten gRPC status codes", "ten", T, "count-correct", "CC101",
  [(XA, 536, "`UNKNOWN`"), (XA, 545, "`DATA_LOSS`")],
  "Rows 536-545: UNKNOWN, INVALID_ARGUMENT, DEADLINE_EXCEEDED, NOT_FOUND, PERMISSION_DENIED, UNAUTHENTICATED, "
  "RESOURCE_EXHAUSTED, INTERNAL, UNAVAILABLE, DATA_LOSS: ten."),
 (D3, "replicate 1.0.7 together with cog 0.14.11", "cog 0.14.11", T, "versions-of-different-products", "CC203",
  [(RP, 53, ("[replicate 1.0.7]", "[cog 0.14.11]"))],
  "replicate is the Python client, cog the packaging tool; two products, two versions."),
 (D3, "Nemotorn 3 Super", "Nemotorn", M, "name-misspelling", "CC205",
  [(NV, 8, "[Nemotron]"), (NV, 80, "nemotron-3-super-120b-a12b")],
  "The model family is Nemotron, spelt right twice in the same paragraph."),
 (D3, "checks four capabilities (chat, embeddings, completions, ranking)", "four", T, "count-correct", "CC101",
  [(NV, 87, "`chat`, `embeddings`, `completions`, or `ranking`")],
  "--capability accepts four values."),
 (D3, "| 1,620 | 6 |", "6", M, "wrong-value", "CC201",
  [(XA, 422, "Maximum Attempts**: 5"), (XA, 427, "for a total of up to 5 attempts")],
  "xAI's default policy allows at most five attempts in total (the memo's own Candidates section says so); the "
  "table gives six."),
 (D3, "Numerically the first is 27 times the second", "27 times", T, "computed-ratio", "CC105",
  [(XA, 392, "1620 seconds"), (RP, 93, "up to 60 seconds")],
  "1620 / 60 = 27, and the memo says the two are different knobs."),
 (D3, "3 TB/s of memory bandwidth in total", "in total", M, "per-gpu-read-as-total", "CC201",
  [(NV, 445, "3 terabytes per second (TB/s) of memory bandwidth per GPU")],
  "The passage says 3 TB/s per GPU, not for the whole server."),
 (D3, "entry of 2027-01-11", "2027-01-11", M, "future-dated-source", "CC304",
  [(NV, 413, "osl=1024, iat=100")],
  "The memo is dated 2027-01-04 but cites a release-notes entry of 2027-01-11, a week later."),
 # ---- draft 4 (读书会纪要, Chinese): xlstm, torchscale, colpali-engine
 (D4, "和 xLSTM 7B（ICML 2025，第四十二届）", "ICML 2025", T, "two-papers-stated", "CC201",
  [(XL, 322, "Thirty-eighth Conference on Neural Information Processing Systems"),
   (XL, 330, "Forty-second International Conference on Machine Learning")],
  "xLSTM is NeurIPS 2024 (38th), xLSTM 7B is ICML 2025 (42nd); two papers, and the minutes say so."),
 (D4, "xLSTM 7B 作者共 9 位", "9 位", M, "count-mismatch", "CC101",
  [(XL, 72, "Phillip Lippe"), (XL, 20, "Markus Spanring")],
  "The xLSTM 7B paper has eight authors, and the minutes list eight; nine is the original xLSTM paper's count."),
 (D4, "三个架构都在这条线以上", "三个架构", T, "count-correct", "CC101",
  [(XL, 151, "Compute Capability >= 8.0"), (XL, 153, '"8.0;8.6;9.0"')],
  "8.0, 8.6, 9.0: three architectures, all >= 8.0."),
 (D4, "TorchScale 把自己的研究分成四个方向", "四个方向", T, "count-correct", "CC101",
  [(TS, 14, "Stability"), (TS, 15, "Generality"), (TS, 16, "Capability"), (TS, 17, "Efficiency")],
  "Stability, Generality, Capability, Efficiency: four, with RetNet and LongNet listed separately."),
 (D4, "即 10 亿 token", "10 亿", T, "unit-conversion", "CC201",
  [(TS, 21, "1,000,000,000 Tokens"), (TS, 14, "1,000 Layers")],
  "1,000,000,000 = 10 亿; the 1,000 belongs to DeepNet's layers, and the minutes keep them apart."),
 (D4, "我们读的 PyPI 页面是 0.3.0", "0.3.0", T, "historical-vs-current-version", "CC203",
  [(TS, 26, "November, 2022: TorchScale 0.1.1 released"), (TS, 2, "pypi.org/project/torchscale/0.3.0/")],
  "0.1.1 is the 2022 release in the news list, 0.3.0 the current PyPI page; the minutes label them as such."),
 (D4, "LongNet 的论文号记作 arXiv:2707.02486", "2707.02486", M, "anachronistic-id", "CC302",
  [(TS, 21, "https://arxiv.org/abs/2307.02486")],
  "LongNet is arXiv:2307.02486 (July 2023); 2707 is July 2027, after the 2027-01-07 meeting."),
 (D4, "后者高 3.5 分", "3.5 分", T, "computed-difference", "CC105",
  [(CP, 38, "| 81.3 "), (CP, 41, "| 84.8 ")],
  "84.8 - 81.3 = 3.5 points."),
 (D4, "有效 batch 从 32 提到 256，即 8 倍", "8 倍", T, "computed-ratio", "CC105",
  [(CP, 42, "effective batch size of 32"), (CP, 43, "larger effective batch size (256)")],
  "256 / 32 = 8."),
 (D4, "89.4 在整张表里排第一", "排第一", M, "rank-contradicted", "CC103",
  [(CP, 45, "| 89.4 "), (CP, 46, "| 90.6 "), (CP, 47, "| 90.9 ")],
  "89.4 is below 90.6 and 90.9, which the same item quotes."),
 (D4, "比原版 ColPali 的 81.3 高出 9.6%", "9.6%", M, "points-read-as-percent", "CC105",
  [(CP, 47, "| 90.9 "), (CP, 38, "| 81.3 ")],
  "90.9 - 81.3 = 9.6 points, which is +11.8 % relative; '9.6%' mixes the two."),
 (D4, "端到端吞吐也随之翻倍", "翻倍", M, "wrong-condition", "CC201",
  [(CP, 69, "from 64 to 128, with unchanged end-to-end throughput")],
  "The [lik] kernel doubled the largest trainable batch (64 -> 128) with unchanged throughput."),
 (D4, "即只剩约三分之一", "三分之一", T, "computed-fraction", "CC105",
  [(CP, 242, "reduced by $66.7\\%$ while $97.8\\%$")],
  "A 66.7 % reduction leaves 33.3 %, one third (pool factor 3)."),
 (D4, "xLSTM 7B（arXiv:2405.04517）", "2405.04517", M, "id-conflict", "CC206",
  [(XL, 8, "message=2405.04517"), (XL, 65, "message=2503.13427")],
  "2405.04517 is the original xLSTM paper (item 1 of 议题 1 gives it that id); xLSTM 7B is 2503.13427."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
