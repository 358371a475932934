#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-sixth held-out set (drafts_heldout36).

Same schema as ../drafts_heldout35/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 35, so the ids are
unique within this set and the draft names (heldout36-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-44/ (four per draft, none
shared): calendars of China and conversions (D1, a Chinese 团体标准征求意见稿 with its 编制说明, for
lunar-solar date conversion software), bibliography and catalogues (D2, an English memorandum of
understanding between a library consortium and a research institute, with annexes), money, bank files
and identifiers (D3, a Chinese 8D problem-solving report on a finance back-office reconciliation defect),
astronomy and the sun (D4, a bilingual zh/en standard operating procedure for a small observatory's night
observing and light-curve pipeline). A source path that starts with "benchmarks/" is relative to the
repository root (the parent of this file's parent, or /work/main when the set still sits outside the
repository, e.g. in /work/heldout36-pending); any other path is relative to the shared directory
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
NR = "benchmarks/corpora/new-real/batch-44/"
CD = NR + "convertdate.md"
LC = NR + "lunarcalendar.md"
ZD = NR + "zhdate.md"
SX = NR + "sxtwl.md"
BT = NR + "bibtexparser.md"
HB = NR + "habanero.md"
PZ = NR + "pyzotero.md"
IS = NR + "isbnlib.md"
FX = NR + "forex-python.md"
PM = NR + "py-moneyed.md"
OF = NR + "ofxparse.md"
SN = NR + "python-stdnum.md"
LK = NR + "lightkurve.md"
RB = NR + "rebound.md"
ST = NR + "suntimes.md"
SR = NR + "sunriset.md"

D1, D2, D3, D4 = ("heldout36-01-convertdate-lunarcalendar-zhdate-sxtwl-draft-standard.md",
                  "heldout36-02-bibtexparser-habanero-pyzotero-isbnlib-mou.md",
                  "heldout36-03-forex-python-py-moneyed-ofxparse-python-stdnum-8d-report.md",
                  "heldout36-04-lightkurve-rebound-suntimes-sunriset-sop.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese 团体标准征求意见稿 with its 编制说明): convertdate, lunarcalendar, zhdate, sxtwl
 (D1, '- T/HXLF 003—2044\u3000历法数据交换格式（2044-05-20 发布）',
  '2044-05-20 发布', M, 'exchange-format-standard-published-after-draft', 'CC304',
  [(SX, 2, 'pypi.org/project/sxtwl/2.0.7/'), (CD, 2, 'pypi.org/project/convertdate/2.5.1/')],
  'The normative references list T/HXLF 003—2044 "历法数据交换格式" as published on 2044-05-20, two months after '
  'the 征求意见稿 itself (印发 2044-03-18). A dated normative reference cannot be later than the document that '
  'cites it. (Team facts; the cited lines are the PyPI lines of two reference implementations listed in the '
  'same clause.)'),
 (D1, '- 扩展级的节气与朔望计算宜采用寿星天文历算法，可参照 sxtwl（当前最新版本为 1.1.0）的实现；',
  '当前最新版本为 1.1.0', M, 'sxtwl-latest-1-1-0-vs-annex-2-0-7', 'CC203',
  [(SX, 2, 'sxtwl/2.0.7/'), (SX, 18, 'sxtwl==1.1.0')],
  'Clause 4.1 calls 1.1.0 "当前最新版本" of sxtwl, while the normative references and Annex A give 2.0.7, the '
  'PyPI release, for the same document date. In the README 1.1.0 is only the pin for old V1.x projects. Two '
  'different current versions of one package in one document.'),
 (D1, '4.3.1 换算软件应能给出全年 24 个节气。sxtwl 2.0.7 的 `jqmc` 索引表从冬至开始，共 24 个：冬至、小寒、大寒、立春、雨水、惊蛰、春分、清明、谷雨、立夏、小满、芒种、夏至、小暑、大暑、立秋、处暑、白露、秋分、寒露、霜降、立冬、小雪、大雪。',
  '共 24 个', T, 'jqmc-twenty-four-solar-terms', 'CC101',
  [(SX, 42, '"冬至", "小寒", "大寒"'), (SX, 43, '"小满"'), (SX, 44, '"立冬", "小雪", "大雪"'), (LC, 42, 'Supported 24 solar terms')],
  "Twenty-four stated and twenty-four named, from 冬至 to 大雪 in sxtwl's `jqmc` order (README lines 42-44: 10 "
  '+ 11 + 3 names); LunarCalendar also says "24 solar terms". Right count.'),
 (D1, '4.3.4 用于跨历法比对时，可调用 convertdate 的历法模块：亚美尼亚历、巴哈伊历、科普特历、法国共和历、格里历、希伯来历、印度国历、伊斯兰历、儒略历、玛雅历、波斯历、实证历、玛雅历、ISO 周历、年积日、都柏林日数、儒略日数。',
  '实证历、玛雅历', M, 'convertdate-mayan-listed-twice', 'CC102',
  [(CD, 24, '-   Mayan'), (CD, 26, '-   Positivist'), (CD, 27, '-   Mayan')],
  'The list of convertdate calendar modules names 玛雅历 twice (after 儒略历 and again after 实证历). The draft '
  'copied convertdate\'s own README list, which repeats "Mayan" (lines 24 and 27), so 17 entries name 16 '
  'calendars. A repeated item in an enumerated list.'),
 (D1, '注：儒略历（Julian）与儒略日数（Julian day count）是 convertdate 中两个不同的模块，前者是历法，后者是连续日计数，二者并列不属重复。',
  '儒略历（Julian）与儒略日数（Julian day count）', T, 'julian-calendar-vs-julian-day-count', 'CC102',
  [(CD, 23, '-   Julian'), (CD, 31, '-   Julian day count')],
  "儒略历 (the Julian calendar) and 儒略日数 (the Julian day count) are two separate entries of convertdate's list "
  '(README lines 23 and 31): a calendar and a continuous day count. Look-alike names, distinct items; not a '
  'duplicate.'),
 (D1, '- 测试用例总数由讨论稿的 1,200 条增加到 1,460 条，新增用例集中在闰月与除夕两类边界日期。',
  '由讨论稿的 1,200 条增加到 1,460 条', M, 'test-cases-1200-to-1460-not-in-diff-table', 'CC401',
  [(ZD, 14, '修正农历初一前一天错误'), (LC, 125, 'does not exist')],
  'The number of test cases changed from 1,200 (讨论稿) to 1,460 (this draft), but the 编制说明 table of '
  'differences from the 讨论稿 lists five changes, none of them this one, and then states "除上表所列 5 '
  '处外，其余条款与讨论稿一致". A value changed between versions without a changelog entry. (Team figures; the cited '
  'lines are the two kinds of boundary date the new cases cover.)'),
 (D1, '- 单日换算耗时不大于 0.5 ms（单线程，P99，含对象创建）；1900-01-01 至 2100-12-31 共 73,414 天的批量换算不大于 20 s（单线程，总耗时）。',
  '单日换算耗时不大于 0.5 ms（单线程，P99，含对象创建）', T, 'per-call-p99-vs-batch-total', 'CC202',
  [(ZD, 8, '不用网络接口直接本地计算中国农历'), (LC, 28, 'a time range of 1900 to 2100')],
  'Two limits with their conditions stated: a per-call P99 including object creation (0.5 ms) and a total '
  'for the 73,414-day batch (20 s, i.e. a mean of about 0.27 ms per day). A P99 and a batch mean measure '
  'different things; the line compares nothing and neither figure needs the other. (Team figures; 73,414 is '
  'the day count from 1900-01-01 to 2100-12-31.)'),
 (D1, '注 1：sxtwl 的 README 建议仍使用 V1.x 接口的旧工程固定 `sxtwl==1.1.0`；本文件的试验一律以 2.0.7 为准，1.1.0 仅作为旧工程兼容版本列出。',
  '`sxtwl==1.1.0`', T, 'sxtwl-legacy-pin-vs-current', 'CC203',
  [(SX, 16, '如果有已使用V1.x版本的工程'), (SX, 18, 'pip install sxtwl==1.1.0'), (SX, 2, 'sxtwl/2.0.7/')],
  "sxtwl's README tells projects still on the V1.x API to pin 1.1.0 (lines 16-18); the note says the tests "
  'use 2.0.7 and lists 1.1.0 only as that compatibility pin. A legacy pin and the current release, each '
  "named as such; not two 'latest' versions."),
 (D1, '[5] 联盟秘书处. 关于讨论稿的技术审查意见（HXLF-MS-2044-009）, 2044-03-11.',
  '2044-03-11', T, 'secretariat-review-before-draft', 'CC304',
  [(SX, 2, 'pypi.org/project/sxtwl/2.0.7/')],
  "The secretariat's review letter is dated 2044-03-11, a week before the draft of 2044-03-18, and the work "
  'record says the draft was revised after receiving it. A source dated before the document. (Team facts.)'),
 (D1, '- 承诺一：2044-01-31（周日）前完成 3 家起草单位之间的交叉验证；截至本稿印发，交叉验证仍在进行中。',
  '2044-01-31（周日）前完成 3 家起草单位之间的交叉验证', M, 'cross-validation-promise-overdue', 'CC303',
  [(LC, 2, 'pypi.org/project/lunarcalendar/0.0.9/'), (ZD, 2, 'pypi.org/project/zhdate/1.0/')],
  'The working group promised on 2043-12-08 to finish cross-validation between three drafting organisations '
  'by 2044-01-31; on 2044-03-18 the draft still says it is "仍在进行中", with no new date and no reason. A '
  'promised date passed without confirmation. (Team facts.)'),
 (D1, '- 承诺二：2044-02-29（周一）前提交测试用例集 v1.0；已于 2044-02-20（周六）提交，共 1,460 条。',
  '已于 2044-02-20（周六）提交', T, 'test-suite-promise-kept', 'CC303',
  [(ZD, 14, '修正农历初一前一天错误')],
  'Test suite v1.0 was promised by 2044-02-29 (a valid date: 2044 is a leap year) and delivered on '
  '2044-02-20 with 1,460 cases, matching table 1. A promise kept before its date. (Team facts.)'),
 (D1, '讨论稿阶段共收到 23 家单位的意见 152 条：采纳 64 条（42.1%）、部分采纳 31 条（20.4%）、未采纳 57 条（37.5%），采纳与部分采纳合计 95 条（62.5%）。',
  '采纳 64 条（42.1%）', T, 'comment-shares-right', 'CC105',
  [(LC, 2, 'pypi.org/project/lunarcalendar/0.0.9/')],
  '64 + 31 + 57 = 152; 64/152 = 42.1 %, 31/152 = 20.4 %, 57/152 = 37.5 %, and 64 + 31 = 95 = 62.5 %. The '
  'category table sums to the same totals row by row and column by column. Right arithmetic. (Team '
  'figures.)'),
 (D1, '"性能要求"类 29 条意见中未采纳 12 条，未采纳率 45.5%，主要原因是意见要求按单个 CPU 型号规定绝对耗时，',
  '未采纳率 45.5%', M, 'performance-rejection-rate-41-4', 'CC105',
  [(ZD, 8, '不用网络接口直接本地计算中国农历')],
  '12 of 29 is 41.4 %, not 45.5 % (the table row reads 29 / 11 / 6 / 12). A stated share that disagrees '
  'with the figures it is computed from in the same passage. (Team figures.)'),
 (D1, '讨论稿 4.6"时区与夏令时"已删除（见上表第 4 行），本文件不再对夏令时换算提出要求。',
  '已删除', T, 'dst-clause-removed-cited-only-as-removed', 'CC403',
  [(CD, 53, 'the day begins at sundown')],
  'The 讨论稿 clause 4.6 on time zones and daylight saving was deleted (difference table row 4, with a '
  'reason), and the draft mentions it only as deleted; no requirement, test item or annex still relies on '
  'it. A removal cited only as a removal. (Team facts.)'),
 # ---- draft 2 (English memorandum of understanding with annexes and amendment history): bibtexparser, habanero, pyzotero, isbnlib
 (D2, '1.2 Volume: approximately 1,200,000 records (raised from 900,000 by Amendment 1 after two further',
  'raised from 900,000 by Amendment 1', T, 'volume-raise-logged', 'CC401',
  [(BT, 9, 'a parser for `.bib` files')],
  'The volume went from 900,000 (version 1.0) to 1,200,000 records, and the amendment history logs it in '
  'version 1.1 with its reason (two libraries joined). A revision with its changelog entry. (Team figures.)'),
 (D2, 'In the pilot, the v1 parser handled 5,000 entries per minute; bibtexparser v2 is 200% faster than v1,',
  '200% faster than v1', M, 'v2-200-percent-faster-decides-target', 'CC104',
  [(BT, 34, 'Order of magnitudes faster'), (BT, 11, 'V2 is the current, recommended version')],
  '"200% faster" than 5,000 entries/min reads as 3x (15,000, passes the 12,000 target) or as 2x (10,000, '
  'fails), and the next line draws the decision from it: no second node. No measured v2 rate is given; the '
  'README itself only says "Order of magnitudes faster". An ambiguous multiplier decides a comparison.'),
 (D2, 'two services `goob` and `openl` in parallel doubles the lookup rate (2×, from 1 to 2 calls per second).',
  '(2×, from 1 to 2 calls per second)', T, 'isbn-lookup-rate-doubled-2x', 'CC104',
  [(IS, 210, 'one call per second per service'), (IS, 116, "'goob'"), (IS, 119, "'openl'")],
  'isbnlib throttles to one call per second per service (line 210); two services in parallel give two calls '
  'per second. "doubles" is spelled out as 2x with both ends (1 -> 2), so there is one reading.'),
 (D2, '4.1 The Consortium bears 60% (USD 291,600) and the Institute 40% (USD 194,400) of the total, invoiced',
  '60% (USD 291,600)', T, 'cost-shares-right', 'CC105',
  [(HB, 9, "Crossref's search API")],
  '312,000 + 96,000 + 18,000 + 60,000 = 486,000; 60 % of it is 291,600 and 40 % is 194,400, which add back '
  'to 486,000. Right arithmetic. (Team figures.)'),
 (D2, '| pyzotero | 1.16.0 | Zotero web API client for group libraries | Blue Oak 1.0.0; doi:10.5281/zenodo.2917290 |',
  'doi:10.5281/zenodo.2917290', T, 'pyzotero-doi-same-work', 'CC206',
  [(PZ, 137, '10.5281/zenodo.2917290'), (PZ, 141, 'Blue Oak Model Licence 1.0.0')],
  "The Zenodo DOI in the pyzotero row is Pyzotero's own (README line 137), and reference [3] gives it to "
  "Pyzotero again. One identifier, one work here (the misuse is reference [2]'s, labelled separately)."),
 (D2, 'A.1 The stack uses python-bibtexparser, as its README titles the `bibtexparser` package, in its V2',
  'python-bibtexparser', T, 'python-bibtexparser-readme-title', 'CC205',
  [(BT, 4, '# python-bibtexparser'), (BT, 14, 'pip install bibtexparser')],
  '"python-bibtexparser" is the title of the bibtexparser README (line 4); the package installs as '
  '`bibtexparser`. A known alias of the same project, and the line says so; not a typo.'),
 (D2, "A.2 habanero's optional `[bibtex]` extra requires bibtexparser >= 2.0.0b7, which the pinned 2.1.0",
  'bibtexparser >= 2.0.0b7', T, 'habanero-floor-vs-pin-vs-legacy', 'CC203',
  [(HB, 53, 'bibtexparser >= 2.0.0b7'), (BT, 2, 'bibtexparser/2.1.0/'), (BT, 20, 'bibtexparser~=1.0')],
  "Three bibtexparser versions, each in its role: habanero's minimum for the [bibtex] extra (>= 2.0.0b7), "
  'the pinned current release 2.1.0 that satisfies it, and the ~=1.0 pin the README recommends for legacy '
  "v1 code, kept in a separate environment. Not conflicting 'latest' versions."),
 (D2, '| DOI matched via Crossref | 1,928 (96.4%) | ≥ 95% |',
  '1,928 (96.4%)', M, 'pilot-doi-match-96-4-vs-93-8', 'CC201',
  [(HB, 9, "working with Crossref's search API")],
  'Clause 3.3 reports the same July-August pilot of 2,000 records as 1,876 matched (93.8 %); Annex B gives '
  '1,928 (96.4 %). Same sample, same metric, same method, two values; only the 96.4 % clears the 95 % '
  'target. (Team figures.)'),
 (D2, '978-0-446-31078-8 and was matched to its Open Library record.',
  '978-0-446-31078-8', M, 'isbn-check-digit-broken', 'CC301',
  [(IS, 262, '9780446310789'), (IS, 284, '978-0446310789')],
  "The isbnlib README's Open Library example is 9780446310789 (check digit 9). 978-0-446-31078-8 fails the "
  'ISBN-13 check digit (the weighted sum of the first twelve digits gives 9, not 8), so the identifier '
  'breaks its scheme, and the line claims it was matched.'),
 (D2, 'B.2 ISBN 9786610326266 passes `is_isbn13()` because it follows the ISBN rules, although the 978-66',
  '9786610326266', T, 'isbn-valid-but-unissued', 'CC301',
  [(IS, 61, "'9786610326266' is not valid"), (IS, 62, "is_isbn13('9786610326266')")],
  '9786610326266 has a correct check digit (6) and passes is_isbn13, as the README says (lines 61-62); only '
  'its block was unissued. Well-formed identifier; the line keeps "unissued" apart from "malformed".'),
 (D2, "duplicate-merging thresholds follow the Institute's working paper arXiv:4311.02718.",
  'arXiv:4311.02718', M, 'working-paper-from-november-2043', 'CC302',
  [(BT, 9, 'a parser for `.bib` files')],
  'arXiv:4311.02718 is a November 2043 identifier, cited in an MOU dated Tuesday 15 September 2043 as the '
  'source of thresholds already in use. An identifier dated after the document. (Invented id.)'),
 (D2, "[2] habanero 2.9.2, a low level client for Crossref's search API (sckott/habanero). doi:10.5281/zenodo.2917290.",
  'doi:10.5281/zenodo.2917290', M, 'habanero-given-pyzotero-doi', 'CC206',
  [(PZ, 137, 'http://doi.org/10.5281/zenodo.2917290'), (HB, 9, "low level client for working with Crossref's search API")],
  "Reference [2] gives habanero doi:10.5281/zenodo.2917290, which is Pyzotero's Zenodo DOI (pyzotero README "
  'line 137; reference [3] and Annex A use it for Pyzotero). One identifier given to two different works.'),
 (D2, '[5] Halvorsen Institute. Title-year matching against Crossref at scale. arXiv:4302.11873, 2043.',
  'arXiv:4302.11873', T, 'preprint-february-2043-before-mou', 'CC302',
  [(HB, 9, "Crossref's search API")],
  'arXiv:4302.11873 is a February 2043 identifier, cited in a document of September 2043: it is before the '
  'document date and well-formed (YYMM 4302, five digits). (Invented id.)'),
 (D2, '| 1.2 | Tuesday 15 September 2043 | Priority-1 response 4 business hours (Clause 3.2) | — |',
  'Priority-1 response 4 business hours (Clause 3.2)', M, 'priority-1-response-4-8-4-no-reason', 'CC402',
  [(HB, 9, "Crossref's search API")],
  'The priority-1 response target went 4 business hours (1.0) -> 8 (1.1, with a reason: rota not staffed) '
  '-> back to 4 (1.2) with the reason column empty, and nothing says the rota is now staffed. A value that '
  'returns to an earlier one without a reason. (Team figures.)'),
 # ---- draft 3 (Chinese 8D 质量问题报告, D1-D8 headings): forex-python, py-moneyed, ofxparse, python-stdnum
 (D3, '- 差错：318 笔，占全部导入流水的 2.55%；按外币口径，318 笔占外币交易 4,152 笔的 6.7%。',
  '318 笔占外币交易 4,152 笔的 6.7%', M, 'foreign-error-share-7-7', 'CC105',
  [(OF, 7, 'Open Financial Exchange (.ofx) format files')],
  '318 / 4,152 = 7.66 %, i.e. 7.7 %, not 6.7 %. (The 2.55 % of all 12,486 lines on the same line is right.) '
  'A stated share that disagrees with its own figures. (Team figures.)'),
 (D3, '- 差错率按笔数计为 2.55%，按金额计为 0.31%（差额 46,310.52 元 ÷ 外币交易折人民币总额 1,493.8 万元）。',
  '按金额计为 0.31%', T, 'count-rate-vs-amount-rate-stated', 'CC202',
  [(OF, 7, 'Open Financial Exchange')],
  'Two error rates on two stated bases, by count (318 / 12,486 = 2.55 %) and by amount (46,310.52 / '
  '14,938,000 = 0.31 %), listed side by side and not compared with each other. Bases named; nothing to '
  'reconcile. (Team figures.)'),
 (D3, '- 同业共享中心的外币对账差错率约为 0.5%（该数字来自一篇财经自媒体文章，未找到原始调查），据此本问题定为 A 级。',
  '约为 0.5%', M, 'peer-error-rate-from-self-media-article', 'CC204',
  [(OF, 7, 'Open Financial Exchange')],
  'The 0.5 % peer benchmark comes from a self-media finance article whose underlying survey was not found, '
  'and it is used to grade the problem A. A number resting on a tertiary source with no primary link. (Team '
  'facts.)'),
 (D3, '导入使用 ofxparse 0.21；OFX 文件分三类：BankAccount、CreditAccount、InvestmentAccount，本次 3 家银行',
  '分三类', T, 'ofx-three-account-types', 'CC101',
  [(OF, 12, 'There are three different types of OFX files, called BankAccount'), (OF, 13, 'CreditAccount and InvestmentAccount')],
  'Three stated, three named: BankAccount, CreditAccount, InvestmentAccount, as in the ofxparse README '
  '(lines 12-13). Right count.'),
 (D3, 'T1（暂停外币流水自动过账）已于 2043-10-16（周五）解除，恢复自动过账。',
  '已于 2043-10-16（周五）解除', T, 't1-lifted-cited-only-as-lifted', 'CC403',
  [(FX, 26, 'Rates are updated daily at 3PM CET')],
  'Containment action T1 was lifted on 2043-10-16 (table D3: "已解除"), and no later section relies on it: D6 '
  'and D7 mention T2 and the P measures, never T1. A removed measure mentioned only as removed. (Team '
  'facts.)'),
 (D3, '按笔数计，RC2（浮点舍入）是三个根因中影响最大的一个，也是本次最先定位到的问题。',
  'RC2（浮点舍入）是三个根因中影响最大的一个', M, 'rc2-not-largest-by-count', 'CC103',
  [(PM, 21, "Python's Decimal class"), (PM, 22, 'float primitive')],
  'By count the root-cause table gives RC1 176, RC2 97, RC3 45: RC1 is the largest, RC2 second. The ranking '
  'claim contradicts the values listed with it. (Team figures.)'),
 (D3, '按差额金额计，RC1 排第一：38,420.17 元，占差额合计的 83.0%。',
  'RC1 排第一', T, 'rc1-first-by-amount-right', 'CC103',
  [(FX, 26, 'foreign exchange rates published by the European Central Bank')],
  'By amount RC1 (38,420.17) is ahead of RC3 (6,626.95) and RC2 (1,263.40), and 38,420.17 / 46,310.52 = '
  '83.0 %. Ranking right. (Team figures.)'),
 (D3, '提供欧洲央行公布的汇率，其 README 写明"Rates are updated daily at 3PM CET"，因此作业取到的是',
  'Rates are updated daily at 3PM CET', T, 'rate-publication-time-from-readme', 'CC204',
  [(FX, 26, 'Rates are updated daily at 3PM CET')],
  'The 15:00 CET publication time that explains RC1 is quoted from the forex-python README (line 26), the '
  "package's own documentation of its source theratesapi.com; 21:00 Beijing = 13:00 UTC = 14:00 CET, so the "
  'job ran an hour early. A first-party source, not hearsay.'),
 (D3, 'USD→INR 的验证用例中，10 美元得 831.2 卢比、10.45 美元得 868.75 卢比，两者是不同金额的换算结果，并非同一笔的两个值。',
  '10 美元得 831.2 卢比、10.45 美元得 868.75 卢比', T, 'usd-inr-two-amounts-two-results', 'CC201',
  [(FX, 67, "c.convert('USD', 'INR', 10)"), (FX, 68, '831.2'), (FX, 75, "Decimal('10.45')"), (FX, 76, '868.75')],
  "Two conversions of two different amounts, 10 and 10.45 USD, as in the README's examples (lines 67-68 and "
  '75-76); the line says they are not two values for one conversion. Not a value conflict.'),
 (D3, '| P2 | 金额统一改用 py-moneyd 3.0 的 `Money` 对象，汇率以 `CurrencyRates(force_decimal=True)` 取 `Decimal` | 孟庆安 | 2043-10-23 |',
  'py-moneyd 3.0', M, 'py-moneyd-typo', 'CC205',
  [(PM, 2, 'pypi.org/project/py-moneyed/3.0/'), (PM, 30, 'pip install py-moneyed')],
  '"py-moneyd" is a near miss of py-moneyed (PyPI name, version 3.0), spelled correctly in the next line '
  'and in attachment [3]. A misspelt package name in the permanent-action table.'),
 (D3, 'P2 中的 `moneyed` 是 py-moneyed 的导入名（`from moneyed import Money, USD`），不是另一个软件包。',
  '`moneyed` 是 py-moneyed 的导入名', T, 'moneyed-import-name', 'CC205',
  [(PM, 36, 'from moneyed import Money, USD')],
  '`moneyed` is the import name of py-moneyed (README line 36: "from moneyed import Money, USD"). A known '
  'alias, not a misspelling.'),
 (D3, 'P3 说明：stdnum 中 CPF 出现两次，分别是巴西的 CPF（Cadastro de Pessoas Físicas）和哥斯达黎加的 CPF（Cédula de Persona Física），是两种不同的号码，本中心两国都有供应商，均需启用。',
  '巴西的 CPF（Cadastro de Pessoas Físicas）', T, 'cpf-brazil-vs-costa-rica', 'CC102',
  [(SN, 48, 'CPF (Cadastro de Pessoas Físicas, Brazilian national identifier)'), (SN, 63, 'CPF (Cédula de Persona Física, Costa Rica physical person ID number)')],
  "python-stdnum lists CPF twice (lines 48 and 63): Brazil's Cadastro de Pessoas Físicas and Costa Rica's "
  'Cédula de Persona Física, two different numbers with one abbreviation. Look-alike entries, distinct '
  'items.'),
 (D3, '改善后差额合计为 29.80 美元，较改善前的 46,310.52 元下降 99.94%，达到 A 级问题的结案标准。',
  '下降 99.94%', M, 'usd-after-vs-cny-before', 'CC202',
  [(FX, 11, 'foreign exchange rates and currency conversion')],
  'The after figure is 29.80 US dollars and the before figure 46,310.52 yuan; "下降 99.94%" divides one by '
  'the other as if they were the same unit (29.80 / 46,310.52). Different bases, no conversion given, so '
  'the reduction cannot be computed this way. (Team figures.)'),
 (D3, '- 每月：主数据组按 P4 白名单核对新增供应商税号，并更新白名单；',
  '按 P4 白名单', M, 'p4-whitelist-revoked-still-used', 'CC403',
  [(SN, 61, 'USCC (Unified Social Credit Code')],
  'P4, the tax-number whitelist, was revoked on 2043-11-06 ("予以撤销，不再实施", table D5: "已撤销"), yet D7 still '
  'schedules a monthly whitelist update under P4. A removed measure still relied on elsewhere. (Team '
  'facts.)'),
 # ---- draft 4 (bilingual zh/en SOP / 标准作业程序, ## 1.-## 11. headings): lightkurve, rebound, suntimes, sunriset
 (D4, '注 1：风速上限在 v2.1 中由 15 m/s 收紧为 12 m/s（见第 10 章变更记录），原因是 2043 年 11 月两次阵风超过 14 m/s 时圆顶电机过载。',
  '由 15 m/s 收紧为 12 m/s', T, 'wind-limit-change-logged', 'CC401',
  [(ST, 5, 'Calculation of sunrise and sunset time')],
  'The wind limit changed from 15 to 12 m/s, and the v2.1 row of the change history records it, with the '
  'reason given in the note. A revision with its changelog entry. (Team figures.)'),
 (D4, '注 2：圆顶湿度传感器漂移约 +4%，更换计划于 2043-10-31 前完成；在此之前以手持湿度计读数为准。',
  '更换计划于 2043-10-31 前完成', M, 'humidity-sensor-promise-overdue', 'CC303',
  [(ST, 5, 'Calculation of sunrise and sunset time')],
  'The sensor replacement was planned "before 2043-10-31"; the SOP takes effect on 2044-01-12 and still '
  'calls it planned, while the change history confirms only the guide camera. A promised date passed '
  'without confirmation. (Team facts.)'),
 (D4, '2. **海拔 / altitude.** 调用 suntimes 时必须传入本站海拔 1,250 m：其 README 以珠峰为例，海拔 0 时日长 10h 26mn，海拔 8848 m 时为 10h 58mn。',
  '海拔 0 时日长 10h 26mn，海拔 8848 m 时为 10h 58mn', T, 'everest-day-length-two-altitudes', 'CC201',
  [(ST, 135, "'10h 26mn'"), (ST, 137, "'10h 58mn'"), (ST, 132, 'sun_8848 = SunTimes(86.9246, 27.9891, 8848)')],
  'Two day lengths for the same place and date at two altitudes (0 and 8848 m), copied from the suntimes '
  'README (lines 130-137). Different conditions, stated; not a value conflict.'),
 (D4, '6. **T_set + 10 min，约 4 min｜天光平场 / twilight flats.** 新相机读出速度提升 2 倍（原 12 s/帧），因此 30 张天光平场（每张曝光 3 s）可在 4 min 的可用窗口内完成，无需再分两晚拍摄。',
  '读出速度提升 2 倍（原 12 s/帧）', M, 'readout-2x-decides-flat-window', 'CC104',
  [(ST, 7, 'the time of sunset and the time of sunrise')],
  '"读出速度提升 2 倍" from 12 s per frame reads as twice as fast (6 s) or three times as fast (4 s). 30 flats x '
  '(3 s + 6 s) = 270 s exceed the 4 min (240 s) window; 30 x (3 s + 4 s) = 210 s fit. The line concludes '
  'they fit. An ambiguous multiplier decides. (Team figures.)'),
 (D4, '积分器选择 / integrator：可选用 REBOUND README 列出的三种辛积分器：WHFast、SEI、LEAPFROG、EOS；近距交会系统改用 MERCURIUS 或 TRACE。',
  '三种辛积分器', M, 'three-symplectic-integrators-four-listed', 'CC101',
  [(RB, 21, 'Symplectic integrators WHFast, SEI, LEAPFROG, EOS.')],
  '"三种" heads four names: WHFast, SEI, LEAPFROG, EOS, the four the REBOUND README lists as symplectic '
  'integrators (line 21). A stated count against the items enumerated.'),
 (D4, '| lightkurve | 2.6.0 | TESS 对照光变曲线 | 软件 DOI 10.5281/zenodo.1181928，即参考文献 [1] |',
  '10.5281/zenodo.1181928', T, 'lightkurve-doi-same-work', 'CC206',
  [(LK, 23, 'zenodo.1181928')],
  'The Zenodo DOI appears twice, in the software table and in reference [1], both times for Lightkurve, as '
  "in the README's DOI badge (line 23). One identifier, one work."),
 (D4, '处理服务器数据盘已扩容一倍（2×，4 TB → 8 TB），可保存约 90 夜的原始图像。',
  '（2×，4 TB → 8 TB）', T, 'disk-doubled-2x', 'CC104',
  [(LK, 2, 'pypi.org/project/lightkurve/2.6.0/')],
  '"扩容一倍" is spelled out as 2x with both ends, 4 TB -> 8 TB. One reading. (Team figures.)'),
 (D4, '| 比较星差分测光 RMS（60 s 单帧） | ≤ 2.5 mmag | 亮于 12 等的目标 |',
  '≤ 2.5 mmag', M, 'rms-threshold-3-0-to-2-5-silent', 'CC401',
  [(LK, 27, 'astronomical flux time series data')],
  'The change history sets the RMS acceptance threshold to 3.0 mmag in v2.0; the v2.1 table gives 2.5 mmag, '
  'and the v2.1 row lists the wind limit, the cadence and the guide camera but not this. A value changed '
  'without a changelog entry. (Team figures.)'),
 (D4, 'suntimes 给出的日落时刻精确到 ±5 s，可直接用作天光平场的起始时刻，无需另加余量。',
  '精确到 ±5 s', M, 'suntimes-precision-5-s-vs-minutes', 'CC201',
  [(ST, 12, 'the precision of the calculations is of the order of one to several minutes'), (SR, 57, 'may vary significantly')],
  'Step 3 gives the precision of suntimes as "one to several minutes" (README line 12) and keeps a 10 min '
  'margin; section 8 says its sunset time is accurate to ±5 s and needs no margin. Same package, same '
  'quantity, two values far apart.'),
 (D4, '曝光节奏 / cadence：单帧 60 s。v2.0 曾改为 30 s 以提高时间分辨率，但读出噪声使 RMS 变差约 40%，v2.1 改回 60 s（见第 10 章）。',
  'v2.1 改回 60 s', T, 'cadence-60-30-60-with-reason', 'CC402',
  [(LK, 27, 'flux time series')],
  'The cadence went 60 s -> 30 s (v2.0) -> 60 s (v2.1), and the return is explained (read noise made the '
  'RMS about 40 % worse) and logged in the v2.1 row. A documented return, not a flip-flop. (Team figures.)'),
 (D4, '| 2.1 | 2044-01-12（周二） | 风速上限 15 → 12 m/s；曝光节奏改回 60 s（理由见第 8 章）；导星相机已于 2043-09-18（周五）更换完毕 |',
  '导星相机已于 2043-09-18（周五）更换完毕', T, 'guide-camera-promise-kept', 'CC303',
  [(LK, 2, 'pypi.org/project/lightkurve/2.6.0/')],
  'v2.0 promised to replace the guide camera by 2043-09-30; v2.1 records it done on 2043-09-18. A promise '
  'kept before its date. (Team facts.)'),
 (D4, '[3] Rein & Tamayo 2015, MNRAS 452(1), 376–388：WHFast 积分器 / the WHFast integrator. 2015MNRAS.452..376R.',
  '2015MNRAS.452..376R', T, 'whfast-bibcode-double-dot-well-formed', 'CC301',
  [(RB, 99, '2015MNRAS.452..376R')],
  "2015MNRAS.452..376R is WHFast's ADS bibcode as the REBOUND README gives it (line 99): 19 characters, the "
  'dots pad the volume, the empty qualifier and the three-digit page. Well-formed.'),
 (D4, '[4] Rein, Hernandez, Tamayo et al. 2019, MNRAS 485(4), 5490–5497：混合辛积分器 MERCURIUS / the MERCURIUS integrator. 2019MNRAS.489.4632R.',
  '2019MNRAS.489.4632R', M, 'mercurius-given-saba-bibcode', 'CC206',
  [(RB, 107, '2019MNRAS.485.5490R'), (RB, 109, '2019MNRAS.489.4632R')],
  'Reference [4], the MERCURIUS paper (MNRAS 485, 5490), carries 2019MNRAS.489.4632R, the bibcode of the '
  'SABA paper that reference [5] also uses; the README gives MERCURIUS 2019MNRAS.485.5490R (line 107). One '
  'identifier given to two works.'),
 (D4, '[6] 望星岭天文台. 2043 年度天气与可观测夜统计, 2044-01-05.',
  '2044-01-05', T, 'weather-statistics-before-sop', 'CC304',
  [(ST, 5, 'Calculation of sunrise and sunset time')],
  "The observatory's 2043 weather statistics are dated 2044-01-05, a week before the SOP takes effect "
  '(2044-01-12). A source dated before the document. (Team facts.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
