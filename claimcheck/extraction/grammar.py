"""The extraction grammar: numbers, units, ratios, dates, versions and ids in mixed zh/en text.

Works on characters with regular expressions assembled from ``rules/grammar.yaml``
and the unit registry's spellings (DESIGN.md §2: "numbers are found by regex on the
characters").  :meth:`Grammar.scan` returns plain :class:`Hit` records with offsets
into the scanned text; :mod:`claimcheck.frames.extractor` maps them to spaCy spans and claims.

Order of work on one text:
1. *protected* spans that contain digits but are not quantities: URLs, file names,
   arXiv ids and DOIs, section numbers (``§3.3``), names with digits (``DeepSeek-V4-Pro``,
   ``TP8``, ``B300``), condition settings (``bs=1``), ordinals (``条目 7``), list markers;
   ids, versions and dates among them are emitted as their own claim kinds;
2. quantities in the rest: number (Arabic with separators, full-width, Chinese numerals),
   range, scale word, unit, qualifiers before/after, change words around.

Every pattern is linear: no nested quantifiers over the same characters, and alternations
of literal words only, so a 1 MB line of digits is scanned in linear time.

The recognisers live in modules of their own, each with the builder that compiles its
patterns onto the grammar and the functions that turn matches into hits:
:mod:`~claimcheck.extraction.patterns` (shared regex helpers), :mod:`~claimcheck.extraction.numbers`,
:mod:`~claimcheck.extraction.quantities`, :mod:`~claimcheck.extraction.counts`,
:mod:`~claimcheck.extraction.ratios`, :mod:`~claimcheck.extraction.dates`,
:mod:`~claimcheck.extraction.written_dates`, :mod:`~claimcheck.extraction.periods`,
:mod:`~claimcheck.extraction.durations`, :mod:`~claimcheck.extraction.versions` and
:mod:`~claimcheck.extraction.protected`.  This module compiles them in order and runs them.
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from decimal import Decimal

from claimcheck.extraction import counts, dates, durations, numbers, periods, protected, quantities, ratios
from claimcheck.extraction.versions import url_arxiv_hit
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.literals import ANY_DIGIT, text_forms
from claimcheck.extraction.numbers import chinese_number
from claimcheck.extraction.patterns import _DIGIT, _EMPHASIS, _FILE_EXT, _FULLWIDTH, _HTML_TAG, _MD_ESCAPE, Pieces, number_digits
from claimcheck.model import fmt_decimal

__all__ = ["Grammar", "code_spans"]

#: the hit kinds kept inside inline code (issue 16 kind 5): a version or an id names a thing, a
#: setting is a condition of the commands nearby; a number, date or ratio in code is no claim
_KINDS_IN_CODE = frozenset({"version", "identifier", "url", "condition"})
_BACKTICKS = re.compile(r"`+")
#: Grammar.normalise_text keeps at most this many texts of at most this many characters
_NORMAL_MEMO_TEXTS = 4096
_NORMAL_MEMO_MAX_TEXT = 1000
#: invisible characters that may stand inside a number or word: zero-width space, (non-)joiner,
#: word joiner, byte-order mark
_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def code_spans(text: str) -> list[tuple[int, int]]:
    """The inline code spans of ``text`` (Markdown: a run of backticks up to the next run of the
    same length), as (start, end) offsets including the backticks; an opening run without its
    closing run is text.  Linear: each run is looked at once.

    Source: CommonMark 0.31 §6.1 (code spans), simplified: runs of another length inside an open
    span are skipped."""
    spans: list[tuple[int, int]] = []
    opened: re.Match | None = None
    for m in _BACKTICKS.finditer(text):
        if opened is None:
            opened = m
        elif len(m.group(0)) == len(opened.group(0)):
            spans.append((opened.start(), m.end()))
            opened = None
    return spans


class Grammar:
    """The compiled grammar of one rules directory.

    Args:
        data: ``rules/grammar.yaml`` as a mapping.
        unit_spellings: every spelling of the unit registry (names, symbols, aliases).
        engine_names: names and aliases of software entities (for ``vLLM 0.23`` versions).
        hardware_names: names of hardware entities (``8×B200`` is a GPU count, not a ratio).

    Each recogniser module's builder sets its word tables and compiled patterns as attributes
    of the grammar (the attribute names are read by other modules: ``relative_dates``,
    ``english_numbers``, ``digits``, ``units_zh`` …); the builders run in the order of their
    dependencies.
    """

    weekday_names_early = staticmethod(dates.weekday_names_early)

    def __init__(self, data: dict, unit_spellings, engine_names=(), hardware_names=()) -> None:
        self.data = data
        #: (unit, unit) → the Decimal factor from the first to the second, or None when the two
        #: have different dimensions; set by :func:`claimcheck.extraction.component.grammar_for`
        #: from the rules' pint registry (mixed-unit ranges: "600 ms 到 1.5 s")
        self.unit_factor = None
        self._normal_memo: dict[str, str] = {}  # text → normalise_text(text), bounded
        p = Pieces()  # regex pieces passed from builder to builder
        numbers.build_number_words(self, data)
        ratios.build_qualifiers(self, data)
        dates.build_date_words(self, data)
        quantities.build_count_words(self, data)
        quantities.build_units(self, data, unit_spellings, p)
        numbers.build_number_pattern(self, data, p)
        quantities.build_quantity_pattern(self, data, p)
        counts.build_count_nouns(self, data, p)
        protected.build_protected(self, data, p, engine_names, hardware_names)  # sets _gates
        periods.build_periods(self, data, p)
        durations.build_durations(self, data, p)
        quantities.build_article_one(self, data, p)
        counts.build_magnitudes(self, data, p)
        ratios.build_percent_words(self, data)
        protected.build_literal_gates(self)
        venue = data.get("arxiv_venue_year")
        #: "arXiv 2024": the year of a preprint, no id (rules/grammar.yaml ``arxiv_venue_year``)
        self.arxiv_venue_year = re.compile(str(venue)) if venue else None
        labels = sorted((str(w) for w in data.get("arxiv_labels") or ()), key=len, reverse=True)
        reach = int(data.get("arxiv_label_reach", 8))
        #: "eprint 字段为 " right before a bare number: it is an arXiv id, malformed or not
        #: (rules/grammar.yaml ``arxiv_labels``, ``arxiv_label_reach``)
        self.arxiv_label_before = re.compile(
            r"(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in labels) + r")[^\d\n]{0,%d}$" % reach,
            re.IGNORECASE) if labels else None

    @property
    def prefilter_words(self) -> list[str]:
        """Words that can begin a claim without any digit or Chinese numeral in the text
        (weekdays, 对折, "millions of", "over a year", "毫秒~分钟", 正月): a cheap prefilter that skips
        texts without a digit must also let texts with one of these through.  Each is a necessary
        part of its pattern, and an ASCII word is read there as a whole word only, so the
        prefilter may require that too (``Extractor.may_hold_claim``); optional parts (the 上 of
        上周三) are no words of their own."""
        words = set(self.weekday_names) | set(self.percent_words) | set(self.multiplier_words)
        words |= {str(w) + d for w in self.data.get("weekday_words", []) for d in self.weekday_days}
        words |= set(self.magnitude_plurals) | set(self.magnitude_units)
        words |= {str(w) for w in self.data.get("article_one", [])}
        words |= {m + gap + "月" for m in self.lunar_months for gap in ("", " ")}
        words |= {str(w) for w in self.data.get("lunar_new_year", [])}
        words |= set(getattr(self, "decade_words", {}))  # "the eighties"
        # English durations without a digit: "for an hour", "another week", "half an hour",
        # "… and a half" (what every branch of the duration pattern needs)
        units = [u for u in getattr(self, "duration_units", {}) if u.isascii() and len(u) > 2]
        units += list(getattr(self, "duration_words", {}))
        words |= {f"{a} {u}" for a in ("a", "an", "another", "half") for u in units}
        words |= {"and a half", "and half"}
        # month names begin dates without a digit ("in March", "next Sept", "the end of June");
        # one that is also a verb (May, Mar: month_alone_lowercase_verbs) only after a relative
        # word, "month of" or a word of month_alone_after ("in May", not "May the force")
        verbs = getattr(self, "month_alone_lowercase", set())
        before = {*getattr(self, "month_alone_after", ()), *getattr(self, "month_relatives", {}), "month of"}
        words |= {name for name in self.months if name not in verbs}
        words |= {f"{b} {name}" for b in before for name in self.months if name in verbs}
        return sorted(words, key=len, reverse=True)

    # ------------------------------------------------------------------
    def normalise_text(self, text: str) -> str:
        """Full-width ASCII → ASCII, one code point for one (offsets unchanged); Markdown
        emphasis and code marks (``**24x**``, `` `v0.5` ``), inline HTML tags (``<a href=…>``)
        and the backslash of an escaped punctuation mark (``75%\\~90%``) become spaces so they
        do not split a qualifier from its number or hide a name.

        A segment's text is normalised by every stage that reads it (prefilter, grammar, names,
        frames): the last few thousand short texts' answers are kept (``_normal_memo``)."""
        got = self._normal_memo.get(text)
        if got is not None:
            return got
        got = self._normalise(text)
        if len(text) <= _NORMAL_MEMO_MAX_TEXT:
            if len(self._normal_memo) >= _NORMAL_MEMO_TEXTS:
                self._normal_memo.clear()  # bounded: the memo only ever saves time
            self._normal_memo[text] = got
        return got

    def _normalise(self, text: str) -> str:
        """:meth:`normalise_text`, computed."""
        if not text.isascii():  # every mapped code point is outside ASCII
            text = text.translate(_FULLWIDTH)
        if "<" in text:
            text = _HTML_TAG.sub(lambda m: " " * len(m.group(0)), text)
        if "\\" in text:
            text = _MD_ESCAPE.sub(" ", text)
        if "*" not in text and "`" not in text:
            return text  # nothing to blank (most texts): skip the substitution's scan
        return _EMPHASIS.sub(lambda m: " " * len(m.group(0)), text)

    def _scan_visible(self, text: str, doc_date: dt.date | None) -> list[Hit]:
        """:meth:`scan` of ``text`` without its zero-width characters ("3\u200b83.7" is 383.7, never
        83.7: issue 16 kind 8), the hits' offsets mapped back into ``text``."""
        keep = [i for i, ch in enumerate(text) if not _ZERO_WIDTH.match(ch)]
        hits = self.scan("".join(text[i] for i in keep), doc_date)
        for hit in hits:
            hit.start, hit.end = keep[hit.start], (keep[hit.end - 1] + 1 if hit.end > hit.start else keep[hit.start])
        return hits

    def scan(self, text: str, doc_date: dt.date | None = None) -> list[Hit]:
        """Every claim-like item of ``text``, sorted by start offset.

        Args:
            text: one segment (a sentence, a cell, a heading).
            doc_date: resolves years of ``Sep 28`` / ``9月28日`` and relative dates.
        Returns:
            Hits of claim kinds (quantity, ratio, percent, count, date, version, identifier)
            plus ``condition`` hits for settings like ``bs=1`` and ``8×B200``.
        """
        if not text.isascii() and _ZERO_WIDTH.search(text):
            return self._scan_visible(text, doc_date)
        s = self.normalise_text(text)
        taken = bytearray(len(s))  # 1 where a protected span or hit lies
        hits: list[Hit] = []

        def free(a: int, b: int) -> bool:
            return not any(taken[a:b])

        def take(a: int, b: int) -> None:
            taken[a:b] = b"\x01" * (b - a)

        # the gates of the passes (literal gates and gate patterns, see protected.build_scan_plan):
        # each tested at most once per segment, when a pass first needs it
        gate_list = self._gate_list
        said: list = [None] * len(gate_list)
        _, lowered, folds = text_forms(s)
        # a segment without a digit skips every pattern that needs one (requires_digit)
        digitless = ANY_DIGIT.search(s) is None
        pass_plan = self._pass_plan

        def found(name: str, pattern: re.Pattern):
            """The matches of the pass ``name``'s ``pattern`` in ``s``; none without a digit when it
            needs one, without its required literals or without a match of its gate."""
            li, gi, needs_digit = pass_plan[name]
            if digitless and needs_digit:
                return ()
            if li >= 0:
                ok = said[li]
                if ok is None:
                    ok = said[li] = gate_list[li].allows(s, lowered, folds)
                if not ok:
                    return ()
            if gi >= 0:
                ok = said[gi]
                if ok is None:
                    ok = said[gi] = gate_list[gi].search(s) is not None
                if not ok:
                    return ()
            return pattern.finditer(s)

        for m in found("relative_period", self._relative_period) if doc_date else ():
            if doc_date:
                hit = periods.relative_period_hit(self, m, doc_date)
                if hit is not None:
                    hits.append(hit)
                    take(*m.span())
        for name, pattern, li, gi in self._protect_plan_digitless if digitless else self._protect_plan:
            if li >= 0:
                ok = said[li]
                if ok is None:
                    ok = said[li] = gate_list[li].allows(s, lowered, folds)
                if not ok:
                    continue
            if gi >= 0:
                ok = said[gi]
                if ok is None:
                    ok = said[gi] = gate_list[gi].search(s) is not None
                if not ok:
                    continue
            for m in pattern.finditer(s):
                a, b = m.span()
                if a == b or not free(a, b):
                    continue
                if name == "name":
                    word = m.group(0)
                    if word.isalpha() or not _DIGIT.search(word):
                        continue  # plain words need no protection
                elif name == "filename":
                    word = m.group(0)
                    if "." not in word or not _FILE_EXT.search(word):
                        continue  # a word, not a file name
                elif name == "hash":
                    word = m.group(0)
                    if not word.startswith("0x") and (word.isdigit() or not _DIGIT.search(word)):
                        continue  # "1234567" is a number: a hash has a digit and a letter a–f
                hit = protected.protected_hit(self, name, m, s, doc_date)
                if name in ("zh_date",) and not (m.group("y") or m.group("d")):
                    # "9 月" alone is a month without year: resolve with doc date
                    pass
                if hit is not None and name == "venue_year":
                    a, b = hit.start, hit.end  # the venue's name stays free for the entity finder
                take(a, b)
                if hit is not None:
                    hits.append(hit)
                    if hit.kind == "url":
                        inner = url_arxiv_hit(hit, doc_date)
                        if inner is not None:
                            hits.append(inner)
        if doc_date:  # weekdays before relative dates: 上上周五 is not 上 + 上周
            day_ends = {h.end for h in hits if h.kind == "date" and "precision=day" in h.flags}
            day_starts = {h.start: h for h in hits if h.kind == "date" and "precision=day" in h.flags}
            for m in found("weekday", self._weekday):
                if free(*m.span()):
                    gap = re.search(r"[\s，,、(（]{0,3}$", s[max(0, m.start() - 3):m.start()])
                    if not m.group("off") and any(e == m.start() - len(gap.group(0)) for e in day_ends):
                        take(*m.span())  # "10月12号，星期一": the weekday of that date, not another date
                        continue
                    gap_after = re.match(r"[\s,，]{1,3}", s[m.end():m.end() + 3])
                    day = day_starts.get(m.end() + len(gap_after.group(0))) if gap_after and not m.group("off") else None
                    if day is not None:
                        # "Tuesday, March 7": the weekday names the date after it, it is no other date
                        day.start, day.text_value = m.start(), s[m.start():day.end]
                        if "month=inferred" in day.flags and m.group("en"):
                            dates.month_of_weekday(day, self.weekday_names[m.group("en").lower()])
                        take(*m.span())
                        continue
                    hit = periods.weekday_hit(self, m, doc_date)
                    if hit:
                        hits.append(hit)
                        take(*m.span())
        for m in found("relative", self._relative):
            if free(*m.span()) and doc_date:
                lo, hi = self.relative_dates[m.group(0)]
                hits.append(Hit(m.start(), m.end(), "date", value=(doc_date + dt.timedelta(days=lo)).isoformat(),
                                text_value=m.group(0), low=(doc_date + dt.timedelta(days=lo)).isoformat(),
                                high=(doc_date + dt.timedelta(days=hi)).isoformat(), flags=["relative"]))
                take(*m.span())
        if doc_date and self._window is not None:
            for m in found("window", self._window):
                if free(*m.span()):
                    hit = periods.window_hit(self, m, doc_date)
                    if hit is not None:
                        hits.append(hit)
                        if m.group("w").isascii() and m.group("n"):
                            # "the past two years" is also a length of two years (CQE, MeasEval read it so):
                            # the number and its unit stay free for a duration claim inside the period
                            take(m.start(), m.start("n"))
                        else:
                            take(*m.span())
        if doc_date:
            for m in found("day_only", self._day_only):
                if free(*m.span()):
                    year, month, day = doc_date.year, doc_date.month, int(m.group("d"))
                    while day > calendar.monthrange(year, month)[1]:
                        # "29日" written in February: the latest month that has a 29th
                        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
                    hit = dates.day_hit(m.start(), m.end(), m.group(0), year, month, day, explicit_year=False)
                    if hit:
                        hit.flags.append("month=inferred")
                        hits.append(hit)
                        take(*m.span())
        if self._percent_word and self._percent_word_gate.admits(s):
            for m in self._percent_word.finditer(s):
                if free(*m.span()):
                    v = self.percent_words[m.group(0)]
                    hits.append(Hit(m.start(), m.end(), "percent", value=v, text_value=fmt_decimal(v), unit=m.group(0)))
                    take(*m.span())
        hits.extend(ratios.multiplier_word_hits(self, s, free, take))
        for m in found("unit_range", self._unit_range):
            u1, u2 = m.group("u1"), m.group("u2")
            cjk_before = m.start() > 0 and "\u3400" <= s[m.start() - 1] <= "\u9fff"
            if not free(*m.span()) or (len(u1) == 1 and cjk_before):
                continue
            (p1, sec1), (p2, sec2) = self.magnitude_units[u1], self.magnitude_units[u2]
            if sec2 <= sec1:
                continue
            hits.append(Hit(m.start(), m.end(), "quantity", value=Decimal(1), text_value="1", low=Decimal(1),
                            high=(sec2 / sec1).normalize(), qualifier="~", unit=u1, pint_unit=p1,
                            flags=["range", "order_of_magnitude"]))
            take(*m.span())
        for m in found("article_one", self._article_one):
            if free(*m.span()):
                q = self._en_qual_of.get(m.group("q").lower(), "~")
                hits.append(Hit(m.start(), m.end(), "quantity", value=Decimal(1), text_value="1", qualifier=q,
                                unit=m.group("u"), pint_unit=m.group("u"), flags=["article_one"]))
                take(*m.span())
        if self._zh_half is not None and "个半" in s:
            for m in self._zh_half.finditer(s):
                if free(*m.span()):
                    hit = durations.zh_half_hit(self, m)
                    if hit is not None:
                        hits.append(hit)
                        take(hit.start, hit.end)
        if self._zh_half_alone is not None and "半" in s:
            for m in self._zh_half_alone.finditer(s):
                if free(*m.span()):
                    hit = durations.zh_half_alone_hit(self, m, s)
                    if not free(hit.start, m.start()):
                        hit = durations.zh_half_alone_hit(self, m, "")  # its hedge is another hit's
                    hits.append(hit)
                    take(hit.start, hit.end)
        for m in found("en_duration", self._en_duration):
            if free(*m.span()):
                hit = durations.en_duration_hit(self, m)
                if hit is not None:
                    hits.append(hit)
                    take(hit.start, hit.end)
        for m in found("magnitude", self._magnitude):
            if not free(*m.span()) or m.group("noun").lower() in self._noun_stop:
                continue
            low = self.magnitude_plurals[m.group("mag").lower()]
            if m.group("mult"):
                low *= self.magnitude_multipliers[m.group("mult").lower()]
            hit = Hit(m.start(), m.end(), "count", value=low, text_value=m.group(0)[:m.start("noun") - m.start()].strip(),
                      low=low, high=low * 10, qualifier="~", unit=m.group("noun"), flags=["order_of_magnitude"])
            if self.unit_factor is not None and self.unit_factor(m.group("noun"), m.group("noun")) == 1:
                # "tens of thousands of dollars", "hundreds of miles": an amount in that unit
                hit.kind, hit.pint_unit = "quantity", m.group("noun")
            hits.append(hit)
            take(*m.span())
        for m in found("en_count", self._en_count):
            if free(*m.span()) and not self._en_word_before.search(s, max(0, m.start() - 16), m.start()):
                hits.append(Hit(m.start(), m.end(), "count", value=Decimal(self.english_numbers[m.group("w").lower()]),
                                text_value=m.group("w"), unit=m.group("c")))
                take(*m.span())
        pos = 0
        while True:
            m = quantities.next_number(self, s, pos, taken)
            if m is None:
                break
            pos = max(m.end(), pos + 1)
            n1 = m.group("n1")
            if n1 and "，" in text[m.start("n1"):m.end("n1")] and "." in number_digits(n1) and "." not in n1:
                # "新增 5，60 家": a full-width comma between clauses is no decimal comma
                pos = text.index("，", m.start("n1")) + 1
                continue
            if n1 and m.group("n2") and ratios.year_then_to(self, s, m.start("n1"), n1, m.group("n2")):
                # "in 2018 to 3.9 million headsets": the year is a date; the figure starts after "to"
                pos = m.start("n2")
                continue
            hit = quantities.quantity_hit(self, m, s)
            if hit is None and m.group("cn1") and chinese_number(m.group("cn1"), self.digits, self.units_zh, self.points) is None:
                # "百分之七十百分位", "五十千": the longest well-formed numeral at the start counts
                m2 = quantities.cn_prefix_match(self, s, m)
                hit = quantities.quantity_hit(self, m2, s) if m2 is not None else None
                if hit is not None:
                    pos = max(m2.end(), m.start() + 1)
            if hit is None:
                continue
            take(hit.start, hit.end)
            two = quantities.split_change(self, s, m, hit) if hit.low is not None and m.group("n2") else None
            hits.extend(two or [hit])
        hits.sort(key=lambda h: (h.start, h.end))
        hits = periods.day_number_ranges(self, periods.week_weekdays(self, periods.periods_in_year(self, hits, s), s), s)
        if doc_date:
            hits = periods.offset_dates(self, hits, s, doc_date)
        for i, hit in enumerate(hits):
            wm = self._week_of_before.search(s, max(0, hit.start - 24), hit.start) if hit.kind == "date" else None
            if wm and hit.low and hit.high and any(f in hit.flags for f in ("precision=month", "precision=year")):
                week = dates.nth_week(wm.start(), hit.end, s[wm.start():hit.end], dt.date.fromisoformat(str(hit.low)),
                                      dt.date.fromisoformat(str(hit.high)), self.week_ordinals[wm.group("o").lower()])
                if week is not None:
                    hits[i] = week  # "the third week of this month", "the last week of July"
        if doc_date:
            for hit in hits:
                pm = self._part_before.search(s, max(0, hit.start - 24), hit.start) if hit.kind == "date" else None
                if pm and hit.low and hit.high and ("relative" in hit.flags or "year=inferred" in hit.flags
                                                    or "precision=month" in hit.flags):
                    part = dates.part_of(self, hit, self.part_words[pm.group("pw").lower()], doc_date)
                    if part is not None:
                        hit.start, hit.text_value = pm.start(), s[pm.start():hit.end]
        if self._part_after is not None:
            for hit in hits:
                # "2026 年底", "9 月初": the part written right after a year's 年 or a month's 月
                if hit.kind == "date" and hit.low and hit.high and s[hit.start:hit.end].rstrip().endswith(("年", "月")) and \
                        any(f in hit.flags for f in ("precision=month", "precision=year")):
                    am = self._part_after.match(s, hit.end)
                    if am and dates.part_of(self, hit, self.part_after[am.group("pw")], doc_date) is not None:
                        hit.end, hit.text_value = am.end(), s[hit.start:am.end()]
        hits = ratios.value_ranges(self, periods.date_ranges(self, durations.compound_units(self, durations.compound_durations(self, ratios.spaced_tenths(self, hits, s), s), s), s), s)
        if "`" in text:
            code = code_spans(text)
            if code:
                hits = [h for h in hits if h.kind in _KINDS_IN_CODE or not any(h.start < b and a < h.end for a, b in code)]
        return hits
