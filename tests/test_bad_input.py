"""Hostile and broken inputs: each gets its exit code and a one-line message naming the input,
and the input files' bytes are unchanged (issue "Reliability and security")."""
from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args, cwd=None, timeout=60):
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    return subprocess.run([sys.executable, "-m", "claimcheck", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=timeout)


def _one_line_error(out, *needles):
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert lines and all(line.startswith("claimcheck: error: ") for line in lines), out.stderr
    assert "Traceback" not in out.stderr
    for needle in needles:
        assert any(needle in line for line in lines), (needle, out.stderr)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("where", ["named", "in a folder"])
def test_a_fifo_is_refused_and_never_blocks(tmp_path, where):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "ok.md").write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    fifo = tmp_path / "notes" / "pipe.md"
    os.mkfifo(fifo)
    out = run("check", fifo if where == "named" else tmp_path / "notes", cwd=tmp_path, timeout=30)
    assert out.returncode == 2
    _one_line_error(out, "pipe.md: not a regular file (a FIFO)")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_refused_before_it_exhausts_memory(tmp_path):
    out = run("extract", "/dev/zero", cwd=tmp_path, timeout=30)
    assert out.returncode == 2
    _one_line_error(out, "/dev/zero: not a regular file (a character device)")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads every folder")
def test_an_unreadable_subfolder_fails_the_run_with_its_name(tmp_path):
    notes = tmp_path / "notes"
    (notes / "locked").mkdir(parents=True)
    (notes / "ok.md").write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    (notes / "locked" / "n.md").write_text("Y 吞吐 900 tok/s。\n", encoding="utf-8")
    (notes / "locked").chmod(0)
    try:
        out = run("check", notes, cwd=tmp_path)
    finally:
        (notes / "locked").chmod(0o755)
    assert out.returncode == 2
    _one_line_error(out, "locked: cannot read")


def test_csv_cells_never_start_a_spreadsheet_formula(tmp_path):
    """A heading, an attribution or a file name starting with = + - @ is written with a leading
    quote in CSV output (extract and check), so a spreadsheet shows it as text."""
    doc = tmp_path / "=HYPERLINK(1).md"
    text = "# =cmd|' /C calc'!A0\n\n@SUM(1) 据 +evil 称，X 吞吐 1,200 tok/s，-Y 吞吐 900 tok/s。\n"
    doc.write_text(text, encoding="utf-8")
    out = run("extract", doc.name, "--format", "csv", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    rows = list(csv.DictReader(io.StringIO(out.stdout)))
    from claimcheck.report.formats import _INERT
    assert rows and all(not str(v).startswith(("=", "+", "@", "\t", "\r")) or _INERT.match(v)
                        for row in rows for v in row.values() if v)
    assert {row["qualifier"] for row in rows} == {"="}  # a qualifier alone is data, not a formula
    assert rows[0]["file"] == "'=HYPERLINK(1).md" and rows[0]["section"].startswith("'=cmd")
    assert doc.read_text(encoding="utf-8") == text


def test_csv_safe_keeps_numbers_and_quotes_formulas():
    from claimcheck.report.formats import csv_safe

    assert [csv_safe(v) for v in ("-12.5", "-40%", "+30%", "=", ">=", "=1+1", "@x", "+1 tok/s", "-2+3", "\tx",
                                  "plain", None, 3)] == \
        ["-12.5", "-40%", "+30%", "=", ">=", "'=1+1", "'@x", "'+1 tok/s", "'-2+3", "'\tx", "plain", None, 3]


def test_a_file_name_with_a_newline_stays_on_one_output_line(tmp_path):
    from claimcheck.report.formats import printable

    assert printable("a\nb\x1b[31m.md") == "a\\nb\\x1b[31m.md"
    name = "two\nlines.md"
    (tmp_path / name).write_text("# n 2026-10-01\n\nX 吞吐 1,200 tok/s。\nX 吞吐 900 tok/s。\n", encoding="utf-8")
    out = run("check", tmp_path, "--fail-on", "never", cwd=tmp_path)
    assert all(line.startswith(str(tmp_path)) or line.startswith("共") for line in out.stdout.splitlines())


def test_a_quote_in_a_manifest_field_never_swallows_the_next_row(tmp_path):
    from claimcheck.history.versions import read_manifest

    manifest = tmp_path / "manifest.tsv"
    manifest.write_text('version\tdate\tnote\nv0001\t2026-01-01\t"quoted start\nv0002\t2026-02-01\tplain\n',
                        encoding="utf-8")
    assert [r["version"] for r in read_manifest(manifest)] == ["v0001", "v0002"]


@pytest.mark.parametrize("option", ["--until", "--since"])
def test_git_revisions_never_reach_git_as_options(tmp_path, option):
    repo = tmp_path / "repo"
    repo.mkdir()
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@t"}
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True, env=env)
    (repo / "n.md").write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    subprocess.run(["git", "add", "n.md"], cwd=repo, check=True, env=env)
    subprocess.run(["git", "commit", "-qm", "one"], cwd=repo, check=True, env=env)
    target = tmp_path / "written-by-git.txt"
    out = run("audit", repo / "n.md", "--git", f"{option}=--output={target}", cwd=tmp_path)
    assert out.returncode == 2 and not target.exists()
    _one_line_error(out, "not a revision")
    missing = run("audit", repo / "n.md", "--git", option, "no-such-branch", cwd=tmp_path)
    assert missing.returncode == 2
    _one_line_error(missing, "no such commit, tag or branch")


@pytest.mark.parametrize("file, old, new, message", [
    # an alias bomb: nine lines that would expand to 10^9 nodes
    ("grammar.yaml", None, "".join(f"x{i}: &x{i} [{', '.join([f'*x{i - 1}'] * 10 if i else ['lol'] * 10)}]\n"
                                   for i in range(9)), "YAML aliases (*name) are not allowed"),
    # a message template reading attributes of the values it is given
    ("checks/CC201-value-conflict.yaml", 'zh: "{subject} 的 {metric}：', 'zh: "{subject.__class__} 的 {metric}：',
     "must be a plain {name}"),
    ("messages.yaml", '    no_source: 未注明', '    no_source: "{x.__init__}"', "must be a plain {name}"),
    # a control character (a NUL from a bad copy) that YAML's reader refuses: was an internal error
    ("conditions.yaml", "  tp: [", "  tp: [\x00", "character U+0000 is not allowed"),
    ("metrics.yaml", None, "x: \"a\x01b\"\n", "character U+0001 is not allowed"),
    # a word list written as one string would be read character by character
    ("conditions.yaml", "size_scope_words: [上, 表中, 表里, 模型上, 榜单上]", "size_scope_words: 上",
     "size_scope_words must be a list of words"),
    ("grammar.yaml", "idiom_numerals: [一, 零, 〇]", "idiom_numerals: 一零〇", "'idiom_numerals' must be a list of words, not str"),
    # a words file that is not there, and a chip shape that is no regular expression
    ("grammar.yaml", "common_words_file: words/common-en.txt", "common_words_file: words/nope.txt",
     "'common_words_file' must name a words file"),
    ("grammar.yaml", "chip_shape: '[A-Z]{1,2}", "chip_shape: '([A-Z]{1,2}", "bad regular expression '([A-Z]{1,2}"),
    ("checks/CC205-name-variant.yaml", "side_by_side_joiners: [", "side_by_side_joiners: \"/\"\n  unused: [",
     "'side_by_side_joiners' must be a list of words"),
    ("checks/CC205-name-variant.yaml", "derived_prefixes: [de,", "derived_prefixes: [{de: 1},", "'derived_prefixes' must be a list of words"),
    # a copy's parameter in another shape than the bundled rule's (a fresh user's "date, duration")
    ("checks/CC201-value-conflict.yaml", "exclude_metrics: [date, duration]", 'exclude_metrics: "date, duration"',
     "'exclude_metrics' must be a list, not text"),
    ("checks/CC203-version-conflict.yaml", "window_days: 14", "window_days: two weeks", "'window_days' must be a number, not text"),
    # an example in a language the messages don't have: was a usage error when the example ran
    ("checks/CC102-duplicate-item.yaml", "  - lang: en\n", "  - lang: mixed\n",
     "an example's 'lang' must be one of zh, en, not 'mixed'"),
])
def test_broken_rule_data_is_a_located_one_line_error(tmp_path, rules_copy, file, old, new, message):
    path = rules_copy / file
    text = path.read_text(encoding="utf-8")
    if old is None:
        path.write_text(text + new, encoding="utf-8")
    else:
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
    doc = tmp_path / "n.md"
    doc.write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    before = doc.read_bytes()
    out = run("check", doc, "--rules", rules_copy, cwd=tmp_path, timeout=60)
    assert out.returncode == 2
    _one_line_error(out, str(path), message)
    assert doc.read_bytes() == before


@pytest.mark.parametrize("file, old, new, anchor", [
    # a heading pattern that backtracks exponentially on a long line of word characters
    ("segmentation.yaml", "pattern: '#{1,6}(?=\\s)'", "pattern: '(\\w+\\s?)+:'", None),
    # a condition pattern, a sources pattern and a rule parameter's pattern alike
    ("conditions.yaml", "pp: ['(?<![A-Za-z])(?i:PP)", "pp: ['(?:a|\\w+)*(?i:PP)", None),
    ("sources.yaml", "'paper_cards'", "'(x+x+)+y'", None),
    # an item of a list is located at its own line, not at the list's key (a new user's try)
    ("checks/CC201-value-conflict.yaml", "    - '\\b(?:baseline|default)\\b'", "    - '(?:\\d*,?)*$'", None),
    ("conditions.yaml", "baseline_openers: ['^", "baseline_openers: ['(?:\\w+\\s?)+:', '^", None),
])
def test_a_rule_file_regex_that_could_backtrack_forever_is_refused(tmp_path, rules_copy, file, old, new, anchor):
    """Issue 17: a regular expression in a rules folder that repeats a repetition ((a+)+) can
    hang a run on one line; it is refused at load with file:line (the line of the pattern, or
    ``anchor``'s), before any text is read."""
    path = rules_copy / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    line = text[:text.index(anchor or old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    doc = tmp_path / "n.md"
    doc.write_text("# " + "a" * 40 + "!\n\nX 吞吐 1,200 tok/s。\n", encoding="utf-8")
    before = doc.read_bytes()
    out = run("check", doc, "--rules", rules_copy, cwd=tmp_path, timeout=60)
    assert out.returncode == 2
    _one_line_error(out, f"{path}:{line}:", "nested quantifiers")
    assert doc.read_bytes() == before


def test_the_shipped_rule_regexes_have_no_nested_quantifiers():
    """The rule the loader applies holds for every pattern shipped (each would be refused
    otherwise), and the check itself tells the classic catastrophic shapes from safe ones."""
    from claimcheck.resources.regexes import pattern_problem
    for bad in [r"(a+)+", r"(\w*\s?)*", r"(?:x|\w+)*z", r"(a{2,})+", r"x(?=(a+)+)"]:
        assert "nested quantifiers" in pattern_problem(bad), bad
    for good in [r"(?:\d{1,3},)+", r"(?:\s+\w+)?", r"a+b*", r"(a|b)+", r"((a)+)?"]:
        assert pattern_problem(good) is None, good
    assert "bad regular expression" in pattern_problem("[")


def test_reindexing_with_a_wrong_encoding_keeps_the_index_and_fails(tmp_path):
    """Re-running `index` with an --encoding that cannot read the corpus drops nothing (exit 2,
    one line saying what to do); --prune drops them on purpose."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for n in range(4):  # a GBK corpus: read with --encoding gbk, and not without it
        (corpus / f"n{n}.md").write_text(f"# n{n} 2026-10-0{n + 1}\n\nX{n} 吞吐 1,{n}00 tok/s，延迟 {n + 1}0 ms。\n",
                                         encoding="gbk")
    db = tmp_path / "ix.sqlite"
    first = run("index", corpus, "--db", db, "--encoding", "gbk", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    before = sorted(p.read_bytes() for p in corpus.iterdir())
    wrong = run("index", corpus, "--db", db, cwd=tmp_path)
    assert wrong.returncode == 2 and "4 indexed document(s) could not be read" in wrong.stderr and "--prune" in wrong.stderr
    stats = run("index", "--stats", "--db", db, cwd=tmp_path)
    assert "documents:   4" in stats.stdout
    pruned = run("index", corpus, "--db", db, "--prune", cwd=tmp_path)
    assert pruned.returncode == 2 and "4 removed" in pruned.stdout
    assert sorted(p.read_bytes() for p in corpus.iterdir()) == before


@pytest.mark.parametrize("config, message", [
    ('severity = "high"\n', "claimcheck.toml:1: severity: 'high' is not of type 'object'"),
    ("parameters = 7\n", "claimcheck.toml:1: parameters: 7 is not of type 'object'"),
    # entries checked against the rule catalogue name their line too
    ('lang = "en"\n\n[parameters.CC201]\napprox_tolerance = "lots"\n',
     "claimcheck.toml:4: parameters.CC201.approx_tolerance: must be"),
    ('[parameters.CC999]\nx = 1\n', "claimcheck.toml:1: parameters.CC999: names no rule"),
    ('[parameters.CC201]\napprox_tolerance = 0.1\nno_such = 1\n', "claimcheck.toml:3: parameters.CC201.no_such: "
                                                                   "CC201 has no parameter 'no_such'"),
    ('[severity]\nCC201 = "error"\nnot-a-rule = "error"\n', "claimcheck.toml:3: severity.not-a-rule: names no rule"),
    ('[tool.claimcheck.severity]\nCC999 = "error"\n', "claimcheck.toml:2: severity.CC999: names no rule"),
    ('lang = "fr"\n', "lang: 'fr' is not one of ['zh', 'en']"),
    ('fail-on = "sometimes"\n', "fail-on:"),
    ("colour = true\n", "unknown key(s) colour"),
    # a rules directory that is not there is the config's error, not the --rules option's
    ('lang = "en"\nrules = "no-such-rules"\n', "claimcheck.toml:2: rules: "),
    # a table where the rules directory's path belongs: the key's meaning and what to use instead
    ('[rules]\nCC201 = "off"\n', "to switch rules off, use ignore"),
    # a well-shaped but impossible date: the file's line, not "--as-of"
    ('lang = "en"\nas-of = "2026-13-01"\n', "claimcheck.toml:2: as-of: '2026-13-01' is no date"),
    # a select / ignore entry naming no rule: the file's line, as severity's (a new user's try)
    ('lang = "en"\nselect = ["CC201", "CC9x9"]\n', "claimcheck.toml:2: select: rule 'CC9x9' matches no rule"),
    ('[tool.claimcheck]\nlang = "en"\nignore = ["CC999"]\n', "claimcheck.toml:3: ignore: rule 'CC999' matches no rule"),
    # an empty select names no rule, as `--select ''` does (it ran every rule; a fresh user, session 12)
    ('lang = "en"\nselect = []\n', "claimcheck.toml:2: select names no rule"),
    ('[tool.claimcheck]\nselect = [""]\n', "claimcheck.toml:2: select names no rule"),
])
def test_config_values_of_the_wrong_kind_are_one_line_errors(tmp_path, config, message):
    (tmp_path / "claimcheck.toml").write_text(config, encoding="utf-8")
    doc = tmp_path / "n.md"
    doc.write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    out = run("check", doc, cwd=tmp_path)
    assert out.returncode == 2 and "internal error" not in out.stderr and "--rules" not in out.stderr
    _one_line_error(out, message)


def test_config_errors_name_the_line_and_broken_files_are_not_ignored(tmp_path):
    (tmp_path / "claimcheck.toml").write_text('select = ["CC2"]\n\n[severity]\nCC204 = "fatal"\n', encoding="utf-8")
    doc = tmp_path / "n.md"
    doc.write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    _one_line_error(run("check", doc, cwd=tmp_path), "claimcheck.toml:4: severity.CC204")
    (tmp_path / "claimcheck.toml").write_bytes("lang = \"中\"\n".encode("gbk"))
    _one_line_error(run("check", doc, cwd=tmp_path), "claimcheck.toml: not UTF-8")
    (tmp_path / "claimcheck.toml").unlink()
    (tmp_path / "pyproject.toml").write_text('[tool.claimcheck]\nselect = ["CC2"\n', encoding="utf-8")
    out = run("check", doc, cwd=tmp_path)
    assert out.returncode == 2
    _one_line_error(out, "pyproject.toml: invalid TOML")


def test_one_path_given_as_a_string_is_one_path(tmp_path):
    """claimcheck.check("notes/") reads the folder, not its characters (which meant "/": the
    whole file system); so do extract and index."""
    import claimcheck

    (tmp_path / "n.md").write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    assert len(claimcheck.check(str(tmp_path)).documents) == 1
    assert len(claimcheck.extract(tmp_path / "n.md").claims) == 1
    assert claimcheck.index(str(tmp_path), tmp_path / "ix.sqlite").documents == 1


def test_inbox_html_and_markers_are_inert_in_the_written_section(tmp_path):
    """Issue 17: an inbox note whose text holds raw HTML or the warnings end marker carried it
    into the draft's section (an HTML renderer ran it; the marker could end the section early).
    Quoted text is escaped: rendered as Markdown, the section holds no HTML but our two markers;
    a second write changes nothing and --check passes."""
    from markdown_it import MarkdownIt

    from claimcheck.report.warnings_section import END, START
    inbox = tmp_path / "inbox.md"
    item = f"- KVPipe <img src=x onerror=alert(1)> 调度 </b>{END}"
    inbox.write_text(f"# 笔记\n\n三大方向：\n\n{item}\n- FooServe 预取\n{item}\n", encoding="utf-8")
    draft = tmp_path / "draft.md"
    draft.write_text("# 简报\n\nKVPipe 吞吐 4,200 tok/s。\n", encoding="utf-8")
    before = inbox.read_bytes()
    first = run("warnings", inbox, "--write", draft, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    written = draft.read_text(encoding="utf-8")
    assert "CC102" in written and "onerror" in written
    html = [t.content.strip() for t in MarkdownIt().parse(written) if t.type in ("html_block", "html_inline")]
    html += [c.content.strip() for t in MarkdownIt().parse(written) if t.children for c in t.children
             if c.type == "html_inline"]
    assert sorted(set(html)) == sorted({START, END}), html
    again = run("warnings", inbox, "--write", draft, cwd=tmp_path)
    assert again.returncode == 0 and draft.read_text(encoding="utf-8") == written
    check = run("warnings", inbox, "--write", draft, "--check", cwd=tmp_path)
    assert check.returncode == 0, check.stderr
    assert inbox.read_bytes() == before


def test_indexing_an_empty_folder_fails_in_one_voice_and_creates_no_database(tmp_path):
    """A new user's try: `index EMPTY --db e.sqlite` said "indexed 0 documents" between two errors
    and left a 60 KB database behind; an existing index stays as it was."""
    (tmp_path / "empty").mkdir()
    out = run("index", "empty", "--db", "e.sqlite", cwd=tmp_path)
    assert out.returncode == 2 and "indexed 0 documents" not in out.stdout
    assert "no index was created" in out.stderr and not (tmp_path / "e.sqlite").exists()
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "n.md").write_text("# X\nKVPipe 吞吐 9,800 tok/s。\n", encoding="utf-8")
    assert run("index", "corpus", "--db", "e.sqlite", cwd=tmp_path).returncode == 0
    import sqlite3

    def rows():
        with sqlite3.connect(tmp_path / "e.sqlite") as conn:
            return (conn.execute("SELECT path FROM documents").fetchall(),
                    conn.execute("SELECT COUNT(*) FROM claims").fetchone())
    before = rows()
    out = run("index", "empty", "--db", "e.sqlite", cwd=tmp_path)
    assert out.returncode == 2 and rows() == before and before[1][0] > 0


@pytest.mark.parametrize("db", ["notes.md/x.sqlite", "notes.md/sub/x.sqlite"])
def test_an_index_under_a_file_names_the_file_not_file_exists(tmp_path, db):
    """`--db notes.md/x.sqlite` said "cannot open the index: File exists" (the OS's word for
    mkdir over a file); the error names the file that stands where a folder should be."""
    (tmp_path / "notes.md").write_text("# X\nKVPipe 吞吐 9,800 tok/s。\n", encoding="utf-8")
    out = run("index", "notes.md", "--db", db, cwd=tmp_path)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == f"claimcheck: error: {db}: cannot open the index: notes.md is a file, not a folder"


def test_bad_bytes_in_a_rules_file_are_located_at_their_line(tmp_path):
    # a rules YAML with a stray byte on line 26 (it used to be reported at 1:1)
    import shutil
    rules = tmp_path / "rules"
    shutil.copytree(Path(__file__).resolve().parents[1] / "rules", rules)
    lines = (rules / "metrics.yaml").read_bytes().split(b"\n")
    lines[25] += b" \xff"
    (rules / "metrics.yaml").write_bytes(b"\n".join(lines))
    doc = tmp_path / "note.md"
    doc.write_text("SlabKV 吞吐 1,800 tok/s。\n", encoding="utf-8")
    out = run("check", doc, "--rules", rules)
    assert out.returncode == 2
    col = len(lines[25].decode("utf-8", errors="replace"))  # the bad byte is the last character
    _one_line_error(out, f"metrics.yaml:26:{col}: not UTF-8 (byte 0xff")


@pytest.mark.skipif(not Path("/dev/full").exists() or not hasattr(os, "mkfifo"), reason="needs /dev/full and FIFOs")
def test_files_claimcheck_reads_back_must_be_regular_files(tmp_path):
    # warnings --write read its target whole: /dev/full or /dev/zero filled the memory, a FIFO blocked
    doc = tmp_path / "a.md"
    doc.write_text("# n\n\nSGLang 吞吐 1,200 tok/s。\n", encoding="utf-8")
    fifo = tmp_path / "fifo.md"
    os.mkfifo(fifo)
    for args, shown in ((["warnings", doc, "--write", "/dev/full"], "/dev/full: not a regular file (a character device)"),
                        (["warnings", doc, "--write", fifo], "fifo.md: not a regular file (a FIFO)"),
                        (["check", doc, "--baseline", "/dev/zero"], "/dev/zero: not a regular file (a character device)")):
        out = run(*args, timeout=30)
        assert out.returncode == 2, (args, out.stderr)
        _one_line_error(out, shown)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_disk_under_the_output_is_the_users_error_not_a_bug(tmp_path):
    doc = tmp_path / "a.md"
    doc.write_text("# n\n\nSGLang 吞吐 1,200 tok/s。\n" * 200, encoding="utf-8")
    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(doc), "--fail-on", "never"],
                             stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.strip() == ("claimcheck: error: cannot write the output: No space left on device; "
                                  "the output is incomplete")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("text,code", [("# n\n\nSGLang 吞吐 1,200 tok/s。\n", 0),
                                       ("# n\n\n共三种方案：甲、乙、丙、丁。\n", 1)])
def test_a_stderr_that_cannot_be_written_changes_no_exit_code(tmp_path, text, code):
    """``check n.md 2> /dev/full`` ended a clean run with exit 1 (session 14's fresh-user trial):
    an empty note written to stderr failed, and so did the error line about it.  A note that
    cannot be shown is lost; the findings on stdout and the exit code stay the run's."""
    doc = tmp_path / "n.md"
    doc.write_text(text, encoding="utf-8")
    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(doc), "-f", "jsonl"],
                             stdout=subprocess.PIPE, stderr=full, text=True, timeout=60)
    assert out.returncode == code
    assert [json.loads(line)["code"] for line in out.stdout.splitlines()] == (["CC101"] if code else [])


@pytest.mark.parametrize("command", [["check", "n.md"], ["extract", "n.md"], ["index", "n.md", "--db", "x.sqlite"]])
@pytest.mark.parametrize("value,bound", [("0", "greater than or equal to 1"), ("-5", "greater than or equal to 1"),
                                         ("99999999999999999999999", "less than or equal to 1099511627776")])
def test_a_max_bytes_out_of_range_is_refused_before_any_file_is_read(tmp_path, command, value, bound):
    """index took --max-bytes 0 and -5 and refused every file as 'larger than the limit of -5
    bytes'; a huge value ended in 'internal error: OverflowError' (a new user's try); every
    command that reads files now says the option's range once."""
    (tmp_path / "n.md").write_text("# X\nKVPipe 吞吐 9,800 tok/s。\n", encoding="utf-8")
    out = run(*command, "--max-bytes", value, cwd=tmp_path)
    assert out.returncode == 2 and out.stdout == ""
    _one_line_error(out, "--max-bytes", bound)
    assert not (tmp_path / "x.sqlite").exists()


@pytest.mark.parametrize("date,line", [("2026-13-01", 3), ("next week", 3)])
def test_a_manifest_date_that_is_no_date_is_located(tmp_path, date, line):
    """A manifest row dated 2026-13-01 was sorted as text and the audit exited 0 (a new user's
    try): the error names the file, row and column."""
    (tmp_path / "v1.md").write_text("# A 2026-10-01\n\nKVPipe 吞吐 1,000 tok/s。\n", encoding="utf-8")
    (tmp_path / "v2.md").write_text("# A\n\nKVPipe 吞吐 1,200 tok/s。\n", encoding="utf-8")
    (tmp_path / "manifest.tsv").write_text(f"version\tcommit\tdate\nv1\tabc\t2026-10-01\nv2\tdef\t{date}\n",
                                           encoding="utf-8")
    out = run("audit", ".", "--fail-on", "never", cwd=tmp_path)
    assert out.returncode == 2 and out.stdout == ""
    _one_line_error(out, f"manifest.tsv:{line}:3: date '{date}' is no ISO date")


@pytest.mark.parametrize("command", [["check", "n.md"], ["warnings", "n.md"]])
@pytest.mark.parametrize("value", ["", "20261121", "2026-11-21T10:00"])
def test_an_as_of_not_in_the_documented_form_is_refused(tmp_path, command, value):
    """--as-of '' was taken as "none given" and 20261121 accepted (ISO 8601 basic form to Python
    3.11) though the help says YYYY-MM-DD (a new user's tries)."""
    (tmp_path / "n.md").write_text("# X\nKVPipe 吞吐 9,800 tok/s。\n", encoding="utf-8")
    out = run(*command, "--as-of", value, cwd=tmp_path)
    assert out.returncode == 2 and out.stdout == ""
    _one_line_error(out, f"--as-of: '{value}' is not a date in the form YYYY-MM-DD")


def test_a_file_that_is_no_index_names_both_options(tmp_path):
    """`check --index fake.sqlite` said "pass another --db", an option check does not have."""
    (tmp_path / "n.md").write_text("# X\nKVPipe 吞吐 9,800 tok/s。\n", encoding="utf-8")
    (tmp_path / "fake.sqlite").write_text("not a database\n", encoding="utf-8")
    out = run("check", "n.md", "--index", "fake.sqlite", cwd=tmp_path)
    assert out.returncode == 2
    _one_line_error(out, "fake.sqlite: not a claimcheck index", "--index of check")


def test_a_placeholder_renamed_in_both_languages_is_a_one_line_rule_error(tmp_path, rules_copy):
    """{surface} renamed {surfac} in zh and en passed the load-time check (it compares the two
    languages) and every CC101 message read "?"; the run now stops with the file and the
    placeholder, and the fields the rule's findings have."""
    path = rules_copy / "checks" / "CC101-count-mismatch.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("{surface}", "{surfac}"), encoding="utf-8")
    (tmp_path / "n.md").write_text("# 笔记\n作者给出三种方案：甲方案、乙方案、丙方案、丁方案。\n", encoding="utf-8")
    out = run("check", "n.md", "--rules", rules_copy, "--lang", "en", cwd=tmp_path)
    assert out.returncode == 2
    _one_line_error(out, f"{path}: message.en names {{surfac}}, which the findings of CC101 do not have",
                    "surface")


def test_a_rules_copy_from_before_a_message_was_added_still_loads(tmp_path, rules_copy):
    """A rules folder copied before a release added a message (``summary.capped``, session 10)
    takes the missing message from the bundled messages.yaml, and the run goes on; a message
    the copy writes wrongly is still a located error."""
    import re as _re

    from claimcheck.resources.loader import Resources
    path = rules_copy / "messages.yaml"
    text = path.read_text(encoding="utf-8")
    older = _re.sub(r"(?m)^    capped: .*\n(?:             .*\n)?", "", text)
    assert "capped" in text and "capped" not in older
    path.write_text(older, encoding="utf-8")
    doc = tmp_path / "n.md"
    doc.write_text("X 吞吐 1,200 tok/s。\n", encoding="utf-8")
    out = run("check", doc, "--rules", rules_copy, "--format", "json", cwd=tmp_path, timeout=60)
    assert out.returncode == 0, out.stderr
    res = Resources(rules_copy)
    assert "{code}" in res.messages.texts["en"]["summary"]["capped"]["other"]
    from claimcheck.resources import rules_hash
    assert res.hash != rules_hash(rules_copy)  # the bundled messages it fell back to are in the cache key
    # a message the copy does write is still checked
    path.write_text(older.replace('    hidden: "; {n} suppressed', '    hidden: "; {x} suppressed', 1), encoding="utf-8")
    out = run("check", doc, "--rules", rules_copy, cwd=tmp_path, timeout=60)
    assert out.returncode == 2 and "messages.yaml" in out.stderr


@pytest.mark.parametrize("where", ["named", "in a folder"])
def test_a_symlink_loop_is_a_one_line_error_and_the_other_notes_are_checked(tmp_path, where):
    """A loop of symlinks crashed discovery (RuntimeError from Path.resolve) and a named one was
    called missing; now it is named as a loop, and the folder's other notes are checked."""
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "l1.md").symlink_to("l2")
    (folder / "l2").symlink_to("l1.md")
    (folder / "ok.md").write_text("# 简报\n\n- SlabKV 吞吐 1,200 tok/s（H100）。\n- SlabKV 吞吐 900 tok/s（H100）。\n",
                                  encoding="utf-8")
    out = run("check", folder / "l1.md" if where == "named" else folder, cwd=tmp_path)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "l1.md: cannot read: a symlink loop" in out.stderr
    if where == "in a folder":
        assert "CC201" in out.stdout  # ok.md was still checked


def test_warnings_write_leaves_the_section_when_an_input_cannot_be_read(tmp_path):
    """`warnings DRAFT unread --write DRAFT` replaced the section's six warnings with none and
    exited 0 when an input could not be read; now it writes nothing and exits 2."""
    draft = tmp_path / "d2.md"
    draft.write_text("# 简报（2026-10-01）\n\n一、增量\n- SlabKV 吞吐 1,200 tok/s（H100，TP=4）。\n"
                     "- SlabKV 吞吐 900 tok/s（H100，TP=4）。\n\n二、值得警惕的矛盾或待核实说法\n", encoding="utf-8")
    assert run("warnings", draft, "--write", draft, cwd=tmp_path).returncode == 0
    before = draft.read_bytes()
    assert "C1".encode() in before
    bad = tmp_path / "bad.md"
    bad.write_bytes(b"x\xff\xfe bad\n")
    out = run("warnings", draft, bad, "--write", draft, cwd=tmp_path)
    assert out.returncode == 2 and draft.read_bytes() == before
    assert "bad.md:1: not valid UTF-8" in out.stderr and "Traceback" not in out.stderr
    assert run("warnings", draft, bad, cwd=tmp_path).returncode == 2
