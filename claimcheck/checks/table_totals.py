"""CC105's table totals: a table's total row ("| 合计 | 440 |", "| Total | 1,234 |") against the
sum of the rows above it in the same column (a fresh-user trial, session 34: 120 + 200 + 80 GPU
hours totalled as 440).

The cells are read from the segments, not the claims: a bare number in a table ("| SGLang 基准 |
120 |") is no claim, yet it is a part of the total.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal, InvalidOperation

from claimcheck.checks.context import CheckContext, Draft
from claimcheck.extraction.patterns import _alt
from claimcheck.model import fmt_decimal
from claimcheck.text.segment import row_cells

#: a cell that is one plain number: digits with thousands commas or none, an optional fraction,
#: optionally bold ("**440**")
_NUMBER = re.compile(r"^\s*(?:\*\*|__)?(?P<n>[+\-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?:\*\*|__)?\s*$")


def _value(text: str) -> tuple[Decimal, Decimal] | None:
    """(value, half of its last written digit) of a cell that is one plain number, else None."""
    m = _NUMBER.match(text)
    if m is None:
        return None
    written = m.group("n").replace(",", "")
    try:
        value = Decimal(written)
    except InvalidOperation:
        return None
    places = len(written.split(".")[1]) if "." in written else 0
    return value, Decimal(5) * Decimal(10) ** (-(places + 1))


def table_totals(ctx: CheckContext, spec: dict, large: float) -> Iterator[Draft]:
    """A table's total row whose cell is not the sum of the cells above it in its column, or an
    average row whose cell is not their mean.

    A total row is a row whose first cell is one of ``spec['row_words']`` (合计, 总计, Total …;
    CC105's ``table_totals``; also two of them as a bilingual label, "总计 / Sum"), an average row one of ``spec['average_row_words']`` (平均, Average
    …; a fresh-user trial, session 35); its parts are the rows since the table's header or the
    previous total or average row.  An average row's column is skipped when its header holds one
    of ``spec['average_skip_header_words']`` (a share's mean is no plain mean of the rows).  A
    column is checked when every part's cell and the total's cell is one plain number (no unit,
    no percent: a rate's total row is an overall rate, not a sum) and its header holds none of
    ``spec['skip_header_words']`` (平均, 占比, avg, rate …); the sum admits the rounding of each
    written number (half its last digit).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        spec: CC105's ``table_totals`` parameter (``row_words``, ``skip_header_words``,
            ``average_row_words``, ``average_skip_header_words``, ``min_parts``).
        large: CC105's ``large_relative_error``: a total off by more is a large discrepancy.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per wrong total cell (no claims: the
        total cell first, then the parts, as extra locations).
    """
    rows, means = spec.get("row_words") or [], spec.get("average_row_words") or []
    if not rows and not means:
        return

    def row_label(words) -> re.Pattern:
        # (a bilingual label is one: "总计 / Sum", "合计（Total）"; held-out set 39, R050)
        alt = _alt(words) if words else ""
        return re.compile(r"^\s*(?:\*\*|__)?(?:" + alt + r")(?:\s?[/／]\s?(?:" + alt + r")|\s?[（(](?:" + alt
                          + r")[)）])?(?:\*\*|__)?\s*[:：]?\s*$" if words else "(?!)", re.IGNORECASE)
    total_row, mean_row = row_label(rows), row_label(means)
    skip_words, mean_skip_words = spec.get("skip_header_words") or [], spec.get("average_skip_header_words") or []
    skip = re.compile(_alt(skip_words), re.IGNORECASE) if skip_words else None
    mean_skip = re.compile(_alt(mean_skip_words), re.IGNORECASE) if mean_skip_words else None
    min_parts = int(spec.get("min_parts", 2))
    share_words = spec.get("share_header_words") or []
    share_head = re.compile(_alt(share_words), re.IGNORECASE) if share_words else None
    for ex in ctx.extracts:
        path = ex.document.path
        # each table: its rows in order, each row (line, row label, {column index: (text, column)})
        tables: list[list[tuple[int, str, dict[int, tuple[str, int]]]]] = []
        headers: dict[int, list[str]] = {}
        last_line, last_headers = None, None
        for seg in ex.segments:
            if seg.kind != "table_cell" or not seg.headers:
                continue
            key = tuple(seg.headers)
            if last_line is None or key != last_headers or seg.line > last_line + 1:
                tables.append([])
                headers[len(tables) - 1] = list(seg.headers)
            last_line, last_headers = seg.line, key
            table = tables[-1]
            if not table or table[-1][0] != seg.line:
                table.append((seg.line, _row_label(seg), {}))
            index = seg.line_text[:seg.offset].count("|") - (1 if seg.line_text.lstrip().startswith("|") else 0)
            table[-1][2][index] = (seg.text, seg.offset + 1)
        for t, table in enumerate(tables):
            heads = headers[t]
            yield from _total_columns(path, heads, table, total_row, skip, min_parts, large)
            if share_head is not None:
                yield from _share_columns(path, heads, table, total_row, share_head, min_parts, large)
            for col in range(1, len(heads)):
                sums = skip is None or not skip.search(heads[col])
                averages = mean_skip is None or not mean_skip.search(heads[col])
                parts: list[tuple[int, str, Decimal, Decimal, int]] = []
                broken = False
                for line, label, cells in table:
                    text, column = cells.get(col, ("", 0))
                    mean = mean_row.match(label) is not None
                    if mean or total_row.match(label):
                        read = _value(text)
                        if read is not None and not broken and len(parts) >= min_parts and (averages if mean else sums):
                            draft = _wrong_total(path, heads[col], (line, text, *read, column), parts, large, mean)
                            if draft is not None:
                                yield draft
                        parts, broken = [], False
                        continue
                    read = _value(text)
                    if read is None:
                        broken = True  # a part that is no plain number: the sum is unknown
                    else:
                        parts.append((line, text.strip(), *read, column))


#: a table cell that is one amount: a plain number, maybe with a currency sign before it or a short
#: unit or a percent sign after it ("$0.84", "620 ms", "3,120 tok/s", "12 GB", "12.0%"); read by
#: :func:`cell_amount`, and through :func:`level_cell` by CC105's change columns
_LEVEL_CELL = re.compile(r"^\s*(?:\*\*|__)?(?P<pre>[$¥€£])?\s?(?P<n>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)"
                         r"\s?(?P<unit>[A-Za-zµμ]{1,8}(?:/[A-Za-z]{1,4})?|[\u4e00-\u9fff]{1,2}|[%％])?(?:\*\*|__)?\s*$")


def cell_amount(text: str) -> tuple[Decimal, Decimal, str] | None:
    """(value, half of its last written digit, its currency sign and unit) of a table cell that is
    one amount (:data:`_LEVEL_CELL`: "$0.84", "620 ms", "12.0%" with unit "%", a plain "42.0" with
    unit ""), else None."""
    m = _LEVEL_CELL.match(text)
    if m is None:
        return None
    plain = _value(m.group("n"))
    return (plain[0], plain[1], (m.group("pre") or "") + (m.group("unit") or "")) if plain else None


def level_cell(text: str) -> tuple[Decimal, Decimal, str] | None:
    """:func:`cell_amount` of a cell that is a level, not a percentage ("12%" → None): a change
    column's two levels (fresh-user trial 44, r07: "| $0.84 | $0.60 | −35% |" is -28.6 %), a total
    column's summands."""
    amount = cell_amount(text)
    return None if amount is None or amount[2] in ("%", "％") else amount


def _total_columns(path: str, heads: list[str], table, total_head: re.Pattern, skip: re.Pattern | None,
                   min_parts: int, large: float) -> Iterator[Draft]:
    """A table's total column ("| 设备 | JIT 编译 | 预热 | 采样 | 合计 |": a header of CC105's
    ``table_totals.row_words``) whose cell is not the sum of its row's cells before it: "| GPU | 14 s |
    12 s | 19 s | 41 s |" is 45 s (held-out set 34, R006).  Only a row whose every cell from the
    second to the total is one amount written with one and the same unit ("12 s") is read: a
    plain "2 | 1,500 | 3,000" may be a count, a price and their product; and no part's header may
    hold a ``skip_header_words`` word (平均, 占比: no summand)."""
    totals = [i for i, h in enumerate(heads) if i >= 1 + min_parts and total_head.match(h)]
    if len(totals) != 1 or (skip is not None and any(skip.search(h) for h in heads[1:totals[0]])):
        return
    col = totals[0]
    for line, _, cells in table:
        read = []
        for i in range(1, col + 1):
            amount = level_cell(cells.get(i, ("", 0))[0])
            if amount is None or not amount[2]:
                break  # (an amount with its unit: "12 s", "$0.84")
            read.append((amount[2], amount[0], amount[1], cells[i]))
        if len(read) != col or len({u for u, *_ in read}) != 1:
            continue
        *parts, (unit, value, half, (text, column)) = read
        draft = _wrong_total(path, heads[col], (line, text, value, half, column),
                             [(line, t.strip(), v, h, c) for _, v, h, (t, c) in parts], large)
        if draft is not None:
            draft.values["basis_en"] = "the cells before it (" + " + ".join(t.strip() for *_, (t, _) in parts) + ")"
            draft.values["basis_zh"] = "同行各列之和（" + " + ".join(t.strip() for *_, (t, _) in parts) + "）"
            yield draft


def _share_columns(path: str, heads: list[str], table, total_row: re.Pattern, share_head: re.Pattern,
                   min_parts: int, large: float) -> Iterator[Draft]:
    """A share column ("| 科目 | 预算 | 占比 |": a header of CC105's ``table_totals.share_header_words``)
    whose cell is not its row's amount over the total row's, in the nearest column before it of
    plain numbers: "| 差旅费 | 20.00 | 12.0% |" over "| 合计 | 200.00 | 100.0% |" is 10.0 % (held-out
    set 39, R010).  Within the cells' rounding; a column whose cells are off in more than half of
    its rows is no share of that amount (another basis), and is left alone.

    Yields: one :class:`~claimcheck.checks.context.Draft` per share cell off its amount's share."""
    for col in range(2, len(heads)):
        if not share_head.search(heads[col] or ""):
            continue
        rows = [r for r in table if r[1] and not total_row.match(r[1])]
        totals = [r for r in table if total_row.match(r[1] or "")]
        if len(totals) != 1 or len(rows) < min_parts or any(r[0] > totals[0][0] for r in rows):
            continue
        amount_col = next((a for a in range(col - 1, 0, -1)
                           if all(_value(r[2].get(a, ("", 0))[0]) is not None for r in [*rows, *totals])), None)
        if amount_col is None:
            continue
        whole, whole_half = _value(totals[0][2][amount_col][0])
        if whole <= 0:
            continue
        wrong = []
        for line, label, cells in rows:
            text, column = cells.get(col, ("", 0))
            share = cell_amount(text)
            if share is None or share[2] not in ("%", "％"):
                break
            stated, half, _ = share
            amount, amount_half = _value(cells[amount_col][0])
            expected = amount / whole * 100
            slack = half + (amount_half + whole_half) / whole * 100 + Decimal("0.05")
            if abs(expected - stated) > slack:
                wrong.append((line, label, text.strip(), str(stated), expected, column, cells[amount_col][0].strip()))
        else:
            if not wrong or 2 * len(wrong) > len(rows):
                continue
            total_text = totals[0][2][amount_col][0].strip()
            for line, label, text, stated, expected, column, amount in wrong:
                basis = f"{amount} / {total_text}"
                yield Draft([], {
                    "surface": f"{text} ({heads[col]})", "stated": f"{stated}%",
                    "expected": f"{expected.quantize(Decimal('0.1'))}%",
                    "basis_en": f"{label}: {basis} ({totals[0][1]})", "basis_zh": f"{label}：{basis}（{totals[0][1]}）",
                    "location": f"{path}:{line}", "subject": "-",
                }, large=abs(float(expected) - float(stated)) / float(expected) > large if expected else True,
                    extra_locations=[(path, line, column, text), (path, totals[0][0], 1, total_text)])


def _row_label(seg) -> str:
    """The label of a table row: its first cell, or when that is empty the first cell after it
    that is not ("| 6 | 预备费 | 3.7 |" then "|  | 合计 | 96.0 |": a numbered budget table's total
    row; held-out set 31)."""
    label = (seg.row_label or "").strip()
    if label:
        return label
    return next((cell.strip() for cell in row_cells(seg.line_text)[1:] if cell.strip()), "")


def _wrong_total(path: str, header: str, total, parts, large: float, mean: bool = False) -> Draft | None:
    """The draft of a total cell off its parts' sum (``mean``: their mean) by as much as their
    rounding allows or more, else None."""
    line, text, value, half, column = total
    expected = sum(p[2] for p in parts)
    slack = sum(p[3] for p in parts)
    if mean:
        expected, slack = expected / len(parts), slack / len(parts)
    # (a written figure stands for the half-open interval [x − half, x + half): a total off its
    # parts' sum by exactly their slack and its own half cannot come from rounding — "| 合计 | 113 |"
    # over 40 + 43 + 28 = 111 is off by 2, three parts' 1.5 and its own 0.5; held-out set 40)
    if abs(expected - value) < slack + half:
        return None
    joined = " + ".join(p[1] for p in parts)
    if mean:
        joined = f"({joined}) / {len(parts)}"
        expected = expected.quantize(Decimal(1).scaleb(-max(2, -value.as_tuple().exponent + 1)))
    surface = f"{text.strip()} ({header})" if header else text.strip()
    return Draft([], {
        "surface": surface, "stated": fmt_decimal(value), "expected": fmt_decimal(expected),
        "basis_en": f"the rows above ({joined})", "basis_zh": f"上方各行（{joined}）" if mean else f"上方各行之和（{joined}）",
        "location": f"{path}:{line}", "subject": "-",
    }, large=abs(float(expected - value)) / float(value) > large if value else True,
        extra_locations=[(path, line, column, text.strip())] + [(path, p[0], p[4], p[1]) for p in parts])
