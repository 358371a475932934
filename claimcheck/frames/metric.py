"""Claim frames, the metric: which metric a number measures (:func:`metric`), which metrics its
kind and unit allow (:func:`compatible_metrics`), when a bare number is a claim
(:func:`bare_number`) and its normalised value (:func:`normalise`).

Every function takes the :class:`~claimcheck.frames.builder.FrameBuilder` whose resources and
patterns it reads (``fb``); :func:`compile_rules` compiles those patterns from rules/metrics.yaml
(keywords, units, families) and rules/grammar.yaml (``metric_copulas``, ``frame_words.per_words``).
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.frames.context import ITEM_MARK
from claimcheck.extraction.patterns import _alt
from claimcheck.model import fmt_decimal
from claimcheck.resources.loader import Resources
from claimcheck.resources.units import PINT
from claimcheck.text.segment import Segment

if TYPE_CHECKING:
    from claimcheck.frames.builder import FrameBuilder


def compile_rules(fb: FrameBuilder, resources: Resources) -> None:
    """Compile the metric part's patterns onto ``fb`` (called once by ``FrameBuilder.__init__``).

    Sets ``fb.metric_patterns`` ([(metric name, keyword pattern)], rules/metrics.yaml
    ``keywords``), ``fb.keyword_metric`` (keyword casefolded → metric name),
    ``fb.metric_word_before`` (a metric word, an optional copula of rules/grammar.yaml
    ``metric_copulas``, at the end of a window), ``fb._per`` (rules/grammar.yaml
    ``frame_words.per_words``), ``fb.caption_unit`` / ``fb.header_unit_last`` (a unit after a
    ``frame_words.unit_labels`` word closing a bracket: "（单位：ms）", "(in ms)"), ``fb.better_words`` / ``fb.worse_words`` (``change_words.better`` /
    ``worse``), ``fb.next_item_penalty`` / ``fb.statistic_penalty`` (rules/metrics.yaml
    ``keyword_distance``), the empty memos ``fb._metrics_memo`` and ``fb.header_metric_memo``.
    """
    stats = ((resources.conditions.get("value_words") or {}).get("statistic") or {})
    #: the words of a statistic (p50, p99, median, 中位数 …): a latency keyword that names no metric
    #: when another metric word stands in the clause ("TTFT P90 为 310 ms" is a TTFT)
    fb.statistic_words = frozenset(str(w).casefold() for words in stats.values() for w in words) \
        if isinstance(stats, dict) else frozenset()
    #: added to the distance of a metric word behind an enumeration mark (below the 1000 of a
    #: table header), and of a statistic keyword (p99, median): any other metric word of the clause
    #: comes first (rules/metrics.yaml ``keyword_distance``)
    fb.next_item_penalty = resources.keyword_distance["next_item_penalty"]
    fb.statistic_penalty = resources.keyword_distance["statistic_penalty"]
    fb.metric_patterns = []
    for name, metric in resources.metrics.items():
        if metric.keywords:
            fb.metric_patterns.append((name, re.compile(_alt(metric.keywords), re.IGNORECASE)))
    #: a table header → whether any metric word stands in it (:func:`_header_names_metric`)
    fb.header_metric_memo = {}
    # one pattern for "a metric word right before a bare number" (平均接受长度 4.6)
    fb.keyword_metric = {}
    for name, metric in resources.metrics.items():
        for kw in metric.keywords:
            fb.keyword_metric.setdefault(str(kw).casefold(), name)
    # the window before a bare number holds the longest keyword and copula ("#Mean Accepted Tokens 为")
    fb.metric_window = max([len(str(k)) for k in fb.keyword_metric] or [0]) + \
        max([len(str(c)) for c in resources.grammar.get("metric_copulas", [])] or [0]) + 2
    fb.metric_word_before = re.compile(
        r"(?P<kw>" + _alt(fb.keyword_metric) + r")\s?(?:" + _alt(resources.grammar.get("metric_copulas", [])) + r")?\s?$", re.IGNORECASE)
    # "4× larger batch sizes": a size comparative and a word after a multiple
    sizes = resources.grammar.get("size_comparatives") or []
    fb.size_multiple = re.compile(rf"\s?(?:{_alt(sizes)})\s?[A-Za-z\u4e00-\u9fff]", re.IGNORECASE) if sizes else None
    # "省下约 3.1 GB", "延迟降低 20 ms": a quantity right after a change word is the size of the
    # change; "从 0.624 GB 压到 0.365 GB": the quantity after a from word the level it starts at
    g = fb.grammar
    fb._change_amount = re.compile(rf"(?:{g.change_up}|{g.change_down})\s?了?\s?(?:(?i:by)\s)?$")
    fb._change_from_level = g._from_before
    # … also past a short period or source and 的 ("从 Q3 的 1,850 tok/s 提升到 3,450 tok/s"; trial 44)
    froms = [str(w) for w in resources.grammar.get("change_from_words") or () if not str(w).isascii()]
    fb._change_from_of = re.compile(rf"(?:{_alt(froms)})\s?[^\s，,。；;]{{1,8}}\s?的\s?$") if froms else None
    # "3,050 → 3,310 tok/s": the figure after a bare number and an arrow is the level a change reaches
    arrows = [str(a) for a in resources.grammar.get("change_arrows") or ()]
    fb._arrow_before = re.compile(rf"\d\s?(?:{'|'.join(re.escape(a) for a in arrows)})\s?$") if arrows else None
    fb._change_to_level = re.compile(rf"\s?(?:{g.change_up}|{g.change_down}|{g._change_neutral or '(?!)'})?\s?了?\s?"
                                     rf"(?:{_alt(resources.grammar.get('change_result_words') or ['到'])})\s?$", re.IGNORECASE)
    # "慢 30%", "30% slower": a fall that names no metric is a slowdown only with a word of speed
    slow = resources.grammar.get("slow_words") or []
    fb.slow_word = re.compile(_alt(slow), re.IGNORECASE) if slow else None
    words = resources.grammar.get("frame_words") or {}
    fb._per = _alt(words.get("per_words", []))
    # "USD per 1M tokens", "按每 1K tokens 计费": a figure right after a rate word is the rate's
    # denominator (``is_denominator``)
    fb._per_before = re.compile(rf"(?:^|(?<![A-Za-z]))(?:{fb._per})\s?$", re.IGNORECASE) if fb._per else None
    # "折合每分钟约 1,116k tokens": a Chinese rate names its time before the amount (``per_time_lead``)
    cjk_per = [w for w in words.get("per_words", []) if not str(w).isascii()]
    fb._per_time_before = re.compile(rf"(?:{_alt(cjk_per)})\s?(?P<t>[^\s\d，,。；;、（(]{{1,3}})\s?$") if cjk_per else None
    # "单位 s", "单位：ms", "(in ms)", "unit: GB": a unit label, then the unit before a bracket's end
    labels = _alt(words.get("unit_labels", []))
    fb.caption_unit = re.compile(rf"(?<![A-Za-z])(?:{labels})\s?[：:]?\s?([^\s)）,，;；:：]+)\s?[)）]", re.IGNORECASE)
    fb.header_unit_last = re.compile(rf"(?<![A-Za-z])(?:{labels})\s?[：:]?\s*([^\s)）]+)\s*[)）]", re.IGNORECASE)
    fb.column_memo = {}  # (header, caption) → how the column reads its bare numbers (_column_reading)
    #: first-column headers of a table whose rows are metrics (grammar.yaml ``metric_row_headers``)
    fb.metric_row_headers = frozenset(str(w).casefold() for w in resources.grammar.get("metric_row_headers") or ())
    fb._metrics_memo: dict[tuple, tuple[str, ...]] = {}
    joiners = words.get("shared_unit_joiners") or []
    fb._shared_unit_gap = re.compile(r"\s?(?:" + _alt(joiners) + r")\s?", re.IGNORECASE) if joiners else None
    # "8.38 token/s against Accelerate's 0.62", "1,200 tok/s vs vLLM 的 900": a compared figure
    # after a quantity, a name (possessive or not) between (held-out set 8)
    back = words.get("shared_unit_back_joiners") or []
    fb._shared_unit_back = re.compile(
        r"\s*(?:" + _alt(back) + r")\s+(?:[A-Za-z][\w.\-]*(?:'s|’s)?\s+|[^\s\d，,。；;]{1,24}\s?的\s?)?",
        re.IGNORECASE) if back else None
    change = resources.grammar.get("change_words") or {}
    markers = resources.conditions.get("baseline_markers") or []
    # a clause that opens with a baseline marker compares its figure with the clause's before ("…
    # 248 ms，比 argon2id 的 412 ms 耗时少 57%"; _compared_clause_metric)
    fb._compared_opening = re.compile(r"[，,]\s?(?:" + _alt(markers) + r")", re.IGNORECASE) if markers else None
    fb.better_words = {str(w).lower() for w in change.get("better", [])}
    fb.worse_words = {str(w).lower() for w in change.get("worse", [])}


#: how many table headers :func:`_header_names_metric` remembers before it starts afresh
_HEADER_MEMO_SIZE = 65536


def _header_names_metric(fb: FrameBuilder, header: str) -> bool:
    """Whether any metric keyword (rules/metrics.yaml, ``fb.metric_patterns``) stands in the table
    header ``header``; remembered per header in ``fb.header_metric_memo`` (every percentage cell
    of a column asks it of the same header)."""
    memo = fb.header_metric_memo
    known = memo.get(header)
    if known is None:
        if len(memo) >= _HEADER_MEMO_SIZE:
            memo.clear()
        known = memo[header] = any(p.search(header) for _, p in fb.metric_patterns)
    return known


def metric(fb: FrameBuilder, seg: Segment, text: str, hit: Hit, clause) -> str | None:
    """Metric name: kind first (date/version/identifier/count), then the unit's
    dimensionality, then the nearest keyword of a compatible metric.

    Args:
        seg: the number's :class:`~claimcheck.text.segment.Segment` (a table cell's header is
            read); text: its normalised text; hit: the number's
            :class:`~claimcheck.extraction.hit.Hit`; clause: (start, end) of its clause.
    Returns: a metric name of rules/metrics.yaml (or ``identifier``, ``version``, ``date``,
    ``release_date`` — rules/grammar.yaml ``release_words``), or None when unknown.
    """
    metrics = fb.res.metrics
    if hit.kind == "identifier":
        return "identifier"
    if hit.kind == "version":
        return "version"
    if hit.kind == "date":
        window = text[max(0, hit.start - 20):hit.end + 20]
        return "release_date" if fb.release.search(window) else "date"
    word = next((f.split("=", 1)[1] for f in hit.flags if f.startswith("metric_word=")), None)
    if word is not None:
        for name, pattern in fb.metric_patterns:
            if pattern.fullmatch(word):
                return name
    if "table" in hit.flags and not hit.pint_unit and hit.kind == "quantity":
        # the column header names the metric; in a table whose rows are metrics, the row label
        names = seg.row_label if "row_metric" in hit.flags else seg.header
        # the longest keyword names it: "Request throughput" is a request throughput, not a
        # token throughput (sglang's benchmark README against a blog's per-node tokens per second)
        best = None
        for name, pattern in fb.metric_patterns:
            for m in pattern.finditer(names or ""):
                if best is None or len(m.group(0)) > best[0]:
                    best = (len(m.group(0)), name)
        return best[1] if best else None
    # (only the metrics the rules in use define: a --rules folder without "price" reads a price as no
    # metric, where it crashed with KeyError: 'price'; fresh-user trial 48, r12)
    candidates = [m for m in compatible_metrics(fb, hit) if m in fb.res.metrics]
    if not candidates:
        return None
    c_start, c_end = clause
    context = text[c_start:c_end]
    offset = c_start
    extra = []
    if seg.kind == "table_cell":
        # the column header names the metric; so does, after it, the row label of a table whose
        # rows are properties for a figure with a unit ("| Python binding size | ~ 10 MB | < 1 MB |";
        # a row labelled "Faster" says nothing of "2x wider")
        # — and a percentage's row label names it under a header that names no metric ("| 4 类 MI 准确率 |
        # ≥ 72% | 78.4% |" under "| 指标 | 要求 | 实际完成 |"; held-out set 39, R009)
        extra = [seg.header or "", seg.row_label or ""] if hit.kind == "quantity" or (
            hit.kind == "percent" and not _header_names_metric(fb, seg.header or "")) else [seg.header or ""]
    best = None
    by_statistic = False  # the best word is a statistic's (p99), which names a metric only alone
    other = None  # the nearest keyword of a metric the figure cannot be (a relative figure only)
    for name, pattern in fb.metric_patterns:
        if name not in candidates:
            if hit.kind in ("ratio", "percent"):
                for m in pattern.finditer(context):
                    if len(m.group(0).strip()) == 1 and not m.group(0).strip().isascii():
                        continue  # a one-character classifier keyword (条, 个, 共) inside a word: "同条件下", "个人"
                    pos = m.start() + offset
                    dist = abs(hit.start - m.end() if pos < hit.start else pos - hit.end)
                    other = dist if other is None else min(other, dist)
            continue
        for m in pattern.finditer(context):
            pos = m.start() + offset
            dist = hit.start - m.end() if pos < hit.start else m.start() + offset - hit.end
            dist = abs(dist)
            if pos >= hit.end and ITEM_MARK.search(text, hit.end, pos):
                # "吞吐提升 2.7 倍、TPOT 降低 5 倍": a metric word after an enumeration mark is the
                # next item's; one before the number in its clause comes first
                dist += fb.next_item_penalty
            stat = bool(fb.statistic_words) and m.group(0).strip().casefold() in fb.statistic_words
            if stat:
                # "TTFT P90 为 310 ms": the statistic qualifies the metric named beside it (the
                # statistic is a condition); it names the metric only when no other word does
                # (a fresh-user trial, session 33: TTFT P99 read as a plain latency)
                dist += fb.statistic_penalty
            if best is None or dist < best[0]:
                best = (dist, name)
                by_statistic = stat
        for i, header in enumerate(extra):
            if pattern.search(header) and (best is None or best[0] > 1000 + i):
                best, by_statistic = (1000 + i, name), False
    if best is not None and other is not None and other < best[0]:
        # "2x more parameters and 3x faster", "模型规模扩大 5 倍": the figure multiplies the
        # quantity named nearest to it, which no relative metric measures
        return None
    if best is None or by_statistic:
        # no metric word in the clause (or only a statistic: "TTFT：P50 95 ms，P99 420 ms"): the
        # nearest one earlier in the sentence ("SwiftKV 的 TTFT 最低，为 180 ms")
        earlier = stat_only = None
        for name, pattern in fb.metric_patterns:
            if name not in candidates:
                continue
            for m in pattern.finditer(text, 0, c_start):
                dist = hit.start - m.end()
                if m.group(0).strip().casefold() in fb.statistic_words:
                    # (a statistic names the metric only when no other word does: "TTFT P50：vLLM 268
                    # ms，SGLang 245 ms" is a TTFT; a fresh-user trial, session 39)
                    if best is None and (stat_only is None or dist < stat_only[0]):
                        stat_only = (dist, name)
                    continue
                if earlier is None or dist < earlier[0]:
                    earlier = (dist, name)
        if earlier is None and stat_only is None and best is None and seg.head:
            # the part of the sentence a hard wrap left on the line above ("On DeepSeek-V3 TTFT
            # p50 went" over "from 380 ms to 290 ms"; fresh-user trial 43, r18): its last metric word
            head = fb.grammar.normalise_text(seg.head)
            for name, pattern in fb.metric_patterns:
                if name not in candidates:
                    continue
                for m in pattern.finditer(head):
                    if m.group(0).strip().casefold() in fb.statistic_words:
                        continue
                    if earlier is None or m.end() > -earlier[0]:
                        earlier = (-m.end(), name)
        if earlier is not None or stat_only is not None:
            best = earlier or stat_only
    if best is None:
        if other is not None:
            return None  # "20x larger model size", "10.3x growth in model capacity": no speedup
        if hit.kind == "ratio" and fb.size_multiple is not None and fb.size_multiple.match(text, hit.end):
            return None  # "4× larger batch sizes": a multiple of what it names, no metric known
        if hit.kind == "count" and "bare_scaled" in hit.flags:
            return "count"
        if hit.kind == "percent" and not hit.direction:
            return None  # a bare percentage: which rate it is stays unknown
        if hit.kind == "percent" and hit.direction == "down" and fb.slow_word is not None \
                and any(f.startswith("change_word=") for f in hit.flags) and not fb.slow_word.search(text, c_start, c_end):
            # "前者减 76%": a fall of what the clause does not say, no slowdown (a signed "-27%"
            # among gains is still a speedup below 1)
            return None
        if "duration" in candidates:
            compared = _compared_clause_metric(fb, text, hit, c_end, candidates)
            if compared is not None:
                return compared  # "bcrypt 中位 248 ms，比 argon2id 的 412 ms 耗时少 57%": the compared figures' metric
            return "duration"  # a time with no TTFT/latency word is a duration ("two weeks")
        if seg.kind == "table_cell" and hit.kind == "percent" and hit.direction and seg.headers:
            named = _table_metric(fb, seg)
            if named is not None:
                # "| 每百万 token 成本 (USD) | 较上周变化 |": the change of the metric the table names
                relative = _relative_metric(metrics, named)
                return relative if relative in candidates else None
        if "context_length" in candidates and hit.kind == "quantity":
            # a count of tokens with no metric word: "128K tokens" is a context length, "256
            # tokens" an input size, a step, a batch… unknown (never the acceptance length that
            # happens to be listed first among the metrics counted in tokens)
            return "context_length" if "scale=K" in hit.flags else None
        # (a metric named only by a keyword is no default: "日收入 ¥56,200" is an amount, no price)
        return next((m for m in candidates if not metrics[m].keyword_only), None)
    name = best[1]
    if hit.kind in ("ratio", "percent") and (hit.direction or hit.kind == "ratio"):
        return _relative_metric(metrics, name)  # a relative figure about an absolute metric
    return name


_CLAUSE_STOP = re.compile(r"[，,。；;！？!?]")  # where the compared clause ends


def _compared_clause_metric(fb: FrameBuilder, text: str, hit: Hit, c_end: int, candidates: list[str]) -> str | None:
    """The metric a figure with no metric word shares with the figure it is compared with: the
    next clause opens with a baseline marker (rules/conditions.yaml ``baseline_markers``: "，比
    argon2id 的 412 ms 耗时少 57%") and names a metric of ``candidates`` after a figure of the same
    kind there.  Held-out set 29: "248 ms" stayed a duration beside a latency of 412 ms, and the
    wrong 57 % (39.8 %) was never computed.  Returns the metric name or None."""
    if fb._compared_opening is None:
        return None
    opening = fb._compared_opening.match(text, c_end)
    if opening is None:
        return None
    stop = _CLAUSE_STOP.search(text, opening.end())
    rest = text[opening.end():stop.start() if stop else len(text)]
    best = None
    for name, pattern in fb.metric_patterns:
        if name not in candidates or name == "duration":
            continue
        for m in pattern.finditer(rest):
            if best is None or m.start() < best[0]:
                best = (m.start(), name)
    return best[1] if best else None


def _relative_metric(metrics: dict, name: str) -> str:
    """The metric a relative figure about metric ``name`` measures: its family's relative
    metric (rules/metrics.yaml ``family``, ``relative``) when ``name`` is absolute and its
    family has one ("吞吐提升 20%" is a speedup), else ``name`` itself."""
    metric = metrics[name]
    if not metric.relative:
        for other in metrics.values():
            if other.family == metric.family and other.relative:
                return other.name
    return name


def _table_metric(fb: FrameBuilder, seg: Segment) -> str | None:
    """The metric a table names for a signed change in a cell whose clause names none: its own
    column header, then the header of the column right before it, then its row label (rules/
    metrics.yaml keywords); None when none names one.  A change column beside a price column
    ("| 成本 (USD) | 较上周变化 |") changes the price, not the speed (a fresh-user trial, session
    34: "-12%" there was read as a speedup).  Only the neighbour: a leaderboard's "Overall"
    multiple is no change of the "#Mean Accepted Tokens" column before it (held-out set 5)."""
    headers = list(seg.headers or ())
    at = headers.index(seg.header) if seg.header in headers else len(headers)
    for label in [seg.header or "", *headers[max(1, at - 1):at], seg.row_label or ""]:
        for name, pattern in fb.metric_patterns:
            if pattern.search(label):
                return name
    return None



def compatible_metrics(fb: FrameBuilder, hit: Hit) -> list[str]:
    """The metrics a hit's kind and unit allow, in the order of rules/metrics.yaml.  They
    depend on four facts of the hit only, so each combination is worked out once (the
    unit's dimensionality through pint costs most).

    Args: hit: a :class:`~claimcheck.extraction.hit.Hit`.  Returns: metric names (a new
    list each call: the kept answer is a tuple).
    """
    key = (hit.kind, "bare_scaled" in hit.flags, bool(hit.direction), hit.pint_unit)
    got = fb._metrics_memo.get(key)
    if got is None:
        got = fb._metrics_memo[key] = tuple(compatible_metrics_of(fb, hit))
    return list(got)


def compatible_metrics_of(fb: FrameBuilder, hit: Hit) -> list[str]:
    """The metrics a hit's kind and unit allow, worked out afresh (what
    :func:`compatible_metrics` keeps): counts, relative figures (rules/metrics.yaml
    ``relative``, ``family``), percentages (``canonical_unit: percent``), then units whose
    dimensionality (pint) equals a metric's canonical unit or one of its ``counted_in``.

    Args: hit: a :class:`~claimcheck.extraction.hit.Hit`.  Returns: metric names (list).
    """
    metrics = fb.res.metrics
    if hit.kind == "count":
        if "bare_scaled" in hit.flags:
            return ["context_length", "parameters", "count"]
        return ["count"]
    if hit.kind == "ratio" or (hit.kind == "percent" and hit.direction):
        rel = [m.name for m in metrics.values() if m.relative]
        absolute_with_family = [m.name for m in metrics.values()
                                if not m.relative and m.dimensionality.startswith("[") and
                                any(o.relative and o.family == m.family for o in metrics.values())]
        other = [m.name for m in metrics.values() if m.family in ("latency", "ttft", "itl", "tpot")]
        return rel + absolute_with_family + other
    if hit.kind == "percent":
        return [m.name for m in metrics.values() if m.canonical_unit == "percent"]
    if hit.pint_unit:
        if _money_per_unit(fb, hit.pint_unit):
            return ["price"]  # "$0.25 / 1M tokens", "¥2.40/百万 tokens", "0.8 元/千 tokens" (issue 16 kind 3)
        answers = fb.res.units
        dim = answers.parse_dimensionality(hit.pint_unit)
        if dim is None:
            return []
        out = []
        for m in metrics.values():
            units = [m.canonical_unit] if (m.dimensionality.startswith("[") or m.dimensionality == "dimensionless") \
                else []
            for unit in units + list(m.counted_in):
                if answers.dimensionality(unit) == dim:
                    out.append(m.name)
                    break
        return out
    return []


def better_direction(fb: FrameBuilder, hit: Hit, metric: str | None) -> str | None:
    """The direction of a change figure whose change word says better or worse, not up or down
    ("improved", "改善", "regressed": rules/grammar.yaml ``better_words`` / ``worse_words``): for a
    metric where lower is better (rules/metrics.yaml ``higher_is_better: false``: TTFT, latency,
    price) better is down and worse is up ("p99 latency improved by 12%" is 0.88×, never 1.12×).
    Any other figure keeps ``hit.direction``.

    Args: hit: the figure's Hit (``change_word=…`` flag); metric: its metric name or None.
    Returns: "up", "down" or None."""
    if not hit.direction or metric is None:
        return hit.direction
    mdef = fb.res.metrics.get(metric)
    word = next((f[len("change_word="):] for f in hit.flags if f.startswith("change_word=")), None)
    if mdef is None or mdef.higher_is_better is not False or word is None:
        return hit.direction
    word = word.lower()
    if word in fb.better_words:
        return "down"
    if word in fb.worse_words:
        return "up"
    return hit.direction


def _money_per_unit(fb: FrameBuilder, pint_unit: str) -> bool:
    """True when ``pint_unit`` is a price: dollars per anything ("dollar / hour"), or money of any
    currency of the units file (a base unit of a ``[currency_…]`` dimension) per tokens ("yuan /
    (1000000 * tokens)").  Worked out once per numerator."""
    head, sep, per = pint_unit.partition(" / ")
    if not sep:
        return False
    if head.strip() != "dollar" and "token" not in per:
        return False  # other money per hour or month keeps its currency's own unit
    memo = fb.__dict__.setdefault("_currency_memo", {})
    if head not in memo:
        dims = fb.res.units.dimensionality(head.strip())
        memo[head] = dims is not None and len(dims) == 1 and dims[0][0].startswith("[currency_")
    return memo[head]


def normalise(fb: FrameBuilder, hit: Hit, metric: str | None):
    """(kind, value text, normalised Decimal, canonical unit, alternatives, unit as written).

    Percent changes become ratios (``提升 85%`` → 1.85, ``降低 40%`` → 0.6); memory
    reductions and compression ratios are both the remaining fraction (4× → 0.25,
    −75% → 0.25); dimensional quantities convert to the metric's canonical unit with pint.

    Args: hit: the number's :class:`~claimcheck.extraction.hit.Hit`; metric: its metric
    name (rules/metrics.yaml: ``canonical_unit``, ``counted_in``, ``dimensionality``) or None.
    Returns: a tuple (kind str, value text str, normalised Decimal or None, canonical unit str or
    None, alternatives list of Decimal, unit as written str or None).
    """
    kind = hit.kind
    unit = hit.unit
    alternatives = []
    if kind in ("date", "version", "identifier"):
        norm = None
        return kind, str(hit.value), None, None, [], None
    value = hit.value
    text_value = hit.text_value if hit.text_value else fmt_decimal(value)
    mdef = fb.res.metrics.get(metric) if metric else None
    compression = mdef is not None and mdef.remaining_fraction  # (a compression ratio: 4× → 0.25)
    if kind == "percent":
        if "points" in hit.flags:
            return kind, text_value, value, "percentage_point", [], unit
        if hit.direction:
            mag = abs(value) / 100
            norm = (1 - mag) if hit.direction == "down" else (1 + mag)
            return kind, text_value, norm, "dimensionless", [], unit
        return kind, text_value, value, "percent", [], unit
    if kind == "ratio":
        norm = value
        alts = list(hit.alternatives)
        if (compression or hit.direction == "down") and not (value and value < 1):
            norm = (Decimal(1) / value) if value else None
            alts = [Decimal(1) / a for a in alts if a]
        # (a factor below 1 is the remaining fraction already: "减半", "halved" are 0.5, not 2)
        return kind, text_value, norm, "dimensionless", alts, unit
    if kind == "count":
        if metric == "context_length":
            alts = list(hit.alternatives)
            return kind, text_value, value, "token", alts, unit
        if metric == "parameters":
            return kind, text_value, value, "parameter", [], unit
        return kind, text_value, value, "count", [], unit
    if kind == "quantity" and not hit.pint_unit:
        return kind, text_value, value, "dimensionless" if mdef and mdef.dimensionality == "dimensionless" else None, [], unit
    if kind == "quantity" and hit.pint_unit and mdef is not None and mdef.counted_in:
        return kind, text_value, value, "dimensionless", [], unit  # 2.18 tokens per step
    # dimensional quantity
    if hit.pint_unit and mdef is not None and mdef.canonical_denominator and " / " in hit.pint_unit:
        rate = _per_denominator(fb, value, hit, mdef.canonical_denominator)
        if rate is not None:
            return (kind, text_value, *rate, unit)
    if hit.pint_unit:
        target = mdef.canonical_unit if mdef and mdef.dimensionality.startswith("[") else None
        if _all_decimal(value, hit):
            # pint's answer for this unit and target, from the build cache (no pint import):
            # the magnitude times pint's factor is pint's result (resources/units.py)
            answer = fb.res.units.conversion(hit.pint_unit, target)
            if answer is None:
                return kind, text_value, value, hit.pint_unit, [], unit
            if answer != PINT:
                factor, unit_text, alternative = answer
                if hit.alternatives and alternative is None:
                    return kind, text_value, value, hit.pint_unit, [], unit
                return kind, text_value, _round(value * factor if factor is not None else value), unit_text, \
                    [_round(a * alternative) for a in hit.alternatives], unit
        ureg = fb.res.ureg
        try:
            try:
                q = ureg.Quantity(value, hit.pint_unit)
            except Exception:
                # a symbol pint's parser splits ("°C" → "degreeC"): the unit it names
                q = ureg.Quantity(value, ureg.get_name(hit.pint_unit))
            if target:
                q = q.to(target)
            alts = [ureg.Quantity(a, hit.pint_unit).to(target or q.units).magnitude for a in hit.alternatives]
            return kind, text_value, _round(q.magnitude), target or str(q.units), [_round(a) for a in alts], unit
        except Exception:
            return kind, text_value, value, hit.pint_unit, [], unit
    return kind, text_value, value, None, [], unit


def _per_denominator(fb: FrameBuilder, value, hit: Hit, denominator: str):
    """(value, unit, alternatives) of a rate converted to the metric's ``canonical_denominator``
    with its numerator's own unit: "$2.19/K tokens" (``dollar / (1000 * tokens)``) → 2190
    ``dollar / (1000000 * tokens)``.  pint keeps no scale factor inside a unit, so the rate is
    taken per one unit of the denominator and scaled back.  None when the unit's denominator is
    not of the denominator's dimension (money per hour stays as it is)."""
    if _all_decimal(value, hit):
        # pint's steps for this unit and denominator, from the build cache (resources/units.py)
        answer = fb.res.units.rate(hit.pint_unit, denominator)
        if answer is None:
            return None
        if answer != PINT:
            magnitude, factor, scale, unit_text = answer
            return _round(value * magnitude * factor * scale), unit_text, \
                [_round(a * magnitude * factor * scale) for a in hit.alternatives]
    ureg = fb.res.ureg
    head = hit.pint_unit.partition(" / ")[0].strip()
    try:
        per = ureg.parse_expression(denominator)
        base = str(per.to_base_units().units) if not per.dimensionless else None
        one = ureg.parse_expression(f"1 {head} / {base}") if base else None
        if one is None or (value * ureg.parse_expression(hit.pint_unit)).dimensionality != one.dimensionality:
            return None
        scale = per.to(base).magnitude
        convert = lambda v: _round((v * ureg.parse_expression(hit.pint_unit)).to(f"{head} / {base}").magnitude * scale)  # noqa: E731
        return convert(value), f"{head} / ({denominator})", [convert(a) for a in hit.alternatives]
    except Exception:
        return None


def change_level_flags(fb: FrameBuilder, text: str, hit: Hit, hits: list[Hit], head: str | None = None) -> list[str]:
    """What a quantity is in a change its clause states (held-out set 11):

    - ``change_amount``: the size of the change, right after a change word (rules/grammar.yaml
      ``change_words``: "省下约 3.1 GB", "延迟降低 20 ms", "cut by 2 GB") — no value of the metric;
    - ``change_from``: the level a change starts at, right after a from word (``change_from_words``)
      with the level it reaches after a result word next ("从 0.624 GB 压到 0.365 GB") — the
      state before (no quantisation, an older release), no value of the subject as it stands;
    - ``change_to``: the level such a change reaches ("went from 455 ms to 400 ms": 400 ms), the
      state after it (fresh-user trial 44, r02).

    ``head``: the part of the sentence a hard wrap left on the line above
    (:attr:`~claimcheck.text.segment.Segment.head`), read before a figure that opens its line
    ("decode 吞吐由" over "5,200 tok/s 提升至 7,800 tok/s"; fresh-user trial 43, r01).
    A percent gets ``slower`` when its change word is a word of slowness (rules/grammar.yaml
    ``slow_words``: "MI300X 慢 33%": its time is 1.33×, or its speed 0.67×; trial 44, T55).
    Returns the flags (a new list, often empty)."""
    if hit.kind == "percent":
        return ["slower"] if hit.direction == "down" and fb.slow_word is not None and any(
            f.startswith("change_word=") and fb.slow_word.fullmatch(f.split("=", 1)[1]) for f in hit.flags) else []
    out = []
    before = text[max(0, hit.start - 12):hit.start]
    if head and not text[:hit.start].strip():
        before = fb.grammar.normalise_text(head).rstrip()[-12:] + (" " if hit.start else "")
    if fb._change_amount.search(before):
        out.append("change_amount")
    if "change_from" not in hit.flags and fb._change_from_level is not None \
            and (fb._change_from_level.search(before[-8:])
                 or (fb._change_from_of is not None and fb._change_from_of.search(text, max(0, hit.start - 14), hit.start))):
        nxt = next((h for h in hits if h.start >= hit.end and h.kind == hit.kind), None)
        if nxt is not None and nxt.start - hit.end <= 16 and fb._change_to_level.search(text, hit.end, nxt.start):
            out.append("change_from")
    if fb._change_from_level is not None and "change_from" not in out and "change_from" not in hit.flags:
        # ``change_to``: the level such a change reaches ("went from 455 ms to 400 ms": 400 ms)
        prev = next((h for h in reversed(hits) if h.end <= hit.start and h.kind == hit.kind), None)
        if prev is not None and hit.start - prev.end <= 16 and fb._change_to_level.search(text, prev.end, hit.start) \
                and (fb._change_from_level.search(text, max(0, prev.start - 8), prev.start)
                     or (fb._change_from_of is not None and fb._change_from_of.search(text, max(0, prev.start - 14), prev.start))):
            out.append("change_to")
        elif fb._arrow_before is not None and fb._arrow_before.search(text, max(0, hit.start - 6), hit.start):
            out.append("change_to")
    return out


def shared_unit(fb: FrameBuilder, text: str, hit: Hit, hits: list[Hit]) -> Hit | None:
    """A bare number enumerated before a quantity whose unit it shares ("4281.51 vs 4132.37
    tok/s", "1.2, 1.5 and 1.8 ms", "1,200 与 900 tok/s"; held-out set 6): only bare numbers and
    joiners (rules/grammar.yaml ``frame_words.shared_unit_joiners``) stand between it and that
    quantity.  Returns a copy of ``hit`` as a quantity in that unit (flag ``shared_unit``), or
    None (no such quantity, a scaled one — "1 and 2K tok/s" —, or a range end)."""
    if fb._shared_unit_gap is None or not isinstance(hit.value, Decimal) or hit.low is not None:
        return None
    if hit.value == hit.value.to_integral_value() and 1900 <= hit.value <= 2100:
        return None  # "in 2024, 150 ms": a year, never a figure of the unit after it
    at = hit.end
    commas_only = True  # a comma alone joins no pair ("at 8, 150 ms"): a list ends with a word or mark
    for other in hits:
        if other.start < hit.end:
            continue
        gap = fb._shared_unit_gap.fullmatch(text, at, other.start)
        if gap is None:
            break
        commas_only = commas_only and text[at:other.start].strip() in (",", "，")
        if other.kind == "number" and isinstance(other.value, Decimal) and set(other.flags) <= {"bare"}:
            at = other.end  # "1.2, 1.5 and 1.8 ms": the next bare number of the enumeration
            continue
        if other.kind != "quantity" or not other.pint_unit or other.scale is not None or other.low is not None \
                or commas_only:
            break
        return _in_unit_of(hit, other)
    return _shared_unit_before(fb, text, hit, hits)


def _in_unit_of(hit: Hit, other: Hit) -> Hit:
    """A copy of the bare number ``hit`` as a quantity in ``other``'s unit (flag ``shared_unit``)."""
    import copy
    out = copy.copy(hit)
    out.kind, out.unit, out.pint_unit = "quantity", other.unit, other.pint_unit
    out.flags = list(hit.flags) + ["shared_unit"]
    return out


def _shared_unit_before(fb: FrameBuilder, text: str, hit: Hit, hits: list[Hit]) -> Hit | None:
    """A bare number compared with the quantity right before it shares its unit: "8.38 token/s
    against Accelerate's 0.62", "1,200 tok/s vs 900", "1,200 tok/s 对比 vLLM 的 900" (rules/grammar.yaml
    ``frame_words.shared_unit_back_joiners``; a name, possessive or with 的, may stand between).
    Returns a copy of ``hit`` as a quantity in that unit (flag ``shared_unit``), or None."""
    if fb._shared_unit_back is None:
        return None
    before = [h for h in hits if h.end <= hit.start]
    if not before:
        return None
    other = max(before, key=lambda h: h.end)
    if other.kind != "quantity" or not other.pint_unit or other.scale is not None or other.low is not None:
        return None
    if fb._shared_unit_back.fullmatch(text, other.end, hit.start) is None:
        return None
    after = text[hit.end:hit.end + 2]
    if after[:1].isalpha() or after.strip()[:1] in ("%", "％", "×", "倍"):
        return None  # "vs 2 nodes", "vs 0.62x": the number has a word or mark of its own
    return _in_unit_of(hit, other)


def bare_number(fb: FrameBuilder, seg: Segment, text: str, hit: Hit) -> Hit | None:
    """A number without unit is a claim in two places only: a table cell whose column
    header names the unit or metric (``吞吐 (tok/s)``), and right after a metric word
    (``平均接受长度 4.6``, ``acceptance length of 5.1``).  Returns the completed hit or None.

    Args: seg: the number's :class:`~claimcheck.text.segment.Segment`; text: its normalised
    text; hit: the bare number's :class:`~claimcheck.extraction.hit.Hit` (not changed).
    Returns: a copy of ``hit`` with kind, unit and flags (``table``, ``metric_word=…``) set, or
    None.  Rules: units pint parses, metric keywords (rules/metrics.yaml), ``metric_copulas``
    and ``frame_words.per_words`` (rules/grammar.yaml).
    """
    import copy
    header = seg.header if seg.kind == "table_cell" else None
    if header is not None:
        # the cell's value, with at most a bracketed note after it ("51.0 (baseline)")
        rest = re.sub(r"\s*[(（][^)）]*[)）]\s*$", "", seg.text.strip())
        # bold, italic or code marks around the value ("**95.2**") are no words of the cell
        rest = re.sub(r"^[*_`~]+|[*_`~]+$", "", rest).strip()
        # a measurement's spread after it ("82.17 ± 0.31") is no other word of the cell, and
        # no figure of its own: the value admits value ± spread
        spread = re.search(r"\s*(?:±|\+/-|\+-)\s*(\d+(?:\.\d+)?)[*_`~]*\s*$", text)
        if spread is not None and hit.start >= spread.start():
            return None
        rest = re.sub(r"\s*(?:±|\+/-|\+-)\s*[\d.]+[*_`~]*\s*$", "", rest)
        if len(rest) > len(text[hit.start:hit.end]) + 2:
            return None  # a number inside a sentence in a cell: not the cell's value
        column = _column_reading(fb, header, seg.caption)
        if column is None:
            column = _row_reading(fb, seg)
        if column is None:
            return None
        out = copy.copy(hit)
        out.flags = list(hit.flags) + ["table"]
        if spread is not None and isinstance(hit.value, Decimal) and hit.low is None and hit.high is None:
            width = Decimal(spread.group(1))
            out.low, out.high = hit.value - width, hit.value + width
        fields, flags = column
        for name, value in fields:
            setattr(out, name, value)
        if flags:
            out.flags = list(out.flags) + list(flags)
        return out
    window = text[max(0, hit.start - fb.metric_window):hit.start]
    m = fb.metric_word_before.search(window)
    if m is None and _share_decimal(hit):
        # "acceptance rate of 0.62", "the acceptance rate is 0.71": a rate's name is long; a
        # decimal share (0 < x ≤ 1) right after it and its copula is a value of that rate only
        # (issue 16 kind 11), never a length or a count ("acceptance length of 2.4")
        m = fb.metric_word_before.search(text, max(0, hit.start - 40), hit.start)
        if m is not None and fb.res.metrics.get(fb.keyword_metric.get(m.group("kw").casefold(), "")) is not None \
                and fb.res.metrics[fb.keyword_metric[m.group("kw").casefold()]].canonical_unit != "percent":
            m = None
    if m:
        name = fb.keyword_metric.get(m.group("kw").casefold())
        metric = fb.res.metrics.get(name) if name else None
        if metric is not None and metric.canonical_unit == "percent" and not _share_decimal(hit):
            return None  # a rate's bare value is a share in (0, 1]: "acceptance rate of 1.4" is none
        if metric and (metric.dimensionality in ("dimensionless", "count") or metric.relative):
            out = copy.copy(hit)
            out.kind = "quantity"
            out.flags = list(hit.flags) + [f"metric_word={m.group('kw')}"]
            return out
    return None


def _row_reading(fb: FrameBuilder, seg: Segment) -> tuple[tuple, tuple] | None:
    """How a bare number reads in a table whose rows are metrics and whose columns are systems
    ("| 指标 | vLLM | SGLang |" / "| 吞吐 (tok/s) | 2,000 | 3,400 |"): as :func:`_column_reading` of
    its row label, when the table's first header is empty or one of grammar.yaml
    ``metric_row_headers`` and the row label names a metric (rules/metrics.yaml keywords) —
    a unit alone ("| (ms) |") or a label that names none ("| vLLM (7B) |") reads nothing.

    Args: seg: a ``table_cell`` :class:`~claimcheck.text.segment.Segment` past the first column.
    Returns: the (fields, flags) pair of :func:`_column_reading` with the flag ``row_metric``
    (:func:`metric` then reads the row label, not the column header), or None."""
    label = (seg.row_label or "").strip().strip("*_` ")
    if not label or not seg.headers or seg.header == seg.headers[0]:
        return None  # (the first column's own cells are the labels)
    first = seg.headers[0].strip().strip("*_` ").casefold()
    if first and first not in fb.metric_row_headers:
        return None
    if not any(p.search(label) for _, p in fb.metric_patterns):
        return None
    read = _column_reading(fb, label, seg.caption)
    return None if read is None else (read[0], (*read[1], "row_metric"))


def _column_reading(fb: FrameBuilder, header: str, caption) -> tuple[tuple, tuple] | None:
    """How a table column reads its bare numbers, from its ``header`` and the table's
    ``caption`` alone (see :func:`bare_number`): the hit's fields to set as (name, value) pairs
    and flags to add, or None when the column gives them no unit or metric.  Every cell of a
    column asks the same: kept per (header, caption), bounded (``fb.column_memo``)."""
    key = (header, caption)
    memo = fb.column_memo
    if key in memo:
        return memo[key]
    got = _read_column(fb, header, caption)
    if len(memo) >= 4096:
        memo.clear()  # bounded: the memo only ever saves time
    memo[key] = got
    return got


def _read_column(fb: FrameBuilder, header: str, caption) -> tuple[tuple, tuple] | None:
    """:func:`_column_reading`, computed."""
    unit = re.search(r"[(（]([^)）]+)[)）](?:\s*" + fb._per + r"\s?\w+)?\s*$", header, re.IGNORECASE)
    if unit is not None and not _parses(fb, unit.group(1).strip()):
        # "(time in s)", "（单位：ms）": the unit is the last word
        last = fb.header_unit_last.search(header, unit.start())
        if last is not None and _parses(fb, last.group(1)):
            unit = last
    if unit is None and caption and not any(p.search(header) for _, p in fb.metric_patterns):
        # "原始结果（第 2 轮，单位 s）：", "Results (in ms):": the caption gives the cells' unit
        said = fb.caption_unit.search(caption)
        if said is not None and _parses(fb, said.group(1)):
            unit = said
    bare = header.strip().strip("*_` ")
    if unit is None and 0 < len(bare) <= 12 and not any(p.search(bare) for _, p in fb.metric_patterns):
        # the header is the unit itself ("t/s", "tok/s", "ms")
        unit = re.match(r"(.+)", bare) if _parses(fb, bare) else None
    if unit:
        spelled = unit.group(1).strip()
        rate = _currency_rate_unit(fb, spelled)
        if rate is not None:
            # "Output price ($/M tokens)", "成本（元/百万 tokens）": a price per tokens
            return (("kind", "quantity"), ("unit", spelled), ("pint_unit", rate)), ()
        if spelled in ("%", "％"):
            return (("kind", "percent"), ("unit", "%")), ()
        if spelled in ("×", "x", "倍"):
            return (("kind", "ratio"), ("unit", "×")), ()
        if fb.res.units.parse_dimensionality(spelled.replace(" per ", "/")) is not None:
            return (("kind", "quantity"), ("unit", spelled), ("pint_unit", spelled)), ()
    named = next((name for name, p in fb.metric_patterns if p.search(header)), None)
    if named is not None:
        mdef = fb.res.metrics.get(named)
        if mdef is not None and mdef.table_unit and \
                (not mdef.table_unit_when or re.search(mdef.table_unit_when, header, re.IGNORECASE)):
            # a serving benchmark's "Median TTFT" column is in ms (metrics.yaml table_unit)
            return (("kind", "quantity"), ("unit", mdef.table_unit), ("pint_unit", mdef.table_unit)), ("unit_assumed",)
        return (("kind", "quantity"),), ()
    return None


def rate_reading(fb: FrameBuilder, text: str, hit: Hit, numbers: str = "claims") -> Hit | None:
    """``hit`` as a rate reads it: None for a rate's denominator (:func:`is_denominator`, unless
    ``numbers`` is "all"), the rate for an amount after a Chinese rate word and a time
    (:func:`per_time_lead`), else ``hit`` itself."""
    if numbers != "all" and is_denominator(fb, text, hit):
        return None
    return per_time_lead(fb, text, hit) or hit


def is_denominator(fb: FrameBuilder, text: str, hit: Hit) -> bool:
    """True when ``hit`` is the denominator of a rate written without a value of its own: a
    quantity or count right after a rate word ("prices in USD per 1M tokens", "按每 1K tokens
    计费"), which is no claim (a fresh-user trial, session 46: a price column's header "(USD per
    1M tokens)" was read as a context length of 1M tokens).  Rate words: grammar.yaml
    ``frame_words.per_words``.  A value with its rate ("$0.27 per 1M tokens") is one hit and
    never asks."""
    if fb._per_before is None or hit.kind not in ("quantity", "count"):
        return False
    return fb._per_before.search(text, max(0, hit.start - 8), hit.start) is not None


def per_time_lead(fb: FrameBuilder, text: str, hit: Hit) -> Hit | None:
    """A quantity after a Chinese rate word and a time unit ("折合每分钟约 1,116k tokens", "每秒
    1.2 万 tokens") as the rate it is: a copy of ``hit`` with its unit per that time (tokens /
    分钟), which the metric frame reads as a throughput — None when no such lead stands right
    before it, the hit already is a rate, or the word is no time unit of a minute or less (pint,
    rules/units; "每天 10 亿 tokens" is a day's volume, no rate of serving).  Fresh-
    user trial 49, r15: the per-minute volume was a context length of 1,116,000 tokens and a high
    CC201 against "128K context"; r05: "每分钟 1.86M tokens，即约 3.6 万 tok/s" was never compared.
    Rate words: grammar.yaml ``frame_words.per_words``; the longest time of a serving rate:
    its ``serving_rate_max_seconds``."""
    if fb._per_time_before is None or hit.kind != "quantity" or not hit.pint_unit or "/" in hit.pint_unit:
        return None
    lead = fb._per_time_before.search(text, max(0, hit.start - 8), hit.start)
    if lead is None or not fb.res.units.is_time(lead.group("t"), parse=True):
        return None
    seconds = fb.res.units.factor(lead.group("t"), "second")
    if seconds is None or seconds > fb.res.grammar.get("serving_rate_max_seconds", 60):
        return None  # "每天 10 亿 tokens" is a day's volume, no serving rate to set against a throughput
    import copy
    out = copy.copy(hit)
    out.pint_unit = f"{hit.pint_unit} / {lead.group('t')}"
    out.unit = f"{hit.unit}/{lead.group('t')}" if hit.unit else hit.unit
    return out


def _currency_rate_unit(fb: FrameBuilder, spelled: str) -> str | None:
    """The pint expression of a column header's unit that is a currency per something
    ("$/M tokens" → "dollar / (1e6 * tokens)", "USD per 1M tokens", "元/百万 tokens"), as a
    cell written with that unit in prose would carry it; None for any other unit.

    Currency signs and words: grammar.yaml ``currency_prefixes`` (and the currency names pint
    knows, "元"); the denominator's scale: ``per_scales`` (read by
    :func:`~claimcheck.extraction.quantities.per_denominator`).  A denominator pint cannot
    parse gives None (the column is then read as before)."""
    from claimcheck.extraction.quantities import currency_name, per_denominator
    g = fb.grammar
    per = rf"|\s(?:{fb._per})\s" if fb._per else ""  # (grammar.yaml frame_words.per_words)
    m = re.match(rf"(?P<cur>[^\s/\d][^/\d]{{0,5}}?)\s*(?:/{per})\s*(?P<den>\S.*)$", spelled, re.IGNORECASE)
    if m is None:
        return None
    cur = m.group("cur").strip()
    currency = g.currency_prefixes.get(cur) or currency_name(g, cur)
    if currency == cur and currency not in g.currency_prefixes.values():
        return None
    den = per_denominator(g, m.group("den").strip())
    bare = re.sub(r"^[\d.e]+ \* ", "", den)  # (pint parses no scale factor as a unit)
    if fb.res.units.parse_dimensionality(f"{currency} / ({bare})") is None:
        return None
    return f"{currency} / ({den})"


def _share_decimal(hit: Hit) -> bool:
    """True when ``hit`` is a bare decimal share: written with a decimal point, 0 < value ≤ 1."""
    return isinstance(hit.value, Decimal) and hit.low is None and "." in str(hit.text_value or "") \
        and 0 < hit.value <= 1


def _parses(fb: FrameBuilder, spelled: str) -> bool:
    """True when pint parses ``spelled`` as a unit that is no plain number ("t/s", "ms")."""
    if not re.search(r"[A-Za-z]", spelled):
        return False
    dims = fb.res.units.parse_dimensionality(spelled.replace(" per ", "/"))
    return bool(dims)  # (None: no unit; (): a plain number)


def _all_decimal(value, hit: Hit) -> bool:
    """The magnitude and every alternative are Decimals: pint's answers from the build cache
    (resources/units.py) hold for them; any other number goes to pint itself."""
    return isinstance(value, Decimal) and all(isinstance(a, Decimal) for a in hit.alternatives)


def _round(value) -> Decimal:
    """Round computed Decimals to 12 significant places and strip zeros."""
    if not isinstance(value, Decimal):
        value = Decimal(str(value))
    return Decimal(format(value, ".12g")).normalize() if value else Decimal(0)
