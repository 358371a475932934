"""Dates: the word tables of dates (months, parts of periods, ordinals, eras …) and the calendar
primitives every date recogniser builds its hits with — a day, a month, a quarter, the n-th
week of a period, a part of a period, a date moved by whole units.

A date :class:`~claimcheck.extraction.hit.Hit` has ``kind="date"``, ``value`` an ISO string
(``2026-09-28``, ``2026-09``, ``2026Q3``), ``low``/``high`` the ISO ends of the period
[low, high), and a ``precision=…`` flag.  Words from ``rules/grammar.yaml``.
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.patterns import _alt

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar


def weekday_names_early(data: dict) -> list[str]:
    """The English weekday names of ``data`` (grammar.yaml as a mapping), lower case."""
    return [str(k).lower() for k in data.get("weekday_names", {})]


def build_date_words(g: Grammar, data: dict) -> None:
    """Set the date word tables of ``g`` from ``data`` (grammar.yaml): ``months`` (name → 1-12),
    ``relative_dates`` (word → (first, last) day offsets), ``month_relatives``, ``month_alone_after``,
    ``part_words`` / ``date_parts`` (parts of a period), ``date_part_after`` (the Chinese part
    after a period: 年底, 月初), ``decade_words``, ``week_ordinals``,
    ``en_ordinals``, ``en_year_bounds``, ``day_ordinal_after``, ``month_alone_lowercase``,
    ``lunar_months``, ``century_words``, ``year_bounds``, ``eras`` (era name → its first year), and
    the patterns ``_part_before`` ("early", "the end of" before a date), ``_future_before`` (words
    that make "in two weeks" a future date) and ``_week_of_before`` ("the first week of")."""
    #: time-zone words → UTC offset ("北京时间" +08:00, "PT" -08:00): rules/grammar.yaml time_zones
    g.time_zones = {str(k): str(v) for k, v in data.get("time_zones", {}).items()}
    #: generic zones (PT, ET) → their daylight-saving offset: rules/grammar.yaml time_zone_daylight
    g.time_zone_daylight = {str(k): str(v) for k, v in data.get("time_zone_daylight", {}).items()}
    g.months = {}
    for month, names in data["months"].items():
        for name in names:
            g.months[str(name).lower().rstrip(".")] = int(month)
    g.relative_dates = {str(k): (int(v[0]), int(v[1])) for k, v in data["relative_dates"].items()}
    #: a word before a month name alone and the years it moves it by ("last sept" = the year before)
    g.month_relatives = {str(k).lower(): int(v) for k, v in data.get("month_relatives", {}).items()}
    g.month_alone_after = {str(w).lower() for w in data.get("month_alone_after", [])}
    #: parts of a period ("early", "mid", "the end of") → the part's name; date_parts: unit → part → span
    g.part_words = {str(k).lower(): str(v) for k, v in data.get("date_part_words", {}).items()}
    g.date_parts = {str(u): {str(p): (int(v[0]), int(v[1])) for p, v in parts.items()}
                    for u, parts in data.get("date_parts", {}).items()}
    g._part_before = re.compile(rf"(?i:(?<![A-Za-z])(?:the\s(?=[a-z]+\sof\s))?(?P<pw>{_alt(g.part_words)})(?:\s(?:in\s)?|-|(?<=[Mm]id)))$")
    after = data.get("date_part_after") or {}
    #: "2026 年底", "9 月初": a part word right after a year's 年 or a month's 月 → the part's name
    g.part_after = {str(k): str(v) for k, v in (after.get("words") or {}).items()}
    not_before = "".join(re.escape(str(w)) for w in after.get("not_before") or ())
    g._part_after = re.compile(rf"\s?(?P<pw>{_alt(g.part_after)})" + (rf"(?![{not_before}])" if not_before else "")) \
        if g.part_after else None
    g._future_before = re.compile(rf"(?i:{_alt(data.get('relative_future_markers', []))})")
    g.decade_words = {str(k).lower(): int(v) for k, v in data.get("en_decade_words", {}).items()}
    #: "the first / last week of …": the ordinal → the week's number (-1 the last)
    g.week_ordinals = {str(k).lower(): int(v) for k, v in data.get("week_ordinals", {}).items()}
    g._week_of_before = re.compile(rf"(?<![A-Za-z])(?:(?i:the)\s)?(?P<o>(?i:{_alt(g.week_ordinals)}))\s(?i:week)\s(?i:of)\s$")
    g.en_ordinals = {str(k).lower(): int(v) for k, v in data.get("en_ordinals", {}).items()}
    g.half_year_words = {str(k): int(v) for k, v in (data.get("half_year_words") or {}).items()}
    g.en_year_bounds = {str(k).lower(): str(v) for k, v in data.get("en_year_bounds", {}).items()}
    g.day_ordinal_after = {str(w).lower() for w in data.get("day_ordinal_after", [])} | set(weekday_names_early(data))
    g.month_alone_lowercase = {str(w).lower() for w in data.get("month_alone_lowercase_verbs", [])}
    g.lunar_months = {str(k): int(v) for k, v in data.get("lunar_months", {}).items()}
    g.century_words = {str(k): int(v) for k, v in data.get("decade_century_words", {}).items()}
    g.year_bounds = {str(k): str(v) for k, v in data.get("year_bounds", {}).items()}
    g.eras = {str(k): int(v) for k, v in data.get("era_names", {}).items()}


def day_hit(a, b, text, year, month, day, explicit_year=True) -> Hit | None:
    """A date Hit of one day at offsets [a, b) written as ``text``; without ``explicit_year``
    flagged ``year=inferred`` (and 2月29日 moved to the latest leap year).  None when the day does
    not exist."""
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


def month_hit(a, b, text, year, month) -> Hit:
    """A date Hit of the whole ``month`` of ``year`` (value ``YYYY-MM``, precision=month)."""
    last = calendar.monthrange(year, month)[1]
    start = dt.date(year, month, 1)
    end = start + dt.timedelta(days=last)
    return Hit(a, b, "date", value=f"{year:04d}-{month:02d}", text_value=text, low=start.isoformat(),
               high=end.isoformat(), flags=["precision=month"])


def quarter_hit(a, b, text, year, q) -> Hit:
    """A date Hit of quarter ``q`` (1-4) of ``year`` (value ``YYYYQn``, precision=quarter)."""
    return year_part_hit(a, b, text, year, q)


def year_part_hit(a, b, text, year, q, half: bool = False, flags=()) -> Hit | None:
    """A date Hit of quarter ``q`` (1-4) or, with ``half``, half ``q`` (1-2) of ``year`` (value
    ``YYYYQn`` / ``YYYYHn``, precision=quarter / half, then ``flags``); None for no such part
    ("H3", "the third half")."""
    months = 6 if half else 3
    if not 1 <= q or q * months > 12:
        return None
    start = dt.date(year, months * q - months + 1, 1)
    end = dt.date(year + 1, 1, 1) if q * months == 12 else dt.date(year, months * q + 1, 1)
    return Hit(a, b, "date", value=f"{year}{'H' if half else 'Q'}{q}", text_value=text, low=start.isoformat(),
               high=end.isoformat(), flags=[f"precision={'half' if half else 'quarter'}", *flags])


def nth_week(a: int, b: int, text: str, low: dt.date, high: dt.date, n: int) -> Hit | None:
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


def part_of(g: Grammar, hit: Hit, part: str, doc_date: dt.date | None) -> Hit | None:
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
        span = g.date_parts.get(str(unit), {}).get(part)
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


def month_of_weekday(day: Hit, weekday: int) -> None:
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


def add_units(d: dt.date, unit: str, k: int) -> dt.date:
    """``d`` moved by ``k`` days, weeks, months or years (a month's day clipped to its length).

    Raises:
        ValueError, OverflowError: the result is out of the calendar's range.
    """
    if unit in ("day", "week"):
        return d + dt.timedelta(days=k * (7 if unit == "week" else 1))
    months = d.year * 12 + d.month - 1 + k * (12 if unit == "year" else 1)
    y, mo = divmod(months, 12)
    return dt.date(y, mo + 1, min(d.day, calendar.monthrange(y, mo + 1)[1]))
