"""Workflow fixes a new user hit on a clean clone: every status line in the chosen language, one
scale for rules and findings, one-line usage errors, writes into a missing folder, ``check -``,
named files that are no text notes, UTF-32 byte-order marks.  CLI tests run typer's CliRunner."""
from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import claimcheck
from claimcheck.cli.core import app
from claimcheck.errors import InputError
from claimcheck.text.ingest import discover, read_document

NOTE = "# KVPipe\n\nKVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 11,600 tok/s。\n"
CONFLICT = NOTE + "\n据另一份笔记，KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。\n"
# two findings (plural forms): a second conflict, about PrefixFlow's TTFT
CONFLICTS = CONFLICT + ("\n## PrefixFlow\n\nPrefixFlow 在 H100 上的 TTFT 为 120 ms。\n\n"
                        "据另一份笔记，PrefixFlow 在 H100 上的 TTFT 为 310 ms。\n")


def invoke(*args, stdin: str | bytes | None = None):
    return CliRunner().invoke(app, [str(a) for a in args], input=stdin)


def one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    return lines[0]


# -- 1. every status line follows the chosen language -------------------------------------------
@pytest.mark.parametrize("lang,expected", [
    ("zh", "已将 {n} 条发现写入基线 {path}。"),
    ("en", "Wrote {n} findings to the baseline {path}."),
])
def test_write_baseline_confirms_in_the_chosen_language(tmp_path, lang, expected):
    doc, base = tmp_path / "n.md", tmp_path / "base.json"
    doc.write_text(CONFLICTS, encoding="utf-8")
    result = invoke("check", doc, "--write-baseline", base, "--lang", lang)
    assert result.exit_code == 0, result.output
    count = len(json.loads(base.read_text(encoding="utf-8"))["findings"])
    assert count == 2
    assert one_line(result.stderr) == expected.format(n=count, path=base)


def test_lang_from_the_config_file_sets_the_status_lines_too(tmp_path, monkeypatch):
    doc = tmp_path / "n.md"
    doc.write_text(NOTE, encoding="utf-8")
    (tmp_path / "claimcheck.toml").write_text('lang = "en"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = invoke("check", "n.md", "--write-baseline", "b.json")
    assert one_line(result.stderr) == "Wrote 0 findings to the baseline b.json."


def test_a_config_date_that_is_none_says_the_shape_not_the_pattern(tmp_path, monkeypatch):
    """`as_of = "yesterday"` was refused with the schema's raw pattern ('^\\d{4}-\\d{2}-\\d{2}$';
    a fresh user, session 13): the error says what a date looks like."""
    doc = tmp_path / "n.md"
    doc.write_text(NOTE, encoding="utf-8")
    (tmp_path / "claimcheck.toml").write_text('as_of = "yesterday"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = invoke("check", "n.md")
    assert result.exit_code == 2
    assert one_line(result.stderr) == (f"claimcheck: error: {tmp_path / 'claimcheck.toml'}:1: as_of: 'yesterday' is "
                                      "not a date written YYYY-MM-DD (e.g. 2026-09-28)")


@pytest.mark.parametrize("lang,written,unchanged,fresh,stale", [
    ("zh", "draft.md：警示部分已更新（{n} 条警示）", "draft.md：警示部分已是最新（{n} 条警示）",
     "draft.md：警示部分是最新的", "draft.md：警示部分已过期；去掉 --check 重新运行即可更新"),
    ("en", "draft.md: updated ({n} warnings)", "draft.md: already up to date ({n} warnings)",
     "draft.md: the warnings section is up to date",
     "draft.md: the warnings section is out of date; run without --check to update it"),
])
def test_warnings_write_and_check_speak_the_chosen_language(tmp_path, monkeypatch, lang, written, unchanged, fresh, stale):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "draft.md").write_text(CONFLICTS, encoding="utf-8")
    stale_run = invoke("warnings", "draft.md", "--write", "draft.md", "--check", "--lang", lang)
    assert stale_run.exit_code == 1 and one_line(stale_run.stderr) == stale
    first = invoke("warnings", "draft.md", "--write", "draft.md", "--lang", lang)
    from claimcheck.report.formats import warning_groups
    n = len(warning_groups(claimcheck.check(["draft.md"], lang=lang)))  # items of the section, not findings
    assert n == 2
    assert first.exit_code == 0 and one_line(first.stderr) == written.format(n=n)
    assert one_line(invoke("warnings", "draft.md", "--write", "draft.md", "--lang", lang).stderr) == unchanged.format(n=n)
    assert one_line(invoke("warnings", "draft.md", "--write", "draft.md", "--check", "--lang", lang).stderr) == fresh


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_error_lines_are_the_coded_errors_in_every_language(tmp_path, lang):
    """Status lines follow --lang; error lines are claimcheck.errors' messages (English, as the
    system's reasons they embed), so one run never mixes languages on its error lines."""
    (tmp_path / "bin.md").write_bytes(b"a\x00b")
    result = invoke("check", tmp_path / "bin.md", "--lang", lang)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"claimcheck: error: {(tmp_path / 'bin.md').as_posix()}: binary file (NUL byte at offset 1); skipped",
        "claimcheck: error: no input could be checked"]


@pytest.mark.parametrize("lang,summary", [("zh", "共 0 条发现，1 个文件，1 条声明。"),
                                          ("en", "Found 0 findings in 1 file, 1 claim.")])
def test_an_empty_file_is_a_note_and_no_input_error_in_the_summary(tmp_path, lang, summary):
    (tmp_path / "empty.md").write_text("", encoding="utf-8")
    (tmp_path / "ok.md").write_text("FooServe 吞吐 1,200 tok/s。\n", encoding="utf-8")
    result = invoke("check", tmp_path / "empty.md", tmp_path / "ok.md", "--lang", lang)
    assert result.exit_code == 0
    assert one_line(result.stderr) == f"claimcheck: note: {(tmp_path / 'empty.md').as_posix()}: empty file; nothing to check"
    assert result.stdout.splitlines()[-1].split("；截至")[0].split("; as of")[0].rstrip("。.") == summary.rstrip("。.")


# -- 2. rules and findings speak of one risk scale --------------------------------------------
@pytest.mark.parametrize("lang,header", [("zh", ["代码", "名称", "严重度", "起始风险", "说明"]),
                                         ("en", ["CODE", "NAME", "SEVERITY", "STARTS AT RISK", "SUMMARY"])])
def test_rules_lists_severity_and_the_risk_its_findings_start_at(lang, header):
    from claimcheck.resources import load_resources
    result = invoke("rules", "--lang", lang)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert [w for w in header if w in lines[0]] == header
    rules = load_resources().rules
    scale = {"info": "low", "warning": "medium", "error": "high"}  # rules/risk.yaml: 0, 1, 2
    for rule, line in zip(rules, lines[1:]):
        assert line.split()[:4] == [rule.code, rule.name, rule.severity, scale[rule.severity]]
    legend = lines[-1]
    assert "info → low" in legend and "warning → medium" in legend and "error → high" in legend


def test_a_findings_risk_starts_at_the_level_rules_lists(tmp_path):
    """The same words in both places: a finding's JSON keeps severity and risk (extended, not
    changed), and with no step applied the risk is the level `claimcheck rules` lists."""
    from claimcheck.checks.risk import starting_risk
    doc = tmp_path / "n.md"
    doc.write_text("# 三大瓶颈\n\n三大瓶颈：显存、带宽、调度、网络。\n", encoding="utf-8")
    result = invoke("check", doc, "--format", "json", "--fail-on", "never", "--select", "CC101")
    [finding] = json.loads(result.stdout)["findings"]
    assert (finding["severity"], finding["risk"]) == ("warning", starting_risk("warning")) == ("warning", "medium")
    assert "[medium]" in invoke("check", doc, "--fail-on", "never", "--select", "CC101").stdout
    assert "medium" in invoke("rules").stdout.splitlines()[1]


# -- 3. a bad choice is one line naming the valid ones, exit 2 --------------------------------
@pytest.mark.parametrize("args,expected", [
    (["check", "{doc}", "--format", "xml"],
     "claimcheck: error: --format: 'xml' is not one of text, json, jsonl, csv, sarif, markdown"),
    (["check", "{doc}", "--fail-on", "bad"], "claimcheck: error: --fail-on: 'bad' is not one of low, medium, high, never"),
    (["check", "{doc}", "--lang", "fr"], "claimcheck: error: --lang: 'fr' is not one of zh, en"),
    (["extract", "{doc}", "--format", "xml"], "claimcheck: error: --format: 'xml' is not one of table, csv, json, jsonl"),
    (["warnings", "{doc}", "--lang", "de"], "claimcheck: error: --lang: 'de' is not one of zh, en"),
])
def test_a_bad_choice_is_one_line_naming_the_valid_values(tmp_path, args, expected):
    doc = tmp_path / "n.md"
    doc.write_text(NOTE, encoding="utf-8")
    result = invoke(*[a.format(doc=doc) for a in args])
    assert result.exit_code == 2
    assert one_line(result.stderr) == expected
    assert "Usage:" not in result.output and "Value error" not in result.output


@pytest.mark.parametrize("args,words", [
    (["check"], ["Missing argument 'PATH'", "-h` shows the options"]),
    (["check", "x.md", "--bogus"], ["No such option: --bogus"]),
    (["chek", "x.md"], ["No such command 'chek'", "Did you mean 'check'?"]),
    (["check", "x.md", "-j", "many"], ["'--jobs'"]),
])
def test_other_usage_errors_are_one_line_too(args, words):
    result = invoke(*args)
    line = one_line(result.stderr)
    assert result.exit_code == 2 and line.startswith("claimcheck: error: ")
    assert all(w in line for w in words), line


def test_no_command_still_prints_the_help():
    result = invoke()
    assert "Usage:" in result.output and "check" in result.output


# -- 4. a write into a missing folder says which folder and what to do ----------------------------
@pytest.mark.parametrize("command", ["warnings", "baseline"])
def test_writing_into_a_missing_folder_names_the_folder_and_the_fix(tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n.md").write_text(NOTE, encoding="utf-8")
    args = (["warnings", "n.md", "--write", "nope/x.md"] if command == "warnings"
            else ["check", "n.md", "--write-baseline", "nope/x.md"])
    result = invoke(*args)
    assert result.exit_code == 2
    assert one_line(result.stderr) == ("claimcheck: error: nope/x.md: cannot write: the folder nope does not exist; "
                                       "create it first (mkdir -p nope) or name another file; nothing was written")
    assert not (tmp_path / "nope").exists()


def test_a_failed_write_of_a_new_file_never_says_the_file_was_kept(tmp_path):
    from claimcheck.text.write import write_atomic
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    with pytest.raises(InputError) as err:
        write_atomic(tmp_path / "a-file" / "new.md", b"y")  # a file where a folder should be
    assert str(err.value).endswith("nothing was written") and "left as it was" not in str(err.value)


# -- 5. `check -` reads the draft from the standard input ------------------------------------
def test_check_dash_reads_the_draft_from_stdin(tmp_path):
    other = tmp_path / "inbox.md"
    other.write_text("# KVPipe\n\n据另一份笔记，KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。\n", encoding="utf-8")
    result = invoke("check", "-", other, "--fail-on", "never", "--lang", "en", "--select", "CC201", stdin=NOTE)
    assert result.exit_code == 0, result.output
    [line] = [x for x in result.stdout.splitlines() if "CC201" in x]
    assert line.startswith("<stdin>:3:") and "11,600 tok/s" in line and "9,800 tok/s" in line
    assert "in 2 files" in result.stdout.splitlines()[-1]


def test_stdin_is_read_once_and_an_empty_stdin_is_a_note(tmp_path):
    files, errors = discover(["-", "-"])
    assert [str(f) for f in files] == ["-"] and errors == []
    result = invoke("check", "-", stdin="")
    assert "<stdin>: empty file" in result.stderr


def test_the_standard_input_is_never_indexed(tmp_path):
    """An index re-reads its documents to update them; a piped text has no path: refused, no db."""
    db = tmp_path / "i.db"
    result = invoke("index", "-", "--db", db, stdin=NOTE)
    assert result.exit_code == 2 and not db.exists()
    assert one_line(result.stderr).startswith("claimcheck: error: index -: the standard input cannot be indexed")


def test_check_help_documents_stdin():
    assert "- reads the standard input" in " ".join(invoke("check", "-h").stdout.split())


# -- 6. a named file that is no text note ----------------------------------------------------
@pytest.mark.parametrize("name", ["x.csv", "report.pdf", "NOTES"])
def test_a_named_file_that_is_no_text_note_is_refused_like_a_folder_would_skip_it(tmp_path, name):
    """A folder yields only *.md, *.markdown and *.txt; a file named on the command line is held to
    the same rule, with a one-line error that says how to read it anyway (on stdin)."""
    path = tmp_path / name
    path.write_text(NOTE, encoding="utf-8")
    files, errors = discover([path])
    assert files == [] and [e.code for e in errors] == ["E013"]
    result = invoke("check", path)
    assert result.exit_code == 2
    assert result.stderr.splitlines()[0] == (
        f"claimcheck: error: {path.as_posix()}: not a text note (.md, .txt, .markdown), so it was not read; "
        f"to check it as plain text, pass it on the standard input: claimcheck check - < {path.as_posix()}")
    (tmp_path / "ok.md").write_text(NOTE, encoding="utf-8")
    assert discover([tmp_path]) == ([tmp_path / "ok.md"], [])  # the folder skips it silently, as before


@pytest.mark.parametrize("name", ["a.MD", "b.markdown", "c.TXT"])
def test_text_notes_of_any_case_are_read(tmp_path, name):
    path = tmp_path / name
    path.write_text(NOTE, encoding="utf-8")
    assert discover([path]) == ([path], [])


# -- 7. byte-order marks: UTF-32 is UTF-32 -------------------------------------------------
@pytest.mark.parametrize("encoding,bom", [("utf-32-le", b"\xff\xfe\x00\x00"), ("utf-32-be", b"\x00\x00\xfe\xff"),
                                          ("utf-16-le", b"\xff\xfe"), ("utf-16-be", b"\xfe\xff"),
                                          ("utf-8", b"\xef\xbb\xbf")])
def test_a_byte_order_mark_names_the_encoding(tmp_path, encoding, bom):
    path = tmp_path / "n.md"
    path.write_bytes(bom + "DSpark 达 383.7 tok/s\r\n".encode(encoding))
    assert read_document(path, encoding="gbk").text == "DSpark 达 383.7 tok/s\n"


def test_utf32_read_under_a_utf16_mark_is_never_text_with_nuls(tmp_path):
    """Bytes that decode to NUL characters (UTF-32 forced through UTF-16) are binary, not text
    with 0 claims."""
    path = tmp_path / "n.md"
    path.write_bytes("DSpark 达 383.7 tok/s\n".encode("utf-32-le"))  # no mark
    with pytest.raises(InputError, match=r"n\.md: binary file"):
        read_document(path, encoding="utf-16")
    with pytest.raises(InputError, match=r"n\.md: binary file"):
        read_document(path)


def test_a_bad_byte_of_a_utf16_file_names_its_line(tmp_path):
    path = tmp_path / "n.md"
    path.write_bytes(b"\xff\xfe" + "一\n二\n".encode("utf-16-le") + b"\x00\xd8" + "x\n".encode("utf-16-le"))
    with pytest.raises(InputError) as err:
        read_document(path)
    assert str(err.value).startswith(f"{path.as_posix()}:3: not valid UTF-16")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_a_mark_is_named_with_the_option_that_reads_it(tmp_path, encoding):
    """Not "binary": the message names the encoding and the --encoding that reads it (which does)."""
    path = tmp_path / "n.md"
    path.write_bytes("FooServe 吞吐 1,200 tok/s\n".encode(encoding))
    with pytest.raises(InputError) as err:
        read_document(path)
    assert err.value.code == "E016" and f"pass --encoding {encoding}" in str(err.value)
    assert read_document(path, encoding=encoding).text == "FooServe 吞吐 1,200 tok/s\n"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32"])
def test_a_wide_encoding_on_a_note_that_is_not_says_so(tmp_path, encoding):
    """`--encoding utf-16` on a UTF-8 note decoded it into CJK-looking noise: 0 claims and no word
    (a fresh user, session 13).  A wide encoding's text with any line break or ASCII character
    has NUL bytes: a note without one is not in it — read as UTF-8 when it is, as the help
    promises for every --encoding (one run mixes both; a fresh user, session 17), else named."""
    path = tmp_path / "n.md"
    path.write_text("# 笔记 2026-10-01\n\nvLLM 在 H100 上吞吐 1,200 tok/s。\n", encoding="utf-8")
    assert read_document(path, encoding=encoding).text == "# 笔记 2026-10-01\n\nvLLM 在 H100 上吞吐 1,200 tok/s。\n"
    path.write_bytes("# 笔记\n\n吞吐 1,200 tok/s。\n".encode("gbk"))
    with pytest.raises(InputError, match="pass the file's own --encoding"):
        read_document(path, encoding=encoding)
    # the encoding it is in still reads it, with or without a mark
    path.write_bytes("FooServe 吞吐 1,200 tok/s\n".encode(encoding))
    assert read_document(path, encoding=encoding).text == "FooServe 吞吐 1,200 tok/s\n"


@pytest.mark.parametrize("raw", [b"abc\x00def", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"ab\x00\x00cd"])
def test_binary_stays_binary(tmp_path, raw):
    path = tmp_path / "n.md"
    path.write_bytes(raw)
    with pytest.raises(InputError) as err:
        read_document(path)
    assert err.value.code == "E004"


def test_a_piped_draft_is_read_as_markdown():
    """The standard input has no suffix; a piped draft is most often Markdown, so its indented
    code is code (claimcheck.text.layout.is_markdown)."""
    result = invoke("extract", "-", "--format", "jsonl",
                    stdin="Setup:\n\n    bench.py  # 9,999 tok/s\n\nFooServe 吞吐 1,200 tok/s。\n")
    assert [json.loads(line)["surface"] for line in result.stdout.splitlines()] == ["1,200 tok/s"]


# -- found by a new user on a clean clone (session 6) -------------------------------------------
def test_a_file_name_that_is_not_utf8_is_one_line_error_and_the_others_are_checked(tmp_path):
    folder = tmp_path / "notes"
    folder.mkdir()
    import os
    with open(os.path.join(os.fsencode(folder), b"bad\xffname.md"), "wb") as fh:
        fh.write(NOTE.encode("utf-8"))
    (folder / "ok.md").write_text(CONFLICT, encoding="utf-8")
    res = invoke("check", folder, "--lang", "en")
    assert res.exit_code == 2  # a file that could not be read fails the run
    errors = [ln for ln in res.stderr.splitlines() if ln.startswith("claimcheck: error:")]
    assert len(errors) == 1 and "bad\\xffname.md" in errors[0] and "not valid UTF-8" in errors[0]
    assert "internal error" not in res.output + res.stderr
    assert "value-conflict" in res.stdout  # ok.md was checked


def test_audit_of_a_history_with_an_unreadable_version_does_not_pass(tmp_path):
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    (snaps / "v0001.md").write_bytes("# x\n吞吐 9,800 tok/s。\n".encode("gbk"))
    (snaps / "v0002.md").write_text(NOTE, encoding="utf-8")
    res = invoke("audit", snaps)
    assert res.exit_code == 2
    assert "looks like GBK" in res.stderr
    assert invoke("audit", snaps, "--fail-on", "never").exit_code == 0


def test_index_with_an_unreadable_input_indexes_the_rest_and_fails_and_an_empty_file_is_a_note(tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "empty.md").write_text("", encoding="utf-8")
    (bad / "ok.md").write_text(NOTE, encoding="utf-8")
    res = invoke("index", bad, "--db", tmp_path / "i.sqlite")
    assert res.exit_code == 0  # an empty file fails nothing
    assert "claimcheck: note:" in res.stderr and "empty.md" in res.stderr
    (bad / "gbk.md").write_bytes("# x\n测试 9,800 tok/s\n".encode("gbk"))
    res = invoke("index", bad, "--db", tmp_path / "i.sqlite")
    assert res.exit_code == 2
    assert "claimcheck: error:" in res.stderr and "gbk.md" in res.stderr
    assert "indexed" in res.stdout  # the readable inputs are indexed all the same


# -- the configuration file applies to every command that runs rules ------------------------------
SLAB_V1 = "# KV 笔记\n\n- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B，bs=8）。\n"
SLAB_V2 = SLAB_V1.replace("1,840", "2,120")


@pytest.mark.parametrize("config,exit_code,risks", [
    ("", 1, ["medium"]),                                        # CC401 starts at warning → medium
    ('[severity]\nsilent-revision = "error"\n', 1, ["high"]),   # by name
    ('fail-on = "high"\n[severity]\nCC401 = "info"\n', 0, ["low"]),
    ('ignore = ["CC401"]\n', 0, []),
    ('fail-on = "never"\n', 0, ["medium"]),
])
def test_audit_reads_the_configuration_file_like_check(tmp_path, monkeypatch, config, exit_code, risks):
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    (snaps / "v0001.md").write_text(SLAB_V1, encoding="utf-8")
    (snaps / "v0002.md").write_text(SLAB_V2, encoding="utf-8")
    (tmp_path / "claimcheck.toml").write_text(config, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = invoke("audit", "snaps", "--format", "json")
    assert result.exit_code == exit_code, result.output
    assert [f["risk"] for f in json.loads(result.stdout)["findings"]] == risks
    # an option on the command line wins over the file
    assert invoke("audit", "snaps", "--fail-on", "never").exit_code == 0


def test_audit_parameters_from_the_configuration_file_apply_and_are_checked(tmp_path, monkeypatch):
    """[parameters.CC401] changelog_headings: a heading the user's document uses for its
    changelog makes the revision a noted one; an unknown parameter is refused naming its line."""
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    log = "\n## 修订\n\n- 2026-10-02 修正 SlabKV 吞吐\n"
    (snaps / "v0001.md").write_text(SLAB_V1, encoding="utf-8")
    (snaps / "v0002.md").write_text(SLAB_V2 + log, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert [f["code"] for f in json.loads(invoke("audit", "snaps", "--format", "json").stdout)["findings"]] == ["CC401"]
    (tmp_path / "claimcheck.toml").write_text('[parameters.CC401]\nchangelog_headings = ["修订"]\n', encoding="utf-8")
    assert json.loads(invoke("audit", "snaps", "--format", "json").stdout)["findings"] == []
    (tmp_path / "claimcheck.toml").write_text('[parameters.CC401]\nchangelog_headings = ["修订"]\nno_such = 1\n',
                                              encoding="utf-8")
    result = invoke("audit", "snaps")
    assert result.exit_code == 2
    assert "claimcheck.toml:3: parameters.CC401.no_such: CC401 has no parameter 'no_such'" in result.output


def test_rules_lists_the_severity_the_configuration_sets(tmp_path, monkeypatch):
    (tmp_path / "claimcheck.toml").write_text('[severity]\nCC201 = "error"\nname-variant = "info"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    lines = invoke("rules", "--lang", "en").stdout.splitlines()
    rows = {line.split()[0]: line.split()[:4] for line in lines[1:] if line.startswith("CC")}
    assert rows["CC201"] == ["CC201", "value-conflict", "error*", "high"]
    assert rows["CC205"] == ["CC205", "name-variant", "info*", "low"]
    assert rows["CC202"] == ["CC202", "basis-mismatch", "warning", "medium"]
    assert lines[-1] == f"A severity marked * is set by the configuration file {tmp_path / 'claimcheck.toml'}."


@pytest.mark.skipif(__import__("shutil").which("git") is None, reason="git is not installed")
def test_audit_git_outside_a_repository_says_what_git_needs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    (tmp_path / "n.md").write_text(SLAB_V1, encoding="utf-8")
    missing = invoke("audit", "nosuch.md", "--git")
    assert missing.exit_code == 2
    assert one_line(missing.output) == "claimcheck: error: nosuch.md: no such file or directory"
    outside = invoke("audit", "n.md", "--git")
    assert outside.exit_code == 2
    assert "n.md: this file is not in a git work tree" in one_line(outside.output)
    assert "fatal" not in outside.output


def test_a_gbk_file_to_write_the_section_into_says_to_convert_it_not_to_pass_encoding(tmp_path):
    """--encoding reads GBK inputs; the --write target is rewritten as UTF-8, so the hint for it
    is the conversion (with the column of the bad byte, as for inputs)."""
    draft = tmp_path / "g.md"
    draft.write_bytes("# 标题\n\nKVPipe 吞吐 100 tok/s。\n".encode("gbk"))
    notes = tmp_path / "n.md"
    notes.write_text(NOTE, encoding="utf-8")
    result = invoke("warnings", draft, notes, "--write", draft, "--encoding", "gbk")
    assert result.exit_code == 2
    line = one_line(result.output)
    assert line.startswith(f"claimcheck: error: {draft}:1: not valid UTF-8 (byte 0xb1 at column 3)")
    assert "convert it first: iconv -f GBK -t UTF-8" in line and "pass --encoding" not in line
    assert draft.read_bytes() == "# 标题\n\nKVPipe 吞吐 100 tok/s。\n".encode("gbk")


@pytest.mark.parametrize("fmt", ["csv", "json", "jsonl"])
def test_extract_that_read_nothing_writes_nothing_to_stdout(tmp_path, fmt):
    """A pipeline reading `extract`'s output got a CSV header (or an empty list) from a run whose
    only input was missing; it now gets nothing, the error line and exit 2, like `check`."""
    result = invoke("extract", tmp_path / "nosuch.md", "--format", fmt)
    assert result.exit_code == 2 and result.stdout == ""
    assert "no such file or directory" in result.stderr and "no input could be checked" in result.stderr
    (tmp_path / "n.md").write_text(NOTE, encoding="utf-8")
    ok = invoke("extract", tmp_path / "nosuch.md", tmp_path / "n.md", "--format", fmt)
    assert ok.exit_code == 2 and "11,600 tok/s" in ok.stdout  # the readable input's claims are kept


def test_audit_of_the_standard_input_says_it_has_no_history():
    result = invoke("audit", "-", stdin="# x\n吞吐 1,200 tok/s\n")
    assert result.exit_code == 2
    assert "the standard input holds one version and no history" in one_line(result.output)


def test_index_uses_the_rules_directory_of_the_configuration_like_check(tmp_path, monkeypatch):
    """`index` ignored the config's `rules`: `check --index` (which reads it) then found every
    document stale and extracted the whole corpus again on each run."""
    import shutil

    from claimcheck.resources import default_rules_dir
    shutil.copytree(default_rules_dir(), tmp_path / "myrules", ignore=shutil.ignore_patterns("__pycache__"))
    with open(tmp_path / "myrules" / "sources.yaml", "a", encoding="utf-8") as fh:
        fh.write("# the team's own copy\n")
    (tmp_path / "claimcheck.toml").write_text('rules = "myrules"\n', encoding="utf-8")
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "n.md").write_text(NOTE, encoding="utf-8")
    (tmp_path / "draft.md").write_text("KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 9,800 tok/s。\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert invoke("index", "corpus", "--db", "ix.sqlite", "-j", "1").exit_code == 0
    checked = invoke("check", "draft.md", "--index", "ix.sqlite", "--fail-on", "never")
    assert "other rules" not in checked.stderr and "value-conflict" in checked.stdout
    invoke("index", "corpus", "--db", "ix.sqlite", "-j", "1", "--rules", default_rules_dir())
    assert "was indexed with other rules" in invoke("check", "draft.md", "--index", "ix.sqlite",
                                                    "--fail-on", "never").stderr


@pytest.mark.parametrize("args,option", [
    (["audit", "snaps", "--timeline", "snaps/v0001.md"], "--timeline"),
    (["audit", "snaps", "--html", "snaps/v0002.md"], "--html"),
    (["check", "snaps/v0001.md", "--write-baseline", "snaps/v0001.md"], "--write-baseline"),
    (["check", "snaps", "--write-baseline", "snaps/v0002.md"], "--write-baseline"),
])
def test_an_output_file_that_is_an_input_is_refused_and_left_as_it_was(tmp_path, monkeypatch, args, option):
    """A new user's mistyped argument replaced a snapshot with the timeline CSV (and a note
    with the baseline JSON): an output that is one of the inputs is a one-line error, exit 2."""
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    (snaps / "v0001.md").write_text(SLAB_V1, encoding="utf-8")
    (snaps / "v0002.md").write_text(SLAB_V2, encoding="utf-8")
    before = {p.name: p.read_bytes() for p in snaps.iterdir()}
    monkeypatch.chdir(tmp_path)
    result = invoke(*args)
    assert result.exit_code == 2
    assert one_line(result.stderr).startswith(f"claimcheck: error: {option} snaps/")
    assert "is one of the inputs" in result.stderr
    assert {p.name: p.read_bytes() for p in snaps.iterdir()} == before
    # another file, even in the input folder, is fine
    ok = invoke(*args[:-1], "snaps/out.json" if option == "--write-baseline" else "snaps/out.csv")
    assert ok.exit_code in (0, 1), ok.output


def test_check_that_read_nothing_still_writes_a_valid_json_or_sarif_report(tmp_path):
    """A CI step uploading the SARIF got an empty file when no input could be read; it now gets a
    valid report (no results; the JSON lists the input errors), and the run still exits 2."""
    sarif = invoke("check", tmp_path / "nosuch.md", "--format", "sarif")
    assert sarif.exit_code == 2
    doc = json.loads(sarif.stdout)
    assert doc["version"] == "2.1.0" and doc["runs"][0]["results"] == []
    report = invoke("check", tmp_path / "nosuch.md", "--format", "json")
    assert report.exit_code == 2
    assert json.loads(report.stdout)["errors"] == [f"{tmp_path / 'nosuch.md'}: no such file or directory"]
    assert "no input could be checked" in report.stderr


def test_audit_reads_gbk_snapshots_with_the_encoding_its_error_suggests(tmp_path):
    """The error for a GBK snapshot said "pass --encoding gbk", an option audit did not have."""
    snaps = tmp_path / "sg"
    snaps.mkdir()
    (snaps / "v0001.md").write_bytes(SLAB_V1.encode("gbk"))
    (snaps / "v0002.md").write_text(SLAB_V2, encoding="utf-8")
    plain = invoke("audit", snaps)
    assert plain.exit_code == 2 and "pass --encoding gbk" in plain.stderr
    read = invoke("audit", snaps, "--encoding", "gbk", "--format", "json")
    assert read.exit_code == 1, read.output
    assert [f["code"] for f in json.loads(read.stdout)["findings"]] == ["CC401"]


def test_extract_and_rule_follow_the_configuration_file_like_check(tmp_path, monkeypatch):
    """extract used the shipped rules beside a config naming another rules folder (so its
    subjects differed from check's), and `rule CC201` showed the shipped severity."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "claimcheck.toml").write_text('rules = "nope"\n[severity]\nCC201 = "error"\n', encoding="utf-8")
    (tmp_path / "n.md").write_text(NOTE, encoding="utf-8")
    bad = invoke("extract", "n.md", "--format", "json")
    assert bad.exit_code == 2 and "claimcheck.toml:1: rules:" in bad.output
    (tmp_path / "claimcheck.toml").write_text('[severity]\nCC201 = "error"\n', encoding="utf-8")
    assert "Severity: **error**" in invoke("rule", "CC201").stdout
    (tmp_path / "claimcheck.toml").unlink()
    assert "Severity: **warning**" in invoke("rule", "CC201").stdout


def test_a_folder_with_one_snapshot_is_one_version_whatever_its_name(tmp_path):
    one = tmp_path / "one"
    one.mkdir()
    (one / "only.md").write_text(SLAB_V1, encoding="utf-8")
    result = invoke("audit", one, "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["findings"] == []


def test_the_guides_manifest_example_orders_snapshots_and_its_subject_notes_the_change(tmp_path):
    """docs/guide.md shows a manifest.tsv; the example as written orders a folder, and its
    subject line (naming SlabKV's throughput) makes the revision a noted one."""
    import re
    from pathlib import Path as P
    guide = (P(__file__).resolve().parents[1] / "docs" / "guide.md").read_text(encoding="utf-8")
    block = re.search(r"```text\n((?:  .*\n)+?)  ```", guide).group(1)
    manifest = "".join(line[2:] + "\n" for line in block.splitlines())
    assert manifest.startswith("version\tcommit\tdate\tsubject\n")
    snaps = tmp_path / "snaps"
    snaps.mkdir()
    (snaps / "manifest.tsv").write_text(manifest, encoding="utf-8")
    (snaps / "v0001.md").write_text(SLAB_V1, encoding="utf-8")
    (snaps / "v0002.md").write_text(SLAB_V2, encoding="utf-8")
    result = invoke("audit", snaps, "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["findings"] == []
    (snaps / "manifest.tsv").write_text(manifest.replace("按论文 v2 表 3 修正 SlabKV 吞吐", "typo fixes"),
                                        encoding="utf-8")
    assert [f["code"] for f in json.loads(invoke("audit", snaps, "--format", "json").stdout)["findings"]] == ["CC401"]


@pytest.mark.parametrize("lang,note", [
    ("en", "has one version: the history rules (CC401-CC403) need two or more, so only this version was checked"),
    ("zh", "只有 1 个版本：历史规则（CC401–CC403）至少需要 2 个版本，本次只检查了这一版本"),
])
def test_audit_of_one_version_says_there_is_no_history(tmp_path, lang, note):
    """`audit` of a folder holding one version exited 0 with a summary of "1 个版本" and nothing
    said (fresh-user trial, session 14): a note says the history rules had nothing to compare."""
    folder = tmp_path / "snapshots"
    folder.mkdir()
    (folder / "v1.md").write_text(NOTE, encoding="utf-8")
    result = invoke("audit", folder, "--lang", lang)
    assert result.exit_code in (0, 1)
    assert one_line(result.stderr) == f"claimcheck: note: {folder} {note}"
    (folder / "v2.md").write_text(NOTE, encoding="utf-8")
    assert invoke("audit", folder, "--lang", lang).stderr.strip() == ""


def test_the_top_level_help_gives_each_command_a_whole_summary():
    """A fresh-user trial (session 18): click cut each command's docstring at 45 characters
    ("Print the claims table: every number with its unit, subject,...")."""
    result = CliRunner().invoke(app, ["--help"], terminal_width=200)
    assert result.exit_code == 0
    commands = result.output.split("Commands:")[1]
    assert "..." not in commands
    assert "Lint notes: conflicting, incomparable or weakly sourced numbers." in commands
    assert {line.split()[0] for line in commands.strip().splitlines()} == {
        "extract", "check", "warnings", "rules", "rule", "index", "audit"}


def test_rule_takes_lang_like_rules(tmp_path, monkeypatch):
    """`claimcheck rules --lang en` worked and `claimcheck rule CC202 --lang en` was refused
    (a fresh-user trial of session 23): --lang picks the summary's language."""
    monkeypatch.chdir(tmp_path)
    en = invoke("rule", "CC202", "--lang", "en")
    assert en.exit_code == 0, en.output
    assert "cannot be reconciled" in en.stdout and "口径不统一" not in en.stdout
    zh = invoke("rule", "CC202", "--lang", "zh")
    assert "口径不统一" in zh.stdout and "cannot be reconciled." not in zh.stdout.split("## ")[0]
    both = invoke("rule", "CC202").stdout.split("## ")[0]
    assert "口径不统一" in both and "cannot be reconciled" in both


def test_warnings_says_no_input_could_be_checked_like_check(tmp_path):
    (tmp_path / "bad.txt").write_bytes(b"SlabKV \xff 1,800 tok/s\n")
    for command in ("check", "warnings", "extract"):
        result = invoke(command, tmp_path / "bad.txt", "--lang", "en") if command != "extract" \
            else invoke(command, tmp_path / "bad.txt")
        assert result.exit_code == 2, (command, result.output)
        assert result.stderr.strip().splitlines()[-1] == "claimcheck: error: no input could be checked", command


def test_audit_says_how_to_look_for_removed_figures_elsewhere(tmp_path):
    """A fresh-user trial (session 34) saw a removed figure that a briefing still quoted only
    after trying --cite: with figures removed and no --cite / --index, a note says how."""
    folder = tmp_path / "snapshots"
    folder.mkdir()
    (folder / "v1.md").write_text(CONFLICTS, encoding="utf-8")
    (folder / "v2.md").write_text(CONFLICTS.replace("PrefixFlow 在 H100 上的 TTFT 为 120 ms。\n\n", ""), encoding="utf-8")
    result = invoke("audit", folder, "--lang", "en")
    assert one_line(result.stderr) == (
        f"claimcheck: note: {folder}: 1 figure was removed in the history; to check whether other documents "
        "(briefings, notes) still quote it, add --cite FILE… or --index DB")
    briefing = tmp_path / "briefing.md"
    briefing.write_text(NOTE, encoding="utf-8")
    assert invoke("audit", folder, "--lang", "en", "--cite", briefing).stderr.strip() == ""
