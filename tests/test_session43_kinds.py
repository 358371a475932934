"""Session 43: faults that fresh-user trial 45's repros, batch 44, held-out set 35 and fresh-user
trial 46 showed, each fixed as a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files

_DASH = ("# dash 2026-11-27\n\n## DeepSeek-V3, 8× H200, TP=8, batch 64, FP8\n\n"
         "| Engine | {metric} p50 (ms) |\n|---|---|\n| SGLang 0.6.4 | {table} |\n")
_CHAT = "# chat 2026-11-18\n\ndevon: DeepSeek-V3 on SGLang 0.6.4, 8× H200, TP=8, batch 64, FP8: {metric} p50 {said}.\n"


# -- CC201: a power-of-ten slip leads with the figure outside its metric's typical range (trial 45 r13)
@pytest.mark.parametrize("metric,table,said,lead", [
    ("ITL", "31", "31 s", ("chat.md", 3, "31 s")),         # no token interval lasts 31 s
    ("TPOT", "42", "42 s", ("chat.md", 3, "42 s")),
    ("TTFT", "0.4", "400 ms", ("dash.md", 7, "0.4")),     # a first token after 0.4 ms is the slip
    ("ITL", "310", "31 ms", ("dash.md", 7, "310")),        # both typical: the file named first leads
])
def test_a_slip_leads_with_its_atypical_side(tmp_path, metric, table, said, lead):
    found = _check_files(tmp_path, {"dash.md": _DASH.format(metric=metric, table=table),
                                    "chat.md": _CHAT.format(metric=metric, said=said)}, ["CC201"])
    assert len(found) == 1
    loc = found[0].locations[0]
    assert (loc.file.name if hasattr(loc.file, "name") else str(loc.file).rsplit("/", 1)[-1], loc.line,
            loc.surface) == lead


# -- subjects: a row label that opens with a precision is a setting of the document's system (trial 45 r04)
_PR = ("# PR #5173: FP8 KV cache for vLLM\n\nAdds an FP8 KV cache path to vLLM 0.14.1.\n\n"
       "## Results (Qwen3-32B, H100, TP=2)\n\n| Config | Throughput (tok/s) | TTFT p50 (ms) |\n|---|---|---|\n"
       "| {label} (baseline) | 4,210 | 182 |\n| FP8 KV (this PR) | 5,060 | 176 |\n")
_KAITO = "# chat 2026-11-18\n\nkaito: vLLM with Qwen3-32B on H100, TP=2, BF16 KV: TTFT p50 was 218 ms.\n"


@pytest.mark.parametrize("label,found", [("BF16 KV", [("182", 9)]), ("INT8 KV", []), ("SGLang", [])])
def test_a_precision_row_label_is_no_system(tmp_path, label, found):
    got = _check_files(tmp_path, {"pr.md": _PR.format(label=label), "chat.md": _KAITO}, ["CC201"], lang="en")
    assert [(f.locations[0].surface, f.locations[0].line) for f in got] == found
    assert all(f.subject == "vLLM" for f in got)


# -- CC105: a part named between its part word and its figure (trial 45 r08) -------------------------
@pytest.mark.parametrize("line,expected", [
    ("合计日均 38 亿 tokens，其中 DeepSeek-V3 为 30 亿 tokens，占比 85%。", "78.9%"),
    ("合计日均 38 亿 tokens，其中 Qwen3 235B 约为 30 亿，占比 85%。", "78.9%"),
    ("We served 38,000 requests, of which DeepSeek-V3 accounts for 30,000 requests, a share of 85%.", "78.9%"),
])
def test_a_named_part_gives_its_share(tmp_path, line, expected):
    found = _check_files(tmp_path, {"budget.md": f"# 预算 2026-11-20\n\n{line}\n"}, ["CC105"])
    assert [(f.locations[0].line, dict(f.params).get("expected")) for f in found] == [(3, expected)]


@pytest.mark.parametrize("line", [
    "合计日均 38 亿 tokens，其中 DeepSeek-V3 为 30 亿 tokens，占比 78.9%。",
    "共 1,000 条请求，其中 p99 为 300 ms，错误率 2%。",           # a latency is no part of the requests
    "共 1,000 条请求，其中超时为 20 条，超时率 2%。",
])
def test_a_named_part_that_fits_or_is_no_part(tmp_path, line):
    assert _check_files(tmp_path, {"budget.md": f"# 预算 2026-11-20\n\n{line}\n"}, ["CC105"]) == []


# -- CC203: a "latest" version behind the version the document's own version table runs (set 35) ----
_TABLE = "| 软件 | {header} | 用途 |\n|---|---|---|\n| {label} | {version} | 仿真 |\n"


@pytest.mark.parametrize("header,label,version,latest,fires", [
    ("版本", "Brian2", "2.11.0", "2.9.0", True),
    ("版本 / Version", "control（python-control）", "0.10.2", "0.9.4", True),   # a common word's bracket names the package
    ("版本", "Brian2", "2.9.0", "2.9.0", False),
    ("版本", "Brian2", "2.8.1", "2.9.0", False),                                # the table runs an older one
    ("版本", "Brian2", "2.11.0rc1", "2.9.0", False),                            # a pre-release is no release
    ("目标版本", "Brian2", "2.11.0", "2.9.0", False),                           # a target is no version run
])
def test_latest_behind_a_listed_version(tmp_path, header, label, version, latest, fires):
    name = "python-control" if "control" in label else "Brian2"
    text = (f"# 申请书 2042-05-20\n\n用当前最新版 {name}（{latest}）搭建模型。\n\n"
            + _TABLE.format(header=header, label=label, version=version))
    found = _check_files(tmp_path, {"app.md": text}, ["CC203"])
    assert [(f.locations[0].line, f.locations[0].surface, f.locations[1].surface) for f in found] == (
        [(3, latest, version)] if fires else [])


def test_a_listed_version_of_another_document_is_no_release(tmp_path):
    # a team's table elsewhere says what that team runs, not what was out when this line was written
    found = _check_files(tmp_path, {"a.md": "# 申请书 2042-05-20\n\n用当前最新版 Brian2（2.9.0）搭建模型。\n",
                                    "b.md": "# 清单 2042-05-01\n\n" + _TABLE.format(header="版本", label="Brian2",
                                                                                   version="2.11.0")}, ["CC203"])
    assert found == []


# -- CC102: items of one acronym with different long brackets, and reStructuredText links (batch 44) --
@pytest.mark.parametrize("items,fires", [
    (["UID (Umsatzsteuer-Identifikationsnummer, Austrian VAT number)",
      "UID (Unternehmens-Identifikationsnummer, Swiss business identifier)"], False),
    (["VAT (Идентификационен номер по ДДС, Bulgarian VAT number)",
      "VAT, MWST, TVA, IVA, TPV (Mehrwertsteuernummer, the Swiss VAT number)"], False),
    (["`validate`_ check-digits and the country specific format of IBANs",
      "`validate`_ format and country codes from BICs"], False),
    (["`validate`_ format and country codes from BICs", "`validate`_ format and country codes from BICs"], True),
    (["Mayan", "Persian", "Mayan"], True),
    (["UID (Austrian VAT number)", "UID (Austrian VAT number)"], True),
])
def test_duplicate_items_with_long_brackets_and_rst_links(tmp_path, items, fires):
    text = "# Formats\n\n" + "".join(f"* {item}\n" for item in items)
    found = _check_files(tmp_path, {"readme.md": text}, ["CC102"], lang="en")
    assert [f.locations[0].line for f in found] == ([2 + len(items)] if fires else [])


# -- CC105: the factors of a written product are no parts of a total (trial 46 r03) ------------------
@pytest.mark.parametrize("line,found", [
    ("集群共 64 张 H200（8 台 × 8 卡），其中 DeepSeek-V3.2 占 40 张、Qwen3-235B-A22B 占 16 张、Qwen3-32B 占 8 张。", []),
    ("集群共 64 张 H200（8 台 × 8 卡），其中 DeepSeek-V3.2 占 40 张、Qwen3-235B-A22B 占 16 张、Qwen3-32B 占 16 张。",
     ["72"]),
])
def test_product_factors_are_no_parts(tmp_path, line, found):
    got = _check_files(tmp_path, {"form.md": f"# 审批单 2026-11-12\n\n{line}\n"}, ["CC105"])
    assert [dict(f.params)["expected"] for f in got] == found


# -- extraction: "多 + verb + N 倍" is one multiple more (trial 46 r04) -----------------------------
@pytest.mark.parametrize("text,value,flag", [
    ("同样显存下可多放一倍的并发序列。", "2", "doubling"),
    ("同样显存下可多跑 2 倍的请求。", "2", "ambiguous_multiplier"),
    ("最多 2 倍的请求。", "2", None),          # a bound, no change
])
def test_more_by_a_multiple(text, value, flag):
    import claimcheck
    ratios = [c for c in claimcheck.extract_text(f"# a\n\n{text}\n", doc_date="2026-11-05") if c.kind == "ratio"]
    assert [str(c.value) for c in ratios] == [value]
    assert (flag in ratios[0].flags) if flag else not ({"doubling", "ambiguous_multiplier"} & set(ratios[0].flags))


def test_a_doubling_written_as_more_is_no_slip(tmp_path):
    text = "# notebook 2026-11-05\n\nKV cache 显存从 38.4 GB 降到 19.2 GB，降低 50%，同样显存下可多放一倍的并发序列。\n"
    assert _check_files(tmp_path, {"nb.md": text}, ["CC105"]) == []


# -- subjects: "N tok/s for NAME VERSION" is that software's figure, known or not (trial 46 r02) ------
def test_a_figure_for_an_unknown_versioned_name_is_not_the_previous_systems(tmp_path):
    text = ("# HN export 2026-11-14\n\nLMDeploy 0.11 on Qwen3-32B (1×H100, FP8, batch 32) does 2,710 tok/s,\n"
            "vs 2,650 tok/s for FooServe 0.14.1 in the same setup.\n")
    assert _check_files(tmp_path, {"hn.md": text}, ["CC201"], lang="en") == []
    import claimcheck
    claims = [c for c in claimcheck.extract_text(text.replace(",\nvs", ", vs"), doc_date="2026-11-14")
              if c.kind == "quantity"]
    assert [(c.surface, c.subject) for c in claims] == [("2,710 tok/s", "LMDeploy"), ("2,650 tok/s", "FooServe")]


# -- CC203: "NAME VERSION — the latest NAME release" is a latest claim (trial 46 r11) -----------------
@pytest.mark.parametrize("line,latest", [
    ("- vLLM 0.13.2 — the latest vLLM release, used for Qwen3 models.", True),
    ("- vLLM 0.13.2 – the latest release.", True),
    ("- vLLM 0.13.2 — the vLLM team says it is fine.", False),
    ("- SGLang 0.5.4 — the latest SGLang release notes say it is fine.", False),  # the notes, not the release
])
def test_latest_after_a_dash_and_the_name(line, latest):
    import claimcheck
    versions = [c for c in claimcheck.extract_text(f"# RFP\n\n{line}\n", doc_date="2026-11-09") if c.kind == "version"]
    assert [("latest" in c.flags) for c in versions] == [latest]


# -- subjects: a row whose Engine column names a known system is that system's (trial 46 r01) ---------
@pytest.mark.parametrize("engine,subject", [("SGLang 0.6.2", "SGLang"), ("SGLang", "SGLang"), ("in-house", "DeepSeek-V3.2")])
def test_an_engine_column_names_the_rows_system(engine, subject):
    import claimcheck
    text = ("# Offer 2026-11-09\n\n| Model | Hardware | Engine | Parallelism | Batch | Throughput |\n"
            "|---|---|---|---|---|---|\n"
            f"| DeepSeek-V3.2 | 8×H200 | {engine} | TP8 | 64 | 21,400 tok/s |\n")
    claims = [c for c in claimcheck.extract_text(text, doc_date="2026-11-09") if c.kind == "quantity"]
    assert [(c.surface, c.subject) for c in claims] == [("21,400 tok/s", subject)]
    if subject == "SGLang":
        assert dict(claims[0].conditions)["model"] == "DeepSeek-V3.2"


# -- CC201: the finding leads with the outlier, not with a figure another document repeats (trial 46 r18)
_SETUP = "SGLang 0.6.2 上 DeepSeek-V3.2（8×H200，TP8，batch 64）吞吐 {v} tok/s。"


@pytest.mark.parametrize("values,leads", [
    # b repeats a's figure and c is the outlier: c leads against b; a, the file named first (a
    # draft), keeps its own finding
    (("18,400", "18,400", "21,400"), [("a.md", "18,400 tok/s"), ("c.md", "21,400 tok/s")]),
    (("18,400", "21,400"), [("a.md", "18,400 tok/s")]),             # one against one: the file named first
    (("21,400", "18,400", "18,400"), [("a.md", "21,400 tok/s")]),   # the outlier is named first anyway
])
def test_a_conflict_leads_with_its_outlier(tmp_path, values, leads):
    files = {f"{name}.md": f"# 笔记 2026-11-1{i}\n\n{_SETUP.format(v=v)}\n" for i, (name, v) in enumerate(zip("abc", values))}
    found = _check_files(tmp_path, files, ["CC201"])
    got = sorted({(str(f.locations[0].file).rsplit("/", 1)[-1], f.locations[0].surface) for f in found})
    assert got == leads
