"""pint's answers about unit expressions, kept in the build cache so most runs never import pint.

Extraction asks pint four kinds of question about a unit expression (a Hit's ``pint_unit``, a
metric's canonical unit): its dimensionality as :meth:`pint.UnitRegistry.parse_units` gives it,
as :meth:`~pint.UnitRegistry.get_dimensionality` gives it, the conversion of a magnitude to a
metric's canonical unit (``Quantity(value, unit).to(target)``), and the factor between two
units.  The answers depend on the rules' units file only, and a conversion of a multiplicative
unit is ``value * factor`` (pint's ``PlainRegistry._convert`` multiplies the magnitude by the
conversion factor, as a Decimal, once), so one factor per (unit, target) pair answers every
magnitude: the result is pint's own, digit for digit.

:class:`UnitAnswers` holds them.  The first question of a process loads the answers for every
unit the units file spells (names, symbols, aliases) and for the rates a metric's canonical
unit is written in (``tok/s``, ``GB / (s)``, ``requests / (sec)``: every spelling of the
numerator's dimension over every spelling of a time), from the build cache
(:func:`claimcheck.resources.cache.cached_build`, keyed by the rules' hash and the code); a
process that finds no such file imports pint, works them out once (about 0.5 s) and stores
them.  A question outside them (a table's column header that might be a unit, the factor
between two units a ratio compares) is asked of pint in the process, and the answers it
learnt are stored with the table when the process exits: a second run over the same text asks
pint nothing.  With caching off (``CLAIMCHECK_NO_CACHE``) every question goes to pint once per
process.
Importing pint (with numpy) and building its registry was about 0.2 s of every run's start-up
(issue 18: the serial part that kept ``index -j 2`` under 1.8x, and a fifth of ``check`` on a
one-line file).

A unit with an offset (degrees Celsius) converts by more than a factor: it is answered
``PINT``, and the caller asks pint with the real magnitude.
"""
from __future__ import annotations

import atexit
import os
import re
from decimal import Decimal
from typing import Any

__all__ = ["PINT", "UnitAnswers", "canonical_expression"]

#: the answer "ask pint with the magnitude itself" (a unit with an offset: °C, °F)
PINT = "pint"
#: a rate written "A/B", "A / B" or "A / (B)" with A and B single unit names: one expression
_RATE = re.compile(r"\s*([^\s/()*]+)\s*/\s*(?:\(\s*([^\s/()*]+)\s*\)|([^\s/()*]+))\s*")
#: a table of more answers than this is not stored again (a process asked of pint that often
#: reads text no table could hold: its questions are the column headers of every table it read)
MAX_ANSWERS = 50_000
#: pint's dimensionality of a time, as :class:`UnitAnswers` answers it (sorted (dimension, exponent))
TIME_DIMENSIONALITY = (("[time]", 1),)
#: magnitudes a factor is checked against before it is kept (0 shows an offset)
_PROBES = (Decimal(0), Decimal(2), Decimal("0.37"))


def canonical_expression(expr: str) -> str:
    """``expr`` with a rate of two single unit names written one way (``tokens / (s)`` and
    ``tokens/s`` → ``tokens/s``): pint parses the forms to the same units.  Any other
    expression is returned unchanged (``1e6 * tokens`` keeps its spaces: pint reads a space
    between a number and a name as a product)."""
    m = _RATE.fullmatch(expr)
    if m is None:
        return expr
    return f"{m.group(1)}/{m.group(2) or m.group(3)}"


def _dims(container) -> tuple:
    """A pint dimensionality (UnitsContainer) as a sorted tuple of (dimension, exponent): equal
    exactly when the containers are, and picklable without pint."""
    return tuple(sorted(container.items()))


class UnitAnswers:
    """pint's answers about the unit expressions of one rules directory, worked out once.

    Args:
        resources: the :class:`~claimcheck.resources.loader.Resources` (its ``ureg``, read only
            when a question is not answered yet; its ``unit_spellings``, ``metrics`` and
            ``hash`` for the table of the build cache).

    Every method answers exactly what the pint call it names answers (None where pint raises).
    Not thread-safe beyond what a dict is.
    """

    def __init__(self, resources: Any) -> None:
        self.resources = resources
        self.memo: dict[tuple, Any] | None = None  # (question, expression(s)) → answer
        self.cached = False  # the table came from (or went to) the build cache
        self._learnt = 0  # answers asked of pint in this process since the table was stored
        self._pid = os.getpid()

    # -- the questions ---------------------------------------------------------------------
    def parse_dimensionality(self, expr: str) -> tuple | None:
        """``ureg.parse_units(expr).dimensionality`` as a sorted tuple of (dimension, exponent)
        (``()``: dimensionless), or None when pint cannot parse ``expr`` as units."""
        return self._answer(("parse", canonical_expression(expr)))

    def dimensionality(self, expr: str) -> tuple | None:
        """``ureg.get_dimensionality(expr)`` as a sorted tuple (see :meth:`parse_dimensionality`),
        or None when pint raises."""
        return self._answer(("dims", canonical_expression(expr)))

    def is_time(self, expr: str, *, parse: bool = False) -> bool:
        """Whether ``expr`` is a time (pint dimensionality ``[time]``: "minute", "ms", "分钟"):
        by :meth:`dimensionality`, or by :meth:`parse_dimensionality` when ``parse`` (a unit
        word as written, which may not name a unit in get_dimensionality's sense).  False where
        pint raises."""
        dims = self.parse_dimensionality(expr) if parse else self.dimensionality(expr)
        return dims == TIME_DIMENSIONALITY

    def conversion(self, expr: str, target: str | None) -> Any:
        """How metric.normalise converts a magnitude in ``expr`` to ``target`` (None: keep the
        unit): ``(factor or None, unit string, alternative factor or None)`` — the magnitude
        times ``factor`` (None: unchanged) is ``Quantity(value, expr).to(target).magnitude``
        (or, when pint cannot parse ``expr``, of ``ureg.get_name(expr)``), the unit string
        ``target`` or ``str(q.units)``, and an alternative value times the alternative factor
        is ``Quantity(a, expr).to(target or q.units).magnitude`` (None: pint raises there);
        None when pint raises before (no such unit, another dimension); :data:`PINT` when the
        unit has an offset (convert with pint itself)."""
        return self._answer(("convert", canonical_expression(expr), target))

    def rate(self, expr: str, denominator: str) -> Any:
        """How metric._per_denominator converts a price per ``expr``'s denominator to one per
        ``denominator`` ("dollar / (1000 * tokens)" to per "1000000 * tokens"):
        ``(magnitude, factor, scale, unit text)`` — a value's result is
        ``value * magnitude * factor * scale``, multiplied in that order (pint's steps:
        ``value * parse_expression(expr)``, ``.to(head / base)``, ``.magnitude * scale``) —,
        None when pint raises or the dimensions differ, :data:`PINT` when checking the steps
        against other magnitudes fails."""
        return self._answer(("rate", expr, denominator))

    def factor(self, a: str, b: str) -> Decimal | None:
        """``Decimal(str(Quantity(Decimal(1), a).to(b).magnitude)).normalize()`` (the factor that
        turns a magnitude in ``a`` into one in ``b``), None when pint raises."""
        return self._answer(("factor", canonical_expression(a), canonical_expression(b)))

    # -- the table -------------------------------------------------------------------------
    def load(self) -> bool:
        """Load the table now (what the first question would do); True when it came from (or
        went to) the build cache, False when caching is off (questions then go to pint)."""
        if self.memo is None:
            self.memo = self._load()
        return bool(self.memo)

    def _answer(self, key: tuple) -> Any:
        memo = self.memo
        if memo is None:
            memo = self.memo = self._load()
        try:
            return memo[key]
        except KeyError:
            pass
        answer = memo[key] = _ask(self.resources.ureg, key)
        if self.cached and not self._learnt:
            atexit.register(self.save)  # (once: the answers learnt here go to the cache at exit)
        self._learnt += 1
        return answer

    def save(self) -> None:
        """Store the table with what this process learnt (at exit, when it learnt anything and
        is the process that loaded it: a forked worker's answers die with it); at most
        :data:`MAX_ANSWERS` answers are kept.  Failures are silent (the cache only saves time)."""
        from claimcheck.resources.cache import store_build

        if not self._learnt or os.getpid() != self._pid or self.memo is None or len(self.memo) > MAX_ANSWERS:
            return
        self._learnt = 0
        store_build("units", self.resources.hash, dict(self.memo))

    def _load(self) -> dict:
        """The table of the build cache for these rules (built and stored when missing); an
        empty table when caching is off (each question is then asked of pint once)."""
        from claimcheck.resources.cache import cache_dir, cached_build

        self._pid = os.getpid()
        if cache_dir() is None:
            return {}
        self.cached = True
        return dict(cached_build("units", self.resources.hash, lambda: self.table(), {},
                                 valid=lambda t: isinstance(t, dict) and all(isinstance(k, tuple) for k in t)))

    def table(self) -> dict[tuple, Any]:
        """The answers for every spelling of the units file and every rate of the metrics'
        canonical units (see the module's docstring); imports pint.

        Returns:
            dict (question key → answer), plain Python objects and Decimals (picklable without pint).
        """
        res = self.resources
        ureg = res.ureg
        out: dict[tuple, Any] = {}
        spellings = list(res.unit_spellings)
        dims_of: dict[str, tuple | None] = {}
        for s in spellings:
            for question in ("parse", "dims"):
                out[(question, s)] = _ask(ureg, (question, s))
            dims_of[s] = out[("parse", s)]
        targets = sorted({m.canonical_unit for m in res.metrics.values()
                          if m.canonical_unit and m.dimensionality.startswith("[")})
        units = sorted({u for m in res.metrics.values() for u in [m.canonical_unit, *m.counted_in] if u})
        for u in units:
            out[("dims", u)] = _ask(ureg, ("dims", u))
        target_dims = {t: _ask(ureg, ("parse", t)) for t in targets}
        by_dims: dict[tuple, list[str]] = {}
        for s in spellings:
            if dims_of[s] is not None:
                by_dims.setdefault(dims_of[s], []).append(s)
        for s in spellings:
            out[("convert", s, None)] = _ask(ureg, ("convert", s, None))
            for t in targets:
                if dims_of[s] is not None and dims_of[s] == target_dims[t]:
                    out[("convert", s, t)] = _ask(ureg, ("convert", s, t))
        # rates: every spelling of the numerator's dimension over every spelling of the
        # denominator's, for each rate a metric is kept in ("token / second": tok/s, t/s, …)
        for t in targets:
            m = _RATE.fullmatch(t.replace(" ", ""))
            if m is None:
                continue
            top, bottom = _ask(ureg, ("parse", m.group(1))), _ask(ureg, ("parse", m.group(2) or m.group(3)))
            for a in by_dims.get(top, []) if top else []:
                for b in by_dims.get(bottom, []) if bottom else []:
                    expr = f"{a}/{b}"
                    for key in (("parse", expr), ("dims", expr), ("convert", expr, None), ("convert", expr, t)):
                        if key not in out:
                            out[key] = _ask(ureg, key)
        return out


def _ask(ureg, key: tuple) -> Any:
    """pint's answer to one question (see :class:`UnitAnswers`)."""
    question = key[0]
    try:
        if question == "parse":
            return _dims(ureg.parse_units(key[1]).dimensionality)
        if question == "dims":
            return _dims(ureg.get_dimensionality(key[1]))
        if question == "factor":
            return Decimal(str(ureg.Quantity(Decimal(1), key[1]).to(key[2]).magnitude)).normalize()
    except Exception:  # pint raises several types: undefined unit, dimensionality, parse errors
        return None
    if question == "rate":
        return _rate(ureg, key[1], key[2])
    return _conversion(ureg, key[1], key[2])


def _rate(ureg, expr: str, denominator: str) -> Any:
    """The answer of :meth:`UnitAnswers.rate` (the steps of metric._per_denominator)."""
    head = expr.partition(" / ")[0].strip()
    try:
        per = ureg.parse_expression(denominator)
        base = str(per.to_base_units().units) if not per.dimensionless else None
        one = ureg.parse_expression(f"1 {head} / {base}") if base else None
        quantity = ureg.parse_expression(expr)
        if one is None or (Decimal(1) * quantity).dimensionality != one.dimensionality:
            return None
        scale = per.to(base).magnitude
        target = f"{head} / {base}"
        magnitude = quantity.magnitude
        factor = ureg.Quantity(Decimal(1), quantity.units).to(target).magnitude
        for probe in _PROBES:
            if (probe * ureg.parse_expression(expr)).to(target).magnitude * scale != probe * magnitude * factor * scale:
                return PINT
    except Exception:
        return None
    return magnitude, factor, scale, f"{head} / ({denominator})"


def _conversion(ureg, expr: str, target: str | None) -> Any:
    """The answer of :meth:`UnitAnswers.conversion` (the steps of metric.normalise, with a
    magnitude of 1, then checked against other magnitudes)."""
    one = Decimal(1)
    try:
        try:
            q = ureg.Quantity(one, expr)
            parsed = expr
        except Exception:
            parsed = ureg.get_name(expr)  # a symbol pint's parser splits ("°C" → "degreeC")
            q = ureg.Quantity(one, parsed)
        if target:
            q = q.to(target)
        units = q.units
        factor = q.magnitude if target else None
        unit_text = target or str(units)
    except Exception:
        return None
    try:
        alternative = ureg.Quantity(one, expr).to(target or units).magnitude
    except Exception:
        alternative = None
    for probe in _PROBES:  # a factor, or an offset unit (pint converts those otherwise)
        try:
            if factor is not None and ureg.Quantity(probe, parsed).to(target).magnitude != probe * factor:
                return PINT
            if alternative is not None and ureg.Quantity(probe, expr).to(target or units).magnitude \
                    != probe * alternative:
                return PINT
        except Exception:
            return PINT
    return factor, unit_text, alternative
