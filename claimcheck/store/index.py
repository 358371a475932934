"""Store: the claim index of a corpus (DESIGN.md §7).

``claimcheck index CORPUS…`` extracts every document once and keeps its claims in an
SQLite file (stdlib :mod:`sqlite3`; WAL while updating, a rollback journal at rest); ``check --index DB`` then compares a draft
with the indexed claims of the same (subject, metric) groups without re-reading the corpus.

    >>> stats = update_index(["corpora/demo"], ".claimcheck/index.sqlite")     # doctest: +SKIP
    >>> with ClaimIndex.open(".claimcheck/index.sqlite") as idx:               # doctest: +SKIP
    ...     claims, confirmations = idx.related(draft_claims)

Guarantees:

- **Incremental.** A document is re-extracted only when its text (SHA-256), its path as
  given, or the rules hash it was extracted with changed; documents that disappeared
  (deleted, unreadable now, or no longer found under a corpus folder being indexed) leave.
- **One transaction per document** (``BEGIN IMMEDIATE`` … ``COMMIT``): a crash leaves
  either the old or the new version of a document, never half of one.
- **Concurrent runs** on one db both finish: a busy timeout plus retries with back-off;
  the document row is re-read inside the write transaction, so a document another run
  has just written is not written twice.
- **Never a silent replacement.** A file that is not an SQLite database, or is another
  program's database, raises :class:`~claimcheck.errors.InputError` E030; a corrupt index
  raises E036 (``index`` runs ``PRAGMA quick_check`` before writing); a missing index when
  reading raises E031.  The file is left as it was.

Schema (version table + forward-only migrations in :data:`MIGRATIONS`):
``documents`` (key = absolute path, path as given, hash, date, rules_hash, indexed_at),
``claims`` (every field of :class:`~claimcheck.model.Claim`, plus ``family``, ``id_base``
and ``line_text`` for lookups), ``confirmations`` (release confirmations per document),
``document_urls`` (version 2: the URLs a document's front matter says it is, as
:func:`~claimcheck.text.doc_urls.url_key` gives them), ``meta`` (application marker, metric
families, last update).  An index of an older version is upgraded by the next ``index`` run;
reading one first asks for that run (E033).
"""
from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import functools
import hashlib
import json
import os
import random
import sqlite3
import sys
import time
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from claimcheck.errors import InputError, UsageError
from claimcheck.text.ingest import DEFAULT_MAX_BYTES, STDIN, Document, iter_documents
from claimcheck.model import Claim, Source
from claimcheck.resources.records import fold_name
from claimcheck.text.doc_urls import document_urls, url_key
from claimcheck.extraction.ids import id_base
from claimcheck.frames.entities import names_refined

from claimcheck.store.defaults import DEFAULT_DB  # noqa: E402,F401  (re-exported)
#: the schema version this code reads and writes
SCHEMA_VERSION = 3
#: ``PRAGMA application_id`` of a claimcheck index ("CCIX")
APPLICATION_ID = 0x43434958
APP_NAME = "claimcheck-index"
#: seconds a statement waits for another process's lock before retrying
BUSY_TIMEOUT = 10.0
#: seconds a whole transaction keeps retrying before giving up (E034)
RETRY_FOR = 300.0
NUMERIC_KINDS = ("quantity", "ratio", "percent")
#: below this many documents to extract, ``jobs`` > 1 still extracts in this process
POOL_MIN_DOCS = 200

_SQLITE_MAGIC = b"SQLite format 3\x00"

_SCHEMA_V1 = (
    """CREATE TABLE IF NOT EXISTS meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL)""",
    """CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,          -- absolute path: the document's identity
        path TEXT NOT NULL,                -- the path as given, used as the claims' file
        hash TEXT NOT NULL,                -- sha256 of the decoded text
        date TEXT,                         -- the document's ISO date, or NULL
        rules_hash TEXT NOT NULL,          -- rules the claims were extracted with
        indexed_at TEXT NOT NULL)""",
    """CREATE TABLE claims (
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        seq INTEGER NOT NULL,              -- position in the document's claim list
        id TEXT NOT NULL,
        file TEXT NOT NULL,
        line INTEGER NOT NULL,
        col INTEGER NOT NULL,
        end_col INTEGER NOT NULL,
        section TEXT NOT NULL,
        surface TEXT NOT NULL,
        kind TEXT NOT NULL,
        value TEXT NOT NULL,
        low TEXT,
        high TEXT,
        qualifier TEXT NOT NULL,
        unit TEXT,
        norm_value TEXT,                   -- Decimal as str(): exact round trip
        norm_unit TEXT,
        alternatives TEXT NOT NULL,        -- JSON list of Decimal strings
        direction TEXT,
        baseline TEXT,
        subject TEXT,
        subject_surface TEXT,
        metric TEXT,
        conditions TEXT NOT NULL,          -- JSON list of [name, value]
        src_attribution TEXT,
        src_tier TEXT NOT NULL,
        src_urls TEXT NOT NULL,            -- JSON list
        src_ids TEXT NOT NULL,             -- JSON list
        src_date TEXT,
        src_primary_link INTEGER NOT NULL,
        src_internal INTEGER NOT NULL,
        text TEXT NOT NULL,
        doc_date TEXT,
        flags TEXT NOT NULL,               -- JSON list
        family TEXT,                       -- the metric's family (CC202 groups by it)
        id_base TEXT,                      -- identifiers: the id without version (CC206)
        line_text TEXT,                    -- identifiers: the whole line (CC206's name window)
        PRIMARY KEY (doc_id, seq))""",
    "CREATE INDEX claims_subject_metric ON claims(subject, metric)",
    "CREATE INDEX claims_subject_family ON claims(subject, family)",
    "CREATE INDEX claims_subject_kind ON claims(subject, kind)",
    "CREATE INDEX claims_id_base ON claims(id_base) WHERE id_base IS NOT NULL",
    """CREATE TABLE confirmations (
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        seq INTEGER NOT NULL,
        subject TEXT,
        line INTEGER NOT NULL,
        PRIMARY KEY (doc_id, seq))""",
    "CREATE INDEX confirmations_subject ON confirmations(subject)",
)

#: forward-only migrations: (version reached, statements).  Each runs in one transaction.
#: version 2: the URLs each document says it is (its front matter), to find the document a quote cites
_SCHEMA_V2 = (
    """CREATE TABLE document_urls (
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        url TEXT NOT NULL)                 -- claimcheck.text.doc_urls.url_key of the URL""",
    "CREATE INDEX document_urls_url ON document_urls (url)",
    "CREATE INDEX document_urls_doc ON document_urls (doc_id)",
)

#: version 3: claims by (metric, value), to find the system an index's document credits a
#: draft's figure to (CC201 "credited elsewhere": the same figure under another subject)
_SCHEMA_V3 = (
    "CREATE INDEX claims_metric_value ON claims(metric, norm_value) WHERE norm_value IS NOT NULL",
)

MIGRATIONS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (1, _SCHEMA_V1),
    (2, _SCHEMA_V2),
    (3, _SCHEMA_V3),
)

_CLAIM_COLUMNS = (
    "doc_id", "seq", "id", "file", "line", "col", "end_col", "section", "surface", "kind", "value",
    "low", "high", "qualifier", "unit", "norm_value", "norm_unit", "alternatives", "direction",
    "baseline", "subject", "subject_surface", "metric", "conditions", "src_attribution", "src_tier",
    "src_urls", "src_ids", "src_date", "src_primary_link", "src_internal", "text", "doc_date", "flags",
    "family", "id_base", "line_text",
)
_INSERT_CLAIM = f"INSERT INTO claims ({', '.join(_CLAIM_COLUMNS)}) VALUES ({', '.join('?' * len(_CLAIM_COLUMNS))})"
#: the columns that make a Claim, in :func:`_claim_from_row` order
_READ_COLUMNS = ", ".join("c." + name for name in _CLAIM_COLUMNS[2:34])


# -- records ------------------------------------------------------------------------
@dataclass
class IndexStats:
    """What one :func:`update_index` run did.

    Attributes:
        db: the index file.
        added, updated, removed: paths of documents new to the index, re-extracted, or gone.
        unchanged: documents whose text, path and rules were unchanged (not re-extracted).
        extracted: paths extracted by this run (a document another concurrent run wrote
            first is extracted but not written again).
        errors: one :class:`InputError` per input that could not be read (the others are indexed).
        kept: paths of indexed documents that exist but could not be read this time (a wrong
            ``--encoding``, a file too large, …): their claims stay unless ``prune``.
        rules_changed: some indexed documents had been extracted with other rules.
        documents, claims: totals in the index after the run.
        seconds: wall time.
    """

    db: str
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    extracted: list[str] = field(default_factory=list)
    errors: list[InputError] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    rules_changed: bool = False
    documents: int = 0
    claims: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        """One line: ``indexed 30 documents into DB: 2 added, 1 updated, … (312 claims, 0.8 s)``."""
        noun = "document" if self.documents == 1 else "documents"
        return (f"indexed {self.documents} {noun} into {self.db}: {len(self.added)} added, "
                f"{len(self.updated)} updated, {len(self.removed)} removed, {self.unchanged} unchanged"
                + (f", {len(self.kept)} kept unread" if self.kept else "")
                + f" ({self.claims} claims, {self.seconds:.1f} s)")


@dataclass(frozen=True)
class IndexInfo:
    """The contents of an index in numbers (``claimcheck index --stats``)."""

    path: str
    schema_version: int
    documents: int
    claims: int
    subjects: int
    metrics: int
    last_update: str | None
    rules_hashes: tuple[str, ...]
    stale: bool | None = None

    def lines(self) -> list[str]:
        rules = ", ".join(self.rules_hashes) or "-"
        if self.stale is not None:
            rules += " (stale: the current rules differ; run `claimcheck index` again)" if self.stale else " (current)"
        return [f"index:       {self.path} (schema {self.schema_version})",
                f"documents:   {self.documents}",
                f"claims:      {self.claims}",
                f"subjects:    {self.subjects}",
                f"metrics:     {self.metrics}",
                f"rules:       {rules}",
                f"last update: {self.last_update or '-'}"]


# -- connection helpers --------------------------------------------------------------
def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def _is_busy(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _retry(path: str, fn: Callable[[], object]):
    """Run ``fn``, retrying with jittered back-off while another process holds the lock."""
    deadline = time.monotonic() + RETRY_FOR
    delay = 0.02
    while True:
        try:
            return fn()
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc):
                raise
            if time.monotonic() > deadline:
                raise InputError("E034", path=path, seconds=int(RETRY_FOR)) from None
            time.sleep(delay * (0.5 + random.random()))
            delay = min(delay * 2, 0.5)


def _transaction(conn: sqlite3.Connection, path: str, body: Callable[[sqlite3.Connection], object]):
    """``body(conn)`` inside ``BEGIN IMMEDIATE`` … ``COMMIT``, retried as a whole when busy."""
    def attempt():
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = body(conn)
            conn.execute("COMMIT")
            return result
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return _retry(path, attempt)


def _probe(path: Path) -> str:
    """``missing`` | ``empty`` | ``sqlite``; raise E030 for a file that is not SQLite at all."""
    shown = path.as_posix()
    if not path.exists():
        return "missing"
    if path.is_dir():
        raise InputError("E030", path=shown, reason="it is a directory")
    try:
        with path.open("rb") as fh:
            head = fh.read(len(_SQLITE_MAGIC))
    except OSError as exc:
        raise InputError("E035", path=shown, reason=exc.strerror or str(exc)) from None
    if not head:
        return "empty"
    if head != _SQLITE_MAGIC:
        raise InputError("E030", path=shown, reason="not an SQLite database")
    return "sqlite"


def _state(conn: sqlite3.Connection, shown: str) -> int:
    """The schema version of an open database: 0 for a blank one; E030 for a foreign one,
    E032 for one newer than this code."""
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables:
        return 0
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    if "meta" not in tables or "schema_version" not in tables:
        found = ", ".join(sorted(tables)[:5])
        raise InputError("E030", path=shown, reason=f"an SQLite database of another program, with tables {found}")
    row = conn.execute("SELECT value FROM meta WHERE key='app'").fetchone()
    if (row is None or row[0] != APP_NAME) and app_id != APPLICATION_ID:
        raise InputError("E030", path=shown, reason="its meta table does not name claimcheck")
    version = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0
    if version > SCHEMA_VERSION:
        raise InputError("E032", path=shown, found=version, supported=SCHEMA_VERSION)
    return version


#: SQLite result codes that are no corruption, and the error that gives the right advice
_SQLITE_ERRORS = {"SQLITE_READONLY": "E037", "SQLITE_FULL": "E038", "SQLITE_CANTOPEN": "E035",
                  "SQLITE_PERM": "E037", "SQLITE_NOTADB": "E030"}
_SQLITE_TEXTS = (("readonly database", "E037"), ("disk is full", "E038"), ("unable to open", "E035"),
                 ("not a database", "E030"))


def _database_error(shown: str, exc: sqlite3.DatabaseError) -> InputError:
    """A database error as a one-line error naming the file, with the advice its cause needs:
    read-only (E037: make it writable, nothing was written), disk full (E038: free space; the
    documents written before stay), cannot open (E035), not a database (E030); anything else
    is corruption (E036: delete and rebuild).  SQLite's result code decides (Python 3.11+
    ``sqlite_errorname``), else its message."""
    reason = " ".join(str(exc).split())
    base = "_".join(str(getattr(exc, "sqlite_errorname", "") or "").split("_")[:2])  # SQLITE_READONLY_DBMOVED
    code = _SQLITE_ERRORS.get(base)
    if code is None:
        code = next((c for text, c in _SQLITE_TEXTS if text in reason), "E036")
    return InputError(code, path=shown, reason=reason)


def _migrate(conn: sqlite3.Connection, shown: str) -> None:
    """Create or upgrade the schema to :data:`SCHEMA_VERSION` (one transaction)."""
    def body(c: sqlite3.Connection) -> None:
        version = _state(c, shown)  # re-read under the write lock: another run may have done it
        if version == SCHEMA_VERSION:
            return
        if version == 0:
            c.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
            c.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        for target, statements in MIGRATIONS:
            if target > version:
                for statement in statements:
                    c.execute(statement)
                c.execute("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)", (target, _now()))
        c.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('app', ?)", (APP_NAME,))
    _transaction(conn, shown, body)


def _mkdir_reason(folder: Path, exc: OSError) -> str:
    """Why the index's folder could not be made: names the file that stands where a folder of
    its path should be ("/tmp/notes.md is a file, not a folder") instead of the OS's "File
    exists" for it; otherwise the OS's reason (``exc.strerror``)."""
    for ancestor in (folder, *folder.parents):
        if ancestor.exists() or ancestor.is_symlink():
            if not ancestor.is_dir():
                return f"{ancestor.as_posix()} is a file, not a folder"
            break
    return exc.strerror or str(exc)


def _connect_rw(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) an index for writing: WAL, schema migrated."""
    shown = path.as_posix()
    kind = _probe(path)
    if kind == "missing":
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError("E035", path=shown, reason=_mkdir_reason(path.parent, exc)) from None
    try:
        conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False)
    except sqlite3.Error as exc:
        raise InputError("E035", path=shown, reason=str(exc)) from None
    def prepare() -> None:
        _retry(shown, lambda: _state(conn, shown))  # refuse a foreign or corrupt file before writing
        problems = _retry(shown, lambda: conn.execute("PRAGMA quick_check(3)").fetchall())
        if [tuple(r) for r in problems] != [("ok",)]:
            detail = " ".join(" ".join(str(r[0]).split()) for r in problems)
            raise InputError("E036", path=shown, reason=f"integrity check: {detail[:300]}")
        mode = _retry(shown, lambda: conn.execute("PRAGMA journal_mode=WAL").fetchone()[0])
        if str(mode).lower() != "wal":
            raise InputError("E035", path=shown, reason=f"cannot switch to WAL mode ({mode})")
        conn.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: a killed process never corrupts
        _migrate(conn, shown)

    return _guarded(conn, shown, prepare)


def _leave_wal(conn: sqlite3.Connection) -> None:
    """Switch a written index back to a rollback journal before closing it: the update ran in
    WAL mode (readers are not blocked), but a read-only reader of a WAL database creates
    ``-wal``/``-shm`` files it cannot remove, which would be left beside the index after every
    ``check --index``.  When another connection holds the database the switch fails quietly
    and the index stays in WAL mode (still correct; the files go when the last writer closes)."""
    try:
        conn.execute("PRAGMA journal_mode=DELETE").fetchone()
    except sqlite3.Error:
        pass


def _connect_ro(path: Path) -> sqlite3.Connection:
    shown = path.as_posix()
    kind = _probe(path)
    if kind == "missing":
        raise InputError("E031", path=shown)
    if kind == "empty":
        raise InputError("E030", path=shown, reason="an empty file")
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=BUSY_TIMEOUT,
                               isolation_level=None, check_same_thread=False)
    except sqlite3.Error as exc:
        raise InputError("E035", path=shown, reason=str(exc)) from None
    def prepare() -> None:
        version = _retry(shown, lambda: _state(conn, shown))
        if version == 0:
            raise InputError("E030", path=shown, reason="an SQLite database without claimcheck tables")
        if version < SCHEMA_VERSION:
            raise InputError("E033", path=shown, found=version, supported=SCHEMA_VERSION)

    return _guarded(conn, shown, prepare)


def _guarded(conn: sqlite3.Connection, shown: str, prepare) -> sqlite3.Connection:
    """Run ``prepare()`` on a fresh connection; close it and raise a one-line InputError on failure."""
    try:
        prepare()
    except InputError:
        conn.close()
        raise
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise _database_error(shown, exc) from None
    return conn


# -- claims <-> rows ------------------------------------------------------------------
def _dumps(items) -> str:
    return json.dumps(list(items), ensure_ascii=False, separators=(",", ":"))


def _decimal_text(value) -> str | None:
    if value is None:
        return None
    return str(value)


def _claim_row(c: Claim, doc_id: int, seq: int, family: str | None, line_text: str | None) -> tuple:
    base = id_base(c.value) if c.kind == "identifier" else None
    s = c.source
    return (doc_id, seq, c.id, c.file, c.line, c.column, c.end_column, c.section, c.surface, c.kind, c.value,
            c.low, c.high, c.qualifier, c.unit, _decimal_text(c.norm_value), c.norm_unit,
            _dumps(_decimal_text(a) for a in c.alternatives), c.direction, c.baseline, c.subject,
            c.subject_surface, c.metric, _dumps(list(pair) for pair in c.conditions), s.attribution, s.tier,
            _dumps(s.urls), _dumps(s.ids), s.date, int(bool(s.primary_link)), int(bool(s.internal)), c.text,
            c.doc_date, _dumps(c.flags), family, base, line_text if c.kind == "identifier" else None)


@functools.lru_cache(maxsize=8192)
def _strings(text: str) -> tuple:
    """A JSON list of strings (or of [name, value] pairs) as a tuple (of tuples); the same few
    texts recur on thousands of rows, and the results are immutable, so they are cached."""
    return tuple(tuple(x) if isinstance(x, list) else x for x in json.loads(text))


@functools.lru_cache(maxsize=8192)
def _decimals(text: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(a) for a in json.loads(text))


@functools.lru_cache(maxsize=16384)
def _source(attribution, tier, urls, ids, date, primary_link, internal) -> Source:
    """Sources are frozen and recur on every claim of a sentence or section: share them."""
    return Source(attribution=attribution, tier=tier, urls=_strings(urls), ids=_strings(ids), date=date,
                  primary_link=bool(primary_link), internal=bool(internal))


def _fast_constructor(cls):
    """Build instances of the frozen dataclass ``cls`` from a dict of field values without
    running the generated ``__init__`` (its 26 ``object.__setattr__`` calls per claim dominate
    reading thousands of claims); fields the dict lacks get their defaults.  Falls back to
    the ordinary constructor when ``cls`` has slots or a ``__post_init__``."""
    import dataclasses
    if "__slots__" in cls.__dict__ or hasattr(cls, "__post_init__"):
        return lambda values: cls(**values)
    defaults, factories, required = {}, {}, set()
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            defaults[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            factories[f.name] = f.default_factory
        else:
            required.add(f.name)
    new = object.__new__

    def build(values: dict):
        if not required.issubset(values):
            return cls(**values)  # the constructor's own TypeError
        obj = new(cls)
        state = obj.__dict__
        for name, value in defaults.items():
            state[name] = value
        for name, factory in factories.items():
            if name not in values:
                state[name] = factory()
        state.update(values)
        return obj
    return build


_new_claim = _fast_constructor(Claim)


def _claim_from_row(row: Sequence) -> Claim:
    (cid, file, line, col, end_col, section, surface, kind, value, low, high, qualifier, unit, norm_value,
     norm_unit, alternatives, direction, baseline, subject, subject_surface, metric, conditions,
     attribution, tier, urls, ids, src_date, primary_link, internal, text, doc_date, flags) = row
    return _new_claim({
        "id": cid, "file": file, "line": line, "column": col, "end_column": end_col, "section": section,
        "surface": surface, "kind": kind, "value": value, "low": low, "high": high, "qualifier": qualifier,
        "unit": unit, "norm_value": Decimal(norm_value) if norm_value is not None else None,
        "norm_unit": norm_unit, "alternatives": _decimals(alternatives), "direction": direction,
        "baseline": baseline, "subject": subject, "subject_surface": subject_surface, "metric": metric,
        "conditions": _strings(conditions),
        "source": _source(attribution, tier, urls, ids, src_date, primary_link, internal),
        "text": text, "doc_date": doc_date, "flags": _strings(flags)})


def text_hash(text: str) -> str:
    """The content hash of a document: SHA-256 of its decoded text."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _key(path: str | os.PathLike) -> str:
    return str(Path(path).resolve())


def shown_path(key: str, given: str) -> str:
    """How an indexed document is named in findings: the path as given to ``index`` when that
    was absolute, else its absolute path (``key``) made relative to the current folder — so a
    location opens from wherever ``check --index`` runs, not only from where ``index`` ran.

    Args:
        key: the document's absolute path (the ``documents.key`` column).
        given: the path as given when it was indexed (``documents.path``).
    Returns:
        A POSIX path (the absolute ``key`` when no relative path exists, e.g. another drive).
    """
    if os.path.isabs(given):
        return Path(given).as_posix()
    try:
        return Path(os.path.relpath(key)).as_posix()
    except ValueError:
        return Path(key).as_posix()


def _shown_claim(claim: Claim, shown: str) -> Claim:
    """``claim`` with its file named as :func:`shown_path` names it."""
    return claim if claim.file == shown else dataclasses.replace(claim, file=shown)


# -- reading ---------------------------------------------------------------------------
class ClaimIndex:
    """A claim index opened for reading; use it in a ``with`` block.

    Args (of :meth:`open`):
        path: the index file.
        rules_hash: the hash of the rules in use; when the index was built with other rules
            it is stale (:attr:`stale`) and ``notice`` is told once.
    Raises (from :meth:`open`):
        InputError: E031 no such file, E030 not a claimcheck index (foreign or empty),
            E036 corrupt, E032/E033 schema version newer/older than this code.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, rules_hash: str | None = None) -> None:
        self._conn = conn
        self.path = path
        self.shown = path.as_posix()
        self.rules_hash = rules_hash
        #: set by :meth:`related`: file (as its claims name it) → the URL keys the document says it is
        self.related_document_urls: dict[str, tuple[str, ...]] = {}
        meta = dict(self._query("SELECT key, value FROM meta"))
        self.families: dict[str, str] = json.loads(meta.get("families", "{}"))
        self.last_update: str | None = meta.get("updated_at")
        self.rules_hashes = tuple(sorted(h for (h,) in self._query("SELECT DISTINCT rules_hash FROM documents")))
        self.stale = bool(rules_hash) and any(h != rules_hash for h in self.rules_hashes)

    @classmethod
    def open(cls, path: str | os.PathLike, *, rules_hash: str | None = None,
             notice: Callable[[str], None] | None = None) -> "ClaimIndex":
        """Open ``path`` read-only.  ``notice`` (default: a line on stderr) hears about a stale index."""
        p = Path(path)
        conn = _connect_ro(p)
        try:
            index = cls(conn, p, rules_hash)
        except BaseException:
            conn.close()
            raise
        if index.stale:
            (notice or _stderr_notice)(
                f"{index.shown} was indexed with other rules ({', '.join(index.rules_hashes)}, now {rules_hash}); "
                f"its claims may differ from a fresh extraction: run `claimcheck index` to refresh it")
        return index

    def __enter__(self) -> "ClaimIndex":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self._conn.close()

    @contextlib.contextmanager
    def _snapshot(self):
        """One read transaction: every query inside sees the same version of the index, even
        while an ``index`` run commits documents."""
        try:
            _retry(self.shown, lambda: self._conn.execute("BEGIN"))
        except sqlite3.DatabaseError as exc:
            raise _database_error(self.shown, exc) from None
        try:
            yield
        finally:
            if self._conn.in_transaction:
                self._conn.execute("COMMIT")

    def _query(self, sql: str, params: Sequence = ()) -> list:
        try:
            return _retry(self.shown, lambda: self._conn.execute(sql, params).fetchall())
        except sqlite3.DatabaseError as exc:
            raise _database_error(self.shown, exc) from None

    # the comparison groups -------------------------------------------------------------
    def related(self, claims: Iterable[Claim], exclude_files: Iterable[str | os.PathLike] = ()
                ) -> tuple[list[Claim], list[tuple[str | None, str, int, str | None]]]:
        """The indexed claims that the rules compare with ``claims``, and the release confirmations.

        A claim is related when it shares with a given claim its (subject, metric) group
        (CC201, CC104, CC204), or has as subject a given relative claim's baseline and its
        metric (a reversed ratio, CC201; a table's figures, CC105), its (subject, metric family) (CC202), its subject for
        versions (CC203), or its identifier (CC206), or — any subject — the metric and value of a
        given claim with a subject (the figure credited to another system, CC201).  Documents
        named in ``exclude_files``
        (the drafts themselves, when they are also indexed) are left out.

        A claim is also related when its document is one that a given claim cites by URL (the
        document's front matter names that URL: :mod:`claimcheck.text.doc_urls`) and it has
        the citing claim's metric; :attr:`related_document_urls` then maps each related
        document (as the claims name it) to the URL keys it says it is.

        Returns:
            (claims sorted by (file, line, column), confirmations as (subject, file, line,
            doc_date) for the subjects of ``claims``).
        """
        claims = list(claims)
        excluded_paths = {Path(p).as_posix() for p in exclude_files}
        excluded_keys = {_key(p) for p in excluded_paths}
        pairs, families, versions, id_bases, subjects, values = set(), set(), set(), set(), set(), set()
        models: dict[str, set[tuple[str, bool]]] = {}  # metric → (folded model, only unnamed systems)
        cited: dict[str, set[str]] = {}  # url key → metrics of the claims citing it (CC201 percent-as-multiple)
        for c in claims:
            if c.metric and c.source.urls and c.kind in NUMERIC_KINDS:
                for u in c.source.urls:
                    cited.setdefault(url_key(u), set()).add(c.metric)
            model = c.conditions_dict.get("model")
            if model and c.metric and c.kind in NUMERIC_KINDS:
                # a figure of an unnamed system pairs by its model (CC201 condition slips)
                models.setdefault(c.metric, set()).add((fold_name(model), c.subject is not None))
            if c.subject and c.metric and c.baseline:
                # the baseline's own figures: a ratio written from the other end (CC201), a
                # table giving both systems a figure over one baseline (CC105)
                pairs.update((name, c.metric) for name in names_refined(c.baseline))
            if c.subject:
                subjects.add(c.subject)
                if c.metric:
                    pairs.add((c.subject, c.metric))
                    if c.kind in NUMERIC_KINDS and c.norm_value is not None:
                        # the same figure under another subject: credited to the wrong system (CC201)
                        values.add((c.metric, str(c.norm_value)))
                family = self.families.get(c.metric or "")
                if family and c.kind in NUMERIC_KINDS:
                    families.add((c.subject, family))
                if c.kind == "version":
                    versions.add(c.subject)
            if c.kind == "identifier":
                id_bases.add(id_base(c.value))
        with self._snapshot():
            return self._related(excluded_paths, excluded_keys, pairs, families, versions, id_bases, subjects,
                                 models, cited, values)

    def _cited(self, cited: dict[str, set[str]]) -> set[tuple[int, str]]:
        """(document id, metric) of the indexed documents whose own URLs the given claims cite
        (``cited``: url key → metrics of the citing claims)."""
        out: set[tuple[int, str]] = set()
        for url, metrics in sorted(cited.items()):
            for (doc_id,) in self._query("SELECT doc_id FROM document_urls WHERE url = ?", (url,)):
                out.update((doc_id, m) for m in metrics)
        return out

    def _related(self, excluded_paths, excluded_keys, pairs, families, versions, id_bases, subjects, models=None,
                 cited=None, values=()):
        base = (f"SELECT c.doc_id, c.seq, d.key, d.path, {_READ_COLUMNS} "
                "FROM claims c JOIN documents d ON d.id = c.doc_id WHERE ")
        found: dict[tuple[int, int], tuple] = {}
        # a (subject, family) query already returns its metrics' claims: do not fetch them twice
        pairs = {(s, m) for s, m in pairs if (s, self.families.get(m)) not in families}
        queries = ([("c.subject = ? AND c.metric = ?", pair) for pair in sorted(pairs)]
                   + [("c.subject = ? AND c.family = ?", pair) for pair in sorted(families)]
                   + [("c.subject = ? AND c.kind = 'version'", (s,)) for s in sorted(versions)]
                   + [("c.id_base = ?", (b,)) for b in sorted(id_bases)]
                   + [("c.metric = ? AND c.norm_value = ? AND c.subject IS NOT NULL", v) for v in sorted(values)])
        for where, params in queries:
            for row in self._query(base + where, params):
                if row[2] in excluded_keys or shown_path(row[2], row[3]) in excluded_paths:
                    continue
                found[(row[0], row[1])] = row
        # the dates written on a version's line ("回顾：2026-06 时 vLLM 最新版本为 0.10.0"): CC203 dates a
        # "latest" statement by its line's first date, as a check of the files themselves does (a
        # fresh-user trial, session 38: with --index the line's date was lost and the two met)
        for doc_id, line in sorted({(r[0], r[6]) for r in found.values() if r[11] == "version"}):
            for row in self._query(base + "c.doc_id = ? AND c.line = ? AND c.kind = 'date'", (doc_id, line)):
                found.setdefault((row[0], row[1]), row)
        for doc_id, metric in sorted(self._cited(cited or {})):
            for row in self._query(base + "c.doc_id = ? AND c.metric = ?", (doc_id, metric)):
                if row[2] in excluded_keys or shown_path(row[2], row[3]) in excluded_paths:
                    continue
                found[(row[0], row[1])] = row
        for metric, wanted in sorted((models or {}).items()):
            named_only = all(named for _, named in wanted)
            sql = base + "c.metric = ? AND c.conditions LIKE ?" + (" AND c.subject IS NULL" if named_only else "")
            for row in self._query(sql, (metric, '%["model",%')):
                if (row[0], row[1]) in found or row[2] in excluded_keys or shown_path(row[2], row[3]) in excluded_paths:
                    continue
                claim = _claim_from_row(row[4:])
                model = fold_name(claim.conditions_dict.get("model") or "")
                if (model, False) in wanted or ((model, True) in wanted and claim.subject is None):
                    found[(row[0], row[1])] = row
        # the URLs the related documents say they are: what a quote citing one is matched with
        self.related_document_urls = {}
        for doc_id, key, path in sorted({(r[0], r[2], r[3]) for r in found.values()}):
            urls = tuple(u for (u,) in self._query("SELECT url FROM document_urls WHERE doc_id = ? ORDER BY url",
                                                    (doc_id,)))
            if urls:
                self.related_document_urls[shown_path(key, path)] = urls
        shown = [(_shown_claim(_claim_from_row(r[4:]), shown_path(r[2], r[3])), r[1]) for r in found.values()]
        related = [c for c, _ in sorted(shown, key=lambda cs: (cs[0].file, cs[0].line, cs[0].column, cs[1]))]
        confirmations = []
        for subject in sorted(subjects):
            for key, path, line, date in self._query(
                    "SELECT d.key, d.path, f.line, d.date FROM confirmations f JOIN documents d ON d.id = f.doc_id "
                    "WHERE f.subject = ? ORDER BY d.path, f.seq", (subject,)):
                shown = shown_path(key, path)
                if key not in excluded_keys and shown not in excluded_paths:
                    confirmations.append((subject, shown, line, date))
        return related, confirmations

    def line_texts(self, claims: Iterable[Claim]) -> dict[tuple[str, int], str]:
        """(file, line) → the whole line, for the indexed identifier claims among ``claims``
        (what CC206 reads its name window from)."""
        wanted = {(c.file, c.line) for c in claims if c.kind == "identifier"}
        out = {}
        for file, line in sorted(wanted):
            row = self._query("SELECT line_text FROM claims WHERE file = ? AND line = ? AND line_text IS NOT NULL "
                              "LIMIT 1", (file, line))
            if row:
                out[(file, line)] = row[0][0]
        return out

    # whole-index views ------------------------------------------------------------------
    def info(self) -> IndexInfo:
        """Counts for ``claimcheck index --stats``."""
        one = lambda sql: self._query(sql)[0][0]  # noqa: E731
        version = one("SELECT MAX(version) FROM schema_version")
        return IndexInfo(path=self.shown, schema_version=version,
                         documents=one("SELECT COUNT(*) FROM documents"),
                         claims=one("SELECT COUNT(*) FROM claims"),
                         subjects=one("SELECT COUNT(DISTINCT subject) FROM claims WHERE subject IS NOT NULL"),
                         metrics=one("SELECT COUNT(DISTINCT metric) FROM claims WHERE metric IS NOT NULL"),
                         last_update=self.last_update, rules_hashes=self.rules_hashes,
                         stale=self.stale if self.rules_hash else None)

    def newest_date(self) -> str | None:
        """The newest document date in the index (ISO), or None: what ``check`` would take as
        the default ``--as-of`` had the corpus been named on the command line."""
        return self._query("SELECT MAX(date) FROM documents")[0][0]

    def documents(self) -> list[tuple[str, str, str | None, str]]:
        """(path, hash, date, indexed_at) of every indexed document, by path."""
        return [tuple(r) for r in self._query("SELECT path, hash, date, indexed_at FROM documents ORDER BY path")]

    def claims(self, path: str | None = None) -> list[Claim]:
        """Every indexed claim (of one document when ``path`` is given), by (file, line, column)."""
        sql = f"SELECT {_READ_COLUMNS} FROM claims c JOIN documents d ON d.id = c.doc_id"
        params: tuple = ()
        if path is not None:
            sql += " WHERE d.path = ?"
            params = (Path(path).as_posix(),)
        rows = self._query(sql + " ORDER BY c.file, c.line, c.col, c.seq", params)
        return [_claim_from_row(r) for r in rows]

    def content(self) -> list[tuple]:
        """Everything that defines the index's content (no timestamps, no row ids), sorted:
        for comparing two indexes built differently."""
        docs = self._query("SELECT key, path, hash, date, rules_hash FROM documents ORDER BY key")
        claims = self._query(f"SELECT d.key, c.seq, {_READ_COLUMNS}, c.family, c.id_base, c.line_text "
                             "FROM claims c JOIN documents d ON d.id = c.doc_id ORDER BY d.key, c.seq")
        confirmations = self._query("SELECT d.key, f.seq, f.subject, f.line FROM confirmations f "
                                    "JOIN documents d ON d.id = f.doc_id ORDER BY d.key, f.seq")
        return [("document", *map(tuple, docs)), ("claims", *map(tuple, claims)),
                ("confirmations", *map(tuple, confirmations))]


def _stderr_notice(message: str) -> None:
    print(f"claimcheck: notice: {message}", file=sys.stderr)


# -- writing ---------------------------------------------------------------------------
def _extract_one(rules_dir: str | None, document: Document) -> tuple[list[Claim], list]:
    """Extract one document (in this process or a pool worker)."""
    from claimcheck.frames.extractor import shared_extractor
    result = shared_extractor(rules_dir).extract(document)
    return result.claims, list(result.confirmations)


def _extracted(documents: Iterable[Document], rules_dir: str | None, jobs: int | None,
               scheduler: str | None = None) -> Iterator[tuple[Document, list[Claim], list]]:
    """(document, claims, confirmations) in input order; ``jobs`` > 1 (None or 0: every core)
    extracts in the process pool of :func:`claimcheck.frames.pool.ordered_map` when at least
    :data:`POOL_MIN_DOCS` documents or ``POOL_MIN_CHARS`` characters need it (a small update
    stays in this process); ``scheduler`` (``dask`` or ``tcp://host:port``) extracts on a Dask
    cluster instead (:func:`claimcheck.frames.pool.dask_map`)."""
    from claimcheck.frames.pool import dask_map, ordered_map
    if scheduler:
        for doc, (claims, confirmations) in dask_map(_extract_one, documents, scheduler=scheduler, jobs=jobs,
                                                     rules_dir=rules_dir, args=(rules_dir,),
                                                     weight=lambda d: len(d.text)):
            yield doc, claims, confirmations
        return
    for doc, (claims, confirmations) in ordered_map(_extract_one, documents, jobs=jobs, rules_dir=rules_dir,
                                                    args=(rules_dir,), weight=lambda d: len(d.text),
                                                    min_items=POOL_MIN_DOCS):
        yield doc, claims, confirmations


def _write_document(conn: sqlite3.Connection, shown: str, key: str, doc: Document, digest: str, rules_hash: str,
                    claims: list[Claim], confirmations: list, families: dict[str, str],
                    url_keys: Sequence[str] = ()) -> str | None:
    """Replace one document's claims in one transaction.

    Returns ``added`` / ``updated``, or None when the stored row is already this version
    (another run wrote it meanwhile)."""
    lines = doc.text.split("\n")
    now = _now()

    def body(c: sqlite3.Connection) -> str | None:
        row = c.execute("SELECT id, path, hash, rules_hash FROM documents WHERE key = ?", (key,)).fetchone()
        if row is not None and tuple(row[1:]) == (doc.path, digest, rules_hash):
            return None
        if row is None:
            doc_id = c.execute("INSERT INTO documents (key, path, hash, date, rules_hash, indexed_at) "
                               "VALUES (?, ?, ?, ?, ?, ?)", (key, doc.path, digest, doc.date, rules_hash, now)).lastrowid
            outcome = "added"
        else:
            doc_id = row[0]
            c.execute("DELETE FROM claims WHERE doc_id = ?", (doc_id,))
            c.execute("DELETE FROM confirmations WHERE doc_id = ?", (doc_id,))
            c.execute("DELETE FROM document_urls WHERE doc_id = ?", (doc_id,))
            c.execute("UPDATE documents SET path = ?, hash = ?, date = ?, rules_hash = ?, indexed_at = ? WHERE id = ?",
                      (doc.path, digest, doc.date, rules_hash, now, doc_id))
            outcome = "updated"
        c.executemany(_INSERT_CLAIM, (
            _claim_row(cl, doc_id, seq, families.get(cl.metric or ""),
                       lines[cl.line - 1] if 0 < cl.line <= len(lines) else None)
            for seq, cl in enumerate(claims)))
        c.executemany("INSERT INTO confirmations (doc_id, seq, subject, line) VALUES (?, ?, ?, ?)",
                      ((doc_id, seq, subject, line) for seq, (subject, line) in enumerate(confirmations)))
        c.executemany("INSERT INTO document_urls (doc_id, url) VALUES (?, ?)",
                      ((doc_id, url) for url in sorted(set(url_keys))))
        c.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('updated_at', ?)", (now,))
        return outcome

    return _transaction(conn, shown, body)


def _under(key: str, roots: list[str]) -> bool:
    return any(key == root or key.startswith(root.rstrip(os.sep) + os.sep) for root in roots)


def update_index(paths: Iterable[str | os.PathLike], db: str | os.PathLike = DEFAULT_DB, *,
                 rules_dir: str | None = None, encoding: str = "utf-8", max_bytes: int = DEFAULT_MAX_BYTES,
                 jobs: int | None = 1, progress: Callable[[str], None] | None = None, scheduler: str | None = None,
                 notice: Callable[[str], None] | None = None, prune: bool = False) -> IndexStats:
    """Build or update the claim index ``db`` from ``paths`` (files or folders).

    A document is extracted again only when its text, its path as given or the rules changed;
    each document is written in its own transaction.  Indexed documents that no longer exist,
    or that are under one of ``paths`` but were not found this time (deleted, renamed), are
    removed.  A document that exists but could not be read this time (a wrong ``encoding``,
    too large, no permission) keeps its claims (``IndexStats.kept``) — an index never drops
    what it merely failed to read — unless ``prune`` is True.

    Args:
        paths: files or folders, as for ``check``.
        db: the index file (created with its folder when missing).
        rules_dir: another rules directory; a different rules hash re-extracts everything.
        jobs: extract in this many processes (None or 0: every core; 1: in this process); the
            index is the same whatever the number.
        scheduler: ``"dask"`` (a local Dask cluster of ``jobs`` workers) or the address of a Dask
            scheduler (``tcp://host:8786``): extract on its workers, write here (needs the
            optional extra ``claimcheck[dask]``); None: the process pool.
        progress: called with each path before it is extracted.
        notice: called with one line when the rules changed (default: stderr).
        prune: also remove indexed documents that exist but could not be read this time.
    Returns:
        :class:`IndexStats`.
    Raises:
        RuleError: broken rules (before the index is touched).
        InputError: E030 ``db`` is not a claimcheck index, E036 it is corrupt (nothing is
            written to it in either case), E034 it stayed locked, E035 it cannot be opened,
            E037 it is read-only, E038 the disk filled up (the documents written before stay).
        UsageError: ``-`` (the standard input) among ``paths``: an index keeps documents it can
            read again, to update them; a piped text has no path to read again.
    """
    from claimcheck.resources import load_resources
    started = time.monotonic()
    paths = list(paths)
    if any(str(p) == STDIN for p in paths):
        raise UsageError("E020", what="index -", problem="the standard input cannot be indexed (an index re-reads "
                         "its documents to update them); save the text to a file and index that, or pass it to "
                         "`claimcheck check - --index DB`")
    resources = load_resources(rules_dir)  # broken rules fail before anything is read or written
    rules_hash = resources.hash             # (the spaCy pipeline is built only when a document needs it)
    families = {name: m.family for name, m in resources.metrics.items() if getattr(m, "family", None)}
    url_fields = tuple(resources.sources.get("document_url_keys") or ())
    db_path = Path(db)
    shown = db_path.as_posix()
    stats = IndexStats(db=shown)
    conn = _connect_rw(db_path)
    try:
        try:
            _run_update(conn, shown, paths, stats, rules_dir, rules_hash, families, encoding, max_bytes,
                        jobs, progress, notice or _stderr_notice, prune, scheduler, url_fields)
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and _is_busy(exc):
                raise InputError("E034", path=shown, seconds=int(RETRY_FOR)) from None
            raise _database_error(shown, exc) from None
    finally:
        _leave_wal(conn)
        conn.close()
    stats.seconds = time.monotonic() - started
    return stats


def _run_update(conn, shown, paths, stats, rules_dir, rules_hash, families, encoding, max_bytes, jobs,
                progress, notice, prune=False, scheduler=None, url_fields=()) -> None:
    _transaction(conn, shown, lambda c: c.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('families', ?)", (json.dumps(families, sort_keys=True),)))
    known = {key: (path, digest, rh) for key, path, digest, rh in
             conn.execute("SELECT key, path, hash, rules_hash FROM documents").fetchall()}
    old_rules = sorted({rh for _, _, rh in known.values() if rh != rules_hash})
    if old_rules:
        stats.rules_changed = True
        count = sum(1 for _, _, rh in known.values() if rh != rules_hash)
        notice(f"rules changed since {shown} was indexed ({', '.join(old_rules)} → {rules_hash}): "
               f"{count} documents are stale and are extracted again")
    seen: set[str] = set()
    digests: dict[str, str] = {}

    unreadable: set[str] = set()

    def to_extract() -> Iterator[Document]:
        for item in iter_documents(paths, max_bytes=max_bytes, encoding=encoding):
            if isinstance(item, InputError):
                stats.errors.append(item)
                if item.path:
                    unreadable.add(_key(item.path))
                continue
            key = _key(item.path)
            seen.add(key)
            digest = text_hash(item.text)
            if known.get(key) == (item.path, digest, rules_hash):
                stats.unchanged += 1
                continue
            digests[key] = digest
            if progress:
                progress(item.path)
            yield item

    # closed on any exception, so an interrupted write stops the pool's workers too
    with contextlib.closing(_extracted(to_extract(), rules_dir, jobs, scheduler)) as extracted:
        for doc, claims, confirmations in extracted:
            key = _key(doc.path)
            stats.extracted.append(doc.path)
            outcome = _write_document(conn, shown, key, doc, digests.pop(key), rules_hash, claims, confirmations,
                                      families, [url_key(u) for u in document_urls(doc.text, url_fields)])
            if outcome == "added":
                stats.added.append(doc.path)
            elif outcome == "updated":
                stats.updated.append(doc.path)
            else:
                stats.unchanged += 1

    roots = [_key(p) for p in paths]

    def remove(c: sqlite3.Connection) -> list[str]:
        gone = []
        for doc_id, key, path in c.execute("SELECT id, key, path FROM documents ORDER BY path").fetchall():
            if key in seen:
                continue
            if key in unreadable and os.path.exists(key) and not prune:
                stats.kept.append(path)  # it is there but could not be read this time: keep what we had
                continue
            if _under(key, roots) or not os.path.exists(key):
                c.execute("DELETE FROM claims WHERE doc_id = ?", (doc_id,))
                c.execute("DELETE FROM confirmations WHERE doc_id = ?", (doc_id,))
                c.execute("DELETE FROM document_urls WHERE doc_id = ?", (doc_id,))
                c.execute("DELETE FROM documents WHERE id = ?", (doc_id,))
                gone.append(path)
        if gone:
            c.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('updated_at', ?)", (_now(),))
        return gone

    stats.removed = _transaction(conn, shown, remove)
    stats.documents = conn.execute("SELECT COUNT(*) FROM documents").fetchone()[0]
    stats.claims = conn.execute("SELECT COUNT(*) FROM claims").fetchone()[0]
    try:
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
    except sqlite3.OperationalError:
        pass


def index_info(db: str | os.PathLike, rules_hash: str | None = None) -> IndexInfo:
    """The counts of an existing index (``claimcheck index --stats``).

    Raises:
        InputError: E031 missing, E030 not a claimcheck index, E036 corrupt.
    """
    with ClaimIndex.open(db, rules_hash=rules_hash, notice=lambda message: None) as index:
        return index.info()
