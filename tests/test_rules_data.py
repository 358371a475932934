"""Broken rules data fails before any text is read, naming file:line:column (STYLE.md item 4)."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from claimcheck.errors import RuleError
from claimcheck.resources import default_rules_dir, load_resources


def _load(path):
    load_resources.cache_clear()
    try:
        return load_resources(str(path)).rules
    finally:
        load_resources.cache_clear()


def test_invalid_yaml_reports_line_and_column(rules_copy):
    path = rules_copy / "checks" / "CC201-value-conflict.yaml"
    text = path.read_text(encoding="utf-8").replace("severity: warning", "severity: [warning", 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleError) as err:
        _load(rules_copy)
    line = next(i for i, l in enumerate(text.splitlines(), 1) if l.startswith("severity"))
    assert str(err.value).startswith(f"{path}:")
    assert "invalid YAML" in str(err.value)
    assert int(str(err.value).split(":")[1]) >= line


def test_missing_key_and_bad_severity_are_located(rules_copy):
    path = rules_copy / "checks" / "CC202-basis-mismatch.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    sev = next(i for i, l in enumerate(lines, 1) if l.startswith("severity"))
    path.write_text("\n".join(l.replace("severity: warning", "severity: fatal") for l in lines) + "\n", encoding="utf-8")
    with pytest.raises(RuleError, match=rf"CC202-basis-mismatch.yaml:{sev}:1: severity must be one of info, warning, error"):
        _load(rules_copy)


def test_placeholders_must_match_between_languages(rules_copy):
    path = rules_copy / "checks" / "CC301-malformed-id.yaml"
    text = path.read_text(encoding="utf-8").replace("{problem}", "{problem} {extra}", 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleError, match=r"placeholders differ between zh"):
        _load(rules_copy)


def test_unknown_kind_and_renamed_rule_are_refused(rules_copy):
    path = rules_copy / "checks" / "CC204-weak-provenance.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("kind: weak_provenance", "kind: nonsense"), encoding="utf-8")
    with pytest.raises(RuleError, match=r"unknown kind 'nonsense'"):
        _load(rules_copy)
    path.write_text(path.read_text(encoding="utf-8").replace("kind: nonsense", "kind: weak_provenance")
                    .replace("name: weak-provenance", "name: weak-source"), encoding="utf-8")
    with pytest.raises(RuleError, match=r"rule CC204 is named 'weak-provenance', not 'weak-source'"):
        _load(rules_copy)


def test_broken_unit_definition_names_the_units_file(rules_copy):
    path = rules_copy / "units" / "claimcheck.txt"
    path.write_text(path.read_text(encoding="utf-8") + "\nwidget = 3 * gadget\n", encoding="utf-8")
    with pytest.raises(RuleError, match=r"claimcheck.txt:\d+:1: bad unit definition"):
        _load(rules_copy)


def test_broken_entity_type_and_alias_clash(rules_copy):
    path = rules_copy / "entities.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("vLLM: {type: engine", "vLLM: {type: gadget"), encoding="utf-8")
    with pytest.raises(RuleError, match=r"entities.yaml:\d+:\d+: unknown entity type 'gadget'"):
        _load(rules_copy)
    path.write_text(text.replace("SGLang: {type: engine, aliases: [sglang, SGL]}",
                                 "SGLang: {type: engine, aliases: [sglang, SGL, vllm]}"), encoding="utf-8")
    with pytest.raises(RuleError, match=r"alias 'vllm' also names 'vLLM'"):
        _load(rules_copy)


def test_cli_broken_rules_exit_2_before_reading_text(rules_copy, tmp_path):
    path = rules_copy / "checks" / "CC201-value-conflict.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("code: CC201", "code: [CC201"), encoding="utf-8")
    doc = tmp_path / "doc.md"
    doc.write_bytes(b"\xff not even utf-8")
    out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(doc), "--rules", str(rules_copy)],
                         capture_output=True, text=True)
    assert out.returncode == 2
    [line] = out.stderr.strip().splitlines()
    assert line.startswith(f"claimcheck: error: {path}:") and "invalid YAML" in line
    assert "doc.md" not in out.stderr  # rules are validated before any text is read


def test_shipped_rules_cover_the_catalogue():
    codes = {r.code for r in load_resources().rules}
    assert {"CC201", "CC202", "CC204", "CC301", "CC303"} <= codes


def test_broken_model_families_and_condition_words_are_located(rules_copy):
    path = rules_copy / "entities.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("model_families: [Llama,", "model_families: {Llama:", 1).replace(
        "CodeLlama]", "CodeLlama}", 1), encoding="utf-8")
    with pytest.raises(RuleError, match=r"entities.yaml:\d+:\d+: 'model_families' must be a list of words"):
        _load(rules_copy)
    path.write_text(text, encoding="utf-8")
    cond = rules_copy / "conditions.yaml"
    cond.write_text(cond.read_text(encoding="utf-8").replace("4-bit: [4bit, 4 bit, 4 位]", "4-bit: 4bit"),
                    encoding="utf-8")
    with pytest.raises(RuleError, match=r"conditions.yaml:\d+:\d+: the variants of '4-bit' must be a list"):
        _load(rules_copy)


def test_condition_words_map_variants_to_their_canonical_spelling():
    import claimcheck
    [claim] = [c for c in claimcheck.extract_text("SlabKV 4 bit 权重下吞吐 2,100 tok/s。", doc_date="2026-09-28")
               if c.surface == "2,100 tok/s"]
    assert dict(claim.conditions) == {"precision": "4-bit"}


def test_messages_name_metrics_with_the_labels_of_the_rules_in_use(rules_copy, tmp_path):
    import claimcheck
    path = rules_copy / "metrics.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('label: {zh: "首 token 延迟（TTFT）", en: "TTFT"}',
                                                                      'label: {zh: "首字延迟", en: "time to first token"}', 1), encoding="utf-8")
    (tmp_path / "a.md").write_text("RingFold 在 H100 上 TTFT 为 120 ms。\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("RingFold 在 H100 上 TTFT 为 480 ms。\n", encoding="utf-8")
    load_resources.cache_clear()
    try:
        report = claimcheck.check([str(tmp_path / "a.md"), str(tmp_path / "b.md")], rules_dir=str(rules_copy),
                                  lang="en", select=["CC201"])
    finally:
        load_resources.cache_clear()
    assert report.findings, "the two TTFT figures should conflict"
    assert "time to first token" in report.findings[0].message
    assert "首字延迟" in report.in_language(report.findings[0], "zh")[1]


@pytest.mark.parametrize("line,message", [
    ("gizmo", r"claimcheck.txt:21:1: bad unit definition: 'gizmo' is not 'name = definition'"),
    ("=== garbage", r"claimcheck.txt:21:1: bad unit definition: '=== garbage' is not 'name = definition'"),
    ("@bogus x", r"claimcheck.txt:21:1: bad unit definition: unknown directive '@bogus'"),
    ("widget = 2 *", r"claimcheck.txt:21:10: bad unit definition: '2 \*' is not an expression"),
    ("@alias nonexist = foo", r"claimcheck.txt:21:1: bad unit definition: 'nonexist' is not a defined unit"),
    # pint failed on it with "'UnitDefinition' object has no attribute '_is_base'" at line 1 (trial 38)
    ("bogus_unit = [nonexistent_dim] * 3 = ???",
     r"claimcheck.txt:21:14: bad unit definition: '\[nonexistent_dim\] \* 3' is not a base dimension"),
])
def test_broken_unit_lines_are_located_at_their_line(rules_copy, line, message):
    path = rules_copy / "units" / "claimcheck.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.insert(20, line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(RuleError, match=message):
        _load(rules_copy)


@pytest.mark.parametrize("line,column,word", [
    ("gibibyte_again = 1073741824 * byte = GB", 38, "GB"),       # a symbol defined twice: 10^9 vs 2^30 bytes
    ("@alias second = 毫秒", 17, "毫秒"),                          # an alias of another unit
    ("hour = 60 * minute", 1, "hour"),                            # a unit redefined
])
def test_a_unit_spelling_defined_twice_is_an_error_at_the_second(rules_copy, line, column, word):
    path = rules_copy / "units" / "claimcheck.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    first = next(i for i, raw in enumerate(lines, start=1)
                 if re.search(rf"(?:^|=\s*){re.escape(word)}\s*(?:=|$)", raw.split("#")[0].strip()))
    lines.append(line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(RuleError, match=rf"claimcheck.txt:{len(lines)}:{column}: unit spelling '{word}' is already "
                                        rf"defined at claimcheck.txt:{first}; each name"):
        _load(rules_copy)


def test_rules_option_names_what_is_wrong_with_the_path(tmp_path):
    for target, problem in ((tmp_path / "missing", "it does not exist"), (tmp_path / "file.txt", "this is a file")):
        if problem == "this is a file":
            target.write_text("x", encoding="utf-8")
        with pytest.raises(RuleError, match=f"--rules needs a rules directory .*; {problem}$"):
            _load(target)


# -- risk.yaml ------------------------------------------------------------------------------
def _line_of(path, prefix, after=None):
    """The number of the first line of ``path`` starting with ``prefix`` (after the line ``after``)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index(after) if after else 0
    return next(i for i, l in enumerate(lines[start:], start + 1) if l.startswith(prefix))


@pytest.mark.parametrize("old,new,at,message", [
    ("  warning: 1\n", "  warning: one\n", "  warning:", r"{line}:3: 'warning' must be int, not str"),
    ("  warning: 1\n", "  warning: 3\n", "  warning:", r"{line}:3: the score of 'warning' must be 0 \(low\) to 2 \(high\), not 3"),
    ("  error: 2\n", "", "  info:", r"{line}:3: missing required key 'error' in severity"),
    ("  error: 2\n", "  error: 2\n  fatal: 2\n", "  fatal:", r"{line}:3: unknown severity 'fatal'; severities are info, warning, error"),
    ("  large: 1\n", "  large: true\n", "  large:", r"{line}:3: 'large' must be int, not bool"),
    ("  agreeing: -1\n", "  agreeing: -1\n  famous: -1\n", "  famous:", r"{line}:3: unknown step 'famous'"),
    ("agreeing_documents: 2\n", "", "severity:", r"{line}:1: missing required key 'agreeing_documents'"),
    ("agreeing_documents: 2\n", "agreeing_documents: 0\n", "agreeing_documents:", r"{line}:1: 'agreeing_documents' must be 1 or more"),
])
def test_broken_risk_scale_is_located(rules_copy, old, new, at, message):
    path = rules_copy / "risk.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RuleError, match=re.escape(f"{path}:") + message.format(line=_line_of(path, at))):
        _load(rules_copy)


def test_risk_scale_of_the_rules_in_use_scores_findings(rules_copy, tmp_path):
    import claimcheck
    doc = tmp_path / "n.md"
    doc.write_text("# 笔记 2026-10-01\nKVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 11,600 tok/s。\n一段无关的文字。\n"
                   "KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。\n", encoding="utf-8")

    def risks(rules_dir):
        load_resources.cache_clear()
        try:
            return [f.risk for f in claimcheck.check([doc], rules_dir=rules_dir, select=["CC201"]).findings]
        finally:
            load_resources.cache_clear()

    assert risks(None) == ["medium"]  # a warning, unknown sources, a small gap: 1
    path = rules_copy / "risk.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  warning: 1\n", "  warning: 2\n"), encoding="utf-8")
    assert risks(str(rules_copy)) == ["high"]


# -- messages.yaml ----------------------------------------------------------------------------
@pytest.mark.parametrize("old,new,at,message", [
    # a message of the wrong type (one left out of a copy comes from the bundled file:
    # test_bad_input.py::test_a_rules_copy_from_before_a_message_was_added_still_loads)
    ("    none: No conflicting or weakly sourced numbers found.", "    none: [No conflicting numbers]",
     ("    none:", "en:"), r"{line}:5: 'none' must be str, not list"),
    ('    heading: Warnings', '    heading: {one: Warning, other: Warnings}', ("    heading:", "en:"),
     r"{line}:5: 'heading' must be str, not dict"),
    ('    heading: Warnings', '    heading: " "', ("    heading:", "en:"), r"{line}:5: 'en.warnings.heading' must not be empty"),
    # the optional list of other warnings headings (a fresh-user trial, session 31)
    ("heading_aliases: [Risks,", "heading_aliases: [7,", ("    heading_aliases:", "en:"),
     r"{line}:5: 'en.warnings.heading_aliases' must be a list of non-empty strings"),
    ("  summary:\n", "  sumary:\n", ("  sumary:", "zh:"), r"{line}:3: unknown section 'sumary' in zh"),
    ('    end: "."', '    end: "."\n    ending: "!"', ("    ending:", "en:"), r"{line}:5: unknown message 'en.summary.ending'"),
    ("en:\n", "fr:\n", ("fr:",), r"{line}:1: unknown language 'fr'; languages are zh, en"),
    # placeholders: unknown, left out, malformed
    ('files: {one: " in {n} file", other: " in {n} files"}', 'files: {one: " in {n} file", other: " in {count} files"}',
     ("    files:", "en:"), r"{line}:34: 'en.summary.files.other' has an unknown placeholder \{count\}; it may use \{n\}"),
    ('    description: "矛盾描述：{message}；{evidence}"', '    description: "矛盾描述：{message}"',
     ("    description:", "zh:"), r"{line}:5: 'zh.warnings.description' must use the placeholder \{evidence\}"),
    ('    as_of: "；截至 {date}"', '    as_of: "；截至 {date"', ("    as_of:", "zh:"),
     r"{line}:5: 'zh.summary.as_of' is not a valid template: expected '}' before end of string"),
    # plural forms
    ('findings: {one: "Found {n} finding", other: "Found {n} findings"}',
     'findings: {one: "Found {n} finding", many: "Found {n} findings"}', ("    findings:", "en:"),
     r"{line}:42: unknown plural form 'many' of 'en.summary.findings'; forms are one, other"),
    ('findings: {one: "Found {n} finding", other: "Found {n} findings"}', 'findings: {one: "Found one finding"}',
     ("    findings:", "en:"), r"{line}:15: missing required key 'other' in en.summary.findings"),
])
def test_broken_messages_are_located(rules_copy, old, new, at, message):
    path = rules_copy / "messages.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RuleError, match=re.escape(f"{path}:") + message.replace("{line}", str(_line_of(path, *at)))):
        _load(rules_copy)


def test_a_plural_form_one_may_spell_the_number_out(rules_copy):
    path = rules_copy / "messages.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('{one: ", {n} drifting claim"', '{one: ", one drifting claim"'),
                    encoding="utf-8")
    load_resources.cache_clear()
    try:
        messages = load_resources(str(rules_copy)).messages
    finally:
        load_resources.cache_clear()
    assert messages.text("en", "summary.drifting", n=1) == ", one drifting claim"
    assert messages.text("en", "summary.drifting", n=0) == ", 0 drifting claims"


def test_summary_line_speaks_the_plural_forms_of_messages():
    import datetime as dt
    from types import SimpleNamespace

    from claimcheck.report.formats import summary_line

    def line(lang, risks, files, claims, errors=0, hidden=0, as_of=None):
        return summary_line(SimpleNamespace(
            lang=lang, findings=[SimpleNamespace(risk=r) for r in risks], documents=[None] * files,
            claims=[None] * claims, errors=[None] * errors, suppressed=[None] * hidden, baseline_hidden=0, as_of=as_of))

    assert line("en", [], 0, 0) == "Found 0 findings in 0 files, 0 claims."
    assert line("en", ["low-medium"], 1, 1, errors=1, hidden=1, as_of=dt.date(2026, 9, 28)) == (
        "Found 1 finding (low-medium 1) in 1 file, 1 claim; as of 2026-09-28; 1 input error; 1 suppressed or in the baseline.")
    # each risk as the findings show it, highest first, a range after its higher end (trial 36:
    # "[medium-high]" and "[high]" were summed as "high 2")
    assert line("en", ["low", "medium-high", "medium", "high", "low-medium", "medium"], 1, 6) == (
        "Found 6 findings (high 1, medium-high 1, medium 2, low-medium 1, low 1) in 1 file, 6 claims.")
    assert line("zh", ["medium-high", "high"], 1, 2) == "共 2 条发现（高 1，中-高 1），1 个文件，2 条声明。"
    assert line("en", ["high", "low", "high"], 2, 3, errors=2) == (
        "Found 3 findings (high 2, low 1) in 2 files, 3 claims; 2 input errors.")
    assert line("zh", ["high", "low", "high"], 2, 3, errors=2, hidden=4, as_of=dt.date(2026, 9, 28)) == (
        "共 3 条发现（高 2，低 1），2 个文件，3 条声明；截至 2026-09-28；2 个输入错误；4 条已抑制或在基线中。")
    assert line("zh", [], 1, 1) == "共 0 条发现，1 个文件，1 条声明。"


def test_outputs_speak_the_messages_of_the_rules_in_use(rules_copy, tmp_path):
    import claimcheck
    from claimcheck.report.formats import findings_text
    from claimcheck.report.warnings_section import replace_section
    path = rules_copy / "messages.yaml"
    text = path.read_text(encoding="utf-8")
    for old, new in (('findings: "共 {n} 条发现"', 'findings: "发现 {n} 处问题"'),
                     ("risk_levels: {low: 低, medium: 中, high: 高}", "risk_levels: {low: 低风险, medium: 中风险, high: 高风险}"),
                     ("    heading: 二、值得警惕的矛盾或待核实说法", "    heading: 四、存疑的数字"),
                     ('    risk: "风险等级：{risk}"', '    risk: "风险：{risk}"')):
        assert old in text
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    doc = tmp_path / "n.md"
    doc.write_text("# 笔记 2026-10-01\nKVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 11,600 tok/s。\n一段无关的文字。\n"
                   "KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。\n", encoding="utf-8")
    load_resources.cache_clear()
    try:
        report = claimcheck.check([doc], rules_dir=str(rules_copy), select=["CC201"])
        assert findings_text(report).splitlines()[-1].startswith("发现 1 处问题（中风险 1），1 个文件")
        assert "\n- 风险：中风险\n" in report.to_markdown("zh")
        # the heading of the rules in use is found, and written when absent
        briefing = replace_section("# 简报\n\n## 四、存疑的数字\n\n尾\n", "S\n", "zh", report.messages)
        assert briefing.startswith("# 简报\n\n## 四、存疑的数字\n\n<!-- claimcheck:warnings:start -->\n\nS\n")
        assert replace_section("# 简报\n", "S\n", "zh", report.messages).startswith("# 简报\n\n四、存疑的数字\n")
    finally:
        load_resources.cache_clear()


def test_no_word_in_the_shipped_rules_is_read_by_yaml_as_a_boolean():
    """YAML 1.1 reads an unquoted on/off/yes/no as True/False: a word list holding one loses
    that word ("on" was missing from three lists of grammar.yaml).  No shipped list item or
    mapping key may be a boolean (a flag's value may); write such words in quotes."""
    import yaml

    found = []

    def walk(node, where, in_list=False):
        if isinstance(node, bool):
            if in_list:  # a flag's true/false value is fine; a word turned boolean is not
                found.append(where)
        elif isinstance(node, dict):
            for key, value in node.items():
                if isinstance(key, bool):
                    found.append(f"{where} key {key}")
                walk(value, f"{where}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}[{i}]", in_list=True)

    for path in sorted(default_rules_dir().rglob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")), path.name)
    assert found == []


def test_every_rule_kind_has_a_check_function_and_back():
    """The rule data's list of kinds (catalogue.KINDS, what a rule file may name) and the
    implemented check functions (checks.CHECKS, built from the family modules) stay equal."""
    import claimcheck.checks
    import claimcheck.resources.catalogue

    assert set(claimcheck.checks.CHECKS) == set(claimcheck.resources.catalogue.KINDS)


@pytest.mark.parametrize("key,written", [("plausible_max", "plausible_max: 100000000"),
                                         ("plausible_min", "plausible_min: 0.000001")])
@pytest.mark.parametrize("value", ["lots", "-5", "true"])
def test_a_plausible_bound_that_is_no_positive_number_names_its_line(rules_copy, value, key, written):
    path = rules_copy / "metrics.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(written, f"{key}: {value}", 1), encoding="utf-8")
    with pytest.raises(RuleError, match=rf"metrics.yaml:\d+:\d+: '{key}' must be a positive number"):
        _load(rules_copy)


@pytest.mark.parametrize("value", ["yes please", "1", '"true"'])
def test_a_remaining_fraction_that_is_no_boolean_names_its_line(rules_copy, value):
    """A metric's remaining_fraction (normalised as the memory left: CC103 ranks it the other
    way round) is true or false; "yes please" or 1 is a located error, not a silent truth."""
    path = rules_copy / "metrics.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("remaining_fraction: true", f"remaining_fraction: {value}", 1),
                    encoding="utf-8")
    with pytest.raises(RuleError, match=r"metrics.yaml:\d+:\d+: 'remaining_fraction' must be true or false"):
        _load(rules_copy)


@pytest.mark.parametrize("file,old,new,message", [
    ("metrics.yaml", 'canonical_denominator: "1000000 * tokens"', 'canonical_denominator: "1000000 * gizmos"',
     r"metrics.yaml:\d+:\d+: 'canonical_denominator' '1000000 \* gizmos' is no unit"),
    ("conditions.yaml", "pattern_values:\n  per_tokens:", "pattern_values:\n  per_token:",
     r"conditions.yaml:\d+:\d+: pattern_values names 'per_token', which has no patterns"),
    # table_unit was checked only when a registry was at hand, and none is while metrics load
    ("metrics.yaml", "table_unit: token / second", "table_unit: gizmo / second",
     r"metrics.yaml:\d+:\d+: 'table_unit' 'gizmo / second' is no unit of the registry"),
], ids=["metrics-denominator-no-unit", "conditions-pattern-values-unknown", "metrics-table-unit-no-unit"])
def test_a_broken_denominator_or_pattern_value_names_its_line(rules_copy, file, old, new, message):
    path = rules_copy / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RuleError, match=message):
        _load(rules_copy)


def test_cc301_words_every_arxiv_problem_in_chinese_with_the_same_placeholders():
    import string
    from claimcheck.extraction.ids import PROBLEMS_EN
    from claimcheck.resources import load_resources
    zh = next(r for r in load_resources().rules if r.code == "CC301").parameters["problems_zh"]
    fields = lambda t: sorted(f for _, f, _, _ in string.Formatter().parse(t) if f)  # noqa: E731
    assert sorted(zh) == sorted(PROBLEMS_EN)
    assert {k: fields(v) for k, v in zh.items()} == {k: fields(v) for k, v in PROBLEMS_EN.items()}


def test_an_unknown_rule_code_names_the_known_ones_not_a_missing_design_file(rules_copy):
    """The error pointed at DESIGN.md §5, which the repository does not ship (fresh-user trial,
    session 14): it lists the codes and the command that explains them."""
    path = rules_copy / "checks" / "CC101-count-mismatch.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("code: CC101", "code: CC199", 1), encoding="utf-8")
    with pytest.raises(RuleError) as err:
        _load(rules_copy)
    message = str(err.value)
    assert "CC101-count-mismatch.yaml:1:" in message and "unknown rule code 'CC199'" in message
    assert "CC101, CC102" in message and "`claimcheck rules` lists them" in message and "DESIGN.md" not in message


def test_source_field_labels_are_rules_data(rules_copy, tmp_path):
    """The field labels that name a section's source ("来源：…") are grammar.yaml's attribution
    labels: a copy of the rules that adds "信源" (to them and to segmentation.yaml's field labels)
    attributes the claims under "信源：某公众号转载" to a repost; the shipped rules do not."""
    import claimcheck
    note = tmp_path / "n.md"
    note.write_text("# 笔记\n\n## SGLang 新版\n信源：某公众号转载\n\n- SGLang 在 H100 上吞吐 15,000 tok/s（Llama-3-8B）。\n",
                    encoding="utf-8")
    for name, key in (("grammar.yaml", "\n  label: ["), ("segmentation.yaml", "\nfield_labels: [")):
        path = rules_copy / name
        text = path.read_text(encoding="utf-8")
        assert text.count(key) == 1
        path.write_text(text.replace(key, key + "信源, ", 1), encoding="utf-8")
    load_resources.cache_clear()
    try:
        [shipped] = claimcheck.extract([note]).claims
        [edited] = claimcheck.extract([note], rules_dir=str(rules_copy)).claims
    finally:
        load_resources.cache_clear()
    assert (shipped.source.attribution, shipped.source.tier) == (None, "unknown")
    assert (edited.source.attribution, edited.source.tier) == ("某公众号转载", "tertiary")


@pytest.mark.parametrize("key,broken", [
    # a pattern the grammar joins into one long alternation (the error's position is in the join)
    ("ratio_unit_patterns: ['\\s?times(?=", "ratio_unit_patterns: ['\\s?times((?="),
    # a pattern the frame builder compiles (an English comparative between two names)
    ("paired_name_patterns: ['(?:is|are", "paired_name_patterns: ['(?:is|((are"),
    # a pattern compiled on its own (a footnote's definition)
    ("footnote_definition: '^\\s*\\[", "footnote_definition: '^\\s*(\\["),
])
def test_a_broken_pattern_is_located_at_its_line(rules_copy, tmp_path, key, broken):
    """A pattern of grammar.yaml that does not compile is reported at its own line (a fresh-user
    trial, session 17: 'grammar.yaml:1:1 … at position 189386' for an entry on line 84), one line
    on stderr, exit 2."""
    path = rules_copy / "grammar.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(key) == 1
    line = text[:text.index(key)].count("\n") + 1
    path.write_text(text.replace(key, broken, 1), encoding="utf-8")
    doc = tmp_path / "doc.md"
    doc.write_text("# T\n\nvLLM 吞吐 100 tok/s。\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(doc), "--rules", str(rules_copy)],
                         capture_output=True, text=True, env={**os.environ, "CLAIMCHECK_NO_CACHE": "1"})
    assert out.returncode == 2
    [message] = out.stderr.strip().splitlines()
    assert message.startswith(f"claimcheck: error: {path}:{line}:1: ")


@pytest.mark.parametrize("old,new,at,message", [
    # a misspelt key of one metric (a fresh-user trial, session 32: read as missing, silently)
    ('    label: {zh: "吞吐", en: "throughput"}\n', '    lable: {zh: "吞吐", en: "throughput"}\n', "    lable:",
     r"{line}:5: unknown key 'lable' in metric throughput; known: dimensionality, "),
    # … and of the file
    ("metrics:\n", "bogus_top_key: 1\nmetrics:\n", "bogus_top_key:", r"{line}:1: unknown key 'bogus_top_key' in metrics.yaml"),
])
def test_unknown_metrics_keys_are_located(rules_copy, old, new, at, message):
    path = rules_copy / "metrics.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RuleError, match=re.escape(f"{path}:") + message.format(line=_line_of(path, at))):
        _load(rules_copy)
