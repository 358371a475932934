"""CC105 variant ``written_equation`` — an arithmetic expression written out with its result
("O3 得分 = (0.8 + 0.6 + 0.7) ÷ 3 = 0.60", "3,100 + 3,450 = 6,000 tok/s") whose result is not
what the expression gives (held-out set 21: an OKR mean of 0.70 written as 0.60).

The expression is read from a segment's text (never from code: fenced and indented code has no
segments) with Python's :mod:`ast` over :class:`~decimal.Decimal` operands, never ``eval``.  The
operator characters, relation words and tolerances are CC105's ``written_equation`` parameters
(rules/checks/CC105-arithmetic-inconsistency.yaml).
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from decimal import Decimal, DivisionByZero, InvalidOperation
from typing import Iterator

from claimcheck.model import Claim, fmt_decimal
from claimcheck.checks.context import CheckContext, Draft

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
#: a currency sign right before an amount ("64 x $4.60 x 730 = $224,256"; fresh-user trial 43, r08):
#: only before a digit, so a TeX dollar ("$x_1+2=3$") opens no amount
_CURRENCY_SIGN = r"[$¥€£]"
_CURRENCY = rf"(?:{_CURRENCY_SIGN}(?=\d))?"


@dataclass(frozen=True)
class EquationSpec:
    """rules/grammar.yaml ``equation`` with CC105's ``written_equation`` tolerances, compiled.

    Attributes:
        chain: a pattern of expressions joined by relation signs ("E = E ≈ E").
        relation: a pattern of one relation sign with an optional hedge after it.
        term: a pattern of one operand (brackets, number, unit) with groups ``num`` and ``unit``.
        operators: operator character → Python operator (``+ - * /``).
        relations: the relation signs ("=", "≈", "约等于").
        approximate: the relation signs and hedge words that make a result approximate.
        exact_slack: an exact result may be off by this share of itself (operands are rounded).
        approximate_tolerance: an approximate result may be off by this share of the computed value.
        bound_chars: characters that bind a chain to a formula beside it ("._^\\$").
        scales: the powers of ten a unit written on one side only may scale by.
        lead_words: the English words that may stand, with a space, right before a chain ("so").
    """

    chain: re.Pattern
    relation: re.Pattern
    term: re.Pattern
    operators: dict
    relations: tuple
    approximate: frozenset
    exact_slack: Decimal
    approximate_tolerance: Decimal
    bound_chars: str = ""
    scales: tuple = ()
    lead_words: frozenset = frozenset()

    @classmethod
    def from_rules(cls, grammar: dict | None, tolerances: dict | None = None) -> "EquationSpec | None":
        """Build from rules/grammar.yaml ``equation`` ({operators: {"+": [...], ...}, relations:
        [...], approximate: [...], unit_pattern, bound_chars, unit_scales, lead_words}) and CC105's ``written_equation`` tolerances
        ({exact_relative_slack, approximate_tolerance}; defaults 0.005 and 0.05); None when the
        grammar has no operators or relations (the variant is switched off) or ``tolerances`` is
        None."""
        spec = grammar or {}
        if tolerances is None:
            return None
        operators = {str(ch): op for op, chars in (spec.get("operators") or {}).items() for ch in chars}
        relations = [str(r) for r in spec.get("relations") or ()]
        hedges = [str(h) for h in spec.get("approximate") or ()]
        if not operators or not relations:
            return None
        ops = "|".join(re.escape(ch) for ch in sorted(operators, key=len, reverse=True))
        rel_signs = "|".join(re.escape(r) for r in sorted(relations, key=len, reverse=True))
        hedge = "|".join(re.escape(h) for h in sorted(hedges, key=len, reverse=True)) or "(?!)"
        unit = str(spec.get("unit_pattern") or "")
        bound = str(spec.get("bound_chars") or "")
        term = rf"[(（]*\s*{_CURRENCY}(?:{_NUM}){unit}\s*[)）]*"
        expr = rf"{term}(?:\s*(?:{ops})\s*{term})*"
        relation = rf"\s*(?:{rel_signs})\s*(?:(?:{hedge})\s*)?"
        # a chain starts at a bracket or a digit that no letter, digit, dot or power sign precedes
        before = "".join(re.escape(ch) for ch in "_" + bound)
        return cls(chain=re.compile(rf"(?<![A-Za-z0-9{before}])(?=[(（\d]|{_CURRENCY_SIGN}\d){expr}(?:{relation}{expr})+"),
                   relation=re.compile(rf"(?:{rel_signs})\s*(?:(?:{hedge})\s*)?"),
                   term=re.compile(rf"[(（]*\s*{_CURRENCY}(?P<num>{_NUM})(?P<unit>{unit})\s*[)）]*"),
                   operators=operators,
                   relations=tuple(relations),
                   approximate=frozenset(hedges),
                   exact_slack=Decimal(str(tolerances.get("exact_relative_slack", 0.005))),
                   approximate_tolerance=Decimal(str(tolerances.get("approximate_tolerance", 0.05))),
                   bound_chars=bound,
                   scales=tuple(int(k) for k in spec.get("unit_scales") or ()),
                   lead_words=frozenset(str(w).casefold() for w in spec.get("lead_words") or ()))


@dataclass(frozen=True)
class Side:
    """One side of a written equation: its text, value (percents as fractions), the number of
    operators, the units written in it, and — for a single number — its written unit of precision."""

    text: str
    start: int
    value: Decimal
    operators: int
    units: frozenset
    precision: Decimal | None
    unit_offsets: tuple = ()
    term_offsets: tuple = ()


def _side(text: str, start: int, spec: EquationSpec) -> Side | None:
    """Evaluate one side ("(0.8 + 0.6 + 0.7) ÷ 3"); None when it is no plain arithmetic."""
    python, units, count, last, offsets, terms_at = [], set(), 0, 0, [], []
    terms = list(spec.term.finditer(text))
    for m in terms:
        between = text[last:m.start()].strip()
        if last and between not in spec.operators:
            return None
        if between:
            python.append(spec.operators[between])
            count += 1
        written = m.group(0)
        terms_at.append(start + m.start("num"))
        number = Decimal(m.group("num").replace(",", ""))
        unit = m.group("unit").strip()
        if unit == "%":
            number /= 100
        elif unit:
            units.add(unit)
            offsets.append(start + m.start("num"))
        opened = re.sub(_CURRENCY_SIGN, "", written[:written.find(m.group("num"))]).replace("（", "(").replace(" ", "")
        closed = written[written.find(m.group("num")) + len(m.group("num")) + len(m.group("unit")):]
        python.append(f"{opened}Decimal('{number}'){closed.replace('）', ')').replace(' ', '')}")
        last = m.end()
    if not terms or text[last:].strip():
        return None
    try:
        value = _evaluate(ast.parse(" ".join(python), mode="eval").body)
    except (SyntaxError, DivisionByZero, InvalidOperation, ZeroDivisionError, ValueError):
        return None
    precision = None
    if count == 0:
        digits = terms[0].group("num").partition(".")[2]
        precision = Decimal(1).scaleb(-len(digits))
        if terms[0].group("unit").strip() == "%":
            precision /= 100
    lead = len(text) - len(text.lstrip())
    return Side(text.strip(), start + lead, value, count, frozenset(units), precision, tuple(offsets), tuple(terms_at))


def _evaluate(node: ast.AST) -> Decimal:
    """Decimal arithmetic over the parsed side: numbers, brackets, + − × ÷ and a leading sign."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Decimal":
        return Decimal(node.args[0].value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _evaluate(node.operand)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp):
        a, b = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Add):
            return a + b
        if isinstance(node.op, ast.Sub):
            return a - b
        if isinstance(node.op, ast.Mult):
            return a * b
        if isinstance(node.op, ast.Div):
            return a / b
    raise ValueError("not plain arithmetic")


def written_equations(ctx: CheckContext, spec: EquationSpec | None, large: float) -> Iterator[Draft]:
    """Expressions written with their results in one sentence ("(0.8 + 0.6 + 0.7) ÷ 3 = 0.60"
    is 0.70): each single-number side is checked against the expression beside it.

    An exact result ("=") may differ by one unit of its last written digit (rounded or cut) or
    by ``exact_slack`` of itself (the operands were rounded); an approximate one ("≈", "约") by
    half a unit of its last non-zero digit or ``approximate_tolerance`` of the computed value.
    Left alone: a side with a variable or a function around it ("2x + 3 = 7", "a + 0.5 × 2 =
    1"), sides whose units differ ("1 GB + 512 MB = 1.5 GB"), a unit the extractor did not read
    as a claim there, an expression inside `inline code`, and sides that are two single numbers
    ("0.7 = 70%").

    Yields:
        :class:`~claimcheck.checks.context.Draft` with the stated result's claim when there is
        one (else its place as an extra location), values ``variant: written_equation``.
    """
    if spec is None:
        return
    for seg, m, sides, claims in _chains(ctx, spec):
        yield from _check_chain(m, seg, spec, sides, claims, large)


def equation_operands(ctx: CheckContext) -> frozenset[str]:
    """The ids of the claims that are operands of a written equation ("3,100 tok/s + 3,450 tok/s
    ≈ 6,550 tok/s"; rules/grammar.yaml ``equation``): parts and factors, no figures of a system of
    their own (CC201).  Worked out once per context (kept in its ``_operands``).

    Returns: frozenset of claim ids.
    """
    if ctx._operands is None:
        ctx._operands = operand_claim_ids(ctx, EquationSpec.from_rules(ctx.resources.grammar.get("equation"), {}))
    return ctx._operands


def operand_claim_ids(ctx: CheckContext, spec: EquationSpec | None) -> frozenset[str]:
    """The ids of the claims that are operands of a written equation ("3,100 tok/s + 3,450 tok/s
    ≈ 6,550 tok/s": the two parts), for CC201: a part of a sum or a factor of a product is no
    figure of a system of its own.  The results are not operands."""
    if spec is None:
        return frozenset()
    ids = set()
    for seg, m, sides, claims in _chains(ctx, spec):
        for side, _ in sides:
            if side.operators:
                for at in side.term_offsets:
                    c = _claim_at(claims, seg.offset + m.start() + at)
                    if c is not None:
                        ids.add(c.id)
    return frozenset(ids)


def written_quotients(ctx: CheckContext) -> dict[tuple[str, int], list[str]]:
    """(file, line) → the written equations there that divide ("21,000 / 16,800 = 1.25", "9,600 ÷
    6,400 ≈ 1.5"; rules/grammar.yaml ``equation``, its ``/`` operators), as written: a ratio whose
    sentence holds one states the levels it rests on, and CC105 checks it there, not against
    another part of the document (fresh-user trial 50, r04)."""
    spec = EquationSpec.from_rules(ctx.resources.grammar.get("equation"), {})
    if spec is None:
        return {}
    divide = tuple((ctx.resources.grammar.get("equation") or {}).get("operators", {}).get("/") or ())
    out: dict[tuple[str, int], list[str]] = {}
    for seg, m, sides, _ in _chains(ctx, spec):
        if any(side.operators and any(op in side.text for op in divide) for side, _ in sides):
            out.setdefault((seg.file, seg.line), []).append(m.group(0))
    return out


def _chains(ctx: CheckContext, spec: EquationSpec) -> Iterator[tuple]:
    """(segment, match, [(side, relation)], the line's claims) of every written equation that is
    plain arithmetic: bounded (:func:`_bounded`), outside inline code, every side evaluated, at
    most one unit (besides %), every unit one the extractor read as a claim there."""
    claims_at: dict[tuple[str, int], list[Claim]] = {}
    for c in ctx.claims:
        claims_at.setdefault((c.file, c.line), []).append(c)
    for ex in ctx.extracts:
        for seg in ex.segments:
            text = seg.text
            if not any(r in text for r in spec.relations):
                continue
            for m in _unwrapped(spec.chain, text):
                if not _bounded(text, m, spec):
                    continue
                if text[:m.start()].count("`") % 2:
                    continue  # inside inline code
                claims = claims_at.get((seg.file, seg.line), [])
                sides = _sides(m, spec)
                if sides is None or not any(s.operators for s, _ in sides):
                    continue
                if len(frozenset().union(*(s.units for s, _ in sides))) > 1:
                    continue  # "1 GB + 512 MB = 1.5 GB"
                base = seg.offset + m.start()
                if any(_claim_at(claims, base + at) is None for s, _ in sides for at in s.unit_offsets):
                    continue  # a unit the extractor did not read there ("2 x + 3"): no quantity
                yield seg, m, sides, claims


_CLOSING = {"(": ")", "（": "）", "[": "]"}


def _unwrapped(chain: re.Pattern, text: str) -> Iterator[re.Match]:
    """The matches of ``chain`` in ``text``; one that a bracket wraps whole — its result inside
    ("参考答案：C（(8,500 ms − 500 ms) ÷ 200 = 45 ms）", "Answer (8,000 ms / 200 = 45 ms)": a worked
    answer's or a footnote's equation) — is matched again inside the bracket, at the same offsets
    (fresh-user trial 47, r08: such equations were never checked)."""
    for m in chain.finditer(text):
        body = m.group(0).rstrip()
        close = _CLOSING.get(body[:1])
        if close and body.endswith(close) and _balanced(body[1:-1]):
            inner = list(chain.finditer(text, m.start() + 1, m.start() + len(body) - 1))
            if inner:
                yield from inner
                continue
        yield m


def _balanced(text: str) -> bool:
    """Whether every bracket in ``text`` closes after it opens (the wrapping pair removed)."""
    depth = 0
    for ch in text:
        if ch in _CLOSING:
            depth += 1
        elif ch in _CLOSING.values():
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _sides(m: re.Match, spec: EquationSpec) -> list[tuple[Side, str]] | None:
    """The sides of a chain with the relation after each ("" after the last); None when one is no
    plain arithmetic."""
    text = m.group(0)
    pieces, last = [], 0
    for rel in spec.relation.finditer(text):
        pieces.append((text[last:rel.start()], last, rel.group(0)))
        last = rel.end()
    pieces.append((text[last:], last, ""))
    sides = []
    for piece, start, rel in pieces:
        side = _side(piece, start, spec)
        if side is None:
            return None
        sides.append((side, rel))
    return sides


def _bounded(text: str, m: re.Match, spec: EquationSpec) -> bool:
    """The chain stands on its own: no letter, digit, dot, operator or power sign right before it
    (a variable: "a + 0.5 × 2 = 1", "x_1+2=3", "2^3 + 1 = 9"; a word and a space are no variable:
    :func:`_word_before`) nor a letter, digit or operator and a letter right after it ("= 5 + n")."""
    before = text[:m.start()].rstrip()
    if before and (before[-1] in spec.operators or _binds(before[-1], spec) and not _word_before(text, m, before, spec)):
        # an operator or letter before the chain: it continues something that is not a number
        return False
    after = text[m.start() + len(m.group(0).rstrip()):]  # (the chain may end in the space before a word)
    rest = after.lstrip()
    if after[:1] and _binds(after[0], spec) and not re.match(r"\.(?:\s|$)", after):
        return False  # (a full stop ends the sentence: "… = 87 models.")
    if rest and (rest[0] in spec.operators or rest[0] in "(（"):
        return False
    return True


def _word_before(text: str, m: re.Match, before: str, spec: EquationSpec) -> bool:
    """One of the words that lead into a computation (rules/grammar.yaml ``equation.lead_words``:
    "so", "i.e.", "total"), then a space, before the chain: "so 53 + 7 + 8 + 9 = 87 models"
    (held-out set 23) states a sum; any other word may make it algebra ("solve 2x + 3 = 7") or
    name what the number belongs to."""
    word = re.search(r"(?<![A-Za-z0-9_^$])[A-Za-z][A-Za-z.']*$", before)
    return word is not None and word.group().casefold() in spec.lead_words and len(before) < len(text[:m.start()])


def _binds(ch: str, spec: EquationSpec) -> bool:
    """``ch``, right beside a chain, makes it part of a formula: an ASCII letter or digit, or one of
    rules/grammar.yaml ``equation.bound_chars``."""
    return (ch.isascii() and ch.isalnum()) or ch in spec.bound_chars


def _check_chain(m: re.Match, seg, spec: EquationSpec, sides: list, claims: list[Claim], large: float) -> Iterator[Draft]:
    """The first single-number side of the chain that the expression beside it does not give."""
    for (left, rel), (right, _) in zip(sides, sides[1:]):
        if (left.operators == 0) == (right.operators == 0):
            continue  # two expressions, or two numbers ("0.7 = 70%")
        stated, computed = (right, left) if right.operators == 0 else (left, right)
        approximate = any(a in rel for a in spec.approximate)
        if _fits(stated, computed.value, approximate, spec):
            continue
        if bool(stated.units) != bool(computed.units) and any(
                _fits(stated, computed.value * Decimal(10) ** k, approximate, spec) for k in spec.scales):
            continue  # "2×4096×4096×131072 ≈ 4.40 TFLOP": a unit on one side only may carry a scale (T, G, k)
        column = seg.offset + m.start() + stated.start
        claim = _claim_at(claims, column)
        surface = stated.text
        expected = _written_like(stated, computed.value)
        values = {"variant": "written_equation", "surface": surface, "stated": surface, "expected": expected,
                  "location": f"{seg.file}:{seg.line}", "subject": (claim.subject if claim else None) or "-",
                  "basis_en": computed.text, "basis_zh": computed.text}
        relative = abs(computed.value - stated.value) / abs(computed.value) if computed.value else Decimal(1)
        extra = [] if claim else [(seg.file, seg.line, column + 1, surface)]
        yield Draft([claim] if claim else [], values, large=float(relative) > large, extra_locations=extra)
        return


def _claim_at(claims: list[Claim], column: int) -> Claim | None:
    """The claim whose surface holds the number at ``column`` (0-based within the line; a claim's
    surface may open with a hedge: "≈ 6,000 tok/s"), if any."""
    for c in claims:
        if c.column - 1 <= column < c.end_column - 1:
            return c
    return None


def _fits(stated: Side, value: Decimal, approximate: bool, spec: EquationSpec) -> bool:
    """``stated`` is ``value`` as written: within one unit of its last digit (rounded or cut) or
    the exact slack; approximate, within half a unit of its last non-zero digit or the tolerance."""
    diff = abs(stated.value - value)
    if approximate:
        unit = _leading_unit(stated)
        return diff <= unit / 2 or diff <= spec.approximate_tolerance * abs(value)
    return diff <= stated.precision or diff <= spec.exact_slack * abs(stated.value)


def _leading_unit(stated: Side) -> Decimal:
    """The unit of the last non-zero digit of a whole number written with trailing zeros (6,000:
    1,000), else the unit of the last written digit."""
    number = re.search(r"\d[\d,]*(?:\.\d+)?", stated.text).group(0)
    if "." in number:
        return stated.precision
    digits = number.replace(",", "")
    zeros = len(digits) - len(digits.rstrip("0")) if digits.strip("0") else 0
    return stated.precision * (10 ** zeros)


def _written_like(stated: Side, value: Decimal) -> str:
    """``value`` written with one digit more than ``stated`` (and its % sign or unit)."""
    percent = "%" in stated.text
    shown = value * 100 if percent else value
    m = re.search(r"\d[\d,]*(?:\.(\d+))?", stated.text)
    places = len(m.group(1) or "") + 1 if m else 2
    number = fmt_decimal(shown.quantize(Decimal(1).scaleb(-places)))
    unit = stated.text[m.end():].strip() if m else ""
    if percent:
        return f"{number}%"
    return f"{number} {unit}".strip()
