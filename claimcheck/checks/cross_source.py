"""CC2xx — cross-source checks: figures, versions, names and identifiers that disagree
between sources (rules/checks/CC201–CC206; DESIGN.md §4–§5).

CC201 value-conflict, CC202 basis-mismatch, CC203 version-conflict, CC204 weak-provenance,
CC205 name-variant, CC206 id-conflict.  Each check function takes a
:class:`~claimcheck.checks.context.CheckContext` and its rule and yields
:class:`~claimcheck.checks.context.Draft` records.
"""
from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict
from decimal import Decimal
from pathlib import Path
from typing import Iterator

from claimcheck.errors import RuleError
from claimcheck.frames.entities import fold_loose as _fold, name_stem as _stem, same_family as _same_family, shares_parts_unlike
from claimcheck.extraction.ids import arxiv_base
from claimcheck.model import Claim, fmt_decimal
from claimcheck.resources.records import fold_name
from claimcheck.checks.context import (CheckContext, Draft, _date, _src, _where, agree, conditions_compatible, fmt_value,
                                       is_relative, named_source, other_source, ratio_follows, slip_factor)


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


# -- CC201 value-conflict ------------------------------------------------------
def value_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Same subject, metric and compatible conditions; values differ beyond tolerance.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC201 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC201-value-conflict.yaml``); parameters read: ``approx_tolerance``,
            ``large_factor``, ``exclude_metrics``, ``same_document_needs_conditions``,
            ``setup_gap_factor``, ``max_findings_per_group``, ``must_match_conditions``,
            ``toggle_patterns``, ``toggle_window_lines``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per conflicting pair of values (the later claim
        first).

    Only results are paired (``claim.role == "result"``; a request rate or batch size is a
    setting).  The ``must_match_conditions`` (scope, phase) must be equal, a missing one
    included: per-rank against unscoped figures, or prefill against decode, are different
    metrics.  Two figures of one paragraph whose sentences name different feature toggles
    ("with no MTP" / "with a 3-token MTP window", "开启 MTP" / "关闭 MTP": ``toggle_patterns``)
    are two settings, never a conflict (issue 14, "The rules on that model").
    """
    approx = Decimal(str(rule.parameters.get("approx_tolerance", 0.05)))
    large_factor = float(rule.parameters.get("large_factor", 2))
    excluded = set(rule.parameters.get("exclude_metrics", []))
    same_doc_needs_conditions = bool(rule.parameters.get("same_document_needs_conditions", True))
    setup_gap = float(rule.parameters.get("setup_gap_factor", 10))
    must_match = tuple(rule.parameters.get("must_match_conditions", ("scope", "phase")))
    toggles = [re.compile(p, re.IGNORECASE) for p in rule.parameters.get("toggle_patterns", [])]
    toggle_window = int(rule.parameters.get("toggle_window_lines", 5))
    groups = defaultdict(list)
    for c in ctx.numeric():
        if c.subject and c.metric and c.kind != "count" and c.metric not in excluded and not _is_delta(c) \
                and c.role == "result":
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
                da, db = a.conditions_dict, b.conditions_dict
                if any(da.get(k) != db.get(k) for k in must_match):
                    continue  # per rank vs per node vs unscoped, prefill vs decode: other metrics
                if a.file == b.file and a.section == b.section and abs(a.line - b.line) <= toggle_window \
                        and _toggles(a.text, toggles) != _toggles(b.text, toggles):
                    continue  # "with no MTP" / "with a 3-token MTP window": two settings of one paragraph
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


def _toggles(text: str, patterns: list) -> frozenset:
    """The feature toggles a sentence names ("with no mtp", "开启mtp"), folded (case and spacing)."""
    return frozenset(re.sub(r"\s+", " ", m.group(0).strip()).casefold() for p in patterns for m in p.finditer(text))


# -- CC202 basis-mismatch ------------------------------------------------------
def basis_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Relative vs absolute figures of one subject and metric family, or relative
    figures whose baselines differ or are missing on one side.

    A pair is reported only when the two figures come from different sources
    (:func:`~claimcheck.checks.context.other_source`: another document, or another named
    attribution inside one); one author giving a relative and an absolute figure reports one
    result two ways.  A relative figure that follows from absolute figures written beside it
    (``derive_window_lines``: "33.2 → 71.5 tokens/s (2.15x)") has a derivable baseline and is
    never reported; a setting (``claim.role == "setting"``: a request rate, a batch size) is
    never the absolute side (issue 14, "The rules on that model").

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC202 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC202-basis-mismatch.yaml``); parameters read: ``cross_document_severity``,
            ``cross_document_keep_tiers``, ``derive_window_lines``, ``report_different_baselines``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per relative value without a baseline beside an
        absolute one, and per pair of differing baselines.
    """
    metrics = ctx.resources.metrics
    cross_severity = rule.parameters.get("cross_document_severity")
    keep_tiers = set(rule.parameters.get("cross_document_keep_tiers") or ())
    window = int(rule.parameters.get("derive_window_lines", 3))
    different_baselines = bool(rule.parameters.get("report_different_baselines", False))
    by_subject = defaultdict(list)
    absolutes_near = defaultdict(list)
    for c in ctx.numeric():
        if not is_relative(c) and c.norm_unit not in ("percent", "count"):
            absolutes_near[c.file].append(c)
        if c.subject and c.metric in metrics and c.role == "result":
            by_subject[(c.subject, metrics[c.metric].family)].append(c)

    def derivable(r: Claim) -> bool:
        if ctx.in_table_row(r) and any(ctx.in_table_row(a) and a.section == r.section and a.norm_unit
                                       for a in absolutes_near[r.file]):
            return True  # a ratio column beside absolute cells: checked against them (CC105), not other sources
        near = [a for a in absolutes_near[r.file] if a.section == r.section and abs(a.line - r.line) <= window]
        return ratio_follows(r, near)

    for (subject, family), claims in by_subject.items():
        relative = [c for c in claims if is_relative(c)]
        # an absolute figure has a unit ("4" alone in a table cell is no tok/s)
        absolute = [c for c in claims if not is_relative(c) and c.norm_unit
                    and c.norm_unit not in ("percent", "count", "dimensionless")]
        done_values = set()
        if relative and absolute:
            for r in relative:
                if r.baseline:
                    continue
                key = fmt_decimal(r.norm_value)
                if key in done_values:
                    continue
                same = [x for x in relative if fmt_decimal(x.norm_value) == key and not x.baseline
                        and not derivable(x)]
                # one speaker giving both figures reports one result two ways ("22,282 tok/s, a 9x
                # improvement"; a blog's "up to 60%" and its table of tok/s); only figures from
                # different sources clash (another document, another attribution)
                pairs = [(x, a) for x in same for a in absolute
                         if not _same_speaker_sentence(x, a) and other_source(x, a)]
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
        # relative figures with different written baselines: not comparable, and each says so
        # itself; reported (info) only when report_different_baselines is on
        if not different_baselines:
            continue
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
    """Different "latest"/current versions of one software within ``window_days``.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC203 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC203-version-conflict.yaml``); parameters read: ``window_days``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per pair of different "latest" versions (the
        older first).
    """
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


# -- CC204 weak-provenance ------------------------------------------------------
def weak_provenance(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A subject+metric whose figures rest only on tertiary (optionally unknown) sources,
    with no primary link anywhere in the corpus.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC204 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC204-weak-provenance.yaml``); parameters read: ``weak_tiers``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per subject and metric resting on weak sources
        only (those claims); at info severity when no weak claim names its source or cites a
        link (:func:`~claimcheck.checks.context.named_source`: the tier was guessed from
        nothing, issue 14).
    """
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
        # a tier with no evidence behind it (no attribution naming a source, no link: a table
        # cell whose words happen to match a source keyword) is a guess, worth info at most
        guessed = not any(named_source(c) or c.source.urls or c.source.ids for c in weak)
        first = weak[0]
        yield Draft(weak, severity="info" if guessed else None, values={
            "subject": subject, "metric": metric, "surface": first.surface,
            "value": fmt_value(first), "location": _where(first),
            # the source named, else the document the figure stands in ("tertiary（tertiary）" said nothing)
            "source": first.source.attribution if named_source(first) else Path(first.file).name,
            "tier": first.source.tier, "count": str(len(weak)),
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
    and none of the look-alikes that are no typo (:func:`_not_a_typo`).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC205 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC205-name-variant.yaml``); parameters read: ``frequency_ratio``,
            ``max_all_caps_letters``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per misspelt name (no claims; its first mention
        as an extra location).
    """
    entities = ctx.entities
    ratio = float(rule.parameters.get("frequency_ratio", ctx.resources.fuzzy["frequency_ratio"]))
    max_caps = int(rule.parameters.get("max_all_caps_letters", 6))
    min_score = float(ctx.resources.fuzzy["min_score"])
    words_file = rule.parameters.get("common_words")
    common = common_words(ctx.resources.root / words_file) if words_file else frozenset()
    counts = defaultdict(int)
    first_seen = {}
    documents = defaultdict(set)
    lowercase = set()
    link_text = []
    own_links = defaultdict(set)  # a word → the link targets of the segments it stands in
    for ex in ctx.extracts:
        for seg in ex.segments:
            lowercase.update(re.findall(r"(?<![A-Za-z])[a-z][a-z\-]*(?![A-Za-z])", seg.text))
            link_text.extend(_fold(u) for u in _LINK_TARGET.findall(seg.text))
            # the links of the whole line: a table row's name and its links stand in different cells
            targets = [_fold(u) for u in _LINK_TARGET.findall(getattr(seg, "line_text", "") or seg.text)]
            for m in _CAPWORD.finditer(seg.text):
                word = m.group(0)
                if _FILE_SUFFIX.search(word):
                    continue  # "Star-Attention.svg", "README.md": file names
                counts[word] += 1
                documents[word].add(ex.document.path)
                own_links[word].update(targets)
                first_seen.setdefault(word, (ex.document.path, seg.line, seg.offset + m.start() + 1))
    known_folded = {_fold(n) for name, ent in ctx.resources.entities.items()
                    for n in (name, *getattr(ent, "aliases", ()))}
    # linear work per word: candidates are bucketed by folded length, since a name more than
    # max_edits letters longer or shorter is never a near miss (Levenshtein ≥ length difference);
    # each bucket keeps the order the candidates had, so ties resolve as before
    max_edits = int(ctx.resources.fuzzy["max_edits"])
    folds = Counter(_fold(w) for w in counts)
    name_like = [w for w in counts if not entities.is_negative(w) and _looks_like_name(w)]
    by_length = _length_buckets(name_like)
    known_by_length = _length_buckets(ctx.resources.entities)
    done = set()
    for word, count in sorted(counts.items(), key=lambda kv: first_seen[kv[0]]):
        if word in done or entities.canonical(word) or entities.is_negative(word):
            continue
        if folds[_fold(word)] > 1 or _fold(word) in known_folded:
            continue  # "SAGEATTENTION" beside "SageAttention": the same name in another case
        if _is_common_word(word, common):
            continue  # "Continuous", "Shadows", "Cohere": dictionary words starting a sentence
        if len(documents[word]) > 1 or any(_fold(word) in target for target in link_text):
            continue  # written as a name by more than one document, or a link's target: a name of its own
        size = len(fold_name(word))
        frequent = {w: counts[w] for w in _within(by_length, size, max_edits) if w != word and counts[w] >= ratio * count}
        if _is_acronym(word):
            frequent = {}  # an acronym is a misspelling only of a known name (CSVDN / CSDN), not of
            # another acronym of the text (CANN / CUDA, TPS / TPU, MLX / MLC)
        known = {name: 10 ** 6 for name in _within(known_by_length, size, max_edits)}
        hit = entities.near_miss(word, {**frequent, **known})
        if not hit or _not_a_typo(word, hit[0], known_folded, lowercase, max_caps, min_score):
            continue
        if _has_own_link(word, hit[0], own_links[word], int(rule.parameters.get("own_link_stem", 5))):
            continue  # introduced with a link of its own ("[SpargeAttention] … github.com/…/SpargeAttn"): a work
        done.add(word)
        intended, score = hit
        file, line, column = first_seen[word]
        yield Draft([], {
            "name": word, "intended": intended, "score": f"{score:.0f}", "count": str(count),
            "location": f"{file}:{line}", "subject": intended,
        }, extra_locations=[(file, line, column, word)], subject=intended)


#: link targets: bare URLs and Markdown link targets ("](https://cohere.com/…)")
_LINK_TARGET = re.compile(r"https?://[^\s)\]>\"'`]+|\]\([^)\s]+\)")


def _length_buckets(names) -> dict[int, list[tuple[int, str]]]:
    """``names`` (an iterable of str, in order) by the length of their :func:`fold_name`, each
    with its position, so :func:`_within` can give them back in their original order."""
    buckets: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for i, name in enumerate(names):
        buckets[len(fold_name(name))].append((i, name))
    return buckets


def _within(buckets: dict[int, list[tuple[int, str]]], size: int, reach: int) -> list[str]:
    """The names of ``buckets`` whose folded length is within ``reach`` of ``size``, in their
    original order."""
    found = [item for length in range(size - reach, size + reach + 1) for item in buckets.get(length, ())]
    return [name for _, name in sorted(found)]


def _has_own_link(word: str, intended: str, targets, min_stem: int) -> bool:
    """True when ``word`` stands with a link whose target holds the letters that tell it from
    ``intended``: its folded prefix up to one letter past their common prefix (at least
    ``min_stem`` letters) — ``SpargeAttention`` with ``github.com/thu-ml/SpargeAttn`` beside
    ``SageAttention`` is a work of its own; ``SGLanq`` with ``github.com/sgl-project/sglang`` is not."""
    a, b = _fold(word), _fold(intended)
    common = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    length = max(min_stem, common + 1)
    if len(a) < length:
        return False
    stem = a[:length]
    return any(stem in t and b[:length] not in t for t in targets)


def _is_acronym(word: str) -> bool:
    """All letters capitals (``CANN``, ``TPS``, ``CSVDN``), digits and separators aside."""
    letters = re.sub(r"[^A-Za-z]", "", word)
    return len(letters) > 1 and letters.isupper()


@functools.lru_cache(maxsize=4)
def common_words(path: Path) -> frozenset:
    """The common English words of a rules data file (``rules/words/common-en.txt``: one or more
    lower-case words a line, ``#`` comments), for CC205's ``common_words`` parameter.

    Args:
        path: the file, under the rules directory in use.
    Returns:
        frozenset of words.
    Raises:
        RuleError: the file is missing.
    """
    if not path.is_file():
        raise RuleError("E011", path=path.parent, what=path.name)
    words = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        words.update(line.split("#", 1)[0].split())
    return frozenset(w.casefold() for w in words)


_INFLECTIONS = (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
                ("er", ""), ("er", "e"), ("est", ""), ("ly", ""), ("ness", ""), ("ment", ""))


def _is_common_word(word: str, common: frozenset) -> bool:
    """A plain capitalised (or lower-case) word whose lower-case form, or its base form after a
    regular English ending, is a common word (``Shadows`` → shadow, ``Continuous``)."""
    if not common or not (word[1:].islower() and word.isalpha()):
        return False
    low = word.casefold()
    if low in common:
        return True
    return any(low.endswith(end) and low[:-len(end)] + base in common
               for end, base in _INFLECTIONS if len(low) > len(end) + 2)


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
    spellings of one another (that is CC205's business).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC206 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC206-id-conflict.yaml``); parameters read: ``name_window_chars``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per pair of names given one identifier.
    """
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
