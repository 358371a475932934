"""Baselines: record today's findings and show only new ones later (``--write-baseline`` /
``--baseline``).

A finding is remembered by its fingerprint: the rule code and the stable ids of the claims
it involves (claim ids hash file, section, sentence and surface — DESIGN.md §3 — so editing
an unrelated line, or moving a paragraph within its section, keeps them).  Findings without
claims (names, list items) use code, file and the surfaces involved.

A baseline file (schema 2) keeps *portable* fingerprints: the file of every claim is taken
relative to the baseline file's own folder, not to the folder claimcheck runs in, so a
baseline written by ``claimcheck check notes/`` in the repository root still hides those
findings for ``claimcheck check ../notes/`` run in a sub-folder, or in CI from elsewhere (a
fresh-user trial, session 37: every baselined finding came back).  A schema-1 baseline (the
path-dependent fingerprints of :func:`fingerprint`) is still read.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

from claimcheck.errors import InputError
from claimcheck.text.write import write_atomic
from claimcheck.model import Claim, Finding

BASELINE_SCHEMA = 2
#: the schemas :func:`read` accepts (1: fingerprints of :func:`fingerprint`, paths as run)
READABLE_SCHEMAS = (1, 2)


def fingerprint(finding: Finding) -> str:
    """A stable 16-hex fingerprint of a finding."""
    if finding.claims:
        key = [finding.code, *sorted(finding.claims)]
    else:
        key = [finding.code, finding.primary.file, *sorted(loc.surface for loc in finding.locations)]
    return hashlib.sha1("\x1f".join(key).encode("utf-8")).hexdigest()[:16]


def portable_path(file: str, anchor: str | Path) -> str:
    """``file`` (as claimcheck shows it: relative to the working folder, or absolute) relative
    to the folder ``anchor``, with ``/`` separators ("notes/a.md" for the baseline
    ``./.claimcheck-baseline.json``); ``<stdin>`` and other names in angle brackets as they are."""
    if file.startswith("<"):
        return file
    return Path(os.path.relpath(os.path.abspath(file), os.path.abspath(anchor))).as_posix()


def portable_fingerprint(finding: Finding, claims: dict[str, Claim], anchor: str | Path) -> str:
    """A 16-hex fingerprint of a finding that does not depend on the working folder: like
    :func:`fingerprint`, with each claim keyed by its file relative to ``anchor`` (a folder), its
    section, its sentence (white space folded), its surface and its column instead of its id.  A
    claim id not in ``claims`` (an indexed document's) keeps its id.

    Args: finding; claims: claim id → :class:`~claimcheck.model.Claim` of the run; anchor: the
        baseline file's folder.  Returns: 16 hex digits (str)."""
    if finding.claims:
        keys = []
        for cid in finding.claims:
            c = claims.get(cid)
            if c is None:
                keys.append(cid)
                continue
            sentence = re.sub(r"\s+", " ", c.text).strip()
            keys.append(hashlib.sha1("\x1f".join((portable_path(c.file, anchor), c.section, sentence, c.surface,
                                                   str(c.column))).encode("utf-8")).hexdigest()[:16])
        key = [finding.code, *sorted(keys)]
    else:
        key = [finding.code, portable_path(finding.primary.file, anchor),
               *sorted(loc.surface for loc in finding.locations)]
    return hashlib.sha1("\x1f".join(key).encode("utf-8")).hexdigest()[:16]


def _anchor(path: str | Path) -> Path:
    """The folder a baseline file's paths are relative to: the file's own folder."""
    return Path(os.path.abspath(path)).parent


def write(path: str | Path, findings: list[Finding], claims: list[Claim] = ()) -> int:
    """Write the portable fingerprints of ``findings`` (:func:`portable_fingerprint`, their files
    relative to the folder of ``path``) to ``path`` (JSON, atomically); returns how many.

    Args: path: the baseline file; findings; claims: the run's claims (those the findings name).
    Raises:
        InputError: E008 when the file cannot be written (e.g. its folder does not exist).
    """
    anchor = _anchor(path)
    by_id = {c.id: c for c in claims}
    entries = sorted(({"fingerprint": portable_fingerprint(f, by_id, anchor), "code": f.code,
                       "file": portable_path(f.primary.file, anchor),
                       "line": f.primary.line, "surface": f.primary.surface} for f in findings),
                     key=lambda e: (e["file"], e["line"], e["code"], e["fingerprint"]))
    text = json.dumps({"schema": BASELINE_SCHEMA, "findings": entries}, ensure_ascii=False, indent=2) + "\n"
    write_atomic(path, text.encode("utf-8"))  # raises InputError E008 naming the file
    return len(entries)


def read(path: str | Path) -> tuple[int, set[str]]:
    """The schema (1 or 2, :data:`READABLE_SCHEMAS`) and the fingerprints recorded in a baseline file.

    Raises:
        InputError: E001 missing, E009 no regular file, E006 huge, E007 unreadable or not a
            claimcheck baseline.
    """
    from claimcheck.text.ingest import read_state_file
    raw = read_state_file(Path(path))  # E009 a device or FIFO, E006 a huge file
    if raw is None:
        raise InputError("E001", path=str(path))
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"a JSON {_json_kind(data)}, expected an object with \"schema\" and \"findings\"")
        if data.get("schema") not in READABLE_SCHEMAS:
            raise ValueError(f"schema {data.get('schema')!r}, expected one of {', '.join(map(str, READABLE_SCHEMAS))}")
        findings = data.get("findings")
        if not isinstance(findings, list) or not all(isinstance(e, dict) and isinstance(e.get("fingerprint"), str)
                                                     for e in findings):
            raise ValueError("\"findings\" must be a list of objects with a \"fingerprint\" string")
        return data["schema"], {e["fingerprint"] for e in findings}
    except FileNotFoundError:
        raise InputError("E001", path=str(path)) from None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise InputError("E007", path=str(path), reason=f"not a claimcheck baseline ({exc})") from None


def _json_kind(value) -> str:
    """The JSON name of a decoded value's type ("array", "string" …), for error messages."""
    return {list: "array", str: "string", bool: "boolean", int: "number", float: "number",
            type(None): "null"}.get(type(value), type(value).__name__)


def filter_new(findings: list[Finding], path: str | Path, claims: list[Claim] = ()) -> tuple[list[Finding], int]:
    """(findings not in the baseline file ``path``, how many were hidden): a schema-2 baseline is
    matched by :func:`portable_fingerprint` against the file's folder, a schema-1 one by
    :func:`fingerprint`.

    Raises: InputError as :func:`read`."""
    schema, known = read(path)
    if schema == 1:
        new = [f for f in findings if fingerprint(f) not in known]
    else:
        anchor, by_id = _anchor(path), {c.id: c for c in claims}
        new = [f for f in findings if portable_fingerprint(f, by_id, anchor) not in known]
    return new, len(findings) - len(new)
