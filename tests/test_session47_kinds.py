"""Session 47: review mends and the kinds of fault fixed this session, each firing case beside the
cases that must stay silent."""

from __future__ import annotations

from decimal import Decimal

import pytest

from claimcheck.errors import RuleError
from claimcheck.resources import load_resources
from tests.test_session35_kinds import _check_files
from tests.test_session46_kinds import _claims


# -- the longest time of a serving rate is data (grammar.yaml serving_rate_max_seconds) ----------------
DAY = "# 验收报告 2026-11-20\n\n平台每天 10 亿 tokens。\n"


def _with_bound(rules, value: str) -> None:
    path = rules / "grammar.yaml"
    text = path.read_text(encoding="utf-8")
    assert "serving_rate_max_seconds: 60\n" in text
    path.write_text(text.replace("serving_rate_max_seconds: 60\n", f"serving_rate_max_seconds: {value}\n"), encoding="utf-8")
    load_resources.cache_clear()


def test_a_longer_serving_rate_bound_makes_a_days_amount_a_throughput(tmp_path, rules_copy):
    _with_bound(rules_copy, "86400")
    claims = _claims(tmp_path, "r.md", DAY, lang="en", rules_dir=rules_copy)
    # 1e9 tokens a day is 11,574.07… tok/s
    assert [(c.metric, c.norm_unit, round(c.norm_value)) for c in claims if c.line == 3] == \
        [("throughput", "token / second", Decimal(11574))]


def test_the_shipped_bound_keeps_a_days_amount_a_volume(tmp_path):
    claims = _claims(tmp_path, "r.md", DAY, lang="en")
    assert [(c.metric, c.norm_unit) for c in claims if c.line == 3] == [(None, "token")]


@pytest.mark.parametrize("value", ["-1", "yes_please", "1.5"])
def test_a_bad_serving_rate_bound_is_refused_at_its_line(tmp_path, rules_copy, value):
    _with_bound(rules_copy, value)
    with pytest.raises(RuleError, match=r"grammar.yaml:\d+:.*serving_rate_max_seconds' must be a whole number"):
        _claims(tmp_path, "r.md", DAY, lang="en", rules_dir=rules_copy)


def test_units_answer_whether_a_unit_is_a_time():
    units = load_resources().units
    assert [units.is_time(u) for u in ("minute", "millisecond", "token / second", "gigabyte")] == [True, True, False, False]
    assert units.is_time("分钟", parse=True) is True
    assert units.is_time("no-such-unit") is False


# -- a chat export's message header on its own line opens the message's section: a 来源 line of one
# message is no source of the next speaker's figures (fresh-user trial 49, r21/r27) -----------------
CHAT = ("飞书群聊导出 2026-12-02\n\n"
        "[2026-12-02 10:12] 王磊：\n"
        "B200 这边，NVIDIA 技术博客给的数字：单节点 8×B200 31,000 tok/s。\n"
        "来源：https://developer.nvidia.com/blog/deepseek-v3-2-b200-inference （官方博客）\n\n"
        "{header}\n"
        "另外验收报告里 SGLang 的 TTFT p50 是 450 ms。\n")


@pytest.mark.parametrize("header", ["[2026-12-02 10:20] 陈静：", "【2026-12-02 10:20】陈静", "2026-12-02 10:20 Chen Jing:"])
def test_a_chat_messages_source_stays_in_its_message(tmp_path, header):
    claims = _claims(tmp_path, "chat.txt", CHAT.format(header=header), lang="en")
    tiers = {c.surface: (c.source.tier, c.source.urls) for c in claims if c.metric in ("throughput", "ttft")}
    assert tiers == {"31,000 tok/s": ("primary", ("https://developer.nvidia.com/blog/deepseek-v3-2-b200-inference",)),
                     "450 ms": ("unknown", ())}


@pytest.mark.parametrize("line", ["2026-12-02 10:20 发布了新版本", "[2026-12-02 10:20] 陈静：另外 SGLang 的 TTFT p50 是 450 ms。",
                                  "2026-12-02 10:20"])
def test_a_line_that_is_no_bare_message_header_opens_no_section(tmp_path, line):
    claims = _claims(tmp_path, "chat.txt", CHAT.format(header=line), lang="en")
    later = [c for c in claims if c.line >= 7 and c.metric == "ttft"]
    # the line is no heading: the message's source still covers what follows (one section, as before)
    assert later and all(c.source.tier == "primary" for c in later)


# -- CC204: a figure of a better source backs only the weak figures it agrees with (fresh-user trial 49,
# r27: adding a chat whose team measured 18,600 tok/s silenced a vendor slide's 21,000) ----------------
REPORT = "# 验收报告 2026-11-20\n\n供应商在投标阶段宣称 SGLang 单节点吞吐可达 21,000 tok/s（据供应商 PPT 截图，未提供测试条件）。\n"
CHAT_MEASURE = ("飞书群聊导出 2026-12-02\n\n[2026-12-02 10:12] 王磊：\nB200 的数字见 NVIDIA 技术博客。\n"
                "来源：https://developer.nvidia.com/blog/deepseek-v3-2-b200-inference （官方博客）\n\n"
                "[2026-12-02 10:27] 王磊：\nSGLang 单节点吞吐 {value} tok/s（验收报告实测）\n")


def test_a_measure_of_another_value_backs_no_weak_figure(tmp_path):
    found = _check_files(tmp_path, {"report.md": REPORT, "chat.txt": CHAT_MEASURE.format(value="18,600")}, ["CC204"], lang="en")
    assert [(f.risk, f.locations[0].line, f.locations[0].surface) for f in found] == [("medium", 3, "21,000 tok/s")]


def test_a_measure_of_the_same_value_backs_the_weak_figure(tmp_path):
    assert _check_files(tmp_path, {"report.md": REPORT, "chat.txt": CHAT_MEASURE.format(value="21,000")}, ["CC204"], lang="en") == []


# -- CC303: a first person's plan is a promise ("We expect to release … in November 2026"; fresh-user
# trial 49, r08) ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("line", ["We expect to release the ElasticKV code in November 2026.",
                                  "We intend to open-source ElasticKV in November 2026."])
def test_a_first_person_plan_is_a_promise(tmp_path, line):
    found = _check_files(tmp_path, {"p.md": f"# Poster abstract 2026-11-28\n\n{line}\n"}, ["CC303"], lang="en",
                         as_of="2026-12-07")
    assert [(f.locations[0].line, dict(f.params)["due"]) for f in found] == [(3, "2026-11-30")]


def test_a_first_person_plan_kept_is_silent(tmp_path):
    text = ("# Poster abstract 2026-11-28\n\nWe expect to release the ElasticKV code in November 2026.\n\n"
            "# Update 2026-12-01\n\nThe ElasticKV code was released on 2026-11-29.\n")
    assert _check_files(tmp_path, {"p.md": text}, ["CC303"], lang="en", as_of="2026-12-07") == []


# -- CC303: the day the deed was actually done, after the promise on its line, keeps it (held-out set 39)
KEPT = "# 中期报告 2047-11-19\n\n- 任务书承诺“2047-09-30 前完成全部数据的 BIDS 转换”，{tail}。\n- 脱敏后的 BIDS 数据集将于 2047-10-31 前在 OpenNeuro 公开。\n"


def test_a_promise_done_on_an_actual_day_is_kept_and_the_next_promise_is_not(tmp_path):
    found = _check_files(tmp_path, {"r.md": KEPT.format(tail="实际于 2047-09-18（周三）完成")}, ["CC303"])
    assert [(f.locations[0].line, dict(f.params)["due"]) for f in found] == [(4, "2047-10-31")]


def test_a_promise_without_its_actual_day_stays_overdue(tmp_path):
    found = _check_files(tmp_path, {"r.md": KEPT.format(tail="进展顺利")}, ["CC303"])
    assert [(f.locations[0].line, dict(f.params)["due"]) for f in found] == [(3, "2047-09-30"), (4, "2047-10-31")]


# -- CC105: a compression set after a comma and an article restates the cut before it (fresh-user trial
# 49, r23: "It cuts KV memory by 60%, a 4× compression" — 60% is 2.5×) -----------------------------------
@pytest.mark.parametrize("line,stated,expected", [
    ("ElasticKV cuts KV memory by 60%, a 4× compression.", "4.00×", "2.50×"),
    ("ElasticKV cuts KV memory by 75%, an 8x compression.", "8.00×", "4.00×"),
])
def test_an_apposition_restating_a_cut_is_checked(tmp_path, line, stated, expected):
    found = _check_files(tmp_path, {"a.md": f"# Notes 2026-11-01\n\n{line}\n"}, ["CC105"], lang="en")
    assert [(f.locations[0].line, dict(f.params)["stated"], dict(f.params)["expected"]) for f in found] == [(3, stated, expected)]


@pytest.mark.parametrize("line", ["ElasticKV cuts KV memory by 75%, a 4× compression.",
                                  "ElasticKV cuts KV memory by 60%, and a 4x speedup comes with it."])
def test_an_agreeing_or_unrelated_apposition_is_silent(tmp_path, line):
    assert _check_files(tmp_path, {"a.md": f"# Notes 2026-11-01\n\n{line}\n"}, ["CC105"], lang="en") == []


# -- CC102: a language label ("- 中：…" / "- EN: …") names no item (held-out set 39) --------------------
def test_bilingual_items_are_not_duplicates_by_their_language_label(tmp_path):
    text = ("# 迁移指南 2048-03-02\n\n- 中：dtk 的四个模块将由开源库替代。\n- EN: Four dtk modules are being replaced.\n"
            "- 中：价格解析改用 price-parser。\n- EN: Price parsing moves to price-parser.\n")
    assert _check_files(tmp_path, {"g.md": text}, ["CC102"]) == []


def test_a_labelled_item_repeated_after_its_language_label_is_a_duplicate(tmp_path):
    text = "# 迁移指南 2048-03-02\n\n- EN: price-parser\n- EN: zopfli\n- EN: price-parser\n"
    found = _check_files(tmp_path, {"g.md": text}, ["CC102"])
    assert [f.locations[0].line for f in found] == [5]


# -- CC102: a 、-list of names with versions ("hierarchicalforecast 1.5.3、…、statsforecast") -------------
def test_a_name_listed_twice_among_versioned_names_is_a_duplicate(tmp_path):
    text = ("# 讲义 2048-05-14\n\n- 环境 A（Python 3.11）：hierarchicalforecast 1.5.3、statsforecast、datasetsforecast、"
            "utilsforecast、kats 0.2.0、statsforecast\n")
    found = _check_files(tmp_path, {"h.md": text}, ["CC102"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in found] == [(3, "statsforecast")]


# -- CC105: a year is no whole ("2047 年上半年集中采购的 32 导放大器"; held-out set 39) --------------------
def test_a_year_is_no_whole_of_a_share(tmp_path):
    text = "# 报告 2047-11-19\n\n- 设备费执行率最高（85.8%），主要为 2047 年上半年集中采购的 32 导放大器（2 台）。\n"
    assert _check_files(tmp_path, {"r.md": text}, ["CC105"]) == []


def test_a_count_as_whole_still_gives_its_share(tmp_path):
    text = "# 报告 2047-11-19\n\n- 2,000 个文件中误报 6 个，误报率 0.03%。\n"
    found = _check_files(tmp_path, {"r.md": text}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params)["expected"]) for f in found] == [(3, "0.3%")]


# -- a change word with a comparison tail ("低于 10% 的上限", "lower than the 10% cap") sets no change:
# the figure is a bound (held-out set 39: 10% was read as a fall from 10,240 epochs to 870) -------------
@pytest.mark.parametrize("line,surface", [
    ("- 全部 10,240 个 epochs 中剔除 870 个，剔除比例为 8.5%，低于任务书 10% 的上限。", "10%"),
    ("- The rejected share is 8.5%, lower than the 10% cap.", "10%"),
])
def test_a_bound_compared_with_is_no_change(tmp_path, line, surface):
    claims = _claims(tmp_path, "r.md", f"# 报告 2047-11-19\n\n{line}\n")
    bound = [c for c in claims if c.surface == surface]
    assert [(c.direction, c.kind) for c in bound] == [(None, "percent")]
    assert _check_files(tmp_path, {"r.md": f"# 报告 2047-11-19\n\n{line}\n"}, ["CC105"]) == []


@pytest.mark.parametrize("line", ["吞吐降低 10%。", "延迟低了 10%。", "latency is 10% lower than before."])
def test_a_change_word_without_a_comparison_tail_keeps_its_direction(tmp_path, line):
    claims = _claims(tmp_path, "r.md", f"# 报告 2047-11-19\n\n{line}\n")
    assert [c.direction for c in claims if c.surface == "10%"] == ["down"]


# -- CC105: a bracket opened right after a total holds its breakdown ("合计 300 分钟（5 小时），加上 60
# 分钟练习讲评，全天 6 小时" breaks 300 minutes down into nothing; held-out set 39) -------------------------
def test_a_restatement_in_brackets_after_a_total_is_no_breakdown(tmp_path):
    text = "# 讲义 2048-05-14\n\n四个模块各 75 分钟，合计 300 分钟（5 小时），加上 60 分钟练习讲评，全天教学时长 6 小时。\n"
    assert _check_files(tmp_path, {"h.md": text}, ["CC105"]) == []


def test_a_breakdown_in_brackets_that_does_not_add_up_is_reported(tmp_path):
    text = "# 讲义 2048-05-14\n\n共 5 项发现（高 2 项、中 3 项、低 1 项），均已登记。\n"
    found = _check_files(tmp_path, {"h.md": text}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params)["expected"]) for f in found] == [(3, "6")]


# -- CC101: a count in a bracket of two clauses closed before the colon announces no list -------------
def test_a_count_in_an_aside_announces_no_list(tmp_path):
    text = ("# 报告 2047-11-19\n\n- ERP（P300 拼写，8 名受试者预实验）：协方差 + MDM，单试次 AUC 0.87；"
            "SSVEP（4 个刺激频率，8 名受试者）：4 分类准确率 91.2%。\n")
    assert _check_files(tmp_path, {"r.md": text}, ["CC101"]) == []


def test_a_bracketed_count_alone_still_announces_its_list(tmp_path):
    text = "# 报告 2047-11-19\n\n主要风险（3 项）：数据延迟、设备故障、人员流动、经费不足。\n"
    found = _check_files(tmp_path, {"r.md": text}, ["CC101"])
    assert [(f.locations[0].line, dict(f.params)["stated"], dict(f.params)["found"]) for f in found] == [(3, "3", "4")]


# -- CC101: a note after the members that open with the counted noun is no member ----------------------
ENVS = "# 讲义 2048-05-14\n\n本课程使用{n} conda 环境：\n\n- 环境 A（Python 3.11）：statsforecast\n- 环境 B（Python 3.8）：sktime\n{more}- 机房 GPU 节点只用于模块三。\n"


def test_a_note_after_the_noun_headed_members_is_no_member(tmp_path):
    assert _check_files(tmp_path, {"h.md": ENVS.format(n="两个", more="")}, ["CC101"]) == []


def test_noun_headed_members_of_another_number_are_reported(tmp_path):
    found = _check_files(tmp_path, {"h.md": ENVS.format(n="两个", more="- 环境 C（Python 3.12）：kats\n")}, ["CC101"])
    assert [(f.locations[0].line, dict(f.params)["stated"]) for f in found] == [(3, "2")]


# -- CC105: a bilingual total row ("| 总计 / Sum | 143 |") is a total row (held-out set 39, R050) -------
TEAMS = ("# 指南 2048-08-14\n\n| 团队 / Team | 已迁移作业 / Migrated jobs |\n|---|---|\n| 数据平台组 / Data Platform | 61 |\n"
         "| 风控组 / Risk | 44 |\n| 增长组 / Growth | 41 |\n| {label} | {total} |\n")


@pytest.mark.parametrize("label", ["总计 / Sum", "合计（Total）", "Total"])
def test_a_bilingual_total_row_is_checked(tmp_path, label):
    found = _check_files(tmp_path, {"g.md": TEAMS.format(label=label, total="143")}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params)["stated"], dict(f.params)["expected"]) for f in found] == [(8, "143", "146")]


@pytest.mark.parametrize("label,total", [("总计 / Sum", "146"), ("总计 / 备注", "143")])
def test_a_right_bilingual_total_or_no_total_label_is_silent(tmp_path, label, total):
    assert _check_files(tmp_path, {"g.md": TEAMS.format(label=label, total=total)}, ["CC105"]) == []


# -- CC105: a share column against its row's amount over the total row's (held-out set 39, R010) -------
BUDGET = ("# 报告 2047-11-19\n\n| 科目 | 预算 | 占比 | 已支出 |\n|---|---|---|---|\n| 设备费 | 48.00 | 24.0% | 41.20 |\n"
          "| 材料费 | 16.00 | 8.0% | 9.60 |\n| 测试化验加工费 | 30.00 | 15.0% | 14.40 |\n| 差旅费 | 20.00 | {travel} | 8.00 |\n"
          "| 劳务费 | 86.00 | 43.0% | 30.80 |\n| 合计 | 200.00 | 100.0% | 104.00 |\n")


def test_a_share_cell_off_its_amount_is_reported(tmp_path):
    found = _check_files(tmp_path, {"b.md": BUDGET.format(travel="12.0%")}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params)["stated"], dict(f.params)["expected"]) for f in found] == [(8, "12.0%", "10.0%")]


def test_share_cells_that_match_their_amounts_are_silent(tmp_path):
    assert _check_files(tmp_path, {"b.md": BUDGET.format(travel="10.0%")}, ["CC105"]) == []


def test_a_share_column_of_another_basis_is_left_alone(tmp_path):
    text = ("# 报告 2047-11-19\n\n| 科目 | 预算 | 占比 |\n|---|---|---|\n| 设备费 | 48.00 | 30.0% |\n| 材料费 | 16.00 | 40.0% |\n"
            "| 差旅费 | 20.00 | 30.0% |\n| 合计 | 84.00 | 100.0% |\n")
    assert _check_files(tmp_path, {"b.md": text}, ["CC105"]) == []


# -- CC203: a row labelled as the software run ("| 主要软件 | MNE-BIDS 0.20.0、… |") lists released
# versions (held-out set 39, R011) ---------------------------------------------------------------------
HEADER = ("# 中期报告 2047-11-19\n\n| 项目 | 内容 |\n|---|---|\n| {label} | MNE-BIDS 0.20.0、autoreject 0.5.1 |\n\n"
          "3. MNE-BIDS 当前最新版本为 0.18，脚本需同步维护。\n")


def test_a_latest_version_behind_one_the_software_row_runs_is_reported(tmp_path):
    found = _check_files(tmp_path, {"r.md": HEADER.format(label="主要软件")}, ["CC203"])
    assert [(f.locations[0].line, f.locations[0].surface, f.locations[1].line) for f in found] == [(7, "0.18", 5)]


def test_a_version_in_a_row_of_another_label_is_not_taken_as_released(tmp_path):
    assert _check_files(tmp_path, {"r.md": HEADER.format(label="计划升级")}, ["CC203"]) == []


# -- a percentage's row label names its metric under a header that names none ("| SVC 4 类 MI 准确率 |
# ≥ 72% | 78.4% |" under "| 指标 | 任务书要求 | 实际完成 |"; held-out set 39, R009) --------------------------
TARGETS = ("# 中期报告 2047-11-19\n\n| 指标 | 任务书要求 | {actual} |\n|---|---|---|\n"
           "| 受试者数 | ≥ 30 名 | 32 名 |\n| SVC 4 类 MI 准确率 | ≥ 72% | 78.4% |\n")


def test_a_percentages_row_label_names_its_metric_under_a_plain_header(tmp_path):
    claims = _claims(tmp_path, "r.md", TARGETS.format(actual="实际完成"))
    assert [(c.surface, c.metric) for c in claims if c.line == 6 and c.kind == "percent"] == \
        [("≥ 72%", "accuracy"), ("78.4%", "accuracy")]


def test_a_header_naming_a_metric_still_names_it(tmp_path):
    text = "# 中期报告 2047-11-19\n\n| 指标 | 显存占用 |\n|---|---|\n| 受试者 A 的准确率 | 78.4% |\n"
    claims = _claims(tmp_path, "r.md", text)
    # (the header names memory, which a share cannot be: no metric, and the row label is not read)
    assert [c.metric for c in claims if c.line == 5 and c.surface == "78.4%"] == [None]


# -- CC104: the base of a multiple written before its change word in a comparing clause ("比旧模块的
# 2,400 句/秒提升 2 倍，足以覆盖晚高峰 6,500 句/秒": 4,800 or 7,200; held-out set 39, R051) ----------------
PEAK = "# 迁移指南 2048-08-14\n\n容量评估：新库吞吐量比旧模块的 2,400 句/秒提升 2 倍，足以覆盖晚高峰 {peak} 句/秒。\n"


def test_a_peak_between_the_readings_of_a_compared_base_is_reported(tmp_path):
    found = _check_files(tmp_path, {"g.md": PEAK.format(peak="6,500")}, ["CC104"])
    assert [(f.locations[0].line, dict(f.params)["reading1"], dict(f.params)["reading2"]) for f in found] == \
        [(3, "4800 句/秒", "7200 句/秒")]


@pytest.mark.parametrize("peak", ["4,000", "8,000"])
def test_a_peak_outside_both_readings_is_silent(tmp_path, peak):
    assert _check_files(tmp_path, {"g.md": PEAK.format(peak=peak)}, ["CC104"]) == []


def test_a_level_before_a_comma_is_no_compared_base(tmp_path):
    text = "# 迁移指南 2048-08-14\n\n新库吞吐量 2,400 句/秒，提升 2 倍，足以覆盖晚高峰 6,500 句/秒。\n"
    assert _check_files(tmp_path, {"g.md": text}, ["CC104"]) == []


def test_a_totalled_count_in_an_aside_still_announces_its_list(tmp_path):
    # (held-out sets 28 and 38 lost R009 / R004 to the aside rule before a total word kept them)
    text = "# 预案 2047-11-19\n\n回滚触发条件（任一满足即回滚，共四条）：\n- 失败率 > 0.1%；\n- 差异 > 0.05%；\n- 延迟 > 2 s。\n"
    found = _check_files(tmp_path, {"r.md": text}, ["CC101"])
    assert [(f.locations[0].line, dict(f.params)["stated"], dict(f.params)["found"]) for f in found] == [(3, "4", "3")]


# -- a footnote's figure is not the section's or the document's system's (fresh-user trial 49, r22: a
# chip's sparse TFLOPS became SGLang's, a medium CC201 against another chip's) ---------------------------
FOOTNOTES = ("# 对比 2026-11-10\n\n## SGLang\n\n| 型号 | FP8 稠密算力 |\n|---|---|\n| B200 | 4.5 PFLOPS² |\n| MI300X | 2,615 TFLOPS³ |\n\n"
             "{m2} 稠密 FP8；含稀疏为 9 PFLOPS。\n{m3} 稠密 FP8；含稀疏为 5,230 TFLOPS。\n⁴ SGLang 在 B200 上输出 31,000 tok/s。\n")


@pytest.mark.parametrize("m2,m3", [("²", "³"), ("[^2]:", "[^3]:")])
def test_a_footnotes_figure_takes_no_section_subject(tmp_path, m2, m3):
    claims = _claims(tmp_path, "d.md", FOOTNOTES.format(m2=m2, m3=m3))
    assert [(c.surface, c.subject) for c in claims if c.line >= 10] == \
        [("9 PFLOPS", None), ("5,230 TFLOPS", None), ("31,000 tok/s", "SGLang")]
    assert _check_files(tmp_path, {"d.md": FOOTNOTES.format(m2=m2, m3=m3)}, ["CC201"]) == []


def test_a_plain_line_under_the_section_keeps_its_subject(tmp_path):
    claims = _claims(tmp_path, "d.md", "# 对比 2026-11-10\n\n## SGLang\n\n稠密 FP8 下输出 31,000 tok/s。\n")
    assert [(c.surface, c.subject) for c in claims if c.line == 5 and c.kind == "quantity"] == [("31,000 tok/s", "SGLang")]


# -- CC201 translation pairs: a reordered translation, a line of system names, a setting on one side
# only (fresh-user trial 49, r01/r02) ------------------------------------------------------------------
@pytest.mark.parametrize("en,zh,surface", [
    ("ElasticKV achieves 3,720 tok/s on 8×H200 with Qwen3-235B-A22B at 128K context.",
     "ElasticKV 在 8×H200、Qwen3-235B-A22B、128K 上下文下达到 3,270 tok/s。", "3,270 tok/s"),
    ("At 128K input, TTFT p99 is 6.8 s.", "在 128K 输入下，TTFT p99 为 6.2 s。", "6.2 s"),
])
def test_a_translation_pair_that_differs_is_reported(tmp_path, en, zh, surface):
    found = _check_files(tmp_path, {"p.md": f"# Poster 2026-11-28\n\n{en}\n{zh}\n"}, ["CC201"], lang="en")
    assert [(f.locations[0].line, f.locations[0].surface) for f in found] == [(4, surface)]


@pytest.mark.parametrize("en,zh", [
    ("ElasticKV achieves 3,720 tok/s on 8×H200 with Qwen3-235B-A22B at 128K context.",
     "ElasticKV 在 8×H200、Qwen3-235B-A22B、128K 上下文下达到 3,720 tok/s。"),
    ("ElasticKV serves 3,720 tok/s and 2,480 tok/s in the two runs.", "ElasticKV 两次运行分别为 2,480 tok/s 和 3,720 tok/s。"),
])
def test_an_agreeing_or_ambiguously_reordered_pair_is_silent(tmp_path, en, zh):
    assert _check_files(tmp_path, {"p.md": f"# Poster 2026-11-28\n\n{en}\n{zh}\n"}, ["CC201"], lang="en") == []
