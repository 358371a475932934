"""Spec rows for the kinds of fault a fresh-user trial of session 21 showed and session 22
fixed: a promise about a product under its vendor's name ("NVIDIA Dynamo 计划于 2026 Q3 开源")
confirmed by a line that names the product alone ("Dynamo KV 路由模块已在 2026-09 开源"), and
"已在 … 开源" as a confirmation.  Each row is a small document in zh, en or mixed text."""
from __future__ import annotations

from pathlib import Path

import pytest

import claimcheck


def overdue(tmp_path: Path, text: str, as_of: str = "2026-11-20") -> list[tuple[int, str]]:
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    report = claimcheck.check([tmp_path / "note.md"], as_of=as_of, lang="zh", select=["CC303"])
    return [(f.locations[0].line, f.risk) for f in report.findings]


@pytest.mark.parametrize("text,expected", [
    # the product named after its vendor in the promise, alone in the confirmation
    ("# 周报\n\n- NVIDIA Dynamo 计划于 2026 Q3 开源。\n- Dynamo KV 路由模块已在 2026-09 开源。\n", []),
    ("# Weekly\n\n- NVIDIA Dynamo is expected to be open-sourced in Q3 2026.\n- Dynamo's KV router was open-sourced in September.\n", []),
    # "已在" alone says nothing happened: testing, scheduling
    ("# 周报\n\n- NVIDIA Dynamo 计划于 2026 Q3 开源。\n- Dynamo 的 KV 路由模块目前已在内部测试。\n", [(3, "high")]),
    # a shared word that is a chip, a month or a common word confirms nothing
    ("# Weekly\n\n- The SlabKV team plans to release the FP8 kernels for H100 in Sep 2026.\n"
     "- TokenRing FP8 kernels for H100 were released on Sep 30.\n", [(3, "high")]),
    # a confirmation of another version of the product does not confirm this one
    ("# 周报\n\n- NVIDIA Dynamo v0.5 计划于 2026 Q3 开源。\n- Dynamo v0.4 已在 2026-06 开源。\n", [(3, "high")]),
    ("# 周报\n\n- NVIDIA Dynamo v0.5 计划于 2026 Q3 开源。\n- Dynamo v0.5 已在 2026-09 开源。\n", []),
    # the subject's own confirmation, as before
    ("# 周报\n\n- SGLang 计划于 2026-09 开源 KV 路由。\n- SGLang 的 KV 路由已经在 10 月开源。\n", []),
])
def test_a_confirmation_names_the_product_of_a_vendors_promise(tmp_path, text, expected):
    assert overdue(tmp_path, text) == expected


def relative(tmp_path: Path, text: str) -> list[tuple]:
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return [(c.surface, c.subject, dict(c.conditions).get("baseline"))
            for c in claimcheck.extract([tmp_path / "note.md"]).claims if c.kind in ("ratio", "percent")]


@pytest.mark.parametrize("text,expected", [
    # a baseline word after the baseline's name (a fresh-user trial of session 21: the figure
    # went to vLLM, the baseline)
    ("# 周报\n\nMoonKV 吞吐为 vLLM 0.10 基线的 1.8×。\n", [("1.8×", "MoonKV", "vLLM 0.10")]),
    ("# 周报\n\nMoonKV 吞吐是 SGLang 基准的 2 倍。\n", [("2 倍", "MoonKV", "SGLang")]),
    ("# Weekly\n\nMoonKV throughput is 1.8× the vLLM 0.10 baseline.\n", [("1.8×", "MoonKV", "vLLM 0.10")]),
    ("# Weekly\n\nMoonKV reaches 2x the SGLang baseline on H100.\n", [("2x", "MoonKV", "SGLang")]),
    # as before: the baseline's name alone, and a multiple of what improved (no baseline)
    ("# 周报\n\nMoonKV 的吞吐是 SGLang 的 2 倍。\n", [("2 倍", "MoonKV", "SGLang")]),
    ("# Weekly\n\nMoonKV gives 1.5x the throughput of vLLM.\n", [("1.5x", "MoonKV", "vLLM")]),
    ("# Weekly\n\nMoonKV needs 2x the memory on long prompts.\n", [("2x", "MoonKV", None)]),
])
def test_a_baseline_named_with_a_baseline_word(tmp_path, text, expected):
    assert relative(tmp_path, text) == expected


@pytest.mark.parametrize("word,intended,expected", [
    ("LoftQ", "LoFTR", True),           # a letter changed, F and T cased otherwise: another work
    ("LoFTQ", "LoFTR", False),          # the capitals kept: could be a slip
    ("EluetherAI", "EleutherAI", False),  # two neighbours swapped, case kept
    ("Lightglue", "LightGlue", False),  # no letter changed: a case variant, not this test
    ("LoftQQ", "LoFTR", False),         # lengths differ
    ("LoftQ", "LoFTR", True),
])
def test_a_slip_keeps_the_capitals_of_the_name_meant(word, intended, expected):
    from claimcheck.checks.cross_source import _cased_otherwise
    assert _cased_otherwise(word, intended, 2) is expected
    assert _cased_otherwise(word, intended, 0) is False  # 0 turns the test off


@pytest.mark.parametrize("lang,created,updated", [
    ("en", "new.md: did not exist, created with the warnings section (1 warning); check the path if you "
           "meant to update a briefing", "new.md: already up to date (1 warning)"),
    ("zh", "new.md：文件原不存在，已新建并写入警示部分（1 条警示）；如本想更新已有简报，请检查路径",
     "new.md：警示部分已是最新（1 条警示）"),
])
def test_warnings_write_to_a_new_file_says_it_created_it(tmp_path, monkeypatch, lang, created, updated):
    """A fresh-user trial (session 21): `warnings --write` to a mistyped path made a new file and
    said only "updated"; a new FILE is said so, an existing one as before."""
    from typer.testing import CliRunner
    from claimcheck.cli import app
    monkeypatch.chdir(tmp_path)
    (tmp_path / "note.md").write_text("# 周报 2026-11-20\n\n- SlabKV 计划于 2026-09 开源。\n", encoding="utf-8")
    first = CliRunner().invoke(app, ["warnings", "note.md", "--write", "new.md", "--lang", lang])
    assert first.exit_code == 0, first.output
    assert first.stderr.strip() == created
    assert "SlabKV" in (tmp_path / "new.md").read_text(encoding="utf-8")
    again = CliRunner().invoke(app, ["warnings", "note.md", "--write", "new.md", "--lang", lang])
    assert again.stderr.strip() == updated


def sources(tmp_path: Path, text: str) -> list[tuple]:
    (tmp_path / "note.md").write_text(text, encoding="utf-8")
    return [(c.line, c.surface, c.source.attribution, c.source.tier)
            for c in claimcheck.extract([tmp_path / "note.md"]).claims if c.kind == "quantity"]


@pytest.mark.parametrize("text,expected", [
    # a source label's sentence before the figure's, on one line (a fresh-user trial of session 21:
    # the figure had no source, and the next section's figure took this one's)
    ("# Notes\n\nSource: a Reddit screenshot. SGLang reaches 5,000 tok/s on H100.\n\n- 来源：知乎转载。vLLM 在 H100 上吞吐 4,000 tok/s。\n",
     [(3, "5,000 tok/s", "a Reddit screenshot", "tertiary"), (5, "4,000 tok/s", "知乎转载", "tertiary")]),
    ("# 笔记\n\n- 来源：Reddit 截图。SGLang 在 H100 上吞吐 5,000 tok/s。\n- vLLM 在 H100 上吞吐 4,000 tok/s。\n",
     [(3, "5,000 tok/s", "Reddit 截图", "tertiary"), (4, "4,000 tok/s", None, "unknown")]),
    # the source line's own figures describe the source, as before
    ("# Notes\n\nSource: the v0.6.0 blog post with 12 charts.\n", []),
    # a sentence that states a figure is no source label for the next one
    ("# 笔记\n\n- 备注：吞吐 3,000 tok/s。vLLM 在 H100 上吞吐 4,000 tok/s。\n",
     [(3, "3,000 tok/s", None, "unknown"), (3, "4,000 tok/s", None, "unknown")]),
])
def test_a_source_sentence_before_the_figure_on_its_line(tmp_path, text, expected):
    assert sources(tmp_path, text) == expected


def test_a_configuration_with_several_problems_names_them_all(tmp_path):
    """A fresh-user trial (session 21) fixed one configuration error, then met the next: the
    first problem is told in full, the others by place and key, in line order."""
    from claimcheck.cli.config import load_config
    from claimcheck.errors import UsageError
    path = tmp_path / "claimcheck.toml"
    path.write_text('fail_on = "severe"\nlang = "fr"\nas_of = "yesterday"\nbogus = 1\n', encoding="utf-8")
    with pytest.raises(UsageError) as info:
        load_config(path)
    text = str(info.value)
    assert f"{path}:1" in text and "fail_on" in text.split("(and")[0]
    assert text.endswith(f"(and 3 more: {path}:2 lang; {path}:3 as_of; {path}:4 bogus)")
    # one problem: as before, nothing added
    path.write_text('lang = "fr"\n', encoding="utf-8")
    with pytest.raises(UsageError) as info:
        load_config(path)
    assert "more" not in str(info.value)


def _ratio_pairs_one_by_one(ctx, ratio_metrics):
    """The basis of each two-system ratio as session 21's code found it, figure by figure (the
    oracle of the grouped search): ratio id → its single (top, base) pair, or None."""
    from collections import defaultdict
    from claimcheck.checks.arithmetic import _tables
    from claimcheck.checks.context import conditions_compatible, is_relative
    from claimcheck.frames.entities import same_name
    absolute = defaultdict(lambda: defaultdict(list))
    for c in ctx.numeric():
        if c.subject and not is_relative(c) and c.qualifier == "=" and c.norm_value and c.norm_value > 0:
            absolute[(c.file, c.metric)][c.subject].append(c)
    tables, out = _tables(ctx), {}
    for r in ctx.numeric():
        if not (is_relative(r) and r.baseline and r.subject and r.qualifier in ("=", "~") and r.direction == "up") \
                or "column" in r.conditions_dict or same_name(r.subject, r.baseline):
            continue
        pairs = []
        for metric in ratio_metrics.get(r.metric) or ():
            by_subject = absolute.get((r.file, metric)) or {}
            tops = [c for s, cs in by_subject.items() if same_name(s, r.subject) for c in cs if conditions_compatible(c, r)]
            bases = [c for s, cs in by_subject.items() if same_name(s, r.baseline) for c in cs if conditions_compatible(c, r)]
            for t in tops:
                for b in bases:
                    if t.conditions_dict != b.conditions_dict:
                        continue
                    if not t.conditions_dict:
                        table = tables.get((t.file, t.line))
                        if table is None or tables.get((b.file, b.line)) != table or t.section != r.section:
                            continue
                    pairs.append((t, b))
        out[r.id] = pairs[0] if len(pairs) == 1 else None
    return out


def test_two_system_ratios_find_the_basis_the_figure_by_figure_search_found():
    """CC105's two-system ratios group figures by setting (a 270 KB line of one repeated sentence
    took 65 s in 20 M comparisons): on random notes of ratios, figures and tables, every ratio it
    reports rests on the one pair the figure-by-figure search finds, and every ratio that search
    finds a contradicting pair for is reported."""
    import datetime as dt
    import random
    from claimcheck.checks.arithmetic import _ratio_fits, _ratios_of_two_systems
    from claimcheck.checks.context import CheckContext
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.text.ingest import Document
    ex = shared_extractor()
    rule = next(r for r in ex.resources.rules if r.code == "CC105")
    ratio_metrics = rule.parameters.get("ratio_metrics") or {}
    rng = random.Random(22)
    settings = ["", "（H100）", "（A100）", "（H100，bs=8）", "（bs=8）"]
    systems = ["SlabKV", "TokenRing", "vLLM"]
    reported_any = 0
    for _ in range(30):
        lines = ["# 笔记 2026-11-20", ""]
        for _ in range(rng.randint(2, 8)):
            kind = rng.random()
            a, b = rng.sample(systems, 2)
            if kind < 0.35:
                lines.append(f"{a} 比 {b} 吞吐高 {rng.choice([20, 25, 30, 50])}%{rng.choice(settings)}。")
            elif kind < 0.8:
                lines.append(f"{a} 吞吐 {rng.choice([1000, 1200, 1500, 2000])} tok/s{rng.choice(settings)}。")
            else:
                lines += ["", "| 系统 | 吞吐 |", "|---|---|",
                          f"| {a} | {rng.choice([1000, 1500])} tok/s |", f"| {b} | {rng.choice([1000, 1200])} tok/s |", ""]
        extract = ex.extract(Document(path="n.md", text="\n".join(lines) + "\n", date="2026-11-20"))
        ctx = CheckContext(claims=extract.claims, extracts=[extract], as_of=dt.date(2026, 11, 20),
                           resources=ex.resources, entities=ex.frames.entities)
        oracle = _ratio_pairs_one_by_one(ctx, ratio_metrics)
        drafts = list(_ratios_of_two_systems(ctx, 0.5, ratio_metrics))
        for d in drafts:
            r, top, base = d.claims
            assert oracle[r.id] == (top, base)
        reported = {d.claims[0].id for d in drafts}
        ratios = {c.id: c for c in extract.claims}
        contradicted = {rid for rid, pair in oracle.items() if pair is not None
                        and not _ratio_fits(ratios[rid], pair[0].norm_value / pair[1].norm_value, *pair)}
        assert reported == contradicted
        reported_any += len(reported)
    assert reported_any > 0  # the notes do hold contradicted ratios
