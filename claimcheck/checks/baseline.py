"""Baselines: record today's findings and show only new ones later (``--write-baseline`` /
``--baseline``).

A finding is remembered by its fingerprint: the rule code and the stable ids of the claims
it involves (claim ids hash file, section, sentence and surface — DESIGN.md §3 — so editing
an unrelated line, or moving a paragraph within its section, keeps them).  Findings without
claims (names, list items) use code, file and the surfaces involved.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from claimcheck.errors import InputError
from claimcheck.text.write import write_atomic
from claimcheck.model import Finding

BASELINE_SCHEMA = 1


def fingerprint(finding: Finding) -> str:
    """A stable 16-hex fingerprint of a finding."""
    if finding.claims:
        key = [finding.code, *sorted(finding.claims)]
    else:
        key = [finding.code, finding.primary.file, *sorted(loc.surface for loc in finding.locations)]
    return hashlib.sha1("\x1f".join(key).encode("utf-8")).hexdigest()[:16]


def write(path: str | Path, findings: list[Finding]) -> int:
    """Write the fingerprints of ``findings`` to ``path`` (JSON, atomically); returns how many.

    Raises:
        InputError: E008 when the file cannot be written (e.g. its folder does not exist).
    """
    entries = sorted(({"fingerprint": fingerprint(f), "code": f.code, "file": f.primary.file,
                       "line": f.primary.line, "surface": f.primary.surface} for f in findings),
                     key=lambda e: (e["file"], e["line"], e["code"], e["fingerprint"]))
    text = json.dumps({"schema": BASELINE_SCHEMA, "findings": entries}, ensure_ascii=False, indent=2) + "\n"
    write_atomic(path, text.encode("utf-8"))  # raises InputError E008 naming the file
    return len(entries)


def read(path: str | Path) -> set[str]:
    """The fingerprints recorded in a baseline file.

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
        if data.get("schema") != BASELINE_SCHEMA:
            raise ValueError(f"schema {data.get('schema')!r}, expected {BASELINE_SCHEMA}")
        findings = data.get("findings")
        if not isinstance(findings, list) or not all(isinstance(e, dict) and isinstance(e.get("fingerprint"), str)
                                                     for e in findings):
            raise ValueError("\"findings\" must be a list of objects with a \"fingerprint\" string")
        return {e["fingerprint"] for e in findings}
    except FileNotFoundError:
        raise InputError("E001", path=str(path)) from None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise InputError("E007", path=str(path), reason=f"not a claimcheck baseline ({exc})") from None


def _json_kind(value) -> str:
    """The JSON name of a decoded value's type ("array", "string" …), for error messages."""
    return {list: "array", str: "string", bool: "boolean", int: "number", float: "number",
            type(None): "null"}.get(type(value), type(value).__name__)


def filter_new(findings: list[Finding], known: set[str]) -> tuple[list[Finding], int]:
    """(findings not in the baseline, how many were hidden)."""
    new = [f for f in findings if fingerprint(f) not in known]
    return new, len(findings) - len(new)
