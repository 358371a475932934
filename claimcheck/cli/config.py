"""Project configuration: ``[tool.claimcheck]`` in ``pyproject.toml`` or a ``claimcheck.toml``.

Looked up from the current directory upwards (the first file found wins; ``claimcheck.toml``
before ``pyproject.toml`` in the same directory).  Command-line options override it.

Keys (all optional)::

    select = ["CC2", "CC301"]        # rule codes, prefixes or names
    ignore = ["CC205"]
    fail-on = "high"                 # low | medium | high | never
    lang = "en"                      # zh | en
    rules = "my-rules/"              # a whole rules directory instead of the shipped one
    jobs = 4                         # processes that extract (0: every core, the default; 1: no pool)
    [severity]                       # rule code or name → info | warning | error
    CC204 = "error"
    [parameters.CC201]               # rule parameters (tolerances, thresholds)
    approx_tolerance = 0.1
"""
from __future__ import annotations

import datetime as dt
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from claimcheck.errors import UsageError

KEYS = {"select", "ignore", "fail-on", "fail_on", "lang", "rules", "severity", "parameters", "as-of", "as_of", "jobs"}


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
    jobs: int | None = None
    severity: dict[str, str] = field(default_factory=dict)
    parameters: dict[str, dict] = field(default_factory=dict)
    text: str = ""
    prefix: list = field(default_factory=list)

    def where(self, *keys: object) -> str:
        """``path:line`` of the key path ``keys`` (e.g. ``"parameters", "CC201", "nosuch"``) in
        the configuration file, ``path`` when the line is not found, ``""`` without a file."""
        if self.path is None:
            return ""
        line = _line_of(self.text, [*self.prefix, *keys])
        return f"{self.path}:{line}" if line else str(self.path)


#: the shape of a configuration (JSON Schema, draft 2020-12), validated with jsonschema
SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        **{key: {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}
           for key in ("select", "ignore")},
        **{key: {"enum": ["low", "medium", "high", "never"]} for key in ("fail-on", "fail_on")},
        "lang": {"enum": ["zh", "en"]},
        "rules": {"type": "string", "description": "the path of a rules directory (a copy of claimcheck's "
                  "rules/); to switch rules off, use ignore = [...], to change a severity, [severity]"},
        "jobs": {"type": "integer", "minimum": 0},
        # (x-shape: the words an error says instead of the pattern)
        **{key: {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$",
                 "x-shape": "a date written YYYY-MM-DD (e.g. 2026-09-28)"} for key in ("as-of", "as_of")},
        "severity": {"type": "object", "additionalProperties": {"enum": ["info", "warning", "error"]}},
        "parameters": {"type": "object", "additionalProperties": {"type": "object"}},
    },
}


def find_config(start: Path | None = None) -> Path | None:
    """The nearest ``claimcheck.toml``, or ``pyproject.toml`` with a ``[tool.claimcheck]`` table.

    Raises:
        UsageError: a ``pyproject.toml`` that holds ``[tool.claimcheck`` but is no valid TOML, or
            names claimcheck but is not UTF-8 (its settings must not be dropped silently).
    """
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        own = folder / "claimcheck.toml"
        if own.is_file():
            return own
        project = folder / "pyproject.toml"
        if project.is_file():
            try:
                raw = project.read_bytes()
                text = raw.decode("utf-8")
            except OSError:
                continue
            except UnicodeDecodeError as exc:
                if b"[tool.claimcheck" in raw or b"claimcheck" in raw:
                    # a configuration with one bad byte was skipped without a word, and the run went on
                    # with the defaults (a fresh-user trial, session 28)
                    line = raw.count(b"\n", 0, exc.start) + 1
                    raise UsageError("E020", what=f"{project}:{line}",
                                     problem=f"not UTF-8 ({exc.reason} at byte {exc.start})") from None
                continue
            try:
                tool = tomllib.loads(text).get("tool", {})
                if isinstance(tool, dict) and "claimcheck" in tool:
                    return project
            except tomllib.TOMLDecodeError as exc:
                if "[tool.claimcheck" in text:
                    raise UsageError("E020", what=str(project), problem=f"invalid TOML: {exc}") from None
                continue
    return None


def _line_of(text: str, keys: list) -> int | None:
    """The 1-based line of the last key of ``keys`` in a TOML ``text`` (first match after the
    line of the key before it), or None."""
    line = 0
    lines = text.splitlines()
    for key in keys:
        pattern = re.compile(rf"^\s*(?:\[[^\]]*)?[\"']?{re.escape(str(key))}[\"']?\s*(?:=|\]|\.)")
        found = next((i for i in range(line, len(lines)) if pattern.search(lines[i])), None)
        if found is None:
            return line + 1 if line else None
        line = found
    return line + 1


def _schema_problem(error, data: dict, text: str, prefix: list) -> tuple[int | None, str, str]:
    """(line, problem, key) of one jsonschema ``error`` of a configuration: the line of its key in
    ``text`` (None when not found), the problem in words (an unknown key lists the known ones; a
    pattern is named by its ``x-shape``; a key's ``description`` follows), and the dotted key."""
    where = list(error.absolute_path)
    if error.validator == "additionalProperties" and not where:
        unknown = sorted(set(data) - KEYS)
        return (_line_of(text, prefix + unknown[:1]),
                f"unknown key(s) {', '.join(unknown)}; known: {', '.join(sorted(KEYS))}", ", ".join(unknown))
    shown = ".".join(map(str, where)) or "the configuration"
    message = error.message
    if error.validator == "pattern" and error.schema.get("x-shape"):
        message = f"{error.instance!r} is not {error.schema['x-shape']}"  # not the raw pattern
    problem = f"{shown}: {message}"
    if error.schema.get("description"):
        problem += f" ({shown} is {error.schema['description']})"
    return _line_of(text, prefix + where), problem, ".".join(map(str, where))


def load_config(path: Path | None = None) -> Config:
    """Read the configuration at ``path`` (or the one :func:`find_config` finds), validated
    against :data:`SCHEMA` with jsonschema.

    Raises:
        UsageError: the file cannot be read or is not UTF-8, is not valid TOML, or has an
            unknown key or a value of the wrong type or range — one line naming file:line.
    """
    path = path or find_config()
    if path is None:
        return Config()
    import jsonschema  # here, not above: most runs have no config file (its import is ~0.09 s of start-up)

    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except UnicodeDecodeError as exc:
        raise UsageError("E020", what=str(path), problem=f"not UTF-8 ({exc.reason})") from None
    except OSError as exc:
        raise UsageError("E020", what=str(path), problem=f"cannot read: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise UsageError("E020", what=str(path), problem=f"invalid TOML: {exc}") from None
    prefix: list = []
    # pyproject.toml holds a [tool.claimcheck] table; so may a claimcheck.toml (the snippet the
    # guide shows for both), whose keys may also stand at the top level
    if path.name == "pyproject.toml" or (set(data) == {"tool"} and isinstance(data["tool"], dict)
                                         and set(data["tool"]) == {"claimcheck"}):
        data = data.get("tool", {}).get("claimcheck", {})
        prefix = ["tool.claimcheck"]
        if not isinstance(data, dict):
            # "[tool]\nclaimcheck = 5" (a fresh-user trial, session 28: an internal error)
            raise UsageError("E020", what=f"{path}:{_line_of(text, ['claimcheck']) or 1}",
                             problem=f"tool.claimcheck must be a table ([tool.claimcheck]), not {type(data).__name__}")
    data = {k: (v.isoformat() if isinstance(v, (dt.date, dt.datetime)) else v) for k, v in data.items()}
    # every problem of the file, in line order: the first in full, the others by place and key
    # (a fresh-user trial of session 21 fixed one, then met the next)
    problems = sorted((_schema_problem(jsonschema.exceptions.best_match([error]), data, text, prefix) for error in
                       jsonschema.Draft202012Validator(SCHEMA).iter_errors(data)),
                      key=lambda lp: (lp[0] is None, lp[0] or 0, lp[1]))
    if problems:
        line, problem, _ = problems[0]
        more = [f"{path}:{ln}" + (f" {key}" if key else "") if ln else (key or str(path)) for ln, _, key in problems[1:]]
        if more:
            problem += f" (and {len(more)} more: {'; '.join(more)})"
        raise UsageError("E020", what=f"{path}:{line}" if line else str(path), problem=problem)

    def strings(key: str) -> list[str]:
        value = data.get(key, [])
        return [value] if isinstance(value, str) else list(value)

    cfg = Config(path=path, select=strings("select"), ignore=strings("ignore"),
                 fail_on=data.get("fail-on", data.get("fail_on")), lang=data.get("lang"),
                 as_of=data.get("as-of", data.get("as_of")), jobs=data.get("jobs"),
                 severity=dict(data.get("severity", {})), parameters=dict(data.get("parameters", {})),
                 text=text, prefix=prefix)
    if "select" in data and not [t for item in cfg.select for t in str(item).split(",") if t.strip()]:
        # `select = []` (or [""]) reads as "no rule": say so, as `--select ''` does, rather than run every rule
        from claimcheck.checks.engine import EMPTY_SELECT
        raise UsageError("E020", what=cfg.where("select"), problem="select " + EMPTY_SELECT.format(key="select"))
    if cfg.as_of:
        try:
            dt.date.fromisoformat(cfg.as_of)
        except ValueError as exc:
            key = "as-of" if "as-of" in data else "as_of"
            raise UsageError("E020", what=cfg.where(key), problem=f"{key}: {cfg.as_of!r} is no date ({exc})") from None
    rules = data.get("rules")
    if rules:
        folder = (path.parent / rules).resolve()
        if not folder.is_dir():
            state = "is a file" if folder.exists() else "does not exist"
            raise UsageError("E020", what=cfg.where("rules"),
                             problem=f"rules: {folder} {state}; it must name a rules directory (a copy of claimcheck's rules/)")
        cfg.rules = str(folder)
    return cfg


def check_config_overrides(cfg: Config, rules_dir: str | None) -> None:
    """Refuse the configuration's ``select`` / ``ignore`` entries and ``[severity]`` and
    ``[parameters.*]`` entries that name no rule, no parameter of the rule, or a value of the
    wrong type — naming ``file:line`` of the entry.

    Args:
        cfg: a loaded configuration.
        rules_dir: the rules directory the run uses (None: the shipped rules).
    Raises:
        UsageError: E020 ``claimcheck.toml:LINE: parameters.CC201.x: …``.
        RuleError: the rules directory is broken.
    """
    if not (cfg.severity or cfg.parameters or cfg.select or cfg.ignore):
        return
    from claimcheck.checks.engine import check_overrides, select_rules
    from claimcheck.resources import load_resources
    rules = load_resources(rules_dir).rules
    for key in ("select", "ignore"):
        try:
            select_rules(rules, **{key: getattr(cfg, key) or ()})
        except UsageError as exc:
            # `select = ["CC9x9"]` in the file: named at its line, as the command line's --select is not
            raise UsageError("E020", what=cfg.where(key) or key,
                             problem=f"{key}: {exc.fields.get('what', '')} {exc.fields.get('problem', '')}") from None
    try:
        check_overrides(rules, cfg.severity, cfg.parameters)
    except UsageError as exc:
        dotted = str(exc.fields.get("what", ""))
        raise UsageError("E020", what=cfg.where(*dotted.split(".")) or dotted,
                         problem=f"{dotted}: {exc.fields.get('problem', '')}") from None
