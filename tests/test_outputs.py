"""Outputs and workflow (issue 6): SARIF against the official schema, CSV/JSONL, suppressions,
baselines, configuration and the warnings section written in place."""
from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

import claimcheck
from claimcheck.report.warnings_section import END, START, replace_section

DATA = Path(__file__).parent / "data"
GOLDEN = Path(__file__).parent / "golden"
DEMO = Path(__file__).resolve().parents[1] / "corpora" / "demo"

CONFLICT = """# 笔记 2026-10-01
KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 11,600 tok/s。
一段无关的文字。
KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。
"""


def run(*args, cwd=None):
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    return subprocess.run([sys.executable, "-m", "claimcheck", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=env)


def test_sarif_validates_against_the_official_schema(demo_report):
    schema = json.loads((DATA / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    log = demo_report.to_sarif()
    jsonschema.validate(log, schema)
    run_ = log["runs"][0]
    assert run_["columnKind"] == "unicodeCodePoints"
    ids = [r["id"] for r in run_["tool"]["driver"]["rules"]]
    assert ids == sorted(ids) and "CC202" in ids
    conflict = next(r for r in run_["results"] if r["ruleId"] == "CC201" and "PrefixFlow" in r["message"]["text"])
    assert conflict["level"] == "warning"
    # the file named first (the briefing, first in the folder) leads; the inbox note is related
    first = conflict["locations"][0]["physicalLocation"]
    assert first["artifactLocation"]["uri"].endswith("briefing-2026-10-15.txt") and first["region"]["startLine"] == 15
    assert conflict["relatedLocations"][0]["physicalLocation"]["region"]["snippet"]["text"] == "310 ms"  # the inbox note's figure
    assert len(conflict["partialFingerprints"]["claimcheck/v1"]) == 16
    assert run_["tool"]["driver"]["rules"][conflict["ruleIndex"]]["id"] == "CC201"


def test_sarif_fingerprints_survive_line_moves(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    first = claimcheck.check([doc]).to_sarif()["runs"][0]["results"]
    doc.write_text(CONFLICT.replace("一段无关的文字。\n", "一段无关的文字。\n新加的一行。\n\n"), encoding="utf-8")
    second = claimcheck.check([doc]).to_sarif()["runs"][0]["results"]
    assert [r["partialFingerprints"] for r in first] == [r["partialFingerprints"] for r in second]
    assert first[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 4
    assert second[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 6


def test_csv_and_jsonl_formats(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    out = run("check", doc, "--format", "csv", "--fail-on", "never")
    rows = list(csv.DictReader(io.StringIO(out.stdout)))
    assert [(r["code"], r["line"], r["surface"], r["related"]) for r in rows] == \
        [("CC201", "4", "9,800 tok/s", f"{doc.as_posix()}:2:36")]
    out = run("check", doc, "--format", "jsonl", "--fail-on", "never")
    [line] = out.stdout.splitlines()
    assert json.loads(line)["rule"] == "value-conflict"


def test_inline_ignore_and_unused_report(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT.replace("吞吐为 9,800 tok/s。", "吞吐为 9,800 tok/s。<!-- claimcheck: ignore CC201 -->")
                   + "<!-- claimcheck: ignore CC204 -->\n最后一行。\n", encoding="utf-8")
    report = claimcheck.check([doc])
    assert report.findings == [] and [f.code for f in report.suppressed] == ["CC201"]
    out = run("check", doc, "--report-unused", "--lang", "en")
    assert f"{doc.as_posix()}:5:1: unused suppression (CC204)" in out.stdout
    assert out.returncode == 0
    # in the report's language: a Chinese note's report is in Chinese by default (a fresh-user
    # trial, session 26: the line was English under --lang zh)
    out = run("check", doc, "--report-unused")
    assert f"{doc.as_posix()}:5:1：未用上的抑制（CC204）" in out.stdout


def test_a_suppression_naming_no_rule_is_a_warning(tmp_path):
    """`<!-- claimcheck: ignore CC999 -->` suppressed nothing, silently (a fresh user, session
    12): a warning on standard error whatever the format, named in --report-unused and JSON."""
    doc = tmp_path / "n.md"
    line = "- SGLang 吞吐 1200 tok/s <!-- claimcheck: ignore CC999, basis-mismach, CC201 -->"
    doc.write_text(f"# 笔记\n{line}\n", encoding="utf-8")
    col = line.index("<!--") + 1
    warning = (f"claimcheck: warning: {doc.as_posix()}:2:{col}: the suppression names no rule: "
               "CC999, basis-mismach (see `claimcheck rules`)\n")
    out = run("check", doc, "--report-unused", "--lang", "en")
    assert out.stderr == warning and out.returncode == 0
    assert (f"{doc.as_posix()}:2:{col}: unused suppression (CC201, CC999, basis-mismach); "
            "names no rule: CC999, basis-mismach") in out.stdout
    out = run("check", doc, "--format", "json", "--lang", "en")
    assert out.stderr == warning
    out = run("check", doc, "--report-unused", "--lang", "zh")
    assert out.stderr == (f"claimcheck: 警告：{doc.as_posix()}:2:{col}：抑制注释中的 CC999, basis-mismach "
                          "不是任何规则的代码（见 `claimcheck rules`）\n")
    assert (f"{doc.as_posix()}:2:{col}：未用上的抑制（CC201, CC999, basis-mismach）；"
            "其中不是规则代码的：CC999, basis-mismach") in out.stdout
    out = run("check", doc, "--format", "json")
    [unused] = json.loads(out.stdout)["unused_suppressions"]
    assert unused["unknown_codes"] == ["CC999", "basis-mismach"]
    doc.write_text("# 笔记\n- SGLang 吞吐 1200 tok/s <!-- claimcheck: ignore CC201, value-conflict -->\n", encoding="utf-8")
    assert run("check", doc).stderr == ""


def test_ignore_on_the_line_before_and_off_on_blocks(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT.replace("一段无关的文字。", "<!-- claimcheck: ignore value-conflict -->"), encoding="utf-8")
    assert claimcheck.check([doc]).findings == []
    doc.write_text("<!-- claimcheck: off -->\n" + CONFLICT + "<!-- claimcheck: on -->\n", encoding="utf-8")
    assert claimcheck.check([doc]).findings == []
    doc.write_text("<!-- claimcheck: off CC204 -->\n" + CONFLICT + "<!-- claimcheck: on -->\n", encoding="utf-8")
    assert [f.code for f in claimcheck.check([doc]).findings] == ["CC201"]


def test_baseline_hides_known_findings_and_survives_unrelated_edits(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    base = tmp_path / "base.json"
    out = run("check", doc, "--write-baseline", base)
    assert out.returncode == 0 and out.stderr.strip() == f"已将 1 条发现写入基线 {base}。"  # the chosen language (zh)
    doc.write_text(CONFLICT.replace("一段无关的文字。", "一段改过的无关文字，多了一些字。\n\n再加一段。"), encoding="utf-8")
    out = run("check", doc, "--baseline", base)
    assert out.returncode == 0 and out.stdout.startswith("共 0 条发现")   # the summary speaks the report's language
    assert "1 条已抑制或在基线中" in out.stdout
    doc.write_text(CONFLICT + "KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 5,000 tok/s。\n", encoding="utf-8")
    out = run("check", doc, "--baseline", base, "--format", "json")
    new = json.loads(out.stdout)["findings"]
    assert {f["locations"][0]["surface"] for f in new} >= {"5,000 tok/s"} and out.returncode == 1


def test_bad_baseline_file_is_an_input_error(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    bad = tmp_path / "base.json"
    bad.write_text("{not json", encoding="utf-8")
    out = run("check", doc, "--baseline", bad)
    assert out.returncode == 2 and "not a claimcheck baseline" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("content,reason", [
    # valid JSON of another shape named Python's internals ("'list' object has no attribute 'get'")
    ("[1, 2, 3]", 'a JSON array, expected an object with "schema" and "findings"'),
    ('"x"', 'a JSON string, expected an object with "schema" and "findings"'),
    ('{"schema": 1, "findings": [1]}', '"findings" must be a list of objects with a "fingerprint" string'),
    ('{"schema": 1, "findings": {"a": 1}}', '"findings" must be a list of objects with a "fingerprint" string'),
])
def test_a_baseline_of_another_shape_says_what_it_is(tmp_path, content, reason):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    bad = tmp_path / "base.json"
    bad.write_text(content, encoding="utf-8")
    out = run("check", doc, "--baseline", bad)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == f"claimcheck: error: {bad}: cannot read: not a claimcheck baseline ({reason})"


def test_configuration_in_pyproject(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.claimcheck]\nlang = "en"\nfail-on = "high"\nignore = ["CC205"]\n'
        '[tool.claimcheck.severity]\nCC201 = "error"\n', encoding="utf-8")
    out = run("check", "n.md", cwd=tmp_path)
    assert "value-conflict [high]" in out.stdout and "disagrees with" in out.stdout
    assert out.returncode == 1
    # a claimcheck.toml in the same folder wins over pyproject.toml
    (tmp_path / "claimcheck.toml").write_text('lang = "zh"\n', encoding="utf-8")
    out = run("check", "n.md", cwd=tmp_path)
    assert "value-conflict [medium]" in out.stdout and "不一致" in out.stdout
    out = run("check", "n.md", "--lang", "en", cwd=tmp_path)  # the command line wins over both
    assert "disagrees with" in out.stdout


def test_rule_parameters_from_configuration_change_the_verdict(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT.replace("9,800", "约 11,000"), encoding="utf-8")
    assert [f.code for f in claimcheck.check([doc]).findings] == ["CC201"]
    relaxed = claimcheck.check([doc], parameters={"CC201": {"approx_tolerance": 0.1}})
    assert relaxed.findings == []


@pytest.mark.parametrize("text", ['lang = "en"\n', '[tool.claimcheck]\nlang = "en"\n'],
                         ids=["flat-keys", "tool-table-as-the-guide-shows"])
def test_a_claimcheck_toml_takes_flat_keys_or_the_tool_table(tmp_path, text):
    (tmp_path / "claimcheck.toml").write_text(text, encoding="utf-8")
    (tmp_path / "n.md").write_text(CONFLICT, encoding="utf-8")
    out = run("check", "n.md", cwd=tmp_path)
    assert out.returncode in (0, 1) and "disagrees with" in out.stdout, out.stderr


def test_unknown_config_key_is_a_usage_error(tmp_path):
    (tmp_path / "claimcheck.toml").write_text('colour = "red"\n', encoding="utf-8")
    (tmp_path / "n.md").write_text(CONFLICT, encoding="utf-8")
    out = run("check", "n.md", cwd=tmp_path)
    assert out.returncode == 2 and "unknown key(s) colour" in out.stderr


def test_replace_section_adds_markers_under_the_heading_and_keeps_other_bytes():
    text = "标题\r\n二、值得警惕的矛盾或待核实说法\r\n三、其他\r\n尾行"
    new = replace_section(text, "⚠️ C1：X — y\n风险等级：中\n")
    assert new == ("标题\r\n二、值得警惕的矛盾或待核实说法\r\n\r\n" + START + "\r\n\r\n⚠️ C1：X — y\r\n风险等级：中\r\n\r\n"
                   + END + "\r\n\r\n三、其他\r\n尾行")
    assert replace_section(new, "⚠️ C1：X — y\n风险等级：中\n") == new
    assert replace_section("no heading\n", "s\n", "en") == f"no heading\n\nWarnings\n\n{START}\n\ns\n\n{END}\n"


@pytest.mark.parametrize("markers,line,problem", [
    ((3, 5, 7, 9), 7, "2 start markers (lines 3, 7) and 2 end markers (lines 5, 9): keep one pair"),
    ((3,), 3, "1 start marker (line 3) and no end marker: add the missing end marker"),
    ((None, 5), 5, "no start marker and 1 end marker (line 5): add the missing start marker"),
    ((7, 5), 5, "the end marker (line 5) comes before the start marker (line 7): swap them"),
], ids=["two-pairs", "start-only", "end-only", "end-first"])
def test_unbalanced_markers_name_their_lines_and_write_nothing(tmp_path, markers, line, problem):
    """Two marker pairs used to fail as "cannot read: unbalanced claimcheck:warnings markers",
    with no line: the error names the file, the first marker out of place and the fix."""
    lines = ["# Notes", "", "x", "", "y", "", "z", "", "w", ""]
    for i, at in enumerate(markers):
        if at is not None:
            lines[at - 1] = START if i % 2 == 0 else END
    doc = tmp_path / "n.md"
    doc.write_text("\n".join(lines), encoding="utf-8")
    before = doc.read_bytes()
    (tmp_path / "src.md").write_text(CONFLICT, encoding="utf-8")
    out = run("warnings", "src.md", "--write", "n.md", cwd=tmp_path)
    assert out.returncode == 2 and doc.read_bytes() == before
    assert out.stderr.strip() == (f"claimcheck: error: n.md:{line}: the claimcheck:warnings markers cannot hold one "
                                  f"section: {problem}; nothing was written")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_warnings_golden_on_the_demo_corpus(lang, tmp_path):
    target = tmp_path / "briefing.txt"
    target.write_bytes((DEMO / "briefing-2026-10-15.txt").read_bytes())
    root = DEMO.parent.parent
    out = run("warnings", "corpora/demo", "--lang", lang, "--as-of", "2026-10-15", "--write", target, cwd=root)
    assert out.returncode == 0, out.stderr
    text = target.read_text(encoding="utf-8")
    section = text[text.index(START):text.index(END) + len(END)]
    golden = GOLDEN / f"warnings_{lang}.md"
    if os.environ.get("CLAIMCHECK_UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(section + "\n", encoding="utf-8")
    assert section + "\n" == golden.read_text(encoding="utf-8")
    before = target.read_bytes()
    again = run("warnings", "corpora/demo", "--lang", lang, "--as-of", "2026-10-15", "--write", target, cwd=root)
    assert {"en": "already up to date", "zh": "警示部分已是最新"}[lang] in again.stderr and target.read_bytes() == before
    check = run("warnings", "corpora/demo", "--lang", lang, "--as-of", "2026-10-15", "--write", target, "--check",
                cwd=root)
    assert check.returncode == 0
    original = (DEMO / "briefing-2026-10-15.txt").read_bytes()
    outside = before.replace(section.encode("utf-8"), b"")
    assert outside == original.replace(f"{START}\n{END}".encode(), b"")


def test_warnings_check_fails_when_out_of_date(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    out = run("warnings", doc, "--write", doc, "--check")
    assert out.returncode == 1 and "警示部分已过期" in out.stderr  # the default language, zh
    out = run("warnings", doc, "--write", doc, "--check", "--lang", "en")
    assert out.returncode == 1 and "out of date" in out.stderr
    assert START not in doc.read_text(encoding="utf-8")


def test_extract_writes_csv_when_piped_and_a_table_only_when_asked(tmp_path):
    doc = tmp_path / "a.md"
    doc.write_text("SlabKV 在 H100 上吞吐 1,840 tok/s。\n", encoding="utf-8")
    piped = subprocess.run([sys.executable, "-m", "claimcheck", "extract", str(doc)], capture_output=True, text=True)
    rows = list(csv.DictReader(io.StringIO(piped.stdout)))
    assert [(r["surface"], r["subject"], r["metric"], r["hardware"]) for r in rows] == \
        [("1,840 tok/s", "SlabKV", "throughput", "H100")]
    table = subprocess.run([sys.executable, "-m", "claimcheck", "extract", str(doc), "--format", "table"],
                           capture_output=True, text=True)
    assert "1,840 tok/s" in table.stdout and not table.stdout.startswith("file,line")


# -- the warnings section written in place: final after one write, Markdown that renders, safe ---------------
def test_written_section_cites_the_file_as_written_so_one_write_is_final(tmp_path):
    """The draft is among the inputs: the section moves every later line, and the locations it
    cites in the draft point at the lines as written; --check passes right after; a second
    write changes nothing."""
    draft = tmp_path / "draft.md"
    draft.write_text("# 简报 2026-10-01\n\n## 二、值得警惕的矛盾或待核实说法\n\n尾注。\n\n"
                     "KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 11,600 tok/s。\n\n"
                     "KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。\n", encoding="utf-8")
    first = run("warnings", draft, "--write", draft, "--select", "CC201", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    written = draft.read_text(encoding="utf-8")
    lines = written.splitlines()
    cited = sorted({int(n) for n in re.findall(r"draft\.md:(\d+)", written)})
    assert cited and all("tok/s" in lines[n - 1] and "claimcheck" not in lines[n - 1] for n in cited)
    assert [lines[n - 1].split("吞吐")[1][:2] for n in cited] == ["达 ", "为 "]
    check = run("warnings", draft, "--write", draft, "--select", "CC201", "--check", cwd=tmp_path)
    assert check.returncode == 0, check.stderr
    again = run("warnings", draft, "--write", draft, "--select", "CC201", cwd=tmp_path)
    assert "已是最新" in again.stderr and draft.read_text(encoding="utf-8") == written


def test_warnings_markdown_renders_as_items_and_lists(demo_report):
    """Rendered by a Markdown library (markdown-it-py), each warning is a paragraph (its title)
    followed by a bullet list of description / risk / recommendation — not one run-on paragraph."""
    from markdown_it import MarkdownIt

    md = demo_report.to_markdown("en")
    tokens = MarkdownIt().parse(md)
    titles = [tokens[i + 1].content for i, t in enumerate(tokens)
              if t.type == "paragraph_open" and tokens[i + 1].content.startswith("⚠️ C")]
    lists = [t for t in tokens if t.type == "bullet_list_open" and t.level == 0]
    assert len(titles) == len(lists) == md.count("\n⚠️ C") + md.startswith("⚠️ C") > 0
    items = [tokens[i + 2].content for i, t in enumerate(tokens) if t.type == "list_item_open" and t.level == 1]
    assert sum(i.startswith("Risk: ") for i in items) == len(titles)
    assert all("\n⚠️" not in tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "paragraph_open")


def test_a_location_is_listed_once_per_warning(demo_report, seed_report):
    """Issue 19 item 8: the evidence of an item does not repeat a location its message (or an
    earlier reason of the item) already gives; a side keeps its source and normalised value."""
    where = r"[\w./@-]+\.(?:md|txt):\d+(?!\d)"
    splits = {"en": ". Evidence: ", "zh": "；「"}
    checked = 0
    for report in (demo_report, seed_report):
        for lang in ("zh", "en"):
            for item in re.split(r"\n\n(?=⚠️ C)", report.to_markdown(lang)):
                seen: set[str] = set()
                for line in item.split("\n")[2:]:
                    message, sep, evidence = line.partition(splits[lang])
                    if not sep:
                        continue
                    said = re.findall(where, evidence)
                    assert len(said) == len(set(said)) and not set(said) & (seen | set(re.findall(where, message))), \
                        (lang, line)
                    seen |= set(said) | set(re.findall(where, message))
                    checked += 1
    assert checked > 10
    # one two-sided conflict: each location once in its item; the sides keep their sources
    md = demo_report.to_markdown("en")
    item = next(i for i in re.split(r"\n\n(?=⚠️ C)", md) if "CC201" in i.split("\n")[0] and "findings)" not in i)
    assert all(len(re.findall(re.escape(w), item)) == 1 for w in re.findall(where, item)), item
    assert '"310 ms" (source: not stated, tier unknown; normalised 310 millisecond)' in item


def test_a_heading_added_to_a_markdown_file_is_a_real_heading():
    from markdown_it import MarkdownIt

    new = replace_section("# Notes\n\ntext\n", "⚠️ C1: X\n\n- Risk: low\n", "en", markdown=True)
    assert new.endswith("\n") and "\n## Warnings\n" in new
    heads = [t for t in MarkdownIt().parse(new) if t.type == "heading_open"]
    assert [h.tag for h in heads] == ["h1", "h2"]


def test_markers_inside_code_are_a_users_example_not_the_section():
    """A fenced block or inline code quoting the two markers is left alone; the real section
    goes under the heading."""
    text = (f"# Notes\n\n```md\n{START}\nexample\n{END}\n```\n\nSee `{START}`.\n\n"
            "## Warnings\n\nbody\n")
    new = replace_section(text, "S\n", "en")
    assert new.startswith(f"# Notes\n\n```md\n{START}\nexample\n{END}\n```\n\nSee `{START}`.\n\n## Warnings\n\n{START}")
    assert new.count(START) == 3 and replace_section(new, "S\n", "en") == new


@pytest.mark.parametrize("indent", ["    ", "\t"])
def test_markers_in_an_indented_code_block_are_a_users_example_too(indent):
    """Markers quoted in an indented code block (four spaces or a tab) were taken for the
    section: a write replaced the user's example with the warnings."""
    example = f"# Notes\n\nExample:\n\n{indent}{START}\n{indent}old\n{indent}{END}\n\nBody.\n"
    new = replace_section(example, "S\n", "en")
    assert new.startswith(example) and new.count(START) == 2
    assert replace_section(new, "S\n", "en") == new


def test_a_failed_write_leaves_the_draft_as_it_was(tmp_path):
    """The write is atomic: when the folder cannot take the new file (read-only), the error
    names the write, exit 2, and the draft's bytes are unchanged; no temporary file stays."""
    if os.geteuid() == 0:
        pytest.skip("root writes into read-only folders")
    folder = tmp_path / "ro"
    folder.mkdir()
    draft = folder / "draft.md"
    draft.write_text("# d\n\nX 吞吐 1,200 tok/s。\n", encoding="utf-8")
    folder.chmod(0o555)
    try:
        out = run("warnings", draft, "--write", draft, cwd=tmp_path)
        assert out.returncode == 2 and "cannot write" in out.stderr and str(draft) in out.stderr
        assert draft.read_text(encoding="utf-8") == "# d\n\nX 吞吐 1,200 tok/s。\n"
        assert sorted(p.name for p in folder.iterdir()) == ["draft.md"]
    finally:
        folder.chmod(0o755)


def test_write_atomic_keeps_mode_writes_through_symlinks_and_fails_whole(tmp_path):
    from claimcheck.errors import InputError
    from claimcheck.text.write import write_atomic

    target = tmp_path / "real.md"
    target.write_bytes(b"old")
    target.chmod(0o640)
    link = tmp_path / "link.md"
    link.symlink_to(target)
    write_atomic(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new" and (target.stat().st_mode & 0o777) == 0o640
    (tmp_path / "dir.md").mkdir()
    with pytest.raises(InputError, match=r"dir\.md: cannot write"):
        write_atomic(tmp_path / "dir.md", b"x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir.md", "link.md", "real.md"]


def test_write_atomic_streams_from_a_writer_and_keeps_the_old_file_when_it_fails(tmp_path):
    """A large output (audit --timeline) is written by a function to the temporary file, not
    held in memory first; a function that fails leaves the old bytes and no temporary file."""
    from claimcheck.text.write import write_atomic

    target = tmp_path / "t.csv"
    target.write_bytes(b"old\n")
    write_atomic(target, lambda fh: [fh.write(f"{i},吞吐\n".encode()) for i in range(3)])
    assert target.read_bytes() == "0,吞吐\n1,吞吐\n2,吞吐\n".encode()

    def broken(fh):
        fh.write(b"half")
        raise ValueError("stopped")
    with pytest.raises(ValueError, match="stopped"):
        write_atomic(target, broken)
    assert target.read_bytes() == "0,吞吐\n1,吞吐\n2,吞吐\n".encode()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.csv"]


def test_write_baseline_into_a_missing_folder_is_a_one_line_error(tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    out = run("check", doc, "--write-baseline", tmp_path / "nowhere" / "b.json", cwd=tmp_path)
    assert out.returncode == 2 and "internal error" not in out.stderr
    assert out.stderr.strip().count("\n") == 0 and "b.json: cannot write" in out.stderr


def test_one_lang_default_for_every_command_settable_in_config(tmp_path):
    """rules, check and audit speak zh by default, and all of them follow `lang` of the config."""
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    for n, value in ((1, "1,200"), (2, "1,300")):
        (snaps / f"v{n:04d}.md").write_text(f"# X 2026-10-0{n}\n\nX 吞吐 {value} tok/s。\n", encoding="utf-8")
    zh_rules = run("rules", cwd=tmp_path).stdout.splitlines()
    assert zh_rules[0].startswith("代码") and zh_rules[1].startswith("CC101")
    assert zh_rules[1].endswith("与其后实际列出的条目数不一致。")
    (tmp_path / "claimcheck.toml").write_text('lang = "en"\n', encoding="utf-8")
    assert run("rules", cwd=tmp_path).stdout == run("rules", "--lang", "en", cwd=tmp_path).stdout
    audit_en = run("audit", "snaps", "--fail-on", "never", cwd=tmp_path)
    assert audit_en.returncode == 0 and "version" in audit_en.stdout.splitlines()[-1]


def test_a_warnings_side_names_the_link_it_rests_on_and_its_tier_in_the_readers_words(tmp_path):
    # "来源：未注明，primary" read as a contradiction (a new user): a claim backed by a link and no
    # attribution shows the link, and the tier is written in the report's language
    (tmp_path / "a.md").write_text("# KVPipe（arXiv:2609.28815）\n\n- KVPipe 在 B200、EP8 下吞吐为 9,800 tok/s。\n",
                                   encoding="utf-8")
    (tmp_path / "b.md").write_text("# 简报\n\n- 据第三方复现，KVPipe 在 B200、EP8 下吞吐为 11,600 tok/s。\n", encoding="utf-8")
    zh = claimcheck.check([tmp_path / "b.md", tmp_path / "a.md"], as_of="2026-10-15", lang="zh")
    from claimcheck.report.formats import warnings_markdown
    text = warnings_markdown(zh, "zh")
    assert "来源：arXiv:2609.28815，一手来源" in text
    sides = text.split("不一致；", 1)[1].split("\n", 1)[0]
    assert "一手来源" in sides and "primary" not in sides and "unknown" not in sides  # in the report's language
    en = warnings_markdown(claimcheck.check([tmp_path / "b.md", tmp_path / "a.md"], as_of="2026-10-15", lang="en"), "en")
    assert "source: arXiv:2609.28815, primary source" in en


@pytest.mark.parametrize("lang,cited,unstated,keyword", [
    ("zh", "arXiv:2609.28815", "来源未注明", "一手来源"),
    ("en", "arXiv:2609.28815", "source not stated", "primary source"),
])
def test_a_rule_message_names_a_source_by_its_name_link_or_tier_in_the_readers_words(tmp_path, lang, cited,
                                                                                      unstated, keyword):
    """The rule messages' {source} slots wrote the raw tier ("（primary）", "unknown"): a side
    with no named source names the link it cites, else its tier in the message's language, and a
    side with neither says the source is not stated; re-rendering in the other language follows."""
    (tmp_path / "a.md").write_text("# KVPipe\n\n- KVPipe 在 B200、EP8 下吞吐为 9,800 tok/s（arXiv:2609.28815）。\n",
                                   encoding="utf-8")
    (tmp_path / "b.md").write_text("# 简报\n\n- KVPipe 在 B200、EP8 下吞吐为 11,600 tok/s。\n", encoding="utf-8")
    (tmp_path / "c.md").write_text("# 官方\n\n- 官方博客：KVPipe 在 B200、EP8 下吞吐为 13,900 tok/s。\n", encoding="utf-8")
    report = claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], as_of="2026-10-15", lang=lang)
    [finding] = [f for f in report.findings if f.code == "CC201"]
    assert cited in finding.message and unstated in finding.message
    assert not {"primary", "unknown"} & set(re.findall(r"[a-z]+", finding.message.replace("primary source", "")))
    other = "en" if lang == "zh" else "zh"
    assert dict(zip(("zh", "en"), ("来源未注明", "source not stated")))[other] in report.in_language(finding, other)[1]
    keyword_only = claimcheck.check([tmp_path / "b.md", tmp_path / "c.md"], as_of="2026-10-15", lang=lang)
    [finding] = [f for f in keyword_only.findings if f.code == "CC201"]
    assert keyword in finding.message
    # the warnings item's side: the tier known from a word, and no name ("来源：未注明，一手来源" read
    # as a contradiction)
    from claimcheck.report.formats import warnings_markdown
    side = {"zh": "（来源：一手来源，出处未注明；", "en": "(source: primary source, not named;"}[lang]
    assert side in warnings_markdown(keyword_only, lang)


@pytest.mark.parametrize("comment_line,suppressed", [
    ("<!-- claimcheck: ignore CC303 -->", True),
    # a comment written as a list item or in a quote is still alone on its line (a new user's note)
    ("- <!-- claimcheck: ignore CC303 -->", True),
    ("> <!-- claimcheck: ignore CC303 -->", True),
    ("1. <!-- claimcheck: ignore CC303 -->", True),
    # a comment after text covers its own line only
    ("- 另见下文 <!-- claimcheck: ignore CC303 -->", False),
], ids=["alone", "list-item", "quote", "numbered-item", "after-text"])
def test_an_ignore_comment_alone_in_a_list_item_covers_the_next_line(tmp_path, comment_line, suppressed):
    from claimcheck.checks.suppress import parse
    text = f"# 周报 2026-08-20\n{comment_line}\n- SpecStream 计划于 2026-09 发布。\n"
    [s] = parse("n.md", text)
    assert (s.first, s.last) == ((3, 3) if suppressed else (2, 2))
    (tmp_path / "n.md").write_text(text, encoding="utf-8")
    found = claimcheck.check([tmp_path / "n.md"], as_of="2026-11-03", select=["CC303"]).findings
    assert len(found) == (0 if suppressed else 1)
