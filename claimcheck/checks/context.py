"""What every check function shares (DESIGN.md §4–§5): the :class:`CheckContext` it sees,
the :class:`Draft` it yields, and the helpers comparing claims (tolerance :func:`intervals`,
:func:`agree`, :func:`conditions_compatible`, :func:`same_baseline`, message formatting).

Each check function takes a :class:`CheckContext` and its :class:`~claimcheck.resources.catalogue.Rule`
(for parameters) and yields :class:`Draft` records: the claims involved (primary first),
the template values, and what the risk formula needs.  The engine (:mod:`claimcheck.checks.engine`)
renders messages in the report language and computes risk.  A rule file names its
function by ``kind``; a new rule of an existing kind is data only.  The functions live in one
module per rule family: :mod:`~claimcheck.checks.lists` and :mod:`~claimcheck.checks.arithmetic`
(CC1xx, consistency within a document), :mod:`~claimcheck.checks.cross_source` (CC2xx) and
:mod:`~claimcheck.checks.ids_dates` (CC3xx).
"""
from __future__ import annotations

import bisect
import datetime as dt
from collections import Counter
import math
import functools
import re
from dataclasses import dataclass, field, replace as dc_replace
from decimal import Decimal

from claimcheck.model import Claim, fmt_decimal, release_key
from claimcheck.frames.entities import same_model, same_name
from claimcheck.text.doc_urls import document_urls, url_key


NUMERIC_KINDS = ("quantity", "ratio", "percent")


@dataclass
class Draft:
    """A finding before rendering.

    Attributes:
        claims: the claims involved, the one reported at first.
        values: template placeholders (strings).
        large: the discrepancy counts as large for :func:`claimcheck.checks.risk.assess`.
        extra_locations: (file, line, column, surface) of places that are not claims
            (an enumeration item, a name mention).
        severity: overrides the rule's severity (e.g. an overdue promise escalates).

    Made by the check functions (:mod:`claimcheck.checks`), turned into a
    :class:`~claimcheck.model.Finding` by :func:`claimcheck.checks.engine.render`.
    """

    claims: list[Claim]
    values: dict[str, str] = field(default_factory=dict)
    large: bool = False
    extra_locations: list[tuple] = field(default_factory=list)
    severity: str | None = None
    subject: str | None = None
    metric: str | None = None


@dataclass
class CheckContext:
    """What every check sees.

    Attributes:
        claims: every claim of every input, sorted by (file, line, column).
        extracts: the :class:`~claimcheck.frames.extractor.DocumentExtract` of each input.
        as_of: "today" for date rules.
        resources: the loaded rules data.
        entities: the :class:`~claimcheck.frames.entities.EntityResolver`.

    Built by :func:`claimcheck.api.check` (and the audit for a newest version); every check
    function of :data:`claimcheck.checks.CHECKS` reads it.
    """

    claims: list[Claim]
    extracts: list
    as_of: dt.date
    resources: object
    entities: object
    #: (subject, file, line, doc_date) of release confirmations from indexed documents
    extra_confirmations: list = field(default_factory=list)
    #: with --index: ids of the inputs' own claims; pairs of indexed claims alone are skipped
    own_ids: frozenset | None = None
    #: file → the URLs an indexed document says it is (the inputs' own come from their text)
    extra_doc_urls: dict = field(default_factory=dict)
    #: file → (label, note) of its versions' notes outside its text (an audit's commit messages and
    #: manifest subjects), read by CC403's in-document check as the document's own change notes
    extra_notes: dict = field(default_factory=dict)
    #: rule code → how many groups had findings left out by the rule's cap (CC201's
    #: ``max_findings_per_group``), written by the checks for the run's summary
    capped: Counter = field(default_factory=Counter)

    _table_lines: set | None = field(default=None, repr=False)
    _line_texts: dict | None = field(default=None, repr=False)  # (file, line) → the line's text
    _doc_urls: dict | None = field(default=None, repr=False)
    _numeric: tuple | None = field(default=None, repr=False)  # (the claims list, its length, numeric())
    #: the ids of the operands of written equations (claimcheck.checks.equations.equation_operands)
    _operands: frozenset | None = field(default=None, repr=False)

    def cites(self, claim: Claim, file: str) -> bool:
        """True when ``claim`` cites a URL that document ``file`` says it is (its front
        matter's ``source_url:`` / ``published_at:`` …: rules/sources.yaml ``document_url_keys``):
        the claim quotes that document.

        Args: claim: a claim of this context; file: a document's path as the claims give it.
        Returns: bool.
        """
        if not claim.source.urls:
            return False
        if self._doc_urls is None:
            keys = (getattr(self.resources, "sources", None) or {}).get("document_url_keys") or ()
            found = {ex.document.path: frozenset(url_key(u) for u in document_urls(ex.document.text, keys))
                     for ex in self.extracts}
            for path, urls in self.extra_doc_urls.items():
                found[path] = frozenset(url_key(u) for u in urls)
            self._doc_urls = found
        own = self._doc_urls.get(file)
        return bool(own) and any(url_key(u) in own for u in claim.source.urls)

    def numeric(self) -> list[Claim]:
        """The measured numbers: numeric kinds with a normalised value, not requirements
        ("满足 4 令牌/秒的 SLA" is a target, compared with nothing) nor figures the text denies
        (flag ``refuted``: "实际不是 3 倍，而是 1.4 倍").

        Returns:
            list[Claim], in the order of :attr:`claims` (a new list each call: worked out once per
            claims list — the checks ask it a dozen times a run, each a pass over every claim's flags).
        """
        memo = self._numeric
        if memo is None or memo[0] is not self.claims or memo[1] != len(self.claims):
            numeric = [c for c in self.claims if c.kind in NUMERIC_KINDS and c.norm_value is not None
                       and not c.has_flag("requirement") and not c.has_flag("refuted")]
            memo = self._numeric = (self.claims, len(self.claims), numeric)
        return list(memo[2])

    def line_text(self, file: str, line: int) -> str:
        """The text of line ``line`` (1-based) of input ``file`` as its segments give it, "" for a
        line no segment covers (a blank one, or a claim from an index).  Read once per run: six
        checks each built the same map of every input's lines."""
        if self._line_texts is None:
            self._line_texts = {(seg.file, seg.line): seg.line_text for ex in self.extracts for seg in ex.segments}
        return self._line_texts.get((file, line), "")

    def in_table_row(self, claim: Claim) -> bool:
        """True when the claim sits in a Markdown table row (a ``table_cell`` segment, or the
        claim's ``table_cell`` flag: an indexed claim comes without its document's segments, and
        a rule must judge it as it would with the document named on the command line).

        Args:
            claim: a claim of this context.
        Returns:
            bool.
        """
        if claim.has_flag("table_cell"):
            return True
        if self._table_lines is None:
            self._table_lines = {(seg.file, seg.line) for ex in self.extracts for seg in ex.segments
                                 if seg.kind == "table_cell"}
        return (claim.file, claim.line) in self._table_lines


# -- tolerance ----------------------------------------------------------------
def _decimals(text: str) -> int:
    text = text.lstrip("+-")
    return len(text.split(".")[1]) if "." in text and text.replace(".", "").replace(",", "").isdigit() else 0


#: the share of a round whole number (three or more trailing zeros: 12,000) it may have been
#: rounded by: a writer who rounds 12,020 tok/s to 12,000 moves it 0.17 %, one who writes 12,000 for
#: 12,400 moves it 3 % — the first is no conflict, the second is (:func:`intervals`)
ROUND_NUMBER_SLACK = Decimal("0.005")


def intervals(claim: Claim, approx: Decimal = Decimal("0.05")) -> list[tuple[float, float]]:
    """The normalised values a claim admits, as closed intervals (one per reading).

    Tolerance follows the written precision: ``383.7`` admits 383.65–383.75, ``约 384``
    admits 383.5–384.5 widened by ``approx`` (5 %) on each side, a round ``12,000`` admits
    0.5 % around it (:data:`ROUND_NUMBER_SLACK`), ``>= 4,100`` admits
    [4100, ∞).  Ranges admit low–high.  Alternative readings (``128K`` = 131072,
    ``提升 2 倍`` = 3×) add intervals.  Non-linear normalisations (percent changes,
    remaining fractions) are mapped end by end.

    Args:
        claim: the claim (its written value, bounds, qualifier and normalised value).
        approx: the widening of an approximate value (rules' ``approx_tolerance``, 5 %).
    Returns:
        list[tuple[float, float]] — [] when the claim has no normalised value.
    """
    if claim.norm_value is None:
        return []
    try:
        written = Decimal(claim.value.replace(",", "")) if re.fullmatch(r"[+\-]?[\d.,]+", claim.value) else None
    except Exception:
        written = None
    norm = claim.norm_value
    half = Decimal(5) * Decimal(10) ** (-(_decimals(claim.value) + 1)) if written is not None else Decimal(0)
    if written is not None and claim.qualifier == "=" and written == written.to_integral_value() and abs(written) >= 1000:
        zeros = len(str(int(abs(written)))) - len(str(int(abs(written))).rstrip("0"))
        if zeros >= 3:
            # "12,000 tok/s" is most likely rounded: it admits the 0.5 % around it (never more than
            # its last zero's half), so 12,020 agrees and 12,100 does not (a fresh-user trial, session 33);
            # "约 12,000" has its approximate tolerance instead, not both
            half = max(half, min(Decimal(5) * Decimal(10) ** (zeros - 1), abs(written) * ROUND_NUMBER_SLACK))

    def transform(v: Decimal) -> Decimal | None:
        if written is None:
            return None
        if claim.kind == "percent" and claim.norm_unit == "dimensionless":
            return (1 - abs(v) / 100) if claim.direction == "down" else (1 + abs(v) / 100)
        if claim.kind == "ratio" and written != 0 and abs(norm - 1 / written) < Decimal("1e-9") and norm != written:
            return 1 / v if v else None
        if written == 0:
            return norm
        return v * (norm / written)

    out = []
    lo_w = Decimal(claim.low) if claim.low and _is_num(claim.low) else written
    hi_w = Decimal(claim.high) if claim.high and _is_num(claim.high) else written
    if written is None:
        lo = hi = norm
    else:
        a = transform((lo_w or written) - half)
        b = transform((hi_w or written) + half)
        if a is None or b is None:
            a = b = norm
        lo, hi = min(a, b), max(a, b)
    if claim.qualifier == "~":
        lo, hi = lo * (1 - approx), hi * (1 + approx)
    at_least, at_most = claim.qualifier in (">=", ">"), claim.qualifier in ("<=", "<")
    if written is not None and _decreasing(transform, written):
        # "up to 50% reduction": at most 50 written is at least 0.5 remaining
        at_least, at_most = at_most, at_least
    if at_least:
        remaining = claim.kind == "percent" and claim.direction == "down"
        hi = Decimal(1) if remaining else Decimal("Infinity")
    if at_most:
        lo = Decimal("-Infinity") if lo < 0 else Decimal(0)
    out.append((float(lo), float(hi)))
    for alt in claim.alternatives:
        width = (hi - lo) / 2 if hi.is_finite() and lo.is_finite() else Decimal(0)
        out.append((float(alt - width), float(alt + width)))
    return out


def _decreasing(transform, written: Decimal) -> bool:
    """The normalisation turns larger written values into smaller normalised ones
    (a percent reduction → the fraction remaining, "2× less" → 0.5)."""
    try:
        a, b = transform(written), transform(written + 1)
    except (ArithmeticError, ValueError):
        return False
    return a is not None and b is not None and b < a


def _is_num(text: str) -> bool:
    return bool(re.fullmatch(r"[+\-]?\d+(?:\.\d+)?", str(text)))


def agree(a: Claim, b: Claim, approx: Decimal = Decimal("0.05"), strict: bool = False) -> bool:
    """True when some reading of ``a`` overlaps some reading of ``b``.

    With ``strict``, intervals that only touch at an end do not overlap: "2" (1.5–2.5) and
    "3" (2.5–3.5) are different whole numbers, although their rounding intervals meet.

    Args:
        a, b: the claims compared (normalised to one unit by the caller's grouping).
        approx: the widening of approximate values (see :func:`intervals`).
        strict: touching intervals do not count as overlapping.
    Returns:
        bool.
    """
    first = intervals(a, approx)
    return bool(first) and overlap(first, intervals(b, approx), strict=strict)


def overlap(first: list[tuple[float, float]], second: list[tuple[float, float]], strict: bool = False) -> bool:
    """True when some interval of ``first`` overlaps some interval of ``second`` (:func:`agree` on
    readings already worked out by :func:`intervals`, for a caller that compares one claim with many).

    Args:
        first, second: closed intervals (:func:`intervals` of two claims).
        strict: intervals that only touch at an end do not overlap.
    Returns:
        bool.
    """
    for lo1, hi1 in first:
        for lo2, hi2 in second:
            if lo1 <= hi2 + 1e-12 and lo2 <= hi1 + 1e-12:
                if not strict or lo1 == hi1 or lo2 == hi2 or min(hi1, hi2) - max(lo1, lo2) > 1e-9:
                    return True
    return False


def ranges_differ(a: Claim, b: Claim, approx: Decimal = Decimal("0.05")) -> bool:
    """Both claims are written ranges ("1.36 ~ 1.85 倍", "2–3 万 tok/s") and one of their ends
    disagrees (:func:`agree` on the low ends, then on the high ends): a quoted range gives the
    source's two ends, so "1.36 ~ 1.58 倍" misquotes "1.36 ~ 1.85 倍" although the two overlap.

    Args:
        a, b: the claims compared (one unit, as for :func:`agree`).
    Returns:
        bool (False unless both are ranges with numeric ends).
    """
    if not (is_range(a) and is_range(b)):
        return False
    return not (agree(_range_end(a, "low"), _range_end(b, "low"), approx)
                and agree(_range_end(a, "high"), _range_end(b, "high"), approx))


def is_range(c: Claim) -> bool:
    """A claim written as a range with numeric ends ("1.36 ~ 1.85 倍"), stated (not a bound);
    a value with its uncertainty ("132.19 ± 0.55": its value is the middle, not the low end)
    is no written range."""
    return bool(c.low and c.high and _is_num(c.low) and _is_num(c.high) and _is_num(c.value)
                and Decimal(c.value) != 0 and Decimal(c.value) == Decimal(c.low) and c.qualifier in ("=", "~"))


def _range_end(c: Claim, end: str) -> Claim:
    """One end of a range claim as a claim of its own (its normalised value scaled alike)."""
    written, at = Decimal(c.value), Decimal(getattr(c, end))
    norm = c.norm_value * at / written if c.norm_value is not None else None
    return dc_replace(c, value=getattr(c, end), low=None, high=None, norm_value=norm, alternatives=())


def agree_inverse(a: Claim, b: Claim, approx: Decimal = Decimal("0.05")) -> bool:
    """True when some reading of ``a`` overlaps the reciprocal of some reading of ``b``:
    "A is 1.8× B" and "B is 0.56× A" state one ratio from its two ends.

    Args:
        a, b: two relative claims (dimensionless), ``b`` written from the other end.
    Returns:
        bool.  A reading of ``b`` from zero ("up to 2.3×") inverts to an open end (≥ 1/2.3);
        one that crosses zero admits anything.
    """
    inf = float("inf")
    for lo1, hi1 in intervals(a, approx):
        for lo2, hi2 in intervals(b, approx):
            if lo2 < 0 < hi2 or (lo2 <= 0 and hi2 <= 0):
                return True  # a sign change: nothing to invert
            inv_lo = 1 / hi2 if hi2 != inf else 0.0
            inv_hi = 1 / lo2 if lo2 > 0 else inf
            if lo1 <= inv_hi + 1e-12 and inv_lo <= hi1 + 1e-12:
                return True
    return False


def conditions_compatible(a: Claim, b: Claim, ignore=("baseline",)) -> bool:
    """Every condition known on both sides is equal (a missing one does not block, DESIGN.md §4).

    Values are equal when written alike or when one names the other
    (:func:`~claimcheck.frames.entities.same_name`: ``Vicuna-13B`` = ``Vicuna-13B-v1.3``,
    never ``EAGLE`` = ``EAGLE-2``); a model family without its size may be any member
    (:func:`~claimcheck.frames.entities.same_model`: ``llama`` = ``llama 7B``, never ``7B`` = ``13B``).

    Args:
        a, b: the claims compared.
        ignore: condition keys left out of the comparison.
    Returns:
        bool.
    """
    return settings_agree(a.conditions_dict, b.conditions_dict, ignore)


def settings_agree(ca: dict[str, str], cb: dict[str, str], ignore=("baseline",)) -> bool:
    """:func:`conditions_compatible` of two condition mappings (name → value as written): every
    condition both state is equal, keys in ``ignore`` aside.

    Args:
        ca, cb: the conditions of two figures (a figure's own, or completed by its sentence:
            :class:`~claimcheck.checks.pairs.SentenceSettings`).
        ignore: condition keys left out of the comparison.
    Returns:
        bool.
    """
    return all(_same_value(k, ca[k], cb[k]) for k in ca.keys() & cb.keys() if k not in ignore)


def _same_value(key: str, a: str, b: str) -> bool:
    """Two values of one condition that may name one setting (a model family without its size
    against a member with one, :func:`~claimcheck.frames.entities.same_model`; one number
    written two ways: "2K" = "2,000" = "2000", "4K" = "4,096")."""
    if a == b:
        return True
    if key == "version":
        # "0.12" and "v0.12.0" are one release (trailing zeros and a "v" aside)
        return release_key(a) == release_key(b)
    numbers_a, numbers_b = _setting_numbers(a), _setting_numbers(b)
    if numbers_a and numbers_b:
        return bool(numbers_a & numbers_b)
    return same_model(a, b) if key == "model" else same_name(a, b)


#: a setting's value written as a number: "2,000", "4096", "2K", "1.5k", "1M"
_SETTING_NUMBER = re.compile(r"(\d+(?:,\d{3})*(?:\.\d+)?)\s?([kKmM]?)")


def _setting_numbers(value: str) -> frozenset:
    """The numbers a setting's value may stand for: "2K" is 2,000 or 2,048 (binary and decimal
    thousands are both written K in token counts), "2,000" is 2,000; empty when the value is
    no number ("H100", "on")."""
    m = _SETTING_NUMBER.fullmatch(str(value).strip())
    if not m:
        return frozenset()
    n = Decimal(m.group(1).replace(",", ""))
    scale = m.group(2).lower()
    if scale == "k":
        return frozenset({n * 1000, n * 1024})
    if scale == "m":
        return frozenset({n * 1000000, n * 1048576})
    return frozenset({n})


def shared_conditions(a: Claim, b: Claim, ignore=("baseline",)) -> int:
    """How many conditions both claims state with equal values (see :func:`conditions_compatible`).

    Args:
        a, b: the claims compared.
        ignore: condition keys not counted.
    Returns:
        int ≥ 0.
    """
    ca, cb = a.conditions_dict, b.conditions_dict
    return sum(1 for k in ca.keys() & cb.keys() if k not in ignore and _same_value(k, ca[k], cb[k]))


def is_relative(c: Claim) -> bool:
    """A ratio or a percent change: a figure relative to some baseline.

    Args:
        c: a claim.
    Returns:
        bool.
    """
    return c.norm_unit == "dimensionless" and c.kind in ("ratio", "percent")


def fmt_value(c: Claim, metrics: dict | None = None) -> str:
    """The normalised value with its unit for messages: ``383.7 token / second``, ``1.85×``.

    A metric normalised as the share that remains (rules/metrics.yaml ``remaining_fraction``:
    a compression ratio, where "75% less memory" and "4×" are both 0.25) is shown as the ratio
    it is named by: ``4×`` — "3×（0.3333×）与 75%（0.25×）" read as two fractions where the
    reader compares 3× with 4× (a fresh-user trial of session 19).

    Args:
        c: a claim with a normalised value.
        metrics: metric name → MetricDef (the run's rules/metrics.yaml); None: shown as stored.
    Returns:
        str.
    """
    mdef = metrics.get(c.metric) if metrics and c.metric else None
    if mdef is not None and getattr(mdef, "remaining_fraction", False) and c.norm_unit == "dimensionless" \
            and c.norm_value is not None and 0 < c.norm_value < 1:
        return f"{fmt_decimal(Decimal(f'{1 / float(c.norm_value):.4g}'))}×"
    value = fmt_decimal(c.norm_value)
    if len(value.replace("-", "").replace(".", "").lstrip("0")) > 8:
        # a computed value (a slowdown's 1/1.8, 4.8 s in hours): four significant digits
        value = fmt_decimal(Decimal(f"{float(c.norm_value):.4g}"))
    if c.norm_unit == "dimensionless":
        return f"{value}×"
    if c.norm_unit in ("percent",):
        return f"{value}%"
    return f"{value} {c.norm_unit}" if c.norm_unit else str(value)


def slip_factor(x: float, y: float) -> int | None:
    """10^k when ``x`` and ``y`` differ by a power of ten (a likely decimal slip), else None.

    Args:
        x, y: two positive values.
    Returns:
        int | None.
    """
    if x <= 0 or y <= 0:
        return None
    exponent = math.log10(max(x, y) / min(x, y))
    k = round(exponent)
    if k >= 1 and abs(exponent - k) < 0.01:
        return 10 ** k
    return None


def _where(c: Claim) -> str:
    return f"{c.file}:{c.line}"


def _src(c: Claim) -> str:
    """The source to name in a message: the attribution when it names one
    (:func:`named_source`), else the link the claim cites (``arXiv:2609.28815``, a URL), else
    its tier (``primary``; rendered in the message's language by
    :func:`claimcheck.checks.engine.localise`) — never a fragment such as "per second"."""
    if named_source(c):
        return c.source.attribution
    return (c.source.ids or c.source.urls or (c.source.tier,))[0]


def _date(text: str | None) -> dt.date | None:
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        return None


def same_baseline(a: Claim, b: Claim) -> bool:
    """The written baselines agree, or one side does not say (unknown does not block).
    Trailing punctuation, case and spacing are ignored ("vLLM 0.10." = "vllm 0.10").

    Args:
        a, b: the claims compared.
    Returns:
        bool (used by CC104).
    """
    if not a.baseline or not b.baseline:
        return True

    def fold(text: str) -> str:
        return re.sub(r"\s+", "", text.strip().rstrip("。.，,；;：:）)")).casefold()
    return fold(a.baseline) == fold(b.baseline)


def named_source(c: Claim) -> str | None:
    """Who a claim is attributed to, when the text names a source: an attribution that the
    source rules place in a tier (rules/sources.yaml: an outlet, a paper, a repost), one with a
    URL or identifier cited beside it, the team's own notes, or one that names a speaker (a
    date of its own, "Jay Sep 28"; a capitalised or Chinese first word).  A phrase that merely stands
    where an attribution could ("per second", "rank.", "compared to 12") names no source and
    counts as unattributed (issue 14: "sources are sources").

    Args:
        c: a claim.
    Returns:
        the attribution folded (case, spacing and trailing punctuation ignored), or None.
    """
    return _named_source_of(c.source)


@functools.lru_cache(maxsize=65536)
def _named_source_of(s) -> str | None:
    """:func:`named_source` of one :class:`~claimcheck.model.Source` (hashable, frozen): worked
    out once per source — CC202 asks it for every pair of a large document's figures."""
    attribution = (s.attribution or "").strip()
    if not attribution:
        return None
    named = s.date or re.match(r"[A-Z\u3400-\u9fff]", attribution)  # "Jay Sep 28 evening 简报", "据官方博客"
    if s.tier == "unknown" and not (s.urls or s.ids or s.internal or named):
        return None
    return re.sub(r"\s+", "", attribution.rstrip("。.，,；;：:）)")).casefold()


def source_names(claims, back_reference_nouns=()) -> dict[int, str | None]:
    """:func:`named_source` of each claim, ``id(claim)`` → folded attribution or None, with
    back references resolved: an attribution that opens with a document noun alone
    (rules/sources.yaml ``back_reference_nouns``: "README 第一张表", "the paper's Table 2") is
    the source an earlier attribution of the same file names with that noun ("Chitu README
    （PyPI 0.1.2）Evaluation 一节"), the latest of the claim's subject first, else of the file,
    so the two quote one source (held-out set 7: a draft's
    warning quoting "README 第一张表" after the increment cited the Chitu README).

    Args:
        claims: the claims (any order; files apart).
        back_reference_nouns: the nouns (str).
    Returns:
        dict from ``id(claim)`` to the claim's source name.
    """
    nouns = sorted({re.sub(r"\s+", "", str(n)).casefold() for n in back_reference_nouns}, key=len, reverse=True)
    names: dict[int, str | None] = {}
    by_file: dict[str, list[Claim]] = {}
    for c in claims:
        names[id(c)] = named_source(c)
        by_file.setdefault(c.file, []).append(c)
    if not nouns:
        return names
    for group in by_file.values():
        group.sort(key=lambda c: (c.line, getattr(c, "column", 0) or 0))
        seen: dict[str | None, list[str]] = {}  # subject → named sources of its claims, in order of use
        for c in group:
            name = names[id(c)]
            if not name:
                continue
            noun = next((n for n in nouns if name.startswith(n)), None)
            earlier = None
            # the same subject's source first ("README" is the README of the system discussed)
            for pool in (seen.get(c.subject, []), seen.get(None, [])) if noun else ():
                earlier = next((s for s in reversed(pool) if s != name and noun in s and not s.startswith(noun)), None)
                if earlier is not None:
                    break
            if earlier is not None:
                names[id(c)] = earlier
                continue
            for key in {c.subject, None}:
                pool = seen.setdefault(key, [])
                if name in pool:
                    pool.remove(name)
                pool.append(name)
    return names


def other_source(a: Claim, b: Claim, names: dict | None = None) -> bool:
    """The two claims come from different sources: different documents, or inside one
    document two different named attributions (a briefing quoting "据 CSDN" beside "据官方博客"),
    or a named one beside an unattributed one in the same section (the seed's "⚠️ C1：Jay Sep 27
    提及 … 85% 加速 … 383.7 tok/s").  An unattributed figure in another section than the named
    one is the document's author restating it (a summary, a warnings item discussing the
    body's "+60%"), not another source.  Used by CC202 (DESIGN.md §4; issue 14).

    Args:
        a, b: the claims compared.
        names: optional ``id(claim)`` → :func:`named_source` for both claims (a caller
            comparing many pairs works each out once).
    Returns:
        bool.
    """
    if a.file != b.file:
        return True
    if names is not None:  # id(claim) → named_source(claim), worked out once by the caller
        named_a, named_b = names[id(a)], names[id(b)]
    else:
        named_a, named_b = named_source(a), named_source(b)
    if named_a != named_b and a.section != b.section and not (named_a and named_b):
        return False
    return named_a != named_b


def ratio_follows(rel: Claim, values: list[Claim], slack: float = 0.01, nums: list | None = None) -> bool:
    """The relative figure ``rel`` is the ratio of two of ``values`` (absolute figures of one
    unit written beside it: "33.2 → 71.5 tokens/s, 2.15x", "1.36 rps 对比 0.67 rps，高达 2 倍"):
    some quotient, either way round, lies in one of ``rel``'s readings (:func:`intervals`,
    the written precision) widened by ``slack`` for the rounding of the absolute figures.

    Args:
        rel: a relative claim (:func:`is_relative`).
        values: absolute claims near it.
        slack: relative widening of ``rel``'s intervals.
        nums: ``values`` as :func:`quotient_values` gives them, when the caller has them already
            (a check that tests many relative figures against one set of values).
    Returns:
        bool.
    """
    return _some_quotient_fits(rel, quotient_values(values) if nums is None else nums, slack)


def quotient_values(values: list[Claim]) -> list[tuple[str, float]]:
    """(normalised unit, value) of the positive ``values``: what :func:`ratio_follows` divides."""
    return [(c.norm_unit, float(c.norm_value)) for c in values if c.norm_value is not None and c.norm_value > 0]


#: plain numbers written in a sentence ("129.32 对 11.93", "1,200 vs 800")
_PLAIN_NUMBER = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w.,]?\d)|(?<![\w.,])\d+\.\d+(?![\w.]?\d)")


def ratio_of_written_numbers(rel: Claim, slack: float = 0.01) -> bool:
    """The relative figure ``rel`` is the ratio of two plain decimal numbers written in its own
    sentence, other than its own figure ("vLLM Median ITL 129.32 对 SGLang 11.93，约 10.8 倍":
    figures without a unit, so no claims of their own); see :func:`ratio_follows`."""
    text = rel.text or ""
    own = (rel.surface or "").strip()
    nums = []
    for m in _PLAIN_NUMBER.finditer(text):
        if own and m.group(0) in own:
            continue
        value = float(m.group(0).replace(",", ""))
        if value > 0:
            nums.append(("", value))
    return _some_quotient_fits(rel, nums, slack)


#: a plain number, grouped ("12,000") or with decimals ("129.32"); ``_WHOLE_NUMBER`` also bare
_DECIMAL = r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+\.\d+"
_WHOLE_NUMBER = r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?"
#: scale letters written right after a number ("608B", "1.5 万")
_SCALE = r"[KMBT万亿]?"


@functools.lru_cache(maxsize=8)
def _compared_pattern(words: tuple[str, ...]) -> re.Pattern:
    """Two plain decimal numbers with one of ``words`` between them (and at most a short name
    after the word; a closing bracket may stand before it): "129.32 对 SGLang 11.93", "3856.01 vs.
    3700.64", "EPLB（59,337）比 DeepSeek Profile（62,713）"."""
    return re.compile(rf"(?P<x>{_DECIMAL})(?![\w.]?\d)[)）]?\s*(?:{_alt_words(words)})\s*{_NAME_GAP}"
                      rf"(?P<y>{_DECIMAL})(?![\w.]?\d)", re.IGNORECASE)


#: the words between two compared numbers: a short name, whose digits are glued to its letters
#: ("1196.16 对 Rank-BM25 的 224.66", "3.50 vs GPT-4o at 1.25"; a number standing apart is none)
_NAME_GAP = r"(?:[^\d，。；;,]|(?:(?<=[A-Za-z\d])(?<![\s.,]\d)|(?<=[A-Za-z]-))\d){0,24}?"


@functools.lru_cache(maxsize=8)
def _compared_scaled_pattern(words: tuple[str, ...], letters: tuple[str, ...]) -> re.Pattern:
    """Two numbers written with a scale letter each (``letters``: k, K, 千, 万) and one of ``words``
    between them: "（67k vs 29k）" (held-out set 20: "快 231%（67k vs 29k）" is 131 %); groups x, xs,
    y, ys.  The letters are matched as written (an "m" is no "M")."""
    scale = "(?:" + "|".join(re.escape(w) for w in letters) + ")"
    return re.compile(rf"(?<![\w.,])(?P<x>\d+(?:\.\d+)?)\s?(?P<xs>{scale})(?![A-Za-z\d])[)）]?\s*(?i:{_alt_words(words)})"
                      rf"\s*{_NAME_GAP}(?<![\w.,])(?P<y>\d+(?:\.\d+)?)\s?(?P<ys>{scale})(?![A-Za-z\d])")


@functools.lru_cache(maxsize=8)
def _change_span_scaled_pattern(froms: tuple[str, ...], tos: tuple[str, ...], letters: tuple[str, ...]) -> re.Pattern:
    """Two numbers written with a scale letter each (``letters``: k, K, 千, 万) that a change runs
    between: "从 84 万增至 126 万", "from 67k to 29k" (fresh-user trial 47, r15); groups x, xs, y, ys,
    as :func:`_compared_scaled_pattern`."""
    scale = "(?:" + "|".join(re.escape(w) for w in letters) + ")"
    return re.compile(rf"(?<![A-Za-z])(?i:{_alt_words(froms)})\s*(?<![\w.,])(?P<x>\d+(?:\.\d+)?)\s?(?P<xs>{scale})"
                      rf"(?![A-Za-z\d])[)）]?\s*{_NAME_GAP}(?<![A-Za-z])(?i:{_alt_words(tos)})(?![A-Za-z])\s*{_NAME_GAP}"
                      rf"(?<![\w.,])(?P<y>\d+(?:\.\d+)?)\s?(?P<ys>{scale})(?![A-Za-z\d])")


@functools.lru_cache(maxsize=8)
def _change_span_pattern(froms: tuple[str, ...], tos: tuple[str, ...]) -> re.Pattern:
    """Two plain decimal numbers a change runs between: one of ``froms`` right before the first,
    one of ``tos`` after it, short names around ("DER falls from 24.5 with legacy to 15.2", "从
    24.5 降到 15.2")."""
    return re.compile(rf"(?<![A-Za-z])(?:{_alt_words(froms)})\s*(?P<x>{_DECIMAL})(?![\w.]?\d)[)）]?\s*{_NAME_GAP}"
                      rf"(?<![A-Za-z])(?:{_alt_words(tos)})(?![A-Za-z])\s*{_NAME_GAP}(?P<y>{_DECIMAL})(?![\w.]?\d)",
                      re.IGNORECASE)


@functools.lru_cache(maxsize=8)
def _part_patterns(words: tuple[str, ...], after: tuple[str, ...] = (), reach: int = 24,
                   inside: tuple[str, ...] = (), inside_reach: int = 6,
                   named: tuple[str, ...] = (), before: tuple[str, ...] = ()) -> tuple[re.Pattern, ...]:
    """A whole, then one of ``words`` and a part: "608B tokens，其中 342B", "12,000 requests, of
    which 9,600"; or a whole, then a part and one of ``after`` ("1,840,000 requests …; 290,000 of
    them"); or a whole, one of ``inside`` and, within ``inside_reach`` characters of a verb, a part
    ("2,000 个文件中误报 6 个"); or a whole, one of ``words``, the part's name (one or two words)
    and one of ``named`` ("38 亿 tokens，其中 DeepSeek-V3 为 30 亿 tokens"; group ``pn``, the part's
    unit word in group ``pu``); at most ``reach`` characters (no digit, no sentence end) between the
    whole and the word or the part."""
    reach = int(reach)
    # a scale letter is a capital standing alone: the "t" of "290,000 timeouts" is none
    scale = r"(?:\s?(?-i:[KkMBT])(?![A-Za-z])|\s?[万亿])?"
    # (a percentage is no whole: "83 人（74.1%）…，其中 61 人" breaks 83 down, not 74.1; held-out set 40)
    whole = rf"(?P<whole>{_WHOLE_NUMBER})(?P<ws>{scale})(?![\w.]?\d)(?!\s?[%％])"
    part = rf"(?P<part>{_WHOLE_NUMBER})(?P<ps>{scale})(?![\w.]?\d)"
    forms = [rf"[^。；;\d]{{0,{reach}}}?(?:{_alt_words(words)})\s*{part}"] if words else []
    if inside:
        # (the whole's noun runs into the word with no mark between, "2,000 个文件中"; never "），命中率 15%")
        forms.append(rf"\s?[\u4e00-\u9fffA-Za-z ]{{1,8}}?(?:{_alt_words(inside)})[^。；;，,\d]{{0,{int(inside_reach)}}}?"
                     rf"(?<![\w.,]){part}(?!\s?[%％])")
    if words and named:
        # "其中 DeepSeek-V3 为 30 亿 tokens": the part's name between the word and its figure
        name = r"[^\s。；;，,：:%％]{1,30}(?:\s[^\s。；;，,：:%％]{1,30})?"
        forms.append(rf"[^。；;\d]{{0,{reach}}}?(?:{_alt_words(words)})\s*(?P<pn>{name})\s?(?:{_alt_words(named)})\s*"
                     rf"{part}(?P<pu>\s?(?:[A-Za-z]+|[\u4e00-\u9fff]))?")
    if after:
        # "…arrived; 290,000 of them …": the part's own clause may follow a semicolon
        forms.append(rf"[^。\d]{{0,{reach}}}?(?<![\w.,]){part}\s+(?:{_alt_words(after)})(?![A-Za-z])")
    patterns = [re.compile(whole + form, re.IGNORECASE) for form in forms]
    if before:
        # "312,000 of 2.4M requests": the part first, one of ``before`` and the whole with its noun
        # (fresh-user trial 48, r05)
        patterns.append(re.compile(rf"(?P<pf>){part}\s+(?:{_alt_words(before)})\s+(?:the\s+)?{whole}(?=\s?[A-Za-z\u4e00-\u9fff])",
                                   re.IGNORECASE))
    return tuple(patterns)


def _alt_words(words: tuple[str, ...]) -> str:
    """An alternation of literal words, longest first ("对比" before "对")."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


def compared_numbers(text: str, words: tuple[str, ...],
                     spans: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
                     scales: dict[str, int] | None = None) -> list[tuple[Decimal, Decimal, str]]:
    """Pairs of plain decimal numbers a sentence sets against each other with one of ``words``
    (CC105's ``comparison_words``: "vLLM Median ITL 275.32 对 SGLang 24.45"), or that a change
    runs between (``spans``: the from and to words of CC105's ``change_span_words``: "DER falls
    from 24.5 with legacy to 15.2"), or two numbers with a thousands letter compared so ("67k vs
    29k", "从 84 万增至 126 万" — a change between scaled numbers with a Chinese scale word only; ``scales``: scale letter → what it multiplies by, from rules/grammar.yaml
    ``scale_words``), as (x, y, the text from x to y); numbers with a unit are claims of their own and are not read here."""
    out = []
    patterns = [_compared_pattern(tuple(words))]
    if spans[0] and spans[1]:
        patterns.append(_change_span_pattern(tuple(spans[0]), tuple(spans[1])))
    for m in (m for pattern in patterns for m in pattern.finditer(text or "")):
        x, y = Decimal(m.group("x").replace(",", "")), Decimal(m.group("y").replace(",", ""))
        if x > 0 and y > 0:
            out.append((x, y, m.group(0)))
    if text and scales and any(ch in text for ch in scales):
        scaled = [_compared_scaled_pattern(tuple(words), tuple(sorted(scales)))]
        chinese = tuple(sorted(w for w in scales if not w.isascii()))
        if spans[0] and spans[1] and chinese:
            # (Chinese scale words only: "from 4K to 8K" is mostly a context length, a measure of
            # its own beside a speed's "+15%"; batch-1 ktransformers.md)
            scaled.append(_change_span_scaled_pattern(tuple(spans[0]), tuple(spans[1]), chinese))
        for m in (m for pattern in scaled for m in pattern.finditer(text)):
            x = Decimal(m.group("x")) * scales[m.group("xs")]
            y = Decimal(m.group("y")) * scales[m.group("ys")]
            if x > 0 and y > 0:
                out.append((x, y, m.group(0)))
    return out


@functools.lru_cache(maxsize=8)
def _year_after_pattern(year_words: tuple[str, ...]) -> re.Pattern[str] | None:
    """A year's word (rules/grammar.yaml ``year_words``: "年", "年度") right after a number, an
    optional space between; None without words."""
    words = sorted((w for w in year_words if w), key=len, reverse=True)
    return re.compile(r"\s?(?:" + "|".join(map(re.escape, words)) + ")") if words else None


def part_of_whole(text: str, words: tuple[str, ...], after: tuple[str, ...] = (),
                  reach: int = 24, scales: dict[str, int] | None = None,
                  inside: tuple[str, ...] = (), named: tuple[str, ...] = (),
                  before: tuple[str, ...] = (),
                  year_words: tuple[str, ...] = ()) -> list[tuple[Decimal, Decimal, str]]:
    """(whole, part, the text from whole to part) for each whole followed by one of ``words``
    (CC105's ``part_words``: "其中", "of which", "including") and a smaller part, or by a smaller
    part and one of ``after`` (``part_after_words``: "290,000 of them"), within ``reach`` characters
    (``part_reach``); the part written with the same scale letter ("608B tokens，其中 342B"), or with
    another one of ``scales`` (scale letter, upper case → what it multiplies by: rules/grammar.yaml
    ``scale_words``), compared at their values ("1.2B tokens，其中 300M").  ``inside``: CC105's
    ``part_inside_words`` ("2,000 个文件中误报 6 个": the part a few characters past the word).
    ``named``: CC105's ``part_named_verbs``, the words joining a named part to its figure ("其中
    DeepSeek-V3 为 30 亿 tokens"; fresh-user trial 45, r08); such a part is a part only in the whole's
    unit word, when both write one ("1,000 条请求，其中 p99 为 300 ms" names no part).  ``before``:
    CC105's ``part_before_whole_words``, the words between a part written first and its whole
    ("312,000 of 2.4M requests"; the whole followed by its noun).  ``year_words``: grammar.yaml's
    ``year_words``; a four-digit whole followed by one is a year, no whole ("2047 年上半年集中采购的
    32 导": held-out set 39)."""
    out = []
    year_after = _year_after_pattern(tuple(year_words))
    for m in (m for pattern in _part_patterns(tuple(words), tuple(after), int(reach), tuple(inside), 6, tuple(named),
                                              tuple(before))
              for m in pattern.finditer(text or "")):
        ws, ps = m.group("ws").strip().upper(), m.group("ps").strip().upper()
        first = "pf" in m.re.groupindex  # "312,000 of 2.4M requests": each written in full, scaled or not
        if ws != ps and not (ws and ps and scales and ws in scales and ps in scales) and not first:
            continue  # (one figure scaled, the other not: "1.2B tokens，其中 300" says no part)
        if "pn" in m.re.groupindex and m.group("pn") is not None:
            unit = re.match(r"\s?([A-Za-z]+|[\u4e00-\u9fff])", m.string[m.end("ws"):])
            part_unit = (m.group("pu") or "").strip()
            if unit and part_unit and unit.group(1).casefold() != part_unit.casefold():
                continue
        if year_after and year_after.match(m.string, m.end("ws")) and re.fullmatch(r"\d{4}", m.group("whole")):
            continue  # a year ("2047 年上半年集中采购的 32 导放大器": no whole of 2,047; held-out set 39)
        # two scales are compared at their values: "1.2B tokens，其中 300M" (a fresh-user trial, session 39)
        whole = Decimal(m.group("whole").replace(",", "")) * (scales or {}).get(ws, 1)
        part = Decimal(m.group("part").replace(",", "")) * (scales or {}).get(ps, 1)
        if 0 < part < whole and not any(w == whole and p == part for w, p, _ in out):
            out.append((whole, part, m.group(0)))  # (once: "其中" is also read by the "中" of part_inside_words)
    return out


def ratio_fits(rel: Claim, x: Decimal, y: Decimal, slack: float = 0.01) -> bool:
    """The relative claim ``rel`` reads as x/y or y/x (see :func:`ratio_follows`)."""
    return _some_quotient_fits(rel, [("", float(x)), ("", float(y))], slack)


#: the last value list :func:`_some_quotient_fits` sorted, and its sorted distinct values per unit
_UNIT_TABLE: list = [None, []]


def _some_quotient_fits(rel: Claim, nums: list, slack: float) -> bool:
    """Some quotient of two of ``nums`` ((unit, value) pairs of one unit), either way round, lies
    in a reading of ``rel`` widened by ``slack``.

    Values sorted per unit and bisected: for each value x, the values y with x / y or y / x in a
    reading lie in two ranges, and only those are tested, with the pair test itself — the answer
    of the test of every pair (``_every_quotient_fits``, which positive values only avoid: a
    line of thousands of figures tested millions of pairs per relative figure; a fresh-user
    trial of session 15, CC202's derivable baseline)."""
    readings = intervals(dc_replace(rel, qualifier="=", low=None, high=None))
    if any(x <= 0 for _, x in nums) or any(lo <= 0 for lo, _ in readings) or len(nums) < 16:
        return _every_quotient_fits(readings, nums, slack)
    if _UNIT_TABLE[0] is not nums:
        # one value written many times is one value: equal values make no quotient of two (a
        # paste of one sentence 2,000 times tested 4,000 values per relative figure; trial 34);
        # the table is kept for the next call with the same list (one line's relative figures)
        by_unit: dict = {}
        for unit, x in nums:
            by_unit.setdefault(unit, set()).add(x)
        _UNIT_TABLE[:] = [nums, [sorted(d) for d in by_unit.values() if len(d) >= 2]]
    for values in _UNIT_TABLE[1]:
        for x in values:
            for lo, hi in readings:
                low, high = lo * (1 - slack), hi * (1 + slack)
                # y with x / y in [low, high], and y with y / x in it (widened a little for rounding:
                # the candidates are tested exactly below)
                for a, b in ((x / high, x / low), (x * low, x * high)):
                    start = bisect.bisect_left(values, a * (1 - 1e-9))
                    stop = bisect.bisect_right(values, b * (1 + 1e-9))
                    for y in values[start:stop]:
                        if y != x and any(low <= q <= high for q in (x / y, y / x)):
                            return True
    return False


def _every_quotient_fits(readings: list, nums: list, slack: float) -> bool:
    """:func:`_some_quotient_fits` pair by pair (values of any sign; few values)."""
    for i, (ua, x) in enumerate(nums):
        for ub, y in nums[i + 1:]:
            if ua != ub or x == y:
                continue
            for q in (x / y, y / x):
                if any(lo * (1 - slack) <= q <= hi * (1 + slack) for lo, hi in readings):
                    return True
    return False
