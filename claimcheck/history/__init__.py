"""Stage 5 — history: a living document's versions (:mod:`~claimcheck.history.versions`: git
history or a folder of snapshots) and their audit (:mod:`~claimcheck.history.audit`: claim
timelines, silent revisions, flip-flops, removed claims, the HTML report).

The audit's steps: :mod:`~claimcheck.history.incremental` (extract each version, re-extracting
only changed paragraphs), :mod:`~claimcheck.history.tracks` (follow claims across versions),
:mod:`~claimcheck.history.revisions` (the history rules CC401–CC403) with
:mod:`~claimcheck.history.tables` (a revised table as one event: its name, setup text, ranking
and run-to-run spread); the report's
:mod:`~claimcheck.history.timeline` and :mod:`~claimcheck.history.html`; the history rules'
documented examples in :mod:`~claimcheck.history.examples`; text normalisers shared by them in
:mod:`~claimcheck.history.normalise`."""
