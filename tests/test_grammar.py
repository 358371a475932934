"""Spec table of the extraction grammar (issue 3): text → the claims it must yield.

Each row: (id, text, expected) where expected is a list of (surface, kind, value, unit,
qualifier, normalised value, normalised unit) of the claims, in order; ``None`` fields are
not compared.  Rows are zh, en and mixed.  Every wrong case met in use becomes a row.
"""
from __future__ import annotations

from decimal import Decimal

import pytest

import claimcheck
from claimcheck.model import fmt_decimal

DOC_DATE = "2026-09-28"

SPEC = [
    # -- numbers and units ------------------------------------------------------------
    ("throughput-decimal", "DSpark 达 383.7 tok/s", [("383.7 tok/s", "quantity", "383.7", "tok/s", "=", "383.7", "token / second")]),
    ("thousands-comma", "吞吐 12,400 tok/s", [("12,400 tok/s", "quantity", "12400", "tok/s", "=", "12400", "token / second")]),
    ("wan-scale", "峰值 1.5 万 tok/s", [("1.5 万 tok/s", "quantity", "1.5", "tok/s", "=", "15000", "token / second")]),
    ("per-minute", "about 744k tokens/min", [("about 744k tokens/min", "quantity", "744", "tokens/min", "~", "12400", "token / second")]),
    ("tokens-per-second-words", "it decodes 52 tokens per second", [("52 tokens per second", "quantity", "52", None, "=", "52", "token / second")]),
    ("fullwidth-digits", "吞吐达到 ３８３.７ tok/s", [("３８３.７ tok/s", "quantity", "383.7", "tok/s", "=", "383.7", "token / second")]),
    ("latency-ms", "TTFT 为 120 ms", [("120 ms", "quantity", "120", "ms", "=", "120", "millisecond")]),
    ("latency-zh-unit", "ITL 约 35 毫秒", [("约 35 毫秒", "quantity", "35", "毫秒", "~", "35", "millisecond")]),
    ("latency-seconds", "E2E latency 1.2 s", [("1.2 s", "quantity", "1.2", "s", "=", "1200", "millisecond")]),
    ("memory-gb", "显存占用 38 GB", [("38 GB", "quantity", "38", "GB", "=", "38", "gigabyte")]),
    ("memory-gib", "KV cache takes 16 GiB", [("16 GiB", "quantity", "16", "GiB", "=", "17.179869184", "gigabyte")]),
    ("bandwidth", "HBM 带宽 8 TB/s", [("8 TB/s", "quantity", "8", "TB/s", "=", "8000", "gigabyte / second")]),
    ("compute", "FP8 算力 1979 TFLOPS", [("1979 TFLOPS", "quantity", "1979", "TFLOPS", "=", "1979", "teraflops")]),
    ("qps", "服务 120 QPS", [("120 QPS", "quantity", "120", "QPS", "=", "120", "request / second")]),
    ("price-per-million", "price $0.27/1M tokens", [("$0.27/1M tokens", "quantity", "0.27", None, "=", None, None)]),
    ("params", "a 70B model", [("70B", "quantity", "70", "B", "=", "70000000000", "parameter")]),
    ("context-128k", "支持 128K 上下文", [("128K", "quantity", "128", None, "=", "128000", "token")]),
    # -- ratios and changes -----------------------------------------------------------
    ("times-sign", "SGLang vs vLLM 4.5× TTFT", [("4.5×", "ratio", "4.5", "×", "=", "4.5", "dimensionless")]),
    ("x-letter", "EAGLE-3 is 3.1x faster", [("3.1x", "ratio", "3.1", "×", "=", "3.1", "dimensionless")]),
    ("bei", "吞吐提高 3 倍以上", [("3 倍以上", "ratio", "3", "倍", ">=", "3", "dimensionless")]),
    ("fold", "a 2-fold speedup", [("2-fold", "ratio", "2", "-fold", "=", "2", "dimensionless")]),
    ("pct-jiasu", "DSpark \"85% 加速\"", [("85%", "percent", "85", "%", "=", "1.85", "dimensionless")]),
    ("pct-tisheng", "吞吐提升 85%", [("85%", "percent", "85", "%", "=", "1.85", "dimensionless")]),
    ("pct-jiangdi", "显存降低 40%", [("40%", "percent", "40", "%", "=", "0.6", "dimensionless")]),
    ("pct-kuai", "比 vLLM 快 30%", [("30%", "percent", "30", "%", "=", "1.3", "dimensionless")]),
    ("pct-en-reduction", "a 75% memory reduction", [("75%", "percent", "75", "%", "=", "0.25", "dimensionless")]),
    ("compression-4x", "4× KV compression", [("4×", "ratio", "4", "×", "=", "0.25", "dimensionless")]),
    ("signed-pct", "throughput +18.4%", [("+18.4%", "percent", "+18.4", "%", "=", "1.184", "dimensionless")]),
    ("minus-sign-pct", "延迟 −2.26%", [("−2.26%", "percent", "-2.26", "%", "=", "0.9774", "dimensionless")]),
    ("pp-not-percent", "准确率 +3 pp", [("+3 pp", "percent", "+3", "pp", "=", "3", "percentage_point")]),
    ("pp-zh", "提升 3 个百分点", [("3 个百分点", "percent", "3", "个百分点", "=", "3", "percentage_point")]),
    ("range-bei", "加速 1.36 ~ 1.85 倍", [("1.36 ~ 1.85 倍", "ratio", "1.36", "倍", "=", None, "dimensionless")]),
    ("ambiguous-bei", "吞吐提升 2 倍", [("2 倍", "ratio", "2", "倍", "=", "2", "dimensionless")]),
    # -- hedges and bounds -----------------------------------------------------------
    ("yue", "约 384 tok/s", [("约 384 tok/s", "quantity", "384", "tok/s", "~", "384", "token / second")]),
    ("chaoguo", "超过 10,000 tok/s", [("超过 10,000 tok/s", "quantity", "10000", "tok/s", ">=", "10000", "token / second")]),
    ("up-to", "up to 2.3x faster", [("up to 2.3x", "ratio", "2.3", "×", "<=", "2.3", "dimensionless")]),
    ("ge-sign", ">= 4,100 tok/s", [(">= 4,100 tok/s", "quantity", "4100", "tok/s", ">=", "4100", "token / second")]),
    # 不到 N is below N, a strict bound (issue 16 kind 6; the row once expected "<=")
    ("budao", "TTFT 不到 200 ms", [("不到 200 ms", "quantity", "200", "ms", "<", "200", "millisecond")]),
    # -- counts ------------------------------------------------------------------------
    ("count-tiao", "共 15 条候选", [("15 条", "count", "15", "条", "=", "15", "count")]),
    ("count-zh-numeral", "六层分类学", [("六层", "count", "六", "层", "=", "6", "count")]),
    ("count-da", "三大瓶颈", [("三大", "count", "三", "大", "=", "3", "count")]),
    ("count-en-word", "three bottlenecks remain", [("three bottlenecks", "count", "three", "bottlenecks", "=", "3", "count")]),
    ("count-yiqian", "一千二百条记录", [("一千二百条", "count", "一千二百", "条", "=", "1200", "count")]),
    # -- dates and times -----------------------------------------------------------------
    ("iso-date", "发布于 2026-09-23", [("2026-09-23", "date", "2026-09-23", None, "=", None, None)]),
    ("iso-month", "计划于 2026-09 发布", [("2026-09", "date", "2026-09", None, "=", None, None)]),
    ("en-month-day", "Jay Sep 27 提及", [("Sep 27", "date", "2026-09-27", None, "=", None, None)]),
    ("en-day-range", "inbox Sep 27-28", [("Sep 27-28", "date", "2026-09-27", None, "=", None, None)]),
    ("zh-full-date", "2026年9月28日发布", [("2026年9月28日", "date", "2026-09-28", None, "=", None, None)]),
    ("zh-month-day", "9月28日更新", [("9月28日", "date", "2026-09-28", None, "=", None, None)]),
    ("zh-year-month-spaced", "2026 年 8 月上线", [("2026 年 8 月", "date", "2026-08", None, "=", None, None)]),
    ("quarter", "2026Q4 交付", [("2026Q4", "date", "2026Q4", None, "=", None, None)]),
    ("datetime-compact", "2026-09-28T2100 简报", [("2026-09-28T2100", "date", "2026-09-28T21:00", None, "=", None, None)]),
    ("relative-today", "今日 inference 主轴", [("今日", "date", "2026-09-28", None, "=", None, None)]),
    ("en-month-year", "release in September 2026", [("September 2026", "date", "2026-09", None, "=", None, None)]),
    # -- versions and identifiers (never quantities) ---------------------------------------
    ("engine-versions", "vLLM 0.23/SGLang 0.5.13", [("0.23", "version", "0.23", None, "=", None, None),
                                                     ("0.5.13", "version", "0.5.13", None, "=", None, None)]),
    ("v-version", "llama.cpp v0.5.0 发布", [("v0.5.0", "version", "0.5.0", None, "=", None, None)]),
    ("v-glued-to-a-name", "权重取自 acme/Tiny-7B-v0.1 仓库", []),
    ("size-before-models-noun", "for the 13B models we shard", [("13B", "quantity", "13", "B", "=", "13000000000", "parameter")]),
    ("size-before-zh-model-noun", "支持 34B 模型", [("34B", "quantity", "34", "B", "=", "34000000000", "parameter")]),
    ("count-of-models", "we compare 4 models", [("4 models", "count", "4", "models", "=", "4", "count")]),
    ("v-after-another-version", "已有 v0.30/v0.5.20 特性", [("v0.30", "version", "0.30", None, "=", None, None),
                                                          ("v0.5.20", "version", "0.5.20", None, "=", None, None)]),
    ("arxiv-v", "原始 arXiv:2511.02230v7", [("arXiv:2511.02230v7", "identifier", "arXiv:2511.02230v7", None, "=", None, None)]),
    ("arxiv-bare", "| 2605.17613 | VeriCache |", [("2605.17613", "identifier", "arXiv:2605.17613", None, "=", None, None)]),
    # -- length units (single letters only attached to the number) ---------------------------
    ("length-m-attached", "机柜间距 2.5m", [("2.5m", "quantity", "2.5", "m", "=", "2.5", "meter")]),
    ("length-zh-qianmi", "光纤延伸 12千米", [("12千米", "quantity", "12", "千米", "=", "12", "kilometer")]),
    ("length-zh-cn-numeral", "线缆长三百米", [("三百米", "quantity", "三百", "米", "=", "300", "meter")]),
    ("length-en-miles", "the rack sits 40 miles from the plant", [("40 miles", "quantity", "40", "miles", "=", "40", "mile")]),
    ("length-en-words", "a cable two meters long", [("two meters", "quantity", "two", "meters", "=", "2", "meter")]),
    ("m-alone-not-unit", "Plan m and plan in 5 steps", [("5 steps", "count", "5", "steps", "=", "5", "count")]),
    # -- Chinese numerals with units, percent words -------------------------------------------
    ("cn-numeral-money", "预算一万二千三百四十五元", [("一万二千三百四十五元", "quantity", None, "元", "=", "12345", "yuan")]),
    ("cn-point-percent-bug", "命中率三十五点五%", [("三十五点五%", "percent", None, "%", "=", "35.5", "percent")]),
    ("cn-baifenzhi", "缓存命中率达到百分之五十", [("百分之五十", "percent", "50", "%", "=", "50", "percent")]),
    ("cn-cheng", "约三成请求超时", [("约三成", "percent", "30", "成", "~", "30", "percent")]),
    ("cn-approx-wan", "日活五百余万名用户", [("五百余万名", "count", None, "名", ">=", "5000000", "count")]),
    ("en-percent-words", "ten percent of the requests", [("ten percent", "percent", "ten", "percent", "=", "10", "percent")]),
    ("negative-zh", "利润率 负3.9%", [("负3.9%", "percent", "-3.9", "%", "=", None, None)]),
    ("negative-en", "margin of minus 5 percent", [("minus 5 percent", "percent", "-5", "percent", "=", None, None)]),
    # -- durations --------------------------------------------------------------------------------
    ("duration-ge-month-bug", "迁移耗时六个月", [("六个月", "quantity", "六", "个月", "=", None, None)]),
    ("duration-weeks-zh", "灰度 3周", [("3周", "quantity", "3", "周", "=", "504", "hour")]),
    ("duration-years-en", "support lasts 3 years", [("3 years", "quantity", "3", "years", "=", None, None)]),
    # -- money ------------------------------------------------------------------------------------
    ("dollar-space-million", "raised $ 3 million", [("$ 3 million", "quantity", "3", "$", "=", "3000000", "dollar")]),
    ("dollar-b", "a $4.2b round", [("$4.2b", "quantity", "4.2", "$", "=", "4200000000", "dollar")]),
    ("usd-code", "costs USD50 up front", [("USD50", "quantity", "50", "USD", "=", "50", "dollar")]),
    # "a"/"an" before a unit word is "per": money and quantities per period or per unit
    ("usd-code-a-month", "costs USD50 a month", [("USD50 a month", "quantity", "50", "USD a month", "=", "50", "dollar / (month)")]),
    ("money-an-ounce", "spot gold at $1,271.2 an ounce", [("$1,271.2 an ounce", "quantity", "1271.2", "$ an ounce", "=", "1271.2", "dollar / (ounce)")]),
    ("barrels-a-day", "cut output by 800,000 barrels a day", [("800,000 barrels a day", "quantity", "800000", "barrels a day", "=", "800000", "oil_barrel / day")]),
    ("tokens-a-second", "decodes 5 tokens a second", [("5 tokens a second", "quantity", "5", "tokens a second", "=", None, "token / second")]),
    ("a-not-per-single-letter", "at 2 a m", []),
    # units the units file spells with "_" are written with a space or a hyphen
    ("spaced-unit", "a 311 square miles site", [("311 square miles", "quantity", "311", "square miles", "=", "311", "square_mile")]),
    ("hyphen-unit-alias", "275 pound-feet of torque", [("275 pound-feet", "quantity", "275", "pound-feet", "=", "275", "pound_foot")]),
    ("currency-words", "7.5 million Danish crowns", [("7.5 million Danish crowns", "quantity", "7.5", "Danish crowns", "=", "7500000", "danish_krone")]),
    ("currency-words-per", "8.99 Australian dollars per month", [("8.99 Australian dollars per month", "quantity", "8.99", "Australian dollars per month", "=", "8.99", "australian_dollar / month")]),
    # currency prefixes beyond $ € £ ¥ (grammar.yaml currency_prefixes)
    ("ringgit-prefix", "priced at RM79 a month", [("RM79 a month", "quantity", "79", "RM a month", "=", "79", "malaysian_ringgit / month")]),
    ("rupee-code-scale", "a INR1 trillion package", [("INR1 trillion", "quantity", "1", "INR", "=", "1000000000000", "indian_rupee")]),
    ("dollar-us-prefix", "worth $US55,931,000 ($A82,615,680)", [("$US55,931,000", "quantity", "55931000", "$US", "=", "55931000", "dollar"),
                                                                 ("$A82,615,680", "quantity", "82615680", "$A", "=", "82615680", "australian_dollar")]),
    ("crore", "Rs 500 crore budget", [("Rs 500 crore", "quantity", "500", "Rs", "=", "5000000000", "indian_rupee")]),
    # a unit joined by a hyphen, as an adjective; a singular noun so joined is counted
    ("hyphen-unit", "a 6.1-inch screen", [("6.1-inch", "quantity", "6.1", "inch", "=", "6.1", "inch")]),
    ("hyphen-token", "a 3-token draft window", [("3-token", "quantity", "3", "token", "=", None, None)]),
    ("hyphen-count", "a 16-node cluster", [("16-node", "count", "16", "node", "=", "16", "count")]),
    ("hyphen-bit-is-precision", "uses 4-bit weights", []),
    ("hyphen-way-no-count", "an 8-way split", []),
    ("hyphen-range-stays", "a 5-10 ms gap", [("5-10 ms", "quantity", "5", "ms", "=", None, None)]),
    # counts of irregular plurals and of nouns with a capitalised or acronym modifier
    ("count-people", "the team of 200 people", [("200 people", "count", "200", "people", "=", "200", "count")]),
    ("count-digit-hundred", "there were 4 hundred people", [("4 hundred people", "count", "4", "people", "=", "400", "count")]),
    ("count-capital-mod", "runs in 7 European regions", [("7 European regions", "count", "7", "regions", "=", "7", "count")]),
    ("count-acronym-mod", "serves 5 NBA teams", [("5 NBA teams", "count", "5", "teams", "=", "5", "count")]),
    ("count-name-before", "Llama 3 Instruct models", []),
    ("count-capitalised-plural", "1,307,000 Americans filed", [("1,307,000 Americans", "count", "1307000", "Americans", "=", "1307000", "count")]),
    ("count-plural-before-verb", "but 19 fouls proves it", [("19 fouls", "count", "19", "fouls", "=", "19", "count")]),
    # units added for news figures
    ("unit-rpm-mpg", "3000 rpm and 29 mpg", [("3000 rpm", "quantity", "3000", "rpm", "=", "3000", "revolution_per_minute"),
                                              ("29 mpg", "quantity", "29", "mpg", "=", "29", "mile_per_gallon")]),
    ("unit-watt-alone", "a 5 W charger", [("5 W", "quantity", "5", "W", "=", "5", "watt")]),
    ("unit-mah", "a 4500 mAh battery", [("4500 mAh", "quantity", "4500", "mAh", "=", "4500", "milliampere_hour")]),
    ("percent-pc", "shares rose 24pc", [("24pc", "percent", "24", "pc", "=", None, None)]),
    # words and units the Recognizers-Text English specs use (issue 16 targets)
    ("percent-percentage", "thirty percentage of the runs", [("thirty percentage", "percent", "thirty", "percentage", "=", "30", "percent")]),
    ("decimeter", "机柜深 2 dm", [("2 dm", "quantity", "2", "dm", "=", "2", "decimeter")]),
    ("radian-attached", "the angle is 0.8rad", [("0.8rad", "quantity", "0.8", "rad", "=", "0.8", "radian")]),
    ("square-metre-m2", "a hall of 24703m2", [("24703m2", "quantity", "24703", "m2", "=", "24703", "square_meter")]),
    # "s" glued to a number after a capitalised name or to a year: a plural, not seconds
    ("name-plural-not-seconds", "delivered 63,150 Model 3s and 2018s best sector", []),
    ("seconds-after-metric", "TTFT 5s on H100", [("5s", "quantity", "5", "s", "=", "5000", "millisecond")]),
    # a range whose ends have different scale words: low/high at the first end's scale
    ("range-mixed-scales", "priced from $800,000 to $1.3 million", [("$800,000 to $1.3 million", "quantity", "800000", "$", "=", "800000", "dollar")]),
    ("euro-sign", "licence €120 per seat", [("€120", "quantity", "120", "€", "=", "120", "euro")]),
    ("pound-bn", "a £3bn contract", [("£3bn", "quantity", "3", "£", "=", "3000000000", "pound_sterling")]),
    ("zh-currencies", "售价 80欧元 或 9000日元", [("80欧元", "quantity", "80", "欧元", "=", "80", "euro"),
                                            ("9000日元", "quantity", "9000", "日元", "=", "9000", "yen")]),
    ("space-thousands-bug", "paid 10 000 dollars", [("10 000 dollars", "quantity", "10000", "dollars", "=", "10000", "dollar")]),
    ("fullwidth-comma-thousands", "合同额 12，500.50 元", [("12，500.50 元", "quantity", "12500.50", "元", "=", "12500.5", "yuan")]),
    ("fullwidth-comma-clause", "新增 5，60 家接入", [("60 家", "count", "60", "家", "=", "60", "count")]),
    # -- change verbs -----------------------------------------------------------------------------
    ("en-rose", "revenue rose 30% last quarter", [("30%", "percent", "30", "%", "=", "1.3", "dimensionless")]),
    ("en-dropped", "latency dropped 20%", [("20%", "percent", "20", "%", "=", "0.8", "dimensionless")]),
    ("zh-xiadie", "成本下跌 15%", [("15%", "percent", "15", "%", "=", "0.85", "dimensionless")]),
    # -- more dates -------------------------------------------------------------------------------
    ("decade-not-seconds-bug", "GPUs of the 1960s did not exist", [("1960s", "date", "1960s", None, "=", None, None)]),
    ("zh-date-range", "活动 2025年3月2日-3月9日 举行", [("2025年3月2日-3月9日", "date", "2025-03-02", None, "=", None, None)]),
    ("en-date-range", "ran Feb 3 2025-Mar 9 2025", [("Feb 3 2025-Mar 9 2025", "date", "2025-02-03", None, "=", None, None)]),
    ("en-day-month", "shipped on 12 March 2025", [("12 March 2025", "date", "2025-03-12", None, "=", None, None)]),
    ("en-ordinal-day", "due 3rd Oct", [("3rd Oct", "date", "2026-10-03", None, "=", None, None)]),
    ("zh-xiaxun", "2025年11月下旬上线", [("2025年11月下旬", "date", "2025-11", None, "=", None, None)]),
    ("zh-cn-numeral-date", "二〇二五年三月八日发布", [("二〇二五年三月八日", "date", "2025-03-08", None, "=", None, None)]),
    ("zh-houtian", "后天发布补丁", [("后天", "date", "2026-09-30", None, "=", None, None)]),
    ("zh-qunian-month", "去年5月开源", [("去年5月", "date", "2025-05", None, "=", None, None)]),
    ("zh-xiageyue", "下个月合入主线", [("下个月", "date", "2026-10", None, "=", None, None)]),
    ("en-next-month", "lands next month", [("next month", "date", "2026-10", None, "=", None, None)]),
    ("numeric-dot-date", "日志 2025.01.29 归档", [("2025.01.29", "date", "2025-01-29", None, "=", None, None)]),
    ("numeric-short-dash-date", "built 2025-3-3", [("2025-3-3", "date", "2025-03-03", None, "=", None, None)]),
    # 翻番 is a doubling (2×, issue 14): the row once expected no ratio here
    ("zh-year-alone", "2025年营收翻番", [("2025年", "date", "2025", None, "=", None, None),
                                      ("翻番", "ratio", "2", "翻番", "=", "2", "dimensionless")]),
    # -- issue 3 coverage: versions, ids, counts, venue years (rows written for the grammar) --
    ("version-post-suffix", "pinned SGLang 0.4.1.post2 for the run", [("0.4.1.post2", "version", "0.4.1.post2", None, "=", None, None)]),
    ("version-release-tag", "container r25.01 image", [("r25.01", "version", "r25.01", None, "=", None, None)]),
    ("version-not-model-generation", "DeepSeek-V3 与 Kimi-V2 对比", []),
    ("version-not-garbled-alt-text", "![v0 1 0-chart](x.png)", []),
    ("arxiv-hyphen", "卡片 0042-2511-02230 归档", [("2511-02230", "identifier", "arXiv:2511.02230", None, "=", None, None)]),
    ("arxiv-bare-after-card-number", "卡片 0043-2511.02230", [("2511.02230", "identifier", "arXiv:2511.02230", None, "=", None, None)]),
    ("venue-year", "accepted at NeurIPS 2025 as a poster", [("2025", "date", "2025", None, "=", None, None)]),
    ("venue-year-zh", "论文（OSDI 2024）提出", [("2024", "date", "2024", None, "=", None, None)]),
    ("bracket-year", "该方法（2024）首次提出", [("2024", "date", "2024", None, "=", None, None)]),
    ("bracket-number-not-year", "max batch (2048) tokens", []),
    ("top-n-count", "Top 10 候选待读", [("Top 10", "count", "10", "Top", "=", "10", "count")]),
    ("ordinal-then-classifier-is-count", "增量 5 条已合入", [("5 条", "count", "5", "条", "=", "5", "count")]),
    ("di-is-always-ordinal", "第 2 轮测试", []),
    ("en-date-before-file-name", "see Oct 3 2026-10-03-notes.md", [("Oct 3", "date", "2026-10-03", None, "=", None, None)]),
    # -- bounds written with a plus, second figure after a slash ---------------------------
    ("range-two-character-dash", "预算 1万元--5万元", [("1万元--5万元", "quantity", "1", "元", "=", None, None)]),
    ("plus-before-unit", "稳定在 20+ QPS", [("20+ QPS", "quantity", "20", "QPS", ">=", "20", "request / second")]),
    ("plus-before-bei", "快 3+倍", [("3+倍", "ratio", "3", "倍", ">=", "3", "dimensionless")]),
    ("slash-same-unit", "the 8B/70B checkpoints", [("8B", "quantity", "8", "B", "=", "8000000000", "parameter"),
                                                   ("70B", "quantity", "70", "B", "=", "70000000000", "parameter")]),
    ("slash-other-unit-is-denominator", "rate 5 tok/s", [("5 tok/s", "quantity", "5", "tok/s", "=", "5", "token / second")]),
    # -- English counts with a noun ---------------------------------------------------------------
    ("noun-count-en", "the cluster has 512 workers online", [("512 workers", "count", "512", "workers", "=", "512", "count")]),
    ("noun-count-modifier", "we ran seven independent trials", [("seven independent trials", "count", "seven", "trials", "=", "7", "count")]),
    ("noun-count-scaled", "a repo under 4K lines of code", [("under 4K lines", "count", "4", "lines", "<", "4000", "count")]),
    ("noun-count-not-after-name", "Llama 3 supports tools", []),
    ("noun-count-not-year", "by 2030 robots will", []),
    ("noun-count-not-verb", "Plan 9 uses files", []),
    ("magnitude-plural", "2 teams, used by millions of developers", [("2 teams", "count", "2", "teams", "=", "2", "count"),
                                                                    ("millions of developers", "count", None, "developers", "~", "1000000", "count")]),
    ("article-one", "in 2 regions the outage lasted over an hour", [("2 regions", "count", "2", "regions", "=", "2", "count"),
                                                                   ("over an hour", "quantity", "1", "hour", ">", None, None)]),
    ("duration-unit-range", "2026-09 起冷启动耗时（秒~分钟）", [("2026-09", "date", "2026-09", None, "=", None, None),
                                                       ("秒~分钟", "quantity", "1", "秒", "~", None, None)]),
    # -- mass, area, power, byte prefixes; half after the unit --------------------------------------
    ("mass-power-zh", "每卡功耗约 700瓦，整机重 30公斤", [("约 700瓦", "quantity", "700", "瓦", "~", "700", "watt"),
                                                    ("30公斤", "quantity", "30", "公斤", "=", "30", "kilogram")]),
    ("mass-kg-en", "the node weighs 25 kg", [("25 kg", "quantity", "25", "kg", "=", "25", "kilogram")]),
    ("area-mu", "机房占地 12万亩", [("12万亩", "quantity", "12", "亩", "=", "120000", "mu_cn")]),
    ("area-square-meter", "机房 800 平方米", [("800 平方米", "quantity", "800", "平方米", "=", "800", "square_meter")]),
    ("tonne-zh-numeral", "运来近一吨设备", [("近一吨", "quantity", "一", "吨", "~", "1", "tonne")]),
    ("mega-prefix-zh", "缓存五十兆字节", [("五十兆字节", "quantity", "五十", "兆字节", "=", "0.05", "gigabyte")]),
    ("uppercase-cm", "机柜高 200CM", [("200CM", "quantity", "200", "CM", "=", "200", "centimeter")]),
    ("half-after-unit", "线缆两米半", [("两米半", "quantity", "2.5", "米", "=", "2.5", "meter")]),
    ("tenths-half", "命中率三成半", [("三成半", "percent", "35", "成", "=", "35", "percent")]),
    ("tenths-spaced-digits", "算力租赁 8 5 折", [("8 5 折", "percent", "85", "折", "=", "85", "percent")]),
    ("percent-word", "双 11 全场打对折", [("对折", "percent", "50", "对折", "=", "50", "percent")]),
    ("traditional-points", "提高 2.5個百分點", [("2.5個百分點", "percent", "2.5", "個百分點", "=", "2.5", "percentage_point")]),
    ("bit-is-precision-not-unit", "4bit 量化", []),
    # -- money per unit, cents, "by X to Y" ------------------------------------------------------------
    ("money-per-unit-word", "crude at $58 per barrel", [("$58 per barrel", "quantity", "58", None, "=", "58", "dollar / (barrel)")]),
    ("cents", "shares rose 19 cents", [("19 cents", "quantity", "19", "cents", "=", "0.19", "dollar")]),
    ("by-x-to-y-is-not-a-range", "revenue grew by $2 billion to $9 billion", [("$2 billion", "quantity", "2", "$", "=", "2000000000", "dollar"),
                                                                              ("$9 billion", "quantity", "9", "$", "=", "9000000000", "dollar")]),
    # -- weekdays and days of the month -----------------------------------------------------------------
    ("weekday-next-week", "下周三发布", [("下周三", "date", "2026-10-07", None, "=", None, None)]),
    ("weekday-not-frequency", "每周三次例会", [("三次", "count", "三", "次", "=", "3", "count")]),
    ("day-only", "29日上线", [("29日", "date", "2026-09-29", None, "=", None, None)]),
    ("day-only-not-metro-line", "坐 3号线 到站", []),
    ("day-only-not-yen", "售价 9000日元", [("9000日元", "quantity", "9000", "日元", "=", "9000", "yen")]),
    # -- issue 3, second round: spaced percent words, tenths, lunar and numeral-year dates -------
    ("points-spaced-unit", "命中率回落 一 点 五 个 百 分 点", [("一 点 五 个 百 分 点", "percent", None, "个百分点", "=", "1.5", "percentage_point")]),
    ("points-wide-gap", "召回率上升 4   个百分点", [("4   个百分点", "percent", "4", "个百分点", "=", "4", "percentage_point")]),
    ("cheng-with-tenth", "约六成三的节点空闲", [("约六成三", "percent", "63", "成", "~", "63", "percent")]),
    ("shi-cheng-is-all", "这批卡十成新", [("十成", "percent", "100", "成", "=", "100", "percent")]),
    ("shi-zhe-no-discount", "十折不算打折", []),
    ("baifenzhi-before-word", "延迟的百分之九十分位", [("百分之九十", "percent", "90", "%", "=", "90", "percent")]),
    ("lunar-new-year-day", "农历正月初三开工", [("农历正月初三", "date", "2026-01-03", None, "=", None, None)]),
    ("lunar-month-day", "腊月初八放假", [("腊月初八", "date", "2026-12-08", None, "=", None, None)]),
    ("numeral-year-positional", "两千零九年五月一日立项", [("两千零九年五月一日", "date", "2009-05-01", None, "=", None, None)]),
    ("three-digit-year", "公元 618年6月18日", [("618年6月18日", "date", "0618-06-18", None, "=", None, None)]),
    ("two-digit-year-with-month", "项目 21年3月启动", [("21年3月", "date", "2021-03", None, "=", None, None)]),
    ("day-range-same-month", "会期三月五日至七日", [("三月五日至七日", "date", "2026-03-05", None, "=", None, None)]),
    ("weekday-after-date-is-that-date", "11月3号（周二）上线", [("11月3号", "date", "2026-11-03", None, "=", None, None)]),
    ("leap-day-without-year", "2月29日回滚", [("2月29日", "date", "2024-02-29", None, "=", None, None)]),
    ("next-week-zh", "下周评审", [("下周", "date", "2026-10-05", None, "=", None, None)]),
    ("next-weekend-mixed", "GPU 集群下个周末停机", [("下个周末", "date", "2026-10-10", None, "=", None, None)]),
    ("next-week-en", "the patch lands next week", [("next week", "date", "2026-10-05", None, "=", None, None)]),
    ("week-word-before-weekday", "上上周四的日志", [("上上周四", "date", "2026-09-17", None, "=", None, None)]),
    ("this-month-day", "本月二十日截止", [("本月二十日", "date", "2026-09-20", None, "=", None, None)]),
    ("year-word-quarter", "明年第二季度交付", [("明年第二季度", "date", "2027Q2", None, "=", None, None)]),
    ("zh-quarter-explicit-year", "2024年第四季度财报", [("2024年第四季度", "date", "2024Q4", None, "=", None, None)]),
    ("decade-century-zh", "二十世纪六十年代的机器", [("二十世纪六十年代", "date", "1960s", None, "=", None, None)]),
    ("decade-last-century", "上世纪70年代的算法", [("上世纪70年代", "date", "1970s", None, "=", None, None)]),
    ("decade-alone-zh", "八十年代的论文", [("八十年代", "date", "1980s", None, "=", None, None)]),
    ("slash-fraction-default-no-claim", "about 3/4 of them", []),
    # "十二年三个月" is one duration (147 months), not the year 12 nor two claims
    ("years-not-a-year", "重构花了十二年三个月", [("十二年三个月", "quantity", "147", "个月", "=", None, None)]),
    ("compound-duration-zh", "训练耗时 8天20小时", [("8天20小时", "quantity", "212", "小时", "=", None, None)]),
    ("compound-duration-you", "灰度持续一个星期又三天", [("一个星期又三天", "quantity", "10", "天", "=", None, None)]),
    # English durations without a plain number
    ("duration-article-after-for", "the node was drained for an hour", [("an hour", "quantity", "1", "hour", "=", None, None)]),
    ("duration-half-an-hour", "warm-up takes half an hour", [("half an hour", "quantity", "0.5", "hour", "=", None, None)]),
    ("duration-and-a-half", "profiling took an hour and a half", [("an hour and a half", "quantity", "1.5", "hour", "=", None, None)]),
    ("duration-words-and-a-half", "eval ran two and a half hours", [("two and a half hours", "quantity", "2.5", "hours", "=", None, None)]),
    # an English window is a period and states its length too (CQE and MeasEval read "the past two years" so)
    ("window-also-a-duration", "cost per token fell over the past two years",
     [("the past two years", "date", "2024-09-28", None, "=", None, None), ("two years", "quantity", "two", "years", "=", None, None)]),
    ("duration-couple-is-vague", "the backlog cleared in a couple of days", []),
    # "one to two years", "three or four years": a duration range in number words
    ("duration-range-words", "MoE support took one to two years", [("one to two years", "quantity", None, "years", "=", None, None)]),
    ("duration-range-or", "the cluster aged three or four years", [("three or four years", "quantity", None, "years", "=", None, None)]),
    ("duration-another", "the queue waited another week", [("another week", "quantity", "1", "week", "=", None, None)]),
    ("per-day-not-duration", "we redeploy twice a day", []),
    ("compound-duration-en", "the sweep took 2 h 30 min", [("2 h 30 min", "quantity", "150", "min", "=", None, None)]),
    # the clock notation of logs and benchmark tables (Go's time.Duration): held-out set 7's
    # "transformers 46m12s、faster-whisper 25m50s"
    ("clock-duration-m-s", "transformers 46m12s here", [("46m12s", "quantity", "2772", "s", "=", None, None)]),
    ("clock-duration-h-m", "训练用时 1h30m", [("1h30m", "quantity", "90", "min", "=", None, None)]),
    ("clock-duration-h-m-s", "took 1h2m3.5s", [("1h2m3.5s", "quantity", "3723.5", "s", "=", None, None)]),
    ("clock-duration-needs-two-parts", "a 46m window", [("46m", "quantity", "46", "m", "=", None, None)]),
    ("clock-duration-not-inside-a-word", "run x46m12s and 3h4", []),
    ("compound-duration-mixed", "预热 3 小时 15 分钟", [("3 小时 15 分钟", "quantity", "195", "分钟", "=", None, None)]),
    ("durations-rising-units-stay-apart", "两天又一个月", [("两天", "quantity", "两", "天", "=", None, None),
                                                   ("一个月", "quantity", "一", "个月", "=", None, None)]),
    ("half-after-year-before-word", "迁移三年半过去了", [("三年半", "quantity", "3.5", "年", "=", None, None)]),
    ("half-begins-a-word", "积累三年半导体经验", [("三年", "quantity", "三", "年", "=", None, None)]),
    # -- years with a bound word, two-digit and digit-by-digit years ------------------------------
    ("year-since-is-a-bound", "自2024年以来推理成本持续下降", [("2024年以来", "date", "2024", None, ">=", None, None)]),
    ("year-before-is-a-bound", "2023年之前的模型不支持 FP8", [("2023年之前", "date", "2023", None, "<", None, None)]),
    ("year-then-first-quarters-no-bound", "2024年前三季度营收", [("2024年", "date", "2024", None, "=", None, None)]),
    ("two-digit-year-leading-zero", "07年的老卡早已下线", [("07年", "date", "2007", None, "=", None, None)]),
    ("two-numeral-year", "零八年的论文", [("零八年", "date", "2008", None, "=", None, None)]),
    ("numeral-year-alone", "二〇二五年开源", [("二〇二五年", "date", "2025", None, "=", None, None)]),
    ("approximate-years-not-a-year", "三四年前的显卡", [("三四年", "quantity", None, "年", "=", None, None)]),
    ("era-year-month", "康熙三年五月的刻本", [("康熙三年五月", "date", "1664-05", None, "=", None, None)]),
    ("era-first-year", "令和元年5月1日改元", [("令和元年5月1日", "date", "2019-05-01", None, "=", None, None)]),
    ("era-year-alone", "民国三年出版", [("民国三年", "date", "1914", None, "=", None, None)]),
    ("era-arabic-year", "康熙20年9月", [("康熙20年9月", "date", "1681-09", None, "=", None, None)]),
    ("era-name-without-year", "康熙字典第 3 版", []),
    # -- day-first numeric dates, spaced dates ------------------------------------------------------
    ("dmy-dot-date", "评测于 13.5.2025 完成", [("13.5.2025", "date", "2025-05-13", None, "=", None, None)]),
    ("dmy-dash-date", "3-7-2026 发布 v0.6", [("3-7-2026", "date", "2026-07-03", None, "=", None, None),
                                          ("v0.6", "version", "0.6", None, "=", None, None)]),
    ("dmy-slash-range", "压测窗口 1/9/2026-7/9/2026", [("1/9/2026-7/9/2026", "date", "2026-09-01", None, "=", None, None)]),
    ("dmy-two-digit-year-slashes", "旧集群 05/06/19 下线", [("05/06/19", "date", "2019-06-05", None, "=", None, None)]),
    ("dmy-two-digit-year-not-dashes", "比分 3-7-27", []),
    ("spaced-ymd-date", "日志 2025 01 29 归档", [("2025 01 29", "date", "2025-01-29", None, "=", None, None)]),
    ("dmy-not-in-version", "升级到 v1.2.2020 之后", [("v1.2.2020", "version", "1.2.2020", None, "=", None, None)]),
    ("dmy-not-in-id", "工单 2026-3-7-2017 关闭", []),
    # -- non-quantities: nothing at all -------------------------------------------------------
    ("model-names", "DeepSeek-V4-Pro 与 Qwen3-32B、Llama-3-70B", []),
    ("settings", "TP8 B300 bs=1 EP8", []),
    ("section-ref", "见 §3.3 与 §5.1", []),
    ("url", "URL：https://arxiv.org/abs/2605.17613", []),
    ("file-name", "inbox 2026-09-27-1620-csdn-inference.md（CSDN）", []),
    ("ordinal", "条目 7 与增量 3", []),
    ("bare-number", "Claude Fable 5.1 以后", []),
    ("year-alone", "In 2026 we shipped", []),
    ("cn-numeral-alone-default", "两千四百五十中有一半", []),
    ("en-number-words-alone-default", "twenty-one of them agreed", []),
]

# rows for extract_text(numbers="all"): bare numerals become claims of kind "number"
NUMBERS_ALL = [
    ("cn-wan", "一万二千三百四十五", [("一万二千三百四十五", "12345")]),
    ("cn-financial", "金额壹佰伍拾", [("壹佰伍拾", "150")]),
    ("cn-trailing-unit", "二百五", [("二百五", "250")]),
    ("cn-traditional", "四億五千六百四十二萬零壹十五", [("四億五千六百四十二萬零壹十五", "456420015")]),
    ("cn-mixed-arabic", "约 5万4千6百", [("约 5万4千6百", "54600")]),
    ("cn-fraction", "二分之一", [("二分之一", "0.5")]),
    # English fraction words end a number: divided, or added after "and"
    ("en-fraction", "two thirds of the replicas", [("two thirds", "0.666666666667")]),
    ("en-fraction-and", "one and a half racks", [("one and a half racks", "1.5")]),  # a count of racks
    ("en-fraction-whole", "twenty-three fifths", [("twenty-three fifths", "4.6")]),
    ("en-fraction-hundredths", "two hundred and fifty-four hundredths", [("two hundred and fifty-four hundredths", "200.54")]),
    ("en-a-fraction-of", "a quarter of the GPUs idle", [("a quarter", "0.25")]),
    ("en-a-third-party-is-no-number", "a third party reproduced it", []),
    ("en-spaced-words", "fifty   two", [("fifty   two", "52")]),
    # a number word ending a longer number is not a count of its own ("fifty two nodes" was 50 + 2)
    ("en-compound-count", "fifty two nodes", [("fifty two nodes", "52")]),
    ("en-compound-count-scale", "one hundred and two nodes", [("one hundred and two nodes", "102")]),
    ("cn-scale-bare", "1,100万", [("1,100万", "11000000")]),
    ("cn-words-are-not-numbers", "我家在四川，收拾房间，九九归一", []),
    ("en-hyphen", "twenty-one nodes", [("twenty-one nodes", "21")]),
    ("en-hundred-and", "one hundred and five", [("one hundred and five", "105")]),
    ("en-million-digits", "1.5 million", [("1.5 million", "1500000")]),
    ("en-plain", "we saw 42 of them", [("42", "42")]),
    ("leading-dot", "取 .5 即可", [(".5", "0.5")]),
    ("sci-notation", "lr 2e-5", [("2e-5", "0.00002")]),
    ("power", "约 10^6", [("约 10^6", "1000000")]),
    ("mixed-with-spaces", "7万 5千 4百", [("7万 5千 4百", "75400")]),
    ("wan-wan", "10万万", [("10万万", "1000000000")]),
    ("whole-and-fraction", "二又二分之一", [("二又二分之一", "2.5")]),
    ("numeral-measure-word", "一只", [("一", "1")]),
    ("slash-fraction", "命中 7/8", [("7/8", "0.875")]),
    ("slash-fraction-whole", "about 2 1/4 of a rack", [("about 2 1/4", "2.25")]),
    ("slash-fraction-signed", "斜率 -5/2", [("-5/2", "-2.5")]),
    ("slash-not-a-date", "发布于 2026/9/28", [("2026/9/28", None)]),
    ("fraction-both-signs", "负4分之负二十", [("负4分之负二十", "5")]),
    ("numeral-after-copula", "正确答案是七不是八", [("七", "7"), ("八", "8")]),
    ("numeral-before-de", "排名前五的方案", [("五", "5")]),
    ("numeral-measure-after-word", "手套三双", [("三", "3")]),
    ("financial-numeral-in-word", "大陆市场", []),
    ("numeral-cut-before-unit-run", "约五十千", [("约五十", "50")]),
    ("dozen", "十打", [("十打", "120")]),
    ("dozens-digits", "3 dozens", [("3 dozens", "36")]),
    ("nought", "nine point nought four", [("nine point nought four", "9.04")]),
    # 两 is never a decimal digit: "一点两分钟" is not 1.2 minutes; "一点二小时" is 1.2 hours
    ("liang-not-after-point", "平均一点两分钟", [("两分钟", "0.0333333333333")]),
    ("er-after-point", "预热一点二小时", [("一点二小时", "1.2")]),
    ("scale-after-two-spaces", "请求 80  万 条", [("80  万 条", "800000")]),
    ("ellipsis-before-number", "重试次数 ...8", [("8", "8")]),
    ("double-dash-is-no-sign", "结果--3", [("3", "3")]),
]


# English dates, periods and windows: (id, text, [(surface, low, high)]) of the date claims, resolved
# against DOC_DATE (2026-09-28, a Monday); periods are half-open [low, high)
EN_PERIODS = [
    ("month-abbrev-dot-not-a-sentence-end", "vLLM 0.23 shipped on Oct. 2 and SGLang 0.5 on Oct. 9.",
     [("Oct. 2", "2026-10-02", "2026-10-03"), ("Oct. 9", "2026-10-09", "2026-10-10")]),
    # a month name alone is a month of the document's year; last / next move it by a year
    ("month-alone-after-in", "SGLang 0.5 landed in March with FP8 KV", [("March", "2026-03-01", "2026-04-01")]),
    ("month-alone-next", "the eval slipped to next june", [("next june", "2027-06-01", "2027-07-01")]),
    ("month-alone-last-abbrev", "H100 prices peaked last Sept", [("last Sept", "2025-09-01", "2025-10-01")]),
    ("month-of", "throughput regressed during the month of May", [("the month of May", "2026-05-01", "2026-06-01")]),
    ("may-is-a-verb", "This may take longer than the 2 h budget", []),
    ("abbrev-name-alone-no-date", "Jan reran the sweep", []),
    # a year and its month written with numbers or words in either order
    ("month-slash-year", "TRT-LLM builds from 11/2025 are affected", [("11/2025", "2025-11-01", "2025-12-01")]),
    ("year-dash-one-digit-month", "the 2025-3 nightly broke EAGLE", [("2025-3", "2025-03-01", "2025-04-01")]),
    ("year-then-month-name", "the lease ends 2027 March", [("2027 March", "2027-03-01", "2027-04-01")]),
    ("month-comma-year-spaced", "benchmarked November , 2025", [("November , 2025", "2025-11-01", "2025-12-01")]),
    # English weeks are calendar weeks (Monday first); windows count back from or on from the document date
    ("this-week-calendar", "this week we moved the fleet to FP8", [("this week", "2026-09-28", "2026-10-05")]),
    ("last-week-calendar", "the regression landed last week", [("last week", "2026-09-21", "2026-09-28")]),
    ("past-n-weeks", "TTFT p99 rose over the past 3 weeks", [("the past 3 weeks", "2026-09-07", "2026-09-28")]),
    ("past-48h", "two OOMs in the past 48h", [("the past 48h", "2026-09-26", "2026-09-28")]),
    ("next-n-days-words", "the cluster is down for the next five days", [("the next five days", "2026-09-29", "2026-10-04")]),
    ("within-n-weeks", "a fix is due within 2 weeks", [("within 2 weeks", "2026-09-28", "2026-10-12")]),
    ("past-month-no-number", "cost per token fell 30% in the past month", [("the past month", "2026-08-28", "2026-09-28")]),
    ("last-two-decades", "GPU memory grew 100x over the last two decades", [("the last two decades", "2006-09-28", "2026-09-28")]),
    ("next-day-is-narrative", "the next day the bug came back", []),
    ("week-after-next", "the audit is the week after next", [("the week after next", "2026-10-12", "2026-10-19")]),
    # "the Nth / last week of" a month or year: weeks counted by their Thursday (ISO 8601)
    ("last-week-of-month", "H200 supply eased in the last week of July", [("the last week of July", "2026-07-27", "2026-08-03")]),
    ("third-week-of-this-month", "the eval freeze is the third week of this month", [("the third week of this month", "2026-09-14", "2026-09-21")]),
    ("first-week-of-year", "logs from the first week of 2025", [("the first week of 2025", "2024-12-30", "2025-01-06")]),
    ("weekday-of-next-week", "the review moved to Tuesday of next week", [("Tuesday of next week", "2026-10-06", "2026-10-07")]),
    ("next-week-on-weekday", "rollout resumes next week on Friday", [("next week on Friday", "2026-10-09", "2026-10-10")]),
    # ranges of years (both whole), open periods after since / after / before a year
    ("year-range-dash", "GPU prices from the 2014-2018 era", [("2014-2018", "2014-01-01", "2019-01-01")]),
    ("year-range-between-and", "papers published between 2019 and 2023", [("between 2019 and 2023", "2019-01-01", "2024-01-01")]),
    ("year-range-not-before-unit", "contexts of 2000-2048 tokens", []),
    ("two-years-without-between", "the 2023 and 2025 releases", []),
    ("since-year", "since 2023 the cost per token fell 10x", [("since 2023", "2023-01-01", None)]),
    ("before-year", "GPUs bought before 2022 lack FP8", [("before 2022", None, "2022-01-01")]),
    # days written as bare numbers next to their month; "from" / "between" belong to the range
    ("days-then-relative-month", "the cluster is reserved from 4 to 22 this month", [("from 4 to 22 this month", "2026-09-04", "2026-09-23")]),
    ("days-of-month-between", "on call between 3 and 12 of Sept", [("between 3 and 12 of Sept", "2026-09-03", "2026-09-13")]),
    ("month-then-days-between", "the freeze is November between 19 and 20", [("November between 19 and 20", "2026-11-19", "2026-11-21")]),
    ("day-number-to-date", "the sweep ran from 2 to 7 Feb 2026", [("from 2 to 7 Feb 2026", "2026-02-02", "2026-02-08")]),
    ("dates-between-and", "logs between Jan 22 and Mar 3 were lost", [("between Jan 22 and Mar 3", "2026-01-22", "2026-03-04")]),
    # quarters and halves; a part of a period (early / mid / late / the end of / later this …)
    ("quarter-alone", "margins improved in Q3 on B200 volume", [("Q3", "2026-07-01", "2026-10-01")]),
    ("q4-quantisation-not-quarter", "Edge Q4 KV halves the cache", []),
    ("half-with-year", "Blackwell volume ramps in H1 2026", [("H1 2026", "2026-01-01", "2026-07-01")]),
    ("ordinal-quarter-of-year", "revenue in the third quarter of 2025", [("the third quarter of 2025", "2025-07-01", "2025-10-01")]),
    ("quarter-of-relative-year", "GA is planned for Q2 next year", [("Q2 next year", "2027-04-01", "2027-07-01")]),
    ("half-of-no-year-no-date", "the first half of the run was prefill-bound", []),
    ("hbm-name-no-half", "H100 and H200 nodes", []),
    ("early-year", "FP4 kernels arrived in early 2025", [("early 2025", "2025-01-01", "2025-07-01")]),
    ("mid-year-hyphen", "the mid-2024 price cut", [("mid-2024", "2024-05-01", "2024-09-01")]),
    ("end-of-month-name", "the cluster is booked until the end of March", [("the end of March", "2026-03-16", "2026-04-01")]),
    ("later-this-year", "MoE support lands later this year", [("later this year", "2026-09-28", "2027-01-01")]),
    ("early-next-week", "the canary starts early next week", [("early next week", "2026-10-05", "2026-10-08")]),
    ("mid-word-no-date", "mid-range GPUs in 2025 budgets", []),
    # durations counted from the document date
    ("weeks-ago", "the OOM first appeared 3 weeks ago", [("3 weeks ago", "2026-09-07", "2026-09-08")]),
    ("in-n-weeks-future", "the FP8 fix lands in two weeks", [("in two weeks", "2026-10-12", "2026-10-13")]),
    ("in-n-days-took", "the 70B run finished in 3 days", []),
    ("days-after-today", "the canary ends two days after today", [("two days after today", "2026-09-30", "2026-10-01")]),
    ("weeks-from-now", "GA is two weeks from now", [("two weeks from now", "2026-10-12", "2026-10-13")]),
    # numeric dates month first when the day-first reading is no date; ordinal days of the document's month
    ("mdy-when-dmy-impossible", "the driver dated 02/22/2026 broke NCCL", [("02/22/2026", "2026-02-22", "2026-02-23")]),
    ("ordinal-day-after-on", "the H200 nodes arrived on the 21st", [("the 21st", "2026-09-21", "2026-09-22")]),
    ("ordinal-day-after-weekday", "the freeze starts friday the 2nd", [("friday the 2nd", "2026-10-02", "2026-10-03")]),
    ("ordinal-day-range", "quota is cut from the 2nd until the 6th", [("from the 2nd until the 6th", "2026-09-02", "2026-09-07")]),
    ("ordinal-percentile-no-date", "TTFT at the 25th percentile and on the 99th percentile", []),
    ("ordinal-floor-no-date", "racks moved to the 27th floor", []),
    # decades without the century: the latest one starting by the document's decade
    ("decade-the-70s", "vector units date back to the 70s", [("the 70s", "1970-01-01", "1980-01-01")]),
    ("decade-apostrophe", "a '90s-era interconnect", [("'90s", "1990-01-01", "2000-01-01")]),
    ("decade-word", "hardware of the eighties", [("the eighties", "1980-01-01", "1990-01-01")]),
    ("decade-current-century", "GPU demand in the 20s", [("the 20s", "2020-01-01", "2030-01-01")]),
    # a weekday right before a date names that date
    ("weekday-before-date", "cutover on Tuesday, March 3 2026 at noon", [("Tuesday, March 3 2026", "2026-03-03", "2026-03-04")]),
]


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in EN_PERIODS], ids=[i for i, _, _ in EN_PERIODS])
def test_en_periods(text, expected):
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert [(c.surface, c.low, c.high) for c in claims if c.kind == "date"] == expected


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in SPEC], ids=[i for i, _, _ in SPEC])
def test_spec(text, expected):
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    got = [(c.surface, c.kind, c.value, c.unit, c.qualifier, fmt_decimal(c.norm_value), c.norm_unit) for c in claims]
    assert len(got) == len(expected), got
    for g, e in zip(got, expected):
        assert all(ev is None or gv == ev for gv, ev in zip(g, e)), (g, e)


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in NUMBERS_ALL], ids=[i for i, _, _ in NUMBERS_ALL])
def test_numbers_all(text, expected):
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE, numbers="all")
    assert [(c.surface, fmt_decimal(c.norm_value)) for c in claims] == expected


def test_year_bounds_are_open_periods():
    [c] = claimcheck.extract_text("自2024年以来推理成本持续下降", doc_date=DOC_DATE)
    assert (c.low, c.high) == ("2024-01-01", None)
    [c] = claimcheck.extract_text("2022年以后的卡都支持", doc_date=DOC_DATE)
    assert (c.qualifier, c.low, c.high) == (">", "2023-01-01", None)
    [c] = claimcheck.extract_text("2023年之前的模型", doc_date=DOC_DATE)
    assert (c.low, c.high) == (None, "2023-01-01")


def test_windows_from_the_document_date():
    [c] = claimcheck.extract_text("过去十年推理成本下降", doc_date=DOC_DATE)
    assert (c.surface, c.kind, c.low, c.high) == ("过去十年", "date", "2016-09-28", "2026-09-28")
    [c] = claimcheck.extract_text("未来两天停机维护", doc_date=DOC_DATE)
    assert (c.low, c.high) == ("2026-09-29", "2026-10-01")
    claims = claimcheck.extract_text("过去 30 天 P99 延迟下降 20%", doc_date=DOC_DATE)
    assert [(c.surface, c.kind, c.low) for c in claims][0] == ("过去 30 天", "date", "2026-08-29")
    [c] = claimcheck.extract_text("耗时近三年", doc_date=DOC_DATE)
    assert (c.kind, c.qualifier) == ("quantity", "~")  # 近 is also "nearly": no window


def test_day_only_takes_the_latest_month_that_has_that_day():
    [c] = claimcheck.extract_text("30日发布补丁", doc_date="2026-02-10")
    assert (c.low, c.high) == ("2026-01-30", "2026-01-31")  # February has no 30th
    [c] = claimcheck.extract_text("31号回滚", doc_date="2026-11-28")
    assert (c.low, c.high) == ("2026-10-31", "2026-11-01")


def test_order_of_magnitude_counts_and_durations_are_ranges():
    claims = claimcheck.extract_text("2 teams, used by millions of developers", doc_date=DOC_DATE)
    assert (claims[-1].low, claims[-1].high) == ("1000000", "10000000")
    [_, c] = claimcheck.extract_text("2026-09 起冷启动耗时（秒~分钟）", doc_date=DOC_DATE)
    assert (c.low, c.high) == ("1", "60")  # one second up to sixty of them


def test_weekday_resolves_in_the_document_week():
    [c] = claimcheck.extract_text("上上周五 2 台机器宕机", doc_date=DOC_DATE)[:1]
    assert (c.low, c.high) == ("2026-09-18", "2026-09-19")


def test_numbers_option_is_checked():
    with pytest.raises(ValueError):
        claimcheck.extract_text("42", numbers="some")


def test_date_range_takes_the_first_year():
    [c] = claimcheck.extract_text("活动 2025年3月2日-3月9日 举行", doc_date=DOC_DATE)
    assert (c.low, c.high) == ("2025-03-02", "2025-03-10")


def test_late_part_of_month_is_days_21_to_end():
    [c] = claimcheck.extract_text("2025年11月下旬上线", doc_date=DOC_DATE)
    assert (c.low, c.high) == ("2025-11-21", "2025-12-01")


def test_128k_keeps_both_readings():
    [c] = claimcheck.extract_text("支持 128K 上下文", doc_date=DOC_DATE)
    assert c.norm_value == Decimal("128000") and Decimal("131072") in c.alternatives


def test_tisheng_n_bei_keeps_both_readings():
    [c] = claimcheck.extract_text("吞吐提升 2 倍", doc_date=DOC_DATE)
    assert c.norm_value == 2 and c.alternatives == (Decimal(3),) and c.has_flag("ambiguous_multiplier")


def test_range_keeps_low_and_high():
    [c] = claimcheck.extract_text("加速 1.36 ~ 1.85 倍", doc_date=DOC_DATE)
    assert (c.low, c.high) == ("1.36", "1.85")


def test_date_periods_are_half_open():
    [month] = claimcheck.extract_text("计划于 2026-09 发布", doc_date=DOC_DATE)
    assert (month.low, month.high) == ("2026-09-01", "2026-10-01")
    [quarter] = claimcheck.extract_text("2026Q4 交付", doc_date=DOC_DATE)
    assert (quarter.low, quarter.high) == ("2026-10-01", "2027-01-01")
    [days] = claimcheck.extract_text("inbox Sep 27-28", doc_date=DOC_DATE)
    assert (days.low, days.high) == ("2026-09-27", "2026-09-29")


def test_relative_change_direction_and_baseline():
    [c] = claimcheck.extract_text("FooServe 比 vLLM 0.5.2 快 30%", doc_date=DOC_DATE)[-1:]
    assert c.direction == "up" and c.baseline == "vLLM 0.5.2"
    [d] = claimcheck.extract_text("TreeSpec outperforms Medusa by 1.4x", doc_date=DOC_DATE)
    assert d.subject == "TreeSpec" and d.baseline == "Medusa"


def test_malformed_arxiv_is_still_an_identifier_with_the_problem():
    [c] = claimcheck.extract_text("DSpark（arXiv:160622148，CSDN）", doc_date=DOC_DATE)
    assert c.kind == "identifier" and c.flag_value("malformed").startswith("no dot")


@pytest.mark.parametrize("ident,problem", [
    # the reason names the part that is wrong (held-out 3: a six-digit sequence was called a bad YYMM)
    ("2406.140066", "the sequence number after the dot has 6 digits, not 5"),
    ("2406.140", "the sequence number after the dot has 3 digits, not 5"),
    ("1203.123456", "the sequence number after the dot has 6 digits, not 4"),
    ("24061.14006", "the part before the dot must be 4 digits (YYMM), not 5"),
    ("2406.14066", None),
])
def test_arxiv_problem_names_the_wrong_part(ident, problem):
    from claimcheck.extraction.ids import arxiv_problem
    assert arxiv_problem(ident) == problem


RANGES = [
    ("ratio-range-spaced", "vLLM achieves 14x - 24x higher throughput than HF", "14x - 24x", "14", "24", "HF"),
    ("ratio-range-tight", "EAGLE-3 is 2.2x-2.5x faster than Medusa", "2.2x-2.5x", "2.2", "2.5", "Medusa"),
    ("bei-range-both-units", "吞吐提升 1.36 倍 ~ 1.85 倍", "1.36 倍 ~ 1.85 倍", "1.36", "1.85", None),
    ("between-and", "latency between 5 and 10 ms", "5 and 10 ms", "5", "10", None),
    # ends with different scale words: both at the first end's scale (value and low share it)
    ("mixed-scales", "prices from $800,000 to $1.3 million", "$800,000 to $1.3 million", "800000", "1300000", None),
    ("same-scale", "a fine of $3 billion to $5 billion", "$3 billion to $5 billion", "3", "5", None),
]


@pytest.mark.parametrize("text,surface,low,high,baseline", [r[1:] for r in RANGES], ids=[r[0] for r in RANGES])
def test_value_ranges_are_one_claim(text, surface, low, high, baseline):
    [c] = [c for c in claimcheck.extract_text(text, doc_date=DOC_DATE) if c.kind in ("ratio", "quantity", "percent")]
    assert (c.surface, c.low, c.high, c.baseline) == (surface, low, high, baseline)


def test_markdown_emphasis_does_not_split_a_hedge_from_its_number():
    [c] = claimcheck.extract_text("vLLM achieves up to **24x** higher throughput compared to HF", doc_date=DOC_DATE)
    assert (c.qualifier, c.value, c.baseline) == ("<=", "24", "HF")


def test_bi_x_gao_n_percent_is_a_speedup_over_x():
    [c] = claimcheck.extract_text("TurboMind 的效率比 vLLM 高 30%", doc_date=DOC_DATE)
    assert (c.subject, c.metric, str(c.norm_value), c.baseline) == ("LMDeploy", "speedup", "1.3", "vLLM")


def test_a_baseline_mentioned_often_is_not_the_document_subject():
    text = "".join(f"FooServe 在场景 {i} 中比 vLLM 快 {10 + i}%。\n" for i in range(6)) + "记录日期 2026-09-01。\n"
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert all(c.subject != "vLLM" for c in claims)


# texts for the gates: every spec row, and the patterns that have gates, each met once
GATE_TEXTS = [row[1] for row in SPEC] + [row[1] for row in NUMBERS_ALL] + [
    "Sep 28, 2026 and 15 June 2016, June 2016; may 3", "正月初一、腊月初八、大年初一、2016年6月1日-6月30日",
    "上上周五发布，下周三复盘，星期天休息，Monday and next friday", "今天、昨天、去年 5 月 3 日、今年第一季度",
    "29日上线，12号回滚", "打对折，半成", "毫秒~分钟，from seconds to minutes", "over a year, about an hour",
    "millions of users, tens of thousands of GPUs", "three 个方向, five papers", "vLLM 0.6.3 on 8×H100, bs=8, TP4",
    "arXiv:2605.17613, 2609-31093, doi 10.1145/3600006.3613165, https://lmsys.org/blog/2024", "1990年代, 1960s, §3.2",
    "updated 2026/9 at 14:30 UTC", "bs=8, TP: 4 and batch_size = 16", "1) 第一 (2) 第二 3. 第三 4） x",
]


def test_gates_change_no_hit():
    """A gate is a necessary condition of its pattern: the same grammar with every gate off
    (gate patterns, literal gates, the need of a digit; its scan plan rebuilt) gives the same
    hits on every text."""
    import copy
    import datetime as dt
    from claimcheck.extraction.protected import build_scan_plan
    from claimcheck.frames.extractor import shared_extractor as _extractor
    grammar = _extractor(None).grammar
    ungated = copy.copy(grammar)
    ungated._gates, ungated._literal_gates, ungated._digit_passes = {}, {}, frozenset()
    ungated._protect_literals = [None] * len(grammar._protect)
    ungated._protect_digit = [False] * len(grammar._protect)
    build_scan_plan(ungated)
    assert not ungated._gate_list and len(ungated._protect_plan_digitless) == len(ungated._protect_plan)
    date = dt.date(2026, 9, 28)
    hits = [grammar.scan(t, date) for t in GATE_TEXTS]
    assert sum(map(len, hits)) > 250
    assert hits == [ungated.scan(t, date) for t in GATE_TEXTS]
    assert [grammar.scan(t) for t in GATE_TEXTS] == [ungated.scan(t) for t in GATE_TEXTS]


def test_a_gate_shared_by_patterns_is_searched_once_per_text():
    """The month-name gate of the three English date patterns runs once per scanned text."""
    import copy
    from claimcheck.frames.extractor import shared_extractor as _extractor
    grammar = copy.copy(_extractor(None).grammar)
    month_gate = grammar._gates["en_date"]
    assert grammar._gates["en_dmy"] is month_gate and grammar._gates["en_month"] is month_gate

    class Counting:
        calls = 0

        def search(self, s):
            Counting.calls += 1
            return month_gate.search(s)

    counting = Counting()
    grammar._gates = {**grammar._gates, "en_date": counting, "en_dmy": counting, "en_month": counting}
    from claimcheck.extraction.protected import build_scan_plan
    build_scan_plan(grammar)  # the plan holds the gates: rebuilt with the counting one
    texts = ["released Sep 28, 2026", "15 June 2016", "no month 5 GB", "June 2016 and May 3"]
    import datetime as dt
    date = dt.date(2026, 9, 28)
    assert [h.text_value for t in texts for h in grammar.scan(t, date) if h.kind == "date"] == \
        ["Sep 28, 2026", "15 June 2016", "June 2016", "May 3"]
    # once per text (not once per pattern), and not at all on "no month 5 GB": the patterns'
    # literal gates (the month names) shut before it
    assert Counting.calls == len(texts) - 1
