"""Session 41: faults that fresh-user trial 43's repros (r01, r07, r10, r11, r12, r16, r18), batch 42,
held-out set 33 and fresh-user trial 44 showed, each fixed as a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- CC303: the passive plan and a promised delivery are promises (trial 43, r07) -------------------
@pytest.mark.parametrize("line,due", [
    ("The INT4 (AWQ) evaluation is planned to complete by 2026-03-15.", "2026-03-15"),
    ("Vendor B promised delivery of the B200 nodes by 2026-02-15.", "2026-02-15"),
    ("The FP8 rollout is scheduled to finish by 2026-03-01.", "2026-03-01"),
])
def test_passive_plans_and_promised_deliveries_are_promises(tmp_path, line, due):
    found = _check_files(tmp_path, {"m.md": f"# Memo 2026-03-27\n\n{line}\n"}, ["CC303"], as_of="2026-03-27", lang="en")
    assert [f.locations[0].surface for f in found] == [due]


def test_a_kept_delivery_confirms_the_promise(tmp_path):
    text = ("# Memo 2026-03-27\n\nThe INT4 (AWQ) evaluation is planned to complete by 2026-03-15.\n\n"
            "Vendor B promised delivery of the B200 nodes by 2026-02-15.\n\n"
            "Update: the INT4 (AWQ) evaluation was completed on 2026-03-14. Vendor B delivered the B200 nodes on 2026-02-14.\n")
    assert _check_files(tmp_path, {"m.md": text}, ["CC303"], as_of="2026-03-27") == []


# -- CC105: a count stated as a share of a whole count, and a small share written with its digits
#    (trial 43, r10) ----------------------------------------------------------------------------------
@pytest.mark.parametrize("line,expected", [
    ("本周 SLO 超时 37 次，占总请求 1,850,000 次的 0.2%。", "0.002%"),
    ("本月新增用户 120 人，占总用户 4,800 人的 25%。", "2.5%"),
    ("本周 SLO 超时 37 次，占总请求 1,850,000 次的 0.002%。", None),
    ("本月新增用户 120 人，占总用户 4,800 人的 2.5%。", None),
    ("释放 152.488 MiB，约为峰值 199.117 MiB 的 77%。", None),  # within one point of 76.6 %
    # a share of what the counts have, not of the counts (held-out set 7's trap Q017)
    ("FP8 3 节点的输出速度约为 BF16 6 节点的 75%~90%。", None),
    ("37 requests timed out, 0.2% of the 1,850,000 requests.", "0.002%"),
    ("3 nodes reach 75% of the 6 nodes' speed.", None),
])
def test_a_count_as_a_share_of_a_whole_count(tmp_path, line, expected):
    found = _check_files(tmp_path, {"w.md": f"# 周会 2026-03-20\n\n{line}\n"}, ["CC105"])
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == ([expected] if expected else [])


def test_a_tiny_share_of_a_part_is_written_with_two_significant_digits(tmp_path):
    found = _check_files(tmp_path, {"w.md": "# 周会 2026-03-20\n\n本周请求 1,850,000 次，其中 37 次超时，占 0.2%。\n"},
                         ["CC105"])
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == ["0.002%"]


# -- CC105: a multiple beside two counts its sentence writes as a change (trial 43, r16) --------------
@pytest.mark.parametrize("line,stated", [
    ("Concurrency per node went up 2.5x (from 96 to 192 sequences).", "2.5x"),
    ("并发从 96 路提升到 192 路，提升 2.5 倍。", "2.5 倍"),
    ("Concurrency per node went up 2x (from 96 to 192 sequences).", None),
    ("并发从 96 路提升到 192 路，提升 1 倍。", None),          # 提升 1 倍 is a doubling
    ("并发从 96 路提升到 192 路，吞吐提升 2.5 倍。", None),     # another quantity's multiple
    ("副本数从 4 个扩到 12 个，QPS 提升 2.5 倍。", None),
])
def test_a_multiple_of_two_counts_written_as_a_change(tmp_path, line, stated):
    found = _check_files(tmp_path, {"m.md": f"# Memo 2026-03-27\n\n{line}\n"}, ["CC105"])
    assert [f.locations[0].surface for f in found] == ([stated] if stated else [])


# -- CC101: a count totalling the 、 list right before it; a lead-in sentence between a count and its
#    list (trial 43, r11 and r12) --------------------------------------------------------------------
@pytest.mark.parametrize("line,found", [
    ("参会：王磊、李华、张伟、陈静、刘洋（共 6 人）", "5"),
    ("参会：王磊、李华、张伟、陈静和刘洋 共 6 人。", "5"),
    ("参会：王磊、李华、张伟、陈静、刘洋，共 5 人。", None),
    ("覆盖 vLLM、SGLang 等，共 6 个框架。", None),   # 等: the list is open
    ("支持 H100、H200 8 卡。", None),                # no total word: a setting, not a total
])
def test_a_count_totalling_the_list_before_it(tmp_path, line, found):
    got = _check_files(tmp_path, {"z.md": f"# 周会 2026-03-20\n\n{line}\n"}, ["CC101"])
    assert [f.message.rsplit(" ", 2)[-2] for f in got] == ([found] if found else [])


@pytest.mark.parametrize("lead,found", [("Summary below:", 1), ("明细如下：", 1), ("Thanks to all:", 0)])
def test_a_lead_in_sentence_between_a_count_and_its_list(tmp_path, lead, found):
    text = f"# Quotes 2026-03-18\n\nWe received four quotes. {lead}\n\n1. CoreScale: 64x H200.\n2. Nimbus: 64x B200.\n3. RedRiver.\n"
    assert len(_check_files(tmp_path, {"q.md": text}, ["CC101"])) == found


# -- frames: a sentence a hard wrap cuts gives the figures after the wrap its subject, metric,
#    setting and the level a change starts from (trial 43, r01 and r18) ---------------------------------
def test_the_head_of_a_wrapped_sentence_frames_the_figures_after_the_wrap():
    import claimcheck
    text = ("# 周会 2026-03-20\n\nDeepSeek-V3，FP8，H200 x8，TP=8 上 decode 吞吐由\n5,200 tok/s 提升至 7,800 tok/s。\n\n"
            "On DeepSeek-V3 TTFT p50 went\nfrom 380 ms to 290 ms, a 31% reduction.\n")
    claims = {c.surface: c for c in claimcheck.extract_text(text, path="w.md")}
    assert (claims["5,200 tok/s"].subject, claims["5,200 tok/s"].metric, claims["5,200 tok/s"].conditions_dict) == (
        "DeepSeek-V3", "throughput", {"hardware": "H200", "phase": "decode", "precision": "FP8", "tp": "8"})
    assert claims["5,200 tok/s"].has_flag("change_from")
    assert (claims["380 ms"].subject, claims["380 ms"].metric, claims["380 ms"].norm_unit) == ("DeepSeek-V3", "ttft", "millisecond")


def test_a_wrapped_figure_conflicts_as_the_unwrapped_one_does(tmp_path):
    wrapped = ("# 周会 2026-03-20\n\nDeepSeek-V3，FP8，H200 x8，TP=8 上 decode 吞吐由\n5,200 tok/s 提升至 7,800 tok/s。\n\n"
               "DeepSeek-V3，FP8，H200 x8，TP=8 上 decode 吞吐为\n4,600 tok/s。\n")
    found = _check_files(tmp_path, {"w.md": wrapped}, ["CC201"])
    assert [sorted(loc.surface for loc in f.locations) for f in found] == [["4,600 tok/s", "7,800 tok/s"]]


def test_no_head_across_a_blank_line_or_after_a_sentence_end():
    import claimcheck
    text = "# 周会 2026-03-20\n\nDeepSeek-V3 decode 吞吐。\n5,200 tok/s 是别的数。\n\nSGLang 的\n\n4,600 tok/s。\n"
    claims = {c.surface: c for c in claimcheck.extract_text(text, path="w.md")}
    assert claims["5,200 tok/s"].subject is None and claims["4,600 tok/s"].subject is None


# -- CC303: a promise's release is kept by a line naming the same version, past a weekday bracket
#    after the promised date (held-out set 33's trap R002) -----------------------------------------
@pytest.mark.parametrize("later,found", [("固件 3.4.2 已于 2040-10-17 发布，修复栈溢出。", 0),
                                         ("固件 3.4.1 已于 2040-10-17 发布，修复栈溢出。", 1)])
def test_a_promised_release_is_kept_by_its_version(tmp_path, later, found):
    text = f"# 通告 2040-11-16\n\n- 2040-10-09（周二）：承诺 2040-10-20（周六）前发布修复固件 3.4.2。\n- {later}\n"
    assert len(_check_files(tmp_path, {"a.md": text}, ["CC303"], as_of="2040-11-16")) == found


# -- CC206: a row naming the id's scheme, or a phrase ending in a preposition, gives the id to no work
def test_an_ids_scheme_or_a_phrase_is_no_name_for_it(tmp_path):
    text = ("# LZ-SA-2040-017 漏洞分析报告：LZ-G300 栈溢出（CVE-2040-41237）\n\n| 项目 | 内容 |\n|---|---|\n"
            "| CVE 编号 | CVE-2040-41237 |\n\n## 参考\n\n英文版（Security Advisory for CVE-2040-41237）同步更新。\n")
    assert _check_files(tmp_path, {"a.md": text}, ["CC206"]) == []


# -- CC101: a numbered table pointed at without 见 and numbered by chapter ("（表 6-1）") ---------------
@pytest.mark.parametrize("stated,found", [("6", 1), ("5", 0)])
def test_a_count_pointing_at_a_chapter_numbered_table(tmp_path, stated, found):
    rows = "".join(f"| R{i} | rule{i} |\n" for i in range(1, 6))
    text = (f"# 报告 2040-11-16\n\n本报告共给出 {stated} 条 YARA 规则（表 6-1），均已测试。\n\n表 6-1 YARA 规则\n\n"
            f"| 编号 | 规则名 |\n|---|---|\n{rows}")
    assert len(_check_files(tmp_path, {"a.md": text}, ["CC101"])) == found


# -- CC105: a part a verb's few characters after "中" ("2,000 个文件中误报 6 个") -----------------------
@pytest.mark.parametrize("rate,expected", [("0.03%", "0.3%"), ("0.3%", None)])
def test_a_rate_of_a_part_inside_a_whole(tmp_path, rate, expected):
    text = f"# 报告 2040-11-16\n\n- 良性样本 2,000 个文件中误报 6 个，误报率 {rate}。\n"
    found = _check_files(tmp_path, {"a.md": text}, ["CC105"])
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == ([expected] if expected else [])


# -- document dates: a title's period yields to a later labelled date (held-out set 33's trip report)
@pytest.mark.parametrize("title,date", [
    ("# Trip report: Open Solvers Summit 2041 (13–16 May 2041)", "2041-05-20"),
    ("# Trip report: May 13-16, 2041", "2041-05-20"),
    ("# Trip report 2041-05-16", "2041-05-16"),   # a title's own day still comes first
])
def test_a_titles_period_yields_to_a_labelled_date(title, date):
    from claimcheck.text.ingest import document_date
    text = f"{title}\n\n- **Author:** P. R.\n- **Date:** Monday, 20 May 2041\n"
    assert document_date("trip.md", text) == date


# -- CC103: a row label that qualifies a name is a row of its own ("Adaptive TPE" under "TPE") --------
def test_a_qualified_row_label_is_its_own_row(tmp_path):
    text = ("# Trip 2041-05-20\n\n| Method | Best validation MAE |\n|---|---|\n| Random Search | 4.81 |\n| TPE | 4.37 |\n"
            "| Adaptive TPE | 4.29 |\n\nTPE gave the lowest error of the four.\n")
    found = _check_files(tmp_path, {"t.md": text}, ["CC103"], lang="en")
    assert [(f.subject, sorted(loc.surface for loc in f.locations)) for f in found] == [("TPE", ["4.29", "4.37", "lowest"])]


# -- CC204: a figure of no known subject or metric that names its weak source beside it --------------
@pytest.mark.parametrize("source,found", [("来自某风电爱好者论坛帖子的估算值", 1), ("来自气象站十年实测", 0)])
def test_a_figure_resting_on_a_forum_post(tmp_path, source, found):
    text = f"# 能源审计 2040-12-14\n\n厂址 135 m 高度年均风速取 7.9 m/s（{source}），据此计算年发电量。\n"
    got = _check_files(tmp_path, {"a.md": text}, ["CC204"])
    assert [(f.subject, f.locations[0].surface) for f in got] == ([(None, "7.9 m/s")] if found else [])


# -- CC304: a guide with its version and its release date after the document ----------------------------
def test_a_guide_released_after_the_note(tmp_path):
    text = "# 交接说明 2041-03-15\n\n- 术语以供应商风格指南 v4.0（2041-03-28 发布）为准。\n"
    found = _check_files(tmp_path, {"a.md": text}, ["CC304"])
    assert [f.locations[0].surface for f in found] == ["2041-03-28"]


# -- CC301: a DOI with no slash at all after its prefix ----------------------------------------------
@pytest.mark.parametrize("doi,found", [("DOI:10.1016j.esr.2018.07.001", 1), ("DOI:10.1016/j.esr.2018.07.001", 0),
                                       ("DOI 10.5281.zenodo.7785516", 1)])
def test_a_doi_missing_its_slash(tmp_path, doi, found):
    assert len(_check_files(tmp_path, {"a.md": f"# 参考 2040-12-14\n\n[2] Energy Strategy Reviews，{doi}。\n"},
                            ["CC301"])) == found


# -- CC205: a lower-case name its document links to is a project of its own (batch-42 pypandoc.md) -----
def test_a_linked_lower_case_name_is_no_slip(tmp_path):
    text = ("# pypandoc\n\npypandoc wraps pandoc. `pip install pypandoc`. pypandoc converts files.\n\n"
            "* See [pyandoc](https://pypi.python.org/pypi/pyandoc/) for an alternative wrapper.\n"
            "* Or pypandco, which is a slip.\n")
    assert [f.locations[0].surface for f in _check_files(tmp_path, {"p.md": text}, ["CC205"])] == ["pypandco"]


# -- frames: a feature turned off is the figure's setting, not its subject (trial 43, r03) -----------
def test_a_toggled_feature_is_no_subject():
    import claimcheck
    text = "# 周会 2026-03-20\n\n附录：DeepSeek-V3，FP8，H200 x8，TP=8，不开 MTP 时 decode 吞吐 4,600 tok/s。\n"
    [c] = [c for c in claimcheck.extract_text(text, path="z.md") if c.kind == "quantity"]
    assert (c.subject, c.conditions_dict.get("mtp")) == ("DeepSeek-V3", "off")


def test_a_toggled_features_own_metric_keeps_it_as_subject():
    import claimcheck  # (the dev set's L030: MTP's acceptance length against its source's)
    text = ("# Blog 2025-07-17\n\n* With a 4-token MTP window and topk=1, throughput increases to 82.0 tokens/sec per rank, "
            "with an average acceptance length of 2.44 tokens.\n")
    [c] = [c for c in claimcheck.extract_text(text, path="b.md") if c.surface == "2.44 tokens"]
    assert (c.subject, c.metric) == ("MTP", "acceptance_length")


# -- CC201: "the baseline" of a run spelled out alike on both sides is one run (trial 43, r04) -------
@pytest.mark.parametrize("second,found", [
    ("周报数字确认：Qwen3-235B-A22B，FP8，H200 x8，TP=8，不开 prefix caching，吞吐 6,100 tok/s。", 1),
    ("周报数字确认：Qwen3-235B-A22B，吞吐 6,100 tok/s。", 0),   # one side spells out no setup
])
def test_a_baseline_run_spelled_out_alike_is_one_run(tmp_path, second, found):
    text = ("[2026-03-02 Mon] @lihua: 跑完 Qwen3-235B-A22B 的 FP8 baseline，H200 x8，TP=8，不开 prefix caching，"
            f"吞吐 7,400 tok/s。\n[2026-03-06 Fri] @lihua: {second}\n")
    assert len(_check_files(tmp_path, {"log.txt": text}, ["CC201"])) == found


# -- frames: a bracket right after each figure is that figure's own setting (trial 43, r15) ------------
@pytest.mark.parametrize("sentence,precisions", [
    ("With MTP on, SGLang decode throughput rose from 7,800 tok/s (BF16 KV) to 10,920 tok/s (FP8 KV).", ["BF16", "FP8"]),
    ("SGLang decode throughput rose from 7,800 tok/s to 10,920 tok/s (FP8 KV).", ["FP8", "FP8"]),
])
def test_a_bracket_after_each_figure_is_its_own(sentence, precisions):
    import claimcheck
    claims = [c for c in claimcheck.extract_text(f"# Memo 2026-03-27\n\n{sentence}\n", path="m.md") if c.kind == "quantity"]
    assert [c.conditions_dict.get("precision") for c in claims] == precisions


# -- CC201: a per-GPU column is no node's throughput (fresh-user trial 44, r01) ------------------------
def test_a_per_gpu_column_is_no_nodes_throughput(tmp_path):
    issue = "# Issue 2026-11-20\n\nvLLM 0.13.0 on DeepSeek-V3 (FP8, H200, TP8, batch 64): 2,640 tok/s.\n"
    wiki = ("# 基准汇总 2026-11-24\n\n## DeepSeek-V3（FP8）吞吐\n\n| 引擎 | 硬件 | TP | batch | 输出吞吐 (tok/s) | 单卡 (tok/s) |\n"
            "|---|---|---|---|---|---|\n| vLLM 0.13.0 | H200 | 8 | 64 | 3,050 | 381 |\n")
    assert _check_files(tmp_path, {"issue.md": issue, "wiki.md": wiki}, ["CC201"]) == []
    import claimcheck
    cells = {c.surface: c for c in claimcheck.extract_text(wiki, path="wiki.md") if c.kind == "quantity"}
    assert cells["381"].conditions_dict.get("scope") == "per_gpu" and "gpus" not in cells["381"].conditions_dict


# -- CC201: the level a written change reaches is no rival of the state before (trial 44, r02) ---------
def test_the_level_a_change_reaches_is_no_rival_of_the_state_before(tmp_path):
    issue = ("# Issue 2026-11-20\n\nDeepSeek-V3 (FP8, H200, TP8, batch 64):\n\n| engine | TTFT P50 |\n|---|---|\n"
             "| vLLM 0.11.2 | 410 ms |\n| vLLM 0.13.0 | 455 ms |\n\nAfter the fix, vLLM TTFT P50 went from 455 ms to 400 ms, a 12% improvement.\n")
    assert _check_files(tmp_path, {"issue.md": issue}, ["CC201"]) == []


@pytest.mark.parametrize("other,found", [("180 ms", 0), ("200 ms", 1)])
def test_a_new_level_agrees_with_another_notes_old_level(tmp_path, other, found):
    changelog = "# 版本说明 2026-11-28\n\n- Qwen3-32B（BF16，H100 TP2，batch 16，vLLM 0.13.0）：TTFT P50 从 180 ms 降到 150 ms，降低 16.7%\n"
    wiki = f"# 基准 2026-11-24\n\n- Qwen3-32B（BF16，H100 TP2，batch 16，vLLM 0.13.0）：TTFT P50 为 {other}。\n"
    assert len(_check_files(tmp_path, {"c.md": changelog, "w.md": wiki}, ["CC201"])) == found


def test_change_levels_are_flagged():
    import claimcheck
    text = ("# 版本说明 2026-11-28\n\n- 吞吐从 Q3 的 1,850 tok/s 提升到 3,450 tok/s。\n"
            "- 开启 expert parallel 后吞吐 3,050 → 3,310 tok/s，提升 8.5%\n- TTFT P50 从 180 ms 降到 150 ms\n")
    flags = {c.surface: c.flags for c in claimcheck.extract_text(text, path="c.md") if c.kind == "quantity"}
    assert ("change_from" in flags["1,850 tok/s"], "change_to" in flags["3,450 tok/s"], "change_to" in flags["3,310 tok/s"],
            "change_from" in flags["180 ms"], "change_to" in flags["150 ms"]) == (True,) * 5


# -- frames: a quoted figure the next words call wrong is refuted (trial 44, changelog T46) ------------
@pytest.mark.parametrize("line,refuted", [
    ('- 2.4.0 说明中 "DeepSeek-V3 吞吐 2,750 tok/s" 有误，更正为 2,850 tok/s。', True),
    ('- 他说 "吞吐 2,750 tok/s"，我们复测也是这个数。', False),
])
def test_a_quoted_figure_called_wrong_is_refuted(line, refuted):
    import claimcheck
    [c] = [c for c in claimcheck.extract_text(f"# 版本说明 2026-11-28\n\n{line}\n", path="c.md") if c.surface == "2,750 tok/s"]
    assert c.has_flag("refuted") is refuted


# -- CC201: two changes, each between the levels its own sentence writes, are no rivals (trial 44, T05) -
def test_two_changes_each_with_their_own_levels(tmp_path):
    text = ("# Issue 2026-11-20\n\nThat's an 18% vLLM throughput regression (3,120 → 2,640 tok/s).\n\n"
            "After #4830 vLLM throughput is back: 2,640 → 3,050 tok/s is a 1.16× recovery.\n")
    assert _check_files(tmp_path, {"i.md": text}, ["CC201"]) == []


# -- CC105: a written equation with currency amounts or an ASCII x (trial 43, r08) ----------------------
@pytest.mark.parametrize("line,found", [
    ("Monthly cost at 730 h: 64 x $4.60 x 730 = $224,256.", 1),
    ("Monthly cost: 64 x 4.60 x 730 = 224,256 USD.", 1),
    ("Per-hour total: $4.60 + $2.10 = $7.90.", 1),
    ("Monthly cost: 64 x 4.60 x 730 = 214,912 USD.", 0),
    ("In TeX, $x_1 + 2 = 3$ holds for x_1 = 1.", 0),
])
def test_an_equation_with_currency_or_an_ascii_x(tmp_path, line, found):
    assert len(_check_files(tmp_path, {"q.md": f"# Quotes 2026-03-18\n\n{line}\n"}, ["CC105"])) == found


# -- CC303: team action items with a deadline are promises (fresh-user trial 44, r04) ------------------
@pytest.mark.parametrize("line,found", [
    ("- [ ] 2026-10 底前补齐 B200 数据（@wang-fei）", 1),
    ("- 计划 2026-10-20 前扩大到 50% 流量", 1),
    ("- I will share the slides in the team drive by 2026-11-20.", 1),
    ("- Wang Fei will reproduce the AMD MI300X number on our pool by end of October 2026.", 1),
    ("- Wang Fei reproduced the AMD MI300X number on 2026-10-20.", 0),
    ("- The B200 pool will be 2x larger in 2027.", 0),
])
def test_team_action_items_with_a_deadline_are_promises(tmp_path, line, found):
    text = f"# 周报 2026-11-24\n\n{line}\n"
    assert len(_check_files(tmp_path, {"todo.md": text}, ["CC303"], as_of="2026-11-24")) == found


# -- CC304: an English source noun and "dated" before its date (trial 44, r16) -------------------------
def test_a_post_dated_after_the_note(tmp_path):
    text = "# Issue 2026-11-20\n\nNVIDIA published the numbers in their benchmark post dated 2026-12-10.\n"
    assert [f.locations[0].surface for f in _check_files(tmp_path, {"i.md": text}, ["CC304"])] == ["2026-12-10"]


# -- bad input: a rules folder with a file name that is no UTF-8, or no rules at all (trial 44, r13) --
def test_a_rules_folder_with_a_bad_file_name_or_no_rules(tmp_path):
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path
    rules = tmp_path / "rules"
    shutil.copytree(Path(__file__).resolve().parent.parent / "rules", rules, ignore=shutil.ignore_patterns("__pycache__"))
    open(os.path.join(os.fsencode(rules), b"bad\xffname.yaml"), "wb").close()
    note = tmp_path / "n.md"
    note.write_text("# n 2026-01-01\n\nvLLM 吞吐 3,000 tok/s。\n", encoding="utf-8")
    run = lambda folder: subprocess.run([sys.executable, "-m", "claimcheck", "check", str(note), "--rules", str(folder)],
                                        capture_output=True, text=True)
    good = run(rules)
    assert good.returncode == 0 and "Traceback" not in good.stderr
    empty = run(tmp_path / "n-rules")
    (tmp_path / "norules").mkdir()
    bare = run(tmp_path / "norules")
    assert bare.returncode == 2 and bare.stderr.strip().endswith("rules directory has no grammar.yaml")
    assert empty.returncode == 2 and len(empty.stderr.strip().splitlines()) == 1


# -- CC203: "still the latest", and a latest word after two versions in its clause (trial 44, r06) -----
def test_still_the_latest_and_a_latest_word_after_an_upgrade_arrow(tmp_path):
    found = _check_files(tmp_path, {
        "changelog-2026-11-28.md": "# 版本说明 2026-11-28\n\n- 引擎升级：SGLang 0.5.4 → 0.5.5（SGLang 最新版本为 0.5.5，2026-11-25 发布）\n",
        "issue-2026-11-20.md": "# Issue 2026-11-20\n\nvLLM 0.13.0 is still the latest release, so no upgrade is planned.\n",
        "q4-2026-12-01.md": "# 季度汇报 2026-12-01\n\n- SGLang 当前最新版本为 0.5.4\n",
        "trip-2026-11-18.md": "# Trip 2026-11-18\n\n- vLLM 0.14.1 (released 2026-11-10) is the latest release.\n",
    }, ["CC203"])
    assert sorted((f.subject, f.locations[0].surface) for f in found) == [("SGLang", "0.5.4"), ("vLLM", "0.13.0")]


# -- CC105: slower by a share reads as the longer time's excess or the speed's loss (trial 44, T55) ----
@pytest.mark.parametrize("share,found", [("33%", 0), ("25%", 0), ("50%", 1)])
def test_slower_by_a_share_of_two_durations(tmp_path, share, found):
    text = f"# 群聊 2026-11-26\n\n- Qwen3-32B TTFT P50：H100 上 vLLM 是 180 ms，MI300X 上 240 ms，MI300X 慢 {share}。\n"
    assert len(_check_files(tmp_path, {"w.md": text}, ["CC105"])) == found


# -- CC303: an English deed before its deadline is kept by a line holding its words (trial 44, T43) ----
@pytest.mark.parametrize("later,found", [("2026-11-24 10:03 李伟：summit 的 slides 已经传到 team drive 了", 0),
                                         ("2026-11-24 10:03 李伟：benchmark 数据已经传到 NAS 了", 1)])
def test_an_english_deed_kept_by_a_line_with_its_words(tmp_path, later, found):
    trip = "# Trip 2026-11-18\n\n## Follow-ups\n\n- I will share the slides in the team drive by 2026-11-20.\n"
    chat = f"# 群聊 2026-11-26\n\n{later}\n"
    got = _check_files(tmp_path, {"trip.md": trip, "chat.md": chat}, ["CC303"], as_of="2026-12-01")
    assert len(got) == found


# -- CC105: a table's change column against two amounts in one unit (fresh-user trial 44, r07) --------
def test_a_change_column_against_two_amounts_with_units(tmp_path):
    text = ("# wiki 2026-11-24\n\n| 指标 | 对照组 | 实验组 A | 变化 |\n|---|---|---|---|\n| TTFT P50 | 620 ms | 430 ms | −30.6% |\n"
            "| 吞吐 | 1,420 tok/s | 2,130 tok/s | +50% |\n| GPU 成本 / M tokens | $0.84 | $0.60 | −35% |\n"
            "| 显存 | 80 GB | 64 GiB | −20% |\n")
    found = _check_files(tmp_path, {"w.md": text}, ["CC105"])
    assert [(f.locations[0].line, f.message.rsplit(" ", 1)[-1]) for f in found] == [(7, "-28.6%")]


# -- CC303: a dated deadline in a list under a heading of plans (trial 44's living document) ---------
@pytest.mark.parametrize("heading,found", [("## 二、计划", 1), ("## 二、回顾", 0)])
def test_a_deadline_under_a_heading_of_plans(tmp_path, heading, found):
    text = f"# A/B 报告 2026-10-26\n\n{heading}\n\n- 2026-10-20 前扩大到 50% 流量\n"
    assert len(_check_files(tmp_path, {"ab.md": text}, ["CC303"], as_of="2026-10-26")) == found


# -- CC105: the old level read before an arrow is a claim of its own (fresh-user trial 44, r12) -------
def test_an_arrows_old_level_has_its_own_id_and_column(tmp_path):
    [f] = _check_files(tmp_path, {"i.md": "# Issue 2026-11-20\n\nThat is an 18% throughput regression (3,120 → 2,640 tok/s).\n"},
                       ["CC105"])
    assert [(loc.column, loc.surface) for loc in f.locations] == [(12, "18%"), (39, "3,120 tok/s"), (47, "2,640 tok/s")]
    assert len(set(f.claims)) == 3
