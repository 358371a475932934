#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-seventh held-out set (drafts_heldout27).

Same schema as ../drafts_heldout26/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 26, so the ids are
unique within this set and the draft names (heldout27-0N-...) tell the sets apart. The
checks are ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on
exactly one line of its draft, the surface must be inside the anchor and not labelled twice, each rule
must look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects (6 + 8 per draft).

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-35/ (four per draft, none
shared). A source path that starts with "benchmarks/" is relative to the repository root (the parent of
this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout27-pending); any other path is relative to the shared directory (default /work/shared;
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
NR = "benchmarks/corpora/new-real/batch-35/"
AL = NR + "altair.md"
BK = NR + "bokeh.md"
PL = NR + "plotly.md"
SB = NR + "seaborn.md"
AR = NR + "arch.md"
SM = NR + "statsmodels.md"
PR = NR + "prophet.md"
PM = NR + "pmdarima.md"
CV = NR + "cvxpy.md"
PU = NR + "pulp.md"
PY = NR + "pyomo.md"
NX = NR + "networkx.md"
PG = NR + "pygame.md"
KV = NR + "kivy.md"
TX = NR + "textual.md"
DA = NR + "dash.md"

D1, D2, D3, D4 = ("heldout27-01-altair-bokeh-plotly-seaborn-job-description-interview-scorecard.md",
                  "heldout27-02-arch-statsmodels-prophet-pmdarima-oncall-handover-log.md",
                  "heldout27-03-cvxpy-pulp-pyomo-networkx-statement-of-work.md",
                  "heldout27-04-pygame-kivy-textual-dash-oss-quarterly-contribution-report.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese job description + interview scorecard, 一、 / （一） headings): altair, bokeh, plotly, seaborn
 (D1, "5. HC 来源：2032 年 Q4 新增 1 个 HC。申请于 9 月 13 日（周一）提交，人力承诺 9 月底前批复；9 月 28 日（周二）已批复，审批单号 HC-2032-0931。",
  "9 月 28 日（周二）已批复", T, "headcount-approval-delivered", "CC303",
  [(AL, 2, "pypi.org/project/altair/6.3.0/")],
  "HR promised approval of the headcount by the end of September; the same line records the approval on "
  "2032-09-28 with an approval number, before the JD went out on 09-29. A past due date with its confirmation. "
  "(Team facts; the source anchors the Vega-Altair role.)"),
 (D1, "2. 熟练掌握 Python，并掌握以下三个库中的至少两个：Vega-Altair、Bokeh、plotly、seaborn；",
  "以下三个库", M, "three-libraries-four-named", "CC101",
  [(AL, 11, "is a declarative statistical visualization library"), (BK, 11, ("bokeh.org", "interactive")),
   (PL, 57, "is an interactive, open-source"), (SB, 17, "Seaborn is a Python visualization library")],
  "'以下三个库' announces three libraries and four follow: Vega-Altair, Bokeh, plotly and seaborn (the team's "
  "four, each with its README). The requirement 'at least two of three' is therefore unclear as well."),
 (D1, "3. 熟练使用 plotly 6.x（目前最新的大版本）及 kaleido 静态导出；",
  "plotly 6.x（目前最新的大版本）", M, "stale-major-called-latest", "CC203",
  [(PL, 2, "pypi.org/project/plotly/7.1.0/"), (PL, 113, "version 1.0 or greater")],
  "The JD calls plotly 6.x the current major version, while its own version table (section 五, PyPI latest on "
  "2032-09-27, two days before publication) locks plotly 7.1.0, the README's version. Two different 'latest' "
  "versions of one package at the same date."),
 (D1, "- Vega-Altair 和 Altair Engineering, Inc. 没有任何关系（README 写明 \"not affiliated\"），简历里\"熟悉 Altair 仿真平台\"不算可视化经验。",
  "Altair Engineering, Inc.", T, "unrelated-company-named-as-such", "CC205",
  [(AL, 19, "not affiliated with Altair Engineering, Inc.")],
  "Altair Engineering, Inc. is a different company that the Vega-Altair README itself names as unaffiliated; the "
  "JD names it to tell the two apart. Not a variant spelling of Vega-Altair."),
 (D1, "- 四项权重合计 30 + 25 + 25 + 20 = 100（%）。",
  "30 + 25 + 25 + 20 = 100", T, "weights-sum-right", "CC105",
  [(AL, 2, "pypi.org/project/altair/6.3.0/")],
  "30 + 25 + 25 + 20 = 100; the four weights of the scoring table add up. (Team figures.)"),
 (D1, "- 一面原本按 10 分制打分，汇总时统一乘以 10 换算为百分制后再参与加权；二面直接按百分制打分。",
  "统一乘以 10 换算为百分制", T, "scales-converted-before-weighting", "CC202",
  [(BK, 2, "pypi.org/project/bokeh/3.10.2/")],
  "First-round scores on a 10-point scale are multiplied by 10 before weighting, so all four dimensions are on the "
  "same 100-point basis; the basis difference is stated and removed. (Team figures.)"),
 (D1, "| B | 82 | 86 | 78 | 80 | 79.6 |",
  "79.6", M, "weighted-total-miscomputed", "CC105",
  [(SB, 2, "pypi.org/project/seaborn/0.13.2/")],
  "82 x 0.30 + 86 x 0.25 + 78 x 0.25 + 80 x 0.20 = 24.6 + 21.5 + 19.5 + 16.0 = 81.6, not 79.6; the other three "
  "rows (82.4, 84.4, 76.4) follow the stated formula. (Team figures.)"),
 (D1, "- 技术基础一项四人中最高（88 分），对 Vega-Lite 的 selection 与 transform 讲得很透，能说出声明式交互和回调式交互各自的代价。",
  "技术基础一项四人中最高（88 分）", T, "top-technical-score-right", "CC103",
  [(AL, 50, "declarative grammar of not just visualization, but _interaction_")],
  "A's 88 is the highest technical score in the table (82, 76, 80 for B, C, D); the rank claim holds."),
 (D1, "- 实操首屏渲染 0.8 s，明显快于 C 的 2.4 s，性能意识比 C 强，编码实操这一项因此多给了分。",
  "明显快于 C 的 2.4 s", M, "render-times-on-different-data-sizes", "CC202",
  [(AL, 59, "brush = alt.selection_interval()"), (AL, 73, "transform_filter(")],
  "A drew task 甲 with 100,000 points and C task 乙 with 1,000,000 points (section 九 says the two tasks differ "
  "only in data size); 0.8 s and 2.4 s were measured under different conditions, yet A is credited as faster and "
  "scored up for it."),
 (D1, "- 作品集里的交互看板是研究生阶段（2022 年初）用 Bokeh 2.4 做的，当时 2.4 就是 Bokeh 的最新版本，作品本身不因版本旧扣分；入职后按 3.10.2 的 API 要求。",
  "当时 2.4 就是 Bokeh 的最新版本", T, "old-version-latest-at-stated-date", "CC203",
  [(BK, 2, "pypi.org/project/bokeh/3.10.2/")],
  "Bokeh 2.4 is called the latest as of early 2022, a date stated in the same sentence, and the current 3.10.2 is "
  "named beside it; a version that was latest at an earlier date, not a second current version."),
 (D1, "1. 按加权总分排序：A、C、B、D。建议向 A 发 offer，C 作为备选。",
  "按加权总分排序：A、C、B、D", M, "ranking-contradicts-totals", "CC103",
  [(AL, 2, "pypi.org/project/altair/6.3.0/")],
  "The scorecard gives C 84.4 and A 82.4 (B 79.6 as printed, D 76.4); by weighted total C is first, so 'A、C、B、D' "
  "is not the order of the totals it cites, and the offer goes to the second-placed candidate. (Team figures.)"),
 (D1, "    注：JOSS 用文章编号充当页码，所以 DOI 尾号 01057 与页码 1057 一样，这不是重复登记。",
  "DOI 尾号 01057 与页码 1057 一样", T, "article-number-as-page", "CC206",
  [(AL, 133, "doi = {10.21105/joss.01057}"), (AL, 139, "pages = {1057}")],
  "In the README's BibTeX the JOSS DOI ends in 01057 and the pages field is 1057: JOSS uses the article number as "
  "the page. One work, one number in two fields."),
 (D1, "    注：DOI 里的 2016 是论文在 2016 年会议录用时注册的年份，2017 是刊出的卷期年份，两个年份说的是两件事。",
  "两个年份说的是两件事", T, "doi-year-vs-volume-year", "CC201",
  [(AL, 146, "10.1109/TVCG.2016.2599030"), (AL, 153, "year={2017}")],
  "The Vega-Lite paper's DOI carries 2016 and the README's BibTeX gives year 2017; the note explains that one is the "
  "registration year and the other the volume year. Two values for two things."),
 (D1, "[3] Waskom M. seaborn: statistical data visualization. Journal of Open Source Software, 2021. doi:10.21105/joss.01057",
  "doi:10.21105/joss.01057", M, "seaborn-given-altair-doi", "CC206",
  [(SB, 13, "10.21105/joss.03021"), (SB, 57, "joss.03021"), (AL, 133, "joss.01057")],
  "The seaborn paper is given 10.21105/joss.01057, the DOI of the Altair paper cited as [1] two lines above; the "
  "seaborn README gives 10.21105/joss.03021. One identifier for two different works."),
 # ---- draft 2 (mixed zh/en on-call handover log, upper-case shift lines): arch, statsmodels, prophet, pmdarima
 (D2, "- 新人 Q&A：conda 环境里 arch 的包名写的是 arch-py，不是笔误——conda-forge 上就叫 arch-py，pip 上叫 arch，是同一个库。",
  "conda-forge 上就叫 arch-py", T, "conda-name-not-a-typo", "CC205",
  [(AR, 262, "The conda-forge name is `arch-py`"), (AR, 259, "conda install arch-py")],
  "arch-py is the conda-forge name of arch, as the README notes; a known alias, not a misspelling."),
 (D2, "- legacy-risk 仓库里还剩 3 个 Python 2.7 脚本，只能停在 arch 4.8，那是最后一个支持 Python 2.7 的版本；它和平台的 8.0.0 是两套独立环境，legacy-risk 计划 12 月下线。",
  "只能停在 arch 4.8", T, "last-py27-version-named-as-such", "CC203",
  [(AR, 33, "Version 4.8 is the final version that supported Python 2.7"), (AR, 2, "pypi.org/project/arch/8.0.0/")],
  "arch 4.8 is named as the last release for Python 2.7 (the README's words) and kept apart from the platform's "
  "8.0.0; an old version for another condition, not a second current version."),
 (D2, "- CO-10 CLOSED：statsmodels 0.15.0 已于 Tue 11-16 14:00 全量（CHG-47-02），早于 Wed 11-17 的承诺；SARIMAX 回归测试 run #412 通过。",
  "早于 Wed 11-17 的承诺", T, "upgrade-promise-closed-with-change", "CC303",
  [(SM, 2, "pypi.org/project/statsmodels/0.15.0/")],
  "The statsmodels 0.15.0 upgrade promised for Wed 11-17 is closed on Tue 11-16 with a change id and a passing "
  "regression run; a promise with its confirmation."),
 (D2, "- 切到 numba 后 vol-service worker 的常驻内存增加了 2 倍，所以 pod memory limit 从 2 GiB 调到 4 GiB，随 CHG-47-03 一起生效。",
  "常驻内存增加了 2 倍", M, "increase-2x-sizes-limit", "CC104",
  [(AR, 214, "Numba (0.49+) will be used if available"), (AR, 235, "`numba` is strongly recommended")],
  "'增加了 2 倍' reads either as 'to twice' or as 'by twice (to three times)'; the new limit (2 -> 4 GiB) is sized on "
  "the first reading only, and under the second it would not hold the workers. No measured figures are given. "
  "(Team figures; the sources anchor the numba switch.)"),
 (D2, "- 热启动效果：全量 2,400 条序列的 GARCH 拟合从 16 min 降到 4 min，耗时降到原来的四分之一。",
  "耗时降到原来的四分之一", T, "unambiguous-quarter", "CC104",
  [(AR, 70, "GARCH")],
  "16 min to 4 min is 'down to one quarter', a phrasing with one reading, and it matches the figures. (Team "
  "figures.)"),
 (D2, "- 新人学习材料：arch 作者 Kevin Shepard 的个人网站上有 ARCH/GARCH 的讲义和研究笔记，建议先读再看我们的 vol-service 代码。",
  "Kevin Shepard", M, "author-name-misspelt", "CC205",
  [(AR, 46, "Kevin Sheppard's site")],
  "The arch author is Kevin Sheppard (the README links 'Kevin Sheppard's site' for notes and research); "
  "'Shepard' is a near-miss of his name."),
 (D2, "- arch 的单位根检验一共 6 种：ADF、DF-GLS、Phillips-Perron、KPSS、Zivot-Andrews、Variance Ratio；平台目前只用到 ADF 和 KPSS。",
  "arch 的单位根检验一共 6 种", T, "six-unit-root-tests-right", "CC101",
  [(AR, 98, "Augmented Dickey-Fuller"), (AR, 99, "Dickey-Fuller GLS"), (AR, 100, "Phillips-Perron"), (AR, 101, "KPSS"),
   (AR, 102, "Zivot-Andrews"), (AR, 103, "Variance Ratio tests")],
  "Six tests announced, six named, the README's six unit-root tests."),
 (D2, "- 值班空档读到一篇讲 GARCH 参数热启动的新论文 arXiv:3212.04719，思路和 CHG-47-04 一致，文中还给了收敛失败率的对比，下周组会可以过一下。",
  "arXiv:3212.04719", M, "arxiv-id-after-log-date", "CC302",
  [(AR, 70, "GARCH")],
  "3212 is December 2032; the entry is from the night of 2032-11-17 and the log was exported on 2032-11-19, so the "
  "paper cannot have been read then. (Invented id; the source anchors GARCH.)"),
 (D2, "- Jun 的 GARCH 复盘笔记在 inbox/jun/2032-11-18-garch-refit-notes.md，里面有 CHG-47-04/05 前后的收敛率和耗时对比。",
  "inbox/jun/2032-11-18-garch-refit-notes.md", T, "note-dated-before-log", "CC304",
  [(AR, 70, "GARCH")],
  "The note is dated 2032-11-18, cited in the shift of that day and in a log exported on 11-19; a source dated "
  "before the document. (Team source.)"),
 (D2, "- 另一篇可以对照的文章 arXiv:3210.11386（2032 年 10 月提交），讲 Model Confidence Set 在大规模预测模型选择中的用法。",
  "arXiv:3210.11386（2032 年 10 月提交）", T, "recent-id-before-log", "CC302",
  [(AR, 174, "Model Confidence Set (MCS)")],
  "3210 is October 2032, stated as such, before the November 2032 log; a well-formed recent id. (Invented "
  "reference; the source anchors the MCS.)"),
 (D2, "- prophet 调休日的处理方式参考 inbox/priya/2032-11-22-prophet-holiday-drift.md 的分析：调休上班日单独建一类 holiday，lower_window=-2。",
  "inbox/priya/2032-11-22-prophet-holiday-drift.md", M, "note-dated-after-export", "CC304",
  [(PR, 6, "plus holiday effects")],
  "The cited note is dated 2032-11-22 by the log's own naming rule (file names start with the date), three days "
  "after the log was exported on 2032-11-19; a source dated after the document citing it."),
 (D2, "1. 告警：平台统计本周合计 23 条（Mon 5 / Tue 7 / Wed 4 / Thu 3 / Fri 4），各班 ALERTS 里记了其中需要关注的 9 条。",
  "合计 23 条（Mon 5 / Tue 7 / Wed 4 / Thu 3 / Fri 4）", T, "alert-total-right", "CC105",
  [(SM, 2, "pypi.org/project/statsmodels/0.15.0/")],
  "5 + 7 + 4 + 3 + 4 = 23; the daily counts add up to the weekly total, and the 9 alerts written into the shifts "
  "are a subset. (Team figures.)"),
 (D2, "5. 回测：run #418 的 SARIMAX 整体 MAPE 为 9.1%，仍作为三种模型的基线；prophet 的节假日偏差等 CO-11 上线后复测。",
  "run #418 的 SARIMAX 整体 MAPE 为 9.1%", M, "same-run-two-mapes", "CC201",
  [(SM, 67, "Seasonal ARIMA and ARIMAX models")],
  "The Tue-night shift records run #418 (same series, window and horizon) with SARIMAX MAPE 7.3 %; the weekly "
  "summary gives 9.1 % for the same run. One run, two values. (Team figures; the source anchors SARIMAX.)"),
 (D2, "| CO-12 | pmdarima pickle FutureWarning | Priya | 等上游 pmdarima 2.1.2（维护者说 10 月底发布） | OPEN，继续等待，不自己打补丁 |",
  "等上游 pmdarima 2.1.2（维护者说 10 月底发布）", M, "upstream-release-promise-overdue", "CC303",
  [(PM, 2, "pypi.org/project/pmdarima/2.1.1/")],
  "The plan rests on the maintainer's promise of pmdarima 2.1.2 'by the end of October'; on 2032-11-19 the promise "
  "is three weeks overdue, nothing in the log confirms a release (the baseline and the README are still 2.1.1), "
  "and the handover keeps waiting on it."),
 # ---- draft 3 (English statement of work, numbered upper-case sections): cvxpy, pulp, pyomo, networkx
 (D3, "2.3 The legacy planning scripts date from 2014. They import coopr.pyomo: Coopr is the name under which Pyomo was formerly released, so these scripts are early Pyomo code, not a separate library, and they will be ported rather than replaced.",
  "Coopr is the name under which Pyomo was formerly released", T, "former-name-not-a-variant", "CC205",
  [(PY, 42, "formerly released as the Coopr software library")],
  "Coopr is Pyomo's former name, as its README says; a known earlier name, not a near-miss spelling of another "
  "library."),
 (D3, "4.1 The Supplier will provide seven deliverables (D1–D7), listed below with their due dates.",
  "seven deliverables (D1–D7)", M, "seven-announced-eight-listed", "CC101",
  [(PY, 2, "pypi.org/project/pyomo/6.10.1/"), (PU, 2, "pypi.org/project/pulp/4.2.0/"), (NX, 2, "pypi.org/project/networkx/3.7/"), (CV, 2, "pypi.org/project/cvxpy/1.9.3/")],
  "Seven deliverables are announced and the table lists eight (D1-D8); D8 was added in Revision C and the count "
  "was not updated. (Team content; the sources anchor the four model deliverables.)"),
 (D3, "5.1 Runtime: CPython 3.11, as shipped in the Client's standard image SI-2033.1.",
  "CPython 3.11", M, "python-baseline-reverted", "CC402",
  [(PU, 52, "PuLP requires Python 3.12 or newer."), (PU, 190, "3.12 or newer")],
  "Rev A had Python 3.11, Rev B raised it to 3.12 because PuLP 4.x needs 3.12 or newer, and Rev C returns to 3.11 "
  "under 'aligned with the Client's standard image'. The value flips back although the reason for the change "
  "still holds (PuLP 4.2.0 is pinned in 5.2)."),
 (D3, "5.3 Solvers are open-source only (Rev C). PuLP is installed with the open_py extra, which brings the four open-source solvers SCIP, HiGHS, CBC and GLPK.",
  "the four open-source solvers SCIP, HiGHS, CBC and GLPK", T, "open-py-four-solvers", "CC101",
  [(PU, 83, "(scip, highs, cbc, glpk)"), (PU, 84, "pulp[open_py]")],
  "Four solvers announced, four named, the README's open_py shortcut."),
 (D3, "6.1 Each model in D2, D3 and D5 must reach a relative optimality gap of at most 0.8 % on every instance of the acceptance set.",
  "at most 0.8 %", M, "acceptance-gap-changed-silently", "CC401",
  [(PY, 18, "Mixed-integer linear programming"), (PU, 2, "pypi.org/project/pulp/4.2.0/")],
  "The document control table records the gap going from 1.0 % to 0.5 % in Rev B; Section 6.1 of Rev C says "
  "0.8 %, and the Rev C entry does not mention the gap. A changed acceptance value with no change-log note. "
  "(Team figures.)"),
 (D3, "6.2 Maximum solve time per instance: 600 s on the reference machine (16 vCPU, 64 GB RAM, see A3).",
  "600 s", T, "solve-time-change-logged", "CC401",
  [(PU, 2, "pypi.org/project/pulp/4.2.0/")],
  "The limit changed from 300 s to 600 s in Rev B and the document control table says so, with a reason; a logged "
  "revision. (Team figures.)"),
 (D3, "6.3 Smoke test for the PuLP installation: the README example with 0 <= x <= 3 and x + y <= 2 must return value(x) = 2.0; x stays below its upper bound of 3 because the constraint x + y <= 2 binds, so 2.0 is the expected value and not a bound violation.",
  "must return value(x) = 2.0", T, "bound-and-optimum-differ", "CC201",
  [(PU, 91, "0 ≤ x ≤ 3"), (PU, 103, "prob += x + y <= 2"), (PU, 139, "> 2.0")],
  "3 is x's upper bound and 2.0 its optimal value in the README example (x + y <= 2 binds); two values for two "
  "things, not a conflict."),
 (D3, "6.4 Smoke test for the network service: the README's four-edge graph must return the path A-B-D with total weight 4 + 2 = 6, shorter than A-C-D with 3 + 4 = 7.",
  "total weight 4 + 2 = 6", T, "path-weights-right", "CC105",
  [(NX, 52, "weight=4"), (NX, 53, "weight=2"), (NX, 54, "weight=3"), (NX, 55, "weight=4"), (NX, 57, "['A', 'B', 'D']")],
  "A-B-D weighs 4 + 2 = 6 and A-C-D 3 + 4 = 7 in the README graph, so A-B-D is the shortest path the README prints; "
  "the arithmetic is right."),
 (D3, "6.6 The weekly planning run (D3 and D4 together) must fit the Client's 30-minute batch window. The fixed fee assumes that HiGHS solves the Client's 40,000-variable weekly instance in under 90 s; this figure comes from an unattributed slide shown in a third-party webinar and has not been reproduced by either party.",
  "this figure comes from an unattributed slide shown in a third-party webinar", M, "fee-rests-on-webinar-slide", "CC204",
  [(PU, 75, "pulp[highs]"), (CV, 66, "HiGHS")],
  "The fixed fee rests on a solve time from an unattributed slide in a third-party webinar, never reproduced; a "
  "number with no primary source used as a pricing assumption. (Team figures; the sources anchor HiGHS.)"),
 (D3, "| M3 | D3 and D4 accepted | 25 % | 132,000 |",
  "132,000", M, "milestone-amount-miscomputed", "CC105",
  [(PU, 2, "pypi.org/project/pulp/4.2.0/"), (NX, 2, "pypi.org/project/networkx/3.7/")],
  "25 % of EUR 480,000 is 120,000 (as in the M4 row); with 132,000 the amounts add up to 492,000, not the stated "
  "total of 480,000. (Team figures; the sources anchor D3 and D4.)"),
 (D3, "7.3 The fixed fee assumes the Client-provided Gurobi licence (Assumption A4) for the largest strategic instances; without it the Supplier's effort estimate for D2 does not hold.",
  "the Client-provided Gurobi licence (Assumption A4)", M, "fee-cites-removed-assumption", "CC403",
  [(PU, 16, "GUROBI_"), (PU, 71, "pulp[gurobi]")],
  "Assumption A4 (Client-provided Gurobi licence) was removed in Rev C, and Section 8 shows it as removed; the "
  "payment section still rests the fixed fee on it."),
 (D3, "A1 The Client provides 24 months of historical order and route data by 31 January 2033. Status: received on Friday 28 January 2033 (transfer ticket NW-DT-0412); the Supplier confirmed completeness on Tuesday 1 February 2033.",
  "received on Friday 28 January 2033 (transfer ticket NW-DT-0412)", T, "data-delivery-confirmed", "CC303",
  [(NX, 2, "pypi.org/project/networkx/3.7/")],
  "The data promised for 31 January 2033 was received on 28 January with a transfer ticket and a completeness "
  "check; a past due date with its confirmation. (Team facts.)"),
 (D3, "[2] Diamond S., Boyd S. CVXPY: A Python-Embedded Modeling Language for Convex Optimization. Journal of Machine Learning Research 17(83), 2016. arXiv:1603.00943.",
  "arXiv:1603.00943", T, "valid-2016-id", "CC301",
  [(CV, 161, "cite our papers")],
  "1603.00943 is a March 2016 id with five digits after the dot, the scheme in use since 2015; well formed. "
  "(External reference; the README points to the papers without ids.)"),
 (D3, "[3] Pyomo — Optimization Modeling in Python. Springer. DOI 10.1007/978-3-030-68928-5; the Springer DOI is built from the book's ISBN 978-3-030-68928-5, so the two identifiers name the same book.",
  "the two identifiers name the same book", T, "doi-embeds-isbn", "CC206",
  [(PY, 69, "10.1007/978-3-030-68928-5")],
  "The DOI 10.1007/978-3-030-68928-5 (the README's link) and the ISBN 978-3-030-68928-5 are two identifiers of one "
  "book; the same digits appear in both by Springer's convention, not one id for two works."),
 # ---- draft 4 (Chinese quarterly open-source contribution report, 【…】 headings): pygame, kivy, textual, dash
 (D4, "- 首次 review 响应最快的是 dash（中位 1.5 天），其次是 kivy，pygame 最慢。",
  "首次 review 响应最快的是 dash（中位 1.5 天）", M, "fastest-response-refuted-by-table", "CC103",
  [(DA, 2, "pypi.org/project/dash/4.4.1/"), (TX, 2, "pypi.org/project/textual/8.2.8/")],
  "The table gives median first-review times of 3.2 (pygame), 2.6 (kivy), 0.8 (textual) and 1.5 (dash) days; "
  "textual is fastest and dash second, not kivy. (Team figures.)"),
 (D4, "- pygame 的 README 里 commits-since 徽章是以 2.1.2 为基线统计提交数的，不代表当前版本；季末 PyPI 上的 pygame 是 2.6.1，我们内部也锁 2.6.1。",
  "以 2.1.2 为基线统计提交数的", T, "badge-baseline-not-current", "CC203",
  [(PG, 258, "commits-since/pygame/pygame/2.1.2"), (PG, 2, "pypi.org/project/pygame/2.6.1/")],
  "2.1.2 in pygame's README is the baseline of a commits-since badge; the report says so and locks 2.6.1, the PyPI "
  "version. One current version."),
 (D4, "6. textual#6231　修复 DataTable 大数据量下滚动卡顿（陈曦）",
  "textual#6231", M, "same-pr-listed-twice", "CC102",
  [(TX, 70, "data tables")],
  "Item 6 is item 3 (textual#6231, DataTable virtual scrolling for large data, 陈曦) in other words; the list of "
  "'6' key PRs holds five distinct ones. (Team content; the source anchors Textual's data tables.)"),
 (D4, "- 本组参与 pygame 贡献的人数：2032 Q3 为 5 人，Q4 为 7 人，本季度又回到 5 人——Q4 多出的两位是寒假实习生，1 月底实习结束。",
  "本季度又回到 5 人", T, "headcount-returns-with-reason", "CC402",
  [(PG, 2, "pypi.org/project/pygame/2.6.1/")],
  "5 -> 7 -> 5 with the reason given (two winter interns left at the end of January); a value returning to an "
  "earlier one for a stated cause. (Team figures.)"),
 (D4, "- kivy README 列出的兄弟项目共 10 个：Buildozer、Plyer、PyJNIus、Pyobjus、Python for Android、Kivy iOS、Audiostream、KivEnt、Oscpy、Garden；我们用到其中的 Buildozer、Plyer 和 Python for Android 三个。",
  "兄弟项目共 10 个", T, "ten-sibling-projects-right", "CC101",
  [(KV, 156, "Buildozer"), (KV, 160, "Plyer"), (KV, 164, "PyJNIus"), (KV, 166, "Pyobjus"), (KV, 170, "Python for Android"),
   (KV, 172, "Kivy iOS"), (KV, 176, "Audiostream"), (KV, 180, "KivEnt"), (KV, 182, "Oscpy"), (KV, 184, "Garden")],
  "Ten sibling projects announced and the README's ten named; the three used are among them."),
 (D4, "- 合规检查时注意：kivy 自带的 Roboto 与 Roboto Mono 是两款不同的字体（Apache 2.0），清单里两个都列不算重复；虚拟键盘用的 DejaVuSans 另有许可。",
  "清单里两个都列不算重复", T, "two-fonts-not-duplicate", "CC102",
  [(KV, 200, "Roboto and Roboto Mono")],
  "Roboto and Roboto Mono are two fonts shipped with Kivy (the README names both); listing both repeats nothing."),
 (D4, "- 相关阅读：终端 UI 差分渲染的一篇综述 arXiv:3213.04471，陈曦的 DataTable 优化参考了其中的脏区合并思路。",
  "arXiv:3213.04471", M, "arxiv-month-13", "CC301",
  [(TX, 70, "data tables")],
  "An arXiv id starts with YYMM; '3213' would be month 13, which does not exist. (Invented id; the source anchors "
  "the DataTable work.)"),
 (D4, "- 另一篇 arXiv:3302.01871（2033 年 2 月提交）讨论终端应用的可访问性，李想在命令面板分组的 PR 里引用了它。",
  "arXiv:3302.01871（2033 年 2 月提交）", T, "recent-id-before-report", "CC302",
  [(TX, 180, "ctrl+p")],
  "3302 is February 2033, stated as such, before the report of 2033-04-08; a well-formed recent id. (Invented "
  "reference.)"),
 (D4, "- 我们给 dash 文档补了一篇 crossfilter 教程，规模沿用 README 里那个示例：3 个输入、5 个输出、全部 160 行 Python。",
  "3 个输入、5 个输出", M, "inputs-outputs-swapped", "CC201",
  [(DA, 32, "5 inputs, 3 outputs")],
  "The Dash README's crossfilter example has 5 inputs and 3 outputs in 160 lines; the report, which says it follows "
  "that example, swaps the two counts."),
 (D4, "- 评估 Dash Enterprise 时顺带核对了 README 的功能清单，其中一项的标题原文就写作 \"Big Data for Pything\"（原文如此，链接地址是 big-data-for-python），不是我们抄错。",
  "\"Big Data for Pything\"", T, "readme-typo-quoted-sic", "CC205",
  [(DA, 58, "Big Data for Pything")],
  "'Pything' is the README's own spelling, quoted with 原文如此 and the link slug that shows the intended word; the "
  "report does not misspell Python."),
 (D4, "- dash 本季度的 PyPI 下载量约 1,860 万次，数据取自 PyPI 官方公开下载数据集（BigQuery：bigquery-public-data.pypi.file_downloads），查询语句见附录二，不是第三方转述。",
  "数据取自 PyPI 官方公开下载数据集", T, "downloads-from-primary-dataset", "CC204",
  [(DA, 2, "pypi.org/project/dash/4.4.1/")],
  "The download figure comes from PyPI's own public download dataset with the query in an appendix; a primary "
  "source. (Team figure.)"),
 (D4, "| Q4-1 | 门店终端三个 kivy 应用全部迁到 kivy 2.3.1 | 2033-03-15 | 推进中，已迁 2/3（自助点单、会员查询），排队叫号待排期 | — |",
  "推进中，已迁 2/3（自助点单、会员查询），排队叫号待排期", M, "migration-promise-overdue", "CC303",
  [(KV, 2, "pypi.org/project/kivy/2.3.1/")],
  "The Q4 report promised all three kiosk apps on kivy 2.3.1 by 2033-03-15; in the report of 2033-04-08 the item "
  "is '推进中' with no evidence, the summary counts it as '进行中', and section 四 still shows the third app on "
  "2.2.x. The due date has passed without confirmation."),
 (D4, "- Q4-4 取消的原因是安全评审未通过（外网穿透方案不符合公司网络策略）；本报告其余各节与 Q2 计划都不再引用这一项。",
  "本报告其余各节与 Q2 计划都不再引用这一项", T, "cancelled-item-not-cited", "CC403",
  [(TX, 201, "Textual Web"), (TX, 203, "firewall-busting technology")],
  "The Textual Web pilot is cancelled with a reason and the minutes that decided it, and no other section or plan "
  "relies on it; a clean removal."),
 (D4, "- 按金额看，对 kivy 的投入只有对 pygame 的一半左右，Q2 建议把 kivy 的月度赞助提高到 USD 3,000。",
  "对 kivy 的投入只有对 pygame 的一半左右", M, "monthly-usd-vs-one-off-cny", "CC202",
  [(KV, 276, "all of our sponsors, past and present")],
  "USD 1,500 per month (recurring, from January) is compared with a one-off ¥30,000; different currencies and "
  "periods (a quarter of the kivy sponsorship is USD 4,500), so 'half' has no common basis, and a budget "
  "proposal follows from it. (Team figures.)"),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
