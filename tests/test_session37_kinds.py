"""Session 37: faults the first run of batch 38, held-out set 29 and the fresh-user trials showed,
each fixed as a kind."""
from __future__ import annotations

import json

import pytest

from tests.test_session35_kinds import _check_files


# -- subject: a name in a bracketed aside before the figure gives its setting, not its subject ------
@pytest.mark.parametrize("line,subject", [
    # a fresh-user trial (session 36): the engine in the aside took the figure from LMCache
    ("- LMCache prefix cache 命中率（生产 chat 流量，vLLM 0.31.2）：71%。\n", "LMCache"),
    ("- Mooncake KV hit rate (chat traffic, SGLang 0.5.4): 71%.\n", "Mooncake"),
    # a name only in the aside stays the subject
    ("- prefix cache 命中率（vLLM 0.31.2）：71%。\n", "vLLM"),
])
def test_a_name_in_an_aside_before_the_figure_is_its_setting(line, subject):
    import claimcheck
    claims = claimcheck.extract_text("# tracker 2026-12-06\n\n" + line)
    assert [(c.surface, c.subject) for c in claims if c.kind == "percent"] == [("71%", subject)]


def test_a_figure_owned_through_an_aside_is_compared_with_its_subject_elsewhere(tmp_path):
    found = _check_files(tmp_path, {
        "tracker.md": "# tracker 2026-12-05\n\n- LMCache prefix cache 命中率（生产 chat 流量，vLLM 0.31.2）：71%。\n",
        "notes.md": "# notes 2026-12-04\n\n- 当前 LMCache prefix cache 命中率 62%（生产 chat 流量）。\n"}, ["CC201"])
    assert [(f.subject, sorted(loc.surface for loc in f.locations)) for f in found] == [("LMCache", ["62%", "71%"])]


# -- --baseline: the baseline's paths are relative to its own folder, not to where claimcheck runs -----
CONFLICT_A = "# 2026-12-05\n\nH200 显存为 141 GB。\n"
CONFLICT_B = "# 2026-12-04\n\nH200 显存为 96 GB。\n"


def _notes(tmp_path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "sub").mkdir()
    (tmp_path / "notes" / "a.md").write_text(CONFLICT_A, encoding="utf-8")
    (tmp_path / "notes" / "b.md").write_text(CONFLICT_B, encoding="utf-8")


def test_a_baseline_hides_its_findings_from_any_working_folder(tmp_path, monkeypatch):
    from tests.test_cli_workflow import invoke
    _notes(tmp_path)
    monkeypatch.chdir(tmp_path)
    wrote = invoke("check", "notes", "--write-baseline", ".cb.json", "--lang", "en")
    assert wrote.exit_code == 0, wrote.output
    data = json.loads((tmp_path / ".cb.json").read_text(encoding="utf-8"))
    assert data["schema"] == 2
    assert [(e["code"], e["file"], e["line"]) for e in data["findings"]] == [("CC201", "notes/a.md", 3)]
    for cwd, args in [(tmp_path, ["notes", "--baseline", ".cb.json"]),
                      (tmp_path / "sub", ["../notes", "--baseline", "../.cb.json"]),
                      (tmp_path / "sub", [str(tmp_path / "notes" / "a.md"), str(tmp_path / "notes" / "b.md"),
                                          "--baseline", str(tmp_path / ".cb.json")])]:
        monkeypatch.chdir(cwd)
        result = invoke("check", *args, "--lang", "en")
        assert result.exit_code == 0, (cwd, result.output)
        assert "Found 0 findings" in result.stdout and "1 suppressed or in the baseline" in result.stdout
    # an edited figure is a new finding wherever it runs
    (tmp_path / "notes" / "b.md").write_text(CONFLICT_B.replace("96", "94"), encoding="utf-8")
    assert invoke("check", "../notes", "--baseline", "../.cb.json", "--lang", "en").exit_code == 1


def test_a_schema_1_baseline_is_still_read(tmp_path, monkeypatch):
    import claimcheck
    from claimcheck.checks.baseline import fingerprint
    from tests.test_cli_workflow import invoke
    _notes(tmp_path)
    monkeypatch.chdir(tmp_path)
    found = claimcheck.check(["notes"]).findings
    assert [f.code for f in found] == ["CC201"]
    (tmp_path / "old.json").write_text(json.dumps({"schema": 1, "findings": [
        {"fingerprint": fingerprint(found[0]), "code": "CC201", "file": "notes/a.md", "line": 3}]}), encoding="utf-8")
    assert invoke("check", "notes", "--baseline", "old.json", "--lang", "en").exit_code == 0
    (tmp_path / "new.json").write_text('{"schema": 3, "findings": []}', encoding="utf-8")
    refused = invoke("check", "notes", "--baseline", "new.json", "--lang", "en")
    assert refused.exit_code == 2
    assert "new.json: cannot read: not a claimcheck baseline (schema 3, expected one of 1, 2)" in refused.stderr


# -- audit: the newest version's overdue promises are checked without --select ------------------------
def test_audit_reports_an_overdue_promise_of_the_newest_version(tmp_path):
    import claimcheck
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    head = "# 跟踪 {d}\n\n## 缓存\n\n- Mooncake 计划于 2026-11-15 上线 KV 分层存储。\n"
    (snaps / "tracker-2026-11-01.md").write_text(head.format(d="2026-11-01"), encoding="utf-8")
    (snaps / "tracker-2026-12-01.md").write_text(head.format(d="2026-12-01"), encoding="utf-8")
    report = claimcheck.audit(snaps, as_of="2026-12-06")
    assert [(f.code, f.primary.surface) for f in report.findings] == [("CC303", "2026-11-15")]
    # ids and sources (CC301, CC302, CC304) stay the history's: not run on the newest version
    (snaps / "tracker-2026-12-01.md").write_text(head.format(d="2026-12-01") + "- 见 arXiv:2703.01234。\n",
                                                encoding="utf-8")
    assert [f.code for f in claimcheck.audit(snaps, as_of="2026-12-06").findings] == ["CC303"]
    # a kept promise is none
    (snaps / "tracker-2026-12-01.md").write_text(
        head.format(d="2026-12-01") + "- 2026-11-14：Mooncake KV 分层存储已上线。\n", encoding="utf-8")
    assert claimcheck.audit(snaps, as_of="2026-12-06").findings == []


# -- CC205: a letter changed into a letter of the other case makes another name ---------------------
@pytest.mark.parametrize("word,intended,other", [
    ("NeXML", "NeuML", True),       # a capital where a small letter stands
    ("NeuNL", "NeuML", False),      # a neighbouring key, same shift state: a slip
    ("NAPLAM", "NAPALM", False),    # all capitals: never
    ("netkit", "netket", False),    # lower case: never
    ("NetKit", "NetKet", False),    # the changed letters share their case
    ("NeXML", "NeuMLx", False),     # not one substitution
])
def test_a_substitution_across_case_is_another_name(word, intended, other):
    from claimcheck.checks.cross_source import _substituted_across_case
    assert _substituted_across_case(word, intended) is other


# -- CC101: ", mapped to …" restates a bracket's list item for item -------------------------------
@pytest.mark.parametrize("count,found", [("five", []), ("four", [("four verbosity levels", "4", "5")])])
def test_a_mapped_restatement_is_not_counted_as_more_items(tmp_path, count, found):
    text = (f"# memo 2035-09-12\n\nThe CLI uses Cleo's {count} verbosity levels (QUIET, NORMAL, VERBOSE, VERY_VERBOSE, "
            "DEBUG, mapped to `-q`, no flag, `-v`, `-vv` and `-vvv`) across its 41 commands.\n")
    got = _check_files(tmp_path, {"memo.md": text}, ["CC101"])
    assert [(f.primary.surface, dict(f.params)["stated"], dict(f.params)["found"]) for f in got] == found


# -- CC203: a "current" column beside a "target" column holds the version run before an upgrade --------
MATRIX = ("# 变更申请 2035-06-22\n\n版本矩阵（2035-06-18 在 PyPI 核对）\n\n"
          "| 组件 | {now} | {to} |\n|---|---|---|\n| Jinja2 | 3.1.2 | 3.1.6 |\n| pdoc | 14.4.0 | 16.0.0 |\n\n"
          "- 参考：Jinja2 3.1.6 已发布（https://pypi.org/project/jinja2/3.1.6/）。\n")


@pytest.mark.parametrize("now,to,fires", [
    ("当前", "目标", False),
    ("Current", "Target version", False),
    ("当前版本", "升级后", False),
    ("当前版本", "说明", True),   # no target column: "当前版本" is the current release, and 3.1.6 was out
])
def test_a_current_column_beside_a_target_column_is_the_version_run(tmp_path, now, to, fires):
    found = _check_files(tmp_path, {"cr.md": MATRIX.format(now=now, to=to)}, ["CC203"], as_of="2035-06-22")
    assert [(f.primary.surface, f.primary.line) for f in found] == ([("3.1.2", 7)] if fires else [])


# -- CC303: uploading and submitting are promised actions ----------------------------------------------
@pytest.mark.parametrize("text,codes", [
    ("- 作者在答复信中承诺 2035-02-28 前把计时脚本和原始数据上传 Zenodo。\n", ["CC303"]),
    ("- The authors promised to upload the raw timings by 2035-02-28.\n", ["CC303"]),
    ("- 作者承诺 2035-02-28 前把脚本上传 Zenodo。\n- 2035-02-27：脚本已上传 Zenodo。\n", []),
    ("- 作者承诺 2035-04-30 前提交修订稿。\n", []),  # not yet due
])
def test_an_upload_promise_falls_due(tmp_path, text, codes):
    found = _check_files(tmp_path, {"review.md": "# 审稿意见 2035-03-14\n\n" + text}, ["CC303"], as_of="2035-03-14")
    assert [f.code for f in found] == codes


# -- CC102: a list of pinned packages names one twice --------------------------------------------------
@pytest.mark.parametrize("deps,found", [
    ("cleo 2.1.0, docopt 0.6.2, fire 0.7.1, docopt 0.6.2.", [("docopt 0.6.2", 3)]),
    ("cleo 2.1.0, docopt 0.6.2, fire 0.7.1, plac 1.4.7.", []),
    ("cleo 2.1.0, docopt 0.6.2, docopt 0.7.0.", []),  # two versions of one package are two items
])
def test_a_pinned_package_listed_twice(tmp_path, deps, found):
    got = _check_files(tmp_path, {"memo.md": f"# memo\n\nRuntime CLI dependencies (four): {deps}\n"}, ["CC102"])
    assert [(f.primary.surface, f.primary.line) for f in got] == found


# -- metric: a time with no metric word shares the metric of the figure it is compared with ---------
def test_a_time_compared_in_the_next_clause_takes_its_metric(tmp_path):
    import claimcheck
    claims = claimcheck.extract_text("# 审稿 2035-03-14\n\n- 表 3 显示 bcrypt 中位 248 ms，比 PyNaCl argon2id 的 412 ms 耗时少 57%。\n"
                                     "- 训练用了 3 小时，比上次快。\n")
    assert [(c.surface, c.metric) for c in claims if c.kind in ("quantity", "percent")] == [
        ("248 ms", "latency"), ("412 ms", "latency"), ("57%", "latency"), ("3 小时", "duration")]
    found = _check_files(tmp_path, {"review.md": "# 审稿 2035-03-14\n\n- 表 3 显示 bcrypt 中位 248 ms，比 PyNaCl argon2id 的 "
                                                 "412 ms 耗时少 57%。\n"}, ["CC105"], lang="en")
    assert [(f.primary.surface, f.message.split("gives ")[-1]) for f in found] == [("57%", "-39.8%")]


# -- entities: a short alias with a hyphen and one or two digits is a numbered label -----------------
@pytest.mark.parametrize("line,subject", [
    ("- R1-3：作者承诺 2035-02-28 前上传脚本。\n", "R1-3"),        # reviewer 1's third point
    ("- R1-0528 的吞吐为 1,200 tok/s。\n", "DeepSeek-R1"),          # a dated release of the model
    ("- R1 的吞吐为 1,200 tok/s。\n", "DeepSeek-R1"),
])
def test_a_short_alias_before_a_numbered_suffix_is_a_label(line, subject):
    import claimcheck
    claims = claimcheck.extract_text("# 审稿 2035-03-14\n\n" + line)
    assert [c.subject for c in claims if c.line == 3] == [subject]


# -- CC303: 按时 / 如期 before a promised action say it happened ----------------------------------------
@pytest.mark.parametrize("text,codes", [
    ("- R1-1：作者答复承诺随 2035-03-02（周五）提交的修订稿补上；修订稿按时提交，新增的 5.3 节已经给出结果。\n", []),
    ("- 作者承诺 2035-03-02 前提交修订稿，请按时提交。\n", ["CC303"]),
])
def test_an_action_done_on_time_keeps_its_promise(tmp_path, text, codes):
    found = _check_files(tmp_path, {"review.md": "# 审稿意见 2035-03-14\n\n" + text}, ["CC303"], as_of="2035-03-14")
    assert [f.code for f in found] == codes


# -- the document date: a 年月日 date written first wins over a later ISO date -----------------------
@pytest.mark.parametrize("head,date", [
    ("周报 · 日期：2026年10月6日\n\n- 下次评审：2026-12-20。\n", "2026-10-06"),
    ("Weekly · Date: 2026-10-06\n\n- 下次评审：2026年12月20日。\n", "2026-10-06"),
    ("周报\n\n- 下次评审：2026-12-20，上次 2026年10月6日。\n", "2026-12-20"),
])
def test_the_first_written_date_dates_the_document(head, date):
    from claimcheck.text.ingest import document_date
    assert document_date("weekly.md", head) == date


# -- a multiple after a change word and "to" is the level reached, not a fall by that multiple -----------
@pytest.mark.parametrize("line,value,direction", [
    ("- At bs=32 the EAGLE-3 speedup on Llama-3.1-8B drops to 1.3×.\n", "1.3", None),
    ("- bs=32 时 EAGLE-3 加速比降至 1.3×。\n", "1.3", None),
    ("- Throughput drops by 1.3x.\n", "0.7692", "down"),   # a fall by a multiple stays one
])
def test_a_multiple_reached_is_a_level(line, value, direction):
    import claimcheck
    [c] = [c for c in claimcheck.extract_text("# a 2026-12-04\n\n" + line) if c.line == 3]
    assert (str(c.norm_value)[:len(value)], c.direction) == (value, direction)


def test_a_speedup_that_drops_to_a_value_agrees_with_that_value(tmp_path):
    found = _check_files(tmp_path, {
        "a.md": "# A (2026-12-04)\n\n- At bs=32 the EAGLE-3 speedup on Llama-3.1-8B, 1×H100 drops to 1.3×.\n",
        "b.md": "# B (2026-12-05)\n\n- EAGLE-3 on Llama-3.1-8B, 1×H100, bs=32: 1.3× speedup.\n"}, ["CC201"])
    assert found == []


# -- a figure marked out of date right after it is compared with nothing -----------------------------
@pytest.mark.parametrize("old,fires", [
    ("- 旧版 vLLM 0.27 在 Llama-3.1-70B，4×H100，TP4，bs=32 下为 3,100 tok/s（已过时，仅供对照）。\n", False),
    ("- vLLM 0.27 on Llama-3.1-70B, 4×H100, TP4, bs=32: 3,100 tok/s (outdated, for reference only).\n", False),
    ("- vLLM 0.27 在 Llama-3.1-70B，4×H100，TP4，bs=32 下为 3,100 tok/s（实测）。\n", True),
])
def test_a_figure_marked_outdated_is_compared_with_nothing(tmp_path, old, fires):
    found = _check_files(tmp_path, {"a.md": "# A (2026-12-05)\n\n" + old,
                                    "b.md": "# B (2026-12-06)\n\n- vLLM on Llama-3.1-70B, 4×H100, TP4, bs=32: 4,200 tok/s.\n"},
                         ["CC201"])
    assert bool(found) is fires


# -- a target named earlier in the sentence makes its value a requirement -----------------------------
@pytest.mark.parametrize("line,requirement", [
    ("- Our target for SGLang on DeepSeek-V3, 8×H200, TP8, bs=64 is 12,000 tok/s.\n", True),
    ("- Target met: SGLang on DeepSeek-V3, 8×H200, TP8 measured 18,400 tok/s.\n", False),
    ("- SLO 要求下，SGLang 在 8×H200、TP8 上吞吐 18,400 tok/s。\n", False),   # measured under it
])
def test_a_target_earlier_in_the_sentence_is_a_requirement(line, requirement):
    import claimcheck
    [c] = [c for c in claimcheck.extract_text("# a 2026-12-04\n\n" + line) if c.kind == "quantity"]
    assert c.has_flag("requirement") is requirement


def test_a_target_is_not_compared_with_a_measurement(tmp_path):
    found = _check_files(tmp_path, {
        "report.md": "# Report (2026-12-06)\n\n- SGLang on DeepSeek-V3, 8×H200, TP8, bs=64 measured 18,400 tok/s.\n",
        "roadmap.md": "# Roadmap (2026-12-03)\n\n- Our target for SGLang on DeepSeek-V3, 8×H200, TP8, bs=64 is 12,000 tok/s.\n"},
        ["CC201"])
    assert found == []


# -- a document kind opening a title ("# Roadmap (…)") names no system --------------------------------
def test_a_document_kind_in_a_title_is_no_subject():
    import claimcheck
    claims = claimcheck.extract_text("# Roadmap (2026-10-20)\n\n- Throughput is 4,100 tok/s.\n")
    assert [(c.surface, c.subject) for c in claims if c.kind == "quantity"] == [("4,100 tok/s", None)]
    claims = claimcheck.extract_text("# Mooncake (2026-10-20)\n\n- Throughput is 4,100 tok/s.\n")
    assert [(c.surface, c.subject) for c in claims if c.kind == "quantity"] == [("4,100 tok/s", "Mooncake")]


# -- an upgrade done keeps an upgrade promised; the version an upgrade verb moves a known engine to -----
def test_an_upgrade_done_keeps_the_upgrade_promised(tmp_path):
    import claimcheck
    assert [(c.surface, c.subject) for c in claimcheck.extract_text("# r\n\n- vLLM upgraded to 0.31 on 2026-11-10.\n")
            if c.kind == "version"] == [("0.31", "vLLM")]
    promise = "# Roadmap (2026-10-20)\n\n- vLLM upgrade to 0.31 planned for November.\n"
    found = _check_files(tmp_path, {"a.md": promise}, ["CC303"], as_of="2026-12-03")
    assert [(f.code, f.subject) for f in found] == [("CC303", "vLLM")]
    found = _check_files(tmp_path, {"a.md": promise,
                                    "b.md": "# Roadmap (2026-12-03)\n\n- vLLM upgraded to 0.31 on 2026-11-10.\n"}, ["CC303"])
    assert found == []


# -- CC303: the deed promised after the date, said done, keeps the promise ------------------------------
@pytest.mark.parametrize("text,codes", [
    ("- AMD 承诺 2026 年 11 月发布 ROCm 7.2。\n- ROCm 7.2 已于 2026-11-25 发布。\n", []),
    ("- 供应商承诺于 2026 年 11 月交付 MI355X 固件更新。\n- 供应商已于 2026-11-25 交付 MI355X 固件更新。\n", []),
    ("- AMD 承诺 2026 年 11 月发布 ROCm 7.2。\n", ["CC303"]),
    ("- 供应商承诺于 2026 年 11 月交付 MI355X 固件更新。\n- 供应商已于 2026-11-25 交付 MI300X 驱动。\n", ["CC303"]),
])
def test_the_promised_deed_said_done_keeps_the_promise(tmp_path, text, codes):
    found = _check_files(tmp_path, {"vendor.md": "Date: 2026-12-06\n\n" + text}, ["CC303"])
    assert [f.code for f in found] == codes


# -- a month date before a full stop, and a GA milestone planned for it ---------------------------------
@pytest.mark.parametrize("line,surfaces", [
    ("- llama.cpp MI355X backend GA: planned for 2026-11.\n", ["2026-11"]),
    ("- planned for 2026-11.5 release\n", []),   # a decimal, no month
])
def test_a_month_before_a_full_stop_is_a_date(line, surfaces):
    import claimcheck
    assert [c.surface for c in claimcheck.extract_text("Last updated: 2026-12-03\n\n" + line) if c.line == 3] == surfaces


@pytest.mark.parametrize("line", ["- llama.cpp MI355X backend GA: planned for 2026-11.\n",
                                  "- llama.cpp MI355X backend GA: planned for November 2026.\n"])
def test_a_planned_ga_milestone_falls_due(tmp_path, line):
    found = _check_files(tmp_path, {"roadmap-2026-12-03.md": "Last updated: 2026-12-03\n\n" + line}, ["CC303"],
                         as_of="2026-12-06")
    assert [(f.code, f.subject) for f in found] == [("CC303", "llama.cpp")]


# -- a history finding about a claim of no system says so ------------------------------------------------
def test_a_history_finding_of_no_subject_says_so(tmp_path):
    import claimcheck
    for day, value in (("01", 850), ("02", 620), ("03", 850)):
        (tmp_path / f"t-2026-11-{day}.md").write_text(f"# 跟踪 2026-11-{day}\n\n## 延迟\n\n- P99 TTFT 为 {value} ms。\n",
                                                     encoding="utf-8")
    report = claimcheck.audit(tmp_path, lang="en")
    assert [(f.code, f.message.split(" TTFT")[0]) for f in report.findings] == [
        ("CC401", "(no subject named)"), ("CC402", "(no subject named)")]


@pytest.mark.parametrize("word,intended,other", [
    ("NeXML", "NexaML", True),           # batch 38 with every batch: a format against a company
    ("MingGW64", "MinGW64", False),      # a doubled key keeps the capitals: a slip (batch-22 nuitka.md, TRUE)
    ("PlankianJitter", "PlanckianJitter", False),
    ("deepspeeed", "DeepSpeed", False),  # small letters keep no case of their own
    ("NEXML", "NexaML", False),
    ("TokenBloom", "TokenLoom", False),  # the capital on the added key: the shape is kept
])
def test_a_letter_more_or_less_with_capitals_moved_is_another_name(word, intended, other):
    from claimcheck.checks.cross_source import _indel_cased_otherwise
    assert _indel_cased_otherwise(word, intended, True) is other


# -- CC303: a promise that "landed" is kept ---------------------------------------------------------------
@pytest.mark.parametrize("text,codes", [
    ("The base image was promised for Friday 2027-12-03 and landed on Thursday 2027-12-02, before GA.\n", []),
    ("The base image was promised for Friday 2027-12-03, before GA; it has not landed yet.\n", ["CC303"]),
])
def test_a_promise_that_landed_is_kept(tmp_path, text, codes):
    found = _check_files(tmp_path, {"notes.md": "# forge-py 2027.12 release notes (2027-12-08)\n\n" + text}, ["CC303"])
    assert [f.code for f in found] == codes


# -- a table row labelled by a workload takes its system from the Engine column --------------------------
@pytest.mark.parametrize("first,subject", [("Workload", "SGLang"), ("Pool", "SGLang")])
def test_a_workload_row_takes_the_engine_column(first, subject):
    import claimcheck
    text = (f"# Plan (2026-12-05)\n\n| {first} | Engine | Model | Hardware | TP | Batch | Output throughput |\n"
            "|---|---|---|---|---|---|---|\n| chat-large | SGLang | DeepSeek-V3 | 8×H200 | TP8 | 64 | 18,400 tok/s |\n")
    assert [c.subject for c in claimcheck.extract_text(text) if c.kind == "quantity"] == [subject]


def test_a_workload_row_meets_its_engine_in_prose(tmp_path):
    found = _check_files(tmp_path, {
        "a.md": "# Plan (2026-12-05)\n\n| Workload | Engine | Model | Hardware | TP | Batch | Output throughput |\n"
                "|---|---|---|---|---|---|---|\n| chat-large | SGLang | DeepSeek-V3 | 8×H200 | TP8 | 64 | 18,400 tok/s |\n",
        "b.md": "# Report (2026-12-06)\n\n- SGLang + DeepSeek-V3, 8×H200, TP8, bs=64: output throughput 14,200 tok/s.\n"},
        ["CC201"])
    assert [(f.subject, sorted(loc.surface for loc in f.locations)) for f in found] == [
        ("SGLang", ["14,200 tok/s", "18,400 tok/s"])]


# -- CC201: speculative decoding implies the decode phase --------------------------------------------------
@pytest.mark.parametrize("other,fires", [
    ("- EAGLE-3 speculative decoding on Llama-3.1-8B, 1×H100, bs=1, BF16 measured 2.2×.\n", True),
    ("- EAGLE-3 prefill speedup on Llama-3.1-8B, 1×H100, bs=1, BF16 was 2.2×.\n", False),   # another phase
])
def test_speculative_decoding_implies_the_decode_phase(tmp_path, other, fires):
    found = _check_files(tmp_path, {
        "a.md": "# Digest (2026-12-04)\n\n- EAGLE-3 gave a 3.1× decode speedup on Llama-3.1-8B, 1×H100, bs=1, BF16.\n",
        "b.md": "# Plan (2026-12-05)\n\n" + other}, ["CC201"])
    assert bool(found) is fires


# -- CC304: a titled source with its publication date after the document ------------------------------------
@pytest.mark.parametrize("line,fires", [
    ("- 供应商 benchmark 报告《B200 Serving Performance Report》，发布日期 2026-12-20。\n", True),
    ("- 供应商 benchmark 报告《B200 Serving Performance Report》，发布日期 2026-11-20。\n", False),
    ("- 《B200 报告》计划发布日期 2026-12-20。\n", False),        # a plan
    ("- 下周的测试报告（2026-12-20）将给出结论。\n", False),      # a report is no source noun alone
])
def test_a_titled_source_dated_after_the_document(tmp_path, line, fires):
    found = _check_files(tmp_path, {"report-2026-12-06.md": "验收报告 2026-12-06\n\n" + line}, ["CC304"])
    assert bool(found) is fires


# -- dates: a month without its year but with a part ("11 月底", "11 月下旬") is the document year's ------------
@pytest.mark.parametrize("text,span", [
    ("供应商承诺 11 月底前提供 MI355X 样机。", ("2026-11-16", "2026-12-01")),
    ("11 月下旬上线。", ("2026-11-21", "2026-12-01")),
    ("9 月份的数据。", None),   # a month alone stays too vague
])
def test_a_month_with_its_part_and_no_year_is_a_date(text, span):
    import claimcheck
    got = [(c.low, c.high) for c in claimcheck.extract_text("# 周报 2026-12-06\n\n- " + text + "\n", doc_date="2026-12-06")
           if c.line == 3 and c.kind == "date"]
    assert got == ([span] if span else [])


def test_a_vendor_deliverable_promised_for_a_month_end_falls_due(tmp_path):
    found = _check_files(tmp_path, {"weekly.md": "# 周报 2026-12-06\n\n- 供应商承诺 11 月底前提供 MI355X 样机。\n"
                                                 "- 平台组承诺 2026-11-30 前给出 B200 报价。\n"}, ["CC303"])
    assert [(f.code, f.primary.line) for f in found] == [("CC303", 3), ("CC303", 4)]


# -- the document date: a form's version line with its date, past the first five lines ----------------------
def test_a_form_version_line_dates_the_document():
    from claimcheck.text.ingest import document_date
    head = ("CHANGE REQUEST — CHG-2035-0619\n\nTitle: 文档渲染栈升级\nRequester: 韩蔚\nChange type: Normal\n"
            "Form version: v3, 2035-06-22（周五）\nCAB meeting: 2035-06-26（周二）10:00\n")
    assert document_date("cr.md", head) == "2035-06-22"


# -- CC103: a conclusion right under a table, naming a row by its platform -------------------------------------
TABLE_ITL = ("# 验收报告（2026-12-06）\n\n| 平台 | 引擎 | 输出吞吐 | ITL P50 |\n|---|---|---|---|\n"
             "| 8×B200 | {e1} | 9,800 tok/s | 14 ms |\n| 8×MI355X | {e2} | 8,700 tok/s | 11 ms |\n\n")


@pytest.mark.parametrize("engines,conclusion,found", [
    (("TensorRT-LLM", "vLLM"), "结论：B200 方案 ITL 最低。\n", [("8×B200", "8×MI355X")]),
    (("vLLM", "vLLM"), "结论：上表中 B200 方案 ITL 最低。\n", [("8×B200", "8×MI355X")]),
    (("vLLM", "vLLM"), "结论：MI355X 方案 ITL 最低，B200 吞吐最高。\n", []),
    (("vLLM", "vLLM"), "另见附录。\n\n结论：B200 方案 ITL 最低。\n", []),   # not right under the table, no pointer
])
def test_a_conclusion_under_a_table_ranks_the_row_it_names(tmp_path, engines, conclusion, found):
    got = _check_files(tmp_path, {"report.md": TABLE_ITL.format(e1=engines[0], e2=engines[1]) + conclusion},
                       ["CC103"], lang="en")
    assert [(f.subject, f.message.split(" has ")[0].split("but ")[-1]) for f in got] == found


@pytest.mark.parametrize("done,codes", [
    ("- P99 TTFT 告警（王芳）已于 2026-12-04 上线。\n", []),     # the action and its object, reordered
    ("- P99 TTFT 看板已于 2026-12-04 上线。\n", ["CC303"]),     # another thing went live
])
@pytest.mark.parametrize("aside", ["", "（阈值 800 ms）"])
def test_the_promised_action_and_its_object_said_done_keep_the_promise(tmp_path, done, codes, aside):
    found = _check_files(tmp_path, {"a.md": f"# 周会（2026-12-01）\n\n- 王芳：承诺 2026-12-05 前上线 P99 TTFT 告警{aside}。\n",
                                    "b.md": "# 复盘（2026-12-06）\n\n" + done}, ["CC303"])
    assert [f.code for f in found] == codes
