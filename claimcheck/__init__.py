"""claimcheck — find conflicting, incomparable or weakly sourced numbers in research notes.

The library API (DESIGN.md §2), one function per command: :func:`check` and :func:`extract`
return a :class:`~claimcheck.report.result.Report` with ``.claims``, ``.findings``,
``.claims_frame()``, ``.findings_frame()`` and ``.to_markdown(lang)``; :func:`audit` returns an
:class:`~claimcheck.history.audit.AuditReport`; :func:`index` builds a claim index that
:class:`ClaimIndex` reads.
"""
from typing import TYPE_CHECKING

from claimcheck.about import __version__

__all__ = ["AuditReport", "ClaimIndex", "Report", "audit", "check", "extract", "extract_text", "index",
           "__version__"]

if TYPE_CHECKING:
    from claimcheck.api import AuditReport, ClaimIndex, Report, audit, check, extract, extract_text, index


def __getattr__(name: str):
    """The library API, imported on first use (PEP 562): ``import claimcheck`` and the command
    line's ``--help`` do not pay for spaCy, pint and pandas until a function runs."""
    if name in __all__ and name != "__version__":
        from claimcheck import api
        return getattr(api, name)
    raise AttributeError(f"module 'claimcheck' has no attribute {name!r}")
