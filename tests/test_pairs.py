"""CC202's nearest-pair search through an index (claimcheck/checks/pairs.py, issue 18) chooses the
pair the pair-by-pair search chose: the same pair, or none, on generated figures of one and of
two documents, with named, unnamed and empty sources, shared lines and shared sentences."""
from __future__ import annotations

import random
from dataclasses import dataclass
from types import SimpleNamespace

import pytest
import claimcheck

from claimcheck.checks.context import other_source
from claimcheck.checks.pairs import AbsoluteIndex, _same_speaker_sentence


@dataclass(frozen=True)
class _Source:
    """A figure's source as the search reads it (hashable, as a Claim's is)."""

    attribution: str | None
    internal: bool
    tier: str


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
                           text=rng.choice(["s1", "s2"]), column=rng.choice([1, 5]), surface="2×", conditions=(),
                           source=_Source(attribution=attribution, internal=rng.random() < 0.2,
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
            # (as CC202's tests, it reads all of the relative figure but its line: nearest_pair's contract)
            return (len(x.section) + x.column + a.line) % 3 != 0 or x.source.tier == "tertiary"

        want = _pair_by_pair(relative, absolute, names, across)
        got = AbsoluteIndex(absolute, names).nearest_pair(relative, across)
        assert (got is None) == (want is None)
        if want is not None:
            assert got[0] is want[0] and got[1] is want[1]


def test_figures_of_one_source_in_one_document_make_no_pair():
    """One unattributed note: no two of its figures come from two sources."""
    def figure(line):
        return SimpleNamespace(file="note.md", line=line, section="A", text=f"s{line}", column=1, surface="2×",
                               conditions=(),
                               source=_Source(attribution=None, internal=False, tier="unknown"))
    relative, absolute = [figure(1), figure(5)], [figure(k) for k in range(2, 40)]
    names = {id(c): None for c in relative + absolute}
    assert AbsoluteIndex(absolute, names).nearest_pair(relative, lambda x, a: True) is None


# -- CC201's candidate pairs through an index (value_pairs, keyed_pairs, run_bounds) ---------------
from claimcheck.checks.pairs import keyed_pairs, run_bounds, value_pairs  # noqa: E402


def _figures(rng: random.Random, n: int, files: list[str], sort: bool):
    out = [SimpleNamespace(file=rng.choice(files), setting=rng.choice([(), ("column",), ("gpus",), ("gpus", "tp")]))
           for _ in range(n)]
    return sorted(out, key=lambda c: c.file) if sort else out


@pytest.mark.parametrize("sort", [True, False], ids=["in file order", "unsorted"])
@pytest.mark.parametrize("same_doc", [True, False])
def test_value_pairs_are_the_pairs_the_pair_by_pair_loop_kept_in_its_order(sort, same_doc):
    """CC201's first test — two figures of one document pair only when the first states a setting
    and both state the same — as an index gives the very pairs, in the very order, of the loop
    over every pair; in a check the claims come in file order, unsorted lists are the edge."""
    rng = random.Random(int(sort) * 2 + int(same_doc))
    for _ in range(300):
        files = ["note.md", "a.md", "b.md"][:rng.randint(1, 3)]
        claims = _figures(rng, rng.randint(0, 14), files, sort)
        stated = [frozenset(c.setting) for c in claims]
        known = [any(k != "column" for k in s) for s in stated]
        want = [(i, j) for i in range(len(claims)) for j in range(i + 1, len(claims))
                if not (same_doc and claims[i].file == claims[j].file and not (known[i] and stated[i] == stated[j]))]
        assert list(value_pairs(claims, stated, known, same_doc)) == want


@pytest.mark.parametrize("sort", [True, False], ids=["in file order", "unsorted"])
@pytest.mark.parametrize("same_doc", [True, False])
def test_value_pairs_never_pair_two_figures_alike(sort, same_doc):
    """With a key per figure (value, bounds, qualifier, conditions), the pairs are those of the
    loop over every pair less the pairs of equal keys, in the same order (issue 18: a thousand
    notes quoting one figure were half a million pairs)."""
    rng = random.Random(10 + int(sort) * 2 + int(same_doc))
    for _ in range(300):
        files = ["note.md", "a.md", "b.md", "c.md"][:rng.randint(1, 4)]
        claims = _figures(rng, rng.randint(0, 16), files, sort)
        stated = [frozenset(c.setting) for c in claims]
        known = [any(k != "column" for k in s) for s in stated]
        figures = [(rng.choice(["2150", "2400"]), c.setting) for c in claims]
        want = [(i, j) for i in range(len(claims)) for j in range(i + 1, len(claims))
                if figures[i] != figures[j]
                and not (same_doc and claims[i].file == claims[j].file and not (known[i] and stated[i] == stated[j]))]
        assert list(value_pairs(claims, stated, known, same_doc, figures)) == want


def test_other_keys_walks_the_places_of_other_keys_in_order():
    from claimcheck.checks.pairs import OtherKeys
    keys = ["a", "b", "a", "c", "b", "a"]
    walk = OtherKeys(keys)
    assert list(walk.places(0, 1)) == [1, 3, 4]
    assert list(walk.places(1, 0)) == [0, 2, 3, 5]
    assert list(walk.places(3, 4)) == [4, 5]
    assert list(OtherKeys(["x", "y", "z"]).places(0, 0)) == [1, 2]


@pytest.mark.parametrize("distinct", [1, 3, 31, 33, 200])
def test_other_keys_by_merge_and_by_walk_are_the_plain_loop(distinct):
    """Few keys are merged, many walked (OtherKeys.MAX_MERGED): both give the plain loop's places."""
    from claimcheck.checks.pairs import OtherKeys
    rng = random.Random(distinct)
    keys = [rng.randrange(distinct) for _ in range(300)]
    walk = OtherKeys(keys)
    for i in rng.sample(range(300), 40):
        start = rng.randrange(0, 301)
        assert list(walk.places(i, start)) == [j for j in range(start, 300) if keys[j] != keys[i]]


def test_a_thousand_notes_quoting_one_figure_cost_cc201_no_pair(tmp_path, monkeypatch):
    """Counted, not timed: CC201's pair tests (setting_apart) run on no pair of figures alike."""
    from claimcheck.checks import cross_source
    for i in range(60):
        (tmp_path / f"n{i:02d}.md").write_text(f"# 笔记 {i}\n据官方博客，FlashDraft 在 H100 上吞吐达 2,150 tok/s。\n",
                                              encoding="utf-8")
    (tmp_path / "z.md").write_text("# 笔记\n据官方博客，FlashDraft 在 H100 上吞吐达 2,400 tok/s。\n", encoding="utf-8")
    calls = []
    original = cross_source._Pairing.setting_apart
    monkeypatch.setattr(cross_source._Pairing, "setting_apart", lambda self, a, b: calls.append(1) or original(self, a, b))
    found = claimcheck.check(sorted(tmp_path.glob("*.md")), select=["CC201"],
                             parameters={"CC201": {"max_rivals_per_claim": 0}}).findings
    assert len(calls) == 60  # each note against the one other figure, never note against note
    assert found and all(f.code == "CC201" for f in found)
    # with the default limit the one other figure is set against three notes only
    calls.clear()
    found = claimcheck.check(sorted(tmp_path.glob("*.md")), select=["CC201"]).findings
    assert len(calls) == 3 and len(found) == 3


def test_keyed_pairs_are_the_pairs_whose_keys_match_in_pair_by_pair_order():
    """CC201's reversed pairs ("A 13× faster than B" / "B 13× faster than A"): the name test asked
    once per two distinct (subject, baseline) keys gives the pairs of the loop over every pair."""
    rng = random.Random(7)
    names = ["vLLM", "vLLM 0.10", "SGLang", "sglang", "TGI", "TGI v3", None]
    for _ in range(300):
        keys = [(rng.choice(names), rng.choice(names)) for _ in range(rng.randint(0, 16))]
        asked = []

        def match(x, y):
            asked.append((x, y))
            # not symmetric, as the reversed-ends test is not: the order of the two keys counts
            return (x[0] or "")[:3].casefold() == (y[1] or "")[:3].casefold() and x[1] != y[0]

        want = [(i, j) for i in range(len(keys)) for j in range(i + 1, len(keys)) if match(keys[i], keys[j])]
        asked.clear()
        assert list(keyed_pairs(keys, match)) == want
        assert len(asked) == len(set(keys)) ** 2  # once per two distinct keys


@pytest.mark.parametrize("sort", [True, False], ids=["in file order", "unsorted"])
def test_run_bounds_skip_only_figures_of_the_same_document(sort):
    """The run around a figure (what CC201's cross-document readings skip) holds only its own
    document's figures, and in file order all of them."""
    rng = random.Random(11 + sort)
    for _ in range(200):
        claims = _figures(rng, rng.randint(0, 12), ["a.md", "b.md", "c.md"], sort)
        start, end = run_bounds(claims)
        for i, a in enumerate(claims):
            assert start[i] <= i < end[i]
            assert all(c.file == a.file for c in claims[start[i]:end[i]])
            if sort:
                assert [c for c in claims if c.file == a.file] == claims[start[i]:end[i]]


def _confirmed_one_by_one(ctx, promise, versions):
    """CC303's confirmation search before it was indexed (the specification): every confirmation
    of every input, then of the index, read once per promise; a promise and a confirmation that
    both name versions must share one (``versions``: (file, line) → versions)."""
    from claimcheck.checks.context import _date
    import datetime as dt
    promised_on = _date(promise.doc_date) or dt.date.min
    # (a promise repeated after its period began counts confirmations from the period's first day)
    if _date(promise.low) is not None:
        promised_on = min(promised_on, _date(promise.low))
    promised = versions.get((promise.file, promise.line), frozenset())

    def same_release(file, line):
        said = versions.get((file, line), frozenset())
        return not promised or not said or bool(promised & said)
    for ex in ctx.extracts:
        doc_date = _date(ex.document.date) or ctx.as_of
        for subject, line in ex.confirmations:
            same_place = ex.document.path == promise.file and line == promise.line
            if same_place or (subject and subject == promise.subject and doc_date >= promised_on
                              and same_release(ex.document.path, line)):
                return True
    for subject, file, line, doc_date in ctx.extra_confirmations:
        if subject and subject == promise.subject and (_date(doc_date) or ctx.as_of) >= promised_on \
                and same_release(file, line):
            return True
    return False


def test_confirmations_read_once_answer_as_the_search_per_promise():
    """CC303 overdue-promise: "released" sentences indexed once per run (places, each subject's
    newest confirming document) confirm exactly the promises the search per promise confirmed."""
    import datetime as dt
    from claimcheck.checks.ids_dates import _Confirmations
    rng = random.Random(5)
    dates = [None, "2026-01-10", "2026-03-01", "2026-06-30"]
    subjects = [None, "", "vLLM", "SGLang", "TGI"]
    for _ in range(400):
        # (no segments: no line names anything, so the confirmations by name of session 22 —
        # tests/test_session22_kinds.py — stay out of this comparison)
        extracts = [SimpleNamespace(document=SimpleNamespace(path=f"d{k}.md", date=rng.choice(dates)), segments=[],
                                    confirmations=[(rng.choice(subjects), rng.randint(1, 6))
                                                   for _ in range(rng.randint(0, 4))])
                    for k in range(rng.randint(1, 3))]
        extra = [(rng.choice(subjects), "idx.md", rng.randint(1, 6), rng.choice(dates)) for _ in range(rng.randint(0, 3))]
        ctx = SimpleNamespace(extracts=extracts, extra_confirmations=extra, as_of=dt.date(2026, 4, 1))
        # some lines name versions: a promise and a confirmation must then share one
        releases = [frozenset(), frozenset({"0.12.3"}), frozenset({"0.13.0"}), frozenset({"0.12.3", "0.13.0"})]
        versions = {(f, line): v for f in [*(f"d{k}.md" for k in range(4)), "idx.md"] for line in range(1, 7)
                    if (v := rng.choice(releases))}
        confirmed = _Confirmations(ctx, versions)
        for _ in range(6):
            promise = SimpleNamespace(file=f"d{rng.randint(0, 3)}.md", line=rng.randint(1, 6),
                                      subject=rng.choice(subjects), doc_date=rng.choice(dates),
                                      low=rng.choice([None, "2026-01-01", "2026-05-01"]))
            assert confirmed(promise) == _confirmed_one_by_one(ctx, promise, versions)


def _name(rng: random.Random) -> str:
    heads = ["vLLM", "VLLM", "sglang", "SGLang", "TGI", "Straße", "STRASSE", "İnfer", "ＴＧＩ", "Σ-Serve", "-", " "]
    seps = ["", " ", "-", "_", ".", "/", " (", "\u3000", "（", " - "]
    tails = ["", "v3", "0.10", "Instruct", "2", "x", "-", "B", "fp8"]
    name = rng.choice(heads) + rng.choice(seps) + rng.choice(tails)
    return name if rng.random() < 0.8 else f" {name} "


def test_fold_prefix_index_holds_every_name_same_name_accepts():
    """CC201's reversed reading looks up, for a figure's subject, the baselines whose loose folds
    prefix one another: every baseline ``same_name`` accepts is among them (case, separators,
    whitespace, full-width and case-folding letters)."""
    from claimcheck.checks.pairs import FoldPrefixIndex
    from claimcheck.frames.entities import fold_loose, same_name
    rng = random.Random(3)
    for _ in range(200):
        names = [_name(rng) for _ in range(rng.randint(1, 12))]
        index = FoldPrefixIndex(names, fold_loose)
        for q in [_name(rng) for _ in range(5)] + names[:3]:
            related = index.related(q)
            assert len(related) == len(set(related))  # each once
            assert {n for n in names if same_name(q, n)} <= set(related)


def test_keyed_pairs_with_candidates_are_the_pairs_without():
    """CC201's reversed reading asks the name test only of the keys whose names fold alike on both
    sides (swapped_candidates): the same pairs, in the same order, as asking every key."""
    from claimcheck.checks.pairs import swapped_candidates
    from claimcheck.frames.entities import fold_loose, same_name
    rng = random.Random(9)
    for _ in range(200):
        pool = [_name(rng) for _ in range(4)]  # a few names, so that some pairs name each other
        keys = [(rng.choice(pool), rng.choice(pool)) for _ in range(rng.randint(0, 14))]

        def swapped(x, y):
            return same_name(x[0], y[1]) and same_name(x[1], y[0])

        assert list(keyed_pairs(keys, swapped, swapped_candidates(keys, fold_loose))) == list(keyed_pairs(keys, swapped))


def test_one_search_in_the_joined_links_answers_as_a_search_per_link():
    """CC205 asks whether a word stands in some link target: one search in the targets joined
    answers as the search per target (a part never matches across two targets)."""
    from claimcheck.checks.cross_source import _in_any
    rng = random.Random(13)
    for _ in range(500):
        texts = ["".join(rng.choice("ab\x00") for _ in range(rng.randint(0, 4))) for _ in range(rng.randint(0, 4))]
        test = _in_any(texts)
        for _ in range(8):
            part = "".join(rng.choice("ab\x00") for _ in range(rng.randint(0, 3)))
            assert test(part) == any(part in t for t in texts), (texts, part)
