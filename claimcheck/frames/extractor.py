"""Extract: documents → claims (the only stage that touches spaCy).

Cheap first, pipeline second (issue 3's speed note): a segment is scanned only when the
prefilter finds something every grammar hit needs (a digit, a Chinese numeral, a URL, a whole
relative-date, number or weekday word …; :meth:`Extractor.may_hold_claim`).  Two passes per document: the first records what headings
and field lines (``来源：``, ``URL：``) say about their section, the second builds the claims
with :class:`~claimcheck.frames.builder.FrameBuilder`.

Speed (``benchmarks/extraction_peers.py``; profile in its report): a text that repeats within
one document (table cells such as ``1.5x``, repeated list items) is scanned and searched for
names once, and its confirmation words looked for once; the entity resolver and the frame
builder keep bounded memos of what depends on a text alone (listed names, a clause's
attribution).  ``Extractor()`` (the reference path) sends every candidate segment through the
spaCy pipeline (the mixed-script tokenizer + the ``claimcheck_quantities`` component);
``Extractor(fast=True)`` calls the component's grammar on the text directly, skipping the ``Doc``
and spans that the claims never read (about 1.7x faster, and spaCy is never imported;
``benchmarks/extract_fingerprint.py --compare`` checks that both paths give identical output).
The shared extractor of ``check``, ``audit`` and ``index`` is the fast one.
"""
from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Callable

from claimcheck.frames import conditions as conditions_mod, subject as subject_mod
from claimcheck.frames.builder import FrameBuilder
from claimcheck.frames.context import DocContext, words_search
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.patterns import VULGAR_FRACTIONS
from claimcheck.text.ingest import Document
from claimcheck.model import Claim
from claimcheck.extraction.compiled import grammar_for, located, remember_grammar
from claimcheck.errors import RuleError
from claimcheck.resources.cache import cached_build
from claimcheck.resources import load_resources, regex_code
from claimcheck.text.segment import Segment, Segmenter

#: a progress callback hears from :meth:`Extractor.extract` every this many segments
PROGRESS_EVERY = 200
#: the memos of an :class:`Extractor` (a segment text's hits, names and confirmation) keep at
#: most this many texts of at most ``MEMO_MAX_TEXT`` characters; full, a memo starts again
MEMO_TEXTS = 16384
MEMO_MAX_TEXT = 1000
#: the share of a document's extraction time spent in the grammar pass (the rest: frames);
#: measured on the real corpora (benchmarks/extraction_peers.py profile: about 40 %)
GRAMMAR_SHARE = 0.4


@dataclass
class DocumentExtract:
    """Everything extracted from one document.

    Attributes:
        document: the :class:`~claimcheck.text.ingest.Document`.
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


def _is_build(loaded) -> bool:
    """The build cache holds an extractor's build: (Grammar, Segmenter, FrameBuilder)."""
    from claimcheck.extraction.grammar import Grammar
    return isinstance(loaded, tuple) and len(loaded) == 3 and isinstance(loaded[0], Grammar) \
        and isinstance(loaded[1], Segmenter) and isinstance(loaded[2], FrameBuilder)


class Extractor:
    """Runs segment → pipeline → frames for documents, with one rules directory.

    Args:
        rules_dir: a rules directory, or None for the shipped one.
        fast: False (default) sends every candidate segment through the spaCy pipeline
            (tokenizer + component); True scans it with the component's grammar directly.
            Both give the same claims (``benchmarks/extract_fingerprint.py --compare``).
    Raises:
        RuleError: the rules data is broken.
    """

    def __init__(self, rules_dir: str | None = None, *, fast: bool = False) -> None:
        self.fast = fast
        self.rules_dir = rules_dir
        self.resources = res = load_resources(rules_dir)

        def build():
            grammar = grammar_for(res)
            try:
                return grammar, Segmenter(res), FrameBuilder(res, grammar)
            except re.error as exc:  # a pattern of the rules data the frames compile (grammar.yaml …)
                path, line, near = located(res.root, exc, "grammar.yaml")
                raise RuleError("E010", path=path, line=line, column=1,
                                problem=f"cannot compile a pattern of it: {exc}{near}") from None
        # compiling the patterns is most of the build: loaded from the build cache when it holds
        # this rules and code version (claimcheck.resources.cache)
        self.grammar, self.segmenter, self.frames = cached_build(
            "extractor", res.hash, build, shared={"resources": res}, valid=_is_build)
        remember_grammar(res, self.grammar)
        self._nlp = None
        # what depends on a segment's text alone (and the document date), kept across documents:
        # versions of one document and the files of one corpus repeat most of their paragraphs
        self._hit_memo: dict[tuple[str, dt.date | None], list[Hit]] = {}
        self._name_memo: dict[str, list[tuple]] = {}
        self._confirm_memo: dict[str, bool] = {}
        if not fast:
            self.nlp  # noqa: B018  (the reference path builds its pipeline up front, as it always did)
        gr = self.grammar
        # the prefilter, on the normalised text (full-width letters are ASCII there): a digit (any
        # script: the grammar's \d), a Chinese numeral or unit, a URL (a link of its section even
        # without a claim), or a whole word that some pattern needs — relative dates, English
        # numbers, the grammar's digit-less starts.  Month names are none: every English date
        # pattern needs a digit too.  Each is a necessary condition of some hit, so a text
        # without any has no hits (tests/test_segment_pipeline.py checks it on real texts).
        words = [*gr.relative_dates, *gr.relative_periods, *gr.english_numbers, *gr.english_tens,
                 *gr.english_scales, *gr.prefilter_words]
        self._prefilter_chars = re.compile(r"[\d" + "".join(gr.digits) + "".join(gr.units_zh) + VULGAR_FRACTIONS + "]")
        self._prefilter_words = regex_code.compile(r"https?://|www\.|" + words_search(words, any_space=True, ignore_case=True), re.IGNORECASE)

    def warm(self) -> "Extractor":
        """Load now what the first document would load lazily — pint's answers about units
        from the build cache (:class:`~claimcheck.resources.units.UnitAnswers`), or, with
        caching off, the pint registry itself (its import alone is about 0.25 s) — and return
        this extractor.  The process pool calls it before forking, so every worker inherits
        them instead of loading its own (issue 18: each of two workers paid pint again)."""
        if not self.resources.units.load():  # pint's answers from the build cache, else pint itself
            self.resources.ureg  # noqa: B018  (built on first use, see Resources.ureg)
        return self

    def forget(self) -> None:
        """Forget every text seen so far: empty the memos keyed by text (this extractor's, its
        frame builder's, entity resolver's and grammar's), so the next document is extracted as if it were
        the first.  Claims are the same either way; benchmarks use it to time unseen text."""
        for owner in (self, self.frames, self.frames.entities, self.grammar):
            for name, value in vars(owner).items():
                if name.endswith("memo") and isinstance(value, dict):
                    value.clear()
        self.frames._setup_memo = None

    @property
    def nlp(self):
        """The spaCy pipeline (mixed tokenizer + ``claimcheck_quantities``), built on first use:
        the fast path never needs it, so ``check``, ``audit`` and ``index`` never import spaCy."""
        if self._nlp is None:
            from claimcheck.extraction.component import make_nlp
            self._nlp = make_nlp(self.rules_dir)
            self._nlp.get_pipe("claimcheck_quantities").grammar = self.grammar  # one grammar for both paths
        return self._nlp

    @property
    def component(self):
        """The pipeline's ``claimcheck_quantities`` component (its grammar is :attr:`grammar`)."""
        return self.nlp.get_pipe("claimcheck_quantities")

    def may_hold_claim(self, text: str) -> bool:
        """The prefilter: True when ``text`` (a segment, str) has a character or word that can
        start a claim — a digit, a Chinese numeral or unit, a URL, a relative-date or English
        number word, a weekday, ….  A text without any has no grammar hits, so it skips the
        pipeline."""
        s = self.grammar.normalise_text(text)
        return bool(self._prefilter_chars.search(s) or self._prefilter_words.search(s))

    def hits(self, segment_text: str, date: dt.date | None) -> list[Hit]:
        """The grammar hits of one text (offsets into ``segment_text``), or [] when the prefilter
        finds nothing that can start a claim.

        By default the spaCy pipeline (tokenizer + component) runs and ``doc._.cc_hits`` is
        returned; ``fast=True`` calls ``Grammar.scan`` of the ``claimcheck_quantities`` component —
        what the component itself calls on ``doc.text`` — without building the ``Doc``.
        """
        if not self.may_hold_claim(segment_text):
            return []
        if self.fast:
            return self.grammar.scan(segment_text, date)
        doc = self.nlp.make_doc(segment_text)
        doc._.cc_doc_date = date
        doc = self.component.annotate(doc, segment_text)  # the component on the text the doc is made of
        return doc._.cc_hits or []

    def extract(self, document: Document, numbers: str = "claims",
                progress: Callable[[float], None] | None = None) -> DocumentExtract:
        """All claims of one document (``numbers="all"``: bare numbers too, see :func:`claimcheck.extract_text`).

        ``progress``, when given, hears the share of the document done (0.0–1.0) every
        ``PROGRESS_EVERY`` segments, for a progress bar inside one big file."""
        date = dt.date.fromisoformat(document.date) if document.date else None
        ctx = DocContext(path=document.path, date=date)
        segments = list(self.segmenter.segments(document))
        seg_hits: list[list[Hit]] = []
        total = max(1, len(segments))
        # a repeated text (in this document or an earlier one) has the same hits on the same date
        hit_memo = self._hit_memo
        for i, seg in enumerate(segments):
            if progress is not None and i % PROGRESS_EVERY == 0:
                progress(GRAMMAR_SHARE * i / total)
            hits = hit_memo.get((seg.text, date))
            if hits is None:
                hits = _remember(hit_memo, (seg.text, date), self.hits(seg.text, date), len(seg.text))
            seg_hits.append(self.frames.segment_hits(seg, list(hits)))
            if seg.kind in ("heading", "field"):
                self.frames.section_info(ctx, seg, hits)
        claims: list[Claim] = []
        names: Counter = Counter()
        name_locations: dict = {}
        confirmations: list = []
        subjects: Counter = Counter()
        model_names: set = set()
        name_memo = self._name_memo
        for seg in segments:
            found = name_memo.get(seg.text)
            if found is None:
                found = _remember(name_memo, seg.text, self._names(seg.text), len(seg.text))
            for canonical, surface, start, mtype, is_subject in found:
                names[canonical] += 1
                name_locations.setdefault(surface, (seg.line, seg.offset + start + 1, mtype))
                if mtype == "model":
                    model_names.add(canonical)
                if is_subject:
                    subjects[canonical] += 1
        ctx.doc_subject = self.frames.document_subject(subjects) or subject_mod.title_subject(self.frames, segments, subjects)
        ctx.model_names = tuple(sorted(model_names))
        confirm_memo = self._confirm_memo
        for i, (seg, hits) in enumerate(zip(segments, seg_hits)):
            if progress is not None and i % PROGRESS_EVERY == 0:
                progress(GRAMMAR_SHARE + (1 - GRAMMAR_SHARE) * i / total)
            if hits:
                claims.extend(self.frames.claims(ctx, seg, hits, numbers=numbers))
            confirmed = confirm_memo.get(seg.text)
            if confirmed is None:
                confirmed = _remember(confirm_memo, seg.text, self.frames.is_confirmation(seg.text), len(seg.text))
            if confirmed:
                confirmations.append((self.frames.segment_subject(ctx, seg, hits), seg.line))
        claims = conditions_mod.settle_rows(self.frames, segments, claims)
        claims = [_share_settled(ctx, c) for c in claims]
        claims.sort(key=lambda c: (c.line, c.column))
        return DocumentExtract(document, segments, claims, names, name_locations, confirmations)

    def _names(self, segment_text: str) -> list[tuple[str, str, int, str, bool]]:
        """The entity mentions of one segment text as (canonical, surface, start, type, is_subject).

        ``is_subject``: the mention is of a subject type (engine, method, paper, benchmark) and
        not right after a baseline marker ("相对 vLLM" names a baseline, not what the text is about).
        Returns plain tuples so a repeated text reuses them (see :meth:`extract`).
        """
        text = self.grammar.normalise_text(segment_text)
        return [(m.canonical, m.surface, m.start, m.type,
                 m.type in ("engine", "method", "paper", "benchmark")
                 and not self.frames.after_baseline_marker(text, m.start))
                for m in self.frames.entities.mentions(text)]


def _share_settled(ctx: DocContext, claim: Claim) -> Claim:
    """``claim`` with the document's shared conditions and flags (:meth:`DocContext.share`): the
    claims a later pass rebuilt (a table row's settings, ``role=setting``) hold new tuples."""
    conditions, flags = ctx.share(claim.conditions), ctx.share(claim.flags)
    if conditions is claim.conditions and flags is claim.flags:
        return claim
    return replace(claim, conditions=conditions, flags=flags)


def _remember(memo: dict, key, value, size: int):
    """Store ``value`` under ``key`` in ``memo`` when the text (``size`` characters) is short enough
    to keep (``MEMO_MAX_TEXT``); a full memo (``MEMO_TEXTS``) starts again.  Returns ``value``."""
    if size <= MEMO_MAX_TEXT:
        if len(memo) >= MEMO_TEXTS:
            memo.clear()  # bounded: the memo only ever saves time
        memo[key] = value
    return value


_SHARED: dict[str, Extractor] = {}


def shared_extractor(rules_dir: str | None = None) -> Extractor:
    """The process's one :class:`Extractor` for ``rules_dir`` (None: the shipped rules), built on
    first use: building compiles the grammar (from the on-disk cache of
    :mod:`claimcheck.resources.cache` when it holds it), so ``check``, ``audit`` and ``index``
    share it.  It takes the fast path (no spaCy ``Doc``; identical claims).

    Raises:
        RuleError: the rules data is broken.
    """
    key = str(rules_dir)
    if key not in _SHARED:
        _SHARED[key] = Extractor(rules_dir, fast=True)
    return _SHARED[key]
