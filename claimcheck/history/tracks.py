"""Claims followed across versions (the second step of the audit, :mod:`claimcheck.history.audit`).

Claims are matched into *tracks* by place and frame: an unchanged paragraph keeps its tracks
wherever it moved; other claims match, in this order, by their sentence and value, by their
table cell (row label × column header, padding and medal emojis ignored) or their sentence with
the number masked, and finally by a score over frame (subject, metric, conditions, baseline) and
place (section, sentence similarity) — :class:`Anchor`, :func:`anchor`, :func:`_score`.  The walk
(:class:`_Walk`) records the events the history rules report (:mod:`~claimcheck.history.revisions`).
"""
from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Iterable

from claimcheck.checks.context import agree, intervals, is_relative, overlap
from claimcheck.history.normalise import _IDENT, _fold, _norm_text, _norm_title
from claimcheck.history.revisions import _mentioned
from claimcheck.history.tables import TableReader, TableShape
from claimcheck.history.versions import document_label
from claimcheck.model import Claim

if TYPE_CHECKING:
    from claimcheck.history.incremental import IncrementalExtractor, VersionView, _Inst


#: paragraphs without claims are not paired with the previous version's in :meth:`_Walk.step` (they
#: have no tracks); False pairs every paragraph (the same tracks, slower)
SKIP_CLAIMLESS = True


@dataclass
class Anchor:
    """Where and what a claim is, for matching it in the next version.

    Made by :func:`anchor`; compared by :meth:`keys` (exact stages) and :func:`_score`.
    """

    kclass: tuple
    subject: str | None
    metric: str | None
    baseline: str | None
    conditions: tuple
    section: tuple[str, ...]
    leaf: str
    cell: bool
    row: str
    header: str
    column_index: int
    table_sig: frozenset
    text: str
    masked: str
    surface: str
    subject_names: frozenset = frozenset()
    raw: str = ""
    caption: str = ""

    def keys(self) -> list[tuple]:
        """Exact keys, strongest first: (stage, key)."""
        if self.cell:
            return [(1, ("c", self.section, self.table_sig, self.row, self.header, self.surface)),
                    (2, ("c", self.table_sig, self.row, self.header, self.surface)),
                    (3, ("c", self.section, self.table_sig, self.row, self.header, self.kclass))]
        return [(1, ("p", self.section, self.text, self.surface)),
                (2, ("p", self.text, self.surface)),
                (3, ("p", self.section, self.masked, self.kclass))]


def _kclass(c: Claim) -> tuple:
    if c.kind in ("date", "version", "identifier", "count"):
        return (c.kind,)
    if is_relative(c) or (c.kind == "percent" and (c.baseline or c.direction)):
        return ("relative",)
    return ("absolute", c.norm_unit)


def anchor(inst: _Inst, k: int, memo: dict | None = None) -> Anchor:
    """The :class:`Anchor` of claim ``k`` of ``inst``.

    Args:
        inst: a paragraph of a :class:`~claimcheck.history.incremental.VersionView`.
        k: the index of the claim in ``inst.variant.claims``.
        memo: a dict kept while the paragraphs asked about are (one matching step): a table's
            lines, and the names in its titles and caption, are read once for all its cells.
    Returns:
        :class:`Anchor`.
    """
    c = inst.variant.claims[k]
    para = inst.para
    seg = para.segments[inst.variant.seg_index[k]]
    n, local = para.section_parts[para.seg_section[inst.variant.seg_index[k]]]
    real = inst.titles[:n] + local
    section = tuple(_norm_title(t) for t in real)
    start = c.column - 1 - seg.offset
    masked = seg.text[:start] + " # " + seg.text[start + len(c.surface):] if 0 <= start <= len(seg.text) else seg.text
    cell = seg.kind == "table_cell"
    sig: frozenset = frozenset()
    caption_names = ""
    if cell:
        caption = ""
        # the caption is the line before the table: inside the paragraph, or the paragraph before it
        lines = memo.get(id(para)) if memo is not None else None
        if lines is None:
            lines = inst.para.text.split("\n")
            if memo is not None:
                memo[id(para)] = lines
        row_line = seg.line - para.skip - 1
        j = row_line
        while j > 0 and lines[j - 1].strip().startswith("|"):
            j -= 1
        caption = lines[j - 1] if j > 0 else inst.caption
        got = memo.get((real, caption)) if memo is not None else None
        if got is None:
            titles = " ".join(real)
            in_titles = {m.group(0).casefold() for m in _IDENT.finditer(unicodedata.normalize("NFKC", titles))}
            in_caption = [m.group(0).casefold() for m in _IDENT.finditer(unicodedata.normalize("NFKC", caption))]
            got = (frozenset(in_titles | set(in_caption)),
                   " ".join(dict.fromkeys(t for t in in_caption if t not in in_titles)))
            if memo is not None:
                memo[(real, caption)] = got
        sig, caption_names = got
    subject = c.subject if c.subject and c.subject != c.baseline else None
    names = frozenset(_fold(n) for n in (c.subject, c.subject_surface) if subject and n)
    if subject and subject == inst.doc_subject:
        written = _fold(seg.text) + _fold(seg.row_label or "") + _fold(" ".join(real))
        if not any(n in written for n in names):
            subject, names = None, frozenset()  # the document's subject by default, not named here
    return Anchor(subject_names=names, raw=_fold(seg.text), caption=caption_names,kclass=_kclass(c), subject=subject, metric=c.metric, baseline=_fold(c.baseline) if c.baseline else None,
                  conditions=tuple((k2, v) for k2, v in c.conditions if k2 != "baseline"),
                  section=section, leaf=section[-1] if section else "", cell=cell,
                  row=_norm_text(seg.row_label or "") if cell else "", header=_norm_text(seg.header or "") if cell else "",
                  column_index=seg.sentence_index if cell else -1, table_sig=sig,
                  text=_norm_text(seg.text), masked=_norm_text(masked), surface=_norm_text(c.surface))


def _score(a: Anchor, b: Anchor) -> float | None:
    """How well old anchor ``a`` and new anchor ``b`` fit as one claim revised; None = not at all."""
    if a.kclass != b.kclass or a.cell != b.cell:
        return None
    if a.subject and b.subject and a.subject != b.subject:
        return None
    if a.metric and b.metric and a.metric != b.metric:
        return None
    if a.kclass == ("relative",) and a.baseline != b.baseline:
        return None
    ca, cb = dict(a.conditions), dict(b.conditions)
    if any(ca[k] != cb[k] for k in ca.keys() & cb.keys()):
        return None
    frame = sum((bool(a.subject and a.subject == b.subject), bool(a.metric and a.metric == b.metric),
                 bool(a.baseline and a.baseline == b.baseline), bool(ca and ca == cb)))
    same_section = a.section == b.section
    place = 2.0 if same_section else (1.0 if a.leaf and a.leaf == b.leaf else 0.0)
    if a.cell:
        if a.row != b.row or not (a.header == b.header or a.column_index == b.column_index):
            return None
        union = a.table_sig | b.table_sig
        jaccard = len(a.table_sig & b.table_sig) / len(union) if union else 1.0
        if not same_section and jaccard < 0.34:
            return None
        return 4.0 + place + 3.0 * jaccard + (1.0 if a.header == b.header else 0.0) + frame
    # a subject named on one side only must be written in the other sentence too
    if (a.subject and not b.subject and not any(n in b.raw for n in a.subject_names)) or \
            (b.subject and not a.subject and not any(n in a.raw for n in b.subject_names)):
        return None
    from rapidfuzz import fuzz
    similarity = fuzz.ratio(a.masked, b.masked) / 100.0
    if not (a.subject or b.subject or a.baseline):
        ok = similarity >= 0.8 and (same_section or a.leaf == b.leaf)
    else:
        ok = (same_section and (frame >= 1 or similarity >= 0.5)) or similarity >= 0.75
    if not ok:
        return None
    score = place + 3.0 * similarity + frame
    return score if score >= 3.0 else None


# =============================================================================================
# 3. tracks and history events
# =============================================================================================
@dataclass
class Observation:
    """A stretch of versions (indexes ``start``..``end``, included) where a track held one claim."""

    start: int
    end: int | None
    claim: Claim


@dataclass
class Track:
    """One claim followed across versions.

    Attributes:
        id: a short stable id (hash of the first claim's id and version).
        key: the readable claim key: subject · metric · conditions · place.
        observations: the stretches of versions where it stood, oldest first; a new one starts
            whenever its value (or wording) changed or it came back after a removal.
    """

    id: str
    key: str
    observations: list[Observation] = field(default_factory=list)
    anchor: Anchor | None = None
    alive: bool = True
    index: int = -1
    dead_keys: list = field(default_factory=list, repr=False)

    @property
    def first(self) -> Claim:
        """The claim of the first observation (:class:`~claimcheck.model.Claim`)."""
        return self.observations[0].claim

    @property
    def last(self) -> Claim:
        """The claim of the newest observation (:class:`~claimcheck.model.Claim`)."""
        return self.observations[-1].claim

    def values(self) -> list[Observation]:
        """Observations with consecutive equal values merged (the value timeline)."""
        out: list[Observation] = []
        for obs in self.observations:
            if out and same_value(out[-1].claim, obs.claim):
                out[-1] = Observation(out[-1].start, obs.end, out[-1].claim)
            else:
                out.append(obs)
        return out

    def drifts(self) -> bool:
        """True when the value changed at least once — but not for the document's own date
        (:meth:`dates_its_versions`), which a living document renews with every version."""
        return len(self.values()) > 1 and not self.dates_its_versions()

    def dates_its_versions(self) -> bool:
        """True when every value of the track is a date equal to the date of the version that
        states it: the document's own date ("# inference 活文档（v020，2026-08-21）"), not a
        claim whose value drifted (a fresh-user trial of session 18 found it among the drifting
        claims and plotted in ``--html``)."""
        return all(o.claim.kind == "date" and o.claim.doc_date and str(o.claim.value) == o.claim.doc_date
                   for o in self.observations)


def same_value(a: Claim, b: Claim, *, loose: bool = False) -> bool:
    """Two claims state the same value.

    Numeric claims agree within their written precision (``checks.agree``, strict at touching
    ends; a hedge such as "约" widens nothing here: "约 612 tok/s" revised to "约 640 tok/s" is a
    new value — it was kept as one, the timeline showing 612 for a version that says 640, a
    fresh-user trial of session 19) and, for ranges, have the same ends; with ``loose``
    (flip-flop detection), values within each other's tolerance count as the same even when
    written differently.  Other kinds compare their values as text.

    Args:
        a, b: the claims compared.
        loose: compare values within tolerance only (ranges need not have the same ends).
    Returns:
        bool.
    """
    if a.norm_value is None or b.norm_value is None:
        return a.value == b.value and a.norm_value is None and b.norm_value is None
    if a.norm_unit != b.norm_unit:
        return False
    if not loose:
        if (a.low or a.high or b.low or b.high) and (a.low, a.high) != (b.low, b.high):
            return False
        return agree(a, b, approx=_NO_WIDENING, strict=True)
    return agree(a, b, strict=True)


_NO_WIDENING = Decimal(0)


@dataclass
class _Removal:
    track: Track
    version: int
    claim: Claim
    citations: list[Claim]
    external: list[Claim] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # the changelog lines and message of its version


@dataclass
class VersionInfo:
    """A version in the audit report.

    Attributes:
        label: the version's label (``v3``, a commit's short hash, a snapshot's name).
        commit: the commit hash (git) or None.
        date: the version's date (ISO) or None.
        message: the commit message ('' for snapshots).
        claims: the number of claims extracted from it.
        changed_paragraphs: paragraphs not seen in an earlier version.
        file: the name its locations carry (``snapshots/v0011.md``, ``notes.md@4e61c69a26``).
    """

    label: str
    commit: str | None
    date: str | None
    message: str
    claims: int
    changed_paragraphs: int
    file: str = ""

    def to_json(self) -> dict:
        """The version in the JSON report's ``audit.versions`` (dict of its attributes)."""
        return {"label": self.label, "commit": self.commit, "date": self.date, "message": self.message,
                "claims": self.claims, "changed_paragraphs": self.changed_paragraphs, "file": self.file}


class _Walk:
    """Matches each version's claims with the tracks of the previous one and records events."""

    def __init__(self, ix: IncrementalExtractor, kinds: Iterable[str], tables: TableReader | None = None) -> None:
        self.ix = ix
        self.kinds = set(kinds)
        self.tables = tables
        self.tracks: list[Track] = []
        self.keys: set[str] = set()
        self.prev: dict[tuple, _Inst] = {}
        self.prev_view: VersionView | None = None
        self.dead: dict[tuple, list[Track]] = defaultdict(list)
        self.labels: list[str] = []
        self.changes: list[tuple] = []      # (track, version, old claim, new claim, noted, tables)
        self.flips: list[tuple] = []        # (track, version, new claim, earlier observation, values)
        self.removals: list[_Removal] = []
        self.label_by_file: dict[str, str] = {}
        self._readings: dict[int, tuple[Claim, list]] = {}  # id of a claim → (it, its intervals) (_loosely_same)
        self._subjects: set = set()  # the tracks' subjects, folded, read up to track _subjects_read
        self._subjects_read = 0
        # a metric → its keywords folded (rules/metrics.yaml): a note naming the metric mentions the change
        self._metric_words = {name: tuple(w for w in (_fold(k) for k in getattr(m, "keywords", ()))
                                          if len(w) >= (2 if not w.isascii() else 3))
                              for name, m in (getattr(ix.ex.resources, "metrics", None) or {}).items()}
        # the metrics measured with a direction (TTFT, TPOT, throughput …): a note naming one of them
        # is about that metric, even where it also names the system ("按 vLLM 0.12.1 复测更新 TTFT" does
        # not explain vLLM's TPOT; a fresh-user trial, session 38)
        metrics = getattr(ix.ex.resources, "metrics", None) or {}
        self._measured = frozenset(name for name, m in metrics.items() if getattr(m, "higher_is_better", None) is not None)
        self._family = {name: getattr(m, "family", name) for name, m in metrics.items()}
        # … except a metric that names them all (CC401 ``umbrella_metrics``: "更新延迟数据" speaks of TTFT too)
        cc401 = next((r for r in getattr(ix.ex.resources, "rules", ()) if r.code == "CC401"), None)
        self._umbrella = frozenset(str(m) for m in ((cc401.parameters.get("umbrella_metrics") or ()) if cc401 else ()))
        periods = [str(p) for p in ((cc401.parameters.get("period_patterns") or ()) if cc401 else ())]
        self._period = re.compile("|".join(f"(?:{p})" for p in periods)) if periods else None

    def file(self, view: VersionView) -> str:
        """The name the view's locations carry (:func:`document_label`)."""
        file = document_label(view.version)
        self.label_by_file[file] = view.version.label
        return file

    def label_of(self, file: str) -> str:
        """The label of the version a location's file names (``v0011`` for ``snapshots/v0011.md``
        or ``snapshots@v0011``)."""
        return self.label_by_file.get(file) or file.rsplit("@", 1)[-1]

    def day(self, view: VersionView) -> str | None:
        return view.date.isoformat() if view.date else None

    def step(self, view: VersionView) -> None:
        """Match one version (after the first) with the previous one."""
        self.labels.append(view.version.label)
        file, day = self.file(view), self.day(view)
        current: dict[tuple, _Inst] = {}
        seen: dict[int, int] = {}  # (a Counter's missing key calls Python: once per paragraph per version)
        unmatched: list[tuple[_Inst, int]] = []
        skip, pop, count = SKIP_CLAIMLESS, self.prev.pop, seen.get  # (once per paragraph per version)
        for inst in view.insts:
            variant = inst.variant
            if skip and not variant.claims:
                # no claim, no track (most paragraphs: headings, prose without figures): nothing to
                # pair, and the next version's paragraph of this variant finds nothing either way
                inst.tids = []
                continue
            vid = id(variant)
            occ = count(vid, 0)
            seen[vid] = occ + 1
            key = (vid, occ)
            old = pop(key, None)
            if old is not None:
                inst.tids = old.tids
            else:
                inst.tids = [None] * len(variant.claims)
                unmatched.extend((inst, j) for j in range(len(variant.claims)))
            current[key] = inst
        leftover = [(inst, j) for inst in self.prev.values() for j, t in enumerate(inst.tids) if t is not None]
        if unmatched or leftover:
            self._match(view, unmatched, leftover, file, day)
        self.prev = current
        self.prev_view = view

    # -- matching ------------------------------------------------------------------------------
    def _match(self, view: VersionView, new: list, old: list, file: str, day: str | None) -> None:
        ix = self.ix
        prev = self.prev_view
        memo: dict = {}  # (the paragraphs of ``new`` and ``old`` are alive: their ids are theirs)
        new_anchors = {id_: anchor(inst, j, memo) for id_, (inst, j) in enumerate(new)}
        old_anchors = {id_: anchor(inst, j, memo) for id_, (inst, j) in enumerate(old)}
        free_new = set(range(len(new)))
        free_old = set(range(len(old)))
        pairs: list[tuple[int, int]] = []
        for stage in (1, 2, 3):
            table: dict[tuple, list[int]] = defaultdict(list)
            for o in sorted(free_old):
                for st, key in old_anchors[o].keys():
                    if st == stage:
                        table[key].append(o)
            for n in sorted(free_new):
                for st, key in new_anchors[n].keys():
                    if st != stage:
                        continue
                    cands = [o for o in table.get(key, ()) if o in free_old]
                    if cands:
                        o = cands[0]
                        table[key].remove(o)
                        free_old.discard(o)
                        free_new.discard(n)
                        pairs.append((o, n))
                        break
        # scored matching of what is left
        if free_new and free_old:
            # only pairs _score can fit: the same kind class, both table cells or neither, and
            # cells of the same row (a table's edit left ~170 k cell pairs of other rows per history)
            blocks: dict[tuple, list[int]] = defaultdict(list)
            for o in free_old:
                a = old_anchors[o]
                blocks[(a.kclass, a.cell, a.row)].append(o)
            scored = []
            for n in free_new:
                b = new_anchors[n]
                for o in blocks.get((b.kclass, b.cell, b.row), ()):
                    s = _score(old_anchors[o], new_anchors[n])
                    if s is not None:
                        scored.append((-s, o, n))
            scored.sort()
            for _, o, n in scored:
                if o in free_old and n in free_new:
                    free_old.discard(o)
                    free_new.discard(n)
                    pairs.append((o, n))
        # moved elsewhere and reworded or reformatted: the same subject, metric and value
        if free_new and free_old:
            by_frame: dict[tuple, list[int]] = defaultdict(list)
            for o in sorted(free_old):
                a = old_anchors[o]
                if a.subject:
                    by_frame[(a.kclass, a.subject, a.metric)].append(o)
            for n in sorted(free_new):
                b = new_anchors[n]
                if not b.subject:
                    continue
                new_claim = new[n][0].variant.claims[new[n][1]]
                for o in by_frame.get((b.kclass, b.subject, b.metric), ()):
                    if o in free_old and old_anchors[o].baseline == b.baseline and \
                            same_value(old[o][0].variant.claims[old[o][1]], new_claim):
                        free_old.discard(o)
                        free_new.discard(n)
                        pairs.append((o, n))
                        break
        notes = None
        for o, n in pairs:
            old_inst, oj = old[o]
            new_inst, nj = new[n]
            track = self.tracks[old_inst.tids[oj]]
            new_inst.tids[nj] = old_inst.tids[oj]
            track.anchor = new_anchors[n]
            claim_new = ix.materialise(new_inst, nj, file, day)
            last = track.observations[-1]
            if same_value(last.claim, claim_new):
                continue  # the same value, perhaps reworded or reformatted: one observation
            claim_old = ix.materialise(old_inst, oj, self.file(prev), self.day(prev))
            last.end = view.index - 1
            track.observations.append(Observation(view.index, None, claim_new))
            if notes is None:
                notes = self._notes(view)
            self._changed(track, view, claim_old, claim_new, notes)
        # revived claims: an exact anchor of a removed track
        for n in sorted(free_new):
            inst, j = new[n]
            for _, key in new_anchors[n].keys():
                cands = self.dead.get(key)
                if cands:
                    track = cands.pop(0)
                    break
            else:
                continue
            free_new.discard(n)
            self._forget_dead(track)
            inst.tids[j] = track.index
            track.alive = True
            track.anchor = new_anchors[n]
            claim_new = ix.materialise(inst, j, file, day)
            before = track.observations[-1].claim
            track.observations.append(Observation(view.index, None, claim_new))
            if not same_value(before, claim_new):
                if notes is None:
                    notes = self._notes(view)
                self._changed(track, view, before, claim_new, notes)
        # new tracks
        for n in sorted(free_new):
            inst, j = new[n]
            claim = ix.materialise(inst, j, file, day)
            inst.tids[j] = self._new_track(claim, new_anchors[n], view.index)
        # removed tracks
        removed: list[tuple[Track, Claim, Anchor]] = []
        for o in sorted(free_old):
            inst, j = old[o]
            track = self.tracks[inst.tids[j]]
            claim = ix.materialise(inst, j, self.file(prev), self.day(prev))
            track.observations[-1].end = view.index - 1
            track.alive = False
            track.anchor = old_anchors[o]
            track.dead_keys = [key for _, key in old_anchors[o].keys()]
            for key in track.dead_keys:
                self.dead[key].append(track)
            if claim.kind in self.kinds and old_anchors[o].subject:
                removed.append((track, claim, old_anchors[o]))
        notes = self._notes(view) if removed else []
        for track, claim, gone in removed:
            self.removals.append(_Removal(track, view.index, claim, self._citations(view, claim, file, gone),
                                          notes=notes))

    def _forget_dead(self, track: Track) -> None:
        for key in track.dead_keys:
            lst = self.dead.get(key)
            if lst and track in lst:
                lst.remove(track)
                if not lst:
                    del self.dead[key]
        track.dead_keys = []

    def _new_track(self, claim: Claim, anc: Anchor, index: int) -> int:
        tid = len(self.tracks)
        base = claim_key(claim, anc)
        key, n = base, 2
        while key in self.keys:
            key, n = f"{base} #{n}", n + 1
        self.keys.add(key)
        ident = hashlib.sha1(f"{claim.id}\x1f{index}\x1f{tid}".encode()).hexdigest()[:12]
        track = Track(id=ident, key=key, observations=[Observation(index, None, claim)], anchor=anc, index=tid)
        self.tracks.append(track)
        return tid

    def start(self, view: VersionView) -> None:
        """The first version: every claim starts a track."""
        self.labels.append(view.version.label)
        file, day = self.file(view), self.day(view)
        seen: Counter = Counter()
        for inst in view.insts:
            occ = seen[id(inst.variant)]
            seen[id(inst.variant)] += 1
            inst.tids = []
            for j in range(len(inst.variant.claims)):
                claim = self.ix.materialise(inst, j, file, day)
                inst.tids.append(self._new_track(claim, anchor(inst, j), view.index))
            self.prev[(id(inst.variant), occ)] = inst
        self.prev_view = view

    # -- events ------------------------------------------------------------------------------------
    def _notes(self, view: VersionView) -> list[str]:
        """The changelog lines new in this version, and its commit message."""
        before = self.prev_view.changelog_lines if self.prev_view else set()
        notes = sorted(view.changelog_lines - before)
        if view.version.message:
            notes.append(_norm_text(view.version.message))
        return notes

    def _table_pair(self, view: VersionView, old: Claim, new: Claim) -> tuple[TableShape, TableShape, str] | None:
        """The table a changed cell stands in, in the previous version and in this one, and the
        cell's label (``row × column``); None when it is no table cell, or the old value is from
        an older version than the previous."""
        if self.tables is None or self.prev_view is None:
            return None
        if old.file != self.file(self.prev_view):
            return None
        a = self.tables.table_shape(self.prev_view.version.text, old.line, old.section)
        b = self.tables.table_shape(view.version.text, new.line, new.section)
        if a is None or b is None:
            return None
        return a, b, self.tables.cell_label(view.version.text, new.line, new.column, b)

    def _changed(self, track: Track, view: VersionView, old: Claim, new: Claim, notes: list[str]) -> None:
        if new.kind not in self.kinds and old.kind not in self.kinds:
            return
        if other_period(self._period, old.text, new.text):
            return  # "10 月累计 …" → "11 月累计 …": the new period's figure
        pair = self._table_pair(view, old, new) if track.anchor is not None and track.anchor.cell else None
        words = self._metric_words.get(new.metric or old.metric or "", ())
        if words and notes:
            # (the systems the document names: a note naming another one is about that one)
            for t in self.tracks[self._subjects_read:]:  # (the tracks added since the last change read)
                if t.anchor is not None and t.anchor.subject:
                    self._subjects.add(_fold(t.anchor.subject))
            self._subjects_read = len(self.tracks)
            others = self._subjects - {_fold(n) for n in (old.subject, new.subject) if n}
        else:
            others = set()
        metric = new.metric or old.metric or ""
        elsewhere = {w for name in self._measured - self._umbrella
                     if self._family.get(name) != self._family.get(metric) for w in self._metric_words.get(name, ())} \
            - set(words) if metric in self._measured and notes else set()
        self.changes.append((track, view.index, old, new,
                             _mentioned(notes, track, old, new, words, others, elsewhere), pair))
        values = track.values()
        if len(values) >= 3:
            for obs in values[:-2]:
                if same_value(obs.claim, new, loose=True):
                    self.flips.append((track, view.index, new, obs, values))
                    break

    def _citations(self, view: VersionView, removed: Claim, file: str, gone: Anchor) -> list[Claim]:
        """Claims of this version that repeat the removed one: the same subject (named, not the
        document's default), metric and value, in another section, standing there before this
        version (not the claim itself moved, nor a new statement of the same figure), and not
        the same cell of a parallel table."""
        out = []
        for inst in view.insts:
            for j in inst.variant.by_subject.get(removed.subject, ()):
                c = inst.variant.claims[j]
                if c.kind != removed.kind or (c.metric and removed.metric and c.metric != removed.metric):
                    continue
                if c.norm_unit != removed.norm_unit:
                    continue
                tid = inst.tids[j] if j < len(inst.tids) else None
                if tid is None or self.tracks[tid].observations[0].start >= view.index:
                    continue
                if not self._loosely_same(c, removed):  # (the costly test last)
                    continue
                claim = self.ix.materialise(inst, j, file, self.day(view))
                if claim.section == removed.section:
                    continue
                here = anchor(inst, j)
                if here.subject != gone.subject:
                    continue
                if gone.cell and here.cell and here.row == gone.row and (here.header == gone.header or
                                                                         here.column_index == gone.column_index):
                    continue  # the same cell of a parallel table: a statement, not a citation
                out.append(claim)
        return out

    def _loosely_same(self, a: Claim, b: Claim) -> bool:
        """``same_value(a, b, loose=True)`` with each claim's readings (:func:`intervals`) worked out
        once: a removed claim is compared with every claim of its subject, and a version's claims
        stand in many versions (their variants are shared)."""
        if a.norm_value is None or b.norm_value is None or a.norm_unit != b.norm_unit:
            return same_value(a, b, loose=True)
        return overlap(self._intervals(a), self._intervals(b), strict=True)

    def _intervals(self, claim: Claim) -> list:
        readings = self._readings
        got = readings.get(id(claim))
        if got is None or got[0] is not claim:  # (the claim is kept with its id: never another's)
            if len(readings) >= 50_000:
                readings.clear()
            got = readings[id(claim)] = (claim, intervals(claim))
        return got[1]

    def finish(self, last_index: int) -> None:
        for track in self.tracks:
            if track.observations[-1].end is None:
                track.observations[-1].end = last_index


def claim_key(claim: Claim, anc: Anchor) -> str:
    """The readable key of a track: ``subject · metric · conditions · section › place``.

    Args:
        claim: the track's first claim.
        anc: its :class:`Anchor` (table cell or sentence).
    Returns:
        str.
    """
    subject = claim.subject or "—"
    metric = claim.metric or "—"
    conditions = ", ".join(f"{k}={v}" for k, v in claim.conditions)
    leaf = claim.section.split(" > ")[-1] if claim.section else "—"
    if anc.cell:
        table = f"{leaf} › {anc.caption}" if anc.caption else leaf
        place = f"{table} › {anc.row or '—'} × {anc.header or '—'}"
    else:
        snippet = anc.masked if len(anc.masked) <= 60 else anc.masked[:57] + "…"
        place = f"{leaf} › {snippet}"
    return " · ".join(x for x in (subject, metric, conditions, place) if x)


def other_period(pattern: re.Pattern | None, old: str, new: str) -> bool:
    """True when the sentence ``new`` names periods (``pattern``: CC401's ``period_patterns``,
    months, quarters, weeks) and ``old`` names others: "10 月累计 512B tokens" and "11 月累计 608B
    tokens" are two months' figures, not one figure revised (a fresh-user trial, session 39)."""
    if pattern is None or not old or not new:
        return False
    fold = lambda t: {re.sub(r"\s+", "", m.group(0)).casefold() for m in pattern.finditer(t)}
    a, b = fold(old), fold(new)
    return bool(a) and bool(b) and a != b
