#!/usr/bin/env python3
"""Build labels.jsonl for the nineteenth held-out set (drafts_heldout19).

Same schema as ../drafts_heldout18/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-27/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-27/"
SS = NR + "simsimd.md"
FG = NR + "faiss-gpu.md"
TM = NR + "torchmetrics.md"
XA = NR + "xarray.md"
FA = NR + "fastapi.md"
ST = NR + "starlette.md"
WS = NR + "websockets.md"
IJ = NR + "ijson.md"
HL = NR + "hanlp.md"
OC = NR + "opencc.md"
PP = NR + "pypinyin.md"
SN = NR + "snownlp.md"
PL = NR + "pdfplumber.md"
PM = NR + "pymupdf.md"
PD = NR + "pypdf.md"
DF = NR + "datafusion.md"

D1, D2, D3, D4 = ("heldout19-01-simsimd-faiss-torchmetrics-xarray-briefing.md",
                  "heldout19-02-fastapi-starlette-websockets-ijson-capacity-memo-en.md",
                  "heldout19-03-hanlp-opencc-pypinyin-snownlp-training-handout.md",
                  "heldout19-04-pdfplumber-pymupdf-pypdf-datafusion-chat-export.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mostly Chinese): simsimd, faiss-gpu, torchmetrics, xarray
 (D1, "2028-03-16-0840-dong-xarray-eval-cube.md（xarray 2026.9.0 评测结果立方体草案）", "2028-03-16", M,
  "source-after-document", "CC304",
  [(XA, 2, "pypi.org/project/xarray/2026.9.0/")],
  "The briefing is dated 2028-03-14 (21:50 CST), yet its list of checked sources includes dong's inbox file stamped "
  "2028-03-16 08:40, two days later."),
 (D1, "int8 余弦是同一个内核，x86 上 16,151,800 ops/s、arm 上 13,524,000 ops/s", "13,524,000 ops/s", T,
  "two-platforms-stated", "CC201",
  [(SS, 122, "16,151,800"), (SS, 123, "13,524,000"), (SS, 285, ("c7g", "r7iz"))],
  "Same int8 cosine kernel, two machines (r7iz Sapphire Rapids and Graviton3 c7g); the line names both platforms, "
  "so the two throughputs are not a conflict."),
 (D1, "9,738,540 ÷ 119,835 ≈ 81 倍", "9,738,540 ÷ 119,835 ≈ 81 倍", T, "computed-ratio", "CC105",
  [(SS, 134, "119,835"), (SS, 138, "9,738,540")],
  "9,738,540 / 119,835 = 81.3: SimSIMD bf16 cosine on x86 against the serial C 99 line of the same table."),
 (D1, '量化成 int8 后 1,536 字节，是原来的 1/4（口语里的"小 4 倍"，这里只取 1/4 这一种读法）', "小 4 倍", T,
  "multiple-reading-stated", "CC104",
  [(SS, 75, "`float32`"), (SS, 76, "`int8` integral"), (SS, 283, "1536-dimensional vectors")],
  "1536 x 4 bytes = 6,144 bytes (6 KiB) for float32 and 1,536 bytes for int8, i.e. 1/4; the line names the loose "
  "phrasing '小 4 倍' and states which reading it uses, and nothing is decided on the other reading."),
 (D1, "x86 上 int8 的欧氏距离吞吐在五种精度里最高", "五种精度里最高", M, "rank-contradicted-by-table", "CC103",
  [(SS, 208, "18,989,000"), (SS, 241, "19,466,800")],
  "The five-row table just above (from the README) gives float16 19,466,800 ops/s against int8 18,989,000 on x86; "
  "int8 is second, not the highest, and the int8 recommendation leans on the wrong rank."),
 (D1, '两组口径一致，可合并为"在 Sapphire Rapids 上比现有实现快 31–188 倍"', "31–188 倍", M,
  "baselines-merged", "CC202",
  [(SS, 1346, ("192 K/s", "5,990 K/s", "31 x")), (SS, 147, "40,481"), (SS, 155, "7,627,600")],
  "31x is SimSIMD f16 inner product against GCC 12 auto-vectorised f16 code; 188x (7,627,600 / 40,481) is float16 "
  "cosine against SciPy. Different baselines and different kernels, so the two cannot be merged into one "
  "'faster than our current implementation' range, which matches neither (the team's rerank uses NumPy)."),
 (D1, "https://arxiv.org/abs/2804.01127v2", "2804.01127v2", M, "anachronistic-arxiv-url", "CC302",
  [(SS, 1183, "Newton-Raphson iteration")],
  "2804 is April 2028; the briefing is dated 2028-03-14, so this preprint id cannot exist yet."),
 (D1, "faiss-cpu、faiss-gpu、faiss-gpu-cuvs 是 Anaconda 上三个独立的预编译包", "faiss-gpu-cuvs", T,
  "real-different-packages", "CC205",
  [(FG, 22, ("faiss-cpu", "faiss-gpu-cuvs"))],
  "The README links three separate Anaconda packages; faiss-gpu-cuvs and faiss-cpu are not misspellings of faiss-gpu."),
 (D1, "README 列出 7 位主要作者（Jégou、Douze、Johnson、Hosseini、Deng、Guzhva、Szilvasy）", "7 位主要作者", T,
  "count-correct", "CC101",
  [(FG, 49, "Jégou"), (FG, 55, "Szilvasy"), (FG, 63, ("Mazaré", "Lomeli"))],
  "Seven names announced and seven listed, as in the README's authors list; the nine of the 2024 bibtex are a "
  "different list and the line says which two names the paper adds."),
 (D1, 'README 称 GPU 实现是"截至 2017 年 3 月"已知最快', "截至 2017 年 3 月", T, "dated-claim-before-document",
  "CC304",
  [(FG, 35, "as of March 2017")],
  "The README's own time qualifier (March 2017) is long before the 2028 briefing, and the line says the claim must be "
  "quoted with that date."),
 (D1, "预印本 arXiv:1702.08734，正式刊于 IEEE Transactions on Big Data 第 7 卷第 3 期（2019", "arXiv:1702.08734", T,
  "preprint-before-journal", "CC302",
  [(FG, 43, "1702.08734"), (FG, 75, "IEEE Transactions on Big Data"), (FG, 76, "volume={7}"), (FG, 79, "year={2019}")],
  "1702.08734 (February 2017) is the preprint of the paper published in IEEE TBD vol. 7 no. 3 in 2019; an id dated "
  "before the journal year is normal, not impossible."),
 (D1, "bibtex 的 eprint 字段为 2401.8281", "2401.8281", M, "malformed-arxiv-id", "CC301",
  [(FG, 65, "eprint={2401.08281}")],
  "Since 2015 arXiv numbers have five digits after the dot; 2401.8281 has four (a dropped zero). The README and the "
  "briefing's own id table give 2401.08281."),
 (D1, "README 列出十个领域", "十个领域", T, "count-correct-numeral", "CC101",
  [(TM, 300, "100+ metrics"), (TM, 303, "Audio"), (TM, 306, "Information Retrieval"), (TM, 312, "Text")],
  "'十个' (ten, written as a Chinese numeral) and ten domains listed, as in the README."),
 (D1, "Polysemous codes（arXiv:1804.09996）", "arXiv:1804.09996", M, "one-arxiv-id-two-papers", "CC206",
  [(FG, 43, "Polysemous codes](https://arxiv.org/abs/1609.01882)"), (FG, 44, ("Link and code", "1804.09996"))],
  "1804.09996 is 'Link and code' (README, and the briefing's own id table); Polysemous codes is 1609.01882. C2 gives "
  "the Link-and-code id to Polysemous codes, so one id names two papers in the same briefing."),
 # ---- draft 2 (English capacity-planning / cost memo): fastapi, starlette, websockets, ijson
 (D2, "Table 1 — the nine pinned runtime packages in the gateway image", "nine pinned runtime packages", M,
  "count-caption-vs-rows", "CC101",
  [(FA, 2, "pypi.org/project/fastapi/0.165.0/"), (ST, 89, "only requires `anyio`"), (WS, 2, "websockets/17.4/"),
   (IJ, 2, "ijson/3.6.0/")],
  "The caption announces nine packages; the table under it has eight rows (fastapi, starlette, uvicorn, websockets, "
  "ijson, anyio, httpx2, python-multipart)."),
 (D2, "`fastapi[standard]` pulls in half a dozen packages", "half a dozen", T, "count-correct-words", "CC101",
  [(FA, 498, "email-validator"), (FA, 502, "httpx2"), (FA, 503, "jinja2"), (FA, 504, "python-multipart"),
   (FA, 508, "uvicorn"), (FA, 509, "fastapi-cli[standard]")],
  "Half a dozen announced and six listed, matching the README's standard group (fastapi-cloud-cli is nested inside "
  "fastapi-cli and is not a seventh)."),
 (D2, "httpx2 and httpx are two separate distributions", "httpx2 and httpx", T, "real-different-packages", "CC205",
  [(FA, 502, ("httpx2", "(or `httpx`)")), (ST, 91, "httpx2")],
  "FastAPI's README names httpx2 'or httpx' as alternatives; they are two packages, not a typo of one another."),
 (D2, "Starlette led and FastAPI came second among the two HTTP stacks", "FastAPI came second", T,
  "rank-consistent", "CC103",
  [(FA, 484, "only below Starlette and Uvicorn")],
  "Table 2 gives Starlette 41,900 req/s and FastAPI 36,200 req/s, so 'Starlette led, FastAPI second' matches the "
  "figures, and the README's TechEmpower ordering says the same."),
 (D2, "a day ahead of the Friday 2028-04-07 date he had promised", "Friday 2028-04-07", T, "promise-kept", "CC303",
  [(IJ, 470, "yajl2_c")],
  "Due Friday 04-07, done Thursday 04-06, a week before the 04-13 memo; both weekdays are right."),
 (D2, "2,048 × 64 KiB = 128 MiB", "2,048 × 64 KiB = 128 MiB", T, "unit-arithmetic", "CC105",
  [(IJ, 414, ("65536", "64KB"))],
  "65536 bytes = 64 KiB; 2,048 x 64 KiB = 131,072 KiB = 128 MiB exactly."),
 (D2, "integers above 2^64 raise an overflow error, and on platforms whose C `long` is 32-bit the `yajl` backend "
  "already fails above 2^32", "2^32", T, "two-limits-stated", "CC201",
  [(IJ, 392, "2^64"), (IJ, 393, "2^32"), (IJ, 536, "int64"), (IJ, 537, "32-bit C ``long``")],
  "2^64 is the general overflow limit with use_float=True; 2^32 applies only to the yajl backend on platforms with a "
  "32-bit C long. Two limits, two stated conditions."),
 (D2, "`use_float` has existed since ijson 3.1, and in ijson 3.0 the explicit `*_async` functions were the only way "
  "to use asyncio", "ijson 3.0", T, "old-versions-named", "CC203",
  [(IJ, 2, "ijson/3.6.0/"), (IJ, 257, "ijson version 3.0"), (IJ, 597, "Since 3.1")],
  "3.0 and 3.1 are named for what they introduced; the same line says the gateway runs 3.6.0. Not two 'current' "
  "versions."),
 (D2, "figure Ops relayed from a blog post they read last year — about 25,000 idle `websockets` connections per 2 GB "
  "of RAM; nobody kept the link", "25,000 idle", M, "weak-provenance-relayed", "CC204",
  [(WS, 2, "websockets/17.4/"), (WS, 93, "memory usage is optimized and configurable")],
  "The memory-per-connection figure is second-hand from an unlinked blog post; the README gives no such number, yet "
  "the WebSocket tier's memory is sized on it."),
 (D2, "At 38 ms per chunk ijson is the slowest stage in the pipeline", "38 ms per chunk", M, "unit-slip-vs-table",
  "CC201",
  [(IJ, 470, "yajl2_c")],
  "Table 3 gives yajl2_c a p50 of 38 µs per chunk; the sizing prose reads it as 38 ms (1,000 times more), calls the "
  "parser the slowest stage (the HTTP p50 is 2.2 ms) and buys a 4-node parser pool on that basis."),
 (D2, "so the Q2 plan is 13.5% higher than Q1", "13.5%", M, "percent-wrong-base", "CC105",
  [(FA, 2, "pypi.org/project/fastapi/0.165.0/"), (ST, 2, "starlette/1.10.0/")],
  "(4,765.44 - 4,120.00) / 4,120.00 = 15.7 %; 13.5 % is the increase divided by the new total instead of the Q1 base."),
 (D2, "Reading a 200% increase as three times the speed", "three times the speed", M, "ambiguous-percent-multiplier",
  "CC104",
  [(FA, 38, "about 200% to 300%"), (FA, 46, "estimation based on tests")],
  "'Increase by about 200% to 300%' is read either as 2-3x or as 3-4x the speed. Only the 3-4x reading brings six "
  "weeks down to two or less and inside the freeze window; under 2-3x it is two to three weeks. The contractor "
  "decision turns on which reading is taken."),
 (D2, "The same README says FastAPI reduces \"about 40%\" of developer-induced errors; its own footnote marks this as "
  "an estimate from an internal team", "about 40%", T, "weak-figure-not-relied-on", "CC204",
  [(FA, 39, "about 40%"), (FA, 46, "estimation based on tests conducted by an internal development team")],
  "The figure is an internal-team estimate, and the memo says so and uses it in no sizing or cost figure."),
 (D2, "live by the end of March (Friday 2028-03-31). This plan assumes it is live", "Friday 2028-03-31", M,
  "overdue-promise-month-end", "CC303",
  [(WS, 112, "7692"), (WS, 113, "just enough for an HTTP health check")],
  "The ingress was promised for the end of March (Friday 03-31); the memo of Thursday 04-13 has no confirmation that "
  "it went live, yet drops the HTTP/1.1 fallback pool on that assumption."),
 # ---- draft 3 (Chinese training handout): hanlp, opencc, pypinyin, snownlp
 (D3, "Java 构件 hanlp-restful 0.0.15，它与 Python 包 hanlp 2.1.7 是两个构件各自的版本号", "0.0.15", T,
  "two-artifacts-two-versions", "CC203",
  [(HL, 2, "pypi.org/project/hanlp/2.1.7/"), (HL, 74, "<version>0.0.15</version>")],
  "0.0.15 is the Java hanlp-restful artifact in the README's pom.xml snippet, 2.1.7 the Python package; two "
  "artifacts, not two current versions of one."),
 (D3, "close 组三个模型里 ernie 的细粒度分词最高", "ernie 的细粒度分词最高", M, "rank-contradicted-by-table", "CC103",
  [(HL, 157, ("close</td><td>small</td><td>96.70", "<td>base</td><td>97.52", "<td>ernie</td><td>96.95"))],
  "Table 1 two lines above gives tok/fine base 97.52, ernie 96.95, small 96.70: ernie is second. (Ernie is first on "
  "tok/coarse, 97.29, which may be where the slip came from.)"),
 (D3, "README 里论文的锚文本链接与 bibtex 的 url 字段都是 2021.emnlp-main.451", "2021.emnlp-main.451", T,
  "same-id-same-paper", "CC206",
  [(HL, 167, "2021.emnlp-main.451"), (HL, 178, "2021.emnlp-main.451")],
  "The ACL Anthology id appears twice in the README for the same EMNLP 2021 paper (link text and bibtex url)."),
 (D3, "即最多节省约 70% 的时间", "70%", M, "fraction-to-percent-slip", "CC105",
  [(OC, 70, "最多降至原本的"), (OC, 71, "1/7")],
  "Time falling to 1/7 saves 1 - 1/7 = 85.7 %, not about 70 %; the 36 minutes on the same line follows the slip "
  "(2 h x 0.3), where 1/7 of 2 h is about 17 minutes."),
 (D3, "| s2tw.json | 台湾正体 → 简体（含中国大陆常用词汇），入库默认 |", "s2tw.json", M, "duplicate-table-row",
  "CC102",
  [(OC, 322, "`s2tw.json`"), (OC, 327, ("`tw2sp.json`", "簡體（含中國大陸常用詞彙）"))],
  "s2tw.json appears twice in Table 2; the second row carries the direction of tw2sp.json (Taiwan Standard to "
  "Simplified with Mainland phrases), which is missing."),
 (D3, "原生 CLI 有三种诊断模式", "三种诊断模式", T, "count-correct-source-says-two", "CC101",
  [(OC, 233, "diagnostic modes"), (OC, 290, ("`--segmentation`", "`--inspect`", "`--ambiguities`"))],
  "Three announced, three listed and described; the README's own sentence says 'two diagnostic modes' before listing "
  "three, so a checker comparing with that sentence would wrongly flag the handout."),
 (D3, "opencc-py（纯 Python，预发布）、opencc-js（纯 JavaScript）、opencc-wasm（WebAssembly）是四个不同的包",
  "opencc-py", T, "real-different-packages", "CC205",
  [(OC, 297, "opencc-js"), (OC, 299, "opencc-wasm"), (OC, 300, ("opencc-py", "pre-release"))],
  "The README lists opencc-js, opencc-wasm and opencc-py as separate ports of opencc; none is a misspelling."),
 (D3, "拼音部分用 pypingyin 0.55.0", "pypingyin", M, "misspelt-name", "CC205",
  [(PP, 2, "pypi.org/project/pypinyin/0.55.0/")],
  "The package is pypinyin, as in the handout's header and install step; 'pypingyin' adds a g (the common "
  "pinyin/pingyin slip)."),
 (D3, '是"中"的两个读音，不是重复项', "不是重复项", T, "look-alike-items-distinct", "CC102",
  [(PP, 48, "heteronym=True"), (PP, 49, "'zhōng', 'zhòng'")],
  "zhōng and zhòng differ in tone; the heteronym list holds two readings, not one repeated."),
 (D3, "sentiments 为 0.9769663402895832，即正向概率约 97.7%", "97.7%", T, "rounded-restatement", "CC201",
  [(SN, 20, ("0.9769663402895832", "positive的概率"))],
  "0.9769663402895832 as a probability is 97.7 % after rounding; one value written twice, not two values."),
 (D3, "跑完 evaluate 应得到 96.37 分", "96.37", M, "value-conflict-far", "CC201",
  [(HL, 149, "`96.73`")],
  "Section 3 (and the README) say the fixed-seed run is guaranteed to give 96.73; the exercise fifty lines later "
  "tells students to expect 96.37 (digits swapped) and to treat any other score as an environment problem."),
 (D3, "15 个字符（含一个全角逗号），UTF-8 下每个 3 字节，15 × 3 = 45", "15 × 3 = 45", T, "byte-arithmetic", "CC105",
  [(OC, 257, "大战文丑的时候"), (OC, 262, "\"output_bytes\":45")],
  "大戰文丑的時候，他的頭髮很乾燥 is 15 characters, each 3 bytes in UTF-8: 45 bytes, the README's output_bytes."),
 (D3, "助教已于 5 月 11 日（周四）上传", "5 月 11 日（周四）", T, "promise-kept", "CC303",
  [(PP, 112, "load_phrases_dict")],
  "Due Friday 05-12, uploaded Thursday 05-11, before the 05-19 class; both weekdays are right."),
 (D3, "（BYVoid/OpenCC NEWS.md，2028-05-26 版）", "2028-05-26", M, "source-after-document", "CC304",
  [(OC, 550, "NEWS.md")],
  "The handout is dated 2028-05-19 but takes Table 2's directions from a NEWS.md version dated 2028-05-26."),
 # ---- draft 4 (mixed zh/en group-chat export): pdfplumber, pymupdf, pypdf, datafusion
 (D4, 'README 的 10–50× 我按"耗时是对方的 1/10 到 1/50"理解', "1/10 到 1/50", T, "multiple-reading-stated",
  "CC104",
  [(PM, 300, "10–50×")],
  "Mia states the reading (time is 1/10 to 1/50) before anyone compares, and 阿杰's 18.7x falls inside the range "
  "under either reading."),
 (D4, "pymupdf 发 6 种 wheel：manylinux x86_64 / manylinux aarch64", "6 种 wheel", M, "count-slash-list", "CC101",
  [(PM, 291, "aarch64"), (PM, 292, "`musllinux`"), (PM, 293, "arm64"), (PM, 294, "Windows x86 and")],
  "Six announced, seven listed (manylinux x86_64 and aarch64, musllinux x86_64, macOS x86_64 and arm64, Windows x86 "
  "and x86_64), as the README's wheel list gives."),
 (D4, "`import fitz` still works — it's the legacy alias of pymupdf", "fitz", T, "known-alias", "CC205",
  [(PM, 452, "legacy alias")],
  "fitz is pymupdf's documented legacy import name, not a misspelling."),
 (D4, 'Python range is 3.11–3.15 "as of v2.0" per the README; we\'re on pymupdf 2.1', "v2.0", T,
  "old-version-named", "CC203",
  [(PM, 2, "pypi.org/project/pymupdf/2.1/"), (PM, 289, "(as of v2.0)")],
  "v2.0 is the version from which the README's Python range holds; the same line says the team runs 2.1."),
 (D4, "才 7.5 倍，README 说的 100× 明显是吹的", "7.5 倍", M, "conditions-mismatch", "CC202",
  [(PM, 300, "100× or more"), (PM, 156, "dpi=150"), (PL, 299, "Default: `72`")],
  "0.9 / 0.12 = 7.5 is right, but pdfplumber's to_image() ran at its default 72 dpi while pymupdf rendered at 150 dpi "
  "(about 4.3 times the pixels), and the README's 100x is against pure-Python libraries in general; the two ratios "
  "are on different bases, so the README claim cannot be dismissed with this one."),
 (D4, "233 = 232 + 1", "233 = 232 + 1", T, "parts-add-up", "CC105",
  [(PD, 99, "collected 233 items"), (PD, 118, ("232 passed", "1 xfailed"))],
  "232 passed + 1 xfailed = 233 collected, as in the README's test output."),
 (D4, "听说 B 站有个 up 主测过，pymupdf 的 find_tables 准确率 97%", "97%", M, "weak-provenance-hearsay", "CC204",
  [(PM, 257, "`find_tables()`")],
  "A hearsay accuracy figure from a video nobody can link; neither README gives a table-accuracy number, yet the "
  "table path moves to pymupdf and pdfplumber is demoted on it."),
 (D4, "那 pdfplumer 的表格先降级成 fallback", "pdfplumer", M, "misspelt-name", "CC205",
  [(PL, 2, "pypi.org/project/pdfplumber/0.11.10/")],
  "The library is pdfplumber (as everywhere else in the chat); 'pdfplumer' drops the b."),
 (D4, "returns pages 1, 11, 12, 13, 14 and 15 — six pages in total", "six pages", T, "count-from-range", "CC101",
  [(PL, 54, ("`1`-indexed", "1, 11-15"))],
  "Page 1 plus the range 11-15 is six pages, as the README's own example says."),
 (D4, "parquet 页表 6/12 上午已建好", "6/12 上午已建好", T, "promise-kept", "CC303",
  [(DF, 143, "with_target_partitions(8)")],
  "Promised on 06-09 for Monday 06-12 (quoted at 09:04) and done on the morning of 06-12, a day before the chat."),
 (D4, "datafusion 当前最新版是 0.6.0", "0.6.0", M, "two-current-versions-repl", "CC203",
  [(DF, 2, "pypi.org/project/datafusion/55.0.0/"), (DF, 218, "'0.6.0'")],
  "老陈 gives datafusion 55.0.0 (the PyPI version) at 09:02; 小周 calls 0.6.0, the README's sample __version__ "
  "output, the current latest and rewrites the lock file to it."),
 (D4, "scalar functions、aggregate functions、window functions、dataframe、session context、ffi types、all",
  "window functions", T, "look-alike-items-distinct", "CC102",
  [(DF, 344, "scalar functions"), (DF, 345, "aggregate functions"), (DF, 346, "window functions")],
  "Three '* functions' areas that look alike but are different, as in the README; no item repeats."),
 (D4, "pdfplumber 的 to_image() 默认 resolution=72，README 示例里传的是 resolution=150", "resolution=150", T,
  "default-vs-example", "CC201",
  [(PL, 299, "Default: `72`"), (PL, 308, "resolution=150")],
  "72 is the default, 150 the value the README's example passes; two settings, both named on the line."),
 (D4, "Tom 说 6/9（周五）当天把带 tessdata 的 OCR 镜像推到 registry，那镜像已经在了", "6/9（周五）", M,
  "overdue-promise-acted-on", "CC303",
  [(PM, 528, "tessdata"), (PM, 537, "get_textpage_ocr")],
  "Due Friday 06-09; nobody in the chat (Tom included) confirms the image was pushed by Tuesday 06-13, yet 阿杰 "
  "declares it there and switches scanned PDFs to get_textpage_ocr, removing the tesseract fallback."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
