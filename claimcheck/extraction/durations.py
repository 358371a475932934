"""Durations: English durations without a plain number ("for a year", "half an hour", "two and
a half hours"), ranges of time units ("毫秒~分钟", "from seconds to minutes": an order of
magnitude), and durations written in falling units joined into one ("8天20小时" = 212 小时).

Words from ``rules/grammar.yaml``: ``duration_units`` (seconds per unit as written),
``duration_joiners``, ``duration_words``, ``magnitude_units``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.numbers import chinese_number, english_number
from claimcheck.extraction.patterns import Pieces, _alt, _words_gate
from claimcheck.model import fmt_decimal

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar


def build_durations(g: Grammar, data: dict, p: Pieces) -> None:
    """Set ``duration_units`` (unit as written → seconds, Decimal), ``duration_tails`` (a head unit →
    (pattern of the tail after it, the unit the tail stands for): "3 小时 20 分"), ``compound_unit_pairs``,
    ``duration_words`` (word →
    (pint unit, seconds)), ``magnitude_units`` (unit → (pint unit, seconds)) on ``g`` and compile
    ``_duration_join``, ``_unit_range`` (with its gate) and ``_en_duration``, ``_zh_half`` and
    ``_zh_half_alone`` ("半年"; grammar.yaml ``half_alone_*``, its hedges from ``g.pre_qual``, so
    after :func:`claimcheck.extraction.ratios.build_qualifiers`); ``p.en_n``: a count in English
    words."""
    en_n = p.en_n
    #: seconds per duration unit as written ("天" → 86400), for compound durations ("8天20小时")
    g.duration_units = {str(k): Decimal(str(v)) for k, v in data.get("duration_units", {}).items()}
    g._duration_join = re.compile(rf"\s?(?:{_alt(data.get('duration_joiners', []))}\s?)?")
    #: head unit → (tail pattern, unit it stands for): "3 小时 20 分" (grammar.yaml duration_tails)
    g.duration_tails = {}
    for tail, spec in (data.get("duration_tails") or {}).items():
        stop = "".join(re.escape(str(c)) for c in spec.get("not_before") or ())
        pattern = re.compile(g._duration_join.pattern + r"(?P<n>\d{1,2})\s?" + re.escape(str(tail))
                             + (rf"(?![{stop}])" if stop else ""))
        for head in spec.get("after") or ():
            g.duration_tails[str(head)] = (pattern, str(spec["as"]))
    #: (larger, smaller) pint units written one after the other as one length ("5 feet 2 inches")
    g.compound_unit_pairs = [(str(a), str(b)) for a, b in data.get("compound_unit_pairs", [])]
    # "毫秒~分钟", "from seconds to minutes"
    g.magnitude_units = {str(k): (str(v[0]), Decimal(str(v[1]))) for k, v in data.get("magnitude_units", {}).items()}
    mu = _alt(g.magnitude_units)
    g._unit_range = re.compile(rf"(?<![\d.A-Za-z])(?P<u1>{mu})\s?(?:~|～|到|至|-|–|\sto\s)\s?(?P<u2>{mu})")
    # English durations without digits: "for a year", "another hour", "half an hour", "an hour and a
    # half", "two and a half hours", "a fortnight" ("a couple of days" is vague: no claim)
    dur_units = _alt([u for u in g.duration_units if u.isascii() and len(u) > 2] + [str(w) for w in data.get("duration_words", {})])
    en_num = rf"\d+(?:\.\d+)?(?![\d.])|{en_n}"
    g.duration_words = {str(k): (str(v[0]), Decimal(str(v[1]))) for k, v in data.get("duration_words", {}).items()}
    g._en_duration = re.compile(
        rf"(?i:(?<![A-Za-z])(?:(?:for|in|within)\s(?=an?\s)|(?=another\s))(?:(?P<art>an?|another)\s)(?P<u1>{dur_units})(?!\sand\s(?:a\s)?half)"
        rf"|(?<![A-Za-z])(?:a\s)?half\s(?:an?\s)?(?P<u2>{dur_units})"
        rf"|(?<![A-Za-z\d.])(?P<n3>an?|{en_num})\s(?P<u3>{dur_units})\sand\s(?:a\s)?half(?![A-Za-z])"
        rf"|(?<![A-Za-z\d.])(?P<n4>{en_num})\sand\s(?:a\s)?half\s(?P<u4>{dur_units}))")
    g._gates["unit_range"] = _words_gate(g.magnitude_units)
    # "一个半小时" 1.5 h, "两个半月" 2.5 months: a numeral, 个半, a unit (half_after_ge_units)
    g.half_after_ge = {str(k): str(v) for k, v in data.get("half_after_ge_units", {}).items()}
    cn_digits = "".join(g.digits) + "十"
    g._zh_half = (re.compile(rf"(?P<n>(?<![\d.])\d{{1,4}}(?:\.\d+)?|(?<![{cn_digits}])[{cn_digits}]{{1,3}})\s?个半\s?(?P<u>{_alt(g.half_after_ge)})")
                  if g.half_after_ge else None)
    # "半年", "半个月": 半 alone before a unit of half_alone_units (not after half_alone_not_after,
    # not before half_alone_not_before): half of one
    g.half_alone = {str(k): str(v) for k, v in data.get("half_alone_units", {}).items()}
    not_after = "".join(re.escape(str(w)) for w in data.get("half_alone_not_after", []))
    not_before = _alt(data.get("half_alone_not_before", [])) if data.get("half_alone_not_before") else "(?!)"
    g._zh_half_alone = (re.compile((rf"(?<![{not_after}])" if not_after else "")
                                   + rf"半(?P<u>{_alt(g.half_alone)})(?!{not_before})") if g.half_alone else None)
    # a hedge or bound right before it ("将近半年", "不到半个月"): the qualifiers_before alternations
    # ratios.build_qualifiers made (g.pre_qual), anchored at the end of the text before 半
    g._half_qualifiers = [(q, re.compile(rf"(?:{alt})\s?$")) for q, alt in g.pre_qual]


def en_duration_hit(g: Grammar, m: re.Match) -> Hit | None:
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
            n = english_number(n_text, g.english_numbers, g.english_tens, g.english_scales)
        if n is None:
            return None
        value = Decimal(n) + Decimal("0.5")
    pint_unit = g.duration_words.get(unit.lower(), (unit.lower(), None))[0]
    return Hit(start, m.end(), "quantity", value=value, text_value=fmt_decimal(value), unit=unit, pint_unit=pint_unit,
               flags=["en_duration_words"])


def zh_half_hit(g: Grammar, m: re.Match) -> Hit | None:
    """A quantity Hit of "N个半 unit" ("一个半小时" = 1.5 个小时, "两个半月" = 2.5 个月), or None when
    the numeral is no number (issue 16 kind 2)."""
    n_text = m.group("n")
    n = Decimal(n_text) if n_text[0].isdigit() else chinese_number(n_text, g.digits, g.units_zh, g.points)
    if n is None:
        return None
    value = Decimal(n) + Decimal("0.5")
    unit = g.half_after_ge[m.group("u")]
    return Hit(m.start(), m.end(), "quantity", value=value, text_value=fmt_decimal(value), unit=unit, pint_unit=unit,
               flags=["half"])


def zh_half_alone_hit(g: Grammar, m: re.Match, s: str) -> Hit:
    """A quantity Hit of "半 unit" ("半年" = 0.5 年, "半个月" = 0.5 个月; grammar.yaml half_alone_units),
    with the hedge or bound written right before it in ``s`` ("将近半年": ~, "不到半个月": <)."""
    unit = g.half_alone[m.group("u")]
    start, qualifier = m.start(), "="
    before = s[max(0, start - 12):start]
    for q, pattern in g._half_qualifiers:
        qm = pattern.search(before)
        if qm is not None:
            start, qualifier = start - (len(before) - qm.start()), q
            break
    return Hit(start, m.end(), "quantity", value=Decimal("0.5"), text_value="0.5", unit=unit, pint_unit=unit,
               qualifier=qualifier, flags=["half"])


def compound_durations(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """Join durations written one after another in falling units ("8天20小时", "一年又一个月21天",
    "2 h 30 min") into one quantity in the last unit (212 小时).  ``hits`` sorted by start;
    returns the new list.  Linear: one pass over adjacent hits."""
    if g.duration_tails:
        hits = _duration_tails(g, hits, s)  # "3 小时 20 分": the minutes read first, then joined below
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        first = g.duration_units.get(str(prev.unit)) if prev is not None else None
        last = g.duration_units.get(str(hit.unit))
        if (first is not None and last is not None and first > last
                and prev.kind == hit.kind == "quantity" and prev.low is None and hit.low is None
                and prev.qualifier == hit.qualifier == "=" and not prev.direction and not hit.direction
                and isinstance(prev.value, Decimal) and isinstance(hit.value, Decimal)
                and prev.value >= 0 and hit.value >= 0 and prev.pint_unit and hit.pint_unit
                and g._duration_join.fullmatch(s, prev.end, hit.start)):
            value = (prev.value * first + hit.value * last) / last
            value = value.quantize(Decimal("1e-9")).normalize() if value.as_tuple().exponent < -9 else value
            prev.end, prev.value, prev.text_value = hit.end, value, fmt_decimal(value)
            prev.unit, prev.pint_unit, prev.scale = hit.unit, hit.pint_unit, None
            prev.flags = [f for f in prev.flags if not f.startswith("scale=") and f != "compound_duration"]
            prev.flags.append("compound_duration")
            continue
        out.append(hit)
    return out


def _duration_tails(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """``hits`` with the tail written right after a duration whose unit has one in grammar.yaml
    ``duration_tails`` read as a duration of the tail's unit ("20 分" of "3 小时 20 分" is 20 分钟),
    in place of its bare number, so that :func:`compound_durations` joins the two as it joins
    "3 小时 20 分钟".  Only a whole number of the tail's unit below one of the head's, over which
    no hit but its own bare number lies, after a head that can be joined (an exact, single value)."""
    from claimcheck.extraction.quantities import spelled_unit
    out: list[Hit] = []
    skip_until = -1
    for i, hit in enumerate(hits):
        if hit.start < skip_until:
            continue  # the tail's own bare number, now part of the tail
        out.append(hit)
        tail = g.duration_tails.get(str(hit.unit)) if hit.kind == "quantity" else None
        if tail is None or hit.low is not None or hit.qualifier != "=" or hit.direction or not isinstance(hit.value, Decimal):
            continue
        m = tail[0].match(s, hit.end)
        head, unit = g.duration_units.get(str(hit.unit)), tail[1]
        last = g.duration_units.get(unit)
        if m is None or head is None or last is None or Decimal(m.group("n")) * last >= head:
            continue
        if any(h.kind != "number" or h.end > m.end() for h in hits[i + 1:] if h.start < m.end()):
            continue
        value = Decimal(m.group("n"))
        out.append(Hit(m.start("n"), m.end(), "quantity", value=value, text_value=fmt_decimal(value), unit=unit,
                       pint_unit=spelled_unit(g, unit)))
        skip_until = m.end()
    return out


def compound_units(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """Join a quantity and the next one in the smaller unit of a pair of ``compound_unit_pairs``
    (grammar.yaml: "5 feet 2 inches", "5 feet and 2 inches") into one quantity in the first unit
    (5.1667 feet), when the second is less than one of the first (a remainder, not a list).
    ``hits`` sorted by start; returns the new list.  Linear: one pass over adjacent hits."""
    if not g.compound_unit_pairs or g.unit_factor is None:
        return hits
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        if (prev is not None and prev.kind == hit.kind == "quantity" and prev.pint_unit and hit.pint_unit
                and prev.low is None and hit.low is None and prev.qualifier == hit.qualifier == "="
                and isinstance(prev.value, Decimal) and isinstance(hit.value, Decimal) and hit.value >= 0
                and g._duration_join.fullmatch(s, prev.end, hit.start)):
            for big, small in g.compound_unit_pairs:
                if g.unit_factor(prev.pint_unit, big) == 1 and g.unit_factor(hit.pint_unit, small) == 1:
                    per = g.unit_factor(big, small)
                    if per and hit.value < per:
                        value = prev.value + hit.value / per
                        value = value.quantize(Decimal("1e-9")).normalize() if value.as_tuple().exponent < -9 else value
                        prev.end, prev.value, prev.text_value = hit.end, value, fmt_decimal(value)
                        prev.scale = None
                        prev.flags = [f for f in prev.flags if not f.startswith("scale=")] + ["compound_unit"]
                        break
            else:
                out.append(hit)
            continue
        out.append(hit)
    return out

#: "46m12s", "1h30m", "1h2m3s", "2m3.5s": hours, minutes and seconds glued in falling order, at
#: least two of them (a lone "46m" is 46 metres or millions): Go's ``time.Duration`` notation,
#: which benchmark tables and logs print (https://pkg.go.dev/time#Duration.String)
CLOCK_DURATION = re.compile(r"(?<![\w.\-/:])(?=\d{1,3}[hm]\d)(?:(?P<h>\d{1,3})h)?(?:(?P<m>\d{1,3})m(?!s))?"
                            r"(?:(?P<s>\d{1,3}(?:\.\d+)?)s)?(?![\w])")
#: the clock notation's letters → the unit as grammar.yaml ``duration_units`` spells it, smallest first
_CLOCK_LETTERS = (("s", "s"), ("m", "min"), ("h", "h"))


def clock_duration_hit(g: Grammar, m: re.Match) -> Hit | None:
    """The quantity Hit of a :data:`CLOCK_DURATION` match, in its last unit ("46m12s" = 2772 s,
    "1h30m" = 90 min), flagged ``compound_duration`` like "2 h 30 min"; each unit's length from
    ``g.duration_units`` and its pint unit from the registry's spellings; None when fewer than two
    parts are written (the pattern's lookahead makes that rare)."""
    from claimcheck.extraction.quantities import spelled_unit
    parts = {k: Decimal(v) for k, v in m.groupdict().items() if v is not None}
    if len(parts) < 2:
        return None
    spelled = dict(_CLOCK_LETTERS)
    seconds = sum(value * g.duration_units[spelled[key]] for key, value in parts.items())
    unit = next(spelled[letter] for letter, _ in _CLOCK_LETTERS if letter in parts)
    value = (seconds / g.duration_units[unit]).normalize()
    value = value.quantize(Decimal(1)) if value == value.to_integral() else value
    return Hit(m.start(), m.end(), "quantity", value=value, text_value=fmt_decimal(value), unit=unit,
               pint_unit=spelled_unit(g, unit), flags=["compound_duration"])
