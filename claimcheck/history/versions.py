"""Versions of a living document: a git history or a folder of snapshots, oldest first.

History is an iterable of :class:`Version` records (:class:`History`) — (commit, time, text) plus a label and
the commit message — oldest first (STYLE.md item 12, after simonw/git-history):

    >>> for v in git_versions("notes/inference.md"):          # doctest: +SKIP
    ...     print(v.label, v.date, len(v.text))

- :func:`git_versions` walks ``git log --follow`` (renames followed) and reads each version
  with ``git show REV:path``; ``since``/``until`` are revisions.
- :func:`folder_versions` reads a folder of snapshots (``v0001.md`` …, ``inference-2026-10-08.md``),
  ordered by a ``manifest.tsv`` (columns ``version``, ``commit``, ``date``, optional ``subject``)
  beside them, else by the version number or the date in their names.
"""
from __future__ import annotations

import csv
import datetime as dt
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from claimcheck.errors import InputError, UsageError
from claimcheck.text.ingest import TEXT_SUFFIXES

MANIFEST = "manifest.tsv"


@dataclass(frozen=True)
class Version:
    """One version of a living document.

    Attributes:
        label: short name used in locations (``v0019``, or the commit's first 10 hex digits).
        commit: the full commit hash, or None for a snapshot without one.
        date: ISO 8601 date-time (``2024-01-03T17:26:33+08:00``) or date, or None.
        text: the whole text (newlines normalised, BOM removed); "" when the file was emptied.
        message: the commit message (first line) or the manifest's ``subject``; "" when none.
        path: the document's path in that version (it changes across renames in git).
        file: where this version's text can be opened, when it is a file of its own (a snapshot:
            ``snapshots/v0011.md``); "" for a git version, which locations name ``path@label``
            (``git show label:path`` opens it).
    """

    label: str
    commit: str | None
    date: str | None
    text: str
    message: str = ""
    path: str = ""
    file: str = ""

    @property
    def day(self) -> str | None:
        """The ISO day (``YYYY-MM-DD``) of :attr:`date`, or None."""
        return self.date[:10] if self.date else None


class History:
    """The versions of one document, oldest first, read one at a time as they are iterated:
    what :func:`git_versions` and :func:`folder_versions` return.

    Iterating it yields :class:`Version` records (or the :class:`InputError` of a version that
    cannot be read, and the walk goes on); ``len()`` is how many versions it lists, and
    :meth:`newest` reads the newest readable one alone — so the audit can check the newest
    version in a second process while it walks the others (issue 18).  Picklable: it holds the
    list of versions (names, commits, dates), not their texts.

    Args:
        entries: one tuple per version, oldest first, as ``read`` takes it.
        read: a module-level function ``read(entry, *args) -> Version | InputError``.
        args: its further arguments (the repository, the encoding …).
    """

    def __init__(self, entries: list[tuple], read, args: tuple = ()) -> None:
        self.entries = entries
        self._read = read
        self._args = args

    def __iter__(self) -> Iterator[Version | InputError]:
        for entry in self.entries:
            yield self._read(entry, *self._args)

    def __len__(self) -> int:
        return len(self.entries)

    def newest(self) -> Version | None:
        """The newest version that can be read (the last :class:`Version` iterating yields), or
        None when none can."""
        for entry in reversed(self.entries):
            item = self._read(entry, *self._args)
            if isinstance(item, Version):
                return item
        return None


def decode(raw: bytes, shown: str, encoding: str = "utf-8") -> str:
    """Bytes of one version → text, as :func:`claimcheck.text.ingest.read_document` reads files
    (``encoding``: the encoding of versions that are not valid UTF-8, ``audit --encoding gbk``).

    Raises:
        InputError: E004 binary, E003 not UTF-8 nor ``encoding`` (with line and column), E007
            an unknown encoding.
    """
    from claimcheck.text.ingest import decode as decode_text
    nul = raw.find(b"\x00")
    if nul >= 0:
        raise InputError("E004", path=shown, offset=nul)
    try:
        return decode_text(raw, shown, encoding)
    except InputError as exc:
        if exc.code == "E005":
            return ""  # an emptied version: every claim was removed
        raise


# -- git ---------------------------------------------------------------------------------------
def _git(args: list[str], cwd: Path, what: str) -> bytes:
    try:
        # (paths as they are: git quotes a name with non-ASCII letters, "\345\221\250…", unless told not to)
        proc = subprocess.run(["git", "-c", "core.quotePath=false", *args], cwd=cwd, capture_output=True, check=False)
    except FileNotFoundError:
        raise UsageError("E020", what="--git", problem="the git command is not installed") from None
    if proc.returncode != 0:
        problem = proc.stderr.decode("utf-8", errors="replace").strip().splitlines()
        raise UsageError("E020", what=what, problem=(problem[-1] if problem else f"git {args[0]} failed"))
    return proc.stdout


def _revision(value: str, top: Path, what: str) -> str:
    """The commit hash a user's revision names, resolved with ``git rev-parse --verify
    --end-of-options`` so that no value ever reaches git as an option (``--output=FILE``).

    Raises:
        UsageError: the value starts with ``-`` or names no commit.
    """
    if not value or value.startswith("-"):
        raise UsageError("E020", what=f"{what} {value}", problem="not a revision (a commit, tag or branch name)")
    try:
        found = _git(["rev-parse", "--verify", "--quiet", "--end-of-options", f"{value}^{{commit}}"], top,
                     f"{what} {value}").decode().strip()
    except UsageError:
        found = ""
    if not found:
        raise UsageError("E020", what=f"{what} {value}", problem="no such commit, tag or branch in this repository")
    return found


def git_versions(path: str | os.PathLike, *, since: str | None = None,
                 until: str | None = None, encoding: str = "utf-8") -> History:
    """The versions of ``path`` in its git repository, oldest first.

    Args:
        path: a file inside a git work tree (it need not exist any more at ``until``).
        since: start at this revision: the version of the file in force at ``since`` is the
            first one yielded (so the first change after ``since`` is compared with it).
        until: stop at this revision (default ``HEAD``), included.
    Returns:
        a :class:`History` that yields a :class:`Version` per commit of the first-parent line that
        changed the file (a merge is one version; ``label`` = the first 10 hex
        digits of the commit; ``git show`` reads each as it is reached), or an
        :class:`InputError` for a version that cannot be decoded (the walk goes on).
    Raises:
        UsageError: git missing, not a work tree, an unknown revision, no commit touches the file,
            or ``since`` is no ancestor of ``until`` (a reversed range).
    """
    p = Path(path)
    directory = p.parent if str(p.parent) else Path(".")
    if not directory.is_dir():
        raise InputError("E001", path=str(directory))
    try:
        top = _git(["rev-parse", "--show-toplevel"], directory, f"--git {p}").decode().strip()
    except UsageError as exc:
        if "not a git repository" not in str(exc):
            raise
        if not p.exists():
            raise InputError("E001", path=str(p)) from None
        raise UsageError("E020", what=f"--git {p}", problem="this file is not in a git work tree; --git reads the "
                         "history git keeps of a file in a repository (a folder of snapshots needs no --git)") from None
    rel = Path(os.path.relpath(p.resolve() if p.exists() else directory.resolve() / p.name, top)).as_posix()
    # author dates: a rebase or a same-day history keeps when each change was written
    fmt = "%x1e%H%x1f%aI%x1f%s"
    end = _revision(until or "HEAD", Path(top), "--until")
    # the first-parent line: the versions the file had where ``until`` stands, a merge one version
    # (against the line it joins), never a side branch's state in between (a fresh-user trial, session 26)
    log = _git(["log", "--first-parent", "--follow", "--name-status", f"--format={fmt}", end, "--", rel],
               Path(top), f"--git {p}").decode("utf-8", errors="replace")
    entries: list[tuple[str, str, str, str | None]] = []
    for block in log.split("\x1e")[1:]:
        head, _, rest = block.partition("\n")
        commit, date, subject = (head.split("\x1f") + ["", ""])[:3]
        name, deleted = rel, False
        for line in rest.splitlines():
            parts = line.split("\t")
            if len(parts) >= 2 and parts[0]:
                status = parts[0][0]
                name = parts[-1]
                deleted = status == "D"
        entries.append((commit, date, subject, None if deleted else name))
    if not entries:
        problem = "no commit touches this file" + ("" if p.exists() else ", and it does not exist")
        raise UsageError("E020", what=f"--git {p}", problem=problem)
    # the path of each version, following renames from the newest name backwards
    entries.reverse()
    if since:
        start_rev = _revision(since, Path(top), "--since")
        if start_rev not in set(_git(["rev-list", end], Path(top), f"--until {until or 'HEAD'}").decode().split()):
            # "--since B --until A" with A older than B walked one version and said nothing (a
            # fresh-user trial, session 35)
            raise UsageError("E020", what=f"--since {since}",
                             problem=f"is not an ancestor of --until {until or 'HEAD'}: the range is empty (reversed?)")
        ancestors = set(_git(["rev-list", start_rev], Path(top), f"--since {since}").decode().split())
        older = [i for i, e in enumerate(entries) if e[0] in ancestors]
        start = older[-1] if older else 0
        entries = entries[start:]
    return History(entries, _read_commit, (top, rel, encoding))


def uncommitted(path: str | os.PathLike) -> bool:
    """True when the working copy of ``path`` differs from its last commit (``git status
    --porcelain``: modified, staged or deleted), so ``audit --git`` — which reads commits only —
    leaves those edits out (a fresh-user trial, session 35: an edited TTFT went unseen with no
    word).  False when git cannot tell (no git, not a work tree): the walk itself says so."""
    p = Path(path)
    directory = p.parent if str(p.parent) else Path(".")
    try:
        out = _git(["status", "--porcelain", "--", p.name], directory, f"--git {p}")
    except (UsageError, OSError):
        return False
    return bool(out.strip())


def _read_commit(entry: tuple, top: str, rel: str, encoding: str) -> Version | InputError:
    """One version of :func:`git_versions` (``git show``), or the InputError of one that cannot be decoded."""
    commit, date, subject, name = entry
    if name is None:
        return Version(label=commit[:10], commit=commit, date=date or None, text="", message=subject, path=rel)
    raw = _git(["show", f"{commit}:{name}"], Path(top), f"git show {commit[:10]}:{name}")
    try:
        text = decode(raw, f"{name}@{commit[:10]}", encoding)
    except InputError as exc:
        return exc  # one unreadable version does not stop the walk
    return Version(label=commit[:10], commit=commit, date=date or None, text=text, message=subject, path=name)


# -- folders of snapshots ------------------------------------------------------------------------
_NAME_DATE = re.compile(r"(?<!\d)(20\d{2})[-_.]?(0[1-9]|1[0-2])[-_.]?(0[1-9]|[12]\d|3[01])(?!\d)")
#: a version number in a snapshot's name: "v12", "rev-3", "_0012" (the marker is optional)
_VERSION_MARK = r"(?:v|r|rev|version|ver)?[-_]?"
_NAME_NUMBER = re.compile(rf"(?:^|[^A-Za-z0-9]){_VERSION_MARK}(\d{{1,6}})(?!.*\d)", re.IGNORECASE)


def _name_order(path: Path) -> tuple | None:
    """(date, number) found in a snapshot's name, or None when it has neither."""
    stem = path.stem
    date = _NAME_DATE.search(stem)
    rest = _NAME_DATE.sub(" ", stem) if date else stem
    number = _NAME_NUMBER.search(rest)
    if not date and not number:
        return None
    day = f"{date.group(1)}-{date.group(2)}-{date.group(3)}" if date else ""
    return (day, int(number.group(1)) if number else -1)


def _name_stem(path: Path) -> str:
    """A snapshot's name without its date, version number and separators, lower-case:
    ``inference-2026-10-08.md`` and ``Inference_v12.md`` → ``inference``; ``v0012.md`` → ``""``.
    Snapshots of one document share it; a folder of unrelated notes does not."""
    stem = _NAME_DATE.sub(" ", path.stem)
    stem = re.sub(rf"(?i)(?<![A-Za-z]){_VERSION_MARK}\d+", " ", stem)
    return re.sub(r"[\s\-_.]+", " ", stem).strip().lower()


def read_manifest(path: Path) -> list[dict[str, str]]:
    """Rows of a ``manifest.tsv`` (tab-separated, header row with at least ``version``).

    Raises:
        InputError: E007 the file cannot be read or has no ``version`` header; E010 a ``date``
            that is no ISO date, at its row and column (``manifest.tsv:3:3``).
    """
    return [row for _, row in _manifest_rows(path)]


def _manifest_rows(path: Path) -> list[tuple[int, dict[str, str]]]:
    """(line, row) of each row of a ``manifest.tsv`` (line 1 is the header; blank lines are
    skipped, so a row's line is counted from the file), checked as :func:`read_manifest` says."""
    try:
        with path.open(encoding="utf-8-sig", newline="") as fh:
            # tab-separated values, no quoting: a '"' in a field is text, never swallows a row
            reader = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
            numbered = [(reader.line_num, row) for row in reader]
            rows = [row for _, row in numbered]
    except OSError as exc:
        raise InputError("E007", path=path.as_posix(), reason=exc.strerror or str(exc)) from None
    if not rows or "version" not in rows[0]:
        raise InputError("E007", path=path.as_posix(), reason="a manifest needs a header row with a 'version' column")
    column = list(rows[0]).index("date") + 1 if "date" in rows[0] else 0
    for line, row in numbered:
        written = (row.get("date") or "").strip()
        if written:
            try:
                dt.datetime.fromisoformat(written)
            except ValueError:
                # "2026-13-01" sorted as text and dated nothing: the audit went on in a wrong order
                raise InputError("E010", path=path.as_posix(), line=line, column=column,
                                 problem=f"date {written!r} is no ISO date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM±HH:MM)") from None
    return numbered


def folder_versions(folder: str | os.PathLike, *, since: str | None = None, until: str | None = None,
                    document: str | None = None, encoding: str = "utf-8") -> History:
    """The snapshots in ``folder``, oldest first.

    Order: ``manifest.tsv`` when present (rows sorted by their ``date`` when every row has one,
    else in file order); otherwise the date (``2026-10-08``) or version number (``v12``,
    ``v0012``, ``_12``) in each file name.

    Args:
        folder: a folder of ``*.md`` / ``*.txt`` snapshots.
        since, until: version labels (``v0011``) or dates (``2024-01-03``) bounding the walk, included.
        document: the name shown in locations (default: the folder's name).
    Returns:
        a :class:`History` that yields a :class:`Version` per snapshot (read as it is reached),
        whose ``file`` is the snapshot's path (``folder/v0011.md``, so locations open in an
        editor), or the :class:`InputError` of a snapshot that cannot be read.
    Raises:
        InputError: E001 missing folder, E010 a manifest row without its file (at the row's line),
            E002 no snapshots.
        UsageError: snapshot names without a date or a number and no manifest.
    """
    root = Path(folder)
    if not root.is_dir():
        raise InputError("E001", path=root.as_posix())
    files = sorted(p for p in root.iterdir() if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES
                   and not p.name.startswith("."))
    if not files:
        raise InputError("E002", path=root.as_posix())
    shown = document or root.name
    manifest = root / MANIFEST
    ordered: list[tuple[Path, str, str | None, str | None, str]] = []
    if manifest.exists():
        by_stem = {p.stem: p for p in files} | {p.name: p for p in files}
        rows = _manifest_rows(manifest)
        if all(r.get("date") for _, r in rows):
            rows = sorted(rows, key=lambda lr: (_sortable_date(lr[1]["date"]), lr[0]))
        for line, row in rows:
            label = (row.get("version") or "").strip()
            file = by_stem.get(label)
            if file is None:
                # the manifest's row is what to fix (or the snapshot to restore): name both
                raise InputError("E010", path=manifest.as_posix(), line=line, column=1,
                                 problem=f"version {label!r} has no snapshot {label}.md (or .txt) in "
                                         f"{root.as_posix()}")
            ordered.append((file, label, (row.get("commit") or "").strip() or None,
                            (row.get("date") or "").strip() or None,
                            (row.get("subject") or row.get("message") or "").strip()))
    else:
        keyed = []
        for p in files:
            key = _name_order(p)
            if key is None and len(files) == 1:
                key = ("", 0)  # one snapshot is one version, whatever its name: nothing to order
            if key is None:
                raise UsageError("E020", what=f"audit {root.as_posix()}",
                                 problem=f"cannot order snapshot {p.name!r}: put a version number or a date in "
                                         f"every name, or list them in a {MANIFEST} (version, commit, date)")
            keyed.append((key, p))
        stems = sorted({_name_stem(p) for _, p in keyed})
        if len(stems) > 1:
            raise UsageError("E020", what=f"audit {root.as_posix()}",
                             problem="these files look like different documents (names "
                                     + ", ".join(repr(s or "(none)") for s in stems[:4]) + (" …" if len(stems) > 4 else "")
                                     + "), not versions of one: name the snapshots alike with a date or a number "
                                       f"(inference-2026-10-08.md, v0012.md) or list them in a {MANIFEST}")
        for (day, _), p in sorted(keyed, key=lambda kp: (kp[0], kp[1].name)):
            ordered.append((p, p.stem, None, day or None, ""))
    return History(_bounded(ordered, since, until), _read_snapshot, (shown, encoding))


def _read_snapshot(entry: tuple, shown: str, encoding: str) -> Version | InputError:
    """One version of :func:`folder_versions`, or the InputError of a snapshot that cannot be read."""
    from claimcheck.text.ingest import read_document
    file, label, commit, date, subject = entry
    try:
        text = read_document(file, encoding=encoding).text
    except InputError as exc:
        if exc.code != "E005":
            return exc  # one unreadable snapshot does not stop the walk
        text = ""  # an emptied version: every claim was removed
    return Version(label=label, commit=commit, date=date, text=text, message=subject, path=shown,
                   file=file.as_posix())


def _sortable_date(text: str) -> str:
    """An ISO date-time as a UTC string that sorts correctly across time zones."""
    try:
        moment = dt.datetime.fromisoformat(text.strip())
    except ValueError:
        return text.strip()
    if moment.tzinfo is not None:
        moment = moment.astimezone(dt.timezone.utc).replace(tzinfo=None)
    return moment.isoformat()


def _bounded(ordered: list, since: str | None, until: str | None) -> list:
    def index(bound: str) -> int:
        for i, (_, label, commit, _date, _) in enumerate(ordered):
            if bound == label or (commit and commit.startswith(bound)):
                return i
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", bound):
            days = [i for i, o in enumerate(ordered) if o[3] and o[3][:10] <= bound]
            return days[-1] if days else -1
        raise UsageError("E020", what=f"revision {bound!r}", problem="matches no snapshot label, commit or date")

    start = index(since) if since else 0
    end = index(until) if until else len(ordered) - 1
    return ordered[max(start, 0):end + 1]


def document_label(version: Version) -> str:
    """How locations name a claim of one version: the snapshot's own file when it has one
    (``snapshots/v0011.md``, which an editor opens at ``:17:5``), else ``path@label``
    (``notes.md@4e61c69a26``: ``git show 4e61c69a26:notes.md``)."""
    return version.file or f"{version.path}@{version.label}"
