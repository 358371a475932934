"""Stage 4 — checks: compare claims and raise findings (DESIGN.md §4–5).

:mod:`~claimcheck.checks.engine` selects the rules of ``rules/checks/*.yaml`` and runs each
rule's check function (by its ``kind``, :data:`CHECKS`), renders messages and assesses risk
(:mod:`~claimcheck.checks.risk`); :mod:`~claimcheck.checks.suppress` and
:mod:`~claimcheck.checks.baseline` hide findings the user silenced.

The check functions live in one module per rule family, over the shared
:mod:`~claimcheck.checks.context` (:class:`~claimcheck.checks.context.CheckContext`,
:class:`~claimcheck.checks.context.Draft`, tolerance and formatting helpers):

- :mod:`~claimcheck.checks.lists` — CC101 count-mismatch, CC102 duplicate-item, CC103 rank-inconsistency;
- :mod:`~claimcheck.checks.arithmetic` — CC104 ambiguous-multiplier, CC105 arithmetic-inconsistency;
- :mod:`~claimcheck.checks.cross_source` — CC201–CC206 (value, basis, version, provenance, name, id);
- :mod:`~claimcheck.checks.ids_dates` — CC301–CC305 (malformed/anachronistic ids, overdue
  promises, future-dated sources, wrong weekdays);
- CC401–CC403 (``kind: history``) run in the audit (:mod:`claimcheck.history`); CC401's
  ``in_document`` variant also runs here (:mod:`~claimcheck.checks.trackers`: a change-history
  or tracker table inside one document).
"""
from __future__ import annotations

from typing import Callable, Iterator

from claimcheck.checks.arithmetic import ambiguous_multiplier, arithmetic_inconsistency
from claimcheck.checks.context import CheckContext, Draft
from claimcheck.checks.cross_source import (basis_mismatch, id_conflict, name_variant, value_conflict, version_conflict,
                                            weak_provenance)
from claimcheck.checks.ids_dates import (anachronistic_id, future_dated_source, malformed_id, overdue_promise,
                                        weekday_mismatch)
from claimcheck.checks.lists import count_mismatch, duplicate_item, rank_inconsistency
from claimcheck.checks.trackers import document_history

#: kind name (as written in rules/checks/*.yaml) → check function; the keys equal
#: :data:`claimcheck.resources.catalogue.KINDS` (tests/test_rules_data.py)
CHECKS: dict[str, Callable[[CheckContext, object], Iterator[Draft]]] = {
    "count_mismatch": count_mismatch,
    "duplicate_item": duplicate_item,
    "rank_inconsistency": rank_inconsistency,
    "ambiguous_multiplier": ambiguous_multiplier,
    "arithmetic_inconsistency": arithmetic_inconsistency,
    "value_conflict": value_conflict,
    "basis_mismatch": basis_mismatch,
    "version_conflict": version_conflict,
    "weak_provenance": weak_provenance,
    "name_variant": name_variant,
    "id_conflict": id_conflict,
    "malformed_id": malformed_id,
    "anachronistic_id": anachronistic_id,
    "overdue_promise": overdue_promise,
    "future_dated_source": future_dated_source,
    "weekday_mismatch": weekday_mismatch,
    # history rules (CC401–CC403) run in the audit, over the versions of a living document; a rule
    # of them with ``in_document`` parameters also runs here, over the history one document
    # carries (CC401: a tracker table's row that moves a figure with an empty note; CC403: a removed
    # section still cited)
    "history": document_history,
}

__all__ = ["CHECKS"]
