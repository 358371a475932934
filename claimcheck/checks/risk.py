"""Risk (低 / 中 / 高 — low / medium / high): one documented function.

DESIGN.md §5: risk is the rule's severity adjusted by source tier, by the size of the
discrepancy and by how many independent sources agree.  The formula, on a 0–2 scale
(0 low, 1 medium, 2 high), with the numbers of ``rules/risk.yaml`` (shipped values shown):

    score = severity[severity]          (info 0, warning 1, error 2)
          + steps.large           (+1)  if the discrepancy is large (the values differ by a factor
                                         ≥ ``large_factor``, default 2, or a promise is overdue by
                                         ≥ ``high_after_days``)
          + steps.primary_backed  (−1)  if every claim involved is backed by a primary source
                                         (primary tier or link)
          + steps.agreeing        (−1)  if ``agreeing`` ≥ agreeing_documents (2) other independent
                                         documents agree with one side
    clamp to 0–2.
    When the evidence is split — one side primary, the other tertiary or unknown — the
    risk is the range from (score − 1) to score, written ``low-medium`` / ``低-中``.

The names of the levels in each language are in ``rules/messages.yaml`` (``risk_levels``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from claimcheck.resources.records import LEVELS  # noqa: F401  (re-exported: the risk scale, lowest first)

if TYPE_CHECKING:
    from claimcheck.resources.records import Messages, RiskScale


def assess(severity: str, *, tiers: list[str] = (), primary_links: list[bool] = (),
           large: bool = False, agreeing: int = 0, scale: "RiskScale | None" = None,
           one_source: bool = False) -> str:
    """The risk of a finding.

    Args:
        severity: the rule's severity (``info`` | ``warning`` | ``error``).
        tiers: the source tier of each claim involved.
        primary_links: whether each claim involved has a primary link.
        large: the discrepancy is large (see module docstring).
        agreeing: how many other independent documents agree with one side.
        scale: the :class:`~claimcheck.resources.loader.RiskScale` of the rules in use
            (``Resources.risk``); None for the shipped ``rules/risk.yaml``.
        one_source: every claim involved cites one and the same link (an arXiv id, a URL):
            they rest on one source and cannot all quote it right, so their primary backing
            lowers nothing (a draft citing the paper it misquotes is no safer for the citation).
    Returns:
        ``"low"``, ``"medium"``, ``"high"`` or a range such as ``"low-medium"``.
    Raises:
        KeyError: unknown severity.
    """
    if scale is None:
        from claimcheck.resources import load_resources
        scale = load_resources().risk
    score = scale.severity[severity]
    if large:
        score += scale.large
    backed = [t == "primary" or link for t, link in zip(tiers, primary_links or [False] * len(tiers))]
    if backed and all(backed) and not one_source:
        score += scale.primary_backed
    if agreeing >= scale.agreeing_documents:
        score += scale.agreeing
    score = max(0, min(len(LEVELS) - 1, score))
    split = bool(backed) and any(backed) and not all(backed)
    if split and score > 0:
        return f"{LEVELS[score - 1]}-{LEVELS[score]}"
    return LEVELS[score]


def starting_risk(severity: str, scale: "RiskScale | None" = None) -> str:
    """The risk a finding of a rule with ``severity`` starts at, before the steps of
    :func:`assess` (``info`` → ``low``, ``warning`` → ``medium``, ``error`` → ``high`` with the
    shipped ``rules/risk.yaml``): what ``claimcheck rules`` shows beside the severity, so the
    catalogue and the findings speak of one scale.

    Raises:
        KeyError: unknown severity.
    """
    return assess(severity, scale=scale)


def risk_rank(risk: str) -> int:
    """Sort key of a risk: the higher end of a range counts (``low-medium`` → 1)."""
    return LEVELS.index(risk.split("-")[-1])


def risk_order(risk: str) -> tuple[int, int]:
    """Sort key of a risk, highest last: its higher end, then its lower end, so a ``medium``
    comes before a ``low-medium`` when sorted by ``-`` each (a fresh-user trial, session 34: the
    warnings section put a low-medium item first among the mediums)."""
    parts = risk.split("-")
    return LEVELS.index(parts[-1]), LEVELS.index(parts[0])


def risk_label(risk: str, lang: str, messages: "Messages | None" = None) -> str:
    """A risk in ``lang`` (``risk_levels`` of messages.yaml): ``"low-medium"`` → ``"低-中"`` in zh,
    unchanged in en.  ``messages``: the :class:`~claimcheck.resources.loader.Messages` of the
    rules in use; None for the shipped ones."""
    if messages is None:
        from claimcheck.resources import load_resources
        messages = load_resources().messages
    return messages.risk_level(risk, lang)


def meets(risk: str, threshold: str) -> bool:
    """True when ``risk`` (its higher end) is at or above ``threshold`` (low/medium/high)."""
    return risk_rank(risk) >= LEVELS.index(threshold)
