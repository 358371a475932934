"""Stage 1 — text: read inputs into :class:`~claimcheck.text.ingest.Document` records
(:mod:`~claimcheck.text.ingest`: encodings, size limits, document dates) and cut them into
:class:`~claimcheck.text.segment.Segment` records — headings, sentences, list items, table cells
(:mod:`~claimcheck.text.segment`)."""
