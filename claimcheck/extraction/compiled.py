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
            path, line, near = located(resources.root, exc, "grammar.yaml")
            raise RuleError("E010", path=path, line=line, column=1,
                            problem=f"cannot build the grammar from it: {type(exc).__name__}: {exc}{near}") from None
        grammar.unit_factor = UnitFactor(resources)
        _GRAMMARS[resources.hash] = grammar
    return grammar


def located(root, exc: Exception, default: str) -> tuple:
    """Where in the rules folder ``root`` a regex error (``exc``) comes from: the patterns are
    joined into long ones, so the error's position is in the joined pattern, not in a file.
    The longest piece (at most 40 characters, at least 4) of the joined pattern that ends at the
    error's position — else that starts there — and appears once in one YAML file of the folder
    decides.

    Returns:
        (path, 1-based line, a note quoting the piece) — (root / ``default``, 1, "") when the
        error is no regex error or its text is not found.
    """
    from pathlib import Path

    fallback = (Path(root) / default, 1, "")
    pattern, pos = getattr(exc, "pattern", None), getattr(exc, "pos", None)
    if not isinstance(exc, re.error) or not isinstance(pattern, str) or pos is None:
        return fallback
    texts = {}
    for path in sorted(Path(root).rglob("*.yaml")):
        try:
            texts[path] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    end = min(len(pattern), pos + 1)
    # pieces ending at the position, then pieces starting there (an unclosed group opened by
    # the code that joins the entries points at text of the entry after it)
    pieces = [pattern[end - size:end] for size in range(min(40, end), 3, -1)] + \
             [pattern[pos:pos + size] for size in range(min(40, len(pattern) - pos), 3, -1)]
    for piece in pieces:
        hits = [(path, text) for path, text in texts.items() if text.count(piece) == 1]
        if len(hits) == 1 and not any(piece in text for path, text in texts.items() if path != hits[0][0]):
            path, text = hits[0]
            return path, text[:text.index(piece)].count("\n") + 1, f" (near {piece!r})"
    # else the first entry written as a pattern (a backslash or a group in it) that does not compile
    import yaml
    first = Path(root) / default
    for path, text in sorted(texts.items(), key=lambda kv: (kv[0] != first, kv[0])):
        if path.parent != Path(root):
            continue  # (the rule files' texts are prose; their patterns are vetted when loaded)
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError:
            continue
        for entry in _strings(data):
            if "\\" not in entry and "(?" not in entry:
                continue
            try:
                re.compile(entry)
            except re.error:
                at = text.find(entry)
                line = text[:at].count("\n") + 1 if at >= 0 else 1
                return path, line, f" (the pattern {entry[:60]!r} does not compile)"
    return fallback


def _strings(data):
    """Every string of a parsed YAML document, in document order."""
    if isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)
    elif isinstance(data, str):
        yield data
