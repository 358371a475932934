"""Ratios, percents and changes: the qualifier and change words around a figure, the direction
of a change ("提升 2 倍", "down 5%"), percents written as words (对折), "7 2 折", and value
ranges ("14x - 24x", "between 5 and 10 ms").

Words from ``rules/grammar.yaml``: ``qualifiers_before`` / ``qualifiers_after``,
``change_words``, ``ambiguous_multiplier_before``, ``ratio_words``, ``percent_words``,
``multiplier_words``, ``not_range_after``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.numbers import to_decimal
from claimcheck.extraction.patterns import AND, BETWEEN, RANGE_BETWEEN, _alt
from claimcheck.model import fmt_decimal

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar

_OR = re.compile(r"\sor\s")


def build_qualifiers(g: Grammar, data: dict) -> None:
    """Set the qualifier and change-word patterns of ``g`` from ``data`` (grammar.yaml):
    ``pre_qual`` / ``post_qual`` (list of (qualifier, regex source) — ``~`` ``>=`` … before /
    after a number), ``change_up`` / ``change_down`` / ``ambiguous_before`` / ``ratio_words``
    (regex sources)."""
    def guard_map(key: str) -> dict[str, str]:
        return {str(w): "".join(map(str, chars)) for w, chars in (data.get(key) or {}).items() if chars}

    hedge_guards = guard_map("qualifier_not_after")

    def hedges(words, guards: dict[str, str] = hedge_guards) -> str:
        # "违约 37 次", "预约 40 次": a hedge word that ends another word is no hedge (a fresh-user
        # trial 43, r09: exact counts read as "约 37 次"); the guarded words after the others, so a
        # longer hedge ("约为") still wins where it stands.  The same for a change word that ends a
        # bound ("最多", "至少": change_word_not_after)
        words = [str(w) for w in words]
        guarded = [w for w in words if w in guards]
        if not guarded:
            return _alt(words)
        tail = "|".join(f"(?<![{re.escape(guards[w])}]){re.escape(w)}" for w in sorted(guarded, key=len, reverse=True))
        rest = [w for w in words if w not in guards]
        return f"(?:{_alt(rest)}|{tail})" if rest else f"(?:{tail})"

    g.pre_qual = [(q, hedges(words)) for q, words in data["qualifiers_before"].items()]
    g.post_qual = [(q, _alt(words)) for q, words in data["qualifiers_after"].items()]
    by = data.get("change_by_words") or []
    g._change_by = re.compile(rf"(?<![A-Za-z])(?:{_alt(by)})\s+(?:[A-Za-z]+\s+){{0,2}}$") if by else None
    change_guards = guard_map("change_word_not_after")
    g.change_up = hedges(data["change_words"]["up"], change_guards)
    g.change_down = hedges(data["change_words"]["down"], change_guards)
    tails = data.get("change_comparison_tails") or []
    g._comparison_tail = re.compile(rf"\s?(?:{_alt(tails)})(?![A-Za-z])", re.IGNORECASE) if tails else None
    g.ambiguous_before = _alt(data["ambiguous_multiplier_before"])
    # "three times greater than today's 20 minutes": N× or (N+1)× in English too (grammar.yaml
    # ambiguous_multiplier_after, after a multiple written with "times")
    after_words = data.get("ambiguous_multiplier_after") or []
    g._ambiguous_after = re.compile(r"\s?(?:" + _alt(after_words) + r")(?![A-Za-z])", re.IGNORECASE) if after_words else None
    more = data.get("more_multiple_before")
    g._more_multiple = re.compile(str(more)) if more else None
    g.ratio_words = _alt(data["ratio_words"])
    # "rose from 800 ms to 1.1 s": a change word and from / 从 / 由 before the first figure
    froms = data.get("change_from_words", [])
    g._change_from = (re.compile(rf"(?:{g.change_up}|{g.change_down})\s?了?\s?{_alt(froms)}\s?$")
                      if froms else None)
    # "went from 1,000 to 1,500 tok/s": a verb of change with no direction before from / 从
    neutral = data.get("neutral_change_words") or []
    g._change_neutral = _alt(neutral) if neutral else None
    g._change_any = re.compile(rf"(?:{g.change_up}|{g.change_down}" + (rf"|{g._change_neutral})" if neutral else ")"))
    # "rose 5% to 62%": a change word right before "X to Y" makes it a change from X to Y too
    # (a verb with no direction only with its from word: "went from 1,000 tok/s to 1,500 tok/s")
    g._change_to = re.compile(rf"(?:(?:{g.change_up}|{g.change_down})\s?了?\s?(?:{_alt(froms)}\s?)?"
                              + (rf"|(?<![A-Za-z])(?:{g._change_neutral})\s?了?\s?(?:{_alt(froms)})\s?" if neutral else "")
                              + ")$") if froms else None
    # "from 5%", "从 5%", "由 5%": the figure after a from word is the level a change starts at
    g._from_before = re.compile(rf"(?<![A-Za-z]){_alt(froms)}\s?$") if froms else None
    # "从 850 降低到 420 ms": a change word and its result word between the two levels of a change
    g._change_between = (re.compile(rf"\s?(?:{g.change_up}|{g.change_down})\s?了?\s?{_alt(result)}\s?")
                         if froms and (result := data.get("change_result_words", [])) else None)
    result = data.get("change_result_words", [])
    g._change_result = re.compile(rf"\s?了?\s?{_alt(result)}\s?$") if result else None


def build_percent_words(g: Grammar, data: dict) -> None:
    """Set ``percent_words`` (word without a numeral → Decimal percent: 对折 = 50, 半成 = 5), its
    pattern ``_percent_word`` (None without words), ``_not_range_after`` (words after which "X to
    Y" is a change and its result, not a range) and ``_year_before`` (``year_before_words``: "in
    2018") from ``data`` (grammar.yaml)."""
    # percent words without a numeral: 对折, 半成
    g.percent_words = {str(k): Decimal(str(v)) for k, v in data.get("percent_words", {}).items()}
    g._percent_word = re.compile(_alt(g.percent_words)) if g.percent_words else None
    # multiplier words without a numeral: 翻倍 / 翻了一番 = 2×, 翻两番 = 4×
    g.multiplier_words = {str(k): Decimal(str(v)) for k, v in data.get("multiplier_words", {}).items()}
    g._multiplier_word = re.compile(_alt(g.multiplier_words)) if g.multiplier_words else None
    g._not_range_after = re.compile(rf"{_alt(data.get('not_range_after', []))}\s?$")
    years = data.get("year_before_words") or []
    g._year_before = re.compile(rf"(?<![A-Za-z])(?i:{_alt(years)})\s$") if years else None


def direction(g: Grammar, hit: Hit, s: str) -> None:
    """Set ``hit.direction`` (``up``/``down``) of a percent or ratio ``hit`` in ``s`` from the nearest
    change word (``change_words`` of grammar.yaml) within 16 characters before or 24 after the
    figure (56 before when the figure follows ``change_by_words``: "improves the end-to-end
    throughput by 24%"), the window cut at the previous/next digit or clause break; flags
    ``change_word=…``.
    Without a change word a signed percent ("+5%") is a ``signed_change``; a 倍 ratio after a word of
    ``ambiguous_multiplier_before`` ("提升 2 倍") is flagged ``ambiguous_multiplier`` with the
    alternative value + 1; so is one after a "多 + verb" of ``more_multiple_before`` ("多放 2 倍"),
    and "多放一倍" is a doubling.  A change word before the figure with a word of
    ``change_comparison_tails`` right after it ("低于", "lower than") sets no direction: the figure
    is a bound.  Changes ``hit`` in place."""
    before = s[max(0, hit.start - 16):hit.start]
    if g._change_by is not None and g._change_by.search(s, max(0, hit.start - 24), hit.start):
        # "improves the end-to-end throughput by 24%": the verb stands before its object
        before = s[max(0, hit.start - 56):hit.start]
    after = s[hit.end:hit.end + 24]
    # stop the window at the previous/next number or clause break so words of other
    # claims do not leak in
    before = re.split(r"[\d，,；;。()（）]", before)[-1]
    after = re.split(r"[\d，,；;。()（）]", after)[0]
    if hit.kind == "ratio" and g._ambiguous_after is not None and (hit.unit or "").casefold() == "times" \
            and hit.value is not None and hit.value > 1 and g._ambiguous_after.match(after):
        # "three times greater than today's 20 minutes" (60 or 80 minutes? held-out set 37, R018)
        hit.direction = "up"
        hit.flags.extend(["change_word=" + g._ambiguous_after.match(after).group(0).strip(), "ambiguous_multiplier"])
        hit.alternatives.append(hit.value + 1)
        return
    best = None
    for direction, pattern in (("up", g.change_up), ("down", g.change_down)):
        for m in re.finditer(pattern, before):
            dist = len(before) - m.end()
            if best is None or dist < best[0]:
                best = (dist, direction, "before", m.group(0), m.end())
        m = re.search(pattern, after)
        if m:
            dist = m.start()
            if best is None or dist < best[0]:
                best = (dist, direction, "after", m.group(0), m.end())
    if hit.kind == "percent" and g._from_before is not None and g._from_before.search(before):
        # "rose from 5% to 62%", "命中率从 5% 提升到 62%": the level the change starts at, no change
        hit.flags.append("level")
        return
    if best is None:
        if hit.kind == "percent" and hit.value is not None and str(hit.text_value).startswith(("+", "-")):
            hit.direction = "up" if not str(hit.text_value).startswith("-") else "down"
            hit.flags.append("signed_change")
        return
    if best[2] == "before" and g._comparison_tail is not None and g._comparison_tail.match(before, best[4]):
        # "低于任务书 10% 的上限", "lower than the 10% cap": the figure is a bound compared with
        # (grammar.yaml change_comparison_tails), no change by it (held-out set 39)
        return
    if hit.kind in ("percent", "ratio") and best[2] == "before" and g._change_result is not None \
            and "points" not in hit.flags and g._change_result.match(before, best[4]):
        # "提升到 25%", "rose to 62%": the level reached (a value of its rate), not a change; "the
        # speedup drops to 1.3×", "加速比降至 1.3×": the multiple it is now, no fall to 1/1.3 (a
        # fresh-user trial, session 37)
        hit.flags.extend([f"change_word={best[3]}", "level"])
        return
    hit.direction = best[1]
    hit.flags.append(f"change_word={best[3]}")
    if hit.kind == "ratio" and best[2] == "before" and (
            re.search(g.ambiguous_before + r"了?\s?$", before)
            or (g._more_multiple is not None and g._more_multiple.search(before))):
        # (also "可多放一倍的并发序列": one multiple more, a doubling; fresh-user trial 46, r04)
        if hit.unit == "倍" and hit.value == 1:
            # "提高了 1 倍" / "增加一倍": a doubling — "1×" would be no change at all
            hit.value, hit.text_value = Decimal(2), "2"
            hit.flags.append("doubling")
        elif hit.unit == "倍" and hit.direction == "up" and hit.low is None and 0 < hit.value < 1:
            # "提高了 0.5 倍": 1.5× — a multiple below 1 would be a fall, which 提高 is not
            hit.value = hit.value + 1
            hit.flags.append("added_multiple")
        elif hit.unit == "倍":
            hit.flags.append("ambiguous_multiplier")
            hit.alternatives.append(hit.value + 1)


def multiplier_word_hits(g: Grammar, s: str, free, take) -> list[Hit]:
    """Ratios written as words without a numeral (``multiplier_words`` of grammar.yaml: "翻倍",
    "翻了一番", "doubled" = 2×, "翻两番" = 4×, "减半", "halved" = 0.5×): one ``ratio`` hit each,
    direction up (down below 1×), flagged ``doubling`` for 2×; an English word only as a whole word.  ``free(a, b)`` tells whether a span is still unclaimed; ``take(a, b)`` claims it."""
    out: list[Hit] = []
    if not g._multiplier_word or not g._multiplier_word_gate.admits(s):
        return out
    for m in g._multiplier_word.finditer(s):
        word = m.group(0)
        if word.isascii() and ((m.start() and s[m.start() - 1].isalpha()) or (m.end() < len(s) and s[m.end()].isalpha())):
            continue  # an English word inside another ("redoubled" is no "doubled")
        if free(*m.span()):
            v = g.multiplier_words[word]
            # a halving ("减半", "halved": 0.5×) is a change down (a fresh-user trial, session 28)
            hit = Hit(m.start(), m.end(), "ratio", value=v, text_value=fmt_decimal(v), unit=word,
                      direction="up" if v >= 1 else "down")
            hit.flags.append(f"change_word={word}")
            if v == 2:
                hit.flags.append("doubling")
            out.append(hit)
            take(*m.span())
    return out


_CLAUSE_END = re.compile(r"[；;。!?！？]")


def _changed_from(g: Grammar, s: str, start: int) -> bool:
    """A from word (``change_from_words``) right before the figure at ``start`` and a change word
    earlier in its clause, within 30 characters ("显存降了 63%，从 75.2 GB 到 65.8 GB", "吞吐提升了，从
    100 tok/s 到 120 tok/s"): the two figures are the levels of that change, no range (held-out
    set 11; as :func:`~claimcheck.extraction.quantities.split_change` reads "X to Y unit")."""
    if g._from_before is None or g._change_any is None:
        return False
    fm = g._from_before.search(s, max(0, start - 8), start)
    if fm is None:
        return False
    window = s[max(0, fm.start() - 30):fm.start()]
    ends = list(_CLAUSE_END.finditer(window))
    if ends:
        window = window[ends[-1].end():]
    return g._change_any.search(window) is not None


def value_ranges(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """Join two figures of one kind and unit written as a range — "14x - 24x", "2.2x-2.5x",
    "1.36 倍 ~ 1.85 倍", "between 5 and 10 ms" (the first may omit the unit) — into one hit
    whose low/high are the two numbers as written; a bare first level before a change word and its
    result word ("从 850 降低到 420 ms") takes the second's unit instead (two values of a change).
    Linear: one pass over adjacent hits."""
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == "number" and hit.kind == "quantity" and hit.pint_unit \
                and hit.low is None and isinstance(prev.value, Decimal) and 0 < hit.start - prev.end <= 12 \
                and g._change_between is not None and g._change_between.fullmatch(s, prev.end, hit.start) \
                and g._from_before is not None and g._from_before.search(s, max(0, prev.start - 8), prev.start):
            # "TTFT 从 850 降低到 420 ms", "由 900 降到 600 ms": the first level before the change word
            # is a value of the unit written after the second
            prev.kind, prev.unit, prev.pint_unit = "quantity", hit.unit, hit.pint_unit
            prev.flags = [f for f in prev.flags if f not in ("bare", "bare_scaled")] + ["change_level", "unit_of_second"]
            out.append(hit)
            continue
        if (prev is not None and "range" not in prev.flags
                and (hit.kind in ("quantity", "ratio", "percent")
                     or (hit.kind == "count" and ("bare_scaled" in prev.flags or prev.kind == "number")))
                and prev.low is None and hit.low is None and 0 <= hit.start - prev.end <= 9
                and isinstance(prev.value, Decimal) and isinstance(hit.value, Decimal)):
            gap = s[prev.end:hit.start]
            dash = RANGE_BETWEEN.fullmatch(gap) or (not gap.strip() and s[hit.start:hit.start + 1] in "~～")
            if dash and gap.strip() in ("to", "到", "至") and g._not_range_after.search(s, max(0, prev.start - 12), prev.start):
                dash = None  # "increased by $43.6 billion to $419.2 billion": a change and its result
            if dash and prev.kind == "number" and year_then_to(g, s, prev.start, str(prev.text_value), str(hit.text_value)):
                dash = None  # "rose 60% in 2018 to 3.9 million headsets": a year, then the figure
            between = AND.fullmatch(gap) and BETWEEN.search(s[max(0, prev.start - 10):prev.start])
            if not dash and prev.kind == "number" and hit.kind == "quantity" and _OR.fullmatch(gap) \
                    and g.duration_units.get(str(hit.unit)) is not None:
                dash = True  # "three or four years": a duration between the two
            if dash and gap.strip() in ("to", "到", "至") and g._change_to is not None \
                    and (g._change_to.search(s, max(0, prev.start - 24), prev.start) or _changed_from(g, s, prev.start)):
                # "TTFT rose from 800 ms to 1.1 s", "hit rate rose 5% to 62%": a change from one
                # value to another — the first is the level it starts at, never a change itself
                dash = None
                if prev.direction and prev.kind == hit.kind == "percent" and "points" not in prev.flags:
                    prev.direction = None
                    prev.flags = [f for f in prev.flags if f not in ("signed_change",)] + ["level"]
            # "1.5 万到 2 万 tok/s": a first end with its scale word but no unit (a bare scaled count)
            # is a number of the second end's unit, as a bare number is
            bare = prev.kind == "number" or (prev.kind == "count" and "bare_scaled" in prev.flags and prev.unit is None)
            same_unit = prev.kind == hit.kind and (prev.unit == hit.unit or prev.kind == "number")
            factor = None
            if (dash or between) and not same_unit and prev.kind == hit.kind == "quantity" and prev.pint_unit \
                    and hit.pint_unit and g.unit_factor is not None:
                # "600 ms 到 1.5 s", "512 MB - 2 GB": ends in two units of one dimension (issue 16 kind 4)
                factor = g.unit_factor(hit.pint_unit, prev.pint_unit)
                same_unit = factor is not None
            per_second = None
            if (dash or between) and not same_unit and prev.kind == hit.kind == "quantity" and prev.pint_unit \
                    and str(hit.pint_unit or "").startswith(prev.pint_unit + " / "):
                # "between $48,000 and $90,000 a year", "$920 to $1730 a week": the rate's
                # per-unit, written once after the second end, is both ends'
                same_unit, per_second = True, hit
            if (dash or between) and (same_unit or bare):
                try:
                    low, high = to_decimal(prev.text_value.lstrip("+")), to_decimal(hit.text_value.lstrip("+"))
                except ValueError:
                    if not (prev.text_value.isalpha() or hit.text_value.isalpha()) or prev.scale or hit.scale:
                        out.append(hit)
                        continue
                    low, high = Decimal(prev.value), Decimal(hit.value)  # "one to two years": number words
                    last = str(hit.text_value).split()[-1].lower() if str(hit.text_value).split() else ""
                    scale_of = g.english_scales.get(last)
                    if bare and scale_of and low < scale_of <= high:
                        low = low * scale_of  # "four to five thousand people": 4000-5000
                fp, fh = prev.scale or Decimal(1), hit.scale or Decimal(1)
                if bare and fp != fh and (prev.scale or low >= high):
                    # "1.5 万到 5 千万", "5000 到 2 万": the first end at the second's scale (a bare
                    # first end without a scale takes the second's: "2 到 3 万" is 2万–3万)
                    low = (low * fp / fh).normalize()
                elif fp != fh and not bare and prev.scale is None and hit.scale and low < high and factor in (None, 1):
                    # "$89 to $93 billion": the scale word is both ends' (89–93 billion), as in
                    # "2 到 3 万"; the first end takes it (value and low share one scale)
                    prev.value, prev.scale = prev.value * fh, hit.scale
                    prev.flags = prev.flags + [f for f in hit.flags if f.startswith("scale=")]
                elif fp != fh and not bare:
                    # "$800,000 to $1.3 million": the ends at the first figure's scale, as
                    # low/high always are (value and low share one scale)
                    high = (high * fh / fp).normalize()
                if factor is not None:
                    high = (high * factor).normalize()  # "1.5 s" after "600 ms" is 1500 (ms)
                if low < high:
                    merged = hit if bare else prev
                    merged.start, merged.end = prev.start, hit.end
                    merged.value = prev.value if not bare else hit.value * (low / high if high else 1)
                    merged.text_value = prev.text_value
                    merged.low, merged.high = low, high
                    merged.direction = prev.direction or hit.direction
                    merged.qualifier = prev.qualifier if prev.qualifier != "=" else ("=" if hit.qualifier == "~" and dash else hit.qualifier)
                    first_flags = [f for f in prev.flags if f not in ("bare", "bare_scaled")] if bare else prev.flags
                    merged.flags = list(dict.fromkeys(first_flags + hit.flags + ["range"]))
                    if per_second is not None:
                        merged.unit, merged.pint_unit = per_second.unit, per_second.pint_unit
                    out[-1] = merged
                    continue
        out.append(hit)
    return out


def year_then_to(g: Grammar, s: str, start: int, first: str, second: str) -> bool:
    """True when ``first`` (at ``start`` of ``s``) is a year after a word of ``year_before_words``
    (grammar.yaml: "in 2018") and ``second`` no year: the year is a date, never a range's first end
    ("rose 60% in 2018 to 3.9 million headsets")."""
    return g._year_before is not None and bool(_YEAR.fullmatch(first)) and not _YEAR.fullmatch(second.split()[0] if second.split() else "") \
        and bool(g._year_before.search(s, max(0, start - 8), start))


_YEAR = re.compile(r"(?:19|20)\d\d")


def spaced_tenths(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """"7 2 折" is 72 %, like "72折": two single digits read one by one before a tenths unit, written
    with a space between them (the spaced writing "百 分 之" is read too).  ``hits`` sorted by
    start; the bare first digit's hit is dropped.  Linear: one look back per hit."""
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        a = hit.start
        if (prev is not None and hit.kind == "percent" and hit.unit in g.tenths_units and hit.unit != "成"
                and prev.kind == "number" and prev.start == a - 2 and prev.end == a - 1 and s[a - 1] == " "
                and s[a - 2].isdigit() and s[a].isdigit() and s[a - 2] != "0"
                and not hit.direction and hit.qualifier == prev.qualifier == "="):
            value = Decimal(int(s[a - 2]) * 10 + int(s[a]))
            hit.start, hit.value, hit.text_value = prev.start, value, fmt_decimal(value)
            out[-1] = hit
            continue
        out.append(hit)
    return out
