"""claimcheck — find conflicting, incomparable or weakly sourced numbers in research notes.

The library API (DESIGN.md §2): :func:`check` and :func:`extract` return a
:class:`~claimcheck.api.Report` with ``.claims``, ``.findings``, ``.claims_frame()``,
``.findings_frame()`` and ``.to_markdown(lang)``.
"""
from claimcheck.about import __version__

from claimcheck.api import Report, check, extract, extract_text  # noqa: E402

__all__ = ["Report", "check", "extract", "extract_text", "__version__"]
