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


# -- CC303: an action-item table with a bilingual due header ("截止 / Due") holds promises; the
# message names the row's item (held-out set 38, R052) ---------------------------------------------
ACTIONS = ("# 上线评审纪要 / Go-live review minutes（2047-06-18）\n\n## 8. 行动项 / Action Items\n\n"
           "| ID | 事项 / Item | 负责人 / Owner | {due} | 状态 / Status（截至 2047-06-18） |\n|---|---|---|---|---|\n"
           "| A-03 | 全链路压测报告 / End-to-end load-test report | 陈蔚 | 2047-05-31 | 进行中 / in progress |\n"
           "| A-04 | 回滚预案演练 / Rollback drill | 唐宁 | 2047-06-14 | 已于 2047-06-12 完成 / done 2047-06-12 |\n"
           "| A-05 | 监控告警接入 / Alert wiring | 唐宁 | 2047-07-14 | 未开始 / not started |\n")


@pytest.mark.parametrize("due", ["截止 / Due", "Due（截止）", "截止"])
def test_an_open_action_item_past_its_bilingual_due_date_is_overdue(tmp_path, due):
    found = _check_files(tmp_path, {"minutes.md": ACTIONS.format(due=due)}, ["CC303"])
    assert [(f.risk, f.locations[0].line, f.locations[0].surface) for f in found] == [("medium", 7, "2047-05-31")]
    assert found[0].message.startswith("全链路压测报告 / End-to-end load-test report：承诺 2047-05-31")


def test_a_bilingual_header_of_no_due_date_holds_no_promise(tmp_path):
    assert _check_files(tmp_path, {"minutes.md": ACTIONS.format(due="日期说明 / Notes")}, ["CC303"]) == []


# -- CC203: "（当前最新发布版）" after a version calls it the latest (held-out set 38, R043) -------------------
def test_a_release_called_current_in_both_languages_conflicts(tmp_path):
    text = ("# Go-live review 2047-06-18\n\n"
            "D-2 备选为 greykite 1.1.0（当前最新发布版）中的 Silverkite，保留作对照。\n"
            "D-2 The fallback is Silverkite from greykite 1.0.0, the current release, kept as a comparator.\n")
    found = _check_files(tmp_path, {"minutes.md": text}, ["CC203"], lang="en")
    assert [(f.risk, sorted(loc.surface for loc in f.locations)) for f in found] == [("medium", ["1.0.0", "1.1.0"])]


def test_the_same_current_release_in_both_languages_is_silent(tmp_path):
    text = ("# Go-live review 2047-06-18\n\n"
            "D-2 备选为 greykite 1.1.0（当前最新发布版）中的 Silverkite，保留作对照。\n"
            "D-2 The fallback is Silverkite from greykite 1.1.0, the current release, kept as a comparator.\n")
    assert _check_files(tmp_path, {"minutes.md": text}, ["CC203"], lang="en") == []


# -- CC104: a speed-up of a time written before it shortens that time, and its two readings decide a
# window between them (held-out set 38, R050) --------------------------------------------------------
@pytest.mark.parametrize("line,span", [
    ("- 异常预检：CPU 版全量约 48 分钟，GPU 版快 3 倍，可放入 15 分钟夜间窗口。", "约 48 分钟，GPU 版快 3 倍"),
    ("- 异常预检：GPU 版比 CPU 版（48 分钟）快 3 倍，可放入 15 分钟窗口。", "（48 分钟）快 3 倍"),
])
def test_a_speedup_of_a_time_decides_a_window(tmp_path, line, span):
    found = _check_files(tmp_path, {"m.md": f"# 纪要 2047-06-18\n\n{line}\n"}, ["CC104"])
    assert [(f.risk, f.locations[-1].surface) for f in found] == [("medium", "15 分钟")]
    assert f"「{span}」（" in found[0].message and "可读作 16 分钟 或 12 分钟" in found[0].message


@pytest.mark.parametrize("line", [
    "- 异常预检：CPU 版全量约 48 分钟，GPU 版快 3 倍，可放入 10 分钟夜间窗口。",   # both readings miss 10
    "- 异常预检：CPU 版全量约 48 分钟，GPU 版快 3 倍，可放入 20 分钟夜间窗口。",   # both readings fit 20
    "- 异常预检：CPU 版全量约 48 分钟，GPU 版快 3 倍，约 15 分钟完成。",             # no threshold word
])
def test_a_speedup_whose_readings_agree_on_the_window_is_silent(tmp_path, line):
    assert _check_files(tmp_path, {"m.md": f"# 纪要 2047-06-18\n\n{line}\n"}, ["CC104"]) == []


# -- a chip's brand between a count's × and the chip keeps it a count of chips, no speedup (batch 46,
# stumpy.md: "8x" and "16x NVIDIA Tesla V100" were a high CC201 speedup conflict) ----------------------
STUMPY = ("# Benchmarks 2026-11-02\n\n"
          "GPU-STUMP.DGX1: executed with 8x NVIDIA Tesla V100, 512 threads per block.\n\n"
          "GPU-STUMP.DGX2: executed with 16x NVIDIA Tesla V100, 512 threads per block.\n")


def test_counts_of_branded_chips_are_no_speedups(tmp_path):
    claims = _claims(tmp_path, "s.md", STUMPY, lang="en")
    assert [c.surface for c in claims if c.kind == "ratio"] == []
    assert _check_files(tmp_path, {"s.md": STUMPY}, ["CC201"], lang="en") == []


@pytest.mark.parametrize("line,gpus", [
    ("STUMP.16: 16x Intel(R) Xeon(R) CPU E5-2650 v4 @ 2.20GHz processors reach 2.20GHz.", "16"),
    ("Run C: 1x NVIDIA GeForce GTX 1080 Ti GPU at 250W.", "1"),
])
def test_a_branded_chip_count_is_a_setting(tmp_path, line, gpus):
    claims = _claims(tmp_path, "s.md", f"# Bench 2026-11-02\n\n{line}\n", lang="en")
    assert [c.surface for c in claims if c.kind == "ratio"] == []
    assert {dict(c.conditions).get("gpus") for c in claims if c.line == 3} == {gpus}


@pytest.mark.parametrize("line,surface", [
    ("The kernel reaches 2x NVIDIA's throughput on H100.", "2x"),   # a brand's possessive: a multiple
    ("The new kernel is 3x faster than NVIDIA cuBLAS on H100.", "3x"),
])
def test_a_multiple_before_a_brands_figure_stays_a_ratio(tmp_path, line, surface):
    claims = _claims(tmp_path, "s.md", f"# Bench 2026-11-02\n\n{line}\n", lang="en")
    assert [c.surface for c in claims if c.kind == "ratio"] == [surface]


# -- CC205: a capitalised name written in lower case elsewhere ("AstroPy" beside "astropy >= 3.0.4")
# is that name, no slip of a look-alike (batch 46, hrv-analysis.md against antropy's AntroPy) -----------
ANTROPY = "# AntroPy\n\nAntroPy computes entropy. AntroPy is fast. AntroPy uses Numba.\n"


def test_a_name_also_written_in_lower_case_is_no_slip(tmp_path):
    hrv = ("# hrvanalysis\n\nBuilt on top of SciPy, AstroPy, Nolds and NumPy.\n\n"
           "## Requirements\n\n- astropy >= 3.0.4\n- scipy >= 1.1\n")
    assert _check_files(tmp_path, {"antropy.md": ANTROPY, "hrv.md": hrv}, ["CC205"], lang="en") == []


def test_the_same_slip_without_its_lower_case_spelling_is_reported(tmp_path):
    hrv = "# hrvanalysis\n\nBuilt on top of SciPy, AstroPy, Nolds and NumPy.\n"
    found = _check_files(tmp_path, {"antropy.md": ANTROPY, "hrv.md": hrv}, ["CC205"], lang="en")
    assert [(f.risk, f.locations[0].surface) for f in found] == [("medium", "AstroPy")]


# -- CC102: a table row repeated cell for cell, but for its number, is one item listed twice (held-out
# set 38, R030) --------------------------------------------------------------------------------------
STATIONS = ("# 协议 2047-02-19\n\n| 序号 | ICAO | 机场 | METAR | TAF |\n|---|---|---|---|---|\n"
            "| 1 | ZSPD | 上海浦东 | 是 | 是 |\n| 2 | ZSNB | 宁波栎社 | 是 | 是 |\n| 3 | ZSZS | 舟山普陀山 | 是 | 否 |\n"
            "| 4 | {row} |\n")


def test_a_repeated_table_row_is_a_duplicate_item(tmp_path):
    found = _check_files(tmp_path, {"a.md": STATIONS.format(row="ZSNB | 宁波栎社 | 是 | 是")}, ["CC102"])
    assert [(f.risk, [(loc.line, loc.surface) for loc in f.locations]) for f in found] == [
        ("low", [(8, "ZSNB | 宁波栎社 | 是 | 是"), (6, "ZSNB | 宁波栎社 | 是 | 是")])]


@pytest.mark.parametrize("row", [
    "ZSNB | 宁波栎社 | 是 | 否",      # one cell differs
    "ZSHC | 杭州萧山 | 是 | 是",      # another station
])
def test_rows_that_differ_in_a_cell_are_silent(tmp_path, row):
    assert _check_files(tmp_path, {"a.md": STATIONS.format(row=row)}, ["CC102"]) == []


def test_repeated_rows_of_figures_alone_or_of_two_tables_are_silent(tmp_path):
    text = ("# Runs 2047-02-19\n\n| run | errors | retries |\n|---|---|---|\n| 1 | 0 | 0 |\n| 2 | 0 | 0 |\n\n"
            "| ICAO | 机场 |\n|---|---|\n| ZSNB | 宁波栎社 |\n\n| ICAO | 机场 |\n|---|---|\n| ZSNB | 宁波栎社 |\n")
    assert _check_files(tmp_path, {"a.md": text}, ["CC102"]) == []


# -- CC105: the total of what each member of a counted group has ("77 例、每例 4 个监测夜 … 共需 318 个
# 监测夜": 308; held-out set 38, R002) -------------------------------------------------------------------
@pytest.mark.parametrize("line,expected", [
    ("按 77 例、每例 4 个监测夜（PSG 2 夜 + 居家 2 夜）计，全研究共需 318 个监测夜，其中 PSG 夜 154 个。", "308"),
    ("The study enrols 77 participants with 4 monitoring nights each, 318 nights in total.", "308"),
    ("推理集群 4 台服务器，每台 8 张 GPU，合计 36 张 GPU。", "32"),
])
def test_a_per_member_total_that_is_no_product_is_reported(tmp_path, line, expected):
    found = _check_files(tmp_path, {"a.md": f"# 申请书 2046-04-16\n\n{line}\n"}, ["CC105"], lang="en")
    assert [(f.risk, f.locations[0].line) for f in found] == [("medium", 3)]
    assert found[0].message.endswith(f"which is {expected}")


@pytest.mark.parametrize("line", [
    "按 77 例、每例 4 个监测夜计，全研究共需 308 个监测夜，其中 PSG 夜 154 个。",       # the product
    "推理：4 个节点，每个节点 8 张 GPU，共 32 张 GPU。",
    "3 台服务器每秒处理 1,200 个请求，共 50,000 个请求。",                              # 每秒: a rate, no member
    "按 77 例、每例 4 个监测夜计，其中 PSG 夜 154 个。",                                 # a part, no total
    "77 participants with 4 monitoring nights each; 318 questionnaires in total.",      # another noun
])
def test_a_product_or_no_per_member_total_is_silent(tmp_path, line):
    assert _check_files(tmp_path, {"a.md": f"# 申请书 2046-04-16\n\n{line}\n"}, ["CC105"], lang="en") == []


# -- subjects: the X of "与 X 相比" / "相对 X，" is the system compared with, never the owner of an
# absolute figure after it (fresh-user trial 49, r25: a high CC201 gave ElasticKV's 2,900 ms to SGLang)
@pytest.mark.parametrize("line,subject", [
    ("与 SGLang 相比，TTFT p50 从 4,100 ms 降到 2,900 ms。", None),
    ("与 SGLang 相比，ElasticKV 的 TTFT p50 从 4,100 ms 降到 2,900 ms。", "ElasticKV"),
    ("相对 vLLM，TTFT p50 为 2,900 ms。", None),
    ("SGLang 与 vLLM 相比吞吐更高，SGLang 为 3,400 tok/s。", "SGLang"),   # the compared-with is vLLM
    ("SGLang TTFT p50 为 420 ms。", "SGLang"),
])
def test_a_comparisons_baseline_owns_no_figure(tmp_path, line, subject):
    claims = _claims(tmp_path, "p.md", f"# Poster 2026-11-28\n\n{line}\n", lang="en")
    assert {c.subject for c in claims if c.line == 3} == {subject}


def test_a_baseline_figure_no_longer_conflicts_with_the_baselines_own(tmp_path):
    poster = "# Poster 2026-11-28\n\n与 SGLang 相比，TTFT p50 从 4,100 ms 降到 2,900 ms。\n"
    report = "# 验收报告 2026-11-20\n\nSGLang TTFT p50 为 420 ms。\n"
    assert _check_files(tmp_path, {"poster.md": poster, "report.md": report}, ["CC201"], lang="en") == []


# -- a Chinese rate names its time before the amount ("折合每分钟约 1,116k tokens" is 18,600 tok/s, not a
# context length; fresh-user trial 49, r15 a high CC201, r05 a missed restatement) ------------------------
@pytest.mark.parametrize("line,value", [
    ("SGLang 单节点输出吞吐 18,600 tok/s，折合每分钟约 1,116k tokens。", "18600"),
    ("峰值每秒 2.1 万 tokens。", "21000"),
])
def test_a_per_minute_amount_is_a_throughput(tmp_path, line, value):
    claims = _claims(tmp_path, "r.md", f"# 验收报告 2026-11-20\n\n{line}\n", lang="en")
    rates = [c for c in claims if c.line == 3 and "tokens" in (c.surface or "")]
    assert [(c.metric, c.norm_unit, c.norm_value) for c in rates] == [("throughput", "token / second", Decimal(value))]


def test_a_days_volume_stays_no_rate(tmp_path):
    claims = _claims(tmp_path, "r.md", "# 验收报告 2026-11-20\n\n平台每天 10 亿 tokens。\n", lang="en")
    assert [(c.metric, c.norm_unit) for c in claims if c.line == 3] == [(None, "token")]


def test_a_per_minute_restatement_is_checked(tmp_path):
    text = "# 周报 2026-11-20\n\n每分钟 1.86M tokens，即约 3.6 万 tok/s。\n\n每分钟 2.16M tokens，即约 3.6 万 tok/s。\n"
    found = _check_files(tmp_path, {"w.md": text}, ["CC105"], lang="en")
    assert [(f.risk, f.locations[0].line, f.locations[0].surface) for f in found] == [("medium", 3, "约 3.6 万 tok/s")]


def test_a_per_minute_volume_no_longer_conflicts_with_a_context_length(tmp_path):
    report = "# 验收报告 2026-11-20\n\nSGLang 单节点输出吞吐 18,600 tok/s，折合每分钟约 1,116k tokens。\n"
    poster = "# Poster 2026-11-28\n\nSGLang serves Qwen3-235B-A22B at 128K context.\n"
    assert _check_files(tmp_path, {"r.md": report, "p.md": poster}, ["CC201"], lang="en") == []


# -- CC105: two multiples over two baselines, each with its bracketed level, are no quotient of the two
# levels (fresh-user trial 49, r17: both correct multiples were reported as "gives 1.15×") -------------
R17 = ("# Poster abstract 2026-11-28\n\nOn 8×H200 serving Qwen3-235B-A22B at 128K context,\n"
       "ElasticKV reaches 3,720 tok/s output throughput,\na {m}× improvement over SGLang (2,480 tok/s)\n"
       "and 1.73× over vLLM (2,150 tok/s).\n")


def test_multiples_over_two_bracketed_baselines_are_silent(tmp_path):
    assert _check_files(tmp_path, {"p.md": R17.format(m="1.5")}, ["CC105"], lang="en") == []


@pytest.mark.parametrize("line,surface,expected", [
    ("ElasticKV reaches 3,720 tok/s, a 1.9× improvement over SGLang (2,480 tok/s) and 1.73× over vLLM (2,150 tok/s).",
     "1.9×", "1.50×"),
    ("ElasticKV reaches 3,720 tok/s, a 1.5× improvement over SGLang (2,480 tok/s) and 2.1× over vLLM (2,150 tok/s).",
     "2.1×", "1.73×"),
])
def test_a_multiple_is_checked_against_its_subject_and_its_own_baseline(tmp_path, line, surface, expected):
    found = _check_files(tmp_path, {"p.md": f"# Poster abstract 2026-11-28\n\n{line}\n"}, ["CC105"], lang="en")
    assert [(f.risk, f.locations[0].surface) for f in found] == [("medium", surface)]
    assert f"gives {expected}" in found[0].message


def test_right_multiples_over_two_baselines_on_one_line_are_silent(tmp_path):
    line = "ElasticKV reaches 3,720 tok/s, a 1.5× improvement over SGLang (2,480 tok/s) and 1.73× over vLLM (2,150 tok/s)."
    assert _check_files(tmp_path, {"p.md": f"# Poster abstract 2026-11-28\n\n{line}\n"}, ["CC105"], lang="en") == []


# -- CC101: a bracket that lists tables ("3 张表（表 2、表 3、表 4）") points at no one table's rows (trial 49,
# r19), and a numbering that starts over at 1 is another list (a translation; r18) ------------------------
TABLES = ("# GPU 对比表 v3 2026-11-10\n\n## 表 2 推理实测\n\n| 型号 | 输出吞吐 (tok/s) |\n|---|---|\n"
          "| H100 SXM | 11,200 |\n| H200 SXM | 18,600 |\n| MI300X | 13,400 |\n| B200 | 31,000 |\n\n"
          "## 修订记录\n\n本版共新增 {n} 张表（表 2、表 3、表 4）。\n")


def test_a_bracket_listing_tables_is_counted_as_a_list(tmp_path):
    assert _check_files(tmp_path, {"t.md": TABLES.format(n=3)}, ["CC101"]) == []
    found = _check_files(tmp_path, {"t.md": TABLES.format(n=4)}, ["CC101"])
    assert ["实际列出 3 项" in f.message for f in found] == [True]


BILINGUAL = ("# 白皮书 第 3 章 2026-12-07\n\n本章四点结论：\n{lead}:\n\n"
             "1. FP8 KV cache 使 128K 并发翻倍。\n2. Chunk size 2048 使 TTFT p99 降低 18%。\n"
             "3. Prefix cache 命中率提升 27 个百分点。\n4. 分层存储使长上下文吞吐提升 1.5×。\n\n"
             "1. FP8 KV cache doubles 128K concurrency.\n2. A chunk size of 2048 cuts TTFT p99 by 18%.\n"
             "3. The prefix-cache hit rate rose by 27 percentage points.\n4. Tiered storage raises long-context throughput by 1.5×.\n")


def test_a_list_and_its_translation_are_two_lists(tmp_path):
    assert _check_files(tmp_path, {"w.md": BILINGUAL.format(lead="Four takeaways")}, ["CC101"], lang="en") == []
    found = _check_files(tmp_path, {"w.md": BILINGUAL.format(lead="Five takeaways")}, ["CC101"], lang="en")
    assert ["4 items" in f.message or "4 are" in f.message for f in found] == [True]


def test_a_repeated_number_keeps_one_list(tmp_path):
    text = "# Steps 2026-12-07\n\nFive steps:\n\n1. Pull.\n2. Build.\n3. Test.\n3. Tag.\n4. Push.\n"
    assert _check_files(tmp_path, {"s.md": text}, ["CC101"], lang="en") == []


# -- CC203: a newer "latest" whose sentence dates its release after the older statement leaves that
# statement true when made (fresh-user trial 49, r20) -----------------------------------------------------
@pytest.mark.parametrize("released,fires", [("2026-11-25", False), ("2026-11-15", True)])
def test_a_latest_released_after_the_older_statement_is_no_conflict(tmp_path, released, fires):
    report = "# 验收报告 2026-11-20\n\n软件：vLLM 0.13.1（当前最新稳定版）。\n"
    weekly = f"# 周报 2026-12-04\n\nvLLM 当前最新版为 0.14.0（{released} 发布）。\n"
    found = _check_files(tmp_path, {"report.md": report, "weekly.md": weekly}, ["CC203"])
    assert [sorted(loc.surface for loc in f.locations) for f in found] == ([["0.13.1", "0.14.0"]] if fires else [])


# -- a sentence a hard wrap cuts over three lines is one sentence for CC105, and a section's language
# ("## Abstract (English)") names no subject (fresh-user trial 49, M14 and r23) ---------------------------
WRAPPED3 = ("# Poster abstract 2026-11-28\n\n## Abstract (English)\n\n"
            "On 8×H200 serving Qwen3-235B-A22B at 128K context (131,072 tokens),\n"
            "ElasticKV reaches 3,720 tok/s output throughput,\na 1.5× improvement over SGLang (2,480 tok/s)\n"
            "and {m}× over vLLM (2,150 tok/s).\n")


def test_a_multiple_in_a_sentence_wrapped_over_four_lines_is_checked(tmp_path):
    found = _check_files(tmp_path, {"p.md": WRAPPED3.format(m="1.9")}, ["CC105"], lang="en")
    assert [(f.risk, f.locations[0].line, f.locations[0].surface) for f in found] == [("medium", 8, "1.9×")]
    assert "3,720 tok/s vs 2,150 tok/s gives 1.73×" in found[0].message
    assert _check_files(tmp_path, {"p.md": WRAPPED3.format(m="1.73")}, ["CC105"], lang="en") == []


@pytest.mark.parametrize("heading", ["## Abstract (English)", "## 摘要（中文）"])
def test_a_sections_language_is_no_subject(tmp_path, heading):
    text = f"# Poster 2026-11-28\n\n{heading}\n\nIt cuts KV memory by 60%.\n"
    assert {c.subject for c in _claims(tmp_path, "p.md", text, lang="en") if c.line == 5} == {None}


# -- a pair of chips' figures after their comparison ("H200 显存是 H100 的 1.76 倍（141 vs 80 GB）"): the
# second figure is the second chip's (fresh-user trial 49, r14: two false CC201 against H200's specs) -----
SPECS = ("# GPU 对比 2026-11-10\n\n- H200 显存是 H100 的 1.76 倍（141 vs 80 GB）。\n"
         "- H200 显存带宽比 H100 高 43%（4.8 vs 3.35 TB/s）。\n")


def test_the_second_figure_of_a_chip_pair_is_the_second_chips(tmp_path):
    claims = _claims(tmp_path, "d.md", SPECS, lang="en")
    assert [(c.surface, c.subject) for c in claims if c.surface in ("80 GB", "3.35 TB/s")] == [
        ("80 GB", "H100"), ("3.35 TB/s", "H100")]
    report = "# 验收报告 2026-11-20\n\n单节点 8×H200（141 GB HBM3e/卡），H200 带宽 4.8 TB/s。\n"
    assert _check_files(tmp_path, {"d.md": SPECS, "r.md": report}, ["CC201"], lang="en") == []


def test_a_chip_figure_outside_a_pair_keeps_its_chip(tmp_path):
    claims = _claims(tmp_path, "d.md", "# GPU 对比 2026-11-10\n\n- H200 显存 141 GB，比 H100 多 61 GB。\n", lang="en")
    assert [(c.surface, c.subject) for c in claims if c.surface == "141 GB"] == [("141 GB", "H200")]


# -- conditions: a batch raised or set to a size is that batch size ("batch size 提高到 128 时"; fresh-user
# trial 49, r13: a medium CC201 set batch 128's TTFT against batch 64's) ---------------------------------
@pytest.mark.parametrize("line", [
    "batch size 提高到 128 时，H200 上 SGLang TTFT p50 升至 690 ms。",
    "With the batch size raised to 128, SGLang TTFT p50 on H200 rises to 690 ms.",
])
def test_a_batch_raised_to_a_size_is_a_condition(tmp_path, line):
    claims = _claims(tmp_path, "a.md", f"# 验收报告 2026-11-20\n\n{line}\n", lang="en")
    assert {dict(c.conditions).get("batch_size") for c in claims if c.line == 3} == {"128"}


# -- CC206: one paper known by its system's and its method's name (fresh-user trial 49, r16) --------------
@pytest.mark.parametrize("other,fires", [("vLLM", False), ("SGLang", True)])
def test_a_system_and_its_papers_method_share_an_id(tmp_path, other, fires):
    text = f"# Reading list 2026-12-07\n\nPagedAttention (arXiv:2309.06180) pages the KV cache.\n\n{other} (arXiv:2309.06180) serves models.\n"
    found = _check_files(tmp_path, {"r.md": text}, ["CC206"], lang="en")
    assert len(found) == (1 if fires else 0)


def test_one_work_names_are_read_from_the_rule(tmp_path, rules_copy):
    path = rules_copy / "checks" / "CC206-id-conflict.yaml"
    text = path.read_text(encoding="utf-8")
    assert "  one_work_names: [[vLLM, PagedAttention], [SGLang, RadixAttention]]\n" in text
    path.write_text(text.replace("  one_work_names: [[vLLM, PagedAttention], [SGLang, RadixAttention]]\n", ""),
                    encoding="utf-8")
    doc = "# Reading list 2026-12-07\n\nPagedAttention (arXiv:2309.06180) pages the KV cache.\n\nvLLM (arXiv:2309.06180) serves models.\n"
    assert len(_check_files(tmp_path, {"r.md": doc}, ["CC206"], lang="en", rules_dir=rules_copy)) == 1


# -- a restatement of a target is that target ("SLA 设为每秒 512 个 token，相当于每分钟 30,720 个 token";
# held-out set 1's trap H002 fired once the per-minute amount became a rate) -----------------------------
@pytest.mark.parametrize("line,requirement", [
    ("有效吞吐的 prompt 侧 SLA 设为每秒 512 个 token，相当于每分钟 30,720 个 token。", True),
    ("实测 prompt 侧吞吐每秒 512 个 token，相当于每分钟 30,720 个 token。", False),
])
def test_a_restated_target_is_a_target(tmp_path, line, requirement):
    claims = _claims(tmp_path, "a.md", f"# 笔记 2026-11-20\n\n{line}\n")
    rates = [c for c in claims if c.line == 3 and c.surface.startswith("30,720")]
    assert [(c.norm_value, c.has_flag("requirement")) for c in rates] == [(Decimal(512), requirement)]
