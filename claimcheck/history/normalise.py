"""Text normalisers of the history stage: how claims' sentences, section titles and names are
compared across versions (markup, link targets, emoji, spacing, numbering and case ignored).

A leaf module: :mod:`~claimcheck.history.incremental` (changelog lines),
:mod:`~claimcheck.history.tracks` (anchors) and :mod:`~claimcheck.history.revisions` (whether a
changelog note names a claim) all read text through it.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache


_LINK_TARGET = re.compile(r"\]\([^)]*\)|<[^>]+>|https?://\S+")
_MARKUP = re.compile(r"[*_`\[\]#>|]")
_SPACES = re.compile(r"\s+")
_IDENT = re.compile(r"[A-Za-z][\w.\-]*\d[\w.\-]*|\d+[A-Za-z][\w.\-]*|[A-Za-z]+[a-z][A-Z]\w*|\d{3,}")
_NUMBERING = re.compile(r"^(?:§?\d+(?:\.\d+)*\.?|[一二三四五六七八九十]+、|第[一二三四五六七八九十百\d]+[章节部分])\s*")


_SYMBOLS = re.compile("[\u2190-\u21ff\u2300-\u23ff\u2460-\u27bf\u2b00-\u2bff\ufe00-\ufe0f\u200b-\u200f"
                      "\U0001f000-\U0001faff]")


@lru_cache(maxsize=4096)
def _norm_text(text: str) -> str:
    """Text with markup, link targets, emoji and spacing differences removed, casefolded (the
    last 4,096 texts' are kept: the walk anchors the claims of a changed paragraph again in
    every version it changes, issue 18)."""
    text = _LINK_TARGET.sub(" ", text)
    if not text.isascii():
        text = _SYMBOLS.sub("", unicodedata.normalize("NFKC", text))
    text = _MARKUP.sub(" ", text)
    return _SPACES.sub(" ", text).strip().casefold()


@lru_cache(maxsize=4096)
def _norm_title(title: str) -> str:
    """A heading title without its numbering and version stamps (``§3.3 …``, ``（v267）``); the
    last 4,096 titles' are kept (every anchor normalises the titles of its section path)."""
    title = _NUMBERING.sub("", unicodedata.normalize("NFKC", title).strip())
    title = re.sub(r"\bv?\d+(?:\.\d+)*\b", "#", title)
    return _norm_text(title)


_FOLD = re.compile(r"[\s\-_./]+")


@lru_cache(maxsize=4096)
def _fold(name: str) -> str:
    """``name`` without spaces, hyphens, underscores, dots and slashes, casefolded (the last 4,096
    texts' are kept: every matching step anchors the claims of the paragraphs that changed and
    of those that went, their sentences, row labels and section titles; issue 18)."""
    return _FOLD.sub("", name).casefold()
