"""CC205's near-miss search through an index (claimcheck/checks/pairs.py ``EditIndex``, issue 18)
finds what comparing every name pair by pair found: the same names within ``max_edits`` edits of
a name, and so the same findings, on zh, en and mixed names, near-duplicates, case, hyphen and
space variants, and Latin beside Chinese names."""
from __future__ import annotations

import random

import pytest
from rapidfuzz.distance import Levenshtein

import claimcheck
from claimcheck.checks import cross_source
from claimcheck.checks.pairs import EditIndex, deletions
from claimcheck.resources.records import fold_name

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def _pairwise(query: str, keys: list[str], reach: int) -> list[int]:
    """The reading the index replaces (the specification): every key measured."""
    return [i for i, key in enumerate(keys) if Levenshtein.distance(query, key) <= reach]


@pytest.mark.parametrize("query,names,reach,expected", [
    # en: a transposition is two edits, a dropped or doubled letter one
    ("SGLnag", ["SGLang", "vLLM", "SGLang-Router", "SGLangs"], 2, ["SGLang"]),
    ("TokneLoom", ["TokenLoom", "TokenLooms", "TokLoom", "TreeSpec"], 2, ["TokenLoom", "TokLoom"]),  # TokenLooms: 3 edits
    ("SpecWevae", ["SpecWeave", "SpecWeaver", "SpecDecode"], 1, []),  # a transposition is 2 edits, not 1
    # case, hyphen and space variants fold alike (fold_name): distance 0, each position kept
    ("Llama-3.1-8B", ["llama 3.1 8b", "LLaMA-3.1-8B", "Llama-3.1-70B", "Llama-3-8B"], 2,
     ["llama 3.1 8b", "LLaMA-3.1-8B", "Llama-3.1-70B", "Llama-3-8B"]),
    ("EAGLE-3", ["Eagle 3", "EAGLE", "EAGLE-30", "MEDUSA"], 2, ["Eagle 3", "EAGLE", "EAGLE-30"]),
    # zh: one character off in a four-character name; two off with reach 2
    ("深度求索", ["深度求素", "深度探索", "通义千问", "深度"], 1, ["深度求素", "深度探索"]),
    ("通义千问", ["通义千闻", "通义万相", "通义", "千问"], 2, ["通义千闻", "通义万相", "通义", "千问"]),
    # mixed: a Latin name with a Chinese suffix, and Latin never near its Chinese name
    ("Qwen3千问", ["Qwen3千闻", "Qwen2千问", "Qwen3", "通义千问"], 1, ["Qwen3千闻", "Qwen2千问"]),
    ("DeepSeek", ["深度求索", "DeepSeek-V3", "DeepSeeks", "DeepSeek"], 2, ["DeepSeek-V3", "DeepSeeks", "DeepSeek"]),
    # repeats and short keys; the empty key is within reach of a short query
    ("KV", ["KV", "kv", "K", "", "KVPipe"], 2, ["KV", "kv", "K", ""]),
    ("Mooncaek", ["Mooncake", "Mooncake", "MoonCake-V2", "Moonshot"], 2, ["Mooncake", "Mooncake"]),
], ids=["en-swap", "en-drop-and-double", "en-reach-1", "en-case-hyphen-space", "en-digit-suffix",
        "zh-one-char", "zh-two-chars", "mixed-suffix", "latin-vs-cjk", "short-and-empty", "repeats"])
def test_edit_index_finds_the_names_pairwise_measuring_finds(query, names, reach, expected):
    keys = [fold_name(n) for n in names]
    index = EditIndex(keys, reach)
    found = index.near(fold_name(query))
    assert found == _pairwise(fold_name(query), keys, reach)
    assert [names[i] for i in found] == expected


@pytest.mark.parametrize("text,reach", [("", 2), ("a", 2), ("sglang", 0), ("sglang", 1), ("sglang", 2),
                                        ("深度求索x", 3), ("aaaa", 2), ("abcab", 4)])
def test_deletions_are_every_deletion_of_up_to_reach_characters(text, reach):
    import itertools
    every = {"".join(c for i, c in enumerate(text) if i not in gone)
             for r in range(reach + 1) for gone in itertools.combinations(range(len(text)), r)}
    assert deletions(text, reach) == every


# names from a few parts, with slips, other cases, separators, digits and Chinese characters
_PART = st.sampled_from(["Spec", "Weave", "Token", "Loom", "KV", "Pipe", "Flash", "Attn", "SG", "Lang",
                         "Tree", "Moon", "cake", "深度", "求索", "千问", "3", "-", " ", "."])


@st.composite
def _names(draw):
    name = "".join(draw(st.lists(_PART, min_size=1, max_size=4)))
    for _ in range(draw(st.integers(0, 2))):  # a slip: a letter dropped, doubled, changed or swapped
        if len(name) < 2:
            break
        at = draw(st.integers(0, len(name) - 2))
        name = draw(st.sampled_from([name[:at] + name[at + 1:], name[:at] + name[at] + name[at:],
                                     name[:at] + "x" + name[at + 1:], name[:at] + name[at + 1] + name[at] + name[at + 2:]]))
    return draw(st.sampled_from([name, name.upper(), name.lower()]))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.lists(_names(), max_size=30), st.lists(_names(), min_size=1, max_size=5), st.integers(0, 3))
def test_edit_index_is_pairwise_measuring_on_random_names(names, queries, reach):
    keys = [fold_name(n) for n in names]
    index = EditIndex(keys, reach)
    for q in [*queries, *names[:3]]:
        assert index.near(fold_name(q)) == _pairwise(fold_name(q), keys, reach)


def test_near_miss_among_indexed_names_is_the_near_miss_among_all_names():
    """CC205 hands near_miss only the names the index finds within max_edits; on random
    look-alike names (fixed seed) the near miss is the one found among all names."""
    from claimcheck.frames.extractor import shared_extractor

    ex = shared_extractor(None)
    rng = random.Random(14)
    base = ["SGLang", "PagedAttention", "SageAttention", "DeepSpeed", "Medusa", "EAGLE-3", "LMDeploy", "vLLM"]
    names = list(dict.fromkeys(
        w[:i] + rng.choice("aeiouxyz") + w[i + rng.randint(0, 1):] for w in base * 6 for i in [rng.randrange(1, len(w))]))
    counts = {w: rng.randint(1, 9) for w in names}
    reach = int(ex.resources.fuzzy["max_edits"])
    index = EditIndex([fold_name(w) for w in names], reach)
    for word in names:
        everything = {w: n for w, n in counts.items() if w != word}
        near = {w: counts[w] for w in (names[i] for i in index.near(fold_name(word))) if w != word}
        assert ex.frames.entities.near_miss(word, near) == ex.frames.entities.near_miss(word, everything)


class _EveryName:
    """The pairwise reading: every indexed name handed to near_miss (the index's stand-in)."""

    def __init__(self, keys, reach):
        self.keys = list(keys)

    def near(self, query):
        return list(range(len(self.keys)))


_SENTENCES = ["- {} 在 H100 上吞吐 1,200 tok/s。\n", "- The {} drafter was retrained on code data.\n",
              "- {} 的 TTFT 为 150 ms。\n", "{} reaches 3.1 accepted tokens per step.\n"]
_KNOWN = ["SGLang", "Mooncake", "vLLM", "DeepSpeed", "LMDeploy", "SageAttention"]


def _slip(name: str, at: int, how: int) -> str:
    """``name`` with one slip at ``at``: a letter dropped, doubled, changed or swapped."""
    at = at % max(1, len(name) - 1)
    return [name[:at] + name[at + 1:], name[:at] + name[at] + name[at:], name[:at] + "x" + name[at + 1:],
            name[:at] + name[at + 1:at + 2] + name[at] + name[at + 2:]][how]


@st.composite
def _system(draw):
    """A system's name: two or three capitalised parts (TokenLoom, Spec-Weave-3, KVPipe)."""
    parts = draw(st.lists(st.sampled_from(["Spec", "Weave", "Token", "Loom", "KV", "Pipe", "Flash", "Attn", "Tree",
                                           "Moon", "Cake", "Draft", "Serve"]), min_size=2, max_size=3))
    return draw(st.sampled_from(["", "-"])).join(parts) + draw(st.sampled_from(["", "-3", "2"]))


@st.composite
def _notes(draw):
    """A note's lines: a few names written several times (known ones, names made of parts,
    other names) and slips of them written once or twice."""
    made = draw(st.lists(st.one_of(_system(), _system(), _names()), min_size=1, max_size=4))
    bases = list(dict.fromkeys(made + draw(st.lists(st.sampled_from(_KNOWN), max_size=2))))
    lines = []
    for name in bases:
        lines += [name] * draw(st.integers(1, 5))
    for _ in range(draw(st.integers(1, 5))):
        lines += [_slip(draw(st.sampled_from(bases)), draw(st.integers(0, 20)), draw(st.integers(0, 3)))] * draw(
            st.integers(1, 2))
    lines = draw(st.permutations(lines))
    return "".join(_SENTENCES[draw(st.integers(0, len(_SENTENCES) - 1))].format(n) for n in lines)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
          derandomize=True)
@given(_notes())
def test_name_variant_through_the_index_reports_what_the_pairwise_reading_reports(tmp_path, monkeypatch, text):
    """End to end on generated zh / en / mixed notes: CC205's findings with the index are the
    findings when every name is handed to near_miss."""
    note = tmp_path / "note.md"
    note.write_text("# Notes\n\n" + text, encoding="utf-8")

    def findings():
        report = claimcheck.check([note], as_of="2026-10-15", lang="en", select=["CC205"])
        return [(f.primary.line, f.primary.column, f.message) for f in report.findings]

    indexed = findings()
    with monkeypatch.context() as m:
        m.setattr(cross_source, "EditIndex", _EveryName)
        assert findings() == indexed
