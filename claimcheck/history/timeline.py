"""The claim timeline of an audit: its CSV columns (``--timeline``) and a drifting track as JSON
(the ``audit.drifts`` section of the JSON report)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from claimcheck.model import fmt_decimal

if TYPE_CHECKING:
    from claimcheck.history.tracks import Track, VersionInfo


TIMELINE_COLUMNS = ("key", "track", "version", "index", "commit", "date", "value", "low", "high", "qualifier",
                    "unit", "normalized_value", "normalized_unit", "surface", "kind", "subject", "metric",
                    "conditions", "section", "first_seen")


def track_json(track: Track, versions: list[VersionInfo]) -> dict:
    """A track in the JSON report's ``audit.drifts``: key, id, subject, metric, whether it
    still stands, and its value timeline (one entry per value, :meth:`Track.values`).

    Args:
        track: a :class:`~claimcheck.history.tracks.Track`.
        versions: the audit's :class:`~claimcheck.history.tracks.VersionInfo` list, oldest first.
    Returns:
        dict.
    """
    return {"key": track.key, "track": track.id, "subject": track.last.subject, "metric": track.last.metric,
            "alive": track.alive,
            "values": [{"from": versions[o.start].label, "to": versions[o.end].label if o.end is not None else None,
                        "date": versions[o.start].date, "surface": o.claim.surface, "value": o.claim.value,
                        "normalized": fmt_decimal(o.claim.norm_value), "unit": o.claim.norm_unit,
                        "location": f"{o.claim.file}:{o.claim.line}:{o.claim.column}"} for o in track.values()]}
