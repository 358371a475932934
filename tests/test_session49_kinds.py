"""Session 49: the kinds of fault behind fresh-user trial 50's false findings (its repros r03, r14,
r18, r19, r21).

Each firing case stands beside the cases that must stay silent; values are the right ones, worked
by hand in the comments."""
from __future__ import annotations

import re
from decimal import Decimal

import pytest

from test_session35_kinds import _check_files
from test_session46_kinds import _claims


# -- CC303: a launch or a finish said done in English on the promise's own line keeps it (r14) -------
@pytest.mark.parametrize("tail,overdue", [
    (", launched on 2026-11-29.", False),
    (", completed on 2026-11-28.", False),
    (" and was launched on 2026-11-29.", False),
    (", to be launched later.", True),  # nothing done: 2026-11-30 is 7 days past on 2026-12-07
    (".", True),
])
def test_an_english_launch_on_the_promise_line_keeps_it(tmp_path, tail, overdue):
    text = "# SLA\n\nDate: 2026-12-07\n\n- Status page: promised by 2026-11-30" + tail + "\n"
    found = _check_files(tmp_path, {"sla.md": text}, ["CC303"], lang="en", as_of="2026-12-07")
    assert [(f.locations[0].line, dict(f.params)["days"]) for f in found] == ([(5, "7")] if overdue else [])


def test_a_promise_that_will_be_launched_is_still_a_promise(tmp_path):
    text = "# SLA\n\nDate: 2026-12-07\n\n- Status page: will be launched by 2026-11-30.\n"
    found = _check_files(tmp_path, {"sla.md": text}, ["CC303"], lang="en", as_of="2026-12-07")
    assert [(f.locations[0].line, dict(f.params)["days"]) for f in found] == [(5, "7")]


# -- CC303: a promise table's row whose status moves the deadline is no overdue promise (r21) ---------
HANDOVER = ("# 交接\n\n交接日期：2026-12-04\n\n## 4. 待办与承诺 / Open items and promises\n\n"
            "| # | 事项 | 负责人 | 截止 | 状态 |\n|---|---|---|---|---|\n"
            "| 1 | AI-2 KV cache 水位告警 | 王敏 | 2026-11-30 | {state} |\n")


@pytest.mark.parametrize("state,days", [
    ("未完成，顺延到 2026-12-11", None),     # moved: the row's 2026-11-30 is no longer the deadline
    ("delayed, postponed to 2026-12-11", None),
    ("未完成", "7"),                        # open and past: 2026-11-30 → 2026-12-07 is 7 days
    ("未开始，顺延", "7"),                  # a moved word with no new date moves nothing we can read
])
def test_a_status_cell_that_moves_the_deadline(tmp_path, state, days):
    found = _check_files(tmp_path, {"h.md": HANDOVER.format(state=state)}, ["CC303"], lang="en", as_of="2026-12-07")
    assert [dict(f.params)["days"] for f in found] == ([days] if days else [])


# -- CC201: a size per token is no total; a latency per token is every TPOT (r18) ---------------------
def test_a_per_token_size_is_not_compared_with_a_total(tmp_path):
    a = "# a\n\n日期：2026-11-20\n\n- vLLM KV cache 每 token 约 0.18 MB。\n"
    b = "# b\n\n日期：2026-11-21\n\n- vLLM KV cache 共 1,000 GB。\n"
    assert _check_files(tmp_path, {"a.md": a, "b.md": b}, ["CC201"]) == []


def test_two_per_token_sizes_are_still_compared(tmp_path):
    a = "# a\n\n日期：2026-11-20\n\n- vLLM KV cache 每 token 约 0.18 MB。\n"
    b = "# b\n\n日期：2026-11-21\n\n- vLLM KV cache per token is 0.5 MB.\n"
    found = _check_files(tmp_path, {"a.md": a, "b.md": b}, ["CC201"])
    assert [sorted(loc.surface for loc in f.locations) for f in found] == [["0.5 MB", "约 0.18 MB"]]


def test_a_latency_per_token_is_compared_with_a_tpot(tmp_path):
    a = "# a\n\n日期：2026-11-20\n\n- vLLM 在 H100 上每 token 延迟 35 ms。\n"
    b = "# b\n\n日期：2026-11-21\n\n- vLLM 在 H100 上 TPOT 30 ms。\n"
    found = _check_files(tmp_path, {"a.md": a, "b.md": b}, ["CC201"])
    assert [sorted(loc.surface for loc in f.locations) for f in found] == [["30 ms", "35 ms"]]


def test_a_per_token_figure_carries_its_scope(tmp_path):
    claims = _claims(tmp_path, "k.md", "# k\n\n日期：2026-11-20\n\nQwen3 每 token 的 KV cache 约 0.18 MB。\n")
    assert [(c.surface, c.conditions_dict.get("scope")) for c in claims if c.kind == "quantity"] == [
        ("约 0.18 MB", "per_token")]


# -- extraction: a change word that ends a bound word is none; RPM is requests per minute (r19) -------
@pytest.mark.parametrize("sentence,value,unit,direction", [
    ("月度 99.9% 可用性即每月最多停机。", "99.9", "percent", None),   # 最多: at most, no rise
    ("利用率最高 92%。", "92", "percent", None),                      # 最高: up to, a level
    ("成本至少降低 30%。", "0.7", "dimensionless", "down"),          # 降低 still falls; 至少 bounds it
    ("吞吐多 30%。", "1.3", "dimensionless", "up"),                   # 多 alone: 30 % more
    ("延迟低 20%。", "0.8", "dimensionless", "down"),
])
def test_a_bound_word_is_no_change_word(tmp_path, sentence, value, unit, direction):
    claims = _claims(tmp_path, "x.md", "# x\n\n" + sentence + "\n")
    got = [(str(c.norm_value), c.norm_unit, c.direction) for c in claims if c.kind == "percent"]
    assert got == [(value, unit, direction)]


@pytest.mark.parametrize("text,unit,value", [
    ("默认每租户 200 RPM。", "request / second", "3.33333333333"),  # 200 / 60 requests per second
    ("The disk spins at 7200 rpm.", "revolution_per_minute", "7200"),
])
def test_rpm_is_a_request_rate_and_rpm_lower_case_a_revolution_rate(tmp_path, text, unit, value):
    claims = _claims(tmp_path, "x.md", "# x\n\n" + text + "\n")
    assert [(c.norm_unit, c.norm_value) for c in claims if c.kind == "quantity"] == [(unit, Decimal(value))]


# -- CC201: a translation may swap two figures of one unit (r03) -------------------------------------
def _pair(en: str, zh: str) -> str:
    return "# Review\n\n日期：2026-11-27\n\n- " + en + "\n- " + zh + "\n"


def test_a_translation_that_swaps_two_figures_of_one_unit_agrees(tmp_path):
    text = _pair("SGLang on B200 is 25% faster than vLLM (21,000 vs 16,800 tok/s).",
                 "SGLang 在 B200 上比 vLLM 快 25%（16,800 对 21,000 tok/s）。")
    assert _check_files(tmp_path, {"r.md": text}, ["CC201"]) == []


def test_a_translation_that_swaps_and_changes_a_figure_is_reported_once(tmp_path):
    text = _pair("SGLang on B200 is 25% faster than vLLM (21,000 vs 16,800 tok/s).",
                 "SGLang 在 B200 上比 vLLM 快 25%（16,800 对 21,500 tok/s）。")
    found = _check_files(tmp_path, {"r.md": text}, ["CC201"])
    # 16,800 finds its twin; 21,500 stands against 21,000 — one pair, the translation variant
    assert [(sorted(loc.surface for loc in f.locations), dict(f.params).get("variant")) for f in found] == [
        (["21,000", "21,500 tok/s"], "translation")]


def test_a_translation_in_the_order_written_still_compares(tmp_path):
    text = _pair("SGLang on B200 is 25% faster than vLLM (21,000 vs 16,800 tok/s).",
                 "SGLang 在 B200 上比 vLLM 快 25%（21,000 对 16,300 tok/s）。")
    found = _check_files(tmp_path, {"r.md": text}, ["CC201"])
    assert [sorted(loc.surface for loc in f.locations) for f in found] == [["16,300 tok/s", "16,800 tok/s"]]


# -- CC303: a status row saying done keeps the promise whose object it names (r15) -------------------
REVIEW = "# 评审\n\n文档日期：2026-11-27\n\n- SGLang 灰度报告将于 2026-12-01 前提交（赵倩）。\n"
STATUS = ("# 交接\n\n交接日期：2026-12-04\n\n| # | 事项 | 负责人 | 截止 | 状态 |\n|---|---|---|---|---|\n"
          "| 3 | {task} | 赵倩 | 2026-12-01 | {state} |\n")


@pytest.mark.parametrize("task,state,days", [
    ("SGLang 0.6.2 灰度报告", "已完成", None),   # sglang, 灰度, 度报, 报告: all four of the object's words
    ("SGLang 0.6.2 灰度报告", "进行中", "6"),    # not done: 2026-12-01 → 2026-12-07 is 6 days
    ("SGLang 0.6.2 灰度报告", "未完成", "6"),
    ("SGLang 0.6.2 压测报告", "已完成", "6"),    # another report: two of four words, not more than half
])
def test_a_status_row_saying_done_keeps_the_promise_it_names(tmp_path, task, state, days):
    found = _check_files(tmp_path, {"review.md": REVIEW, "handover.md": STATUS.format(task=task, state=state)},
                         ["CC303"], as_of="2026-12-07")
    assert [dict(f.params)["days"] for f in found] == ([days] if days else [])


def test_a_release_of_one_name_is_not_kept_by_a_row_about_the_system(tmp_path):
    review = "# 评审\n\n文档日期：2026-11-27\n\n- SGLang 0.7 将于 2026-12-01 前发布。\n"
    found = _check_files(tmp_path, {"review.md": review,
                                    "handover.md": STATUS.format(task="SGLang 0.6.2 灰度报告", state="已完成")},
                         ["CC303"], as_of="2026-12-07")
    assert [dict(f.params)["days"] for f in found] == ["6"]


# -- CC105: a ratio whose sentence writes the division it rests on is checked there (r04) ------------
# (the title's first model is the ratio's model, so the table of that model is the ratio's setting)
ONE_TABLE = ("# 评审：Qwen3-235B / DeepSeek-V3.2 选型\n\n文档日期：2026-11-27\n\n## 三、测试结果\n\n表 1：Qwen3-235B-A22B，8×H200，TP8，FP8，batch 64\n\n"
             "| 引擎 | 吞吐 (tok/s) | TTFT p99 (ms) |\n|---|---|---|\n| vLLM 0.14.1 | 9,600 | 820 |\n"
             "| SGLang 0.6.2 | 9,900 | 790 |\n\n- SGLang 比 vLLM 快 25%{tail}。\n")


@pytest.mark.parametrize("tail,expected", [
    ("", ["+3.1%"]),                         # the table's 9,900 / 9,600 = 1.031: +3.1 %, not +25 %
    ("（21,000 / 16,800 = 1.25）", []),      # its own levels, written and divided: 1.25 exactly
    ("（21,000 ÷ 16,800 ≈ 1.25）", []),
])
def test_a_ratio_with_its_own_division_is_not_checked_against_a_table(tmp_path, tail, expected):
    found = _check_files(tmp_path, {"r.md": ONE_TABLE.replace("{tail}", tail)}, ["CC105"], lang="en")
    assert [dict(f.params).get("expected") for f in found if f.locations[0].line == 14] == expected


# -- CC105: a fall's precision is the precision of new / old, and a latency change relates two durations
# (held-out set 40, R038 and its trap R039) -------------------------------------------------------------
@pytest.mark.parametrize("sentence,expected", [
    # 3.2 / 41.0 = 0.078: -92.2 %; the width of 41.0 / 3.2 (0.43 around 12.8) let -90 % pass
    ("冷启动时延迟 41.0 s，热启动时延迟 3.2 s，延迟降低 90%。", ["-92.2%"]),
    ("冷启动时延迟 41.0 s，热启动时延迟 3.2 s，延迟降低 92%。", []),
    ("打开耗时从 41.0 s 降到 3.2 s，减少 90%。", ["-92.2%"]),
    # the metric word after the two durations: a latency change of two durations
    ("首次打开需要全文件扫描（约 41.0 s），写出索引后再次打开只需 3.2 s，耗时减少 82%。", ["-92.2%"]),
    ("首次打开需要约 41.0 s，再次打开只需 3.2 s，耗时减少约 92%。", []),
    # R039: 7.4 / 18.6 = 0.398, -60.2 %: right
    ("关闭地理坐标缓存时 18.6 s，默认开启缓存时 7.4 s，耗时减少约 60%。", []),
])
def test_a_fall_between_two_durations(tmp_path, sentence, expected):
    found = _check_files(tmp_path, {"n.md": "# 通讯\n\n日期：2047-11-01\n\n- " + sentence + "\n"}, ["CC105"])
    assert [dict(f.params)["expected"] for f in found] == expected


# -- extraction: a × between two numbers is a product of sizes, no multiple (held-out set 40) -----------
@pytest.mark.parametrize("text,ratios", [
    ("相机输出 1280×720 @ 30 fps。", []),
    ("另一路 1920 x 1080 输出。", []),
    ("SGLang 快 2×，H100 上 1.5x。", ["2×", "1.5x"]),
    ("提速 3× (from 100 to 300 tok/s).", ["3×"]),
])
def test_a_times_sign_between_two_numbers_is_no_multiple(tmp_path, text, ratios):
    claims = _claims(tmp_path, "x.md", "# x\n\n" + text + "\n")
    assert [c.surface for c in claims if c.kind == "ratio"] == ratios


# -- CC201: a translation's figures written alike agree; "an 18.0% drop" is a fall (trial 51, r01) ------
def test_a_translation_with_the_same_written_figures_agrees(tmp_path):
    text = ("# 回归报告 2026-11-18\n\n吞吐从 4,120 tok/s 降至 3,380 tok/s，下降 18.0%。\n"
            "Throughput fell from 4,120 to 3,380 tok/s, an 18.0% drop.\n")
    assert _check_files(tmp_path, {"r.md": text}, ["CC201"]) == []


def test_a_translation_whose_change_word_is_not_read_still_agrees(tmp_path):
    # "18.0% off" is read as a level of 18 %, "下降 18.0%" as a fall to 0.82: written alike, one figure
    text = ("# 回归报告 2026-11-18\n\n吞吐从 4,120 tok/s 降至 3,380 tok/s，下降 18.0%。\n"
            "Throughput went from 4,120 to 3,380 tok/s (18.0% off the old level).\n")
    assert _check_files(tmp_path, {"r.md": text}, ["CC201"]) == []


def test_a_translation_with_another_written_figure_is_reported(tmp_path):
    text = ("# 回归报告 2026-11-18\n\n吞吐从 4,120 tok/s 降至 3,380 tok/s，下降 18.0%。\n"
            "Throughput fell from 4,120 to 3,380 tok/s, an 16.0% drop.\n")
    found = _check_files(tmp_path, {"r.md": text}, ["CC201"])
    assert [sorted(loc.surface for loc in f.locations) for f in found] == [["16.0%", "18.0%"]]


@pytest.mark.parametrize("text,normalised,direction", [
    ("Throughput fell to 3,380 tok/s, an 18.0% drop.", "0.82", "down"),   # 1 - 0.18
    ("Latency saw a 12% decline after the fix.", "0.88", "down"),
])
def test_a_drop_noun_is_a_fall(tmp_path, text, normalised, direction):
    claims = _claims(tmp_path, "x.md", "# x\n\n" + text + "\n")
    assert [(str(c.norm_value), c.direction) for c in claims if c.kind == "percent"] == [(normalised, direction)]


# -- CC201: a row of a sweep is no rival of a figure that names no value of the swept setting (r08) -----
SWEEP = ("# 回归报告 2026-11-18\n\n## 按 batch size 的吞吐\n\n| batch size | vLLM 0.14.0 (tok/s) |\n|---|---|\n"
         "| 1 | 61 |\n| 8 | 1,150 |\n| 32 | 3,380 |\n")
QUOTE = "# Runbook 2026-12-02\n\n- vLLM serving Qwen3-32B on H100 is back at 4,100 tok/s.\n"


def test_a_swept_setting_sets_its_rows_apart(tmp_path):
    # three batch sizes: 4,100 tok/s quotes one row or none, and is no rival of each
    assert _check_files(tmp_path, {"perf.md": SWEEP, "run.md": QUOTE}, ["CC201"]) == []


def test_two_rows_are_no_sweep(tmp_path):
    # each stated batch size against the bare figure, as before (unknown conditions: low risk)
    found = _check_files(tmp_path, {"perf.md": SWEEP.replace("| 1 | 61 |\n", ""), "run.md": QUOTE}, ["CC201"])
    assert sorted((f.risk, sorted(loc.surface for loc in f.locations)) for f in found) == [
        ("low", ["1,150", "4,100 tok/s"]), ("low", ["3,380", "4,100 tok/s"])]


# -- CC101: a count broken down by items that end with their parts' numbers (trial 51, r06) -------------
@pytest.mark.parametrize("line,fires", [
    ("参会：推理平台组全员（7 人：推理 3、平台 2、SRE 2）", False),   # 3 + 2 + 2 = 7: a breakdown
    ("参会：推理平台组全员（7 人：推理 3、平台 2、SRE 1）", True),    # 3 + 2 + 1 = 6: no breakdown of 7, three items
])
def test_a_count_broken_down_by_numbered_parts(tmp_path, line, fires):
    found = _check_files(tmp_path, {"o.md": "# OKR 2026-10-09\n\n" + line + "\n"}, ["CC101"])
    assert bool(found) == fires


# -- CC101: the words that make a number an ordinal or a label are rule data (breakdown_label_words) ------
GROUPS = "# Tasks\n\nThe crawl has 3 groups:\n\n- fetching is group 1\n- cleaning is group 2\n"


def test_an_ordinal_is_no_part_of_a_breakdown(tmp_path):
    # two items under "3 groups": "group 1" and "group 2" are labels, not parts adding up to 3
    assert [f.locations[0].line for f in _check_files(tmp_path, {"g.md": GROUPS}, ["CC101"])] == [3]


def test_without_label_words_an_ordinal_reads_as_a_part(tmp_path, rules_copy):
    path = rules_copy / "checks" / "CC101-count-mismatch.yaml"
    text = path.read_text(encoding="utf-8")
    new, n = re.subn(r"(?m)^  breakdown_label_words: \[.*\]$", "  breakdown_label_words: []", text)
    assert n == 1
    path.write_text(new, encoding="utf-8")
    # 1 + 2 = 3: read as a breakdown of the three, silent — what the label words exist to stop
    assert _check_files(tmp_path, {"g.md": GROUPS}, ["CC101"], rules_dir=rules_copy) == []
