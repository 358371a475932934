#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-ninth held-out set (drafts_heldout29).

Same schema as ../drafts_heldout28/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 28, so the ids are
unique within this set and the draft names (heldout29-0N-...) tell the sets apart. The
checks are ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on
exactly one line of its draft, the surface must be inside the anchor and not labelled twice, each rule
must look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects (6 + 8 per draft).

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-37/ (four per draft, none
shared). A source path that starts with "benchmarks/" is relative to the repository root (the parent of
this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout29-pending); any other path is relative to the shared directory (default /work/shared;
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
NR = "benchmarks/corpora/new-real/batch-37/"
BC = NR + "bcrypt.md"
PJ = NR + "pyjwt.md"
PN = NR + "pynacl.md"
BL = NR + "bleach.md"
J2 = NR + "jinja2.md"
CH = NR + "chameleon.md"
MD = NR + "markdown.md"
PD = NR + "pdoc.md"
CL = NR + "cleo.md"
DO = NR + "docopt.md"
FI = NR + "fire.md"
PL = NR + "plac.md"
AR = NR + "ansible-runner.md"
SA = NR + "salt.md"
PI = NR + "pyinfra.md"
CU = NR + "cookiecutter.md"

D1, D2, D3, D4 = ("heldout29-01-bcrypt-pyjwt-pynacl-bleach-peer-review-report.md",
                  "heldout29-02-jinja2-chameleon-markdown-pdoc-cab-change-request.md",
                  "heldout29-03-cleo-docopt-fire-plac-due-diligence-memo.md",
                  "heldout29-04-ansible-runner-salt-pyinfra-cookiecutter-prd.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (mixed zh/en peer-review report, 【一、】 headings): bcrypt, pyjwt, pynacl, bleach
 (D1, 'R1-1：第一轮我们要求补测 free-threaded Python 3.14，作者答复承诺随 2035-03-02（周五）提交的修订稿补上；修订稿按时提交，新增的 5.3 节已经给出结果，与 bcrypt 5.0.0（"Added support for Python 3.14 and free-threaded Python 3.14"）和 PyNaCl 1.6.0 起的 free-threaded 3.14 支持相符。',
  "修订稿按时提交，新增的 5.3 节已经给出结果", T, "free-threaded-promise-kept", "CC303",
  [(BC, 61, "free-threaded Python 3.14"), (PN, 112, "free-threaded Python 3.14")],
  "The authors promised the free-threaded Python 3.14 measurements with the revised manuscript of Friday "
  "2035-03-02; the same line confirms the revision came on that date with the new section 5.3, twelve days "
  "before the review (2035-03-14). A kept promise, not an overdue one. (Team facts; the sources anchor "
  "free-threaded 3.14 support in bcrypt 5.0.0 and PyNaCl 1.6.0.)"),
 (D1, 'R1-3：作者在答复信中承诺 2035-02-28 前把计时脚本和原始数据上传 Zenodo，修订稿脚注 3 仍指向占位页；待上传后请 artifact evaluation 委员会复核。',
  "承诺 2035-02-28 前把计时脚本和原始数据上传 Zenodo", M, "artifact-upload-promise-overdue", "CC303",
  [(BC, 2, "pypi.org/project/bcrypt/5.0.0/")],
  "The artifact upload was promised for 2035-02-28; the review is dated 2035-03-14, the footnote still points "
  "to a placeholder, and the reviewer writes as if the upload were still ahead ('待上传后') with no new date "
  "anywhere (the response table only says '日期见下文'). An overdue promise carried on unconfirmed. (Team facts; the"
  " source anchors the benchmarked bcrypt release.)"),
 (D1, '1. 表 2 的对照很有价值：同一条 100 字节口令在 bcrypt 4.3.0 下被静默截断为前 72 字节后照常哈希，在 5.0.0 下直接抛出 ValueError。两行并列，版本不同、行为不同，与 5.0.0 changelog 的说明一致（"now raises a ``ValueError``"，此前 "silently truncated"）。',
  "在 5.0.0 下直接抛出 ValueError", T, "truncate-vs-raise-by-version", "CC201",
  [(BC, 63, "longer than 72 bytes now raises a"), (BC, 64, "silently truncated")],
  "One 100-byte password, two outcomes: silently truncated to 72 bytes under bcrypt 4.3.0, ValueError under "
  "5.0.0. Different versions, and the 5.0.0 changelog documents exactly this change; not a value conflict."),
 (D1, '3. rounds 从 12 提到 14，单次耗时变为原来的 4 倍（248 ms → 991 ms，约 ×4.0），符合 work factor 以 2 为底取对数的设计；作者据此建议登录接口维持默认的 12，是合理的。',
  "单次耗时变为原来的 4 倍", T, "four-times-the-time-with-figures", "CC104",
  [(BC, 259, "defaults to 12"), (BC, 266, "bcrypt.gensalt(14)")],
  "'变为原来的 4 倍' is a plain multiple ('becomes 4 times'), not the ambiguous '提升 N 倍', and both figures are given:"
  " 991 / 248 = 4.0, as two more rounds of a log2 work factor should give. (Timing figures are the paper's; the"
  " sources anchor the default of 12 rounds and the 14-round example.)"),
 (D1, '4. 表 3 显示 bcrypt（rounds=12）中位 248 ms，比 PyNaCl argon2id 的 412 ms 耗时少 57%；这个差距不能直接解读为 bcrypt "更快更好"，因为两者的内存参数完全不同，建议作者加一段说明，并引用 bcrypt README 自己的提醒（"you should really use argon2id or scrypt"）。',
  "耗时少 57%", M, "time-saving-percentage-wrong", "CC105",
  [(BC, 15, "really use argon2id or scrypt")],
  "248 ms against 412 ms is (412 - 248) / 412 = 39.8 % less time; even read as a speed-up, 412 / 248 = 1.66 "
  "gives 66 %. '57%' matches neither, although both figures are in the table just above. (Paper figures; the "
  "source anchors the bcrypt README's own argon2id remark quoted on the line.)"),
 (D1, '6. 2.2 节介绍 PyNaCl 时说其 README 的 Features 一节列了四类功能：数字签名、对称（secret-key）加密、公钥加密、哈希与消息认证、基于口令的密钥派生与口令哈希。本文只测了其中的签名与口令哈希，建议在标题或摘要中收窄范围。',
  "列了四类功能", M, "pynacl-features-four-listed-five", "CC101",
  [(PN, 23, "Digital signatures"), (PN, 24, "Secret-key encryption"), (PN, 25, "Public-key encryption"), (PN, 26, "Hashing and message authentication"), (PN, 27, "Password based key derivation and password hashing")],
  "'四类功能' is followed by five items, which are the five bullets of the README's Features section. The count is "
  "wrong, the list right."),
 (D1, '7. 作者保留 PyNaCl 1.5.0（2022-01-07 发布，捆绑 libsodium 1.0.18-stable）作为历史基线，与当前测量用的 1.6.2 并列，表 4 表头已注明"历史基线"；这一设计有助于读者看到 libsodium 升级的影响，我不反对。',
  "PyNaCl 1.5.0", T, "old-pynacl-as-marked-baseline", "CC203",
  [(PN, 115, "1.5.0 (2022-01-07)"), (PN, 123, "1.0.18-stable"), (PN, 2, "pypi.org/project/pynacl/1.6.2/")],
  "PyNaCl 1.5.0 next to 1.6.2 is not a second 'current' version: the line and the paper's table header call it "
  "a historical baseline, with the release date and the libsodium it bundled, both as in the changelog."),
 (D1, '9. PyJWT 的命名请全文统一：PyPI 上的项目名是 PyJWT（README 的安装命令 `pip install PyJWT`），代码里 `import jwt`，文档站是 pyjwt.readthedocs.io。这三种写法指同一个库，不算拼写问题，但初次出现时说明一下更清楚。',
  "代码里 `import jwt`", T, "pyjwt-package-and-import-names", "CC205",
  [(PJ, 38, "pip install PyJWT"), (PJ, 46, "import jwt"), (PJ, 56, "pyjwt.readthedocs.io")],
  "PyJWT (project and pip name), jwt (import name) and pyjwt (docs host) are the library's own names, all in "
  "its README; the line says they denote one library. Known aliases, not misspellings."),
 (D1, '10. 第 4.2 节的 PyJTW 基准只测了 HS256（README 示例用的正是 `algorithm="HS256"`），RS256 / ES256 这类非对称算法在实际服务里更常见，建议至少补一组。',
  "PyJTW", M, "pyjwt-letters-transposed", "CC205",
  [(PJ, 38, "pip install PyJWT"), (PJ, 47, "algorithm=\"HS256\"")],
  "'PyJTW' for PyJWT (the last two letters swapped); the report spells it PyJWT everywhere else, including the "
  "section heading just above."),
 (D1, '11. bleach 6.4.0（June 5th, 2026）修了两个安全问题：GHSA-8rfp-98v4-mmr6（bug 2023812，sanitize_uri_value 放行夹带 Unicode 不可见字符的协议）与 GHSA-gj48-438w-jh9v（formaction 属性未做 URI 清洗）。',
  "修了两个安全问题", T, "two-bleach-security-fixes", "CC101",
  [(BL, 137, "GHSA-8rfp-98v4-mmr6"), (BL, 155, "GHSA-gj48-438w-jh9v")],
  "Two security fixes announced, two given, and they are the two entries under 'Security fixes' for 6.4.0 in "
  "the changelog, each with its advisory id and its subject as in the README."),
 (D1, '12. 表 3 的清洗部分：bleach 6.4.0 清洗 10 KB 文档中位 1.84 ms，比作者复测的 6.3.0（2.30 ms）少 20%；作者把这一差异归因于 6.4.0 放宽了 tinycss2 的版本上限，证据不足，请给出 profile。',
  "少 20%", T, "sanitiser-saving-right", "CC105",
  [(BL, 124, "Version 6.4.0"), (BL, 172, "Version 6.3.0"), (BL, 165, "tinycss2 pin")],
  "(2.30 - 1.84) / 2.30 = 0.20: 20 % less time is right. The reviewer doubts the explanation (the tinycss2 "
  "pin), not the arithmetic. (Paper figures; the sources anchor the two releases and the pin change.)"),
 (D1, '13. 作者的 XSS 用例只覆盖 href，未覆盖 GHSA-8rfp-98v4-mmr6 描述的 formaction 场景，建议补测。',
  "GHSA-8rfp-98v4-mmr6 描述的 formaction 场景", M, "advisory-id-given-to-other-fix", "CC206",
  [(BL, 137, "bug 2023812 / GHSA-8rfp-98v4-mmr6"), (BL, 155, "GHSA-gj48-438w-jh9v"), (BL, 157, "formaction attributes")],
  "GHSA-8rfp-98v4-mmr6 is the sanitize_uri_value / invisible-character issue (so given in comment 11); the "
  "formaction issue is GHSA-gj48-438w-jh9v. One advisory id given to two different fixes in the same report."),
 (D1, '- 第 1 节引用的作者本人预印本 arXiv:3413.02291 在双盲阶段应改为匿名引用，camera-ready 再恢复。',
  "arXiv:3413.02291", M, "arxiv-month-thirteen", "CC301",
  [(BC, 2, "pypi.org/project/bcrypt/5.0.0/")],
  "arXiv ids are YYMM.NNNNN with the month 01-12; 3413 would be month 13 of 2034. Malformed. (Invented id.)"),
 (D1, '[5] 相关测评：Password hashing under free-threaded CPython, arXiv:3411.04417v3（2034 年 11 月首发，第三版）',
  "arXiv:3411.04417v3", T, "arxiv-with-version-suffix-ok", "CC301",
  [(BC, 61, "free-threaded Python 3.14")],
  "3411.04417v3: month 11, five-digit number, version suffix v3, all within the scheme; November 2034 is before"
  " the review. Well formed. (Invented id; the source anchors the free-threaded topic.)"),
 # ---- draft 2 (mixed zh/en CAB change request form, upper-case headings): jinja2, chameleon, markdown, pdoc
 (D2, '- 受影响服务（5 个）：dev-portal、api-docs、legacy-cms、status-page、api-docs',
  "status-page、api-docs", M, "affected-service-listed-twice", "CC102",
  [(PD, 2, "pypi.org/project/pdoc/16.0.0/")],
  "api-docs appears twice in the list of affected services; the announced 5 is reached only by counting it "
  "twice (four distinct services). (Team facts; the source anchors pdoc, which builds api-docs.)"),
 (D2, '- 不在范围：归档站 archive-cms 仍跑 Python 3.6，只能停在 Chameleon 3.10.2（2022-12-16 发布；4.0.0 起不再支持 3.6），随 2035 年底下线，本次不动。',
  "Chameleon 3.10.2", T, "archive-site-pinned-old-chameleon", "CC203",
  [(CH, 226, "3.10.2 (2022-12-16)"), (CH, 211, "4.0.0 (2023-03-06)"), (CH, 214, "Drop support for Python 2.7, 3.5, 3.6.")],
  "Chameleon 3.10.2 next to the target 4.6.0 is an old version named as such: an out-of-scope site on Python "
  "3.6, which 4.0.0 dropped; date and reason as in the changelog."),
 (D2, '- 依赖清单变更：+pdoc==16.0.0，−pdoc3，Markdown 3.4.1 → 3.11.3，Jinja2 3.1.2 → 3.1.6，Chameleon 4.4.4 → 4.6.0',
  "−pdoc3", T, "pdoc-and-pdoc3-distinct", "CC102",
  [(PD, 75, "This project is not associated with \"pdoc3\"")],
  "pdoc and pdoc3 in one list look like a repeated item, but they are two unrelated projects (the pdoc README "
  "says so) and the list adds one and removes the other."),
 (D2, '子任务 S2：Chameleon 4.6.0 最低要求 Python 3.10，所以 legacy-cms 需要先把解释器从 3.9 升到 3.11，再换 Chameleon。',
  "Chameleon 4.6.0 最低要求 Python 3.10", M, "chameleon-python-floor-overstated", "CC201",
  [(CH, 16, "3.9+ and up"), (CH, 2, "pypi.org/project/chameleon/4.6.0/")],
  "Chameleon 4.6.0 runs on Python '3.9+ and up' (README, quoted in the form's own version matrix); S2 says 3.10"
  " and plans an interpreter upgrade on that basis. Same package, version and requirement, two values."),
 (D2, '容量说明：staging 上 Markdown 3.11.3 配合新的扩展配置后，单 worker 转换吞吐提升 2 倍；现在 6 个 worker 每个约 45 页/分钟，夜间峰值约 250 页/分钟，因此 docs-builder 从 6 个 worker 缩到 2 个。',
  "单 worker 转换吞吐提升 2 倍", M, "throughput-multiplier-decides-worker-count", "CC104",
  [(MD, 2, "pypi.org/project/markdown/3.11.3/")],
  "'提升 2 倍' read as x2 gives 2 x 90 = 180 pages/min, below the 250 peak; read as x3 it gives 2 x 135 = 270, "
  "enough. The cut from 6 workers to 2 holds only under one reading. (Team figures; the source anchors "
  "Python-Markdown.)"),
 (D2, '模板编译：Jinja2 模板首次渲染时即时编译并缓存，所以 staging 的冷启动首次渲染为 640 ms，热缓存下同一页面为 38 ms；SLO 按热缓存口径。',
  "热缓存下同一页面为 38 ms", T, "cold-and-warm-render-times", "CC201",
  [(J2, 20, "compiled to optimized Python code just-in-time")],
  "640 ms and 38 ms are the same page under two conditions, the first render (just-in-time compilation) and a "
  "warm cache, both named on the line. Not a conflict. (Team figures; the source anchors compile-and-cache.)"),
 (D2, '安全背景：服务方可以提交模板片段，沙箱逃逸是 RK1 之外的另一条风险线；参考了 arXiv:3505.11873（2035 年 5 月，Python 模板引擎沙箱逃逸测评）的用例清单。',
  "arXiv:3505.11873", T, "recent-arxiv-before-form", "CC302",
  [(J2, 16, "sandboxed environment")],
  "3505 is May 2035, before the form's v3 of 2035-06-22; well formed. Recent, not anachronistic. (Invented id; "
  "the source anchors Jinja's sandbox.)"),
 (D2, '- T1：staging 已用最新版 Jinja2 3.1.5 跑过全量渲染，12,406 个服务页快照与生产比对，差异 0。',
  "最新版 Jinja2 3.1.5", M, "two-latest-jinja2-versions", "CC203",
  [(J2, 2, "pypi.org/project/jinja2/3.1.6/")],
  "The version matrix, checked on PyPI on 2035-06-18, gives 3.1.6 as 'PyPI 最新' (the README's version); the test"
  " evidence of the same form calls 3.1.5 the latest. Two 'latest' versions of one package, and the staging run"
  " did not test the target version."),
 (D2, '- T2：legacy-cms 回归 214 个用例通过，其中包括 INC-2035-0588 那一页（连续 $ 符号）的专门用例。',
  "INC-2035-0588 那一页", T, "one-incident-id-one-page", "CC206",
  [(CH, 53, "more than two such symbols"), (CH, 55, "#422")],
  "INC-2035-0588 is cited twice (RK2's background and T2) for the same event, the page with consecutive $ "
  "signs; different wording, one incident. (Team facts; the sources anchor the 4.5.4 $-sign fix.)"),
 (D2, '- T4：staging 压测报告 perf/2035-06-21-render.md（昨天完成）：热缓存 p95 52 ms，无错误。',
  "perf/2035-06-21-render.md（昨天完成）", T, "report-from-day-before-form", "CC304",
  [(J2, 2, "pypi.org/project/jinja2/3.1.6/")],
  "The report is dated 2035-06-21, the day before v3 (2035-06-22), and v3's revision note says T4 was added. "
  "Recent, not future-dated. (Team facts.)"),
 (D2, '六步合计 240 分钟，正好是 21:00–01:00 的四小时窗口。',
  "六步合计 240 分钟", T, "window-steps-add-up", "CC105",
  [(J2, 2, "pypi.org/project/jinja2/3.1.6/"), (CH, 2, "pypi.org/project/chameleon/4.6.0/")],
  "20 + 40 + 60 + 30 + 30 + 60 = 240 minutes = 21:00-01:00; the start times in the table follow the same "
  "durations. Right. (Team facts.)"),
 (D2, '- 回退演练：做法与 CHG-2035-0619 相同，那次是 4 月的 Markdown 扩展变更，回退用时 18 分钟。',
  "做法与 CHG-2035-0619 相同", M, "change-id-reused-for-april-change", "CC206",
  [(MD, 2, "pypi.org/project/markdown/3.11.3/")],
  "CHG-2035-0619 is this change request (title line), yet the back-out section gives the same id to April's "
  "Markdown-extension change and its 18-minute rollback. One id, two changes. (Team facts.)"),
 (D2, '- 回退方案已经过 CAB-2035-26 会议纪要（2035-06-26）确认可行。',
  "CAB-2035-26 会议纪要（2035-06-26）", M, "cab-minutes-dated-after-form", "CC304",
  [(J2, 2, "pypi.org/project/jinja2/3.1.6/")],
  "The form is v3 of 2035-06-22 and the CAB meeting is on 2035-06-26 (header), yet the back-out plan rests on "
  "that meeting's minutes as already confirming it. A source dated after the document. (Team facts.)"),
 (D2, '| v3 | 2035-06-22（周五） | Lukas Brandt | FRZ-2035-Q3 修订版（06-20 发布）把冻结缩短为 06-25 至 06-28，窗口改回原定的 2035-06-30（周六）；补 T4 |',
  "窗口改回原定的 2035-06-30（周六）", T, "window-returned-with-reason", "CC402",
  [(CH, 2, "pypi.org/project/chameleon/4.6.0/")],
  "06-30 -> 07-07 -> 06-30, each move with its reason (the freeze notice, then its revision shortening the "
  "freeze to 06-25..06-28). A documented return, not a flip-flop. (Team facts.)"),
 # ---- draft 3 (English technical due-diligence memo, Markdown # headings): cleo, docopt, fire, plac
 (D3, 'Python Fire is published on PyPI as `fire` and developed in the google/python-fire repository; the lock file and the repository use those two names for the same library.',
  "google/python-fire", T, "fire-package-and-repo-names", "CC205",
  [(FI, 23, "pip install fire"), (FI, 4, "github.com/google/python-fire")],
  "Python Fire, fire (PyPI) and python-fire (repository) are the library's own names, all in its README; the "
  "line says so. Known aliases."),
 (D3, 'Cleo is the healthiest of the four: it lives in the python-poetry organisation and its README describes it as a way to "Create beautiful and testable command-line interfaces". `tess` uses Cleo\'s five verbosity levels (QUIET, NORMAL, VERBOSE, VERY_VERBOSE, DEBUG, mapped to `-q`, no flag, `-v`, `-vv` and `-vvv`) consistently across its 41 commands.',
  "five verbosity levels", T, "five-cleo-verbosity-levels", "CC101",
  [(CL, 156, "Verbosity.QUIET"), (CL, 157, "Verbosity.NORMAL"), (CL, 158, "Verbosity.VERBOSE"), (CL, 159, "Verbosity.VERY_VERBOSE"), (CL, 160, "Verbosity.DEBUG")],
  "Five announced, five named with five flags, matching the README's table (which has five rows although its "
  "own sentence on line 152 says 'four verbosity levels'). The memo's count is right."),
 (D3, 'docopt 0.6.2 is the last release. The claim that docopt "is tested with Python 2.5, 2.6, 2.7, 3.2, 3.3 and PyPy" is quoted from the project\'s own README for 0.6.2; none of those interpreters is still supported by CPython, and the installer runs on 3.12 only because the module is small and self-contained.',
  "quoted from the project's own README for 0.6.2", T, "python-list-from-primary-source", "CC204",
  [(DO, 98, "tested with Python 2.5, 2.6, 2.7, 3.2, 3.3 and PyPy")],
  "The interpreter list is quoted word for word from docopt's own README (a primary source), and said to be."),
 (D3, 'The README also advertises ports: docopt.rb, docopt.coffee, docopt.lua and docopt.php. The target does not use any of them.',
  "docopt.rb, docopt.coffee, docopt.lua and docopt.php", T, "four-port-repos-distinct", "CC102",
  [(DO, 410, "docopt.rb"), (DO, 411, "docopt.coffee"), (DO, 412, "docopt.lua"), (DO, 413, "docopt.php")],
  "Four near-identical repository names that differ only in the suffix, as in the README's ports list; no item "
  "repeats."),
 (D3, 'Defect history: the docopt installer logged 14 defects in 2034, against 0.9 defects per KLOC for the Cleo CLI, so the legacy installer is roughly fifteen times more defect-prone and should be replaced first.',
  "roughly fifteen times more defect-prone", M, "defects-per-year-vs-per-kloc", "CC202",
  [(DO, 2, "pypi.org/project/docopt/0.6.2/")],
  "14 defects in a year (absolute count) set against 0.9 defects per KLOC (density), then '15 times' (14 / "
  "0.9): two different bases, no code sizes given to reconcile them. (Target figures.)"),
 (D3, 'Management said in the second interview that the rewrite of `tess-install` from docotp to Cleo is "half done". We found a branch with 9 of 22 commands ported.',
  "docotp", M, "docopt-letters-transposed", "CC205",
  [(DO, 2, "pypi.org/project/docopt/0.6.2/"), (DO, 93, "pip install docopt==0.6.2")],
  "'docotp' for docopt (last two letters swapped); the memo spells it docopt everywhere else."),
 (D3, 'The docopt-based installer has the fastest start-up of the four (61 ms); start-up time is not a reason to keep it, but it should be a target for the Cleo rewrite.',
  "has the fastest start-up of the four (61 ms)", M, "fastest-claim-skips-plac", "CC103",
  [(DO, 2, "pypi.org/project/docopt/0.6.2/"), (PL, 2, "pypi.org/project/plac/1.4.7/")],
  "Lower is better, and the table just above gives plac's tess-scripts 58 ms against docopt's 61 ms. The "
  "fastest is plac, not docopt. (DD team figures.)"),
 (D3, 'The Fire-based admin tool is the heaviest of the four at 48 MB resident; it imports the whole service layer to build its command tree.',
  "the heaviest of the four at 48 MB", T, "heaviest-claim-right", "CC103",
  [(FI, 2, "pypi.org/project/fire/0.7.1/")],
  "RSS 31, 19, 48, 18 MB: Fire's 48 MB is the largest. Right. (DD team figures.)"),
 (D3, "For comparison, the pre-2033 argparse installer started in 240 ms on the same protocol (median of 50 cold `--help` runs, same laptop, Python 3.13), so moving to docopt did cut the installer's start-up by about three quarters.",
  "on the same protocol", T, "same-protocol-start-up", "CC202",
  [(DO, 2, "pypi.org/project/docopt/0.6.2/")],
  "240 ms and 61 ms are both medians of 50 cold '--help' runs on the same laptop and Python, as the line and "
  "section 3.5 say; one basis. (240 - 61) / 240 = 75 %, 'about three quarters'. (DD team figures.)"),
 (D3, "**RF2: Usage-mix figure without a source (F6).** Management states that about 60% of `tess` invocations come from CI pipelines, per a slide forwarded by the target's sales lead; the underlying survey was not provided, and we carried the 60% into the usage-based revenue forecast in Appendix B.",
  "per a slide forwarded by the target's sales lead", M, "forwarded-slide-feeds-forecast", "CC204",
  [(CL, 2, "pypi.org/project/cleo/2.1.0/")],
  "The 60 % rests on a forwarded slide whose survey was never provided, yet it goes into the revenue forecast "
  "(Appendix B lists 'Management' as its source). A figure with no primary source used for a decision. (Target "
  "facts; the source anchors the tess CLI's framework.)"),
 (D3, "**RF3: Whitepaper provenance.** Tessellate's technical whitepaper on the `tess` plugin architecture (first published March 2033) is cited in the data room as arXiv:2911.06218.",
  "arXiv:2911.06218", M, "arxiv-id-before-company-existed", "CC302",
  [(CL, 2, "pypi.org/project/cleo/2.1.0/")],
  "2911 is November 2029: before Tessellate was founded (2031, section 1) and before the whitepaper's stated "
  "first publication (March 2033). An id impossible for what it names. (Invented id.)"),
 (D3, 'Runtime CLI dependencies (four): cleo 2.1.0, docopt 0.6.2, fire 0.7.1, docopt 0.6.2.',
  "fire 0.7.1, docopt 0.6.2", M, "docopt-listed-twice-plac-missing", "CC102",
  [(CL, 2, "pypi.org/project/cleo/2.1.0/"), (DO, 2, "pypi.org/project/docopt/0.6.2/"), (FI, 2, "pypi.org/project/fire/0.7.1/"), (PL, 2, "pypi.org/project/plac/1.4.7/")],
  "docopt 0.6.2 is listed twice and plac 1.4.7 (in the table below and in section 1) not at all; 'four' is "
  "reached only by the repeat."),
 (D3, "| v2 | 2035-09-05 (Wed) | Appendix C (the target's plac benchmark scripts) removed at the target's request, appendices not renumbered; RF4 added |",
  "Appendix C (the target's plac benchmark scripts) removed", T, "removed-appendix-cited-nowhere", "CC403",
  [(PL, 2, "pypi.org/project/plac/1.4.7/")],
  "Appendix C is removed in v2 and the appendices keep their letters (A, B, D); nothing in v3 refers to "
  "Appendix C. A removal with nothing left pointing at it. (DD facts.)"),
 (D3, '- Background reading on CLI framework start-up costs: arXiv:3508.01977 (August 2035)',
  "arXiv:3508.01977", T, "recent-arxiv-before-memo", "CC302",
  [(CL, 2, "pypi.org/project/cleo/2.1.0/")],
  "3508 is August 2035, before the memo of 2035-09-12; well formed. Recent, not anachronistic. (Invented id.)"),
 # ---- draft 4 (Chinese PRD, 一、 / （一） headings): ansible-runner, salt, pyinfra, cookiecutter
 (D4, '- 基于 ansible-runner 的 playbook 执行；ansible-runner 的 README 写明它有三种用法：独立工具、容器镜像接口、可 import 的 Python 模块，本平台用第三种。',
  "三种用法", T, "three-ansible-runner-modes", "CC101",
  [(AR, 12, ("a standalone tool", "a container image interface", "a Python module that can be imported"))],
  "Three ways of use announced, three named, as in the README's sentence."),
 (D4, '（一）REQ-02：白名单共 4 个模板：cookiecutter-pypackage、cookiecutter-django、cookiecutter-pytest-plugin，以及我们自己的 yt-service-template。',
  "白名单共 4 个模板", T, "whitelist-growth-logged", "CC401",
  [(CU, 102, "cookiecutter-pypackage"), (CU, 103, "cookiecutter-django"), (CU, 104, "cookiecutter-pytest-plugin")],
  "The whitelist changed from 2 to 4 templates, and v1.2 logs the change with its reason; the four names are "
  "listed (three from the README's special templates plus the team's own). A logged revision with a right "
  "count."),
 (D4, '（三）REQ-07：单次批量执行主机上限 1,000 台，每批 50 台，批间自动校验健康检查。',
  "单次批量执行主机上限 1,000 台", M, "host-cap-changed-unlogged", "CC401",
  [(PI, 31, "execution over thousands of hosts")],
  "v1.2 logs REQ-07's cap as 500 hosts ('与 SRE 评审一致'); the body now says 1,000 and neither v1.3 nor v1.4 "
  "mentions a change. A value changed without a changelog entry. (Team facts; the source anchors pyinfra's "
  "scale claim.)"),
 (D4, '（四）REQ-06 的性能预期：试点组测得 pyinfra 批量执行比现有 ansible-runner 方案"快了 3 倍"，因此 500 台主机的变更窗口从 60 分钟压到 15 分钟。',
  "快了 3 倍", M, "three-times-faster-sizes-window", "CC104",
  [(PI, 11, "a lot faster")],
  "'快了 3 倍' read as x3 turns 60 min into 20, read as 'three times more' (x4) into 15. The 15-minute window "
  "holds only under the second reading. (Team figures; the source anchors pyinfra's speed claim.)"),
 (D4, '- AC-3（REQ-03）：cookiecutter-django 模板从提交到生成完成的耗时降到原来的四分之一（1.x 实测 48 秒，2.0 预发环境 12 秒）。',
  "降到原来的四分之一", T, "quarter-of-the-time-with-figures", "CC104",
  [(CU, 84, "pre-prompt, pre- and post-generate hooks"), (CU, 103, "cookiecutter-django")],
  "'降到原来的四分之一' is unambiguous and the figures are given: 48 s / 4 = 12 s. (Team figures.)"),
 (D4, '- AC-5（REQ-05）：未经审批的 Salt state.apply 请求一律拒绝；审批记录与 REQ-05 的执行记录一一对应。',
  "AC-5（REQ-05）", T, "one-requirement-id-one-requirement", "CC206",
  [(SA, 2, "pypi.org/project/salt/3008.5/")],
  "REQ-05 is described in the requirement table (test=True diff, then approval) and in AC-5 (unapproved "
  "requests refused, approvals matched to executions) in different words, but it is one requirement. (Team "
  "facts.)"),
 (D4, '- AC-9（REQ-09）：用户通过 `salt-cloud -p` 选择 profile 创建虚机时只填 VM 名，内存、CPU 等属性只能写在 profile 配置里。',
  "AC-9（REQ-09）", M, "acceptance-criterion-for-deleted-requirement", "CC403",
  [(SA, 35, "salt-cloud -p"), (SA, 37, "configuration, not as command-line arguments")],
  "v1.3 deleted REQ-09 (salt-cloud self-service VMs) and section 二 puts VM creation out of scope, but AC-9 "
  "still sets acceptance for REQ-09. A removed requirement still cited."),
 (D4, '| Salt（minion） | 3007.x | 旧版本，随 master 升级后分批升级，2.0 期间两版并存 |',
  "3007.x", T, "old-minion-version-marked", "CC203",
  [(SA, 2, "pypi.org/project/salt/3008.5/")],
  "3007.x is the minions' current version, named as old and to be upgraded after the master; 3008.5 is the "
  "master's target. Not two 'latest' versions. (Team facts.)"),
 (D4, '1. Salt master 升级：SRE（贺青）承诺 2036-01-11（周五）前把 master 升级到 3008.5，M2 的首次部署依赖此项。',
  "承诺 2036-01-11（周五）前", T, "salt-upgrade-promise-not-due", "CC303",
  [(SA, 2, "pypi.org/project/salt/3008.5/")],
  "Due 2036-01-11, seven weeks after the PRD's 2035-11-20. Not yet due. (Team facts.)"),
 (D4, '2. 社区健康度：Salt README 称有 3,000 多名贡献者，而 pyinfra 的 GitHub 每月活跃贡献者约 40 人，所以 Salt 社区的活跃度是 pyinfra 的 75 倍，长期应以 Salt 为主。',
  "是 pyinfra 的 75 倍", M, "all-time-vs-monthly-contributors", "CC202",
  [(SA, 145, "more than 3,000")],
  "Salt's 'more than 3,000' contributors is an all-time total (README); pyinfra's 40 is monthly active "
  "contributors. 3,000 / 40 = 75 compares a cumulative count with a monthly rate. (The 40 is a team figure.)"),
 (D4, '3. 执行频率对比：Salt 管理的 2,400 台与 pyinfra 试点的 300 台都按"每周每台主机执行次数"统计，分别为 6.1 次和 5.8 次，口径一致，可以直接比较。',
  "口径一致", T, "same-basis-runs-per-host", "CC202",
  [(SA, 2, "pypi.org/project/salt/3008.5/"), (PI, 2, "pypi.org/project/pyinfra/3.10.0/")],
  "Both figures are runs per host per week, fleets of different size normalised the same way, as the line says."
  " One basis. (Team figures.)"),
 (D4, '| v1.3 | 2035-11-05（周一） | Omar Haddad | 删除 REQ-09（salt-cloud 自助创建虚机），改由云平台团队提供；模板生成镜像回到 Python 3.12：3.14 上两个内部 post-generate hook 依赖的库尚未发布 3.14 wheel |',
  "模板生成镜像回到 Python 3.12", T, "python-returned-with-reason", "CC402",
  [(CU, 39, "Compatible with Python 3.10 to 3.14")],
  "3.12 (v1.0) -> 3.14 (v1.1, to try cookiecutter on 3.14) -> 3.12 (v1.3), each step with its reason (the "
  "hooks' libraries have no 3.14 wheels). A documented return; all three values are within cookiecutter's "
  "3.10-3.14."),
 (D4, '| v1.4 | 2035-11-20（周二） | 林知远 | M2 日期改为 2035-12-14；补充第九节风险 2–5 |',
  "M2 日期改为 2035-12-14", M, "milestone-date-back-without-reason", "CC402",
  [(SA, 2, "pypi.org/project/salt/3008.5/")],
  "M2 goes 2035-12-14 (v1.0) -> 2036-01-18 (v1.2, waiting for the Salt master upgrade) -> 2035-12-14 (v1.4) "
  "with no reason, while section 六 still says M2 depends on that upgrade and risk 1 dates it 2036-01-11, after "
  "the restored M2. (Team facts.)"),
 (D4, '- arXiv:3512.04417, Agentless configuration management at fleet scale',
  "arXiv:3512.04417", M, "arxiv-dated-after-prd", "CC302",
  [(PI, 35, "Agentless execution")],
  "3512 is December 2035, after the PRD's v1.4 of 2035-11-20, which already relies on the paper's conclusion "
  "(risk 5). An id dated after the document. (Invented id; the source anchors agentless execution.)"),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
