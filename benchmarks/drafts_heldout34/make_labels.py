#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-fourth held-out set (drafts_heldout34).

Same schema as ../drafts_heldout33/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 33, so the ids are
unique within this set and the draft names (heldout34-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-42/ (four per draft, none
shared): Bayesian inference and statistics (D1, a chapter of a Chinese master's thesis), audio (D2, an
English monthly investor update of an audio-ML startup), keyword extraction and summarisation (D3, a
Chinese data-annotation guideline), web text extraction (D4, a bilingual zh/en competition solution
write-up). A source path that starts with "benchmarks/" is relative to the repository root (the
parent of this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout34-pending); any other path is relative to the shared directory (default /work/shared;
override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-42/"
DY = NR + "dynesty.md"
BI = NR + "bilby.md"
BJ = NR + "blackjax.md"
PG = NR + "pingouin.md"
AU = NR + "audiomentations.md"
MM = NR + "madmom.md"
PA = NR + "pyaudio.md"
PW = NR + "pyworld.md"
KB = NR + "keybert.md"
YK = NR + "yake.md"
RK = NR + "rake-nltk.md"
SU = NR + "sumy.md"
TF = NR + "trafilatura.md"
JT = NR + "justext.md"
GO = NR + "goose3.md"
RL = NR + "readability-lxml.md"

D1, D2, D3, D4 = ("heldout34-01-dynesty-bilby-blackjax-pingouin-thesis-chapter.md",
                  "heldout34-02-audiomentations-madmom-pyaudio-pyworld-investor-update.md",
                  "heldout34-03-keybert-yake-rake-nltk-sumy-annotation-guideline.md",
                  "heldout34-04-trafilatura-justext-goose3-readability-lxml-competition-writeup.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese master's thesis chapter, 4.1-4.6, tables 4-1 to 4-4, revision record): dynesty, bilby, blackjax, pingouin
 (D1, '- pingouin 0.7.0 的 README 列出主要依赖 9 个：NumPy、SciPy、Pandas、Pandas-flavor、Statsmodels、Matplotlib、Seaborn、Scikit-learn、Tabulate；Mpmath 仅部分函数另需，不在其内。',
  '列出主要依赖 9 个', T, 'pingouin-nine-dependencies', 'CC101',
  [(PG, 84, 'NumPy <https://numpy.org/>`_ >= 2.2.2'), (PG, 85, 'SciPy'), (PG, 86, 'Pandas <https://pandas.pydata.org/>'), (PG, 87, 'Pandas-flavor'), (PG, 88, 'Statsmodels'), (PG, 89, 'Matplotlib'), (PG, 90, 'Seaborn'), (PG, 91, 'Scikit-learn'), (PG, 92, 'Tabulate'), (PG, 96, 'Mpmath')],
  "Nine stated, nine named, the nine main dependencies of pingouin's README (lines 84-92); Mpmath, "
  'which only some functions need (line 96), is named separately and said not to be one of them. Right '
  'count.'),
 (D1, '- pingouin 要求 NumPy >= 2.2.2，服务器上装的是 NumPy 2.3.1：前者是依赖下限，后者是实际安装版本，二者并不冲突。',
  'NumPy 2.3.1', T, 'numpy-floor-vs-installed', 'CC203',
  [(PG, 84, '>= 2.2.2')],
  "2.2.2 is pingouin's minimum NumPy version (README line 84) and 2.3.1 the version installed on the "
  'server (table 4-1); the line says which is which, and 2.3.1 satisfies the floor. A requirement and '
  "an installed version, not two 'latest' versions. (The installed version is a team fact.)"),
 (D1, '同一份 mixed_anova 示例数据里，Group 因素在单因素 ANOVA 中 F = 5.244，在混合设计 ANOVA 中 F = 5.052，',
  '在混合设计 ANOVA 中 F = 5.052', T, 'group-f-two-models', 'CC201',
  [(PG, 251, "pg.anova(data=df, dv='Scores', between='Group', detailed=True)"), (PG, 260, '5.244    0.023'), (PG, 316, 'pg.mixed_anova('), (PG, 326, '5.052    0.028')],
  "Both F values are pingouin README outputs on the same 'mixed_anova' dataset: 5.244 from the one-way "
  'ANOVA on Group, 5.052 for Group in the two-way mixed ANOVA with Time as within factor. Different '
  'models (and error terms), stated as such on the next line. Not a value conflict.'),
 (D1, '为了在已知真值的条件下比较采样器，本节按第 3 章的双行星模型生成 20 组模拟数据集，',
  '生成 20 组模拟数据集', M, 'dataset-count-changed-silently', 'CC401',
  [(DY, 2, 'pypi.org/project/dynesty/3.1.0/'), (PG, 2, 'pypi.org/project/pingouin/0.7.0/')],
  'Number of simulated data sets: 10 in draft 1, 16 in draft 2 (both in the revision record, the second'
  " with the supervisor's comment as reason), 20 in the body of draft 4 (4.2, and the 180 runs, F(2, "
  '38), T(19) that follow from it), while neither the draft 3 nor the draft 4 entry mentions the '
  'change. A value changed between drafts without a changelog note. (Team figures.)'),
 (D1, 'ln B₂₁ = ln Z₂ − ln Z₁ = −402.37 − (−409.85) = 7.48，即 B₂₁ = e^7.48 ≈ 1.8 × 10³，',
  'B₂₁ = e^7.48 ≈ 1.8 × 10³', T, 'bayes-factor-right', 'CC105',
  [(DY, 14, 'A Dynamic Nested Sampling package for computing Bayesian posteriors and'), (DY, 15, 'evidences.')],
  "−402.37 − (−409.85) = 7.48 with table 4-2's S1 values, and e^7.48 = 1,772 ≈ 1.8 × 10³. The "
  'difference of log evidences and its exponential are both right. (Team figures.)'),
 (D1, '| GPU | 14 s | 12 s | 19 s | 41 s |',
  '19 s | 41 s', M, 'gpu-time-parts-sum-45', 'CC105',
  [(BJ, 14, 'BlackJAX is a library of samplers for'), (BJ, 15, 'works on CPU as well as GPU.')],
  'Table 4-4 splits the GPU run of S3 into JIT 14 s + warm-up 12 s + sampling 19 s = 45 s, but its '
  'total column (and table 4-3) says 41 s; the CPU row adds up (12 + 38 + 46 = 96 s). Parts that do not'
  ' add up to the stated total. (Team figures.)'),
 (D1, '以上检验结果已在 2042-03-12（周三）的课题组组会上报告，组会纪要见附录 C。',
  '2042-03-12（周三）的课题组组会', T, 'group-meeting-before-draft', 'CC304',
  [(PG, 2, 'pypi.org/project/pingouin/0.7.0/')],
  'The group-meeting minutes cited for section 4.6 are dated 2042-03-12 (a Wednesday), two days before '
  'the chapter draft of 2042-03-14. A source dated before the document. (Team facts.)'),
 (D1, '本章的主要结论可归纳为以下三点：',
  '以下三点', M, 'three-conclusions-four-listed', 'CC101',
  [(DY, 2, 'pypi.org/project/dynesty/3.1.0/'), (BJ, 2, 'pypi.org/project/blackjax/1.7.1/')],
  "'以下三点' heads a list of four conclusions, （1） to （4）, in the chapter summary. A stated count against "
  'the items enumerated. (Team text.)'),
 (D1, '（2）双行星模型 M2 的证据最高（S1 的 ln Z₂ = −404.37），相对 M1 的 ln B₂₁ = 7.48。',
  'ln Z₂ = −404.37', M, 'lnz2-summary-vs-table', 'CC201',
  [(DY, 14, 'A Dynamic Nested Sampling package for computing Bayesian posteriors and'), (DY, 15, 'evidences.')],
  "Table 4-2 and section 4.4 give S1's log evidence for M2 as −402.37 (mean of the 20 data sets); the "
  'summary gives −404.37 for the same sampler, model and setting, and with it ln B₂₁ would be 5.48, not'
  ' the 7.48 stated beside it. Same subject and conditions, two values. (Team figures.)'),
 (D1, '[3] Koposov S, et al. dynesty（软件实现）[CP]. Zenodo, 2024. DOI:10.5281/zenodo.3348367（表 4-1 注 a 中的 DOI 指的就是本条）.',
  'DOI:10.5281/zenodo.3348367', T, 'dynesty-zenodo-doi-same-work', 'CC206',
  [(DY, 6, 'zenodo.3348367'), (DY, 41, 'The Python implementation [Koposov et al. (2024)](https://doi.org/10.5281/zenodo.3348367)')],
  'The DOI appears twice in the chapter (note a under table 4-1 and reference [3]), both times for '
  "Koposov et al. (2024), dynesty's software citation in its README; the line says they are the same "
  'entry. One identifier, one work.'),
 (D1, '[6] Hoffman M D, Gelman A. The No-U-Turn Sampler: adaptively setting path lengths in Hamiltonian Monte Carlo[J]. JMLR, 2014. arXiv:2402.10797.',
  'arXiv:2402.10797', M, 'nuts-given-blackjax-arxiv', 'CC206',
  [(BJ, 144, 'title={BlackJAX: Composable {B}ayesian inference in {JAX}}'), (BJ, 147, 'eprint={2402.10797}')],
  "arXiv:2402.10797 is the BlackJAX paper (reference [4], as in BlackJAX's README bibtex); reference "
  "[6] gives the same id to Hoffman and Gelman's NUTS paper of 2014, which cannot carry a 2024 (2402) "
  'id. One identifier given to two different works.'),
 (D1, '[7] 韩松岩, 沈知遥. 多行星径向速度模型嵌套采样的收敛判据[EB/OL]. arXiv:4204.01873, 2042（已录用）.',
  'arXiv:4204.01873', M, 'convergence-preprint-from-april-2042', 'CC302',
  [(DY, 2, 'pypi.org/project/dynesty/3.1.0/'), (BI, 2, 'pypi.org/project/bilby/2.8.2/')],
  '4204 is April 2042; the chapter draft is dated 2042-03-14, yet it cites the preprint as accepted and'
  " takes S1's stopping threshold dlogz = 0.1 from it (section 4.2). An identifier dated after the "
  'document. (Invented id.)'),
 (D1, '| 第 2 稿 | 2042-01-16（周四） | 承诺在 2042-03-01 前补做 BlackJAX 在 GPU 上的实验 |',
  '承诺在 2042-03-01 前补做', T, 'gpu-experiment-promise-kept', 'CC303',
  [(BJ, 15, 'works on CPU as well as GPU.'), (BJ, 26, 'Want to sample on GPU;')],
  'The promised date 2042-03-01 has passed by the draft of 2042-03-14, but the next revision entry '
  '(draft 3, 2042-02-20) confirms the GPU runs were done on 18 February, and section 4.5 with tables '
  '4-3 and 4-4 reports them. A passed promise with confirmation. (Team facts.)'),
 (D1, '| 第 3 稿 | 2042-02-20（周四） | S1 的 nlive 改回 500：nlive = 1,000 时各模型 ln Z 变化不超过 0.03，耗时却约为 2 倍 |',
  'S1 的 nlive 改回 500', T, 'nlive-back-to-500-with-reason', 'CC402',
  [(DY, 14, 'A Dynamic Nested Sampling package')],
  'nlive: 500 (draft 1) -> 1,000 (draft 2) -> 500 (draft 3), and the draft 3 entry gives the reason (ln'
  ' Z moved by at most 0.03 at twice the run time); section 4.2 uses 500. A documented return. (Team '
  'facts.)'),
 # ---- draft 2 (English monthly investor update, ## 1.-10. headings): audiomentations, madmom, pyaudio, pyworld
 (D2, "- MRR closed October at $46.2k, up $6.6k or 21% on September's restated $39.6k.",
  'up $6.6k or 21%', M, 'mrr-growth-21-is-16-7', 'CC105',
  [(AU, 2, 'pypi.org/project/audiomentations/0.43.1/')],
  '$46.2k - $39.6k = $6.6k, and $6.6k / $39.6k = 16.7 %, not 21 % (even against the unrestated $40.8k '
  'the growth is 13.2 %). A stated change that disagrees with the figures it is computed from. (Team '
  'figures.)'),
 (D2, '- September MRR is restated from $40.8k to $39.6k: an annual contract worth $1.2k of MRR was refunded on 3 October, so we took it out of September too.',
  'restated from $40.8k to $39.6k', T, 'september-mrr-restated-with-note', 'CC401',
  [(AU, 2, 'pypi.org/project/audiomentations/0.43.1/')],
  "September's MRR changes from last month's $40.8k to $39.6k, and the note says so with the reason "
  '($1.2k of MRR refunded; 40.8 - 1.2 = 39.6); the table marks it restated. A logged revision. (Team '
  'figures.)'),
 (D2, '- ARR run-rate is now 2× what it was a year ago: $277k in October 2040, $554k now ($46.2k × 12).',
  'now 2× what it was a year ago', T, 'arr-doubled-both-values', 'CC104',
  [(AU, 2, 'pypi.org/project/audiomentations/0.43.1/')],
  "'2× what it was' with both values given ($277k -> $554k, and $46.2k × 12 = $554.4k) has one reading "
  'only: twice the earlier value. Unambiguous. (Team figures.)'),
 (D2, '- Runway: $4.62M of cash ÷ $330k net burn = 14.0 months. We plan on 13 months to keep a buffer for the hires in section 5.',
  '$4.62M of cash ÷ $330k net burn = 14.0 months', T, 'runway-arithmetic-right', 'CC105',
  [(AU, 2, 'pypi.org/project/audiomentations/0.43.1/')],
  '4.62 / 0.33 = 14.0 months; the cash ($4.95M - $0.33M = $4.62M) and the burn ($376k - $46k = $330k, '
  'section 8) agree with the table. Right arithmetic; planning on 13 is a stated choice. (Team '
  'figures.)'),
 (D2, 'On a mid-range Android phone it is now 200% faster than in September (61 ms per one-second block),',
  '200% faster', M, 'two-hundred-percent-faster-decides-budget', 'CC104',
  [(PW, 14, 'WORLD Vocoder is a fast and high-quality vocoder'), (AU, 14, 'Audiomentations runs on CPU')],
  "'200% faster' than 61 ms reads as three times the speed (about 20.3 ms, under the 25 ms budget) or "
  'as twice (about 30.5 ms, over it); no new time is given, and the phrase alone is taken to clear the '
  "handset partner's budget. An ambiguous multiplier deciding a comparison. (Team figures.)"),
 (D2, 'We report latency two ways and keep them apart: 23 ms p50 on the reference Pixel (on-device) and',
  '23 ms p50 on the reference Pixel (on-device)', T, 'latency-two-targets-kept-apart', 'CC202',
  [(AU, 2, 'pypi.org/project/audiomentations/0.43.1/')],
  'Two latencies for two deployment targets (on-device Pixel 23 ms, server GPU 9 ms), both p50 and both'
  ' labelled, and the update says they are not compared. Conditions stated; no comparison drawn. (Team '
  'figures.)'),
 (D2, 'background noise, a 5.3-point regression, so we paused the Android rollout of the new model.',
  'a 5.3-point regression', M, 'clean-vs-noisy-accuracy-compared', 'CC202',
  [(AU, 55, 'Mixes in another sound to add background noise')],
  "93.4 % is September's accuracy on the clean studio test set, 88.1 % October's on that set re-mixed "
  'at 5 dB SNR with background noise; the two conditions differ, so the 5.3-point "regression" is not a'
  ' change of the model, yet it pauses the rollout. Figures under different conditions compared as one '
  'series. (Team figures.)'),
 (D2, '**Roadmap trimmed.** Removed from the roadmap: the Linux desktop app. It is not in the plan, the hiring numbers or the runway below.',
  'Removed from the roadmap: the Linux desktop app', T, 'linux-app-removed-not-cited', 'CC403',
  [(PA, 8, 'GNU/Linux')],
  'The Linux desktop app is dropped and no other section (plan, hiring, runway, pipeline, promises) '
  'mentions it. A removal mentioned only as a removal. (Team facts.)'),
 (D2, '- Transforms in the training recipe: AddBackgroundNoise, ApplyImpulseResponse, HighPassFilter, HighShelfFilter, LowPassFilter, LowShelfFilter, Mp3Compression (the pass and shelf filters are four distinct transforms).',
  'HighPassFilter, HighShelfFilter, LowPassFilter, LowShelfFilter', T, 'pass-and-shelf-filters-distinct', 'CC102',
  [(AU, 71, 'HighPassFilter'), (AU, 72, 'HighShelfFilter'), (AU, 76, 'LowPassFilter'), (AU, 77, 'LowShelfFilter')],
  'HighPassFilter, HighShelfFilter, LowPassFilter and LowShelfFilter are four separate transforms of '
  "audiomentations' list; no item repeats. Look-alike items, not duplicates."),
 (D2, '- torch-audiomentations is a separate PyTorch project with GPU support that the audiomentations README points to; we tried it for GPU training and kept audiomentations on CPU workers.',
  'torch-audiomentations is a separate PyTorch project', T, 'torch-audiomentations-separate-project', 'CC205',
  [(AU, 18, 'Need a Pytorch-specific alternative with GPU support? Check out [torch-audiomentations]')],
  "torch-audiomentations is the PyTorch/GPU alternative that audiomentations' README itself names; the "
  'line says it is a separate project. A known name, not a near-miss of audiomentations.'),
 (D2, '1. ML engineer, data and augmentation pipelines (audiomentaions or torch-audiomentations experience a plus).',
  'audiomentaions', M, 'audiomentaions-typo', 'CC205',
  [(AU, 2, 'pypi.org/project/audiomentations/0.43.1/'), (AU, 4, '# Audiomentations')],
  "'audiomentaions' (the t and i swapped) for audiomentations, the package in the tech-stack table, "
  'inside a job advert. A near-miss spelling of a known name.'),
 (D2, '| P1 | Hire a senior DSP engineer | 31 October | Done: Priya started Monday, 21 October |',
  'Done: Priya started Monday, 21 October', T, 'dsp-hire-promise-kept', 'CC303',
  [(MM, 2, 'pypi.org/project/madmom/0.16.1/')],
  "Last month's promise (by 31 October) has passed by the update of 4 November, and the row confirms it"
  ' was met on 21 October (a Monday), as section 5 repeats. A passed promise with confirmation. (Team '
  'facts.)'),
 (D2, '| P2 | Windows desktop beta to 100 testers | 25 October | On track; invites going out this week |',
  'On track; invites going out this week', M, 'windows-beta-overdue', 'CC303',
  [(PA, 26, 'Windows MME API, DirectSound, WASAPI, and WDM-KS')],
  'The Windows beta was promised for 25 October; on 4 November it is reported "on track" with invites '
  'still to go out, with no confirmation anywhere that it shipped (the TL;DR calls it the one thing '
  'that slipped). A promise past its date without confirmation. (Team facts.)'),
 (D2, '- Telephony: 3 pilots of the call-centre voice cleanup add-on are expected to convert in November, adding about $4.5k of MRR.',
  '3 pilots of the call-centre voice cleanup add-on', M, 'discontinued-telephony-still-in-pipeline', 'CC403',
  [(PW, 93, 'WORLD vocoder is designed for speech sampled ≥ 16 kHz.'), (PW, 94, 'Applying WORLD to 8 kHz speech will fail.')],
  'Section 3 says the 8 kHz telephony add-on was switched off on 15 October (WORLD needs at least 16 '
  "kHz, as pyworld's README says); the November outlook still counts three pilots of that add-on and "
  '$4.5k of MRR from them. A removed product still relied on elsewhere.'),
 # ---- draft 3 (Chinese annotation guideline, 一、-八、 headings, version history): keybert, yake, rake-nltk, sumy
 (D3, '- YAKE README 列出的特点共 4 条：无监督、与语言和领域无关、面向单篇文档、无需训练或词典；因此中文稿件分词后也可直接使用。',
  '特点共 4 条', T, 'yake-four-features', 'CC101',
  [(YK, 15, 'Unsupervised approach'), (YK, 16, 'Language and domain independent'), (YK, 17, 'Single-document focused'), (YK, 18, 'No training or dictionaries required')],
  "Four stated, four named, the four items of YAKE's Features list. Right count."),
 (D3, '- YAKE 命令行的去重函数 `--dedup-func` 有 leve、jaro、seqm 三个取值，是三种不同的去重方法，并非重复项；本项目用 seqm。',
  'leve、jaro、seqm 三个取值', T, 'yake-dedup-functions-distinct', 'CC102',
  [(YK, 47, '-df, --dedup-func [leve|jaro|seqm]')],
  "leve, jaro and seqm are the three values of YAKE's --dedup-func option; none repeats. Short "
  'look-alike items, not a duplicate.'),
 (D3, '- 每篇稿件依次用 LexRank、LSA、Luhn、LexRank、Edmundson 生成候选摘要，平台按方法名分栏显示。',
  'LexRank、LSA、Luhn、LexRank、Edmundson', M, 'lexrank-listed-twice', 'CC102',
  [(SU, 56, 'sumy lex-rank'), (SU, 58, 'sumy luhn'), (SU, 59, 'sumy edmundson'), (SU, 68, 'sumy_eval lsa')],
  'The list of sumy methods names LexRank twice (first and fourth); the platform shows one column per '
  'method, and example 3 uses LexRank and LSA once each. A repeated item in an enumeration.'),
 (D3, '自 v2.0 起双标比例由 10% 提高到 20%，双标稿件数相应变为原来的 2 倍（1,200 → 2,400 篇）。',
  '变为原来的 2 倍（1,200 → 2,400 篇）', T, 'double-annotation-doubled', 'CC104',
  [(KB, 2, 'pypi.org/project/keybert/0.9.0/')],
  "'变为原来的 2 倍' with both counts (12,000 × 10 % = 1,200 -> 12,000 × 20 % = 2,400) has one reading only; "
  'the change is logged in the v2.0 history. Unambiguous. (Team figures.)'),
 (D3, "二标完成后按批次计算 Cohen's Kappa，关键词 Kappa ≥ 0.70 的批次即视为合格，进入质检。",
  '关键词 Kappa ≥ 0.70', M, 'keyword-kappa-070-vs-075', 'CC201',
  [(KB, 2, 'pypi.org/project/keybert/0.9.0/'), (YK, 2, 'pypi.org/project/yake/0.7.3/')],
  'Section 4 passes a batch at keyword Kappa >= 0.70; section 6 sets the batch pass mark for the same '
  'Kappa at >= 0.75 and sends 0.60-0.75 batches to arbitration. Same metric, same condition, two '
  'thresholds. (Team figures.)'),
 (D3, '工时估算：预标注召回率按 68% 估算（该数字来自某公众号文章转述的“行业经验”，原始出处未找到），',
  '预标注召回率按 68% 估算', M, 'recall-from-wechat-article', 'CC204',
  [(KB, 14, 'KeyBERT is a minimal and easy-to-use keyword extraction technique'), (YK, 11, 'YAKE! is a lightweight unsupervised automatic keyword extraction method'), (RK, 9, 'RAKE short for Rapid Automatic Keyword Extraction algorithm')],
  'The pre-annotation recall that sets the manual workload (2.6 keywords per article, 1,360 '
  'person-hours) rests only on an article retelling "industry experience", with no original source, '
  "while the project's own pilot (next lines) is available. A figure on a tertiary source. (Team "
  'figures.)'),
 (D3, '作为对照，v1.1 试点（2041 年 12 月，600 篇）中预标注候选的总采纳率为 41%，原始记录与统计脚本',
  '总采纳率为 41%', T, 'pilot-acceptance-with-records', 'CC204',
  [(KB, 2, 'pypi.org/project/keybert/0.9.0/')],
  "The 41 % acceptance rate comes from the project's own v1.1 pilot (600 articles), with raw records "
  'and the script in appendix B. A figure with its primary source. (Team figures.)'),
 (D3, '- 同一文档在 `(1, 2)` 设置下最高分为 learning algorithm 的 0.6978，高于 `(1, 1)` 下 learning 的 0.4604；n-gram 范围不同，两组分数不作横向比较，也不是数值冲突。',
  'learning algorithm 的 0.6978', T, 'keybert-scores-two-ngram-ranges', 'CC201',
  [(KB, 108, 'keyphrase_ngram_range=(1, 1)'), (KB, 109, "('learning', 0.4604)"), (KB, 120, 'keyphrase_ngram_range=(1, 2)'), (KB, 121, "('learning algorithm', 0.6978)")],
  "Both top scores come from KeyBERT's README on the same document, under two settings (ngram range (1,"
  ' 1) and (1, 2)) and for different candidates; the line says so. Not a value conflict.'),
 (D3, '- 在 Max Sum 设置（nr_candidates = 20，top_n = 5）下，得分最高的是排在第一位的 set training examples（0.7504），标注员可优先采纳。',
  '得分最高的是排在第一位的 set training examples（0.7504）', M, 'maxsum-top-is-not-first', 'CC103',
  [(KB, 149, 'use_maxsum=True, nr_candidates=20, top_n=5)'), (KB, 150, "('set training examples', 0.7504)"), (KB, 151, "('generalize training data', 0.7727)")],
  "In KeyBERT's Max Sum output the first-listed phrase, 'set training examples', scores 0.7504, but the"
  " second, 'generalize training data', scores 0.7727: the first is not the highest, and annotators are"
  ' told to prefer it. A ranking the listed values refute.'),
 (D3, '- YAKE 的分数越低越相关：google（0.0266）排第一，kaggle（0.0289）第二，ceo anthony goldbloom（0.0299）第三；不要按 KeyBERT“越高越好”的习惯去读。',
  'google（0.0266）排第一', T, 'yake-lower-is-better', 'CC103',
  [(YK, 87, 'The lower the score, the more relevant the keyword is.'), (YK, 89, "('google', 0.026580863364597897)"), (YK, 90, "('kaggle', 0.0289005976239829)"), (YK, 91, "('ceo anthony goldbloom', 0.029946071606210194)")],
  'For YAKE a lower score is more relevant (README line 87): 0.0266 < 0.0289 < 0.0299 puts google '
  'first, kaggle second and ceo anthony goldbloom third, as stated. Right ranking on an inverted scale.'),
 (D3, '- 引用 YAKE 时注意：ECIR 2018 的两篇论文（LNCS 第 10772 卷第 684–691 页与第 806–810 页）是两篇不同论文、同属一卷，卷号 10772 不是论文编号。',
  '卷号 10772 不是论文编号', T, 'lncs-volume-not-an-id', 'CC206',
  [(YK, 153, 'vol 10772, pp. 684-691'), (YK, 155, 'vol 10772, pp. 806 - 810')],
  "Two ECIR 2018 papers in YAKE's citation list share LNCS volume 10772 with different pages; a volume "
  'number is not an identifier of a work, as the line says. No id given to two works.'),
 (D3, '| 预标注服务上线（KeyBERT + YAKE + sumy） | 工具组 | 2042-01-05 | 进行中 |',
  '2042-01-05 | 进行中', M, 'preannotation-service-overdue', 'CC303',
  [(KB, 2, 'pypi.org/project/keybert/0.9.0/'), (SU, 2, 'pypi.org/project/sumy/0.13.0/')],
  'The pre-annotation service was due on 2042-01-05; the guideline of 2042-01-16 still lists it as in '
  'progress, with no confirmation elsewhere (versions were checked on a test server), though every step'
  ' of section 4 starts from it. A promise past its date without confirmation. (Team facts.)'),
 (D3, '| v2.0 | 2042-01-16（周四） | 质检抽检率改回 10% |',
  '质检抽检率改回 10%', M, 'qa-rate-back-to-10-without-reason', 'CC402',
  [(KB, 2, 'pypi.org/project/keybert/0.9.0/')],
  'QA sampling rate: 10 % (v1.0) -> 20 % (v1.1, because six new annotators joined) -> 10 % again in '
  'v2.0 with no reason, while the six are still on the team (section 1). A value returned to its '
  'earlier value without a reason. (Team facts.)'),
 (D3, '| v2.0 | 2042-01-16（周四） | KeyBERT top_n 改回 5：v1.1 试点中第 6–10 名候选的采纳率仅 4%，标注员反馈候选过多 |',
  'KeyBERT top_n 改回 5', T, 'top-n-back-to-5-with-reason', 'CC402',
  [(KB, 149, 'top_n=5')],
  'top_n: 5 (v1.0) -> 10 (v1.1) -> 5 (v2.0), and the v2.0 entry gives the reason (candidates 6-10 '
  'accepted only 4 % of the time in the pilot); table 1 uses 5. A documented return. (Team facts.)'),
 # ---- draft 4 (bilingual zh/en competition write-up, ## 0.-10. headings, changelog): trafilatura, justext, goose3, readability-lxml
 (D4, '   - 元数据特征：goose3 的 meta_description 与该块文字的重合度（对列表页帮助最大）。',
  'goose3 的 meta_description 与该块文字的重合度', M, 'removed-goose3-feature-still-listed', 'CC403',
  [(GO, 108, 'article.meta_description')],
  'The v2 changelog removes the goose3 meta_description overlap feature as a leak (13 -> 12 features), '
  'yet the v2 pipeline section still lists it among the block features. A removed item still presented '
  'as part of the solution.'),
 (D4, 'readabillity-lxml==0.9',
  'readabillity-lxml', M, 'readabillity-typo-in-requirements', 'CC205',
  [(RL, 2, 'pypi.org/project/readability-lxml/0.9/'), (RL, 17, 'pip install readability-lxml')],
  "'readabillity-lxml' (an extra l) for readability-lxml in the requirements excerpt offered for "
  'reproduction; the package is spelt correctly everywhere else. A near-miss of a known name.'),
 (D4, '- readability-lxml 自己的 166 页基准（见其 0.9 的更新日志）为 precision 0.991、recall 0.956、F1 0.973，语料与评分都与本赛题不同，只作参考。',
  'precision 0.991、recall 0.956、F1 0.973', T, 'readability-benchmark-quoted-from-changelog', 'CC204',
  [(RL, 91, 'to precision 0.991, recall 0.956, and F1 0.973')],
  "The three figures are readability-lxml's own 166-page benchmark from its 0.9 changelog, cited as "
  'such, and kept apart from the competition scores. Primary source.'),
 (D4, '7.1 goose3 作主抽取器：早期就放弃了，据说它比 trafilatura 慢约 40%（比赛 Discord 里一条评论，没有基准），我们自己始终没有计时。',
  '据说它比 trafilatura 慢约 40%', M, 'goose3-speed-from-discord', 'CC204',
  [(GO, 2, 'pypi.org/project/goose3/3.1.22/'), (TF, 44, 'It is **robust and reasonably fast**.')],
  'The "about 40 % slower" that got goose3 dropped rests on one Discord comment with no benchmark, and '
  "the team never timed it (table 4 says 'not timed'). A decisive number on an unknown source."),
 (D4, '7.2 Pinning readability-lxml: we stayed on 0.8.4.1, the latest release on PyPI, so the 0.9 fixes (CJK titles, inline links) were not available to us.',
  'we stayed on 0.8.4.1, the latest release on PyPI', M, 'readability-0841-called-latest', 'CC203',
  [(RL, 2, 'pypi.org/project/readability-lxml/0.9/'), (RL, 79, 'CJK title length handling'), (RL, 81, 'Preserved inline links'), (RL, 91, 'in 0.8.4.1')],
  'The comparison table and the requirements give readability-lxml 0.9 (the PyPI release); section 7.2 '
  'calls 0.8.4.1 the latest release on PyPI and says the team stayed on it. 0.8.4.1 is the baseline of '
  "0.9's benchmark line. Two different current versions of one package in one write-up."),
 (D4, '7.3 标题锚定启发式（v2 删除，见第 10 节；本文其他部分不再引用）。',
  '7.3 标题锚定启发式（v2 删除', T, 'title-anchor-cited-only-as-removed', 'CC403',
  [(TF, 2, 'pypi.org/project/trafilatura/2.3.1/')],
  'The title-anchor heuristic was removed in v2 (changelog, with its reason) and appears only as '
  'removed; no score, ablation row or feature count relies on it. A removal mentioned only as a '
  'removal. (Team facts.)'),
 (D4, '7.5 许可证提醒 / licence note: trafilatura 2.3.1 为 Apache 2.0；其 README 中的 v1.8.0 只是许可证切换点（此前版本为 GPLv3+），不是另一个“当前版本”。',
  'v1.8.0 只是许可证切换点', T, 'trafilatura-licence-cutover-version', 'CC203',
  [(TF, 2, 'pypi.org/project/trafilatura/2.3.1/'), (TF, 113, 'Apache 2.0 license'), (TF, 115, 'Versions prior to v1.8.0 are under GPLv3+ license.')],
  "2.3.1 is trafilatura's current version; v1.8.0 is only where its README says the licence changed "
  "(earlier versions GPLv3+), as the line explains. Not two 'latest' versions."),
 (D4, '7.6 名称提醒 / naming: python-readability 是 readability-lxml 的 README 标题与仓库名（buriy/python-readability），与 PyPI 包 readability-lxml 是同一个项目，不是拼写变体。',
  'python-readability 是 readability-lxml 的 README 标题与仓库名', T, 'python-readability-same-project', 'CC205',
  [(RL, 6, '# python-readability'), (RL, 17, 'pip install readability-lxml'), (RL, 64, 'github.com/buriy/python-readability')],
  "python-readability is the title of readability-lxml's README and its repository name; it names the "
  'same project, as the line says. A known alias, not a typo.'),
 (D4, '[1] Barbaresi, A. Trafilatura: A Web Scraping Library and Command-Line Tool for Text Discovery and Extraction. ACL/IJCNLP 2021 System Demonstrations, pp. 122–131. DOI:10.18653/v1/2021.acl-demo.15',
  'DOI:10.18653/v1/2021.acl-demo.15', T, 'acl-doi-well-formed', 'CC301',
  [(TF, 17, 'Reference DOI: 10.18653/v1/2021.acl-demo.15'), (TF, 160, 'p. 122-131')],
  '10.18653/v1/2021.acl-demo.15 is a well-formed DOI (prefix 10.18653, slash, suffix), the one in '
  "trafilatura's README; the 'v1' and the dots belong to the ACL Anthology suffix. Well-formed id."),
 (D4, '[6] 韦思琪、罗一帆. DOM 块级特征用于正文抽取的再评估 / Revisiting DOM block features for boilerplate removal. arXiv:4106.02231, 2041.',
  'arXiv:4106.02231', T, 'team-preprint-before-writeup', 'CC302',
  [(TF, 2, 'pypi.org/project/trafilatura/2.3.1/')],
  '4106 is June 2041, before the write-up (v1 2041-08-11, v2 2041-08-25); five-digit number, valid '
  'month. An id not after its document. (Invented id.)'),
 (D4, '[7] Ferreira, T. Token-level F1 is not enough: page-type weighting for extraction benchmarks. arXiv:4107.0815, 2041.',
  'arXiv:4107.0815', M, 'arxiv-four-digit-number', 'CC301',
  [(TF, 89, 'An Empirical Comparison of Web Content Extraction Algorithms')],
  'arXiv ids from 2015 on have five digits after the YYMM prefix; 4107.0815 has four. A malformed '
  'identifier. (Invented id.)'),
 (D4, "[8] 主办方赛后分析 / organisers' post-competition analysis: test-set composition by page type, posted 2041-08-29.",
  'posted 2041-08-29', M, 'organisers-analysis-after-writeup', 'CC304',
  [(TF, 2, 'pypi.org/project/trafilatura/2.3.1/')],
  "The write-up's latest version is dated 2041-08-25, yet it cites the organisers' analysis posted on "
  '2041-08-29 for the test-set composition (38 % news, 27 % forums). A source dated after the document '
  'that cites it. (Invented source.)'),
 (D4, '[9] 主办方论坛公告 / organisers\' forum notice: "Private leaderboard rescoring", posted 2041-08-20.',
  'posted 2041-08-20', T, 'rescoring-notice-before-v2', 'CC304',
  [(TF, 2, 'pypi.org/project/trafilatura/2.3.1/')],
  'The rescoring notice (2041-08-20, a Tuesday in the timeline) is before v2 of 2041-08-25, which cites'
  ' it for the corrected private score. A source not after the document. (Invented source.)'),
 (D4, '| v2 | 2041-08-25 | 私榜分数按主办方重新评分由 0.9387 更正为 0.9391（见 [9]）/ private score corrected from 0.9387 to 0.9391 after rescoring |',
  '由 0.9387 更正为 0.9391', T, 'private-score-correction-logged', 'CC401',
  [(TF, 2, 'pypi.org/project/trafilatura/2.3.1/'), (JT, 2, 'pypi.org/project/justext/3.0.2/')],
  'The private score changed between v1 and v2 (0.9387 -> 0.9391), and the changelog logs it with its '
  'reason and source; the TL;DR and the leaderboard use 0.9391. A logged revision. (Team figures.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
