"""Session 27: faults the new real documents and held-out draft sets showed, each fixed as a kind."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

import claimcheck

ROOT = Path(__file__).resolve().parents[1]


def _check(tmp_path, text: str, select: list[str], name: str = "n.md", as_of: str | None = None):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], select=select, as_of=as_of).findings


@pytest.mark.parametrize("items,duplicate_lines", [
    # a link followed by more words of the name names the whole (batch-28 blingfire.md)
    (["Pattern-based tokenization", "[SentencePiece](https://x.example/sp) Unigram LM",
      "[SentencePiece](https://x.example/sp) BPE"], []),
    (["[WordPiece](https://x.example/wp) tokenization", "[WordPiece](https://x.example/wp) vocabulary"], []),
    # the same link and words twice are one item twice
    (["[SentencePiece](https://x.example/sp) BPE", "Pattern-based", "[SentencePiece](https://x.example/sp) BPE"], [5]),
    # a dash or a colon after the link starts what the item says: the link alone names it
    (["[vLLM](https://x.example/v) - a serving engine", "[vLLM](https://x.example/v): the same engine"], [4]),
])
def test_words_after_a_leading_link_name_the_item(tmp_path, items, duplicate_lines):
    text = "# Algorithms\n\n" + "".join(f"{i}. {item}\n" for i, item in enumerate(items, 1))
    found = _check(tmp_path, text, ["CC102"])
    assert [f.locations[0].line for f in found] == duplicate_lines


def test_a_batch_fetch_skips_a_project_an_earlier_batch_holds(tmp_path):
    # batch 28 fetched "FlagEmbedding", which batch 14 held as "flagembedding" (PEP 503 names)
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from fetch_pypi_readmes import fetched_before, normalized
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    (tmp_path / "batch-1").mkdir()
    (tmp_path / "batch-1" / "flagembedding.md").write_text("x", encoding="utf-8")
    (tmp_path / "batch-1" / "Foo_Bar.md").write_text("x", encoding="utf-8")
    (tmp_path / "batch-2").mkdir()
    (tmp_path / "batch-2" / "own.md").write_text("x", encoding="utf-8")
    seen = fetched_before(tmp_path / "batch-2")
    assert sorted(seen) == ["flagembedding", "foo-bar"]
    assert normalized("FlagEmbedding") in seen and normalized("foo.bar") in seen
    assert normalized("own") not in seen  # the batch being fetched is not "before" itself


def _dates(tmp_path, line: str, date: str = "2028-06-13"):
    (tmp_path / "d.md").write_text(f"# Chat\n\nDate: {date}\n\n{line}\n", encoding="utf-8")
    claims = claimcheck.extract([tmp_path / "d.md"]).claims
    return [(c.surface, c.value) for c in claims if c.kind == "date" and c.line == 5]


@pytest.mark.parametrize("line,dates", [
    # a month/day with a slash is a date with a weekday or a deadline word after it (held-out set 19)
    ("Tom 答应 6/9（周五）把 OCR 镜像推到 registry。", [("6/9", "2028-06-09")]),
    ("Tom 答应 6/9 前把镜像推到 registry。", [("6/9", "2028-06-09")]),
    ("Ship it on 12/1 (Fri) at the latest.", [("12/1", "2028-12-01")]),
    # a fraction stays a fraction, with a word before it too
    ("延迟降到原来的 1/7，吞吐提升。", []),
    ("We cut the memory by 1/3 on 8 GPUs.", []),
    # a weekday after a comma is a date of its own, and the fraction before it stays a fraction
    ("比分 3/4，周五再议。", [("周五", "2028-06-16")]),
])
def test_a_month_and_day_with_a_slash_is_a_date_only_beside_a_day_word(tmp_path, line, dates):
    assert _dates(tmp_path, line) == dates


@pytest.mark.parametrize("line,fires", [
    # "committed to … live by" is a promise (held-out set 19: the memo's HTTP/2 ingress)
    ("Platform committed to having the HTTP/2 ingress live by the end of March (Friday 2028-03-31).", True),
    ("Platform promised to have the ingress live by 2028-03-31.", True),
    ("Tom 答应 6/9（周五）前把 OCR 镜像推到 registry。", True),
    # before its date it is no slip
    ("Platform committed to having the ingress live by 2028-07-31.", False),
])
def test_promises_to_go_live_or_push_are_promises(tmp_path, line, fires):
    found = _check(tmp_path, f"# Memo\n\nDate: 2028-06-13\n\n{line}\n", ["CC303"])
    assert [f.code for f in found] == (["CC303"] if fires else [])


def test_going_live_confirms_the_promise(tmp_path):
    text = ("# Memo\n\nDate: 2028-06-13\n\nHaloServe committed to shipping v2.1 live by 2028-03-31.\n\n"
            "Update: HaloServe v2.1 went live on 2028-03-30.\n")
    assert _check(tmp_path, text, ["CC303"]) == []


@pytest.mark.parametrize("line,expected", [
    # a time cut to 1/N restated as the share it saves (held-out set 19: "降到原来的 1/7，即节省约 70%")
    ("整体转换时间最多降到原来的 1/7，即最多节省约 70% 的时间。", "85.7%"),
    ("The new parser cuts parse time to 1/4 of the original, saving about 60% of the time.", "75%"),
    # the right share, memory rather than time, and a fraction that is no cut are no finding
    ("推理耗时降到原来的 1/2，节省约 50% 的时间。", None),
    ("显存降到原来的 1/4，节省 60% 的成本。", None),
    ("1/3 的请求超时，减少 20% 的时间。", None),
    # a share in the next sentence is another statement
    ("耗时降到原来的 1/7。另一项优化节省约 30% 的时间。", None),
])
def test_a_time_cut_to_a_fraction_saves_one_minus_the_fraction(tmp_path, line, expected):
    found = _check(tmp_path, f"# 讲义\n\n{line}\n", ["CC105"])
    assert [dict(f.params)["expected"] for f in found] == ([expected] if expected else [])


# -- bad input of the session-26 fresh-user trial ------------------------------------------
import subprocess  # noqa: E402


def _cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "claimcheck", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd)


def test_a_dangling_symlink_inside_a_folder_is_named_as_one(tmp_path):
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# a\n\nvLLM 0.6 reaches 1,200 tok/s.\n", encoding="utf-8")
    (folder / "b.md").symlink_to(tmp_path / "gone.md")
    out = _cli("check", folder)
    assert out.returncode == 2
    assert f"{(folder / 'b.md').as_posix()}: cannot read: a symlink to a missing file ({(tmp_path / 'gone.md').as_posix()})" \
        in out.stderr


def test_a_utf8_note_with_one_bad_byte_under_encoding_gbk_names_that_byte(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_bytes(("# 笔记\n\n" + "吞吐 1,200 tok/s。\n" * 40).encode() + b"bad \xff byte\n")
    out = _cli("check", "--encoding", "gbk", doc)
    # GBK stumbles on line 1's first Chinese character; the bad byte is on line 43
    assert out.stderr.splitlines()[0] == (f"claimcheck: error: {doc.as_posix()}:43: not valid UTF-8 (byte 0xff at "
                                          "column 5); it is UTF-8 up to there, not gbk: fix that byte")
    # a GBK note with a bad byte is still read as GBK
    gbk = tmp_path / "g.md"
    gbk.write_bytes("# 笔记\n\n吞吐 1,200 tok/s。\n".encode("gbk") + b"\x80\n")
    out = _cli("check", "--encoding", "gbk", gbk)
    assert out.stderr.splitlines()[0] == f"claimcheck: error: {gbk.as_posix()}:4: not valid GBK (byte 0x80 at column 1); convert it to UTF-8"


def test_a_manifest_row_without_its_snapshot_names_the_row(tmp_path):
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    for v in ("v0001", "v0002"):
        (snaps / f"{v}.md").write_text("# d\n\nvLLM 0.6 1,200 tok/s.\n", encoding="utf-8")
    (snaps / "manifest.tsv").write_text("version\tdate\nv0001\t2026-10-01\n\nv0003\t2026-10-03\nv0002\t2026-10-02\n",
                                        encoding="utf-8")
    out = _cli("audit", snaps)
    assert out.returncode == 2
    # line 4: the blank line 3 counts
    assert out.stderr.strip() == (f"claimcheck: error: {(snaps / 'manifest.tsv').as_posix()}:4:1: version 'v0003' has "
                                  f"no snapshot v0003.md (or .txt) in {snaps.as_posix()}")


@pytest.mark.parametrize("first,second,fires", [
    # one number in a decimal and a binary unit is one figure written two ways (a fresh-user trial)
    ("40 GB", "40 GiB", False),
    ("512 MiB", "512 MB", False),
    # another number, or the same unit twice with another number, still conflicts
    ("40 GB", "48 GiB", True),
    ("40 GiB", "48 GiB", True),
])
def test_the_same_number_in_gb_and_gib_is_one_figure(tmp_path, first, second, fires):
    text = (f"# Sizing\n\nThe KV cache of Llama-3-70B takes {first} on H100.\n\n## Later\n\n"
            f"The KV cache of Llama-3-70B takes {second} on H100.\n")
    assert [f.code for f in _check(tmp_path, text, ["CC201"])] == (["CC201"] if fires else [])


_TOKENIZERS = ("# Tokenizers\n\nSlabTok supports the following {noun}:\n\n1. Pattern-based tokenization\n"
               "2. WordPiece tokenization\n3. Unigram LM\n   (a language model over pieces)\n4. BPE\n\n{after}\n")


@pytest.mark.parametrize("noun,after,found", [
    # a count right after a list that points back at it (batch-28 blingfire.md: "all four" under five)
    ("tokenization algorithms", "It has one interface for all three algorithms.", [("three algorithms", "3", "4")]),
    ("tokenization algorithms", "It has one interface for all four algorithms.", []),
    ("分词算法", "以上三种算法共用一个接口。", [("三种", "3", "4")]),
    # a count whose noun the introducing line does not name, or with no pointing word, is another thing
    ("tokenization algorithms", "It ships all three models.", []),
    ("tokenization algorithms", "It ships three algorithms more in 2.0.", []),
])
def test_a_count_after_a_list_that_points_back_at_it(tmp_path, noun, after, found):
    text = _TOKENIZERS.format(noun=noun, after=after)
    got = _check(tmp_path, text, ["CC101"])
    assert [(dict(f.params)["surface"], dict(f.params)["stated"], dict(f.params)["found"]) for f in got] == found


def test_a_count_two_paragraphs_below_a_list_points_at_nothing(tmp_path):
    text = _TOKENIZERS.format(noun="tokenization algorithms", after="Another paragraph.\n\nAll three algorithms are fast.")
    assert _check(tmp_path, text, ["CC101"]) == []


def test_gigabits_are_not_gigabytes(tmp_path):
    # "3.56 Gb" for the README's 3.56 GiB is a unit slip (8× apart), not the same figure (dev set L086)
    (tmp_path / "readme.md").write_text("# Bench\n\nThe llama 7B Q4_0 model file takes 3.56 GiB on disk.\n",
                                        encoding="utf-8")
    (tmp_path / "draft.md").write_text("# Notes\n\nThe llama 7B Q4_0 model file takes 3.56 Gb on disk.\n",
                                       encoding="utf-8")
    found = claimcheck.check([tmp_path / "draft.md", tmp_path / "readme.md"], select=["CC201"]).findings
    assert [(f.code, f.locations[0].surface) for f in found] == [("CC201", "3.56 Gb")]
    (tmp_path / "draft.md").write_text("# Notes\n\nThe llama 7B Q4_0 model file takes 3.56 GB on disk.\n",
                                       encoding="utf-8")
    assert claimcheck.check([tmp_path / "draft.md", tmp_path / "readme.md"], select=["CC201"]).findings == []


@pytest.mark.parametrize("line,ids", [
    # a label right before a bare number makes it an arXiv id, malformed or not (held-out set 19)
    ("bibtex 的 eprint 字段为 2401.8281，与 README 一致。", ["arXiv:2401.8281"]),
    ("eprint = {2401.8281}", ["arXiv:2401.8281"]),
    ("arXiv ID: 2401.8281", ["arXiv:2401.8281"]),
    # without a label a malformed bare number is a number; a label far before it names nothing
    ("延迟 2401.8281 ms。", []),
    ("The eprint server answered in a median of 2401.8281 ms.", []),
])
def test_a_label_makes_a_bare_malformed_number_an_arxiv_id(tmp_path, line, ids):
    (tmp_path / "a.md").write_text(f"# 简报\n\n日期：2028-03-14\n\n{line}\n", encoding="utf-8")
    claims = claimcheck.extract([tmp_path / "a.md"]).claims
    assert [c.value for c in claims if c.kind == "identifier"] == ids


def test_a_dated_version_of_a_cited_document_is_its_date(tmp_path):
    # "（BYVoid/OpenCC NEWS.md，2028-05-26 版）" in a handout of 2028-05-19 (held-out set 19's R042)
    text = ("# 讲义\n\n日期：2028-05-19\n\n表 2 的转换方向取自上游说明（BYVoid/OpenCC NEWS.md，2028-05-26 版）。\n\n"
            "Source: OpenCC NEWS.md, version of 2028-05-26.\n")
    found = _check(tmp_path, text, ["CC304"])
    # the handout's own date line is cited from no source, though a "Source:" line heads its section
    assert [(f.locations[0].line, dict(f.params)["source"]) for f in found] == \
        [(5, "BYVoid/OpenCC NEWS.md，2028-05-26 版"), (7, "version of 2028-05-26")]
    # a version dated before the handout is no finding
    assert _check(tmp_path, text.replace("2028-05-26", "2028-05-12"), ["CC304"]) == []


@pytest.mark.parametrize("line,attribution,tier", [
    # hearsay names a tertiary source (held-out set 19's R049)
    ("听说 B 站有个 up 主测过，PyMuPDF 的 find_tables 准确率 97%。", "B 站有个 up 主测过", "tertiary"),
    ("据说 PyMuPDF 的 find_tables 准确率 97%。", "据说", "tertiary"),
    # a quantity after "per" is no source ("per 2 GB of RAM"); a name after it is one
    ("About 25,000 idle connections per 2 GB of RAM.", None, "unknown"),
    ("Per SemiAnalysis, the cluster reaches 25,000 tok/s.", "SemiAnalysis", "secondary"),
])
def test_hearsay_and_quantities_after_per(tmp_path, line, attribution, tier):
    (tmp_path / "a.md").write_text(f"# Notes\n\n{line}\n", encoding="utf-8")
    claims = [c for c in claimcheck.extract([tmp_path / "a.md"]).claims if c.line == 3 and c.kind != "date"]
    assert claims and {(c.source.attribution, c.source.tier) for c in claims} == {(attribution, tier)}


@pytest.mark.parametrize("source,fires", [
    # a speed-up from the paper beside the note's own unattributed absolute speed (a fresh-user trial)
    ("DSpark 论文", False),
    # a repost's bare speed-up beside it still pairs (the seed's CSDN "85% 加速")
    ("CSDN 转载", True),
])
def test_a_primary_sources_speedup_beside_the_notes_own_speed(tmp_path, source, fires):
    text = (f"# C (2026-11-20)\n- DSpark 最高加速 3×（来源：{source}）。\n"
            "- DSpark 单请求解码 85 tok/s，系统总吞吐 6,800 tok/s（H100，batch 80）。\n")
    assert bool(_check(tmp_path, text, ["CC202"])) is fires


@pytest.mark.parametrize("plain,fires", [
    # a quantised figure against one that names no precision (the default) is another setting
    ("vLLM 在 H100、batch 8 下吞吐 3,100 tok/s。", False),
    # the same precision on both sides is compared
    ("vLLM 在 H100、batch 8 下 FP8 吞吐 3,100 tok/s。", True),
])
def test_a_quantised_figure_against_one_without_precision(tmp_path, plain, fires):
    (tmp_path / "x.md").write_text(f"# x\n\n- {plain}\n", encoding="utf-8")
    (tmp_path / "y.md").write_text("# y\n\nWith FP8, vLLM reaches 4,200 tok/s on H100 at batch size 8; "
                                   "the BF16 figure is 3,100 tok/s.\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "x.md", tmp_path / "y.md"], select=["CC201"]).findings
    assert bool(found) is fires


def test_the_removed_claim_message_agrees_with_one_or_many_citations():
    # "but line 27 still state it" (a fresh-user trial): the template reads for one citation and for several
    from claimcheck.resources import load_resources
    rule = {r.code: r for r in load_resources().rules}["CC403"]
    values = {"subject": "vLLM", "metric": "throughput", "surface": "1,200 tok/s", "revision": "v0003",
              "last_revision": "v0002", "location": "notes.md:4", "citations": "line 27"}
    assert rule.render("message", "en", **values).endswith("but it is still stated at line 27")


@pytest.mark.parametrize("slip,fires", [
    # two neighbouring capitals swapped in a name's acronym part is a slip (held-out set 20: "NiceGIU")
    ("NiceGIU", True),
    # another acronym of other letters stays another name, as "HGNet" / HRNet
    ("NiceGPU", False),
])
def test_swapped_capitals_in_a_names_acronym_part(tmp_path, slip, fires):
    text = ("# 比选\n\n| 维度 | Gradio | NiceGUI |\n|---|---|---|\n| 版本 | 6.31.0 | 3.18.0 |\n\n"
            "- NiceGUI 默认地址为 localhost:8080。\n- NiceGUI 后端基于 FastAPI。\n"
            f"- {slip} 的内置定时器最短可到 10 ms。\n- 综合排名：NiceGUI 第三。\n")
    found = _check(tmp_path, text, ["CC205"])
    assert [(f.locations[0].surface) for f in found] == ([slip] if fires else [])


@pytest.mark.parametrize("line,expected", [
    # a change set beside the two figures it comes from, written with a thousands letter (held-out set 20)
    ("an2cn 比 cn2an 快 231%（67k vs 29k）。", "+131.0%"),
    ("an2cn is 3.5x faster than cn2an (67k vs 29k ops/s).", "2.31×"),
    # the right change, or figures without the letter and no separator, are no finding
    ("an2cn 比 cn2an 快 131%（67k vs 29k）。", None),
    ("an2cn 比 cn2an 快 131%（67 vs 29）。", None),
])
def test_a_change_beside_two_figures_with_a_thousands_letter(tmp_path, line, expected):
    found = _check(tmp_path, f"# x\n\n{line}\n", ["CC105"])
    assert [dict(f.params)["expected"] for f in found] == ([expected] if expected else [])


@pytest.mark.parametrize("verb", ["raised", "boosted", "lifted"])
def test_raised_from_x_to_y_is_two_levels_not_a_range(tmp_path, verb):
    # "raised throughput from 2,000 tok/s to 3,000 tok/s" (a fresh-user trial) was read as the range 2,000–3,000
    (tmp_path / "a.md").write_text(f"# n\n\nThe scheduler {verb} vLLM throughput from 2,000 tok/s to 3,000 tok/s.\n",
                                   encoding="utf-8")
    claims = claimcheck.extract([tmp_path / "a.md"]).claims
    assert [(c.surface, c.value, c.low) for c in claims if c.kind == "quantity"] == \
        [("2,000 tok/s", "2000", None), ("3,000 tok/s", "3000", None)]
    # a range without a verb of change stays a range
    (tmp_path / "a.md").write_text("# n\n\nThroughput ranges from 2,000 to 3,000 tok/s by batch size.\n", encoding="utf-8")
    [c] = [c for c in claimcheck.extract([tmp_path / "a.md"]).claims if c.kind == "quantity"]
    assert (c.low, c.high) == ("2000", "3000")


@pytest.mark.parametrize("a,b,swap", [("giu", "gui", True), ("GIU", "GUI", True), ("gpu", "gui", False),
                                      ("abc", "cba", False), ("gui", "gui", False)])
def test_neighbour_swap(a, b, swap):
    from claimcheck.frames.entities import neighbour_swap
    assert neighbour_swap(a, b) is swap
