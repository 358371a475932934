#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-fifth held-out set (drafts_heldout35).

Same schema as ../drafts_heldout34/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 34, so the ids are
unique within this set and the draft names (heldout35-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-43/ (four per draft, none
shared): neuroscience and psychology experiments (D1, a Chinese ethics / IRB application for an EEG and
spiking-network study), dates, calendars and scheduling (D2, an English conference poster with its
abstract), earth science and hydrology (D3, a Chinese research cruise report), control and filtering
(D4, a bilingual zh/en product datasheet of motion-controller firmware). A source path that starts with
"benchmarks/" is relative to the repository root (the parent of this file's parent, or /work/main when
the set still sits outside the repository, e.g. in /work/heldout35-pending); any other path is relative
to the shared directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-43/"
B2 = NR + "brian2.md"
PP = NR + "psychopy.md"
EX = NR + "expyriment.md"
NE = NR + "neo.md"
CR = NR + "croniter.md"
HO = NR + "holidays.md"
WO = NR + "workalendar.md"
IC = NR + "ics.md"
GS = NR + "gsw.md"
FL = NR + "flopy.md"
LL = NR + "landlab.md"
MS = NR + "meteostat.md"
CT = NR + "control.md"
FP = NR + "filterpy.md"
PK = NR + "pykalman.md"
SL = NR + "slycot.md"

D1, D2, D3, D4 = ("heldout35-01-brian2-psychopy-expyriment-neo-ethics-application.md",
                  "heldout35-02-croniter-holidays-workalendar-ics-poster-abstract.md",
                  "heldout35-03-gsw-flopy-landlab-meteostat-cruise-report.md",
                  "heldout35-04-control-filterpy-pykalman-slycot-product-datasheet.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese ethics application, 一、-九、 headings, revision note to the committee): brian2, psychopy, expyriment, neo
 (D1, '2. 用当前最新版 Brian2（2.9.0）搭建兴奋–抑制网络模型，逐名被试拟合 alpha 功率–负荷曲线；',
  '当前最新版 Brian2（2.9.0）', M, 'brian2-latest-2-9-0-vs-table', 'CC203',
  [(B2, 2, 'pypi.org/project/brian2/2.11.0/')],
  'The software table (section 六) gives Brian2 2.11.0, the PyPI release, checked on 2042-05-18; the '
  'list of aims calls 2.9.0 "当前最新版" of the same simulator in the same application. Two different '
  'current versions of one package at one date.'),
 (D1, '第 1 版中的经颅磁刺激（TMS）子实验已在第 2 版删除（见九、R3），本申请不再涉及 TMS 及其风险。',
  '已在第 2 版删除', T, 'tms-removed-cited-only-as-removed', 'CC403',
  [(PP, 11, 'creating experiments in behavioral science'), (NE, 26, 'EEG data')],
  "The TMS sub-experiment was removed in version 2 (revision table R3, with the committee's comment as "
  'reason) and is mentioned only as removed; no risk item, timing row, compensation or consent clause '
  'still relies on it. A removal cited only as a removal. (Team facts.)'),
 (D1, '- 排除标准（共 5 条）：',
  '共 5 条', M, 'exclusion-criteria-five-listed-six', 'CC101',
  [(PP, 11, 'creating experiments in behavioral science'), (EX, 17, 'timing-critical behavioral')],
  "'共 5 条' heads six numbered exclusion criteria (1-6); revision R2 says the sixth (pregnancy or "
  'breast-feeding) was added in version 2, so the count was left at the version-1 value. A stated count '
  'against the items enumerated. (Team text.)'),
 (D1, '| 合计 | | 108 min |',
  '108 min', M, 'session-total-108-is-118', 'CC105',
  [(PP, 11, 'creating experiments in behavioral science'), (EX, 17, 'timing-critical behavioral')],
  "The session table's parts are 15 + 30 + 10 + 2 + 46 + 15 = 118 min, but the total row says 108 min. "
  'Parts that do not add up to the stated total (the 46 min row itself is right: 6 x 80 x 4.5 s = 36 '
  'min plus 5 x 2 min of breaks). (Team figures.)'),
 (D1, '- 练习试次每个 6 s、正式试次每个 4.5 s：练习试次多出的 1.5 s 用来显示正误反馈，两者是不同阶段的设计，不是前后矛盾。',
  '练习试次每个 6 s、正式试次每个 4.5 s', T, 'practice-vs-formal-trial-durations', 'CC201',
  [(PP, 13, 'precise enough for psychophysics')],
  'Two trial durations for two phases: practice trials last 6 s because they add 1.5 s of feedback, '
  'formal trials 4.5 s (0.5 + 0.5 + 1.0 + 1.0 + 1.5 s, line above); the table uses 6 s for practice and '
  '4.5 s for the formal blocks. Different conditions, stated as such. Not a value conflict. (Team '
  'figures.)'),
 (D1, '- 正式实验的 block 数由第 1 版的 5 个增加到 6 个，每个 block 仍为 80 个试次，每种负荷条件共 160 个试次。',
  '由第 1 版的 5 个增加到 6 个', M, 'blocks-5-to-6-not-in-revision-note', 'CC401',
  [(PP, 11, 'creating experiments in behavioral science'), (EX, 17, 'timing-critical behavioral')],
  'The number of formal blocks changed from 5 (version 1) to 6 (version 2), which lengthens the '
  'session, but the revision table to the committee lists only R1-R4 and then states that everything '
  'else is unchanged from version 1. A value changed between versions without a changelog entry. (Team '
  'facts.)'),
 (D1, '2. 格式转换：用 Neo 把导出的 EEG 写成 HDF5。Neo 0.14.6 的 README 举例列出的可读取格式共 7 种：Spike2、NeuroExplorer、AlphaOmega、Axon、Blackrock、Plexon、Tdt；',
  '共 7 种', T, 'neo-seven-formats', 'CC101',
  [(NE, 10, 'Spike2, NeuroExplorer, AlphaOmega, Axon, Blackrock, Plexon, Tdt')],
  'Seven stated, seven named: Spike2, NeuroExplorer, AlphaOmega, Axon, Blackrock, Plexon and Tdt, the '
  "formats neo's README names as examples of what it reads (line 10). Right count."),
 (D1, '经费测算（按上限）：56 人次 × 150 元 = 8,400 元，列入课题经费"被试费"科目。',
  '56 人次 × 150 元 = 8,400 元', T, 'subject-fee-budget-8400', 'CC105',
  [(PP, 11, 'creating experiments in behavioral science')],
  '60 yuan x 2 h = 120 yuan plus 30 yuan travel = 150 yuan per completed session, and 56 contacts x 150 '
  '= 8,400 yuan as an upper bound (drop-outs are paid less). Every step of the arithmetic is right. '
  '(Team figures.)'),
 (D1, '| Brian2 | 2.11.0 | 脉冲神经网络仿真 | CeCILL 2.1 | 软件 DOI 10.5281/zenodo.17833036，即参考文献 [2] |',
  '10.5281/zenodo.17833036', T, 'brian2-zenodo-doi-same-work', 'CC206',
  [(B2, 30, 'zenodo.17833036'), (B2, 14, 'CeCILL 2.1')],
  'The Zenodo DOI appears twice (software table and reference [2]), both times for the Brian2 software, '
  "the DOI of Brian2's README badge; the table says it is reference [2]. One identifier, one work."),
 (D1, '- Brian2 2.11.0 的依赖列表要求 Python >= 3.12、NumPy >= 2.0；表中 Python 3.12.7、NumPy 2.3.4 是服务器上的实际安装版本，高于下限，二者不是版本冲突。',
  'Python 3.12.7、NumPy 2.3.4', T, 'python-numpy-floor-vs-installed', 'CC203',
  [(B2, 52, 'Python >= 3.12'), (B2, 53, 'NumPy >= 2.0')],
  "Python >= 3.12 and NumPy >= 2.0 are Brian2's minimum requirements (README lines 52-53); 3.12.7 and "
  '2.3.4 are the versions installed on the server, above the floors, and the line says which is which. '
  "Requirements and installed versions, not two 'latest' versions. (The installed versions are team "
  'facts.)'),
 (D1, '[3] Krause F, Lindemann O. Expyriment: a Python library for cognitive and neuroscientific experiments[J]. Behavior Research Methods, 2014, 46(2): 416-428. doi:10.7554/eLife.47314.',
  'doi:10.7554/eLife.47314', M, 'expyriment-given-brian2-elife-doi', 'CC206',
  [(EX, 63, 'Krause, F., & Lindemann, O. (2014)'), (EX, 65, '10.3758/s13428-013-0390-6'), (B2, 18, '10.7554/eLife.47314')],
  "Reference [3], Krause and Lindemann's Expyriment paper (Behavior Research Methods 2014), carries "
  "doi:10.7554/eLife.47314, the DOI of Stimberg et al.'s Brian 2 paper in eLife, which reference [1] "
  "also uses. Expyriment's README gives 10.3758/s13428-013-0390-6. One identifier given to two works."),
 (D1, '[6] 东临大学人类被试伦理委员会. 意见函 DL-IRB-2042-037, 2042-05-06.',
  '2042-05-06', T, 'committee-letter-before-application', 'CC304',
  [(NE, 26, 'EEG data')],
  "The committee's letter of comments is dated 2042-05-06, two weeks before the revised application of "
  '2042-05-20 that answers it. A source dated before the document. (Team facts.)'),
 (D1, '- 第 1 版承诺在 2042-05-01 前完成 EEG 放大器年度校准；校准已于 2042-04-28（周一）完成，证书见附件 4。',
  '已于 2042-04-28（周一）完成', T, 'calibration-promise-kept', 'CC303',
  [(NE, 26, 'EEG data')],
  'The calibration promised by 2042-05-01 was done on 2042-04-28 (a Monday), before its date, and the '
  'certificate is attachment 4. A promise kept and confirmed. (Team facts.)'),
 (D1, '- 第 1 版还承诺在 2042-05-10 前用光电二极管实测 PsychoPy 刺激起始时刻与 EEG 标记之间的延迟，并把测量报告作为附件补交；该报告将随后补交委员会。',
  '该报告将随后补交委员会', M, 'photodiode-report-overdue', 'CC303',
  [(PP, 13, 'precise enough for psychophysics'), (EX, 17, 'timing-critical behavioral')],
  'The photodiode timing report was promised for 2042-05-10; the application of 2042-05-20 says only '
  'that it will be submitted later, with no report, date or attachment anywhere. A promise past its '
  'date without confirmation. (Team facts.)'),
 # ---- draft 2 (English conference poster: abstract, panels, tables, links, schedule, references): croniter, holidays, workalendar, ics
 (D2, '## Abstract (119 words)',
  '119 words', T, 'abstract-word-count-right', 'CC101',
  [(CR, 10, 'croniter provides iteration for the datetime object'), (HO, 122, 'We currently support 250 country codes')],
  'The eight abstract lines hold 119 whitespace-separated words (numbers such as 12,800 and 61 counted '
  'as words, no hyphenated compounds). The stated count matches.'),
 (D2, '- ShiftWise v1 (2041) served 20 jurisdictions; v3 serves 40, so coverage doubled (2×, 20 → 40).',
  'doubled (2×, 20 → 40)', T, 'coverage-doubled-20-to-40', 'CC104',
  [(HO, 122, 'We currently support 250 country codes')],
  "'doubled (2x, 20 -> 40)' gives both values, so the multiple has one reading only (40 = 2 x 20). "
  'Unambiguous. (Team figures.)'),
 (D2, "3. **Check.** Every candidate date is looked up in holidays 0.109 and in workcalendar's `is_working_day()`.",
  "workcalendar's", M, 'workcalendar-typo', 'CC205',
  [(WO, 2, 'pypi.org/project/workalendar/17.0.0/'), (WO, 4, '# Workalendar')],
  "'workcalendar' (an extra c) for workalendar in the method step that does the lookup; the package is "
  'spelt workalendar everywhere else in the poster. A near-miss of a known name.'),
 (D2, '6. **Publish.** The ics package (its README title reads "Ics.py : iCalendar for Humans"; PyPI name `ics`)',
  'Ics.py : iCalendar for Humans', T, 'ics-py-readme-title-alias', 'CC205',
  [(IC, 2, 'pypi.org/project/ics/0.7.3/'), (IC, 4, 'Ics.py : iCalendar for Humans')],
  "'Ics.py' is the title of the ics package's README (line 4), the PyPI name being ics; the line gives "
  'both. A known alias of the same project, not a typo.'),
 (D2, '| `@annually` | `0 0 1 1 *` |',
  '`@annually`', T, 'yearly-annually-two-keywords', 'CC102',
  [(CR, 479, ('@yearly', '0 0 1 1 *')), (CR, 480, ('@annually', '0 0 1 1 *'))],
  "@yearly and @annually are two keywords croniter accepts, both expanding to '0 0 1 1 *' without "
  'hash_id (README lines 479-480); the rows differ in their keyword and the note under the table says '
  'both are kept on purpose. Not a duplicate item.'),
 (D2, '| runs shifted off a holiday or weekend | 412 (3.2 %) |',
  '412 (3.2 %)', T, 'shifted-runs-share-3-2', 'CC105',
  [(HO, 7, 'specific sets of government-designated holidays')],
  '412 / 12,800 = 3.22 %, rounded to 3.2 %. The share is right. (Team figures.)'),
 (D2, 'Used alone, holidays had the fewest mismatches of the two libraries (9 of 517 against 14); taking the',
  'holidays had the fewest mismatches of the two libraries', T, 'holidays-fewest-mismatches-right', 'CC103',
  [(HO, 2, 'pypi.org/project/holidays/0.109/'), (WO, 2, 'pypi.org/project/workalendar/17.0.0/')],
  'Of the two libraries used alone, holidays has 9 mismatches and workalendar 14 (table 2); the union '
  'rows are not single libraries. Right ranking. (Team figures.)'),
 (D2, 'The warm-cache path is the fastest of the four at both p50 and p99, which is why the scheduler keeps it',
  'fastest of the four at both p50 and p99', M, 'warm-cache-not-fastest-at-p50', 'CC103',
  [(IC, 18, 'Ics.py is a pythonic and easy iCalendar library.'), (CR, 10, 'croniter provides iteration')],
  'Table 3: the warm-cache path has p50 0.42 ms, but reading the pre-built feed with ics has p50 0.38 '
  'ms; warm cache is fastest only at p99 (1.9 ms against 2.6 ms). The claim "fastest at both" is '
  'refuted by the values listed with it. (Team figures.)'),
 (D2, 'Cold start is reported separately: the first request after a deploy takes 210 ms (workalendar loading its',
  'takes 210 ms', T, 'cold-start-vs-steady-state', 'CC202',
  [(WO, 32, 'pre-computed values within the year range from 1991 to 2051')],
  'The 210 ms cold start (first request after a deploy) and the 0.42 ms steady-state p50 are given with '
  'their conditions and explicitly not compared. Two conditions kept apart. (Team figures.)'),
 (D2, 'Peak expansion throughput in v3 is 150% higher than in v2 (1,200 jobs/s), so the month-end peak of',
  '150% higher than in v2 (1,200 jobs/s)', M, 'throughput-150-percent-higher-decides', 'CC104',
  [(CR, 371, 'croniter limits the amount of CPU cycles spent')],
  "'150% higher than 1,200 jobs/s' reads as 3,000 jobs/s (1,200 x 2.5) or as 1,800 jobs/s (1.5 x); the "
  'first clears the 2,800 jobs/s month-end peak, the second does not, and the poster removes the '
  'pre-warming step on that basis. No measured v3 figure is given. An ambiguous multiplier decides the '
  'comparison. (Team figures.)'),
 (D2, 'Coverage check: holidays 0.109 lists 205 country codes and 30 financial markets, and every one of our 40',
  '205 country codes', M, 'holidays-205-vs-250-country-codes', 'CC201',
  [(HO, 122, 'We currently support 250 country codes')],
  "holidays' README says it supports 250 country codes (line 122), and the abstract says 250; the "
  'results panel gives 205 for the same version. Same subject and metric, two values (a transposition '
  'of the README figure).'),
 (D2, '[5] Ong M-L, Duarte R. ShiftWise v2: resolving conflicting holiday calendars in a payment scheduler. arXiv:4205.11620, 2042.',
  'arXiv:4205.11620', T, 'shiftwise-v2-preprint-before-poster', 'CC302',
  [(CR, 2, 'pypi.org/project/croniter/7.0.0/')],
  '4205 is May 2042, before the poster of 6 October 2042; five-digit number, valid month. An id not '
  'after its document. (Invented id.)'),
 (D2, '[6] Sato K. Business-day arithmetic when two calendars disagree. arXiv:4301.04417 (preprint).',
  'arXiv:4301.04417', M, 'preprint-from-january-2043', 'CC302',
  [(WO, 12, 'gives working-day-related computation functions')],
  '4301 is January 2043, three months after the poster version of 6 October 2042 that cites it. An '
  'identifier dated after the document. (Invented id.)'),
 (D2, '[7] ICOE 2042 organising committee. Poster-session FAQ, updated 2042-10-09.',
  'updated 2042-10-09', M, 'poster-faq-after-poster-date', 'CC304',
  [(IC, 2, 'pypi.org/project/ics/0.7.3/')],
  "The organisers' FAQ behind the print format is cited as updated on 2042-10-09, three days after the "
  'poster version of Monday 6 October 2042. A source dated after the document that cites it. (Invented '
  'source.)'),
 # ---- draft 3 (Chinese research cruise report, 一、-七、 headings, station table, revision record): gsw, flopy, landlab, meteostat
 (D3, '- 站位：计划 14 个，共完成 14 个站位（S01–S14），详见二、站位表。',
  '共完成 14 个站位', M, 'fourteen-stations-thirteen-listed', 'CC101',
  [(GS, 11, 'Thermodynamic Equation of Seawater 2010')],
  'The overview says all 14 stations (S01-S14) were completed, but the station table lists 13 rows (S09 '
  'missing), the CTD counts add to 52 over those 13, and section 四 and 六 say S09 was cancelled for the '
  'gale. A stated count against the items enumerated. (Team facts.)'),
 (D3, '- gsw 3.6.23：README 称 165 个标量 C 函数被包装为 ufunc，其中 158 个在 `gsw` 命名空间另有 Python 包装；165 与 158 是两层计数，不是两个矛盾的数字。',
  '165 与 158 是两层计数', T, 'gsw-165-wrapped-158-exposed', 'CC201',
  [(GS, 26, '165 scalar C functions'), (GS, 27, '158 of these are exposed')],
  "gsw's README gives both numbers: 165 scalar C functions wrapped as ufuncs, 158 of them exposed in "
  'the gsw namespace with a Python wrapper. Two counts of two things, as the line says. Not a value '
  'conflict.'),
 (D3, '- FloPy 按其 README 的两种引用分别列出：论文 [2]（doi:10.1111/gwat.12413）与软件发布 [3]（doi:10.5066/F7BK19FH），两个 DOI 对应两件不同作品，各引其一；Landlab 的 Zenodo DOI（10.5281/zenodo.3776837，[4]）是另一件作品的第三个 DOI。',
  '两个 DOI 对应两件不同作品', T, 'flopy-two-dois-two-works', 'CC206',
  [(FL, 32, 'doi:10.1111/gwat.12413'), (FL, 36, 'https://doi.org/10.5066/F7BK19FH'), (LL, 14, 'doi.org/10.5281/zenodo.3776837')],
  "FloPy's README gives two citations, the 2016 Groundwater paper (10.1111/gwat.12413) and the v3.11.0 "
  'software release (10.5066/F7BK19FH); each DOI is used for its own work, and the Landlab Zenodo DOI '
  'for a third. No id shared by two works.'),
 (D3, '1. CTD：52 次投放中 47 次全剖面合格，合格率 94.2%；3 次因泵未及时启动导致上层 3 m 缺失，2 次因',
  '合格率 94.2%', M, 'ctd-pass-rate-47-of-52', 'CC105',
  [(GS, 2, 'pypi.org/project/gsw/3.6.23/')],
  '47 / 52 = 90.4 %, not 94.2 % (the 3 + 2 rejected casts account for the other 5 of 52). A rate that '
  'disagrees with the counts it is computed from. (Team figures.)'),
 (D3, '5. 走航 ADCP：流速剖面有效数据率 92%，用于 SGD 通量估算中的潮流平流项。',
  '有效数据率 92%', M, 'adcp-not-installed-still-cited', 'CC403',
  [(GS, 11, 'Thermodynamic Equation of Seawater 2010')],
  'Section 三 and problem 1 of 六 say the ship-mounted ADCP failed before departure and was not '
  'installed, with no current data collected; the data-quality list still reports 92 % valid ADCP '
  'profiles feeding the advection term of the SGD flux. A removed item still relied on. (Team facts.)'),
 (D3, '6. 气象：本航次 18 天中 6 级以上大风 3 天（船载气象站逐时记录，与 Meteostat 最近 4 个岸基站日值一致）。',
  '6 级以上大风 3 天', T, 'gale-days-from-own-records', 'CC204',
  [(MS, 64, 'ms.stations.nearby(POINT, limit=4)'), (MS, 67, 'ms.daily(stations, START, END)')],
  "The 3 gale days rest on the ship's own hourly weather station, cross-checked with Meteostat daily "
  "values from the four nearest shore stations (the README's nearby/daily calls). A figure with primary "
  'sources. (Team figures.)'),
 (D3, '- 下航次按"3–4 月与 9 月该海域每 10 天约有 3 天 6 级以上大风"预留 30% 的避风时间，这一比例据船上老水手介绍。',
  '预留 30% 的避风时间', M, 'gale-share-from-old-sailor', 'CC204',
  [(MS, 27, 'Access and analyze historical weather and climate data with Python.')],
  "The 30 % weather reserve for the next cruise rests only on an old sailor's account ('每 10 天约有 3 天'), "
  "although the cruise's own records (3 of 18 days) and Meteostat's historical station data are at "
  'hand. A deciding figure on an unknown source. (Team figures.)'),
 (D3, '| 公开 HY7-2042-02 航次 CTD 数据集（L2 级） | 2043-01-31 | 按计划推进 |',
  '2043-01-31 | 按计划推进', M, 'ctd-dataset-promise-overdue', 'CC303',
  [(GS, 2, 'pypi.org/project/gsw/3.6.23/')],
  "The previous cruise's CTD data set was promised for 2043-01-31; the report of 2043-04-18 still calls "
  "it 'on schedule', with no data-set id or submission date anywhere. A promise past its date without "
  'confirmation. (Team facts.)'),
 (D3, '| flopy 模型升级到 3.11.0 并重跑 2042 年秋季情景 | 2043-02-28 | 已完成（2043-02-20，运行记录存于组内服务器） |',
  '已完成（2043-02-20', T, 'flopy-upgrade-promise-kept', 'CC303',
  [(FL, 2, 'pypi.org/project/flopy/3.11.0/'), (FL, 36, 'FloPy v3.11.0')],
  'The upgrade to flopy 3.11.0 (the PyPI release) was promised by 2043-02-28 and done on 2043-02-20, '
  'with its run records. A promise kept and confirmed. (Team facts.)'),
 (D3, '[3] Bakker M, Post V, Hughes J D, et al. FloPy v3.11.0: U.S. Geological Survey Software Release, 03 September 2026. doi:10.5066/F7BK19FH.',
  'doi:10.5066/F7BK19FH', T, 'flopy-software-doi-well-formed', 'CC301',
  [(FL, 36, 'https://doi.org/10.5066/F7BK19FH')],
  '10.5066/F7BK19FH is a well-formed DOI (prefix 10.5066, slash, suffix), the USGS software-release DOI '
  "in flopy's README; an all-capital suffix without dots is allowed. Well-formed id."),
 (D3, '[6] 舟山海洋气象台. 2043 年 3 月东海近岸海洋气象月报, 2043-04-08.',
  '2043-04-08', T, 'met-monthly-before-report', 'CC304',
  [(MS, 27, 'Access and analyze historical weather and climate data with Python.')],
  'The monthly marine-weather report is dated 2043-04-08, ten days before the cruise report of '
  '2043-04-18. A source dated before the document. (Invented source.)'),
 (D3, '| v1.0 | 2043-04-10（周五） | S05 纬度笔误更正：29°31.2′ → 29°13.2′（据 CTD 入水时的 GPS 日志） |',
  '29°31.2′ → 29°13.2′', T, 's05-latitude-correction-logged', 'CC401',
  [(GS, 2, 'pypi.org/project/gsw/3.6.23/')],
  "S05's latitude changed between versions (29°31.2' -> 29°13.2'), and the revision record logs it with "
  'its reason (GPS log); the station table uses the corrected value. A logged revision. (Team facts.)'),
 (D3, '| v1.1 | 2043-04-18（周六） | 盐度比对阈值改回 ±0.01 |',
  '盐度比对阈值改回 ±0.01', M, 'salinity-threshold-back-without-reason', 'CC402',
  [(GS, 11, 'Thermodynamic Equation of Seawater 2010')],
  'Salinity check threshold: +-0.01 (v0.9) -> +-0.005 (v1.0, because the salinometer was freshly '
  'calibrated) -> +-0.01 again in v1.1 with no reason, and section 四 uses +-0.01. A value returned to '
  'its earlier value without a reason. (Team facts.)'),
 (D3, '| v1.1 | 2043-04-18（周六） | CTD 垂向平均间隔改回 1 dbar：水深小于 20 m 的 6 个站位 0.5 dbar 平均后噪声过大，低盐薄层在 1 dbar 下仍可分辨 |',
  'CTD 垂向平均间隔改回 1 dbar', T, 'ctd-bin-back-to-1-dbar-with-reason', 'CC402',
  [(GS, 11, 'Thermodynamic Equation of Seawater 2010')],
  'CTD bin size: 1 dbar (v0.9) -> 0.5 dbar (v1.0) -> 1 dbar (v1.1), and the v1.1 entry gives the reason '
  '(too noisy at the six stations shallower than 20 m; the low-salinity layer still resolved); section '
  '四 uses 1 dbar. A documented return. (Team facts.)'),
 # ---- draft 4 (bilingual zh/en product datasheet, ## 1.-10., revision history): control, filterpy, pykalman, slycot
 (D4, '在 50 mm/s 匀速、EKF 开启时，位置 RMS 跟踪误差典型值 0.8 µm，约为竞品 X 数据表公布值 2.4 µm 的三分之一（X 未注明速度与负载），因此可直接替换 X 用于精密点胶。',
  '约为竞品 X 数据表公布值 2.4 µm 的三分之一', M, 'rms-vs-competitor-conditions-missing', 'CC202',
  [(FP, 16, 'This library provides Kalman filtering')],
  "The datasheet's 0.8 µm RMS error is measured at 50 mm/s with EKF on; competitor X's 2.4 µm comes "
  'with no speed or load (as the line admits), yet the two are set side by side as a one-third ratio '
  'and used to claim a drop-in replacement. Same metric, conditions missing on one side. (Team '
  'figures.)'),
 (D4, '- 三环级联 / cascaded loops: 电流环 32 kHz、速度环 16 kHz、位置环 8 kHz / current 32 kHz, velocity 16 kHz, position 8 kHz',
  '位置环 8 kHz', M, 'position-loop-8khz-silent', 'CC401',
  [(CT, 2, 'pypi.org/project/control/0.10.2/')],
  'Position-loop rate: 4 kHz (Rev A) -> 5 kHz (Rev B, logged) -> 8 kHz in the features list and the '
  'specification table of Rev D, while neither the Rev C nor the Rev D entry of the revision history '
  'mentions the change. A value changed between revisions without a changelog note. (Team figures.)'),
 (D4, '- 轴数 / axes: 每块控制板最多 8 轴，为上一代 QM-MC5 的 2 倍（4 轴 → 8 轴）/ up to 8 axes per board, twice the 4 of QM-MC5',
  '为上一代 QM-MC5 的 2 倍（4 轴 → 8 轴）', T, 'axes-doubled-4-to-8', 'CC104',
  [(CT, 43, 'Linear input/output systems in state-space and frequency domain')],
  "'2 倍（4 轴 → 8 轴）' gives both values; 8 = 2 x 4, one reading only. Unambiguous. (Team figures.)"),
 (D4, '- 编码器接口 / encoder interfaces: BiSS-C、EnDat 2.2、SSI、Tamagawa T-format、BiSS-C、ABZ 增量 / incremental',
  'BiSS-C、EnDat 2.2、SSI、Tamagawa T-format、BiSS-C', M, 'biss-c-listed-twice', 'CC102',
  [(CT, 2, 'pypi.org/project/control/0.10.2/')],
  'BiSS-C is listed twice (first and fifth) among the encoder interfaces. A repeated item in an '
  'enumeration. (Team facts.)'),
 (D4, '- 自动整定 / auto-tuning: 默认 LQR 整定，1 mm 阶跃整定时间典型 12 ms（惯量比 3:1）/ LQR by default, 12 ms typical settling for a 1 mm step (inertia ratio 3:1)',
  '1 mm 阶跃整定时间典型 12 ms', M, 'settling-12-vs-18-ms', 'CC201',
  [(CT, 48, 'linear quadratic regulator')],
  'The features list gives 12 ms typical settling for a 1 mm step with LQR tuning at inertia ratio 3:1; '
  'the specification table gives 18 ms typical (24 ms max) for the same step under the same stated '
  'conditions (default LQR, 3:1). Same subject, metric and conditions, two values. (Team figures.)'),
 (D4, '- 超调按阶跃幅度的百分比给出：1 mm 阶跃、最大 4.0 % 即绝对超调不超过 40 µm；百分比与 µm 是同一限值的两种写法。/ Overshoot is relative to step size; 4.0 % of 1 mm is 40 µm.',
  '即绝对超调不超过 40 µm', T, 'overshoot-percent-and-microns', 'CC202',
  [(CT, 45, 'Time response: initial, step, impulse')],
  '4.0 % of a 1 mm step is 40 µm: the relative and the absolute figure are one limit written two ways, '
  'and the line says so. Not a basis mismatch. (Team figures.)'),
 (D4, '- PyPI 包名 `control` 就是 python-control：README 标题为 "Python Control Systems Library"，仓库为 python-control/python-control，两个名字指同一项目。/ `control` on PyPI is python-control.',
  'PyPI 包名 `control` 就是 python-control', T, 'control-is-python-control', 'CC205',
  [(CT, 2, 'pypi.org/project/control/0.10.2/'), (CT, 22, 'Python Control Systems Library'), (CT, 56, 'github.com/python-control/python-control')],
  'control is the PyPI name of python-control, the Python Control Systems Library (README title and '
  'repository). Two names of one project, a known alias, not a typo.'),
 (D4, '- 工具链用到 slycot 的三项功能：H2 范数计算、H2 控制器综合、H∞ 控制器综合；README 把它们列在 "find H2 and L2 norms of MIMO systems" 与 "synthesize H-infinity and H2 controllers" 两条下，三项各不相同。',
  'H2 范数计算、H2 控制器综合、H∞ 控制器综合', T, 'slycot-h2-items-distinct', 'CC102',
  [(SL, 27, 'find H2 and L2 norms of MIMO systems'), (SL, 29, 'synthesize H-infinity and H2 controllers')],
  'H2 norm computation, H2 controller synthesis and H-infinity synthesis are three different routines '
  'from slycot\'s README list (lines 27 and 29); two items share the "H2" but name different functions. '
  'Not a duplicate.'),
 (D4, '- filterpy 的 README 仍写着 "At the moment FilterPy is on version 1.x"，那是早年的计划说明；PyPI 当前发布为 2.0.0，工具链锁定 2.0.0，二者不是两个"当前版本"。',
  'PyPI 当前发布为 2.0.0', T, 'filterpy-readme-1x-vs-pypi-2-0-0', 'CC203',
  [(FP, 2, 'pypi.org/project/filterpy/2.0.0/'), (FP, 54, 'At the moment FilterPy is on version 1.x.')],
  "filterpy's README text still says it is on version 1.x (an old plan to fork to 2.0), while the PyPI "
  'release is 2.0.0; the line explains that the README sentence is stale. One current version, not two '
  "'latest' versions."),
 (D4, '- CANopen 版本（订货号后缀 -C）自 Rev C 起停止供货并从本表移除，见第 8 节；本规格书其他部分不再引用 CANopen。/ The -C (CANopen) variants were withdrawn in Rev C.',
  '自 Rev C 起停止供货并从本表移除', T, 'canopen-withdrawn-cited-only-as-removed', 'CC403',
  [(CT, 2, 'pypi.org/project/control/0.10.2/')],
  'The CANopen (-C) variants were withdrawn in Rev C (revision history) and appear only as withdrawn; '
  'the features list, ordering table and specifications no longer rely on them. A removal cited only as '
  'a removal. (Team facts.)'),
 (D4, '| D | 2043-01-16 | 固件 4.3；超调最大值 5.0 % → 4.0 %（默认整定改为 LQR，见第 4 节）；新增 UKF 选项 / firmware 4.3; overshoot max 5.0 % → 4.0 % (LQR default tuning); UKF added |',
  '超调最大值 5.0 % → 4.0 %', T, 'overshoot-max-change-logged', 'CC401',
  [(CT, 48, 'linear quadratic regulator')],
  'The overshoot maximum changed from 5.0 % to 4.0 %, and the Rev D entry logs it with its reason (LQR '
  'default tuning); the specification table uses 4.0 %. A logged revision. (Team figures.)'),
 (D4, '2. python-control 当前最新版本为 0.9.4，QM-Tune 已锁定该版本，以保证不同批次的整定结果可复现。',
  '当前最新版本为 0.9.4', M, 'python-control-0-9-4-called-latest', 'CC203',
  [(CT, 2, 'pypi.org/project/control/0.10.2/')],
  'The toolchain table gives control (python-control) 0.10.2, the PyPI release; note 2 calls 0.9.4 the '
  'current latest version and says QM-Tune is locked to it. Two different current versions of one '
  'package in one datasheet.'),
 (D4, '[5] 吴昊, 裘叶（钱塘运控）. EM-based identification of servo noise covariances from commissioning runs. arXiv:4209.01532v2, 2042.',
  'arXiv:4209.01532v2', T, 'arxiv-id-with-version-well-formed', 'CC301',
  [(PK, 66, 'kf.em(measurements, n_iter=5)')],
  'arXiv:4209.01532v2 follows YYMM.NNNNN[vN]: month 09, five digits, version suffix v2; September 2042 '
  'is before the datasheet of 2043-01-16. Well-formed id. (Invented id.)'),
 (D4, '[6] 吴昊, 裘叶（钱塘运控）. Loop-shaping constraints for LQR auto-tuning in linear-motor stages. arXiv:4213.00871, 2042.',
  'arXiv:4213.00871', M, 'arxiv-month-13', 'CC301',
  [(CT, 48, 'linear quadratic regulator')],
  'arXiv:4213.00871 has month 13 in its YYMM prefix, which the scheme does not allow (01-12). A '
  'malformed identifier. (Invented id.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
