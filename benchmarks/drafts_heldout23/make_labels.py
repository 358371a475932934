#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-third held-out set (drafts_heldout23).

Same schema as ../drafts_heldout22/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-31/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent, or
/work/main when the set still sits outside the repository, e.g. in /work/heldout23-pending); any
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
if not (REPO / "benchmarks").is_dir():
    REPO = Path("/work/main")
sys.path.insert(0, str(REPO / "benchmarks"))
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/batch-31/"
OL = NR + "olmocr.md"
MO = NR + "mmocr.md"
MD = NR + "mmdet.md"
PD = NR + "paddleclas.md"
SB = NR + "sacrebleu.md"
BS = NR + "bert-score.md"
JW = NR + "jiwer.md"
PY = NR + "pyserini.md"
MG = NR + "metagpt.md"
CA = NR + "camel-ai.md"
BU = NR + "browser-use.md"
FC = NR + "firecrawl-py.md"
RB = NR + "rembg.md"
SV = NR + "supervision.md"
MP = NR + "mediapipe.md"
MT = NR + "mmpretrain.md"

D1, D2, D3, D4 = ("heldout23-01-olmocr-mmocr-mmdet-paddleclas-group-meeting-slides.md",
                  "heldout23-02-sacrebleu-bert-score-jiwer-pyserini-conference-talk-transcript.md",
                  "heldout23-03-metagpt-camel-ai-browser-use-firecrawl-py-wiki-revision-page.md",
                  "heldout23-04-rembg-supervision-mediapipe-mmpretrain-ticket-export.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese group-meeting slide deck export): olmocr, mmocr, mmdet, paddleclas
 (D1, "王蔚在 11 月 30 日前完成 mmocr 1.0.1 离线环境搭建 → 已于 11-29 完成", "已于 11-29 完成", T,
  "promise-confirmed-before-due", "CC303",
  [(MO, 2, "pypi.org/project/mmocr/1.0.1/")],
  "The 11-23 action item was due on 11-30 and is reported done on 11-29, with the image tag named; a promise whose "
  "date has passed but which is confirmed in the same line."),
 (D1, "赵一帆在 11 月 30 日前交付 PULC 文本行方向分类模型的馆藏扫描件微调结果 → 进行中，仍按 11-30 的计划交付",
  "仍按 11-30 的计划交付", M, "team-action-item-overdue-carried-forward", "CC303",
  [(PD, 105, "PULC文本行方向分类模型")],
  "The fine-tuning result was promised for 2028-11-30; the meeting is on 2028-12-07 and the slide still says it will "
  "be delivered on the 11-30 plan, with no delivery recorded anywhere in the deck. The due date has passed "
  "unconfirmed and the slide does not notice (the risk slide and the next steps do not mention it either)."),
 (D1, "命令行帮助里 --model 的默认值仍写 olmOCR-7B-0725-FP8（v0.2.1 那一版的模型）", "olmOCR-7B-0725-FP8", T,
  "older-default-model-named-as-such", "CC203",
  [(OL, 449, "allenai/olmOCR-7B-0725-FP8 is the default"), (OL, 45, ("v0.2.1", "olmOCR-7B-0725-FP8")),
   (OL, 43, ("v0.4.0", "olmOCR-2-7B-1025-FP8"))],
  "The README's --help text still gives the 0725 model (released with v0.2.1) as the default while the News names "
  "the 1025 model of v0.4.0; the slide names both for what they are and deploys with an explicit --model."),
 (D1, "vllm serve allenai/olmOCR-2-7B-0125-FP8 --max-model-len 16384", "olmOCR-2-7B-0125-FP8", M,
  "model-id-date-digits-swapped", "CC205",
  [(OL, 333, "vllm serve allenai/olmOCR-2-7B-1025-FP8 --max-model-len 16384"), (OL, 43, "olmOCR-2-7B-1025-FP8")],
  "The model is olmOCR-2-7B-1025-FP8 (October 2025), as the slide's own first bullet says; the start command swaps the "
  "date digits to 0125, a near-miss of the real repository name that the remote server would fail to pull."),
 (D1, "命名说明：olmocr 与 olmOCR 指同一项目", "olmocr 与 olmOCR", T, "package-name-case-alias", "CC205",
  [(OL, 2, "pypi.org/project/olmocr/0.4.27/"), (OL, 174, "olmOCR v0.4.0")],
  "olmocr is the PyPI package name and olmOCR the project's own spelling; a known alias, not a misspelling."),
 (D1, "结论①：olmOCR v0.4.0 的 Overall 在表中排第二，仅次于 Chandra", "在表中排第二", M,
  "second-place-skips-row-with-unknown-interval", "CC103",
  [(OL, 147, "Infinity-Parser 7B*"), (OL, 156, "82.5±?"), (OL, 168, "83.1±0.9"), (OL, 183, "82.4±1.1")],
  "The slide's own table (and the README) puts Infinity-Parser 7B at 82.5 between Chandra's 83.1 and olmOCR's 82.4, "
  "so olmOCR is third, not second; the row passed over is the one whose interval is given as '±?'."),
 (D1, "与 Chandra 的差距 83.1 − 82.4 = 0.7 分", "83.1 − 82.4 = 0.7 分", T, "difference-correct", "CC105",
  [(OL, 168, "83.1±0.9"), (OL, 183, "82.4±1.1")],
  "83.1 - 82.4 = 0.7, smaller than either interval (±0.9, ±1.1); the arithmetic and the reading are right."),
 (D1, "到 v0.4.0 的 82.4，相对提升约 6.1%", "相对提升约 6.1%", M, "relative-change-on-new-value-as-base", "CC105",
  [(OL, 49, "scoring 77.4"), (OL, 183, "82.4±1.1")],
  "From 77.4 to 82.4 is +5.0 points, i.e. 5.0 / 77.4 = +6.5 %; 6.1 % is 5.0 / 82.4, the change divided by the new "
  "value instead of the old one."),
 (D1, "v1.0.0 于 2023-06-04 发布", "2023-06-04", M, "iso-date-month-day-swapped", "CC201",
  [(MO, 70, "v1.0.0 was released in 2023-04-06")],
  "The README gives 2023-04-06 for v1.0.0; the slide swaps month and day (2023-06-04), two months later than the "
  "release."),
 (D1, "README 列了 7 行、8 个算法名（DBNet 与 DBNet++ 写在同一行）", "7 行、8 个算法名", T,
  "count-with-shared-line-explained", "CC101",
  [(MO, 141, ("[DBNet]", "[DBNet++]")), (MO, 147, "FCENet")],
  "The text-detection list has seven lines (141-147) and eight names, because DBNet and DBNet++ share line 141; both "
  "counts are right and the line says why they differ."),
 (D1, "文本识别共 9 种：ABINet、ASTER、CRNN、MASTER、NRTR、RobustScanner、SAR、SATRN", "共 9 种", M,
  "count-with-item-dropped-in-copy", "CC101",
  [(MO, 154, "ABINet"), (MO, 161, "SATRN"), (MO, 162, "SVTR")],
  "Nine recognition algorithms are claimed but eight are listed: SVTR (README line 162, the last of the nine) was "
  "dropped in copying, although the next bullet picks SVTR as the recognition backbone."),
 (D1, "同版介绍的 MM-Grounding-DINO 论文编号 2401.02361 也落在 2024 年 1 月", "2401.02361", T,
  "arxiv-month-matches-day-first-date", "CC302",
  [(MD, 109, "5/1/2024"), (MD, 111, "2401.02361")],
  "2401 is January 2024, which matches the day-first reading of the README's '5/1/2024' (2024-01-05) for v3.3.0; the "
  "id is neither after the deck's date nor impossible for the paper."),
 (D1, "旋转检测一格里的两个数：78.9 为单尺度、81.3 为多尺度测试", "78.9 为单尺度、81.3 为多尺度", T,
  "two-values-two-test-scales", "CC201",
  [(MD, 131, "78.9(single-scale)/81.3(multi-scale)")],
  "Two AP values in one cell under two stated conditions (single- and multi-scale testing); not a conflict."),
 (D1, "recall1 精度提升 8 个点，指 8 个百分点，不是相对提升 8%", "8 个百分点", T, "points-reading-stated", "CC104",
  [(PD, 29, "recall1精度提升8个点")],
  "'提升 8 个点' is read as eight percentage points and the relative reading is ruled out explicitly; the phrasing is "
  "disambiguated and decides nothing."),
 # ---- draft 2 (English conference-talk transcript): sacrebleu, bert-score, jiwer, pyserini
 (D2, "The ACL Anthology id is W18-6319", "W18-6319", T, "anthology-id-valid", "CC301",
  [(SB, 10, "W18-6319")],
  "W18-6319 is an ACL Anthology id (WMT 2018), not an arXiv id; it follows its own scheme and is the one the README "
  "cites."),
 (D2, "the examples in the README were produced with 2.0.0, and that's why the string says so", "produced with 2.0.0", T,
  "signature-version-vs-installed-version", "CC203",
  [(SB, 2, "pypi.org/project/sacrebleu/2.6.0/"), (SB, 118, "version:2.0.0")],
  "2.6.0 is the installed package and 2.0.0 the version stamped in the README's example signatures; the speaker says "
  "which is which."),
 (D2, "so the ratio of 1.026 is simply 62,880 over 61,287", "ratio of 1.026", T, "length-ratio-correct", "CC105",
  [(SB, 119, ("ratio = 1.026", "hyp_len = 62880", "ref_len = 61287"))],
  "62,880 / 61,287 = 1.026, and a ratio above 1 means the output is longer, so BP = 1.000; right on both counts."),
 (D2, "Of those four, online-B is ahead on both columns, 26.7 BLEU and 56.3 chrF2", "online-B is ahead on both columns",
  T, "rank-supported-by-table", "CC103",
  [(SB, 376, "20.8"), (SB, 378, ("26.7", "56.3")), (SB, 380, "15.5"), (SB, 382, "18.2")],
  "26.7 and 56.3 are the highest BLEU and chrF2 of the four online systems (20.8/52.0, 15.5/49.3, 18.2/51.6); the "
  "rank holds."),
 (D2, "Paired bootstrap gives p = 0.3077 for that pair and paired approximate randomization gives p = 0.8066",
  "p = 0.8066", T, "two-p-values-two-tests", "CC201",
  [(SB, 463, "p = 0.3077"), (SB, 528, "p = 0.8066")],
  "Two p-values for the same pair from two different tests (bootstrap and approximate randomization), both in the "
  "README and both named; not a conflict."),
 (D2, "arXiv:1904.9675 on my slide", "arXiv:1904.9675", M, "arxiv-number-leading-zero-dropped", "CC301",
  [(BS, 6, "arXiv-1904.09675")],
  "Since 2015 arXiv numbers have five digits; 1904.9675 has four (the leading zero of 09675 is dropped). The same "
  "talk gives 1904.09675 correctly in the Q&A."),
 (D2, "so 53 + 7 + 8 + 9 = 87 models added since 0.3.8", "53 + 7 + 8 + 9 = 87", M, "release-note-total-misadded",
  "CC105",
  [(BS, 35, "53 new pretrained models"), (BS, 31, "3 BigBird"), (BS, 33, "4 mT5"), (BS, 24, "8 SimCSE"),
   (BS, 21, "6 DeBERTa v3"), (BS, 22, "3 ByT5")],
  "The parts are right (53; 3 + 4; 8; 6 + 3) but they add up to 77, not 87."),
 (D2, "A chatbot summary I pulled last week put its Pearson correlation with WMT16 human scores at 0.78", "at 0.78", M,
  "chatbot-figure-in-model-card", "CC204",
  [(BS, 11, "microsoft/deberta-xlarge-mnli"), (BS, 63, "pearson correlation with human judgment")],
  "The 0.78 rests only on a chatbot summary with no primary link, while the README points to its own Google sheet of "
  "WMT16 correlations; the figure is nevertheless printed in an internal model card."),
 (D2, "Same pairs, two scales; we report both, each with its hash, and never compare across them",
  "never compare across them", T, "raw-and-rescaled-kept-apart", "CC202",
  [(BS, 158, "F1: 0.959333"), (BS, 169, "F1: 0.759045")],
  "0.959 (raw) and 0.759 (rescaled) are the same pairs on two scales; they are named and not compared."),
 (D2, 'we flagged them as "well below the 0.959 the README shows"', "well below the 0.959 the README shows", M,
  "rescaled-score-compared-with-raw", "CC202",
  [(BS, 158, "F1: 0.959333"), (BS, 165, "--rescale_with_baseline"), (BS, 169, "-rescaled P: 0.747044")],
  "The team's 0.71 was computed with --rescale_with_baseline; the README's 0.959 is the un-rescaled score (rescaled it "
  "is 0.759). The two are on different scales, and the comparison sent a team after a regression that did not exist."),
 (D2, "jiwer gives you five measures: WER, MER, WIL, WIP and CER", "five measures", T, "count-matches-list", "CC101",
  [(JW, 9, "word error rate (WER)"), (JW, 10, "(MER)"), (JW, 11, "(WIL)"), (JW, 12, "(WIP)"), (JW, 13, "(CER)")],
  "Five measures, five names, as in the README's numbered list."),
 (D2, "On WER, system C comes out on top with 14.2 %", "system C comes out on top", M, "error-metric-ranked-backwards",
  "CC103",
  [(JW, 9, "word error rate (WER)"), (JW, 6, "evaluate an automatic speech recognition system")],
  "WER is an error rate, lower is better: with 11.8 %, 12.5 % and 14.2 %, system A is best and system C worst. The "
  "ranking reads the column the wrong way round, and C was shipped on it."),
 (D2, 'said "raise recall@10 on the support-article set by 10%". Hybrid BM25 plus BGE moved recall@10 from 60 % to 66 %, so the OKR is met',
  "by 10%", M, "percent-vs-points-target", "CC104",
  [(PY, 57, "msmarco-v1-passage"), (PY, 92, "BGE-base-en-v1.5")],
  "'Raise recall@10 by 10%' has two readings: +10 % relative (60 % to 66 %, met) or +10 points (to 70 %, missed by 4 "
  "points). The relative reading is taken silently and the OKR is closed on it."),
 (D2, "the arXiv version, 1904.09675, and the OpenReview forum of the ICLR camera-ready, SkeHuCVFDr", "SkeHuCVFDr", T,
  "one-paper-two-identifiers", "CC206",
  [(BS, 6, "1904.09675"), (BS, 103, "SkeHuCVFDr")],
  "One work with two identifiers in two schemes (arXiv and OpenReview), as the README's badge and BibTeX give them; "
  "not one identifier for two works."),
 # ---- draft 3 (mixed zh/en wiki page with revision history): metagpt, camel-ai, browser-use, firecrawl-py
 (D3, "| v3 | 2029-03-23 | 周沁 | firecrawl-py 4.54.2 → 4.55.0", "4.54.2 → 4.55.0", T, "version-bump-logged",
  "CC401",
  [(FC, 2, "pypi.org/project/firecrawl-py/4.55.0/")],
  "The pinned version changes in v3 and the revision table records it; a logged change, not a silent one."),
 (D3, '§2 Python 上限改回 <3.12（v4 误读，README 原文 "less than 3.12"）', "改回 <3.12", T, "revert-with-erratum",
  "CC402",
  [(MG, 74, "but less than 3.12")],
  "The value returns to v1's <3.12 after v4's <3.13, with the reason given (v4 misread the README) and the README "
  "supporting the restored value; an explained correction, not a flip-flop."),
 (D3, "删除 gpt-engineer 对比行（本页其余部分已不引用）", "删除 gpt-engineer 对比行", T, "claim-removed-nothing-cites-it",
  "CC403",
  [(MG, 2, "pypi.org/project/metagpt/0.8.2/"), (CA, 2, "pypi.org/project/camel-ai/0.2.90/")],
  "The gpt-engineer comparison row is removed in v6 and nothing left on the page mentions gpt-engineer; the removal is "
  "logged. (The sources cited are the page's remaining candidates; gpt-engineer's README is not one of this set's "
  "sources.)"),
 (D3, "Browser Use 在 Stealth Bench V2 上拿到 90.5%，比我们自测 CAMEL 网页 Agent 的任务成功率 62% 高出近 30 个点",
  "高出近 30 个点", M, "stealth-score-vs-task-success", "CC202",
  [(BU, 53, "top score (90.5%) on [Stealth Bench V2]"), (BU, 230, "60-task subset of BU Bench V2")],
  "90.5 % is Browser Use Cloud's score on a stealth-browser benchmark (anti-bot detection), not an agent task-success "
  "rate; the 62 % is CAMEL's task success on the team's own tasks. Different metrics and subjects, subtracted as if "
  "comparable, and the routing decision rests on it."),
 (D3, "MetaGPT: Meta Programming for A Multi-Agent Collaborative Framework，arXiv:2208.00352", "arXiv:2208.00352", M,
  "arxiv-id-before-project-existed", "CC302",
  [(MG, 58, "Apr. 24, 2023: First line of MetaGPT code committed"), (MG, 56, "Jun. 30, 2023")],
  "A 2208 id is August 2022, eight months before MetaGPT's first line of code (2023-04-24, stated two lines up); the "
  "id is impossible for this paper (2308.00352 was meant)."),
 (D3, "MetaGPT 是 ICLR 2024 的 top 1.2%、Agent 类第 1；AFlow 是 ICLR 2025 的 top 1.8%、Agent 类第 2", "top 1.8%", T,
  "two-papers-two-rates", "CC201",
  [(MG, 46, ("top 1.2%", "ranking #1")), (MG, 37, ("top 1.8%", "ranking #2"))],
  "Two papers at two conferences with two acceptance figures and ranks, each as the README gives it; not a conflict."),
 (D3, "| AFlow | ICLR 2025 oral | openreview VtmBAGCN7o |", "openreview VtmBAGCN7o", M,
  "openreview-id-reused-for-second-paper", "CC206",
  [(MG, 37, "forum?id=z5uVAKwmjf"), (MG, 46, "forum?id=VtmBAGCN7o")],
  "VtmBAGCN7o is MetaGPT's OpenReview forum (the row above); AFlow's is z5uVAKwmjf. One identifier is given to two "
  "works, copied down from the neighbouring ICLR row."),
 (D3, "是项目方在 README News 里的自述，只作背景，不作选型依据", "只作背景", T, "self-reported-figure-hedged", "CC204",
  [(MG, 54, "17th time")],
  "The '17th time' comes from the project's own News and is marked as self-report and kept out of the decision; "
  "nothing rests on it."),
 (D3, 'Data Interpreter 在我们 40 个表格分析任务上成功率 71%（见"MetaGPT Data Interpreter 评测"小节）',
  '见"MetaGPT Data Interpreter 评测"小节', M, "cites-section-removed-in-v5", "CC403",
  [(MG, 41, "Data Interpreter")],
  "The 'MetaGPT Data Interpreter 评测' section was deleted in v5 (revision table); the 71 % and the reason for keeping "
  "the MetaGPT demo still point to it, so the claim now cites something the page no longer has."),
 (D3, "PyPI 项目名是 firecrawl-py，README 的安装命令写的是 `pip install firecrawl`", "`pip install firecrawl`", T,
  "two-real-package-names", "CC205",
  [(FC, 2, "pypi.org/project/firecrawl-py/"), (FC, 13, "pip install firecrawl")],
  "firecrawl-py is the PyPI project whose README this is, and the README's own install line says `pip install "
  "firecrawl`; both names are the source's, not a typo."),
 (D3, "论文检索 search_papers：约 4.3M 篇摘要", "约 4.3M 篇摘要", M, "erratum-undone-by-rewrite-from-old-draft",
  "CC402",
  [(FC, 311, "~43M paper")],
  "v1 had ~4.3M, v2 corrected it to ~43M against the README, and v6 rewrote §3 from the v1 draft: the value is back to "
  "the superseded 4.3M with no note, a flip-flop that also contradicts the README's ~43M."),
 (D3, "README 标注 search_github 已弃用、2026-11-03 之后停止响应", "2026-11-03 之后停止响应", T,
  "past-shutdown-date-migration-done", "CC303",
  [(FC, 342, "`search_github` is deprecated"), (FC, 343, "responding after 2026-11-03")],
  "A shutdown date long past by the page's date, stated as such, with the migration to developer_search reported done "
  "since v3; no pending promise."),
 (D3, "Hugging Face 上的合成数据集共 6 个：AI Society、Code、Math、Physics、Chemistry、Biology", "共 6 个", T,
  "count-matches-list", "CC101",
  [(CA, 426, "**AI Society**"), (CA, 431, "**Biology**")],
  "Six datasets named, six rows in the README's table (426-431)."),
 (D3, "CAMEL 当前最新版 0.2.9 已带 Firecrawl 采集 cookbook", "当前最新版 0.2.9", M, "trailing-zero-dropped-version",
  "CC203",
  [(CA, 2, "pypi.org/project/camel-ai/0.2.90/"), (CA, 483, "3 Ways to Ingest Data from Websites with Firecrawl")],
  "The page's baseline line gives camel-ai 0.2.90; '当前最新版 0.2.9' drops the trailing zero, and 0.2.9 is a much "
  "older release, so the page names two different current versions."),
 # ---- draft 4 (Chinese ticket export): rembg, supervision, mediapipe, mmpretrain
 (D4, "按 README，GPU 镜像约 1.6 GB（不含模型），节点磁盘配额申请 5 GB 足够", "GPU 镜像约 1.6 GB", M,
  "cpu-image-size-given-for-gpu-image", "CC201",
  [(RB, 499, ("~11GB", "~1.6GB"))],
  "The README gives ~11 GB for the CUDA image and ~1.6 GB for the CPU version; the ticket quotes the CPU figure for the "
  "GPU image and sizes the 5 GB disk quota on it."),
 (D4, "rembg 有三种边缘模式：Naive（默认）、Decontaminate（-dc）、Alpha matting（-a）、ViTMatte（-vm）", "三种边缘模式",
  M, "stale-readme-count-over-grown-list", "CC101",
  [(RB, 376, "three ways"), (RB, 381, "Naive"), (RB, 384, "ViTMatte")],
  "Three modes are announced and four are listed; the README's prose still says 'three ways' while its table has four "
  "rows (ViTMatte added), and the ticket copies both."),
 (D4, "这里按耗时约为原来的 1/1.3 ≈ 77% 理解，不是省掉 30% 的 70%", "1/1.3 ≈ 77%", T, "faster-reading-stated",
  "CC104",
  [(RB, 529, "Roughly 30% faster on CUDA")],
  "'30 % faster' is read as 1.3x the speed, i.e. about 77 % of the time, and the other reading is named and set aside; "
  "the arithmetic (1 / 1.3 = 0.769) is right and nothing is decided on the other reading."),
 (D4, "候选模型：birefnet-general、birefnet-portrait、bria-rmbg、RMBG-2.0、isnet-general-use", "bria-rmbg、RMBG-2.0", M,
  "same-model-under-two-names", "CC102",
  [(RB, 536, ("bria-rmbg-2.0.onnx", "briaai/RMBG-2.0"))],
  "rembg's bria-rmbg is BRIA's RMBG-2.0 (its download is bria-rmbg-2.0.onnx, its source briaai/RMBG-2.0); the "
  "candidate list carries the same model twice, under rembg's name and upstream's, and would run it twice."),
 (D4, "得到 5,880 / 1,260 / 1,260", "5,880 / 1,260 / 1,260", T, "two-step-split-correct", "CC105",
  [(SV, 172, "split_ratio=0.7"), (SV, 173, "split_ratio=0.5"), (SV, 176, "(700, 150, 150)")],
  "8,400 x 0.7 = 5,880 and the remaining 2,520 split in half gives 1,260 and 1,260; the same two-step split as the "
  "README's 700 / 150 / 150."),
 (D4, "类别合并为 cat、dog、person 三个，没有重复", "没有重复", T, "merged-classes-distinct", "CC102",
  [(SV, 196, "# 300"), (SV, 198, "['cat', 'dog', 'person']")],
  "The merged class list has three distinct names from two source lists (dog, person and cat), and 100 + 200 = 300; "
  "nothing repeats."),
 (D4, "MediaPipe 框架论文 arXiv:1906.08172（2019 年 6 月）", "arXiv:1906.08172", T, "arxiv-id-month-stated-right",
  "CC302",
  [(MP, 174, "1906.08172")],
  "1906 is June 2019, as the line says, long before the ticket; a year-bearing id that is not anachronistic."),
 (D4, "mediapipe README 的隐私声明（Last modified: June 5, 2026）", "Last modified: June 5, 2026", T,
  "source-dated-before-ticket", "CC304",
  [(MP, 121, "Last modified: June 5, 2026")],
  "The privacy notice is dated 2026-06-05, well before the ticket's 2029-03 dates; a dated source that is not in the "
  "future."),
 (D4, "mmpretrain 1.2.0（PyPI 当前版本）；README \"What's new\" 里的 v1.1.0、v1.0.0 是历史版本",
  "v1.1.0、v1.0.0 是历史版本", T, "older-versions-named-as-such", "CC203",
  [(MT, 2, "pypi.org/project/mmpretrain/1.2.0/"), (MT, 97, "v1.1.0"), (MT, 102, "v1.0.0")],
  "1.2.0 is the current package; v1.1.0 and v1.0.0 are named as history from the README's What's new."),
 (D4, 'CLI 示例里的 v8.1 是"换一个模型"的写法示例，不是默认值', "v8.1", T, "example-value-vs-default", "CC201",
  [(RB, 199, "midjourney/v8.1/remove-background"), (RB, 551, "Defaults to `midjourney/v8.2/remove-background`")],
  "v8.2 is the documented default of the atlascloud session and v8.1 appears in the README only as an example of "
  "picking another model; two values for two things."),
 (D4, "supervision 最新版是 0.31.3（README 里 examples 的链接就指向 0.31.3）", "最新版是 0.31.3", M,
  "version-read-off-link-url", "CC203",
  [(SV, 2, "pypi.org/project/supervision/0.31.2/"), (SV, 238, "tree/0.31.3/examples")],
  "The ticket header gives supervision 0.31.2 as PyPI's latest; comment #3 calls 0.31.3 the latest because a README "
  "link points at a 0.31.3 tree. Two 'latest' versions in one ticket in the same week, the second taken from a URL, "
  "not a release."),
 (D4, "《商品图抠图质量评测 v2》（图像平台 wiki，2029-03-21 更新）", "2029-03-21 更新", M, "internal-page-dated-after-export",
  "CC304",
  [(RB, 536, "bria-rmbg"), (RB, 422, "`bria-rmbg` is")],
  "The ticket was exported on 2029-03-16 and comment #4 is of 2029-03-14, but the evaluation page it defers to is "
  "dated 2029-03-21: a cited source dated after the document, on which the model choice is closed."),
 (D4, "对照 2.0.86 README 更正：bria-rmbg 是默认模型", "对照 2.0.86 README 更正", T, "revision-with-note", "CC401",
  [(RB, 422, "`bria-rmbg` is"), (RB, 423, "the default"), (RB, 2, "pypi.org/project/rembg/2.0.86/")],
  "The description's default model changes from u2net to bria-rmbg and the history row gives the reason, which the "
  "README supports; a logged revision."),
 (D4, '| 2029-03-14 18:30 | 邓启明 | 描述 | 第 6 条"单图 0.61 s" → "单图 0.42 s" |', '"单图 0.61 s" → "单图 0.42 s"', M,
  "measurement-edited-without-note", "CC401",
  [(RB, 529, "birefnet-general-fp16")],
  "The measured GPU latency in the description drops from 0.61 s to 0.42 s with an empty note, although the history "
  "table's heading makes the note mandatory and every other edit has one; nothing says whether it was re-measured."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
