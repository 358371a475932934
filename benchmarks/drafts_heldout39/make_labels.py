#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-ninth held-out set (drafts_heldout39).

Same schema as ../drafts_heldout38/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 38, so the ids are
unique within this set and the draft names (heldout39-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-46/ (four per draft, none
shared): EEG and brain recordings (D1, a Chinese 科研项目中期进展报告 of an EEG brain-computer-interface
grant, with the basic-information table, progress, a planned-vs-achieved table, budget execution,
problems, next-stage plan and papers), body signals and their file formats (D2, an English lab notebook
of a signal-processing engineer with dated entries, commands, measurements, CORRECTION entries and a
running TODO list), forecasting and streaming learning (D3, a Chinese 培训讲义 of a one-day course with
schedule, library introductions, worked examples, exercises with answers, homework and references),
small data utilities (D4, a bilingual zh/en 迁移指南 / migration guide of an internal data toolkit with
paired steps, a version matrix, compression timings, job counts, a deprecation schedule, FAQ and
changelog). A source path that starts with "benchmarks/" is relative to the repository root (the parent
of this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout39-pending); any other path is relative to the shared directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-46/"
MB = NR + "mne-bids.md"
AR = NR + "autoreject.md"
PY = NR + "pyprep.md"
PR = NR + "pyriemann.md"
NK = NR + "neurokit2.md"
BS = NR + "biosppy.md"
WF = NR + "wfdb.md"
PE = NR + "pyedflib.md"
HF = NR + "hierarchicalforecast.md"
KA = NR + "kats.md"
SD = NR + "sktime-dl.md"
MF = NR + "scikit-multiflow.md"
PX = NR + "price-parser.md"
RI = NR + "recurring-ical-events.md"
PC = NR + "pycantonese.md"
ZO = NR + "zopfli.md"

D1, D2, D3, D4 = ("heldout39-01-mnebids-autoreject-pyprep-pyriemann-midterm-report.md",
                  "heldout39-02-neurokit2-biosppy-wfdb-pyedflib-lab-notebook.md",
                  "heldout39-03-hierarchicalforecast-kats-sktimedl-multiflow-course-handout.md",
                  "heldout39-04-priceparser-ical-pycantonese-zopfli-migration-guide.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese 科研项目中期进展报告 (EEG BCI grant, 一、-九、 headings): mne-bids, autoreject, pyprep, pyriemann)
 (D1, '- 任务书承诺“2047-09-30 前完成全部已采集数据的 BIDS 转换”，实际于 2047-09-18（周三）完成，并通过 BIDS validator 校验。',
  '实际于 2047-09-18（周三）完成', T, 'bids-conversion-done-before-promise', 'CC303',
  [(MB, 15, 'read and write')],
  'The BIDS conversion was promised by 2047-09-30 and the same line says it was done on 2047-09-18 (a Wednesday) '
  'and validated; the target table repeats it. A promise kept, confirmed in the document. (Team dates.)'),
 (D1, '- 按计划，脱敏后的 BIDS 数据集将于 2047-10-31 前在 OpenNeuro 公开，届时提供数据集 DOI。',
  '将于 2047-10-31 前在 OpenNeuro 公开', M, 'openneuro-release-overdue', 'CC303',
  [(MB, 25, 'data and code sharing'), (AR, 74, 'OpenNeuro.org')],
  'The public release on OpenNeuro is promised "2047-10-31 前" in the future tense of an earlier plan, but the '
  'report is dated 2047-11-19; nothing in the report (target table, problems, attachments) confirms the release or '
  'gives the DOI. A promise whose date has passed without confirmation. (Team plan; the cited lines are data '
  'sharing and OpenNeuro.)'),
 (D1, '- PyPREP（PyPI 包名为 pyprep）是 PREP 预处理流程在 EEG 数据上的 Python 实现，基于 MNE-Python 运行。',
  'PyPREP（PyPI 包名为 pyprep）', T, 'pyprep-pypi-name-alias', 'CC205',
  [(PY, 37, 'PyPREP'), (PY, 47, 'is a Python implementation of the')],
  'PyPREP is the project name in its README title and pyprep the PyPI / import name; the line says so. A known '
  'alias, not a misspelling.'),
 (D1, '- 全部 10,240 个 epochs 中剔除 870 个，剔除比例为 8.5%，低于任务书 10% 的上限。',
  '剔除比例为 8.5%', T, 'epochs-870-of-10240-8-5-percent', 'CC105',
  [(AR, 24, 'automatically reject bad trials')],
  '32 subjects x 2 sessions x 4 classes x 40 trials = 10,240 epochs; 870 / 10,240 = 8.50%. The ratio is right and '
  'matches row 5 of the target table. (Team figures.)'),
 (D1, '- autoreject 中的 RANSAC 坏导检测同样取自 PREP 流程（doi:10.3389/fninf.2015.00016），与 pyprep 所实现的是同一篇方法论文。',
  'doi:10.3389/fninf.2015.00016', T, 'prep-doi-same-work', 'CC206',
  [(AR, 96, '10.3389/fninf.2015.00016'), (PY, 117, '10.3389/fninf.2015.00016')],
  'The PREP DOI appears here and in reference [4]; both name the same paper (Bigdely-Shamlo et al. 2015), which '
  'both autoreject (for RANSAC) and pyprep cite. One identifier, one work.'),
 (D1, '- 立项时（2046 年）环境中的 autoreject 为 0.4 系列旧版，2047-03 已升级至 0.5.1（当前版本）；新版要求 Python ≥ 3.11、mne ≥ 1.5.0，均已满足。',
  'autoreject 为 0.4 系列旧版', T, 'autoreject-0-4-old-0-5-1-current', 'CC203',
  [(AR, 2, 'autoreject/0.5.1'), (AR, 41, 'Python version >= 3.11'), (AR, 65, '(>=1.5.0)')],
  'Two autoreject versions on one line, but the 0.4 series is named as the old environment of 2046 and 0.5.1 as the '
  'current one (PyPI 0.5.1; its Python >= 3.11 and mne >= 1.5.0 requirements are quoted right). Not two current '
  'versions.'),
 (D1, '- 与立项时的基线（MDM，68.9%）相比，TangentSpace + SVC 提升 5.9 个百分点，相对提升 8.6%。',
  '提升 5.9 个百分点，相对提升 8.6%', T, 'ts-svc-plus-5-9-pp-8-6-relative', 'CC202',
  [(PR, 86, 'MDM algorithm'), (PR, 110, 'tangent space')],
  '74.8% - 68.9% = 5.9 percentage points, and 5.9 / 68.9 = 8.56%, so 8.6% relative. The absolute and relative '
  'changes are both labelled and share a stated baseline. (Team figures.)'),
 (D1, '- 本项目覆盖 pyRiemann 支持的三种 BCI 范式：运动想象（MI）、事件相关电位（ERP）和稳态视觉诱发电位（SSVEP）。',
  '三种 BCI 范式', T, 'three-bci-paradigms', 'CC101',
  [(PR, 31, 'motor imagery'), (PR, 32, 'steady-state visually evoked potentials (SSVEP)')],
  'Three paradigms are stated and three are listed (MI, ERP, SSVEP), the ones pyRiemann names for BCI. The count is '
  'right.'),
 (D1, '| 6 | 4 类 MI 准确率（TangentSpace + SVC，会话内） | ≥ 72% | 78.4% | 超额完成 |',
  '78.4%', M, 'ts-svc-accuracy-74-8-vs-78-4', 'CC201',
  [(PR, 110, 'SVM classifier in the tangent space'), (PR, 127, 'SVC(kernel="linear")')],
  'Row 6 of the target table gives the 4-class MI accuracy of TangentSpace + SVC (within-session, 32 subjects) as '
  '78.4%, but 2.4 reports 74.8% for the same pipeline, task, cross-validation and subjects (table, text and the '
  '+5.9 pp / 8.6% comparison all use 74.8%). Same subject, metric and conditions, two values: a transposed figure. '
  '(Team figures; the cited lines are the tangent-space SVC pipeline.)'),
 (D1, '| 差旅费 / 会议费 / 国际合作与交流费 | 20.00 | 12.0% | 8.00 | 40.0% |',
  '12.0%', M, 'travel-share-12-not-10', 'CC105',
  [(MB, 25, 'co-workers and collaborators')],
  'The budget table gives 20.00 of 200.00 (10.0%) as a 12.0% share; with 12.0% the share column adds to 102.0% '
  'while the total row says 100.0%. A share that disagrees with the amounts it is computed from. (Team figures; the '
  'cited line is the collaboration that travel and exchange money serves.)'),
 (D1, '3. MNE-BIDS 当前最新版本为 0.18，我们为 sidecar 文件自动补全所写的脚本需随其版本升级同步维护。',
  'MNE-BIDS 当前最新版本为 0.18', M, 'mne-bids-latest-0-18-vs-0-20-0', 'CC203',
  [(MB, 2, 'mne-bids/0.20.0'), (MB, 8, 'Latest PyPI release')],
  'Section 五 calls MNE-BIDS 0.18 the current latest version, while the header table lists MNE-BIDS 0.20.0 as the '
  'software in use and PyPI has 0.20.0. Two "current" versions of one package in one report.'),
 (D1, '本阶段共发表或录用论文 5 篇：',
  '共发表或录用论文 5 篇', M, 'papers-5-lists-4', 'CC101',
  [(AR, 121, 'Autoreject: Automated artifact rejection')],
  'Section 七 says five papers were published or accepted, but the numbered list under it has four (1-4), and row 10 '
  'of the target table says 4 篇. A stated count against the items enumerated. (Team papers; the cited line is the '
  'autoreject paper that item 3 replicates.)'),
 (D1, '2. Lin W., Gu Y., Shen J. Session-to-session Riemannian alignment for 32-channel motor imagery decoding. arXiv:4706.11873, 2047.',
  'arXiv:4706.11873', T, 'arxiv-jun-2047-before-report', 'CC302',
  [(PR, 34, 'between sessions or subjects')],
  'arXiv:4706.11873 encodes June 2047, before the report of 2047-11-19, and the entry says 2047; well-formed and '
  'not anachronistic. (Invented preprint; the cited line is session-to-session transfer, its topic.)'),
 (D1, '3. Shen J., Lin W., et al. Local versus global rejection thresholds for low-density EEG: a replication of autoreject. arXiv:4712.03391, 2047.',
  'arXiv:4712.03391', M, 'arxiv-dec-2047-in-nov-2047-report', 'CC302',
  [(AR, 93, 'get_rejection_threshold')],
  'arXiv:4712.03391 encodes December 2047, after the report date 2047-11-19, yet it is listed as an existing '
  'publication of this period. An identifier dated after the document. (Invented preprint; the cited line is the '
  'global-threshold function the paper compares.)'),
 # ---- draft 2 (English lab notebook (dated entries, CORRECTION entries, running TODO list): neurokit2, biosppy, wfdb, pyedflib)
 (D2, '- EDF data section 384,000 × 2 B = 768,000 B; BDF data section 384,000 × 3 B = 1,152,000 B, exactly 1.5 times the EDF size (24-bit vs 16-bit samples).',
  'exactly 1.5 times the EDF size', T, 'bdf-data-1-5x-edf', 'CC105',
  [(PE, 36, '16 Bit'), (PE, 37, '24 Bit'), (PE, 90, '256*300')],
  '5 x 256 x 300 = 384,000 samples; x 2 B = 768,000 B (EDF), x 3 B = 1,152,000 B (BDF); 1,152,000 / 768,000 = 1.5, '
  'and the headers (1,536 B) give the 769,536 B and 1,153,536 B files on the next line. The arithmetic is right.'),
 (D2, '- Formats round-tripped today: EDF, EDF+, BDF, BDF+ (the + variants carry annotations; all written and read back bit-exact).',
  'EDF, EDF+, BDF, BDF+', T, 'edf-edfplus-bdf-bdfplus-distinct', 'CC102',
  [(PE, 39, 'EDF/EDF+/BDF/BDF+')],
  'EDF and EDF+, BDF and BDF+ look like repeats but are four formats (the + variants carry annotations), as the '
  'pyEDFlib README lists them. No duplicate.'),
 (D2, '- biosppy was the fastest of the three per record, so it becomes the default for the nightly batch path.',
  'biosppy was the fastest of the three per record', M, 'biosppy-not-fastest', 'CC103',
  [(BS, 82, 'ecg.ecg(signal=signal'), (NK, 268, 'nk.ecg_process(ecg, sampling_rate=250)')],
  'The table just above gives 1.84 s per record for neurokit2, 2.31 s for biosppy and 2.95 s for the legacy code, '
  'so neurokit2 is the fastest; the line calls biosppy the fastest and makes it the batch default on that ground. A '
  'ranking the listed values contradict. (Team figures.)'),
 (D2, '- Pi 5 board: median 112 ms per window, p95 148 ms. Same code and data; the difference is the machine.',
  'median 112 ms per window', T, 'latency-laptop-38-vs-pi-112', 'CC201',
  [(NK, 437, 'nk.ecg_peaks(')],
  'The median latency per 10-s window is 38 ms on the laptop (line above) and 112 ms on the Pi 5; the line says the '
  'code and data are the same and the machine differs. Two conditions, not a conflict; the summary repeats both. '
  '(Team figures.)'),
 (D2, '- Closes TODO #2 (Pi streaming latency, promised Friday, February 21, 2048): done Wednesday, February 19, 2048.',
  'done Wednesday, February 19, 2048', T, 'todo2-done-before-promise', 'CC303',
  [(NK, 437, 'nk.ecg_peaks(')],
  'TODO #2 was promised for Friday, February 21, 2048 and was done on Wednesday, February 19, 2048, as the TODO '
  'list at the end also records. A promise kept. (Team dates.)'),
 (D2, 'CORRECTION to the entry of Wednesday, February 12, 2048: the 100 EDF writes took 16.1 s (161 ms per file), not 15.1 s; the 15.1 s came from a warm-cache rerun (log bench/logs/edf_write_0212b.txt).',
  'took 16.1 s (161 ms per file), not 15.1 s', T, 'edf-write-correction-logged', 'CC401',
  [(PE, 94, 'highlevel.write_edf(')],
  'The 100-write timing changes from 15.1 s to 16.1 s, but through a dated CORRECTION entry that names the entry it '
  'corrects and gives the reason and log; the summary then uses 161 ms. A logged revision. (Team figures.)'),
 (D2, '- Batched pass (the whole record in one `ecg_peaks` call) on the Pi: the batched pass is two times faster than the 20.2 s windowed pass, so the 8 s per-record budget of the nightly job is met.',
  'two times faster than the 20.2 s windowed pass', M, 'two-times-faster-decides-8s-budget', 'CC104',
  [(NK, 437, 'nk.ecg_peaks(')],
  '"Two times faster" than 20.2 s reads as 10.1 s (half the time) or as 6.7 s (speed + 200%); the 8 s per-record '
  'budget fails on the first reading and passes on the second, and the line concludes it is met. The nightly dry '
  'run of March 20 (9.5 s per record) and the still-open TODO #6 suggest it is not. (Team figures.)'),
 (D2, "- A forum post (link not kept) says biosppy's EDA quality index rejects about 30% fewer good segments than fixed amplitude rules; taking its default threshold for Pulse-2 and quoting the 30% in the design doc.",
  'rejects about 30% fewer good segments', M, 'eda-quality-30-percent-from-forum-post', 'CC204',
  [(BS, 30, 'biosppy.quality'), (BS, 31, 'EDA and ECG quality are available')],
  'The 30% figure that sets the Pulse-2 threshold and goes into the design doc rests only on a forum post whose '
  'link was not kept; the notebook has no measurement of false rejections and the README makes no such claim. Weak '
  'provenance.'),
 (D2, "- pyEDFlib's Zenodo citation record is for v0.1.40 (2025); we run 0.1.42 from PyPI. Cite the record, keep the pin at 0.1.42.",
  'Zenodo citation record is for v0.1.40 (2025)', T, 'pyedflib-zenodo-0-1-40-vs-0-1-42', 'CC203',
  [(PE, 2, 'pyedflib/0.1.42'), (PE, 122, 'v0.1.40')],
  'Two pyEDFlib versions on one line: v0.1.40 is the release the Zenodo record cites (as in the README), 0.1.42 the '
  'installed PyPI release. Different roles, not two current versions.'),
 (D2, '- Electrode note: vendor application note AN-114 "Chest-strap ECG placement" (dated Monday, January 20, 2048) recommends 250 Hz or more for R-peak timing, which our 250-Hz resampling meets.',
  '(dated Monday, January 20, 2048)', T, 'an114-dated-before-entry', 'CC304',
  [(NK, 265, 'sampling_rate=250')],
  'The application note is dated January 20, 2048, before the entry of March 2, 2048 that cites it and before the '
  'export of March 27, 2048. Not a future-dated source. (Invented vendor note.)'),
 (D2, '- HRV window: 300 s for all HRV outputs from today.',
  'HRV window: 300 s', M, 'hrv-window-300-120-300-no-reason', 'CC402',
  [(NK, 424, 'Compute HRV indices using Python')],
  'The HRV window was 300 s on February 3, changed to 120 s on February 17 with a reason (PR-218, 2-minute '
  'dashboard refresh), and returns to 300 s on March 9 with no reason and no word about PR-218. A value that flips '
  'back to its earlier value unexplained. (Team settings.)'),
 (D2, '- EDF archive for the 200-record set: 581.6 MB.',
  '581.6 MB', M, 'edf-archive-518-6-to-581-6-unlogged', 'CC401',
  [(PE, 36, 'saves all data with 16 Bit'), (WF, 15, 'reading, writing, processing')],
  'February 10 gives the EDF archive of the 200-record set as 518.6 MB (518,553,600 B, which 200 x 2,592,768 B '
  "confirms); the March 16 summary gives 581.6 MB with no CORRECTION entry, although the notebook's convention "
  'requires one and is followed for the write timing. A silent revision. (Team figures.)'),
 (D2, '- Batch path: biospy 2.2.4 `ecg.ecg` with `show=False`.',
  'biospy 2.2.4', M, 'biospy-typo', 'CC205',
  [(BS, 2, 'biosppy/2.2.4'), (BS, 39, 'BioSPPy - Biosignal Processing in Python')],
  '"biospy" for biosppy (one p missing), with the pinned version 2.2.4 spelled right everywhere else. A misspelt '
  'package name.'),
 (D2, '- EGG: out of scope since February 26 (TODO #4 removed); nothing to report.',
  'EGG: out of scope since February 26', T, 'egg-removed-cited-as-removed', 'CC403',
  [(NK, 353, 'Electrogastrography (EGG)'), (NK, 356, 'helping us develop it')],
  'The EGG pipeline (TODO #4) was removed on February 26 because neurokit2 has no EGG processing; the summary '
  'mentions it only as removed and the TODO list marks it removed. Not a removed claim still relied on.'),
 # ---- draft 3 (Chinese 培训讲义 (one-day course, 一、-六、 headings): hierarchicalforecast, kats, sktime-dl, scikit-multiflow)
 (D3, '- 环境 A（Python 3.11）：hierarchicalforecast 1.5.3、statsforecast、datasetsforecast、utilsforecast、kats 0.2.0、statsforecast',
  'kats 0.2.0、statsforecast', M, 'statsforecast-listed-twice', 'CC102',
  [(HF, 65, 'needs `statsforecast` and `datasetsforecast`')],
  'The environment-A install list names statsforecast twice (second and last item); nothing else differs. A '
  'repeated item in an enumerated list. (The cited line is why statsforecast is needed at all.)'),
 (D3, '- HierarchicalForecast 提供五种协调方法：BottomUp、TopDown、MiddleOut、MinTrace 和 ERM。',
  '五种协调方法', T, 'five-reconciliation-methods', 'CC101',
  [(HF, 17, '`BottomUp`, `TopDown`, `MiddleOut`, `MinTrace` and `ERM`')],
  'Five reconciliation methods are stated and five are named (BottomUp, TopDown, MiddleOut, MinTrace, ERM), as in '
  'the README. The count is right.'),
 (D3, '- 参考论文：arXiv:2207.03517（2022 年 7 月首次提交，README 中 BibTeX 的年份为 2024）。',
  'arXiv:2207.03517', T, 'arxiv-2207-with-bibtex-2024', 'CC302',
  [(HF, 146, 'year={2024}'), (HF, 147, 'eprint={2207.03517}')],
  "arXiv:2207.03517 encodes July 2022 while the README's BibTeX year is 2024; the line explains the first "
  'submission date and the later BibTeX year. Long before the handout of 2048 and possible for what it names; not '
  'anachronistic.'),
 (D3, '- README 的“Kats Python package”链接仍指向 0.1.0（首个版本，变更记录只写“Initial release”），本课程使用的是 0.2.0。',
  '仍指向 0.1.0', T, 'kats-0-1-0-link-old-vs-0-2-0', 'CC203',
  [(KA, 29, 'kats/0.1.0/'), (KA, 143, 'Version 0.2.0'), (KA, 163, 'Initial release')],
  'Two Kats versions: 0.1.0 is named as the first release that an old README link points to, 0.2.0 as the one the '
  'course uses (PyPI 0.2.0). An old version named as old.'),
 (D3, '- sktime-dl 0.1.0 通过 dl-4-tsc 接口实现以下网络：CNN、Encoder、FCNN、MCDCNN、MCNN、MLP、ResNet、TLeNet、TWIESN（MCDCNN 为多通道深度 CNN，MCNN 为多尺度 CNN，是两种网络）。',
  'MCDCNN、MCNN', T, 'mcdcnn-vs-mcnn-distinct', 'CC102',
  [(SD, 55, 'Multi channel deep convolutional neural network (MCDCNN)'), (SD, 56, 'Multi-scale convolutional neural network (MCNN)')],
  'MCDCNN and MCNN (and CNN / FCNN) look alike but are different networks in the sktime-dl list; the line says so. '
  'Nine distinct items, no duplicate.'),
 (D3, '- scikit-multiflow（导入时的包名为 skmultiflow）是面向流式数据的机器学习包，徽章标注支持 Python 3.5–3.8。',
  '导入时的包名为 skmultiflow', T, 'skmultiflow-import-name', 'CC205',
  [(MF, 17, 'is a machine learning package for streaming data'), (MF, 98, '@article{skmultiflow')],
  'skmultiflow is the import / short name of scikit-multiflow (used in its BibTeX key and Docker image). A known '
  'alias, not a misspelling.'),
 (D3, '- 同一数据把预测步长改为 h = 8 时，MinTrace 的 MAPE 为 13.6%；步长不同，13.6% 与 10.9% 不能直接比较。',
  'MinTrace 的 MAPE 为 13.6%', T, 'mintrace-h4-vs-h8', 'CC201',
  [(HF, 101, 'h=4')],
  'MinTrace MAPE is 10.9% at h = 4 (table) and 13.6% at h = 8; the line names the different horizons and says the '
  'two are not comparable. Different conditions, not a conflict. (Team figures.)'),
 (D3, '- Kats 全局模型在门店月度数据上把 MAPE 降低了 12%，而 MinTrace 只降低了 1.0 个百分点，所以全局模型的改进是 MinTrace 的 12 倍。',
  '全局模型的改进是 MinTrace 的 12 倍', M, 'global-12-percent-vs-mintrace-1-pp', 'CC202',
  [(KA, 145, 'Added global model'), (HF, 30, '`MinTrace`')],
  'A 12% reduction (relative, no baseline MAPE, store data) is set against a 1.0 percentage-point reduction '
  '(absolute, TourismSmall, 11.9% -> 10.9%, i.e. 8.4% relative as exercise 1 says) and called 12 times larger. '
  'Relative against absolute on different data: the figures cannot be compared. (Team figures.)'),
 (D3, '- 用 `MINIMAL_KATS=1` 做最小安装后，机房镜像的环境构建时间由 120 s 降至 30 s（耗时为原来的 1/4）。',
  '由 120 s 降至 30 s（耗时为原来的 1/4）', T, 'build-120-to-30-one-quarter', 'CC104',
  [(KA, 46, 'MINIMAL_KATS=1 pip install kats')],
  'Both ends are given (120 s and 30 s) and the ratio is stated as one quarter of the time, so there is no '
  'ambiguous multiplier; 30 / 120 = 1/4. (Team figures.)'),
 (D3, '- 五个网络中 FCNN 的测试准确率最高，因此课堂默认使用 FCNN。',
  'FCNN 的测试准确率最高', M, 'fcnn-not-most-accurate', 'CC103',
  [(SD, 54, 'Fully convolutional neural network (FCNN)'), (SD, 58, 'Residual network (resnet)')],
  'The table of example 3 gives ResNet 87.4% and FCNN 86.1%, so ResNet has the highest test accuracy of the five; '
  'the line calls FCNN the most accurate and makes it the default on that ground. (Team figures.)'),
 (D3, '- 上期（2048 年 4 月班）学员反馈要求的 GPU 实验环境，教学组承诺 2048-05-10 前开通，已于 2048-05-06（周三）开通。',
  '已于 2048-05-06（周三）开通', T, 'gpu-env-opened-before-promise', 'CC303',
  [(SD, 29, 'CUDNN')],
  'The GPU lab environment was promised before 2048-05-10 and opened on 2048-05-06 (a Wednesday), before the '
  'handout of 2048-05-14. A promise kept. (Team dates.)'),
 (D3, '[3] Jiang X., Srivastava S., et al. Kats 全局预测模型技术报告. arXiv:2207.03517, 2022.',
  'arXiv:2207.03517', M, 'hf-arxiv-id-given-to-kats-report', 'CC206',
  [(HF, 147, 'eprint={2207.03517}'), (KA, 30, 'engineering.fb.com/2021/06/21')],
  "arXiv:2207.03517 is the HierarchicalForecast paper ([1] and 2.1, and the README's BibTeX); reference [3] gives "
  'the same id to a Kats global-model technical report. One identifier for two works.'),
 (D3, '[6] 何嘉树, 等. 层级预测协调方法在零售补货中的对比. arXiv:4711.0823, 2047.',
  'arXiv:4711.0823', M, 'arxiv-four-digit-number', 'CC301',
  [(HF, 44, 'arxiv.org/abs/2207.03517')],
  'arXiv:4711.0823 has a 4-digit number; ids since 2015 have 5 digits after the YYMM (as 2207.03517 does). A '
  'malformed identifier. (Invented preprint.)'),
 (D3, '[7] 陈墨, 等. 流式学习中的概念漂移：一线实践笔记（博客）, 2048-06-02.',
  '2048-06-02', M, 'blog-dated-after-handout', 'CC304',
  [(MF, 63, 'Concept drift detection')],
  'Reference [7] is dated 2048-06-02, after the handout of 2048-05-14 (and the course of 2048-05-16) that cites it. '
  'A source dated after the citing document. (Invented blog.)'),
 # ---- draft 4 (bilingual zh/en 迁移指南 / migration guide (0.-9. headings): price-parser, recurring-ical-events, pycantonese, zopfli)
 (D4, '- PyPI 包名为 zopfli，其 README 自称 pyzopfli，二者是同一个包 / The PyPI name is zopfli and its README calls it pyzopfli: the same package.',
  '其 README 自称 pyzopfli', T, 'zopfli-pyzopfli-same-package', 'CC205',
  [(ZO, 2, 'zopfli/0.4.3'), (ZO, 6, 'PYZOPFLI'), (ZO, 17, 'pyzopfli is a straight forward wrapper')],
  'zopfli is the PyPI name and pyzopfli the name the README uses for itself; the line says they are the same '
  'package. A known alias, not a misspelling.'),
 (D4, '- 注 / Note：price-parser 自带 900 多条真实价格字符串测试（其 README 所述）/ it ships 900+ real-world test strings；我们另加 412 条内部样本回归，全部通过。',
  '900 多条真实价格字符串测试', T, 'price-parser-900-tests-from-readme', 'CC204',
  [(PX, 75, '900+ real-world examples')],
  "The 900+ test strings come from price-parser's own README, the primary source, and the line says so; the 412 "
  "internal samples are the team's own run. Not weak provenance."),
 (D4, '- 大于 1 MB 的文件一律用 numiterations=5（v1.1 起由 15 改为 5，见第 8 节变更记录）/ Files over 1 MB use numiterations=5 (changed from 15 in v1.1; see section 8).',
  'v1.1 起由 15 改为 5', T, 'numiterations-15-to-5-logged', 'CC401',
  [(ZO, 42, '*numiterations*'), (ZO, 44, '5 for files over several MB')],
  'numiterations for files over 1 MB changed from 15 to 5, and the line points to the v1.1 changelog row that '
  "records it (in line with the README's advice of 5 for files over several MB). A logged revision."),
 (D4, '- blocksplittingmax 已恢复为默认值 15：v1.1 曾改为 30，v1.3 因压缩收益不足 0.1% 而耗时增加 22% 改回 / blocksplittingmax is back at its default of 15 (30 in v1.1, reverted in v1.3: < 0.1% gain for +22% time).',
  'blocksplittingmax 已恢复为默认值 15', T, 'blocksplittingmax-15-30-15-with-reason', 'CC402',
  [(ZO, 56, '*blocksplittingmax*'), (ZO, 58, 'Default value: 15')],
  'blocksplittingmax went 15 -> 30 (v1.1) -> 15 (v1.3); the return is explained on the line and in the changelog (< '
  '0.1% gain for +22% time), and 15 is the README default. A documented return, not a flip-flop.'),
 (D4, '- zopfli（15 次迭代）在四种方案中输出最小，为 135.5 MB / zopfli with 15 iterations gives the smallest output of the four, 135.5 MB.',
  '在四种方案中输出最小', T, 'zopfli-smallest-output-right', 'CC103',
  [(ZO, 10, 'compress-data-more-densely-with-zopfli')],
  '135.5 MB is below 136.2, 142.0 and 151.0 MB in the table; the ranking is right. (Team figures.)'),
 (D4, "- zopfli 比 gzip -9 小 4.6%，反过来说 gzip -9 比 zopfli 大 4.8% / zopfli's output is 4.6% smaller than gzip -9's; put the other way, gzip -9's is 4.8% larger.",
  'zopfli 比 gzip -9 小 4.6%，反过来说 gzip -9 比 zopfli 大 4.8%', T, 'zopfli-4-6-smaller-gzip-4-8-larger', 'CC202',
  [(ZO, 26, 'GzipCompress')],
  '(142.0 - 135.5) / 142.0 = 4.58% smaller, and 6.5 / 135.5 = 4.80% larger: one ratio stated both ways, each with '
  'its base named. Consistent. (Team figures.)'),
 (D4, '| 合计 / Total | 146 | 143 | 3 |',
  '146', T, 'module-jobs-58-37-22-29-total-146', 'CC105',
  [(RI, 2, 'recurring-ical-events/3.8.2'), (PC, 2, 'pycantonese/5.0.0')],
  '58 + 37 + 22 + 29 = 146 jobs, 58 + 37 + 19 + 29 = 143 migrated, 3 remaining; the total row adds up. (Team '
  'figures.)'),
 (D4, '| 总计 / Sum | 143 |',
  '143', M, 'team-migrated-sum-146-not-143', 'CC105',
  [(PX, 2, 'price-parser/0.5.1')],
  'The by-team rows 61 + 44 + 41 add to 146, not the 143 stated as their sum (143 is the migrated total of the '
  'module table; 146 is all jobs). Parts that do not add up to the stated total. (Team figures.)'),
 (D4, '- 容量评估：PyCantonese 分词吞吐量比旧 dtk.yue 的 2,400 句/秒提升 2 倍，足以覆盖晚高峰 6,500 句/秒，yue 集群因此不再扩容。',
  '提升 2 倍', M, 'throughput-up-2x-decides-peak', 'CC104',
  [(PC, 33, 'Word segmentation')],
  '"提升 2 倍" over 2,400 sentences/s reads as 4,800 (x2) or 7,200 (+200%); the 6,500 peak is missed on the first '
  'reading and covered on the second, and the line decides not to scale the cluster on it. (Team figures.)'),
 (D4, '| D-3 | 2048-07-31（周五 / Fri） | 删除 dtk.gz / remove dtk.gz | 进行中 / in progress |',
  '进行中 / in progress', M, 'dtk-gz-removal-overdue', 'CC303',
  [(ZO, 17, 'pyzopfli is a straight forward wrapper')],
  'Phase D-3 (remove dtk.gz) was due 2048-07-31; the status column as of 2048-08-14 says in progress, with no done '
  'date, though all 29 gz jobs are migrated. A promised date that has passed without confirmation. (Team plan.)'),
 (D4, "- EN: Per section 4 (15 iterations), zopfli output is about 6.4% smaller than gzip -9's, roughly 6.5 GB saved per TB of raw data.",
  'about 6.4% smaller', M, 'faq-en-6-4-vs-4-6', 'CC201',
  [(ZO, 26, 'pyzopfli also wraps GzipCompress')],
  "The English answer gives zopfli's saving over gzip -9 as 6.4%; its Chinese pair, section 4 (142.0 vs 135.5 MB) "
  'and the 6.5 GB per TB on the same line give 4.6%. Same subject, metric and condition (15 iterations): transposed '
  'digits. (Team figures.)'),
 (D4, '- 中：传入 `currency_hint`，或按步骤 3.5 在全局配置里设置默认货币。',
  '按步骤 3.5', M, 'faq-zh-cites-removed-step-3-5', 'CC403',
  [(PX, 140, '``currency_hint`` argument')],
  'Step 3.5 (global default currency) was removed in v1.2 per the changelog and no longer exists in section 3, but '
  'the Chinese answer to Q2 still sends readers to it; the English answer was updated. A removed item still cited.'),
 (D4, '| v1.4 | 2048-08-14 | 版本矩阵更新，zopfli 升至当前最新版 0.4.1；作业统计更新 / version matrix refreshed, zopfli bumped to the latest release 0.4.1; job counts updated |',
  'zopfli 升至当前最新版 0.4.1', M, 'zopfli-latest-0-4-1-vs-0-4-3', 'CC203',
  [(ZO, 2, 'zopfli/0.4.3')],
  'The v1.4 changelog row, dated the same day as the guide, calls zopfli 0.4.1 the current latest release, while '
  'the version matrix targets 0.4.3 (the PyPI release). Two current versions of one package.'),
 (D4, '- [R5] 数据工具组 / Data Tooling team. 粤语客服语料分词回归评测 / Segmentation regression on Cantonese service text. arXiv:4802.11734v2, 2048.',
  'arXiv:4802.11734v2', T, 'arxiv-with-version-well-formed', 'CC301',
  [(PC, 33, 'Word segmentation')],
  'arXiv:4802.11734v2 is YYMM 4802 (February 2048, before the guide of 2048-08-14), a 5-digit number and a version '
  'suffix: well-formed. (Invented preprint.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
