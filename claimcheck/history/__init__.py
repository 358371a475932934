"""Stage 5 — history: a living document's versions (:mod:`~claimcheck.history.versions`: git
history or a folder of snapshots) and their audit (:mod:`~claimcheck.history.audit`: claim
timelines, silent revisions, flip-flops, removed claims, the HTML report)."""
