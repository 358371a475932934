"""Tables of a living document across versions: what a revision of a table is (the history
rules CC401 and CC402 on tables, rules/checks/CC401-silent-revision.yaml and
CC402-value-flip-flop.yaml).

A leaderboard is re-measured as a whole; a finding per cell repeats one event dozens of times.
This module gives the walk (:mod:`~claimcheck.history.tracks`) and the rules
(:mod:`~claimcheck.history.revisions`) what they need to report a table once per version:

- :func:`table_shape`: the table a cell stands in, read from the version's text — its name
  (section titles and caption), its rows, its main column (``main_columns`` words, e.g.
  "Overall", "平均"; else the column with most numbers) and the values there, and its
  *setup signature*: the lines of the table's section and of its ancestors' preambles (the
  notes above it, its caption) that name a setup (``setup_words``: device, CUDA, PyTorch,
  driver, seed, 环境 …, or a written version such as ``2.5.1`` or ``-v1.3``).  A version that
  changes that signature explains the table's new numbers.
- :func:`ranking_swaps`: rows whose order by the main column flipped between two versions.
- :func:`relative_change`, :func:`median`: the run-to-run spread of a table, estimated from
  its cells' changes between consecutive versions.
- :func:`size_change`: whether a revised range (``7B - 13B`` → ``7B``) widens or narrows.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Callable, Iterable

from claimcheck.history.normalise import _NUMBERING, _norm_text, _norm_title
from claimcheck.model import Claim


_LINK = re.compile(r"\]\([^)]*\)")
_NUMBER = re.compile(r"[-+]?\d+(?:,\d{3})*(?:\.\d+)?")
_VERSIONISH = re.compile(r"\b\d+\.\d+\.\d+\b|[-_ ]v\d+(?:\.\d+)*\b|\bv\d+\.\d+\b", re.IGNORECASE)
#: what a living document's title says of the version itself — its number and date ("# inference
#: 活文档（v020，2026-08-21）"): renewed in every version, it is no change of a table's setup
#: (a fresh-user trial of session 18 read it as one and lowered a silent revision to low)
_STAMP = re.compile(r"(?<![\w.])[vV]\d+(?![\w.])|\b(?:19|20)\d{2}[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])\b")


def _unstamped(line: str) -> str:
    """A heading without its version number and date (:data:`_STAMP`)."""
    return _STAMP.sub("", line)


_SEPARATOR_ROW = re.compile(r"^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")


def clean_label(text: str) -> str:
    """A table cell as a reader sees it: link targets, emphasis and emoji removed.

    Args:
        text: the cell's markdown (``[EAGLE](https://…)🥉``, ``**2.85x**``).
    Returns:
        str (``EAGLE``, ``2.85x``).
    """
    text = _LINK.sub("]", text)
    text = re.sub(r"[*`]|(?<!\[)\[|\](?!\])", "", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("So", "Cf", "Mn"))
    return re.sub(r"\s+", " ", text).strip()


def _cells(line: str) -> list[str]:
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|"):
        s = s[:-1]
    # a "|" inside a link or code is rare in leaderboards; split plainly
    return [c.strip() for c in s.split("|")]


def _is_table_line(line: str) -> bool:
    s = line.strip()
    return s.startswith("|") and s.count("|") >= 2


@dataclass
class TableShape:
    """One table as it stands in one version (made by :func:`table_shape`).

    Attributes:
        start: the 1-based line of its header row.
        name: the table's name for messages: its section titles (the top title dropped when
            there are more) and its caption, if any.
        key: the table across versions: normalised section path and its place among the
            tables of that section.
        headers: the header cells, cleaned.
        main: the main column's header, or '' when no column holds numbers.
        values: row label → the number in the main column.
        setup: the setup signature (the setup lines' words, normalised).
        setup_lines: the setup lines as written (for messages).
    """

    start: int
    name: str
    key: tuple
    headers: list[str] = field(default_factory=list)
    main: str = ""
    values: dict[str, float] = field(default_factory=dict)
    setup: tuple = ()
    setup_lines: tuple = ()


def _word_pattern(words: Iterable[str]) -> re.Pattern:
    parts = []
    for w in sorted({str(w) for w in words if str(w).strip()}, key=len, reverse=True):
        e = re.escape(w)
        parts.append(rf"(?<![A-Za-z]){e}(?![A-Za-z])" if w.isascii() else e)
    return re.compile("|".join(parts) or "(?!)", re.IGNORECASE)


class TableReader:
    """Reads tables out of version texts, with the vocabulary of CC401's parameters.

    Args:
        heading_level: the segmenter's ``heading_level`` (a stripped line → level or None).
        setup_words: words that make a line around a table a setup line (``setup_words``).
        main_columns: header words of a table's main column (``main_columns``), most telling first.
    """

    def __init__(self, heading_level: Callable[[str], int | None], setup_words: Iterable[str] = (),
                 main_columns: Iterable[str] = ()) -> None:
        self.heading_level = heading_level
        self.setup_re = _word_pattern(setup_words)
        self.main_res = [_word_pattern([w]) for w in main_columns if str(w).strip()]
        self._memo: dict[tuple, TableShape | None] = {}
        self._headings: dict[int, tuple] = {}  # id of a text → ((length, hash), headings, lines read or None)
        self._line_kinds: dict[str, object] = {}  # a line → "fence", its heading level, or None (_heading_lines)
        self._splits: dict[tuple, list[str]] = {}

    def _lines(self, text: str) -> list[str]:
        """The lines of ``text`` (the last two texts split are kept: the walk asks about a changed
        cell in the version before and in this one, in turn)."""
        key = (id(text), len(text), hash(text))
        lines = self._splits.get(key)
        if lines is None:
            if len(self._splits) >= 2:
                del self._splits[next(iter(self._splits))]
            lines = self._splits[key] = text.split("\n")
        return lines

    def _heading_lines(self, text: str, upto: int | None = None) -> list[tuple[int, int]]:
        """(0-based line, level) of every heading outside code fences, of the lines before ``upto``
        (None: all; a table's shape reads only the headings above it, so a table near the top of
        a long version does not read the rest)."""
        key = id(text)
        cached = self._headings.get(key)
        if cached is not None and cached[0] == (len(text), hash(text)) and (cached[2] is None or
                                                                          (upto is not None and upto <= cached[2])):
            return cached[1] if upto is None else [h for h in cached[1] if h[0] < upto]
        out, fenced = [], False
        # what a line is (a fence, or a heading's level) is kept by its text: the versions of a
        # document share most of their lines, and the walk asks about a version per changed table
        kinds = self._line_kinds
        if len(kinds) > 200_000:
            kinds.clear()
        lines = self._lines(text)
        for i, line in enumerate(lines if upto is None else lines[:upto]):
            kind = kinds.get(line, kinds)  # (the dict itself: not yet known)
            if kind is kinds:
                s = line.strip()
                kind = kinds[line] = "fence" if _FENCE.match(line) else \
                    (None if not s or _is_table_line(line) else self.heading_level(s))
            if kind == "fence":
                fenced = not fenced
            elif kind is not None and not fenced:
                out.append((i, kind))
        if len(self._headings) >= 4:  # the walk asks about this version and the one before
            self._headings.clear()
            self._memo.clear()
        self._headings[key] = ((len(text), hash(text)), out, upto)  # type: ignore[assignment]
        return out

    def table_shape(self, text: str, line: int, section: str) -> TableShape | None:
        """The table that line ``line`` (1-based) of ``text`` stands in, or None when it is no table row.

        Args:
            text: the version's text.
            line: a line of the table (a cell's claim line).
            section: the claim's section path (``A > B > C``) for the table's name and key.
        Returns:
            :class:`TableShape` or None.
        """
        lines = self._lines(text)
        i = line - 1
        if not (0 <= i < len(lines)) or not _is_table_line(lines[i]):
            return None
        start = i
        while start > 0 and _is_table_line(lines[start - 1]):
            start -= 1
        memo_key = (id(text), len(text), hash(text), start)
        if memo_key in self._memo:
            return self._memo[memo_key]
        end = i
        while end + 1 < len(lines) and _is_table_line(lines[end + 1]):
            end += 1
        rows = [_cells(ln) for ln in lines[start:end + 1] if not _SEPARATOR_ROW.match(ln.strip())]
        headers = [clean_label(c) for c in rows[0]] if rows else []
        body = rows[1:]
        headings = self._heading_lines(text, start)  # (what of them is read: those above the table)
        # the table's place among the tables of its section (for its key across versions)
        above = [h for h in headings if h[0] < start]
        sec_start = above[-1][0] if above else -1
        nth = sum(1 for k in range(sec_start + 1, start) if _is_table_line(lines[k]) and
                  (k == 0 or not _is_table_line(lines[k - 1])))
        parts = [p for p in section.split(" > ") if p] if section else []
        caption = ""
        if start > 0:
            prev = lines[start - 1].strip()
            if prev and self.heading_level(prev) is None and not prev.startswith(("-", "*", ">", "+")):
                caption = clean_label(prev)
        shown = parts[1:] if len(parts) > 1 else parts
        name = " › ".join(clean_label(p) for p in shown)
        if caption and len(caption) <= 80:
            name = f"{name} — {caption}" if name else caption
        name = name or f"table at line {start + 1}"
        key = (tuple(_norm_title(p) for p in parts), nth)
        main, values = self._main_column(headers, body)
        setup_lines = self._setup_lines(lines, headings, start)
        heading_lines = {lines[h].strip() for h, _ in headings}  # (setup lines are read above the table too)
        setup = tuple(sorted(_norm_text(_NUMBERING.sub("", (_unstamped(s) if s in heading_lines else s).lstrip("#").strip()))
                             for s in setup_lines))
        shape = TableShape(start=start + 1, name=name, key=key, headers=headers, main=main, values=values,
                           setup=setup, setup_lines=tuple(setup_lines))
        self._memo[memo_key] = shape
        return shape

    def cell_label(self, text: str, line: int, column: int, shape: TableShape) -> str:
        """``row × column`` of the cell at ``line``:``column`` (1-based) of ``text``, as written.

        Args:
            text: the version's text.
            line, column: a claim's place in a table row.
            shape: the table (:meth:`table_shape`) for its headers.
        Returns:
            str (``EAGLE × Overall``).
        """
        lines = self._lines(text)
        row_line = lines[line - 1] if 0 < line <= len(lines) else ""
        cells = _cells(row_line)
        lead = row_line[:max(column - 1, 0)]
        index = lead.count("|") - (1 if row_line.lstrip().startswith("|") else 0)
        header = shape.headers[index] if 0 <= index < len(shape.headers) else ""
        row = clean_label(cells[0]) if cells else ""
        return f"{row} × {header}" if header else row

    def _main_column(self, headers: list[str], body: list[list[str]]) -> tuple[str, dict[str, float]]:
        def numbers(col: int) -> dict[str, float]:
            out = {}
            for row in body:
                if len(row) > col and row:
                    m = _NUMBER.search(_LINK.sub("]", row[col]))
                    label = clean_label(row[0])
                    if m and label:
                        out[label] = float(m.group(0).replace(",", ""))
            return out

        cols = range(1, len(headers))
        # the first word of ``main_columns`` that names a column wins ("Overall" before "mean")
        named = [c for pattern in self.main_res for c in cols if pattern.search(headers[c])]
        for c in named:
            vals = numbers(c)
            if len(vals) >= 2:
                return headers[c], vals
        best, best_vals = "", {}
        for c in cols:
            vals = numbers(c)
            if len(vals) > len(best_vals):
                best, best_vals = headers[c], vals
        return (best, best_vals) if len(best_vals) >= 2 else ("", {})

    def _setup_lines(self, lines: list[str], headings: list[tuple[int, int]], start: int) -> list[str]:
        """The setup lines of a table: in its own section above it (caption, notes) and in the
        preambles of its ancestor sections (up to their first sub-heading), and the headings."""
        chain: list[tuple[int, int]] = []   # (heading line, level), innermost first
        level_limit = None
        for h, lvl in reversed([x for x in headings if x[0] < start]):
            if level_limit is None or lvl < level_limit:
                chain.append((h, lvl))
                level_limit = lvl
        heading_at = {h for h, _ in headings}
        spans = []
        if chain:
            spans.append((chain[0][0], start))
            for h, _ in chain[1:]:
                nxt = next((x for x, _ in headings if x > h), start)
                spans.append((h, min(nxt, start)))
            first = headings[0][0] if headings else start
            spans.append((-1, min(first, start)))
        else:
            spans.append((-1, start))
        out = []
        for a, b in spans:
            for k in range(max(a, 0), b):
                ln = lines[k]
                if _is_table_line(ln) or not ln.strip():
                    continue
                if k in heading_at or self.setup_re.search(ln) or _VERSIONISH.search(ln):
                    out.append(ln.strip())
        return out


def ranking_swaps(old: dict[str, float], new: dict[str, float], limit: int = 3) -> list[tuple[str, str]]:
    """Pairs of rows (present in both versions) whose order by the main column flipped.

    Args:
        old, new: row label → main-column value in the older and the newer version.
        limit: at most this many pairs, the highest-placed first.
    Returns:
        list of (row now ahead, row now behind) — "ahead" meaning the larger value.
    """
    rows = [r for r in new if r in old]
    rows.sort(key=lambda r: -new[r])
    out = []
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if new[a] > new[b] and old[a] < old[b]:
                out.append((a, b))
                if len(out) >= limit:
                    return out
    return out


def relative_change(a: Claim, b: Claim) -> float:
    """|b − a| / |a| of two claims' normalised values (0 when either is not numeric)."""
    if a.norm_value is None or b.norm_value is None or a.norm_unit != b.norm_unit:
        return 0.0
    x, y = float(a.norm_value), float(b.norm_value)
    if x == 0:
        return float("inf") if y else 0.0
    return abs(y - x) / abs(x)


def median(values: list[float]) -> float | None:
    """The median of ``values``, or None when empty."""
    vals = sorted(values)
    if not vals:
        return None
    mid = len(vals) // 2
    return vals[mid] if len(vals) % 2 else (vals[mid - 1] + vals[mid]) / 2


def _ends(c: Claim) -> tuple[Decimal, Decimal] | None:
    if c.norm_value is None:
        return None
    if c.low is not None and c.high is not None:
        lo, hi = Decimal(c.low), Decimal(c.high)
        # the range's ends are written in the claim's unit; scale them as its value was
        if c.value and Decimal(c.value) != 0:
            factor = c.norm_value / Decimal(c.value)
            lo, hi = lo * factor, hi * factor
        return (min(lo, hi), max(lo, hi))
    return (c.norm_value, c.norm_value)


def size_change(old: Claim, new: Claim) -> str:
    """How a revised range or size moved: ``widened`` (the new range holds the old one),
    ``narrowed`` (the old holds the new) or ``moved``.

    Args:
        old, new: the claim before and after (a range such as ``7B - 13B`` or one size).
    Returns:
        ``"widened"`` | ``"narrowed"`` | ``"moved"``.
    """
    a, b = _ends(old), _ends(new)
    if a is None or b is None or old.norm_unit != new.norm_unit:
        return "moved"
    if b[0] <= a[0] and b[1] >= a[1]:
        return "widened"
    if a[0] <= b[0] and a[1] >= b[1]:
        return "narrowed"
    return "moved"
