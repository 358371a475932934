"""Audit a living document's history: claim timelines, silent revisions, flip-flops, removals.

``claimcheck audit FILE --git`` / ``claimcheck audit DIR`` call :func:`audit`; tests and other
tools can feed versions directly to :func:`audit_versions`.  The walk, oldest version first:

1. **Incremental extraction** (:class:`IncrementalExtractor`).  A version is cut into
   paragraphs (runs of non-blank lines).  A paragraph seen before with the same text and the
   same heading levels above it is not segmented or extracted again; a changed paragraph is
   segmented alone, and its segments' claims come from a per-segment cache when the segment,
   its section's heading/field facts and the date are unchanged.  So the cost grows with the
   changed text, not with versions × size.  The claims equal :meth:`Extractor.extract`'s
   (``tests/test_audit.py`` holds the two side by side).
2. **Matching** claims across versions into *tracks*, by place and frame: an unchanged
   paragraph keeps its tracks wherever it moved; other claims match, in this order, by their
   sentence and value, by their table cell (row label × column header, padding and medal
   emojis ignored) or their sentence with the number masked, and finally by a score over
   frame (subject, metric, conditions, baseline) and place (section, sentence similarity).
   Claims in changelog sections (``变更摘要``, ``CHANGELOG``, ``更新记录`` …; CC401's
   ``changelog_headings``) are notes, not claims, and are not tracked.
3. **History rules**: CC401 silent-revision (a value changes and neither a new changelog
   line of that version nor its commit message names the claim), CC402 value-flip-flop (a
   value returns to an earlier one), CC403 claim-removed (a claim disappears while other
   sections of that version, or the ``cite`` documents / the claim index, still state it).
   The changed cells of one table in one version are one CC401 finding
   (:mod:`~claimcheck.history.tables`: the table's name, the largest changes, whether its
   ranking changed; low when its setup text changed too); a table cell's return is a
   flip-flop only with the setup unchanged and beyond the table's run-to-run spread.
4. **The newest version** is checked on its own with the catalogue's CC1xx/CC2xx rules and
   CC303 (overdue promises; a rule's ``in_audit`` parameter); a
   finding that compares claims is kept when they stand in different sections (contradictions
   between sections), one about a single place (a count, a list, a name) always.

Findings locate claims as ``FILE:line:column``: a snapshot's own file, or ``path@version`` for a version read from git.

The steps live in their own modules: :mod:`~claimcheck.history.incremental` (1),
:mod:`~claimcheck.history.tracks` (2), :mod:`~claimcheck.history.revisions` (3),
:mod:`~claimcheck.history.timeline` and :mod:`~claimcheck.history.html` (the report's timeline
and HTML page), :mod:`~claimcheck.history.examples` (the history rules' documented examples).
"""
from __future__ import annotations

import csv
import datetime as dt
import gc
import hashlib
import io
import os
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable, Iterator

from claimcheck.frames.extractor import shared_extractor
from claimcheck.frames.pool import resolve_jobs
from claimcheck.model import parse_date
from claimcheck.report.result import Report
from claimcheck.checks.context import CheckContext
from claimcheck.checks.engine import check_overrides, render, run_rules, select_rules, with_parameters
from claimcheck.errors import InputError, UsageError
from claimcheck.history.html import audit_html
from claimcheck.history.incremental import IncrementalExtractor, VersionView
from claimcheck.history.revisions import DEFAULT_CHANGELOG, DEFAULT_KINDS, HISTORY_CODES, _external_claims, history_drafts
from claimcheck.history.tables import TableReader
from claimcheck.history.timeline import TIMELINE_COLUMNS, track_json
from claimcheck.history.tracks import Track, VersionInfo, _Walk, same_value
from claimcheck.history.versions import Version, document_label, folder_versions, git_versions
from claimcheck.text.ingest import Document
from claimcheck.model import Finding, fmt_decimal


#: run the cyclic garbage collector during the walk (True), or switch it off there (False: the
#: same results, less time; see :func:`audit_versions`)
COLLECT_DURING_WALK = False
#: with ``jobs`` > 1, a history of at least this many versions has its newest version checked
#: (CC1xx/CC2xx) in a second process while this one walks the history; shorter ones are walked in
#: less time than a process takes to start
PARALLEL_MIN_VERSIONS = 50


# =============================================================================================
# 4. the report
# =============================================================================================
@dataclass
class AuditReport(Report):
    """The result of :func:`audit`: a :class:`~claimcheck.api.Report` of the newest version
    (its claims, the history findings and the newest version's own findings) plus the walk.

    Attributes:
        path: the document's name in locations.
        versions: one :class:`VersionInfo` per version, oldest first.
        tracks: every claim followed across versions.
        stats: counters of the incremental extraction and timings (seconds).
        newest_checked_apart: the newest version's own rules ran in a second process
            (``jobs`` > 1; not in the JSON, which is the same either way).
    """

    path: str = ""
    versions: list[VersionInfo] = field(default_factory=list)
    tracks: list[Track] = field(default_factory=list)
    stats: dict = field(default_factory=dict)
    newest_checked_apart: bool = False

    def label_of(self, file: str) -> str:
        """The label of the version a location's file names: ``v0011`` for
        ``snapshots/v0011.md`` (a snapshot) or ``notes.md@v0011`` (``path@label``); "" for a
        file that is no version of this document (a citing document)."""
        for v in self.versions:
            if v.file == file:
                return v.label
        return file.rsplit("@", 1)[-1] if "@" in file else ""

    def drifting(self) -> list[Track]:
        """Tracks whose value changed, most changes first, then by key."""
        out = [t for t in self.tracks if t.drifts()]
        return sorted(out, key=lambda t: (-len(t.values()), t.key))

    def timeline_rows(self, *, numeric_only: bool = False) -> Iterator[dict]:
        """One row per (claim key, version, value): every version in which the claim stood."""
        for track in self.tracks:
            for obs in track.observations:
                c = obs.claim
                if numeric_only and c.norm_value is None:
                    continue
                for i in range(obs.start, (obs.end if obs.end is not None else len(self.versions) - 1) + 1):
                    v = self.versions[i]
                    yield {"key": track.key, "track": track.id, "version": v.label, "index": i + 1,
                           "commit": v.commit or "", "date": v.date or "", "value": c.value, "low": c.low,
                           "high": c.high, "qualifier": c.qualifier, "unit": c.unit,
                           "normalized_value": fmt_decimal(c.norm_value), "normalized_unit": c.norm_unit,
                           "surface": c.surface, "kind": c.kind, "subject": c.subject, "metric": c.metric,
                           "conditions": ";".join(f"{k}={val}" for k, val in c.conditions),
                           "section": c.section, "first_seen": self.versions[obs.start].label}

    def timeline_csv(self, out: io.TextIOBase | None = None) -> str | None:
        """The timeline as CSV (``--timeline``): the rows of :meth:`timeline_rows` in
        TIMELINE_COLUMNS order; written to ``out`` row by row when given (memory does not grow
        with the rows: 2 M rows for an 800-version history), else returned.  A claim's own
        columns are worked out once per value, not once per version it stood in."""
        buf = out if out is not None else io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(TIMELINE_COLUMNS)  # (as csv.DictWriter.writeheader writes it)
        stamps = [(v.label, i + 1, v.commit or "", v.date or "") for i, v in enumerate(self.versions)]
        last = len(self.versions) - 1
        for track in self.tracks:
            head = (track.key, track.id)
            for obs in track.observations:
                c = obs.claim
                tail = (c.value, c.low, c.high, c.qualifier, c.unit, fmt_decimal(c.norm_value), c.norm_unit,
                        c.surface, c.kind, c.subject, c.metric, ";".join(f"{k}={val}" for k, val in c.conditions),
                        c.section, self.versions[obs.start].label)
                writer.writerows(head + stamps[i] + tail
                                 for i in range(obs.start, (obs.end if obs.end is not None else last) + 1))
        return None if out is not None else buf.getvalue()

    def timeline_frame(self):
        """The timeline as a pandas DataFrame (TIMELINE_COLUMNS)."""
        import pandas as pd
        return pd.DataFrame(list(self.timeline_rows()), columns=TIMELINE_COLUMNS)

    def to_json(self) -> dict:
        """The JSON contract (DESIGN.md §6, schema 1) with an ``audit`` section added."""
        from claimcheck.report.formats import to_json
        data = to_json(self)
        data["audit"] = {
            "document": self.path,
            "versions": [v.to_json() for v in self.versions],
            "drifts": [track_json(t, self.versions) for t in self.drifting()],
            "stats": self.stats,
        }
        return data

    def to_html(self, *, max_plots: int = 40) -> str:
        """The self-contained HTML report (``--html``)."""
        return audit_html(self, max_plots=max_plots)


# =============================================================================================
# 5. the API
# =============================================================================================
def audit(source: str | os.PathLike, *, git: bool = False, since: str | None = None, until: str | None = None,
          **options) -> AuditReport:
    """Audit a living document's history.

    Args:
        source: with ``git``, a file in a git work tree (``git log --follow``); else a folder
            of snapshots (ordered by ``manifest.tsv`` or the version numbers / dates in names).
        since, until: revisions (git) or snapshot labels / dates (folder) bounding the walk.
        **options: see :func:`audit_versions`; and ``encoding``, the encoding of versions that
            are not valid UTF-8 (``gbk``; valid UTF-8 is read as UTF-8).
    Returns:
        An :class:`AuditReport`.
    Raises:
        UsageError: bad options, git errors, snapshots that cannot be ordered.
        InputError: a missing file or folder.
        RuleError: broken rules data (before any version is read).
    """
    if str(source) == "-":
        raise UsageError("E020", what="audit -", problem="the standard input holds one version and no history: "
                         "pass a folder of snapshots, or a file in a git work tree with --git")
    encoding = options.pop("encoding", "utf-8")
    path = Path(source)
    if git:
        if path.is_dir():
            raise UsageError("E020", what=f"--git {path.as_posix()}", problem="--git needs a file, not a folder")
        versions = git_versions(path, since=since, until=until, encoding=encoding)
        name = path.as_posix()
    else:
        if path.is_file():
            raise UsageError("E020", what=f"audit {path.as_posix()}",
                             problem="a single file has no history: pass --git, or a folder of snapshots")
        versions = folder_versions(path, since=since, until=until, encoding=encoding)
        name = path.name or path.as_posix()
    return audit_versions(versions, path=name, **options)


def _rules_of(rules_dir: str | None, select: list, ignore: list, severity_overrides: dict | None,
              parameters: dict | None) -> tuple:
    """(extractor, catalogue with ``parameters``, the rules to run, code → rule, changelog headings)
    of an audit (:func:`audit_versions`, and the process that checks the newest version).

    Raises:
        RuleError: broken rules data; UsageError: a severity or parameter entry for no rule.
    """
    extractor = shared_extractor(rules_dir)
    check_overrides(extractor.resources.rules, severity_overrides, parameters)
    catalogue = tuple(with_parameters(r, parameters) for r in extractor.resources.rules)
    rules = select_rules(catalogue, select, ignore)
    if not select:
        # ids and sources (CC3xx) are the history's, not the newest version's: only a rule whose
        # ``in_audit`` parameter says so runs (CC303, overdue promises: a tracker keeps them)
        rules = [r for r in rules if not r.code.startswith("CC3") or r.parameters.get("in_audit")]
    by_code = {r.code: r for r in catalogue}
    changelog = (by_code["CC401"].parameters.get("changelog_headings") if "CC401" in by_code else None) or DEFAULT_CHANGELOG
    return extractor, catalogue, rules, by_code, changelog


def _newest_findings(extractor, newest, check_rules: list, lang: str, severity_overrides: dict | None,
                     as_of: dt.date) -> list[Finding]:
    """The newest version's own findings (``newest``: its DocumentExtract): every finding about
    one place, and those comparing claims of different sections (contradictions between sections)."""
    ctx = CheckContext(claims=list(newest.claims), extracts=[newest], as_of=as_of,
                       resources=extractor.resources, entities=extractor.frames.entities)
    sections = {c.id: c.section for c in newest.claims}
    return [f for f in run_rules(ctx, check_rules, lang=lang, severity_overrides=severity_overrides)
            if len(f.claims) < 2 or len({sections.get(cid) for cid in f.claims}) > 1]


def _sections_removed_by_notes(extractor, newest, history_rules: list, infos: list, lang: str,
                               severity_overrides: dict | None, as_of: dt.date) -> list[Finding]:
    """CC403's in-document check (a removed section still cited) over the newest version, with
    every version's note (commit message, manifest subject: ``infos``) read as a change note of
    the document — a note that removes '"MI300X 评测" 小节' while the newest version still says
    '见"MI300X 评测"小节' (a fresh-user trial, session 38: the audit read only notes written inside
    the text, and ran the check not at all).  [] when CC403 does not run or has no in-document check."""
    rules = [r for r in history_rules if r.code == "CC403" and r.checks_documents]
    if not rules:
        return []
    notes = [(i.label, i.message) for i in infos if i.message]
    ctx = CheckContext(claims=list(newest.claims), extracts=[newest], as_of=as_of, resources=extractor.resources,
                       entities=extractor.frames.entities, extra_notes={newest.document.path: notes})
    return run_rules(ctx, rules, lang=lang, severity_overrides=severity_overrides)


def _extract_digest(extract) -> bytes:
    """A digest of what the checks read of a DocumentExtract (its document, segments, claims,
    names and confirmations): equal digests, equal findings."""
    # (repr, not pickle: pickle writes an object met twice as a reference, so equal extracts whose
    # strings are shared differently — the walk's reused paragraphs — pickle differently)
    # (item by item: one repr of a 300 KB version's extract is a string of tens of MB)
    h = hashlib.blake2b(digest_size=16)
    parts = ([extract.document], extract.segments, extract.claims, sorted(extract.names.items()),
             sorted(extract.name_locations.items()), extract.confirmations)
    for part in parts:
        h.update(b"\x1e")
        for item in part:
            h.update(repr(item).encode("utf-8", "surrogatepass"))
            h.update(b"\x1f")
    return h.digest()


def _check_newest_version(history, path: str, rules_dir: str | None, select: list, ignore: list,
                          severity_overrides: dict | None, parameters: dict | None, lang: str,
                          as_of: dt.date | None) -> tuple | None:
    """In the second process of :class:`_NewestCheck`: the newest readable version of ``history``
    extracted alone (an :class:`IncrementalExtractor` of one version, as the walk's last view
    extracts it) and checked.

    Returns:
        (its label, the digest of its text, the digest of its extract (:func:`_extract_digest`),
        its findings), or None when no version can be read.
    """
    version = history.newest()
    if version is None:
        return None
    version = version if version.path else replace(version, path=path)
    extractor, _, rules, _, changelog = _rules_of(rules_dir, select, ignore, severity_overrides, parameters)
    ix = IncrementalExtractor(extractor, path, changelog)
    view = ix.view(version, 0)
    newest = ix.document_extract(view, document_label(version))
    findings = _newest_findings(extractor, newest, [r for r in rules if r.phase == "check"], lang,
                                severity_overrides, as_of or view.date or dt.date.today())
    return version.label, _text_digest(version.text), _extract_digest(newest), findings


def _text_digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


class _NewestCheck:
    """The newest version's own check (CC1xx/CC2xx) in a second process, started before the walk
    (issue 18: on an 800-version history it is about a tenth of the audit, and needs nothing of
    the walk).  The process forks from this one (its extractor inherited) and reads the newest
    version itself (:meth:`History.newest <claimcheck.history.versions.History.newest>`).

    Its findings are taken only when it checked the very version the walk ended on (its label
    and text) and extracted what the walk extracted there (the same digest of claims, segments
    and names); otherwise — or when the process failed — the walk's own extract is checked here,
    so the report is always the one a single process writes.
    """

    def __init__(self, history, path: str, rules_dir: str | None, select: list, ignore: list,
                 severity_overrides: dict | None, parameters: dict | None, lang: str, as_of: dt.date | None) -> None:
        from concurrent.futures import ProcessPoolExecutor

        from claimcheck.frames.pool import _context, _worker_init
        self.pool = ProcessPoolExecutor(max_workers=1, mp_context=_context(), initializer=_worker_init,
                                        initargs=(rules_dir,))
        self.future = self.pool.submit(_check_newest_version, history, path, rules_dir, select, ignore,
                                       severity_overrides, parameters, lang, as_of)

    def result(self, version: Version, newest) -> list[Finding] | None:
        """The findings of ``version`` (the walk's last, ``newest`` its extract), or None when
        they must be worked out here."""
        try:
            got = self.future.result()
        except Exception:  # the process failed (a broken pool, memory): the walk's extract is checked here
            return None
        if got is None:
            return None
        label, text_digest, extract_digest, findings = got
        if label != version.label or text_digest != _text_digest(version.text) or \
                extract_digest != _extract_digest(newest):
            return None
        return findings

    def close(self) -> None:
        """Stop the process (done, or the walk failed or was interrupted)."""
        from claimcheck.frames.pool import _stop
        if self.future.done():
            self.pool.shutdown(wait=True)
        else:
            _stop(self.pool)


def audit_versions(versions: Iterable[Version | InputError], *, path: str = "document.md", lang: str = "zh",
                   select: Iterable[str] = (), ignore: Iterable[str] = (), rules_dir: str | None = None,
                   severity_overrides: dict[str, str] | None = None, parameters: dict[str, dict] | None = None,
                   cite: Iterable[str | os.PathLike] = (),
                   index: str | os.PathLike | None = None, as_of: str | dt.date | None = None,
                   progress: Callable[[str], None] | None = None, jobs: int | None = 1) -> AuditReport:
    """Audit versions given oldest first (see :func:`audit`).

    Args:
        versions: :class:`~claimcheck.history.versions.Version` records (InputErrors are kept as errors).
        path: the document's name in claim ids and locations (``path@label``).
        lang: ``zh`` or ``en`` messages.
        select, ignore: rule codes/prefixes/names; by default CC1xx, CC2xx, CC303 (on the newest
            version) and CC401–CC403 (on the history) run.
        severity_overrides: rule code or name → severity (info / warning / error).
        parameters: rule code or name → parameter overrides (tolerances, thresholds, the
            changelog headings of CC401 …), as in :func:`claimcheck.api.check`.
        cite: other documents (briefings, notes) whose claims count as citations for CC403.
        index: a claim index (``claimcheck index``) whose claims count as citations for CC403.
        as_of: "today" for the newest version's date rules (default: its date).
        jobs: processes (None or 0: every core; 1, the default: this one).  With two or more and
            a :class:`~claimcheck.history.versions.History` of :data:`PARALLEL_MIN_VERSIONS`
            versions or more, a second process checks the newest version while this one walks
            the history: the same report, sooner (issue 18).

    Returns:
        An :class:`AuditReport`.
    Raises:
        UsageError: a bad ``lang``, no readable version, ``--index`` unavailable; a severity or
            parameter entry for no rule, an unknown parameter or one of the wrong type.
    """
    if lang not in ("zh", "en"):
        raise UsageError("E020", what="--lang", problem=f"{lang!r} is not zh or en")
    as_of_date = parse_date(as_of)
    t0 = time.perf_counter()
    select, ignore = list(select), list(ignore)
    extractor, catalogue, rules, by_code, changelog = _rules_of(rules_dir, select, ignore, severity_overrides,
                                                                parameters)
    history_rules = [r for r in rules if r.code in HISTORY_CODES]
    kinds = {k for r in history_rules for k in (r.parameters.get("kinds") or DEFAULT_KINDS)}
    check_rules = [r for r in rules if r.phase == "check"]
    # the newest version's own check, in a second process while this one walks (the same findings)
    newest_job = None
    if check_rules and hasattr(versions, "newest") and len(versions) >= PARALLEL_MIN_VERSIONS \
            and resolve_jobs(jobs) > 1:
        newest_job = _NewestCheck(versions, path, rules_dir, select, ignore, severity_overrides, parameters, lang,
                                  as_of_date)
    try:
        ix = IncrementalExtractor(extractor, path, changelog)
        cc401 = by_code["CC401"].parameters if "CC401" in by_code else {}
        tables = TableReader(extractor.segmenter.heading_level, cc401.get("setup_words") or (),
                             cc401.get("main_columns") or ())
        walk = _Walk(ix, kinds, tables)
        infos: list[VersionInfo] = []
        errors: list[InputError] = []
        view: VersionView | None = None
        n = 0
        # the walk makes and drops many small objects per version and no reference cycles of its own
        # (51 unreachable objects after an 800-version history): the cyclic collector only costs time
        # there — with the default threshold it swept the whole heap some 40 times (15 % of the audit),
        # with a threshold of 10,000 still 129 collections, 0.5 s of 12.9 s (issue 18). Reference
        # counting frees what the walk drops; the collector is off for the walk and on again after
        # (when it was on: a caller's own choice stays).
        collecting = gc.isenabled()
        if not COLLECT_DURING_WALK:
            gc.disable()
        try:
            for item in versions:
                if isinstance(item, InputError):
                    errors.append(item)
                    continue
                if progress:
                    progress(f"{item.path}@{item.label}")
                version = item if item.path else replace(item, path=path)
                view = ix.view(version, n)
                if n == 0:
                    walk.start(view)
                else:
                    walk.step(view)
                infos.append(VersionInfo(version.label, version.commit, version.date, version.message,
                                         view.claim_count, view.changed_paragraphs,
                                         document_label(version)))
                n += 1
        finally:
            if collecting:
                gc.enable()
        if view is None:
            raise UsageError("E020", what=f"audit {path}", problem="no version could be read")
        walk.finish(n - 1)
        t_walk = time.perf_counter() - t0
        # the newest version on its own
        newest_file = document_label(view.version)
        newest = ix.document_extract(view, newest_file)
        day = view.date
        as_of_date = as_of_date or day or dt.date.today()
        findings: list[Finding] = []
        checked = newest_job.result(view.version, newest) if newest_job is not None else None
        if checked is not None:
            findings += checked
        elif check_rules:
            findings += _newest_findings(extractor, newest, check_rules, lang, severity_overrides, as_of_date)
        findings += _sections_removed_by_notes(extractor, newest, history_rules, infos, lang, severity_overrides,
                                               as_of_date)
        # citations outside the document
        external = _external_claims(extractor, cite, index, walk.removals)
        for removal in walk.removals:
            removal.external = [c for c in external if c.subject == removal.claim.subject
                                and c.norm_unit == removal.claim.norm_unit
                                and not (c.metric and removal.claim.metric and c.metric != removal.claim.metric)
                                and same_value(c, removal.claim, loose=True)]
        labels = [v.label for v in infos]
        drafts = history_drafts(walk, history_rules, labels)
        overrides = severity_overrides or {}
        for rule, draft in drafts:
            findings.append(render(rule, draft, lang, overrides.get(rule.code) or overrides.get(rule.name),
                                   metrics=extractor.resources.metrics, scale=extractor.resources.risk,
                                   messages=extractor.resources.messages))
        order = {v.file: i for i, v in enumerate(infos)}

        def sort_key(f: Finding):
            p = f.primary
            return (order.get(p.file, len(order)), p.file, p.line, p.column, f.code)

        findings.sort(key=sort_key)
        stats = dict(ix.stats)
        stats.update({"versions": n, "tracks": len(walk.tracks), "walk_seconds": round(t_walk, 3),
                      # removed figures no other section states: what --cite / --index would look for
                      "removed_uncited": sum(1 for r in walk.removals if not r.citations and not r.external
                                             and r.claim.kind in DEFAULT_KINDS and r.claim.role != "setting"),
                      "total_seconds": round(time.perf_counter() - t0, 3)})
        document = Document(path=newest_file, text=view.version.text, date=day.isoformat() if day else None)
        report = AuditReport(claims=list(newest.claims), findings=findings, errors=errors, documents=[document],
                             as_of=as_of_date, lang=lang, extracts=[newest], rules=catalogue,
                             metrics=extractor.resources.metrics, messages=extractor.resources.messages,
                             path=path, versions=infos, tracks=walk.tracks, stats=stats,
                             newest_checked_apart=checked is not None)
        return report
    finally:
        if newest_job is not None:
            newest_job.close()
