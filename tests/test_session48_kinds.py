"""Session 48: review mends and the kinds of fault found by held-out set 40 and new-real batch 47.

Each firing case stands beside the cases that must stay silent; values are the right ones, worked
by hand in the comments."""
from __future__ import annotations

import re

import pytest

from test_session35_kinds import _check_files
from test_session46_kinds import _claims

YEAR_SHARE = "# 报告 2047-11-19\n\n- 设备费执行率最高（85.8%），主要为 2047 年上半年集中采购的 32 导放大器（2 台）。\n"


def _set_grammar_list(rules_dir, key, items):
    grammar = rules_dir / "grammar.yaml"
    text = grammar.read_text(encoding="utf-8")
    new, n = re.subn(rf"(?m)^{key}: \[.*\]$", f"{key}: [{', '.join(items)}]", text)
    assert n == 1
    grammar.write_text(new, encoding="utf-8")


# -- CC105: a year's words are data (grammar.yaml year_words), not literals in the check ----------------
def test_without_year_words_a_year_is_read_as_a_whole(tmp_path, rules_copy):
    _set_grammar_list(rules_copy, "year_words", [])
    found = _check_files(tmp_path, {"r.md": YEAR_SHARE}, ["CC105"], rules_dir=rules_copy)
    # 32 of 2,047 is 1.6 %, not the 85.8 % written: the finding the year words exist to stop
    assert [(f.locations[0].line, dict(f.params)["expected"]) for f in found] == [(3, "1.6%")]


def test_the_shipped_year_words_keep_a_year_from_being_a_whole(tmp_path):
    assert _check_files(tmp_path, {"r.md": YEAR_SHARE}, ["CC105"]) == []


# -- one table-cell reader: a share cell and a level cell are read by one pattern (table_totals) --------
@pytest.mark.parametrize("cell,amount,level", [
    ("12.0%", ("12.0", "0.05", "%"), None),           # a share: no level of a change column
    (" **5％** ", ("5", "0.5", "％"), None),
    ("$0.84", ("0.84", "0.005", "$"), ("0.84", "0.005", "$")),
    ("620 ms", ("620", "0.5", "ms"), ("620", "0.5", "ms")),
    ("1,500", ("1500", "0.5", ""), ("1500", "0.5", "")),
    ("+35%", None, None),                               # a change, not an amount
    ("约 12%", None, None),
])
def test_one_cell_reader_serves_shares_and_levels(cell, amount, level):
    from decimal import Decimal

    from claimcheck.checks.table_totals import cell_amount, level_cell
    as_decimals = (lambda t: None if t is None else (Decimal(t[0]), Decimal(t[1]), t[2]))
    assert cell_amount(cell) == as_decimals(amount)
    assert level_cell(cell) == as_decimals(level)


# -- CC102 leaves a listed name's version out of its length with extraction's version shape -----------
@pytest.mark.parametrize("item,name", [
    ("hierarchicalforecast 1.5.3", "hierarchicalforecast"),
    ("tensorflow v1.8.0", "tensorflow"),
    ("rocksdict 0.3.24b2", "rocksdict"),   # a PEP 440 pre-release tail
    ("Python 3.11", "Python"),
    ("statsforecast", "statsforecast"),
    ("GPT 4o", "GPT 4o"),                    # no version: a name with a digit
    ("H100 80 GB", "H100 80 GB"),            # a size, not a version
])
def test_a_listed_names_version_tail(item, name):
    from claimcheck.extraction.protected import VERSION_TAIL
    assert VERSION_TAIL.sub("", item) == name


# -- a percentage cell's row-label metric: the header's answer is remembered per header ------------------
ROW_LABEL_TABLE = ("# 报告 2047-11-19\n\n| 指标 | 要求 | 实际完成 |\n|---|---|---|\n"
                   "| 4 类 MI 准确率 | ≥ 72% | 78.4% |\n| 通道剔除比例 | ≤ 10% | 8.5% |\n")


def test_row_label_metrics_of_percent_cells_and_the_header_memo(tmp_path):
    from claimcheck.extraction.compiled import grammar_for
    from claimcheck.frames.builder import FrameBuilder
    from claimcheck.frames.metric import _header_names_metric
    from claimcheck.resources import load_resources

    claims = _claims(tmp_path, "r.md", ROW_LABEL_TABLE)
    # ("≥ 72%" is a bound of the same metric; "4 类" a count of the row's label)
    assert [(c.surface, c.metric) for c in claims if c.line == 5 and c.kind == "percent"] == [
        ("≥ 72%", "accuracy"), ("78.4%", "accuracy")]
    res = load_resources()
    fb = FrameBuilder(res, grammar_for(res))
    assert (_header_names_metric(fb, "实际完成"), _header_names_metric(fb, "吞吐 (tok/s)")) == (False, True)
    assert fb.header_metric_memo == {"实际完成": False, "吞吐 (tok/s)": True}


# -- CC102 on release notes and maintainer lists (new-real batch 47) ------------------------------------
NOTES = ("# Changes\n\n"
         "- The property creators :code:`control` and :code:`setting` do not accept arbitrary keyword arguments anymore.\n"
         "- The property creators :code:`control` and :code:`setting` do not accept `command_process` anymore (@bmoneke, #878).\n")


def test_a_change_crediting_its_contributor_and_pull_request_is_named_by_its_text(tmp_path):
    assert _check_files(tmp_path, {"n.md": NOTES}, ["CC102"], lang="en") == []
    twice = NOTES + "- Adds a timeout (@neuschs, #927).\n- Adds a timeout (@neuschs, #927).\n"
    found = _check_files(tmp_path, {"n.md": twice}, ["CC102"], lang="en")
    assert [(f.locations[0].line, f.locations[1].line) for f in found] == [(6, 5)]


@pytest.mark.parametrize("item,head", [
    ("Add :code:`get_process_list` and make it dynamic", "add get_process_list and make it dynamic"),
    ("**[Enterprise]** Fairness constraints like load balancing.", "fairness constraints like load balancing."),
    ("**[2026/03]** **Deprecating v1**", "deprecating v1"),
    ("**BoltServe** with FP8", "boltserve"),
])
def test_an_items_head_past_roles_and_tags(item, head):
    from claimcheck.checks.lists import _RST_ROLE, _item_head
    assert _item_head(_RST_ROLE.sub(r"\1", item)) == head


# -- CC105: a percentage is no whole of a part (held-out set 40: "83 人（74.1%）…，其中 61 人") ----------
@pytest.mark.parametrize("line,expected", [
    ("- 83 人（74.1%）在项目里用 gpiozero 控制 LED，其中 61 人从未改过默认的引脚工厂。", []),
    # the count itself is still a whole: 61 of 83 is 73.5 %, not the 80.0 % written
    ("- 共 83 人用 gpiozero，其中 61 人从未改过引脚工厂，占比 80.0%。", [(3, "73.5%")]),
])
def test_a_percentage_is_no_whole(tmp_path, line, expected):
    found = _check_files(tmp_path, {"s.md": f"# 调研 2048-10-16\n\n{line}\n"}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params)["expected"]) for f in found] == expected


# -- CC101: a heading's count over a code block counts the block, not the bullets after it (set 40) -----
HEADED = "# 通讯 2048-06-15\n\n### Herbie 命令行三例\n\n{between}- 第一条列出全部变量；第二条只下载温度。\n- `--subset` 的写法与 Python 接口相同。\n"


@pytest.mark.parametrize("between,lines", [
    ("```bash\nherbie inventory -m rap\nherbie download -m gfs\nherbie data -m hrrr\n```\n\n", []),
    ("", [3]),   # the bullets right under the heading are its list: two, not three
])
def test_a_code_block_under_a_counted_heading(tmp_path, between, lines):
    found = _check_files(tmp_path, {"n.md": HEADED.format(between=between)}, ["CC101"])
    assert [f.locations[0].line for f in found] == lines


# -- CC105 table totals: rounding of whole counts cannot reach the slack's edge (held-out set 40) -------
SEASONS = "# 交接 2048-03-06\n\n| 赛季 | 场次 |\n|---|---|\n| A | 40 |\n| B | 43 |\n| C | 28 |\n| 合计 | {total} |\n"


@pytest.mark.parametrize("total,expected", [("113", [(8, "111")]), ("112", []), ("111", []), ("109", [(8, "111")])])
def test_a_total_off_by_the_whole_rounding_slack(tmp_path, total, expected):
    # three parts may each be off by 0.5 and the total by 0.5, each interval half-open: 111 ± 2 is
    # out of reach, 111 ± 1 within it
    found = _check_files(tmp_path, {"t.md": SEASONS.format(total=total)}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params)["expected"]) for f in found] == expected


# -- a frame rate is a quantity ("15 fps"), so a bilingual pair's figures are compared (held-out set 40) --
PAIR = ("# 调研 2048-10-16\n\n## 2. 主要发现 / Key findings\n\n"
        "中：Pi Zero 2 W 上 1280×720 录像只有 15 fps，只适合延时摄影和低速监控。\n"
        "EN: On the Pi Zero 2 W, 1280×720 recording reaches only {fps} fps, which limits it to time-lapse.\n")


@pytest.mark.parametrize("fps,found", [("12", [(6, "12 fps", "15 fps")]), ("15", [])])
def test_a_frame_rate_pair(tmp_path, fps, found):
    claims = _claims(tmp_path, "p.md", PAIR.format(fps=fps))
    assert [(c.surface, c.norm_unit) for c in claims if c.line == 5 and "fps" in c.surface] == [("15 fps", "frame_per_second")]
    findings = _check_files(tmp_path, {"p.md": PAIR.format(fps=fps)}, ["CC201"])
    assert [(f.locations[0].line, f.locations[0].surface, f.locations[1].surface) for f in findings] == found


# -- CC103: a rank word under a table ranks its one metric column only when it names no other column ---
SURVEY = ("# 调研 2048-10-16\n\n| 群体 / Group | 发放 / Invited | 回收 / Responded | 回收率 / Rate | "
          "占受访者 / Share of respondents |\n|---|---|---|---|---|\n"
          "| 学生 / Students | 88 | 64 | 72.7% | 57.1% |\n| 教职工 / Staff | 30 | 21 | 70.0% | 18.8% |\n"
          "| 社区会员 / Community members | 42 | 27 | 64.3% | 24.1% |\n| 合计 / Total | 160 | 112 | 70.0% | 100.0% |\n\n"
          "- {sentence}\n")


@pytest.mark.parametrize("sentence,lines", [
    # the rate column: 64.3 % is the lowest ("Community members" bound the share column's 24.1 %)
    ("社区会员回收率最低，主要因为问卷期间只在工作日开放了纸质版 / Community members responded least, mainly "
     "because the paper form was only available on weekdays.", []),
    ("社区会员占比最低 / Community members are the smallest share.", [10]),  # the share column: 18.8 % is lower
])
def test_a_rank_under_a_table_names_its_column(tmp_path, sentence, lines):
    found = _check_files(tmp_path, {"s.md": SURVEY.format(sentence=sentence)}, ["CC103"])
    assert [f.locations[0].line for f in found] == lines


def test_a_setting_opener_before_an_rst_role_names_the_item_by_what_follows(tmp_path):
    # the setting's span is read on the item with its role unwrapped: "on hopper, " + the rest
    text = ("# Changes\n\n- On Hopper, add :code:`fp8_gemm` to the kernels\n"
            "- On Hopper, add :code:`fp8_gemm` to the kernels\n- On Hopper, relax :code:`tma` checks\n")
    found = _check_files(tmp_path, {"c.md": text}, ["CC102"], lang="en")
    assert [(f.locations[0].line, f.locations[1].line) for f in found] == [(4, 3)]
