"""The check functions behind the rule catalogue (DESIGN.md §4–§5).

Each function takes a :class:`CheckContext` and its :class:`~claimcheck.rules.Rule`
(for parameters) and yields :class:`Draft` records: the claims involved (primary first),
the template values, and what the risk formula needs.  The engine (:mod:`claimcheck.engine`)
renders messages in the report language and computes risk.  A rule file names its
function by ``kind``; a new rule of an existing kind is data only.
"""
from __future__ import annotations

import datetime as dt
import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Callable, Iterator

from .ids import arxiv_base, arxiv_month
from .model import Claim, fmt_decimal

NUMERIC_KINDS = ("quantity", "ratio", "percent")


@dataclass
class Draft:
    """A finding before rendering.

    Attributes:
        claims: the claims involved, the one reported at first.
        values: template placeholders (strings).
        large: the discrepancy counts as large for :func:`claimcheck.risk.assess`.
        extra_locations: (file, line, column, surface) of places that are not claims
            (an enumeration item, a name mention).
        severity: overrides the rule's severity (e.g. an overdue promise escalates).
    """

    claims: list[Claim]
    values: dict[str, str] = field(default_factory=dict)
    large: bool = False
    extra_locations: list[tuple] = field(default_factory=list)
    severity: str | None = None
    subject: str | None = None
    metric: str | None = None


@dataclass
class CheckContext:
    """What every check sees.

    Attributes:
        claims: every claim of every input, sorted by (file, line, column).
        extracts: the :class:`~claimcheck.extract.DocumentExtract` of each input.
        as_of: "today" for date rules.
        resources: the loaded rules data.
        entities: the :class:`~claimcheck.entities.EntityResolver`.
    """

    claims: list[Claim]
    extracts: list
    as_of: dt.date
    resources: object
    entities: object

    def numeric(self) -> list[Claim]:
        return [c for c in self.claims if c.kind in NUMERIC_KINDS and c.norm_value is not None]


# -- tolerance ----------------------------------------------------------------
def _decimals(text: str) -> int:
    text = text.lstrip("+-")
    return len(text.split(".")[1]) if "." in text and text.replace(".", "").replace(",", "").isdigit() else 0


def intervals(claim: Claim, approx: Decimal = Decimal("0.05")) -> list[tuple[float, float]]:
    """The normalised values a claim admits, as closed intervals (one per reading).

    Tolerance follows the written precision: ``383.7`` admits 383.65–383.75, ``约 384``
    admits 383.5–384.5 widened by ``approx`` (5 %) on each side, ``>= 4,100`` admits
    [4100, ∞).  Ranges admit low–high.  Alternative readings (``128K`` = 131072,
    ``提升 2 倍`` = 3×) add intervals.  Non-linear normalisations (percent changes,
    remaining fractions) are mapped end by end.
    """
    if claim.norm_value is None:
        return []
    try:
        written = Decimal(claim.value.replace(",", "")) if re.fullmatch(r"[+\-]?[\d.,]+", claim.value) else None
    except Exception:
        written = None
    norm = claim.norm_value
    half = Decimal(5) * Decimal(10) ** (-(_decimals(claim.value) + 1)) if written is not None else Decimal(0)

    def transform(v: Decimal) -> Decimal | None:
        if written is None:
            return None
        if claim.kind == "percent" and claim.norm_unit == "dimensionless":
            return (1 - abs(v) / 100) if claim.direction == "down" else (1 + abs(v) / 100)
        if claim.kind == "ratio" and written != 0 and abs(norm - 1 / written) < Decimal("1e-9") and norm != written:
            return 1 / v if v else None
        if written == 0:
            return norm
        return v * (norm / written)

    out = []
    lo_w = Decimal(claim.low) if claim.low and _is_num(claim.low) else written
    hi_w = Decimal(claim.high) if claim.high and _is_num(claim.high) else written
    if written is None:
        lo = hi = norm
    else:
        a = transform((lo_w or written) - half)
        b = transform((hi_w or written) + half)
        if a is None or b is None:
            a = b = norm
        lo, hi = min(a, b), max(a, b)
    if claim.qualifier == "~":
        lo, hi = lo * (1 - approx), hi * (1 + approx)
    if claim.qualifier in (">=", ">"):
        hi = Decimal("Infinity")
    if claim.qualifier in ("<=", "<"):
        lo = Decimal("-Infinity") if lo < 0 else Decimal(0)
    out.append((float(lo), float(hi)))
    for alt in claim.alternatives:
        width = (hi - lo) / 2 if hi.is_finite() and lo.is_finite() else Decimal(0)
        out.append((float(alt - width), float(alt + width)))
    return out


def _is_num(text: str) -> bool:
    return bool(re.fullmatch(r"[+\-]?\d+(?:\.\d+)?", str(text)))


def agree(a: Claim, b: Claim, approx: Decimal = Decimal("0.05")) -> bool:
    """True when some reading of ``a`` overlaps some reading of ``b``."""
    for lo1, hi1 in intervals(a, approx):
        for lo2, hi2 in intervals(b, approx):
            if lo1 <= hi2 + 1e-12 and lo2 <= hi1 + 1e-12:
                return True
    return False


def conditions_compatible(a: Claim, b: Claim, ignore=("baseline",)) -> bool:
    """Every condition known on both sides is equal (a missing one does not block, DESIGN.md §4)."""
    ca, cb = a.conditions_dict, b.conditions_dict
    return all(ca[k] == cb[k] for k in ca.keys() & cb.keys() if k not in ignore)


def is_relative(c: Claim) -> bool:
    """A ratio or a percent change: a figure relative to some baseline."""
    return c.norm_unit == "dimensionless" and c.kind in ("ratio", "percent")


def fmt_value(c: Claim) -> str:
    """The normalised value with its unit for messages: ``383.7 token / second``, ``1.85×``."""
    value = fmt_decimal(c.norm_value)
    if c.norm_unit == "dimensionless":
        return f"{value}×"
    if c.norm_unit in ("percent",):
        return f"{value}%"
    return f"{value} {c.norm_unit}" if c.norm_unit else str(value)


def slip_factor(x: float, y: float) -> int | None:
    """10^k when ``x`` and ``y`` differ by a power of ten (a likely decimal slip), else None."""
    if x <= 0 or y <= 0:
        return None
    exponent = math.log10(max(x, y) / min(x, y))
    k = round(exponent)
    if k >= 1 and abs(exponent - k) < 0.01:
        return 10 ** k
    return None


def _where(c: Claim) -> str:
    return f"{c.file}:{c.line}"


def _src(c: Claim) -> str:
    return c.source.attribution or c.source.tier


# -- CC201 value-conflict ------------------------------------------------------
def value_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Same subject, metric and compatible conditions; values differ beyond tolerance."""
    approx = Decimal(str(rule.parameters.get("approx_tolerance", 0.05)))
    large_factor = float(rule.parameters.get("large_factor", 2))
    groups = defaultdict(list)
    for c in ctx.numeric():
        if c.subject and c.metric and c.kind != "count":
            groups[(c.subject, c.metric, c.norm_unit, is_relative(c))].append(c)
    for (subject, metric, unit, relative), claims in groups.items():
        reported = set()
        for i, a in enumerate(claims):
            for b in claims[i + 1:]:
                if a.file == b.file and a.line == b.line and a.text == b.text:
                    continue  # two values in one sentence are a comparison (before/after, A vs B)
                if not conditions_compatible(a, b, ignore=()):
                    continue
                if relative and (a.baseline or "") != (b.baseline or ""):
                    continue  # different baselines: CC202's business
                if agree(a, b, approx):
                    continue
                key = (fmt_decimal(a.norm_value), fmt_decimal(b.norm_value))
                if key in reported or key[::-1] in reported:
                    continue
                reported.add(key)
                x, y = float(a.norm_value), float(b.norm_value)
                slip = slip_factor(abs(x), abs(y))
                ratio = max(abs(x), abs(y)) / max(min(abs(x), abs(y)), 1e-12)
                yield Draft([b, a], {
                    "subject": subject, "metric": metric,
                    "value": fmt_value(b), "other_value": fmt_value(a),
                    "surface": b.surface, "other_surface": a.surface,
                    "location": _where(b), "other_location": _where(a),
                    "source": _src(b), "other_source": _src(a),
                    "slip": f" (×{slip}: likely a decimal slip)" if slip else "",
                }, large=ratio >= large_factor)


# -- CC202 basis-mismatch ------------------------------------------------------
def basis_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Relative vs absolute figures of one subject and metric family, or relative
    figures whose baselines differ or are missing on one side."""
    metrics = ctx.resources.metrics
    by_subject = defaultdict(list)
    for c in ctx.numeric():
        if c.subject and c.metric in metrics:
            by_subject[(c.subject, metrics[c.metric].family)].append(c)
    for (subject, family), claims in by_subject.items():
        relative = [c for c in claims if is_relative(c)]
        absolute = [c for c in claims if not is_relative(c) and c.norm_unit not in ("percent", "count")]
        done_values = set()
        if relative and absolute:
            for r in relative:
                if r.baseline:
                    continue
                key = fmt_decimal(r.norm_value)
                if key in done_values:
                    continue
                same = [x for x in relative if fmt_decimal(x.norm_value) == key and not x.baseline]
                # report at the copy nearest to an absolute figure
                best = min(((x, a) for x in same for a in absolute),
                           key=lambda p: (p[0].file != p[1].file, abs(p[0].line - p[1].line)))
                done_values.add(key)
                rel, ab = best
                conds = ", ".join(f"{k}={v}" for k, v in ab.conditions if k != "baseline") or "-"
                yield Draft([rel, ab] + [x for x in same if x is not rel], {
                    "subject": subject, "metric": rel.metric, "other_metric": ab.metric,
                    "surface": rel.surface, "other_surface": ab.surface,
                    "value": fmt_value(rel), "other_value": fmt_value(ab),
                    "location": _where(rel), "other_location": _where(ab),
                    "source": _src(rel), "other_source": _src(ab), "conditions": conds,
                    "missing_en": "baseline", "missing_zh": "基线",
                })
        # relative figures with different baselines
        seen = set()
        for i, a in enumerate(relative):
            for b in relative[i + 1:]:
                if a.metric != b.metric or not (a.baseline and b.baseline):
                    continue
                if a.baseline == b.baseline or agree(a, b) or a.file == b.file:
                    continue  # one document comparing against two baselines does so on purpose
                key = (a.baseline, b.baseline)
                if key in seen:
                    continue
                seen.add(key)
                yield Draft([b, a], {
                    "subject": subject, "metric": a.metric, "other_metric": b.metric,
                    "surface": b.surface, "other_surface": a.surface,
                    "value": fmt_value(b), "other_value": fmt_value(a),
                    "location": _where(b), "other_location": _where(a),
                    "source": _src(b), "other_source": _src(a),
                    "conditions": f"baseline {b.baseline} vs {a.baseline}",
                    "missing_en": "common baseline", "missing_zh": "共同基线",
                })


# -- CC203 version-conflict ----------------------------------------------------
def version_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Different "latest"/current versions of one software within ``window_days``."""
    window = int(rule.parameters.get("window_days", 14))
    latest = defaultdict(list)
    for c in ctx.claims:
        if c.kind == "version" and c.subject and c.has_flag("latest"):
            latest[c.subject].append(c)
    for subject, claims in latest.items():
        seen = set()
        for i, a in enumerate(claims):
            for b in claims[i + 1:]:
                if _version_key(a.value) == _version_key(b.value):
                    continue
                da, db = _date(a.source.date or a.doc_date), _date(b.source.date or b.doc_date)
                if da and db and abs((da - db).days) > window:
                    continue
                key = tuple(sorted((a.value, b.value)))
                if key in seen:
                    continue
                seen.add(key)
                newer, older = (a, b) if _version_key(a.value) > _version_key(b.value) else (b, a)
                yield Draft([older, newer], {
                    "subject": subject, "value": older.value, "other_value": newer.value,
                    "surface": older.surface, "other_surface": newer.surface,
                    "location": _where(older), "other_location": _where(newer),
                    "window_days": str(window),
                })


def _version_key(v: str) -> tuple:
    return tuple(int(x) if x.isdigit() else 0 for x in re.findall(r"\d+", v))


def _date(text: str | None) -> dt.date | None:
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        return None


# -- CC204 weak-provenance ------------------------------------------------------
def weak_provenance(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A subject+metric whose figures rest only on tertiary (optionally unknown) sources,
    with no primary link anywhere in the corpus."""
    weak_tiers = set(rule.parameters.get("weak_tiers", ["tertiary"]))
    groups = defaultdict(list)
    for c in ctx.numeric():
        if c.subject and c.metric:
            groups[(c.subject, c.metric)].append(c)
    for (subject, metric), claims in groups.items():
        if any(c.source.primary_link or c.source.tier == "primary" for c in claims):
            continue
        weak = [c for c in claims if c.source.tier in weak_tiers]
        if not weak or any(c.source.tier not in weak_tiers | {"unknown"} for c in claims):
            continue
        first = weak[0]
        yield Draft(weak, {
            "subject": subject, "metric": metric, "surface": first.surface,
            "value": fmt_value(first), "location": _where(first),
            "source": _src(first), "tier": first.source.tier, "count": str(len(weak)),
        })


# -- CC205 name-variant ---------------------------------------------------------
_CAPWORD = re.compile(r"(?<![A-Za-z0-9\-_.])[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9_])")


def name_variant(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An unknown name that is a near-miss of a known name or of a much more frequent one."""
    entities = ctx.entities
    ratio = float(ctx.resources.fuzzy["frequency_ratio"])
    counts = defaultdict(int)
    first_seen = {}
    for ex in ctx.extracts:
        for seg in ex.segments:
            for m in _CAPWORD.finditer(seg.text):
                word = m.group(0)
                counts[word] += 1
                first_seen.setdefault(word, (ex.document.path, seg.line, seg.offset + m.start() + 1))
    known = {}
    for name, ent in ctx.resources.entities.items():
        known[name] = 10 ** 6
    done = set()
    for word, count in sorted(counts.items(), key=lambda kv: first_seen[kv[0]]):
        if entities.canonical(word) or entities.is_negative(word):
            continue
        frequent = {w: n for w, n in counts.items() if w != word and n >= ratio * count and not entities.is_negative(w)}
        candidates = {**frequent, **known}
        hit = entities.near_miss(word, candidates)
        if not hit or word in done:
            continue
        done.add(word)
        intended, score = hit
        file, line, column = first_seen[word]
        yield Draft([], {
            "name": word, "intended": intended, "score": f"{score:.0f}", "count": str(count),
            "location": f"{file}:{line}", "subject": intended,
        }, extra_locations=[(file, line, column, word)], subject=intended)


# -- CC206 id-conflict ----------------------------------------------------------
def id_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """One identifier given to different works (the name written right before it differs)."""
    named = defaultdict(dict)
    for c in ctx.claims:
        if c.kind != "identifier" or not c.subject or c.has_flag("malformed"):
            continue
        window = c.text[max(0, c.column - 1 - 60 - _seg_offset(c)):max(0, c.column - 1 - _seg_offset(c))]
        if c.subject_surface and c.subject_surface in window[-40:]:
            named[arxiv_base(c.value)].setdefault(c.subject, c)
    for ident, by_name in named.items():
        names = list(by_name)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if ctx.entities.near_miss(a, {b: 1}) or ctx.entities.near_miss(b, {a: 1}):
                    continue  # a typo, reported by CC205
                ca, cb = by_name[a], by_name[b]
                yield Draft([cb, ca], {
                    "id": ident, "subject": b, "other_subject": a, "surface": cb.surface,
                    "location": _where(cb), "other_location": _where(ca),
                })


def _seg_offset(c: Claim) -> int:
    # Claim.text is its sentence; its column counts from the line start
    return 0


# -- CC301 malformed-id / CC302 anachronistic-id --------------------------------
def malformed_id(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An identifier that breaks its scheme (arXiv YYMM.NNNNN[vN], month 01–12)."""
    for c in ctx.claims:
        problem = c.flag_value("malformed")
        if c.kind == "identifier" and problem:
            yield Draft([c], {"id": c.value, "surface": c.surface, "problem": problem,
                              "location": _where(c), "subject": c.subject or "-"})


def anachronistic_id(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An arXiv id issued after the date of the document that cites it."""
    for c in ctx.claims:
        if c.kind != "identifier" or not c.value.startswith("arXiv:") or c.has_flag("malformed"):
            continue
        ym = arxiv_month(c.value[6:])
        doc = _date(c.doc_date)
        if ym and doc and ym > (doc.year, doc.month):
            yield Draft([c], {"id": c.value, "surface": c.surface, "id_month": f"{ym[0]}-{ym[1]:02d}",
                              "doc_date": c.doc_date, "location": _where(c), "subject": c.subject or "-"})


# -- CC303 overdue-promise -------------------------------------------------------
def overdue_promise(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A promised date that has passed or falls due by the as-of date, with no confirmation
    (a later claim about the same subject carrying a release/confirmation word)."""
    high_after = int(rule.parameters.get("high_after_days", 30))
    for c in ctx.claims:
        if c.kind != "date" or not c.has_flag("promise") or not c.low:
            continue
        start = _date(c.low)
        end = _date(c.high) - dt.timedelta(days=1) if c.high else start
        if start is None or ctx.as_of < start:
            continue
        if _confirmed(ctx, c):
            continue
        overdue = (ctx.as_of - end).days
        state = "overdue" if overdue > 0 else "due"
        yield Draft([c], {
            "subject": c.subject or "-", "surface": c.surface, "due": end.isoformat(),
            "as_of": ctx.as_of.isoformat(), "days": str(max(overdue, 0)), "location": _where(c),
            "state_zh": "已逾期" if state == "overdue" else "已到期", "state_en": state,
            "source": _src(c),
        }, large=overdue >= high_after)


def _confirmed(ctx: CheckContext, promise: Claim) -> bool:
    """A sentence in the inputs says the promised release happened: same subject (or the
    promise's own sentence), in a document not older than the promise's."""
    promised_on = _date(promise.doc_date) or dt.date.min
    for ex in ctx.extracts:
        doc_date = _date(ex.document.date) or ctx.as_of
        for subject, line in ex.confirmations:
            same_place = ex.document.path == promise.file and line == promise.line
            if same_place or (subject and subject == promise.subject and doc_date >= promised_on):
                return True
    return False


# -- CC304 future-dated-source -----------------------------------------------------
def future_dated_source(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A claim attributed to a source dated after the document that cites it."""
    seen = set()
    for c in ctx.claims:
        src, doc = _date(c.source.date), _date(c.doc_date)
        if src and doc and src > doc and (c.file, c.line) not in seen:
            seen.add((c.file, c.line))
            yield Draft([c], {"subject": c.subject or "-", "surface": c.surface, "source_date": src.isoformat(),
                              "doc_date": doc.isoformat(), "source": _src(c), "location": _where(c)})


# -- CC101 count-mismatch / CC102 duplicate-item --------------------------------------
_INLINE_ENUM = re.compile(r"(?:(?<=^)|(?<=[\s：:；;，,。]))(?:(\d{1,2})[)）]|[（(](\d{1,2})[)）]|(\d{1,2})\.(?=\s)|([①-⑳]))")


def enumeration_after(ex, seg_index: int, claim: Claim) -> list[tuple[int, int, str]]:
    """Items enumerated after a count: inline markers (``1）…4）``, ``①②``, ``1. …``) on the
    claim's line after the number, else the list items on the following lines when the line
    ends with a colon.  Returns (line, column, item text) for each item."""
    seg = ex.segments[seg_index]
    line_text = seg.line_text
    start = claim.end_column - 1
    rest = line_text[start:]
    items = []
    markers = list(_INLINE_ENUM.finditer(rest))
    if len(markers) >= 2:
        for i, m in enumerate(markers):
            end = markers[i + 1].start() if i + 1 < len(markers) else len(rest)
            items.append((seg.line, start + m.start() + 1, rest[m.end():end].strip(" ；;，,。")))
        return items
    if re.search(r"[：:]\s*$", line_text):
        for other in ex.segments[seg_index + 1:]:
            if other.line == seg.line:
                continue
            if other.kind != "list_item":
                break
            if other.sentence_index == 0:
                items.append((other.line, other.offset + 1, re.sub(r"^(?:[-*+•·]\s+|\d{1,3}[.)、]\s*)", "", other.text)))
    return items


def count_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A stated count ("三大瓶颈：", "three bottlenecks:") differs from the items enumerated."""
    for ex in ctx.extracts:
        index = {(s.line, s.offset, s.text): i for i, s in enumerate(ex.segments)}
        for c in ex.claims:
            if c.kind != "count" or c.norm_value is None:
                continue
            seg_i = next((i for i, s in enumerate(ex.segments) if s.line == c.line and s.offset <= c.column - 1 < s.offset + len(s.text) + 1), None)
            if seg_i is None:
                continue
            after = ex.segments[seg_i].line_text[c.end_column - 1:c.end_column + 12]
            if not re.match(r"[^\d，,。；;]{0,10}[：:]", after):
                continue  # only counts that introduce a list
            items = enumeration_after(ex, seg_i, c)
            if len(items) < 2 or Decimal(len(items)) == c.norm_value:
                continue
            yield Draft([c], {"surface": c.surface, "stated": fmt_decimal(c.norm_value), "found": str(len(items)),
                              "location": _where(c), "subject": c.subject or "-"},
                        extra_locations=[(c.file, ln, col, text[:40]) for ln, col, text in items])


def duplicate_item(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An enumerated list (inline ``1. … 2. …`` or consecutive list lines) names one item twice."""
    for ex in ctx.extracts:
        lists = []
        current = []
        for seg in ex.segments:
            if seg.kind == "list_item" and seg.sentence_index == 0:
                current.append((seg.line, seg.offset + 1, re.sub(r"^(?:[-*+•·]\s+|\d{1,3}[.)、]\s*)", "", seg.text)))
            else:
                if len(current) >= 2:
                    lists.append(current)
                current = []
            markers = list(_INLINE_ENUM.finditer(seg.text))
            if len(markers) >= 3:
                inline = []
                for i, m in enumerate(markers):
                    end = markers[i + 1].start() if i + 1 < len(markers) else len(seg.text)
                    inline.append((seg.line, seg.offset + m.start() + 1, seg.text[m.end():end]))
                lists.append(inline)
        if len(current) >= 2:
            lists.append(current)
        for items in lists:
            seen = {}
            for line, col, text in items:
                head = re.split(r"[（(：:，,。；;]", text.strip(), maxsplit=1)[0].strip().casefold()
                if len(head) < 2:
                    continue
                if head in seen:
                    first = seen[head]
                    yield Draft([], {"item": text.strip()[:60], "head": head, "location": f"{ex.document.path}:{line}",
                                     "other_location": f"{ex.document.path}:{first[0]}", "subject": "-"},
                                extra_locations=[(ex.document.path, line, col, text.strip()[:40]),
                                                 (ex.document.path, first[0], first[1], first[2].strip()[:40])])
                else:
                    seen[head] = (line, col, text)


# -- CC103 rank-inconsistency -----------------------------------------------------------
def rank_inconsistency(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A "first/best/fastest" claim beside a better value of the same metric in its sentence."""
    metrics = ctx.resources.metrics
    by_sentence = defaultdict(list)
    for c in ctx.numeric():
        by_sentence[(c.file, c.line, c.text)].append(c)
    for claims in by_sentence.values():
        for c in claims:
            if not c.has_flag("rank") or c.metric not in metrics:
                continue
            higher = metrics[c.metric].higher_is_better
            if higher is None:
                continue
            others = [o for o in claims if o is not c and o.metric == c.metric and o.norm_unit == c.norm_unit]
            better = [o for o in others if (o.norm_value > c.norm_value if higher else o.norm_value < c.norm_value)]
            if better:
                b = max(better, key=lambda o: o.norm_value) if higher else min(better, key=lambda o: o.norm_value)
                yield Draft([c, b], {"surface": c.surface, "other_surface": b.surface, "subject": c.subject or "-",
                                     "other_subject": b.subject or "-", "metric": c.metric,
                                     "location": _where(c), "other_location": _where(b)})


# -- CC104 ambiguous-multiplier ------------------------------------------------------------
def ambiguous_multiplier(ctx: CheckContext, rule) -> Iterator[Draft]:
    """"提升 N 倍" (N× or (N+1)×) where the reading decides agreement with another claim."""
    approx = Decimal(str(rule.parameters.get("approx_tolerance", 0.05)))
    for c in ctx.numeric():
        if not c.has_flag("ambiguous_multiplier"):
            continue
        for o in ctx.numeric():
            if o is c or o.subject != c.subject or o.metric != c.metric or not c.subject:
                continue
            if not conditions_compatible(c, o):
                continue
            plain = Claim(**{**c.__dict__, "alternatives": ()})
            other_reading = Claim(**{**c.__dict__, "norm_value": c.alternatives[0], "alternatives": (), "value": fmt_decimal(c.alternatives[0])}) if c.alternatives else None
            if other_reading is None:
                continue
            if agree(plain, o, approx) != agree(other_reading, o, approx):
                yield Draft([c, o], {"surface": c.surface, "reading1": fmt_value(plain), "reading2": fmt_value(other_reading),
                                     "other_surface": o.surface, "subject": c.subject, "location": _where(c),
                                     "other_location": _where(o)})
                break


# -- CC105 arithmetic-inconsistency ---------------------------------------------------------
def arithmetic_inconsistency(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A stated change or ratio that disagrees with the two values it relates, or a ratio
    and a percent that restate each other wrongly (3.12× = 提升 312 % is +212 %)."""
    by_unit = defaultdict(list)
    for c in ctx.numeric():
        by_unit[(c.file, c.line, c.text)].append(c)
    for claims in by_unit.values():
        absolutes = defaultdict(list)
        for c in claims:
            if not is_relative(c) and c.norm_unit not in ("percent", "count", None):
                absolutes[c.norm_unit].append(c)
        relatives = [c for c in claims if is_relative(c)]
        for unit, values in absolutes.items():
            if len(values) != 2 or not relatives:
                continue
            a, b = values
            hi, lo = (a, b) if a.norm_value >= b.norm_value else (b, a)
            if lo.norm_value <= 0:
                continue
            actual = hi.norm_value / lo.norm_value
            for r in relatives:
                stated = r.norm_value
                ok = any(l <= float(actual) <= h or l <= float(1 / actual) <= h for l, h in _widen(r, hi, lo))
                if not ok:
                    expected = actual if stated >= 1 else 1 / actual
                    yield Draft([r, hi, lo], {
                        "surface": r.surface, "stated": fmt_value(r), "expected": _fmt_change(r, expected),
                        "value": hi.surface, "other_value": lo.surface, "location": _where(r),
                        "subject": r.subject or "-",
                    }, large=abs(float(expected) - float(stated)) / float(expected) > 0.5)
        ratios = [c for c in relatives if c.kind == "ratio"]
        percents = [c for c in relatives if c.kind == "percent" and c.direction == "up"]
        for r in ratios:
            for p in percents:
                written = Decimal(p.value.lstrip("+"))
                if abs(written / 100 - r.norm_value) < Decimal("0.005") * r.norm_value and r.norm_value > 1:
                    yield Draft([p, r], {
                        "surface": p.surface, "stated": p.surface, "expected": f"+{fmt_decimal((r.norm_value - 1) * 100)}%",
                        "value": r.surface, "other_value": "-", "location": _where(p), "subject": p.subject or "-",
                    })


def _widen(r: Claim, hi: Claim, lo: Claim) -> list[tuple[float, float]]:
    out = []
    # the ratio of two written values carries their precision too
    h = intervals(hi)[0]
    l = intervals(lo)[0]
    span = (h[1] / max(l[0], 1e-12)) - (h[0] / max(l[1], 1e-12))
    for a, b in intervals(r):
        out.append((a - span / 2, b + span / 2))
    return out


def _fmt_change(r: Claim, expected: Decimal) -> str:
    if r.kind == "percent":
        change = (expected - 1) * 100
        return f"{'+' if change >= 0 else ''}{float(change):.1f}%"
    return f"{float(expected):.2f}×"


#: kind name (as written in rules/checks/*.yaml) → check function
CHECKS: dict[str, Callable[[CheckContext, object], Iterator[Draft]]] = {
    "count_mismatch": count_mismatch,
    "duplicate_item": duplicate_item,
    "rank_inconsistency": rank_inconsistency,
    "ambiguous_multiplier": ambiguous_multiplier,
    "arithmetic_inconsistency": arithmetic_inconsistency,
    "value_conflict": value_conflict,
    "basis_mismatch": basis_mismatch,
    "version_conflict": version_conflict,
    "weak_provenance": weak_provenance,
    "name_variant": name_variant,
    "id_conflict": id_conflict,
    "malformed_id": malformed_id,
    "anachronistic_id": anachronistic_id,
    "overdue_promise": overdue_promise,
    "future_dated_source": future_dated_source,
    # history rules (CC401–CC403) run in the audit, not over a set of documents
    "history": lambda ctx, rule: iter(()),
}
