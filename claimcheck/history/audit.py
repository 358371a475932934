"""Audit a living document's history: claim timelines, silent revisions, flip-flops, removals.

``claimcheck audit FILE --git`` / ``claimcheck audit DIR`` call :func:`audit`; tests and other
tools can feed versions directly to :func:`audit_versions`.  The walk, oldest version first:

1. **Incremental extraction** (:class:`IncrementalExtractor`).  A version is cut into
   paragraphs (runs of non-blank lines).  A paragraph seen before with the same text and the
   same heading levels above it is not segmented or extracted again; a changed paragraph is
   segmented alone, and its segments' claims come from a per-segment cache when the segment,
   its section's heading/field facts and the date are unchanged.  So the cost grows with the
   changed text, not with versions × size.  The claims equal :meth:`Extractor.extract`'s
   (``tests/test_audit.py`` holds the two side by side).
2. **Matching** claims across versions into *tracks*, by place and frame: an unchanged
   paragraph keeps its tracks wherever it moved; other claims match, in this order, by their
   sentence and value, by their table cell (row label × column header, padding and medal
   emojis ignored) or their sentence with the number masked, and finally by a score over
   frame (subject, metric, conditions, baseline) and place (section, sentence similarity).
   Claims in changelog sections (``变更摘要``, ``CHANGELOG``, ``更新记录`` …; CC401's
   ``changelog_headings``) are notes, not claims, and are not tracked.
3. **History rules**: CC401 silent-revision (a value changes and neither a new changelog
   line of that version nor its commit message names the claim), CC402 value-flip-flop (a
   value returns to an earlier one), CC403 claim-removed (a claim disappears while other
   sections of that version, or the ``cite`` documents / the claim index, still state it).
4. **The newest version** is checked on its own with the catalogue's CC1xx/CC2xx rules; a
   finding that compares claims is kept when they stand in different sections (contradictions
   between sections), one about a single place (a count, a list, a name) always.

Findings locate claims as ``path@version:line:column``.
"""
from __future__ import annotations

import csv
import datetime as dt
import hashlib
import html
import io
import os
import re
import time
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import Callable, Iterable, Iterator

from claimcheck.frames.extractor import shared_extractor
from claimcheck.model import parse_date
from claimcheck.report.result import Report
from claimcheck.checks.context import CheckContext, Draft, agree, fmt_value, is_relative
from claimcheck.checks.engine import render, run_rules, select_rules
from claimcheck.errors import InputError, UsageError
from claimcheck.frames.extractor import DocumentExtract, Extractor
from claimcheck.frames.builder import DocContext, SectionInfo, claim_id
from claimcheck.extraction.grammar import _alt
from claimcheck.history.versions import Version, document_label, folder_versions, git_versions
from claimcheck.text.ingest import Document, document_date
from claimcheck.model import Claim, Finding, fmt_decimal
from claimcheck.text.segment import Segment

#: rule codes run over the history (the rest of the selection runs on the newest version)
HISTORY_CODES = ("CC401", "CC402", "CC403")
#: kinds whose value changes CC401–CC403 report (dates, versions and ids are tracked only)
DEFAULT_KINDS = ("quantity", "ratio", "percent")
DEFAULT_CHANGELOG = ("变更摘要", "变更记录", "更新记录", "更新日志", "修订记录", "修改记录", "changelog",
                     "change log", "revision history", "version history", "release notes")
_PLACEHOLDER = "\x00"


# =============================================================================================
# 1. incremental extraction
# =============================================================================================
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
_NOTHING: frozenset = frozenset()
_PARAGRAPH = re.compile(r"(?m)^(?:[^\S\n]*\S[^\n]*(?:\n|\Z))+")
_LATIN_WORD = re.compile(r"[a-z]+")
#: entity types counted for the document's subject (as Extractor.extract counts them)
_SUBJECT_MENTION_TYPES = ("engine", "method", "paper", "benchmark")


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
    deltas: dict = field(default_factory=dict)      # date key → [(key, SectionInfo, set_text, set_attr)]
    variants: dict = field(default_factory=dict)    # variant key → _Variant
    sections: list = field(default_factory=list)    # distinct placeholder sections, in order
    seg_section: list = field(default_factory=list)  # per segment: index into ``sections``
    log_lines: dict = field(default_factory=dict)    # excluded segments → normalised changelog lines
    skip: int = 0                                    # scratch heading lines before the paragraph
    section_parts: list = field(default_factory=list)  # per section: (headings above it used, own titles)
    subjects: Counter | None = None                  # subject-type entity mentions (document subject)
    table_sections: frozenset = frozenset()          # indexes of ``sections`` holding table cells
    has_heading: bool = False
    has_facts: bool = False                          # headings or field lines (section facts)
    has_hits: dict = field(default_factory=dict)     # date key → any segment has hits


@dataclass
class _Inst:
    """A paragraph as it stands in one version."""

    para: _Para
    variant: _Variant
    first_line: int
    titles: tuple[str, ...]          # the real titles of the heading levels above it
    caption: str                    # the line before it (table captions)
    excluded: frozenset             # segment indexes inside changelog sections
    tids: list = field(default_factory=list)
    doc_subject: str | None = None  # the version's document subject (a fallback, not a written name)


@dataclass
class VersionView:
    """One version as the walk sees it."""

    version: Version
    index: int
    date: dt.date | None
    insts: list[_Inst]
    sections: dict
    changelog_lines: set[str]
    changed_paragraphs: int
    doc_subject: object = None


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
        self._changelog_memo: dict[tuple, bool] = {}
        self._sensitive_memo: dict[str, bool] = {}
        self._subject_total: Counter = Counter()
        self._subject_paras: Counter = Counter()
        self._subject_para_objs: dict[int, _Para] = {}
        self._subject_mentions: dict[str, tuple] = {}
        self.stats = Counter()

    # -- paragraphs -------------------------------------------------------------------------
    def _paragraph(self, lines: list[str], levels: tuple[int, ...]) -> _Para:
        text = "\n".join(lines)
        key = (text, levels)
        para = self.paras.get(key)
        if para is not None:
            return para
        self.stats["paragraphs_segmented"] += 1
        head = ["#" * lvl + f" {_PLACEHOLDER}{i}" for i, lvl in enumerate(levels)]
        doc = Document(path=self.path, text="\n".join(head + lines), date=None)
        skip = len(head)
        # segments keep their line in the scratch document; ``_Para.skip`` lines of headings precede the paragraph
        segments = [s for s in self.ex.segmenter.segments(doc) if s.line > skip]
        stack: list[tuple[int, object]] = [(lvl, i) for i, lvl in enumerate(levels)]
        for line in lines:
            stripped = line.strip()
            if stripped.startswith("|") and stripped.count("|") >= 2:
                continue
            level = self.ex.segmenter.heading_level(stripped)
            if level is None:
                continue
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, re.sub(r"^#{1,6}\s*", "", stripped).strip()))
        para = _Para(text=text, levels=levels, segments=segments, stack_out=tuple(stack), skip=skip,
                     sensitive=self._sensitive(text),
                     last_line=lines[-1].strip())
        index: dict[tuple, int] = {}
        for seg in segments:
            para.seg_section.append(index.setdefault(seg.section, len(index)))
        para.sections = list(index)
        for sec in para.sections:
            n = sum(1 for t in sec if t.startswith(_PLACEHOLDER))
            para.section_parts.append((n, tuple(sec[n:])))
        para.table_sections = frozenset(para.seg_section[i] for i, seg in enumerate(segments) if seg.kind == "table_cell")
        para.has_heading = any(seg.kind == "heading" for seg in segments)
        para.has_facts = any(seg.kind in ("heading", "field") for seg in segments)
        self.paras[key] = para
        return para

    def _hits(self, para: _Para, date: dt.date | None) -> tuple[object, list]:
        dkey = date if para.sensitive else None
        hits = para.hits.get(dkey)
        if hits is None:
            hits = []
            for seg in para.segments:
                hkey = (seg.text, dkey)
                h = self.hit_cache.get(hkey)
                if h is None:
                    h = self.ex.hits(seg.text, date)
                    self.hit_cache[hkey] = h
                hits.append(h)
            para.hits[dkey] = hits
            para.has_hits[dkey] = any(hits)
        return dkey, hits

    def _deltas(self, para: _Para, date: dt.date | None) -> list:
        dkey, hits = self._hits(para, date)
        deltas = para.deltas.get(dkey)
        if deltas is None:
            deltas = []
            for seg, h in zip(para.segments, hits):
                if seg.kind not in ("heading", "field"):
                    continue
                scratch = DocContext(path=self.path, date=date)
                self.ex.frames.section_info(scratch, seg, h)
                for key, info in scratch.sections.items():
                    deltas.append((key, info, seg.kind == "heading" and seg.sentence_index == 0,
                                   info.attribution is not None))
            para.deltas[dkey] = deltas
        return deltas

    # -- versions ----------------------------------------------------------------------------
    def view(self, version: Version, index: int = 0) -> VersionView:
        """Segment and extract one version (reusing every unchanged paragraph)."""
        text = version.text
        day = document_date(self.path, text) or version.day
        date = dt.date.fromisoformat(day) if day else None
        stack: list[tuple[int, str]] = []
        levels: tuple[int, ...] = ()
        titles: tuple[str, ...] = ()
        insts: list[_Inst] = []
        prev_last = ""
        changed = 0
        line_no, pos = 1, 0
        for m in _PARAGRAPH.finditer(text):
            line_no += text.count("\n", pos, m.start())
            pos = m.start()
            block = m.group()
            if block.endswith("\n"):
                block = block[:-1]
            para = self.paras.get((block, levels))
            if para is None:
                para = self._paragraph(block.split("\n"), levels)
                changed += 1
            else:
                self.stats["paragraphs_reused"] += 1
            insts.append(_Inst(para, None, line_no, titles, prev_last, _NOTHING))  # type: ignore[arg-type]
            if para.has_heading:
                stack = [(lvl, titles[t] if isinstance(t, int) else t) for lvl, t in para.stack_out]
                levels = tuple(lvl for lvl, _ in stack)
                titles = tuple(t for _, t in stack)
            prev_last = para.last_line
        # pass 1: what headings and field lines say about their sections
        sections: dict[tuple, SectionInfo] = {}
        for inst in insts:
            para = inst.para
            if not para.has_facts:
                continue
            for key, info, set_text, set_attr in self._deltas(para, date):
                target = sections.setdefault(self._resolve(key, inst.titles), SectionInfo())
                if set_text:
                    target.text, target.subject = info.text, info.subject
                if set_attr:
                    target.attribution = info.attribution
                for u in info.urls:
                    if u not in target.urls:
                        target.urls.append(u)
                for i in info.ids:
                    if i not in target.ids:
                        target.ids.append(i)
        # the system the whole document is about (Extractor.extract: ctx.doc_subject)
        doc_subject = self._document_subject(insts)
        # pass 2: claims, per paragraph variant
        ctx = DocContext(path=self.path, date=date, sections=sections)
        subject_fp = None
        if doc_subject is not None:
            ctx.doc_subject = doc_subject
            subject_fp = (doc_subject.surface, doc_subject.canonical, doc_subject.type)
        changelog_lines: set[str] = set()
        facts: dict[tuple, tuple] = {}
        for inst in insts:
            para = inst.para
            if doc_subject is not None:
                inst.doc_subject = doc_subject.canonical
            titles = inst.titles
            real = [titles[:n] + local for n, local in para.section_parts]
            section_facts = []
            for r in real:
                f = facts.get(r)
                if f is None:
                    info = sections.get(r)
                    attribution = info.attribution if info is not None else None
                    f = facts[r] = (_info_fp(info), r[-1] if r else "", self._is_changelog(r),
                                    bool(attribution) and self._sensitive(attribution))
                section_facts.append(f)
            excluded = _NOTHING
            if any(f[2] for f in section_facts):
                excluded = frozenset(i for i, si in enumerate(para.seg_section) if section_facts[si][2])
                inst.excluded = excluded
                lines = para.log_lines.get(excluded)
                if lines is None:
                    lines = para.log_lines[excluded] = frozenset(
                        _norm_text(para.segments[i].line_text) for i in excluded if para.segments[i].kind != "heading")
                changelog_lines |= lines
            dkey, hits = self._hits(para, date)
            if not para.has_hits.get(dkey):
                inst.variant = _EMPTY
                continue
            sensitive = para.sensitive or any(f[3] for f in section_facts)
            fp = tuple((f[0], f[1] if si in para.table_sections else "") for si, f in enumerate(section_facts))
            vkey = (fp, date if sensitive else None, excluded, subject_fp)
            variant = para.variants.get(vkey)
            if variant is None:
                variant = self._variant(para, real, hits, ctx, excluded, sensitive, list(fp), subject_fp)
                para.variants[vkey] = variant
            inst.variant = variant
        return VersionView(version=version, index=index, date=date, insts=insts, sections=sections,
                           changelog_lines=changelog_lines, changed_paragraphs=changed, doc_subject=doc_subject)

    def _resolve(self, section: tuple, titles: tuple[str, ...]) -> tuple[str, ...]:
        key = (section, titles)
        r = self._resolved.get(key)
        if r is None:
            r = self._resolved[key] = _resolve(section, titles)
        return r

    def _is_changelog(self, section: tuple[str, ...]) -> bool:
        flag = self._changelog_memo.get(section)
        if flag is None:
            flag = self._changelog_memo[section] = bool(self.changelog_re.search(" ".join(section)))
        return flag

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

    def _document_subject(self, insts: list[_Inst]):
        """``FrameBuilder.document_subject`` over the subject-type mentions of every paragraph
        (counted once per distinct paragraph), or None where the frames have no such notion."""
        decide = getattr(self.ex.frames, "document_subject", None)
        if decide is None or "doc_subject" not in getattr(DocContext, "__dataclass_fields__", {}):
            return None
        current: Counter = Counter()
        paras: dict[int, _Para] = {}
        for inst in insts:
            para = inst.para
            if para.subjects is None:
                para.subjects = Counter()
                for seg in para.segments:
                    names = self._subject_mentions.get(seg.text)
                    if names is None:
                        names = self._subject_mentions[seg.text] = tuple(
                            m.canonical for m in self.ex.frames.entities.mentions(self.ex.grammar.normalise_text(seg.text))
                            if m.type in _SUBJECT_MENTION_TYPES)
                    para.subjects.update(names)
            if para.subjects:
                current[id(para)] += 1
                paras[id(para)] = para
        # the running total changes by the paragraphs that came and went
        for pid, n in (current - self._subject_paras).items():
            for name, count in paras[pid].subjects.items():
                self._subject_total[name] += n * count
        gone = self._subject_paras - current
        for pid, n in gone.items():
            for name, count in self._subject_para_objs[pid].subjects.items():
                self._subject_total[name] -= n * count
        self._subject_paras = current
        self._subject_para_objs = paras
        return decide(+self._subject_total)

    def _variant(self, para: _Para, real: list, hits: list, ctx: DocContext, excluded: frozenset,
                 sensitive: bool, fp: list, subject_fp=None) -> _Variant:
        claims: list[Claim] = []
        seg_index: list[int] = []
        occurrence: list[int] = []
        for i, (seg, h) in enumerate(zip(para.segments, hits)):
            if not h or i in excluded:
                continue
            si = para.seg_section[i]
            # the offset of a segment in its line only moves columns (a re-padded table cell)
            key = (seg.text, seg.kind, seg.header, seg.row_label, seg.label, fp[si], ctx.date if sensitive else None,
                   subject_fp)
            cached = self.seg_claims.get(key)
            if cached is None:
                section = real[si]
                made = self.ex.frames.claims(ctx, replace(seg, section=section, heading=section[-1] if section else ""), h)
                self.seg_claims[key] = (made, seg.line, seg.offset)
                self.stats["segments_extracted"] += 1
            else:
                made, line, offset = cached
                if line != seg.line or offset != seg.offset:
                    shift = seg.offset - offset
                    made = [replace(c, line=seg.line, column=c.column + shift, end_column=c.end_column + shift)
                            for c in made]
                self.stats["segments_reused"] += 1
            seen: Counter = Counter()
            for c in made:
                claims.append(c)
                seg_index.append(i)
                occurrence.append(seen[c.surface])
                seen[c.surface] += 1
        order = sorted(range(len(claims)), key=lambda k: (claims[k].line, claims[k].column))
        claims = [claims[k] for k in order]
        seg_index = [seg_index[k] for k in order]
        occurrence = [occurrence[k] for k in order]
        by_subject: dict[str, list[int]] = defaultdict(list)
        for k, c in enumerate(claims):
            if c.subject:
                by_subject[c.subject].append(k)
        return _Variant(claims, seg_index, occurrence, dict(by_subject))

    # -- materialising -------------------------------------------------------------------------
    def materialise(self, inst: _Inst, k: int, file: str, doc_date: str | None) -> Claim:
        """Claim ``k`` of ``inst`` with its real line, section path, id, file and document date."""
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
        out = []
        para = inst.para
        for seg, si in zip(para.segments, para.seg_section):
            n, local = para.section_parts[si]
            section = inst.titles[:n] + local
            out.append(replace(seg, file=file, line=seg.line - para.skip + inst.first_line - 1, section=section,
                               heading=section[-1] if section else ""))
        return out

    def document_extract(self, view: VersionView, file: str, *, changelog_claims: bool = False) -> DocumentExtract:
        """A full :class:`DocumentExtract` of one version (for the single-document rules)."""
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


def _changelog_pattern(words: Iterable[str]) -> re.Pattern:
    words = [str(w) for w in words if str(w).strip()]
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) or "(?!)", re.IGNORECASE)


# =============================================================================================
# 2. matching claims across versions
# =============================================================================================
_LINK_TARGET = re.compile(r"\]\([^)]*\)|<[^>]+>|https?://\S+")
_MARKUP = re.compile(r"[*_`\[\]#>|]")
_SPACES = re.compile(r"\s+")
_IDENT = re.compile(r"[A-Za-z][\w.\-]*\d[\w.\-]*|\d+[A-Za-z][\w.\-]*|[A-Za-z]+[a-z][A-Z]\w*|\d{3,}")
_NUMBERING = re.compile(r"^(?:§?\d+(?:\.\d+)*\.?|[一二三四五六七八九十]+、|第[一二三四五六七八九十百\d]+[章节部分])\s*")


_SYMBOLS = re.compile("[\u2190-\u21ff\u2300-\u23ff\u2460-\u27bf\u2b00-\u2bff\ufe00-\ufe0f\u200b-\u200f"
                      "\U0001f000-\U0001faff]")


def _norm_text(text: str) -> str:
    """Text with markup, link targets, emoji and spacing differences removed, casefolded."""
    text = _LINK_TARGET.sub(" ", text)
    if not text.isascii():
        text = _SYMBOLS.sub("", unicodedata.normalize("NFKC", text))
    text = _MARKUP.sub(" ", text)
    return _SPACES.sub(" ", text).strip().casefold()


def _norm_title(title: str) -> str:
    """A heading title without its numbering and version stamps (``§3.3 …``, ``（v267）``)."""
    title = _NUMBERING.sub("", unicodedata.normalize("NFKC", title).strip())
    title = re.sub(r"\bv?\d+(?:\.\d+)*\b", "#", title)
    return _norm_text(title)


def _fold(name: str) -> str:
    return re.sub(r"[\s\-_./]+", "", name).casefold()


@dataclass
class Anchor:
    """Where and what a claim is, for matching it in the next version."""

    kclass: tuple
    subject: str | None
    metric: str | None
    baseline: str | None
    conditions: tuple
    section: tuple[str, ...]
    leaf: str
    cell: bool
    row: str
    header: str
    column_index: int
    table_sig: frozenset
    text: str
    masked: str
    surface: str
    subject_names: frozenset = frozenset()
    raw: str = ""
    caption: str = ""

    def keys(self) -> list[tuple]:
        """Exact keys, strongest first: (stage, key)."""
        if self.cell:
            return [(1, ("c", self.section, self.table_sig, self.row, self.header, self.surface)),
                    (2, ("c", self.table_sig, self.row, self.header, self.surface)),
                    (3, ("c", self.section, self.table_sig, self.row, self.header, self.kclass))]
        return [(1, ("p", self.section, self.text, self.surface)),
                (2, ("p", self.text, self.surface)),
                (3, ("p", self.section, self.masked, self.kclass))]


def _kclass(c: Claim) -> tuple:
    if c.kind in ("date", "version", "identifier", "count"):
        return (c.kind,)
    if is_relative(c) or (c.kind == "percent" and (c.baseline or c.direction)):
        return ("relative",)
    return ("absolute", c.norm_unit)


def anchor(inst: _Inst, k: int) -> Anchor:
    """The :class:`Anchor` of claim ``k`` of ``inst``."""
    c = inst.variant.claims[k]
    para = inst.para
    seg = para.segments[inst.variant.seg_index[k]]
    n, local = para.section_parts[para.seg_section[inst.variant.seg_index[k]]]
    real = inst.titles[:n] + local
    section = tuple(_norm_title(t) for t in real)
    start = c.column - 1 - seg.offset
    masked = seg.text[:start] + " # " + seg.text[start + len(c.surface):] if 0 <= start <= len(seg.text) else seg.text
    cell = seg.kind == "table_cell"
    sig: frozenset = frozenset()
    caption_names = ""
    if cell:
        caption = ""
        # the caption is the line before the table: inside the paragraph, or the paragraph before it
        lines = inst.para.text.split("\n")
        row_line = seg.line - para.skip - 1
        j = row_line
        while j > 0 and lines[j - 1].strip().startswith("|"):
            j -= 1
        caption = lines[j - 1] if j > 0 else inst.caption
        titles = " ".join(real)
        in_titles = {m.group(0).casefold() for m in _IDENT.finditer(unicodedata.normalize("NFKC", titles))}
        in_caption = [m.group(0).casefold() for m in _IDENT.finditer(unicodedata.normalize("NFKC", caption))]
        sig = frozenset(in_titles | set(in_caption))
        caption_names = " ".join(dict.fromkeys(t for t in in_caption if t not in in_titles))
    subject = c.subject if c.subject and c.subject != c.baseline else None
    names = frozenset(_fold(n) for n in (c.subject, c.subject_surface) if subject and n)
    if subject and subject == inst.doc_subject:
        written = _fold(seg.text) + _fold(seg.row_label or "") + _fold(" ".join(real))
        if not any(n in written for n in names):
            subject, names = None, frozenset()  # the document's subject by default, not named here
    return Anchor(subject_names=names, raw=_fold(seg.text), caption=caption_names,kclass=_kclass(c), subject=subject, metric=c.metric, baseline=_fold(c.baseline) if c.baseline else None,
                  conditions=tuple((k2, v) for k2, v in c.conditions if k2 != "baseline"),
                  section=section, leaf=section[-1] if section else "", cell=cell,
                  row=_norm_text(seg.row_label or "") if cell else "", header=_norm_text(seg.header or "") if cell else "",
                  column_index=seg.sentence_index if cell else -1, table_sig=sig,
                  text=_norm_text(seg.text), masked=_norm_text(masked), surface=_norm_text(c.surface))


def _score(a: Anchor, b: Anchor) -> float | None:
    """How well old anchor ``a`` and new anchor ``b`` fit as one claim revised; None = not at all."""
    if a.kclass != b.kclass or a.cell != b.cell:
        return None
    if a.subject and b.subject and a.subject != b.subject:
        return None
    if a.metric and b.metric and a.metric != b.metric:
        return None
    if a.kclass == ("relative",) and a.baseline != b.baseline:
        return None
    ca, cb = dict(a.conditions), dict(b.conditions)
    if any(ca[k] != cb[k] for k in ca.keys() & cb.keys()):
        return None
    frame = sum((bool(a.subject and a.subject == b.subject), bool(a.metric and a.metric == b.metric),
                 bool(a.baseline and a.baseline == b.baseline), bool(ca and ca == cb)))
    same_section = a.section == b.section
    place = 2.0 if same_section else (1.0 if a.leaf and a.leaf == b.leaf else 0.0)
    if a.cell:
        if a.row != b.row or not (a.header == b.header or a.column_index == b.column_index):
            return None
        union = a.table_sig | b.table_sig
        jaccard = len(a.table_sig & b.table_sig) / len(union) if union else 1.0
        if not same_section and jaccard < 0.34:
            return None
        return 4.0 + place + 3.0 * jaccard + (1.0 if a.header == b.header else 0.0) + frame
    # a subject named on one side only must be written in the other sentence too
    if (a.subject and not b.subject and not any(n in b.raw for n in a.subject_names)) or \
            (b.subject and not a.subject and not any(n in a.raw for n in b.subject_names)):
        return None
    from rapidfuzz import fuzz
    similarity = fuzz.ratio(a.masked, b.masked) / 100.0
    if not (a.subject or b.subject or a.baseline):
        ok = similarity >= 0.8 and (same_section or a.leaf == b.leaf)
    else:
        ok = (same_section and (frame >= 1 or similarity >= 0.5)) or similarity >= 0.75
    if not ok:
        return None
    score = place + 3.0 * similarity + frame
    return score if score >= 3.0 else None


# =============================================================================================
# 3. tracks and history events
# =============================================================================================
@dataclass
class Observation:
    """A stretch of versions (indexes ``start``..``end``, included) where a track held one claim."""

    start: int
    end: int | None
    claim: Claim


@dataclass
class Track:
    """One claim followed across versions.

    Attributes:
        id: a short stable id (hash of the first claim's id and version).
        key: the readable claim key: subject · metric · conditions · place.
        observations: the stretches of versions where it stood, oldest first; a new one starts
            whenever its value (or wording) changed or it came back after a removal.
    """

    id: str
    key: str
    observations: list[Observation] = field(default_factory=list)
    anchor: Anchor | None = None
    alive: bool = True
    index: int = -1
    dead_keys: list = field(default_factory=list, repr=False)

    @property
    def first(self) -> Claim:
        return self.observations[0].claim

    @property
    def last(self) -> Claim:
        return self.observations[-1].claim

    def values(self) -> list[Observation]:
        """Observations with consecutive equal values merged (the value timeline)."""
        out: list[Observation] = []
        for obs in self.observations:
            if out and same_value(out[-1].claim, obs.claim):
                out[-1] = Observation(out[-1].start, obs.end, out[-1].claim)
            else:
                out.append(obs)
        return out

    def drifts(self) -> bool:
        """True when the value changed at least once."""
        return len(self.values()) > 1


def same_value(a: Claim, b: Claim, *, loose: bool = False) -> bool:
    """Two claims state the same value.

    Numeric claims agree within their written precision (``checks.agree``, strict at touching
    ends) and, for ranges, have the same ends; with ``loose`` (flip-flop detection), values
    within each other's tolerance count as the same even when written differently.  Other kinds
    compare their values as text.
    """
    if a.norm_value is None or b.norm_value is None:
        return a.value == b.value and a.norm_value is None and b.norm_value is None
    if a.norm_unit != b.norm_unit:
        return False
    if not loose and ((a.low or a.high or b.low or b.high) and (a.low, a.high) != (b.low, b.high)):
        return False
    return agree(a, b, strict=True)


@dataclass
class _Removal:
    track: Track
    version: int
    claim: Claim
    citations: list[Claim]
    external: list[Claim] = field(default_factory=list)


@dataclass
class VersionInfo:
    """A version in the audit report."""

    label: str
    commit: str | None
    date: str | None
    message: str
    claims: int
    changed_paragraphs: int

    def to_json(self) -> dict:
        return {"label": self.label, "commit": self.commit, "date": self.date, "message": self.message,
                "claims": self.claims, "changed_paragraphs": self.changed_paragraphs}


class _Walk:
    """Matches each version's claims with the tracks of the previous one and records events."""

    def __init__(self, ix: IncrementalExtractor, kinds: Iterable[str]) -> None:
        self.ix = ix
        self.kinds = set(kinds)
        self.tracks: list[Track] = []
        self.keys: set[str] = set()
        self.prev: dict[tuple, _Inst] = {}
        self.prev_view: VersionView | None = None
        self.dead: dict[tuple, list[Track]] = defaultdict(list)
        self.labels: list[str] = []
        self.changes: list[tuple] = []      # (track, version, old claim, new claim, notes)
        self.flips: list[tuple] = []        # (track, version, new claim, earlier observation, values)
        self.removals: list[_Removal] = []

    def file(self, view: VersionView) -> str:
        return document_label(view.version)

    def day(self, view: VersionView) -> str | None:
        return view.date.isoformat() if view.date else None

    def step(self, view: VersionView) -> None:
        """Match one version (after the first) with the previous one."""
        self.labels.append(view.version.label)
        file, day = self.file(view), self.day(view)
        current: dict[tuple, _Inst] = {}
        seen: Counter = Counter()
        unmatched: list[tuple[_Inst, int]] = []
        for inst in view.insts:
            occ = seen[id(inst.variant)]
            seen[id(inst.variant)] += 1
            key = (id(inst.variant), occ)
            old = self.prev.pop(key, None)
            if old is not None:
                inst.tids = old.tids
            else:
                inst.tids = [None] * len(inst.variant.claims)
                unmatched.extend((inst, j) for j in range(len(inst.variant.claims)))
            current[key] = inst
        leftover = [(inst, j) for inst in self.prev.values() for j, t in enumerate(inst.tids) if t is not None]
        if unmatched or leftover:
            self._match(view, unmatched, leftover, file, day)
        self.prev = current
        self.prev_view = view

    # -- matching ------------------------------------------------------------------------------
    def _match(self, view: VersionView, new: list, old: list, file: str, day: str | None) -> None:
        ix = self.ix
        prev = self.prev_view
        new_anchors = {id_: anchor(inst, j) for id_, (inst, j) in enumerate(new)}
        old_anchors = {id_: anchor(inst, j) for id_, (inst, j) in enumerate(old)}
        free_new = set(range(len(new)))
        free_old = set(range(len(old)))
        pairs: list[tuple[int, int]] = []
        for stage in (1, 2, 3):
            table: dict[tuple, list[int]] = defaultdict(list)
            for o in sorted(free_old):
                for st, key in old_anchors[o].keys():
                    if st == stage:
                        table[key].append(o)
            for n in sorted(free_new):
                for st, key in new_anchors[n].keys():
                    if st != stage:
                        continue
                    cands = [o for o in table.get(key, ()) if o in free_old]
                    if cands:
                        o = cands[0]
                        table[key].remove(o)
                        free_old.discard(o)
                        free_new.discard(n)
                        pairs.append((o, n))
                        break
        # scored matching of what is left
        if free_new and free_old:
            blocks: dict[tuple, list[int]] = defaultdict(list)
            for o in free_old:
                blocks[old_anchors[o].kclass].append(o)
            scored = []
            for n in free_new:
                for o in blocks.get(new_anchors[n].kclass, ()):
                    s = _score(old_anchors[o], new_anchors[n])
                    if s is not None:
                        scored.append((-s, o, n))
            scored.sort()
            for _, o, n in scored:
                if o in free_old and n in free_new:
                    free_old.discard(o)
                    free_new.discard(n)
                    pairs.append((o, n))
        # moved elsewhere and reworded or reformatted: the same subject, metric and value
        if free_new and free_old:
            by_frame: dict[tuple, list[int]] = defaultdict(list)
            for o in sorted(free_old):
                a = old_anchors[o]
                if a.subject:
                    by_frame[(a.kclass, a.subject, a.metric)].append(o)
            for n in sorted(free_new):
                b = new_anchors[n]
                if not b.subject:
                    continue
                new_claim = new[n][0].variant.claims[new[n][1]]
                for o in by_frame.get((b.kclass, b.subject, b.metric), ()):
                    if o in free_old and old_anchors[o].baseline == b.baseline and \
                            same_value(old[o][0].variant.claims[old[o][1]], new_claim):
                        free_old.discard(o)
                        free_new.discard(n)
                        pairs.append((o, n))
                        break
        notes = None
        for o, n in pairs:
            old_inst, oj = old[o]
            new_inst, nj = new[n]
            track = self.tracks[old_inst.tids[oj]]
            new_inst.tids[nj] = old_inst.tids[oj]
            track.anchor = new_anchors[n]
            claim_new = ix.materialise(new_inst, nj, file, day)
            last = track.observations[-1]
            if same_value(last.claim, claim_new):
                continue  # the same value, perhaps reworded or reformatted: one observation
            claim_old = ix.materialise(old_inst, oj, self.file(prev), self.day(prev))
            last.end = view.index - 1
            track.observations.append(Observation(view.index, None, claim_new))
            if notes is None:
                notes = self._notes(view)
            self._changed(track, view, claim_old, claim_new, notes)
        # revived claims: an exact anchor of a removed track
        for n in sorted(free_new):
            inst, j = new[n]
            for _, key in new_anchors[n].keys():
                cands = self.dead.get(key)
                if cands:
                    track = cands.pop(0)
                    break
            else:
                continue
            free_new.discard(n)
            self._forget_dead(track)
            inst.tids[j] = track.index
            track.alive = True
            track.anchor = new_anchors[n]
            claim_new = ix.materialise(inst, j, file, day)
            before = track.observations[-1].claim
            track.observations.append(Observation(view.index, None, claim_new))
            if not same_value(before, claim_new):
                if notes is None:
                    notes = self._notes(view)
                self._changed(track, view, before, claim_new, notes)
        # new tracks
        for n in sorted(free_new):
            inst, j = new[n]
            claim = ix.materialise(inst, j, file, day)
            inst.tids[j] = self._new_track(claim, new_anchors[n], view.index)
        # removed tracks
        removed: list[tuple[Track, Claim, Anchor]] = []
        for o in sorted(free_old):
            inst, j = old[o]
            track = self.tracks[inst.tids[j]]
            claim = ix.materialise(inst, j, self.file(prev), self.day(prev))
            track.observations[-1].end = view.index - 1
            track.alive = False
            track.anchor = old_anchors[o]
            track.dead_keys = [key for _, key in old_anchors[o].keys()]
            for key in track.dead_keys:
                self.dead[key].append(track)
            if claim.kind in self.kinds and old_anchors[o].subject:
                removed.append((track, claim, old_anchors[o]))
        for track, claim, gone in removed:
            self.removals.append(_Removal(track, view.index, claim, self._citations(view, claim, file, gone)))

    def _forget_dead(self, track: Track) -> None:
        for key in track.dead_keys:
            lst = self.dead.get(key)
            if lst and track in lst:
                lst.remove(track)
                if not lst:
                    del self.dead[key]
        track.dead_keys = []

    def _new_track(self, claim: Claim, anc: Anchor, index: int) -> int:
        tid = len(self.tracks)
        base = claim_key(claim, anc)
        key, n = base, 2
        while key in self.keys:
            key, n = f"{base} #{n}", n + 1
        self.keys.add(key)
        ident = hashlib.sha1(f"{claim.id}\x1f{index}\x1f{tid}".encode()).hexdigest()[:12]
        track = Track(id=ident, key=key, observations=[Observation(index, None, claim)], anchor=anc, index=tid)
        self.tracks.append(track)
        return tid

    def start(self, view: VersionView) -> None:
        """The first version: every claim starts a track."""
        self.labels.append(view.version.label)
        file, day = self.file(view), self.day(view)
        seen: Counter = Counter()
        for inst in view.insts:
            occ = seen[id(inst.variant)]
            seen[id(inst.variant)] += 1
            inst.tids = []
            for j in range(len(inst.variant.claims)):
                claim = self.ix.materialise(inst, j, file, day)
                inst.tids.append(self._new_track(claim, anchor(inst, j), view.index))
            self.prev[(id(inst.variant), occ)] = inst
        self.prev_view = view

    # -- events ------------------------------------------------------------------------------------
    def _notes(self, view: VersionView) -> list[str]:
        """The changelog lines new in this version, and its commit message."""
        before = self.prev_view.changelog_lines if self.prev_view else set()
        notes = sorted(view.changelog_lines - before)
        if view.version.message:
            notes.append(_norm_text(view.version.message))
        return notes

    def _changed(self, track: Track, view: VersionView, old: Claim, new: Claim, notes: list[str]) -> None:
        if new.kind not in self.kinds and old.kind not in self.kinds:
            return
        self.changes.append((track, view.index, old, new, _mentioned(notes, track, old, new)))
        values = track.values()
        if len(values) >= 3:
            for obs in values[:-2]:
                if same_value(obs.claim, new, loose=True):
                    self.flips.append((track, view.index, new, obs, values))
                    break

    def _citations(self, view: VersionView, removed: Claim, file: str, gone: Anchor) -> list[Claim]:
        """Claims of this version that repeat the removed one: the same subject (named, not the
        document's default), metric and value, in another section, standing there before this
        version (not the claim itself moved, nor a new statement of the same figure), and not
        the same cell of a parallel table."""
        out = []
        for inst in view.insts:
            for j in inst.variant.by_subject.get(removed.subject, ()):
                c = inst.variant.claims[j]
                if c.kind != removed.kind or (c.metric and removed.metric and c.metric != removed.metric):
                    continue
                if c.norm_unit != removed.norm_unit or not same_value(c, removed, loose=True):
                    continue
                tid = inst.tids[j] if j < len(inst.tids) else None
                if tid is None or self.tracks[tid].observations[0].start >= view.index:
                    continue
                claim = self.ix.materialise(inst, j, file, self.day(view))
                if claim.section == removed.section:
                    continue
                here = anchor(inst, j)
                if here.subject != gone.subject:
                    continue
                if gone.cell and here.cell and here.row == gone.row and (here.header == gone.header or
                                                                         here.column_index == gone.column_index):
                    continue  # the same cell of a parallel table: a statement, not a citation
                out.append(claim)
        return out

    def finish(self, last_index: int) -> None:
        for track in self.tracks:
            if track.observations[-1].end is None:
                track.observations[-1].end = last_index


def claim_key(claim: Claim, anc: Anchor) -> str:
    """The readable key of a track: ``subject · metric · conditions · section › place``."""
    subject = claim.subject or "—"
    metric = claim.metric or "—"
    conditions = ", ".join(f"{k}={v}" for k, v in claim.conditions)
    leaf = claim.section.split(" > ")[-1] if claim.section else "—"
    if anc.cell:
        table = f"{leaf} › {anc.caption}" if anc.caption else leaf
        place = f"{table} › {anc.row or '—'} × {anc.header or '—'}"
    else:
        snippet = anc.masked if len(anc.masked) <= 60 else anc.masked[:57] + "…"
        place = f"{leaf} › {snippet}"
    return " · ".join(x for x in (subject, metric, conditions, place) if x)


def _mentioned(notes: list[str], track: Track, old: Claim, new: Claim) -> bool:
    """A note names the claim: its subject (as written or canonical), its row label, a mixed-case
    name or id in its section title, or its old or new value as written."""
    if not notes:
        return False
    names = set()
    for c in (old, new):
        for n in (c.subject, c.subject_surface):
            if n and len(n) >= 2:
                names.add(_fold(n))
        leaf = c.section.split(" > ")[-1] if c.section else ""
        for m in _IDENT.finditer(leaf):
            if not m.group(0).isdigit():
                names.add(_fold(m.group(0)))
    if track.anchor and track.anchor.cell and track.anchor.row:
        names.add(_fold(track.anchor.row))
    values = {_fold(old.surface), _fold(new.surface)}
    for note in notes:
        folded = _fold(note)
        if any(n and n in folded for n in names) or any(v and len(v) >= 2 and v in folded for v in values):
            return True
    return False


# =============================================================================================
# 4. the report
# =============================================================================================
@dataclass
class AuditReport(Report):
    """The result of :func:`audit`: a :class:`~claimcheck.api.Report` of the newest version
    (its claims, the history findings and the newest version's own findings) plus the walk.

    Attributes:
        path: the document's name in locations.
        versions: one :class:`VersionInfo` per version, oldest first.
        tracks: every claim followed across versions.
        stats: counters of the incremental extraction and timings (seconds).
    """

    path: str = ""
    versions: list[VersionInfo] = field(default_factory=list)
    tracks: list[Track] = field(default_factory=list)
    stats: dict = field(default_factory=dict)

    def drifting(self) -> list[Track]:
        """Tracks whose value changed, most changes first, then by key."""
        out = [t for t in self.tracks if t.drifts()]
        return sorted(out, key=lambda t: (-len(t.values()), t.key))

    def timeline_rows(self, *, numeric_only: bool = False) -> Iterator[dict]:
        """One row per (claim key, version, value): every version in which the claim stood."""
        for track in self.tracks:
            for obs in track.observations:
                c = obs.claim
                if numeric_only and c.norm_value is None:
                    continue
                for i in range(obs.start, (obs.end if obs.end is not None else len(self.versions) - 1) + 1):
                    v = self.versions[i]
                    yield {"key": track.key, "track": track.id, "version": v.label, "index": i + 1,
                           "commit": v.commit or "", "date": v.date or "", "value": c.value, "low": c.low,
                           "high": c.high, "qualifier": c.qualifier, "unit": c.unit,
                           "normalized_value": fmt_decimal(c.norm_value), "normalized_unit": c.norm_unit,
                           "surface": c.surface, "kind": c.kind, "subject": c.subject, "metric": c.metric,
                           "conditions": ";".join(f"{k}={val}" for k, val in c.conditions),
                           "section": c.section, "first_seen": self.versions[obs.start].label}

    def timeline_csv(self, out: io.TextIOBase | None = None) -> str | None:
        """The timeline as CSV (``--timeline``); written to ``out`` when given, else returned."""
        buf = out if out is not None else io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=TIMELINE_COLUMNS, lineterminator="\n")
        writer.writeheader()
        for row in self.timeline_rows():
            writer.writerow(row)
        return None if out is not None else buf.getvalue()

    def timeline_frame(self):
        """The timeline as a pandas DataFrame (TIMELINE_COLUMNS)."""
        import pandas as pd
        return pd.DataFrame(list(self.timeline_rows()), columns=TIMELINE_COLUMNS)

    def to_json(self) -> dict:
        """The JSON contract (DESIGN.md §6, schema 1) with an ``audit`` section added."""
        from claimcheck.report.formats import to_json
        data = to_json(self)
        data["audit"] = {
            "document": self.path,
            "versions": [v.to_json() for v in self.versions],
            "drifts": [track_json(t, self.versions) for t in self.drifting()],
            "stats": self.stats,
        }
        return data

    def to_html(self, *, max_plots: int = 40) -> str:
        """The self-contained HTML report (``--html``)."""
        return audit_html(self, max_plots=max_plots)


TIMELINE_COLUMNS = ("key", "track", "version", "index", "commit", "date", "value", "low", "high", "qualifier",
                    "unit", "normalized_value", "normalized_unit", "surface", "kind", "subject", "metric",
                    "conditions", "section", "first_seen")


def track_json(track: Track, versions: list[VersionInfo]) -> dict:
    return {"key": track.key, "track": track.id, "subject": track.last.subject, "metric": track.last.metric,
            "alive": track.alive,
            "values": [{"from": versions[o.start].label, "to": versions[o.end].label if o.end is not None else None,
                        "date": versions[o.start].date, "surface": o.claim.surface, "value": o.claim.value,
                        "normalized": fmt_decimal(o.claim.norm_value), "unit": o.claim.norm_unit,
                        "location": f"{o.claim.file}:{o.claim.line}:{o.claim.column}"} for o in track.values()]}


# =============================================================================================
# 5. the API
# =============================================================================================
def audit(source: str | os.PathLike, *, git: bool = False, since: str | None = None, until: str | None = None,
          **options) -> AuditReport:
    """Audit a living document's history.

    Args:
        source: with ``git``, a file in a git work tree (``git log --follow``); else a folder
            of snapshots (ordered by ``manifest.tsv`` or the version numbers / dates in names).
        since, until: revisions (git) or snapshot labels / dates (folder) bounding the walk.
        **options: see :func:`audit_versions`.
    Returns:
        An :class:`AuditReport`.
    Raises:
        UsageError: bad options, git errors, snapshots that cannot be ordered.
        InputError: a missing file or folder.
        RuleError: broken rules data (before any version is read).
    """
    path = Path(source)
    if git:
        if path.is_dir():
            raise UsageError("E020", what=f"--git {path.as_posix()}", problem="--git needs a file, not a folder")
        versions = git_versions(path, since=since, until=until)
        name = path.as_posix()
    else:
        if path.is_file():
            raise UsageError("E020", what=f"audit {path.as_posix()}",
                             problem="a single file has no history: pass --git, or a folder of snapshots")
        versions = folder_versions(path, since=since, until=until)
        name = path.name or path.as_posix()
    return audit_versions(versions, path=name, **options)


def audit_versions(versions: Iterable[Version | InputError], *, path: str = "document.md", lang: str = "zh",
                   select: Iterable[str] = (), ignore: Iterable[str] = (), rules_dir: str | None = None,
                   severity_overrides: dict[str, str] | None = None, cite: Iterable[str | os.PathLike] = (),
                   index: str | os.PathLike | None = None, as_of: str | dt.date | None = None,
                   progress: Callable[[str], None] | None = None) -> AuditReport:
    """Audit versions given oldest first (see :func:`audit`).

    Args:
        versions: :class:`~claimcheck.history.versions.Version` records (InputErrors are kept as errors).
        path: the document's name in claim ids and locations (``path@label``).
        lang: ``zh`` or ``en`` messages.
        select, ignore: rule codes/prefixes/names; by default CC1xx, CC2xx (on the newest
            version) and CC401–CC403 (on the history) run.
        cite: other documents (briefings, notes) whose claims count as citations for CC403.
        index: a claim index (``claimcheck index``) whose claims count as citations for CC403.
        as_of: "today" for the newest version's date rules (default: its date).
    """
    if lang not in ("zh", "en"):
        raise UsageError("E020", what="--lang", problem=f"{lang!r} is not zh or en")
    as_of_date = parse_date(as_of)
    t0 = time.perf_counter()
    extractor = shared_extractor(rules_dir)
    catalogue = extractor.resources.rules
    rules = select_rules(catalogue, select, ignore)
    if not list(select):
        rules = [r for r in rules if not r.code.startswith("CC3")]
    by_code = {r.code: r for r in catalogue}
    history_rules = [r for r in rules if r.code in HISTORY_CODES]
    changelog = (by_code["CC401"].parameters.get("changelog_headings") if "CC401" in by_code else None) or DEFAULT_CHANGELOG
    kinds = {k for r in history_rules for k in (r.parameters.get("kinds") or DEFAULT_KINDS)}
    ix = IncrementalExtractor(extractor, path, changelog)
    walk = _Walk(ix, kinds)
    infos: list[VersionInfo] = []
    errors: list[InputError] = []
    view: VersionView | None = None
    n = 0
    for item in versions:
        if isinstance(item, InputError):
            errors.append(item)
            continue
        if progress:
            progress(f"{item.path}@{item.label}")
        version = item if item.path else replace(item, path=path)
        view = ix.view(version, n)
        if n == 0:
            walk.start(view)
        else:
            walk.step(view)
        infos.append(VersionInfo(version.label, version.commit, version.date, version.message,
                                 sum(len(i.variant.claims) for i in view.insts), view.changed_paragraphs))
        n += 1
    if view is None:
        raise UsageError("E020", what=f"audit {path}", problem="no version could be read")
    walk.finish(n - 1)
    t_walk = time.perf_counter() - t0
    # the newest version on its own
    newest_file = document_label(view.version)
    newest = ix.document_extract(view, newest_file)
    day = view.date
    as_of_date = as_of_date or day or dt.date.today()
    findings: list[Finding] = []
    check_rules = [r for r in rules if r.phase == "check"]
    if check_rules:
        ctx = CheckContext(claims=list(newest.claims), extracts=[newest], as_of=as_of_date,
                           resources=extractor.resources, entities=extractor.frames.entities)
        sections = {c.id: c.section for c in newest.claims}
        findings += [f for f in run_rules(ctx, check_rules, lang=lang, severity_overrides=severity_overrides)
                     if len(f.claims) < 2 or len({sections.get(cid) for cid in f.claims}) > 1]
    # citations outside the document
    external = _external_claims(extractor, cite, index, walk.removals)
    for removal in walk.removals:
        removal.external = [c for c in external if c.subject == removal.claim.subject
                            and c.norm_unit == removal.claim.norm_unit
                            and not (c.metric and removal.claim.metric and c.metric != removal.claim.metric)
                            and same_value(c, removal.claim, loose=True)]
    labels = [v.label for v in infos]
    drafts = history_drafts(walk, history_rules, labels)
    overrides = severity_overrides or {}
    for rule, draft in drafts:
        findings.append(render(rule, draft, lang, overrides.get(rule.code) or overrides.get(rule.name),
                               metrics=extractor.resources.metrics, scale=extractor.resources.risk))
    order = {label: i for i, label in enumerate(labels)}

    def sort_key(f: Finding):
        p = f.primary
        label = p.file.rsplit("@", 1)[-1] if "@" in p.file else ""
        return (order.get(label, len(order)), p.file, p.line, p.column, f.code)

    findings.sort(key=sort_key)
    stats = dict(ix.stats)
    stats.update({"versions": n, "tracks": len(walk.tracks), "walk_seconds": round(t_walk, 3),
                  "total_seconds": round(time.perf_counter() - t0, 3)})
    document = Document(path=newest_file, text=view.version.text, date=day.isoformat() if day else None)
    report = AuditReport(claims=list(newest.claims), findings=findings, errors=errors, documents=[document],
                         as_of=as_of_date, lang=lang, extracts=[newest], rules=catalogue,
                         metrics=extractor.resources.metrics, messages=extractor.resources.messages,
                         path=path, versions=infos, tracks=walk.tracks, stats=stats)
    return report


def _external_claims(extractor: Extractor, cite, index, removals) -> list[Claim]:
    out: list[Claim] = []
    cite = list(cite or ())
    if cite:
        from claimcheck.text.ingest import iter_documents
        for item in iter_documents(cite):
            if isinstance(item, InputError):
                raise item
            out.extend(extractor.extract(item).claims)
    if index is not None and removals:
        try:
            from claimcheck.store.index import ClaimIndex  # type: ignore[import-not-found]
        except ModuleNotFoundError:
            raise UsageError("E020", what="--index", problem="the claim index is not available in this installation") from None
        with ClaimIndex.open(index, rules_hash=extractor.resources.hash) as idx:
            related, _ = idx.related([r.claim for r in removals], exclude_files=[])
            out.extend(related)
    return out


# -- drafts ------------------------------------------------------------------------------------------

def _subject_values(track: Track, c: Claim) -> dict:
    anc = track.anchor
    subject = c.subject or (anc.row if anc and anc.cell and anc.row else None) or "—"
    metric = c.metric or ""
    leaf = c.section.split(" > ")[-1] if c.section else ""
    place_zh, place_en = leaf or "文首", leaf or "top of the document"
    if anc and anc.cell:
        cell = f" › {anc.row or '—'} × {anc.header or '—'}"
        place_zh, place_en = place_zh + cell, place_en + cell
    # a metric key (ttft) becomes its label in the report language in engine.localise
    return {"subject": subject, "metric_en": metric or "value", "metric_zh": metric or "数值",
            "place_zh": place_zh, "place_en": place_en, "key": track.key}


def _where(c: Claim) -> str:
    return f"{c.file}:{c.line}"


def history_drafts(walk: _Walk, rules, labels: list[str]) -> list[tuple]:
    """(rule, Draft) pairs of CC401–CC403 from the walk's events."""
    by_code = {r.code: r for r in rules}
    out = []

    def kinds(rule) -> set[str]:
        return set(rule.parameters.get("kinds") or DEFAULT_KINDS)

    rule = by_code.get("CC401")
    if rule:
        large = float(rule.parameters.get("large_factor", 2))
        for track, k, old, new, noted in walk.changes:
            if noted or new.kind not in kinds(rule):
                continue
            values = _subject_values(track, new)
            values.update({"surface": new.surface, "other_surface": old.surface, "value": _fmtv(new),
                           "other_value": _fmtv(old), "revision": labels[k],
                           "other_revision": old.file.rsplit("@", 1)[-1], "location": _where(new),
                           "other_location": _where(old)})
            out.append((rule, Draft([new, old], values, large=_ratio(old, new) >= large)))
    rule = by_code.get("CC402")
    if rule:
        for track, k, new, earlier, values_seq in walk.flips:
            if new.kind not in kinds(rule):
                continue
            seq = [o.claim.surface for o in values_seq]
            shown = seq if len(seq) <= 6 else seq[:2] + ["…"] + seq[-3:]
            values = _subject_values(track, new)
            values.update({"surface": new.surface, "value": _fmtv(new), "revision": labels[k],
                           "first_revision": labels[earlier.start], "timeline": " → ".join(shown),
                           "location": _where(new), "other_location": _where(earlier.claim)})
            out.append((rule, Draft([new, earlier.claim], values)))
    rule = by_code.get("CC403")
    if rule:
        for removal in walk.removals:
            cites = removal.citations + removal.external
            if not cites or removal.claim.kind not in kinds(rule):
                continue
            c = removal.claim
            values = _subject_values(removal.track, c)
            shown = [f"{x.file}:{x.line}" for x in cites[:4]] + ([f"+{len(cites) - 4}"] if len(cites) > 4 else [])
            values.update({"surface": c.surface, "value": _fmtv(c), "revision": labels[removal.version],
                           "last_revision": c.file.rsplit("@", 1)[-1], "citations": ", ".join(shown),
                           "location": _where(c), "count": str(len(cites))})
            out.append((rule, Draft([*cites, c], values)))
    return out


def _fmtv(c: Claim) -> str:
    return fmt_value(c) if c.norm_value is not None else c.value


def _ratio(a: Claim, b: Claim) -> float:
    if a.norm_value is None or b.norm_value is None or a.norm_unit != b.norm_unit:
        return 1.0
    x, y = abs(float(a.norm_value)), abs(float(b.norm_value))
    if min(x, y) == 0:
        return float("inf") if max(x, y) else 1.0
    return max(x, y) / min(x, y)


# =============================================================================================
# 6. the HTML report
# =============================================================================================
_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;margin:24px;color:#1d2330;max-width:1180px}
h1{font-size:22px;margin:0 0 4px} h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #dde2ea;padding-bottom:4px}
h3{font-size:15px;margin:18px 0 6px;font-weight:600}
.meta{color:#5a6475;font-size:13px} .chips{margin:10px 0} .chip{display:inline-block;border:1px solid #c9d1de;border-radius:12px;padding:2px 10px;margin:0 6px 6px 0;font-size:13px;cursor:pointer;background:#f6f8fb}
.chip.off{opacity:.4} table{border-collapse:collapse;width:100%;font-size:13px} th,td{border:1px solid #dde2ea;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f0f3f8;position:sticky;top:0} tr.hidden{display:none} .risk-high{color:#b3261e;font-weight:600} .risk-medium{color:#9a6700} .risk-low{color:#3b6e3b}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px} .plot{border:1px solid #e3e7ee;border-radius:6px;padding:8px;margin:8px 0 16px}
.plot svg{max-width:100%;height:auto} .values{font-size:12px;color:#3d4555}
"""

_JS = """
(function(){
  var chips=document.querySelectorAll('.chip[data-code]');
  var rows=document.querySelectorAll('#findings tbody tr');
  var off={};
  chips.forEach(function(chip){
    chip.addEventListener('click',function(){
      var code=chip.getAttribute('data-code');
      off[code]=!off[code];
      chip.classList.toggle('off',!!off[code]);
      rows.forEach(function(r){r.classList.toggle('hidden',!!off[r.getAttribute('data-code')]);});
    });
  });
  var n=document.getElementById('plot-count');
  if(n){n.textContent=String(document.querySelectorAll('.plot svg').length);}
})();
"""


def _e(text) -> str:
    return html.escape("" if text is None else str(text), quote=True)


def audit_html(report: AuditReport, *, max_plots: int = 40) -> str:
    """A self-contained page: summary, the findings table, and a value-by-version plot
    (matplotlib, inline SVG) with annotations for each drifting claim.  Every string that
    comes from a document is HTML-escaped; nothing is loaded from the network."""
    versions = report.versions
    counts = Counter(f.code for f in report.findings)
    first, last = (versions[0], versions[-1]) if versions else (None, None)
    out = ["<!DOCTYPE html>", '<html lang="zh"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>claimcheck audit — {_e(report.path)}</title>", f"<style>{_CSS}</style></head><body>",
           f"<h1>claimcheck audit · {_e(report.path)}</h1>",
           f'<p class="meta">{len(versions)} versions'
           + (f" · {_e(first.label)} ({_e((first.date or '')[:10])}) → {_e(last.label)} ({_e((last.date or '')[:10])})" if first else "")
           + f" · {len(report.tracks)} claims followed · {len(report.drifting())} drifting · "
           f"{len(report.findings)} findings · as of {_e(report.as_of.isoformat() if report.as_of else '')}</p>"]
    out.append('<h2 id="findings-title">Findings</h2><div class="chips">')
    for code, n in sorted(counts.items()):
        rule = next((r for r in report.rules if r.code == code), None)
        out.append(f'<span class="chip" data-code="{_e(code)}" title="click to hide or show">{_e(code)} '
                   f'{_e(rule.name if rule else "")} · {n}</span>')
    out.append("</div>")
    out.append('<table id="findings"><thead><tr><th>code</th><th>rule</th><th>risk</th><th>version</th>'
               "<th>location</th><th>message</th></tr></thead><tbody>")
    for f in report.findings:
        p = f.primary
        file, _, label = p.file.rpartition("@")
        out.append(f'<tr data-code="{_e(f.code)}"><td><code>{_e(f.code)}</code></td><td>{_e(f.rule)}</td>'
                   f'<td class="risk-{_e(f.risk.split("-")[-1])}">{_e(f.risk)}</td><td>{_e(label or "")}</td>'
                   f"<td><code>{_e(file or p.file)}:{p.line}:{p.column}</code><br>{_e(p.surface)}</td>"
                   f"<td>{_e(f.message)}</td></tr>")
    if not report.findings:
        out.append('<tr><td colspan="6">No findings.</td></tr>')
    out.append("</tbody></table>")
    drifting = report.drifting()
    flagged = defaultdict(list)
    for f in report.findings:
        if f.code in HISTORY_CODES:
            flagged[f.params and dict(f.params).get("key")].append(f)
    drifting.sort(key=lambda t: (-len(flagged.get(t.key, [])), -len(t.values()), t.key))
    out.append(f'<h2 id="drifts">Drifting claims ({len(drifting)}; <span id="plot-count">0</span> plotted)</h2>')
    for i, track in enumerate(drifting):
        values = track.values()
        out.append(f'<div class="plot" id="track-{_e(track.id)}"><h3>{_e(track.key)}</h3>')
        if i < max_plots:
            out.append(_plot_svg(track, versions, flagged.get(track.key, [])))
        seq = " → ".join(f"{_e(o.claim.surface)} <span class='meta'>({_e(versions[o.start].label)})</span>"
                         for o in values)
        out.append(f'<p class="values">{seq}</p></div>')
    out.append(f"<script>{_JS}</script></body></html>")
    return "\n".join(out)


def _plot_value(track: Track, c: Claim) -> tuple[float, float | None] | None:
    """(value, high end or None) of a claim on its track's plot axis.

    A relative track mixing "高 30%" (a bare percentage against a baseline) with "1.36 倍"
    plots the percentage as the ratio 1.3; range ends are scaled like the value."""
    if c.norm_value is None:
        return None
    value = float(c.norm_value)
    relative = track.anchor is not None and track.anchor.kclass == ("relative",)
    if relative and c.norm_unit == "percent":
        value = 1 + value / 100
    high = None
    try:
        if c.high and c.value and Decimal(c.value.replace(",", "")) != 0:
            high = float(Decimal(c.high.replace(",", "")) * (c.norm_value / Decimal(c.value.replace(",", ""))))
    except (ArithmeticError, ValueError):
        high = None
    return value, high


def _plot_svg(track: Track, versions: list[VersionInfo], findings: list[Finding]) -> str:
    """One track's value by version date as an inline SVG (matplotlib, Agg; text stays text, so
    the browser draws Chinese surfaces with its own fonts).  Ranges are drawn as a band; each
    value is annotated with its surface and version, the versions of findings are circled, a
    removal is a dashed line."""
    import warnings

    import matplotlib
    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    dates = [_parse_moment(v.date) for v in versions]
    use_dates = all(d is not None for d in dates)

    def x_of(i: int):
        return dates[i] if use_dates else i + 1

    points = []
    for obs in track.values():
        pv = _plot_value(track, obs.claim)
        if pv is None:
            continue
        end = obs.end if obs.end is not None else len(versions) - 1
        points.append((obs.start, end, pv[0], pv[1], obs.claim.surface, versions[obs.start].label))
    marks = {dict(f.params).get("revision"): f.code for f in findings}
    colours = {"CC401": "#c0392b", "CC402": "#d68910", "CC403": "#7d3c98"}
    with warnings.catch_warnings(), matplotlib.rc_context({"svg.fonttype": "none", "font.size": 9,
                                                            "svg.hashsalt": track.id}):
        warnings.simplefilter("ignore")
        fig, ax = plt.subplots(figsize=(8.2, 2.6), dpi=96)
        try:
            xs, ys = [], []
            for start, end, y, high, _, _ in points:
                xs += [x_of(start), x_of(end)]
                ys += [y, y]
                if high is not None and high != y:
                    ax.fill_between([x_of(start), x_of(end)], [y, y], [high, high], color="#2f6fb5", alpha=0.18,
                                    linewidth=0)
            if xs:
                ax.step(xs, ys, where="post", color="#2f6fb5", linewidth=1.6)
            last_y = None
            for start, _, y, _high, surface, label in points:
                code = marks.get(label)
                colour = colours.get(code, "#34495e")
                ax.plot([x_of(start)], [y], "o", color="#2f6fb5", markersize=4)
                if code:
                    ax.plot([x_of(start)], [y], "o", color=colour, markersize=8, fillstyle="none")
                offset = 10 if last_y is None or y >= last_y else -14
                ax.annotate(f"{surface} ({label})" + (f" {code}" if code else ""), (x_of(start), y),
                            textcoords="offset points", xytext=(4, offset), fontsize=8, color=colour)
                last_y = y
            if not track.alive:
                end = track.observations[-1].end or 0
                if end + 1 < len(versions):
                    x = x_of(end + 1)
                    ax.axvline(x, color="#7d3c98", linestyle="--", linewidth=1)
                    ax.annotate(f"removed ({versions[end + 1].label})", (x, ys[-1] if ys else 0),
                                textcoords="offset points", xytext=(4, -12), fontsize=8, color="#7d3c98")
            unit = track.last.norm_unit or track.last.unit or "value"
            if track.anchor is not None and track.anchor.kclass == ("relative",):
                unit = "ratio (×)"
            ax.set_ylabel(unit)
            ax.grid(True, alpha=0.3)
            ax.margins(x=0.08, y=0.35)
            if use_dates:
                fig.autofmt_xdate()
            else:
                ax.set_xlabel("version")
            fig.tight_layout()
            buf = io.StringIO()
            fig.savefig(buf, format="svg", metadata={"Date": None})
        finally:
            plt.close(fig)
    svg = buf.getvalue()
    return svg[svg.index("<svg"):]


def _parse_moment(text: str | None):
    if not text:
        return None
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment.replace(tzinfo=None)


# =============================================================================================
# 7. documented examples of the history rules
# =============================================================================================
_SEPARATOR = re.compile(r"^===\s*(.+?)\s*===\s*$")


def example_versions(text: str, name: str = "example.md") -> tuple[list[Version], list[int]]:
    """Split a history example (snapshots separated by ``=== <date or label> ===`` lines) into
    versions, and the example line of each snapshot's separator (to map lines back)."""
    versions: list[Version] = []
    starts: list[int] = []
    current: list[str] | None = None
    label = ""
    for lineno, line in enumerate(text.split("\n"), start=1):
        m = _SEPARATOR.match(line)
        if m:
            if current is not None:
                versions.append(_example_version(label, current, name, len(versions)))
            label, current = m.group(1), []
            starts.append(lineno)
        elif current is not None:
            current.append(line)
    if current is not None:
        versions.append(_example_version(label, current, name, len(versions)))
    return versions, starts


def _example_version(label: str, lines: list[str], name: str, n: int) -> Version:
    date = label if re.fullmatch(r"\d{4}-\d{2}-\d{2}", label) else None
    return Version(label=f"v{n + 1}", commit=None, date=date, text="\n".join(lines), message="", path=name)


def example_findings(rule, example, rules_dir: str | None = None) -> list[tuple[int, Finding]]:
    """Run one history rule's documented example; (example line, finding) pairs."""
    versions, starts = example_versions(example.text, example.file_name)
    report = audit_versions(versions, path=example.file_name, lang=example.lang, select=[rule.code],
                            rules_dir=rules_dir)
    out = []
    for f in report.findings:
        if f.code != rule.code:
            continue
        label = f.primary.file.rsplit("@", 1)[-1]
        index = int(label[1:]) - 1
        out.append((starts[index] + f.primary.line, f))
    return out


def example_verdict(rule, example, rules_dir: str | None = None) -> str | None:
    """None when a history example behaves as documented, else a one-line explanation."""
    found = example_findings(rule, example, rules_dir)
    if example.fires:
        lines = sorted({line for line, _ in found})
        if example.line not in lines:
            return f"expected {rule.code} on line {example.line}, got lines {lines or 'none'}"
        return None
    if found:
        return f"expected no {rule.code}, got: " + "; ".join(f"{line}: {f.message}" for line, f in found)
    return None
