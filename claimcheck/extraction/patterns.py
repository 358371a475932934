"""Regex helpers shared by the recognisers of the extraction grammar.

Every helper builds a *linear* pattern: alternations of literal words only, no nested
quantifiers over the same characters (see :mod:`claimcheck.extraction.grammar`).  The words
themselves come from ``rules/grammar.yaml`` and the unit registry.
"""
from __future__ import annotations

import re
from types import SimpleNamespace

from claimcheck.resources import regex_code


# full-width ASCII (U+FF01–U+FF5E) → ASCII, one character for one, so offsets are kept
_FULLWIDTH = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20
_FULLWIDTH[0x2212] = ord("-")  # minus sign

_EMPHASIS = regex_code.compile(r"\*{2,3}(?=\S)|(?<=\S)\*{2,3}|`+")
# inline HTML tags of Markdown (a README's "faster than <a href=…><b>Medusa</b></a>"): blanked,
# so the link text reads as prose
_HTML_TAG = re.compile(r"</?(?:a|b|i|em|strong|sup|sub|span|br|img|p|div|code|font|u|s|del|ins|mark|small|big|"
                       r"center|kbd|picture|source|details|summary)\b[^<>]{0,300}>", re.IGNORECASE)
# a Markdown backslash escape ("75%\~90%", "1.5x\~1.8x", "\*"): CommonMark 0.31 §2.4 lets any
# ASCII punctuation be escaped so that it shows as itself; the backslash is blanked
_MD_ESCAPE = re.compile(r"\\(?=[!-/:-@\[-`{-~])")
_DIGIT = re.compile(r"\d")
#: the extensions of a file name ("results.md", "model.safetensors")
FILE_EXTENSIONS = ("md", "txt", "pdf", "py", "json", "jsonl", "yaml", "yml", "csv", "html", "tsv", "ipynb", "log", "sh",
                   "toml", "cfg", "ini", "xml", "js", "ts", "cu", "cpp", "rs", "go", "safetensors", "gguf", "bin", "pt",
                   "pth", "ckpt", "onnx", "parquet", "sqlite", "db", "tar", "gz", "zip", "whl")
_FILE_EXT = re.compile(r"[\w\-]\.(?:" + "|".join(FILE_EXTENSIONS) + ")$")
#: :data:`_FILE_EXT` as a lookbehind (one per length: a lookbehind has a fixed width) at the end
#: of a word: it ends with a letter, digit, _ or - and one of the extensions
FILE_EXT_BEHIND = "(?:" + "|".join(
    rf"(?<=[\w\-]\.(?:{'|'.join(e for e in FILE_EXTENSIONS if len(e) == n)}))"
    for n in sorted({len(e) for e in FILE_EXTENSIONS})) + ")"
# thousands separated by commas ("12,400"), by thin, no-break or plain spaces ("10 000") or by
# apostrophes ("12’480"); a decimal comma where no thousands reading fits ("0,75", "2,5", not in
# a list "1,2,4"); else plain digits
NUMBER = (r"(?:\d{1,3}(?:,\d{3})++(?!\d)|(?<!\d,)(?:0,\d++|[1-9]\d{0,2},\d{1,2})(?![\d,]|\.\d)"
          r"|\d{1,3}(?:[ \u2009\u202f\u00a0'’]\d{3}(?![\d,]))++|\d++)(?:\.\d+)?")
#: the vulgar fraction characters ("¾", "½"): numbers of their own, or after digits ("1½")
VULGAR_FRACTIONS = "¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"
#: the characters that group digits in a number (besides the comma)
GROUPING = " \u2009\u202f\u00a0'’"
_DECIMAL_COMMA = re.compile(r"[+\-]?(?:0,\d+|[1-9]\d{0,2},\d{1,2})")
_SEPARATORS = re.compile(r"[,\s\u2009\u202f'’]")


def number_digits(text: str) -> str:
    """The Arabic number ``text`` as plain digits for ``Decimal``: "12,400" / "12’480" / "10 000"
    → "12400" …; a decimal comma ("0,75", "2,5": one comma, not three digits after it, or a
    leading 0) → "0.75"."""
    if "," in text and _DECIMAL_COMMA.fullmatch(text):
        return text.replace(",", ".")
    return _SEPARATORS.sub("", text)
_CJK = r"\u3400-\u9fff"
#: the places inside a word where a Chinese character meets a Latin letter (either order)
_CJK_LATIN = re.compile(rf"(?<=[{_CJK}])(?=[A-Za-z])|(?<=[A-Za-z])(?=[{_CJK}])")


def _alt(words, *, ascii_boundary: bool = True) -> str:
    """A regex alternation of literal ``words``, longest first; ASCII words get word boundaries.

    The words that begin with an ASCII letter share one look-behind before their own
    alternation, so each of its branches begins with its first letter, which the regex engine
    checks before trying the branch (a branch that begins with a look-behind is tried in full
    at every position: the unit alternation has thousands).  The two groups never compete at one
    position (their first characters differ), so the matches are the same as one alternation of
    all the words longest first; with a word whose first character folds to an ASCII letter
    under IGNORECASE (Kelvin sign, long s …) they might, and the words stay in one alternation."""
    letters, others = [], []
    ordered = sorted({str(w) for w in words if str(w)}, key=len, reverse=True)
    split = ascii_boundary and not any(
        not w[0].isascii() and (w[0].lower().isascii() or w[0].upper().isascii() or w[0].casefold().isascii())
        for w in ordered)
    for word in ordered:
        # mixed writing puts a space where Chinese meets Latin letters or may leave it out:
        # "个token" is also "个 token"
        piece = r"\s?".join(re.escape(x) for x in _CJK_LATIN.split(word))
        if ascii_boundary and re.match(r"[A-Za-z0-9]", word[-1]):
            piece += r"(?![A-Za-z0-9_])"
        if ascii_boundary and re.match(r"[A-Za-z]", word[0]):
            if split:
                letters.append(piece)
                continue
            piece = r"(?<![A-Za-z])" + piece
        others.append(piece)
    if not letters and not others:
        return "(?!)"
    # the words' first characters, looked ahead before the alternation: a position where no word
    # can start fails at once instead of trying every word (and its look-behind) there; the
    # lookahead is implied by the alternation, so the matches are the same
    firsts = "".join(sorted({re.escape(str(w)[0]) for w in words if str(w)}))
    groups = ([r"(?<![A-Za-z])(?:" + "|".join(letters) + ")"] if letters else []) + (["|".join(others)] if others else [])
    return "(?:(?=[" + firsts + "])(?:" + "|".join(groups) + "))"


def _words_gate(words, flags: int = 0, *, whole: bool = False) -> re.Pattern:
    """A fast search for any of ``words`` (literal), behind a class of their first characters
    (a long alternation is otherwise tried at every position).  ``whole``: only as a whole word
    (no ASCII letter on either side), as :func:`_alt` reads words of letters.  No words: never matches."""
    words = sorted({str(w) for w in words if str(w)}, key=len, reverse=True)
    if not words:
        return re.compile("(?!)")
    firsts = "".join(sorted({re.escape(w[0]) for w in words}))
    if flags & re.IGNORECASE and not any(not w[0].isascii() and w[0].lower() != w[0].upper() for w in words):
        # under IGNORECASE the engine enters every branch at a position: grouped by their first
        # letter in either case, only that letter's words are tried (same matches: words of two
        # groups never match at one position; each group keeps the longest-first order)
        by_first: dict[str, list[str]] = {}
        for w in words:
            by_first.setdefault(w[0].lower(), []).append(re.escape(w[1:]))
        alternation = "|".join(re.escape(c) + "(?:" + "|".join(rests) + ")" for c, rests in by_first.items())
    else:
        alternation = "|".join(map(re.escape, words))
    body = "(?=[" + firsts + "])(?:" + alternation + ")"
    return re.compile(r"(?<![A-Za-z])" + body + r"(?![A-Za-z])" if whole else body, flags)


def _alt_spaced(words) -> str:
    """Like :func:`_alt`, but a word of several CJK characters may have up to three spaces
    before it and between its characters ("一 百 五 十 个 百 分 点", "2.4   个百分 点")."""
    parts = []
    for word in sorted({str(w) for w in words if str(w)}, key=len, reverse=True):
        if len(word) > 1 and all("\u3400" <= ch <= "\u9fff" for ch in word):
            parts.append(r"\s{0,3}" + r"\s{0,3}".join(map(re.escape, word)))
    return "(?:" + "|".join(parts + [_alt(words)]) + ")" if parts else _alt(words)


def _unnamed(pattern: str) -> str:
    """``pattern`` with its named groups made anonymous, so it can be used twice."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


def word_alt(words) -> str:
    """A regex alternation of ``words`` (already sorted and escaped, or plain letters), each
    not followed by an ASCII letter; ``(?!)`` (never matches) when there are no words.  Used for
    English number words ("twenty", "hundred")."""
    return "(?:" + "|".join(words) + r")(?![A-Za-z])" if words else "(?!)"


def word_alt_ci(words) -> str:
    """:func:`word_alt` for use inside an IGNORECASE group, the same matches found faster.

    Under IGNORECASE CPython's regex engine enters every branch of an alternation at a position
    (it checks a branch's first character before entering it only for a case-sensitive literal
    or class), so 30 number words cost 30 branch entries at every letter where a number may
    begin.  Here the words are grouped by their first letter, each group behind a case-sensitive
    class of every character IGNORECASE matches with that letter (``[Ss\u017f]``: its two
    cases and those of :data:`~claimcheck.extraction.literals.FOLDS_TO_ASCII` the engine itself
    matches with it), so a position enters one group at most.  Groups never compete at one position (their classes are
    disjoint) and each keeps the words' order, so the matches are those of :func:`word_alt`.
    A word that does not begin with an ASCII letter leaves the alternation as :func:`word_alt`
    writes it."""
    from claimcheck.extraction.literals import FOLDS_TO_ASCII
    groups: dict[str, list[str]] = {}
    for word in words:
        head = word[:1]
        if not (head.isascii() and head.isalpha()):
            return word_alt(words)
        groups.setdefault(head.lower(), []).append(word[1:])
    if not groups:
        return "(?!)"
    heads = {h: "[" + "".join(sorted(c for c in {h, h.upper(), *FOLDS_TO_ASCII} if re.fullmatch(f"(?i:{h})", c))) + "]"
             for h in groups}
    return "(?:" + "|".join(f"(?-i:{heads[h]})(?:{'|'.join(rests)})" for h, rests in groups.items()) + r")(?![A-Za-z])"


#: the words between the two ends of a range ("3-12", "4 to 22", "2016年6月1日-6月30日"); used by the
#: value ranges (:func:`claimcheck.extraction.ratios.value_ranges`) and the date ranges
RANGE_BETWEEN = re.compile(r"\s?(?:--|-|–|—|~|～|至|到|to|until|till|through)\s?")
#: "between" / 从 / 介于 / 在 right before the first end of a range written with "and"
BETWEEN = re.compile(r"(?:between|从|介于|在)\s?$", re.IGNORECASE)
#: the "and" of "between 5 and 10"
AND = re.compile(r"\s?(?:and|与|和)\s?")


class Pieces(SimpleNamespace):
    """Regex source pieces shared between the builder functions while one
    :class:`~claimcheck.extraction.grammar.Grammar` is compiled; dropped afterwards (never an
    attribute of the grammar).

    Attributes (all ``str`` regex sources unless said otherwise), set by
    :func:`claimcheck.extraction.quantities.build_units`:
        unit_alone, unit_any (list[str]): unit spellings that may stand alone after a number / all of them.
        attached: single-letter units only written right after the digits ("250m").
        classifiers: the count classifiers (个, 条, …).
        money_prefix: currency prefixes ("$", "US$", "USD ").
        post: the qualifiers after a number, one named group ``post<i>`` each.
        seps: the range separators of grammar.yaml.
    set by :func:`claimcheck.extraction.numbers.build_number_pattern`:
        cn_chars: the Chinese numeral characters (digits and units).
        ones, tens, fracs, big (list[str]): English number, tens, fraction and scale words, longest first.
        neg: the negative words ("负", "minus ").
        number, sign, fraction, mixed_fraction: parts of the quantity pattern.
        en_n: an English count of units in words ("two", "twenty-one"), for windows and durations.
    """
