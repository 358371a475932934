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

from claimcheck.resources.regex_code import FOLDS_TO_ASCII, first_set as _first_set

__all__ = ["ANY_DIGIT", "LiteralGate", "LiteralSet", "first_class", "required_literals", "requires_digit", "text_forms"]

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
    return text, text.lower(), not text.isascii() and _FOLDS_TO_ASCII.search(text) is not None


class LiteralGate:
    """The :func:`required_literals` of a pattern, tested on a text with ``in``.

    ``LiteralGate(pattern).allows(*text_forms(text))`` is False only when no substring of
    ``text`` can hold a match of ``pattern``.  A pattern without a required literal always passes.
    """

    __slots__ = ("literals",)

    def __init__(self, pattern: re.Pattern) -> None:
        self.literals = _shortest(required_literals(pattern))

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

    def admits(self, text: str) -> bool:
        """:meth:`allows` for a text whose forms are not at hand: the lower-cased form is made
        only when an IGNORECASE literal needs it."""
        if self.literals is None:
            return True
        for lit, ci in self.literals:
            if ci:
                return self.allows(*text_forms(text))
            if lit in text:
                return True
        return False


def _shortest(literals):
    """``literals`` without those that contain another of the same kind (``september`` when
    ``sep`` is there, ``minutes`` when ``min`` is): a text holding the longer one holds the
    shorter, so the gate's answer is the same with fewer ``in`` tests."""
    if literals is None:
        return None
    return tuple((lit, ci) for lit, ci in literals
                 if not any(o_ci == ci and o != lit and o in lit for o, o_ci in literals))


def _presence_pattern(literals) -> re.Pattern | None:
    """A pattern whose match at each position of a text captures the longest of ``literals``
    starting there (a lookahead, so every position is tried), or None for no literals.  The
    literals are grouped by their first character, so a position is compared with one group only
    (the engine checks a branch's first literal before entering it); each group is longest first."""
    by_first: dict[str, list[str]] = {}
    for lit in sorted(set(literals), key=lambda x: (-len(x), x)):
        by_first.setdefault(lit[0], []).append(lit)
    if not by_first:
        return None
    groups = [re.escape(first) + "(?:" + "|".join(re.escape(lit[1:]) for lit in lits) + ")"
              for first, lits in sorted(by_first.items())]
    return re.compile("(?=(" + "|".join(groups) + "))")


class LiteralSet:
    """Many :class:`LiteralGate` tested at once: :meth:`allowed` is a bit mask whose bit ``i`` is
    ``gates[i].allows(text, lowered, folds)``.

    Two searches find the literals a text holds — the case-sensitive ones in the text, the
    IGNORECASE ones (lower-cased) in its lower-cased form — each reporting the longest literal
    that starts at each position.  A literal the text holds starts at some position, where the
    longest one found contains it; so each literal found stands for every literal it contains
    (their gates' bits are precomputed per literal).  Same answers as asking each gate, with one
    pass of the regex engine instead of one ``in`` per literal per gate."""

    __slots__ = ("always", "ignore_case_gates", "_sensitive", "_insensitive", "_bits")

    def __init__(self, gates) -> None:
        gates = list(gates)
        self.always = 0  # gates without literals: always allowed
        self.ignore_case_gates = 0  # gates with an IGNORECASE literal: allowed when the text folds
        kinds: dict[bool, dict[str, int]] = {False: {}, True: {}}  # literal → bits of its gates
        for i, gate in enumerate(gates):
            if gate.literals is None:
                self.always |= 1 << i
                continue
            for lit, ci in gate.literals:
                kinds[ci][lit] = kinds[ci].get(lit, 0) | 1 << i
                if ci:
                    self.ignore_case_gates |= 1 << i
        # per literal (and kind): the bits of every gate with a literal it contains
        self._bits = {(ci, big): _or(bits for lit, bits in lits.items() if lit in big)
                      for ci, lits in kinds.items() for big in lits}
        self._sensitive = _presence_pattern(kinds[False])
        self._insensitive = _presence_pattern(kinds[True])

    def allowed(self, text: str, lowered: str, folds: bool) -> int:
        """The bit mask of the gates that allow ``text`` (arguments as :meth:`LiteralGate.allows`,
        e.g. ``*text_forms(text)``)."""
        mask, bits = self.always, self._bits
        if self._sensitive is not None:
            for m in self._sensitive.finditer(text):
                mask |= bits[False, m.group(1)]
        if folds:
            mask |= self.ignore_case_gates
        elif self._insensitive is not None:
            for m in self._insensitive.finditer(lowered):
                mask |= bits[True, m.group(1)]
        return mask


def _or(values) -> int:
    out = 0
    for v in values:
        out |= v
    return out


#: a character of the ``\d`` category: one search of it per text tells whether a pattern that
#: needs one (:func:`requires_digit`) can match there
ANY_DIGIT = re.compile(r"\d")


def _digit_node(op, av) -> bool:
    """True when the one-character node (op, av) matches digits only (``\\d``, ``[0-9]``, ``7``)."""
    if op is C.LITERAL:
        return chr(av).isdecimal()
    if op is C.IN:
        if not av or av[0][0] is C.NEGATE:
            return False
        for iop, iav in av:
            if iop is C.CATEGORY:
                if iav is not C.CATEGORY_DIGIT:
                    return False
            elif iop is C.LITERAL:
                if not chr(iav).isdecimal():
                    return False
            elif iop is C.RANGE:
                if not all(chr(c).isdecimal() for c in range(iav[0], iav[1] + 1)):
                    return False
            else:
                return False
        return True
    return False


def _needs_digit(items) -> bool:
    """Whether every match of the parse-tree sequence ``items`` holds a digit (see :func:`requires_digit`)."""
    for op, av in items:
        if _digit_node(op, av):
            return True
        if op is C.SUBPATTERN and _needs_digit(av[3]):
            return True
        if op is C.ATOMIC_GROUP and _needs_digit(av):
            return True
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT) and av[0] >= 1 and _needs_digit(av[2]):
            return True
        if op is C.BRANCH and all(_needs_digit(branch) for branch in av[1]):
            return True
    return False


def requires_digit(pattern: re.Pattern | None) -> bool:
    """True when every match of ``pattern`` holds a character of ``\\d`` (read off its parse tree:
    a digit class, a digit literal, a group, a repeat of at least one or a branch of which every
    alternative needs one, consumed by the match — never one inside a look-around).  A text
    without such a character (:data:`ANY_DIGIT`) holds no match: the pattern need not run.
    False for None and for patterns that can match without a digit."""
    if pattern is None:
        return False
    return _needs_digit(_parser.parse(pattern.pattern, pattern.flags))


def first_class(pattern: str, flags: int = 0) -> str | None:
    """A character class (regex source, ``[…]``) of the characters every match of ``pattern``
    begins with, read off its parse tree — to put before it as a lookahead, so a position
    where no match can begin fails at once; None when it cannot be told (a match may begin with
    any character, or may be empty).  Under IGNORECASE the cases of each character are in the
    class; a ``\\d`` stays ``\\d``."""
    got = _first_set(_parser.parse(pattern, flags), bool(flags & re.IGNORECASE))
    if got is None or got[2] or not (got[0] or got[1]):
        return None
    chars, digits, _ = got
    return "[" + ("\\d" if digits else "") + "".join(re.escape(c) for c in sorted(chars)) + "]"
