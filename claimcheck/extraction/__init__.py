"""Stage 2 — extraction: find every number in a text and read what it is (DESIGN.md §2).

The grammar (:mod:`~claimcheck.extraction.grammar`) scans characters with the patterns of
``rules/grammar.yaml`` and yields :class:`~claimcheck.extraction.hit.Hit` records: quantities
with units, ratios and changes, percents, counts, dates and periods, versions and identifiers
(:mod:`~claimcheck.extraction.ids`).  Its recognisers are modules of their own:
:mod:`~claimcheck.extraction.patterns` (shared regex helpers), :mod:`~claimcheck.extraction.numbers`,
:mod:`~claimcheck.extraction.quantities`, :mod:`~claimcheck.extraction.counts`,
:mod:`~claimcheck.extraction.ratios`, :mod:`~claimcheck.extraction.dates`,
:mod:`~claimcheck.extraction.written_dates`, :mod:`~claimcheck.extraction.periods`,
:mod:`~claimcheck.extraction.durations`, :mod:`~claimcheck.extraction.versions` and
:mod:`~claimcheck.extraction.protected`.  :mod:`~claimcheck.extraction.component` registers the mixed
zh/en tokenizer and the ``claimcheck_quantities`` spaCy component over it.  spaCy objects never
leave this package.
"""
