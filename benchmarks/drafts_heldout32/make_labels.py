#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-second held-out set (drafts_heldout32).

Same schema as ../drafts_heldout31/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 31, so the ids are
unique within this set and the draft names (heldout32-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-40/ (four per draft, none
shared): CAD and meshes (D1, a Chinese patent disclosure), astronomy and chemistry (D2, an English data
management plan), chat and community bots (D3, a mixed zh/en user-interview synthesis), test data and
configuration (D4, a Chinese course-design assignment). A source path that starts with "benchmarks/" is
relative to the repository root (the parent of this file's parent, or /work/main when the set still
sits outside the repository, e.g. in /work/heldout32-pending); any other path is relative to the shared
directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-40/"
CQ = NR + "cadquery.md"
BD = NR + "build123d.md"
EZ = NR + "ezdxf.md"
MI = NR + "meshio.md"
AP = NR + "astroplan.md"
PA = NR + "poliastro.md"
PC = NR + "pubchempy.md"
MD = NR + "mendeleev.md"
TG = NR + "python-telegram-bot.md"
DC = NR + "discord-py.md"
SL = NR + "slack-sdk.md"
PR = NR + "praw.md"
FK = NR + "faker.md"
FG = NR + "freezegun.md"
HY = NR + "hydra-core.md"
OC = NR + "omegaconf.md"

D1, D2, D3, D4 = ("heldout32-01-cadquery-build123d-ezdxf-meshio-patent-disclosure.md",
                  "heldout32-02-astroplan-poliastro-pubchempy-mendeleev-data-management-plan.md",
                  "heldout32-03-python-telegram-bot-discord-py-slack-sdk-praw-interview-synthesis.md",
                  "heldout32-04-faker-freezegun-hydra-core-omegaconf-course-design-assignment.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese patent disclosure, 一、-十、 headings, S1-S6 steps): cadquery, build123d, ezdxf, meshio
 (D1, '- 现有技术 2：CN 131604582 A（公开日 2039-07-05），公开了一种以脚本驱动 CAD 内核生成零件并',
  '（公开日 2039-07-05）', M, 'prior-art-published-after-disclosure', 'CC304',
  [(CQ, 2, 'pypi.org/project/cadquery/2.8.0/'), (BD, 2, 'pypi.org/project/build123d/0.13.0/')],
  'The disclosure is dated 2039-06-17 (version 2), yet prior art 2, one of the three closest references it '
  'is distinguished from, is given a publication date of 2039-07-05, eighteen days later. A source dated '
  'after the document that cites it. (Invented patent; the sources anchor the modelling packages the prior '
  'art is compared with.)'),
 (D1, '  arXiv:3811.04527（2038 年 11 月），研究参数化钣金族建模，未涉及 CAE 网格的生成与校验。',
  'arXiv:3811.04527', T, 'prior-art-arxiv-before-disclosure', 'CC302',
  [(BD, 31, 'boundary representation (BREP)')],
  '3811 is November 2038, seven months before the disclosure of 2039-06-17, and the line itself says 2038 '
  '年 11 月; five-digit number. Well formed and not after the document. (Invented id.)'),
 (D1, '- ezdxf 核心包除 Python 外只依赖 4 个包：typing_extensions、pyparsing、numpy 和 fontTools，其余插件的依赖按需安装。',
  '只依赖 4 个包', T, 'ezdxf-four-core-dependencies', 'CC101',
  [(EZ, 27, 'additional required packages for the core package'), (EZ, 28, 'typing_extensions'), (EZ, 29, 'pyparsing'), (EZ, 30, 'numpy'), (EZ, 31, 'fontTools')],
  "Four packages stated, four named (typing_extensions, pyparsing, numpy, fontTools), exactly the README's "
  'list of required packages for the core. Right count.'),
 (D1, '- ezdxf 1.4.5 可读写新建的 DXF 版本共 8 种：R12、R2000、R2004、R2007、R2010、R2013 和 R2018。',
  '共 8 种', M, 'eight-dxf-versions-seven-listed', 'CC101',
  [(EZ, 32, 'R12, R2000, R2004, R2007, R2010, R2013 and R2018')],
  "'共 8 种' heads a list of seven DXF versions (R12, R2000, R2004, R2007, R2010, R2013, R2018), the same "
  "seven that ezdxf's README gives for read/write/new support. A stated count against the list."),
 (D1, '- 本方案统一按 DXF R2010 写出；来料中的 R13/R14 文件由 ezdxf 1.4.5 只读打开，自动升级为 R2000 后再处理。',
  '由 ezdxf 1.4.5 只读打开，自动升级为 R2000', T, 'ezdxf-version-and-dxf-versions', 'CC203',
  [(EZ, 2, 'pypi.org/project/ezdxf/1.4.5/'), (EZ, 33, 'R13/R14 (upgraded to R2000)')],
  '1.4.5 is the ezdxf package; R2010, R13/R14 and R2000 are DXF file-format versions, and the README says '
  'R13/R14 are read only and upgraded to R2000. Several version numbers for different things, not '
  'conflicting versions of one package.'),
 (D1, '- meshio 的格式表里 `.msh` 后缀出现两次：一次是 ANSYS msh，一次是 Gmsh（支持 2.2、4.0、4.1',
  '一次是 ANSYS msh，一次是 Gmsh', T, 'msh-suffix-two-formats', 'CC102',
  [(MI, 30, 'ANSYS msh (`.msh`)'), (MI, 43, 'format versions 2.2, 4.0, and 4.1, `.msh`')],
  "meshio's format list has `.msh` twice, once for ANSYS msh and once for Gmsh; the line says they are two "
  'formats that share a suffix. Not a duplicated entry.'),
 (D1, '- ezdxf 自带的 meshex 插件也能把网格导出为 STL、OFF 或 OBJ，但不支持 Gmsh 与 VTU，所以网格转换仍交给 meshio。',
  'meshex', T, 'meshex-addon-not-meshio-typo', 'CC205',
  [(EZ, 62, '`meshex` for exchanging meshes with other tools as STL, OFF or OBJ files')],
  "meshex is ezdxf's own mesh-exchange add-on (STL, OFF, OBJ), named so in ezdxf's README; it sits next to "
  'meshio in the line but is not a near-miss spelling of it.'),
 (D1, '4. S4 调用 ezdfx 的 `new(dxfversion="R2010")` 新建文档，把外轮廓、折弯线、标注分别写入',
  'ezdfx', M, 'ezdxf-letters-swapped', 'CC205',
  [(EZ, 5, '# ezdxf'), (EZ, 76, 'ezdxf.new(dxfversion="R2010")')],
  "'ezdfx' swaps the last two letters of ezdxf, which the disclosure spells correctly everywhere else "
  '(component table, notes, 七、). A near-miss of the known name, in the claimed method step itself.'),
 (D1, '同一脚本在产线工控机上批量运行、不做人工核对时为 3.4 min/件。',
  '不做人工核对时为 3.4 min/件', T, 'twelve-vs-three-point-four-minutes', 'CC201',
  [(CQ, 24, 'without any GUI')],
  "12.0 min is per part on the design workstation including the designer's manual check of the flat "
  'pattern; 3.4 min is the same script batch-run on the production PC without that check. Same metric, '
  'different stated conditions. (Team figures.)'),
 (D1, 'meshio 的 README 在性能对比中使用的测试网格为 "about 900k points and 1.8M triangles"，',
  'meshio 的 README 在性能对比中使用的测试网格为', T, 'meshio-benchmark-mesh-quoted', 'CC204',
  [(MI, 187, 'about 900k points and 1.8M'), (MI, 188, 'triangles')],
  "The 900k points / 1.8M triangles are quoted word for word from meshio's own README and attributed to "
  'it. Primary source for the comparison.'),
 (D1, '| 单件建模到出展开图（min） | 42.0 | 12.0 | 缩短 78% |',
  '缩短 78%', M, 'time-cut-78-percent-is-71', 'CC105',
  [(BD, 130, 'Builder Mode'), (EZ, 19, 'create new DXF files')],
  '42.0 min to 12.0 min is a cut of 30 / 42 = 71.4 %, not 78 % (78 % would leave about 9.2 min). A stated '
  'change that disagrees with its own pair of values. (Team figures.)'),
 (D1, '| 单件网格准备（min） | 35 | 5 | 缩短为原来的 1/7 |',
  '缩短为原来的 1/7', T, 'mesh-prep-one-seventh', 'CC104',
  [(MI, 27, 'smoothly converts between them')],
  "'缩短为原来的 1/7' has one reading, and 35 min to 5 min is exactly one seventh. Not an ambiguous multiplier, "
  'and right. (Team figures.)'),
 (D1, '三种格式中 VTU 写出最快、文件也最小，故 S5 默认以 VTU 作为交给 CAE 组的主格式，Gmsh 与',
  'VTU 写出最快', M, 'vtu-not-fastest', 'CC103',
  [(MI, 55, 'VTU'), (MI, 43, 'Gmsh'), (MI, 57, 'XDMF')],
  'Table 5-2 just above gives write times of 2.9 s (Gmsh 4.1), 4.6 s (VTU) and 1.7 s (XDMF + HDF5): VTU is '
  'the slowest, not the fastest (it is the smallest file, 38.0 MB). A ranking the listed values refute, '
  'and it picks the default format. (Team figures.)'),
 (D1, '[2] build123d 0.13.0，https://pypi.org/project/build123d/0.13.0/ ，引用 DOI 10.5281/zenodo.3955118',
  '引用 DOI 10.5281/zenodo.3955118', M, 'cadquery-doi-given-to-build123d', 'CC206',
  [(CQ, 157, 'https://doi.org/10.5281/zenodo.3955118'), (BD, 22, 'zenodo.org/badge/510925389'), (BD, 250, 'derived from portions of [CadQuery]')],
  "10.5281/zenodo.3955118 is CadQuery's Zenodo DOI (README 'Citing', and reference [1]); reference [2] "
  'gives the same DOI to build123d, a separate project derived from CadQuery whose README shows only its '
  'own Zenodo badge. One identifier, two works.'),
 # ---- draft 2 (English data management plan, ## 1.-10. headings, DS1-DS7): astroplan, poliastro, pubchempy, mendeleev
 (D2, '- **DS1** holds the schedules for all 14 target comets of semester 2040A, one constraint set per',
  'all 14 target comets', M, 'twelve-vs-fourteen-comets', 'CC201',
  [(AP, 7, 'Observation planning package for astronomers')],
  'Section 1 says the campaign will observe 12 comets in the 2040A semester; the DS1 note says the '
  'schedules cover all 14 target comets of the same semester. Same subject, same semester, two counts. '
  '(Team figures; astroplan produces DS1.)'),
 (D2, '  isotopes (Fe-56 91.75 %, Fe-54 5.85 %, Fe-57 2.12 %, Fe-58 0.28 %), which sum to 100.00 %; the',
  'which sum to 100.00 %', T, 'iron-isotopes-sum-right', 'CC105',
  [(MD, 369, '91.75%'), (MD, 370, '2.12%'), (MD, 371, '0.28%'), (MD, 372, '5.85%')],
  "91.75 + 5.85 + 2.12 + 0.28 = 100.00, the four iron isotopes of mendeleev's README example. Right "
  'arithmetic.'),
 (D2, "- The Rust crate that docs.rs lists under the same name, mendeleev 0.8.0, is an independent implementation in another language; it is not used here and does not conflict with the Python package's 1.3.0.",
  'mendeleev 0.8.0', T, 'mendeleev-rust-crate-other-version', 'CC203',
  [(MD, 532, 'docs.rs/mendeleev/0.8.0'), (MD, 2, 'pypi.org/project/mendeleev/1.3.0/')],
  "0.8.0 is the Rust crate called mendeleev that the Python package's README lists under 'Implementations "
  "in other languages'; 1.3.0 is the Python package. Same name, two implementations, and the line says so. "
  'Not two current versions of one package.'),
 (D2, "- As a smoke test after every PubChemPy update we fetch aspirin by name and check the molecular weight against 180.16, the value shown in PubChemPy's own README example.",
  "the value shown in PubChemPy's own README example", T, 'aspirin-weight-from-readme', 'CC204',
  [(PC, 47, 'get_compounds("Aspirin", "name")'), (PC, 51, '180.16')],
  "180.16 is the molecular weight PubChemPy's README prints for aspirin fetched by name, and the line says "
  'where the value comes from. Primary source.'),
 (D2, "Site weather logs (formerly DS7, removed in version 2) are not stored by us; schedules link to the observatories' own weather archives instead.",
  'formerly DS7, removed in version 2', T, 'ds7-mentioned-only-as-removed', 'CC403',
  [(AP, 7, 'Observation planning package for astronomers')],
  'DS7 was removed in v2 (revision history); section 5 mentions it only as removed and says the schedules '
  "link to the observatories' own archives instead. Nothing still relies on it."),
 (D2, 'Reduced spectra (the reduced part of DS3) are released after an embargo of 9 months from the end of',
  'an embargo of 9 months', M, 'embargo-nine-months-unlogged', 'CC401',
  [(AP, 2, 'pypi.org/project/astroplan/0.10.1/')],
  'The embargo on reduced spectra was 12 months in v1 and set to 6 months in v2 (logged, funder policy); '
  "v3's body says 9 months and v3's changelog does not mention the embargo. A value changed without a "
  'changelog note. (Team facts.)'),
 (D2, '| DS6 | partner-lab FTIR reference spectra (JCAMP-DX) | CC BY 4.0 | 2040-09-30 |',
  'partner-lab FTIR reference spectra (JCAMP-DX)', M, 'ds6-removed-still-deposited', 'CC403',
  [(PC, 13, 'conversion between chemical file formats')],
  'DS6 was removed in v3 (the partner lab withdrew; the dataset table shows it as removed), yet the '
  'deposit table still schedules DS6 for deposit on 2040-09-30. A removed item still relied on.'),
 (D2, 'AJ 155, 128 (2018), doi:10.3847/1538-3881/aaa47e, arXiv:1712.9631',
  'arXiv:1712.9631', M, 'astroplan-arxiv-four-digits', 'CC301',
  [(AP, 51, 'eprint = {1712.09631}'), (AP, 49, '10.3847/1538-3881/aaa47e')],
  '1712.9631 has a four-digit number; December 2017 ids have five digits (YYMM.NNNNN since 2015). '
  "astroplan's README gives the paper's eprint as 1712.09631. Malformed id."),
 (D2, 'arXiv:3905.01842v2 (May 2039)',
  'arXiv:3905.01842v2', T, 'arxiv-with-version-suffix', 'CC301',
  [(AP, 7, 'Observation planning package for astronomers')],
  '3905.01842v2 follows YYMM.NNNNN[vN]: May 2039, five digits, version 2, before the DMP of 18 November '
  '2039. Well formed. (Invented id.)'),
 (D2, 'databases", arXiv:4001.03318, posted after the 2039B run; DS5\'s layout follows its table 3',
  'arXiv:4001.03318', M, 'isotope-preprint-from-2040', 'CC302',
  [(MD, 24, 'ions and isotopes')],
  '4001 is January 2040; the DMP is dated 18 November 2039 and says the preprint has been posted and that '
  "DS5's layout already follows its table 3. An identifier dated after the document. (Invented id.)"),
 (D2, '  - DS3 estimate raised from 2.4 TB to 3.2 TB after the second spectrograph was added to the programme;',
  'DS3 estimate raised from 2.4 TB to 3.2 TB', T, 'ds3-estimate-change-logged', 'CC401',
  [(AP, 7, 'Observation planning package for astronomers')],
  "DS3's volume differs between v1 (2.4 TB) and the body (3,200 GB, 3.2 TB in section 5), and the v2 entry "
  'logs the change with its reason (a second spectrograph). A logged revision. (Team facts.)'),
 (D2, '  - first public release of DS1 and DS4 promised by 2039-09-30.',
  'promised by 2039-09-30', T, 'first-release-promise-kept', 'CC303',
  [(PC, 2, 'pypi.org/project/pubchempy/1.0.5/'), (AP, 2, 'pypi.org/project/astroplan/0.10.1/')],
  'The date has passed by 18 November 2039, but the v3 entry confirms the release on 2039-09-27 with a '
  'record id, and the deposit table marks DS1 and DS4 as done. A passed promise with confirmation. (Team '
  'facts.)'),
 (D2, '  - primary repository: Zenodo;',
  'primary repository: Zenodo', M, 'repository-back-to-zenodo', 'CC402',
  [(PA, 124, 'You can also use the DOI to cite it'), (PA, 131, 'Zenodo. 10.5281/zenodo.17462')],
  'Primary repository: Zenodo (v1) -> NU-Data (v2, because DS3 is too large for a general-purpose '
  'repository) -> Zenodo again in v3, with no reason, while DS3 is still 3.2 TB and still to be deposited. '
  'A value returned to its earlier value without a reason. (Team facts.)'),
 (D2, '  - backups: hourly snapshots stopped and nightly only again, since the hourly schedule was tied to the 2039B run, which ended on 2039-10-28 (to resume with the 2040A run);',
  'nightly only again', T, 'backups-back-with-reason', 'CC402',
  [(PA, 2, 'pypi.org/project/poliastro/0.17.0/')],
  'Backups: nightly (v1) -> nightly plus hourly snapshots during observing runs (v2) -> nightly only (v3), '
  'because the 2039B run ended on 2039-10-28, with the hourly snapshots to resume in 2040A (section 5 '
  'agrees). A documented return. (Team facts.)'),
 # ---- draft 3 (mixed zh/en interview synthesis, 一、 headings with English titles, F1-F6): python-telegram-bot, discord-py, slack-sdk, praw
 (D3, '12 位受访者中 7 位（58%）同时运营两个及以上平台，这也是本轮招募时有意提高的比例。',
  '7 位（58%）', T, 'seven-of-twelve-right', 'CC105',
  [(TG, 2, 'pypi.org/project/python-telegram-bot/22.8/'), (DC, 2, 'pypi.org/project/discord-py/2.7.1/')],
  '7 / 12 = 58.3 %, and the participant table has exactly seven people on two or more platforms (P01, P02, '
  'P03, P06, P07, P11, P12). Right arithmetic. (Team figures.)'),
 (D3, '（2040-01-30 发布）和四个库在 PyPI 上的 README（版本见第六节）。',
  '（2040-01-30 发布）', T, 'report-before-synthesis', 'CC304',
  [(SL, 2, 'pypi.org/project/slack-sdk/3.48.0/'), (PR, 2, 'pypi.org/project/praw/8.0.3/')],
  'The industry report is dated 2040-01-30, before the interviews (from 2040-02-06) and the synthesis of '
  '2040-02-24. A source not after the document. (Invented report.)'),
 (D3, 'P01 的 Discord 服务器上线反垃圾 bot 后 spam 删除量"下降了 40%"，而 P10 的 Telegram 群仍是每天约 35 条；',
  '删除量"下降了 40%"', M, 'spam-relative-vs-absolute', 'CC202',
  [(DC, 23, 'Proper rate limit handling'), (TG, 63, 'vibrant community')],
  "A relative drop on Discord ('下降了 40%', base not given) is set against an absolute daily count on "
  'Telegram (about 35 a day), and the comparison ranks Telegram as the worst platform and sets the MVP. '
  'The two figures cannot be compared. (Team figures.)'),
 (D3, '据 P05 介绍，推送延迟"缩短了 2 倍"（原来约 90 s），因此 Slack 通道已满足 SLA 草案中"≤ 40 s"的要求，',
  '缩短了 2 倍', M, 'latency-two-times-decides-sla', 'CC104',
  [(SL, 35, '`slack_sdk.socket_mode`'), (SL, 158, '`AsyncWebClient` in this SDK requires')],
  "'缩短了 2 倍' from about 90 s reads either as halved (45 s, which fails the ≤ 40 s SLA draft) or as cut to "
  'a third (30 s, which passes); no measured latency is given, and the phrase alone decides that the Slack '
  'channel meets the SLA and drops it from Round 3. (Team figures.)'),
 (D3, 'P08 转述了一位"在 Discord 工作的朋友"的说法：每个 bot 全局每秒最多 50 次请求。',
  '一位"在 Discord 工作的朋友"的说法', M, 'discord-limit-hearsay', 'CC204',
  [(DC, 23, 'Proper rate limit handling'), (DC, 125, 'Documentation')],
  "The 50 requests per second per bot is second-hand hearsay (a participant quoting 'a friend who works at "
  "Discord'), with no documentation cited, and it sizes BotHub's outbound queue. A precise number with no "
  'primary source that drives a design decision.'),
 (D3, '提及最多的是"跨平台消息格式不一致"（9/12），其次是限流（7/12），与 Round 1 的排序一致。',
  '提及最多的是"跨平台消息格式不一致"（9/12）', T, 'top-pain-point-ranking-right', 'CC103',
  [(SL, 39, 'Block Kit'), (DC, 23, 'Proper rate limit handling')],
  'The tally above gives 9, 7, 6, 4, 3: format inconsistency (9) is first and rate limits (7) second, as '
  'stated. Right ranking. (Team figures.)'),
 (D3, '- 最低 Python 版本各不相同：PTB 3.10+、discord.py 3.8+、slack_sdk 3.7+、PRAW 3.10+；BotHub 统一用 3.12，四个库都满足。',
  'PTB 3.10+、discord.py 3.8+、slack_sdk 3.7+、PRAW 3.10+', T, 'python-minimums-differ-by-library', 'CC201',
  [(TG, 72, '**3.10+**'), (DC, 29, 'Python 3.8 or higher is required'), (SL, 72, 'Python 3.7 and above'), (PR, 52, 'PRAW is supported on Python 3.10+')],
  'Four different minimum Python versions for four different libraries, each as its README states; the '
  'line says they differ and that 3.12 satisfies all. Different subjects, not a value conflict.'),
 (D3, '- discord.py 的 PyPI 项目页地址是 discord-py，而 pip 安装命令写作 discord.py；两者指同一个包，不是拼写错误。',
  'PyPI 项目页地址是 discord-py', T, 'discord-py-and-discord-dot-py', 'CC205',
  [(DC, 2, 'pypi.org/project/discord-py/2.7.1/'), (DC, 43, 'pip install -U discord.py')],
  "discord-py is the PyPI project URL and discord.py the name used in the install command and the README's "
  'title; one package, and the line says so. A known alias, not a typo.'),
 (D3, '- PTB 22.8 原生支持 Telegram Bot API 10.0 的全部类型和方法：22.8 是库的版本，10.0 是 Telegram 接口的版本。',
  'PTB 22.8 原生支持 Telegram Bot API 10.0', T, 'ptb-version-and-bot-api-version', 'CC203',
  [(TG, 2, 'pypi.org/project/python-telegram-bot/22.8/'), (TG, 83, 'Telegram Bot API **10.0**')],
  "22.8 is the library's version and 10.0 the Telegram Bot API version it supports, as the README states "
  'and the line explains. Two components, two versions.'),
 (D3, '- PTB 的可选依赖共 7 组：passport、socks、http2、rate-limiter、webhooks、callback-data、job-queue，默认都不安装。',
  'PTB 的可选依赖共 7 组', T, 'ptb-seven-optional-groups', 'CC101',
  [(TG, 156, '[passport]'), (TG, 157, '[socks]'), (TG, 158, '[http2]'), (TG, 159, '[rate-limiter]'), (TG, 160, '[webhooks]'), (TG, 161, '[callback-data]'), (TG, 162, '[job-queue]')],
  "Seven groups stated, seven named, the README's seven optional-dependency extras. Right count."),
 (D3, '- 其中 `[ext]` 快捷方式装的是与 `telegram.ext` 相关的 rate-limiter、webhooks、callback-data、webhooks 四组，BotHub 的 Telegram 适配层直接用 `[ext]`。',
  'rate-limiter、webhooks、callback-data、webhooks', M, 'ext-webhooks-twice', 'CC102',
  [(TG, 169, '[rate-limiter, webhooks, callback-data, job-queue]')],
  "The '[ext]' shortcut's 'four groups' list webhooks twice and leave out job-queue, which the README "
  'names as the fourth. A repeated item in an enumeration.'),
 (D3, '- 供应链：P04 问到发行包能否校验。PTB 当前最新版本为 v21.4，该版本已改用 sigstore 签名，更早的版本用 GPG 签名，BotHub 的镜像构建会校验签名。',
  'PTB 当前最新版本为 v21.4', M, 'ptb-latest-two-versions', 'CC203',
  [(TG, 2, 'pypi.org/project/python-telegram-bot/22.8/'), (TG, 123, 'Starting with v21.4, all releases are signed via')],
  'The fact-check table, checked on 2040-02-20, gives python-telegram-bot 22.8; further down the same '
  'section, the document calls v21.4 the current latest version. v21.4 is only where sigstore signing '
  "started. Two different 'latest' versions of one package at one date."),
 (D3, '- slack_sdk.web 与 slack_sdk.webhook 名字相近，但前者调用 Web API 方法，后者用于 Incoming Webhooks 和 `response_url`，是两个不同的模块，BotHub 两者都要用。',
  'slack_sdk.web 与 slack_sdk.webhook 名字相近', T, 'slack-web-and-webhook-modules', 'CC102',
  [(SL, 32, '`slack_sdk.web`: for calling the'), (SL, 33, '`slack_sdk.webhook`: for utilizing the')],
  "slack_sdk.web and slack_sdk.webhook are two modules with separate jobs in the README's list; the line "
  'says so. Not a duplicated entry.'),
 (D3, '4. **Slack 只支持 slack_sdk**：P09 所在团队在 Round 1 访谈中表示，会在 2040 年 1 月底前把内部工具从',
  '会在 2040 年 1 月底前把内部工具从', M, 'slackclient-migration-overdue', 'CC303',
  [(SL, 44, 'slackclient is in maintenance mode'), (SL, 46, 'slack_sdk v3')],
  'Promised for the end of January 2040; the synthesis is dated 2040-02-24, and nothing confirms the '
  "migration: the participant table and F5 still show P09 on slackclient. BotHub's support decision rests "
  'on it. A passed promise without confirmation.'),
 # ---- draft 4 (Chinese course-design assignment, 一、 headings, 任务 1-4): faker, freezegun, hydra-core, omegaconf
 (D4, '- OmegaConf 2.4.0 是其 README 标明的当前稳定版；README 另把 2.3 列为 "Previous stable"，只为需要旧版的项目保留，本课程不使用。',
  'README 另把 2.3 列为 "Previous stable"', T, 'omegaconf-current-and-previous-stable', 'CC203',
  [(OC, 35, 'OmegaConf 2.4.0 is the current stable version'), (OC, 43, '### Previous stable (2.3)'), (OC, 44, 'retained for projects that require the earlier release')],
  "2.4.0 is OmegaConf's current stable release and 2.3 the previous stable line, both as its README labels "
  "them; only one is called current. Not two 'latest' versions."),
 (D4, '- Faker 的旧包名是 fake-factory，早在 2016 年底前就已废弃；请检查 requirements 中没有 fake-factory。',
  'Faker 的旧包名是 fake-factory', T, 'fake-factory-old-name', 'CC205',
  [(FK, 34, 'previously called ``fake-factory`` which was already deprecated by the end'), (FK, 35, 'of 2016')],
  "fake-factory is Faker's former package name, deprecated by the end of 2016, as its README says. A known "
  'former name, not a near-miss.'),
 (D4, '- Faker 的 README 明确提醒，由于数据集不断更新，"results are not guaranteed to be consistent across patch versions"，所以凡是写死期望值的测试，都必须把 Faker 锁定到补丁版本 40.63.0。',
  'Faker 的 README 明确提醒', T, 'faker-patch-version-quote', 'CC204',
  [(FK, 428, 'results are not guaranteed to be'), (FK, 429, 'consistent across patch versions'), (FK, 2, 'pypi.org/project/faker/40.63.0/')],
  "The warning is quoted from Faker's own README and attributed to it; it justifies pinning 40.63.0. "
  'Primary source.'),
 (D4, '   助教实测把 `use_weighting` 设为 `False` 后速度"提高 2 倍"，因此按此设置即可满足要求，不必另做优化；',
  '提高 2 倍', M, 'weighting-two-times-decides-target', 'CC104',
  [(FK, 173, 'performance-related argument called'), (FK, 178, 'process is much faster')],
  "From about 20,000 records per second, '提高 2 倍' reads either as x2 (40,000, which fails the >= 50,000 "
  'requirement) or as +200 % (60,000, which passes); the phrase alone decides that no further optimisation '
  "is needed. Faker's README says only 'much faster'. (Course figures.)"),
 (D4, '5. 借阅时间的分布可参考近期预印本 arXiv:4004.02215 中的"长尾借阅"模型，不要求完全复现。',
  'arXiv:4004.02215', M, 'preprint-id-after-brief', 'CC302',
  [(FK, 4, 'generates fake data for you')],
  '4004 is April 2040; the brief is dated 2040-03-02 and calls it a recent preprint to consult now. An '
  'identifier dated after the document. (Invented id.)'),
 (D4, '1. freezegun 生效后，以下 7 个调用都返回冻结的时间：datetime.datetime.now()、datetime.datetime.utcnow()、datetime.date.today()、time.time()、time.localtime()、time.time()、time.strftime()；请对每一个调用都写至少一个断言。',
  'time.time()、time.localtime()、time.time()', M, 'time-time-twice-gmtime-missing', 'CC102',
  [(FG, 19, 'time.time(), time.localtime(), time.gmtime(), and time.strftime()')],
  "The seven calls list time.time() twice and leave out time.gmtime(), which freezegun's README names "
  "between time.localtime() and time.strftime(). A repeated item (six distinct calls under '7 个')."),
 (D4, '2. OmegaConf 支持从三类来源合并配置：YAML 配置文件、dataclasses/对象和命令行参数，本任务三类都要用到；',
  'OmegaConf 支持从三类来源合并配置', T, 'omegaconf-three-sources', 'CC101',
  [(OC, 22, 'YAML config files, dataclasses/objects and CLI arguments')],
  'Three sources stated, three named (YAML files, dataclasses/objects, command-line arguments), as in '
  "OmegaConf's README. Right count."),
 (D4, '1. 覆盖率的统计口径两届相同，均为 `pytest --cov` 给出的行覆盖率：上届（2036 级）平均 71%，本届要求不低于 80%。',
  '覆盖率的统计口径两届相同', T, 'coverage-same-basis', 'CC202',
  [(FK, 97, '``pytest`` plugin')],
  "Both years' figures are line coverage from pytest --cov, stated as the same basis, and both are "
  'absolute percentages (71 % average, 80 % required). Comparable. (Course figures.)'),
 (D4, '2. 往届情况：上届采用 Faker 固定种子的小组，缺陷复现率提高了 25%；手写测试数据的小组复现率为 64%。',
  '缺陷复现率提高了 25%', M, 'reproduction-rate-relative-vs-absolute', 'CC202',
  [(FK, 403, 'which seeds the shared random number generator')],
  "The fixed-seed groups' defect reproduction rate 'rose by 25 %' (relative, base not given) is compared "
  "with the hand-written groups' absolute 64 %, and the comparison makes fixed seeds mandatory. The two "
  'figures cannot be reconciled. (Course figures.)'),
 (D4, '| 第 6 周 | 2040-03-27（周二） | 中期检查：演示任务 1、2，检查种子与版本锁定 |',
  '2040-03-27（周二）', T, 'midterm-check-not-yet-due', 'CC303',
  [(FG, 14, 'travel through time'), (HY, 2, 'pypi.org/project/hydra-core/1.3.8/')],
  'The mid-term check on 2040-03-27 (a Tuesday) is after the brief of 2040-03-02. A scheduled date not yet '
  'due. (Course facts.)'),
 (D4, '| 合计 | 100 |',
  '合计 | 100', T, 'rubric-weights-total-right', 'CC105',
  [(HY, 2, 'pypi.org/project/hydra-core/1.3.8/'), (OC, 2, 'pypi.org/project/omegaconf/2.4.0/')],
  '20 + 25 + 20 + 15 + 20 = 100. The total matches its parts. (Course figures.)'),
 (D4, '    该文的期刊版（2040 年第 1 期）改题为 "Testing against a stopped clock"，与预印本 arXiv:3909.11873 是同一工作，按任一题目引用均可。',
  '与预印本 arXiv:3909.11873 是同一工作', T, 'journal-version-same-id', 'CC206',
  [(FG, 4, 'Let your Python tests travel through time')],
  'The retitled journal version of reference [4] and its preprint are one work, and the line says so; '
  'sharing arXiv:3909.11873 is right. (Invented paper and id.)'),
 (D4, '[6] M. Bauer, Y. Qi, "Hierarchical configuration for reproducible test environments", arXiv:3909.11873',
  'arXiv:3909.11873', M, 'reference-six-reuses-id', 'CC206',
  [(HY, 32, 'A framework for elegantly configuring complex applications'), (OC, 22, 'hierarchical configuration system')],
  "arXiv:3909.11873 is Lindgren's 'Frozen clocks' paper in reference [4]; reference [6], by other authors "
  'with another title, is given the same id. One identifier, two works. (Invented papers and id.)'),
 (D4, '| V3 | 2040-03-02 | 行覆盖率要求恢复为 80%；调整进度安排，中期检查改到第 6 周 |',
  '行覆盖率要求恢复为 80%', M, 'coverage-back-to-80', 'CC402',
  [(HY, 52, '**Hydra 1.3** is the stable version of Hydra.'), (HY, 2, 'pypi.org/project/hydra-core/1.3.8/')],
  'Line coverage required: 80 % (V1) -> 70 % (V2, because the added Hydra work in task 3 is heavy) -> 80 % '
  'again in V3 with no reason, while task 3 still carries the Hydra config groups. A value returned to its '
  'earlier value without a reason. (Course facts.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
