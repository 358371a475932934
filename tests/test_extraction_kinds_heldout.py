"""Spec rows for the kinds of issue 16 that the held-out probe (benchmarks/heldout_kinds) found
broken: each row is a NEW input of a kind (never the probe's own text), with the right value.

Row: id, text, expected claims in order as (surface, kind, value, unit, qualifier, normalised
value, normalised unit, low, high); None leaves a field unchecked.
"""
from __future__ import annotations

import pytest

import claimcheck
from claimcheck.model import fmt_decimal

DOC_DATE = "2026-09-28"

ROWS = [
    # -- 6 / 12. bound and hedge words also at the start of a sentence; "more than" is strict ----------
    ("6-fewer-than-capital-en", "Fewer than 2% of the batches overflow",
     [("Fewer than 2%", "percent", "2", "%", "<", "2", "percent", None, None)]),
    ("12-about-capital-en", "About 600 engineers use it", [("About 600 engineers", "count", "600", "engineers", "~", "600", "count", None, None)]),
    ("12-over-capital-en", "Over 25 teams adopted the router", [("Over 25 teams", "count", "25", "teams", ">", "25", "count", None, None)]),
    ("6-more-than-is-strict-en", "it serves more than 900 requests per second",
     [("more than 900 requests per second", "quantity", "900", None, ">", "900", None, None, None)]),
    ("6-more-than-capital-ratio-mixed", "More than 3x 的吞吐", [("More than 3x", "ratio", "3", "×", ">", "3", "dimensionless", None, None)]),
    ("6-at-least-stays-ge-en", "At least 64 GB of HBM", [("At least 64 GB", "quantity", "64", "GB", ">=", "64", "gigabyte", None, None)]),
    # -- 6. 上 before a numeral of scale words only (百万, 千万) is a bound of that order -------------
    ("6-shang-qianwan-zh", "日调用量上千万次", [("上千万次", "count", "千万", "次", ">=", "10000000", "count", None, None)]),
    ("6-shang-baiwan-mixed", "上百万个 token 的语料", [("上百万个 token", "quantity", "百万", "个 token", ">=", "1000000", None, None, None)]),
    ("6-chengqianshangwan-stays-vague-zh", "成千上万次调用", []),
    # -- 6. 不得超过 / 不能超过 are "at most"; a bound before a change word bounds the change ------------------
    ("6-bude-chaoguo-zh", "单卡功耗不得超过 700 W", [("不得超过 700 W", "quantity", "700", "W", "<=", None, None, None, None)]),
    ("6-zhishao-tisheng-zh", "吞吐至少提升 35%", [("35%", "percent", "35", "%", ">=", "1.35", "dimensionless", None, None)]),
    ("6-zuiduo-jiangdi-mixed", "TTFT 最多降低 25%", [("25%", "percent", "25", "%", "<=", "0.75", "dimensionless", None, None)]),
    # -- 7. 一两 is 1–2, never 12 ------------------------------------------------------------------------
    ("7-yiliang-seconds-zh", "重试间隔一两秒", [("一两秒", "quantity", "一两", "秒", "=", None, None, "1", "2")]),
    ("7-yiliang-count-zh", "只有一两个 worker 掉线", [("一两个", "count", "一两", "个", "=", "1", "count", "1", "2")]),
    # -- 3. a currency word in a per-unit price is the currency its sign names; "/M tokens" is per million --
    # (normalised per million tokens since session 9, metrics.yaml price canonical_denominator: the
    # probe's per-thousand rows were written as 0.3 / 0.5 per thousand, the same prices)
    ("3-yuan-word-per-thousand-zh", "私有化部署 0.3 元/千 tokens",
     [("0.3 元/千 tokens", "quantity", "0.3", "元/千 tokens", "=", "300", "yuan / (1000000 * tokens)", None, None)]),
    ("3-yuan-word-per-hour-mixed", "H20 租金 9 元/小时", [("9 元/小时", "quantity", "9", "元/小时", "=", "9", "yuan / hour", None, None)]),
    ("3-dollar-word-per-million-zh", "输出 2 美元/百万 tokens",
     [("2 美元/百万 tokens", "quantity", "2", "美元/百万 tokens", "=", "2", "dollar / (1000000 * tokens)", None, None)]),
    ("3-per-m-tokens-en", "cached input is $0.075/M tokens",
     [("$0.075/M tokens", "quantity", "0.075", "$/M tokens", "=", "0.075", "dollar / (1000000 * tokens)", None, None)]),
    ("3-per-k-tokens-mixed", "embedding ¥0.5/K tokens", [("¥0.5/K tokens", "quantity", "0.5", None, "=", "500", "yuan / (1000000 * tokens)", None, None)]),
    # -- 4. both ends with a scale word, or a first end in units before a scaled second one -------------
    ("4-both-ends-wan-zh", "集群吞吐 3.5 万到 4 万 tok/s",
     [("3.5 万到 4 万 tok/s", "quantity", "3.5", "tok/s", "=", "35000", "token / second", "3.5", "4")]),
    ("4-both-ends-wan-count-zh", "每天 6 万至 9 万次请求", [("6 万至 9 万次", "count", "6", "次", "=", "60000", "count", "6", "9")]),
    ("4-first-end-in-units-zh", "吞吐 8000 到 1.2 万 tok/s",
     [("8000 到 1.2 万 tok/s", "quantity", "8000", "tok/s", "=", "8000", "token / second", "0.8", "1.2")]),
    ("4-scale-shared-stays-zh", "吞吐 4 到 6 万 tok/s", [("4 到 6 万 tok/s", "quantity", "4", "tok/s", "=", "40000", "token / second", "4", "6")]),
    # -- 1. a power of ten flattened to a minus sign after a mantissa with decimals; an integer
    # factor before "10-12" stays a product and a range ------------------------------------------------
    ("1-flattened-minus-en", "the KL term is about 4.2×10−6 s per step",
     [("about 4.2×10−6 s", "quantity", "0.0000042", "s", "~", None, None, None, None)]),
    ("1-flattened-hyphen-mixed", "误差 3.75×10-5 s", [("3.75×10-5 s", "quantity", "0.0000375", "s", "=", None, None, None, None)]),
    ("1-integer-factor-stays-a-range-zh", "8×10-12 GB 的显存", [("10-12 GB", "quantity", "10", "GB", "=", "10", "gigabyte", "10", "12")]),
    # -- 4. "$89 to $93 billion": the scale word is both ends' ----------------------------------------------
    ("4-money-scale-shared-en", "guidance of $41 to $44 billion",
     [("$41 to $44 billion", "quantity", "41", "$", "=", "41000000000", "dollar", "41", "44")]),
    ("4-money-first-end-in-units-en", "from $900,000 to $1.2 million",
     [("$900,000 to $1.2 million", "quantity", "900000", "$", "=", "900000", "dollar", "900000", "1200000")]),
    # -- 1. a tiny power of ten keeps 12 significant digits (was rounded to 12 decimals: 0) ------------------
    ("1-tiny-power-keeps-its-digits-en", "the gradient norm fell to 2.5e-14",
     []),
    ("1-tiny-power-with-unit-mixed", "量化误差约 4.2×10^-15 s", [("约 4.2×10^-15 s", "quantity", "0.0000000000000042", "s", "~", None, None, None, None)]),
    # -- 3. a currency sign after the number is that currency ---------------------------------------------
    ("3-euro-after-en", "the workstation cost 2,400€ in total", [("2,400€", "quantity", "2400", "€", "=", "2400", "euro", None, None)]),
    ("3-euro-after-per-hour-mixed", "A100 按 3 € per hour 计费", [("3 € per hour", "quantity", "3", None, "=", "3", "euro / hour", None, None)]),
    # -- 4. a count range: the ends share the noun and the scale word ------------------------------------
    ("4-count-range-scale-en", "it serves 3 to 4 thousand users", [("3 to 4 thousand users", "count", "3", "users", "=", "3000", "count", "3", "4")]),
    ("4-count-range-en", "between 6 and 8 engineers on call", [("6 and 8 engineers", "count", "6", "engineers", "=", "6", "count", "6", "8")]),
    ("4-count-range-words-en", "six to seven hundred requests failed",
     [("six to seven hundred requests", "quantity", None, "requests", "=", "600", None, "600", "700")]),
    # -- 3. "a year earlier" is a time back, not "per year" ------------------------------------------------
    ("3-a-year-earlier-is-no-rate-en", "compute spend was $4.1 million a year earlier",
     [("$4.1 million", "quantity", "4.1", "$", "=", "4100000", "dollar", None, None)]),
    ("3-a-month-is-a-rate-en", "an H100 rents for $2,100 a month", [("$2,100 a month", "quantity", "2100", None, "=", "2100", "dollar / (month)", None, None)]),
    # -- 8. "m" / "b" glued to a number before a noun of scale_letter_nouns are millions / billions ---------
    ("8-m-before-tokens-en", "the eval set has 1.4m tokens", [("1.4m tokens", "quantity", "1.4", "tokens", "=", "1400000", None, None, None)]),
    ("8-m-before-count-noun-en", "about 12m users signed up", [("about 12m users", "count", "12", "users", "~", "12000000", "count", None, None)]),
    ("8-b-before-tokens-mixed", "预训练用了 3b tokens", [("3b tokens", "quantity", "3", "tokens", "=", "3000000000", None, None, None)]),
    ("8-m-alone-stays-metres-en", "a 10m cable to the rack", [("10m", "quantity", "10", "m", "=", "10", "meter", None, None)]),
    # -- a unit spelled with a digit is no name with digits; kmph is km/h ----------------------------------
    ("unit-km2-en", "the campus covers 3.2 km2", [("3.2 km2", "quantity", "3.2", "km2", "=", "3.2", "square_kilometer", None, None)]),
    ("unit-kmph-en", "the cart moves at 6kmph", [("6kmph", "quantity", "6", "kmph", "=", "6", "kilometer_per_hour", None, None)]),
    # -- 5. a date inside a path or a file name is none; a file name ends at a comma outside braces ----
    ("5-date-in-absolute-path-en", "metrics under /mnt/bench/2026-08-14/run-7/ show 95 ms",
     [("95 ms", "quantity", "95", "ms", "=", None, None, None, None)]),
    ("5-date-in-log-name-zh", "详见 logs/2026-09-03/server.log，TTFT 为 140 ms",
     [("140 ms", "quantity", "140", "ms", "=", "140", "millisecond", None, None)]),
    ("5-date-in-home-path-mixed", "权重放在 ~/ckpt/20260912/ 下，显存 41 GB",
     [("41 GB", "quantity", "41", "GB", "=", "41", "gigabyte", None, None)]),
    ("5-braces-keep-their-comma-en", "see out/shard{0,1}.parquet, then 12 ms", [("12 ms", "quantity", "12", "ms", "=", None, None, None, None)]),
    ("5-a-date-in-prose-stays-zh", "2026-09-03 的日志里 TTFT 为 140 ms",
     [("2026-09-03", "date", "2026-09-03", None, "=", None, None, "2026-09-03", "2026-09-04"),
      ("140 ms", "quantity", "140", "ms", "=", "140", "millisecond", None, None)]),
    # -- 13. 翻了三番 is 8× --------------------------------------------------------------------------------
    ("13-fan-le-san-fan-zh", "推理集群的规模翻了三番", [("翻了三番", "ratio", "8", "翻了三番", "=", "8", "dimensionless", None, None)]),
    # -- 13. 提高了 N 倍 with N below 1 is (1 + N)×: a multiple below 1 would be a fall ------------------
    ("13-tigao-0.3-bei-zh", "解码速度提高了 0.3 倍", [("0.3 倍", "ratio", "0.3", "倍", "=", "1.3", "dimensionless", None, None)]),
    ("13-zengjia-ban-bei-zh", "解码吞吐增加了零点五倍", [("零点五倍", "ratio", None, "倍", "=", "1.5", "dimensionless", None, None)]),
    ("7-yiliang-bai-mixed", "一两百 tok/s 的差距", [("一两百 tok/s", "quantity", "一两百", "tok/s", "=", "100", "token / second", "100", "200")]),
]


# -- 9. a list of dates: the year written once is every date's, one numeric order; 在 X 和 Y is no range --
DATE_LISTS = [
    ("9-year-written-last-en", "hotfixes on Jul 9 and Aug 21, 2025", [("Jul 9", "2025-07-09", "2025-07-10"),
                                                                      ("Aug 21, 2025", "2025-08-21", "2025-08-22")]),
    ("9-list-of-three-en", "evals on May 4, June 1 and July 13, 2025", [("May 4", "2025-05-04", "2025-05-05"),
                                                                         ("June 1", "2025-06-01", "2025-06-02"),
                                                                         ("July 13, 2025", "2025-07-13", "2025-07-14")]),
    ("9-list-over-new-year-en", "freezes on Dec 29 and Jan 4, 2027", [("Dec 29", "2026-12-29", "2026-12-30"),
                                                                      ("Jan 4, 2027", "2027-01-04", "2027-01-05")]),
    ("9-year-written-first-zh", "分别于 2025年6月2日、7月20日上线", [("2025年6月2日", "2025-06-02", "2025-06-03"),
                                                                    ("7月20日", "2025-07-20", "2025-07-21")]),
    ("9-range-year-written-last-en", "the freeze ran from Feb 2 through Feb 6, 2025",
     [("from Feb 2 through Feb 6, 2025", "2025-02-02", "2025-02-07")]),
    ("9-zai-he-is-a-list-mixed", "崩溃发生在 10/02/2026 和 10/25/2026 的 nightly", [("10/02/2026", "2026-10-02", "2026-10-03"),
                                                                                     ("10/25/2026", "2026-10-25", "2026-10-26")]),
    ("9-zai-he-zhijian-is-a-range-zh", "在 2026年1月3日 和 1月9日 之间回滚", [("2026年1月3日 和 1月9日", "2026-01-03", "2026-01-10")]),
    ("9-one-order-per-segment-en", "nightlies 04/05/2026 and 04/21/2026 failed", [("04/05/2026", "2026-04-05", "2026-04-06"),
                                                                                  ("04/21/2026", "2026-04-21", "2026-04-22")]),
    ("9-sentence-end-en", "regressions on 05/19/2026 and 05/02/2026.", [("05/19/2026", "2026-05-19", "2026-05-20"),
                                                                       ("05/02/2026", "2026-05-02", "2026-05-03")]),
    ("9-sentence-end-dots-mixed", "两次发布：13.5.2026 与 2.6.2026.", [("13.5.2026", "2026-05-13", "2026-05-14"),
                                                                      ("2.6.2026", "2026-06-02", "2026-06-03")]),
    ("9-day-first-stays-zh", "03/11/2026 与 25/12/2026 两次发布", [("03/11/2026", "2026-11-03", "2026-11-04"),
                                                                  ("25/12/2026", "2026-12-25", "2026-12-26")]),
]


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in DATE_LISTS], ids=[i for i, _, _ in DATE_LISTS])
def test_a_list_of_dates(text, expected):
    """Dates of one list are separate dates (never a range), of the year written once and of one
    numeric order (issue 16 kind 9)."""
    dates = [(c.surface, c.low, c.high) for c in claimcheck.extract_text(text, doc_date=DOC_DATE) if c.kind == "date"]
    assert dates == expected


# -- 10. a time beside its date: the zone's offset on that date, and one instant ------------------------
ZONED = [
    ("10-pt-in-summer-en", "deploy 2026-06-10 07:30 PT", "2026-06-10T07:30-07:00"),
    ("10-et-in-winter-en", "Jan 12, 2026 at 4pm ET", "2026-01-12T16:00-05:00"),
    ("10-et-in-summer-en", "the drill is at 11am ET on Aug 4, 2026", "2026-08-04T11:00-04:00"),
    ("10-pt-before-dst-mixed", "2026-03-07 09:00 PT 切流", "2026-03-07T09:00-08:00"),
    ("10-zone-before-the-date-zh", "北京时间 10月8日 19:30 开放下载", "2026-10-08T19:30+08:00"),
    ("10-pt-without-a-date-stays-standard-en", "standup at 10am PT", "10:00-08:00"),
]


@pytest.mark.parametrize("text,value", [(t, v) for _, t, v in ZONED], ids=[i for i, _, _ in ZONED])
def test_a_time_takes_the_zone_of_its_date(text, value):
    """PT / ET on a date of the US daylight-saving season are -07:00 / -04:00 (time_zone_daylight of
    grammar.yaml); a zone word before a date is the zone of the time after it; a day with its zoned
    time is one instant (issue 16 kind 10)."""
    [t] = [c for c in claimcheck.extract_text(text, doc_date=DOC_DATE) if c.flag_value("tz")]
    assert t.value == value


# a one-day date and its time of day with a zone are ONE date claim: value the instant, surface
# both, low/high the written day; a time without a zone stays beside its day; a list or range of
# days is not an instant
INSTANTS = [
    ("10-instant-after-zh", "新版本将于 2026-11-18 14:30 北京时间上线。",
     [("2026-11-18 14:30 北京时间", "2026-11-18T14:30+08:00", "2026-11-18", "2026-11-19")]),
    ("10-instant-at-en", "The cut-over starts Nov 24 at 6pm PT.",
     [("Nov 24 at 6pm PT", "2026-11-24T18:00-08:00", "2026-11-24", "2026-11-25")]),
    ("10-instant-utc-offset-mixed", "Code freeze 定在 11 月 3 日 08:00 UTC+8。",
     [("11 月 3 日 08:00 UTC+8", "2026-11-03T08:00+08:00", "2026-11-03", "2026-11-04")]),
    ("10-instant-zone-before-zh", "北京时间 2026-10-30 09:00 开始灰度",
     [("北京时间 2026-10-30 09:00", "2026-10-30T09:00+08:00", "2026-10-30", "2026-10-31")]),
    ("10-instant-time-first-en", "the window opens at 7am ET on Nov 2, 2026",
     [("7am ET on Nov 2, 2026", "2026-11-02T07:00-05:00", "2026-11-02", "2026-11-03")]),
    ("10-no-zone-two-claims-en", "the drill starts on 2026-11-05 10:00",
     [("2026-11-05", "2026-11-05", "2026-11-05", "2026-11-06"), ("10:00", "10:00", None, None)]),
    ("10-no-zone-two-claims-zh", "演练于 2026-11-05 10:00 开始",
     [("2026-11-05", "2026-11-05", "2026-11-05", "2026-11-06"), ("10:00", "10:00", None, None)]),
]


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in INSTANTS], ids=[i for i, _, _ in INSTANTS])
def test_a_day_and_its_zoned_time_are_one_instant(text, expected):
    """"2026-12-08 10:00 北京时间", "Dec 15 at 9am PT", "12 月 20 日 21:00 UTC+8": one date claim whose
    value is the instant (issue 16 kind 10); a time without its zone is no instant."""
    got = [(c.surface, c.value, c.low, c.high) for c in claimcheck.extract_text(text, doc_date=DOC_DATE)
           if c.kind == "date"]
    assert got == expected


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in ROWS], ids=[i for i, _, _ in ROWS])
def test_heldout_kinds(text, expected):
    """Each row's claims, in order, with the expected fields."""
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    got = [(c.surface, c.kind, c.value, c.unit, c.qualifier, fmt_decimal(c.norm_value), c.norm_unit, c.low, c.high)
           for c in claims]
    assert len(got) == len(expected), got
    for g, e in zip(got, expected):
        assert all(ev is None or gv == ev for gv, ev in zip(g, e)), (g, e)


# -- leftovers of issue 16 ---------------------------------------------------------------------------
# 百分之 before two neighbouring digits is a range of percents, as 二三十个百分点 is of points
PERCENT_RANGES = [
    ("zh-baifenzhi-ersanshi", "缓存占比百分之二三十", "二三十", "20", "30", "20"),
    ("zh-baifenzhi-qiba-shi", "百分之七八十的请求命中缓存", "七八十", "70", "80", "70"),
    ("zh-qianfenzhi-ersan", "错误率千分之二三", "二三", "0.2", "0.3", "0.2"),
    ("zh-yue-baifenzhi-wuliushi", "利用率约百分之五六十", "五六十", "50", "60", "50"),
]


@pytest.mark.parametrize("text,value,low,high,norm", [r[1:] for r in PERCENT_RANGES], ids=[r[0] for r in PERCENT_RANGES])
def test_a_percent_of_two_neighbouring_digits_is_a_range(text, value, low, high, norm):
    """"百分之二三十" is 20–30 % (approximate), never no claim while "二三十个百分点" is 20–30 points."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert (c.kind, c.value, c.low, c.high, fmt_decimal(c.norm_value), c.norm_unit) == ("percent", value, low, high, norm, "percent")
    assert c.has_flag("approximate") and c.has_flag("range")


# a serving engine's batch and memory flags are settings of the figure the command produced (kind 5);
# a keyword argument of code ("gpu_memory_utilization=0.95") is no claim of its own
FLAG_SETTINGS = [
    ("en-cli-flags", "vllm serve --max-num-seqs 512 --gpu-memory-utilization 0.85 reached 2,100 tok/s", "2,100 tok/s",
     {"max_num_seqs": "512", "gpu_memory_utilization": "0.85"}),
    ("zh-cli-flags-equals", "参数 --max-num-seqs=64 与 --mem-fraction-static=0.8 下 TTFT 为 95 ms", "95 ms",
     {"max_num_seqs": "64", "gpu_memory_utilization": "0.8"}),
    ("mixed-kwargs", "LLM(model, max_num_seqs=32, gpu_memory_utilization=0.9) 的吞吐是 700 tok/s", "700 tok/s",
     {"max_num_seqs": "32", "gpu_memory_utilization": "0.9"}),
]


@pytest.mark.parametrize("text,surface,expected", [r[1:] for r in FLAG_SETTINGS], ids=[r[0] for r in FLAG_SETTINGS])
def test_engine_flags_are_settings_of_the_figure(text, surface, expected):
    """The figure is the only claim; the flags' values are its conditions (rules/conditions.yaml)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert c.surface == surface and c.role == "result"
    assert {k: c.conditions_dict.get(k) for k in expected} == expected

