#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-first held-out set (drafts_heldout31).

Same schema as ../drafts_heldout30/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 30, so the ids are
unique within this set and the draft names (heldout31-0N-...) tell the sets apart. The
checks are ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on
exactly one line of its draft, the surface must be inside the anchor and not labelled twice, each rule
must look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects (6 + 8 per draft).

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-39/ (four per draft, none
shared). A source path that starts with "benchmarks/" is relative to the repository root (the parent of
this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout31-pending); any other path is relative to the shared directory (default /work/shared;
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
NR = "benchmarks/corpora/new-real/batch-39/"
PG = NR + "pyglet.md"
UR = NR + "ursina.md"
PM = NR + "pymunk.md"
FP = NR + "fpdf2.md"
DN = NR + "dnspython.md"
SN = NR + "pysnmp.md"
ES = NR + "esptool.md"
BL = NR + "adafruit-blinka.md"
PD = NR + "pydicom.md"
NL = NR + "nilearn.md"
SI = NR + "simpleitk.md"
DP = NR + "dipy.md"
EX = NR + "exchangelib.md"
IM = NR + "imapclient.md"
YG = NR + "yagmail.md"
WP = NR + "weasyprint.md"

D1, D2, D3, D4 = ("heldout31-01-pyglet-ursina-pymunk-fpdf2-feasibility-study.md",
                  "heldout31-02-dnspython-pysnmp-esptool-adafruit-blinka-tech-debt-register.md",
                  "heldout31-03-pydicom-nilearn-simpleitk-dipy-reproducibility-report.md",
                  "heldout31-04-exchangelib-imapclient-yagmail-weasyprint-expert-review-form.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese feasibility study, 一、 / 1.1 headings, ⚠️ R1-R4): pyglet, ursina, pymunk, fpdf2
 (D1, '2.2 据区教研室《2037 年秋季学期物理实验开出率调查》（2037-12-05 发布），全区力学分组实验开出率仅 63%，是本项目立项的主要依据。',
  '（2037-12-05 发布）', M, 'survey-dated-after-study', 'CC304',
  [(PM, 2, 'pypi.org/project/pymunk/7.3.1/'), (FP, 2, 'pypi.org/project/fpdf2/2.8.9/')],
  'The study is dated 2037-11-20 (V1.2, the submitted draft), yet its 2.2 rests the case for the project on a '
  "district survey 'published 2037-12-05', fifteen days later. A source dated after the document that cites it. "
  "(Invented survey; the sources anchor the platform's packages.)"),
 (D1, '- pymunk 7.3.1 构建在 Munk2D 2.0.1 之上，后者是 Chipmunk2D 的一个分支；发行包里的 Munk2D 已预编译，学校机器不需要编译环境。',
  'pymunk 7.3.1 构建在 Munk2D 2.0.1 之上', T, 'pymunk-on-munk2d-two-components', 'CC203',
  [(PM, 24, 'latest Pymunk release (7.3.1)'), (PM, 25, 'Munk2D 2.0.1'), (PM, 11, 'Munk2D, a fork of the')],
  "7.3.1 is pymunk's version and 2.0.1 that of Munk2D, the Chipmunk2D fork it is built on, exactly as the "
  'README states. Two version numbers for two components, not two versions of one package.'),
 (D1, '- pymunk 的首个版本发布于 2007 年，其 README 自述曾被 3 个 Pyweek 比赛冠军作品采用，另有数十篇已发表论文使用，维护持续性可以接受。',
  '其 README 自述曾被 3 个 Pyweek 比赛冠军作品采用', T, 'pyweek-winners-from-readme', 'CC204',
  [(PM, 14, 'The first version was released in 2007'), (PM, 18, '3 Pyweek game competition winners')],
  "The figure (3 Pyweek winners) and the 2007 first release are taken from pymunk's own README, and the line "
  'says so. Primary source for a maintenance argument.'),
 (D1, '- pymunk 自带的演示程序分别基于 Pygame 或 Pygame-CE、pyglet 和 Matplotlib，本项目只沿用 pyglet 版本的演示作为教学场景原型。',
  'Pygame 或 Pygame-CE', T, 'pygame-and-pygame-ce-two-projects', 'CC205',
  [(PM, 144, 'Pygame or Pygame-CE'), (PM, 145, 'Pyglet (optional')],
  "Pygame and Pygame-CE are two distinct projects (the community edition is a fork), and pymunk's README names "
  'both for its demos. Not a near-miss spelling of one name.'),
 (D1, '- ursina 要求 Python 3.10 或更新；除 Python 与 panda3d 外另有 4 个可选依赖：pillow、psd-tools、blender、pyperclip，本项目只装 pillow。',
  '另有 4 个可选依赖', T, 'ursina-four-extra-dependencies', 'CC101',
  [(UR, 59, 'panda3d'), (UR, 60, 'pillow'), (UR, 61, 'psd-tools'), (UR, 62, 'blender'), (UR, 63, 'pyperclip'), (UR, 15, 'Python 3.10 or newer')],
  "ursina's dependency list is python 3.10+, panda3d, pillow, psd-tools, blender and pyperclip; besides Python "
  'and panda3d that leaves four, and the line names exactly those four. Right count.'),
 (D1, '- 单摆 + 斜面组合场景（120 个刚体，pymunk 步长 0.02 s，与其 README 示例相同），在 A 类一体机上为 58 fps，在 B 类平板上为 31 fps，两类终端都达到 30 fps 要求，平板余量很小。',
  '在 B 类平板上为 31 fps', T, 'two-terminals-two-frame-rates', 'CC201',
  [(PM, 64, 'space.step(0.02)'), (PG, 64, 'OpenGL 3.3+ is required')],
  '58 fps and 31 fps are the same scene on two named classes of terminal (class-A classroom PC with integrated '
  'graphics, class-B ARM tablet through a GL translation layer). Different hardware, not a value conflict. '
  "(Team figures; the step size 0.02 s is the README example's.)"),
 (D1, '- 3D 视图：ursina 方案相对基线帧率提升 35%，pyglet 2D 方案在同一台一体机上为 58 fps，故 3D 视图的流畅度优于 2D 实验台，建议默认打开 3D 视图。',
  'ursina 方案相对基线帧率提升 35%', M, 'relative-gain-against-absolute-fps', 'CC202',
  [(UR, 8, 'An easy to use game engine/framework for python.'), (PG, 47, 'excellent performance')],
  "ursina's 3D view is given only as '+35 % against a baseline' that is never named, and is then ranked against "
  "the pyglet 2D view's absolute 58 fps to make 3D the default. A relative figure with no base compared with an "
  'absolute one. (Team figures.)'),
 (D1, '- fpdf2 报告单导出原型原定 2037-10-30（周五）交付，实际于 2037-10-28（周三）交付，已在 2 所试点校试用两周。',
  '实际于 2037-10-28（周三）交付', T, 'prototype-delivered-early', 'CC303',
  [(FP, 74, 'templating system'), (FP, 2, 'pypi.org/project/fpdf2/2.8.9/')],
  'The promise was due 2037-10-30 (Fri) and the line records delivery on 2037-10-28 (Wed), before the due date '
  "and before the study's 2037-11-20. A promise kept. (Team facts.)"),
 (D1, '4.3 试点效果：两所试点校 9 个班使用原型后，单元测验中力学实验题合格率由 0.72 提升到 0.81，即提高 9 个百分点（相对提高 12.5%）。样本较小，二期扩大到 8 所学校再核。',
  '相对提高 12.5%', T, 'points-and-relative-both-right', 'CC105',
  [(PM, 10, '2D rigid body physics')],
  '0.72 -> 0.81 is +9 percentage points, and 0.09 / 0.72 = 12.5 % relative; both forms are stated and both are '
  'right. (Team figures.)'),
 (D1, '|  | 合计 | 96.0 |',
  '96.0', M, 'budget-total-off-by-two', 'CC105',
  [(PM, 2, 'pypi.org/project/pymunk/7.3.1/'), (PG, 2, 'pypi.org/project/pyglet/2.1.19/'), (UR, 2, 'pypi.org/project/ursina/8.3.0/'), (FP, 2, 'pypi.org/project/fpdf2/2.8.9/')],
  'The six budget lines are 48.0 + 22.5 + 9.6 + 4.2 + 6.0 + 3.7 = 94.0 (10k CNY), but the total row says 96.0. '
  'Parts that do not add up to the stated total. (Team figures; the sources anchor the four packages costed.)'),
 (D1, '本项目主要技术风险有三项：',
  '主要技术风险有三项', M, 'three-risks-four-listed', 'CC101',
  [(PG, 64, 'OpenGL 3.3+ is required'), (FP, 6, 'LGPL v3'), (UR, 59, 'panda3d')],
  "'三项' (three) announces the risk list, but four follow: R1 (OpenGL 3.3), R2 (pyglet 3.0 / WebGL), R3 (LGPL) "
  'and R4 (panda3d package size). A stated count against the items enumerated.'),
 (D1, '⚠️ R2：网页端依赖 pyglet 3.0。pyglet 维护者已预告 3.0 将重写内部结构、支持多渲染后端并新增 WebGL；3.0 正式版计划于 2037 年 9 月发布，项目组据此把网页端排在二期第一个月上线。',
  '3.0 正式版计划于 2037 年 9 月发布', M, 'pyglet-3-final-due-september', 'CC303',
  [(PG, 15, 'Version 3.0 will include an extensive internal rewrite'), (PG, 17, 'new support for WebGL'), (PG, 20, '3.0.devX')],
  "The web front end is planned on pyglet 3.0 final 'planned for September 2037'; the study is dated "
  '2037-11-20, and nothing in it says 3.0 final shipped (appendix A still sees only 3.0.devX pre-releases). A '
  'promised date passed without confirmation, still relied on for phase 2. (The date is invented; the README '
  "only says 'very soon'.)"),
 (D1, '- pymunk：当前最新稳定版为 7.2.0，项目锁定该版本，升级到更新版本待二期评估。',
  '当前最新稳定版为 7.2.0', M, 'pymunk-latest-twice', 'CC203',
  [(PM, 24, 'latest Pymunk release (7.3.1)'), (PM, 2, 'pypi.org/project/pymunk/7.3.1/')],
  "Table 3.1 gives pymunk 7.3.1 as 'PyPI 当前最新版' for the 2037-11-16 check; appendix A, same check date and same "
  "author, calls 7.2.0 the current latest stable version. Two different 'latest' versions of one package at one "
  "date (7.3.1 is the README's)."),
 (D1, '[5] 基于二维刚体仿真的初中物理探究教学实证研究，arXiv:3709.14562（2037 年 9 月）',
  'arXiv:3709.14562', T, 'september-2037-arxiv-fine', 'CC301',
  [(PM, 18, 'dozens of published scientific')],
  "3709.14562: September 2037 (month 09), five-digit number, before the study's 2037-11-20. Well formed and not "
  'anachronistic. (Invented id.)'),
 # ---- draft 2 (mixed zh/en tech-debt register, ## 一、 headings, TD-01-TD-12, changelog v1-v5): dnspython, pysnmp, esptool, adafruit-blinka
 (D2, '| TD-04 | dnspython | 权威区未做 DNSSEC 验证，巡检只比对记录值 | 签名过期要等用户报障才发现 | 12 | P1 | Liang Qiao | open | 2038-04-30 |',
  '12', M, 'td04-estimate-changed-unlogged', 'CC401',
  [(DN, 71, 'dnspython[dnssec]')],
  "The changelog records TD-04's estimate as 6 person-days (v1) and 9 (v4, DNSSEC chain tests added); the "
  'register row now says 12 and the v5 entry mentions TD-02, TD-05 and TD-12 only. A value changed with no '
  'changelog note. (Team figures; the source anchors the DNSSEC extra.)'),
 (D2, '| TD-11 | Blinka | Pico 系列节点用 mip 装 Blinka 子集，待 TD-09 的 ESP8266 方案验证完成后照搬 | 节点端脚本两套写法 | 3 | P3 | Mei Tanaka | blocked | 2038-05-28 |',
  '待 TD-09 的 ESP8266 方案验证完成后照搬', M, 'td11-waits-on-deleted-td09', 'CC403',
  [(BL, 200, 'ESP8266 board routes'), (BL, 203, '190 KiB')],
  "TD-09 was deleted in v4 (ESP8266 gateways all taken offline) and its row reads '（v4 删除）', yet TD-11 is still "
  "'blocked' waiting for TD-09's ESP8266 scheme to be validated. A removed item still relied on. (Team facts.)"),
 (D2, 'TD-01：dnspython 当前版本要求 Python 3.11 及以上，巡检机升级 Python 后才能跟上。旧版本受 CVE-2037-31877 影响（上游已修），升级前先在防火墙上限制巡检机的出站 53/853 端口。DoH、DNSSEC 分别靠 `dnspython[doh]`、`dnspython[dnssec]` 这两个 extra 安装，DoQ 上游仍标为实验性，暂不启用。',
  'CVE-2037-31877', T, 'cve-2037-in-2038-register', 'CC302',
  [(DN, 92, 'supports Python 3.11'), (DN, 2, 'pypi.org/project/dnspython/2.9.2/')],
  "A 2037 CVE id cited in a register updated 2038-01-15: the id's year is before the document. Not "
  "anachronistic. (Invented id; the source anchors dnspython's Python 3.11 floor.)"),
 (D2, 'TD-05：原定 2037-12-15 完成；2037-12-01 的 debt review 决定顺延至 2038-02-26，原因是产线在 12 月有 300 台的加急批次，不宜改刷写流程。',
  '决定顺延至 2038-02-26', T, 'td05-postponed-explicitly', 'CC303',
  [(ES, 17, 'flasher stub'), (ES, 2, 'pypi.org/project/esptool/5.6.0/')],
  "TD-05's original date 2037-12-15 has passed, but the line records the debt review of 2037-12-01 moving it to "
  "2038-02-26 with a reason; the row says 'postponed' and the new date is after the register's 2038-01-15. "
  'Explicitly rescheduled, not overdue. (Team facts.)'),
 (D2, '改造方案走 esptool 自带的 flasher stub（stub 随 esptool 发布包预编译提供）。已试刷 10 台，单台刷写时间从 96 s 缩短到 32 s，即缩短为原来的三分之一。',
  '即缩短为原来的三分之一', T, 'flash-time-to-one-third', 'CC104',
  [(ES, 17, 'to improve flashing performance'), (ES, 17, 'Prebuilt binaries are bundled with esptool releases')],
  "'缩短为原来的三分之一' (reduced to one third) has one reading, and 96 s -> 32 s is exactly one third. Not an ambiguous "
  'multiplier. (Team figures.)'),
 (D2, 'TD-07：迁移目标是 SHA-2 认证 + AES 加密（RFC 7860 / RFC 3414），UPS 侧也要同步改；迁移脚本基于 pysmnp 7.1.30 的 USM 配置接口，先在 2 台测试交换机上验证。',
  'pysmnp 7.1.30', M, 'pysnmp-letters-swapped', 'CC205',
  [(SN, 2, 'pypi.org/project/pysnmp/7.1.30/'), (SN, 38, 'USM authentication (MD5/SHA-1/SHA-2)'), (SN, 39, 'RFC7860')],
  "'pysmnp' swaps the 'n' and 'm' of pysnmp; the register writes pysnmp everywhere else, with the same version "
  '7.1.30. A near-miss of the known name.'),
 (D2, 'TD-08：原 TD-03（返修节点无版本记录）已于 v3 并入本条，不再单列。',
  '原 TD-03（返修节点无版本记录）已于 v3 并入本条', T, 'merged-td03-mentioned-as-merged', 'CC403',
  [(ES, 2, 'pypi.org/project/esptool/5.6.0/')],
  'TD-03 was merged into TD-08 in v3 (changelog and its empty row say so), and the only later mention is this '
  'note saying it was merged. A removal that nothing still relies on. (Team facts.)'),
 (D2, 'ESP32 温湿度节点共 142 台，其中 37 台仍跑 2035 年出厂固件，占 31%；盘点脚本计划用 esptool 读芯片信息，再对照工单补录固件版本。',
  '占 31%', M, 'share-37-of-142-not-31', 'CC105',
  [(ES, 6, 'flashing, provisioning, and interacting with Espressif SoCs')],
  '37 / 142 = 26.1 %, not 31 %. A share that disagrees with the figures it is computed from on the same line. '
  "(Team figures; the source anchors esptool's use on Espressif chips.)"),
 (D2, 'Blinka 网关环境备注：Debian trixie 的 `python3-libgpiod` 标注为 2.2.0，网关 venv 以 `--system-site-packages` 直接使用它；从 PyPI 安装时仍按 `gpiod>=2.2.2,<3` 取包，PyPI 上的 gpiod 2.2.0 不予使用。',
  '`python3-libgpiod` 标注为 2.2.0', T, 'debian-libgpiod-label-vs-pypi-floor', 'CC203',
  [(BL, 144, 'python3-libgpiod'), (BL, 145, 'bindings labelled ``2.2.0``'), (BL, 156, ('gpiod>=2.2.2,<3', 'old PyPI ``2.2.0``'))],
  "Accepting Debian's python3-libgpiod labelled 2.2.0 while refusing PyPI's gpiod 2.2.0 and requiring >=2.2.2 "
  "there looks like a version conflict, but it is exactly Blinka's documented rule: the Debian package is built "
  'from maintained libgpiod >=2.2.1 under an older label, whereas the old PyPI 2.2.0 has a use-after-free. Two '
  'channels, both right.'),
 (D2, 'Blinka 模拟的 13 个 CircuitPython 模块里，我们用到 board、digitalio、busio、pulseio、pwmio 五个；其中 pulseio 与 pwmio 都提供 PWM 访问，代码里统一用 pwmio。',
  'pulseio 与 pwmio 都提供 PWM 访问', T, 'pulseio-pwmio-both-pwm', 'CC102',
  [(BL, 36, 'pulseio'), (BL, 37, 'pwmio')],
  "pulseio and pwmio are two distinct Blinka modules whose README descriptions are identical ('access to basic "
  "pulse IO (PWM)'); listing both is not a repeated item. The count of 13 emulated modules is also right "
  '(README lines 27-39).'),
 (D2, '- [R3] Adaptive SNMP polling for large campus networks, arXiv:3713.02284',
  'arXiv:3713.02284', M, 'arxiv-month-thirteen', 'CC301',
  [(SN, 14, 'SNMP engine')],
  '3713.02284 would be month 13 of 2037; arXiv months run 01-12. Malformed id. (Invented id; the source anchors '
  "pysnmp's SNMP engine.)"),
 (D2, '  - TD-06 优先级由 P1 回到 P2：风扇改接硬件 PWM 引脚后抖动消失；',
  'TD-06 优先级由 P1 回到 P2', T, 'td06-priority-back-with-reason', 'CC402',
  [(BL, 230, '1--10000 Hz'), (BL, 223, 'Configured BCM/RP1 hardware PWM')],
  'TD-06 goes P2 (v1) -> P1 (v2, winter temperature alarms, software-PWM jitter) -> P2 (v4, fan moved to a '
  'hardware PWM pin, jitter gone). Each step has its reason. A documented return.'),
 (D2, '  - TD-07 估算由 5 人日改为 8 人日：UPS 侧 SNMP 配置须同步修改；',
  'TD-07 估算由 5 人日改为 8 人日', T, 'td07-estimate-change-logged', 'CC401',
  [(SN, 39, 'RFC7860'), (SN, 24, '192/256-bit AES')],
  "TD-07's estimate differs from v1 (5) to the register row (8), and the v4 entry logs the change with its "
  'reason (UPS-side SNMP configuration). A logged revision.'),
 (D2, '- v5（2038-01-15，周五）：TD-02 轮询间隔设为 60 s；TD-05 目标日期顺延（见 TD-05 说明）；新增 TD-12。',
  'TD-02 轮询间隔设为 60 s', M, 'polling-interval-back-to-60', 'CC402',
  [(SN, 27, 'Asynchronous socket-based IO API support')],
  "TD-02's polling interval: 60 s (v1) -> 300 s (v3, core-switch CPU alarms at 85 %) -> 60 s again in v5, with "
  "no reason, while the row's interest still lists the CPU alarms and the async rewrite is only in progress. A "
  'value returned to its earlier value without a reason. (Team facts.)'),
 # ---- draft 3 (English reproducibility report, ## 1.-9. headings): pydicom, nilearn, simpleitk, dipy
 (D3, 'The headline diffusion result holds: we measure a mean callosal FA of 0.521 at b = 1000 s/mm² across all 48 subjects, against 0.515 in the paper.',
  'mean callosal FA of 0.521', M, 'summary-fa-vs-table-fa', 'CC201',
  [(DP, 33, 'analysis of MR diffusion imaging')],
  "The verdict gives 'our' mean callosal FA at b = 1000 s/mm² over all 48 subjects as 0.521; the results table, "
  'same measure, same shell, same n, gives 0.512. Same subject, metric and conditions, two values. (Team '
  'figures.)'),
 (D3, "- We did not need pynetdicom, the pydicom organisation's library for DICOM networking: the archive came as files, so reading them with pydicom was enough.",
  'pynetdicom', T, 'pynetdicom-distinct-from-pydicom', 'CC205',
  [(PD, 27, 'pynetdicom'), (PD, 28, 'DICOM networking')],
  "pynetdicom is a separate library of the pydicom organisation (DICOM networking), named as such in pydicom's "
  'README; not a misspelling of pydicom.'),
 (D3, '- SimpleITK is written in C++ and wrapped through SWIG for seven languages (Python, R, Java, C#, Lua, TCL and Ruby); we used only the Python wrapping. It handles 2D, 3D and 4D images, so the 4D EPI series load without splitting.',
  'seven languages', T, 'simpleitk-seven-languages', 'CC101',
  [(SI, 14, 'Python'), (SI, 15, '[R]'), (SI, 16, 'Java'), (SI, 17, 'C#'), (SI, 18, 'Lua'), (SI, 19, 'TCL'), (SI, 20, 'Ruby'), (SI, 23, 'SWIG')],
  "Seven languages, seven names (Python, R, Java, C#, Lua, TCL, Ruby), the README's list. Right count."),
 (D3, 'We made five deviations from the published protocol:',
  'five deviations', M, 'five-deviations-four-listed', 'CC101',
  [(PD, 2, 'pypi.org/project/pydicom/3.0.2/'), (SI, 2, 'pypi.org/project/simpleitk/2.5.7/'), (DP, 2, 'pypi.org/project/dipy/1.12.1/'), (NL, 2, 'pypi.org/project/nilearn/0.14.1/')],
  "'five deviations' heads a numbered list of four (pydicom 3.0.2, SimpleITK instead of ANTs, DIPY WLS fit, "
  'nilearn 0.14.1); the erratum paragraph after it is not a deviation. A stated count against the list.'),
 (D3, "The journal published an erratum on Friday, 19 March 2038, changing the second DWI shell in the paper's Table 1 from 2500 to 2000 s/mm²; the archive's headers say 2000, and we follow the erratum.",
  'published an erratum on Friday, 19 March 2038', T, 'erratum-before-report', 'CC304',
  [(DP, 33, 'diffusion imaging')],
  'The erratum is dated Friday, 19 March 2038, five days before the report of Wednesday, 24 March 2038. A '
  'source dated before the document. (Invented erratum.)'),
 (D3, '- C1: 41 of the 48 subjects (85.4%) passed our automatic motion QC on the first pass; the other 7 passed after manual review of their FD traces, so all 48 stay in.',
  '41 of the 48 subjects (85.4%)', T, 'qc-share-right', 'CC105',
  [(NL, 46, 'brain volumes and surfaces')],
  "41 / 48 = 85.4 %, and 41 + 7 = 48 matches 'all 48 stay in' and the table's 48. Right arithmetic. (Team "
  'figures.)'),
 (D3, '- C2: at b = 2000 s/mm² the same callosal mask gives a lower mean FA, 0.468, as expected at the higher b-value; the paper reports b = 1000 only, so only that shell is compared.',
  '0.468', T, 'fa-other-shell', 'CC201',
  [(DP, 33, 'MR diffusion imaging')],
  '0.468 is the same mask at b = 2000 s/mm², the other shell, and the line says only b = 1000 is compared; FA '
  'at a different b-value is a different condition. (Team figures.)'),
 (D3, '- C4: of the three SimpleITK registration settings we tried, affine + B-spline at three resolution levels was the most accurate (mean Dice 0.87, against 0.84 for affine alone and 0.79 for rigid), and it is the one reported.',
  'was the most accurate', T, 'bspline-most-accurate-right', 'CC103',
  [(SI, 12, 'image segmentation and registration')],
  '0.87 > 0.84 > 0.79: affine + B-spline is indeed the most accurate of the three listed. Right ranking. (Team '
  'figures.)'),
 (D3, "C3 fails by 0.05, outside the tolerance. The most likely cause is the atlas resampling step: we checked the changelog of nilearn's latest release, 0.13.2, and it still resamples the atlas with nearest-neighbour interpolation by default, which the paper does not mention. We raised the question at the nilearn drop-in hours (Wednesdays, 16:00–17:00 UTC) on 17 March and were pointed to the resampling options, which we will test in v3.",
  "nilearn's latest release, 0.13.2", M, 'nilearn-latest-two-versions', 'CC203',
  [(NL, 2, 'pypi.org/project/nilearn/0.14.1/')],
  "Section 3 lists nilearn 0.14.1 as 'latest release on PyPI', checked on 2038-03-22; the discussion, about the "
  "same date, calls 0.13.2 nilearn's latest release. Two different 'latest' versions of one package (0.14.1 is "
  "the README's)."),
 (D3, 'The authors have since posted a follow-up preprint (arXiv:3806.02291) that changes the motion threshold; we did not use it, since this report tests the published paper.',
  'arXiv:3806.02291', M, 'preprint-id-after-report', 'CC302',
  [(NL, 49, 'general linear model')],
  '3806 is June 2038; the report is dated 24 March 2038, and the line says the preprint has already been '
  'posted. An identifier dated after the document. (Invented id.)'),
 (D3, "- C3's target value, Q = 0.41, is not printed in the paper or its supplement; it was passed on to us as a figure a former co-author reportedly quoted at a lab meeting, and we used it as the pass/fail target for C3.",
  'a figure a former co-author reportedly quoted at a lab meeting', M, 'modularity-target-hearsay', 'CC204',
  [(NL, 52, 'connectivity analysis')],
  'The pass/fail target for C3 (Q = 0.41, stated to two decimals) is not in the paper or supplement; it rests '
  "on what a former co-author reportedly said at a lab meeting, and it decides 'not reproduced'. A precise "
  'number with no primary source.'),
 (D3, '[4] E. Garyfallidis, M. Brett, B. Amirbekian, A. Rokem et al., "DIPY, a library for the analysis of diffusion MRI data", Front. Neuroinform. 8:8, 2014, https://doi.org/10.3389/fninf.2013.00045',
  'https://doi.org/10.3389/fninf.2013.00045', M, 'simpleitk-doi-given-to-dipy', 'CC206',
  [(SI, 57, ('The Design of SimpleITK', '10.3389/fninf.2013.00045')), (DP, 105, 'DIPY, a library for the analysis of diffusion MRI data'), (DP, 106, 'vol. 8, p. 8')],
  "10.3389/fninf.2013.00045 is the DOI of 'The Design of SimpleITK' (Front. Neuroinform. 7:45, 2013; reference "
  "[3] and SimpleITK's README); reference [4] gives the same DOI to the DIPY paper (vol. 8, p. 8, 2014). One "
  'identifier, two works.'),
 (D3, '[5] Software archive DOIs cited in this report: pydicom 10.5281/zenodo.8034250 (see [1]); nilearn 10.5281/zenodo.8397156 (see [2]).',
  'pydicom 10.5281/zenodo.8034250', T, 'pydicom-doi-twice-same-work', 'CC206',
  [(PD, 10, '10.5281/zenodo.8034250'), (NL, 25, '10.5281/zenodo.8397156')],
  "The pydicom Zenodo DOI appears in [1] and again in [5], both times for pydicom's software archive (the "
  "README's badge); likewise nilearn's. One identifier, one work."),
 (D3, "| v2 | 2038-03-24 (Wed) | I. Carvalho, T. Wrona | Motion-exclusion threshold back to 0.5 mm: v1's 0.3 mm was a typo in our config, the paper uses 0.5 mm; C1 rerun; erratum of 19 March applied |",
  'Motion-exclusion threshold back to 0.5 mm', T, 'motion-threshold-back-with-reason', 'CC402',
  [(NL, 52, 'connectivity analysis')],
  "The threshold goes 0.5 mm (paper) -> 0.3 mm (v1) -> 0.5 mm (v2), and the v2 entry gives the reason: v1's "
  "value was a typo in the reproducers' config. A documented return. (Team facts.)"),
 # ---- draft 4 (Chinese expert review opinion form, 一、 / （一） headings): exchangelib, imapclient, yagmail, weasyprint
 (D4, '- 内部邮箱：客户端库为 exchangelib 5.6.0，服务器端为集团自建的 Exchange 2016（CU23），两者版本号分属不同产品。',
  '服务器端为集团自建的 Exchange 2016（CU23）', T, 'library-and-server-versions', 'CC203',
  [(EX, 2, 'pypi.org/project/exchangelib/5.6.0/'), (EX, 9, 'Exchange 2007-2016')],
  '5.6.0 is the exchangelib client library, 2016 (CU23) the Exchange server it talks to, and the line says the '
  'two numbers belong to different products. Not a version conflict.'),
 (D4, '- exchangelib 的 PyPI 说明写明其面向 "an on-premise Microsoft Exchange 2007-2016 server or Office365"，集团的 Exchange 2016 在此范围内，后续迁往 Office365 也无需换库。',
  'exchangelib 的 PyPI 说明写明', T, 'exchange-range-quoted-from-readme', 'CC204',
  [(EX, 9, 'on-premise Microsoft Exchange 2007-2016 server or Office365')],
  "The supported-server range is quoted from exchangelib's own PyPI README and the line says where it comes "
  'from. Primary source.'),
 (D4, '- 承担单位称，IMAPClient 上游已在 Dovecot、Gmail、Fastmail.fm、Office365、Gmail 五类服务器上做过重点测试，覆盖了本项目供应商的主要邮箱。',
  'Dovecot、Gmail、Fastmail.fm、Office365、Gmail', M, 'gmail-twice-yahoo-missing', 'CC102',
  [(IM, 130, 'Dovecot, Gmail, Fastmail.fm'), (IM, 131, 'Office365 and Yahoo')],
  "The 'five server types' list Gmail twice and leave out Yahoo, the fifth server in IMAPClient's README. A "
  'repeated item in an enumeration.'),
 (D4, '- yagmail 的异步客户端在代码中同时出现 `yagmail.AsyncSMTP` 与 `yagmail.AIOSMTP` 两种写法，经核对二者均为 `yagmail.AsyncClient` 的别名，指向同一个类。',
  '`yagmail.AsyncSMTP` 与 `yagmail.AIOSMTP` 两种写法', T, 'asyncsmtp-aiosmtp-aliases', 'CC102',
  [(YG, 195, ('yagmail.AsyncClient', 'yagmail.AsyncSMTP', 'yagmail.AIOSMTP'))],
  'AsyncSMTP and AIOSMTP are both documented aliases of yagmail.AsyncClient; two spellings of one class, found '
  'and explained, not a duplicated entry.'),
 (D4, '1. 采集成功率：两期均按同一口径计算，即"成功入库票据数 ÷ 当期收到的带附件邮件数"，一期为 96.1%，二期为 98.7%，进步明显。',
  '两期均按同一口径计算', T, 'success-rate-same-basis', 'CC202',
  [(EX, 7, 'ORM for your Exchange mailbox'), (IM, 6, 'complete IMAP client')],
  "Both phases' success rates are stated on one definition (tickets stored / mails with attachments received in "
  'the period), so 96.1 % and 98.7 % are comparable. Same basis stated. (Project figures.)'),
 (D4, '2. 单份对账单平均生成时间由一期的 2.4 s 降至 0.8 s，缩短为原来的 1/3。',
  '缩短为原来的 1/3', T, 'time-to-one-third', 'CC104',
  [(WP, 10, 'visual rendering engine for')],
  "'缩短为原来的 1/3' has one reading, and 2.4 s -> 0.8 s is exactly one third. Not an ambiguous multiplier. (Project "
  'figures.)'),
 (D4, '3. 批量生成吞吐比一期（每小时 1,200 份）提升 3 倍，承担单位据此认为已满足任务书"每小时不少于 4,000 份"的指标。',
  '提升 3 倍', M, 'throughput-three-times-decides-target', 'CC104',
  [(WP, 8, 'invoices')],
  "'提升 3 倍' from 1,200 per hour reads either as x3 (3,600, which fails the ≥ 4,000 target) or as +300 % (4,800, "
  'which passes); no measured figure is given, and the phrase alone decides that the target is met. An '
  'ambiguous multiplier that decides a comparison. (Project figures.)'),
 (D4, '5. 三种方案中 WeasyPrint 单份生成最快，且模板可由财务人员维护，故选定 WeasyPrint。',
  'WeasyPrint 单份生成最快', M, 'weasyprint-not-fastest', 'CC103',
  [(WP, 11, 'HTML and CSS that can export to PDF')],
  'Table 3-2 just above gives 0.8 s for WeasyPrint, 2.4 s for wkhtmltopdf and 0.6 s for ReportLab: WeasyPrint '
  'is second, not fastest. A ranking the listed values refute (the template argument may still justify the '
  'choice). (Project figures.)'),
 (D4, '6. 据财务共享中心 2038-06-02 发布的《二期试运行用户满意度调查》，业务人员满意度为 92%。',
  '2038-06-02 发布', M, 'survey-after-review', 'CC304',
  [(EX, 2, 'pypi.org/project/exchangelib/5.6.0/'), (WP, 2, 'pypi.org/project/weasyprint/70.0/')],
  "The review form is dated 2038-05-19 and signed that day, but cites a satisfaction survey 'published "
  "2038-06-02'. A source dated after the document. (Invented survey.)"),
 (D4, '1. 承担单位在一期验收时承诺于 2038 年 3 月底前将外部邮箱全部改为 OAuth2 授权（见一期验收意见第 4 条），二期拟在此基础上再接入 40 家供应商邮箱。',
  '承诺于 2038 年 3 月底前将外部邮箱全部改为 OAuth2 授权', M, 'oauth2-promise-end-of-march', 'CC303',
  [(YG, 29, 'OAuth2'), (IM, 2, 'pypi.org/project/imapclient/4.1.0/')],
  'Promised for the end of March 2038; the review is on 2038-05-19, seven weeks later, and nothing in the form '
  'says the switch to OAuth2 happened; phase 2 is planned on top of it. A passed promise without confirmation. '
  '(Project facts.)'),
 (D4, '3. DKIM 签名计划于 2038-06-30 前上线（需以 `yagmail[dkim]` 方式安装依赖），届时由专家组组长抽查签名结果。',
  'DKIM 签名计划于 2038-06-30 前上线', T, 'dkim-not-yet-due', 'CC303',
  [(YG, 216, 'yagmail[dkim]')],
  'Due 2038-06-30, after the review of 2038-05-19, and a check is scheduled for then. Not yet due. (Project '
  'facts.)'),
 (D4, '4. WeazyPrint 依赖 CSS 分页规则控制分页，跨页表格的表头重复需在模板里显式设置，目前 6 个模板中有 2 个未设置，长对账单第二页起缺表头。',
  'WeazyPrint', M, 'weasyprint-z-for-s', 'CC205',
  [(WP, 6, 'WeasyPrint is a smart solution'), (WP, 2, 'pypi.org/project/weasyprint/70.0/')],
  "'WeazyPrint' puts a z for the s of WeasyPrint, which the form spells correctly everywhere else. A near-miss "
  'of the known name.'),
 (D4, '[参考 2] Automatic categorization of e-mail attachments, arXiv:cs/0703121（2007 年 3 月）',
  'arXiv:cs/0703121', T, 'old-style-arxiv-id', 'CC301',
  [(IM, 79, 'imaplib internally')],
  'cs/0703121 is the pre-2007-04 arXiv scheme (archive/YYMMNNN: March 2007, paper 121), and the line dates it '
  'March 2007. Well formed under its own scheme. (Invented id.)'),
 (D4, '[参考 3] Layout-aware PDF generation from HTML templates at scale, arXiv:3804.01563（2038 年 4 月）',
  'arXiv:3804.01563', T, 'april-2038-arxiv-before-may-review', 'CC302',
  [(WP, 15, 'designed for')],
  '3804 is April 2038, before the review of 2038-05-19; five-digit number. Recent, not anachronistic. (Invented '
  'id.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
