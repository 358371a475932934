"""The ``claimcheck`` command line: a thin typer layer over :mod:`claimcheck.api`.

Each command maps to one API call; a :class:`~claimcheck.errors.ClaimcheckError` becomes
one line on stderr and exit code 2 (DESIGN.md §6).  Output goes to stdout and pipes
cleanly (no colour unless stdout is a terminal; ``NO_COLOR`` is honoured).
"""
from __future__ import annotations

import contextlib
import os
import re
import sys
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from claimcheck.about import __version__
from claimcheck.errors import NOTE_CODES, ClaimcheckError, UsageError

try:  # typer ≥ 0.25 ships its own copy of click
    from typer._click.exceptions import ClickException, NoArgsIsHelpError, NoSuchOption, UsageError as _ClickUsageError
except ImportError:  # pragma: no cover - older typer on click
    from click.exceptions import ClickException, NoSuchOption, UsageError as _ClickUsageError
    try:
        from click.exceptions import NoArgsIsHelpError
    except ImportError:
        NoArgsIsHelpError = ()  # type: ignore[assignment,misc]
from typer.core import TyperGroup


class OneLineUsageError(ClickException):
    """A usage error shown as the CLI's other errors are: ``claimcheck: error: …`` on one line, exit 2."""

    exit_code = 2

    def show(self, file=None) -> None:  # noqa: D102 - click's hook
        note(f"claimcheck: error: {self.message}")


_NOT_ONE_OF = re.compile(r"^(?:Value error, )?(?P<value>.+?) is not one of ")


def usage_message(exc, command: str, argv: list[str] | None = None) -> str:
    """The one-line text of a click/typer usage error: the option, the value given and, for a
    choice (an Enum option such as ``--format``), every valid value; else click's own words
    with a pointer to ``-h``, or, for an unknown option that is an existing file's name
    (``-dash.md``), how to read it (``--``).  ``command`` is the command path (``claimcheck
    check``); ``argv`` the arguments given (default ``sys.argv[1:]``)."""
    param = getattr(exc, "param", None)
    hint = ""
    if param is not None:
        hint = (getattr(param, "opts", None) or [param.name or ""])[0]
        annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)
        if isinstance(annotation, type) and issubclass(annotation, Enum):
            given = _NOT_ONE_OF.match(exc.message or "")
            value = given.group("value") if given else "this value"
            return f"{hint}: {value} is not one of {', '.join(str(m.value) for m in annotation)}"
    text = exc.format_message() if hasattr(exc, "format_message") else str(exc)
    text = re.sub(r"(?<=: )Value error, ", "", text).rstrip(".")
    if isinstance(exc, NoSuchOption):
        # "check -dash.md": a file whose name starts with "-" reads as options (a fresh-user trial,
        # session 33); "--" ends the options (POSIX utility syntax guideline 10)
        named = [a for a in (argv if argv is not None else sys.argv[1:])
                 if a.startswith(exc.option_name or "-") and a not in ("-", "--") and Path(a).exists()]
        if named:
            return f"{text}: to read the file {named[0]!r}, put -- before it: {command} -- {named[0]}"
    return f"{text} (`{command} -h` shows the options)"


class OneLineErrorsGroup(TyperGroup):
    """The app's command group: a bad option value or a missing argument is one line naming
    the option and the valid values (exit 2), as every other error of the CLI — not click's
    usage block.  ``claimcheck`` alone still prints the help."""

    def invoke(self, ctx):  # noqa: D102 - click's hook
        try:
            return super().invoke(ctx)
        except NoArgsIsHelpError:
            raise
        except _ClickUsageError as exc:
            command = exc.ctx.command_path if getattr(exc, "ctx", None) is not None else ctx.command_path
            raise OneLineUsageError(usage_message(exc, command)) from None


app = typer.Typer(
    name="claimcheck", cls=OneLineErrorsGroup,
    help=("Find conflicting, incomparable or weakly sourced numbers in research notes.\n\n"
          "Example:  claimcheck check corpora/demo/ --as-of 2026-10-15"),
    no_args_is_help=True, add_completion=False, rich_markup_mode=None, pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


class ExtractFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    jsonl = "jsonl"


class Lang(str, Enum):
    zh = "zh"
    en = "en"


class Level(str, Enum):
    low = "low"
    medium = "medium"
    high = "high"
    never = "never"


PATHS_HELP = ("Files or folders (folders are searched recursively for *.md, *.markdown and *.txt, in any case; hidden "
              "files and folders such as .git or .venv are skipped, name one to read it); - reads the standard input "
              "(shown as <stdin>).")
RULES_HELP = ("Use the rules directory DIR instead of the shipped one: a copy of it, edited (checks/, units/, "
              "words/, and metrics, entities, conditions, grammar, segmentation, sources, risk and messages .yaml).")


def _fail(exc: Exception) -> "typer.Exit":
    note(f"claimcheck: error: {exc}")
    return typer.Exit(2)


#: an empty file is skipped with a note: there is nothing in it to be wrong about
SKIPPED_NOT_FAILED = NOTE_CODES


def _report_input_errors(report) -> None:
    for error in report.errors:
        kind = "note" if getattr(error, "code", None) in SKIPPED_NOT_FAILED else "error"
        note(f"claimcheck: {kind}: {error}")


def _input_failed(report) -> bool:
    """True when an input could not be read (missing, binary, not in its encoding, too large):
    a lint run that silently skipped a file must not pass, so the command exits 2."""
    return any(getattr(e, "code", None) not in SKIPPED_NOT_FAILED for e in report.errors)


def refuse_writing_an_input(out: Optional[Path], option: str, inputs) -> None:
    """Refuse an output file (``--timeline``, ``--html``, ``--write-baseline``) that is one of
    the documents the run reads — a named file, a note in a named folder (``audit snaps
    --timeline snaps/v1.md`` replaced the snapshot with the CSV), the ``--git`` file.

    Raises:
        UsageError: E020 naming the option and the file.
    """
    if out is not None and is_an_input(out, inputs):
        raise UsageError("E020", what=f"{option} {out}",
                         problem="is one of the inputs; writing there would replace it: name another file")


def is_an_input(file: Path, inputs) -> bool:
    """``file`` is read by a run over ``inputs`` (paths; ``-`` and None ignored): named itself,
    or a note (``*.md``, ``*.txt`` …) inside a named folder; compared by real path."""
    import os
    from claimcheck.text.ingest import discover
    target = os.path.realpath(file)
    named = [Path(p) for p in inputs if p is not None and str(p) != "-"]
    files, _errors = discover([p for p in named if p.is_dir()])
    return any(os.path.realpath(f) == target for f in [*files, *(p for p in named if not p.is_dir())])


def _nothing_read(report) -> bool:
    """No document was read and at least one input failed (only empty files: nothing to do)."""
    return not report.documents and _input_failed(report)


#: a progress bar appears when this many files or bytes are to be read (a 3 MB note takes a
#: few seconds to extract on a laptop; below that a bar would only flicker)
PROGRESS_MIN_FILES = 4
PROGRESS_MIN_BYTES = 2_000_000
#: outside a terminal, an input this large (bytes) gets a one-line note on stderr instead of a bar
LARGE_INPUT_NOTE_BYTES = 5_000_000


def _progress(paths, max_bytes: int | None = None):
    """A rich progress bar on stderr, in bytes read, when more than a few files or a few MB are
    read and stderr is a terminal (never in pipes, in CI or with NO_PROGRESS set); else None —
    and then, for an input of :data:`LARGE_INPUT_NOTE_BYTES` or more, one note line instead.
    Files over ``max_bytes`` (--max-bytes; they are refused) count for neither.

    Returns a callback ``(path) -> None`` called as each document starts; the bar advances by
    the previous document's size, and shows the file being read and the time spent.  Its
    ``checking(done, total, code)`` turns it into a bar of the rules run ("checking 3/17 rules",
    the rule running: a large note's rules take a while too)."""
    if os.environ.get("NO_PROGRESS"):
        return None
    from claimcheck.text.ingest import discover
    try:
        files, _ = discover(paths)
    except Exception:  # noqa: BLE001 - the run itself reports a path it cannot read
        return None
    sizes = {}
    for f in files:
        try:
            sizes[Path(f).as_posix()] = Path(f).stat().st_size
        except OSError:
            sizes[Path(f).as_posix()] = 0
    if max_bytes is not None:
        # a file over --max-bytes is refused, not read: it neither gets a bar nor the note that a
        # long read lies ahead (a fresh-user trial, session 35: a 22 MB file was announced, then refused)
        sizes = {f: size for f, size in sizes.items() if size <= max_bytes}
        files = [f for f in files if Path(f).as_posix() in sizes]
    total = sum(sizes.values())
    if not sys.stderr.isatty() or os.environ.get("CI"):
        if total >= LARGE_INPUT_NOTE_BYTES:
            # no bar outside a terminal: one line says why nothing else appears for a while (a
            # fresh-user trial, session 34: 20 MB in CI printed nothing for four minutes; trial 37: a
            # 52 MB file of 23,281 copies of one memo, each with its own value, ran past 15 minutes)
            note(f"claimcheck: note: reading {total / 1e6:.1f} MB in {len(files)} file(s); this may take several "
                 "minutes (about 5 MB a minute on one core for notes of varied text, slower for a file that "
                 "repeats one passage thousands of times) and shows no progress bar outside a terminal")
        return None
    if len(files) < PROGRESS_MIN_FILES and total < PROGRESS_MIN_BYTES:
        return None
    from rich.progress import (BarColumn, DownloadColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn,
                               TimeElapsedColumn)

    from rich.console import Console

    # on stderr (rich's default console is stdout: the bar drew only when stdout was a terminal
    # too, and over the report's own stream)
    console = Console(stderr=True)
    bar = Progress(SpinnerColumn(), TextColumn("extracting"), BarColumn(), DownloadColumn(), TimeElapsedColumn(),
                   TextColumn("{task.description}"), transient=True, console=console)
    task = bar.add_task("", total=max(total, 1))
    bar.start()
    current: list[str] = []

    done = [0]  # bytes of the documents finished

    def callback(path: str) -> None:
        if current:
            done[0] += sizes.get(current.pop(), 0)
        current.append(Path(path).as_posix())
        bar.update(task, completed=done[0], description=path[-60:])

    def within(share: float) -> None:
        """The share (0–1) of the current document extracted: the bar moves inside a big file."""
        if current:
            bar.update(task, completed=done[0] + int(sizes.get(current[0], 0) * share))

    callback.within = within  # type: ignore[attr-defined]

    rules_bar: list = []  # the second stage's bar, once the rules run

    def checking(done: int, total: int, code: str) -> None:
        """The rules phase: ``done`` rules of ``total`` run, ``code`` the one running now (the
        bytes bar gives way to a bar in rules)."""
        if not rules_bar:
            bar.stop()
            rules_bar.append(Progress(SpinnerColumn(), TextColumn("checking"), BarColumn(), MofNCompleteColumn(),
                                      TextColumn("rules"), TimeElapsedColumn(), TextColumn("{task.description}"),
                                      transient=True, console=console))
            rules_bar[0].add_task("", total=max(total, 1))
            rules_bar[0].start()
            callback.task = rules_bar[0].tasks[0]  # type: ignore[attr-defined]
        rules_bar[0].update(rules_bar[0].tasks[0].id, completed=done, total=max(total, 1), description=code)

    def stop() -> None:
        bar.stop()
        if rules_bar:
            rules_bar[0].stop()

    callback.checking = checking  # type: ignore[attr-defined]
    callback.console = console  # type: ignore[attr-defined]  (stderr: the report's stdout stays clean)
    callback.stop = stop  # type: ignore[attr-defined]
    callback.task = bar.tasks[0]  # type: ignore[attr-defined]  (completed / total bytes, then rules)
    return callback


def _run(fn, paths, *args, **kwargs):
    progress = _progress(paths, kwargs.get("max_bytes"))
    try:
        return fn(paths, *args, progress=progress, **kwargs)
    finally:
        if progress is not None:
            progress.stop()


def _version(value: bool) -> None:
    if value:
        typer.echo(f"claimcheck {__version__}")
        raise typer.Exit(0)


@app.callback()
def main(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                      help="Print the version and exit.")) -> None:
    """claimcheck: lint the numbers in LLM-inference research notes."""


class CheckFormat(str, Enum):
    text = "text"
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    sarif = "sarif"
    markdown = "markdown"


def _settings(config: Optional[Path], **cli) -> dict:
    """Merge the configuration file (``[tool.claimcheck]`` / ``claimcheck.toml``) under the
    command-line options: an option given on the command line wins."""
    from claimcheck.cli.config import check_config_overrides, load_config
    cfg = load_config(config)
    check_config_overrides(cfg, str(cli["rules"]) if cli.get("rules") else cfg.rules)
    return {
        "select": list(cli["select"]) or cfg.select, "ignore": list(cli["ignore"]) or cfg.ignore,
        "fail_on": cli.get("fail_on") or cfg.fail_on or "medium", "lang": cli.get("lang") or cfg.lang or "zh",
        "rules_dir": str(cli["rules"]) if cli.get("rules") else cfg.rules,
        # an empty --as-of is a wrong date, not "none given"
        "as_of": cfg.as_of if cli.get("as_of") is None else cli["as_of"],
        "severity": cfg.severity, "parameters": cfg.parameters,
        "jobs": cli["jobs"] if cli.get("jobs") is not None else cfg.jobs,
    }


def default_lang(lang: "Lang | None", config: Optional[Path] = None) -> str:
    """The language of a command's output: ``--lang`` when given, else ``lang`` of the
    configuration file (``claimcheck.toml`` / ``[tool.claimcheck]``), else ``zh`` — one default
    for every command (check, warnings, audit, rules).

    Raises:
        UsageError: the configuration file is broken.
    """
    if lang is not None:
        return lang.value
    from claimcheck.cli.config import load_config
    return load_config(config).lang or "zh"


def _run_check(paths, settings, **extra):
    from claimcheck import api
    return _run(api.check, paths, as_of=settings["as_of"], lang=settings["lang"], select=settings["select"],
                ignore=settings["ignore"], rules_dir=settings["rules_dir"],
                severity_overrides=settings["severity"], parameters=settings["parameters"],
                jobs=settings.get("jobs"), **extra)


#: the largest --max-bytes (1 TiB): Python reads a file of at most sys.maxsize bytes, and a bigger
#: value ended in an internal OverflowError instead of a usage error
MAX_BYTES_LIMIT = 1 << 40

JOBS_HELP = ("Extract documents in this many processes (0: every core, the default, or `jobs` of the config "
             "file; 1: in this process). Small inputs always run in this process; the output is the same.")
CONFIG_HELP = "Read settings from this file instead of the nearest claimcheck.toml / pyproject.toml [tool.claimcheck]."


class Interrupted(BaseException):
    """Ctrl-C (SIGINT), raised by our handler instead of ``KeyboardInterrupt``: typer (0.12 and
    later, ``typer.core._main``) turns a ``KeyboardInterrupt`` into a silent exit 130, so a user
    who pressed Ctrl-C was not told that the run stopped.  A ``BaseException``, like
    ``KeyboardInterrupt``, so ``except Exception`` does not swallow it and ``finally`` /
    ``except BaseException`` clean-ups (the index's rollback, the process pool's stop) run."""


class Terminated(BaseException):
    """SIGTERM, raised by our handler: ends the run as :class:`Interrupted` does (clean-ups run),
    and the entry point says so in one line, with exit status 143 (128 + SIGTERM); a silent
    ``SystemExit(143)`` left a user of ``timeout`` or ``kill`` without a word (session 12)."""


def _stop_on_sigterm() -> None:
    """SIGTERM ends the run as Ctrl-C does — unwinding, so open files are closed, the index's
    transaction is rolled back and the worker processes of ``index -j`` are stopped — saying
    ``claimcheck: terminated``, with the conventional exit code 143 (a bare SIGTERM would end
    this process and leave its workers).
    SIGINT raises :class:`Interrupted` (when it is not ignored, as in a background job)."""
    import signal

    def stop(_signum, _frame):
        raise Terminated()

    def interrupt(_signum, _frame):
        raise Interrupted()

    try:
        signal.signal(signal.SIGTERM, stop)
        if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            signal.signal(signal.SIGINT, interrupt)
    except (ValueError, OSError):  # not the main thread, or a platform without SIGTERM
        pass


def _exit_now(code: int) -> None:
    """Exit at once with ``code`` after flushing the output, skipping the interpreter's exit
    handlers.  Used after Ctrl-C, when every ``finally`` has already run (the index rolled back,
    the pool's workers terminated, partial writes discarded): the interpreter's exit would join
    a process pool's manager thread, and a Ctrl-C that lands inside the pool's own bookkeeping
    can leave that thread waiting for workers (a rare hang of ``index -j 2`` seen in CI, rc 130
    printed, process alive a minute later).  Workers die with their parent (PR_SET_PDEATHSIG)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def note(text: str, nl: bool = True) -> None:
    """Write ``text`` (str; a newline after it unless ``nl`` is False) to stderr: every note,
    warning and error line of the commands goes through here.

    Nothing is written for an empty text.  A stderr that cannot be written (``2> /dev/full``)
    loses the line, and nothing else: the output on stdout and the exit code stay those of the
    run (the OSError used to end a clean run with exit 1)."""
    if not text:
        return
    with contextlib.suppress(OSError, ValueError):
        typer.echo(text, err=True, nl=nl)


def emit(text: str) -> None:
    """Write ``text`` (str) to stdout and flush it: every command's output goes through here.

    A reader that stops early (``claimcheck rules | head -1``) closes the pipe: the write then
    raises BrokenPipeError, or not, by the race between the two processes (click turned the error
    into exit 1, so the exit code was 0 or 1 at random).  Here the rest of the output goes to
    ``/dev/null`` and the command ends with the exit code it has without the pipe (0, or 1 for
    findings at ``--fail-on``): the same on every run.  Raises nothing for a closed pipe; other
    OSErrors (a full disk) propagate to :func:`run`."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        discard_stdout()


def discard_stdout() -> None:
    """Point stdout at ``/dev/null`` (after a closed pipe): what is still buffered and written
    later goes nowhere, and the interpreter's exit does not fail flushing it."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def run() -> None:
    """Console-script entry point: run the app, turning stray errors into one line and exit 2."""
    _stop_on_sigterm()
    try:
        app()
    except (KeyboardInterrupt, Interrupted):
        note("claimcheck: interrupted")
        _exit_now(130)
    except Terminated:
        note("claimcheck: terminated")
        _exit_now(143)
    except SystemExit as exc:
        if getattr(exc, "sigterm", False):  # the process pool's own SIGTERM handler (frames.pool)
            note("claimcheck: terminated")
            _exit_now(143)
        raise
    except ClaimcheckError as exc:
        note(f"claimcheck: error: {exc}")
        sys.exit(2)
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)
    except OSError as exc:
        import errno
        if exc.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO):
            _internal_error(exc)
        # "> /dev/full", a full disk under the redirected output: the user's problem, not ours;
        # the rest of the buffered output goes nowhere, so the exit does not fail again
        discard_stdout()
        note(f"claimcheck: error: cannot write the output: {exc.strerror or exc}; the output is incomplete")
        sys.exit(2)
    except Exception as exc:  # a bug of ours: one line, exit 2, traceback on request
        _internal_error(exc)


def _internal_error(exc: BaseException) -> None:
    """One line for a bug of ours, exit 2; the traceback with CLAIMCHECK_DEBUG=1."""
    if os.environ.get("CLAIMCHECK_DEBUG"):
        raise exc
    note(f"claimcheck: internal error: {type(exc).__name__}: {exc} "
               f"(set CLAIMCHECK_DEBUG=1 to see the traceback, and please report it)")
    sys.exit(2)
