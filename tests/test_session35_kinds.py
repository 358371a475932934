"""Session 35: faults the first run of batch 36, held-out set 27 and the fresh-user trials showed,
each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck


def _check_files(tmp_path, texts: dict[str, str], select: list[str], **kwargs):
    paths = []
    for name, text in texts.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        paths.append(tmp_path / name)
    return claimcheck.check(paths, select=select, **kwargs).findings


# -- CC201: a run described fully on both sides is one run, whatever one side adds -------------------
DIGEST = ("# Weekly digest 2026-11-06\n\n## Throughput\n\n"
          "- SGLang 0.5.4, Llama-3.1-70B, 4×H100 (TP=4), batch 64, 2k input / 256 output: 2,850 tok/s.\n")
LIVING = ("# 推理框架现状（2026-11-10）\n\n## 吞吐\n\n"
          "- SGLang（Llama-3.1-70B，4×H100 TP=4，batch 64，输入 2k）：3,400 tok/s。\n")
BARE = "# 笔记 2026-11-10\n\n## 吞吐\n\n- SGLang 吞吐 3,400 tok/s。\n"


@pytest.mark.parametrize("other,risk", [
    (LIVING, "medium"),  # five settings written on both sides and equal: one run, a real conflict
    (BARE, "low"),       # one side states no setup at all: unknown conditions lower confidence
])
def test_a_fully_described_run_keeps_the_rules_risk(tmp_path, other, risk):
    found = _check_files(tmp_path, {"digest.md": DIGEST, "living.md": other}, ["CC201"])
    assert [(f.risk, sorted(loc.surface for loc in f.locations)) for f in found] == [
        (risk, ["2,850 tok/s", "3,400 tok/s"])]


def test_full_setup_settings_is_read_from_the_rule(tmp_path, rules_copy):
    path = rules_copy / "checks" / "CC201-value-conflict.yaml"
    text = path.read_text(encoding="utf-8")
    assert "  full_setup_settings: 4\n" in text
    path.write_text(text.replace("  full_setup_settings: 4\n", "  full_setup_settings: 0\n"), encoding="utf-8")
    found = _check_files(tmp_path, {"digest.md": DIGEST, "living.md": LIVING}, ["CC201"], rules_dir=str(rules_copy))
    assert [f.risk for f in found] == ["low"]


# -- a table whose rows are metrics and whose columns are systems ---------------------------------------
def _cells(text: str) -> list[tuple]:
    return [(c.line, c.surface, c.unit, c.metric, c.subject) for c in claimcheck.extract_text(text)
            if "table_cell" in c.flags and "bare" in c.flags and c.kind == "quantity"]


def test_a_row_label_gives_the_unit_and_metric_of_its_cells():
    text = ("# 横向对比（2026-11-08）\n\n"
            "| 指标 | vLLM 0.14.0 | SGLang 0.5.4 |\n|---|---|---|\n"
            "| 吞吐 (tok/s) | 2,000 | 3,400 |\n| TTFT (ms) | 95 | 80 |\n| 显存 (GB) | 71 | 68 |\n")
    assert _cells(text) == [
        (5, "2,000", "tok/s", "throughput", "vLLM"), (5, "3,400", "tok/s", "throughput", "SGLang"),
        (6, "95", "ms", "ttft", "vLLM"), (6, "80", "ms", "ttft", "SGLang"),
        (7, "71", "GB", "memory", "vLLM"), (7, "68", "GB", "memory", "SGLang")]


@pytest.mark.parametrize("first_header,label", [
    ("模型", "吞吐 (tok/s)"),     # the first column names models: its rows are no metrics
    ("指标", "Llama-3.1 (8B)"),  # a label that names no metric
])
def test_a_row_label_reads_only_under_a_metric_column(first_header, label):
    text = f"# t 2026-11-08\n\n| {first_header} | vLLM |\n|---|---|\n| {label} | 2,000 |\n"
    assert _cells(text) == []


def test_a_systems_as_columns_table_meets_a_figure_elsewhere(tmp_path):
    table = ("# 三框架横向对比（2026-11-08）\n\n## Llama-3.1-70B，4×H100（TP=4），batch 64，输入 2k\n\n"
             "| 指标 | vLLM | SGLang |\n|---|---|---|\n| 吞吐 (tok/s) | 2,000 | 3,400 |\n")
    found = _check_files(tmp_path, {"table.md": table, "digest.md": DIGEST}, ["CC201"])
    assert [(f.risk, sorted(loc.surface for loc in f.locations)) for f in found] == [
        ("medium", ["2,850 tok/s", "3,400"])]


# -- a change column measures the metric its table names ---------------------------------------------
@pytest.mark.parametrize("table,metric", [
    ("| 系统 | 每百万 token 成本 (USD) | 较上周变化 |\n|---|---|---|\n| vLLM | 0.42 | -12% |", None),
    ("| 系统 | 成本变化 |\n|---|---|\n| vLLM | -12% |", None),
    ("| 系统 | 吞吐 (tok/s) | 变化 |\n|---|---|---|\n| vLLM | 3000 | +12% |", "speedup"),
    ("| 系统 | 较上周变化 |\n|---|---|\n| vLLM | -12% |", "speedup"),  # no metric named anywhere: as before
])
def test_a_change_column_takes_the_metric_of_its_table(table, metric):
    claims = claimcheck.extract_text("# n 2026-11-01\n\n" + table + "\n")
    assert [(c.surface, c.metric) for c in claims if c.kind == "percent"] == [(table.split("| ")[-1].strip(" |"), metric)]


# -- warnings order: a range after the level of its higher end ----------------------------------------
def test_a_risk_range_sorts_after_the_level_of_its_higher_end():
    from claimcheck.checks.risk import risk_order
    risks = ["low-medium", "medium", "low", "high", "medium-high"]
    assert sorted(risks, key=lambda r: tuple(-x for x in risk_order(r))) == \
        ["high", "medium-high", "medium", "low-medium", "low"]


# -- CC205: a name whose capitals start after a lower-case letter is a name too ------------------------
@pytest.mark.parametrize("slip,fires", [("vLLLM", True), ("vLLM", False)])
def test_a_lower_case_start_name_can_be_misspelt(tmp_path, slip, fires):
    text = f"# 笔记 2026-11-01\n\n- vLLM 吞吐 2,000 tok/s。\n- vLLM 0.14 已发布。\n- {slip} 的调度器改进明显。\n"
    found = _check_files(tmp_path, {"v.md": text}, ["CC205"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in found] == ([(5, "vLLLM")] if fires else [])


# -- a bare size that scopes a sentence names its model over the heading's ----------------------------
def test_a_scoping_size_names_the_model_over_the_headings():
    text = ("# n 2026-11-01\n\n## Llama-3.1-70B，4×H100（TP=4）\n\n- vLLM 吞吐 2,000 tok/s。\n\n"
            "## Qwen3-32B，2×H100（TP=2）\n\n- vLLM 吞吐 2,900 tok/s。\n\n结论：70B 上 vLLM 约 2k tok/s，明显落后。\n\n"
            "- 32B 上 vLLM 约 2.9k tok/s。\n")
    assert [(c.line, c.conditions_dict.get("model")) for c in claimcheck.extract_text(text)
            if c.metric == "throughput"] == [(5, "Llama-3.1-70B"), (9, "Qwen3-32B"), (11, "Llama-3.1-70B"), (13, "Qwen3-32B")]


# -- a caption that calls a table's versions the latest ---------------------------------------------
TABLE = "| 组件 | 锁定版本 |\n|---|---|\n| clickhouse-connect | 1.12.0 |\n"


@pytest.mark.parametrize("caption,latest", [
    ("下表版本均为 2030-12-31 当日 PyPI 上的最新版，也就是我们封版锁定的版本。", True),
    ("Versions below are the latest releases on PyPI as of 2030-12-31.", True),
    ("下表版本为线上锁定版本，非最新版本。", False),   # negated
    ("下表为最新测试结果。", False),                    # latest results, not latest versions
])
def test_a_caption_can_call_a_tables_versions_the_latest(caption, latest):
    claims = claimcheck.extract_text(f"# 总结 2031-01-10\n\n{caption}\n{TABLE}")
    assert [(c.surface, "latest" in c.flags) for c in claims if c.kind == "version"] == [("1.12.0", latest)]


def test_a_later_latest_claim_meets_the_captioned_table(tmp_path):
    text = (f"# 总结 2031-01-10\n\n下表版本均为 2030-12-31 当日 PyPI 上的最新版。\n{TABLE}\n"
            "- 驱动版本策略：clickhouse-connect 目前最新的稳定版仍是 0.15 系列。\n")
    found = _check_files(tmp_path, {"s.md": text}, ["CC203"])
    assert [(f.locations[0].line, f.locations[0].surface, f.locations[1].surface) for f in found] == [(8, "0.15", "1.12.0")]


# -- held-out set 27's first run: a report's date, a person-times breakdown, a slash list ----------------
@pytest.mark.parametrize("head,date", [
    ("统计区间：2033-01-01（周六）至 2033-03-31（周四）\n报告日期：2033-04-08（周五）\n", "2033-04-08"),
    ("统计区间：2033-01-01（周六）至 2033-03-31（周四）\n", "2033-03-31"),
    ("Week 47 · Mon 2032-11-15 09:00 → Fri 2032-11-19 21:00 (CST)\n", "2032-11-19"),
    ("周报 2026-11-09\n创建日期：2026-01-05\n", "2026-11-09"),  # an earlier labelled date does not win
])
def test_a_reports_date_is_its_labelled_date_or_its_periods_end(head, date):
    from claimcheck.text.ingest import document_date
    assert document_date("report.md", "客户端平台部 · 季度报告\n" + head + "\n正文。\n") == date


@pytest.mark.parametrize("stated", [3, 4])
def test_person_times_break_down_into_times(tmp_path, stated):
    text = f"# n 2033-04-08\n\n- 员工参加社区活动：{stated} 人次（game jam 1 次、线上分享 2 次）。\n"
    counts = [(c.surface, c.unit) for c in claimcheck.extract_text(text) if c.kind == "count"]
    assert counts[0] == (f"{stated} 人次", "人次")
    # the items break the count down (CC101 leaves whether they add up to CC105)
    assert _check_files(tmp_path, {"n.md": text}, ["CC101"]) == []


@pytest.mark.parametrize("count,fires", [("四块", False), ("三块", True)])
def test_a_list_separated_by_spaced_slashes_is_counted(tmp_path, count, fires):
    text = (f"# log 2032-11-19\n\n1. 每班交接写{count}：ALERTS 告警 / CHANGES 变更 / CARRY-OVER 遗留（CO-xx）/ NEXT 下一班注意；"
            "其余写在 NOTES。\n2. 吞吐 1,200 tok/s / 延迟 80 ms。\n")
    found = _check_files(tmp_path, {"n.md": text}, ["CC101"])
    assert [(f.locations[0].surface, len(f.locations) - 1) for f in found] == ([("三块", 4)] if fires else [])


@pytest.mark.parametrize("line,promised", [
    ("【五、上季度报告承诺跟进】（Q4 2032 报告，2033-01-07（周五）发布）", []),  # the date names a report
    ("- 承诺 Q4 2032 完成 kivy 迁移。", ["Q4 2032"]),
    ("- 计划 2026-12 发布周报功能。", ["2026-12"]),                          # 周报 is not right after the date
])
def test_a_date_before_a_document_noun_names_the_document(line, promised):
    claims = claimcheck.extract_text(f"# n 2033-04-08\n\n{line}\n")
    assert [c.surface for c in claims if "promise" in c.flags] == promised


@pytest.mark.parametrize("line,fires", [
    ("Tom · 预消化 · 增量 3 条 · 涉及 arXiv：2605.17613 / 2511.02230 / 2605.01280 / 2504.11320", False),  # another field
    ("增量 3 条，涉及 arXiv：2605.17613 / 2511.02230 / 2605.01280 / 2504.11320", False),  # a comma ends the count's clause
    ("涉及 3 篇 arXiv：2605.17613 / 2511.02230 / 2605.01280 / 2504.11320", True),
])
def test_a_field_separator_ends_a_counts_reach(tmp_path, line, fires):
    found = _check_files(tmp_path, {"n.md": f"# n 2026-09-28\n\n{line}\n"}, ["CC101"])
    assert bool(found) == fires


# -- trial 36: a numbered caption over a table states its setup; a corrected figure is refuted --------
@pytest.mark.parametrize("caption", [
    "【表 1】Llama-3-70B，4×H100，TP=4，batch=32，FP8（内部 bench，2026-12-02）",
    "表 1：Llama-3-70B，4×H100，TP=4，batch=32，FP8",
    "**表 1** Llama-3-70B，4×H100，TP=4，batch=32，FP8",
    "Table 1: Llama-3-70B, 4×H100, TP=4, batch 32, FP8",
])
def test_a_numbered_caption_states_the_setup_of_its_table(caption):
    text = f"# 周报（2026-12-05）\n\n{caption}\n\n| 引擎 | 吞吐 (tok/s) |\n|---|---|\n| vLLM | 2,750 |\n"
    cells = [c.conditions_dict for c in claimcheck.extract_text(text) if c.surface == "2,750"]
    assert [(d.get("model"), d.get("hardware"), d.get("tp"), d.get("batch_size")) for d in cells] == \
        [("Llama-3-70B", "H100", "4", "32")]


def test_a_line_that_merely_mentions_a_table_is_no_caption():
    text = "# 周报（2026-12-05）\n\n表中数字为 Llama-3-70B、4×H100 的结果\n\n| 引擎 | 吞吐 (tok/s) |\n|---|---|\n| vLLM | 2,750 |\n"
    cells = [c.conditions_dict for c in claimcheck.extract_text(text) if c.surface == "2,750"]
    assert cells == [{}]


@pytest.mark.parametrize("line,refuted", [
    ("- 上周周报中 vLLM 吞吐写成 2,400 tok/s 有误，已更正为 2,750 tok/s。", ["2,400 tok/s"]),
    ("- vLLM throughput was written as 2,400 tok/s last week; it has been corrected to 2,750 tok/s.", ["2,400 tok/s"]),
    ("- 上周 vLLM 吞吐写成 2,400 tok/s，与本周不同。", []),   # quoted, not said to be wrong
])
def test_a_corrected_figure_is_refuted(line, refuted):
    claims = claimcheck.extract_text(f"# 周报 2026-12-05\n\n{line}\n")
    assert sorted({c.surface for c in claims if c.has_flag("refuted")}) == refuted


def test_a_file_over_max_bytes_is_not_announced_as_a_long_read(tmp_path, monkeypatch, capsys):
    # a fresh-user trial (session 35): a 22 MB file was announced as "reading 22.0 MB …", then refused
    from claimcheck.cli import core
    (tmp_path / "a.md").write_text("# a\n\n" + "- vLLM 吞吐 3,000 tok/s。\n" * 400, encoding="utf-8")
    monkeypatch.delenv("NO_PROGRESS", raising=False)
    monkeypatch.setattr(core, "LARGE_INPUT_NOTE_BYTES", 1000)
    size = (tmp_path / "a.md").stat().st_size
    assert core._progress([str(tmp_path)], max_bytes=size - 1) is None and capsys.readouterr().err == ""
    assert core._progress([str(tmp_path)], max_bytes=size) is None
    assert capsys.readouterr().err.startswith(f"claimcheck: note: reading {size / 1e6:.1f} MB in 1 file(s)")


def test_a_column_header_names_the_metric_of_its_longest_keyword():
    # "Request throughput" is a request throughput (sglang's benchmark README), never a token
    # throughput to compare with a blog's per-node tokens per second
    text = ("# Offline benchmark 2024-09-05\n\n| RPS | Engine | Request throughput | Output token throughput |\n"
            "|---|---|---|---|\n| inf | SGLang | 22.03 | 4281.51 |\n")
    assert [(c.surface, c.metric) for c in claimcheck.extract_text(text) if c.kind == "quantity"] == \
        [("22.03", "request_throughput"), ("4281.51", "throughput")]


@pytest.mark.parametrize("line,fires", [
    ("- 表 1 中 TPOT 最低的是 LMDeploy（24 ms）。", True),        # TensorRT-LLM has 19 ms
    ("- 表 1 中 TPOT 最低的是 TensorRT-LLM（19 ms）。", False),
    ("- Table 1: the lowest TPOT is LMDeploy's.", True),
    # points at no table, and not right under it (right under it, it is about it: session 37)
    ("另见附录。\n\n- LMDeploy 的 TPOT 最低。", False),
])
def test_a_rank_against_a_numbered_table_above(tmp_path, line, fires):
    text = ("# 周报 2026-12-05\n\n【表 1】Llama-3-70B，4×H100，TP=4，batch=32\n\n| 引擎 | TPOT (ms) |\n|---|---|\n"
            "| TensorRT-LLM | 19 |\n| LMDeploy | 24 |\n\n" + line + "\n")
    found = _check_files(tmp_path, {"w.md": text}, ["CC103"])
    assert [f.primary.line for f in found] == ([10] if fires else [])


def test_a_broken_latest_caption_regex_is_a_located_error(rules_copy):
    from claimcheck.errors import RuleError
    path = rules_copy / "grammar.yaml"
    text = path.read_text(encoding="utf-8")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith("latest_captions:"))
    path.write_text(text.replace("latest_captions: ['", "latest_captions: ['(", 1), encoding="utf-8")
    with pytest.raises(RuleError) as err:
        claimcheck.extract_text("# n\n", rules_dir=str(rules_copy))
    assert str(err.value).startswith(f"{path}:{line}:")
