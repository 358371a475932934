"""Session 24: faults that new real READMEs (batch 25) and held-out set 17 showed, each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck


def _check(tmp_path, text: str, select: list[str], name: str = "n.md"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], as_of="2027-09-30", select=select).findings


@pytest.mark.parametrize("noun,members,fires", [
    # the members of numbered groups, one bullet each (batch-25 regex.md: "2 groups" over four
    # bullets that say "is group 1" / "is group 2")
    ("groups", ["`(a)` is group 1", "`(b)` is group 2, also called foo", "`(c)` is group 2 too",
                "`(d)` is group 2 because of its name"], False),
    ("stages", ["`parse` runs in stage 1.", "`plan` runs in stage 2.", "`bind` is stage 2 as well."], False),
    # members of three numbered groups under "2 groups" disagree with it
    ("groups", ["`(a)` is group 1", "`(b)` is group 2", "`(c)` is group 3"], True),
    # an item that names no group: the list is counted as items
    ("groups", ["`(a)` is group 1", "`(b)` is group 2", "`(c)` has no number"], True),
])
def test_a_list_of_the_members_of_numbered_groups_counts_the_groups(tmp_path, noun, members, fires):
    text = f"In this pattern there are 2 {noun}:\n\n" + "".join(f"* {m}\n\n" for m in members)
    found = _check(tmp_path, text, ["CC101"])
    assert [f.locations[0].line for f in found] == ([1] if fires else [])


def test_a_chinese_list_of_numbered_group_members_counts_the_groups(tmp_path):
    text = "本轮任务分 2 组：\n\n- 抓取属于第 1 组\n- 清洗属于第 2 组\n- 去重也属于第 2 组\n"
    assert _check(tmp_path, text, ["CC101"]) == []
    text = "本轮任务分 3 组：\n\n- 抓取属于第 1 组\n- 清洗属于第 2 组\n"
    assert [f.locations[0].line for f in _check(tmp_path, text, ["CC101"])] == [1]


@pytest.mark.parametrize("tag", ["Breaking", "Experimental", "Security", "feat", "破坏性变更"])
def test_a_changelog_tag_flags_its_items_rather_than_naming_them(tmp_path, tag):
    # batch-25 charset-normalizer.md: four "Breaking:" removals read as one item four times
    sep = "：" if not tag.isascii() else ": "
    items = ["Method `first()` from the Match class", "Class aliases Detector and Doctor",
             "Top-level function `normalize`"]
    text = "### Removed\n" + "".join(f"- {tag}{sep}{item}\n" for item in items)
    assert _check(tmp_path, text, ["CC102"]) == []
    # the same removal under the tag twice is still one item twice
    found = _check(tmp_path, text + f"- {tag}{sep}{items[1]}\n", ["CC102"])
    assert [f.locations[0].line for f in found] == [5]


def _tiers(text: str) -> dict[str, str]:
    return {c.surface: c.source.tier for c in claimcheck.extract_text(text) if c.kind == "quantity"}


@pytest.mark.parametrize("sentence", [
    # where a test file came from, not who said the figure (batch-25 charset-normalizer.md)
    "We fed a 272 MiB UTF-8 (Reddit archive on comments/posts) file and waited 3.4 s.",
    "We fed a 2 GB dump of Twitter posts to the parser and waited 3.4 s.",
    "我们用一个 500 MB 的 Reddit 评论 dump 测试，耗时 3.4 s。",
    "我们用 500 MB 的知乎数据集测试，耗时 3.4 s。",
])
def test_a_channel_named_as_a_test_sets_origin_is_no_source(sentence):
    assert "tertiary" not in _tiers(sentence + "\n").values()


@pytest.mark.parametrize("sentence", [
    "Reddit 上有人说 vLLM 吞吐 3200 tok/s。",
    "A Reddit post claims vLLM reaches 3200 tok/s.",
    # a data word elsewhere on the line does not clear a channel that said the figure
    "A Reddit post claims 3200 tok/s on the ShareGPT dataset.",
])
def test_a_channel_that_said_the_figure_is_still_tertiary(sentence):
    assert "tertiary" in _tiers(sentence + "\n").values()


@pytest.mark.parametrize("line,fires", [
    # a colon between digits is part of an item, not the end of the list (held-out set 16 R027)
    ("RGB storage supports five subsampling modes: 4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1 and 4:4:1; we use 4:4:4.", True),
    ("RGB storage supports six subsampling modes: 4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1 and 4:4:1; we use 4:4:4.", False),
    ("The player offers three aspect ratios: 16:9, 4:3 and 21:9.", False),
    ("The player offers two aspect ratios: 16:9, 4:3 and 21:9.", True),
])
def test_a_comma_list_of_items_with_colons_between_digits_is_counted(tmp_path, line, fires):
    found = _check(tmp_path, "# Codec\n\n- " + line + "\n", ["CC101"])
    assert [f.locations[0].line for f in found] == ([3] if fires else [])


@pytest.mark.parametrize("line,expected", [
    # the share of the time first, then the speed-up (held-out set 16 R020: 100 / 0.99 is 101x)
    ("On Findall re2 needs 0.99% of re's time, roughly a 10x speed-up.", "101×"),
    ("The new planner needs 20% of the old planner's latency, a 10x speed-up.", "5×"),
    ("On Search re2 needs 10% of re's time, roughly a 10x speed-up.", None),
    # a share of memory says nothing of a speed-up
    ("The new planner needs 20% of the memory, a 10x speed-up.", None),
])
def test_a_share_of_the_time_before_a_speedup_is_checked(tmp_path, line, expected):
    found = _check(tmp_path, "# Engines\n\n" + line + "\n", ["CC105"])
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == ([expected] if expected else [])


@pytest.mark.parametrize("line,expected", [
    # a part said to be a share of a whole written beside it (held-out set 16 R034)
    ("`del b` 释放 152.488 MiB，约为峰值 199.117 MiB 的 90%。", "76.6%"),
    ("The second run frees 150 MiB, about 90% of the 200 MiB peak.", "75%"),
    ("释放 150 MiB，约为峰值 200 MiB 的 75%。", None),
    ("吞吐 3000 tok/s，为 A100 上 2000 tok/s 的 150%。", None),
    # different units: no share of one by the other
    ("释放 150 MiB，约为峰值 2 s 的 90%。", None),
])
def test_a_part_said_to_be_a_share_of_a_named_whole_is_checked(tmp_path, line, expected):
    found = _check(tmp_path, "# 内存\n\n" + line + "\n", ["CC105"])
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == ([expected] if expected else [])


def test_a_count_broken_down_by_kind_is_left_to_the_sum_of_its_parts(tmp_path):
    # held-out set 17's trap: nine formats in four kinds; CC101 does not count the four
    line = "- 日期格式共 {n} 种：extended 2 种、basic 1 种、week date 4 种、ordinal date 2 种；只用一种。\n"
    assert _check(tmp_path, "# 格式\n\n" + line.format(n=9), ["CC101", "CC105"]) == []
    # parts that do not add up are one finding, CC105's (the total and its parts), not two
    found = _check(tmp_path, "# 格式\n\n" + line.format(n=8), ["CC101", "CC105"])
    assert [(f.code, f.locations[0].line) for f in found] == [("CC105", 3)]
    # items without their own counts are still counted as items
    found = _check(tmp_path, "# 格式\n\n- 日期格式共 3 种：extended、basic、week date、ordinal date。\n", ["CC101"])
    assert [(f.code, f.locations[0].line) for f in found] == [("CC101", 3)]


@pytest.mark.parametrize("pin,fires", [
    ("- Pin `fastarvo==1.13.1` in the worker image.", True),
    ("- Run `pip install -U fastarvo` in the worker image.", True),
    ("- Pin `fastavro==1.13.1` in the worker image.", False),
    # a swap outside a requirement, or a name too short, is not read
    ("- The fastarvo reader is pinned in the worker image.", False),
])
def test_a_pinned_package_name_with_two_letters_swapped_is_a_misspelling(tmp_path, pin, fires):
    # held-out set 17 R027: "fastarvo" pinned where the ADR writes fastavro everywhere else
    text = ("# Decoding\n\nWe decode with fastavro: fastavro reads 40k records per batch.\n"
            "The fastavro writer keeps the schema.\n\n" + pin + "\n")
    found = _check(tmp_path, text, ["CC205"])
    assert [(f.locations[0].line, "fastavro" in f.message) for f in found] == ([(6, True)] if fires else [])


@pytest.mark.parametrize("head,expected", [
    # a report on a period is dated at its end (held-out set 17: the 10-25 start hid a release)
    ("# 性能工具组双周报（2027-10-25 ～ 2027-11-05）\n", "2027-11-05"),
    ("# Weekly report 2026-07-01 to 07-17\n", "2026-07-17"),
    ("# 周报 2026年7月1日至7月17日\n", "2026-07-17"),
    ("# Notes 2026-09-28 - 10-02\n", "2026-10-02"),
    # a date alone, a date before a dash and a word, and an end before the start stay the date
    ("# Notes 2026-09-28\n", "2026-09-28"),
    ("# 2026-09-28 - v2 notes\n", "2026-09-28"),
    ("# Notes 2026-09-28 – 2025-01-01\n", "2026-09-28"),
])
def test_a_document_dated_by_a_range_is_dated_at_its_end(head, expected):
    from claimcheck.text.ingest import document_date
    assert document_date("notes.md", head + "\n正文。\n") == expected


@pytest.mark.parametrize("sentence,version,flags", [
    # a latest phrase with its version word and no copula (held-out set 17 R054)
    ("其余服务已在 charset-normalizer 当前最新版 3.5.1 上。", "3.5.1", {"latest"}),
    ("vLLM 当前最新版 0.11.2。", "0.11.2", {"latest"}),
    # a version a verb moves a name to, and a bracket of apposition that calls it the current one
    ("导入镜像升级：charset-normalizer 升到 3.5.3（PyPI 当前版本），其余不变。", "3.5.3", {"latest"}),
    ("ruff upgraded to 0.17.3 yesterday.", "0.17.3", set()),
    # "就是" joins a version to a latest word after it (held-out set 16 R047)
    ("devpi 上的 gevent 24.2.1 就是当前最新版，镜像已齐。", "24.2.1", {"latest"}),
])
def test_more_ways_of_calling_a_version_the_current_one(sentence, version, flags):
    got = [(c.value, c.flags) for c in claimcheck.extract_text(sentence + "\n", doc_date="2027-12-08")
           if c.kind == "version"]
    assert [v for v, _ in got] == [version]
    assert {"latest", "published"} & set(got[0][1]) == flags


def test_a_section_number_is_still_no_version():
    assert [c for c in claimcheck.extract_text("See section 3.5.1 for details; 详见 3.5.1 节。\n")
            if c.kind == "version"] == []


def test_a_current_version_behind_one_the_report_upgraded_to_is_reported(tmp_path):
    # held-out set 17 R054: a postmortem's timeline upgrades to 3.5.3 (the PyPI current one), and a
    # later line calls 3.5.1 the current latest
    text = ("# Postmortem 2027-12-08\n\n| 时间 | 事件 |\n|---|---|\n"
            "| 12-02 10:40 | 导入镜像升级：charset-normalizer 升到 3.5.3（PyPI 当前版本） |\n\n"
            "- 其余 6 个服务的镜像已在 charset-normalizer 当前最新版 3.5.1 上，不受影响。\n")
    found = _check(tmp_path, text, ["CC203"])
    assert [(f.locations[0].line, "3.5.1" in f.message, "3.5.3" in f.message) for f in found] == [(7, True, True)]


def _cell_versions(text: str) -> list[tuple]:
    return [(c.line, c.surface, c.subject, "latest" in c.flags, "published" in c.flags)
            for c in claimcheck.extract_text(text, doc_date="2027-08-18") if c.kind == "version"]


def test_a_version_alone_in_a_cell_is_its_rows_and_the_header_says_current_or_quoted():
    # held-out set 16 R047: the FAQ's matrix says 26.9.0 is gevent's current version
    table = "| 包 | {head} | 最低 Python |\n|---|---|---|\n| gevent | 26.9.0 | 3.9 |\n| {row} | v1.2.0 | 3.9 |\n"
    assert _cell_versions(table.format(head="当前版本（PyPI）", row="cytoolz")) == [
        (3, "26.9.0", "gevent", True, False), (4, "v1.2.0", "cytoolz", True, False)]
    assert _cell_versions(table.format(head="PyPI 版本", row="cytoolz")) == [
        (3, "26.9.0", "gevent", False, True), (4, "v1.2.0", "cytoolz", False, True)]
    assert _cell_versions(table.format(head="版本", row="cytoolz"))[0] == (3, "26.9.0", "gevent", False, False)


def test_a_cell_version_of_a_row_that_names_no_software_is_called_current_by_nobody():
    # batch-10 mindformers.md: "Latest Version" of a row of models is the project's version that
    # still supports the model, not the model's
    table = ("| Model | Specifications | Latest Version |\n|---|---|---|\n"
             "| [CodeLlama](https://example.org/codellama.md) `EOL` | 34B | 1.5.0 |\n"
             "| Llama-3-8B | 8B | 1.3.2 |\n")
    assert [latest for _, _, _, latest, _ in _cell_versions(table)] == [False, False]


def test_a_section_number_in_a_sentence_or_a_figure_cell_is_no_cell_version():
    text = "| 节 | 说明 |\n|---|---|\n| 见 3.5.1 节 | 3.5 ms |\n"
    assert _cell_versions(text) == []


@pytest.mark.parametrize("text,subjects", [
    # each figure of a list of "NAME figure" pairs is its own package's (held-out set 17: every
    # figure went to the one camel-cased name of the list)
    ("计时：pylev 7.48 ms、pyxDamerauLevenshtein 11.4 µs、editdistance 3.5 µs、python-Levenshtein 3.21 µs。",
     ["pylev", "pyxDamerauLevenshtein", "editdistance", "python-Levenshtein"]),
    ("Timings: pylev 7.48 ms, editdistance 3.5 µs, python-Levenshtein 3.21 µs.",
     ["pylev", "editdistance", "python-Levenshtein"]),
    # metric words, settings and percentiles before a figure name no system
    ("vLLM 延迟：TTFT 120 ms、TPOT 30 ms。", ["vLLM", "vLLM"]),
    ("vLLM：p50 120 ms、p99 300 ms。", ["vLLM", "vLLM"]),
    # one pair is no list
    ("耗时：pylev 7.48 ms。", [None]),
])
def test_each_figure_of_a_list_of_name_figure_pairs_is_its_names(text, subjects):
    assert [c.subject for c in claimcheck.extract_text(text + "\n") if c.kind == "quantity"] == subjects


@pytest.mark.parametrize("third,fires", [("3.21 µs", True), ("3.81 µs", False)])
def test_a_group_ranked_after_its_list_of_timings_is_checked_against_it(tmp_path, third, fires):
    # held-out set 17 R011: "这四个库里单次最快" two lines below the four timings
    text = (f"# 复核\n\nREADME 的计时：pylev 7.48 ms、editdistance 3.5 µs、python-Levenshtein {third}。\n"
            "换算：pylev 约慢 2000 倍。\n\n结论：editdistance 是这三个库里单次最快的。\n")
    found = _check(tmp_path, text, ["CC103"])
    assert [(f.locations[0].line, "python-Levenshtein" in f.message) for f in found] == ([(6, True)] if fires else [])


def test_a_rank_of_a_group_is_not_read_from_a_list_that_names_two_of_its_subjects(tmp_path):
    # the sentence must name one subject of the list: "A 和 B 是这三个里最快的" ranks two
    text = ("# 复核\n\n计时：pylev 7.48 ms、editdistance 3.5 µs、python-Levenshtein 3.21 µs。\n\n"
            "editdistance 和 pylev 是这三个库里最快的两个。\n")
    assert _check(tmp_path, text, ["CC103"]) == []


@pytest.mark.parametrize("line", [
    # two versions of one software are no figures to divide (a fresh-user trial of session 24)
    "pydantic 2.14 比 pydantic 1.10 快 17 倍（官方文档）。",
    "vLLM 0.12 比 vLLM 0.10 快 1.4 倍。",
    "2.14 版比 1.10 版快 17 倍。",
])
def test_two_versions_compared_are_not_divided(tmp_path, line):
    assert _check(tmp_path, "# 升级\n\n" + line + "\n", ["CC105"]) == []


def test_two_systems_figures_compared_are_still_divided(tmp_path):
    found = _check(tmp_path, "# 对比\n\nSGLang 275.32 对 vLLM 24.45，约 20 倍。\n", ["CC105"])
    assert [f.message.rsplit(" ", 1)[-1] for f in found] == ["11.26×"]


@pytest.mark.parametrize("sentence,expected", [
    # a two-part version of an unknown name called the latest version right after it
    ("numpy 2.4 是当前最新版本。", ("2.4", "numpy")),
    ("numpy 2.5 已是最新版，可以升级。", ("2.5", "numpy")),
    ("pydantic 2.14 is the latest release.", ("2.14", "pydantic")),
    # a figure called the latest measurement stays no version
    ("TTFT 1.5 是最新的测量。", None),
])
def test_a_two_part_version_called_the_latest_is_read(sentence, expected):
    got = [(c.value, c.subject) for c in claimcheck.extract_text(sentence + "\n")
           if c.kind == "version" and "latest" in c.flags]
    assert got == ([expected] if expected else [])


def test_two_latest_two_part_versions_of_an_unknown_package_conflict(tmp_path):
    text = "# 笔记\n\nnumpy 2.4 是当前最新版本。\n\n另一处：numpy 2.5 已是最新版，可以升级。\n"
    found = _check(tmp_path, text, ["CC203"])
    assert [(f.code, f.locations[0].line) for f in found] == [("CC203", 3)]


@pytest.mark.parametrize("slip,fires", [
    # a capitalised word once, two letters of a package's name swapped (a fresh-user trial)
    ("Pydnatic 的 v1 兼容层还在。", True),
    # an ordinary word's typo is a spell checker's: "metrics" is never written as software here
    ("Mertics 一节列出了指标。", False),
    # two common words stay two words
    ("Casual readers may skip this part.", False),
])
def test_a_capitalised_slip_of_a_package_written_in_lower_case(tmp_path, slip, fires):
    text = ("# 选型\n\npydantic 2.14 很快。我们用 pydantic 做校验，pydantic 的 metrics 与 metrics 文档也好。\n"
            "The causal mask is causal, and causal decoding too.\n\n" + slip + "\n")
    found = _check(tmp_path, text, ["CC205"])
    assert [f.locations[0].line for f in found] == ([6] if fires else [])
