"""Periods relative to the document date and the passes that join date hits: 去年 / next month
(relative periods), 过去十年 / the past 3 weeks (windows), 上周三 / last Friday (weekdays), 29日 (a
day alone), 今天 (relative dates), "3 weeks ago" (offsets), and the joins "June next year",
"from 4 to 22 this month", "Tuesday of next week", "2016年6月1日-6月30日".

Every function returns date Hits (see :mod:`claimcheck.extraction.dates`) or a new sorted list
of hits.  Words from ``rules/grammar.yaml``: ``relative_periods``, ``relative_dates``,
``window_words`` / ``window_units``, ``weekday_words`` / ``weekday_days`` / ``weekday_names`` /
``weekday_offsets``, ``day_only_not_before``, ``quarter_words``.
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.dates import add_units, day_hit, month_hit, quarter_hit
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.numbers import chinese_number, english_number
from claimcheck.extraction.patterns import AND, BETWEEN, RANGE_BETWEEN, Pieces, _alt, _words_gate

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar

_AGO = re.compile(r"\s(?i:ago)(?![A-Za-z])")
_FROM_NOW = re.compile(r"\s(?i:from\snow)(?![A-Za-z])")
_AHEAD = re.compile(r"\s(?i:hence|in\sthe\sfuture)(?![A-Za-z])")
_ANCHOR = re.compile(r"\s(?P<w>(?i:after|from|before))\s")
_IN_BEFORE = re.compile(r"(?<![A-Za-z])(?i:in)\s$")
_IN_YEAR = re.compile(r"\s(?:of\s)?|'s\s")
_DAY_NUMBER = re.compile(r"0?[1-9]|[12]\d|3[01]")
_DAYS_THEN_MONTH = re.compile(r"\s(?:of\s|in\s)?|\s?,\s?")
_MONTH_THEN_DAYS = re.compile(r"\s(?:between\s)?|\s?,\s?")
_FROM_BETWEEN = re.compile(r"(?i:from|between)\s$")
_WEEK_THEN_DAY = re.compile(r"(?:\s|\s?,\s?)(?:on\s)?")
_DAY_THEN_WEEK = re.compile(r"\s(?:of\s)?(?:the\s)?")


def build_periods(g: Grammar, data: dict, p: Pieces) -> None:
    """Compile the patterns of periods relative to the document date on ``g``: ``_window`` (None
    without window words), ``_relative``, ``_relative_period``, ``_near_hours``, ``_weekday``,
    ``_day_only``, with their word tables (``window_words``, ``window_units``, ``relative_periods``,
    ``weekday_days``, ``weekday_names``, ``weekday_offsets``) and gates.  Needs the number and
    date words and ``p.en_n`` (a count in English words: "the last two decades")."""
    en_n = p.en_n
    #: windows from the document date: "过去十年", "未来两天" (word → -1 past / +1 future; unit word → unit)
    g.window_words = {str(k): int(v) for k, v in data.get("window_words", {}).items()}
    g.window_units = {str(k): str(v) for k, v in data.get("window_units", {}).items()}
    # English windows may begin with "the" and name N in words ("the last two decades") or not at
    # all ("the past month", "the next decade": one unit)
    g._window = re.compile(
        rf"(?:(?<![A-Za-z])(?i:the)\s(?=[A-Za-z]))?(?P<w>(?i:{_alt(g.window_words)}))"
        rf"(?:\s?(?P<n>\d{{1,4}}(?![\d.])|[{''.join(g.digits)}{''.join(g.units_zh)}]{{1,4}}|(?i:{en_n})))?"
        rf"\s?(?P<u>(?i:{_alt(g.window_units)}))(?!\s?[以之]?[内来后前])") if g.window_words else None
    g._relative = re.compile(_alt(g.relative_dates.keys()))
    g.relative_periods = {str(k): (str(v[0]), int(v[1])) for k, v in data.get("relative_periods", {}).items()}
    g._relative_period = re.compile(
        rf"(?i:{_alt(g.relative_periods)})(?:\s?(?:(?P<m>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\s?月(?!份?\s?[以之]?[内来后前]))"
        rf"|(?P<m0>本月|这个月|這個月|当月|當月))?"
        # "本月十日", "去年5月3日": a day after the month; "今年第一季度": a quarter of the year
        rf"(?:\s?(?P<d>3[01]|[12]\d|0?[1-9]|三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九])\s?[日号]"
        rf"|\s?(?:的\s?)?第?\s?(?P<q>[1-4一二三四])\s?(?:{_alt(data.get('quarter_words', ['季度']))}))?")
    g._near_hours = re.compile(r"(?:近|过去|last|past)\s?(?P<n>\d+)\s?(?P<u>h|小时|天|d|days|hours)(?![A-Za-z])")
    # weekdays
    wd_words = [str(w) for w in data.get("weekday_words", [])]
    g.weekday_days = {str(k): int(v) for k, v in data.get("weekday_days", {}).items()}
    g.weekday_names = {str(k).lower(): int(v) for k, v in data.get("weekday_names", {}).items()}
    g.weekday_offsets = {str(k).lower(): int(v) for k, v in data.get("weekday_offsets", {}).items()}
    offs = _alt(g.weekday_offsets)
    # what may not follow the day: a count's classifier ("周三次", "本周三大风险": three risks this week)
    not_before = re.escape("".join(str(w) for w in data.get("weekday_not_before", [])) or "次")
    g._weekday = re.compile(
        rf"(?:(?P<off>{offs})\s?)?(?<![每\d{''.join(g.digits)}{''.join(g.units_zh)}])(?:(?P<zw>{_alt(wd_words)})(?P<zd>[{''.join(g.weekday_days)}])(?!\s?[{not_before}])"
        rf"|(?i:(?P<en>{_alt(g.weekday_names)})))")
    # a day of the month alone: "29日", "12号"
    not_before = "".join(map(str, data.get("day_only_not_before", [])))
    g._day_only = re.compile(rf"(?<![\d.\-/:月])(?P<d>3[01]|[12]\d|0?[1-9])\s?[日号](?![{re.escape(not_before)}])")
    g._gates["relative_period"] = _words_gate(g.relative_periods, re.IGNORECASE)
    g._gates["weekday"] = _words_gate([*wd_words, *g.weekday_names], re.IGNORECASE)
    g._gates["relative"] = _words_gate(g.relative_dates)
    g._gates["day_only"] = re.compile("[日号]")


def next_is_weekday_day(g: Grammar, s: str, end: int) -> bool:
    """True when ``s[end]`` is a weekday's day character (下周三: 三), so a week word before it
    names that weekday, not the week."""
    return s[end:end + 1] in g.weekday_days if end < len(s) else False


def relative_period_hit(g: Grammar, m: re.Match, doc_date: dt.date) -> Hit | None:
    """去年 / next month / 去年5月 / 今年第一季度: the date Hit of a ``_relative_period`` match
    ``m``, resolved against ``doc_date`` (a year, month, day, quarter, week or weekend moved by the
    offset of ``relative_periods`` in grammar.yaml; flagged ``relative``), or None when the words do
    not make one ("下周三" is a weekday, "the last week of July" a part of another period, "今年3日"
    has no month)."""
    text = m.group(0).lower()
    key = max((k for k in g.relative_periods if text.startswith(k.lower())), key=len, default=None)
    if key is None:
        return None
    unit, offset = g.relative_periods[key]
    num = lambda t: int(t) if t.isdigit() else chinese_number(t, g.digits, g.units_zh)
    if unit in ("week", "weekend"):
        if m.group("m") or m.group("m0") or m.group("d") or m.group("q") or \
                next_is_weekday_day(g, m.string, m.end()):
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
                hit = day_hit(m.start(), m.end(), m.group(0), year, month, num(m.group("d")))
                if hit is None:
                    return None
            else:
                hit = month_hit(m.start(), m.end(), m.group(0), year, month)
        elif m.group("q"):
            q = m.group("q")
            hit = quarter_hit(m.start(), m.end(), m.group(0), year, int(q) if q.isdigit() else g.digits[q])
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
            hit = day_hit(m.start(), m.end(), m.group(0), months // 12, months % 12 + 1, num(m.group("d")))
            if hit is None:
                return None
        else:
            hit = month_hit(m.start(), m.end(), m.group(0), months // 12, months % 12 + 1)
    hit.flags.append("relative")
    return hit


def window_hit(g: Grammar, m: re.Match, doc_date: dt.date) -> Hit | None:
    """过去十年 / 未来两天 / the past 3 weeks / next five days / within 2 weeks / past 48h: a window of
    N units ending at the document date (past), starting the day after it (future) or on it
    ("within"); N is 1 when not written in an English window ("the past month"); decades are ten
    years, hours whole days.  A date Hit with low/high as ISO dates, or None when N is not a number."""
    n_text, word = m.group("n"), m.group("w")
    if re.match(r"\s(?i:of)\s", m.string[m.end():m.end() + 4]):
        return None  # "the last week of July", "the first two weeks of": a part of another period
    if n_text is None:
        # "the past month" is one month; "过去年" is no window, nor "the next day" (after the story's day)
        n = 1 if word.isascii() and g.window_units[m.group("u").lower()] not in ("day", "hour") else None
    elif n_text.isdigit():
        n = int(n_text)
    elif n_text.isascii():
        n = english_number(n_text, g.english_numbers, g.english_tens, g.english_scales)
    else:
        n = chinese_number(n_text, g.digits, g.units_zh)
    if not n or n > 1000:
        return None
    unit = g.window_units[re.sub(r"\s+", "", m.group("u")).lower()]
    if unit == "decade":
        unit, n = "year", n * 10
    elif unit == "hour":
        if n % 24:
            return None  # "past 36 h" is no whole number of days
        unit, n = "day", n // 24
    sign = g.window_words[word.lower()]
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


def weekday_hit(g: Grammar, m: re.Match, doc_date: dt.date) -> Hit | None:
    """星期三 / 上周三 / last Friday: the date Hit (precision=day, ``relative``, ``weekday``) of that
    weekday in the document date's Monday-first week, moved by the whole weeks of the offset word
    (``weekday_offsets`` of grammar.yaml)."""
    off = m.group("off")
    weeks = g.weekday_offsets.get(off.lower(), 0) if off else 0
    if m.group("zd"):
        day = g.weekday_days[m.group("zd")]
    else:
        day = g.weekday_names[m.group("en").lower()]
    monday = doc_date - dt.timedelta(days=doc_date.weekday())
    d = monday + dt.timedelta(days=7 * weeks + day)
    return Hit(m.start(), m.end(), "date", value=d.isoformat(), text_value=m.group(0), low=d.isoformat(),
               high=(d + dt.timedelta(days=1)).isoformat(), flags=["precision=day", "relative", "weekday"])


def offset_dates(g: Grammar, hits: list[Hit], s: str, doc_date: dt.date) -> list[Hit]:
    """Durations of days, weeks, months or years counted from the document date: "3 weeks ago"
    and "two weeks from now" (that day), "4 weeks hence" (the window up to then), "2 days after
    today" / "3 weeks from tomorrow" / "2 days before yesterday" (from that relative day), and "in
    two weeks" when a word of relative_future_markers stands before it in the sentence ("the fix
    lands in two weeks"; "trained in 3 days" stays a duration).  ``hits`` sorted by start."""
    out: list[Hit] = []
    i = 0
    while i < len(hits):
        hit = hits[i]
        unit = g.window_units.get(str(hit.unit).lower()) if hit.kind == "quantity" and hit.unit else None
        n = hit.value if unit in ("day", "week", "month", "year") and hit.low is None and hit.qualifier == "=" else None
        if n is None or not isinstance(n, Decimal) or n != n.to_integral_value() or not 0 < n <= 1000:
            out.append(hit)
            i += 1
            continue
        n = int(n)
        anchor, sign, end, window, used = doc_date, 0, hit.end, False, 1
        nxt = hits[i + 1] if i + 1 < len(hits) else None
        if m := _AGO.match(s, hit.end):
            sign, end = -1, m.end()
        elif m := _FROM_NOW.match(s, hit.end):
            sign, end = 1, m.end()
        elif m := _AHEAD.match(s, hit.end):
            sign, end, window = 1, m.end(), True
        elif (m := _ANCHOR.match(s, hit.end)) and nxt is not None and nxt.start == m.end() and nxt.kind == "date" \
                and "relative" in nxt.flags and nxt.low and nxt.high \
                and dt.date.fromisoformat(nxt.high) - dt.date.fromisoformat(nxt.low) == dt.timedelta(days=1):
            sign, end, used = (-1 if m.group("w").lower() == "before" else 1), nxt.end, 2
            anchor = dt.date.fromisoformat(nxt.low)
        elif _IN_BEFORE.search(s, max(0, hit.start - 3), hit.start) and \
                g._future_before.search(re.split(r"[.;!?。；]", s[max(0, hit.start - 80):hit.start])[-1]):
            sign = 1
        if not sign:
            out.append(hit)
            i += 1
            continue
        try:
            day = add_units(anchor, unit, sign * n)
        except (ValueError, OverflowError):
            out.append(hit)
            i += 1
            continue
        start = hit.start - 3 if _IN_BEFORE.search(s, max(0, hit.start - 3), hit.start) and sign > 0 and end == hit.end else hit.start
        if window:
            low, high = anchor + dt.timedelta(days=1), day + dt.timedelta(days=1)
        else:
            low, high = day, day + dt.timedelta(days=1)
        out.append(Hit(start, end, "date", value=low.isoformat(), text_value=s[start:end], low=low.isoformat(),
                       high=high.isoformat(), flags=["relative", "offset", "precision=" + ("day" if not window else unit)]))
        out.append(hit)  # "3 weeks ago" also states a length of three weeks (the duration stays a claim)
        i += used
    return out


def periods_in_year(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """A month, quarter or half without a year followed by a relative year ("June next year",
    "Q3 this year", "the third quarter of last year") is in that year: one Hit.  ``hits`` sorted
    by start; returns the new list."""
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        if (prev is not None and prev.kind == hit.kind == "date" and "year=inferred" in prev.flags
                and "precision=year" in hit.flags and "relative" in hit.flags and prev.low and hit.low
                and _IN_YEAR.fullmatch(s, prev.end, hit.start)):
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


def day_pair(g: Grammar, hits: list[Hit], i: int, s: str) -> tuple[int, int] | None:
    """(first day, last day) when ``hits[i]`` and ``hits[i + 1]`` are two bare day numbers written
    as a range ("4 to 22", "3-12", "between 19 and 20"), else None."""
    if i + 1 >= len(hits):
        return None
    a, b = hits[i], hits[i + 1]
    if not (a.kind == b.kind == "number" and a.low is None and b.low is None
            and _DAY_NUMBER.fullmatch(s, a.start, a.end) and _DAY_NUMBER.fullmatch(s, b.start, b.end)):
        return None
    gap = s[a.end:b.start]
    if not (RANGE_BETWEEN.fullmatch(gap) or
            (AND.fullmatch(gap) and BETWEEN.search(s, max(0, a.start - 10), a.start))):
        return None
    d1, d2 = int(s[a.start:a.end]), int(s[b.start:b.end])
    return (d1, d2) if d1 < d2 else None


def day_number_ranges(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """Days written as bare numbers with the month beside them: "from 4 to 22 this month",
    "between 3 and 12 of Sept", "November between 19 and 20" (two numbers and a month), "from 2
    to 7 Feb" (a number before a date: the date's month).  One date Hit from the first day to
    the end of the last, with "from"/"between" before it in the span.  ``hits`` sorted by start."""
    out: list[Hit] = []
    i = 0
    while i < len(hits):
        hit = hits[i]
        merged = None
        pair = day_pair(g, hits, i, s)
        if pair and i + 2 < len(hits) and "precision=month" in hits[i + 2].flags \
                and _DAYS_THEN_MONTH.fullmatch(s, hits[i + 1].end, hits[i + 2].start):
            merged, month, end = (hit.start, pair), hits[i + 2], hits[i + 2].end
            used = 3
        elif hit.kind == "date" and "precision=month" in hit.flags and (pair2 := day_pair(g, hits, i + 1, s)) \
                and _MONTH_THEN_DAYS.fullmatch(s, hit.end, hits[i + 1].start):
            merged, month, end = (hit.start, pair2), hit, hits[i + 2].end
            used = 3
        elif (hit.kind == "number" and hit.low is None and i + 1 < len(hits) and _DAY_NUMBER.fullmatch(s, hit.start, hit.end)
              and "precision=day" in hits[i + 1].flags and hits[i + 1].kind == "date"
              and (RANGE_BETWEEN.fullmatch(s, hit.end, hits[i + 1].start)
                   or (AND.fullmatch(s, hit.end, hits[i + 1].start)
                       and BETWEEN.search(s, max(0, hit.start - 10), hit.start)))):
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
                pre = _FROM_BETWEEN.search(s, max(0, start - 8), start)
                start = pre.start() if pre else start
                out.append(Hit(start, end, "date", value=low.isoformat(), text_value=s[start:end], low=low.isoformat(),
                               high=high.isoformat(), flags=["range"] + [f for f in month.flags if f in ("relative", "year=inferred")]))
                i += used
                continue
        out.append(hit)
        i += 1
    return out


def week_weekdays(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """A week and a weekday written together ("next week on Friday", "Tuesday of next week",
    "Friday this week") are that weekday of that week: one date Hit.  ``hits`` sorted by start;
    returns the new list.  Linear: one look back per hit."""
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        if prev is not None and hit.kind == prev.kind == "date":
            pair = None
            if "precision=week" in prev.flags and "weekday" in hit.flags and \
                    _WEEK_THEN_DAY.fullmatch(s, prev.end, hit.start):
                pair = (prev, hit)
            elif "weekday" in prev.flags and "precision=week" in hit.flags and \
                    _DAY_THEN_WEEK.fullmatch(s, prev.end, hit.start):
                pair = (hit, prev)
            if pair is not None and pair[1].text_value.isascii() and pair[1].text_value[:1].isalpha() \
                    and pair[1].text_value.split()[0].lower() in g.weekday_names:
                week, day = pair
                d = dt.date.fromisoformat(week.low) + dt.timedelta(days=g.weekday_names[day.text_value.lower()])
                out[-1] = Hit(prev.start, hit.end, "date", value=d.isoformat(), text_value=s[prev.start:hit.end],
                              low=d.isoformat(), high=(d + dt.timedelta(days=1)).isoformat(),
                              flags=["precision=day", "relative", "weekday"])
                continue
        out.append(hit)
    return out


#: between two dates of one list: "Aug 2 and Sep 14, 2026", "3月5日、4月18日", "June 3, July 8"
_DATE_LIST_GAP = re.compile(r"\s?(?:,|，|、|;|；)?\s?(?:(?i:and|or)|和|与|與|及|以及|或|&)?\s?")
#: "在 X 和 Y 之间": 在 makes "X 和 Y" a range only with 之间 / 间 after Y ("出现在 X 和 Y" is a list)
_BETWEEN_END = re.compile(r"\s?之?[间間]")


def _one_date_order(hits: list[Hit]) -> None:
    """Numeric dates of one segment share one order: when one of them can only be month first
    ("11/17/2026"), a day-first reading of another ("11/03/2026", flagged ``ambiguous_order``)
    is swapped to month first (Nov 3), as the writer wrote both (issue 16 kind 9)."""
    if not any("order=mdy" in h.flags for h in hits if h.kind == "date"):
        return
    for h in hits:
        if h.kind == "date" and "ambiguous_order" in h.flags and "order=dmy" in h.flags and h.low:
            d = dt.date.fromisoformat(str(h.low))
            try:
                swapped = dt.date(d.year, d.day, d.month)
            except ValueError:
                continue
            h.value = h.low = swapped.isoformat()
            h.high = (swapped + dt.timedelta(days=1)).isoformat()
            h.flags = [f for f in h.flags if f not in ("order=dmy", "ambiguous_order")] + ["order=mdy"]


def _set_year(hit: Hit, year: int) -> bool:
    """Move a one-day or one-month date ``hit`` to ``year`` (its written month and day kept);
    False when the day does not exist in that year or the hit is of another precision."""
    if not hit.low or not hit.high or not ("precision=day" in hit.flags or "precision=month" in hit.flags):
        return False
    try:
        low = dt.date.fromisoformat(str(hit.low)).replace(year=year)
        high = dt.date.fromisoformat(str(hit.high))
        high = high.replace(year=year + (high.year - dt.date.fromisoformat(str(hit.low)).year))
    except ValueError:
        return False
    old = str(hit.low)[:4]
    hit.low, hit.high = low.isoformat(), high.isoformat()
    if isinstance(hit.value, str) and hit.value.startswith(old):
        hit.value = f"{year:04d}" + hit.value[4:]
    hit.flags = [f for f in hit.flags if f not in ("year=inferred", "year=unknown")] + ["year=from_neighbour"]
    return True


def _neighbour_years(hits: list[Hit], s: str) -> None:
    """A date without a year written next to a date with one, in a list or a range ("Aug 2 and
    Sep 14, 2025", "from March 3 through March 9, 2025", "2026年3月5日、4月18日"), is of that
    year — not the document's (its ``year=inferred`` reading): the one before a dated date takes
    its year (the year before when it falls later in the calendar), the one after it its year
    (the year after when it falls earlier).  Runs right to left, then left to right, so a list
    of three carries the year along."""
    dates = [h for h in hits if h.kind == "date"]

    def joined(a: Hit, b: Hit) -> bool:
        return 0 < b.start - a.end <= 12 and bool(
            _DATE_LIST_GAP.fullmatch(s, a.end, b.start) or RANGE_BETWEEN.fullmatch(s, a.end, b.start))

    def md(h: Hit) -> tuple[int, int]:
        d = dt.date.fromisoformat(str(h.low))
        return d.month, d.day

    for i in range(len(dates) - 2, -1, -1):
        a, b = dates[i], dates[i + 1]
        if "year=inferred" in a.flags and "year=inferred" not in b.flags and a.low and b.low and joined(a, b) \
                and "range" not in a.flags:
            year = dt.date.fromisoformat(str(b.low)).year
            _set_year(a, year - (1 if md(a) > md(b) else 0))
    for i in range(1, len(dates)):
        a, b = dates[i - 1], dates[i]
        if "year=inferred" in b.flags and "year=inferred" not in a.flags and a.low and b.low and joined(a, b) \
                and "range" not in b.flags:
            year = dt.date.fromisoformat(str(a.low)).year
            _set_year(b, year + (1 if md(b) < md(a) else 0))


def _us_daylight(day: dt.date) -> bool:
    """True when ``day`` is in the US daylight-saving season (second Sunday of March to the first
    Sunday of November, the rule since 2007)."""
    def nth_sunday(month: int, n: int) -> dt.date:
        first = dt.date(day.year, month, 1)
        return first + dt.timedelta(days=(6 - first.weekday()) % 7 + 7 * (n - 1))
    return nth_sunday(3, 2) <= day < nth_sunday(11, 1)


#: what may stand between a one-day date and the time of day after it ("2026-12-08 10:00",
#: "Dec 15, 9am", "Dec 15 at 9am") or between a time and the date after it ("11am ET on Aug 4")
_GAP_DAY_TIME = re.compile(r"\s{0,2}|\s?[,，]\s?|\s(?i:at)\s")
_GAP_TIME_DAY = re.compile(r"\s(?i:on)\s|\s?[,，]\s?|\s{1,2}")


def _zones_of_dated_times(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """A time of day written right after (or before) a one-day date takes the date's season and
    zone: "2026-07-15 08:00 PT" is 08:00-07:00 (``time_zone_daylight`` of grammar.yaml: PT, ET in
    their daylight-saving season), and "北京时间 9月30日 22:00" is 22:00+08:00 (a zone word before
    the date is the time's).  A day and its time with a zone are then ONE instant (issue 16 kind
    10): one date hit whose text spans both (and the zone word before the date), value the ISO
    instant ("2026-12-08T10:00+08:00"), low/high the written day, flags ``precision=minute`` and
    ``tz=…``.  A time without a zone stays a hit of its own beside its day.  Returns the hits."""
    merged: dict[int, Hit] = {}  # id of a day hit → its instant
    absorbed: set[int] = set()  # ids of the time hits taken into an instant
    for i, hit in enumerate(hits):
        if hit.kind != "date" or "precision=time" not in hit.flags:
            continue
        day = None
        if i > 0 and hits[i - 1].kind == "date" and "precision=day" in hits[i - 1].flags \
                and _GAP_DAY_TIME.fullmatch(s, hits[i - 1].end, hit.start):
            day = hits[i - 1]
        elif i + 1 < len(hits) and hits[i + 1].kind == "date" and "precision=day" in hits[i + 1].flags \
                and _GAP_TIME_DAY.fullmatch(s, hit.end, hits[i + 1].start):
            day = hits[i + 1]
        if day is None or not day.low or id(day) in merged:
            continue
        start = min(day.start, hit.start)
        has_zone = any(f.startswith("tz=") for f in hit.flags)
        if not has_zone and day is hits[i - 1]:
            # "北京时间 9月30日 22:00": the zone word stands before the date
            before = s[max(0, day.start - 8):day.start].rstrip()
            zone = next((z for z in sorted(g.time_zones, key=len, reverse=True)
                         if not z.isascii() and before.endswith(z)), None)
            if zone:
                _set_offset(hit, g.time_zones[zone])
                start = s.rindex(zone, 0, day.start)
        else:
            generic = next((z for z in g.time_zone_daylight if re.search(rf"(?<![A-Za-z]){re.escape(z)}$", hit.text_value.strip())), None)
            if generic and _us_daylight(dt.date.fromisoformat(str(day.low))):
                _set_offset(hit, g.time_zone_daylight[generic])
        offset = next((f for f in hit.flags if f.startswith("tz=")), None)
        if offset is None or "range" in day.flags:
            continue
        end = max(day.end, hit.end)
        merged[id(day)] = Hit(start, end, "date", value=f"{str(day.low)[:10]}T{hit.value}", text_value=s[start:end],
                              low=day.low, high=day.high, qualifier=day.qualifier,
                              flags=[f for f in day.flags if not f.startswith("precision=")] + ["precision=minute", offset])
        absorbed.add(id(hit))
    if not merged:
        return hits
    return [merged.get(id(h), h) for h in hits if id(h) not in absorbed]


def _set_offset(hit: Hit, offset: str) -> None:
    """Set the UTC offset of a time-of-day ``hit`` ("08:00" → "08:00-07:00", flag tz=…)."""
    hit.value = str(hit.value)[:5] + offset
    hit.flags = [f for f in hit.flags if not f.startswith("tz=")] + [f"tz={offset}"]


def date_ranges(g: Grammar, hits: list[Hit], s: str) -> list[Hit]:
    """Join two dates written as a range ("2016年6月1日-6月30日", "Nov 18 2014-Dec 19 2015") into
    one period from the first one's start to the second one's end; the second takes the first's
    year when it has none of its own.  "and" / 和 make a range only after "between" / 从 / 介于,
    or after 在 with 之间 after the second date; a list ("X 和 Y", "X, Y and Z") stays dates
    of one year and one numeric order (:func:`_neighbour_years`, :func:`_one_date_order`).  A day
    flagged ``year=unknown`` (written without a year, no document date) that no neighbour dated
    is dropped."""
    _one_date_order(hits)
    _neighbour_years(hits, s)
    hits = _zones_of_dated_times(g, hits, s)
    out: list[Hit] = []
    for hit in hits:
        prev = out[-1] if out else None
        if (prev is not None and prev.kind == "date" and hit.kind == "date" and prev.low and hit.high
                and "range" not in prev.flags and hit.start - prev.end <= 9
                and (RANGE_BETWEEN.fullmatch(s, prev.end, hit.start)
                     or (AND.fullmatch(s, prev.end, hit.start)
                         and (between := BETWEEN.search(s, max(0, prev.start - 10), prev.start))
                         and (not between.group(0).startswith("在") or _BETWEEN_END.match(s, hit.end))))):
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
                pre = _FROM_BETWEEN.search(s, max(0, prev.start - 8), prev.start)
                if pre and prev.text_value.isascii():
                    prev.start = pre.start()  # "from Oct. 2 to October 22", "between Jan 22 and Mar 3"
                prev.end, prev.high = hit.end, high.isoformat()
                prev.text_value = s[prev.start:prev.end]
                prev.flags = [f for f in prev.flags if not f.startswith("precision=")] + ["range"]
                continue
        out.append(hit)
    # a day without a year that no dated neighbour gave one (no document date): no claim
    return [h for h in out if "year=unknown" not in h.flags]
