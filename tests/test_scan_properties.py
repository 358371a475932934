"""Property tests of the grammar scan's speed-ups (issue 18): on random text built from the
pieces numbers, dates, versions, ids and URLs are made of, each fast form finds exactly what its
plain reference finds (tests/test_regex_speedups.py has the spec rows)."""
from __future__ import annotations

import re

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from claimcheck.extraction.patterns import word_alt, word_alt_ci  # noqa: E402

#: pieces of claim text: digits, separators, signs, money, Chinese numerals and scales, English
#: number words (any case), characters IGNORECASE folds to ASCII letters, dates, versions, URLs
_BITS = st.sampled_from([
    "0", "1", "2", "5", "9", "12", "2026", ",", ".", "-", "+", "/", ":", " ", "  ", "%", "x", "×", "$", "US$",
    "USD", "¥", "€", "minus ", "negative ", "负", "万", "亿", "三", "十", "百", "千", "两", "½", "一", "第",
    "a", "A", "a ", "hundred", "Hundred", "third", "thirds", "half", "of ", "million", "twenty", "Twenty-",
    "one", "SEVEN", "six", "ty", "teen", "ſ", "\u212a", "\u0130", "\u0131", "be", "v", "V0.", "rc1", "arXiv:",
    "2406.12345", "10.1145/", "https://", "www.", ".com/", "2026-09-28", "Sep ", "年", "月", "日", "tok/s",
    "ms", "GB", "H100", "TP", "=", "，", "。", "(", ")", "~", "至", "到", "to ", "ix", "even", "ILO", "elve",
])
_TEXT = st.lists(st.one_of(_BITS, st.text(max_size=4)), max_size=30).map("".join)

_GRAMMAR = []


def _grammar():
    if not _GRAMMAR:
        from claimcheck.api import shared_extractor
        _GRAMMAR.append(shared_extractor().grammar)
    return _GRAMMAR[0]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(_TEXT, st.integers(min_value=0, max_value=40))
def test_number_start_matches_its_plain_form(text, pos):
    """``Grammar._start`` (lookaheads, grouped words) and ``Grammar._start_plain``: the same
    matches from any position."""
    g = _grammar()
    plain = re.compile(g._start_plain, g._start.flags)
    pos = min(pos, len(text))
    assert [m.span() for m in g._start.finditer(text, pos)] == [m.span() for m in plain.finditer(text, pos)]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(st.lists(st.from_regex(r"[a-zA-Z]{1,7}", fullmatch=True), min_size=1, max_size=8), _TEXT)
def test_word_alt_ci_matches_word_alt(words, text):
    """Any list of words, longest first as the grammar sorts them: inside IGNORECASE the
    grouped alternation finds what the plain one finds."""
    words = sorted(set(words), key=len, reverse=True)
    grouped = re.compile(f"(?i:{word_alt_ci(words)})")
    plain = re.compile(f"(?i:{word_alt(words)})")
    text = text + " " + " ".join(words).swapcase()
    assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in plain.finditer(text)]


_WORDY = st.lists(st.one_of(_BITS, st.sampled_from(["-", "_", ".", "+", "{", "}", "{1,2}", "md", "log", "tar.gz", "pt",
                                                     "B200", "Qwen", "x86", "km2", "USD", "$", "/", "./", "~/"]),
                            st.text(alphabet="ab1-._+{},/ ", max_size=6)), max_size=30).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(_WORDY, st.integers(min_value=0, max_value=40))
def test_fast_file_name_and_name_patterns_keep_what_the_plain_ones_keep(text, pos):
    """The file-name / name-with-digits patterns of the scan against their plain forms: the
    matches scan keeps (an extension at the end / a digit) are the same from any position."""
    from claimcheck.extraction.patterns import _DIGIT, _FILE_EXT
    g = _grammar()
    pos = min(pos, len(text))
    keeps = {"filename": lambda w: "." in w and _FILE_EXT.search(w), "name": lambda w: not w.isalpha() and _DIGIT.search(w)}
    for name, keep in keeps.items():
        fast = dict(g._protect)[name]
        plain = re.compile(g._protect_plain[name])
        assert [m.span() for m in fast.finditer(text, pos) if keep(m.group(0))] == \
            [m.span() for m in plain.finditer(text, pos) if keep(m.group(0))]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(st.lists(st.one_of(_BITS, st.sampled_from(["Qwen", "vLLM", "KV", "SET", "-", ".", "_", "ember", "-1", "Ring", "x"]),
                          st.text(alphabet="aZ9-._ ", max_size=6)), max_size=30).map("".join))
def test_name_discovery_keeps_what_the_plain_token_search_keeps(text):
    """Tokens the entity finder keeps as names: the same with the capital-or-digit look-ahead."""
    from claimcheck.api import shared_extractor
    from claimcheck.frames import entities as em
    er = shared_extractor().frames.entities
    assert [m.span() for m in em._DISCOVER.finditer(text) if er._may_be_name(m.group(0))] == \
        [m.span() for m in em._DISCOVER_PLAIN.finditer(text) if er._may_be_name(m.group(0))]
