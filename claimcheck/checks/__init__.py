"""Stage 4 — checks: compare claims and raise findings (DESIGN.md §4–5).

:mod:`~claimcheck.checks.engine` selects the rules of ``rules/checks/*.yaml`` and runs each
rule's check function (by its ``kind``, :data:`CHECKS`), renders messages and assesses risk
(:mod:`~claimcheck.checks.risk`); :mod:`~claimcheck.checks.suppress` and
:mod:`~claimcheck.checks.baseline` hide findings the user silenced.
"""
from claimcheck.checks.functions import CHECKS

__all__ = ["CHECKS"]
