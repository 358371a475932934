"""The build cache: what is built from the rules data, kept on disk between processes (start-up speed).

Building an extractor is mostly compiling regular expressions (one unit alternation alone is
277 K characters: about 1.7 s of a 2 s ``check`` of a one-line file), and loading the rules is
mostly parsing YAML.  :func:`cached_build` keeps what a build made (the loaded
:class:`~claimcheck.resources.loader.Resources`; the grammar, segmenter and frame builder of an
extractor) in a pickle on disk, keyed by the rules' hash, the hash of claimcheck's own source and
the Python version.  Python cannot pickle a compiled pattern (unpickling compiles it again), but its
  compiler is two steps: *parse + generate code* (slow, pure Python) and ``_sre.compile(code)``
  (fast, C).  While building, ``re.compile`` records each pattern's generated code, and the
  pickle stores that code, so loading runs only the fast step.

The key covers everything a build reads — the rules data (``Resources.hash``), the code (every
``.py`` of the package) and the regex engine (Python version, ``_sre.MAGIC``) — so an edited rule,
recogniser or Python never reuses a stale build: it misses and builds as usual.  Objects a build refers to but does not own (the
Resources in an extractor's build, the pint registry) are no part of its pickle: they are
referenced, and re-linked on load.  Files are written atomically (temp file + rename), readable
by their owner only; at most ``_KEEP_FILES`` stay; a damaged or unreadable file is ignored.

Where: ``$CLAIMCHECK_CACHE_DIR``, else ``$XDG_CACHE_HOME/claimcheck``, else ``~/.cache/claimcheck``;
``CLAIMCHECK_NO_CACHE=1`` turns it off (every process builds).
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import os
import pickle
import re
import stat
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator

from claimcheck.resources import regex_code

try:  # the two steps of re.compile (CPython's sre); without them patterns pickle as plain re.compile
    import _sre
    from re import _compiler, _parser  # noqa: F401  (regex_code generates the code with them)
except ImportError:  # pragma: no cover - another implementation
    _sre = None

__all__ = ["cache_dir", "cached_build", "code_hash", "recording", "store_build"]

#: the layout of a cache file; bump when it changes
_FORMAT = 1
#: at most this many build files are kept (one per rules and code version); the oldest go first
_KEEP_FILES = 8


def cache_dir() -> Path | None:
    """The folder of claimcheck's on-disk caches, or None when caching is off
    (``CLAIMCHECK_NO_CACHE`` set to anything but ``""``/``0``).

    ``$CLAIMCHECK_CACHE_DIR`` when set; else ``$XDG_CACHE_HOME/claimcheck`` or
    ``~/.cache/claimcheck`` when it can be written, else a private folder of this user in the
    system's temporary folder (``claimcheck-cache-UID``, mode 0700, used only when it is this
    user's own and no one else's to write: a read-only home made every run build the rules
    again, about 1 s, without a word)."""
    if os.environ.get("CLAIMCHECK_NO_CACHE", "") not in ("", "0"):
        return None
    explicit = os.environ.get("CLAIMCHECK_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    default = Path(base) / "claimcheck"
    if _can_write(default) or not hasattr(os, "getuid"):
        return default
    fallback = Path(tempfile.gettempdir()) / f"claimcheck-cache-{os.getuid()}"
    try:
        st = os.lstat(fallback)
    except FileNotFoundError:
        return fallback  # (made private by _save: mkdir mode 0700)
    except OSError:
        return default
    if stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o077:
        return fallback
    return default  # someone else's, or open to others: never read pickles from it


def _can_write(folder: Path) -> bool:
    """True when ``folder`` exists and can be written, or its nearest existing ancestor is a
    folder that can be (so it can be made)."""
    probe = folder
    while not os.path.lexists(probe):
        if probe.parent == probe:
            return False
        probe = probe.parent
    return probe.is_dir() and os.access(probe, os.W_OK | os.X_OK)


@functools.lru_cache(maxsize=1)
def code_hash() -> str:
    """SHA-256 (hex, 16 chars) of every ``.py`` file of the claimcheck package: a build made by
    other code is never reused."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        digest.update(str(path.relative_to(root)).encode())
        with contextlib.suppress(OSError):
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


_entry = regex_code.entry  # what re._compiler.compile hands to _sre.compile (with the start set)
_from_entry = regex_code.from_entry  # the compiled pattern of an _entry (what unpickling calls)


#: id(pattern) → (pattern, its generated code) of every pattern compiled inside :func:`recording`
#: in this process (the patterns live as long as the grammar that holds them anyway)
_RECORDED: dict = {}


@contextlib.contextmanager
def recording(entries: dict = _RECORDED) -> Iterator[None]:
    """Inside the block, ``re.compile`` of a str pattern also records its generated code in
    ``entries`` (id(pattern object) → (object, entry)).  The replacement is process-wide while
    the block runs (the recognisers call ``re.compile`` from their own modules); it returns the
    same patterns ``re.compile`` would, so any other caller in that window is served alike."""
    original = re.compile

    def compile(pattern, flags=0):
        if _sre is None or type(pattern) is not str or not isinstance(flags, int) or flags & re.DEBUG:
            return original(pattern, flags)
        try:
            entry = _entry(pattern, int(flags))
            compiled = _from_entry(pattern, entry)
        except re.error:
            raise
        except Exception:  # the engine's internals differ: a plain compile, pickled as such
            return original(pattern, flags)
        entries[id(compiled)] = (compiled, entry)
        return compiled

    re.compile = compile
    try:
        yield
    finally:
        re.compile = original


class _Pickler(pickle.Pickler):
    """Pickles a build: patterns as their generated code, the shared objects as references."""

    def __init__(self, file, entries: dict, shared: dict[str, Any]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.entries = entries
        self.shared_ids = {id(obj): name for name, obj in shared.items()}

    def persistent_id(self, obj):
        return self.shared_ids.get(id(obj))

    def reducer_override(self, obj):
        if isinstance(obj, re.Pattern):
            known = self.entries.get(id(obj))
            if known is not None and known[0] is obj:
                return _from_entry, (obj.pattern, known[1])
            return regex_code.compile, (obj.pattern, obj.flags)
        return NotImplemented


class _Unpickler(pickle.Unpickler):
    def __init__(self, file, shared: dict[str, Any]) -> None:
        super().__init__(file)
        self.shared = shared

    def persistent_load(self, pid):
        return self.shared[pid]

    def find_class(self, module, name):
        if not (module.startswith("claimcheck.") or module in _SAFE_MODULES):
            raise pickle.UnpicklingError(f"unexpected class {module}.{name} in a build cache")
        return super().find_class(module, name)


#: modules whose objects a build may hold besides claimcheck's own (anything else: not our file)
_SAFE_MODULES = {"builtins", "collections", "decimal", "datetime", "re", "_sre", "copyreg", "functools",
                 "array", "enum", "typing", "pathlib"}


def _build_file(kind: str, rules_hash: str) -> Path | None:
    folder = cache_dir()
    if folder is None or _sre is None:
        return None
    py = "".join(map(str, sys.version_info[:3]))
    return folder / f"{kind}-v{_FORMAT}-py{py}-sre{_sre.MAGIC}-{rules_hash}-{code_hash()}.pickle"


def cached_build(kind: str, rules_hash: str, build: Callable[[], Any], shared: dict[str, Any],
                 valid: Callable[[Any], bool] | None = None) -> Any:
    """``build()``'s result, loaded from the build cache when it holds one for this rules hash and
    code, else built (its patterns recorded) and stored.

    Args:
        kind: names the build (part of the file name).
        rules_hash: the rules' :func:`~claimcheck.resources.rules_hash`.
        build: makes the objects (any picklable structure; compiled patterns allowed).
        shared: objects the build refers to but that are not its own (name → object, e.g. the
            Resources): stored as references and re-linked on load.
        valid: whether a loaded object is what ``build`` makes (its type and shape); a file
            holding anything else — written by hand, or by another program — is built afresh
            and overwritten, like a damaged one.
    Returns:
        what ``build`` returns (or an equal copy of it from the cache).
    """
    path = _build_file(kind, rules_hash)
    if path is not None:
        # (no is_file() first: in a folder this user may not enter it raises PermissionError,
        # an internal error of a fresh-user trial in session 28; a missing file is one more failure here)
        try:
            with path.open("rb") as fh:
                loaded = _Unpickler(fh, shared).load()
            if valid is None or valid(loaded):
                return loaded
        except Exception:  # damaged, truncated or from another layout: build afresh
            pass
    with recording():
        result = build()
    if path is not None:
        _save(path, result, _RECORDED, shared)
    return result


def store_build(kind: str, rules_hash: str, result: Any) -> None:
    """Write ``result`` as the build ``kind`` of these rules (over the one there: a table that
    grew in this process, see :class:`~claimcheck.resources.units.UnitAnswers`); nothing when
    caching is off.  Plain objects only (no shared references)."""
    path = _build_file(kind, rules_hash)
    if path is not None:
        _save(path, result, {}, {})


#: the cache folders this process could not write, noted once each on stderr
_UNWRITABLE: set = set()


def _save(path: Path, result: Any, entries: dict, shared: dict[str, Any]) -> None:
    """Write the pickle atomically.  The cache only saves time, so no failure stops the run: a
    folder that cannot be written (read-only, full disk, a file in the way) is said once per
    process on stderr, as a note with the remedy (every run builds the rules again, about 1 s,
    until it is fixed); an object that does not pickle is silent."""
    tmp = None
    try:
        buf = io.BytesIO()
        _Pickler(buf, entries, shared).dump(result)
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(prefix=".build-", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(buf.getvalue())
        os.replace(tmp, path)
        tmp = None
        old = sorted(path.parent.glob("*.pickle"), key=lambda p: p.stat().st_mtime, reverse=True)
        for stale in old[_KEEP_FILES:]:
            stale.unlink(missing_ok=True)
    except Exception as exc:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        if isinstance(exc, OSError) and path.parent not in _UNWRITABLE:
            _UNWRITABLE.add(path.parent)
            with contextlib.suppress(Exception):
                sys.stderr.write(f"claimcheck: note: cannot write the build cache in {path.parent}: "
                                 f"{exc.strerror or exc}; every run builds the rules again (about 1 s): "
                                 f"set CLAIMCHECK_CACHE_DIR to a writable folder, or CLAIMCHECK_NO_CACHE=1\n")
