"""The start set added to generated regex code (claimcheck/resources/regex_code.py, issue 18)
changes no match: a search skips only positions whose character begins no match.  Spec rows for
each way a pattern can begin (look-arounds, IGNORECASE words with the characters that fold to
ASCII letters, branches of classes, repeats, digits, CJK), the patterns it must leave alone (a
literal prefix, a class the engine finds itself, a pattern that may match nothing), every pattern
the extractor is built with against its plain ``re.compile`` on real and awkward text, and a
hypothesis property over random texts."""
from __future__ import annotations

import re
from array import array
from pathlib import Path

import pytest

from claimcheck.resources import regex_code
from claimcheck.resources.regex_code import FOLDS_TO_ASCII, char_forms

pytestmark = pytest.mark.skipif(not regex_code._START_SETS, reason="this engine's code is not the one regex_code knows")

_INFO_CHARSET = 4  # SRE_INFO_CHARSET


def _info_flags(pattern: str, flags: int = 0) -> int:
    words = array("I")
    words.frombytes(regex_code.entry(pattern, flags)[1])
    return words[2]


def _spans(rx: re.Pattern, text: str, pos: int = 0) -> list:
    return [(m.span(), m.groups()) for m in rx.finditer(text, pos)]


#: zh, en and mixed text, digits of other scripts, the characters IGNORECASE folds to ASCII
#: letters (Kelvin sign, long s, dotted and dotless i), Markdown, table borders
TEXTS = [
    "vLLM 0.6.3 比 SGLang 快 1.5x，吞吐 12,400 tok/s；arXiv:2406.12345，bs=16 TP8 8×H100-80GB",
    "Throughput rose from 1,200 to 3,400 req/s (+183%) on Sep 28, 2026; p99 120-150 ms in the 2020s",
    "\u212aV cache \u212aimi, \u0130nput 2K, \u017fingle node \u017fGLang, \u0131s, \u212a100 VLLM-serve Vllm",
    "| **Llama 3.1 8B** | 4.8 \\| 6 | `--max-num-seqs 256` | 星期一 上周三 去年 ½ ① Ⅳ ٣ ۴ 〇",
    "DeepSeek-V4-Pro, Qwen1.5-MOE, internlm2-20b, GPT-4o, EAGLE-3 and a hundred GPUs for an hour",
    "",
    "x",
]


@pytest.mark.parametrize("pattern, flags, text", [
    # a look-behind first: the engine tries its matcher at every position without the set
    (r"(?<![A-Za-z])(?:ab|cd)\d", 0, "ab1 xab2 cd3 Cd4 ab"),
    # a lookahead of the first characters (the grammar's own speed-up) first
    (r"(?=[st])(?:seven|six|ten)", 0, "sixty seven tens s t"),
    # an IGNORECASE word: its cases and the non-ASCII characters that fold to its letters
    (r"(?<![a-z])(?:kilo|sing)", re.IGNORECASE, "KILO \u212aILO \u017fING Sing skilo"),
    (r"(?i:is)\b", 0, "IS \u0130S \u0131s is this"),
    # a branch of classes, a repeat, a digit category, CJK
    (r"[A-Z][a-z]+[A-Z]|[A-Z]{2,}[a-z]+", 0, "vLLM SGLang DeepSeek TensorRT XLNet"),
    (r"[x×\-]\d", re.IGNORECASE, "A100x80GB A100-80GB 8×H100 X9"),
    (r"(?<!\d)\d+(?:\.\d+)?\s?[BMK]", 0, "7B 13 B 1.5K 8 GB ٣B"),
    (r"(?:(?=[上本])(?:上周|本周)|星期[一二])", 0, "上周 本周 星期一 这周"),
    (r"(?<!\\)\|", 0, "| a \\| b |"),
    (r"\*{2,3}(?=\S)|(?<=\S)\*{2,3}|`+", 0, "**24x** `v0.5` ***a*** * b"),
])
def test_a_pattern_without_a_start_gets_its_set_and_the_same_matches(pattern, flags, text):
    assert _info_flags(pattern, flags) == _INFO_CHARSET
    fast, plain = regex_code.compile(pattern, flags), re.compile(pattern, flags)
    for t in [text, *TEXTS]:
        for i in range(len(t) + 1):
            assert _spans(fast, t, i) == _spans(plain, t, i), (pattern, t, i)
        assert fast.sub("#", t) == plain.sub("#", t)


@pytest.mark.parametrize("pattern, flags, info", [
    (r"abc\d", 0, 1),  # a literal prefix: the engine's own (SRE_INFO_PREFIX)
    (r"[ab]c|d", 0, _INFO_CHARSET),  # a set the engine finds itself
    (r"a*", 0, 0),  # may match nothing: no set
    (r"(?<=x)a?", 0, 0),
    (r".x", 0, 0),  # may begin with any character
    (r"[^a]b", 0, 0),
    (r"(?i:é)x", 0, 0),  # a cased non-ASCII letter under IGNORECASE: its folds are the engine's
    (r"\sx", 0, _INFO_CHARSET),
])
def test_other_patterns_keep_the_engines_info(pattern, flags, info):
    assert _info_flags(pattern, flags) == info
    assert regex_code.compile(pattern, flags).findall("ab abc1 dx éx ÉX a x\tx") == \
        re.compile(pattern, flags).findall("ab abc1 dx éx ÉX a x\tx")


def test_match_and_fullmatch_are_unchanged():
    fast, plain = regex_code.compile(r"(?<![A-Za-z])(?:ab|cd)", re.I), re.compile(r"(?<![A-Za-z])(?:ab|cd)", re.I)
    for text in ["ab", "xab", "AB", " cd", "cdx", ""]:
        for i in range(len(text) + 1):
            assert (fast.match(text, i) or None) is None if plain.match(text, i) is None else \
                fast.match(text, i).span() == plain.match(text, i).span()
        assert bool(fast.fullmatch(text)) == bool(plain.fullmatch(text))


def test_uncased_characters_match_only_themselves_under_ignorecase():
    """What a set of first characters assumes of a non-ASCII character without case: IGNORECASE
    matches it with no other character — the engine matches two characters when their simple
    lower cases are equal or they are listed among its special folds, and no other character
    lowers to one without case (the ASCII letters' folds are tests/test_literals.py's)."""
    import _sre
    from re import _compiler
    lowered_to = {_sre.unicode_tolower(i) for i in range(0x110000) if _sre.unicode_tolower(i) != i}
    special = {c for lo, others in _compiler._EXTRA_CASES.items() for c in (lo, *others)}
    for i in range(0x80, 0x110000):
        if 0xD800 <= i < 0xE000 or char_forms(chr(i), True) != {chr(i)}:
            continue
        assert i not in lowered_to and i not in special, hex(i)
    assert set(FOLDS_TO_ASCII) <= char_forms("k", True)
    every = "".join(map(chr, range(0x80, 0x3000)))  # spot check with the engine itself
    assert set(re.findall("[\u00d7\u00bd\u2460]", every, re.IGNORECASE)) == {"\u00d7", "\u00bd", "\u2460"}
    assert char_forms("\u2160", True) is None  # Roman numeral one has a lower case (U+2170)


def _real_texts() -> list[str]:
    root = Path(__file__).resolve().parents[1]
    shared = next((p for p in [root.parent / "shared", Path("/work/shared")] if (p / "seed").is_dir()), None)
    texts = list(TEXTS)
    if shared is not None:
        texts.append((shared / "seed" / "briefing-2026-09-28.txt").read_text(encoding="utf-8"))
    for path in [root / "README.md", root / "docs" / "architecture.md", root / "tests" / "data" / "README.md"]:
        if path.is_file():
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
    return texts


def test_every_pattern_of_the_extractor_finds_what_re_compile_finds():
    """Every pattern the extractor is built with (grammar, segmenter, frame builder; its start
    set added when it has none of its own) and the module patterns compiled with
    :func:`regex_code.compile`: the same matches and groups as a plain ``re.compile``."""
    from claimcheck.api import shared_extractor
    from claimcheck.frames import entities
    from claimcheck.extraction import patterns
    from claimcheck.text import segment
    ex = shared_extractor()
    found: dict[int, re.Pattern] = {}

    def walk(obj, depth=0):
        if isinstance(obj, re.Pattern):
            found[id(obj)] = obj
        elif depth < 4 and isinstance(obj, (list, tuple, set, frozenset)):
            for x in obj:
                walk(x, depth + 1)
        elif depth < 4 and isinstance(obj, dict):
            for x in obj.values():
                walk(x, depth + 1)
        elif depth < 2 and hasattr(obj, "__dict__") and type(obj).__module__.startswith("claimcheck"):
            for x in vars(obj).values():
                walk(x, depth + 1)
    walk([ex.grammar, ex.segmenter, ex.frames, ex._prefilter_words, entities._DISCOVER, entities._CAMEL,
          entities._TIMES_DIGIT, segment._CELL_BORDER, patterns._EMPHASIS])
    with_set = [rx for rx in found.values() if rx.pattern and _info_flags(rx.pattern, rx.flags) == _INFO_CHARSET]
    assert len(found) > 250 and len(with_set) > 150
    texts = _real_texts()
    for rx in found.values():
        plain = re.compile(rx.pattern, rx.flags)
        for text in texts:
            assert _spans(rx, text) == _spans(plain, text), rx.pattern[:80]


hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_ALPHABET = "abkisSKIxX19 -.|*`×上周星期一\u212a\u017f\u0130\u0131٣"
_PATTERNS = [
    (r"(?<![A-Za-z])(?:ab|is)\d?", 0), (r"(?<![a-z])(?:kis|sk)", re.IGNORECASE), (r"(?=[ab])(?:ab|ba)", 0),
    (r"[x×\-]\d", re.IGNORECASE), (r"(?:上周|星期[一])", 0), (r"(?<!\d)\d+(?:\.\d+)?", 0),
    (r"(?<!\\)\||\*+", 0), (r"(?i:k)(?:is)?|(?<=\s)-", 0),
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(st.text(alphabet=_ALPHABET, max_size=30), st.integers(min_value=0, max_value=30))
def test_random_text_has_the_same_matches(text, pos):
    for pattern, flags in _PATTERNS:
        fast, plain = regex_code.compile(pattern, flags), re.compile(pattern, flags)
        assert _spans(fast, text, pos) == _spans(plain, text, pos), (pattern, text, pos)
