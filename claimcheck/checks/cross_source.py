"""CC2xx — cross-source checks: figures, versions, names and identifiers that disagree
between sources (rules/checks/CC201–CC206; DESIGN.md §4–§5).

CC201 value-conflict, CC202 basis-mismatch, CC203 version-conflict, CC204 weak-provenance,
CC205 name-variant, CC206 id-conflict.  Each check function takes a
:class:`~claimcheck.checks.context.CheckContext` and its rule and yields
:class:`~claimcheck.checks.context.Draft` records.
"""
from __future__ import annotations

import bisect
import datetime as dt
import functools
import itertools
import re
from collections import Counter, defaultdict
from dataclasses import replace as dc_replace
from decimal import Decimal
from pathlib import Path
from typing import Iterable, Iterator

from claimcheck.errors import RuleError
from claimcheck.frames.entities import differing_parts, neighbour_swap, name_refines, name_tokens, same_name as _same_name, fold_loose as _fold, name_stem as _stem, same_family as _same_family, shares_parts_unlike, unlike_shapes
from rapidfuzz.distance import OSA
from claimcheck.extraction.ids import id_base
from claimcheck.model import Claim, fmt_decimal, release_key
from claimcheck.checks.pairs import AbsoluteIndex, EditIndex, SentenceSettings, settings_compatible, _same_speaker_sentence, keyed_pairs, OtherKeys, run_bounds, swapped_candidates, value_pairs
from claimcheck.checks.equations import equation_operands
from claimcheck.resources.records import common_words, fold_name
from claimcheck.text.doc_urls import in_channels, own_channels
from claimcheck.checks.context import (CheckContext, Draft, _date, _src, _where, agree, agree_inverse, conditions_compatible, settings_agree, shared_conditions, fmt_value,
                                       is_range, is_relative, named_source, other_source, source_names, ranges_differ, ratio_follows,
                                       ratio_of_written_numbers, intervals,
                                       slip_factor)


def _states(claims: list[Claim], file: str, claim: Claim, approx: Decimal, rival: Claim) -> bool:
    """Some claim of ``file`` in the group agrees with ``claim`` under compatible conditions
    stated at least as fully as its ``rival`` states them (a figure for another model, or
    one without the model the rival names, is no evidence of two settings)."""
    need = shared_conditions(claim, rival)
    return any(c.file == file and c is not claim and c is not rival and conditions_compatible(c, claim)
               and shared_conditions(c, claim) >= need and agree(c, claim, approx)
               # a range is stated only by the same range, not by a figure inside it
               and (not is_range(claim) or is_range(c)) and not ranges_differ(c, claim, approx) for c in claims)


def _input_order(ctx: CheckContext) -> dict[str, int]:
    """file → its place among the inputs (the file named first is 0): the quote that leads a
    finding when the sources are on the command line."""
    order: dict[str, int] = {}
    for ex in ctx.extracts:
        for c in ex.claims[:1]:
            order.setdefault(c.file, len(order))
    return order


def _setting_dependent(claims: list[Claim], bare: Claim, other: Claim, memo: dict | None = None) -> bool:
    """``bare`` states no setting (its baseline and table column aside) and ``other``'s
    document gives the metric several values under several settings ("TTFT at 2–5 seconds" in
    a blog's outlook against a README's TTFT table at RPS 4 and 8 for 8B and 70B): which of
    them ``bare`` would be is unknown, so it contradicts none of them.  A figure ``other`` that
    states no setting either is the document's like-for-like statement ("1.36 ~ 1.85 倍 of vLLM"
    in a README whose other figures have settings): the two compare."""
    if any(k not in ("baseline", "column") for k, _ in bare.conditions):
        return False
    if not any(k not in ("baseline", "column") for k, _ in other.conditions):
        return False
    if memo is None:
        return _settings_vary(claims, other.file)
    if other.file not in memo:
        memo[other.file] = _settings_vary(claims, other.file)  # once per group and document
    return memo[other.file]


def _settings_vary(claims: list[Claim], file: str) -> bool:
    """``file`` gives the claims' metric two or more values under two or more stated settings."""
    rows: dict[tuple, set] = {}
    for c in claims:
        setting = tuple((k, v) for k, v in c.conditions if k not in ("baseline", "column"))
        if c.file == file and setting:
            rows.setdefault(setting, set()).add(fmt_decimal(c.norm_value))
    return len(rows) >= 2 and len(set().union(*rows.values())) >= 2


def _new_level(c: Claim) -> bool:
    """The level a change written out in its sentence reaches ("went from 455 ms to 400 ms": 400 ms,
    flag ``change_to``; or the second level of a "from 96 to 192 sequences" range, flag
    ``change_level`` without ``change_from``)."""
    return c.kind == "quantity" and (c.has_flag("change_to") or (c.has_flag("change_level") and not c.has_flag("change_from")))


def _states_setup(c: Claim) -> bool:
    """The claim states a setting of its own besides its baseline and table column (a chip, a
    model, a dataset, a batch size …)."""
    return any(k not in ("baseline", "column") for k, _ in c.conditions)


def _is_delta(c: Claim) -> bool:
    """A signed absolute figure ("+0.1s", "-2 GB"), the size of a change ("省下约 3.1 GB": flag
    ``change_amount``) or the level a change starts from ("从 0.624 GB 压到 0.365 GB": flag
    ``change_from``, the state before it) is no value of the metric as the subject stands."""
    return c.kind == "quantity" and (c.value[:1] in "+-" or c.has_flag("change_amount") or c.has_flag("change_from"))


def _same_known_conditions(a: Claim, b: Claim, not_a_setup: frozenset = frozenset()) -> bool:
    """Both claims state the same, non-empty set of conditions (the baseline aside), some of it
    besides the keys of ``not_a_setup`` (CC201's ``no_setup_alone``: a table column alone, "size"
    in two tables of one README, names no setup, nor does a statistic alone, "P99 TTFT" on two
    lines of one note, nor a release or a time alone: two figures of a section headed "pybase64
    1.5.1" are not of one run)."""
    ca = {k: v for k, v in a.conditions if k != "baseline"}
    cb = {k: v for k, v in b.conditions if k != "baseline"}
    return bool(set(ca) - not_a_setup) and ca == cb


def _norm_name(name: str) -> str:
    return re.sub(r"[\s\-_.,:;。，]+", "", name).casefold()


# -- CC201 value-conflict ------------------------------------------------------
def _relative_comparable(a: Claim, b: Claim, implicit: bool, must_match: tuple, setup_keys=()) -> bool:
    """Two relative figures measure one ratio: the same written baseline, or — when neither
    writes one — a metric whose baseline is implied (a compression ratio is against the
    uncompressed original) or a setup both state (at least one shared condition besides the
    ``must_match`` keys, issue 15: "1.8× vs 2.5× on H200, TP8, bs 1") where neither states a
    run setting of ``setup_keys`` (rule parameter) the other leaves out."""
    if a.baseline and b.baseline:
        return _norm_name(a.baseline) == _norm_name(b.baseline) or _same_name(a.baseline, b.baseline)
    if a.baseline or b.baseline:
        return False
    if implicit:
        return True
    da, db = a.conditions_dict, b.conditions_dict
    if any((k in da) != (k in db) for k in setup_keys):
        return False
    return shared_conditions(a, b, ignore=("baseline",) + must_match) > 0


def _atypical_side(claim: Claim, ctx: CheckContext) -> bool:
    """Whether a claim's normalised value lies outside its metric's typical range
    (``typical_min`` / ``typical_max`` in rules/metrics.yaml; False when the metric has none)."""
    mdef = ctx.resources.metrics.get(claim.metric) if claim.metric else None
    return bool(mdef and claim.norm_value is not None and mdef.atypical(float(claim.norm_value)))


def _newer_first(a: Claim, b: Claim, own_ids, order: dict | None = None) -> tuple[Claim, Claim]:
    """The claim a finding leads with: the input's own claim when checking against an index,
    else the one of the file named first (``check DRAFT SOURCES…``: the draft, as with the
    index); inside one document, the later statement."""
    if own_ids is not None and (a.id in own_ids) != (b.id in own_ids):
        return (a, b) if a.id in own_ids else (b, a)
    if a.file != b.file:
        # the file named first (``check DRAFT SOURCES…``), in the inputs' order
        order = order or {}
        return (a, b) if order.get(a.file, len(order)) <= order.get(b.file, len(order)) else (b, a)
    return b, a


def _one_run(ca: dict, cb: dict, full_setup: int, no_setup: frozenset, unsaid: frozenset) -> bool:
    """Two figures' conditions (``{key: value}``, baseline left out) that describe one run:
    every setting both write is the same (:func:`settings_agree`: "2k" = "2000"), they share
    at least ``full_setup`` settings that name a setup (keys of ``no_setup_alone`` — a column,
    a statistic, a release, a period — do not count), and what one of them adds is of
    ``unsaid`` only ("2k input / 256 output" beside "输入 2k"; its release "SGLang 0.5.4"): the
    pair is then comparable, not "a figure with settings against one without" (rule parameters
    ``full_setup_settings``, 0 turns this off, and ``one_run_unsaid``).  A column, a statistic or
    a period on one side only is another measurement (a leaderboard's per-task cell against its
    Overall, held-out set 5).

    A fresh-user trial (session 34): SGLang 2,850 tok/s against 3,400 tok/s, model, chips, TP,
    batch and input length written on both sides, was reported low because one side also
    wrote its output length; ``--fail-on medium`` passed it."""
    if full_setup <= 0:
        return False
    shared = [k for k in ca.keys() & cb.keys() if k not in no_setup]
    return len(shared) >= full_setup and set(ca.keys() ^ cb.keys()) <= unsaid and settings_agree(ca, cb, ())


class _Pairing:
    """The pairing rules of CC201, read once from the rule's parameters (see :func:`value_conflict`);
    ``twins``: (file, first line) of the lines and translations :func:`_translation_drift` compared."""

    def __init__(self, ctx: CheckContext, rule, twins: set[tuple[str, int]] | frozenset = frozenset()) -> None:
        p = rule.parameters
        self.ctx = ctx
        self.approx = Decimal(str(p.get("approx_tolerance", 0.05)))
        self.same_doc_needs_conditions = bool(p.get("same_document_needs_conditions", True))
        self.no_setup_alone = frozenset(str(k) for k in p.get("no_setup_alone", ()))
        self.must_match = tuple(p.get("must_match_conditions", ("scope", "phase")))
        self.whole_of_one = {str(k): str(v) for k, v in (p.get("whole_of_one") or {}).items()}
        # (file, first line) of each line and its translation the translation check compared (:func:`_translation_drift`)
        self.twins = twins
        # scope → the metrics it sets apart (rule parameter scope_metrics); of any other metric it is the metric's own
        self.scope_metrics = {str(k): frozenset(map(str, v)) for k, v in (p.get("scope_metrics") or {}).items()}
        self.toggles = [re.compile(x, re.IGNORECASE) for x in p.get("toggle_patterns", [])]
        self.toggle_window = int(p.get("toggle_window_lines", 5))
        self.role_toggles = [re.compile(x, re.IGNORECASE) for x in p.get("role_toggle_patterns", [])]
        self.role_min_shared = int(p.get("role_min_shared", 3))
        self._froms: dict | None = None  # (file, line, text) → the change_from figures of that sentence
        # the arrows of a written change (rules/grammar.yaml change_arrows): "3,050 → 3,310 tok/s" —
        # the bare number before one is the level the change starts at
        arrows = "|".join(re.escape(str(a)) for a in ctx.resources.grammar.get("change_arrows") or ()) or "(?!)"
        self._arrow_from = re.compile(rf"(?<![\d.,])(\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(?:{arrows})\s?$")
        self._arrow_pair = re.compile(rf"\d\s?(?:{arrows})\s?\d")
        self.implicit = set(p.get("implicit_baseline_metrics", []))
        self.setup_keys = tuple(p.get("setup_keys", ()))
        self.summary_columns = {_norm_name(x) for x in p.get("summary_columns", [])}
        self.condition_slip_digits = int(p.get("condition_slip_digits", 3))
        self.written_slip_digits = int(p.get("written_slip_digits", 2))
        self.equivalent = {k: dict(v) for k, v in (p.get("equivalent_condition_values") or {}).items()}
        # key → value → {key: value} it implies where not written (rule parameter implied_conditions)
        self.implied = {str(k): {str(v): {str(ik): str(iv) for ik, iv in dict(imp).items()} for v, imp in dict(vals).items()}
                        for k, vals in (p.get("implied_conditions") or {}).items()}
        self.stated_apart = {str(k): frozenset(map(str, v)) for k, v in (p.get("stated_apart_values") or {}).items()}
        self.stated_apart_from = {str(k): float(v) for k, v in (p.get("stated_apart_from") or {}).items()}
        # a setting a document sweeps (rule parameter sweep_settings): its keys and the fewest values a sweep has
        sweep = p.get("sweep_settings") or {}
        self.sweep_keys = tuple(str(k) for k in sweep.get("keys") or ())
        self.sweep_min = int(sweep.get("min_values", 3))
        self._sweeps: dict[tuple, set[str]] | None = None  # (file, subject, metric, key) → the values written
        # each written unit → its set of interchangeable spellings (rule parameter interchangeable_units),
        # case kept: "Gb" is gigabits, never "GB" (dev set L086: "3.56 Gb" for 3.56 GiB is a unit slip)
        self.interchangeable: dict[str, frozenset[str]] = {}
        for group in p.get("interchangeable_units") or ():
            units = frozenset(str(u) for u in group)
            for u in units:
                self.interchangeable[u] = units

    def written_alike(self, a: Claim, b: Claim) -> bool:
        """The same number written in two interchangeable units ("40 GB" / "40 GiB": rule
        parameter ``interchangeable_units``): one figure, whatever the 7 % their units differ."""
        if a.value != b.value or a.low != b.low or a.high != b.high or not a.unit or not b.unit:
            return False
        return a.unit != b.unit and b.unit in self.interchangeable.get(a.unit, ())

    def canon(self, key: str, value: str | None) -> str | None:
        """A condition value in its canonical spelling (rule parameter
        ``equivalent_condition_values``: input tokens/s are counted in prefill)."""
        return self.equivalent.get(key, {}).get(value, value) if value is not None else None

    def from_level_is(self, new: Claim, other: Claim) -> bool:
        """``other`` has the value the change that ``new`` ends (flag ``change_to``) starts from: the
        ``change_from`` figure of ``new``'s sentence, or the bare number before its arrow ("3,050 →
        3,310 tok/s", read in ``new``'s unit and scale)."""
        if self._froms is None:
            self._froms = defaultdict(list)
            for c in self.ctx.claims:
                if c.has_flag("change_from") and c.norm_value is not None:
                    self._froms[(c.file, c.line, c.text)].append(c)
        if other.norm_value is None or other.norm_unit is None:
            return False
        for c in self._froms.get((new.file, new.line, new.text), ()):
            if c.norm_unit == other.norm_unit and c.norm_value == other.norm_value:
                return True
        at = (new.text or "").find(new.surface)
        m = self._arrow_from.search(new.text or "", 0, max(at, 0)) if at > 0 else None
        if m is None or new.norm_unit != other.norm_unit or not new.value:
            return False
        try:
            scale = new.norm_value / Decimal(new.value.replace(",", ""))
            return Decimal(m.group(1).replace(",", "")) * scale == other.norm_value
        except (ArithmeticError, ValueError):
            return False

    def states_levels(self, c: Claim) -> bool:
        """``c``'s sentence writes the two levels of a change: a ``change_from`` figure, or a bare
        number, an arrow and a number ("3,120 → 2,640 tok/s")."""
        if self._froms is None:
            self.from_level_is(c, c)  # (builds the map of change_from figures)
        return bool(self._froms.get((c.file, c.line, c.text))) or bool(self._arrow_pair.search(c.text or ""))

    def with_implied(self, conditions: dict) -> dict:
        """``conditions`` (key → value) with the values its values imply where their keys are not
        written (rule parameter ``implied_conditions``: ``spec_decode=on`` → ``phase=decode``)."""
        extra = {}
        for key, value in conditions.items():
            for k, v in self.implied.get(key, {}).get(value, {}).items():
                if k not in conditions:
                    extra[k] = v
        return {**conditions, **extra} if extra else conditions

    def whole_of_one_setup(self, da: dict, db: dict) -> tuple[dict, dict]:
        """Two figures' conditions (``da``, ``db``) without a scope per node (per GPU) when both
        state a setup of one node (one GPU): the node's figure is the whole setup's ("C 区单节点
        （8×B200）吞吐 85,000 tok/s" and "a single 8-GPU node … 58,000 tok/s" are one figure;
        fresh-user trial 47, r10).  Rule parameter ``whole_of_one``: scope → the count key that
        must be "1" on both sides.  A side that states no count keeps its scope: an unscoped
        figure may be a cluster's."""
        for scope, count in self.whole_of_one.items():
            if da.get(count) == "1" and db.get(count) == "1" and scope in (da.get("scope"), db.get("scope")):
                da = {k: v for k, v in da.items() if not (k == "scope" and v == scope)}
                db = {k: v for k, v in db.items() if not (k == "scope" and v == scope)}
        return da, db

    def swept(self, c: Claim, key: str) -> bool:
        """True when ``c``'s document gives its subject's ``metric`` under at least ``sweep_min``
        values of the setting ``key`` (rule parameter ``sweep_settings``: "| batch size | … |" rows 1,
        8, 32, 64): a figure elsewhere that names no value of it quotes one row or none, and is no
        rival of every row (fresh-user trial 51, r08: 19 findings against one "back at 4,100 tok/s")."""
        if self._sweeps is None:
            self._sweeps = defaultdict(set)
            for o in self.ctx.numeric():
                for k in self.sweep_keys:
                    v = o.conditions_dict.get(k)
                    if v is not None and o.subject:
                        self._sweeps[(o.file, o.subject, o.metric, k)].add(v)
        return len(self._sweeps.get((c.file, c.subject, c.metric, key), ())) >= self.sweep_min

    def metric_scope(self, conditions: dict, metric: str | None) -> dict:
        """``conditions`` (key → value) without a scope that the figure's ``metric`` always has (rule
        parameter ``scope_metrics``: scope → the metrics it sets apart): a size per token is no total
        ("每 token 的 KV cache 约 0.18 MB" against "1,000 GB 的 KV cache"; fresh-user trial 50, r18),
        while a TPOT "per token" is every TPOT ("每 token 延迟 35 ms" against "TPOT 30 ms")."""
        scope = conditions.get("scope")
        if scope in self.scope_metrics and metric not in self.scope_metrics[scope]:
            return {k: v for k, v in conditions.items() if k != "scope"}
        return conditions

    def setting_apart(self, a: Claim, b: Claim) -> bool:
        """True when the two figures are two settings, never rivals: one sentence, two rows or
        two columns of one table, conditions that differ, another scope or phase, other feature toggles in
        one paragraph, or one document's figures without the same stated settings."""
        if self.ctx.own_ids is not None and a.id not in self.ctx.own_ids and b.id not in self.ctx.own_ids:
            return True  # both from the index: the corpus's own business, not the draft's
        if a.file == b.file and (_new_level(a) or _new_level(b)):
            # "After the fix, TTFT P50 went from 455 ms to 400 ms": the document itself says the
            # figure changed; its new level is no rival of the old one's other copies, nor of the
            # document's other figures of the state before (fresh-user trial 44, r02)
            return True
        if (_new_level(a) and self.from_level_is(a, b)) or (_new_level(b) and self.from_level_is(b, a)):
            return True  # "从 180 ms 降到 150 ms" against another note's 180 ms: the state before, which it agrees on
        if is_relative(a) and is_relative(b) and (self.states_levels(a) or self.states_levels(b)):
            # "an 18% regression (3,120 → 2,640 tok/s)" and "2,640 → 3,050 tok/s is a 1.16× recovery":
            # each change is between the levels its own sentence writes (fresh-user trial 44, T05)
            return True
        if a.file == b.file and a.line == b.line and a.text == b.text:
            return True  # two values in one sentence are a comparison (before/after, A vs B)
        if a.file == b.file and abs(a.line - b.line) == 1 and (a.file, min(a.line, b.line)) in self.twins:
            # a line and its translation: compared figure by figure by the translation check, which
            # may pair them in another order ("21,000 vs 16,800 tok/s" over "16,800 对 21,000 tok/s";
            # fresh-user trial 50, r03)
            return True
        if a.file == b.file and a.section == b.section and \
                self.ctx.in_table_row(a) and self.ctx.in_table_row(b):
            # two rows of one table are two settings (RPS 4 / RPS 8); two cells of one row are
            # two columns ("Max. GPU memory" / "Max. CPU memory"): never a contradiction
            return True
        if not conditions_compatible(a, b, ignore=("baseline",) + self.must_match):
            return True
        da, db = self.with_implied(a.conditions_dict), self.with_implied(b.conditions_dict)
        da, db = self.whole_of_one_setup(da, db)
        da, db = self.metric_scope(da, a.metric), self.metric_scope(db, b.metric)
        if any(self.canon(k, da.get(k)) != self.canon(k, db.get(k)) for k in self.must_match):
            return True  # per rank vs per node vs unscoped, prefill vs decode: other metrics
        if any((da.get(k) in values) != (db.get(k) in values) and (k not in da or k not in db)
               for k, values in self.stated_apart.items()):
            return True  # a p99 latency against one that names no statistic (a typical one)
        if any((k in da) != (k in db) and (_setting_size(da.get(k) or db.get(k)) or 0) >= least
               for k, least in self.stated_apart_from.items()):
            return True  # a 32k-input run against a figure that names no input length (trial 45, r14)
        if self.sweep_keys and any((k in da) != (k in db) and self.swept(a if k in da else b, k) for k in self.sweep_keys):
            return True  # a row of a batch-size sweep against a figure that names no batch size (trial 51, r08)
        if a.file == b.file and a.section == b.section and abs(a.line - b.line) <= self.toggle_window:
            if _toggles(a.text, self.toggles) != _toggles(b.text, self.toggles):
                return True  # "with no MTP" / "with a 3-token MTP window": two settings of one paragraph
            if _toggles(a.text, self.role_toggles) != _toggles(b.text, self.role_toggles) and \
                    not (da == db and len(da) >= self.role_min_shared):
                return True  # "the baseline" of a comparison: another run, unless both spell out one setup
        if self.same_doc_needs_conditions and a.file == b.file and not _same_known_conditions(a, b, self.no_setup_alone):
            return True  # one document reporting several settings it does not spell out
        return False

    def rank(self, a: Claim, b: Claim) -> tuple:
        """How well ``b`` matches ``a`` as its counterpart: more shared conditions first, then
        a summary column (``Overall``, ``Avg``: rule parameter ``summary_columns``)."""
        col = _norm_name(b.conditions_dict.get("column", "") or "")
        return (-shared_conditions(a, b), col not in self.summary_columns)


def value_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Same subject, metric and compatible conditions; values differ beyond tolerance.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC201 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC201-value-conflict.yaml``); parameters read: ``approx_tolerance``,
            ``large_factor``, ``exclude_metrics``, ``slip_only_metrics``, ``same_document_needs_conditions``,
            ``setup_gap_factor``, ``max_findings_per_group`` (per pair of documents),
            ``max_rivals_per_claim`` (other documents a figure is reported against), ``must_match_conditions``,
            ``toggle_patterns``, ``toggle_window_lines``, ``role_toggle_patterns``, ``role_min_shared``,
            ``implicit_baseline_metrics``, ``summary_columns``, ``interchangeable_units``, ``full_setup_settings``,
            ``one_run_unsaid``, ``notes``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per conflicting pair of values, the
        claim of the input (with ``--index``) or of the file named first.  A pair of documents
        with more than ``max_findings_per_group`` conflicting values in one group yields that
        many; each group so cut counts once in ``ctx.capped["CC201"]`` (the run's summary and
        the JSON ``capped`` field say so).  A figure is reported against at most
        ``max_rivals_per_claim`` other documents (the first in input order): 500 notes giving
        seven values of one figure made 107,142 findings (fresh-user trial, session 13); each
        figure so cut counts once in ``ctx.capped`` too.

    Only results are paired (``claim.role == "result"``; a request rate or batch size is a
    setting).  The ``must_match_conditions`` (scope, phase) must be equal, a missing one
    included: per-rank against unscoped figures, or prefill against decode, are different
    metrics.  Two figures of one paragraph whose sentences name different feature toggles
    ("with no MTP" / "with a 3-token MTP window", "开启 MTP" / "关闭 MTP": ``toggle_patterns``)
    are two settings, never a conflict (issue 14, "The rules on that model"); so are a run called
    "the baseline" or "default" and another (``role_toggle_patterns``), unless both spell out
    ``role_min_shared`` or more conditions, all alike (fresh-user trial 43, r04).

    Relative figures pair when they share a written baseline, or when neither writes one and
    they share a stated setup (:func:`_relative_comparable`); "A is 13× faster than B" also
    pairs with "B is 13× faster than A" (the reciprocal is compared: a reversed direction).
    A figure that agrees with some compatible figure of the other document is quoting that
    one; among several rivals in one document only the best-matching counterpart is reported
    (most shared conditions, then a summary column), so a row of a leaderboard yields one
    finding, not one per column (issue 15).
    """
    twins: set[tuple[str, int]] = set()
    yield from _translation_drift(ctx, rule.parameters.get("translation_pairs") or {}, twins)
    pairing = _Pairing(ctx, rule, twins)
    approx = pairing.approx
    large_factor = float(rule.parameters.get("large_factor", 2))
    excluded = set(rule.parameters.get("exclude_metrics", []))
    slip_only = set(rule.parameters.get("slip_only_metrics") or [])
    same_doc = pairing.same_doc_needs_conditions
    setup_gap = float(rule.parameters.get("setup_gap_factor", 10))
    full_setup = int(rule.parameters.get("full_setup_settings", 0))
    unsaid = frozenset(str(k) for k in rule.parameters.get("one_run_unsaid") or ())
    # 0 is no cap, as for max_rivals_per_claim (it hid every finding: a fresh-user trial)
    max_per_group = int(rule.parameters.get("max_findings_per_group", 20)) or float("inf")
    max_rivals = int(rule.parameters.get("max_rivals_per_claim", 0)) or None
    notes = rule.parameters.get("notes") or {}
    groups = defaultdict(list)
    operands = equation_operands(ctx)  # "3,100 + 3,450 = 6,550 tok/s": the parts are no figures of their own
    for c in ctx.numeric():
        if c.subject and c.metric and c.kind != "count" and c.metric not in excluded and not _is_delta(c) \
                and c.role == "result" and c.id not in operands:
            groups[(c.subject, c.metric, c.norm_unit, is_relative(c))].append(c)
    found = []  # (a, b, reversed)
    for (subject, metric, unit, relative), claims in groups.items():
        reported = set()
        # one representative per (file, value, bounds, qualifier, conditions): repeating a figure
        # adds no pair to compare, and keeps the pairing quadratic in distinct figures only
        reps: dict = {}
        for c in claims:
            reps.setdefault((c.file, c.norm_value, c.low, c.high, c.qualifier, c.conditions), c)
        claims = _fullest_statements(list(reps.values()))
        # the cap and the repeated-values rule count per pair of documents: pairs among the
        # other inputs never use up a draft's share (check DRAFT SOURCES… and check DRAFT
        # --index report the same findings about the draft)
        emitted: Counter = Counter()
        varies: dict[str, bool] = {}  # document → its figures of this group depend on their settings
        # a figure's stated settings (baseline aside), for the same-document test of setting_apart
        # done first and cheaply: one long note's figures are otherwise compared pair by pair
        # (a 1 MB note: 1.5 M pairs through setting_apart)
        stated = [frozenset((k, v) for k, v in c.conditions if k != "baseline") for c in claims]
        # (a setting that names a setup: not a column, a statistic, a release or a time alone —
        # CC201's no_setup_alone, as _same_known_conditions reads it; "TTFT p99" on 3,000 lines
        # of one log were 4.5 M pairs walked to be found apart one by one: trial 46, r23)
        known = [bool({k for k, _ in s} - pairing.no_setup_alone - {"column"}) for s in stated]
        # = setting_apart's "one document's figures without the same stated settings", as an
        # index (claimcheck/checks/pairs.py): the pairs that fail it are never visited
        capped = set()  # pairs of documents a finding was left out of (the cap reached)
        # figures alike in value, bounds, qualifier and conditions agree: never a pair (issue 18)
        figures = [(c.norm_value, c.low, c.high, c.qualifier, c.conditions) for c in claims]
        rivals: dict[int, set] = defaultdict(set)  # figure → the other documents it was reported against
        by_file: dict[str, list[Claim]] = defaultdict(list)  # (_states reads one document's figures)
        for c in claims:
            by_file[c.file].append(c)
        over: set = set()  # figures whose further conflicts were left out (counted once each)
        for i, j in value_pairs(claims, stated, known, same_doc, figures):
            if max_rivals is not None and claims[i].file != claims[j].file:
                # a figure is reported against at most max_rivals other documents (all the pairs
                # with those, so the best counterpart in each is still chosen below)
                full = {k for k, other in ((i, claims[j].file), (j, claims[i].file))
                        if len(rivals[k]) >= max_rivals and other not in rivals[k]}
                if full:
                    # (agree only when the count can still change: a flood of notes asked it once per
                    # pair, 0.94 M times for 1,500 notes, benchmarks/flood_bench.py)
                    if full - over and not agree(claims[i], claims[j], approx):
                        ctx.capped[rule.code] += len(full - over)  # reported against enough other documents
                        over |= full
                    continue
            a, b = claims[i], claims[j]
            docs = (a.file, b.file) if a.file <= b.file else (b.file, a.file)
            if docs in capped:
                continue
            if pairing.setting_apart(a, b):
                continue
            if metric in slip_only and not _size_slip(a, b, pairing.written_slip_digits):
                continue  # "7B" / "70B" name two models; "24B" / "2.4B" is a slip
            if relative and not _relative_comparable(a, b, metric in pairing.implicit, pairing.must_match,
                                                     pairing.setup_keys) \
                    and not _written_slip(a, b, pairing.written_slip_digits) and not _opposite(a, b):
                continue  # a ratio is only comparable with one over the same baseline
            # (strict: two whole figures whose rounding intervals only touch are two statements —
            # "4× faster" and "5× faster" under the same settings meet at 4.5, yet no writer of 4.5
            # writes one as 4× and the other as 5×; a fresh-user trial, session 28)
            if agree(a, b, approx, strict=True) and not ranges_differ(a, b, approx):
                continue
            if pairing.written_alike(a, b):
                continue
            values = (fmt_decimal(a.norm_value), fmt_decimal(b.norm_value))
            if (docs, values) in reported or (docs, values[::-1]) in reported:
                continue
            if a.file != b.file and (_states(by_file[a.file], a.file, b, approx, a) or
                                     _states(by_file[b.file], b.file, a, approx, b)) \
                    and not _unit_slip(a, b):
                continue  # each source also gives the other's value: two settings, not a contradiction
            if a.file != b.file and (_setting_dependent(claims, a, b, varies) or _setting_dependent(claims, b, a, varies)) and \
                    not slip_factor(abs(float(a.norm_value)), abs(float(b.norm_value))) and \
                    not _written_slip(a, b, pairing.written_slip_digits):
                continue  # a figure with no setting against a document whose figures depend on theirs
            if emitted[docs] >= max_per_group:
                capped.add(docs)  # a finding beyond the cap: said in the run's summary, not reported
                ctx.capped[rule.code] += 1
                continue
            reported.add((docs, values))
            emitted[docs] += 1
            if a.file != b.file:
                rivals[i].add(b.file)
                rivals[j].add(a.file)
            found.append((a, b, False))
    excluded = excluded | slip_only  # the other readings never pair model sizes
    found.extend(_reversed_pairs(ctx, pairing, excluded))
    found.extend(_condition_slips({k: v for k, v in groups.items() if k[1] not in slip_only}, pairing, approx,
                                  pairing.condition_slip_digits))
    found.extend(_credited_elsewhere(ctx, pairing, excluded, approx, pairing.condition_slip_digits))
    found.extend(_percent_as_multiple(ctx, pairing, excluded, approx))
    # a figure of an unnamed system ("Each H800 node delivers ~73.7k tokens/s … DeepSeek-V3"):
    # its model stands for it when the same figure is quoted under another phase or scope
    found.extend(_condition_slips(_model_groups(ctx, excluded), pairing, approx, pairing.condition_slip_digits,
                                  unnamed=True))
    inputs = _input_order(ctx)  # (once: it walks every document; it was once per finding, issue 18)
    supported: dict[str, int] = {}
    # of two documents' figures that disagree, one that this many other documents repeat is no
    # outlier: the finding leads with the other, when none repeats it (CC201 ``outlier_support``; 0: off)
    outlier_support = int(rule.parameters.get("outlier_support", 1))

    def support(c: Claim) -> int:
        """How many other documents state ``c``'s figure (same subject, metric and unit, agreeing
        value, no setting against it); memoised per claim."""
        if c.id not in supported:
            own = {k: v for k, v in c.conditions if k != "baseline"}
            supported[c.id] = len({x.file for x in groups.get((c.subject, c.metric, c.norm_unit, is_relative(c)), ())
                                   if x.file != c.file and agree(x, c, approx)
                                   and settings_agree({k: v for k, v in x.conditions if k != "baseline"}, own, ())})
        return supported[c.id]
    found = [(*_newer_first(a, b, ctx.own_ids, inputs), rev) for a, b, rev in found]
    # one finding per claim and rival document: the best-matching counterpart of the claim that
    # leads (the input's, or the file named first: the draft of ``check DRAFT SOURCES…``)
    order = sorted(range(len(found)), key=lambda i: pairing.rank(found[i][0], found[i][1]))
    taken, keep = set(), set()
    for i in order:
        first, second, _ = found[i]
        key = (first.id, second.file if first.file != second.file else second.id)
        if key not in taken:
            taken.add(key)
            keep.add(i)
    for i, (first, second, rev) in enumerate(found):
        if i not in keep:
            continue
        x, y = abs(float(first.norm_value)), abs(float(second.norm_value))
        credited = rev[1] if isinstance(rev, tuple) and rev[0] == "credited" else None
        percent_read = isinstance(rev, tuple) and rev[0] == "percent"
        if rev is True:
            y = 1 / y if y else y
        slip = slip_factor(x, y)
        if not slip and rev is False and _written_slip(first, second, pairing.written_slip_digits):
            # "2.4%" for "24%": the written figures moved by a power of ten (their changes did not)
            slip = slip_factor(abs(float(first.value.replace(",", ""))), abs(float(second.value.replace(",", ""))))
        if not rev and first.file != second.file and ctx.own_ids is None and inputs.get(first.file) != 0 and \
                outlier_support > 0 and support(first) >= outlier_support and support(second) == 0:
            # the finding leads with the outlier: a figure another document repeats is not the one
            # to fix (fresh-user trial 46, r18: an RFP's 21,400 tok/s against 18,400 in the notes was
            # reported at a note's line) — unless it is the draft's, the file named first (``check
            # DRAFT SOURCES…``: findings stay on the draft)
            first, second, x, y = second, first, y, x
        if slip and not rev and _atypical_side(second, ctx) and not _atypical_side(first, ctx):
            # the finding leads with the slip: of two figures a power of ten apart, the one
            # outside its metric's typical range ("ITL 31 s" against a table's 31 ms; trial 45 r13)
            first, second, x, y = second, first, y, x
        gap = max(x, y) / max(min(x, y), 1e-12)
        ca = {k: v for k, v in first.conditions if k != "baseline"}
        cb = {k: v for k, v in second.conditions if k != "baseline"}
        # unknown conditions lower confidence (DESIGN.md §4): a figure with settings
        # against one without, or with other settings, is reported at info level; so is
        # a gap of an order of magnitude or more that is no decimal slip (a cluster
        # against one GPU, per-rank against total)
        weak = (ca != cb and not _one_run(ca, cb, full_setup, pairing.no_setup_alone, unsaid)) or (gap >= setup_gap and not slip)
        if first.value == second.value and first.unit and second.unit and first.unit != second.unit and \
                (slip or len(re.sub(r"\D", "", first.value or "")) >= pairing.written_slip_digits):
            # the same digits under units a power of ten apart ("38 µs" / "38 ms") are a unit
            # slip whatever settings each side states (a fresh-user trial, session 28: reported low);
            # so are ``written_slip_digits`` or more digits under units of another ratio ("2,400 tok/min" / "2,400
            # tok/s", 60×; fresh-user trial 37: reported low, and --fail-on medium passed it)
            weak = False
        values = {
            "subject": first.subject, "metric": first.metric,
            "value": fmt_value(first, ctx.resources.metrics), "other_value": fmt_value(second, ctx.resources.metrics),
            "surface": first.surface, "other_surface": second.surface,
            "location": _where(first), "other_location": _where(second),
            "source": _src(first), "other_source": _src(second),
        }
        key = rev if isinstance(rev, str) else None
        unit_slip = not slip and not rev and first.value == second.value and first.unit != second.unit and not weak
        note = ("credited" if credited else "percent_multiple" if percent_read else "condition" if key
                else "reversed" if rev else "opposite" if _opposite(first, second) else ("slip" if slip else
                                                                                         "unit" if unit_slip else None))
        for lang in ("en", "zh"):
            template = (notes.get(note) or {}).get(lang, "") if note else ""
            values[f"slip_{lang}"] = (template.replace("{factor}", str(slip or "")).replace("{key}", key or "")
                                      .replace("{first}", str(first.unit if unit_slip else first.conditions_dict.get(key or "", "-")))
                                      .replace("{second}", str(second.unit if unit_slip else second.conditions_dict.get(key or "", "-")))
                                      .replace("{other}", str(credited.subject if credited else ""))
                                      .replace("{there}", _where(credited) if credited else ""))
        # a figure under another scope or phase is a wrong quote (its own severity); under
        # another setting it may also be a frame that read the setting from a neighbouring
        # clause, so it is worth a look (info)
        if key:
            severity = None if key in pairing.must_match else "info"
        elif credited or percent_read:
            severity = None  # the very figure stands for another system there: a swap, whatever the settings
        else:
            severity = "info" if weak else None
        yield Draft([first, second], values, large=gap >= large_factor and not weak and not rev,
                    severity=severity)
    yield from _release_day_conflicts(ctx)


def _release_days(claims: Iterable[Claim]) -> Iterator[tuple[Claim, str]]:
    """(date claim, version) of each release day of ``claims``: a date of metric ``release_date``,
    day-precise, no promise, a result, whose sentence names exactly one version of its subject
    ("SGLang 0.6 was released on 2026-09-18", "vLLM 0.14.0 已于 2026-11-25 发布")."""
    claims = list(claims)
    versions: dict[tuple, set[str]] = defaultdict(set)
    for c in claims:
        if c.kind == "version" and c.subject:
            versions[(c.file, c.line, c.text, c.subject)].add(str(c.value))
    for c in claims:
        if c.kind != "date" or c.metric != "release_date" or not c.subject or "precision=day" not in c.flags \
                or c.has_flag("promise") or c.role != "result":
            continue
        named = versions.get((c.file, c.line, c.text, c.subject), set())
        if len(named) == 1:
            yield c, next(iter(named))


def _release_day_conflicts(ctx: CheckContext) -> Iterator[Draft]:
    """One release given two days: "SGLang 0.6 was released on 2026-09-18" in one document and
    "… on 2026-09-25" in another (a fresh-user trial, session 28).  A release date (metric
    ``release_date``, day-precise, not a promise) is keyed by its subject and the one version of
    that subject its sentence names; two lines giving one key two days make one finding per pair
    of documents (dates are no numbers: the value pairing above leaves them out).

    Yields: :class:`Draft` (the newer document's date first, as for the values)."""
    by_release: dict[tuple[str, str], list[Claim]] = defaultdict(list)
    for c, version in _release_days(ctx.claims):
        by_release[(c.subject, version)].append(c)
    inputs = _input_order(ctx)
    for (subject, version), claims in by_release.items():
        seen = set()
        for i, a in enumerate(claims):
            for b in claims[i + 1:]:
                docs = tuple(sorted((a.file, b.file)))
                if (a.file, a.line) == (b.file, b.line) or str(a.value) == str(b.value) or docs in seen:
                    continue  # (one line naming two days is a range or a plan and its change)
                seen.add(docs)
                first, second = _newer_first(a, b, ctx.own_ids, inputs)
                yield Draft([first, second], {
                    "subject": f"{subject} {version}", "metric": first.metric,
                    "value": str(first.value), "other_value": str(second.value),
                    "surface": first.surface, "other_surface": second.surface,
                    "location": _where(first), "other_location": _where(second),
                    "source": _src(first), "other_source": _src(second), "slip_en": "", "slip_zh": "",
                })


def _significant_digits(c: Claim) -> int:
    """Significant digits written in a claim's value (``22,282`` → 5, ``1.49`` → 3, ``0.05`` → 1)."""
    digits = re.sub(r"\D", "", c.value.split("e")[0].split("E")[0]).lstrip("0")
    return len(digits)


def _written_slip(a: Claim, b: Claim, min_digits: int = 2) -> bool:
    """The two figures are written with the same digits, ``min_digits`` or more (rule parameter
    ``written_slip_digits``), and differ by a power of
    ten ("2.4%" / "24%", "1.5x" / "15x") in different documents with no baseline on either side
    and no setting that tells them apart: a decimal point that moved while the figure was copied,
    worth comparing even when neither states a setup."""
    if a.file == b.file or a.baseline or b.baseline or _hedged(a) or _hedged(b):
        return False
    da = re.sub(r"\D", "", a.value).lstrip("0")
    db = re.sub(r"\D", "", b.value).lstrip("0")
    if len(da) < min_digits or da.rstrip("0") != db.rstrip("0"):
        return False
    x, y = abs(float(a.norm_value)), abs(float(b.norm_value))
    wa, wb = float(a.value.replace(",", "")) if _num(a.value) else None, float(b.value.replace(",", "")) if _num(b.value) else None
    return bool(wa and wb and slip_factor(abs(wa), abs(wb))) and x != y


def _fullest_statements(claims: list[Claim]) -> list[Claim]:
    """``claims`` without the restatements: a figure a document also states, with the same value
    and more settings ("22.3k output tokens per second" in a conclusion, "… per node" in the
    summary), stands for its barer copies, which would otherwise pair with figures of other
    settings."""
    by_value = defaultdict(list)
    for c in claims:
        by_value[(c.file, c.norm_value, c.low, c.high)].append(c)
    keep = []
    for c in claims:
        mine = set(c.conditions)
        if not any(o is not c and mine < set(o.conditions) for o in by_value[(c.file, c.norm_value, c.low, c.high)]):
            keep.append(c)
    return keep


def _derived_by_prefix(word: str, other: str, prefixes: tuple[str, ...]) -> bool:
    """One name is the other with a word-forming prefix opening one of its capitalised parts
    (CC205's ``derived_prefixes``: "TensorDeserializer" is "TensorSerializer" with "De",
    "UnpackedTensor" / "PackedTensor"), or with that part's prefix swapped for another
    ("JSONDecodeError" / "JSONEncodeError", batch-14 orjson.md; "Decrypt" / "Encrypt"): a
    word and its derivative or its opposite name two things.

    Args:
        word, other: the two names; prefixes: the folded prefixes.
    Returns:
        True when both names read the same once one prefix (or none) is taken from the start of
        the same capitalised part of each, the stem left being at least 3 letters.
    """
    mine, theirs = _prefix_stems(word, prefixes), _prefix_stems(other, prefixes)
    return any(theirs.get(key, prefix) != prefix for key, prefix in mine.items())


def _prefix_stems(name: str, prefixes: tuple[str, ...]) -> dict[tuple[str, str], str]:
    """The ways ``name`` reads as a head, a prefix opening one of its capitalised parts, and a
    stem of at least 3 letters: {(head, stem): prefix}, folded, the prefix "" for the part as it
    stands (a helper of :func:`_derived_by_prefix`: two names with one (head, stem) under
    different prefixes are derived)."""
    keys = {}
    for m in re.finditer(r"[A-Z]", name):
        at = m.start()
        for prefix in ("", *prefixes):
            stem = name[at + len(prefix):].casefold()
            if name[at:at + len(prefix)].casefold() == prefix and re.match(r"[a-z]{3}", stem):
                keys[(name[:at].casefold(), stem)] = prefix
    return keys


def _size_slip(a: Claim, b: Claim, min_digits: int) -> bool:
    """A written slip (:func:`_written_slip`) between two single figures whose significant
    digits — trailing zeros aside — are ``min_digits`` or more: "24B" / "2.4B" is a moved
    decimal point, "7B" / "70B" are two models of one family, and a range ("7B - 65B")
    lists a family's sizes.  (Two sizes of one family with two such digits — "1.3B" /
    "13B" under one subject — would be reported: none on the real corpora.)"""
    if is_range(a) or is_range(b):
        return False
    significant = re.sub(r"\D", "", a.value).strip("0")
    return len(significant) >= max(min_digits, 2) and _written_slip(a, b, min_digits)


def _unit_slip(a: Claim, b: Claim) -> bool:
    """The same number written with units a power of ten apart ("5 ms" / "~5us", "4 万" /
    "4K"): a unit prefix slipped while copying, never two settings of one measurement."""
    if a.file == b.file or not (_num(a.value) and _num(b.value)) or a.unit == b.unit:
        return False
    if Decimal(a.value.replace(",", "")) != Decimal(b.value.replace(",", "")):
        return False
    return slip_factor(abs(float(a.norm_value)), abs(float(b.norm_value))) is not None


def _opposite(a: Claim, b: Claim) -> bool:
    """One figure written alike as a change in opposite directions in two documents, under
    the same (or no) baseline: "1.4x slowdown" quoted as "1.4x 加速" — a sign flipped while
    copying, worth comparing even when neither states a setup."""
    if a.file == b.file or {a.direction, b.direction} != {"up", "down"} or _hedged(a) or _hedged(b):
        return False
    if (a.baseline or b.baseline) and not (a.baseline and b.baseline and _same_name(a.baseline, b.baseline)):
        return False
    return a.value.replace(",", "") == b.value.replace(",", "") and conditions_compatible(a, b)


def _num(text: str) -> bool:
    return bool(re.fullmatch(r"[+\-]?[\d,]*\.?\d+", text or ""))


def _credited_elsewhere(ctx: CheckContext, pairing: _Pairing, excluded: set, approx: Decimal,
                        min_digits: int) -> list:
    """Figures credited to the wrong system: (a, b2, ("credited", b)) each, where ``a`` gives
    system A the very figure ``b`` gives system B in another document — written alike to
    ``min_digits`` or more significant digits (rule parameter ``condition_slip_digits``), so no
    coincidence — and ``b``'s document gives A another figure ``b2`` under ``b``'s settings
    ("vLLM 4281.51 tok/s" in a draft; "| SGLang | 4281.51 |" and "| vLLM | 4132.37 |" in the
    source: two systems' figures swapped, issue 15).  ``a`` is a claim of the input under
    check when an index supplies the rest."""
    by_value = defaultdict(list)
    by_doc = defaultdict(list)
    for c in ctx.numeric():
        if not (c.subject and c.metric and c.kind != "count" and c.metric not in excluded and not _is_delta(c)
                and c.role == "result" and not c.baseline):
            continue
        by_doc[(c.file, c.metric, c.norm_unit)].append(c)
        if not _hedged(c) and _significant_digits(c) >= min_digits:
            by_value[(c.metric, c.norm_unit, c.norm_value)].append(c)
    order = _input_order(ctx)
    out = []
    for claims in by_value.values():
        start, end = run_bounds(claims)
        for i, a in enumerate(claims):
            if pairing.ctx.own_ids is not None and a.id not in pairing.ctx.own_ids:
                continue
            for b in itertools.chain(claims[:start[i]], claims[end[i]:]):  # a's document's run never pairs
                if b.subject == a.subject:
                    continue  # one system's own figure (the common case: a plain test before same_name)
                if pairing.ctx.own_ids is None and order.get(a.file, 0) > order.get(b.file, 0):
                    continue  # the file named first is the quote (as the findings lead with it)
                if b.file == a.file or _same_name(a.subject, b.subject) or not conditions_compatible(a, b):
                    continue
                setting = {k: v for k, v in b.conditions if k != "column"}
                rivals = [c for c in by_doc[(b.file, b.metric, b.norm_unit)]
                          if _same_name(c.subject, a.subject) and {k: v for k, v in c.conditions if k != "column"} == setting
                          and conditions_compatible(a, c)]
                if rivals and not any(agree(a, c, approx) for c in rivals):
                    out.append((a, rivals[0], ("credited", b)))
    return out


def _percent_as_multiple(ctx: CheckContext, pairing: _Pairing, excluded: set, approx: Decimal) -> list:
    """A percentage quoted as a multiple, or a multiple as a percentage: (a, b, ("percent", None))
    each, where ``a`` writes "N 倍" / "N×" and ``b`` in another document writes "N%" (or the
    reverse) for one metric under equal scope and phase — the same digits, the other unit
    ("up to 60% higher output throughput" quoted as "输出吞吐最多提升 60 倍", issue 15).  The
    two are paired when one cites the other's document by URL
    (:meth:`~claimcheck.checks.context.CheckContext.cites`: the quote names its source), or
    when they name one subject and either write one baseline (or none) or the figure has
    ``condition_slip_digits`` significant digits; a document that also states the multiple
    itself is not misquoted."""
    multiples, percents = [], []
    for c in ctx.numeric():
        if c.metric is None or c.metric in excluded or c.role != "result" or _hedged_bound(c):
            continue
        try:
            written = Decimal(c.value.replace(",", ""))
        except ArithmeticError:
            continue
        if written < 2:
            continue  # "1 倍" / "1%": too little to tell a slip
        if c.kind == "ratio" and "%" not in c.surface:
            multiples.append((c, written))
        elif c.kind == "percent" and c.direction != "down":
            percents.append((c, written))
    by_written = defaultdict(list)
    for b, m in percents:
        by_written[(m, b.metric)].append(b)
    out = []
    for a, n in multiples:
        for b in by_written.get((n, a.metric), ()):
            if a.file == b.file:
                continue
            if pairing.ctx.own_ids is not None and a.id not in pairing.ctx.own_ids and b.id not in pairing.ctx.own_ids:
                continue
            da, db = a.conditions_dict, b.conditions_dict
            if any(da.get(k) != db.get(k) for k in pairing.must_match) or not conditions_compatible(a, b):
                continue
            cited = ctx.cites(a, b.file) or ctx.cites(b, a.file)
            if not (cited or _same_name(a.subject or "", b.subject or "") and a.subject):
                continue
            if not cited and a.baseline != b.baseline and \
                    min(_significant_digits(a), _significant_digits(b)) < pairing.condition_slip_digits:
                # one subject but other baselines ("24 倍 over HF Transformers" / an object cache's
                # "+24%"): short figures coincide too easily; the quote must cite its source
                continue
            if any(c.file == b.file and c.kind == "ratio" and agree(c, a, approx) for c, _ in multiples):
                continue  # the source gives the multiple too
            if not cited and any(c.file == a.file and c.baseline and c.baseline != b.baseline and agree(c, a, approx)
                                 for c, _ in multiples):
                continue  # the quote's document gives the multiple over another baseline elsewhere (its own figure)
            out.append((a, b, ("percent", None)))
    return out


def _hedged_bound(c: Claim) -> bool:
    """A bound other than "up to" (``>``, ``>=``, ``<``: "> 2x", "至少 3 倍"); "up to 60%"
    (``<=``) still states its figure."""
    return (c.qualifier or "=") in (">", ">=", "<")


def _model_groups(ctx: CheckContext, excluded: set) -> dict:
    """Results of one model, metric, unit and kind (relative or absolute), keyed as the subject
    groups of :func:`value_conflict` are, for pairs where a side names no system."""
    groups = defaultdict(list)
    models: dict[str, bool] = {}
    for c in ctx.numeric():
        model = c.conditions_dict.get("model")
        if model is None and c.subject and ctx.entities is not None:
            # a figure whose subject is the model itself ("Llama3-70B … 1.8x slowdown"): no system named
            if c.subject not in models:
                found = ctx.entities.mentions(c.subject, discover=False)
                models[c.subject] = len(found) == 1 and found[0].type == "model" and \
                    found[0].end - found[0].start >= len(c.subject.strip())
            model = c.subject if models[c.subject] else None
        if model and c.metric and c.kind != "count" and c.metric not in excluded and not _is_delta(c) \
                and c.role == "result":
            groups[(fold_name(model), c.metric, c.norm_unit, is_relative(c))].append(c)
    return groups


def _condition_slips(groups: dict, pairing: _Pairing, approx: Decimal, min_digits: int,
                     unnamed: bool = False) -> list:
    """One figure that two documents state under different values of one condition: (a, b, key)
    each.  Reported when the figure is written to ``min_digits`` or more significant digits
    and the condition is a ``must_match`` one ("22,282 tokens/s per node" quoted as per GPU, a
    prefill figure quoted as decode: a coincidence of three digits is unlikely), or when the
    other document also gives another figure under this document's value of the condition
    (the source: 13x with prefix caching, up to 30x without; the draft: 13x without) —
    a figure quoted under the wrong setting (issue 15).

    ``unnamed``: the groups are keyed by model (:func:`_model_groups`); a pair counts only when
    a side names no system (pairs that both name one are the subject groups' work) and only
    through a ``must_match`` condition.  Both sides may be approximate with one qualifier
    ("约 73.7k" / "~73.7k"): the quote keeps the source's hedge."""
    out = []
    for claims in groups.values():
        _start, end = run_bounds(claims)
        # figures under the same settings differ in none of them: never a slip, never visited
        others = OtherKeys([frozenset((k, v) for k, v in c.conditions if k not in ("baseline", "column"))
                            for c in claims]).places
        for i, a in enumerate(claims):
            for b in (claims[j] for j in others(i, end[i])):  # a's document's figures next to it never pair
                if a.file == b.file:
                    continue
                if unnamed and _names_a_system(a) and _names_a_system(b):
                    continue
                if pairing.ctx.own_ids is not None and a.id not in pairing.ctx.own_ids and b.id not in pairing.ctx.own_ids:
                    continue
                da, db = a.conditions_dict, b.conditions_dict
                differ = [k for k in sorted(da.keys() & db.keys()) if k not in ("baseline", "column")
                          and pairing.canon(k, da[k]) != pairing.canon(k, db[k]) and not _same_name(da[k], db[k])]
                if len(differ) != 1:
                    continue  # several settings differ: another experiment, not a slip
                if _narrows(da[differ[0]], db[differ[0]]):
                    continue  # "Vicuna" / "Vicuna-7B": one setting named less precisely, not another
                key = differ[0]
                if not conditions_compatible(a, b, ignore=("baseline", key)):
                    continue
                if (a.baseline or b.baseline) and not _relative_comparable(a, b, False, pairing.must_match):
                    continue
                if not agree(a, b, Decimal(0), strict=True):
                    continue
                digits = min(_significant_digits(a), _significant_digits(b))
                if key in pairing.must_match and digits >= min_digits and \
                        (a.qualifier or "=") == (b.qualifier or "=") and (a.qualifier or "=") in ("=", "≈", "~"):
                    out.append((a, b, key))  # three digits alike under another phase or scope
                elif _hedged(a) or _hedged(b):
                    continue  # "约 2.5x" or "up to 13x" states no exact figure to have slipped
                elif unnamed:
                    # a figure of no named system is a slip only when the two documents swap two
                    # figures: each gives the other's figure under its own value of the setting
                    # ("ShareGPT 1.8x, CNN/DailyMail 1.4x" for "ShareGPT 1.4x, CNN/DailyMail 1.8x")
                    if _other_setting_stated(claims, b, a, key, approx) and _other_setting_stated(claims, a, b, key, approx):
                        out.append((a, b, key))
                elif _other_setting_stated(claims, b, a, key, approx) or _other_setting_stated(claims, a, b, key, approx):
                    out.append((a, b, key))
    return out


def _narrows(a: str, b: str) -> bool:
    """One condition value names the other more precisely (:func:`name_refines` with family
    members: "Vicuna" / "Vicuna-7B-v1.3", "H100" / "H100 SXM"); numbers never (tp 1 / tp 16)."""
    a, b = str(a), str(b)
    return bool(re.search(r"[A-Za-z]", a) and re.search(r"[A-Za-z]", b)) and \
        (name_refines(a, b, members=True) or name_refines(b, a, members=True))


def _names_a_system(c: Claim) -> bool:
    """A figure of a model group (:func:`_model_groups`) that names a system beside its model
    (its subject is not the model itself)."""
    return c.subject is not None and "model" in c.conditions_dict


def _other_setting_stated(claims: list, source: Claim, quote: Claim, key: str, approx: Decimal) -> bool:
    """``source``'s document gives another figure under ``quote``'s value of ``key`` (and
    otherwise compatible settings) — and not ``quote``'s figure."""
    want = quote.conditions_dict.get(key)
    others = [c for c in claims if c.file == source.file and c is not source
              and c.conditions_dict.get(key) == want and conditions_compatible(c, quote)]
    return bool(others) and not any(agree(c, quote, approx) and not _hedged(c) for c in others)


def _hedged(c: Claim) -> bool:
    """An approximate value or a bound ("约 2.5x", "up to 30x", ">= 4,100"): no exact figure."""
    return (c.qualifier or "=") != "="


def _reversed_pairs(ctx: CheckContext, pairing: _Pairing, excluded: set) -> list:
    """Pairs of relative figures written from the two ends ("A 13× faster than B" / "B 13×
    faster than A") whose ratios are no reciprocals: (a, b, True) each."""
    by_metric = defaultdict(list)
    for c in ctx.numeric():
        if c.subject and c.metric and c.baseline and is_relative(c) and c.role == "result" \
                and c.metric not in excluded:
            by_metric[c.metric].append(c)
    out = []

    def ends_swapped(x: tuple, y: tuple) -> bool:  # (subject, baseline) of two figures
        return _same_name(x[0], y[1]) and _same_name(x[1], y[0])

    for claims in by_metric.values():
        # the name test reads only the two figures' subject and baseline: asked once per two
        # distinct (subject, baseline) whose names may name each other (their loose folds
        # prefix one another), and a figure meets only those it passes (issue 18)
        keys = [(c.subject, c.baseline) for c in claims]
        for i, j in keyed_pairs(keys, ends_swapped, swapped_candidates(keys, _fold)):
            a, b = claims[i], claims[j]
            if pairing.setting_apart(a, b) or agree_inverse(a, b, pairing.approx):
                continue
            if not agree(a, b, pairing.approx) and shared_conditions(a, b, ignore=("baseline", "column")) == 0:
                continue  # neither the one figure written from both ends nor one setup: two studies
            out.append((a, b, True))
    return out


def _toggles(text: str, patterns: list) -> frozenset:
    """The feature toggles a sentence names ("with no mtp", "开启mtp"), folded (case and spacing)."""
    return frozenset(re.sub(r"\s+", " ", m.group(0).strip()).casefold() for p in patterns for m in p.finditer(text))


# -- CC202 basis-mismatch ------------------------------------------------------
def _period_mismatch(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """Two counts set side by side in one sentence that are counted over different periods: each
    has a period word within ``reach`` characters after it ("约 52 万次（pepy 周统计），HoloViews 约
    68 万次（pypistats 月统计），两者已在同一量级": a week's downloads against a month's; held-out set
    30), the two periods differ, and the sentence compares them (``comparison_words``).

    Args: ctx; spec: CC202's ``period_basis`` ({periods: {name: [words]}, comparison_words, reach}).
    Yields: one draft (variant ``period``) per such pair, the later figure first."""
    periods = {str(name): [str(w) for w in words or ()] for name, words in (spec.get("periods") or {}).items()}
    compared = [str(w) for w in spec.get("comparison_words") or ()]
    if not periods or not compared:
        return
    reach = int(spec.get("reach", 16))
    word_of = {w.casefold(): name for name, words in periods.items() for w in words}
    period = re.compile("|".join(re.escape(w) for w in sorted(word_of, key=len, reverse=True)), re.IGNORECASE)
    comparison = re.compile("|".join(re.escape(w) for w in sorted(compared, key=len, reverse=True)), re.IGNORECASE)
    groups: dict[tuple, list[Claim]] = defaultdict(list)
    for c in ctx.claims:
        if c.kind in ("count", "quantity") and c.norm_value is not None and not c.has_flag("table_cell"):
            groups[(c.file, c.line, c.text)].append(c)
    for (file, line_no, _), claims in groups.items():
        if len(claims) < 2:
            continue
        line = ctx.line_text(file, line_no)
        found = []
        for c in sorted(claims, key=lambda c: c.column):
            after = line[c.end_column - 1:c.end_column - 1 + reach]
            after = re.split(r"[，,。；;]", after, maxsplit=1)[0]
            m = period.search(after)
            if m is not None:
                found.append((c, word_of[m.group(0).casefold()], m.group(0)))
        for (a, pa, wa), (b, pb, wb) in zip(found, found[1:]):
            if pa == pb or a.norm_unit != b.norm_unit or not comparison.search(line, b.end_column - 1):
                continue
            yield Draft([b, a], {"variant": "period", "subject": b.subject or a.subject or "-",
                                 "surface": b.surface, "period": wb, "other_surface": a.surface, "other_period": wa,
                                 "location": _where(b), "other_location": _where(a)})


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
            ``cross_document_keep_tiers``, ``derive_window_lines``, ``report_different_baselines``,
            ``cross_document_needs_shared_setup`` (a pair across documents states at least one
            setting alike — model, chip, TP … — unless the relative figure is a repost's),
            ``cross_document_needs_citation`` (and one side cites the other's document by URL).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per relative value without a baseline beside an
        absolute one, and per pair of differing baselines.
    """
    yield from _period_mismatch(ctx, rule.parameters.get("period_basis") or {})
    metrics = ctx.resources.metrics
    cross_severity = rule.parameters.get("cross_document_severity")
    keep_tiers = set(rule.parameters.get("cross_document_keep_tiers") or ())
    window = int(rule.parameters.get("derive_window_lines", 3))
    different_baselines = bool(rule.parameters.get("report_different_baselines", False))
    needs_setup = bool(rule.parameters.get("cross_document_needs_shared_setup", False))
    needs_citation = bool(rule.parameters.get("cross_document_needs_citation", False))
    toggles = [re.compile(str(t)) for t in rule.parameters.get("toggle_baseline_patterns") or ()]

    def toggled(r: Claim) -> bool:
        """A setting turned on or off before ``r`` in its clause states its baseline (the setup without it)."""
        text = r.text or ""
        at = text.find(r.surface)
        if at < 0 or not toggles:
            return False
        start = max(text.rfind(p, 0, at) for p in "。；;.!?！？\n") + 1
        return any(t.search(text, start, at) for t in toggles)
    by_subject = defaultdict(list)
    absolutes_near = defaultdict(list)  # (file, section) → absolute figures in line order
    for c in ctx.numeric():
        if not is_relative(c) and c.norm_unit not in ("percent", "count"):
            absolutes_near[(c.file, c.section)].append(c)
        if c.subject and c.metric in metrics and c.role == "result":
            by_subject[(c.subject, metrics[c.metric].family)].append(c)

    near_lines: dict[tuple, list[int]] = {}
    sentence_settings = SentenceSettings(ctx.numeric())
    resolved = source_names((c for group in by_subject.values() for c in group),
                            ctx.resources.sources.get("back_reference_nouns") or ())

    def derivable(r: Claim) -> bool:
        if ctx.in_table_row(r):
            # a ratio in a table is over the table's own baseline (a row, or the method a
            # leaderboard states above it): checked within the table (CC105), not against
            # other sources' absolute figures — judged from the claim alone, so an index that
            # holds the table's claims but not its other cells judges it alike
            return True
        # the figures of its section within `window` lines (a bisect: a large document's
        # sections hold thousands of figures, one scan per relative figure was quadratic)
        lines = near_lines.get((r.file, r.section))
        if lines is None:
            group = absolutes_near.get((r.file, r.section), [])
            group.sort(key=lambda a: a.line)
            lines = near_lines[(r.file, r.section)] = [a.line for a in group]
        group = absolutes_near.get((r.file, r.section), [])
        near = group[bisect.bisect_left(lines, r.line - window):bisect.bisect_right(lines, r.line + window)]
        return ratio_follows(r, near) or ratio_of_written_numbers(r)

    for (subject, family), claims in by_subject.items():
        relative = [c for c in claims if is_relative(c)]
        # an absolute figure has a unit ("4" alone in a table cell is no tok/s)
        absolute = [c for c in claims if not is_relative(c) and c.norm_unit
                    and c.norm_unit not in ("percent", "count", "dimensionless")]
        done_values = set()
        names = {id(c): resolved[id(c)] for c in claims}  # other_source of every pair, worked out once
        if relative and absolute:
            # the relative figures of each value, and the absolute ones indexed by what makes two
            # figures of one document two sources (pairs.AbsoluteIndex: pair by pair, one large
            # note was quadratic, issue 18)
            by_value = defaultdict(list)
            for x in relative:
                if not x.baseline and not toggled(x):
                    by_value[fmt_decimal(x.norm_value)].append(x)
            index = AbsoluteIndex(absolute, names)

            def across(x: Claim, a: Claim) -> bool:
                return x.source.tier in keep_tiers or (
                    (not needs_setup or shared_conditions(x, a, ignore=("baseline", "column")) > 0)
                    and (not needs_citation or ctx.cites(x, a.file) or ctx.cites(a, x.file)))

            for r in relative:
                if r.baseline or toggled(r):
                    continue
                key = fmt_decimal(r.norm_value)
                if key in done_values:
                    continue
                done_values.add(key)  # (a value without a pair has none the next time either)
                same = [x for x in by_value[key] if not derivable(x)]
                # one speaker giving both figures reports one result two ways ("22,282 tok/s, a 9x
                # improvement"; a blog's "up to 60%" and its table of tok/s); only figures from
                # different sources clash (another document, another attribution); reported at the
                # copy nearest to an absolute figure
                # a pair that states one setting two ways (model Llama-3-8B / Qwen3-4B) is two
                # measurements, not one result missing its baseline; the settings of a relative
                # figure are those its sentence states for its other figures too ("在 Llama-3-8B
                # 上 2.37x，即吞吐提升 237%，内存减少 67.7%": the 67.7% is Llama-3-8B's; held-out
                # set 8)
                # two named sources quoted in one note are two documents quoted: a relative
                # figure that states a setup of its own (a Spec-Bench 2.19x on an RTX 3090) is a
                # measurement with its context, paired with another source's absolute figure only
                # when they share a setting, as across documents (held-out set 3 once field lines
                # took their section's source); a bare "加速 85%" still pairs, and a repost always
                # a relative figure from a primary source (the paper, which states its baseline)
                # beside an absolute one the note gives unattributed is the note's writer quoting
                # the paper and adding a measurement, not a second source's number on another
                # basis (a fresh-user trial, session 27: "DSpark 最高加速 3×（来源：DSpark 论文）" /
                # "DSpark 单请求解码 85 tok/s"); the seed's CSDN "85% 加速" still pairs
                best = index.nearest_pair(same, across, admits=lambda x, a: settings_compatible(
                    sentence_settings, x, a) and not (
                    x.file == a.file and x.source.tier == "primary" and not names[id(a)]) and (
                    x.file != a.file or not needs_setup or x.source.tier in keep_tiers
                    or a.source.tier in keep_tiers or not _states_setup(x)
                    or shared_conditions(x, a, ignore=("baseline", "column")) > 0))
                if best is None:
                    continue
                rel, ab = best
                conds = ", ".join(f"{k}={v}" for k, v in ab.conditions if k != "baseline") or "-"
                yield Draft([rel, ab] + [x for x in same if x is not rel],
                            severity=cross_severity if (cross_severity and rel.file != ab.file
                                                        and rel.source.tier not in keep_tiers) else None, values={
                    "subject": subject, "metric": rel.metric, "other_metric": ab.metric,
                    "surface": rel.surface, "other_surface": ab.surface,
                    "value": fmt_value(rel, ctx.resources.metrics), "other_value": fmt_value(ab, ctx.resources.metrics),
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
                    "value": fmt_value(b, ctx.resources.metrics), "other_value": fmt_value(a, ctx.resources.metrics),
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
            (``rules/checks/CC203-version-conflict.yaml``); parameters read: ``window_days``,
            ``package_affixes`` (:func:`_package_projects`).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per pair of different "latest" versions (the
        older first).
    """
    window = int(rule.parameters.get("window_days", 14))
    reported: set = set()  # (subject, (older value, newer value)) pairs already reported
    latest = defaultdict(list)
    projects = _package_projects(ctx.claims, rule.parameters.get("package_affixes") or {})
    for c in ctx.claims:
        if c.kind == "version" and c.subject and c.has_flag("latest"):
            key = software_key(c.subject)
            latest[projects.get(key, key)].append(c)
    dating = _LatestDates(ctx.claims)
    for claims in latest.values():
        subject = claims[0].subject
        seen = set()
        # one claim per (version, date): a repeated statement adds no pair (keeps this quadratic
        # in distinct versions, not in mentions)
        reps: dict = {}
        for c in claims:
            reps.setdefault((release_key(c.value), dating.span(c)), c)
        claims = list(reps.values())
        for i, a in enumerate(claims):
            for b in claims[i + 1:]:
                if release_key(a.value) == release_key(b.value):
                    continue
                if not dating.within(a, b, window):
                    continue
                newer, older = (a, b) if release_key(a.value) > release_key(b.value) else (b, a)
                if dating.released_after(newer, older):
                    continue
                key = tuple(sorted((a.value, b.value)))
                if key in seen:
                    continue
                seen.add(key)
                newer, older = (a, b) if release_key(a.value) > release_key(b.value) else (b, a)
                yield Draft([older, newer], {
                    "subject": subject, "value": older.value, "other_value": newer.value,
                    "surface": older.surface, "other_surface": newer.surface,
                    "location": _where(older), "other_location": _where(newer),
                    "window_days": str(window),
                })
        reported.update((subject, key) for key in seen)
    yield from _latest_behind_a_release(ctx, latest, reported, projects, rule.parameters.get("pre_release_words") or ())


class _LatestDates:
    """When a "latest" claim was made: the time its own sentence dates it to — the first date
    written in it before the claim that is no release date nor a promise ("2025 年 3 月时最新版本为 vLLM
    0.8", "截至 2026-01，SGLang 最新版本为 0.4.9", "[2025/03] vLLM 最新版本 0.8.3"; a fresh-user
    trial, session 32), as the span of days it covers — else its source's date, else its
    document's (one day each).

    Args: claims: the run's claims (the date claims give the lines' dates).
    """

    def __init__(self, claims) -> None:
        #: (file, line) → [(column, first day, day after the last, sentence)] of the line's dates
        #: that are no promise ("业务预计 2027 Q1 流量翻倍。当前最新版 vLLM 为 0.12.0": the forecast's
        #: quarter dates no statement; a fresh-user trial, session 39)
        self._lines: dict[tuple[str, int], list[tuple[int, dt.date, dt.date, str]]] = defaultdict(list)
        #: (file, line) → [(column, day, sentence)] of the line's release dates ("0.14.0（2026-11-25 发布）")
        self._releases: dict[tuple[str, int], list[tuple[int, dt.date, str]]] = defaultdict(list)
        for c in claims:
            if c.kind == "date" and c.metric == "date" and not c.has_flag("promise"):
                low, high = _date(c.low), _date(c.high)
                if low and high:
                    self._lines[(c.file, c.line)].append((c.column, low, high, c.text))
            elif c.kind == "date" and c.metric == "release_date" and not c.has_flag("promise") and _date(c.low):
                self._releases[(c.file, c.line)].append((c.column, _date(c.low), c.text))

    def released_after(self, newer: Claim, older: Claim) -> bool:
        """The newer version's sentence dates its release, right after it ("vLLM 当前最新版为 0.14.0
        （2026-11-25 发布）"), after every day the older claim speaks of: the older one was the
        latest when it was written (fresh-user trial 49, r20: a report of 11-20 calling 0.13.1 the
        latest was set against 0.14.0, released 11-25)."""
        old = self.span(older)
        if old is None:
            return False
        day = next((d for col, d, text in self._releases.get((newer.file, newer.line), ())
                    if col > newer.column and text == newer.text), None)
        return day is not None and day > old[1]

    def span(self, c: Claim) -> tuple[dt.date, dt.date] | None:
        """(first day, last day) the claim ``c`` speaks of, or None when nothing dates it."""
        line = next((d for d in self._lines.get((c.file, c.line), ()) if d[0] < c.column and d[3] == c.text), None)
        if line is not None:
            return line[1], line[2] - dt.timedelta(days=1)
        day = _date(c.source.date or c.doc_date)
        return (day, day) if day else None

    def within(self, a: Claim, b: Claim, window: int) -> bool:
        """True unless both claims are dated and may be more than ``window`` days apart (a
        month or a year written on the line spans its days: two statements of one month may be
        weeks apart)."""
        sa, sb = self.span(a), self.span(b)
        if sa is None or sb is None:
            return True
        return max(abs((sb[1] - sa[0]).days), abs((sa[1] - sb[0]).days)) <= window


def _package_projects(claims, affixes: dict) -> dict[str, str]:
    """Package names that name a project the inputs write by its own name: software key (see
    :func:`software_key`) → the project's key, for a versioned package name that is a project's
    name with one of CC203's ``package_affixes`` (``suffixes`` after a hyphen, ``prefixes``
    before one: "camel-ai" of CAMEL, "warp-lang" of Warp, "pyro-ppl" of Pyro; held-out set 23),
    when some version claim's subject spells the project's name with a capital (a project's
    name, not another lower-case package: PyPI's "dotenv" is no "python-dotenv").

    Args: claims: the run's claims; affixes: {"suffixes": [str], "prefixes": [str]}.
    Returns: {package key: project key}; empty without affixes."""
    suffixes = tuple(str(a).casefold() for a in affixes.get("suffixes") or ())
    prefixes = tuple(str(a).casefold() for a in affixes.get("prefixes") or ())
    if not suffixes and not prefixes:
        return {}
    keys, named = set(), set()
    for c in claims:
        if c.kind == "version" and c.subject:
            key = software_key(c.subject)
            keys.add(key)
            if any(ch.isupper() for ch in c.subject):
                named.add(key)
    out = {}
    for key in keys:
        head, _, tail = key.rpartition("-")
        if head and tail in suffixes and head in named:
            out[key] = head
            continue
        head, _, tail = key.partition("-")
        if tail and head in prefixes and tail in named:
            out[key] = tail
    return out


def _latest_behind_a_release(ctx: CheckContext, latest: dict, reported: set,
                             projects: dict | None = None, pre_release_words=()) -> Iterator[Draft]:
    """A version called the latest while the inputs say a newer one of the same software was
    already released by then ("当前最新版为 v0.12.2" beside "2026/04 新闻：v0.12.3 已发布"; held-out
    set 6 P021): the release (flag ``confirmation``) is dated no later than the "latest" claim.
    A claim's date is the first date written on its line before it (a news item's), else its
    source's, else its document's (a date after it on its line is another clause's: "当前版本是
    0.9 …，支持矩阵最后更新于 2026/02/02"; held-out set 9); undated claims compare only within one
    document.  One finding per "latest" claim, against the newest such release (variant
    ``released``).  A release is a version said to be released (flag ``confirmation``) or one
    whose README or PyPI page the text quotes (flag ``published``, grammar.yaml
    ``published_versions``), or one a version table of the same document lists as run (flag
    ``listed``: "| Brian2 | 2.11.0 |" under "| 软件 | 版本 |" against "当前最新版 Brian2（2.9.0）";
    held-out set 35; a pre-release, "0.11.0rc1", is none: ``pre_release_words``).  ``projects``: :func:`_package_projects`' package → project keys,
    the keys ``latest`` is grouped by."""
    pre = _pre_release_pattern(pre_release_words)
    released = defaultdict(list)
    line_dates: dict[tuple[str, int], tuple[int, str]] = {}  # (file, line) → (column, date) of its first date
    for c in ctx.claims:
        if c.kind == "date" and c.value and (c.file, c.line) not in line_dates:
            line_dates[(c.file, c.line)] = (c.column, str(c.value))
        if c.kind == "version" and c.subject and (c.has_flag("confirmation") or c.has_flag("published")
                                                  or (c.has_flag("listed") and not (pre and pre.search(c.value or "")))):
            key = software_key(c.subject)
            released[(projects or {}).get(key, key)].append(c)

    # a release day its own sentence gives a version, after it too: "vLLM 0.14.0 was released on
    # 2026-11-25", "vLLM 0.14.0 已于 2026-11-25 发布", "vLLM 0.14.0 (released 2026-11-25)" (a
    # sentence naming one version of the subject; fresh-user trial 47, r07: dated by its document)
    release_days = {(c.file, c.line, c.text, c.subject): str(c.value) for c, _ in _release_days(ctx.claims)}

    def when(c: Claim):
        own = release_days.get((c.file, c.line, c.text, c.subject)) if c.kind == "version" else None
        if own is not None:
            return _date(own)
        column, text = line_dates.get((c.file, c.line), (0, None))
        if column > c.column:
            text = None
        text = text or c.source.date or c.doc_date
        m = re.fullmatch(r"(\d{4})-(\d{2})", str(text or ""))
        return dt.date(int(m.group(1)), int(m.group(2)), 1) if m else _date(text)  # a news item's month
    for software, claims in latest.items():
        subject = claims[0].subject
        # the releases newest first, each version's key computed once; one finding per
        # version called the latest (a note that repeats it says it once)
        keys: dict[str, tuple] = {}

        def vkey(value: str) -> tuple:
            got = keys.get(value)
            if got is None:
                got = keys[value] = release_key(value)
            return got
        # a release said in words ("v0.12.3 已发布") before one only quoted (a README's version)
        releases = sorted(((vkey(r.value), r) for r in released.get(software, ())),
                          key=lambda kr: (kr[1].has_flag("confirmation"), kr[0]), reverse=True)
        done = set()
        for a in claims:
            key = vkey(a.value)
            if key in done or not any(k > key for k, _ in releases):
                continue
            da = when(a)
            r = next((r for k, r in releases if k > key and (subject, tuple(sorted((a.value, r.value)))) not in reported
                      and (r.file == a.file or not r.has_flag("listed") or r.has_flag("confirmation") or r.has_flag("published"))
                      and ((da and when(r) and when(r) <= da) or ((not da or not when(r)) and r.file == a.file))), None)
            if r is None:
                continue
            done.add(key)
            yield Draft([a, r], {
                "subject": subject, "value": a.value, "other_value": r.value, "surface": a.surface,
                "other_surface": r.surface, "location": _where(a), "other_location": _where(r),
                "window_days": "0", "variant": "released",
            })


def _pre_release_pattern(words) -> re.Pattern | None:
    """A version that is a pre-release or a development build: one of ``words`` (CC203's
    ``pre_release_words``, PEP 440's pre- and dev-release segments and their spelled forms) after
    its numbers ("0.11.0rc1", "2.0.0-beta", "0.7.0.dev3"); None without words."""
    if not words:
        return None
    alt = "|".join(re.escape(str(w)) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?i)\d[.\-_+]?(?:{alt})\d*(?:[.\-_+]\w+)?$")


def software_key(subject: str) -> str:
    """The name ``subject`` of a versioned software as two of its spellings share it: lower case,
    each run of ``-``, ``_`` and ``.`` one ``-`` — the name normalisation of Python package
    indexes (PEP 503: "Scalene" and "scalene", "flash_attn" and "flash-attn" are one project;
    held-out set 14: a README's "scalene 2.4.0" against "Scalene 目前最新是 1.5.51")."""
    return re.sub(r"[-_.]+", "-", subject).lower()


# -- CC204 weak-provenance ------------------------------------------------------
def weak_provenance(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A subject+metric whose figures rest only on tertiary (optionally unknown) sources,
    with no primary link anywhere in the corpus.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC204 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC204-weak-provenance.yaml``); parameters read: ``weak_tiers``,
            ``counts_from`` (counts of at least this many are figures a source must back).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per subject and metric resting on weak sources
        only (those claims); at info severity when no weak claim names its source or cites a
        link (:func:`~claimcheck.checks.context.named_source`: the tier was guessed from
        nothing, issue 14).
    """
    weak_tiers = set(rule.parameters.get("weak_tiers", ["tertiary"]))
    sources = getattr(ctx.resources, "sources", None) or {}
    words = sources.get("own_channel_words") or ()
    platforms = ((sources.get("tiers") or {}).get("tertiary") or {}).get("domains") or ()
    own = {ex.document.path: own_channels(ex.document.text, words, sources.get("generic_path_parts") or (),
                                          platforms)
           for ex in ctx.extracts} if words else {}
    groups = defaultdict(list)
    # a count this large measures a capacity or a population ("能扛 5,000 个并发连接"; held-out set
    # 20), which a source has to back; a smaller one lists things
    counts_from = Decimal(str(rule.parameters.get("counts_from") or 0))
    counts = [c for c in ctx.claims if counts_from and c.kind == "count" and c.norm_value is not None
              and c.norm_value >= counts_from and not c.has_flag("requirement")]
    for c in itertools.chain(ctx.numeric(), counts):
        # a model's size written with its name ("Llama 3.1 70B") names the model; it rests on
        # no repost (held-out set 6: "Llama 3.1 parameters: 70B rests only on …")
        if c.has_flag("model_size"):
            continue
        if not (c.subject and c.metric):
            # a figure of no known subject or metric stands alone, when its own sentence names the
            # weak source it rests on ("年均风速取 7.9 m/s（来自某风电爱好者论坛帖子的估算值）";
            # held-out set 33): grouped by itself, never with another figure
            if c.source.tier not in weak_tiers or not named_source(c) or c.kind == "count":
                continue
            groups[(c.subject or "-", c.metric or "-", c.file, c.line, c.column)].append(c)
            continue
        channels = own.get(c.file)
        if channels and c.source.urls and all(in_channels(u, channels) for u in c.source.urls):
            continue  # a post of the document's own channel: its authors' official blog
        groups[(c.subject, c.metric)].append(c)
    for (subject, metric, *_), claims in groups.items():
        weak = [c for c in claims if c.source.tier in weak_tiers and not c.source.primary_link]
        # a figure of a better source backs the weak figures it agrees with; one of another value
        # (a team's own 18,600 tok/s beside a vendor slide's 21,000) backs none of them (fresh-user
        # trial 49, r27: adding a chat that measured 18,600 silenced the slide's finding)
        backers = [c for c in claims if c.source.primary_link or c.source.tier not in weak_tiers | {"unknown"}]
        weak = [c for c in weak if not any(_backs(b, c) for b in backers)]
        if not weak:
            continue
        # a tier with no evidence behind it (no attribution naming a source, no link: a table
        # cell whose words happen to match a source keyword) is a guess, worth info at most
        guessed = not any(named_source(c) or c.source.urls or c.source.ids for c in weak)
        first = weak[0]
        yield Draft(weak, severity="info" if guessed else None, values={
            "subject": subject, "metric": metric, "surface": first.surface,
            "value": fmt_value(first, ctx.resources.metrics), "location": _where(first),
            # the source named, else the words of its tier its sentence says ("screenshot, Twitter":
            # fresh-user trial 45, r16 named the file the chat was exported to), else the document
            # the figure stands in ("tertiary（tertiary）" said nothing)
            "source": first.source.attribution if named_source(first) else _tier_words(ctx, first) or Path(first.file).name,
            "tier": first.source.tier, "count": str(len(weak)),
        })


def _backs(backer: Claim, weak: Claim) -> bool:
    """Whether ``backer`` (a figure of a better source) backs ``weak`` for CC204: both of one
    normalised unit with readings that overlap (:func:`~claimcheck.checks.context.agree`), or
    either of no value to compare (a figure the better source gives in another unit or kind is
    taken to back it, as before: no finding where the two cannot be set side by side)."""
    if backer.norm_value is None or weak.norm_value is None or backer.norm_unit != weak.norm_unit \
            or backer.kind != weak.kind:
        return True
    return agree(backer, weak)


def _translation_drift(ctx: CheckContext, spec: dict, twins: set[tuple[str, int]] | None = None) -> Iterator[Draft]:
    """A line and its translation on the next line that give other figures: "SLA: TTFT p99 ≤ 800
    ms; we currently measure TTFT p99 615 ms." over "SLA：TTFT p99 不超过 800 ms；当前实测 TTFT p99 为
    651 ms。" (fresh-user trial 45: a bilingual FAQ's lines drift apart; two figures of one
    document otherwise need stated settings to be compared).

    Two adjacent lines are twins when one is Chinese (at least ``spec['min_han']`` Han characters,
    at least one per ``spec['latin_per_han']`` Latin letters) and the other English (no Han character, at least
    ``spec['min_latin']`` letters), and they give the same number of figures (quantities,
    percentages, multiples), of the same normalised units (a percentage any percentage) in the same order; with two or more
    figures at least one pair must agree, with one the lines must name a system alike (a word
    of three letters or more with a capital or digit in both: "DeepSeek-V3").  Each pair that no
    reading of the two makes equal (:func:`~claimcheck.checks.context.intervals`) is reported,
    CC201 variant ``translation``.  Figures of one kind are paired in the order that makes the
    most pairs agree (:func:`_translation_order`).  ``twins``, when given, receives (file, first
    line) of every pair of lines compared here, which the other pairings of CC201 leave alone.
    Yields: :class:`~claimcheck.checks.context.Draft`."""
    min_han, min_latin = int(spec.get("min_han", 6)), int(spec.get("min_latin", 15))
    per_han = int(spec.get("latin_per_han", 3))
    if not spec:
        return
    by_line: dict[tuple[str, int], list[Claim]] = defaultdict(list)
    for c in ctx.numeric():
        # (a setting is no figure of the pair: "在 128K 输入下" is one, "At 128K input" a condition)
        if c.kind in ("quantity", "percent", "ratio") and c.norm_value is not None and not c.has_flag("table") \
                and not c.has_flag("role=setting"):
            by_line[(c.file, c.line)].append(c)

    def language(text: str) -> str | None:
        han = len(re.findall(r"[\u4e00-\u9fff]", text))
        latin = len(re.findall(r"[A-Za-z]", text))
        if han >= min_han and per_han * han >= latin:
            return "zh"
        return "en" if han == 0 and latin >= min_latin else None

    def names(text: str) -> set[str]:
        return {w for w in re.findall(r"(?<![\w-])[A-Za-z][\w.-]*[A-Z0-9][\w.-]*|(?<![\w-])[A-Z][\w.-]{2,}", text)
                if len(w) >= 3}

    for (file, line), first in sorted(by_line.items()):
        second = by_line.get((file, line + 1))
        if not second:
            continue
        a_text, b_text = ctx.line_text(file, line), ctx.line_text(file, line + 1)
        langs = {language(a_text), language(b_text)}
        if langs != {"zh", "en"}:
            continue
        first, second = sorted(first, key=lambda c: c.column), sorted(second, key=lambda c: c.column)
        kinds_a, kinds_b = [_figure_kind(c) for c in first], [_figure_kind(c) for c in second]
        if len(first) != len(second) or sorted(kinds_a) != sorted(kinds_b):
            continue
        if kinds_a != kinds_b:
            # a translation may reorder its figures ("3,720 tok/s … at 128K context" / "128K 上下文下达到
            # 3,270 tok/s"; fresh-user trial 49, r01): paired by kind when each kind is written once
            if len(set(kinds_a)) != len(kinds_a):
                continue
            second = [next(c for c in second if _figure_kind(c) == k) for k in kinds_a]
        second = _translation_order(first, second, kinds_a)
        same = [_figures_agree(x, y) for x, y in zip(first, second)]
        if (len(first) >= 2 and not any(same)) or (len(first) == 1 and not (names(a_text) & names(b_text))):
            continue
        if twins is not None:
            twins.add((file, line))
        if all(same):
            continue
        for x, y, agree in zip(first, second, same):
            if agree:
                continue
            yield Draft([y, x], {
                "subject": y.subject or x.subject or "-", "metric": y.metric or x.metric or "-",
                "surface": y.surface, "other_surface": x.surface,
                "value": fmt_value(y, ctx.resources.metrics), "other_value": fmt_value(x, ctx.resources.metrics),
                "location": _where(y), "other_location": _where(x),
                "source": _src(y), "other_source": _src(x), "slip_en": "", "slip_zh": "", "variant": "translation"})


def _figures_agree(x: Claim, y: Claim) -> bool:
    """True when figures ``x`` and ``y`` are written alike (one number, one unit: "18.0%" and
    "18.0%", whatever each language's change word made of it; fresh-user trial 51, r01) or some
    reading of one equals some reading of the other (their
    :func:`~claimcheck.checks.context.intervals` overlap)."""
    if x.value is not None and x.unit is not None and (x.value or "").replace(",", "") == (y.value or "").replace(",", "") \
            and x.unit == y.unit and x.low == y.low and x.high == y.high:
        return True
    return any(lo <= hi2 and lo2 <= hi for lo, hi in intervals(x) for lo2, hi2 in intervals(y))


#: figures of one kind on a line beyond which a translation's order is taken as written (permutations grow as n!)
_MAX_REORDERED = 5


def _translation_order(first: list[Claim], second: list[Claim], kinds: list[str]) -> list[Claim]:
    """``second`` (a line's translation's figures, paired by position with ``first``, whose kinds
    are ``kinds``) reordered within each kind so that the most pairs agree, the order written
    kept on a tie: a translation may swap two figures of one unit ("21,000 vs 16,800 tok/s" over
    "16,800 对 21,000 tok/s"; fresh-user trial 50, r03).  A kind written more than
    ``_MAX_REORDERED`` times keeps the order written.  Returns: a new list of the same claims."""
    out = list(second)
    for kind in dict.fromkeys(kinds):
        at = [i for i, k in enumerate(kinds) if k == kind]
        if len(at) < 2 or len(at) > _MAX_REORDERED:
            continue
        best, best_agree = None, -1
        for order in itertools.permutations(at):  # the identity first: a tie keeps the order written
            agree = sum(_figures_agree(first[i], second[j]) for i, j in zip(at, order))
            if agree > best_agree:
                best, best_agree = order, agree
        for i, j in zip(at, best):
            out[i] = second[j]
    return out


def _figure_kind(c: Claim) -> str:
    """What a figure is for pairing it with its translation: a quantity's normalised unit, else its kind."""
    return c.norm_unit or "" if c.kind == "quantity" else c.kind


def _tier_words(ctx: CheckContext, c: Claim, most: int = 3) -> str:
    """The words of ``c``'s source tier (rules/sources.yaml ``tiers.<tier>.keywords``) its sentence
    holds, in text order and at most ``most`` ("screenshot, Twitter"), quoted as written; "" when none."""
    spec = (ctx.resources.sources.get("tiers") or {}).get(c.source.tier) or {}
    words = [str(w) for w in (*(spec.get("keywords") or ()), *(spec.get("keywords_exact") or ()))]
    text = c.text or ""
    found: list[tuple[int, str]] = []
    for w in words:
        m = re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", text, 0 if w in (spec.get("keywords_exact") or ()) else re.IGNORECASE)
        if m and not any(a <= m.start() < a + len(x) or m.start() <= a < m.end() for a, x in found):
            found.append((m.start(), m.group(0)))
    return ", ".join(x for _, x in sorted(found)[:most])


# -- CC205 name-variant ---------------------------------------------------------
#: a capitalised name, dotted and hyphenated parts included (``Llama-3.1-8B``, not ``Llama-3``)
#: inline code in Markdown (`x`, ``x``) and reStructuredText (``x``): what stands in it is code, whose
#: identifiers are copied, not typed — a spell checker leaves it alone (Vale's default
#: ``IgnoredScopes: code``), and so does CC205 for a word written only there
_CODE_SPAN = re.compile(r"(`+)(?!`)(.+?)(?<!`)\1(?!`)")
#: a name candidate: a capitalised word, or one whose capitals start after one or two lower-case
#: letters ("vLLM", "eBPF": a fresh-user trial, session 33, wrote "vLMM" and was not told)
#: a name as CC205 collects them: a capital, or one or two lower-case letters before a capital ("vLLM"),
#: or a short lower-case prefix and an underscore before a capitalised word ("cx_Freeze"; held-out set
#: 30: "cx_Freze" went unseen) — not an all-caps identifier ("VLLM_USE_V1")
_CAPWORD = re.compile(r"(?<![A-Za-z0-9\-.])(?<![A-Za-z0-9]_)(?:[a-z]{1,3}_(?=[A-Z][a-z]))?(?:[A-Z]|[a-z]{1,2}(?=[A-Z]))[A-Za-z0-9]*"
                      r"(?:[-.][A-Za-z0-9]+)*(?![A-Za-z0-9_]|[-.][A-Za-z0-9])")



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
            ``max_all_caps_letters``, ``slip_min_letters``, ``paper_hosts``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per misspelt name (no claims; its first mention
        as an extra location).
    """
    entities = ctx.entities
    ratio = float(rule.parameters.get("frequency_ratio", ctx.resources.fuzzy["frequency_ratio"]))
    max_caps = int(rule.parameters.get("max_all_caps_letters", 6))
    slip_min_letters = int(rule.parameters.get("slip_min_letters", 3))
    unlike_case_letters = int(rule.parameters.get("unlike_case_letters", 0))
    spellings = [(str(a), str(b), str(after)) for a, b, after in rule.parameters.get("spelling_variants") or ()]
    unlike_case_substitution = bool(rule.parameters.get("unlike_case_substitution", False))
    unlike_case_indel = bool(rule.parameters.get("unlike_case_indel", False))
    derived_prefixes = tuple(str(w).casefold() for w in rule.parameters.get("derived_prefixes") or ())
    min_score = float(ctx.resources.fuzzy["min_score"])
    two_edit_letters = int(rule.parameters.get("two_edit_min_letters", 0))
    lookalikes = frozenset(frozenset(str(pair).casefold()) for pair in rule.parameters.get("digit_letter_lookalikes") or ()) \
        if "digit_letter_lookalikes" in rule.parameters else None
    words_file = rule.parameters.get("common_words")
    common = common_words(ctx.resources.root / words_file) if words_file else frozenset()
    counts = defaultdict(int)
    first_seen = {}
    documents = defaultdict(set)
    lowercase = set()
    link_text = []
    own_links = defaultdict(set)  # a word → the link targets of the segments it stands in
    joiners = frozenset(str(w).casefold() for w in rule.parameters.get("side_by_side_joiners") or ())
    partners = defaultdict(set)  # a word → the names set beside it ("Sage/SpargeAttention", "A 和 B")
    line_targets: tuple[str, list[str]] = ("", [])  # the last line's text and its link targets
    paper_hosts = tuple(str(h).casefold() for h in rule.parameters.get("paper_hosts") or ())
    own_works = defaultdict(set)  # a word → the papers cited on the lines it stands in
    in_prose = set()  # the words written at least once outside inline code
    for ex in ctx.extracts:
        line_works: tuple[int, frozenset[str]] = (0, frozenset())  # the line and its papers
        works = frozenset()  # the papers of the line whose head name is not met yet
        line_ids = defaultdict(set)  # line → the identifiers claimed on it ("arXiv:2007.00992")
        for c in ex.claims:
            if c.kind == "identifier":
                line_ids[c.line].add(id_base(c.value))
        for seg in ex.segments:
            lowercase.update(re.findall(r"(?<![A-Za-z])[a-z][a-z\-]*(?![A-Za-z])", seg.text))
            link_text.extend(_fold(u) for u in _LINK_TARGET.findall(seg.text))
            # the links of the whole line: a table row's name and its links stand in different cells
            # (read once per line: a line of thousands of sentences was read again for each)
            line = getattr(seg, "line_text", "") or seg.text
            if line is not line_targets[0] and line != line_targets[0]:
                line_targets = (line, [_fold(u) for u in _LINK_TARGET.findall(line)])
            targets = line_targets[1]
            if paper_hosts and seg.line != line_works[0]:
                # a line's papers belong to the name that heads it ("* ReXNet - arxiv.org/…"),
                # not to every name the line mentions ("TreeSpec (arXiv:…) keeps the EAGLE-3 head")
                line_works = (seg.line, frozenset(_cited_works(line, paper_hosts)) | line_ids.get(seg.line, frozenset()))
                works = line_works[1]
            before = None  # the previous name of the segment and where it ended
            spans = [c.span() for c in _CODE_SPAN.finditer(seg.text)] if "`" in seg.text else ()
            for m in _CAPWORD.finditer(seg.text):
                word = m.group(0)
                if _FILE_SUFFIX.search(word):
                    continue  # "Star-Attention.svg", "README.md": file names
                if not spans or not any(a <= m.start() and m.end() <= b for a, b in spans):
                    in_prose.add(word)
                if before is not None and m.start() - before[1] <= _MAX_JOINER \
                        and _joiner(seg.text[before[1]:m.start()]) in joiners:
                    partners[word].add(before[0])
                    partners[before[0]].add(word)
                before = (word, m.end())
                counts[word] += 1
                documents[word].add(ex.document.path)
                own_links[word].update(targets)
                if works and not _is_common_word(word, common):
                    # the first name of the line, not a common word opening it ("Training with
                    # FastEmit … arxiv.org/abs/2010.11148"; batch 30)
                    own_works[word].update(works)
                    works = frozenset()
                first_seen.setdefault(word, (ex.document.path, seg.line, seg.offset + m.start() + 1))
    # the known names with their aliases: candidates below ("DeepSpeeed-MII" is a slip of the
    # alias DeepSpeed-MII, far from its entity's name DeepSpeed-FastGen; a fresh-user trial,
    # session 17), and, folded, the spellings no typo can be
    known_spellings = list(dict.fromkeys(n for name, ent in ctx.resources.entities.items()
                                         for n in (name, *getattr(ent, "aliases", ()))))
    known_folded = {_fold(n) for n in known_spellings}
    # linear work per word: a near miss is at most max_edits edits away, so the candidates are
    # the names an EditIndex finds within that reach (their deletion neighbourhoods meet), in
    # the order the names had, so ties resolve as when every name was compared
    max_edits = int(ctx.resources.fuzzy["max_edits"])
    folds = Counter(_fold(w) for w in counts)
    name_like = [w for w in counts if not entities.is_negative(w) and _looks_like_name(w)]
    # the discovered names a word may be a slip of (seen at least ratio times: a word is seen at
    # least once), then the known names: one index, positions ≥ discovered are known names
    frequent_enough = [w for w in name_like if counts[w] >= ratio]
    candidates = [*frequent_enough, *known_spellings]
    near = EditIndex((fold_name(w) for w in candidates), max_edits)
    discovered = len(frequent_enough)
    # names the inputs write that look like names (GPTAQ, SGLang): a word built on one of them
    # ("GPTAQConfig") is that name with a suffix
    discovered_folded = {_fold(w) for w in name_like}
    in_a_link = _in_any(link_text)
    # names a part of a name can be (Mixtral in "MixtralForCausalLM"): known names and aliases,
    # model families (entities.yaml), and the names the inputs write that look like names
    part_names = known_folded | {_fold(w) for w in ctx.resources.model_families} | discovered_folded
    done = set()
    reported: set[tuple[str, str]] = set()  # (name, "file:line") the look-alike comparison reported
    for word, count in sorted(counts.items(), key=lambda kv: first_seen[kv[0]]):
        if word in done or entities.canonical(word) or entities.is_negative(word):
            continue
        if word not in in_prose:
            continue  # only ever inline code ("``IntEnum``", "`GzipNGFile`"): an identifier copied from code
        if folds[_fold(word)] > 1 or _fold(word) in known_folded:
            continue  # "SAGEATTENTION" beside "SageAttention": the same name in another case
        if word != word.casefold() and word.casefold() in lowercase:
            # "built on top of SciPy, AstroPy, …" over "- astropy >= 3.0.4": the package's name in
            # lower case, written too (batch 46, hrv-analysis.md: AstroPy was called a slip of AntroPy)
            continue
        if _is_common_word(word, common):
            continue  # "Continuous", "Shadows", "Cohere": dictionary words starting a sentence
        if _plural_of_a_word_used(word, counts, lowercase):
            continue  # "Tensors" beside "Tensor", "Macs" beside "Mac": a plural, no misspelling
        if len(documents[word]) > 1 or in_a_link(_fold(word)):
            continue  # written as a name by more than one document, or a link's target: a name of its own
        acronym = _is_acronym(word)  # an acronym is a misspelling only of a known name (CSVDN / CSDN),
        # not of another acronym of the text (CANN / CUDA, TPS / TPU, MLX / MLC)
        found = near.near(fold_name(word))
        frequent = {} if acronym else {w: counts[w] for w in (candidates[i] for i in found if i < discovered)
                                       if w != word and counts[w] >= ratio * count}
        known = {candidates[i]: 10 ** 6 for i in found if i >= discovered}
        hit = entities.near_miss(word, {**frequent, **known})
        if not hit or _not_a_typo(word, hit[0], known_folded, lowercase, max_caps, min_score, discovered_folded,
                                  slip_min_letters):
            continue
        if _cased_otherwise(word, hit[0], unlike_case_letters):
            continue  # "LoftQ" beside "LoFTR": a letter changed and two others cased otherwise, another name
        if unlike_case_substitution and _substituted_across_case(word, hit[0]):
            continue  # "NeXML" beside "NeuML": a capital where a small letter stands, another name
        if _indel_cased_otherwise(word, hit[0], unlike_case_indel):
            continue  # "NeXML" beside "NexaML": a letter more or less and a capital moved, another name
        if _acronym_plural_of(word, hit[0]):
            continue  # "LLMs-based" beside "LLM-based": an acronym's plural inside a compound (batch-16 mineru.md)
        if _national_spelling(word, hit[0], spellings):
            continue  # "MIT-licenced" / "MIT-licensed": the British and American spellings of one word
        if _inflected_otherwise(word, hit[0]):
            continue  # "JIT-compiles" / "JIT-compiled": one word's two forms after the same name (batch-27 simsimd.md)
        if hit[0] not in known and _is_acronym(hit[0]) and not _is_acronym(word):
            continue  # "SysML" / SSML, "StarNet" / START: whoever means an acronym types its capitals
        if _parts_tell_apart(word, hit[0], hit[0] in known, part_names):
            continue  # "GraphTrainer" / GRPOTrainer, "HGNet" / HRNet, "MixtralForCausalLM" / Mistral…: other names
        if _other_names_after_one_head(word, hit[0], part_names):
            continue  # "SE-ResNeXt" / SEResNet: one head on two names the inputs write (ResNeXt, ResNet; batch 31)
        if _derived_by_prefix(word, hit[0], derived_prefixes):
            continue  # "TensorSerializer" / "TensorDeserializer": a word and its opposite, two names
        if hit[0] not in known and count >= 2 and not documents[word] & documents[hit[0]]:
            continue  # "MinMax" twice in one README, "MiniMax" only in another: a name its writer uses, no slip
        if _has_own_link(word, hit[0], own_links[word], int(rule.parameters.get("own_link_stem", 5))):
            continue  # introduced with a link of its own ("[SpargeAttention] … github.com/…/SpargeAttn"): a work
        if own_works[word] and (own_works[hit[0]] or hit[0] not in known) and not own_works[word] & own_works[hit[0]]:
            # "ReXNet - arxiv.org/abs/2007.00992" beside "ResNet - …/1512.03385": two papers, two works;
            # and a discovered name cited with no paper ("FastEmit … arxiv.org/abs/2010.11148" beside
            # another README's FastEdit; batch 30) is another work too
            continue
        if _digit_for_letter(word, hit[0], lookalikes):
            continue  # "SOSNet" / SO3Net: a digit where the other has a letter, no look-alike: two names
        if two_edit_letters and _two_edits_apart(word, hit[0], two_edit_letters):
            continue  # "MiniWoB" / MinIO, "Liang" / Lang8: two edits in a short name make another name
        if _set_side_by_side(word, hit[0], partners[word]):
            continue  # "Sage/SpargeAttention", "SageAttention 和 SpargeAttention": two names on purpose
        done.add(word)
        intended, score = hit
        file, line, column = first_seen[word]
        reported.add((word, f"{file}:{line}"))
        yield Draft([], {
            "name": word, "intended": intended, "score": f"{score:.0f}", "count": str(count),
            "location": f"{file}:{line}", "subject": intended,
        }, extra_locations=[(file, line, column, word)], subject=intended)
    # a slip the later tests find is no typo either when the writer sets it beside the name it
    # resembles ("Minari is a shortening of Minarai"; batch-41 minari.md)
    yield from _once_per_place((d for d in _slips(ctx, rule, ratio, common)
                                if not _set_side_by_side(d.values["name"], d.values["intended"],
                                                         partners[d.values["name"]])
                                and not _national_spelling(d.values["name"], d.values["intended"], spellings)),
                               reported)


def _slips(ctx: CheckContext, rule, ratio: float, common: frozenset) -> Iterator[Draft]:
    """The slips of names CC205's look-alike comparison leaves out (lower-case and plain
    capitalised names), each test turned on by its parameter (see the rule file)."""
    swap_letters = int(rule.parameters.get("digit_swap_min_letters", 0))
    if swap_letters:
        yield from _digit_swaps(ctx, swap_letters, ratio)
    pinned_letters = int(rule.parameters.get("pinned_swap_min_letters", 0))
    if pinned_letters:
        yield from _pinned_swaps(ctx, pinned_letters, ratio,
                                 int(rule.parameters.get("pinned_drop_min_letters", 0)))
    capital_letters = int(rule.parameters.get("capital_swap_min_letters", 0))
    if capital_letters:
        yield from _capital_swaps(ctx, capital_letters, ratio, common)
    lower_letters = int(rule.parameters.get("lower_slip_min_letters", 0))
    if lower_letters:
        yield from _lower_slips(ctx, lower_letters, ratio, common,
                                int(rule.parameters.get("lower_swap_min_letters", lower_letters)))
    hyphen_letters = int(rule.parameters.get("hyphen_slip_min_letters", 0))
    if hyphen_letters:
        yield from _hyphen_slips(ctx, hyphen_letters, ratio, common)


def _two_edits_apart(word: str, intended: str, min_letters: int) -> bool:
    """True when ``word`` and ``intended``, folded, are two or more edits apart (OSA distance: a
    swap of two neighbours is one edit) and the shorter has fewer than ``min_letters`` characters
    (CC205's ``two_edit_min_letters``): "MiniWoB" / MinIO, "Liang" / Lang8 (batch 30) are other
    names; a typist's slip is one edit (Damerau 1964: about 80 % of misspellings are one insertion,
    deletion, substitution or transposition), and two in a long name ("DeepSpeeed-MII") still are."""
    a, b = _fold(word), _fold(intended)
    return min(len(a), len(b)) < min_letters and OSA.distance(a, b) >= 2


def _once_per_place(drafts: Iterable[Draft], reported: set) -> Iterator[Draft]:
    """Each written name once per place: two tests that both read "pypingyin 0.55.0" as a slip (a
    pinned name one letter from "pypinyin", and a lower-case word one edit from it) make one
    finding, and a place the look-alike comparison reported already (``reported``: (name,
    "file:line")) makes none."""
    seen = set(reported)
    for draft in drafts:
        key = (draft.values["name"], draft.values["location"])
        if key not in seen:
            seen.add(key)
            yield draft


def _lower_slips(ctx: CheckContext, min_letters: int, ratio: float, common: frozenset,
                 swap_letters: int | None = None) -> Iterator[Draft]:
    """A lower-case word written once ("pypingyin", "pdfplumer") one edit (a letter inserted,
    dropped, changed, or two swapped; OSA distance 1, the first letter kept: Kukich 1992, few
    misspellings get it wrong) from a package name its document writes ``ratio`` times or more and
    as software at least once (before a version, pinned, installed or as inline code; held-out
    set 19).  Both are one run of letters of ``min_letters`` or more, of one length or ending in
    the same letter (a letter added at the end or a digit makes another name: "orjsonl", "llama3"), neither is a
    common English word or its inflection (``common``) nor the other's regular inflection, the
    word is no known name nor a part of a hyphenated name the document writes ("charset" beside
    "charset-normalizer") nor a path part of a link target it writes ("[pyandoc](https://pypi.python.org/
    pypi/pyandoc/)": a project it links to), and it is not written as software itself — unless only before a version its look-alike is
    written with too ("pypingyin 0.55.0" beside "pypinyin 0.55.0": the version is the package's).
    A shorter word, of ``swap_letters`` or more (CC205's ``lower_swap_min_letters``), is a slip only
    by two neighbouring letters swapped ("ezdfx" beside ezdxf; held-out set 32): another letter
    changed in a short name makes another name.
    Yields one :class:`Draft` per slip (as :func:`name_variant`)."""
    for ex in ctx.extracts:
        text = ex.document.text
        words = Counter(m.group() for m in _LOWER_RUN.finditer(text))
        versions: dict[str, set[str]] = defaultdict(set)  # a word → the versions written right after it
        for m in _LOWER_VERSIONED.finditer(text):
            versions[m.group(1)].add(m.group(2))
        pinned = set()  # pinned with an operator or installed ("==1.2", "pip install x"; not "x 1.2.3")
        for m in _PINNED_NAME.finditer(text):
            if m.group(2) or re.search(r"[=<>~!]", m.group(0)):
                pinned.add(m.group(1) or m.group(2))
        coded = set(_LOWER_CODE.findall(text))
        evidence = pinned | coded | set(versions)
        software = defaultdict(list)  # first letter → the software names written ratio times or more
        for w, n in words.items():
            if n >= ratio and w in evidence and w not in common:
                software[w[0]].append(w)
        if not software:
            continue
        # the parts of the hyphenated names it writes ("charset" of "charset-normalizer"): words the
        # document uses, not slips ("universal charset detection" beside chardet; batch-37 chardet.md)
        parts = {p for m in _JOINED_NAME.finditer(text) for p in re.split(r"[-_]", m.group().casefold())}
        # the names a link target of the document holds as a path part ("[pyandoc](https://pypi.python.org/
        # pypi/pyandoc/)" beside pypandoc: a project of its own it links to; batch-42 pypandoc.md)
        linked = {p for u in _LINK_TARGET.findall(text) for p in re.findall(r"[a-z]+", u.casefold())}
        shortest = min(min_letters, swap_letters or min_letters)
        for w, n in words.items():
            if n != 1 or len(w) < shortest or w in common or w in parts or w in linked or ctx.entities.canonical(w):
                continue
            if not w.isalpha() or _is_common_word(w, common):
                continue  # "python3", "llama3": a digit makes another member; "scored", "tracking": English
            for intended in software.get(w[0], ()):
                # written before a version its look-alike is written with too ("pyteomic 5.0.1" beside
                # "pyteomics 5.0.1"): one package, whatever letter it ends in (held-out set 37, R004)
                same_version = bool(versions.get(w)) and versions[w] <= versions[intended]
                if abs(len(intended) - len(w)) > 1 or (intended[-1] != w[-1] and len(intended) != len(w)
                                                       and not same_version) or \
                        not intended.isalpha() or \
                        OSA.distance(w, intended, score_cutoff=1) != 1:
                    continue  # (a letter added at the end derives a name: "orjsonl" of orjson)
                if len(w) < min_letters and not (len(w) == len(intended) and sorted(w) == sorted(intended)):
                    continue  # a short name slips only by two neighbours swapped ("ezdfx" / ezdxf)
                if _is_common_word(intended, common) or (_stems(w) & _stems(intended) and not same_version):
                    continue  # "scores" / "scored", "serializes" / "serializers": one word's two forms
                if w in pinned or w in coded or (w in versions and not versions[w] <= versions[intended]):
                    continue  # installed, quoted as code or versioned apart: a package of its own
                at = re.search(rf"(?<![\w\-./]){re.escape(w)}(?![\w\-])", text)
                if at is None:
                    continue
                line = text.count("\n", 0, at.start()) + 1
                yield _swap_draft(ex.document.path, line, at.start() - (text.rfind("\n", 0, at.start()) + 1) + 1, w,
                                  intended)
                break


def _hyphen_slips(ctx: CheckContext, min_letters: int, ratio: float, common: frozenset) -> Iterator[Draft]:
    """A lower-case hyphenated name written once in all the inputs ("ctc-forced-alinger") whose
    parts (PEP 503: "-" and "_" alike) are those of a hyphenated name the inputs write ``ratio`` times or more, and as software
    somewhere (installed, pinned, before a version or as inline code: "pip install
    ctc-forced-aligner"), but for one part one edit away (OSA distance 1, the first letter kept, of
    one length or ending in the same letter, as :func:`_lower_slips`; held-out set 20 R036).  The
    two parts are runs of letters of ``min_letters`` or more, the written one is no common English
    word (``common``: "data-from" / "data-form" are two words) and neither is the other's regular
    inflection ("sentence-transformer" / "-transformers"); the name is no known name and is not
    written as software itself.  _lower_slips reads single words only, and the capitalised
    look-alikes need a capital, so a package written in lower case with hyphens had no test.
    Yields one :class:`Draft` per slip (as :func:`name_variant`)."""
    counts: Counter = Counter()
    first: dict[str, tuple[str, str, int, str]] = {}  # name → (path, text, offset, as written)
    software: set[str] = set()
    for ex in ctx.extracts:
        text = ex.document.text
        if "-" not in text:
            continue
        for m in _HYPHEN_NAME.finditer(text):
            name = _pep503(m.group())
            counts[name] += 1
            first.setdefault(name, (ex.document.path, text, m.start(), m.group()))
        software.update(_pep503(m.group(1) or m.group(2)) for m in _PINNED_NAME.finditer(text))
        software.update(map(_pep503, _HYPHEN_CODE.findall(text)))
        software.update(_pep503(m.group(1)) for m in _HYPHEN_VERSIONED.finditer(text))
    # the software names by their other parts: (number of parts, the differing part's index, the rest)
    index: dict[tuple, list[tuple[str, str]]] = defaultdict(list)
    for name, n in counts.items():
        if n >= ratio and name in software:
            parts = name.split("-")
            for i, part in enumerate(parts):
                if len(part) >= min_letters and part.isalpha():
                    index[(len(parts), i, *parts[:i], *parts[i + 1:])].append((part, name))
    if not index:
        return
    for name, n in counts.items():
        if n != 1 or name in software or ctx.entities.canonical(name):
            continue
        parts = name.split("-")
        for i, part in enumerate(parts):
            if len(part) < min_letters or not part.isalpha() or _is_common_word(part, common):
                continue
            hit = next((intended for other, intended in index.get((len(parts), i, *parts[:i], *parts[i + 1:]), ())
                        if other[0] == part[0] and (len(other) == len(part) or other[-1] == part[-1])
                        and OSA.distance(part, other, score_cutoff=1) == 1 and not _stems(part) & _stems(other)),
                       None)
            if hit is None:
                continue
            path, text, start, written = first[name]
            line_start = text.rfind("\n", 0, start) + 1
            yield _swap_draft(path, text.count("\n", 0, start) + 1, start - line_start + 1, written, hit)
            break


#: a lower-case name of parts joined by hyphens or underscores, standing alone ("ctc-forced-aligner",
#: "ctc_forced_aligner"; no part of a path, an address or a longer name): the names _hyphen_slips compares
_HYPHEN_NAME = re.compile(r"(?<![\w\-./@:])[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+(?![\w\-]|\.\w)")
#: … quoted as inline code ("`ctc-forced-aligner`")
_HYPHEN_CODE = re.compile(r"`([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)`")
#: … right before a version ("ctc-forced-aligner 1.0.2", "| ctc-forced-aligner | 1.0.2 |")
_HYPHEN_VERSIONED = re.compile(r"(?<![\w\-./@:])([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)(?:\s?|\s*\|\s*)[vV]?\d+\.\d+(?![\w])")


def _pep503(name: str) -> str:
    """A package name as PyPI compares names (PEP 503: runs of "-", "_" and "." are one "-", case
    folded): "ctc_forced_aligner" installed is the "ctc-forced-aligner" a note writes."""
    return re.sub(r"[-_.]+", "-", name).casefold()


def _stems(word: str, min_letters: int = 4) -> set[str]:
    """``word`` and what one or two regular English endings (:data:`_INFLECTIONS`) leave of it, each
    at least ``min_letters`` letters: "serializers" → serializer, serializ, serialize, …; two forms
    of one word share one."""
    out = {word}
    for _ in range(2):
        out |= {w[:len(w) - len(end)] + add for w in out for end, add in _INFLECTIONS
                if w.endswith(end) and len(w) - len(end) + len(add) >= min_letters}
    return out


#: a name of joined words, "-" or "_" between ("charset-normalizer", "charset_normalizer")
_JOINED_NAME = re.compile(r"(?<![\w\-])[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+")
#: a lower-case run of letters and digits standing alone (no part of a path, an address or a
#: hyphenated or dotted name): the words _lower_slips compares
_LOWER_RUN = re.compile(r"(?<![\w\-./@:])[a-z][a-z0-9]{3,}(?![\w\-]|\.\w)")
#: a lower-case run right before a version ("pypinyin 0.55.0", "pdfplumber v0.11")
_LOWER_VERSIONED = re.compile(r"(?<![\w\-./@:])([a-z][a-z0-9]{3,})\s?[vV]?(\d+\.\d+(?:\.\d+)?)(?![\d.])")
#: a lower-case run quoted as inline code ("`pypinyin`")
_LOWER_CODE = re.compile(r"`([a-z][a-z0-9]{3,})`")


def _capital_swaps(ctx: CheckContext, min_letters: int, ratio: float, common: frozenset) -> Iterator[Draft]:
    """A capitalised word, or one in capitals ("NAPLAM"), written once
    ("Pydnatic") whose two neighbouring letters, swapped, give
    a name its document writes ``ratio`` times or more in any case ("pydantic"; a fresh-user trial of
    session 24): the capitalised look-alikes above compare names that have a capital inside, so a
    package written in lower case had no partner.  The word has ``min_letters`` letters or more,
    is no known name, neither it nor the name it resembles is a common English word (``common``:
    "Casual" / "causal" stay two words), and the document writes that name as software at least
    once (:func:`_software_evidence`).  A capitalised word with an inner letter dropped or doubled
    against a capitalised name written ``ratio`` times is one too (:func:`_dropped_or_doubled_capital`).
    Yields one :class:`Draft` per slip."""
    for ex in ctx.extracts:
        text = ex.document.text
        seen: dict[str, int] = {}
        for m in _CAPITAL_WORD.finditer(text):
            seen.setdefault(m.group(), m.start())
        # … and a word in capitals ("NAPLAM" beside "napalm 5.2.0"; held-out set 28), for the swap only
        for m in _UPPER_WORD.finditer(text):
            seen.setdefault(m.group(), m.start())
        frequent: dict | None = None  # built when first needed
        for word, at in seen.items():
            low = word.casefold()
            if len(word) < min_letters or low in common or ctx.entities.canonical(word):
                continue
            if len(re.findall(rf"(?<![\w\-]){re.escape(word)}(?![\w\-])", text)) != 1:
                continue
            for i in range(1, len(low) - 1):
                a, b = low[i], low[i + 1]
                if a == b:
                    continue
                intended = low[:i] + b + a + low[i + 2:]
                if intended in common:
                    continue
                written = re.findall(rf"(?<![\w\-]){re.escape(intended)}(?![\w\-])", text, re.IGNORECASE)
                if len(written) >= ratio and _software_evidence(text, intended):
                    line = text.count("\n", 0, at) + 1
                    yield _swap_draft(ex.document.path, line, at - (text.rfind("\n", 0, at) + 1) + 1, word,
                                      max(set(written), key=written.count))
                    break
            else:
                if word.isupper():
                    continue  # an acronym a letter longer or shorter than another ("HTTPS"): no slip
                if frequent is None:
                    frequent = defaultdict(list)  # (first letter, length) → capitalised words written ratio times
                    for name, n in Counter(m.group() for m in _CAPITAL_WORD.finditer(text)).items():
                        if n >= ratio and not _is_common_word(name, common):
                            frequent[name[0], len(name)].append(name)
                if _is_common_word(word, common):
                    continue  # "Sharing examples" beside "Sharding": an English word (share), no slip (batch-5 easydel.md)
                intended = _dropped_or_doubled_capital(
                    word, frequent.get((word[0], len(word) - 1), []) + frequent.get((word[0], len(word) + 1), []), text)
                if intended is not None:
                    line = text.count("\n", 0, at) + 1
                    yield _swap_draft(ex.document.path, line, at - (text.rfind("\n", 0, at) + 1) + 1, word, intended)


def _dropped_or_doubled_capital(word: str, candidates: list[str], text: str) -> str | None:
    """The capitalised name of ``candidates`` (names its document writes capitalised ``ratio`` times
    or more, no common English word, one letter longer or shorter than ``word``) that ``word``
    misses or repeats one inner letter of ("Arize Phonix" beside "Phoenix", held-out set 21), and
    that is software by the document's own evidence (:func:`_software_evidence`, or a part of a
    package name it pins: "arize-phoenix 20.26.1").  The letter is neither the first nor the last
    ("Robert" / Roberta).  None when there is none."""
    for other in candidates:
        if inner_letter_apart(word, other) is None:
            continue
        if _software_evidence(text, other) or _pinned_part(text, other):
            return other
    return None


def _pinned_part(text: str, name: str) -> bool:
    """``name`` (any case) is a whole part of a package name ``text`` pins or installs
    (:data:`_PINNED_NAME`): "Phoenix" of "arize-phoenix 20.26.1"."""
    low = name.casefold()
    return any(low in re.split(r"[-_.]", (m.group(1) or m.group(2)).casefold()) for m in _PINNED_NAME.finditer(text))


def _software_evidence(text: str, name: str) -> bool:
    """True when ``text`` writes ``name`` (any case) as software somewhere: before a version
    ("pydantic 2.14", "pydantic v2", "pydantic==2.1"), after an installer ("pip install pydantic") or
    as inline code (`` `pydantic` ``); an ordinary word ("metrics", "pipelines") is none, so its
    misspelling ("Mertics") is a spell checker's, not a name variant."""
    low = name.casefold()
    if any((m.group(1) or m.group(2)).casefold() == low for m in _PINNED_NAME.finditer(text)):
        return True  # pinned or installed, as _pinned_swaps reads a requirement
    n = re.escape(name)
    return re.search(rf"(?i)(?<![\w\-]){n}\s?[vV]?\d+\.\d|`{n}`", text) is not None


#: a capitalised word of lower-case letters ("Pydnatic"): the look-alikes with a capital inside are
#: name_variant's
_CAPITAL_WORD = re.compile(r"(?<![\w\-./`])[A-Z][a-z]{3,}(?![\w\-])")
#: a word in capitals ("NAPLAM"); as for a capitalised word, ``capital_swap_min_letters`` keeps
#: the short ones (mostly acronyms) out
_UPPER_WORD = re.compile(r"(?<![\w\-./`])[A-Z]{2,}(?![\w\-])")


def _pinned_swaps(ctx: CheckContext, min_letters: int, ratio: float, drop_min_letters: int = 0) -> Iterator[Draft]:
    """A lower-case package name in a requirement ("`fastarvo==1.13.1`", "pip install fastarvo")
    with two neighbouring letters swapped against a spelling the same document writes ``ratio``
    times or more ("fastavro"; held-out set 17): a pin is a name written to be installed, so a
    swap there is a slip, not a second package.  The name has ``min_letters`` characters or more,
    is written once in the document and is no known name.

    With ``drop_min_letters`` (CC205's ``pinned_drop_min_letters``; 0 turns it off), a letter
    dropped or doubled inside such a name is a slip too ("pip install camlot-py" beside
    "camelot-py 2.0.0"; held-out set 21), against a spelling written ``ratio`` times and pinned
    itself somewhere (:data:`_PINNED_NAME`): the letter is neither the first nor the last, and the
    hyphen- or dot-separated part it stands in has ``drop_min_letters`` letters or more in the
    longer spelling.  A changed letter is not read ("faiss-cpu" / "faiss-gpu", "scipy" / "scapy"
    are packages of their own), nor a letter added at an end ("torchx" of torch).

    Yields one :class:`Draft` per slip (as :func:`name_variant`)."""
    for ex in ctx.extracts:
        text = ex.document.text
        pinned: dict[str, int] = {}
        for m in _PINNED_NAME.finditer(text):
            name = m.group(1) or m.group(2)
            if len(name) >= min_letters and not ctx.entities.canonical(name):
                pinned.setdefault(name, m.start(1) if m.group(1) else m.start(2))
        written: Counter | None = None  # folded name → times written, counted when first needed
        for name, at in pinned.items():
            if len(re.findall(rf"(?<![\w.\-]){re.escape(name)}(?![\w\-])", text)) != 1:
                continue
            intended = None
            for i in range(len(name) - 1):
                a, b = name[i], name[i + 1]
                if a == b or not (a.isalpha() and b.isalpha()):
                    continue
                swapped = name[:i] + b + a + name[i + 2:]
                if len(re.findall(rf"(?<![\w.\-]){re.escape(swapped)}(?![\w\-])", text, re.IGNORECASE)) >= ratio:
                    intended = swapped
                    break
            if intended is None and drop_min_letters:
                if written is None:
                    written = Counter(m.group().casefold() for m in _NAME_TOKEN.finditer(text))
                intended = _dropped_or_doubled(name, written, pinned, ratio, drop_min_letters)
                if intended is not None and not _versions_after(text, name) <= _versions_after(text, intended):
                    intended = None  # "pypingyin 0.31.0" beside "pypinyin 0.55.0": a package of its own version
            if intended is not None:
                line = text.count("\n", 0, at) + 1
                yield _swap_draft(ex.document.path, line, at - (text.rfind("\n", 0, at) + 1) + 1, name, intended)


#: a lower-case package-like name standing alone (letters, digits and inner - _ .): what
#: :func:`_dropped_or_doubled` counts
_NAME_TOKEN = re.compile(r"(?<![\w.\-/@])[a-z][a-z0-9_.\-]*[a-z0-9](?![\w\-])", re.IGNORECASE)


def _dropped_or_doubled(name: str, written: Counter, pinned: dict, ratio: float, min_letters: int) -> str | None:
    """The spelling ``name`` misses or repeats one inner letter of (see :func:`_pinned_swaps`):
    written ``ratio`` times or more (``written``: folded name → count) and pinned itself
    (``pinned``); None when there is none.  Edits: one letter of ``name`` removed, or one letter
    put in, not at either end, in a part (between - _ .) of ``min_letters`` letters or more of the
    longer spelling."""
    def part_long_enough(longer: str, i: int) -> bool:
        start = max(longer.rfind(sep, 0, i) for sep in "-_.") + 1
        ends = [e for e in (longer.find(sep, i) for sep in "-_.") if e >= 0]
        part = longer[start:min(ends) if ends else len(longer)]
        return sum(ch.isalpha() for ch in part) >= min_letters

    pinned_folded = {p.casefold() for p in pinned}
    for other, n in written.items():
        if n < ratio or other not in pinned_folded:
            continue
        at = inner_letter_apart(name, other)
        if at is not None and part_long_enough(max(name, other, key=len), at):
            return other
    return None


def _versions_after(text: str, name: str) -> set[str]:
    """The versions written right after ``name`` in ``text`` ("pypinyin 0.55.0", "camelot-py==2.0.0",
    any case): a spelling written with a version its look-alike never has names a package of its
    own (as :func:`_lower_slips` reads "pypingyin 0.31.0")."""
    return set(re.findall(rf"(?i)(?<![\w\-./]){re.escape(name)}\s?(?:==|>=|~=)?\s?[vV]?(\d+\.\d+(?:\.\d+)?)(?![\d.])", text))


def inner_letter_apart(a: str, b: str) -> int | None:
    """Where the longer of ``a`` and ``b`` has one letter more than the other, inside the word:
    the same first and last character, one letter (not a digit or mark) left out between them
    ("camelot-py" / "camlot-py" → 3, "Phoenix" / "Phonix" → 3).  A letter added at an end derives
    a name ("torchx" of torch, "Roberta" of Robert): None, as for any other pair.

    Args: a, b: two names as written (compared as they are; fold them first for case).
    Returns: the 0-based index of the extra letter in the longer name, or None."""
    if abs(len(a) - len(b)) != 1 or not a or not b or a[0] != b[0] or a[-1] != b[-1]:
        return None
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    for i in range(1, len(longer) - 1):
        if longer[i].isalpha() and longer[:i] + longer[i + 1:] == shorter:
            return i
    return None


def _swap_draft(file: str, line: int, column: int, written: str, intended: str) -> Draft:
    """CC205's finding for a name ``written`` once at ``file:line:column`` with two neighbouring
    characters swapped against ``intended``, the spelling its document writes (as :func:`name_variant`)."""
    from rapidfuzz import fuzz

    # (case folded: "NAPLAM" against "napalm" scored 0)
    score = fuzz.ratio(written.casefold(), intended.casefold())
    return Draft([], {"name": written, "intended": intended, "score": f"{score:.0f}",
                      "count": "1", "location": f"{file}:{line}", "subject": intended},
                 extra_locations=[(file, line, column, written)], subject=intended)


#: a lower-case name pinned to a version ("fastavro==1.13.1", "rtoml>=0.14"), written before a
#: version of three parts ("einpos 0.8.2", held-out set 18) or installed ("pip install fastavro",
#: "uv pip install -U fastavro")
_PINNED_NAME = re.compile(r"(?<![A-Za-z0-9_.\-/])([a-z][a-z0-9_.\-]*[a-z0-9])(?:\s*(?:==|>=|<=|~=|!=)\s*\d"
                          r"|\s[vV]?\d+\.\d+\.\d+(?![\d.]))"
                          r"|\bpip3?\s+install\s+(?:(?:-U|--upgrade|-q|--user)\s+)*([a-z][a-z0-9_.\-]*[a-z0-9])(?![\w\-])")


def _digit_swaps(ctx: CheckContext, min_letters: int, ratio: float) -> Iterator[Draft]:
    """Lower-case package names that end in digits, one with two neighbouring digits swapped
    ("pybase46" beside "pybase64", held-out set 16): the rarer spelling, written once in a
    document where the other is written ``ratio`` times or more, is a slip.  The letters before
    the digits must number ``min_letters`` or more ("cu121" / "cu112" are two CUDA builds) and
    the name must not be a known name.  Yields one :class:`Draft` per slip (as :func:`name_variant`)."""
    for ex in ctx.extracts:
        counts: Counter = Counter()
        first: dict[str, tuple[int, int]] = {}
        for seg in ex.segments:
            for m in _LOWER_DIGIT_NAME.finditer(seg.text):
                if len(m.group(1)) < min_letters:
                    continue
                counts[m.group(0)] += 1
                first.setdefault(m.group(0), (seg.line, seg.offset + m.start() + 1))
        for word, count in counts.items():
            if count != 1 or ctx.entities.canonical(word):
                continue
            head = _LOWER_DIGIT_NAME.fullmatch(word)
            letters, digits = head.group(1), head.group(2)
            for i in range(len(digits) - 1):
                if digits[i] == digits[i + 1]:
                    continue
                intended = letters + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2:]
                if counts.get(intended, 0) >= ratio:
                    line, column = first[word]
                    yield _swap_draft(ex.document.path, line, column, word, intended)
                    break


#: a lower-case name ending in digits: letters (maybe joined by "-" or "_") and two digits or more
_LOWER_DIGIT_NAME = re.compile(r"(?<![A-Za-z0-9_.\-/])([a-z][a-z_\-]*[a-z])(\d{2,})(?![A-Za-z0-9_])")


#: the longest text between two names joined side by side ("``  instead of  ``")
_MAX_JOINER = 24
#: what stands around a joiner besides it: spaces, and the code and quote marks of the names on
#: either side ("``GzipNGFile`` instead of ``GzipFile``", "“A” 和 “B”")
_JOINER_MARKS = " \t`'\"“”‘’*_"
_JOINER_ARTICLE = re.compile(r"\s(?:a|an|the)$")


def _joiner(between: str) -> str:
    """The joiner of the text ``between`` two names, as CC205's ``side_by_side_joiners`` list it:
    without the spaces and the code and quote marks around it, in lower case, without an article
    before the second name ("`GzipNGFile` rather than a `GzipFile`" → "rather than")."""
    return _JOINER_ARTICLE.sub("", between.strip(_JOINER_MARKS).casefold()).rstrip(_JOINER_MARKS)


def _set_side_by_side(word: str, intended: str, partners: set[str]) -> bool:
    """``word`` stands beside ``intended`` joined by one of CC205's ``side_by_side_joiners``
    ("/", "、", "and", "vs", "和" …), written in full ("SageAttention / SpargeAttention") or as
    its first part sharing ``word``'s last capitalised parts ("Sage/SpargeAttention" is
    SageAttention and SpargeAttention; batch-12 yunchang.md): a writer who sets two names side
    by side means two things, so neither is a misspelling of the other.

    Args:
        word: the name under test; intended: the name it resembles; partners: the names
            joined to ``word`` anywhere in the inputs.
    Returns:
        True when one partner is ``intended``, or is ``intended`` without a tail ``word`` ends with.
    """
    target = _fold(intended)
    tails = [word[m.start():] for m in re.finditer(r"[A-Z]", word) if m.start() > 0]
    return any(_fold(p) == target or any(_fold(p + tail) == target for tail in tails) for p in partners)


def _in_any(texts: list[str]):
    """A test ``(part) -> bool``: ``part`` is a substring of one of ``texts`` — one search in the
    distinct texts joined by ``"\x00"`` (which a part without it cannot straddle), instead of
    one search per text (CC205 asked it of every word against every link of a long note).

    Args:
        texts: the texts (link targets, folded).
    Returns:
        the test.
    """
    joined = "\x00".join(dict.fromkeys(texts))

    def test(part: str) -> bool:
        if not texts:
            return False
        return part in joined if "\x00" not in part else any(part in t for t in texts)

    return test


#: link targets: bare URLs and Markdown link targets ("](https://cohere.com/…)")
_LINK_TARGET = re.compile(r"https?://[^\s)\]>\"'`]+|\]\([^)\s]+\)")


def _cited_works(line: str, hosts: tuple[str, ...]) -> set[str]:
    """The papers a line cites by link: each link target on one of CC205's ``paper_hosts``
    (``arxiv.org``, ``openreview.net``, ``doi.org`` …), as a key that two spellings of one
    citation share — an arXiv link as its identifier without version, the key
    :func:`~claimcheck.extraction.ids.id_base` gives a written id (``arxiv.org/pdf/2007.00992v2``
    and ``arXiv:2007.00992`` are both ``arXiv:2007.00992``), any other as host, path and query
    (OpenReview names a paper by ``?id=``), case folded, without a fragment or a trailing ``.pdf``.

    Args:
        line: the text of one line; hosts: the paper hosts, case folded.
    Returns:
        the keys (empty for a line without such links).
    """
    works = set()
    for m in _LINK_TARGET.finditer(line):
        target = m.group(0).removeprefix("](").rstrip(")")
        parts = re.match(r"(?i)(?:https?://)?(?:www\.)?([^/?#]+)([^?#]*)(\?[^#]*)?", target)
        if not parts:
            continue
        host = parts.group(1).casefold()
        path = parts.group(2).casefold().rstrip("/").removesuffix(".pdf") + (parts.group(3) or "").casefold()
        if not any(host == h or host.endswith("." + h) for h in hosts):
            continue
        arxiv = re.fullmatch(r"/(?:abs|pdf|html)/(.+)", path) if host.endswith("arxiv.org") else None
        works.add(id_base("arXiv:" + arxiv.group(1)) if arxiv else host + path)
    return works


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


def _acronym_plural_of(word: str, intended: str) -> bool:
    """``word`` is ``intended`` with a plural ``s`` after one of its acronyms ("LLMs-based" /
    "LLM-based", "GPUs-hours" / "GPU-hours"): the same words, no misspelling.  Case folded."""
    singular = re.sub(r"(?<=[A-Z]{2})s(?![a-z])", "", word)
    return singular != word and _fold(singular) == _fold(intended)


def _national_spelling(word: str, intended: str, pairs: list[tuple[str, str, str]]) -> bool:
    """``word`` and ``intended`` are one text but for one letter of a lower-case word, swapped for
    the other of a pair of CC205's ``spelling_variants`` and followed by one of the pair's letters:
    "MIT-licenced" / "MIT-licensed" (c/s before e), "GPU-optimised" / "GPU-optimized" (s/z before
    e, a or i) — the British and American spellings of one word (Oxford and Merriam-Webster list
    both), no typist's slip.

    Args:
        word: the name as written; intended: the name it resembles; pairs: (letter, letter,
            letters that may follow) per variant.
    Returns:
        True for a one-letter national variant inside a run of at least four lower-case letters."""
    if len(word) != len(intended) or not pairs:
        return False
    diff = [i for i, (x, y) in enumerate(zip(word, intended)) if x != y]
    if len(diff) != 1:
        return False
    i = diff[0]
    x, y, after = word[i], intended[i], word[i + 1:i + 2]
    run = re.search(r"[a-z]*$", word[:i]).group() + x + re.match(r"[a-z]*", word[i + 1:]).group()
    if len(run) < 4 or not after:
        return False
    return any({x, y} == {a, b} and after in follow for a, b, follow in pairs)


def _inflected_otherwise(word: str, intended: str) -> bool:
    """``word`` and ``intended`` are one text up to a last lower-case English word that each
    inflects otherwise (:data:`_INFLECTIONS`): "JIT-compiles" / "JIT-compiled", "GPU-accelerated"
    / "GPU-accelerating" — two forms of one word after the same name, no misspelling.  The part
    before is compared case folded; a stem is at least three letters."""
    a, b = re.fullmatch(r"(.*?)([a-z]+)", word), re.fullmatch(r"(.*?)([a-z]+)", intended)
    if not (a and b and a.group(1) and _fold(a.group(1)) == _fold(b.group(1))):
        return False
    return a.group(2) != b.group(2) and bool(_stems(a.group(2), 3) & _stems(b.group(2), 3))


def _is_acronym(word: str) -> bool:
    """All letters capitals (``CANN``, ``TPS``, ``CSVDN``), digits and separators aside, or an
    acronym's plural with a lower-case ``s`` (``MACs``, ``LLMs``, ``GPUs``; batch-14 onnxsim.md's
    "exact MACs" is no misspelt MacOS)."""
    letters = re.sub(r"[^A-Za-z]", "", word)
    if letters.endswith("s") and len(letters) > 2 and word.endswith("s"):
        letters = letters[:-1]
    return len(letters) > 1 and letters.isupper()


_INFLECTIONS = (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
                ("er", ""), ("er", "e"), ("est", ""), ("ly", ""), ("ness", ""), ("ment", ""))




def _plural_of_a_word_used(word: str, counts: dict, lowercase: set) -> bool:
    """A plain capitalised word that is a regular inflection (:data:`_INFLECTIONS`, the endings
    :func:`_is_common_word` strips: the plural -s/-es above all) of a word the inputs write,
    capitalised (``counts``) or in lower case (``lowercase``): "Tensors" of Tensor, "Macs" of
    Mac — read as a near miss of TensorRT or MacOS, but no misspelling."""
    if not (word[1:].islower() and word.isalpha()):
        return False
    for end, base in _INFLECTIONS:
        stem = word[:-len(end)] + base if word.endswith(end) else ""
        if len(stem) >= 3 and (stem in counts or stem.casefold() in lowercase):
            return True
    return False


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


#: the parts of a name as written: acronyms, capitalised words, lower-case words, numbers
#: ("GRPOTrainer" → GRPO, Trainer; "CPU-bound" → CPU, bound; "AGPLv3" → AGPL, v, 3)
_NAME_PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z][a-z]+|[a-z]+|\d+")


def _part_shape(part: str) -> str:
    """``caps`` (GRPO), ``plain`` (Trainer), ``lower`` (bound) or ``digits`` (3)."""
    if part.isdigit():
        return "digits"
    if part.islower():
        return "lower"
    return "caps" if part.isupper() and len(part) > 1 else "plain"


def _parts_tell_apart(word: str, intended: str, intended_known: bool, names_folded: set) -> bool:
    """Two names that share whole parts (:data:`_NAME_PART`, compared case-folded) and whose
    differing parts show they are other names, not one misspelt (README batches checked as one
    corpus: eleven such look-alikes fired at medium):

    - the differing parts are of unlike shapes — a word against an acronym ("GraphTrainer" /
      GRPOTrainer), a lower-case word against a capitalised one ("CPU-bound" / CPUBone): whoever
      means the other name types its capitals (the test :func:`~claimcheck.frames.entities.unlike_shapes`
      makes of whole names);
    - both are acronyms and ``intended`` is no known name ("HGNet" / HRNet, "OVModelForXxx" /
      ORTModelForXXX, "SS-Bench" / SCBench): an acronym is a misspelling only of a known name, as
      for whole words (CSVDN / CSDN);
    - the word's differing part is itself a name (``names_folded``: known names and aliases,
      model families, and the discovered names that look like names, folded) — "MixtralForCausalLM"
      is built on Mixtral, not a misspelt MistralForCausalLM.

    Args:
        word: the name under test; intended: the name it resembles; intended_known: ``intended``
            is a known entity; names_folded: folded names (see above).
    Returns:
        bool; False when the two share no whole part or differ in more than one part each.
    """
    a, b, shared = differing_parts(_NAME_PART.findall(word), _NAME_PART.findall(intended), str.casefold)
    if not shared or len(a) != 1 or len(b) != 1:
        return False
    (pa,), (pb,) = a, b
    sa, sb = _part_shape(pa), _part_shape(pb)
    if "digits" in (sa, sb):
        return False
    if sa != sb:
        return True
    if sa == "caps" and not intended_known:
        # … unless the acronym is the other's letters with two neighbours swapped ("NiceGIU" /
        # NiceGUI, held-out set 20): the same capitals typed in another order are a slip
        return not neighbour_swap(pa, pb)
    return len(pa) >= 4 and _fold(pa) in names_folded


def _other_names_after_one_head(word: str, intended: str, names_folded: set, min_letters: int = 4) -> bool:
    """``word`` and ``intended`` are one head joined to two different names of ``names_folded``
    (known names, model families and the names the inputs write, folded): "SE-ResNeXt" is SE on
    ResNeXt, "SEResNet" SE on ResNet — two models, not a slip (batch 31 checked with the older
    batches).  The head ends at a joint ("-", "_", " ") of either name; each remaining name has
    at least ``min_letters`` letters.

    Args: word, intended: the two names as written; names_folded: set of folded names.
    Returns: bool."""
    a, b = _fold(word), _fold(intended)
    for name in (word, intended):
        for joint in re.finditer(r"[-_ ]", name):
            head = _fold(name[:joint.start()])
            if not head or not (a.startswith(head) and b.startswith(head)):
                continue
            rest_a, rest_b = a[len(head):], b[len(head):]
            if rest_a != rest_b and min(len(rest_a), len(rest_b)) >= min_letters and \
                    rest_a in names_folded and rest_b in names_folded:
                return True
    return False


_FILE_SUFFIX = re.compile(r"\.(?:svg|png|jpe?g|gif|md|pdf|html?|py|json|ya?ml|txt|csv|sh|com|org|io|ai)$", re.IGNORECASE)


def _not_a_typo(word: str, intended: str, known_folded: set, lowercase: set, max_caps: int, min_score: float,
                written_folded: set = frozenset(), slip_min_letters: int = 3) -> bool:
    """Look-alikes that are not misspellings of ``intended``:

    - family members and versions (:func:`_same_family`), or the family of a known entity
      (``DeepSpeed`` of DeepSpeed-FastGen, ``LLaMA-2`` of Llama-3-8B);
    - a plain capitalised word also written in lower case (``Continuous`` / continuous);
    - an all-capitals word longer than ``max_caps`` letters (a shouted title word,
      ``ACCELERATING``);
    - names sharing whole parts whose differing parts are not alike (``SageAttention`` /
      ``PagedAttention``: "sage" vs "paged" scores below ``min_score``);
    - a known name, or a name the inputs write (``written_folded``, folded), with a suffix
      (``GPTAQConfig`` of GPTAQ against GPTQConfig);
    - a plain capitalised word against a name with capitals inside it (``Gupta`` / GPTAQ,
      ``Sang`` / SGLang, ``Biblatex`` / BibTeX), or an acronym against a plain name (``MUSA`` /
      Medusa): whoever means SGLang types its capitals (:func:`_shape`), so the word is a
      person's name, an acronym or a word of its own;
    - another first letter (``Zamba2`` / Jamba2, ``VPTQConfig`` / GPTQConfig): few misspellings
      get the first letter wrong (Kukich, "Techniques for automatically correcting words in
      text", ACM Computing Surveys 24(4), 1992, citing Pollock & Zamora 1983), while names of
      different things often differ there.
    """
    dropped = _letter_dropped_or_doubled(word, intended)
    if _same_family(word, intended) and not dropped and \
            not _slip_in_a_known_part(word, intended, known_folded, slip_min_letters):
        return True
    if unlike_shapes(word, intended):
        return True
    if word[:1].casefold() != intended[:1].casefold():
        return True
    if not dropped and any(f.startswith(_fold(word)) or _stem(f) == _stem(word) for f in known_folded):
        return True
    folded = _fold(word)
    if any(len(f) >= 4 and f != folded and folded.startswith(f) and not _fold(intended).startswith(f)
           for f in known_folded | written_folded):
        return True  # "GPTAQConfig": a name the inputs know (GPTAQ) with a suffix, not a misspelt GPTQConfig
    if word[1:].islower() and word.lower() in lowercase:
        return True
    letters = re.sub(r"[^A-Za-z]", "", word)
    if letters.isupper() and len(letters) > max_caps:
        return True
    return shares_parts_unlike(word, intended, min_score)


def _letter_dropped_or_doubled(word: str, intended: str, min_letters: int = 6) -> bool:
    """``word`` is ``intended`` with one letter left out ("Mooncak" / Mooncake; a fresh-user trial,
    session 32) or one letter typed twice ("Moooncake"), both a single run of letters of at least
    ``min_letters`` (case aside); the letter left out is not a final "s" (a plural: "Transformer"
    / Transformers).  Such a word looks like a prefix or a family member of the name, but a
    name's family adds a part or a version, not one letter.  A letter added that is not a double
    makes another name ("OpenAPI" / OpenAI).

    Args: word, intended: the two names as written.  Returns: bool."""
    a, b = word.casefold(), intended.casefold()
    if abs(len(a) - len(b)) != 1 or not (a.isalpha() and b.isalpha()) or min(len(a), len(b)) < min_letters:
        return False
    if len(a) < len(b):  # a letter left out
        return not (b.endswith("s") and b[:-1] == a) and any(b[:i] + b[i + 1:] == a for i in range(len(b)))
    # a letter typed twice: removing one of two equal neighbours gives the name
    return any(a[i] == a[i - 1] and a[:i] + a[i + 1:] == b for i in range(1, len(a)))


def _digit_for_letter(word: str, intended: str, lookalikes: frozenset | None) -> bool:
    """``word`` and ``intended`` differ, case aside, in one character only, a digit in one and a
    letter in the other, and the two are no look-alike pair of ``lookalikes`` (CC205's
    ``digit_letter_lookalikes``: frozensets of a digit and a letter, casefolded; None turns the
    test off): ``SOSNet`` / SO3Net are two names, ``GPT-40`` / GPT-4o (0 / o) a slip.

    Args: word, intended: the two names as written.  Returns: bool."""
    if lookalikes is None or len(word) != len(intended):
        return False
    differ = [(x, y) for x, y in zip(word.casefold(), intended.casefold()) if x != y]
    if len(differ) != 1:
        return False
    x, y = differ[0]
    return x.isdigit() != y.isdigit() and (x.isalpha() or y.isalpha()) and frozenset((x, y)) not in lookalikes


def _cased_otherwise(word: str, intended: str, min_letters: int) -> bool:
    """``word`` is ``intended`` with one letter changed (or two neighbours swapped), and at least
    ``min_letters`` of the letters both share in place are cased otherwise (CC205's
    ``unlike_case_letters``; 0 turns the test off): ``LoftQ`` / LoFTR (two works, batch 7 and 21
    checked as one corpus) — whoever misspells LoFTR types its capitals ("LoFTQ"); a slip keeps the
    case of the letters it does not touch (``EluetherAI`` / EleutherAI, ``TensorRT-LMM`` / TensorRT-LLM).

    Args: word, intended: the two names as written; min_letters (int).  Returns: bool."""
    if min_letters <= 0 or len(word) != len(intended):
        return False
    folded_a, folded_b = word.casefold(), intended.casefold()
    if OSA.distance(folded_a, folded_b) != 1:
        return False
    cased = sum(1 for x, y in zip(word, intended) if x != y and x.casefold() == y.casefold())
    return cased >= min_letters


def _indel_cased_otherwise(word: str, intended: str, on: bool) -> bool:
    """``word`` is ``intended`` with one letter added or dropped (case folded), both names mixed-case,
    and no single letter taken from the longer one's case shape (capital, small letter, other)
    leaves the shorter one's (CC205's ``unlike_case_indel``): "NeXML" / NexaML, a format and a
    company (batch 38 checked with every batch) — a dropped or doubled key keeps the case shape of
    the name meant ("MingGW64" / MinGW64; "TokenBloom" / TokenLoom, the capital on the added key).

    Args: word, intended: the two names as written; on (bool).  Returns: bool."""
    if not on or abs(len(word) - len(intended)) != 1 or any(w.isupper() or w.islower() for w in (word, intended)):
        return False  # (a name in capitals or in small letters keeps no case of its own: "deepspeeed")
    short, long_ = (word, intended) if len(word) < len(intended) else (intended, word)
    fs, fl = short.casefold(), long_.casefold()
    if not any(fl[:i] + fl[i + 1:] == fs for i in range(len(fl))):
        return False  # not one letter added or dropped

    def shape(w: str) -> str:
        return "".join("U" if ch.isupper() else "l" if ch.islower() else "-" for ch in w)
    a, b = shape(short), shape(long_)
    return not any(b[:i] + b[i + 1:] == a for i in range(len(b)))


def _substituted_across_case(word: str, intended: str) -> bool:
    """``word`` is ``intended`` with one letter changed into a letter of the other case, both
    names mixed-case (CC205's ``unlike_case_substitution``): "NeXML" / NeuML, a phylogenetics
    format and a company (batch 38 checked with every batch).  A slip lands on a neighbouring key
    and keeps the shift state of the letters around it ("NeuNL"); an all-capital or lower-case
    name ("NAPLAM", "pypcapnp") never counts.

    Args: word, intended: the two names as written.  Returns: bool."""
    if len(word) != len(intended) or any(w.isupper() or w.islower() for w in (word, intended)):
        return False
    differ = [(x, y) for x, y in zip(word, intended) if x != y]
    if len(differ) != 1:
        return False
    x, y = differ[0]
    return x.isalpha() and y.isalpha() and x.casefold() != y.casefold() and x.isupper() != y.isupper()


def _slip_in_a_known_part(word: str, intended: str, known_folded: set, min_letters: int = 3) -> bool:
    """``word`` is a known name (``intended``, folded in ``known_folded``) with one slip — a letter
    changed or two neighbours swapped — in a part of ``min_letters`` or more letters (CC205's
    ``slip_min_letters``), where every other part
    is the same: ``TensorRT-LMM`` / TensorRT-LLM (a fresh-user trial, session 19).  Such a pair
    looks like two members of one family (:func:`~claimcheck.frames.entities.same_family`: parts of
    at most three letters differ, as in InternVL / InternLM), but family parts differ in more than
    one letter or carry a digit (``VL`` / ``LM``, ``V3`` / ``VL``, ``4o`` / ``4``)."""
    if _fold(intended) not in known_folded:
        return False
    a, b = _fold(word), _fold(intended)
    if a in b or b in a:
        return False
    ta, tb, shared = differing_parts(name_tokens(word), name_tokens(intended))
    if not shared or len(ta) != 1 or len(tb) != 1:
        return False
    x, y = ta[0], tb[0]
    return x.isalpha() and y.isalpha() and len(x) == len(y) >= min_letters and OSA.distance(x, y) == 1


# -- CC206 id-conflict ----------------------------------------------------------
def id_conflict(ctx: CheckContext, rule) -> Iterator[Draft]:
    """One identifier given to different works: the name written right before it (within
    ``name_window_chars`` on its line, "SlabKV（arXiv:…）") differs, and the two names are not
    spellings of one another (that is CC205's business).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC206 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC206-id-conflict.yaml``); parameters read: ``name_window_chars``,
            ``max_findings_per_id``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per later name given an identifier an
        earlier name has (against the first such name), at most ``max_findings_per_id`` per id.
    """
    window_chars = int(rule.parameters.get("name_window_chars", 40))
    named = defaultdict(dict)
    for c in ctx.claims:
        if c.kind != "identifier" or not c.subject or not c.subject_surface or c.has_flag("malformed") or \
                c.has_flag("written=url"):
            continue  # (an id inside a link's address is named by the link, not by the words before it)
        known = ctx.entities.canonical(c.subject)
        if known and known[1] in _AUTHOR_TYPES:
            continue  # "DeepMind 的 2302.01318": who wrote the work, not what it is called (held-out set 6)
        line = (ctx.line_text(c.file, c.line) or c.text)
        window = line[max(0, c.column - 1 - window_chars):c.column - 1]
        if line.lstrip().startswith("|"):
            # in a table row the name right before stands in the id's own cell: "| faiss-gpu 1.15.1：…
            # | 1702.08734 / 2401.08281 |" lists the ids a change touched (held-out set 19)
            window = window[window.rfind("|") + 1:]
        # a table row names its work in another cell ("| 2401.15077 | EAGLE-2 | §4.2 |") when
        # the identifier is its cell's whole text (not one of a cell's list of ids and names)
        if c.subject_surface in window or (_alone_in_its_cell(line, c) and c.subject_surface in line
                                           and not _cell_lists_works(line, c.subject_surface)):
            named[id_base(c.value)].setdefault(c.subject, c)
    # the entries of a references list name their works by their quoted titles, or by their heads
    # ("[4] A. Lindgren, \"Frozen clocks …\", arXiv:3909.11873" and "[6] M. Bauer, Y. Qi,
    # \"Hierarchical configuration …\", arXiv:3909.11873"; "[1] CadQuery 2.8.0，… DOI 10.5281/zenodo.3955118"
    # and "[2] build123d 0.13.0，… DOI 10.5281/zenodo.3955118"; held-out set 32): compared with one
    # another only, never with a system's name in prose (a paper's title and its system's name are one work)
    entries: dict[str, dict[str, Claim]] = defaultdict(dict)
    # (an entry that cites several identifiers is a list of works, no entry of one: "[5] Software
    # archive DOIs cited in this report: pydicom 10.5281/… (see [1]); nilearn 10.5281/…"; held-out set 31)
    per_line = Counter((c.file, c.line) for c in ctx.claims if c.kind == "identifier" and not c.has_flag("written=url"))
    for c in ctx.claims:
        if c.kind != "identifier" or c.has_flag("malformed") or c.has_flag("written=url") or per_line[(c.file, c.line)] > 1:
            continue
        entry = _reference_entry_name(ctx.line_text(c.file, c.line) or "", c.column)
        if entry:
            entries[id_base(c.value)].setdefault(entry.casefold(), dc_replace(c, subject=entry, subject_surface=entry))
    ids_of = defaultdict(set)  # name → the identifiers it is cited with
    for ident, by_name in named.items():
        for name in by_name:
            ids_of[name].add(ident)
    max_per_id = int(rule.parameters.get("max_findings_per_id", 10))
    # one paper known by its system's name and by its method's ("vLLM" / "PagedAttention": CC206's
    # one_work_names; fresh-user trial 49, r16)
    one_work = [frozenset(_fold(n) for n in group) for group in rule.parameters.get("one_work_names") or ()]
    for ident, by_name in [*named.items(), *((i, b) for i, b in entries.items() if len(b) > 1)]:
        names = list(by_name)
        reported = 0
        # each later name once, against the first earlier name it conflicts with: a thousand
        # names given one id are 999 findings at most (max_findings_per_id), not half a million pairs
        for j, b in enumerate(names):
            if reported >= max_per_id:
                break
            for a in names[:j]:
                if not _next_version_with_own_id(a, b, ident, ids_of):
                    if ctx.entities.near_miss(a, {b: 1}) or ctx.entities.near_miss(b, {a: 1}):
                        continue  # a typo, reported by CC205
                    if _fold(a) in _fold(b) or _fold(b) in _fold(a):
                        continue  # "Internet for KV" / "Internet for KV Cache": one title, shortened
                if any(_fold(a) in group and _fold(b) in group for group in one_work):
                    continue  # "PagedAttention (arXiv:2309.06180)" and "vLLM (arXiv:2309.06180)": one paper
                ca, cb = by_name[a], by_name[b]
                if _glossed_by(a, b, (ctx.line_text(ca.file, ca.line) or ca.text)) or \
                        _glossed_by(b, a, (ctx.line_text(cb.file, cb.line) or cb.text)):
                    continue  # "Expected Attention (kvpress paper)": one work, glossed by the other name
                yield Draft([cb, ca], {
                    "id": ident, "subject": cb.subject or b, "other_subject": ca.subject or a, "surface": cb.surface,
                    "other_surface": ca.surface, "location": _where(cb), "other_location": _where(ca),
                })
                reported += 1
                break


#: the marker that opens an entry of a references list: "[4]", "4.", "4)", "- ", "* "
_ENTRY_MARKER = re.compile(r"^\s*(?:\[\d{1,3}\]|\d{1,3}[.)、]|[-*•])\s+")
#: a title in quotes in a references entry
_ENTRY_TITLE = re.compile(r'"([^"]{8,200})"|“([^”]{8,200})”|《([^》]{4,200})》|「([^」]{4,200})」')


def _reference_entry_name(line: str, column: int) -> str | None:
    """The name an entry of a references list gives the work whose identifier stands at
    ``column`` (1-based) of ``line``: the last quoted title before it ('[4] A. Lindgren,
    "Frozen clocks: …", arXiv:…' → "frozen clocks: …"), else the entry's head up to its first
    comma or bracket, a version after it dropped ("[1] CadQuery 2.8.0，… DOI …" → "CadQuery"; a
    numbered entry only: a bullet names its work by a title alone);
    None when the line opens with no entry marker (:data:`_ENTRY_MARKER`) or the head is shorter
    than two characters.  Spacing folded; case kept (the caller compares names case-folded)."""
    marker = _ENTRY_MARKER.match(line)
    if marker is None or column - 1 <= marker.end():
        return None
    before = line[marker.end():column - 1]
    titles = [next(g for g in m.groups() if g) for m in _ENTRY_TITLE.finditer(before)]
    if titles:
        name = titles[-1]
    elif marker.group().strip()[:1] in "-*•":
        return None  # a bullet of a list of notes ("- 卡片补充：SlabKV（arXiv:…）") names its work only by a title
    else:
        name = re.split(r"[，,（(：:;；]", before, maxsplit=1)[0]
        name = re.sub(r"\s+v?\d+(?:\.\w+){1,4}\s*$", "", name.strip())
    name = re.sub(r"\s+", " ", name).strip(" .,;:*_`")
    return name if len(name) >= 2 else None


def _glossed_by(name: str, other: str, line: str) -> bool:
    """``name`` is written with a bracket right after it that holds ``other`` ("Expected Attention
    (kvpress paper)", "FastMTP（即 Speculators 的 MTP 路线）"): the writer glosses one work with the
    other's name, so an identifier given to both names one work (held-out set 7).

    Args:
        name, other: the two names; line: the line ``name`` was cited with its identifier on.
    Returns:
        bool (case and spacing folded).
    """
    folded = re.sub(r"\s+", "", line).casefold()
    at = folded.find(re.sub(r"\s+", "", name).casefold())
    if at < 0:
        return False
    m = re.match(r"[（(]([^（()）]{1,60})[）)]", folded[at + len(re.sub(r"\s+", "", name)):])
    return bool(m) and re.sub(r"\s+", "", other).casefold() in m.group(1)


#: entity types (rules/entities.yaml) that author a work rather than name it: CC206 compares
#: only the names of works given one identifier
_AUTHOR_TYPES = ("org", "source")


def _cell_lists_works(line: str, name: str) -> bool:
    """The table cell of ``line`` that holds ``name`` lists several works after it ("Speculators：
    DSpark / P-EAGLE / DFlash / MTP finetuning"): an identifier of the row belongs to one of
    them, which one the row does not say (held-out set 7)."""
    for cell in line.split("|"):
        at = cell.find(name)
        if at >= 0:
            rest = cell[at + len(name):]
            return len(re.findall(r"\s/\s|、|[，,；;]\s?", rest)) >= 2
    return False


def _alone_in_its_cell(line: str, claim: Claim) -> bool:
    """``claim`` (an identifier) is the whole text of a cell of the Markdown table row ``line``."""
    if not line.lstrip().startswith("|"):
        return False
    start = line.rfind("|", 0, claim.column - 1)
    end = line.find("|", claim.column - 1)
    return start >= 0 and end >= 0 and line[start + 1:end].strip().strip("*`") == claim.surface


#: a name's generation written after it: "EAGLE-2", "EAGLE 3", "Medusa2", "DeepSeek-V3"
_GENERATION = re.compile(r"^(.+?)[\s\-]?[vV]?\d+(?:\.\d+)?$")


def _next_version_with_own_id(a: str, b: str, ident: str, ids_of: dict[str, set[str]]) -> bool:
    """``a`` and ``b`` are one work and a later generation of it ("EAGLE" / "EAGLE-2") and the
    generation cited with ``ident`` is cited with another identifier of its own too: the two are
    different papers, so one id for both is a conflict, not a name written two ways."""
    for name, other in ((a, b), (b, a)):
        m = _GENERATION.match(other)
        if m and _fold(m.group(1)) == _fold(name) and ids_of.get(other, set()) - {ident}:
            return True
    return False




def _setting_size(value: str | None) -> float | None:
    """The size a setting's value writes ("32k" → 32000, "32,768" → 32768, "4K" → 4000), or None."""
    m = re.fullmatch(r"\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?([kKmM]?)\s*", value or "")
    if m is None:
        return None
    return float(m.group(1).replace(",", "")) * {"": 1, "k": 1e3, "m": 1e6}[m.group(2).lower()]
