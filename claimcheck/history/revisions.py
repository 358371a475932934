"""CC401–CC403 — the history rules (rules/checks/CC401-silent-revision.yaml,
CC402-value-flip-flop.yaml, CC403-claim-removed.yaml; DESIGN.md §5).

The walk (:class:`~claimcheck.history.tracks._Walk`) records changed values, flip-flops and
removals; this module decides what of them the rules report: whether a changelog line or the
commit message names a changed claim (:func:`_mentioned`, CC401), which claims outside the
document cite a removed one (:func:`_external_claims`, CC403), and turns the events into
:class:`~claimcheck.checks.context.Draft` records (:func:`history_drafts`).  Changelog
sections (CC401's ``changelog_headings``) are recognised by :func:`_changelog_pattern`.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

from claimcheck.checks.context import Draft, fmt_value
from claimcheck.errors import InputError, UsageError
from claimcheck.history.normalise import _IDENT, _fold
from claimcheck.model import Claim

if TYPE_CHECKING:
    from claimcheck.frames.extractor import Extractor
    from claimcheck.history.tracks import Track, _Walk


#: rule codes run over the history (the rest of the selection runs on the newest version)
HISTORY_CODES = ("CC401", "CC402", "CC403")
#: kinds whose value changes CC401–CC403 report (dates, versions and ids are tracked only)
DEFAULT_KINDS = ("quantity", "ratio", "percent")
DEFAULT_CHANGELOG = ("变更摘要", "变更记录", "更新记录", "更新日志", "修订记录", "修改记录", "changelog",
                     "change log", "revision history", "version history", "release notes")


def _changelog_pattern(words: Iterable[str]) -> re.Pattern:
    words = [str(w) for w in words if str(w).strip()]
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) or "(?!)", re.IGNORECASE)


def _mentioned(notes: list[str], track: Track, old: Claim, new: Claim) -> bool:
    """A note names the claim: its subject (as written or canonical), its row label, a mixed-case
    name or id in its section title, or its old or new value as written."""
    if not notes:
        return False
    names = set()
    for c in (old, new):
        for n in (c.subject, c.subject_surface):
            if n and len(n) >= 2:
                names.add(_fold(n))
        leaf = c.section.split(" > ")[-1] if c.section else ""
        for m in _IDENT.finditer(leaf):
            if not m.group(0).isdigit():
                names.add(_fold(m.group(0)))
    if track.anchor and track.anchor.cell and track.anchor.row:
        names.add(_fold(track.anchor.row))
    values = {_fold(old.surface), _fold(new.surface)}
    for note in notes:
        folded = _fold(note)
        if any(n and n in folded for n in names) or any(v and len(v) >= 2 and v in folded for v in values):
            return True
    return False


def _external_claims(extractor: Extractor, cite, index, removals) -> list[Claim]:
    out: list[Claim] = []
    cite = list(cite or ())
    if cite:
        from claimcheck.text.ingest import iter_documents
        for item in iter_documents(cite):
            if isinstance(item, InputError):
                raise item
            out.extend(extractor.extract(item).claims)
    if index is not None and removals:
        try:
            from claimcheck.store.index import ClaimIndex  # type: ignore[import-not-found]
        except ModuleNotFoundError:
            raise UsageError("E020", what="--index", problem="the claim index is not available in this installation") from None
        with ClaimIndex.open(index, rules_hash=extractor.resources.hash) as idx:
            related, _ = idx.related([r.claim for r in removals], exclude_files=[])
            out.extend(related)
    return out


# -- drafts ------------------------------------------------------------------------------------------

def _subject_values(track: Track, c: Claim) -> dict:
    anc = track.anchor
    subject = c.subject or (anc.row if anc and anc.cell and anc.row else None) or "—"
    metric = c.metric or ""
    leaf = c.section.split(" > ")[-1] if c.section else ""
    place_zh, place_en = leaf or "文首", leaf or "top of the document"
    if anc and anc.cell:
        cell = f" › {anc.row or '—'} × {anc.header or '—'}"
        place_zh, place_en = place_zh + cell, place_en + cell
    # a metric key (ttft) becomes its label in the report language in engine.localise
    return {"subject": subject, "metric_en": metric or "value", "metric_zh": metric or "数值",
            "place_zh": place_zh, "place_en": place_en, "key": track.key}


def _where(c: Claim) -> str:
    return f"{c.file}:{c.line}"


def history_drafts(walk: _Walk, rules, labels: list[str]) -> list[tuple]:
    """(rule, Draft) pairs of CC401–CC403 from the walk's events.

    The rules are CC401 silent-revision, CC402 value-flip-flop and CC403 claim-removed
    (``rules/checks/CC401-silent-revision.yaml``, ``CC402-value-flip-flop.yaml``,
    ``CC403-claim-removed.yaml``; parameters read: ``kinds``, and CC401's ``large_factor``).

    Args:
        walk: the finished walk (:class:`~claimcheck.history.tracks._Walk`: its changes, flips, removals).
        rules: the selected history rules (:class:`~claimcheck.resources.catalogue.Rule`).
        labels: the version labels, oldest first.
    Returns:
        list[tuple[Rule, Draft]], CC401 first, then CC402, then CC403.
    """
    by_code = {r.code: r for r in rules}
    out = []

    def kinds(rule) -> set[str]:
        return set(rule.parameters.get("kinds") or DEFAULT_KINDS)

    rule = by_code.get("CC401")
    if rule:
        large = float(rule.parameters.get("large_factor", 2))
        for track, k, old, new, noted in walk.changes:
            if noted or new.kind not in kinds(rule):
                continue
            values = _subject_values(track, new)
            values.update({"surface": new.surface, "other_surface": old.surface, "value": _fmtv(new),
                           "other_value": _fmtv(old), "revision": labels[k],
                           "other_revision": old.file.rsplit("@", 1)[-1], "location": _where(new),
                           "other_location": _where(old)})
            out.append((rule, Draft([new, old], values, large=_ratio(old, new) >= large)))
    rule = by_code.get("CC402")
    if rule:
        for track, k, new, earlier, values_seq in walk.flips:
            if new.kind not in kinds(rule):
                continue
            seq = [o.claim.surface for o in values_seq]
            shown = seq if len(seq) <= 6 else seq[:2] + ["…"] + seq[-3:]
            values = _subject_values(track, new)
            values.update({"surface": new.surface, "value": _fmtv(new), "revision": labels[k],
                           "first_revision": labels[earlier.start], "timeline": " → ".join(shown),
                           "location": _where(new), "other_location": _where(earlier.claim)})
            out.append((rule, Draft([new, earlier.claim], values)))
    rule = by_code.get("CC403")
    if rule:
        for removal in walk.removals:
            cites = removal.citations + removal.external
            if not cites or removal.claim.kind not in kinds(rule):
                continue
            c = removal.claim
            values = _subject_values(removal.track, c)
            shown = [f"{x.file}:{x.line}" for x in cites[:4]] + ([f"+{len(cites) - 4}"] if len(cites) > 4 else [])
            values.update({"surface": c.surface, "value": _fmtv(c), "revision": labels[removal.version],
                           "last_revision": c.file.rsplit("@", 1)[-1], "citations": ", ".join(shown),
                           "location": _where(c), "count": str(len(cites))})
            out.append((rule, Draft([*cites, c], values)))
    return out


def _fmtv(c: Claim) -> str:
    return fmt_value(c) if c.norm_value is not None else c.value


def _ratio(a: Claim, b: Claim) -> float:
    if a.norm_value is None or b.norm_value is None or a.norm_unit != b.norm_unit:
        return 1.0
    x, y = abs(float(a.norm_value)), abs(float(b.norm_value))
    if min(x, y) == 0:
        return float("inf") if max(x, y) else 1.0
    return max(x, y) / min(x, y)
