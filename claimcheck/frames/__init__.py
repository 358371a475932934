"""Stage 3 — frames: turn grammar hits into :class:`~claimcheck.model.Claim` records with their
subject, metric, conditions and provenance (DESIGN.md §3).

:mod:`~claimcheck.frames.entities` resolves names (systems, models, hardware, sources);
:mod:`~claimcheck.frames.builder` builds each claim's frame from its parts —
:mod:`~claimcheck.frames.subject`, :mod:`~claimcheck.frames.metric`,
:mod:`~claimcheck.frames.conditions`, :mod:`~claimcheck.frames.provenance` — over the shared
:mod:`~claimcheck.frames.context`; :mod:`~claimcheck.frames.extractor`
drives text → segments → hits → claims for whole documents (:class:`Extractor`).
"""
from claimcheck.frames.extractor import DocumentExtract, Extractor, shared_extractor

__all__ = ["DocumentExtract", "Extractor", "shared_extractor"]
