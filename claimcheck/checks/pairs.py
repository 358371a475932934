"""The nearest pair of a relative and an absolute figure from two sources (CC202, issue 18).

CC202 basis-mismatch reports, for each value of a subject's relative figures, the pair of one
such figure and an absolute figure of the subject from another source that stand nearest
(:func:`~claimcheck.checks.context.other_source`): in the same document first, then across
documents.  Compared pair by pair, one large note (the demo corpus written 1,000 times into one
file) made this quadratic, and almost every pair of one document fails the source test: two
figures of one document come from two sources only when their named sources
(:func:`~claimcheck.checks.context.named_source`) differ and they share a section or both name
one.  :class:`AbsoluteIndex` groups the absolute figures by document, named source and section,
so a relative figure looks only at the groups that pass, and in each at the figures nearest its
line (a bisect).  The pair chosen is the one the pair-by-pair search chose: the least distance,
then the earliest relative figure, then the earliest absolute figure.
"""
from __future__ import annotations

import bisect
from collections import defaultdict
from typing import Callable

from claimcheck.model import Claim


def _same_speaker_sentence(a: Claim, b: Claim) -> bool:
    """One speaker's one sentence gives both figures ("22,282 tok/s, a 9x improvement")."""
    return (a.file == b.file and a.line == b.line and a.text == b.text
            and (a.source.attribution or "") == (b.source.attribution or "") and a.source.internal == b.source.internal)


class _Group:
    """Absolute figures in (line, place in the subject's list) order."""

    __slots__ = ("lines", "items")

    def __init__(self) -> None:
        self.lines: list[int] = []
        self.items: list[tuple[int, Claim]] = []

    def add(self, index: int, claim: Claim) -> None:
        self.lines.append(claim.line)
        self.items.append((index, claim))

    def sort(self) -> None:
        order = sorted(range(len(self.lines)), key=lambda k: self.lines[k])  # stable: places stay in order
        self.lines = [self.lines[k] for k in order]
        self.items = [self.items[k] for k in order]

    def nearest(self, x: Claim) -> tuple[int, int, Claim] | None:
        """(distance in lines, place, figure) of the nearest figure of the group that is not
        given in ``x``'s own sentence by its own speaker; the earliest place among equally near."""
        lines, items = self.lines, self.items
        pos = bisect.bisect_left(lines, x.line)
        best = None
        for j in range(pos, len(lines)):  # at or below x's line: the first that qualifies
            index, a = items[j]
            if not _same_speaker_sentence(x, a):
                best = (lines[j] - x.line, index, a)
                break
        if pos > 0:  # above x's line (another line: never x's own sentence): the nearest line's first
            k = bisect.bisect_left(lines, lines[pos - 1])
            index, a = items[k]
            if best is None or (x.line - lines[k], index) < best[:2]:
                best = (x.line - lines[k], index, a)
        return best


class AbsoluteIndex:
    """The absolute figures of one subject (``absolute``, in their order) indexed for the
    nearest-pair search of CC202.

    Args:
        absolute: the subject's absolute figures.
        names: ``id(claim)`` → :func:`~claimcheck.checks.context.named_source` of every figure.
    """

    def __init__(self, absolute: list[Claim], names: dict[int, str | None]) -> None:
        self.absolute = absolute
        self.names = names
        # (file, section) → named source → group; file → named source (a real name) → group
        self.in_section: dict[tuple, dict] = defaultdict(lambda: defaultdict(_Group))
        self.named_in_file: dict[str, dict] = defaultdict(lambda: defaultdict(_Group))
        for index, a in enumerate(absolute):
            named = names[id(a)]
            self.in_section[(a.file, a.section)][named].add(index, a)
            if named:
                self.named_in_file[a.file][named].add(index, a)
        for groups in (*self.in_section.values(), *self.named_in_file.values()):
            for group in groups.values():
                group.sort()
        self.files = {a.file for a in absolute}
        self._others: dict[str, list[tuple[int, Claim]]] = {}

    def _same_document(self, x: Claim) -> tuple[int, int, Claim] | None:
        """The nearest figure of ``x``'s document from another source (other_source in one
        document: another named source, in ``x``'s section or both named)."""
        named = self.names[id(x)]
        best = None
        groups = [g for n, g in self.in_section.get((x.file, x.section), {}).items() if n != named]
        if named:
            groups += [g for n, g in self.named_in_file.get(x.file, {}).items() if n != named]
        for group in groups:
            got = group.nearest(x)
            if got is not None and (best is None or got[:2] < best[:2]):
                best = got
        return best

    def _other_documents(self, file: str) -> list[tuple[int, Claim]]:
        """(place, figure) of the figures outside ``file``, in order."""
        got = self._others.get(file)
        if got is None:
            got = self._others[file] = [] if self.files == {file} else \
                [(i, a) for i, a in enumerate(self.absolute) if a.file != file]
        return got

    def nearest_pair(self, relative: list[Claim],
                     across: Callable[[Claim, Claim], bool]) -> tuple[Claim, Claim] | None:
        """The pair (relative figure, absolute figure) from two sources that stand nearest:
        in one document if any pair there qualifies (the least distance in lines, then the
        earliest relative figure, then the earliest absolute one), else across documents among
        the pairs ``across`` admits (the same order).  None when no pair qualifies.

        Args:
            relative: the relative figures (one value), in order.
            across: whether a pair of figures of two documents counts (CC202's setup and
                citation tests, the repost tiers).
        Returns:
            (relative, absolute) or None.
        """
        best = None
        for place, x in enumerate(relative):
            got = self._same_document(x)
            if got is not None and (best is None or (got[0], place, got[1]) < best[0]):
                best = ((got[0], place, got[1]), x, got[2])
        if best is not None:
            return best[1], best[2]
        for place, x in enumerate(relative):
            for index, a in self._other_documents(x.file):
                key = (abs(x.line - a.line), place, index)
                if (best is None or key < best[0]) and across(x, a):
                    best = (key, x, a)
        return (best[1], best[2]) if best is not None else None
