"""The records of the rule data: metric and entity definitions, the risk scale, the messages of
the outputs, and the name folding every lookup uses.  Plain data, built by
:class:`claimcheck.resources.loader.Resources` from ``rules/*.yaml``.
"""
from __future__ import annotations

import functools
from pathlib import Path
import re
from dataclasses import dataclass

from claimcheck.errors import RuleError

#: the risk scale, lowest first; a score is an index into it (--fail-on and JSON use these names)
LEVELS = ("low", "medium", "high")


@dataclass(frozen=True)
class MetricDef:
    """One metric of ``rules/metrics.yaml``: dimensionality (pint string, or ``dimensionless``,
    ``date``, ``version``, ``identifier``, ``count``), canonical unit, family, relative,
    higher_is_better (None when direction has no meaning) and keywords."""

    name: str
    dimensionality: str
    canonical_unit: str
    family: str
    relative: bool
    higher_is_better: bool | None
    keywords: tuple[str, ...]
    label: tuple[tuple[str, str], ...] = ()
    #: units a figure of this (dimensionless) metric may be written in: "2.18 tokens" of
    #: acceptance length is 2.18 accepted tokens per step
    counted_in: tuple[str, ...] = ()
    #: the condition keys that can decide a figure of this metric (None: all); a model's
    #: size depends on no setting, a context length not on the chip it runs on
    condition_keys: tuple[str, ...] | None = None
    #: the unit a benchmark table's column of this metric is in when its header names none
    #: ("Median TTFT" in a serving benchmark's table is in ms); None: never assumed
    table_unit: str | None = None
    #: a regular expression the column header must match for ``table_unit`` to be assumed
    #: ("Output token throughput" is in tokens per second, "Request throughput" is not)
    table_unit_when: str | None = None
    #: the largest value (in ``canonical_unit``) a figure of this metric can have; a larger one
    #: is some other quantity written in the same unit ("合计输出 1680 亿 tokens" in a day is a
    #: volume, no context length); None: no bound
    plausible_max: float | None = None
    #: the denominator a rate of this metric is converted to, with its numerator's own unit: a
    #: price per tokens is per million tokens ("$2.19/K tokens" → 2,190 dollar / (1000000 *
    #: tokens)), however it was written ("/1M", "per thousand", "每百万"); None: no rate
    canonical_denominator: str | None = None
    #: the condition a figure's denominator is read into when its unit lacks one ("$0.14" with
    #: "per million tokens" nearby); dropped once the unit carries the canonical denominator
    denominator_condition: str | None = None
    #: its figures are normalised as the remaining fraction (a compression ratio: 4× → 0.25, a
    #: 75 % cut → 0.25), so the larger written figure is the smaller normalised value; a ranking
    #: ("the highest compression") compares the other way round (CC103)
    remaining_fraction: bool = False
    #: the smallest value (in ``canonical_unit``) a figure of this metric can have; a smaller one
    #: is some other quantity written in the same unit (a memory of "8 bytes" is the size of one
    #: item — a reference, a state element, a token —, no footprint); None: no bound
    plausible_min: float | None = None
    #: entity types that never own a figure of this metric: a method (FlashAttention) has no
    #: price — a price near its name is a run's or a service's (README batches checked together)
    no_subject_types: tuple[str, ...] = ()
    #: a figure is of this metric only when a keyword names it: a sum in yuan ("日收入 ¥56,200") is
    #: an amount, no price (its unit alone does not make it one)
    keyword_only: bool = False
    #: the range (in ``canonical_unit``) a figure of this metric usually falls in; of two figures a
    #: power of ten apart, the one outside it is the slip, and the finding leads with it ("ITL
    #: 31 s" against a table's "31" ms: no token interval lasts 31 s; fresh-user trial 45, r13);
    #: None: no bound
    typical_min: float | None = None
    typical_max: float | None = None

    def atypical(self, norm_value: float) -> bool:
        """Whether ``norm_value`` (a magnitude in ``canonical_unit``) lies outside the metric's typical range."""
        v = abs(norm_value)
        return bool((self.typical_max is not None and v > self.typical_max)
                    or (self.typical_min is not None and v < self.typical_min))

    def label_in(self, lang: str) -> str:
        """The metric's name for messages in ``lang`` (falls back to the metric's key)."""
        return dict(self.label).get(lang, self.name)


@dataclass(frozen=True)
class EntityDef:
    """One entity of ``rules/entities.yaml``: canonical name, type and aliases.

    ``match_case``: its spellings name it only written with their capitals ("V100" the chip;
    "（v100）" in a living document's title is its hundredth version, not the chip).
    """

    name: str
    type: str
    aliases: tuple[str, ...]
    match_case: bool = False


@dataclass(frozen=True)
class RiskScale:
    """How ``rules/risk.yaml`` scores a finding's risk (see :func:`claimcheck.checks.risk.assess`).

    Attributes:
        severity: rule severity (each of :data:`claimcheck.resources.catalogue.SEVERITIES`) → starting score,
            an int from 0 (low) to 2 (high).
        large: int step added when the discrepancy is large.
        primary_backed: int step added when every claim involved has a primary source.
        agreeing: int step added when ``agreeing_documents`` or more other documents agree.
        agreeing_documents: int ≥ 1.
    """

    severity: dict[str, int]
    large: int
    primary_backed: int
    agreeing: int
    agreeing_documents: int


#: every message of ``rules/messages.yaml``: section → message → the placeholders it must use
MESSAGE_PLACEHOLDERS: dict[str, dict[str, tuple[str, ...]]] = {
    "risk_levels": {level: () for level in LEVELS},
    "summary": {
        "findings": ("n",), "by_risk": ("counts",), "risk_count": ("level", "n"), "risk_count_sep": (),
        "files": ("n",), "claims": ("n",), "as_of": ("date",), "errors": ("n",), "hidden": ("n",),
        "versions": ("n",), "drifting": ("n",), "capped": ("code", "n"), "end": (), "same_file_line": ("line",),
    },
    "warnings": {
        "heading": (), "none": (), "title": ("number", "title", "code", "rule"), "subject_verdict": ("subject", "verdict"),
        "side": ("surface", "where", "source", "tier", "normalised"), "side_without_claim": ("surface", "where"),
        # a side whose location the item already lists (a location is listed once)
        "side_listed": ("surface", "source", "tier", "normalised"),
        "normalised": ("value",), "no_source": (), "sides_conflict": (), "sides_sep": (), "more_sides": ("n",),
        "source_unknown": (), "no_subject": (), "no_metric": (), "unnamed": (),
        "tier_primary": (), "tier_secondary": (), "tier_tertiary": (), "tier_unknown": (),
        "description": ("message", "evidence"), "description_alone": ("message",), "risk": ("risk",),
        "advice": ("advice",),
        # one C-item for several findings about one subject and claim (or line)
        "title_group": ("number", "title", "code", "rule", "n"), "description_group": (),
        "reason": ("verdict", "code", "rule", "message", "evidence"),
        "reason_alone": ("verdict", "code", "rule", "message"), "advice_group": (),
    },
    # the status lines of the commands (on stderr): what a write did, why nothing was checked
    "cli": {
        "baseline_written": ("n", "path"), "section_updated": ("path", "n"), "section_created": ("path", "n"), "section_unchanged": ("path", "n"),
        "section_after_written": ("path", "last", "first"),
        "section_stale": ("path",), "section_fresh": ("path",), "section_not_written": ("path",),
        "one_version": ("path",),  # `claimcheck audit` of a one-version history
        "cite_hint": ("path", "n"),  # `claimcheck audit` with removed figures and no --cite / --index
        "uncommitted": ("path",),  # `claimcheck audit --git` of a file with uncommitted changes
        # `check --report-unused-suppressions` and the warning of a comment naming no rule
        "suppression_unused": ("location", "codes"), "suppression_all_rules": (),
        "suppression_names_no_rule": ("codes",), "suppression_unknown": ("location", "codes"),
        # `claimcheck rules`: the column titles and the line that says how severity and risk relate
        "column_code": (), "column_name": (), "column_severity": (), "column_risk": (), "column_summary": (),
        "rules_legend": ("start",),
        "rules_configured": ("path",),
    },
}
#: optional word lists of ``rules/messages.yaml`` (section → name): lists of str, not templates
MESSAGE_LISTS: dict[str, tuple[str, ...]] = {
    # other headings of a hand-written warnings section ("⚠️ 风险提示", "Risks"): ``warnings
    # --write`` puts the generated items under one of them when the briefing has no ``heading``
    "warnings": ("heading_aliases",),
}
#: plural forms a message about a count (one with an ``n`` placeholder) may have
PLURAL_FORMS = ("one", "other")


class Messages:
    """The words of claimcheck's own outputs (``rules/messages.yaml``), by language.

    ``texts`` maps language (zh, en) → section (:data:`MESSAGE_PLACEHOLDERS`) → message name →
    a ``str.format`` template (str), or for a message with an ``n`` placeholder, optionally a
    dict of plural forms ``{"one": str, "other": str}`` (``one`` when n == 1).
    """

    def __init__(self, texts: dict[str, dict[str, dict[str, str | dict[str, str]]]]) -> None:
        self.texts = texts

    def text(self, lang: str, key: str, **values: object) -> str:
        """The message ``key`` (``"section.name"``) in ``lang``, formatted with ``values``; a
        message with plural forms picks ``one`` when ``values["n"] == 1``, else ``other``.

        Raises:
            KeyError: an unknown language or message.
        """
        section, name = key.split(".")
        template = self.texts[lang][section][name]
        if isinstance(template, dict):
            template = template["one"] if values.get("n") == 1 and "one" in template else template["other"]
        return template.format_map(values)

    def risk_level(self, risk: str, lang: str) -> str:
        """A risk or risk range in ``lang``: ``"low-medium"`` → ``"低-中"`` in zh."""
        return "-".join(self.texts[lang]["risk_levels"][part] for part in risk.split("-"))

    def headings(self) -> tuple[str, ...]:
        """The warnings heading of every language, then its ``heading_aliases`` (the other names
        of a warnings section a briefing may already have: "风险提示", "Risks")."""
        return tuple(self.texts[lang]["warnings"]["heading"] for lang in self.texts) + \
            tuple(alias for lang in self.texts for alias in self.texts[lang]["warnings"].get("heading_aliases", ()))


ENTITY_TYPES = ("engine", "method", "paper", "benchmark", "model", "hardware", "org", "source", "person",
                "dataset", "interconnect")
TIERS = ("primary", "secondary", "tertiary")


#: what separates the words of a name (space - _ . ·): removed when names are folded
NAME_SEPARATORS = re.compile(r"[\s\-_.·]+")


@functools.lru_cache(maxsize=65536)
def fold_name(name: str) -> str:
    """Fold a name for matching: case-insensitive, separators (space - _ .) removed.

    ``"Deepseek V4 Pro"`` and ``"DeepSeek-V4-Pro"`` both fold to ``"deepseekv4pro"``.
    """
    return fold_name_cased(name).casefold()


def fold_name_cased(name: str) -> str:
    """:func:`fold_name` with the capitals kept (``"Tesla V100"`` → ``"TeslaV100"``): how an entity
    marked ``match_case`` must be written."""
    return NAME_SEPARATORS.sub("", name)


@functools.lru_cache(maxsize=4)
def common_words(path: Path) -> frozenset:
    """The common English words of a rules data file (``rules/words/common-en.txt``: one or more
    lower-case words a line, ``#`` comments), for CC205's ``common_words`` parameter and the frames' heading names.

    Args:
        path: the file, under the rules directory in use.
    Returns:
        frozenset of words.
    Raises:
        RuleError: the file is missing.
    """
    if not path.is_file():
        raise RuleError("E011", path=path.parent, what=path.name)
    words = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        words.update(line.split("#", 1)[0].split())
    return frozenset(w.casefold() for w in words)
