"""Stage 2 — extraction: find every number in a text and read what it is (DESIGN.md §2).

The grammar (:mod:`~claimcheck.extraction.grammar`) scans characters with the patterns of
``rules/grammar.yaml`` and yields :class:`~claimcheck.extraction.grammar.Hit` records: quantities
with units, ratios and changes, percents, counts, dates and periods, versions and identifiers
(:mod:`~claimcheck.extraction.ids`).  :mod:`~claimcheck.extraction.component` registers the mixed
zh/en tokenizer and the ``claimcheck_quantities`` spaCy component over it.  spaCy objects never
leave this package.
"""
