"""Session 39: faults that fresh-user trial 41, batch 40 and held-out set 31 showed, each fixed as
a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- a listed model name followed by a point version is another model: DeepSeek-V3.2 is no DeepSeek-V3
#    (fresh-user trial 41, probe-v32: two models' figures were one CC201) ------------------------------
@pytest.mark.parametrize("name,model", [
    ("DeepSeek-V3.2", "DeepSeek-V3.2"), ("DeepSeek V3.1", "DeepSeek V3.1"), ("DeepSeek-V3", "DeepSeek-V3"),
    ("DeepSeek V3", "DeepSeek-V3"), ("DeepSeek-V3.2-Exp", "DeepSeek-V3.2-Exp"),
])
def test_a_point_version_after_a_listed_model_names_another_model(name, model):
    import claimcheck
    claims = claimcheck.extract_text(f"# notes 2026-11-20\n\nSGLang on H200, TP=8, {name}, batch 64 does 9,000 tok/s.\n")
    [q] = [c for c in claims if c.kind == "quantity"]
    assert q.conditions_dict.get("model") == model


@pytest.mark.parametrize("second,found", [("DeepSeek-V3.2", []), ("DeepSeek-V3", ["SGLang"])])
def test_two_models_figures_are_no_conflict(tmp_path, second, found):
    line = "SGLang decode on H200, TP=8, {m}, batch 64 does {v} tok/s per replica.\n"
    got = _check_files(tmp_path, {"a.md": "# Notes 2026-11-20\n\n" + line.format(m="DeepSeek-V3", v="9,000"),
                                  "b.md": "# Notes 2026-11-25\n\n" + line.format(m=second, v="12,000")}, ["CC201"])
    assert [f.subject for f in got] == found


# -- CC105: an English part of a whole — "N of them", "of which N" far from the whole, "including N";
#    the "t" of "290,000 timeouts" is no scale letter; an accuracy is no share (fresh-user trial 41, m1)
@pytest.mark.parametrize("sentence,found", [
    ("About 1,840,000 requests arrived during the window; 290,000 of them hit the 30 s gateway timeout, "
     "an error rate of 25.8%.", ["25.8%"]),
    ("About 1,840,000 requests arrived during the window; 290,000 of them hit the 30 s gateway timeout, "
     "an error rate of 15.8%.", []),
    ("About 1,840,000 requests arrived during the window, of which 290,000 requests timed out, an error rate of 25.8%.",
     ["25.8%"]),
    ("1,840,000 requests arrived, including 290,000 timeouts, an error rate of 25.8%.", ["25.8%"]),
    ("1,840,000 requests arrived, including 290,000 timeouts, an error rate of 15.8%.", []),
    ("The test set has 1,000 prompts, including 200 long ones, and accuracy is 92.5%.", []),
    ("共 1,000 条提示，其中 200 条长提示，准确率 92.5%。", []),
    ("窗口内共 1,840,000 个请求，其中 290,000 个请求超时，占比 25.8%。", ["25.8%"]),
])
def test_an_english_part_of_a_whole_gives_its_share(tmp_path, sentence, found):
    got = _check_files(tmp_path, {"incident.md": "# Incident 2026-11-12\n\n" + sentence + "\n"}, ["CC105"])
    assert [f.locations[0].surface for f in got] == found


# -- CC203: "vLLM 0.13.1 is the latest release now" calls 0.13.1 the latest (fresh-user trial 41, m7) --
@pytest.mark.parametrize("line,found", [
    ("vLLM 0.13.1 is the latest release now.", ["vLLM"]),
    ("heads-up: vLLM 0.13.1 is the latest release now (0.13.0 came out 2026-11-10), upgrading staging today", ["vLLM"]),
    ("vLLM 0.13.1 is currently the latest release.", ["vLLM"]),
    ("vLLM 0.13.1 is the latest release now supported by our gateway.", []),
    ("vLLM 0.13.1 is the release we run now.", []),
])
def test_a_latest_word_after_the_version_with_now(tmp_path, line, found):
    got = _check_files(tmp_path, {"review.md": "# 评审 2026-11-20\n\n当前最新版 vLLM 为 0.12.0，本次评审的基线均基于该版本。\n",
                                  "notes.md": "# Notes 2026-11-24\n\n" + line + "\n"}, ["CC203"])
    assert [f.subject for f in got] == found


# -- CC105 percentile order: a table's row labels and column headers give the statistic; the nearest
#    statistic word in a clause is the figure's (fresh-user trial 41, m2) ------------------------------
IMPACT_ROWS = ("| Metric (chat-prod, H200) | Before | Peak of incident |\n|---|---|---|\n"
               "| TTFT P50 | 310 ms | 1.9 s |\n| TTFT P90 | 620 ms | {p90} |\n| TTFT P99 | 850 ms | 6.2 s |\n")


@pytest.mark.parametrize("text,found", [
    (IMPACT_ROWS.format(p90="7.1 s"), ["6.2 s"]),
    (IMPACT_ROWS.format(p90="5.4 s"), []),
    ("| Metric | P90 | P99 |\n|---|---|---|\n| TTFT | 7.1 s | 6.2 s |\n", ["6.2 s"]),
    ("| Metric | P90 | P99 |\n|---|---|---|\n| TTFT | 5.1 s | 6.2 s |\n", []),
    # rows of two workloads: their labels differ by more than the statistic
    ("| Row | TTFT |\n|---|---|\n| short prompts P90 | 7.1 s |\n| long prompts P99 | 6.2 s |\n", []),
    ("At the peak of the incident TTFT P90 was 7.1 s and TTFT P99 was 6.2 s (chat-prod, H200).\n", ["6.2 s"]),
    ("At the peak: P90 TTFT 7.1 s, P99 TTFT 6.2 s.\n", ["6.2 s"]),
    ("At the peak: P90 TTFT 5.1 s, P99 TTFT 6.2 s.\n", []),
])
def test_percentiles_in_tables_and_after_peak(tmp_path, text, found):
    got = _check_files(tmp_path, {"impact.md": "# Impact 2026-11-18\n\n" + text}, ["CC105"])
    assert [f.locations[0].surface for f in got] == found


def test_a_metric_row_label_names_no_system():
    import claimcheck
    claims = claimcheck.extract_text("# Impact 2026-11-18\n\n" + IMPACT_ROWS.format(p90="7.1 s"))
    cells = [c for c in claims if c.kind == "quantity"]
    assert [(c.subject, c.conditions_dict.get("statistic")) for c in cells] == [
        (None, "p50"), (None, "p50"), (None, "p90"), (None, "p90"), (None, "p99"), (None, "p99")]


# -- CC103: a yuan price is a metric (price_cny), and rows labelled 方案A/B/C are named by their label
#    (fresh-user trial 41, m9) ----------------------------------------------------------------------
PLANS = ("| 方案 | 硬件 | 每百万 token 成本（元） |\n|---|---|---|\n"
         "| 方案A | H100 | 3.10 |\n| 方案B | H200 | 2.25 |\n| 方案C | MI300X | 2.05 |\n\n")


@pytest.mark.parametrize("sentence,found", [
    ("结论：方案B 的每百万 token 成本最低（2.25 元），推荐方案B。", ["方案B"]),
    ("结论：方案C 的每百万 token 成本最低（2.05 元），推荐方案C。", []),
    ("结论：方案A 的每百万 token 成本最高（3.10 元）。", []),
])
def test_a_plan_tables_cheapest_row(tmp_path, sentence, found):
    got = _check_files(tmp_path, {"review.md": "# 评审 2026-11-20\n\n" + PLANS + sentence + "\n"}, ["CC103"])
    assert [f.subject for f in got] == found


def test_a_yuan_price_is_never_a_dollar_price():
    import claimcheck
    claims = claimcheck.extract_text("# 评审 2026-11-20\n\n- 每百万 token 成本 2.25 元；API 报价 $0.30/M tokens。\n")
    assert [(c.metric, c.norm_unit) for c in claims if c.kind == "quantity"] == [
        ("price_cny", "yuan"), ("price", "dollar / (1000000 * tokens)")]


# -- audit CC401: a changelog line naming the table by its section's title explains its cells
#    (fresh-user trial 42, r11) --------------------------------------------------------------------
CAPACITY = ("# 容量规划（活文档）\n\n## 一、需求假设\n\n| 指标 | 上期 | 本期 | 备注 |\n|---|---|---|---|\n"
            "| 峰值 QPS | {prev} | {cur} | {note} |\n\n## 九、变更记录\n\n- 2026-11-19：初版\n{log}")


@pytest.mark.parametrize("log,found", [
    ("- 2026-12-01：需求假设表更新为 11 月大促数据\n", 0),
    ("- 2026-12-01：修正错别字\n", 1),
])
def test_a_changelog_line_naming_the_tables_section(tmp_path, log, found):
    import claimcheck
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "v0001.md").write_text(CAPACITY.format(prev="1,400", cur="1,600", note="10 月峰值", log=""),
                                            encoding="utf-8")
    (tmp_path / "m" / "v0002.md").write_text(CAPACITY.format(prev="1,600", cur="1,850", note="11 月实测峰值", log=log),
                                            encoding="utf-8")
    (tmp_path / "m" / "manifest.tsv").write_text("version\tdate\tsubject\nv0001\t2026-11-19\tinit\nv0002\t2026-12-01\tminor fixes\n",
                                                encoding="utf-8")
    got = [f for f in claimcheck.audit(tmp_path / "m").findings if f.code == "CC401"]
    assert len(got) == found


# -- audit CC401: a sentence that names another period than before states that period's figure
#    (fresh-user trial 42, r12) ---------------------------------------------------------------------
@pytest.mark.parametrize("old,new,found", [
    ("- 10 月累计 512B tokens，其中 261B 命中 prefix cache，命中率 51.0%。",
     "- 11 月累计 608B tokens，其中 342B 命中 prefix cache，命中率 56.3%。", 0),
    ("- Daily requests in October: 2.1M, average TTFT 410 ms.", "- Daily requests in November: 2.6M, average TTFT 450 ms.", 0),
    ("- Q3 average TTFT 410 ms.", "- Q4 average TTFT 450 ms.", 0),
    ("- Daily requests in October: 2.1M, average TTFT 410 ms.", "- Daily requests in October: 2.1M, average TTFT 450 ms.", 1),
    ("- Q3 average TTFT 410 ms.", "- Q3 average TTFT 450 ms.", 1),
])
def test_another_periods_figure_is_no_revision(tmp_path, old, new, found):
    import claimcheck
    (tmp_path / "m").mkdir()
    for name, line in (("v0001.md", old), ("v0002.md", new)):
        (tmp_path / "m" / name).write_text(f"# Capacity plan\n\n## 5. Traffic\n\n{line}\n", encoding="utf-8")
    (tmp_path / "m" / "manifest.tsv").write_text("version\tdate\tsubject\nv0001\t2026-11-19\tinit\nv0002\t2026-12-01\tupdate\n",
                                                encoding="utf-8")
    got = [f for f in claimcheck.audit(tmp_path / "m").findings if f.code == "CC401"]
    assert len(got) == found


# -- subjects: a change in brackets after a relative figure against another system — its first figure
#    is that system's (fresh-user trial 42, r08) ---------------------------------------------------------
@pytest.mark.parametrize("line,owners", [
    ("- SGLang 相对 vLLM 的 TTFT P50 降低 8.6%（268 ms → 245 ms）。", ["vLLM", "SGLang"]),
    ("- SGLang 相对 vLLM 的 TTFT P50 降低 8.6%（268 ms 到 245 ms）。", ["vLLM", "SGLang"]),
    ("- SGLang cuts TTFT P50 by 8.6% versus vLLM (268 ms → 245 ms).", ["vLLM", "SGLang"]),
    ("- SGLang 的 TTFT P50 相对上一版降低 8.6%（268 ms → 245 ms）。", ["SGLang", "SGLang"]),
    ("- SGLang 开启 prefix cache 后 TTFT 降低 8.6%（268 ms → 245 ms）。", ["SGLang", "SGLang"]),
])
def test_a_change_pair_after_a_comparison(line, owners):
    import claimcheck
    claims = claimcheck.extract_text("# R 2026-10-27\n\n" + line + "\n")
    assert [c.subject for c in claims if c.kind == "quantity"] == owners


# -- names: an acronym joined to a lower-case word is an adjective, no system ("KV-aware" was a
#    promise's subject instead of NVIDIA Dynamo; fresh-user trial 42, r13) -------------------------------
@pytest.mark.parametrize("line", [
    "- NVIDIA Dynamo's KV-aware router is expected to reach GA in November 2026.",
    "- NVIDIA Dynamo 的 KV-aware 路由预计于 2026-11 发布 GA 版本。",
    "- The KV-aware router of NVIDIA Dynamo is expected to reach GA in November 2026.",
])
def test_an_acronym_adjective_is_no_promises_subject(tmp_path, line):
    got = _check_files(tmp_path, {"w.md": "# Weekly 2026-12-10\n\n" + line + "\n"}, ["CC303"])
    assert [f.subject for f in got] == ["NVIDIA Dynamo"]


@pytest.mark.parametrize("token,shape", [("KV-aware", False), ("GPU-based", False), ("LLM-powered", False),
                                         ("MLC-LLM", True), ("Falcon-H1", True), ("EAGLE-3", True)])
def test_acronym_compounds_have_no_names_shape(token, shape):
    from claimcheck.frames.entities import _is_name_shape, acronym_compound_pattern
    from claimcheck.resources import load_resources
    # the adjective words are rules data (rules/entities.yaml acronym_compound_words)
    assert _is_name_shape(token, acronym_compound_pattern(load_resources().acronym_compound_words)) is shape


# -- names: one letter of a word part changed is a slip, no family member ("TensorRT-LMM" kept its own
#    name and its figure met nothing; fresh-user trial 42, r14) ----------------------------------------
@pytest.mark.parametrize("a,b,slip", [
    ("TensorRT-LMM", "TensorRT-LLM", True), ("InternVL2.5", "InternLM2.5", False), ("DeepSeek-VL", "DeepSeek-V3", False),
    ("GPT-4o", "GPT-4", False), ("Qwen-VL", "Qwen-VLM", False), ("RegNet", "ResNet", False),
])
def test_one_changed_letter_of_an_acronym_is_a_slip(a, b, slip):
    from claimcheck.frames.entities import acronym_slip
    assert acronym_slip(a, b) is slip and acronym_slip(b, a) is slip


def test_a_misspelt_system_takes_its_figures_to_the_known_name(tmp_path):
    got = _check_files(tmp_path, {
        "club.md": "# 读书会 2026-12-03\n\n- 作者给的 TensorRT-LMM 基线（B200，Llama-3.1-8B，FP8，batch=128）为 1.1M tokens/min。\n",
        "cap.md": "# 容量 2026-12-10\n\n- TensorRT-LLM（B200，Llama-3.1-8B，FP8，batch=128）吞吐 21,600 tok/s。\n"},
        ["CC201", "CC205"])
    assert sorted((f.code, f.subject) for f in got) == [("CC201", "TensorRT-LLM"), ("CC205", "TensorRT-LLM")]


# -- a label before a colon sets every item of the list after it: "TTFT P50：vLLM 268 ms，SGLang 245 ms"
#    (fresh-user trial 42, r09) ----------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "- TTFT P50：vLLM 268 ms，SGLang 245 ms，SGLang 低 8.6%。",
    "- TTFT P50: vLLM 268 ms, SGLang 245 ms.",
])
def test_a_lead_label_sets_every_item(line):
    import claimcheck
    claims = claimcheck.extract_text("# R 2026-10-27\n\n## 四、延迟对比（DeepSeek-V3，H200，TP=8，batch=32）\n\n" + line + "\n")
    assert [(c.subject, c.metric, c.conditions_dict.get("statistic")) for c in claims
            if c.kind == "quantity" and c.unit == "ms"] == [("vLLM", "ttft", "p50"), ("SGLang", "ttft", "p50")]


def test_a_lead_label_meets_the_other_documents_figure(tmp_path):
    got = _check_files(tmp_path, {
        "report.md": "# 选型报告 2026-10-27\n\n## 四、延迟对比（DeepSeek-V3，H200，TP=8，batch=32，输入 2k）\n\n"
                     "- TTFT P50：vLLM 268 ms，SGLang 245 ms。\n",
        "handoff.md": "# 交接 2026-11-18\n\n- SGLang（DeepSeek-V3，H200，TP=8，batch=32，输入 2k）TTFT P50 182 ms。\n",
        "p99.md": "# 交接 2026-11-19\n\n- SGLang（DeepSeek-V3，H200，TP=8，batch=32，输入 2k）TTFT P99 410 ms。\n"}, ["CC201"])
    assert len(got) == 1 and sorted(loc.surface for loc in got[0].locations) == ["182 ms", "245 ms"]


# -- CC105 shares: a whole and a part written with two scales are compared at their values
#    (fresh-user trial 42, r02) -------------------------------------------------------------------------
@pytest.mark.parametrize("line,found", [
    ("- prefix caching 试点：日均 1.2B tokens，其中 300M 命中 prefix cache，命中率 35%。", ["35%"]),
    ("- prefix caching 试点：日均 1.2B tokens，其中 300M 命中 prefix cache，命中率 25%。", []),
    ("- prefix caching 试点：日均 1.2 亿 tokens，其中 3000 万 命中 prefix cache，命中率 35%。", ["35%"]),
    ("- Prefix caching pilot: 1.2B tokens a day, of which 300M tokens hit the prefix cache, a 35% hit rate.", ["35%"]),
    ("- Prefix caching pilot: 1.2B tokens a day, of which 300 were retried, a 35% hit rate.", []),
])
def test_a_share_of_a_whole_in_two_scales(tmp_path, line, found):
    got = _check_files(tmp_path, {"n.md": "# 笔记 2026-10-27\n\n" + line + "\n"}, ["CC105"])
    assert [f.locations[0].surface for f in got] == found


# -- CC103: a runner-up named after the ranked one ("其次是", "followed by") leaves the rank to the first
#    name (fresh-user trial 42, r05) -------------------------------------------------------------------
ENGINES = ("表 1：H100，TP=4，batch=64\n\n| 引擎 | 吞吐 (tok/s) |\n|---|---|\n"
           "| vLLM | 4,850 |\n| SGLang | 5,420 |\n| TensorRT-LLM | 6,110 |\n\n")


@pytest.mark.parametrize("sentence,found", [
    ("从表 1 看，吞吐最高的是 SGLang，其次是 TensorRT-LLM。", ["SGLang"]),
    ("从表 1 看，吞吐最高的是 TensorRT-LLM，其次是 SGLang。", []),
    ("In the table above, the highest throughput is SGLang, followed by TensorRT-LLM.", ["SGLang"]),
    ("In the table above, the highest throughput is TensorRT-LLM, followed by SGLang.", []),
])
def test_a_runner_up_after_the_ranked_name(tmp_path, sentence, found):
    got = _check_files(tmp_path, {"sel.md": "# 选型 2026-10-27\n\n" + ENGINES + sentence + "\n"}, ["CC103"])
    assert [f.subject for f in got] == found


# -- CC105 differences: a remainder ("剩余", "headroom", "leaving") after the two figures it separates
#    (fresh-user trial 42, r04) ------------------------------------------------------------------------
@pytest.mark.parametrize("line,found", [
    ("- GPU 总数 96 张，已分配 70 张，剩余 36 张。", ["36 张"]),
    ("- GPU 总数 96 张，已分配 70 张，剩余 26 张。", []),
    ("- Peak 1,850 QPS, current load 1,420 QPS, headroom 530 QPS.", ["530 QPS"]),
    ("- Peak 1,850 QPS, current load 1,420 QPS, headroom 430 QPS.", []),
    ("- 峰值 1,850 QPS，均值 1,420 QPS，剩余配额 500 QPS。", []),
    ("- 集群 96 张 GPU，训练占 40 张，推理占 30 张，剩余 26 张。", []),
])
def test_a_remainder_is_a_difference(tmp_path, line, found):
    got = _check_files(tmp_path, {"n.md": "# 笔记 2026-10-27\n\n" + line + "\n"}, ["CC105"])
    assert [f.locations[0].surface for f in got] == found


# -- CC101: a " + " inside an item's bracket joins the parts of one thing, no variants
#    (held-out set 31 R032) ---------------------------------------------------------------------------
@pytest.mark.parametrize("text,variants", [
    ("SimpleITK registration (affine + B-spline) instead of the paper's ANTs call", 0),
    ("Ring + BlockSparse attention", 1), ("SDPA variants (sdpa / cudnn / cuda_flash_attn2)", 2),
])
def test_a_plus_inside_a_bracket_is_no_variant(text, variants):
    from claimcheck.checks.lists import _variants
    assert _variants(text) == variants


# -- CC101: paragraph lines opening with a numbered label ("⚠️ R1：") are the items of the count above
#    them (held-out set 31 R011) -------------------------------------------------------------------------
@pytest.mark.parametrize("count,lines,found", [
    ("三项", 4, ["三项"]), ("四项", 4, []), ("三项", 3, []),
])
def test_labelled_lines_are_a_list(tmp_path, count, lines, found):
    body = "".join(f"⚠️ R{i}：风险 {i} 的说明。应对：按计划处理。\n" for i in range(1, lines + 1))
    got = _check_files(tmp_path, {"s.md": f"# 可研 2037-11-20\n\n七、风险分析\n\n本项目主要技术风险有{count}：\n" + body}, ["CC101"])
    assert [f.locations[0].surface for f in got] == found


# -- CC103: "三种方案中 X 单份生成最快" under a table of times — the group's count binds no rank, and a word
#    of speed ranks the table's column of times (held-out set 31 R050) -----------------------------------
PDF = ("| 方案 | 单份平均耗时（s） | 模板维护 |\n|---|---|---|\n| WeasyPrint（HTML/CSS 模板） | 0.8 | 财务人员可改 |\n"
       "| 一期 wkhtmltopdf 方案 | 2.4 | 财务人员可改 |\n| ReportLab 手写布局 | 0.6 | 须开发人员改 |\n\n")


@pytest.mark.parametrize("sentence,found", [
    ("5. 三种方案中 WeasyPrint 单份生成最快，故选定 WeasyPrint。", ["WeasyPrint"]),
    ("5. 三种方案中 ReportLab 单份生成最快，但模板须开发人员改。", []),
])
def test_a_word_of_speed_ranks_a_tables_times(tmp_path, sentence, found):
    got = _check_files(tmp_path, {"r.md": "# 评审 2038-05-19\n\n" + PDF + sentence + "\n"}, ["CC103"])
    assert [f.subject for f in got] == found


# -- CC304: a date inside the title a source is cited by is no source date; the source's own date is
#    the finding's place; a form's review date dates it (held-out set 31 R001, R051) ----------------------
def test_a_title_year_is_no_source_date(tmp_path):
    got = _check_files(tmp_path, {"s.md": "# 可行性研究报告 2037-11-20\n\n2.2 据区教研室《2037 年秋季学期物理实验开出率调查》"
                                          "（2037-12-05 发布），全区力学分组实验开出率仅 63%。\n"}, ["CC304"])
    assert [f.locations[0].surface for f in got] == ["2037-12-05"] and "2037-12-05 晚于" in got[0].message


def test_a_title_year_before_the_document_is_no_finding(tmp_path):
    got = _check_files(tmp_path, {"s.md": "# 可行性研究报告 2037-11-20\n\n2.2 据区教研室《2038 年规划》（2037-10-05 发布），"
                                          "开出率仅 63%。\n"}, ["CC304"])
    assert got == []


@pytest.mark.parametrize("label,date", [("评审日期", "2038-05-19"), ("Review date", "2038-05-19"), ("截止日期", None)])
def test_a_forms_review_date_dates_it(label, date):
    from claimcheck.text.ingest import document_date
    text = f"# 专家评审意见表\n\n| 栏目 | 内容 |\n|---|---|\n| 项目编号 | FSSC-2037-IT-09 |\n| {label} | 2038 年 5 月 19 日（星期三） |\n"
    assert document_date("form.md", text) == date


# -- CC303: "承诺于 2038 年 3 月底前将外部邮箱全部改为 OAuth2 授权" is a promised action (held-out set 31 R052)
@pytest.mark.parametrize("line,found", [
    ("1. 承担单位承诺于 2038 年 3 月底前将外部邮箱全部改为 OAuth2 授权。", 1),
    ("1. 承担单位承诺于 2038 年 3 月底前将外部邮箱全部改为 OAuth2 授权，已于 3 月 20 日全部改为 OAuth2 授权。", 0),
])
def test_a_promised_change_over(tmp_path, line, found):
    got = _check_files(tmp_path, {"r.md": "# 评审 2038-05-19\n\n" + line + "\n"}, ["CC303"])
    assert len(got) == found


# -- CC203: "nilearn's latest release, 0.13.2" calls 0.13.2 the latest, and a table cell "0.14.1 (latest
#    release on PyPI)" is a version called the latest (held-out set 31 R037) ------------------------------
@pytest.mark.parametrize("sentence,found", [
    ("We checked the changelog of nilearn's latest release, 0.13.2, and it still resamples the atlas.", ["nilearn"]),
    ("We checked the changelog of nilearn's latest release, 0.14.1, and it still resamples the atlas.", []),
    ("We checked the changelog of nilearn's 0.13.2 release, and it still resamples the atlas.", []),
])
def test_a_possessive_latest_release(tmp_path, sentence, found):
    text = ("# Report 2038-03-24\n\n| Package | Version | Use |\n|---|---|---|\n"
            "| nilearn | 0.14.1 (latest release on PyPI) | connectivity |\n\n" + sentence + "\n")
    got = _check_files(tmp_path, {"r.md": text}, ["CC203"])
    assert [f.subject for f in got] == found


@pytest.mark.parametrize("cell,flags", [("0.14.1 (latest release on PyPI)", True), ("0.14.1（当前最新）", True),
                                        ("0.14.1 (pinned)", False)])
def test_a_version_cell_with_a_remark(cell, flags):
    import claimcheck
    claims = claimcheck.extract_text(f"# R 2038-03-24\n\n| Package | Version |\n|---|---|\n| nilearn | {cell} |\n")
    [v] = [c for c in claims if c.kind != "date"]
    assert (v.kind, v.value, v.subject, v.has_flag("latest")) == ("version", "0.14.1", "nilearn", flags)


# -- scope: "per decode replica" is a per-instance figure (fresh-user trial 41, m14) --------------------
@pytest.mark.parametrize("phrase", ["per decode replica", "per prefill instance", "每个 decode 实例"])
def test_a_phase_replica_is_a_replica(phrase):
    import claimcheck
    claims = claimcheck.extract_text(f"# Postmortem 2026-11-18\n\nSGLang decode throughput is 12,000 tok/s {phrase}.\n")
    [q] = [c for c in claims if c.kind == "quantity"]
    assert q.conditions_dict.get("scope") == "per_instance"


# -- a speedup "over no-spec decoding" is over the default baseline: it meets a bare speedup
#    (fresh-user trial 41, m20) --------------------------------------------------------------------------
@pytest.mark.parametrize("tail,found", [
    ("2.6× speedup over no-spec decoding", ["EAGLE-3"]), ("2.6× speedup over autoregressive decoding", ["EAGLE-3"]),
    ("1.9× speedup over no-spec decoding", []), ("2.6× speedup over Medusa", []),
])
def test_a_default_baseline_meets_a_bare_speedup(tmp_path, tail, found):
    got = _check_files(tmp_path, {
        "okr.md": "# OKR 2026-12-01\n\n- EAGLE-3 在 Llama-3.3-70B、H100、TP=4、bs=1 下加速比 1.9×（内部复测）。\n",
        "slack.md": "# Slack 2026-11-25\n\nkenji: EAGLE-3 on Llama-3.3-70B, H100, TP=4, bs=1: " + tail + "\n"}, ["CC201"])
    assert [f.subject for f in got] == found


# -- audit --quiet: the summary line alone, the exit code unchanged, as check -q (fresh-user trial 42) ----
def test_audit_quiet_prints_the_summary_only(tmp_path):
    from typer.testing import CliRunner
    from claimcheck.cli import app
    (tmp_path / "m").mkdir()
    for name, value in (("v0001.md", "410 ms"), ("v0002.md", "450 ms")):
        (tmp_path / "m" / name).write_text(f"# Plan\n\n## 5. Traffic\n\n- Q3 average TTFT {value}.\n", encoding="utf-8")
    (tmp_path / "m" / "manifest.tsv").write_text("version\tdate\tsubject\nv0001\t2026-11-19\tinit\nv0002\t2026-12-01\tupdate\n",
                                                encoding="utf-8")
    loud = CliRunner().invoke(app, ["audit", str(tmp_path / "m"), "--lang", "en"])
    quiet = CliRunner().invoke(app, ["audit", str(tmp_path / "m"), "--lang", "en", "-q"])
    assert loud.exit_code == quiet.exit_code == 1
    assert quiet.stdout == loud.stdout.splitlines(keepends=True)[-1]
    assert quiet.stdout.startswith("Found 1 finding (medium 1) in 1 file")


# -- captions: a bare model family ("Serving Llama and DeepSeek at Scale") sets no model under it
#    (fresh-user trial 42; two models of one heading still set the first: the dev drafts' "DeepSeek-V3/R1") --
@pytest.mark.parametrize("title,model", [
    ("# Serving Llama and DeepSeek at Scale — Benchmark Whitepaper", None),
    ("# Llama-3-70B on H100", "Llama-3-70B"),
])
def test_a_caption_sets_one_named_model_only(title, model):
    import claimcheck
    claims = claimcheck.extract_text(title + "\n\nPublished: 2026-11-05\n\n## 3. Throughput\n\nSGLang does 21,680 tok/s per node.\n")
    [q] = [c for c in claims if c.kind == "quantity"]
    assert q.conditions_dict.get("model") == model


# -- CC102: a 、-list of Latin names inside a Chinese sentence — its first and last items are the names
#    (held-out set 31 R045) -----------------------------------------------------------------------------
@pytest.mark.parametrize("line,found", [
    ("- 上游已在 Dovecot、Gmail、Fastmail.fm、Office365、Gmail 五类服务器上做过重点测试。", ["Gmail"]),
    ("- 上游已在 Dovecot、Gmail、Fastmail.fm、Office365、Yahoo 五类服务器上做过重点测试。", []),
    ("- 支持 vLLM、SGLang、LMDeploy、vLLM-Ascend 四种引擎。", []),
])
def test_latin_names_in_a_chinese_sentence(tmp_path, line, found):
    got = _check_files(tmp_path, {"r.md": "# 评审 2038-05-19\n\n" + line + "\n"}, ["CC102"])
    assert [f.locations[0].surface for f in got] == found


# -- CC204: a figure passed on by word of mouth ("reportedly", "I heard") rests on hearsay (held-out set 31 R039)
@pytest.mark.parametrize("line,found", [
    ("- SGLang reportedly reaches 5,000 tok/s on H100.", 1), ("- SGLang 据传在 H100 上达到 5,000 tok/s。", 1),
    ("- SGLang reaches 5,000 tok/s on H100 (official blog).", 0),
])
def test_hearsay_words(tmp_path, line, found):
    got = _check_files(tmp_path, {"r.md": "# Report 2038-03-24\n\n" + line + "\n"}, ["CC204"])
    assert len(got) == found


# -- CC105 table totals: a numbered table's total row has its label in the second cell (held-out set 31 R010)
@pytest.mark.parametrize("total,found", [("96.0", ["96.0"]), ("94.0", [])])
def test_a_numbered_tables_total_row(tmp_path, total, found):
    table = ("| 序号 | 项目 | 金额（万元） |\n|---|---|---|\n| 1 | 软件开发 | 48.0 |\n| 2 | 美术资源 | 22.5 |\n"
             "| 3 | 终端适配 | 9.6 |\n| 4 | 教师培训 | 4.2 |\n| 5 | 首年运维 | 6.0 |\n| 6 | 预备费 | 3.7 |\n"
             f"|  | 合计 | {total} |\n")
    got = _check_files(tmp_path, {"s.md": "# 可研 2037-11-20\n\n五、投资估算\n\n" + table}, ["CC105"])
    assert [f.locations[0].surface.split(" ")[0] for f in got] == found


# -- review of the two name rules above on batch 40's first together run: "RegNet" / ResNet are two
#    architectures (only an acronym's changed letter is a slip), and "INT2-mixed" is no adjective ------
@pytest.mark.parametrize("a,b,family", [("RegNet", "ResNet", True), ("TensorRT-LMM", "TensorRT-LLM", True)])
def test_family_membership_is_unchanged(a, b, family):
    from claimcheck.frames.entities import same_family
    assert same_family(a, b) is family  # (the slip is read apart: acronym_slip, with CC205's slip_min_letters)


@pytest.mark.parametrize("token,shape", [("INT2-mixed", True), ("CPU-only", False), ("GPU-accelerated", False)])
def test_only_adjective_words_make_an_acronym_an_adjective(token, shape):
    from claimcheck.frames.entities import _is_name_shape, acronym_compound_pattern
    from claimcheck.resources import load_resources
    # the adjective words are rules data (rules/entities.yaml acronym_compound_words)
    assert _is_name_shape(token, acronym_compound_pattern(load_resources().acronym_compound_words)) is shape


# -- CC203: a forecast's date in the sentence before dates no "latest" statement (fresh-user trial 41, m7
#    in its corpus: "业务预计 2027 Q1 流量翻倍。当前最新版 vLLM 为 0.12.0" was dated 2027 Q1) ---------------
@pytest.mark.parametrize("lead,found", [
    ("业务预计 2027 Q1 流量翻倍，需要评估迁移方案。", ["vLLM"]), ("", ["vLLM"]), ("截至 2026-03，", []),
])
def test_a_forecast_before_a_latest_statement_dates_it_not(tmp_path, lead, found):
    got = _check_files(tmp_path, {
        "review-2026-11-20.md": "# 评审 2026-11-20\n\n" + lead + "当前最新版 vLLM 为 0.12.0，本次评审的基线均基于该版本。\n",
        "slack.md": "# Slack 2026-11-24\n\n[2026-11-24 10:02] chen.yu: heads-up: vLLM 0.13.1 is the latest release now\n"}, ["CC203"])
    assert [f.subject for f in got] == found
