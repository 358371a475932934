#!/usr/bin/env python3
"""Build labels.jsonl for the fortieth held-out set (drafts_heldout40).

Same schema as ../drafts_heldout39/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 39, so the ids are
unique within this set and the draft names (heldout40-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-47/ (four per draft, none
shared): football tracking and event data (D1, a Chinese 工作交接文档 of an analyst leaving a club's data
team, with a handover list of systems, owners and versions, per-season match counts, frame rates and
file sizes, known problems, dated to-dos, contacts and appendices with commands, references and a
revision record), vehicle routing and combinatorial optimisation (D2, an English conference trip report
of an operations-research engineer, with talks tagged by source strength (paper, slide, hallway), quoted
benchmark figures, the team's own replays, action items and expenses), weather and atmospheric data
(D3, a Chinese 内部技术通讯, a monthly newsletter of a weather-service data team with several authors:
news, version upgrades, a performance summary, a dashboard table, errata for the last issue and a
preview), small boards and embedded Python (D4, a bilingual zh/en 用户调研报告 / survey results summary
of a maker lab's board fleet, with response rates, paired findings, a board and version inventory,
frame rates and LED counts, ranked pain points, follow-up of last year's recommendations, new
recommendations and the questionnaire). A source path that starts with "benchmarks/" is relative to the
repository root (the parent of this file's parent, or /work/main when the set still sits outside the
repository, e.g. in /work/heldout40-pending); any other path is relative to the shared directory
(default /work/shared; override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-47/"
KL = NR + "kloppy.md"
FL = NR + "floodlight.md"
DB = NR + "databallpy.md"
SA = NR + "socceraction.md"
PV = NR + "pyvrp.md"
VL = NR + "vrplib.md"
TS = NR + "tsplib95.md"
EK = NR + "elkai.md"
MP = NR + "metpy.md"
CG = NR + "cfgrib.md"
HB = NR + "herbie-data.md"
SI = NR + "siphon.md"
GZ = NR + "gpiozero.md"
PC = NR + "picamera2.md"
WS = NR + "rpi-ws281x.md"
MR = NR + "mpremote.md"

D1, D2, D3, D4 = ("heldout40-01-kloppy-floodlight-databallpy-socceraction-handover.md",
                  "heldout40-02-pyvrp-vrplib-tsplib95-elkai-trip-report.md",
                  "heldout40-03-metpy-cfgrib-herbie-siphon-newsletter.md",
                  "heldout40-04-gpiozero-picamera2-ws281x-mpremote-survey-results.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese 工作交接文档 of a club data analyst, 一、-八、 headings with appendices A-C): kloppy, floodlight, databallpy, socceraction
 (D1, '- floodlight 1.2.0 的解析器覆盖 9 家提供商：Tracab/ChyronHego、DFL/STS、Kinexon、Opta、Second Spectrum、Skillcorner、Sportradar、StatsPerform；我们只用它的滤波和模型，不用它的解析器。',
  '覆盖 9 家提供商', M, 'floodlight-parsers-9-lists-8', 'CC101',
  [(FL, 114, 'Tracab/ChyronHego'), (FL, 122, 'StatsBomb')],
  'The line says floodlight 1.2.0 parses 9 providers and then enumerates only 8 (Tracab/ChyronHego, DFL/STS, '
  'Kinexon, Opta, Second Spectrum, Skillcorner, Sportradar, StatsPerform); StatsBomb, the ninth parser in the '
  'README list (lines 114-122), was dropped. Stated count against the items enumerated.'),
 (D1, '- databallpy 内部支持的事件数据提供商共 7 家：Opta、Metrica、Instat、SciSports、Sportec Solutions、Statsbomb、Fifa（Fifa 解析器是 0.7.3 才加进来的）。',
  '共 7 家', T, 'databallpy-seven-event-providers', 'CC101',
  [(DB, 112, 'event data provider'), (DB, 119, 'Fifa'), (DB, 64, 'Fifa event data')],
  'Seven event-data providers are stated and seven are enumerated (Opta, Metrica, Instat, SciSports, Sportec '
  'Solutions, Statsbomb, Fifa), as in the README note (lines 112-119); the Fifa parser is the V0.7.3 changelog '
  'item. Count and list agree.'),
 (D1, '- 同一个德甲官方数据源，在 kloppy 里叫 `sportec`，在 floodlight 里叫 DFL/STS，在 databallpy 里写 `"dfl"` 或 `"sportec"` 都行——三个名字指的是同一家 Sportec Solutions。',
  '在 floodlight 里叫 DFL/STS', T, 'dfl-sportec-sts-same-source', 'CC205',
  [(FL, 115, 'DFL/STS'), (DB, 110, ('"dfl"', '"sportec"')), (KL, 39, 'Sportec')],
  'sportec (kloppy), DFL/STS (floodlight) and "dfl" / "sportec" (databallpy) are the names the three READMEs use '
  'for the same Bundesliga data source; the line says so. Known aliases, not a misspelling.'),
 (D1, '- databallpy 的 PyPI 说明页最上面的更新记录是“Changelog V0.7.3 (14/04/2026)”，那是旧版 0.7.3 的记录；生产环境装的是 0.8.1，两者不矛盾。',
  '那是旧版 0.7.3 的记录', T, 'databallpy-changelog-0-7-3-old-0-8-1-current', 'CC203',
  [(DB, 2, 'databallpy/0.8.1'), (DB, 62, 'Changelog V0.7.3 (14/04/2026)')],
  'Two databallpy versions on one line, but the README changelog heading V0.7.3 (2026) is named as the old '
  "release's record and 0.8.1 (the PyPI version, line 2) as the one installed. An old version named as old."),
 (D1, '| 合计 | 92 | 19 | 113 | 109 | 111 |',
  '113', M, 'season-total-113-not-111', 'CC105',
  [(KL, 15, 'event and tracking data')],
  'The total row gives 113 matches, but the season rows add to 40 + 43 + 28 = 111, the league and cup totals to '
  '92 + 19 = 111, the event-data column to 111, and the lead sentence of 3.1 says 111. Parts that do not add up '
  'to the stated total. (Team figures; the cited line is the event-and-tracking subject.)'),
 (D1, '- 每场 Tracab 原始 `.dat` 文件约 86 MB，gzip 压缩后约 21 MB；对象存储里两种都保留。',
  'gzip 压缩后约 21 MB', T, 'tracab-raw-86-gzip-21', 'CC201',
  [(KL, 90, 'compressed files')],
  'Two sizes for one Tracab match file, 86 MB and 21 MB, but for two stated conditions: the raw .dat and the '
  'gzip-compressed copy, both kept; 3.2 repeats both per-season sums consistently (109 x 86 and 109 x 21). '
  'Different conditions, no conflict. (Team figures.)'),
 (D1, '- 转换成 SPADL 后每场约 1,350 个动作，111 场约 15.0 万个动作（111 × 1,350 = 149,850）。',
  '111 × 1,350 = 149,850', T, 'spadl-actions-111x1350', 'CC105',
  [(SA, 37, 'SPADL')],
  '111 matches x 1,350 SPADL actions = 149,850, about 15.0 万; the product and the rounding are right. (Team '
  "figures; the cited line is socceraction's SPADL converters.)"),
 (D1, '2. floodlight 当前最新版为 1.1.0，IDSSE 数据集接口在说明页上仍标为 new，生产环境暂不使用该接口。',
  'floodlight 当前最新版为 1.1.0', M, 'floodlight-latest-1-1-0-vs-1-2-0', 'CC203',
  [(FL, 2, 'floodlight/1.2.0'), (FL, 127, 'IDSSE')],
  'The known-problems list calls 1.1.0 the current latest floodlight, while the handover table of the same '
  'document (same date, 2048-03-06) lists 1.2.0 installed and marked "PyPI 最新版", as does the install command in '
  'appendix A (PyPI page: 1.2.0). Two different latest versions for one package at one date.'),
 (D1, '| 2 | kloppy 升级到 3.19.1 并跑 J03WMX 回归测试 | 林晓舟 | 2048-02-10 | 已于 2048-02-06（周四）完成，41 项回归测试全部通过 |',
  '已于 2048-02-06（周四）完成', T, 'kloppy-upgrade-done-before-promise', 'CC303',
  [(KL, 2, 'kloppy/3.19.1'), (KL, 95, 'J03WMX')],
  'Promised for 2048-02-10 and done on 2048-02-06 (a Thursday), with the regression result on the same line; the '
  'handover table shows 3.19.1 installed. A promise kept and confirmed.'),
 (D1, '| 4 | 向 Tracab 申请补交 2046/47 两场杯赛客场的追踪数据 | 林晓舟 | 2048-02-20 | 已发邮件，尚无回复 |',
  '已发邮件，尚无回复', M, 'tracab-backfill-overdue', 'CC303',
  [(DB, 140, 'both datastreams are necessary')],
  'Item #4 was promised for 2048-02-20; the status as of the document date 2048-03-06 is only "mail sent, no '
  'reply", and nothing else in the document (3.1, known problem 4) confirms delivery. A promised date passed '
  'without confirmation. (Team plan; the cited line explains why the tracking files are needed.)'),
 (D1, '- [B3] DataBallPy：Oonk, Grob & Kempe, 2026, Journal of Open Source Software 11(120): 10223, doi:10.21105/JOSS.10223。',
  'doi:10.21105/JOSS.10223', T, 'databallpy-doi-case-same-work', 'CC206',
  [(DB, 227, 'joss.10223'), (DB, 232, '10.21105/JOSS.10223')],
  'The DataBallPy DOI appears in lower case in section 2 and in upper case in [B3]; DOIs are case-insensitive and '
  'the README itself writes both forms (lines 227 and 232) for the same JOSS paper. One identifier, one work.'),
 (D1, '- [B7] 陈一帆、林晓舟：事件—追踪同步时间窗的敏感性，预印本 arXiv:4802.01377（2048 年 2 月）。',
  'arXiv:4802.01377', T, 'arxiv-feb-2048-before-handover', 'CC302',
  [(DB, 164, 'Needleman-Wunsch')],
  'arXiv:4802.01377 is a February 2048 id, stated as such, cited in a document dated 2048-03-06: not after the '
  'document. (Invented internal preprint; the cited line is the synchronisation method.)'),
 (D1, '- [B8] Kessler, M. et al.: Event-to-tracking alignment under broadcast tracking, arXiv:4713.02291（2047）。',
  'arXiv:4713.02291', M, 'arxiv-month-13', 'CC301',
  [(DB, 164, 'Needleman-Wunsch'), (FL, 19, 'arXiv-2206.02562')],
  'arXiv:4713.02291 has month 13, which the YYMM.NNNNN scheme does not allow (compare the well-formed 2206.02562 '
  'of floodlight in [B2]). A malformed identifier. (Invented reference.)'),
 (D1, '| v1.3 | 2048-03-06 | 林晓舟 | 同步时间窗改回 ±2.0 s；更新待办状态与联系人 |',
  '同步时间窗改回 ±2.0 s', M, 'sync-window-2-0-1-5-2-0-no-reason', 'CC402',
  [(DB, 164, 'Needleman-Wunsch')],
  'The synchronisation window goes from +/-2.0 s (v1.0) to +/-1.5 s in v1.2, with a stated reason (three fast '
  'passes mismatched in the J03WMX regression), and back to +/-2.0 s in v1.3 with no reason and no new test; '
  'section 4 now says +/-2.0 s. A value that returns to its earlier value. (Team setting; the cited line is the '
  'Needleman-Wunsch sync.)'),
 # ---- draft 2 (English conference trip report of an OR engineer, sections 0-8, source tags [P]/[S]/[H]): pyvrp, vrplib, tsplib95, elkai
 (D2, '- Ranking on the 601–1,000 band: in-house ALNS first, PyVRP second, OR-Tools third — the one band where our own code still wins.',
  'in-house ALNS first, PyVRP second', M, 'inhouse-not-first-601-1000', 'CC103',
  [(PV, 12, 'state-of-the-art vehicle routing problem')],
  'The note directly under the table ranks the in-house ALNS first on the 601-1,000 band, but the table gives it '
  "1.12 % against PyVRP's 0.41 % (lower gap is better), so PyVRP is first and the in-house solver second. A "
  'ranking the listed values refute. (Team figures.)'),
 (D2, '- PyVRP also used 4 fewer routes on our depot set (48 instead of 52, −7.7 %), with the same vehicle capacities and shift lengths.',
  '(48 instead of 52, −7.7 %)', T, 'routes-48-vs-52-minus-7-7', 'CC202',
  [(PV, 15, 'heterogeneous fleet VRP')],
  'Absolute (4 routes, 52 to 48) and relative (4 / 52 = 7.7 %) change given together with their base and the '
  'conditions (same capacities and shifts). Bases stated; nothing to reconcile. (Team figures.)'),
 (D2, "- Our reload-aware move cut the average gap by 15 % on our depot set (from 1.40 % to 1.19 %) — the same size of improvement as the keynote's new crossover.",
  "the same size of improvement as the keynote's new crossover", M, 'reload-15-percent-vs-0-15-pp', 'CC202',
  [(PV, 18, 'Reloading along routes')],
  "Our 15 % is a relative cut (1.40 % to 1.19 %, 0.21 points) on our depot set; the keynote's improvement is 0.15 "
  'percentage points absolute (0.37 % to 0.22 %, about 41 % relative) on the X set. Equating them mixes relative '
  'and absolute on different baselines. (Team and slide figures.)'),
 (D2, '- Switching the nightly plan for 412 stores to PyVRP with 8 parallel seeds took the batch from 42 min to 14 min, a third of the old wall-clock time (42 / 14 = 3.0).',
  'a third of the old wall-clock time', T, 'batch-42-to-14-one-third', 'CC104',
  [(PV, 50, 'iterated local search')],
  '42 min to 14 min, stated as a third of the old time with the ratio 42 / 14 = 3.0: both values are given, so '
  'the multiple has one reading. (Team figures.)'),
 (D2, '- elkai had the shortest tour on all four instances (tied with OR-Tools on berlin52) and matched the known optimum each time.',
  'elkai had the shortest tour on all four instances', T, 'elkai-shortest-all-four', 'CC103',
  [(EK, 17, 'proven optimal solutions up to N=315'), (TS, 35, 'read')],
  'In the table elkai has the lowest tour length on kroA100, pr152 and a280 and ties OR-Tools on berlin52 (the '
  "line says so), and equals the known optimum each time; all four n are at most 280, inside the README's N=315. "
  'The ranking is right.'),
 (D2, '- The speaker\'s "200% faster than OR-Tools" at 200 cities puts elkai inside our 1.5-s budget, so we will switch the intraday re-optimiser to elkai without a separate timing test.',
  '"200% faster than OR-Tools"', M, '200-percent-faster-decides-budget', 'CC104',
  [(EK, 17, "Google's OR tools")],
  '"200% faster" than 4.2 s reads as 3x the speed (1.4 s, inside the 1.5-s budget) or as 2x (2.1 s, outside it); '
  'the slide gave no conditions and the switch is decided on the phrase "without a separate timing test". An '
  'ambiguous multiplier decides the comparison. (Slide and team figures.)'),
 (D2, '- vrplib supports four coordinate-based rules, `EUC_2D` (no rounding), `FLOOR_2D`, `CEIL_2D` and `EXACT_2D` (×1000, then rounded), plus `EXPLICIT` matrices; these are four different rules, and our own files use `EXACT_2D`.',
  '`EUC_2D` (no rounding), `FLOOR_2D`, `CEIL_2D` and `EXACT_2D`', T, 'vrplib-four-2d-rules-distinct', 'CC102',
  [(VL, 168, 'EUC_2D'), (VL, 169, 'FLOOR_2D'), (VL, 170, 'CEIL_2D'), (VL, 171, 'EXACT_2D')],
  'Four look-alike *_2D names, but four different rounding rules in the README (lines 168-171); none repeats.'),
 (D2, '- **TSPLIB 95** (installed and imported as `tsplib95`) is still at 0.7.1, released 2020-05-08; 0.7.0 (2020-04-18) merged `Problem` and `Solution` into `StandardProblem` and reported 93 % test coverage.',
  '**TSPLIB 95** (installed and imported as `tsplib95`)', T, 'tsplib-95-alias', 'CC205',
  [(TS, 27, 'TSPLIB 95 is a library'), (TS, 2, 'tsplib95/0.7.1'), (VL, 181, 'TSPLIB95')],
  'TSPLIB 95 is the README title, tsplib95 the PyPI and import name, and the vrplib README writes TSPLIB95: one '
  'package and format, named as the sources name it.'),
 (D2, '- **elkai 2.0.1**: the README says "proven optimal solutions up to N=315" — that figure comes from the project\'s own documentation, the primary source, not from the talk.',
  '"proven optimal solutions up to N=315"', T, 'elkai-n315-from-readme', 'CC204',
  [(EK, 2, 'elkai/2.0.1'), (EK, 17, 'proven optimal solutions up to N=315')],
  "The N=315 figure is quoted from elkai's own README, the project's primary documentation, and the line says the "
  'talk only repeated it. Primary source for the figure.'),
 (D2, '- A3 will take the 18 % route reduction from the hallway conversation in section 2.4 as the headline saving, since no other figure for break planning was shown.',
  'take the 18 % route reduction from the hallway conversation', M, 'break-planning-18-from-hallway', 'CC204',
  [(PV, 21, 'Automatic break planning')],
  'The 18 % route reduction rests only on a hallway conversation (tag [H] in 2.4: customer not named, data not '
  'shared), yet it becomes the headline saving of the business case. A number resting on an unknown source with '
  'no primary link. (The cited line is the Enterprise break-planning feature; the README gives no saving.)'),
 (D2, '- [2] PyVRP preprint: arXiv:2403.13795.',
  'arXiv:2403.13795', T, 'pyvrp-preprint-id-well-formed', 'CC301',
  [(PV, 117, '2403.13795'), (PV, 91, 'preprint')],
  'arXiv:2403.13795 follows YYMM.NNNNN (March 2024, five digits) and is the preprint the PyVRP README links. Well '
  'formed.'),
 (D2, '- [4] Moreau, C. and W. Tan (2047). Multi-trip routing with reload depots at grocery scale. INFORMS Journal on Computing, doi:10.1287/ijoc.2023.0055.',
  'doi:10.1287/ijoc.2023.0055', M, 'pyvrp-doi-given-to-reload-paper', 'CC206',
  [(PV, 72, '10.1287/ijoc.2023.0055')],
  "doi:10.1287/ijoc.2023.0055 is the PyVRP paper's DOI (README line 72, reference [1]); [4] gives the same DOI to "
  'a different work, the 2047 reload-depot paper. One identifier for two works.'),
 (D2, '- [5] ROUTE 2047 keynote and session slides, posted on the workshop site Friday, November 15, 2047.',
  'Friday, November 15, 2047', T, 'slides-posted-before-report', 'CC304',
  [(PV, 12, 'PyVRP is an open-source')],
  'The slides were posted on Friday, November 15, 2047, three days before the report date (Monday, November 18, '
  '2047). A source dated before the document. (Team context.)'),
 (D2, '- [7] Lindqvist, J. "What ROUTE 2047 told us about open solvers", blog post, Monday, November 25, 2047.',
  'Monday, November 25, 2047', M, 'blog-dated-after-report', 'CC304',
  [(PV, 12, 'PyVRP is an open-source')],
  'A blog post dated Monday, November 25, 2047 is cited by a report dated Monday, November 18, 2047. A source '
  'dated after the document that cites it. (Invented source.)'),
 # ---- draft 3 (Chinese 内部技术通讯, monthly newsletter with several authors): metpy, cfgrib, herbie-data, siphon
 (D3, '- 目前业务链路通过 Herbie 接入的模型有 HRRR、RAP、GFS、GEFS、IFS、AIFS、RAP，其余模型仍按需手动下载。',
  'HRRR、RAP、GFS、GEFS、IFS、AIFS、RAP', M, 'rap-listed-twice', 'CC102',
  [(HB, 129, 'Rapid Refresh'), (HB, 14, 'HRRR, GFS, RAP, GEFS, IFS')],
  'RAP appears twice in the list of models wired into the download chain; no count is stated, so it is a repeated '
  'item, not a count mismatch.'),
 (D3, '- NOAA 的三个全球集合产品 GEFS、AIGEFS、HGEFS 名字相近，但分别是传统集合预报、GEFS 的 AI 仿真器和混合集合预报，不是同一模型的三个别名；本月只接入了 GEFS。',
  'GEFS、AIGEFS、HGEFS', T, 'gefs-aigefs-hgefs-distinct', 'CC102',
  [(HB, 139, 'Global Ensemble Forecast System'), (HB, 141, 'AI Emulator of Global Ensemble'), (HB, 142, 'Hybrid Global Ensemble')],
  'Three look-alike names, but three different models in the Herbie README (lines 139, 141, 142), and the line '
  'says so. No duplicate.'),
 (D3, '- 本月 Herbie 数据源优先级先由 aws 改为 google（6 月 3 日 AWS 镜像同步延迟约 40 分钟），6 月 9 日延迟恢复后又改回 aws。',
  '6 月 9 日延迟恢复后又改回 aws', T, 'source-priority-aws-google-aws-with-reason', 'CC402',
  [(HB, 49, 'AWS, Google Cloud, NOMADS, Azure'), (HB, 235, '-p google')],
  'The source priority goes aws -> google -> aws, and the line gives the reason for each step (AWS mirror delay '
  'on June 3, recovery on June 9); the next line says both switches are logged. A documented return.'),
 (D3, '- 据 NOAA 2048-06-08（周一）发布的服务变更通知，NOMADS 上的 HRRR 目录将于 7 月调整路径；Herbie 默认先从 NODD 合作方镜像取数，受影响较小。',
  '据 NOAA 2048-06-08（周一）发布的服务变更通知', T, 'noaa-notice-before-issue', 'CC304',
  [(HB, 241, 'NOMADS'), (HB, 242, 'NODD')],
  'The NOAA notice is dated 2048-06-08 (a Monday), a week before the issue date 2048-06-15. A source dated before '
  "the document. (Invented notice; the cited lines are Herbie's data sources.)"),
 (D3, '- 第 27 期介绍的 GiniFile 批量读取脚本已于 5 月下线，不再维护；此处仅作说明，本期正文不再引用。',
  '已于 5 月下线，不再维护', T, 'ginifile-script-removed-cited-as-removed', 'CC403',
  [(MP, 66, 'GiniFile interface')],
  'The GiniFile script is mentioned only to say it was retired in May and is no longer cited in this issue; '
  'nothing else in the issue relies on it. A removed item mentioned as removed.'),
 (D3, '- cfgrib 说明页仍写着“0.9.6.x 系列支持 Python 2，会继续收到关键修复”——那是支持 Python 2 的旧分支，与我们使用的当前版本 0.9.15.1 不冲突。',
  '0.9.6.x 系列支持 Python 2', T, 'cfgrib-0-9-6-x-old-branch', 'CC203',
  [(CG, 25, 'the 0.9.6.x series with support for Python 2'), (CG, 2, 'cfgrib/0.9.15.1')],
  'Two cfgrib versions on one line, but the 0.9.6.x series is named as the old Python 2 branch the README still '
  'mentions (line 25) and 0.9.15.1 as the current version (PyPI, line 2). An old version named as old.'),
 (D3, '- 如上期所述，siphon 仍可在 Python 3.10 的旧工作站上运行，三台旧工作站本月不升级 Python。',
  'siphon 仍可在 Python 3.10 的旧工作站上运行', M, 'siphon-py310-claim-removed-still-cited', 'CC403',
  [(SI, 55, 'Python >= 3.11')],
  'Erratum 3 of this issue deletes issue 28\'s claim "siphon 支持 Python 3.10" (siphon 0.11.0 needs Python >= 3.11, '
  'as the version table also says), yet this line still cites that claim ("如上期所述") and keeps three workstations '
  'on Python 3.10. A removed claim still cited.'),
 (D3, '- GFS 0.25° 单个 f024 文件约 530 MB（第 28 期写作 350 MB，已在本期勘误第 1 条更正），整文件下载中位数 6.8 s，约 78 MB/s。',
  '第 28 期写作 350 MB，已在本期勘误第 1 条更正', T, 'gfs-size-350-to-530-logged', 'CC401',
  [(HB, 225, 'GFS 0.25')],
  'The GFS file size changes from 350 MB (issue 28) to 530 MB, and the change is logged in erratum 1 of this '
  'issue, which the line names; 530 MB / 6.8 s = 78 MB/s and 530 / 148 = 3.6 s are consistent with it. A logged '
  'revision. (Team figures.)'),
 (D3, '- 同一个 GFS 0.25° f024 文件全部变量读入内存：`values_dtype` 为默认 float32 时峰值 1.1 GB，改为 float64 时峰值 2.2 GB。',
  '改为 float64 时峰值 2.2 GB', T, 'values-dtype-float32-float64-memory', 'CC201',
  [(CG, 877, 'values_dtype'), (CG, 878, 'np.dtype("float32")')],
  'Two memory peaks for the same file, 1.1 GB and 2.2 GB, under two stated conditions: values_dtype float32 (the '
  "README's default) and float64. Twice the bytes per value, twice the memory; no conflict. (Team figures.)"),
 (D3, '- 首次打开需要全文件扫描（约 41.0 s），写出 `.idx` 索引后再次打开只需 3.2 s，耗时减少 82%。',
  '耗时减少 82%', M, 'idx-reopen-41-to-3-2-not-82', 'CC105',
  [(CG, 791, '.idx'), (CG, 31, 'save a full-file scan on open')],
  'From 41.0 s to 3.2 s is a 92.2 % reduction (1 - 3.2 / 41.0), not 82 %. A stated change that disagrees with its '
  "own figures. (Team figures; the cited lines are cfgrib's index file.)"),
 (D3, '- 打开一个含 1,200 条消息的 HRRR 文件：关闭地理坐标缓存（`cache_geo_coords=False`）时 18.6 s，默认开启缓存时 7.4 s，耗时减少约 60%。',
  '耗时减少约 60%', T, 'geo-cache-18-6-to-7-4-60-percent', 'CC105',
  [(CG, 801, 'caches computed geography coordinates'), (CG, 805, 'cache_geo_coords=False')],
  '18.6 s to 7.4 s is a 60.2 % reduction (1 - 7.4 / 18.6), stated as about 60 %. Right arithmetic. (Team '
  'figures.)'),
 (D3, '- AIFS 产品的解码方案与 IFS 相同，细节参见 arXiv:4807.02215。',
  'arXiv:4807.02215', M, 'arxiv-jul-2048-in-jun-2048-issue', 'CC302',
  [(HB, 149, 'AIFS')],
  'arXiv:4807.02215 is a July 2048 id, cited in an issue dated 2048-06-15; an arXiv id cannot exist before its '
  'month. An identifier dated after the document. (Invented reference.)'),
 (D3, '| HRRR 整文件下载 | 2.1 s/文件 | 2.4 s/文件 | 中位数 |',
  '2.4 s/文件', M, 'hrrr-full-download-2-6-to-2-4-unlogged', 'CC401',
  [(HB, 48, 'Get full GRIB2 files')],
  "The dashboard's previous-issue column, which the note says repeats issue 28's published values with "
  'corrections listed under 上期勘误, gives 2.4 s per HRRR full file; the performance article says issue 28 reported '
  '2.6 s. The value was changed without an erratum (the four errata do not mention it). A silent revision. (Team '
  'figures.)'),
 (D3, '| cfgrib 解码吞吐（GFS 0.25° 全文件，单进程） | 184 MB/s | 131 MB/s | 0.9.15.1 / 0.9.14.1 |',
  '184 MB/s', M, 'cfgrib-throughput-148-vs-184', 'CC201',
  [(CG, 16, 'decoding')],
  'The dashboard gives 184 MB/s for cfgrib decoding of a full GFS 0.25 file, single process, 0.9.15.1; the '
  'performance article of the same issue gives 148 MB/s for the same metric and conditions (and 530 MB in about '
  '3.6 s, which fits 148). Same subject, metric and conditions, different values. (Team figures.)'),
 # ---- draft 4 (bilingual zh/en 用户调研报告 / survey results summary, sections 0-7 and appendix): gpiozero, picamera2, rpi-ws281x, mpremote
 (D4, '| 合计 / Total | 160 | 112 | 70.0% | 100.0% |',
  '100.0%', T, 'response-shares-add-to-100', 'CC105',
  [(GZ, 8, 'A simple interface to GPIO devices')],
  '88 + 30 + 42 = 160 invited, 64 + 21 + 27 = 112 responses, 112 / 160 = 70.0 %; the shares 57.1 + 18.8 + 24.1 = '
  '100.0 %. The total row adds up. (Team figures.)'),
 (D4, 'EN: On the Pi Zero 2 W, 1280×720 recording reaches only 12 fps, which limits it to time-lapse and slow monitoring.',
  'reaches only 12 fps', M, 'zero2w-720p-15-vs-12-fps', 'CC201',
  [(PC, 18, 'right down to the Pi Zero')],
  'The English half of the pair says 12 fps; its Chinese pair and table 4.1 (same board, resolution and H.264 '
  'main stream) say 15 fps. Same subject, metric and conditions, different values. (Team figures.)'),
 (D4, '中：教室网络升级后，Picamera2 远程预览延迟从 420 ms 降到 180 ms（减少 240 ms，即 −57%）。',
  '（减少 240 ms，即 −57%）', T, 'preview-latency-420-180-minus-57', 'CC202',
  [(PC, 10, 'libcamera-based replacement')],
  'Absolute (240 ms) and relative (240 / 420 = 57 %) change given together with their base. Bases stated. (Team '
  'figures.)'),
 (D4, '- 清单覆盖 5 类开发板 / The inventory covers five board types: Pi 5, Pi 4, Pi 400, Pi Zero 2 W, Pico and ESP32.',
  '清单覆盖 5 类开发板', M, 'five-board-types-lists-six', 'CC101',
  [(MR, 7, 'MicroPython device'), (GZ, 8, 'Raspberry Pi')],
  'The note says five board types (5 类 / five) and then lists six (Pi 5, Pi 4, Pi 400, Pi Zero 2 W, Pico, ESP32), '
  'as the table above has six rows. Stated count against the items enumerated.'),
 (D4, '| rpi_ws821x | 5.0.0 | pip | Pi 4, Zero 2 W |',
  'rpi_ws821x', M, 'rpi-ws821x-typo', 'CC205',
  [(WS, 2, 'rpi-ws281x/5.0.0'), (WS, 4, 'ws281x')],
  '"rpi_ws821x" transposes the digits of rpi_ws281x (README title, PyPI rpi-ws281x 5.0.0); the rest of the report '
  'writes rpi_ws281x / rpi-ws281x. A near-miss of a known name.'),
 (D4, '- rpi-ws281x 是 PyPI 上的包名，rpi_ws281x 是导入名和上游 C 库名，两者是同一个项目 / rpi-ws281x is the PyPI name and rpi_ws281x the import name and upstream C library: one project.',
  'rpi-ws281x 是 PyPI 上的包名，rpi_ws281x 是导入名', T, 'rpi-ws281x-pypi-import-names', 'CC205',
  [(WS, 2, 'rpi-ws281x'), (WS, 189, 'rpi_ws281x v1.0.0')],
  'rpi-ws281x is the PyPI name and rpi_ws281x the import name and upstream C library (README line 189); the line '
  'says they are one project. Known aliases.'),
 (D4, '- Pi 4 上主流 1920×1080 为 30 fps，同时 lores 预览流 640×480 为 60 fps / On the Pi 4 the main 1920×1080 stream runs at 30 fps while the 640×480 lores preview runs at 60 fps.',
  'lores 预览流 640×480 为 60 fps', T, 'pi4-main-30-lores-60', 'CC201',
  [(PC, 10, 'Picamera2')],
  'Two frame rates for the Pi 4, 30 fps and 60 fps, but for two streams with two resolutions (1920x1080 main, '
  '640x480 lores), as table 4.1 shows. Different conditions. (Team figures.)'),
 (D4, '- rpi_ws281x 有 3 种驱动方式：PWM（2 个独立通道）、PCM（1 个通道）和 SPI（1 个通道）/ rpi_ws281x offers 3 ways to drive the LEDs: PWM (2 independent channels), PCM (1 channel) and SPI (1 channel).',
  'rpi_ws281x 有 3 种驱动方式', T, 'ws281x-three-methods', 'CC101',
  [(WS, 10, '(2 independent channels)'), (WS, 11, 'SPI interface (1 channel)')],
  'Three methods stated and three listed (PWM with 2 channels, PCM and SPI with 1 each), as in README lines '
  '10-11. Count right.'),
 (D4, "- SPI 方式的 CPU 占用是 PWM 的五分之一（README 数据：原版 Pi 2 驱动 240 颗 LED，SPI 1%，PWM 5%）/ SPI costs one fifth of PWM's CPU load (README figures for 240 LEDs on the original Pi 2: SPI 1 %, PWM 5 %).",
  'SPI 方式的 CPU 占用是 PWM 的五分之一', T, 'spi-one-fifth-cpu', 'CC104',
  [(WS, 183, 'PWM 5% PCM 5% SPI 1%'), (WS, 182, '240 LEDs')],
  '"五分之一 / one fifth" with both values (1 % and 5 %) and the README\'s conditions (240 LEDs, original Pi 2): one '
  'reading only.'),
 (D4, '- 4.0.0 起 rpi-ws281x 已移除 neopixel 模块，实验室示例代码已全部改为 `import rpi_ws281x`，旧写法只在此处作为历史说明 / The neopixel module was removed in 4.0.0; all lab samples now import rpi_ws281x, and the old import is mentioned here only as history.',
  '4.0.0 起 rpi-ws281x 已移除 neopixel 模块', T, 'neopixel-removed-cited-as-removed', 'CC403',
  [(WS, 276, 'Removed "neopixel" module')],
  'The neopixel module removed in 4.0.0 (README line 276) is mentioned only as removed, and the line says the '
  'samples no longer use it. A removal cited as a removal.'),
 (D4, '| 3 | 用 mpremote 给多块 Pico 同步文件很繁琐 / syncing files to many Picos with mpremote | 47 | 42.0% |',
  '| 3 | 用 mpremote', M, 'mpremote-sync-47-ranked-below-41', 'CC103',
  [(MR, 25, 'mpremote fs'), (MR, 83, 'cp -r')],
  'Ranked third with 47 votes (42.0 %) while rank 2 has 41 votes (36.6 %); by votes the mpremote item is second. '
  'A ranking the listed values refute. (Team figures.)'),
 (D4, '| P1 | 所有带摄像头的 Pi 改用 Picamera2，停用旧 Picamera / move all camera Pis to Picamera2 | 2048-06-30 | 已于 2048-06-19（周五）完成 / done on 2048-06-19 |',
  '已于 2048-06-19（周五）完成', T, 'picamera2-migration-done-before-promise', 'CC303',
  [(PC, 10, 'replacement for *Picamera*')],
  'P1 was due 2048-06-30 and was done on 2048-06-19 (a Friday), as the status says. A promise kept and confirmed. '
  '(Team plan.)'),
 (D4, '| P2 | Zero 2 W 从 Bullseye 升级到 Bookworm / upgrade the Zero 2 W boards to Bookworm | 2048-09-30 | 计划中 / planned |',
  '计划中 / planned', M, 'zero2w-bookworm-overdue', 'CC303',
  [(PC, 18, 'Bullseye (or later)')],
  'P2 was due 2048-09-30; on the report date 2048-10-16 it is still "planned", and the inventory (3.1) still '
  'shows the Zero 2 W boards on Bullseye Lite; no new date is given. A promise past its date without '
  'confirmation. (Team plan.)'),
 (D4, '- R1 说明：mpremote 批量部署比手动复制“快 2 倍”，所以 40 块 Pico 的部署（手动约 60 分钟）可以放进 25 分钟的课间完成，不再单独排时间 / R1: mpremote deploys "two times faster" than copying by hand, so the 40 Picos (about 60 minutes by hand) fit into a 25-minute break.',
  '“快 2 倍”', M, 'mpremote-two-times-faster-decides-break', 'CC104',
  [(MR, 40, 'Multiple commands can be specified'), (MR, 83, 'cp -r')],
  '"快 2 倍 / two times faster" than about 60 minutes reads as 30 minutes (2x the speed; does not fit the 25-minute '
  'break) or 20 minutes (+200 %; fits); the decision not to schedule a separate slot rests on the phrase. An '
  'ambiguous multiplier decides the comparison. (Team figures.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
