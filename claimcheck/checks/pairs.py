"""Pairs of figures through an index instead of pair by pair (issue 18): CC202's nearest pair
of a relative and an absolute figure from two sources, and the pairs of CC201 worth a test.

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

CC201 value-conflict compared every two figures of a group the same way, and in one long note
almost every pair fails its first test: one document's figures pair only when they state the
same settings (:func:`value_pairs`), the reversed reading needs two figures whose subject and
baseline are each other's (:func:`keyed_pairs`: asked once per two distinct names), and the
cross-document readings skip a figure's own document (:func:`run_bounds`).  Each yields the
pairs the loop over every pair kept, in its order (``tests/test_pairs.py``).

CC205 name-variant compared each unknown name with every discovered name of a similar length,
and a note naming thousands of systems made that quadratic.  :class:`EditIndex` finds the names
within a few edits of a name through their deletion neighbourhoods, so each name costs the
lookups of its own few deletions, whatever the number of names.
"""
from __future__ import annotations

import bisect
import heapq
from collections import defaultdict
from typing import Callable, Hashable, Iterable, Iterator, Sequence

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from claimcheck.checks.context import settings_agree
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

    def nearest(self, x: Claim, admits: Callable[[Claim, Claim], bool] | None = None) -> tuple[int, int, Claim] | None:
        """(distance in lines, place, figure) of the nearest figure of the group that is not
        given in ``x``'s own sentence by its own speaker (and that ``admits(x, figure)``, when
        given); the earliest place among equally near."""
        lines, items = self.lines, self.items
        pos = bisect.bisect_left(lines, x.line)
        best = None
        for j in range(pos, len(lines)):  # at or below x's line: the first that qualifies
            index, a = items[j]
            if not _same_speaker_sentence(x, a) and (admits is None or admits(x, a)):
                best = (lines[j] - x.line, index, a)
                break
        if pos > 0:  # above x's line (never x's own sentence): the nearest line with a figure
            found = None  # admitted, its first such figure
            for j in range(pos - 1, -1, -1):
                if found is not None and lines[j] != lines[found]:
                    break
                if admits is None or admits(x, items[j][1]):
                    found = j
            if found is not None:
                index, a = items[found]
                if best is None or (x.line - lines[found], index) < best[:2]:
                    best = (x.line - lines[found], index, a)
        return best


class SentenceSettings:
    """The settings each sentence states for its figures: per (file, line, sentence), every
    condition some figure of it states, where all its figures that state the key agree
    (conditions other than ``baseline`` and ``column``).

    Args:
        claims: the figures of a check.
    """

    def __init__(self, claims: Iterable[Claim]) -> None:
        said: dict[tuple, dict[str, set]] = defaultdict(lambda: defaultdict(set))
        for c in claims:
            for k, v in c.conditions:
                if k not in _NOT_SETTINGS:
                    said[(c.file, c.line, c.text)][k].add(v)
        self.by_sentence = {key: {k: next(iter(v)) for k, v in keys.items() if len(v) == 1}
                            for key, keys in said.items()}

    def of(self, c: Claim) -> dict[str, str]:
        """``c``'s own conditions, completed with those its sentence states (its own win)."""
        sentence = self.by_sentence.get((c.file, c.line, c.text))
        own = c.conditions_dict
        if not sentence:
            return own
        return {**sentence, **own}


#: condition keys that belong to one figure, not to its sentence
_NOT_SETTINGS = ("baseline", "column")


def settings_compatible(settings: SentenceSettings, relative: Claim, absolute: Claim) -> bool:
    """CC202: a relative figure and an absolute one may be one result told two ways — no
    setting that both state (the relative figure's completed by its sentence,
    :class:`SentenceSettings`) differs (:func:`~claimcheck.checks.context.conditions_compatible`'s
    equality of values)."""
    return settings_agree(settings.of(relative), absolute.conditions_dict, ignore=_NOT_SETTINGS)


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

    def _same_document(self, x: Claim, admits: Callable[[Claim, Claim], bool] | None = None
                       ) -> tuple[int, int, Claim] | None:
        """The nearest figure of ``x``'s document from another source (other_source in one
        document: another named source, in ``x``'s section or both named) that ``admits``."""
        named = self.names[id(x)]
        best = None
        groups = [g for n, g in self.in_section.get((x.file, x.section), {}).items() if n != named]
        if named:
            groups += [g for n, g in self.named_in_file.get(x.file, {}).items() if n != named]
        for group in groups:
            got = group.nearest(x, admits)
            if got is not None and (best is None or got[:2] < best[:2]):
                best = got
        return best

    def _other_documents(self, file: str) -> tuple[list[int], list[tuple[int, int, Claim]]]:
        """The figures outside ``file`` as (line, place, figure), by line then place, and their
        lines (for bisection)."""
        got = self._others.get(file)
        if got is None:
            rows = [] if self.files == {file} else \
                sorted(((a.line, i, a) for i, a in enumerate(self.absolute) if a.file != file), key=lambda r: r[:2])
            got = self._others[file] = ([r[0] for r in rows], rows)
        return got

    def nearest_pair(self, relative: list[Claim], across: Callable[[Claim, Claim], bool],
                     admits: Callable[[Claim, Claim], bool] | None = None) -> tuple[Claim, Claim] | None:
        """The pair (relative figure, absolute figure) from two sources that stand nearest:
        in one document if any pair there qualifies (the least distance in lines, then the
        earliest relative figure, then the earliest absolute one), else across documents among
        the pairs ``across`` admits (the same order).  None when no pair qualifies.

        Args:
            relative: the relative figures (one value), in order.
            across: whether a pair of figures of two documents counts (CC202's setup and
                citation tests, the repost tiers).  It may read anything of the relative figure
                but its line (the answers are shared by the relative figures that differ only in
                their line: copies of one sentence).
            admits: whether a pair counts at all (in one document or two), or None: any; the
                same contract.
        Returns:
            (relative, absolute) or None.
        """
        best = None
        for place, x in enumerate(relative):
            got = self._same_document(x, admits)
            if got is not None and (best is None or (got[0], place, got[1]) < best[0]):
                best = ((got[0], place, got[1]), x, got[2])
        if best is not None:
            return best[1], best[2]
        # across documents: the figures that qualify with a relative figure are worked out once
        # per kind of relative figure — its document, section, sentence, place in it, conditions
        # and source: what ``across`` and ``admits`` read of it (all but its line) — and each
        # relative figure then takes the nearest of them by bisection; a later one, which loses
        # ties, only when nearer.  The same pair the walk over every (relative, absolute) pair
        # finds; that walk was quadratic (ten notes repeating one line 800 times: 3.8 M tests,
        # fresh-user trial, session 14)
        qualifying: dict[tuple, tuple[list[int], list[tuple[int, int, Claim]]]] = {}
        for place, x in enumerate(relative):
            kind = (x.file, x.section, x.text, x.column, x.surface, x.conditions, x.source)
            got = qualifying.get(kind)
            if got is None:
                rows = [r for r in self._other_documents(x.file)[1]
                        if across(x, r[2]) and (admits is None or admits(x, r[2]))]
                got = qualifying[kind] = ([r[0] for r in rows], rows)
            lines, rows = got
            if not rows:
                continue
            right = bisect.bisect_left(lines, x.line)
            d = min(abs(x.line - lines[k]) for k in (right - 1, right) if 0 <= k < len(rows))
            if best is not None and d >= best[0][0]:
                continue  # (this figure comes later: at the same distance it loses the tie)
            at = [r for r in rows[bisect.bisect_left(lines, x.line - d):bisect.bisect_right(lines, x.line + d)]
                  if abs(x.line - r[0]) == d]
            _, index, a = min(at, key=lambda r: r[1])
            best = ((d, place, index), x, a)
        return (best[1], best[2]) if best is not None else None


# -- CC201: the pairs of one group worth a pair test ------------------------------------------
def run_bounds(claims: Sequence[Claim]) -> tuple[list[int], list[int]]:
    """(start, end) of the run of one document's figures around each place: ``claims[start[i]:end[i]]``
    are the neighbours of ``claims[i]`` (itself included) of its document with no figure of another
    document between them.  The claims of a check come in (file, line, column) order, so a run is a
    whole document; a figure of the same document outside its run (an unsorted list) is still
    possible, and the callers keep their own same-document test for it.

    Args:
        claims: figures with a ``file``.
    Returns:
        (start, end): two lists of places, one per figure.
    """
    n = len(claims)
    start, end = [0] * n, [n] * n
    for i in range(1, n):
        start[i] = start[i - 1] if claims[i].file == claims[i - 1].file else i
    for i in range(n - 2, -1, -1):
        end[i] = end[i + 1] if claims[i].file == claims[i + 1].file else i + 1
    return start, end


class OtherKeys:
    """The places of a sequence of keys, by key: :meth:`places` walks, in order, the places from
    one on whose key differs from a given place's — the pairs of equal keys (figures alike, or
    alike in their settings) are never visited, so many copies of one figure cost no pairs.

    Args:
        keys: one hashable key per place.
    """

    def __init__(self, keys: Sequence[Hashable]) -> None:
        self.keys = list(keys)
        by_key: dict[Hashable, list[int]] = defaultdict(list)
        for i, key in enumerate(self.keys):
            by_key[key].append(i)
        self.groups = list(by_key.items())

    def places(self, i: int, start: int) -> Iterator[int]:
        """The places ``j >= start``, ascending, with ``keys[j] != keys[i]``: merged from the
        other keys' places when there are few keys (many copies of few figures: the copies are
        never visited), else a walk that skips equal keys (each place costs one comparison, as
        the walk over every pair did)."""
        n = len(self.keys)
        mine = self.keys[i]
        if len(self.groups) > self.MAX_MERGED:
            keys = self.keys
            yield from (j for j in range(start, n) if keys[j] != mine)
            return
        runs = [places[bisect.bisect_left(places, start):] for key, places in self.groups if key != mine]
        yield from heapq.merge(*[r for r in runs if r])

    #: above this many distinct keys a walk with a comparison per place is cheaper than merging
    MAX_MERGED = 32


def value_pairs(claims: Sequence[Claim], stated: Sequence[Hashable], known: Sequence[bool],
                same_doc: bool, figures: Sequence[Hashable] | None = None) -> Iterator[tuple[int, int]]:
    """The places ``(i, j)``, ``i < j`` in pair-by-pair order, of the pairs of one CC201 group that
    survive its first test: with ``same_doc`` (rule parameter ``same_document_needs_conditions``)
    two figures of one document pair only when the first states a setting (``known[i]``) and both
    state the same (``stated``); figures of two documents always do.  Indexed by run and stated
    setting, so one long note's figures are not walked pair by pair (issue 18).  With
    ``figures`` (one key per figure: its value, bounds, qualifier and conditions), two figures
    with one key are never paired — they agree, so CC201 has nothing to report about them — and
    are never visited: a thousand notes quoting one figure were half a million pairs (issue 18).

    Args:
        claims: the group's figures, in order.
        stated: each figure's stated settings (hashable; compared with ``==``).
        known: each figure states a setting that names a setup.
        same_doc: one document's figures need the same stated settings.
        figures: optional key per figure; equal keys are never paired.
    Yields:
        (i, j) place pairs.
    """
    n = len(claims)
    keys = list(figures) if figures is not None else list(range(n))
    others = OtherKeys(keys).places
    if not same_doc:
        for i in range(n):
            for j in others(i, i + 1):
                yield i, j
        return
    _start, end = run_bounds(claims)
    alike: dict[tuple, list[int]] = defaultdict(list)  # (run, stated) → places, in order
    for i in range(n):
        alike[(end[i], stated[i])].append(i)
    for i, a in enumerate(claims):
        if known[i]:
            places = alike[(end[i], stated[i])]
            for k in range(bisect.bisect_right(places, i), len(places)):
                if keys[places[k]] != keys[i]:
                    yield i, places[k]
        for j in others(i, end[i]):  # after the run: another document, or this one again (unsorted)
            if claims[j].file != a.file or (known[i] and stated[i] == stated[j]):
                yield i, j


def keyed_pairs(keys: Sequence[Hashable], match: Callable[[Hashable, Hashable], bool],
                candidates: Callable[[Hashable], Iterable[Hashable]] | None = None) -> Iterator[tuple[int, int]]:
    """The places ``(i, j)``, ``i < j`` in pair-by-pair order, with ``match(keys[i], keys[j])``:
    ``match`` is asked at most once per two distinct keys, and a place looks only at the places of
    the keys it matches (CC201's reversed pairs: the test reads the figures' subject and baseline
    only).

    Args:
        keys: one hashable key per figure.
        match: the pair test on two keys (a pure function of them).
        candidates: the keys ``q`` for which ``match(p, q)`` may hold (each once; a superset is
            fine); None: every distinct key.
    Yields:
        (i, j) place pairs.
    """
    places: dict[Hashable, list[int]] = defaultdict(list)
    for i, k in enumerate(keys):
        places[k].append(i)
    distinct = list(places)
    partners = {p: [places[q] for q in (distinct if candidates is None else candidates(p)) if match(p, q)]
                for p in distinct}
    for i, k in enumerate(keys):
        tails = [(group, at) for group in partners[k] for at in [bisect.bisect_right(group, i)] if at < len(group)]
        if len(tails) == 1:
            group, at = tails[0]
            for m in range(at, len(group)):
                yield i, group[m]
        elif tails:
            for j in heapq.merge(*(_tail(group, at) for group, at in tails)):
                yield i, j


def _tail(group: list[int], at: int) -> Iterator[int]:
    """``group[at:]`` without a copy."""
    for m in range(at, len(group)):
        yield group[m]


class FoldPrefixIndex:
    """Names by their loose fold (:func:`~claimcheck.frames.entities.fold_loose`), for the names
    one name may name (:func:`~claimcheck.frames.entities.same_name`): when one name refines
    another, the shorter one's fold is a prefix of the longer one's (equal folds included: case
    folding works character by character and never makes or changes a separator), so
    :meth:`related` — the names whose fold is a prefix of ``name``'s or has it as a prefix — holds
    every name ``same_name`` may accept, and usually few others.

    Args:
        names: the names to index (any order; repeats are kept once).
        fold: the folding function (``fold_loose``).
    """

    def __init__(self, names: Iterable[str], fold: Callable[[str], str]) -> None:
        self.fold = fold
        self.by_fold: dict[str, list[str]] = defaultdict(list)
        for name in dict.fromkeys(names):
            self.by_fold[fold(name)].append(name)
        self.folds = sorted(self.by_fold)

    def related(self, name: str) -> list[str]:
        """The indexed names whose fold is a prefix of ``name``'s fold or starts with it."""
        f = self.fold(name)
        out = [n for k in range(len(f) + 1) for n in self.by_fold.get(f[:k], ())]  # f's prefixes, f included
        at = bisect.bisect_right(self.folds, f)  # longer folds that start with f
        while at < len(self.folds) and self.folds[at].startswith(f):
            out.extend(self.by_fold[self.folds[at]])
            at += 1
        return out


def swapped_candidates(keys: Sequence[tuple[str, str]], fold: Callable[[str], str]) -> Callable[[tuple], list]:
    """For CC201's reversed reading ("A 13× faster than B" / "B 13× faster than A"): given the
    (subject, baseline) keys of a group's figures, a function from one key to the distinct keys
    whose baseline may name its subject and whose subject may name its baseline — loose folds
    that prefix one another on both sides (:class:`FoldPrefixIndex`), a superset of the keys
    :func:`~claimcheck.frames.entities.same_name` accepts both ways.

    Args:
        keys: (subject, baseline) per figure, both non-empty names.
        fold: the folding function (``fold_loose``).
    Returns:
        ``candidates(key) -> list`` of distinct keys, each once (for :func:`keyed_pairs`).
    """
    with_subject: dict[str, list] = defaultdict(list)  # name → the distinct keys with it
    with_baseline: dict[str, list] = defaultdict(list)
    for key in dict.fromkeys(keys):
        with_subject[key[0]].append(key)
        with_baseline[key[1]].append(key)
    subjects, baselines = FoldPrefixIndex(with_subject, fold), FoldPrefixIndex(with_baseline, fold)

    def candidates(key: tuple) -> list:
        named = {other for name in subjects.related(key[1]) for other in with_subject[name]}
        return [other for name in baselines.related(key[0]) for other in with_baseline[name] if other in named]

    return candidates


def deletions(text: str, reach: int) -> set[str]:
    """``text`` and every string made from it by deleting up to ``reach`` characters (code
    points, so Chinese names as well as Latin ones): its deletion neighbourhood.  Each set of
    positions is deleted once (left to right), not once per order."""
    found = {text}
    if reach >= 1:
        found.update(text[:i] + text[i + 1:] for i in range(len(text)))
    if reach == 2:  # the usual reach (fuzzy.max_edits), spelt out: two positions i < j
        found.update(text[:i] + text[i + 1:j] + text[j + 1:] for j in range(len(text)) for i in range(j))
    elif reach > 2:
        layer = [(text, 0)]  # a string made, and where its next deletion may start
        for _ in range(reach):
            layer = [(s[:i] + s[i + 1:], i) for s, start in layer for i in range(start, len(s))]
            found.update(s for s, _ in layer)
    return found


class EditIndex:
    """Strings by their deletion neighbourhoods (:func:`deletions`), for the strings within
    ``reach`` edits (Levenshtein distance: insertions, deletions, substitutions) of a query.

    Two strings within ``reach`` edits of one another share a string made from each by
    deleting at most ``reach`` characters (a substitution deletes the character on both sides,
    an insertion on the other side), so the strings :meth:`near` a query are among those
    sharing one of its deletions; each is then measured (rapidfuzz ``Levenshtein.distance``).
    A query costs its own deletions (about ``len² / 2`` for a reach of 2) and the candidates
    found, not a pass over every key: CC205's near-miss search over the names of a long note.
    Memory: one entry per distinct deletion of the distinct keys, keyed by the deletion's hash
    (not the string: two deletions with one hash only add a candidate that is then measured)
    and holding a key's number, or a list of them when several keys share it.

    Args:
        keys: the strings (CC205: folded names), in order; repeats allowed.
        reach: the largest distance :meth:`near` accepts (``fuzzy.max_edits`` of
            rules/entities.yaml).
    """

    def __init__(self, keys: Iterable[str], reach: int) -> None:
        self.reach = reach
        where: dict[str, list[int]] = defaultdict(list)  # a key → where it stands in keys
        for i, key in enumerate(keys):
            where[key].append(i)
        self.keys = list(where)  # the distinct keys, numbered
        self.positions = list(where.values())
        by_deletion: dict[int, int | list[int]] = {}
        for number, key in enumerate(self.keys):
            for variant in deletions(key, reach):
                h = hash(variant)
                got = by_deletion.get(h)
                if got is None:
                    by_deletion[h] = number
                elif type(got) is int:
                    if got != number:
                        by_deletion[h] = [got, number]
                elif got[-1] != number:
                    got.append(number)
        self.by_deletion = by_deletion

    def near(self, query: str) -> list[int]:
        """The positions (ascending) of the keys within ``reach`` edits of ``query`` (equal keys
        included).

        Args:
            query: a string folded like the keys.
        Returns:
            positions in ``keys``; the same as testing every key's distance to ``query``.
        """
        by_deletion = self.by_deletion
        numbers = set()
        for variant in deletions(query, self.reach):
            got = by_deletion.get(hash(variant))
            if got is None:
                continue
            if type(got) is int:
                numbers.add(got)
            else:
                numbers.update(got)
        keys = self.keys
        numbers = list(numbers)
        candidates = [keys[n] for n in numbers]
        close = process.extract(query, candidates, scorer=Levenshtein.distance, score_cutoff=self.reach, limit=None)
        positions = self.positions
        return sorted(i for _, _, at in close for i in positions[numbers[at]])
