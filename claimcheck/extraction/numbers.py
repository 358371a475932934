"""Number reading: the values of Arabic numbers with separators, Chinese numerals, Arabic digits
with Chinese units and English number words.

The words (digits, units, scale words, English numbers) come from ``rules/grammar.yaml``;
the value functions are pure and take those tables as arguments.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation


def to_decimal(text: str) -> Decimal:
    """Parse ``"12,400"``, ``"1 234"``, ``"383.70"`` (commas/spaces as thousands separators).

    Raises:
        ValueError: not a number.
    """
    try:
        return Decimal(re.sub(r"[,\s\u2009\u202f]", "", text))
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
                   fractions: dict[str, int] | None = None):
    """Value of English number words: ``"twenty-one"`` → 21, ``"one hundred and five"`` → 105,
    ``"two million three hundred thousand"`` → 2300000, ``"five point five"`` → 5.5; with
    ``fractions`` (denominator of each fraction word), a last fraction word divides the words
    before it (``"two thirds"`` → 2/3, ``"twenty-three fifths"`` → 23/5, ``"a trillionth"``)
    or, after "and", is added to the whole before it (``"one and a half"`` → 1.5,
    ``"two hundred and fifty-four hundredths"`` → 200.54).

    Returns an int (Decimal with a decimal part), or None when the words do not make a number.
    """
    words = re.findall(r"[a-z]+", text.lower())
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
        value = Decimal(whole) + Decimal(num) / den
        return value.quantize(Decimal("1e-12")).normalize() if value.as_tuple().exponent < -12 else value.normalize()
    if "point" in words:
        i = words.index("point")
        words, tail = words[:i], words[i + 1:]
        if not tail or any(w not in ones or ones[w] > 9 for w in tail):
            return None
        frac = "".join(str(ones[w]) for w in tail)
    else:
        frac = ""
    total, current, seen = 0, 0, False
    for w in words:
        if w in ("and", "a"):
            continue
        if w in ones:
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
