#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-first held-out set (drafts_heldout21).

Same schema as ../drafts_heldout20/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-29/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-29/"
LT = NR + "ltp.md"
PH = NR + "pyhanlp.md"
ST = NR + "stanza.md"
FT = NR + "fasttext.md"
MO = NR + "mosec.md"
CC = NR + "clip-client.md"
RV = NR + "redisvl.md"
JN = NR + "jina.md"
CM = NR + "camelot-py.md"
TB = NR + "tabula-py.md"
EO = NR + "easyocr.md"
NG = NR + "nougat-ocr.md"
OP = NR + "opik.md"
PX = NR + "arize-phoenix.md"
AI = NR + "aim.md"
WB = NR + "wandb.md"

D1, D2, D3, D4 = ("heldout21-01-ltp-pyhanlp-stanza-fasttext-okr-review.md",
                  "heldout21-02-mosec-clip-client-redisvl-jina-status-page.md",
                  "heldout21-03-camelot-tabula-easyocr-nougat-notebook.md",
                  "heldout21-04-opik-phoenix-aim-wandb-interview-bank.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese quarterly OKR review): ltp, pyhanlp, stanza, fasttext
 (D1, "O1 得分 = (1.0 + 0.7 + 0.4) ÷ 3 = 0.70", "(1.0 + 0.7 + 0.4) ÷ 3 = 0.70", T, "okr-mean-correct", "CC105",
  [(LT, 2, "pypi.org/project/ltp/4.2.14/"), (LT, 157, "21581.48")],
  "The three KR scores of O1 in the table above are 1.0, 0.7 and 0.4; their mean is 2.1 / 3 = 0.70, the score in "
  "the overview table."),
 (D1, "为 README 16 线程数字的 87.6%", "87.6%", T, "percent-of-reference-correct", "CC105",
  [(LT, 157, "21581.48"), (LT, 159, "16 线程")],
  "18,900 / 21,581.48 = 0.8758, i.e. 87.6 % of the README's 16-thread legacy figure; both are 16-thread numbers."),
 (D1, "既然单线程到多线程还能再提升 17.17 倍，16 线程的加速已超过线程数本身", "再提升 17.17 倍", M,
  "speedup-baseline-misread", "CC202",
  [(LT, 48, ("LTP v3", "3.55", "17.17"))],
  "The README's 17.17x (multithreaded) and 3.55x (single-threaded) are both relative to LTP v3, not to single-threaded "
  "legacy; multithreading over single-threaded legacy is about 17.17 / 3.55 = 4.8x on 16 threads, so the "
  "'superlinear' reading and the new 40,000 sents/s target for 32 threads rest on a misread baseline."),
 (D1, '两者口径不同，不能相除得出"快 500 倍"', "快 500 倍", T, "different-bases-named", "CC202",
  [(LT, 152, "43.13"), (LT, 157, "21581.48"), (LT, 159, "感知机算法速度为开启 16 线程速度")],
  "43.13 sents/s is the Small deep model, 21581.48 the perceptron at 16 threads; the line names the two bases and "
  "refuses the ratio (which would be 500.4)."),
 (D1, "我们的 pipeline 调用写了 7 个任务名（cws、pos、ner、srl、dep、sdp、sdpg），对应 README 的 6 大任务",
  "7 个任务名", T, "count-names-vs-tasks", "CC101",
  [(LT, 49, "6 大任务"), (LT, 101, "语义依存分析树 sdp"), (LT, 102, ("cws", "srl", "sdp", "sdpg"))],
  "Seven task names are listed and seven are announced; they map onto the README's six tasks because sdp and sdpg "
  "are the tree and graph outputs of semantic dependency parsing, as the line says."),
 (D1, "依存句法这一列 Base2 最高（90.19），高于 Base1 的 89.57 和 Base 的 89.5", "Base2 最高（90.19）", T,
  "rank-consistent", "CC103",
  [(LT, 149, "89.5"), (LT, 150, "89.57"), (LT, 151, "90.19"), (LT, 152, "88.3"), (LT, 153, "83.8")],
  "Dependency parsing: Base 89.5, Base1 89.57, Base2 90.19, Small 88.3, Tiny 83.8; Base2 is highest."),
 (D1, "语义角色标注（SRL）同样是 Base2 最高（79.49）", "同样是 Base2 最高（79.49）", M, "rank-contradicted-by-table",
  "CC103",
  [(LT, 149, "80.6"), (LT, 150, "79.28"), (LT, 151, "79.49")],
  "In the SRL column Base scores 80.6, above Base2's 79.49 (and Base1's 79.28), as the draft's own table shows "
  "seven lines up; Base2 leads only over Base1. The SRL pilot is assigned to Base2 and Base is dropped on this basis."),
 (D1, "称 pyhanlp 分词比 LTP legacy 快约 2 倍；据此剩余 6 台 JVM 节点保留到 Q1 末", "快约 2 倍", M,
  "weak-provenance-chat-image", "CC204",
  [(PH, 2, "pypi.org/project/pyhanlp/0.1.89/"), (LT, 157, "21581.48")],
  "The 2x figure comes from a picture seen in a chat group, with no source or machine configuration, and neither "
  "README gives such a comparison (LTP's README gives legacy 21581.48 sents/s at 16 threads); yet six JVM nodes are "
  "kept for a quarter on it."),
 (D1, "示例路径写的 4.5.3 是 Java 版 CoreNLP 的版本，UD v2.8 是树库版本", "4.5.3", T, "other-versions-named",
  "CC203",
  [(ST, 2, "pypi.org/project/stanza/1.15.0/"), (ST, 167, "stanford-corenlp-4.5.3"), (ST, 182, "v2.8")],
  "4.5.3 is the CoreNLP distribution in the README's example path and v2.8 the UD treebank release; stanza itself is "
  "1.15.0. Three version numbers of three things, named as such."),
 (D1, "Zhang et al., JAMIA 2021, arXiv:2003.07082", "arXiv:2003.07082", M, "one-arxiv-id-two-papers", "CC206",
  [(ST, 29, ("ACL2020", "2003.07082")), (ST, 40, "2007.14640"), (ST, 46, "Journal of the American Medical Informatics Association")],
  "2003.07082 is the ACL 2020 system paper, given on the same line; the biomedical and clinical models paper is "
  "2007.14640 in the README."),
 (D1, "O3 得分 = (0.8 + 0.6 + 0.7) ÷ 3 = 0.60", "(0.8 + 0.6 + 0.7) ÷ 3 = 0.60", M, "okr-mean-wrong", "CC105",
  [(FT, 2, "pypi.org/project/fasttext/0.9.3/"), (FT, 119, "train_supervised")],
  "(0.8 + 0.6 + 0.7) / 3 = 2.1 / 3 = 0.70, not 0.60; at 0.70 O3 meets the stated threshold, so '未达成' (and the "
  "0.60 of the overview table) does not follow from the KR scores."),
 (D1, "`train_supervised` 为 lr 0.1，`train_unsupervised` 为 lr 0.05", "lr 0.05", T, "two-modes-two-defaults",
  "CC201",
  [(FT, 297, "learning rate [0.05]"), (FT, 319, "learning rate [0.1]")],
  "The README lists lr 0.05 for train_unsupervised and 0.1 for train_supervised; two functions, two defaults."),
 (D1, "子词：`train_supervised` 默认 minn=3、maxn=6", "minn=3、maxn=6", M, "defaults-of-other-mode", "CC201",
  [(FT, 302, "[3]"), (FT, 303, "[6]"), (FT, 325, "min length of char ngram [0]"), (FT, 326, "max length of char ngram [0]")],
  "minn 3 / maxn 6 are train_unsupervised's defaults; train_supervised defaults to minn 0 / maxn 0, i.e. no character "
  "n-grams, so the subword experiment KR3.2 dropped was not redundant."),
 (D1, "标注二期下季度计划 2029-03-30（周五）前补齐 3 万条并重训", "2029-03-30（周五）", T, "promise-not-yet-due",
  "CC303",
  [(FT, 119, "fasttext.train_supervised('data.train.txt')")],
  "Due Friday 2029-03-30, after the review of Wednesday 2029-01-10; the promise has not fallen due, and the weekday "
  "is right."),
 # ---- draft 2 (English incident status-page timeline): mosec, clip-client, redisvl, jina
 (D2, "topped out at 310 QPS each, 61% below the 800 QPS that CLIP-as-service advertises", "61% below the 800 QPS", M,
  "incomparable-hardware-baseline", "CC202",
  [(CC, 21, "800QPS"), (CC, 31, ("single replica, PyTorch no JIT", "GeForce RTX 3090"))],
  "800 QPS is the README's figure for the default config (single replica, PyTorch without JIT) on a GeForce RTX 3090; "
  "the team's 310 QPS is ONNX runtime on an NVIDIA T4. The 61 % shortfall (arithmetically right) compares different "
  "GPUs and runtimes, and an upstream bug is filed on it."),
 (D2, "our clip_server listens on 51000, as in the README's basic-usage example; the 23456 in the README's quick-check "
  "table", "23456", T, "two-ports-two-uses", "CC201",
  [(CC, 289, "0.0.0.0:23456"), (CC, 315, "0.0.0.0:51000")],
  "The README's quick check connects to 23456 and its basic-usage example to 51000; the line names both uses."),
 (D2, "The gateway speaks gRPC, HTTP and WebSockets; all three stay enabled", "all three", T, "count-correct-protocols",
  "CC101",
  [(JN, 10, "gRPC, HTTP and WebSockets")],
  "Three protocols listed, three announced, as in the Jina-serve README."),
 (D2, "With ttl=360, a cached answer can be up to six hours old", "up to six hours old", M, "ttl-unit-slip",
  "CC105",
  [(RV, 383, "ttl=360"), (RV, 422, ("ttl=3600", "1 hour TTL"))],
  "RedisVL TTLs are in seconds (ttl=3600 is '1 hour TTL' in the README), so ttl=360 is six minutes, not six hours; "
  "the purge is justified by a staleness sixty times too long."),
 (D2, "which runs from 0 to 2, so at 0.1 only near-identical prompts hit the cache", "from 0 to 2", T,
  "range-contains-threshold", "CC201",
  [(RV, 385, ("distance_threshold=0.1", "COSINE distance [0-2]"))],
  "The README gives Redis COSINE distance a range of 0-2 with lower stricter; 0.1 lies inside it."),
 (D2, "keeps vectors for ttl=3600 seconds, i.e. one hour", "i.e. one hour", T, "unit-conversion-correct", "CC105",
  [(RV, 422, ("ttl=3600", "1 hour TTL"))],
  "3,600 seconds is one hour, as the README's comment says."),
 (D2, "Posted at 11:52, inside the 60 minutes promised at 11:05", "11:52", T, "promise-kept-within-window", "CC303",
  [(MO, 209, ("max_batch_size", "max_wait_time"))],
  "At 11:05 the next update was promised within 60 minutes (by 12:05); it came at 11:52, 47 minutes later."),
 (D2, "pinned to the latest mosec release, 0.8.8", "0.8.8", M, "feature-version-read-as-latest", "CC203",
  [(MO, 2, "pypi.org/project/mosec/0.9.8/"), (MO, 163, "Starting in v0.9.8"), (MO, 233, "since v0.8.8")],
  "The page's own stack line gives mosec 0.9.8, the PyPI version; 0.8.8 is only the release since which mosec adapts "
  "to HTTP/2. Two 'current' versions for the same software in one incident."),
 (D2, "exists since CLIP-as-service 0.3.0; we run 0.8.3", "0.3.0", T, "other-version-named", "CC203",
  [(CC, 2, "pypi.org/project/clip-client/0.8.3/"), (CC, 662, "From `0.3.0`")],
  "0.3.0 is the release that added /rank, 0.8.3 the version in use; the line names both roles."),
 (D2, "in about two minutes, roughly 100 images per second", "roughly 100 images per second", T, "rate-correct",
  "CC105",
  [(CC, 361, "12,032 images"), (CC, 385, "about two minutes")],
  "12,032 images in about 120 s is 100.3 images per second; 1.2M at that rate is about 12,000 s = 3.3 hours."),
 (D2, "committed to finishing the Redis 8.4 upgrade by Friday, Nov 10", "by Friday, Nov 10", M,
  "overdue-promise-unconfirmed", "CC303",
  [(RV, 301, "(Redis 8.4.0+)"), (RV, 317, "AggregateHybridQuery")],
  "The upgrade was due Friday 2028-11-10; the resolution update of Wednesday 11-15 (and the export of 11-16) still "
  "treats it as future, the stack line still says Redis 8.2, and nothing confirms or reschedules it."),
 (D2, "the related upstream report is CVE-2029-0147", "CVE-2029-0147", M, "anachronistic-cve-year", "CC302",
  [(RV, 572, "--read-only"), (RV, 599, "streamable-http --host 0.0.0.0 --port 8000")],
  "A CVE id carries its year; a 2029 CVE cannot be cited on a page resolved on 2028-11-15 and exported 2028-11-16."),
 (D2, "the `rvl` CLI exposes five command groups (index, stats, version and mcp)", "five command groups", M,
  "count-vs-list-four", "CC101",
  [(RV, 540, "index"), (RV, 541, "stats"), (RV, 542, "version"), (RV, 543, "mcp")],
  "Five announced, four listed; the README's rvl --help shows four command groups (index, stats, version, mcp)."),
 (D2, "Mosec (the serving framework, not MOSEK, the optimisation solver", "MOSEK", T, "real-different-product",
  "CC205",
  [(MO, 36, "Mosec is a high-performance and flexible model serving framework")],
  "MOSEK is a real, unrelated optimisation solver; the line distinguishes it from Mosec instead of misspelling it."),
 # ---- draft 3 (mixed zh/en Jupyter notebook export): camelot-py, tabula-py, easyocr, nougat-ocr
 (D3, "tabula-py 与 tabula-java 是两个项目", "tabula-java", T, "real-names-wrapper", "CC205",
  [(TB, 13, "wrapper of [tabula-java]"), (TB, 22, "Java 8+")],
  "tabula-py is the Python wrapper of tabula-java; two real projects, as the README says."),
 (D3, "基础包 `pip install camlot-py`", "camlot-py", M, "misspelt-package-dropped-letter", "CC205",
  [(CM, 2, "pypi.org/project/camelot-py/2.0.0/"), (CM, 120, 'pip install "camelot-py"')],
  "The package is camelot-py (Out [1] and the extras command on the same line); 'camlot-py' drops the e, and the "
  "install line given to colleagues names a different, non-existent package."),
 (D3, "5.9% + 9.5% + 29.2% + 17.4% = 62.0%", "= 62.0%", T, "row-sum-correct", "CC105",
  [(CM, 61, ("2012_2", "5.9%", "9.5%", "29.2%", "17.4%"))],
  "5.9 + 9.5 + 29.2 + 17.4 = 62.0, the four savings columns of row 2012_2."),
 (D3, "| stream | 10 | 3.40 | 0.95 |", "stream", M, "duplicate-row-in-table", "CC102",
  [(CM, 19, ("Five parsers", "`hybrid`"))],
  "The table claims five parsers, one run each, but lists stream twice and hybrid not at all; the code cell's FLAVORS "
  "(and the README) name lattice, stream, network, hybrid and ml."),
 (D3, "耗时从 4.20 s 降到 2.65 s，减少了 58%", "减少了 58%", M, "percent-change-wrong-base", "CC105",
  [(CM, 82, "fast, no extra dependencies")],
  "(4.20 - 2.65) / 4.20 = 36.9 %; 58 % is 4.20 / 2.65 - 1, how much longer lattice takes than stream, not how much "
  "stream saves."),
 (D3, '"roughly doubles" vs network/hybrid，即约为 2 倍', "约为 2 倍", T, "multiple-reading-stated", "CC104",
  [(CM, 83, "roughly doubles borderless TEDS")],
  "'Roughly doubles' is rendered as about 2 times, with the other reading ('提升两倍') explicitly excluded."),
 (D3, "Contributors 列表共 24 行，去重后 22 人", "去重后 22 人", T, "count-with-duplicates-explained", "CC101",
  [(TB, 84, "@lahoffm"), (TB, 91, "@alexandreio"), (TB, 93, "@red-bin"), (TB, 95, "@red-bin"),
   (TB, 96, "@alexandreio"), (TB, 107, "@tdpetrou")],
  "The README's contributor list runs from line 84 to line 107, 24 entries; @red-bin and @alexandreio appear twice, "
  "so 22 people."),
 (D3, '置信度最高的是"东"（0.9990），其次"W"（0.9848）', '置信度最高的是"东"（0.9990）', T, "rank-consistent",
  "CC103",
  [(EO, 68, "0.3754989504814148"), (EO, 70, ("'东'", "0.9989598989486694")), (EO, 74, ("'W'", "0.9848111271858215"))],
  "Of the eight confidences 东 0.99896 is highest and W 0.98481 second; 愚园路 0.37550 is lowest."),
 (D3, "camelot 在文本型 PDF 上 accuracy 99.02，EasyOCR 在扫描件上也是 0.99，都在 99% 左右", "都在 99% 左右", M,
  "different-metrics-compared", "CC202",
  [(CM, 24, "accuracy, whitespace, and a confidence score per table"), (CM, 49, "'accuracy': 99.02"),
   (EO, 65, "confident level")],
  "Camelot's 99.02 is a table-parsing accuracy on the README's text PDF; EasyOCR's 0.99 is a mean recognition "
  "confidence on scanned pages. Different metrics on different inputs, yet the camelot [ml,ocr] route is dropped "
  "because the two 'are both about 99 %'."),
 (D3, "每种语言的词表平均约 30,000 词，热门语言超过 50,000 词", "超过 50,000 词", T, "two-conditions-stated",
  "CC201",
  [(EO, 166, ("~30000 words per language", "more than 50000 words"))],
  "About 30,000 is the average per language and more than 50,000 applies to popular languages; two conditions."),
 (D3, "识别用 CRNN（arXiv:1507.05717）", "arXiv:1507.05717", T, "valid-five-digit-id", "CC301",
  [(EO, 138, "1507.05717")],
  "July 2015 with a five-digit number is a valid id (five digits since 1501); the README links the CRNN paper so."),
 (D3, "Blecher et al., 2023，arXiv:2308.1341）", "arXiv:2308.1341", M, "malformed-arxiv-four-digits", "CC301",
  [(NG, 7, "2308.13418"), (NG, 204, "eprint={2308.13418}")],
  "Ids from 2015 on have five digits after the dot; 2308.1341 has four. The README's id is 2308.13418 (last digit "
  "lost)."),
 (D3, "用的是默认模型 0.1.0-base", "默认模型 0.1.0-base", M, "default-value-conflict", "CC201",
  [(NG, 79, ("The default model tag is `0.1.0-small`", "0.1.0-base"))],
  "The README's default model tag is 0.1.0-small; base has to be chosen with -m 0.1.0-base. The run without -m "
  "already used small, so the planned 'switch to small for speed' repeats the same run."),
 (D3, "0.1.0-small / 0.1.0-base 是模型 tag，不是包版本；包是 nougat-ocr 0.1.17", "nougat-ocr 0.1.17", T,
  "model-tag-vs-package-version", "CC203",
  [(NG, 2, "pypi.org/project/nougat-ocr/0.1.17/"), (NG, 79, "0.1.0-small")],
  "0.1.0-small and 0.1.0-base are model tags, 0.1.17 the package version; the line says so."),
 # ---- draft 4 (Chinese interview question bank with answer key): opik, arize-phoenix, aim, wandb
 (D4, "Phoenix 一项以 Phoenix 自己 README 的 License 段为准（ELv2），Opik README 对比表写的\"Source-available "
  "(Elastic License 2.0, not OSI-approved)\"与之一致", "Source-available (Elastic License 2.0, not OSI-approved)", T,
  "primary-source-named", "CC204",
  [(PX, 334, "Elastic License 2.0 (ELv2)"), (OP, 136, "Source-available (Elastic License 2.0, not OSI-approved)")],
  "The licence is taken from Phoenix's own README (primary); the competitor's comparison table is cited only as "
  "agreeing corroboration."),
 (D4, "README 列了 5 家：E2B、Daytona、Vercel Sandbox、Modal、Docker Sandboxes", "5 家", T, "count-correct-table-rows",
  "CC101",
  [(PX, 278, "E2B"), (PX, 279, "Daytona"), (PX, 280, "Vercel Sandbox"), (PX, 281, "Modal"), (PX, 282, "Docker Sandboxes")],
  "Five sandbox providers announced, five named, the five rows of the README's Sandboxes table."),
 (D4, "Python 子包有 5 个，TypeScript 子包有 3 个", "Python 子包有 5 个", M, "subpackage-counts-swapped", "CC201",
  [(PX, 147, "Python Subpackages"), (PX, 151, "arize-phoenix-otel"), (PX, 152, "arize-phoenix-client"),
   (PX, 153, "arize-phoenix-evals"), (PX, 155, "TypeScript Subpackages"), (PX, 159, "@arizeai/phoenix-otel"),
   (PX, 163, "@arizeai/phoenix-cli")],
  "The README lists three Python subpackages (otel, client, evals) and five TypeScript ones (otel, client, evals, "
  "mcp, cli); the answer key swaps the counts, and the 2 points for 'numbers right' are graded against it."),
 (D4, "aimlflow 是 Aim 团队做的工具，用 Aim 的 UI 浏览 MLflow 实验", "aimlflow", T, "real-name-not-typo", "CC205",
  [(AI, 196, "github.com/aimhubio/aimlflow"), (AI, 199, "Exploring MLflow experiments with a powerful UI")],
  "aimlflow is a real Aim-based tool (aimhubio/aimlflow), not a misspelling of MLflow."),
 (D4, "与 TensorBoard 对比一节写 \"1000s of training runs\"", "1000s of training runs", T, "source-states-two-values",
  "CC201",
  [(AI, 114, "10,000s of training runs"), (AI, 357, "1000s of training runs"), (AI, 443, "over 10.000 runs")],
  "The README says 10,000s in About and 1000s in the TensorBoard comparison; the answer reports both with their "
  "places and reads 10.000 as ten thousand."),
 (D4, "40,000,000 ÷ 86,400 ≈ 463 条/秒", "≈ 463 条/秒", T, "per-second-rate-correct", "CC105",
  [(OP, 78, "40M+ traces/day")],
  "40,000,000 / 86,400 s = 462.96, about 463 per second."),
 (D4, "Start: Oct 18 2021，Shipped: Nov 19 2021，共 32 天", "共 32 天", T, "date-difference-correct", "CC105",
  [(AI, 469, ("Start: _Oct 18 2021_", "Shipped: _Nov 19 2021_"))],
  "From 18 October to 19 November 2021 is 13 + 19 = 32 days."),
 (D4, "所以最早 2026-04 才能停止支持 3.9", "2026-04", T, "minimum-period-not-overdue", "CC303",
  [(WB, 98, "six months after its official end-of-life"), (WB, 100, "minor version number")],
  "Six months after an October 2025 EOL is April 2026; it is a lower bound ('at least'), not a promised date that "
  "needs confirmation, although it lies before the document date."),
 (D4, "按\"EOL 后至少六个月\"，最早 2027-01", "最早 2027-01", M, "month-arithmetic-slip", "CC105",
  [(WB, 98, "six months after its official end-of-life")],
  "Six months after October 2026 is April 2027; January 2027 is three months. The previous question's answer applies "
  "the same rule correctly (2025-10 -> 2026-04)."),
 (D4, "【答】15 s（快 2 倍即耗时减半）。", "快 2 倍即耗时减半", M, "ambiguous-multiplier-decides-grading", "CC104",
  [(AI, 358, "TensorBoard becomes really slow")],
  "'快 2 倍' reads either as twice as fast (15 s) or as 2 times faster, i.e. three times the speed (10 s); the key "
  "accepts only 15 s and the next line refuses every other answer, so the ambiguity decides a candidate's score."),
 (D4, "约 5 万 span/秒（出处：某技术论坛上一位网友的压测帖，未给硬件配置）", "约 5 万 span/秒", M,
  "weak-provenance-forum-post", "CC204",
  [(PX, 2, "pypi.org/project/arize-phoenix/20.26.1/"), (PX, 79, "Phoenix runs practically anywhere")],
  "The figure rests on a forum user's load-test post with no hardware given; the Phoenix README states no write "
  "throughput. It is nevertheless the reference answer candidates are graded against."),
 (D4, "Opik README 顶部标注 \"Last updated: 2029-07-17\"", "Last updated: 2029-07-17", M,
  "source-dated-after-document", "CC304",
  [(OP, 39, "Last updated: 2026-07-17")],
  "The question bank is dated 2029-02-20; a README 'last updated' on 2029-07-17 would lie five months in its future. "
  "The README says 2026-07-17."),
 (D4, "不矛盾：bibtex 的 version 是被引用的软件快照版本（DOI 10.5281/zenodo.6536395 指向的那一版），不是当前版本；"
  "当前 PyPI 版本是 3.29.1", "3.29.1", T, "citation-version-vs-current", "CC203",
  [(AI, 2, "pypi.org/project/aim/3.29.1/"), (AI, 526, "10.5281/zenodo.6536395"), (AI, 531, "version = {3.9.3}")],
  "3.9.3 is the version in the citation, 3.29.1 the current PyPI release; the answer keeps the two roles apart."),
 (D4, "Arize Phonix 是开源、自托管的可观测性平台", "Arize Phonix", M, "misspelt-name-dropped-letter", "CC205",
  [(PX, 62, "Arize Phoenix is Arize's open-source AI observability platform"), (PX, 82, "Arize AX")],
  "The product is Arize Phoenix (as everywhere else in the bank); 'Phonix' drops the e."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
