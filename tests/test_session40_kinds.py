"""Session 40: faults that batch 41, held-out set 32 and fresh-user trial 43 showed, each fixed as
a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- a header label that ends in 日期 / "date" dates the document, unless it names a day the document
#    plans or cites; "Document:" with a version and a day dates it past a grant period above it
#    (held-out set 32: four forms, three undated, one dated by its grant's first day) ----------------
@pytest.mark.parametrize("label,date", [
    ("填写日期", "2039-06-17"), ("整理日期", "2039-06-17"), ("下达日期", "2039-06-17"), ("Report date", "2039-06-17"),
    ("截止日期", None), ("申请日期", None), ("Due date", None), ("Date of issue", None), ("Mandate", None),
])
def test_a_header_label_ending_in_date_dates_the_document(label, date):
    from claimcheck.text.ingest import document_date
    text = f"# 专利技术交底书\n\n> 说明文字。\n\n| 项目 | 内容 |\n|---|---|\n| 案件编号 | HM-2039-017 |\n| {label} | 2039-06-17（周五） |\n"
    assert document_date("form.md", text) == date


def test_a_document_line_dates_it_past_a_grant_period():
    from claimcheck.text.ingest import document_date
    text = ("# Data Management Plan\n\n**Project:** comets\n**Grant:** NRC-39, 1 January 2039 to 31 December 2041\n"
            "**PI:** A. R.\n**Institution:** Physics\n**Document:** DMP version 3, Friday, 18 November 2039\n")
    assert document_date("dmp.md", text) == "2039-11-18"


# -- CC303: a deed written before its promise word is kept by a later line naming its deliverables
@pytest.mark.parametrize("kept,found", [("DS1 and DS4", 0), ("DS1 and DS2", 1)])
def test_a_deed_before_its_promise_is_kept_by_its_deliverables(tmp_path, kept, found):
    text = ("# Data management plan, 2039-11-18\n\n- v2: first public release of DS1 and DS4 promised by 2039-09-30.\n"
            f"- v3: first release of {kept} published on 2039-09-27 as a record.\n")
    assert len(_check_files(tmp_path, {"d.md": text}, ["CC303"], as_of="2039-11-18")) == found


# -- CC102: a bibliography's two works of one first author are two entries (batch-41 deap.md)
@pytest.mark.parametrize("second,found", [
    ("Fortin, F. A., & Parizeau, M. (2013, July). Revisiting the NSGA-II crowding distance. In Proceedings of GECCO (pp. 623-630).", 0),
    ("Fortin, F. A., Grenier, S., & Parizeau, M. (2013, July). Generalizing the run-time algorithm. In Proceedings of GECCO (pp. 615-622).", 1),
    ("Marc Parizeau, Christian Gagné. Bloat control in GP, in Proc. GECCO 2011.", 0),
])
def test_two_works_of_one_author_are_two_entries(tmp_path, second, found):
    text = ("# Publications\n\n* Fortin, F. A., Grenier, S., & Parizeau, M. (2013, July). Generalizing the run-time "
            "algorithm. In Proceedings of GECCO (pp. 615-622).\n* " + second + "\n")
    assert len(_check_files(tmp_path, {"p.md": text}, ["CC102"])) == found


# -- CC205: a name set beside the word it comes from, and a word's other national spelling, are no
#    slips (batch-41 minari.md, highspy.md)
@pytest.mark.parametrize("text,found", [
    ("Minari is a dataset API. Install it with `pip install minari`.\n\n_Minari is a shortening of Minarai, "
     "the Japanese word for learning._\n", []),
    ("Minari is a dataset API. Install it with `pip install minari`.\n\nMinarai caches each dataset.\n", ["Minarai"]),
    ("Faiss is MIT-licensed. Torch is MIT-licensed. The HiGHS wheels are MIT-licenced.\n", []),
    ("Faiss is GPU-optimized. Torch is GPU-optimized. The HiGHS wheels are GPU-optimised.\n", []),
    ("Mooncake and Mooncake serve the cache. Mooncake is pinned. Moonsake is new.\n", ["Moonsake"]),
])
def test_etymology_and_national_spelling_are_no_slips(tmp_path, text, found):
    got = _check_files(tmp_path, {"n.md": "# Minari\n\n" + text}, ["CC205"])
    assert [f.locations[0].surface for f in got] == found


# -- CC101: a bracket still open at a hard wrap keeps its 、 to itself (held-out set 32's trap R006)
@pytest.mark.parametrize("text,found", [
    ("- `.msh` 后缀出现两次：一次是 ANSYS msh，一次是 Gmsh（支持 2.2、4.0、4.1\n  三个格式版本）。\n", 0),
    ("- 可写的格式共两种：VTU、XDMF、Gmsh（支持 2.2、4.0、4.1\n  三个格式版本）。\n", 1),
])
def test_an_open_bracket_at_a_wrap_keeps_its_separators(tmp_path, text, found):
    assert len(_check_files(tmp_path, {"m.md": "# 交底书 2039-06-17\n\n" + text}, ["CC101"])) == found


# -- CC105: a table row's change cell against the two plain numbers before it (held-out set 32 R011)
@pytest.mark.parametrize("row,found", [
    ("| 单件建模（min） | 42.0 | 12.0 | 缩短 78% |", ["-71.4%"]),
    ("| 单件建模（min） | 42.0 | 12.0 | 缩短 71% |", []),
    ("| 吞吐 | 100 | 150 | +80% |", ["+50.0%"]),
    ("| 吞吐 | 100 | 150 | 1.8x |", ["1.50×"]),
    ("| 时延 | 10 | 5 | 2.0x |", []),
    ("| 准确率 | 0.45 | 0.50 | +5 pp |", []),
])
def test_a_table_rows_change_cell_against_its_two_numbers(tmp_path, row, found):
    text = "# 报告 2039-06-17\n\n| 指标 | 现有流程 | 本方法 | 变化 |\n|---|---|---|---|\n" + row + "\n"
    got = _check_files(tmp_path, {"t.md": text}, ["CC105"], lang="en")
    assert [f.message.rsplit(" gives ", 1)[1] for f in got] == found


def test_a_third_number_before_the_change_cell_leaves_the_row_alone(tmp_path):
    text = ("# 报告 2039-06-17\n\n| 指标 | A | B | C | 变化 |\n|---|---|---|---|---|\n"
            "| 吞吐 | 100 | 120 | 150 | +80% |\n")
    assert _check_files(tmp_path, {"t.md": text}, ["CC105"]) == []


# -- CC103: a word of speed ranks the column of times of the table right above (held-out set 32 R013)
@pytest.mark.parametrize("sentence,found", [
    ("三种格式中 VTU 写出最快、文件也最小。", ["VTU"]), ("三种格式中 XDMF 写出最快。", []),
    ("三种格式中 VTU 写出最慢。", []), ("三种格式中 Gmsh 写出最慢。", ["Gmsh"]),
])
def test_a_speed_word_ranks_a_tables_times(tmp_path, sentence, found):
    text = ("# 交底书 2039-06-17\n\n| 格式 | 写出时间（s） | 文件大小（MB） |\n|---|---|---|\n| Gmsh | 2.9 | 61.4 |\n"
            "| VTU | 4.6 | 38.0 |\n| XDMF | 1.7 | 44.2 |\n\n" + sentence + "\n")
    assert [f.subject for f in _check_files(tmp_path, {"f.md": text}, ["CC103"])] == found


# -- CC206: two entries of a references list give one identifier to two works (held-out set 32 R014, R055)
@pytest.mark.parametrize("second,found", [
    ('[6] M. Bauer, "Hierarchical configuration for test environments", arXiv:3909.11873', 1),
    ('[6] A. Lindgren, "Frozen clocks: time-dependent unit testing in practice" (v2), arXiv:3909.11873', 0),
    ('    The journal version is titled "Testing against a stopped clock", arXiv:3909.11873.', 0),
    ("[6] build123d 0.13.0, https://pypi.org/project/build123d/, DOI 10.5281/zenodo.3955118", 0),
])
def test_reference_entries_giving_one_id_to_two_works(tmp_path, second, found):
    text = ('# References\n\n[4] A. Lindgren, "Frozen clocks: time-dependent unit testing in practice", '
            "arXiv:3909.11873\n" + second + "\n")
    assert len(_check_files(tmp_path, {"r.md": text}, ["CC206"])) == found


def test_two_package_entries_with_one_doi(tmp_path):
    text = ("# 参考资料\n\n[1] CadQuery 2.8.0，https://pypi.org/project/cadquery/2.8.0/ ，引用 DOI 10.5281/zenodo.3955118\n"
            "[2] build123d 0.13.0，https://pypi.org/project/build123d/0.13.0/ ，引用 DOI 10.5281/zenodo.3955118\n")
    got = _check_files(tmp_path, {"r.md": text}, ["CC206"], lang="en")
    assert [f.subject for f in got] == ["build123d"] and "CadQuery" in got[0].message


# -- a sentence a hard wrap cuts goes on in the next line: its words there are read (held-out set 32 R042)
def test_a_wrapped_sentence_knows_its_continuation():
    from claimcheck.resources import load_resources
    from claimcheck.text.ingest import Document
    from claimcheck.text.segment import Segmenter
    text = ("# 纪要\n\n4. 团队表示，会在 2040 年 1 月底前把内部工具从\n   slackclient 迁到 slack_sdk v3，因此不再兼容。\n"
            "5. 下一项。\n\n一句完整的话。\n下一段的第一句。\n")
    segs = list(Segmenter(load_resources()).segments(Document(path="n.md", text=text, date=None)))
    by_line = {s.line: s.continuation for s in segs}
    assert by_line[3] == "slackclient 迁到 slack_sdk v3，因此不再兼容"
    assert by_line[4] is None and by_line[7] is None


# (no deadline word on the first line: since session 41 a deadline, "1 月底前", makes a promise by itself)
@pytest.mark.parametrize("second,found", [("slackclient 迁到 slack_sdk v3。", 1), ("使用情况讲给大家听。", 0)])
def test_a_promised_action_after_a_wrap(tmp_path, second, found):
    text = "# 纪要 2040-02-24\n\n4. 团队表示，会在 2040 年 1 月的周会上把内部工具的\n   " + second + "\n"
    assert len(_check_files(tmp_path, {"n.md": text}, ["CC303"], as_of="2040-02-24")) == found


# -- CC105: a change whose two levels a hard wrap puts on two lines (fresh-user trial 42, r01)
@pytest.mark.parametrize("text,found", [
    ("- Enabling EAGLE-3 raised decode speed from 96 tok/s to\n  182 tok/s, a 2.3x speedup.\n", ["1.90×"]),
    ("- Enabling EAGLE-3 raised decode speed from 96 tok/s to\n  182 tok/s, a 1.9x speedup.\n", []),
    ("开启 EAGLE-3 后解码吞吐从 96 tok/s 提升到\n182 tok/s，即 2.3× 加速。\n", ["1.90×"]),
    ("Decode speed was 96 tok/s.\nWith EAGLE-3 it is 182 tok/s, a 2.3x speedup over SGLang's 79 tok/s.\n", []),
])
def test_a_change_across_a_hard_wrap(tmp_path, text, found):
    got = _check_files(tmp_path, {"w.md": "# Note 2026-11-05\n\n" + text}, ["CC105"], lang="en")
    assert [f.message.rsplit(" gives ", 1)[1] for f in got] == found


def test_an_entry_listing_several_ids_names_no_work(tmp_path):
    # held-out set 31's trap R041: "[5] Software archive DOIs cited in this report: pydicom … (see [1]); nilearn …"
    text = ("# References\n\n[1] pydicom 3.0.2, https://pypi.org/project/pydicom/3.0.2/ ; DOI 10.5281/zenodo.8034250\n"
            "[5] Software archive DOIs cited in this report: pydicom 10.5281/zenodo.8034250 (see [1]); "
            "nilearn 10.5281/zenodo.8397156 (see [2]).\n")
    assert _check_files(tmp_path, {"r.md": text}, ["CC206"]) == []


# -- an acronym joined to a unit word ("per GPU-hour") is a unit, no subject (fresh-user trial 43, r13)
def test_prices_per_gpu_hour_of_three_vendors_are_no_conflict(tmp_path):
    text = ("# Quotes 2026-03-18\n\nWe received three quotes:\n\n1. Vendor A: $2.95 per GPU-hour.\n"
            "2. Vendor B: $4.60 per GPU-hour.\n3. Vendor C: $2.10 per GPU-hour.\n")
    assert _check_files(tmp_path, {"q.md": text}, ["CC201"]) == []


# -- a log dated by its newest stamped entry, and a file name's range by its end (fresh-user trial 43, r14)
@pytest.mark.parametrize("name,text,date", [
    ("standup.txt", "[2026-03-02 Mon] @zw: 我计划 2026-03-06 前发布报告。\n[2026-03-09 Mon] @lh: 开始压测。\n"
                    "[2026-03-13 Fri] @cj: 没有进展。\n", "2026-03-13"),
    ("standup-2026-03-02_to_03-13.txt", "no dates here\n", "2026-03-13"),
    ("notes.txt", "[2026-03-02 Mon] one entry only.\nplain text.\n", "2026-03-02"),
])
def test_a_logs_date_is_its_newest_entry(name, text, date):
    from claimcheck.text.ingest import document_date
    assert document_date(name, text) == date


# -- a hedge word that ends another word is no hedge: 违约 / 预约 / 合约 / 最近 (fresh-user trial 43, r09)
@pytest.mark.parametrize("sentence,qualifiers", [
    ("本周违约 37 次，预约 40 次，签了合约 3 份。", ["=", "=", "="]),
    ("吞吐约 3,000 tok/s，延迟近 200 ms。", ["~", "~"]),
    ("最近 3 次测试，接近 5 次。", ["=", "~"]),
])
def test_a_hedge_inside_a_word_is_no_hedge(sentence, qualifiers):
    import claimcheck
    got = [c.qualifier for c in claimcheck.extract_text("# 周会 2026-03-20\n\n" + sentence + "\n") if c.kind != "date"]
    assert got == qualifiers


# -- the kernels and serving designs an LLM-serving note names are known names (fresh-user trial 43, r17)
def test_slips_of_serving_libraries_are_reported(tmp_path):
    text = "We use FlashInfer kernels; FlashInfre gives 1.3x.\n\nXGrammar is used; XGramar gives 1.2x.\n"
    got = _check_files(tmp_path, {"n.md": "# 精读 2026-03-25\n\n" + text}, ["CC205"])
    assert [f.locations[0].surface for f in got] == ["FlashInfre", "XGramar"]


# -- an indented code block or a tab-laid-out line is no wrapped prose (batch-24 blosc.md, as one corpus:
#    34 CC105 findings when each benchmark output line was joined to the next)
@pytest.mark.parametrize("text,found", [
    ("    *** blosclz ***  0.382 s / 0.300 s    Compr. ratio:   1.0x\n    *** lz4 ***  0.042 s / 0.027 s    Compr. ratio:  57.1x\n", 0),
    ("*** blosclz ***  0.382 s / 0.300 s\tCompr. ratio:   1.0x\n*** lz4 ***  0.042 s / 0.027 s\tCompr. ratio:  57.1x\n", 0),
    ("- Enabling EAGLE-3 raised decode speed from 96 tok/s to\n  182 tok/s, a 2.3x speedup.\n", 1),
])
def test_code_blocks_and_tab_layouts_are_no_wrapped_prose(tmp_path, text, found):
    assert len(_check_files(tmp_path, {"b.md": "# Bench 2026-11-05\n\n" + text}, ["CC105"])) == found


@pytest.mark.parametrize("text,date", [
    ("# Notes Nov 3 2026 - vLLM\n", "2026-11-03"),
    ("# Grant\n\n**Grant:** X, 1 January 2039 to 31 December 2041\n", None),
    ("# 记录\n\n| 项目 | 内容 |\n|---|---|\n| 编号 | FT-08 |\n| 试验日期 | 2036-08-18 至 2036-08-22 |\n| 整理日期 | 2036-08-25 |\n",
     "2036-08-25"),
])
def test_a_period_is_no_document_date(text, date):
    from claimcheck.text.ingest import document_date
    assert document_date("n.md", text) == date
