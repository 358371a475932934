"""Kinds fixed in session 19: an over-long sentence is cut before the frames compare its
figures pairwise, and a claim id is worked out without folding its sentence once per claim
(a 1.4 MB comma-joined line never ended, fresh-user trial of session 18)."""
from __future__ import annotations

import hashlib
import re
import shutil

import pytest

from claimcheck.errors import RuleError
from claimcheck.frames.context import claim_id
from claimcheck.frames.extractor import shared_extractor
from claimcheck.resources import default_rules_dir, load_resources
from claimcheck.text.ingest import Document
from claimcheck.text.segment import _cut_long


def _reference_id(file, section, sentence, surface, occurrence):
    """DESIGN.md §3's claim id as first written: SHA-1 of the five fields joined by \\x1f."""
    folded = re.sub(r"\s+", " ", sentence).strip()
    key = "\x1f".join((file, section, folded, surface, str(occurrence)))
    return hashlib.sha1(key.encode("utf-8")).hexdigest()[:16]


@pytest.mark.parametrize("args", [
    ("notes/a.md", "一、吞吐 > 增量 1", "  KVPipe  在 B200 上\n11,600 tok/s ", "11,600 tok/s", 0),
    ("a.md", "", "x", "x", 3),
    ("a.md", "s", "vLLM 2.1x, SGLang 2.1x", "2.1x", 1),
])
def test_claim_id_is_the_sha1_of_its_five_fields(args):
    # the sentence's part is hashed once per sentence now; the ids stay what they were
    assert claim_id(*args) == _reference_id(*args)
    assert claim_id(*args) == _reference_id(*args)  # and again, from the memo


def test_cut_long_cuts_after_the_last_clause_mark_and_keeps_offsets():
    text = "vLLM 12 tok/s, SGLang 13 tok/s, TGI 9 tok/s, KVPipe 11 tok/s"
    pieces = _cut_long(text, 100, 32)
    assert [p for p, _ in pieces] == ["vLLM 12 tok/s, SGLang 13 tok/s,", "TGI 9 tok/s, KVPipe 11 tok/s"]
    assert [off for _, off in pieces] == [100, 100 + text.index("TGI")]
    # no clause mark: at white space; no white space either: at the limit
    assert _cut_long("aaaa bbbb cccc", 0, 10) == [("aaaa bbbb", 0), ("cccc", 10)]
    assert _cut_long("x" * 25, 5, 10) == [("x" * 10, 5), ("x" * 10, 15), ("x" * 5, 25)]


def test_a_comma_joined_line_of_many_figures_is_read_in_pieces_with_every_claim_in_place():
    names = ["vLLM", "SGLang", "TGI", "LMDeploy", "KVPipe"]
    parts = [f"{names[i % 5]} {1000 + i:,} tok/s" for i in range(1500)]
    line = ", ".join(parts)
    assert len(line) > 20_000  # beyond segmentation.yaml's max_sentence_chars (8,000)
    doc = Document(path="long.md", text="# 长行\n\n" + line + "\n", date="2026-12-01")
    ex = shared_extractor(None)
    segments = [s for s in ex.segmenter.segments(doc) if s.line == 3]
    assert len(line) == 29_098  # so four pieces, each cut after a comma
    assert len(segments) == 4 and all(len(s.text) <= 8000 and s.text.endswith(("tok/s,", "tok/s")) for s in segments)
    claims = [c for c in ex.extract(doc).claims if c.kind == "quantity"]
    assert len(claims) == 1500
    assert all(line[c.column - 1:c.column - 1 + len(c.surface)] == c.surface for c in claims)
    assert [(c.value, c.norm_unit) for c in claims[:2]] == [("1000", "token / second"), ("1001", "token / second")]
    assert claims[1].subject == "SGLang"


def test_max_sentence_chars_must_be_a_whole_number_of_200_or_more(tmp_path):
    target = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), target)
    path = target / "segmentation.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("max_sentence_chars: 8000", "max_sentence_chars: 50"),
                    encoding="utf-8")
    load_resources.cache_clear()
    try:
        with pytest.raises(RuleError, match=r"segmentation.yaml:\d+:\d+: 'max_sentence_chars' must be a whole number"):
            load_resources(str(target))
    finally:
        load_resources.cache_clear()


def _codes(tmp_path, text: str) -> list[str]:
    import claimcheck
    path = tmp_path / "note.md"
    path.write_text("# Issue\n\n" + text, encoding="utf-8")
    return [f.code for f in claimcheck.check([path], lang="en").findings]


@pytest.mark.parametrize("text, want", [
    # names in the bracket right after a count are its items, "and" or not (held-out set 14 R039)
    ("The README compares diskcache with five other key-value projects (dbm, shelve, sqlitedict, pickleDB).\n",
     ["CC101"]),
    ("We support four backends (CUDA, ROCm, XPU).\n", ["CC101"]),
    ("We compare four projects (dbm, shelve, sqlitedict, pickleDB).\n", []),
    # a bracket of attributes holds figures: no list
    ("We rent 8 GPUs (A100, 80GB).\n", []),
    ("Two nodes (8x H100, 400 Gb/s IB) serve it.\n", []),
])
def test_a_count_with_its_names_in_a_bracket_is_checked_without_a_conjunction(tmp_path, text, want):
    assert _codes(tmp_path, text) == want


@pytest.mark.parametrize("text, want", [
    # two sub-second durations beside a speed-up are its measurements (held-out set 14 R038)
    ("Diskcache is 2.5x faster than pylibmc (11.8 µs vs 25.4 µs).\n", ["CC105"]),
    ("Diskcache is 2.1x faster than pylibmc (11.8 µs vs 25.4 µs).\n", []),
    # periods beside a speed-up are no measurement of it
    ("After 3 weeks of tuning and 2 days of testing, SlabKV is 1.8x faster.\n", []),
])
def test_a_speedup_beside_two_operation_times_is_their_quotient(tmp_path, text, want):
    assert _codes(tmp_path, text) == want


def test_a_figure_that_cites_its_own_repost_has_no_primary_link_from_its_heading():
    # the heading cites the paper; the sentence names a Reddit post as where its figure comes
    # from: the figure rests on the post (fresh-user trial, session 18)
    text = ("# 笔记\n\n## SlabKV（arXiv:2501.01234）\n\n"
            "据 Reddit 网友帖子 https://www.reddit.com/r/LocalLLaMA/comments/abc/ ，SlabKV 在 H100 上达到 9,800 tok/s。\n\n"
            "论文报告 SlabKV 在 H100 上 11,200 tok/s。\n")
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date="2026-12-01")).claims
    by_surface = {c.surface: c.source for c in claims}
    reposted, reported = by_surface["9,800 tok/s"], by_surface["11,200 tok/s"]
    assert (reposted.tier, reposted.primary_link) == ("tertiary", False)
    assert "arXiv:2501.01234" in reposted.ids  # the section's citation is still listed
    # a sentence that cites nothing rests on its section's paper
    assert (reported.tier, reported.primary_link) == ("primary", True)


@pytest.mark.parametrize("text, want", [
    # the quotient of the two operation times stands in the sentence: its other multiple is about
    # something else, here the README's headline bound (held-out set 12 R013)
    ("FAISS 55.3 ms、USearch 2.54 ms，55.3 / 2.54 ≈ 21.8 倍，比标题的 20x 还高一点。\n", []),
    ("FAISS 55.3 ms、USearch 2.54 ms，约 30 倍。\n", ["CC105"]),
])
def test_a_multiple_beside_the_operation_times_quotient_is_about_something_else(tmp_path, text, want):
    assert _codes(tmp_path, text) == want


@pytest.mark.parametrize("text, qualifier", [
    ("USearch claims up to a 20x performance improvement.\n", "<="),
    ("up to an 8x speedup on H100\n", "<="),
    ("up to 20x faster\n", "<="),
])
def test_up_to_with_an_article_is_a_bound(text, qualifier):
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date=None)).claims
    assert [c.qualifier for c in claims if c.kind == "ratio"] == [qualifier]


def test_a_hedged_value_revised_is_a_new_value_in_the_history(tmp_path):
    # "约 612 tok/s" → "约 640 tok/s": the hedge widened both into one value, the timeline kept
    # 612 for the version that says 640 and no silent revision was seen (fresh-user trial)
    from claimcheck.history.audit import audit
    for n, value in ((1, 612), (2, 612), (3, 640)):
        (tmp_path / f"v00{n}.md").write_text(
            f"# KV 活文档（v00{n}，2026-10-1{n}）\n\n## 吞吐\n\nHydraKV 在 H100 上吞吐约 {value} tok/s。\n\n"
            f"## 变更记录\n\n- v00{n}：整理格式。\n", encoding="utf-8")
    report = audit(tmp_path, lang="en")
    [track] = [t for t in report.tracks if t.observations[0].claim.subject == "HydraKV"]
    assert [(o.start, o.end, o.claim.value) for o in track.observations] == [(0, 1, "612"), (2, 2, "640")]
    assert [f.code for f in report.findings] == ["CC401"]
    # a hedge added or dropped around the same figure is no revision
    (tmp_path / "v003.md").write_text((tmp_path / "v003.md").read_text(encoding="utf-8").replace("约 640", "612"),
                                      encoding="utf-8")
    report = audit(tmp_path, lang="en")
    assert [f.code for f in report.findings] == []


def test_written_numbers_are_the_hand_written_warnings_outside_the_section_and_code():
    from claimcheck.report.warnings_section import END, START, written_numbers
    text = ("二、值得警惕的矛盾或待核实说法\n\n" + START + "\n\n⚠️ C1：生成的\n\n" + END + "\n\n"
            "⚠️ C1：手写的\n### ⚠ C3: also by hand\n- ⚠️ C4：列表里的\n```\n⚠️ C9：代码里的\n```\n"
            "C7: the seventh candidate, no warning mark\n")
    assert written_numbers(text) == [1, 3, 4]


def test_warnings_write_numbers_the_generated_items_after_the_hand_written_ones(tmp_path):
    from typer.testing import CliRunner

    from claimcheck.cli.core import app
    brief = tmp_path / "briefing.txt"
    brief.write_text("# 简报 2026-11-05\n\n一、增量\n\n增量 1：TurboKV 在 H100 上吞吐 8,200 tok/s（TP8，bs=64）。\n"
                     "增量 2：据论文，TurboKV 在 H100 上吞吐 6,100 tok/s（TP8，bs=64）。\n\n"
                     "二、值得警惕的矛盾或待核实说法\n\n⚠️ C1：TurboKV 的开源时间未定（手写）。\n", encoding="utf-8")
    run = CliRunner().invoke(app, ["warnings", str(brief), "--write", str(brief), "--lang", "en"])
    assert run.exit_code == 0, run.output
    text = brief.read_text(encoding="utf-8")
    # (and written after them: session 26's fresh-user trial found C2 above C1)
    assert re.findall(r"^⚠️ C(\d+)", text, re.MULTILINE) == ["1", "2"]
    assert "numbered from C2" in run.output
    again = CliRunner().invoke(app, ["warnings", str(brief), "--write", str(brief), "--check", "--lang", "en"])
    assert again.exit_code == 0 and brief.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("key, value, problem", [
    ("max_findings_per_group: 20", "max_findings_per_group: -5", "a whole number of 0 or more, not -5"),
    ("max_rivals_per_claim: 3", "max_rivals_per_claim: 2.5", "a whole number of 0 or more, not 2.5"),
])
def test_a_rule_copy_with_a_count_out_of_range_is_refused_at_its_line(tmp_path, key, value, problem):
    target = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), target)
    path = target / "checks" / "CC201-value-conflict.yaml"
    text = path.read_text(encoding="utf-8")
    assert key in text
    path.write_text(text.replace(key, value), encoding="utf-8")
    line = next(i for i, ln in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if ln.strip() == value)
    load_resources.cache_clear()
    try:
        with pytest.raises(RuleError, match=rf"CC201-value-conflict.yaml:{line}:\d+: .*must be {re.escape(problem)}"):
            load_resources(str(target)).rules
    finally:
        load_resources.cache_clear()


def test_parameter_overrides_out_of_range_are_refused_and_zero_is_no_cap(tmp_path):
    import claimcheck
    from claimcheck.errors import UsageError
    note = tmp_path / "n.md"
    note.write_text("# KV\n\nKVPipe 在 B200 上吞吐 11,600 tok/s。\n\n据另一份笔记，KVPipe 在 B200 上吞吐 9,800 tok/s。\n",
                    encoding="utf-8")
    with pytest.raises(UsageError, match="must be 0 or more like its default"):
        claimcheck.check([note], parameters={"CC104": {"approx_tolerance": -3}})
    capped = claimcheck.check([note], parameters={"CC201": {"max_findings_per_group": 0}})
    assert [f.code for f in capped.findings] == ["CC201"]


def test_one_malformed_id_copied_to_several_lines_is_one_finding_with_every_place(tmp_path):
    import claimcheck
    note = tmp_path / "n.md"
    note.write_text("# 笔记\n\nSlabKV 论文 arXiv:2610.1187 给出 2.1x。\n\n另见 arXiv:2610.1187 的附录。\n\n"
                    "再见 arXiv:2600.22222。\n", encoding="utf-8")
    report = claimcheck.check([note], lang="en")
    got = [(f.code, [(loc.line, loc.surface) for loc in f.locations]) for f in report.findings]
    assert got == [("CC301", [(3, "arXiv:2610.1187"), (5, "arXiv:2610.1187")]),
                   ("CC301", [(7, "arXiv:2600.22222")])]


@pytest.mark.parametrize("line, want", [
    # a team's promised action is a promise (fresh-user trial; held-out set 14's wording)
    ("团队计划 2026年9月底前 把 HydraKV 接入生产。", ["CC303"]),
    ("运维组答应 2026-10-20 前把 sysctl 打开。", ["CC303"]),
    ("The team plans to roll out HydraKV by 2026-10-01.", ["CC303"]),
    # confirmed later in the inputs: no finding
    ("团队计划 2026年9月底前 把 HydraKV 接入生产。\n\nHydraKV 已接入生产（2026-09-28）。", []),
    # a date near an action with no promise word is no promise
    ("HydraKV 于 2026-09-20 完成压测。", []),
])
def test_a_promised_action_with_its_date_past_is_an_overdue_promise(tmp_path, line, want):
    import claimcheck
    note = tmp_path / "n.md"
    note.write_text(f"# HydraKV 简报（2026-11-05）\n\n{line}\n", encoding="utf-8")
    assert [f.code for f in claimcheck.check([note], lang="en").findings] == want


TABLE = ("# 对比\n\n| 系统 | 吞吐 (tok/s) | TTFT (ms) |\n|---|---|---|\n| HydraKV | 4,100 | 120 |\n"
         "| SGLang | 4,500 | 150 |\n| vLLM | 3,900 | 140 |\n\n")


@pytest.mark.parametrize("sentence, want", [
    # a rank in prose that points at the table above ranks the cell it names (fresh-user trial)
    ("HydraKV 在上表中吞吐排名第一。", [("CC103", [9, 5, 6])]),
    ("HydraKV has the highest throughput in the table above.", [("CC103", [9, 5, 6])]),
    # true of the table: no finding
    ("HydraKV 在上表中 TTFT 最低。", []),
    ("SGLang 在上表中吞吐排名第一。", []),
    # no pointer at a table and not right under it: nothing to rank against (right under it, with
    # blank lines only between, the sentence is about it: session 37, tests/test_session37_kinds.py)
    ("另见附录。\n\nHydraKV 吞吐排名第一。", []),
    # two metrics named: which column is unknown
    ("HydraKV 在上表中吞吐与 TTFT 都排名第一。", []),
])
def test_a_rank_that_points_at_the_table_above_ranks_its_cell(tmp_path, sentence, want):
    import claimcheck
    note = tmp_path / "n.md"
    note.write_text(TABLE + sentence + "\n", encoding="utf-8")
    got = [(f.code, [loc.line for loc in f.locations]) for f in claimcheck.check([note], lang="en").findings]
    assert got == want


SERVERS = ("# 压测\n\n| 服务器 | 吞吐 (req/s) | p50 (ms) | p99 (ms) |\n|---|---|---|---|\n"
           "| uvicorn（基线） | 23,600 | 7.9 | 21.5 |\n| Granian（ASGI） | 41,200 | 4.1 | 12.8 |\n"
           "| Robyn（重写版） | 47,900 | 3.6 | 10.9 |\n\n")


def test_a_row_label_names_its_head_when_only_its_bracket_holds_a_known_name():
    # "Granian（ASGI）" is a server run over ASGI; "Baseline (vLLM)" is a role whose bracket names it
    text = ("| 服务器 | 吞吐 (req/s) |\n|---|---|\n| Granian（ASGI） | 41,200 |\n| Baseline (vLLM) | 40,100 |\n"
            "| Ours（SlabKV） | 45,000 |\n")
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date=None)).claims
    assert [(c.surface, c.subject) for c in claims] == [("41,200", "Granian"), ("40,100", "vLLM"), ("45,000", "SlabKV")]


def test_percentile_columns_are_latencies_and_a_table_rank_reads_the_column_it_names(tmp_path):
    import claimcheck
    claims = shared_extractor(None).extract(Document(path="n.md", text=SERVERS, date=None)).claims
    assert {c.metric for c in claims if c.unit == "ms" or c.surface in ("4.1", "12.8")} == {"latency"}
    note = tmp_path / "n.md"
    # p99: Robyn's 10.9 < Granian's 12.8 (held-out set 14 R020); p50 alone would not compare them
    note.write_text(SERVERS + "尾延迟：Granian 的 p99 在表里三个 server 中最低。\n", encoding="utf-8")
    got = [(f.code, f.subject, [loc.line for loc in f.locations]) for f in claimcheck.check([note], lang="en").findings]
    assert got == [("CC103", "Granian", [9, 6, 7])]
    note.write_text(SERVERS + "Robyn 的 p99 在表里三个 server 中最低。\n", encoding="utf-8")
    assert claimcheck.check([note], lang="en").findings == []


def test_a_compression_ratio_is_shown_as_the_ratio_not_the_share_left(tmp_path):
    # "75% less memory" and "3×" were shown as 0.25× and 0.3333× (fresh-user trial): 4× against 3×
    import claimcheck
    note = tmp_path / "n.md"
    note.write_text("# 笔记\n\nSlabKV 把 KV cache 显存降低 75%（Llama-3-8B，H100）。\n\n"
                    "据另一份笔记，SlabKV 的 KV cache 压缩 3×（Llama-3-8B，H100）。\n", encoding="utf-8")
    report = claimcheck.check([note], lang="en")
    [finding] = report.findings
    assert "3× (3×," in finding.message and "75% (4×," in finding.message
    assert "normalised 3×" in report.to_markdown("en") and "normalised 4×" in report.to_markdown("en")


def test_one_anachronistic_id_in_one_document_is_one_finding_with_every_place(tmp_path):
    import claimcheck
    note = tmp_path / "n.md"
    # dated 2026-09: an arXiv id of 2611 cannot have been cited yet, here twice
    note.write_text("# 笔记（2026-09-28）\n\nSlabKV（arXiv:2611.01234）给出 2.1x。\n\n另见 arXiv:2611.01234 的附录。\n",
                    encoding="utf-8")
    got = [(f.code, [loc.line for loc in f.locations]) for f in claimcheck.check([note], lang="en").findings]
    assert got == [("CC302", [3, 5])]
