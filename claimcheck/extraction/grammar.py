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
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from decimal import Decimal

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.ids import arxiv_problem
from claimcheck.extraction.numbers import chinese_number, english_number, to_decimal
from claimcheck.extraction.patterns import (_CJK, _DIGIT, _EMPHASIS, _FILE_EXT, _FULLWIDTH, NUMBER, _alt, _alt_spaced,
                                            _unnamed, _words_gate)
from claimcheck.model import fmt_decimal

#: names importable from here; ``Hit``, ``_alt``, ``NUMBER``, ``_CJK``, ``to_decimal``,
#: ``chinese_number`` and ``english_number`` are re-exports of their homes
#: (:mod:`~claimcheck.extraction.hit`, :mod:`~claimcheck.extraction.patterns`,
#: :mod:`~claimcheck.extraction.numbers`) for the modules that import them from the grammar
__all__ = ["Grammar", "Hit", "NUMBER", "_CJK", "_alt", "chinese_number", "english_number", "to_decimal"]


def _next_is_weekday_day(grammar: "Grammar", s: str, end: int) -> bool:
    """True when ``s[end]`` is a weekday's day character (下周三: 三), so a week word before it
    names that weekday, not the week."""
    return s[end:end + 1] in grammar.weekday_days if end < len(s) else False


def _add_units(d: dt.date, unit: str, k: int) -> dt.date:
    """``d`` moved by ``k`` days, weeks, months or years (a month's day clipped to its length).

    Raises:
        ValueError, OverflowError: the result is out of the calendar's range.
    """
    if unit in ("day", "week"):
        return d + dt.timedelta(days=k * (7 if unit == "week" else 1))
    months = d.year * 12 + d.month - 1 + k * (12 if unit == "year" else 1)
    y, mo = divmod(months, 12)
    return dt.date(y, mo + 1, min(d.day, calendar.monthrange(y, mo + 1)[1]))


class Grammar:
    """The compiled grammar of one rules directory.

    Args:
        data: ``rules/grammar.yaml`` as a mapping.
        unit_spellings: every spelling of the unit registry (names, symbols, aliases).
        engine_names: names and aliases of software entities (for ``vLLM 0.23`` versions).
        hardware_names: names of hardware entities (``8×B200`` is a GPU count, not a ratio).
    """

    def __init__(self, data: dict, unit_spellings, engine_names=(), hardware_names=()) -> None:
        g = data
        self.data = data
        self.digits = {str(k): int(v) for k, v in g["chinese_digits"].items()}
        self.units_zh = {str(k): int(v) for k, v in g["chinese_units"].items()}
        self.english_numbers = {str(k).lower(): int(v) for k, v in g["english_numbers"].items()}
        self.scales = {}
        for factor, words in g["scale_words"].items():
            for word in words:
                self.scales[str(word)] = Decimal(str(factor))
        self.pre_qual = [(q, _alt(words)) for q, words in g["qualifiers_before"].items()]
        self.post_qual = [(q, _alt(words)) for q, words in g["qualifiers_after"].items()]
        self.change_up = _alt(g["change_words"]["up"])
        self.change_down = _alt(g["change_words"]["down"])
        self.ambiguous_before = _alt(g["ambiguous_multiplier_before"])
        self.ratio_words = _alt(g["ratio_words"])
        self.months = {}
        for month, names in g["months"].items():
            for name in names:
                self.months[str(name).lower().rstrip(".")] = int(month)
        self.relative_dates = {str(k): (int(v[0]), int(v[1])) for k, v in g["relative_dates"].items()}
        #: a word before a month name alone and the years it moves it by ("last sept" = the year before)
        self.month_relatives = {str(k).lower(): int(v) for k, v in g.get("month_relatives", {}).items()}
        self.month_alone_after = {str(w).lower() for w in g.get("month_alone_after", [])}
        #: parts of a period ("early", "mid", "the end of") → the part's name; date_parts: unit → part → span
        self.part_words = {str(k).lower(): str(v) for k, v in g.get("date_part_words", {}).items()}
        self.date_parts = {str(u): {str(p): (int(v[0]), int(v[1])) for p, v in parts.items()}
                           for u, parts in g.get("date_parts", {}).items()}
        self._part_before = re.compile(rf"(?i:(?<![A-Za-z])(?:the\s(?=[a-z]+\sof\s))?(?P<pw>{_alt(self.part_words)})(?:\s(?:in\s)?|-|(?<=[Mm]id)))$")
        self._future_before = re.compile(rf"(?i:{_alt(g.get('relative_future_markers', []))})")
        self.decade_words = {str(k).lower(): int(v) for k, v in g.get("en_decade_words", {}).items()}
        #: "the first / last week of …": the ordinal → the week's number (-1 the last)
        self.week_ordinals = {str(k).lower(): int(v) for k, v in g.get("week_ordinals", {}).items()}
        self._week_of_before = re.compile(rf"(?<![A-Za-z])(?:(?i:the)\s)?(?P<o>(?i:{_alt(self.week_ordinals)}))\s(?i:week)\s(?i:of)\s$")
        self.en_ordinals = {str(k).lower(): int(v) for k, v in g.get("en_ordinals", {}).items()}
        self.en_year_bounds = {str(k).lower(): str(v) for k, v in g.get("en_year_bounds", {}).items()}
        self.day_ordinal_after = {str(w).lower() for w in g.get("day_ordinal_after", [])} | set(self.weekday_names_early(g))
        self.month_alone_lowercase = {str(w).lower() for w in g.get("month_alone_lowercase_verbs", [])}
        self.count_classifiers = [str(c) for c in g["count_classifiers"]]
        self.points_units = {str(u) for u in g["points_units"]}
        self.count_idioms = {str(w) for w in g.get("count_idioms", [])}

        self.points = "".join(str(p) for p in g.get("chinese_decimal_points", []))
        self.english_tens = {str(k).lower(): int(v) for k, v in g.get("english_tens", {}).items()}
        self.english_scales = {str(k).lower(): int(v) for k, v in g.get("english_scales", {}).items()}
        self.english_fractions = {str(k).lower(): int(v) for k, v in g.get("english_fractions", {}).items()}
        self.fraction_bases = {str(k): int(v) for k, v in g.get("fraction_percent_bases", {}).items()}
        self.tenths_units = {str(k): int(v) for k, v in g.get("tenths_percent_units", {}).items()}
        self.currency_prefixes = {str(k): str(v) for k, v in g.get("currency_prefixes", {}).items()}
        self.currency_scales = {str(k): Decimal(str(v)) for k, v in g.get("currency_scale_letters", {}).items()}
        negatives = [str(w) for w in g.get("negative_words", [])]
        self.approx_words = {str(k): str(v) for k, v in g.get("approximate_scale_words", {}).items()}

        # spellings of units: single ASCII letters only where grammar allows them alone;
        # other single letters ("m" metre) only written right after the number ("250m")
        never = {str(u) for u in g.get("not_units", [])}
        unit_spellings = [u for u in unit_spellings if u not in never]
        # an alias written with "_" in the units files ("square_miles", "Australian_dollars",
        # "pound_feet") stands in text with a space or a hyphen ("311 square miles", "275
        # pound-feet"); the written form maps back to the alias pint knows
        self._spelled_units: dict[str, str] = {}
        for u in unit_spellings:
            if "_" in u.strip("_") and u.replace("_", "").isalpha():
                for sep in (" ", "-"):
                    self._spelled_units.setdefault(u.replace("_", sep), u)
        unit_spellings = [*unit_spellings, *self._spelled_units]
        self._spelled_re = re.compile(_alt(self._spelled_units)) if self._spelled_units else None
        # words that make a rate of two units or of money and a unit: "per" / "每" always,
        # "a" / "an" only before a unit word of three letters or more ("$14.95 a month",
        # "800,000 barrels a day"), never before a lone letter
        frame_words = g.get("frame_words") or {}
        per_words = [str(w) for w in frame_words.get("per_words", ["per", "每"])]
        per_articles = [str(w) for w in g.get("per_articles", [])]
        single_ok = {str(u) for u in g.get("single_letter_units", ["s", "h", "d"])}
        single = [u for u in unit_spellings if len(u) == 1 and u.isascii() and u.isalpha() and u not in single_ok]
        unit_alone = [u for u in unit_spellings if u not in single]
        unit_any = list(unit_spellings)
        simple_alone = _alt(unit_alone)
        simple_any = _alt(unit_any)
        attached = _alt([u for u in single if u not in ("t", "B", "G")])  # tokens/bytes stay as they were
        long_unit = _alt([u for u in unit_alone if len(u) > 2])
        per_ascii = [w for w in per_words if w.isascii()]
        per_cjk = [w for w in per_words if not w.isascii()]
        article_per = rf"\s{_alt(per_articles)}\s(?={long_unit})" if per_articles else "(?!)"
        per_word = (rf"/|\s?{_alt(per_ascii)}\s|{article_per}" + (f"|{_alt(per_cjk)}" if per_cjk else ""))
        compound = rf"{simple_any}\s?(?:/|\s?{_alt(per_ascii)}\s|{article_per})\s?(?:1\s?[MK]\s?)?{simple_any}"
        #: the rate word at the start of a "per" unit ("/", "per ", "每", " a ") and inside a
        #: compound one ("tokens per second", "barrels a day"), for the pint expression
        self._per_lead = re.compile(rf"^(?:{per_word})\s?")
        self._per_mid = re.compile(rf"\s?{_alt(per_ascii)}\s|{article_per}")
        money_prefix = "|".join(re.escape(p).replace(r"\ ", r"\s?") + (r"(?![A-Za-z])" if p[-1].isascii() and p[-1].isalpha() else "")
                                for p in sorted(self.currency_prefixes, key=len, reverse=True)) or r"\$"
        self.ratio_units = _alt(g["ratio_units"])
        self.percent_units = _alt_spaced(g["percent_units"])
        classifiers = _alt(self.count_classifiers)
        not_tenths = _alt(g.get("tenths_percent_not_before", []))
        tenths = "|".join(map(re.escape, self.tenths_units)) or "(?!)"
        self._unit = (rf"(?P<ratio>{self.ratio_units})|(?P<percent>{self.percent_units})"
                      rf"|(?P<tenths>(?:{tenths})(?!{not_tenths}))(?:(?<=成)\s?(?P<tsub>[1-9{''.join(d for d, v in self.digits.items() if 0 < v < 10)}])"
                      rf"(?![\d.{''.join(self.digits)}{''.join(self.units_zh)}]|\s?[月日号年天周个點点]))?"
                      rf"|(?P<compound>{compound})|(?P<simple>{simple_alone})|(?P<count>{classifiers})"
                      rf"|(?P<per>(?:{per_word})\s?(?:1\s?[MKk]\s?)?{simple_any})")
        scale_words = [w for w in self.scales if not (len(w) <= 2 and w.isascii())]
        scale_letters = [w for w in self.scales if len(w) <= 2 and w.isascii()]
        # a scale word that begins a unit is the unit ("12千米" is 12 km, not 12000 米)
        unit_rests = {u[len(w):] for w in scale_words for u in unit_any if u.startswith(w) and len(u) > len(w)}
        not_unit = rf"(?!{_alt(unit_rests, ascii_boundary=False)})" if unit_rests else ""
        cur_scales = "|".join(map(re.escape, self.currency_scales)) or "(?!)"
        approx = "|".join(map(re.escape, self.approx_words)) or "(?!)"
        self._scale = (rf"(?:\s{{0,2}}(?:(?P<approx>{approx})\s?)?(?P<scalew>{_alt(scale_words)}){not_unit}"
                       rf"|(?P<scalel>{'|'.join(map(re.escape, sorted(scale_letters, key=len, reverse=True)))})(?![A-Za-z])"
                       rf"|(?(money)(?P<scalem>(?:{cur_scales})n?)(?![A-Za-z])|(?!)))")
        post = "|".join(f"(?P<post{i}>{alt})" for i, (_, alt) in enumerate(self.post_qual))
        seps = "|".join(re.escape(s) for s in sorted(g["range_separators"], key=len, reverse=True) if s.strip())
        cn_chars = "".join(self.digits) + "".join(self.units_zh)
        cn_digits = "".join(self.digits)
        not_frac = {str(c) for c in g.get("not_decimal_digits", [])}
        frac_digits = "".join(d for d in self.digits if d not in not_frac)
        points = f"(?: ?[{re.escape(self.points)}] ?[{frac_digits}]++)?" if self.points else ""
        cn_units = "".join(self.units_zh)
        # a numeral character that begins a unit spelling belongs to the unit ("五十兆字节" is
        # 50 MB, "一百千瓦" 100 kW); "千米"/"千克" read either way give the same quantity
        unit_heads = sorted({u for u in unit_any if len(u) > 1 and u[0] in self.units_zh and not u.isascii()},
                            key=len, reverse=True)
        not_head = rf"(?!{'|'.join(map(re.escape, unit_heads))})" if unit_heads else ""
        cn_char = rf"{not_head}[{cn_chars}]"
        cn_number = rf"{cn_char}(?: ?{cn_char}){{0,40}}+{points}"  # bounded: no 10 000-digit numerals
        ones = sorted(self.english_numbers, key=len, reverse=True)
        tens = sorted(self.english_tens, key=len, reverse=True)
        big = sorted(self.english_scales, key=len, reverse=True)
        w = lambda words: "(?:" + "|".join(words) + r")(?![A-Za-z])" if words else "(?!)"
        # words may stand up to three spaces apart ("fifty   two"); a fraction word ends a number
        # ("two thirds", "twenty and three fifths", "one and a half", "a trillionth")
        fracs = sorted(self.english_fractions, key=len, reverse=True)
        sp = r"\s{1,3}"
        en_small = rf"(?:{w(tens)}(?:\s?-\s?|{sp})(?={w(ones)}){w(ones)}|{w(tens)}|{w(ones)})"
        en_group = rf"(?>(?:{en_small}{sp})?hundred(?![A-Za-z])(?:{sp}(?:and{sp})?{en_small})?|{en_small})"
        en_frac = (rf"(?:{sp}and{sp}(?:a|{en_group}){sp}{w(fracs)}|{sp}{w(fracs)})?" if fracs else "")
        # "a third" / "a quarter" is a fraction before "of" or at the end of a clause ("a third
        # of the GPUs"), not in "a third party"
        en_a_frac = rf"a{sp}{w(fracs)}(?=\s{{1,3}}of(?![A-Za-z])|\s{{0,3}}(?:[.,;:!?)）。，；]|$))" if fracs else "(?!)"
        en_number = (rf"(?i:(?<![A-Za-z\-])(?:{en_a_frac}|(?:a\s(?=hundred|{w(big)}))?{en_group}"
                     rf"(?>,?{sp}(?:and{sp})?{w(big)}(?:,?{sp}(?:and{sp})?{en_group})?)*+"
                     rf"(?:\spoint(?:\s{w(ones)})++)?{en_frac}))")
        frac_pre = "|".join(map(re.escape, sorted(self.fraction_bases, key=len, reverse=True))) or "(?!)"
        # Arabic digits with Chinese units between them ("5万4千6百", "1千零20"); "1.5万" alone is a
        # number with a scale word
        mixed = (rf"\d++(?:\.\d++)?\s?[{cn_units}]++(?:\s?零?\d++(?:\s?[{cn_units}]++)?)++"
                 rf"|\d++(?:\.\d++)?\s?(?:万万|萬萬)")
        # "3/5", "1 3/5", "16/5": a fraction with a slash (not a date "2026/9/28", not "7B/13B")
        slash_fraction = (r"(?P<sf>(?:(?P<sfw>\d{1,3})\s)?(?P<sfn>\d{1,6})\s?/\s?(?P<sfd>\d{1,6})"
                          r"(?![\d/]|[.,]\d|\s?/|\s\d))")
        number = (rf"{slash_fraction}|(?P<mx>{mixed})|(?P<n1>{NUMBER}|(?<![\d.])\.\d++)(?:(?P<exp>[eE][+\-]?\d{{1,3}})(?![A-Za-z0-9])"
                  rf"|\^(?P<pow>[+\-]?\d{{1,3}})(?![\d.]))?|(?P<cn1>{cn_number})|(?P<en1>{en_number})")
        # "三百五又三分之一": a whole number and a fraction
        mixed_fraction = rf"(?:\s?又\s?(?P<yden>{NUMBER}|{_unnamed(cn_number)})\s{{0,3}}分\s{{0,3}}之\s{{0,3}}(?P<ynum>{NUMBER}|{_unnamed(cn_number)}))?"
        # a fraction "二分之一", "16分之5" (the denominator first); "百分之五十" is a percent (frac)
        neg = "|".join(re.escape(n) + (r"\s" if n[-1].isascii() and n[-1].isalpha() else "") for n in negatives) or "(?!)"
        # "负3分之负一百五十七": the numerator may have a sign of its own
        fraction = (rf"(?:(?P<frac>{frac_pre})\s{{0,3}}分\s{{0,3}}之\s{{0,3}}|(?P<den>{NUMBER}|{_unnamed(cn_number)})\s{{0,3}}分\s{{0,3}}之\s{{0,3}}"
                    rf"(?P<fsign>-|(?i:{neg}))?)")
        sign = rf"(?P<sign>[+\-±]|(?i:{neg}))"
        # the first characters any unit or scale can start with: a cheap lookahead that
        # fails fast before the long alternations are tried (most numbers have no unit)
        firsts = {w[0] for w in [*unit_any, *g["ratio_units"], *g["percent_units"], *self.count_classifiers,
                                 *self.scales, *self.tenths_units, "/", "每"] if str(w)}
        first_class = "[" + "".join(re.escape(c) for c in sorted(firsts)) + "]"
        # a spaced CJK percent word may stand after several spaces ("六   个 百 分点")
        spaced_firsts = {str(w)[0] for w in g["percent_units"] if len(str(w)) > 1 and not str(w).isascii()}
        spaced = rf"|\s{{2,4}}[{''.join(sorted(spaced_firsts))}]" if spaced_firsts else ""
        self._unit = rf"(?=\s?{first_class}|\s[^\s]{spaced})(?:{self._unit}|(?<=\d)(?P<attached>{attached}))"
        self._qty = re.compile(
            rf"(?:(?P<money>{money_prefix})\s?)?{sign}?{fraction}?(?:{number}){mixed_fraction}(?P<plus>\+(?![\d+]))?"
            rf"(?:\s?(?P<sep>{seps}|to|至|到)\s?(?P<sign2>[+\-])?(?P<n2>{NUMBER})(?=\s?(?:{_unnamed(self._scale)})?\s?(?:{_unnamed(self._unit)})))?"
            # a unit word may be joined by a hyphen, as an adjective: "a 6.1-inch screen",
            # "the 65-year-old", "a 3-token draft" (two letters at least: not "3-D", "5-s")
            rf"(?:{self._scale})?(?:(?:\s?|-(?=[A-Za-z]{{2}}))(?:{self._unit})(?P<half>半(?![{_CJK}])|(?<=[年月天时時头頭期周週])半(?!{_alt(g.get('half_not_before', []))}))?)?(?:\s?(?:{post}))?"
        )
        self._cn_set = set(cn_chars)
        # the noun of a count: a plural in -s or an irregular plural of grammar.yaml ("200
        # people"); one modifier may stand before it, lower-case, capitalised or an acronym
        # ("7 European countries", "5 NBA teams")
        irregular = _alt(g.get("count_nouns_irregular", []))
        plural = rf"[a-z]{{2,}}s|[A-Z][a-z]{{2,}}s|{irregular}"  # "1,307,000 Americans" too
        self._noun_after = re.compile(r"\s(?:(?P<mod>(?:[a-z]+|[A-Z][a-z]+|[A-Z]{2,5})(?:-[a-z]+)*)\s)?"
                                      rf"(?P<noun>{plural})(?![A-Za-z\-])")
        # the noun alone, when the word taken as a modifier cannot be one ("19 fouls proves")
        self._noun_alone = re.compile(rf"\s(?P<mod>(?!))?(?P<noun>{plural})(?![A-Za-z\-])")
        self._noun_stop = {str(w).lower() for w in g.get("count_noun_stopwords", [])}
        self._name_plural_letters = {str(w) for w in g.get("name_plural_letters", [])}
        # "a 16-node cluster", "4-cylinder": a singular noun joined by a hyphen counts it; not
        # the words that name a setting ("4-bit" is a precision) nor those of not_count_hyphen
        self._noun_hyphen = re.compile(r"-(?P<mod>(?!))?(?P<noun>[a-z]{3,})(?![A-Za-z0-9\-])")
        self._not_count_hyphen = never | {str(w) for w in g.get("not_count_after_hyphen", [])}
        # sentence-initial words that may stand before a count ("The five datasets", "Only 3 users")
        self._capital_ok = {str(w).lower() for w in g.get("count_noun_stopwords", [])} | {
            w.lower() for q in g["qualifiers_before"].values() for w in map(str, q)}
        self._unit_words_re = re.compile(_alt(unit_any, ascii_boundary=False))
        self._slash_pair = re.compile(r"(?<![\w.])\d+(?:\.\d+)?([A-Za-z]{1,3})$")
        self._start = re.compile(rf"(?:(?:{money_prefix})\s?)?(?:[+\-±]|(?i:{neg}))?(?:\d|(?<![\d.])\.\d|[{cn_chars}]|(?i:(?<![A-Za-z\-]){w(ones + tens)}|a\shundred|a\s{{1,3}}{w(fracs)}))")
        self._pre_tail = [(q, re.compile(alt + r"\s{0,4}$")) for q, alt in self.pre_qual]
        # protected and special spans ------------------------------------
        month_names = "(?i:" + "|".join(
            r"(?<![A-Za-z])" + re.escape(m) + r"(?![A-Za-z])" for m in sorted(self.months, key=len, reverse=True)) + ")"
        cn_year = "〇零一二三四五六七八九"
        cn_month = "一二三四五六七八九十"
        self.lunar_months = {str(k): int(v) for k, v in g.get("lunar_months", {}).items()}
        lunar_m = "".join(self.lunar_months) or "(?!)"
        lunar = _alt(g.get("lunar_markers", []))
        lunar_ny = _alt(g.get("lunar_new_year", []))
        self.century_words = {str(k): int(v) for k, v in g.get("decade_century_words", {}).items()}
        self.year_bounds = {str(k): str(v) for k, v in g.get("year_bounds", {}).items()}
        #: windows from the document date: "过去十年", "未来两天" (word → -1 past / +1 future; unit word → unit)
        self.window_words = {str(k): int(v) for k, v in g.get("window_words", {}).items()}
        self.window_units = {str(k): str(v) for k, v in g.get("window_units", {}).items()}
        # English windows may begin with "the" and name N in words ("the last two decades") or not at
        # all ("the past month", "the next decade": one unit)
        en_ones = "|".join(sorted((w for w, v in self.english_numbers.items() if v), key=len, reverse=True))
        en_tens = "|".join(sorted(self.english_tens, key=len, reverse=True)) or "(?!)"
        en_n = rf"(?:{en_tens})(?:[\s-](?:{en_ones}))?(?![A-Za-z])|(?:{en_ones})(?![A-Za-z])" if en_ones else "(?!)"
        self._window = re.compile(
            rf"(?:(?<![A-Za-z])(?i:the)\s(?=[A-Za-z]))?(?P<w>(?i:{_alt(self.window_words)}))"
            rf"(?:\s?(?P<n>\d{{1,4}}(?![\d.])|[{''.join(self.digits)}{''.join(self.units_zh)}]{{1,4}}|(?i:{en_n})))?"
            rf"\s?(?P<u>(?i:{_alt(self.window_units)}))(?!\s?[以之]?[内来后前])") if self.window_words else None
        #: seconds per duration unit as written ("天" → 86400), for compound durations ("8天20小时")
        self.duration_units = {str(k): Decimal(str(v)) for k, v in g.get("duration_units", {}).items()}
        self._duration_join = re.compile(rf"\s?(?:{_alt(g.get('duration_joiners', []))}\s?)?")
        self.eras = {str(k): int(v) for k, v in g.get("era_names", {}).items()}
        day_ar = r"3[01]|[12]\d|0?[1-9]"
        day_cn = "三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九]"
        # "一月十日到十二日": a second day of the same month
        day_tail = rf"\s?(?:到|至|-|–|~|～)\s?(?P<d2>{day_ar}|{day_cn})\s?[日号]"
        code_amount = "(?:" + "|".join(re.escape(p) for p in self.currency_prefixes if p.isalpha()) + r")\d" \
            if any(p.isalpha() for p in self.currency_prefixes) else "(?!)"
        self._engine = _alt(engine_names) if engine_names else "(?!)"
        self._hardware = _alt(hardware_names) if hardware_names else "(?!)"
        self._protect = [
            ("url", re.compile(r"(?:https?://|www\.)[^\s<>\"'（）()，。；、\]]+")),
            ("arxiv", re.compile(r"(?i:arxiv)\s*[:：]?\s*(?P<id>[A-Za-z\-]+(?:\.[A-Z]{2})?/\d{5,8}(?:v\d+)?|\d[\d.]*\d(?:v\d+)?)")),
            ("doi", re.compile(r"(?<![\w/])10\.\d{4,9}/[^\s，。；、）)\]]+")),
            ("filename", re.compile(r"(?<![\w\-./{},])(?>[\w\-./{},]++)")),
            ("datetime", re.compile(r"(?<!\d)(?P<y>20\d{2})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])(?:T(?P<hh>[01]\d|2[0-3]):?(?P<mi>[0-5]\d))?(?![\d])")),
            # 2010.01.29, 2015-3-3, 2010/01/29: one separator throughout
            ("num_date", re.compile(r"(?<![\d./\-])(?P<y>1[6-9]\d{2}|20\d{2})(?P<sep>[-/.])(?P<m>1[0-2]|0?[1-9])(?P=sep)(?P<d>3[01]|[12]\d|0?[1-9])(?![\d./\-])")),
            # day first with the year last: "13.5.2015", "3-7-2017", "1/2/2020" (Feb 1, not Jan 2: the order of
            # Recognizers-Text's Chinese specs and of most of the world; flagged when both readings are dates);
            # the month first when the day-first reading is no date ("02/22/2016")
            ("dmy_date", re.compile(r"(?<![A-Za-z\d./_])(?:(?<=[-/.]\d{4}-)|(?<!-))(?P<d>3[01]|[12]\d|0?[1-9])(?P<sep>[-/.])(?P<m>3[01]|[12]\d|0?[1-9])(?P=sep)(?P<y>1[6-9]\d{2}|20\d{2})"
                                    r"(?![\d./]|-(?!\d{1,2}(?P=sep)\d{1,2}(?P=sep)\d{4}))"
                                    # "05/05/89": a two-digit year only with slashes (3-7-27 and 1.2.27 are ranges, versions)
                                    r"|(?<![A-Za-z\d./_\-])(?P<d2>3[01]|[12]\d|0?[1-9])/(?P<m2>3[01]|[12]\d|0?[1-9])/(?P<y2>\d{2})(?![\d./\-])")),
            # "2010 01 29": year, month and day apart by single spaces, month and day of two digits each
            ("spaced_date", re.compile(r"(?<![\d.,])(?P<y>19\d{2}|20\d{2}) (?P<m>0[1-9]|1[0-2]) (?P<d>0[1-9]|[12]\d|3[01])(?![\d.,]| \d)")),
            # a lunar "正月初一" / "大年初一" or Chinese-numeral year "两千零四年" first: zh_year would take "2015年"
            ("zh_decade", re.compile(rf"(?:(?P<cw>{_alt(self.century_words)})|(?P<c>1\d|20|十[一二三四五六七八九]|二十)\s?世[纪紀])?"
                                     rf"(?<![\d{cn_year}十])(?P<dd>[1-9]0|[一二三四五六七八九]十)\s?年代")),
            ("zh_quarter", re.compile(rf"(?:(?P<y>(?<![\d.])(?:1[6-9]\d{{2}}|20\d{{2}})|[{cn_year}]{{4}})\s?年\s?(?:的\s?)?)?第\s?(?P<q>[1-4一二三四])\s?(?:{_alt(g.get('quarter_words', ['季度']))})")),
            # an era name's year ("康熙三年五月", "民国三年", "神龙元年十一月") may stand without a month
            ("zh_date", re.compile(rf"(?:(?P<lz>{lunar})\s?)?(?:(?:(?P<era>{_alt(self.eras)})\s?(?P<ey>元|\d{{1,3}}(?!\d)|[一二三四五六七八九十]{{1,3}})"
                                   rf"|(?P<y>(?<![\d.])\d{{4}}|(?<![\d.])\d{{2,3}}(?=\s?年\s?(?:{lunar})?\s?(?:\d|[{cn_month}]))|[{cn_year}两千百十]{{2,6}}))\s?年\s?)?"
                                   rf"(?:(?:(?P<lz2>{lunar})\s?)?(?:(?P<m>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九]|(?P<lm>[{lunar_m}]))\s?月|(?P<dn>{lunar_ny})(?=初))"
                                   rf"(?:\s?(?:(?P<dl>初(?:十|[一二三四五六七八九]))|(?P<d>{day_ar})(?:\s?[日号]|(?={_unnamed(day_tail)}))|(?P<dz>{day_cn})(?:\s?[日号])?)(?:{day_tail})?"
                                   rf"|(?P<part>上旬|中旬|下旬))?|(?(era)|(?!)))")),
            # a year alone with its marker: "2016年" ("2016年度" too), "07年", "二〇一七年", "零八年" (two digits
            # read one by one, not an approximation "三四年"); a bound word after it ("2018年以前") makes it a bound
            ("zh_year", re.compile(rf"(?:(?<![\d.])(?P<y>1[6-9]\d{{2}}|20\d{{2}}|0\d)|(?<![{cn_year}十百千万两])(?P<yc>[一二][{cn_year}]{{3}}"
                                   rf"|(?!{'|'.join(cn_year[i:i + 2] for i in range(2, 10))})[{cn_year}]{{2}}))(?![{cn_year}十])"
                                   rf"\s?年(?:度)?(?:\s?(?P<bound>{_alt(self.year_bounds)})(?![\d{cn_year}十两几半]))?")),
            ("en_date", re.compile(rf"(?P<mon>{month_names})\.?\s?(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?(?:\s?[-–]\s?(?P<d2>3[01]|[12]\d|0?[1-9]))?(?:,?\s(?P<y>1[6-9]\d{{2}}|20\d{{2}})(?![\d\-]\d|-\d))?(?![\d:])")),
            # day first: "15 June 2016", "1st Jan", "the 3rd of March"
            ("en_dmy", re.compile(rf"(?<![\d.,])(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?\s(?:of\s)?(?P<mon>{month_names})\.?(?:,?\s(?P<y>1[6-9]\d{{2}}|20\d{{2}}))?(?![\d:])")),
            # "on the 27th", "friday the 22nd": a day of the document's month (after a word of
            # day_ordinal_after, checked in _protected_hit; before a word only of day_ordinal_followers:
            # not "the 25th percentile", "the 27th floor")
            ("en_day_only", re.compile(rf"(?<![A-Za-z])(?i:the)\s(?P<d>3[01]|[12]\d|0?[1-9])(?i:st|nd|rd|th)(?![A-Za-z\d])"
                                       rf"(?!\s(?!(?i:{_alt(g.get('day_ordinal_followers', []))}))[A-Za-z])")),
            ("en_month", re.compile(rf"(?P<mon>{month_names})\.?\s?,?\s(?:of\s)?(?P<y>1[6-9]\d{{2}}|20\d{{2}})(?!\d)")),
            # the year first: "2016 November", "2016, nov"
            ("year_en_month", re.compile(rf"(?<![\d.,])(?P<y>1[6-9]\d{{2}}|20\d{{2}})\s?,?\s(?P<mon>{month_names})\.?(?!\s?\d|[A-Za-z])")),
            # a month name alone ("in March", "this Jan", "last sept", "the month of May"): a month of the
            # document's year (of the year before or after it with last / next); whether the words
            # around make it a date is decided in _protected_hit (month_alone_after)
            ("en_month_alone", re.compile(rf"(?:(?<![A-Za-z])(?P<rel>(?i:{_alt(self.month_relatives)}))\s|(?<![A-Za-z])(?P<mof>(?i:(?:the\s)?month\sof))\s)?"
                                          rf"(?P<mon>{month_names})(?!\.?\s?\d)")),
            # quarters and halves: "2026Q4", "Q3 2025", "H1 2026", "2016H2", "Q3" alone (the document's year),
            # "the third quarter of 2016", "the first half of 2025" (a half only with its year)
            ("quarter", re.compile(rf"(?P<y>(?:19|20)\d{{2}})\s?-?(?P<qh>[QH])(?P<q>[1-4])(?![\w])"
                                   rf"|(?<![\w\-])(?P<qh2>[QH])(?P<q2>[1-4])\s(?P<y2>(?:19|20)\d{{2}})(?!\d)"
                                   rf"|(?<![\w\-])Q(?P<q3>[1-4])(?![\w\-])"
                                   rf"|(?:(?<![A-Za-z])(?i:the)\s)?(?P<ord>(?i:{_alt(self.en_ordinals)}))[\s-]\s?(?P<unit>(?i:quarter|half))(?![A-Za-z])"
                                   rf"(?:\s(?i:of\s)?(?P<y4>(?:19|20)\d{{2}})(?![\d.]))?")),
            ("slash_date", re.compile(r"(?<![\d/.])(?P<y>20\d{2})/(?P<m>0?[1-9]|1[0-2])(?:/(?P<d>0?[1-9]|[12]\d|3[01]))?(?![\d/])")),
            # "2026-09", "2015-3", "2016 - 11", "2016 / 11": a year and its month (not "2016-11-05", a day,
            # nor "2015-3-3")
            ("year_month", re.compile(r"(?<![\d.])(?P<y>(?:19|20)\d{2})(?:-|\s[-/]\s?|[-/]\s)(?P<m>0?[1-9]|1[0-2])(?![\d.]|[-/]\d)")),
            # the month first: "11/2016", "3-2015", "11 / 2016"
            # "2014-2018", "from 2014 to 2018", "between 2014 and 2018": the years from the first to the
            # last, both whole (not before a unit: "2000-2048 tokens"); "and" only after "between"
            ("year_range", re.compile(rf"(?:(?<![A-Za-z])(?P<pre>(?i:from|between))\s)?(?<![\d.\-/])(?P<y1>(?:19|20)\d{{2}})"
                                      rf"(?P<sep>\s?[-–~]\s?|\s(?i:to|through|till|until)\s|(?<=(?i:between)\s\d{{4}})\s(?i:and)\s)(?P<y2>(?:19|20)\d{{2}})"
                                      rf"(?![\d\-/%]|\.\d|\s?(?:{_alt(unit_alone)}))")),
            # "since 2018" [2018, …), "after 2016" [2017, …), "before 2018" […, 2018): open periods
            ("en_year_bound", re.compile(rf"(?<![A-Za-z])(?P<bw>(?i:{_alt(self.en_year_bounds)}))\s(?P<y>1[6-9]\d{{2}}|20\d{{2}})"
                                         rf"(?![\d\-/%]|[.,]\d|\s?(?:{_alt(unit_alone)}))")),
            # "the first week of 2027", "last week of 2015": a week of a year (see _nth_week)
            ("en_week_of_year", re.compile(rf"(?<![A-Za-z])(?:(?i:the)\s)?(?P<o>(?i:{_alt(self.week_ordinals)}))\s(?i:week)\s(?i:of)\s"
                                           rf"(?P<y>1[6-9]\d{{2}}|20\d{{2}})(?![\d\-/%]|[.,]\d|\s?(?:{_alt(unit_alone)}))")),
            # "early 2025", "mid-2024", "the end of 2000": a part of a year (rules: date_parts)
            ("en_part_year", re.compile(rf"(?<![A-Za-z])(?P<pw>(?i:(?:the\s(?=[a-z]+\sof\s))?{_alt(self.part_words)}))(?:\s|-|(?<=[Mm]id))(?P<y>1[6-9]\d{{2}}|20\d{{2}})"
                                        rf"(?![\d\-/%]|[.,]\d|\s?(?:{_alt(unit_alone)}))")),
            ("month_year", re.compile(r"(?<![\d./\-])(?P<m>0?[1-9]|1[0-2])(?:[-/]|\s[-/]\s?|[-/]\s)(?P<y>(?:19|20)\d{2})(?![\d./\-])")),
            ("time", re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?(?:CST|UTC|GMT|PST|PDT|EST|EDT|JST|BJT))?(?![\d:])")),
            # "Mistral-7B-v0.1": a v-number glued to a name by - _ / is part of the name
            ("version", re.compile(r"(?<![A-Za-z0-9])(?<![A-Za-z][\-_/])[vV](?P<v>\d+(?:\.\d+){1,3}(?:[-.]?(?:rc|post|dev|alpha|beta|a|b)\d*)?)(?![\w.])")),
            # release tags: "r24.06" (a year.month container tag)
            ("version", re.compile(r"(?<![\w\-.])(?P<v>r\d{2}\.\d{2}(?:\.\d+)?)(?![\w.])")),
            ("engine_version", re.compile(rf"(?P<eng>{self._engine})\s?(?:v|version\s|版本\s?)?(?P<v>\d+\.\d+(?:\.\d+){{0,2}}(?:[-.]?(?:rc|post|dev)\d*)?)(?![\w.%×倍])(?!\s?(?:[x×倍%]|{_alt(unit_alone)}))")),
            ("bare_arxiv", re.compile(r"(?<![\w./])(?<![A-Za-z_]-)(?P<id>\d{4}\.\d{4,5}(?:v\d+)?)(?![\w.%])")),
            # "2609-31093": a new-style arXiv id written with a hyphen (YYMM-NNNNN)
            ("hyphen_arxiv", re.compile(r"(?<![\d.])(?P<id>(?:0[7-9]|[12]\d)(?:0[1-9]|1[0-2])-\d{5})(?![\d.\-%])")),
            # "VLDB 2026", "(2026)": a year named by its venue, or alone in brackets
            ("venue_year", re.compile(rf"(?<![A-Za-z]){_alt(g.get('venues', []))}\s?(?P<y>19\d\d|20[0-4]\d)(?![\d\-./:年%])"
                                      r"|(?<=[(（])(?P<y2>19[5-9]\d|20[0-3]\d)(?=[)）])")),
            ("section", re.compile(r"§\s?\d+(?:\.\d+)*")),
            ("setting", re.compile(r"(?<![A-Za-z])(?P<key>bs|batch|batch_size|batch-size|TP|PP|EP|DP|tp|pp|ep|dp)\s?[=:]\s?(?P<val>\d+)")),
            ("hw_count", re.compile(rf"(?<![\d.])(?P<n>\d{{1,3}})\s?[×xX*]\s?(?P<hw>{self._hardware})")),
            # a name with digits (not a currency code written before an amount: USD50)
            ("name", re.compile(rf"(?<![A-Za-z0-9$])(?!{code_amount})(?>[A-Za-z][A-Za-z0-9]*+(?:[-_.+][A-Za-z0-9]++)*+)")),
            # "the 70s", "the '40s", "'90s", "70's", "the seventies": the most recent such decade starting
            # in or before the document's decade
            ("en_decade", re.compile(rf"(?<![A-Za-z])(?i:the)\s(?:'?(?P<d1>\d0)'?s|(?P<w>(?i:{_alt(self.decade_words)})))(?![A-Za-z\d])"
                                     rf"|(?<![\w'])(?:'(?P<d2>\d0)s|(?P<d3>\d0)'s)(?![A-Za-z\d])")),
            # a decade ("1960s", "1990年代"): a period, not seconds
            ("decade", re.compile(r"(?<![\d.])(?P<y>1[5-9]\d0|20\d0)(?:'?s(?![A-Za-z])|\s?年代)")),
            ("top_n", re.compile(r"(?<![A-Za-z])(?:Top|TOP|top)[\s\-]?(?P<n>\d{1,4})(?![\d.%])")),
            # "第 2 轮" is always an ordinal; "增量 3" too, but "增量 3 条" is a count of three
            ("ordinal", re.compile(rf"第\s?\d+|(?:增量|条目|步骤|No\.|#|Item|Step|Table|Figure|Fig\.|表|图|附录)\s?\d++(?![.,]?\d)(?!\s?{classifiers})")),
            ("enum_marker", re.compile(r"(?:(?<=^)|(?<=[\s：:；;，,、]))(?:\d{1,2}[)）]|[（(]\d{1,2}[)）]|\d{1,2}\.(?=\s))")),
        ]
        # Gates: a protected pattern runs only on a text where its gate matches; each gate is a
        # necessary condition of its pattern (a month name for the English dates, 19xx/20xx for a
        # venue year, "d.d" for an engine version …), so the hits are the same and most
        # segments skip most patterns (profile: benchmarks/extraction_peers.py, speed section).
        # the month names as whole words (the texts month_names finds), behind a class of their
        # first letters: 10x faster than month_names itself, whose every name has its own lookbehind
        month_gate = _words_gate(self.months, re.IGNORECASE, whole=True)
        self._gates = {
            "url": re.compile(r"https?://|www\."),
            "arxiv": re.compile(r"(?i:arxiv)"),
            "doi": re.compile(r"10\.\d"),
            "filename": re.compile(r"[\w\-]\.[A-Za-z]"),
            "datetime": re.compile(r"\d-\d"),
            "num_date": re.compile(r"\d[-/.]\d"),
            "dmy_date": re.compile(r"\d[-/.]\d"),
            "spaced_date": re.compile(r"\d \d\d \d"),
            # a month (月), 大年 or an era name ("民国三年" has no month)
            "zh_date": _words_gate(["月", *map(str, g.get("lunar_new_year", [])), *map(str, self.eras)]),
            "zh_decade": re.compile("年代"),
            "zh_quarter": re.compile("第"),
            "zh_year": re.compile("年"),
            "en_date": month_gate, "en_dmy": month_gate, "en_month": month_gate, "year_en_month": month_gate,
            "en_month_alone": month_gate,
            "en_day_only": re.compile(r"\d(?i:st|nd|rd|th)"),
            "quarter": re.compile(r"[QH][1-4]|(?i:quarter|half)"),
            "slash_date": re.compile(r"\d/\d"),
            "year_month": re.compile(r"\d\s?[-/]\s?\d"),
            "month_year": re.compile(r"\d\s?[-/]\s?\d"),
            "en_week_of_year": re.compile(r"(?i:week\sof\s)(?:19|20)\d\d"),
            "en_part_year": re.compile(r"(?:19|20)\d\d"),
            "year_range": re.compile(r"(?:19|20)\d\d\D{1,9}(?:19|20)\d\d"),
            "en_year_bound": re.compile(rf"(?i:{_alt(self.en_year_bounds)})\s(?:19|20)"),
            "time": re.compile(r"\d:\d"),
            "version": re.compile(r"[vVr]\d"),
            "engine_version": re.compile(r"\d\.\d"),
            "bare_arxiv": re.compile(r"\d{4}\.\d"),
            "hyphen_arxiv": re.compile(r"\d{4}-\d"),
            "venue_year": re.compile(r"(?:19|20)\d\d"),
            "section": re.compile("§"),
            "setting": re.compile(r"[=:]\s?\d"),
            "enum_marker": re.compile(r"\d(?:[)）]|\.\s)"),
            "hw_count": re.compile(r"\d\s?[×xX*]"),
            # a name with a digit has a digit right after a letter or a separator (linear: no
            # run of letters is scanned again from each of its positions)
            "name": re.compile(r"[A-Za-z_.+\-]\d"),
            "en_decade": re.compile(r"0'?s|(?i:ties)"),
            "decade": re.compile(r"\d0(?:'?s|\s?年代)"),
            "top_n": re.compile(r"(?i:top)"),
        }
        self._relative = re.compile(_alt(self.relative_dates.keys()))
        self.relative_periods = {str(k): (str(v[0]), int(v[1])) for k, v in g.get("relative_periods", {}).items()}
        self._relative_period = re.compile(
            rf"(?i:{_alt(self.relative_periods)})(?:\s?(?:(?P<m>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\s?月(?!份?\s?[以之]?[内来后前]))"
            rf"|(?P<m0>本月|这个月|這個月|当月|當月))?"
            # "本月十日", "去年5月3日": a day after the month; "今年第一季度": a quarter of the year
            rf"(?:\s?(?P<d>3[01]|[12]\d|0?[1-9]|三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九])\s?[日号]"
            rf"|\s?(?:的\s?)?第\s?(?P<q>[1-4一二三四])\s?(?:{_alt(g.get('quarter_words', ['季度']))}))?")
        self._near_hours = re.compile(r"(?:近|过去|last|past)\s?(?P<n>\d+)\s?(?P<u>h|小时|天|d|days|hours)(?![A-Za-z])")
        # "millions of users", "tens of thousands of dollars"
        self.magnitude_plurals = {str(k).lower(): Decimal(str(v)) for k, v in g.get("magnitude_plurals", {}).items()}
        self.magnitude_multipliers = {str(k).lower(): Decimal(str(v)) for k, v in g.get("magnitude_multipliers", {}).items()}
        self._magnitude = re.compile(
            rf"(?i:(?<![A-Za-z])(?:(?P<mult>{'|'.join(self.magnitude_multipliers) or '(?!)'})\sof\s)?"
            rf"(?P<mag>{'|'.join(self.magnitude_plurals) or '(?!)'})\sof\s)(?P<noun>[a-z]+(?:-[a-z]+)*)")
        # "毫秒~分钟", "from seconds to minutes"
        self.magnitude_units = {str(k): (str(v[0]), Decimal(str(v[1]))) for k, v in g.get("magnitude_units", {}).items()}
        mu = _alt(self.magnitude_units)
        self._unit_range = re.compile(rf"(?<![\d.A-Za-z])(?P<u1>{mu})\s?(?:~|～|到|至|-|–|\sto\s)\s?(?P<u2>{mu})")
        # "over a year", "about an hour"
        en_quals = [(q, [w for w in map(str, words) if w[0].isascii() and w[0].isalpha()])
                    for q, words in g["qualifiers_before"].items()]
        self._article_one = re.compile(
            rf"(?P<q>{_alt([w for _, ws in en_quals for w in ws])})\s(?P<a>{_alt(g.get('article_one', []))})\s"
            rf"(?P<u>{_alt([u for u in unit_alone if u.isascii() and len(u) > 2])})")
        self._en_qual_of = {w.lower(): q for q, ws in en_quals for w in ws}
        # English durations without digits: "for a year", "another hour", "half an hour", "an hour and a
        # half", "two and a half hours", "a fortnight" ("a couple of days" is vague: no claim)
        dur_units = _alt([u for u in self.duration_units if u.isascii() and len(u) > 2] + [str(w) for w in g.get("duration_words", {})])
        en_num = rf"\d+(?:\.\d+)?(?![\d.])|{en_n}"
        self.duration_words = {str(k): (str(v[0]), Decimal(str(v[1]))) for k, v in g.get("duration_words", {}).items()}
        self._en_duration = re.compile(
            rf"(?i:(?<![A-Za-z])(?:(?:for|in|within)\s(?=an?\s)|(?=another\s))(?:(?P<art>an?|another)\s)(?P<u1>{dur_units})(?!\sand\s(?:a\s)?half)"
            rf"|(?<![A-Za-z])(?:a\s)?half\s(?:an?\s)?(?P<u2>{dur_units})"
            rf"|(?<![A-Za-z\d.])(?P<n3>an?|{en_num})\s(?P<u3>{dur_units})\sand\s(?:a\s)?half(?![A-Za-z])"
            rf"|(?<![A-Za-z\d.])(?P<n4>{en_num})\sand\s(?:a\s)?half\s(?P<u4>{dur_units}))")
        # weekdays
        wd_words = [str(w) for w in g.get("weekday_words", [])]
        self.weekday_days = {str(k): int(v) for k, v in g.get("weekday_days", {}).items()}
        self.weekday_names = {str(k).lower(): int(v) for k, v in g.get("weekday_names", {}).items()}
        self.weekday_offsets = {str(k).lower(): int(v) for k, v in g.get("weekday_offsets", {}).items()}
        offs = _alt(self.weekday_offsets)
        self._weekday = re.compile(
            rf"(?:(?P<off>{offs})\s?)?(?<![每\d{''.join(self.digits)}{''.join(self.units_zh)}])(?:(?P<zw>{_alt(wd_words)})(?P<zd>[{''.join(self.weekday_days)}])(?!\s?[次个個回趟遍条條天日])"
            rf"|(?i:(?P<en>{_alt(self.weekday_names)})))")
        # a day of the month alone: "29日", "12号"
        not_before = "".join(map(str, g.get("day_only_not_before", [])))
        self._day_only = re.compile(rf"(?<![\d.\-/:月])(?P<d>3[01]|[12]\d|0?[1-9])\s?[日号](?![{re.escape(not_before)}])")
        # percent words without a numeral: 对折, 半成
        self.percent_words = {str(k): Decimal(str(v)) for k, v in g.get("percent_words", {}).items()}
        self._percent_word = re.compile(_alt(self.percent_words)) if self.percent_words else None
        self._not_range_after = re.compile(rf"{_alt(g.get('not_range_after', []))}\s?$")
        self.measure_words = set(map(str, g.get("measure_words", [])))
        #: count nouns that, after a size in billions, name models ("70B models", "7B 模型")
        self.model_nouns = set(map(str, g.get("model_nouns", [])))
        self._alone_after = set(map(str, g.get("numeral_alone_after", [])))
        self._alone_before = set(map(str, g.get("numeral_alone_before", [])))
        self._common_numerals = set(map(str, g.get("common_numerals", [])))
        # "fifty two nodes": a number word after a tens, hundred or scale word is the end of a
        # longer number, counted by the number pass, not a count of its own
        self._en_word_before = re.compile(
            rf"(?i:(?<![A-Za-z])(?:{'|'.join([*self.english_tens, *self.english_scales, 'and'])})(?:\s{{1,3}}|\s?-\s?))$")
        self._en_count = re.compile(rf"(?<![A-Za-z\-])(?P<w>{'|'.join(sorted(self.english_numbers, key=len, reverse=True))})\s(?P<c>{classifiers})", re.I)
        # gates of the scan's other patterns, like those of the protected ones: a word each match
        # must contain, found fast (scan's profile: these patterns tried at every position of
        # every text were a third of its time)
        self._gates.update({
            "relative_period": _words_gate(self.relative_periods, re.IGNORECASE),
            "weekday": _words_gate([*wd_words, *self.weekday_names], re.IGNORECASE),
            "relative": _words_gate(self.relative_dates),
            "day_only": re.compile("[日号]"),
            "unit_range": _words_gate(self.magnitude_units),
            "article_one": re.compile(rf"\s{_alt(g.get('article_one', []))}\s"),
            "magnitude": _words_gate(self.magnitude_plurals, re.IGNORECASE),
            "en_count": re.compile(rf"\s{classifiers}", re.I),
        })

    @property
    def prefilter_words(self) -> list[str]:
        """Words that can begin a claim without any digit or Chinese numeral in the text
        (weekdays, 对折, "millions of", "over a year", "毫秒~分钟", 正月): a cheap prefilter that skips
        texts without a digit must also let texts with one of these through.  Each is a necessary
        part of its pattern, and an ASCII word is read there as a whole word only, so the
        prefilter may require that too (``Extractor.may_hold_claim``); optional parts (the 上 of
        上周三) are no words of their own."""
        words = set(self.weekday_names) | set(self.percent_words)
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
        emphasis and code marks (``**24x**``, `` `v0.5` ``) become spaces so they do not split a
        qualifier from its number."""
        if not text.isascii():  # every mapped code point is outside ASCII
            text = text.translate(_FULLWIDTH)
        if "*" not in text and "`" not in text:
            return text  # nothing to blank (most texts): skip the substitution's scan
        return _EMPHASIS.sub(lambda m: " " * len(m.group(0)), text)

    def scan(self, text: str, doc_date: dt.date | None = None) -> list[Hit]:
        """Every claim-like item of ``text``, sorted by start offset.

        Args:
            text: one segment (a sentence, a cell, a heading).
            doc_date: resolves years of ``Sep 28`` / ``9月28日`` and relative dates.
        Returns:
            Hits of claim kinds (quantity, ratio, percent, count, date, version, identifier)
            plus ``condition`` hits for settings like ``bs=1`` and ``8×B200``.
        """
        s = self.normalise_text(text)
        taken = bytearray(len(s))  # 1 where a protected span or hit lies
        hits: list[Hit] = []

        def free(a: int, b: int) -> bool:
            return not any(taken[a:b])

        def take(a: int, b: int) -> None:
            taken[a:b] = b"\x01" * (b - a)

        gates = self._gates
        gate_says: dict[int, bool] = {}  # a gate shared by several patterns is searched once

        def found(name: str, pattern: re.Pattern):
            """The matches of ``pattern`` in ``s``; none without a match of its gate."""
            gate = gates.get(name)
            if gate is not None:
                ok = gate_says.get(id(gate))
                if ok is None:
                    ok = gate_says[id(gate)] = gate.search(s) is not None
                if not ok:
                    return ()
            return pattern.finditer(s)

        for m in found("relative_period", self._relative_period) if doc_date else ():
            if doc_date:
                hit = self._relative_period_hit(m, doc_date)
                if hit is not None:
                    hits.append(hit)
                    take(*m.span())
        for name, pattern in self._protect:
            for m in found(name, pattern):
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
                hit = self._protected_hit(name, m, s, doc_date)
                if name in ("zh_date",) and not (m.group("y") or m.group("d")):
                    # "9 月" alone is a month without year: resolve with doc date
                    pass
                if hit is not None and name == "venue_year":
                    a, b = hit.start, hit.end  # the venue's name stays free for the entity finder
                take(a, b)
                if hit is not None:
                    hits.append(hit)
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
                            self._month_of_weekday(day, self.weekday_names[m.group("en").lower()])
                        take(*m.span())
                        continue
                    hit = self._weekday_hit(m, doc_date)
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
            for m in self._window.finditer(s):
                if free(*m.span()):
                    hit = self._window_hit(m, doc_date)
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
                    hit = self._day_hit(m.start(), m.end(), m.group(0), year, month, day, explicit_year=False)
                    if hit:
                        hit.flags.append("month=inferred")
                        hits.append(hit)
                        take(*m.span())
        if self._percent_word:
            for m in self._percent_word.finditer(s):
                if free(*m.span()):
                    v = self.percent_words[m.group(0)]
                    hits.append(Hit(m.start(), m.end(), "percent", value=v, text_value=fmt_decimal(v), unit=m.group(0)))
                    take(*m.span())
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
        for m in self._en_duration.finditer(s):
            if free(*m.span()):
                hit = self._en_duration_hit(m)
                if hit is not None:
                    hits.append(hit)
                    take(hit.start, hit.end)
        for m in found("magnitude", self._magnitude):
            if not free(*m.span()) or m.group("noun").lower() in self._noun_stop:
                continue
            low = self.magnitude_plurals[m.group("mag").lower()]
            if m.group("mult"):
                low *= self.magnitude_multipliers[m.group("mult").lower()]
            hits.append(Hit(m.start(), m.end(), "count", value=low, text_value=m.group(0)[:m.start("noun") - m.start()].strip(),
                            low=low, high=low * 10, qualifier="~", unit=m.group("noun"), flags=["order_of_magnitude"]))
            take(*m.span())
        for m in found("en_count", self._en_count):
            if free(*m.span()) and not self._en_word_before.search(s, max(0, m.start() - 16), m.start()):
                hits.append(Hit(m.start(), m.end(), "count", value=Decimal(self.english_numbers[m.group("w").lower()]),
                                text_value=m.group("w"), unit=m.group("c")))
                take(*m.span())
        pos = 0
        while True:
            m = self._next_number(s, pos, taken)
            if m is None:
                break
            pos = max(m.end(), pos + 1)
            hit = self._quantity_hit(m, s)
            if hit is None and m.group("cn1") and chinese_number(m.group("cn1"), self.digits, self.units_zh, self.points) is None:
                # "百分之七十百分位", "五十千": the longest well-formed numeral at the start counts
                m2 = self._cn_prefix_match(s, m)
                hit = self._quantity_hit(m2, s) if m2 is not None else None
                if hit is not None:
                    pos = max(m2.end(), m.start() + 1)
            if hit is None:
                continue
            take(hit.start, hit.end)
            hits.append(hit)
        hits.sort(key=lambda h: (h.start, h.end))
        hits = self._day_number_ranges(self._week_weekdays(self._periods_in_year(hits, s), s), s)
        if doc_date:
            hits = self._offset_dates(hits, s, doc_date)
        for i, hit in enumerate(hits):
            wm = self._week_of_before.search(s, max(0, hit.start - 24), hit.start) if hit.kind == "date" else None
            if wm and hit.low and hit.high and any(f in hit.flags for f in ("precision=month", "precision=year")):
                week = self._nth_week(wm.start(), hit.end, s[wm.start():hit.end], dt.date.fromisoformat(str(hit.low)),
                                      dt.date.fromisoformat(str(hit.high)), self.week_ordinals[wm.group("o").lower()])
                if week is not None:
                    hits[i] = week  # "the third week of this month", "the last week of July"
        if doc_date:
            for hit in hits:
                pm = self._part_before.search(s, max(0, hit.start - 24), hit.start) if hit.kind == "date" else None
                if pm and hit.low and hit.high and ("relative" in hit.flags or "year=inferred" in hit.flags
                                                    or "precision=month" in hit.flags):
                    part = self._part_of(hit, self.part_words[pm.group("pw").lower()], doc_date)
                    if part is not None:
                        hit.start, hit.text_value = pm.start(), s[pm.start():hit.end]
        return self._value_ranges(self._date_ranges(self._compound_durations(self._spaced_tenths(hits, s), s), s), s)

    _AGO = re.compile(r"\s(?i:ago)(?![A-Za-z])")
    _FROM_NOW = re.compile(r"\s(?i:from\snow)(?![A-Za-z])")
    _AHEAD = re.compile(r"\s(?i:hence|in\sthe\sfuture)(?![A-Za-z])")
    _ANCHOR = re.compile(r"\s(?P<w>(?i:after|from|before))\s")
    _IN_BEFORE = re.compile(r"(?<![A-Za-z])(?i:in)\s$")

    def _offset_dates(self, hits: list[Hit], s: str, doc_date: dt.date) -> list[Hit]:
        """Durations of days, weeks, months or years counted from the document date: "3 weeks ago"
        and "two weeks from now" (that day), "4 weeks hence" (the window up to then), "2 days after
        today" / "3 weeks from tomorrow" / "2 days before yesterday" (from that relative day), and "in
        two weeks" when a word of relative_future_markers stands before it in the sentence ("the fix
        lands in two weeks"; "trained in 3 days" stays a duration).  ``hits`` sorted by start."""
        out: list[Hit] = []
        i = 0
        while i < len(hits):
            hit = hits[i]
            unit = self.window_units.get(str(hit.unit).lower()) if hit.kind == "quantity" and hit.unit else None
            n = hit.value if unit in ("day", "week", "month", "year") and hit.low is None and hit.qualifier == "=" else None
            if n is None or not isinstance(n, Decimal) or n != n.to_integral_value() or not 0 < n <= 1000:
                out.append(hit)
                i += 1
                continue
            n = int(n)
            anchor, sign, end, window, used = doc_date, 0, hit.end, False, 1
            nxt = hits[i + 1] if i + 1 < len(hits) else None
            if m := self._AGO.match(s, hit.end):
                sign, end = -1, m.end()
            elif m := self._FROM_NOW.match(s, hit.end):
                sign, end = 1, m.end()
            elif m := self._AHEAD.match(s, hit.end):
                sign, end, window = 1, m.end(), True
            elif (m := self._ANCHOR.match(s, hit.end)) and nxt is not None and nxt.start == m.end() and nxt.kind == "date" \
                    and "relative" in nxt.flags and nxt.low and nxt.high \
                    and dt.date.fromisoformat(nxt.high) - dt.date.fromisoformat(nxt.low) == dt.timedelta(days=1):
                sign, end, used = (-1 if m.group("w").lower() == "before" else 1), nxt.end, 2
                anchor = dt.date.fromisoformat(nxt.low)
            elif self._IN_BEFORE.search(s, max(0, hit.start - 3), hit.start) and \
                    self._future_before.search(re.split(r"[.;!?。；]", s[max(0, hit.start - 80):hit.start])[-1]):
                sign = 1
            if not sign:
                out.append(hit)
                i += 1
                continue
            try:
                day = _add_units(anchor, unit, sign * n)
            except (ValueError, OverflowError):
                out.append(hit)
                i += 1
                continue
            start = hit.start - 3 if self._IN_BEFORE.search(s, max(0, hit.start - 3), hit.start) and sign > 0 and end == hit.end else hit.start
            if window:
                low, high = anchor + dt.timedelta(days=1), day + dt.timedelta(days=1)
            else:
                low, high = day, day + dt.timedelta(days=1)
            out.append(Hit(start, end, "date", value=low.isoformat(), text_value=s[start:end], low=low.isoformat(),
                           high=high.isoformat(), flags=["relative", "offset", "precision=" + ("day" if not window else unit)]))
            out.append(hit)  # "3 weeks ago" also states a length of three weeks (the duration stays a claim)
            i += used
        return out

    def _part_of(self, hit: Hit, part: str, doc_date: dt.date | None) -> Hit | None:
        """``hit`` (a year, month or week period) narrowed in place to its ``part`` ("early", "end",
        … of rules date_parts; "earlier"/"later" end or start at the document date); returns the hit,
        or None (unchanged) when the period has no such part."""
        unit = next((f.split("=")[1] for f in hit.flags if f.startswith("precision=")), None)
        low, high = dt.date.fromisoformat(str(hit.low)), dt.date.fromisoformat(str(hit.high))
        if part in ("earlier", "later"):
            if doc_date is None or not low <= doc_date < high:
                return None
            low, high = (low, doc_date) if part == "earlier" else (doc_date, high)
        else:
            span = self.date_parts.get(str(unit), {}).get(part)
            if span is None:
                return None
            if unit == "year":
                low, high = low.replace(month=span[0]), (high if span[1] > 12 else low.replace(month=span[1]))
            elif unit == "month":
                low, high = low.replace(day=span[0]), (high if span[1] > 31 else low.replace(day=span[1]))
            elif unit == "week":
                low, high = low + dt.timedelta(days=span[0]), low + dt.timedelta(days=span[1])
            else:
                return None
        hit.low, hit.high = low.isoformat(), high.isoformat()
        hit.flags = [f for f in hit.flags if not f.startswith("precision=")] + [f"precision=part_of_{unit}", f"part={part}"]
        return hit

    @staticmethod
    def _nth_week(a: int, b: int, text: str, low: dt.date, high: dt.date, n: int) -> Hit | None:
        """The ``n``-th week (-1: the last) of the period [low, high) as a date Hit of a Monday-first
        week: weeks are counted by their Thursday, as ISO 8601 counts a year's weeks ("the first
        week of October 2016" begins on Monday the 3rd, the week of the first Thursday); None when
        the period has no such week."""
        if n > 0:
            first = low + dt.timedelta(days=(3 - low.weekday()) % 7)  # the first Thursday
            thursday = first + dt.timedelta(days=7 * (n - 1))
        else:
            last = high - dt.timedelta(days=1)
            thursday = last - dt.timedelta(days=(last.weekday() - 3) % 7)  # the last Thursday
        if not low <= thursday < high:
            return None
        monday = thursday - dt.timedelta(days=3)
        return Hit(a, b, "date", value=monday.isoformat(), text_value=text, low=monday.isoformat(),
                   high=(monday + dt.timedelta(days=7)).isoformat(), flags=["precision=week"])

    _REL_YEAR_AFTER = re.compile(r"\s(?:of\s)?(?i:this|next|last)\syear(?![A-Za-z])")
    _IN_YEAR = re.compile(r"\s(?:of\s)?|'s\s")

    def _periods_in_year(self, hits: list[Hit], s: str) -> list[Hit]:
        """A month, quarter or half without a year followed by a relative year ("June next year",
        "Q3 this year", "the third quarter of last year") is in that year: one Hit.  ``hits`` sorted
        by start; returns the new list."""
        out: list[Hit] = []
        for hit in hits:
            prev = out[-1] if out else None
            if (prev is not None and prev.kind == hit.kind == "date" and "year=inferred" in prev.flags
                    and "precision=year" in hit.flags and "relative" in hit.flags and prev.low and hit.low
                    and self._IN_YEAR.fullmatch(s, prev.end, hit.start)):
                shift = dt.date.fromisoformat(hit.low).year - dt.date.fromisoformat(prev.low).year
                try:
                    low = dt.date.fromisoformat(prev.low).replace(year=dt.date.fromisoformat(prev.low).year + shift)
                    high = dt.date.fromisoformat(prev.high).replace(year=dt.date.fromisoformat(prev.high).year + shift)
                except ValueError:
                    out.append(hit)
                    continue
                prev.end, prev.text_value, prev.low, prev.high = hit.end, s[prev.start:hit.end], low.isoformat(), high.isoformat()
                prev.value = str(prev.value).replace(str(low.year - shift), str(low.year), 1)
                prev.flags = [f for f in prev.flags if f != "year=inferred"] + ["relative"]
                continue
            out.append(hit)
        return out

    _DAY_NUMBER = re.compile(r"0?[1-9]|[12]\d|3[01]")
    _DAYS_THEN_MONTH = re.compile(r"\s(?:of\s|in\s)?|\s?,\s?")
    _MONTH_THEN_DAYS = re.compile(r"\s(?:between\s)?|\s?,\s?")
    _FROM_BETWEEN = re.compile(r"(?i:from|between)\s$")

    def _day_pair(self, hits: list[Hit], i: int, s: str) -> tuple[int, int] | None:
        """(first day, last day) when ``hits[i]`` and ``hits[i + 1]`` are two bare day numbers written
        as a range ("4 to 22", "3-12", "between 19 and 20"), else None."""
        if i + 1 >= len(hits):
            return None
        a, b = hits[i], hits[i + 1]
        if not (a.kind == b.kind == "number" and a.low is None and b.low is None
                and self._DAY_NUMBER.fullmatch(s, a.start, a.end) and self._DAY_NUMBER.fullmatch(s, b.start, b.end)):
            return None
        gap = s[a.end:b.start]
        if not (self._RANGE_BETWEEN.fullmatch(gap) or
                (self._AND.fullmatch(gap) and self._BETWEEN.search(s, max(0, a.start - 10), a.start))):
            return None
        d1, d2 = int(s[a.start:a.end]), int(s[b.start:b.end])
        return (d1, d2) if d1 < d2 else None

    def _day_number_ranges(self, hits: list[Hit], s: str) -> list[Hit]:
        """Days written as bare numbers with the month beside them: "from 4 to 22 this month",
        "between 3 and 12 of Sept", "November between 19 and 20" (two numbers and a month), "from 2
        to 7 Feb" (a number before a date: the date's month).  One date Hit from the first day to
        the end of the last, with "from"/"between" before it in the span.  ``hits`` sorted by start."""
        out: list[Hit] = []
        i = 0
        while i < len(hits):
            hit = hits[i]
            merged = None
            pair = self._day_pair(hits, i, s)
            if pair and i + 2 < len(hits) and "precision=month" in hits[i + 2].flags \
                    and self._DAYS_THEN_MONTH.fullmatch(s, hits[i + 1].end, hits[i + 2].start):
                merged, month, end = (hit.start, pair), hits[i + 2], hits[i + 2].end
                used = 3
            elif hit.kind == "date" and "precision=month" in hit.flags and (pair2 := self._day_pair(hits, i + 1, s)) \
                    and self._MONTH_THEN_DAYS.fullmatch(s, hit.end, hits[i + 1].start):
                merged, month, end = (hit.start, pair2), hit, hits[i + 2].end
                used = 3
            elif (hit.kind == "number" and hit.low is None and i + 1 < len(hits) and self._DAY_NUMBER.fullmatch(s, hit.start, hit.end)
                  and "precision=day" in hits[i + 1].flags and hits[i + 1].kind == "date"
                  and (self._RANGE_BETWEEN.fullmatch(s, hit.end, hits[i + 1].start)
                       or (self._AND.fullmatch(s, hit.end, hits[i + 1].start)
                           and self._BETWEEN.search(s, max(0, hit.start - 10), hit.start)))):
                last = dt.date.fromisoformat(hits[i + 1].low)
                merged, month, end = (hit.start, (int(s[hit.start:hit.end]), last.day)), hits[i + 1], hits[i + 1].end
                used = 2
            if merged is not None:
                start, (d1, d2) = merged
                first_of_month = dt.date.fromisoformat(month.low).replace(day=1)
                try:
                    low, high = first_of_month.replace(day=d1), first_of_month.replace(day=d2) + dt.timedelta(days=1)
                except ValueError:
                    low = high = None
                if low is not None and low < high:
                    pre = self._FROM_BETWEEN.search(s, max(0, start - 8), start)
                    start = pre.start() if pre else start
                    out.append(Hit(start, end, "date", value=low.isoformat(), text_value=s[start:end], low=low.isoformat(),
                                   high=high.isoformat(), flags=["range"] + [f for f in month.flags if f in ("relative", "year=inferred")]))
                    i += used
                    continue
            out.append(hit)
            i += 1
        return out

    _WEEK_THEN_DAY = re.compile(r"(?:\s|\s?,\s?)(?:on\s)?")
    _DAY_THEN_WEEK = re.compile(r"\s(?:of\s)?(?:the\s)?")

    def _week_weekdays(self, hits: list[Hit], s: str) -> list[Hit]:
        """A week and a weekday written together ("next week on Friday", "Tuesday of next week",
        "Friday this week") are that weekday of that week: one date Hit.  ``hits`` sorted by start;
        returns the new list.  Linear: one look back per hit."""
        out: list[Hit] = []
        for hit in hits:
            prev = out[-1] if out else None
            if prev is not None and hit.kind == prev.kind == "date":
                pair = None
                if "precision=week" in prev.flags and "weekday" in hit.flags and \
                        self._WEEK_THEN_DAY.fullmatch(s, prev.end, hit.start):
                    pair = (prev, hit)
                elif "weekday" in prev.flags and "precision=week" in hit.flags and \
                        self._DAY_THEN_WEEK.fullmatch(s, prev.end, hit.start):
                    pair = (hit, prev)
                if pair is not None and pair[1].text_value.isascii() and pair[1].text_value[:1].isalpha() \
                        and pair[1].text_value.split()[0].lower() in self.weekday_names:
                    week, day = pair
                    d = dt.date.fromisoformat(week.low) + dt.timedelta(days=self.weekday_names[day.text_value.lower()])
                    out[-1] = Hit(prev.start, hit.end, "date", value=d.isoformat(), text_value=s[prev.start:hit.end],
                                  low=d.isoformat(), high=(d + dt.timedelta(days=1)).isoformat(),
                                  flags=["precision=day", "relative", "weekday"])
                    continue
            out.append(hit)
        return out

    _RANGE_BETWEEN = re.compile(r"\s?(?:--|-|–|—|~|～|至|到|to|until|till|through)\s?")

    _BETWEEN = re.compile(r"(?:between|从|介于|在)\s?$", re.IGNORECASE)
    _AND = re.compile(r"\s?(?:and|与|和)\s?")
    _OR = re.compile(r"\sor\s")

    def _value_ranges(self, hits: list[Hit], s: str) -> list[Hit]:
        """Join two figures of one kind and unit written as a range — "14x - 24x", "2.2x-2.5x",
        "1.36 倍 ~ 1.85 倍", "between 5 and 10 ms" (the first may omit the unit) — into one hit
        whose low/high are the two numbers as written.  Linear: one pass over adjacent hits."""
        out: list[Hit] = []
        for hit in hits:
            prev = out[-1] if out else None
            if (prev is not None and hit.kind in ("quantity", "ratio", "percent") and "range" not in prev.flags
                    and prev.low is None and hit.low is None and 0 <= hit.start - prev.end <= 9
                    and isinstance(prev.value, Decimal) and isinstance(hit.value, Decimal)):
                gap = s[prev.end:hit.start]
                dash = self._RANGE_BETWEEN.fullmatch(gap) or (not gap.strip() and s[hit.start:hit.start + 1] in "~～")
                if dash and gap.strip() in ("to", "到", "至") and self._not_range_after.search(s, max(0, prev.start - 12), prev.start):
                    dash = None  # "increased by $43.6 billion to $419.2 billion": a change and its result
                between = self._AND.fullmatch(gap) and self._BETWEEN.search(s[max(0, prev.start - 10):prev.start])
                if not dash and prev.kind == "number" and hit.kind == "quantity" and self._OR.fullmatch(gap) \
                        and self.duration_units.get(str(hit.unit)) is not None:
                    dash = True  # "three or four years": a duration between the two
                same_unit = prev.kind == hit.kind and (prev.unit == hit.unit or prev.kind == "number")
                if (dash or between) and (same_unit or prev.kind == "number"):
                    try:
                        low, high = to_decimal(prev.text_value.lstrip("+")), to_decimal(hit.text_value.lstrip("+"))
                    except ValueError:
                        if not (prev.text_value.isalpha() or hit.text_value.isalpha()) or prev.scale or hit.scale:
                            out.append(hit)
                            continue
                        low, high = Decimal(prev.value), Decimal(hit.value)  # "one to two years": number words
                    fp, fh = prev.scale or Decimal(1), hit.scale or Decimal(1)
                    if fp != fh and prev.kind != "number":
                        # "$800,000 to $1.3 million": the ends at the first figure's scale, as
                        # low/high always are (value and low share one scale)
                        high = (high * fh / fp).normalize()
                    if low < high:
                        merged = hit if prev.kind == "number" else prev
                        merged.start, merged.end = prev.start, hit.end
                        merged.value = prev.value if prev.kind != "number" else hit.value * (low / high if high else 1)
                        merged.text_value = prev.text_value
                        merged.low, merged.high = low, high
                        merged.direction = prev.direction or hit.direction
                        merged.qualifier = prev.qualifier if prev.qualifier != "=" else ("=" if hit.qualifier == "~" and dash else hit.qualifier)
                        merged.flags = list(dict.fromkeys(prev.flags + hit.flags + ["range"]))
                        out[-1] = merged
                        continue
            out.append(hit)
        return out

    def _spaced_tenths(self, hits: list[Hit], s: str) -> list[Hit]:
        """"7 2 折" is 72 %, like "72折": two single digits read one by one before a tenths unit, written
        with a space between them (the spaced writing "百 分 之" is read too).  ``hits`` sorted by
        start; the bare first digit's hit is dropped.  Linear: one look back per hit."""
        out: list[Hit] = []
        for hit in hits:
            prev = out[-1] if out else None
            a = hit.start
            if (prev is not None and hit.kind == "percent" and hit.unit in self.tenths_units and hit.unit != "成"
                    and prev.kind == "number" and prev.start == a - 2 and prev.end == a - 1 and s[a - 1] == " "
                    and s[a - 2].isdigit() and s[a].isdigit() and s[a - 2] != "0"
                    and not hit.direction and hit.qualifier == prev.qualifier == "="):
                value = Decimal(int(s[a - 2]) * 10 + int(s[a]))
                hit.start, hit.value, hit.text_value = prev.start, value, fmt_decimal(value)
                out[-1] = hit
                continue
            out.append(hit)
        return out

    def _compound_durations(self, hits: list[Hit], s: str) -> list[Hit]:
        """Join durations written one after another in falling units ("8天20小时", "一年又一个月21天",
        "2 h 30 min") into one quantity in the last unit (212 小时).  ``hits`` sorted by start;
        returns the new list.  Linear: one pass over adjacent hits."""
        out: list[Hit] = []
        for hit in hits:
            prev = out[-1] if out else None
            first = self.duration_units.get(str(prev.unit)) if prev is not None else None
            last = self.duration_units.get(str(hit.unit))
            if (first is not None and last is not None and first > last
                    and prev.kind == hit.kind == "quantity" and prev.low is None and hit.low is None
                    and prev.qualifier == hit.qualifier == "=" and not prev.direction and not hit.direction
                    and isinstance(prev.value, Decimal) and isinstance(hit.value, Decimal)
                    and prev.value >= 0 and hit.value >= 0 and prev.pint_unit and hit.pint_unit
                    and self._duration_join.fullmatch(s, prev.end, hit.start)):
                value = (prev.value * first + hit.value * last) / last
                value = value.quantize(Decimal("1e-9")).normalize() if value.as_tuple().exponent < -9 else value
                prev.end, prev.value, prev.text_value = hit.end, value, fmt_decimal(value)
                prev.unit, prev.pint_unit, prev.scale = hit.unit, hit.pint_unit, None
                prev.flags = [f for f in prev.flags if not f.startswith("scale=") and f != "compound_duration"]
                prev.flags.append("compound_duration")
                continue
            out.append(hit)
        return out

    def _date_ranges(self, hits: list[Hit], s: str) -> list[Hit]:
        """Join two dates written as a range ("2016年6月1日-6月30日", "Nov 18 2014-Dec 19 2015") into
        one period from the first one's start to the second one's end; the second takes the first's
        year when it has none of its own."""
        out: list[Hit] = []
        for hit in hits:
            prev = out[-1] if out else None
            if (prev is not None and prev.kind == "date" and hit.kind == "date" and prev.low and hit.high
                    and "range" not in prev.flags and hit.start - prev.end <= 9
                    and (self._RANGE_BETWEEN.fullmatch(s, prev.end, hit.start)
                         or (self._AND.fullmatch(s, prev.end, hit.start)
                             and self._BETWEEN.search(s, max(0, prev.start - 10), prev.start)))):
                high = dt.date.fromisoformat(str(hit.high))
                low = dt.date.fromisoformat(str(prev.low))
                if "month=inferred" in hit.flags and "precision=day" in prev.flags:
                    try:  # "一月19日到20日": the second day is of the first one's month
                        high = high.replace(year=low.year, month=low.month)
                    except ValueError:
                        pass
                if "year=inferred" in hit.flags and "year=inferred" not in prev.flags:
                    try:
                        high = high.replace(year=low.year + (1 if (high.month, high.day) < (low.month, low.day) else 0))
                    except ValueError:
                        pass
                if high > low:
                    pre = self._FROM_BETWEEN.search(s, max(0, prev.start - 8), prev.start)
                    if pre and prev.text_value.isascii():
                        prev.start = pre.start()  # "from Oct. 2 to October 22", "between Jan 22 and Mar 3"
                    prev.end, prev.high = hit.end, high.isoformat()
                    prev.text_value = s[prev.start:prev.end]
                    prev.flags = [f for f in prev.flags if not f.startswith("precision=")] + ["range"]
                    continue
            out.append(hit)
        return out

    # -- protected spans ------------------------------------------------
    def _protected_hit(self, name: str, m: re.Match, s: str, doc_date: dt.date | None) -> Hit | None:
        a, b = m.span()
        if name == "url":
            return Hit(a, b, "url", value=m.group(0).rstrip(".,;:"))
        if name in ("arxiv", "bare_arxiv"):
            ident = m.group("id")
            problem = arxiv_problem(ident)
            if name == "bare_arxiv" and problem:
                return None
            flags = ["scheme=arxiv"] + ([f"malformed={problem}"] if problem else [])
            return Hit(a, b, "identifier", value=f"arXiv:{ident}", text_value=m.group(0), flags=flags)
        if name == "hyphen_arxiv":
            ident = m.group("id").replace("-", ".")
            if arxiv_problem(ident):
                return None
            return Hit(a, b, "identifier", value=f"arXiv:{ident}", text_value=m.group(0),
                       flags=["scheme=arxiv", "written=hyphen"])
        if name == "venue_year":
            y = "y" if m.group("y") else "y2"
            year = int(m.group(y))
            if y == "y2" and doc_date is not None and year > doc_date.year + 5:
                return None  # "(2038)" in a 2026 text: a number in brackets, not a year
            return Hit(m.start(y), m.end(y), "date", value=f"{year:04d}", text_value=m.group(y),
                       low=dt.date(year, 1, 1).isoformat(), high=dt.date(year + 1, 1, 1).isoformat(),
                       flags=["precision=year", "venue"])
        if name == "top_n":
            return Hit(a, b, "count", value=Decimal(m.group("n")), text_value=m.group("n"), unit="Top",
                       flags=["top_n"])
        if name == "doi":
            return Hit(a, b, "identifier", value=f"doi:{m.group(0)}", text_value=m.group(0), flags=["scheme=doi"])
        if name == "datetime":
            y, mo, d = int(m.group("y")), int(m.group("m")), int(m.group("d"))
            try:
                day = dt.date(y, mo, d)
            except ValueError:
                return None
            value = day.isoformat()
            if m.group("hh"):
                value += f"T{m.group('hh')}:{m.group('mi')}"
            return Hit(a, b, "date", value=value, text_value=m.group(0), low=day.isoformat(),
                       high=(day + dt.timedelta(days=1)).isoformat(), flags=["precision=day"])
        if name == "slash_date":
            if m.group("d"):
                return self._day_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")), int(m.group("d")))
            return self._month_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")))
        if name == "year_range":
            y1, y2 = int(m.group("y1")), int(m.group("y2"))
            if y2 <= y1 or y2 - y1 > 200:
                return None
            return Hit(a, b, "date", value=f"{y1:04d}", text_value=m.group(0), low=dt.date(y1, 1, 1).isoformat(),
                       high=dt.date(y2 + 1, 1, 1).isoformat(), flags=["precision=year", "range"])
        if name == "en_year_bound":
            year, qualifier = int(m.group("y")), self.en_year_bounds[m.group("bw").lower()]
            low, high = dt.date(year, 1, 1), dt.date(year + 1, 1, 1)
            low, high = {">=": (low, None), ">": (high, None), "<": (None, low)}.get(qualifier, (low, high))
            return Hit(a, b, "date", value=f"{year:04d}", text_value=m.group(0), qualifier=qualifier,
                       low=low.isoformat() if low else None, high=high.isoformat() if high else None,
                       flags=["precision=year", "bound=" + m.group("bw").lower()])
        if name == "en_week_of_year":
            year = int(m.group("y"))
            return self._nth_week(a, b, m.group(0), dt.date(year, 1, 1), dt.date(year + 1, 1, 1),
                                  self.week_ordinals[m.group("o").lower()])
        if name == "en_part_year":
            year = int(m.group("y"))
            hit = Hit(a, b, "date", value=f"{year:04d}", text_value=m.group(0), low=dt.date(year, 1, 1).isoformat(),
                      high=dt.date(year + 1, 1, 1).isoformat(), flags=["precision=year"])
            return self._part_of(hit, self.part_words[m.group("pw").lower().removeprefix("the ")], doc_date)
        if name in ("year_month", "month_year"):
            return self._month_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")))
        if name in ("num_date", "spaced_date"):
            return self._day_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")), int(m.group("d")))
        if name == "dmy_date":
            if m.group("y2"):
                d, mo, year = int(m.group("d2")), int(m.group("m2")), int(m.group("y2"))
                pivot = doc_date.year if doc_date else 2000  # the document's century unless > 10 years ahead
                year += pivot // 100 * 100
                if year > pivot + 10:
                    year -= 100
            else:
                d, mo, year = int(m.group("d")), int(m.group("m")), int(m.group("y"))
            order = "dmy"
            if mo > 12:
                if d > 12:
                    return None
                d, mo, order = mo, d, "mdy"  # "02/22/2016", "3-22-2017": the month first, as in the US
            hit = self._day_hit(a, b, m.group(0), year, mo, d)
            if hit is not None:
                hit.flags.append(f"order={order}")
                if order == "dmy" and d <= 12 and d != mo:
                    hit.flags.append("ambiguous_order")  # 1/2/2020 is Jan 2 in the US
            return hit
        if name == "zh_year":
            ytext = m.group("y") or m.group("yc")
            year = int(ytext) if ytext.isdigit() else int("".join(str(self.digits[ch]) for ch in ytext))
            if len(ytext) == 2:  # "07年", "零八年": in the document's century unless > 10 years ahead
                pivot = doc_date.year if doc_date else 2000
                year += pivot // 100 * 100
                if year > pivot + 10:
                    year -= 100
            low, high, qualifier = dt.date(year, 1, 1), dt.date(year + 1, 1, 1), "="
            flags = ["precision=year"]
            if m.group("bound"):
                # "2018年以来" [2018, …), "2018年以后" [2019, …), "2018年以前" […, 2018): an open period
                qualifier = self.year_bounds[m.group("bound")]
                low, high = {">=": (low, None), ">": (high, None), "<": (None, low)}.get(qualifier, (low, high))
                flags.append("bound=" + m.group("bound"))
            return Hit(a, b, "date", value=f"{year:04d}", text_value=m.group(0), qualifier=qualifier,
                       low=low.isoformat() if low else None, high=high.isoformat() if high else None, flags=flags)
        if name == "zh_decade":
            dd = m.group("dd")
            decade = int(dd) if dd.isdigit() else chinese_number(dd, self.digits, self.units_zh)
            if m.group("cw"):
                base = ((doc_date.year if doc_date else 2000) // 100 + self.century_words[m.group("cw")]) * 100
            elif m.group("c"):
                c = m.group("c")
                base = ((int(c) if c.isdigit() else chinese_number(c, self.digits, self.units_zh)) - 1) * 100
            else:
                base = 1900  # "90年代": the 1990s
            year = base + decade
            return Hit(a, b, "date", value=f"{year}s", text_value=m.group(0), low=dt.date(year, 1, 1).isoformat(),
                       high=dt.date(year + 10, 1, 1).isoformat(), flags=["precision=decade"])
        if name == "zh_quarter":
            y = m.group("y")
            year = (int(y) if y.isdigit() else chinese_number(y, self.digits, self.units_zh)) if y else \
                (doc_date.year if doc_date else None)
            if year is None:
                return None
            q = m.group("q")
            return self._quarter_hit(a, b, m.group(0), year, int(q) if q.isdigit() else self.digits[q])
        if name == "zh_date":
            num = lambda t: int(t) if t.isdigit() else chinese_number(t, self.digits, self.units_zh)
            year = num(m.group("y")) if m.group("y") else None
            ytext = m.group("y") or ""
            if m.group("era"):
                # "康熙三年" is the era's third year: 1662 + 3 - 1 = 1664
                n = 1 if m.group("ey") == "元" else num(m.group("ey"))
                if not n:
                    return None
                year = self.eras[m.group("era")] + n - 1
                if not (m.group("m") or m.group("dn")):
                    b = a + len(m.group(0).rstrip())
                    return Hit(a, b, "date", value=f"{year:04d}", text_value=s[a:b], low=dt.date(year, 1, 1).isoformat(),
                               high=dt.date(year + 1, 1, 1).isoformat(), flags=["precision=year", "era"])
            elif year is not None and ytext.isdigit() and len(ytext) == 2:
                # "18年10月1日": a two-digit year, in the document's century unless that is > 10 years ahead
                pivot = (doc_date.year if doc_date else 2000)
                year += pivot // 100 * 100
                if year > pivot + 10:
                    year -= 100
            elif year is not None and not ytext.isdigit() and (year < 100 or year > 2999):
                return None  # "十二年三月": a duration, not a year
            explicit = year is not None
            if year is None:
                year = doc_date.year if doc_date else None
            if year is None:
                return None
            lunar = bool(m.group("lz") or m.group("lz2") or m.group("lm") or m.group("dl") or m.group("dn"))
            month = 1 if m.group("dn") else (self.lunar_months[m.group("lm")] if m.group("lm") else num(m.group("m")))
            day = m.group("d") or m.group("dz") or (m.group("dl")[1:] if m.group("dl") else None)
            if day:
                hit = self._day_hit(a, b, m.group(0), year, month, num(day), explicit_year=explicit)
                if hit is not None and m.group("d2"):
                    try:
                        last = dt.date(year, month, num(m.group("d2")))
                    except ValueError:
                        last = None
                    if last is not None and last.isoformat() > hit.low:
                        hit.high = (last + dt.timedelta(days=1)).isoformat()
                        hit.flags.append("range")
                if hit is not None and lunar:
                    hit.flags.append("calendar=lunar")
                return hit
            if not explicit:
                return None  # "9 月" alone is too vague to be a claim
            hit = self._month_hit(a, b, m.group(0), year, month)
            if m.group("part"):
                # 上旬 days 1-10, 中旬 11-20, 下旬 21 to the month's end
                first = {"上旬": 1, "中旬": 11, "下旬": 21}[m.group("part")]
                hit.low = dt.date(year, month, first).isoformat()
                if first < 21:
                    hit.high = dt.date(year, month, first + 10).isoformat()
                hit.flags = ["precision=part_of_month"]
            return hit
        if name == "en_dmy":
            month = self.months[m.group("mon").lower().rstrip(".")]
            year = int(m.group("y")) if m.group("y") else (doc_date.year if doc_date else None)
            if year is None:
                return None
            return self._day_hit(a, b, m.group(0), year, month, int(m.group("d")), explicit_year=bool(m.group("y")))
        if name == "en_date":
            month = self.months[m.group("mon").lower().rstrip(".")]
            year = int(m.group("y")) if m.group("y") else (doc_date.year if doc_date else None)
            if year is None:
                return None
            hit = self._day_hit(a, b, m.group(0), year, month, int(m.group("d")), explicit_year=bool(m.group("y")))
            if hit and m.group("d2"):
                try:
                    hit.high = (dt.date(year, month, int(m.group("d2"))) + dt.timedelta(days=1)).isoformat()
                except ValueError:
                    pass
            return hit
        if name in ("en_month", "year_en_month"):
            mon = m.group("mon")
            if name == "year_en_month" and mon.lower() in self.month_alone_lowercase and mon.islower():
                return None  # "in 2016 may be": a verb
            return self._month_hit(a, b, m.group(0), int(m.group("y")), self.months[mon.lower().rstrip(".")])
        if name == "en_month_alone":
            return self._month_alone_hit(m, s, doc_date)
        if name == "en_day_only":
            before = re.search(r"([A-Za-z]+)[\s,]{1,3}$", s[max(0, a - 16):a])
            if doc_date is None or not before or before.group(1).lower() not in self.day_ordinal_after:
                return None
            year, month, day = doc_date.year, doc_date.month, int(m.group("d"))
            while day > calendar.monthrange(year, month)[1]:
                year, month = (year, month - 1) if month > 1 else (year - 1, 12)
            hit = self._day_hit(a, b, m.group(0), year, month, day, explicit_year=False)
            if hit is not None:
                hit.flags.append("month=inferred")
            return hit
        if name == "en_decade":
            dd = int(m.group("d1") or m.group("d2") or m.group("d3")) if not m.group("w") else self.decade_words[m.group("w").lower()]
            now = doc_date.year if doc_date else 2000
            year = now // 100 * 100 + dd
            if year > now:
                year -= 100
            return Hit(a, b, "date", value=f"{year}s", text_value=m.group(0), low=dt.date(year, 1, 1).isoformat(),
                       high=dt.date(year + 10, 1, 1).isoformat(), flags=["precision=decade"])
        if name == "decade":
            year = int(m.group("y"))
            return Hit(a, b, "date", value=f"{year}s", text_value=m.group(0), low=dt.date(year, 1, 1).isoformat(),
                       high=dt.date(year + 10, 1, 1).isoformat(), flags=["precision=decade"])
        if name == "quarter":
            y = m.group("y") or m.group("y2") or m.group("y4")
            if m.group("ord"):
                q, half = self.en_ordinals[m.group("ord").lower()], m.group("unit").lower() == "half"
                if not y and (half or re.match(r"\s(?i:of)\s", s[b:b + 4])) and not self._REL_YEAR_AFTER.match(s, b):
                    return None  # "the first half of the run", "the first quarter of training"
            else:
                if m.group("q3") and not self._REL_YEAR_AFTER.match(s, b):
                    # "Q4" alone is also a 4-bit quantisation ("Edge Q4 KV"): a quarter only after "in",
                    # "during", "by" … (month_alone_after) or before this/next/last year
                    before = re.search(r"([A-Za-z]+)\s{1,3}$", s[max(0, a - 16):a])
                    if not (before and before.group(1).lower() in self.month_alone_after):
                        return None
                q = int(m.group("q") or m.group("q2") or m.group("q3"))
                half = (m.group("qh") or m.group("qh2") or "Q") == "H"
            if y is None and doc_date is None:
                return None
            year = int(y) if y else doc_date.year
            months = 6 if half else 3
            if q * months > 12:
                return None  # "H3", "the third half"
            start = dt.date(year, months * q - months + 1, 1)
            end = dt.date(year + 1, 1, 1) if q * months == 12 else dt.date(year, months * q + 1, 1)
            return Hit(a, b, "date", value=f"{year}{'H' if half else 'Q'}{q}", text_value=m.group(0), low=start.isoformat(),
                       high=end.isoformat(), flags=[f"precision={'half' if half else 'quarter'}"] + ([] if y else ["year=inferred"]))
        if name == "time":
            return Hit(a, b, "date", value=m.group(0), text_value=m.group(0), flags=["precision=time"])
        if name == "version":
            return Hit(a, b, "version", value=m.group("v"), text_value=m.group(0))
        if name == "engine_version":
            return Hit(m.start("v") - (1 if s[m.start("v") - 1:m.start("v")] in "vV" else 0), b, "version",
                       value=m.group("v"), text_value=m.group(0), name=m.group("eng"))
        if name == "setting":
            key = m.group("key").lower().replace("-", "_")
            key = {"bs": "batch_size", "batch": "batch_size"}.get(key, key)
            return Hit(a, b, "condition", value=m.group("val"), name=key)
        if name == "hw_count":
            return Hit(a, b, "condition", value=m.group("n"), name="gpus", text_value=m.group("hw"))
        return None

    @staticmethod
    def _month_of_weekday(day: Hit, weekday: int) -> None:
        """Move ``day`` (a day of an inferred month) to the nearest month, up to six away, in which it
        falls on ``weekday`` (0 = Monday): "friday the 2nd" written on 2026-09-28 is 2026-10-02."""
        d = dt.date.fromisoformat(str(day.low))
        for k in (0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6):
            months = d.year * 12 + d.month - 1 + k
            y, mo = divmod(months, 12)
            try:
                cand = dt.date(y, mo + 1, d.day)
            except ValueError:
                continue
            if cand.weekday() == weekday:
                day.value = day.low = cand.isoformat()
                day.high = (cand + dt.timedelta(days=1)).isoformat()
                return

    @staticmethod
    def weekday_names_early(g: dict) -> list[str]:
        """The English weekday names of ``g`` (grammar.yaml as a mapping), lower case."""
        return [str(k).lower() for k in g.get("weekday_names", {})]

    def _month_alone_hit(self, m: re.Match, s: str, doc_date: dt.date | None) -> Hit | None:
        """A month name without day or year ("in March", "this Jan", "last sept", "the month of May")
        as the month of the document's year, moved by the relative word's years; a date Hit, or
        None when no document date is known or the words around do not make the name a date: it
        needs a relative word, "month of", a word of month_alone_after before it, or to be a full
        name written with a capital (a lower-case "may"/"mar" needs "last"/"next" or "month of")."""
        if doc_date is None:
            return None
        mon, rel = m.group("mon"), m.group("rel")
        key = mon.lower().rstrip(".")
        if mon.islower() and key in self.month_alone_lowercase and not m.group("mof") \
                and not (rel and self.month_relatives[rel.lower()]):
            return None  # "this may take longer", "to mar": verbs
        if not (rel or m.group("mof") or self._REL_YEAR_AFTER.match(s, m.end())):
            before = re.search(r"([A-Za-z]+)[\s,]{1,3}$", s[max(0, m.start() - 24):m.start()])
            after_word = before is not None and before.group(1).lower() in self.month_alone_after
            full_capital = mon[0].isupper() and len(key) > 3 and key not in self.month_alone_lowercase
            if not (after_word and not (mon.islower() and key in self.month_alone_lowercase)) and not full_capital:
                return None
        year = doc_date.year + (self.month_relatives[rel.lower()] if rel else 0)
        hit = self._month_hit(m.start(), m.end(), m.group(0), year, self.months[key])
        hit.flags.append("year=inferred" if not rel else "relative")
        return hit

    def _en_duration_hit(self, m: re.Match) -> Hit | None:
        """A quantity Hit of an English duration written without a plain number ("for a year" = 1
        year, "half an hour" = 0.5 hour, "two and a half hours" = 2.5, "a fortnight" = 1 fortnight),
        or None when the number words do not make a number."""
        start = m.start()
        if m.group("u1"):
            unit, value, start = m.group("u1"), Decimal(1), m.start("art")
        elif m.group("u2"):
            unit, value = m.group("u2"), Decimal("0.5")
        else:
            n_text, unit = (m.group("n3"), m.group("u3")) if m.group("u3") else (m.group("n4"), m.group("u4"))
            if n_text.lower() in ("a", "an"):
                n = 1
            elif n_text[0].isdigit():
                n = Decimal(n_text)
            else:
                n = english_number(n_text, self.english_numbers, self.english_tens, self.english_scales)
            if n is None:
                return None
            value = Decimal(n) + Decimal("0.5")
        pint_unit = self.duration_words.get(unit.lower(), (unit.lower(), None))[0]
        return Hit(start, m.end(), "quantity", value=value, text_value=fmt_decimal(value), unit=unit, pint_unit=pint_unit,
                   flags=["en_duration_words"])

    def _relative_period_hit(self, m: re.Match, doc_date: dt.date) -> Hit | None:
        """去年 / next month / 去年5月, resolved against the document date."""
        text = m.group(0).lower()
        key = max((k for k in self.relative_periods if text.startswith(k.lower())), key=len, default=None)
        if key is None:
            return None
        unit, offset = self.relative_periods[key]
        num = lambda t: int(t) if t.isdigit() else chinese_number(t, self.digits, self.units_zh)
        if unit in ("week", "weekend"):
            if m.group("m") or m.group("m0") or m.group("d") or m.group("q") or \
                    _next_is_weekday_day(self, m.string, m.end()):
                return None  # "下周三" is a weekday (below), not the week
            if re.match(r"\s(?i:of)\s", m.string[m.end():m.end() + 4]):
                return None  # "the last week of July" is no week before the document's
            monday = doc_date - dt.timedelta(days=doc_date.weekday()) + dt.timedelta(days=7 * offset)
            first = monday + dt.timedelta(days=5) if unit == "weekend" else monday
            hit = Hit(m.start(), m.end(), "date", value=first.isoformat(), text_value=m.group(0), low=first.isoformat(),
                      high=(monday + dt.timedelta(days=7)).isoformat(), flags=[f"precision={unit}"])
        elif unit == "year":
            year = doc_date.year + offset
            if m.group("m") or m.group("m0"):
                month = num(m.group("m")) if m.group("m") else doc_date.month
                if m.group("d"):
                    hit = self._day_hit(m.start(), m.end(), m.group(0), year, month, num(m.group("d")))
                    if hit is None:
                        return None
                else:
                    hit = self._month_hit(m.start(), m.end(), m.group(0), year, month)
            elif m.group("q"):
                q = m.group("q")
                hit = self._quarter_hit(m.start(), m.end(), m.group(0), year, int(q) if q.isdigit() else self.digits[q])
            elif m.group("d"):
                return None  # "今年3日": no month
            else:
                hit = Hit(m.start(), m.end(), "date", value=f"{year:04d}", text_value=m.group(0),
                          low=dt.date(year, 1, 1).isoformat(), high=dt.date(year + 1, 1, 1).isoformat(),
                          flags=["precision=year"])
        else:
            if m.group("m") or m.group("m0") or m.group("q"):
                return None
            months = doc_date.year * 12 + doc_date.month - 1 + offset
            if m.group("d"):
                hit = self._day_hit(m.start(), m.end(), m.group(0), months // 12, months % 12 + 1, num(m.group("d")))
                if hit is None:
                    return None
            else:
                hit = self._month_hit(m.start(), m.end(), m.group(0), months // 12, months % 12 + 1)
        hit.flags.append("relative")
        return hit

    def _window_hit(self, m: re.Match, doc_date: dt.date) -> Hit | None:
        """过去十年 / 未来两天 / the past 3 weeks / next five days / within 2 weeks / past 48h: a window of
        N units ending at the document date (past), starting the day after it (future) or on it
        ("within"); N is 1 when not written in an English window ("the past month"); decades are ten
        years, hours whole days.  A date Hit with low/high as ISO dates, or None when N is not a number."""
        n_text, word = m.group("n"), m.group("w")
        if re.match(r"\s(?i:of)\s", m.string[m.end():m.end() + 4]):
            return None  # "the last week of July", "the first two weeks of": a part of another period
        if n_text is None:
            # "the past month" is one month; "过去年" is no window, nor "the next day" (after the story's day)
            n = 1 if word.isascii() and self.window_units[m.group("u").lower()] not in ("day", "hour") else None
        elif n_text.isdigit():
            n = int(n_text)
        elif n_text.isascii():
            n = english_number(n_text, self.english_numbers, self.english_tens, self.english_scales)
        else:
            n = chinese_number(n_text, self.digits, self.units_zh)
        if not n or n > 1000:
            return None
        unit = self.window_units[re.sub(r"\s+", "", m.group("u")).lower()]
        if unit == "decade":
            unit, n = "year", n * 10
        elif unit == "hour":
            if n % 24:
                return None  # "past 36 h" is no whole number of days
            unit, n = "day", n // 24
        sign = self.window_words[word.lower()]
        # past: up to the document date; future: from the day after it; "within": from the document date
        start = doc_date if sign <= 0 else doc_date + dt.timedelta(days=1)

        def shift(d: dt.date, k: int) -> dt.date:
            if unit in ("day", "week"):
                return d + dt.timedelta(days=k * (7 if unit == "week" else 1))
            months = d.year * 12 + d.month - 1 + k * (12 if unit == "year" else 1)
            y, mo = divmod(months, 12)
            return dt.date(y, mo + 1, min(d.day, calendar.monthrange(y, mo + 1)[1]))
        try:
            low, high = (shift(start, -n), start) if sign < 0 else (start, shift(start, n))
        except (ValueError, OverflowError):
            return None
        return Hit(m.start(), m.end(), "date", value=low.isoformat(), text_value=m.group(0), low=low.isoformat(),
                   high=high.isoformat(), flags=["relative", "window", f"precision={unit}"])

    def _weekday_hit(self, m: re.Match, doc_date: dt.date) -> Hit | None:
        """星期三 / 上周三 / last Friday: that weekday in the document date's week, moved by whole weeks."""
        off = m.group("off")
        weeks = self.weekday_offsets.get(off.lower(), 0) if off else 0
        if m.group("zd"):
            day = self.weekday_days[m.group("zd")]
        else:
            day = self.weekday_names[m.group("en").lower()]
        monday = doc_date - dt.timedelta(days=doc_date.weekday())
        d = monday + dt.timedelta(days=7 * weeks + day)
        return Hit(m.start(), m.end(), "date", value=d.isoformat(), text_value=m.group(0), low=d.isoformat(),
                   high=(d + dt.timedelta(days=1)).isoformat(), flags=["precision=day", "relative", "weekday"])

    def _quarter_hit(self, a, b, text, year, q) -> Hit:
        start = dt.date(year, 3 * q - 2, 1)
        end = dt.date(year + 1, 1, 1) if q == 4 else dt.date(year, 3 * q + 1, 1)
        return Hit(a, b, "date", value=f"{year}Q{q}", text_value=text, low=start.isoformat(),
                   high=end.isoformat(), flags=["precision=quarter"])

    def _day_hit(self, a, b, text, year, month, day, explicit_year=True) -> Hit | None:
        if not explicit_year and (month, day) == (2, 29) and not calendar.isleap(year):
            year -= year % 4  # "2月29日" without a year: the latest leap year up to the document's
            while not calendar.isleap(year):
                year -= 4
        try:
            d = dt.date(year, month, day)
        except ValueError:
            return None
        flags = ["precision=day"] + ([] if explicit_year else ["year=inferred"])
        return Hit(a, b, "date", value=d.isoformat(), text_value=text, low=d.isoformat(),
                   high=(d + dt.timedelta(days=1)).isoformat(), flags=flags)

    def _month_hit(self, a, b, text, year, month) -> Hit:
        last = calendar.monthrange(year, month)[1]
        start = dt.date(year, month, 1)
        end = start + dt.timedelta(days=last)
        return Hit(a, b, "date", value=f"{year:04d}-{month:02d}", text_value=text, low=start.isoformat(),
                   high=end.isoformat(), flags=["precision=month"])

    # -- quantities -----------------------------------------------------
    def _next_number(self, s: str, pos: int, taken: bytearray) -> re.Match | None:
        """The next quantity match at or after ``pos`` whose number starts on a free character.

        Only the first character of a run of digits is tried (a digit after a digit, a
        letter or a dot is no start), so a long run of digits costs one match: linear time.
        """
        for start_match in self._start.finditer(s, pos):
            start = start_match.start()
            if taken[start]:
                continue
            prev = s[start - 1] if start > 0 else ""
            if s[start] in "+-" and prev and prev in "xX×%倍":
                start += 1  # "2.2x-2.5x": the dash joins a range, the number starts after it
                prev = "-"
            elif s[start] == "-" and prev == "-" and not (start >= 2 and (s[start - 2].isascii() and s[start - 2].isalnum() or s[start - 2] == "^")):
                start += 1  # "--9": a dash of two characters before the number, not its sign
                prev = "-"
            same_unit = None
            if prev == "-" and start >= 2 and s[start - 2] in "xX×%倍":
                pass
            elif prev == "/" and (pm := self._slash_pair.search(s, max(0, start - 16), start - 1)):
                same_unit = pm.group(1)  # "7B/13B", "8GB/16GB": a second figure of the same unit
            elif prev in ".-" and s[max(0, start - 2):start] in ("..", "--"):
                pass  # "...9", "--9": an ellipsis or a dash written as two characters, not a decimal or a sign
            elif prev and ((prev.isascii() and (prev.isalnum() or prev in "._/-+$")) or prev in self._cn_set):
                continue
            m = self._qty.match(s, start)
            if not m or not (m.group("n1") or m.group("cn1") or m.group("en1") or m.group("mx") or m.group("sf")):
                continue
            if same_unit is not None and not s[m.start():m.end()].rstrip().endswith(same_unit):
                continue
            end = m.end()
            while end > start and any(taken[start:end]):
                # a unit or qualifier that runs into a protected span: keep the free prefix
                m = self._qty.match(s, start, end - 1)
                if not m or not (m.group("n1") or m.group("cn1") or m.group("en1") or m.group("mx") or m.group("sf")):
                    break
                end = m.end()
            if m and (m.group("n1") or m.group("cn1") or m.group("en1") or m.group("mx") or m.group("sf")) and not any(taken[start:m.end()]):
                return m
        return None

    def _quantity_hit(self, m: re.Match, s: str) -> Hit | None:
        gd = m.groupdict()
        qualifier = "="
        end = m.end()
        start = m.start()
        window = s[max(0, start - 16):start]
        for q, tail in self._pre_tail:
            pm = tail.search(window)
            if pm:
                qualifier = q
                start = start - (len(window) - pm.start())
                break
        for i, (q, _) in enumerate(self.post_qual):
            post_text = gd.get(f"post{i}")
            if post_text:
                if post_text == "+" and s[m.start(f"post{i}") - 1].isspace():
                    end = m.start(f"post{i}") - 1  # "9.83× + SMAC3": a plus sign, not "or more"
                    while end > m.start() and s[end - 1].isspace():
                        end -= 1
                    continue
                qualifier = q
        scale_word = gd.get("scalew") or gd.get("scalel") or gd.get("scalem")
        unit_text = None
        for key in ("ratio", "percent", "tenths", "compound", "simple", "count", "per", "attached"):
            if gd.get(key):
                unit_text = gd[key]
                unit_kind = key
                break
        if unit_text in self._name_plural_letters and gd.get("n1") and m.start(unit_kind) == m.end("n1"):
            # "Model 3s", "Channel 5s", "2018s best": a name's or a year's plural or possessive
            before = s[max(0, m.start("n1") - 24):m.start("n1")]
            if re.fullmatch(r"(?:1[6-9]|20)\d\d", gd["n1"]) or re.search(r"(?<![A-Za-z])[A-Z][a-z]+\s$", before):
                return None
        if unit_kind_is_attached := (unit_text is not None and unit_kind == "attached"):
            unit_kind = "simple"
        if gd.get("cn1"):
            value = chinese_number(gd["cn1"], self.digits, self.units_zh, self.points)
            if value is None:
                return None
            cn_start = m.start("cn1")
            if cn_start > 0 and s[cn_start - 1] in "第":
                return None
            if unit_text is not None and unit_kind == "count":
                if gd["cn1"] == "一":
                    return None  # 一个/一种/一条: idiom, not a count claim
                if gd["cn1"] + unit_text.strip() in self.count_idioms:
                    return None
            number = Decimal(value)
            text_value = gd["cn1"]
        elif gd.get("en1"):
            value = english_number(gd["en1"], self.english_numbers, self.english_tens, self.english_scales,
                                   self.english_fractions)
            if value is None:
                return None
            number = Decimal(value)
            text_value = gd["en1"]
        elif gd.get("sf"):
            den = int(gd["sfd"])
            if not den:
                return None
            number = Decimal(int(gd["sfn"])) / Decimal(den) + int(gd["sfw"] or 0)
            number = number.quantize(Decimal("1e-12")).normalize() if number.as_tuple().exponent < -12 else number
            text_value = fmt_decimal(number)
        elif gd.get("mx"):
            value = chinese_number(gd["mx"], self.digits, self.units_zh, self.points)
            if value is None:
                return None
            number = Decimal(value)
            text_value = gd["mx"]
        else:
            text_value = gd["n1"]
            number = to_decimal(text_value)
            if gd.get("exp") or gd.get("pow"):
                # 2e5, 1.2e-3 (scientific notation), 10^6 (a power)
                try:
                    number = number.scaleb(int(gd["exp"][1:])) if gd.get("exp") else number ** int(gd["pow"])
                except (ArithmeticError, ValueError):
                    return None
                number = number.quantize(Decimal("1e-12")).normalize() if number.as_tuple().exponent < -12 else number
                text_value = fmt_decimal(number)
        if gd.get("ynum"):
            # 三百五又三分之一 = 350 + 1/3
            parts = []
            for key in ("yden", "ynum"):
                t = gd[key].strip()
                parts.append(to_decimal(t) if t[0].isdigit() else chinese_number(t, self.digits, self.units_zh, self.points))
            if not parts[0] or parts[1] is None:
                return None
            number = Decimal(number) + Decimal(parts[1]) / Decimal(parts[0])
            text_value = fmt_decimal(number.quantize(Decimal("1e-12")).normalize())
        if gd.get("half") and unit_text is not None:
            number = Decimal(number) + Decimal("0.5")  # 一吨半 = 1.5 t, 三成半 = 35 %
            text_value = fmt_decimal(number)
        if gd.get("plus"):
            qualifier = ">="  # "16+ RPS", "2+倍"
        if gd.get("approx"):
            qualifier = self.approx_words[gd["approx"]]
        if gd.get("den"):
            # 二分之一 = 0.5, 16分之5 = 0.3125: a fraction, a bare number
            den = gd["den"].strip()
            den_value = chinese_number(den, self.digits, self.units_zh, self.points) if not den[0].isdigit() else to_decimal(den)
            if not den_value:
                return None
            if gd.get("fsign"):
                number = -number
            number = Decimal(number) / Decimal(den_value)
            text_value = fmt_decimal(number.quantize(Decimal("1e-12")).normalize() if number.as_tuple().exponent < -12 else number)
            if unit_text is None:
                if gd.get("sign") and gd["sign"] not in ("+", "±"):
                    number, text_value = -number, fmt_decimal(-Decimal(text_value))
                hit = Hit(m.start(), end, "number", value=number, text_value=text_value, qualifier=qualifier,
                          flags=["bare", "fraction", "zh_numeral"])
                return hit
        if gd.get("frac"):
            # 百分之五十 = 50 %, 千分之一 = 0.1 %
            number = number * 100 / self.fraction_bases[gd["frac"]]
            text_value = fmt_decimal(number)
            unit_text, unit_kind = "%", "percent"
        elif unit_text is not None and unit_kind == "tenths":
            # 三成 = 30 %, 九折 = 90 %, 五五折 = 55 %, 七成六 = 76 %
            if number == 10 and unit_text == "成":
                number = Decimal(100)  # 十成 = all of it
            elif number >= 10:
                # only two digits read one by one (五五折, 75折); 十折 is no price cut
                if not (unit_text == "折" and re.fullmatch(rf"[1-9{''.join(self.digits)}]{{2}}", text_value.replace(" ", ""))
                        and number < 100):
                    return None
            else:
                number = number * self.tenths_units[unit_text]
                if gd.get("tsub"):
                    t = gd["tsub"]
                    number += int(t) if t.isdigit() else self.digits[t]
            text_value = fmt_decimal(number)
            unit_kind = "percent"
        sign = gd.get("sign")
        if sign and sign not in ("+", "±"):
            number = -number
            text_value = "-" + text_value
        elif sign == "+":
            text_value = "+" + text_value
        if gd.get("n1"):
            text_value = re.sub(r"[,\s\u2009\u202f]", "", text_value)
        hit = Hit(start, end, "quantity", value=number, text_value=text_value, qualifier=qualifier)
        if gd.get("n2"):
            low, high = number, to_decimal(gd["n2"])
            if gd.get("sign2") == "-":
                high = -high
            if high < low:  # "20-30" read as a range only when ordered
                low, high = high, low
            hit.low, hit.high = low, high
        factor = None
        if scale_word:
            factor = self.currency_scales.get(scale_word.rstrip("n")) if gd.get("scalem") else self.scales.get(scale_word)
            hit.scale = factor
            hit.flags.append(f"scale={scale_word}")
        if factor is not None:
            hit.value = hit.value * factor  # low/high stay as written (the claim's "value" is too)
            if scale_word in ("K", "k"):
                hit.alternatives.append(number * 1024)
        currency = None
        if gd.get("money"):
            currency = self.currency_prefixes.get(re.sub(r"\s+", " ", gd["money"]), "dollar")
            hit.unit, hit.pint_unit = gd["money"].strip(), currency
        if (gd.get("cn1") or gd.get("mx")) and unit_text is None and not gd.get("money"):
            if gd.get("cn1") and not scale_word and not gd.get("ynum") and not self._numeral_alone(gd["cn1"], s, m.start("cn1"), m.end("cn1")):
                return None  # 四川, 收拾, 九九: a word with a numeral character in it
            hit.kind = "number"  # a Chinese numeral alone: a claim only when bare numbers are asked for
            hit.flags += ["bare", "zh_numeral"]
            return hit
        if unit_text is None and not gd.get("money") and scale_word not in ("B", "bn") and \
                (noun := self._count_noun(s, m.start(), end, pre_qualified=start < m.start())):
            # "13000 workers", "five tested datasets", "4K lines": a count of that noun
            hit.kind, hit.end, hit.unit = "count", noun[0], noun[1]
            hit.flags.append("noun_count")
            return hit
        if gd.get("en1") and unit_text is None and not gd.get("money"):
            hit.kind = "number"  # English number words alone: likewise
            hit.flags += ["bare", "en_words"]
            return hit
        if unit_text is None:
            if gd.get("money"):
                return hit
            if scale_word in ("B", "bn") and not gd.get("money"):
                hit.unit, hit.pint_unit = scale_word, "parameter"
                hit.flags.append("model_size")
                return hit
            if scale_word:
                hit.kind = "count"
                hit.flags.append("bare_scaled")
                return hit
            hit.kind = "number"  # a bare number: a claim only in a table column or after a metric word
            hit.flags.append("bare")
            return hit
        hit.unit = unit_text.strip()
        if unit_kind == "ratio":
            hit.kind = "ratio"
            hit.unit = "×" if hit.unit in ("x", "X", "×") else hit.unit
            if hit.unit == "x" and re.match(r"\s?[A-Za-z]", s[end:end + 2]):
                return None
        elif unit_kind == "percent":
            hit.kind = "percent"
            if re.fullmatch(rf"[{_CJK}\s]+", hit.unit):
                hit.unit = re.sub(r"\s+", "", hit.unit)  # "个 百 分 点" is 个百分点
            if hit.unit in self.points_units:
                hit.flags.append("points")
        elif unit_kind == "count" and scale_word in ("B", "bn") and hit.unit in self.model_nouns:
            # "the 70B models", "70B 模型": sizes of models, not a count of seventy billion models
            sized = re.match(r".*?\d\s?(?:B|bn)(?![A-Za-z])", s[start:end])
            if sized:
                hit.end = start + sized.end()  # the claim is the size; the noun stays outside
            hit.unit, hit.pint_unit = scale_word, "parameter"
            hit.flags.append("model_size")
        elif unit_kind == "count":
            hit.kind = "count"
        elif unit_kind == "per":
            if not gd.get("money"):
                return None
            hit.unit = gd["money"].strip() + ("" if unit_text.strip().startswith("/") else " ") + unit_text.strip()
            per = self._per_lead.sub("", unit_text).strip()
            per = self._spelled_unit(per)
            per = re.sub(r"^1\s?[Mm]\s?", "1e6 * ", per)
            per = re.sub(r"^1\s?[Kk]\s?", "1e3 * ", per)
            hit.pint_unit = f"{currency} / ({per})"
        else:
            hit.pint_unit = self._per_mid.sub("/", self._spelled_unit(unit_text.strip()))
            hit.pint_unit = re.sub(r"/\s?1\s?M\s?", "/ 1e6 ", hit.pint_unit)
            hit.pint_unit = re.sub(r"/\s?1\s?K\s?", "/ 1e3 ", hit.pint_unit)
            if gd.get("money"):
                hit.pint_unit = f"{currency} / " + hit.pint_unit
        # direction of a change, from the words around the number
        if hit.kind in ("percent", "ratio") and "points" not in hit.flags:
            self._direction(hit, s)
        return hit

    def _spelled_unit(self, unit_text: str) -> str:
        """``unit_text`` with every unit written in words ("square miles", "pound-feet") put back
        as the alias of the units file ("square_miles", "pound_feet"); other text unchanged."""
        if self._spelled_re is None:
            return unit_text
        return self._spelled_re.sub(lambda m: self._spelled_units[m.group()], unit_text)

    def _count_noun(self, s: str, num_start: int, end: int, pre_qualified: bool = False) -> tuple[int, str] | None:
        """(end, noun) when an English plural noun follows the number at ``end`` ("13000 workers",
        "five tested datasets"), else None.  Not after a capitalised name ("Llama 3 supports",
        "Game 2 was": the number belongs to the name) nor after a year-like number ("2019 sales")."""
        m = self._noun_after.match(s, end)
        if not m:
            m = self._noun_hyphen.match(s, end)
            before = s[max(0, num_start - 8):num_start]
            if not m or m.group("noun") in self._not_count_hyphen or not s[num_start:end].replace(",", "").strip("0 ").isdigit() \
                    or (before and (before[-1].isalnum() or before[-1] in "-_.")) \
                    or re.search(r"\d\s+$", before):
                return None  # "v0 1 0-chart", "top-5-ranked": not a count
        mod, noun = m.group("mod"), m.group("noun")
        if mod and (mod.lower() in self._noun_stop or mod.endswith("s")):
            m = self._noun_alone.match(s, end)  # "19 fouls proves": the plural is the noun
            if not m:
                return None
            mod, noun = None, m.group("noun")
        if noun.lower() in self._noun_stop:
            return None
        if self._unit_words_re.fullmatch(noun) or (mod and self._unit_words_re.fullmatch(mod)):
            return None
        number = s[num_start:end]
        if re.fullmatch(r"(?:1[6-9]|20)\d\d", number.strip()):
            return None  # a year: "2019 sales", "in 2025 models"
        if not pre_qualified:
            pw = re.search(r"([A-Za-z][\w\-]*)\s?$", s[max(0, num_start - 30):num_start])
            if pw and not pw.group(1).islower() and pw.group(1).lower() not in self._noun_stop \
                    and pw.group(1).lower() not in self._capital_ok:
                return None
        return m.end(), noun

    def _cn_prefix_match(self, s: str, m: re.Match) -> re.Match | None:
        """The quantity match ending after the longest well-formed prefix of ``m``'s Chinese
        numeral (``cn1``), or None.  The numeral is at most 41 characters: bounded work."""
        cn = m.group("cn1")
        for cut in range(len(cn) - 1, 0, -1):
            if cn[cut - 1] == " " or not any(ch in self.units_zh for ch in cn[:cut]) \
                    or chinese_number(cn[:cut], self.digits, self.units_zh, self.points) is None:
                continue  # only a numeral with a unit character: "二三十" (20-30) is no "二三"
            m2 = self._qty.match(s, m.start(), m.start("cn1") + cut)
            if m2 is not None and m2.group("cn1"):
                return m2
            return None
        return None

    def _numeral_alone(self, numeral: str, s: str, start: int, end: int) -> bool:
        """True when a Chinese numeral without unit reads as a number, not as part of a word:
        financial characters (壹, 拾, 伍) and single common ones (四川, 一看) only in a longer
        numeral or standing apart; digit-by-digit runs (九九, 两两) only as years (二〇二六)."""
        chars = numeral.replace(" ", "")
        cjk = lambda ch: bool(ch) and "\u3400" <= ch <= "\u9fff"
        if len(chars) == 1:
            before, after = s[start - 1:start] if start else "", s[end:end + 1]
            if after in self.measure_words and (not cjk(before) or (chars in self._common_numerals and before not in self._cn_set)):
                return True  # 一只, 袜子五双: a numeral and its measure word
            # "答案是四不是五", "排名前三的": a numeral between words that mark it off
            return (not cjk(before) or before in self._alone_after) and (not cjk(after) or after in self._alone_before)
        if all(ch in self.digits for ch in chars) and len(chars) < 4:
            return False
        return True

    def _direction(self, hit: Hit, s: str) -> None:
        """Set ``hit.direction`` from change words within a few characters of the number."""
        before = s[max(0, hit.start - 16):hit.start]
        after = s[hit.end:hit.end + 24]
        # stop the window at the previous/next number or clause break so words of other
        # claims do not leak in
        before = re.split(r"[\d，,；;。()（）]", before)[-1]
        after = re.split(r"[\d，,；;。()（）]", after)[0]
        best = None
        for direction, pattern in (("up", self.change_up), ("down", self.change_down)):
            for m in re.finditer(pattern, before):
                dist = len(before) - m.end()
                if best is None or dist < best[0]:
                    best = (dist, direction, "before", m.group(0))
            m = re.search(pattern, after)
            if m:
                dist = m.start()
                if best is None or dist < best[0]:
                    best = (dist, direction, "after", m.group(0))
        if best is None:
            if hit.kind == "percent" and hit.value is not None and str(hit.text_value).startswith(("+", "-")):
                hit.direction = "up" if not str(hit.text_value).startswith("-") else "down"
                hit.flags.append("signed_change")
            return
        hit.direction = best[1]
        hit.flags.append(f"change_word={best[3]}")
        if hit.kind == "ratio" and best[2] == "before" and re.search(self.ambiguous_before + r"\s?$", before):
            if hit.unit == "倍":
                hit.flags.append("ambiguous_multiplier")
                hit.alternatives.append(hit.value + 1)
