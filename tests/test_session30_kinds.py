"""Session 30: faults the held-out draft set 22, the new real documents (batch 31) and a fresh-user
trial showed, each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck
from claimcheck.checks.lists import addition_pattern, separated_items

AS_OF = "2029-04-20"


def _check(tmp_path, text: str, select: list[str], name: str = "n.md", as_of: str | None = None):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], select=select, as_of=as_of).findings


# -- CC101: names after the last 、 item, a comma and an addition word (held-out set 22, R045) -----
def test_names_after_an_addition_word_widen_the_count_the_list_may_mean():
    addition = addition_pattern(["外加", "另有", "plus"])
    items, extra = separated_items("transcribe、translate、synthesize、enhance 四个常用命令，外加 phonemize 与 align。",
                                   0, addition)
    assert [t for _, t in items] == ["transcribe", "translate", "synthesize", "enhance 四个常用命令"]
    assert extra == 2  # four, five or six items
    items, extra = separated_items("CUDA、ROCm、XPU，另有 CPU。", 0, addition)
    assert ([t for _, t in items], extra) == (["CUDA", "ROCm", "XPU"], 1)
    # without the word the comma's clause stays in the last item, as before
    items, extra = separated_items("CUDA、ROCm、XPU，都已测过。", 0, addition)
    assert ([t for _, t in items], extra) == (["CUDA", "ROCm", "XPU，都已测过"], 0)
    assert addition_pattern([]) is None


@pytest.mark.parametrize("count,fires", [("六个任务", False), ("四个任务", False), ("三个任务", True),
                                         ("七个任务", True)])
def test_a_count_with_added_names_fires_only_outside_both_readings(tmp_path, count, fires):
    text = f"# 周报 2026-11-02\n\n- 命令行：同一套模型、{count}——识别、翻译、合成、增强 四个常用命令，外加 对齐 与 音素化。\n"
    assert bool(_check(tmp_path, text, ["CC101"])) is fires


# -- CC304: a source noun, a quoted title, then the date in a bracket (held-out set 22, R052) ------
@pytest.mark.parametrize("text,fires", [
    ("- 更多对比见 Keras 团队博客《Choosing a backend in 2029》（2029-05-30），有逐模型吞吐表。\n", True),
    ("- More in the team's blog post \"Choosing a backend\" (2029-05-30), with per-model tables.\n", True),
    ("- 更多对比见 Keras 团队博客《Choosing a backend in 2029》（2029-03-30），有逐模型吞吐表。\n", False),
    # a title with no source noun before it dates nothing
    ("- 《Choosing a backend in 2029》（2029-05-30）会上再讨论。\n", False),
])
def test_a_quoted_source_title_dated_in_a_bracket(tmp_path, text, fires):
    found = _check(tmp_path, "# Digest\n\n发刊：2029-04-20（周五）\n\n" + text, ["CC304"], as_of=AS_OF)
    assert bool(found) is fires
    if fires:
        assert dict(found[0].params)["source_date"] == "2029-05-30"


# -- CC206: a name joined to its identifier by a copula (held-out set 22, R041) ----------------------
@pytest.mark.parametrize("text,name", [
    ("- arXiv 号：Confident Learning 为 arXiv:1705.01936。\n", "Confident Learning"),
    ("- The id: Confident Learning is arXiv:1705.01936.\n", "Confident Learning"),
    ("- Rank Pruning（UAI'17，arXiv:1705.01936）研究带噪声标签。\n", "Rank Pruning"),
])
def test_a_name_joined_to_its_id_by_a_copula_is_the_ids_work(text, name):
    assert [c.subject for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.kind == "identifier"] == [name]


def test_one_id_given_with_a_copula_and_in_a_bracket_is_an_id_conflict(tmp_path):
    text = ("# 精读笔记\n\n- arXiv 号：Confident Learning 为 arXiv:1705.01936。\n"
            "- 前作 Rank Pruning（UAI'17，arXiv:1705.01936）研究带噪声标签的稳健分类。\n")
    found = _check(tmp_path, text, ["CC206"])
    assert [(dict(f.params)["subject"], dict(f.params)["other_subject"]) for f in found] == \
        [("Rank Pruning", "Confident Learning")]


# -- CC302 stated_month: an arXiv id said to be posted before its own month (held-out set 22, R029) --
@pytest.mark.parametrize("line,fires", [
    ("- 论文 arXiv:2410.05779 于 2024 年 4 月挂出，与 GraphRAG 论文同月。", True),
    ("- The paper (arXiv:2410.05779) was posted in April 2024.", True),
    ("- 论文 arXiv:2410.05779 于 2023 年挂出。", True),               # a year alone, before the id's
    ("- 论文 arXiv:2410.05779 于 2024 年 10 月挂出。", False),       # its own month
    ("- arXiv:2410.05779 v3 was posted in April 2025.", False),    # a later version
    ("- arXiv:2410.05779 (2024 年 4 月的 GraphRAG 之后) 才挂出。", False),  # no posting word by the date
    ("- arXiv:2410.05779、arXiv:2404.16130 于 2024 年 4 月挂出。", False),  # the date is the other id's
])
def test_an_arxiv_id_posted_before_its_own_month(tmp_path, line, fires):
    found = _check(tmp_path, f"# 精读笔记\n\n日期：2029-01-18\n\n{line}\n", ["CC302"], as_of="2029-01-18")
    assert [dict(f.params).get("variant") for f in found] == (["stated_month"] if fires else [])


# -- CC105 discount: 八折 is paying 80 %, a discount of 20 % (held-out set 22, R003) -----------------
@pytest.mark.parametrize("line,found", [
    ("- 会员购买一律八折，即优惠 80%。", [("80%", "20%")]),
    ("- 会员购买一律八折，实付 80%。", []),
    ("- 会员八五折，即优惠 15%。", []),
    ("- Members pay 八折, i.e. 80% off.", [("80%", "20%")]),
    ("- Members pay 八折, i.e. 20% off.", []),
    ("- 单个授权标价 ¥1,200；会员一律八折，每个实付 ¥240。", [("¥240", "¥960")]),
    ("- 单个授权标价 ¥1,200；会员一律八折，每个实付 ¥960。", []),
    ("- 单个授权标价 ¥999，会员八折，到手价 ¥799。", []),          # rounding
    ("- 标价 ¥1,200，会员八折，另有 ¥240 的运费。", []),           # no paid word before the price
    ("- 三成用户选择了 8 折套餐。", []),                          # no restatement
])
def test_a_discount_restated(tmp_path, line, found):
    got = _check(tmp_path, f"# 采购备忘\n\n日期：2029-01-10\n\n{line}\n", ["CC105"])
    assert [(dict(f.params)["surface"], dict(f.params)["expected"]) for f in got] == found


# -- review mend: the equation's unit pattern, bound characters and unit scales are grammar data -----
def test_equation_bounds_and_scales_come_from_the_grammar(tmp_path):
    import yaml
    from pathlib import Path
    from claimcheck.checks.equations import EquationSpec
    root = Path(__file__).resolve().parents[1] / "rules"
    grammar = yaml.safe_load((root / "grammar.yaml").read_text("utf-8"))["equation"]
    spec = EquationSpec.from_rules(grammar, {})
    assert spec.bound_chars == "._^\\$" and spec.scales[0] == -12 and 0 not in spec.scales and len(spec.scales) == 24
    head = "# 周报\n\n日期：2028-12-01\n\n"
    for line in ("x_1+2=4 in the notes.", "$1+1=3$ in TeX.", "2^3 + 1 = 10 in the puzzle."):
        assert _check(tmp_path, head + line + "\n", ["CC105"]) == []
    assert _check(tmp_path, head + "总吞吐 3,100 + 3,450 = 6,000 tok/s。\n", ["CC105"])
    # without scales a unit on one side only is read at face value
    bare = EquationSpec.from_rules({**grammar, "unit_scales": []}, {})
    assert bare.scales == ()


# -- CC203: "the current release, NAME VERSION" against a version a table row says is released -------
# (held-out set 22, R026)
@pytest.mark.parametrize("line,latest", [
    ("ARM64 wheels for Windows arrived in the current release, soundfile 0.13.1, so builds get simpler.", True),
    ("Windows 的 ARM64 wheel 在最新版本，soundfile 0.13.1 中提供。", True),
    ("We pinned the previous release, soundfile 0.13.1, for now.", False),
])
def test_a_latest_phrase_before_a_name_in_apposition(line, latest):
    versions = [c for c in claimcheck.extract_text(line + "\n", doc_date=AS_OF) if c.kind == "version"]
    assert [("latest" in c.flags) for c in versions] == [latest]


_VERSIONS = ("# Appendix C\n\nDate: 2029-03-14\n\n| package | version | note |\n|---|---|---|\n"
             "| soundfile | 0.14.0 | {note} |\n\nARM64 wheels arrived in the current release, soundfile 0.13.1.\n")


@pytest.mark.parametrize("note,fires", [
    ("released 2026-06-06; drops Python 3.9", True),
    ("已发布，去掉了 Python 3.9", True),
    ("will be released in 2029-06", False),   # a promise: not out yet
    # nothing says it is out, but the document's own version table lists it as the version run:
    # released by then (session 43, held-out set 35's "当前最新版 Brian2（2.9.0）" beside "| Brian2 | 2.11.0 |")
    ("drops Python 3.9", True),
])
def test_a_version_a_table_row_calls_released(tmp_path, note, fires):
    found = _check(tmp_path, _VERSIONS.format(note=note), ["CC203"], as_of="2029-03-14")
    assert [dict(f.params).get("surface") for f in found] == (["0.13.1"] if fires else [])


# -- CC105 multiple_applied: "1.5 times the duration, so 4 minutes → 2.7 minutes" (held-out set 22, R021)
@pytest.mark.parametrize("line,expected", [
    ("On CPU it takes roughly 1.5 times the track duration, so a 4-minute track should finish in about 2.7 minutes.",
     "6 minutes"),
    ("CPU 上耗时约为音频时长的 1.5 倍，所以 4 分钟的歌要 2.7 分钟。", "6 分钟"),
    ("On CPU it takes roughly 1.5 times the track duration, so a 4-minute track should finish in about 6 minutes.", None),
    ("On CPU it takes roughly 1.5 times the track duration, so a 4-minute track needs about 6.4 minutes.", None),
    ("The GPU path is 1.5 times faster, so a 6-minute job now takes 4 minutes.", None),       # a speed-up divides
    ("Peak memory is 3.7 times the budget, so 1.5 GB became 5.6 GB.", None),
    ("It costs 2 times the old plan, so 10 GB and 30 GB apply.", None),          # two figures listed
    ("It costs 2 times the old plan, so 10 GB、30 GB apply.", None),
])
def test_a_multiple_applied_to_a_figure(tmp_path, line, expected):
    found = _check(tmp_path, f"# Appendix C\n\nDate: 2029-03-14\n\n{line}\n", ["CC105"])
    assert [dict(f.params)["expected"] for f in found if dict(f.params).get("variant") == "multiple_applied"] == \
        ([expected] if expected else [])


# -- a section number opening a heading names no subject ("## C.3 GPU memory", held-out set 22) -------
@pytest.mark.parametrize("heading", ["## C.3 Results (ours)", "### A.1.2 Timing", "## 3.2. Timing"])
def test_a_heading_section_number_is_no_subject(heading):
    claims = claimcheck.extract_text(f"{heading}\n\nIt takes 4 times more time.\n", doc_date=AS_OF)
    assert [c.subject for c in claims if c.kind == "ratio"] == [None]


# -- CC303 relative: a promise counted from a dated statement (held-out set 22, R014) ----------------
@pytest.mark.parametrize("line,due", [
    ("- cnocr V2.3（2023.12.24）发布时写明 base 模型\"一个月后会免费开源\"，本轮据此不采购。", "2024-01-23"),
    ("- The 2026-03-02 release notes say the weights will be open-sourced two weeks later.", "2026-03-16"),
    ("- cnocr V2.3（2023.12.24）发布，一个月后开源了 base 模型。", None),        # it happened
    ("- 新版本（2028.11.10）发布时写明\"一个月后会免费开源\"。", None),          # not due yet
    ("- cnocr V2.3 发布时写明 base 模型\"一个月后会免费开源\"。", None),         # no date to count from
    ("- V2.3（2023.12.24）的模型训练了一个月后效果提升 3%。", None),             # no release or action
])
def test_a_promise_counted_from_a_dated_statement(tmp_path, line, due):
    found = _check(tmp_path, f"# 采购备忘\n\n日期：2028-11-22\n\n{line}\n", ["CC303"], as_of="2028-11-22")
    assert [dict(f.params)["due"] for f in found if dict(f.params).get("variant") == "relative"] == \
        ([due] if due else [])


# -- CVE ids: identifiers with a year; CC302 cve_year (held-out set 21, R026) ----------------------
@pytest.mark.parametrize("text,values", [
    ("- The related upstream report is CVE-2029-0147, fixed in 0.28.1.", ["CVE-2029-0147"]),
    ("- 见 CVE-2024-35686 与 CVE-2023-123。", ["CVE-2024-35686"]),   # three digits: no CVE id
    ("- XCVE-2024-3568 and CVE-2024-3568-b are no ids.", []),
])
def test_cve_ids_are_identifiers(text, values):
    ids = [c for c in claimcheck.extract_text(text + "\n", doc_date="2028-11-16") if c.kind == "identifier"]
    assert [c.value for c in ids] == values and all("scheme=cve" in c.flags for c in ids)


@pytest.mark.parametrize("doc_date,cve,fires", [
    ("2028-11-16", "CVE-2029-0147", True),
    ("2028-11-16", "CVE-2028-0147", False),
    ("2028-12-20", "CVE-2029-0147", False),   # next year's ids may be reserved in December
    ("2028-12-20", "CVE-2030-0147", True),
])
def test_a_cve_id_of_a_later_year(tmp_path, doc_date, cve, fires):
    found = _check(tmp_path, f"# Status page {doc_date}\n\nThe upstream report is {cve}.\n", ["CC302"], as_of=doc_date)
    assert [dict(f.params).get("variant") for f in found] == (["cve_year"] if fires else [])


# -- things counted per second are rates, alone they are counts (held-out set 21: "18,900 sents/s") ---
@pytest.mark.parametrize("text,kind,unit", [
    ("18,900 sents/s on 16 threads.", "quantity", "sentence / second"),
    ("吞吐约 5 万 span/秒。", "quantity", "span / second"),
    ("3 pages/s on CPU.", "quantity", "page / second"),
    ("30 帧/秒", "quantity", "frame / second"),
    ("We read 3 pages of notes.", "count", "count"),
])
def test_counted_things_per_second_are_rates(text, kind, unit):
    claims = [c for c in claimcheck.extract_text(text + "\n", doc_date=AS_OF) if c.kind in ("quantity", "count")]
    assert [(c.kind, c.norm_unit) for c in claims][:1] == [(kind, unit)]


@pytest.mark.parametrize("text,version", [
    ("来源：PyPI msgpack 1.2.4 页面（Security）", "1.2.4"),     # set 16 R012 lost it while 页 was a unit alone
    ("See the vLLM 0.6.3 docs for the flags.", "0.6.3"),
])
def test_a_counted_thing_after_a_version_leaves_it_a_version(text, version):
    assert [c.value for c in claimcheck.extract_text(text + "\n", doc_date=AS_OF) if c.kind == "version"] == [version]


# -- CC105 derived_product: "50 tps, 300 s, 则上限 1,500 tokens" (held-out set 22, R036); tps is tok/s --
@pytest.mark.parametrize("line,expected", [
    ("- 本地约 50 tps，超时设 300 s，则输出上限应控制在 1,500 tokens 以内。", "15000 tokens"),
    ("- At 50 tok/s for 300 s, so a reply is at most 1,500 tokens.", "15000 tokens"),
    ("- 本地约 50 tps，超时设 300 s，则输出上限应控制在 15,000 tokens 以内。", None),
    ("- 本地约 50 tps，超时设 300 s，则输出上限应控制在 12,000 tokens 以内。", None),   # a cap set lower on purpose
    ("- 本地约 50 tps，超时设 300 s，则一次输出约 14,000 tokens。", None),               # within 10 % when hedged
    ("- 本地约 50 tps，超时设 300 s，则一次输出 9,000 tokens。", "15000 tokens"),
    ("- 单卡 80 GB，共 8 卡，则总显存 640 GB。", None),                                   # no product of two units
])
def test_a_figure_derived_as_a_product(tmp_path, line, expected):
    found = _check(tmp_path, f"# 读书会\n\n日期：2029-01-18\n\n{line}\n", ["CC105"])
    assert [dict(f.params)["expected"] for f in found if dict(f.params).get("variant") == "derived_product"] == \
        ([expected] if expected else [])


def test_tps_is_tokens_per_second():
    claims = claimcheck.extract_text("Decode reaches 42 TPS on one H100; 本地约 50 tps。\n", doc_date=AS_OF)
    assert [(c.surface, c.norm_unit) for c in claims if c.kind == "quantity"] == \
        [("42 TPS", "token / second"), ("约 50 tps", "token / second")]


# -- CC301 variant doi: a DOI with a dot where its slash belongs (held-out set 20, R056) ----------------
@pytest.mark.parametrize("line,fires", [
    ("- NiceGUI 软件引用：Zenodo，DOI 10.5281.zenodo.7785516。", True),
    ("- Dataset archive: doi:10.5281.zenodo.7785516 (Zenodo).", True),
    ("- Dataset archive: DOI 10.5281/zenodo.7785516 (Zenodo).", False),
    ("- vLLM 10.5281.2 and 10.5281.zenodo without a DOI label are no DOIs.", False),
])
def test_a_doi_without_its_slash(tmp_path, line, fires):
    found = _check(tmp_path, f"# 采购矩阵\n\n日期：2028-10-17\n\n{line}\n", ["CC301"])
    assert [(dict(f.params).get("variant"), dict(f.params)["problem_en"]) for f in found] == \
        ([("doi", "no slash between the prefix 10.NNNN and the suffix")] if fires else [])
