"""Issue 18 (session 11): exact speed-ups of the extraction — a literal gate with fewer ``in``
tests, gates in front of searches that most texts fail, and a caption's mentions read piece by
piece.  Each must answer as what it replaces: spec rows on zh, en and mixed text, and hypothesis
properties on random text built from the pieces the gated words are made of."""
from __future__ import annotations

import re

import pytest

from claimcheck.extraction.literals import LiteralGate, required_literals, text_forms
from claimcheck.frames.entities import PIECE_SEP

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_FB = []


def _fb():
    if not _FB:
        from claimcheck.api import shared_extractor
        _FB.append(shared_extractor().frames)
    return _FB[0]


def _plain_allows(pattern: re.Pattern, text: str) -> bool:
    """The gate's answer from every required literal (none dropped)."""
    literals = required_literals(pattern)
    if literals is None:
        return True
    _, lowered, folds = text_forms(text)
    return any((folds or lit in lowered) if ci else lit in text for lit, ci in literals)


_GATED = [
    (r"(?i:september|sept|sep|minutes|minute|min)\s?\d", "months and units: the longer ones hold the shorter"),
    (r"(?:正式发布|已发布|发布|released|was released)", "a word inside another, zh and en"),
    (r"(?:batch_size|batch|bs)\s?=\s?\d", "case-sensitive literals"),
    (r"(?i:TP|tp8|tensor)", "IGNORECASE, one literal the prefix of another"),
]


@pytest.mark.parametrize("pattern", [p for p, _ in _GATED], ids=[why for _, why in _GATED])
@pytest.mark.parametrize("text", [
    "", "Sept 5", "SEPTEMBER 5", "in 5 minutes", "MIN 3", "模型已于昨日正式发布", "发布会", "was released in May",
    "RELEASED", "batch_size=8", "Batch=8", "bs = 4", "TP8", "tensor parallel 8", "\u212a", "sep", "mi n",
])
def test_a_gate_without_the_longer_literals_answers_as_with_all(pattern, text):
    """LiteralGate keeps only the shortest of nested literals ("sep" for "sep", "sept",
    "september"): a text holding a longer one holds the shorter, so the answers are the same."""
    compiled = re.compile(pattern)
    gate = LiteralGate(compiled)
    assert len(gate.literals) <= len(required_literals(compiled))
    assert gate.allows(*text_forms(text)) == _plain_allows(compiled, text)
    assert gate.admits(text) == gate.allows(*text_forms(text))


def test_nested_literals_are_dropped():
    """Months and units: "sep" stands for "sept" and "september", "min" for "minute(s)"."""
    gate = LiteralGate(re.compile(_GATED[0][0]))
    assert sorted(gate.literals) == [("min", True), ("sep", True)]


_BITS = st.sampled_from([
    "sep", "Sept", "SEPTEMBER", "min", "Minutes", "发布", "已", "正式", "released", "Was ", "batch", "_size", "bs",
    "TP", "tp8", "Tensor", " ", "=", "8", "，", "\u212a", "\u0130", "vs", "比", "相对", "than", "under the same ",
    "setup", "同一设置下", "相同条件下", "now available", "shipped", "open-sourced", "将于", "will be ", "计划",
])
_TEXT = st.lists(st.one_of(_BITS, st.text(max_size=3)), max_size=16).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(_TEXT)
def test_nested_literals_and_admits_agree_on_random_text(text):
    """Random text: the gate without nested literals and ``admits`` answer as all literals."""
    for pattern, _ in _GATED:
        compiled = re.compile(pattern)
        gate = LiteralGate(compiled)
        assert gate.allows(*text_forms(text)) == _plain_allows(compiled, text)
        assert gate.admits(text) == gate.allows(*text_forms(text))


def _gated_searches():
    """(pattern, its gate) of every search this round put behind a gate."""
    fb = _fb()
    from claimcheck.api import shared_extractor
    g = shared_extractor().grammar
    pairs = [(fb._confirm_search, fb._confirm_gate), (fb.confirm, fb._confirm_word_gate),
             (fb.baseline_marker, fb.baseline_marker_gate)]
    if fb.same_setup is not None:
        pairs.append((fb.same_setup, fb.same_setup_gate))
    if g._percent_word is not None:
        pairs.append((g._percent_word, g._percent_word_gate))
    if g._multiplier_word is not None:
        pairs.append((g._multiplier_word, g._multiplier_word_gate))
    return pairs


@pytest.mark.parametrize("text, matched", [
    ("SpecBench 结果现已发布，提速 2.3x", True),           # a confirmation word (zh)
    ("The weights were released last week.", True),       # (en)
    ("EAGLE-3 比 vLLM 快 30%", True),                      # a baseline marker (zh)
    ("2.2x higher than TGI under the same setup", True),  # a marker and a same-setup phrase (en)
    ("同一设置下，吞吐翻倍", True),                         # same setup, a multiplier word (zh)
    ("价格打对折", True),                                   # a percent word
    ("吞吐 1234 tok/s，延迟 12 ms", False),                # none of them
    ("Throughput 1,234 tok/s on 8×H100", False),
])
def test_a_gated_search_is_never_skipped_where_it_matches(text, matched):
    """Each gate in front of a search (confirmation words, baseline markers, same-setup
    phrases, percent and multiplier words) admits every text the search matches in."""
    hits = 0
    for pattern, gate in _gated_searches():
        if pattern.search(text):
            hits += 1
            assert gate.admits(text), (pattern.pattern[:40], text)
    assert bool(hits) == matched


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(_TEXT)
def test_a_gated_search_is_never_skipped_on_random_text(text):
    """Random text of the gated words' pieces: no match behind a shut gate."""
    for pattern, gate in _gated_searches():
        if pattern.search(text):
            assert gate.admits(text)


def _mention_tuples(mentions):
    return [(m.start, m.end, m.surface, m.canonical, m.type) for m in mentions]


@pytest.mark.parametrize("caption", [
    # a table row's other cells, then the headings (zh, en, mixed): names at the pieces' edges
    "Llama 3.1 8B ; Small test - 4xL4 - 8B ; 吞吐 ; ## Leaderboard on A100",
    "EAGLE-3 ; SGLang v0.4 ; H100x80GB ; Qwen2.5-7B-Instruct",
    "vLLM ; ; TensorRT-LLM ; 8xH100 ; Medusa（1.76x）",
    "Serving throughput when each request asks for one output. ; Vicuna-7B-v1.3 ; Leaderboard",
    "SAMD[EAGLE2] ; [EAGLE](https://example.com) ; Claude Fable 5.1",
    "Qwen 1.5 ; 7B ; Kimi K3 ; 3 ; DeepSeek-VL",
    "no names here ; 只有中文 ; ",
])
def test_a_captions_mentions_piece_by_piece_are_its_mentions(caption):
    """EntityResolver.mentions_joined (each piece between " ; " read alone and kept) finds the
    same mentions, at the same offsets, as reading the whole caption."""
    ents = _fb().entities
    assert PIECE_SEP in caption
    assert _mention_tuples(ents.mentions_joined(caption)) == _mention_tuples(ents.mentions(caption))


_NAME_BITS = st.sampled_from([
    "Llama", "Llama-2", " 7B", "Qwen", "2.5", "-7B", "Instruct", "EAGLE", "-3", "vLLM", "SGLang", "H100", "x80GB",
    "8x", "A100", "-80G", "Medusa", "Kimi", " K3", "TensorRT-LLM", "DeepSeek", "-VL", "[", "]", "(", ")", " ", "  ",
    " ; ", ";", " ;", "; ", "3", "B200", "Foo", "Bar9", "的", "在", "，", "GPT-4o", "Claude", " Fable", " 5.1",
])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(st.lists(st.one_of(_NAME_BITS, st.text(max_size=3)), max_size=18).map("".join))
def test_mentions_piece_by_piece_on_random_text(text):
    """Random text of names, sizes, chips, brackets and separators: the same mentions."""
    ents = _fb().entities
    assert _mention_tuples(ents.mentions_joined(text)) == _mention_tuples(ents.mentions(text))
