"""Session 38: faults the first run of batch 39, held-out set 30 and the fresh-user trial 40
showed, each fixed as a kind, and the review mends of session 37's leftovers."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from claimcheck.errors import RuleError
from claimcheck.frames.builder import row_setting_cells
from claimcheck.resources import load_resources


# -- a table row's setting cells keep an escaped pipe inside its cell (text.segment.row_cells) -------
def test_a_row_setting_cell_keeps_an_escaped_pipe():
    line = r"| `--mode a\|b` | H100 | 12 ms |"
    fb = SimpleNamespace(_row_memo=(None, []))
    seg = SimpleNamespace(line_text=line, text="12 ms")
    assert row_setting_cells(fb, seg) == [r"`--mode a\|b`", "H100"]


# -- entities.yaml numbered_label: the "R1-3" rule is data, checked when the rules load ---------------
@pytest.mark.parametrize("old,new,problem", [
    ("suffix_pattern: '-\\d{1,2}(?![\\w.])'", "suffix_pattern: '(-\\d+)+'", "nested quantifiers"),
    ("max_alias_chars: 3", "max_alias_chars: three", "max_alias_chars"),
    ("numbered_label: {max_alias_chars: 3, suffix_pattern: '-\\d{1,2}(?![\\w.])'}\n", "", "numbered_label"),
])
def test_a_broken_numbered_label_is_refused_at_its_line(rules_copy, old, new, problem):
    path = rules_copy / "entities.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    load_resources.cache_clear()
    with pytest.raises(RuleError, match=r"entities.yaml:\d+:\d+: .*" + problem):
        load_resources(rules_copy)


@pytest.mark.parametrize("max_chars,subject", [(3, "R1-3"), (1, "DeepSeek-R1")])
def test_the_numbered_label_length_is_read_from_the_rules(rules_copy, max_chars, subject):
    import claimcheck
    path = rules_copy / "entities.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("max_alias_chars: 3", f"max_alias_chars: {max_chars}"),
                    encoding="utf-8")
    load_resources.cache_clear()
    claims = claimcheck.extract_text("# review 2035-03-14\n\n- R1-3：吞吐为 120 tok/s。\n", rules_dir=str(rules_copy))
    assert [(c.surface, c.subject) for c in claims if c.kind == "quantity"] == [("120 tok/s", subject)]


# -- CC103: start-up time is a metric (lower is better), and a table row with no subject is named by
#    a word only its row holds (held-out set 29 R035) ---------------------------------------------------
STARTUP = ("# memo 2035-09-12\n\n## Start-up\n\n"
           "| Product | Framework | Cold start (ms) | RSS (MB) |\n|---|---|---|---|\n"
           "| `tess` | Cleo 2.1.0 | 182 | 31 |\n| `tess-install` | docopt 0.6.2 | 61 | 19 |\n"
           "| `tess-admin` | Fire 0.7.1 | 244 | 48 |\n| `tess-scripts` | plac 1.4.7 | 58 | 18 |\n\n")


@pytest.mark.parametrize("sentence,found", [
    ("The docopt-based installer has the fastest start-up of the four (61 ms).\n",
     [("`tess-install`", "startup_time", "`tess-scripts`")]),
    ("The plac-based scripts tool has the fastest start-up of the four (58 ms).\n", []),
    ("The Fire-based admin tool is the heaviest of the four at 48 MB resident.\n", []),
    ("The Cleo-based tool has the lowest memory of the four, 31 MB resident.\n",
     [("`tess`", "memory", "`tess-scripts`")]),
])
def test_a_rank_under_a_table_names_its_row_by_a_word_of_it(tmp_path, sentence, found):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"memo.md": STARTUP + sentence}, ["CC103"])
    assert [(f.subject, f.metric, other) for f in got for other in ["`tess`", "`tess-admin`", "`tess-scripts`"]
            if other != f.subject and other in f.message] == found


@pytest.mark.parametrize("line,metric", [
    ("- vLLM 冷启动 45 s（含权重加载）。\n", "startup_time"),
    ("- SGLang server startup time: 38 s on H100.\n", "startup_time"),
    ("- 项目启动后 2 周内完成评审。\n", "duration"),
])
def test_start_up_time_is_its_own_metric(line, metric):
    import claimcheck
    claims = claimcheck.extract_text("# notes 2026-12-06\n\n" + line)
    assert [c.metric for c in claims if c.kind == "quantity"] == [metric]


# -- CC105: a breakdown of a total ends with its sentence (held-out set 30) ----------------------------
@pytest.mark.parametrize("text,found", [
    ("审计共形成 6 项发现（高 2 项、中 3 项、低 1 项）。四个软件的选型合理。\n", []),
    ("审计共形成 6 项发现（高 3 项、中 3 项、低 1 项）。四个软件的选型合理。\n", ["6 项"]),
    ("审计共形成 6 项发现。其中高 3 项、中 3 项、低 1 项。\n", ["6 项"]),
])
def test_a_breakdown_ends_with_its_sentence(tmp_path, text, found):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"audit.md": "# 审计报告 2036-04-17\n\n" + text}, ["CC105"])
    assert [f.locations[0].surface for f in got] == found


# -- the document's date: a bilingual label, a version with its date (held-out set 30) --------------
@pytest.mark.parametrize("head,date", [
    ("外场试验记录\n\n记录编号 / Log No.：FT-2036-08\n项目 / Project：联试\n试验地点 / Site：试飞场\n"
     "试验日期 / Dates：2036-08-18（周一）至 2036-08-22（周五）\n版本 / Version：v2（2036-08-25，周一，整理稿）\n", "2036-08-25"),
    ("# 投标技术应答书\n\n二期项目\n\n| 项目 | 内容 |\n|---|---|\n| 招标编号 | BJJT-2037-ZB-016 |\n"
     "| 招标文件发布 | 2037-02-16（周一） |\n| 文件版本 | v1.2（2037-03-12，周四） |\n", "2037-03-12"),
    ("# Notes\n\nintro\n\nmore\n\nmore\n\n日期/Date: 2036-01-02\n", "2036-01-02"),
])
def test_a_labelled_version_date_dates_the_document(head, date):
    from claimcheck.text.ingest import document_date
    assert document_date("log.md", head + "\n正文。\n") == date


# -- versions: a version word after an unknown name, a channel word is no name, an unnamed latest
#    version is the sentence's named software's, a quoted "就是当前稳定版" calls it the latest ----------
@pytest.mark.parametrize("line,versions", [
    ("Cantera version 3.2.0 is out.", [("3.2.0", "Cantera", False)]),
    ("Cantera 版本为 3.2。", [("3.2", "Cantera", False)]),
    ("The current stable version is 3.2.0.", [("3.2.0", None, True)]),
    ('Cantera 3.2.0 的 README 写明 "The current stable version is 3.2.0."。',
     [("3.2.0", "Cantera", False), ("3.2.0", "Cantera", True)]),
    ('燃机部回复其在用的 Cantera 3.1.0 "就是当前稳定版"，予以认可。', [("3.1.0", "Cantera", True)]),
    ("在用的 Cantera 3.1.0，尚未升级。", [("3.1.0", "Cantera", False)]),
    ("see section version 2.1.3", []),
])
def test_versions_named_by_a_version_word(line, versions):
    import claimcheck
    claims = claimcheck.extract_text("# x 2036-04-17\n\n" + line + "\n")
    assert [(c.surface, c.subject, c.has_flag("latest")) for c in claims if c.kind == "version"] == versions


def test_a_quoted_current_stable_claim_meets_the_quoted_readme(tmp_path):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"audit.md": "# 审计报告 2036-04-17\n\n"
                                  '版本核对：Cantera 3.2.0 的 README 写明 "The current stable version is 3.2.0."。\n\n'
                                  '燃机部回复其在用的 Cantera 3.1.0 "就是当前稳定版"，审计组予以认可。\n'}, ["CC203"])
    assert [(f.subject, sorted(loc.surface for loc in f.locations)) for f in got] == [("Cantera", ["3.1.0", "3.2.0"])]


# -- a heading that points back at the setup before it takes that setup (fresh-user trial 40) -------
SCORECARD = ("# Scorecard\n\nDate: 2026-11-20\n\n## 2. Throughput (Llama-3.1-70B, FP8, 8×H100, TP=8, bs=64)\n\n"
             "| Engine | Throughput (tok/s) |\n|---|---|\n| vLLM | 4,500 |\n\n## 3. Latency ({same})\n\n"
             "| Engine | TTFT (ms) |\n|---|---|\n| vLLM | 210 |\n")
BASELINE_8B = "# 基线 2026-11-26\n\n## 一、Llama-3.1-8B（H100，vLLM，bs=16）\n- TTFT P50：82 ms\n"
BASELINE_70B = "# 基线 2026-11-26\n\n## 一、Llama-3.1-70B（8×H100，TP=8，bs=64，FP8，vLLM）\n- TTFT P50：82 ms\n"


@pytest.mark.parametrize("same,baseline,fires", [
    ("same setup, P50", BASELINE_8B, False),     # the 70B run's TTFT is no 8B run's
    ("配置同上，P50", BASELINE_8B, False),
    ("same setup, P50", BASELINE_70B, True),     # one run, two values
])
def test_a_same_setup_heading_takes_the_setup_before_it(tmp_path, same, baseline, fires):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"scorecard.md": SCORECARD.format(same=same), "baseline.md": baseline}, ["CC201"])
    assert [f.subject for f in got] == (["vLLM"] if fires else [])


def test_a_same_setup_heading_gives_its_cells_the_setup():
    import claimcheck
    claims = claimcheck.extract_text(SCORECARD.format(same="same setup, P50"))
    [ttft] = [c for c in claims if c.metric == "ttft"]
    assert ttft.conditions_dict.get("model") == "Llama-3.1-70B" and ttft.conditions_dict.get("batch_size") == "64"


# -- check --index: a "latest" statement keeps the date its line gives it (fresh-user trial 40) -------
def test_an_indexed_latest_version_keeps_its_line_date(tmp_path):
    import claimcheck
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "meeting.md").write_text("# 会议纪要 2026-11-24\n\n- 回顾：2026-06 时 vLLM 最新版本为 0.10.0。\n",
                                                   encoding="utf-8")
    draft = tmp_path / "draft.md"
    draft.write_text("# 周报 2026-11-27\n\n- vLLM 最新版本为 0.12.1。\n", encoding="utf-8")
    db = tmp_path / "idx.sqlite"
    claimcheck.index([tmp_path / "corpus"], db=db)
    plain = claimcheck.check([draft, tmp_path / "corpus"], select=["CC203"]).findings
    indexed = claimcheck.check([draft], index=db, select=["CC203"]).findings
    assert plain == [] and indexed == []
    (tmp_path / "corpus" / "meeting.md").write_text("# 会议纪要 2026-11-24\n\n- vLLM 最新版本为 0.10.0。\n", encoding="utf-8")
    claimcheck.index([tmp_path / "corpus"], db=db)
    assert [f.code for f in claimcheck.check([draft], index=db, select=["CC203"]).findings] == ["CC203"]


# -- audit --cite: a claim its version's note says was moved elsewhere is not withdrawn (trial 40) ----
@pytest.mark.parametrize("subject,fires", [
    ('删除 "MI300X 评测" 小节（移至单独文档）', False),
    ('删除 "MI300X 评测" 小节', True),
    ("Prefix cache 小节移至单独文档", True),   # a move note about another section
])
def test_a_moved_section_is_not_a_withdrawn_claim(tmp_path, subject, fires):
    import claimcheck
    snap = tmp_path / "snap"
    snap.mkdir()
    (snap / "b-2026-10-15.md").write_text("# 评测\n\n更新日期：2026-10-15\n\n## 一、概述\n- 说明。\n\n## 二、MI300X 评测\n"
                                          "- Llama-3.1-70B FP8，TP=8，bs=64，vLLM ROCm：3,900 tok/s\n", encoding="utf-8")
    (snap / "b-2026-11-26.md").write_text("# 评测\n\n更新日期：2026-11-26\n\n## 一、概述\n- 说明。\n", encoding="utf-8")
    (snap / "manifest.tsv").write_text(f"version\tdate\tsubject\nb-2026-10-15\t2026-10-15\t初版\n"
                                       f"b-2026-11-26\t2026-11-26\t{subject}\n", encoding="utf-8")
    cite = tmp_path / "scorecard.md"
    cite.write_text("# Scorecard\n\nDate: 2026-11-20\n\n- MI300X with the vLLM ROCm build: 3,900 tok/s on "
                    "Llama-3.1-70B FP8, TP=8, bs=64.\n", encoding="utf-8")
    report = claimcheck.audit(snap, cite=[cite])
    assert [f.code for f in report.findings if f.code == "CC403"] == (["CC403"] if fires else [])


# -- sources: what "everyone says", comments under posts, and "a figure taken from …" (held-out set 30)
@pytest.mark.parametrize("line,attribution,tier", [
    ("- P-2：VisPy 单屏可流畅显示 1 亿个点（业内普遍说法）。\n", "业内普遍说法", "tertiary"),
    ("- The frozen service should use about 30% less CPU, a figure taken from a comment under a 2034 blog post.\n",
     "a comment under a 2034 blog post", "tertiary"),
    ("- vLLM 吞吐 1,200 tok/s，数据取自官方博客。\n", "官方博客", "primary"),
])
def test_weak_sources_of_a_figure(line, attribution, tier):
    import claimcheck
    [c] = [c for c in claimcheck.extract_text("# notes 2036-11-13\n\n" + line) if c.kind in ("count", "percent", "quantity")]
    assert (c.source.attribution, c.source.tier) == (attribution, tier)


# -- CC304: a written reply is a source; a bracket opening with it dates it (held-out set 30) --------
@pytest.mark.parametrize("line,fires", [
    ("- 帧率尖峰经 FAE 书面确认（邮件，2036-08-28）属回放叠加所致。\n", True),
    ("- 帧率尖峰经 FAE 书面确认（邮件，2036-08-21）属回放叠加所致。\n", False),
    ("- The vendor confirmed it in writing (email, 2036-08-28).\n", True),
])
def test_a_reply_dated_after_the_log(tmp_path, line, fires):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"log.md": "# 外场试验记录 2036-08-25\n\n" + line}, ["CC304"], as_of="2036-08-25")
    assert [f.code for f in got] == (["CC304"] if fires else [])


# -- CC205: "cx_Freeze" is a name; its slip is seen, an all-caps setting is not (held-out set 30) -----
def test_an_underscored_package_name_and_its_slip(tmp_path):
    from tests.test_session35_kinds import _check_files
    text = ("# Review 2036-11-13\n\n- cx_Freeze 8.7.3 freezes the service; cx_Freeze builds the MSI.\n"
            "- cx_Freeze is pinned.\n- R-2: cx_Freze 8.7.3 collects whatever DLLs the machine has.\n"
            "- Set VLLM_USE_V1=1; VLLM_USE_V1 is the default, VLLM_USE_V2 is not.\n")
    got = _check_files(tmp_path, {"review.md": text}, ["CC205"])
    assert [f.locations[0].surface for f in got] == ["cx_Freze"]


# -- a weekday does not eat a count's numeral: "本周三大风险" is three risks this week (trial 40 m1) -----
@pytest.mark.parametrize("line,found", [
    ("本周三大风险：", [("本周", "date"), ("三大", "count")]),
    ("本周三开会。", [("本周三", "date")]),
    ("周三次例会。", [("三次", "count")]),
    ("下周五发布。", [("下周五", "date")]),
])
def test_a_weekday_before_a_classifier_is_a_count(line, found):
    import claimcheck
    assert [(c.surface, c.kind) for c in claimcheck.extract_text(line, doc_date="2026-11-27")] == found


def test_three_big_risks_over_four_items(tmp_path):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"w.md": "# 周报 2026-11-27\n\n本周三大风险：\n1. 未达 SLO\n2. 到货延期\n3. 偶发超时\n"
                                         "4. 迟迟未发布\n"}, ["CC101"])
    assert [(f.locations[0].surface, f.locations[0].line) for f in got] == [("三大", 3)]


# -- CC401: a note naming a system and another measured metric explains none of its other metrics ----
@pytest.mark.parametrize("note,silent", [
    ("按 vLLM 0.12.1 复测更新 TTFT", ["TTFT"]),          # TPOT changed with no word about it
    ("按 vLLM 0.12.1 复测更新延迟数据", ["TTFT", "TPOT"]),  # latency names both
    ("按 vLLM 0.12.1 全部复测", ["TTFT", "TPOT"]),         # the system alone: all of it
])
def test_a_note_on_one_metric_leaves_the_others_unexplained(tmp_path, note, silent):
    import claimcheck
    (tmp_path / "m").mkdir()
    body = "# 基线\n\n更新日期：{d}\n\n## 一、Llama-3.1-8B（H100，vLLM，bs=16）\n- TTFT P50：{a} ms\n- TPOT：{b} ms\n"
    (tmp_path / "m" / "b-2026-10-15.md").write_text(body.format(d="2026-10-15", a=95, b=12), encoding="utf-8")
    (tmp_path / "m" / "b-2026-10-29.md").write_text(body.format(d="2026-10-29", a=82, b=9), encoding="utf-8")
    (tmp_path / "m" / "manifest.tsv").write_text("version\tdate\tsubject\nb-2026-10-15\t2026-10-15\t初版\n"
                                                 f"b-2026-10-29\t2026-10-29\t{note}\n", encoding="utf-8")
    found = [f for f in claimcheck.audit(tmp_path / "m").findings if f.code == "CC401"]
    assert sorted(f.metric.upper() for f in found) == sorted({"TTFT", "TPOT"} - set(silent))


# -- a run log: the line a result is indented under states its run (trial 40 m2, m3) ------------------
RUN_LOG = ("RUN LOG  Last updated: 2026-11-26\n\n[2026-11-20] run-07  sglang==0.5.5  DeepSeek-V3  8x H200  TP=8  bs=64  FP8\n"
           "  output throughput 2,850 tok/s\n\n[2026-11-21] run-08  sglang==0.5.5  Llama-3.1-8B  1x H100  TP=1  bs=16\n"
           "  output throughput 9,100 tok/s\n")


def test_an_indented_result_takes_its_header_line():
    import claimcheck
    claims = [c for c in claimcheck.extract_text(RUN_LOG, path="runs.txt") if c.metric == "throughput"]
    assert [(c.subject, c.conditions_dict.get("model"), c.conditions_dict.get("tp"), c.conditions_dict.get("version"))
            for c in claims] == [("SGLang", "DeepSeek-V3", "8", "0.5.5"), ("SGLang", "Llama-3.1-8B", "1", "0.5.5")]


@pytest.mark.parametrize("summary,fires", [
    ("- DeepSeek-V3, 8x H200, TP=8, bs=64, FP8, SGLang 0.5.5: output throughput 3,580 tok/s (run-07).\n", True),
    ("- DeepSeek-V3, 8x H200, TP=8, bs=64, FP8, SGLang 0.5.5: output throughput 2,850 tok/s (run-07).\n", False),
    ("- Llama-3.1-70B, 8x H200, TP=8, bs=64, FP8, SGLang 0.5.5: output throughput 3,580 tok/s.\n", False),
])
def test_a_summary_meets_the_run_it_restates(tmp_path, summary, fires):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"runs.txt": RUN_LOG + "\nSUMMARY\n" + summary}, ["CC201"])
    assert [f.subject for f in got] == (["SGLang"] if fires else [])


def test_a_plain_paragraph_has_no_lead_line():
    import claimcheck
    [c] = [c for c in claimcheck.extract_text("# notes 2026-11-26\n\nvLLM on H100 is fast.\nSGLang reaches 3,000 tok/s.\n")
           if c.metric == "throughput"]
    assert c.subject == "SGLang" and "hardware" not in c.conditions_dict


# -- audit: a version's note that removes a section the newest version still cites (trial 40 m6) ------
@pytest.mark.parametrize("note,cited,fires", [
    ('删除 "MI300X 评测" 小节（移至单独文档）', "- MI300X 数据见“MI300X 评测”小节。\n", True),
    ("补充备注", "- MI300X 数据见“MI300X 评测”小节。\n", False),          # no note removes it
    ('删除 "MI300X 评测" 小节', "- MI300X 数据另见单独文档。\n", False),  # nothing cites it
])
def test_audit_reads_version_notes_as_removal_notes(tmp_path, note, cited, fires):
    import claimcheck
    snap = tmp_path / "m"
    snap.mkdir()
    (snap / "b-2026-10-15.md").write_text("# 评测\n\n更新日期：2026-10-15\n\n## 一、H100\n- 吞吐：2,600 tok/s\n\n"
                                          "## 二、MI300X 评测\n- 吞吐：2,100 tok/s\n", encoding="utf-8")
    (snap / "b-2026-11-26.md").write_text("# 评测\n\n更新日期：2026-11-26\n\n## 一、H100\n- 吞吐：2,600 tok/s\n\n"
                                          "## 三、备注\n" + cited, encoding="utf-8")
    (snap / "manifest.tsv").write_text(f"version\tdate\tsubject\nb-2026-10-15\t2026-10-15\t初版\n"
                                       f"b-2026-11-26\t2026-11-26\t{note}\n", encoding="utf-8")
    found = [f for f in claimcheck.audit(snap).findings if f.code == "CC403"]
    assert [(f.locations[0].line, "b-2026-11-26" in f.message) for f in found] == ([(9, True)] if fires else [])


# -- an English message gives a computed time in English units (trial 40) -----------------------------
@pytest.mark.parametrize("lang,unit", [("en", "3.7 months"), ("zh", "3.7 个月")])
def test_an_elapsed_time_is_given_in_the_message_language(tmp_path, lang, unit):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"m.md": "# 纪要 2026-11-24\n\n- 从 2026-08-03 立项到 2026-11-24 验收，约 5 个月。\n"},
                       ["CC105"], lang=lang)
    assert [unit in f.message for f in got] == [True]


# -- "为原 TCP 方案的 2.5 倍": the old plan named after the copula is the baseline (trial 40) -------------
@pytest.mark.parametrize("line,subject,baseline", [
    ("- Mooncake 的 KV 传输带宽为原 TCP 方案的 2.5 倍。\n", "Mooncake", "TCP"),
    ("- Mooncake 的 KV 传输带宽为 TCP 方案的 2.5 倍。\n", "Mooncake", "TCP"),
    ("- SGLang 吞吐为 vLLM 的 1.5 倍。\n", "SGLang", "vLLM"),
])
def test_a_baseline_plan_after_the_copula(line, subject, baseline):
    import claimcheck
    [c] = [c for c in claimcheck.extract_text("# 纪要 2026-11-24\n\n" + line) if c.kind == "ratio"]
    assert (c.subject, c.baseline) == (subject, baseline)


# -- CC303: a to-do of no system is asked of its owner, not looked up in release notes (trial 40) -----
@pytest.mark.parametrize("line,owner", [
    ("| 整理 P99 告警阈值 | 王芳 | 2026-11-10 | 进行中 |\n", True),
    ("\n- vLLM 计划 2026-11-10 发布 0.13。\n", False),
    ("\n- 计划于 2026-11-10 发布 1.0。\n", False),   # a release of no named system is still a release
])
def test_an_overdue_task_is_asked_of_its_owner(tmp_path, line, owner):
    from tests.test_session35_kinds import _check_files
    table = "| 事项 | 负责人 | 截止 | 状态 |\n|---|---|---|---|\n" if line.startswith("|") else ""
    text = "# 会议纪要 2026-11-24\n\n## 待办\n\n" + table + line
    got = _check_files(tmp_path, {"m.md": text}, ["CC303"], lang="en", as_of="2026-11-24")
    assert [("Ask the owner" in f.recommendation) for f in got] == [owner]


# -- CC105: a quantity restated in another unit in its sentence must equal it ----------------------
@pytest.mark.parametrize("line,found", [
    ("- SGLang 吞吐 12,400 tok/s（即 700k tokens/min）。\n", ["700k tokens/min"]),
    ("- SGLang 吞吐 12,400 tok/s（即 744k tokens/min）。\n", []),
    ("- 显存 80 GB，即 81,920 MB。\n", []),                 # GiB written GB
    ("- TTFT 1.2 s（1,200 ms）。\n", []),
    ("- TTFT 1.2 s（2,100 ms）。\n", ["2,100 ms"]),
    ("- TTFT 100 ms (0.2 s at p99).\n", []),                # another figure, not a restatement
    ("- 1 GB + 512 MB = 1.5 GB.\n", []),                     # a term of an expression, not a restatement
])
def test_a_quantity_restated_in_another_unit(tmp_path, line, found):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"n.md": "# notes 2026-11-27\n\n" + line}, ["CC105"])
    assert [f.locations[0].surface for f in got] == found


# -- CC303: an audit's rectification table, a quarter written without 第 (held-out set 30 R012) -------
AUDIT_TABLE = ("# 审计报告 2036-04-17\n\n## 五、以前年度审计发现跟踪表\n\n| 编号 | 事项 | 整改责任人 | 整改期限 | 状态 |\n"
               "|---|---|---|---|---|\n")


@pytest.mark.parametrize("row,fires", [
    ("| F3 | REFPROP 许可清理 | 周岚 | 2036 年一季度末 | 未到期，继续跟踪 |\n", True),
    ("| F1 | pandapower 升级 | 韩屹 | 2036-02-27 | 已完成：2036-02-20 关闭 |\n", False),
    ("| F4 | 服务器升级 | 周岚 | 2036-07-31 | 未到期，继续跟踪 |\n", False),
])
def test_a_rectification_left_open_past_its_deadline(tmp_path, row, fires):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"a.md": AUDIT_TABLE + row}, ["CC303"], as_of="2036-04-17")
    assert [f.code for f in got] == (["CC303"] if fires else [])


@pytest.mark.parametrize("text,span", [
    ("2036 年一季度末", ("2036-01-01", "2036-04-01")),
    ("今年一季度末", ("2036-01-01", "2036-04-01")),
    ("今年第三季度", ("2036-07-01", "2036-10-01")),
])
def test_a_quarter_after_a_year_needs_no_di(text, span):
    import claimcheck
    [c] = [c for c in claimcheck.extract_text(text, doc_date="2036-04-17") if c.kind == "date"]
    assert (c.low, c.high) == span


# -- CC101: a count pointing at a numbered table anywhere counts its rows (held-out set 30 R001) -------
@pytest.mark.parametrize("count,rows,found", [
    ("12 个", 11, [("12 个", "11")]),
    ("11 个", 11, []),
    ("12 个", 0, []),    # no table 附表 1 in the document: nothing to count
])
def test_a_count_pointing_at_a_numbered_table(tmp_path, count, rows, found):
    from tests.test_session35_kinds import _check_files
    table = ("\n附表 1：抽样清单\n\n| 序号 | 项目 |\n|---|---|\n" + "".join(f"| S{i:02d} | 项目 {i} |\n" for i in range(1, rows + 1))) \
        if rows else ""
    text = f"# 审计报告 2036-04-17\n\n审计组从 41 个项目中分层抽取 {count}（抽样清单见附表 1），逐一复核。\n" + table
    got = _check_files(tmp_path, {"a.md": text}, ["CC101"])
    assert [(f.locations[0].surface, str(len(f.locations) - 1)) for f in got] == found


# -- CC202: a week's count set against a month's (held-out set 30 R044) --------------------------------
@pytest.mark.parametrize("line,fires", [
    ("- pydeck 下载量约 52 万次（pepy 周统计），HoloViews 约 68 万次（pypistats 月统计），两者已在同一量级。\n", True),
    ("- pydeck 下载量约 52 万次（周统计），HoloViews 约 68 万次（周统计），两者已在同一量级。\n", False),
    ("- pydeck 下载量约 52 万次（周统计）；HoloViews 的文档约 680 页（月更新）。\n", False),   # nothing compared
    ("- vLLM serves 1.2 million requests a day, 30 times the pilot's 40,000 requests a month.\n", False),  # rates: units
])
def test_counts_over_different_periods_compared(tmp_path, line, fires):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"n.md": "# 比选 2037-03-12\n\n" + line}, ["CC202"])
    assert [f.code for f in got] == (["CC202"] if fires else [])


# -- a run's lead line gives its settings too (trial 40) ---------------------------------------------------
def test_a_lead_line_gives_its_settings():
    import claimcheck
    log = ("[2026-11-22] run-10  vllm==0.12.1  Llama-3.1-8B  H100  4 replicas\n"
           "  node total = 3,150 + 3,080 + 3,210 + 3,120 = 12,860 tok/s\n")
    [c] = [c for c in claimcheck.extract_text(log, path="r.txt") if c.surface == "12,860 tok/s"]
    assert c.conditions_dict.get("replicas") == "4" and c.conditions_dict.get("model") == "Llama-3.1-8B"
