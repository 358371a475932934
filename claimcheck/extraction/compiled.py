"""The grammar, built once per process (its patterns recorded for the build cache).

:func:`grammar_for` builds the :class:`~claimcheck.extraction.grammar.Grammar` once per process
and rules hash; :class:`~claimcheck.frames.extractor.Extractor` keeps it, with the rest of its
build, in :mod:`claimcheck.resources.cache` between processes.
"""
from __future__ import annotations

import re

from claimcheck.resources.cache import recording

__all__ = ["UnitFactor", "grammar_for", "remember_grammar"]


_GRAMMARS: dict = {}


class UnitFactor:
    """``factor(a, b) -> Decimal | None``: the factor that turns a magnitude in unit ``a`` into
    one in unit ``b`` (pint unit expressions of the rules' registry), None when they are no
    units of one dimension; each pair is worked out once.  The registry is read at the first
    call (pint is imported only when a unit is converted), and the object pickles with the
    grammar in the build cache (the Resources are a shared reference there)."""

    def __init__(self, resources) -> None:
        self.resources = resources
        self.memo: dict[tuple[str, str], object] = {}

    def __call__(self, a: str, b: str):
        key = (a, b)
        if key not in self.memo:
            # (pint's answer: resources/units.py, from the build cache where it holds it)
            self.memo[key] = self.resources.units.factor(a, b)
        return self.memo[key]


def remember_grammar(resources, grammar) -> None:
    """Make ``grammar`` the process's grammar of ``resources`` (one loaded from the build cache)."""
    _GRAMMARS.setdefault(resources.hash, grammar)


def grammar_for(resources):
    """The compiled :class:`~claimcheck.extraction.grammar.Grammar` of a Resources object, built
    once per process and rules hash.

    Raises:
        RuleError: E010 when the grammar cannot be built from ``grammar.yaml``.
    """
    from claimcheck.extraction.grammar import Grammar

    grammar = _GRAMMARS.get(resources.hash)
    if grammar is None:
        engines, hardware = [], []
        for name, ent in resources.entities.items():
            target = engines if ent.type in ("engine",) else hardware if ent.type == "hardware" else None
            if target is not None:
                target.extend([name, *ent.aliases])
        try:
            with recording():  # its patterns' code is kept for cached_build
                grammar = Grammar(resources.grammar, resources.unit_spellings, engines, hardware)
        except (re.error, TypeError, KeyError, ValueError, AttributeError) as exc:
            from claimcheck.errors import RuleError
            raise RuleError("E010", path=resources.root / "grammar.yaml", line=1, column=1,
                            problem=f"cannot build the grammar from it: {type(exc).__name__}: {exc}") from None
        grammar.unit_factor = UnitFactor(resources)
        _GRAMMARS[resources.hash] = grammar
    return grammar
