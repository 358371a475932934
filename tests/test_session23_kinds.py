"""Session 23: faults found on long lines and real READMEs, each fixed as a kind (see docs/benchmarks.md)."""
from __future__ import annotations

import pytest

import claimcheck


def _dates(text: str) -> dict[str, tuple]:
    return {c.surface: (c.subject, dict(c.conditions))
            for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.kind == "date"}


@pytest.mark.parametrize("second", ["2024-06", "[2024/06]", "2024年6月", "（2024-06）"])
def test_a_changelog_headline_reads_only_its_own_entry_of_a_line(second):
    # a line of two dated entries: the first headline's later sentence is the second entry,
    # whose settings are not the first's (conditions.rest_of_item_conditions stops there)
    text = (f"- [2024/04] SlabKV 引擎升级。{second} RingFold 发布。"
            "[internlm2-20b](https://example.org/m) 推理速度提升 1.8 倍\n")
    dates = _dates(text)
    assert dates["2024/04"] == ("SlabKV", {})
    assert ("RingFold", {"model": "internlm2-20b"}) in dates.values()


def test_a_changelog_headline_still_takes_its_items_later_settings_before_the_next_entry():
    text = ("- [2024/04] SlabKV 引擎升级。[internlm2-20b](https://example.org/m) 推理速度提升 1.8 倍。"
            "2024-06 RingFold 发布，H100 上。\n")
    dates = _dates(text)
    assert dates["2024/04"] == ("SlabKV", {"model": "internlm2-20b"})
    assert dates["2024-06"] == ("RingFold", {"hardware": "H100"})


def test_a_long_line_of_dated_entries_gives_each_date_its_own_settings():
    # 300 entries on one line (each read the rest of the line before: quadratic, 31 s at 800)
    entries = "".join(f"2025-{i % 12 + 1:02d} RingFold v0.{i} 发布，TP{i % 4 + 1}。" for i in range(300))
    claims = claimcheck.extract_text("- [2024/04] SlabKV 引擎升级。" + entries + "\n", doc_date="2026-09-28")
    dates = [c for c in claims if c.kind == "date"]
    assert len(dates) == 301
    assert dict(dates[0].conditions) == {}
    assert [dict(c.conditions).get("tp") for c in dates[1:6]] == ["1", "2", "3", "4", "1"]


@pytest.mark.parametrize("text,subject", [
    # the product named after its vendor is the subject, not the vendor (session 22's leftover)
    ("NVIDIA Dynamo reaches 30,000 tok/s on H100.\n", "NVIDIA Dynamo"),
    ("英伟达 Dynamo 吞吐 3 万 tok/s。\n", "NVIDIA Dynamo"),
    # bare "Dynamo" is also PyTorch's compiler: no engine without the vendor
    ("Dynamo reaches 30,000 tok/s on H100.\n", None),
])
def test_a_vendor_named_product_is_the_subject(text, subject):
    claims = [c for c in claimcheck.extract_text(text, doc_date="2026-09-28") if c.metric == "throughput"]
    assert [c.subject for c in claims] == [subject]


@pytest.mark.parametrize("text,expected", [
    # a weekday written after a two-digit month-day makes it a day of the document's year, and
    # the weekday is that day's, not another date (held-out set 16: "承诺 05-14（周五）前" was
    # read as next Friday, 2027-05-21, and the promised day was lost)
    ("王珂：脚本 07-09（周五）截止。", [("07-09", "2027-07-09")]),
    ("tom 承诺 05-14(周五)前升级。", [("05-14", "2027-05-14")]),
    ("CI 结果已补（08-12，周四）。", [("08-12", "2027-08-12")]),
    ("the 05-14 (Fri) deadline", [("05-14", "2027-05-14")]),
    ("due 05-14 Friday", [("05-14", "2027-05-14")]),
    # no weekday, no day word: a range or a count, as before
    ("05-10（次）", []),
    ("05-10 satellites", []),
])
def test_a_month_day_with_its_weekday_is_a_date(text, expected):
    got = [(c.surface, str(c.value)) for c in claimcheck.extract_text(text + "\n", doc_date="2027-07-14")
           if c.kind == "date"]
    assert got == expected


@pytest.mark.parametrize("sentence,confirmed", [
    # a perfect marker right before a promised action (grammar.yaml confirmation_action_prefixes)
    ("KV 路由 09-20（周日）已经接入生产。", True),
    ("KV 路由 09-20（周日）均已部署。", True),
    ("CI 结果已补（09-20，周日）。", True),
    ("KV 路由 09-20（周日）尚未接入。", False),
])
def test_a_marker_before_a_promised_action_confirms(sentence, confirmed):
    claims = claimcheck.extract_text(sentence + "\n", doc_date="2026-09-28")
    assert any("confirmation" in c.flags for c in claims) is confirmed


def _overdue(tmp_path, text):
    (tmp_path / "faq.md").write_text(text, encoding="utf-8")
    report = claimcheck.check([tmp_path / "faq.md"], as_of="2027-08-20", select=["CC303"])
    return [(f.locations[0].line, f.risk) for f in report.findings]


def test_a_promise_of_no_system_is_kept_by_a_line_naming_its_deliverable(tmp_path):
    # held-out set 16's trap: a change log's promise with no system, kept in the next row
    head = "# FAQ\n\n> 最后更新：2027-08-18\n\n| 日期 | 变更 | 作者 |\n|---|---|---|\n"
    promise = "| 2027-08-06 | 承诺 08-13（周五）前补上 3.14t 的 CI 结果 | 郑岚 |\n"
    kept = "| 2027-08-12 | 3.14t CI 结果已补（08-12，周四），全绿 | 郑岚 |\n"
    other = "| 2027-08-12 | 3.13 CI 结果已补（08-12，周四），全绿 | 郑岚 |\n"
    figure = "| 2027-08-12 | 吞吐提升 1.5x 的结果已补（08-12，周四） | 郑岚 |\n"
    assert _overdue(tmp_path, head + promise + kept) == []
    # a line of another build, or one whose only shared digit-led word is a figure, keeps nothing
    assert [line for line, _ in _overdue(tmp_path, head + promise + other)] == [7]
    assert [line for line, _ in _overdue(tmp_path, head + promise.replace("3.14t", "1.5x") + figure)] == [7]


@pytest.mark.parametrize("line,repeated", [
    # one ； after a 、-list of names ends the list (held-out set 16: the repeat was not seen
    # because the sentence went on after a ；)
    ("- 后端可选：psutil、psutil_pss、psutil_uss、posix、psutil_uss；默认 psutil，测 RSS。", ["psutil_uss"]),
    ("后端：CUDA、Vulkan、Metal、CUDA；另有 CPU 回退。", ["CUDA"]),
    # a ；-list whose items hold 、-lists: items of different groups are not one list
    ("- 方案：甲、乙；丙、甲；丁。", []),
])
def test_a_named_list_ended_by_a_semicolon_is_checked_for_repeats(tmp_path, line, repeated):
    (tmp_path / "n.md").write_text("# 纪要\n\n" + line + "\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "n.md"], as_of="2027-07-14", select=["CC102"])
    assert [f.locations[0].line for f in report.findings] == [3] * len(repeated)
    assert all(name in f.message for f, name in zip(report.findings, repeated))


def test_a_promise_of_no_system_is_not_kept_by_a_name_elsewhere_on_its_line(tmp_path):
    # held-out set 14: the promise's clause names no system; Granian, named earlier on the line,
    # is confirmed elsewhere, which keeps no promise about a sysctl
    text = ("# 报告\n\n> 日期：2027-02-24\n\n"
            "- Granian 需要内核 >= 5.14。内核已满足；运维组答应 02-20 前把 sysctl 打开，测试按已开启处理。\n"
            "- Granian 2.5 已发布（02-18）。\n")
    assert [line for line, _ in _overdue(tmp_path, text)] == [5]


def test_a_warning_quotes_list_items_whole_or_cut_at_a_word_and_counts_the_rest(tmp_path):
    # a fresh-user trial of session 23: items were cut inside a word with no mark, and the
    # fourth item of four was dropped without a word
    (tmp_path / "n.md").write_text(
        "# Notes\n\nPrefixFlow has three bottlenecks:\n\n"
        "- prefix lookup on the CPU blocks the scheduler thread\n"
        "- KV swap-in from SSD is serialised per request\n"
        "- eviction ignores reuse distance\n"
        "- the router drops requests\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "n.md"], as_of="2026-10-15", select=["CC101"])
    section = report.to_markdown("en")
    assert '"prefix lookup on the CPU blocks the…"' in section
    assert '"eviction ignores reuse distance"' in section
    assert section.count(" and 1 more") == 1


def test_a_warning_about_an_identifier_names_no_other_paper_as_its_source(tmp_path):
    (tmp_path / "n.md").write_text(
        "# 论文\n\n## TreeSpec（arXiv:2609.30552）\n\n- 相关：LongDraft（arXiv:2509.1234）尚未读全文。\n",
        encoding="utf-8")
    report = claimcheck.check([tmp_path / "n.md"], as_of="2026-10-15", select=["CC301"])
    section = report.to_markdown("en")
    assert "arXiv:2509.1234" in section and "2609.30552" not in section


def test_an_underscore_inside_a_name_is_part_of_it(tmp_path):
    # held-out set 14's trap: three projects, "pyahocorasick", "py_aho_corasick", "ahocorapy";
    # emphasis marks around a name still fold ("_TGI_" is TGI)
    (tmp_path / "n.md").write_text(
        "# 讲义\n\nA：pyahocorasick（主角）、py_aho_corasick、ahocorapy 是三个不同项目；另有老库。\n\n"
        "- _TGI_\n- TGI\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "n.md"], as_of="2027-03-15", select=["CC102"])
    assert [f.locations[0].line for f in report.findings] == [6]


def test_a_references_entry_dated_after_the_document_is_a_future_dated_source(tmp_path):
    # held-out set 16 (R028): the entries of a references list are cited sources; two entries of
    # one outlet with their own quoted titles are two works, not one item twice (CC102)
    (tmp_path / "post.md").write_text(
        "# Crawler notes\n\n*Blog · 2027-06-16*\n\nSlabKV decodes 1,840 JPEG/s on c7g.\n\n## References\n\n"
        "1. Internal wiki, \"Crawler library choices\", posted 2027-06-11.\n"
        "2. Internal wiki, \"JPEG decode re-run\", posted 2027-07-02.\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "post.md"], as_of="2027-06-16", select=["CC304", "CC102"])
    assert [(f.code, f.locations[0].line) for f in report.findings] == [("CC304", 10)]
    assert "Internal wiki" in report.findings[0].message
