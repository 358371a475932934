"""Which lines of a document are no prose: Markdown indented code blocks and a YAML front matter.

Code is no prose: the segmenter reads no claims in fenced code (:mod:`claimcheck.text.fences`)
nor in an indented code block (CommonMark 0.31 §4.4: lines indented four or more spaces that
do not continue a paragraph or a list item).  Which indented lines are code depends on the
blocks around them — "    - 2 GPUs" under a list item continues the item — so they are found
with markdown-it-py, the project's Markdown parser, over the whole document, and only in
Markdown documents (``.md``, ``.markdown`` and the standard input): a plain-text note may indent
its paragraphs.

A front matter (a ``---`` line first, ``key: value`` lines, a closing ``---`` or ``...``: the
Jekyll / Hugo / Pandoc convention) is metadata, not paragraphs: its numbers are no claims; its
``title:`` line still names the document (:func:`claimcheck.frames.subject.title_subject`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from claimcheck.text.ingest import STDIN_SHOWN

#: files read as Markdown (their indented code blocks are code; STDIN_SHOWN, the standard input, too)
MARKDOWN_SUFFIXES = (".md", ".markdown")
#: a front matter longer than this many lines is not looked for further (a document that opens
#: with a thematic break and never closes it is no front matter)
FRONT_MATTER_MAX_LINES = 200

_INDENTED = re.compile(r"(?m)^(?: {4}|\t)[^\S\n]*\S")
_FRONT_KEY = re.compile(r"^[A-Za-z_][\w-]*\s*:")
_PARSER = None


@dataclass(frozen=True)
class Layout:
    """The lines of a document that hold no prose (0-based line indexes).

    Attributes:
        code: lines of indented code blocks (fenced blocks are :func:`claimcheck.text.fences.fenced_lines`).
        front_matter: the front matter's lines, its two delimiters included.
    """

    code: frozenset[int] = frozenset()
    front_matter: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.code or self.front_matter)

    def window(self, first: int, count: int) -> "Layout":
        """The layout of lines ``first`` … ``first + count - 1``, renumbered from 0 (a paragraph's own)."""
        last = first + count
        return Layout(frozenset(i - first for i in self.code if first <= i < last),
                      frozenset(i - first for i in self.front_matter if first <= i < last))

    def shifted(self, by: int) -> "Layout":
        """The layout with every line index moved by ``by`` (lines put before the text)."""
        return Layout(frozenset(i + by for i in self.code), frozenset(i + by for i in self.front_matter))


def is_markdown(path: str) -> bool:
    """True when the document at ``path`` (as shown) is read as Markdown: ``.md``, ``.markdown``
    or the standard input (a draft piped in is most often Markdown)."""
    return path == STDIN_SHOWN or path.lower().endswith(MARKDOWN_SUFFIXES)


def front_matter_lines(lines: list[str]) -> frozenset[int]:
    """The lines of the document's front matter (0-based, delimiters included), or none: the first
    line is ``---``, a later line within :data:`FRONT_MATTER_MAX_LINES` is ``---`` or ``...``,
    and a line between them is a ``key:`` line (so a thematic break over a paragraph is none)."""
    if not lines or lines[0].rstrip() != "---":
        return frozenset()
    for end in range(1, min(len(lines), FRONT_MATTER_MAX_LINES)):
        if lines[end].rstrip() in ("---", "..."):
            if any(_FRONT_KEY.match(line) for line in lines[1:end]):
                return frozenset(range(end + 1))
            return frozenset()
    return frozenset()


def indented_code_lines(text: str) -> frozenset[int]:
    """The non-blank lines (0-based) of the indented code blocks of the Markdown ``text``, as
    markdown-it-py's CommonMark parser reads them (block structure only: the inline rules do
    not run).  Costs nothing when no line is indented four spaces or a tab."""
    # (a line indented four spaces or a tab starts the text or follows a newline: two literal
    # searches rule most texts out at a fifth of the pattern's cost, which an audit pays per version)
    if not (text.startswith(("    ", "\t")) or "\n    " in text or "\n\t" in text) or not _INDENTED.search(text):
        return frozenset()
    global _PARSER
    if _PARSER is None:
        from markdown_it import MarkdownIt
        _PARSER = MarkdownIt("commonmark").disable(["inline", "text_join"], ignoreInvalid=True)
    lines = text.split("\n")
    out: set[int] = set()
    for token in _PARSER.parse(text):
        if token.type == "code_block" and token.map:
            out.update(i for i in range(token.map[0], min(token.map[1], len(lines))) if lines[i].strip())
    return frozenset(out)


def layout(text: str, path: str) -> Layout:
    """The :class:`Layout` of a document: its front matter, and, in a Markdown document
    (:func:`is_markdown`), its indented code blocks (the front matter blanked first, so its
    lines never open a block)."""
    # a front matter opens the text: the first lines tell (the whole text is split only then)
    front = front_matter_lines(text.split("\n", FRONT_MATTER_MAX_LINES)) if text.startswith("---") else frozenset()
    code: frozenset[int] = frozenset()
    if is_markdown(path):
        body = text if not front else "\n" * len(front) + "\n".join(text.split("\n")[len(front):])
        code = indented_code_lines(body)
    return Layout(code, front)
