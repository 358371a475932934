#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-seventh held-out set (drafts_heldout37).

Same schema as ../drafts_heldout36/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 36, so the ids are
unique within this set and the draft names (heldout37-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-45/ (four per draft, none
shared): chemistry and genes (D1, a Chinese 博士学位论文开题报告 in analytical chemistry / proteomics),
water, rivers and weather (D2, an English city council staff report from a water utility recommending a
flood-warning and network-modelling system), sports data (D3, a Chinese 招标文件 with 技术规格书 and 评分办法
for a provincial sports bureau's data platform, including its Q&A addendum), bits, bytes and firmware
files (D4, a bilingual zh/en errata sheet / 勘误表 for an embedded device's flashing tool). A source path
that starts with "benchmarks/" is relative to the repository root (the parent of this file's parent, or
/work/main when the set still sits outside the repository, e.g. in /work/heldout37-pending); any other
path is relative to the shared directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-45/"
CI = NR + "cirpy.md"
PT = NR + "pyteomics.md"
PD = NR + "periodictable.md"
GG = NR + "gget.md"
DR = NR + "dataretrieval.md"
HF = NR + "hydrofunctions.md"
PS = NR + "pyswmm.md"
WN = NR + "wntr.md"
PB = NR + "pybaseball.md"
SB = NR + "statsbombpy.md"
MS = NR + "mplsoccer.md"
SP = NR + "sportsipy.md"
BS = NR + "bitstring.md"
CO = NR + "construct.md"
CR = NR + "crcmod.md"
IH = NR + "intelhex.md"

D1, D2, D3, D4 = ("heldout37-01-cirpy-pyteomics-periodictable-gget-thesis-proposal.md",
                  "heldout37-02-dataretrieval-hydrofunctions-pyswmm-wntr-staff-report.md",
                  "heldout37-03-pybaseball-statsbombpy-mplsoccer-sportsipy-tender-spec.md",
                  "heldout37-04-bitstring-construct-crcmod-intelhex-errata.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese 博士学位论文开题报告 (thesis proposal, 一、-十、 headings): cirpy, pyteomics, periodictable, gget)
 (D1, '课题组前期在 HeLa 标准品（120 min 梯度，48 个 RAW 文件）数据上已鉴定肽段 26,104 条，并发现',
  '已鉴定肽段 26,104 条', M, 'hela-peptides-26104-vs-21604', 'CC201',
  [(PT, 2, 'pypi.org/project/pyteomics/5.0.1/'), (PT, 47, 'MS or LC-MS data')],
  'Section 一 says the group has identified 26,104 peptides on the HeLa standard (120 min gradient, 48 '
  'RAW files); section 七 items 1 and 2 give 21,604 peptides for the same sample, gradient and file '
  'count (1% FDR). Same subject, metric and conditions, two values 4,500 apart. (Team figures; the '
  'cited lines are the pyteomics PyPI line and its LC-MS data line.)'),
 (D1, '联合打分的框架（arXiv:4507.02215）[6]，但尚未公开代码。',
  'arXiv:4507.02215', M, 'arxiv-july-2045-in-march-2045-proposal', 'CC302',
  [(PT, 41, 'mass and isotopic distribution')],
  'arXiv:4507.02215 encodes July 2045 (YYMM 4507), but the proposal is dated 2045-03-16 and cites it '
  'as existing work (reference [6], "2045"). An identifier dated after the document that cites it. '
  '(Invented id; the cited line is the isotopic-distribution feature the cited work is about.)'),
 (D1, '| CIRpy（PyPI 包名 cirpy，README 标题写作 CIRpy） | 1.0.2 | 化合物名称 → SMILES 等结构表示 |',
  'CIRpy（PyPI 包名 cirpy', T, 'cirpy-cirpy-case-alias', 'CC205',
  [(CI, 4, 'CIRpy'), (CI, 39, 'pip install cirpy')],
  'CIRpy is the README title (line 4) and cirpy the PyPI / pip name (line 39, and the import name in '
  'the example). A known spelling of the same package, not a near-miss name.'),
 (D1, '- 第二步，用 pyteomic 5.0.1 计算候选肽段的理论同位素分布（考虑 C、H、N、O、S 五种元素）。',
  'pyteomic 5.0.1', M, 'pyteomic-typo', 'CC205',
  [(PT, 2, 'pypi.org/project/pyteomics/5.0.1/')],
  '"pyteomic" is a near miss of pyteomics (PyPI name, version 5.0.1), spelled correctly in the 4.1 '
  'table, in 七 item 4 and in reference [2]. A misspelt package name in the technical route.'),
 (D1, '- 第五步，gget 部分只用到四个模块：`gget.info`、`gget.seq`、`gget.blast`、`gget.pdb`、`gget.enrichr`。',
  '只用到四个模块', M, 'gget-four-modules-five-listed', 'CC101',
  [(GG, 101, 'gget.info('), (GG, 102, 'gget.seq('), (GG, 104, 'gget.blast('), (GG, 107, 'gget.enrichr('), (GG, 109, 'gget.pdb(')],
  '"四个模块" heads five names: gget.info, gget.seq, gget.blast, gget.pdb, gget.enrichr (all five are gget '
  'calls in the README, lines 101-109). A stated count against the items enumerated.'),
 (D1, 'periodictable 的 README 列出三个基于该包的网页接口：NCNR、FRM II 与 SLD Calculator，本课题不依赖',
  '列出三个基于该包的网页接口', T, 'periodictable-three-web-interfaces', 'CC101',
  [(PD, 31, 'several web interfaces'), (PD, 33, 'NIST Center for Neutron Research (NCNR)'), (PD, 34, 'FRM II'), (PD, 35, 'SLD Calculator')],
  'Three stated, three named: NCNR, FRM II and SLD Calculator, the three web interfaces the '
  'periodictable README lists (lines 33-35). Right count.'),
 (D1, '| 2 | 2044-11-01 至 2045-01-20 | 同位素分布计算原型（研究内容一的预实验） | 已于 2045-01-12 完成，早于计划 |',
  '已于 2045-01-12 完成，早于计划', T, 'isotope-prototype-done-before-plan', 'CC303',
  [(PT, 41, 'mass and isotopic distribution')],
  'Stage 2 was planned to end 2045-01-20 and is reported done on 2045-01-12, before the report date '
  '2045-03-16. A past-dated plan with its completion confirmed. (Team facts.)'),
 (D1, '| 3 | 2045-01-02 至 2045-02-28 | 标识符解析流程原型（CIRpy + gget） | 进行中，预计 2045-02-28 前完成 |',
  '进行中，预计 2045-02-28 前完成', M, 'resolver-prototype-overdue', 'CC303',
  [(CI, 22, 'Chemical Identifier Resolver (CIR)'), (GG, 2, 'pypi.org/project/gget/0.30.8/')],
  'Stage 3 (the CIRpy + gget resolver prototype) is still "进行中，预计 2045-02-28 前完成" in a table whose '
  'status column is "截至 2045-03-16": the promised date has passed and nothing confirms it. (Team '
  'facts; the cited lines anchor the two packages of the stage.)'),
 (D1, '2. **梯度长度的影响。** 同一 HeLa 样品在 60 min 梯度下鉴定肽段 15,877 条，120 min 梯度下为 21,604 条；',
  '60 min 梯度下鉴定肽段 15,877 条，120 min 梯度下为 21,604 条', T, 'hela-two-gradients', 'CC201',
  [(PT, 47, 'MS or LC-MS data')],
  'Two peptide counts for one sample under two stated conditions, a 60 min and a 120 min LC gradient; '
  'the line says they are separate baselines. Different conditions, not a value conflict. (Team '
  'figures.)'),
 (D1, '3. **同位素打分的预实验。** 谱图鉴定率由 31.2% 提高到 38.4%，即提高 7.2 个百分点（相对提升 23.1%）；',
  '提高 7.2 个百分点（相对提升 23.1%）', T, 'id-rate-gain-points-and-relative', 'CC105',
  [(PT, 41, 'isotopic distribution')],
  '38.4 - 31.2 = 7.2 percentage points, and 7.2 / 31.2 = 23.1 % relative; both readings are named. '
  'Right arithmetic. (Team figures.)'),
 (D1, '（20.0%）。其中测试费与材料费合计 18.0 万元，占总预算的 65.0%，是主要支出。',
  '占总预算的 65.0%', M, 'test-and-materials-share-60', 'CC105',
  [(PD, 2, 'pypi.org/project/periodictable/2.1.0/')],
  'Testing 12.0 + materials 6.0 = 18.0 of 30.0 (10k yuan) is 60.0 %, as the budget table itself gives '
  '(40.0 % + 20.0 %), not 65.0 %. A stated share that disagrees with its own figures. (Team figures.)'),
 (D1, '[1] Luebbert L, Pachter L. Efficient querying of genomic reference databases with gget. Bioinformatics, 2023. https://doi.org/10.1093/bioinformatics/btac836',
  'https://doi.org/10.1093/bioinformatics/btac836', T, 'gget-doi-same-work', 'CC206',
  [(GG, 22, '10.1093/bioinformatics/btac836'), (GG, 24, 'https://doi.org/10.1093/bioinformatics/btac836')],
  'The DOI appears in 2.3 and in reference [1], both times for Luebbert & Pachter (2023), the gget '
  'paper, as in the README citation (lines 22 and 24). One identifier, one work.'),
 (D1, '[5] 韩松, 祁曼, 等. 面向肽段鉴定的保留时间深度预测与重打分. arXiv:4411.03094, 2044.',
  'arXiv:4411.03094', T, 'arxiv-november-2044-before-proposal', 'CC302',
  [(PT, 43, 'chromatographic retention time')],
  'arXiv:4411.03094 encodes November 2044, four months before the proposal (2045-03-16), and the entry '
  'is dated 2044; five digits after the dot. Not after the document. (Invented id.)'),
 (D1, '| 1 | 研究内容偏多，建议聚焦 | 删去原研究内容四（基于 periodictable 的样品中子活化估算），该包只给出粗略估计；正文其余部分不再涉及 |',
  '删去原研究内容四', T, 'activation-content-removed-cited-only-as-removed', 'CC403',
  [(PD, 22, 'Neutron activation calculations are based on Shleien (1998)'), (PD, 24, 'gross estimate')],
  'The former fourth research content (neutron activation with periodictable, which only gives "a '
  'gross estimate", README lines 22-24) was dropped after the pre-review, and no section of the '
  'proposal relies on it: 三 lists three contents, 2.2 uses periodictable for masses only. A removal '
  'mentioned only as a removal.'),
 # ---- draft 2 (English city council staff report (agenda item 7.C): dataretrieval, hydrofunctions, pyswmm, wntr)
 (D2, 'Mill Run at Station Road (HB-2) recorded the highest discharge of the four gauges, 2,870 cfs, which is',
  'recorded the highest discharge of the four gauges', T, 'hb2-highest-discharge-right', 'CC103',
  [(HF, 87, 'Discharge, cubic feet per second')],
  'HB-2 has 2,870 cfs against 2,310, 1,120 and 1,480 in the gauge table; it is also the highest stage '
  '(11.2 ft). Ranking right. (Team figures; the cited line is the discharge unit in the hydrofunctions '
  'example.)'),
 (D2, 'size 250) finished in 1.2 s with a 32-way split against 9.5 s and 9.1 s without it, about 8× faster.',
  'about 8× faster', T, 'parallel-chunks-8x-with-both-ends', 'CC104',
  [(DR, 188, '271-site subset of Ohio stream gages'), (DR, 196, '9.5 s / 9.1 s (2 runs)'), (DR, 198, '1.2 s')],
  'The multiple is given with both ends, 1.2 s against 9.5 s and 9.1 s (README lines 196-198): 9.5 / '
  '1.2 = 7.9, 9.1 / 1.2 = 7.6, "about 8×" as the README\'s "~8×". A speed-up ratio, one reading.'),
 (D2, 'The README reports "~4.5×" for n = 8 and "~8×" for n = 32; those are two settings of one benchmark.',
  '"~4.5×" for n = 8 and "~8×" for n = 32', T, 'two-speedups-two-settings', 'CC201',
  [(DR, 197, '~4.5×'), (DR, 198, '~8×')],
  'Two speed-ups of one benchmark for two settings of n (8 and 32), both from the README table (lines '
  '197-198). Different conditions, stated; not a value conflict.'),
 (D2, "lead time will be three times greater than today's 20 minutes, meeting the County's 70-minute standard",
  "three times greater than today's 20 minutes", M, 'lead-time-three-times-greater-decides-standard', 'CC104',
  [(PS, 9, 'Stormwater Management Model (SWMM5)')],
  '"three times greater than" 20 minutes reads as 60 minutes (x3) or 80 minutes (20 + 3 x 20). Against '
  "the County's 70-minute standard the first fails and the second passes; the line concludes it is met "
  'and drops further gauges on that basis. An ambiguous multiplier decides. (Team figures.)'),
 (D2, 'peak-stage error at HB-4 fell to 0.3 ft, compared with 12% in the 2043 model, a clear improvement.',
  'fell to 0.3 ft, compared with 12% in the 2043 model', M, 'calibration-error-ft-vs-percent', 'CC202',
  [(HF, 88, 'Gage height, feet'), (PS, 57, 'USEPA Stormwater Management')],
  'The new peak-stage error is absolute (0.3 ft), the old one relative (12 %), with no stage given to '
  'convert either; "a clear improvement" compares figures on two bases that cannot be reconciled. '
  '(Team figures.)'),
 (D2, 'The SWMM engine is pinned at 5.2.4 through the `pyswmm[swmm5.2.4]` extra, while the package is pyswmm 2.2.0:',
  'pinned at 5.2.4', T, 'swmm-engine-vs-pyswmm-version', 'CC203',
  [(PS, 2, 'pypi.org/project/pyswmm/2.2.0/'), (PS, 98, 'ranging from 5.1.14 to 5.2.4'), (PS, 101, 'pyswmm[swmm5.2.4]')],
  '5.2.4 is the SWMM engine selected through the pip extra (README lines 98 and 101), 2.2.0 the pyswmm '
  'package (PyPI line 2). Two components, two versions; no conflicting "current" version.'),
 (D2, 'Alternative C is recommended: it has the lowest five-year cost of the three action alternatives and the',
  'it has the lowest five-year cost of the three action alternatives', M, 'alt-c-not-lowest-cost', 'CC103',
  [(WN, 13, 'Water Network Tool for Resilience (WNTR)')],
  'Of the action alternatives B ($3,420,000), C ($2,630,000) and D ($2,480,000), D is the cheapest; C '
  'has the highest score (86) but not the lowest cost. The ranking claim contradicts the table. (Team '
  'figures.)'),
 (D2, 'The base cost is $1,884,000 (revised from $1,812,000 at the September 12 study session; the change is',
  'revised from $1,812,000 at the September 12 study session', T, 'base-cost-revision-noted', 'CC401',
  [(DR, 2, 'pypi.org/project/dataretrieval/1.4.0/')],
  'The base cost changed from $1,812,000 to $1,884,000, and the line says so, with the reason (two '
  'added gauges) and the errata note in Attachment B. A revision with its note; the new figure matches '
  'the table (684,000 + 912,000 + 216,000 + 72,000). (Team figures.)'),
 (D2, '$1,310,400 (60%), State Flood Resilience Grant $655,200 (30%), and the County partnership $218,400 (10%).',
  '$1,310,400 (60%)', T, 'funding-shares-right', 'CC105',
  [(WN, 2, 'pypi.org/project/wntr/1.5.0/')],
  '1,310,400 + 655,200 + 218,400 = 2,184,000, the total appropriation, and the shares are exact (60 / '
  '30 / 10 %). Right arithmetic. (Team figures.)'),
 (D2, '- April 2044, Resolution 2044-019: set the Station Road alert trigger at 6.0 ft.',
  'set the Station Road alert trigger at 6.0 ft', M, 'alert-trigger-6-to-5-5-to-6-no-reason', 'CC402',
  [(HF, 88, 'Gage height, feet')],
  'The Station Road trigger went 6.0 ft (2042) -> 5.5 ft (2043, because 6.0 ft fired too late to close '
  'the road before it overtopped) -> 6.0 ft (2044), and the return to the value found too late carries '
  'no reason. A value flip-flop. (Team facts.)'),
 (D2, '- Attachment C – Riverline Analytics technical memorandum, dated Friday, October 20, 2045',
  'dated Friday, October 20, 2045', T, 'consultant-memo-before-report', 'CC304',
  [(HF, 2, 'pypi.org/project/hydrofunctions/0.2.4/')],
  'The technical memorandum is dated Friday, October 20, 2045, six days before the report (Thursday, '
  'October 26, 2045). A source dated before the document. (Team facts.)'),
 (D2, '- Attachment D – Regional Flood Control District letter of support, dated November 20, 2045',
  'dated November 20, 2045', M, 'support-letter-after-report', 'CC304',
  [(WN, 2, 'pypi.org/project/wntr/1.5.0/')],
  'An attachment dated November 20, 2045 in a report dated October 26, 2045, six days after the '
  'meeting it is written for (November 14). A cited source dated after the document citing it. (Team '
  'facts.)'),
 (D2, '[1] Hodson, T.O., Hariharan, J.A., Black, S., and Horsburgh, J.S., 2023, dataretrieval (Python): U.S. Geological Survey software release, https://doi.org/10.5066/P94I5TX3',
  'https://doi.org/10.5066/P94I5TX3', T, 'dataretrieval-doi-same-work', 'CC206',
  [(DR, 398, 'Hodson, T.O., Hariharan, J.A., Black, S., and Horsburgh, J.S., 2023'), (DR, 401, 'https://doi.org/10.5066/P94I5TX3')],
  'The USGS DOI appears in reference [1] and in the closing note, both times for the dataretrieval '
  'software release (README citation, lines 398-401). One identifier, one work.'),
 (D2, '[3] Klise, K.A., Bynum, M., Moriarty, D., and Murray, R., 2017, A software framework for assessing the resilience of drinking water systems to disasters with an example earthquake case study, Environmental Modelling and Software, 95, 420–431, doi: 10.21105/joss.02292',
  'doi: 10.21105/joss.02292', M, 'wntr-2017-given-pyswmm-doi', 'CC206',
  [(WN, 53, 'doi: 10.1016/j.envsoft.2017.06.022'), (PS, 44, 'https://doi.org/10.21105/joss.02292')],
  'Reference [3], the 2017 WNTR paper in Environmental Modelling and Software, carries '
  '10.21105/joss.02292, the DOI of the PySWMM JOSS paper in reference [2]; the WNTR README gives '
  '10.1016/j.envsoft.2017.06.022 (line 53). One identifier given to two works.'),
 # ---- draft 3 (Chinese 招标文件（技术规格书与评分办法）, 第一章-第八章 headings: pybaseball, statsbombpy, mplsoccer, sportsipy)
 (D3, '6. Baseball Savant（Statcast 逐球数据）：逐球级投打数据（经 pybaseball 采集）。',
  'Baseball Savant（Statcast 逐球数据）', M, 'baseball-savant-listed-twice', 'CC102',
  [(PB, 10, 'Baseball Reference, Baseball Savant, and FanGraphs')],
  'Items 2 and 6 of the data-source list are the same source, Baseball Savant (Statcast pitch-level '
  'data via pybaseball), word for word; pybaseball scrapes three sites (README line 10). A repeated '
  'item, which also inflates "六类数据源" in 5.2.1.'),
 (D3, 'sportsipy 覆盖北美六个联赛/项目：MLB、NBA、大学橄榄球、大学篮球、NFL、NHL，另支持职业足球。',
  '北美六个联赛/项目', T, 'sportsipy-six-north-american-leagues', 'CC101',
  [(SP, 21, 'MLB, NBA, College Football and Basketball'), (SP, 22, 'NFL, and NHL')],
  'Six stated, six named: MLB, NBA, college football, college basketball, NFL, NHL ("College Football '
  'and Basketball" is two), as in the sportsipy README (lines 21-22); professional football is named '
  'separately. Right count.'),
 (D3, '依答疑澄清变更二，NHL 数据不再接入（原第 2.1 条第 5 项中的该部分要求已删除），其余联赛照常接入。',
  'NHL 数据不再接入', T, 'nhl-removal-stated-as-removal', 'CC403',
  [(SP, 22, 'NFL, and NHL')],
  'The NHL requirement was deleted by change 2 of the Q&A addendum, and this line mentions it only as '
  'deleted. A removal reported as a removal (the scoring row that still relies on it is labelled '
  'separately).'),
 (D3, 'pybaseball 的 `pitching_stats`（数据取自 FanGraphs）与 `pitching_stats_bref`（数据取自 Baseball Reference）',
  '`pitching_stats_bref`（数据取自 Baseball Reference）', T, 'pitching-stats-vs-bref', 'CC102',
  [(PB, 113, 'pitching_stats(start_season, end_season)'), (PB, 130, 'pitching_stats_bref(season)')],
  '`pitching_stats` (FanGraphs) and `pitching_stats_bref` (Baseball Reference) are two functions with '
  'two sources (README lines 113 and 130). Look-alike names, distinct items.'),
 (D3, '- 足球事件库容量：按每场约 3,400 个事件估算（该数字来自某短视频平台体育博主的介绍，未找到原始',
  '按每场约 3,400 个事件估算', M, 'events-per-match-from-video-blogger', 'CC204',
  [(SB, 2, 'pypi.org/project/statsbombpy/1.22.0/'), (SB, 1051, 'All events from a given competition')],
  'The 3,400 events per match comes from a short-video sports blogger with no original source found, '
  "and it fixes a binding capacity limit (1.3 million per season, overrun at the bidder's cost). A "
  'number resting on a tertiary source decides a requirement. (Team facts.)'),
 (D3, '| 实时数据延迟 | ≤ 3 s（依答疑澄清变更一，原为 5 s） | 数据源发布至平台可查询 |',
  '≤ 3 s（依答疑澄清变更一，原为 5 s）', T, 'latency-5-to-3-logged', 'CC401',
  [(SB, 2, 'pypi.org/project/statsbombpy/1.22.0/')],
  'The latency limit changed from 5 s to 3 s, and both the row and change 1 of the Q&A addendum record '
  'it. A revision with its change note. (Team figures.)'),
 (D3, '| 并发在线用户数 | ≥ 300 | 同时在线操作，响应时间仍满足上行要求 |',
  '≥ 300', M, 'concurrent-users-200-to-300-unlisted', 'CC401',
  [(PB, 2, 'pypi.org/project/pybaseball/2.2.7/')],
  'Question 1 of the addendum quotes clause 2.3 as "并发在线用户数不少于 200"; the consolidated v1.1 table gives '
  '≥ 300, and the change list 8.1 (changes 1-3) does not mention it. A value changed without a change '
  'note. (Team figures.)'),
 (D3, '峰值写入吞吐 ≥ 2,000 条/秒与日均处理量 ≥ 5,000 万条分别是峰值与日平均两种口径，二者不作换算比较。',
  '分别是峰值与日平均两种口径', T, 'peak-vs-daily-average-bases', 'CC202',
  [(SB, 1051, 'All events from a given competition')],
  'A peak rate (2,000 per second for 10 minutes) and a daily average (50 million per day, about 579 '
  'per second) on two named bases, not compared with each other; 2,000 x 86,400 would exceed 50 '
  'million only if the peak were read as an average. (Team figures.)'),
 (D3, '取值，无法探测核数时取 4（见 statsbombpy README）。平台服务器为 32 核时，默认将使用 30 个核，投标人',
  '默认将使用 30 个核', T, 'sb-cores-minus-two-from-readme', 'CC204',
  [(SB, 34, 'SB_CORES'), (SB, 36, ('2 less than that number', 'set the number to 4'))],
  "The core rule (detected cores minus 2, or 4 if detection fails) is the statsbombpy README's own "
  '(lines 34 and 36), cited as such; 32 - 2 = 30. A first-party source.'),
 (D3, '该示例所列分区中芝加哥小熊以 103 胜 58 负排名第一，领先第二名圣路易斯红雀 17.5 场；',
  '芝加哥小熊以 103 胜 58 负排名第一', T, 'cubs-first-2016-right', 'CC103',
  [(PB, 151, 'standings(2016)[4]'), (PB, 154, 'Chicago Cubs  103  58'), (PB, 155, 'St. Louis Cardinals   86  76  .531  17.5')],
  "In the README's standings(2016)[4] output the Cubs are first at 103-58, 17.5 games ahead of the "
  'Cardinals (86-76), as the line says (README lines 151-155). Ranking right.'),
 (D3, '★3 可视化组件须基于 mplsoccer 当前最新版 1.6.1，不得自行修改其坐标体系。',
  '当前最新版 1.6.1', M, 'mplsoccer-latest-1-6-1-vs-1-8-1', 'CC203',
  [(MS, 2, 'pypi.org/project/mplsoccer/1.8.1/')],
  '★3 requires "mplsoccer 当前最新版 1.6.1", while chapter 3 of the same document sets 1.8.1 (the PyPI '
  'release) as the minimum. Two different current versions of one package at one date, in a binding '
  'clause.'),
 (D3, '| 5.2.7 | NHL 数据接入完整性 | 3 | NHL 球队、赛程与比赛统计的覆盖程度 |',
  'NHL 数据接入完整性', M, 'nhl-scoring-row-after-removal', 'CC403',
  [(SP, 22, 'NFL, and NHL')],
  'Change 2 of the addendum deleted the NHL requirement, and chapter 8 prevails over the rest of the '
  'document; the scoring table still awards 3 points for NHL coverage. A removed requirement still '
  'relied on elsewhere.'),
 (D3, '| 三 | 商务分小计 | 10 | 第 5.3.1–5.3.3 项之和 |',
  '商务分小计 | 10', M, 'business-subtotal-11-not-10', 'CC105',
  [(SP, 2, 'pypi.org/project/sportsipy/0.6.0/')],
  'The business subtotal is stated as 10 and defined as the sum of 5.3.1-5.3.3, which is 5 + 3 + 3 = '
  '11; the items then add to 30 + 60 + 11 = 101, not the stated 100. Parts that do not add up to the '
  'stated total. (Team figures.)'),
 (D3, '终验后进入 24 个月运维期。数据安全要求依据《华岳省体育局数据安全管理办法》（2044-05-20 印发）执行。',
  '（2044-05-20 印发）', T, 'security-rules-before-tender', 'CC304',
  [(PB, 2, 'pypi.org/project/pybaseball/2.2.7/')],
  "The bureau's data-security rules are dated 2044-05-20, two weeks before the tender was issued "
  '(2044-06-03). A source dated before the document. (Team facts.)'),
 # ---- draft 4 (bilingual zh/en errata sheet / 勘误表, ## 1.-## 9. headings: bitstring, construct, crcmod, intelhex)
 (D4, '- 旧产线工作站仍为 Python 2.7，只能使用 intelhex 2.2.1；3.x 各版本使用 intelhex 2.3.0（只支持 Python 3.5 及以上）。',
  '只能使用 intelhex 2.2.1；3.x 各版本使用 intelhex 2.3.0', T, 'intelhex-2-2-1-legacy-vs-2-3-0', 'CC203',
  [(IH, 2, 'pypi.org/project/intelhex/2.3.0/'), (IH, 30, 'supports Python 3 (3.5 or later) only'), (IH, 31, 'the last one which has been checked against Python 2.7')],
  'Two intelhex versions for two runtimes: 2.2.1 on the Python 2.7 legacy line (the README calls it '
  'the last release checked against Python 2.7, lines 30-31), 2.3.0 for 3.x (Python 3.5+ only). '
  'Neither is called the latest; no conflict.'),
 (D4, '- bitstring 5 基于 tibs 2.0（同一作者用 Rust 编写的二进制数据处理库，不是 "bits" 的笔误），安装时自动带入。',
  'tibs 2.0', T, 'tibs-not-typo', 'CC205',
  [(BS, 44, 'bitstring 5 is built on [tibs]'), (BS, 49, 'Tibs has now reached its 2.0 release')],
  'tibs is a separate package by the same author on which bitstring 5 is built, now at 2.0 (README '
  'lines 44 and 49); the line itself says it is not a misspelling of "bits". A real name.'),
 (D4, '- 3.4.0 起，解析 16 MiB 镜像由 48 s 降至 12 s（4×），与 bitstring README 所说的 "around 4x faster" 一致。',
  '由 48 s 降至 12 s（4×）', T, 'parse-time-4x-with-both-ends', 'CC104',
  [(BS, 27, 'around 4x faster across the benchmark suite')],
  'The multiple is spelled out with both ends, 48 s -> 12 s, so "4×" has one reading (48 / 12 = 4), in '
  'line with the bitstring README\'s "around 4x faster" (line 27). (Team figures.)'),
 (D4, '- 说明：3.4.x 依赖的 bitstring 当前最新版本为 4.4，升级前请勿改动依赖锁文件。',
  '当前最新版本为 4.4', M, 'bitstring-latest-4-4-vs-5-0-0', 'CC203',
  [(BS, 2, 'pypi.org/project/bitstring/5.0.0/'), (BS, 78, 'Version 4.4 documentation')],
  'The note calls 4.4 the current latest bitstring for 3.4.x, while the version table and section 1 '
  'give bitstring 5.0.0 (the PyPI release) for 3.4.0-3.4.2; 4.4 is the old line pinned by 3.3.x. Two '
  'different current versions of one package in one document.'),
 (D4, '时位序反转。3.4.0 发布时承诺于 2045-01-31 前在 3.4.1 中修复，3.4.1 已于 2045-01-27（周五）发布并修复。',
  '3.4.1 已于 2045-01-27（周五）发布并修复', T, 'e03-fix-promise-kept', 'CC303',
  [(BS, 30, 'LSB0 mode')],
  'The fix for E-03 (bit order after bitstring 5 removed LSB0 mode, README line 30) was promised for '
  '3.4.1 by 2045-01-31 and 3.4.1 shipped on 2045-01-27, as the version table and revision C confirm. A '
  'promise kept. (Team facts.)'),
 (D4, '产线统计：按烧录次数计 0.8%（12,500 次中 100 次）；按设备计 1.6%（受影响 100 台，共 6,250 台，每台平均',
  '按烧录次数计 0.8%（12,500 次中 100 次）；按设备计 1.6%', T, 'timeout-rate-per-flash-vs-per-device', 'CC202',
  [(CO, 7, 'declarative')],
  'Two rates on two named bases: per flashing run 100 / 12,500 = 0.8 %, per device 100 / 6,250 = 1.6 % '
  '(each device flashed twice on average). Both right; nothing to reconcile. (Team figures.)'),
 (D4, '根本修复计划于 2045-06-30 发布的 3.5.0 中完成：帧解析将以 construct 2.10.70 的声明式 `Struct` 重写。',
  '根本修复计划于 2045-06-30 发布的 3.5.0 中完成', M, 'e04-fix-3-5-0-overdue', 'CC303',
  [(CO, 2, 'pypi.org/project/construct/2.10.70/'), (CO, 28, 'A ``Struct`` is a collection of ordered, named fields')],
  'The root fix was planned for 3.5.0 on 2045-06-30; the sheet is dated 2045-08-18, E-04 is still '
  '"计划中", the version table ends at 3.4.2 and section 7 still lists 3.5.0 for 2045-06-30 with no new '
  'date. A promised date passed without confirmation. (Team facts; the cited lines anchor the '
  'construct rewrite.)'),
 (D4, 'CRC（多项式 0x1EDC6F41）时把填充区算入，导致误报。规避：加 `--verify-ranges` 只校验数据区。',
  '多项式 0x1EDC6F41', M, 'trailer-crc-poly-conflict', 'CC201',
  [(CR, 15, 'any 8, 16, 24, 32, or 64 bit CRC')],
  'E-06 gives the image-trailer CRC polynomial as 0x1EDC6F41 (CRC-32C); the CRC table in section 5 '
  'gives the image trailer CRC-32/ISO-HDLC with 0x04C11DB7 (check 0xCBF43926). Same subject and '
  'parameter, two values.'),
 (D4, 'CRC-16/CCITT-FALSE 与 CRC-16/XMODEM 多项式同为 0x1021，但初值分别为 0xFFFF 与 0x0000，校验值 0x29B1 与',
  '多项式同为 0x1021', T, 'two-crc16-rows-distinct', 'CC102',
  [(CR, 29, '``predefined`` module to select one of the standard')],
  'The two CRC-16 rows share polynomial 0x1021 but differ in initial value (0xFFFF / 0x0000) and so in '
  'check value (0x29B1 / 0x31C3, both verified); they are two algorithms used by two bootloader '
  'generations. Look-alike rows, distinct items.'),
 (D4, '工具支持 Intel HEX 的六种记录类型：00 数据、01 文件结束、02 扩展段地址、04 扩展线性地址、05 起始线性地址。',
  '六种记录类型', M, 'six-record-types-five-listed', 'CC101',
  [(IH, 9, 'The Intel HEX file format is widely used')],
  '"六种记录类型" heads five: 00, 01, 02, 04, 05; type 03 (start segment address, the subject of E-08) is '
  'missing from the list. A stated count against the items enumerated.'),
 (D4, '3.4.2 的 USB-HS 写入速度提升 2 倍（3.3.0 为 120 KiB/s），因此 8 MiB 外部镜像可在 30 s 的产线节拍内写完。',
  '写入速度提升 2 倍（3.3.0 为 120 KiB/s）', M, 'usb-write-2x-decides-takt', 'CC104',
  [(IH, 11, 'code to be programmed into microelectronic devices')],
  '"提升 2 倍" from 120 KiB/s reads as 240 KiB/s (x2) or 360 KiB/s (x3). An 8 MiB image (8,192 KiB) takes '
  '34.1 s at 240 KiB/s, over the 30 s takt, and 22.8 s at 360 KiB/s, within it; the line concludes it '
  'fits. An ambiguous multiplier decides. (Team figures.)'),
 (D4, '| E | 2045-05-19（周五） | 3.4.2 加入超时重试后，默认写入块大小恢复为 4096 字节（理由见 E-04）；新增 E-08 |',
  '默认写入块大小恢复为 4096 字节（理由见 E-04）', T, 'block-size-4096-1024-4096-with-reason', 'CC402',
  [(CO, 2, 'pypi.org/project/construct/2.10.70/')],
  'The default write block size went 4096 -> 1024 (rev. C, to avoid E-04) -> 4096 (rev. E), and the '
  'return gives its reason: 3.4.2 added timeout retries. A documented return, not a flip-flop. (Team '
  'figures.)'),
 (D4, '[6] 祁远航, 等. 面向 4 KiB 帧的 CRC-32 多项式检错能力比较. arXiv:4411.00917v2, 2044.',
  'arXiv:4411.00917v2', T, 'arxiv-with-version-well-formed', 'CC301',
  [(CR, 15, '32, or 64 bit CRC')],
  'arXiv:4411.00917v2: YYMM 4411 (November 2044, month valid), five digits, version suffix v2. '
  'Well-formed, and before the sheet (2045-08-18). (Invented id.)'),
 (D4, '[7] 钟以宁. 多端口 USB 烧录超时的统计分析. arXiv:4410.0873, 2044.',
  'arXiv:4410.0873', M, 'arxiv-four-digits-after-2015', 'CC301',
  [(CO, 7, 'declarative')],
  'arXiv:4410.0873 has four digits after the dot; since 2015 new-style arXiv ids have five '
  '(YYMM.NNNNN). An identifier that breaks its scheme. (Invented id.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
