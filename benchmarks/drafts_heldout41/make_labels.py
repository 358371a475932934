#!/usr/bin/env python3
"""Build labels.jsonl for the forty-first held-out set (drafts_heldout41).

Same schema as ../drafts_heldout40/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 40, so the ids are
unique within this set and the draft names (heldout41-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-47/ (four per draft, none
shared): queues, Markov chains and staffing (D1, a Chinese 经费预算申请书 of a call-centre analytics
team asking for next year's compute and licence budget, with a summary, current call and service data,
the simulation, Erlang and Markov-chain basis of the request, a budget table with a quarterly split, the
follow-up of last year's dated promises and an appendix of links, versions and preprints), lab
instruments and vehicle buses (D2, an English RFC of a test-bench team replacing its measurement-logging
stack, with inline reviewer comments that quote figures back, a revision history, current vs proposed
throughput and file sizes, a compatibility matrix, open questions and a dated decision log), optimisation
solvers (D3, a Chinese 年度述职报告 of an optimisation engineer, with key projects, a solver comparison,
a data summary table, tool versions, last year's goals, next year's dated plan and an appendix of
references), transport networks and audio quality measures (D4, bilingual zh/en 发布说明 / release notes
of an internal mobility-and-audio toolkit, with paired what's-new and fix items, an upgrade table,
performance and score tables, behaviour changes with a default-value history, known issues, a
deprecation timeline and thanks and links). A source path that starts with "benchmarks/" is relative to
the repository root (the parent of this file's parent, or /work/main when the set still sits outside the
repository, e.g. in /work/heldout41-pending); any other path is relative to the shared directory
(default /work/shared; override with CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)
"""
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
CI = NR + "ciw.md"
QT = NR + "queueing-tool.md"
DT = NR + "pydtmc.md"
PW = NR + "pyworkforce.md"
PM = NR + "pymeasure.md"
NI = NR + "nidaqmx.md"
AM = NR + "asammdf.md"
CM = NR + "canmatrix.md"
PS = NR + "pyscipopt.md"
DP = NR + "docplex.md"
PO = NR + "pymoo.md"
ME = NR + "mealpy.md"
PR = NR + "pyrosm.md"
R5 = NR + "r5py.md"
PQ = NR + "pesq.md"
ST = NR + "pystoi.md"

D1, D2, D3, D4 = ("heldout41-01-ciw-queueing-pydtmc-pyworkforce-budget-request.md",
                  "heldout41-02-pymeasure-nidaqmx-asammdf-canmatrix-rfc-review.md",
                  "heldout41-03-pyscipopt-docplex-pymoo-mealpy-annual-review.md",
                  "heldout41-04-pyrosm-r5py-pesq-pystoi-release-notes.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese 经费预算申请书 of a call-centre analytics team, 申请摘要 and 一、-五、 headings): ciw, queueing-tool, PyDTMC, pyworkforce
 (D1, '- ciw 3.2.0（2024-05-07）起提供 8 种路由对象：TransitionMatrix、ProcessBased、FlexibleProcessBased、NetworkRouting、Direct、Leave、Probabilistic、JoinShortestQueue、LoadBalancing；我们用 JoinShortestQueue 模拟两站点之间的溢出。',
  '提供 8 种路由对象', M, 'ciw-routing-objects-8-lists-9', 'CC101',
  [(CI, 135, ('TransitionMatrix object', 'LoadBalancing object'))],
  'The line says ciw 3.2.0 provides 8 routing objects and then enumerates 9 (TransitionMatrix, ProcessBased, '
  'FlexibleProcessBased, NetworkRouting, Direct, Leave, Probabilistic, JoinShortestQueue, LoadBalancing), the '
  'nine of the 3.2.0 changelog item (line 135). Stated count against the items enumerated.'),
 (D1, '- reneging（排队放弃）在 ciw v2.3.0（2022-05-10）首次实现，那是旧版本；我们现在用的是 3.2.7（2025-12-05）。',
  '那是旧版本', T, 'ciw-v2-3-0-reneging-old-3-2-7-current', 'CC203',
  [(CI, 205, 'v2.3.0 (2022-05-10)'), (CI, 206, 'Reneging customers implemented'), (CI, 108, '3.2.7 (2025-12-05)')],
  'Two ciw versions on one line, but v2.3.0 (2022-05-10) is named as the old release that first implemented '
  'reneging (README lines 205-206) and 3.2.7 (2025-12-05, line 108) as the one in use. An old version named as '
  'old.'),
 (D1, '- pyworkforce 覆盖五个规划步骤：排队测算（queuing）、技能组合（staffing）、班次排班（scheduling）、人员排班（rostering）、休息安排（breaks）。',
  '覆盖五个规划步骤', T, 'pyworkforce-five-steps-five-listed', 'CC101',
  [(PW, 37, 'five sequential planning steps'), (PW, 43, 'pyworkforce.queuing'), (PW, 47, 'pyworkforce.breaks')],
  'Five planning steps are stated and five are enumerated (queuing, staffing, scheduling, rostering, breaks), '
  "as in the README's step table (lines 37-47). Count and list agree."),
 (D1, '- 高峰按每 30 分钟 620 通、aht=4.6、asa=20/60、shrinkage=0.3、service_level=0.8、max_occupancy=0.85 计算：ErlangC 给出 raw_positions=112、positions=160；ErlangA（patience=3 分钟）给出 raw_positions=106。前者假设来电无限耐心，后者允许放弃，条件不同，数值不同不算矛盾；ErlangA 的 106 与 ciw 仿真的在线人数一致。',
  'ErlangA（patience=3 分钟）给出 raw_positions=106', T, 'erlangc-112-erlanga-106-conditions', 'CC201',
  [(PW, 83, 'Typically requires fewer agents than Erlang C'), (PW, 66, 'interval=30')],
  'Two agent requirements for the same peak load, raw_positions 112 (ErlangC) and 106 (ErlangA), but under two '
  'stated models: infinite patience versus abandonment with patience 3 minutes; the README says Erlang A '
  'typically needs fewer agents than Erlang C (line 83). Different conditions, no conflict. (Team figures: 620 '
  'calls per 30 minutes, AHT 4.6 min, a = 95.1 Erlang; 112 is the occupancy-capped Erlang C value, 160 = '
  'ceil(112 / 0.7).)'),
 (D1, '- 用 `mc.pi` 取稳态分布，用 `mc.mean_number_visits()` 估计小休频次；换用新版库和稀疏矩阵后，单次稳态分布计算从 12 秒降到 3 秒，耗时为原来的四分之一。',
  '耗时为原来的四分之一', T, 'pydtmc-12s-to-3s-one-quarter', 'CC104',
  [(DT, 127, 'print(mc.pi)')],
  'A speed-up stated with both values and an unambiguous fraction: 12 s to 3 s is a quarter of the old time (3 '
  "/ 12 = 0.25). No 'x times faster' reading is involved. (Team figures; the cited line is PyDTMC's mc.pi, the "
  'stationary distribution being timed.)'),
 (D1, '- 作为对照，我们把高峰小时来电 1,240 通直接填进 ErlangC（interval=30，其余参数同 2.2），得到 positions=320，约为 ciw 仿真所需 152 个排班坐席的两倍，说明 Erlang C 在我们这里偏保守一倍，2048 年排班仍以仿真为准。',
  '得到 positions=320', M, 'erlangc-per-hour-fed-as-per-30min', 'CC202',
  [(PW, 66, 'interval=30')],
  'The hourly peak of 1,240 calls is fed into ErlangC with interval=30, whose transactions are calls per '
  '30-minute interval (README line 66; section 2.2 of the draft uses 620 per 30 minutes). The resulting '
  'positions=320 (double load) is then set against the 152 scheduled agents of the ciw simulation to conclude '
  "that Erlang C is 'twice as conservative'. Per-hour and per-30-minute bases are mixed, so the two figures "
  'cannot be compared; on the right basis Erlang C gives 160 (2.2).'),
 (D1, '- 按供应商说明，新节点加上 ciw 3.2.7 后全量批处理能“快 3 倍”，因此 240 分钟的批处理可以放进 02:00–03:15 的 75 分钟窗口，C4 承诺无需额外测试即可兑现。',
  '“快 3 倍”', M, 'kuai-3-bei-decides-75-min-window', 'CC104',
  [(CI, 26, 'discrete event simulation library')],
  "'快 3 倍' on a 240-minute batch decides that it fits a 75-minute window 'without further tests': read as 3x "
  'the speed it gives 80 minutes (does not fit), read as 3x faster on top (4x) it gives 60 minutes (fits). The '
  "ambiguous phrase, not a measurement, decides the C4 promise; the next line's own estimate is about 120 "
  'minutes. (Vendor claim and team figures; the cited line is ciw, the simulator being timed.)'),
 (D1, '| 合计 | — | — | — | 632,600 | — |',
  '632,600', M, 'budget-total-632600-not-622600', 'CC105',
  [(PW, 359, 'MIT License'), (QT, 83, 'MIT')],
  "The budget table's total row says 632,600 yuan, but the six items add to 344,000 + 72,000 + 5,100 + 158,000 "
  '+ 19,500 + 24,000 = 622,600, the amount in the header, the summary and the quarterly table. Parts that do '
  'not add up to the stated total. (Team figures; the cited lines are the MIT licences behind the note that B4 '
  'is the only licence cost.)'),
 (D1, '| 全年合计 | 622,600 | 与申请总额一致 |',
  '622,600', T, 'quarterly-total-622600-adds-up', 'CC105',
  [(PW, 359, 'MIT License')],
  'The quarterly disbursement rows add up: 180,000 + 160,000 + 150,000 + 132,600 = 622,600, equal to the '
  'requested total and to the sum of the budget items. Right arithmetic. (Team figures.)'),
 (D1, '| C1 | 仿真从自研脚本迁移到 ciw，并重跑 2046 年基线 | 2047-03-31 | 已完成 | 2047-03-18（周一）完成，基线误差在 ±1.5% 以内 |',
  '2047-03-18（周一）完成', T, 'c1-ciw-migration-done-before-promise', 'CC303',
  [(CI, 2, 'ciw/3.2.7')],
  'Promise C1 (move the simulation to ciw and rerun the 2046 baseline) was due 2047-03-31 and is confirmed done'
  ' on 2047-03-18, a Monday, 13 days early, with an acceptance record (A5). A kept promise. (Team promise.)'),
 (D1, '| C3 | 用 PyDTMC 建立坐席状态链并接入运营周报 | 2047-09-30 | 进行中 | 状态链已建成（见 2.3 节），周报接口尚未完成 |',
  '进行中', M, 'c3-pydtmc-weekly-report-overdue', 'CC303',
  [(DT, 4, 'discrete-time Markov chains')],
  'Promise C3 (PyDTMC agent-state chain wired into the weekly operations report) was due 2047-09-30; on the '
  "application date 2047-11-22 it is still '进行中' with the report interface unfinished, and nothing in the "
  'document confirms delivery. Promised date passed without confirmation. (Team promise; the cited line is '
  "PyDTMC's subject.)"),
 (D1, '- queueing-tool 在 PyPI 上叫 `queueing-tool`，导入时写 `import queueing_tool as qt`，两个写法指同一个包。',
  '`import queueing_tool as qt`', T, 'queueing-tool-import-name', 'CC205',
  [(QT, 53, 'pip install queueing-tool'), (QT, 70, 'import queueing_tool as qt')],
  'queueing-tool (the PyPI name, README line 53) and queueing_tool (the import name, line 70) are the two '
  'official spellings of one package, and the line says so. A known alias, not a misspelling.'),
 (D1, '- A3 PyDTMC 10.1.0：https://pypi.org/project/pydtmc/10.1.0/ ；软件引用 https://doi.org/10.5281/zenodo.23363778（与 2.3 节是同一个 DOI、同一个软件记录）',
  '10.5281/zenodo.23363778', T, 'pydtmc-doi-same-work-twice', 'CC206',
  [(DT, 19, '10.5281/zenodo.23363778'), (DT, 77, 'zenodo.23363778')],
  'The PyDTMC Zenodo DOI appears in section 2.3 and again in appendix A3, both times for the PyDTMC software, '
  "as in the README's badge and citation note (lines 19, 77); the entry says it is the same record. One id, one"
  ' work.'),
 (D1, '- A7 周斌、林晓岚：Abandonment-aware shift planning for multi-site contact centres，arXiv:4712.03318（组内预印本，模型细节见第 4 节）',
  'arXiv:4712.03318', M, 'arxiv-dec-2047-in-nov-2047-request', 'CC302',
  [(CI, 87, 'Reneging customers')],
  'arXiv:4712.03318 encodes December 2047, after the application date 2047-11-22 (and after the signature '
  "date); the id cannot exist yet. A6's arXiv:4706.11874 (June 2047) is fine. (Invented team preprint; the "
  'cited line is the reneging/abandonment subject.)'),
 # ---- draft 2 (English RFC with inline reviewer comments, revision history, compatibility matrix and decision log): pymeasure, nidaqmx, asammdf, canmatrix
 (D2, '- Slow channels per bench: 320 (256 in r1; raised in r2 for the HV rig, see revision history and D-2), each sampled at 1 kS/s.',
  '256 in r1; raised in r2', T, 'slow-channels-256-to-320-logged', 'CC401',
  [(NI, 146, 'virtual channels')],
  'The channel count changed between revisions (256 in r1, 320 now), but the change is logged: the r2 row of '
  'the revision history records 256 -> 320 with its reason (decision D-2, the HV rig) and the line points to '
  "it. A logged revision. (Team figures; the cited line is nidaqmx's channel concept.)"),
 (D2, '> **[A.N., 2048-02-03]** On the HV rig the 16 fast channels run at 25 kS/s, and the old logger already drops blocks at that rate. Please make sure the soak test covers it.',
  'run at 25 kS/s', M, 'fast-channels-25-vs-20-ksps', 'CC201',
  [(NI, 210, 'cfg_samp_clk_timing')],
  'The reviewer quotes the 16 fast channels of the same HV-rig benches at 25 kS/s, while section 2 gives 20 '
  'kS/s (and the 640 kS/s aggregate, table 3.1 and the soak test rest on 20). Same subject, metric and '
  "conditions, different values; the author's reply does not reconcile them. (Team figures; the cited line is "
  "nidaqmx's sample-clock timing.)"),
 (D2, "- We write NI-DAQmx for NI's C driver and `nidaqmx` for the Python package that wraps it (an object-oriented ctypes wrapper around the NI-DAQmx C API); the two names are two different layers, not a typo.",
  '`nidaqmx` for the Python package', T, 'ni-daqmx-vs-nidaqmx-layers', 'CC205',
  [(NI, 5, 'Official NI-DAQmx Python API'), (NI, 37, 'object-oriented wrapper'), (NI, 38, 'NI-DAQmx C API')],
  "NI-DAQmx (NI's driver and C API) and nidaqmx (the Python package wrapping it) are two names the README uses "
  'for two layers (lines 5, 37-38); the line says so. Known distinct names, not a near-miss spelling.'),
 (D2, '- Storage: asammdf 8.8.27, the current release, writes MDF version 4.10 files (`.mf4`) with raw int16 samples plus a linear conversion per channel, so no precision is lost against the ADC.',
  'asammdf 8.8.27, the current release', M, 'asammdf-current-8-8-27-vs-8-8-28', 'CC203',
  [(AM, 2, 'asammdf/8.8.28')],
  "The proposed-setup list calls asammdf 8.8.27 'the current release', while the compatibility matrix (section "
  '5) and reference [3] give 8.8.28 as the latest on PyPI (the README is the 8.8.28 page, line 2). Two current '
  'versions of one package in one document of one date.'),
 (D2, '- File size per two-hour run: 640 kS/s × 2 bytes × 7,200 s = 9.2 GB uncompressed, or about 3.5 GB with zipped data blocks (MDF 4.10 zipped blocks, which asammdf reads and saves).',
  'about 3.5 GB with zipped data blocks', T, 'mf4-9-2-gb-raw-3-5-gb-zipped', 'CC201',
  [(AM, 56, 'zipped data blocks')],
  'Two sizes for the same two-hour MF4 file, 9.2 GB and 3.5 GB, for two stated conditions: uncompressed and '
  'with MDF 4.10 zipped data blocks, which asammdf reads and saves (README line 56). 640,000 x 2 x 7,200 = '
  '9.216e9 bytes. Different conditions, no conflict.'),
 (D2, '- Disk per run falls from 36.9 GB to 9.2 GB uncompressed (−27.7 GB, −75.0%), before the zipped blocks are switched on.',
  '(−27.7 GB, −75.0%)', T, 'disk-36-9-to-9-2-minus-75', 'CC202',
  [(AM, 10, '4 (.mf4)')],
  'Absolute and relative change stated together with both values: 36.9 GB -> 9.2 GB is -27.7 GB and -75.0 % '
  '(9.216 / 36.864 = 0.25), both uncompressed. The bases are given, so the figures reconcile. (Team figures.)'),
 (D2, '- The soak test sustained 10.24 MB/s, sixteen times the 640 kS/s the current logger handles, so write throughput is no longer a constraint for the HV rig.',
  'sixteen times the 640 kS/s', M, 'soak-10-24-mbs-vs-640-ksps', 'CC202',
  [(NI, 335, 'nidaqmx.stream_readers')],
  "A write rate in MB/s is divided by a sample rate in kS/s (10.24 / 0.64 = 16) to claim 'sixteen times' the "
  'current logger. Bytes and samples are different bases; the comparable figures are 10.24 MB/s against the '
  "1.28 MB/s required (8x), or against the old logger's 5.12 MB/s (2x). Incomparable bases used as one. (Team "
  'figures.)'),
 (D2, '- Soak-test details are in the bench test report TR-2048-009 of Thursday, February 6, 2048 (eight hours on B2, 640 kS/s analog plus both CAN FD buses, no dropped block, peak writer CPU 31%).',
  'Thursday, February 6, 2048', T, 'tr-2048-009-before-rfc', 'CC304',
  [(NI, 335, 'stream_readers')],
  'The soak-test report TR-2048-009 is dated Thursday, February 6, 2048 (a Thursday indeed), two weeks before '
  "the RFC's last update of February 20, 2048, and was accepted in D-5 on 2048-02-18. A source not after its "
  'document. (Internal report.)'),
 (D2, "- Raw MF4 retention on the bench NAS: 60 days, then files move to the data platform's cold store.",
  '60 days', M, 'nas-retention-90-to-60-unlogged', 'CC401',
  [(AM, 10, '(.mf4)')],
  'The retention in r3 is 60 days, while the reviewer comment of 2048-02-04 (kept because its text still '
  "exists) quotes r2's 90 days, and the r3 row of the revision history says 'No other figure changed'. The "
  'value changed between revisions without a changelog note. (Team figures.)'),
 (D2, '> **[K.O., 2048-02-11]** The 3.5 GB figure matches the asammdf write-up on the platform wiki ("MF4 zipped blocks on the HV rig", posted Wednesday, February 26, 2048), so I have no concern about the zipped-block ratio.',
  'posted Wednesday, February 26, 2048', M, 'wiki-writeup-dated-after-rfc', 'CC304',
  [(AM, 199, 'benchmarks.html')],
  "The comment supports the 3.5 GB figure with a wiki write-up 'posted Wednesday, February 26, 2048', after the"
  " RFC's last update of Thursday, February 20, 2048 (and after the comment's own date). A cited source dated "
  "after the document citing it. (Internal wiki; the cited line is asammdf's benchmark page.)"),
 (D2, '- The bench currently pins pymeasure 0.13.1 (2023-10-05), an old release; this RFC moves to 0.16.0 (2026-05-20), the latest on PyPI.',
  'an old release', T, 'pymeasure-0-13-1-old-0-16-0-latest', 'CC203',
  [(PM, 376, 'Version 0.13.1 (2023-10-05)'), (PM, 64, 'Version 0.16.0 (2026-05-20)'), (PM, 2, 'pymeasure/0.16.0')],
  'Two pymeasure versions on one line, but 0.13.1 (2023-10-05, README line 376) is named as the old pinned '
  'release and 0.16.0 (2026-05-20, lines 2 and 64) as the latest. An old version named as old.'),
 (D2, '- pymeasure 0.16.0 removed the deprecated Adapter methods `ask`, `values` and `binary_values`; our drivers were ported in r2 and no longer call them.',
  'no longer call them', T, 'adapter-methods-removed-cited-as-removed', 'CC403',
  [(PM, 79, ('ask', 'values', 'binary_values'))],
  'The removed Adapter methods ask, values and binary_values (0.16.0, README line 79) are mentioned only as '
  'removed, with the r2 port recorded in the revision history; nothing still relies on them. A removal cited as'
  ' a removal.'),
 (D2, '- canmatrix 1.3.3 lists 11 import formats: .dbc, .dbf, .kcd, .arxml, .yaml, .xls(x), .sym, .xml, .ldf, .odx and .eds.',
  'lists 11 import formats', T, 'canmatrix-11-import-formats', 'CC101',
  [(CM, 20, 'import'), (CM, 22, '.dbc'), (CM, 32, '.eds')],
  'Eleven import formats are stated and eleven are enumerated (.dbc, .dbf, .kcd, .arxml, .yaml, .xls(x), .sym, '
  ".xml, .ldf, .odx, .eds), as in the README's import list (lines 20-32). Count and list agree."),
 (D2, "- Q2: Climate chamber: until the vendor's SCPI-over-serial firmware arrives, the chamber stays on the TelnetAdapter path described in §4.3.",
  'the TelnetAdapter path described in §4.3', M, 'telnet-section-removed-still-cited', 'CC403',
  [(PM, 80, 'Remove deprecated Telnet and VXI adapters')],
  "Open question Q2 still sends the climate chamber down 'the TelnetAdapter path described in §4.3', but the r3"
  " revision row says §4.3 'Telnet chamber control' was removed because pymeasure 0.16.0 removed the Telnet "
  'adapters (README line 80), and section 4 no longer has a §4.3. A removed claim still cited.'),
 # ---- draft 3 (Chinese 年度述职报告 of an optimisation engineer, 一、-六、 headings and an appendix): PySCIPOpt, docplex, pymoo, mealpy
 (D3, '- 在 2046 年的同一批 36 个实例上复测，平均求解时间从 310 秒降到 62 秒，提速 5 倍，即求解效率提升 500%。',
  '即求解效率提升 500%', M, 'kuai-5-bei-is-400-not-500-percent', 'CC105',
  [(DP, 18, 'V12.8 or later')],
  '310 s -> 62 s is 5x the speed (310 / 62 = 5.0), i.e. an increase of 400 % in solving speed, not 500 %; the '
  'summary table gives the same change as -80.0 % of the time. A stated percentage that disagrees with the '
  'figures and the multiple it restates. (Team figures; the cited line is the CPLEX solve requirement.)'),
 (D3, '- 按证明最优的实例数，CPLEX 排第一（44/48），SCIP 排第二（39/48）。',
  'CPLEX 排第一（44/48）', T, 'cplex-first-by-proven-optimal', 'CC103',
  [(DP, 15, 'docplex.mp'), (PS, 7, 'SCIP Optimization Suite')],
  'By instances proven optimal the table gives CPLEX 44/48, SCIP 39/48 and L_SHADE none (no proof), so CPLEX '
  'first and SCIP second is the order of the listed values. Ranking right. (Team figures.)'),
 (D3, '- 按平均求解时间，mealpy 的 L_SHADE 排名第一（90 秒），CPLEX 第二，SCIP 第三。',
  'L_SHADE 排名第一（90 秒）', M, 'lshade-not-fastest-66s', 'CC103',
  [(ME, 2492, 'SHADE.L_SHADE'), (DP, 15, 'docplex.mp')],
  'The line ranks L_SHADE first by mean solve time at 90 s, but the table above lists CPLEX at 66 s, so by the '
  'listed values CPLEX is first, L_SHADE second and SCIP (141 s) third. A ranking the listed values refute. '
  '(Team figures.)'),
 (D3, '- 参考文献：pymoo 的论文（Blank & Deb 2020，IEEE Access 第 8 卷，doi:10.1109/ACCESS.2020.2990567，附录 [2]）。',
  'doi:10.1109/ACCESS.2020.2990567', T, 'pymoo-doi-same-paper-text-and-appendix', 'CC206',
  [(PO, 127, '10.1109/ACCESS.2020.2990567')],
  "The pymoo DOI appears here and in appendix [2], both times for Blank & Deb's 2020 IEEE Access paper (README "
  'line 127). One id for one work, cited twice.'),
 (D3, '- 换用 pymoo 的编译扩展并改写拥堵评估后，单次优化从 48 分钟降到 12 分钟，耗时为原来的 1/4，即减少 75%。',
  '耗时为原来的 1/4，即减少 75%', T, 'warehouse-48-to-12-quarter-75', 'CC105',
  [(PO, 78, 'is_compiled')],
  '48 min -> 12 min is a quarter of the time (12 / 48 = 0.25) and a 75 % reduction; the fraction and the '
  "percentage agree with each other and with the summary table's -75.0 %. Right arithmetic. (Team figures; the "
  "cited line is pymoo's compiled-extension check.)"),
 (D3, '- mealpy 3.0.3 的说明页写明共 233 个算法（206 个官方版本，含原始、混合和变体，另有 27 个作者开发版），数据直接取自其 PyPI 说明页，不是二手统计。',
  '共 233 个算法', T, 'mealpy-233-from-readme', 'CC204',
  [(ME, 35, '233 (206 official')],
  "233 algorithms (206 official, 27 developed; 206 + 27 = 233) is quoted from mealpy's own PyPI page (README "
  'line 35), the primary source, and the line says so. Not weak provenance.'),
 (D3, '- 全年在排产实例上横向对比过的算法：GWO、WOA、PSO、SHADE、L_SHADE、CMA_ES、HHO、GWO、AugmentedAEO。',
  'HHO、GWO', M, 'gwo-listed-twice', 'CC102',
  [(ME, 2396, 'GWO')],
  'GWO appears twice in the list of algorithms compared (first and eighth: GWO, WOA, PSO, SHADE, L_SHADE, '
  'CMA_ES, HHO, GWO, AugmentedAEO). A repeated item in an enumeration.'),
 (D3, '- SHADE、L_SHADE 和 3.0.3 新增的 LSHADEcnEpSin 是三个不同的实现，不是同一个算法的三种写法；我们只保留 L_SHADE 进入最终对比。',
  '是三个不同的实现', T, 'shade-lshade-lshadecnepsin-distinct', 'CC102',
  [(ME, 2491, 'SHADE.OriginalSHADE'), (ME, 2492, 'SHADE.L_SHADE'), (ME, 2402, 'LSHADEcnEpSin')],
  'SHADE, L_SHADE and LSHADEcnEpSin look alike but are three distinct mealpy implementations '
  '(SHADE.OriginalSHADE, SHADE.L_SHADE, and the 3.0.3 module LSHADEcnEpSin; README lines 2491, 2492, 2402). '
  'Look-alike items, no duplicate.'),
 (D3, '| G1 | 周排产平均求解时间降到 90 秒以内 | 2047-06-30 | 已完成 | 2047-06-12（周三）达到 74 秒，年末 62 秒 |',
  '2047-06-12（周三）达到 74 秒', T, 'g1-solve-time-met-before-deadline', 'CC303',
  [(DP, 2, 'docplex/2.32.264')],
  'Goal G1 (mean weekly-scheduling solve time under 90 s) was due 2047-06-30 and is confirmed met on '
  '2047-06-12, a Wednesday, at 74 s (62 s at year end). A kept promise. (Team goal.)'),
 (D3, '| G3 | 仓储布局多目标模型在 2 个仓库试点 | 2047-09-30 | 推进中 | 华东仓已完成，华南仓数据接口未打通 |',
  '推进中', M, 'g3-two-warehouse-pilot-overdue', 'CC303',
  [(PO, 99, 'NSGA2')],
  'Goal G3 (pilot the multi-objective layout model in 2 warehouses) was due 2047-09-30; in the review of '
  "2048-01-16 it is '推进中' with the second warehouse's data interface not connected, and the plan P2 moves it to"
  ' 2048-04-30. Promised date passed without confirmation. (Team goal; the cited line is the pymoo NSGA2 '
  'model.)'),
 (D3, '- [4] N. Van Thieu 等. Groundwater level modeling using Augmented Artificial Ecosystem Optimization. Journal of Hydrology, 617, 129034, 2023. doi:10.1016/j.sysarc.2023.102871',
  'doi:10.1016/j.sysarc.2023.102871', M, 'sysarc-doi-given-to-groundwater-paper', 'CC206',
  [(ME, 65, '10.1016/j.sysarc.2023.102871'), (ME, 69, 'Groundwater level modeling'), (ME, 76, '10.1016/j.jhydrol.2022.129034')],
  'Reference [4], the Journal of Hydrology groundwater paper, carries doi:10.1016/j.sysarc.2023.102871, the DOI'
  ' of the MEALPY paper in reference [3] (README line 65); the README gives the groundwater paper '
  '10.1016/j.jhydrol.2022.129034 (line 76). One identifier given to two works.'),
 (D3, '- [5] J. Kudela. The Evolutionary Computation Methods No One Should Use. 2023, arXiv:2301.1984',
  'arXiv:2301.1984', M, 'arxiv-2301-1984-four-digits', 'CC301',
  [(ME, 3356, 'arXiv:2301.01984')],
  'arXiv:2301.1984 has a 4-digit number after the dot, but ids from 2015 on have 5 digits; the README lists '
  "Kudela's paper as arXiv:2301.01984 (line 3356). A malformed identifier."),
 (D3, '- [6] K. Rajesh, E. Jain, P. Kotecha. A Multi-Objective approach to the Electric Vehicle Routing Problem. 2022, arXiv:2208.12440',
  'arXiv:2208.12440', T, 'arxiv-2208-12440-well-formed', 'CC301',
  [(ME, 3353, 'arXiv:2208.12440')],
  "arXiv:2208.12440 is well formed (YYMM = 2208, month 08, 5 digits) and matches the README's entry for Rajesh "
  'et al. (line 3353). Well-formed id.'),
 (D3, '- [7] 郑涵、韩立峰. Repair-based permutation encodings for weekly production scheduling. arXiv:4710.05527（2047-10 预印本）',
  'arXiv:4710.05527', T, 'arxiv-oct-2047-before-review', 'CC302',
  [(ME, 149, 'PermutationVar')],
  'arXiv:4710.05527 encodes October 2047, before the review date 2048-01-16, and the line and goal G4 say the '
  'preprint went up in 2047-10. An id not after its document. (Invented team preprint; the cited line is '
  "mealpy's PermutationVar, the encoding the preprint is about.)"),
 # ---- draft 4 (bilingual zh/en 发布说明 / release notes of an internal toolkit, 1.-7. bilingual headings): pyrosm, r5py, pesq, pystoi
 (D4, '- EN: r5py travel-time matrices are now computed in blocks; 2,000 × 2,000 origin–destination pairs (public transport, 08:00 departure) take 4.6 minutes instead of 9.1.',
  'take 4.6 minutes', M, 'travel-matrix-6-4-zh-4-6-en', 'CC201',
  [(R5, 23, 'walk, bike, public transport and car')],
  'The English half of the pair gives 4.6 minutes for the 2,000 x 2,000 public-transport matrix, while its '
  'Chinese half and the performance table give 6.4 minutes (-29.7 % from 9.1). Same subject, metric and '
  'conditions, different values. (Team figures.)'),
 (D4, '- 中：广播录音打分改用 `pesq_batch`，利用多进程并行；2,400 段录音的 PESQ 打分从 48 秒降到 12 秒，只需原来四分之一的时间。',
  '只需原来四分之一的时间', T, 'pesq-batch-48-to-12-quarter', 'CC104',
  [(PQ, 100, 'multiprocessing')],
  "48 s -> 12 s stated with both values and as 'a quarter of the time' (12 / 48 = 0.25), matching the table's "
  "-75.0 %. No ambiguous 'x times faster' reading. (Team figures; the cited line is pesq_batch's "
  'multiprocessing.)'),
 (D4, 'pip install -U "citypulse==4.2.0" "pyrsom==0.25.0"',
  '"pyrsom==0.25.0"', M, 'pyrsom-typo-in-install-command', 'CC205',
  [(PR, 2, 'pyrosm/0.25.0'), (PR, 64, 'pip install pyrosm')],
  "'pyrsom' (letters swapped) in the upgrade command is a near miss of pyrosm, the name used everywhere else in"
  ' the notes and on PyPI (README lines 2, 64). A typo, not an alias.'),
 (D4, '- 峰值内存“减少 2 倍”（pyrosm 流式引擎内存有界），所以 4.2.0 把默认容器内存上限从 12 GB 降到 4 GB / Peak memory is "reduced 2×" (the streaming engine has bounded memory), so 4.2.0 lowers the default container memory limit from 12 GB to 4 GB.',
  '“减少 2 倍”', M, 'reduced-2x-decides-4gb-container', 'CC104',
  [(PR, 34, 'single streaming pass with bounded memory')],
  "'减少 2 倍' / 'reduced 2x' from 9.6 GB decides a 4 GB container limit: halved it is 4.8 GB (does not fit), "
  'reduced to a third it is 3.2 GB (fits). The table says the 4.2.0 peak was not re-measured, so the ambiguous '
  "phrase alone decides. (Team figures; the cited line is pyrosm's bounded-memory engine.)"),
 (D4, '- 回归测试复现了 pesq README 的样例值：宽带 1.0832337141036987、窄带 1.6072081327438354 / The regression test reproduces the pesq README sample: wideband 1.0832337141036987, narrowband 1.6072081327438354.',
  '窄带 1.6072081327438354', T, 'pesq-wb-1-08-nb-1-61-two-modes', 'CC201',
  [(PQ, 111, '1.0832337141036987'), (PQ, 113, '1.6072081327438354')],
  'Two PESQ scores for the same README sample, 1.0832337141036987 and 1.6072081327438354, for two stated modes,'
  ' wideband and narrowband, exactly as in the README (lines 111, 113). Different conditions, no conflict.'),
 (D4, "- STOI 与 MATLAB 参考实现的相对和绝对容差为 1e-3，出自 pystoi README 的测试说明 / STOI matches the MATLAB reference within a relative and absolute tolerance of 1e-3, as stated in the pystoi README's testing notes.",
  '出自 pystoi README 的测试说明', T, 'stoi-tolerance-1e-3-from-readme', 'CC204',
  [(ST, 50, '1e-3')],
  "The 1e-3 relative and absolute tolerance is attributed to pystoi's own README (line 50), the primary source."
  ' Not weak provenance.'),
 (D4, '- 据一个匿名论坛帖子（未附数据），ESTOI 与听音测试的相关性比经典 STOI 高 0.12，因此 4.2.0 把 `extended=True` 设为默认 / Per an anonymous forum post (no data attached), ESTOI correlates 0.12 better with listening tests than classical STOI, so 4.2.0 makes `extended=True` the default.',
  '据一个匿名论坛帖子（未附数据）', M, 'forum-post-decides-extended-default', 'CC204',
  [(ST, 6, 'classical and extended')],
  'A correlation gain of 0.12 for ESTOI over classical STOI rests only on an anonymous forum post with no data,'
  ' and it decides a default (extended=True, repeated in the default-value history). A number with only an '
  "unknown source, used for a decision. (The cited line is pystoi's classical and extended measures.)"),
 (D4, '| `network.workers` | "auto" | 4 | "auto" | 4.1.0 因 CI 机器崩溃改为 4；崩溃已由上游修复（内部工单 CP-311），4.2.0 恢复 "auto" / set to 4 in 4.1.0 after CI crashes; fixed upstream (ticket CP-311), so 4.2.0 returns to "auto" |',
  '4.2.0 恢复 "auto"', T, 'workers-auto-4-auto-with-reason', 'CC402',
  [(PR, 34, 'workers="auto"')],
  'network.workers goes "auto" -> 4 -> "auto", and both steps carry their reason in the row (CI crashes in '
  '4.1.0; fixed upstream, ticket CP-311, so 4.2.0 returns to the pyrosm default "auto", README line 34). A '
  'documented return, not a silent flip-flop.'),
 (D4, "| `pesq.mode` | 'wb' | 'nb' | 'wb' | 4.1.0 为兼容 8 kHz 旧录音改为 'nb' / 4.1.0 switched to 'nb' for legacy 8 kHz recordings |",
  "'nb' | 'wb'", M, 'pesq-mode-wb-nb-wb-no-reason', 'CC402',
  [(PQ, 59, "mode: 'wb' (wide-band) or 'nb' (narrow-band)")],
  "The default pesq mode goes 'wb' (4.0.0) -> 'nb' (4.1.0, for legacy 8 kHz recordings) -> 'wb' (4.2.0); the "
  'reason column only explains the first step and nothing in the notes explains the return. A value returning '
  'to an earlier value without a stated reason.'),
 (D4, "- pyrosm 的当前最新版是 0.26.0（其 README 的引用示例即为 v0.26.0），本版尚未升级到该版本 / pyrosm's current latest release is 0.26.0 (the README's citation example uses v0.26.0); this release does not include it yet.",
  'pyrosm 的当前最新版是 0.26.0', M, 'pyrosm-latest-0-26-0-vs-0-25-0', 'CC203',
  [(PR, 2, 'pyrosm/0.25.0'), (PR, 127, '(v0.26.0)')],
  "The known-issues item calls 0.26.0 pyrosm's current latest release, taking the version from the README's "
  "citation example (line 127), while the upgrade table gives 0.25.0 as the latest on PyPI (the README's PyPI "
  'page, line 2). Two latest versions of one package in one document.'),
 (D4, "- `legacy_pyrobuf` 兼容层已在 4.2.0 移除，这里列出只为说明移除；依赖它的脚本请改用 pyrosm 默认读取器 / The `legacy_pyrobuf` shim is removed in 4.2.0 and is listed here only as removed; scripts that used it should switch to pyrosm's default reader.",
  '这里列出只为说明移除', T, 'legacy-pyrobuf-shim-removed-cited-as-removed', 'CC403',
  [(PR, 32, 'v0.7.0 was the last release that used Pyrobuf')],
  'The removed legacy_pyrobuf shim is mentioned only as removed (deprecated 4.0.0, removed 4.2.0) with the '
  "replacement named; no section still relies on it. A removal cited as a removal. (The shim is the toolkit's; "
  "the cited line is pyrosm's move away from Pyrobuf.)"),
 (D4, "- pyrosm 自 v0.8.0 起用 Google Protobuf 解析；v0.7.0 是最后一个使用 Pyrobuf 的旧版本，不是我们发布的版本（0.25.0） / pyrosm has parsed with Google's Protobuf since v0.8.0; v0.7.0, the last release that used Pyrobuf, is an old release, not the one we ship (0.25.0).",
  'v0.7.0 是最后一个使用 Pyrobuf 的旧版本', T, 'pyrosm-v0-7-0-old-pyrobuf-release', 'CC203',
  [(PR, 32, ('Since **v0.8.0**', 'v0.7.0 was the last release that used Pyrobuf'))],
  'Several pyrosm versions on one line, but v0.7.0 is named as the old last Pyrobuf release and v0.8.0 as the '
  "switch to Google's Protobuf (README line 32), while 0.25.0 is the one shipped. Old versions named as old."),
 (D4, '- 中：感谢声学组提供 2,400 段标注录音，评测方法见内部报告 QA-2048-17（2048-05-06）。',
  'QA-2048-17（2048-05-06）', T, 'qa-report-before-release', 'CC304',
  [(PQ, 109, 'The correctness is verified')],
  'The evaluation report QA-2048-17 is dated 2048-05-06, twelve days before the release date 2048-05-18. A '
  "source not after its document. (Internal report; the cited line is pesq's correctness check.)"),
 (D4, "- R5（Conveyal 的路由引擎）、r5r（巴西 Ipea 开发的 R 接口）和 r5py（我们依赖的 Python 库）是三个不同的项目，不是拼写变体 / R5 (Conveyal's routing engine), r5r (the R interface developed at Ipea, Brazil) and r5py (our Python dependency) are three different projects, not spelling variants.",
  'r5r（巴西 Ipea 开发的 R 接口）', T, 'r5-r5r-r5py-distinct-projects', 'CC205',
  [(R5, 25, 'Conveyal'), (R5, 26, 'r5r, a wrapper for R'), (R5, 58, 'Ipea')],
  "R5, r5r and r5py look like spellings of one name but are three projects the README names: Conveyal's routing"
  ' engine (line 25), the R wrapper r5r from Ipea (lines 26, 58) and r5py itself. Distinct names, not near '
  'misses.'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
