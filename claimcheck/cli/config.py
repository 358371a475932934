"""Project configuration: ``[tool.claimcheck]`` in ``pyproject.toml`` or a ``claimcheck.toml``.

Looked up from the current directory upwards (the first file found wins; ``claimcheck.toml``
before ``pyproject.toml`` in the same directory).  Command-line options override it.

Keys (all optional)::

    select = ["CC2", "CC301"]        # rule codes, prefixes or names
    ignore = ["CC205"]
    fail-on = "high"                 # low | medium | high | never
    lang = "en"                      # zh | en
    rules = "my-rules/"              # a whole rules directory instead of the shipped one
    [severity]                       # rule code or name → info | warning | error
    CC204 = "error"
    [parameters.CC201]               # rule parameters (tolerances, thresholds)
    approx_tolerance = 0.1
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from claimcheck.errors import UsageError

KEYS = {"select", "ignore", "fail-on", "fail_on", "lang", "rules", "severity", "parameters", "as-of", "as_of"}


@dataclass
class Config:
    """Settings read from a configuration file (empty when there is none)."""

    path: Path | None = None
    select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    fail_on: str | None = None
    lang: str | None = None
    rules: str | None = None
    as_of: str | None = None
    severity: dict[str, str] = field(default_factory=dict)
    parameters: dict[str, dict] = field(default_factory=dict)


def find_config(start: Path | None = None) -> Path | None:
    """The nearest ``claimcheck.toml``, or ``pyproject.toml`` with a ``[tool.claimcheck]`` table."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        own = folder / "claimcheck.toml"
        if own.is_file():
            return own
        project = folder / "pyproject.toml"
        if project.is_file():
            try:
                if "claimcheck" in tomllib.loads(project.read_text(encoding="utf-8")).get("tool", {}):
                    return project
            except (tomllib.TOMLDecodeError, UnicodeDecodeError):
                continue
    return None


def load_config(path: Path | None = None) -> Config:
    """Read the configuration at ``path`` (or the one :func:`find_config` finds).

    Raises:
        UsageError: the file is not valid TOML, or has an unknown key or a wrong type.
    """
    path = path or find_config()
    if path is None:
        return Config()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise UsageError("E020", what=str(path), problem=f"invalid TOML: {exc}") from None
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("claimcheck", {})
    unknown = set(data) - KEYS
    if unknown:
        raise UsageError("E020", what=str(path), problem=f"unknown key(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(KEYS))}")

    def strings(key: str) -> list[str]:
        value = data.get(key, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise UsageError("E020", what=str(path), problem=f"'{key}' must be a list of strings")
        return value

    cfg = Config(path=path, select=strings("select"), ignore=strings("ignore"),
                 fail_on=data.get("fail-on", data.get("fail_on")), lang=data.get("lang"),
                 as_of=data.get("as-of", data.get("as_of")),
                 severity=dict(data.get("severity", {})), parameters=dict(data.get("parameters", {})))
    rules = data.get("rules")
    if rules:
        cfg.rules = str((path.parent / rules).resolve())
    if cfg.fail_on not in (None, "low", "medium", "high", "never"):
        raise UsageError("E020", what=str(path), problem=f"fail-on must be low, medium, high or never, not {cfg.fail_on!r}")
    if cfg.lang not in (None, "zh", "en"):
        raise UsageError("E020", what=str(path), problem=f"lang must be zh or en, not {cfg.lang!r}")
    for rule, sev in cfg.severity.items():
        if sev not in ("info", "warning", "error"):
            raise UsageError("E020", what=str(path), problem=f"severity of {rule} must be info, warning or error")
    for rule, params in cfg.parameters.items():
        if not isinstance(params, dict):
            raise UsageError("E020", what=str(path), problem=f"parameters.{rule} must be a table")
    return cfg
