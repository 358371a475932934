"""Stage 5 — store: the claim index of a corpus (:mod:`~claimcheck.store.index`: SQLite,
incremental by content hash, crash-safe), so a draft is checked against a whole corpus
without re-reading it (DESIGN.md §7)."""
