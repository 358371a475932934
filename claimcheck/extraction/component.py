"""spaCy integration: the mixed-script tokenizer and the ``claimcheck_quantities`` component.

One module registers every factory and declares every extension (spaCy's
``factories.py`` habit, ``../shared/STYLE.md`` items 1–2): factories are prefixed
``claimcheck_``, ``Doc``/``Span`` attributes ``cc_``.  Nothing here downloads a model:
:func:`make_nlp` builds on ``spacy.blank("xx")``.

Usage by a spaCy user::

    import spacy, claimcheck.extraction.component
    nlp = spacy.blank("xx")
    nlp.tokenizer = claimcheck.extraction.component.MixedTokenizer(nlp.vocab)
    nlp.add_pipe("claimcheck_quantities")
    doc = nlp("DSpark 达 383.7 tok/s")
    [(s.text, s.label_) for s in doc.spans["cc_quantities"]]   # [('383.7 tok/s', 'quantity')]
"""
from __future__ import annotations

import re
from decimal import Decimal
import warnings

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Span
from spacy.util import registry

from claimcheck.extraction.compiled import grammar_for  # noqa: F401  (re-exported: built once, cached)
from claimcheck.extraction.grammar import Grammar
from claimcheck.resources import load_resources

SPAN_KEY = "cc_quantities"

#: every extension claimcheck sets, in one table: name → (object, default)
EXTENSIONS = {
    "cc_hits": (Doc, None),        # list[Hit]: the grammar's hits, offsets into doc.text
    "cc_doc_date": (Doc, None),    # datetime.date used to resolve years and relative dates
    "cc_hit": (Span, None),        # the Hit behind a span of doc.spans["cc_quantities"]
}


def _register_extensions() -> None:
    for name, (cls, default) in EXTENSIONS.items():
        if not cls.has_extension(name):
            cls.set_extension(name, default=default)


_register_extensions()

# one token: a run of Latin letters/digits with the inner marks that keep numbers,
# units, versions and settings whole (383.7, 4.5×, tok/s, v0.5.0, 2511.02230v7, bs=1,
# TP8, DeepSeek-V4-Pro); each CJK character; each other non-space character.
_TOKEN = re.compile(
    r"[A-Za-z0-9\uff10-\uff19](?:[A-Za-z0-9\uff10-\uff19]|[._=:+\-,](?=[A-Za-z0-9])|(?<=[A-Za-z])/(?=[A-Za-z0-9]))*[%×]?"
    r"|[\u3400-\u9fff]"
    r"|\S"
)
_TOKEN_GAP = re.compile("(" + _TOKEN.pattern + r")(\s*)")
_LEADING_SPACE = re.compile(r"\s*")


class MixedTokenizer:
    """A tokenizer for mixed Chinese/English text.

    Splits at CJK/Latin boundaries and at full-width punctuation; keeps numbers with
    their decimal point and thousands separators, ``×``/``%`` suffixes, ``tok/s``,
    versions and settings whole.  Each CJK character is one token (like
    ``spacy.blank("zh")``'s character segmentation), so no model is needed.
    """

    def __init__(self, vocab) -> None:
        self.vocab = vocab

    def __call__(self, text: str) -> Doc:
        words, spaces = [], []
        # each token with the white space after it (tokens hold none and \S is the last
        # alternative, so the gaps between tokens are white space only): one findall, no
        # second look at the match objects
        lead = _LEADING_SPACE.match(text).end()
        if lead:
            words.append(text[:lead])
            spaces.append(False)
        for word, gap in _TOKEN_GAP.findall(text, lead):
            words.append(word)
            if not gap:
                spaces.append(False)
            elif gap == " ":
                spaces.append(True)
            elif gap[0] == " ":
                # keep every other run of white space as its own token so doc.text == text
                spaces.append(True)
                words.append(gap[1:])
                spaces.append(False)
            else:
                spaces.append(False)
                words.append(gap)
                spaces.append(False)
        return Doc(self.vocab, words=words, spaces=spaces)

    # spaCy serialisation hooks (nothing to save: the tokenizer has no state)
    def to_bytes(self, **kwargs) -> bytes:
        return b""

    def from_bytes(self, data: bytes, **kwargs) -> "MixedTokenizer":
        return self

    def to_disk(self, path, **kwargs) -> None:
        pass

    def from_disk(self, path, **kwargs) -> "MixedTokenizer":
        return self


@registry.tokenizers("claimcheck.MixedTokenizer.v1")
def create_mixed_tokenizer():
    """Registered factory so a config can say ``@tokenizers = "claimcheck.MixedTokenizer.v1"``."""
    def make(nlp):
        return MixedTokenizer(nlp.vocab)
    return make


class QuantityRecognizer:
    """The ``claimcheck_quantities`` component: grammar hits as spans in ``doc.spans["cc_quantities"]``.

    Shaped like spaCy's SpanRuler: keyword-only config; the grammar enters through
    :meth:`initialize` (or the ``rules_dir`` config); ``__call__`` finds hits, then
    sets annotations.  Span labels are the claim kinds (``quantity``, ``ratio`` …) and
    ``condition``; each span's ``._.cc_hit`` is its :class:`~claimcheck.extraction.hit.Hit`.
    """

    def __init__(self, nlp: Language, name: str = "claimcheck_quantities", *, rules_dir: str | None = None) -> None:
        self.name = name
        self.grammar: Grammar | None = None
        self.rules_dir = rules_dir
        if rules_dir is not None or True:
            self.initialize(rules_dir=rules_dir)

    def initialize(self, get_examples=None, *, nlp=None, rules_dir: str | None = None) -> None:
        """Load the grammar of ``rules_dir`` (None: the shipped rules)."""
        self.grammar = grammar_for(load_resources(rules_dir))

    def __call__(self, doc: Doc) -> Doc:
        return self.annotate(doc, doc.text)

    def annotate(self, doc: Doc, text: str) -> Doc:
        """What ``__call__`` does, for a caller that holds the text the ``doc`` was made from
        (``text == doc.text``, str): spaCy builds ``doc.text`` token by token on every read,
        which cost the extractor as much as its tokenizer's own loop.

        Returns:
            ``doc`` with ``doc._.cc_hits`` (list[Hit]) and ``doc.spans["cc_quantities"]`` set.
        """
        if self.grammar is None:
            warnings.warn("[W001] claimcheck_quantities has no grammar loaded; call initialize()")
            return doc
        hits = self.grammar.scan(text, doc._.cc_doc_date)
        spans = []
        for hit in hits:
            if hit.kind in ("url",):
                continue
            span = doc.char_span(hit.start, hit.end, label=hit.kind, alignment_mode="expand")
            if span is None:
                continue
            span._.cc_hit = hit
            spans.append(span)
        doc._.cc_hits = hits
        doc.spans[SPAN_KEY] = spans
        return doc


@Language.factory("claimcheck_quantities", default_config={"rules_dir": None})
def make_quantity_recognizer(nlp: Language, name: str, rules_dir: str | None) -> QuantityRecognizer:
    """Factory of :class:`QuantityRecognizer` (``nlp.add_pipe("claimcheck_quantities")``)."""
    return QuantityRecognizer(nlp, name, rules_dir=rules_dir)


def make_nlp(rules_dir: str | None = None) -> Language:
    """A blank multi-language pipeline with the mixed tokenizer and ``claimcheck_quantities``."""
    nlp = spacy.blank("xx")
    nlp.tokenizer = MixedTokenizer(nlp.vocab)
    # our tokenizer and component are linear and keep no per-token model state, so spaCy's
    # 1,000,000-character guard (E088, meant for parsers) would only turn long lines into crashes;
    # the input size is bounded by ingest's --max-bytes instead
    nlp.max_length = 10 ** 9
    nlp.add_pipe("claimcheck_quantities", config={"rules_dir": rules_dir})
    return nlp
