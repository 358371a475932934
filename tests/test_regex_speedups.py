"""The speed-ups of the extraction's regular expressions (issue 18) change no match: a digit
requirement read off a pattern, a lookahead of the characters a match begins with, and
alternations grouped by their first letter find exactly what the plain forms find."""
from __future__ import annotations

import re

import pytest

from claimcheck.extraction.literals import ANY_DIGIT, first_class, requires_digit
from claimcheck.extraction.patterns import _alt, _words_gate, word_alt, word_alt_ci
from claimcheck.frames.context import words_search
from claimcheck.frames.entities import _by_first_letter

TEXTS = [
    "TP=8 与 tp 4，bs=16 batch of 32；RPS 2.5，vLLM 0.6.0 比 SGLang 快 1.5x",
    "吞吐 900 tok/s，每百万 token 0.2 美元，3 次运行，两千个请求，负 3%",
    "Mon May 4: twenty-one GPUs, a hundred nodes, three quarters of a million tokens",
    # characters that IGNORECASE matches with ASCII letters
    "\u212aV cache, \u0130nput 2K, \u017fingle node, \u212a100 VLLM-serve Vllm",
    "minus 5 %, US$ 3.2, ¥2.40/百万 tokens, ½ of it, ① ② Ⅳ ٣ digits",
    "",
]


@pytest.mark.parametrize("pattern, needs", [
    (r"\d-\d", True),
    (r"(?:19|20)\d\d", True),
    (r"(?:x\d|\d)", True),
    (r"0x[0-9a-f]|[0-9a-f]{7}", False),  # "deadbee" has no digit
    (r"(?<=\d)ab", False),  # a digit in a look-around is consumed by no match
    (r"\d?x", False),
    (r"a|\d", False),
    (r"[²]", False),  # a superscript is no \d
])
def test_requires_digit(pattern, needs):
    assert requires_digit(re.compile(pattern)) is needs


@pytest.mark.parametrize("pattern, flags", [
    (r"\d-\d", 0), (r"(?:19|20)\d\d", 0), (r"(?:x\d|\d)", 0), (r"[0-9a-f]{2}\d", re.I),
])
def test_a_pattern_that_requires_a_digit_never_matches_without_one(pattern, flags):
    rx = re.compile(pattern, flags)
    assert requires_digit(rx)
    for text in TEXTS:
        if ANY_DIGIT.search(text) is None:
            assert rx.search(text) is None


@pytest.mark.parametrize("pattern, flags, expected", [
    (r"a?b", 0, "[ab]"),
    (r"(?i:ab)|c", 0, "[Aac\u0130\u0131\u017f\u212a]"),  # and the non-ASCII characters that fold to ASCII letters
    (r"[0-9a-c]x", 0, "[0123456789abc]"),
    (r"(?:\$\s?)?(?:[+\-]|(?i:minus ))?\d", 0, r"[\d\$\+\-Mm" + "\u0130\u0131\u017f\u212a]"),
    (r"a*", 0, None),  # may match nothing
    (r".x", 0, None),  # may begin with anything
    (r"(?i:é)", 0, None),  # a cased non-ASCII letter under IGNORECASE: its folds are the engine's
])
def test_first_class(pattern, flags, expected):
    assert first_class(pattern, flags) == expected


#: spec rows of the number-start pattern's speed-up: zh, en and mixed text, thousands commas,
#: 万/亿, ranges, versions, ids, dates, URLs, money, signs, English number words and the
#: characters IGNORECASE folds to ASCII letters
START_ROWS = [
    "吞吐从 1,234 提升到 12,400 tok/s，成本 3.5 万元，用户 2 亿",
    "Throughput rose from 1,200 to 3,400 req/s (+183%), p99 latency 120-150 ms",
    "vLLM v0.6.3 与 SGLang 0.4.1 对比：arXiv:2406.12345，DOI 10.1145/3600006.3613165",
    "发布于 2026-09-28，Sep 28, 2026 和 2026年9月28日；见 https://example.com/v2/run-12?id=3",
    "a hundred GPUs, twenty-one nodes, a third of a million tokens, two thirds, minus 5 %",
    "US$ 3.2 per hour, USD 40, ¥2.40/百万 tokens, €5, -3.5%, ±2, 负 3%, .5 s",
    "Sixty-five per cent, Seventy, ſeven ſix \u212aelvin \u0130s \u0131s, behalf of a dozen, xUSD5 a¥5",
    "三十五万两千, 一百零八, 二分之一, ½ 的用户, 约 3~5 倍, 8×H100, bs=16, TP8, H100-80GB",
    "",
]


def test_the_grammar_number_start_finds_what_its_plain_form_finds():
    """The number-start pattern (searched at every position of every segment) carries
    lookaheads of the characters each part begins with and groups its number words by first
    letter (:func:`word_alt_ci`): from every position its matches are those of the plain
    pattern without them (``Grammar._start_plain``)."""
    from claimcheck.api import shared_extractor
    g = shared_extractor().grammar
    assert g._start.pattern.startswith("(?=[")
    plain = re.compile(g._start_plain, g._start.flags)
    for text in TEXTS + START_ROWS:
        for i in range(len(text)):
            assert [m.span() for m in g._start.finditer(text, i)] == [m.span() for m in plain.finditer(text, i)], (text, i)


_NUMBER_WORDS = [["seventeen", "seven", "sixty", "six", "ten", "tenth", "two", "twenty", "eleven", "kilo", "is", "it"],
                 ["a", "ab", "half", "halves", "hundred", "hundredth"], ["one"], []]


@pytest.mark.parametrize("words", _NUMBER_WORDS)
def test_word_alt_ci_finds_what_word_alt_finds(words):
    """Inside an IGNORECASE group the grouped alternation (case-sensitive class heads with the
    engine's own folds: long s, Kelvin sign, dotted and dotless i) finds what the plain one finds."""
    grouped = re.compile(f"(?i:{word_alt_ci(words)})")
    plain = re.compile(f"(?i:{word_alt(words)})")
    for text in TEXTS + START_ROWS + ["SEVENTEEN Sixty \u017fix \u017fIXTY \u212aILO \u0130S \u0131t tenths TENTH halves aB"]:
        for i in range(len(text)):
            assert [m.span() for m in grouped.finditer(text, i)] == [m.span() for m in plain.finditer(text, i)], (words, text, i)


def test_word_alt_ci_leaves_a_word_without_a_letter_head_as_it_was():
    assert word_alt_ci(["5x", "ten"]) == word_alt(["5x", "ten"])
    assert word_alt_ci([]) == word_alt([]) == "(?!)"


WORDS = ["vLLM", "VLLM serve", "vllm-serve", "SGLang", "sglang", "Kimi", "kv cache", "星期一", "星期",
         "TensorRT-LLM", "tok/s", "t", "K", "1.5x", "+1", "μs", "ms", "a b"]


@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
@pytest.mark.parametrize("ascii_boundary", [True, False])
def test_alt_finds_what_one_alternation_longest_first_finds(flags, ascii_boundary):
    """:func:`_alt` groups the words that begin with a letter behind one look-behind: the
    matches are those of one alternation of every word (with its own boundaries), longest first."""
    plain = []
    for w in sorted(set(WORDS), key=len, reverse=True):
        piece = re.escape(w)
        if ascii_boundary and re.match(r"[A-Za-z]", w[0]):
            piece = r"(?<![A-Za-z])" + piece
        if ascii_boundary and re.match(r"[A-Za-z0-9]", w[-1]):
            piece += r"(?![A-Za-z0-9_])"
        plain.append(piece)
    grouped = re.compile(_alt(WORDS, ascii_boundary=ascii_boundary), flags)
    reference = re.compile("(?:" + "|".join(plain) + ")", flags)
    for text in TEXTS:
        for i in range(len(text)):
            assert [m.span() for m in grouped.finditer(text, i)] == [m.span() for m in reference.finditer(text, i)]


@pytest.mark.parametrize("whole", [False, True])
def test_words_gate_and_words_search_grouped_by_first_letter_find_the_same(whole):
    """Grouped by first letter under IGNORECASE (:func:`_words_gate`, :func:`words_search`
    with ``ignore_case``, the entity alternations), the alternations find the same spans."""
    for text in TEXTS:
        for i in range(len(text)):
            a = [m.span() for m in _words_gate(WORDS, re.IGNORECASE, whole=whole).finditer(text, i)]
            b = [m.span() for m in re.compile(
                (r"(?<![A-Za-z])" if whole else "") + "(?:" + "|".join(
                    map(re.escape, sorted(set(WORDS), key=len, reverse=True))) + ")" + (r"(?![A-Za-z])" if whole else ""),
                re.IGNORECASE).finditer(text, i)]
            assert a == b
            c = [m.span() for m in re.compile(words_search(WORDS, any_space=True, ignore_case=True), re.I).finditer(text, i)]
            d = [m.span() for m in re.compile(words_search(WORDS, any_space=True), re.I).finditer(text, i)]
            assert c == d
            bodies = [re.escape(w) for w in sorted(set(WORDS), key=len, reverse=True)]
            e = [m.span() for m in re.compile("(?:" + _by_first_letter(bodies) + ")", re.I).finditer(text, i)]
            f = [m.span() for m in re.compile("(?:" + "|".join(bodies) + ")", re.I).finditer(text, i)]
            assert e == f


def test_grouping_keeps_the_longest_first_order_within_a_letter():
    """"VLLM serve" before "vLLM": the longer spelling wins at a position, as before."""
    rx = re.compile(words_search(["vLLM", "VLLM serve"], ignore_case=True), re.IGNORECASE)
    assert rx.search("we ran vllm serve today").group(0) == "vllm serve"
    assert _by_first_letter([r"\dx", "ab"]) == r"\dx|ab"  # a class first: left as it was


#: spec rows of the fast file-name and name-with-digits patterns: words they skip (no digit, no
#: extension), words they keep, and words whose separators or braces make the plain form's
#: look-behind decide where the next match may start
PROTECT_ROWS = [
    "见 results.md 与 run{1,2}.log，model.safetensors 和 notes.MD；e.g. vLLM.The end.",
    "DeepSeek-V4-Pro 对比 Qwen2.5-72B-Instruct：TP8, B300, H100-80GB, foo-bar-baz, a-b-c-5x",
    "USD50 and USD 50, 190 km2 and km2x, x86_64 build, llama.cpp v0.2, GPT-4o mini",
    "foo--5 bar.-3 a.b.c.d.e.f.g7 e-f-g-h, abc- x, TensorRT-LLM 10.3, see ./out/run-12/log.txt",
    "https://example.com/a/b.html 第 3 轮 2026-09-28 ckpt/step-2000.pt data.tar.gz",
]


@pytest.mark.parametrize("name", ["filename", "name"])
def test_the_fast_protected_forms_find_what_the_plain_forms_keep(name):
    """The file-name pattern matches only words that end with an extension and the name
    pattern only words with a digit or a separator (``Grammar._protect`` against its plain
    forms ``Grammar._protect_plain``): from every position, its matches are the plain form's
    matches that scan keeps (a file extension at the end / a digit), plus words scan skips."""
    from claimcheck.api import shared_extractor
    from claimcheck.extraction.patterns import _DIGIT, _FILE_EXT
    g = shared_extractor().grammar
    fast = dict(g._protect)[name]
    plain = re.compile(g._protect_plain[name])
    keep = (lambda w: "." in w and _FILE_EXT.search(w)) if name == "filename" else (lambda w: not w.isalpha() and _DIGIT.search(w))
    for text in TEXTS + START_ROWS + PROTECT_ROWS:
        for i in range(len(text)):
            got = [m for m in fast.finditer(text, i)]
            want = [m for m in plain.finditer(text, i)]
            assert [m.span() for m in got if keep(m.group(0))] == [m.span() for m in want if keep(m.group(0))], (text, i)
            assert {m.span() for m in got} <= {m.span() for m in want}


@pytest.mark.parametrize("text, chips", [
    ("8xH100 与 4×L4、2XA100", ["H100", "L4", "A100"]),
    ("A100x80GB, H100-80G and h100-80gb", ["A100", "H100", "h100"]),
    ("H100 80GB, 8 x H100, H100x, B200-", []),
])
def test_chips_glued_to_a_count_or_their_memory_behind_their_gates(text, chips):
    """The chip searches of the entity finder run only on text that holds what their matches
    must touch (a digit then x/× before, x/×/- then a digit after); the chips found are those
    the searches find without the gates."""
    from claimcheck.api import shared_extractor
    er = shared_extractor().frames.entities
    found = er._chip_with_memory(text, bytearray(len(text) + 1))
    assert sorted(m.surface for m in found) == sorted(chips)
    plain = [m.group(0) for m in er._chip_counted.finditer(text)]
    plain += [m.group(0) for m in er._chip.finditer(text) if er._chip_suffix.match(text, m.end())]
    assert sorted(m.surface for m in found) == sorted(plain)


@pytest.mark.parametrize("text", TEXTS + START_ROWS + PROTECT_ROWS + [
    "foo-bar Baz-1 qwen2.5 a.b.c7 x_y vLLM-serve foo--Bar e-f-G ember-1 Ember-1 KVSET llms LLMs",
    "用 SGLang 与 vllm 对比：DeepSeek-V3, deepseek-v3, ring-attention, Ring-Attention, 3fs, DualPipe",
])
def test_name_discovery_skips_only_tokens_that_never_have_a_name_shape(text):
    """The entity finder's token search runs only on tokens with a capital letter or a digit;
    the tokens it keeps as names are those the plain search keeps (``_DISCOVER_PLAIN``)."""
    from claimcheck.api import shared_extractor
    from claimcheck.frames import entities as em
    er = shared_extractor().frames.entities
    fast = [(m.span(), m.group(0)) for m in em._DISCOVER.finditer(text) if er._may_be_name(m.group(0))]
    plain = [(m.span(), m.group(0)) for m in em._DISCOVER_PLAIN.finditer(text) if er._may_be_name(m.group(0))]
    assert fast == plain
    assert {span for span, _ in fast} <= {m.span() for m in em._DISCOVER_PLAIN.finditer(text)}
