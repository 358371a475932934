#!/usr/bin/env python3
"""Held-out probe of issue 16's 13 kinds of numbers: pass rate per kind.

    python benchmarks/heldout_kinds.py [--probe FILE] [--verbose]

The cases (benchmarks/heldout_kinds/probe.yaml) were written before this round's fixes and
without reading the spec rows of tests/test_extraction_kinds.py; its header describes the fields.
A case passes when every expected claim is found (value, unit, bounds, qualifier … as given),
no claim of role ``result`` covers an ``absent`` surface, and the ``count``/``nokind``/``nodir``/
``nodaterange`` conditions hold.  Prints one line per kind and the failures (``--verbose``: every
case with its claims).  A measure, not a test: failures are expected and reported.
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

_UREG = None


def _ureg():
    global _UREG
    if _UREG is None:
        import pint
        _UREG = pint.UnitRegistry()
        _UREG.define("token = [token]")
        _UREG.define("yuan = [currency_cny]")
        _UREG.define("dollar = [currency_usd]")
        _UREG.define("count = []")
        _UREG.define("dimensionless_ = []")
    return _UREG


def _unit_text(unit: str) -> str:
    return unit.replace("tokens", "token").replace("1e6", "1000000").replace("1e3", "1000")


def _convert(value: Decimal, unit: str | None, target: str | None) -> Decimal | None:
    """``value`` in ``unit`` expressed in ``target`` (None when they are not convertible)."""
    if target is None or unit == target:
        return value
    if unit is None:
        return None
    try:
        ureg = _ureg()
        ratio = (ureg.parse_expression(_unit_text(unit)) / ureg.parse_expression(_unit_text(target)))
        return value * Decimal(repr(float(ratio.to("dimensionless").magnitude)))
    except Exception:  # noqa: BLE001 - unknown or incompatible units: no match
        return None


def _close(a: Decimal | None, b, rel: float = 1e-3) -> bool:
    if a is None:
        return False
    b = Decimal(str(b))
    return abs(a - b) <= Decimal(str(rel)) * max(abs(b), Decimal("1e-12"))


def _num(text):
    try:
        return Decimal(str(text))
    except (InvalidOperation, TypeError, ValueError):
        return None


def _bounds(claim) -> tuple[Decimal | None, Decimal | None]:
    """The range ends in the claim's normalised unit (low/high are written in the written unit)."""
    lo, hi = _num(claim.low), _num(claim.high)
    if lo is None or hi is None or claim.norm_value is None:
        return lo, hi
    written = _num(claim.value)
    base = written if written not in (None, Decimal(0)) else lo
    if base in (None, Decimal(0)):
        return lo, hi
    factor = claim.norm_value / base
    return lo * factor, hi * factor


def spec_matches(spec: dict, claim) -> bool:
    """True when ``claim`` satisfies every field of ``spec`` (see probe.yaml's header)."""
    if "any" in spec:
        return any(spec_matches(s, claim) for s in spec["any"])
    if "s" in spec and str(spec["s"]) not in claim.surface:
        return False
    if "kind" in spec and claim.kind != spec["kind"]:
        return False
    if "date" in spec:
        if claim.kind != "date" or str(spec["date"]) not in (claim.value or ""):
            return False
        if "hi" in spec and claim.high != spec["hi"]:
            return False
        return True
    target = spec.get("u")
    norm = claim.norm_value if claim.norm_value is not None else _num(claim.value)
    if "v" in spec:
        if target is not None:
            ok = norm is not None and _close(_convert(norm, claim.norm_unit, target), spec["v"])
        else:  # no unit asked: the normalised or the written value
            ok = _close(norm, spec["v"]) or _close(_num(claim.value), spec["v"])
        if not ok:
            return False
    if "u" in spec and "v" not in spec and _convert(Decimal(1), claim.norm_unit, target) is None:
        return False
    if "lo" in spec or "hi" in spec:
        lo, hi = _bounds(claim)
        if lo is None or hi is None:
            return False
        lo, hi = _convert(lo, claim.norm_unit, target), _convert(hi, claim.norm_unit, target)
        written = (_num(claim.low), _num(claim.high)) if target is None else (None, None)
        if not (_close(lo, spec["lo"]) and _close(hi, spec["hi"])) \
                and not (_close(written[0], spec["lo"]) and _close(written[1], spec["hi"])):
            return False
    if "q" in spec:
        allowed = spec["q"] if isinstance(spec["q"], list) else [spec["q"]]
        if claim.qualifier not in allowed:
            return False
    if "dir" in spec and claim.direction != spec["dir"]:
        return False
    if "role" in spec and claim.role != spec["role"]:
        return False
    if "alt" in spec and not any(_close(a, spec["alt"]) for a in claim.alternatives):
        return False
    return True


def run_case(case: dict) -> list[str]:
    """The reasons ``case`` fails (empty when it passes)."""
    from claimcheck import extract_text
    claims = extract_text(case["text"], doc_date=case.get("doc_date"), numbers=case.get("numbers", "claims"))
    problems = []
    for spec in case.get("expect", []):
        if not any(spec_matches(spec, c) for c in claims):
            problems.append(f"missing {spec}")
    for surface in case.get("absent", []):
        bad = [c.surface for c in claims if c.role == "result" and str(surface) in c.surface]
        if bad:
            problems.append(f"claims on {surface!r}: {bad}")
    for kind, n in (case.get("count") or {}).items():
        got = sum(c.kind == kind for c in claims)
        if got != n:
            problems.append(f"{got} claims of kind {kind}, expected {n}")
    for kind in case.get("nokind", []):
        bad = [c.surface for c in claims if c.kind == kind]
        if bad:
            problems.append(f"kind {kind}: {bad}")
    for surface in case.get("nodir", []):
        bad = [c.surface for c in claims if str(surface) in c.surface and c.direction]
        if bad:
            problems.append(f"read as a change: {bad}")
    if case.get("nodaterange"):
        bad = [c.surface for c in claims if c.kind == "date" and c.low and c.high and c.high > _next_day(c.low)]
        if bad:
            problems.append(f"date range: {bad}")
    return problems, claims


def _next_day(iso: str) -> str:
    import datetime as dt
    try:
        return (dt.date.fromisoformat(iso[:10]) + dt.timedelta(days=1)).isoformat()
    except ValueError:
        return iso


def _show(c) -> str:
    return (f"{c.surface!r} {c.kind} v={c.value} lo={c.low} hi={c.high} q={c.qualifier} unit={c.unit} "
            f"norm={c.norm_value} {c.norm_unit} alt={list(map(str, c.alternatives))} dir={c.direction} role={c.role}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--probe", default=str(ROOT / "benchmarks" / "heldout_kinds" / "probe.yaml"))
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    cases = yaml.safe_load(Path(args.probe).read_text(encoding="utf-8"))["cases"]
    per_kind = defaultdict(lambda: [0, 0])
    failures = []
    for case in cases:
        kind = int(case["id"].split("-")[0])
        problems, claims = run_case(case)
        per_kind[kind][1] += 1
        if not problems:
            per_kind[kind][0] += 1
        else:
            failures.append((case, problems, claims))
        if args.verbose:
            print(("PASS " if not problems else "FAIL ") + case["id"], case["text"].replace("\n", "⏎"))
            for c in claims:
                print("     ", _show(c))
    for kind in sorted(per_kind):
        ok, n = per_kind[kind]
        print(f"kind {kind:2d}: {ok}/{n}")
    total_ok = sum(v[0] for v in per_kind.values())
    total = sum(v[1] for v in per_kind.values())
    print(f"all    : {total_ok}/{total}")
    if not args.verbose:
        for case, problems, claims in failures:
            print(f"\nFAIL {case['id']}: {case['text']!r}")
            for p in problems:
                print("   ", p)
            for c in claims:
                print("     ", _show(c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
