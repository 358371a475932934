"""claimcheck — find conflicting, incomparable or weakly sourced numbers in research notes.

The library API (DESIGN.md §2), one function per command: :func:`check` and :func:`extract`
return a :class:`~claimcheck.report.result.Report` with ``.claims``, ``.findings``,
``.claims_frame()``, ``.findings_frame()`` and ``.to_markdown(lang)``; :func:`audit` returns an
:class:`~claimcheck.history.audit.AuditReport`; :func:`index` builds a claim index that
:class:`ClaimIndex` reads.
"""
from claimcheck.about import __version__

from claimcheck.api import (AuditReport, ClaimIndex, Report, audit, check, extract, extract_text,  # noqa: E402
                            index)

__all__ = ["AuditReport", "ClaimIndex", "Report", "audit", "check", "extract", "extract_text", "index",
           "__version__"]
