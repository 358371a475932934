"""Generated regex code, with the characters a match can begin with (CPython's ``sre``).

``re.compile`` is two steps: *parse + generate code* (pure Python) and ``_sre.compile(code)``
(C).  :func:`entry` runs the first step as ``re.compile`` does and keeps the result as plain data
(the build cache stores it, :mod:`claimcheck.resources.cache`); :func:`from_entry` runs the second.

One addition (issue 18: extraction speed).  A search tries a match at every position of the text
— one call of the engine's matcher per character — unless the code's INFO block tells it a literal
prefix or a set of characters every match begins with: then it skips in a tight loop to the next
position holding one.  The compiler finds such a set only when the pattern begins with a literal,
a class or a branch of literals, so a pattern that begins with a look-around
(``(?<![A-Za-z])…``, ``(?=[abc])…``), with branches that begin with classes or with an
IGNORECASE word gets none — most of the grammar's, the name finders' and the frames' patterns.
:func:`entry` adds the set :func:`first_set` reads off the parse tree to such a pattern's INFO
block (never when the pattern may match the empty string).  Exact: a position whose character is
not in the set begins no match, so the search skips only positions where the matcher would fail;
matches, groups, ``match`` and ``fullmatch`` are unchanged (``tests/test_regex_code.py``).
"""
from __future__ import annotations

import re
from array import array

try:  # the two steps of re.compile (CPython 3.11+)
    import _sre
    from re import _compiler, _constants as C, _parser
except ImportError:  # pragma: no cover - another implementation or an older Python
    _sre = _compiler = C = _parser = None

__all__ = ["FOLDS_TO_ASCII", "compile", "entry", "first_set", "from_entry"]

#: the non-ASCII characters that IGNORECASE matches with an ASCII letter: dotted capital I,
#: dotless i, long s, Kelvin sign (tests/test_literals.py checks this against the regex engine)
FOLDS_TO_ASCII = "\u0130\u0131\u017f\u212a"


def char_forms(ch: str, ci: bool) -> set[str] | None:
    """The text characters a pattern character ``ch`` matches: itself, or under IGNORECASE its
    cases and, for an ASCII letter, the non-ASCII characters that fold to one
    (:data:`FOLDS_TO_ASCII`); None for a cased non-ASCII character under IGNORECASE (its folds
    are not listed here)."""
    if not ci:
        return {ch}
    if ch.isascii():
        return {ch, ch.lower(), ch.upper()} | (set(FOLDS_TO_ASCII) if ch.isalpha() else set())
    if ch.lower() != ch.upper():
        return None
    return {ch}


def first_set(items, ci: bool):
    """The characters a match of the parse-tree sequence ``items`` can begin with, as
    (set of characters, digits: a ``\\d`` may begin it, empty: the sequence may match nothing),
    or None when any character may (a negated class, ``.``, a category other than ``\\d``)."""
    chars: set[str] = set()
    digits = False
    for op, av in items:
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero-width: the next item begins the match
        if op is C.LITERAL:
            forms = char_forms(chr(av), ci)
            if forms is None:
                return None
            return chars | forms, digits, False
        if op is C.IN:
            for iop, iav in av:
                if iop is C.LITERAL or (iop is C.RANGE and iav[1] - iav[0] < 512):
                    for code in ([iav] if iop is C.LITERAL else range(iav[0], iav[1] + 1)):
                        forms = char_forms(chr(code), ci)
                        if forms is None:
                            return None
                        chars |= forms
                elif iop is C.CATEGORY and iav is C.CATEGORY_DIGIT:
                    digits = True
                else:
                    return None
            return chars, digits, False
        if op in (C.SUBPATTERN, C.ATOMIC_GROUP, C.BRANCH, C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            if op is C.SUBPATTERN:
                _group, add, remove, sub = av
                subs = [sub]
                sub_ci = (ci or bool(add & C.SRE_FLAG_IGNORECASE)) and not remove & C.SRE_FLAG_IGNORECASE
                optional = False
            elif op is C.ATOMIC_GROUP:
                subs, sub_ci, optional = [av], ci, False
            elif op is C.BRANCH:
                subs, sub_ci, optional = list(av[1]), ci, False
            else:
                subs, sub_ci, optional = [av[2]], ci, av[0] == 0
            for sub in subs:
                got = first_set(sub, sub_ci)
                if got is None:
                    return None
                chars |= got[0]
                digits = digits or got[1]
                optional = optional or got[2]
            if not optional:
                return chars, digits, False
            continue  # it may match nothing: what follows may begin the match too
        return None  # anything else (backreferences, conditionals, ANY …): unknown
    return chars, digits, True


def _with_start_set(tree, flags: int, code: list[int]) -> list[int]:
    """``code`` (generated from the parse ``tree`` under ``flags``, the final flags) with the
    set of its matches' first characters in its INFO block, when that block names neither a
    prefix nor a set and the pattern cannot match the empty string; else ``code`` itself."""
    if not code or code[0] != C.INFO or code[2] != 0 or code[3] == 0:
        return code
    got = first_set(tree, bool(flags & C.SRE_FLAG_IGNORECASE))
    if got is None or got[2] or not (got[0] or got[1]):
        return code
    chars, digits, _ = got
    items = [(C.LITERAL, ord(ch)) for ch in sorted(chars)]
    if digits:
        items.append((C.CATEGORY, C.CATEGORY_DIGIT))
    charset, _cased = _compiler._optimize_charset(items)
    # <INFO> <skip> <flags> <min> <max> <charset …> — what re._compiler._compile_info writes for a
    # pattern that begins with a class
    info = [C.INFO, 0, C.SRE_INFO_CHARSET, code[3], code[4]]
    _compiler._compile_charset(charset, flags, info)
    info[1] = len(info) - 1
    return info + code[1 + code[1]:]


def entry(pattern: str, flags: int) -> tuple:
    """What ``re._compiler.compile`` hands to ``_sre.compile``, as plain data, with the start
    set added (:func:`_with_start_set`)."""
    p = _parser.parse(pattern, flags)
    final = flags | p.state.flags
    code = _compiler._code(p, flags)
    if _START_SETS:
        code = _with_start_set(p, final, code)
    groupindex = dict(p.state.groupdict)
    indexgroup = [None] * p.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return (final, array("I", code).tobytes(), p.state.groups - 1, groupindex, tuple(indexgroup))


def from_entry(pattern: str, got: tuple) -> re.Pattern:
    """The compiled pattern of an :func:`entry`."""
    final_flags, code, groups, groupindex, indexgroup = got
    words = array("I")
    words.frombytes(code)
    return _sre.compile(pattern, final_flags, words.tolist(), groups, groupindex, indexgroup)


def compile(pattern: str, flags: int = 0) -> re.Pattern:  # noqa: A001 (re.compile's name on purpose)
    """``re.compile(pattern, flags)`` with the start set (:func:`entry`), for patterns compiled
    outside a build (module constants); plain ``re.compile`` where the engine's internals differ."""
    if _sre is None or flags & re.DEBUG:
        return re.compile(pattern, flags)
    try:
        return from_entry(pattern, entry(pattern, int(flags)))
    except re.error:
        raise
    except Exception:  # pragma: no cover - an engine whose code this module does not know
        return re.compile(pattern, flags)


def _start_sets_work() -> bool:
    """Whether this engine runs code with an added start set as expected (checked once)."""
    if _sre is None:
        return False
    try:
        tree = _parser.parse(r"(?<![a-z])(?:ab|[cK]d)", re.IGNORECASE)
        final = re.IGNORECASE | tree.state.flags
        code = _with_start_set(tree, final, _compiler._code(tree, re.IGNORECASE))
        if code[2] != C.SRE_INFO_CHARSET:
            return False
        compiled = _sre.compile(r"(?<![a-z])(?:ab|[cK]d)", final, code, 0, {}, ())
        text = "xab AB, Cd \u212ad ab"  # the Kelvin sign matches k under IGNORECASE
        return [m.span() for m in compiled.finditer(text)] == [(4, 6), (8, 10), (11, 13), (14, 16)]
    except Exception:  # pragma: no cover - another engine layout: plain code
        return False


_START_SETS = False
_START_SETS = _start_sets_work()
