#!/usr/bin/env python3
"""Build labels.jsonl for the twentieth held-out set (drafts_heldout20).

Same schema as ../drafts_heldout19/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-28/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent); any
other path is relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/batch-28/"
LA = NR + "lac.md"
PK = NR + "spacy-pkuseg.md"
SU = NR + "sudachipy.md"
FU = NR + "fugashi.md"
# batch 28 fetched FlagEmbedding again (batch 14 holds it as flagembedding.md, byte for byte the same text
# after the front matter, same lines); the copy was removed, so the source is batch 14's
FE = "benchmarks/corpora/new-real/batch-14/flagembedding.md"
PG = NR + "pgvector.md"
SC = NR + "scann.md"
MV = NR + "milvus-lite.md"
CQ = NR + "coqui-tts.md"
ET = NR + "edge-tts.md"
CT = NR + "ctc-forced-aligner.md"
CN = NR + "cn2an.md"
GR = NR + "gradio.md"
PN = NR + "panel.md"
NG = NR + "nicegui.md"
CH = NR + "chainlit.md"

D1, D2, D3, D4 = ("heldout20-01-lac-pkuseg-sudachipy-fugashi-tech-radar.md",
                  "heldout20-02-flagembedding-pgvector-scann-milvus-lite-rfc-en.md",
                  "heldout20-03-coqui-edge-tts-ctc-aligner-cn2an-issue-triage.md",
                  "heldout20-04-gradio-panel-nicegui-chainlit-procurement-matrix.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese tech-radar weekly minutes): lac, spacy-pkuseg, sudachipy, fugashi
 (D1, "词性与专名标签表共 24 个标签，其中最常用的 4 个专名类别（PER / LOC / ORG / TIME）写成大写", "24 个标签", T,
  "count-correct-table-cells", "CC101",
  [(LA, 77, "最常用的4个专名类别"), (LA, 81, ("普通名词", "作品名")), (LA, 86, ("PER", "LOC", "ORG", "TIME"))],
  "LAC's tag table has six rows of four tags, 24 in all; the four upper-case ones are PER, LOC, ORG and TIME and the "
  "other 20 are lower-case POS tags, as the line says."),
 (D1, "WEIBO 细领域上 THULAC 的 Precision 最高，pkuseg 胜在 Recall（94.65）", "THULAC 的 Precision 最高", M,
  "rank-contradicted-by-close-values", "CC103",
  [(PK, 97, ("THULAC", "93.40")), (PK, 98, ("pkuseg", "93.78", "94.65"))],
  "In the README's WEIBO table pkuseg's precision is 93.78 against THULAC's 93.40 (jieba 87.79); pkuseg leads on "
  "precision as well as recall, so 'THULAC has the highest precision' is wrong (the values are close, 0.38 apart)."),
 (D1, "All Average 91.29 = (87.29 + 91.77 + 92.68 + 93.43) ÷ 4", "All Average 91.29 = (87.29 + 91.77 + 92.68 + 93.43) ÷ 4",
  T, "mean-checked", "CC105",
  [(PK, 111, ("87.29", "91.77", "92.68", "93.43", "91.29")), (PK, 113, "All Average")],
  "(87.29 + 91.77 + 92.68 + 93.43) / 4 = 365.17 / 4 = 91.29, the README's All Average for pkuseg's default model."),
 (D1, "pkuseg 在 MSRA、CTB8、PKU、WEIBO 四个测试集上均排第一", "均排第一", T, "rank-consistent", "CC103",
  [(PK, 109, "81.83"), (PK, 110, ("85.55", "87.84", "92.29", "86.65")), (PK, 111, ("87.29", "91.77", "92.68", "93.43"))],
  "Default-model table: pkuseg 87.29 / 91.77 / 92.68 / 93.43 against THULAC 85.55 / 87.84 / 92.29 / 86.65 and jieba "
  "lower still; pkuseg is first on all four sets, and the closest case (PKU, 92.29) is named on the line."),
 (D1, "同是 MSRA，细领域训练后 pkuseg 为 96.88，默认模型只有 87.29", "87.29", T, "two-conditions-stated", "CC201",
  [(PK, 91, "96.88"), (PK, 111, "87.29"), (PK, 228, "随pip包附带的是此模型")],
  "96.88 is pkuseg trained and tested on MSRA (the fine-domain table); 87.29 is the mixed model shipped with the pip "
  "package tested on MSRA (the default-model table). Same test set, two stated conditions."),
 (D1, "pkuseg 在 MSRA 上 F-score 96.88，LAC 整体 F1 约 0.91，pkuseg 分词准确率高出近 6 个点", "高出近 6 个点", M,
  "different-test-sets-compared", "CC202",
  [(LA, 6, "整体效果F1值超过0.91"), (PK, 83, "细领域训练及测试结果"), (PK, 91, "96.88")],
  "96.88 is pkuseg's word-segmentation F-score after training on MSRA and testing on MSRA; LAC's 'F1 > 0.91' is its "
  "overall joint lexical-analysis score on Baidu's own evaluation, a lower bound and a different task and test set. "
  "The 'nearly 6 points' gap and the plan to switch query segmentation rest on figures that cannot be compared."),
 (D1, "README 列出的无 wheel 平台有四类：musl 发行版（如 alpine）、PowerPC、Windows 32bit", "四类", M,
  "count-chinese-numeral-vs-list", "CC101",
  [(FU, 34, "Known platforms without wheels"), (FU, 36, "musl-based distros"), (FU, 37, "PowerPC"),
   (FU, 38, "Windows 32bit")],
  "'四类' (four, as a Chinese numeral) is announced and three platforms follow, as in the README's list of three."),
 (D1, "unidic-lite 对应 UniDic 2.1.2（2013 年版），unidic 包对应 UniDic 3.1.0", "UniDic 2.1.2", T,
  "dictionary-versions-not-package", "CC203",
  [(FU, 2, "fugashi/1.5.2/"), (FU, 59, ("version 2.1.2", "2013")), (FU, 60, "UniDic 3.1.0")],
  "2.1.2 and 3.1.0 are the UniDic versions packaged by unidic-lite and unidic; fugashi itself is 1.5.2. Three "
  "artifacts, each with its own version, and the line says so."),
 (D1, "约为 sudachidict_core（约 70MB）的 11 倍", "11 倍", T, "multiple-reading-stated", "CC104",
  [(FU, 60, "770MB on disk"), (SU, 73, "around 70MB")],
  "770 / 70 = 11, and the line states that 倍 is the ratio, not '11 times more'; nothing is decided on the other "
  "reading."),
 (D1, "词典的 PyPI 页名为 SudachiDict-core，pip 安装和 import 写作 sudachidict_core", "SudachiDict-core", T,
  "real-names-hyphen-underscore", "CC205",
  [(SU, 10, "Sudachi"), (SU, 13, "Sudachi.rs"), (SU, 211, "`sudachidict_core`"), (SU, 214, "SudachiDict-core")],
  "The README uses both SudachiDict-core (PyPI page) and sudachidict_core (package to install), and Sudachi, "
  "sudachi.rs and SudachiPy are three real projects; none is a misspelling."),
 (D1, "显示 SudachiPy 0.7 比 fugashi 慢约 5 倍；处置按截图里的 5 倍差距执行", "慢约 5 倍", M,
  "weak-provenance-screenshot", "CC204",
  [(SU, 2, "pypi.org/project/sudachipy/0.7.0/"), (SU, 12, "not a pure Python implementation")],
  "The 5x figure comes from a forwarded screenshot with no source, machine or test text and was not reproduced; "
  "neither README gives a speed comparison, yet SudachiPy is moved to Hold on it."),
 (D1, "README 称官方计划从 v202610xx 起提供 V1 词典包；等这批官方包发布后再回到试用", "v202610xx", M,
  "upstream-promise-long-past", "CC303",
  [(SU, 19, "v202610xx"), (SU, 220, "After v20260723")],
  "The README's plan was for SudachiDict V1 packages from v202610xx (October 2026); the minutes of 2028-07-18 still "
  "treat it as a future event to wait for, 21 months after the promised date, without checking whether it shipped "
  "(the README's own line 220 even gives a different cut-over, v20260723)."),
 (D1, "| Mika | 7/17（周一） | 已于 7/12（周三）提交 MR !482", "已于 7/12（周三）提交", T, "promise-kept-early",
  "CC303",
  [(FU, 36, "musl-based distros like alpine")],
  "Promised at the 7/11 (Tuesday) meeting for Monday 7/17, delivered Wednesday 7/12, before the 7/18 minutes; the "
  "weekdays are right."),
 (D1, "镜像：unidic 约 77MB，和 sudachidict_core 体量相当", "77MB", M, "decimal-shift-vs-earlier-line", "CC201",
  [(FU, 60, "770MB on disk"), (SU, 73, "around 70MB")],
  "Section 增量 3 (and the README) give unidic 770MB on disk; the action item reads it as 77MB, calls it comparable "
  "to sudachidict_core's 70MB and bakes it into the base image on that basis."),
 # ---- draft 2 (English RFC with prior art and footnotes): FlagEmbedding, pgvector, scann, milvus-lite
 (D2, "The README's badge still reads FlagEmbedding 1.3.0; PyPI's current release, which we pin, is 1.4.2.", "1.3.0", T,
  "stale-badge-named", "CC203",
  [(FE, 2, "flagembedding/1.4.2/"), (FE, 24, "FlagEmbedding-1.3.0")],
  "The README's shield still shows 1.3.0 while PyPI serves 1.4.2; the line names the badge as stale and pins 1.4.2, "
  "so there are not two current versions."),
 (D2, "The README's bibtex entry for M3 carries eprint 2309.07597, which is the C-Pack report's id", "2309.07597", T,
  "source-id-reuse-explained", "CC206",
  [(FE, 224, "bge_m3"), (FE, 228, "eprint={2309.07597}"), (FE, 252, "C-Pack"), (FE, 255, "eprint={2309.07597}"),
   (FE, 71, "2402.03216")],
  "The README's own bibtex gives 2309.07597 to both M3 and C-Pack; the RFC points this out and cites M3 as "
  "2402.03216 (its technical report), so in the RFC the id names one work."),
 (D2, "C-MTEB (31 test datasets) is where the bge-*-zh models are ranked, while M3's SOTA claims are on MIRACL and MKQA",
  "MIRACL and MKQA", T, "different-benchmarks-not-compared", "CC202",
  [(FE, 85, "consisting of 31 test dataset"), (FE, 70, ("MIRACL", "MKQA"))],
  "Two benchmarks named as different, and the line says no scores are compared across them."),
 (D2, "The SOAR preprint was posted as arXiv:2404.00774 in April 2024, after its NeurIPS 2023 appearance",
  "arXiv:2404.00774", T, "preprint-after-venue", "CC302",
  [(SC, 35, "SOAR"), (SC, 37, "Neural Information Processing Systems"), (SC, 38, "year={2023}"),
   (SC, 39, "2404.00774")],
  "2404 (April 2024) is later than the NeurIPS 2023 venue year but long before the RFC (2028-08-22); a preprint "
  "posted after the conference is possible, and the README gives exactly this pair."),
 (D2, "ScaNN sits near 0.99 recall@10, while our pgvector HNSW pilot reached 0.93 recall@10 on the support-docs set, "
  "so ScaNN would buy about six points of recall", "about six points of recall", M, "different-datasets-compared",
  "CC202",
  [(SC, 11, "ann-benchmarks.com"), (SC, 12, "glove-100-angular")],
  "0.99 is read off ann-benchmarks' glove-100-angular plot (100-d GloVe word vectors, the README's chart); 0.93 is "
  "the team's pilot on its own 1024-d support-docs set. Different data, dimensions and settings, so the six-point "
  "gain does not follow."),
 (D2, "Milvus Lite's current release, 3.2.1, returns true inner-product scores", "3.2.1", M,
  "fix-attributed-to-older-release", "CC203",
  [(MV, 2, "milvus-lite/3.2.2/"), (MV, 269, "Earlier 3.2.1 code accepted IP sparse queries but computed BM25 scores"),
   (MV, 270, "true inner-product scores")],
  "The RFC names 3.2.2 as the version (summary and §4.3, as on PyPI), then calls 3.2.1 the current release and "
  "credits it with true IP scores; the README says 3.2.1 computed BM25 scores for IP sparse queries, and the fix "
  "is what 3.2.2 describes."),
 (D2, "Its HNSW example uses M=16 and efConstruction=200, while pgvector's README example uses m=16 and "
  "ef_construction=64", "efConstruction=200", T, "two-products-two-samples", "CC201",
  [(MV, 154, '"efConstruction": 200'), (PG, 127, "ef_construction=64")],
  "200 is Milvus Lite's sample HNSW setting and 64 pgvector-python's; two products' examples, named as such."),
 (D2, "pgvector-python, published on PyPI as `pgvector` (0.5.1), is only its client library", "pgvector-python", T,
  "real-names-extension-vs-client", "CC205",
  [(PG, 2, "pypi.org/project/pgvector/0.5.1/"), (PG, 4, "# pgvector-python"),
   (PG, 6, "[pgvector](https://github.com/pgvector/pgvector) support for Python")],
  "pgvector (the Postgres extension) and pgvector-python (the client, on PyPI as pgvector) are two real projects."),
 (D2, "Django, SQLAlchemy, SQLModel, Psycopg 3, asyncpg, Psycopg 3, pg8000 and Peewee", "asyncpg, Psycopg 3", M,
  "duplicate-in-inline-list", "CC102",
  [(PG, 8, ("Psycopg 3", "Psycopg 2", "pg8000", "Peewee")), (PG, 25, "Psycopg 3"), (PG, 26, "Psycopg 2")],
  "Psycopg 3 appears twice in the list of eight and Psycopg 2 is missing; the count of eight still matches the "
  "number of entries, so only the repeat gives it away."),
 (D2, "by the end of sprint 31 (Friday 2028-08-18); it was enabled on Wednesday 2028-08-16 (OPS-2291)",
  "Wednesday 2028-08-16", T, "promise-kept-early", "CC303",
  [(PG, 177, "CREATE EXTENSION IF NOT EXISTS vector")],
  "Promised by Friday 2028-08-18, done Wednesday 2028-08-16, before the RFC of Tuesday 2028-08-22; the weekdays are "
  "right."),
 (D2, "the `halfvec` index halves this to about 2.5 GB", "about 2.5 GB", M, "halving-arithmetic-slip", "CC105",
  [(PG, 142, "Half-Precision Indexing"), (PG, 155, "halfvec_l2_ops")],
  "Half of 9.8 GB is 4.9 GB (2,400,000 x 2,048 B, the table's own bytes per vector); 2.5 GB is a quarter."),
 (D2, "Binary quantization stores 1,024 bits = 128 bytes per vector, so 2.4M × 128 B ≈ 307 MB", "≈ 307 MB", T,
  "byte-arithmetic", "CC105",
  [(PG, 278, "binary quantization"), (PG, 288, "bit_hamming_ops")],
  "1,024 bits = 128 bytes; 2,400,000 x 128 B = 307,200,000 B, about 307 MB."),
 (D2, "[^3]: Sun et al., SOAR: Improved Indexing for Approximate Nearest Neighbor Search, NeurIPS 2023, "
  "arXiv:1908.10396.", "arXiv:1908.10396", M, "one-arxiv-id-two-papers-footnote", "CC206",
  [(SC, 25, "Anisotropic Vector Quantization"), (SC, 29, "1908.10396"), (SC, 35, "SOAR"), (SC, 39, "2404.00774")],
  "1908.10396 is the anisotropic vector quantization paper (footnote 2, one line up); footnote 3 gives the same id "
  "to SOAR, whose preprint the RFC's own §4.2 gives as 2404.00774."),
 (D2, "PyPI page for 3.2.2, retrieved 2028-08-29", "retrieved 2028-08-29", M, "retrieval-date-after-document",
  "CC304",
  [(MV, 2, "milvus-lite/3.2.2/"), (MV, 267, "Sparse Search Upgrade Notes")],
  "The RFC was created on Tuesday 2028-08-22 and has no later revision; footnote 4 says its source was retrieved a "
  "week later, 2028-08-29."),
 # ---- draft 3 (mixed zh/en GitHub issue triage thread): coqui-tts, edge-tts, ctc-forced-aligner, cn2an
 (D3, "cn2an() 本身有三种模式：strict（默认）、normal、smart、direct", "三种模式", M, "count-vs-list-four",
  "CC101",
  [(CN, 95, "strict 模式（默认）"), (CN, 102, "normal 模式"), (CN, 107, "smart 模式"), (CN, 122, "direct 模式")],
  "Three announced, four listed. The README's '以上三种模式' refers to strict, normal and smart before it introduces "
  "direct as a fourth mode."),
 (D3, "an2cn 0.15 s / 万次 → 10,000 ÷ 0.15 ≈ 66,700 次/秒，和 67k 对得上", "≈ 66,700 次/秒", T,
  "rate-from-time", "CC105",
  [(CN, 280, "执行时间(万次平均)"), (CN, 282, ("0.15", "67k"))],
  "10,000 / 0.15 s = 66,667 per second, which rounds to the table's 67k."),
 (D3, "注意那张表是 v0.5.1 测的，我们跑的是 0.5.24", "v0.5.1", T, "old-version-named", "CC203",
  [(CN, 267, "v0.5.1"), (CN, 85, "0.5.24")],
  "v0.5.1 is the version the README's benchmark was run on, 0.5.24 the version the team runs; the line says so."),
 (D3, "an2cn 比 cn2an 快 231%（67k vs 29k）", "快 231%", M, "multiple-restated-as-percent", "CC105",
  [(CN, 282, "67k"), (CN, 283, "29k")],
  "67k / 29k = 2.31 times, i.e. 131 % faster; '快 231%' restates the multiple as the percentage increase."),
 (D3, "the PyPI package is `coqui-tts`, the maintained repo is idiap/coqui-ai-TTS, the original coqui-ai/TTS is "
  "unmaintained", "idiap/coqui-ai-TTS", T, "real-names-fork", "CC205",
  [(CQ, 29, ("original, unmaintained repository", "coqui-ai/TTS")), (CQ, 151, "idiap/coqui-ai-TTS"),
   (CQ, 227, "from TTS.api import TTS")],
  "coqui-tts, idiap/coqui-ai-TTS, coqui-ai/TTS and the import name TTS are all real, as the README shows."),
 (D3, "XTTS paper for the design doc: arXiv:2460.04904.", "arXiv:2460.04904", M, "malformed-arxiv-month", "CC301",
  [(CQ, 87, "2406.04904")],
  "2460 would be month 60; arXiv ids are YYMM with month 01-12. The README links XTTS as 2406.04904 (digits swapped)."),
 (D3, "PR #488 merged 9/15（周五），比约定的 9/18（周一）早了一个工作日", "merged 9/15（周五）", T,
  "promise-kept-early", "CC303",
  [(CQ, 133, "torchcodec")],
  "Promised on 9/13 for Monday 9/18, merged Friday 9/15, before the 9/19 triage; both weekdays are right and Friday "
  "is one working day before Monday."),
 (D3, "字幕对齐走的是 ctc-forced-alinger 的 ONNXRuntime CPU 路径", "ctc-forced-alinger", M,
  "misspelt-name-transposed", "CC205",
  [(CT, 2, "pypi.org/project/ctc-forced-aligner/1.0.2/"), (CT, 12, "CPU inference via ONNXRuntime")],
  "The package is ctc-forced-aligner (as in the environment table); 'alinger' swaps the g and n."),
 (D3, "cited in the README as arXiv:2406.19363v1 (a versioned id, valid form)", "arXiv:2406.19363v1", T,
  "versioned-id-valid", "CC301",
  [(CT, 173, "2406.19363v1")],
  "YYMM.NNNNNvN is the valid versioned form, June 2024, before the document; the README cites it this way."),
 (D3, "edge-playback 不支持三个选项：--write-media、--write-subtitles、--list-voices", "三个选项", T,
  "count-correct-options", "CC101",
  [(ET, 32, ("--write-media", "--write-subtitles", "--list-voices"))],
  "Three announced, three listed, as the README's exception list."),
 (D3, "XTTS v2 覆盖约 1100 种语言，泰语直接走 XTTS", "约 1100 种语言", M, "model-families-conflated", "CC201",
  [(CQ, 33, "17 languages"), (CQ, 35, "~1100 languages")],
  "@lin-w's comment (and the README) give XTTS v2 17 languages; ~1100 is the Fairseq (MMS) model family. The Thai "
  "chapter is routed to XTTS on the conflated figure."),
 (D3, "paper doi:10.21437/Interspeech.2029-419", "Interspeech.2029-419", M, "anachronistic-doi-year", "CC302",
  [(CQ, 105, "10.21437/Interspeech.2023-419"), (CQ, 31, "kNN-VC")],
  "A DOI for Interspeech 2029 cannot exist in a thread of September 2028; the README's kNN-VC DOI is "
  "10.21437/Interspeech.2023-419."),
 (D3, "README 的 <200ms 是 XTTS 流式首包延迟，mei 测的 4.1 s 是约 300 字非流式整段合成的总耗时", "4.1 s", T,
  "different-metrics-named", "CC202",
  [(CQ, 33, "<200ms latency")],
  "Streaming latency and the total time of a non-streamed 300-character paragraph are different measures; the line "
  "says they cannot be compared and draws no regression from them."),
 (D3, "cn2an 在 3.7 / 3.9 / 3.11 上做过完整测试，coqui-tts 要求 >=3.10, <3.15", ">=3.10, <3.15", T,
  "two-packages-two-ranges", "CC201",
  [(CN, 235, "Python 3.7, 3.9, 3.11"), (CQ, 126, "python >= 3.10, < 3.15")],
  "Two packages, two tested ranges; Python 3.11 is in both."),
 # ---- draft 4 (Chinese procurement comparison matrix): gradio, panel, nicegui, chainlit
 (D4, "Gradio 从文件启动时为 localhost:7860，NiceGUI 为 localhost:8080", "localhost:8080", T,
  "two-tools-two-ports", "CC201",
  [(GR, 87, "localhost:7860"), (NG, 86, "localhost:8080")],
  "7860 is Gradio's default, 8080 NiceGUI's; two tools, both named."),
 (D4, "NiceGUI 的 DOI 徽章图片与跳转链接指向同一个 10.5281/zenodo.7785516", "10.5281/zenodo.7785516", T,
  "same-doi-same-record", "CC206",
  [(NG, 29, ("zenodo.7785516.svg", "doi.org/10.5281/zenodo.7785516"))],
  "The badge image and its link carry the same DOI for the same Zenodo record."),
 (D4, "Product Hunt 徽章写的是 Gradio 5.0，据此当前版本仍为 5.0", "当前版本仍为 5.0", M,
  "badge-read-as-current-version", "CC203",
  [(GR, 2, "pypi.org/project/gradio/6.31.0/"), (GR, 14, "gradio-5-0")],
  "Table 1, two lines up, gives Gradio 6.31.0 (the PyPI version); the Product Hunt badge advertises the 5.0 launch, "
  "yet the note calls 5.0 the current version and defers Server mode on that basis."),
 (D4, "自 2025-05-01 起原团队退出、由社区维护者按维护协议接手，至今（2028-10）已两年零五个月", "两年零五个月", M,
  "elapsed-time-slip", "CC105",
  [(CH, 22, ("As of May 1st 2025", "Maintainer Agreement"))],
  "From 2025-05-01 to 2028-10 is three years and five months, not two."),
 (D4, "Panel 组件数比 Gradio 多 4 倍以上（130+ vs 30+），按评分细则 3.2「多 4 倍以上记 5 分」给 Panel 满分",
  "比 Gradio 多 4 倍以上", M, "ambiguous-multiple-decides-score", "CC104",
  [(PN, 154, "more than 130 components"), (GR, 109, "30 built-in components")],
  "130 / 30 = 4.3 times, i.e. 3.3 times more. '多 4 倍以上' holds only if 多 N 倍 is read as N times as many; read as "
  "N times more (5x) it fails. The full score decides Table 3: with 4 points Panel totals 4.15 and falls behind "
  "Gradio's 4.25."),
 (D4, "NiceGUI 后端三层：FastAPI（Web 框架）、Starlette（ASGI 框架）、Uvicorn（ASGI server）", "三层", T,
  "count-correct-stack", "CC101",
  [(NG, 107, "FastAPI"), (NG, 108, "Starlette"), (NG, 109, "Uvicorn")],
  "Three announced, three named, as in the README's 'Why?' section."),
 (D4, "NiceGIU 的内置定时器最短可到 10 ms", "NiceGIU", M, "misspelt-name-transposed", "CC205",
  [(NG, 2, "pypi.org/project/nicegui/3.18.0/"), (NG, 47, "even every 10 ms")],
  "The framework is NiceGUI (as everywhere else in the matrix); 'NiceGIU' swaps the last two letters."),
 (D4, "gradio_client（Python 客户端）与 @gradio/client（JS 客户端）是两个不同的包", "@gradio/client", T,
  "real-names-two-clients", "CC205",
  [(GR, 160, "gradio_client"), (GR, 161, "@gradio/client")],
  "The README lists both clients; they are two real packages for Python and JavaScript."),
 (D4, "Window 滑块默认值 30、取值范围 5–90", "5–90", T, "range-contains-point", "CC201",
  [(PN, 40, ("value=30", "start=5", "end=90"))],
  "30 is the default and 5-90 the slider's range in the README's example; the point lies inside the range."),
 (D4, "某技术博主的短视频称 NiceGUI 单 worker 能扛 5,000 个并发连接（未给测试条件和原始链接），部署 / 运维项据此给 NiceGUI 4 分",
  "5,000 个并发连接", M, "weak-provenance-video", "CC204",
  [(NG, 155, "Uses one uvicorn worker")],
  "The concurrency figure comes from a short video with no test conditions or link; the README only says NiceGUI "
  "runs one uvicorn worker. The deployment score in Table 3 rests on it."),
 (D4, "Panel = 5×0.25 + 4×0.25 + 4×0.20 + 5×0.15 + 4×0.15 = 4.40", "= 4.40", T, "weighted-sum-correct", "CC105",
  [(PN, 154, "more than 130 components"), (PN, 173, "BSD 3-Clause")],
  "1.25 + 1.00 + 0.80 + 0.75 + 0.60 = 4.40, Table 3's total for Panel."),
 (D4, "Panel 4.40 第一，Gradio 4.25 第二", "Panel 4.40 第一", T, "rank-consistent", "CC103",
  [(PN, 2, "pypi.org/project/panel/1.10.0/"), (GR, 2, "pypi.org/project/gradio/6.31.0/")],
  "The ranking follows Table 3's totals (4.40 > 4.25 > 3.30 > 3.15)."),
 (D4, "法务承诺 10/13（周五）前给出 Chainlit 维护协议与 Apache-2.0 的审查意见，已于 10/11（周三）书面回复",
  "已于 10/11（周三）书面回复", T, "promise-kept-early", "CC303",
  [(CH, 22, "Maintainer Agreement"), (CH, 122, "Apache 2.0")],
  "Due Friday 10/13, answered Wednesday 10/11, before the matrix of Tuesday 10/17; the weekdays are right."),
 (D4, "DOI 10.5281.zenodo.7785516", "10.5281.zenodo.7785516", M, "malformed-doi-no-slash", "CC301",
  [(NG, 29, "10.5281/zenodo.7785516")],
  "A DOI is prefix/suffix; '10.5281.zenodo.7785516' has no slash, so it names no DOI. Table 1 and the README give "
  "10.5281/zenodo.7785516."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
