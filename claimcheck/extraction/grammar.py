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

from claimcheck.extraction import dates, durations, periods, protected
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.numbers import chinese_number, english_number, to_decimal
from claimcheck.extraction.patterns import (_CJK, _DIGIT, _EMPHASIS, _FILE_EXT, _FULLWIDTH, AND, BETWEEN, NUMBER,
                                            RANGE_BETWEEN, Pieces, _alt, _alt_spaced, _unnamed, _words_gate)
from claimcheck.model import fmt_decimal

#: names importable from here; ``Hit``, ``_alt``, ``NUMBER``, ``_CJK``, ``to_decimal``,
#: ``chinese_number`` and ``english_number`` are re-exports of their homes
#: (:mod:`~claimcheck.extraction.hit`, :mod:`~claimcheck.extraction.patterns`,
#: :mod:`~claimcheck.extraction.numbers`) for the modules that import them from the grammar
__all__ = ["Grammar", "Hit", "NUMBER", "_CJK", "_alt", "chinese_number", "english_number", "to_decimal"]


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
        dates.build_date_words(self, g)
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
        # a count of units in English words ("the last two decades", "two and a half hours")
        en_ones = "|".join(sorted((w for w, v in self.english_numbers.items() if v), key=len, reverse=True))
        en_tens = "|".join(sorted(self.english_tens, key=len, reverse=True)) or "(?!)"
        en_n = rf"(?:{en_tens})(?:[\s-](?:{en_ones}))?(?![A-Za-z])|(?:{en_ones})(?![A-Za-z])" if en_ones else "(?!)"
        # protected spans, periods and durations: built by their recogniser modules
        p = Pieces(unit_alone=unit_alone, classifiers=classifiers, en_n=en_n)
        protected.build_protected(self, g, p, engine_names, hardware_names)  # sets _gates
        periods.build_periods(self, g, p)
        durations.build_durations(self, g, p)
        # "millions of users", "tens of thousands of dollars"
        self.magnitude_plurals = {str(k).lower(): Decimal(str(v)) for k, v in g.get("magnitude_plurals", {}).items()}
        self.magnitude_multipliers = {str(k).lower(): Decimal(str(v)) for k, v in g.get("magnitude_multipliers", {}).items()}
        self._magnitude = re.compile(
            rf"(?i:(?<![A-Za-z])(?:(?P<mult>{'|'.join(self.magnitude_multipliers) or '(?!)'})\sof\s)?"
            rf"(?P<mag>{'|'.join(self.magnitude_plurals) or '(?!)'})\sof\s)(?P<noun>[a-z]+(?:-[a-z]+)*)")
        # "over a year", "about an hour"
        en_quals = [(q, [w for w in map(str, words) if w[0].isascii() and w[0].isalpha()])
                    for q, words in g["qualifiers_before"].items()]
        self._article_one = re.compile(
            rf"(?P<q>{_alt([w for _, ws in en_quals for w in ws])})\s(?P<a>{_alt(g.get('article_one', []))})\s"
            rf"(?P<u>{_alt([u for u in unit_alone if u.isascii() and len(u) > 2])})")
        self._en_qual_of = {w.lower(): q for q, ws in en_quals for w in ws}
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
            "article_one": re.compile(rf"\s{_alt(g.get('article_one', []))}\s"),
            "magnitude": _words_gate(self.magnitude_plurals, re.IGNORECASE),
            "en_count": re.compile(rf"\s{classifiers}", re.I),
        })

    weekday_names_early = staticmethod(dates.weekday_names_early)

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
                hit = periods.relative_period_hit(self, m, doc_date)
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
                hit = protected.protected_hit(self, name, m, s, doc_date)
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
            for m in self._window.finditer(s):
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
        return self._value_ranges(periods.date_ranges(self, durations.compound_durations(self, self._spaced_tenths(hits, s), s), s), s)

    _RANGE_BETWEEN, _BETWEEN, _AND = RANGE_BETWEEN, BETWEEN, AND  # shared with the date ranges (patterns.py)
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
