#!/usr/bin/env python3
"""Build labels.jsonl for the ninth held-out set (drafts_heldout9).

Same schema as ../drafts_heldout8/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sources are PyPI READMEs under benchmarks/corpora/new-real/ (ten from batch-17, one from batch-8,
one from batch-3). A source path that starts with "benchmarks/" is relative to the repository root
(the parent of this file's parent); any other path is relative to the shared directory (default
/work/shared; override with CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/"
TS = NR + "batch-17/tokenspeed.md"
MX = NR + "batch-17/modelexpress.md"
AC = NR + "batch-8/aiconfigurator.md"
UZ = NR + "batch-17/unsloth-zoo.md"
TT = NR + "batch-3/torchtune.md"
GM = NR + "batch-17/gemma.md"
OV = NR + "batch-17/openvino-tokenizers.md"
LM = NR + "batch-17/llama-models.md"
PC = NR + "batch-17/picollm.md"
RL = NR + "batch-17/ramalama.md"
CP = NR + "batch-17/cuda-python.md"
TR = NR + "batch-17/torchrec.md"

D1, D2, D3, D4 = ("heldout9-01-tokenspeed-modelexpress-aic.md", "heldout9-02-unsloth-torchtune-gemma-zh.md",
                  "heldout9-03-openvino-llama-picollm-en.md", "heldout9-04-ramalama-cudapython-torchrec-mail.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): TokenSpeed, ModelExpress, AIConfigurator
 (D1, "宣布后仅一个月就被收录", "仅一个月", M, "date-arithmetic-wrong", "CC105",
  [(TS, 41, "[2026/05] TokenSpeed announced"), (TS, 36, "[2026/08] TokenSpeed joins the [PyTorch Ecosystem]")],
  "Announced 2026/05, joined the PyTorch Ecosystem 2026/08: about three months, not one."),
 (D1, "（agentic 负载，Kimi K2.5，GB300）", "GB300", M, "wrong-hardware", "CC201",
  [(TS, 62, "TokenSpeed vs. TensorRT-LLM Pareto curves on agentic workloads (Kimi K2.5, B200)"),
   (TS, 33, "Kimi K3 Optimization on GB300")],
  "The README's only comparison figure is on B200; GB300 belongs to the separate Kimi K3 optimization blog."),
 (D1, "2.4T 规模的 Qwen3.8-2.4T-A95B 与 176B 的 Qwen3.8 Flash Next 是两个不同模型", "176B", T,
  "two-models-stated", "CC201",
  [(TS, 35, "Qwen3.8-2.4T-A95B"), (TS, 34, ("[Qwen3.8 Flash Next]", "qwen3-8-flash-next-176b-model"))],
  "2.4T and 176B are the sizes of two different Qwen3.8 models, both day-0 items; not two sizes of one model."),
 (D1, "modelexpress 包本身是 0.7.0", "0.7.0", T, "versions-of-different-components", "CC203",
  [(MX, 2, "pypi.org/project/modelexpress/0.7.0/"), (MX, 43, "vLLM 0.23.0 and newer recognize"),
   (MX, 61, "lmsysorg/sglang:v0.5.13.post1")],
  "0.7.0 is modelexpress, 0.23.0 the minimum vLLM with native support, v0.5.13.post1 a known-good SGLang image: "
  "three components, each version right."),
 (D1, "CLI 现有六种模式", "六种", T, "count-correct", "CC101",
  [(AC, 140, "We have six modes: `default`, `estimate`, `recommend`, `exp`, `generate`, and `support`.")],
  "Six modes announced and six listed (default, estimate, recommend, exp, generate, support)."),
 (D1, "是两行不同配置，不要当重复行合并", "不要当重复行合并", T, "same-value-not-duplicate", "CC102",
  [(AC, 312, ("684.79", "32 (32=4x8)", "8 (=2x2+1x4)")), (AC, 313, ("684.79", "32 (32=2x16)", "16 (=4x2+1x8)"))],
  "disagg ranks 1 and 2 share 684.79 tokens/s/gpu but differ in replica layout (4 x 8 GPUs vs 2 x 16); two rows."),
 (D1, "32 卡预算里只用了 24 张", "24 张", T, "used-of-total-stated", "CC201",
  [(AC, 314, ("404.71", "32 (24=1x24)", "24 (=5x2+7x2)")), (AC, 249, "Total GPUs: 32")],
  "disagg rank 3 uses 24 of the 32 GPUs (one 24-GPU replica); 24 vs 32 is used vs budget, not a conflict."),
 (D1, "684.79 / 410.22 ≈ 1.67", "1.67", T, "computed-ratio", "CC105",
  [(AC, 250, "disagg at 684.79 tokens/s/gpu (disagg 1.67x better)"), (AC, 303, "410.22")],
  "684.79 / 410.22 = 1.669, the README's 1.67x."),
 (D1, "最优配置的集群总吞吐 684.79 tokens/s", "集群总吞吐 684.79", M, "per-gpu-read-as-total", "CC201",
  [(AC, 254, "Per-GPU Throughput: 684.79 tokens/s/gpu"), (AC, 253, "Best Throughput: 21,913.22 tokens/s")],
  "684.79 is tokens/s per GPU; the cluster total is 21,913.22 tokens/s (the next bullet of the draft says so)."),
 (D1, "684.79 × 32 ≈ 21,913 tokens/s", "21,913", T, "computed-product", "CC105",
  [(AC, 253, "Best Throughput: 21,913.22 tokens/s"), (AC, 254, "684.79 tokens/s/gpu"), (AC, 249, "Total GPUs: 32")],
  "684.79 x 32 = 21,913.3, matching Best Throughput 21,913.22 (the per-GPU figure is rounded)."),
 (D1, "disagg 三个配置全都高于 agg 第一名", "全都高于", M, "rank-contradicted", "CC103",
  [(AC, 314, "404.71"), (AC, 303, "410.22")],
  "disagg rank 3 gives 404.71 tokens/s/gpu, below agg rank 1's 410.22; the draft's own table shows both."),
 (D1, "本轮先把 §6 速度表按 700 TPS 更新", "700 TPS", M, "weak-provenance", "CC204",
  [(TS, 40, "TokenSpeed hits 580 TPS on Qwen3.5-397B-A17B")],
  "700 TPS rests only on a forwarded X screenshot with no link or conditions; the README and the PyPI blog give 580 "
  "TPS, yet the draft writes 700 into the §6 table."),
 (D1, "这条承诺实际已兑现，只是文档没改", "已兑现", T, "promise-kept", "CC303",
  [(MX, 15, "# From PyPI (coming soon)"), (MX, 2, "pypi.org/project/modelexpress/0.7.0/")],
  "The README's 'From PyPI (coming soon)' is read on the package's own PyPI page (0.7.0): the promise is kept, as "
  "the draft says."),
 (D1, "aiconfigurator 当前版本是 0.9", "0.9", M, "version-conflict", "CC203",
  [(AC, 2, "pypi.org/project/aiconfigurator/0.12.0/"), (AC, 83, "#### Upgrading from 0.9"),
   (AC, 85, "Version 0.9 shipped core files inside `aiconfigurator`")],
  "The briefing's own header cites aiconfigurator 0.12.0; 0.9 is the old release the README's upgrade section "
  "moves away from (it shipped core files inside aiconfigurator)."),
 # ---- draft 2 (周会纪要, mostly Chinese): unsloth-zoo, torchtune, gemma
 (D2, "表里共 12 个模型", "12 个", M, "count-mismatch", "CC101",
  [(UZ, 28, "**gpt-oss (20B)**"), (UZ, 37, "**Orpheus-TTS (3B)**"), (UZ, 26, "| Unsloth supports |")],
  "The free-notebook table (lines 28-37) has ten model rows, gpt-oss (20B) to Orpheus-TTS (3B), not twelve."),
 (D2, "Qwen3 (14B) 是 2x / 70% less", "70% less", T, "headline-vs-row-stated", "CC201",
  [(UZ, 16, "2x faster with 80% less VRAM"), (UZ, 30, ("**Qwen3 (14B)**", "2x faster | 70% less")),
   (UZ, 31, ("**Qwen3 (4B): GRPO**", "2x faster | 80% less"))],
  "The headline's 80 % is the Qwen3 (4B) GRPO row; Qwen3 (14B) is 70 %. Different rows, both quoted right."),
 (D2, "三行都是 1.5x faster", "1.5x faster", T, "same-value-not-duplicate", "CC102",
  [(UZ, 28, "1.5x faster | 70% less"), (UZ, 29, "1.5x faster | 50% less"), (UZ, 37, "1.5x faster | 50% less")],
  "Three different models share 1.5x faster; not duplicate items."),
 (D2, "80 GB 上 Unsloth 342,733 对 HF+FA2 28,454，约 12 倍", "约 12 倍", T, "computed-ratio", "CC105",
  [(UZ, 457, ("342,733", "28,454")), (UZ, 443, "12x longer")],
  "342,733 / 28,454 = 12.0, the summary table's 12x longer."),
 (D2, "21,848 对 932，约 23 倍", "约 23 倍", T, "different-tier-stated", "CC201",
  [(UZ, 452, ("21,848", "932")), (UZ, 443, "12x longer")],
  "21,848 / 932 = 23.4 at 12 GB; the 12x is the 80 GB tier. The draft says the two multiples belong to different "
  "VRAM tiers."),
 (D2, "48 GB 档 191,728 对 15,502，约 15 倍", "约 15 倍", M, "ratio-wrong", "CC105",
  [(UZ, 456, ("48 GB", "191,728", "15,502"))],
  "191,728 / 15,502 = 12.4, not about 15."),
 (D2, "统一用 batch size 8", "batch size 8", M, "wrong-batch-size", "CC201",
  [(TT, 116, "all the below numbers are provided for batch size 2 (without gradient accumulation)")],
  "The torchtune memory/speed table is for batch size 2, not 8."),
 (D2, "| Llama 3.1 8B | LoRA | 1×4090 | 30.3 | 3083 |", "30.3", M, "swapped-values", "CC201",
  [(TT, 124, ("| LoRA | 1x 4090 |", "16.2 GiB", "3083")), (TT, 125, ("| LoRA | 1x A6000 |", "30.3 GiB", "4699"))],
  "LoRA peak memory is 16.2 GiB on the 4090 and 30.3 GiB on the A6000; the table swaps them (30.3 GiB would not "
  "fit a 24 GB 4090)."),
 (D2, "8B 这几行里最快的是 A6000 上的 LoRA（4699 tokens/sec）", "最快", T, "rank-correct", "CC103",
  [(TT, 125, "4699"), (TT, 122, "1650"), (TT, 123, "2579"), (TT, 124, "3083"), (TT, 126, "2413")],
  "Among the 8B rows (1650, 2579, 3083, 4699, 2413 tokens/sec), A6000 LoRA's 4699 is the highest."),
 (D2, "+238.40%，也就是 2.38 倍", "2.38 倍", M, "percent-vs-multiple", "CC105",
  [(TT, 145, ("7075", "+238.40%")), (TT, 144, "2091")],
  "+238.40 % means 3.38x (7075 / 2091 = 3.38), not 2.38x."),
 (D2, "显存 4.6 对 25.5 GiB，省 81.9%；吞吐 8035 对 2091，+284.3%", "+284.3%", T, "computed-change", "CC105",
  [(TT, 153, ("4.6", "8035")), (TT, 144, ("25.5", "2091")), (TT, 155, ("**81.9%** less memory", "**284.3%** increase"))],
  "1 - 4.6 / 25.5 = 81.96 % and 8035 / 2091 - 1 = 284.3 %: both against the plain baseline, as the draft says (the "
  "README's wording names baseline + Packed Dataset)."),
 (D2, "包号 4.0.1 是 JAX 库的版本，Gemma 4 是模型代际", "4.0.1", T, "package-vs-model-version", "CC203",
  [(GM, 2, "pypi.org/project/gemma/4.0.1/"), (GM, 63, "all Gemma versions (2, 3, 3n, 4)")],
  "4.0.1 is the gemma PyPI (JAX library) version; Gemma 4 is a model generation. Different things."),
 (D2, "适用于全部四代 Gemma（2、3、3n、4）", "四代", T, "count-correct", "CC101",
  [(GM, 63, "The same `ChatSampler` API works with all Gemma versions (2, 3, 3n, 4).")],
  "Four versions named, four listed."),
 (D2, "Gemma 4 技术报告按官方口径 2026 年 10 月底发布", "2026 年 10 月底", M, "overdue-promise", "CC303",
  [(GM, 84, "Gemma 4 (Coming soon)")],
  "The README says only 'Coming soon'; the minutes pin the report to end of October 2026 and still wait for it on "
  "2026-12-06, five weeks after the date, with no release in any source."),
 # ---- draft 3 (living-document page, English): openvino-tokenizers, llama-models, picollm
 (D3, "that is 13,537 tests in all", "13,537", M, "sum-wrong", "CC105",
  [(OV, 530, "4717"), (OV, 535, "5279"), (OV, 540, "536"), (OV, 545, "1506"), (OV, 550, "1319")],
  "4717 + 5279 + 536 + 1506 + 1319 = 13,357, not 13,537."),
 (D3, "SentencePiece has the lowest match rate of the five", "lowest", M, "rank-contradicted", "CC103",
  [(OV, 534, "96.17"), (OV, 539, "82.65"), (OV, 544, "95.22")],
  "Tiktoken (82.65 %) is lowest; SentencePiece's 96.17 % is above Unigram (95.22) and Tiktoken, as the draft's own "
  "table shows."),
 (D3, "i.e. about 443 matching strings", "443", T, "computed-product", "CC105",
  [(OV, 539, "82.65"), (OV, 540, "536")],
  "82.65 % of 536 = 443.0."),
 (D3, "with version 2023.3.0.0 the extension binary was called", "2023.3.0.0", T, "historical-version-stated", "CC203",
  [(OV, 139, "If you use version `2023.3.0.0`, the binary extension file is called"),
   (OV, 2, "pypi.org/project/openvino-tokenizers/2026.4.1.0/")],
  "2023.3.0.0 is named only for an old release's binary name; the current package is 2026.4.1.0, as the draft says."),
 (D3, "they are two rows for two model sets (1B/3B text, 11B/90B vision), not a duplicated entry", "not a duplicated entry",
  T, "same-date-two-rows", "CC102",
  [(LM, 33, ("| Llama 3.2 | 9/25/2024 | 1B, 3B |")), (LM, 34, ("| Llama 3.2-Vision | 9/25/2024 | 11B, 90B |"))],
  "Llama 3.2 and Llama 3.2-Vision share a launch date but are two rows with different sizes."),
 (D3, "| Llama 4 Scout, FP8 (`fp8_mixed`) | 4/5/2025 | Scout-17B-16E | 10M | 1 |", "| 1 |", M, "wrong-condition",
  "CC201",
  [(LM, 101, "Using FP8, running Llama-4-Scout-17B-16E-Instruct requires 2 GPUs with 80GB of memory.")],
  "FP8 Scout needs 2 GPUs with 80GB; the single 80GB GPU is the Int4 path."),
 (D3, "10M is Scout's context, 1M is Maverick's", "10M", T, "paired-list-order", "CC201",
  [(LM, 36, "| Llama 4 | 4/5/2025 | Scout-17B-16E, Maverick-17B-128E | 10M, 1M |")],
  "The README pairs 'Scout-17B-16E, Maverick-17B-128E' with '10M, 1M' in order; two models, two context lengths."),
 (D3, "a 16x jump in one release", "16x", T, "computed-ratio", "CC105",
  [(LM, 31, "| Llama 3 | 4/18/2024 | 8B, 70B | 8K |"), (LM, 32, "| Llama 3.1 | 7/23/2024 | 8B, 70B, 405B | 128K |")],
  "128K / 8K = 16."),
 (D3, "Llama 3.2 followed Llama 3.1 by 64 days", "64 days", T, "date-arithmetic-correct", "CC105",
  [(LM, 32, "7/23/2024"), (LM, 33, "9/25/2024")],
  "2024-07-23 to 2024-09-25 is 64 days."),
 (D3, "Llama 4 arrived five months after Llama 3.3", "five months", M, "date-arithmetic-wrong", "CC105",
  [(LM, 35, "| Llama 3.3 | 12/04/2024 |"), (LM, 36, "| Llama 4 | 4/5/2025 |")],
  "2024-12-04 to 2025-04-05 is four months and a day (122 days), not five months."),
 (D3, "while the Int4 path fits on one 80 GB GPU", "one 80 GB GPU", T, "different-precision-stated", "CC201",
  [(LM, 101, "Using Int4, you need a single GPU with 80GB of memory."),
   (LM, 79, "require at least 4 GPUs to run inference at full (bf16) precision")],
  "bf16 needs at least 4 GPUs and Int4 one 80GB GPU: two precisions, both right, as the draft says."),
 (D3, "13 model families and 31 model files in total", "31 model files", M, "count-mismatch", "CC101",
  [(PC, 35, "- DeepSeek-OCR-2"), (PC, 36, "`deepseek-ocr-2`"), (PC, 76, "`qwen3-vl-2b-it`")],
  "The model list (lines 35-76) has 13 families and 29 model files, not 31."),
 (D3, "Llama-2 alone accounts for six of those files", "six", T, "count-correct", "CC101",
  [(PC, 48, "`llama-2-7b`"), (PC, 53, "`llama-2-70b-chat`")],
  "llama-2-7b, -7b-chat, -13b, -13b-chat, -70b, -70b-chat: six files, three sizes times base/chat."),
 (D3, "and the Maverik context figure", "Maverik", M, "name-misspelling", "CC205",
  [(LM, 36, "Maverick-17B-128E")],
  "The model is Maverick (Maverick-17B-128E), spelt right in the page's table."),
 # ---- draft 4 (email note, mixed): ramalama, cuda-python, torchrec
 (D4, "README 表里一共 7 个 accelerated image", "7 个", T, "count-correct", "CC101",
  [(RL, 154, "quay.io/ramalama/ramalama"), (RL, 160, "quay.io/ramalama/musa")],
  "The accelerated-images table (lines 154-160) has seven images, the seven the draft names."),
 (D4, "所以我们装的 0.25.0 会拉 `cuda:0.25`", "cuda:0.25", T, "version-vs-image-tag", "CC203",
  [(RL, 172, "RamaLama version 1.2.3 on an NVIDIA system pulls quay.io/ramalama/cuda:1.2"),
   (RL, 2, "pypi.org/project/ramalama/0.25.0/")],
  "The image tag takes major.minor of the ramalama version (1.2.3 -> cuda:1.2), so 0.25.0 -> cuda:0.25; a package "
  "version and an image tag, not two versions."),
 (D4, "可见 ramalama 当前版本其实是 0.7.5", "0.7.5", M, "version-conflict", "CC203",
  [(RL, 2, "pypi.org/project/ramalama/0.25.0/"), (RL, 504, "\"Version\": \"0.7.5\"")],
  "The note's own header cites ramalama 0.25.0 (the PyPI page); 0.7.5 is the version printed in an old sample "
  "`ramalama info` output, not the current release."),
 (D4, "是两个不同设备，不是表里重复了一行", "不是表里重复了一行", T, "same-name-two-devices", "CC102",
  [(RL, 205, ("`0x7dd5`", "Intel® Graphics - Meteor Lake")), (RL, 206, ("`0x7d55`", "Intel® Arc™ Graphics - Meteor Lake"))],
  "Two GPU ids with two descriptions that both mention Meteor Lake; not a duplicate row."),
 (D4, "（ramalama README，2026-12-14 快照）", "2026-12-14", M, "future-dated-source", "CC304",
  [(RL, 92, "Python 3.9 or later"), (RL, 93, "Docker Desktop or Podman Desktop with WSL2 backend")],
  "The email is dated 2026-12-11 but cites a README snapshot of 2026-12-14, three days later."),
 (D4, "所以 13.4.4 不是 cuda.core 或 cuda.bindings 的版本号", "13.4.4", T, "metapackage-vs-subpackage", "CC203",
  [(CP, 2, "pypi.org/project/cuda-python/13.4.4/"), (CP, 31, "Each subpackage is versioned independently")],
  "13.4.4 is the metapackage's version; subpackages are versioned independently."),
 (D4, "组件一共十一个", "十一个", M, "count-mismatch", "CC101",
  [(CP, 13, "`cuda.core <"), (CP, 24, "`Accelerated Computing Hub <")],
  "The README lists twelve components (lines 13-24), and the draft names the same twelve after saying eleven."),
 (D4, "cuda.bindings 覆盖的接口列了 8 个", "8 个", T, "count-correct", "CC101",
  [(CP, 53, "* CUDA Driver"), (CP, 60, "* NVML")],
  "CUDA Driver, CUDA Runtime, NVRTC, nvJitLink, NVVM, nvFatbin, cuFile, NVML: eight."),
 (D4, "即 1 个节点 2 个进程、共 2 张卡", "共 2 张卡", T, "layout-reading", "CC201",
  [(TR, 102, "torchx run -s local_cwd dist.ddp -j 1x2 --gpu 2 --script test_installation.py"),
   (TR, 106, "-j 1x2 --script test_installation.py -- --cpu_only")],
  "-j 1x2 is one node with two processes; --gpu 2 gives two GPUs. 1x2 and 2 describe one layout."),
 (D4, "pages 482–483，正好 2 页", "2 页", T, "computed-span", "CC105",
  [(TR, 131, "pages = {482–483}"), (TR, 132, "numpages = {2}")],
  "Pages 482 to 483 are two pages, the bibtex's numpages = 2."),
 (D4, "和 2022 年的 TorchRec 论文两个 id 各归各的", "两个 id 各归各的", T, "two-ids-two-works", "CC206",
  [(TR, 11, "https://arxiv.org/abs/2403.00877"), (TR, 128, "doi = {10.1145/3523227.3547387}"),
   (TR, 123, "year = {2022}")],
  "DMT is arXiv:2403.00877 (2024) and the TorchRec paper DOI 10.1145/3523227.3547387 (2022): two works, two ids."),
 (D4, "也挂在 DOI 10.1145/3523227.3547387 下面", "10.1145/3523227.3547387", M, "id-conflict", "CC206",
  [(TR, 14, "[Toward 100TB model with Embedding Offloading Paper](https://dl.acm.org/doi/10.1145/3640457.3688037)"),
   (TR, 128, "doi = {10.1145/3523227.3547387}")],
  "10.1145/3523227.3547387 is the TorchRec paper's DOI (two bullets earlier in the note); the 100TB embedding "
  "offloading paper is 10.1145/3640457.3688037. One DOI is now given to two works."),
 (D4, "arXiv:2703.00877", "2703.00877", M, "anachronistic-id", "CC302",
  [(TR, 11, "[Disaggregated Multi-Tower: Topology-aware Modeling Technique for Efficient Large-Scale Recommendation](https://arxiv.org/abs/2403.00877)")],
  "DMT is arXiv:2403.00877; 2703 would be March 2027, after the note's date (2026-12-11)."),
 (D4, "只在 §7 留 FBGEEM 的 embedding kernel 一行引用", "FBGEEM", M, "name-misspelling", "CC205",
  [(TR, 29, "Optimized kernels for RecSys powered by [FBGEMM]")],
  "The library is FBGEMM, spelt right in the note's torchrec section."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
