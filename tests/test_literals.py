"""Required literals of a pattern (claimcheck.extraction.literals): a gate that skips a search
must never skip a match."""
from __future__ import annotations

import re

import pytest

from claimcheck.extraction.literals import FOLDS_TO_ASCII, LiteralGate, LiteralSet, required_literals, text_forms


def test_the_characters_that_fold_to_ascii_are_the_engines():
    every = "".join(map(chr, range(128, 0x110000)))
    assert set(FOLDS_TO_ASCII) == set(re.findall("[a-z]", every, re.IGNORECASE))


@pytest.mark.parametrize("pattern, flags, literals", [
    # a scoped IGNORECASE group: lower-cased, tested on the lower-cased text
    (r"(?<![A-Za-z])(?i:TP)\s?=?\s?(?P<v>\d{1,3})(?!\d)", 0, (("tp", True),)),
    # look-arounds consume nothing: the letters on both sides stay one literal
    (r"ab(?!x)cd", 0, (("abcd", False),)),
    # the longest literal of a sequence wins
    (r"batch\s?of\s?(?P<v>\d{1,5})", 0, (("batch", False),)),
    # an alternation needs one literal of each branch
    (r"(?:RPS|QPS)\s?[=:]?\s?\d", 0, (("RPS", False), ("QPS", False))),
    (r"(?P<v>\d{1,3})\s?次(?:运行|实验)", 0, (("运行", False), ("实验", False))),
    # Chinese characters have no case: usable under IGNORECASE too
    (r"(?:百万|千万)\s?个", re.IGNORECASE, (("百万", True), ("千万", True))),
    # the more selective requirement: the longer shortest literal
    (r"每\s?(?:百万|千)", 0, (("每", False),)),
    # nothing required: classes only, an optional word, a branch without a literal
    (r"\d+\s?[×x]", 0, None),
    (r"(?:per\s)?\d+", 0, None),
    (r"(?:ab|\d)c?", 0, None),
    # a repeat of at least one keeps its body's literal; of zero does not
    (r"(?:ab)+\d", 0, (("ab", False),)),
    (r"(?:ab)*\d", 0, None),
    # a cased non-ASCII letter under IGNORECASE is no literal (its case folding is the engine's)
    (r"Σx", re.IGNORECASE, (("x", True),)),
])
def test_required_literals(pattern, flags, literals):
    assert required_literals(re.compile(pattern, flags)) == literals


TEXTS = [
    "TP=8 与 tp 4，bs=16 batch of 32；RPS 2.5",
    "throughput with speculative decoding disabled: 1.5x",
    "吞吐 900 tok/s，每百万 token 0.2 美元，3 次运行",
    # characters that IGNORECASE matches with ASCII letters: the gate lets such texts through
    "\u212aV cache, \u0130nput 2K, batch of 8 (\u017fingle node)",
    "INPUT LENGTH 1024, Output 128",
    "",
]

PATTERNS = [
    (r"(?<![A-Za-z])(?i:TP)\s?=?\s?(?P<v>\d{1,3})(?!\d)", 0),
    (r"(?<![A-Za-z])(?:bs|BS|batch[_ ]size|batch)\s?[=:]?\s?(?P<v>\d{1,5})(?!\d)", 0),
    (r"(?:input|output)\s?(?:length)?\s?\d+", re.IGNORECASE),
    (r"(?<![A-Za-z0-9])(?:kv cache|single node)(?![A-Za-z0-9])", re.IGNORECASE),
    (r"(?:disabled|without)\s?(?:[\w\-]+\s){0,2}?(?P<f>speculative decoding|mtp)", re.IGNORECASE),
    (r"每\s?(?P<v>百万|千)\s?(?:个\s?)?(?:tokens?|token)", 0),
    (r"(?P<v>\d{1,3})\s?次(?:运行|实验|重复|测试)", 0),
]


@pytest.mark.parametrize("pattern, flags", PATTERNS)
def test_a_gate_never_hides_a_match_in_any_part_of_a_text(pattern, flags):
    rx = re.compile(pattern, flags)
    gate = LiteralGate(rx)
    for text in TEXTS:
        shut = not gate.allows(*text_forms(text))
        for a in range(len(text) + 1):
            for b in range(a, len(text) + 1):
                if shut:  # a shut gate: no part of the text holds a match
                    assert rx.search(text[a:b]) is None, (pattern, text[a:b])


def test_a_gate_shuts_on_a_text_without_the_literals():
    gate = LiteralGate(re.compile(r"(?<![A-Za-z])(?i:TP)\s?=?\s?(?P<v>\d{1,3})", 0))
    assert not gate.allows(*text_forms("吞吐 900 tok/s"))
    assert gate.allows(*text_forms("Tp 8"))
    assert gate.allows(*text_forms("\u212a 8"))  # a folding character: searched as before


def test_the_grammar_literal_gates_never_hide_a_match(seed_path):
    """Every pass of Grammar.scan with a literal gate: on each line of the seed briefing (and
    its parts around every digit) a shut gate means no match of the pattern."""
    from claimcheck.api import shared_extractor
    g = shared_extractor().grammar
    gated = [(p, gate) for (_, p), gate in zip(g._protect, g._protect_literals) if gate is not None]
    gated += [(getattr(g, "_" + name), gate) for name, gate in g._literal_gates.items()]
    assert len(gated) > 20
    lines = [g.normalise_text(x) for x in seed_path.read_text(encoding="utf-8").splitlines() if x.strip()]
    parts = lines + [line[i:] for line in lines for i in range(len(line)) if line[i].isdigit()][:3000]
    shut = 0
    for pattern, gate in gated:
        for text in parts:
            if not gate.allows(*text_forms(text)):
                shut += 1
                assert pattern.search(text) is None, (pattern.pattern[:60], text)
    assert shut > 1000  # the gates do shut


def test_the_scan_plan_follows_each_passs_gates():
    """Grammar.scan follows a plan built once (protected.build_scan_plan): each pass keeps its
    own literal gate, gate pattern and need of a digit, in the order of ``_protect``."""
    from claimcheck.api import shared_extractor
    g = shared_extractor().grammar
    assert [(name, pattern) for name, pattern, _, _ in g._protect_plan] == list(g._protect)
    for (name, pattern, li, gi), literals in zip(g._protect_plan, g._protect_literals):
        assert (g._gate_list[li] if li >= 0 else None) is literals
        assert (g._gate_list[gi] if gi >= 0 else None) is g._gates.get(name)
    assert [step[:2] for step in g._protect_plan_digitless] == [
        step for step, needs in zip(g._protect, g._protect_digit) if not needs]
    assert 0 < len(g._protect_plan_digitless) < len(g._protect_plan)
    for name, (li, gi, needs_digit) in g._pass_plan.items():
        assert (g._gate_list[li] if li >= 0 else None) is g._literal_gates.get(name)
        assert (g._gate_list[gi] if gi >= 0 else None) is g._gates.get(name)
        assert needs_digit == (name in g._digit_passes)
    # one slot per gate object: a gate shared by several passes is tested once per segment
    assert len({id(x) for x in g._gate_list}) == len(g._gate_list)


_SET_PATTERNS = [
    # overlapping and nested literals: "batch" inside "batches", "of" inside "offset", one
    # literal the prefix of another, a literal inside another's middle
    (r"batch\s?of\s?\d", 0), (r"batches", 0), (r"offset\s?\d", 0), (r"(?i:TP)\s?=?\s?\d", 0),
    (r"(?:RPS|QPS)\s?\d", 0), (r"(?:百万|千万)\s?个", re.IGNORECASE), (r"万", 0), (r"at\s?\d", 0),
    (r"(?:fp16|bf16|fp8)", re.IGNORECASE), (r"16", 0), (r"\d+", 0), (r"(?:half precision|4 bit)", re.IGNORECASE),
]


@pytest.mark.parametrize("text", [
    "", "batch of 8", "batches", "BATCHES of 8", "offset 3", "Tp=8", "tp 8", "\u212a 8", "İtp",
    "RPS 5 and QPS", "百万个", "五千万 个", "FP16 vs BF16 16", "fp8", "half precision", "HALF PRECISION 4 BIT",
    "bat ch", "ofbatchof", "xx tp", "at", "data 16", "万",
])
def test_a_literal_set_answers_as_each_of_its_gates(text):
    """LiteralSet.allowed (one search for the literals of many gates) sets bit i exactly when
    gate i allows the text — literals inside other literals, prefixes, IGNORECASE, folding
    characters and gates without literals included."""
    gates = [LiteralGate(re.compile(p, f)) for p, f in _SET_PATTERNS]
    assert any(g.literals is None for g in gates)
    mask = LiteralSet(gates).allowed(*text_forms(text))
    assert [bool(mask >> i & 1) for i in range(len(gates))] == [g.allows(*text_forms(text)) for g in gates]


def test_the_condition_literal_set_answers_as_the_condition_gates(seed_path):
    """The frames' LiteralSet of the condition patterns, words and toggles gives each gate's
    answer on every line of the seed briefing, every tail of it and its upper-cased form."""
    from claimcheck.api import shared_extractor
    fb = shared_extractor().frames
    gates = [g for gs in fb.condition_pattern_gates for g in gs] + fb.condition_word_gates + fb.toggle_gates
    lines = [x for x in seed_path.read_text(encoding="utf-8").splitlines() if x.strip()]
    texts = lines + [x.upper() for x in lines] + [x[i:] for x in lines for i in range(0, len(x), 7)]
    seen = 0
    for text in texts:
        forms = text_forms(text)
        mask = fb.condition_literal_set.allowed(*forms)
        want = [g.allows(*forms) for g in gates]
        assert [bool(mask >> i & 1) for i in range(len(gates))] == want, text
        seen += sum(want)
    assert 0 < seen < len(texts) * len(gates)  # some gates open, some shut
