"""Counts: a number before an English plural noun ("13000 workers", "a 16-node cluster"),
English number words before a classifier ("three 个方向"), and orders of magnitude written in
words ("millions of users", "tens of thousands of GPUs").

Words from ``rules/grammar.yaml``: ``count_nouns_irregular``, ``count_noun_stopwords``,
``name_plural_letters``, ``not_count_after_hyphen``, ``magnitude_plurals``,
``magnitude_multipliers``; a noun that is a unit spelling is no count noun.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.patterns import Pieces, _alt, _words_gate

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar


def build_count_nouns(g: Grammar, data: dict, p: Pieces) -> None:
    """Compile the count-noun patterns of ``g`` (``_noun_after``, ``_noun_after2``, ``_noun_alone``,
    ``_noun_hyphen``, ``_unit_words_re``) and their word sets (``_noun_stop``,
    ``_name_plural_letters``, ``_not_count_hyphen``, ``_capital_ok``); ``p.unit_any``: every unit
    spelling (a unit is no count noun)."""
    never = {str(u) for u in data.get("not_units", [])}
    unit_any = p.unit_any
    # the noun of a count: a plural in -s or an irregular plural of grammar.yaml ("200
    # people"); one modifier may stand before it, lower-case, capitalised or an acronym
    # ("7 European countries", "5 NBA teams")
    irregular = _alt(data.get("count_nouns_irregular", []))
    plural = rf"[a-z]{{2,}}s|[A-Z][a-z]{{2,}}s|{irregular}"  # "1,307,000 Americans" too
    if data.get("chip_shape"):
        # chips in the plural ("1,536 H200s", "8 MI300Xs"; grammar.yaml chip_shape; fresh-user trial 47, r09)
        plural += rf"|{data['chip_shape']}s"
    g._noun_after = re.compile(r"\s(?:(?P<mod>(?:[a-z]+|[A-Z][a-z]+|[A-Z]{2,5})(?:-[a-z]+)*)\s)?"
                               rf"(?P<noun>{plural})(?![A-Za-z\-])")
    # ... or two, the second lower-case ("1,100 public housing properties", "60 commercial
    # fishing boats"): tried when one modifier finds no noun
    g._noun_after2 = re.compile(r"\s(?P<mod>(?:[a-z]+|[A-Z][a-z]+|[A-Z]{2,5})(?:-[a-z]+)*)\s(?P<mod2>[a-z]+(?:-[a-z]+)*)\s"
                                rf"(?P<noun>{plural})(?![A-Za-z\-])")
    # the noun alone, when the word taken as a modifier cannot be one ("19 fouls proves")
    g._noun_alone = re.compile(rf"\s(?P<mod>(?!))?(?P<noun>{plural})(?![A-Za-z\-])")
    g._noun_stop = {str(w).lower() for w in data.get("count_noun_stopwords", [])}
    g._name_plural_letters = {str(w) for w in data.get("name_plural_letters", [])}
    # "a 16-node cluster", "4-cylinder": a singular noun joined by a hyphen counts it; not
    # the words that name a setting ("4-bit" is a precision) nor those of not_count_hyphen
    g._noun_hyphen = re.compile(r"-(?P<mod>(?!))?(?P<noun>[a-z]{3,})(?![A-Za-z0-9\-])")
    g._not_count_hyphen = never | {str(w) for w in data.get("not_count_after_hyphen", [])}
    # sentence-initial words that may stand before a count ("The five datasets", "Only 3 users")
    g._capital_ok = {str(w).lower() for w in data.get("count_noun_stopwords", [])} | {
        w.lower() for q in data["qualifiers_before"].values() for w in map(str, q)}
    # (things counted — "pages", "docs" — are units only in a rate: grammar.yaml rate_only_units)
    rate_only = {str(u) for u in data.get("rate_only_units", [])}
    g._unit_words_re = re.compile(_alt([u for u in unit_any if u not in rate_only], ascii_boundary=False))


def build_magnitudes(g: Grammar, data: dict, p: Pieces) -> None:
    """Compile ``_magnitude`` ("millions of users", "tens of thousands of dollars": a count from
    ``magnitude_plurals`` × ``magnitude_multipliers``, Decimal) and ``_en_count`` / ``_en_word_before``
    (an English number word before a classifier, not the end of a longer number), and add their
    gates.  ``p.classifiers``: the count classifiers' alternation."""
    classifiers = p.classifiers
    # "millions of users", "tens of thousands of dollars"
    g.magnitude_plurals = {str(k).lower(): Decimal(str(v)) for k, v in data.get("magnitude_plurals", {}).items()}
    g.magnitude_multipliers = {str(k).lower(): Decimal(str(v)) for k, v in data.get("magnitude_multipliers", {}).items()}
    g._magnitude = re.compile(
        rf"(?i:(?<![A-Za-z])(?:(?P<mult>{'|'.join(g.magnitude_multipliers) or '(?!)'})\sof\s)?"
        rf"(?P<mag>{'|'.join(g.magnitude_plurals) or '(?!)'})\sof\s)(?P<noun>[a-z]+(?:-[a-z]+)*)")
    # "fifty two nodes": a number word after a tens, hundred or scale word is the end of a
    # longer number, counted by the number pass, not a count of its own
    g._en_word_before = re.compile(
        rf"(?i:(?<![A-Za-z])(?:{'|'.join([*g.english_tens, *g.english_scales, 'and'])})(?:\s{{1,3}}|\s?-\s?))$")
    g._en_count = re.compile(rf"(?<![A-Za-z\-])(?P<w>{'|'.join(sorted(g.english_numbers, key=len, reverse=True))})\s(?P<c>{classifiers})", re.I)
    g._gates["magnitude"] = _words_gate(g.magnitude_plurals, re.IGNORECASE)
    g._gates["en_count"] = re.compile(rf"\s{classifiers}", re.I)


def count_noun(g: Grammar, s: str, num_start: int, end: int, pre_qualified: bool = False) -> tuple[int, str] | None:
    """(end, noun) when an English plural noun follows the number at ``end`` ("13000 workers",
    "five tested datasets"), else None.  Not after a capitalised name ("Llama 3 supports",
    "Game 2 was": the number belongs to the name) nor after a year-like number ("2019 sales")."""
    m = g._noun_after.match(s, end)
    if not m:
        m = g._noun_after2.match(s, end)
        if m and (m.group("mod2") in g._noun_stop or m.group("mod2").endswith("s")
                  or g._unit_words_re.fullmatch(m.group("mod2"))):
            m = None
    if not m:
        m = g._noun_hyphen.match(s, end)
        before = s[max(0, num_start - 8):num_start]
        if not m or m.group("noun") in g._not_count_hyphen or not s[num_start:end].replace(",", "").strip("0 ").isdigit() \
                or (before and (before[-1].isalnum() or before[-1] in "-_.")) \
                or re.search(r"\d\s+$", before):
            return None  # "v0 1 0-chart", "top-5-ranked": not a count
    mod, noun = m.group("mod"), m.group("noun")
    if mod and (mod.lower() in g._noun_stop or mod.endswith("s")):
        m = g._noun_alone.match(s, end)  # "19 fouls proves": the plural is the noun
        if not m:
            return None
        mod, noun = None, m.group("noun")
    if noun.lower() in g._noun_stop:
        return None
    if g._unit_words_re.fullmatch(noun) or (mod and g._unit_words_re.fullmatch(mod)):
        return None
    number = s[num_start:end]
    if re.fullmatch(r"(?:1[6-9]|20)\d\d", number.strip()):
        return None  # a year: "2019 sales", "in 2025 models"
    if not pre_qualified:
        pw = re.search(r"([A-Za-z][\w\-]*)\s?$", s[max(0, num_start - 30):num_start])
        if pw and not pw.group(1).islower() and pw.group(1).lower() not in g._noun_stop \
                and pw.group(1).lower() not in g._capital_ok:
            return None
    return m.end(), noun
