"""What docs/reliability.md promises, tested: a killed `warnings --write` leaves the old or the new
draft (never a torn one), and random Unicode / Markdown never makes extract or check fail with
anything but a documented error, with every claim's span inside its text."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from claimcheck.report.warnings_section import END, START  # noqa: E402

DRAFT = ("# 简报 2026-10-01\n\n## 二、值得警惕的矛盾或待核实说法\n\n"
         + "".join(f"KVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 {11 + i},600 tok/s。\n\n" for i in range(40)))


@pytest.mark.slow
def test_a_killed_write_leaves_the_old_or_the_new_draft(tmp_path):
    """SIGKILL at random moments during `warnings --write` (25 trials, fixed seed): the draft is
    always byte-for-byte the old text or the new one; a temporary file a kill left behind is
    removed by the next write."""
    draft = tmp_path / "draft.md"
    draft.write_text(DRAFT, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "claimcheck", "warnings", str(draft), "--write", str(draft)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    new = draft.read_bytes()
    old = DRAFT.encode("utf-8")
    assert new != old and START.encode() in new
    rng = random.Random(20261201)
    started = time.monotonic()
    subprocess.run([sys.executable, "-c", "import claimcheck.cli"], check=True)
    warm = time.monotonic() - started
    seen = set()
    for _ in range(25):
        draft.write_bytes(old)
        proc = subprocess.Popen([sys.executable, "-m", "claimcheck", "warnings", str(draft), "--write", str(draft)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.5, 1.5) * warm + rng.uniform(0, 2.0))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        now = draft.read_bytes()
        assert now in (old, new)
        seen.add(now == new)
        # a SIGKILL between writing the temporary file and renaming it leaves that file (no
        # program can clean up after SIGKILL); the next write of the draft removes it
        assert all(p.name == "draft.md" or p.name.endswith(".claimcheck-tmp") for p in tmp_path.iterdir())
    assert seen  # (which of the two depends on timing; both are fine)
    draft.write_bytes(old)
    again = subprocess.run([sys.executable, "-m", "claimcheck", "warnings", str(draft), "--write", str(draft)],
                           capture_output=True, text=True)
    assert again.returncode == 0, again.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["draft.md"]


_MARKDOWN_BITS = st.sampled_from([
    "# ", "## ", "- ", "1. ", "| a | b |\n|---|---|\n| ", "```\n", "`", "**", "\n", "\n\n", "，", "。", "：",
    "383.7 tok/s", "85%", "4.5×", "提升 2 倍", "2026-09", "v0.5.0", "arXiv:2511.02230v7", "1.5 万", "据 CSDN 称",
    "TP8", "bs=1", "H100", "vLLM", "SGLang", "about 3", "三大", "12’480", "1e-5", "½", START, END, "<!--", "-->",
])
_TEXT = st.lists(st.one_of(_MARKDOWN_BITS, st.text(max_size=12)), max_size=40).map("".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(_TEXT)
def test_random_text_extracts_without_surprises(text):
    """extract_text on random Unicode and Markdown: claims only, each span inside the text."""
    import claimcheck

    claims = claimcheck.extract_text(text, doc_date="2026-10-01")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for c in claims:
        assert 1 <= c.line <= len(lines)
        line = lines[c.line - 1]
        assert 1 <= c.column <= c.end_column <= len(line) + 1


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture],
          derandomize=True)
@given(_TEXT, _TEXT)
def test_random_documents_check_without_surprises(tmp_path_factory, a, b):
    """check on two random documents: a Report, or only documented errors (ClaimcheckError)."""
    import claimcheck
    from claimcheck.errors import ClaimcheckError

    folder = tmp_path_factory.mktemp("docs")
    (folder / "a.md").write_text(a, encoding="utf-8")
    (folder / "b.md").write_text(b, encoding="utf-8")
    try:
        report = claimcheck.check([folder], as_of="2026-10-01")
    except ClaimcheckError:
        return
    assert all(e.code in ("E005",) for e in report.errors)
    assert all(f.locations for f in report.findings)
    report.to_markdown("en")
    report.to_sarif()


def test_frames_take_linear_time_in_a_dense_line():
    """Counted work, not wall time: frame building reads a bounded reach around each claim,
    so doubling a line of claims at most about doubles the characters frames look at."""
    import claimcheck.frames.context as context

    calls = []
    original = context.clause_bounds

    def counting(text, pos):
        bounds = original(text, pos)
        calls.append(bounds[1] - bounds[0])
        return bounds

    import claimcheck.frames.builder as builder
    builder.clause_bounds = counting
    try:
        import claimcheck
        sizes = []
        for n in (200, 400):
            calls.clear()
            claimcheck.extract_text("吞吐 12% " * n, doc_date="2026-10-01")
            sizes.append(sum(calls))
    finally:
        builder.clause_bounds = original
    assert sizes[0] > 0 and sizes[1] <= 2.2 * sizes[0]


def test_a_stale_temporary_file_of_a_dead_writer_is_removed_and_a_live_ones_kept(tmp_path):
    """write_atomic removes `.NAME.PID.*.claimcheck-tmp` files whose process is gone (a SIGKILL
    mid-write) and keeps those of a process still running (a write in progress)."""
    from claimcheck.text.write import write_atomic
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(dead.stdout)
    target = tmp_path / "draft.md"
    target.write_text("old\n", encoding="utf-8")
    stale = tmp_path / f".draft.md.{dead_pid}.abc123.claimcheck-tmp"
    live = tmp_path / f".draft.md.{os.getppid()}.def456.claimcheck-tmp"
    other = tmp_path / ".notes.md.1.x.claimcheck-tmp"
    for p in (stale, live, other):
        p.write_text("partial", encoding="utf-8")
    write_atomic(target, b"new\n")
    assert target.read_bytes() == b"new\n"
    assert not stale.exists() and live.exists() and other.exists()


@pytest.mark.parametrize("command", [["check", "--fail-on", "never"], ["index", "--db", "ix.sqlite"]],
                         ids=["check", "index"])
def test_ctrl_c_says_the_run_was_interrupted(tmp_path, command):
    """Ctrl-C in a terminal (SIGINT to the whole process group) ended the run with exit 130 and
    no word: typer turns a KeyboardInterrupt into a silent exit.  The run says it stopped."""
    note = tmp_path / "notes.md"
    block = "".join(f"## 增量 {i}\n\nKVPipe{i} 在 H100 上吞吐 {1000 + i} tok/s，TTFT {i % 90 + 10} ms。\n\n"
                    for i in range(6000))
    note.write_text("# 笔记 2026-10-01\n\n" + block, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "claimcheck", command[0], str(note), *command[1:]],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(2.5)  # past start-up (about 1 s), well inside the run (about 10 s on this note)
        assert proc.poll() is None, "the run ended before the signal: make the note longer"
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert (proc.returncode, err.decode()) == (130, "claimcheck: interrupted\n")


def test_sigterm_says_the_run_was_terminated(tmp_path):
    """`timeout 120 claimcheck check big.md` ended with exit 143 and no word (a fresh user,
    session 12); docs/reliability.md says SIGTERM ends a run as Ctrl-C does, in one line."""
    note = tmp_path / "notes.md"
    block = "".join(f"## 增量 {i}\n\nKVPipe{i} 在 H100 上吞吐 {1000 + i} tok/s，TTFT {i % 90 + 10} ms。\n\n"
                    for i in range(6000))
    note.write_text("# 笔记 2026-10-01\n\n" + block, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "claimcheck", "check", str(note)], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        time.sleep(2.5)
        assert proc.poll() is None, "the run ended before the signal: make the note longer"
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert (proc.returncode, err.decode()) == (143, "claimcheck: terminated\n")


def _with_closed_stdout(args, cwd):
    """(exit code, stderr) of ``claimcheck ARGS`` whose stdout reader has gone before it writes
    (``… | head -1`` when head wins the race)."""
    proc = subprocess.Popen([sys.executable, "-m", "claimcheck", *args], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    return proc.returncode, err


@pytest.mark.parametrize("args, code", [
    (["rules"], 0),
    (["check", "note.md", "--fail-on", "never", "-f", "json"], 0),
    (["check", "note.md"], 1),  # findings at --fail-on medium: 1 with or without the pipe
    (["extract", "note.md", "-f", "jsonl"], 0),
], ids=["rules", "check-never", "check-findings", "extract"])
def test_a_reader_that_stops_early_leaves_the_exit_code_as_it_is(tmp_path, args, code):
    """`claimcheck rules | head -1` exited 0 or 1 at random (a fresh user, session 13): click turned
    the BrokenPipeError of a reader that had gone into exit 1, so the race between the two
    processes decided.  The rest of the output is dropped quietly, and the exit code is the
    command's own: what it is without the pipe."""
    (tmp_path / "note.md").write_text(
        "# 笔记 2026-10-01\n\n## A\n\nvLLM 在 H100 上吞吐 1,200 tok/s（Llama-3-8B，bs=8）。\n\n"
        "## B\n\nvLLM 在 H100 上吞吐 2,400 tok/s（Llama-3-8B，bs=8）。\n", encoding="utf-8")
    plain = subprocess.run([sys.executable, "-m", "claimcheck", *args], cwd=tmp_path, capture_output=True)
    assert plain.returncode == code
    assert _with_closed_stdout(args, tmp_path) == (code, "")


def test_an_unwritable_cache_folder_is_said_once_and_the_run_goes_on(tmp_path):
    """A build cache that cannot be written made every run build the rules again (about 1 s)
    without a word (a fresh user, session 13): one note on stderr names the folder and the
    remedy, the output is the same, the exit code too."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    note = tmp_path / "note.md"
    note.write_text("# 笔记 2026-10-01\n\nvLLM 在 H100 上吞吐 1,200 tok/s。\n", encoding="utf-8")
    env = dict(os.environ, CLAIMCHECK_CACHE_DIR=str(blocker / "cache"))
    env.pop("CLAIMCHECK_NO_CACHE", None)
    proc = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(note), "--fail-on", "never"],
                          cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 0 and "1 个文件，2 条声明" in proc.stdout  # the date and the throughput
    lines = [line for line in proc.stderr.splitlines() if "build cache" in line]
    assert lines == [f"claimcheck: note: cannot write the build cache in {blocker / 'cache'}: Not a directory; "
                     "every run builds the rules again (about 1 s): set CLAIMCHECK_CACHE_DIR to a writable "
                     "folder, or CLAIMCHECK_NO_CACHE=1"]


def test_a_cache_home_that_cannot_be_written_falls_back_to_a_private_temporary_folder(tmp_path, monkeypatch):
    from claimcheck.resources import cache
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.delenv("CLAIMCHECK_NO_CACHE", raising=False)
    monkeypatch.delenv("CLAIMCHECK_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # ~/.cache is a file: nothing can be made under it
    monkeypatch.setattr(cache.tempfile, "gettempdir", lambda: str(tmp_path))
    private = tmp_path / f"claimcheck-cache-{os.getuid()}"
    assert cache.cache_dir() == private  # not there yet: _save makes it with mode 0700
    private.mkdir(mode=0o700)
    assert cache.cache_dir() == private
    private.chmod(0o777)  # open to others: its pickles could be anyone's
    assert cache.cache_dir() == blocker / "claimcheck"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home-cache"))  # writable: used as before
    assert cache.cache_dir() == tmp_path / "home-cache" / "claimcheck"
