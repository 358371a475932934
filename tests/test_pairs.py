"""CC202's nearest-pair search through an index (claimcheck/checks/pairs.py, issue 18) chooses the
pair the pair-by-pair search chose: the same pair, or none, on generated figures of one and of
two documents, with named, unnamed and empty sources, shared lines and shared sentences."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from claimcheck.checks.context import other_source
from claimcheck.checks.pairs import AbsoluteIndex, _same_speaker_sentence


def _pair_by_pair(relative, absolute, names, across):
    """The search CC202 made before the index (the specification): every pair, filtered by
    speaker, source and the cross-document test, the nearest taken (same document first)."""
    pairs = [(x, a) for x in relative for a in absolute
             if not _same_speaker_sentence(x, a) and other_source(x, a, names)
             and (x.file == a.file or across(x, a))]
    if not pairs:
        return None
    return min(pairs, key=lambda p: (p[0].file != p[1].file, abs(p[0].line - p[1].line)))


def _figure(rng: random.Random, files: list[str]):
    attribution = rng.choice([None, "CSDN", "官方博客", ""])
    return SimpleNamespace(file=rng.choice(files), line=rng.randint(1, 12), section=rng.choice(["A", "A > B", "C"]),
                           text=rng.choice(["s1", "s2"]),
                           source=SimpleNamespace(attribution=attribution, internal=rng.random() < 0.2,
                                                  tier=rng.choice(["unknown", "tertiary"])))


@pytest.mark.parametrize("files", [["note.md"], ["a.md", "b.md"], ["a.md", "b.md", "c.md"]])
def test_the_index_chooses_the_pair_the_pair_by_pair_search_chose(files):
    rng = random.Random(len(files))
    for _ in range(300):
        relative = [_figure(rng, files) for _ in range(rng.randint(1, 5))]
        absolute = [_figure(rng, files) for _ in range(rng.randint(1, 9))]
        # named sources: a name, none, or an attribution that names nothing ("")
        names = {id(c): {None: None, "": "", "CSDN": "csdn", "官方博客": "官方博客"}[c.source.attribution]
                 for c in relative + absolute}
        names.update({id(c): None for c in relative + absolute if rng.random() < 0.2})

        def across(x, a):
            return (x.line + a.line) % 3 != 0 or x.source.tier == "tertiary"

        want = _pair_by_pair(relative, absolute, names, across)
        got = AbsoluteIndex(absolute, names).nearest_pair(relative, across)
        assert (got is None) == (want is None)
        if want is not None:
            assert got[0] is want[0] and got[1] is want[1]


def test_figures_of_one_source_in_one_document_make_no_pair():
    """One unattributed note: no two of its figures come from two sources."""
    def figure(line):
        return SimpleNamespace(file="note.md", line=line, section="A", text=f"s{line}",
                               source=SimpleNamespace(attribution=None, internal=False, tier="unknown"))
    relative, absolute = [figure(1), figure(5)], [figure(k) for k in range(2, 40)]
    names = {id(c): None for c in relative + absolute}
    assert AbsoluteIndex(absolute, names).nearest_pair(relative, lambda x, a: True) is None
