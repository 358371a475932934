#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-third held-out set (drafts_heldout33).

Same schema as ../drafts_heldout32/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 32, so the ids are
unique within this set and the draft names (heldout33-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-41/ (four per draft, none
shared): binary analysis and malware rules (D1, a Chinese security advisory / vulnerability analysis
report), optimisation (D2, an English conference trip report), energy systems and physical science
(D3, a Chinese energy audit report), text and locale data (D4, a bilingual zh/en localisation vendor
handoff note). A source path that starts with "benchmarks/" is relative to the repository root (the
parent of this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout33-pending); any other path is relative to the shared directory (default /work/shared;
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
NR = "benchmarks/corpora/new-real/batch-41/"
AG = NR + "angr.md"
CS = NR + "capstone.md"
LF = NR + "lief.md"
YP = NR + "yara-python.md"
HS = NR + "highspy.md"
MP = NR + "mip.md"
HO = NR + "hyperopt.md"
PG = NR + "pygad.md"
OS = NR + "oemof-solph.md"
WP = NR + "windpowerlib.md"
TH = NR + "thermo.md"
UN = NR + "uncertainties.md"
PN = NR + "phonenumbers.md"
PY = NR + "pycountry.md"
NW = NR + "num2words.md"
UD = NR + "unidecode.md"

D1, D2, D3, D4 = ("heldout33-01-angr-capstone-lief-yara-python-security-advisory.md",
                  "heldout33-02-highspy-mip-hyperopt-pygad-conference-trip-report.md",
                  "heldout33-03-oemof-solph-windpowerlib-thermo-uncertainties-energy-audit-report.md",
                  "heldout33-04-phonenumbers-pycountry-num2words-unidecode-l10n-vendor-handoff.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese security advisory, 一、-九、 headings, 5.1-5.4 analysis steps): angr, capstone, lief, yara-python
 (D1, '| CVSS 3.1 基础分 | 8.8（AV:A/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H） |',
  '8.8（AV:A', M, 'cvss-rescored-silently', 'CC401',
  [(LF, 2, 'pypi.org/project/lief/1.0.0/'), (AG, 2, 'pypi.org/project/angr/10.0.5/')],
  'The header table of v1.2 gives the CVSS 3.1 base score as 8.8; the revision record says v1.0 was '
  'published with 7.5, and neither the v1.1 nor the v1.2 entry mentions a rescoring. A value changed '
  'between versions of a living advisory without a changelog note. (Team facts; the sources anchor the '
  'analysis tools.)'),
 (D1, '| 2040-10-09（周二） | 发布 v1.0；承诺 2040-10-20（周六）前发布修复固件 3.4.2 |',
  '承诺 2040-10-20（周六）前发布修复固件 3.4.2', T, 'fixed-firmware-promise-kept', 'CC303',
  [(AG, 2, 'pypi.org/project/angr/10.0.5/'), (CS, 2, 'pypi.org/project/capstone/5.0.9/')],
  'The promised date (2040-10-20, a Saturday) has passed by the advisory of 2040-11-16, but the next '
  'timeline row confirms firmware 3.4.2 was released on 2040-10-17 (a Wednesday), three days early, and '
  'section 7 repeats it. A passed promise with confirmation. (Team facts.)'),
 (D1, '该组件今年 3 月曾修复过一个整数溢出（CVE-2040-41237，见 LZ-SA-2040-004），',
  'CVE-2040-41237，见 LZ-SA-2040-004', M, 'earlier-overflow-given-this-cve', 'CC206',
  [(AG, 2, 'pypi.org/project/angr/10.0.5/'), (LF, 12, 'LIEF can parse ELF, PE, MachO')],
  "CVE-2040-41237 is this advisory's stack overflow (title, header table, reference [1]); section 3 "
  "gives the same id to March's integer overflow in LZ-SA-2040-004, which reference [2] lists as "
  'CVE-2040-10552. One identifier, two different vulnerabilities. (Invented ids.)'),
 (D1, '- LIEF 1.0.0 是我们安装的 PyPI 版本；其 README 末尾的许可证链接指向 0.15.1 标签下的 LICENSE 文件，那只是链接路径，不是另一个"当前版本"。',
  '指向 0.15.1 标签下的 LICENSE 文件', T, 'lief-licence-link-tag', 'CC203',
  [(LF, 2, 'pypi.org/project/lief/1.0.0/'), (LF, 68, 'blob/0.15.1/LICENSE')],
  "LIEF 1.0.0 is the PyPI version; 0.15.1 is only the tag in the README's licence link, and the line "
  "says so. One current version and a link path, not two 'latest' versions."),
 (D1, '- yara-python 的 pip 包名是 yara-python，import 名是 yara，libyara 是它静态链接的 C 核心库；三个名字是同一工具的不同层，不是拼写变体。',
  'import 名是 yara', T, 'yara-python-yara-libyara', 'CC205',
  [(YP, 46, 'pip install yara-python'), (YP, 18, '>>> import yara'), (YP, 60, 'link ``libyara`` statically into yara-python')],
  'yara-python (the pip package), yara (the import name) and libyara (the C core library, statically '
  "linked) are the README's own names for three layers of one tool; the line says so. Known names, not "
  'near-miss typos.'),
 (D1, '- capstone 5.0.9 支持的架构为 ARM、ARM64（ARMv8）、Mips、PPC、Sparc、SystemZ、XCore 和 X86（含 X86_64）；ARM 与 ARM64 是两个独立条目，并非重复。',
  'ARM 与 ARM64 是两个独立条目', T, 'arm-and-arm64-distinct', 'CC102',
  [(CS, 36, 'ARM, ARM64 (ARMv8), Mips, PPC, Sparc,'), (CS, 37, 'SystemZ, XCore and X86 (including X86_64)')],
  "ARM and ARM64 (ARMv8) are two entries of capstone's architecture list, as in its README; the line "
  'says they are distinct. Near-identical items, not a duplicate.'),
 (D1, '- angr README 列出的能力共 7 类：反汇编与中间表示提升、程序插桩、符号执行、控制流分析、数据依赖分析、值集分析（VSA）、反编译；本次用到其中的符号执行与控制流分析。',
  '能力共 7 类', T, 'angr-seven-capabilities', 'CC101',
  [(AG, 27, 'Disassembly and intermediate-representation lifting'), (AG, 28, 'Program instrumentation'), (AG, 29, 'Symbolic execution'), (AG, 30, 'Control-flow analysis'), (AG, 31, 'Data-dependency analysis'), (AG, 32, 'Value-set analysis (VSA)'), (AG, 33, 'Decompilation')],
  "Seven stated, seven named, the seven items of angr's README list (disassembly and IR lifting counted "
  'as one item, as there). Right count.'),
 (D1, 'recvfrom 返回到溢出点共耗时 2 h 15 min（8,100 s），得到的输入满足两项约束：',
  '2 h 15 min（8,100 s）', T, 'symex-time-in-seconds', 'CC105',
  [(AG, 29, 'Symbolic execution'), (AG, 47, 'auto_load_libs=False')],
  '2 h 15 min = 7,200 + 900 = 8,100 s. The unit conversion is right. (Team figure.)'),
 (D1, '本报告共给出 6 条 YARA 规则（表 6-1），均以 yara-python 4.5.4 编译测试。',
  '共给出 6 条 YARA 规则', M, 'six-rules-five-listed', 'CC101',
  [(YP, 12, 'and loading rules to scanning files, strings and processes'), (YP, 2, 'pypi.org/project/yara-python/4.5.4/')],
  "'共给出 6 条' heads table 6-1, which lists five rules (R1-R5) a few lines below; the revision record "
  'agrees on five (R1-R4 in v1.0, R5 added in v1.2). A stated count against the enumerated rows. (Team '
  'rules.)'),
 (D1, '- 良性样本集（内部固件与常用 Windows 软件）2,000 个文件中误报 6 个，误报率 0.03%，6 个误报全部来自 R4 的字符串规则。',
  '误报率 0.03%', M, 'false-positive-rate-tenfold', 'CC105',
  [(YP, 12, 'scanning files'), (CS, 57, 'suitable for malware analysis')],
  '6 false positives among 2,000 benign files is 0.3 %, not 0.03 %: the stated rate is ten times too '
  'small, and it is the figure a reader would use to judge whether rule R4 can alert on its own. (Team '
  'figures.)'),
 (D1, '- 基于芯片 SDK 自编固件的 OEM 客户：SDK 供应商承诺于 2040-10-31 前发布 SDK 4.2.1 修复同源代码，届时升级即可，本通告不再另行提供补丁。',
  '承诺于 2040-10-31 前发布 SDK 4.2.1', M, 'sdk-patch-promise-overdue', 'CC303',
  [(CS, 55, 'Special support for embedding into firmware or OS kernel.')],
  "The SDK vendor's promise to ship SDK 4.2.1 by 2040-10-31 has passed by the advisory of 2040-11-16; "
  'the timeline has no release entry and the v1.2 entry says nothing about it, yet OEM customers are '
  'told to wait for it and no other patch is offered. A passed promise without confirmation. (Team '
  'facts.)'),
 (D1, '[1] LZ-SA-2040-017 英文版（Security Advisory for CVE-2040-41237），与本文为同一通告的英文译本，内容同步更新。',
  'Security Advisory for CVE-2040-41237', T, 'english-version-same-cve', 'CC206',
  [(AG, 2, 'pypi.org/project/angr/10.0.5/'), (CS, 2, 'pypi.org/project/capstone/5.0.9/')],
  "The English translation of this very advisory carries this advisory's CVE id; the line says it is "
  'the same advisory. One identifier, one vulnerability. (Invented ids.)'),
 (D1, '    arXiv:4013.02751，本文 5.3 节的约束设置参考了该文。',
  'arXiv:4013.02751', M, 'arxiv-month-thirteen', 'CC301',
  [(AG, 29, 'Symbolic execution')],
  "arXiv ids are YYMM.NNNNN; '4013' has month 13, which no arXiv id can have. A malformed identifier in "
  'the reference that section 5.3 relies on. (Invented paper.)'),
 (D1, '| v1.1 | 2040-10-23 | 影响版本下限由 3.1.0 更正为 3.0.0（复核 3.0.x 分支后确认同样受影响）；补充 IOC 列表 |',
  '影响版本下限由 3.1.0 更正为 3.0.0', T, 'version-floor-correction-logged', 'CC401',
  [(AG, 2, 'pypi.org/project/angr/10.0.5/'), (LF, 2, 'pypi.org/project/lief/1.0.0/')],
  'The affected range changed between versions (lower bound 3.1.0 in v1.0, 3.0.0 now in the header '
  'table), and the v1.1 entry logs the change with its reason (the 3.0.x branch was re-checked). A '
  'logged revision. (Team facts.)'),
 # ---- draft 2 (English conference trip report, ## 1.-8. headings, 4.1-4.4 session notes): highspy, mip, hyperopt, pygad
 (D2, '- The release binaries come as `*-mit` and `*-apache` packages, which look like one package listed twice but are not: the `*-apache` ones contain HiGHS with HiPO.',
  'look like one package listed twice but are not', T, 'mit-and-apache-binaries', 'CC102',
  [(HS, 146, 'The `*-mit` binary packages contain HiGHS and are MIT-licenced.'), (HS, 147, 'The `*-apache` binary packages contain HiGHS with HiPO and are Apache-licenced')],
  'The `*-mit` and `*-apache` binary packages are two different builds (without and with HiPO), as the '
  'README says and the line explains. Look-alike entries, not a duplicate.'),
 (D2, "- The README's C# example pins the NuGet package Highs.Native at version 1.15.1, while highspy on PyPI is at 1.16.0; these are two different packages on two channels, so there is nothing to reconcile.",
  'Highs.Native at version 1.15.1', T, 'nuget-pin-vs-pypi-version', 'CC203',
  [(HS, 264, 'dotnet add package Highs.Native --version 1.15.1'), (HS, 2, 'pypi.org/project/highspy/1.16.0/')],
  "1.15.1 is the version pinned in the README's dotnet example for the NuGet package Highs.Native; "
  '1.16.0 is highspy on PyPI. Two packages on two channels, and the line says so; neither is called the '
  "other's latest version."),
 (D2, "- The README's About section names five interfaces (C, C#, FORTRAN, Julia and Python), and its Interfaces section lists four (C, C#, FORTRAN, Python); the second list is only what lives in `HiGHS/highs/interfaces`.",
  'names five interfaces (C, C#, FORTRAN, Julia and Python)', T, 'five-vs-four-interfaces', 'CC201',
  [(HS, 56, 'interfaces to C, C#, FORTRAN, Julia and Python'), (HS, 215, 'There are HiGHS interfaces for C, C#, FORTRAN, and Python in `HiGHS/highs/interfaces`')],
  "Five interfaces in the README's About section, four in its Interfaces section: the second count is "
  'restricted to the `HiGHS/highs/interfaces` folder, as the line notes. Two scopes, not a value '
  'conflict.'),
 (D2, '- The speakers described HiPO as "50% faster" than the dual simplex on network LPs',
  '"50% faster"', M, 'hipo-fifty-percent-faster-decides-slot', 'CC104',
  [(HS, 147, 'HiGHS with HiPO'), (HS, 242, 'To use HiPO in Python')],
  "From about 70 minutes, '50% faster' reads either as 1.5 times the speed (about 46.7 min, which "
  'misses the 40-minute slot) or as half the time (35 min, which fits); the next two lines take it as '
  'fitting and drop the second run. An ambiguous multiplier decides the plan. (Team and speaker '
  'figures.)'),
 (D2, '  set in 14 s. Our own CBC run of our depot model takes 38 s, so HiGHS is about 2.7',
  'so HiGHS is about 2.7', M, 'speaker-instance-vs-our-model', 'CC202',
  [(HS, 49, 'HiGHS is a high performance serial and parallel solver'), (MP, 41, 'C libraries of the open-source COIN-OR Branch-&-Cut')],
  "14 s is HiGHS on the speaker's depot instance from their test set, on their hardware and thread "
  'count; 38 s is CBC on our own depot model on our server. Different instances and unstated '
  "conditions, so the '2.7 times faster' cannot be derived from them, yet it makes HiGHS the default "
  '(section 5 itself asks for a same-server benchmark). (Speaker and team figures.)'),
 (D2, '- The README says that under PyPy it is "up to 25 times faster for the creation of large MIPs, than the official Gurobi python interface"; the speaker repeated the README\'s figure rather than a new measurement.',
  'up to 25 times faster for the creation of large MIPs', T, 'mip-pypy-25x-quoted', 'CC204',
  [(MP, 36, 'up to 25 times faster for the'), (MP, 37, 'creation of large MIPs, than the official Gurobi python interface')],
  "The 25x figure is quoted from Python-MIP's own README and attributed to it (the line adds that the "
  'speaker repeated it). Primary source.'),
 (D2, '- The team will publish the benchmark notebook behind their comparison slides by 2041-05-31; I asked to be notified.',
  'by 2041-05-31', T, 'notebook-promise-not-due', 'CC303',
  [(MP, 51, 'Many Python-MIP examples are documented'), (MP, 2, 'pypi.org/project/mip/2.0.0/')],
  'The notebook is promised by 2041-05-31; the report is dated Monday, 20 May 2041, so it is not yet '
  'due (action A5 waits for it). (Speaker promise.)'),
 (D2, 'conditional dimensions). The tutorial covered its three algorithms: Random Search,',
  'three algorithms', T, 'hyperopt-three-algorithms', 'CC101',
  [(HO, 164, 'Currently three algorithms are implemented in hyperopt:'), (HO, 166, 'Random Search'), (HO, 167, 'Tree of Parzen Estimators (TPE)'), (HO, 168, 'Adaptive TPE')],
  'Three stated; Random Search, TPE and Adaptive TPE named across this line and the next, the three of '
  "Hyperopt's README. Right count."),
 (D2, 'TPE gave the lowest error of the four, so for our forecasters I propose plain TPE with',
  'TPE gave the lowest error of the four', M, 'tpe-not-lowest-error', 'CC103',
  [(HO, 167, 'Tree of Parzen Estimators (TPE)'), (HO, 168, 'Adaptive TPE')],
  'The table just above gives best validation MAE 4.81 (Random Search), 4.37 (TPE), 4.29 (Adaptive TPE) '
  'and 4.55 (PyGAD GA): Adaptive TPE is lowest, not TPE, and the claim sets plain TPE as the default. A '
  'ranking the listed values refute. (Speaker figures.)'),
 (D2, 'The numbers above are taken from the tutorial recording uploaded on 2041-05-27, which',
  'uploaded on 2041-05-27', M, 'recording-uploaded-after-report', 'CC304',
  [(HO, 2, 'pypi.org/project/hyperopt/0.3.0/')],
  'The report is dated Monday, 20 May 2041, yet the table cites a recording uploaded on 2041-05-27, a '
  'week later. A source dated after the document that cites it. (Invented event.)'),
 (D2, '- The current release, as shown in the workshop, is PyGAD 3.8.1; we should pin that.',
  'PyGAD 3.8.1', M, 'pygad-two-current-releases', 'CC203',
  [(PG, 2, 'pypi.org/project/pygad/3.9.2/'), (PG, 36, 'The current release is [PyGAD 3.8.1]')],
  'Section 3 gives pygad 3.9.2 as the PyPI version checked on 17 May 2041; section 4.4 calls 3.8.1 the '
  "current release and pins it. Two different 'current' versions of one package at one date (PyGAD's "
  'README body still names 3.8.1 while its PyPI page is 3.9.2).'),
 (D2, '| **Total** | **1,744.80** |',
  '1,744.80', T, 'expenses-total-right', 'CC105',
  [(MP, 2, 'pypi.org/project/mip/2.0.0/'), (HO, 2, 'pypi.org/project/hyperopt/0.3.0/')],
  '640.00 + 412.80 + 4 x 128.00 + 4 x 45.00 = 640.00 + 412.80 + 512.00 + 180.00 = 1,744.80. The total '
  'matches its parts. (Team figures.)'),
 (D2, '| A1 | Set up a benchmark environment: `pip install highpy mip`, pin versions from section 3 | P. Raman | Monday, 3 June 2041 |',
  'highpy', M, 'highpy-for-highspy', 'CC205',
  [(HS, 226, '$ pip install highspy'), (HS, 2, 'pypi.org/project/highspy/1.16.0/')],
  "'highpy' (the s dropped) for highspy, the name used everywhere else in the report and in the "
  "README's install command, inside the install command of action A1. A near-miss of a known name."),
 (D2, '[4] M. Okonkwo, "Adaptive TPE under tight evaluation budgets", preprint arXiv:4103.05512',
  'arXiv:4103.05512', T, 'okonkwo-preprint-before-report', 'CC302',
  [(HO, 168, 'Adaptive TPE')],
  '4103 is March 2041, two months before the report of 20 May 2041, and the line says so; five-digit '
  'number. Well formed and not after the document. (Invented id.)'),
 # ---- draft 3 (Chinese energy audit report, 一、-九、 headings, appendix A): oemof-solph, windpowerlib, thermo, uncertainties
 (D3, '- oemof.solph 的 PyPI 项目名写作 oemof-solph，常被简称为 oemof；README 建议直接安装 oemof.solph 而不是 oemof 元包，本报告中 oemof.solph 与 oemof-solph 指同一个包。',
  '常被简称为 oemof', T, 'oemof-solph-names', 'CC205',
  [(OS, 80, 'The package ``oemof.solph`` is very often called just ``oemof``.'), (OS, 82, 'you should prefeably install ``oemof.solph`` instead of ``oemof``'), (OS, 2, 'pypi.org/project/oemof-solph/0.6.5/')],
  'oemof.solph, oemof-solph (the PyPI project name) and the short form oemof are the names its README '
  'itself uses, and the line explains them. Known aliases, not near-miss typos.'),
 (D3, '- 甲苯密度两处取值不同是因为工况不同：298.15 K、101325 Pa 下为 862.238 kg/m³，310 K、101325 Pa 下为 851.16 kg/m³。',
  '298.15 K、101325 Pa 下为 862.238 kg/m³', T, 'toluene-density-two-conditions', 'CC201',
  [(TH, 146, '298.15 K and 101325 Pa'), (TH, 157, '862.238'), (TH, 182, 'tol.calculate(T=310, P=101325)'), (TH, 184, '851.1582219886011')],
  "Two densities of toluene for two temperatures (298.15 K and 310 K at 101325 Pa), both from thermo's "
  'README; the line states the conditions. Not a value conflict.'),
 (D3, '- 甲苯蒸气压达到 2 bar 时的温度 409.59 K，取自 thermo README 中 VaporPressure.solve_property(2E5) 的示例输出，与手册值一致。',
  '取自 thermo README', T, 'vapour-pressure-quoted-from-readme', 'CC204',
  [(TH, 198, "Chemical('toluene').VaporPressure.solve_property(2E5)"), (TH, 199, '409.5909115602903')],
  "409.59 K is the output of the README's own VaporPressure.solve_property(2E5) example, and the line "
  'names it. Primary source.'),
 (D3, '厂址 135 m 高度年均风速取 7.9 m/s（来自某风电爱好者论坛帖子的估算值），据此计算',
  '来自某风电爱好者论坛帖子的估算值', M, 'wind-speed-from-forum', 'CC204',
  [(WP, 113, '"turbine_type": "E-126/4200"'), (WP, 98, 'OpenEnergy database')],
  'The only wind-resource figure in the audit is an estimate from a hobbyist forum post, with no '
  "measured or published primary source, and it sets E5's 10,300 MWh, its 700 万元 a year and its "
  '4.1-year payback (section 6 itself names the wind speed as the largest uncertainty). (Team figures.)'),
 (D3, '| E3 | （V2 删除，内容并入 E2） | — | — | — | — |',
  '（V2 删除，内容并入 E2）', T, 'e3-cited-only-as-removed', 'CC403',
  [(OS, 2, 'pypi.org/project/oemof-solph/0.6.5/')],
  'E3 was removed in V2 (logged), its content moved into E2 (whose row says so), and no other section '
  'counts it. A removal mentioned only as a removal. (Team facts.)'),
 (D3, '按静态回收期排序，E2 最短（1.6 年），其次为 E5（4.1 年）和 E1（4.5 年）。',
  'E2 最短（1.6 年）', T, 'payback-ranking-right', 'CC103',
  [(OS, 64, 'A model generator for energy system modelling and optimisation (LP/MILP)')],
  'Table 5-1 gives paybacks of 4.5 (E1), 1.6 (E2) and 4.1 (E5) years: E2, then E5, then E1, as stated; '
  'the paybacks themselves are right (1,850 / 412 = 4.5, 160 / 98 = 1.6, 2,900 / 700 = 4.1). Right '
  'ranking. (Team figures.)'),
 (D3, '三项合计 2,766 ± 260 tce：各项不确定度相互独立，按平方和开方合成，而不是直接相加。',
  '2,766 ± 260 tce', T, 'uncertainty-root-sum-square', 'CC105',
  [(UN, 19, '(2 +/- 0.1)*2 = 4 +/- 0.2'), (UN, 67, '**Correlations** between expressions are correctly taken into')],
  '1,120 + 380 + 1,266 = 2,766, and for independent terms sqrt(96^2 + 28^2 + 240^2) = sqrt(67,600) = '
  '260; the line says why the uncertainties are not simply added (96 + 28 + 240 = 364). Right '
  'arithmetic. (Team figures.)'),
 (D3, '2. 推荐实施的 E1、E2、E4、E5 合计年节能 3,056 tce，约占 2039 年综合能耗的 20%，',
  'E1、E2、E4、E5 合计年节能 3,056 tce', M, 'removed-e4-still-counted', 'CC403',
  [(OS, 2, 'pypi.org/project/oemof-solph/0.6.5/'), (WP, 2, 'pypi.org/project/windpowerlib/0.2.2/')],
  'E4 (rooftop PV) was removed in V3 (table 5-1 row and the V3 changelog entry), yet conclusion 2 still '
  'recommends it and counts its 290 tce: 3,056 = 2,766 + 290, against the 2,766 tce of the three '
  'measures left in section 6. A removed claim still relied on. (Team figures.)'),
 (D3, '[2] S. Hilpert 等，The Open Energy Modelling Framework (oemof)，Energy Strategy Reviews，DOI:10.1016j.esr.2018.07.001；',
  'DOI:10.1016j.esr.2018.07.001', M, 'doi-missing-slash', 'CC301',
  [(OS, 223, 'DOI:10.1016/j.esr.2018.07.001')],
  "A DOI is prefix/suffix; '10.1016j.esr.2018.07.001' has lost the slash after the 10.1016 prefix "
  "(oemof's README gives 10.1016/j.esr.2018.07.001). A malformed identifier."),
 (D3, '    预印本 arXiv:1808.08070v1（oemof README 的链接文字写作 1808.0807，少一位，以链接地址为准）。',
  'arXiv:1808.08070v1', T, 'arxiv-with-version-suffix-corrected', 'CC301',
  [(OS, 224, 'arxiv.org/abs/1808.08070v1')],
  "1808.08070v1 is well formed (five digits, version suffix) and is the id in the README's link; the "
  "line notes that the README's link text shows 1808.0807 and follows the link. Well-formed id."),
 (D3, '[6] 林澈、E. Vasquez，复杂地形下单台大型风机尾流与湍流修正，arXiv:4102.01139，已发表，',
  'arXiv:4102.01139', M, 'wake-preprint-from-2041', 'CC302',
  [(WP, 78, 'modelling of wind farms and wind turbine clusters')],
  '4102 is February 2041; the report is dated 2040-12-14 and calls the paper published, and appendix A '
  'takes its wake and turbulence factor (0.94). An identifier dated after the document. (Invented id.)'),
 (D3, '| V3 | 2040-12-14 | 电价取值改回 0.68 元/kWh |',
  '电价取值改回 0.68 元/kWh', M, 'tariff-back-to-068', 'CC402',
  [(OS, 64, 'A model generator for energy system modelling and optimisation (LP/MILP)')],
  'Electricity price: 0.68 (V1) -> 0.72 元/kWh (V2, the new time-of-use tariff in force since '
  "2040-07-01) -> 0.68 again in V3 with no reason, while V2's reason still holds; section 5 uses 0.68 "
  "for E5's savings. A value returned to its earlier value without a reason. (Team facts.)"),
 (D3, '| V3 | 2040-12-14 | 蒸汽价格恢复为 220 元/t：园区热电厂的临时调价已于 2040-12-01 结束（见其调价通知） |',
  '蒸汽价格恢复为 220 元/t', T, 'steam-price-back-with-reason', 'CC402',
  [(OS, 2, 'pypi.org/project/oemof-solph/0.6.5/')],
  'Steam price: 220 (V1) -> 245 元/t (V2, during a temporary price rise) -> 220 (V3), because the '
  'temporary rise ended on 2040-12-01, as the entry says. A documented return. (Team facts.)'),
 (D3, '| 轮毂高度 | 115 m |',
  '115 m', M, 'hub-height-135-vs-115', 'CC201',
  [(WP, 113, '"turbine_type": "E-126/4200"'), (WP, 114, '"hub_height": 135,  # in m'), (WP, 151, '"hub_height": 115,  # in m')],
  "Section 4.2 gives the E-126/4200 a hub height of 135 m (the value in windpowerlib's example, and the "
  'height the wind speed is given for); appendix A, the parameters of the E5 calculation, gives 115 m '
  "for the same turbine, which is the hub height of the README's separate custom-turbine example. Same "
  'subject, same condition, two values.'),
 # ---- draft 4 (bilingual zh/en l10n vendor handoff note, ## 1.-9. headings, 5.1-5.4 rules): phonenumbers, pycountry, num2words, unidecode
 (D4, '本批共 10 个 locale：fr-FR、fr-BE、fr-CH、de-DE、es-ES、es-CO、fr-BE、es-CR、pt-BR、ja-JP。',
  'es-CO、fr-BE、es-CR', M, 'fr-be-listed-twice', 'CC102',
  [(NW, 105, '``fr_BE`` (French - Belgium)')],
  'The scope line lists ten locales with fr-BE twice (second and seventh), so only nine are distinct; '
  'the locale table right below has nine rows. A repeated item in an enumeration.'),
 (D4, '- es_CO 与 es_CR 是 num2words 的两个不同语言代码（Colombia / Costa Rica），不是重复条目；es_GT、es_VE 本批不用。',
  'es_CO 与 es_CR', T, 'es-co-and-es-cr-distinct', 'CC102',
  [(NW, 97, '``es_CO`` (Spanish - Colombia)'), (NW, 98, '``es_CR`` (Spanish - Costa Rica)')],
  "es_CO (Colombia) and es_CR (Costa Rica) are two codes of num2words' language list; the line says "
  'they are not a duplicate. Look-alike items.'),
 (D4, '- pycountry 26.2.16 的版本号就是其发布日期 2026-02-16，早于本文档，不是笔误。',
  '发布日期 2026-02-16', T, 'pycountry-version-is-2026-date', 'CC304',
  [(PY, 2, 'pypi.org/project/pycountry/26.2.16/')],
  "pycountry's date-style version 26.2.16 stands for 2026-02-16, long before the note of 2041-03-15. A "
  'source not after the document.'),
 (D4, '- num2words 0.5.14（2024/12/16）起测试覆盖 Python 3.12（#544）；我们的服务跑在 3.12 上。',
  '起测试覆盖 Python 3.12', T, 'num2words-version-and-python-version', 'CC203',
  [(NW, 174, 'Version 0.5.14 -- 2024/12/16'), (NW, 178, 'Run tests against Python 3.12 (#544)')],
  "0.5.14 is num2words' version and 3.12 the Python version its tests cover from that release on, as "
  'its changelog says. Two components, two versions.'),
 (D4, '- Unidecode 与 text-unidecode、Unihandecode 是三个不同的库，不是同一个名字的拼写变体；我们用的是 Unidecode。',
  'Unidecode 与 text-unidecode、Unihandecode', T, 'unidecode-text-unidecode-unihandecode', 'CC205',
  [(UD, 183, 'text-unidecode'), (UD, 166, 'Unihandecode')],
  "text-unidecode and Unihandecode are other libraries that Unidecode's README itself names as "
  'alternatives; the line says they are different libraries. Known names, not typos.'),
 (D4, '本批共 3,720 条字符串（约 44,200 词），按模块拆成 4 个 XLIFF 文件：',
  '3,720 条字符串', M, 'string-count-changed-silently', 'CC401',
  [(PN, 2, 'pypi.org/project/phonenumbers/9.0.43/'), (UD, 2, 'pypi.org/project/unidecode/1.4.0/')],
  'String count: 3,460 (v1) -> 3,610 (v2, logged with the checkout and invoice strings) -> 3,720 in the '
  'v3 body, and the v3 entry mentions only rules and contacts. A value changed without a changelog '
  "note, and it is the vendor's billing basis. (Team figures.)"),
 (D4, '- phonenumbers 的扩展元数据共 3 类：geocoding（约 19 MiB）、carrier（约 1 MiB）、timezone（约 100 KiB）；核心元数据略超 2 MiB，按地区按需加载。',
  '扩展元数据共 3 类', T, 'three-extended-metadata-kinds', 'CC101',
  [(PN, 197, 'The geocoding metadata (~19 MiB)'), (PN, 200, 'The carrier metadata (~1 MiB)'), (PN, 202, 'The timezone metadata (~100 KiB)')],
  "Three stated, three named (geocoding, carrier, timezone), with the README's sizes. Right count."),
 (D4, '- pycountry 提供 6 个 ISO 标准的数据库：639-3、3166、3166-1、3166-3、3166-2、4217、15924。',
  '6 个 ISO 标准', M, 'six-iso-standards-seven-listed', 'CC101',
  [(PY, 10, '639-3'), (PY, 11, '3166 <'), (PY, 13, '3166-1'), (PY, 14, '3166-3'), (PY, 16, '3166-2'), (PY, 18, '4217'), (PY, 19, '15924')],
  "'6 个' heads a list of seven standards (639-3, 3166, 3166-1, 3166-3, 3166-2, 4217, 15924), the seven "
  "of pycountry's README. A stated count against its list."),
 (D4, '- 其中条目最多的是 subdivisions，所以行政区下拉框必须支持搜索，国家下拉框不需要。',
  '条目最多的是 subdivisions', M, 'subdivisions-not-largest', 'CC103',
  [(PY, 148, '5046'), (PY, 266, '7923')],
  'The line above lists countries 249, subdivisions 5,046, scripts 226, currencies 178 and languages '
  '7,923: languages, not subdivisions, has the most entries. The claim sets which drop-down needs '
  'search. A ranking the listed values refute.'),
 (D4, '- num2words 当前最新版为 0.5.13（2023/10/18），供应商的 QA 脚本请按该版本核对金额大写。',
  '当前最新版为 0.5.13', M, 'num2words-latest-0513', 'CC203',
  [(NW, 2, 'pypi.org/project/num2words/0.5.14/'), (NW, 174, 'Version 0.5.14 -- 2024/12/16'), (NW, 191, 'Version 0.5.13 -- 2023/10/18')],
  'Section 3 gives num2words 0.5.14 (checked on PyPI 2041-03-14, locked in dev and test); section 5.3 '
  "calls 0.5.13 the current latest and has the vendor's QA check against it. 0.5.13 is the previous "
  "release in the changelog. Two different 'latest' versions of one package at one date."),
 (D4, '- 改用 unidecode_expect_ascii() 后，全站 12 万条标题的 slug 重建由 2.1 s 降到 0.42 s，耗时降为原来的 1/5。',
  '耗时降为原来的 1/5', T, 'slug-rebuild-one-fifth', 'CC104',
  [(UD, 225, '``unidecode_expect_ascii()`` is optimized for ASCII-only inputs'), (UD, 226, '5 times faster than ``unidecode_expect_nonascii()``')],
  "2.1 s -> 0.42 s is one fifth of the time, stated as '降为原来的 1/5' with both values given: one reading "
  'only. Unambiguous. (Team figures.)'),
 (D4, '- 错误率两批同口径，均按 LQA 抽检"每千词错误数"计：上批 2.4，本批目标 ≤ 1.5。',
  '错误率两批同口径', T, 'qa-error-rate-same-basis', 'CC202',
  [(PN, 2, 'pypi.org/project/phonenumbers/9.0.43/'), (PY, 2, 'pypi.org/project/pycountry/26.2.16/')],
  "Both batches' figures are LQA errors per thousand words, stated as the same basis, and both are "
  'absolute (2.4 last batch, target <= 1.5). Comparable. (Team figures.)'),
 (D4, '- 术语与语气以供应商 2041 版风格指南 v4.0（2041-03-28 发布）为准，本批验收按其中的错误分级执行。',
  '（2041-03-28 发布）', M, 'style-guide-after-handoff', 'CC304',
  [(UD, 2, 'pypi.org/project/unidecode/1.4.0/')],
  'The note is dated 2041-03-15, yet it makes the vendor style guide v4.0, released 2041-03-28, the '
  'basis of acceptance. A source dated after the document that cites it. (Invented document.)'),
 (D4, '| v2 | 2041-03-08 | 新增结算页与发票模板字符串，共 3,610 条；全部交付日期由 2041-04-05 改为 2041-04-12（因工作量增加） |',
  '全部交付日期由 2041-04-05 改为 2041-04-12', T, 'delivery-date-change-logged', 'CC401',
  [(NW, 2, 'pypi.org/project/num2words/0.5.14/')],
  'Final delivery moved from 2041-04-05 (v1) to 2041-04-12 (timeline), and the v2 entry logs the change '
  'with its reason. A logged revision. (Team facts.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
