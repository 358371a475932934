"""Session 42: faults that fresh-user trial 44's repros (r11, r14, r15, …), batch 43, held-out
set 34 and fresh-user trial 45 showed, each fixed as a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- CC105: a multiple beside a chain of levels is checked against the chain's ends (trial 44, r11) -
@pytest.mark.parametrize("line,expected", [
    ("- 吞吐从 1,420 tok/s 提升到 2,130 tok/s，再开启 CUDA graph 后到 2,480 tok/s，累计加速 1.9×", "1.75×"),
    ("- Throughput went from 1,420 tok/s to 2,130 tok/s, then to 2,480 tok/s with CUDA graphs: 1.9x overall.",
     "1.75×"),
    ("- TTFT 从 900 ms 降到 600 ms，再降到 450 ms，累计缩短 2.5×", "0.50×"),
])
def test_a_multiple_beside_a_chain_is_checked_against_its_ends(tmp_path, line, expected):
    found = _check_files(tmp_path, {"changelog.md": f"# 版本说明 2026-11-28\n\n{line}\n"}, ["CC105"])
    assert len(found) == 1
    assert found[0].message.endswith(f"计算应为 {expected}")


@pytest.mark.parametrize("multiple", ["1.75×", "1.16×", "1.5×"])
def test_a_multiple_that_fits_the_chain_or_one_step_passes(tmp_path, multiple):
    line = f"- 吞吐从 1,420 tok/s 提升到 2,130 tok/s，再开启 CUDA graph 后到 2,480 tok/s，加速 {multiple}"
    assert _check_files(tmp_path, {"changelog.md": f"# 版本说明 2026-11-28\n\n{line}\n"}, ["CC105"]) == []


# -- CC105: a binary unit restated in a decimal one after 约合 (trial 44, r14) ------------------------
@pytest.mark.parametrize("restated,fires", [("64 GB", True), ("86 GB", False), ("85.9 GB", False), ("80 GB", False)])
def test_a_gib_figure_restated_in_gb(tmp_path, restated, fires):
    text = f"# 群聊 2026-11-25\n\n陈昊：Qwen3-235B 在 H200 TP8 上 KV cache 总共 80 GiB，约合 {restated}\n"
    found = _check_files(tmp_path, {"chat.md": text}, ["CC105"])
    assert [(f.locations[0].surface, f.locations[0].line) for f in found] == ([(restated, 3)] if fires else [])


# -- CC105: the shares of one split add up to no more than the whole (trial 44, r15) ----------------
@pytest.mark.parametrize("line,total", [
    ("实验流量切分：对照组 50% / 实验组 A 30% / 实验组 B 25%。", "105%"),
    ("Traffic split: control 60%, variant A 30%, variant B 20%.", "110%"),
    ("灰度分流：老版本 80%，新版本 25%。", "105%"),
])
def test_split_shares_over_the_whole(tmp_path, line, total):
    found = _check_files(tmp_path, {"wiki.md": f"# wiki 2026-11-24\n\n{line}\n"}, ["CC105"])
    assert len(found) == 1
    assert f"合计 {total}" in found[0].message
    assert found[0].locations[0].line == 3


@pytest.mark.parametrize("line", [
    "实验流量切分：对照组 50% / 实验组 A 30% / 实验组 B 20%。",    # exactly the whole
    "Traffic split: control 34%, variant A 33%, variant B 34%.",  # 101 % is within rounding
    "流量切分：对照组 50%，实验组 30%（其余 20% 保留）。",          # a bracket is no share of the split
    "GPU 利用率：节点 A 50%，节点 B 60%，节点 C 70%。",             # no split word: shares of different wholes
    "The 70B model split across 4 GPUs reaches 85% and 90% utilisation.",  # a figure between word and shares
    "流量切分：对照组 40% / 实验组 30%。",                          # less than the whole names no remainder
])
def test_split_shares_that_are_no_slip(tmp_path, line):
    assert _check_files(tmp_path, {"wiki.md": f"# wiki 2026-11-24\n\n{line}\n"}, ["CC105"]) == []


def test_three_systems_side_by_side_are_no_chain(tmp_path):
    line = "- vLLM 1,420 tok/s，SGLang 2,130 tok/s，TensorRT-LLM 2,480 tok/s；SGLang 比 vLLM 快 1.5×。"
    assert _check_files(tmp_path, {"note.md": f"# 周报 2026-11-28\n\n{line}\n"}, ["CC105"]) == []


# -- extraction: an English date's year is kept before a colon ("Monday, 3 June 2041: kickoff") -----
@pytest.mark.parametrize("line,value", [
    ("- Monday, 3 June 2041: kickoff", "2041-06-03"),
    ("- 3 June 2041: kickoff", "2041-06-03"),
    ("- June 3, 2041: kickoff", "2041-06-03"),
    ("- at 14:30 on 3 June", "2026-06-03"),
])
def test_an_english_date_keeps_its_year_before_a_colon(tmp_path, line, value):
    import claimcheck
    (tmp_path / "n.md").write_text(f"# n 2026-12-01\n\n{line}\n", encoding="utf-8")
    dates = [c.value for c in claimcheck.extract([tmp_path / "n.md"]).claims if c.kind == "date" and c.line == 3
             and ":" not in c.value]
    assert dates == [value]


# -- CC305: a date written with a weekday it does not fall on (trial 44, r18) ----------------------
@pytest.mark.parametrize("line,surface,stated,actual", [
    ("- 2026-12-08（周一）发布 v2", "2026-12-08（周一）", "周一", "周二"),
    ("- 12 月 8 日（周三）评审", "12 月 8 日（周三）", "周三", "周二"),
    ("- 12-09（周四）上线", "12-09（周四）", "周四", "周三"),
    ("- Tuesday, 3 June 2041: kickoff", "Tuesday, 3 June 2041", "周二", "周一"),
    ("- standup Tue 2026-12-07", "Tue 2026-12-07", "周二", "周一"),
    ("- 2026/12/10 (Fri) demo", "2026/12/10 (Fri)", "周五", "周四"),
    ("- 2026年12月11日 星期六 复盘", "2026年12月11日 星期六", "周六", "周五"),
    ("- 2026-12-09, Thursday: release", "2026-12-09, Thursday", "周四", "周三"),
])
def test_a_wrong_weekday_is_reported(tmp_path, line, surface, stated, actual):
    found = _check_files(tmp_path, {"n.md": f"# 周报 2026-12-01\n\n{line}\n"}, ["CC305"])
    assert [dict(f.params)["surface"] for f in found] == [surface]
    assert (dict(found[0].params)["stated_zh"], dict(found[0].params)["expected_zh"]) == (stated, actual)
    assert found[0].message.endswith(f"标注为{stated}，但 {dict(found[0].params)['date']} 是{actual}")


@pytest.mark.parametrize("line", [
    "- 2026-12-08（周二）发布 v2；12-09（周三）上线；Monday, 3 June 2041: kickoff",
    "- 2026-12-07（周一至周五）值班",                              # a span of weekdays names no date
    "- Wednesday, November 5, 2036, 11-10 Mon, Thursday, November 13, 2036, Friday,",  # the next date's weekday
    "- Friday, 19 March 2038, Wednesday, 24 March 2038",           # (24 March 2038 is a Wednesday)
    "- headers are right (2026-12-05 is a Saturday, 2026-12-10 a Thursday)",
    "- 下周二 review；周三开会",                                    # dates read from a weekday
])
def test_a_right_or_unread_weekday_is_no_finding(tmp_path, line):
    assert _check_files(tmp_path, {"n.md": f"# 周报 2026-12-01\n\n{line}\n"}, ["CC305"]) == []


# -- CC304: a bilingual, numbered references heading and bracket-numbered entries (held-out set 34) -
@pytest.mark.parametrize("heading", ["## 9. 参考 / References", "## 九、参考文献", "## References (selected)", "## 参考"])
def test_a_reference_entry_under_a_numbered_bilingual_heading_is_dated(tmp_path, heading):
    text = (f"# Write-up 2041-08-25\n\n{heading}\n\n[7] Ferreira, T. Token-level F1. 2041.\n"
            "[8] organisers' post-competition analysis: test-set composition, posted 2041-08-29.\n")
    found = _check_files(tmp_path, {"w.md": text}, ["CC304"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in found] == [(6, "2041-08-29")]


def test_a_dated_entry_under_another_heading_is_no_reference(tmp_path):
    text = ("# Write-up 2041-08-25\n\n## 8. 时间线 / Timeline\n\n"
            "[8] organisers' rescoring, posted 2041-08-29.\n")
    assert _check_files(tmp_path, {"w.md": text}, ["CC304"]) == []


# -- CC105: two cells of two metrics are no before and after; a 1.00× row is the baseline (trial 45, r01)
DASH = ("# Dashboard export 2026-11-27\n\n## Speculative decoding (DeepSeek-V3, 8× H200, TP=8, batch 1)\n\n"
        "| Method | Accept length | Decode (tok/s) | Speedup vs no-spec |\n|---|---|---|---|\n"
        "| none | — | 38.5 | 1.00× |\n| EAGLE-3 | 3.6 | 101.2 | 2.63× |\n| MTP | 2.4 | 79.0 | 2.05× |\n"
        "| n-gram | 1.5 | 49.3 | {ngram} |\n")


@pytest.mark.parametrize("ngram,found", [("1.82×", [(10, "1.82×", "1.28×")]), ("1.28×", [])])
def test_a_speedup_column_is_read_against_its_baseline_row_not_the_cells_before(tmp_path, ngram, found):
    got = _check_files(tmp_path, {"dash.md": DASH.format(ngram=ngram)}, ["CC105"], lang="en")
    assert [(f.locations[0].line, f.locations[0].surface, dict(f.params)["expected"]) for f in got] == found


def test_a_change_column_after_two_levels_of_one_metric_is_still_checked(tmp_path):
    text = ("# 周报 2026-11-27\n\n| 指标 | 现有流程 (min) | 本方法 (min) | 变化 |\n|---|---|---|---|\n"
            "| 单件建模 | 42.0 | 12.0 | 缩短 78% |\n")
    got = _check_files(tmp_path, {"w.md": text}, ["CC105"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in got] == [(5, "78%")]


# -- segmentation: a comment line between table rows does not end the table (trial 45, r02) --------
@pytest.mark.parametrize("silenced,found", [
    ("| EAGLE-3 | 101.2 | 2.63× |", [(8, "1.82×")]),   # silences a right row: the wrong one still found
    ("| n-gram | 49.3 | 1.82× |", []),                  # silences the wrong row itself
])
def test_an_ignore_comment_between_table_rows_silences_one_row_only(tmp_path, silenced, found):
    rows = ["| EAGLE-3 | 101.2 | 2.63× |", "| n-gram | 49.3 | 1.82× |"]
    at = rows.index(silenced)
    rows.insert(at, "<!-- claimcheck: ignore CC105 -->")
    text = ("# Dashboard export 2026-11-27\n\n| Method | Decode (tok/s) | Speedup vs baseline |\n|---|---|---|\n"
            "| baseline | 38.5 | 1.00× |\n" + "\n".join(rows) + "\n")
    got = _check_files(tmp_path, {"dash.md": text}, ["CC105"], lang="en")
    assert [(f.locations[0].line, f.locations[0].surface) for f in got] == found


# -- subjects: a FAQ question's number in a heading names nothing (trial 45, r03) -------------------
FAQ = ("# Inference API FAQ\n\nLast updated: 2026-11-24\n\n### Q6. Roadmap\n\n"
       "- The Qwen3-235B-A22B endpoint went live on 2026-11-10, as announced in our October newsletter.\n"
       "- We will publish a public benchmark report by 2026-11-20.\n")


def test_a_faq_number_is_no_subject_and_an_unrelated_release_keeps_no_promise(tmp_path):
    found = _check_files(tmp_path, {"faq.md": FAQ}, ["CC303"], lang="en")
    assert [(f.locations[0].line, f.locations[0].surface, f.subject) for f in found] == [(8, "2026-11-20", None)]


def test_a_quarter_in_a_heading_is_still_a_period(tmp_path):
    import claimcheck
    (tmp_path / "q.md").write_text("# Plan 2026-11-24\n\n### Q3 2026 results\n\n- vLLM 吞吐 3,050 tok/s\n", encoding="utf-8")
    dates = [c.value for c in claimcheck.extract([tmp_path / "q.md"]).claims if c.kind == "date" and c.line == 3]
    assert dates == ["2026Q3"]


# -- CC201: a figure its own sentence calls a misreading is compared with nothing (trial 45, r07) ----
def test_a_figure_called_a_misreading_is_refuted(tmp_path):
    text = ("# 投机解码实测 2026-11-12\n\n据 CSDN 博客，EAGLE-3 在 H200 上平均接受长度为 3.6。\n"
            "有文章称 EAGLE-3 在 H200 上接受长度达 6.5，这是误读：6.5 是 draft 长度上限，实际平均接受长度为 3.6。\n")
    assert _check_files(tmp_path, {"blog.md": text}, ["CC201"]) == []


# -- CC201: a long-context run against a figure that names no input length (trial 45, r14) ---------
@pytest.mark.parametrize("setting,found", [("input 32k", 0), ("input 1k", 1)])
def test_a_long_input_stated_on_one_side_keeps_the_pair_apart(tmp_path, setting, found):
    pr = f"# PR 2026-11-05\n\nA separate run (Qwen3-32B, H100, TP=2, {setting}, FP8 KV) had TTFT p50 2.9 s.\n"
    faq = "# FAQ 2026-11-24\n\nQwen3-32B（H100，TP=2，FP8 KV，8 req/s）的 TTFT 中位数为 176 ms。\n"
    assert len(_check_files(tmp_path, {"pr.md": pr, "faq.md": faq}, ["CC201"], lang="en")) == found


# -- provenance: "从 38.5 tok/s 提到 101.2" raises a figure, nobody says anything (trial 45, r06) ------
def test_a_change_verb_after_a_figure_names_no_source(tmp_path):
    import claimcheck
    (tmp_path / "b.md").write_text("# 实测 2026-11-12\n\nEAGLE-3 把单请求 decode 速度从 38.5 tok/s 提到 101.2 tok/s，提升 163%。\n"
                                   "CSDN 博客提到 EAGLE-3 的 decode 速度为 101 tok/s。\n", encoding="utf-8")
    got = {(c.line, c.surface): c.source.attribution for c in claimcheck.extract([tmp_path / "b.md"]).claims}
    assert got[(3, "38.5 tok/s")] is None and got[(3, "101.2 tok/s")] is None
    assert got[(4, "101 tok/s")] == "CSDN 博客"


# -- CC202: a setting turned on states the relative figure's baseline (trial 45, r17) ----------------
@pytest.mark.parametrize("clause,found", [("开启 EP 负载均衡后吞吐提升 35%", 0), ("吞吐提升 35%", 1)])
def test_a_toggled_setting_is_a_written_baseline(tmp_path, clause, found):
    text = (f"# 预算 2026-11-20\n\n- 据 SGLang 官方博客，DeepSeek-V3 在 H200 上{clause}。\n"
            "- DeepSeek-V3 吞吐按 1,100 tok/s 估算（8× H200，TP=8，batch 64，FP8），来源：内部压测 2026-11-18。\n")
    assert len(_check_files(tmp_path, {"budget.md": text}, ["CC202"])) == found


# -- CC303: a later line pointing back at the promise keeps it (held-out set 34, R013) -------------
@pytest.mark.parametrize("later,found", [
    ("| 第 3 稿 | 2042-02-20 | 第 2 稿承诺的 GPU 实验已完成（2 月 18 日跑完） |", 0),
    ("| 第 3 稿 | 2042-02-20 | 第 2 稿承诺的 CPU 对照已完成 |", 1),       # another deed pointed back at
    ("| 第 3 稿 | 2042-02-20 | GPU 实验已完成 |", 1),                     # no pointing back: not read as its deed
])
def test_a_line_pointing_back_at_a_promise_keeps_it(tmp_path, later, found):
    text = ("# 第 4 章 2042-03-14\n\n## 修改记录\n\n| 稿次 | 日期 | 修改内容 |\n|---|---|---|\n"
            "| 第 2 稿 | 2042-01-16 | 承诺在 2042-03-01 前补做 BlackJAX 在 GPU 上的实验 |\n" + later + "\n")
    assert len(_check_files(tmp_path, {"ch4.md": text}, ["CC303"])) == found


# -- CC105: the change's size is the value a change word flags, wherever it stands; prices change too -
@pytest.mark.parametrize("line,found", [
    ("- MRR 从 $39.6k 增长到 $46.2k，增加 $6.6k，增长 21%。", "+16.7%"),
    ("- MRR closed October at $46.2k, up $6.6k, a 21% increase on September's $39.6k.", "+16.7%"),
    ("- MRR closed October at $46.2k, up $6.6k, a 16.7% increase on September's $39.6k.", None),
])
def test_a_change_in_money_with_its_size_between_the_levels(tmp_path, line, found):
    got = _check_files(tmp_path, {"u.md": f"# Update 2041-11-04\n\n{line}\n"}, ["CC105"])
    assert [dict(f.params)["expected"] for f in got] == ([found] if found else [])


# -- CC206: a noun of the work between its name and its identifier (trial 45, r05) ------------------
@pytest.mark.parametrize("cite", ["参考：Medusa 论文 arXiv:2401.10774。", "See the Medusa paper arXiv:2401.10774.",
                                  "参考：Medusa arXiv:2401.10774。"])
def test_a_work_noun_between_name_and_id_keeps_the_name(tmp_path, cite):
    found = _check_files(tmp_path, {"a.md": f"# 笔记 2026-11-12\n\n{cite}\n",
                                    "b.md": "# notes 2026-11-18\n\nLookahead（arXiv:2401.10774）不需要草稿模型。\n"}, ["CC206"])
    assert len(found) == 1
    assert "Medusa" in found[0].message and "Lookahead" in found[0].message


# -- CC204: a source with no name is named by the words of its tier its sentence holds (trial 45, r16)
def test_a_weak_source_without_a_name_is_named_by_its_tier_words(tmp_path):
    text = ("=== Discord export: #inference-perf — exported 2026-11-18 09:30 UTC ===\n\n"
            "[2026-11-17 22:40] mira: saw a screenshot on Twitter claiming DeepSeek-R1 does 32,000 tok/s "
            "on a single B200 node with SGLang.\n")
    found = _check_files(tmp_path, {"discord.txt": text}, ["CC204"], lang="en")
    assert [dict(f.params)["source"] for f in found] == ["screenshot, Twitter"]


# -- CC102: a changelog's entries about one component, and a place and its part (batch 43) ---------
@pytest.mark.parametrize("items,found", [
    (["* Unit: add Pickle support", "* Add Parser code from #136", "* Unit: add np.mean"], 0),
    (["* Unit: add Pickle support", "* Add Parser code from #136", "* Unit: add Pickle support"], 1),
    (["- Finland", "- France", "- France (Alsace / Moselle)", "- Georgia"], 0),
    (["- Finland", "- France", "- Georgia", "- France"], 1),
    (["- Training", "- Serving", "- Training (legacy)"], 1),      # an aside in lower case names no part
])
def test_changelog_components_and_named_parts_are_no_duplicates(tmp_path, items, found):
    text = "# Changes 2026-12-06\n\n" + "\n".join(items) + "\n"
    assert len(_check_files(tmp_path, {"c.md": text}, ["CC102"], lang="en")) == found


# -- CC303: a span of years something covers is no deadline (batch 43 workalendar.md) --------------
@pytest.mark.parametrize("line,found", [
    ("Workalendar will provide pre-computed values within the year range from 1991 to 2051.", 0),
    ("We will publish the report by 2026-11-20.", 1),
])
def test_a_long_span_of_years_is_no_promise(tmp_path, line, found):
    assert len(_check_files(tmp_path, {"r.md": f"# README 2026-12-06\n\n{line}\n"}, ["CC303"], lang="en")) == found


# -- CC201: a line and its translation on the next line that give other figures (trial 45) ---------
@pytest.mark.parametrize("en,zh,found", [
    ("SLA: TTFT p99 ≤ 800 ms; we currently measure TTFT p99 615 ms.",
     "SLA：TTFT p99 不超过 800 ms；当前实测 TTFT p99 为 651 ms。", [("651 ms", 4, "615 ms")]),
    ("Cache hits cut the DeepSeek-V3 input price by 74%.", "缓存命中时 DeepSeek-V3 输入价格降低 80%。", [("80%", 4, "74%")]),
    ("SLA: TTFT p99 ≤ 800 ms; we currently measure TTFT p99 615 ms.",
     "SLA：TTFT p99 不超过 800 ms；当前实测 TTFT p99 为 615 ms。", []),
    ("Cache hits cut the input price by 74%.", "缓存命中率目前为 80%，较上月提高。", []),   # one figure each, no name shared
])
def test_a_translated_line_with_other_figures(tmp_path, en, zh, found):
    text = f"# FAQ / 常见问题 2026-11-24\n\n{en}\n{zh}\n"
    got = _check_files(tmp_path, {"faq.md": text}, ["CC201"], lang="en")
    assert [(f.locations[0].surface, f.locations[0].line, f.locations[1].surface) for f in got] == found


# -- CC103: a rank word naming no metric ranks a table of one metric (trial 45, r09) ---------------
@pytest.mark.parametrize("verdict,found", [("结论：SGLang 最快。", 1), ("Fastest decode: SGLang.", 1),
                                           ("结论：vLLM 最快。", 0), ("结论：SGLang 最慢。", 0)])
def test_a_rank_word_under_a_table_of_one_metric(tmp_path, verdict, found):
    text = ("# Dashboard 2026-11-27\n\n| Engine | Decode (tok/s) |\n|---|---|\n| vLLM | 128 |\n| SGLang | 62 |\n\n"
            f"{verdict}\n")
    assert len(_check_files(tmp_path, {"d.md": text}, ["CC103"], lang="en")) == found


# -- CC105: a table's total column against the cells of its row (held-out set 34, R006) ------------
@pytest.mark.parametrize("row,found", [("| GPU | 14 s | 12 s | 19 s | 41 s |", 1), ("| GPU | 14 s | 12 s | 19 s | 45 s |", 0),
                                       ("| 服务器 | 2 | 1,500 | 3,000 |", 0)])   # a count, a price, their product
def test_a_total_column(tmp_path, row, found):
    head = "| 设备 | JIT 编译 | 预热 | 采样 | 合计 |\n|---|---|---|---|---|\n" if "s |" in row else \
        "| 项目 | 数量 | 单价 | 合计 |\n|---|---|---|---|\n"
    text = "# 第 4 章 2042-03-14\n\n" + head + "| CPU 16 核 | 12 s | 38 s | 46 s | 96 s |\n" * ("s |" in row) + row + "\n"
    got = _check_files(tmp_path, {"t.md": text}, ["CC105"])
    assert [dict(f.params)["expected"] for f in got] == (["45"] if found else [])


# -- CC303: a milestone table's open row past its date (held-out set 34, R040) ----------------------
@pytest.mark.parametrize("status,found", [("进行中", 1), ("已完成", 0), ("未完成", 1)])
def test_a_milestone_row_left_open_past_its_date(tmp_path, status, found):
    text = ("# 标注规范 2042-01-16\n\n## 七、排期\n\n| 里程碑 | 负责 | 日期 | 状态 |\n|---|---|---|---|\n"
            f"| 预标注服务上线 | 工具组 | 2042-01-05 | {status} |\n| 标注员培训 | 质量组 | 2042-01-20 | 未开始 |\n")
    got = _check_files(tmp_path, {"g.md": text}, ["CC303"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in got] == ([(7, "2042-01-05")] if found else [])


# -- CC105: a factor of a written product is no multiple of its amounts (trial 45, T76) -------------
def test_factors_of_a_written_product_are_no_multiples(tmp_path):
    text = ("# 预算 2026-11-20\n\n3. 对照：若改用 H100（$2.10/GPU·h），同等吞吐需要 96 卡，96 × 24 × 90 × 2.10 = 435,456 美元。\n"
            "4. 对照：B200 报价 $5.90/GPU·h，40 卡即可，40 × 24 × 90 × 5.90 = 519,840 美元。\n")
    got = _check_files(tmp_path, {"b.md": text}, ["CC105"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in got] == [(4, "519,840 美元")]


# -- CC105: a multiple sign between two numbers is a product's (held-out set 34, R017) -------------
def test_an_amount_times_a_number_is_no_multiple(tmp_path):
    text = "# Update 2041-11-04\n\n- ARR run-rate is now 2× what it was a year ago: $277k in October 2040, $554k now ($46.2k × 12).\n"
    assert _check_files(tmp_path, {"u.md": text}, ["CC105"], lang="en") == []
    wrong = text.replace("2× what", "3× what")
    assert [f.locations[0].surface for f in _check_files(tmp_path, {"u.md": wrong}, ["CC105"], lang="en")] == ["3×"]
