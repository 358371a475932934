"""Compare: run the rule catalogue over the claims and render findings.

:func:`run_rules` calls each selected rule's check function (``rules/checks/*.yaml`` →
``kind`` → :data:`claimcheck.checks.CHECKS`), renders the message and recommendation
templates in the report language, computes risk with :func:`claimcheck.checks.risk.assess`, and
returns findings sorted deterministically by (file, line, column, code) (DESIGN.md §6).
"""
from __future__ import annotations

from typing import Callable, Iterable

from claimcheck.checks import CHECKS
from claimcheck.checks.context import CheckContext, Draft
from claimcheck.errors import UsageError
from claimcheck.model import Finding, Location
from claimcheck.checks.risk import assess
from claimcheck.resources.catalogue import Rule, range_problem


#: the problem of a select that names nothing (`--select ""`, `select = []` in a config file)
EMPTY_SELECT = "names no rule; give codes, prefixes or names (see `claimcheck rules`), or leave {key} out to run every rule"


def select_rules(rules: Iterable[Rule], select: Iterable[str] = (), ignore: Iterable[str] = ()) -> list[Rule]:
    """The rules left after ``--select`` / ``--ignore`` (codes like ``CC202``, prefixes like
    ``CC2``, or names like ``basis-mismatch``).

    Raises:
        UsageError: a code or name matches no rule, or ``select`` was given but names nothing
            (``--select ""``).
    """
    rules = list(rules)
    given = list(select)
    select = [t for item in given for t in str(item).split(",") if t.strip()]
    if given and not select:
        # `--select ""` (an empty shell variable) would run every rule: say so instead
        raise UsageError("E020", what="--select " + repr(",".join(map(str, given))), problem=EMPTY_SELECT.format(key="--select"))
    ignore = [t for item in ignore for t in str(item).split(",") if t.strip()]

    def matches(rule: Rule, token: str) -> bool:
        token = token.strip()
        return rule.code == token.upper() or rule.name == token.lower() or (
            len(token) >= 3 and rule.code.startswith(token.upper()))

    for token in [*select, *ignore]:
        if not any(matches(r, token) for r in rules):
            raise UsageError("E020", what=f"rule {token!r}", problem="matches no rule code or name" + _nearest_rule(rules, token)
                             + " (see `claimcheck rules`)")
    chosen = [r for r in rules if not select or any(matches(r, t) for t in select)]
    return [r for r in chosen if not any(matches(r, t) for t in ignore)]


def _nearest_rule(rules: list[Rule], token: str) -> str:
    """"; did you mean 'value-conflict' (CC201)?" for a name written with a slip ("value-conflit"),
    or "" when no rule name is within 80/100 of it (rapidfuzz's normalised Indel ratio)."""
    from rapidfuzz import fuzz, process
    best = process.extractOne(token.strip().lower(), {r.code: r.name for r in rules}, scorer=fuzz.ratio, score_cutoff=80)
    return f"; did you mean {best[0]!r} ({best[2]})?" if best else ""


def check_overrides(rules: Iterable[Rule], severity: dict | None = None, parameters: dict | None = None) -> None:
    """Refuse settings that would be ignored silently: a severity or parameters entry naming no
    rule (code or name), a parameter the rule does not have, or a value of another type than the
    rule's own default (a number for a number, text for text, true/false for a flag), or a
    number out of the default's range (a whole number for a whole one, 0 or more where the
    default is: :func:`~claimcheck.resources.catalogue.range_problem`).

    Raises:
        UsageError: the first problem, naming the rule and the parameter.
    """
    rules = list(rules)
    by_key = {**{r.code: r for r in rules}, **{r.name: r for r in rules}}
    for what, table in (("severity", severity or {}), ("parameters", parameters or {})):
        for key in table:
            if str(key) not in by_key and str(key).upper() not in by_key:
                raise UsageError("E020", what=f"{what}.{key}", problem="names no rule (see `claimcheck rules`)")
    for key, values in (parameters or {}).items():
        rule = by_key.get(str(key)) or by_key[str(key).upper()]
        for name, value in values.items():
            if name not in rule.parameters:
                known = ", ".join(sorted(rule.parameters)) or "none"
                raise UsageError("E020", what=f"parameters.{key}.{name}",
                                 problem=f"{rule.code} has no parameter {name!r}; its parameters: {known}")
            default = rule.parameters[name]
            kinds = (bool,) if isinstance(default, bool) else (int, float) if isinstance(default, (int, float)) \
                else (type(default),)
            if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
                raise UsageError("E020", what=f"parameters.{key}.{name}",
                                 problem=f"must be {' or '.join(k.__name__ for k in kinds)} like its default "
                                         f"{default!r}, not {value!r}")
            problem = range_problem(value, default)
            if problem:  # (a negative cap hid every finding: a fresh-user trial of session 19)
                raise UsageError("E020", what=f"parameters.{key}.{name}",
                                 problem=f"must be {problem} like its default {default!r}, not {value!r}")


def with_parameters(rule: Rule, parameters: dict[str, dict] | None) -> Rule:
    """``rule`` with its parameters overridden by ``parameters[code]`` or ``parameters[name]``
    (the code's entry wins); ``rule`` itself when neither names it."""
    import dataclasses
    parameters = parameters or {}
    override = {**parameters.get(rule.name, {}), **parameters.get(rule.code, {})}
    return dataclasses.replace(rule, parameters={**rule.parameters, **override}) if override else rule


def run_rules(ctx: CheckContext, rules: Iterable[Rule], *, lang: str = "zh",
              severity_overrides: dict[str, str] | None = None,
              progress: Callable[[int, int, str], None] | None = None) -> list[Finding]:
    """Findings of ``rules`` over ``ctx``, sorted by (file, line, column, code).

    One problem, one finding: a finding of a rule whose parameter ``subsumed_by`` lists other
    rules is dropped when a finding of one of those leads with one of its claims (a figure
    already in conflict with a comparable one needs no "no common basis" finding beside it;
    issue 15).

    ``progress``, when given, hears ``(rules done, rules to run, code of the rule starting)``
    before each rule and ``(total, total, "")`` at the end (the progress bar of a long check).
    """
    findings: list[Finding] = []
    overrides = severity_overrides or {}
    subsumed: dict[str, set[str]] = {}
    checks = [rule for rule in rules if rule.checks_documents]  # (and CC401's tracker rows)
    for done, rule in enumerate(checks):
        if progress is not None:
            progress(done, len(checks), rule.code)
        subsumed[rule.code] = set(rule.parameters.get("subsumed_by") or ())
        for draft in CHECKS[rule.kind](ctx, rule):
            findings.append(render(rule, draft, lang, overrides.get(rule.code) or overrides.get(rule.name),
                                   metrics=ctx.resources.metrics, scale=ctx.resources.risk,
                                   messages=ctx.resources.messages))
    if progress is not None:
        progress(len(checks), len(checks), "")
    if any(subsumed.values()):
        leading: dict[str, set[str]] = {}
        for f in findings:
            if f.claims:
                leading.setdefault(f.claims[0], set()).add(f.code)
        findings = [f for f in findings
                    if not (subsumed.get(f.code) and any(subsumed[f.code] & leading.get(c, set()) for c in f.claims))]
    findings.sort(key=Finding.sort_key)
    return _without_restatements(findings, ctx)


def _without_restatements(findings: list[Finding], ctx: CheckContext) -> list[Finding]:
    """``findings`` (sorted) without a finding that repeats an earlier one on the same lines: the
    same rule over claims of the same lines and the same values (``norm_value`` and
    ``norm_unit``, as written otherwise).  A bilingual line ("C 区 ITL p50 24 ms，p99 21 ms /
    C-zone ITL p50 24 ms, p99 21 ms") restates its figures, and each error would be reported
    once per language — and twice in the warnings section (fresh-user trial 47 r14)."""
    by_id = {c.id: c for c in ctx.claims}

    def value(claim_id: str) -> tuple:
        c = by_id.get(claim_id)
        if c is None:
            return (claim_id,)
        return (c.file, c.line, str(c.norm_value) if c.norm_value is not None else c.surface.strip("+ "),
                c.norm_unit)

    seen: set[tuple] = set()
    kept: list[Finding] = []
    for f in findings:
        key = (f.code, tuple(sorted(value(i) for i in f.claims)))
        if f.claims and key in seen:
            continue
        seen.add(key)
        kept.append(f)
    return kept


def localise(values: dict, lang: str, metrics: dict | None = None, messages=None) -> dict:
    """Resolve language-specific template values: ``missing_zh`` / ``missing_en`` → ``missing``,
    metric keys (``ttft``) → their label in ``lang`` (``label`` in the metrics.yaml of the
    rules in use: ``metrics``, name → MetricDef; None means the shipped rules), and a source
    tier standing for a source (``source``, ``other_source``, ``tier``: ``primary``) → its
    words in ``lang`` (messages.yaml ``warnings.tier_*``: "一手来源", "primary source";
    ``messages``: the Messages of the rules in use, None = shipped), and the placeholder subject
    "-" of a claim that names no system → ``warnings.no_subject`` ("（未识别主体）"), and the
    placeholder metric "-" of a figure of no known metric → ``warnings.no_metric`` ("数值")."""
    from claimcheck.resources.records import TIERS
    for key in list(values):
        if key.endswith(f"_{lang}"):
            values[key[: -len(lang) - 1]] = values[key]
    if metrics is None or messages is None:
        from claimcheck.resources import load_resources
        metrics = load_resources().metrics if metrics is None else metrics
        messages = load_resources().messages if messages is None else messages
    for key in ("metric", "other_metric"):
        if values.get(key) in metrics:
            values[key] = metrics[values[key]].label_in(lang)
    for key in ("source", "other_source", "tier"):
        if values.get(key) in (*TIERS, "unknown"):
            # a source slot with no source at all says so ("来源未注明"), not "tier unknown"
            unstated = values[key] == "unknown" and key != "tier"
            values[key] = messages.text(lang, "warnings.source_unknown" if unstated else f"warnings.tier_{values[key]}")
    for key in ("subject", "what"):
        if values.get(key) == "-":
            # a claim that names no system: say so, rather than print "-" as if it were a name
            # ("what": a promise's system, or else what it says will be done; CC303)
            values[key] = messages.text(lang, "warnings.no_subject")
    if values.get("metric") == "-":
        values["metric"] = messages.text(lang, "warnings.no_metric")  # a figure of no known metric ("7.9 m/s")
    return values


def _one_cited_source(claims) -> bool:
    """Two or more claims that all cite one link (an id or a URL, as written): a disagreement
    between them is a misquote of that source (see :func:`~claimcheck.checks.risk.assess`)."""
    if len(claims) < 2:
        return False
    shared = set(claims[0].source.ids) | set(claims[0].source.urls)
    for c in claims[1:]:
        shared &= set(c.source.ids) | set(c.source.urls)
    return bool(shared)


def render(rule: Rule, draft: Draft, lang: str, severity: str | None = None, metrics: dict | None = None,
           scale=None, messages=None) -> Finding:
    """Turn a :class:`~claimcheck.checks.context.Draft` into a :class:`~claimcheck.model.Finding`
    (``metrics``: the MetricDefs whose labels name metrics in messages; ``scale``: the
    RiskScale of risk.yaml that scores its risk; ``messages``: the Messages whose words name a
    source tier; None = shipped rules)."""
    values = localise(dict(draft.values), lang, metrics, messages)
    severity = severity or draft.severity or rule.severity
    claims = draft.claims
    risk = assess(severity, tiers=[c.source.tier for c in claims],
                  primary_links=[c.source.primary_link for c in claims], large=draft.large, scale=scale,
                  one_source=_one_cited_source(claims))
    locations = [Location(c.file, c.line, c.column, c.surface, c.source.attribution or c.source.tier) for c in claims]
    locations += [Location(f, ln, col, surface) for f, ln, col, surface in draft.extra_locations]
    subject = draft.subject or (claims[0].subject if claims else None) or draft.values.get("subject")
    if subject == "-":
        subject = None
    metric = draft.metric or (claims[0].metric if claims else None)
    return Finding(code=rule.code, rule=rule.name, severity=severity, risk=risk, subject=subject, metric=metric,
                   message=rule.render("message", lang, **values),
                   recommendation=rule.render("recommendation", lang, **values),
                   claims=tuple(c.id for c in claims), locations=tuple(locations),
                   # as drafted (metric keys, both languages' variants): a finding re-renders
                   # in the other language from these
                   params=tuple(sorted((k, str(v)) for k, v in draft.values.items())))


def rerender(finding: Finding, rule: Rule, lang: str, metrics: dict | None = None,
             messages=None) -> tuple[str, str, str]:
    """(verdict, message, recommendation) of a finding in another language."""
    values = localise(dict(finding.params), lang, metrics, messages)
    return (rule.render("verdict", lang, **values), rule.render("message", lang, **values),
            rule.render("recommendation", lang, **values))
