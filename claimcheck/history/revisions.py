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
from claimcheck.history.normalise import _IDENT, _NUMBERING, _fold
from claimcheck.history.tables import median, ranking_swaps, relative_change, size_change
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


def _mentioned(notes: list[str], track: Track, old: Claim, new: Claim, metric_words: Iterable[str] = (),
               other_subjects: Iterable[str] = (), other_metric_words: Iterable[str] = ()) -> bool:
    """A note names the claim: its subject (as written or canonical), its row label, a mixed-case
    name or id in its section title (for a table cell: in any title above the table), its metric
    (``metric_words``: the keywords of rules/metrics.yaml, folded: "更新首 token 延迟", "fix TTFT")
    when the note names none of ``other_subjects`` (folded names of the document's other systems:
    "修正 GlideSched 的 ttft" is GlideSched's),
    or its old or new value as written or as a number without separators ("tput 3800" for
    3,800 tok/s; a fresh-user trial, session 26, was told no note mentioned such changes).
    A note that names the claim's system but, of the measured metrics, only others
    (``other_metric_words``, folded: "按 vLLM 0.12.1 复测更新 TTFT" for vLLM's TPOT) is about those
    (a fresh-user trial, session 38)."""
    if not notes:
        return False
    names = set()
    for c in (old, new):
        for n in (c.subject, c.subject_surface):
            if n and len(n) >= 2:
                names.add(_fold(n))
        titles = c.section.split(" > ") if c.section else []
        # a table is named by any of its titles ("A100 results re-run" covers the A100 > 7B table)
        cell = bool(track.anchor and track.anchor.cell)
        for title in (titles if cell else titles[-1:]):
            for m in _IDENT.finditer(title):
                if not m.group(0).isdigit():
                    names.add(_fold(m.group(0)))
        # ... and the nearest title itself, its numbering and bracket off ("需求假设表更新…" for a
        # cell under "一、需求假设"; a fresh-user trial, session 39), when it is no short word
        core = _fold(_NUMBERING.sub("", _TITLE_BRACKET.sub("", titles[-1]).strip(" #*"))) if titles else ""
        if len(core) >= 4:
            names.add(core)
    if track.anchor and track.anchor.cell and track.anchor.row:
        names.add(_fold(track.anchor.row))
    values = {_fold(old.surface), _fold(new.surface)}
    numbers = {n for c in (old, new) for n in _NUMBER.findall(c.surface.replace(",", "")) if len(n) >= 2}
    words = [w for w in metric_words if w]
    others = [o for o in other_subjects if o and len(o) >= 2]
    elsewhere = [w for w in other_metric_words if w]
    for note in notes:
        folded = _fold(note)
        if any(v and len(v) >= 2 and v in folded for v in values):
            return True
        if any(n and n in folded for n in names) and not (
                elsewhere and any(w in folded for w in elsewhere) and not any(w in folded for w in words)):
            return True
        if any(w in folded for w in words) and not any(o and o in folded for o in others):
            return True  # the metric, in a note naming no other system ("修正 GlideSched 的 ttft" is GlideSched's)
        if numbers and numbers & set(_NUMBER.findall(note.replace(",", ""))):
            return True
    return False


#: a section title's closing bracket (its numbering: normalise._NUMBERING)
_TITLE_BRACKET = re.compile(r"\s*[（(][^（()）]*[)）]\s*$")

#: a number as written in a note or a claim's surface, its thousands separators removed first
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.]*\d)")


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
    # a claim that names no system: "-", which engine.localise words as "(no subject named)" (trial 38
    # read "— TTFT went …")
    subject = c.subject or (anc.row if anc and anc.cell and anc.row else None) or "-"
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

    flip_rule = by_code.get("CC402")
    flips = [f for f in walk.flips if f[2].kind in kinds(flip_rule) and not _rerun(walk, *f[:2], f[3], f[4])] \
        if flip_rule else []
    rule = by_code.get("CC401")
    if rule:
        # the edit that returns a figure to an earlier value is told by its flip-flop (CC402), which
        # names the whole timeline: a CC401 for it too reported one revert twice (a fresh-user trial,
        # session 34: an edit and its revert gave three findings)
        reverts = {(id(track), k) for track, k, *_ in flips}
        out += _revision_drafts(walk, rule, labels, kinds(rule), reverts)
    rule = flip_rule
    if rule:
        for track, k, new, earlier, values_seq in flips:
            seq = [o.claim.surface for o in values_seq]
            shown = seq if len(seq) <= 6 else seq[:2] + ["…"] + seq[-3:]
            values = _subject_values(track, new)
            values.update({"surface": new.surface, "value": _fmtv(new), "revision": labels[k],
                           "first_revision": labels[earlier.start], "timeline": " → ".join(shown),
                           "location": _where(new), "other_location": _where(earlier.claim)})
            out.append((rule, Draft([new, earlier.claim], values)))
    rule = by_code.get("CC403")
    if rule:
        moved = _changelog_pattern(rule.parameters.get("moved_words") or ())
        for removal in walk.removals:
            cites = removal.citations + removal.external
            if not cites or removal.claim.kind not in kinds(rule):
                continue
            c = removal.claim
            if c.role == "setting":
                continue  # "（H800，输入 8k）": the setup of a removed figure, whose own removal is reported
            if _mentioned([n for n in removal.notes if moved.search(n)], removal.track, c, c):
                continue  # '删除 "MI300X 评测" 小节（移至单独文档）': moved elsewhere, not withdrawn
            values = _subject_values(removal.track, c)
            shown = [f"{x.file}:{x.line}" for x in cites[:4]] + ([f"+{len(cites) - 4}"] if len(cites) > 4 else [])
            values.update({"surface": c.surface, "value": _fmtv(c), "revision": labels[removal.version],
                           "last_revision": walk.label_of(c.file), "citations": ", ".join(shown),
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


# -- tables and catalogues (CC401, CC402) -----------------------------------------------------------

def _revision_drafts(walk: _Walk, rule, labels: list[str], kinds: set[str], reverts: set = frozenset()) -> list[tuple]:
    """CC401 drafts: one per changed claim outside tables, one per (version, table) for table
    cells, and for a catalogue entry (a ``catalogue_metrics`` claim written as a range or in a
    table: a supported model's sizes) only a narrowing or a move, at low risk — a widening is no
    revision; the same metric stated once in prose ("671B parameters") is revised as any claim.
    A change outside tables whose ``(id(track), version)`` is in ``reverts`` (a return to an
    earlier value that CC402 reports) yields none."""
    params = rule.parameters
    large = float(params.get("large_factor", 2))
    catalogue = {str(m) for m in params.get("catalogue_metrics") or ()}
    out = []
    groups: dict[tuple, list[tuple]] = {}
    for track, k, old, new, noted, pair in walk.changes:
        if noted or new.kind not in kinds:
            continue
        listed = (old.low is not None or new.low is not None
                  or pair is not None or bool(track.anchor and track.anchor.cell))
        if catalogue and (new.metric in catalogue or old.metric in catalogue) and listed:
            if size_change(old, new) == "widened":
                continue
            draft = _cell_draft(walk, track, k, old, new, labels, large=False)
            draft.severity = "info"
            out.append((rule, draft))
            continue
        if pair is not None:
            groups.setdefault((k, pair[1].start), []).append((track, old, new, pair))
            continue
        if (id(track), k) in reverts:
            continue
        out.append((rule, _cell_draft(walk, track, k, old, new, labels, large=_ratio(old, new) >= large)))
    for (k, _), items in sorted(groups.items(), key=lambda kv: kv[0]):
        out.append((rule, _table_draft(walk, k, items, labels, params)))
    return out


def _cell_draft(walk: _Walk, track: Track, k: int, old: Claim, new: Claim, labels: list[str], *, large: bool) -> Draft:
    values = _subject_values(track, new)
    values.update({"surface": new.surface, "other_surface": old.surface, "value": _fmtv(new),
                   "other_value": _fmtv(old), "revision": labels[k],
                   "other_revision": walk.label_of(old.file), "location": _where(new),
                   "other_location": _where(old)})
    return Draft([new, old], values, large=large)


def _table_draft(walk: _Walk, k: int, items: list[tuple], labels: list[str], params: dict) -> Draft:
    """One CC401 draft for the changed cells of one table in version ``k``: how many, the
    largest changes, whether the ranking by the main column changed, whether the setup text
    around the table changed too (then the revision is explained: info)."""
    items = sorted(items, key=lambda it: (it[2].line, it[2].column))
    old_shape, new_shape = items[0][3][0], items[0][3][1]
    by_size = sorted(items, key=lambda it: -relative_change(it[1], it[2]))
    biggest = by_size[:int(params.get("table_largest_shown", 3))]
    largest = ", ".join(f"{it[3][2]} {it[1].surface} → {it[2].surface}" for it in biggest)
    largest_zh = "，".join(f"{it[3][2]}：{it[1].surface} → {it[2].surface}" for it in biggest)
    swaps = ranking_swaps(old_shape.values, new_shape.values) if new_shape.main else []
    main = new_shape.main
    if not main:
        ranking_en, ranking_zh = "no column ranks the rows", "表中没有可排名的数值列"
    elif sum(1 for r in new_shape.values if r in old_shape.values) < 2:
        ranking_en, ranking_zh = f"no earlier ranking by {main} to compare", f"没有可比较的 {main} 旧排名"
    elif swaps:
        shown = ", ".join(f"{a} ⇄ {b}" for a, b in swaps)
        ranking_en, ranking_zh = f"the ranking by {main} changed ({shown})", f"按 {main} 的排名变了（{shown}）"
    else:
        ranking_en, ranking_zh = f"the ranking by {main} is unchanged", f"按 {main} 的排名不变"
    setup_changed = old_shape.setup != new_shape.setup
    before = set(old_shape.setup_lines)
    added = [ln for ln in new_shape.setup_lines if ln not in before]
    if setup_changed:
        what = re.sub(r"^(?:[-*+>]\s*)+", "", added[0] if added else "")[:80]
        setup_en = f"; the setup text around the table changed in {labels[k]} too ({what}), which explains the new numbers"
        setup_zh = f"；表格周围的环境说明也在 {labels[k]} 改了（{what}），新数字由此得到解释"
    else:
        setup_en = setup_zh = ""
    biggest_change = relative_change(by_size[0][1], by_size[0][2])
    new_first, old_first = items[0][2], items[0][1]
    n = len(items)
    values = {"variant": "table", "table": new_shape.name, "count": str(n),
              "cells_en": "1 cell" if n == 1 else f"{n} cells", "cells_zh": f"{n} 个单元格",
              "revision": labels[k], "other_revision": walk.label_of(old_first.file),
              "location": _where(new_first), "other_location": _where(old_first),
              "largest_en": largest, "largest_zh": largest_zh, "ranking_en": ranking_en, "ranking_zh": ranking_zh,
              "setup_en": setup_en, "setup_zh": setup_zh,
              "subject": new_shape.name, "metric_en": new_first.metric or "value", "metric_zh": new_first.metric or "数值",
              "place_en": new_shape.name, "place_zh": new_shape.name, "surface": new_first.surface,
              "other_surface": old_first.surface, "key": items[0][0].key}
    claims = [c for it in items for c in (it[2], it[1])]
    subjects = {it[2].subject for it in items}
    # the finding's subject: the one system all changed cells are about, else none (a table)
    draft = Draft(claims, values, subject=next(iter(subjects)) if len(subjects) == 1 and None not in subjects else "-")
    if setup_changed:
        draft.severity = "info"
    elif swaps or biggest_change >= float(params.get("table_large_change", 0.1)):
        draft.large = _ratio(by_size[0][1], by_size[0][2]) >= float(params.get("large_factor", 2))
    else:
        draft.severity = "info"
    return draft


def _rerun(walk: _Walk, track: Track, k: int, earlier, values_seq) -> bool:
    """A table cell's return to an earlier value is a re-run, not a flip-flop, when the table's
    setup text changed on the way (any version from the earlier value to the return) or when the
    values moved no more than the table's own run-to-run spread: the median relative change of
    its other cells between consecutive versions (CC402)."""
    mine = [ch for ch in walk.changes if ch[0] is track and earlier.start < ch[1] <= k]
    pairs = [ch[5] for ch in mine if ch[5] is not None]
    if not pairs:
        return False
    setups = {p[0].setup for p in pairs} | {p[1].setup for p in pairs}
    if len(setups) > 1:
        return True
    key = pairs[-1][1].key
    spread = median([relative_change(ch[2], ch[3]) for ch in walk.changes
                     if ch[5] is not None and ch[5][1].key == key and ch[0] is not track])
    i = next((n for n, o in enumerate(values_seq) if o is earlier), 0)
    moved = max((relative_change(earlier.claim, o.claim) for o in values_seq[i + 1:-1]), default=0.0)
    return spread is not None and moved <= spread
