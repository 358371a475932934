#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-sixth held-out set (drafts_heldout26).

Same schema as ../drafts_heldout25/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's
ordered_main (it imports nothing from the claimcheck package): every anchor must occur on exactly
one line of its draft, the surface must be inside the anchor and not labelled twice, each rule must
look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-34/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent, or
/work/main when the set still sits outside the repository, e.g. in /work/heldout26-pending); any
other path is relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-34/"
IB = NR + "ibis-framework.md"
DL = NR + "deltalake.md"
NW = NR + "narwhals.md"
CK = NR + "clickhouse-connect.md"
PI = NR + "pillow.md"
SK = NR + "scikit-image.md"
OC = NR + "opencv-python.md"
IM = NR + "imageio.md"
AN = NR + "ansible.md"
PM = NR + "paramiko.md"
BT = NR + "boto3.md"
CR = NR + "cryptography.md"
DJ = NR + "django.md"
FL = NR + "flask.md"
GU = NR + "gunicorn.md"
CE = NR + "celery.md"

D1, D2, D3, D4 = ("heldout26-01-ibis-deltalake-narwhals-clickhouse-connect-annual-tech-summary.md",
                  "heldout26-02-pillow-scikit-image-opencv-python-imageio-course-syllabus-answer-key.md",
                  "heldout26-03-ansible-paramiko-boto3-cryptography-security-questionnaire-response.md",
                  "heldout26-04-django-flask-gunicorn-celery-monthly-sla-report.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese annual tech summary, 一、 / （一） headings): ibis-framework, deltalake, narwhals, clickhouse-connect
 (D1, "7. Superset 连接 ClickHouse 统一改用 clickhouse-connect 自带的 SQLAlchemy 方言（clickhousedb://）；",
  "Superset 连接 ClickHouse 统一改用 clickhouse-connect 自带的 SQLAlchemy 方言（clickhousedb://）", M, "deliverable-listed-twice", "CC102",
  [(CK, 49, "clickhousedb://{username}"), (CK, 53, "**Superset**")],
  "Item 7 of the '全年交付 8 项' list is item 3 again in other words: Superset's data source switched to "
  "clickhouse-connect (the clickhousedb:// DSN is clickhouse-connect's own SQLAlchemy dialect). The list reaches "
  "eight only because one deliverable is listed twice."),
 (D1, "- 盘点时有人把 clickhouse-connect-core 当成笔误：它是 clickhouse-connect 可选的 Rust binding，README 写明两者\"versioned independently\"，是两个各自发版的包，不是同一个包名写错。",
  "clickhouse-connect-core", T, "companion-package-not-a-typo", "CC205",
  [(CK, 7, "clickhouse-connect-core"), (CK, 36, "versioned independently")],
  "clickhouse-connect-core is the optional Rust binding of clickhouse-connect, a separate PyPI package that the "
  "README says is 'versioned independently'; a legitimate similar name, not a misspelling."),
 (D1, "- 新人培训沿用 README 的 penguins 示例：按 species、island 分组后五组计数为 44、52、56、68、124，合计 344 只。",
  "合计 344 只", T, "penguin-counts-sum-right", "CC105",
  [(IB, 70, ("Biscoe", "44")), (IB, 71, ("Torgersen", "52")), (IB, 72, ("Dream", "56")), (IB, 73, ("Chinstrap", "68")), (IB, 74, ("Gentoo", "124"))],
  "44 + 52 + 56 + 68 + 124 = 344, the five group counts of the README's group_by example; the total is right."),
 (D1, "- 报表类查询平均耗时从 42 s 降到 7 s，速度为原来的 6 倍。",
  "速度为原来的 6 倍", T, "unambiguous-times-original", "CC104",
  [(IB, 18, "via DuckDB by default")],
  "42 s to 7 s is one sixth of the time, and '速度为原来的 6 倍' (six times the original speed) has only one reading; "
  "nothing is decided on an ambiguous multiplier. (Team figures; the source anchors the DuckDB-backed Ibis setup.)"),
 (D1, "- 夜间批任务从 3 小时 20 分缩短到 1 小时 10 分，少用 2 小时 10 分，降幅约 55%。",
  "降幅约 55%", M, "percentage-drop-miscomputed", "CC105",
  [(DL, 2, "pypi.org/project/deltalake/1.6.6/")],
  "3 h 20 min = 200 min to 1 h 10 min = 70 min saves 130 min, which is 65 % of 200, not 55 %; the key-figure table "
  "repeats 200 -> 70. (Team figures; the source anchors the Delta Lake batch work.)"),
 (D1, "- 驱动版本策略：clickhouse-connect 目前最新的稳定版仍是 0.15 系列，1.0 的 breaking changes 等正式版发布后再评估是否升级。",
  "目前最新的稳定版仍是 0.15 系列", M, "stale-latest-version", "CC203",
  [(CK, 2, "pypi.org/project/clickhouse-connect/1.12.0/"), (CK, 32, "0.15.x or earlier")],
  "Section 二 says its versions are each package's latest on PyPI on 2030-12-31 and locks clickhouse-connect 1.12.0;"
  " three sections later 0.15 is called the latest stable series with 1.x not yet released. Two different 'latest' "
  "versions of one package at the same date (the README is 1.12.0 and treats 0.15.x as the old line)."),
 (D1, "- README 里提到的 clickhouse-connect v0.5.25 只适用于 Superset 2.1.0 之前的老版本；我们的 Superset 早已高于 2.1.0，engine spec 已并入 Superset 主线，不需要回退到 v0.5.25。",
  "不需要回退到 v0.5.25", T, "old-version-for-old-superset", "CC203",
  [(CK, 44, "Superset v2.1.0"), (CK, 45, "v0.6.0"), (CK, 46, "v0.5.25")],
  "v0.5.25 is the README's advice for Superset versions before 2.1.0; the summary names it as such and keeps "
  "1.12.0. An older version mentioned for another condition, not a second 'current' one."),
 (D1, "- SQLAlchemy 版本：同步方言支持 1.4 和 2.x，Values.cte() 需要 2.0.42 以上，async 方言需要 2.0.44 以上；三个下限对应三种用法，统一取 2.0.44 即可全部满足。",
  "三个下限对应三种用法", T, "three-minimums-three-features", "CC201",
  [(CK, 54, "SQLAlchemy 1.4 and 2.x"), (CK, 63, "SQLAlchemy 2.0.44 and later"), (CK, 76, "SQLAlchemy 2.0.42 or later")],
  "SQLAlchemy 1.4 / 2.x (sync dialect), 2.0.42 (Values.cte()) and 2.0.44 (async dialect) are minimums of three "
  "different features, as in the README; three values for three things, and 2.0.44 satisfies all."),
 (D1, "- narwhals 把后端分两档。完整 API 支持的 5 个：cuDF、Modin、pandas、Polars、PyArrow。",
  "完整 API 支持的 5 个", T, "full-api-count-right", "CC101",
  [(NW, 22, "cuDF, Modin, pandas, Polars, PyArrow")],
  "Five libraries announced, five listed, the README's five with full API support."),
 (D1, "- 只支持 lazy 的共 6 个：Dask、DuckDB、Ibis、PySpark、SQLFrame，以及通过插件接入的 Daft 和 Apache DataFusion。",
  "只支持 lazy 的共 6 个", M, "lazy-only-six-over-seven", "CC101",
  [(NW, 23, "Dask, DuckDB, Ibis, PySpark, SQLFrame, Daft"), (NW, 24, "Apache DataFusion via")],
  "'6' lazy-only backends are announced and seven are named: Dask, DuckDB, Ibis, PySpark, SQLFrame plus Daft and "
  "Apache DataFusion via plugins, as in the README."),
 (D1, "- tabkit 的单元测试沿用 README 的五行动物数据，其中体长最大的是 blue whale（30.0 m），体重也最大（150000 kg），测试断言按此写。",
  "体长最大的是 blue whale（30.0 m），体重也最大（150000 kg）", T, "largest-animal-rank-right", "CC103",
  [(NW, 133, ("blue whale", "humpback whale")), (NW, 134, "[30.0, 8, 2.5, 17, 2.2]"), (NW, 135, "[150000, 4000, 200, 30000, 85]")],
  "In the README's five-row example the blue whale has the largest length_m (30.0) and weight_kg (150000); both "
  "rank claims hold."),
 (D1, "| Delta 表数 | 0 | 1,416 | 4 月起新建 |",
  "1,416", M, "table-count-transposed", "CC201",
  [(DL, 10, "Native [Delta Lake]"), (DL, 2, "pypi.org/project/deltalake/1.6.6/")],
  "The overview gives 1,146 Delta tables on 31 December 2030 and the key-figure table 1,416 for the same date and "
  "scope; one of them has two digits swapped. (Team figures; the source anchors the Delta Lake tables.)"),
 (D1, "| 1 | Ibis 升级到 12.x | 2030-09-30 | 已完成：2030-09-24（周二）全量切换 | 变更单 CHG-0924-02 |",
  "已完成：2030-09-24（周二）全量切换", T, "midyear-promise-delivered", "CC303",
  [(IB, 2, "pypi.org/project/ibis-framework/12.0.0/")],
  "The mid-year promise (Ibis 12.x by 2030-09-30) is reported delivered on 2030-09-24 with a change ticket, and "
  "section 二 locks ibis-framework 12.0.0; a past-due promise with its confirmation."),
 (D1, "| 2 | ClickHouse 查询统一改用 async 客户端（get_async_client） | 2030-10-31 | 按计划推进 | — |",
  "按计划推进", M, "overdue-promise-called-on-track", "CC303",
  [(CK, 114, "native async support"), (CK, 121, "get_async_client()")],
  "The mid-year promise to move ClickHouse queries to the async client was due 2030-10-31; a summary written on "
  "2031-01-10 calls it '按计划推进' (on track) with no evidence, and nothing else in the summary reports it done. The "
  "due date has passed without a confirmation."),
 # ---- draft 2 (Chinese course syllabus + exam answer key, 【…】 headings): pillow, scikit-image, opencv-python, imageio
 (D2, "OpenCV 在 PyPI 上有四种包：opencv-python、opencv-contrib-python、opencv-python-headless、opencv-contrib-python-headless，共用 cv2 命名空间，一个环境只能装其中一种；机房不需要 GUI，选 headless。",
  "OpenCV 在 PyPI 上有四种包", T, "four-opencv-packages", "CC101",
  [(OC, 38, "four different packages"), (OC, 42, "pip install opencv-python``"), (OC, 43, "pip install opencv-contrib-python``"), (OC, 49, "pip install opencv-python-headless``"), (OC, 50, "pip install opencv-contrib-python-headless``")],
  "Four packages announced and the README's four named (main, contrib, headless, contrib-headless); the count is "
  "right."),
 (D2, "导入名与包名不同属正常：scikit-image 导入为 skimage，opencv-python 导入为 cv2，都不是拼写错误。",
  "scikit-image 导入为 skimage，opencv-python 导入为 cv2", T, "import-names-not-typos", "CC205",
  [(OC, 99, "opencv-python vs. cv2"), (SK, 15, "contributor/skimage")],
  "skimage and cv2 are the import names of scikit-image and opencv-python (the opencv-python FAQ explains cv2); "
  "known aliases, not near-miss spellings."),
 (D2, "[4] van der Walt 等，scikit-image: Image processing in Python，PeerJ 2:e453（2014），doi:10.7717/peerj.453；预印本 arXiv:1407.06245",
  "arXiv:1407.06245", M, "five-digit-id-before-2015", "CC301",
  [(SK, 36, "PeerJ 2:e453 (2014)"), (SK, 37, "10.7717/peerj.453")],
  "A 1407 id (July 2014) has four digits after the dot; five-digit numbers start with 1501. '1407.06245' breaks the"
  " scheme. (The README cites the PeerJ paper and its DOI only; the preprint id is the writer's.)"),
 (D2, "[5] 校信息中心《开源图像库安全通告汇编》，2031-06-20 更新版（期末前发给同学自查依赖）",
  "2031-06-20 更新版", T, "source-dated-before-archive", "CC304",
  [(PI, 114, "privately on GitHub"), (PI, 116, "Tidelift security contact")],
  "The advisory digest is dated 2031-06-20, a week before the 2031-06-27 archive date; citing it is possible. (Team"
  " source; the README lines anchor the security-reporting subject.)"),
 (D2, "[6] Pillow 13.1.0 发布说明（2031-07-01 发布），作为第 9 周\"动图与少见格式\"一讲的补充阅读",
  "Pillow 13.1.0 发布说明（2031-07-01 发布）", M, "release-notes-after-archive-date", "CC304",
  [(PI, 2, "pypi.org/project/pillow/13.0.0/"), (PI, 108, "Release notes")],
  "The archive is dated 2031-06-27 (V3) and lists as reading release notes published on 2031-07-01; a source dated "
  "after the document that cites it. (The course pins Pillow 13.0.0, the README's version.)"),
 (D2, "[7] Kingma & Ba，Adam 优化器，arXiv:1412.6980，第 14 周\"深度学习预处理\"选读",
  "arXiv:1412.6980", T, "four-digit-id-2014-valid", "CC301",
  [(SK, 36, "PeerJ 2:e453 (2014)")],
  "A December 2014 id with four digits after the dot follows the pre-2015 scheme (YYMM.NNNN); well formed, unlike "
  "[4]'s 1407.06245. (External paper; the source line anchors the other 2014 reference.)"),
 (D2, "[8] 助教推荐的图像分割综述 arXiv:3105.02218（2031 年 5 月提交），第 15 周选读",
  "arXiv:3105.02218（2031 年 5 月提交）", T, "recent-id-before-doc-date", "CC302",
  [(SK, 2, "pypi.org/project/scikit-image/0.26.0/")],
  "3105 is May 2031, stated as such, before the 2031-06-27 archive date; a recent id, not an anachronistic one. "
  "(Invented reference; the source anchors the segmentation unit.)"),
 (D2, "分值构成：一、选择题 10 题 × 2 分 = 20 分；二、简答题 5 题 × 6 分 = 30 分；三、编程题 2 题 × 25 分 = 50 分；合计 100 分。",
  "合计 100 分", T, "exam-parts-sum-to-100", "CC105",
  [(OC, 2, "pypi.org/project/opencv-python/5.1.0.95/"), (PI, 2, "pypi.org/project/pillow/13.0.0/")],
  "10 x 2 + 5 x 6 + 2 x 25 = 20 + 30 + 50 = 100, and each question's sub-scores add up to its value; the totals are"
  " right. (Course figures.)"),
 (D2, "4. C　imagio 的 v3 接口里，标准化元数据用 improps()，格式相关元数据用 immeta()。",
  "imagio", M, "imageio-spelled-imagio", "CC205",
  [(IM, 46, "improps()"), (IM, 47, "immeta()"), (IM, 32, "import imageio.v3 as iio")],
  "'imagio' is a near-miss of imageio, spelled right everywhere else in the archive; the API facts (improps / "
  "immeta in the v3 interface) are the README's."),
 (D2, "3. 问：机房有同学装 OpenCV 时报 \"No module named 'skbuild'\"，原因与处理？答：pip 版本低于 20.3，不认识 manylinux2014 wheel，转去源码构建，而旧 pip 又不理解 pyproject.toml 里的构建依赖，于是失败；把 pip 升到 20.3 以上即可。原因 4 分，处理 2 分。",
  "pip 版本低于 20.3", M, "pip-minimum-conflicts", "CC201",
  [(OC, 35, "19.3 is the minimum supported version"), (OC, 73, ">= 19.3"), (OC, 71, "No module named 'skbuild'")],
  "The answer key gives pip 20.3 as the minimum for the manylinux2014 wheels, while the lab-environment section "
  "(and the README's skbuild FAQ) give 19.3; one threshold, two values."),
 (D2, "4. 问：本学期实验 7 的 FLIF 动图读写需要额外安装哪个插件？答：imageio-flif；答出插件名 4 分，说明它不在 imageio 最小依赖内 2 分。",
  "本学期实验 7 的 FLIF 动图读写", M, "exam-asks-about-deleted-lab", "CC403",
  [(IM, 85, "imageio-flif")],
  "V2 of the revision record deleted lab 7 (FLIF via imageio-flif) on 2031-03-24 and the schedule shows its slot as"
  " a problem class; the final exam still asks about '本学期实验 7' and gives it 6 marks."),
 (D2, "5. 问：有同学说\"编译 OpenCV 要 5 分钟\"，另一位说\"要 2 个多小时\"，是否矛盾？答：不矛盾。README 说本地构建从 5 分钟到 2 小时以上不等、取决于硬件，8 核 Ryzen 7 3700X 约 6 分钟，树莓派这类慢系统可能要数小时。",
  "8 核 Ryzen 7 3700X 约 6 分钟", T, "build-times-different-hardware", "CC201",
  [(OC, 162, "5 minutes to over 2 hours"), (OC, 196, ("Ryzen 7 3700X", "about 6 minutes"))],
  "5 minutes, over 2 hours and about 6 minutes are build times on different hardware, as the README says; values "
  "under different conditions, not a conflict."),
 (D2, "   阅卷说明：imageio 可选依赖里 imageio-ffmpeg 与 pyav 的说明都写着\"for working with video files\"，它们是两个不同的视频后端，学生在扩展讨论中两者都列出不算重复。",
  "两者都列出不算重复", T, "two-video-backends-not-duplicate", "CC102",
  [(IM, 80, ("imageio-ffmpeg", "for working with video files")), (IM, 81, ("pyav", "for working with video files"))],
  "imageio-ffmpeg and pyav carry the same description in the README but are two different packages; listing both "
  "repeats nothing."),
 (D2, "- 得分率最低的是编程题，下学期在第 8 周后加一次编程练习课。",
  "得分率最低的是编程题", M, "lowest-rate-refuted-by-table", "CC103",
  [(PI, 2, "pypi.org/project/pillow/13.0.0/")],
  "The table right above gives 84 % (choice), 64 % (short answer) and 67 % (programming); the lowest rate is the "
  "short-answer section, and a practice class is planned on the wrong ranking. (Course figures.)"),
 # ---- draft 3 (English vendor security questionnaire response, upper-case section lines): ansible, paramiko, boto3, cryptography
 (D3, "Five components are in scope: ansible (the community package), ansible-core, paramiko, boto3, botocore and cryptography. Versions are in Appendix 1.",
  "Five components are in scope", M, "five-announced-six-listed", "CC101",
  [(AN, 23, "pulls in `ansible-core"), (PM, 41, "relies on `cryptography"), (BT, 2, "pypi.org/project/boto3/1.44.18/")],
  "'Five components' are announced and six are listed: ansible, ansible-core, paramiko, boto3, botocore and "
  "cryptography."),
 (D3, "No. They are two PyPI packages: ansible-core holds the runtime and the CLI tools (ansible, ansible-playbook), and the ansible community package pulls ansible-core in together with a curated set of collections. Both are tracked in the SBOM.",
  "They are two PyPI packages", T, "ansible-and-ansible-core-distinct", "CC205",
  [(AN, 20, "community package"), (AN, 24, "core runtime and CLI tools"), (AN, 26, "extra modules, plugins, and roles")],
  "ansible and ansible-core are two packages (community bundle vs core runtime and CLI), as the README explains; a "
  "legitimate similar name, not a variant spelling or a duplicate."),
 (D3, "Among other signals we look at community scrutiny. For example, Ansible has contributions from over 4,700 users according to the Authors section of its own README, and the project is sponsored by Red Hat.",
  "over 4,700 users", T, "figure-with-primary-source", "CC204",
  [(AN, 120, "over 4700 users"), (AN, 122, "is sponsored by")],
  "The figure is the Ansible README's own ('over 4700 users'), and the answer names that primary source."),
 (D3, "It differs by component: cryptography supports Python 3.9+, while boto3 ended support for Python 3.9 on 2026-04-29, so the effective floor of our stack is Python 3.10. Production runs Python 3.12.",
  "the effective floor of our stack is Python 3.10", T, "two-python-floors-two-packages", "CC201",
  [(CR, 20, "Python 3.9+"), (BT, 23, ("2026-04-29", "Python 3.9"))],
  "cryptography's floor (3.9+) and boto3's (3.9 dropped on 2026-04-29) are floors of two packages; the stack's "
  "floor is the higher one, 3.10. Two values for two things."),
 (D3, "As an example, boto3 ended support for Python 3.9 on 2026-04-29, 180 days after the Python Software Foundation's end of support for that runtime on 2025-10-31.",
  "180 days after", T, "day-count-right", "CC105",
  [(BT, 23, "2026-04-29"), (BT, 25, "2025-10-31")],
  "From 2025-10-31 to 2026-04-29 is 30 + 31 + 31 + 28 + 31 + 29 = 180 days; the arithmetic is right."),
 (D3, "Yes. In 2030 our median time-to-patch for critical findings was 4.1 calendar days, so we meet the requirement for every critical finding.",
  "median time-to-patch for critical findings was 4.1 calendar days", M, "median-calendar-vs-per-finding-business", "CC202",
  [(PM, 2, "pypi.org/project/paramiko/5.1.0/"), (CR, 2, "pypi.org/project/cryptography/50.0.2/")],
  "The requirement is per finding, in business days; a median in calendar days says nothing about every finding, "
  "yet it is offered as proof that 'every critical finding' met it. Different statistic and different day basis. "
  "(Team figures; the sources anchor the in-scope components.)"),
 (D3, "The last critical finding in that library was CVE-2030-28417, the X.509 name-constraints issue in cryptography, closed on Monday 9 December 2030.",
  "CVE-2030-28417, the X.509 name-constraints issue in cryptography", M, "one-cve-two-issues", "CC206",
  [(PM, 25, "implementation of the SSHv2 protocol"), (CR, 18, "cryptographic recipes")],
  "C.2 gives CVE-2030-28417 to a paramiko host-key verification bypass fixed on 6 November 2030; C.3 gives the same"
  " id to an X.509 issue in cryptography closed on 9 December 2030. One identifier for two different findings. "
  "(Invented ids; the sources anchor the two projects.)"),
 (D3, "All automation workers run boto3 1.44.21, the current release at the time of writing; botocore is upgraded in lockstep with it.",
  "boto3 1.44.21, the current release at the time of writing", M, "current-version-conflicts-with-sbom", "CC203",
  [(BT, 2, "pypi.org/project/boto3/1.44.18/")],
  "C.4 calls boto3 1.44.21 the current release, while Appendix 1 gives 1.44.18 as both running and latest on PyPI "
  "on 15 April 2031, the date the answers describe; two 'current' versions (the README is 1.44.18)."),
 (D3, "Once. For example, GHSA-7q4m-2c9x-vf3h and CVE-2031-10562 are the GitHub advisory and the CVE for the same paramiko issue, and our metrics count them as one finding.",
  "the same paramiko issue", T, "one-issue-two-ids", "CC206",
  [(PM, 2, "pypi.org/project/paramiko/5.1.0/")],
  "A GHSA id and a CVE id for one advisory are two identifiers for one work, counted once; not one identifier for "
  "two works. (Invented ids; the source anchors paramiko.)"),
 (D3, "Yes. Each bastion node sustains 12,000 concurrent Paramiko SSH sessions; the figure comes from a message in a community Discord channel and has not been load-tested by us. On that basis we run two bastion nodes and plan no added capacity for the bank.",
  "the figure comes from a message in a community Discord channel", M, "capacity-rests-on-discord-message", "CC204",
  [(PM, 25, "pure-Python"), (PM, 26, "client and server functionality")],
  "The 12,000 sessions per node rest on a Discord message, never load-tested, and the capacity answer (two nodes, "
  "no additions for 9,000 hosts) is built on it."),
 (D3, "Our 2030 response committed to retire all Python 3.9 automation hosts by 31 December 2030. This was completed on Thursday 12 December 2030 under change CHG-4471 and verified by the bank during its onsite review on Monday 20 January 2031.",
  "completed on Thursday 12 December 2030 under change CHG-4471", T, "prior-commitment-confirmed", "CC303",
  [(BT, 23, ("2026-04-29", "Python 3.9"))],
  "A promise due 31 December 2030 is reported done on 12 December with a change id and the bank's own verification;"
  " a past due date with its confirmation. (Team figures; the source anchors the Python 3.9 retirement.)"),
 (D3, "E.1 SOC 2 Type II report, period 1 April 2030 to 31 March 2031, issued by the auditor on Friday 11 April 2031 (attached as EV-03).",
  "issued by the auditor on Friday 11 April 2031", T, "evidence-dated-before-response", "CC304",
  [(AN, 2, "pypi.org/project/ansible/14.5.0/")],
  "The SOC 2 report is dated 11 April 2031, a week before the 18 April response, and its period ends 31 March 2031;"
  " citing it is possible. (Team evidence; the source anchors the in-scope stack.)"),
 (D3, "| D.1 RPO | 4 hours | 1 hour | 4 hours | v2: cross-region replication of the job store; v3: editorial only, no change in substance |",
  "v3: editorial only, no change in substance", M, "rpo-reverted-under-editorial-note", "CC402",
  [(BT, 2, "pypi.org/project/boto3/1.44.18/")],
  "The RPO goes 4 hours (v1) -> 1 hour (v2, with its reason) -> 4 hours (v3) under a note that calls v3 'editorial "
  "only, no change in substance'; D.1 now carries the v1 value. A value that returns to an earlier one without a "
  "real reason. (Team figures.)"),
 (D3, "| E.3 | bug-bounty statistics | bug-bounty statistics | removed | Removed in v3: the figures dated from 2029; no other answer refers to E.3 |",
  "no other answer refers to E.3", T, "removed-answer-not-cited", "CC403",
  [(AN, 2, "pypi.org/project/ansible/14.5.0/")],
  "E.3 is removed in v3 with a reason, section E jumps from E.2 to E.4, and no answer refers to E.3; a clean "
  "removal. (Team content.)"),
 # ---- draft 4 (mixed zh/en monthly SLA service report, numbered sections): django, flask, gunicorn, celery
 (D4, "- 本月 error budget 消耗最多的是 order-center（85%），4 月冻结其非紧急发布。",
  "本月 error budget 消耗最多的是 order-center（85%）", M, "budget-rank-ignores-async-row", "CC103",
  [(CE, 2, "pypi.org/project/celery/5.7.0/"), (GU, 2, "pypi.org/project/gunicorn/27.0.1/")],
  "The SLA table gives async-tasks 124 % budget consumption against order-center's 85 %, and §2 says the "
  "percentages are comparable across rows; order-center is not the top consumer, and the April release freeze is "
  "chosen on the wrong ranking. (Team figures.)"),
 (D4, "- /checkout 的 p99 延迟降低 2 倍（840 ms → 420 ms），达成 Q1 OKR\"p99 降低 2 倍以上\"。",
  "p99 延迟降低 2 倍（840 ms → 420 ms）", M, "halving-called-2x-reduction-meets-okr", "CC104",
  [(GU, 43, "sync, gthread, gevent, asgi")],
  "840 -> 420 ms is a halving; whether '降低 2 倍' and the OKR's '降低 2 倍以上' mean 'to 1/2' or 'to 1/3' is ambiguous, "
  "and the OKR is declared met on the first reading without saying so. (Team figures.)"),
 (D4, "| order-center | Django 6.1.3 + gunicorn 27.0.1 (gthread) | 可用性 99.9% | 38 | 99.95% | 85% |",
  "99.95%", M, "availability-miscomputed", "CC105",
  [(DJ, 2, "pypi.org/project/django/6.1.3/"), (GU, 2, "pypi.org/project/gunicorn/27.0.1/")],
  "1 - 38 / 44,640 = 99.915 %, not 99.95 %; the api-gateway row (13 min, 99.97 %) and the row's own 85 % budget (38"
  " / 44.64) add up. (Team figures.)"),
 (D4, "- 月度预算口径：99.9% × 44,640 分钟，允许不可用 44.64 分钟；99.5% 则为 223.2 分钟。",
  "允许不可用 44.64 分钟", T, "error-budget-right", "CC105",
  [(GU, 2, "pypi.org/project/gunicorn/27.0.1/")],
  "0.1 % of 44,640 minutes is 44.64 and 0.5 % is 223.2; the budget arithmetic is right. (Team figures.)"),
 (D4, "- async-tasks 的 SLO 是\"30 s 内开始执行的任务比例\"，budget 为 5% 的任务可超时，本月超时 6.2%；它与上面三行的分钟预算不是同一口径，分钟数不能与之相加，只有 budget 消耗百分比可以横向比较。",
  "分钟数不能与之相加", T, "different-slo-bases-kept-apart", "CC202",
  [(CE, 2, "pypi.org/project/celery/5.7.0/")],
  "The async-tasks SLO is a share of tasks, not minutes; the report keeps the two bases apart and compares only the"
  " budget percentages (6.2 / 5 = 124 %). A basis difference that is handled. (Team figures.)"),
 (D4, "- order-center 的 gunicorn workers：3/6 由 4 调到 8（CHG-0306），3/22 (Sat) 回滚到 4（CHG-0322，原因：每个 worker 常驻约 1.1 GB，8 个 worker 触发 Pod OOM）。",
  "3/22 (Sat) 回滚到 4", T, "worker-count-rollback-with-reason", "CC402",
  [(GU, 27, "--workers 4"), (GU, 44, "Graceful worker process management")],
  "The worker count goes 4 -> 8 -> 4 with two change ids and the rollback's reason (OOM at 1.1 GB per worker); a "
  "recorded rollback, not a flip-flop."),
 (D4, "- Celery：README 称 RabbitMQ 与 Redis 两种 transport \"feature complete\"；我们让 Redis 同时做 broker 和 result backend，Redis 同时出现在 README 的 Message Transports 和 Result Stores 两个列表里，是两种用途。",
  "是两种用途", T, "redis-in-two-lists", "CC102",
  [(CE, 149, "feature complete"), (CE, 224, ("RabbitMQ_, Redis_", "Amazon SQS")), (CE, 232, "AMQP, Redis")],
  "Redis appears in the README's Message Transports and Result Stores lists because it serves both roles; the "
  "report uses it for both, nothing is listed twice."),
 (D4, "- 容量模型沿用 Kingman 近似，多队列调度参考 arXiv:3107.00912v2，按 4 月流量预测，async-tasks 需要从 12 个 worker 加到 16 个。",
  "arXiv:3107.00912v2", M, "arxiv-id-after-report", "CC302",
  [(CE, 107, "multiple workers and brokers")],
  "3107 is July 2031, and a v2 of it even later; the report was issued on 2031-04-03, so the capacity model cannot "
  "rest on it. (Invented id; the source anchors Celery's multi-worker scaling.)"),
 (D4, "- Celery README 头部仍写着 \":Version: 5.6.3 (recovery)\"，PyPI 页面则是 5.7.0：是 README 没有同步，我们锁定的是 PyPI 上的 5.7.0。",
  "是 README 没有同步", T, "readme-header-version-stale", "CC203",
  [(CE, 8, ":Version: 5.6.3 (recovery)"), (CE, 2, "pypi.org/project/celery/5.7.0/")],
  "The Celery README's header says 5.6.3 (recovery) while its PyPI page is 5.7.0; the report names the mismatch and"
  " locks 5.7.0. One current version, a stale header noted."),
 (D4, "- Celery README 的 Framework Integration 表列了 7 个框架，其中 Django、Flask、FastAPI 3 个标注 \"not needed\"，我们用的 Django 与 Flask 都在其中，不需要额外集成包。",
  "Django、Flask、FastAPI 3 个标注 \"not needed\"", T, "integration-count-right", "CC101",
  [(CE, 258, ("`Django`_", "not needed")), (CE, 260, "`Pyramid`_"), (CE, 262, "`Pylons`_"), (CE, 264, ("`Flask`_", "not needed")), (CE, 266, "`web2py`_"), (CE, 268, "`Tornado`_"), (CE, 270, ("`FastAPI`_", "not needed"))],
  "The README's table has seven frameworks, and three of them (Django, Flask, FastAPI) are 'not needed'; both "
  "counts are right."),
 (D4, "| F1 | order-center 的 gunicorn worker 由 sync 切到 gthread | 2031-03-10 | 已完成：2031-03-05 (Wed)，CHG-0305 |",
  "已完成：2031-03-05 (Wed)，CHG-0305", T, "followup-delivered-before-due", "CC303",
  [(GU, 43, "sync, gthread, gevent, asgi")],
  "Promised for 2031-03-10, delivered on 2031-03-05 with a change id, and the SLA table shows order-center on "
  "gthread; a promise with its confirmation. (Team figures.)"),
 (D4, "| F2 | admin-console 接入统一告警平台（原话\"两周内完成\"） | 两周内 | 待确认 |",
  "两周内 | 待确认", M, "relative-deadline-passed-unconfirmed", "CC303",
  [(DJ, 2, "pypi.org/project/django/6.1.3/")],
  "The February report (2031-03-04) promised the alerting work '两周内', i.e. by 2031-03-18; the April 3 report still "
  "shows '待确认' and nothing else confirms it. A relative deadline that has passed without confirmation. (Team "
  "figures; the source anchors the Django admin-console.)"),
 (D4, "| order-center | 99.97% | 99.93% | 99.96% | 99.95% |",
  "99.96%", M, "published-value-changed-without-footnote", "CC401",
  [(DJ, 2, "pypi.org/project/django/6.1.3/")],
  "F3 quotes February's published order-center availability as 99.91 %; the trend table, which by its own rule "
  "carries published values and footnotes any correction, shows 99.96 % with no footnote. A silent revision. (Team "
  "figures.)"),
 (D4, "| api-gateway | 99.99% | 99.98%¹ | 99.97% | 99.97% |",
  "99.98%¹", T, "correction-footnoted", "CC401",
  [(FL, 2, "pypi.org/project/flask/3.1.3/")],
  "api-gateway's January value changes from the published 99.96 % to 99.98 %, and footnote 1 gives the old value "
  "and the reason (a planned maintenance window); a logged revision. (Team figures.)"),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
