"""Bad input: one-line errors naming the file (and line), never a traceback; other files still checked."""
from __future__ import annotations

import subprocess
import sys

import pytest

from claimcheck.errors import InputError
from claimcheck.text.ingest import discover, document_date, read_document


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "claimcheck", *map(str, args)], capture_output=True, text=True, cwd=cwd)


GOOD = "# 笔记 2026-10-01\nFooServe 达到 1,200 tok/s。\n"


def test_invalid_utf8_names_file_line_and_column(tmp_path):
    bad = tmp_path / "bad.md"
    bad.write_bytes("第一行\n第二行 ok\n坏".encode() + b"\xff\xfe tail\n")
    with pytest.raises(InputError) as err:
        read_document(bad)
    assert str(err.value).startswith(f"{bad.as_posix()}:3: not valid UTF-8 (byte 0xff at column 2)")


def test_gbk_file_gets_a_hint_and_reads_with_encoding(tmp_path):
    gbk = tmp_path / "gbk.txt"
    gbk.write_bytes("吞吐达到 1,200 tok/s\n".encode("gbk"))
    with pytest.raises(InputError) as err:
        read_document(gbk)
    assert "--encoding gbk" in str(err.value)
    doc = read_document(gbk, encoding="gbk")
    assert doc.text == "吞吐达到 1,200 tok/s\n"


def test_utf16_with_a_byte_order_mark_is_read_as_utf16(tmp_path):
    path = tmp_path / "u16.md"
    path.write_bytes(b"\xff\xfe" + "DSpark 达 383.7 tok/s\n".encode("utf-16-le"))
    assert read_document(path).text == "DSpark 达 383.7 tok/s\n"


def test_symlinked_folders_are_followed_once(tmp_path):
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "a.md").write_text(GOOD, encoding="utf-8")
    (tmp_path / "top").mkdir()
    (tmp_path / "top" / "link").symlink_to(tmp_path / "real")
    (tmp_path / "real" / "loop").symlink_to(tmp_path / "real")
    files, errors = discover([tmp_path / "top"])
    assert [f.name for f in files] == ["a.md"] and errors == []


def test_binary_empty_and_oversized(tmp_path):
    (tmp_path / "bin.md").write_bytes(b"abc\x00def")
    (tmp_path / "empty.md").write_text("  \n\n")
    (tmp_path / "big.md").write_text("x" * 100)
    with pytest.raises(InputError, match=r"bin.md: binary file \(NUL byte at offset 3\)"):
        read_document(tmp_path / "bin.md")
    with pytest.raises(InputError, match=r"empty.md: no text, only blank space"):
        read_document(tmp_path / "empty.md")
    with pytest.raises(InputError, match=r"big.md: 100 bytes is larger than the limit of 50 bytes"):
        read_document(tmp_path / "big.md", max_bytes=50)


def test_cli_keeps_checking_other_files_and_exits_by_findings(tmp_path):
    (tmp_path / "good.md").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.md").write_bytes(b"\xff\xfd\n")
    out = run("check", tmp_path, "--fail-on", "never", "--lang", "en")
    assert out.returncode == 0
    assert out.stderr.strip().splitlines() == [f"claimcheck: error: {(tmp_path / 'bad.md').as_posix()}:1: not valid UTF-8 (byte 0xff at column 1); convert it to UTF-8"]
    assert "Traceback" not in out.stderr
    assert "in 1 file" in out.stdout
    # without --fail-on never, a file that could not be read fails the run (exit 2) even
    # when the others have no finding: a lint run that skipped a file must not pass
    out = run("check", tmp_path, "--lang", "en")
    assert out.returncode == 2 and "in 1 file" in out.stdout
    out = run("extract", tmp_path, "--format", "csv")
    assert out.returncode == 2 and "1,200 tok/s" in out.stdout


def test_cli_empty_file_is_skipped_with_a_note_not_an_error(tmp_path):
    (tmp_path / "good.md").write_text(GOOD, encoding="utf-8")
    (tmp_path / "todo.md").write_text("\n", encoding="utf-8")
    out = run("check", tmp_path, "--lang", "en")
    assert out.stderr.strip().splitlines() == [f"claimcheck: note: {(tmp_path / 'todo.md').as_posix()}: no text, only blank space; nothing to check"]
    assert out.returncode in (0, 1) and "in 1 file" in out.stdout
    only_empty = run("check", tmp_path / "todo.md", "--lang", "en")
    assert only_empty.returncode == 0 and "0 findings" in only_empty.stdout.lower().replace("found ", "")


def test_cli_exit_2_when_nothing_can_be_checked(tmp_path):
    out = run("check", tmp_path / "missing.md")
    assert out.returncode == 2
    assert "missing.md: no such file or directory" in out.stderr
    assert "Traceback" not in out.stderr
    empty_dir = tmp_path / "d"
    empty_dir.mkdir()
    out = run("check", empty_dir)
    assert out.returncode == 2 and "no text files (*.md, *.markdown, *.txt) found" in out.stderr


def test_cli_bad_as_of_is_a_usage_error(tmp_path):
    (tmp_path / "good.md").write_text(GOOD, encoding="utf-8")
    out = run("check", tmp_path, "--as-of", "2026-13-01")
    assert out.returncode == 2
    assert out.stderr.strip() == "claimcheck: error: --as-of: '2026-13-01' is no day of the calendar (month must be in 1..12)"


def test_cli_unknown_rule_is_a_usage_error(tmp_path):
    (tmp_path / "good.md").write_text(GOOD, encoding="utf-8")
    out = run("check", tmp_path, "--select", "CC999")
    assert out.returncode == 2 and "rule 'CC999'" in out.stderr


@pytest.mark.parametrize("value", ["", ",", " , "])
def test_cli_empty_select_is_a_usage_error_not_every_rule(tmp_path, value):
    """`--select "$RULES"` with an empty variable named nothing and ran every rule, exit 0."""
    (tmp_path / "good.md").write_text(GOOD, encoding="utf-8")
    out = run("check", tmp_path, "--select", value)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == (f"claimcheck: error: --select {value!r}: names no rule; give codes, prefixes "
                                  "or names (see `claimcheck rules`), or leave --select out to run every rule")


def test_discover_orders_and_skips_hidden(tmp_path):
    (tmp_path / "b.md").write_text(GOOD)
    (tmp_path / "a.txt").write_text(GOOD)
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "c.md").write_text(GOOD)
    (tmp_path / "x.py").write_text("print(1)")
    files, errors = discover([tmp_path])
    assert [f.name for f in files] == ["a.txt", "b.md"] and errors == []


@pytest.mark.parametrize("name,text,expected", [
    ("briefing-2026-09-28.txt", "", "2026-09-28"),
    ("notes.md", "# 周报\n日期：2026年9月3日\n", "2026-09-03"),
    ("notes.md", "no date here\n", None),
    ("log_2026_10_01.md", "", "2026-10-01"),
    ("bad-2026-02-30.md", "", None),
])
def test_document_date(name, text, expected):
    assert document_date(name, text) == expected


def test_a_line_longer_than_spacys_default_limit_is_checked(tmp_path):
    path = tmp_path / "long.md"
    path.write_text("a" * 1_000_050 + " FooServe 达 383.7 tok/s\n", encoding="utf-8")
    out = run("extract", path, "--format", "csv")
    assert out.returncode == 0, out.stderr
    assert ",383.7 tok/s,quantity," in out.stdout and "Traceback" not in out.stderr


def test_broken_grammar_word_list_is_a_located_rule_error(tmp_path):
    import shutil
    from claimcheck.resources import default_rules_dir
    rules = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), rules)
    grammar = rules / "grammar.yaml"
    text = grammar.read_text(encoding="utf-8")
    line = next(i for i, l in enumerate(text.splitlines(), 1) if l.startswith("ratio_words:"))
    grammar.write_text(text.replace(text.splitlines()[line - 1], "ratio_words: 42"), encoding="utf-8")
    (tmp_path / "good.md").write_text(GOOD, encoding="utf-8")
    out = run("check", tmp_path / "good.md", "--rules", rules)
    assert out.returncode == 2
    assert out.stderr.strip() == f"claimcheck: error: {grammar}:{line}:1: 'ratio_words' must be a list of words, not int"


def test_an_unreadable_file_named_on_the_command_line_does_not_stop_the_others(tmp_path, monkeypatch):
    """Click used to refuse the whole command when one named path was unreadable; now the
    file gets its own one-line error and the others are checked (root can read anything, so
    the unreadable file is simulated with both checks that touch it)."""
    import builtins
    import os
    from pathlib import Path

    from typer.testing import CliRunner

    from claimcheck.cli.core import app
    good, locked = tmp_path / "good.md", tmp_path / "locked.md"
    good.write_text(GOOD, encoding="utf-8")
    locked.write_text(GOOD, encoding="utf-8")
    real_access, real_read = os.access, Path.read_bytes
    monkeypatch.setattr(os, "access", lambda p, mode, *a, **k: False if str(p) == str(locked) else real_access(p, mode, *a, **k))

    def read_bytes(self):
        if str(self) == str(locked):
            raise PermissionError(13, "Permission denied", str(self))
        return real_read(self)
    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    real_open = builtins.open

    def guarded_open(file, *args, **kwargs):  # reads are bounded now: open() + read(max_bytes + 1)
        if str(file) == str(locked):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)
    monkeypatch.setattr(builtins, "open", guarded_open)
    result = CliRunner().invoke(app, ["check", str(locked), str(good), "--fail-on", "never", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "in 1 file" in result.stdout
    assert "locked.md" in result.output and "Permission denied" in result.output and "Traceback" not in result.output


def test_encoding_option_mistakes_get_a_message_that_says_what_to_do(tmp_path):
    utf8 = tmp_path / "u8.md"
    utf8.write_text("“SlabKV” 吞吐 1,800 tok/s。\n", encoding="utf-8")
    # a UTF-8 note among GBK ones: --encoding gbk is for the files that are not UTF-8
    assert "“SlabKV” 吞吐 1,800 tok/s" in read_document(utf8, encoding="gbk").text
    gbk = tmp_path / "g.md"
    gbk.write_bytes("“SlabKV” 吞吐 1,900 tok/s。\n".encode("gbk"))
    assert "1,900 tok/s" in read_document(gbk, encoding="gbk").text
    out = run("check", gbk, utf8, "--encoding", "gbk", "--fail-on", "never", "--lang", "en")
    assert out.returncode == 0 and "in 2 files" in out.stdout
    utf16 = tmp_path / "u16.md"
    utf16.write_bytes("SlabKV 吞吐 1,800 tok/s。\n".encode("utf-16"))
    assert "1,800 tok/s" in read_document(utf16, encoding="gbk").text  # the byte-order mark wins
    out = run("check", utf8, "--encoding", "nonsense")
    assert out.returncode == 2
    assert out.stderr.strip().splitlines() == [
        "claimcheck: error: --encoding 'nonsense': unknown encoding; use a Python codec name such as utf-8, gbk, "
        "gb18030, big5, utf-16"]


def test_progress_bar_for_one_big_file_counts_bytes(tmp_path, monkeypatch):
    """One file of a few MB gets a bar (in bytes) on a terminal; small inputs and pipes do not."""
    from claimcheck.cli import core as cli

    big, small = tmp_path / "big.md", tmp_path / "small.md"
    big.write_text("吞吐 1,200 tok/s。\n" * (cli.PROGRESS_MIN_BYTES // 20 + 1), encoding="utf-8")
    small.write_text("吞吐 1,200 tok/s。\n", encoding="utf-8")
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("NO_PROGRESS", raising=False)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    assert cli._progress([str(big)]) is None  # a pipe: never
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert cli._progress([str(small)]) is None  # too small to need one
    bar = cli._progress([str(big), str(small)])
    assert bar is not None
    try:
        bar(str(big))
        bar.within(0.5)  # half of big extracted: the bar moves inside the file
        assert bar.task.completed == big.stat().st_size // 2
        bar(str(small))  # advances by big's size
        assert (bar.task.completed, bar.task.total) == (big.stat().st_size, big.stat().st_size + small.stat().st_size)
    finally:
        bar.stop()


def test_progress_bar_follows_the_rules_after_the_bytes(tmp_path, monkeypatch):
    """A big check's rules phase shows on the bar too ("checking 3/17 rules CC201"), after the bytes
    read; the same terminal-only bar (a pipe gets none: the test above)."""
    from claimcheck.cli import core as cli

    big = tmp_path / "big.md"
    big.write_text("吞吐 1,200 tok/s。\n" * (cli.PROGRESS_MIN_BYTES // 20 + 1), encoding="utf-8")
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("NO_PROGRESS", raising=False)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    bar = cli._progress([str(big)])
    try:
        assert bar.console.stderr  # never over the report on stdout
        bar(str(big))
        bar.checking(0, 17, "CC101")
        assert (bar.task.completed, bar.task.total, bar.task.description) == (0, 17, "CC101")
        bar.checking(5, 17, "CC201")
        assert (bar.task.completed, bar.task.description) == (5, "CC201")
        bar.checking(17, 17, "")
        assert bar.task.finished
    finally:
        bar.stop()


@pytest.mark.parametrize("select, codes", [(["CC201"], ["CC201"]), (["CC201", "CC303"], ["CC201", "CC303"])])
def test_check_tells_a_progress_callback_the_rules_it_runs(tmp_path, select, codes):
    """``claimcheck.check`` hands the rules phase to a progress callback's ``checking``: each
    rule as it starts (done of all, its code), then all done; documents as before."""
    import claimcheck

    note = tmp_path / "note.md"
    note.write_text("SlabKV 吞吐 1,800 tok/s。\n", encoding="utf-8")
    heard = []

    def progress(path):
        heard.append(("document", path))

    progress.checking = lambda done, total, code: heard.append((done, total, code))
    claimcheck.check([note], select=select, progress=progress)
    n = len(codes)
    assert heard == [("document", str(note))] + [(k, n, code) for k, code in enumerate(codes)] + [(n, n, "")]


def _calls(text: str) -> int:
    """Python and C function calls made while extracting ``text`` (deterministic work, not time)."""
    import claimcheck

    claimcheck.extract_text("warm-up 1 tok/s")  # rules and registries load outside the count
    count = 0

    def profiler(frame, event, arg):
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profiler)
    try:
        claimcheck.extract_text(text)
    finally:
        sys.setprofile(None)
    return count


@pytest.mark.parametrize("unit", ["9", "(", "%", "SGLang reaches 383.7 tok/s and ", "吞吐 383.7 tok/s，DSpark 称 "],
                         ids=["digits", "brackets", "percents", "dense-en-claims", "dense-zh-claims"])
def test_work_grows_linearly_on_one_pathological_line(unit):
    """Issue 3: a 1 MB line of digits, 10^5 nested brackets, 10^5 '%', and one sentence holding
    thousands of claims are processed in time linear in their length: doubling the line at most
    doubles the calls made (plus a margin), counted, not timed.  Before the frames read only a
    bounded reach around each claim, the dense sentences made calls grow with the square."""
    n = max(1, 8000 // len(unit))
    small, large = _calls(unit * n), _calls(unit * (2 * n))
    assert large <= 2.3 * small + 200, (small, large)


@pytest.mark.parametrize("raw, text", [
    # CR and CRLF line ends become LF whatever the encoding; a UTF-8 text is searched for them in
    # its bytes (issue 18: an audit reads every version), other encodings in the decoded text
    ("吞吐 1,200 tok/s。\r\nTTFT 210 ms\r".encode("utf-8"), "吞吐 1,200 tok/s。\nTTFT 210 ms\n"),
    (b"\xef\xbb\xbf" + "A 1,200 tok/s\rB 210 ms\r\n".encode("utf-8"), "A 1,200 tok/s\nB 210 ms\n"),
    (b"\xff\xfe" + "吞吐 1,200 tok/s\r\n延迟 210 ms".encode("utf-16-le"), "吞吐 1,200 tok/s\n延迟 210 ms"),
    ("延迟 210 ms\r\n".encode("gbk"), "延迟 210 ms\n"),
    ("吞吐 1,200 tok/s，无回车\n".encode("utf-8"), "吞吐 1,200 tok/s，无回车\n"),
])
def test_line_ends_are_read_as_newlines_in_every_encoding(tmp_path, raw, text):
    path = tmp_path / "n.md"
    path.write_bytes(raw)
    assert read_document(path, encoding="gbk" if raw.startswith("延迟".encode("gbk")) else "utf-8").text == text


def test_a_file_of_blank_lines_in_utf16_is_empty(tmp_path):
    (tmp_path / "e.md").write_bytes(b"\xff\xfe" + " \r\n\u3000\n".encode("utf-16-le"))
    with pytest.raises(InputError, match=r"e.md: no text, only blank space"):
        read_document(tmp_path / "e.md")


def test_a_note_of_only_blank_space_is_said_to_be_so(tmp_path):
    """A note of spaces and line breaks was called an "empty file" (a fresh user, session 13: it
    is not empty, and the word sent them looking for a truncated copy)."""
    path = tmp_path / "blank.md"
    path.write_text("  \n\t\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        read_document(path)
    assert (err.value.code, str(err.value)) == ("E005", f"{path.as_posix()}: no text, only blank space; nothing to check")
    path.write_bytes(b"")
    with pytest.raises(InputError, match=r"blank.md: empty file; nothing to check"):
        read_document(path)
