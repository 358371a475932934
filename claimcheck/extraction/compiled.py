"""The grammar, built once per process (its patterns recorded for the build cache).

:func:`grammar_for` builds the :class:`~claimcheck.extraction.grammar.Grammar` once per process
and rules hash; :class:`~claimcheck.frames.extractor.Extractor` keeps it, with the rest of its
build, in :mod:`claimcheck.resources.cache` between processes.
"""
from __future__ import annotations

import re

from claimcheck.resources.cache import recording

__all__ = ["grammar_for", "remember_grammar"]


_GRAMMARS: dict = {}


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
        _GRAMMARS[resources.hash] = grammar
    return grammar
