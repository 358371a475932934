"""Session 26: faults the new real documents and held-out draft sets showed, each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck


def _check(tmp_path, text: str, select: list[str], name: str = "n.md"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], select=select).findings


@pytest.mark.parametrize("items,duplicate_lines", [
    # two statements in Chinese about one code name are two items (batch-27 opencc.md)
    (["`entries` 必須是 JSON 物件。", "`entries` 的 key/value 必須是非空字串。", "重複 key 不受支援。"], []),
    (["**vLLM** 支持 PagedAttention 调度", "**vLLM** 默认开启前缀缓存"], []),
    # the same statement twice is one item twice
    (["`entries` 必須是 JSON 物件。", "重複 key 不受支援。", "`entries` 必須是 JSON 物件。"], [5]),
    # a short Han word after the name still names the item
    (["**vLLM** 引擎", "**SGLang** 引擎", "**vLLM** 引擎"], [5]),
])
def test_chinese_statements_about_one_name_are_distinct_items(tmp_path, items, duplicate_lines):
    text = "# 规则\n\n" + "".join(f"- {item}\n" for item in items)
    found = _check(tmp_path, text, ["CC102"])
    assert [f.locations[0].line for f in found] == duplicate_lines


@pytest.mark.parametrize("once,fires", [
    # a word's other form after the same name is no misspelling (batch-27 simsimd.md beside
    # batch-5 mlx-vlm.md: "JIT-compiled" three times, "JIT-compiles" once)
    ("JIT-compiles", False),
    ("JIT-compiling", False),
    # a slip inside the word still is one
    ("JIT-compield", True),
])
def test_another_form_of_a_word_after_a_name_is_no_misspelling(tmp_path, once, fires):
    (tmp_path / "a.md").write_text("Numba JIT-compiled code is fast.\n\nThe JIT-compiled kernels are cached.\n\n"
                                   "Our JIT-compiled path wins.\n", encoding="utf-8")
    (tmp_path / "b.md").write_text(f"A loader that {once} its Metal kernel from Python.\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC205"]).findings
    assert [(f.code, f.locations[0].line, f.locations[0].surface) for f in found] == \
        ([("CC205", 1, once)] if fires else [])


from hypothesis import given, settings, strategies as st  # noqa: E402

from claimcheck.frames.entities import NameIndex, same_name  # noqa: E402

_NAME = st.lists(st.sampled_from(["vLLM", "vllm", "SGLang", "TGI", "v3", "7B", "Llama", "3", "-", " ", "_", "/",
                                  "(", "（", ".", "x", "Instruct"]), min_size=1, max_size=5).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.lists(_NAME, max_size=12), _NAME)
def test_a_name_index_finds_exactly_the_names_same_name_pairs(names, query):
    # the index is a shortcut of asking same_name of every name: the same answers, in order
    expected = [n for n in dict.fromkeys(names) if same_name(n, query)]
    assert NameIndex(names).naming(query) == expected


def _claims(tmp_path, text: str):
    (tmp_path / "c.md").write_text(text, encoding="utf-8")
    return [(c.line, c.surface, c.subject, c.conditions_dict.get("baseline"))
            for c in claimcheck.extract([tmp_path / "c.md"]).claims if c.kind != "date"]


@pytest.mark.parametrize("line,expected", [
    # a name a baseline noun names is the baseline of the sentence's relative figure, not its
    # subject; the figure right after it is still its own (a fresh-user trial, session 25)
    ("- SGLang 在 H100 上吞吐 5,600 tok/s，基线 vLLM 为 1,600 tok/s，提升 3.5×。",
     [("5,600 tok/s", "SGLang", None), ("1,600 tok/s", "vLLM", None), ("3.5×", "SGLang", "vLLM")]),
    ("- SGLang reaches 5,600 tok/s, while the vLLM baseline gives 1,600 tok/s, a 3.5× speed-up.",
     [("5,600 tok/s", "SGLang", None), ("1,600 tok/s", "vLLM", None), ("3.5×", "SGLang", "vLLM")]),
    # a baseline opener's name with a bracketed figure: the name, not "vLLM (1"
    ("- Compared with vLLM (1,600 tok/s on H100), SGLang gives a 2× speed-up.",
     [("1,600 tok/s", "vLLM", None), ("2×", "SGLang", "vLLM")]),
    ("- 相比 vLLM（1,600 tok/s），SGLang 提升 2 倍。", [("1,600 tok/s", "vLLM", None), ("2 倍", "SGLang", "vLLM")]),
    # a model size in that bracket is the comparison's setting, not the baseline's figure
    ("- EAGLE-2 is 1.4x faster than EAGLE-1 (13B).", [("1.4x", "EAGLE-2", "EAGLE-1"), ("13B", "EAGLE-2", None)]),
    # two figures in brackets set against a name named after them
    ("- TurboServe 吞吐（3,200 vs 1,600 tok/s）领先 vLLM。",
     [("3,200", "TurboServe", None), ("1,600 tok/s", "vLLM", None)]),
    ("- TurboServe (3,200 vs 1,600 tok/s) outperforms vLLM.",
     [("3,200", "TurboServe", None), ("1,600 tok/s", "vLLM", None)]),
])
def test_baselines_named_by_a_noun_an_opener_or_after_a_pair(tmp_path, line, expected):
    got = _claims(tmp_path, f"# 周报 2026-12-01\n\n{line}\n")
    assert [(s, subj, base) for _, s, subj, base in got] == expected


_PACKAGES = ("候选 pdfplumber 0.11.10 与 pypinyin 0.55.0。\n\n`pip install pdfplumber pypinyin`\n\n"
             "pdfplumber 做表格，pypinyin 做拼音；serializers 与 scores 见 `serializers`、`scores`。\n\n"
             "orjson 3.10 很快；`orjson` 也行，orjson 再写一次。\n\nllama2 的 `llama2` 权重，llama2 再写一次。\n\n")


@pytest.mark.parametrize("line,slip", [
    # a lower-case package name with a letter dropped, inserted or changed inside it (held-out
    # set 19; real READMEs: "pyintrument", "pypcapnp", "yuanchang")
    ("那 pdfplumer 的表格先降级。", "pdfplumer"),
    ("拼音部分用 pypingyin 0.55.0。", "pypingyin"),   # the version is the package's: still a slip
    ("pdfplumbre 可以先不删。", "pdfplumbre"),        # two letters swapped
    # no slips: another form of an English word, a name derived by a letter at the end or a digit,
    # a word installed or quoted as code of its own, a word of another version
    ("LitData serializes each leaf.", None),
    ("The model scored well.", None),
    ("orjsonl reads JSON lines.", None),
    ("llama3 的权重另算。", None),
    ("`pdfplumbr` 是另一个包。", None),
    ("pypingyin 0.31.0 是另一个包。", None),
])
def test_a_lower_case_package_name_written_once_with_one_slip(tmp_path, line, slip):
    found = _check(tmp_path, f"# 笔记 2028-05-19\n\n{_PACKAGES}{line}\n", ["CC205"])
    assert [(f.locations[0].line, f.locations[0].surface) for f in found] == \
        ([(_PACKAGES.count(chr(10)) + 3, slip)] if slip else [])


@pytest.mark.parametrize("row,fires", [
    # a change-summary row lists the ids a change touched: the change's name in another cell is
    # no name of them (held-out set 19)
    ("| 2 | faiss-gpu 1.15.1：论文出处与包名对照补全 | 1702.08734 / 2401.08281 | §3.1 |", False),
    # an id alone in its cell still takes the row's name
    ("| 2 | faiss-gpu 1.15.1 | 1702.08734 | §3.1 |", True),
])
def test_an_id_takes_a_name_only_from_its_own_cell_or_when_alone(tmp_path, row, fires):
    text = ("# 简报 2028-03-14\n\n| id | 论文 |\n|---|---|\n| arXiv:1702.08734 | Billion-scale search with GPUs |\n\n"
            "| # | 增量 | 出处 id | 章节 |\n|---|---|---|---|\n" + row + "\n")
    found = _check(tmp_path, text, ["CC206"])
    assert [f.locations[0].line for f in found] == ([9] if fires else [])


@pytest.mark.parametrize("line,codes,claims", [
    # an arXiv id cited only by its link: from the future (held-out set 19) or malformed is a finding
    ("- 预印本 https://arxiv.org/abs/2804.01127v2 ，思路一致。", ["CC302"], ["2804.01127v2"]),
    ("- PDF: https://arxiv.org/pdf/2401.8281 (dropped zero).", ["CC301"], ["2401.8281"]),
    # a sound id in a link is the link's provenance, no claim of its own
    ("- 预印本 https://arxiv.org/abs/2401.08281 ，思路一致。", [], []),
])
def test_an_arxiv_id_inside_a_link(tmp_path, line, codes, claims):
    text = f"# 简报 2028-03-14\n\n{line}\n"
    assert [f.code for f in _check(tmp_path, text, ["CC301", "CC302"])] == codes
    assert [c.surface for c in claimcheck.extract([tmp_path / "n.md"]).claims if c.kind == "identifier"] == claims


@pytest.mark.parametrize("a,b,codes", [
    # a length after its bare name in brackets sets the run, it is no context-length claim
    # (a fresh-user trial, session 26: a high CC201 "context length 8K vs 32K")
    ("- QuillKV 吞吐 4,200 tok/s（输入 8K）。", "- QuillKV 吞吐 3,100 tok/s（输入 32K）。", []),
    ("- QuillKV throughput 4,200 tok/s (input 8K tokens).", "- QuillKV throughput 3,100 tok/s (input 32K tokens).", []),
    # "(prompt 8K)" is the input length of the figure before it
    ("- QuillKV TTFT 120 ms (prompt 8K).", "- QuillKV TTFT 900 ms (prompt 128K).", []),
    # the same setting and two figures still conflict
    ("- QuillKV TTFT 120 ms (prompt 8K).", "- QuillKV TTFT 900 ms (prompt 8K).", ["CC201"]),
])
def test_an_input_length_in_brackets_is_a_setting(tmp_path, a, b, codes):
    (tmp_path / "a.md").write_text(f"# a 2026-12-01\n\n{a}\n", encoding="utf-8")
    (tmp_path / "b.md").write_text(f"# b 2026-12-01\n\n{b}\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings
    assert [f.code for f in found] == codes


def test_check_refuses_a_selection_of_history_rules_only(tmp_path):
    # `check --select CC401` ran no rule and passed (exit 0): a vacuous pass in CI (a fresh-user trial)
    from claimcheck.errors import UsageError
    (tmp_path / "n.md").write_text("# n\n\n- QuillKV TTFT 35 ms。\n", encoding="utf-8")
    # CC401–CC403 also read the history one document carries (session 31): they run in check, and
    # a history rule whose in-document check is switched off is refused as before
    off = {"CC402": {"in_document": {}}, "CC403": {"in_document": {}}}
    with pytest.raises(UsageError, match="CC402 compares the versions of a document: it runs in `claimcheck audit`"):
        claimcheck.check([tmp_path / "n.md"], select=["CC402"], parameters=off)
    with pytest.raises(UsageError, match="CC402, CC403 compare"):
        claimcheck.check([tmp_path / "n.md"], select=["CC402", "CC403"], parameters=off)
    assert claimcheck.check([tmp_path / "n.md"], select=["CC402", "CC201"], parameters=off).findings == []
    assert claimcheck.check([tmp_path / "n.md"], select=["value-flip-flop"]).findings == []
    assert claimcheck.check([tmp_path / "n.md"], select=["CC401"]).findings == []
    assert claimcheck.check([tmp_path / "n.md"], select=["CC403"]).findings == []
    assert claimcheck.check([tmp_path / "n.md"], select=["CC4"]).findings == []


@pytest.mark.parametrize("line,attribution", [
    # a source named inside the bracket of a figure's settings: the bracket is no part of it
    ("- QuillKV ITL 为 35 ms（H100，来源：团队测试）。", "团队测试"),
    ("- QuillKV ITL is 35 ms (H100, source: team bench).", "team bench"),
    ("- QuillKV ITL 为 35 ms（来源：团队测试）。", "团队测试"),
])
def test_an_attribution_named_inside_a_settings_bracket(tmp_path, line, attribution):
    (tmp_path / "n.md").write_text(f"# n 2026-12-01\n\n{line}\n", encoding="utf-8")
    got = [c.source.attribution for c in claimcheck.extract([tmp_path / "n.md"]).claims if c.kind == "quantity"]
    assert got == [attribution]


@pytest.mark.parametrize("a,b,codes", [
    # a tail latency never rivals one that names no statistic (a typical one): fresh-user trials
    ("- QuillKV P99 TTFT is 900 ms.", "- QuillKV mean TTFT is 300 ms.", []),
    ("- QuillKV 尾延迟 TTFT 900 ms。", "- QuillKV 平均 TTFT 300 ms。", []),
    ("- QuillKV P99 TTFT is 900 ms.", "- QuillKV TTFT is 300 ms.", []),
    # two tail figures of one statistic still do, and so do two typical ones
    ("- QuillKV P99 TTFT is 900 ms.", "- QuillKV P99 TTFT is 300 ms.", ["CC201"]),
    ("- QuillKV TTFT is 900 ms.", "- QuillKV mean TTFT is 300 ms.", ["CC201"]),
])
def test_a_tail_latency_is_compared_only_with_a_stated_statistic(tmp_path, a, b, codes):
    (tmp_path / "a.md").write_text(f"# a 2026-12-01\n\n{a}\n", encoding="utf-8")
    (tmp_path / "b.md").write_text(f"# b 2026-12-01\n\n{b}\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings
    assert [f.code for f in found] == codes


@pytest.mark.parametrize("line", [
    # the version released stands between the promise word and its date (a fresh-user trial)
    "- HaloServe will ship v2.1 on 2026-10-20.",
    "- HaloServe plans to release v2.1 by 2026-10-20.",
    "- HaloServe 计划 2026-10-20 发布 v2.1。",
    "- HaloServe will ship the code on 2026-10-20.",
])
def test_a_promised_release_of_a_version_keeps_its_subject(tmp_path, line):
    found = _check(tmp_path, f"# n 2026-11-01\n\n{line}\n", ["CC303"])
    assert [(f.code, f.subject) for f in found] == [("CC303", "HaloServe")]


def test_warnings_write_dash_is_refused_not_a_file_named_dash(tmp_path):
    import subprocess
    import sys
    note = tmp_path / "n.md"
    note.write_text("# n 2026-12-01\n\n- QuillKV TTFT 35 ms。\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "claimcheck", "warnings", str(note), "--write", "-"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2
    assert "to print the section to stdout, leave --write out" in proc.stderr
    assert not (tmp_path / "-").exists()


def test_generated_warnings_follow_the_hand_written_ones_of_their_section():
    from claimcheck.report.warnings_section import replace_section
    text = ("# 简报\n\n二、值得警惕的矛盾或待核实说法\n\n⚠️ C1：手写的一条警示\n矛盾描述：某事。\n风险等级：低\n\n"
            "三、其他\n\n结束。\n")
    out = replace_section(text, "⚠️ C2：生成的一条", "zh")
    assert out.index("⚠️ C1") < out.index("⚠️ C2") < out.index("三、其他")
    assert out.index("风险等级：低") < out.index("<!-- claimcheck:warnings:start -->")
    # with no written warning the generated ones go right under the heading, before its prose
    plain = replace_section("# 简报\n\n二、值得警惕的矛盾或待核实说法\n\n说明文字。\n", "⚠️ C1：生成", "zh")
    assert plain.index("<!-- claimcheck:warnings:start -->") < plain.index("说明文字。")


@pytest.mark.parametrize("b_line", [
    # "latest" said of two versions of one engine: the forms a fresh-user trial found unread
    "- The latest vLLM is 0.13.",
    "- Latest vLLM: 0.13.",
    "- 最新版 vLLM 为 0.13。",
    "- vLLM 0.13 is the latest version as of Oct 31.",
    "- vLLM 0.13 is the latest version (Oct 31).",
])
def test_two_latest_versions_in_more_phrasings(tmp_path, b_line):
    (tmp_path / "a.md").write_text("# a 2026-11-01\n\n- vLLM 0.12 是当前最新版本（2026-10-30 发布）。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text(f"# b 2026-11-01\n\n{b_line}\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC203"]).findings
    assert [(f.code, f.subject) for f in found] == [("CC203", "vLLM")]


@pytest.mark.parametrize("line", ["- The latest vLLM is 2.5x faster.", "- 最新 vLLM 为 1.8 倍。"])
def test_a_latest_engine_with_a_multiple_is_no_version(tmp_path, line):
    (tmp_path / "n.md").write_text(f"# n 2026-11-01\n\n{line}\n", encoding="utf-8")
    assert [c.kind for c in claimcheck.extract([tmp_path / "n.md"]).claims if c.kind != "date"] == ["ratio"]


@pytest.mark.parametrize("line,expected", [
    # a speed-up restated as the share of the time it saves: an N× speed-up saves 1 − 1/N
    ("- 转换快 7 倍，即节省约 70% 的时间。", "85.7%"),
    ("- The CLI is ~2-3x faster, so runs should take 20–30% less wall time.", "50–66.7%"),
    # right: no finding
    ("- 转换快 4 倍，即节省 75% 的时间。", None),
    ("- The CLI is 2x faster, so runs take 50% less time.", None),
    # a saving of memory or cost is not decided by a speed-up
    ("- 快 4 倍，同时节省 30% 的显存。", None),
])
def test_a_speed_up_restated_as_the_time_it_saves(tmp_path, line, expected):
    found = _check(tmp_path, f"# n 2026-12-01\n\n{line}\n", ["CC105"])
    assert [dict(f.params)["expected"] for f in found] == ([expected] if expected else [])
