"""Session 46: faults that fresh-user trial 48's repros, batch 46 and held-out set 38 showed, each
fixed as a kind."""
from __future__ import annotations

from decimal import Decimal

import pytest

import claimcheck
from tests.test_session35_kinds import _check_files


def _claims(tmp_path, name: str, text: str, **kwargs):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], **kwargs).claims


# -- a column header's currency-per-tokens unit ("Price ($/M tokens)") is the cells' unit (fresh-user
# trial 48, r11: a table's prices against a memo's were never compared) ------------------------------
PRICES = ("# Pricing survey 2026-11-02\n\n"
          "| Service | Model | Price ($/M tokens) |\n|---|---|---|\n"
          "| PageWeave | DeepSeek-V3 | 0.42 |\n| Acme | DeepSeek-V3 | 0.90 |\n")


@pytest.mark.parametrize("header,unit,per_million", [
    ("Price ($/M tokens)", "dollar / (1000000 * tokens)", "0.9"),
    ("Input price (USD per 1M tokens)", "dollar / (1000000 * tokens)", "0.9"),
    ("输出价格（元/百万 tokens）", "yuan / (1000000 * tokens)", "0.9"),
    ("Price (€/1K tokens)", "euro / (1000000 * tokens)", "900"),  # per thousand: 1,000 × per million
])
def test_a_header_currency_rate_is_the_cells_unit(tmp_path, header, unit, per_million):
    text = f"# Survey 2026-11-02\n\n| Service | {header} |\n|---|---|\n| Acme | 0.90 |\n"
    claims = [c for c in _claims(tmp_path, "t.md", text, lang="en") if c.line == 5]
    assert [(c.metric, str(c.value), c.unit) for c in claims] == [("price", "0.90", header[header.index("(") + 1:-1]
                                                                   if "(" in header else header[header.index("（") + 1:-1])]
    assert (claims[0].norm_unit, claims[0].norm_value) == (unit, Decimal(per_million))


def test_a_header_price_conflicts_with_a_memo(tmp_path):
    memo = "# Memo 2026-11-05\n\nPageWeave serves DeepSeek-V3 at $0.60 per million tokens.\n"
    found = _check_files(tmp_path, {"a.md": PRICES, "b.md": memo}, ["CC201"], lang="en")
    assert [(f.risk, sorted(loc.surface for loc in f.locations)) for f in found] == [
        ("medium", ["$0.60 per million tokens", "0.42"])]


def test_an_agreeing_memo_is_silent(tmp_path):
    memo = "# Memo 2026-11-05\n\nPageWeave serves DeepSeek-V3 at $0.42 per million tokens.\n"
    assert _check_files(tmp_path, {"a.md": PRICES, "b.md": memo}, ["CC201"], lang="en") == []


@pytest.mark.parametrize("header", ["Price (tok/s)", "Price (GB)", "Notes (see /v1 docs)"])
def test_a_header_without_a_currency_rate_is_read_as_before(tmp_path, header):
    text = f"# Survey 2026-11-02\n\n| Service | {header} |\n|---|---|\n| Acme | 0.90 |\n"
    claims = [c for c in _claims(tmp_path, "t.md", text, lang="en") if c.line == 5]
    assert all(c.unit is None or "/" not in (c.norm_unit or "") or "dollar" not in c.norm_unit
               for c in claims)


# -- a figure right after a rate word is the rate's denominator, no claim ("USD per 1M tokens" was a
# context length of 1M tokens) -----------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "All prices below are in USD per 1M tokens unless noted.",
    "价格单位为元/百万 tokens，按每 1K tokens 计费的厂商已换算。",
    "| Service | Input price (USD per 1M tokens) |",
])
def test_a_rates_denominator_is_no_claim(tmp_path, line):
    text = f"# Notes 2026-11-02\n\n{line}\n"
    assert [c.surface for c in _claims(tmp_path, "t.md", text, lang="en") if c.line == 3] == []


@pytest.mark.parametrize("line,surface", [
    ("Acme serves it at $0.27 per 1M tokens.", "$0.27 per 1M tokens"),
    ("Llama-3-70B supports a 128K context and super 8 GPUs.", "128K"),
    ("每卡吞吐 1,200 tok/s。", "1,200 tok/s"),
])
def test_a_value_with_its_rate_stays_a_claim(tmp_path, line, surface):
    text = f"# Notes 2026-11-02\n\n{line}\n"
    assert surface in [c.surface for c in _claims(tmp_path, "t.md", text, lang="en") if c.line == 3]


# -- CC303: a later line that points back at the promise's date ("早于 C-05 承诺日期", "履行 C-05") and
# says its deed done keeps it (held-out set 38, R042: a FALSE medium at the promise's own row) -----------
CHANGES = ("# 服务水平协议 v2.1（2047-02-19）\n\n## 变更记录\n\n"
           "| 编号 | 版本 | 日期 | 变更内容 | 原因 |\n|---|---|---|---|---|\n"
           "| C-05 | v2.0 | 2046-11-20 | 承诺 2047-01-31 前将坐标换算统一为 UTM 51N 区带 | 消除 50N/51N 混用 |\n"
           "| C-06 | v2.1 | 2047-01-24 | {done} | {why} |\n")


@pytest.mark.parametrize("done,why", [
    ("UTM 51N 区带统一已完成，早于 C-05 承诺日期", "履行 C-05"),
    ("UTM 51N 区带统一已完成", "履行 C-05 的承诺"),
])
def test_a_done_deed_pointing_back_keeps_the_promise(tmp_path, done, why):
    text = CHANGES.format(done=done, why=why)
    assert _check_files(tmp_path, {"sla.md": text}, ["CC303"]) == []


@pytest.mark.parametrize("done,why", [
    ("UTM 51N 区带统一尚未完成，晚于 C-05 承诺日期", "人手不足"),   # not done
    ("NOTAM 转发已删除，早于 C-05 承诺日期", "甲方要求"),            # another deed done
])
def test_a_pointer_without_the_deed_done_keeps_the_finding(tmp_path, done, why):
    text = CHANGES.format(done=done, why=why)
    found = _check_files(tmp_path, {"sla.md": text}, ["CC303"])
    assert [(f.risk, f.locations[0].line) for f in found] == [("medium", 7)]


# -- CC101: a 、 list a hard wrap carries onto the next line is counted to its end (held-out set 38: a
# FALSE medium "声明 8 项，但其后实际列出 6 项") ------------------------------------------------------------
WRAPPED = ("# 协议 2047-02-19\n\n"
           "avwx-engine README 列出的支持范围共{n}项：台站数据与检索、METAR、TAF、PIREP、AIRMET/SIGMET、NOTAM、\n"
           "NBM、GFS；本协议只承诺其中 METAR 与 TAF 两项的指标。\n")


def test_a_wrapped_list_is_counted_to_its_end(tmp_path):
    assert _check_files(tmp_path, {"a.md": WRAPPED.format(n="八")}, ["CC101"]) == []


def test_a_wrapped_list_of_another_length_is_reported_with_its_items(tmp_path):
    found = _check_files(tmp_path, {"a.md": WRAPPED.format(n="九")}, ["CC101"])
    assert [(f.risk, f.locations[0].surface) for f in found] == [("medium", "九项")]
    assert "实际列出 8 项" in found[0].message
    assert [(loc.line, loc.column, loc.surface) for loc in found[0].locations[-2:]] == [(4, 1, "NBM"), (4, 5, "GFS")]


def test_a_list_ending_its_sentence_on_its_line_is_not_continued(tmp_path):
    text = ("# 协议 2047-02-19\n\n支持范围共八项：台站数据与检索、METAR、TAF、PIREP、AIRMET/SIGMET、NOTAM。\n"
            "下一段另起一行、不属于列表。\n")
    found = _check_files(tmp_path, {"a.md": text}, ["CC101"])
    assert ["实际列出 6 项" in f.message for f in found] == [True]
