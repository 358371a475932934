"""Spec rows for the kinds of miss held-out set 14 showed (session 21): a package called the
latest without a version word ("Scalene 目前最新是 1.5.51"), and one software written in two
cases ("scalene 2.4.0" in a quoted README, "Scalene" in the text), which CC203 must see as one;
a package index before a version ("PyPI 2.4.0 页面") is no software of its own.  Each row is a
small document in zh, en or mixed text."""
from __future__ import annotations

from pathlib import Path

import pytest

import claimcheck
from claimcheck.checks.cross_source import software_key

AS_OF = "2027-02-15"


def versions(tmp_path: Path, text: str) -> list[tuple]:
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return [(c.surface, c.subject, c.has_flag("latest"))
            for c in claimcheck.extract([tmp_path / "note.md"]).claims if c.kind == "version"]


def report(tmp_path: Path, text: str, code: str):
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / "note.md"], as_of=AS_OF, lang="zh", select=[code])


@pytest.mark.parametrize("text,expected", [
    # a latest word, a copula and a three-part version after a name: that name's latest version
    ("# 版本\n\nScalene 目前最新是 1.5.51（2025.01.29 发布）。\n", [("1.5.51", "Scalene", True)]),
    ("# 版本\n\nmemray 当前是 1.20.0。\n", [("1.20.0", "memray", True)]),
    # two parts and no version word: a value, not a version
    ("# 版本\n\nTTFT 当前为 1.5 秒。\n", []),
    ("# 版本\n\nspeedup 目前为 1.5。\n", []),
    # with the version word, as before (two parts allowed)
    ("# 版本\n\naiconfigurator 当前版本是 0.9。\n", [("0.9", "aiconfigurator", True)]),
])
def test_a_name_called_latest_without_a_version_word(tmp_path, text, expected):
    assert versions(tmp_path, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the page of a version on the package index: no version of a software named "PyPI"
    ("# 来源\n\n来源：scalene README（PyPI 2.4.0 页面）\n", []),
    ("# Sources\n\nThe scalene 2.4.0 page on PyPI 2.4.0.\n", [("2.4.0", "scalene", False)]),
    # an installer's version is its own
    ("# Sources\n\nInstalled with pip 24.3.1.\n", [("24.3.1", "pip", False)]),
    # the package's own name before it still names it
    ("# 来源\n\n来源：PyPI 上的 scalene 2.4.0 页面\n", [("2.4.0", "scalene", False)]),
])
def test_a_package_index_is_no_software(tmp_path, text, expected):
    assert versions(tmp_path, text) == expected


@pytest.mark.parametrize("name,key", [
    ("Scalene", "scalene"), ("flash_attn", "flash-attn"), ("Flash.Attn", "flash-attn"),
    ("vLLM", "vllm"), ("TensorRT-LLM", "tensorrt-llm"), ("a__b--c", "a-b-c"),
])
def test_software_key_is_the_package_index_normal_form(name, key):
    assert software_key(name) == key


@pytest.mark.parametrize("text,lines", [
    # the README quoted is of "scalene 2.4.0"; the text calls "Scalene" 1.5.51 the latest
    ("# 简报 2027-02-15\n\n来源：PyPI README 三份（scalene 2.4.0 / memray 1.20.0）\n\n## 版本\n\n"
     "Scalene 目前最新是 1.5.51。\n", [7]),
    # the README quoted is older: no release is newer than the latest one
    ("# 简报 2027-02-15\n\n来源：PyPI README（scalene 1.5.40）\n\n## 版本\n\nScalene 目前最新是 1.5.51。\n", []),
    # two "latest" versions in two cases of one name
    ("# 简报 2027-02-15\n\nscalene 最新版本是 2.4.0。\n\nScalene 目前最新是 1.5.51。\n", [5]),
])
def test_one_software_in_two_cases_is_one_for_version_conflict(tmp_path, text, lines):
    found = report(tmp_path, text, "CC203").findings
    assert sorted(f.locations[0].line for f in found) == lines


# -- the docs generator's arguments ------------------------------------------------------------
@pytest.mark.parametrize("argv,code", [(["--help"], 0), (["-h"], 0), (["--write"], 2), (["a", "b"], 2)])
def test_the_docs_generator_takes_no_option_for_a_folder(tmp_path, monkeypatch, capsys, argv, code):
    from claimcheck.docs import main
    monkeypatch.chdir(tmp_path)
    assert main(argv) == code
    assert list(tmp_path.iterdir()) == []  # nothing written (it wrote ./--help/rules/*.md)
    out = capsys.readouterr()
    assert "usage: python -m claimcheck.docs" in (out.out if code == 0 else out.err)


# -- a month and day without a year ------------------------------------------------------------
def dates(tmp_path: Path, text: str) -> list[tuple]:
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return [(c.surface, str(c.value)) for c in claimcheck.extract([tmp_path / "note.md"]).claims if c.kind == "date"]


@pytest.mark.parametrize("line,expected", [
    # a deadline word after it, or a "by" word before it: a day of the document's year
    ("运维组答应 02-20 前把 sysctl 打开。", [("02-20", "2027-02-20")]),
    ("讲师会在 03-10 之前补到这里。", [("03-10", "2027-03-10")]),
    ("The fix is due 03-10, says the vendor.", [("03-10", "2027-03-10")]),
    ("截至 01-31 共收到 12 份反馈。", [("01-31", "2027-01-31")]),
    # no such word: a range, a score, a size, a part number
    ("显存从 10-12 GB 不等。", []),
    ("每周 05-10 次发布。", []),
    ("比分 02-20，客队领先。", []),
    ("零件号 A-02-20 前后两批。", []),
    # no such day
    ("答应 02-30 前交付。", []),
    ("答应 13-01 前交付。", []),
])
def test_a_month_and_day_beside_a_deadline_word(tmp_path, line, expected):
    got = dates(tmp_path, f"# 周报 2027-02-24\n\n{line}\n")
    assert [d for d in got if d[0] != "2027-02-24"] == expected


@pytest.mark.parametrize("confirmation,lines", [
    # a report that takes the change for granted confirms nothing
    ("本报告的测试按已开启处理。", [3]),
    ("以下数字假设已开启。", [3]),
    ("若已开启，respawn 测试可直接复用。", [3]),
    # saying it was done does (a promise with no named subject: on its own line)
    ("现已开启。", []),
])
def test_a_supposition_is_no_confirmation(tmp_path, confirmation, lines):
    (tmp_path / "note.md").write_text(f"# 压测报告 2027-02-24\n\n运维组答应 02-20 前把 sysctl 打开，{confirmation}\n",
                                      encoding="utf-8")
    found = claimcheck.check([tmp_path / "note.md"], as_of="2027-02-24", lang="zh", select=["CC303"]).findings
    assert [f.locations[0].line for f in found] == lines


# -- CC205: names set against each other ------------------------------------------------------
_GZIP = "# Gzip\n\nThe GzipFile class wraps a stream. GzipFile reads. GzipFile writes. GzipFile seeks.\n\n"


@pytest.mark.parametrize("line,fires", [
    # a contrast joins two names on purpose, with or without code or quote marks around them
    ("``gzip_ng.open`` returns a ``GzipNGFile`` instead of ``GzipFile``.", False),
    ("`open` returns a `GzipNGFile` rather than a `GzipFile`.", False),
    ("open 返回 “GzipNGFile” 而不是 “GzipFile”。", False),
    ("open returns GzipNGFile, not GzipFile.", False),
    ("open returns **GzipNGFile** and **GzipFile** both.", False),
    # no joiner between them: the rarer spelling, in prose, is still a likely slip
    ("gzip_ng.open returns a GzipNGFile; see the class docs.", True),
    ("open returns GzipNGFile for the caller to use with GzipFile.", True),
    # written only as inline code (Markdown or reStructuredText): an identifier copied from code
    ("``gzip_ng.open`` returns a ``GzipNGFile``; see the class docs.", False),
    ("`gzip_ng.open` returns a `GzipNGFile`; see the class docs.", False),
    # once in prose is enough to be a candidate again
    ("`GzipNGFile` is what open returns: a GzipNGFile.", True),
])
def test_names_set_against_each_other_are_two_names(tmp_path, line, fires):
    found = report(tmp_path, _GZIP + line + "\n", "CC205").findings
    assert [f.locations[0].line for f in found] == ([5] if fires else [])


@pytest.mark.parametrize("text,spans", [
    ("a ``IntEnum`` b", ["``IntEnum``"]),
    ("a `x` b `y`", ["`x`", "`y`"]),
    ("``a `b` c``", ["``a `b` c``"]),
    ("no code ` here", []),
    ("a ```fenced``` b", ["```fenced```"]),
])
def test_inline_code_spans(text, spans):
    from claimcheck.checks.cross_source import _CODE_SPAN
    assert [m.group(0) for m in _CODE_SPAN.finditer(text)] == spans


# -- chips named by a letter and a digit -------------------------------------------------------
def hardware(tmp_path: Path, line: str) -> list:
    (tmp_path / "note.md").write_text(f"# Notes\n\n{line}\n", encoding="utf-8")
    return [c.conditions_dict.get("hardware") for c in claimcheck.extract([tmp_path / "note.md"]).claims
            if c.kind != "date"]


@pytest.mark.parametrize("line,expected", [
    # lower case: a cache level, a layer, a step
    ("- The l4 cache hit rate is 35% at bs=8.", [None]),
    ("- Layer l4 of the model takes 2.1 ms.", [None]),
    ("- Step t4 took 30 s.", [None]),
    # with the capital, or in a multi-word name, the chip
    ("- 在 L4 上 900 tok/s，T4 上 300 tok/s。", ["L4", "T4"]),
    ("- On a Tesla t4, 300 tok/s.", ["T4"]),
    ("- NVIDIA l4: 800 tok/s.", ["L4"]),
])
def test_l4_and_t4_in_lower_case_are_no_chips(tmp_path, line, expected):
    assert hardware(tmp_path, line) == expected


# -- CC102: chat logs and points about one name -----------------------------------------------
@pytest.mark.parametrize("items,lines", [
    # a chat log: each line opens with its clock time (bracketed or not, with seconds or not)
    (["[10:02] @alert-bot: p99 = 2.31 s", "[10:06] @chenmo: 火焰图都在 levenshtein 里", "[10:11] @wen：装 extras"], []),
    (["【10:02】 alert: p99 up", "【10:06】 chenmo：火焰图"], []),
    (["[10:02:15] bot: p99 up", "[10:06:40] chenmo: flame graph"], []),
    # points about one name one after the other: one item each
    (["rapidjson：`dump` 的示例切成 5 块", "rapidjson：1.24 起不再支持 Python 3.9", "hiredis：3.5.0"], []),
    (["**vLLM**: supports FP8 KV cache", "**vLLM**: chunked prefill is on by default"], []),
    # the same point twice in a row, or the same name far apart: one item twice
    (["rapidjson：流式输出", "rapidjson：流式输出"], [4]),
    (["rapidjson：JSON 编解码", "hiredis：Redis 协议解析", "rapidjson：流式输出"], [5]),
])
def test_chat_log_lines_and_points_about_one_name(tmp_path, items, lines):
    text = "## 列表\n\n" + "".join(f"- {item}\n" for item in items)
    found = report(tmp_path, text, "CC102").findings
    assert [f.locations[0].line for f in found] == lines


# -- held-out set 15's kinds: a 、-list of names, a promised upgrade ---------------------------
@pytest.mark.parametrize("line,expected", [
    # a name twice in a 、-list after its label
    ("后端：x64/ARM CPU、CUDA、Vulkan、OpenGL（4.3+）、Vulkan、Apple Metal。", ["Vulkan"]),
    ("团队：张三、李四、王五、李四。", ["李四"]),
    # every name once, or a 、 that joins clauses or long phrases: nothing
    ("后端：x64/ARM CPU、CUDA、Vulkan、OpenGL（4.3+）、Apple Metal。", []),
    ("A 为 117B 参数、5.1B 激活，B 为 21B 参数、5.1B 激活。", []),
    ("两项：CUDA、Vulkan。", []),
    ("计划：把报表库升级到 PostgreSQL 16 并验证所有存储过程、把 asyncpg 迁移排进下周、把报表库升级到 PostgreSQL 16 并验证所有存储过程。", []),
])
def test_a_name_twice_in_an_enumeration(tmp_path, line, expected):
    found = report(tmp_path, f"# 笔记\n\n{line}\n", "CC102").findings
    assert [f.locations[0].surface for f in found] == expected


@pytest.mark.parametrize("tail,lines", [
    # a promised upgrade is a promise; the report that only plans as if it were done confirms nothing
    ("，迁移按已升级排进下周。", [3]),
    # said done, it is confirmed
    ("，现已升级。", []),
])
def test_a_promised_upgrade(tmp_path, tail, lines):
    (tmp_path / "note.md").write_text(f"# 周报 2027-03-12\n\nDBA 组答应 03-05 前升到 16{tail}\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "note.md"], as_of="2027-03-12", lang="zh", select=["CC303"]).findings
    assert [f.locations[0].line for f in found] == lines


# -- fresh-user trial, session 21: the words of a count ------------------------------------------
def test_warnings_write_counts_the_items_it_writes(tmp_path, monkeypatch):
    """`warnings --write` said "21 条警示" over a section of 15 items (21 findings, grouped):
    it counts the ⚠️ items it writes."""
    from typer.testing import CliRunner
    from claimcheck.cli.core import app
    import shutil
    demo = Path(__file__).resolve().parents[1] / "corpora" / "demo"
    for f in demo.iterdir():
        shutil.copy(f, tmp_path / f.name)
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "warnings.md"
    out.write_text("# 警示\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["warnings", ".", "--write", "warnings.md"])
    assert result.exit_code == 0
    items = out.read_text(encoding="utf-8").count("⚠️ C")
    assert items == 16  # the demo's 18 findings in 16 items
    assert f"（{items} 条警示）" in result.stderr


@pytest.mark.parametrize("as_of,state", [("2026-10-15", "overdue by 1 day"), ("2026-10-16", "overdue by 2 days")])
def test_one_day_is_a_day(tmp_path, as_of, state):
    (tmp_path / "note.md").write_text("# Notes 2026-10-01\n\n- The KVPipe team plans to release the adapter code on "
                                      "2026-10-14.\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "note.md"], as_of=as_of, lang="en", select=["CC303"]).findings
    assert len(found) == 1 and state in found[0].message


# -- a bracket of settings that closes its sentence ---------------------------------------------
def conditions_of(tmp_path: Path, line: str) -> list[tuple]:
    (tmp_path / "note.md").write_text(f"# Notes\n\n{line}\n", encoding="utf-8")
    return [(c.surface, c.conditions_dict) for c in claimcheck.extract([tmp_path / "note.md"]).claims]


def test_a_sentence_final_bracket_sets_every_figure_of_the_sentence(tmp_path):
    # (a fresh-user trial: the 400 and 300 ms took no settings, and conflicted with 325 ms at bs=16)
    setting = {"batch_size": "4", "hardware": "H100", "model": "Qwen3-32B", "tp": "2"}
    got = conditions_of(tmp_path, "- MoonKV TTFT drops from 400 ms to 300 ms, a 35% reduction "
                                  "(Qwen3-32B, H100, TP2, bs=4).")
    assert got == [("400 ms", setting), ("300 ms", setting), ("35%", setting)]


def test_a_clause_keeps_its_own_setting_beside_a_final_bracket(tmp_path):
    got = conditions_of(tmp_path, "- SGLang reaches 12,400 tok/s on H100, vLLM 9,100 tok/s on H200 (bs=32).")
    assert got == [("12,400 tok/s", {"batch_size": "32", "hardware": "H100"}),
                   ("9,100 tok/s", {"batch_size": "32", "hardware": "H200"})]


def test_a_bracket_inside_the_sentence_stays_its_clause(tmp_path):
    # the bracket does not close the sentence: the first clause's figures take none of it
    got = conditions_of(tmp_path, "- MoonKV TTFT is 400 ms, 300 ms with the cache (bs=4) on most runs.")
    assert got[0] == ("400 ms", {})


def test_a_final_bracket_with_figures_of_its_own_sets_only_them(tmp_path):
    # (held-out set 4 L011: "(2.7x for Llama 8B on 1xH100, 1.8x for Llama 70B on 4xH100)" closes the
    # sentence but holds its own figures; the "+80% to +170%" before it takes none of its settings)
    got = dict(conditions_of(tmp_path, "- Headline: v0.6.0 delivers 1.8-2.7x the throughput of v0.5.3, which is "
                                       "+80% to +170% depending on model size (2.7x for Llama 8B on 1xH100, 1.8x "
                                       "for Llama 70B on 4xH100)."))
    assert got["+80% to +170%"] == {}
