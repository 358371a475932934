"""Extract: documents → claims (the only stage that touches spaCy).

Cheap first, pipeline second (issue 3's speed note): a segment goes through the spaCy
pipeline only when the grammar's prefilter finds a character that can start a claim
(a digit, a Chinese numeral, a month or relative-date word).  Two passes per document:
the first records what headings and field lines (``来源：``, ``URL：``) say about their
section, the second builds the claims with :class:`~claimcheck.frames.FrameBuilder`.
"""
from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass, field

from .frames import DocContext, FrameBuilder
from .grammar import Hit
from .ingest import Document
from .model import Claim
from .pipeline import grammar_for, make_nlp
from .resources import load_resources
from .segment import Segment, Segmenter


@dataclass
class DocumentExtract:
    """Everything extracted from one document.

    Attributes:
        document: the :class:`~claimcheck.ingest.Document`.
        segments: its segments in order.
        claims: its claims in order (file, line, column).
        names: every entity mention's canonical name → count (known and discovered).
        name_locations: discovered/known name → first (line, column, surface).
        confirmations: (subject, line) of every sentence saying a release happened.
    """

    document: Document
    segments: list[Segment]
    claims: list[Claim]
    names: Counter = field(default_factory=Counter)
    name_locations: dict = field(default_factory=dict)
    confirmations: list = field(default_factory=list)


class Extractor:
    """Runs segment → pipeline → frames for documents, with one rules directory.

    Args:
        rules_dir: a rules directory, or None for the shipped one.
    Raises:
        RuleError: the rules data is broken.
    """

    def __init__(self, rules_dir: str | None = None) -> None:
        self.resources = load_resources(rules_dir)
        self.grammar = grammar_for(self.resources)
        self.nlp = make_nlp(rules_dir)
        self.component = self.nlp.get_pipe("claimcheck_quantities")
        self.segmenter = Segmenter(self.resources)
        self.frames = FrameBuilder(self.resources, self.grammar)
        g = self.resources.grammar
        words = list(g["relative_dates"]) + list(g["english_numbers"]) + list(g.get("relative_periods", {}))
        month_words = [str(m) for names in g["months"].values() for m in names]
        self._prefilter = re.compile(
            r"[0-9\uff10-\uff19" + "".join(self.grammar.digits) + "".join(self.grammar.units_zh) + "]|"
            + "|".join(re.escape(w) for w in sorted(set(words + month_words), key=len, reverse=True)),
            re.IGNORECASE)

    def hits(self, segment_text: str, date: dt.date | None) -> list[Hit]:
        """The grammar hits of one text, through the spaCy pipeline (tokenizer + component)."""
        if not self._prefilter.search(segment_text):
            return []
        doc = self.nlp.make_doc(segment_text)
        doc._.cc_doc_date = date
        doc = self.component(doc)
        return doc._.cc_hits or []

    def extract(self, document: Document, numbers: str = "claims") -> DocumentExtract:
        """All claims of one document (``numbers="all"``: bare numbers too, see :func:`claimcheck.extract_text`)."""
        date = dt.date.fromisoformat(document.date) if document.date else None
        ctx = DocContext(path=document.path, date=date)
        segments = list(self.segmenter.segments(document))
        seg_hits: list[list[Hit]] = []
        for seg in segments:
            hits = self.hits(seg.text, date)
            seg_hits.append(hits)
            if seg.kind in ("heading", "field"):
                self.frames.section_info(ctx, seg, hits)
        claims: list[Claim] = []
        names: Counter = Counter()
        name_locations: dict = {}
        confirmations: list = []
        subjects: Counter = Counter()
        for seg in segments:
            text = self.grammar.normalise_text(seg.text)
            for mention in self.frames.entities.mentions(text):
                names[mention.canonical] += 1
                name_locations.setdefault(mention.surface, (seg.line, seg.offset + mention.start + 1, mention.type))
                if mention.type in ("engine", "method", "paper", "benchmark") and \
                        not self.frames.after_baseline_marker(text, mention.start):
                    subjects[mention.canonical] += 1  # "相对 vLLM": a baseline, not what the text is about
        ctx.doc_subject = self.frames.document_subject(subjects)
        for seg, hits in zip(segments, seg_hits):
            if hits:
                claims.extend(self.frames.claims(ctx, seg, hits, numbers=numbers))
            if self.frames.is_confirmation(seg.text):
                confirmations.append((self.frames.segment_subject(ctx, seg, hits), seg.line))
        claims.sort(key=lambda c: (c.line, c.column))
        return DocumentExtract(document, segments, claims, names, name_locations, confirmations)
