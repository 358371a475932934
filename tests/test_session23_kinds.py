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
