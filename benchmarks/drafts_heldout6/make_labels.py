#!/usr/bin/env python3
"""Build labels.jsonl for the sixth held-out set (drafts_heldout6).

Same schema as ../drafts_heldout5/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids P001-P056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

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
C06 = CS + "cs06_deepspeed-fastgen-blog-zh.md"
C07 = CS + "cs07_tgi-docs-v3-overview-chunking.md"
C09 = CS + "cs09_eagle-README-2026-02.md"
C13 = CS + "cs13_deepseek-v3-README.md"
C16 = CS + "cs16_lmsys-blog-2024-07-25-sglang-llama3_md-b4a36ea.md"
C18 = CS + "cs18_sglang-benchmark-vllm060-README.md"
C21 = CS + "cs21_lmsys-blog-2025-07-17-sglang-mtp.md"
C22 = CS + "cs22_sglang-docs-speculative-decoding-en.md"
ZH = LD + "lmdeploy-README_zh-CN/"
ZH38, ZH39, ZH40, ZHM = ZH + "v0038.md", ZH + "v0039.md", ZH + "v0040.md", ZH + "manifest.tsv"
AW = LD + "awesome-llm-inference/v0034.md"

D1, D2, D3, D4 = ("heldout6-01-sglang-vllm-tgi-en.md", "heldout6-02-lmdeploy-fastgen-zh.md",
                  "heldout6-03-eagle-sglang-awesome-specdec.md", "heldout6-04-deepseek-v3-eval-deploy.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (mostly English): SGLang v0.3.0 vs vLLM v0.6.0 benchmark, LMSYS Llama 3 blog, TGI v3 overview
 (D1, "53.94 ms is about 70% lower than vLLM's 179.15 ms", "70% lower", T, "percent-multiple-equivalent", "CC105",
  [(C18, 32, ("SGLang", "**53.94**")), (C18, 33, ("vLLM", "**179.15**"))],
  "Llama 3.1 70B, 4 x H100, RPS 4: 1 - 53.94 / 179.15 = 0.699, so SGLang's median TTFT is about 70 % lower "
  "(vLLM's is 3.3x SGLang's); the percent and the multiple agree."),
 (D1, "roughly 10.7x SGLang's (231.23 vs 21.67 ms)", "10.7x", T, "computed-ratio", "CC105",
  [(C18, 32, "**21.67**"), (C18, 33, "**231.23**")],
  "Same row (70B, 4 x H100, RPS 4): median ITL 231.23 / 21.67 = 10.67, about 10.7x."),
 (D1, "SGLang also has the lowest median E2E latency at RPS 8", "lowest", M, "rank-inconsistency", "CC103",
  [(C18, 25, ("| 8    | 2400        | SGLang |", "2175.02")), (C18, 26, ("| 8    | 2400        | vLLM   |", "2137.16"))],
  "Llama 3.1 8B on 1 x A100, RPS 8: SGLang's median E2E latency is 2175.02 ms and vLLM's 2137.16 ms, both "
  "quoted in the same bullet; vLLM's is the lower one, so 'lowest' and 'wins every column' contradict the "
  "values (vLLM's median TPOT, 17.09 vs 17.85, is lower too)."),
 (D1, "SGLang ahead by 3.6%, i.e. 1.36x", "1.36x", M, "percent-multiple-wrong", "CC105",
  [(C18, 43, ("SGLang", "**4281.51**")), (C18, 44, ("vLLM", "**4132.37**"))],
  "4281.51 / 4132.37 = 1.036: +3.6 % is a multiple of 1.036x, not 1.36x (the percent is right, the "
  "conversion misplaces the decimal)."),
 (D1, "SGLang's default mem_frac is 0.85 at TP 1 and 0.88 at TP 4", "0.85 at TP 1", M, "swapped-values", "CC201",
  [(C18, 57, "SGLang's `mem_frac` is 0.88 at TP 1 and 0.85 at TP 4, so we manually set it to 0.88 at TP 4")],
  "The notes give SGLang's mem_frac as 0.88 at TP 1 and 0.85 at TP 4 (raised by hand to 0.88 at TP 4); the "
  "draft swaps the two defaults, which also makes 'raised by hand to 0.88 at TP 4' meaningless."),
 (D1, "I-243-O-386, I-243-O-386", "I-243-O-386", M, "duplicate-item", "CC102",
  [(C16, 33, ("Dataset 3: I-243-O-386", "Dataset 4: I-295-O-386"))],
  "The list of 'five tested sets' names I-243-O-386 twice; the post's dataset 4 is I-295-O-386, so one "
  "dataset is duplicated and another is missing."),
 (D1, "this post benchmarks vLLM 0.5.2", "vLLM 0.5.2", T, "version-differs-by-source", "CC203",
  [(C16, 36, "We use vLLM 0.5.2 with default arguments"), (C18, 13, "SGLang v0.3.0 compared to vLLM v0.6.0")],
  "The July 2024 post used vLLM 0.5.2 (0.5.3.post1 crashed) and the September rebuttal vLLM v0.6.0; two "
  "versions at two dates, each right for its own post, and the draft says so."),
 (D1, "The 405B runs used 8 x H100 in bf16", "bf16", M, "wrong-condition", "CC201",
  [(C16, 49, "## Llama-405B on 8 x H100 (fp8)"), (C16, 61, "we use per-layer fp8 quantization in all frameworks")],
  "The 405B benchmark is 8 x H100 in fp8 (per-layer fp8 quantization of all layers except lm_head, because "
  "r24.06 lacked fbgemm_fp8); bf16 is the 8B / 70B setting."),
 (D1, "The benchmark uses three hardware setups", "three", T, "count-correct", "CC101",
  [(C07, 57, "`L4` : This is a single L4 (24GB)"), (C07, 58, "`4xL4`"), (C07, 59, "`8xH100`")],
  "The Hardware section lists three setups (L4, 4xL4, 8xH100), the three the draft names with their models."),
 (D1, "vLLM takes 19.9 s vs TGI's 17.5 s on the second run, about 1.14x", "1.14x", T, "computed-ratio", "CC105",
  [(C07, 97, "|Small test - L4 - 8B|17.5|19.9|200|")],
  "2nd run, small test, one L4: 19.9 / 17.5 = 1.137, about 1.14x."),
 (D1, "drops from 19.9 s on the first run to 17.5 s on the second run", "19.9 s", T, "different-setup-stated", "CC201",
  [(C07, 105, "|Small test - L4|19.9|19.9|200|"), (C07, 97, "|Small test - L4 - 8B|17.5|19.9|200|"),
   (C07, 40, "reporting the results of the 2nd run, not the first one")],
  "TGI's small-test time on one L4 is 19.9 s on the 1st run and 17.5 s on the 2nd (prefix cache warm); two "
  "runs, both named, and the docs report the 2nd on purpose."),
 (D1, "The long test on a single L4 ran 10 requests", "10 requests", T, "different-setup-stated", "CC201",
  [(C07, 98, "|Long test* - L4 - 8B|53|57|10|"), (C07, 100, "|Long test - 4xL4 - 8B|3.2|12.5|20|")],
  "The single-L4 long test has 10 requests (53 vs 57 s), the 4xL4 long test 20; different amounts, both quoted "
  "right, and the draft says the rows are not comparable."),
 (D1, "(13 s vs vLLM's 12.6 s)", "13 s", T, "exact-quote-unfavourable", "CC201",
  [(C07, 107, "|Small test - 4xL4|13|12.6|200|")],
  "On the 1st run TGI really is slower than vLLM on the 4xL4 small test (13 vs 12.6 s); it looks like a "
  "reversed direction but is the source's row."),
 (D1, "write the 5,200 tok/s into the §6 table", "5,200 tok/s", M, "weak-provenance", "CC204",
  [(C18, 50, ("SGLang", "**3856.01**"))],
  "The 5,200 tok/s for SGLang v0.3 on Llama 3.1 70B / 4xH100 rests only on a WeChat-account repost with no "
  "link, dataset or baseline, and the draft recommends anchoring it; the primary benchmark for that setup "
  "(offline, 5000 prompts) gives 3856.01 tok/s."),
 # ---- draft 2 (mostly Chinese): LMDeploy README_zh-CN v0040 (v0038 / v0039 older), DeepSpeed-FastGen blog (zh)
 (D2, "Intern-S2-Preview 目前只有 35B-A3B 一个规格", "只有 35B-A3B 一个规格", M, "revised-figure", "CC201",
  [(ZH40, 189, "Intern-S2-Preview (35B-A3B, 397B)"), (ZH39, 186, "Intern-S2-Preview (35B-A3B)")],
  "The draft cites v0040 (2026-08-13), which lists Intern-S2-Preview as 35B-A3B and 397B; '35B-A3B only' is "
  "the superseded v0039 (2026-07-03) entry."),
 (D2, "即总参 241B、激活 28B，激活比约 11.6%", "11.6%", T, "computed-ratio", "CC105",
  [(ZH40, 185, "InternVL3.5 (1B-241BA28B)")],
  "241BA28B: 28B active of 241B total, 28 / 241 = 11.6 %."),
 (D2, "DeepSeek-V2.5 (236B) 同为 236B", "同为 236B", T, "same-value-not-duplicate", "CC102",
  [(ZH40, 151, "DeepSeek-V2 (16B, 236B)"), (ZH40, 152, "DeepSeek-V2.5 (236B)")],
  "Two entries with the same 236B size are two models (DeepSeek-V2 and V2.5), not a repeated list item."),
 (D2, "名义上约 176B", "176B", T, "computed-product", "CC105",
  [(ZH40, 157, "Mixtral (8x7B, 8x22B)")],
  "8 x 22B = 176B as a nominal product, and the draft says it is only an order of magnitude (shared layers "
  "not subtracted)."),
 (D2, "PyTorch engine 新支持三个 VLM", "三个", T, "count-correct", "CC101",
  [(ZH40, 56, "CogVLM2，Mini-InternVL，LlaVA-Next")],
  "The 2024/06 item names three VLMs (CogVLM2, Mini-InternVL, LlaVA-Next), the three the draft lists."),
 (D2, "Llama3.2-vision (11B, 90B) 在 v0039（2026-07-03）被移出列表", "v0039（2026-07-03）", T,
  "removed-in-newer-version-noted", "CC403",
  [(ZH38, 202, "Llama3.2-vision (11B, 90B)"), (ZHM, 40, ("v0039", "2026-07-03"))],
  "Llama3.2-vision is in v0038's list and gone from v0039 (2026-07-03, 'remove deprecated model support') "
  "and v0040; the draft reports the removal correctly instead of citing the removed entry."),
 (D2, "当前最新版为 v0.12.2", "v0.12.2", M, "version-conflict", "CC203",
  [(ZH40, 29, "`v0.12.3` 已发布到 PyPI"), (ZH38, 233, "export LMDEPLOY_VERSION=0.12.2")],
  "v0040 (the README the draft cites) says v0.12.3 is on PyPI and v0.13.0 wheels are built with CUDA 12.8; "
  "'latest v0.12.2' with LMDEPLOY_VERSION=0.12.2 is the v0038 (2026-03) install command, and the next bullet "
  "of the same draft names v0.12.3 and v0.13.0."),
 (D2, "从 python=3.10（v0038，2026-03）改为 python=3.12（v0039 起）", "python=3.12", T,
  "version-legitimately-changed", "CC203",
  [(ZH38, 223, "conda create -n lmdeploy python=3.10 -y"), (ZH39, 216, "conda create -n lmdeploy python=3.12 -y"),
   (ZH40, 220, "conda create -n lmdeploy python=3.12 -y")],
  "The conda example really changed from python=3.10 (v0038) to python=3.12 (v0039, v0040); a dated change, "
  "not two conflicting current values."),
 (D2, "基于 AWQ（arXiv:2606.00978）", "2606.00978", M, "anachronistic-id", "CC302",
  [(ZH40, 87, "[AWQ](https://arxiv.org/abs/2306.00978)")],
  "AWQ is arXiv:2306.00978 (June 2023), used by LMDeploy's 2023/08 item; 2606.x would be a June 2026 id, "
  "impossible for a method supported in 2023 (before the draft's date, so the 'impossible for what it "
  "names' half of the rule)."),
 (D2, "评估覆盖 A100、H100、A6000 三种 GPU", "三种 GPU", T, "count-correct", "CC101",
  [(C06, 148, "NVIDIA A100、H100 和 A6000 上运行 Llama-2 7B、Llama-2 13B 和 Llama-2 70B")],
  "Three GPUs and three model sizes, as the blog lists them."),
 (D2, "图 5（逐 token 延迟，16 客户端）为 2600 / 128", "2600 / 128", T, "different-setup-stated", "CC201",
  [(C06, 173, "平均值分别为 2600 和 60"), (C06, 188, "16 客户端。提示和生成长度遵循正态分布，平均值分别为 2600 和 128")],
  "Figure 4 uses prompt/generation means 2600/60 and Figure 5 2600/128; two settings, both named, and the draft "
  "says not to compare them."),
 (D2, "每个节点 4 张 A100，共 32 张", "每个节点 4 张 A100", M, "unit-slip", "CC201",
  [(C06, 196, "我们使用了 4 个 A100 GPU 来计算每个 Llama 2 70B 模型。总共，我们使用了 8 个节点来运行 16 个副本")],
  "4 A100 is per replica (per Llama 2 70B model), not per node: 16 replicas x 4 = 64 A100 on 8 nodes, i.e. 8 "
  "per node; reading it per node gives the draft's 32."),
 (D2, "图 8 的 A6000 结果测的是 Llama 2 13B", "Llama 2 13B", M, "wrong-condition", "CC201",
  [(C06, 218, "使用 A6000 的 Llama 2 7b")],
  "Figure 8 (A6000) is Llama 2 7B, not 13B (13B is Figure 3, on one A100)."),
 (D2, "当前 alpha 版支持 4 种模型架构", "4 种", M, "count-mismatch", "CC101",
  [(C06, 239, "[LLaMA](https://huggingface.co/models?other=llama) 和 [LLaMA-2]"), (C06, 240, "[Mistral]"),
   (C06, 241, "[OPT]")],
  "The alpha supports three architecture entries (LLaMA and LLaMA-2 as one, Mistral, OPT), and the draft itself "
  "lists three after announcing 4."),
 # ---- draft 3 (mixed): EAGLE README 2026-02, SGLang speculative-decoding docs, awesome-llm-inference v0034
 (D3, "commit cb7e084，2026-12-09 版", "2026-12-09", M, "future-dated-source", "CC304",
  [(C09, 6, "commit_date: 2026-02-19")],
  "The cited EAGLE README version is dated 2026-12-09, after the draft's 2026-12-04; the commit cb7e084 is of "
  "2026-02-19."),
 (D3, "列出 15 个已合并 EAGLE 的框架", "15 个", T, "count-correct", "CC101",
  [(C09, 84, "EAGLE has been merged in the following mainstream LLM serving frameworks"), (C09, 86, "AMD ROCm"),
   (C09, 100, "vllm-project/vllm/pull/16937")],
  "The Support section lists 15 frameworks (lines 86-100), from AMD ROCm to vLLM."),
 (D3, "其中 NVIDIA 系有 4 个", "4 个", M, "count-mismatch", "CC101",
  [(C09, 93, "NVIDIA NeMo Framework"), (C09, 94, "NVIDIA TensorRT-LLM"), (C09, 95, "NVIDIA TensorRT Model Optimizer")],
  "Three NVIDIA entries (NeMo Framework, TensorRT-LLM, TensorRT Model Optimizer), the three the draft names "
  "after announcing 4."),
 (D3, "在 2 张 RTX 3060 上以 fp16 跑 Vicuna 13B", "2 张 RTX 3060", M, "wrong-condition", "CC201",
  [(C09, 76, "Inference is conducted on 2x RTX 3090 GPUs at fp16 precision using the Vicuna 13B model."),
   (C09, 81, "[//]: # (Using EAGLE-2, the inference speed on 2 RTX 3060 GPUs")],
  "The demo runs on 2x RTX 3090; the 2 RTX 3060 sentence is a commented-out line of the README (not rendered) "
  "and is about EAGLE-2 against an A100."),
 (D3, "在 gpt-fast 上 2x 加速，即比原生实现提升 100%", "100%", T, "percent-multiple-equivalent", "CC104",
  [(C09, 51, "achieving **2x** speedup on")],
  "2x speedup on gpt-fast = +100 %; the percent and the multiple agree."),
 (D3, "EAGLE-2 发布（2024.6.27）到 EAGLE-3 被 NeurIPS'25 录用（2025.9.18）约 15 个月", "约 15 个月", T,
  "computed-difference", "CC105",
  [(C09, 112, "**2024.6.27**: EAGLE-2 is released."), (C09, 104, "**2025.9.18**: EAGLE-3 is accepted to NeurIPS'25.")],
  "2024-06-27 to 2025-09-18 is 14.7 months, about 15."),
 (D3, "EAGLE-3 发布（2025.3.19）到 NeurIPS'25 录用（2025.9.18）约 9 个月", "约 9 个月", M, "date-arithmetic-wrong", "CC105",
  [(C09, 108, "**2025.3.19**: EAGLE-3 is released."), (C09, 104, "**2025.9.18**: EAGLE-3 is accepted to NeurIPS'25.")],
  "2025-03-19 to 2025-09-18 is 6 months, not about 9."),
 (D3, "speculative_num_steps 默认 5，speculative_eagle_topk 默认 4", "speculative_num_steps 默认 5", T, "exact-quote",
  "CC201",
  [(C22, 33, ("`speculative_num_steps`", "Default is 5.")), (C22, 34, ("`speculative_eagle_topk`", "Default is 4."))],
  "SGLang's defaults are num_steps 5 and eagle_topk 4, as quoted (adjacent small integers that look swappable)."),
 (D3, "DeepMind 的 2302.01318 与 Google Research 的 2211.17192", "2302.01318", T, "two-works-not-duplicate", "CC206",
  [(AW, 437, ("[**Speculative Sampling**]", "2302.01318")), (AW, 438, ("[**Speculative Sampling**]", "2211.17192"))],
  "Two rows share the tag 'Speculative Sampling' but are two works (DeepMind, Google Research) with two ids; "
  "neither a duplicate nor one id given to two works."),
 (D3, "pdf 链接却是 2401.10774", "2401.10774", T, "id-after-list-date", "CC302",
  [(AW, 439, ("|2023.09|", "https://arxiv.org/pdf/2401.10774.pdf"))],
  "The Medusa row is dated 2023.09 (the blog) and links arXiv 2401.10774 (the January 2024 paper); an id four "
  "months after the row's date is the later paper, well before the draft's date."),
 (D3, "Token Recycling 的 2408.08696", "2408.08696", T, "well-formed-id", "CC301",
  [(AW, 450, "https://arxiv.org/pdf/2408.08696")],
  "2408.08696 is a valid YYMM.NNNNN id; the leading zero after the dot is part of the 5-digit number."),
 (D3, "Multi-Token Joint Speculative Decoding（2404.09221）", "2404.09221", M, "id-conflict", "CC206",
  [(AW, 448, ("Exploring and Improving Drafts in Blockwise Parallel Decoding", "https://arxiv.org/pdf/2404.09221")),
   (AW, 449, ("Multi-Token Joint Speculative Decoding", "https://arxiv.org/pdf/2404.09221"))],
  "The draft gives one id, 2404.09221, to two different works on one line and files both; the awesome list has "
  "the same copy error (both rows link 2404.09221), so at least one of the two ids is wrong and must be checked "
  "before it goes into §4.2."),
 (D3, "记为 arXiv:2408.1185", "2408.1185", M, "malformed-id", "CC301",
  [(AW, 451, ("Parallel Speculative Decoding with Adaptive Draft Length", "https://arxiv.org/pdf/2408.11850"))],
  "PEARL is 2408.11850; '2408.1185' has four digits after the dot (the trailing zero dropped, as a number "
  "format would), which breaks the 5-digit scheme used since 2015."),
 (D3, "MineDraft（2603.18016，2026.03", "2603.18016", T, "recent-id-before-date", "CC302",
  [(AW, 460, ("|2026.03|", "https://arxiv.org/pdf/2603.18016"))],
  "A March 2026 id, recent but before the draft's 2026-12-04, and matching the row's 2026.03."),
 # ---- draft 4 (mixed): DeepSeek-V3 README (evaluation, How to Run Locally), README_WEIGHTS, LMSYS MTP blog
 (D4, "同为 95.3，表中并列加粗", "95.3", T, "tie-not-rank-error", "CC103",
  [(C13, 137, "| | ARC-Challenge (Acc.) | 25-shot | 92.2 | 94.5 | **95.3** | **95.3** |")],
  "ARC-Challenge: LLaMA3.1 405B and DeepSeek-V3 both 95.3, both bold; a tie, not a ranking error."),
 (D4, "DeepSeek-V3 88.9，在四个模型中最高", "最高", M, "rank-inconsistency", "CC103",
  [(C13, 138, "| | HellaSwag (Acc.) | 10-shot | 87.1 | 84.8 | **89.2** | 88.9 |")],
  "HellaSwag: LLaMA3.1 405B has 89.2 (bold), above DeepSeek-V3's 88.9; V3 is second of four."),
 (D4, "base 模型 65.2", "65.2", T, "different-setup-stated", "CC201",
  [(C13, 146, "| Code | HumanEval (Pass@1) | 0-shot | 43.3 | 53.0 | 54.9 | **65.2** |"),
   (C13, 194, ("| Code | HumanEval-Mul (Pass@1) |", "**82.6**"))],
  "65.2 is the base model's HumanEval, 82.6 the chat model's HumanEval-Mul; two models, two benchmarks, both "
  "named, and the draft says they are not one metric."),
 (D4, "Claude-3.5-Sonnet 88.3、DeepSeek-V3 88.5 三者同时加粗", "88.5", T, "same-level-within-tolerance", "CC103",
  [(C13, 185, "| English | MMLU (EM) | 78.2 | 80.6 | 85.3 | **88.6** | **88.3** | 87.2 | **88.5** |"),
   (C13, 166, "Scores with a gap not exceeding 0.3 are considered to be at the same level")],
  "Chat MMLU: 88.6, 88.3 and 88.5 are all bold, within 0.3 of each other; not a rank claim, and not an error "
  "that 88.5 is bold beside 88.6."),
 (D4, "GPT-4o 9.3，高出 29.9%", "29.9%", M, "points-as-percent", "CC105",
  [(C13, 201, "| Math | AIME 2024 (Pass@1) | 4.6 | 16.7 | 23.3 | 23.3 | 16.0 | 9.3 | **39.2** |")],
  "39.2 - 9.3 = 29.9 percentage points; as a relative change it is 39.2 / 9.3 = 4.2x (+321 %). '高出 29.9%' "
  "states the difference of two scores as a percent."),
 (D4, "高 15.6 个百分点", "15.6 个百分点", T, "computed-difference", "CC105",
  [(C13, 202, "| | MATH-500 (EM) | 56.3 | 74.7 | 80.0 | 73.8 | 78.3 | 74.6 | **90.2** |")],
  "MATH-500: 90.2 - 74.6 = 15.6, stated as percentage points (the right basis)."),
 (D4, "SimpleQA 上 GPT-4o 以 38.2 排第一", "排第一", T, "rank-correct", "CC103",
  [(C13, 191, "| | SimpleQA (Correct) | 9.0 | 10.2 | 9.1 | 17.1 | 28.4 | **38.2** | 24.9 |")],
  "SimpleQA: GPT-4o's 38.2 is the best of the row; DeepSeek-V3 has 24.9. The rank claim matches the values."),
 (D4, "仅高 0.3 分", "0.3 分", T, "computed-difference", "CC105",
  [(C13, 227, "| DeepSeek-V3 | **85.5** | **70.0** |"), (C13, 226, "| Claude-Sonnet-3.5-1022 | 85.2 | 52.0 |")],
  "Arena-Hard: 85.5 - 85.2 = 0.3."),
 (D4, "该承诺已兑现，LMSYS 2025-07-17 博客宣布 SGLang 支持 MTP", "2025-07-17", T, "promise-confirmed", "CC303",
  [(C13, 245, "with Multi-Token Prediction [coming soon]"),
   (C21, 21, "**first and only** open-source serving framework to support **Multiple Token Prediction (MTP)**")],
  "README's 'MTP coming soon' for SGLang is an undated promise that the LMSYS blog of 2025-07-17 confirms as "
  "shipped; not an overdue promise."),
 (D4, "LightLLM v1.0.1 支持的是 DeepSeek-R1", "DeepSeek-R1", T, "model-differs-stated", "CC201",
  [(C13, 347, "v1.0.1 supports single-machine and multi-machine tensor parallel deployment for DeepSeek-R1 (FP8/BF16)")],
  "The DeepSeek-V3 README's LightLLM paragraph really names DeepSeek-R1; the draft quotes it and warns not to "
  "turn it into V3."),
 (D4, "MindIE 已适配 DeepSeek-V3 的 FP8 版本", "FP8", M, "wrong-condition", "CC201",
  [(C13, 354, "has successfully adapted the BF16 version of DeepSeek-V3"), (C13, 251, "in both INT8 and BF16")],
  "MindIE on Ascend adapted the BF16 version (the deployment list says INT8 and BF16); no FP8 on Ascend."),
 (D4, "FP8 支持预计 2026-11 上线", "2026-11", M, "overdue-promise", "CC303",
  [(C13, 247, "with FP8 support coming soon"), (C13, 338, "Support for FP8 is currently in progress and will be released soon")],
  "A promise dated 2026-11 in a note of 2026-12-07, with nothing in the cited sources confirming it; the draft "
  "even fills the matrix as if FP8 were supported. (The README itself gives no date, only 'coming soon'.)"),
 (D4, "另：LigthLLM 同时提供混合精度部署", "LigthLLM", M, "name-misspelling", "CC205",
  [(C13, 347, "[LightLLM](https://github.com/ModelTC/lightllm/tree/main) v1.0.1")],
  "The framework is LightLLM (ModelTC/lightllm); 'LigthLLM' transposes two letters. The draft spells it "
  "right two bullets earlier."),
 (D4, "将 CSDN 的 2 倍写入 §6 框架对比表", "2 倍", M, "weak-provenance", "CC204",
  [(C13, 246, "**LMDeploy**: Enables efficient FP8 and BF16 inference for local and cloud deployment.")],
  "The '2x vLLM' for DeepSeek-V3 on LMDeploy rests only on a CSDN repost without a link or conditions, and the "
  "draft recommends writing it into §6; the primary README gives no throughput comparison at all."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "P", REPO, SHARED))
