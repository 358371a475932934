"""Segment: cut a document into sections, list items, table cells and sentences.

Headings are recognised from ``rules/segmentation.yaml`` (Chinese-style ``一、``,
``增量 1：``, ``⚠️ C1：`` and Markdown ``#``); each later segment carries the section
path.  Table rows become one segment per cell with the column header and the row
label as context.  Sentences end at 。！？； always, and at . ! ? ; before white space.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterator

from claimcheck.text.fences import fenced_lines
from claimcheck.text.layout import Layout, layout as read_layout
from claimcheck.text.markers import section_lines
from claimcheck.text.ingest import Document
from claimcheck.resources import regex_code
from claimcheck.resources.loader import Resources


@dataclass(frozen=True, slots=True)  # slots: a long note holds one per sentence and table cell
class Segment:
    """A piece of text that can hold claims.

    Attributes:
        file: the document path.
        line: 1-based line number.
        offset: 0-based code-point offset of ``text`` inside its line.
        text: the segment text (a sentence, a heading, a table cell).
        kind: ``heading`` | ``list_item`` | ``paragraph`` | ``field`` | ``table_cell`` | ``table_header``
            | ``front_matter`` (the ``title:`` line of a front matter: it names the document, its
            numbers are no claims).
        section: the heading texts above it, outermost first.
        heading: the text of the nearest heading (the section's own title), or "".
        index: position of the segment in its section (0-based), for stable claim ids.
        label: for ``field`` lines (``来源：…``), the label; else None.
        header: for table cells, the column header; else None.
        row_label: for table cells, the first cell of the row; else None.
        line_text: the whole line, for context.
        sentence_index: the sentence's position within its line (0-based).
        caption: for table cells, the line right above the table (or above one blank line):
            a caption such as "原始结果（第 2 轮，单位 s）：" that may give the cells' unit; else None.
        lead_in: for a nested list item, the text of the item it is nested under when that
            item ends with a colon ("- EAGLE is:" above "  - 1.6x faster than Medusa"); for a
            paragraph line indented under a less indented paragraph line right above it (a run
            log's "[2026-11-18] run-03  vllm==0.12.1  Llama-3.1-70B  H100  TP=4" over "  TTFT P50
            240 ms"), that line; else None.
        headers: for table cells, the cells of the table's header row (a column that names the
            row's source, "| 数字来源 |", is read by the frames); else None.
        continuation: for the last sentence of a paragraph or list-item line that a hard wrap
            cuts (it ends with no sentence end and the next line goes on with the same paragraph:
            not blank, no list item, heading, table row or quote of its own), the next line's text
            up to its first sentence end; else None.  The sentence's claims stay on their line;
            the words after the wrap are read for what the sentence says of them ("会在 2040 年 1
            月底前把内部工具从" + "slackclient 迁到 slack_sdk v3": the promised action; held-out set 32).
        head: for the first sentence of a paragraph line that goes on a sentence a hard wrap cut
            on the line above (that line's last sentence has a ``continuation``), the cut sentence's
            text there ("On DeepSeek-V3 TTFT p50 went" over "from 380 ms to 290 ms, a 31%
            reduction."): it names what the figures after the wrap measure (fresh-user trial 43,
            r01 and r18); else None.
    """

    file: str
    line: int
    offset: int
    text: str
    kind: str
    section: tuple[str, ...]
    heading: str
    index: int
    label: str | None = None
    header: str | None = None
    row_label: str | None = None
    line_text: str = ""
    sentence_index: int = 0
    lead_in: str | None = None
    caption: str | None = None
    headers: tuple[str, ...] | None = None
    # (not compared: a text segmented on from a state cannot see the line after its last one)
    continuation: str | None = field(default=None, compare=False)
    head: str | None = None

    @property
    def section_path(self) -> str:
        """The section path joined with `` > ``."""
        return " > ".join(self.section)


#: where a bilingual table header's two names part: a slash, or a bracket around the second name
#: ("截止 / Due", "Due（截止）", "回收率 / Rate")
HEADER_HALVES = re.compile(r"\s*/\s*|\s*[（(]|[)）]\s*")


#: the round brackets of mixed zh/en text, full-width and ASCII, that open and close an aside
#: ("共 6 项（高 2 项、中 3 项）", "64 GPUs (8 × 8)"); read as regex character classes and as sets
ROUND_OPEN = "（("
ROUND_CLOSE = "）)"

#: what ends a sentence at the end of a line (then no hard wrap cuts it)
_SENTENCE_END = re.compile(r"[。．.!?！？；;:：]\s*(?:[*_`)）\]」』”\"']\s*)*$")
#: a line that starts a block of its own, not the rest of a wrapped paragraph
#: a line that is one HTML comment ("<!-- claimcheck: ignore CC105 -->")
_COMMENT_LINE = re.compile(r"<!--(?:(?!-->).)*-->$")
_BLOCK_START = re.compile(r"\s*(?:#|\||>|```|~~~|<!--|\[\^|$)")


def _may_wrap(line: str, next_line: str, kind: str) -> bool:
    """True when ``line`` may be a hard-wrapped line of prose going on in ``next_line``: no tab in
    either (a column layout: "0.042 s (17.77 GB/s) / 0.027 s\tCompr. ratio: 57.1x"), and a
    paragraph line not indented four spaces or more (an indented code block, CommonMark §4.4: a
    benchmark's output, batch-24 blosc.md, read as one sentence over two lines)."""
    if "\t" in line or "\t" in next_line:
        return False
    return kind == "list_item" or len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip()) < 4


def _continued(sentence: str, next_line: str, list_item: re.Pattern) -> str | None:
    """The rest of ``sentence`` on ``next_line`` when a hard wrap cuts it (see
    :attr:`Segment.continuation`): the next line's text up to its first sentence end, or None."""
    if not sentence.strip() or _SENTENCE_END.search(sentence) or _BLOCK_START.match(next_line):
        return None
    stripped = next_line.strip()
    if list_item.match(stripped):
        return None
    end = re.search(r"[。．!?！？；;]|\.(?=\s|$)", stripped)
    return stripped[:end.start()] if end else stripped


#: a line inside a Markdown blockquote: its indentation, then its markers ("> ", ">> "; not ">=")
_QUOTED_LINE = re.compile(r"^([ \t]*)((?:>(?=[ \t>]|$)[ \t]?)+)")
_FRONT_TITLE = re.compile(r"title\s*:\s*\S")


@dataclass
class SegmentState:
    """Where :meth:`Segmenter.segments` stands after a text: the open headings, each section's
    segment count, the table it is in and the open list items that end with a colon.  Pass one
    to ``segments`` to read text that follows (the audit's append-only paragraphs, issue 18).

    Attributes:
        stack: ((level, title), ...) of the headings above the next line.
        counters: section path → segments in it so far (``Segment.index``).
        table_header: the cells of the current table's header row, or None.
        caption: the current table's caption (:attr:`Segment.caption`), or None.
        above: the last non-blank line that was no table row, while at most one blank line
            follows it (a caption for a table that starts next), else None.
        prev_table: the last line was a table row or separator.
        leads: ((indent, text), ...) of open list items that end with a colon.
        block: (line, indent, text) of the last paragraph line that heads the lines indented under
            it, or None.
        wrap: (line, text, kind, last sentence) of the last paragraph or list-item line, whose last
            sentence the next line may go on after a hard wrap (:attr:`Segment.head`), or None.
        lines: the lines read so far (the next line is ``lines + 1``).
    """

    stack: tuple = ()
    counters: dict = field(default_factory=dict)
    table_header: tuple | None = None
    caption: str | None = None
    above: tuple | None = None
    prev_table: bool = False
    leads: tuple = ()
    block: tuple | None = None
    wrap: tuple | None = None
    lines: int = 0


_TABLE_SEP = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


class Segmenter:
    """Segments documents with the heading patterns of one :class:`Resources`.

    Usage: ``list(Segmenter(resources).segments(document))``.
    """

    def __init__(self, resources: Resources) -> None:
        seg = resources.segmentation
        self._headings = [(re.compile(h["pattern"]), h["level"], h.get("max_length")) for h in seg["headings"]]
        # one pass that tells most lines are no heading (the audit asks about every line of every version)
        try:
            self._any_heading = re.compile("|".join(f"(?:{h['pattern']})" for h in seg["headings"]) or r"(?!)")
        except re.error:  # a pattern with a global flag cannot be combined: ask each one
            self._any_heading = None
        self._list_item = re.compile(seg["list_item"])
        cjk = re.escape(seg.get("sentence_end_cjk", "。！？；"))
        ascii_ends = re.escape(seg.get("sentence_end_ascii", ".!?;"))
        self._sentence_end = re.compile(rf"[{cjk}]+|[{ascii_ends}]+(?=\s|$)")
        self._max_sentence = int(seg.get("max_sentence_chars", 8000))
        self._no_break_words = {str(w) for w in seg.get("no_break_after", [])}
        self._no_break_before_digit = {str(w).lower() for w in seg.get("no_break_before_digit", [])}
        labels = sorted((str(x) for x in seg["field_labels"]), key=len, reverse=True)
        self._field = re.compile(r"(?:" + "|".join(re.escape(x) for x in labels) + r")\s*[：:]")

    def heading_level(self, stripped: str) -> int | None:
        """The section level of a heading line, or None when the line is no heading."""
        if self._any_heading is not None and not self._any_heading.match(stripped):
            return None
        for pattern, level, max_length in self._headings:
            match = pattern.match(stripped)
            if not match:
                continue
            if max_length and len(stripped) > max_length:
                continue
            if level == "from_hashes":
                return len(match.group(0).strip())
            return int(level)
        return None

    def segments(self, doc: Document, layout: Layout | None = None,
                 state: SegmentState | None = None) -> Iterator[Segment]:
        """Yield the segments of ``doc`` in document order.

        No segment comes from a line of code (fenced; indented, in Markdown) or of a front
        matter, but for the front matter's ``title:`` line (kind ``front_matter``).

        Args:
            doc: the document.
            layout: those lines when the caller knows them from a larger text (the incremental
                extractor segments one paragraph at a time; indexes relative to ``doc``); None
                reads them from ``doc`` (:func:`claimcheck.text.layout.layout`).
            state: where to go on from (:class:`SegmentState`): ``doc`` is then read as the lines
                that follow the text ``state`` was left at (its line numbers continue), and
                ``state`` holds where this text ends once the iterator is exhausted.  A text
                holding code fences or claimcheck's warnings markers is read whole (they depend
                on the whole text), and the line before ``doc`` must be no table row (a header
                row is known by the line after it).  Used by the audit's append-only paragraphs
                (:mod:`claimcheck.history.incremental`, issue 18).
        """
        if state is None:
            stack: list[tuple[int, str]] = []
            counters: dict[tuple[str, ...], int] = {}
            table_header: list[str] | None = None
            caption: str | None = None
            above: tuple[str, int] | None = None  # (text, blank lines since) of the line above
            prev_table = False
            leads: list[tuple[int, str]] = []  # (indent, text) of open list items that end with a colon
            block: tuple | None = None  # (line, indent, text) of a paragraph line heading indented lines
            wrap: tuple | None = None  # (line, text, kind, last sentence) of the last prose line
            first = 1
        else:
            stack, counters, leads = list(state.stack), dict(state.counters), list(state.leads)
            block, wrap = state.block, state.wrap
            table_header = list(state.table_header) if state.table_header is not None else None
            caption, above = state.caption, state.above
            prev_table, first = state.prev_table, state.lines + 1
        lines = doc.text.split("\n")
        sections: dict[tuple[str, ...], tuple[str, ...]] = {}
        # the written warnings section is our own output, never claims; its markers count only
        # on lines of their own outside code fences (claimcheck.text.markers), so a user's example
        # of them, or an inbox line quoting one, is read like any other text
        generated = section_lines(doc.text) if "claimcheck:warnings" in doc.text else set()
        code = fenced_lines(lines) if ("```" in doc.text or "~~~" in doc.text) else None
        if layout is None:
            layout = read_layout(doc.text, doc.path)
        for lineno, line in enumerate(lines, start=first):
            if (code is not None and code[lineno - first]) or (layout and (lineno - first) in layout.code):
                prev_table = False
                table_header = None
                above = None
                continue
            if layout and (lineno - first) in layout.front_matter:
                if _FRONT_TITLE.match(line):
                    section = tuple(t for _, t in stack)
                    idx = counters.get(section, 0)
                    counters[section] = idx + 1
                    yield Segment(file=doc.path, line=lineno, offset=0, text=line.strip(), kind="front_matter",
                                  section=section, heading=section[-1] if section else "", index=idx, line_text=line)
                continue
            stripped = line.strip()
            if lineno - first + 1 in generated:
                continue
            if not stripped:
                prev_table = False
                table_header = None
                above = (above[0], above[1] + 1) if above and above[1] < 1 else None
                continue
            lead = len(line) - len(line.lstrip())
            section = tuple(t for _, t in stack)
            section = sections.setdefault(section, section)  # one tuple per section, not one per line

            def make(text: str, offset: int, kind: str, sentence_index: int = 0, **extra) -> Segment:
                idx = counters.get(section, 0)
                counters[section] = idx + 1
                return Segment(file=doc.path, line=lineno, offset=offset, text=text, kind=kind,
                               section=section, heading=section[-1] if section else "", index=idx,
                               line_text=line, sentence_index=sentence_index, **extra)

            if prev_table and _COMMENT_LINE.match(stripped):
                # a comment line between two table rows ("<!-- claimcheck: ignore CC105 -->" before
                # the row it silences) renders as nothing: the table goes on (fresh-user trial 45, r02)
                continue
            # tables ------------------------------------------------------
            if stripped.startswith("|") and stripped.count("|") >= 2:
                if _TABLE_SEP.match(stripped):
                    prev_table = True
                    continue
                cells = _split_cells(line)
                next_line = lines[lineno - first + 1].strip() if lineno - first + 1 < len(lines) else ""
                is_header = not prev_table and bool(_TABLE_SEP.match(next_line))
                # an empty header row (a table pasted from a document editor) leaves the header to
                # the first row under it
                is_header = is_header or (table_header is not None and not any(table_header)
                                          and prev_table and any(c for c, _ in cells))
                if is_header:
                    table_header = [c for c, _ in cells]
                    caption = above[0] if above else None
                    for i, (cell, off) in enumerate(cells):
                        if cell:
                            yield make(cell, off, "table_header", i)
                else:
                    row_label = cells[0][0] if cells else None
                    headers = tuple(table_header) if table_header else None
                    for i, (cell, off) in enumerate(cells):
                        if not cell:
                            continue
                        header = table_header[i] if table_header and i < len(table_header) else None
                        yield make(cell, off, "table_cell", i, header=header, row_label=row_label,
                                   caption=caption, headers=headers)
                prev_table = True
                above = None
                continue
            prev_table = False
            table_header = None
            above = (stripped, 0)

            # headings ----------------------------------------------------
            level = self.heading_level(stripped)
            if level is not None:
                leads.clear()
                title = re.sub(r"^#{1,6}\s*", "", stripped).strip()
                while stack and stack[-1][0] >= level:
                    stack.pop()
                section = tuple(t for _, t in stack)
                # the heading itself belongs to the parent section
                for i, (text, off) in enumerate(self._sentences(line, lead)):
                    yield make(text, off, "heading", i)
                stack.append((level, title))
                continue

            # field lines, list items, paragraphs -------------------------
            kind, label = "paragraph", None
            field_match = self._field.match(stripped)
            if field_match:
                kind, label = "field", field_match.group(0).rstrip("：: ").strip()
            elif self._list_item.match(_QUOTED_LINE.sub("", stripped)):
                # … inside a blockquote too ("> 1. a 延期；": a forwarded note; fresh-user trial 37)
                kind = "list_item"
            lead_in = None
            if kind == "list_item":
                indent = len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())
                while leads and leads[-1][0] >= indent:
                    leads.pop()
                lead_in = leads[-1][1] if leads else None
                if stripped.endswith((":", "：")):
                    leads.append((indent, stripped))
            else:
                leads.clear()
            if kind == "paragraph":
                # a line indented under the paragraph line right above it: that line heads it (a
                # run log's header over its results; a fresh-user trial, session 38); lines indented
                # alike under one header share it
                if block is not None and block[0] == lineno - 1 and block[1] < lead:
                    lead_in = block[2]
                    block = (lineno, block[1], block[2])
                else:
                    block = (lineno, lead, stripped)
            else:
                block = None
            # a blockquote's markers are no text: "> 四个风险：" read ">" as "more than" four
            # (fresh-user trial 37); blanked in place, so columns stay those of the line
            quote = _QUOTED_LINE.match(line)
            if quote is not None:
                line = quote.group(1) + " " * len(quote.group(2)) + line[quote.end():]
            # the sentence a hard wrap cut on the line above goes on in this line's first sentence
            head = wrap[3] if kind == "paragraph" and wrap is not None and wrap[0] == lineno - 1 \
                and _may_wrap(wrap[1], line, wrap[2]) and _continued(wrap[3], line, self._list_item) else None
            sentences = list(self._sentences(line, lead))
            wrap = (lineno, line, kind, sentences[-1][0]) if sentences and kind in ("paragraph", "list_item") else None
            for i, (text, off) in enumerate(sentences):
                extra = {"lead_in": lead_in} if lead_in else {}
                if i == 0 and head:
                    extra["head"] = head
                if i == len(sentences) - 1 and lineno - first + 1 < len(lines) and \
                        _may_wrap(line, lines[lineno - first + 1], kind):
                    more = _continued(text, lines[lineno - first + 1], self._list_item)
                    if more:
                        extra["continuation"] = more
                yield make(text, off, kind, i, label=label, **extra)
        if state is not None:
            state.stack, state.counters, state.leads, state.block = tuple(stack), counters, tuple(leads), block
            state.wrap = wrap
            state.table_header = tuple(table_header) if table_header is not None else None
            state.caption, state.above = caption, above
            state.prev_table, state.lines = prev_table, first + len(lines) - 1

    def _no_break(self, line: str, dot: int) -> bool:
        """True when the "." at ``dot`` ends an abbreviation (``vs.``) or a list number (``1.``)."""
        # the word before the dot, read within a bounded window: the abbreviations and list
        # numbers that hold no break are short, and a search over the whole line before each dot
        # was quadratic on a long line without spaces (a 0.4 MB one-line note: 3.2 s)
        word = _WORD_BEFORE.search(line, max(0, dot - _WORD_REACH), dot).group(0)
        if len(word) >= _WORD_REACH:
            return False
        if word in self._no_break_words:
            return True
        if word.lower() in self._no_break_before_digit and re.match(r"\s{1,3}\d", line[dot + 1:dot + 5]):
            return True  # "Oct. 2": a month's abbreviation before the day
        return bool(re.fullmatch(r"[(（]?\d{1,2}", word)) and (dot < 2 or not line[dot - len(word) - 1:dot - len(word)].strip() or line[dot - len(word) - 1] in "：:，,；;")

    def _sentences(self, line: str, start: int) -> list[tuple[str, int]]:
        """Split ``line[start:]`` into (sentence, offset) pairs, keeping the end punctuation."""
        out = []
        pos = start
        for match in self._sentence_end.finditer(line, start):
            if match.group(0) == "." and self._no_break(line, match.start()):
                continue
            end = match.end()
            piece = line[pos:end]
            if piece.strip():
                lead = len(piece) - len(piece.lstrip())
                out.append((piece.strip(), pos + lead))
            pos = end
        piece = line[pos:]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            out.append((piece.strip(), pos + lead))
        if any(len(text) > self._max_sentence for text, _ in out):
            out = [cut for text, off in out for cut in _cut_long(text, off, self._max_sentence)]
        return out


#: where an over-long sentence may be cut: after a clause mark (not a thousands separator's
#: comma, "11,600"), else at white space
_CLAUSE_CUT = re.compile(r"[，；;、]|,(?!\d)")
_SPACE_CUT = re.compile(r"\s")


def _cut_long(text: str, offset: int, limit: int) -> list[tuple[str, int]]:
    """``(text, offset)`` as pieces of at most ``limit`` characters (``segmentation.yaml``
    ``max_sentence_chars``), each cut after the last clause mark before the limit, else at the
    last white space, else at the limit; pieces keep their offsets in the line and are
    stripped."""
    out: list[tuple[str, int]] = []
    pos = 0
    while len(text) - pos > limit:
        window = text[pos:pos + limit]
        cut = None
        for pattern in (_CLAUSE_CUT, _SPACE_CUT):
            ends = [m.end() for m in pattern.finditer(window, limit // 2)]
            if ends:
                cut = pos + ends[-1]
                break
        cut = cut or pos + limit
        piece = text[pos:cut]
        if piece.strip():
            out.append((piece.strip(), offset + pos + len(piece) - len(piece.lstrip())))
        pos = cut
    piece = text[pos:]
    if piece.strip():
        out.append((piece.strip(), offset + pos + len(piece) - len(piece.lstrip())))
    return out


#: the longest word before a dot that can hold a sentence break back (an abbreviation, a list number)
_WORD_REACH = 64
_WORD_BEFORE = re.compile(r"\S*$")

# a cell border: a pipe not escaped as \|
_CELL_BORDER = regex_code.compile(r"(?<!\\)\|")


def row_cells(line: str) -> list[str]:
    """The stripped cells of a Markdown table row, outer pipes dropped."""
    return [cell for cell, _ in _split_cells(line)]


def _split_cells(line: str) -> list[tuple[str, int]]:
    """Cells of a Markdown table row as (stripped text, offset in line); outer pipes dropped.

    The borders are found with one regex search rather than a loop over the characters
    (table rows are a good part of the corpora; the loop was half of segmentation's time).
    """
    cells = []
    start = line.index("|") + 1
    ends = [m.start() for m in _CELL_BORDER.finditer(line, start)]
    ends.append(len(line))
    for end in ends:
        raw = line[start:end]
        lead = len(raw) - len(raw.lstrip())
        cells.append((raw.strip(), start + lead))
        start = end + 1
    if cells and not cells[-1][0] and line.rstrip().endswith("|"):
        cells.pop()
    return cells
