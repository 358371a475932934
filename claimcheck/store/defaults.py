"""Defaults of the claim index that the command line names without loading the index code
(``claimcheck --help`` imports this module, not :mod:`claimcheck.store.index`)."""
from __future__ import annotations

#: where ``claimcheck index`` keeps the index when ``--db`` is not given
DEFAULT_DB = ".claimcheck/index.sqlite"
