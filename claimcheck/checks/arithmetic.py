"""CC104–CC105 — arithmetic consistency within a document: "提升 N 倍" read two ways, and a
stated change, ratio or total against the figures it is computed from
(rules/checks/CC104–CC105; DESIGN.md §4–§5).

Each check function takes a :class:`~claimcheck.checks.context.CheckContext` and its rule
and yields :class:`~claimcheck.checks.context.Draft` records.
"""
from __future__ import annotations

import bisect
import datetime as dt
import hashlib
import itertools
import re
from collections import defaultdict
from dataclasses import replace as dc_replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable, Iterable, Iterator

from claimcheck.frames.entities import NameIndex, same_name
from claimcheck.model import Claim, fmt_decimal
from claimcheck.text.segment import ROUND_CLOSE, ROUND_OPEN, row_cells
from claimcheck.checks.equations import EquationSpec, equation_operands, written_equations, written_quotients
from claimcheck.checks.lists import _words_anywhere
# (a cell of one plain number, read as the table totals read it: no unit, no percent)
from claimcheck.checks.table_totals import table_totals, level_cell as _level_cell
from claimcheck.checks.context import (CheckContext, Draft, _is_num, _range_end, _where, agree, compared_numbers, conditions_compatible, settings_agree, slip_factor,
                                       fmt_value, part_of_whole, ratio_fits,
                                       intervals, is_range, is_relative, quotient_values, ratio_follows, same_baseline,
                                       shared_conditions)


# -- CC104 ambiguous-multiplier ------------------------------------------------------------
def ambiguous_multiplier(ctx: CheckContext, rule) -> Iterator[Draft]:
    """"提升 N 倍" (N× or (N+1)×) where the reading decides agreement with another figure
    of the same subject, metric, unit, conditions and baseline.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC104 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC104-ambiguous-multiplier.yaml``); parameters read: ``approx_tolerance``,
            ``derive_window_lines`` (absolute figures within this many lines, in the section,
            whose ratio decides the reading: then it is no ambiguity — issue 14),
            ``literal_agreement_silent`` (a figure written "N×" elsewhere that the N× reading
            matches is what "提升 N 倍" renders: no finding — issue 15).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per ambiguous multiplier, with the first figure
        whose agreement its reading decides.
    """
    approx = Decimal(str(rule.parameters.get("approx_tolerance", 0.05)))
    window = int(rule.parameters.get("derive_window_lines", 0))
    literal_silent = bool(rule.parameters.get("literal_agreement_silent", False))
    numeric = ctx.numeric()
    reported = set()
    # (a note repeating "提升 2.3 倍" 2,000 times compared every copy with every figure, the
    # absolute ones beside it found by a walk over all figures: minutes — a fresh-user trial of
    # session 16. The figures of one subject, metric and unit are grouped once, the absolute
    # figures of a section are bisected by line, and the tests of a pair are kept by what they
    # read of the two figures, so copies of one figure are tested once; the same findings)
    groups: dict[tuple, list[Claim]] = defaultdict(list)
    absolute: dict[tuple, list[Claim]] = defaultdict(list)
    for a in numeric:
        groups[(a.subject, a.metric, a.norm_unit)].append(a)
        if not is_relative(a) and a.norm_unit not in ("percent", "count", None):
            absolute[(a.file, a.section)].append(a)
    lines = {key: [a.line for a in group] for key, group in absolute.items()}  # (numeric is in line order)
    signature = {id(a): _reading_signature(a) for a in numeric}
    # per group, its figures by signature, each with its place in the group (in order)
    kinds: dict[tuple, dict[tuple, list]] = defaultdict(dict)
    for key, group in groups.items():
        for place_, a in enumerate(group):
            kinds[key].setdefault(signature[id(a)], []).append((place_, a))
    tested: dict[tuple, tuple[bool, bool, bool]] = {}
    near_values: dict[tuple, list] = {}  # the window of the last claim → its values, divided once
    for c in numeric:
        if not c.has_flag("ambiguous_multiplier") or not c.alternatives or not c.subject:
            continue
        plain = Claim(**{**c.__dict__, "alternatives": ()})
        other_reading = Claim(**{**c.__dict__, "norm_value": c.alternatives[0], "alternatives": (),
                                 "value": fmt_decimal(c.alternatives[0])})
        place = (c.file, c.section)
        column = lines.get(place, [])
        span = (place, bisect.bisect_left(column, c.line - window), bisect.bisect_right(column, c.line + window))
        near = absolute.get(place, [])[span[1]:span[2]]
        if span not in near_values:
            near_values.clear()  # the claims come line by line: one window's values at a time
            near_values[span] = quotient_values(near)
        if ratio_follows(plain, near, nums=near_values[span]) != ratio_follows(other_reading, near, nums=near_values[span]):
            continue  # "40.2 → 120.6 tok/s，提升 3 倍": the absolute figures beside it decide the reading
        own = signature[id(c)]
        # the first figure of the group, in order, that the tests single out: among the figures
        # alike (one signature) the first that is not c itself nor already reported with it
        first = None
        for sig, members in kinds[(c.subject, c.metric, c.norm_unit)].items():
            probe = members[0][1] if members[0][1] is not c else (members[1][1] if len(members) > 1 else None)
            if probe is None:
                continue
            key = (own, sig)
            got = tested.get(key)
            if got is None:
                got = tested[key] = (conditions_compatible(c, probe) and same_baseline(c, probe),
                                     agree(plain, probe, approx, strict=True),
                                     agree(other_reading, probe, approx, strict=True))
            compatible, literal, other = got
            if not compatible or literal == other:
                continue
            for place_, o in members:
                if first is not None and place_ >= first[0]:
                    break
                if o is c or frozenset((c.id, o.id)) in reported:
                    continue
                if literal and literal_silent and o.kind == "ratio":
                    continue  # "2.7x" rendered "提升 2.7 倍": the usual rendering of the figure it quotes
                first = (place_, o)
                break
        if first is not None:
            o = first[1]
            reported.add(frozenset((c.id, o.id)))
            yield Draft([c, o], {"surface": c.surface, "reading1": fmt_value(plain), "reading2": fmt_value(other_reading),
                                 "other_surface": o.surface, "other_value": fmt_value(o), "subject": c.subject,
                                 "location": _where(c), "other_location": _where(o)})
    yield from _ambiguous_thresholds(ctx, rule.parameters.get("threshold") or {})


def _compared_base(ctx: CheckContext, c: Claim, figures: list[Claim], compared: re.Pattern) -> Claim | None:
    """The figure a multiple ``c`` grows, written right before its change word in a clause that
    compares with it ("比旧 dtk.yue 的 2,400 句/秒提升 2 倍": 2,400; CC104 ``threshold.base_before_words``
    before the figure in its clause, only the change word between the figure and the multiple);
    None when there is no such figure."""
    text = ctx.line_text(c.file, c.line) or ""
    word = next((f.split("=", 1)[1] for f in c.flags if f.startswith("change_word=")), "")
    before = [q for q in figures if q.end_column <= c.column]
    if not word or not before:
        return None
    q = before[-1]
    if text[q.end_column - 1:c.column - 1].strip() not in (word, word + "了"):
        return None
    clause_start = max((text.rfind(p, 0, q.column - 1) for p in "，,。；;：:"), default=-1) + 1
    return q if compared.search(text, clause_start, q.column - 1) else None


def _ambiguous_thresholds(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """An ambiguous multiple applied to a figure right after it ("three times greater than today's
    20 minutes": 60 or 80 minutes; "提升 2 倍（3.3.0 为 120 KiB/s）") while a figure of the same unit
    on its line, next to a threshold word (CC104's ``threshold.words``: "standard", "要求"), lies
    between the two readings ("meeting the County's 70-minute standard"): the reading decides
    whether the threshold is met (held-out set 37, R018).  The base is the figure right before the
    multiple's change word in a clause that compares with it (:func:`_compared_base`), else the
    first figure that starts within ``threshold.base_reach_chars`` characters after the multiple; a threshold word
    within ``threshold.word_reach_chars`` characters of the threshold figure.  Variant
    ``threshold``."""
    words = [str(w) for w in spec.get("words") or ()]
    if not words:
        return
    reach, word_reach = int(spec.get("base_reach_chars", 40)), int(spec.get("word_reach_chars", 30))
    marker = _words_anywhere(words)
    by_line: dict[tuple[str, int], list[Claim]] = defaultdict(list)
    multiples = []
    # (a threshold is a requirement: "满足 300 KiB/s 的产线要求", which ctx.numeric() leaves out)
    for c in ctx.claims:
        if c.norm_value is None or c.has_flag("refuted"):
            continue
        if c.kind == "quantity" and c.norm_value > 0:
            by_line[(c.file, c.line)].append(c)
        elif c.has_flag("ambiguous_multiplier") and c.alternatives and c.norm_value and not c.has_flag("requirement"):
            multiples.append(c)
    speed = _words_anywhere([str(w) for w in spec.get("speed_words") or ()]) if spec.get("speed_words") else None
    compared = _words_anywhere([str(w) for w in spec.get("base_before_words") or ()]) if spec.get("base_before_words") else None
    for c in multiples:
        figures = by_line.get((c.file, c.line), [])
        base = _compared_base(ctx, c, figures, compared) if compared is not None else None
        base = base or next((q for q in figures if c.end_column <= q.column <= c.end_column + reach), None)
        word = next((f.split("=", 1)[1] for f in c.flags if f.startswith("change_word=")), "")
        divide = speed is not None and speed.fullmatch(word) is not None
        if divide:
            # "CPU 版全量约 48 分钟；GPU 版快 3 倍": a speed-up of a time shortens it, 48 / 3 = 16 or
            # 48 / 4 = 12 minutes (held-out set 38, R050); its time is the last one written before
            # it on its line, within reach, else the first after it ("3 times faster than the
            # 48-minute CPU run")
            times = [q for q in figures if ctx.resources.units.is_time(q.norm_unit or "")]
            base = next((q for q in reversed(times) if q.end_column <= c.column <= q.end_column + reach), None) or \
                next((q for q in times if c.end_column <= q.column <= c.end_column + reach), None)
        if base is None:
            continue
        factors = (c.norm_value, c.alternatives[0])
        readings = sorted(base.norm_value / m if divide else m * base.norm_value for m in factors)
        text = ctx.line_text(c.file, c.line) or ""
        for t in figures:
            if t is base or t.norm_unit != base.norm_unit or not (readings[0] < t.norm_value < readings[1]):
                continue
            if not marker.search(text[max(0, t.column - 1 - word_reach):t.end_column - 1 + word_reach]):
                continue
            written = [fmt_decimal(round(Decimal(str(base.value)) / m, 2) if divide else Decimal(str(base.value)) * m)
                       + (" " + base.unit if base.unit else "")
                       for m in factors] if _is_num(str(base.value)) else \
                [fmt_decimal(r) + " " + (base.norm_unit or "") for r in readings]
            yield Draft([c, t], {"surface": _multiple_span(c, base, text), "reading1": written[0],
                                 "reading2": written[1], "other_surface": t.surface, "subject": c.subject or "-",
                                 "location": _where(c), "other_location": _where(t), "variant": "threshold"})
            break


def _multiple_span(c: Claim, base: Claim, text: str) -> str:
    """The words of a multiple applied to its base, as written on ``text`` (their line): from the
    change word right before the multiple ("提升") to the base's end, a bracket left open closed
    ("提升 2 倍（3.3.0 为 120 KiB/s）", "three times greater than today's 20 minutes")."""
    if base.end_column <= c.column:
        # a base written before the multiple ("约 48 分钟；GPU 版快 3 倍"): from the base to the multiple
        span = text[base.column - 1:c.end_column - 1] or c.surface
        for opening, closing in (("（", "）"), ("(", ")")):
            span = opening * max(0, span.count(closing) - span.count(opening)) + span  # "（48 分钟）快 3 倍"
        return span
    start = c.column - 1
    word = next((f.split("=", 1)[1] for f in c.flags if f.startswith("change_word=")), "")
    lead = text[:start].rstrip()
    if word and lead.endswith(word) and len(text[:start]) - len(lead) <= 1:
        start = len(lead) - len(word)
    span = text[start:base.end_column - 1] or c.surface
    for opening, closing in (("（", "）"), ("(", ")")):
        span += closing * max(0, span.count(opening) - span.count(closing))
    return span


def _reading_signature(c: Claim) -> tuple:
    """What CC104's tests of a pair read of a figure (its written and normalised value, bounds,
    readings, unit, conditions, baseline and flags): figures alike in these answer alike."""
    return (c.kind, c.surface, c.value, c.norm_value, c.low, c.high, c.qualifier, c.alternatives, c.norm_unit,
            c.unit, c.conditions, c.baseline, c.flags, c.metric, c.subject)


# -- CC105 arithmetic-inconsistency ---------------------------------------------------------
_TOTAL_BEFORE = ("总共", "总计", "合计", "共计", "一共", "总", "共", "total of", "totals", "total", "overall", "altogether")
_TOTAL_AFTER = ("in total", "total", "altogether", "overall")
_BREAKDOWN = ("其中", "包括", "包含", "分别为", "分别是", "构成为", "of which", "including", "split into", "broken down into",
              "made up of", "consisting of", "：", ":", "（", "(", "=")
#: how far before and after a figure :func:`_totals` looks for the words of a total (characters;
#: the words and the few characters the patterns allow between them and the figure fit well inside)
_TOTAL_REACH = 200
#: a colon right after a count: with parts of its own noun after it, a total without a total word
_COLON_AFTER = re.compile(r"\s?[:：]\s?(?=\S)")
_REMAINDER = ("其他", "其它", "其余", "剩余", "剩下", "others", "other", "the rest", "remaining")


def arithmetic_inconsistency(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A stated figure that disagrees with the figures it is computed from in the same
    passage or table:

    - a change or ratio in a sentence beside the two values it relates ("从 44.0 提升到
      52.0 tok/s，提升 20.2%" is +18.2 %);
    - a ratio restated as a percent increase of the same number (3.12× = 提升 312 % is +212 %);
    - a table's relative column against its absolute column and baseline row (1.52× beside
      3,420 and a baseline of 2,250 tok/s), and a row's change cell against the two plain numbers
      before it ("| 42.0 | 12.0 | 缩短 78% |" is -71.4 %);
    - parts that exceed a stated total ("总显存 80 GB，其中 … 40 GB、30 GB、12 GB"), or fall
      short of it when the parts end with a remainder ("其他", "others").

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC105 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC105-arithmetic-inconsistency.yaml``); parameters read:
            ``large_relative_error``, ``restatement_tolerance``, ``generic_relative_metrics``,
            ``change_families``, ``min_parts``, ``total_word_window``, ``comparison_words``,
            ``part_words``, ``ratio_metrics``, ``remaining_share``, ``share_of_whole``,
            ``difference_words``, ``restatement_markers``, ``table_changes``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per stated figure that its basis contradicts
        (the stated figure, then the basis).
    """
    large = float(rule.parameters.get("large_relative_error", 0.5))
    restate_tol = Decimal(str(rule.parameters.get("restatement_tolerance", 0.005)))
    generic = set(rule.parameters.get("generic_relative_metrics", ["speedup"]))
    families = set(rule.parameters.get("change_families", ["speed", "ttft", "itl", "tpot", "latency", "memory"]))
    stated = set()  # one finding per stated figure: two readings of one sentence ("4281.51 vs 4132.37
    # tok/s" read as two values and as a comparison of plain numbers) are one slip
    for draft in itertools.chain(
            written_equations(ctx, EquationSpec.from_rules(ctx.resources.grammar.get("equation"),
                                                           rule.parameters.get("written_equation")), large),
            _sentence_changes(ctx, large, generic, families,
                              float(rule.parameters.get("operation_time_below_seconds") or 0),
                              float(rule.parameters["word_multiple_tolerance"])
                              if "word_multiple_tolerance" in rule.parameters else None,
                              _span_words(rule.parameters.get("change_span_words")),
                              tuple(str(a) for a in ctx.resources.grammar.get("change_arrows") or ()),
                              {str(k): frozenset(map(str, v)) for k, v in (rule.parameters.get("level_families") or {}).items()}),
            _compared_plain_numbers(ctx, large, tuple(rule.parameters.get("comparison_words") or ()),
                                    _span_words(rule.parameters.get("change_span_words")),
                                    tuple(str(w) for w in rule.parameters.get("comparison_scale_letters") or ()),
                                    float(rule.parameters["word_multiple_tolerance"])
                                    if "word_multiple_tolerance" in rule.parameters else None),
            _shares_of_a_whole(ctx, large, tuple(rule.parameters.get("part_words") or ()),
                               tuple(rule.parameters.get("part_after_words") or ()), int(rule.parameters.get("part_reach") or 24),
                               frozenset(str(m or "") for m in rule.parameters["part_share_metrics"])
                               if "part_share_metrics" in rule.parameters else None,
                               tuple(str(w) for w in rule.parameters.get("part_inside_words") or ()),
                               tuple(str(w) for w in rule.parameters.get("part_named_verbs") or ()),
                               tuple(str(w) for w in rule.parameters.get("part_before_whole_words") or ())),
            _ratios_of_two_ratios(ctx, large, tuple(rule.parameters.get("multiple_of_words") or ())),
            _over_reductions(ctx, _words_anywhere(rule.parameters["apposition_words"])
                             if rule.parameters.get("apposition_words") else None),
            _split_shares(ctx, rule.parameters.get("split_shares") or {}),
            _percentile_order(ctx, [str(p) for p in (rule.parameters.get("percentile_order") or {}).get("order", [])],
                              int((rule.parameters.get("percentile_order") or {}).get("min_shared_conditions", 2))),
            _restatements(ctx, restate_tol),
            _restated_changes(ctx, tuple(str(w) for w in rule.parameters.get("restatement_markers") or ()),
                              tuple(str(w) for w in rule.parameters.get("restatement_articles") or ())),
            _restated_quantities(ctx, tuple(str(w) for w in rule.parameters.get("restatement_markers") or ())),
            _discounts(ctx, rule.parameters.get("discount") or {}),
            _multiples_applied(ctx, rule.parameters.get("multiple_applied") or {}),
            _derived_products(ctx, rule.parameters.get("derived_product") or {},
                              (rule.parameters.get("multiple_applied") or {}).get("consequence_words") or ()),
            _per_each_totals(ctx, rule.parameters.get("per_each_total") or {}),
            _remaining_shares(ctx, large, rule.parameters.get("remaining_share") or {}),
            _shares_of_named_wholes(ctx, large, rule.parameters.get("share_of_whole") or {}),
            _table_ratios(ctx, large),
            _ratios_within_rows(ctx, large),
            _table_change_rows(ctx, rule.parameters.get("table_changes") or {}, large),
            _totals(ctx, rule, large),
            table_totals(ctx, rule.parameters.get("table_totals") or {}, large),
            _ratios_of_table_rows(ctx, large, rule.parameters.get("summary_columns") or []),
            _ratios_of_two_systems(ctx, large, rule.parameters.get("ratio_metrics") or {}),
            _differences(ctx, large, tuple(str(w) for w in rule.parameters.get("difference_words") or ())),
            _elapsed_between_dates(ctx, large, tuple(rule.parameters.get("span_words") or ()),
                                   tuple(rule.parameters.get("span_from_words") or ()),
                                   tuple(rule.parameters.get("elapsed_after_words") or ()),
                                   tuple(rule.parameters.get("elapsed_gap_words") or ()))):
        key = draft.claims[0].id if draft.claims else None
        if key is not None and key in stated:
            continue
        stated.add(key)
        yield draft


def _levels_beside_their_difference(values: list[Claim]) -> list[Claim]:
    """Of three values of one unit in text order, the two levels when the other is their difference
    ("从 3 小时 20 分缩短到 1 小时 10 分，少用 2 小时 10 分，降幅约 55%": the levels of the change, then
    its size; held-out set 26, R005); else ``values`` as given.  Any one of three such values is the
    difference of the other two, so the size is the one the extractor flags ``change_amount`` (a
    change word right before it: "$46.2k, up $6.6k or 21% on … $39.6k"; held-out set 34, R015),
    else the last.  The difference must match to 0.5 % of its normalised value."""
    ordered = sorted(values, key=lambda c: (c.line, c.column))
    worded = [c for c in ordered if c.has_flag("change_amount")]
    diff = worded[0] if len(worded) == 1 else ordered[-1]
    a, b = [c for c in ordered if c is not diff]
    if diff.norm_value and abs(abs(a.norm_value - b.norm_value) - abs(diff.norm_value)) <= abs(diff.norm_value) * Decimal("0.005"):
        return [a, b]
    return values


def _sentence_changes(ctx: CheckContext, large: float, generic: set, families: set,
                      operation_time: float = 0.0, word_tolerance: float | None = None,
                      spans: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
                      arrows: tuple[str, ...] = (), level_families: dict[str, frozenset[str]] | None = None) -> Iterator[Draft]:
    """A change or ratio beside exactly two absolute values of one unit that it relates:
    the absolute values' metric family must be the relative figure's, or — for a generic
    relative metric (speedup) — one of ``families`` (not model sizes or context lengths), or
    two durations both shorter than ``operation_time`` seconds (CC105's
    ``operation_time_below_seconds``: "2.5x faster than pylibmc (11.8 µs vs 25.4 µs)" times
    one operation; a period of weeks beside a speed-up is no measurement of it).
    Bounds ("up to 2×") are not computed figures and are skipped, and a range ("40-48 GB") is
    no value a quotient is taken of (held-out set 9: "48 GB 档 191,728 对 15,502，约 15 倍，… 40-48
    GB" was computed as 48 / 40 = 1.2×).  A multiple written as a word ("减半", "doubled") is read
    within ``word_tolerance`` of it (CC105's ``word_multiple_tolerance``).  A range written from
    one value to the other (``spans``: CC105's ``change_span_words``, "从 1000 到 1200 tok/s")
    gives the two values (:func:`_from_to`), and so does a bare number and an arrow (``arrows``:
    rules/grammar.yaml ``change_arrows``) before a value ("1,180 → 1,392 tok/s": :func:`_arrow_level`).
    A change of one family relates two levels of a family ``level_families`` lists for it (CC105's
    ``level_families``: "首次打开约 41.0 s，再次打开只需 3.2 s，耗时减少 82%": a latency change of two
    durations, the metric word written after them; held-out set 40, R038)."""
    metrics = ctx.resources.metrics
    level_families = level_families or {}

    def family(c: Claim) -> str | None:
        return metrics[c.metric].family if c.metric in metrics else None

    seconds: dict[str, float | None] = {}  # a duration's normalised unit → seconds per unit (pint's answer)

    def operation(c: Claim) -> bool:  # a duration of less than ``operation_time`` seconds
        if not operation_time or family(c) != "duration" or not c.norm_unit:
            return False
        if c.norm_unit not in seconds:
            factor = ctx.resources.units.factor(c.norm_unit, "second")
            seconds[c.norm_unit] = float(factor) if factor is not None else None
        per = seconds[c.norm_unit]
        return per is not None and float(c.norm_value) * per < operation_time

    counts = [c for c in ctx.claims if c.kind == "count" and c.norm_value is not None and not c.has_flag("requirement")]
    operands = equation_operands(ctx)
    by_sentence = _join_wrapped(ctx, _by_sentence(c for c in itertools.chain(ctx.numeric(), counts)
                                                  if not c.has_flag("table")))
    for claims in by_sentence.values():
        absolutes = defaultdict(list)
        derived: set[int] = set()  # the levels read from a from-to range or an arrow
        for c in claims:
            if not is_relative(c) and c.norm_unit not in ("percent", "count", None) and is_range(c) and \
                    _from_to(c, spans):
                # "吞吐从 1000 tok/s 到 1200 tok/s，相对提升约 16.7%": a range written from one value to
                # another is the two levels of the change (held-out set 23: the change divided by
                # the new level, 200 / 1200, instead of the old)
                levels = [_level(c, end) for end in ("low", "high")]
                derived.update(map(id, levels))
                absolutes[c.norm_unit].extend(levels)
            elif not is_relative(c) and c.norm_unit not in ("percent", "count", None) and not is_range(c):
                absolutes[c.norm_unit].append(c)
                old = _arrow_level(c, arrows)
                if old is not None:
                    # "up 28% (1,180 → 1,392 tok/s)": the bare number before the arrow is the old
                    # level, in the new one's unit (a fresh-user trial of session 31)
                    absolutes[c.norm_unit].append(old)
                    derived.add(id(old))
            elif c.kind == "count" and c.unit and c.value and c.value[:1] not in "+-" and not is_range(c):
                # two counts of one thing ("重试从 5 次降到 3 次") are the levels of a change too
                absolutes[("count", c.unit)].append(c)
        # (a factor of a written product is no multiple of the sentence's amounts: "96 × 24 × 90 × 2.10 =
        # 435,456 美元"; fresh-user trial 45, T76)
        relatives = [c for c in claims if is_relative(c) and c.qualifier in ("=", "~") and c.id not in operands
                     and not _factor_of_product(c)]
        for unit, values in absolutes.items():
            if len(values) == 3:
                values = _levels_beside_their_difference(values)
            steps: list[tuple[Claim, Claim]] = []
            chain = _monotonic_chain(values, spans[1] + arrows, derived) if len(values) >= 3 else []
            if chain:
                # "TTFT 从 900 ms 降到 600 ms，再降到 450 ms，累计缩短 2.5×": a relative figure that fits
                # no step of a chain of levels is the whole chain's, first level to last (trial 44, r11)
                steps = list(zip(chain, chain[1:]))
                values = [chain[0], chain[-1]]
            if len(values) >= 3 and not chain and not isinstance(unit, tuple):
                # "ElasticKV reaches 3,720 tok/s, a 1.9× improvement over SGLang (2,480 tok/s) and 1.73×
                # over vLLM (2,150 tok/s)": each multiple over a baseline that owns a level relates
                # its subject's level to that one (fresh-user trial 49, r17)
                for r in relatives:
                    pair = _subject_and_baseline_levels(r, values, relatives) \
                        if r.kind == "ratio" and r.baseline and (r.metric in generic or family(r) == family(values[0])) else None
                    if pair and family(pair[0]) == family(pair[1]) and pair[0].norm_value != pair[1].norm_value:
                        draft = _quotient_draft(r, *pair, large, list(pair), lambda h, l: (
                            f"{h.surface} vs {l.surface}", f"{h.surface} 与 {l.surface}"), word_tolerance)
                        if draft is not None:
                            yield draft
                continue
            if len(values) != 2 or not relatives:
                continue
            a, b = values
            hi, lo = (a, b) if a.norm_value >= b.norm_value else (b, a)
            if lo.norm_value <= 0 or family(a) != family(b) or hi.norm_value == lo.norm_value:
                continue
            if a.conditions_dict.get("scope") != b.conditions_dict.get("scope"):
                # "58,000 tok/s, i.e. 7,250 tok/s per GPU — 2.4× the per-GPU figure on H200": a total
                # and its per-GPU share are one figure in two scopes, no two levels a multiple
                # relates (fresh-user trial 47, r04: a false high "gives 8.00×")
                continue
            counted = isinstance(unit, tuple)
            if not counted and (operation(a) and operation(b)) and family(a) not in families and any(
                    r.kind == "ratio" and _ratio_fits(r, hi.norm_value / lo.norm_value, hi, lo, word_tolerance) for r in relatives):
                # two operation times and a multiple that is their quotient: the sentence's other
                # multiples are about something else ("55.3 / 2.54 ≈ 21.8 倍，比标题的 20x 还高一点",
                # held-out set 12), as in _compared_plain_numbers
                continue
            if (id(a) in derived or id(b) in derived) and any(
                    _ratio_fits(r, hi.norm_value / lo.norm_value, hi, lo, word_tolerance) for r in relatives):
                # levels of a written change ("45.22 → 20.68 ms，约 2.19 倍") and a figure that is
                # their quotient: the sentence's other figures are about something else ("Ours-Group
                # 2.13x … 目标 2.00x"; held-out set 13's trap R047)
                continue
            if a.line == b.line and len(relatives) > 1:
                # the relative figure written nearest the two levels is their quotient: the sentence's
                # others are about something else, or quoted to be corrected ("claims a 2.1× …
                # improvement, but Table 3 shows only 1.25× (4,250 vs 3,400 tok/s)"; fresh-user
                # trial 48, r02: a false high on the 2.1×)
                span = (min(a.column, b.column), max(a.end_column, b.end_column))
                nearest = min((r for r in relatives if r.line == a.line),
                              key=lambda r: max(span[0] - r.end_column, r.column - span[1], 0), default=None)
                if nearest is not None and _ratio_fits(nearest, hi.norm_value / lo.norm_value, hi, lo, word_tolerance):
                    continue
            for r in relatives:
                if _own_basis(r):
                    continue  # "吞吐约 +75%（41,200 vs 23,600），p99 从 21.5 ms 降到 12.8 ms": its basis is its bracket
                if _levels_of_two_baselines(r, a, b, relatives):
                    # "1.5× over SGLang (2,480 tok/s) and 1.73× over vLLM (2,150 tok/s)": two baselines'
                    # levels; the multiple relates its subject's level to its baseline's
                    pair = _subject_and_baseline_levels(r, absolutes[unit], relatives)
                    draft = _quotient_draft(r, *pair, large, list(pair), lambda h, l: (
                        f"{h.surface} vs {l.surface}", f"{h.surface} 与 {l.surface}"), word_tolerance) if pair else None
                    if draft is not None:
                        yield draft
                    continue
                if _nearer_change(r, (a, b), claims):
                    continue
                if any(_ratio_fits(r, max(x.norm_value, y.norm_value) / min(x.norm_value, y.norm_value),
                                   max(x, y, key=lambda c: c.norm_value), min(x, y, key=lambda c: c.norm_value),
                                   word_tolerance) for x, y in steps):
                    continue  # one step's change ("…，再到 2,480，这一步加速 1.16×")
                # a change that names no metric ("decode 从 198.848 降到 133.191 tokens/s，下降约
                # 49%") is the change of the two values beside it; of two counts, only such a
                # change is ("重试从 5 次降到 3 次，减少了 60%": -40%; held-out set 11)
                unnamed = r.metric is None and r.direction in ("up", "down")
                # a multiple with its own change word right beside two levels the sentence writes
                # as a change ("并发从 96 路提升到 192 路，提升 2.5 倍", "went up 2.5x (from 96 to 192
                # sequences)": 2×; fresh-user trial 43, r16) relates them whatever they count
                multiple = r.kind == "ratio" and (r.metric is None or r.metric in generic) \
                    and _written_change(r, lo, hi, spans)
                if counted and not (unnamed and r.kind == "percent") and not multiple:
                    continue
                if not counted and not multiple and family(r) != family(a) \
                        and family(a) not in level_families.get(family(r) or "", ()) and not (
                        (r.metric in generic or unnamed)
                        and (family(a) in families or (operation(a) and operation(b)))) and not (
                        # "从 3 小时 20 分缩短到 1 小时 10 分，降幅约 55%": a percent change that names
                        # no metric, beside the two levels of a change the sentence writes out, is
                        # theirs whatever they measure (held-out set 26, R005)
                        unnamed and r.kind == "percent" and (a.has_flag("change_from") or b.has_flag("change_from"))):
                    continue
                draft = _quotient_draft(r, hi, lo, large, [hi, lo],
                                        lambda h, l: (f"{h.surface} vs {l.surface}", f"{h.surface} 与 {l.surface}"),
                                        word_tolerance)
                if draft is not None:
                    yield draft


def _nearer_change(r: Claim, pair: tuple[Claim, Claim], sentence: Iterable[Claim]) -> bool:
    """Another change the sentence (its claims: ``sentence``) writes out — a level it changes from
    and one it changes to, both after ``pair`` and before the relative figure ``r`` — stands
    nearer ``r``: "Output throughput rose from
    41,000 tok/s to 96,000 tok/s (2.3×), while the cost fell from $1.85 to $0.62 per million
    output tokens, a 66% reduction" — the 66 % is the cost's, not the throughput's (fresh-user
    trial 47, r03: "-57.3%" of a rise)."""
    at = (r.line, r.column)
    last = max((c.line, c.column) for c in pair)
    if last >= at:
        return False
    between = [c for c in sentence if last < (c.line, c.column) < at and not is_relative(c)]
    return any(c.has_flag("change_from") for c in between) and any(c.has_flag("change_to") for c in between)


def _from_to(c: Claim, spans: tuple[tuple[str, ...], tuple[str, ...]]) -> bool:
    """The range claim ``c`` is written from one value to the other: a from word right before it
    and a to word between its ends ("从 1000 tok/s 到 1200 tok/s", "from 10 ms to 14 ms"; ``spans``
    as :func:`_span_words` gives them), not "1000-1200 tok/s" nor "1 到 64 的 batch"."""
    froms, tos = spans
    at = (c.text or "").find(c.surface)
    if not froms or not tos or at < 0:
        return False
    before = c.text[:at].rstrip()
    led = any(before.endswith(w) and (not w.isascii() or not before[:-len(w)][-1:].isalnum()) for w in froms)
    return led and any(re.search(rf"\d.*?{re.escape(w)}\s*\d" if not w.isascii() else rf"\d.*?\s{re.escape(w)}\s+\d",
                                 c.surface) for w in tos)


def _own_basis(r: Claim) -> bool:
    """The relative figure ``r`` is followed right away by a bracket of two plain numbers whose
    quotient it is ("吞吐约 +75%（41,200 vs 23,600）"; held-out set 14): it is computed from them, not
    from the other values of its sentence."""
    text = r.text or ""
    at = text.find(r.surface)
    if at < 0:
        return False
    m = re.match(r"\s*[(（]([^()（）]{1,60})[)）]", text[at + len(r.surface):])
    if m is None:
        return False
    numbers = [Decimal(n.replace(",", "")) for n in re.findall(r"(?<![\w.])\d[\d,]*(?:\.\d+)?", m.group(1))]
    return len(numbers) == 2 and all(numbers) and ratio_fits(r, numbers[0], numbers[1])


def _arrow_level(c: Claim, arrows: tuple[str, ...]) -> Claim | None:
    """The old level of a change written "OLD → NEW unit" ("1,180 → 1,392 tok/s"): the bare number
    right before an arrow of ``arrows`` that stands right before ``c``, read in ``c``'s unit and
    scale; None when there is none."""
    if not arrows or not c.text or c.norm_value is None or not _is_num((c.value or "").replace(",", "")):
        return None
    at = c.text.find(c.surface)
    if at < 0:
        return None
    alternatives = "|".join(re.escape(a) for a in sorted(arrows, key=len, reverse=True))
    m = re.search(rf"(?<![\w.,])(\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s?(?:{alternatives})\s?$", c.text[:at])
    if m is None:
        return None
    written = Decimal(c.value.replace(",", ""))
    if not written:
        return None
    value = m.group(1)
    old = Decimal(value.replace(",", ""))
    # a claim of its own: its own column and id, not the new level's ("3,120 → 2,640 tok/s" gave both
    # figures one id and one column in the JSON, and the warnings showed 3,120 normalised as 2,640;
    # fresh-user trial 44, r12)
    column = c.column - (at - m.start(1))
    return dc_replace(c, value=value, surface=f"{value} {c.unit}".strip() if c.unit else value, low=None, high=None,
                      norm_value=c.norm_value * old / written, alternatives=(), column=column,
                      end_column=column + len(value), id=hashlib.sha256(f"{c.id}|from|{value}".encode()).hexdigest()[:16])


def _level(c: Claim, end: str) -> Claim:
    """One end of a from-to range as a level of a change, written as its end ("1200 tok/s")."""
    level = _range_end(c, end)
    return dc_replace(level, surface=f"{getattr(c, end)} {c.unit}".strip() if c.unit else str(getattr(c, end)))


def _written_change(r: Claim, lo: Claim, hi: Claim, spans: tuple[tuple[str, ...], tuple[str, ...]],
                    reach: int = 24) -> bool:
    """The relative figure ``r`` states a change of its own (a change word: flag ``change_word``)
    within ``reach`` characters of two levels its sentence writes as a change from one to the
    other: a from word (``spans[0]``, CC105's ``change_span_words``) right before the first and a
    to word between the two ("从 96 路提升到 192 路，提升 2.5 倍", "up 2.5x (from 96 to 192
    sequences)").  All three must stand in one sentence text (``Claim.text``)."""
    froms, tos = spans
    text = r.text or ""
    if not froms or not tos or not any(f.startswith("change_word") for f in r.flags) \
            or lo.text != text or hi.text != text:
        return False
    at = {id(c): text.find(c.surface) for c in (r, lo, hi)}
    if min(at.values()) < 0:
        return False
    first, second = sorted((lo, hi), key=lambda c: at[id(c)])
    start, end = at[id(first)], at[id(second)]
    before = text[:start].rstrip()
    led = [w for w in froms if before.endswith(w) and (not w.isascii() or not before[:-len(w)][-1:].isalnum())]
    if not led:
        return False
    between = text[start + len(first.surface):end]
    if not any((w in between) if not w.isascii() else re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", between)
               for w in tos):
        return False
    r_at, r_end, change_end = at[id(r)], at[id(r)] + len(r.surface), end + len(second.surface)
    gap = text[change_end:r_at] if r_at >= change_end else text[r_end:len(before) - max(map(len, led))]
    if len(gap) > reach:
        return False
    # nothing but the multiple's own change word (a verb: ASCII or two characters at most) and glue
    # may stand between ("，提升", ", a", " ("): a noun there ("，吞吐提升 2.5 倍", "，QPS 提升")
    # makes the multiple another quantity's
    words = [w for f in r.flags if f.startswith("change_word=")
             for w in [f.split("=", 1)[1]] if w.isascii() or len(w) <= 2]
    rest = gap
    for w in sorted(words, key=len, reverse=True):
        rest = rest.replace(w, " ")
    return re.fullmatch(r"[\s,，;；:：(（)）、]*(?:(?:a|an|by|of|about|roughly|了|约|近|达|足足|共)[\s,，]*)*", rest) is not None


def _span_words(spec) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(from words, to words) of CC105's ``change_span_words``."""
    spec = spec or {}
    return tuple(map(str, spec.get("from") or ())), tuple(map(str, spec.get("to") or ()))


def _compared_plain_numbers(ctx: CheckContext, large: float, words: tuple[str, ...],
                            spans: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
                            scale_letters: tuple[str, ...] = (), word_tolerance: float | None = None) -> Iterator[Draft]:
    """A ratio in a sentence that sets two plain numbers against each other ("vLLM Median ITL
    275.32 对 SGLang 24.45，差距扩大到约 20 倍": 11.3×), when no relative figure of that sentence
    is their quotient (one that is — "约 10.8 倍" beside "129.32 对 11.93" — is the computed
    figure, and the sentence's other multiples are about something else: "与报告的'10 倍'一致"),
    and leaving alone a ratio that is the quotient of two figures with a unit in that sentence
    ("transformers 46m12s、faster-whisper 25m50s，约 1.79 倍，WER 14.801 对 13.527": the multiple is
    the durations', the plain pair after it another metric's; held-out set 7).
    Bounds ("up to") are no computed figures; a multiple is read as :func:`_plain_ratio_fits`
    reads it (``word_tolerance``: CC105's ``word_multiple_tolerance``)."""
    # a ratio, or a percent change ("比 DeepSeek Profile（62,713）低约 15%": a multiple of 0.85)
    by_sentence = _by_sentence(c for c in ctx.numeric()
                               if (c.kind == "ratio" or (c.kind == "percent" and c.direction in ("up", "down")))
                               and not c.has_flag("table") and c.qualifier in ("=", "~") and c.role == "result")
    absolute = None
    version_words = tuple(str(w) for w in ctx.resources.grammar.get("version_words") or ())
    # the scale letters two compared numbers may carry ("67k vs 29k"), valued by grammar.yaml scale_words
    values = {str(w): int(v) for v, ws in (ctx.resources.grammar.get("scale_words") or {}).items() for w in ws}
    scales = {w: values[w] for w in scale_letters if w in values}
    for key, ratios in by_sentence.items():
        text = key[2]
        pairs = compared_numbers(text, words, spans, scales)
        if len(pairs) != 1:
            continue  # none, or several comparisons: which ratio goes with which is unknown
        x, y, written = pairs[0]
        if any(_plain_ratio_fits(r, x, y, word_tolerance) for r in ratios):
            continue
        if _two_versions(text, written, version_words):
            continue  # "pydantic 2.14 比 pydantic 1.10 快 17 倍": two releases, no figures to divide
        if absolute is None:
            absolute = _by_sentence(c for c in ctx.numeric() if c.kind == "quantity")
        ratios = [r for r in ratios if not ratio_follows(r, absolute.get(key, []))]
        hi, lo = max(x, y), min(x, y)
        basis = re.sub(r"[（）()]", "", written).strip()  # "59,337）比 … （62,713" reads without its brackets
        chain = _chain_levels(absolute.get(key, []), x, y)
        if chain:
            # "从 1,420 提升到 2,130，再…到 2,480，累计加速 1.9×": a multiple beside a chain of
            # levels that fits no step is checked against the whole chain, first level to last
            # (fresh-user trial 44, r11: the message named the first step's 1.50×, not 1.75×)
            hi, lo = max(chain[0].norm_value, chain[-1].norm_value), min(chain[0].norm_value, chain[-1].norm_value)
            basis = f"{chain[0].surface} → {chain[-1].surface}"
        for r in ratios:
            expected = hi / lo if r.norm_value >= 1 else lo / hi
            yield _arith_draft(r, [], expected, large, basis_en=basis, basis_zh=basis)


def _plain_ratio_fits(r: Claim, x: Decimal, y: Decimal, word_tolerance: float | None = None) -> bool:
    """Whether the relative figure ``r`` reads as the quotient of two plain numbers ``x`` and ``y``
    (either way round), read as :func:`_ratio_fits` reads a quotient of two values: a multiple
    written as a word ("翻倍", "doubled") within ``word_tolerance`` of it, widened by the numbers'
    written precision (half a unit of their last digits), and a whole multiple ("2x") only inside
    its rounding interval, not at its ends — 840,000 → 1,260,000 (1.5×) is no doubling (fresh-user
    trial 47, r15: both ends were read as fitting); else :func:`ratio_fits`."""
    hi, lo = max(x, y), min(x, y)
    if lo <= 0:
        return ratio_fits(r, x, y)
    uh, ul = (Decimal(1).scaleb(min(v.as_tuple().exponent, 0)) / 2 for v in (hi, lo))
    span = float((hi + uh) / max(lo - ul, Decimal("1e-12")) - (hi - uh) / (lo + ul))
    for reading in (_word_multiple_fits(r, float(hi / lo), span, word_tolerance), _whole_multiple_fits(r, float(hi / lo))):
        if reading is not None:
            return reading
    return ratio_fits(r, x, y)


def _word_multiple_fits(r: Claim, x: float, span: float, word_tolerance: float | None) -> bool | None:
    """A multiple written as a word ("减半", "翻倍", "halved") is a round figure: whether the
    quotient ``x`` (or its inverse) lies within ``word_tolerance`` of it, widened by ``span`` (the
    quotient's width for its values' written precision) — not the ±0.05 of the "0.5" it is stored
    as (a fresh-user trial, session 28: 64 GB → 40 GB is no halving).  None when ``r`` is no such
    word or no tolerance is given."""
    if word_tolerance is None or r.kind != "ratio" or not r.norm_value or any(ch.isdigit() for ch in r.surface):
        return None
    v = float(r.norm_value)
    low, high = v * (1 - word_tolerance) - span / 2, v * (1 + word_tolerance) + span / 2
    return low <= x <= high or low <= 1 / x <= high


def _whole_multiple_fits(r: Claim, x: float) -> bool | None:
    """A whole multiple ("2 倍", "2x"): whether the quotient ``x`` (or its inverse) rounds to it —
    an end of its rounding interval not ("从 2,000 提升到 3,000 tok/s，是原来的 2 倍" is 1.5×, not 2×; a
    fresh-user trial, session 28).  None when ``r`` is no whole multiple."""
    if not (r.kind == "ratio" and r.qualifier == "=" and re.fullmatch(r"\d+", r.value or "")):
        return None
    inverse = 1 / x
    return any(l < x < h or l < inverse < h for l, h in intervals(r) if h - l > 1e-9) or \
        any(l <= x <= h or l <= inverse <= h for l, h in intervals(r) if h - l <= 1e-9)


def _factor_of_product(r: Claim) -> bool:
    """A multiple sign written between two numbers is a product's, not a multiple's: "$46.2k × 12",
    "96 × 24 × 90" (held-out set 34's trap R017, fresh-user trial 45's T76) — ``r`` a ratio whose
    sign a number follows."""
    if r.kind != "ratio" or not r.text or not r.surface:
        return False
    at = r.text.find(r.surface)
    return at >= 0 and r.surface.rstrip()[-1:] in "×xX*" and re.match(r"\s?\d", r.text[at + len(r.surface):]) is not None


def _product_operand(text: str, start: int, end: int, signs: str) -> bool:
    """Whether the figure at ``text[start:end]`` is an operand of a written product: a multiple
    sign (``signs``: rules/grammar.yaml ``equation.operators["*"]``) right after it before a
    number, or right before it after a number (a word of its unit between allowed: "8 台 × 8 卡")."""
    if not signs:
        return False
    sign = "[" + re.escape(signs) + "]"
    after = re.match(rf"\s?{sign}\s?[$¥€£]?\d", text[end:end + 8])
    before = re.search(rf"\d\s?[^\d\s]{{0,3}}\s?{sign}\s?[$¥€£]?$", text[max(0, start - 10):start])
    return bool(after or before)


def _monotonic_chain(values: list[Claim], to_words: tuple[str, ...], derived: set[int]) -> list[Claim]:
    """``values`` (three or more levels of one unit in a sentence) in text order when they are a
    chain of changes written out ("从 900 ms 降到 600 ms，再降到 450 ms", "1,420 → 2,130 → 2,480"):
    the first an old level (flag ``change_from``, or read from a from-to range or an arrow: ids in
    ``derived``), each later one right after a to word or an arrow of ``to_words`` (CC105's
    ``change_span_words`` to words, grammar.yaml ``change_arrows``), rising or falling all the way;
    else ``[]`` (three systems' figures side by side are no chain)."""
    levels = sorted(values, key=lambda c: (c.line, c.column))
    if not (levels[0].has_flag("change_from") or id(levels[0]) in derived) or not to_words:
        return []
    lead = re.compile(r"(?:" + "|".join(re.escape(w) for w in sorted(to_words, key=len, reverse=True))
                      + r")\s*(?:约|about|~|≈)?\s*$", re.IGNORECASE)
    for c in levels[1:]:
        text = c.text or ""
        at = text.find(c.surface)
        if id(c) not in derived and not c.has_flag("change_to") and (at < 0 or not lead.search(text[max(0, at - 12):at])):
            return []
    steps = [b.norm_value - a.norm_value for a, b in zip(levels, levels[1:])]
    return levels if all(d > 0 for d in steps) or all(d < 0 for d in steps) else []


def _chain_levels(quantities: list[Claim], x: Decimal, y: Decimal) -> list[Claim]:
    """The levels of a chain of changes a sentence writes ("从 1,420 提升到 2,130，再…到 2,480"),
    in text order, when the pair ``x``, ``y`` (plain numbers :func:`compared_numbers` read) are its
    first two levels: three or more ``quantities`` of the sentence in the unit of the figures
    written as ``x`` and ``y``, rising or falling all the way; else ``[]``."""
    def written(c: Claim) -> Decimal | None:
        try:
            return Decimal(str(c.value).replace(",", ""))
        except (ArithmeticError, ValueError):
            return None
    pair = [c for c in quantities if c.norm_value is not None and written(c) in (x, y)]
    if not pair:
        return []
    unit = pair[0].norm_unit
    levels = sorted((c for c in quantities if c.norm_unit == unit and c.norm_value is not None and c.norm_value > 0),
                    key=lambda c: (c.line, c.column))
    if len(levels) < 3 or {written(levels[0]), written(levels[1])} != {x, y}:
        return []
    steps = [b.norm_value - a.norm_value for a, b in zip(levels, levels[1:])]
    return levels if all(d > 0 for d in steps) or all(d < 0 for d in steps) else []


def _two_versions(text: str, written: str, version_words: tuple[str, ...] = ()) -> bool:
    """True when the two plain numbers of ``written`` (a comparison in the sentence ``text``:
    "2.14 比 pydantic 1.10") are two versions of one software: the same name stands right before
    each ("pydantic 2.14 比 pydantic 1.10", "vLLM 0.12 vs vLLM 0.10"), or a version word right after
    each ("2.14 版比 1.10 版"; rules/grammar.yaml ``version_words`` and 版; a fresh-user trial of session 24:
    the versions were divided as figures)."""
    at = text.find(written)
    if at < 0:
        return False
    before = re.search(r"(?<![\w\-])([A-Za-z][\w\-]*)\s?[vV]?$", text[:at])
    if before is not None and re.search(rf"(?<![\w\-]){re.escape(before.group(1))}\s?[vV]?\d", written):
        return True
    numbers = list(re.finditer(r"\d[\d.,]*", written))
    word = re.compile(r"\s?(?:" + "|".join(re.escape(w) for w in sorted({"版", *version_words}, key=len, reverse=True)
                                            if w != "v") + r")(?![A-Za-z])", re.IGNORECASE)
    after = text[at + len(written):at + len(written) + 12]
    return len(numbers) >= 2 and bool(word.match(written[numbers[0].end():])) and bool(word.match(after))


def _ratios_of_two_ratios(ctx: CheckContext, large: float, words: tuple[str, ...]) -> Iterator[Draft]:
    """A multiple of one relative figure by another, both written before it ("SAMD 的 2.38x 约为
    Lookahead 1.13x 的 2.6 倍": 2.38 / 1.13 = 2.11×): exactly three ratios in the sentence, the
    last joined to the second by a ``words`` entry ("的") and the first two of one metric and
    baseline (two speedups over the same vanilla run)."""
    by_sentence = _by_sentence(c for c in ctx.numeric()
                               if c.kind == "ratio" and not c.has_flag("table") and c.role == "result" and c.norm_value)
    for (_file, _line, text), ratios in by_sentence.items():
        if len(ratios) != 3:
            continue
        first, second, stated = sorted(ratios, key=lambda c: c.column)
        if stated.qualifier not in ("=", "~") or first.metric != second.metric or \
                first.conditions_dict.get("baseline") != second.conditions_dict.get("baseline"):
            continue
        at1 = text.find(first.surface)
        at2 = text.find(second.surface, at1 + len(first.surface)) if at1 >= 0 else -1
        at3 = text.find(stated.surface, at2 + len(second.surface)) if at2 >= 0 else -1
        if at3 < 0:
            continue
        joint = text[at2 + len(second.surface):at3].strip(" )）")
        if joint not in words:
            continue
        written = f"{first.surface} / {second.surface}"
        draft = _quotient_draft(stated, first, second, large, [first, second], lambda h, l: (written, written))
        if draft is not None:
            yield draft


def _share_text(actual: Decimal) -> str:
    """A computed share (percent, a :class:`~decimal.Decimal`) as a message writes it: one decimal
    place from 1 % up, two significant digits below (37 of 1,850,000 is "0.002%", not "0%"; a
    fresh-user trial, session 40: r10)."""
    if actual == 0 or abs(actual) >= 1:
        return fmt_decimal(actual.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    digits = -actual.copy_abs().adjusted() + 1  # 0.002 has adjusted() -3: keep 4 places
    return fmt_decimal(actual.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))


def _shares_of_a_whole(ctx: CheckContext, large: float, words: tuple[str, ...], after: tuple[str, ...] = (),
                       reach: int = 24, share_metrics: frozenset[str] | None = None,
                       inside: tuple[str, ...] = (), named: tuple[str, ...] = (),
                       before: tuple[str, ...] = ()) -> Iterator[Draft]:
    """A share or rate in a sentence that gives a whole and a part of it ("输入 608B tokens，其中
    342B 命中盘上 KV cache，命中率 65.3%": 342 / 608 is 56.3 %): a percentage without a
    direction (no change) that is not the part's share (its written precision, 1 % slack).
    Only a percentage of ``share_metrics`` (CC105 ``part_share_metrics``; "" for one without a
    metric) can be the part's share: "1,000 条提示，其中 200 条长提示，准确率 92.5%" states an
    accuracy, not the long prompts' share.  ``inside``: CC105's ``part_inside_words``, a whole and a
    part after "中" ("2,000 个文件中误报 6 个，误报率 0.03%": 0.3 %; held-out set 33); ``named``: CC105's
    ``part_named_verbs`` ("其中 DeepSeek-V3 为 30 亿 tokens，占比 85%"; trial 45 r08); ``before``:
    CC105's ``part_before_whole_words`` ("312,000 of 2.4M requests (12%)"; trial 48 r05)."""
    by_sentence = _by_sentence(c for c in ctx.numeric() if c.kind == "percent" and not c.direction
                               and c.qualifier in ("=", "~") and not c.has_flag("table") and _is_num(c.value)
                               and (share_metrics is None or (c.metric or "") in share_metrics))
    # the scale letters a whole and its part may carry, valued by grammar.yaml scale_words
    scales = {str(w).upper(): int(v) for v, ws in (ctx.resources.grammar.get("scale_words") or {}).items()
              for w in ws if len(str(w)) == 1}
    years = tuple(str(w) for w in ctx.resources.grammar.get("year_words") or ())
    for (file, line, text), shares in by_sentence.items():
        wholes = part_of_whole(text, words, after, reach, scales, inside, named, before, years)
        if not wholes and after:
            # "About 1,840,000 requests arrived; 290,000 of them …": the part's "of them" points
            # back over a semicolon to the whole of the sentence before it on its line
            full = ctx.line_text(file, line)
            at = full.find(text)
            if at > 0:
                wholes = [w for w in part_of_whole(full[:at + len(text)], (), after, reach, scales,
                                                        year_words=years)
                          if full.find(w[2]) + len(w[2]) > at]
        if len(wholes) != 1:
            continue
        whole, part, written = wholes[0]
        actual = part / whole * 100
        if any(agree(dc_replace(r, norm_value=Decimal(r.value), alternatives=()),
                     # (written to two decimals, trailing zeros kept: a share of exactly 13 % is
                     # "13.00", not "13", which reads as 12.5–13.5 and let "12%" pass; fresh-user trial 48, r05)
                     dc_replace(r, value=str(actual.quantize(Decimal("0.01"))), norm_value=actual,
                                qualifier="~", low=None, high=None, alternatives=()), Decimal("0.01"))
               for r in shares):
            continue
        for r in shares:
            yield Draft([r], {
                "surface": r.surface, "stated": f"{r.value}%", "expected": f"{_share_text(actual)}%",
                "location": _where(r), "subject": r.subject or "-", "basis_en": written.strip(),
                "basis_zh": written.strip()}, large=abs(float(actual) - float(r.value)) / float(actual) > large)


def _shares_of_named_wholes(ctx: CheckContext, large: float, spec: dict) -> Iterator[Draft]:
    """A part said to be a share of a whole of the same unit, both written in the sentence:
    "释放 152.488 MiB，约为峰值 199.117 MiB 的 90%" (152.488 / 199.117 is 76.6 %; held-out set 16),
    "frees 150 MiB, about 90% of the 200 MiB peak" (75 %).

    Chinese: the part, a ``spec["verbs"]`` word (约为, 占, 相当于 …), the whole, then 的 and the
    percent; English: the part, the percent, then "of" (the, up to two words) and the whole.  The
    part and the whole are plain quantities (no change, no bound) of one normalised unit; the
    percent is plain too.  Written precision and hedges allowed: 5 % of the share, or one unit of
    the percent's last written digit up to one point ("90%": 1 point, "0.2%": 0.1).

    Args:
        ctx: the run's context; large: ``large_relative_error``; spec: CC105 ``share_of_whole``
            (``verbs``: the words between the part and the whole in Chinese).
    Yields:
        one :class:`~claimcheck.checks.context.Draft` per share its part and whole contradict.
    """
    verbs = spec.get("verbs") or ()
    if not verbs:
        return
    verb_re = re.compile("|".join(re.escape(str(w)) for w in sorted(verbs, key=len, reverse=True)))
    of_en = re.compile(r"\s*of\s+(?:the\s+)?(?:[A-Za-z][\w-]*\s+){0,2}?$")
    texts = {ex.document.path: ex.document.text.split("\n") for ex in ctx.extracts}
    # counts too: "超时 37 次，占总请求 1,850,000 次的 0.2%" (fresh-user trial 43, r10)
    counts = [c for c in ctx.claims if c.kind == "count" and c.norm_value is not None
              and not c.has_flag("requirement") and not c.has_flag("refuted")]
    for group in _by_sentence([*ctx.numeric(), *counts]).values():
        plain = [c for c in group if c.kind in ("quantity", "count") and c.norm_value and not c.direction and not is_relative(c)
                 and c.qualifier in ("=", "~") and c.norm_unit]
        shares = [c for c in group if c.kind == "percent" and not c.direction and c.qualifier in ("=", "~")
                  and _is_num(c.value) and Decimal(c.value) > 0]
        if len(plain) < 2 or not shares:
            continue
        lines = texts.get(group[0].file)
        if lines is None or not 0 < group[0].line <= len(lines):
            continue
        line = lines[group[0].line - 1]
        for p in shares:
            found = None
            for part, whole in itertools.permutations(plain, 2):
                if part.norm_unit != whole.norm_unit or part.line != p.line or whole.line != p.line \
                        or part.norm_value == whole.norm_value:
                    continue  # (one figure written twice is no part of itself)
                if part.end_column <= whole.column and whole.end_column <= p.column:
                    # 释放 A，约为峰值 B 的 P%
                    verb = verb_re.search(line, part.end_column - 1, whole.column - 1)
                    if not verb or line[whole.end_column - 1:p.column - 1].strip() != "的":
                        continue
                    if part.kind == "count" and "占" not in verb.group(0):
                        # two counts share only with 占 ("超时 37 次，占总请求 1,850,000 次的 0.2%"): "FP8 3 节点的
                        # 输出速度约为 BF16 6 节点的 75%" is a share of the speeds (held-out set 7's trap Q017)
                        continue
                elif part.end_column <= p.column and p.end_column <= whole.column:
                    # frees A, about P% of the B peak
                    if not of_en.match(line[p.end_column - 1:whole.column - 1]):
                        continue
                    if part.kind == "count" and not re.match(r"\s*(?:[.,;:)）。，；]|$)", line[whole.end_column - 1:]):
                        continue  # "75% of the 6 nodes' speed": a share of what the count has, not of the count
                else:
                    continue
                found = (part, whole)
                break
            if found is None:
                continue
            part, whole = found
            actual = part.norm_value / whole.norm_value * 100
            written = Decimal(p.value)
            # the slack: 5 % of the share, or the written percent's last digit up to one point
            # ("约为峰值的 90%" may round 88.6 %; "0.2%" is no rounding of 37 / 1,850,000 = 0.002 %)
            digit = min(Decimal(1).scaleb(min(written.as_tuple().exponent, 0)), Decimal(1))
            if abs(written - actual) <= max(Decimal("0.05") * actual, digit):
                continue
            yield Draft([p, part, whole], {
                "surface": p.surface, "stated": f"{p.value}%",
                "expected": f"{_share_text(actual)}%",
                "location": _where(p), "subject": p.subject or part.subject or "-",
                "basis_en": f"{part.surface} of {whole.surface}", "basis_zh": f"{part.surface} / {whole.surface}",
            }, large=abs(float(actual) - float(written)) / float(actual) > large)


def _over_reductions(ctx: CheckContext, apposition: re.Pattern | None = None) -> Iterator[Draft]:
    """A decrease of more than 100 % ("尾延迟减少约 330%", "a 150 % latency reduction"): no latency,
    memory or throughput falls below zero, so the figure is a multiple written as a percent (a
    3.3× cut is a decrease of 1 − 1 / 3.3 = 69.7 %; held-out set 10).  When the sentence gives
    one multiple above 1, the expected decrease is computed from it; otherwise the bound is -100 %.
    Bounds ("up to") are checked too: "up to 330 % less" is no less impossible.  The CC105 variant
    ``over_reduction`` words the finding."""
    relatives = [c for c in ctx.numeric() if c.kind == "percent" and c.direction == "down"
                 and _is_num(c.value.lstrip("+-")) and Decimal(c.value.lstrip("+-")) > 100]
    if not relatives:
        return
    ratios = _by_sentence(c for c in ctx.numeric() if c.kind == "ratio" and c.norm_value is not None and c.norm_value > 1)
    for p in relatives:
        multiples = [r for r in ratios.get((p.file, p.line, p.text), []) if _restates(p, r, apposition)]
        stated = f"-{fmt_decimal(Decimal(p.value.lstrip('+-')))}%"
        values = {"surface": p.surface, "stated": stated, "location": _where(p), "subject": p.subject or "-",
                  "variant": "over_reduction"}
        if len(multiples) == 1:
            r = multiples[0]
            values.update(expected=f"-{float((1 - 1 / r.norm_value) * 100):.1f}%",
                          basis_en=f"the multiple {r.surface}", basis_zh=f"倍数 {r.surface}")
            yield Draft([p, r], values, large=True)
        else:
            values.update(expected_en="at most -100%", expected_zh="至多 -100%", basis_en="falling to zero",
                          basis_zh="降到零为止")
            yield Draft([p], values, large=True)


def _restates(p: Claim, r: Claim, apposition: re.Pattern | None) -> bool:
    """The multiple ``r`` restates the percent ``p`` of its sentence: in the same clause, in a
    bracket, or in a clause that opens with an apposition (``apposition``: CC105's
    ``apposition_words``, "即", "也就是", "i.e.") — not a
    clause of its own about something else ("显存降低了 300%，吞吐提升 2 倍": the 2× is the
    throughput's, and gives no expected decrease of the memory)."""
    text = p.text or ""
    a, b = text.find(p.surface), text.find(r.surface)
    if a < 0 or b < 0:
        return True
    between = text[a + len(p.surface):b] if a < b else text[b + len(r.surface):a]
    cut = list(re.finditer(r"[，,；;]", between))
    if not cut:
        return True
    # the later clause opens with an apposition, whichever of the two comes first ("再压 3.3×，即尾延迟减少
    # 约 330%", "减少约 330%，即 3.3 倍", "cuts it by 3.3x, i.e. a 330% reduction")
    rest = between[cut[-1].end():].lstrip()
    return apposition is not None and apposition.match(rest) is not None


def _split_shares(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """The shares of one split that add up to more than the whole: "实验流量切分：对照组 50% / 实验组
    A 30% / 实验组 B 25%" is 105 % (fresh-user trial 44, r15).  A split word (CC105
    ``split_shares.words``: 切分, 分流, "traffic split") at most ``reach`` characters before the
    first of two or more percentages of its sentence, the percentages separated by labels only
    (no bracket, no other figure between them), changes excluded ("+30%"); each share read in its
    rounding interval (:func:`intervals`: "33%" is 32.5–33.5 %), and only a sum whose least
    reading is above 100 % is reported.  A split that adds up to less names no remainder it
    left out, so it is not reported.  CC105 variant ``split_shares``."""
    words = [str(w) for w in spec.get("words") or ()]
    if not words:
        return
    word = re.compile("(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + ")",
                      re.IGNORECASE)
    reach = int(spec.get("reach", 16))
    metrics = {str(m or "") for m in spec.get("metrics") or ("",)}
    for claims in _by_sentence(c for c in ctx.numeric() if c.kind == "percent" and c.direction is None
                               and not c.has_flag("table") and (c.metric or "") in metrics).values():
        claims = sorted(claims, key=lambda c: c.column)
        line = ctx.line_text(claims[0].file, claims[0].line)
        shares: list[Claim] = []
        for c in claims:
            if shares:
                gap = line[shares[-1].end_column - 1:c.column - 1]
                if len(gap) <= 24 and not re.search(r"[\d（(）)%。；;]", gap) and c.qualifier in ("=", "~"):
                    shares.append(c)
                    continue
                if len(shares) >= 2:
                    break
                shares = []
            lead = line[max(0, c.column - 1 - reach):c.column - 1]
            if c.qualifier in ("=", "~") and word.search(lead) and not re.search(r"[\d%]", lead[word.search(lead).end():]):
                shares = [c]
        if len(shares) < 2:
            continue
        least = sum(Decimal(str(intervals(c)[0][0])) for c in shares)
        if least <= 100:
            continue
        total = sum(c.norm_value for c in shares)
        joined = " + ".join(c.surface for c in shares)
        yield Draft([shares[-1], *shares[:-1]], {
            "surface": shares[-1].surface, "stated": f"{total:g}%", "expected": "100%",
            "basis_en": joined, "basis_zh": joined, "location": _where(shares[-1]),
            "subject": shares[0].subject or "-", "variant": "split_shares"}, large=least > 110)


def _percentile_order(ctx: CheckContext, order: list[str], min_shared: int) -> Iterator[Draft]:
    """A higher percentile stated below a lower one of the same figure ("P50 TTFT 210 ms, P99 TTFT
    180 ms"; a fresh-user trial, session 28): by definition P99 ≥ P95 ≥ P90 ≥ P50.  Two figures of
    one subject (or of none, within one sentence) and metric whose ``statistic`` condition (rules/conditions.yaml) stands in
    ``order`` (CC105's ``percentile_order``, lowest first) are compared when they stand in one
    sentence, or share ``min_shared`` other stated conditions with equal values and contradict
    none ("under the same setup (Llama-3.1-70B, 4×H100, TP4, bs=32)" in two notes); the higher
    percentile must not be below the lower beyond their written precision.  The CC105 variant
    ``percentile_order`` words the finding.  Yields one :class:`Draft` per pair."""
    rank = {name: i for i, name in enumerate(order)}
    names = ((ctx.resources.conditions.get("value_words") or {}).get("statistic") or {})
    word = re.compile("|".join(rf"(?<![A-Za-z0-9]){re.escape(str(w))}(?![A-Za-z0-9])"
                               for ws in names.values() for w in sorted(ws, key=len, reverse=True)) or "(?!)",
                      re.IGNORECASE)

    def own_word(c: Claim) -> bool:
        """The figure's statistic stands in its sentence alone, or right before it with no other
        figure between: "median and 95th percentile latency is 6.8 s and 11.3 s" names both
        before both figures, and which is which is read from the order, not the nearest word
        (batch-16 surya-ocr.md read 6.8 s as the P95)."""
        if len(word.findall(c.text)) <= 1:
            return True
        at = c.text.find(c.surface)
        if at < 0:
            return False
        before = c.text[:at]
        last = None
        for m in word.finditer(before):
            last = m
        return last is not None and not re.search(r"\d", before[last.end():].replace(last.group(), ""))

    groups: dict[tuple, list[Claim]] = defaultdict(list)
    tables: dict = {}  # (file, line) → table number, read when two table cells meet (_one_table_figure)
    for c in ctx.numeric():
        stat = c.conditions_dict.get("statistic")
        if stat in rank and c.metric and c.norm_value is not None and c.qualifier in ("=", "~") \
                and not is_range(c) and own_word(c):
            groups[(c.subject, c.metric, c.norm_unit)].append(c)
    for claims in groups.values():
        # (each higher percentile once, against the first lower one it is below: the run keeps one
        # finding per figure, and a note pasted a thousand times gave a million pairs; trial 44, r10)
        ranks = [rank[c.conditions_dict["statistic"]] for c in claims]  # (read once, not once per pair)
        values = [c.norm_value for c in claims]
        # (a figure's reading and its conditions decide a pair, not where it stands: each distinct
        # pair is worked out once — a note pasted a thousand times repeats a few)
        readings = [(c.value, c.qualifier, c.low, c.high, c.norm_unit, c.unit) for c in claims]
        agreed: dict[tuple, bool] = {}
        shared: dict[tuple, bool] = {}
        # (the lower percentiles above a figure are looked up by rank and value, not walked: 3,000
        # "TTFT p99" lines of one log were 9 M pairs of one rank; fresh-user trial 46, r23)
        by_rank: dict[int, tuple[list, list[int]]] = {}
        for r in set(ranks):
            places = sorted((i for i in range(len(claims)) if ranks[i] == r), key=lambda i: values[i])
            by_rank[r] = ([values[i] for i in places], places)
        for j, b in enumerate(claims):
            rb, vb = ranks[j], values[j]
            # (a: the lower percentile, b: the higher, stated below it), in the order they stand
            above = sorted(i for r, (vals, places) in by_rank.items() if r < rb
                           for i in places[bisect.bisect_right(vals, vb):])
            for i in above:
                a = claims[i]
                key = (readings[i], readings[j])
                if key not in agreed:
                    agreed[key] = agree(a, b)
                if agreed[key]:
                    continue
                same_sentence = (a.file, a.line, a.text) == (b.file, b.line, b.text) or _one_table_figure(ctx, a, b, tables, word)
                if not same_sentence and not a.subject:
                    continue  # figures of no named system are compared within their sentence (or table) only
                if not same_sentence:
                    pair = (a.conditions, b.conditions)
                    if pair not in shared:
                        shared[pair] = shared_conditions(a, b, ignore=("baseline", "statistic")) >= min_shared \
                            and conditions_compatible(a, b, ignore=("baseline", "statistic"))
                    if not shared[pair]:
                        continue
                yield Draft([b, a], {
                    "surface": b.surface, "location": _where(b), "subject": b.subject,
                    "stated": f"{b.conditions_dict['statistic'].upper()} {b.surface}",
                    "expected_en": f"at least {a.conditions_dict['statistic'].upper()} {a.surface}",
                    "expected_zh": f"不低于 {a.conditions_dict['statistic'].upper()} {a.surface}",
                    "basis_en": f"{a.surface} ({_where(a)})", "basis_zh": f"{a.surface}（{_where(a)}）",
                    "variant": "percentile_order"}, large=True)
                break


def _one_table_figure(ctx: CheckContext, a: Claim, b: Claim, tables: dict, word: re.Pattern) -> bool:
    """True when two cells of one Markdown table measure one figure at two statistics: in one
    row ("| TTFT | 7.1 s | 6.2 s |" under "| Metric | P90 | P99 |") or in one column with the
    same other conditions ("| TTFT P90 | 7.1 s |" and "| TTFT P99 | 6.2 s |" under "| Peak |"; a
    fresh-user trial, session 38)."""
    if a.file != b.file or not (ctx.in_table_row(a) and ctx.in_table_row(b)):
        return False
    if not tables:
        tables.update(_tables(ctx) or {None: None})  # (filled once per run; tables: changed)
    ta, tb = tables.get((a.file, a.line)), tables.get((b.file, b.line))
    if ta is None or ta != tb:
        return False
    if a.line == b.line:
        return True
    others = lambda c: {k: v for k, v in c.conditions if k != "statistic"}
    # ... and in one column, rows whose labels differ only by the statistic ("TTFT P90", "TTFT P99")
    label = lambda c: re.sub(word, "", (row_cells(ctx.line_text(c.file, c.line)) or [""])[0]).split()
    return others(a) == others(b) and label(a) == label(b)


def _restatements(ctx: CheckContext, tol: Decimal) -> Iterator[Draft]:
    by_sentence = _by_sentence(c for c in ctx.numeric() if is_relative(c))
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


def _restated_changes(ctx: CheckContext, markers: tuple[str, ...], articles: tuple[str, ...] = ()) -> Iterator[Draft]:
    """A multiple and a percent gain of one subject that restate each other in one sentence and
    disagree: "2.3× 加速（提升 23%）" (2.3× is +130 %), "85% 加速，也就是 1.5×" (+85 % is 1.85×;
    fresh-user trial 37).  The later one restates the earlier when it follows it in a bracket
    opened right after it, or after one of ``markers`` (CC105 ``restatement_markers``: 即, 也就是,
    i.e.) with at most a short gap and no other figure between, or right after a comma and one of
    ``articles`` (CC105 ``restatement_articles``: "by 60%, a 4× compression"); each is read
    within its rounding interval (and a "提升 N 倍" in both its readings, :func:`intervals`).

    Args: ctx: the run's context; markers: the restatement words; articles: the words of an
    apposition.
    Yields: one :class:`~claimcheck.checks.context.Draft` per restatement its figure contradicts
    (the later figure, then the earlier).
    """
    if not markers:
        return
    # (a short word may stand between the earlier figure and the bracket or marker: "2.3× 加速（")
    brackets = ROUND_OPEN + ROUND_CLOSE
    marker = re.compile(r"^[^\d。；;" + brackets + r"]{0,6}?[\s，,]*(?:[" + ROUND_OPEN + "][^" + brackets
                        + r"\d]{0,8}|(?:" + "|".join(
        re.escape(w) for w in sorted(markers, key=len, reverse=True)) + r")[^\d，,。；;]{0,10})$"
        + (r"|^\s*[,，]\s*(?:" + "|".join(re.escape(w) for w in articles) + r")\s+$" if articles else ""), re.IGNORECASE)
    for claims in _by_sentence(c for c in ctx.numeric() if is_relative(c) and c.qualifier == "="
                               and c.kind in ("ratio", "percent")).values():
        if len(claims) != 2:
            continue  # more figures: which restates which is unknown
        first, later = sorted(claims, key=lambda c: c.column)
        if {first.kind, later.kind} != {"ratio", "percent"} or first.subject != later.subject or \
                first.metric != later.metric or first.baseline != later.baseline:
            continue
        percent = first if first.kind == "percent" else later
        ratio = later if percent is first else first
        # a cut restated as a compression ("显存降低 60%，即压缩 3 倍": both read as the share kept,
        # 0.4 and 1/3; fresh-user trial 48, r08) as well as a gain restated as a multiple
        if percent.direction != "up" and not (percent.direction == "down" and ratio.norm_value < 1):
            continue
        line = ctx.line_text(later.file, later.line)
        between = line[first.end_column - 1:later.column - 1]
        if not marker.match(between):
            continue
        if _whole_multiple_fits(ratio, float(percent.norm_value)) is not None and percent.direction == "down":
            # a whole multiple ("3 倍") rounds from its own interval, its ends not in it: 60 % kept
            # 40 % (2.5×) is no threefold compression
            if _whole_multiple_fits(ratio, float(percent.norm_value)):
                continue
        elif any(lo <= hi2 and lo2 <= hi for lo, hi in intervals(first) for lo2, hi2 in intervals(later)):
            continue
        inverse = later.kind == "ratio" and later.norm_value < 1 and _is_num(str(later.value)) and Decimal(str(later.value)) > 1
        yield Draft([later, first], {
            "surface": later.surface,
            # (a compression is written as the multiple it divides by: "压缩 3 倍" states 3.00×, 60 % gives 2.50×)
            "stated": _fmt_change(later, 1 / later.norm_value if inverse else later.norm_value),
            "expected": _fmt_change(later, 1 / first.norm_value if inverse else first.norm_value),
            "basis_en": f"{first.surface} earlier in the sentence", "basis_zh": f"同句前文的 {first.surface}",
            "location": _where(later), "subject": later.subject or "-",
        }, large=True)


#: the ratios of a binary prefix to its decimal namesake (KiB/kB … GiB/GB) and their inverses:
#: a size restated across them is the same size (IEC 80000-13 prefixes)
_BINARY_FACTORS = tuple(f for k in (1, 2, 3, 4) for f in (1.024 ** k, 1 / 1.024 ** k))


def _restated_quantities(ctx: CheckContext, markers: tuple[str, ...]) -> Iterator[Draft]:
    """A quantity restated in another unit in the same sentence that does not equal it: "12,400
    tok/s（即 700k tokens/min）" (744k), the restatement in a bracket opened right after the first
    figure or after one of ``markers`` (CC105 ``restatement_markers``: 即, 也就是, 相当于, 折合,
    i.e.) with no other figure between.  Both figures are of one metric and normalise to one
    unit (rules/units); each is read within its rounding interval and in every reading it has
    (GB as 10⁹ or 2³⁰ bytes, :func:`intervals`), and only a restatement that no reading makes
    equal is reported (the mission's "744k tokens/min and 12,400 tok/s compare equal"; session 38,
    after held-out set 30's wrong °C → K conversion, whose K reading is not extracted).  The
    restatement must be the whole bracket or clause ("100 ms (0.2 s at p99)" is another figure).

    Args: ctx: the run's context; markers: the restatement words.
    Yields: one :class:`~claimcheck.checks.context.Draft` per restatement (the later figure, then
    the earlier)."""
    if not markers:
        return
    words = "|".join(re.escape(w) for w in sorted(markers, key=len, reverse=True))
    marker = re.compile(r"^\s*[，,]?\s*(?:[" + ROUND_OPEN + r"]\s*(?:(?:" + words + r")\s*[:：,，]?\s*)?|(?:" + words
                        + r")\s*[:：,，]?\s*|[=＝≈]\s*)$", re.IGNORECASE)
    for claims in _by_sentence(c for c in ctx.numeric() if c.kind == "quantity" and c.metric
                               and not c.has_flag("table")).values():
        claims = sorted(claims, key=lambda c: c.column)
        for first, later in zip(claims, claims[1:]):
            if first.metric != later.metric or first.norm_unit != later.norm_unit or first.unit == later.unit \
                    or is_range(first) or is_range(later) or first.qualifier not in ("=", "~") \
                    or later.qualifier not in ("=", "~"):
                continue
            line = ctx.line_text(later.file, later.line)
            if re.search(r"[+\-−×*/÷]\s*$", line[max(0, first.column - 4):first.column - 1]):
                continue  # "1 GB + 512 MB = 1.5 GB": a term of an expression (the equations' check reads it)
            if not marker.match(line[first.end_column - 1:later.column - 1]) or \
                    not re.match(r"\s*(?:[）)，,。；;.!?！？]|$)", line[later.end_column - 1:]):
                continue  # (the restatement is the whole bracket or clause: "100 ms (0.2 s at p99)" is another figure)
            if any(lo <= hi2 and lo2 <= hi for lo, hi in intervals(first) for lo2, hi2 in intervals(later)):
                continue
            if first.norm_value and any(abs(float(later.norm_value / first.norm_value) - f) < 0.002 * f
                                        for f in _BINARY_FACTORS):
                continue  # "80 GB，即 81,920 MB": a binary prefix on one side (GiB written GB)
            yield Draft([later, first], {
                "surface": later.surface, "stated": f"{float(later.norm_value):,.6g} {later.norm_unit}",
                "expected": f"{float(first.norm_value):,.6g} {first.norm_unit}",
                "basis_en": f"{first.surface} earlier in the sentence", "basis_zh": f"同句前文的 {first.surface}",
                "location": _where(later), "subject": later.subject or first.subject or "-",
            }, large=abs(float(later.norm_value - first.norm_value)) / float(first.norm_value) > 0.5
                if first.norm_value else True)


def _discounts(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """A Chinese discount ("八折", "八五折": the price paid is 80 %, 85 % of the list price; rules/
    grammar.yaml ``tenths_percent_units``) restated wrongly in its sentence (held-out set 22: "一律
    八折，即优惠 80%，每个实付 ¥240" against a list price of ¥1,200):

    - a percentage right after a word of ``off_words`` ("优惠", "discount") or right before one of
      ``off_after_words`` ("20% off") is the discount, 100 − P;
      one right after a word of ``paid_words`` ("实付", "pay") is P;
    - a price right after a ``paid_words`` word is P % of the list price, the nearest price
      before the discount on its line, at most ``price_reach_chars`` before it (in the same currency
      unit), within ``price_slack``.

    Figures after the discount up to the next discount on the line are read.  CC105's
    ``discount``: ``unit`` (the discount's unit as extracted, "折"), ``off_words``,
    ``paid_words``, ``reach_chars`` (how far before the figure the word may stand) and
    ``price_slack`` (a relative error that is rounding: "¥999 打八折实付 ¥799").  Variant
    ``discount``: the stated figure, then the discount (and the list price)."""
    unit = str(spec.get("unit") or "")
    off_words = [str(w) for w in spec.get("off_words") or ()]
    paid_words = [str(w) for w in spec.get("paid_words") or ()]
    if not unit or not (off_words or paid_words):
        return
    reach = int(spec.get("reach_chars", 6))
    slack = Decimal(str(spec.get("price_slack", 0.01)))
    price_reach = int(spec.get("price_reach_chars", 40))

    def pattern(words: list[str]) -> re.Pattern | None:
        if not words:
            return None
        alts = "|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                        for w in sorted(words, key=len, reverse=True))
        return re.compile(rf"(?:{alts})[^\d，,。；;]{{0,{reach}}}$", re.IGNORECASE)

    off, paid = pattern(off_words), pattern(paid_words)
    after_words = [str(w) for w in spec.get("off_after_words") or ()]
    off_after = re.compile(r"\s?(?:" + "|".join(rf"{re.escape(w)}\b" for w in after_words) + ")",
                           re.IGNORECASE) if after_words else None
    lines = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    by_line: dict[tuple[str, int], list[Claim]] = defaultdict(list)
    for c in ctx.numeric():
        by_line[(c.file, c.line)].append(c)
    for (file, line), claims in by_line.items():
        rates = [c for c in claims if c.kind == "percent" and c.unit == unit and c.norm_value is not None
                 and 0 < c.norm_value < 100]
        text = lines.get((file, line))
        if not rates or text is None:
            continue
        claims = sorted(claims, key=lambda c: c.column)
        columns = [c.column for c in claims]
        rates.sort(key=lambda c: c.column)
        for k, rate in enumerate(rates):
            paid_share = rate.norm_value
            # the figures after the discount up to the next one (bisected: a line of thousands of
            # discounts is not read once per discount; linear, not cubic)
            upto = rates[k + 1].column if k + 1 < len(rates) else None
            first = bisect.bisect_right(columns, rate.column)
            last = bisect.bisect_right(columns, upto) if upto is not None else len(claims)
            for c in claims[first:last]:
                if c is rate or c.norm_value is None or (upto is not None and c.column >= upto):
                    continue
                lead = text[max(0, c.column - 1 - reach - 8):c.column - 1]
                expected = basis = None
                if c.kind == "percent" and c.unit != unit:
                    if (off is not None and off.search(lead)) or \
                            (off_after is not None and off_after.match(text, c.end_column - 1)):
                        expected = 100 - paid_share  # "优惠 20%", "20% off"
                    elif paid is not None and paid.search(lead):
                        expected = paid_share
                    if expected is not None and c.norm_value != expected:
                        yield Draft([c, rate], {
                            "surface": c.surface, "stated": f"{fmt_decimal(c.norm_value)}%",
                            "expected": f"{fmt_decimal(expected)}%", "location": _where(c),
                            "basis_en": f"{rate.surface} (paying {fmt_decimal(paid_share)}%)",
                            "basis_zh": f"{rate.surface}（按 {fmt_decimal(paid_share)}% 付款）",
                            "subject": c.subject or "-", "variant": "discount"})
                elif c.kind == "quantity" and paid is not None and paid.search(lead):
                    start = bisect.bisect_left(columns, rate.column - price_reach - 40)
                    listed = [p for p in claims[start:first] if p.kind == "quantity" and p.unit == c.unit
                              and p.column < rate.column and p.norm_value and rate.column - p.end_column <= price_reach]
                    if not listed:
                        continue
                    price = listed[-1]
                    expected = price.norm_value * paid_share / 100
                    if abs(c.norm_value - expected) > slack * expected:
                        yield Draft([c, rate, price], {
                            "surface": c.surface, "stated": c.surface,
                            "expected": f"{c.unit}{fmt_decimal(expected.quantize(Decimal('0.01')).normalize())}",
                            "location": _where(c),
                            "basis_en": f"{price.surface} at {rate.surface} ({fmt_decimal(paid_share)}%)",
                            "basis_zh": f"{price.surface} 打{rate.surface}（{fmt_decimal(paid_share)}%）",
                            "subject": c.subject or "-", "variant": "discount"})


#: what joins two figures listed side by side (not a figure and its result)
_LISTED_BETWEEN = re.compile(r"[,，、;；/]|\b(?:and|or|vs\.?|versus)\b|[和与及或]")


def _derived_products(ctx: CheckContext, spec: dict, consequence_words) -> Iterator[Draft]:
    """A figure derived as the product of the two figures before it in its sentence, with a value
    the product does not have (held-out set 22: "本地约 50 tps，TIMEOUT 设 300 s，则输出上限应控制在
    1,500 tokens 以内" — 50 tok/s × 300 s = 15,000 tokens): exactly two quantities before a word of
    CC105's ``multiple_applied.consequence_words`` ("则", "so"), the first quantity after it, and
    the product of the two in its unit (pint: the two units multiplied convert to the third's).
    A bound ("以内", "at most") may be set below the product on purpose, so a bound is reported
    only when it is off by a power of ten (a slip: :func:`~claimcheck.checks.context.slip_factor`);
    a plain value when it is off by more than ``exact_tolerance`` (``approximate_tolerance`` when
    hedged).  CC105's ``derived_product``; variant ``derived_product``."""
    if not spec.get("enabled") or not consequence_words:
        return
    exact = Decimal(str(spec.get("exact_tolerance", 0.02)))
    approx = Decimal(str(spec.get("approximate_tolerance", 0.1)))
    words = [str(w) for w in consequence_words]
    consequence = re.compile("|".join(rf"\b{re.escape(w)}\b" if w[:1].isascii() and w[-1:].isalnum() else re.escape(w)
                                      for w in sorted(words, key=len, reverse=True)), re.IGNORECASE)
    units = ctx.resources.units
    lines = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    for (file, line, _), claims in _by_sentence(ctx.numeric()).items():
        text = lines.get((file, line))
        if text is None:
            continue
        claims = sorted(claims, key=lambda c: c.column)
        # (only between the sentence's first and last figure: a line of thousands of sentences is
        # not read again for each of them)
        for m in consequence.finditer(text, claims[0].column - 1, max(c.end_column for c in claims) - 1):
            before = [c for c in claims if c.end_column - 1 <= m.start()]
            after = [c for c in claims if c.column - 1 >= m.end()]
            if len(before) != 2 or not after:
                continue
            a, b, c = before[0], before[1], after[0]
            if any(x.kind != "quantity" or x.norm_value is None or not x.norm_unit or is_range(x) for x in (a, b, c)):
                continue
            if a.norm_unit == b.norm_unit or c.norm_value <= 0:
                continue  # two figures of one unit are compared or summed, not multiplied
            factor = units.factor(f"({a.norm_unit}) * ({b.norm_unit})", c.norm_unit)
            if factor is None:
                continue
            expected = a.norm_value * b.norm_value * factor
            if expected <= 0:
                continue
            # (durations are kept in hours: 300 s × 50 tok/s comes back as 14999.99999…)
            expected = Decimal(format(expected, ".6g")).normalize()
            if c.qualifier in ("<=", "<", ">=", ">"):
                if slip_factor(float(c.norm_value), float(expected)) is None:
                    continue
            else:
                hedged = any(x.qualifier != "=" for x in (a, b, c))
                if abs(c.norm_value - expected) <= (approx if hedged else exact) * expected:
                    continue
            written = (c.value or "").replace(",", "")
            shown = _with_unit(expected, c)
            if c.unit and _is_num(written) and Decimal(written) != c.norm_value and c.norm_value:
                shown = f"{fmt_decimal((expected * Decimal(written) / c.norm_value).quantize(Decimal('0.01')).normalize())} {c.unit}"
            yield Draft([c, a, b], {
                "surface": c.surface, "stated": c.surface, "expected": shown,
                "basis_en": f"{a.surface} × {b.surface}", "basis_zh": f"{a.surface} × {b.surface}",
                "location": _where(c), "subject": c.subject or "-", "variant": "derived_product"})
            break


def _levels_of_two_baselines(r: Claim, a: Claim, b: Claim, relatives: list[Claim]) -> bool:
    """The two levels are the figures of two baselines, and ``r`` relates its subject to one of
    them: "ElasticKV reaches 3,720 tok/s, a 1.5× improvement over SGLang (2,480 tok/s) and 1.73×
    over vLLM (2,150 tok/s)" — 2,480 is SGLang's (1.5×'s baseline), 2,150 vLLM's (1.73×'s), and
    neither multiple is their quotient (fresh-user trial 49, r17: both correct multiples were
    reported as "gives 1.15×").  True when ``r``'s baseline owns one level and the other level's
    owner is another system that is ``r``'s subject's rival: not ``r``'s subject, and the baseline
    of another relative figure of the sentence (or ``r`` names a subject of its own)."""
    if not r.baseline or not a.subject or not b.subject or same_name(a.subject, b.subject):
        return False
    for own, other in ((a, b), (b, a)):
        if not same_name(own.subject, r.baseline):
            continue
        if r.subject and same_name(r.subject, other.subject):
            return False  # "vLLM (2,150) is 1.15× SGLang (2,480)"-like: r's subject owns the other level
        if r.subject or any(q is not r and q.baseline and same_name(q.baseline, other.subject) for q in relatives):
            return True
    return False


def _subject_and_baseline_levels(r: Claim, levels: list[Claim], relatives: list[Claim]) -> tuple[Claim, Claim] | None:
    """(the level of ``r``'s subject, the level of its baseline) among a sentence's ``levels``: the
    baseline's is the one its baseline owns, the subject's the one level owned by ``r``'s subject
    (or, when ``r`` names none, by a system that is no relative figure's baseline: "ElasticKV
    reaches 3,720 tok/s, a 1.5× improvement over SGLang (2,480 tok/s)…").  None unless both are
    found once."""
    base = [v for v in levels if v.subject and same_name(v.subject, r.baseline)]
    baselines = [q.baseline for q in relatives if q.baseline]
    tops = [v for v in levels if v.subject and (same_name(v.subject, r.subject) if r.subject
                                                 else not any(same_name(v.subject, x) for x in baselines))]
    return (tops[0], base[0]) if len(base) == 1 and len(tops) == 1 else None


def _per_each_totals(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """A total of what each member of a counted group has, written beside the two counts it is the
    product of, with another value: "按 77 例、每例 4 个监测夜计，全研究共需 318 个监测夜" (77 × 4 =
    308; held-out set 38, R002), "77 participants with 4 monitoring nights each, 318 nights in
    total".  Three counts of one line, in order: the group (the last count before the per-member
    one, within ``reach_chars``; after an ``each_before`` word, "每例", its classifier or noun
    must be the group's), the per-member count (after ``each_before`` + the group's classifier, or
    before an ``each_after`` word) and the first later count of the per-member count's classifier
    and noun with a total word before it (``total_before``, a ``total_links`` word between: "共需
    318") or after it (``total_after``).
    Whole counts only, compared exactly.  CC105's ``per_each_total``; variant ``derived_product``."""
    before_words = [str(w) for w in spec.get("each_before") or ()]
    after_words = [str(w) for w in spec.get("each_after") or ()]
    if not before_words and not after_words:
        return
    reach = int(spec.get("reach_chars", 60))
    each_lead = re.compile(r"(?:" + "|".join(map(re.escape, before_words)) + r")\s?(?P<u>[^\s\d，,。；;、：:（(]{1,6}?)\s?$") \
        if before_words else None
    each_tail = re.compile(r"\s?(?:" + _words_anywhere(after_words).pattern + r")", re.IGNORECASE) if after_words else None
    links = "|".join(map(re.escape, sorted((str(w) for w in spec.get("total_links") or ()), key=len, reverse=True)))
    total_lead = re.compile(r"(?:" + _words_anywhere([str(w) for w in spec.get("total_before") or ()]).pattern
                            + rf")\s?(?:{links or '(?!)'})?\s?$", re.IGNORECASE) if spec.get("total_before") else None
    total_tail = re.compile(r"\s?(?:" + _words_anywhere([str(w) for w in spec.get("total_after") or ()]).pattern + r")",
                            re.IGNORECASE) if spec.get("total_after") else None
    by_line: dict[tuple[str, int], list[Claim]] = defaultdict(list)
    for c in ctx.claims:
        if c.kind == "count" and c.norm_value is not None and c.norm_value == int(c.norm_value) and not is_range(c):
            by_line[(c.file, c.line)].append(c)
    for (file, line), counts in by_line.items():
        if len(counts) < 3:
            continue
        text = ctx.line_text(file, line) or ""
        counts.sort(key=lambda c: c.column)
        for i, b in enumerate(counts):
            lead = each_lead.search(text, max(0, b.column - 1 - 10), b.column - 1) if each_lead else None
            earlier = [a for a in counts[:i] if b.column - a.end_column <= reach]
            if lead is not None:
                unit = lead.group("u")
                group = [a for a in earlier if a.end_column - 1 <= lead.start() and a.unit and
                         (unit.startswith(a.unit) or _noun(a.unit) == _noun(unit))]
            elif each_tail is not None and each_tail.match(text, b.end_column - 1):
                group = [a for a in earlier if a.unit != b.unit]
            else:
                continue
            if not group:
                continue
            a = group[-1]
            noun = _after_count(text, b)
            for t in counts[i + 1:]:
                if t.column - b.end_column > reach:
                    break
                if t.unit != b.unit or _after_count(text, t) != noun:
                    continue
                if not ((total_lead and total_lead.search(text, max(0, t.column - 1 - 12), t.column - 1))
                        or (total_tail and total_tail.match(text, t.end_column - 1))):
                    break  # the next count of the thing is no total ("其中 PSG 夜 154 个" is a part)
                expected = a.norm_value * b.norm_value
                if t.norm_value != expected:
                    yield Draft([t, a, b], {
                        "surface": t.surface, "stated": t.surface, "expected": _with_unit(expected, t),
                        "basis_en": f"{a.surface} × {b.surface}", "basis_zh": f"{a.surface} × {b.surface}",
                        "location": _where(t), "subject": t.subject or "-", "variant": "derived_product"})
                break


def _noun(word: str) -> str:
    """A count's noun without a plural "s" and case: "nodes" and "node" are one noun."""
    word = word.casefold()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _after_count(text: str, c: Claim) -> str:
    """The few characters of the noun written right after a count's classifier ("4 个监测夜" →
    "监测夜", "8 张 GPU" → "gpu"); "" for none (an English count carries its noun as its unit)."""
    if not c.unit or c.unit.isascii():
        return ""
    m = re.match(r"\s?([^\s\d，,。；;、：:（()）]{1,3})", text[c.end_column - 1:])
    return m.group(1).casefold() if m else ""


def _multiples_applied(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """A multiple applied to a figure in its own sentence, with a result it does not give (held-out
    set 22: "roughly 1.5 times the track duration, so a 4-minute track should finish in about 2.7
    minutes" — 6 minutes; 2.7 is 4 / 1.5): a ratio N, then a word of ``consequence_words`` ("so",
    "所以"), then two quantities of one unit dimension, the first the figure and the second its
    result, expected N × the first.  Left alone: a ratio with a word of ``comparative_words`` within
    a few characters of it ("1.5 times faster", "快 1.5 倍": a speed-up may divide a time), a third
    figure or another ratio between, a range.  The result may be off by ``exact_tolerance`` of the
    expected value, or ``approximate_tolerance`` when the ratio or the result is hedged
    ("roughly", "about", "约").  Two figures listed ("10 GB and 30 GB", "、") are no figure and its
    result.  CC105's ``multiple_applied``; variant ``multiple_applied``."""
    words = [str(w) for w in spec.get("consequence_words") or ()]
    if not words:
        return
    comparatives = [str(w) for w in spec.get("comparative_words") or ()]
    exact = Decimal(str(spec.get("exact_tolerance", 0.02)))
    approx = Decimal(str(spec.get("approximate_tolerance", 0.1)))

    def alternation(ws: list[str]) -> str:
        return "|".join(rf"\b{re.escape(w)}\b" if w[:1].isascii() and w[-1:].isalnum() else re.escape(w)
                        for w in sorted(ws, key=len, reverse=True))

    consequence = re.compile(alternation(words), re.IGNORECASE)
    comparative = re.compile(alternation(comparatives), re.IGNORECASE) if comparatives else None
    lines = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    for (file, line, _), claims in _by_sentence(ctx.numeric()).items():
        text = lines.get((file, line))
        if text is None:
            continue
        claims = sorted(claims, key=lambda c: c.column)
        for i, r in enumerate(claims):
            if r.kind != "ratio" or r.norm_value is None or is_range(r) or r.norm_value <= 1:
                continue
            near = text[max(0, r.column - 1 - 6):r.end_column - 1 + 12]
            if comparative is not None and comparative.search(near):
                continue
            rest = claims[i + 1:i + 3]
            if len(rest) != 2 or any(c.kind != "quantity" or c.norm_value is None or is_range(c) for c in rest):
                continue
            a, b = rest
            if a.norm_unit != b.norm_unit or not a.norm_unit or a.norm_value <= 0:
                continue
            if not consequence.search(text[r.end_column - 1:a.column - 1]):
                continue
            if _LISTED_BETWEEN.search(text[a.end_column - 1:b.column - 1]):
                continue  # "so 10 GB and 30 GB apply": two figures listed, no figure and its result
            expected = r.norm_value * a.norm_value
            hedged = r.qualifier != "=" or b.qualifier != "="
            if abs(b.norm_value - expected) <= (approx if hedged else exact) * expected:
                continue
            shown = _with_unit(expected, b)
            written = (b.value or "").replace(",", "")
            if b.unit and _is_num(written) and Decimal(written) != b.norm_value:
                # in the unit the result is written in: "6 minutes", not "0.1 hour"
                scaled = (expected * Decimal(written) / b.norm_value).quantize(Decimal("0.01")).normalize()
                shown = f"{fmt_decimal(scaled)} {b.unit}"
            yield Draft([b, r, a], {
                "surface": b.surface, "stated": b.surface, "expected": shown,
                "basis_en": f"{r.surface} × {a.surface}", "basis_zh": f"{r.surface} × {a.surface}",
                "location": _where(b), "subject": b.subject or "-", "variant": "multiple_applied"})


def _remaining_shares(ctx: CheckContext, large: float, spec: dict) -> Iterator[Draft]:
    """A speed-up restated as the share of the time left ("快 500 倍，也就是耗时只剩原来的 2%":
    1/500 is 0.2 %, not 2 %; held-out set 13): in one sentence, exactly one speed-up above 1 and,
    after it, a percent that ``spec["share_words"]`` say is what remains ("只剩原来的", "降到原来的",
    "of the original") and ``spec["time_words"]`` say is of the time ("耗时", "latency") — not of
    memory or cost, which a speed-up does not decide.

    Args:
        ctx: the run's context; large: ``large_relative_error``; spec: CC105 ``remaining_share``
            (``share_words``, ``time_words``, ``reach``: the characters before the percent searched,
            ``frequency_phrases``: "of the time" after a percent says how often, no share).
    Yields:
        one :class:`~claimcheck.checks.context.Draft` per share its speed-up contradicts.
    """
    shares, times = spec.get("share_words") or (), spec.get("time_words") or ()
    if not shares or not times:
        return
    reach = int(spec.get("reach", 16))
    share_re = re.compile("|".join(re.escape(str(w)) for w in sorted(shares, key=len, reverse=True)), re.IGNORECASE)
    time_re = re.compile("|".join(re.escape(str(w)) for w in sorted(times, key=len, reverse=True)), re.IGNORECASE)
    # a percent "of" a time, up to three words between: "0.99% of re's time", "1% of the old latency"
    of_time = re.compile(r"\s*of\s+(?:[\w'’.-]+\s+){0,3}?(?:" + time_re.pattern + r")(?![A-Za-z])", re.IGNORECASE)
    # "the draft token is accepted 80–85% of the time": how often something happens (a frequency
    # phrase: ``spec["frequency_phrases"]``), not the share of a run time left (trial 47, r05)
    often = [str(w) for w in spec.get("frequency_phrases") or ()]
    frequency = re.compile(r"\s*(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in often) + r")(?![A-Za-z])",
                           re.IGNORECASE) if often else re.compile("(?!)")
    saved = spec.get("saved_words") or ()
    saved_re = re.compile("|".join(re.escape(str(w)) for w in sorted(saved, key=len, reverse=True)), re.IGNORECASE) \
        if saved else None
    # a written fraction after a share word ("降到原来的 1/7") or, in English, before one ("to 1/4 of the original")
    fraction = re.compile(r"(?:(?:" + share_re.pattern + r")\s?|(?<![\w/.]))1\s?/\s?(?P<n>[1-9]\d{0,3})(?![\d/.,])"
                          r"(?:(?<=\d)(?=\s(?:" + share_re.pattern + r")))?", re.IGNORECASE)
    texts = {ex.document.path: ex.document.text.split("\n") for ex in ctx.extracts}
    for group in _by_sentence(ctx.numeric()).values():
        speedups = [c for c in group if c.kind == "ratio" and c.metric == "speedup" and c.norm_value and c.norm_value > 1
                    and c.direction in (None, "up")]
        if not speedups and saved_re is not None:
            yield from _saved_after_fraction(group, texts, share_re, fraction, saved_re, time_re, reach, large)
        if len(speedups) != 1:
            continue
        [r] = speedups
        lines = texts.get(r.file)
        for p in group:
            if p.kind != "percent" or p.line != r.line or not _is_num(p.value) \
                    or lines is None or not 0 < p.line <= len(lines) or not Decimal(p.value) > 0:
                continue
            line = lines[p.line - 1]
            if p.end_column <= r.column:
                # the share first, then the speed-up it makes: "re2 needs 0.99% of re's time, roughly
                # a 10x speed-up" (100 / 0.99 is 101x; held-out set 16)
                if not of_time.match(line, p.end_column - 1, r.column - 1) or frequency.match(line, p.end_column - 1):
                    continue  # (not "accepted 80–85% of the time": how often, not a share of a run time)
                share = Decimal(p.value)
                expected = Decimal(100) / share
                if abs(r.norm_value - expected) <= Decimal("0.05") * expected:
                    continue
                yield Draft([r, p], {
                    "surface": r.surface, "stated": r.surface,
                    "expected": f"{fmt_decimal(expected.quantize(Decimal('0.1')) if expected < 100 else expected.quantize(Decimal('1')))}×",
                    "basis_en": f"the share of the time {p.surface} (1/{fmt_decimal(share / 100)})",
                    "basis_zh": f"耗时占比 {p.surface}（1/{fmt_decimal(share / 100)}）",
                    "location": _where(r), "subject": r.subject or p.subject or "-",
                }, large=abs(float(r.norm_value - expected)) > large * float(expected))
                continue
            if p.column <= r.end_column:
                continue
            before = line[max(r.end_column - 1, p.column - 1 - reach):p.column - 1]
            between = line[r.end_column - 1:p.column - 1]
            after = line[p.end_column - 1:p.end_column - 1 + reach]
            if saved_re is not None and not share_re.search(before) and \
                    (saved_re.search(before) or saved_re.match(after.lstrip())) and \
                    (time_re.search(between) or time_re.search(after)):
                found = _saved_share(r, p, large)
                if found is not None:
                    yield found
                continue
            if not share_re.search(before) or not time_re.search(between):
                continue
            expected = Decimal(100) / r.norm_value
            written = Decimal(p.value)
            if abs(written - expected) <= max(Decimal("0.05") * expected, Decimal("0.05")):
                continue
            yield Draft([p, r], {
                "surface": p.surface, "stated": p.surface,
                "expected": f"{fmt_decimal(expected.quantize(Decimal('0.01')) if expected < 10 else expected.quantize(Decimal('0.1')))}%",
                "basis_en": f"the speed-up {r.surface} (1/{fmt_decimal(r.norm_value)} of the time)",
                "basis_zh": f"加速 {r.surface}（耗时为原来的 1/{fmt_decimal(r.norm_value)}）",
                "location": _where(p), "subject": p.subject or r.subject or "-",
            }, large=abs(float(written - expected)) > large * float(expected))


#: a sentence's end inside a line: what lies across one is not one statement
_SENTENCE_END = re.compile(r"[。！？；;!?]|\.(?:\s|$)")


def _saved_after_fraction(group: list[Claim], texts: dict[str, list[str]], share_re: re.Pattern,
                          fraction: re.Pattern, saved_re: re.Pattern, time_re: re.Pattern, reach: int,
                          large: float) -> Iterator[Draft]:
    """A time cut to a written fraction ("转换时间降到原来的 1/7", "parse time down to 1/4 of the
    original": a 1/N share is an N× speed-up, no claim of its own) restated, later in its sentence,
    as the share of the time it saves ("即节省约 70% 的时间": 1 − 1/7 is 85.7 %; held-out set 19) —
    the saving share of :func:`_saved_share` with the fraction for the speed-up.

    Args:
        group: the numeric claims of one sentence (none of them a speed-up); texts: each file's
            lines; share_re / saved_re / time_re: CC105 ``remaining_share`` words as patterns;
            fraction: a written "1/N" beside a share word (built once by :func:`_remaining_shares`);
            reach: characters searched beside the percent; large: ``large_relative_error``.
    Yields:
        a :class:`~claimcheck.checks.context.Draft` (the percent alone) per share that misses
        1 − 1/N by more than 5 % of it.
    """
    for p in group:
        lines = texts.get(p.file)
        if p.kind != "percent" or not _is_num(p.value) or lines is None or not 0 < p.line <= len(lines):
            continue
        line = lines[p.line - 1]
        # the percent's own sentence: from the last sentence end before it (a line of thousands of
        # sentences was read from its start once per percent; a fresh-user trial's 20 MB file)
        head = line[:p.column - 1]
        cut = max((m.end() for m in _SENTENCE_END.finditer(head, max(0, len(head) - 2000))), default=0) \
            if len(head) > 2000 else 0
        found = [m for m in fraction.finditer(head, cut) if not _SENTENCE_END.search(head, m.end())
                 and (share_re.match(m.group(0)) or share_re.match(head, m.end() + 1))]
        if not found:
            continue
        m = found[-1]
        between, after = head[m.end():], line[p.end_column - 1:p.end_column - 1 + reach]
        if not (saved_re.search(between[-reach:]) or saved_re.match(after.lstrip())):
            continue
        if not (time_re.search(line[max(0, m.start() - reach):m.start()]) or time_re.search(between)
                or time_re.search(after)):
            continue
        n = Decimal(m.group("n"))
        if n <= 1:
            continue
        expected = Decimal(100) * (1 - 1 / n)
        written = Decimal(p.value)
        if abs(written - expected) <= Decimal("0.05") * expected:
            continue
        surface = m.group(0)[m.group(0).index("1"):]
        yield Draft([p], {
            "surface": p.surface, "stated": p.surface,
            "expected": f"{fmt_decimal(expected.quantize(Decimal('0.1')))}%",
            "basis_en": f"the time cut to {surface} (1/N of the time saves 1 − 1/N of it)",
            "basis_zh": f"耗时降到原来的 {surface}（降到 1/N 即节省 1 − 1/N）",
            "location": _where(p), "subject": p.subject or "-",
        }, large=abs(float(written - expected)) > large * float(expected))


def _saved_share(r: Claim, p: Claim, large: float) -> Draft | None:
    """A speed-up ``r`` (N×, or a range) restated as the share of the time it saves, ``p`` ("快 7
    倍，即节省约 70% 的时间", "~2-3x faster, so … 20–30% less wall time": an N× speed-up saves
    (1 − 1/N) of the time — 85.7 %, 50–67 %; held-out sets 18 and 19): a Draft when the stated
    share (its range) misses the expected one (its range) by more than 5 % of it; else None."""
    def span(c: Claim) -> tuple[Decimal, Decimal] | None:
        lo, hi = (c.low or c.value), (c.high or c.value)
        if not (_is_num(lo) and _is_num(hi)):
            return None
        return Decimal(lo), Decimal(hi)
    sr, sp = span(r), span(p)
    if sr is None or sp is None or sr[0] <= 1:
        return None
    lo, hi = (Decimal(100) * (1 - 1 / sr[0]), Decimal(100) * (1 - 1 / sr[1]))
    if sp[1] >= lo * Decimal("0.95") and sp[0] <= hi * Decimal("1.05"):
        return None
    shown = fmt_decimal(lo.quantize(Decimal("0.1"))) + ("" if hi == lo else "–" + fmt_decimal(hi.quantize(Decimal("0.1"))))
    gap = min(abs(float(sp[1] - lo)), abs(float(sp[0] - hi)))
    return Draft([p, r], {
        "surface": p.surface, "stated": p.surface, "expected": f"{shown}%",
        "basis_en": f"the speed-up {r.surface} (an N× speed-up saves 1 − 1/N of the time)",
        "basis_zh": f"加速 {r.surface}（加速 N 倍节省的时间为 1 − 1/N）",
        "location": _where(p), "subject": p.subject or r.subject or "-",
    }, large=gap > large * float(hi))


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
        # ratios against a named baseline, or in a column with a 1.00× row (the baseline row
        # itself: "| none | — | 38.5 | 1.00× |" under "Speedup vs no-spec"; fresh-user trial 45, r01)
        ones = {c.metric for c in claims if c.kind == "ratio" and c.norm_value == 1 and c.qualifier == "="}
        relatives = [c for c in claims if is_relative(c) and (c.baseline or (c.kind == "ratio" and c.metric in ones))
                     and c.qualifier in ("=", "~")]
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


def _ratios_within_rows(ctx: CheckContext, large: float) -> Iterator[Draft]:
    """A table row that gives two systems' figures and the ratio between them ("| 8xH100 |
    6.2 | 7.4 | ≈1.5× |" under "| TGI v3 | vLLM | TGI 相对 vLLM |": 7.4 / 6.2 is 1.19×): the
    ratio's subject and baseline each own exactly one absolute cell of the row, of one unit."""
    table_rows = _tables(ctx)
    rows = defaultdict(list)
    for c in ctx.numeric():
        if (c.file, c.line) in table_rows:
            rows[(c.file, c.line)].append(c)
    for claims in rows.values():
        ratios = [c for c in claims if c.kind == "ratio" and c.subject and c.baseline and c.qualifier in ("=", "~")]
        if len(ratios) != 1:
            continue
        r = ratios[0]
        absolutes = [c for c in claims if not is_relative(c) and c.subject and c.norm_unit and c.norm_value
                     and c.metric != "parameters"]  # "8B" in a row label names the model
        pairs = []
        for unit in {c.norm_unit for c in absolutes}:
            own = [c for c in absolutes if c.norm_unit == unit and same_name(c.subject, r.subject)]
            base = [c for c in absolutes if c.norm_unit == unit and same_name(c.subject, r.baseline)]
            if len(own) == 1 and len(base) == 1:
                pairs.append((own[0], base[0]))
        if len(pairs) != 1:
            continue
        value, base_value = pairs[0]
        draft = _quotient_draft(r, value, base_value, large, [value, base_value],
                                lambda h, l: (f"{h.subject} {h.surface} / {l.subject} {l.surface}",
                                              f"{h.subject} {h.surface} ÷ {l.subject} {l.surface}"))
        if draft is not None:
            yield draft


def _table_change_rows(ctx: CheckContext, spec: dict, large: float) -> Iterator[Draft]:
    """A table row whose change cell disagrees with the two plain numbers before it ("| 单件建模
    （min） | 42.0 | 12.0 | 缩短 78% |" under "| 指标 | 现有流程 | 本方法 | 变化 |": 42.0 → 12.0 is
    -71.4 %; held-out set 32): the change column's header holds one of ``spec['header_words']``
    (CC105's ``table_changes``: 变化, 提升, change, speedup …), the row's only amount cells
    before it (plain numbers, or amounts in one unit: "| $0.84 | $0.60 |", :func:`_level_cell`)
    are the two cells right before it (read as before, after), and its cell holds one
    change or ratio claim.  A percent change is read as after / before; a multiple either way
    round.  Each written number admits its rounding (half its last digit).

    Args:
        ctx: the run's context; spec: CC105's ``table_changes`` (``header_words``); large: CC105's
            ``large_relative_error``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per change cell its row contradicts."""
    words = [str(w) for w in spec.get("header_words") or ()]
    if not words:
        return
    header = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)), re.IGNORECASE)
    relative: dict[tuple[str, int], list[Claim]] = defaultdict(list)
    for c in ctx.numeric():
        if c.qualifier in ("=", "~") and (c.kind == "ratio" or (c.kind == "percent" and c.direction in ("up", "down"))):
            relative[(c.file, c.line)].append(c)
    if not relative:
        return
    by_line: dict[tuple[str, int], list[Claim]] | None = None  # the claims of each line, when a row needs them
    for ex in ctx.extracts:
        done: set[int] = set()
        for seg in ex.segments:
            if seg.kind != "table_cell" or not seg.headers or seg.line in done or \
                    (ex.document.path, seg.line) not in relative:
                continue
            done.add(seg.line)
            heads = list(seg.headers)
            changes = [i for i, h in enumerate(heads) if i >= 3 and header.search(h)]
            if len(changes) != 1:
                continue
            cells = row_cells(seg.line_text)
            col = changes[0]
            if len(cells) != len(heads) or header.search(heads[col - 1]) or header.search(heads[col - 2]):
                continue
            plain = [i for i in range(1, col) if _level_cell(cells[i]) is not None]
            if plain != [col - 2, col - 1] or _level_cell(cells[col - 2])[2] != _level_cell(cells[col - 1])[2]:
                continue  # (the two levels in one unit: "| $0.84 | $0.60 |", "| 620 ms | 430 ms |")
            if by_line is None:
                by_line = defaultdict(list)
                for c in ctx.claims:
                    by_line[(c.file, c.line)].append(c)
            if not _alike_level_cells(by_line[(ex.document.path, seg.line)], seg.line_text, col):
                continue  # "| Accept length | Decode (tok/s) |": two metrics, no before and after (trial 45, r01)
            start = _cell_start(seg.line_text, col)
            end = start + len(seg.line_text[start:].split("|", 1)[0])
            inside = [r for r in relative[(ex.document.path, seg.line)] if start < r.column <= end]
            if len(inside) != 1:
                continue
            r = inside[0]
            (x, hx, _), (y, hy, _) = _level_cell(cells[col - 2]), _level_cell(cells[col - 1])
            if x - hx <= 0 or y - hy <= 0 or x == y:
                continue
            spans = [((y - hy) / (x + hx), (y + hy) / (x - hx))]
            if r.kind == "ratio":
                spans.append(((x - hx) / (y + hy), (x + hx) / (y - hy)))
            readings = _widen_readings(r)
            if any(max(a, float(lo)) <= min(b, float(hi)) for lo, hi in spans for a, b in readings):
                continue
            if r.kind == "percent":
                expected = y / x
            else:
                expected = max(x, y) / min(x, y) if r.norm_value >= 1 else min(x, y) / max(x, y)
            basis = f"{cells[col - 2].strip()} → {cells[col - 1].strip()}"
            yield _arith_draft(r, [], expected, large, basis_en=basis, basis_zh=basis)


def _alike_level_cells(claims: list[Claim], text: str, col: int) -> bool:
    """The two cells before column ``col`` of a table row (``text``; ``claims``: the row's claims)
    measure one thing: neither holds a claim, or both hold claims of one metric and normalised unit.  A plain "3.6" under "Accept
    length" beside "101.2" under "Decode (tok/s)" (a throughput claim, its unit from the header)
    are two metrics, not a before and an after (fresh-user trial 45, r01: "3.6 → 101.2 gives
    28.11×" against a speed-up over the baseline row)."""
    found = []
    for i in (col - 2, col - 1):
        start = _cell_start(text, i)
        end = start + len(text[start:].split("|", 1)[0])
        found.append({(c.metric, c.norm_unit) for c in claims if start < c.column <= end})
    return found[0] == found[1] and len(found[0]) <= 1


def _cell_start(line: str, index: int) -> int:
    """The offset in ``line`` (a Markdown table row) where the text of cell ``index`` (0-based,
    outer pipes dropped) starts."""
    at = line.index("|") + 1
    for _ in range(index):
        at = line.index("|", at) + 1
    return at


def _widen_readings(r: Claim) -> list[tuple[float, float]]:
    """``r``'s readings (:func:`intervals`), each widened by half a unit of its last written digit
    on either side for a percent or a decimal multiple written exactly (a computed figure is often
    cut rather than rounded), and by 1 %."""
    out = []
    for a, b in intervals(r):
        cut = _cut_slack(r, a, b)
        out.append(((a - cut) * 0.99, (b + cut) * 1.01))
    return out


def _baseline_row(ratios: dict[int, Claim], column: dict[int, list[Claim]]) -> int | None:
    """The row the ratios are relative to: the one whose ratio is 1 (1.00×), else the one
    whose subject the baseline names."""
    ones = [line for line, r in ratios.items() if r.norm_value == 1 and line in column]
    if len(ones) == 1:
        return ones[0]
    named = [line for line, cs in column.items()
             for r in ratios.values() if cs[0].subject and r.baseline and r.baseline.startswith(cs[0].subject)]
    return named[0] if len(set(named)) == 1 else None


def _ratio_fits(r: Claim, actual: Decimal, hi: Claim, lo: Claim, word_tolerance: float | None = None) -> bool:
    """The ratio of ``hi``/``lo`` (``actual``) or its inverse lies within ``r``'s reading —
    inside it: a quotient exactly at an end of a whole multiple's rounding interval is written
    as that quotient, not rounded to the multiple ("从 2,000 提升到 3,000 tok/s，是原来的 2 倍" is
    1.5×, not 2×; a fresh-user trial, session 28).  With ``word_tolerance`` (CC105's
    ``word_multiple_tolerance``), a multiple written as a word is read within that share of it."""
    x, inverse = float(actual), float(1 / actual)
    word = _word_multiple_fits(r, x, _precision_span(hi, lo, r), word_tolerance)
    if word is not None:
        return word
    if r.has_flag("slower") and _is_num((r.value or "").lstrip("+-")):
        # "240 ms 对 180 ms，MI300X 慢 33%": slower by a share is the longer time's excess (1.33×) as
        # well as the speed's loss (0.67×); either reading of the two durations holds (trial 44, T55)
        share = Decimal(r.value.lstrip("+-")) / 100
        half = Decimal(1).scaleb(min(Decimal(r.value.lstrip("+-")).as_tuple().exponent, 0)) / 200
        if float(1 + share - half) <= x <= float(1 + share + half):
            return True
    whole = _whole_multiple_fits(r, x)
    if whole is not None:
        return whole
    return any(l <= x <= h or l <= inverse <= h for l, h in _widen(r, hi, lo))


def _ratios_of_table_rows(ctx: CheckContext, large: float, summary_columns: list) -> Iterator[Draft]:
    """A ratio between two systems ("A 比 B 快 3 倍", "A is 1.3x faster than B") against a table
    — in any input document — that gives both systems a figure of the same metric over one
    common baseline (a leaderboard: A 2.38x, B 1.13x → A/B = 2.1x), under settings compatible
    with the ratio's; the table's summary column (``summary_columns``: Overall, Avg) is used
    when the ratio names no column.  Issue 15's leaderboard-ratio kind: a relative claim that
    contradicts absolute figures given elsewhere.  When the ratio's settings fit the rows of
    several tables (a leaderboard per GPU or per model, and a ratio that names neither), which
    one it restates is unknown and it is checked against none."""
    summary = {re.sub(r"\W+", "", w).casefold() for w in summary_columns}
    cells = defaultdict(list)  # (table, metric) → claims with a subject and no baseline
    for c in ctx.numeric():
        # a table cell carries its column header as a condition (also when read from an index)
        if "column" in c.conditions_dict and c.subject and not c.baseline and is_relative(c) and c.qualifier == "=":
            cells[((c.file, c.section), c.metric)].append(c)
    if not cells:
        return
    quotients = written_quotients(ctx)
    for r in ctx.numeric():
        if not (is_relative(r) and r.baseline and r.subject and r.qualifier in ("=", "~")) \
                or "column" in r.conditions_dict or _divides_its_own_levels(r, quotients):
            continue
        col = r.conditions_dict.get("column")

        def pick(claims: list[Claim], name: str) -> Claim | None:
            found = [c for c in claims if same_name(c.subject, name) and conditions_compatible(c, r)
                     and (c.conditions_dict.get("column") == col if col else
                          re.sub(r"\W+", "", c.conditions_dict.get("column", "")).casefold() in summary)]
            return found[0] if len(found) == 1 else None
        rows = []  # (top, base) of each table whose rows the ratio's settings fit
        for (table, metric), claims in cells.items():
            if metric != r.metric:
                continue
            top, base = pick(claims, r.subject), pick(claims, r.baseline)
            if top is not None and base is not None and top is not base and base.norm_value > 0:
                rows.append((top, base))
        if len(rows) != 1:
            continue  # no table, or several the ratio may restate (3090 / A100, 7B / 13B)
        [(top, base)] = rows
        expected = top.norm_value / base.norm_value
        if _ratio_fits(r, expected, top, base):
            continue
        yield _arith_draft(r, [top, base], expected, large,
                           basis_en=f"{top.subject} {top.surface} / {base.subject} {base.surface}",
                           basis_zh=f"{top.subject} {top.surface} ÷ {base.subject} {base.surface}")


def _divides_its_own_levels(r: Claim, quotients: dict[tuple[str, int], list[str]]) -> bool:
    """True when the sentence of the ratio ``r`` writes the division it rests on ("SGLang 比 vLLM 快
    25%（21,000 / 16,800 = 1.25）"; ``quotients`` from
    :func:`~claimcheck.checks.equations.written_quotients`): its levels are those, checked as an
    equation, and no other figures of its systems elsewhere (fresh-user trial 50, r04: an earlier
    table's 9,900 and 9,600 gave a false +3.1 %)."""
    return any(q in (r.text or "") for q in quotients.get((r.file, r.line), ()))


def _ratios_of_two_systems(ctx: CheckContext, large: float, ratio_metrics: dict) -> Iterator[Draft]:
    """A ratio between two systems ("TurboServe 比 SGLang 快 30%", "A is 1.3x faster than B", or
    a plain multiple with no direction: "SGLang 吞吐为 vLLM 的 1.8×") against the absolute figures the same document gives both under one setting (TurboServe
    15,000 and SGLang 12,400 tok/s, both on H100, Llama-3-8B, bs=32: +21 %, not +30 %).

    Only an unambiguous basis counts: in the ratio's document, each system has figures of a
    metric the ratio's metric stands for (``ratio_metrics``: a speedup is a ratio of
    throughputs; higher is better in every metric listed), compatible with the ratio's own
    settings, and exactly one pair of them — one per system — states the same settings, at
    least one of them (a figure without a setting may come from any run) — in the ratio's own
    section when the ratio states none — or stands in two rows of one table of the ratio's
    section (a table's rows share their setting).  Fresh-user trials
    of sessions 16 and 17: such a ratio was never set against the note's own figures.

    Args:
        ctx: the run's context; large: ``large_relative_error``; ratio_metrics: the ratio's
            metric → the absolute metrics it is a ratio of (CC105 ``ratio_metrics``).
    Yields:
        one :class:`~claimcheck.checks.context.Draft` per ratio its basis contradicts.
    """
    if not ratio_metrics:
        return
    tables = None  # (file, line) of a table row → its table (read once, when a ratio needs it)
    quotients = written_quotients(ctx)
    # (file, metric) → subject → settings → its absolute figures with those settings: a ratio asks
    # which subjects name its two systems once per subject, not once per figure (a 300 KB note's
    # 4,600 claims: 0.9 s → ~0.05 s), and whether a setting fits it once per setting, not once per
    # figure (a 270 KB line of one sentence repeated, 9,090 claims: 65 s in 20 M comparisons)
    absolute: dict[tuple, dict[str, dict[frozenset, list[Claim]]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(list)))
    for c in ctx.numeric():
        if c.subject and not is_relative(c) and c.qualifier == "=" and c.norm_value and c.norm_value > 0:
            absolute[(c.file, c.metric)][c.subject][frozenset(c.conditions_dict.items())].append(c)
    indexes: dict[tuple, NameIndex] = {}  # (file, metric) → the names of its subjects, indexed once
    for r in ctx.numeric():
        # a gain ("快 30%", "1.3x faster") or a plain multiple ("吞吐为 vLLM 的 1.8×", "is 2x that
        # of"; no direction, a ratio: its value is the quotient; fresh-user trial 36's M6)
        if not (is_relative(r) and r.baseline and r.subject and r.qualifier in ("=", "~")
                and (r.direction == "up" or (r.direction is None and r.kind == "ratio"))) \
                or "column" in r.conditions_dict or same_name(r.subject, r.baseline) \
                or _divides_its_own_levels(r, quotients):
            continue
        pairs = []
        own = any(k != "baseline" for k in r.conditions_dict)  # the ratio states a setting of its own
        for metric in ratio_metrics.get(r.metric) or ():
            by_subject = absolute.get((r.file, metric)) or {}
            index = indexes.get((r.file, metric))
            if index is None:
                index = indexes[(r.file, metric)] = NameIndex(by_subject)
            tops = _fitting_groups(by_subject, r.subject, r, index)
            bases = _fitting_groups(by_subject, r.baseline, r, index)
            for setting in tops.keys() & bases.keys():
                if setting:
                    # one setting stated alike by both: every figure of one against every of the other
                    # … in the ratio's own section when the ratio states no setting: a bare "快 3 倍"
                    # elsewhere in a note is no restatement of a table's setting (a fresh-user trial,
                    # session 32: "据某公众号称 … 快 3 倍，未给出模型与 batch size" against 三、对照表)
                    pairs.extend((t, b) for t in tops[setting][:2] for b in bases[setting][:2]
                                 if own or (t.section == r.section and b.section == r.section))
                else:
                    # no setting stated: two rows of one table under the ratio's section share theirs
                    if tables is None:
                        tables = _tables(ctx)
                    by_table = defaultdict(list)
                    for b in bases[setting]:
                        table = tables.get((b.file, b.line))
                        if table is not None:
                            by_table[table].append(b)
                    for t in tops[setting]:
                        table = tables.get((t.file, t.line))
                        if table is None or t.section != r.section:
                            continue
                        pairs.extend((t, b) for b in by_table.get(table, ())[:2])
                        if len(pairs) > 1:
                            break
                if len(pairs) > 1:
                    break  # several pairs already: no unambiguous basis
            if len(pairs) > 1:
                break
        if len(pairs) != 1:
            continue  # no basis, or several settings the ratio may restate
        [(top, base)] = pairs
        expected = top.norm_value / base.norm_value
        if _ratio_fits(r, expected, top, base):
            continue
        yield _arith_draft(r, [top, base], expected, large,
                           basis_en=f"{top.subject} {top.surface} / {base.subject} {base.surface}",
                           basis_zh=f"{top.subject} {top.surface} ÷ {base.subject} {base.surface}")


def _fitting_groups(by_subject: dict, name: str, ratio: Claim, index: NameIndex) -> dict[frozenset, list[Claim]]:
    """The absolute figures of the subjects that name ``name`` (:func:`same_name`, found by
    ``index``, a :class:`~claimcheck.frames.entities.NameIndex` of ``by_subject``'s keys, without
    asking every subject: a generated 800-version history made 58 K comparisons, 0.7 s), by
    setting (frozenset of condition items), keeping the settings compatible with ``ratio``'s
    (:func:`conditions_compatible`, asked once per setting)."""
    out: dict[frozenset, list[Claim]] = defaultdict(list)
    for subject in index.naming(name):
        groups = by_subject[subject]
        for setting, claims in groups.items():
            if settings_agree(dict(setting), ratio.conditions_dict):
                out[setting].extend(claims)
    return out


#: where a sentence ends (a breakdown of a total does not run past it)
_SENTENCE_END = re.compile(r"[。！？!?]|\.(?=\s|$)")


#: a bracket opened, and one closed (a breakdown in brackets right after its total)
_OPEN_BRACKET = re.compile(f"[{ROUND_OPEN}]")
_CLOSE_BRACKET = re.compile(f"[{ROUND_CLOSE}]")


def _totals(ctx: CheckContext, rule, large: float) -> Iterator[Draft]:
    min_parts = int(rule.parameters.get("min_parts", 2))
    word_window = int(rule.parameters.get("total_word_window", 12))
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
    # the multiple signs of a written product (rules/grammar.yaml equation operators)
    signs = "".join(str(w) for w in ((ctx.resources.grammar.get("equation") or {}).get("operators") or {}).get("*", ())
                    if len(str(w)) == 1)
    for key, claims in by_line.items():
        text = ctx.line_text(*key)
        for t in claims:
            start, end = t.column - 1, t.end_column - 1
            # (the words of a total stand right before or after the figure: a window of
            # _TOTAL_REACH characters, so a long line is not read again for each of its figures)
            lo_at = max(0, start - _TOTAL_REACH)
            clause_start = max((text.rfind(p, lo_at, start) for p in "，,。；;：:"), default=-1) + 1
            worded = bool(before.search(text[max(clause_start, lo_at):start]) or after.match(text[end:end + _TOTAL_REACH]))
            if not worded and not (t.kind == "count" and _COLON_AFTER.match(text, end)):
                continue
            if t.qualifier not in ("=", "~"):
                continue
            # (a factor of a written product is no part: "共 64 张 H200（8 台 × 8 卡），其中 40 张、16 张、8 张";
            # fresh-user trial 46, r03)
            parts = [c for c in claims if c.column > t.column and c.norm_unit == t.norm_unit and c.kind == t.kind
                     and c.qualifier in ("=", "~") and not _product_operand(text, c.column - 1, c.end_column - 1, signs)]
            if not worded:
                # "The fleet has 1,536 GPUs: 1,024 GPUs for …, 384 GPUs for … and 192 GPUs for …": a
                # count its colon breaks down into counts of its own noun (fresh-user trial 47, r09)
                parts = [c for c in parts if (c.unit or "").casefold() == (t.unit or "").casefold()]
            # the parts end at a subtotal ("…、未采纳 57 条，采纳与部分采纳合计 95 条": held-out set 36's trap R012)
            for i, c in enumerate(parts):
                if i and before.search(text[parts[i - 1].end_column - 1:c.column - 1]):
                    parts = parts[:i]
                    break
            if len(parts) < min_parts:
                continue
            gap = text[end:parts[0].column - 1]
            if not breakdown.search(gap):
                continue
            # the breakdown ends with its sentence: "6 项发现（高 2 项、中 3 项、低 1 项）。四个软件…" has
            # three parts, not four (held-out set 30)
            stop = _SENTENCE_END.search(text, parts[0].end_column - 1)
            parts = [p for p in parts if stop is None or p.column - 1 < stop.start()]
            # … and a bracket opened right after the total holds all of it: "合计 300 分钟（5 小时），加上
            # 60 分钟练习讲评，全天 6 小时" breaks 300 minutes down into nothing (held-out set 39)
            if _OPEN_BRACKET.search(gap):
                close = _CLOSE_BRACKET.search(text, parts[0].end_column - 1)
                parts = [p for p in parts if close is None or p.column - 1 < close.start()]
            if len(parts) < min_parts:
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


def _bounds(c: Claim) -> tuple[float, float]:
    """The values ``c`` may stand for as written: a count of things is exact, a measure spans its
    rounding interval (:func:`intervals`)."""
    return (float(c.norm_value),) * 2 if c.kind == "count" else intervals(c)[0]


def _as_written(value: Decimal, like: Claim) -> str:
    """``value`` (in ``like``'s normalised unit) in the unit ``like`` is written in ("120 ms" for a
    TTFT normalised to hours), else as :func:`_with_unit` gives it."""
    written = (like.value or "").replace(",", "")
    if like.kind != "count" and like.unit and _is_num(written) and Decimal(written) and like.norm_value:
        factor = like.norm_value / Decimal(written)
        return f"{fmt_decimal((value / factor).quantize(Decimal('0.0001')).normalize())} {like.unit}"
    return _with_unit(value, like)


def _differences(ctx: CheckContext, large: float, words: tuple[str, ...]) -> Iterator[Draft]:
    """A difference written right after the two figures it separates, in one sentence:
    "RabbitMQ 侧发布 12,480,000 条，Kafka 侧落盘 12,476,310 条，差 3,960 条" is 3,690 (held-out
    set 28's R012: two digits swapped).  The difference follows one of ``words`` (CC105
    ``difference_words``: 差, 相差, a difference of), exactly two figures of its kind and unit
    stand before it in its sentence, none of the three is a bound or a range, and it is reported
    when no reading of the three as written (each within its rounding interval; counts exact)
    makes it the gap of the other two.

    Args: ctx: the run's context; large: ``large_relative_error``; words: the difference words.
    Yields: one :class:`~claimcheck.checks.context.Draft` per difference its two figures contradict.
    """
    if not words:
        return
    # (a copula or a hedge may follow the word: "差约 3,690 条", "a difference of about 250 ms";
    # grammar.yaml metric_copulas and the "~" words of qualifiers_before)
    grammar = ctx.resources.grammar
    joiners = {str(w) for w in grammar.get("metric_copulas") or ()} | \
        {str(w) for w in (grammar.get("qualifiers_before") or {}).get("~") or ()}
    lead = re.compile(r"(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                      + r")\s*(?:(?:" + "|".join(re.escape(w) for w in sorted(joiners, key=len, reverse=True))
                      + r")\s*){0,2}$", re.IGNORECASE)
    marked = None
    for key, claims in _by_sentence(c for c in ctx.claims if c.kind in ("quantity", "count")
                                    and not c.has_flag("table") and not c.has_flag("requirement")
                                    and not c.has_flag("refuted") and c.norm_value is not None).items():
        claims = sorted(claims, key=lambda c: c.column)
        if len(claims) < 3:
            if marked is None:  # (the dates, versions and ids of each line, gathered once when needed)
                marked = defaultdict(list)
                for c in ctx.claims:
                    if c.kind in ("date", "version", "identifier", "percent", "ratio") or \
                            (c.kind == "quantity" and c.metric not in (None, "count")):
                        marked[(c.file, c.line)].append((c.column - 1, c.end_column - 1))
            yield from _bare_difference(ctx, claims, lead, large, marked)
            continue
        for i, d in enumerate(claims[2:], start=2):
            same = [c for c in claims[:i] if c.kind == d.kind and c.norm_unit == d.norm_unit]
            if len(same) != 2 or any(c.qualifier != "=" or is_range(c) for c in (*same, d)):
                continue
            line = ctx.line_text(d.file, d.line)
            if not lead.search(line[max(0, d.column - 1 - 16):d.column - 1]):
                continue
            a, b = same
            (a_lo, a_hi), (b_lo, b_hi), (d_lo, d_hi) = _bounds(a), _bounds(b), _bounds(d)
            gap_lo = max(0.0, max(a_lo - b_hi, b_lo - a_hi))
            gap_hi = max(a_hi - b_lo, b_hi - a_lo)
            if gap_lo <= d_hi and d_lo <= gap_hi:
                continue
            expected = abs(a.norm_value - b.norm_value)
            yield Draft([d, a, b], {
                "surface": d.surface, "stated": _as_written(d.norm_value, d), "expected": _as_written(expected, d),
                "basis_en": f"{a.surface} − {b.surface}", "basis_zh": f"{a.surface} − {b.surface}",
                "location": _where(d), "subject": d.subject or "-",
            }, large=abs(float(expected - d.norm_value)) / float(expected) > large if expected else True)


#: a whole number as written in running text: with thousands separators, or three digits or more
_WHOLE_NUMBER = re.compile(r"(?<![\d.,\-/:])(?:\d{1,3}(?:,\d{3})+|\d{3,})(?![\d]|[.,]\d)")


def _bare_difference(ctx: CheckContext, claims: list[Claim], lead: re.Pattern, large: float,
                     marked: dict) -> Iterator[Draft]:
    """The difference of :func:`_differences` when the figures it separates are not all claims: a
    count after a difference word (``lead``) with exactly two whole numbers written before it in its
    sentence, none of them a date, a version, an id, a share or a measure of a metric ("350 ms"),
    so counts of things ("发送 50,000 请求，成功 49,874，差 162 条" is 126:
    the bare "49,874" is no claim; a fresh-user trial, session 38).  Counts are exact.

    Args: claims: a sentence's count and quantity claims, in column order; lead: the difference
    words' pattern; large: ``large_relative_error``; marked: (file, line) → (start, end) columns
    (0-based) of the figures that are no counts.  Yields: one draft per wrong difference."""
    for d in claims:
        if d.kind != "count" or d.qualifier != "=" or is_range(d) or d.norm_value != int(d.norm_value):
            continue
        line = ctx.line_text(d.file, d.line)
        if not lead.search(line[max(0, d.column - 1 - 16):d.column - 1]):
            continue
        before = line[:d.column - 1]
        start = max(before.rfind(mark) for mark in "。；;!?！？") + 1
        taken = marked.get((d.file, d.line), ())
        numbers = [m for m in _WHOLE_NUMBER.finditer(before, start)
                   if not any(a <= m.start() < b for a, b in taken)]
        if len(numbers) != 2:
            continue
        a, b = (Decimal(m.group(0).replace(",", "")) for m in numbers)
        expected = abs(a - b)
        if expected == d.norm_value:
            continue
        basis = f"{numbers[0].group(0)} − {numbers[1].group(0)}"
        yield Draft([d], {
            "surface": d.surface, "stated": _as_written(d.norm_value, d), "expected": _as_written(expected, d),
            "basis_en": basis, "basis_zh": basis, "location": _where(d), "subject": d.subject or "-",
        }, large=abs(float(expected - d.norm_value)) / float(expected) > large if expected else True)


def _elapsed_between_dates(ctx: CheckContext, large: float, words: tuple[str, ...], from_words: tuple[str, ...] = (),
                           after_words: tuple[str, ...] = (), gap_words: tuple[str, ...] = ()) -> Iterator[Draft]:
    """An elapsed time stated after the two dates it spans ("EAGLE-3 发布（2025.3.19）到 NeurIPS'25
    录用（2025.9.18）约 9 个月": 183 days, about 6 months; held-out set 6).

    The two dates are written to the day or to the month (a date to the day beside one to the
    month counts by months: "从 2023/11/20 的初版到 2026/09 …，不到两年" is 34 months; held-out set
    8) and are either joined by one of ``words`` (到, to …) — in a sentence of two such dates, or
    after one of ``from_words`` (从, from …) in a sentence of more — or, in a sentence of two, the
    duration follows an ``after_words`` entry whose event is written between them ("2026/05 对外
    宣布，2026/08 进 PyTorch Ecosystem——宣布后仅一个月": 3 months; held-out set 9).  One duration
    follows the second date; or the duration stands right after a ``gap_words`` entry (隔了, 相隔:
    "2024-06 …、2024-07 …，中间隔了五个月"; held-out set 10) or right before "apart".  It fires when the duration is off by more than half its unit (a
    whole unit when hedged: "约 15 个月" for 14.7 months is right; a month's more slack counting
    by months), or, for a bound ("不到两年", "more than 3 months"), when the time between the
    dates lies beyond it by more than that slack.  The duration may be written in numerals of
    any kind ("一个月", "five months": its value is its hours over its unit's, grammar.yaml
    ``duration_units``).

    Args: ctx: the run's context; large: the relative error that raises the risk; words,
    from_words, after_words, gap_words: CC105's ``span_words``, ``span_from_words``,
    ``elapsed_after_words`` and ``elapsed_gap_words`` (rules data).  Yields: one draft per wrong duration (the duration, then the two dates)."""
    if not words:
        return
    span = re.compile("|".join(r"(?<![A-Za-z])" + re.escape(w) + r"(?![A-Za-z])" for w in words), re.IGNORECASE)
    opening = re.compile(r"(?:" + "|".join(r"(?<![A-Za-z])" + re.escape(w) + r"(?![A-Za-z])" for w in from_words)
                         + r")\s?$", re.IGNORECASE) if from_words else None
    after = re.compile(r"(?P<event>[\u4e00-\u9fff]{2}|[A-Za-z]+)\s?(?:" + "|".join(re.escape(w) for w in after_words)
                       + r")\s?[\u4e00-\u9fff]?\s?$", re.IGNORECASE) if after_words else None
    gap = re.compile(r"(?:" + "|".join(r"(?<![A-Za-z])" + re.escape(w) + r"(?![A-Za-z])" for w in gap_words)
                     + r")", re.IGNORECASE) if gap_words else None
    unit_seconds = ctx.resources.grammar["duration_units"]
    # hours in a month, as the grammar's duration units count it (a year of 365.25 days over 12)
    month_hours = float(unit_seconds["month"]) / 3600
    for (_file, _line, text), claims in _by_sentence(c for c in ctx.claims if not c.has_flag("table")).items():
        dated = sorted((c for c in claims if c.kind == "date" and re.fullmatch(r"\d{4}-\d{2}(?:-\d{2})?", str(c.value or ""))),
                       key=lambda c: c.column)
        if len(dated) < 2:
            continue
        pair = _dated_pair(text, dated, span, opening, after, claims, gap)
        if pair is None:
            continue
        first, second, d = pair
        value = float(d.value) if _is_num(str(d.value)) else None
        seconds = unit_seconds.get(str(d.unit or "").strip())
        if value is None and seconds:
            value = float(d.norm_value) * 3600 / float(seconds)  # "一个月", "five months"
        if not value:
            continue
        unit_hours = float(d.norm_value) / value
        if unit_hours > month_hours * 11 and value != int(value):
            # "半年", "1.5 years": a part of a year is said to the month, so it is counted in
            # months (6, 18), and its slack is a month's, not a year's (held-out set 10: "将近半年"
            # for 2024-06 → 2024-07 passed within a hedged year's slack)
            value, unit_hours = value * unit_hours / month_hours, month_hours
            cjk = bool(re.search(r"[\u4e00-\u9fff]", str(d.unit)))
            unit_label = next((u for u, sec in unit_seconds.items() if float(sec) == float(unit_seconds["month"])
                               and bool(re.search(r"[\u4e00-\u9fff]", u)) == cjk and len(u) > 1), "month")
        else:
            unit_label = d.unit
        slack = 1.0 if d.qualifier == "~" else 0.5
        by_month = "-" not in str(first.value)[5:] or "-" not in str(second.value)[5:]
        if by_month:
            if unit_hours < month_hours * 0.9:
                continue  # days or weeks between two months: the dates are too coarse to say
            (y1, m1), (y2, m2) = (map(int, str(c.value).split("-")[:2]) for c in (first, second))
            actual = abs((y2 - y1) * 12 + m2 - m1) * month_hours / unit_hours
            slack += month_hours / unit_hours  # each date is somewhere in its month
        else:
            try:
                days = (dt.date.fromisoformat(str(second.value)) - dt.date.fromisoformat(str(first.value))).days
            except ValueError:
                continue
            actual = abs(days) * 24 / unit_hours  # in the duration's own unit
        stated = value
        if d.qualifier in ("<", "<="):
            wrong = actual > stated + slack  # "不到两年" for 2.8 years
        elif d.qualifier in (">", ">="):
            wrong = actual < stated - slack
        else:
            wrong = abs(actual - stated) > slack
        if not wrong:
            continue
        expected = f"{actual:.1f} {unit_label}".replace(".0 ", " ")
        # the computed time in English words in an English message ("3.7 months", not "3.7 个月"; a
        # fresh-user trial, session 38): the plural English unit of grammar.yaml duration_units
        english = next((u for u, sec in unit_seconds.items() if u.isascii() and len(u) > 2 and u.endswith("s")
                        and abs(float(sec) - unit_hours * 3600) < 1), unit_label)
        yield Draft([d, first, second], {
            "surface": d.surface, "stated": f"{d.value} {d.unit}" if _is_num(str(d.value)) else d.surface,
            "expected": expected, "expected_en": f"{actual:.1f} {english}".replace(".0 ", " "),
            "location": _where(d), "subject": d.subject or "-",
            "basis_en": f"{first.surface} → {second.surface}", "basis_zh": f"{first.surface} 到 {second.surface}",
        }, large=abs(actual - stated) / max(actual, 1e-9) > large)


def _dated_pair(text: str, dated: list[Claim], span: re.Pattern, opening: re.Pattern | None,
                after: re.Pattern | None, claims: list[Claim],
                gap: re.Pattern | None = None) -> tuple[Claim, Claim, Claim] | None:
    """(first date, second date, duration) of a sentence whose elapsed time is stated
    (:func:`_elapsed_between_dates`), or None.  ``dated``: its dates written to the day or month,
    by column; one duration (metric duration, in hours, not a range) must follow the second."""
    def joined(a: Claim, b: Claim) -> bool:
        at = text.find(a.surface)
        to = text.find(b.surface, at + len(a.surface)) if at >= 0 else -1
        return to >= 0 and span.search(text, at + len(a.surface), to) is not None

    def duration_after(b: Claim) -> Claim | None:
        found = [c for c in claims if c.metric == "duration" and c.column > b.column and c.norm_unit == "hour"
                 and c.qualifier in ("=", "~", "<", "<=", ">", ">=") and c.norm_value and not is_range(c)]
        return found[0] if len(found) == 1 else None

    def gapped(b: Claim, d: Claim) -> bool:
        # "…，中间隔了五个月", "… five months apart": a gap word right before (or after) the duration
        at = text.find(d.surface, text.find(b.surface) + len(b.surface))
        return gap is not None and at >= 0 and bool(gap.search(text, max(0, at - 6), at)
                                                    or gap.match(text, at + len(d.surface) + 1))
    if len(dated) == 2:
        first, second = dated
        d = duration_after(second)
        if d is None:
            return None
        if joined(first, second):
            return first, second, d
        if gapped(second, d):
            return first, second, d
        # "2026/05 对外宣布，2026/08 进 … ——宣布后仅一个月": the event the duration counts from is
        # the first date's (written between the two dates)
        if after is not None:
            at = text.find(d.surface, text.find(second.surface) + len(second.surface))
            m = after.search(text[max(0, at - 12):at]) if at >= 0 else None
            a_end = text.find(first.surface) + len(first.surface)
            b_start = text.find(second.surface, a_end)
            if m is not None and b_start > a_end and m.group("event") in text[a_end:b_start] \
                    and m.group("event") not in text[b_start:at - len(m.group(0))]:
                return first, second, d
        return None
    if opening is None:
        return None
    # more dates: the pair a "from" word opens and a span word joins ("从 2023/11/20 的初版到
    # 2026/09 …"), the last such pair before the duration; or the pair a span word joins when a
    # gap word stands right before the duration ("从 1.0.26（2026-03-23，…）到 1.0.30（2026-09-22）
    # 相隔约 5 个月，… 2026-01-21 …"; held-out set 12)
    best = None
    for a, b in zip(dated, dated[1:]):
        at = text.find(a.surface)
        if at >= 0 and joined(a, b):
            d = duration_after(b)
            if d is not None and not any(b.column < c.column < d.column for c in dated) \
                    and (opening.search(text[max(0, at - 8):at]) or gapped(b, d)):
                best = (a, b, d)
    return best


def _with_unit(value: Decimal, like: Claim) -> str:
    """``value`` (in ``like``'s normalised unit) with the unit ``like`` is written in when the
    two are the same scale (``85 GB``), else the normalised unit."""
    if like.kind == "count":
        return fmt_decimal(value)
    if like.unit and like.value and _is_num(like.value.replace(",", "")) and \
            Decimal(like.value.replace(",", "")) == like.norm_value:
        return f"{fmt_decimal(value)} {like.unit}"
    return f"{fmt_decimal(value)} {like.norm_unit}" if like.norm_unit else fmt_decimal(value)


def _quotient_draft(r: Claim, a: Claim, b: Claim, large: float, basis: list[Claim],
                    words: Callable[[Claim, Claim], tuple[str, str]], word_tolerance: float | None = None) -> Draft | None:
    """The draft for relative figure ``r`` when it is not the quotient of ``a`` and ``b`` (either
    way round, within the written precision of the three), else None.  ``basis``: the claims
    cited after ``r``; ``words(hi, lo)``: the basis text (en, zh) from the larger and smaller;
    ``word_tolerance``: as for :func:`_ratio_fits`."""
    hi, lo = (a, b) if a.norm_value >= b.norm_value else (b, a)
    actual = hi.norm_value / lo.norm_value
    if _ratio_fits(r, actual, hi, lo, word_tolerance):
        return None
    en, zh = words(hi, lo)
    return _arith_draft(r, basis, actual if r.norm_value >= 1 else 1 / actual, large, basis_en=en, basis_zh=zh)


def _join_wrapped(ctx: CheckContext, groups: dict[tuple, list[Claim]]) -> dict[tuple, list[Claim]]:
    """``groups`` (:func:`_by_sentence`) with each sentence a hard wrap cuts joined to its rest on
    the next line (:attr:`~claimcheck.text.segment.Segment.continuation`): "raised decode speed from
    96 tok/s to" + "182 tok/s, a 2.3x speedup" is one sentence with both levels and the change
    (fresh-user trial 42, r01).  The joined group keeps the first part's key."""
    joined = dict(groups)
    for ex in ctx.extracts:
        first: dict[int, str] = {}  # line → the text of its first sentence
        for seg in ex.segments:
            if seg.sentence_index == 0:
                first.setdefault(seg.line, seg.text)
        into: dict[tuple, tuple] = {}  # a joined part's key → the key of the group that holds it now
        for seg in ex.segments:
            if not seg.continuation or seg.line + 1 not in first:
                continue
            head, rest = (seg.file, seg.line, seg.text), (seg.file, seg.line + 1, first[seg.line + 1])
            # (a sentence wrapped over three lines or more is one group: "ElasticKV reaches 3,720
            # tok/s," + "a 1.5× improvement over SGLang (2,480 tok/s)" + "and 1.9× over vLLM (2,150
            # tok/s)."; fresh-user trial 49, M14)
            head = into.get(head, head)
            if head in joined and rest in joined:
                joined[head] = joined[head] + joined.pop(rest)
                into[rest] = head
            elif rest in joined and head not in groups:
                continue
    return joined


def _by_sentence(claims: Iterable[Claim]) -> dict[tuple, list[Claim]]:
    """``claims`` grouped by the sentence they stand in: (file, line, text) → claims."""
    groups: dict[tuple, list[Claim]] = defaultdict(list)
    for c in claims:
        groups[(c.file, c.line, c.text)].append(c)
    return groups


def _arith_draft(r: Claim, basis: list[Claim], expected: Decimal, large: float, **basis_text) -> Draft:
    return Draft([r, *basis], {
        "surface": r.surface, "stated": _fmt_change(r, r.norm_value), "expected": _fmt_change(r, expected),
        "location": _where(r), "subject": r.subject or "-", **basis_text,
    }, large=abs(float(expected) - float(r.norm_value)) / float(expected) > large)


def _widen(r: Claim, hi: Claim, lo: Claim) -> list[tuple[float, float]]:
    """``r``'s readings widened by the precision of the two values it is computed from, and, for
    a percent or a decimal multiple written exactly, by a further half unit of its last digit on
    each side: a computed figure is often cut rather than rounded ("提速 35%" for 17,552 / 12,929
    = +35.8 %)."""
    out = []
    span = _precision_span(hi, lo, r)
    for a, b in _approximate_change(r) or intervals(r):
        # a whole multiple ("3 倍") is no cut figure: 2.11× is not "3×"
        cut = _cut_slack(r, a, b)
        out.append((a - span / 2 - cut, b + span / 2 + cut))
    return out


def _cut_slack(r: Claim, a: float, b: float) -> float:
    """The further slack of one reading (a, b) of ``r``: half its width for a percent or a decimal
    multiple written exactly (a computed figure is often cut rather than rounded: "提速 35%" for
    +35.8 %), none for a whole multiple ("3 倍" is no cut 2.11×) or an approximate figure."""
    return (b - a) / 2 if r.qualifier == "=" and (r.kind == "percent" or "." in (r.value or "")) else 0.0


def _approximate_change(r: Claim, approx: Decimal = Decimal("0.05")) -> list[tuple[float, float]]:
    """An approximate percent change ("约 16.7%", "about 16.7%") read within ``approx`` of the
    written percent, not of the multiple it normalises to: :func:`intervals` widens 1.167 by 5 %
    (±5.8 points), which let a change divided by the new value instead of the old ("从 1000 到 1200，
    约 16.7%": +20 %; held-out set 23) pass.  [] for any other claim."""
    if r.kind != "percent" or r.qualifier != "~" or r.norm_unit != "dimensionless" or \
            r.direction not in ("up", "down") or not _is_num((r.value or "").lstrip("+-")) or r.low or r.high:
        return []
    written = abs(Decimal(r.value))
    half = Decimal(5) * Decimal(10) ** (-(len(r.value.partition(".")[2]) + 1))
    low, high = written * (1 - approx) - half, written * (1 + approx) + half
    sign = -1 if r.direction == "down" else 1
    ends = sorted(float(1 + sign * v / 100) for v in (low, high))
    return [(ends[0], ends[1])]


def _precision_span(hi: Claim, lo: Claim, r: Claim | None = None) -> float:
    """How wide the quotient ``hi`` / ``lo`` is for the written precision of the two values
    (3,000 and 2,000: ±0.5 each); a count of things is exact ("5 次" is five tries, not 4.5–5.5).
    For a relative figure ``r`` below 1 (a fall: "-82%" is 0.18) the width of ``lo`` / ``hi``, the
    quotient it is compared with: 41.0 s / 3.2 s spans 0.43 around 12.8, but 3.2 / 41.0 only 0.003
    around 0.078 (held-out set 40, R038: the first width let -82 % pass for -92.2 %)."""
    h, l = _bounds(hi), _bounds(lo)
    if r is not None and r.norm_value is not None and r.norm_value < 1:
        return (l[1] / max(h[0], 1e-12)) - (l[0] / max(h[1], 1e-12))
    return (h[1] / max(l[0], 1e-12)) - (h[0] / max(l[1], 1e-12))


def _fmt_change(r: Claim, value: Decimal) -> str:
    """``value`` (a normalised ratio) in the form ``r`` is written: ``+18.2%`` / ``-25.0%``
    for percent changes, ``1.18×`` for ratios."""
    if r.kind == "percent":
        change = (value - 1) * 100
        return f"{'+' if change >= 0 else ''}{float(change):.1f}%"
    return f"{float(value):.2f}×"
