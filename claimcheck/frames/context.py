"""Claim frames, shared context: the per-document state (:class:`DocContext`, :class:`SectionInfo`),
clauses (:func:`clause_bounds`, :data:`CLAUSE_REACH`), word searches (:func:`words_search`),
heading titles and claim ids (:func:`claim_id`).

Used by every part of the frame (:mod:`~claimcheck.frames.subject`, :mod:`~claimcheck.frames.metric`,
:mod:`~claimcheck.frames.conditions`, :mod:`~claimcheck.frames.provenance`) and by
:class:`~claimcheck.frames.builder.FrameBuilder`; it imports no other part.
"""
from __future__ import annotations

import bisect
import datetime as dt
import functools
import hashlib
import re
from dataclasses import dataclass, field

from claimcheck.frames.entities import Mention

_OPEN = "（([「“\"『【"
_CLOSE = "）)]」”\"』】"
_CLAUSE_SPLIT = set("，,；;")


def _thousands_comma(text: str, i: int) -> bool:
    """The character at ``i`` is a comma between a digit and exactly three digits ("2,048")."""
    return text[i] == "," and 0 < i and text[i - 1].isdigit() and text[i + 1:i + 4].isdigit() \
        and not text[i + 4:i + 5].isdigit()


@functools.lru_cache(maxsize=256)
def _clause_cuts(text: str) -> tuple[int, ...]:
    """Offsets of the clause breaks of ``text`` (computed once per text: linear)."""
    depth = 0
    cuts = []
    for i, ch in enumerate(text):
        if ch in _OPEN and not (ch == '"' and depth > 0):
            depth += 1
        elif ch in _CLOSE and depth > 0:
            depth -= 1
        elif ch in _CLAUSE_SPLIT and depth == 0:
            if _thousands_comma(text, i):
                continue  # a thousands separator ("2,048 tok/s") cuts no clause
            cuts.append(i)
    return tuple(cuts)


def words_search(words, *, any_space: bool = False, ignore_case: bool = False) -> str:
    """A regex finding any of ``words`` as :func:`claimcheck.extraction.patterns._alt` reads them (a word
    that begins with an ASCII letter has no letter before it; one that ends with a letter or
    digit no letter, digit or _ after it); ``any_space``: a space in a word stands for any
    white space character.  ``ignore_case``: the pattern will be compiled with IGNORECASE, so the
    words of a group are grouped again by their first letter in either case (``v(?:llm|…)``):
    under IGNORECASE the regex engine enters every branch of an alternation at a position, and
    grouped it enters the branches of that position's letter only (same matches: two first
    letters that differ in every case never match at one position, and each group keeps the
    words' order; a group with a non-ASCII cased first letter or a leading space stays one
    alternation).

    The words are grouped by those two conditions, each group one alternation behind its
    condition and a class of its first characters, so a position inside a word or where no
    word starts fails at once (6x faster than one alternation with a lookbehind per word).

    Args:
        words: an iterable of words (any objects; read as ``str``, empty ones skipped), e.g. a
            list of rules/grammar.yaml.
    Returns: the pattern text (str), ``(?!)`` (matches nothing) when there are no words.
    """
    groups: dict[tuple[bool, bool], list[str]] = {}
    for w in sorted({str(w) for w in words if str(w)}, key=len, reverse=True):
        key = (bool(re.match(r"[A-Za-z]", w[0])), bool(re.match(r"[A-Za-z0-9]", w[-1])))
        groups.setdefault(key, []).append(w)
    parts = []
    for (left, right), ws in sorted(groups.items()):
        firsts = "".join(sorted({re.escape(w[0]) for w in ws}))
        esc = (lambda x: re.escape(x).replace(r"\ ", r"\s")) if any_space else re.escape
        if ignore_case and not any(w[0].isspace() or (not w[0].isascii() and w[0].lower() != w[0].upper()) for w in ws):
            by_first: dict[str, list[str]] = {}
            for w in ws:
                by_first.setdefault(w[0].lower(), []).append(esc(w[1:]))
            body = "|".join(esc(c) + "(?:" + "|".join(rests) + ")" for c, rests in by_first.items())
        else:
            body = "|".join(esc(w) for w in ws)
        parts.append((r"(?<![A-Za-z])" if left else "") + f"(?=[{firsts}])(?:{body})" + (r"(?![A-Za-z0-9_])" if right else ""))
    return "|".join(parts) or "(?!)"


#: a version number as written after a name ("0.14.1", "v2.1"): the tail that lets a name with its
#: version stand for the name (a figure's owner, a system column's cell, a name before a bracket)
VERSION_NUMBER = r"[vV]?\d+(?:\.\d+)+"

#: how far (characters) a clause, and the sentence read before and after it for an attribution,
#: reaches from a number.  Real clauses are far shorter (the longest in the seed and the real
#: corpora is under 600 characters); the bound keeps the work per claim constant on pathological
#: text (issue 3: linear time on a 1 MB line).
CLAUSE_REACH = 400

#: marks that end one item of an enumeration inside a clause ("A 提升 2.7 倍、B 降低 5 倍")
ITEM_MARK = re.compile(r"[、，,；;]")
#: a possessive after a name, English or Chinese ("vLLM's", "vLLM’s", "vLLM 的"): what follows is
#: that name's (its figure, its document); shared by subjects, baselines and document nouns
POSSESSIVE = r"(?:['’]s|的)"


def clause_bounds(text: str, pos: int) -> tuple[int, int]:
    """(start, end) of the clause of ``text`` around offset ``pos``.

    Clauses end at ，,；; outside brackets and quotes, so ``"85% 加速"（arXiv:…，CSDN）``
    stays one clause with its parenthesised source.  O(log n) per call after one linear
    pass per text.

    Args:
        text: the (normalised) sentence; pos: an offset in it (the number's start).
    Returns: (start, end) offsets (ints), each at most :data:`CLAUSE_REACH` from ``pos``.
    """
    cuts = _clause_cuts(text)
    i = bisect.bisect_left(cuts, pos)
    start = cuts[i - 1] + 1 if i > 0 else 0
    end = cuts[i] if i < len(cuts) else len(text)
    # a clause never reaches further than CLAUSE_REACH characters from the number: what is
    # read around each claim stays bounded, so a 1 MB sentence is processed in linear time
    return max(start, pos - CLAUSE_REACH), min(end, pos + CLAUSE_REACH)


_BRACKET_OPEN = "（([【"
_BRACKET_CLOSE = "）)]】"


@functools.lru_cache(maxsize=256)
def _bracket_parts(text: str) -> tuple[tuple[int, int], ...]:
    """The comma-separated parts of every bracket of ``text`` that has a clause break of its
    own: (start, end) offsets of each part, bracket marks excluded (linear, once per text)."""
    stack: list[tuple[int, list[int]]] = []  # (open offset, breaks directly inside it)
    parts: list[tuple[int, int]] = []
    for i, ch in enumerate(text):
        if ch in _BRACKET_OPEN:
            stack.append((i, []))
        elif ch in _BRACKET_CLOSE and stack:
            start, breaks = stack.pop()
            if breaks:
                edges = [start, *breaks, i]
                parts.extend((a + 1, b) for a, b in zip(edges, edges[1:]))
        elif ch in _CLAUSE_SPLIT and stack:
            if _thousands_comma(text, i):
                continue
            stack[-1][1].append(i)
    return tuple(sorted(parts))


@functools.lru_cache(maxsize=256)
def bracket_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Every matched bracket pair of ``text`` (round, full-width and lenticular: ``_BRACKET_OPEN``
    / ``_BRACKET_CLOSE``): (open offset, close offset) tuples, sorted by opening offset; an
    unmatched bracket opens or closes nothing (linear, once per text)."""
    stack: list[int] = []
    spans: list[tuple[int, int]] = []
    for i, ch in enumerate(text):
        if ch in _BRACKET_OPEN:
            stack.append(i)
        elif ch in _BRACKET_CLOSE and stack:
            spans.append((stack.pop(), i))
    return tuple(sorted(spans))


def figure_bounds(text: str, pos: int) -> tuple[int, int]:
    """(start, end) of the part of ``text`` that is the figure at ``pos``'s own: its clause
    (:func:`clause_bounds`), or — for a figure inside a bracket that lists figures separated by
    commas ("(2.7x for Llama 8B on 1xH100, 1.8x for Llama 70B on 4xH100)") — its part of the
    innermost such bracket.  A bracket does not cut the clause of a figure outside it (a source
    aside stays with its figure), but its parts are the figures' own settings: two figures of one
    bracket list must not read each other's.

    Args: text: the (normalised) sentence; pos: the figure's start offset.
    Returns: (start, end) offsets (ints), within :func:`clause_bounds` of ``pos``.
    """
    start, end = clause_bounds(text, pos)
    inner = None
    for a, b in _bracket_parts(text):
        if a > pos:
            break
        if a <= pos < b and (inner is None or b - a < inner[1] - inner[0]):
            inner = (a, b)
    if inner is None:
        return start, end
    return max(start, inner[0]), min(end, inner[1])


@dataclass
class SectionInfo:
    """What a section's heading and field lines say about every claim under it (filled by
    :func:`claimcheck.frames.provenance.section_info`, read by every claim of the section).

    Attributes:
        subject: the :class:`~claimcheck.frames.entities.Mention` the heading names, or None.
        attribution: the body of the section's source field line (``来源：…``), or None.
        urls, ids: URLs and ids (arXiv, DOI …) cited in the heading and field lines (str).
        text: the heading's first sentence.
        versions: (software name, version) the heading names ("## SGLang 0.5.4 实测"): the release
            its figures are of, when their own sentence names none.
    """

    subject: Mention | None = None
    attribution: str | None = None
    urls: list[str] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)
    text: str = ""
    versions: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class DocContext:
    """Per-document state shared by the claims of one document.

    Attributes:
        path: the document path; date: its date (datetime.date or None).
        sections: section path (tuple) → :class:`SectionInfo`.
        doc_subject: see :meth:`FrameBuilder.document_subject`.
        shared: the values :meth:`share` has handed out, each kept once.
    """

    path: str
    date: dt.date | None
    sections: dict[tuple, SectionInfo] = field(default_factory=dict)
    #: the system the whole document is about (a README's project), when one name dominates
    doc_subject: Mention | None = None
    #: the canonical names of the models the document names (a bare size "33B 上" refers to one)
    model_names: tuple = ()
    shared: dict = field(default_factory=dict, repr=False, compare=False)

    def share(self, value):
        """One object for equal immutable values of the document's claims (issue 18: a claim's
        section path, source, conditions, flags and document date recur on every claim of a
        sentence or section; kept once, a long note's claims take about a third less memory).

        Args:
            value: a hashable, immutable value (str, tuple of str, a frozen Source).
        Returns:
            the first value equal to ``value`` this document shared, else ``value``.
        """
        return self.shared.setdefault(value, value)


def heading_title(line: str) -> str:
    """The title of a heading line (str → str): the line without its Markdown ``#`` marker and
    the white space around it (the last element of a section key, see :class:`SectionInfo`)."""
    return re.sub(r"^#{1,6}\s*", "", line.strip()).strip()


def claim_id(file: str, section: str, sentence: str, surface: str, occurrence: int) -> str:
    """Stable claim id: SHA-1 (16 hex) of file, section path, the sentence with white space
    folded, the surface and its occurrence in the sentence.  Editing another line leaves it
    unchanged (DESIGN.md §3).

    Args: file path, section path (str), the sentence, the claim's surface and its occurrence
    (int, 0 first) among equal surfaces of the sentence.  Returns: 16 hex digits (str).
    """
    digest = _sentence_digest(file, section, sentence).copy()
    digest.update(f"\x1f{surface}\x1f{occurrence}".encode("utf-8"))
    return digest.hexdigest()[:16]


@functools.lru_cache(maxsize=256)
def _sentence_digest(file: str, section: str, sentence: str):
    """SHA-1 state after ``file \\x1f section \\x1f folded sentence`` (the part of a claim id
    that every claim of one sentence shares): folded and hashed once per sentence, not once per
    claim — a 100 KB comma-joined line of 5,600 figures spent 5 of its 13 s folding it again
    for each (fresh-user trial, session 18).  Callers copy it before updating."""
    folded = re.sub(r"\s+", " ", sentence).strip()
    return hashlib.sha1("\x1f".join((file, section, folded)).encode("utf-8"))
