"""Regular expressions written in rule files, vetted before any text is read.

Python's ``re`` backtracks: a pattern that repeats a repetition — ``(a+)+``, ``(\\w*\\s?)*``,
``(?:x|\\w+)*`` — can take exponential time on a line that almost matches (catastrophic
backtracking), and one such pattern in a rules folder would hang every run.  A rule file's
pattern is therefore compiled *and* refused when an unbounded repetition (``*``, ``+``,
``{n,}``) stands inside another repetition that may repeat more than once.  A bounded inner
repetition (``(?:\\d{1,3},)+``) or an optional group (``(?:\\s+\\w+)?``) is fine: its
backtracking is polynomial.  The shipped patterns follow the same rule (tests/test_bad_input.py).
"""
from __future__ import annotations

import re

try:  # Python 3.11+
    import re._parser as _parser  # type: ignore[import-not-found]
    from re._constants import MAXREPEAT  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_parse as _parser  # type: ignore[no-redef]
    from sre_constants import MAXREPEAT  # type: ignore[no-redef]

_REPEATS = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}


def _items(av) -> list:
    """The sub-patterns held by one parsed node's argument."""
    out = []
    if isinstance(av, _parser.SubPattern):
        out.append(av)
    elif isinstance(av, (list, tuple)):
        for x in av:
            out.extend(_items(x))
    return out


def _unbounded_inside(sub) -> bool:
    """Whether a parsed sub-pattern holds an unbounded repetition anywhere."""
    for op, av in sub:
        if str(op) in _REPEATS and av[1] == MAXREPEAT:
            return True
        if any(_unbounded_inside(s) for s in _items(av)):
            return True
    return False


def _nested(sub) -> bool:
    for op, av in sub:
        if str(op) in _REPEATS:
            high, body = av[1], av[2]
            if (high == MAXREPEAT or high > 1) and _unbounded_inside(body):
                return True
        if any(_nested(s) for s in _items(av)):
            return True
    return False


def pattern_problem(pattern: str, flags: int = 0) -> str | None:
    """Why a rule file's regular expression cannot be used, or None when it can.

    Args:
        pattern: the expression as written in the rule file.
        flags: ``re`` flags it is compiled with.
    Returns:
        ``"bad regular expression: …"`` when it does not compile; ``"nested quantifiers …"``
        when an unbounded repetition stands inside a repetition (catastrophic backtracking);
        None otherwise.
    """
    try:
        re.compile(pattern, flags)
        parsed = _parser.parse(pattern, flags)
    except (re.error, OverflowError, RecursionError) as exc:
        return f"bad regular expression {pattern!r}: {exc}"
    if _nested(parsed):
        return (f"regular expression {pattern!r} repeats a repetition (nested quantifiers such as '(a+)+'), "
                "which can take exponential time on one line: bound the inner repetition ({1,20}) or "
                "make the outer one optional (?)")
    return None
