#!/usr/bin/env python3
"""Build labels.jsonl for the twelfth held-out set (drafts_heldout12).

Same schema as ../drafts_heldout11/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All twelve sources are PyPI READMEs under benchmarks/corpora/new-real/batch-20/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent); any
other path is relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/batch-20/"
BM = NR + "bm25s.md"
US = NR + "usearch.md"
OC = NR + "open-clip-torch.md"
HB = NR + "heavyball.md"
TM = NR + "timm.md"
ZE = NR + "zeus-ml.md"
PA = NR + "pyannote-audio.md"
SB = NR + "speechbrain.md"
MA = NR + "mlx-audio.md"
WS = NR + "whisperspeech.md"
SN = NR + "snac.md"
MO = NR + "moshi.md"

D1, D2, D3, D4 = ("heldout12-01-bm25s-usearch-openclip.md", "heldout12-02-heavyball-timm-zeus-labnotebook-zh.md",
                  "heldout12-03-pyannote-speechbrain-mlxaudio-faq-en.md",
                  "heldout12-04-whisperspeech-snac-moshi-quarterly-zh.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): bm25s, usearch, open-clip-torch
 (D1, "README 的 BEIR 吞吐表在 8 线程的 Xeon 上测得", "8 线程", M, "wrong-condition-threads", "CC201",
  [(BM, 619, ("single-threaded Intel Xeon CPU @ 2.70GHz", "average of 10 runs")), (BM, 45, "single-threaded setting")],
  "The BEIR QPS table was measured single-threaded on an Intel Xeon CPU @ 2.70GHz (Kaggle), not with 8 threads."),
 (D1, "BM25S 1196.16 对 Rank-BM25 的 224.66，约 53 倍", "约 53 倍", M, "ratio-wrong", "CC105",
  [(BM, 631, ("**1196.16**", "**224.66**"))],
  "1196.16 / 224.66 = 5.32; the draft's '约 53 倍' is ten times too large."),
 (D1, "BM25S 在 msmarco 上领先最多（12.2 vs 11.88 QPS）", "领先最多", M, "rank-contradicted", "CC103",
  [(BM, 630, ("12.2", "11.88")), (BM, 623, ("**573.91**", "13.67"))],
  "msmarco is BM25S's smallest lead over Elastic (12.2 vs 11.88, about 1.03x); the same sentence gives arguana "
  "573.91 vs 13.67 (about 42x)."),
 (D1, "0.2.0 是引入 numba 后端（大数据集约 2x）的历史版本，我们读的 PyPI 页面是 0.3.16", "0.2.0", T,
  "historical-vs-current-version", "CC203",
  [(BM, 50, "New in version 0.2.0"), (BM, 2, "pypi.org/project/bm25s/0.3.16/")],
  "0.2.0 is the release that added the numba backend; 0.3.16 is the page read. The draft labels them."),
 (D1, "建完索引的 RAM 从 4.36 GB 压到 0.49 GB，降了约 89%", "约 89%", T, "computed-percent", "CC105",
  [(BM, 686, "4.36"), (BM, 687, "0.49")],
  "(4.36 - 0.49) / 4.36 = 88.8 %, about 89 %."),
 (D1, "比 NQ 的 8.61 s 长得多，这是语料规模不同", "8.61 s", T, "different-datasets-stated", "CC201",
  [(BM, 686, "8.61"), (BM, 696, "25.71"), (BM, 682, "2M+ documents"), (BM, 692, "8M+ documents")],
  "8.61 s is NQ (2M+ documents), 25.71 s is MSMARCO (8M+ documents); two corpora, and the draft says so."),
 (D1, "每个引用 5 字节而非 8 字节，省 37.5%", "37.5%", T, "computed-percent", "CC105",
  [(US, 286, ("uint40_t", "37.5% more space-efficient"))],
  "A 40-bit id is 5 bytes; (8 - 5) / 8 = 37.5 %, as the README says."),
 (D1, "但 README 的功能矩阵只列了 8 种语言", "8 种语言", T, "count-correct", "CC101",
  [(US, 368, ("C++ 11", "Python 3", "C 99", "Java", "JavaScript", "Rust", "Go", "Swift")),
   (US, 96, "10 languages")],
  "The feature matrix has eight language columns; the comparison table's '10 languages' is the README's own "
  "claim, and the draft keeps the two apart."),
 (D1, "DataComp-1B 上见过 13B 样本得 79.2%", "79.2%", T, "different-training-data-stated", "CC201",
  [(OC, 27, ("DataComp-1B", "13B", "79.2%")), (OC, 25, ("LAION-2B", "32B", "75.3%"))],
  "Two ViT-L-14 rows: DataComp-1B / 13B samples / 79.2 % and LAION-2B / 32B / 75.3 %; different training data, "
  "stated in the draft."),
 (D1, "--batch-size=256 就是全局 batch，不随卡数放大", "全局 batch", M, "per-gpu-read-as-total", "CC201",
  [(OC, 491, "per gpu batch size, `--batch-size`"), (OC, 310, "--batch-size=256"), (OC, 286, "--nodes=32"),
   (OC, 287, "gpu:4")],
  "--batch-size is per GPU; with 32 nodes x 4 GPUs the global batch is 256 x 128 = 32,768, not 256."),
 (D1, "SigLIP 与 SigLIP2 是两篇不同的论文", "SigLIP2", T, "similar-names-distinct-works", "CC205",
  [(OC, 31, "https://arxiv.org/abs/2303.15343"), (OC, 33, "https://arxiv.org/abs/2502.14786")],
  "SigLIP (2303.15343) and SigLIP2 (2502.14786) are different papers, each linked in the README."),
 (D1, "先按 0.9 ms 写进 §5 容量规划基线", "0.9 ms", M, "weak-provenance", "CC204",
  [(US, 91, "100 Million 96d"), (US, 194, "55.3 ms")],
  "No source gives any latency percentile for USearch; the 0.9 ms p99 rests on a Discord remark relayed by a "
  "radar note, with no hardware, dimension or recall, yet it goes into the capacity-planning baseline."),
 (D1, "55.3 / 2.54 ≈ 21.8 倍", "21.8 倍", T, "computed-ratio", "CC105",
  [(US, 194, "55.3 ms"), (US, 195, "2.54 ms"), (US, 192, "up to a 20x")],
  "55.3 / 2.54 = 21.77; the README's 'up to 20x' is rounded down, and the draft says so."),
 (D1, "| 2407.3618 |", "2407.3618", M, "malformed-id", "CC301",
  [(BM, 61, "eprint={2407.03618}")],
  "BM25S is arXiv:2407.03618; '2407.3618' has four digits after the dot, which the post-2015 scheme does not "
  "allow (the briefing spells it right in 增量 1)."),
 # ---- draft 2 (实验记录, Chinese): heavyball, timm, zeus-ml
 (D2, "4.15 ms 对 10.63 ms 是 2.56 倍，也就是提速 256%", "256%", M, "percent-vs-multiple", "CC105",
  [(HB, 226, ("10.63 ms", "4.15 ms"))],
  "10.63 / 4.15 = 2.56x, which is +156 % (or a 61 % cut in step time), not 256 %."),
 (D2, "访存次数降为原来的约 1/3.3", "1/3.3", T, "computed-ratio", "CC105",
  [(HB, 209, ("14 reads + 9 writes", "4 reads + 3 writes", "3x speedup"))],
  "14 + 9 = 23 and 4 + 3 = 7 memory passes; 23 / 7 = 3.29, consistent with the README's '3x speedup'."),
 (D2, "ECC 共三种模式", "三种", M, "count-mismatch", "CC101",
  [(HB, 140, "`bf16+8`, `bf16+16`, `fp16+8`, `fp16+16`")],
  "Four ECC modes are available, and the same line names all four after saying three."),
 (D2, "共 3 字节，对 fp32 的 4 字节理论省 25%", "25%", T, "computed-percent", "CC105",
  [(HB, 125, "3 bytes total vs fp32's 4 bytes"), (HB, 135, "roughly 25% state memory savings")],
  "(4 - 3) / 4 = 25 %; 5.96 GB x 0.75 = 4.47 GB, the notebook's own measurement, agrees."),
 (D2, "vit_dpwee 三个模型（都是 patch16_reg1_gap_256.sbb_nadamuon_in1k 权重），共 3 个", "共 3 个", T,
  "count-correct", "CC101",
  [(TM, 97, "`dpwee`, `dwee`, `dlittle`"), (TM, 98, "vit_dlittle"), (TM, 99, "vit_dwee"), (TM, 100, "vit_dpwee")],
  "dlittle, dwee, dpwee: three NAdaMuon-trained ViTs."),
 (D2, "dlittle 比 dpwee 高 1.57 个点", "1.57 个点", T, "computed-difference", "CC105",
  [(TM, 98, "83.24% top-1"), (TM, 100, "81.67% top-1")],
  "83.24 - 81.67 = 1.57 points."),
 (D2, "pip 拉到的是当前最新 timm 1.0.30", "1.0.30", M, "version-conflict", "CC203",
  [(TM, 2, "pypi.org/project/timm/1.0.31/"), (TM, 24, "Release 1.0.30")],
  "The notebook's environment line and the PyPI page say timm 1.0.31; calling 1.0.30 (released 2026-09-22) the "
  "current latest gives a second 'current' version of the same package."),
 (D2, "到 1.0.30（2026-09-22）相隔约 5 个月", "约 5 个月", M, "date-arithmetic", "CC105",
  [(TM, 68, "## March 23, 2026"), (TM, 76, "Release 1.0.26"), (TM, 18, "## September 22, 2026"),
   (TM, 24, "Release 1.0.30")],
  "2026-03-23 to 2026-09-22 is 183 days, six months, not about five."),
 (D2, "README 说 v0.11.0 是最后一个同步到 zeus-ml 的版本", "v0.11.0", T, "versions-of-different-packages",
  "CC203",
  [(ZE, 2, "pypi.org/project/zeus-ml/0.11.0.post1/"), (ZE, 8, "v0.11.0 will be the last version mirrored")],
  "0.11.0.post1 is the post-release on the old zeus-ml name, v0.11.0 the last mirrored version, later releases "
  "go to the zeus package; the draft says they are separate lines."),
 (D2, "01-12 已接好，今天直接用", "01-12 已接好", T, "kept-promise", "CC303",
  [(ZE, 40, "ZeusMonitor")],
  "The group's own deadline (01-13, set on 01-07) was met on 01-12, before the 01-14 entry; nothing is overdue."),
 (D2, "Chase（ICLR Workshop 23，arXiv:2312.06902）", "2312.06902", M, "id-conflict", "CC206",
  [(ZE, 91, "Chase (ICLR Workshop 23): [Paper](https://arxiv.org/abs/2303.02508)"),
   (ZE, 92, "Perseus (SOSP 24): [Paper](https://arxiv.org/abs/2312.06902)")],
  "2312.06902 is Perseus (the same line gives it to Perseus); Chase is 2303.02508."),
 (D2, "| csatv2_21m.sw_r512_in1k | 512×512，README（与上一行分辨率不同） | — | — | 82.58 |", "82.58", T, "different-resolution-stated", "CC201",
  [(TM, 102, "csatv2_21m.sw_r640_in1k (83.13% top-1)"), (TM, 103, "csatv2_21m.sw_r512_in1k (82.58% top-1)")],
  "83.13 % is the 640x640 weight, 82.58 % the 512x512 one; the table's 设置 column says so."),
 (D2, "heavyball 3.2.1 是包版本；README 里的 3.0.0 是 2.x 迁移指南的编号", "3.0.0", T,
  "versions-of-different-things", "CC203",
  [(HB, 2, "pypi.org/project/heavyball/3.2.1/"), (HB, 230, "3.0.0 migration guide"),
   (HB, 233, "2.0.0 migration notes")],
  "3.2.1 is the package on PyPI; 3.0.0 and 2.0.0 name migration guides; the notebook says so."),
 (D2, "下周要读 Perseaus 的 pipeline 频率优化器文档", "Perseaus", M, "name-misspelling", "CC205",
  [(ZE, 36, "Perseus, an optimizer for large model training"), (ZE, 92, "Perseus (SOSP 24)")],
  "The system is Perseus, spelt right in 实验 4 of the same notebook."),
 # ---- draft 3 (FAQ, English): pyannote-audio, speechbrain, mlx-audio
 (D3, "is the name of the older pipeline, speaker-diarization-3.1, not a package release", "3.1", T,
  "pipeline-vs-package-version", "CC203",
  [(PA, 2, "pypi.org/project/pyannote-audio/4.0.7/"), (PA, 88, "speaker-diarization-3.1")],
  "4.0.7 is the pyannote.audio package; 3.1 names the legacy pipeline; the FAQ says so."),
 (D3, "community-1 beats legacy 3.1 on every benchmark in the README table", "every benchmark", M,
  "rank-contradicted", "CC103",
  [(PA, 100, ("7.9", "8.9")), (PA, 101, "11.2 | 11.2")],
  "On REPERE community-1 (8.9) is worse than legacy 3.1 (7.9), as the next clause says, and on VoxConverse the "
  "two tie at 11.2."),
 (D3, "the two open pipelines tie at 11.2", "tie at 11.2", T, "same-value-stated", "CC103",
  [(PA, 101, ("11.2 | 11.2", "8.5"))],
  "VoxConverse: legacy 11.2, community-1 11.2, precision-2 8.5; the tie is real."),
 (D3, "a 61% reduction", "61%", M, "percent-wrong", "CC105",
  [(PA, 91, ("24.5", "15.2"))],
  "24.5 -> 15.2 is a drop of 9.3 points, 38 %; 15.2 is 62 % of 24.5."),
 (D3, "AMI IHM (individual headset) is 17.0 and AMI SDM (single distant microphone) is 19.9", "19.9", T,
  "different-setups-stated", "CC201",
  [(PA, 92, ("(IHM)", "17.0")), (PA, 93, ("(SDM)", "19.9"))],
  "IHM and SDM are two microphone setups of the same corpus; 17.0 and 19.9 are community-1's DER on each."),
 (D3, "The table has twelve rows covering eleven corpora", "twelve rows", T, "count-correct", "CC101",
  [(PA, 90, "AISHELL-4"), (PA, 92, "(IHM)"), (PA, 93, "(SDM)"), (PA, 97, "Ego4D"), (PA, 101, "VoxConverse")],
  "Rows 90-101: AISHELL-4, AliMeeting, AMI IHM, AMI SDM, AVA-AVD, CALLHOME, DIHARD 3, Ego4D, MSDWild, RAMC, "
  "REPERE, VoxConverse: twelve rows, eleven corpora."),
 (D3, "(37 / 14 = 2.64, printed as 2.6x)", "2.64", T, "computed-ratio", "CC105",
  [(PA, 111, ("37s per hour of audio", "14s per hour of audio", "2.6x faster"))],
  "37 / 14 = 2.64, shown as 2.6x in the README."),
 (D3, "These were measured on an NVIDIA A100 80GB.", "A100", M, "wrong-hardware", "CC201",
  [(PA, 113, "Self-hosted speed on a NVIDIA H100 80GB HBM3")],
  "The speed table was measured on an NVIDIA H100 80GB HBM3, not an A100."),
 (D3, "about 116 times faster than real time (3,600 / 31 ≈ 116)", "116 times", T, "unit-conversion", "CC201",
  [(PA, 110, "31s per hour of audio")],
  "3,600 s / 31 s = 116.1, so 31 s per hour of audio is about 116x real time."),
 (D3, "(2021, arXiv:2706.04624)", "2706.04624", M, "anachronistic-id", "CC302",
  [(SB, 294, "eprint={2106.04624}"), (SB, 291, "A General-Purpose Speech Toolkit")],
  "The 2021 toolkit paper is arXiv:2106.04624; 2706 is June 2027, after the FAQ's 2027-01-18 review date and "
  "impossible for a 2021 paper."),
 (D3, "Sortformer v1 handles up to 8 speakers", "up to 8 speakers", M, "swapped-values", "CC201",
  [(MA, 185, "(up to 4 speakers)"), (MA, 187, "up to 8 speakers at 10 ms resolution")],
  "Sortformer v1 handles up to 4 speakers and Nemotron 3 Diarization up to 8; the sentence swaps them (the FAQ's "
  "own comparison table has them right)."),
 (D3, "Phonon-1 is Fermion Research's compact English ASR family", "Phonon-1", T,
  "similar-names-distinct-models", "CC205",
  [(MA, 136, "Gradium 24 kHz TTS"), (MA, 376, "Fermion Research's compact English Qwen3-ASR"),
   (MA, 387, "`Phonon-1-Micro` (285 MB), `Phonon-1` (415 MB)"), (MA, 388, "`Phonon-1-Big` (581 MB)")],
  "Phonon (Gradium TTS, 31M/40M) and Phonon-1 (Fermion Research ASR, 285/415/581 MB) are different models, each "
  "with its own README entry."),
 (D3, "in bfloat16 alone take 7 × 2 = 14 GB", "14 GB", T, "computed-product", "CC105",
  [(MA, 540, "Requires ~17GB memory (7B params in bfloat16)")],
  "7e9 parameters x 2 bytes = 14 GB of weights, below the README's ~17GB total; the FAQ says the rest is "
  "overhead."),
 (D3, "the pyannoteAI benchmark post of 2027-02-03", "2027-02-03", M, "future-dated-source", "CC304",
  [(PA, 106, "(https://www.pyannote.ai/blog/precision-2) premium pipeline")],
  "The article was reviewed on 2027-01-18 but cites a post dated 2027-02-03, two weeks later."),
 # ---- draft 4 (季度汇报 slide outline, Chinese): whisperspeech, snac, moshi
 (D4, "在 A100 上超过 12 倍实时", "A100", M, "wrong-hardware", "CC201",
  [(WS, 52, "12x faster than real-time on a consumer 4090")],
  "The 12x-real-time figure was on a consumer RTX 4090, not an A100."),
 (D4, "两次更新间隔 29 天", "29 天", M, "date-arithmetic", "CC105",
  [(WS, 76, "Progress update \\[2024-01-10\\]"), (WS, 32, "Progress update \\[2024-01-29\\]")],
  "2024-01-10 to 2024-01-29 is 19 days, not 29."),
 (D4, "标题：WhisperSpeach 路线图跟踪", "WhisperSpeach", M, "name-misspelling", "CC205",
  [(WS, 148, "WhisperSpeech Models")],
  "The project is WhisperSpeech, spelt right on every other slide."),
 (D4, "README 的 Roadmap 还有 5 项没勾", "5 项", M, "count-mismatch", "CC101",
  [(WS, 118, "- [ ] [Gather a bigger emotive speech"), (WS, 120, "- [ ] Figure out a way to condition"),
   (WS, 122, "- [ ] Create a community effort"), (WS, 124, "- [ ] [Train final multi-language")],
  "Four unticked roadmap items, and the bullet lists four after saying five."),
 (D4, "2048 的上下文窗口约覆盖 204.8 秒", "204.8 秒", T, "computed-duration", "CC105",
  [(SN, 21, ("~10 Hz", "context window of 2048")), (SN, 22, "~3 minutes")],
  "2048 / 10 Hz = 204.8 s, about 3.4 minutes, which the README rounds to ~3 minutes."),
 (D4, "snac_32khz 和 snac_44khz 的参数量都是 54.5 M", "54.5 M", T, "same-value-two-models", "CC201",
  [(SN, 33, "54.5 M"), (SN, 34, "54.5 M")],
  "Both the 32 kHz and the 44 kHz models have 54.5 M parameters; two models, one figure."),
 (D4, "（19.8 M）的 2.75 倍", "2.75 倍", T, "computed-ratio", "CC105",
  [(SN, 33, "54.5 M"), (SN, 32, "19.8 M")],
  "54.5 / 19.8 = 2.75."),
 (D4, "Mimi 与 Moshi 是两件东西", "Mimi 与 Moshi", T, "similar-names-distinct-things", "CC205",
  [(MO, 12, "speech-text foundation model and full-duplex"), (MO, 13, "Mimi operates at 12.5 Hz"),
   (MO, 182, "month={September}")],
  "Mimi is the codec, Moshi the dialogue model; both are described in Kyutai's September 2024 report."),
 (D4, "即 24000 / 12.5 = 1920 个采样点", "1920", T, "computed-frame-size", "CC105",
  [(MO, 13, "12.5 Hz"), (MO, 14, ("24 kHz", "latency of 80ms")), (MO, 103, "frame size (1920)")],
  "24,000 / 12.5 = 1,920 samples = 80 ms at 24 kHz, the frame size the README asks streaming input to match."),
 (D4, "README 里的 0.2.5a 是 Mimi 开始拒绝不完整帧的那个版本", "0.2.5a", T, "historical-vs-current-version",
  "CC203",
  [(MO, 2, "pypi.org/project/moshi/0.2.13/"), (MO, 103, "Since version 0.2.5a")],
  "0.2.13 is the package page read; 0.2.5a is the release that changed partial-frame handling; labelled as such."),
 (D4, "| Mimi（M2 Mac 端到端） | 24 | 1.1 | — | 160 ms | Reddit 帖子 |", "160 ms", M, "weak-provenance", "CC204",
  [(MO, 14, "latency of 80ms, the frame size")],
  "The README gives only the 80 ms frame latency; the 160 ms end-to-end figure on an M2 Mac rests on a Reddit "
  "post, yet it sits in the data page as a number."),
 (D4, "EnCodec 开箱 1.5 kbps，三者不可直接排高低", "1.5 kbps", T, "different-codecs-stated", "CC201",
  [(SN, 32, "0.98 kbps"), (MO, 14, "1.1 kbps"), (WS, 177, "1.5kbps")],
  "0.98 kbps (SNAC 24 kHz), 1.1 kbps (Mimi) and 1.5 kbps (EnCodec out of the box) belong to three codecs; the "
  "slide says they are not comparable directly."),
 (D4, "2026-12-18 已完成", "2026-12-18 已完成", T, "kept-promise", "CC303",
  [(MO, 2, "pypi.org/project/moshi/0.2.13/")],
  "The 2026-12-20 promise to move to moshi 0.2.13 was met on 2026-12-18; 0.2.13 is the version on the page."),
 (D4, "按团队口径 2026-12-15 上线", "2026-12-15", M, "overdue-promise", "CC303",
  [(WS, 74, "A Huggingface Space is coming soon.")],
  "The plan for Q1 still waits on a Space said to launch on 2026-12-15, five weeks before the 2027-01-21 report; "
  "the README only ever said 'coming soon' and nothing confirms a launch."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
