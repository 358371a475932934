"""Session 45: faults that fresh-user trial 47's repros, batch 45 and held-out set 37 showed, each
fixed as a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- one error restated on its line (a bilingual "中文 / English" line) is one finding, not one per
# language (fresh-user trial 47, r14) ----------------------------------------------------------------
def test_a_bilingual_line_reports_each_error_once(tmp_path):
    text = ("# Digest 2026-12-03\n\n"
            "C 区 ITL p50 24 ms，ITL p99 21 ms / C-zone ITL p50 24 ms, p99 21 ms.\n\n"
            "- B 区 TTFT p99 650 ms，昨日 590 ms，+8.2% / B-zone TTFT p99 up 8.2%.\n")
    found = _check_files(tmp_path, {"digest.md": text}, ["CC105"], lang="en")
    assert [(f.locations[0].line, f.locations[0].surface) for f in found] == [(3, "21 ms"), (5, "+8.2%")]
    assert "gives +10.2%" in found[1].message


def test_two_errors_on_one_line_stay_two_findings(tmp_path):
    # two different wrong figures on a line are two errors, not one restated
    text = ("# Digest 2026-12-03\n\n"
            "- B 区 TTFT p99 650 ms，昨日 590 ms，+8.2%；C 区 TTFT p99 700 ms，昨日 500 ms，+30%。\n")
    found = _check_files(tmp_path, {"digest.md": text}, ["CC105"], lang="en")
    assert sorted(f.locations[0].surface for f in found) == ["+30%", "+8.2%"]


# -- CC303: a promise naming no system is named by what it says will be done, not "(no subject
# named)" (fresh-user trial 47, r16) -----------------------------------------------------------------
@pytest.mark.parametrize("line,as_of,what", [
    ("6.2 乙方计划于 2026-11-20 前在 C 区部署上线 FP8 KV cache 支持。", "2026-11-24", "在 C 区部署上线 FP8 KV cache 支持"),
    ("Full B200 NVFP4 results will be released on our engineering blog by 2026-11-15.", "2026-11-24",
     "Full B200 NVFP4 results will be released on our…"),
    ("- 在 H200 上重复本实验（TP2，batch 64），预计 2026-11-12 完成。", "2026-11-20", "在 H200 上重复本实验（TP2，batch 64）"),
    ("- 王芳答应 11-15 前补上 3.14t 的 CI 结果", "2026-11-20", "补上 3.14t 的 CI 结果"),
])
def test_an_overdue_promise_of_no_system_names_its_task(tmp_path, line, as_of, what):
    found = _check_files(tmp_path, {"annex-2026-11-10.md": "# 附件\n\n" + line + "\n"}, ["CC303"],
                         as_of=as_of, lang="en")
    assert [f.subject for f in found] == [None]
    assert found[0].message.startswith(what + ": the promise ")


# -- CC105: a multiple written as a word or a whole number against two plain numbers a change runs
# between is read as against two values: "翻倍" within word_multiple_tolerance, "2x" inside its
# rounding interval — 1.5× is no doubling (fresh-user trial 47, r15) ---------------------------------
@pytest.mark.parametrize("line,stated", [
    ("- Requests went from 840,000 to 1,260,000, doubled.", "doubled"),
    ("- C 区请求量从 84 万增至 126 万，翻倍。", "翻倍"),
    ("- 请求量从 2,000 提升到 3,000，翻倍。", "翻倍"),
    ("- Requests rose from 2,000 to 3,000, i.e. 2x.", "2x"),
    # the two levels a change runs between are the right ones: silent
    ("- 请求量从 2,000 提升到 4,100，翻倍。", None),
    ("- Requests went from 840,000 to 1,700,000, doubled.", None),
    ("- C 区请求量从 84 万增至 170 万，翻倍。", None),
    ("- Requests rose from 2,000 to 3,000, i.e. 1.5x.", None),
    ("- 请求量从 2,000 提升到 3,900，约 2 倍。", None),
])
def test_a_word_multiple_against_two_plain_numbers(tmp_path, line, stated):
    found = _check_files(tmp_path, {"digest-2026-12-03.md": "# Digest\n\n" + line + "\n"}, ["CC105"], lang="en")
    assert [f.locations[0].surface for f in found] == ([stated] if stated else [])
    if stated:
        assert found[0].message.endswith("gives 1.50×")


# -- CC201: "a single 8-GPU node" is a one-node, eight-GPU setup, and a per-node figure of one node
# is that setup's whole figure when both sides state the one node (fresh-user trial 47, r10) ---------
DIGEST_NODE = "# Digest\n\n- C 区单节点（8×B200，TensorRT-LLM 1.2，FP8）DeepSeek-V3.2 吞吐 85,000 tok/s / single-node throughput.\n"


@pytest.mark.parametrize("talk,fires", [
    ("On B200, a single 8-GPU node running TensorRT-LLM 1.2 with FP8 reaches 58,000 tok/s for DeepSeek-V3.2.", True),
    ("On one 8×B200 node, TensorRT-LLM 1.2 with FP8 reaches 58,000 tok/s for DeepSeek-V3.2.", True),
    # a figure that states no node count may be a cluster's: the per-node scope keeps them apart
    ("On B200 with TensorRT-LLM 1.2 and FP8, DeepSeek-V3.2 reaches 580,000 tok/s.", False),
    # four nodes are another setup
    ("Four 8-GPU B200 nodes (4 nodes) running TensorRT-LLM 1.2 with FP8 reach 340,000 tok/s for DeepSeek-V3.2.", False),
])
def test_a_single_node_figure_against_a_one_node_setup(tmp_path, talk, fires):
    found = _check_files(tmp_path, {"talk-2026-11-30.md": "# Talk\n\n" + talk + "\n", "digest-2026-12-03.md": DIGEST_NODE},
                         ["CC201"], lang="en")
    assert [sorted((loc.file.rsplit("/", 1)[-1], loc.surface) for loc in f.locations) for f in found] == \
        ([[("digest-2026-12-03.md", "85,000 tok/s"), ("talk-2026-11-30.md", "58,000 tok/s")]] if fires else [])


@pytest.mark.parametrize("text,nodes,gpus", [
    ("A single 8-GPU node reaches 58,000 tok/s.", "1", "8"),
    ("One 8xH100 server reaches 58,000 tok/s.", "1", "8"),
    ("单台 8 卡节点吞吐 58,000 tok/s。", "1", "8"),
    ("An 8-GPU server reaches 58,000 tok/s.", None, "8"),
])
def test_one_node_of_n_gpus_is_read(tmp_path, text, nodes, gpus):
    import claimcheck
    (tmp_path / "n.md").write_text("# Notes 2026-11-30\n\n" + text + "\n", encoding="utf-8")
    claims = [c for c in claimcheck.extract([tmp_path / "n.md"]).claims if c.kind == "quantity"]
    assert [(c.conditions_dict.get("nodes"), c.conditions_dict.get("gpus")) for c in claims] == [(nodes, gpus)]


# -- CC105: a count its colon breaks down into counts of its own noun is a total ("The fleet has
# 1,536 GPUs: 1,024 GPUs for …"), and chips in the plural are counted ("1,536 H200s"); fresh-user
# trial 47, r09 ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("line,fires", [
    ("The fleet has 1,536 GPUs: 1,024 GPUs for DeepSeek-V3.2, 384 GPUs for Qwen3-235B-A22B and 192 GPUs for smaller models.", True),
    ("集群 1,536 张：1,024 张给 DeepSeek-V3.2、384 张给 Qwen3、192 张给小模型。", True),
    ("The fleet has 1,536 GPUs: 1,024 GPUs for DeepSeek-V3.2, 320 GPUs for Qwen3-235B-A22B and 192 GPUs for smaller models.", False),
    # parts of another noun are no breakdown of the count
    ("We tested 3 configs: 8 GPUs, 16 GPUs and 32 GPUs.", False),
    ("Each rack has 2 nodes: 8 GPUs and 8 GPUs.", False),
    # a subtotal after the parts is no part (held-out set 36's trap R012)
    ("讨论稿阶段共收到意见 152 条：采纳 64 条（42.1%）、部分采纳 31 条（20.4%）、未采纳 57 条（37.5%），采纳与部分采纳合计 95 条（62.5%）。", False),
    ("意见 152 条：采纳 64 条、部分采纳 31 条、未采纳 57 条，采纳与部分采纳合计 95 条。", False),
])
def test_a_count_broken_down_after_its_colon(tmp_path, line, fires):
    found = _check_files(tmp_path, {"qa-2026-11-30.md": "# Q&A\n\n" + line + "\n"}, ["CC105"], lang="en")
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == (["1600"] if fires else [])


def test_chips_in_the_plural_are_counted(tmp_path):
    import claimcheck
    (tmp_path / "n.md").write_text("# Notes 2026-11-30\n\nWe run 1,536 H200s and 8 MI300Xs.\n", encoding="utf-8")
    claims = [(c.surface, c.kind, str(c.norm_value)) for c in claimcheck.extract([tmp_path / "n.md"]).claims
              if c.kind != "date"]
    assert claims == [("1,536 H200s", "count", "1536"), ("8 MI300Xs", "count", "8")]


# -- CC105: an equation a bracket wraps whole, result inside, is checked like one written bare (a
# worked answer, a footnote; fresh-user trial 47, r08) ---------------------------------------------------
@pytest.mark.parametrize("line,gives", [
    ("**参考答案：C**（(8,500 ms − 500 ms) ÷ 200 = 45 ms）", "40 ms"),
    ("Answer (8,000 ms / 200 = 45 ms)", "40 ms"),
    ("答案：(8,500 ms − 500 ms) ÷ 200 = 45 ms", "40 ms"),
    ("**参考答案：C**（(8,500 ms − 500 ms) ÷ 200 = 40 ms）", None),
    ("Answer (8,000 ms / 200 = 40 ms)", None),
    # a variable inside keeps it algebra
    ("Answer (x + 500 ms = 8,500 ms)", None),
])
def test_an_equation_in_brackets_is_checked(tmp_path, line, gives):
    found = _check_files(tmp_path, {"quiz-2026-12-01.md": "# 考试题\n\n" + line + "\n"}, ["CC105"], lang="en")
    assert [f.message.rsplit("gives ", 1)[-1] for f in found] == ([gives] if gives else [])


# -- CC203: a column of required versions ("| 软件 | 最低版本 |") lists versions released by the
# document's date, like a column of versions run (held-out set 37, R039) -------------------------------
@pytest.mark.parametrize("header,fires", [
    ("| 软件 | 最低版本 |", True),
    ("| Package | Minimum version |", True),
    ("| 软件 | 版本 |", True),
    # a target column is no version run
    ("| 软件 | 目标版本 |", False),
])
def test_a_required_version_outdates_a_latest_claim(tmp_path, header, fires):
    text = (f"# 招标文件 2044-06-03\n\n{header}\n|---|---|\n| mplsoccer | 1.8.1 |\n\n"
            "★3 可视化组件须基于 mplsoccer 当前最新版 1.6.1，不得自行修改其坐标体系。\n")
    found = _check_files(tmp_path, {"spec.md": text}, ["CC203"])
    assert [(f.locations[0].surface, f.locations[1].surface) for f in found] == ([("1.6.1", "1.8.1")] if fires else [])


# -- batch 45's first run: an item opening with short words listed with a joiner ("1D, 2D and nD …")
# is named past them, and a common English word one letter from a package name is no slip of it ------
def test_items_opening_with_a_listed_qualifier_are_named_past_it(tmp_path):
    text = ("# Features\n\n- 1D, 2D and nD Forward and Inverse Discrete Wavelet Transform (DWT and IDWT)\n"
            "- 1D, 2D and nD Multilevel DWT and IDWT\n- 1D and 2D Stationary Wavelet Transform\n"
            "- 1D, 2D and nD Multilevel DWT and IDWT\n")
    found = _check_files(tmp_path, {"features.md": text}, ["CC102"], lang="en")
    assert [f.locations[0].line for f in found] == [6]


def test_a_common_word_beside_a_package_name_is_no_slip(tmp_path):
    text = ("# climata\n\n**climata** is an interface for loading time series data\nfrom climate and flow monitoring "
            "stations.  climata leverages webservices.\n\n```\npip install climata\n```\n\nclimata 0.5.0 "
            "works; import climata.\n")
    assert _check_files(tmp_path, {"climata.md": text}, ["CC205"], lang="en") == []


# -- CC104: an ambiguous multiple applied to a base, with a threshold on its line between the two
# readings ("three times greater than today's 20 minutes, meeting the 70-minute standard"; held-out
# set 37, R018) ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("line,readings", [
    ("Lead time will be three times greater than today's 20 minutes, meeting the County's 70-minute standard.",
     "60 minutes or 80 minutes"),
    ("3.4.2 的写入速度提升 2 倍（3.3.0 为 120 KiB/s），满足 300 KiB/s 的产线要求。", "240 KiB/s 或 360 KiB/s"),
    # a threshold outside the readings: both meet it, or neither
    ("Lead time will be three times greater than today's 20 minutes, meeting the County's 50-minute standard.", None),
    ("3.4.2 的写入速度提升 2 倍（3.3.0 为 120 KiB/s），满足 200 KiB/s 的产线要求。", None),
    # a figure between them that is no threshold
    ("Lead time will be three times greater than today's 20 minutes; the old model gave 70 minutes.", None),
    # "N times longer than" is read as a multiple too (grammar.yaml ratio_unit_patterns)
    ("Lead time will be 3 times longer than today's 20 minutes, meeting the County's 70-minute standard.",
     "60 minutes or 80 minutes"),
])
def test_an_ambiguous_multiple_deciding_a_threshold(tmp_path, line, readings):
    zh = "倍" in line
    found = _check_files(tmp_path, {"report.md": "# Report 2045-10-26\n\n" + line + "\n"}, ["CC104"],
                         lang="zh" if zh else "en")
    assert [f.message.split("可读作 " if zh else "reads as ", 1)[1].split("，" if zh else ";", 1)[0]
            for f in found] == ([readings] if readings else [])


def test_a_change_between_k_sizes_is_no_basis_of_another_figure(tmp_path):
    # batch-1 ktransformers.md: the context grew from 4K to 8K, the speed by 15% (a FALSE medium)
    line = ("* **Feb 15, 2025**: Longer Context (from 4K to 8K for 24GB VRAM) & Slightly Faster Speed "
            "（+15%, up to 16 Tokens/s), update docs.")
    assert _check_files(tmp_path, {"news.md": "# News\n\n" + line + "\n"}, ["CC105"], lang="en") == []


# -- CC203: a version named in a column of what rows run on ("运行环境与依赖 Runtime and dependencies")
# is released (held-out set 37, R046) -------------------------------------------------------------------
@pytest.mark.parametrize("row,fires", [
    ("| 3.4.0 | 2045-01-09 | Python 3.11；bitstring 5.0.0；intelhex 2.3.0 | 已被取代 |", True),
    # a planned release's dependency is no released version
    ("| 3.5.0 | 计划于 2045-10 发布 | Python 3.11；bitstring 5.0.0 | 规划中 |", False),
])
def test_a_dependency_column_lists_released_versions(tmp_path, row, fires):
    text = ("# 勘误表 2045-08-18\n\n| 版本 | 发布日期 | 运行环境与依赖 Runtime and dependencies | 状态 |\n|---|---|---|---|\n"
            + row + "\n\n- 说明：3.4.x 依赖的 bitstring 当前最新版本为 4.4，升级前请勿改动依赖锁文件。\n")
    found = _check_files(tmp_path, {"errata.md": text}, ["CC203"])
    assert [(f.locations[0].surface, f.locations[1].surface) for f in found] == ([("4.4", "5.0.0")] if fires else [])


# -- CC205: a lower-case package written before the version its look-alike has, one letter short or
# long at its end, is a slip of it ("pyteomic 5.0.1" beside "pyteomics 5.0.1"; held-out set 37, R004) ---
@pytest.mark.parametrize("slip,fires", [
    ("用 pyteomic 5.0.1 计算理论同位素分布。", True),
    # no version: "pyteomic" may be another word or package
    ("pyteomic 风格的接口也可以。", False),
    # another version: a package of its own
    ("用 pyteomic 0.3.1 计算理论同位素分布。", False),
])
def test_a_package_slip_before_the_same_version(tmp_path, slip, fires):
    text = ("# 开题报告 2045-03-16\n\n| 软件 | 版本 |\n|---|---|\n| pyteomics | 5.0.1 |\n\n- " + slip + "\n"
            "- 用 pyteomics 5.0.1 读取 mzML。\n- pyteomics 的文档见 [2]。\n\n[2] pyteomics 5.0.1 documentation\n")
    found = _check_files(tmp_path, {"proposal.md": text}, ["CC205"])
    assert [f.locations[0].surface for f in found] == (["pyteomic"] if fires else [])


# -- CC303: a date before a document noun ("in the September update") names where a promise was made,
# unless a deadline word marks it ("by the November update"); fresh-user trial 48, r01 (a false high)
# and r18 (a clause cut inside "December 12, 2026" named no task) ------------------------------------------
@pytest.mark.parametrize("line,what", [
    ("As promised in the September update, we completed the EU data-residency launch on 2026-11-30.", None),
    ("We plan to ship FP8 KV cache by the November update.", "We plan to ship FP8 KV cache"),
    ("We will publish a full postmortem by December 12, 2026.", "We will publish a full postmortem"),
    ("按 9 月简报中的承诺，欧盟数据驻留已于 2026-11-30 上线。", None),
])
def test_a_promise_and_the_document_it_was_made_in(tmp_path, line, what):
    found = _check_files(tmp_path, {"board-2026-12-15.md": "# Board update 2026-12-15\n\n" + line + "\n"}, ["CC303"],
                         lang="en")
    assert [f.message.split(": the promise", 1)[0] for f in found] == ([what] if what else [])


# -- CC105: the relative figure nearest two levels, when it is their quotient, leaves the sentence's
# other multiples alone (fresh-user trial 48, r02: a false high on a quoted claim being corrected) ---------
@pytest.mark.parametrize("line,fires", [
    ("The abstract claims a 2.1× throughput improvement over vLLM, but Table 3 shows only 1.25× (4,250 vs 3,400 tok/s).", None),
    ("The abstract claims 1.25× but Table 3 shows 2.1× (4,250 vs 3,400 tok/s).", "2.1×"),
])
def test_a_quoted_multiple_corrected_by_the_quotient_beside_it(tmp_path, line, fires):
    found = _check_files(tmp_path, {"review.md": "# Review\n\n" + line + "\n"}, ["CC105"], lang="en")
    assert [f.locations[0].surface for f in found] == ([fires] if fires else [])


# -- CC105: a share of a part written before its whole ("312,000 of 2.4M requests (12%)"), and a share
# computed exactly round ("13.00", not "13", which read as 12.5–13.5); fresh-user trial 48, r05 --------
@pytest.mark.parametrize("line,fires", [
    ("Over the incident window, 312,000 of 2.4M requests (12%) saw ITL above our 80 ms SLO.", "12%"),
    ("共 240 万个请求，其中 31.2 万个超时，超时率 12%。", "12%"),
    ("Over the incident window, 312,000 of 2.4M requests (13%) saw ITL above our 80 ms SLO.", None),
    ("共 240 万个请求，其中 31.2 万个超时，超时率 13%。", None),
    ("3 of 4 GPUs (75%) were idle during the window.", None),
])
def test_a_share_of_a_part_and_its_whole(tmp_path, line, fires):
    found = _check_files(tmp_path, {"incident.md": "# Incident\n\n" + line + "\n"}, ["CC105"], lang="en")
    assert [f.locations[0].surface for f in found] == ([fires] if fires else [])


# -- a --rules folder without a metric the extractor may name (price, count …) reads such a figure as
# of no metric, where it crashed with "internal error: KeyError: 'price'" (fresh-user trial 48, r12) -----
@pytest.mark.parametrize("metric", ["price", "count", "context_length"])
def test_a_rules_folder_without_a_metric_does_not_crash(tmp_path, rules_copy, metric):
    import claimcheck
    import yaml
    path = rules_copy / "metrics.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    del data["metrics"][metric]
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    (tmp_path / "price.md").write_text("# Price 2026-12-10\n\n- DeepSeek-V3.2 costs $0.28 / 1M tokens on 128K context"
                                       " across 3 providers.\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "price.md"], rules_dir=str(rules_copy))
    claims = {c.surface: c.metric for c in report.claims}
    assert metric not in claims.values() and "$0.28 / 1M tokens" in claims


# -- fresh-user trial 48: "the latest SGLang release, v0.5.5" is a latest claim (r07), and a count after
# a possessive opening the sentence is read ("Our two priorities: …", r09) -------------------------------
def test_a_latest_release_in_apposition_with_a_v_version(tmp_path):
    found = _check_files(tmp_path, {"rebuttal-2026-12-08.md": "# Rebuttal 2026-12-08\n\nAll numbers use the latest SGLang release, v0.5.5.\n",
                                    "status-2026-12-05.md": "# Status 2026-12-05\n\nSGLang 0.5.6 is the latest release.\n"},
                         ["CC203"], lang="en")
    assert [(f.locations[0].surface, f.locations[1].surface) for f in found] == [("v0.5.5", "0.5.6")]


@pytest.mark.parametrize("line,fires", [
    ("Our two priorities for Q1: hiring, pricing and failover.", True),
    ("Their three goals: hiring, pricing, failover and support.", True),
    ("Our two priorities for Q1: hiring and failover.", False),
])
def test_a_count_after_a_possessive(tmp_path, line, fires):
    found = _check_files(tmp_path, {"plan.md": "# Plan\n\n" + line + "\n"}, ["CC101"], lang="en")
    assert len(found) == (1 if fires else 0)


# -- CC103: a name before a runner-up word in its clause is the second, not the ranked one
# ("SGLang 吞吐最高，TensorRT-LLM 次之"; fresh-user trial 48, r10) -------------------------------------
TABLE_RANK = ("| 引擎 | 模型 | 硬件 | 输出吞吐（tok/s） |\n| --- | --- | --- | --- |\n| vLLM | DeepSeek-V3 | 8×H200 | 16,800 |\n"
              "| SGLang | DeepSeek-V3 | 8×H200 | 21,600 |\n| TensorRT-LLM | DeepSeek-V3 | 8×H200 | 23,100 |\n\n")


@pytest.mark.parametrize("conclusion,fires", [
    ("结论：SGLang 在 DeepSeek-V3 上吞吐最高，TensorRT-LLM 次之。", True),
    ("Conclusion: SGLang has the highest throughput on DeepSeek-V3, followed by TensorRT-LLM.", True),
    ("结论：TensorRT-LLM 在 DeepSeek-V3 上吞吐最高，SGLang 次之。", False),
])
def test_a_ranking_with_its_runner_up(tmp_path, conclusion, fires):
    found = _check_files(tmp_path, {"bakeoff.md": TABLE_RANK + conclusion + "\n"}, ["CC103"], lang="en")
    assert len(found) == (1 if fires else 0)


# -- a header's "Report date" dates the document before the "Meeting date" above it (held-out set 37's
# council staff report was dated by its meeting, 19 days later) -------------------------------------------
def test_a_report_date_label_wins_over_a_meeting_date():
    from claimcheck.text.ingest import document_date
    text = ("# CITY COUNCIL STAFF REPORT\n\n| | |\n|---|---|\n| Agenda item | 7.C |\n"
            "| Meeting date | Tuesday, November 14, 2045 |\n| Report date | Thursday, October 26, 2045 |\n")
    assert document_date("staff-report.md", text) == "2045-10-26"
    # a meeting's minutes with no report date are dated by the meeting
    assert document_date("minutes.md", text.replace("| Report date | Thursday, October 26, 2045 |\n", "")) == "2045-11-14"


# -- CC105: a cut restated as a compression ("显存降低 60%，即压缩 3 倍": 2.5×) is checked like a gain
# restated as a multiple (fresh-user trial 48, r08) ---------------------------------------------------------
@pytest.mark.parametrize("line,gives", [
    ("PageWeave 的 KV 显存占用降低 60%，即压缩 3 倍。", "2.50×"),
    ("PageWeave cuts KV cache memory by 60%, i.e. 3x compression.", "2.50×"),
    ("PageWeave 的 KV 显存占用降低 75%，即压缩 4 倍。", None),
    ("PageWeave cuts KV cache memory by 50%, i.e. 2x compression.", None),
])
def test_a_cut_restated_as_a_compression(tmp_path, line, gives):
    found = _check_files(tmp_path, {"note.md": "# Note\n\n" + line + "\n"}, ["CC105"], lang="en")
    assert [f.message.rsplit("gives ", 1)[-1] for f in found] == ([gives] if gives else [])


# -- an identifier's work is named from the capital after a sentence's opening words ("We now discuss
# HASS (arXiv:…)" names HASS; fresh-user trial 48, r20) ---------------------------------------------------
@pytest.mark.parametrize("line,subject", [
    ("A-R1. We now discuss HASS (arXiv:2503.01840) in detail.", "HASS"),
    ("Medusa heads for LLaMA (arXiv:2401.10774) are cheap to train.", "Medusa heads for LLaMA"),
])
def test_the_work_an_identifier_is_given_to(tmp_path, line, subject):
    import claimcheck
    (tmp_path / "n.md").write_text("# Notes 2026-12-08\n\n" + line + "\n", encoding="utf-8")
    assert [c.subject for c in claimcheck.extract([tmp_path / "n.md"]).claims if c.kind == "identifier"] == [subject]


# -- CC304: a source named with a few words of its own, a comma and a publication word ("letter of
# support, dated November 20, 2045") in a report dated before it (held-out set 37, R026) ----------------
@pytest.mark.parametrize("line,fires", [
    ("- Attachment D – Regional Flood Control District letter of support, dated November 20, 2045", True),
    ("- Attachment C – Riverline Analytics technical memorandum, dated Friday, October 20, 2045", False),
])
def test_a_source_dated_after_its_report(tmp_path, line, fires):
    text = "# STAFF REPORT\n\n| | |\n|---|---|\n| Report date | Thursday, October 26, 2045 |\n\n## ATTACHMENTS\n\n" + line + "\n"
    found = _check_files(tmp_path, {"report.md": text}, ["CC304"], lang="en")
    assert len(found) == (1 if fires else 0)
