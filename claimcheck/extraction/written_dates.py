"""Written dates: the patterns of dates written out — numeric (``2026-09-28``, ``13.5.2015``,
``2016/11``), Chinese (``2016年6月1日``, ``康熙三年``, ``正月初一``, ``90年代``, ``第三季度``), English
(``Sep 28, 2026``, ``the 3rd of March``, ``in March``, ``Q3 2025``, ``the 70s``) — and the date
Hit each match makes (:func:`date_hit`).  They are protected spans: found before the
quantities, in the order of :func:`claimcheck.extraction.protected.build_protected`.
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import TYPE_CHECKING

from claimcheck.extraction.dates import day_hit, month_hit, nth_week, part_of, quarter_hit, year_part_hit
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.numbers import chinese_number
from claimcheck.extraction.patterns import Pieces, _alt, _unnamed

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar

_REL_YEAR_AFTER = re.compile(r"\s(?:of\s)?(?i:this|next|last)\syear(?![A-Za-z])")


def written_date_patterns(g: Grammar, data: dict, p: Pieces) -> dict[str, re.Pattern]:
    """The compiled patterns of written dates, by protected-span name (``datetime``, ``num_date``,
    ``dmy_date``, ``spaced_date``, ``zh_decade``, ``zh_quarter``, ``zh_date``, ``zh_year``, ``en_date``,
    ``en_dmy``, ``en_day_only``, ``en_month``, ``year_en_month``, ``en_month_alone``, ``quarter``,
    ``slash_date``, ``year_month``, ``year_range``, ``en_year_bound``, ``en_week_of_year``,
    ``en_part_year``, ``month_year``, ``time``, ``venue_year``, ``en_decade``, ``decade``).  Needs the
    date words (:func:`claimcheck.extraction.dates.build_date_words`) and ``p.unit_alone`` (a year
    range before a unit is no range of years: "2000-2048 tokens")."""
    unit_alone = p.unit_alone
    month_names = "(?i:" + "|".join(
        r"(?<![A-Za-z])" + re.escape(m) + r"(?![A-Za-z])" for m in sorted(g.months, key=len, reverse=True)) + ")"
    cn_year = "〇零一二三四五六七八九"
    cn_month = "一二三四五六七八九十"
    lunar_m = "".join(g.lunar_months) or "(?!)"
    lunar = _alt(data.get("lunar_markers", []))
    lunar_ny = _alt(data.get("lunar_new_year", []))
    day_ar = r"3[01]|[12]\d|0?[1-9]"
    day_cn = "三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九]"
    # "一月十日到十二日": a second day of the same month
    day_tail = rf"\s?(?:到|至|-|–|~|～)\s?(?P<d2>{day_ar}|{day_cn})\s?[日号]"
    return dict([
        ("datetime", re.compile(r"(?<!\d)(?P<y>20\d{2})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])(?:T(?P<hh>[01]\d|2[0-3]):?(?P<mi>[0-5]\d))?(?![\d])")),
        # 2010.01.29, 2015-3-3, 2010/01/29: one separator throughout
        ("num_date", re.compile(r"(?<![\d./\-])(?P<y>1[6-9]\d{2}|20\d{2})(?P<sep>[-/.])(?P<m>1[0-2]|0?[1-9])(?P=sep)(?P<d>3[01]|[12]\d|0?[1-9])(?![\d/\-]|\.\d)")),
        # day first with the year last: "13.5.2015", "3-7-2017", "1/2/2020" (Feb 1, not Jan 2: the order of
        # Recognizers-Text's Chinese specs and of most of the world; flagged when both readings are dates);
        # the month first when the day-first reading is no date ("02/22/2016")
        ("dmy_date", re.compile(r"(?<![A-Za-z\d./_])(?:(?<=[-/.]\d{4}-)|(?<!-))(?P<d>3[01]|[12]\d|0?[1-9])(?P<sep>[-/.])(?P<m>3[01]|[12]\d|0?[1-9])(?P=sep)(?P<y>1[6-9]\d{2}|20\d{2})"
                                # a full stop after the year ends the sentence ("… and 04/14/2026."), a
                                # digit after it would make a longer version or address
                                r"(?![\d/]|\.\d|-(?!\d{1,2}(?P=sep)\d{1,2}(?P=sep)\d{4}))"
                                # "05/05/89": a two-digit year only with slashes (3-7-27 and 1.2.27 are ranges, versions)
                                r"|(?<![A-Za-z\d./_\-])(?P<d2>3[01]|[12]\d|0?[1-9])/(?P<m2>3[01]|[12]\d|0?[1-9])/(?P<y2>\d{2})(?![\d/\-]|\.\d)")),
        # "2010 01 29": year, month and day apart by single spaces, month and day of two digits each
        ("spaced_date", re.compile(r"(?<![\d.,])(?P<y>19\d{2}|20\d{2}) (?P<m>0[1-9]|1[0-2]) (?P<d>0[1-9]|[12]\d|3[01])(?![\d.,]| \d)")),
        # a lunar "正月初一" / "大年初一" or Chinese-numeral year "两千零四年" first: zh_year would take "2015年"
        ("zh_decade", re.compile(rf"(?:(?P<cw>{_alt(g.century_words)})|(?P<c>1\d|20|十[一二三四五六七八九]|二十)\s?世[纪紀])?"
                                 rf"(?<![\d{cn_year}十])(?P<dd>[1-9]0|[一二三四五六七八九]十)\s?年代")),
        # ("2036 年一季度末": after a year, 第 may be left out; held-out set 30's deadline)
        ("zh_quarter", re.compile(rf"(?:(?P<y>(?<![\d.])(?:1[6-9]\d{{2}}|20\d{{2}})|[{cn_year}]{{4}})\s?年\s?(?:的\s?)?)?(?:第|(?<=年)|(?<=年\s)|(?<=的))\s?(?P<q>[1-4一二三四])\s?(?:{_alt(data.get('quarter_words', ['季度']))})")),
        # a quarter or half of a year written with 年: "2026 年 Q3", "2026年H2", "2026 年下半年"
        # (half_year_words); zh_year alone read them as the whole year (a promise "2026 年 Q3 发布"
        # was not due until the year's end; a fresh-user trial)
        *((("zh_year_part", re.compile(rf"(?P<y>(?<![\d.])(?:1[6-9]\d{{2}}|20\d{{2}}))\s?年\s?(?:的\s?)?"
                                       rf"(?:(?P<qh>[QH])(?P<q>[1-4])(?![\w])|(?P<hz>{_alt(g.half_year_words)})(?![报報度]))")),)
          if g.half_year_words else ()),
        # an era name's year ("康熙三年五月", "民国三年", "神龙元年十一月") may stand without a month
        ("zh_date", re.compile(rf"(?:(?P<lz>{lunar})\s?)?(?:(?:(?P<era>{_alt(g.eras)})\s?(?P<ey>元|\d{{1,3}}(?!\d)|[一二三四五六七八九十]{{1,3}})"
                               rf"|(?P<y>(?<![\d.])\d{{4}}|(?<![\d.])\d{{2,3}}(?=\s?年\s?(?:{lunar})?\s?(?:\d|[{cn_month}]))|[{cn_year}两千百十]{{2,6}}))\s?年\s?)?"
                               rf"(?:(?:(?P<lz2>{lunar})\s?)?(?:(?P<m>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九]|(?P<lm>[{lunar_m}]))\s?月|(?P<dn>{lunar_ny})(?=初))"
                               rf"(?:\s?(?:(?P<dl>初(?:十|[一二三四五六七八九]))|(?P<d>{day_ar})(?:\s?[日号]|(?={_unnamed(day_tail)}))|(?P<dz>{day_cn})(?:\s?[日号])?)(?:{day_tail})?"
                               rf"|(?P<part>上旬|中旬|下旬))?|(?(era)|(?!)))")),
        # a year alone with its marker: "2016年" ("2016年度" too), "07年", "二〇一七年", "零八年" (two digits
        # read one by one, not an approximation "三四年"); a bound word after it ("2018年以前") makes it a bound
        ("zh_year", re.compile(rf"(?:(?<![\d.])(?P<y>1[6-9]\d{{2}}|20\d{{2}}|0\d)|(?<![{cn_year}十百千万两])(?P<yc>[一二][{cn_year}]{{3}}"
                               rf"|(?!{'|'.join(cn_year[i:i + 2] for i in range(2, 10))})[{cn_year}]{{2}}))(?![{cn_year}十])"
                               rf"\s?年(?:度)?(?:\s?(?P<bound>{_alt(g.year_bounds)})(?![\d{cn_year}十两几半]))?")),
        ("en_date", re.compile(rf"(?P<mon>{month_names})\.?\s?(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?(?:\s?[-–]\s?(?P<d2>3[01]|[12]\d|0?[1-9]))?(?:,?\s(?P<y>1[6-9]\d{{2}}|20\d{{2}})(?![\d\-]\d|-\d))?(?(y)(?!\d|:\d)|(?![\d:]))")),
        # day first: "15 June 2016", "1st Jan", "the 3rd of March"
        ("en_dmy", re.compile(rf"(?<![\d.,])(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?\s(?:of\s)?(?P<mon>{month_names})\.?(?:,?\s(?P<y>1[6-9]\d{{2}}|20\d{{2}}))?(?(y)(?!\d|:\d)|(?![\d:]))")),
        # "on the 27th", "friday the 22nd": a day of the document's month (after a word of
        # day_ordinal_after, checked in _protected_hit; before a word only of day_ordinal_followers:
        # not "the 25th percentile", "the 27th floor")
        ("en_day_only", re.compile(rf"(?<![A-Za-z])(?i:the)\s(?P<d>3[01]|[12]\d|0?[1-9])(?i:st|nd|rd|th)(?![A-Za-z\d])"
                                   rf"(?!\s(?!(?i:{_alt(data.get('day_ordinal_followers', []))}))[A-Za-z])")),
        ("en_month", re.compile(rf"(?P<mon>{month_names})\.?\s?,?\s(?:of\s)?(?P<y>1[6-9]\d{{2}}|20\d{{2}})(?!\d)")),
        # the year first: "2016 November", "2016, nov"
        ("year_en_month", re.compile(rf"(?<![\d.,])(?P<y>1[6-9]\d{{2}}|20\d{{2}})\s?,?\s(?P<mon>{month_names})\.?(?!\s?\d|[A-Za-z])")),
        # a month name alone ("in March", "this Jan", "last sept", "the month of May"): a month of the
        # document's year (of the year before or after it with last / next); whether the words
        # around make it a date is decided in _protected_hit (month_alone_after)
        ("en_month_alone", re.compile(rf"(?:(?<![A-Za-z])(?P<rel>(?i:{_alt(g.month_relatives)}))\s|(?<![A-Za-z])(?P<mof>(?i:(?:the\s)?month\sof))\s)?"
                                      rf"(?P<mon>{month_names})(?!\.?\s?\d)")),
        # quarters and halves: "2026Q4", "Q3 2025", "H1 2026", "2016H2", "Q3" alone (the document's year),
        # "the third quarter of 2016", "the first half of 2025" (a half only with its year)
        ("quarter", re.compile(rf"(?P<y>(?:19|20)\d{{2}})\s?-?(?P<qh>[QH])(?P<q>[1-4])(?![\w])"
                               rf"|(?<![\w\-])(?P<qh2>[QH])(?P<q2>[1-4])\s(?P<y2>(?:19|20)\d{{2}})(?!\d)"
                               rf"|(?<![\w\-])Q(?P<q3>[1-4])(?![\w\-])"
                               rf"|(?:(?<![A-Za-z])(?i:the)\s)?(?P<ord>(?i:{_alt(g.en_ordinals)}))[\s-]\s?(?P<unit>(?i:quarter|half))(?![A-Za-z])"
                               rf"(?:\s(?i:of\s)?(?P<y4>(?:19|20)\d{{2}})(?![\d.]))?")),
        ("slash_date", re.compile(r"(?<![\d/.])(?P<y>20\d{2})/(?P<m>0?[1-9]|1[0-2])(?:/(?P<d>0?[1-9]|[12]\d|3[01]))?(?![\d/])")),
        # "2026-09", "2015-3", "2016 - 11", "2016 / 11": a year and its month (not "2016-11-05", a day,
        # nor "2015-3-3"); a full stop may end the sentence after it ("planned for 2026-11."; a
        # fresh-user trial, session 37), not a decimal ("2026-11.5")
        ("year_month", re.compile(r"(?<![\d.])(?P<y>(?:19|20)\d{2})(?:-|\s[-/]\s?|[-/]\s)(?P<m>0?[1-9]|1[0-2])(?![\d]|\.\w|[-/]\d)")),
        # the month first: "11/2016", "3-2015", "11 / 2016"
        # "2014-2018", "from 2014 to 2018", "between 2014 and 2018": the years from the first to the
        # last, both whole (not before a unit: "2000-2048 tokens"); "and" only after "between"
        ("year_range", re.compile(rf"(?:(?<![A-Za-z])(?P<pre>(?i:from|between))\s)?(?<![\d.\-/])(?P<y1>(?:19|20)\d{{2}})"
                                  rf"(?P<sep>\s?[-–~]\s?|\s(?i:to|through|till|until)\s|(?<=(?i:between)\s\d{{4}})\s(?i:and)\s)(?P<y2>(?:19|20)\d{{2}})"
                                  rf"(?![\d\-/%]|\.\d|\s?(?:{_alt(unit_alone)}))")),
        # "since 2018" [2018, …), "after 2016" [2017, …), "before 2018" […, 2018): open periods
        ("en_year_bound", re.compile(rf"(?<![A-Za-z])(?P<bw>(?i:{_alt(g.en_year_bounds)}))\s(?P<y>1[6-9]\d{{2}}|20\d{{2}})"
                                     rf"(?![\d\-/%]|[.,]\d|\s?(?:{_alt(unit_alone)}))")),
        # "the first week of 2027", "last week of 2015": a week of a year (see _nth_week)
        ("en_week_of_year", re.compile(rf"(?<![A-Za-z])(?:(?i:the)\s)?(?P<o>(?i:{_alt(g.week_ordinals)}))\s(?i:week)\s(?i:of)\s"
                                       rf"(?P<y>1[6-9]\d{{2}}|20\d{{2}})(?![\d\-/%]|[.,]\d|\s?(?:{_alt(unit_alone)}))")),
        # "early 2025", "mid-2024", "the end of 2000": a part of a year (rules: date_parts)
        ("en_part_year", re.compile(rf"(?<![A-Za-z])(?P<pw>(?i:(?:the\s(?=[a-z]+\sof\s))?{_alt(g.part_words)}))(?:\s|-|(?<=[Mm]id))(?P<y>1[6-9]\d{{2}}|20\d{{2}})"
                                    rf"(?![\d\-/%]|[.,]\d|\s?(?:{_alt(unit_alone)}))")),
        ("month_year", re.compile(r"(?<![\d./\-])(?P<m>0?[1-9]|1[0-2])(?:[-/]|\s[-/]\s?|[-/]\s)(?P<y>(?:19|20)\d{2})(?![\d./\-])")),
        # "02-20 前", "by 03-10": a month and day of two digits each, no year (a day of the document's
        # year), only beside a word that makes it a day (grammar.yaml month_day_words): "10-12 GB",
        # "05-10 次" are ranges (held-out set 14)
        # "07-09（周五）", "05-14 (Fri)": a weekday in brackets after it makes it a day too
        ("month_day", _month_day(data.get("month_day_words") or {}, _weekday_after(data))),
        # "6/9（周五）", "6/9 前": a month and day written with a slash (one or two digits each) only with a
        # weekday or a word of month_day_words["after"] right after it; "by 1/3", "1/7" stay fractions
        # (held-out set 19: a chat's "Tom 说 6/9（周五）当天把镜像推到 registry")
        ("month_day_slash", _month_day(data.get("month_day_words") or {}, _weekday_after(data, bracketed=True), slash=True)),
        # "21:00 UTC+8", "10:00 北京时间", "北京时间 10:00", "9am PT": a time of day with its zone
        # (time_zones of grammar.yaml; issue 16 kind 10)
        ("time", re.compile(
            rf"(?:(?P<tzb>{_alt([z for z in g.time_zones if not z.isascii()])})\s?)?"
            rf"(?:(?<![\d:])(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?::[0-5]\d)?(?:\s?(?P<ap>(?i:[ap]\.?m\.?)(?![A-Za-z])))?"
            rf"|(?<![\d:.])(?P<h2>1[0-2]|0?[1-9])\s?(?P<ap2>(?i:[ap]\.?m\.?)(?![A-Za-z])))"
            rf"(?:\s?(?P<tz>{_alt(g.time_zones)})(?:\s?(?P<off>[+\-]\d{{1,2}}(?::?[0-5]\d)?)(?![\d:]))?)?(?![\d:])")),
        # "VLDB 2026", "(2026)": a year named by its venue, or alone in brackets
        ("venue_year", re.compile(rf"(?<![A-Za-z]){_alt(data.get('venues', []))}\s?(?P<y>19\d\d|20[0-4]\d)(?![\d\-./:年%])"
                                  r"|(?<=[(（])(?P<y2>19[5-9]\d|20[0-3]\d)(?=[)）])")),
        # "the 70s", "the '40s", "'90s", "70's", "the seventies": the most recent such decade starting
        # in or before the document's decade
        ("en_decade", re.compile(rf"(?<![A-Za-z])(?i:the)\s(?:'?(?P<d1>\d0)'?s|(?P<w>(?i:{_alt(g.decade_words)})))(?![A-Za-z\d])"
                                 rf"|(?<![\w'])(?:'(?P<d2>\d0)s|(?P<d3>\d0)'s)(?![A-Za-z\d])")),
        # a decade ("1960s", "1990年代"): a period, not seconds
        ("decade", re.compile(r"(?<![\d.])(?P<y>1[5-9]\d0|20\d0)(?:'?s(?![A-Za-z])|\s?年代)")),
    ])


def _weekday_after(data: dict, bracketed: bool = False) -> str:
    """A regex of a weekday written after a date, in brackets or after a comma ("（周五）", "(Fri)",
    "，周四", " Friday"), from
    grammar.yaml ``weekday_words``, ``weekday_days`` and ``weekday_names`` (English names also by
    their first three letters); with ``bracketed``, only in brackets ("6/9（周五）", not "3/4，周五");
    "" when the grammar names no weekday."""
    zh = [f"{w}{d}" for w in data.get("weekday_words") or [] for d in data.get("weekday_days") or {}]
    en = [str(n) for n in data.get("weekday_names") or {}]
    en += sorted({n[:3] for n in en})
    names = zh + [f"(?i:{re.escape(n)})" for n in en]
    if not names:
        return ""
    opener = r"[（(]\s?(?:" if bracketed else r"(?:[（(]|[，,])?\s?(?:"
    return opener + "|".join(sorted((n if n.startswith("(?i:") else re.escape(n) for n in names),
                                    key=len, reverse=True)) + r")(?![A-Za-z])"


def _month_day(words: dict, weekday: str = "", slash: bool = False) -> re.Pattern:
    """The ``month_day`` pattern: ``MM-DD`` (two digits each, month 01-12, day 01-31) with a word of
    ``words["before"]`` right before it, or of ``words["after"]`` or the bracketed weekday
    ``weekday`` (a regex, :func:`_weekday_after`) right after it (one space allowed); groups
    ``m``, ``d`` (never matches without words).  With ``slash``, the ``month_day_slash`` pattern:
    ``M/D`` (one or two digits each) with a word of ``words["after"]`` or the weekday after it
    only — a word before it proves nothing ("cut by 1/3" is a fraction)."""
    before, after = words.get("before") or [], words.get("after") or []
    afters = ([_alt(after)] if after else []) + ([weekday] if weekday else [])
    if slash:
        if not afters:
            return re.compile("(?!)")
        return re.compile(r"(?<![\w./\-:])(?P<m>0?[1-9]|1[0-2])/(?P<d>0?[1-9]|[12]\d|3[01])(?![\w\-./:%])"
                          rf"(?=\s?(?:{'|'.join(afters)}))")
    if not before and not afters:
        return re.compile("(?!)")
    pre = rf"(?:(?<![A-Za-z])(?P<pre>(?i:{_alt(before)}))\s?)?" if before else "(?P<pre>(?!))?"
    post = rf"(?=\s?(?:{'|'.join(afters)}))" if afters else "(?!)"
    return re.compile(pre + r"(?<![\w./\-:])(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])(?![\w\-./:%])"
                      + rf"(?:{post}|(?(pre)|(?!)))")


def date_hit(g: Grammar, name: str, m: re.Match, s: str, doc_date: dt.date | None) -> Hit | None:
    """The date Hit of a match ``m`` of the written-date pattern ``name`` in ``s`` (see
    :func:`written_date_patterns`); ``doc_date`` gives a missing year, the century of a two-digit
    year and the month of a day alone.  None when the text is no date (an impossible day, "(2038)"
    in a 2026 text, "Q4" not after "in"/"by" …) or the name is not a date's."""
    a, b = m.span()
    if name == "venue_year":
        y = "y" if m.group("y") else "y2"
        year = int(m.group(y))
        if y == "y2" and doc_date is not None and year > doc_date.year + 5:
            return None  # "(2038)" in a 2026 text: a number in brackets, not a year
        return Hit(m.start(y), m.end(y), "date", value=f"{year:04d}", text_value=m.group(y),
                   low=dt.date(year, 1, 1).isoformat(), high=dt.date(year + 1, 1, 1).isoformat(),
                   flags=["precision=year", "venue"])
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
            return day_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")), int(m.group("d")))
        return month_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")))
    if name == "year_range":
        y1, y2 = int(m.group("y1")), int(m.group("y2"))
        if y2 <= y1 or y2 - y1 > 200:
            return None
        return Hit(a, b, "date", value=f"{y1:04d}", text_value=m.group(0), low=dt.date(y1, 1, 1).isoformat(),
                   high=dt.date(y2 + 1, 1, 1).isoformat(), flags=["precision=year", "range"])
    if name == "en_year_bound":
        year, qualifier = int(m.group("y")), g.en_year_bounds[m.group("bw").lower()]
        low, high = dt.date(year, 1, 1), dt.date(year + 1, 1, 1)
        low, high = {">=": (low, None), ">": (high, None), "<": (None, low)}.get(qualifier, (low, high))
        return Hit(a, b, "date", value=f"{year:04d}", text_value=m.group(0), qualifier=qualifier,
                   low=low.isoformat() if low else None, high=high.isoformat() if high else None,
                   flags=["precision=year", "bound=" + m.group("bw").lower()])
    if name == "en_week_of_year":
        year = int(m.group("y"))
        return nth_week(a, b, m.group(0), dt.date(year, 1, 1), dt.date(year + 1, 1, 1),
                        g.week_ordinals[m.group("o").lower()])
    if name == "en_part_year":
        year = int(m.group("y"))
        hit = Hit(a, b, "date", value=f"{year:04d}", text_value=m.group(0), low=dt.date(year, 1, 1).isoformat(),
                  high=dt.date(year + 1, 1, 1).isoformat(), flags=["precision=year"])
        return part_of(g, hit, g.part_words[m.group("pw").lower().removeprefix("the ")], doc_date)
    if name in ("year_month", "month_year"):
        return month_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")))
    if name in ("month_day", "month_day_slash"):
        a = m.start("m")
        month, day = int(m.group("m")), int(m.group("d"))
        if doc_date is None:
            return _unknown_year_day(a, b, s[a:b], month, day)
        return day_hit(a, b, s[a:b], doc_date.year, month, day, explicit_year=False)
    if name in ("num_date", "spaced_date"):
        return day_hit(a, b, m.group(0), int(m.group("y")), int(m.group("m")), int(m.group("d")))
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
        hit = day_hit(a, b, m.group(0), year, mo, d)
        if hit is not None:
            hit.flags.append(f"order={order}")
            if order == "dmy" and d <= 12 and d != mo:
                hit.flags.append("ambiguous_order")  # 1/2/2020 is Jan 2 in the US
        return hit
    if name == "zh_year":
        ytext = m.group("y") or m.group("yc")
        year = int(ytext) if ytext.isdigit() else int("".join(str(g.digits[ch]) for ch in ytext))
        if len(ytext) == 2:  # "07年", "零八年": in the document's century unless > 10 years ahead
            pivot = doc_date.year if doc_date else 2000
            year += pivot // 100 * 100
            if year > pivot + 10:
                year -= 100
        low, high, qualifier = dt.date(year, 1, 1), dt.date(year + 1, 1, 1), "="
        flags = ["precision=year"]
        if m.group("bound"):
            # "2018年以来" [2018, …), "2018年以后" [2019, …), "2018年以前" […, 2018): an open period
            qualifier = g.year_bounds[m.group("bound")]
            low, high = {">=": (low, None), ">": (high, None), "<": (None, low)}.get(qualifier, (low, high))
            flags.append("bound=" + m.group("bound"))
        return Hit(a, b, "date", value=f"{year:04d}", text_value=m.group(0), qualifier=qualifier,
                   low=low.isoformat() if low else None, high=high.isoformat() if high else None, flags=flags)
    if name == "zh_decade":
        dd = m.group("dd")
        decade = int(dd) if dd.isdigit() else chinese_number(dd, g.digits, g.units_zh)
        if m.group("cw"):
            base = ((doc_date.year if doc_date else 2000) // 100 + g.century_words[m.group("cw")]) * 100
        elif m.group("c"):
            c = m.group("c")
            base = ((int(c) if c.isdigit() else chinese_number(c, g.digits, g.units_zh)) - 1) * 100
        else:
            base = 1900  # "90年代": the 1990s
        year = base + decade
        return Hit(a, b, "date", value=f"{year}s", text_value=m.group(0), low=dt.date(year, 1, 1).isoformat(),
                   high=dt.date(year + 10, 1, 1).isoformat(), flags=["precision=decade"])
    if name == "zh_quarter":
        y = m.group("y")
        year = (int(y) if y.isdigit() else chinese_number(y, g.digits, g.units_zh)) if y else \
            (doc_date.year if doc_date else None)
        if year is None:
            return None
        q = m.group("q")
        return quarter_hit(a, b, m.group(0), year, int(q) if q.isdigit() else g.digits[q])
    if name == "zh_year_part":
        year = int(m.group("y"))
        if m.group("hz"):
            q, half = g.half_year_words[m.group("hz")], True
        else:
            q, half = int(m.group("q")), m.group("qh") == "H"
        return year_part_hit(a, b, m.group(0), year, q, half)  # (None for "2026 年 H3")
    if name == "zh_date":
        num = lambda t: int(t) if t.isdigit() else chinese_number(t, g.digits, g.units_zh)
        year = num(m.group("y")) if m.group("y") else None
        ytext = m.group("y") or ""
        if m.group("era"):
            # "康熙三年" is the era's third year: 1662 + 3 - 1 = 1664
            n = 1 if m.group("ey") == "元" else num(m.group("ey"))
            if not n:
                return None
            year = g.eras[m.group("era")] + n - 1
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
        lunar = bool(m.group("lz") or m.group("lz2") or m.group("lm") or m.group("dl") or m.group("dn"))
        if year is None:
            # "3月5日、4月18日" without a document date: a day whose year a dated neighbour may give
            return _unknown_year_day(a, b, m.group(0), m.group("d") and not lunar and not m.group("d2") and not m.group("part")
                                     and num(m.group("m")), m.group("d") and num(m.group("d")))
        lunar = bool(m.group("lz") or m.group("lz2") or m.group("lm") or m.group("dl") or m.group("dn"))
        month = 1 if m.group("dn") else (g.lunar_months[m.group("lm")] if m.group("lm") else num(m.group("m")))
        day = m.group("d") or m.group("dz") or (m.group("dl")[1:] if m.group("dl") else None)
        if day:
            hit = day_hit(a, b, m.group(0), year, month, num(day), explicit_year=explicit)
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
        if not explicit and not m.group("part") and \
                not (g._part_after is not None and g._part_after.match(s, b)):
            return None  # "9 月" alone is too vague to be a claim; "11 月底" is the end of the document year's November
        hit = month_hit(a, b, m.group(0), year, month)
        if m.group("part"):
            # 上旬 days 1-10, 中旬 11-20, 下旬 21 to the month's end
            first = {"上旬": 1, "中旬": 11, "下旬": 21}[m.group("part")]
            hit.low = dt.date(year, month, first).isoformat()
            if first < 21:
                hit.high = dt.date(year, month, first + 10).isoformat()
            hit.flags = ["precision=part_of_month"]
        return hit
    if name == "en_dmy":
        month = g.months[m.group("mon").lower().rstrip(".")]
        year = int(m.group("y")) if m.group("y") else (doc_date.year if doc_date else None)
        if year is None:
            return _unknown_year_day(a, b, m.group(0), month, int(m.group("d")))
        return day_hit(a, b, m.group(0), year, month, int(m.group("d")), explicit_year=bool(m.group("y")))
    if name == "en_date":
        month = g.months[m.group("mon").lower().rstrip(".")]
        year = int(m.group("y")) if m.group("y") else (doc_date.year if doc_date else None)
        if year is None:
            return _unknown_year_day(a, b, m.group(0), not m.group("d2") and month, int(m.group("d")))
        hit = day_hit(a, b, m.group(0), year, month, int(m.group("d")), explicit_year=bool(m.group("y")))
        if hit and m.group("d2"):
            try:
                hit.high = (dt.date(year, month, int(m.group("d2"))) + dt.timedelta(days=1)).isoformat()
            except ValueError:
                pass
        return hit
    if name in ("en_month", "year_en_month"):
        mon = m.group("mon")
        if name == "year_en_month" and mon.lower() in g.month_alone_lowercase and mon.islower():
            return None  # "in 2016 may be": a verb
        return month_hit(a, b, m.group(0), int(m.group("y")), g.months[mon.lower().rstrip(".")])
    if name == "en_month_alone":
        return month_alone_hit(g, m, s, doc_date)
    if name == "en_day_only":
        before = re.search(r"([A-Za-z]+)[\s,]{1,3}$", s[max(0, a - 16):a])
        if doc_date is None or not before or before.group(1).lower() not in g.day_ordinal_after:
            return None
        year, month, day = doc_date.year, doc_date.month, int(m.group("d"))
        while day > calendar.monthrange(year, month)[1]:
            year, month = (year, month - 1) if month > 1 else (year - 1, 12)
        hit = day_hit(a, b, m.group(0), year, month, day, explicit_year=False)
        if hit is not None:
            hit.flags.append("month=inferred")
        return hit
    if name == "en_decade":
        dd = int(m.group("d1") or m.group("d2") or m.group("d3")) if not m.group("w") else g.decade_words[m.group("w").lower()]
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
            q, half = g.en_ordinals[m.group("ord").lower()], m.group("unit").lower() == "half"
            if not y and (half or re.match(r"\s(?i:of)\s", s[b:b + 4])) and not _REL_YEAR_AFTER.match(s, b):
                return None  # "the first half of the run", "the first quarter of training"
        else:
            if m.group("q3") and not _REL_YEAR_AFTER.match(s, b):
                # "Q4" alone is also a 4-bit quantisation ("Edge Q4 KV"): a quarter only after "in",
                # "during", "by" … (month_alone_after) or before this/next/last year
                before = re.search(r"([A-Za-z]+)\s{1,3}$", s[max(0, a - 16):a])
                if not (before and before.group(1).lower() in g.month_alone_after):
                    return None
            q = int(m.group("q") or m.group("q2") or m.group("q3"))
            half = (m.group("qh") or m.group("qh2") or "Q") == "H"
        if y is None and doc_date is None:
            return None
        year = int(y) if y else doc_date.year
        # (None for "H3", "the third half")
        return year_part_hit(a, b, m.group(0), year, q, half, () if y else ("year=inferred",))
    if name == "time":
        return time_hit(g, m)
    return None


#: the stand-in year of a day written without one when no document date is known (a leap year)
UNKNOWN_YEAR = 2000


def _unknown_year_day(a: int, b: int, text: str, month, day) -> Hit | None:
    """A day written without a year ("Aug 2", "4月18日") when the document has no date: a date Hit in
    :data:`UNKNOWN_YEAR` flagged ``year=unknown``, kept only when a dated neighbour of a list or
    range gives its year (:func:`claimcheck.extraction.periods.date_ranges` drops the others);
    None when ``month`` / ``day`` are not plain numbers (a lunar date, a part of a month)."""
    if not month or not day:
        return None
    hit = day_hit(a, b, text, UNKNOWN_YEAR, int(month), int(day), explicit_year=False)
    if hit is not None:
        hit.flags.append("year=unknown")
    return hit


def time_hit(g: Grammar, m: re.Match) -> Hit | None:
    """A time of day: value "HH:MM" (24 h; "9pm" is 21:00) followed by its UTC offset when a zone
    is written ("21:00 UTC+8" → "21:00+08:00", "9am PT" → "09:00-08:00"), flags ``precision=time``
    and ``tz=±HH:MM``; None for an impossible hour ("13pm")."""
    hour = int(m.group("h") or m.group("h2"))
    minute = int(m.group("mi") or 0)
    ap = (m.group("ap") or m.group("ap2") or "").lower().replace(".", "")
    if ap:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if ap == "pm" else 0)
    value = f"{hour:02d}:{minute:02d}"
    flags = ["precision=time"]
    zone = m.group("tz") or m.group("tzb")
    if zone:
        offset = g.time_zones.get(zone) or g.time_zones.get(zone.upper())
        if m.group("off"):
            sign, digits = m.group("off")[0], m.group("off")[1:].replace(":", "")
            hh, mm = (digits[:-2], digits[-2:]) if len(digits) > 2 else (digits, "00")
            offset = f"{sign}{int(hh):02d}:{mm}"
        if offset:
            value += offset
            flags.append(f"tz={offset}")
    return Hit(m.start(), m.end(), "date", value=value, text_value=m.group(0), flags=flags)


def month_alone_hit(g: Grammar, m: re.Match, s: str, doc_date: dt.date | None) -> Hit | None:
    """A month name without day or year ("in March", "this Jan", "last sept", "the month of May")
    as the month of the document's year, moved by the relative word's years; a date Hit, or
    None when no document date is known or the words around do not make the name a date: it
    needs a relative word, "month of", a word of month_alone_after before it, or to be a full
    name written with a capital (a lower-case "may"/"mar" needs "last"/"next" or "month of")."""
    if doc_date is None:
        return None
    mon, rel = m.group("mon"), m.group("rel")
    key = mon.lower().rstrip(".")
    if mon.islower() and key in g.month_alone_lowercase and not m.group("mof") \
            and not (rel and g.month_relatives[rel.lower()]):
        return None  # "this may take longer", "to mar": verbs
    if not (rel or m.group("mof") or _REL_YEAR_AFTER.match(s, m.end())):
        before = re.search(r"([A-Za-z]+)[\s,]{1,3}$", s[max(0, m.start() - 24):m.start()])
        after_word = before is not None and before.group(1).lower() in g.month_alone_after
        full_capital = mon[0].isupper() and len(key) > 3 and key not in g.month_alone_lowercase
        if not (after_word and not (mon.islower() and key in g.month_alone_lowercase)) and not full_capital:
            return None
    year = doc_date.year + (g.month_relatives[rel.lower()] if rel else 0)
    hit = month_hit(m.start(), m.end(), m.group(0), year, g.months[key])
    hit.flags.append("year=inferred" if not rel else "relative")
    return hit
