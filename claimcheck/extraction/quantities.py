"""Quantities: a number with its scale word, unit, qualifiers and range ("约 1.5 万 tok/s",
"$14.95 a month", "20-30 ms", "三成", "12千米"), found from the start of each number.

Unit spellings come from the unit registry (names, symbols, aliases); the other words from
``rules/grammar.yaml`` (``count_classifiers``, ``scale_words``, ``currency_prefixes``,
``tenths_percent_units``, ``frame_words.per_words``, ``per_articles``, ``single_letter_units``,
``not_units`` …).  The number pieces come from :mod:`claimcheck.extraction.numbers`.
"""
from __future__ import annotations

import copy
import re
import unicodedata
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.counts import count_noun
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.literals import first_class as begin_class
from claimcheck.extraction.numbers import chinese_number, english_number, numeral_alone, to_decimal
from claimcheck.extraction.patterns import NUMBER, VULGAR_FRACTIONS, Pieces, number_digits, _alt, _alt_spaced, _CJK, _unnamed, word_alt, word_alt_ci
from claimcheck.extraction.ratios import direction
from claimcheck.model import fmt_decimal

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar


def build_count_words(g: Grammar, data: dict) -> None:
    """Set the word tables of quantities on ``g`` from ``data`` (grammar.yaml):
    ``count_classifiers`` (list), ``points_units`` / ``count_idioms`` / ``idiom_numerals`` / ``model_nouns`` (sets),
    ``fraction_bases`` (百分 → 100), ``tenths_units`` (成/折 → 10), ``currency_prefixes`` (prefix →
    pint currency), ``currency_scales`` (letter → Decimal factor), ``approx_words`` (scale word →
    qualifier), ``_one_pronoun`` (the words after which a lone "one" is a pronoun),
    ``_ordinal_after_tens`` (a hyphen and an ordinal after a tens word: "twenty-first")."""
    g.count_classifiers = [str(c) for c in data["count_classifiers"]]
    g.points_units = {str(u) for u in data["points_units"]}
    g.count_idioms = {str(w) for w in data.get("count_idioms", [])}
    g.idiom_numerals = {str(w) for w in data.get("idiom_numerals", [])}
    g.fraction_bases = {str(k): int(v) for k, v in data.get("fraction_percent_bases", {}).items()}
    g.tenths_units = {str(k): int(v) for k, v in data.get("tenths_percent_units", {}).items()}
    g.currency_prefixes = {str(k): str(v) for k, v in data.get("currency_prefixes", {}).items()}
    g.currency_scales = {str(k): Decimal(str(v)) for k, v in data.get("currency_scale_letters", {}).items()}
    g.approx_words = {str(k): str(v) for k, v in data.get("approximate_scale_words", {}).items()}
    ordinals = sorted({*(str(k).lower() for k in data.get("english_compound_ordinals", {})),
                       *(str(k).lower() for k, v in data.get("english_fractions", {}).items() if int(v) <= 9)},
                      key=len, reverse=True)
    g._ordinal_after_tens = re.compile(rf"(?i:\s?-\s?(?:{'|'.join(ordinals) or '(?!)'})(?![A-Za-z]))")
    pronoun_after = sorted({str(w).lower() for w in data.get("one_pronoun_after", [])}, key=len, reverse=True)
    g._one_pronoun = (re.compile(rf"(?i:(?<![A-Za-z])(?:{'|'.join(map(re.escape, pronoun_after))})\s{{1,3}})$")
                      if pronoun_after else None)
    #: "三五倍", "二三十毫秒": pairs of neighbouring digits that make an approximate range
    g.adjacent_pairs = {str(w) for w in data.get("adjacent_numerals", [])}
    #: "几十 GB": a numeral after these characters is vague, no value
    g.vague_before_numeral = {str(w) for w in data.get("vague_numeral_before", [])}
    #: count nouns that, after a size in billions, name models ("70B models", "7B 模型")
    g.model_nouns = set(map(str, data.get("model_nouns", [])))
    #: a counted noun right after a size in billions ("86B samples seen", "32B 样本"): a count of
    #: that noun, not a model size (``scale_letter_nouns``)
    counted = data.get("scale_letter_nouns") or []
    g._billion_noun = re.compile(rf"\s?(?P<noun>{_alt(counted)})(?![A-Za-z])") if counted else None


def build_units(g: Grammar, data: dict, unit_spellings, p: Pieces) -> None:
    """Build the unit and scale patterns: set ``_spelled_units`` / ``_spelled_re`` (units written
    in words, and unit words of five letters or more capitalised), ``_per_lead`` / ``_per_mid`` (rate words), ``ratio_units`` / ``percent_units``,
    ``_unit`` (the unit alternation; completed by :func:`build_quantity_pattern`) and ``_scale``
    on ``g``, and ``unit_alone``, ``unit_any``, ``attached``, ``classifiers``, ``money_prefix``,
    ``post``, ``seps`` on ``p``.  ``unit_spellings``: every spelling of the unit registry.
    Needs :func:`build_count_words`, the number words and the qualifiers."""
    # spellings of units: single ASCII letters only where grammar allows them alone;
    # other single letters ("m" metre) only written right after the number ("250m")
    never = {str(u) for u in data.get("not_units", [])}
    unit_spellings = [u for u in unit_spellings if u not in never]
    # an alias written with "_" in the units files ("square_miles", "Australian_dollars",
    # "pound_feet") stands in text with a space or a hyphen ("311 square miles", "275
    # pound-feet"); the written form maps back to the alias pint knows
    g._spelled_units: dict[str, str] = {}
    for u in unit_spellings:
        if "_" in u.strip("_") and u.replace("_", "").lstrip("°").isalpha():
            for sep in (" ", "-"):
                g._spelled_units.setdefault(u.replace("_", sep), u)
        if u.isascii() and u.isalpha() and u.islower() and len(u) >= 5:
            # "10 Kilometers", "2 Picometers": a unit word of five letters or more with a capital
            g._spelled_units.setdefault(u.capitalize(), u)
    unit_spellings = [*unit_spellings, *g._spelled_units]
    g._spelled_re = re.compile(_alt(g._spelled_units)) if g._spelled_units else None
    # words that make a rate of two units or of money and a unit: "per" / "每" always,
    # "a" / "an" only before a unit word of three letters or more ("$14.95 a month",
    # "800,000 barrels a day"), never before a lone letter
    frame_words = data.get("frame_words") or {}
    per_words = [str(w) for w in frame_words.get("per_words", ["per", "每"])]
    per_articles = [str(w) for w in data.get("per_articles", [])]
    single_ok = {str(u) for u in data.get("single_letter_units", ["s", "h", "d"])}
    single = [u for u in unit_spellings if len(u) == 1 and u.isascii() and u.isalpha() and u not in single_ok]
    # things counted ("pages", "docs", "页") are units only as a rate's numerator ("3 pages/s"): never
    # a unit alone, so "3 pages" stays a count and "vLLM 0.6.3 docs", "PyPI msgpack 1.2.4 页面" stay
    # versions (grammar.yaml rate_only_units)
    rate_only = {str(u) for u in data.get("rate_only_units", [])}
    unit_alone = [u for u in unit_spellings if u not in single and u not in rate_only]
    unit_any = list(unit_spellings)
    simple_alone = _alt(unit_alone)
    simple_any = _alt(unit_any)
    attached = _alt([u for u in single if u not in ("t", "B", "G")])  # tokens/bytes stay as they were
    long_unit = _alt([u for u in unit_alone if len(u) > 2])
    per_ascii = [w for w in per_words if w.isascii()]
    per_cjk = [w for w in per_words if not w.isascii()]
    # "每百万 tokens 2 元", "每 1000 tokens": a number right after 每 is a rate's denominator
    g._per_before = frozenset(w for w in per_cjk if len(w) == 1)
    not_before = data.get("per_article_not_before") or []
    not_time_back = rf"(?![A-Za-z]+\s{_alt(not_before)})" if not_before else ""
    article_per = rf"\s{_alt(per_articles)}\s(?={long_unit}){not_time_back}" if per_articles else "(?!)"
    per_word = (rf"/|\s?{_alt(per_ascii)}\s|{article_per}" + (f"|{_alt(per_cjk)}" if per_cjk else ""))
    # "$0.25 / 1M input tokens", "¥2.40/百万 tokens", "元/千 tokens": a scale and a word that
    # names which tokens between the rate word and the unit (per_scales, per_unit_modifiers)
    g.per_scales = {str(k): Decimal(str(v)) for k, v in data.get("per_scales", {}).items()}
    per_scale = rf"(?:1\s?[MKk](?![A-Za-z])|{_alt(g.per_scales)})" if g.per_scales else r"1\s?[MKk](?![A-Za-z])"
    per_mod = _alt(data.get("per_unit_modifiers", []))
    per_more = rf"(?:{per_scale}\s?)?(?:{per_mod}\s?)?"
    g._per_scale_lead = re.compile(rf"^(?P<sc>{per_scale})\s?(?:{per_mod}\s?)?|^(?:{per_mod}\s?)")
    #: the same words before a rate ("52.3k input tokens per second", "22.3k output tok/s"):
    #: which tokens the rate counts (a phase the frames read), not part of the unit
    g._unit_mod = re.compile(rf"^(?:{per_mod})\s") if data.get("per_unit_modifiers") else None
    compound = rf"{simple_any}\s?(?:/|\s?{_alt(per_ascii)}\s|{article_per})\s?{per_more}{simple_any}"
    #: the rate word at the start of a "per" unit ("/", "per ", "每", " a ") and inside a
    #: compound one ("tokens per second", "barrels a day"), for the pint expression
    g._per_lead = re.compile(rf"^(?:{per_word})\s?")
    g._per_mid = re.compile(rf"\s?{_alt(per_ascii)}\s|{article_per}")
    money_prefix = "|".join(re.escape(p).replace(r"\ ", r"\s?") + (r"(?![A-Za-z])" if p[-1].isascii() and p[-1].isalpha() else "")
                            for p in sorted(g.currency_prefixes, key=len, reverse=True)) or r"\$"
    g.ratio_units = "|".join([_alt(data["ratio_units"]), *[f"(?:{p})" for p in data.get("ratio_unit_patterns") or []]])
    g.percent_units = _alt_spaced(data["percent_units"])
    classifiers = _alt(g.count_classifiers)
    not_tenths = _alt(data.get("tenths_percent_not_before", []))
    tenths = "|".join(map(re.escape, g.tenths_units)) or "(?!)"
    g._unit = (rf"(?P<ratio>{g.ratio_units})|(?P<percent>{g.percent_units})"
               rf"|(?P<tenths>(?:{tenths})(?!{not_tenths}))(?:(?<=成)\s?(?P<tsub>[1-9{''.join(d for d, v in g.digits.items() if 0 < v < 10)}])"
               rf"(?![\d.{''.join(g.digits)}{''.join(g.units_zh)}]|\s?[月日号年天周个點点]))?"
               rf"|(?P<compound>(?:(?:{per_mod})\s)?{compound})|(?P<simple>{simple_alone})|(?P<count>{classifiers})"
               rf"|(?P<per>(?:{per_word})\s?{per_more}{simple_any})")
    scale_words = [w for w in g.scales if not (len(w) <= 2 and w.isascii())]
    scale_letters = [w for w in g.scales if len(w) <= 2 and w.isascii()]
    # a scale word that begins a unit is the unit ("12千米" is 12 km, not 12000 米)
    unit_rests = {u[len(w):] for w in scale_words for u in unit_any if u.startswith(w) and len(u) > len(w)}
    not_unit = rf"(?!{_alt(unit_rests, ascii_boundary=False)})" if unit_rests else ""
    cur_scales = "|".join(map(re.escape, g.currency_scales)) or "(?!)"
    # "2.7m tokens": a currency scale letter glued to a number before a noun of scale_letter_nouns
    nouns = _alt(data.get("scale_letter_nouns") or []) if data.get("scale_letter_nouns") else "(?!)"
    approx = "|".join(map(re.escape, g.approx_words)) or "(?!)"
    g._scale = (rf"(?:\s{{0,2}}(?:(?P<approx>{approx})\s?)?(?P<scalew>{_alt(scale_words)}){not_unit}"
                # "2.33 k tok/s": a thousand / million letter after one space, only before a token,
                # request or counted unit of scale_letter_nouns (a lone "k" elsewhere is no scale;
                # a spaced "B" stays unread: "8 B people" is no model size)
                rf"|(?:(?<=\d)\s(?=[kKM]\s(?:tok(?:en)?s?/s|{nouns})(?![A-Za-z])))?"
                rf"(?P<scalel>{'|'.join(map(re.escape, sorted(scale_letters, key=len, reverse=True)))})(?![A-Za-z])"
                rf"|(?<=\d)(?P<scalen>{cur_scales})(?=\s{{1,2}}{nouns}(?![A-Za-z]))"
                rf"|(?(money)(?P<scalem>(?:{cur_scales})n?)(?![A-Za-z])|(?!)))")
    post = "|".join(f"(?P<post{i}>{alt})" for i, (_, alt) in enumerate(g.post_qual))
    seps = "|".join(re.escape(s) for s in sorted(data["range_separators"], key=len, reverse=True) if s.strip())
    p.unit_alone, p.unit_any, p.attached, p.classifiers = unit_alone, unit_any, attached, classifiers
    p.money_prefix, p.post, p.seps = money_prefix, post, seps


def build_quantity_pattern(g: Grammar, data: dict, p: Pieces) -> None:
    """Compile the quantity pattern ``_qty`` (money, sign, fraction, number, range, scale, unit,
    qualifier after), the start-of-number pattern ``_start``, ``_pre_tail`` (qualifiers before),
    ``_slash_pair`` and ``_cn_set`` on ``g``, from the pieces of :func:`build_units` and
    :func:`claimcheck.extraction.numbers.build_number_pattern`."""
    unit_any, attached, money_prefix, post, seps = p.unit_any, p.attached, p.money_prefix, p.post, p.seps
    sign, fraction, number, mixed_fraction = p.sign, p.fraction, p.number, p.mixed_fraction
    cn_chars, neg, ones, tens, fracs, w = p.cn_chars, p.neg, p.ones, p.tens, p.fracs, word_alt_ci
    approx = "|".join(map(re.escape, g.approx_words)) or "(?!)"
    # the first characters any unit or scale can start with: a cheap lookahead that
    # fails fast before the long alternations are tried (most numbers have no unit)
    firsts = {w[0] for w in [*unit_any, *data["ratio_units"], *data["percent_units"], *g.count_classifiers,
                             *g.scales, *g.tenths_units, "/", "每"] if str(w)}
    first_class = "[" + "".join(re.escape(c) for c in sorted(firsts)) + "]"
    # a spaced CJK percent word may stand after several spaces ("六   个 百 分点")
    spaced_firsts = {str(w)[0] for w in data["percent_units"] if len(str(w)) > 1 and not str(w).isascii()}
    spaced = rf"|\s{{2,4}}[{''.join(sorted(spaced_firsts))}]" if spaced_firsts else ""
    g._unit = rf"(?=\s?{first_class}|\s[^\s]{spaced})(?:{g._unit}|(?<=\d)(?P<attached>{attached}))"
    g._qty = re.compile(
        rf"(?:(?P<money>{money_prefix})\s?)?{sign}?{fraction}?(?:{number}){mixed_fraction}(?P<plus>\+(?![\d+]))?"
        # "20余家", "十几倍", "百余个": an approximation word between a number and its unit or classifier
        # (not before a scale word: "二十几万", "五百余万" are read with the scale, as approximate_scale_words say)
        rf"(?:\s?(?P<approxu>{approx})(?=\s?[{_CJK}A-Za-z%])(?!\s?(?:{_unnamed(g._scale)})))?"
        rf"(?:\s?(?P<sep>{seps}|to|至|到)\s?(?P<sign2>[+\-])?(?P<n2>{NUMBER})(?=\s?(?:{_unnamed(g._scale)})?\s?(?:{_unnamed(g._unit)})))?"
        # a unit word may be joined by a hyphen, as an adjective: "a 6.1-inch screen",
        # "the 65-year-old", "a 3-token draft" (two letters at least: not "3-D", "5-s")
        # a unit of two letters or more may stand in brackets: "20 (kg)", "20 [kg]" (the bracket closes it)
        rf"(?:{g._scale})?(?:(?:\s?|-(?=[A-Za-z]{{2}})|(?P<ubr>\s?[(\[{{<](?=[^\W\d_]{{2}})))(?:{g._unit})(?(ubr)[)\]}}>])(?P<half>半(?![{_CJK}])|(?<=[年月天时時头頭期周週])半(?!{_alt(data.get('half_not_before', []))}))?)?(?:\s?(?:{post}))?"
    )
    g._cn_set = set(cn_chars)
    g._slash_pair = re.compile(r"(?<![\w.])\d+(?:\.\d+)?([A-Za-z]{1,3})$")
    # each optional part behind a lookahead of the characters it begins with (exact: implied by
    # the part), so a position where it cannot begin skips its branches at once
    ahead = lambda part: f"(?={begin_class(part)})" if begin_class(part) else ""
    money, signed = rf"(?:{money_prefix})", rf"(?:[+\-±]|(?i:{neg}))"
    words = (rf"(?i:(?<![A-Za-z\-]){w(ones + tens)}|a\shundred|a\s{{1,3}}{w(fracs)}|{w(fracs)}(?=\s{{1,3}}(?:of\s{{1,3}})?(?:a\s{{1,3}})?{w(p.big)})"
             rf"|a(?=\s{{1,3}}{w(p.big)}|\s{{1,3}}{w(tens)}\s?-))")
    start = rf"(?:{ahead(money)}{money}\s?)?(?:{ahead(signed)}{signed})?(?:\d|(?<![\d.])\.\d|[{cn_chars}{VULGAR_FRACTIONS}]|{ahead(words)}{words})"
    # the same pattern written plainly (no lookaheads, words not grouped): the reference the
    # tests compare ``_start`` with (tests/test_regex_speedups.py)
    wp = word_alt
    g._start_plain = (rf"(?:{money}\s?)?{signed}?(?:\d|(?<![\d.])\.\d|[{cn_chars}{VULGAR_FRACTIONS}]|(?i:(?<![A-Za-z\-]){wp(ones + tens)}"
                      rf"|a\shundred|a\s{{1,3}}{wp(fracs)}|{wp(fracs)}(?=\s{{1,3}}(?:of\s{{1,3}})?(?:a\s{{1,3}})?{wp(p.big)})"
                      rf"|a(?=\s{{1,3}}{wp(p.big)}|\s{{1,3}}{wp(tens)}\s?-)))")
    # searched at every position of every segment: the characters a number can begin with,
    # looked ahead first, make the other positions fail at once (same matches)
    first = begin_class(start)
    g._start = re.compile(rf"(?={first}){start}" if first else start)
    # "超过了 90%": a 了 may stand between the word and its number
    # English words also at the start of a sentence: "Fewer than 5%", "About 1,500 users"
    g._pre_tail = [(q, re.compile(alt + r"(?:\s?了)?\s{0,4}$", re.IGNORECASE)) for q, alt in g.pre_qual]
    # "至少提升 20%", "最多降低 30%": a change word between the bound and its figure (the bound is
    # the figure's; the change word stays outside the surface, for the direction)
    change = rf"\s?(?:{g.change_up}|{g.change_down})(?:\s?了)?\s{{0,4}}$"
    g._pre_change_tail = [(q, re.compile(alt + change, re.IGNORECASE)) for q, alt in g.pre_qual]
    # "上千条", "上万次": a word right before a bare scale numeral → a bound of that order
    g.scale_bounds = {str(k): str(v) for k, v in data.get("scale_numeral_bounds", {}).items()}
    g.scale_numerals = {ch for ch, v in g.units_zh.items() if v >= 100}


def build_article_one(g: Grammar, data: dict, p: Pieces) -> None:
    """Compile ``_article_one`` ("over a year", "about an hour": a qualifier, an article, a unit
    of three letters or more) and ``_en_qual_of`` (English qualifier word → qualifier), and add
    its gate; words of ``qualifiers_before`` and ``article_one`` (grammar.yaml)."""
    unit_alone = p.unit_alone
    # "over a year", "about an hour"
    en_quals = [(q, [w for w in map(str, words) if w[0].isascii() and w[0].isalpha()])
                for q, words in data["qualifiers_before"].items()]
    g._article_one = re.compile(
        rf"(?P<q>{_alt([w for _, ws in en_quals for w in ws])})\s(?P<a>{_alt(data.get('article_one', []))})\s"
        rf"(?P<u>{_alt([u for u in unit_alone if u.isascii() and len(u) > 2])})")
    g._en_qual_of = {w.lower(): q for q, ws in en_quals for w in ws}
    g._gates["article_one"] = re.compile(rf"\s{_alt(data.get('article_one', []))}\s")


def next_number(g: Grammar, s: str, pos: int, taken: bytearray) -> re.Match | None:
    """The next quantity match at or after ``pos`` whose number starts on a free character.

    Only the first character of a run of digits is tried (a digit after a digit, a
    letter or a dot is no start), so a long run of digits costs one match: linear time.
    """
    for start_match in g._start.finditer(s, pos):
        start = start_match.start()
        if taken[start]:
            continue
        prev = s[start - 1] if start > 0 else ""
        if prev in g._per_before or (prev == " " and start >= 2 and s[start - 2] in g._per_before):
            continue  # "每百万 tokens", "每 1000 tokens": the denominator of a rate, no figure
        if s[start] in "+-" and prev and prev in "xX×%倍":
            start += 1  # "2.2x-2.5x": the dash joins a range, the number starts after it
            prev = "-"
        elif s[start] == "-" and prev == "-" and not (start >= 2 and (s[start - 2].isascii() and s[start - 2].isalnum() or s[start - 2] == "^")):
            start += 1  # "--9": a dash of two characters before the number, not its sign
            prev = "-"
        same_unit = None
        if prev == "-" and start >= 2 and s[start - 2] in "xX×%倍":
            pass
        elif prev == "/" and (pm := g._slash_pair.search(s, max(0, start - 16), start - 1)):
            same_unit = pm.group(1)  # "7B/13B", "8GB/16GB": a second figure of the same unit
        elif prev in ".-" and s[max(0, start - 2):start] in ("..", "--"):
            pass  # "...9", "--9": an ellipsis or a dash written as two characters, not a decimal or a sign
        elif prev and ((prev.isascii() and (prev.isalnum() or prev in "._/-+$")) or prev in g._cn_set):
            continue
        elif prev == "," and start >= 2 and s[start - 2].isdigit() and s[start:start + 3].isdigit() \
                and not s[start + 3:start + 4].isdigit():
            continue  # "to-260,000": the digits after a thousands comma are the tail of a number (issue 16 kind 8)
        m = g._qty.match(s, start)
        if not m or not (m.group("n1") or m.group("cn1") or m.group("en1") or m.group("ew") or m.group("mx") or m.group("sf") or m.group("vf")):
            continue
        if same_unit is not None and not s[m.start():m.end()].rstrip().endswith(same_unit):
            continue
        end = m.end()
        while end > start and any(taken[start:end]):
            # a unit or qualifier that runs into a protected span: keep the free prefix
            m = g._qty.match(s, start, end - 1)
            if not m or not (m.group("n1") or m.group("cn1") or m.group("en1") or m.group("ew") or m.group("mx") or m.group("sf") or m.group("vf")):
                break
            end = m.end()
        if m and (m.group("n1") or m.group("cn1") or m.group("en1") or m.group("ew") or m.group("mx") or m.group("sf") or m.group("vf")) and not any(taken[start:m.end()]):
            return m
    return None


#: superscript digits and signs → ASCII ("10⁻³")
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻", "0123456789+-")


def quantity_hit(g: Grammar, m: re.Match, s: str) -> Hit | None:
    """The Hit of one ``_qty`` match ``m`` in ``s``: a ``quantity`` (value as a Decimal, scaled;
    low/high as written), ``percent``, ``ratio``, ``count`` or bare ``number``, with qualifier, unit,
    pint unit, scale and direction; None when the match is no claim (an idiom, a name's plural, a
    numeral inside a word …)."""
    gd = m.groupdict()
    qualifier = "="
    end = m.end()
    start = m.start()
    window = s[max(0, start - 16):start]
    best = None
    for q, tail in g._pre_tail:
        pm = tail.search(window)
        if pm and (best is None or pm.start() < best[1].start()):
            best = (q, pm)  # the longest word wins: "不超过" is ≤, not the "超过" in it
    if best is not None:
        qualifier = best[0]
        start = start - (len(window) - best[1].start())
    elif hit_percent_or_ratio(gd):
        for q, tail in g._pre_change_tail:
            pm = tail.search(window)
            if pm and (best is None or pm.start() < best[1].start()):
                best = (q, pm)
        if best is not None:
            qualifier = best[0]
    bound_scale = None
    if best is None and gd.get("cn1") and all(ch in g.scale_numerals for ch in gd["cn1"]) and start > 0 \
            and s[start - 1] in g.scale_bounds \
            and (start < 2 or s[start - 2] not in g._cn_set):  # not 成千上万 (an idiom, vague)
        # "上千条", "上万次", "上百万次": at least that order, an approximate bound (issue 16 kind 6)
        start -= 1
        qualifier = bound_scale = g.scale_bounds[s[start]]
    for i, (q, _) in enumerate(g.post_qual):
        post_text = gd.get(f"post{i}")
        if post_text:
            if post_text == "+" and s[m.start(f"post{i}") - 1].isspace():
                end = m.start(f"post{i}") - 1  # "9.83× + SMAC3": a plus sign, not "or more"
                while end > m.start() and s[end - 1].isspace():
                    end -= 1
                continue
            qualifier = q
    scale_word = gd.get("scalew") or gd.get("scalel") or gd.get("scalem") or gd.get("scalen")
    unit_text = None
    for key in ("ratio", "percent", "tenths", "compound", "simple", "count", "per", "attached"):
        if gd.get(key):
            unit_text = gd[key]
            unit_kind = key
            break
    if unit_text in g._name_plural_letters and gd.get("n1") and m.start(unit_kind) == m.end("n1"):
        # "Model 3s", "Channel 5s", "2018s best": a name's or a year's plural or possessive
        before = s[max(0, m.start("n1") - 24):m.start("n1")]
        if re.fullmatch(r"(?:1[6-9]|20)\d\d", gd["n1"]) or re.search(r"(?<![A-Za-z])[A-Z][a-z]+\s$", before):
            return None
    if unit_kind_is_attached := (unit_text is not None and unit_kind == "attached"):
        unit_kind = "simple"
    approx_range = None
    if gd.get("cn1"):
        cn_start = m.start("cn1")
        if cn_start > 0 and s[cn_start - 1] in g.vague_before_numeral:
            return None  # "几十 GB", "几百个": a vague amount, no value (issue 16 kind 7)
        # "百分之二三十": after a percent's base the numeral has its unit too (20–30 %)
        approx_range = adjacent_digits(g, gd["cn1"]) if unit_text is not None or gd.get("frac") else None
    if approx_range is not None:
        number, text_value = approx_range[0], gd["cn1"]
    elif gd.get("cn1"):
        value = chinese_number(gd["cn1"], g.digits, g.units_zh, g.points)
        if value is None and bound_scale:
            value = g.units_zh[gd["cn1"]]  # "上万次": 万 alone after its bound word
        if value is None:
            return None
        cn_start = m.start("cn1")
        if cn_start > 0 and s[cn_start - 1] in "第":
            return None
        if unit_text is not None and unit_kind == "count":
            if gd["cn1"] in g.idiom_numerals:
                return None  # 一个/一种/一条, 零代码/零拷贝: a word, not a count claim
            if gd["cn1"] + unit_text.strip() in g.count_idioms:
                return None
        number = Decimal(value)
        text_value = gd["cn1"]
    elif gd.get("en1") or gd.get("ew"):
        value = english_number(gd["en1"] or gd["ew"], g.english_numbers, g.english_tens, g.english_scales,
                               g.english_fractions, g.english_ordinals)
        if value is None:
            return None
        number = Decimal(value)
        text_value = gd["en1"] or gd["ew"]
    elif gd.get("vf"):
        # "¾", "1½": a whole number and a vulgar fraction (issue 16 kind 2)
        whole, frac = gd["vf"][:-1].strip(), gd["vf"][-1]
        number = Decimal(int(whole or 0)) + Decimal(str(unicodedata.numeric(frac)))
        number = number.quantize(Decimal("1e-12")).normalize() if number.as_tuple().exponent < -12 else number
        text_value = fmt_decimal(number)
    elif gd.get("sf"):
        den = int(gd["sfd"])
        if not den:
            return None
        number = Decimal(int(gd["sfn"])) / Decimal(den) + int(gd["sfw"] or 0)
        number = number.quantize(Decimal("1e-12")).normalize() if number.as_tuple().exponent < -12 else number
        text_value = fmt_decimal(number)
    elif gd.get("mx"):
        value = chinese_number(gd["mx"], g.digits, g.units_zh, g.points)
        if value is None:
            return None
        number = Decimal(value)
        text_value = gd["mx"]
    else:
        text_value = gd["n1"]
        number = to_decimal(text_value)
        if gd.get("exp") or gd.get("pow") or gd.get("sci") or gd.get("scisup") or gd.get("scimin"):
            # 2e5, 1.2e-3, 1.5×10^5, 2×10⁻³, 2.998×10−8 (scientific notation), 10^6 (a power)
            try:
                if gd.get("exp") or gd.get("sci") or gd.get("scisup") or gd.get("scimin"):
                    exp = gd["exp"][1:] if gd.get("exp") else (gd.get("sci") or gd.get("scimin")
                                                               or gd["scisup"].translate(_SUPERSCRIPT))
                    exp = exp.replace("−", "-")
                    number = number.scaleb(int(exp))
                else:
                    number = number ** int(gd["pow"])
            except (ArithmeticError, ValueError):
                return None
            # 12 significant digits, not 12 decimals: "1.99×10−30 kg" is no 0 kg
            number = Decimal(format(number, ".12g")).normalize() if number.as_tuple().exponent < -12 else number
            text_value = fmt_decimal(number)
    if gd.get("ovd"):
        # "one over three", "2000 over 3", "one out of three": numerator over denominator, a bare number
        d = gd["ovd"].strip()
        den_value = to_decimal(d) if d[0].isdigit() else english_number(d, g.english_numbers, g.english_tens,
                                                                         g.english_scales, g.english_fractions)
        if not den_value:
            return None
        number = Decimal(number) / Decimal(den_value)
        number = number.quantize(Decimal("1e-12")).normalize() if number.as_tuple().exponent < -12 else number
        if gd.get("sign") and gd["sign"].strip() not in ("+", "±"):
            number = -number
        return Hit(m.start(), end, "number", value=number, text_value=fmt_decimal(number), qualifier=qualifier,
                   flags=["bare", "fraction"])
    if gd.get("ynum"):
        # 三百五又三分之一 = 350 + 1/3
        parts = []
        for key in ("yden", "ynum"):
            t = gd[key].strip()
            parts.append(to_decimal(t) if t[0].isdigit() else chinese_number(t, g.digits, g.units_zh, g.points))
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
        qualifier = g.approx_words[gd["approx"]]
    if gd.get("den"):
        # 二分之一 = 0.5, 16分之5 = 0.3125: a fraction, a bare number
        den = gd["den"].strip()
        den_value = chinese_number(den, g.digits, g.units_zh, g.points) if not den[0].isdigit() else to_decimal(den)
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
        number = number * 100 / g.fraction_bases[gd["frac"]]
        if approx_range is not None:  # "千分之二三": 0.2–0.3 %, the written numeral kept as its value
            approx_range = tuple(x * 100 / g.fraction_bases[gd["frac"]] for x in approx_range)
        else:
            text_value = fmt_decimal(number)
        unit_text, unit_kind = "%", "percent"
    elif unit_text is not None and unit_kind == "tenths":
        # 三成 = 30 %, 九折 = 90 %, 五五折 = 55 %, 七成六 = 76 %
        if number == 10 and unit_text == "成":
            number = Decimal(100)  # 十成 = all of it
        elif number >= 10:
            # only two digits read one by one (五五折, 75折); 十折 is no price cut
            if not (unit_text == "折" and re.fullmatch(rf"[1-9{''.join(g.digits)}]{{2}}", text_value.replace(" ", ""))
                    and number < 100):
                return None
        else:
            number = number * g.tenths_units[unit_text]
            if gd.get("tsub"):
                t = gd["tsub"]
                number += int(t) if t.isdigit() else g.digits[t]
        text_value = fmt_decimal(number)
        unit_kind = "percent"
    sign = gd.get("sign")
    if sign and sign not in ("+", "±"):
        number = -number
        text_value = "-" + text_value
    elif sign == "+":
        text_value = "+" + text_value
    if gd.get("n1"):
        text_value = number_digits(text_value)
    approxu = gd.get("approxu")
    if approxu and unit_text is None and not scale_word:
        return None  # "20多" with no unit after it: the word belongs to the next one
    if approxu and approx_range is None:
        if g.approx_words[approxu] == "~" and number == int(number) and number % 10 == 0 and 10 <= number < 100 \
                and (gd.get("cn1") or "").endswith(("十", "拾")):
            approx_range = (Decimal(number) + 1, Decimal(number) + 9)  # "十几倍" 11–19×, "二十几" 21–29
        else:
            qualifier = g.approx_words[approxu]  # "20余家", "百余个": more than, approximately
    hit = Hit(start, end, "quantity", value=number, text_value=text_value, qualifier=qualifier)
    if bound_scale or approxu or approx_range is not None:
        hit.flags.append("approximate")
    if approx_range is not None:
        hit.low, hit.high = approx_range
        hit.value = Decimal(approx_range[0])
        hit.flags.append("range")
    if gd.get("n2"):
        low, high = number, to_decimal(gd["n2"])
        if gd.get("sign2") == "-":
            high = -high
        scale_of = g.scales.get(gd.get("scalew") or gd.get("scalel") or "") if not (gd.get("scalem") or gd.get("scalen")) \
            else g.currency_scales.get(gd.get("scalen") or "")
        if high <= low and scale_of and low / scale_of < high:
            # "5000 到 2 万 tok/s": the first end is no 5000 万 — it is written in units, the scale
            # word is the second end's (as low/high are, at that scale: 0.5–2 万)
            low = (low / scale_of).normalize()
            hit.value = low
        elif high < low:  # "20-30" read as a range only when ordered
            low, high = high, low
        hit.low, hit.high = low, high
    factor = None
    if scale_word:
        factor = g.currency_scales.get(scale_word.rstrip("n")) if gd.get("scalem") or gd.get("scalen") \
            else g.scales.get(scale_word)
        hit.scale = factor
        hit.flags.append(f"scale={scale_word}")
    if factor is not None:
        hit.value = hit.value * factor  # low/high stay as written (the claim's "value" is too)
        if scale_word in ("K", "k"):
            hit.alternatives.append(number * 1024)
    currency = None
    if gd.get("money"):
        currency = g.currency_prefixes.get(re.sub(r"\s+", " ", gd["money"]), "dollar")
        hit.unit, hit.pint_unit = gd["money"].strip(), currency
    if (gd.get("cn1") or gd.get("mx")) and unit_text is None and not gd.get("money"):
        if gd.get("cn1") and not scale_word and not gd.get("ynum") and not numeral_alone(g, gd["cn1"], s, m.start("cn1"), m.end("cn1")):
            return None  # 四川, 收拾, 九九: a word with a numeral character in it
        hit.kind = "number"  # a Chinese numeral alone: a claim only when bare numbers are asked for
        hit.flags += ["bare", "zh_numeral"]
        return hit
    if unit_text is None and not gd.get("money") and scale_word not in ("B", "bn") and \
            (noun := count_noun(g, s, m.start(), end, pre_qualified=start < m.start())):
        # "13000 workers", "five tested datasets", "4K lines": a count of that noun
        hit.kind, hit.end, hit.unit = "count", noun[0], noun[1]
        hit.flags.append("noun_count")
        return hit
    if gd.get("ew") and unit_text is None and not gd.get("money"):
        hit.kind = "number"  # "4 thousand 3 hundred and 21" alone: a bare number
        hit.flags += ["bare", "en_words"]
        return hit
    if gd.get("en1") and unit_text is None and not gd.get("money"):
        if g._ordinal_after_tens.match(s, m.end("en1")):
            return None  # "the twenty-first century": an ordinal, no number
        if gd["en1"].lower() == "one" and g._one_pronoun is not None and g._one_pronoun.search(s, max(0, m.start() - 16), m.start()):
            return None  # "the one you mentioned", "which one": a pronoun
        hit.kind = "number"  # English number words alone: likewise
        hit.flags += ["bare", "en_words"]
        return hit
    if unit_text is None:
        if gd.get("money"):
            return hit
        if scale_word in ("B", "bn") and not gd.get("money"):
            if g._billion_noun is not None and (noun := g._billion_noun.match(s, end)):
                # "LAION-2B 上见过 32B 样本", "86B samples seen": billions of that noun
                hit.kind, hit.end, hit.unit = "count", noun.end(), noun.group("noun")
                hit.flags.append("noun_count")
                return hit
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
        if hit.unit == "×" and re.match(r"\s?\d", s[end:end + 2]):
            return None  # "1280×720", "1920 x 1080": a product of two sizes (a resolution, a grid), no multiple
    elif unit_kind == "percent":
        hit.kind = "percent"
        if re.fullmatch(rf"[{_CJK}\s]+", hit.unit):
            hit.unit = re.sub(r"\s+", "", hit.unit)  # "个 百 分 点" is 个百分点
        if hit.unit in g.points_units:
            hit.flags.append("points")
    elif unit_kind == "count" and scale_word in ("B", "bn") and hit.unit in g.model_nouns:
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
        per = per_denominator(g, spelled_unit(g, g._per_lead.sub("", unit_text).strip()))
        hit.pint_unit = f"{currency} / ({per})"
    else:
        # "2.18 个 token": the unit as the units file spells it ("个token"); the space where
        # Chinese meets Latin letters is the writer's, not the unit's
        if unit_kind == "compound" and g._unit_mod is not None:
            unit_text = g._unit_mod.sub("", unit_text.strip())  # "input tokens per second": a rate of tokens
        hit.pint_unit = g._per_mid.sub("/", spelled_unit(g, _CJK_LATIN_SPACE.sub("", unit_text.strip())))
        if "/" in hit.pint_unit:
            top, _, bottom = hit.pint_unit.partition("/")
            hit.pint_unit = f"{currency_name(g, top.strip())} / ({per_denominator(g, bottom.strip())})"
        else:
            hit.pint_unit = currency_name(g, hit.pint_unit)
        top = hit.pint_unit.partition("/")[0].strip()
        if gd.get("money") and not (g.unit_factor is not None and g.unit_factor(top, currency) is not None):
            hit.pint_unit = f"{currency} / " + hit.pint_unit  # "RMB 0.8 元": the unit is the currency
    # direction of a change, from the words around the number
    if hit.kind in ("percent", "ratio") and "points" not in hit.flags:
        direction(g, hit, s)
    return hit


_ADJACENT = re.compile(r"(?P<a>\S)\s?(?P<b>\S)(?P<u>\S?)")


def hit_percent_or_ratio(gd: dict) -> bool:
    """True when a quantity match's unit is a percent or ratio sign (a change can be bounded)."""
    return bool(gd.get("percent") or gd.get("ratio"))


def adjacent_digits(g: Grammar, numeral: str) -> tuple[Decimal, Decimal] | None:
    """(low, high) of an approximation written with two neighbouring Chinese digits: "三五" 3–5,
    "二三十" 20–30, "七八百" 700–800 (``adjacent_numerals`` of grammar.yaml: the pairs that are
    ranges; "五五折" or "三十五" are no such pair); None for any other numeral."""
    m = _ADJACENT.fullmatch(numeral)
    if m is None or m.group("a") + m.group("b") not in g.adjacent_pairs:
        return None
    unit = m.group("u")
    if unit and unit not in g.units_zh:
        return None
    factor = g.units_zh[unit] if unit else 1
    return Decimal(g.digits[m.group("a")] * factor), Decimal(g.digits[m.group("b")] * factor)


def split_change(g: Grammar, s: str, m: re.Match, hit: Hit) -> list[Hit] | None:
    """"We cut TTFT from 850 to 420 ms", "throughput rose from 1,200 to 1,900 tok/s": a change word,
    then from / 从 / 由 (``change_from_words``) right before the first end of "X to Y unit" make the
    two ends two values of the unit written after the second — the level before and the level
    after — never one range.  ``m`` is the ``_qty`` match of the range ``hit``.  Returns the two
    hits, or None when ``hit`` is no such change (no change word within 30 characters before the
    from word, no to / 到 / 至 between the ends, a scale word: "从 1.2 到 1.9 万" stays a range).
    A verb of change with no direction (``neutral_change_words``: "went from 1,000 to 1,500
    tok/s") counts as a change word here."""
    if hit.low is None or hit.scale or not m.group("n1") or not m.group("n2") or g._from_before is None:
        return None
    if (m.group("sep") or "").strip() not in ("to", "到", "至"):
        return None
    a = m.start("n1")
    fm = g._from_before.search(s, max(0, a - 8), a)
    verbs = f"{g.change_up}|{g.change_down}" + (f"|{g._change_neutral}" if getattr(g, "_change_neutral", None) else "")
    if fm is None or not re.search(rf"(?:{verbs})", s[max(0, fm.start() - 30):fm.start()]):
        return None
    first, second = copy.copy(hit), copy.copy(hit)
    first.end = m.end("n1")
    first.value, first.text_value = to_decimal(m.group("n1")), m.group("n1")
    second.start = m.start("n2")
    second.value, second.text_value = to_decimal(m.group("n2")), m.group("n2")
    if m.group("sign2") == "-":
        second.value = -second.value
    for h in (first, second):
        h.low = h.high = None
        h.flags = [f for f in hit.flags if f != "range"] + ["change_level"]
        h.alternatives = []
    first.flags.append("unit_of_second")
    return [first, second]


def currency_name(g: Grammar, unit: str) -> str:
    """A currency sign written after the number ("1,200€") or a currency written as a Chinese word
    ("元", "美元") by the name its sign maps to ("euro", "yuan", "dollar": the values of
    ``currency_prefixes`` in grammar.yaml), so "0.5 元/千 tokens" and "¥0.5/千 tokens" carry one
    unit (issue 16 kind 3); any other unit (English words are read by pint as they are)
    unchanged.  Worked out once per spelling."""
    memo = g.__dict__.setdefault("_currency_names", {})
    if unit not in memo:
        memo[unit] = g.currency_prefixes.get(unit, unit)  # "1,200€", "30¥/月": a sign after the number
        if memo[unit] == unit and g.unit_factor is not None and not unit.isascii() and unit not in g.currency_prefixes.values():
            memo[unit] = next((c for c in dict.fromkeys(g.currency_prefixes.values())
                               if g.unit_factor(unit, c) == 1), unit)
    return memo[unit]


def per_denominator(g: Grammar, text: str) -> str:
    """The pint expression of the unit after a rate word: "1M input tokens" → "1e6 * tokens",
    "百万 tokens" → "1000000 * tokens", "s" → "s" (``per_scales`` and ``per_unit_modifiers`` of
    grammar.yaml; "1M" / "1K" always)."""
    m = g._per_scale_lead.match(text)
    if m is None:
        return text
    rest = text[m.end():].strip()
    scale = (m.group("sc") or "").replace(" ", "")
    if not scale:
        return rest
    factor = {"1M": "1e6", "1m": "1e6", "1K": "1e3", "1k": "1e3"}.get(scale)
    if factor is None:
        factor = fmt_decimal(g.per_scales[m.group("sc")]) if m.group("sc") in g.per_scales else "1"
    return f"{factor} * {rest}"


#: a space between a Chinese character and a Latin letter (either order)
_CJK_LATIN_SPACE = re.compile(rf"(?<=[{_CJK}])\s+(?=[A-Za-z])|(?<=[A-Za-z])\s+(?=[{_CJK}])")


def spelled_unit(g: Grammar, unit_text: str) -> str:
    """``unit_text`` with every unit written in words ("square miles", "pound-feet") put back
    as the alias of the units file ("square_miles", "pound_feet"); other text unchanged."""
    if g._spelled_re is None:
        return unit_text
    return g._spelled_re.sub(lambda m: g._spelled_units[m.group()], unit_text)


def cn_prefix_match(g: Grammar, s: str, m: re.Match) -> re.Match | None:
    """The quantity match ending after the longest well-formed prefix of ``m``'s Chinese
    numeral (``cn1``), or None.  The numeral is at most 41 characters: bounded work."""
    cn = m.group("cn1")
    for cut in range(len(cn) - 1, 0, -1):
        if cn[cut - 1] == " " or not any(ch in g.units_zh for ch in cn[:cut]) \
                or chinese_number(cn[:cut], g.digits, g.units_zh, g.points) is None:
            continue  # only a numeral with a unit character: "二三十" (20-30) is no "二三"
        m2 = g._qty.match(s, m.start(), m.start("cn1") + cut)
        if m2 is not None and m2.group("cn1"):
            return m2
        return None
    return None
