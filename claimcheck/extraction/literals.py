"""Required literals: a cheap necessary condition of a regular expression, read off the pattern.

:func:`required_literals` walks a compiled pattern's parse tree and returns literal strings of
which every match contains at least one (``(?<![A-Za-z])(?i:TP)\\s?=?\\s?(?P<v>\\d{1,3})`` needs
"tp" in any case; ``batch\\s?of\\s?\\d`` needs "batch"), or None when no such literal exists
(a pattern of classes only).  :class:`LiteralGate` tests them with ``in`` on the text (:func:`text_forms`), so a
pattern whose literals a text lacks is not searched at all: same matches, less work.

The test is exact because a match of the pattern anywhere in a substring of the text consumes
the literal's characters one after another (look-arounds and anchors consume none, so they never
break a run of literals), and ``in`` finds them in any text that contains that substring.  Under
IGNORECASE only ASCII characters and characters without case are used as literals, the text is
compared lower-cased, and a text holding one of the few non-ASCII characters that match an ASCII
letter under IGNORECASE (Kelvin sign, long s, dotted and dotless i: :data:`_FOLDS_TO_ASCII`)
passes the gate unconditionally.
"""
from __future__ import annotations

import re
from re import _constants as C, _parser

__all__ = ["LiteralGate", "required_literals", "text_forms"]

#: the non-ASCII characters that IGNORECASE matches with an ASCII letter: dotted capital I,
#: dotless i, long s, Kelvin sign (tests/test_literals.py checks this against the regex engine)
FOLDS_TO_ASCII = "\u0130\u0131\u017f\u212a"
_FOLDS_TO_ASCII = re.compile("[" + FOLDS_TO_ASCII + "]")

_Lits = tuple  # a tuple of (literal, ignore_case) pairs: a match contains one of them


def _usable(ch: str, ci: bool) -> bool:
    """Whether ``ch`` can stand in a literal tested with ``in`` (lower-cased under IGNORECASE)."""
    if not ci or ch.isascii():
        return True
    return ch.lower() == ch == ch.upper() and not _FOLDS_TO_ASCII.match(ch)


def _better(a: _Lits | None, b: _Lits | None) -> _Lits | None:
    """The more selective of two requirements: the longer shortest literal, then fewer literals."""
    if a is None:
        return b
    if b is None:
        return a
    key = lambda lits: (min(len(t) for t, _ in lits), -len(lits))
    return a if key(a) >= key(b) else b


def _sequence(items, ci: bool) -> _Lits | None:
    """The requirement of a sequence of parse-tree nodes (see :func:`required_literals`)."""
    best: _Lits | None = None
    run: list[str] = []

    def close():
        nonlocal best, run
        if run:
            best = _better(best, (("".join(run), ci),))
        run = []

    for op, av in items:
        if op is C.LITERAL and _usable(chr(av), ci):
            run.append(chr(av).lower() if ci else chr(av))
            continue
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero-width: the literals on either side stay adjacent
        close()
        if op is C.SUBPATTERN:
            _group, add, remove, sub = av
            inner_ci = (ci or bool(add & C.SRE_FLAG_IGNORECASE)) and not remove & C.SRE_FLAG_IGNORECASE
            best = _better(best, _sequence(sub, inner_ci))
        elif op is C.ATOMIC_GROUP:
            best = _better(best, _sequence(av, ci))
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            low, _high, sub = av
            if low >= 1:
                best = _better(best, _sequence(sub, ci))
        elif op is C.BRANCH:
            alternatives = [_sequence(branch, ci) for branch in av[1]]
            if all(a is not None for a in alternatives):
                best = _better(best, tuple(dict.fromkeys(lit for a in alternatives for lit in a)))
    close()
    return best


def required_literals(pattern: re.Pattern) -> tuple[tuple[str, bool], ...] | None:
    """Literals of which every match of ``pattern`` contains one, as (text, ignore_case) pairs
    (``text`` lower-cased when ``ignore_case``), or None when the pattern needs no literal.

    Args:
        pattern: a compiled ``str`` pattern.
    Returns:
        The most selective requirement found (longest shortest literal, then fewest), or None.
    """
    tree = _parser.parse(pattern.pattern, pattern.flags)
    return _sequence(tree, bool(pattern.flags & re.IGNORECASE))


def text_forms(text: str) -> tuple[str, str, bool]:
    """What :meth:`LiteralGate.allows` reads of a text, computed once for all gates: the text,
    its lower-cased form and whether it holds a character of :data:`FOLDS_TO_ASCII`."""
    return text, text.lower(), _FOLDS_TO_ASCII.search(text) is not None


class LiteralGate:
    """The :func:`required_literals` of a pattern, tested on a text with ``in``.

    ``LiteralGate(pattern).allows(*text_forms(text))`` is False only when no substring of
    ``text`` can hold a match of ``pattern``.  A pattern without a required literal always passes.
    """

    __slots__ = ("literals",)

    def __init__(self, pattern: re.Pattern) -> None:
        self.literals = required_literals(pattern)

    def allows(self, text: str, lowered: str, folds: bool) -> bool:
        """True when ``text`` (``lowered``: its lower-cased form; ``folds``: it holds a character
        IGNORECASE matches with an ASCII letter) may hold a match of the pattern."""
        if self.literals is None:
            return True
        for lit, ci in self.literals:
            if ci:
                if folds or lit in lowered:
                    return True
            elif lit in text:
                return True
        return False
