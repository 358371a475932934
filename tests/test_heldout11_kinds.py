"""Spec rows for the kinds the eleventh held-out set of drafts showed on its first run (session
16), and for the fresh-user leftovers of session 15 taken up with them: figures set against each
other after names set against each other, a bare number joined to a quantity, a package named at
the head of an item, "KV" and "压到" as metric words, the source of a field line, within-note
pairs of two named sources, a chip named after its memory, the levels and the size of a change,
falls that name no metric, and a quarter or half of a year written after 年.  Each row is a small
document in zh, en or mixed text."""
from __future__ import annotations

from pathlib import Path

import pytest

import claimcheck

AS_OF = "2026-12-02"


def claims(tmp_path: Path, text: str, name: str = "note.md") -> list:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.extract([tmp_path / name]).claims


def report(tmp_path: Path, text: str, code: str, name: str = "note.md"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], as_of=AS_OF, lang="en", select=[code])


@pytest.mark.parametrize("text,expected", [
    # two figures set against each other after two names set against each other: in order
    ("# 对比\n\nSGLang 比 vLLM 快：15,000 vs 12,400 tok/s（H100）。\n", [("15,000", "SGLang"), ("12,400 tok/s", "vLLM")]),
    ("# Compare\n\nSGLang vs vLLM: 15,000 vs 12,400 tok/s on H100.\n", [("15,000", "SGLang"), ("12,400 tok/s", "vLLM")]),
    ("# Compare\n\nSGLang outperforms vLLM (15,000 vs 12,400 tok/s).\n", [("15,000", "SGLang"), ("12,400 tok/s", "vLLM")]),
    ("# 对比\n\nSGLang 对比 vLLM：15,000 对 12,400 tok/s。\n", [("15,000", "SGLang"), ("12,400 tok/s", "vLLM")]),
    # a list joiner pairs them only with a respectively word
    ("# 对比\n\nSGLang 与 vLLM 的吞吐分别为 15,000 和 12,400 tok/s。\n", [("15,000", "SGLang"), ("12,400 tok/s", "vLLM")]),
    ("# Compare\n\nSGLang and vLLM reach 15,000 and 12,400 tok/s respectively.\n",
     [("15,000", "SGLang"), ("12,400 tok/s", "vLLM")]),
    # each figure written after its own name keeps it
    ("# Compare\n\nSGLang 15,000 tok/s vs vLLM 12,400 tok/s.\n", [("15,000 tok/s", "SGLang"), ("12,400 tok/s", "vLLM")]),
    # no names set against each other: whose each figure is stays unsaid
    ("# Decode\n\nThe decode latency (231.23 vs 21.67 ms) improved.\n", [("231.23", None), ("21.67 ms", None)]),
])
def test_figures_set_against_each_other_follow_the_names(tmp_path, text, expected):
    got = [(c.surface, c.subject) for c in claims(tmp_path, text) if c.metric in ("throughput", "latency")]
    assert got == expected


def test_a_comparison_gives_no_conflict_with_each_systems_own_figure(tmp_path):
    text = ("# 周报\n\n- SGLang 比 vLLM 快：15,000 vs 12,400 tok/s（H100，Llama-3-8B，bs=64）。\n"
            "- vLLM 在 H100 上的吞吐为 12,400 tok/s（Llama-3-8B，bs=64）。\n"
            "- SGLang 在 H100 上的吞吐为 15,000 tok/s（Llama-3-8B，bs=64）。\n")
    assert report(tmp_path, text, "CC201").findings == []
    # the same comparison against a figure that does differ still conflicts
    text = text.replace("- vLLM 在 H100 上的吞吐为 12,400", "- vLLM 在 H100 上的吞吐为 9,000")
    found = report(tmp_path, text, "CC201").findings
    assert [sorted(loc.surface for loc in f.locations[:2]) for f in found] == [["12,400 tok/s", "9,000 tok/s"]]


@pytest.mark.parametrize("text,expected", [
    # a bare number joined to a quantity takes its unit before a metric word's reading
    ("# 吞吐\n\n吞吐 15,000 vs 12,400 tok/s。\n", [("15,000", "token / second"), ("12,400 tok/s", "token / second")]),
    ("# 对比\n\nSGLang 比 vLLM 快：4281.51 vs 4132.37 tok/s。\n",
     [("4281.51", "token / second"), ("4132.37 tok/s", "token / second")]),
])
def test_a_bare_number_joined_to_a_quantity_shares_its_unit(tmp_path, text, expected):
    assert [(c.surface, c.norm_unit) for c in claims(tmp_path, text)] == expected


@pytest.mark.parametrize("heading,subject", [
    ("增量 1：mlx-vlm — Gemma 4 草稿 + TurboQuant KV 量化", "mlx-vlm"),
    ("增量 2：llama.cpp（CPU 推理）", "llama.cpp"),
    ("增量 3：vllm — 新版调度器", "vLLM"),  # (a known package by its canonical name)
    # a capitalised name opening the heading still wins
    ("增量 4：TurboQuant — KV 量化", "TurboQuant"),
])
def test_a_package_named_at_the_head_of_an_item_is_its_subject(tmp_path, heading, subject):
    text = f"# 简报\n\n{heading}\n要点：在 M3 Max 上生成 50.3 tok/s。\n"
    got = [c.subject for c in claims(tmp_path, text) if c.metric == "throughput"]
    assert got == [subject]


@pytest.mark.parametrize("text,expected", [
    ("# KV\n\nTurboQuant 把 KV 从 0.624 GB 压到 0.365 GB，即 1.71x。\n",
     [("0.624 GB", "kv_cache_size"), ("0.365 GB", "kv_cache_size"), ("1.71x", "compression_ratio")]),
    ("# KV\n\nQwen3.5-4B 的 KV 从 4.1 GB 降到 0.97 GB。\n", [("4.1 GB", "kv_cache_size"), ("0.97 GB", "kv_cache_size")]),
    # the peak memory of a run stays memory
    ("# 显存\n\n峰值显存 52.66 GB。\n", [("52.66 GB", "memory")]),
])
def test_kv_and_squeezing_name_their_metrics(tmp_path, text, expected):
    assert [(c.surface, c.metric) for c in claims(tmp_path, text) if c.kind in ("quantity", "ratio")] == expected


def test_a_field_line_states_its_figures_under_the_section_source(tmp_path):
    text = ("# 简报\n\n增量 1：foo-bar — 测试\n来源：PyPI foo-bar 0.7 README；原始论文见三、表\n"
            "要点：foo-bar 在 H100 上吞吐 100 tok/s。\nfoo-bar 在 H100 上吞吐 120 tok/s。\n")
    got = [(c.line, c.source.attribution) for c in claims(tmp_path, text) if c.metric == "throughput"]
    # (the first sentence of the source line names the source)
    assert got == [(5, "PyPI foo-bar 0.7 README"), (6, "PyPI foo-bar 0.7 README")]
    # the mark that ends the source line is no part of the source's name
    text = "# 简报\n\n增量 1：foo-bar — 测试\n来源：PyPI foo-bar 0.7 README；\n要点：foo-bar 吞吐 100 tok/s。\n"
    assert [c.source.attribution for c in claims(tmp_path, text) if c.metric == "throughput"] == ["PyPI foo-bar 0.7 README"]


def test_two_named_sources_in_one_note_need_a_shared_setting_for_a_basis_mismatch(tmp_path):
    # a leaderboard's multiple and another source's throughput, on two chips: two experiments
    text = ("# 投机解码\n\n## 榜单\n来源：Spec-Bench Leaderboard\n要点：EAGLE2 在 3090 上 2.19x。\n\n"
            "## 部署\n来源：SGLang docs\n要点：EAGLE2 在 H100 上 244.10 tokens/s。\n")
    assert report(tmp_path, text, "CC202").findings == []
    # a repost's relative figure beside a source's absolute one still is one
    text = ("# DSpark\n\n据知乎转载，DSpark 实现 60% 推理加速。\n\n"
            "据官方博客，DSpark 在 B300 上达到 383.7 tok/s。\n")
    assert [f.code for f in report(tmp_path, text, "CC202").findings] == ["CC202"]


@pytest.mark.parametrize("text,memory", [
    ("# Bench\n\nIn our benchmark on an 80 GB H100, the batch size went from 64 to 128.\n", []),
    ("# Bench\n\nOne 40GB A100 serves it.\n", []),
])
def test_a_chip_named_after_its_memory_is_no_memory_figure(tmp_path, text, memory):
    assert [c.surface for c in claims(tmp_path, text) if c.metric == "memory"] == memory


@pytest.mark.parametrize("text,expected", [
    # a change word earlier in the clause makes "从 X 到 Y" the two levels of that change
    ("# 吞吐\n\nFooServe 吞吐提升 63%，从 100 tok/s 到 120 tok/s。\n", ["63%", "100 tok/s", "120 tok/s"]),
    ("# 吞吐\n\nFooServe 吞吐提升了，从 100 tok/s 到 120 tok/s。\n", ["100 tok/s", "120 tok/s"]),
    # without one it stays a range; a change word of another clause does not count
    ("# 吞吐\n\nFooServe 吞吐从 100 tok/s 到 120 tok/s。\n", ["100 tok/s 到 120 tok/s"]),
    ("# 吞吐\n\n吞吐提升 63%；延迟从 100 ms 到 120 ms 不等。\n", ["63%", "100 ms 到 120 ms"]),
])
def test_a_change_word_before_from_makes_two_levels(tmp_path, text, expected):
    assert [c.surface for c in claims(tmp_path, text)] == expected


@pytest.mark.parametrize("text,expected", [
    ("# 显存\n\nTurboQuant 让 gemma-4-31b-it 的峰值显存降了 63%，从 75.2 GB 到 65.8 GB。\n", [("63%", "-12.5%")]),
    ("# 吞吐\n\nFooServe 吞吐提升 63%，从 100 tok/s 到 120 tok/s。\n", [("63%", "+20.0%")]),
    ("# 吞吐\n\nFooServe 吞吐提升 20%，从 100 tok/s 到 120 tok/s。\n", []),
    # a change that names no metric is the change of the two values beside it (held-out set 7, Q031)
    ("# 解码\n\ndecode 从 198.848 降到 133.191 tokens/s，下降约 49%。\n", [("约 49%", "-33.0%")]),
])
def test_a_change_stated_before_its_levels_is_checked(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [(f.locations[0].surface, dict(f.params).get("expected")) for f in found] == expected


@pytest.mark.parametrize("text,expected", [
    # two counts of one thing are the levels of a change (held-out set 11, R034's kind), exact
    ("# 重试\n\n重试次数从 5 次降到 3 次，减少了 60%。\n", [("60%", "-40.0%")]),
    ("# 重试\n\n重试次数从 5 次降到 3 次，减少了 40%。\n", []),
    ("# 部署\n\nGPU 从 8 张降到 4 张，减少 60%。\n", [("60%", "-50.0%")]),
    ("# 部署\n\n节点从 18 个增加到 24 个，增加约 33%。\n", []),
    # counts of two things, or a change that names its metric, are no such pair
    ("# 测试\n\n我们用了 8 张卡跑了 3 次，吞吐提升 60%。\n", []),
])
def test_a_change_between_two_counts_is_checked(tmp_path, text, expected):
    found = report(tmp_path, text, "CC105").findings
    assert [(f.locations[0].surface, dict(f.params).get("expected")) for f in found] == expected


@pytest.mark.parametrize("text,expected", [
    # merging a fix is what a promise delivers too (held-out set 11, R027)
    ("# 复盘 2026-12-30\n\n- FooCache 作者在 issue 中承诺 2026 年 11 月底前合入修复。\n", [("2026 年 11 月底", "2026-11-30")]),
    ("# 复盘 2026-12-30\n\n- FooCache 作者在 issue 中承诺 2026 年 11 月底前合入修复。\n- FooCache 已于 2026-11-20 合入修复。\n", []),
])
def test_a_promise_to_merge_is_a_promise(tmp_path, text, expected):
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    found = claimcheck.check([tmp_path / "note.md"], as_of="2026-12-30", select=["CC303"]).findings
    assert [(f.locations[0].surface, dict(f.params)["due"]) for f in found] == expected


@pytest.mark.parametrize("text,expected", [
    # a bracket after a noun of up to six characters that follows the count (held-out set 11, R025)
    ("# 向量库\n\nGPTCache 文档列出 8 种可用向量库（Milvus、FAISS、Hnswlib、PGVector、Chroma、DocArray、Qdrant、Weaviate、Redis、Lance），我们用 FAISS。\n",
     [("8 种", "8", "10")]),
    ("# 向量库\n\nGPTCache 文档列出 8 种可用向量库（Milvus、FAISS、Hnswlib、PGVector、Chroma、DocArray、Qdrant、Weaviate），我们用 FAISS。\n", []),
])
def test_a_bracket_after_the_counted_noun_lists_it(tmp_path, text, expected):
    found = report(tmp_path, text, "CC101").findings
    assert [(f.locations[0].surface, dict(f.params)["stated"], dict(f.params)["found"]) for f in found] == expected


@pytest.mark.parametrize("line,expected", [
    # a sentence of its own after the figure's, naming only a source (a fresh-user trial, session 16)
    ("- SGLang 在 H100 上 15,000 tok/s（Llama-3-8B）。来源：https://lmsys.org/blog/2026-10-30-sglang/",
     ("https://lmsys.org/blog/2026-10-30-sglang/", "primary")),
    ("- SpecFlash 的首 token 延迟（TTFT）为 0.14 s（H100）。据 CSDN 博客称。", ("CSDN 博客", "tertiary")),
    ("- KVZip cuts KV cache memory to 32 GB. Source: a WeChat repost.", ("a WeChat repost", "tertiary")),
    # the next sentence states a figure of its own: its source is its own
    ("- vLLM 吞吐 12,400 tok/s。据官方博客，TGI 吞吐 9,000 tok/s。", (None, "unknown")),
])
def test_a_source_sentence_after_the_figure_is_its_source(tmp_path, line, expected):
    got = [(c.source.attribution, c.source.tier) for c in claims(tmp_path, f"# 周报\n\n{line}\n")
           if c.kind == "quantity"][0]
    assert got == expected


def test_a_batch_column_states_the_batch_size(tmp_path):
    # a "Batch" column header names the setting (a fresh-user trial, session 16)
    text = "# 表\n\n| 系统 | 模型 | 硬件 | Batch | 吞吐 |\n|---|---|---|---|---|\n| SGLang | Llama-3-8B | H100 | 64 | 11,200 tok/s |\n"
    got = [c.conditions_dict for c in claims(tmp_path, text) if c.metric == "throughput"]
    assert got == [{"batch_size": "64", "hardware": "H100", "model": "Llama-3-8B"}]


@pytest.mark.parametrize("name,subject", [
    # capitalised unlike a known name: another name, never folded into it (a fresh-user trial)
    ("MoonCache", "MoonCache"),
    # a slip of a known name keeps being read as that name (and CC205 reports it)
    ("Continnum", "Continuum"),
])
def test_a_look_alike_name_is_folded_only_when_it_is_a_slip(tmp_path, name, subject):
    text = f"# 笔记\n\n## {name}（arXiv:2601.01234）\n\n吞吐 14,000 tok/s。\n"
    assert [c.subject for c in claims(tmp_path, text) if c.metric == "throughput"] == [subject]


def test_a_footnote_definition_cites_a_source(tmp_path):
    text = ("# Memo 2027-01-04\n\nRouting hints are honoured by hosted endpoints.[^2]\n\n"
            "[^2]: NVIDIA NIM release notes, entry of 2027-01-11, https://docs.nvidia.com/nim/ — confirms it.\n")
    got = [(c.surface, c.source.attribution) for c in claims(tmp_path, text) if c.kind == "date" and c.line == 5]
    assert got == [("2027-01-11", "NVIDIA NIM release notes, entry of 2027-01-11")]
    found = report(tmp_path, text, "CC304").findings
    assert [f.locations[0].surface for f in found] == ["2027-01-11"]
    # a source dated before the memo is no future source
    assert report(tmp_path, text.replace("2027-01-11", "2026-12-11"), "CC304").findings == []


@pytest.mark.parametrize("text,metric", [
    ("# A\n\nFooServe 慢 30%。\n", "speedup"),
    ("# A\n\nFooServe is 30% slower.\n", "speedup"),
    ("# A\n\nFooServe 的 TTFT 降低 30%。\n", "ttft"),
    # a fall that names no metric and no speed: unknown, never a slowdown
    ("# A\n\n前者减 76%。\n", None),
    ("# A\n\nFooServe 降低 30%。\n", None),
])
def test_a_fall_names_a_slowdown_only_with_a_word_of_speed(tmp_path, text, metric):
    assert [c.metric for c in claims(tmp_path, text) if c.kind == "percent"] == [metric]


def test_the_levels_and_size_of_a_change_are_no_values_of_the_subject(tmp_path):
    a = ("# mlx-vlm\n\nTurboQuant 把 KV 从 0.624 GB 压到 0.365 GB，省下约 0.26 GB。\n")
    b = "# TurboQuant\n\nTurboQuant 的 KV Cache 为 0.365 GB。\n"
    (tmp_path / "a.md").write_text(a, encoding="utf-8")
    (tmp_path / "b.md").write_text(b, encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], as_of=AS_OF, select=["CC201"]).findings
    assert found == []
    flags = {c.surface: sorted(f for f in c.flags if f.startswith("change_"))
             for c in claims(tmp_path, a, "c.md")}
    # (the level the change reaches is flagged too since session 41: change_to, no rival of the old level's copies)
    assert flags == {"0.624 GB": ["change_from"], "0.365 GB": ["change_to"], "约 0.26 GB": ["change_amount"]}
    # the level reached is the subject's and still conflicts
    (tmp_path / "b.md").write_text("# TurboQuant\n\nTurboQuant 的 KV Cache 为 0.5 GB。\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], as_of=AS_OF, select=["CC201"]).findings
    assert [sorted(loc.surface for loc in f.locations[:2]) for f in found] == [["0.365 GB", "0.5 GB"]]


@pytest.mark.parametrize("text,expected", [
    ("# 计划\n\nTurboKV 官方计划 2026 年 Q3 发布 2.0 版本。\n", ("2026Q3", "2026-07-01", "2026-10-01")),
    ("# 计划\n\nTurboKV 官方计划 2026年H2 上线。\n", ("2026H2", "2026-07-01", "2027-01-01")),
    ("# 计划\n\nFlashDecode 官方计划在 2026 年下半年开源。\n", ("2026H2", "2026-07-01", "2027-01-01")),
    ("# 计划\n\nFlashDecode 官方计划在 2026 年上半年开源。\n", ("2026H1", "2026-01-01", "2026-07-01")),
    # a half-year report is no half of the year
    ("# 财报\n\n2025 年上半年报显示增长。\n", ("2025", "2025-01-01", "2026-01-01")),
])
def test_a_quarter_or_half_written_after_its_year(tmp_path, text, expected):
    got = [(c.value, c.low, c.high) for c in claims(tmp_path, text) if c.kind == "date"]
    assert got == [expected]


@pytest.mark.parametrize("as_of,risk", [
    # a period that has begun but ends weeks away: worth knowing, below --fail-on medium
    ("2026-11-06", "low"),
    # one that ends within due_soon_days, or has passed, at the rule's severity and above
    ("2026-12-20", "medium"),
    ("2027-01-10", "medium"),
    ("2027-02-10", "high"),
])
def test_a_promise_far_from_its_end_is_low_risk(tmp_path, as_of, risk):
    (tmp_path / "n.md").write_text("# 计划\n\n- TurboServe 计划于 2026 年 Q4 发布开源版本。\n", encoding="utf-8")
    found = claimcheck.check([tmp_path / "n.md"], as_of=as_of, select=["CC303"]).findings
    assert [f.risk for f in found] == [risk]


def test_a_promise_for_a_past_quarter_is_overdue(tmp_path):
    text = ("# 周报 2026-12-01\n\n- TurboKV 官方计划 2026 年 Q3 发布 2.0 版本。\n"
            "- FlashDecode 官方计划在 2026 年下半年开源。\n")
    found = report(tmp_path, text, "CC303").findings
    got = {f.locations[0].surface: (dict(f.params)["due"], dict(f.params)["days"]) for f in found}
    # the third quarter ended on 2026-09-30; the second half is due at the year's end
    assert got == {"2026 年 Q3": ("2026-09-30", "63"), "2026 年下半年": ("2026-12-31", "0")}


def test_a_setup_sentence_ends_where_the_segmenter_ends_it(tmp_path):
    # "；" ends a sentence for the segmenter; the sentence before a figure ended there too (the
    # normalised ";" before a letter ended nothing, so a line of thousands of "…；" sentences
    # took the whole reach before each figure as its setup and scanned it again: a 300 KB line,
    # a fresh-user trial of session 15, 24 s against 5 s with its sentences on lines of their own)
    text = "# A\n\nFooServe 吞吐 900 tok/s；以下测试在 H100 上进行；FooServe 吞吐 1000 tok/s。\n"
    got = [(c.surface, c.conditions_dict.get("hardware")) for c in claims(tmp_path, text)]
    assert got == [("900 tok/s", None), ("1000 tok/s", "H100")]


hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=400, deadline=None)
@given(values=st.lists(st.tuples(st.sampled_from(["token / second", "gigabyte"]),
                                 st.floats(min_value=0.01, max_value=1e5, allow_nan=False)),
                       min_size=0, max_size=40),
       pair=st.tuples(st.floats(min_value=0.01, max_value=1e4), st.floats(min_value=0.95, max_value=1.05)),
       ratio=st.sampled_from(["1.5", "2", "2.15", "0.5", "3.0", "12"]))
def test_a_ratio_of_two_figures_is_found_as_testing_every_pair_finds_it(values, pair, ratio):
    # (with a pair near the ratio, at either side of the readings' edges; 16 values or more are
    # bisected, fewer tested pair by pair)
    x, off = pair
    values = values + [("gigabyte", x), ("gigabyte", x * float(ratio) * off)]
    # CC202's derivable baseline: bisecting sorted figures answers as the pair-by-pair test (a line
    # of thousands of figures tested millions of pairs per relative figure, session 16)
    from claimcheck.checks import context
    from claimcheck.model import Claim
    rel = Claim(id="r", file="n.md", line=1, column=1, end_column=5, section="", surface=f"{ratio}x", kind="ratio",
                value=ratio, norm_value=__import__("decimal").Decimal(ratio), norm_unit="dimensionless")
    readings = context.intervals(context.dc_replace(rel, qualifier="=", low=None, high=None))
    assert context._some_quotient_fits(rel, values, 0.01) == context._every_quotient_fits(readings, values, 0.01)


def _cc104_pairwise(claims, approx, window, literal_silent):
    """CC104 as it tested every figure against every figure before session 16 (the reference)."""
    from claimcheck.checks.context import (agree, conditions_compatible, is_relative, ratio_follows,
                                           same_baseline)
    from claimcheck.model import Claim
    numeric = [c for c in claims if c.kind in ("quantity", "ratio", "percent") and c.norm_value is not None
               and not c.has_flag("requirement")]
    reported, out = set(), []
    for c in numeric:
        if not c.has_flag("ambiguous_multiplier") or not c.alternatives or not c.subject:
            continue
        plain = Claim(**{**c.__dict__, "alternatives": ()})
        other_reading = Claim(**{**c.__dict__, "norm_value": c.alternatives[0], "alternatives": (),
                                 "value": str(c.alternatives[0])})
        near = [a for a in numeric if a.file == c.file and a.section == c.section and abs(a.line - c.line) <= window
                and not is_relative(a) and a.norm_unit not in ("percent", "count", None)]
        if ratio_follows(plain, near) != ratio_follows(other_reading, near):
            continue
        for o in numeric:
            if o is c or o.subject != c.subject or o.metric != c.metric or o.norm_unit != c.norm_unit:
                continue
            if not conditions_compatible(c, o) or not same_baseline(c, o):
                continue
            pair = frozenset((c.id, o.id))
            if pair in reported:
                continue
            literal = agree(plain, o, approx, strict=True)
            if literal and literal_silent and o.kind == "ratio":
                continue
            if literal != agree(other_reading, o, approx, strict=True):
                reported.add(pair)
                out.append((c.id, o.id))
                break
    return out


@pytest.mark.parametrize("seed", range(6))
def test_cc104_finds_the_pairs_testing_every_pair_found(tmp_path, seed):
    # grouping figures and testing figures alike once (a note repeating "提升 2.3 倍" 2,000 times
    # took minutes: a fresh-user trial of session 16) finds the pairs the old walk found, in order
    import random
    from decimal import Decimal
    rng = random.Random(seed)
    lines = ["# 对比", ""]
    for _ in range(rng.randint(20, 60)):
        name = rng.choice(["SGLang", "vLLM", "TurboServe"])
        lines.append(rng.choice([
            f"{name} 吞吐提升 {rng.choice(['2', '2.3', '3'])} 倍（H100）。",
            f"{name} 加速 {rng.choice(['2.0x', '2.3x', '3.0x', '3.3x', '4x'])}（{rng.choice(['H100', 'A100'])}）。",
            f"{name} 在 H100 上 {rng.choice(['12,400', '15,000', '37,200'])} tok/s。",
            f"{name} 比 vLLM 快 {rng.choice(['1', '2', '1.5'])} 倍。",
        ]))
    (tmp_path / "n.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    from claimcheck.frames.extractor import shared_extractor
    rule = next(r for r in shared_extractor(None).resources.rules if r.code == "CC104")
    expected = _cc104_pairwise(claimcheck.extract([tmp_path / "n.md"]).claims,
                               Decimal(str(rule.parameters.get("approx_tolerance", 0.05))),
                               int(rule.parameters.get("derive_window_lines", 0)),
                               bool(rule.parameters.get("literal_agreement_silent", False)))
    found = claimcheck.check([tmp_path / "n.md"], as_of=AS_OF, select=["CC104"]).findings
    assert [tuple(f.claims[:2]) for f in found] == expected
