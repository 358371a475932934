"""The rule catalogue: one YAML file per rule in ``rules/checks/`` (DESIGN.md §5).

A rule file holds code, name, kind (one of :data:`KINDS`, the check function in :mod:`claimcheck.checks`),
severity, parameters, zh/en message and recommendation templates with named
placeholders, documentation and examples.  The idea follows Vale's one-rule-per-file
styles and ruff's rule docs (What it does / Why it matters / Known problems / Example /
Instead); see ``../shared/STYLE.md`` items 6–8.
"""
from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from claimcheck.errors import RuleError
from claimcheck.resources.regexes import pattern_problem
from claimcheck.resources.yamldoc import YamlDoc

SEVERITIES = ("info", "warning", "error")
LANGS = ("zh", "en")
DOC_SECTIONS = ("what", "why", "known_problems", "example", "instead")
#: codes and names are a stable interface (DESIGN.md §5)
CATALOGUE = {
    "CC101": "count-mismatch", "CC102": "duplicate-item", "CC103": "rank-inconsistency",
    "CC104": "ambiguous-multiplier", "CC105": "arithmetic-inconsistency",
    "CC201": "value-conflict", "CC202": "basis-mismatch", "CC203": "version-conflict",
    "CC204": "weak-provenance", "CC205": "name-variant", "CC206": "id-conflict",
    "CC301": "malformed-id", "CC302": "anachronistic-id", "CC303": "overdue-promise",
    "CC304": "future-dated-source", "CC305": "weekday-mismatch",
    "CC401": "silent-revision", "CC402": "value-flip-flop", "CC403": "claim-removed",
}
#: the kinds a rule file may name (its ``kind:``): each is one check function of
#: :data:`claimcheck.checks.CHECKS`, where ``history`` stands for the audit's CC401–CC403; the
#: catalogue's schema lists them so that rule data is validated without importing the checks
#: (tests/test_rules_data.py keeps the two equal)
KINDS = ("count_mismatch", "duplicate_item", "rank_inconsistency", "ambiguous_multiplier",
         "arithmetic_inconsistency", "value_conflict", "basis_mismatch", "version_conflict",
         "weak_provenance", "name_variant", "id_conflict", "malformed_id", "anachronistic_id",
         "overdue_promise", "future_dated_source", "weekday_mismatch", "history")


@dataclass(frozen=True)
class RuleExample:
    """A documented example: ``text`` in ``lang`` that must fire on ``line`` (or stay silent)."""

    lang: str
    fires: bool
    text: str
    line: int | None = None
    as_of: str | None = None
    file_name: str = "example.md"


@dataclass(frozen=True)
class Rule:
    """One rule of the catalogue, as loaded from ``rules/checks/<CODE>-<name>.yaml``.

    Attributes:
        code, name: stable identifiers (``"CC202"``, ``"basis-mismatch"``).
        kind: name of the check function in ``claimcheck.checks.CHECKS``.
        severity: default severity, one of :data:`SEVERITIES`.
        summary: one line per language.
        message, recommendation, verdict: templates per language, ``str.format`` placeholders.
        parameters: tolerances and thresholds passed to the check function.
        docs: the documentation sections (:data:`DOC_SECTIONS`), English text.
        examples: :class:`RuleExample` items (at least one firing and one silent per language).
        path: the file it came from.
        variants: alternative templates for one kind of finding of the rule: variant name →
            {``message`` | ``recommendation`` | ``verdict`` → {lang → template}}; a draft's
            ``variant`` value picks one (CC401's ``table``: one finding per revised table).
    """

    code: str
    name: str
    kind: str
    severity: str
    summary: dict[str, str]
    message: dict[str, str]
    recommendation: dict[str, str]
    verdict: dict[str, str]
    parameters: dict[str, Any] = field(default_factory=dict)
    docs: dict[str, str] = field(default_factory=dict)
    examples: tuple[RuleExample, ...] = ()
    path: str = ""
    phase: str = "check"
    variants: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)

    @property
    def checks_documents(self) -> bool:
        """The rule runs in ``claimcheck check`` (over a set of documents): a check-phase rule, or
        a history rule with ``in_document`` parameters (CC401's tracker rows: the history one
        document carries in its own tables)."""
        return self.phase == "check" or bool(self.parameters.get("in_document"))

    def render(self, which: str, lang: str, **values: Any) -> str:
        """Render template ``which`` (message / recommendation / verdict) in ``lang``; the
        ``variant`` value, when the rule has that variant, picks its template instead.

        Raises:
            RuleError: E018, the template names a field the rule's findings do not have (a
                placeholder renamed alike in both languages passes the load-time check, which
                compares the languages only; it rendered "?").
        """
        variant = self.variants.get(str(values.get("variant") or ""), {})
        template = (variant.get(which) or getattr(self, which))[lang]
        try:
            return template.format_map(values)
        except KeyError as exc:
            from claimcheck.errors import RuleError
            raise RuleError("E018", path=self.path or self.code, template=f"{which}.{lang}", field=exc.args[0],
                            rule_code=self.code, fields=", ".join(sorted(values))) from None


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def template_problem(template: str) -> str | None:
    """Why ``template`` is no safe message template, or None: every field must be a plain
    ``{name}`` — no attribute or index access (``{subject.__class__}`` would read objects), no
    conversion, no format spec — and the braces must balance."""
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError as exc:
        return f"not a valid template: {exc}"
    for _, name, spec, conversion in fields:
        if name is not None and (not name.isidentifier() or spec or conversion):
            shown = "{" + name + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}"
            return f"placeholder {shown} must be a plain {{name}}"
    return None


def _kind_of(value: Any) -> str:
    """The shape of a parameter's value: list, mapping, bool, number or text."""
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return "text"


def range_problem(value: Any, shipped: Any) -> str | None:
    """What a number given for a parameter must be, judged by the shipped rule's value: a whole
    number where that is one, 0 or more where that is; None when ``value`` fits (or either is no
    number)."""
    numbers = (int, float)
    if isinstance(value, bool) or isinstance(shipped, bool) or not isinstance(value, numbers) \
            or not isinstance(shipped, numbers):
        return None
    whole = isinstance(shipped, int)
    if whole and not float(value).is_integer():
        return "a whole number of 0 or more" if shipped >= 0 else "a whole number"
    if shipped >= 0 and value < 0:
        return "a whole number of 0 or more" if whole else "0 or more"
    return None


#: the keys of a rule file (rules/checks/*.yaml); any other is an error at its line
RULE_KEYS = ("code", "name", "kind", "severity", "phase", "parameters", "summary", "verdict", "message",
             "recommendation", "variants", "docs", "examples")


def load_rule(path: Path, known_kinds: set[str] | None = None, reference: dict[str, dict] | None = None) -> Rule:
    """Load and validate one rule file.

    Args:
        reference: the bundled rules' parameters by code, for a copy of the rules folder: a
            parameter the copy writes in another shape than the bundled one ("date, duration"
            for a list) is an error at its line.

    Raises:
        RuleError: broken YAML, a missing, mistyped or unknown key (:data:`RULE_KEYS`; in a
            copy of the rules, a parameter the bundled rule does not have), an unknown kind, a code/name that
            disagrees with the catalogue or the file name, placeholders that differ between
            languages, a parameter of another shape than the bundled rule's, or too few
            examples — each at the file:line of the problem.
    """
    doc = YamlDoc(path)
    data = doc.data
    if not isinstance(data, dict):
        raise doc.error(data, None, "a rule file must be a mapping")
    for key in data:
        if key not in RULE_KEYS:
            raise doc.error(data, key, f"unknown key {key!r} in a rule file; known: {', '.join(RULE_KEYS)}")
    code = doc.require(data, "code", str)
    name = doc.require(data, "name", str)
    if code not in CATALOGUE:
        raise doc.error(data, "code", f"unknown rule code {code!r}; the codes are {', '.join(sorted(CATALOGUE))} "
                                      "(`claimcheck rules` lists them)")
    if CATALOGUE[code] != name:
        raise doc.error(data, "name", f"rule {code} is named {CATALOGUE[code]!r}, not {name!r}")
    if not path.name.startswith(f"{code}-{name}"):
        raise doc.error(data, "code", f"file name must be {code}-{name}.yaml")
    kind = doc.require(data, "kind", str)
    if known_kinds is not None and kind not in known_kinds:
        raise doc.error(data, "kind", f"unknown kind {kind!r}; known: {', '.join(sorted(known_kinds))}")
    severity = doc.require(data, "severity", str)
    if severity not in SEVERITIES:
        raise doc.error(data, "severity", f"severity must be one of {', '.join(SEVERITIES)}")
    texts: dict[str, dict[str, str]] = {}
    for key in ("summary", "message", "recommendation", "verdict"):
        per_lang = doc.require(data, key, dict)
        for lang in LANGS:
            doc.require(per_lang, lang, str, what=key)
        if key != "summary":
            for lang in LANGS:
                problem = template_problem(per_lang[lang])
                if problem:
                    raise doc.error(per_lang, lang, f"{key}.{lang}: {problem}")
            zh, en = _placeholders(per_lang["zh"]), _placeholders(per_lang["en"])
            if zh != en:
                raise doc.error(per_lang, "en", f"{key}: placeholders differ between zh {sorted(zh)} and en {sorted(en)}")
        texts[key] = {lang: per_lang[lang] for lang in LANGS}
    variants: dict[str, dict[str, dict[str, str]]] = {}
    raw_variants = data.get("variants") or {}
    if not isinstance(raw_variants, dict):
        raise doc.error(data, "variants", "'variants' must be a mapping of variant name → templates")
    for vname, vtexts in raw_variants.items():
        if not isinstance(vtexts, dict) or not vtexts:
            raise doc.error(raw_variants, vname, f"variant {vname!r} must map message/recommendation/verdict to templates")
        variants[str(vname)] = {}
        for key, per_lang in vtexts.items():
            if key not in ("message", "recommendation", "verdict"):
                raise doc.error(vtexts, key, f"variant {vname!r}: {key!r} is not message, recommendation or verdict")
            if not isinstance(per_lang, dict):
                raise doc.error(vtexts, key, f"variant {vname!r}: {key} must map zh and en to templates")
            for lang in LANGS:
                doc.require(per_lang, lang, str, what=f"variant {vname} {key}")
            zh, en = _placeholders(per_lang["zh"]), _placeholders(per_lang["en"])
            if zh != en:
                raise doc.error(per_lang, "en", f"variant {vname} {key}: placeholders differ between zh {sorted(zh)} and en {sorted(en)}")
            variants[str(vname)][key] = {lang: per_lang[lang] for lang in LANGS}
    parameters = data.get("parameters") or {}
    if not isinstance(parameters, dict):
        raise doc.error(data, "parameters", "'parameters' must be a mapping")
    bundled = (reference or {}).get(str(data.get("code")), {})
    for key, value in parameters.items():
        if reference is not None and str(data.get("code")) in reference and key not in bundled:
            # a copy's misspelt parameter ("approx_tolerence") would be read by no check
            raise doc.error(parameters, key, f"unknown parameter {key!r} of {data.get('code')}; known: "
                            f"{', '.join(sorted(bundled)) or 'none'}")
        # *_prefixes / *_joiners are word lists: a single string would be read letter by letter
        if str(key).endswith(("_prefixes", "_joiners")) and not (
                isinstance(value, list) and all(isinstance(w, str) for w in value)):
            raise doc.error(parameters, key, f"'{key}' must be a list of words")
        if key in bundled and bundled[key] is not None and value is not None \
                and _kind_of(value) != _kind_of(bundled[key]):
            raise doc.error(parameters, key, f"'{key}' must be {_kind_of(bundled[key])}, not {_kind_of(value)}")
        problem = range_problem(value, bundled.get(key)) if key in bundled else None
        if problem:
            # a count or a tolerance the shipped rule gives as a whole number or as 0 or more
            # ("max_findings_per_group: -5" hid every finding, "max_rivals_per_claim: 2.5" was
            # read as 2: a fresh-user trial of session 19)
            raise doc.error(parameters, key, f"'{key}' must be {problem}, not {value}")
        # a parameter named *_pattern / *_patterns holds regular expressions (CC201 toggle_patterns)
        if str(key).endswith(("_pattern", "_patterns")):
            for i, pattern in enumerate(value if isinstance(value, list) else [value]):
                problem = pattern_problem(str(pattern), re.IGNORECASE)
                if problem:
                    # at the pattern's own line when it is an item of a list
                    raise doc.error(value, i, problem) if isinstance(value, list) else doc.error(parameters, key, problem)
    docs = doc.require(data, "docs", dict)
    for section in DOC_SECTIONS:
        doc.require(docs, section, str, what="docs")
    raw_examples = doc.require(data, "examples", list)
    examples = []
    for item in raw_examples:
        lang = doc.require(item, "lang", str, what="an example")
        if lang not in LANGS:  # an example runs with this message language: check(lang=…)
            raise doc.error(item, "lang", f"an example's 'lang' must be one of {', '.join(LANGS)}, not {lang!r}")
        fires = doc.require(item, "fires", bool, what="an example")
        text = doc.require(item, "text", str, what="an example")
        line = item.get("line")
        if fires and not isinstance(line, int):
            raise doc.error(item, None, "a firing example needs 'line' (the 1-based line it fires on)")
        as_of = item.get("as_of")
        examples.append(RuleExample(lang=lang, fires=fires, text=text, line=line,
                                    as_of=str(as_of) if as_of else None,
                                    file_name=str(item.get("file", "example.md"))))
    phase = str(data.get("phase", "check"))
    if phase == "check":
        for lang in LANGS:
            for fires in (True, False):
                if not any(e.lang == lang and e.fires == fires for e in examples):
                    raise doc.error(data, "examples",
                                    f"needs at least one {'firing' if fires else 'silent'} example in {lang}")
    return Rule(code=code, name=name, kind=kind, severity=severity, summary=texts["summary"],
                message=texts["message"], recommendation=texts["recommendation"],
                verdict=texts["verdict"], parameters=dict(parameters),
                docs={k: docs[k] for k in DOC_SECTIONS}, examples=tuple(examples),
                path=str(path), phase=phase, variants=variants)


def load_rules(directory: Path, known_kinds: set[str] | None = None,
               reference: dict[str, dict] | None = None) -> tuple[Rule, ...]:
    """Every ``*.yaml`` rule in ``directory``, sorted by code (``reference``: as for :func:`load_rule`).

    Raises:
        RuleError: E011 when the directory holds no rule; any error of :func:`load_rule`;
            two files with the same code.
    """
    paths = sorted(directory.glob("*.yaml"))
    if not paths:
        raise RuleError("E011", path=directory, what="rule files (*.yaml)")
    rules: dict[str, Rule] = {}
    for path in paths:
        rule = load_rule(path, known_kinds, reference)
        if rule.code in rules:
            raise RuleError("E010", path=path, line=1, column=1,
                            problem=f"{rule.code} is also defined in {rules[rule.code].path}")
        rules[rule.code] = rule
    return tuple(sorted(rules.values(), key=lambda r: r.code))
