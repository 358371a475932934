"""The library API; every CLI command is one call here (sqlite-utils' CLI-over-library habit).

    >>> import claimcheck
    >>> report = claimcheck.check(["corpora/demo"], as_of="2026-10-15")   # doctest: +SKIP
    >>> report.findings[0].code                                           # doctest: +SKIP
    'CC201'
"""
from __future__ import annotations

import datetime as dt
import os
from typing import Callable, Iterable

from claimcheck.checks.engine import check_overrides, run_rules, select_rules, with_parameters
from claimcheck.checks.context import CheckContext
from claimcheck.errors import InputError, UsageError
from claimcheck.frames.extractor import DocumentExtract, shared_extractor
from claimcheck.frames.pool import ordered_map
from claimcheck.history.audit import AuditReport
from claimcheck.history.audit import audit as _audit
from claimcheck.model import Claim, parse_date
from claimcheck.report.result import Report
from claimcheck.store.index import DEFAULT_DB, ClaimIndex, IndexStats, update_index
from claimcheck.text.ingest import DEFAULT_MAX_BYTES, Document, iter_documents

def _path_list(paths) -> list:
    """``paths`` as a list: one ``str`` or path is one path (never its characters, which would
    read ``/`` — the whole file system — for ``check("notes/")``)."""
    return [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)


__all__ = ["AuditReport", "ClaimIndex", "IndexStats", "Report", "audit", "check", "extract", "extract_text", "index",
           "parse_date", "shared_extractor"]


def extract(paths: Iterable[str | os.PathLike], *, rules_dir: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES,
            encoding: str = "utf-8", progress: Callable[[str], None] | None = None, jobs: int | None = 1) -> Report:
    """Read and extract the claims of ``paths`` (files or folders).

    ``jobs``: extract documents in this many processes (None or 0: every core; 1: here); the
    report is the same whatever the number (:func:`claimcheck.frames.pool.ordered_map`).

    Returns:
        A :class:`Report` with claims and errors (no findings).
    Raises:
        RuleError: the rules data is broken (checked before any text is read).
        UsageError: ``encoding`` names no Python codec.
    """
    paths = _path_list(paths)
    import codecs
    try:
        codecs.lookup(encoding)
    except LookupError:
        raise UsageError("E020", what=f"--encoding {encoding!r}",
                         problem="unknown encoding; use a Python codec name such as utf-8, gbk, gb18030, big5, utf-16") from None
    extractor = shared_extractor(rules_dir)
    documents, extracts, errors = [], [], []

    def readable():
        for item in iter_documents(paths, max_bytes=max_bytes, encoding=encoding):
            if isinstance(item, InputError):
                errors.append(item)
            else:
                yield item

    def here(document):
        # a progress callback may follow the work inside a document too (its ``within``)
        return extractor.extract(document, progress=getattr(progress, "within", None))

    for document, result in ordered_map(_extract_document, readable(), jobs=jobs, rules_dir=rules_dir,
                                        args=(rules_dir,), weight=lambda d: len(d.text), local=here,
                                        started=(lambda d: progress(d.path)) if progress else None):
        result.document = document  # the reader's own object (a worker's result holds a copy)
        documents.append(document)
        extracts.append(result)
    claims = sorted((c for ex in extracts for c in ex.claims), key=lambda c: (c.file, c.line, c.column))
    return Report(claims=claims, findings=[], errors=errors, documents=documents, as_of=None,
                  extracts=extracts, messages=extractor.resources.messages)


def _extract_document(rules_dir: str | None, document: Document) -> DocumentExtract:
    """One document's extract (what a pool worker runs for :func:`extract`)."""
    return shared_extractor(rules_dir).extract(document)


def check(paths: Iterable[str | os.PathLike], *, as_of: str | dt.date | None = None, lang: str = "zh",
          select: Iterable[str] = (), ignore: Iterable[str] = (), rules_dir: str | None = None,
          severity_overrides: dict[str, str] | None = None, max_bytes: int = DEFAULT_MAX_BYTES,
          encoding: str = "utf-8", progress: Callable[[str], None] | None = None,
          index: str | os.PathLike | None = None, baseline: str | os.PathLike | None = None,
          parameters: dict[str, dict] | None = None, jobs: int | None = 1) -> Report:
    """Extract the claims of ``paths`` and run the rule catalogue over them.

    Args:
        paths: files or folders (``*.md``, ``*.txt`` recursively).
        as_of: "today" for date rules; default the newest document date, else today.
        lang: ``zh`` or ``en`` for messages.
        select, ignore: rule codes, code prefixes or names.
        rules_dir: another rules directory (default: the shipped one).
        severity_overrides: rule code or name → severity.
        index: a claim index (``claimcheck index``) whose claims of the same (subject, metric)
            groups are compared with the inputs' claims; findings are kept when they involve
            an input claim.
        baseline: a file written by ``--write-baseline``; findings recorded there are hidden.
        parameters: rule code or name → parameter overrides (tolerances, thresholds).
        progress: hears each document's path as its extraction starts; its optional attributes
            ``within(share)`` hear the share of a big document done, and ``checking(done, total,
            code)`` the rules (done of total, the code of the rule starting): a progress bar.
        jobs: extract in this many processes (None or 0: every core; 1, the default: here);
            the report is the same whatever the number.
    Returns:
        A :class:`Report`.
    Raises:
        RuleError: broken rules data (before any text is read).
        UsageError: a bad date, language or rule selection; a severity or parameter entry for no
            rule, an unknown parameter, or a parameter value of the wrong type.
    """
    paths = _path_list(paths)
    if lang not in ("zh", "en"):
        raise UsageError("E020", what="--lang", problem=f"{lang!r} is not zh or en")
    as_of_date = parse_date(as_of)
    extractor = shared_extractor(rules_dir)
    check_overrides(extractor.resources.rules, severity_overrides, parameters)
    rules = select_rules(extractor.resources.rules, select, ignore)
    if parameters:
        rules = [with_parameters(r, parameters) for r in rules]
    if select and rules and not any(r.checks_documents for r in rules):
        # `check --select CC401` ran nothing and passed: in CI a vacuous pass (a fresh-user trial)
        codes, one = ", ".join(r.code for r in rules), len(rules) == 1
        raise UsageError("E020", what="--select " + ",".join(map(str, select)),
                         problem=f"{codes} {'compares' if one else 'compare'} the versions of a document: "
                                 f"{'it runs' if one else 'they run'} in `claimcheck audit`, not in `check`")
    report = extract(paths, rules_dir=rules_dir, max_bytes=max_bytes, encoding=encoding, progress=progress, jobs=jobs)
    indexed_claims: list[Claim] = []
    indexed_confirmations: list = []
    indexed_doc_urls: dict = {}
    if index is not None:
        # the corpus behind the index takes part as if it had been named on the command line
        from claimcheck.store.index import ClaimIndex
        with ClaimIndex.open(index, rules_hash=extractor.resources.hash) as idx:
            indexed_claims, indexed_confirmations = idx.related(report.claims,
                                                                exclude_files=[d.path for d in report.documents])
            indexed_doc_urls = idx.related_document_urls
    if as_of_date is None:
        dates = [dt.date.fromisoformat(d.date) for d in report.documents if d.date]
        as_of_date = max(dates) if dates else dt.date.today()
    all_claims = sorted([*report.claims, *indexed_claims], key=lambda c: (c.file, c.line, c.column))
    ctx = CheckContext(claims=all_claims, extracts=report.extracts, as_of=as_of_date,
                       resources=extractor.resources, entities=extractor.frames.entities,
                       extra_confirmations=indexed_confirmations, extra_doc_urls=indexed_doc_urls,
                       own_ids=frozenset(c.id for c in report.claims) if index is not None else None)
    # a progress callback may follow the rules too (its ``checking``: rules done of all)
    findings = run_rules(ctx, rules, lang=lang, severity_overrides=severity_overrides,
                         progress=getattr(progress, "checking", None))
    report.metrics = extractor.resources.metrics
    report.capped = dict(sorted(ctx.capped.items()))
    if index is not None:
        # only what concerns the draft: a finding about indexed documents alone is theirs
        own = {c.id for c in report.claims}
        own_files = {d.path for d in report.documents}
        findings = [f for f in findings if own.intersection(f.claims) or
                    (not f.claims and any(loc.file in own_files for loc in f.locations))]
        report.indexed_claims = indexed_claims
    # inline suppressions (<!-- claimcheck: ignore CC204 -->), then the baseline
    from claimcheck.checks import baseline as baseline_mod
    from claimcheck.checks import suppress
    suppressions = [s for d in report.documents for s in suppress.parse(d.path, d.text)]
    report.unknown_suppressions = suppress.check_codes(suppressions, extractor.resources.rules)
    findings, report.suppressed = suppress.apply(findings, suppressions)
    report.unused_suppressions = [s for s in suppressions if not s.used]
    if baseline is not None:
        findings, report.baseline_hidden = baseline_mod.filter_new(findings, baseline, report.claims)
    report.findings = findings
    report.as_of = as_of_date
    report.lang = lang
    report.rules = extractor.resources.rules
    return report


def extract_text(text: str, *, doc_date: str | dt.date | None = None, path: str = "<text>",
                 rules_dir: str | None = None, numbers: str = "claims") -> list[Claim]:
    """The claims of one text given as a string (no file needed).

    Args:
        text: the document text; ``\r\n`` and a lone ``\r`` end a line, as in files.
        doc_date: resolves years of "Sep 28" / "9月28日" and relative dates; None leaves them unresolved.
        path: the name used as the claims' ``file``.
        numbers: ``"claims"`` (default) keeps a bare number (no unit) only in a table column or
            after a metric word; ``"all"`` also keeps every other bare number (Arabic, Chinese
            numerals, English number words) as a claim of kind ``number``.
    Returns:
        Claims sorted by (line, column).
    Raises:
        UsageError: ``numbers`` is neither ``claims`` nor ``all``.
    """
    if numbers not in ("claims", "all"):
        raise UsageError("E020", what="numbers", problem=f"{numbers!r} is not claims or all")
    date = parse_date(doc_date, "doc_date")
    # line ends as files are read (text.ingest.read_document): \r\n and a lone \r end a line
    document = Document(path=path, text=text.replace("\r\n", "\n").replace("\r", "\n"),
                        date=date.isoformat() if date else None)
    return shared_extractor(rules_dir).extract(document, numbers=numbers).claims


def audit(source: str | os.PathLike, *, git: bool = False, since: str | None = None, until: str | None = None,
          lang: str = "zh", select: Iterable[str] = (), ignore: Iterable[str] = (), rules_dir: str | None = None,
          cite: Iterable[str | os.PathLike] = (), index: str | None = None, as_of: str | dt.date | None = None,
          progress: Callable[[str], None] | None = None) -> AuditReport:
    """Audit a living document's history — what ``claimcheck audit`` runs.

    Args:
        source: with ``git``, a file in a git work tree (its ``git log --follow``); else a
            folder of snapshots (ordered by ``manifest.tsv`` or the version numbers / dates in
            their names).
        since, until: revisions (git) or snapshot labels / dates bounding the walk.
        lang: ``zh`` or ``en`` messages.  select, ignore: rule codes, prefixes or names.
        cite: other documents whose claims count as citations for CC403; index: a claim index
            whose claims do too.  as_of: "today" for the newest version's date rules.
        rules_dir: another rules directory.  progress: hears each version label as it is read.
    Returns:
        An :class:`~claimcheck.history.audit.AuditReport`: the newest version's ``claims`` and
        ``findings`` (CC1xx–CC2xx on it, CC401–CC403 on the history), ``versions``, ``tracks``,
        ``.drifting()``, ``.timeline_csv(file)``, ``.to_html()``, ``.to_json()``.
    Raises:
        InputError: ``source`` does not exist (one history: nothing to audit without it).
        UsageError: bad options, git errors, snapshots that cannot be ordered.
        RuleError: broken rules data (before any version is read).
    """
    return _audit(source, git=git, since=since, until=until, lang=lang, select=list(select), ignore=list(ignore),
                  rules_dir=rules_dir, cite=[str(c) for c in cite], index=index, as_of=as_of, progress=progress)


def index(paths: Iterable[str | os.PathLike], db: str | os.PathLike = DEFAULT_DB, *, rules_dir: str | None = None,
          encoding: str = "utf-8", max_bytes: int = DEFAULT_MAX_BYTES, jobs: int | None = 1, prune: bool = False,
          progress: Callable[[str], None] | None = None, scheduler: str | None = None) -> IndexStats:
    """Build or update the claim index ``db`` of a corpus — what ``claimcheck index`` runs.

    Incremental by content hash; one transaction per document; documents under ``paths`` that
    are gone are removed.  Read it back with :class:`ClaimIndex` (``with ClaimIndex.open(db) as
    ix: …``) or check a draft against it with ``check([draft], index=db)``.

    ``jobs``: extract in this many processes (None or 0: every core); ``scheduler``: ``"dask"`` or
    ``"tcp://host:8786"`` extracts on a Dask cluster (docs/scale.md). The index is the same.

    Returns:
        :class:`~claimcheck.store.index.IndexStats`: ``added``, ``updated``, ``removed``,
        ``unchanged``, ``documents``, ``claims``, and ``errors`` — one InputError per input that
        could not be read (a missing path included), as ``check`` and ``extract`` report them;
        ``kept``: indexed documents that exist but could not be read this time keep their
        claims unless ``prune``.
    Raises:
        InputError: ``db`` is not a claimcheck index, is corrupt, stayed locked or cannot be opened.
        RuleError: broken rules data (before the index is touched).
    """
    paths = _path_list(paths)
    return update_index(paths, db, rules_dir=rules_dir, encoding=encoding, max_bytes=max_bytes, jobs=jobs,
                        progress=progress, notice=lambda _line: None, prune=prune, scheduler=scheduler)
