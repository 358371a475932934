#!/usr/bin/env python3
"""Build labels.jsonl for the tenth held-out set (drafts_heldout10).

Same schema as ../drafts_heldout9/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sources are PyPI READMEs under benchmarks/corpora/new-real/ (five from batch-18, two from batch-2,
one each from batch-3, batch-4, batch-9, batch-11 and batch-12). A source path that starts with
"benchmarks/" is relative to the repository root (the parent of this file's parent); any other path is
relative to the shared directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/"
LX = NR + "batch-9/llumnix.md"
LC = NR + "batch-2/lmcache.md"
VD = NR + "batch-12/vidur.md"
GO = NR + "batch-4/gpt-oss.md"
QL = NR + "batch-18/qllm.md"
PF = NR + "batch-3/peft.md"
GQ = NR + "batch-18/groq.md"
SN = NR + "batch-18/sambanova.md"
CB = NR + "batch-18/cerebras-cloud-sdk.md"
CA = NR + "batch-2/colossalai.md"
LS = NR + "batch-18/lightseq.md"
WH = NR + "batch-11/openai-whisper.md"

D1, D2, D3, D4 = ("heldout10-01-llumnix-lmcache-vidur.md", "heldout10-02-gptoss-qllm-peft-review-zh.md",
                  "heldout10-03-groq-sambanova-cerebras-adr-en.md",
                  "heldout10-04-colossalai-lightseq-whisper-weekly-zh.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): Llumnix, LMCache, Vidur
 (D1, "即整个测试床 16 × 24GB = 384GB 显存", "384GB", T, "computed-total", "CC201",
  [(LX, 65, "16 Llama2-7B/Qwen1.5-7B instances, each using an A10 GPU (24GB)")],
  "16 instances x one 24GB A10 each = 384GB in the testbed; the per-GPU 24GB and the 384GB total are two scopes, "
  "both right."),
 (D1, '后一组是"迁移"这一机制的增益，与前一组不是同一测量的两个版本', "不是同一测量的两个版本", T,
  "two-mechanisms-stated", "CC201",
  [(LX, 73, "by up to 1.8x and 7.7x for mean and P99, and 1.4x for P99 TBT (decode)"),
   (LX, 75, "by up to 1.7x and 3.3x for mean and P99, and 1.3x for P99 TBT")],
  "1.8x/7.7x/1.4x belong to the KV-cache-aware scheduler, 1.7x/3.3x/1.3x to the migration mechanism; the draft "
  "says they are two results, not two versions of one."),
 (D1, "2024.7 发布首个版本，中间隔了将近半年", "将近半年", M, "date-arithmetic-wrong", "CC105",
  [(LX, 17, "[2024.6] We released our OSDI '24"), (LX, 16, "[2024.7] We officially released the first version")],
  "Paper on arXiv 2024.6, first release 2024.7: about one month apart, not nearly half a year."),
 (D1, "NIXL、GDS，共 8 种", "共 8 种", T, "count-correct", "CC101",
  [(LC, 76, "CPU RAM, local disk (SSD), Redis/Valkey, Mooncake, InfiniStore, S3-compatible object storage, NIXL, and GDS")],
  "Eight storage backends named in the README, the eight the draft lists."),
 (D1, "两件事相隔两个月", "两个月", T, "date-arithmetic-correct", "CC105",
  [(LC, 46, "[2025/08] 🎉 LMCache hits 5,000+ GitHub stars"), (LC, 44, "[2025/10] LMCache joins the PyTorch Foundation")],
  "2025/08 to 2025/10 is two months."),
 (D1, "AMD 这一项已经兑现", "已经兑现", T, "promise-kept", "CC303",
  [(LC, 50, "support-incoming"), (LC, 35, "[2026/05] 🔥 Agentic workload benchmark on AMD MI300X")],
  "The 2025/06 post announced AMD, Arm and Ascend support as incoming; the 2026/05 MI300X benchmark shows the AMD "
  "part delivered. A kept promise, not an overdue one."),
 (D1, "TP1、TP2、TP4、TP8 四档", "四档", T, "count-correct", "CC101",
  [(VD, 27, "So TP1, TP2, TP4 and TP8 are supported.")],
  "Four TP degrees on an 8-GPU DGX node."),
 (D1, "2 × 2 正好占满 4 张卡", "2 × 2", T, "computed-product", "CC105",
  [(VD, 29, "TP2-PP2 on a 4xA100 80GB Pairwise NVLink Node"), (VD, 28, "there are 4 GPUs")],
  "TP2 x PP2 = 4 GPUs, the four of a 4xA100 pairwise node."),
 (D1, "TTFT 均值压低最多 7.7×、P99 压低 1.8×", "7.7×", M, "swapped-mean-p99", "CC201",
  [(LX, 73, "by up to 1.8x and 7.7x for mean and P99")],
  "The scheduler's gains are 1.8x for mean TTFT and 7.7x for P99; C1 swaps them (增量 1 of the same draft has them "
  "right)."),
 (D1, "16 个 7B 实例总共只用 24GB 显存", "24GB", M, "per-gpu-as-total", "CC201",
  [(LX, 65, "16 Llama2-7B/Qwen1.5-7B instances, each using an A10 GPU (24GB)")],
  "24GB is per instance (one A10 each); sixteen instances use 16 x 24GB = 384GB, as 增量 1 computes."),
 (D1, "即尾延迟减少约 330%", "330%", M, "percent-vs-multiple", "CC105",
  [(LX, 75, "by up to 1.7x and 3.3x for mean and P99")],
  "3.3x lower P99 TTFT is a reduction of about 70 % (1 - 1/3.3); a reduction cannot exceed 100 %."),
 (D1, "| 2510.9665 |", "2510.9665", M, "malformed-id", "CC301",
  [(LC, 129, "arXiv preprint arXiv:2510.09665")],
  "The LMCache paper is arXiv:2510.09665; 2510.9665 has four digits after the dot, which breaks the post-2015 "
  "YYMM.NNNNN scheme."),
 (D1, "| 2406.03243 | Vidur", "2406.03243", M, "id-conflict", "CC206",
  [(LX, 17, "arxiv.org/abs/2406.03243"), (VD, 14, "arxiv.org/abs/2405.05465")],
  "2406.03243 is Llumnix (the table's first row); Vidur's MLSys'24 paper is arXiv:2405.05465. One id, two works."),
 (D1, "llumnix 0.0.2、lmcache 0.5.6、vidur 0.0.26 是三个不同包各自的 PyPI 版本", "0.0.26", T,
  "versions-of-different-packages", "CC203",
  [(LX, 2, "pypi.org/project/llumnix/0.0.2/"), (LC, 2, "pypi.org/project/lmcache/0.5.6/"),
   (VD, 2, "pypi.org/project/vidur/0.0.26/")],
  "Three packages, three versions; not two current versions of one package."),
 # ---- draft 2 (技术评审意见, Chinese): gpt-oss, qllm, peft
 (D2, "120b 每 token 激活约 4.4% 的参数，20b 约 17%", "4.4%", T, "computed-ratio", "CC105",
  [(GO, 21, "117B parameters with 5.1B active parameters"), (GO, 22, "21B parameters with 3.6B active parameters")],
  "5.1 / 117 = 4.36 % and 3.6 / 21 = 17.1 %."),
 (D2, "两句都对，但都是 MoE 权重 MXFP4 量化后的口径", "MXFP4", T, "two-models-stated", "CC201",
  [(GO, 48, ("making `gpt-oss-120b` run on a single 80GB GPU", "run within 16GB of memory"))],
  "80GB is the 120b figure and 16GB the 20b figure, both under MXFP4; two models, both right."),
 (D2, "官方 torch 参考实现单张 H100 即可跑 120b", "单张 H100", M, "wrong-condition", "CC201",
  [(GO, 213, "Requires at least 4× H100 GPUs due to lack of optimization."), (GO, 266, "e.g., on 4xH100 or 2xH200"),
   (GO, 283, "This version can be run on a single 80GB GPU for `gpt-oss-120b`.")],
  "The torch reference implementation needs at least 4x H100 (or 2x H200); the single-80GB-GPU path is the triton "
  "implementation. The review's own table says 4x H100."),
 (D2, "gpt-oss 当前版本已到 0.10.1", "0.10.1", M, "version-conflict", "CC203",
  [(GO, 2, "pypi.org/project/gpt-oss/0.0.9/"), (GO, 87, "vllm==0.10.1+gptoss")],
  "The review's header cites gpt-oss 0.0.9 (the PyPI page); 0.10.1 is the version of the special vLLM wheel in the "
  "install command, not of gpt-oss."),
 (D2, "qllm 0.2.3.1、peft 0.21.2、CUDA 13.0、PyTorch 2.10——是不同软件各自的版本号", "PyTorch 2.10", T,
  "versions-of-different-things", "CC203",
  [(QL, 2, "pypi.org/project/qllm/0.2.3.1/"), (PF, 2, "pypi.org/project/peft/0.21.2/"),
   (QL, 40, "[2026/03] CUDA 13.0 support, PyTorch 2.10")],
  "Four different pieces of software, four versions."),
 (D2, "也就是只训练约 1.2% 的参数", "1.2%", M, "ratio-wrong", "CC105",
  [(PF, 60, "trainable params: 3,686,400 || all params: 3,089,625,088 || trainable%: 0.1193")],
  "3,686,400 / 3,089,625,088 = 0.1193 %, not 1.2 % (a factor of ten)."),
 (D2, "全量约为 LoRA 的 3.3 倍", "3.3 倍", T, "computed-ratio", "CC105",
  [(PF, 96, ("47.14GB GPU", "14.4GB GPU"))],
  "47.14 / 14.4 = 3.27."),
 (D2, "GPU 降到 22GB、CPU 升到 52GB", "52GB", T, "different-setting-stated", "CC201",
  [(PF, 97, ("56GB GPU / 3GB CPU", "22GB GPU / 52GB CPU"))],
  "LoRA PyTorch vs LoRA DeepSpeed with CPU offloading: two settings of mt0-xxl, and the draft says the memory moved "
  "from GPU to CPU."),
 (D2, "不到千分之二", "不到千分之二", T, "computed-ratio", "CC105",
  [(PF, 109, "just 19MB compared to 11GB")],
  "19MB / 11GB = 0.17 % (0.0017), below two per mille with either 1000 or 1024 MB per GB."),
 (D2, "qllm 支持的三种算法（GPTQ、AWQ、HQQ、VPTQ）", "三种", M, "count-mismatch", "CC101",
  [(QL, 27, "GPTQ quantization"), (QL, 30, "VPTQ quantization")],
  "Four methods (GPTQ, AWQ, HQQ, VPTQ), listed right after saying three."),
 (D2, "作者已在 issue 中承诺 2026 年 11 月底前修复", "2026 年 11 月底", M, "overdue-promise", "CC303",
  [(QL, 94, "The saved model is not compatible with vLLM for now.")],
  "The fix was promised for end of November 2026; the review of 2026-12-16 still counts on it (and 风险 1 waits for "
  "it) with no sign it shipped. The README only says 'for now'."),
 (D2, "即五种卡、三个 SM 架构", "五种卡", T, "count-correct", "CC101",
  [(QL, 41, "Support H100/H200 (sm_90), B200/B300 (sm_100), RTX 5090 (sm_120)")],
  "H100, H200, B200, B300, RTX 5090: five cards; sm_90, sm_100, sm_120: three architectures."),
 (D2, "项目已持续维护 27 个月", "27 个月", T, "date-arithmetic-correct", "CC105",
  [(QL, 44, "[2023/12] The first PyPi package released"), (QL, 40, "[2026/03] CUDA 13.0 support")],
  "2023/12 to 2026/03 is 27 months."),
 (D2, "~310 tok/s（知乎网友实测帖，未附配置）", "~310 tok/s", M, "weak-provenance", "CC204",
  [(GO, 48, "run on a single 80GB GPU")],
  "No source gives a decode throughput for gpt-oss-120b; the figure rests on an unlinked forum post with no "
  "configuration, yet the table adopts it as the capacity-planning base."),
 # ---- draft 3 (ADR, English): groq, sambanova, cerebras-cloud-sdk
 (D3, "The version numbers 1.7.0, 1.13.0 and 1.91.0 belong to three separate packages", "1.91.0", T,
  "versions-of-different-packages", "CC203",
  [(GQ, 2, "pypi.org/project/groq/1.7.0/"), (SN, 2, "pypi.org/project/sambanova/1.13.0/"),
   (CB, 2, "pypi.org/project/cerebras-cloud-sdk/1.91.0/")],
  "Three packages with their own version lines; not competing versions of one thing."),
 (D3, "Groq needs Python 3.10+, the other two 3.9+", "3.10+", T, "different-packages-stated", "CC203",
  [(GQ, 9, "from any Python 3.10+"), (SN, 9, "from any Python 3.9+"), (CB, 9, "from any Python 3.9+")],
  "Groq's README requires 3.10+, SambaNova's and Cerebras's 3.9+; the draft says which is which."),
 (D3, "The default request timeout is ten minutes, i.e. 600 s", "600 s", T, "unit-conversion", "CC201",
  [(SN, 314, "By default requests time out after 10 minutes.")],
  "10 minutes = 600 s."),
 (D3, "| groq | 1.7.0 | 3.9 |", "3.9", M, "wrong-value", "CC201",
  [(GQ, 484, "Python 3.10 or higher."), (GQ, 9, "from any Python 3.10+")],
  "Groq's minimum is Python 3.10, as the ADR's own Option A says; the table gives 3.9."),
 (D3, "The eight error classes are the seven status-code rows", "eight", T, "count-correct", "CC101",
  [(GQ, 220, "| 400"), (GQ, 226, "| >=500"), (GQ, 227, "`APIConnectionError`")],
  "Seven status-code rows (400, 401, 403, 404, 422, 429, >=500) plus APIConnectionError: eight classes, the same in "
  "all three READMEs."),
 (D3, "Retried by default are four kinds of failure", "four", M, "count-mismatch", "CC101",
  [(GQ, 232, "Connection errors (for example, due to a network connectivity problem), 408 Request Timeout, 409 Conflict,"),
   (GQ, 233, "429 Rate Limit, and >=500 Internal errors are all retried by default.")],
  "Five kinds are listed (connection errors, 408, 409, 429, >=500), after saying four."),
 (D3, "the `max_retries=5` in every README is a per-request example", "max_retries=5", T, "default-vs-example",
  "CC201",
  [(GQ, 242, "# default is 2"), (GQ, 247, "client.with_options(max_retries=5)")],
  "2 is the default; 5 is a per-request override in the example. Two different settings, as the draft says."),
 (D3, "SambaNova's 600 s default is six times Groq's 60 s", "six times", M, "ratio-wrong", "CC105",
  [(SN, 314, "time out after 10 minutes"), (GQ, 264, "time out after 1 minute")],
  "600 / 60 = 10; ten times, not six."),
 (D3, "3 × 600 s = 1,800 s for SambaNova", "1,800 s", T, "computed-product", "CC105",
  [(SN, 285, "retried 2 times by default"), (SN, 314, "time out after 10 minutes")],
  "One try plus two retries = three attempts; 3 x 600 s = 1,800 s (and 3 x 60 s = 180 s)."),
 (D3, "Cerebras has the longest default timeout of the three", "longest", M, "rank-contradicted", "CC103",
  [(CB, 378, "time out after 1 minute"), (SN, 314, "time out after 10 minutes")],
  "Cerebras's default is 60 s; SambaNova's 600 s is the longest, as the ADR's own table shows."),
 (D3, "We adopt Option C, Cerebas's", "Cerebas", M, "name-misspelling", "CC205",
  [(CB, 4, "# Cerebras Python API library")],
  "The provider is Cerebras, spelt right everywhere else in the ADR."),
 (D3, "A 20.0 s override is a third of the 60 s default", "a third", T, "computed-ratio", "CC105",
  [(CB, 388, "# 20 seconds (default is 1 minute)")],
  "20 / 60 = 1/3."),
 (D3, "the Cerebras changelog entry of 2026-12-22", "2026-12-22", M, "future-dated-source", "CC304",
  [(CB, 29, "sends a few requests to `/v1/tcp_warming` upon construction")],
  "The ADR is dated 2026-12-18 but cites a changelog entry of 2026-12-22, four days later."),
 (D3, "Accepted Option C, two weeks after the proposal", "two weeks", T, "date-arithmetic-correct", "CC105",
  [(CB, 2, "pypi.org/project/cerebras-cloud-sdk/1.91.0/")],
  "r1 2026-12-04 to r3 2026-12-18 is 14 days (both dates in the ADR's own revision table; the source row only "
  "anchors the option chosen)."),
 # ---- draft 4 (周报, Chinese): colossalai, lightseq, openai-whisper
 (D4, "也就是约 2.95 倍", "2.95 倍", T, "percent-to-multiple", "CC104",
  [(CA, 313, "70 billion parameter LLaMA2 model training accelerated by 195%")],
  "+195 % = 2.95x."),
 (D4, "单机训练最高 7.73 倍、单卡推理 1.42 倍——一个是训练口径、一个是推理口径", "1.42 倍", T,
  "different-metric-stated", "CC201",
  [(CA, 231, "Up to 7.73 times faster for single server training and 1.42 times faster for single-GPU inference")],
  "Training vs inference: two metrics, both quoted right, and the draft says so."),
 (D4, "即 85 亿 token", "85 亿", T, "unit-conversion", "CC201",
  [(CA, 203, "**0.0085T**")],
  "0.0085T = 8.5 x 10^9 tokens = 85 亿."),
 (D4, "在表中 7B 档排第一", "排第一", M, "rank-contradicted", "CC103",
  [(CA, 203, "49.89"), (CA, 194, "56.03"), (CA, 189, "57.67")],
  "CMMLU 49.89 is below Qwen-7B's 56.03 and Baichuan2-7B-Base's 57.67, which the same sentence quotes."),
 (D4, "GAOKAO 69.53 则是该列所有模型里最高的", "最高", T, "rank-correct", "CC103",
  [(CA, 204, "69.53"), (CA, 193, "61.64"), (CA, 203, "58.82")],
  "69.53 is the top GAOKAO value (next: InternLM-7B 61.64, Colossal-LLaMA-2-7b 58.82)."),
 (D4, "页码 766–775，共 10 页", "10 页", T, "computed-span", "CC105",
  [(CA, 589, "pages = {766–775}"), (CA, 590, "numpages = {10}")],
  "Pages 766 to 775 inclusive are ten pages, the bibtex's numpages."),
 (D4, "TurboTransformers 和 FasterTransfomer", "FasterTransfomer", M, "name-misspelling", "CC205",
  [(LS, 39, "[FasterTransformer]")],
  "The library is FasterTransformer, spelt right in the newsletter's English abstract."),
 (D4, '"LightSeq2"是 2021 年训练加速论文的名字，不是 2.x 版本', "2.x", T, "paper-name-vs-version", "CC203",
  [(LS, 2, "pypi.org/project/lightseq/3.0.1/"), (LS, 149, "LightSeq2: Accelerated Training"), (LS, 152, "year={2021}")],
  "LightSeq2 names a 2021 paper; the package is 3.0.1. Not a second version."),
 (D4, "LightSeq2 见 arXiv:2710.05722", "2710.05722", M, "anachronistic-id", "CC302",
  [(LS, 151, "arXiv preprint arXiv:2110.05722")],
  "LightSeq2 is arXiv:2110.05722 (2021); 2710 would be October 2027, after the newsletter."),
 (D4, "共五种尺寸", "五种", M, "count-mismatch", "CC101",
  [(WH, 63, "There are six model sizes"), (WH, 69, "|  tiny  |"), (WH, 74, "| turbo  |")],
  "Six sizes (tiny, base, small, medium, large, turbo), listed right after saying five; the English abstract says six."),
 (D4, "其中四个有 English-only 版本", "四个", T, "count-correct", "CC101",
  [(WH, 63, "four with English-only versions")],
  "tiny.en, base.en, small.en, medium.en: four."),
 (D4, "换成 turbo 能省 60% 显存", "60%", M, "percent-wrong", "CC105",
  [(WH, 73, "~10 GB"), (WH, 74, "~6 GB")],
  "~10 GB to ~6 GB saves 40 %, not 60 % (60 % is what turbo keeps)."),
 (D4, "约为 large 的一半（52%）", "52%", T, "computed-ratio", "CC105",
  [(WH, 73, "1550 M"), (WH, 74, "809 M")],
  "809 / 1550 = 52.2 %."),
 (D4, "答：H100，转写英语语音", "H100", M, "wrong-hardware", "CC201",
  [(WH, 65, "measured by transcribing English speech on a A100")],
  "The relative speeds were measured on an A100, not an H100."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
