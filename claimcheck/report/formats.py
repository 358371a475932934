"""Report: findings and claims as text, JSON (DESIGN.md §6), JSONL, CSV, a table, and the
briefing's Markdown warnings section (``⚠️ C1：…`` / ``矛盾描述：`` / ``风险等级：`` / ``处置建议：``)."""
from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter
from typing import TYPE_CHECKING

from claimcheck.errors import NOTE_CODES
from claimcheck.model import Claim, Finding, fmt_decimal
from claimcheck.checks.risk import risk_label, risk_order

if TYPE_CHECKING:
    from claimcheck.report.result import Report
    from claimcheck.resources.records import Messages

SCHEMA_VERSION = 1

#: columns of the claims table (extract --format csv/table), in order
CLAIM_COLUMNS = ("file", "line", "column", "section", "surface", "kind", "value", "low", "high", "qualifier",
                 "unit", "normalized_value", "normalized_unit", "direction", "subject", "metric", "model",
                 "hardware", "tp", "batch_size", "conditions", "baseline", "attribution", "tier", "primary_link",
                 "urls", "ids", "source_date", "id")


def claim_row(c: Claim) -> dict:
    """One claim as a flat row (CLAIM_COLUMNS); conditions not broken out are ``k=v;k=v``."""
    cond = c.conditions_dict
    broken_out = ("model", "hardware", "tp", "batch_size", "baseline")
    return {
        "file": c.file, "line": c.line, "column": c.column, "section": c.section, "surface": c.surface,
        "kind": c.kind, "value": c.value, "low": c.low, "high": c.high, "qualifier": c.qualifier,
        "unit": c.unit, "normalized_value": fmt_decimal(c.norm_value), "normalized_unit": c.norm_unit,
        "direction": c.direction, "subject": c.subject, "metric": c.metric,
        "model": cond.get("model"), "hardware": cond.get("hardware"), "tp": cond.get("tp"),
        "batch_size": cond.get("batch_size"),
        "conditions": ";".join(f"{k}={v}" for k, v in c.conditions if k not in broken_out),
        "baseline": c.baseline, "attribution": c.source.attribution, "tier": c.source.tier,
        "primary_link": c.source.primary_link, "urls": " ".join(c.source.urls), "ids": " ".join(c.source.ids),
        "source_date": c.source.date, "id": c.id,
    }


def to_json(report: "Report") -> dict:
    """The JSON document of DESIGN.md §6."""
    return {
        "schema": SCHEMA_VERSION,
        "as_of": report.as_of.isoformat() if report.as_of else None,
        "claims": [c.to_json() for c in report.claims],
        "findings": [f.to_json() for f in report.findings],
        "errors": [str(e) for e in report.errors],
        # the same errors as records (added in session 29; "errors" stays as it was)
        "error_details": [error_record(e) for e in report.errors],
        "unused_suppressions": [{"file": s.file, "line": s.line, "column": s.column, "codes": sorted(s.codes),
                                 "unknown_codes": sorted(getattr(s, "unknown", ()))}
                                for s in getattr(report, "unused_suppressions", [])],
        # groups a rule's cap cut short (CC201's max_findings_per_group): more findings than listed
        "capped": [{"code": code, "groups": n} for code, n in (getattr(report, "capped", None) or {}).items()],
    }


def dumps_json(report: "Report") -> str:
    return json.dumps(to_json(report), ensure_ascii=False, indent=2) + "\n"


def findings_text(report: "Report", *, color: bool = False) -> str:
    """One line per finding, ``path:line:col: CODE rule-name [risk] message``, then a summary; in
    the message a location in the finding's own file is written as its line ("（第 3 行）", "(line 3)":
    rules/messages.yaml ``summary.same_file_line``), the full path only for another file."""
    lines = []
    styles = {"low": "\x1b[36m", "medium": "\x1b[33m", "high": "\x1b[31m"}
    messages, lang = messages_of(report), getattr(report, "lang", "en")
    for f in report.findings:
        p = f.primary
        # a location in the finding's own file is its line: the line already opens with the path
        message = re.sub(re.escape(p.file) + r":(\d+)(?![\d:])",
                         lambda m: messages.text(lang, "summary.same_file_line", line=m.group(1)), f.message)
        risk = f"[{f.risk}]"
        if color:
            risk = f"{styles[f.risk.split('-')[-1]]}{risk}\x1b[0m"
            code = f"\x1b[1m{f.code}\x1b[0m"
        else:
            code = f.code
        lines.append(f"{printable(p.file)}:{p.line}:{p.column}: {code} {f.rule} {risk} {printable(message)}")
    lines.append(summary_line(report))
    return "\n".join(lines) + "\n"


def messages_of(report: "Report") -> "Messages":
    """The :class:`~claimcheck.resources.loader.Messages` (rules/messages.yaml) of the rules the
    report was made with; the shipped ones when the report does not say."""
    messages = getattr(report, "messages", None)
    if messages is None:
        from claimcheck.resources import load_resources
        messages = load_resources().messages
    return messages


def summary_line(report: "Report") -> str:
    """The last line of the text output, in the report's language (``summary`` of
    rules/messages.yaml):
    ``Found 5 findings (high 1, medium 3, low 1) in 3 files, 120 claims; as of 2026-09-28.`` (a
    range counts apart: ``medium-high 1``) /
    ``共 5 条发现（高 1，中 3，低 1），3 个文件，120 条声明；截至 2026-09-28。``"""
    messages, lang = messages_of(report), getattr(report, "lang", "en")

    def say(key: str, **values) -> str:
        return messages.text(lang, f"summary.{key}", **values)

    # each risk as the findings show it ("medium-high" apart from "high"): counted by its higher
    # end, the demo said "high 2" above one [high] and one [medium-high] (a fresh-user trial, session 35)
    counts = Counter(f.risk for f in report.findings)
    errors = sum(getattr(e, "code", None) not in NOTE_CODES for e in report.errors)  # a skipped empty file is a note
    hidden = len(getattr(report, "suppressed", [])) + getattr(report, "baseline_hidden", 0)
    by_risk = say("risk_count_sep").join(say("risk_count", level=risk_label(level, lang, messages), n=counts[level])
                                         for level in sorted(counts, key=risk_order, reverse=True))
    text = say("findings", n=len(report.findings)) + (say("by_risk", counts=by_risk) if by_risk else "")
    text += say("files", n=len(report.documents)) + say("claims", n=len(report.claims))
    if report.as_of:
        text += say("as_of", date=report.as_of.isoformat())
    if errors:
        text += say("errors", n=errors)
    if hidden:
        text += say("hidden", n=hidden)
    for code, n in (getattr(report, "capped", None) or {}).items():
        text += say("capped", code=code, n=n)
    return text + say("end")


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x85\u2028\u2029]|\n")


def printable(text: str) -> str:
    """``text`` safe for one line of a terminal: newlines and control characters (a file name
    holding ``\n`` or an escape sequence) are shown escaped (``\\n``, ``\\x1b``), so one finding
    stays one line and nothing is sent to the terminal as a command."""
    return _CONTROL.sub(lambda m: m.group(0).encode("unicode_escape").decode("ascii"), text)


#: a cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV Injection")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


#: cells that start like a formula but cannot be one: a qualifier alone (``=``, ``>=``) or a
#: signed number, percent or multiple (``-27%``, ``+30%``, ``-0.5``, ``+2.5x``)
_INERT = re.compile(r"^(?:[=<>~]{1,2}|[+\-]?\d[\d,.]*\s*(?:%|x|×)?)$")


def csv_safe(value: object) -> object:
    """A CSV cell that no spreadsheet runs as a formula: a text starting with ``= + - @`` or a
    tab / carriage return gets a leading ``'`` (OWASP's CSV-injection advice), unless it cannot
    form a formula (a qualifier alone, a signed number or percent: data stays data); numbers,
    None and other text pass unchanged."""
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _INERT.match(value):
        return "'" + value
    return value


def claims_csv(report: "Report") -> str:
    """The claims table as CSV (columns :data:`CLAIM_COLUMNS`), cells :func:`csv_safe`."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=CLAIM_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for c in report.claims:
        writer.writerow({k: csv_safe(v) for k, v in claim_row(c).items()})
    return buf.getvalue()


def claims_jsonl(report: "Report") -> str:
    return "".join(json.dumps(c.to_json(), ensure_ascii=False) + "\n" for c in report.claims)


def error_record(error: BaseException) -> dict:
    """One input or rule error as a JSON record: ``{"code", "path", "line", "column", "message"}``
    (``code``: the ``claimcheck.errors.Errors`` code, e.g. ``"E003"``, or None for an error of
    another kind; ``path``, ``line`` and ``column``: where it is, None when the error does not say;
    ``message``: the one line the text output prints)."""
    fields = getattr(error, "fields", None) or {}

    def whole(value):
        return value if isinstance(value, int) else None
    return {"code": getattr(error, "code", None), "path": (str(fields["path"]) if fields.get("path") is not None else None),
            "line": whole(fields.get("line")), "column": whole(fields.get("column")), "message": str(error)}


def findings_jsonl(report: "Report") -> str:
    return "".join(json.dumps(f.to_json(), ensure_ascii=False) + "\n" for f in report.findings)


def claims_json(report: "Report") -> str:
    return json.dumps({"schema": SCHEMA_VERSION, "claims": [c.to_json() for c in report.claims],
                       "errors": [str(e) for e in report.errors],
                       "error_details": [error_record(e) for e in report.errors]}, ensure_ascii=False, indent=2) + "\n"


def ordered_findings(report: "Report") -> list[Finding]:
    """Findings in warnings order: risk (high first; a range such as low-medium after the level of
    its higher end, :func:`~claimcheck.checks.risk.risk_order`), then position."""
    return sorted(report.findings, key=lambda f: (*(-r for r in risk_order(f.risk)), f.sort_key()))


def warning_groups(report: "Report") -> list[list[Finding]]:
    """The findings as a person writes warnings: one group per problem.

    Findings about the same subject that share a claim, or stand on the same line, are one
    group (transitively, e.g. the seed's DSpark: weak provenance, basis mismatch and a malformed
    id on one line are one warning).  Each group is ordered by risk (highest first) then
    position; groups are ordered by their highest risk, then their first position.
    Returns: list of non-empty lists of :class:`~claimcheck.model.Finding`.
    """
    findings = ordered_findings(report)
    parent = list(range(len(findings)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    seen: dict[tuple, int] = {}
    for i, f in enumerate(findings):
        keys = [("claim", f.subject, cid) for cid in f.claims]
        keys.append(("line", f.subject, f.primary.file, f.primary.line))
        for key in keys:
            if key in seen:
                parent[root(i)] = root(seen[key])
            else:
                seen[key] = i
    groups: dict[int, list[Finding]] = {}
    for i, f in enumerate(findings):
        groups.setdefault(root(i), []).append(f)
    return sorted(groups.values(), key=lambda g: (*(-r for r in risk_order(g[0].risk)), g[0].sort_key()))


#: the sides of one finding a warning item quotes; more are counted ("… and 2 more")
MAX_SIDES = 4


def warnings_markdown(report: "Report", lang: str = "zh", first: int = 1) -> str:
    """The warnings section: one ``⚠️ C<n>`` item per problem (:func:`warning_groups`), the
    riskiest first, as Markdown that renders as it reads; ``n`` counts from ``first`` (after a
    briefing's hand-written ``⚠️ C1``…: :func:`claimcheck.report.warnings_section.written_numbers`).

    Each item is a title line (subject and verdict) then a list: the description with every
    side quoted as ``「surface」（file:line，来源：…）`` and normalised values, the risk level
    and the recommendation — the shape of the seed briefing.  An item of several findings lists
    each finding's reason and recommendation as sub-points.  Items are separated by blank lines.
    The words and punctuation are the ``warnings`` messages of rules/messages.yaml in ``lang``.
    """
    messages = messages_of(report)

    def say(key: str, **values) -> str:
        return messages.text(lang, f"warnings.{key}", **values)

    claims = {c.id: c for c in [*report.claims, *getattr(report, "indexed_claims", [])]}

    def evidence(f: Finding, message: str, listed: set[str]) -> str:
        """The sides of ``f``, each location listed once in the item: a location the message
        already states, or an earlier reason of the item gave, is not repeated (a side with a
        claim keeps its source and normalised value; one without has nothing more to say)."""
        sides = []
        for cid, loc in zip(list(f.claims) + [None] * len(f.locations), f.locations):
            c = claims.get(cid) if cid else None
            if c is not None and c.kind == "identifier":
                # an identifier is its own citation: the paper of the section it is listed under
                # ("## TreeSpec（arXiv:2609.30552）" over "LongDraft（arXiv:2509.1234）") is not its
                # source, nor its tier (a fresh-user trial of session 23)
                c = None
            where = f"{loc.file}:{loc.line}"
            stated = where in listed or re.search(re.escape(where) + r"(?!\d)", message) is not None
            listed.add(where)
            if c is not None:
                norm = ""
                if c.norm_value is not None:
                    from claimcheck.checks.context import fmt_value
                    norm = say("normalised", value=fmt_value(c, getattr(report, "metrics", None)))
                # who said it, else the link it rests on ("arXiv:2609.28815"), else "not stated";
                # the tier in the reader's words ("primary" beside "not stated" read as a contradiction)
                link = (c.source.ids or c.source.urls or (None,))[0]
                values = dict(surface=loc.surface, source=c.source.attribution or link or say("no_source"),
                              tier=say(f"tier_{c.source.tier}"), normalised=norm)
                if not (c.source.attribution or link) and c.source.tier != "unknown":
                    # a tier known from a word ("官方博客：") with no name or link: "来源：一手来源，
                    # 出处未注明", never "来源：未注明，一手来源" (read as a contradiction)
                    values.update(source=values["tier"], tier=say("unnamed"))
                sides.append(say("side_listed", **values) if stated else say("side", where=where, **values))
            elif not stated:
                sides.append(say("side_without_claim", surface=loc.surface, where=where))
        joiner = say("sides_conflict") if f.claims and len(f.claims) > 1 else say("sides_sep")
        shown = joiner.join(sides[:MAX_SIDES])
        return shown + (say("more_sides", n=len(sides) - MAX_SIDES) if len(sides) > MAX_SIDES else "")

    items = []
    for number, group in enumerate(warning_groups(report), start=first):
        first = group[0]
        rendered = [report.in_language(f, lang) for f in group]
        verdict = rendered[0][0]
        title = say("subject_verdict", subject=first.subject, verdict=verdict) if first.subject else verdict
        listed: set[str] = set()
        if len(group) == 1:
            _, message, advice = rendered[0]
            shown = evidence(first, message, listed)
            lines = [say("title", number=number, title=title, code=first.code, rule=first.rule), "",
                     "- " + (say("description", message=message, evidence=shown) if shown
                             else say("description_alone", message=message)),
                     "- " + say("risk", risk=risk_label(first.risk, lang, messages)),
                     "- " + say("advice", advice=advice)]
        else:
            lines = [say("title_group", number=number, title=title, code=first.code, rule=first.rule, n=len(group)),
                     "", "- " + say("description_group")]
            for f, (v, m, _) in zip(group, rendered):
                shown = evidence(f, m, listed)
                lines.append("  - " + (say("reason", verdict=v, code=f.code, rule=f.rule, message=m, evidence=shown)
                                       if shown else say("reason_alone", verdict=v, code=f.code, rule=f.rule, message=m)))
            lines.append("- " + say("risk", risk=risk_label(first.risk, lang, messages)))
            lines.append("- " + say("advice_group"))
            advice_seen: list[str] = []
            for _, _, a in rendered:
                if a not in advice_seen:
                    advice_seen.append(a)
            lines += ["  - " + a for a in advice_seen]
        items.append(markdown_text("\n".join(lines)))
    if not items:
        items.append(say("none"))
    return "\n\n".join(items) + "\n"


#: a '<' that would open raw HTML in Markdown (a tag, a closing tag, a comment, a declaration)
_HTML_START = re.compile(r"<(?=[A-Za-z/!?])")


def markdown_text(text: str) -> str:
    """Text quoted from the inputs made inert in Markdown: a ``<`` that would open raw HTML
    (``<img …>``, ``</b>``, ``<!-- claimcheck:warnings:end -->``) is backslash-escaped, so it
    renders as the characters written and can never form HTML or a marker of the warnings
    section; ``<5 ms`` and ``a < b`` stay as they are."""
    return _HTML_START.sub(r"\\<", text)


# -- findings as CSV -------------------------------------------------------------------
FINDING_COLUMNS = ("file", "line", "column", "code", "rule", "severity", "risk", "subject", "metric", "surface",
                   "message", "recommendation", "related")


def findings_csv(report: "Report") -> str:
    """One row per finding; ``related`` lists the other locations as ``file:line:col``; cells
    :func:`csv_safe`."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=FINDING_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for f in report.findings:
        p = f.primary
        row = {"file": p.file, "line": p.line, "column": p.column, "code": f.code, "rule": f.rule,
               "severity": f.severity, "risk": f.risk, "subject": f.subject, "metric": f.metric,
               "surface": p.surface, "message": f.message, "recommendation": f.recommendation,
               "related": " ".join(f"{loc.file}:{loc.line}:{loc.column}" for loc in f.locations[1:])}
        writer.writerow({k: csv_safe(v) for k, v in row.items()})
    return buf.getvalue()


def unused_suppressions_text(report: "Report") -> str:
    """``path:line:col: unused suppression (CODES)`` for each comment that suppressed nothing,
    ``; names no rule: CODES`` added when some of its codes name no rule — in the report's
    language (rules/messages.yaml ``cli.suppression_unused``)."""
    messages, lang = messages_of(report), getattr(report, "lang", "en")
    out = []
    for s in report.unused_suppressions:
        codes = ", ".join(sorted(s.codes)) or messages.text(lang, "cli.suppression_all_rules")
        line = messages.text(lang, "cli.suppression_unused", location=f"{s.file}:{s.line}:{s.column}", codes=codes)
        if getattr(s, "unknown", None):
            line += messages.text(lang, "cli.suppression_names_no_rule", codes=", ".join(sorted(s.unknown)))
        out.append(line + "\n")
    return "".join(out)


def unknown_suppressions_text(report: "Report") -> str:
    """One warning line per suppression comment naming a code of no rule (for standard error:
    the comment suppresses nothing, whatever the output format), in the report's language
    (rules/messages.yaml ``cli.suppression_unknown``)."""
    messages, lang = messages_of(report), getattr(report, "lang", "en")
    return "".join(messages.text(lang, "cli.suppression_unknown", location=f"{s.file}:{s.line}:{s.column}",
                                 codes=", ".join(sorted(s.unknown))) + "\n"
                   for s in getattr(report, "unknown_suppressions", []))


# -- SARIF 2.1.0 -------------------------------------------------------------------------
#: where the rule pages are published; SARIF viewers link each result to its rule's page
DOCS_BASE_URI = "https://github.com/claimcheck/claimcheck/blob/main/docs"
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def _artifact_uri(path: str) -> str:
    from urllib.parse import quote
    return quote(path.replace("\\", "/"), safe="/:._-~")


def _sarif_location(loc, claims: dict, index: int | None = None) -> dict:
    region = {"startLine": loc.line, "startColumn": loc.column, "endColumn": loc.column + len(loc.surface),
              "snippet": {"text": loc.surface}}
    out = {"physicalLocation": {"artifactLocation": {"uri": _artifact_uri(loc.file)}, "region": region}}
    if index is not None:
        out["id"] = index
        out["message"] = {"text": loc.surface}
    return out


def to_sarif(report: "Report") -> dict:
    """The SARIF 2.1.0 log of a report (OASIS SARIF 2.1.0; validated in tests against the
    official schema): one run, ``tool.driver.rules`` from the catalogue, one result per finding
    with its primary location, ``relatedLocations`` for the other side(s), and
    ``partialFingerprints`` from the claim ids so results survive line moves."""
    from claimcheck.about import __version__
    from claimcheck.checks.baseline import fingerprint
    from claimcheck.report.ruledocs import rule_markdown

    rules = list(report.rules)
    index = {r.code: i for i, r in enumerate(rules)}
    driver_rules = [{
        "id": r.code, "name": r.name,
        "shortDescription": {"text": r.summary["en"]},
        "fullDescription": {"text": r.docs["what"].strip()},
        "helpUri": f"{DOCS_BASE_URI}/rules/{r.code}-{r.name}.md",
        "help": {"text": r.docs["what"].strip(), "markdown": rule_markdown(r)},
        "defaultConfiguration": {"level": SARIF_LEVEL[r.severity]},
        "properties": {"tags": [r.kind], "summary_zh": r.summary["zh"]},
    } for r in rules]
    claims = {c.id: c for c in [*report.claims, *getattr(report, "indexed_claims", [])]}
    results = []
    for f in report.findings:
        result = {
            "ruleId": f.code, "level": SARIF_LEVEL[f.severity],
            "message": {"text": f.message},
            "locations": [_sarif_location(f.primary, claims)],
            "partialFingerprints": {"claimcheck/v1": fingerprint(f)},
            "properties": {"risk": f.risk, "rule": f.rule, "subject": f.subject, "metric": f.metric,
                           "recommendation": f.recommendation, "claims": list(f.claims)},
        }
        if f.code in index:
            result["ruleIndex"] = index[f.code]
        if len(f.locations) > 1:
            result["relatedLocations"] = [_sarif_location(loc, claims, i) for i, loc in enumerate(f.locations[1:], 1)]
        results.append(result)
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "claimcheck", "version": __version__, "semanticVersion": __version__,
                                "informationUri": DOCS_BASE_URI, "rules": driver_rules}},
            "columnKind": "unicodeCodePoints",
            "results": results,
            "properties": {"as_of": report.as_of.isoformat() if report.as_of else None},
        }],
    }


def dumps_sarif(report: "Report") -> str:
    return json.dumps(to_sarif(report), ensure_ascii=False, indent=2) + "\n"
