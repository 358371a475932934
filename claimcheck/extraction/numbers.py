"""Number reading: Arabic numbers with separators, Chinese numerals, Arabic digits with Chinese
units, English number words, fractions — their values and the regex pieces that find them.

The words (digits, units, scale words, English numbers) come from ``rules/grammar.yaml``;
the value functions are pure and take those tables as arguments.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from claimcheck.extraction.patterns import NUMBER, VULGAR_FRACTIONS, Pieces, number_digits, _unnamed, word_alt

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar


def to_decimal(text: str) -> Decimal:
    """Parse ``"12,400"``, ``"1 234"``, ``"12’480"``, ``"383.70"``, ``"0,75"`` (commas, spaces and
    apostrophes as thousands separators; a decimal comma where no thousands reading fits).

    Raises:
        ValueError: not a number.
    """
    try:
        return Decimal(number_digits(text))
    except InvalidOperation:
        raise ValueError(f"not a number: {text!r}") from None


def chinese_number(text: str, digits: dict[str, int], units: dict[str, int], points: str = "点點"):
    """Value of a Chinese numeral: ``"十五"`` → 15, ``"一千二百"`` → 1200, ``"两"`` → 2,
    ``"二百五"`` → 250 (the last digit counts in the unit below the one before it),
    ``"三十五点五"`` → Decimal("35.5"), ``"十万万"`` → 10⁹, ``"壹佰伍拾"`` → 150.

    Spaces between the characters are ignored.  Returns an int (a Decimal when there is a
    decimal part), or None when ``text`` is not a well-formed numeral.
    """
    text = "".join(text.split())
    if not text:
        return None
    if any(ch.isdigit() and ch.isascii() for ch in text):
        return _mixed_number(text, units)
    frac = ""
    for p in points:
        if p in text:
            text, _, tail = text.partition(p)
            if not tail or not all(ch in digits for ch in tail) or not text:
                return None
            frac = "".join(str(digits[ch]) for ch in tail)
            break
    if all(ch in digits for ch in text):  # digit-by-digit ("二〇二六")
        whole = int("".join(str(digits[ch]) for ch in text))
        return Decimal(f"{whole}.{frac}") if frac else whole
    total, section, number = 0, 0, None
    last_big = None       # the last unit >= 10000 seen (万, 亿, 兆)
    last_small = None     # the last unit < 10000 of the current section
    zero_seen = False
    for ch in text:
        if ch in digits:
            if number is not None:
                return None
            number = digits[ch]
            if number == 0:
                zero_seen, number = True, None
        elif ch in units:
            unit = units[ch]
            if unit >= 10000:
                if section == 0 and number is None:
                    if not total:
                        return None
                    total *= unit  # 万万 = 亿
                elif last_big is None or unit > last_big:
                    total = (total + section + (number or 0)) * unit
                else:
                    total += (section + (number or 0)) * unit
                last_big = unit
                section, number, last_small, zero_seen = 0, None, None, False
            else:
                if last_small is not None and unit >= last_small:
                    return None
                section += (1 if number is None else number) * unit
                number, last_small, zero_seen = None, unit, False
        else:
            return None
    if number is not None and not zero_seen:
        # 二百五 = 250, 九萬四 = 94000, 壹千六 = 1600: a trailing digit right after a unit
        below = (last_small // 10) if last_small else ((last_big // 10) if last_big and not section else None)
        if below:
            number *= below
    whole = total + section + (number or 0)
    return Decimal(f"{whole}.{frac}") if frac else whole


def _mixed_number(text: str, units: dict[str, int]):
    """``"5万4千6百"`` → 54600, ``"25万6千"`` → 256000, ``"1千零20"`` → 1020 (Arabic digits with
    Chinese units).  Returns None when the text is not of that form."""
    total, section, number, last_big = Decimal(0), Decimal(0), None, None
    for tok in re.findall(r"\d+(?:\.\d+)?|\S", text):
        if tok[0].isdigit():
            if number is not None:
                return None
            number = Decimal(tok)
        elif tok in ("零", "〇"):
            continue
        elif tok in units:
            unit = units[tok]
            if unit >= 10000:
                if section == 0 and number is None and total:
                    total *= unit  # 10万万 = 10亿
                elif last_big is None or unit > last_big:
                    total = (total + section + (number or 0)) * unit
                else:
                    total += (section + (number or 0)) * unit
                section, number, last_big = Decimal(0), None, unit
            else:
                section += (1 if number is None else number) * unit
                number = None
        else:
            return None
    whole = total + section + (number or 0)
    return int(whole) if whole == int(whole) else whole


def english_number(text: str, ones: dict[str, int], tens: dict[str, int], scales: dict[str, int],
                   fractions: dict[str, int] | None = None, ordinals: dict[str, int] | None = None):
    """Value of English number words: ``"twenty-one"`` → 21, ``"one hundred and five"`` → 105,
    ``"two million three hundred thousand"`` → 2300000, ``"five point five"`` → 5.5; with
    ``fractions`` (denominator of each fraction word), a last fraction word divides the words
    before it (``"two thirds"`` → 2/3, ``"twenty-three fifths"`` → 23/5, ``"a trillionth"``)
    or, after "and", is added to the whole before it (``"one and a half"`` → 1.5,
    ``"two hundred and fifty-four hundredths"`` → 200.54).

    A fraction word before a scale word is that part of the scale (``"half a million"`` →
    500000, ``"two thirds of a million"``, ``"half a dozen"`` → 6); after a whole number and
    "and" it adds to the whole (``"one and a half million"`` → 1500000, ``"one billion and a
    half million"`` → 1000500000).  After a scale of a thousand or more, "and" and a fraction
    is that part of the scale (``"three million and a half"`` → 3500000; ``"two hundred and
    fifty-four hundredths"`` stays 200.54).

    A tens word, a hyphen and an ordinal (``ordinals`` and the fraction words of 3-9) is one
    denominator: ``"a twenty-first"`` → 1/21, ``"one hundred thirty-fifths"`` → 100/35.

    Returns an int (Decimal with a decimal part), or None when the words do not make a number.
    """
    if fractions and ordinals is not None and "-" in text:
        m = re.search(r"([a-z]+)\s?-\s?([a-z]+)\s*$", text.lower())
        small = {**{w: v for w, v in fractions.items() if v <= 9}, **ordinals}
        if m and m.group(1) in tens and m.group(2) in small:
            den = tens[m.group(1)] + small[m.group(2)]
            body = text[:m.start()].strip()
            if not body:
                return None  # "the twenty-sixth day": an ordinal, no fraction without a numerator
            num = 1 if body.lower() in ("a", "an") else english_number(body, ones, tens, scales)
            if num is None:
                return None
            value = Decimal(num) / Decimal(den)
            return value.quantize(Decimal("1e-12")).normalize() if value.as_tuple().exponent < -12 else value.normalize()
    words = re.findall(r"[a-z]+|\d+", text.lower())
    if fractions and len(words) >= 2 and words[-1] in scales and any(w in fractions for w in words[:-1]):
        return _fraction_of_scale(words, ones, tens, scales, fractions)
    if fractions and words and words[-1] in fractions:
        den = Decimal(fractions[words[-1]])
        body = words[:-1]
        if "and" in body:
            cut = len(body) - 1 - body[::-1].index("and")
            whole = english_number(" ".join(body[:cut]), ones, tens, scales) if body[:cut] else 0
            num = english_number(" ".join(body[cut + 1:]), ones, tens, scales) if body[cut + 1:] != ["a"] else 1
        else:
            whole = 0
            num = english_number(" ".join(body), ones, tens, scales) if body != ["a"] else 1
        if whole is None or num is None:
            return None
        last = body[cut - 1] if "and" in body and cut else None
        if last in scales and scales[last] >= 1000:
            den = den / scales[last]  # "three million and a half": half of a million
        value = Decimal(whole) + Decimal(num) / den
        return value.quantize(Decimal("1e-12")).normalize() if value.as_tuple().exponent < -12 else value.normalize()
    if "point" in words:
        i = words.index("point")
        words, tail = words[:i], words[i + 1:]
        if tail and all(w in ones and ones[w] <= 9 for w in tail):
            frac = "".join(str(ones[w]) for w in tail)   # "five point two five"
        else:
            # "two hundred point seventy-one", "nought point eleven": one two-digit word after the point
            two = english_number(" ".join(tail), ones, tens, {}) if tail and len(tail) <= 2 else None
            if two is None or not 10 <= two <= 99:
                return None
            frac = str(two)
    else:
        frac = ""
    total, current, seen = 0, 0, False
    for w in words:
        if w in ("and", "a"):
            continue
        if w.isdigit():
            current += int(w)   # "4 thousand 3 hundred and 21"
        elif w in ones:
            current += ones[w]
        elif w in tens:
            current += tens[w]
        elif w == "hundred":
            current = (current or 1) * 100
        elif w in scales:
            total += (current or 1) * scales[w]
            current = 0
        else:
            return None
        seen = True
    if not seen:
        return None
    whole = total + current
    return Decimal(f"{whole}.{frac}") if frac else whole


def _fraction_of_scale(words: list[str], ones: dict[str, int], tens: dict[str, int], scales: dict[str, int],
                       fractions: dict[str, int]):
    """Value of words ending in a fraction word, articles / "of" and a scale word ("half a
    million", "two thirds of a million", "one and a half million", "one billion and a quarter
    million"): see :func:`english_number`.  None when the words do not make a number."""
    scale = Decimal(scales[words[-1]])
    f = max(i for i, w in enumerate(words[:-1]) if w in fractions)
    if any(w not in ("a", "of") for w in words[f + 1:-1]):
        return None
    den, pre = Decimal(fractions[words[f]]), words[:f]
    whole_words, num_words = [], pre
    if "and" in pre:
        cut = len(pre) - 1 - pre[::-1].index("and")
        whole_words, num_words = pre[:cut], pre[cut + 1:]
    num = 1 if num_words in ([], ["a"]) else english_number(" ".join(num_words), ones, tens, scales)
    whole = english_number(" ".join(whole_words), ones, tens, scales) if whole_words else 0
    if num is None or whole is None:
        return None
    if whole and whole < scale:
        value = (Decimal(whole) + Decimal(num) / den) * scale   # "one and a half million"
    else:
        value = Decimal(whole) + Decimal(num) / den * scale     # "one billion and a half million"
    value = value.quantize(Decimal("1e-6")).normalize() if value.as_tuple().exponent < -6 else value.normalize()
    return int(value) if value == value.to_integral_value() else value


def build_number_words(g: Grammar, data: dict) -> None:
    """Set the number tables of ``g`` from ``data`` (grammar.yaml as a mapping): ``digits``,
    ``units_zh`` (Chinese digit/unit character → int), ``english_numbers`` / ``english_tens`` /
    ``english_scales`` / ``english_fractions`` / ``english_ordinals`` (word → int), ``scales`` (scale word → Decimal
    factor), ``points`` (the Chinese decimal points), and the words that decide whether a lone
    Chinese numeral is a number (``measure_words``, ``_alone_after``, ``_alone_before``,
    ``_common_numerals``; see :func:`numeral_alone`)."""
    g.digits = {str(k): int(v) for k, v in data["chinese_digits"].items()}
    g.units_zh = {str(k): int(v) for k, v in data["chinese_units"].items()}
    g.english_numbers = {str(k).lower(): int(v) for k, v in data["english_numbers"].items()}
    g.scales = {}
    for factor, words in data["scale_words"].items():
        for word in words:
            g.scales[str(word)] = Decimal(str(factor))
    g.points = "".join(str(p) for p in data.get("chinese_decimal_points", []))
    g.english_tens = {str(k).lower(): int(v) for k, v in data.get("english_tens", {}).items()}
    g.english_scales = {str(k).lower(): int(v) for k, v in data.get("english_scales", {}).items()}
    g.english_fractions = {str(k).lower(): int(v) for k, v in data.get("english_fractions", {}).items()}
    g.english_ordinals = {str(k).lower(): int(v) for k, v in data.get("english_compound_ordinals", {}).items()}
    g.measure_words = set(map(str, data.get("measure_words", [])))
    g._alone_after = set(map(str, data.get("numeral_alone_after", [])))
    g._alone_before = set(map(str, data.get("numeral_alone_before", [])))
    g._common_numerals = set(map(str, data.get("common_numerals", [])))


def build_number_pattern(g: Grammar, data: dict, p: Pieces) -> None:
    """Build the regex pieces of a number into ``p`` (see :class:`Pieces`): Arabic (``NUMBER``,
    ".5", "2e5", "10^6"), Chinese numerals (bounded to 41 characters), Arabic digits with Chinese
    units ("5万4千6百"), English number words ("two hundred and five", "a third"), slash
    fractions ("3/5"), Chinese fractions ("二分之一", "百分之五十"), "又" mixed fractions, the sign, and
    ``en_n`` (a count in English words).  Needs :func:`build_number_words` and ``p.unit_any``
    (a numeral character that begins a unit spelling belongs to the unit)."""
    unit_any = p.unit_any
    negatives = [str(w) for w in data.get("negative_words", [])]
    cn_chars = "".join(g.digits) + "".join(g.units_zh)
    cn_digits = "".join(g.digits)
    not_frac = {str(c) for c in data.get("not_decimal_digits", [])}
    frac_digits = "".join(d for d in g.digits if d not in not_frac)
    points = f"(?: ?[{re.escape(g.points)}] ?[{frac_digits}]++)?" if g.points else ""
    cn_units = "".join(g.units_zh)
    # a numeral character that begins a unit spelling belongs to the unit ("五十兆字节" is
    # 50 MB, "一百千瓦" 100 kW); "千米"/"千克" read either way give the same quantity
    unit_heads = sorted({u for u in unit_any if len(u) > 1 and u[0] in g.units_zh and not u.isascii()},
                        key=len, reverse=True)
    not_head = rf"(?!{'|'.join(map(re.escape, unit_heads))})" if unit_heads else ""
    cn_char = rf"{not_head}[{cn_chars}]"
    cn_number = rf"{cn_char}(?: ?{cn_char}){{0,40}}+{points}"  # bounded: no 10 000-digit numerals
    ones = sorted(g.english_numbers, key=len, reverse=True)
    tens = sorted(g.english_tens, key=len, reverse=True)
    big = sorted(g.english_scales, key=len, reverse=True)
    w = word_alt
    # words may stand up to three spaces apart ("fifty   two"); a fraction word ends a number
    # ("two thirds", "twenty and three fifths", "one and a half", "a trillionth")
    fracs = sorted(g.english_fractions, key=len, reverse=True)
    sp = r"\s{1,3}"
    en_small = rf"(?:{w(tens)}(?:\s?-\s?|{sp})(?={w(ones)}){w(ones)}|{w(tens)}|{w(ones)})"
    en_group = rf"(?>(?:{en_small}{sp})?hundred(?![A-Za-z])(?:{sp}(?:and{sp})?{en_small})?|{en_small})"
    hy = rf"(?:{sp}|\s?-\s?)"  # "one-eighth", "five - eighths"
    # a hyphenated denominator: "twenty-first", "thirty-fifths" (see english_number)
    small_ords = sorted({*g.english_ordinals, *(f for f, v in g.english_fractions.items() if v <= 9)}, key=len, reverse=True)
    compound = rf"{w(tens)}\s?-\s?{w(small_ords)}" if small_ords and tens else "(?!)"
    fracs_c = rf"(?:{compound}|{w(fracs)})"
    en_frac = (rf"(?:{sp}and{sp}(?:a|{en_group}){sp}{w(fracs)}(?:{sp}{w(big)}(?![A-Za-z]))?|{hy}{w(fracs)}(?:{sp}{w(big)}(?![A-Za-z]))?"
               rf"|{sp}{compound})?" if fracs else "")
    # "half a million", "a quarter million", "two thirds of a million", "half a dozen", "a dozen"
    en_frac_scale = (rf"(?:(?:a|{en_small}){sp})?{w(fracs)}(?:{sp}of)?(?:{sp}a)?{sp}{w(big)}(?![A-Za-z])"
                     if fracs else "(?!)")
    # "a third" / "a quarter" is a fraction before "of" or at the end of a clause ("a third
    # of the GPUs"), not in "a third party"
    en_a_frac = rf"a{sp}{fracs_c}(?=\s{{1,3}}of(?![A-Za-z])|\s{{0,3}}(?:[.,;:!?)）。，；]|$))" if fracs else "(?!)"
    # digits with scale words and more after them: "4 thousand 3 hundred and 21", "3 hundred and 21",
    # "3 million and a half" (a lone "3 hundred" stays a number with its scale word)
    d_part = rf"\d{{1,3}}{sp}{w(big)}"
    digits_words = (rf"{d_part}(?:(?:{sp}{d_part})+(?:{sp}and{sp}(?:\d{{1,2}}(?![\d.,])|{en_small}))?"
                    rf"|(?<=hundred){sp}and{sp}(?:\d{{1,2}}(?![\d.,])|{en_small})"
                    rf"|{sp}and{sp}(?:a|{en_small}){sp}{w(fracs)}(?:{sp}{w(big)})?)")
    en_number = (rf"(?i:(?<![A-Za-z\-])(?:{en_frac_scale}|{en_a_frac}|(?:a\s(?=hundred|{w(big)}))?{en_group}"
                 rf"(?>,?{sp}(?:and{sp})?{w(big)}(?:,?{sp}(?:and{sp})?{en_group})?)*+"
                 rf"(?:\spoint(?:(?:\s{w(ones)})++|\s{en_small}))?{en_frac}|a{sp}{w(big)}{en_frac}))")
    frac_pre = "|".join(map(re.escape, sorted(g.fraction_bases, key=len, reverse=True))) or "(?!)"
    # Arabic digits with Chinese units between them ("5万4千6百", "1千零20"); "1.5万" alone is a
    # number with a scale word
    mixed = (rf"\d++(?:\.\d++)?\s?[{cn_units}]++(?:\s?零?\d++(?:\s?[{cn_units}]++)?)++"
             rf"|\d++(?:\.\d++)?\s?(?:万万|萬萬)")
    # "3/5", "1 3/5", "16/5": a fraction with a slash (not a date "2026/9/28", not "7B/13B")
    slash_fraction = (r"(?P<sf>(?:(?P<sfw>\d{1,3})\s{1,2})?(?P<sfn>\d{1,6})\s?/\s?(?P<sfd>\d{1,6})"
                      r"(?![\d/]|[.,]\d|\s?/|\s\d))")
    vulgar = rf"(?P<vf>(?:(?<![\d.])\d{{1,3}}\s?)?[{VULGAR_FRACTIONS}])"  # "¾", "1½"
    number = (rf"{vulgar}|{slash_fraction}|(?P<mx>{mixed})|(?P<ew>(?i:{digits_words}))|(?P<n1>{NUMBER}|(?<![\d.])\.\d++)(?:(?P<exp>[eE][+\-]?\d{{1,3}})(?![A-Za-z0-9])"
              rf"|\^(?P<pow>[+\-]?\d{{1,3}})(?![\d.])"
              # "1.5×10^5", "2×10⁻³", "3 x 10^4": scientific notation, one number, never a ratio
              rf"|\s?[×xX*·]\s?10\s?\^\s?(?P<sci>[+\-−]?\d{{1,3}})(?![\d.])"
              rf"|\s?[×xX*·]\s?10(?P<scisup>[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{{1,3}})"
              # "2.998×10−8": a superscript flattened to a minus sign and digits, a negative power —
              # only after a mantissa with decimals ("8×10-12 GB" may be 8 × 10–12 GB)
              rf"|(?:(?<=\.\d)|(?<=\.\d\d)|(?<=\.\d\d\d)|(?<=\.\d{{4}}))\s?[×xX*·]\s?10(?P<scimin>[−\-]\d{{1,3}})(?![\d.\-–])"
              rf")?|(?P<cn1>{cn_number})|(?P<en1>{en_number})")
    # "三百五又三分之一": a whole number and a fraction
    mixed_fraction = rf"(?:\s?又\s?(?P<yden>{NUMBER}|{_unnamed(cn_number)})\s{{0,3}}分\s{{0,3}}之\s{{0,3}}(?P<ynum>{NUMBER}|{_unnamed(cn_number)}))?"
    # "one over three", "2000 over 3", "one out of three": a fraction written with words, only where
    # the denominator ends the clause ("3 over 2 years" is no fraction of years)
    over = (rf"(?:\s{{1,3}}(?i:over|out\s{{1,3}}of)\s{{1,3}}(?P<ovd>{NUMBER}|{_unnamed(en_number)})"
            rf"(?=\s{{0,3}}(?:[.,;:!?)）。，；]|$)))?")
    mixed_fraction = over + mixed_fraction
    # a fraction "二分之一", "16分之5" (the denominator first); "百分之五十" is a percent (frac)
    neg = "|".join(re.escape(n) + (r"\s" if n[-1].isascii() and n[-1].isalpha() else "") for n in negatives) or "(?!)"
    # "负3分之负一百五十七": the numerator may have a sign of its own
    fraction = (rf"(?:(?P<frac>{frac_pre})\s{{0,3}}分\s{{0,3}}之\s{{0,3}}|(?P<den>{NUMBER}|{_unnamed(cn_number)})\s{{0,3}}分\s{{0,3}}之\s{{0,3}}"
                rf"(?P<fsign>-|(?i:{neg}))?)")
    sign = rf"(?P<sign>[+\-±]|(?i:{neg}))"
    en_ones = "|".join(sorted((w for w, v in g.english_numbers.items() if v), key=len, reverse=True))
    en_tens = "|".join(sorted(g.english_tens, key=len, reverse=True)) or "(?!)"
    en_n = rf"(?:{en_tens})(?:[\s-](?:{en_ones}))?(?![A-Za-z])|(?:{en_ones})(?![A-Za-z])" if en_ones else "(?!)"
    p.cn_chars, p.ones, p.tens, p.fracs, p.neg, p.en_n, p.big = cn_chars, ones, tens, fracs, neg, en_n, big
    p.number, p.sign, p.fraction, p.mixed_fraction = number, sign, fraction, mixed_fraction


def numeral_alone(g: Grammar, numeral: str, s: str, start: int, end: int) -> bool:
    """True when a Chinese numeral without unit reads as a number, not as part of a word:
    financial characters (壹, 拾, 伍) and single common ones (四川, 一看) only in a longer
    numeral or standing apart; digit-by-digit runs (九九, 两两) only as years (二〇二六)."""
    chars = numeral.replace(" ", "")
    cjk = lambda ch: bool(ch) and "\u3400" <= ch <= "\u9fff"
    if len(chars) == 1:
        before, after = s[start - 1:start] if start else "", s[end:end + 1]
        if after in g.measure_words and (not cjk(before) or (chars in g._common_numerals and before not in g._cn_set)):
            return True  # 一只, 袜子五双: a numeral and its measure word
        # "答案是四不是五", "排名前三的": a numeral between words that mark it off
        return (not cjk(before) or before in g._alone_after) and (not cjk(after) or after in g._alone_before)
    if all(ch in g.digits for ch in chars) and len(chars) < 4:
        return False
    return True
