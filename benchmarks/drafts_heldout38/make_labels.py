#!/usr/bin/env python3
"""Build labels.jsonl for the thirty-eighth held-out set (drafts_heldout38).

Same schema as ../drafts_heldout37/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 37, so the ids are
unique within this set and the draft names (heldout38-0N-...) tell the sets apart. The checks are
ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on exactly one
line of its draft, the surface must be inside the anchor and not labelled twice, each rule must look
like a CC code, every cited source line must exist and contain each of the given snippets (a snippet
may be a string or a tuple of strings that must all be on that line), and the per-draft mistake / trap
counts must be what heldout_labels expects (6 + 8 per draft). Each anchor here is a whole draft line.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-46/ (four per draft, none
shared): heart, sleep and body signals (D1, a Chinese 医学伦理委员会审查申请书 with the 临床研究方案摘要 of a
wearable sleep / heart-rate-variability study and the answers to the committee's first review), economic
and financial data and insurance reserving (D2, an English actuarial reserving memo to a CFO and audit
committee with a loss-development triangle, IBNR table, trend assumptions and sensitivities), ships,
weather at airports and distances on the earth (D3, a Chinese 数据服务水平协议 SLA with its annex of service
indicators and measurement methods for a port / airport data service), time-series mining and forecasting
(D4, bilingual zh/en 上线评审纪要 / go-live review minutes of a demand-forecasting service). A source path
that starts with "benchmarks/" is relative to the repository root (the parent of this file's parent, or
/work/main when the set still sits outside the repository, e.g. in /work/heldout38-pending); any other
path is relative to the shared directory (default /work/shared; override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-46/"
HP = NR + "heartpy.md"
YA = NR + "yasa.md"
PH = NR + "pyhrv.md"
HA = NR + "hrv-analysis.md"
CL = NR + "chainladder.md"
FR = NR + "fredapi.md"
WB = NR + "wbgapi.md"
DR = NR + "pandas-datareader.md"
PA = NR + "pyais.md"
AV = NR + "avwx-engine.md"
HV = NR + "haversine.md"
UT = NR + "utm.md"
SP = NR + "stumpy.md"
PT = NR + "pyts.md"
OR = NR + "orbit-ml.md"
GK = NR + "greykite.md"

D1, D2, D3, D4 = ("heldout38-01-heartpy-yasa-pyhrv-hrvanalysis-ethics-application.md",
                  "heldout38-02-chainladder-fredapi-wbgapi-datareader-actuarial-memo.md",
                  "heldout38-03-pyais-avwx-haversine-utm-sla.md",
                  "heldout38-04-stumpy-pyts-orbit-greykite-release-review.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese 医学伦理委员会审查申请书 (临床研究方案摘要, 一、-九、 headings): heartpy, yasa, pyhrv, hrv-analysis)
 (D1, 'n = [(1.96 + 1.2816) × 12 / 5]² = 60.5，取 61 例；考虑 20% 脱落，61 ÷ 0.8 = 76.3，取 77 例。',
  '61 ÷ 0.8 = 76.3，取 77 例', T, 'sample-size-61-to-77-right', 'CC105',
  [(HP, 63, 'RMSSD')],
  '((1.96 + 1.2816) x 12 / 5)^2 = 60.53, rounded up to 61; 61 / 0.8 = 76.25, shown as 76.3 and rounded '
  'up to 77 for 20% dropout. The arithmetic is right and 77 is used consistently (header, budget). '
  '(Team figures; the cited line is the RMSSD endpoint.)'),
 (D1, '按 77 例、每例 4 个监测夜（PSG 2 夜 + 居家 2 夜）计，全研究共需 318 个监测夜，其中 PSG 夜 154 个。',
  '全研究共需 318 个监测夜', M, 'monitoring-nights-77x4-not-318', 'CC105',
  [(HP, 16, 'smart rings')],
  '77 participants with 4 monitoring nights each (PSG 2 + home 2) are 77 x 4 = 308 nights, not 318; the '
  'same line gives the PSG part correctly as 154 (77 x 2), and 154 + 154 = 308. A total that disagrees '
  "with the figures it is computed from. (Team figures; the cited line is HeartPy's smart-ring PPG "
  'notebook, the device type of the study.)'),
 (D1, '预实验（n = 12）中，N3 期 RMSSD 中位数 48.2 ms，清醒期（入睡前 5 min）为 31.6 ms，两者为不同睡眠期。',
  'N3 期 RMSSD 中位数 48.2 ms，清醒期（入睡前 5 min）为 31.6 ms', T, 'rmssd-n3-vs-wake-two-stages', 'CC201',
  [(HP, 63, 'RMSSD'), (YA, 31, 'Automatic sleep staging')],
  'Two RMSSD medians for the pilot group under two stated conditions, N3 sleep and wake before sleep '
  'onset; the line says they are different sleep stages. Different conditions, not a value conflict. '
  '(Team figures.)'),
 (D1, '排除标准（满足以下任一条即排除，共 8 条）：',
  '共 8 条', M, 'exclusion-count-8-lists-7', 'CC101',
  [(HA, 63, 'remove_ectopic_beats')],
  'The lead line of 3.3 says the exclusion criteria number 8 ("共 8 条"), but the numbered list under it '
  'has seven items (1-7). A stated count against the items enumerated. (Team facts; the cited line is '
  'the hrv-analysis ectopic-beat filter, the reason arrhythmia is an exclusion.)'),
 (D1, '| hrv-analysis（PyPI 名；导入名 hrvanalysis） | 1.0.6 | 异常 RR 剔除、异位搏动剔除（malik 法） |',
  'hrv-analysis（PyPI 名；导入名 hrvanalysis）', T, 'hrv-analysis-hrvanalysis-alias', 'CC205',
  [(HA, 34, 'pip install hrv-analysis'), (HA, 63, 'from hrvanalysis import')],
  'hrv-analysis is the PyPI / pip name (line 34) and hrvanalysis the import name (line 63) of the same '
  'package, as the table says. A known alias, not a near-miss name.'),
 (D1, '- 第三步：用 pyhvr 0.5.0 计算 5 min 窗的时域与频域指标，整夜指标取有效窗的中位数。',
  'pyhvr 0.5.0', M, 'pyhvr-typo', 'CC205',
  [(PH, 2, 'pypi.org/project/pyhrv/0.5.0/')],
  '"pyhvr" is a near miss of pyhrv / pyHRV (PyPI name, version 0.5.0), spelled correctly in the 4.2 '
  "table, in section 一, in 4.3's PSD paragraph and in reference [3]. A misspelt package name in the "
  'analysis steps.'),
 (D1, '- 第四步：胸带 ECG 以 500 Hz 采样，R 峰定位分辨率 2 ms，作为居家夜的参比 RR 序列。',
  '胸带 ECG 以 500 Hz 采样', M, 'chest-strap-ecg-250-vs-500-hz', 'CC201',
  [(PH, 15, 'Electrocardiography (ECG)')],
  'Step 4 of 4.3 says the chest-strap ECG (the reference for home nights) samples at 500 Hz with 2 ms '
  'R-peak resolution; the 4.1 device table gives the same XH-2 chest strap 250 Hz for the same '
  'recordings (centre and home). Same device, metric and conditions, two values. (Team facts; the cited '
  "line is pyHRV's ECG input.)"),
 (D1, 'pyHRV 提供三种 PSD 估计方法：Welch、自回归（AR）与 Lomb-Scargle，本研究主分析用 Welch 法，',
  '提供三种 PSD 估计方法', T, 'pyhrv-three-psd-methods', 'CC101',
  [(PH, 94, "Welch's Method"), (PH, 95, 'Autoregressive'), (PH, 96, 'Lomb-Scargle')],
  'Three stated, three named: Welch, autoregressive (AR) and Lomb-Scargle, the three PSD methods of '
  'pyHRV (README lines 94-96). Right count.'),
 (D1, '以 hrv-analysis README 示例输出为例，`nni_50` 为 24 个、`pnni_50` 为 2.4%：前者是计数，后者是占',
  '`nni_50` 为 24 个、`pnni_50` 为 2.4%', T, 'nn50-count-vs-pnn50-percent', 'CC202',
  [(HA, 112, "'nni_50': 24"), (HA, 113, "'pnni_50': 2.4")],
  'NN50 = 24 (a count) and pNN50 = 2.4 (a percentage of all NN intervals) from the hrv-analysis example '
  'output; the line names both bases and compares nothing. Not a basis mismatch.'),
 (D1, '[2] Vallat R, Walker MP. An open-source, high-performance tool for automated sleep staging. eLife, 2021, 10. doi: 10.7554/eLife.70092.',
  'doi: 10.7554/eLife.70092', T, 'yasa-doi-same-work', 'CC206',
  [(YA, 114, '10.7554/eLife.70092')],
  'The YASA eLife DOI 10.7554/eLife.70092 appears in 4.2 and in reference [2], both times for Vallat '
  "and Walker's sleep-staging paper (YASA README line 114). One id, one work."),
 (D1, '[5] 周立衡, 韩雪. 指环式 PPG 夜间 HRV 的运动伪迹校正. arXiv:4511.02734, 2045.',
  'arXiv:4511.02734', T, 'arxiv-nov-2045-before-application', 'CC302',
  [(HP, 16, 'smart rings')],
  'arXiv:4511.02734 encodes November 2045, before the application of 2046-04-16, and the entry says '
  "2045. Not anachronistic. (Invented preprint; the cited line is HeartPy's smart-ring PPG notebook, "
  'its subject.)'),
 (D1, '[6] 中国睡眠研究会. 成人可穿戴睡眠监测设备临床应用专家共识（2046 年版），2046-06-20 发布.',
  '2046-06-20 发布', M, 'consensus-dated-after-application', 'CC304',
  [(YA, 31, 'Automatic sleep staging of polysomnography data')],
  'Reference [6], cited in 一、研究背景 as the basis of the design, is an expert consensus "2046-06-20 发布", '
  'two months after the application date 2046-04-16 (方案日期 2046-04-13). A cited source dated after the '
  "document citing it. (Invented source; the cited line is YASA's PSG sleep staging, the comparison the "
  'consensus is about.)'),
 (D1, '| 1 | 知情同意书应以通俗语言说明居家监测的数据去向 | 修订版知情同意书（V1.1）已于 2046-04-09（周一）提交，早于承诺的 2046-04-12 | 已完成 |',
  '已于 2046-04-09（周一）提交，早于承诺的 2046-04-12', T, 'consent-form-submitted-before-promise', 'CC303',
  [(PH, 175, 'NOT intended for medical diagnosis')],
  'The revised consent form was promised by 2046-04-12 and is reported submitted on 2046-04-09 (a '
  'Monday), before the application date 2046-04-16. A past-dated promise with its completion confirmed. '
  "(Team facts; the cited line is pyHRV's no-diagnosis statement that the consent form repeats.)"),
 (D1, '| 3 | 需提供医学信息中心出具的数据安全评估报告 | 信息中心承诺于 2046-04-10 前出具数据安全评估报告，出具后补交 | 待补交 |',
  '承诺于 2046-04-10 前出具数据安全评估报告', M, 'data-security-report-overdue', 'CC303',
  [(PH, 150, 'Exporting HRV results into a JSON file')],
  'Reply 3 to the first review promises the data-security assessment report "2046-04-10 前"; the table '
  'is stated as of the application date 2046-04-16 and still marks it "待补交", with no confirmation '
  "anywhere. A promised date that has passed. (Team facts; the cited line is pyHRV's export of HRV "
  'results, the data-handling subject of the report.)'),
 # ---- draft 2 (English actuarial reserving memo to the CFO / audit committee (numbered sections, appendices A-D): chainladder, fredapi, wbgapi, pandas-datareader)
 (D2, 'CPIAUCSL and CPILFESL are two different FRED series (headline and core); both are used and neither',
  'CPIAUCSL and CPILFESL are two different FRED series', T, 'cpiaucsl-vs-cpilfesl-distinct', 'CC102',
  [(FR, 9, 'Federal Reserve Bank of St. Louis')],
  'Two look-alike FRED ids in the source table, CPIAUCSL (all items) and CPILFESL (less food and '
  'energy); the line says they are different series and both are used. Not a duplicated item.'),
 (D2, 'replaces the other. fredapi reads the FRED API key in one of three ways (an environment variable, a key',
  'in one of three ways', T, 'fredapi-three-key-ways', 'CC101',
  [(FR, 31, 'one of three'), (FR, 34, 'evironment variable'), (FR, 35, 'save it to a file'), (FR, 36, 'pass it directly')],
  'Three stated, three named across the wrapped line: an environment variable, a key file, an api_key '
  'argument, as in the fredapi README (lines 31-36). Right count.'),
 (D2, '(`mrv=5`). Proxy settings go through `wb.get_options`, available since wbgapi 1.0.10; we run 1.0.14.',
  'available since wbgapi 1.0.10; we run 1.0.14', T, 'wbgapi-1-0-10-feature-vs-1-0-14-installed', 'CC203',
  [(WB, 2, 'pypi.org/project/wbgapi/1.0.14/'), (WB, 273, 'As of version 1.0.10')],
  '1.0.10 is the version that introduced get_options (README line 273); 1.0.14 is the installed and '
  'current version (PyPI line), as the software table also says. An old version named as old, not two '
  '"latest" versions.'),
 (D2, 'released at 17149.6, then revised to 17101.3 and to 17016.0 on later realtime dates; all three were',
  '17149.6, then revised to 17101.3 and to 17016.0', T, 'gdp-2014q1-three-vintages', 'CC201',
  [(FR, 65, 'value="17149.6"'), (FR, 66, 'value="17101.3"'), (FR, 67, 'value="17016.0"')],
  'Three values for GDP 2014 Q1, each the release valid on a different realtime date (fredapi README '
  'lines 65-67); the memo says all three were right on their dates. Different vintages, not a value '
  'conflict.'),
 (D2, 'The 12–24 ratio for AY 2043 (1.427) is the highest in its column, so we exclude it from the selected',
  'is the highest in its column', M, 'ay2043-not-highest-12-24', 'CC103',
  [(CL, 41, 'link ratios calculation')],
  'The memo excludes AY 2043 from the 12-24 average because its 1.427 is "the highest in its column", '
  'but the link-ratio table lists AY 2042 at 1.434 in the same column (others 1.386, 1.421, 1.370). A '
  'ranking claim the listed values contradict, and it decides the selected factor. (Team figures.)'),
 (D2, 'The 12-to-ultimate factor of 1.703 equals 1.402 × 1.125 × 1.047 × 1.019 × 1.007 × 1.005, rounded.',
  '1.703 equals 1.402 × 1.125 × 1.047 × 1.019 × 1.007 × 1.005', T, 'cdf-product-right', 'CC105',
  [(CL, 41, 'link ratios calculation')],
  '1.402 x 1.125 x 1.047 x 1.019 x 1.007 x 1.005 = 1.7030, which rounds to 1.703, the CDF in the '
  'triangle and IBNR tables. Right arithmetic. (Team figures.)'),
 (D2, '| Total | | 144,426 | | | 166,305 | 21,789 | 100.0% |',
  '21,789', M, 'ibnr-total-21789-not-21879', 'CC105',
  [(CL, 41, 'IBNR estimates')],
  "The IBNR column adds to 120 + 300 + 804 + 2,078 + 5,202 + 13,375 = 21,879, and the row's own totals "
  "give 166,305 - 144,426 = 21,879; the Total row says 21,789 (digits transposed). The summary's $21.9 "
  'million and the sensitivity base of 21,879 follow the right sum. (Team figures.)'),
 (D2, 'AY 2046 carries the largest IBNR, 61.1% of the total, as expected for the least mature year.',
  'carries the largest IBNR, 61.1% of the total', T, 'ay2046-largest-ibnr-right', 'CC103',
  [(CL, 41, 'IBNR estimates')],
  "AY 2046's IBNR of 13,375 is the largest in the table (next 5,202), and 13,375 / 21,879 = 61.1%, the "
  'share shown. Ranking and share right. (Team figures.)'),
 (D2, 'AY 2046 expected loss ratio (BF prior): 67.5% (v1 of this memo: 64.0%).',
  '67.5% (v1 of this memo: 64.0%)', M, 'elr-64-to-67-5-unlogged', 'CC401',
  [(CL, 41, 'deterministic and stochastic models')],
  'The AY 2046 BF prior moved from 64.0% in v1 to 67.5% in v3, but the revision history in Appendix C '
  '(v1, v2, v3) records no change to the ELR. A value changed in a living document without a changelog '
  'note. (Team figures.)'),
 (D2, 'Selected claims inflation of 4.8% a year is well above headline CPI, which rose 9.6 index points in 2046.',
  'rose 9.6 index points', M, 'trend-percent-vs-cpi-index-points', 'CC202',
  [(FR, 9, 'Federal Reserve Bank of St. Louis'), (DR, 31, 'sources such as FRED')],
  'A 4.8% a year trend is called "well above" CPI, which "rose 9.6 index points in 2046": a relative '
  'rate against an absolute index change, with no index level given to turn points into percent. The '
  'figures cannot be reconciled as stated. (Team figures; the cited lines name FRED, the CPI source.)'),
 (D2, 'On top of the severity trend we add a social-inflation loading of 1.5% a year, a figure from a',
  'social-inflation loading of 1.5% a year', M, 'social-inflation-from-broker-post', 'CC204',
  [(CL, 41, 'IBNR estimates')],
  'The 1.5% a year loading that is added to the reserve trend rests on "a reinsurance broker\'s '
  'social-media post", and the next line says the underlying study has not been found (open item 4 is '
  'to source or remove it). A number resting only on a tertiary source. (Team facts.)'),
 (D2, 'Large-loss frequency in AY 2046 is two times higher than the 2041–2045 average of 0.8 per 1,000 policies,',
  'two times higher', M, 'large-loss-two-times-higher-decides-test', 'CC104',
  [(CL, 38, 'Property and Casualty Loss Reserving')],
  '"Two times higher than ... 0.8 per 1,000" reads as 1.6 (twice as much) or 2.4 (0.8 plus two times '
  '0.8); the reinstatement test is "at least 2.0 per 1,000", which 1.6 fails and 2.4 passes, and the '
  'memo loads the AY 2046 prior on it. An ambiguous multiplier decides the comparison. (Team figures.)'),
 (D2, 'that reopened late-reported claims; returned to 1.005 now because the state supreme court reversed that',
  'returned to 1.005', T, 'tail-1-005-1-010-1-005-with-reason', 'CC402',
  [(CL, 41, 'link ratios calculation')],
  'The tail factor went 1.005 -> 1.010 (after an appellate ruling) -> 1.005, and the return is '
  'explained: the ruling was reversed on December 4, 2046 and no late claims emerged. A documented '
  'return, not a flip-flop. (Team facts.)'),
 (D2, '[4] Claims Department, Large-loss listing as of December 31, 2046, issued January 22, 2047.',
  'issued January 22, 2047', T, 'large-loss-listing-before-memo', 'CC304',
  [(CL, 41, 'IBNR estimates')],
  'The large-loss listing was issued January 22, 2047, three weeks before the memo of February 12, 2047 '
  '(and after the valuation date it describes). A source dated before the document. (Team facts.)'),
 # ---- draft 3 (Chinese 数据服务水平协议 SLA with 附件 (第一章-第七章): pyais, avwx-engine, haversine, utm)
 (D3, '本服务解码并推送以下 7 种 AIS 消息类型：',
  '以下 7 种 AIS 消息类型', M, 'ais-seven-types-six-listed', 'CC101',
  [(PA, 309, '27 different types')],
  '"以下 7 种" heads six list items: types 1, 2, 3, 5, 18 and 24. A stated count against the items '
  "enumerated. (The cited line is pyais's 27 top-level message types, from which the service picks.)"),
 (D3, '| 6 | ZSNB | 宁波栎社 | 是 | 是 |',
  'ZSNB', M, 'zsnb-listed-twice', 'CC102',
  [(AV, 48, 'ICAO, IATA, or GPS')],
  'Row 6 of the station table repeats row 3 word for word: ZSNB 宁波栎社, METAR yes, TAF yes. A duplicated '
  "list item. (Team facts; the cited line is avwx-engine's ICAO idents.)"),
 (D3, '- 不含 NOTAM 转发（已于 v1.2 删除，见变更 C-02），甲方改由民航官方渠道获取；',
  '不含 NOTAM 转发（已于 v1.2 删除', T, 'notam-removed-cited-as-removed', 'CC403',
  [(AV, 34, 'NOTAM')],
  'NOTAM forwarding was deleted by C-02 (v1.2); section 2.3 mentions it only as excluded and removed, '
  'and no indicator or credit refers to it. Cited as removed, not relied on.'),
 (D3, '| K5 | METAR 更新时延 | p95 ≤ 60 s（原 90 s，见变更 C-07） | 服务月 | 自气象台发布起算 |',
  'p95 ≤ 60 s（原 90 s，见变更 C-07）', T, 'metar-90-to-60-logged', 'CC401',
  [(AV, 30, 'METAR')],
  "K5 changed from 90 s to 60 s and the change is logged as C-07 (v2.1, with the buyer's request letter "
  'as reason), which the row cites. A logged revision. (Team figures.)'),
 (D3, '| K7 | PIREP 转发时延 | p95 ≤ 180 s | 服务月 | 自报告生成起算 |',
  'PIREP 转发时延', M, 'pirep-removed-still-measured', 'CC403',
  [(AV, 32, 'PIREP')],
  'Change C-04 (v2.0) deleted PIREP forwarding, but the v2.1 indicator table still carries K7 "PIREP '
  '转发时延 p95 ≤ 180 s". A removed claim still relied on. (Team facts; PIREP is one of avwx-engine\'s '
  'report types.)'),
 (D3, '| K8 | AIS 覆盖半径 | ≥ 40 nmi（约 74.1 km） | 服务月 | 以 1.6 条参考点计 |',
  '≥ 40 nmi（约 74.1 km）', T, 'radius-40-nmi-74-1-km', 'CC201',
  [(HV, 25, '392.2172595594006'), (HV, 35, '211.78037755311516')],
  '40 nmi x 1.852 = 74.08 km, shown as 约 74.1 km; the haversine README gives the same ratio (392.217 km '
  '= 211.780 nmi). One radius in two units, correctly restated.'),
 (D3, 'K3 的单核规划参考 pyais README 的基准：单核约 26.9 万条/秒（268,922 msgs/s，Apple M3 上的 Ubuntu 虚拟机）。',
  '单核约 26.9 万条/秒（268,922 msgs/s', T, 'pyais-benchmark-from-readme', 'CC204',
  [(PA, 80, 'slightly less than 300k'), (PA, 88, '268,922 msgs/s')],
  'The per-core figure is the first benchmark round in pyais\'s own README (line 88, "slightly less than '
  '300k msgs/s" on line 80), with its hardware named. A primary source for the number.'),
 (D3, '可用性 = (43,200 − 180 − 38) ÷ (43,200 − 180) = 42,982 ÷ 43,020 = 99.91%，达到 K1，不产生服务积分。',
  '42,982 ÷ 43,020 = 99.91%', T, 'availability-example-right', 'CC105',
  [(PA, 24, 'Supports AIVDM/AIVDO messages')],
  '43,200 - 180 - 38 = 42,982, 43,200 - 180 = 43,020, and 42,982 / 43,020 = 0.99912, i.e. 99.91%. Right '
  'arithmetic. (Team figures.)'),
 (D3, 'v2.1 中 TAF 拉取时延 p95 较 v2.0 降低 35%，METAR 降低 400 ms，因此 METAR 的改善幅度更大。',
  'METAR 降低 400 ms', M, 'taf-percent-vs-metar-ms', 'CC202',
  [(AV, 30, 'METAR'), (AV, 31, 'TAF')],
  'The TAF improvement is relative (35%), the METAR one absolute (400 ms), and no v2.0 baseline is '
  'given for either, yet the line concludes that METAR improved more. Relative against absolute, not '
  'reconcilable. (Team figures.)'),
 (D3, 'K1 月可用性承诺 99.95%，低于承诺值时按下表向甲方提供服务积分（抵扣次月服务费）：',
  '99.95%', M, 'k1-availability-99-9-vs-99-95', 'CC201',
  [(PA, 24, 'Supports AIVDM/AIVDO messages')],
  'Chapter 5 says the K1 monthly availability commitment is 99.95%; the indicator table gives K1 "≥ '
  '99.9%", and the credit tiers and the 4.1 example (99.91% "达到 K1") follow 99.9%. Same indicator, same '
  'period, two values. (Team figures; the cited line is the AIVDM feed the indicator covers.)'),
 (D3, '| avwx-engine（PyPI 包名；代码中 `import avwx`） | 1.9.10 | Python 3.10+ | METAR/TAF 获取与解析 |',
  'avwx-engine（PyPI 包名；代码中 `import avwx`）', T, 'avwx-engine-import-avwx-alias', 'CC205',
  [(AV, 43, 'pip install avwx-engine'), (AV, 51, 'import avwx')],
  'avwx-engine is the PyPI name (line 43) and avwx the import name (line 51) of the same package. A '
  'known alias, not a near-miss name.'),
 (D3, 'pyais README 的发布校验示例写作 `VERSION=3.3.0`，仅为示例值；本服务部署 pyais 3.3.1，校验时变量取 3.3.1。',
  '`VERSION=3.3.0`，仅为示例值', T, 'pyais-3-3-0-example-vs-3-3-1', 'CC203',
  [(PA, 71, 'VERSION=3.3.0'), (PA, 2, 'pypi.org/project/pyais/3.3.1/')],
  "3.3.0 is the example value in the README's release-verification snippet (line 71); 3.3.1 is the "
  'deployed and current version (PyPI line). The line says so. Not two "latest" versions.'),
 (D3, '| C-03 | v2.0 | 2046-11-20（周二） | K2 由 p95 ≤ 500 ms 调整为 ≤ 800 ms | — |',
  '由 p95 ≤ 500 ms 调整为 ≤ 800 ms', M, 'k2-800-500-800-no-reason', 'CC402',
  [(PA, 25, 'TCP/UDP sockets')],
  'K2 went 800 ms (before C-01) -> 500 ms (C-01, with a reason: a second receiving station) -> back to '
  "800 ms (C-03), and C-03's reason column holds only a dash. A value returning to an earlier value "
  "without a reason. (Team facts; the cited line is pyais's TCP/UDP stream input.)"),
 (D3, '| C-06 | v2.1 | 2047-01-24（周四） | UTM 51N 区带统一已完成，早于 C-05 承诺日期 | 履行 C-05 |',
  'UTM 51N 区带统一已完成，早于 C-05 承诺日期', T, 'utm-zone-promise-kept', 'CC303',
  [(UT, 7, 'Bidirectional UTM-WGS84')],
  'C-05 promised the UTM 51N unification by 2047-01-31; C-06 records it done on 2047-01-24, before the '
  'promise and before the SLA date 2047-02-19. A promise kept. (Team facts.)'),
 # ---- draft 4 (bilingual zh/en 上线评审纪要 / go-live review minutes (## 1.-9.): stumpy, pyts, orbit-ml, greykite)
 (D4, 'D-2 The primary model is DLT (MAP estimation) from orbit-ml 1.1.5.1; the fallback is Silverkite from greykite 1.0.0, the current release, kept as a comparator.',
  'greykite 1.0.0, the current release', M, 'greykite-1-0-0-vs-1-1-0-current', 'CC203',
  [(GK, 2, 'pypi.org/project/greykite/1.1.0/')],
  'The English line of decision D-2 calls greykite 1.0.0 "the current release"; its Chinese pair says '
  'greykite 1.1.0（当前最新发布版）, the benchmark table uses 1.1.0, and 1.1.0 is the PyPI version. Two current '
  'versions for the same software on the same day.'),
 (D4, '- DLT（MAP）的 MAPE 为 11.8%，在四个候选中最低，这是 D-2 选择它作主模型的依据。',
  '在四个候选中最低', T, 'dlt-map-lowest-mape-right', 'CC103',
  [(OR, 68, 'Maximum a Posteriori (MAP)')],
  'DLT (MAP) 11.8% against 12.0%, 12.4% and 17.9% in the benchmark table: the lowest of the four. '
  'Ranking right. (Team figures.)'),
 (D4, '- 批量推理改造后，DLT（MAP）的 p95 推理延迟由 420 ms 降至 105 ms（4×）。',
  '由 420 ms 降至 105 ms（4×）', T, 'latency-420-to-105-4x-both-ends', 'CC104',
  [(OR, 62, 'Damped Local Trend (DLT)')],
  '420 / 105 = 4, and both ends are given, so "4×" has one reading. Not an ambiguous multiplier. (Team '
  'figures.)'),
 (D4, '- 上次评审的 14.3% 为 WAPE 口径、仅 300 条试点序列；本期 DLT 的 11.8% 为 MAPE 口径，口径与样本均不同，不据此计算改善幅度。',
  '上次评审的 14.3% 为 WAPE 口径', T, 'wape-pilot-vs-mape-now-not-compared', 'CC202',
  [(OR, 62, 'Damped Local Trend (DLT)')],
  'The earlier 14.3% (WAPE, 300 pilot series) and the current 11.8% (MAPE, 1,200 series) look like a '
  'before/after pair, but the line states both bases and declines to compute an improvement. Nothing is '
  'compared across bases. (Team figures.)'),
 (D4, '- Silverkite 的节假日与促销回归项配置参考内部预印本 arXiv:4603.11872v2，并使用 greykite 的 `ChangepointDetector()` 检测趋势变点。',
  'arXiv:4603.11872v2', T, 'arxiv-with-version-well-formed', 'CC301',
  [(GK, 16, 'Silverkite')],
  'arXiv:4603.11872v2 has a valid YYMM (March 2046), five digits and a version suffix. Well-formed, and '
  'dated before the minutes. (Invented id.)'),
 (D4, '`stumpy.stump`（单机多核）与 `stumpy.stumped`（Dask 分布式）是两个不同函数，本期只用前者及 GPU 版 `gpu_stump`。',
  '`stumpy.stump`（单机多核）与 `stumpy.stumped`（Dask 分布式）', T, 'stump-vs-stumped-distinct', 'CC102',
  [(SP, 91, 'stumpy.stump('), (SP, 106, 'stumpy.stumped(')],
  'stump (single server) and stumped (Dask distributed) are two different STUMPY functions (README '
  'lines 91 and 106); the line names both and says which one is used. Not a duplicated item.'),
 (D4, '| 合计 / Total | 1,200 | — | — |',
  '1,200', T, 'segments-620-410-170-total-1200', 'CC105',
  [(PT, 181, 'ROCKET')],
  '620 + 410 + 170 = 1,200, the number of series in D-1 and the backtest. The total adds up. (Team '
  'figures; the segments come from pyts ROCKET typing.)'),
 (D4, '- 异常预检：CPU 版 `stumpy.stump` 全量约 48 分钟；GPU 版 `gpu_stump` 快 3 倍，可放入 15 分钟夜间窗口，故不再申请第二台 GPU 节点。',
  '快 3 倍', M, 'gpu-stump-3x-faster-decides-window', 'CC104',
  [(SP, 91, 'stumpy.stump('), (SP, 121, 'stumpy.gpu_stump(')],
  '"快 3 倍" from 48 minutes reads as 16 minutes (3x the speed) or 12 minutes (3x faster on top); the '
  'pre-check window is 15 minutes (01:40-01:55), which 16 fails and 12 passes, and the line drops the '
  'second GPU node on it. An ambiguous multiplier decides. (Team figures; no GPU time is measured '
  'elsewhere.)'),
 (D4, '| R-4 | 间歇序列 MAPE 偏高 / High MAPE on intermittent series | 中 / M | 中 / M | 林书瑶 | 参考 arXiv:4708.01542 的分层校准方法调整区间 | 2047-07-31 |',
  'arXiv:4708.01542', M, 'arxiv-aug-2047-in-june-2047-minutes', 'CC302',
  [(OR, 62, 'Damped Local Trend (DLT)')],
  'arXiv:4708.01542 encodes August 2047, but the minutes are dated 2047-06-18 and cite its method as '
  'existing. An identifier dated after the document. (Invented id.)'),
 (D4, '| A-03 | 全链路压测报告（上次评审遗留）/ End-to-end load-test report (carried over) | 陈蔚 | 2047-05-31 | 进行中 / in progress |',
  '进行中 / in progress', M, 'load-test-report-overdue', 'CC303',
  [(OR, 2, 'pypi.org/project/orbit-ml/1.1.5.1/')],
  'Action A-03, carried over from the review of 2047-05-21, was due 2047-05-31 and is still "进行中 / in '
  'progress" in a status column "截至 2047-06-18"; nothing confirms it, and go-live is approved. An '
  'overdue promise. (Team facts.)'),
 (D4, '[3] Law SM. STUMPY: A Powerful and Scalable Python Library for Time Series Data Mining. JOSS 4(39): 1504, 2019. doi:10.21105/joss.01504.',
  'doi:10.21105/joss.01504', T, 'stumpy-joss-doi-same-work', 'CC206',
  [(SP, 32, '10.21105/joss.01504'), (SP, 359, '4(39), 1504')],
  'The JOSS DOI 10.21105/joss.01504 appears in section 5 and in reference [3], both for Law (2019), the '
  'STUMPY paper (README lines 32 and 359). One id, one work.'),
 (D4, '[4] Akbarinia R, Cloez B. Efficient Matrix Profile Computation Using Different Distance Functions. arXiv:2004.08492, 2019.',
  'arXiv:2004.08492', M, 'akbarinia-given-orbit-arxiv-id', 'CC206',
  [(SP, 399, 'arXiv:1901.05708'), (OR, 195, 'eprint={2004.08492}')],
  'arXiv:2004.08492 is the Orbit whitepaper (orbit README line 195; reference [1] here); Akbarinia and '
  "Cloez's paper is arXiv:1901.05708 (stumpy README line 399). One identifier given to two works."),
 (D4, '[6] 孙启航, 等. 门店级需求预测的分层校准（内部预印本）. arXiv:4611.03318, 2046.',
  'arXiv:4611.03318', T, 'arxiv-nov-2046-before-minutes', 'CC302',
  [(OR, 62, 'Damped Local Trend (DLT)')],
  'arXiv:4611.03318 encodes November 2046, before the minutes of 2047-06-18, and the entry says 2046. '
  'Not anachronistic. (Invented preprint.)'),
 (D4, '[7] 郑雨桐, 等. 零售小时级序列的 matrix profile 异常预检. arXiv:4613.02207, 2046.',
  'arXiv:4613.02207', M, 'arxiv-month-13', 'CC301',
  [(SP, 91, 'stumpy.stump(')],
  'arXiv:4613.02207 has month 13 in its YYMM part. A malformed identifier. (Invented id; the cited line '
  'is the matrix-profile call the cited work is about.)'),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
