"""Incremental extraction of a living document's versions (the first step of the audit,
:mod:`claimcheck.history.audit`).

A version is cut into paragraphs (runs of non-blank lines).  A paragraph seen before with the
same text and the same heading levels above it is not segmented or extracted again; a changed
paragraph is segmented alone, and its segments' claims come from a per-segment cache when the
segment, its section's heading/field facts and the date are unchanged.  So the cost grows with
the changed text, not with versions × size.  The claims equal :meth:`Extractor.extract`'s
(``tests/test_audit.py`` holds the two side by side).

A new paragraph that is an earlier one (same first line and heading levels) plus appended lines —
a changelog that gains a line per version — is not segmented or extracted whole: the appended
lines are segmented from where the segmenter stood after the old text, and the old paragraph's
hits, section facts, changelog lines and claims are kept, with the appended segments' added
(:func:`_extend`; the same claims as reading it whole, ``tests/test_speed.py``).  Without it an
800-version history segmented and normalised its changelog anew every version (issue 18).
"""
from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Iterable

from claimcheck.frames.conditions import heading_holds_setting, settle_rows
from claimcheck.frames.extractor import DocumentExtract, Extractor
from claimcheck.frames.context import DocContext, SectionInfo, claim_id
from claimcheck.extraction.patterns import _alt
from claimcheck.history.normalise import _norm_text
from claimcheck.history.revisions import DEFAULT_CHANGELOG, _changelog_pattern
from claimcheck.text.ingest import Document, document_date
from claimcheck.text.fences import FENCE, fence_closes, fenced_lines
from claimcheck.text.layout import Layout, layout as read_layout
from claimcheck.text.segment import SegmentState
from claimcheck.model import Claim

if TYPE_CHECKING:
    from claimcheck.history.versions import Version
    from claimcheck.text.segment import Segment


_PLACEHOLDER = "\x00"


@dataclass
class _Variant:
    """The claims of one paragraph under one set of section facts and date.

    ``claims`` have the lines of the paragraph's scratch document (its first line is
    ``_Para.skip + 1``) and the section path they were first computed under;
    :meth:`IncrementalExtractor.materialise` gives them their place in a version.
    """

    claims: list[Claim]
    seg_index: list[int]            # the paragraph segment each claim stands in
    occurrence: list[int]           # the claim's surface occurrence within its segment (claim ids)
    by_subject: dict[str, list[int]]


_EMPTY = _Variant([], [], [], {})
#: read a paragraph that is an earlier one plus appended lines by segmenting and extracting only the
#: appended lines (_extend); False reads every new paragraph whole (the same claims, slower)
EXTEND_APPENDED = True
#: the caches are trimmed to what the version just read uses every this many versions (see _evict)
EVICT_EVERY = 8
#: work out a version's section facts and keys from the previous version's where the headings and
#: field lines that make them are unchanged (_sections_since, _kept_key); False computes them whole
#: every version (the same facts and keys, slower)
INCREMENTAL_SECTIONS = True
_NOTHING: frozenset = frozenset()
_PARAGRAPH = re.compile(r"(?m)^(?:[^\S\n]*\S[^\n]*(?:\n|\Z))+")
#: a paragraph without its last newline (what the walk compares; _PARAGRAPH's match less that newline)
_BLOCK = re.compile(r"(?m)^[^\S\n]*\S[^\n]*(?:\n[^\S\n]*\S[^\n]*)*")
#: the blank lines after a paragraph: its last newline and at least one line of only spaces
_GAP = re.compile(r"\n(?:[^\S\n]*\n)+")
#: the rest of a text is one line of only spaces (or nothing)
_BLANK_END = re.compile(r"[^\S\n]*\Z")
#: find a version's paragraphs where the previous version's follow one another by comparing their
#: texts in place (_blocks); False runs the paragraph pattern over the whole text (the same paragraphs)
HOP_KEPT = True
#: tell a version without code fences, indented lines or front matter by its new paragraphs only
#: (_unmarked_blocks); False searches every version's whole text (the same layout and paragraphs)
MARKS_FROM_NEW = True
#: take the runs of the previous version's paragraphs found in place whole (_runs); False steps
#: through them one by one (the same paragraphs and _Insts)
RUNS = True
_LATIN_WORD = re.compile(r"[a-z]+")
#: entity types counted for the document's subject (as Extractor.extract counts them)
_SUBJECT_MENTION_TYPES = ("engine", "method", "paper", "benchmark")


def _paragraphs(text: str):
    """(start offset, text) of each paragraph of ``text`` (a run of non-blank lines, its last
    newline kept); a fenced code block is one paragraph with its blank lines, so each paragraph is
    segmented alone as the whole document is (:func:`claimcheck.text.fences.fenced_lines`)."""
    if "```" not in text and "~~~" not in text:
        for m in _PARAGRAPH.finditer(text):
            yield m.start(), m.group()
        return
    start, end, opening = None, 0, None
    for m in _PARAGRAPH.finditer(text):
        if opening is None:
            start = m.start()
        end = m.end()
        for line in m.group().split("\n"):
            if opening is not None:
                if fence_closes(line, opening):
                    opening = None
            elif "`" in line or "~" in line:
                f = FENCE.match(line)
                if f:
                    opening = f.group(1)
        if opening is None:
            yield start, text[start:end]
    if opening is not None:
        yield start, text[start:end]


def _blocks(text: str, prev: list[str]):
    """(start offset, text) of each paragraph of ``text`` without its last newline — what
    ``_BLOCK.finditer`` gives — where ``prev`` are the previous version's paragraphs in order
    (:func:`_tagged_blocks` without its tags)."""
    for start, block, _ in _tagged_blocks(text, prev):
        yield start, block


def _tagged_blocks(text: str, prev: list[str]):
    """(start offset, text, kept) of each paragraph of ``text`` without its last newline — what
    ``_BLOCK.finditer`` gives — where ``prev`` are the previous version's paragraphs in order;
    ``kept`` is True for a paragraph found in place (the very string of ``prev``).

    Where the walk stands after a paragraph that is the previous version's ``k``-th (or took its
    place), the next paragraph is most often the previous version's next one: when ``text``
    holds it right after the blank lines, followed by a blank line or the end, it is that
    paragraph (the very string, so the caller compares it by identity), and the pattern does
    not read it character by character; elsewhere the pattern finds the next one (issue 18: an
    800-version history ran the pattern over 160 MB of unchanged paragraphs)."""
    if not HOP_KEPT or not prev:
        for m in _BLOCK.finditer(text):
            yield m.start(), m.group(), False
        return
    n, n_prev, k = len(text), len(prev), 0
    where = None
    m = _BLOCK.search(text)
    while m is not None:
        start, block, kept = m.start(), m.group(), False
        # a paragraph the pattern found: the previous version's next one follows it when it is one
        # of them (else it took the place of the one the walk stood at)
        if where is None:
            where = {b: i for i, b in enumerate(prev)}  # (the last of equal texts)
        k = where.get(block, k) + 1
        gap = _GAP.match(text, m.end())
        while True:
            yield start, block, kept
            if gap is None:  # the end of the text, or a last line of only spaces
                return
            q = gap.end()
            if k < n_prev and text.startswith(prev[k], q):
                e = q + len(prev[k])
                # the whole paragraph: the end or a blank line follows it
                if e == n:
                    start, block, kept, gap, k = q, prev[k], True, None, k + 1
                    continue
                if text[e] == "\n":
                    gap = _GAP.match(text, e)
                    if gap is not None or _BLANK_END.match(text, e + 1) is not None:
                        start, block, kept, k = q, prev[k], True, k + 1
                        continue
            m = _BLOCK.search(text, q)
            break


def _runs(text: str, prev: list[str], prev_text: str, prev_starts: list[int]):
    """The paragraphs of ``text`` as :func:`_tagged_blocks` finds them, with the paragraphs found in
    place told in runs: ``(start, text, None)`` for a paragraph the pattern found, ``(start, None,
    (k, m))`` for the previous version's paragraphs ``k`` … ``k + m - 1`` found in place one after
    the other, the first at ``start`` (``prev_text`` is the previous version's text, ``prev_starts``
    where its paragraphs ``prev`` start in it).

    A run is the stretch of ``text`` from ``start`` that equals the previous text from its paragraph
    ``k`` on, blank lines between paragraphs included (compared by :func:`_run_length` in a few
    slices, not paragraph by paragraph), and is followed by a blank line or the end: the very
    paragraphs :func:`_tagged_blocks` finds in place one by one there (issue 18: an 800-version
    history stepped through 555 k unchanged paragraphs one at a time)."""
    if not HOP_KEPT or not prev:
        for m in _BLOCK.finditer(text):
            yield m.start(), m.group(), None
        return
    n, n_prev, k = len(text), len(prev), 0
    where = None
    m = _BLOCK.search(text)
    while m is not None:
        block = m.group()
        # a paragraph the pattern found: the previous version's next one follows it when it is one
        # of them (else it took the place of the one the walk stood at)
        if where is None:
            where = {b: i for i, b in enumerate(prev)}  # (the last of equal texts)
        k = where.get(block, k) + 1
        yield m.start(), block, None
        gap = _GAP.match(text, m.end())
        while gap is not None:
            q = gap.end()
            r = _run_length(text, q, prev, prev_text, prev_starts, k) if k < n_prev else 0
            if not r:
                break
            yield q, None, (k, r)
            k += r
            e = q + prev_starts[k - 1] - prev_starts[k - r] + len(prev[k - 1])
            if e == n:
                return
            gap = _GAP.match(text, e)  # (None: a last line of only spaces)
        if gap is None:  # the end of the text, or a last line of only spaces
            return
        m = _BLOCK.search(text, q)


def _run_length(text: str, q: int, prev: list[str], prev_text: str, prev_starts: list[int], k: int) -> int:
    """How many of the previous version's paragraphs from ``k`` on stand in ``text`` at ``q`` as they
    stood in ``prev_text`` (the text between them too), the last followed by a blank line or the end
    (0: not even ``prev[k]``).  The stretch is compared in growing slices, then halved (galloping):
    each character once or twice, in C."""
    first = prev[k]
    if not text.startswith(first, q):
        return 0
    base = prev_starts[k]
    shift = q - base
    n_prev = len(prev)

    def end(i: int) -> int:  # where paragraph i ends in the previous text
        return prev_starts[i] + len(prev[i])

    good, step = 1, 1  # paragraphs k … k + good - 1 equal; try ``step`` more
    while k + good < n_prev:
        probe = min(good + step, n_prev - k)
        a, b = end(k + good - 1), end(k + probe - 1)
        if text.startswith(prev_text[a:b], a + shift):
            good, step = probe, step * 2
            continue
        # paragraphs k + good … k + probe - 1 hold the first difference: halve
        lo, hi = good, probe  # lo equal, hi not
        while hi - lo > 1:
            mid = (lo + hi) // 2
            a, b = end(k + lo - 1), end(k + mid - 1)
            if text.startswith(prev_text[a:b], a + shift):
                lo = mid
            else:
                hi = mid
        good = lo
        break
    # the last paragraph must end there: a blank line or the end follows it (the ones before end at
    # the previous text's own blank lines)
    e = end(k + good - 1) + shift
    if e == len(text):
        return good
    if text[e] == "\n" and (_GAP.match(text, e) is not None or _BLANK_END.match(text, e + 1) is not None):
        return good
    return good - 1


def _marked(block: str) -> bool:
    """True when a paragraph holds what makes its version's layout or paragraphs depend on the
    whole text: a code fence's marker (three backticks or tildes) or a line indented four spaces or a
    tab (a Markdown indented code block, :func:`claimcheck.text.layout.indented_code_lines`)."""
    return "```" in block or "~~~" in block or block.startswith(("    ", "\t")) or "\n    " in block \
        or "\n\t" in block


def _unmarked_blocks(text: str, prev: list[str], marked: frozenset, prev_text: str,
                     prev_starts: list[int]) -> tuple[list, frozenset]:
    """The paragraphs of ``text`` (:func:`_runs`: (start, text, None) and runs (start, None, (k, m))
    of the previous version's) and those of them that are :func:`_marked`, where ``prev`` are the
    previous version's paragraphs (in ``prev_text``, starting at ``prev_starts``) and ``marked``
    its marked ones.  Only paragraphs not found in place are searched for the markers (issue 18: a
    version's text was searched whole for fences and indented lines, ~1 ms per 300 KB version):
    the markers hold no blank line, so a text holds one only inside a paragraph, and a paragraph
    found in place is the previous version's, marked or not already."""
    out = list(_runs(text, prev, prev_text, prev_starts))
    found = set()
    for _, block, run in out:
        if run is None:
            if _marked(block):
                found.add(block)
        elif marked:
            found.update(b for b in prev[run[0]:run[0] + run[1]] if b in marked)
    return out, frozenset(found)


@dataclass
class _Para:
    """One distinct paragraph (text + heading levels above it): its segments and hits."""

    text: str
    levels: tuple[int, ...]
    segments: list[Segment]         # lines of the scratch document; sections with placeholders
    stack_out: tuple                # ((level, title-or-placeholder-index), ...) after the paragraph
    sensitive: bool                 # the text holds something a document date resolves
    last_line: str
    hits: dict = field(default_factory=dict)        # date key → [hits per segment]
    deltas: dict = field(default_factory=dict)      # date key → [(key, SectionInfo, set_text, set_attr, n, own)]
    groups: dict = field(default_factory=dict)      # date key → its deltas grouped by path (_groups_at)
    variants: dict = field(default_factory=dict)    # variant key → _Variant
    sections: list = field(default_factory=list)    # distinct placeholder sections, in order
    seg_section: list = field(default_factory=list)  # per segment: index into ``sections``
    excluded: dict = field(default_factory=dict)     # changelog flag per section → (segments, normalised lines)
    skip: int = 0                                    # scratch heading lines before the paragraph
    section_parts: list = field(default_factory=list)  # per section: (headings above it used, own titles)
    subjects: Counter | None = None                  # subject-type entity mentions (document subject)
    table_sections: frozenset = frozenset()          # indexes of ``sections`` holding table cells
    has_heading: bool = False
    layout: Layout = Layout()                        # its lines of indented code and front matter
    has_facts: bool = False                          # headings or field lines (section facts)
    plain: bool = False                              # all of it in the section of the heading above (_index_sections)
    has_hits: dict = field(default_factory=dict)     # date key → any segment has hits
    seg_state: SegmentState | None = None            # the segmenter after the paragraph (None: read whole)
    base: _Para | None = None                        # the paragraph this one appends lines to (first view only)
    shape: int = 0                                   # its section parts and table sections, interned (_shape)
    titles_out: tuple | None = None                  # (levels after it, titles above kept, own titles) (_titles_recipe)
    date_parts: tuple | None = None                  # what of a date it holds (_date_parts), when worked out


@dataclass(slots=True, init=False)
class _Inst:
    """A paragraph as it stands in one version (made with its paragraph, first line, the titles
    above it, caption and place; the walk sets the rest)."""

    para: _Para
    variant: _Variant
    first_line: int
    titles: tuple[str, ...]          # the real titles of the heading levels above it
    caption: str                    # the line before it (table captions)
    excluded: frozenset             # segment indexes inside changelog sections
    tids: list | None = None        # its claims' tracks (set by the walk, tracks._Walk)
    doc_subject: str | None = None  # the version's document subject (a fallback, not a written name)
    key: tuple = ()                 # its sections' changelog flags and facts (IncrementalExtractor.view)
    taken: int = -1                 # the index of the next version that has this paragraph (view)
    index: int = 0                  # its place among its version's paragraphs

    def __init__(self, para: _Para, first_line: int, titles: tuple[str, ...], caption: str, index: int) -> None:
        # (five arguments, not eleven: one per paragraph per version, 560 k in an 800-version history)
        self.para, self.first_line, self.titles, self.caption, self.index = para, first_line, titles, caption, index
        self.variant, self.excluded, self.tids, self.doc_subject, self.key, self.taken = \
            None, _NOTHING, None, None, (), -1  # type: ignore[assignment]


@dataclass
class VersionView:
    """One version as the walk sees it.

    Attributes:
        version: the :class:`~claimcheck.history.versions.Version` read.
        index: its place in the walk (0 = oldest).
        date: the document date (written in the text, else the version's), or None.
        insts: its paragraphs, in order (:class:`_Inst`).
        sections: section path → :class:`~claimcheck.frames.builder.SectionInfo` (heading/field facts).
        changelog_lines: the normalised lines of its changelog sections.
        changed_paragraphs: paragraphs not seen in an earlier version.
        doc_subject: the document's subject mention, or None.
        claim_count: the claims of its paragraphs (their variants' claims).

    Made by :meth:`IncrementalExtractor.view`, read by the walk (:mod:`claimcheck.history.tracks`).
    """

    version: Version
    index: int
    date: dt.date | None
    insts: list[_Inst]
    sections: dict
    changelog_lines: set[str]
    changed_paragraphs: int
    doc_subject: object = None
    claim_count: int = 0


class IncrementalExtractor:
    """Extract the versions of one document, re-extracting only what changed.

    Args:
        extractor: the :class:`~claimcheck.frames.extractor.Extractor` to delegate to.
        path: the document path used in claim ids (the same for every version, so the
            ids of unchanged claims stay the same).
        changelog: heading words that make a section a changelog (its claims are skipped).
    """

    def __init__(self, extractor: Extractor, path: str, changelog: Iterable[str] = DEFAULT_CHANGELOG) -> None:
        self.ex = extractor
        self.path = path
        changelog = tuple(str(w) for w in changelog)
        self.paras: dict[tuple, _Para] = {}
        self.seg_claims: dict[tuple, tuple[list[Claim], int]] = {}
        self.hit_cache: dict[tuple, list] = {}
        self.changelog_re = _changelog_pattern(changelog)
        g = extractor.resources.grammar
        months = [str(m) for names in g["months"].values() for m in names]
        relative = [str(w) for w in g["relative_dates"]]
        # what a document date resolves: relative days, "9月28日", "Sep 28" (grammar.scan)
        self._cjk_relative = [w for w in relative if not w.isascii()]
        self._latin_relative = {w for r in relative if r.isascii() for w in _LATIN_WORD.findall(r.lower())
                                if w not in ("the", "day", "after", "before", "this")}
        self._months = {w for m in months for w in _LATIN_WORD.findall(m.lower())}
        self._month_day = re.compile(_alt(months) + r"\.?\s?\d", re.IGNORECASE)
        self._resolved: dict[tuple, tuple] = {}
        # section → (changelog?, the last _changelog_span - 1 characters of its titles joined)
        self._changelog_memo: dict[tuple, tuple[bool, str]] = {}
        self._changelog_span = max((len(str(w)) for w in changelog), default=1)
        self._changelog_titles: dict[str, tuple[bool, bool]] = {}  # a title → (_changelog_title)
        # what of a changelog word may follow a space in it: a word written across the joint of two
        # titles ("Release" + "notes") has the joint's space in it, and the title starts with the rest
        after = [w[i + 1:] for w in changelog if w.strip() for i, ch in enumerate(w) if ch == " "]
        self._changelog_after_space = re.compile("|".join(re.escape(t) for t in after), re.IGNORECASE) \
            if after else None
        self._sensitive_memo: dict[str, bool] = {}
        self._setting_titles: dict[str, bool] = {}  # a title → it may give a setting (_caption_fp)
        self._subject_total: Counter = Counter()
        self._last_insts: list[_Inst] = []  # the last version's paragraphs
        self._subject_mentions: dict[str, tuple] = {}
        self._sweep_at = 1000  # per-segment cache entries that trigger a sweep (see _evict)
        self._views = 0
        self._seen: set[bytes] = set()  # digests of every paragraph read so far (changed_paragraphs)
        self._heads: dict[tuple, _Para] = {}  # (levels, first line) → the latest such paragraph (_extend)
        self._shapes: dict[tuple, int] = {}   # a paragraph's section parts and table sections → a number
        self._shape_count = itertools.count(1)
        self.stats = Counter()
        self._facts: dict[tuple, tuple] = {}  # a section's facts (_section_key), interned
        self._keys: dict[tuple, tuple] = {}  # ids of a paragraph's sections' facts → its key (_section_key)
        self._key_objects: dict[tuple, tuple] = {}  # the keys, interned
        self._context: tuple = (None, ())  # the last version's (date, document subject)
        # the last version's paragraph texts, heading levels, _Insts, text and where its paragraphs start
        self._previous: tuple = ((), (), (), "", ())
        self._marked: frozenset | None = None  # its paragraphs that are _marked (None: not known)
        self._sections: dict | None = None  # the last version's section facts (section path → SectionInfo)
        self._path_flags: dict[tuple, bool] = {}  # the changelog flags of its renamed paths (_sections_since)

    # -- paragraphs -------------------------------------------------------------------------
    def _paragraph(self, lines: list[str], levels: tuple[int, ...], layout: Layout = Layout()) -> _Para:
        text = "\n".join(lines)
        key = (text, levels, layout)
        para = self.paras.get(key)
        if para is not None:
            return para
        self.stats["paragraphs_segmented"] += 1
        head = ["#" * lvl + f" {_PLACEHOLDER}{i}" for i, lvl in enumerate(levels)]
        doc = Document(path=self.path, text="\n".join(head + lines), date=None)
        skip = len(head)
        # where the segmenter stands after the paragraph, so lines appended to it later are read
        # alone (_extend); code fences, warnings markers and lines of indented code or front matter
        # (read from the whole version: ``layout``) depend on the whole text
        state = None if ("```" in text or "~~~" in text or "claimcheck:warnings" in text or layout) else SegmentState()
        # segments keep their line in the scratch document; ``_Para.skip`` lines of headings precede
        # the paragraph
        segments = [s for s in self.ex.segmenter.segments(doc, layout.shifted(skip), state) if s.line > skip]
        code = fenced_lines(lines) if ("```" in text or "~~~" in text) else None
        stack = _heading_stack(self.ex.segmenter, lines, [(lvl, i) for i, lvl in enumerate(levels)], code,
                               layout.code | layout.front_matter)
        para = _Para(text=text, levels=levels, segments=segments, stack_out=stack, skip=skip, layout=layout,
                     sensitive=self._sensitive(text), last_line=lines[-1].strip(), seg_state=state)
        _index_sections(para, 0)
        self.paras[key] = para
        self._heads[(levels, lines[0])] = para
        return para

    def _hits(self, para: _Para, date: dt.date | None) -> tuple[object, list]:
        dkey = date if para.sensitive else None
        hits = para.hits.get(dkey)
        if hits is None:
            start, hits = _from_base(para, "hits", dkey)
            for seg in para.segments[start:]:
                hkey = (seg.text, dkey)
                h = self.hit_cache.get(hkey)
                if h is None:
                    h = self.ex.hits(seg.text, date)
                    self.hit_cache[hkey] = h
                hits.append(self.ex.frames.segment_hits(seg, h))
            para.hits[dkey] = hits
            para.has_hits[dkey] = (start and para.base.has_hits[dkey]) or any(hits[start:])
        return dkey, hits

    def _deltas(self, para: _Para, date: dt.date | None) -> list:
        dkey, hits = self._hits(para, date)
        deltas = para.deltas.get(dkey)
        if deltas is None:
            start, deltas = _from_base(para, "deltas", dkey)
            for seg, h in zip(para.segments[start:], hits[start:]):
                if seg.kind not in ("heading", "field"):
                    continue
                scratch = DocContext(path=self.path, date=date)
                self.ex.frames.section_info(scratch, seg, h)
                for key, info in scratch.sections.items():
                    # with the recipe of its real path: (n, own titles) — the first n titles above
                    # followed by its own (-1: resolve it; -2: no placeholder, ``own`` is the path)
                    n, own = _recipe(key) if key and key[0][:1] == _PLACEHOLDER else (-2, key)
                    deltas.append((key, info, seg.kind == "heading" and seg.sentence_index == 0,
                                   info.attribution is not None, n, own))
            para.deltas[dkey] = deltas
        return deltas

    # -- versions ----------------------------------------------------------------------------
    def view(self, version: Version, index: int = 0) -> VersionView:
        """Segment and extract one version (reusing every unchanged paragraph).

        Args:
            version: the :class:`~claimcheck.history.versions.Version` (its text, label, date).
            index: its place in the walk (0 = oldest).
        Returns:
            :class:`VersionView`.
        """
        text = version.text
        day = document_date(self.path, text) or version.day
        date = dt.date.fromisoformat(day) if day else None
        insts, src, added, extended, changed, n_prev = _read_paragraphs(self, version, text)
        vno = self._views  # (this view's number: _Inst.taken)
        gone = [old for old in self._last_insts if old.taken != vno]  # the previous version's, not in this one
        # pass 1: what headings and field lines say about their sections — from the previous
        # version's where the paragraphs that say it are unchanged, else read whole
        since = None
        if INCREMENTAL_SECTIONS and self._sections is not None and n_prev:
            since = _sections_since(self, insts, src, gone, date, self._context[0])
        if since is None:
            sections = _section_facts(self, insts, date)
        else:
            sections = since[0]
        self._sections = sections
        # the system the whole document is about (Extractor.extract: ctx.doc_subject)
        doc_subject = _document_subject(self, [insts[k] for k in added], gone, insts)
        self._last_insts = insts
        # pass 2: claims, per paragraph variant
        ctx = DocContext(path=self.path, date=date, sections=sections)
        subject_fp = None
        if doc_subject is not None:
            ctx.doc_subject = doc_subject
            subject_fp = (doc_subject.surface, doc_subject.canonical, doc_subject.type)
        changelog_lines: set[str] = set()
        facts: dict[tuple, tuple] = {}
        # what a paragraph's sections say, per (heading titles above, section shape): the paragraphs
        # under one heading share it
        shared: dict[tuple, tuple] = {}
        canonical = doc_subject.canonical if doc_subject is not None else None
        claim_count = 0
        # a paragraph the previous version had under the same section facts, date and document
        # subject has the variant it had there (what the lookup below would find, without it)
        same_subject = self._context[1] == subject_fp
        if len(self._keys) > 20_000 or len(self._facts) > 20_000:
            self._keys.clear()  # (keyed by the ids of the facts: emptied with them)
            self._facts.clear()
            self._key_objects.clear()
        same_date = self._context[0] == date
        self._context = (date, subject_fp)
        kept: dict[tuple, tuple | bool] = {}  # (titles, the previous version's titles, shape) → its key or False
        kept_before = since[6] if since is not None else {}  # a path that kept its facts → its previous path
        # (the paragraphs under one heading share their titles now and then: the last answer is kept)
        last_titles = last_old = last_same = None
        carried = since is not None and same_subject  # (what the first test below needs besides)
        for inst, old in zip(insts, src):
            para = inst.para
            inst.doc_subject = canonical
            titles = inst.titles
            if carried and old is not None and para.plain:
                # the most common paragraph, first: the previous version's under a heading that kept
                # its facts, no changelog, the same subject and date (or none it reads) — the variant
                # it had (what the steps below give it, in fewer of them)
                if titles is not last_titles or old.titles is not last_old:
                    last_titles, last_old = titles, old.titles
                    last_same = kept_before.get(titles) == last_old
                key = old.key
                if last_same and key and not key[1] and (same_date or not (para.sensitive or key[2])):
                    inst.key = key
                    variant = inst.variant = old.variant
                    claim_count += len(variant.claims)
                    continue
            got = key = skey = None
            if since is not None and old is not None:
                # the key it had in the previous version, when its sections' facts are those
                if para.plain:
                    if titles is not last_titles or old.titles is not last_old:
                        last_titles, last_old = titles, old.titles
                        last_same = kept_before.get(titles) == last_old
                    if last_same:
                        key = old.key  # (all of it in the section of the heading above, which kept its facts)
                if key is None:
                    skey = (id(titles), para.shape or _shape(self, para))
                    kkey = (skey, id(old.titles))
                    key = kept.get(kkey)
                    if key is None:
                        key = kept[kkey] = _kept_key(self, since, para, titles, old)
            if not key:
                skey = skey or (id(titles), para.shape or _shape(self, para))
                got = shared.get(skey)
                if got is None:
                    got = shared[skey] = _section_key(self, para, titles, sections, facts)
                key = got[2]
            inst.key = key
            flags, logged, sensitive_facts, fp = key
            excluded = _NOTHING
            if logged:
                excluded, lines = _changelog_part(para, flags)
                inst.excluded = excluded
                changelog_lines |= lines
            if old is not None and same_subject and (old.key is key or old.key == key) and \
                    (same_date or not (para.sensitive or sensitive_facts)):
                variant = inst.variant = old.variant
                claim_count += len(variant.claims)
                continue
            dkey = date if para.sensitive else None
            hits = para.hits.get(dkey)
            if hits is None:
                dkey, hits = self._hits(para, date)
            if not para.has_hits[dkey]:
                inst.variant = _EMPTY
                continue
            sensitive = para.sensitive or sensitive_facts
            vkey = (fp, date if sensitive else None, excluded, subject_fp)
            variant = para.variants.get(vkey)
            if variant is None:
                if got is None:
                    skey = skey or (id(titles), para.shape or _shape(self, para))
                    got = shared.get(skey)
                    if got is None:
                        got = shared[skey] = _section_key(self, para, titles, sections, facts)
                real, section_facts, _ = got
                variant = _extend_variant(self, para, vkey, flags, sensitive, section_facts, real, hits, ctx) or \
                    _variant(self, para, real, hits, ctx, excluded, sensitive, list(fp), subject_fp)
                para.variants[vkey] = variant
            inst.variant = variant
            claim_count += len(variant.claims)
        for para in extended:
            para.base = None  # its own caches hold what this version needed; keep no chain of versions
        self._views += 1
        if self._views % EVICT_EVERY == 0:
            _evict(self, insts, date)
        return VersionView(version=version, index=index, date=date, insts=insts, sections=sections,
                           changelog_lines=changelog_lines, changed_paragraphs=changed, doc_subject=doc_subject,
                           claim_count=claim_count)

    def _resolve(self, section: tuple, titles: tuple[str, ...]) -> tuple[str, ...]:
        key = (section, titles)
        r = self._resolved.get(key)
        if r is None:
            r = self._resolved[key] = _resolve(section, titles)
        return r

    def _sensitive(self, text: str) -> bool:
        """True when ``text`` holds something a document date resolves (``9月28日``, ``Sep 28``,
        ``昨天``, ``last week``): its hits and claims then depend on the version's date."""
        flag = self._sensitive_memo.get(text)
        if flag is None:
            flag = "月" in text or any(w in text for w in self._cjk_relative)
            if not flag:
                words = set(_LATIN_WORD.findall(text.lower()))
                flag = bool(words & self._latin_relative) or bool(words & self._months and self._month_day.search(text))
            if len(self._sensitive_memo) < 200_000:
                self._sensitive_memo[text] = flag
        return flag

    # -- materialising -------------------------------------------------------------------------
    def materialise(self, inst: _Inst, k: int, file: str, doc_date: str | None) -> Claim:
        """Claim ``k`` of ``inst`` with its real line, section path, id, file and document date.

        Args:
            inst: a paragraph of a :class:`VersionView`.
            k: the index of the claim in ``inst.variant.claims``.
            file: the location's file (``path@label``).
            doc_date: the version's date (ISO) or None.
        Returns:
            :class:`~claimcheck.model.Claim`.
        """
        c = inst.variant.claims[k]
        para = inst.para
        n, local = para.section_parts[para.seg_section[inst.variant.seg_index[k]]]
        section = " > ".join(inst.titles[:n] + local)
        changes: dict = {"line": c.line - para.skip + inst.first_line - 1, "file": file, "doc_date": doc_date}
        if c.section != section:
            changes["section"] = section
            changes["id"] = claim_id(self.path, section, c.text, c.surface, inst.variant.occurrence[k])
        return replace(c, **changes)

    def segments(self, inst: _Inst, file: str) -> list[Segment]:
        """The segments of one paragraph as they stand in its version.

        Args:
            inst: a paragraph of a :class:`VersionView`.
            file: the location's file (``path@label``).
        Returns:
            list[Segment] with their real lines and section paths.
        """
        out = []
        para = inst.para
        for seg, si in zip(para.segments, para.seg_section):
            n, local = para.section_parts[si]
            section = inst.titles[:n] + local
            out.append(replace(seg, file=file, line=seg.line - para.skip + inst.first_line - 1, section=section,
                               heading=section[-1] if section else ""))
        return out

    def document_extract(self, view: VersionView, file: str, *, changelog_claims: bool = False) -> DocumentExtract:
        """A full :class:`DocumentExtract` of one version (for the single-document rules).

        Args:
            view: the version (from :meth:`view`).
            file: the location's file (``path@label``).
            changelog_claims: unused (claims of changelog sections are never extracted).
        Returns:
            :class:`~claimcheck.frames.extractor.DocumentExtract`.
        """
        day = view.date.isoformat() if view.date else None
        document = Document(path=file, text=view.version.text, date=day)
        segments: list[Segment] = []
        claims: list[Claim] = []
        counters: Counter = Counter()
        seg_hits: list = []
        for inst in view.insts:
            _, hits = self._hits(inst.para, view.date)
            for seg, h in zip(self.segments(inst, file), hits):
                segments.append(replace(seg, index=counters[seg.section]))
                counters[seg.section] += 1
                seg_hits.append(h)
            claims.extend(self.materialise(inst, k, file, day) for k in range(len(inst.variant.claims)))
        ctx = DocContext(path=file, date=view.date, sections=view.sections)
        if view.doc_subject is not None:
            ctx.doc_subject = view.doc_subject
        names: Counter = Counter()
        name_locations: dict = {}
        confirmations: list = []
        frames, grammar = self.ex.frames, self.ex.grammar
        for seg, hits in zip(segments, seg_hits):
            for mention in frames.entities.mentions(grammar.normalise_text(seg.text)):
                names[mention.canonical] += 1
                name_locations.setdefault(mention.surface, (seg.line, seg.offset + mention.start + 1, mention.type))
            if frames.is_confirmation(seg.text):
                confirmations.append((frames.segment_subject(ctx, seg, hits), seg.line))
        claims.sort(key=lambda c: (c.line, c.column))
        return DocumentExtract(document, segments, claims, names, name_locations, confirmations)


def _read_paragraphs(ix: IncrementalExtractor, version: Version, text: str) -> tuple:
    """Loop 1 of :meth:`IncrementalExtractor.view`: the paragraphs of one version (``text``) as
    ``_Inst``, each the previous version's ``_Para`` where it is found in place or in the cache, else
    segmented (or extended, :func:`_extend`) anew.

    Returns:
        (insts, src: per paragraph the previous version's ``_Inst`` of it or None, added: the
        indexes of the paragraphs without one, extended: the paragraphs read by appended lines,
        changed: how many are new to the history, n_prev: the previous version's paragraph count).
    """
    levels: tuple[int, ...] = ()
    titles: tuple[str, ...] = ()
    insts: list[_Inst] = []
    prev_last = ""
    changed = 0
    extended: list[_Para] = []
    reused = 0
    line_no, pos = 1, 0
    # the previous version's paragraphs, in order (when neither version has indented code or front
    # matter): a paragraph with the text and heading levels of the one the walk stands at there (or
    # of any there) is that one's _Para — what the cache would give, without hashing the key
    prev_blocks, prev_levels, prev_insts, prev_text, prev_starts = ix._previous
    listed = marked = None
    if MARKS_FROM_NEW and prev_blocks and ix._marked is not None and not text.startswith("---"):
        # no paragraph with a fence or an indented line, no front matter: no layout, no fences
        listed, marked = _unmarked_blocks(text, prev_blocks, ix._marked, prev_text, prev_starts)
    if listed is not None and not marked:
        whole, fenced = Layout(), False
    else:
        whole = read_layout(text, version.file or ix.path)  # (a snapshot: Markdown by its own name)
        fenced = "```" in text or "~~~" in text
        if whole:
            prev_blocks, prev_levels, prev_insts, prev_text, prev_starts = (), (), (), "", ()
            listed = None
    if fenced:
        blocks = ((start, block, None) for start, block in _paragraphs(text))
    elif listed is not None:
        blocks = listed
    elif RUNS:
        blocks = _runs(text, prev_blocks, prev_text, prev_starts)
    else:
        blocks = ((start, block, None) for start, block in _blocks(text, prev_blocks))
    n_prev, j, where = len(prev_blocks), 0, None
    own_blocks: list[str] = []
    own_levels: list[tuple] = []
    own_starts: list[int] = []
    src: list = []  # per paragraph: the previous version's _Inst of the same paragraph, or None
    added: list[int] = []  # the paragraphs without one in ``src``
    vno = ix._views  # (this view's number: _Inst.taken)
    no_layout = Layout()
    items = iter(blocks)
    pending = None  # the rest of a run whose first paragraph is read the one-by-one way
    while True:
        if pending is not None:
            start, block, run = pending
            pending = None
        else:
            item = next(items, None)
            if item is None:
                break
            start, block, run = item
        if run is not None:
            k, count = run
            shift = start - prev_starts[k]
            if RUNS and k == j and prev_levels[k] == levels:
                # a run of the previous version's paragraphs where the walk stands there, under the
                # same heading levels: each is the paragraph it was, its lines moved by as many as
                # the run's first (the text between them is the same); what the one-by-one way
                # below gives each of them, without comparing or looking up paragraph by paragraph
                stop = k + count
                lines = line_no + text.count("\n", pos, start) - prev_insts[k].first_line
                for old in prev_insts[k:stop]:
                    para = old.para
                    if old.taken == vno:
                        src.append(None)  # a paragraph the previous version had once and this one twice
                    else:
                        old.taken = vno
                        src.append(old)
                    insts.append(_Inst(para, old.first_line + lines, titles, prev_last, len(insts)))
                    if para.has_heading:
                        out = para.titles_out
                        if out is None:
                            out = para.titles_out = _titles_recipe(para.stack_out)
                        levels = out[0]
                        titles = titles[:out[1]] + out[2] if out[1] >= 0 else \
                            tuple(titles[t] if isinstance(t, int) else t for _, t in para.stack_out)
                    prev_last = para.last_line
                own_blocks.extend(prev_blocks[k:stop])
                own_levels.extend(prev_levels[k:stop])
                own_starts.extend([s + shift for s in prev_starts[k:stop]] if shift else prev_starts[k:stop])
                reused += count
                j = stop
                pos = prev_starts[stop - 1] + shift
                line_no = insts[-1].first_line
                continue
            # its first paragraph the one-by-one way, the rest a run again
            if count > 1:
                pending = (prev_starts[k + 1] + shift, None, (k + 1, count - 1))
            block = prev_blocks[k]
        line_no += text.count("\n", pos, start)
        pos = start
        if block[-1] == "\n":
            block = block[:-1]
        if j < n_prev and prev_blocks[j] == block and prev_levels[j] == levels:
            old = prev_insts[j]
            para = old.para
            block = prev_blocks[j]  # (the same text, its hash worked out already: see ``where``)
            j += 1
        else:
            para = old = None
            if n_prev:
                if where is None:
                    # (the last of equal texts; the strings kept from earlier versions have their hash)
                    where = dict(zip(prev_blocks, range(n_prev)))
                k = where.get(block)
                if k is not None and prev_levels[k] == levels:
                    old = prev_insts[k]
                    para = old.para
                    block = prev_blocks[k]
                    j = k + 1
        if old is not None:
            if old.taken == vno:
                old = None  # a paragraph the previous version had once and this one twice
            else:
                old.taken = vno
        else:
            added.append(len(insts))
        if para is None:
            own = whole.window(line_no - 1, block.count("\n") + 1) if whole else no_layout
            para = ix.paras.get((block, levels, own))
        if para is None:
            # a paragraph grown by appended lines is read by its new lines only (no indented code
            # or front matter in it: those depend on the blocks around)
            para = _extend(ix, block, levels) if not own else None
            if para is not None:
                extended.append(para)
            else:
                para = ix._paragraph(block.split("\n"), levels, own)
            # (the text's bytes after their length, not its repr: a grown changelog is long)
            digest = hashlib.blake2b(len(block).to_bytes(8, "little"), digest_size=16)
            digest.update(block.encode())
            digest.update(repr((levels, sorted(own.code), sorted(own.front_matter))).encode())
            seen = digest.digest()
            if seen not in ix._seen:  # new to the history, not merely to the cache (see _evict)
                ix._seen.add(seen)
                changed += 1
        else:
            reused += 1
        own_blocks.append(block)
        own_levels.append(levels)
        own_starts.append(start)
        src.append(old)
        insts.append(_Inst(para, line_no, titles, prev_last, len(insts)))
        if para.has_heading:
            out = para.titles_out
            if out is None:
                out = para.titles_out = _titles_recipe(para.stack_out)
            levels = out[0]
            titles = titles[:out[1]] + out[2] if out[1] >= 0 else \
                tuple(titles[t] if isinstance(t, int) else t for _, t in para.stack_out)
        prev_last = para.last_line
    ix.stats["paragraphs_reused"] += reused
    ix._previous = (own_blocks, own_levels, insts, text, own_starts) if not whole else ((), (), (), "", ())
    if whole or fenced:
        ix._marked = None
    elif marked is not None:
        ix._marked = marked
    else:  # (the first version, or the first after one with a layout: read whole once)
        ix._marked = frozenset(b for b in own_blocks if _marked(b))
    return insts, src, added, extended, changed, n_prev


def _variant(ix: IncrementalExtractor, para: _Para, real: list, hits: list, ctx: DocContext, excluded: frozenset,
             sensitive: bool, fp: list, subject_fp=None, start: int = 0) -> _Variant:
    """The claims of ``para``'s segments from ``start`` on (each from the per-segment cache when the
    segment, its section's facts ``fp``, the date and the document subject are the same), under
    the real section paths ``real`` and the version's context ``ctx``; segments in ``excluded``
    (changelog sections) have none."""
    claims: list[Claim] = []
    seg_index: list[int] = []
    occurrence: list[int] = []
    for i in range(start, len(para.segments)):
        seg, h = para.segments[i], hits[i]
        if not h or i in excluded:
            continue
        si = para.seg_section[i]
        # the offset of a segment in its line only moves columns (a re-padded table cell)
        key = (seg.text, seg.kind, seg.header, seg.row_label, seg.label, fp[si], ctx.date if sensitive else None,
               subject_fp)
        cached = ix.seg_claims.get(key)
        if cached is None:
            section = real[si]
            made = ix.ex.frames.claims(ctx, replace(seg, section=section, heading=section[-1] if section else ""), h)
            ix.seg_claims[key] = (made, seg.line, seg.offset)
            ix.stats["segments_extracted"] += 1
        else:
            made, line, offset = cached
            if line != seg.line or offset != seg.offset:
                shift = seg.offset - offset
                made = [replace(c, line=seg.line, column=c.column + shift, end_column=c.end_column + shift)
                        for c in made]
            ix.stats["segments_reused"] += 1
        seen: Counter = Counter()
        for c in made:
            claims.append(c)
            seg_index.append(i)
            occurrence.append(seen[c.surface])
            seen[c.surface] += 1
    # a table row's settings and "同一配置下" (Extractor.extract does the same per document; a
    # paragraph holds a whole table and a whole block of lines)
    claims = settle_rows(ix.ex.frames, para.segments[start:] if start else para.segments, claims)
    order = sorted(range(len(claims)), key=lambda k: (claims[k].line, claims[k].column))
    claims = [claims[k] for k in order]
    seg_index = [seg_index[k] for k in order]
    occurrence = [occurrence[k] for k in order]
    by_subject: dict[str, list[int]] = defaultdict(list)
    for k, c in enumerate(claims):
        if c.subject:
            by_subject[c.subject].append(k)
    return _Variant(claims, seg_index, occurrence, dict(by_subject))


def _evict(self: IncrementalExtractor, insts: list[_Inst], date: dt.date | None) -> None:
    """Keep what the version just read (by ``self``, the incremental extractor) uses and drop the
    rest, every :data:`EVICT_EVERY` versions: memory in proportion to a few versions, not to the
    history (issue 18; an 800-version history kept every changelog paragraph it ever saw).

    - paragraphs: only those of this version (a paragraph that comes back later is segmented
      again — a cache miss, never a different result);
    - a paragraph's hits, section facts and claim variants: only those of this version's date
      and section facts (a date-sensitive paragraph gets a new variant with every date);
    - the per-segment caches (hits, claims, subject mentions): entries whose segment text is
      in no paragraph of this version, swept when they have grown to twice the version's
      segments (amortised: each sweep costs what the versions since the last one added).
    """
    paras: dict[tuple, _Para] = {}
    used_variants: dict[int, set[int]] = defaultdict(set)
    for inst in insts:
        para = inst.para
        paras[(para.text, para.levels, para.layout)] = para
        if inst.variant is not None:
            used_variants[id(para)].add(id(inst.variant))
    self.paras = paras
    self._heads = {(p.levels, p.text.partition("\n")[0]): p for p in paras.values()}
    live = {p.shape for p in paras.values()}
    self._shapes = {k: v for k, v in self._shapes.items() if v in live}
    # section paths name the titles above them, which a version stamp in the title changes every version
    self._resolved.clear()
    self._changelog_memo.clear()
    # it holds whole paragraph texts (a changelog of every version kept 15 MB at 700 versions); new
    # paragraphs and section attributions ask again, reused paragraphs keep their flag
    self._sensitive_memo.clear()
    if len(self._setting_titles) > 20_000:
        self._setting_titles.clear()
    for para in paras.values():
        dkey = date if para.sensitive else None
        if len(para.hits) > 1:
            para.hits = {k: v for k, v in para.hits.items() if k == dkey}
            para.has_hits = {k: v for k, v in para.has_hits.items() if k == dkey}
            para.deltas = {k: v for k, v in para.deltas.items() if k == dkey}
            para.groups = {k: v for k, v in para.groups.items() if k == dkey}
        if len(para.variants) > 1:
            used = used_variants.get(id(para), ())
            para.variants = {k: v for k, v in para.variants.items() if id(v) in used}
    size = len(self.hit_cache) + len(self.seg_claims) + len(self._subject_mentions)
    if size > self._sweep_at:
        texts: set[str] = set()
        for para in paras.values():
            texts.update(seg.text for seg in para.segments)
        self.hit_cache = {k: v for k, v in self.hit_cache.items() if k[0] in texts}
        self.seg_claims = {k: v for k, v in self.seg_claims.items() if k[0] in texts}
        self._subject_mentions = {k: v for k, v in self._subject_mentions.items() if k in texts}
        kept = len(self.hit_cache) + len(self.seg_claims) + len(self._subject_mentions)
        self._sweep_at = 2 * kept + 1000


# -- paragraphs that grow by appended lines (issue 18: a changelog gains a line per version) ------
def _count_subjects(ix: IncrementalExtractor, para: _Para) -> None:
    """``para.subjects``: its subject-type entity mentions (the base paragraph's plus the appended
    segments' when it appends to one that has them)."""
    base = para.base
    start = len(base.segments) if base is not None and base.subjects is not None else 0
    para.subjects = base.subjects.copy() if start else Counter()
    frames, grammar = ix.ex.frames, ix.ex.grammar
    for seg in para.segments[start:]:
        names = ix._subject_mentions.get(seg.text)
        if names is None:
            names = ix._subject_mentions[seg.text] = tuple(
                m.canonical for m in frames.entities.mentions(grammar.normalise_text(seg.text))
                if m.type in _SUBJECT_MENTION_TYPES)
        para.subjects.update(names)


def _shape(ix: IncrementalExtractor, para: _Para) -> int:
    """A number for what of ``para`` decides which sections its claims stand in (its section
    parts and which of them hold table cells): paragraphs with equal ones get equal numbers, and a
    number is never given to another shape (the evicted ones are not reused)."""
    key = (tuple(para.section_parts), para.table_sections)
    shape = ix._shapes.get(key)
    if shape is None:
        shape = ix._shapes[key] = next(ix._shape_count)
    para.shape = shape
    return shape


def _document_subject(ix: IncrementalExtractor, added: list[_Inst], gone: list[_Inst], insts: list[_Inst]):
    """``FrameBuilder.document_subject`` over the subject-type mentions of every paragraph of a
    version (``insts``), or None where the frames have no such notion.  The running total of the
    mentions changes by the paragraphs that came (``added``: not in the previous version) and
    went (``gone``: the previous version's paragraphs this one does not have)."""
    decide = getattr(ix.ex.frames, "document_subject", None)
    if decide is None or "doc_subject" not in getattr(DocContext, "__dataclass_fields__", {}):
        return None
    total = ix._subject_total
    for inst in added:
        para = inst.para
        if para.subjects is None:
            _count_subjects(ix, para)
        for name, count in para.subjects.items():
            total[name] += count
    for inst in gone:
        for name, count in inst.para.subjects.items():
            total[name] -= count
    chosen = decide(+ix._subject_total)
    if chosen is None:
        # no system dominates: the one the level-1 title names (Extractor.extract does the same)
        from claimcheck.frames.subject import title_subject
        # (read up to the first heading: the segments are not listed whole for it in every version)
        chosen = title_subject(ix.ex.frames, (seg for inst in insts for seg in inst.para.segments),
                               +ix._subject_total)
    return chosen


def _heading_stack(segmenter, lines: list[str], stack: list, code, other=frozenset()) -> tuple:
    """The heading stack (``((level, title-or-placeholder-index), ...)``) after ``lines``, starting
    from ``stack``; ``code``: per line, True inside a code fence (or None when there is none);
    ``other``: indexes of lines of indented code or front matter."""
    for i, line in enumerate(lines):
        stripped = line.strip()
        if (stripped.startswith("|") and stripped.count("|") >= 2) or (code is not None and code[i]) or i in other:
            continue  # a table row, a line of code or of the front matter: no heading
        level = segmenter.heading_level(stripped)
        if level is None:
            continue
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, re.sub(r"^#{1,6}\s*", "", stripped).strip()))
    return tuple(stack)


def _index_sections(para: _Para, start: int) -> None:
    """Give ``para.segments[start:]`` their section index (``seg_section``, new ``sections`` and
    ``section_parts`` in order of first appearance) and update the table/heading/facts flags."""
    index = {sec: i for i, sec in enumerate(para.sections)}
    tables = set(para.table_sections)
    for seg in para.segments[start:]:
        si = index.get(seg.section)
        if si is None:
            si = index[seg.section] = len(para.sections)
            para.sections.append(seg.section)
            n = sum(1 for t in seg.section if t.startswith(_PLACEHOLDER))
            para.section_parts.append((n, tuple(seg.section[n:])))
        para.seg_section.append(si)
        if seg.kind == "table_cell":
            tables.add(si)
        elif seg.kind == "heading":
            para.has_heading = para.has_facts = True
        elif seg.kind == "field":
            para.has_facts = True
    para.table_sections = frozenset(tables)
    parts = para.section_parts
    para.plain = len(parts) == 1 and not parts[0][1] and parts[0][0] == len(para.levels)


def _extend(ix: IncrementalExtractor, block: str, levels: tuple[int, ...]) -> _Para | None:
    """``block`` as a paragraph already read (same heading levels and first line) followed by
    appended lines: the old paragraph's segments and the appended lines' own, segmented from
    where the segmenter stood after the old text (:class:`~claimcheck.text.segment.SegmentState`),
    so they equal a segmentation of the whole block.  None when there is no such paragraph, or
    the text holds what is read over the whole text (code fences, warnings markers) or the old
    text ends in a table row (a header row is known by the line after it).

    The new paragraph's hits, section facts, changelog lines, subject mentions and claim variants
    are those of the old one (``_Para.base``, for the first version that reads it) plus the
    appended segments' (:func:`_from_base`, :func:`_changelog_part`, :func:`_extend_variant`).
    """
    nl = block.find("\n")
    if nl < 0 or not EXTEND_APPENDED:
        return None
    base = ix._heads.get((levels, block[:nl]))
    if base is None or base.seg_state is None:
        return None
    n = len(base.text)
    if len(block) <= n + 1 or block[n] != "\n" or not block.startswith(base.text):
        return None
    tail = block[n + 1:]
    if "```" in tail or "~~~" in tail or "claimcheck:warnings" in tail:
        return None
    if base.last_line.startswith("|") and base.last_line.count("|") >= 2:
        return None
    ix.stats["paragraphs_segmented"] += 1
    ix.stats["paragraphs_extended"] += 1
    state = replace(base.seg_state)
    # the block has no line of indented code or front matter (the caller checked the whole
    # version's layout): the tail is read as prose, never re-laid out on its own
    added = list(ix.ex.segmenter.segments(Document(path=ix.path, text=tail, date=None), Layout(), state))
    lines = tail.split("\n")
    para = _Para(text=block, levels=levels, segments=base.segments + added,
                 stack_out=_heading_stack(ix.ex.segmenter, lines, list(base.stack_out), None), skip=base.skip,
                 sensitive=False, last_line=lines[-1].strip(), seg_state=state, base=base,
                 seg_section=list(base.seg_section), sections=list(base.sections),
                 section_parts=list(base.section_parts), table_sections=base.table_sections,
                 has_heading=base.has_heading, has_facts=base.has_facts)
    _index_sections(para, len(base.segments))
    para.sensitive = _appended_sensitive(ix, base, para, tail)
    ix.paras[(block, levels, Layout())] = para
    ix._heads[(levels, block[:nl])] = para
    return para


def _date_parts(ix: IncrementalExtractor, text: str) -> tuple[bool, bool, bool]:
    """(a Chinese date, relative day or relative word; a month name; a month name before a number)
    in ``text``: it is date-sensitive (:meth:`IncrementalExtractor._sensitive`) when the first
    holds or the other two both do.  Each part of a text is the part of its lines in any split,
    but for a month before a number written across the split (:func:`_appended_sensitive`)."""
    if "月" in text or any(w in text for w in ix._cjk_relative):
        return True, False, False
    words = set(_LATIN_WORD.findall(text.lower()))
    if words & ix._latin_relative:
        return True, False, False
    return False, bool(words & ix._months), bool(ix._month_day.search(text))


def _appended_sensitive(ix: IncrementalExtractor, base: _Para, para: _Para, tail: str) -> bool:
    """Whether ``para`` (``base``'s text, a newline and ``tail``) is date-sensitive, from the
    parts of ``base`` and of ``tail`` and a search across the newline (a changelog that gains a
    line per version is not read whole again); read whole when the month-and-day pattern could
    run over more lines than the lines it is searched in."""
    pattern = ix._month_day.pattern
    if re.search(r"\\s[*+{]|\[\^|\\[WDB]|\(\?[a-z]*s", pattern):
        para.date_parts = _date_parts(ix, para.text)
    else:
        old = base.date_parts or _date_parts(ix, base.text)
        new = _date_parts(ix, tail)
        if old[0] or new[0]:
            para.date_parts = (True, False, False)
        else:
            # a match written across the newline holds at most one newline per \s of the pattern
            n = pattern.count("\\s") + 1
            joint = "\n".join(base.text.rsplit("\n", n)[-n:] + tail.split("\n", n)[:n])
            para.date_parts = (False, old[1] or new[1], old[2] or new[2] or bool(ix._month_day.search(joint)))
    first, month, month_day = para.date_parts
    return first or (month and month_day)


def _from_base(para: _Para, cache: str, dkey) -> tuple[int, list]:
    """(first segment still to compute, the list so far) of a per-segment cache of ``para``
    (``hits`` or ``deltas`` under date key ``dkey``): the base paragraph's list when ``para``
    appends to one that has it under the same key (both read a date or neither), else (0, [])."""
    base = para.base
    if base is not None and base.sensitive == para.sensitive:
        got = getattr(base, cache).get(dkey)
        if got is not None:
            return len(base.segments), list(got)
    return 0, []


def _changelog_part(para: _Para, flags: tuple[bool, ...]) -> tuple[frozenset, frozenset]:
    """(segment indexes inside changelog sections, their normalised lines except headings) of
    ``para`` whose sections are changelogs where ``flags`` (one per section) says so."""
    got = para.excluded.get(flags)
    if got is not None:
        return got
    base, start = para.base, 0
    excluded, lines = _NOTHING, frozenset()
    if base is not None:
        nb = len(base.sections)
        known = base.excluded.get(flags[:nb]) if any(flags[:nb]) else (_NOTHING, frozenset())
        if known is not None:
            (excluded, lines), start = known, len(base.segments)
    added = [i for i in range(start, len(para.segments)) if flags[para.seg_section[i]]]
    if added:
        excluded = excluded | frozenset(added)
        lines = lines | frozenset(_norm_text(para.segments[i].line_text) for i in added
                                  if para.segments[i].kind != "heading")
    got = para.excluded[flags] = (excluded, lines)
    return got


def _extend_variant(ix: IncrementalExtractor, para: _Para, vkey: tuple, flags: tuple, sensitive: bool,
                    section_facts: list, real: list, hits: list, ctx: DocContext) -> _Variant | None:
    """The claim variant ``vkey`` of ``para`` from its base paragraph's variant under the same
    section facts, date and document subject, plus the claims of the appended segments; None when
    the base has no such variant or the result could differ from reading the whole paragraph:
    the base read the date and the whole does not (or the reverse), or an appended line takes the
    settings of the line before it ("同一配置下", :func:`~claimcheck.frames.conditions.settle_rows`;
    a table row's settings stay in its row, and no claim of the base reads the lines after it)."""
    base = para.base
    if base is None:
        return None
    nb, start = len(base.sections), len(base.segments)
    if sensitive != (base.sensitive or any(f[3] for f in section_facts[:nb])):
        return None
    same = ix.ex.frames.same_setup
    if same is not None and any(same.search(seg.text) for seg in para.segments[start:]):
        return None
    fp, date_key, excluded, subject_fp = vkey
    excluded_base = base.excluded.get(flags[:nb], (None,))[0] if any(flags[:nb]) else _NOTHING
    if excluded_base is None:
        return None
    dkey = ctx.date if base.sensitive else None
    if base.has_hits.get(dkey) is False:
        old = _EMPTY
    else:
        old = base.variants.get((fp[:nb], date_key, excluded_base, subject_fp))
        if old is None:
            return None
    ix.stats["variants_extended"] += 1
    new = _variant(ix, para, real, hits, ctx, excluded, sensitive, list(fp), subject_fp, start=start)
    # always a new variant, as reading the whole paragraph gives (the walk matches variants by identity)
    shift = len(old.claims)
    by_subject = {k: list(v) for k, v in old.by_subject.items()}
    for subject, ks in new.by_subject.items():
        by_subject.setdefault(subject, []).extend(k + shift for k in ks)
    return _Variant(old.claims + new.claims, old.seg_index + new.seg_index, old.occurrence + new.occurrence,
                    by_subject)


def _section_facts(ix: IncrementalExtractor, insts: list[_Inst], date: dt.date | None) -> dict[tuple, SectionInfo]:
    """Pass 1 of :meth:`IncrementalExtractor.view`: what the headings and field lines of a
    version's paragraphs (``insts``) say about their sections (section path → SectionInfo)."""
    sections: dict[tuple, SectionInfo] = {}
    for inst in insts:
        para = inst.para
        if not para.has_facts:
            continue
        titles = inst.titles
        for key, n, own, deltas in _groups_at(ix, para, date):
            # the placeholders are most often the titles above in order: a slice of them
            real = titles[:n] + own if 0 <= n <= len(titles) else own if n == -2 else ix._resolve(key, titles)
            target = sections.get(real)
            if target is None:
                target = sections[real] = SectionInfo()
            for delta in deltas:
                _merge(target, delta)
    return sections


def _groups_at(ix: IncrementalExtractor, para: _Para, date: dt.date | None) -> list:
    """The heading and field lines' deltas of ``para`` on ``date`` (:meth:`IncrementalExtractor._deltas`)
    in runs of one placeholder path: [(path, n, own titles, deltas)] — an entry paragraph (a
    heading, its source and summary lines) speaks of one section four times."""
    dkey = date if para.sensitive else None
    groups = para.groups.get(dkey)
    if groups is None:
        groups = []
        for delta in ix._deltas(para, date):
            if groups and groups[-1][0] == delta[0]:
                groups[-1][3].append(delta)
            else:
                groups.append((delta[0], delta[4], delta[5], [delta]))
        para.groups[dkey] = groups
    return groups


def _merge(target: SectionInfo, delta: tuple) -> None:
    """Add what one heading or field line says about a section (``delta``: (placeholder path,
    SectionInfo, sets the text and subject, sets the attribution, recipe)) to its facts so far."""
    info = delta[1]
    if delta[2]:
        target.text, target.subject = info.text, info.subject
    if delta[3]:
        target.attribution = info.attribution
    for u in info.urls:
        if u not in target.urls:
            target.urls.append(u)
    for i in info.ids:
        if i not in target.ids:
            target.ids.append(i)


def _real_path(ix: IncrementalExtractor, group: tuple, titles: tuple) -> tuple:
    """The real section path of a group of deltas (:func:`_groups_at`) under the heading ``titles``."""
    key, n, own, _ = group
    if 0 <= n <= len(titles):
        return titles[:n] + own
    return own if n == -2 else ix._resolve(key, titles)


def _sections_since(ix: IncrementalExtractor, insts: list[_Inst], src: list, gone: list[_Inst],
                    date: dt.date | None, old_date: dt.date | None) -> tuple | None:
    """Pass 1 of :meth:`IncrementalExtractor.view` from the previous version's (issue 18): a
    section's facts are the previous version's facts of its section when the same heading and
    field paragraphs, in the same order, made them — whatever the titles above say now (a title
    that carries the version number renames every section path in every version).

    A heading or field paragraph of this version (``insts``) is *kept* when it is the previous
    version's paragraph (``src``: that version's ``_Inst`` or None), after the kept ones before
    it there too, and on the same date or not date-sensitive; the others, and the previous
    version's heading and field paragraphs not kept (``gone`` and the moved ones), make their
    section paths *dirty* (this version's and the previous version's).  Each kept paragraph's
    section paths then and now pair up (``rel``: previous path → path); the facts of a path
    that is not dirty are its pair's, a dirty path's are merged again from every paragraph that
    speaks of it (as :func:`_section_facts`).

    Returns:
        (section path → SectionInfo, this version's dirty paths, the previous version's dirty
        paths, rel, its inverse, path → it kept its facts, changelog flag and last title, path →
        its previous path where it did), or None when two paths merge or part (a renamed heading
        now has the title of a section beside it, or had): then pass 1 reads the version whole.
    """
    old_sections = ix._sections
    same_date = date == old_date
    rel: dict[tuple, tuple] = {}
    inv: dict[tuple, tuple] = {}
    resolved: list[tuple] = []
    dirty: set = set()
    dirty_old: set = set()
    moved: list[_Inst] = []
    # a kept path whose titles above changed: path → (the titles above it now, then); its own
    # titles are the same (a version-stamped title renames every path below it, and what the path's
    # changelog flag and caption depend on is then decided once per pair of prefixes, below)
    renamed: dict[tuple, tuple] = {}
    last = -1
    for inst, old in zip(insts, src):
        para = inst.para
        if not para.has_facts:
            continue
        groups = _groups_at(ix, para, date)
        titles = inst.titles
        keep = old is not None and old.index > last and (same_date or not para.sensitive)
        if keep:
            last = old.index
            old_titles = old.titles
            for group in groups:
                n = group[1]
                if 0 <= n <= len(titles) and n <= len(old_titles):
                    above, above_before = titles[:n], old_titles[:n]
                    path, before = above + group[2], above_before + group[2]
                    if group[2] and above != above_before:
                        renamed[path] = (above, above_before)
                else:
                    path, before = _real_path(ix, group, titles), _real_path(ix, group, old_titles)
                resolved.append((path, group[3]))
                if rel.setdefault(before, path) != path or inv.setdefault(path, before) != before:
                    return None
        else:
            if old is not None:
                moved.append(old)
            for group in groups:
                path = _real_path(ix, group, titles)
                resolved.append((path, group[3]))
                dirty.add(path)
    for old in itertools.chain(gone, moved):
        if old.para.has_facts:
            for group in _groups_at(ix, old.para, old_date):
                dirty_old.add(_real_path(ix, group, old.titles))
    for before in dirty_old:
        path = rel.get(before)
        if path is not None:
            dirty.add(path)
    sections: dict[tuple, SectionInfo] = {}
    if dirty:
        for path, deltas in resolved:
            if path in dirty:
                target = sections.get(path)
                if target is None:
                    target = sections[path] = SectionInfo()
                for delta in deltas:
                    _merge(target, delta)
    # a path some kept paragraph speaks of has the facts it had when no changed paragraph speaks
    # of it; then its key is the same unless its changelog flag or last title changed (a renamed
    # path: its flag is tested once here, not for every paragraph under it)
    same: dict[tuple, bool] = {}
    kept: dict[tuple, tuple] = {}
    flags, old_flags = {}, ix._path_flags  # the changelog flags of the paths tested (this version's, the last's)
    prefixes: dict[tuple, bool] = {}  # (titles above now, then) → the same caption titles and changelog flag
    for before, path in rel.items():
        if path in dirty:
            same[path] = False
        else:
            sections[path] = old_sections[before]
            if path == before:
                same[path] = True
            elif path[-1:] != before[-1:]:
                same[path] = False
            elif (pair := renamed.get(path)) is not None:
                # the same own titles below two prefixes: the same caption when the prefixes keep the
                # same titles, the same flag when it comes out the same along the own titles (what
                # the test below gives, without a memo entry for each renamed path)
                ok = prefixes.get(pair)
                if ok is None:
                    ok = prefixes[pair] = _same_prefix(ix, *pair)
                same[path] = ok and _same_flag_below(ix, pair[0], pair[1], path[len(pair[0]):])
            else:
                flag = flags[path] = _is_changelog(ix, path)
                was = old_flags.get(before)
                same[path] = flag == (_is_changelog(ix, before) if was is None else was) and \
                    _caption_fp(ix, path) == _caption_fp(ix, before)
            if same[path]:
                kept[path] = before
    ix._path_flags = flags
    return sections, dirty, dirty_old, rel, inv, same, kept


def _same_prefix(ix: IncrementalExtractor, above: tuple, above_before: tuple) -> bool:
    """True when ``above`` and ``above_before`` keep the same caption titles (:func:`_caption_fp`
    keeps titles one by one, so every ``above + own`` and ``above_before + own`` then have equal
    captions too)."""
    return _caption_fp(ix, above) == _caption_fp(ix, above_before)


def _same_flag_below(ix: IncrementalExtractor, above: tuple, above_before: tuple, own: tuple) -> bool:
    """``_is_changelog(above + own) == _is_changelog(above_before + own)``, worked out from the two
    prefixes' memoised states along ``own`` (as :func:`_is_changelog` reads a path: a flag once set
    stays; a word new to the path lies in a title or across a joint) without memoising either path:
    a version-stamped title renames every path below it in every version (issue 18)."""
    memo = ix._changelog_memo
    if above not in memo:
        _is_changelog(ix, above)
    if above_before not in memo:
        _is_changelog(ix, above_before)
    flag, end = memo[above]
    flag_b, end_b = memo[above_before]
    last = len(own) - 1
    for i, title in enumerate(own):
        if flag == flag_b and (flag or end == end_b):
            return True  # the same state, or both flags set (a flag once set stays): the same from here on
        if flag == flag_b:
            inside, joint = _changelog_title(ix, title)
            if not joint and (inside or i == last):
                # no word across the joint: both flags become ``inside`` (set for good when it is)
                return True
        flag, end = _changelog_step(ix, flag, end, title)
        flag_b, end_b = _changelog_step(ix, flag_b, end_b, title)
    return flag == flag_b


def _changelog_step(ix: IncrementalExtractor, flag: bool, end: str, title: str) -> tuple[bool, str]:
    """The changelog state (flag, last ``span - 1`` characters of the titles joined) of a path
    after ``title``, from its parent's ``flag`` and ``end`` (:func:`_is_changelog`): a flag once set
    stays; else a word lies in the title or across the joint (only when the title starts with what
    follows a space in a word)."""
    keep = ix._changelog_span - 1
    if not flag:
        inside, joint = _changelog_title(ix, title)
        flag = inside or (joint and keep > 0 and bool(ix.changelog_re.search(end + " " + title[:keep])))
    return flag, ((end + " " + title)[-keep:] if keep > 0 else "")


def _kept_key(ix: IncrementalExtractor, since: tuple, para: _Para, titles: tuple, old: _Inst):
    """The previous version's key of ``para`` (``old.key``, ``old`` its ``_Inst`` there) when its
    sections' facts are the same under this version's ``titles``, else False: each section path
    pairs with its previous path as the kept heading and field paragraphs do and kept its facts,
    changelog flag and last title (:func:`_sections_since`), or no heading or field line spoke or
    speaks of either (then: not dirty, the same changelog flag and, for table cells, last title;
    :func:`_section_key`)."""
    _, dirty, dirty_old, rel, inv, same, _ = since
    old_titles = old.titles
    for si, (n, local) in enumerate(para.section_parts):
        path = titles[:n] + local if local or n != len(titles) else titles
        before = old_titles[:n] + local if local or n != len(old_titles) else old_titles
        ok = same.get(path)
        if ok is None:
            if path in dirty or before in dirty_old or before in rel:
                return False
            if path != before and ((si in para.table_sections and path[-1:] != before[-1:]) or
                                   _is_changelog(ix, path) != old.key[0][si] or
                                   _caption_fp(ix, path) != _caption_fp(ix, before)):
                return False
        elif not ok or inv[path] != before:
            return False
    return old.key


def _section_key(ix: IncrementalExtractor, para: _Para, titles: tuple, sections: dict, facts: dict) -> tuple:
    """(real section paths, their facts, key) of ``para`` under the heading ``titles``, where the
    key is (changelog flag per section, any of them, an attribution that reads the date, the facts
    its claims read per section): what of its sections decides its claim variant.  ``facts``
    (section path → facts, one object per distinct facts) is filled as a memo for the version;
    the key is one object per distinct key (so a paragraph's key is most often the very one it
    had in the previous version)."""
    real, section_facts = [], []
    tables = para.table_sections
    ids = []
    for si, (n, local) in enumerate(para.section_parts):
        r = titles[:n] + local if local or n != len(titles) else titles
        f = facts.get(r)
        if f is None:
            info = sections.get(r)
            attribution = info.attribution if info is not None else None
            f = (_info_fp(info), r[-1] if r else "", _is_changelog(ix, r),
                 bool(attribution) and ix._sensitive(attribution), _caption_fp(ix, r))
            f = facts[r] = ix._facts.setdefault(f, f)
        real.append(r)
        section_facts.append(f)
        ids.append((id(f), si in tables))
    ids = tuple(ids)
    key = ix._keys.get(ids)
    if key is None:
        flags = tuple(f[2] for f in section_facts)
        fp = tuple((f[0], f[1] if si in tables else "", f[4]) for si, f in enumerate(section_facts))
        key = (flags, True in flags, any(f[3] for f in section_facts), fp)
        key = ix._keys[ids] = ix._key_objects.setdefault(key, key)
    return real, section_facts, key


def _caption_fp(ix: IncrementalExtractor, section: tuple[str, ...]) -> tuple[str, ...]:
    """The titles of ``section`` that may give the numbers under it a setting
    (:func:`~claimcheck.frames.conditions.heading_holds_setting`; a number reads every heading
    above it as its caption), in order: two paths with the same ones give their claims the same
    conditions, whatever else their titles say (a title that carries the version number renames
    every path in every version; "（v100）" reads as a V100 and "（v101）" as nothing)."""
    memo = ix._setting_titles
    out = []
    for title in section:
        holds = memo.get(title)
        if holds is None:
            holds = memo[title] = heading_holds_setting(ix.ex.frames, title)
        if holds:
            out.append(title)
    return tuple(out)


def _is_changelog(ix: IncrementalExtractor, section: tuple[str, ...]) -> bool:
    """True when the titles of ``section`` joined by spaces hold a changelog heading word.

    The words are literals (:func:`~claimcheck.history.revisions._changelog_pattern`) of at most
    ``span`` characters, and a match is as long as its word: a path below a changelog is one, else
    a match new to the path lies in its last title or across the joint (the parent's last
    ``span - 1`` characters, the space, the title's first ``span - 1``; only when the title starts
    with what follows a space in a word, :func:`_changelog_title`).  A version-stamped title above
    renames every path in every version, not its titles: the pattern runs about once per title
    rather than once per path and version."""
    memo = ix._changelog_memo
    got = memo.get(section)
    if got is None:
        keep = ix._changelog_span - 1
        if len(section) > 1:
            parent = section[:-1]
            above = memo.get(parent)
            if above is None:
                _is_changelog(ix, parent)
                above = memo[parent]
            flag, end = _changelog_step(ix, *above, section[-1])
        else:
            joined = section[0] if section else ""
            flag = bool(ix.changelog_re.search(joined))
            end = joined[-keep:] if keep > 0 else ""
        got = memo[section] = (flag, end)
    return got[0]


def _changelog_title(ix: IncrementalExtractor, title: str) -> tuple[bool, bool]:
    """(a changelog word in ``title``, ``title`` starts with what follows a space in a changelog
    word: a word may run across the joint before it), memoised by title (:func:`_is_changelog`)."""
    memo = ix._changelog_titles
    got = memo.get(title)
    if got is None:
        if len(memo) >= 8192:
            memo.clear()
        after = ix._changelog_after_space
        got = memo[title] = (bool(ix.changelog_re.search(title)), after is not None and after.match(title) is not None)
    return got


def _titles_recipe(stack_out: tuple) -> tuple[tuple, int, tuple]:
    """(heading levels, n, own titles) after a paragraph whose heading stack after it is
    ``stack_out``: the titles after it are the first ``n`` titles above it followed by its own
    (n = -1 when they are not: read them off ``stack_out``)."""
    levels = tuple(lvl for lvl, _ in stack_out)
    n = 0
    while n < len(stack_out) and stack_out[n][1] == n and isinstance(stack_out[n][1], int):
        n += 1
    own = tuple(t for _, t in stack_out[n:])
    if any(isinstance(t, int) for t in own):
        return levels, -1, ()
    return levels, n, own


def _recipe(section: tuple) -> tuple[int, tuple]:
    """(n, own titles) when placeholder section path ``section`` is the first ``n`` titles above its
    paragraph followed by titles of its own (then ``titles[:n] + own`` resolves it), else (-1, ())."""
    n = 0
    while n < len(section) and section[n] == f"{_PLACEHOLDER}{n}":
        n += 1
    rest = section[n:]
    if any(t.startswith(_PLACEHOLDER) for t in rest):
        return -1, ()
    return n, rest


def _resolve(section: tuple, titles: tuple[str, ...]) -> tuple[str, ...]:
    """A placeholder section path (``\\x000`` = the first heading above the paragraph) → real titles."""
    if not section or not section[0].startswith(_PLACEHOLDER):
        return section
    return tuple(titles[int(t[1:])] if t.startswith(_PLACEHOLDER) else t for t in section)


def _info_fp(info: SectionInfo | None) -> tuple | None:
    """What of a section's facts the claims under it read (FrameBuilder.claim: subject,
    attribution, URLs and ids); None when nothing."""
    if info is None:
        return None
    subject = (info.subject.surface, info.subject.canonical, info.subject.type) if info.subject else None
    fp = (subject, info.attribution, tuple(info.urls), tuple(info.ids))
    return None if fp == (None, None, (), ()) else fp
