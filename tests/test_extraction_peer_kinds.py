"""Spec rows for the kinds the peer-miss classification (``benchmarks/extraction_peers.py --classify``)
and the leftovers of issue 16 found: each row a new input in zh, en or mixed text, with the right
reading.
"""
from __future__ import annotations

import pytest

import claimcheck
from claimcheck.model import fmt_decimal

DOC_DATE = "2026-09-28"


def _claims(text):
    return claimcheck.extract_text(text, doc_date=DOC_DATE)


# -- a change word that says better / worse: its direction follows the metric's better side ---------
# (rules/grammar.yaml change_words.better / worse, rules/metrics.yaml higher_is_better)
DIRECTIONS = [
    ("better-latency-en", "p50 latency improved by 18% after the fix", "latency", "down", "0.82"),
    ("better-ttft-mixed", "TTFT 改善了 40%", "ttft", "down", "0.6"),
    ("better-latency-zh", "P99 延迟改善了 12%", "latency", "down", "0.88"),
    ("better-ratio-ttft-en", "chunked prefill gives a 2x TTFT improvement", "ttft", "down", "0.5"),
    ("worse-latency-en", "p99 latency regressed by 15% on the new kernel", "latency", "up", "1.15"),
    ("worse-ttft-zh", "升级后 TTFT 恶化 20%", "ttft", "up", "1.2"),
    ("better-throughput-stays-up-en", "decode throughput improved by 20%", None, "up", "1.2"),
    ("worse-throughput-is-down-en", "throughput regressed by 10% with MTP off", None, "down", "0.9"),
    ("plain-down-word-stays-zh", "TTFT 降低了 30%", "ttft", "down", "0.7"),
]


@pytest.mark.parametrize("text,metric,direction,norm", [r[1:] for r in DIRECTIONS], ids=[r[0] for r in DIRECTIONS])
def test_better_and_worse_follow_the_metric(text, metric, direction, norm):
    """"improved" on a lower-is-better metric is a fall, "regressed" a rise; on a higher-is-better one
    (throughput) they stay up / down."""
    [c] = [c for c in _claims(text) if c.kind in ("percent", "ratio")]
    if metric is not None:
        assert c.metric == metric
    assert (c.direction, fmt_decimal(c.norm_value)) == (direction, norm)


# -- money per tokens in any currency is a price (issue 16 kind 3) ----------------------------------------
PRICES = [
    # a price per tokens is normalised per million tokens in its own currency (metrics.yaml price
    # canonical_denominator), so "/千 tokens" and "/1M" compare; the unit then carries the
    # denominator and the per_tokens setting is dropped
    ("yuan-sign-per-million-zh", "输入 ¥1.60/百万 tokens", "yuan / (1000000 * tokens)", "1.6"),
    ("yuan-word-per-thousand-zh", "输出 0.9 元/千 tokens", "yuan / (1000000 * tokens)", "900"),
    ("rmb-per-million-en", "the API costs RMB 3 per million tokens", "yuan / (1000000 * tokens)", "3"),
    ("yuan-per-m-tokens-mixed", "缓存命中 ¥0.2/M tokens", "yuan / (1000000 * tokens)", "0.2"),
    ("dollar-stays-en", "$0.40 / 1M output tokens", "dollar / (1000000 * tokens)", "0.4"),
]


@pytest.mark.parametrize("text,norm_unit,norm", [r[1:] for r in PRICES], ids=[r[0] for r in PRICES])
def test_money_per_tokens_is_a_price_in_any_currency(text, norm_unit, norm):
    """¥ / 元 / RMB per tokens is the metric ``price``, as $ is, per million tokens."""
    [c] = [c for c in _claims(text) if c.kind == "quantity"]
    assert c.metric == "price"
    assert (c.norm_unit, fmt_decimal(c.norm_value)) == (norm_unit, norm)
    assert c.conditions_dict.get("per_tokens") is None


def test_an_amount_of_yuan_is_no_price():
    """A sum of money (no per-unit) stays an amount: no price metric."""
    [c] = _claims("日收入 ¥56,200")
    assert c.metric is None


# -- a share metric's long name, its copula, a decimal share (issue 16 kind 11) ------------------------------
SHARES = [
    ("rate-of-en", "the draft model's acceptance rate of 0.58 held on MT-Bench", "0.58"),
    ("rate-is-en", "The acceptance rate is 0.74 with four draft tokens", "0.74"),
    ("rate-wei-zh", "草稿模型的接受率为 0.66", "0.66"),
    ("rate-of-mixed", "EAGLE 的 acceptance rate of 0.81 在 GSM8K 上", "0.81"),
]


@pytest.mark.parametrize("text,value", [r[1:] for r in SHARES], ids=[r[0] for r in SHARES])
def test_a_decimal_after_a_rate_name_is_its_value(text, value):
    """"acceptance rate of 0.58" is a value of the acceptance rate."""
    [c] = _claims(text)
    assert (c.metric, c.value, fmt_decimal(c.norm_value)) == ("acceptance_rate", value, value)


@pytest.mark.parametrize("text", [
    "an average acceptance length of 2.4 per step",        # a length, not a share
    "the acceptance rate of 3 drafts was logged",           # no decimal share
    "acceptance rate of 1.4 is impossible to read",         # above 1: no share
])
def test_no_share_where_none_is_written(text):
    """Only a decimal share in (0, 1] after a rate's name is read (cs21's "acceptance length of 2.4"
    stays no claim: no false CC201 against a count of tokens)."""
    assert [c for c in _claims(text) if c.metric == "acceptance_rate"] == []


# -- a thousand / million letter after one space before a token unit ------------------------------------------
SPACED_SCALES = [
    ("spaced-k-tok-s-en", "decode reaches 2.33 k tok/s per GPU", "2.33 k tok/s", "2330"),
    ("spaced-k-tok-s-mixed", "解码吞吐 1.8 k tok/s", "1.8 k tok/s", "1800"),
    ("glued-k-stays-en", "a 2.33k tok/s run", "2.33k tok/s", "2330"),
]


@pytest.mark.parametrize("text,surface,norm", [r[1:] for r in SPACED_SCALES], ids=[r[0] for r in SPACED_SCALES])
def test_a_spaced_scale_letter_before_a_token_unit(text, surface, norm):
    [c] = _claims(text)
    assert (c.surface, fmt_decimal(c.norm_value), c.norm_unit) == (surface, norm, "token / second")


def test_a_lone_k_is_no_scale():
    """"grade 8 k" (no token unit after it) stays no claim."""
    assert _claims("grade 8 k is fine") == []


# -- units written out, capitalised or in another case; temperatures with their scale ---------------------
UNITS = [
    ("celsius-sign-en", "GPU temperature peaked at 83 °C under load", "83 °C", "83"),
    ("celsius-words-en", "the chip hits 95 degrees Celsius", "95 degrees Celsius", "95"),
    ("celsius-sign-zh", "满载时 GPU 温度 85℃", "85℃", "85"),
    ("celsius-word-zh", "机房温度 24 摄氏度", "24 摄氏度", "24"),
    ("degree-celsius-spaced-mixed", "核心温度 90° Celsius", "90° Celsius", "90"),
    ("ghz-lower-en", "boost clock 1.98 Ghz", "1.98 Ghz", "1.98"),
    ("hz-upper-en", "the fan spins at 120 HZ", "120 HZ", "120"),
    ("picometer-en", "a 2 picometer offset", "2 picometer", "2"),
    ("microgrammes-en", "37.8 microgrammes of dust", "37.8 microgrammes", "37.8"),
    ("gigapascals-en", "rated to 113 gigapascals", "113 gigapascals", "113"),
    ("ppm-words-en", "CO2 at 1200 parts per million", "1200 parts per million", "1200"),
    ("kilometers-capital-en", "10 Kilometers of fibre", "10 Kilometers", "10"),
]


@pytest.mark.parametrize("text,surface,value", [r[1:] for r in UNITS], ids=[r[0] for r in UNITS])
def test_units_written_out(text, surface, value):
    """A unit written out (any case for Hz, a capital for a long word) or a temperature with its
    scale is one quantity in that unit."""
    [c] = _claims(text)
    assert (c.surface, c.kind, c.value) == (surface, "quantity", value)


def test_a_temperature_is_no_angle_and_degrees_alone_stay_an_angle():
    [t] = _claims("83 °C")
    [a] = _claims("a 30 degrees slope")
    assert claimcheck_dim(t.norm_unit) == "[temperature]"
    assert claimcheck_dim(a.norm_unit) == "[angle]"


def claimcheck_dim(unit: str) -> str:
    from claimcheck.resources import load_resources
    return str(load_resources().ureg.parse_units(unit).dimensionality)


# -- a year after "in" / "since" is a date, never a range's first end ----------------------------------------
@pytest.mark.parametrize("text,surfaces", [
    ("VR headset sales rose 60% in 2018 to 3.9 million headsets", ["60%", "3.9 million headsets"]),
    ("mileage went from 20 miles per gallon in 2008 to 29 mpg", ["20 miles per gallon", "29 mpg"]),
    ("QPS grew 40% in 2025 to 1.2 万 QPS", ["40%", "1.2 万 QPS"]),
])
def test_a_year_is_no_range_start(text, surfaces):
    claims = _claims(text)
    assert [c.surface for c in claims] == surfaces and not any(c.low for c in claims)


# -- "from X to Y unit" after a change word: the two levels of a change, in the unit written once ------------
CHANGES = [
    ("cut-from-to-en", "We cut TTFT from 850 to 420 ms", [("850", "850", "ms"), ("420 ms", "420", "ms")]),
    ("rose-from-to-en", "throughput rose from 1,200 to 1,900 tok/s",
     [("1,200", "1200", "tok/s"), ("1,900 tok/s", "1900", "tok/s")]),
    ("cong-jiangdi-dao-zh", "TTFT 从 850 降低到 420 ms", [("850", "850", "ms"), ("420 ms", "420", "ms")]),
    ("cong-tisheng-dao-mixed", "吞吐从 1200 提升到 1900 tok/s", [("1200", "1200", "tok/s"), ("1900 tok/s", "1900", "tok/s")]),
]


@pytest.mark.parametrize("text,expected", [r[1:] for r in CHANGES], ids=[r[0] for r in CHANGES])
def test_the_two_levels_of_a_change_are_two_values(text, expected):
    """A change's first level is a value of the unit written after the second, never one range with
    it (task: "cut TTFT from X to Y" read as a range 420–850 ms before)."""
    claims = _claims(text)
    assert [(c.surface, c.value.replace(",", ""), c.unit) for c in claims] == expected
    assert claims[0].norm_unit == claims[1].norm_unit
    assert not any(c.low for c in claims)


@pytest.mark.parametrize("text", ["batch sizes range from 1 to 64 GB", "从 3 到 5 ms 不等"])
def test_a_range_without_a_change_word_stays_a_range(text):
    [c] = _claims(text)
    assert c.low is not None and c.high is not None


# -- kind 8: the digits after a thousands comma are never a number of their own -----------------------------
@pytest.mark.parametrize("text,surfaces", [
    ("a 200,000 to-260,000 year-old skull", []),
    ("新增 5，60 家", ["60 家"]),
    ("1,2,4 GPUs", ["4 GPUs"]),
])
def test_no_tail_of_a_grouped_number(text, surfaces):
    assert [c.surface for c in _claims(text)] == surfaces


# -- orders of magnitude of a unit, stacked scale words, ranges of a rate written once -----------------------
@pytest.mark.parametrize("text,norm_unit,low,high", [
    ("adding tens of thousands of dollars to the price", "dollar", "10000", "100000"),
    ("a plume hundreds of miles long", "mile", "100", "1000"),
])
def test_an_order_of_magnitude_of_a_unit_is_a_quantity(text, norm_unit, low, high):
    [c] = _claims(text)
    assert (c.kind, c.norm_unit, c.low, c.high, c.qualifier) == ("quantity", norm_unit, low, high, "~")


def test_an_order_of_magnitude_of_a_noun_stays_a_count():
    [c] = _claims("thousands of users")
    assert c.kind == "count"


@pytest.mark.parametrize("text,norm", [
    ("There were 4 hundred million people", "400000000"),
    ("about 3 hundred thousand requests", "300000"),
])
def test_two_scale_words_multiply(text, norm):
    [c] = _claims(text)
    assert fmt_decimal(c.norm_value) == norm


@pytest.mark.parametrize("text,norm_unit,low,high", [
    ("people earning between $48,000 and $90,000 a year", "dollar / (year)", "48000", "90000"),
    ("GPU 租金 ¥8 到 ¥12 每小时", "yuan / hour", "8", "12"),
    ("rent of ¥8 to ¥12 per hour", "yuan / hour", "8", "12"),
])
def test_a_range_of_a_rate_written_once(text, norm_unit, low, high):
    """The per-unit after the second end is both ends' (one range, never a sum and a rate)."""
    [c] = _claims(text)
    assert (c.norm_unit, c.low, c.high) == (norm_unit, low, high)


# -- currencies and units of the news sets ------------------------------------------------------------
@pytest.mark.parametrize("text,norm_unit,norm", [
    ("revenue of HK $3.7 billion", "hong_kong_dollar", "3700000000"),
    ("预算 HK $120 万", "hong_kong_dollar", "1200000"),
    ("NZ $99.99 per year", "new_zealand_dollar / year", "99.99"),
    ("for 7,199 Chinese yuan", "yuan", "7199"),
    ("an MSRP of 2,435,000 YEN", "yen", "2435000"),
    ("a 60 basis point improvement in margin", "basis_point", "60"),
])
def test_news_currencies_and_units(text, norm_unit, norm):
    [c] = _claims(text)
    assert (c.norm_unit, fmt_decimal(c.norm_value)) == (norm_unit, norm)


# -- kind 12: a count after two modifiers ----------------------------------------------------------------
@pytest.mark.parametrize("text,surface", [
    ("a trial with 1,100 public housing properties", "1,100 public housing properties"),
    ("about 32 redundant routed experts per GPU", "about 32 redundant routed experts"),
    ("3 new models were added", "3 new models"),
])
def test_a_count_after_two_modifiers(text, surface):
    [c] = [c for c in _claims(text) if c.kind == "count"]
    assert c.surface == surface
