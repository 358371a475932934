#!/usr/bin/env python3
"""Build labels.jsonl for the thirtieth held-out set (drafts_heldout30).

Same schema as ../drafts_heldout29/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 29, so the ids are
unique within this set and the draft names (heldout30-0N-...) tell the sets apart. The
checks are ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on
exactly one line of its draft, the surface must be inside the anchor and not labelled twice, each rule
must look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects (6 + 8 per draft).

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-38/ (four per draft, none
shared). A source path that starts with "benchmarks/" is relative to the repository root (the parent of
this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout30-pending); any other path is relative to the shared directory (default /work/shared;
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
NR = "benchmarks/corpora/new-real/batch-38/"
PP = NR + "pandapower.md"
PS = NR + "pypsa.md"
CT = NR + "cantera.md"
CP = NR + "coolprop.md"
MV = NR + "pymavlink.md"
PC = NR + "python-can.md"
PV = NR + "pyvisa.md"
CN = NR + "cantools.md"
BR = NR + "briefcase.md"
PX = NR + "pex.md"
SH = NR + "shiv.md"
CX = NR + "cx-freeze.md"
HV = NR + "holoviews.md"
P9 = NR + "plotnine.md"
PK = NR + "pydeck.md"
VP = NR + "vispy.md"

D1, D2, D3, D4 = ("heldout30-01-pandapower-pypsa-cantera-coolprop-internal-audit-report.md",
                  "heldout30-02-pymavlink-python-can-pyvisa-cantools-field-trial-log.md",
                  "heldout30-03-briefcase-pex-shiv-cx-freeze-release-readiness-review.md",
                  "heldout30-04-holoviews-plotnine-pydeck-vispy-tender-technical-response.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese internal audit report, 一、 / （一） headings): pandapower, pypsa, cantera, coolprop
 (D1, '审计组从 2035 年度在用的 41 个仿真项目中分层抽取 12 个（抽样清单见附表 1），逐一复核输入数据、软件版本与结果归档。',
  '分层抽取 12 个', M, 'sample-twelve-table-eleven', 'CC101',
  [(PP, 2, 'pypi.org/project/pandapower/3.5.6/'), (PS, 2, 'pypi.org/project/pypsa/1.4.0/'), (CT, 2, 'pypi.org/project/cantera/3.2.0/'), (CP, 2, 'pypi.org/project/coolprop/8.0.0/')],
  "The method says twelve projects were sampled and points to 附表 1 for the list; the table has eleven rows, "
  "S01 to S11, and no other part of the report names a twelfth. A stated count against the table it "
  "announces. (Audit facts; the sources anchor the four packages the sample covers.)"),
 (D1, '3. 同一 SimBench 中压网络的年度时序潮流，pandapower 自带 Newton-Raphson 用时 212 s，切换到 lightsim2grid 的 C++ 求解器后用时 31 s；两组数值分别对应两种求解器，重跑结果的节点电压偏差均小于 0.001 p.u.。',
  '切换到 lightsim2grid 的 C++ 求解器后用时 31 s', T, 'two-solvers-two-runtimes', 'CC201',
  [(PP, 48, 'improved Newton-Raphson'), (PP, 51, 'lightsim2grid')],
  "212 s and 31 s are the same network and time series under two named solvers, pandapower's own "
  "Newton-Raphson and lightsim2grid's C++ solver, both of which the README lists. Different conditions, not "
  "a value conflict. (Timings are audit facts.)"),
 (D1, '2. 规划部 2035 年度的成果报告引用了 PyPSA 1.4.0 的 Zenodo 版本归档（DOI:10.5334/jors.188），审计组据此认为该报告满足集团"引用到具体版本"的要求。',
  'Zenodo 版本归档（DOI:10.5334/jors.188）', M, 'paper-doi-given-to-release-archive', 'CC206',
  [(PS, 190, 'DOI:10.5334/jors.188'), (PS, 207, 'each release of PyPSA is archived'), (PS, 209, '10.5281/zenodo.3946412')],
  "10.5334/jors.188 is the DOI of the 2018 JORS paper (README and the report's own reference [2]); the "
  "release archive on Zenodo has its own DOI, 10.5281/zenodo.3946412 (reference [3]). The finding gives the "
  "paper's DOI to the version archive and, on that basis, rates the report as citing a specific version. One "
  "identifier, two works."),
 (D1, '4. 业务量的增长加剧了这一问题：规划部 PyPSA 场景数从 2034 年的 14 个翻了一番，2035 年为 28 个，而模型复核人员仍是 2 人。',
  '翻了一番', T, 'doubled-scenarios-with-figures', 'CC104',
  [(PS, 2, 'pypi.org/project/pypsa/1.4.0/')],
  "'翻了一番' means doubled, one reading only, and both figures are given: 14 scenarios in 2034, 28 in 2035, 28 "
  "= 2 x 14; the 28 matches finding 5. Not an ambiguous multiplier. (Audit facts; the source anchors PyPSA.)"),
 (D1, '2. 燃机与热力技术部共享盘上发现未登记的物性数据副本 6 份（REFPROP 导出表 4 份、CoolProp 生成的查表文件 2 份），来源与生成版本均无记录。',
  '物性数据副本 6 份', M, 'copies-nine-to-six-data-unchanged', 'CC401',
  [(CP, 7, 'similar functionality to REFPROP')],
  "The v0.9 entry records finding 3 as 9 unregistered property-data copies; the body of v1.0 says 6 (4 + 2), "
  "v0.95 does not touch finding 3, and the v1.0 entry says everything beyond the listed items was wording "
  "only, '数据未改动'. A value changed with no changelog note (the log even denies one). (Audit facts; the source "
  "anchors CoolProp and REFPROP.)"),
 (D1, '3. 审计组抽查 HP-07 热泵项目脚本：设计进水温度 45 °C，脚本以开尔文输入为 328.15 K，换算无误；压力以 Pa 输入，与 CoolProp 的 SI 约定一致。',
  '脚本以开尔文输入为 328.15 K，换算无误', M, 'celsius-to-kelvin-off-by-ten', 'CC105',
  [(CP, 6, 'thermophysical property database')],
  "45 °C is 45 + 273.15 = 318.15 K; 328.15 K is 55 °C. The auditors certify a wrong conversion as correct "
  "('换算无误'). A unit conversion that disagrees with the figure it is derived from on the same line. (Audit "
  "facts; the source anchors CoolProp as the property library the script calls.)"),
 (D1, '2. Cantera README 列出五种可调用语言的示例（Python、Matlab、C++、C、Fortran 90），燃机与热力技术部实际只用 Python 接口，其余接口无需纳入环境基线。',
  '五种可调用语言的示例', T, 'five-cantera-languages', 'CC101',
  [(CT, 30, 'Python'), (CT, 31, 'Matlab'), (CT, 32, 'C++'), (CT, 33, '`C <'), (CT, 34, 'Fortran 90')],
  "Five languages announced, five named, and they are the five example links in the README (Python, Matlab, "
  "C++, C, Fortran 90). The count is right."),
 (D1, '3. 燃机与热力技术部回复其在用的 Cantera 3.1.0 "就是当前稳定版"，审计组核对后予以认可，版本问题不作为本项发现的内容。',
  'Cantera 3.1.0 "就是当前稳定版"', M, 'cantera-two-current-stables', 'CC203',
  [(CT, 97, 'The current stable version is'), (CT, 98, '3.2.0.')],
  "The report's own version check (PyPI, 2036-03-04, quoting the README) gives 3.2.0 as Cantera's current "
  "stable version; the same report then accepts the department's claim that 3.1.0 is the current stable "
  "version and drops the version issue. Two 'current stable' versions of one package at the same date."),
 (D1, '1. 模型复核率两部门都按"2035 年末在用模型中已完成独立复核的比例"统计：电网规划部 11/16（68.8%），燃机与热力技术部 5/8（62.5%）。',
  '两部门都按', T, 'review-rate-same-definition', 'CC202',
  [(PP, 2, 'pypi.org/project/pandapower/3.5.6/'), (CT, 2, 'pypi.org/project/cantera/3.2.0/')],
  "Both rates are stated on one definition (reviewed models among models in use at the end of 2035) and both "
  "carry their fractions: 11 / 16 = 68.75 % (68.8 %), 5 / 8 = 62.5 %. One basis, right arithmetic. (Audit "
  "facts.)"),
 (D1, '管理层书面回复（编号 GH-2036-088，2036-04-17 上午签收）对 6 项发现均表示认可，要点如下：',
  '2036-04-17 上午签收', T, 'reply-signed-same-morning', 'CC304',
  [(PS, 2, 'pypi.org/project/pypsa/1.4.0/')],
  "The management reply was received on the morning of 2036-04-17, the report's own date, and v1.0 (same "
  "date) says section 四 was added from it. Same day, not after the document. (Audit facts.)"),
 (D1, '| 2035-F1 | pandapower 升级至 3.5.6 并重跑 N-1 校核基线 | 电网规划部 韩屹 | 2036-02-27（周三） | 已完成：2036-02-20 变更单 CHG-2036-0211 关闭，本次现场复核通过 |',
  '已完成：2036-02-20 变更单 CHG-2036-0211 关闭', T, 'pandapower-upgrade-closed-early', 'CC303',
  [(PP, 2, 'pypi.org/project/pandapower/3.5.6/')],
  "The upgrade to pandapower 3.5.6 was due 2036-02-27; the row records the change ticket closed on "
  "2036-02-20 and the auditors' own check during fieldwork. A promise kept before its date, with "
  "confirmation. (Audit facts; the source anchors the 3.5.6 release.)"),
 (D1, '| 2035-F3 | REFPROP 商用许可清理及其与 CoolProp 物性结果的比对 | 数字化中心 周岚 | 2036 年一季度末 | 未到期，继续跟踪 |',
  '2036 年一季度末 | 未到期', M, 'quarter-end-promise-marked-not-due', 'CC303',
  [(CP, 7, 'similar functionality to REFPROP')],
  "The REFPROP / CoolProp item was due by the end of Q1 2036, i.e. 2036-03-31; the table's status is 'as of "
  "2036-04-17' and still says '未到期，继续跟踪', with no confirmation of completion anywhere. An overdue promise "
  "labelled as not yet due. (Audit facts; the source anchors CoolProp and REFPROP.)"),
 (D1, '[2] T. Brown, J. Hörsch, D. Schlachtberger, PyPSA: Python for Power System Analysis, arXiv:1707.09913（2017 年 7 月预印本），刊于 Journal of Open Research Software 6(1), 2018：https://doi.org/10.5334/jors.188',
  'arXiv:1707.09913', T, 'preprint-year-before-journal', 'CC302',
  [(PS, 189, 'arXiv:1707.09913'), (PS, 201, 'year = {2018}')],
  "1707 is July 2017, a preprint of the paper published in JORS in 2018, both as in the README; an id a few "
  "months older than the journal year is what a preprint looks like, and it is long before the report. "
  "Neither anachronistic nor impossible for what it names."),
 (D1, '| v1.0 | 2036-04-17（周四） | 沈砚秋 | 发现 5 恢复为"高"：复核发现离线备份只覆盖服务器 A，服务器 B 上的 PyPSA 结果无备份；根据管理层回复补充第四部分；其余仅作文字与格式修订，数据未改动 |',
  '发现 5 恢复为"高"', T, 'risk-rating-restored-with-reason', 'CC402',
  [(PS, 2, 'pypi.org/project/pypsa/1.4.0/')],
  "Finding 5's rating goes 高 (v0.9) -> 中 (v0.95, backup records for server A) -> 高 (v1.0, because the "
  "backups cover server A only and server B's PyPSA results have none); each step has its reason, and the "
  "body agrees. A documented return, not a flip-flop. (Audit facts.)"),
 # ---- draft 2 (mixed zh/en field-trial log, 【】 headings): pymavlink, python-can, pyvisa, cantools
 (D2, '- 台架机用 PyVISA 1.16.2 作前端、PyVISA-Py 作后端；两个名字只差 "-Py"，但属于两个项目：PyVISA 的 README 说它 "can also serve as a front-end for other VISA implementation"，PyVISA-Py 就是这样一种纯 Python 实现。',
  '两个名字只差 "-Py"', T, 'pyvisa-and-pyvisa-py-distinct', 'CC205',
  [(PV, 59, 'serve as a front-end for other VISA implementation'), (PV, 64, 'PyVISA-Py')],
  "PyVISA and PyVISA-Py differ by a suffix but are two projects, the front-end and one backend "
  "implementation, as the PyVISA README says; the line names both deliberately. Not a misspelling of PyVISA. "
  "(The PyVISA-Py version is a team fact.)"),
 (D2, '- 车端记录用 BLF；python-can 的 README 列出的读写格式共七种：ASC、BLF、MF4、TRC、CSV、SQLite、Canutils log。',
  '共七种', T, 'seven-python-can-log-formats', 'CC101',
  [(PC, 78, ('ASC', 'BLF', 'MF4', 'TRC', 'CSV', 'SQLite', 'Canutils log'))],
  "Seven formats announced, seven named, the same seven as the README's loggers-and-readers bullet. Right "
  "count."),
 (D2, '| T-07 | 08-20 | 爬升测试 | 18 | 150 | 0.6% | 780 | 最大高度 v2 更正，见修订记录 |',
  '150', T, 'altitude-correction-logged', 'CC401',
  [(MV, 2, 'pypi.org/project/pymavlink/2.4.50/')],
  "T-07's maximum altitude reads 150 m where v1 had 120 m; the row points to the revision history, the v2 "
  "entry logs the correction with its reason (a transcription error, flight-controller log as reference), "
  "and the 08-20 entry says 150 m too. A logged revision. (Team facts.)"),
 (D2, '- 21:30 GCS 笔记本 pymavlink 由 2.4.49 升级到 2.4.50（PyPI 当前版本），与伴随计算机一致；08-20 起各架次均用 2.4.50。',
  '由 2.4.49 升级到 2.4.50', T, 'pymavlink-upgrade-logged-midtrial', 'CC203',
  [(MV, 2, 'pypi.org/project/pymavlink/2.4.50/')],
  "Two pymavlink versions in one log, one day apart, because the ground station was upgraded on the evening "
  "of 08-19 to 2.4.50 (the PyPI version of the README); the equipment table says the same. A logged upgrade, "
  "not two 'current' versions. (The 2.4.49 and the upgrade are team facts.)"),
 (D2, '- 09:40 按昨天的承诺补飞 T-05R，航线与 T-05 相同，全程丢包率 0.4%，A-2 关闭。',
  '按昨天的承诺补飞 T-05R', T, 'reflight-promise-kept-next-morning', 'CC303',
  [(MV, 2, 'pypi.org/project/pymavlink/2.4.50/')],
  "The 08-19 17:30 entry promises the re-flight of T-05 for the next morning; at 09:40 on 08-20 it was flown "
  "(T-05R, 0.4 % loss) and A-2 was closed. A promise kept on time and confirmed. (Team facts.)"),
 (D2, '- 15:50 核对 custom_mode_map.json 里 4 个 Q 模式的编号：QSTABILIZE=17、QHOVER=18、QLOITER=19、QHOVER=18，均与 ardupilotmega.xml 的默认映射一致。',
  'QLOITER=19、QHOVER=18', M, 'qhover-mapped-twice', 'CC102',
  [(MV, 163, 'QSTABILIZE'), (MV, 164, 'QHOVER'), (MV, 165, 'QLOITER'), (MV, 166, 'QLAND')],
  "Four Q-mode mappings announced and QHOVER=18 listed twice, so only three distinct modes were checked; the "
  "README's next Q mode, QLAND=20, is the one missing. A repeated item in an enumerated check list."),
 (D2, '- 16:40 地面演示模式切换：AUTO → LOITER（12）→ QLOITER（19）→ QLAND（20）；LOITER 与 QLOITER 分别是固定翼与垂起两种模式，编号不同。',
  'LOITER（12）→ QLOITER（19）', T, 'loiter-and-qloiter-distinct', 'CC102',
  [(MV, 158, 'LOITER'), (MV, 165, 'QLOITER')],
  "LOITER (12) and QLOITER (19) look like one mode written twice but are two ArduPilot modes with different "
  "numbers, as in the README's mapping; the sequence has no repeated item."),
 (D2, '- 10:30 车端 CAN（500 kbit/s）在 T-08 期间峰值约 1,000 帧/s，按每帧约 125 bit 计，总线负载约 20%，低于 40% 的门限。',
  '总线负载约 20%', M, 'bus-load-quarter-written-fifth', 'CC105',
  [(PC, 2, 'pypi.org/project/python-can/4.6.1/')],
  "1,000 frames/s x 125 bit = 125,000 bit/s on a 500 kbit/s bus is 25 % load, not 20 %. The derived figure "
  "disagrees with the numbers on its own line (it still stays under the 40 % limit). (Team figures; the "
  "source anchors python-can on the gateway.)"),
 (D2, '- 16:50 台架回放 cantools 示例帧 `1F0 [8] 80 4A 0F 00 00 00 00 00`：Temperature 的 12 位原始值为 0x250（592），592 × 0.01 + 250 = 255.92 degK，与 cantools README 的解码输出一致。',
  '592 × 0.01 + 250 = 255.92 degK', T, 'temperature-raw-decoded-right', 'CC105',
  [(CN, 60, ('0.01', '250')), (CN, 97, '80 4A 0F'), (CN, 101, '255.92 degK')],
  "Temperature is 12 bits from the last bit of byte 0, byte 1 and the top three bits of byte 2: 0 / 0x4A / "
  "000 gives 0x250 = 592; with the README's scale 0.01 and offset 250 that is 255.92 degK, the README's "
  "decoded value. Right arithmetic."),
 (D2, '- 17:10 车端日志按十进制把该帧记作 496，即 cantools list 输出中的 "Frame ID: 0x1f0 (496)"，与上面的 1F0 是同一报文 ExampleMessage。',
  '把该帧记作 496', T, 'frame-id-hex-and-decimal', 'CC206',
  [(CN, 281, 'Frame ID: 0x1f0 (496)')],
  "496 and 0x1F0 are one frame id in two notations, as cantools' own list output shows, and the line says "
  "both refer to ExampleMessage. One identifier, one message."),
 (D2, '2. 三次长航时架次按 MAVLink 丢包率由低到高依次为 T-04、T-08、T-06，天线改装后的首飞反而最差，改装效果需下一轮复查。',
  '由低到高依次为 T-04、T-08、T-06', M, 'loss-order-reversed', 'CC103',
  [(MV, 6, 'Python implementation of the MAVLink protocol')],
  "The runs table gives T-04 0.5 %, T-06 0.3 %, T-08 0.8 %, so from low to high the order is T-06, T-04, "
  "T-08; the conclusion ranks T-06 worst and draws from it that the antenna change made things worse. A "
  "ranking the table refutes. (Team figures.)"),
 (D2, '3. T-09 的 15 min QLOITER 定点悬停中机体姿态与电流稳定，说明垂起段的功耗余量充足。',
  'T-09 的 15 min QLOITER 定点悬停', M, 'voided-run-still-concluded', 'CC403',
  [(MV, 165, 'QLOITER')],
  "v2 deletes T-09 from the runs table because it flew with the wrong IMU calibration and its data are void "
  "(revision history, note under the table, 08-21 entry), yet conclusion 3, written in the same v2, rests on "
  "T-09's hover. A removed claim still cited. (Team facts.)"),
 (D2, '4. 台架 28.0 V 下整机电流 3.24 A，功耗约 90.7 W，低于 100 W 的功耗预算。',
  '整机电流 3.24 A', M, 'bench-current-digits-swapped', 'CC201',
  [(PV, 35, 'test equipment via GPIB, RS232, Ethernet or USB')],
  "The 08-21 bench entry reads 3.42 A at 28.0 V (PyVISA, mean of ten readings); the conclusion gives 3.24 A "
  "for the same bench, voltage and load and computes 90.7 W from it (3.42 A would be 95.8 W). Same subject, "
  "metric and conditions, two values. (Team figures; the source anchors PyVISA instrument control.)"),
 (D2, '5. 车端网关的帧率尖峰（A-4）经供应商 FAE 书面确认（邮件，2036-08-28）属回放叠加所致，无需更换网关。',
  '书面确认（邮件，2036-08-28）', M, 'fae-email-after-log', 'CC304',
  [(PC, 2, 'pypi.org/project/python-can/4.6.1/')],
  "The log is v2 of 2036-08-25 (header and revision history), and conclusion 5 rests on an e-mail dated "
  "2036-08-28, three days later. A cited source dated after the document. (Team facts.)"),
 # ---- draft 3 (English go/no-go release readiness review, numbered upper-case headings): briefcase, pex, shiv, cx-freeze
 (D3, '- Briefcase describes itself as "a tool for converting a Python project into a standalone native application". Briefcase 0.4.7 packages for Mac, Windows, Linux, iPhone/iPad and Android; Web is still only on Briefcase\'s roadmap, so the browser viewer stays on the 5.x stack for this release.',
  "Web is still only on Briefcase's roadmap", M, 'briefcase-web-said-planned', 'CC201',
  [(BR, 22, '- Web'), (BR, 24, 'Support for AppleTV, watchOS, and wearOS deployments is planned.')],
  "The Briefcase README lists Web among the platforms it packages for today; what it calls planned is "
  "AppleTV, watchOS and wearOS. The review says Web is only on the roadmap and keeps the browser viewer on "
  "5.x because of it. Same subject (Briefcase's Web target), conflicting values."),
 (D3, '- fathom-cli is built with pex 2.105.2. The `pex>=2.1.35` requirement in the ops image recipe is only the floor for the `pex-tools` console script, which the pex README says ships in pex 2.1.35 and newer; it is not a second pinned version of pex.',
  '`pex>=2.1.35`', T, 'pex-floor-not-second-version', 'CC203',
  [(PX, 110, 'pex version ``2.1.35`` and newer'), (PX, 2, 'pypi.org/project/pex/2.105.2/')],
  "pex 2.105.2 is the version building fathom-cli; 2.1.35 is a lower bound for the pex-tools console script, "
  "as the README's example says, and the line says so. Not a second current version of pex."),
 (D3, "- The ops image also carries two inspection binaries built with the pex README's own commands: pex-tools-executable.pex (CPython) and pex-tools-pypy-executable.pex (PyPy, via `--python=pypy`).",
  'pex-tools-executable.pex (CPython) and pex-tools-pypy-executable.pex', T, 'two-pex-tools-binaries-distinct', 'CC102',
  [(PX, 109, 'pex-tools-executable.pex'), (PX, 123, 'pex-tools-pypy-executable.pex')],
  "Two near-identical file names, but two binaries: the README builds one for the default interpreter and "
  "one with --python=pypy. No item is repeated."),
 (D3, '| C-02 | macOS signing and notarisation | Priya Nair | Amber | notarisation rejected once; re-signed DMG promised by Friday, November 14 |',
  're-signed DMG promised by Friday, November 14', T, 'notarisation-promise-not-due', 'CC303',
  [(BR, 17, '- Mac')],
  "Promised for Friday, November 14, 2036; the review is Thursday, November 13, and the item is amber, a "
  "condition of the decision. Not yet due. (Team facts.)"),
 (D3, "- B-2 (C-06): the frozen Sync Service bundles the build machine's OpenSSL, which is affected by CVE-2037-21344; Tomás will rebuild on the patched Windows build image and re-run C-06. Due Monday, November 17, 12:00.",
  'CVE-2037-21344', M, 'cve-year-after-review', 'CC302',
  [(CX, 51, 'creating "service" standalone executables')],
  "A CVE id carries the year it was assigned; CVE-2037-21344 cannot exist in a review held on 2036-11-13. An "
  "identifier dated after the document. (Invented id; the source anchors the frozen Windows service.)"),
 (D3, 'All figures below come from CI run #48213, started Thursday, November 13, 2036 at 07:40, before this meeting.',
  'started Thursday, November 13, 2036 at 07:40, before this meeting', T, 'ci-run-earlier-same-morning', 'CC304',
  [(BR, 2, 'pypi.org/project/briefcase/0.4.7/')],
  "The CI run is dated the day of the review, 07:40, before the 10:00 meeting that cites it. Same day and "
  "earlier, not after the document. (Team facts.)"),
 (D3, '- The macOS DMG went from 144 MB in rc1 to 118 MB in rc3, an 18% reduction, mostly from stripping debug symbols.',
  'an 18% reduction', T, 'dmg-reduction-right', 'CC105',
  [(BR, 2, 'pypi.org/project/briefcase/0.4.7/')],
  "(144 - 118) / 144 = 18.1 %: 'an 18% reduction' is right, and both sizes are on the line and in the table. "
  "(Team figures.)"),
 (D3, '- Of the five download sizes in the table, the PEX is the second-largest (46 MB), so it is the next candidate for trimming after the MSI.',
  'the PEX is the second-largest (46 MB)', M, 'pex-called-second-largest', 'CC103',
  [(PX, 2, 'pypi.org/project/pex/2.105.2/')],
  "The table's five download sizes are 118, 131, 46, 38 and 9 MB: the PEX is third, behind the MSI and the "
  "DMG. An ordinal rank the table refutes, used to pick the next trimming target. (Team figures.)"),
 (D3, '- Disk footprint after first launch is measured the same way for every artefact: the artefact plus everything it unpacks on first run, so the shiv zipapps are counted together with their extraction under SHIV_ROOT.',
  'measured the same way for every artefact', T, 'footprint-includes-shiv-extraction', 'CC202',
  [(SH, 108, 'extract themselves into `~/.shiv`'), (SH, 109, 'SHIV_ROOT')],
  "shiv zipapps unpack on first run, so comparing zip size with an installed size would mix bases; the line "
  "defines one basis for all artefacts (artefact plus what it unpacks, the shiv extraction under SHIV_ROOT "
  "included). Same basis. (Team figures.)"),
 (D3, '- R-1 Performance: the frozen Sync Service should use about 30% less CPU than the interpreted 5.x service, a figure taken from a comment under a 2034 blog post on freezing Python services; on that basis the CPU reservation on the Windows servers was cut from 2 vCPU to 1.4 vCPU.',
  'a figure taken from a comment under a 2034 blog post', M, 'blog-comment-sets-cpu-reservation', 'CC204',
  [(CX, 4, 'with the same performance')],
  "The 30 % CPU saving rests only on a comment under a blog post, with no measurement, and it cuts the CPU "
  "reservation from 2 to 1.4 vCPU; the cx_Freeze README itself promises the same performance as the script, "
  "not better. A number from a tertiary source driving a decision."),
 (D3, '- R-2 Build drift: cx_Freze 8.7.3 collects whatever DLLs the build machine has on its PATH, which is how B-2 happened; the Windows build image is now pinned by digest.',
  'cx_Freze', M, 'cx-freeze-letter-dropped', 'CC205',
  [(CX, 4, 'cx_Freeze'), (CX, 2, 'pypi.org/project/cx-freeze/8.7.3/')],
  "'cx_Freze' drops an 'e' from cx_Freeze; the review spells it cx_Freeze everywhere else, and the package's "
  "known forms are cx_Freeze, cx-freeze and cx_freeze."),
 (D3, '- Checklist items C-01 to C-10 were walked through, except C-09, which was removed in v2 and is not a condition.',
  'except C-09, which was removed in v2', T, 'removed-checklist-item-noted', 'CC403',
  [(BR, 21, '- Android')],
  "C-09 (the Android companion build) was removed in v2, its row is kept empty with a note, and the only "
  "later mention says it was removed and is not a condition. A removal that nothing still relies on. (Team "
  "facts; the source anchors Briefcase's Android target.)"),
 (D3, '[6] Start-up cost of zip-imported Python applications, arXiv:1409.2573 (2014)',
  'arXiv:1409.2573', T, 'four-digit-arxiv-from-2014', 'CC301',
  [(SH, 14, 'PEP 441')],
  "1409.2573: September 2014, four-digit number, which was the scheme before 2015 (five digits only from "
  "1501). Well formed. (Invented id; the source anchors PEP 441 zipapps.)"),
 (D3, '| v3 | 2036-11-13 (Thu) | Hana Okafor | Installer size budget set to 120 MB; B-1 and B-2 added; metrics updated to rc3 |',
  'Installer size budget set to 120 MB', M, 'size-budget-back-without-reason', 'CC402',
  [(BR, 15, 'standalone native application')],
  "The installer budget goes 120 MB (v1) -> 150 MB (v2, offline basemap tiles bundled at customers' request) "
  "-> 120 MB (v3) with no reason, while B-1 says the tiles stay bundled; the return turns the 131 MB MSI "
  "into a blocker. A value back to its earlier value without a reason. (Team facts.)"),
 # ---- draft 4 (mixed zh/en tender technical response, Markdown # / ## 1 headings): holoviews, plotnine, pydeck, vispy
 (D4, '- 地图层用 pydeck（代码里惯用 `import pydeck as pdk`，README 示例即如此），它是 deck.gl 的 Python 绑定；本文中 pydeck 与 pdk 指同一个库。',
  '`import pydeck as pdk`', T, 'pydeck-pdk-alias', 'CC205',
  [(PK, 27, 'import pydeck as pdk'), (PK, 13, 'Python bindings for making spatial visualizations')],
  "pdk is the import alias the pydeck README itself uses, and the line says pydeck and pdk are one library. "
  "A known alias, not a near-miss name."),
 (D4, '- 组件成熟度：pydeck 的 PyPI 下载量约 52 万次（pepy 周统计），HoloViews 约 68 万次（pypistats 月统计），两者已在同一量级，说明 pydeck 的社区规模已接近 HoloViews。',
  '两者已在同一量级', M, 'weekly-vs-monthly-downloads', 'CC202',
  [(PK, 7, 'pepy.tech/badge/pydeck/week'), (HV, 12, 'pypi/dm/holoviews')],
  "pydeck's 520,000 is a weekly count (pepy's weekly badge), HoloViews' 680,000 a monthly one (pypistats' dm "
  "badge); set side by side as 'the same order' and 'close', they compare a week with a month. Bases that "
  "cannot be reconciled as stated. (The figures are the bidder's.)"),
 (D4, '条款 3.1.1 的依据：HoloViews 可运行于 "on Linux, Windows, or Mac"，并可在 Jupyter Notebook 与 JupyterLab 中使用，原文出自其 PyPI 项目页 README（1.23.2），见参考 [1]。',
  '原文出自其 PyPI 项目页 README（1.23.2）', T, 'platforms-quoted-from-readme', 'CC204',
  [(HV, 62, 'on Linux, Windows, or Mac')],
  "The compliance basis for clause 3.1.1 is quoted from HoloViews' own README and the line names it, with "
  "its version and reference [1]. Primary source."),
 (D4, '- P-1 说明：一期看板首屏加载 2.4 s；二期改用 HoloViews 按需加载后首屏时间减半，实测 1.2 s，承诺值即取 1.2 s。',
  '首屏时间减半', T, 'halved-with-figures', 'CC104',
  [(HV, 2, 'pypi.org/project/holoviews/1.23.2/')],
  "'减半' (halved) has one reading, and both figures are given: 2.4 s -> 1.2 s. Not an ambiguous multiplier. "
  "(Bidder's figures.)"),
 (D4, '- P-2 说明：VisPy 单屏可流畅显示 1 亿个点（业内普遍说法），故承诺值取 1 亿点，远高于招标要求的 500 万点。',
  '1 亿个点（业内普遍说法）', M, 'hundred-million-points-hearsay', 'CC204',
  [(VP, 18, 'millions of points')],
  "The 100-million-point commitment rests on 'what the industry generally says', with no measurement or "
  "source, while VisPy's README speaks of 'millions of points'; it becomes a contractual figure (P-2). Weak "
  "provenance for a committed number."),
 (D4, '- P-3 说明：采用 VisPy 的 GPU 渲染后，轨迹回放的帧间延迟降低 2 倍，因此 P95 由一期的 900 ms 降至 300 ms。',
  '帧间延迟降低 2 倍', M, 'reduced-two-times-decides-p95', 'CC104',
  [(VP, 13, 'high-performance interactive 2D/3D data visualization')],
  "'降低 2 倍' read as halving gives 900 -> 450 ms, which fails clause 3.3.2 (<= 400 ms); only the reading 'to "
  "one third' gives the 300 ms committed in P-3. An ambiguous multiplier that decides compliance. (Bidder's "
  "figures.)"),
 (D4, '- P-4 说明：热点地图在无外网时的交互响应例外情形见技术偏离表 D-3（离线底图另购）。',
  '见技术偏离表 D-3（离线底图另购）', M, 'revoked-deviation-still-cited', 'CC403',
  [(PK, 63, 'notebook_display=False')],
  "Deviation D-3 (offline basemap bought separately) was revoked in v1.2 after CL-05 accepted pydeck's "
  "to_html export, and the deviation table shows it as withdrawn; P-4 still points to D-3 for its "
  "exceptions. A removed claim still cited. (Tender facts.)"),
 (D4, '- 地图初始视角沿用 README 示例：初始 zoom 为 6，用户可在 5–15 之间缩放，pitch 40.5°，bearing −27.36°。',
  '用户可在 5–15 之间缩放', T, 'initial-zoom-and-zoom-range', 'CC201',
  [(PK, 49, 'zoom=6'), (PK, 50, 'min_zoom=5'), (PK, 51, 'max_zoom=15')],
  "Zoom 6 is the initial view and 5-15 the allowed range, two parameters of the README's ViewState; not two "
  "values for one setting."),
 (D4, '表 4-2 中 200 万点渲染帧率以 VisPy 最高（58 fps），轨迹回放因此选 VisPy。',
  '以 VisPy 最高（58 fps）', T, 'vispy-highest-frame-rate-right', 'CC103',
  [(VP, 15, 'Processing Units (GPUs)')],
  "Table 4-2: VisPy 58, pydeck 41, HoloViews 12 fps, plotnine not applicable; VisPy's is the highest. Right "
  "ranking. (Bidder's figures.)"),
 (D4, '合同签订后 75 日历天内完成部署与初验；初验后 30 天试运行，再组织终验。',
  '75 日历天内', M, 'delivery-days-changed-unlogged', 'CC401',
  [(HV, 2, 'pypi.org/project/holoviews/1.23.2/')],
  "The revision history logs the delivery period as 120 days (v1.0) and 90 days (v1.1, after CL-02); the "
  "body of v1.2 says 75 days and the v1.2 entry lists other changes only. A value changed with no changelog "
  "note. (Tender facts.)"),
 (D4, '[4] VisPy 0.17.0 的 Zenodo 归档：DOI:10.5281/zenodo.17869，http://dx.doi.org/10.5281/zenodo.17869 ；主页 http://vispy.org',
  'DOI:10.5281/zenodo.17869', T, 'vispy-doi-one-archive', 'CC206',
  [(VP, 151, '10.5281/zenodo.17869')],
  "The VisPy Zenodo DOI is given twice, in the component list and in reference [4], both times for VisPy's "
  "Zenodo archive, as in the README's badge. One identifier, one work."),
 (D4, '[5] GPU 加速的城市级轨迹可视化评测，arXiv:3611.0427（2036 年 11 月）',
  'arXiv:3611.0427', M, 'arxiv-four-digits-after-2015', 'CC301',
  [(VP, 15, 'OpenGL')],
  "An arXiv id of November 2036 must have a five-digit number (five digits since 1501); 3611.0427 has four. "
  "Malformed. (Invented id; the source anchors VisPy's OpenGL rendering.)"),
 (D4, '[6] Large-scale trajectory rendering with WebGL and OpenGL backends, arXiv:3701.08812（2037 年 1 月）',
  'arXiv:3701.08812', T, 'january-arxiv-before-march-response', 'CC302',
  [(VP, 15, 'OpenGL')],
  "3701 is January 2037, before the response of 2037-03-12; five-digit number. Recent, not anachronistic. "
  "(Invented id.)"),
 (D4, '| v1.2 | 2037-03-12（周四） | Anna Lindqvist | 按澄清函 CL-05（2037-03-10，周二）修订：质保期改回 3 年（CL-05 撤回质保期加分项）；撤销偏离 D-3（CL-05 确认 pydeck 的 to_html 离线导出满足条款 3.2.2，不再要求离线底图）；补第 4 章测试条件 |',
  '质保期改回 3 年', T, 'warranty-returned-with-clarification', 'CC402',
  [(P9, 2, 'pypi.org/project/plotnine/0.15.9/')],
  "Warranty 3 years (v1.0) -> 5 (v1.1, CL-02 made it a scoring item) -> 3 (v1.2, CL-05 withdrew that item); "
  "each step has its reason and the compliance row says 3. A documented return. (Tender facts.)"),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
