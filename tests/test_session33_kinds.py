"""Session 33: faults the first run of batch 34 and the fresh-user trial of session 32 showed,
each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck

HEAD = "# Notes 2026-11-04\n\n## SGLang (Llama-3.1-70B, 8xH100, TP8)\n\n"


def _check(tmp_path, text: str, select: list[str], name: str = "n.md", as_of: str | None = None):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], select=select, as_of=as_of).findings


def _conditions(tmp_path, text: str, metric: str) -> list[dict]:
    (tmp_path / "x.md").write_text(text, encoding="utf-8")
    return [c.conditions_dict for c in claimcheck.extract(tmp_path / "x.md").claims if c.metric == metric]


# -- CC201: a setup written as a label before the figure (trial 32, FA1) --------------------------
@pytest.mark.parametrize("line,key,values", [
    ("- At concurrency 1 the TTFT is 45 ms; at concurrency 64 the TTFT is 310 ms.", "concurrency", ["1", "64"]),
    ("- 并发 1 时 TTFT 为 45 ms；并发 64 时 TTFT 为 310 ms。", "concurrency", ["1", "64"]),
    ("- 并发数=8 时 TTFT 为 45 ms；并发数=32 时 TTFT 为 310 ms。", "concurrency", ["8", "32"]),
    ("- With 1 concurrent request the TTFT is 45 ms; with 64 concurrent requests the TTFT is 310 ms.",
     "concurrency", ["1", "64"]),
    ("- Input 2K: TTFT 85 ms. Input 32K: TTFT 640 ms.", "input_length", ["2K", "32K"]),
    ("- Batch size 1: TTFT 45 ms. Batch size 64: TTFT 310 ms.", "batch_size", ["1", "64"]),
    ("- BS=4: TTFT 45 ms; BS=16: TTFT 310 ms.", "batch_size", ["4", "16"]),
])
def test_a_setup_label_before_the_figure_is_its_condition(tmp_path, line, key, values):
    conds = _conditions(tmp_path, HEAD + line + "\n", "ttft")
    assert [c.get(key) for c in conds] == values
    assert _check(tmp_path, HEAD + line + "\n", ["CC201"]) == []


def test_one_setup_stated_twice_with_two_figures_still_conflicts(tmp_path):
    text = HEAD + "- 并发 64 时 TTFT 为 310 ms。\n- 复测：并发 64 时 TTFT 为 520 ms。\n"
    findings = _check(tmp_path, text, ["CC201"])
    assert [(f.locations[0].line, f.locations[1].line) for f in findings] == [(6, 5)]


@pytest.mark.parametrize("line", [
    "- 并发 5,000 个连接",             # a count of connections is no concurrency setting
    "- 并发 64 ms",                    # a unit after the number: not a setting
])
def test_the_concurrency_label_needs_a_bare_setting(tmp_path, line):
    (tmp_path / "x.md").write_text(HEAD + line + "\n", encoding="utf-8")
    claims = claimcheck.extract(tmp_path / "x.md").claims
    assert all("concurrency" not in c.conditions_dict for c in claims)


# -- CC201: figures of two times a sentence sets apart (trial 32, FA2) ----------------------------
@pytest.mark.parametrize("line,metric,values", [
    ("- Before the fix TTFT was 900 ms; after the fix TTFT is 120 ms.", "ttft", ["before", "after"]),
    ("- Prior to the upgrade TTFT was 900 ms; after the upgrade TTFT is 120 ms.", "ttft", ["before", "after"]),
    ("- 修复前 TTFT 为 900 ms；修复后 TTFT 为 120 ms。", "ttft", ["before", "after"]),
    ("- 升级之前 TTFT 为 900 ms；升级之后 TTFT 为 120 ms。", "ttft", ["before", "after"]),
    ("- In 2024 throughput was 1,900 tok/s; in 2026 it is 5,200 tok/s.", "throughput", ["2024", "2026"]),
    ("- The 2024 result was 1,900 tok/s on the same setup; in 2026 it is 5,200 tok/s.", "throughput",
     ["2024", "2026"]),
    ("- 2024 年吞吐为 1,900 tok/s；2026 年为 5,200 tok/s。", "throughput", ["2024", "2026"]),
])
def test_two_times_set_apart_are_a_change(tmp_path, line, metric, values):
    assert [c.get("period") for c in _conditions(tmp_path, HEAD + line + "\n", metric)] == values
    assert _check(tmp_path, HEAD + line + "\n", ["CC201"]) == []


@pytest.mark.parametrize("line", [
    "- SGLang 于 2024 年发布，吞吐 5,200 tok/s。",          # a release year in passing
    "- SGLang, released in 2024-05, reaches 5,200 tok/s.",  # a date, not a year
])
def test_a_year_in_passing_sets_no_period(tmp_path, line):
    assert [c.get("period") for c in _conditions(tmp_path, HEAD + line + "\n", "throughput")] == [None]


# -- CC303: a promise moved later in its own sentence (trial 32, FA3) -----------------------------
@pytest.mark.parametrize("line,as_of,due", [
    ("- LMCache 原计划 2026-09 发布 1.0，已推迟至 2026-12。", "2026-11-01", None),
    ("- LMCache 原计划 2026-09 发布 1.0，已推迟至 2026-12。", "2027-01-20", "2026-12-31"),
    ("- LMCache 计划 2026-09 发布 1.0，后延期到 2026-10。", "2026-11-20", "2026-10-31"),
    ("- LMCache planned to release 1.0 in September 2026, but it was pushed back to December 2026.",
     "2026-11-01", None),
    # no move: the plan stands
    ("- LMCache 计划于 2026-09 发布 1.0。", "2026-11-01", "2026-09-30"),
])
def test_a_postponed_promise_falls_due_on_its_new_date(tmp_path, line, as_of, due):
    findings = _check(tmp_path, "# 周报\n\n" + line + "\n", ["CC303"], as_of=as_of)
    assert [dict(f.params)["due"] for f in findings] == ([due] if due else [])
    assert [f.subject for f in findings] == (["LMCache"] if due else [])


def test_a_finding_with_no_subject_says_so(tmp_path):
    findings = _check(tmp_path, "# 周报 2026-11-01\n\n- 计划于 2026-09 发布 1.0。\n", ["CC303"])
    assert [f.subject for f in findings] == [None]
    # (session 45: the message names what the promise says will be done, trial 47 r16; the
    # recommendation, about a system's release, still says no system is named)
    assert findings[0].message.startswith("发布 1.0：承诺 2026-09")
    assert "暂不锚定 （未识别主体） 的发布承诺" in findings[0].recommendation
    en = claimcheck.check([tmp_path / "n.md"], select=["CC303"], lang="en").findings
    assert en[0].message.startswith("发布 1.0: the promise 2026-09")


# -- CC203: a "latest" its own line dates, and the version in use (trial 32, FA4) ----------------
@pytest.mark.parametrize("line,fires", [
    ("- 回顾：2025 年 3 月时最新版本为 vLLM 0.8。", False),
    ("- 2025-03：vLLM 最新版本为 0.8.1。", False),
    ("- [2025/03] vLLM 最新版本 0.8.3", False),
    ("- 截至 2026-01，vLLM 最新版本为 0.10.0。", False),
    ("- 当前使用的 vLLM 版本为 0.10.2（线上集群尚未升级）。", False),
    ("- Our production cluster currently runs vLLM 0.10.2.", False),
    ("- We are currently using vLLM 0.10.2.", False),
    # dated the day before, or undated: a latest of the same days
    ("- 截至 2026-11-01，vLLM 最新版本为 0.11.0。", True),
    ("- vLLM 当前最新版本为 0.11.0。", True),
    # a release date before it is no date of the claim
    ("- 2026-10-20 发布的 vLLM 0.11.0 是当前最新版本。", True),
])
def test_a_latest_of_another_time_or_in_use(tmp_path, line, fires):
    text = "# 版本备忘 2026-11-02\n\n- vLLM 最新版本为 0.12.0。\n" + line + "\n"
    findings = _check(tmp_path, text, ["CC203"])
    assert [f.locations[0].line for f in findings] == ([4] if fires else [])


def test_two_latests_of_one_month_are_not_within_the_window(tmp_path):
    # a month spans its days: two statements of March 2025 may be weeks apart
    text = "# 版本备忘 2026-11-02\n\n- 2025-03：vLLM 最新版本为 0.8.1。\n- [2025/03] vLLM 最新版本 0.8.3\n"
    assert _check(tmp_path, text, ["CC203"]) == []
    # … two of one day are not
    text = "# 版本备忘 2026-11-02\n\n- 2025-03-04：vLLM 最新版本为 0.8.1。\n- 2025-03-05：vLLM 最新版本 0.8.3\n"
    assert [f.locations[0].line for f in _check(tmp_path, text, ["CC203"])] == [3]


# -- CC101: a count written as a bound (batch 34, ibis-framework.md:141) --------------------------
@pytest.mark.parametrize("lead,items,found", [
    ("Ibis supports more than 3 backends:", 4, None),
    ("Ibis supports more than 3 backends:", 2, None),   # a lower bound: the list may be a selection
    ("它支持超过 3 个后端：", 4, None),
    ("It supports at least 3 backends:", 5, None),
    ("It supports up to 2 backends:", 3, "3"),          # an upper bound the list exceeds
    ("It supports up to 3 backends:", 2, None),
    ("It supports 3 backends:", 4, "4"),                # exact, as before
])
def test_a_count_written_as_a_bound(tmp_path, lead, items, found):
    text = "# t\n\n" + lead + "\n\n" + "".join(f"- {chr(65 + i)}\n" for i in range(items))
    findings = _check(tmp_path, text, ["CC101"])
    assert [dict(f.params)["found"] for f in findings] == ([found] if found else [])


# -- CC105: a ratio that states no setting, against a table of another section (trial 32, FA5) -----
TABLE = ("# 简报 2026-11-02\n\n## 三、对照表（Llama-3.1-70B，8×H100，bs=64）\n\n| 引擎 | 吞吐 (tok/s) |\n|---|---|\n"
         "| TensorRT-LLM | 5,900 |\n| vLLM | 4,100 |\n\n")


@pytest.mark.parametrize("tail,fires", [
    ("## 四、风险提示\n\n- 据某公众号称，TensorRT-LLM 比 vLLM 快 3 倍，未给出模型与 batch size。\n", False),
    # in the table's own section, or with the table's setting stated, it restates the table
    ("- 据某公众号称，TensorRT-LLM 比 vLLM 快 3 倍。\n", True),
    ("## 四、风险提示\n\n- 在 Llama-3.1-70B、bs=64 下，TensorRT-LLM 比 vLLM 快 3 倍。\n", True),
])
def test_a_ratio_with_no_setting_is_checked_in_its_own_section(tmp_path, tail, fires):
    findings = _check(tmp_path, TABLE + tail, ["CC105"])
    assert [dict(f.params)["expected"] for f in findings] == (["1.44×"] if fires else [])


# -- CC201: a peak and an online / offline run are settings of their own (trial 32, FA6) ----------
def test_peak_online_and_offline_figures_are_not_rivals(tmp_path):
    text = ("# 笔记 2026-11-01\n\n## SGLang（Llama-3.1-70B，8×H100）\n\n"
            "- 离线吞吐 5,200 tok/s；在线（并发 64）吞吐 3,900 tok/s。\n"
            "- 峰值吞吐 6,100 tok/s，平均吞吐 5,200 tok/s。\n- Peak throughput is 6,100 tok/s.\n")
    conds = _conditions(tmp_path, text, "throughput")
    assert [(c.get("mode"), c.get("statistic")) for c in conds] == \
        [("offline", None), ("online", None), (None, "peak"), (None, None), (None, "peak")]
    assert _check(tmp_path, text, ["CC201"]) == []
    # two peaks of one setup still disagree
    text += "- 峰值吞吐 7,400 tok/s。\n"
    assert [f.locations[0].line for f in _check(tmp_path, text, ["CC201"])] == [8]


# -- the setup of the item before: "（同条件）", "该配置下", and never "不同条件下" (trial 32, misses 2-3) --
SETUP = "# 笔记 2026-11-01\n\n## SGLang\n\n- Llama-3.1-70B，8×H100，TP8，bs=64 下 SGLang 吞吐 5,200 tok/s。\n"


@pytest.mark.parametrize("line,metric,inherits", [
    ("- SGLang 的 TTFT 为 95 ms（同条件）。", "ttft", True),
    ("- 据 CSDN 博客称，SGLang 在该配置下吞吐可达 6,000 tok/s。", "throughput", True),
    ("- Under this setup SGLang reaches 6,000 tok/s.", "throughput", True),
    ("- 不同条件下 SGLang 吞吐 3,100 tok/s。", "throughput", False),
    ("- 不同配置下 SGLang 吞吐 3,100 tok/s。", "throughput", False),
    ("- SGLang 吞吐 3,100 tok/s。", "throughput", False),
])
def test_the_setup_of_the_item_before(tmp_path, line, metric, inherits):
    conds = _conditions(tmp_path, SETUP + line + "\n", metric)
    assert conds[-1].get("batch_size") == ("64" if inherits else None)
    findings = _check(tmp_path, SETUP + line + "\n", ["CC201"])
    assert [f.locations[0].line for f in findings] == ([6] if inherits and metric == "throughput" else [])


# -- check --quiet: the summary line alone, the exit code unchanged (trial 32, usability 4) ---------
def test_check_quiet_prints_the_summary_only(tmp_path):
    from typer.testing import CliRunner
    from claimcheck.cli import app
    (tmp_path / "n.md").write_text(SETUP + "- SGLang 的 TTFT 为 95 ms（同条件）。\n- 用户反馈在同条件下 TTFT 为 140 ms。\n",
                                   encoding="utf-8")
    loud = CliRunner().invoke(app, ["check", str(tmp_path / "n.md"), "--lang", "en"])
    quiet = CliRunner().invoke(app, ["check", str(tmp_path / "n.md"), "--lang", "en", "-q"])
    assert loud.exit_code == quiet.exit_code == 1
    assert quiet.stdout == loud.stdout.splitlines(keepends=True)[-1]
    assert quiet.stdout.startswith("Found 1 finding (medium 1) in 1 file")


# -- the document's date from a report's issue-date field (held-out set 24, R013) -----------------
@pytest.mark.parametrize("label", ["本报告日期", "报告日期", "出具日期", "Report date", "Issued"])
def test_a_report_is_dated_by_its_issue_date_field(tmp_path, label):
    text = ("验收测试报告\n\n【文档信息】\n- 报告编号：YS-RL-2029-004（终验）\n- 项目名称：环境层\n"
            "- 上一轮预验收：2029-03-19（星期一）\n"
            f"- {label}：2029-04-20（星期五）\n\n【六、遗留问题】\n\n"
            "- 回归报告预计在 2029 年第一季度内完成并补交。\n")
    (tmp_path / "r.md").write_text(text, encoding="utf-8")
    report = claimcheck.check([tmp_path / "r.md"], select=["CC303"])  # as of the newest document date
    assert report.as_of.isoformat() == "2029-04-20"
    assert [dict(f.params)["due"] for f in report.findings] == ["2029-03-31"]


# -- CC101: a colon past the end of the count's sentence opens no list of it (held-out set 25, R030) --
@pytest.mark.parametrize("line,found", [
    ('- Claim on the slide: "Warp simulates one million particles in 20 lines." Fact-check: this is the '
     "README's own Quick Start; the claim matches the primary source.", None),
    ("- The engine has two modes. Details: eager; graph; compiled.", None),
    # the colon in the count's own sentence still opens its list
    ("- The engine has two modes: eager; graph; compiled.", "3"),
])
def test_a_colon_after_the_counts_sentence(tmp_path, line, found):
    findings = _check(tmp_path, "# Sheet\n\n" + line + "\n", ["CC101"])
    assert [dict(f.params)["found"] for f in findings] == ([found] if found else [])


# -- CC101: a ；-separated item about two names counts both (held-out set 25, draft 2 line 15) -------
@pytest.mark.parametrize("line,found", [
    ("- 四个 README 的 Python 要求：mace-torch 要求 Python ≥ 3.11；chgnet 与 fairchem-core 标注 3.10+；matgl 未单列。", None),
    ("- 三个 README 的 Python 要求：mace-torch 要求 Python ≥ 3.11；chgnet 与 fairchem-core 标注 3.10+；matgl 未单列。", None),
    # five is more than either reading
    ("- 五个 README 的 Python 要求：mace-torch 要求 Python ≥ 3.11；chgnet 与 fairchem-core 标注 3.10+；matgl 未单列。", "4"),
    ("- 两个 README 的 Python 要求：mace-torch 要求 Python ≥ 3.11；chgnet 标注 3.10+；matgl 未单列。", "3"),
])
def test_an_item_about_two_names(tmp_path, line, found):
    findings = _check(tmp_path, "# 记录\n\n" + line + "\n", ["CC101"])
    assert [dict(f.params)["found"] for f in findings] == ([found] if found else [])


# -- CC205: a letter left out or typed twice is a slip, not a family member (trial 32, misses 1) ----
@pytest.mark.parametrize("written,intended,fires", [
    ("Mooncak", "Mooncake", True),        # a letter left out: no prefix name of Mooncake
    ("Moooncake", "Mooncake", True),      # a letter typed twice
    ("FlashInfre", "FlashInfer", True),   # two letters swapped, as before
    ("Transformer", "Transformers", False),   # a plural
    ("OpenAPI", "OpenAI", False),         # a letter added that is no double: another name
])
def test_a_letter_left_out_or_doubled(tmp_path, written, intended, fires):
    text = (f"# n 2026-11-01\n\n- {intended} 支持 KV。\n- {intended} 的教程。\n- {intended} 很好。\n"
            f"- {written} 的 KV 传输。\n")
    findings = _check(tmp_path, text, ["CC205"])
    assert [(dict(f.params)["name"], dict(f.params)["intended"]) for f in findings] == \
        ([(written, intended)] if fires else [])


# -- CC203: a "latest" written with 正式版, and a requirement's exact pin (held-out set 25, R003) ----
@pytest.mark.parametrize("line,value", [
    ("- 迁移到 Qiskit 当前最新正式版 2.5.1。", "2.5.1"),
    ("- Qiskit 当前最新正式版为 2.5.1。", "2.5.1"),
    ("- qiskit==2.6.2（PyPI 当前最新）", "2.6.2"),
])
def test_a_latest_version_written_as_official_or_pinned(tmp_path, line, value):
    (tmp_path / "x.md").write_text("# n 2030-03-22\n\n" + line + "\n", encoding="utf-8")
    versions = [c for c in claimcheck.extract(tmp_path / "x.md").claims if c.kind == "version"]
    assert [(c.value, c.subject.casefold(), c.has_flag("latest")) for c in versions] == [(value, "qiskit", True)]


def test_two_latests_of_one_report_disagree(tmp_path):
    text = ("# 结题报告 2030-03-22\n\n- 评测版本为 qiskit 2.6.2。\n- 已迁移到 Qiskit 当前最新正式版 2.5.1。\n\n"
            "附录\n\n- qiskit==2.6.2（PyPI 当前最新）\n")
    findings = _check(tmp_path, text, ["CC203"])
    assert [(dict(f.params)["value"], dict(f.params)["other_value"]) for f in findings] == [("2.5.1", "2.6.2")]


# -- a source named in the next sentence under "Source offered:" (held-out set 25, R034) -----------
@pytest.mark.parametrize("tail,attribution", [
    (" Source offered: a screenshot of a Reddit thread; no benchmark script in the repo.", "a screenshot of a Reddit thread"),
    (" Evidence: a screenshot of a Reddit thread.", "a screenshot of a Reddit thread"),
    (" 数据来源：某公众号截图。", "某公众号截图"),
    (" No script was offered.", None),
])
def test_a_source_label_in_the_next_sentence(tmp_path, tail, attribution):
    text = "# Sheet 2030-07-14\n\n- Warp runs 40x faster than MuJoCo on CPU." + tail + "\n"
    (tmp_path / "x.md").write_text(text, encoding="utf-8")
    [claim] = [c for c in claimcheck.extract(tmp_path / "x.md").claims if c.metric == "speedup"]
    assert claim.source.attribution == attribution
    assert claim.source.tier == ("tertiary" if attribution else "unknown")


# -- a figure the text denies is compared with nothing (trial 32, FA9) ------------------------------
@pytest.mark.parametrize("line,refuted", [
    ("- 有人说 SGLang 比 vLLM 快 3 倍，实际不是 3 倍，而是 1.4 倍。", ["3 倍"]),
    ("- SGLang is not 3x faster than vLLM but 1.4x.", ["3x"]),
    ("- SGLang is not only 3x faster than vLLM.", []),      # "not only": at least 3x, no denial
    ("- SGLang 的吞吐并非 5,200 tok/s，而是 3,900 tok/s。", ["5,200 tok/s"]),
])
def test_a_denied_figure_is_flagged(tmp_path, line, refuted):
    (tmp_path / "x.md").write_text("# 笔记 2026-10-20\n\n" + line + "\n", encoding="utf-8")
    claims = claimcheck.extract(tmp_path / "x.md").claims
    assert [c.surface for c in claims if c.has_flag("refuted")] == refuted


def test_a_denied_figure_is_no_rival(tmp_path):
    (tmp_path / "a.md").write_text("# a 2026-10-20\n\n## SGLang（H100，Llama-3.1-8B）\n\n"
                                   "- SGLang 吞吐并非 5,200 tok/s，而是 3,900 tok/s。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("# b 2026-10-21\n\n## SGLang（H100，Llama-3.1-8B）\n\n"
                                   "- SGLang 吞吐为 3,900 tok/s。\n", encoding="utf-8")
    assert claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings == []
    (tmp_path / "b.md").write_text("# b 2026-10-21\n\n## SGLang（H100，Llama-3.1-8B）\n\n"
                                   "- SGLang 吞吐为 4,600 tok/s。\n", encoding="utf-8")
    findings = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings
    assert sorted(loc.surface for f in findings for loc in f.locations) == ["3,900 tok/s", "4,600 tok/s"]


# -- CC301: an arXiv page written without its scheme, its dot misplaced (held-out set 24, R028) -----
@pytest.mark.parametrize("line,flagged", [
    ("- BoTorch: botorch.org · paper arxiv.org/abs/19100.6403", ["arXiv:19100.6403"]),
    ("- see https://arxiv.org/pdf/191.006403v2", ["arXiv:191.006403v2"]),
    ("- paper arxiv.org/abs/1910.06403", []),           # a sound id in a link is provenance, no claim
    ("- mirror: notarxiv.org/abs/19100.6403", []),
])
def test_a_misplaced_dot_in_an_arxiv_address(tmp_path, line, flagged):
    findings = _check(tmp_path, "# n 2029-06-14\n\n" + line + "\n", ["CC301"])
    assert [f"arXiv:{f.locations[0].surface}" for f in findings] == flagged


# -- CC203: a version a code comment calls the latest ("pacmap==0.8.1  # latest", held-out set 24) --
def test_a_comment_calls_a_pin_the_latest(tmp_path):
    text = ("# PR 2029-10-22\n\n依赖版本按 PyPI 当前版本锁定：pacmap 0.9.1（PyPI 当前最新）。\n\n"
            "- requirements: pacmap==0.8.1  # latest\n- pacmap==0.9.1  # pinned for reproducibility\n")
    findings = _check(tmp_path, text, ["CC203"])
    assert [(dict(f.params)["value"], dict(f.params)["other_value"]) for f in findings] == [("0.8.1", "0.9.1")]


# -- CC304: a source dated by its address (trial 32, misses 5) ---------------------------------------
@pytest.mark.parametrize("source,date", [
    ("Source: https://lmsys.org/blog/2026-11-15-treespec/", "2026-11-15"),
    ("来源：https://example.com/posts/2026/11/20/sglang-bench", "2026-11-20"),
    ("Source: https://example.com/2026/11/", "2026-11-01"),
    ("Source: https://lmsys.org/blog/2026-10-15-treespec/", "2026-10-15"),     # before the note: no finding
    ("Source: https://github.com/sgl-project/sglang/releases/tag/v2026.11.20", None),  # a version, no date
    ("Source: https://example.com/2026/13/40/post", None),                    # no such day
])
def test_a_source_dated_by_its_address(tmp_path, source, date):
    text = "# 笔记 2026-10-29\n\n## TreeSpec\n\n" + source + "\n\n- TreeSpec 吞吐提升 1.6 倍。\n"
    (tmp_path / "x.md").write_text(text, encoding="utf-8")
    [claim] = [c for c in claimcheck.extract(tmp_path / "x.md").claims if c.metric == "speedup"]
    assert claim.source.date == date
    findings = _check(tmp_path, text, ["CC304"], name="x.md")
    assert len(findings) == (1 if date and date > "2026-10-29" else 0)


def test_a_full_width_comma_ends_an_address(tmp_path):
    text = "# 笔记 2026-10-29\n\n- 来源：https://example.com/posts/sglang-bench，SGLang 吞吐 5,200 tok/s。\n"
    (tmp_path / "x.md").write_text(text, encoding="utf-8")
    [claim] = [c for c in claimcheck.extract(tmp_path / "x.md").claims if c.metric == "throughput"]
    assert claim.source.urls == ("https://example.com/posts/sglang-bench",)
    assert claim.source.attribution == "https://example.com/posts/sglang-bench"


# -- dates: the Chinese part after a year or month (trial 32, FA10) ---------------------------------
@pytest.mark.parametrize("line,surface,low,high", [
    ("- Mooncake 预计 2026 年底开源调度器。", "2026 年底", "2026-09-01", "2027-01-01"),
    ("- Mooncake 预计 2026 年初开源调度器。", "2026 年初", "2026-01-01", "2026-05-01"),
    ("- 计划于 2026 年 9 月底发布。", "2026 年 9 月底", "2026-09-16", "2026-10-01"),
    ("- 计划于 2026 年 12 月初发布。", "2026 年 12 月初", "2026-12-01", "2026-12-16"),
    ("- 2026 年初步完成迁移。", "2026 年", "2026-01-01", "2027-01-01"),      # 初步: "preliminarily"
    ("- 2026 年中国市场的吞吐需求翻倍。", "2026 年", "2026-01-01", "2027-01-01"),  # 中国: China
])
def test_a_part_written_after_a_chinese_period(tmp_path, line, surface, low, high):
    (tmp_path / "x.md").write_text("# n 2026-11-01\n\n" + line + "\n", encoding="utf-8")
    dates = [c for c in claimcheck.extract(tmp_path / "x.md").claims if c.kind == "date" and c.line == 3]
    assert [(c.surface, c.low, c.high) for c in dates] == [(surface, low, high)]


def test_an_early_year_promise_is_overdue_by_november(tmp_path):
    findings = _check(tmp_path, "# n 2026-11-01\n\n- Mooncake 预计 2026 年初开源调度器。\n", ["CC303"])
    assert [(dict(f.params)["due"], f.risk) for f in findings] == [("2026-04-30", "high")]


# -- trial 33: a confirmation in an older note of a promise repeated after its period began ---------
@pytest.mark.parametrize("confirm_date,confirmation,fires", [
    ("2026-11-19", "- TensorRT-LLM 已于 2026-09-29 开源 FP4 KV cache。", False),
    ("2026-09-15", "- TensorRT-LLM 已开源 FP4 KV cache。", False),     # inside the promised month
    ("2026-08-19", "- TensorRT-LLM 已开源 FP8 KV cache。", True),      # before the period: an earlier release
])
def test_a_promise_repeated_after_its_period_began(tmp_path, confirm_date, confirmation, fires):
    (tmp_path / "a.md").write_text("# a 2026-11-20\n\n- TensorRT-LLM 计划于 2026-09 开源 FP4 KV cache。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text(f"# b {confirm_date}\n\n{confirmation}\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC303"], as_of="2026-11-25")
    assert len(report.findings) == (1 if fires else 0)


# -- trial 33: two releases' figures under one setup are no rivals ----------------------------------
def test_two_releases_are_two_settings(tmp_path):
    (tmp_path / "a.md").write_text("# a\n\n- vLLM 0.10.2: 8,200 tok/s on DeepSeek-V3 (H200 TP8, bs=32).\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("# b\n\n- vLLM 0.12: 10,100 tok/s on DeepSeek-V3 (H200 TP8, bs=32).\n"
                                   "- vLLM v0.12.0: 9,000 tok/s on DeepSeek-V3 (H200 TP8, bs=32).\n", encoding="utf-8")
    versions = {c.surface: c.conditions_dict.get("version") for f in ("a.md", "b.md")
                for c in claimcheck.extract(tmp_path / f).claims if c.metric == "throughput"}
    assert versions == {"8,200 tok/s": "0.10.2", "10,100 tok/s": "0.12", "9,000 tok/s": "0.12"}
    findings = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings
    # 0.12 and v0.12.0 are one release: those two still disagree; 0.10.2 stands apart
    assert sorted(loc.surface for f in findings for loc in f.locations) == ["10,100 tok/s", "9,000 tok/s"]


def test_before_and_after_upgrading_on_two_lines(tmp_path):
    text = ("# a\n\n- Before upgrading, vLLM served 8,200 tok/s on DeepSeek-V3 (H200 TP8, bs=32).\n"
            "- After upgrading to v0.12, vLLM serves 10,100 tok/s on DeepSeek-V3 (H200 TP8, bs=32).\n")
    assert _check(tmp_path, text, ["CC201"]) == []


# -- trial 33: a list of another marker after a blank line is another list ---------------------------
@pytest.mark.parametrize("count,found", [("三大", None), ("两大", "3")])
def test_a_list_ends_where_its_marker_changes(tmp_path, count, found):
    text = (f"# x\n\nvLLM 0.12 带来{count}改进：\n1. 异步调度\n2. FP8 KV cache\n3. 前缀缓存统计\n\n"
            "- 我们线上仍在跑 vLLM 0.10.2。\n- 升级后吞吐 10,100 tok/s。\n")
    findings = _check(tmp_path, text, ["CC101"])
    assert [dict(f.params)["found"] for f in findings] == ([found] if found else [])


# -- trial 33: a round number is rounded ------------------------------------------------------------
@pytest.mark.parametrize("other,fires", [("12,020", False), ("12,050", False), ("12,400", True), ("11,800", True)])
def test_a_round_number_admits_its_rounding(tmp_path, other, fires):
    text = f"# x\n\n## SGLang（H100）\n\n- SGLang 吞吐 12,000 tok/s（H100）。\n- SGLang 吞吐 {other} tok/s（H100）。\n"
    assert len(_check(tmp_path, text, ["CC201"])) == (1 if fires else 0)


# -- trial 33: a statistic word qualifies the metric beside it ---------------------------------------
@pytest.mark.parametrize("line,metrics", [
    ("- Mooncake TTFT P90 为 310 ms。", ["ttft"]),
    ("- vLLM TTFT：P50 95 ms，P99 420 ms。", ["ttft", "ttft"]),
    ("- vLLM P99 延迟为 420 ms。", ["latency"]),
    ("- vLLM 的 P99 为 420 ms。", ["latency"]),          # a statistic alone still names latency
])
def test_a_statistic_qualifies_its_metric(tmp_path, line, metrics):
    (tmp_path / "x.md").write_text("# n 2026-11-01\n\n" + line + "\n", encoding="utf-8")
    assert [c.metric for c in claimcheck.extract(tmp_path / "x.md").claims if c.kind == "quantity"] == metrics


# -- trial 33: the setup of a removed figure is not reported as removed (audit --cite) --------------
def test_a_removed_figures_setup_is_not_reported(tmp_path):
    import subprocess
    repo = tmp_path / "liv"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@e"]
    (repo / "d.md").write_text("# doc\n\n## Mooncake\n- Mooncake TTFT P90 为 310 ms（H800，输入 8k）。\n\n"
                               "## vLLM\n- vLLM 吞吐 10,100 tok/s。\n", encoding="utf-8")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run(git + ["add", "d.md"], check=True)
    subprocess.run(git + ["commit", "-qm", "one"], check=True)
    (repo / "d.md").write_text("# doc\n\n## vLLM\n- vLLM 吞吐 10,100 tok/s。\n", encoding="utf-8")
    subprocess.run(git + ["commit", "-qam", "drop Mooncake"], check=True)
    (tmp_path / "cite.md").write_text("# 周报\n\n- 据活文档，Mooncake TTFT P90 为 310 ms（H800，输入 8k）。\n", encoding="utf-8")
    report = claimcheck.audit(repo / "d.md", git=True, cite=[tmp_path / "cite.md"])
    assert [(f.code, f.locations[0].surface) for f in report.findings] == [("CC403", "310 ms")]


# -- trial 33: a claimed figure the line says fails is refuted ---------------------------------------
@pytest.mark.parametrize("line,refuted", [
    ("- A blog claimed SGLang hits 30,000 tok/s on H100 TP8; our reproduction got 12,400 tok/s, so that claim "
     "does not hold.", ["30,000 tok/s"]),
    ("- 某博客称 SGLang 在 H100 TP8 上达到 30,000 tok/s，我们复现只有 12,400 tok/s，该说法不成立。", ["30,000 tok/s"]),
    ("- A blog claimed SGLang hits 30,000 tok/s on H100 TP8.", []),                 # claimed, not refuted
    ("- SGLang hits 30,000 tok/s on H100 TP8; the old number was wrong.", []),      # no claim verb before it
])
def test_a_claimed_figure_the_line_refutes(tmp_path, line, refuted):
    (tmp_path / "x.md").write_text("# b\n\n" + line + "\n", encoding="utf-8")
    claims = claimcheck.extract(tmp_path / "x.md").claims
    assert [c.surface for c in claims if c.has_flag("refuted")] == refuted


# -- trial 33: the release a section's heading names is its figures' -------------------------------
def test_the_release_of_a_sections_heading(tmp_path):
    (tmp_path / "a.md").write_text("# a 2026-11-17\n\n## SGLang 0.5.4 实测\n\n"
                                   "- 吞吐 744k tokens/min（Llama-3-70B，H100 TP8，bs=64）。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("# b 2026-10-16\n\n- SGLang 0.5.2 在 Llama-3-70B、H100 TP8、bs=64 下吞吐 10,800 tok/s。\n",
                                   encoding="utf-8")
    [claim] = [c for c in claimcheck.extract(tmp_path / "a.md").claims if c.metric == "throughput"]
    assert claim.conditions_dict.get("version") == "0.5.4"
    assert claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings == []
    # the same release in the other note still disagrees
    (tmp_path / "b.md").write_text("# b 2026-10-16\n\n- SGLang 0.5.4 在 Llama-3-70B、H100 TP8、bs=64 下吞吐 11,000 tok/s。\n",
                                   encoding="utf-8")
    findings = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC201"]).findings
    assert sorted(loc.surface for f in findings for loc in f.locations) == ["11,000 tok/s", "744k tokens/min"]


def test_a_release_alone_is_no_setup_within_one_note(tmp_path):
    # two figures under "pybase64 1.5.1" share the release, not the run (held-out set 16, R001/R003)
    text = ("# 简报 2026-11-01\n\n增量 1：pybase64 1.5.1 — README 基准口径\n\n"
            "- 口径 1：pybase64 编码为 17614 MB/s。\n- 口径 3：改为 padded=False 时 pybase64 解码只有 2475 MB/s。\n")
    (tmp_path / "n.md").write_text(text, encoding="utf-8")
    claims = [c for c in claimcheck.extract(tmp_path / "n.md").claims if c.kind == "quantity"]
    assert [c.conditions_dict.get("version") for c in claims] == ["1.5.1", "1.5.1"]
    assert _check(tmp_path, text, ["CC201"]) == []
