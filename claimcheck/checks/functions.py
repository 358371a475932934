"""The check functions behind the rule catalogue (DESIGN.md §4–§5).

Each function takes a :class:`CheckContext` and its :class:`~claimcheck.resources.catalogue.Rule`
(for parameters) and yields :class:`Draft` records: the claims involved (primary first),
the template values, and what the risk formula needs.  The engine (:mod:`claimcheck.checks.engine`)
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

from claimcheck.frames.entities import fold_loose as _fold, name_stem as _stem, name_tokens as _name_tokens, same_family as _same_family, shares_parts_unlike
from claimcheck.extraction.ids import arxiv_base, arxiv_month
from claimcheck.model import Claim, fmt_decimal

NUMERIC_KINDS = ("quantity", "ratio", "percent")


@dataclass
class Draft:
    """A finding before rendering.

    Attributes:
        claims: the claims involved, the one reported at first.
        values: template placeholders (strings).
        large: the discrepancy counts as large for :func:`claimcheck.checks.risk.assess`.
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
        extracts: the :class:`~claimcheck.frames.extractor.DocumentExtract` of each input.
        as_of: "today" for date rules.
        resources: the loaded rules data.
        entities: the :class:`~claimcheck.frames.entities.EntityResolver`.
    """

    claims: list[Claim]
    extracts: list
    as_of: dt.date
    resources: object
    entities: object
    #: (subject, file, line, doc_date) of release confirmations from indexed documents
    extra_confirmations: list = field(default_factory=list)
    #: with --index: ids of the inputs' own claims; pairs of indexed claims alone are skipped
    own_ids: frozenset | None = None

    _table_lines: set | None = field(default=None, repr=False)

    def numeric(self) -> list[Claim]:
        """The measured numbers: numeric kinds with a normalised value, not requirements
        ("满足 4 令牌/秒的 SLA" is a target, compared with nothing)."""
        return [c for c in self.claims if c.kind in NUMERIC_KINDS and c.norm_value is not None
                and not c.has_flag("requirement")]

    def in_table_row(self, claim: Claim) -> bool:
        """True when the claim sits in a Markdown table row (a ``table_cell`` segment)."""
        if self._table_lines is None:
            self._table_lines = {(seg.file, seg.line) for ex in self.extracts for seg in ex.segments
                                 if seg.kind == "table_cell"}
        return (claim.file, claim.line) in self._table_lines


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
    at_least, at_most = claim.qualifier in (">=", ">"), claim.qualifier in ("<=", "<")
    if written is not None and _decreasing(transform, written):
        # "up to 50% reduction": at most 50 written is at least 0.5 remaining
        at_least, at_most = at_most, at_least
    if at_least:
        remaining = claim.kind == "percent" and claim.direction == "down"
        hi = Decimal(1) if remaining else Decimal("Infinity")
    if at_most:
        lo = Decimal("-Infinity") if lo < 0 else Decimal(0)
    out.append((float(lo), float(hi)))
    for alt in claim.alternatives:
        width = (hi - lo) / 2 if hi.is_finite() and lo.is_finite() else Decimal(0)
        out.append((float(alt - width), float(alt + width)))
    return out


def _decreasing(transform, written: Decimal) -> bool:
    """The normalisation turns larger written values into smaller normalised ones
    (a percent reduction → the fraction remaining, "2× less" → 0.5)."""
    try:
        a, b = transform(written), transform(written + 1)
    except (ArithmeticError, ValueError):
        return False
    return a is not None and b is not None and b < a


def _is_num(text: str) -> bool:
    return bool(re.fullmatch(r"[+\-]?\d+(?:\.\d+)?", str(text)))


def agree(a: Claim, b: Claim, approx: Decimal = Decimal("0.05"), strict: bool = False) -> bool:
    """True when some reading of ``a`` overlaps some reading of ``b``.

    With ``strict``, intervals that only touch at an end do not overlap: "2" (1.5–2.5) and
    "3" (2.5–3.5) are different whole numbers, although their rounding intervals meet.
    """
    for lo1, hi1 in intervals(a, approx):
        for lo2, hi2 in intervals(b, approx):
            if lo1 <= hi2 + 1e-12 and lo2 <= hi1 + 1e-12:
                if not strict or lo1 == hi1 or lo2 == hi2 or min(hi1, hi2) - max(lo1, lo2) > 1e-9:
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


def _same_speaker_sentence(a: Claim, b: Claim) -> bool:
    return (a.file == b.file and a.line == b.line and a.text == b.text
            and (a.source.attribution or "") == (b.source.attribution or "") and a.source.internal == b.source.internal)


def _states(claims: list[Claim], file: str, claim: Claim, approx: Decimal) -> bool:
    """Some claim of ``file`` in the group agrees with ``claim``."""
    return any(c.file == file and c is not claim and agree(c, claim, approx) for c in claims)


def _is_delta(c: Claim) -> bool:
    """A signed absolute figure ("+0.1s", "-2 GB") is a change, not a value of the metric."""
    return c.kind == "quantity" and c.value[:1] in "+-"


def _same_known_conditions(a: Claim, b: Claim) -> bool:
    """Both claims state the same, non-empty set of conditions (the baseline aside)."""
    ca = {k: v for k, v in a.conditions if k != "baseline"}
    cb = {k: v for k, v in b.conditions if k != "baseline"}
    return bool(ca) and ca == cb


def _norm_name(name: str) -> str:
    return re.sub(r"[\s\-_.,:;。，]+", "", name).casefold()


def _where(c: Claim) -> str:
    return f"{c.file}:{c.line}"


def _src(c: Claim) -> str:
    return c.source.attribution or c.source.tier


# -- CC201 value-conflict ------------------------------------------------------
def value_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Same subject, metric and compatible conditions; values differ beyond tolerance."""
    approx = Decimal(str(rule.parameters.get("approx_tolerance", 0.05)))
    large_factor = float(rule.parameters.get("large_factor", 2))
    excluded = set(rule.parameters.get("exclude_metrics", []))
    same_doc_needs_conditions = bool(rule.parameters.get("same_document_needs_conditions", True))
    setup_gap = float(rule.parameters.get("setup_gap_factor", 10))
    groups = defaultdict(list)
    for c in ctx.numeric():
        if c.subject and c.metric and c.kind != "count" and c.metric not in excluded and not _is_delta(c):
            groups[(c.subject, c.metric, c.norm_unit, is_relative(c))].append(c)
    max_per_group = int(rule.parameters.get("max_findings_per_group", 20))
    for (subject, metric, unit, relative), claims in groups.items():
        reported = set()
        # one representative per (file, value, bounds, qualifier, conditions): repeating a figure
        # adds no pair to compare, and keeps the pairing quadratic in distinct figures only
        reps: dict = {}
        for c in claims:
            reps.setdefault((c.file, c.norm_value, c.low, c.high, c.qualifier, c.conditions), c)
        claims = list(reps.values())
        emitted = 0
        for i, a in enumerate(claims):
            if emitted >= max_per_group:
                break
            for b in claims[i + 1:]:
                if emitted >= max_per_group:
                    break
                if ctx.own_ids is not None and a.id not in ctx.own_ids and b.id not in ctx.own_ids:
                    continue  # both from the index: the corpus's own business, not the draft's
                if a.file == b.file and a.line == b.line and a.text == b.text:
                    continue  # two values in one sentence are a comparison (before/after, A vs B)
                if a.file == b.file and a.section == b.section and a.line != b.line and \
                        ctx.in_table_row(a) and ctx.in_table_row(b):
                    continue  # two rows of one table are two settings (RPS 4 / RPS 8), not a contradiction
                if not conditions_compatible(a, b, ignore=()):
                    continue
                if same_doc_needs_conditions and a.file == b.file and not _same_known_conditions(a, b):
                    continue  # one document reporting several settings it does not spell out
                if relative and (not a.baseline or not b.baseline or
                                 _norm_name(a.baseline) != _norm_name(b.baseline)):
                    continue  # a ratio is only comparable with one over the same written baseline
                if agree(a, b, approx):
                    continue
                key = (fmt_decimal(a.norm_value), fmt_decimal(b.norm_value))
                if key in reported or key[::-1] in reported:
                    continue
                reported.add(key)
                x, y = float(a.norm_value), float(b.norm_value)
                slip = slip_factor(abs(x), abs(y))
                ratio = max(abs(x), abs(y)) / max(min(abs(x), abs(y)), 1e-12)
                if a.file != b.file and (_states(claims, a.file, b, approx) or _states(claims, b.file, a, approx)):
                    continue  # each source also gives the other's value: two settings, not a contradiction
                ca = {k: v for k, v in a.conditions if k != "baseline"}
                cb = {k: v for k, v in b.conditions if k != "baseline"}
                x, y = abs(float(a.norm_value)), abs(float(b.norm_value))
                gap = max(x, y) / max(min(x, y), 1e-12)
                # unknown conditions lower confidence (DESIGN.md §4): a figure with settings
                # against one without, or with other settings, is reported at info level; so is
                # a gap of an order of magnitude or more that is no decimal slip (a cluster
                # against one GPU, per-rank against total)
                weak = ca != cb or (gap >= setup_gap and not slip_factor(x, y))
                emitted += 1
                yield Draft([b, a], {
                    "subject": subject, "metric": metric,
                    "value": fmt_value(b), "other_value": fmt_value(a),
                    "surface": b.surface, "other_surface": a.surface,
                    "location": _where(b), "other_location": _where(a),
                    "source": _src(b), "other_source": _src(a),
                    "slip": f" (×{slip}: likely a decimal slip)" if slip else "",
                }, large=ratio >= large_factor and not weak, severity="info" if weak else None)


# -- CC202 basis-mismatch ------------------------------------------------------
def basis_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Relative vs absolute figures of one subject and metric family, or relative
    figures whose baselines differ or are missing on one side."""
    metrics = ctx.resources.metrics
    cross_severity = rule.parameters.get("cross_document_severity")
    keep_tiers = set(rule.parameters.get("cross_document_keep_tiers") or ())
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
                # one speaker giving both figures in one sentence reports one result two ways
                # ("22,282 tok/s, a 9x improvement"); across speakers or sentences they clash
                pairs = [(x, a) for x in same for a in absolute if not _same_speaker_sentence(x, a)]
                if not pairs:
                    continue
                # report at the copy nearest to an absolute figure
                best = min(pairs, key=lambda p: (p[0].file != p[1].file, abs(p[0].line - p[1].line)))
                done_values.add(key)
                rel, ab = best
                conds = ", ".join(f"{k}={v}" for k, v in ab.conditions if k != "baseline") or "-"
                yield Draft([rel, ab] + [x for x in same if x is not rel],
                            severity=cross_severity if (cross_severity and rel.file != ab.file
                                                        and rel.source.tier not in keep_tiers) else None, values={
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
                # two explicit but different baselines: not comparable, worth knowing (info)
                yield Draft([b, a], severity="info", values={
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
        # one claim per (version, date): a repeated statement adds no pair (keeps this quadratic
        # in distinct versions, not in mentions)
        reps: dict = {}
        for c in claims:
            reps.setdefault((_version_key(c.value), c.source.date or c.doc_date), c)
        claims = list(reps.values())
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
    """Numeric parts of a version, trailing zeros dropped: ``0.11`` = ``v0.11.0``."""
    key = [int(x) for x in re.findall(r"\d+", v)]
    while len(key) > 1 and key[-1] == 0:
        key.pop()
    return tuple(key)


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
#: a capitalised name, dotted and hyphenated parts included (``Llama-3.1-8B``, not ``Llama-3``)
_CAPWORD = re.compile(r"(?<![A-Za-z0-9\-_.])[A-Z][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*(?![A-Za-z0-9_]|[-.][A-Za-z0-9])")



def _looks_like_name(word: str) -> bool:
    """A discovered word that can be a system's name: a capital or digit after the first
    letter (``TreeSpec``, ``SGLang``, ``EAGLE-3``); plain capitalised words (``Table``,
    ``Systems``) start sentences and table headers."""
    return bool(re.search(r"[A-Z0-9]", word[1:]))


def name_variant(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An unknown name that is a near-miss of a known name or of a much more frequent one,
    and none of the look-alikes that are no typo (:func:`_not_a_typo`)."""
    entities = ctx.entities
    ratio = float(rule.parameters.get("frequency_ratio", ctx.resources.fuzzy["frequency_ratio"]))
    max_caps = int(rule.parameters.get("max_all_caps_letters", 6))
    min_score = float(ctx.resources.fuzzy["min_score"])
    counts = defaultdict(int)
    first_seen = {}
    lowercase = set()
    for ex in ctx.extracts:
        for seg in ex.segments:
            lowercase.update(re.findall(r"(?<![A-Za-z])[a-z][a-z\-]*(?![A-Za-z])", seg.text))
            for m in _CAPWORD.finditer(seg.text):
                word = m.group(0)
                if _FILE_SUFFIX.search(word):
                    continue  # "Star-Attention.svg", "README.md": file names
                counts[word] += 1
                first_seen.setdefault(word, (ex.document.path, seg.line, seg.offset + m.start() + 1))
    known = {name: 10 ** 6 for name in ctx.resources.entities}
    known_folded = {_fold(n) for name, ent in ctx.resources.entities.items()
                    for n in (name, *getattr(ent, "aliases", ()))}
    done = set()
    for word, count in sorted(counts.items(), key=lambda kv: first_seen[kv[0]]):
        if word in done or entities.canonical(word) or entities.is_negative(word):
            continue
        if sum(1 for w in counts if _fold(w) == _fold(word)) > 1 or _fold(word) in known_folded:
            continue  # "SAGEATTENTION" beside "SageAttention": the same name in another case
        frequent = {w: n for w, n in counts.items() if w != word and n >= ratio * count and not entities.is_negative(w)
                    and _looks_like_name(w)}
        hit = entities.near_miss(word, {**frequent, **known})
        if not hit or _not_a_typo(word, hit[0], known_folded, lowercase, max_caps, min_score):
            continue
        done.add(word)
        intended, score = hit
        file, line, column = first_seen[word]
        yield Draft([], {
            "name": word, "intended": intended, "score": f"{score:.0f}", "count": str(count),
            "location": f"{file}:{line}", "subject": intended,
        }, extra_locations=[(file, line, column, word)], subject=intended)


_FILE_SUFFIX = re.compile(r"\.(?:svg|png|jpe?g|gif|md|pdf|html?|py|json|ya?ml|txt|csv|sh|com|org|io|ai)$", re.IGNORECASE)


def _not_a_typo(word: str, intended: str, known_folded: set, lowercase: set, max_caps: int, min_score: float) -> bool:
    """Look-alikes that are not misspellings of ``intended``:

    - family members and versions (:func:`_same_family`), or the family of a known entity
      (``DeepSpeed`` of DeepSpeed-FastGen, ``LLaMA-2`` of Llama-3-8B);
    - a plain capitalised word also written in lower case (``Continuous`` / continuous);
    - an all-capitals word longer than ``max_caps`` letters (a shouted title word,
      ``ACCELERATING``);
    - names sharing whole parts whose differing parts are not alike (``SageAttention`` /
      ``PagedAttention``: "sage" vs "paged" scores below ``min_score``).
    """
    if _same_family(word, intended):
        return True
    if any(f.startswith(_fold(word)) or _stem(f) == _stem(word) for f in known_folded):
        return True
    if word[1:].islower() and word.lower() in lowercase:
        return True
    letters = re.sub(r"[^A-Za-z]", "", word)
    if letters.isupper() and len(letters) > max_caps:
        return True
    return shares_parts_unlike(word, intended, min_score)


# -- CC206 id-conflict ----------------------------------------------------------
def id_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """One identifier given to different works: the name written right before it (within
    ``name_window_chars`` on its line, "SlabKV（arXiv:…）") differs, and the two names are not
    spellings of one another (that is CC205's business)."""
    window_chars = int(rule.parameters.get("name_window_chars", 40))
    line_texts = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    named = defaultdict(dict)
    for c in ctx.claims:
        if c.kind != "identifier" or not c.subject or not c.subject_surface or c.has_flag("malformed"):
            continue
        line = line_texts.get((c.file, c.line), c.text)
        window = line[max(0, c.column - 1 - window_chars):c.column - 1]
        if c.subject_surface in window:
            named[_id_base(c.value)].setdefault(c.subject, c)
    for ident, by_name in named.items():
        names = list(by_name)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if ctx.entities.near_miss(a, {b: 1}) or ctx.entities.near_miss(b, {a: 1}):
                    continue  # a typo, reported by CC205
                if _fold(a) in _fold(b) or _fold(b) in _fold(a):
                    continue  # "Internet for KV" / "Internet for KV Cache": one title, shortened
                ca, cb = by_name[a], by_name[b]
                yield Draft([cb, ca], {
                    "id": ident, "subject": b, "other_subject": a, "surface": cb.surface,
                    "other_surface": ca.surface, "location": _where(cb), "other_location": _where(ca),
                })


def _id_base(value: str) -> str:
    """An identifier without its version: ``arXiv:2609.04412v2`` → ``arXiv:2609.04412``;
    DOIs are case-insensitive."""
    if value.startswith("arXiv:"):
        return "arXiv:" + arxiv_base(value[6:])
    return value.casefold() if value.startswith("doi:") else value


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
            "state_zh": f"已逾期 {overdue} 天" if state == "overdue" else f"已到期（距期末还有 {-overdue} 天）",
            "state_en": f"overdue by {overdue} days" if state == "overdue" else f"due now ({-overdue} days left)",
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
    for subject, file, line, doc_date in ctx.extra_confirmations:
        if subject and subject == promise.subject and (_date(doc_date) or ctx.as_of) >= promised_on:
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
_ZH_DIGITS = "一二三四五六七八九十"
_BOUNDARY = r"(?:(?<=^)|(?<=[\s：:；;，,。、]))"
#: inline enumeration styles: (name, pattern with one group holding the ordinal)
_MARKER_STYLES = (
    ("paren", re.compile(_BOUNDARY + r"(\d{1,2})[)）]")),
    ("full-paren", re.compile(r"[（(](\d{1,2})[)）]")),
    ("dotted", re.compile(_BOUNDARY + r"(\d{1,2})(?:\.(?=\s|[^\d\s.])|、)")),
    ("circled", re.compile(r"([①-⑳])")),
    ("paren-digit", re.compile(r"([⑴-⒇])")),
    ("zh-shi", re.compile(_BOUNDARY + rf"([{_ZH_DIGITS}]{{1,2}})是")),
    ("zh-qi", re.compile(_BOUNDARY + rf"其([{_ZH_DIGITS}])(?=[，,、：:\s])")),
    ("zh-di", re.compile(_BOUNDARY + rf"第([{_ZH_DIGITS}]{{1,2}})(?=[，,、：:]|[点条项个步](?:[，,、：:是]|$))")),
    ("letter", re.compile(r"(?:[（(]|" + _BOUNDARY + r")([a-h])[)）]")),
)
_LIST_MARKER = re.compile(r"^(?:[-*+•·]\s+|\d{1,3}[.)、）]\s*|[（(]\d{1,3}[)）]\s*)")
_CONJUNCTION = re.compile(r"[和与及]|以及|\band\b|\bor\b")


def _ordinal(style: str, token: str) -> int:
    if style == "circled":
        return ord(token) - ord("①") + 1
    if style == "paren-digit":
        return ord(token) - ord("⑴") + 1
    if style == "letter":
        return ord(token) - ord("a") + 1
    if token.isdigit():
        return int(token)
    value = 0
    for ch in token:  # 一 … 九, 十, 十一 … 十九, 二十
        digit = _ZH_DIGITS.index(ch) + 1
        value = (value or 1) * 10 if digit == 10 else value + digit
    return value


def inline_items(text: str, base: int = 0) -> list[tuple[int, str]]:
    """Items of an inline enumeration in ``text`` (``1）… 2）…``, ``(1) (2)``, ``1. 2.``,
    ``①②``, ``⑴⑵``, ``一是…二是…``, ``其一…其二``, ``第一，…第二，…``, ``(a) (b)``).

    The style whose item 1 comes first wins; items are the markers numbered 1, 2, 3 … in
    order (a stray "(2)" inside an item does not count).  Returns (0-based offset + ``base``,
    item text) for each item; [] when there is no run of at least two.
    """
    best = None
    for style, pattern in _MARKER_STYLES:
        run, expected = [], 1
        for m in pattern.finditer(text):
            if _ordinal(style, m.group(1)) == expected:
                run.append(m)
                expected += 1
        if len(run) >= 2 and (best is None or run[0].start() < best[0].start()):
            best = run
    if not best:
        return []
    items = []
    for i, m in enumerate(best):
        end = best[i + 1].start() if i + 1 < len(best) else len(text)
        items.append((base + m.start(), text[m.end():end].strip(" \t；;，,。.")))
    return items


def _strip_brackets(text: str) -> str:
    """``text`` with bracketed asides removed (their separators are not list separators)."""
    previous = None
    while previous != text:
        previous = text
        text = re.sub(r"[（(][^（()）]*[)）]", lambda m: " " * len(m.group(0)), text)
    return text


def separated_items(text: str, base: int = 0) -> tuple[list[tuple[int, str]], int]:
    """Items of ``text`` separated by ``、`` or ``；``/``;`` (outside brackets), up to the end
    of the sentence.  Returns (items, extra): ``extra`` is 1 when the last ``、`` item joins
    two with 和/与/及/and, so the list may hold one item more."""
    end = re.search(r"。|\.(?=\s|$)|[！？!?]", text)
    text = text[:end.start()] if end else text
    plain = _strip_brackets(text)
    for sep in ("；;", "、"):
        cuts = [m.start() for m in re.finditer(f"[{sep}]", plain)]
        if not cuts:
            continue
        items, start = [], 0
        for cut in cuts + [len(text)]:
            piece = text[start:cut]
            if piece.strip():
                items.append((base + start + len(piece) - len(piece.lstrip()), piece.strip()))
            start = cut + 1
        extra = 1 if sep == "、" and items and _CONJUNCTION.search(_strip_brackets(items[-1][1])) else 0
        return items, extra
    return [], 0


def enumeration_after(ex, seg_index: int, claim: Claim, max_gap: int = 40) -> tuple[list[tuple[int, int, str]], int]:
    """Items enumerated after a count that introduces a list.

    The count introduces a list when a colon follows it within ``max_gap`` characters of its
    clause ("三大瓶颈：", "three bottlenecks for long prompts:"), or when it stands in a
    heading ("### 三个待解问题").  Items are, in order of preference: an inline enumeration
    after the colon (:func:`inline_items`), items separated by ``、`` / ``；``
    (:func:`separated_items`), or — when the line ends with the colon, or is a heading — the
    list lines that follow (top level only).  A count followed by a bracketed
    list ("4 张（A / B / C / D）") counts the bracket's items.

    Returns:
        ((line, column, item text) for each item, extra), ``extra`` as in :func:`separated_items`.
    """
    seg = ex.segments[seg_index]
    line_text = seg.line_text
    start = claim.end_column - 1
    rest = line_text[start:]
    bracket = re.match(r"\s*[（(]([^（()）]*)[)）]", rest)
    if bracket and not re.search(r"[，,；;：:。]|等|etc", bracket.group(1)):
        inner = bracket.group(1)  # "4 张（A / B / C / D）"; an aside with clauses is no list
        parts = [p for p in re.split(r"\s*(?:、|\s/\s|/)\s*", inner) if p.strip()]
        if len(parts) >= 2:
            col = start + bracket.start(1) + 1
            return [(seg.line, col, p.strip()) for p in parts], 0
    intro = re.match(rf"[^\d，,。；;!?！？]{{0,{int(max_gap)}}}?[：:]", rest)
    if intro:
        after = rest[intro.end():]
        base = start + intro.end()
        inline = inline_items(after, base)
        if len(inline) >= 2:
            return [(seg.line, off + 1, text) for off, text in inline], 0
        if after.strip():
            separated, extra = separated_items(after, base)
            return [(seg.line, off + 1, text) for off, text in separated], extra
    elif seg.kind != "heading" or re.search(r"[\d：:]", rest):
        return [], 0  # a heading ("### 三个待解问题") introduces the list under it without a colon
    items: list[tuple[int, int, str]] = []
    indent = None
    segments = ex.segments
    for i in range(seg_index + 1, len(segments)):  # no copy of the rest of the document per count
        other = segments[i]
        if other.line == seg.line:
            continue
        if other.kind != "list_item":
            break
        if other.sentence_index != 0:
            continue
        if indent is None:
            indent = other.offset
        if other.offset < indent:
            break
        if other.offset == indent:
            items.append((other.line, other.offset + 1, _list_item_text(other)))
    return items, 0


def _list_item_text(seg) -> str:
    """The text of a list line without its marker (the whole line: the sentence splitter
    may cut "1." off as a sentence of its own)."""
    return _LIST_MARKER.sub("", seg.line_text.strip()).rstrip(" ；;，,。.")


def count_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A stated count ("三大瓶颈：", "three bottlenecks:") differs from the items enumerated."""
    max_gap = int(rule.parameters.get("max_gap_chars", 40))
    min_items = int(rule.parameters.get("min_items", 2))
    for ex in ctx.extracts:
        by_line = defaultdict(list)  # line → segment indices: one pass, not one per count
        for i, s in enumerate(ex.segments):
            by_line[s.line].append(i)
        for c in ex.claims:
            if c.kind != "count" or c.norm_value is None:
                continue
            seg_i = next((i for i in by_line.get(c.line, ())
                          if ex.segments[i].offset <= c.column - 1 < ex.segments[i].offset + len(ex.segments[i].text) + 1),
                         None)
            if seg_i is None:
                continue
            items, extra = enumeration_after(ex, seg_i, c, max_gap)
            if len(items) < min_items:
                continue
            stated = c.norm_value
            if len(items) <= stated <= len(items) + extra:
                continue
            found = len(items) + extra if stated > len(items) + extra else len(items)
            yield Draft([c], {"surface": c.surface, "stated": fmt_decimal(stated), "found": str(found),
                              "location": _where(c), "subject": c.subject or "-"},
                        extra_locations=[(c.file, ln, col, text[:40]) for ln, col, text in items])


def duplicate_item(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An enumerated list (inline ``1. … 2. …`` or consecutive list lines) names one item twice."""
    min_inline = int(rule.parameters.get("min_inline_items", 3))
    min_head = int(rule.parameters.get("min_head_chars", 2))
    for ex in ctx.extracts:
        lists = []
        current = []
        for seg in ex.segments:
            if seg.kind == "list_item" and seg.sentence_index == 0:
                current.append((seg.line, seg.offset + 1, _list_item_text(seg)))
            elif seg.kind == "list_item":
                pass  # a later sentence of the same item
            else:
                if len(current) >= 2:
                    lists.append(current)
                current = []
            if seg.sentence_index == 0:
                inline = inline_items(seg.line_text)
                if len(inline) >= min_inline:
                    lists.append([(seg.line, off + 1, text) for off, text in inline])
        if len(current) >= 2:
            lists.append(current)
        for items in lists:
            seen = {}
            for line, col, text in items:
                head = _item_head(text)
                if len(head) < min_head:
                    continue
                if head in seen and _link_target(text) and _link_target(seen[head][2]) and \
                        _link_target(text) != _link_target(seen[head][2]):
                    continue  # two links to different places: "Training" / "Training (legacy)" in a contents list
                if head in seen:
                    first = seen[head]
                    yield Draft([], {"item": text.strip()[:60], "head": head, "location": f"{ex.document.path}:{line}",
                                     "other_location": f"{ex.document.path}:{first[0]}", "subject": "-"},
                                extra_locations=[(ex.document.path, line, col, text.strip()[:40]),
                                                 (ex.document.path, first[0], first[1], first[2].strip()[:40])])
                else:
                    seen[head] = (line, col, text)


def _link_target(text: str) -> str | None:
    """The target of the first Markdown or HTML link in an item, or None."""
    m = re.search(r"\]\(([^)\s]+)\)|href=[\"']([^\"']+)", text)
    return (m.group(1) or m.group(2)) if m else None


def _item_head(text: str) -> str:
    """What an item names: a leading emphasised name (``**BoltServe** with FP8`` →
    ``boltserve``), else its text up to the first bracket, colon or clause mark; Markdown
    emphasis, case and spacing folded."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # [name](url) → name
    text = re.sub(r"<[^>]+>", "", text).strip()  # <a href="…">name</a> → name
    emphasised = re.match(r"(\*\*|__|`)(.+?)\1", text)
    # a comma inside a number ("1,200 tok/s") is a thousands separator, not a clause mark
    head = emphasised.group(2) if emphasised else re.split(r"[（(：:，。；;]|,(?!\d{3})", text, maxsplit=1)[0]
    head = re.sub(r"[*_`]+", "", head)
    return re.sub(r"\s+", " ", head).strip().casefold()


# -- CC103 rank-inconsistency -----------------------------------------------------------
#: rank words by what they claim: "max"/"min" the largest/smallest value, "best"/"worst"
#: the best/worst value in the metric's direction (rules/metrics.yaml higher_is_better)
_RANK_WORDS = {
    "best": ["排名第一", "位列第一", "第一名", "最快", "最好", "最优", "最佳", "ranked first", "ranks first",
             "best", "fastest", "top-ranked"],
    "worst": ["排名最后", "垫底", "最慢", "最差", "ranked last", "ranks last", "worst", "slowest"],
    "max": ["最高", "最大", "highest", "largest"],
    "min": ["最低", "最小", "最短", "lowest", "smallest", "shortest"],
}
#: "not the fastest", "second fastest", "并非最快", "仅次于…最高": no ranking claim
_RANK_NEGATION = re.compile(r"(?:\bnot|n't|\bnon|\bsecond|\bthird|2nd|3rd|非|不是|并非|第二|第三|仅次于)\s*(?:the\s+)?$",
                            re.IGNORECASE)


def _rank_patterns(rule) -> list[tuple[str, re.Pattern]]:
    words = rule.parameters.get("rank_words") or _RANK_WORDS
    out = []
    for polarity, items in words.items():
        items = sorted((str(w) for w in items), key=len, reverse=True)
        alt = "|".join(re.escape(w) if not re.match(r"\w", w, re.ASCII) else rf"\b{re.escape(w)}\b" for w in items)
        out.append((polarity, re.compile(alt, re.IGNORECASE)))
    return out


def rank_inconsistency(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A ranking word ("排名第一", "最低", "the fastest") bound to a figure while another
    subject's figure of the same metric on the same line (same conditions) beats it.

    A rank word binds to the nearest figure of a metric with a direction within
    ``max_distance`` characters on its line; "最高 1,200" (a bound written right before the
    number) and negated or ordinal forms ("not the fastest", "第二快") are no ranking.
    """
    metrics = ctx.resources.metrics
    max_distance = int(rule.parameters.get("max_distance", 40))
    patterns = _rank_patterns(rule)
    line_texts = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    by_line = defaultdict(list)
    for c in ctx.numeric():
        if c.metric in metrics and metrics[c.metric].higher_is_better is not None:
            by_line[(c.file, c.line)].append(c)
    for key, claims in by_line.items():
        text = line_texts.get(key, "")
        reported = set()
        for polarity, pattern in patterns:
            for m in pattern.finditer(text):
                if _RANK_NEGATION.search(text[max(0, m.start() - 12):m.start()]):
                    continue
                c = _bind_rank(m, claims, text, max_distance)
                if c is None:
                    continue
                if polarity in ("max", "min") and _peak_not_rank(m, text, metrics[c.metric].keywords):
                    continue
                higher = metrics[c.metric].higher_is_better
                wants_max = {"max": True, "min": False, "best": higher, "worst": not higher}[polarity]
                others = [o for o in claims if o is not c and o.metric == c.metric and o.norm_unit == c.norm_unit
                          and o.subject != c.subject and conditions_compatible(c, o)]
                beating = [o for o in others if (o.norm_value > c.norm_value if wants_max else o.norm_value < c.norm_value)]
                if not beating or c.id in reported:
                    continue
                reported.add(c.id)
                b = (max if wants_max else min)(beating, key=lambda o: o.norm_value)
                yield Draft([c, b], {"surface": c.surface, "other_surface": b.surface, "subject": c.subject or "-",
                                     "other_subject": b.subject or "-", "metric": c.metric, "rank_word": m.group(0),
                                     "location": _where(c), "other_location": _where(b)})


def _peak_not_rank(m: re.Match, text: str, keywords) -> bool:
    """"最高吞吐为 …" / "its highest throughput": the subject's own peak, not a ranking."""
    if re.match(r"[\u4e00-\u9fff]", m.group(0)):
        following = text[m.end():m.end() + 16].lstrip().lower()
        return any(following.startswith(str(k).lower()) for k in keywords)
    return bool(re.search(r"(?:'s|’s|\bits|\btheir)\s+$", text[max(0, m.start() - 8):m.start()], re.IGNORECASE))


def _bind_rank(m: re.Match, claims: list[Claim], text: str, max_distance: int) -> Claim | None:
    """The figure a rank word at ``m`` speaks of: the nearest on the line (after it on a tie)."""
    best = None
    for c in claims:
        start, end = c.column - 1, c.end_column - 1
        if start >= m.end():
            gap = text[m.end():start]
            if not gap.strip() and c.qualifier in ("<=", ">="):
                continue  # "最高 1,200 tok/s": the word is the bound of the number, not a rank
            distance = len(gap)
        elif end <= m.start():
            distance = len(text[end:m.start()]) + 0.5
        else:
            continue
        if distance <= max_distance and (best is None or distance < best[0]):
            best = (distance, c)
    return best[1] if best else None


# -- CC104 ambiguous-multiplier ------------------------------------------------------------
def same_baseline(a: Claim, b: Claim) -> bool:
    """The written baselines agree, or one side does not say (unknown does not block).
    Trailing punctuation, case and spacing are ignored ("vLLM 0.10." = "vllm 0.10")."""
    if not a.baseline or not b.baseline:
        return True

    def fold(text: str) -> str:
        return re.sub(r"\s+", "", text.strip().rstrip("。.，,；;：:）)")).casefold()
    return fold(a.baseline) == fold(b.baseline)


def ambiguous_multiplier(ctx: CheckContext, rule) -> Iterator[Draft]:
    """"提升 N 倍" (N× or (N+1)×) where the reading decides agreement with another figure
    of the same subject, metric, unit, conditions and baseline."""
    approx = Decimal(str(rule.parameters.get("approx_tolerance", 0.05)))
    numeric = ctx.numeric()
    reported = set()
    for c in numeric:
        if not c.has_flag("ambiguous_multiplier") or not c.alternatives or not c.subject:
            continue
        plain = Claim(**{**c.__dict__, "alternatives": ()})
        other_reading = Claim(**{**c.__dict__, "norm_value": c.alternatives[0], "alternatives": (),
                                 "value": fmt_decimal(c.alternatives[0])})
        for o in numeric:
            if o is c or o.subject != c.subject or o.metric != c.metric or o.norm_unit != c.norm_unit:
                continue
            if not conditions_compatible(c, o) or not same_baseline(c, o):
                continue
            pair = frozenset((c.id, o.id))
            if pair in reported:
                continue
            if agree(plain, o, approx, strict=True) != agree(other_reading, o, approx, strict=True):
                reported.add(pair)
                yield Draft([c, o], {"surface": c.surface, "reading1": fmt_value(plain), "reading2": fmt_value(other_reading),
                                     "other_surface": o.surface, "other_value": fmt_value(o), "subject": c.subject,
                                     "location": _where(c), "other_location": _where(o)})
                break


# -- CC105 arithmetic-inconsistency ---------------------------------------------------------
_TOTAL_BEFORE = ("总共", "总计", "合计", "共计", "一共", "总", "共", "total of", "totals", "total", "overall", "altogether")
_TOTAL_AFTER = ("in total", "total", "altogether", "overall")
_BREAKDOWN = ("其中", "包括", "包含", "分别为", "分别是", "构成为", "of which", "including", "split into", "broken down into",
              "made up of", "consisting of", "：", ":", "（", "(", "=")
_REMAINDER = ("其他", "其它", "其余", "剩余", "剩下", "others", "other", "the rest", "remaining")


def arithmetic_inconsistency(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A stated figure that disagrees with the figures it is computed from in the same
    passage or table:

    - a change or ratio in a sentence beside the two values it relates ("从 44.0 提升到
      52.0 tok/s，提升 20.2%" is +18.2 %);
    - a ratio restated as a percent increase of the same number (3.12× = 提升 312 % is +212 %);
    - a table's relative column against its absolute column and baseline row (1.52× beside
      3,420 and a baseline of 2,250 tok/s);
    - parts that exceed a stated total ("总显存 80 GB，其中 … 40 GB、30 GB、12 GB"), or fall
      short of it when the parts end with a remainder ("其他", "others").
    """
    large = float(rule.parameters.get("large_relative_error", 0.5))
    restate_tol = Decimal(str(rule.parameters.get("restatement_tolerance", 0.005)))
    generic = set(rule.parameters.get("generic_relative_metrics", ["speedup"]))
    families = set(rule.parameters.get("change_families", ["speed", "ttft", "itl", "tpot", "latency", "memory"]))
    yield from _sentence_changes(ctx, large, generic, families)
    yield from _restatements(ctx, restate_tol)
    yield from _table_ratios(ctx, large)
    yield from _totals(ctx, rule, large)


def _sentence_changes(ctx: CheckContext, large: float, generic: set, families: set) -> Iterator[Draft]:
    """A change or ratio beside exactly two absolute values of one unit that it relates:
    the absolute values' metric family must be the relative figure's, or — for a generic
    relative metric (speedup) — one of ``families`` (not model sizes or context lengths).
    Bounds ("up to 2×") are not computed figures and are skipped."""
    metrics = ctx.resources.metrics

    def family(c: Claim) -> str | None:
        return metrics[c.metric].family if c.metric in metrics else None

    by_sentence = defaultdict(list)
    for c in ctx.numeric():
        if not c.has_flag("table"):
            by_sentence[(c.file, c.line, c.text)].append(c)
    for claims in by_sentence.values():
        absolutes = defaultdict(list)
        for c in claims:
            if not is_relative(c) and c.norm_unit not in ("percent", "count", None):
                absolutes[c.norm_unit].append(c)
        relatives = [c for c in claims if is_relative(c) and c.qualifier in ("=", "~")]
        for unit, values in absolutes.items():
            if len(values) != 2 or not relatives:
                continue
            a, b = values
            hi, lo = (a, b) if a.norm_value >= b.norm_value else (b, a)
            if lo.norm_value <= 0 or family(a) != family(b):
                continue
            actual = hi.norm_value / lo.norm_value
            for r in relatives:
                if family(r) != family(a) and not (r.metric in generic and family(a) in families):
                    continue
                if _ratio_fits(r, actual, hi, lo):
                    continue
                expected = actual if r.norm_value >= 1 else 1 / actual
                yield _arith_draft(r, [hi, lo], expected, large,
                                   basis_en=f"{hi.surface} vs {lo.surface}", basis_zh=f"{hi.surface} 与 {lo.surface}")


def _restatements(ctx: CheckContext, tol: Decimal) -> Iterator[Draft]:
    by_sentence = defaultdict(list)
    for c in ctx.numeric():
        if is_relative(c):
            by_sentence[(c.file, c.line, c.text)].append(c)
    for relatives in by_sentence.values():
        ratios = [c for c in relatives if c.kind == "ratio"]
        percents = [c for c in relatives if c.kind == "percent" and c.direction == "up" and _is_num(c.value.lstrip("+"))]
        for r in ratios:
            for p in percents:
                written = Decimal(p.value.lstrip("+"))
                if r.norm_value > 1 and abs(written / 100 - r.norm_value) < tol * r.norm_value:
                    yield Draft([p, r], {
                        "surface": p.surface, "stated": _fmt_change(p, p.norm_value),
                        "expected": f"+{fmt_decimal((r.norm_value - 1) * 100)}%",
                        "basis_en": f"the ratio {r.surface}", "basis_zh": f"倍数 {r.surface}",
                        "location": _where(p), "subject": p.subject or r.subject or "-",
                    }, large=True)


def _tables(ctx: CheckContext) -> dict[tuple[str, int], int]:
    """(file, line) of every table row → a table number (rows of one table share it)."""
    rows: dict[tuple[str, int], int] = {}
    number = 0
    for ex in ctx.extracts:
        in_table = False
        for seg in ex.segments:
            if seg.kind in ("table_header", "table_cell"):
                if not in_table:
                    number += 1
                    in_table = True
                rows[(seg.file, seg.line)] = number
            else:
                in_table = False
    return rows


def _table_ratios(ctx: CheckContext, large: float) -> Iterator[Draft]:
    metrics = ctx.resources.metrics
    rows = _tables(ctx)
    tables = defaultdict(list)
    for c in ctx.numeric():
        if (c.file, c.line) in rows and c.metric in metrics:
            tables[rows[(c.file, c.line)]].append(c)
    for claims in tables.values():
        relatives = [c for c in claims if is_relative(c) and c.baseline and c.qualifier in ("=", "~")]
        for family in {metrics[r.metric].family for r in relatives}:
            column = {}
            for c in claims:
                if not is_relative(c) and c.norm_unit != "percent" and metrics[c.metric].family == family:
                    column.setdefault(c.line, []).append(c)
            if any(len(v) > 1 for v in column.values()) or len({c.norm_unit for v in column.values() for c in v}) != 1:
                continue  # two absolute columns of the family: which one the ratio is of is unclear
            ratios = {r.line: r for r in relatives if metrics[r.metric].family == family}
            base = _baseline_row(ratios, column)
            if base is None:
                continue
            base_value = column[base][0]
            if base_value.norm_value <= 0:
                continue
            for line, r in sorted(ratios.items()):
                if line == base or line not in column:
                    continue
                value = column[line][0]
                actual = value.norm_value / base_value.norm_value
                hi, lo = (value, base_value) if actual >= 1 else (base_value, value)
                if _ratio_fits(r, max(actual, 1 / actual) if actual > 0 else actual, hi, lo):
                    continue
                expected = actual if (r.norm_value >= 1) == (actual >= 1) else 1 / actual
                yield _arith_draft(r, [value, base_value], expected, large,
                                   basis_en=f"{value.surface} / {base_value.surface} (baseline row, line {base})",
                                   basis_zh=f"{value.surface} / {base_value.surface}（基线行，第 {base} 行）")


def _baseline_row(ratios: dict[int, Claim], column: dict[int, list[Claim]]) -> int | None:
    """The row the ratios are relative to: the one whose ratio is 1 (1.00×), else the one
    whose subject the baseline names."""
    ones = [line for line, r in ratios.items() if r.norm_value == 1 and line in column]
    if len(ones) == 1:
        return ones[0]
    named = [line for line, cs in column.items()
             for r in ratios.values() if cs[0].subject and r.baseline and r.baseline.startswith(cs[0].subject)]
    return named[0] if len(set(named)) == 1 else None


def _ratio_fits(r: Claim, actual: Decimal, hi: Claim, lo: Claim) -> bool:
    """The ratio of ``hi``/``lo`` (``actual``) or its inverse lies within ``r``'s reading."""
    return any(l <= float(actual) <= h or l <= float(1 / actual) <= h for l, h in _widen(r, hi, lo))


def _totals(ctx: CheckContext, rule, large: float) -> Iterator[Draft]:
    min_parts = int(rule.parameters.get("min_parts", 2))
    word_window = int(rule.parameters.get("total_word_window", 12))
    line_texts = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    by_line = defaultdict(list)
    for c in ctx.claims:
        if c.norm_value is not None and c.kind in ("quantity", "count") and not c.has_flag("table"):
            by_line[(c.file, c.line)].append(c)
    total_words = "|".join(re.escape(w) for w in _TOTAL_BEFORE)
    before = re.compile(rf"(?:{total_words})\s*(?:(?:is|was|of|为|是|达|约)\s*)?[^\d，,。；;：:]{{0,{word_window}}}$",
                        re.IGNORECASE)
    after = re.compile(r"^\s*(?:" + "|".join(re.escape(w) for w in _TOTAL_AFTER) + r")\b", re.IGNORECASE)
    breakdown = re.compile("|".join(re.escape(w) for w in _BREAKDOWN), re.IGNORECASE)
    remainder = re.compile("|".join(re.escape(w) for w in _REMAINDER), re.IGNORECASE)
    for key, claims in by_line.items():
        text = line_texts.get(key, "")
        for t in claims:
            start, end = t.column - 1, t.end_column - 1
            clause_start = max((text.rfind(p, 0, start) for p in "，,。；;：:"), default=-1) + 1
            if not (before.search(text[clause_start:start]) or after.match(text[end:])):
                continue
            if t.qualifier not in ("=", "~"):
                continue
            parts = [c for c in claims if c.column > t.column and c.norm_unit == t.norm_unit and c.kind == t.kind
                     and c.qualifier in ("=", "~")]
            if len(parts) < min_parts:
                continue
            gap = text[end:parts[0].column - 1]
            if not breakdown.search(gap):
                continue
            lo = sum(Decimal(str(iv[0])) for iv in (intervals(p)[0] for p in parts)) if t.kind != "count" else \
                sum(p.norm_value for p in parts)
            hi = sum(Decimal(str(iv[1])) for iv in (intervals(p)[0] for p in parts)) if t.kind != "count" else lo
            t_lo, t_hi = (Decimal(str(x)) for x in intervals(t)[0]) if t.kind != "count" else (t.norm_value, t.norm_value)
            tail = text[parts[0].column - 1:]
            exhaustive = bool(remainder.search(tail))
            if lo > t_hi or (exhaustive and hi < t_lo):
                total = sum(p.norm_value for p in parts)
                joined = " + ".join(p.surface for p in parts)
                yield Draft([t, *parts], {
                    "surface": t.surface, "stated": _with_unit(t.norm_value, t),
                    "expected": _with_unit(total, t),
                    "basis_en": f"the parts {joined}", "basis_zh": f"各部分之和 {joined}",
                    "location": _where(t), "subject": t.subject or "-",
                }, large=abs(float(total - t.norm_value)) / float(t.norm_value) > large if t.norm_value else True)
            break  # one total per line


def _with_unit(value: Decimal, like: Claim) -> str:
    """``value`` (in ``like``'s normalised unit) with the unit ``like`` is written in when the
    two are the same scale (``85 GB``), else the normalised unit."""
    if like.kind == "count":
        return fmt_decimal(value)
    if like.unit and like.value and _is_num(like.value.replace(",", "")) and \
            Decimal(like.value.replace(",", "")) == like.norm_value:
        return f"{fmt_decimal(value)} {like.unit}"
    return f"{fmt_decimal(value)} {like.norm_unit}" if like.norm_unit else fmt_decimal(value)


def _arith_draft(r: Claim, basis: list[Claim], expected: Decimal, large: float, **basis_text) -> Draft:
    return Draft([r, *basis], {
        "surface": r.surface, "stated": _fmt_change(r, r.norm_value), "expected": _fmt_change(r, expected),
        "location": _where(r), "subject": r.subject or "-", **basis_text,
    }, large=abs(float(expected) - float(r.norm_value)) / float(expected) > large)


def _widen(r: Claim, hi: Claim, lo: Claim) -> list[tuple[float, float]]:
    out = []
    # the ratio of two written values carries their precision too
    h = intervals(hi)[0]
    l = intervals(lo)[0]
    span = (h[1] / max(l[0], 1e-12)) - (h[0] / max(l[1], 1e-12))
    for a, b in intervals(r):
        out.append((a - span / 2, b + span / 2))
    return out


def _fmt_change(r: Claim, value: Decimal) -> str:
    """``value`` (a normalised ratio) in the form ``r`` is written: ``+18.2%`` / ``-25.0%``
    for percent changes, ``1.18×`` for ratios."""
    if r.kind == "percent":
        change = (value - 1) * 100
        return f"{'+' if change >= 0 else ''}{float(change):.1f}%"
    return f"{float(value):.2f}×"


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
