"""CC3xx — identifiers and dates: malformed or anachronistic ids, overdue promises, sources
dated after the document citing them, dates written with the wrong weekday (rules/checks/CC301–CC305;
DESIGN.md §4–§5).

Each check function takes a :class:`~claimcheck.checks.context.CheckContext` and its rule
and yields :class:`~claimcheck.checks.context.Draft` records.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections import defaultdict
from typing import Iterable, Iterator

from claimcheck.extraction.ids import arxiv_month, arxiv_problem
from claimcheck.frames.context import clause_bounds, heading_title
from claimcheck.frames.entities import SUBJECT_TYPES as _SUBJECT_TYPES
from claimcheck.model import Claim
from claimcheck.checks.context import CheckContext, Draft, _date, _src, _where
from claimcheck.checks.lists import _LIST_MARKER, _words_anywhere
from claimcheck.text.segment import row_cells


# -- CC301 malformed-id / CC302 anachronistic-id --------------------------------
def malformed_id(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An identifier that breaks its scheme (arXiv YYMM.NNNNN[vN], month 01–12; a DOI written
    without the slash between its prefix and suffix, variant ``doi``).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC301 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC301-malformed-id.yaml``); parameters read: ``problems_zh`` (the
            reasons of :data:`claimcheck.extraction.ids.PROBLEMS_EN` in Chinese).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per malformed identifier, at its first
        occurrence, every other occurrence (in any input) an extra location: one slip copied
        to several lines is one finding (two gave two findings and two ⚠️ items, a fresh-user
        trial of session 19).
    """
    words_zh = rule.parameters.get("problems_zh") or {}
    for same in _occurrences(c for c in ctx.claims if c.kind == "identifier" and c.flag_value("malformed")):
        c = same[0]
        problem = c.flag_value("malformed")
        # the reason in the reader's language: the flag keeps the English words
        if c.value.startswith("doi:"):
            # a DOI's problems are worded in the rule's doi_problems ({key: {en, zh}})
            words = (rule.parameters.get("doi_problems") or {}).get(problem) or {}
            yield Draft([c], {"id": c.value, "surface": c.surface, "problem": words.get("en", problem),
                              "problem_en": words.get("en", problem), "problem_zh": words.get("zh", problem),
                              "location": _where(c), "subject": c.subject or "-", "variant": "doi"},
                        extra_locations=_also(same))
            continue
        problem_zh = (arxiv_problem(c.value[6:], words_zh) if c.value.startswith("arXiv:") else None) or problem
        yield Draft([c], {"id": c.value, "surface": c.surface, "problem": problem, "problem_en": problem,
                          "problem_zh": problem_zh,
                          "location": _where(c), "subject": c.subject or "-"}, extra_locations=_also(same))


def _also(same: list[Claim]) -> list[tuple]:
    """The other occurrences of one slip as a finding's extra locations (no sides of a conflict)."""
    return [(c.file, c.line, c.column, c.surface) for c in same[1:]]


def _occurrences(claims: Iterable[Claim]) -> list[list[Claim]]:
    """Claims grouped by their value, in order of first occurrence."""
    groups: dict[str, list[Claim]] = {}
    for c in claims:
        groups.setdefault(c.value, []).append(c)
    return list(groups.values())


def anachronistic_id(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An arXiv id issued after the date of the document that cites it, or a DOI whose suffix
    carries a later year (:func:`_late_doi_years`).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC302 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC302-anachronistic-id.yaml``); parameters read: ``doi_year``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per arXiv id newer than its document
        (the occurrences of one id in documents of one date together, as for CC301).
    """
    yield from _late_doi_years(ctx, rule.parameters.get("doi_year") or {})
    yield from _posted_before_issue(ctx, rule.parameters.get("stated_month") or {})
    yield from _late_cve_years(ctx, rule.parameters.get("cve_year") or {})
    late = []
    for c in ctx.claims:
        if c.kind != "identifier" or not c.value.startswith("arXiv:") or c.has_flag("malformed"):
            continue
        ym = arxiv_month(c.value[6:])
        doc = _date(c.doc_date)
        if ym and doc and ym > (doc.year, doc.month):
            late.append(c)
    for group in _per_document_date(late):
        c = group[0]
        ym = arxiv_month(c.value[6:])
        yield Draft([c], {"id": c.value, "surface": c.surface, "id_month": f"{ym[0]}-{ym[1]:02d}",
                          "doc_date": c.doc_date, "location": _where(c), "subject": c.subject or "-"},
                    extra_locations=_also(group))


def _late_cve_years(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """A CVE id whose year is after its document's ("CVE-2029-0147" on a status page of 2028-11-16;
    held-out set 21): the year of a CVE id is the year it was reserved or made public (CVE ID
    syntax, https://www.cve.org/ResourcesSupport/FAQs), so a document cannot cite a later one —
    except in the last ``early_months`` months of a year, when next year's ids may be reserved.
    CC302's ``cve_year`` (``enabled``, ``early_months``); variant ``cve_year``; the occurrences of
    one id in documents of one date together."""
    if not spec.get("enabled", True) or not spec:
        return
    early = int(spec.get("early_months", 0))
    late = []
    for c in ctx.claims:
        if c.kind != "identifier" or not c.has_flag("scheme=cve"):
            continue
        doc = _date(c.doc_date)
        year = int(c.value.split("-")[1])
        if doc is not None and year > doc.year and not (year == doc.year + 1 and doc.month > 12 - early):
            late.append(c)
    for group in _per_document_date(late):
        c = group[0]
        yield Draft([c], {"id": c.value, "surface": c.surface, "id_month": c.value.split("-")[1],
                          "doc_date": c.doc_date, "location": _where(c), "subject": c.subject or "-",
                          "variant": "cve_year"},
                    extra_locations=_also(group))


def _posted_before_issue(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """An arXiv id said to have been posted in a month before the one its YYMM gives ("论文
    arXiv:2410.05779 于 2024 年 4 月挂出"; held-out set 22): an id is issued in the month its first
    version is submitted (arXiv identifier scheme, https://info.arxiv.org/help/arxiv_identifier.html),
    so no version of 2410.x was posted in 2024-04.  CC302's ``stated_month``: ``words`` (a posting
    verb: "挂出", "posted") within ``reach_chars`` after the id, a date of month or day precision
    (or a year alone, earlier than the id's) between the id and the word, on the id's line, with no
    other identifier between.  Variant ``stated_month``; the id's date stays the document's concern
    of the main check."""
    words = [str(w) for w in spec.get("words") or ()]
    if not words:
        return
    reach = int(spec.get("reach_chars", 40))
    verb = re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                               for w in sorted(words, key=len, reverse=True)), re.IGNORECASE)
    on_line: dict[tuple[str, int], list[Claim]] = {}
    for c in ctx.claims:
        if c.kind in ("identifier", "date"):
            on_line.setdefault((c.file, c.line), []).append(c)
    lines = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    for (file, line), claims in on_line.items():
        claims.sort(key=lambda c: c.column)
        text = lines.get((file, line))
        if text is None:
            continue
        for i, c in enumerate(claims):
            if c.kind != "identifier" or not c.value.startswith("arXiv:") or c.has_flag("malformed"):
                continue
            ym = arxiv_month(c.value[6:])
            if ym is None:
                continue
            for d in claims[i + 1:]:
                if d.kind == "identifier" or d.column - c.end_column > reach:
                    break
                if d.kind != "date" or d.low is None:
                    continue
                precision = next((f.partition("=")[2] for f in d.flags if f.startswith("precision=")), "")
                low = _date(str(d.low))
                if low is None or precision not in ("day", "month", "year"):
                    continue
                stated = (low.year, low.month) if precision != "year" else (low.year, 12)
                tail = text[d.end_column - 1:c.end_column - 1 + reach]
                if stated < ym and verb.search(text[c.end_column - 1:d.column - 1] + " " + tail[:12]):
                    yield Draft([c, d], {"id": c.value, "surface": c.surface, "id_month": f"{ym[0]}-{ym[1]:02d}",
                                         "stated": d.surface, "doc_date": c.doc_date or "-", "location": _where(c),
                                         "subject": c.subject or "-", "variant": "stated_month"})
                break


def _per_document_date(claims: list[Claim]) -> Iterator[list[Claim]]:
    """The occurrences of one id (:func:`_occurrences`) split by their documents' dates: one
    finding per id and document date."""
    for same in _occurrences(claims):
        by_date: dict[str | None, list[Claim]] = {}
        for c in same:
            by_date.setdefault(c.doc_date, []).append(c)
        yield from by_date.values()


def _late_doi_years(ctx: CheckContext, spec: dict) -> Iterator[Draft]:
    """A DOI whose suffix carries a year after its document's ("doi:10.21437/Interspeech.2029-419"
    in a thread of 2028-09-20; held-out set 20): CC302's ``doi_year`` — ``pattern``, the year in the
    suffix (its first match), and ``early_months``, the last months of a year in which next year's
    DOIs may already be minted (journals publish articles in press).  Variant ``doi_year``; the
    occurrences of one DOI in documents of one date together."""
    pattern = spec.get("pattern")
    if not pattern:
        return
    year_re = re.compile(str(pattern))
    early = int(spec.get("early_months", 0))
    late = []
    for c in ctx.claims:
        if c.kind != "identifier" or not c.value.startswith("doi:"):
            continue
        doc = _date(c.doc_date)
        m = year_re.search(c.value.partition("/")[2])
        if m is None or doc is None:
            continue
        year = int(m.group(0))
        if year > doc.year and not (year == doc.year + 1 and doc.month > 12 - early):
            late.append((c, year))
    years = dict((c.id, y) for c, y in late)
    for group in _per_document_date([c for c, _ in late]):
        c = group[0]
        yield Draft([c], {"id": c.value, "surface": c.surface, "id_month": str(years[c.id]),
                          "doc_date": c.doc_date, "location": _where(c), "subject": c.subject or "-",
                          "variant": "doi_year"},
                    extra_locations=_also(group))


# -- CC303 overdue-promise -------------------------------------------------------
def overdue_promise(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A promised date that has passed or falls due by the as-of date, with no confirmation
    (a later claim about the same subject carrying a release/confirmation word).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC303 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC303-overdue-promise.yaml``); parameters read: ``high_after_days``,
            ``due_severity`` (the severity of a promise whose period has begun but does not end within
            ``due_soon_days``),
            ``state_words`` (language → overdue / today / due → template with ``{days}``, or its plural forms ``{one, other}``),
            ``kept_on_line_words`` (after the promise on its line, they say it was kept: "实际于").
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per unconfirmed promise that is due or overdue.
        A promised day written with a time and its zone ("2026-10-14 23:00 PT", issue 16 kind 10)
        is an instant: it falls due on the date it has in the easternmost zone (UTC+14), so an
        as-of date without a zone is past it only after that day.
    """
    high_after = int(rule.parameters.get("high_after_days", 30))
    due_severity = rule.parameters.get("due_severity")  # a promise inside its period, not yet past it
    due_soon = int(rule.parameters.get("due_soon_days", 0))  # … unless it falls due within this many days
    words = rule.parameters["state_words"]
    zoned = _zoned_times(ctx.claims)
    confirmed = _Confirmations(ctx, _versions_by_line(ctx), rule.parameters.get("deed"))
    kept_words = [str(w) for w in rule.parameters.get("kept_on_line_words") or ()]
    kept_on_line = _words_anywhere(kept_words) if kept_words else None
    yield from _relative_promises(ctx, rule.parameters.get("relative") or {}, confirmed, words, high_after)
    for c in ctx.claims:
        if c.kind != "date" or not c.has_flag("promise") or not c.low:
            continue
        start = _date(c.low)
        end = _date(c.high) - dt.timedelta(days=1) if c.high else start
        written_end = end
        instant = _time_after(c, start, zoned) if start is not None and end == start else None
        if instant is not None:
            # "2026-10-14 23:00 PT" is the 15th east of UTC+2: the as-of date (no zone) is past
            # the promise only after the day the instant falls on in the easternmost zone
            start = end = max(end, instant.astimezone(_FIRST_ZONE).date())
        if start is None or ctx.as_of < start:
            continue
        if confirmed(c) or (kept_on_line is not None and kept_on_line.search(ctx.line_text(c.file, c.line) or "",
                                                                               c.end_column - 1)):
            continue  # "…前完成 BIDS 转换”，实际于 2047-09-18 完成": the deed's own day, after the promise
        overdue = (ctx.as_of - end).days
        key = "overdue" if overdue > 0 else "today" if overdue == 0 else "due"
        yield Draft([c], {
            "subject": c.subject or "-", "surface": c.surface, "due": written_end.isoformat(),
            "as_of": ctx.as_of.isoformat(), "days": str(max(overdue, 0)), "location": _where(c),
            # the words of each state are data (state_words): a promise inside its period is
            # falling due, not overdue
            **{f"state_{lang}": _state(words[lang][key], abs(overdue)) for lang in ("zh", "en")},
            "source": _src(c),
            # a promise of no system and no release (a to-do's owner, a team's own task) is nothing to
            # look up in release notes: its own recommendation (a fresh-user trial, session 38)
            **({} if c.subject or c.metric == "release_date" else {"variant": "task"}),
            # a promise of no system: what it says will be done stands for it, not "(no subject
            # named)" (fresh-user trial 47, r16)
            "what": c.subject or confirmed.task(c) or "-",
        }, large=overdue >= high_after, severity=due_severity if key == "due" and -overdue > due_soon else None)


def _relative_promises(ctx: CheckContext, spec: dict, confirmed, words: dict, high_after: int) -> Iterator[Draft]:
    """A promise counted from a dated statement ("cnocr V2.3（2023.12.24）发布时写明 base 模型
    '一个月后会免费开源'"; held-out set 22): a duration ("一个月", "two weeks") followed within
    ``reach_chars`` by one of ``after_words`` ("后", "later") and then, in the clause, a release
    word or promised action (grammar.yaml ``release_words`` / ``promise_actions``) — or one of
    ``future_words`` and such a word before it, after the date ("will be open-sourced two weeks
    later") — with a date of
    day or month precision earlier on its line that dates the statement.  Due: that date plus the
    duration.  Reported, as overdue, when the as-of date is more than ``grace_days`` past it and
    nothing confirms it; a clause that says it happened (``done_words``: "了", "已", "were") is
    no promise.  CC303's ``relative``; variant ``relative``."""
    after = [str(w) for w in spec.get("after_words") or ()]
    if not after:
        return
    reach = int(spec.get("reach_chars", 4))
    grace = int(spec.get("grace_days", 0))
    grammar = ctx.resources.grammar
    acts = [str(w) for w in [*(grammar.get("release_words") or ()), *(grammar.get("promise_actions") or ())]]
    if not acts:
        return
    later = re.compile(r"\s?(?:" + "|".join(re.escape(w) for w in sorted(after, key=len, reverse=True)) + ")",
                       re.IGNORECASE)
    action = re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                                 for w in sorted(acts, key=len, reverse=True)), re.IGNORECASE)
    future_words = [str(w) for w in spec.get("future_words") or ()]
    future = re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                                 for w in future_words), re.IGNORECASE) if future_words else None
    done_words = [str(w) for w in spec.get("done_words") or ()]
    done = re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                               for w in sorted(done_words, key=len, reverse=True)), re.IGNORECASE) if done_words else None
    lines = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    dates: dict[tuple[str, int], list[Claim]] = defaultdict(list)
    for c in ctx.claims:
        if c.kind == "date" and c.low and not c.has_flag("relative") and \
                any(f in c.flags for f in ("precision=day", "precision=month")):
            dates[(c.file, c.line)].append(c)
    for c in ctx.claims:
        if c.kind != "quantity" or c.metric != "duration" or c.norm_value is None or c.norm_value <= 0:
            continue
        text = lines.get((c.file, c.line))
        anchors = [d for d in dates.get((c.file, c.line), ()) if d.end_column <= c.column]
        if text is None or not anchors:
            continue
        m = later.match(text, c.end_column - 1, c.end_column - 1 + reach + 8)
        if m is None:
            continue
        clause_end = re.search(r"[。；;！？!?\n]|[，,](?!\d)", text[m.end():m.end() + 200])
        clause = text[m.end():m.end() + (clause_end.start() if clause_end else 40)]
        lead = text[max(anchors[-1].end_column - 1, c.column - 41):c.column - 1]
        if not action.search(clause[:24]) and not (future is not None and future.search(lead) and action.search(lead)):
            continue  # "会免费开源" after the duration, or "will be open-sourced two weeks later" before it
        if done is not None and (done.search(clause[:24]) or done.search(text[max(0, c.column - 7):c.column - 1])):
            continue  # "一个月后完成了迁移", "two weeks later the weights were released": it happened
        anchor = anchors[-1]
        start = _date(anchor.low)
        if start is None:
            continue
        due = start + dt.timedelta(hours=float(c.norm_value))
        overdue = (ctx.as_of - due).days
        if overdue <= grace or confirmed(c):
            continue
        yield Draft([c, anchor], {
            "subject": c.subject or "-", "surface": text[c.column - 1:m.end()] + clause[:24].rstrip(" \"'”」"),
            "due": due.isoformat(), "as_of": ctx.as_of.isoformat(), "days": str(overdue), "location": _where(c),
            **{f"state_{lang}": _state(words[lang]["overdue"], overdue) for lang in ("zh", "en")},
            "source": _src(c), "anchor": anchor.surface, "variant": "relative",
        }, large=overdue >= high_after)


def _state(words, days: int) -> str:
    """A promise's state in words (CC303 ``state_words``): a text with ``{days}``, or plural forms
    ``{one: …, other: …}`` ("overdue by 1 day" / "overdue by 3 days"), filled with ``days``."""
    if isinstance(words, dict):
        words = words.get("one" if days == 1 else "other", words.get("other", ""))
    return str(words).replace("{days}", str(days))


class _Confirmations:
    """Whether a sentence in the inputs says a promised release happened: same subject (or the
    promise's own sentence), in a document not older than the promise's (or than the promised
    period's first day, when that is earlier: a promise repeated after its period began).  When both the
    promise's line and the confirming line name versions, they must share one: "`v0.12.3` 已发布"
    confirms no "v0.13.0 计划于 2026-10 发布" (held-out 4, L023).  Read once per run (places, each
    subject's newest confirming document, and its confirmations that name versions), so a note
    with many promises does not read every confirmation once per promise (issue 18).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext` (its extracts'
            confirmations and the index's ``extra_confirmations``).
        versions: (file, line) → the versions written there (:func:`_versions_by_line`).
    """

    def __init__(self, ctx: CheckContext, versions: dict[tuple[str, int], frozenset[str]] | None = None,
                 deed: dict | None = None) -> None:
        self.versions = versions or {}
        # the deed after a promise's date (CC303's ``deed``: the words before it, the fewest characters repeated)
        deed = deed or {}
        lead = [str(w) for w in deed.get("lead_words") or ()]
        self._deed_lead = re.compile(r"^(?:\s|" + "|".join(re.escape(w) for w in sorted(lead, key=len, reverse=True))
                                     + r")*", re.IGNORECASE) if lead else re.compile(r"^\s*")
        self._lead_words = tuple(lead)
        self._trailing_promise: re.Pattern | None = None  # promise and lead words ending a task (task())
        self._document_noun: re.Pattern | None = None  # a document a date names (grammar.yaml promise_not_before; task())
        self._deed_chars = int(deed.get("min_chars", 8))
        self._deed_function_words = frozenset(str(w).casefold() for w in deed.get("function_words") or ())
        back = [str(w) for w in deed.get("back_reference_words") or ()]
        self._back_reference = re.compile("|".join(re.escape(w) for w in sorted(back, key=len, reverse=True)),
                                          re.IGNORECASE) if back else None
        self._back_stop = frozenset(str(w) for w in deed.get("back_reference_stop") or ())
        done = [str(w) for w in deed.get("completion_words") or ()]
        self._completion = re.compile(r"(?:" + "|".join(re.escape(w) for w in sorted(done, key=len, reverse=True))
                                      + r")", re.IGNORECASE) if done else None
        self._min_setup = int(deed.get("min_setup", 3))
        self._action_re: re.Pattern | None = None
        self.places: set[tuple[str, int]] = set()
        self.newest: dict[str, dt.date] = {}  # subject → the date of the newest document confirming it
        # subject → (date, versions) of its confirmations that name versions, newest first
        self.named: dict[str, list[tuple[dt.date, frozenset[str]]]] = defaultdict(list)
        self._ctx = ctx
        self._lines: dict[tuple[str, int], str] = {}  # (file, line) → the line's text (read once, when asked)
        self._surfaces: dict[tuple[str, int], frozenset[str]] | None = None  # (file, line) → its claims' surfaces
        self._segments: dict[tuple[str, int], list] = defaultdict(list)  # (file, line) → its segments (with _lines)
        # a name word of a confirming line → (date, versions) of those lines (read once, when asked)
        self._by_word: dict[str, list[tuple[dt.date, frozenset[str]]]] | None = None
        self._confirming: list[tuple[tuple[str, int], dt.date]] = []
        for ex in ctx.extracts:
            doc_date = _date(ex.document.date) or ctx.as_of
            for subject, line in ex.confirmations:
                self.places.add((ex.document.path, line))
                self._confirming.append(((ex.document.path, line), doc_date))
                if subject:
                    self._add(subject, doc_date, (ex.document.path, line))
        for subject, file, line, doc_date in ctx.extra_confirmations:
            if subject:
                self._add(subject, _date(doc_date) or ctx.as_of, (file, line))
        for entries in self.named.values():
            entries.sort(key=lambda e: e[0], reverse=True)

    def _add(self, subject: str, date: dt.date, place: tuple[str, int]) -> None:
        said = self.versions.get(place)
        if said:
            self.named[subject].append((date, said))
            return
        if subject not in self.newest or date > self.newest[subject]:
            self.newest[subject] = date

    def __call__(self, promise: Claim) -> bool:
        """True when ``promise`` (a promised date) is confirmed."""
        if (promise.file, promise.line) in self.places:
            return True
        # a confirmation is as old as the promise's document at most — or as its period's first
        # day, when a later note repeats a promise whose period has begun: "已于 2026-09-29 开源" in
        # a note of 11-19 confirms "计划于 2026-09 开源" copied into one of 11-20 (a fresh-user
        # trial, session 33); one older than both tells of an earlier release
        promised_on = _date(promise.doc_date) or dt.date.min
        period_start = _date(promise.low)
        if period_start is not None and period_start < promised_on:
            promised_on = period_start
        if not promise.subject:
            return self._by_name(promise, promised_on, self.versions.get((promise.file, promise.line)))
        if promise.subject in self.newest and self.newest[promise.subject] >= promised_on:
            return True  # a confirmation naming no version confirms any release of the subject
        promised = self.versions.get((promise.file, promise.line))
        for date, said in self.named.get(promise.subject, ()):
            if date < promised_on:
                break
            if not promised or promised & said:
                return True
        return self._by_name(promise, promised_on, promised)

    def _by_name(self, promise: Claim, promised_on: dt.date, promised: frozenset[str] | None) -> bool:
        """A confirming line that names what the promise's line names, when the promise has no
        system for its subject (none, or a vendor, chip or site: entities.yaml types outside
        ``SUBJECT_TYPES``): "NVIDIA Dynamo 计划于 2026 Q3 开源" (subject NVIDIA, the vendor) is
        confirmed by "Dynamo KV 路由模块已在 2026-09 开源" (no known subject; a fresh-user trial of
        session 21 got a FALSE high CC303).  A system's own promise ("The first release of NeMo
        Speech … is scheduled for June 2026") is not: a later line that merely names it ("NeMo
        Speech installs on top of it …", next to "shipped in the official container") confirms
        nothing (batch-3 nemo-toolkit.md's TRUE finding).  A name word is a mixed-case word of three letters or more that is no common
        English word and no known name of a non-subject type (chips, vendors, sites:
        :func:`_name_words`)."""
        if self._by_word is None:
            self._by_word = defaultdict(list)
            for place, date in self._confirming:
                line = self._line(place)
                for word in (_name_words(self._ctx, line, self._claimed(place)) if line else ()):
                    self._by_word[word].append((date, self.versions.get(place) or frozenset()))
        if not self._confirming:
            return False
        if not self._by_word:
            return self._same_deed(promise, promised_on)  # no confirming line names anything
        known = self._ctx.entities.canonical(promise.subject) if promise.subject else None
        if promise.subject and (known is None or known[1] in _SUBJECT_TYPES):
            # a system's own promise needs a confirmation about that system; a system named
            # after its vendor ("NVIDIA Dynamo") is also called by its own word ("Dynamo")
            words = _vendor_product_words(self._ctx, promise.subject)
        elif not promise.subject:
            # a promise of no system ("承诺 08-13 前补上 3.14t 的 CI 结果"): what its own clause
            # names, not the rest of its line ("Granian … 内核已满足；运维组答应 02-20 前把
            # sysctl 打开": Granian's name confirms no sysctl change; held-out set 14)
            place = (promise.file, promise.line)
            words = _name_words(self._ctx, self._clause(place, promise.column), self._claimed(place))
        else:
            place = (promise.file, promise.line)
            words = _name_words(self._ctx, self._line(place), self._claimed(place))
        for word in words:
            for date, said in self._by_word.get(word, ()):
                if date >= promised_on and (not promised or not said or promised & said):
                    return True
        return self._same_deed(promise, promised_on)

    def _same_deed(self, promise: Claim, promised_on: dt.date) -> bool:
        """What the promise's clause says will be done after its date (past CC303's
        ``deed.lead_words``: "前") — the deed and what it delivers — is said done by a confirming
        line: its name words ("AMD 承诺 2026 年 11 月发布 ROCm 7.2" by "ROCm 7.2 已于 2026-11-25
        发布": the promiser is AMD, the release ROCm's), its whole text of at least
        ``deed.min_chars`` characters ("供应商承诺于 2026 年 11 月交付 MI355X 固件更新" by "供应商已于
        2026-11-25 交付 MI355X 固件更新"), or its opening action word (rules/grammar.yaml
        ``release_words``, ``promise_actions``) and what it acts on, half as long, in any order
        ("…前上线 P99 TTFT 告警（阈值 800 ms）" by "P99 TTFT 告警（王芳）已于 2026-12-04 上线"; fresh-user
        trials, session 37), or its action word and the release it names ("前发布修复固件 3.4.2" by
        "固件 3.4.2 已于 2040-10-17 发布": :data:`_NAMED_RELEASE`; held-out set 33).  Returns: bool."""
        place = (promise.file, promise.line)
        if not self._line(place):
            return False  # no segment of the promise's line is known: nothing to read
        clause = self._clause(place, promise.column)
        at = clause.find(promise.surface)
        if at < 0:
            return False
        deed = self._deed_after(clause[at + len(promise.surface):])
        if deed and self._completion is not None and self._completion.fullmatch(deed):
            # "在 H200 上重复本实验（TP2，batch 64），预计 2026-11-12 完成": the date's own clause only
            # says it will be done; what will be is the sentence before it (fresh-user trial 46, r05)
            # (a deed that names a setup is kept only by a line naming all of it: "TP2" alone is no deliverable)
            before = self._sentence_before(place, promise.column)
            setup = self._same_setup(before, place, promised_on)
            if setup is not None:
                return setup
            return self._same_deliverables(before, place, promised_on) or \
                self._same_deed_words(before, place, promised_on)
        named_only = re.sub(r"\s*[（(][^（）()]*[）)]$", "", deed).strip()
        if named_only and self._actions().fullmatch(named_only) and _same_object(self, clause[:at], place, promised_on):
            # "SGLang 灰度报告将于 2026-12-01 前提交（赵倩）": only the action after the date; what it acts on
            # stands before it, and a status row saying it done names that ("| SGLang 0.6.2 灰度报告 | 赵倩 |
            # 2026-12-01 | 已完成 |"; fresh-user trial 50, r15)
            return True
        if not deed:
            # an English deed before its promise: "first public release of DS1 and DS4 promised by
            # 2039-09-30." — confirmed by a later line naming every deliverable it names ("first
            # release of DS1 and DS4 published on 2039-09-27"; held-out set 32) — or the words of
            # what it delivers ("I will share the slides in the team drive by 2026-11-20" by "summit
            # 的 slides 已经传到 team drive 了"; fresh-user trial 44, T43)
            return self._same_deliverables(clause[:at], place, promised_on) or \
                self._same_deed_words(clause[:at], place, promised_on)
        for word in _name_words(self._ctx, deed, self._claimed(place)):
            for date, _ in (self._by_word or {}).get(word, ()):
                if date >= promised_on:
                    return True
        if self._pointed_back(deed, place, promised_on):
            return True
        if len(deed) < self._deed_chars:
            return False
        # … or its action word and what it acts on, in any order ("承诺 2026-12-05 前上线 P99 TTFT 告警" by
        # "P99 TTFT 告警（王芳）已于 2026-12-04 上线"; a fresh-user trial, session 37)
        act = self._actions().match(deed)
        # (without a bracketed aside at its end: "上线 P99 TTFT 告警（阈值 800 ms）" by "P99 TTFT 告警（王芳）已于 … 上线")
        thing = re.sub(r"\s*[（(][^（）()]*[）)]$", "", deed[act.end():].strip()) if act else ""
        # … or its action word and the release it names, a version number with the word written
        # right before it ("发布修复固件 3.4.2": "固件 3.4.2"), whatever else the line says
        release = _NAMED_RELEASE.search(thing)
        named_release = re.compile(rf"(?<![\w.]){re.escape(release.group(1))}\s?{re.escape(release.group(2))}(?![\d.])") \
            if release else None
        for other, date in self._confirming:
            if date < promised_on or other == place:
                continue
            line = re.sub(r"\s+", " ", self._line(other))
            if deed in line or (act and len(thing) >= self._deed_chars // 2 and thing in line and act.group(0) in line):
                return True
            if act and named_release is not None and act.group(0) in line and named_release.search(line):
                return True  # "…前发布修复固件 3.4.2" by "固件 3.4.2 已于 2040-10-17 发布" (held-out set 33)
        return False

    def _deed_after(self, text: str) -> str:
        """The deed a promise's clause names after its date: ``text`` without a leading bracket
        (the date's weekday or time: "（周六）"), CC303's ``deed.lead_words`` ("前", "by") and
        closing punctuation, its spaces collapsed."""
        text = re.sub(r"^\s*[（(][^（）()]{0,16}[）)]", "", text)
        return re.sub(r"\s+", " ", re.sub(r"[\s。．.；;，,！!？?]*$", "", text[self._deed_lead.match(text).end():]))

    def task(self, promise: Claim, max_chars: int = 48) -> str:
        """What ``promise`` (a promised date naming no system) says will be done, for its message:
        the deed its clause names after the date ("乙方计划于 2026-11-20 前在 C 区部署上线 FP8 KV
        cache 支持" → "在 C 区部署上线 FP8 KV cache 支持"), or, when the clause says only that it will
        be done ("预计 2026-11-12 完成") or names it before the date ("Full B200 NVFP4 results will
        be released on our engineering blog by 2026-11-15"), the text before it without the
        promise words (rules/grammar.yaml ``promise_words``) and ``deed.lead_words`` it ends with.
        At most ``max_chars`` characters ("…" marks a cut, not inside an English word); "" when the line holds nothing
        readable.  Fresh-user trial 47 r16: such a message began "(no subject named)"."""
        place = (promise.file, promise.line)
        if not self._line(place):
            return ""
        clause = self._clause(place, promise.column)
        at = clause.find(promise.surface)
        if at < 0:
            # a clause cut inside the date ("by December 12, 2026": the comma of the date; fresh-user
            # trial 48, r18): the sentence, up to the date's end
            clause = self._sentence_before(place, promise.column) + promise.surface
            at = clause.find(promise.surface)
        deed = self._deed_after(clause[at + len(promise.surface):])
        if self._document_noun is None:
            documents = [str(w) for w in self._ctx.resources.grammar.get("promise_not_before") or ()]
            self._document_noun = re.compile(r"(?:的\s?)?(?:" + "|".join(map(re.escape, documents)) + r")",
                                             re.IGNORECASE) if documents else re.compile("(?!)")
        if deed and self._completion is not None and self._completion.fullmatch(deed):
            deed = self._sentence_before(place, promise.column)
        elif not deed or self._document_noun.fullmatch(deed):
            # (a document the date names is no deed: "ship FP8 KV cache by the November update")
            deed = clause[:at]
        if not deed.strip():
            deed = self._row_item(place, promise)
        if not deed.strip():
            return ""
        if self._trailing_promise is None:
            # (and an article the date may follow: "by the November update")
            words = sorted({str(w) for w in (*(self._ctx.resources.grammar.get("promise_words") or ()),
                                             *self._lead_words, "the")}, key=len, reverse=True)
            self._trailing_promise = re.compile(
                r"(?:[\s，,：:；;]|" + "|".join(rf"(?<![A-Za-z]){re.escape(w)}" for w in words) + r")*$", re.IGNORECASE)
        deed = re.sub(r"\s+", " ", deed[:self._trailing_promise.search(deed).start()]).strip(" ，,：:；;")
        deed = _LIST_MARK.sub("", deed)  # "- 在 H200 上重复本实验": a list item's marker is no part of it
        if len(deed) <= max_chars:
            return deed
        cut = deed[:max_chars - 1]
        # (an English word is not cut in two: "… will be release…")
        word = re.search(r"\s[A-Za-z0-9]+$", cut) if re.match(r"[A-Za-z0-9]", deed[max_chars - 1]) else None
        return (cut[:word.start()] if word else cut).rstrip(" ，,") + "…"

    def _row_item(self, place: tuple[str, int], promise: Claim) -> str:
        """What a promise table's row promises, when its date cell says nothing else ("| A-03 |
        全链路压测报告 / End-to-end load-test report | 陈蔚 | 2047-05-31 | 进行中 |"): the row's
        longest cell without the date (an action item's description is its row's longest text;
        held-out set 38, R052).  "" for a date outside a table."""
        found = self._segment_at(place, promise.column)
        if found is None or found[0].kind != "table_cell":
            return ""
        cells = [c.strip() for c in row_cells(found[0].line_text) if promise.surface not in c]
        return max(cells, key=len, default="")

    def _pointed_back(self, deed: str, place: tuple[str, int], promised_on: dt.date) -> bool:
        """A confirming line, no older than ``promised_on`` and not the promise's own, that points
        back at a promise (CC303's ``deed.back_reference_words``: "承诺的", "the promised") and
        shares two words with ``deed`` ("补做 BlackJAX 在 GPU 上的实验" kept by "第 2 稿承诺的 GPU 实验
        已完成": GPU, 实验; held-out set 34, R013).  Returns: bool."""
        if self._back_reference is None:
            return False
        words = self._deed_tokens(deed)
        if len(words) < 2:
            return False
        for other, date in self._confirming:
            if date < promised_on or other == place:
                continue
            line = self._line(other)
            if self._back_reference.search(line) and len(words & self._deed_tokens(line)) >= 2:
                return True
        return False

    def _segment_at(self, place: tuple[str, int], column: int):
        """(segment, offset in its text) of line ``place`` that holds the 1-based ``column``, or None."""
        self._line(place)
        for seg in self._segments.get(place, ()):
            at = column - 1 - seg.offset
            if 0 <= at < len(seg.text):
                return seg, at
        return None

    def _sentence_before(self, place: tuple[str, int], column: int) -> str:
        """The text of the segment (sentence, table cell) of line ``place`` that holds the 1-based
        ``column``, up to that column; "" when no segment holds it."""
        found = self._segment_at(place, column)
        return found[0].text[:found[1]] if found else ""

    def _same_setup(self, before: str, place: tuple[str, int], promised_on: dt.date) -> bool | None:
        """A deed that names its setup ("在 H200 上重复本实验（TP2，batch 64）": H200, TP2, 64 —
        words holding a digit, and numbers) is kept by a confirming line, no older than
        ``promised_on`` and not the promise's own, that names all of it ("H200 上 FP8 KV cache 复测
        已完成（TP2，batch 64）"; fresh-user trial 46, r05).  At least CC303's ``deed.min_setup`` such
        words, one of them holding a letter: fewer say too little to tell one experiment from
        another.  Returns: bool, or None when ``before`` names too little setup to tell."""
        wanted = set(_SETUP_WORD.findall(before))
        if len(wanted) < self._min_setup or not any(re.search(r"[A-Za-z]", w) for w in wanted):
            return None
        for other, date in self._confirming:
            if date < promised_on or other == place:
                continue
            if wanted <= set(_SETUP_WORD.findall(self._line(other))):
                return True
        return False

    def _deed_tokens(self, text: str) -> set[str]:
        """Latin words of three letters or more (case-folded, but CC303's ``deed.function_words``)
        and two-character Chinese words holding no ``deed.back_reference_stop`` character."""
        latin = {w.casefold() for w in re.findall(r"(?<![A-Za-z])[A-Za-z][A-Za-z0-9-]{2,}(?![A-Za-z])", text)}
        han = {run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]{2,}", text) for i in range(len(run) - 1)}
        return (latin - self._deed_function_words) | {w for w in han if not (set(w) & self._back_stop)}

    def _same_deliverables(self, before: str, place: tuple[str, int], promised_on: dt.date) -> bool:
        """A deed written before its promise word and date ("first public release of DS1 and DS4
        promised by 2039-09-30") is confirmed by a confirming line, no older than ``promised_on``
        and not the promise's own, that names every deliverable the deed names: identifiers of
        capitals and digits (:data:`_DELIVERABLE`: "DS1", "TD-05", "WP3") that are no known
        chip, vendor or site (entities.yaml types outside ``SUBJECT_TYPES``) and no vocabulary
        (entities.yaml negatives: "FP8", "INT4").  A deed naming no
        such identifier is confirmed by nothing here.  Returns: bool."""
        others = [(m.start, m.end) for m in self._ctx.entities.mentions(before) if m.type not in _SUBJECT_TYPES]
        # (no vocabulary either: "the FP8 kernels" is what the kernels are, and another team's FP8
        # kernels keep no promise; entities.yaml negatives)
        wanted = {m.group() for m in _DELIVERABLE.finditer(before)
                  if not any(a <= m.start() < b for a, b in others) and not self._ctx.entities.is_negative(m.group())}
        if not wanted:
            return False
        for other, date in self._confirming:
            if date < promised_on or other == place:
                continue
            if wanted <= {m.group() for m in _DELIVERABLE.finditer(self._line(other))}:
                return True
        return False

    def _same_deed_words(self, before: str, place: tuple[str, int], promised_on: dt.date) -> bool:
        """An English deed written before its deadline is kept by a confirming line, no older than
        ``promised_on`` and not its own, that holds at least two of its content words (Latin words
        of four letters or more, but for CC303's ``deed.function_words``) and half of them at least: "share the slides in the team drive" by "slides
        已经传到 team drive 了" (slides, team, drive).  Returns: bool."""
        words = {w.casefold() for w in re.findall(r"(?<![A-Za-z])[A-Za-z]{4,}(?![A-Za-z])", before)} - self._deed_function_words
        if len(words) < 2:
            return False
        for other, date in self._confirming:
            if date < promised_on or other == place:
                continue
            line = {w.casefold() for w in re.findall(r"(?<![A-Za-z])[A-Za-z]{4,}(?![A-Za-z])", self._line(other))}
            shared = words & line
            if len(shared) >= 2 and 2 * len(shared) >= len(words):
                return True
        return False

    def _actions(self) -> re.Pattern:
        """The release words and promised actions (rules/grammar.yaml ``release_words``,
        ``promise_actions``) a promised deed may open with, longest first."""
        if self._action_re is None:
            g = self._ctx.resources.grammar
            words = sorted({str(w) for w in (*(g.get("release_words") or ()), *(g.get("promise_actions") or ()))},
                           key=len, reverse=True)
            self._action_re = re.compile(r"(?:" + "|".join(re.escape(w) for w in words) + r")(?![A-Za-z])" if words
                                         else r"(?!)", re.IGNORECASE)
        return self._action_re

    def _claimed(self, place: tuple[str, int]) -> frozenset[str]:
        """The surfaces of the claims on line ``place`` = (file, line) ("1.5x", "10ms"): a
        digit-led word inside one is a figure, not a name (:func:`_name_words`)."""
        if self._surfaces is None:
            got: dict[tuple[str, int], set[str]] = defaultdict(set)
            for c in self._ctx.claims:
                got[(c.file, c.line)].add(c.surface)
            self._surfaces = {k: frozenset(v) for k, v in got.items()}
        return self._surfaces.get(place, frozenset())

    def _line(self, place: tuple[str, int]) -> str:
        """The text of line ``place`` = (file, line) of an input ("" when none of its segments is there)."""
        if not self._lines:
            for ex in self._ctx.extracts:
                for seg in ex.segments:
                    self._lines.setdefault((ex.document.path, seg.line), seg.line_text)
                    self._segments[(ex.document.path, seg.line)].append(seg)
        return self._lines.get(place, "")

    def _clause(self, place: tuple[str, int], column: int) -> str:
        """The clause (:func:`~claimcheck.frames.context.clause_bounds`) of the segment (sentence,
        table cell) of line ``place`` that holds the 1-based ``column``; the whole line when no
        segment holds it."""
        found = self._segment_at(place, column)
        if found is None:
            return self._line(place)
        seg, at = found
        start, end = clause_bounds(seg.text, at)
        return seg.text[start:end]


def _same_object(confirmed: _Confirmations, before: str, place: tuple[str, int], promised_on: dt.date) -> bool:
    """What a promise acts on, written before its date ("SGLang 灰度报告将于"), is said done by a
    confirming line of ``confirmed`` (the run's :class:`_Confirmations`), no older than
    ``promised_on`` and not the promise's own, that holds at least two of its words
    (:meth:`_Confirmations._deed_tokens`: Latin words, two-character Chinese words) and more than
    half of them ("| SGLang 0.6.2 灰度报告 | 赵倩 | 2026-12-01 | 已完成 |": sglang, 灰度, 度报, 报告;
    "SGLang 0.6.2 压测报告" shares two of four).
    A thing of one word ("SGLang 0.7 将于 … 发布": a release) is left to the subject's own
    confirmations.  Returns: bool."""
    words = confirmed._deed_tokens(before)
    if len(words) < 2:
        return False
    for other, date in confirmed._confirming:
        if date < promised_on or other == place:
            continue
        shared = words & confirmed._deed_tokens(confirmed._line(other))
        if len(shared) >= 2 and 2 * len(shared) > len(words):
            return True
    return False


#: a release a deed names: the word right before a version number (two Han characters or a Latin
#: word) and the number ("固件 3.4.2", "SDK 4.2.1"; :meth:`_Confirmations._same_deed`)
_NAMED_RELEASE = re.compile(r"([\u4e00-\u9fff]{2}|[A-Za-z][\w-]{1,30})\s?(\d+\.\d+(?:\.\d+)*)(?![\d.])")

#: a list item's marker opening a line ("- ", "* ", "1. ", "2) ", "- [ ] ")
_LIST_MARK = re.compile(r"^(?:[-*+•]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)、]\s+)")

#: a word of a setup: letters and digits together ("H200", "TP2", "B200") or a number ("64", "0.5")
_SETUP_WORD = re.compile(r"(?<![A-Za-z0-9_.])(?:[A-Za-z]+\d[A-Za-z0-9]*|\d+(?:\.\d+)?)(?![A-Za-z0-9_]|\.\d)")
#: a deliverable's identifier: two or more capitals and a number, maybe joined by "-" ("DS1", "TD-05",
#: "WP3"), standing alone
_DELIVERABLE = re.compile(r"(?<![A-Za-z0-9_.\-])[A-Z]{2,5}-?\d{1,3}(?![A-Za-z0-9_]|[.\-]\d)")


#: a word that may name a system: letters and digits, maybe joined by "-" or "." ("Dynamo", "MoonKV", "vLLM",
#: "llama.cpp"), or a build or variant tag opening with digits ("3.14t", "4bit")
_WORD = re.compile(r"(?<![A-Za-z0-9_.])(?:[A-Za-z][A-Za-z0-9]*|\d+(?:\.\d+)*[a-z]+)(?:[-.][A-Za-z0-9]+)*(?![A-Za-z0-9_])")


def _name_words(ctx: CheckContext, text: str, claimed: frozenset[str] | None = None) -> set[str]:
    """The words of ``text`` that name a system, not a thing of a known non-subject type: mixed
    case ("Dynamo", "MoonKV", "vLLM"; not "NVIDIA", "GPU", "bs") or a digit-led tag ("3.14t",
    a free-threaded build), three letters or more (a tag: any), no common
    English word (rules/grammar.yaml ``common_words_file``: "Release", "The") or month name
    (``months``: "Sep") and outside every
    known mention whose type is not a subject's (``H100``, ``GitHub``: entities.yaml).  A
    digit-led tag counts only when ``claimed`` (the surfaces of the line's claims) is given and
    no claim holds it.  Returns a set of the words, case kept."""
    if not text:
        return set()
    from claimcheck.resources.records import common_words

    name = ctx.resources.grammar.get("common_words_file")
    common = common_words(ctx.resources.root / str(name)) if name else frozenset()
    # month names ("Sep 30", "September") are dates, not names (rules/grammar.yaml ``months``)
    months = {str(w).rstrip(".").casefold() for words in (ctx.resources.grammar.get("months") or {}).values()
              for w in (words if isinstance(words, list) else [words])}
    others = [(m.start, m.end) for m in ctx.entities.mentions(text) if m.type not in _SUBJECT_TYPES]
    words = set()
    for m in _WORD.finditer(text):
        word = m.group()
        letters = sum(ch.isalpha() for ch in word)
        tag = word[0].isdigit()  # "3.14t": a digit-led tag, named in lower case
        if tag and (claimed is None or any(word in surface for surface in claimed)):
            continue  # only where the line's figures are known: "1.5x", "10ms" are figures
        if (letters < 3 and not tag) or word.isupper() or (word.islower() and not tag) \
                or any(a <= m.start() < b for a, b in others):
            continue
        low = word.casefold()
        if low in common or low in months or (low.endswith("s") and low[:-1] in common):
            continue
        words.add(word)
    return words


def _vendor_product_words(ctx: CheckContext, subject: str) -> set[str]:
    """The name words (:func:`_name_words`) of a system's name that opens with its vendor, after
    the vendor: "NVIDIA Dynamo" (entities.yaml: an engine; NVIDIA an ``org``) → {"Dynamo"}; a
    name that does not open with a known vendor ("NeMo Speech", "SGLang") → empty set."""
    parts = subject.split(" ")
    for n in range(len(parts) - 1, 0, -1):
        known = ctx.entities.canonical(" ".join(parts[:n]))
        if known is not None and known[1] == "org":
            return _name_words(ctx, " ".join(parts[n:]))
    return set()


def _versions_by_line(ctx: CheckContext) -> dict[tuple[str, int], frozenset[str]]:
    """(file, line) → the versions written on that line (``version`` claims' values without a
    leading v: "v0.13.0" and "0.13.0" are one release)."""
    out: dict[tuple[str, int], set[str]] = defaultdict(set)
    for c in ctx.claims:
        if c.kind == "version":
            out[(c.file, c.line)].add(str(c.value).lstrip("vV"))
    return {k: frozenset(v) for k, v in out.items()}


# -- CC304 future-dated-source -----------------------------------------------------
def future_dated_source(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A claim attributed to a source dated after the document that cites it.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC304 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC304-future-dated-source.yaml``); parameters read: none.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per source dated after its document
        (the first line citing it: the claims that rest on it later are no new finding, held-out
        set 6 had five for one README).  A source date written with a time and its zone ("2026-09-29 01:00 北京时间",
        issue 16 kind 10) is an instant: it is after a document date without a zone only when it
        falls after that day's end in every zone (UTC-12), so the rule compares instants, not
        the local dates.
    """
    seen = set()
    zoned = _zoned_times(ctx.claims)
    listed = _mentioned_source_dates(ctx, rule, zoned)
    listed.update(_reference_entry_dates(ctx, rule))
    # on a line, the finding stands at the source's own date when it is a claim there ("《2037 年…
    # 调查》（2037-12-05 发布）": at 2037-12-05, not at the title's year; held-out set 31)
    own_date = lambda c: c.kind == "date" and c.source.date is not None and c.low == c.source.date
    order = {id(c): i for i, c in enumerate(ctx.claims)}
    first_line = {}
    for c in ctx.claims:
        first_line.setdefault((c.file, c.line), order[id(c)])
    for c in sorted(ctx.claims, key=lambda c: (first_line[(c.file, c.line)], not own_date(c), order[id(c)])):
        src, doc = _date(c.source.date), _date(c.doc_date)
        if c.kind == "date" and id(c) not in listed and str(c.value) == c.doc_date:
            continue  # the document's own date ("日期：2028-05-19") is cited from no source, even under a "Source:" line
        if id(c) in listed and not src:
            # "5. Internal wiki, "JPEG decode re-run", posted 2027-07-02." under "## References":
            # the entry is a cited source, its date the source's
            src, c = _date(str(c.value)), dataclasses.replace(c, source=dataclasses.replace(
                c.source, attribution=listed[id(c)], date=str(c.value)))
        if src and doc and src > doc and (c.file, c.line) not in seen:
            key = (c.file, _source_key(c.source.attribution), src)
            if key in seen:
                continue  # the same source cited again: one finding per source
            instant = _source_instant(c, src, zoned)
            if instant is not None and instant < dt.datetime.combine(doc + dt.timedelta(days=1), dt.time(), _LAST_ZONE):
                continue  # "2026-09-29 01:00 北京时间" is still 2026-09-28 west of UTC+6: maybe not after the document
            seen.update({(c.file, c.line), key})
            yield Draft([c], {"subject": c.subject or "-", "surface": c.surface, "source_date": src.isoformat(),
                              "doc_date": doc.isoformat(), "source": _src(c), "location": _where(c)})


def _reference_entry_dates(ctx: CheckContext, rule) -> dict[int, str]:
    """The publication dates of the entries of a references list: ``id(claim)`` → the entry's
    text before the date (the source) for every day-precise date claim in a list item of a
    section whose own heading is one of the rule's ``reference_headings``, written right after
    one of its ``publication_words`` ("posted 2027-07-02", "发布于 2027-07-02")."""
    headings = {str(h).casefold() for h in rule.parameters.get("reference_headings") or ()}
    words = [str(w) for w in rule.parameters.get("publication_words") or ()]
    if not headings or not words:
        return {}
    before = re.compile(r"(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                        + r")(?:\s?(?:on|at|于))?[\s:：,，]{0,3}$", re.IGNORECASE)
    entries: dict[tuple[str, int], object] = {}
    for ex in ctx.extracts:
        for seg in ex.segments:
            title = heading_title(seg.section[-1]).rstrip(" :：") if seg.section else ""
            # an entry is a list item, or a line opening with its number in brackets ("[8] 主办方
            #赛后分析 …, posted 2041-08-29": lines of a paragraph; held-out set 34)
            if (seg.kind == "list_item" or _NUMBERED_ENTRY.match(seg.line_text)) and _title_names(title) & headings:
                entries.setdefault((ex.document.path, seg.line), seg)
    out = {}
    for c in ctx.claims:
        seg = entries.get((c.file, c.line)) if c.kind == "date" else None
        if seg is None or "precision=day" not in c.flags:
            continue
        at = c.column - 1
        line = seg.line_text
        if not before.search(line[max(0, at - 16):at]):
            continue
        source = _LIST_MARKER.sub("", line[:at].lstrip()).rstrip(" ,，:：")
        out[id(c)] = before.sub("", source).rstrip(" ,，:：") or source
    return out


#: a references entry opening with its number in brackets ("[8] …", "［3］…")
_NUMBERED_ENTRY = re.compile(r"^\s*(?:\[\d{1,3}\]|［\d{1,3}］)")
#: a heading's number before its title ("9. ", "九、", "第 9 节 ", "IV. ", "A.1 ")
_HEADING_NUMBER = re.compile(r"^(?:第\s?[\d一二三四五六七八九十百]+\s?[章节部分篇]\s*|[\d一二三四五六七八九十]+(?:\.\d+)*[.、:：)）]?\s+"
                             r"|[一二三四五六七八九十]+、\s*|[IVX]+\.\s+|[A-Z]\.(?:\d+\.?)*\s+)")


def _title_names(title: str) -> set[str]:
    """The names a heading's title gives its section, case-folded: the whole title without its
    number, and each part of a bilingual title ("9. 参考 / References" → {"参考 / references",
    "参考", "references"}; held-out set 34's R054), split at "/", "|" or a bracket."""
    bare = _HEADING_NUMBER.sub("", title.strip()).strip()
    names = {title.casefold(), bare.casefold()}
    names.update(p.strip().casefold() for p in re.split(r"\s*[/|｜]\s*|\s*[（(]|[）)]\s*", bare) if p.strip())
    return names


def _mentioned_source_dates(ctx: CheckContext, rule, zoned: dict) -> dict[int, str]:
    """The dates that date a published source named beside them, outside a references list:
    ``id(claim)`` → the source's words, for every day-precise date claim whose clause has one of
    the rule's ``source_nouns`` right before it (with "of", an opening bracket, or a bracket's
    first part between), or after it within ``source_reach_chars`` with only a ``source_joiners``
    word ("的", "发的"), a quoted title or one word between, or before it with a quoted title and
    an opening bracket between ("the Cerebras changelog entry of 2026-12-22", "博客《…》（2029-05-30）",
    "release note（vipshop/cache-dit，2026-12-03）", "vLLM 博客 2026/12/13 的「…」一文", "2027-02-11
    发的 benchmark 更新帖", "2026-12-14 快照"; held-out sets 5, 7–10, 12, 13, 15), or the noun, a comma,
    the date and a ``publication_words`` word ("图像平台 wiki，2029-03-21 更新"; held-out set 23).  A clause that
    plans the date (``plan_words``: "计划", "due", "by") and a date with a zoned time are left out.

    Returns: ``id(claim)`` → the source (the clause's words from the noun to the date, or from the
    date to the noun).  Rules: rules/checks/CC304-future-dated-source.yaml.
    """
    nouns = sorted((str(w) for w in rule.parameters.get("source_nouns") or ()), key=len, reverse=True)
    if not nouns:
        return {}
    reach = int(rule.parameters.get("source_reach_chars") or 40)
    noun = "(?:" + "|".join(re.escape(w) + (r"s?\b" if w.isascii() else "") for w in nouns) + ")"
    plans = [str(w) for w in rule.parameters.get("plan_words") or ()]
    plan = re.compile("|".join((r"\b" + re.escape(w) + r"\b") if w.isascii() else re.escape(w) for w in plans),
                      re.IGNORECASE) if plans else None
    published = "|".join(re.escape(str(w)) for w in sorted(rule.parameters.get("publication_words") or (),
                                                             key=len, reverse=True)) or "(?!)"
    # the noun, then what may stand between it and the date: nothing, "of", a bracket, a
    # bracket's first part up to its comma, a comma and a publication word ("discussion,
    # posted 2027-02-11"), or a few words and a publication word with its colon ("Opik README
    # 顶部标注 \"Last updated: 2029-07-17\""; held-out set 21), or a quoted title and a bracket
    # ("Keras 团队博客《Choosing a backend in 2029》（2029-05-30）"; held-out set 22)
    # (… or the noun's version and a bracket: "风格指南 v4.0（2041-03-28 发布）"; held-out set 33)
    before = re.compile(r"(?:\b|(?<=[^\x00-\x7f]))(" + noun + r")(?:\s*|\s+of\s+|\s*(?:[vV]?\d{1,3}(?:\.\d{1,3}){1,2}\s*)?[(（]\s*|"
                        r"\s*[《“\"「『][^》”\"」』]{1,40}[》”\"」』]\s*(?:[(（]|[,，]\s*(?:" + published + r")(?:\s?(?:on|于))?)\s*|"
                        r"\s*[(（][^()（）,，]{1,30}[,，]\s*|\s*[,，]?\s*(?:" + published + r")(?:\s?(?:on|于))?\s*|"
                        # (… or a few words of the noun's own, a comma and a publication word: "letter of
                        # support, dated November 20, 2045"; held-out set 37, R026)
                        r"(?:\s+[A-Za-z][\w-]*){1,3}\s*[,，]\s*(?:" + published + r")(?:\s?(?:on|于))?\s*|"
                        r"[^()（）,，]{1,24}?(?<![\w])(?:" + published + r")(?:\s?(?:on|于))?\s*[:：]\s*)$",
                        re.IGNORECASE)
    # after the date: "的" / "发的" / "发布的", a quoted title or one word, then the noun
    joiners = "|".join(re.escape(str(w)) for w in rule.parameters.get("source_joiners") or ()) or "(?!)"
    # (past a weekday in brackets: "2034-09-05（周二）发布的《… 升级公告》", held-out set 28)
    # … or a quoted title that ends with the noun ("发布的《云枢 8.5 调度服务升级公告》")
    after = re.compile(r"^(?:\s*[（(][^（()）]{1,9}[)）])?\s*(?:" + joiners + r")?\s*(?:"
                       r"[「“\"《『][^」”\"》』]{0,40}?(?:" + noun + r")[」”\"》』]|"
                       r"(?:[「“\"《『][^」”\"》』]{1,40}[」”\"》』]\s*)?"
                       r"(?:[\w.+-]{1,20}\s?)?(" + noun + r"))", re.IGNORECASE)
    # a title in 《》 and its publication date after a publication word, whatever names it ("供应商 benchmark
    # 报告《B200 Serving Performance Report》，发布日期 2026-12-20"; a fresh-user trial, session 37)
    titled = re.compile(r"(《[^《》]{1,60}》)\s*[,，]?\s*(?:" + published + r")\s?(?:on|于|为|是|[:：])?\s*$", re.IGNORECASE)
    # the noun, a comma, the date, then a publication word after it ("图像平台 wiki，2029-03-21 更新")
    listed = re.compile(r"(?:\b|(?<=[^\x00-\x7f]))(" + noun + r")\s*[,，]\s*$", re.IGNORECASE)
    published_after = re.compile(r"^\s?(?:" + published + r")(?![\w])", re.IGNORECASE)
    # a bracket that opens with the noun, then a comma and the date ("书面确认（邮件，2036-08-28）";
    # held-out set 30)
    bracketed = re.compile(r"[(（]\s*(" + noun + r")\s*[,，]\s*$", re.IGNORECASE)
    stops = "。；;!?！？\n"
    lines: dict[tuple[str, int], str] = {}
    for ex in ctx.extracts:
        for seg in ex.segments:
            lines.setdefault((ex.document.path, seg.line), seg.line_text)
    out: dict[int, str] = {}
    for c in ctx.claims:
        if c.kind != "date" or "precision=day" not in c.flags or not c.doc_date:
            continue
        line = lines.get((c.file, c.line))
        if line is None or _time_after(c, _date(c.doc_date) or dt.date.min, zoned) is not None:
            continue
        start, end = c.column - 1, c.end_column - 1
        if line[start:end] != c.surface:
            continue
        lead = line[max(0, start - reach):start]
        lead = lead[max(lead.rfind(s) for s in stops) + 1:]
        tail = line[end:end + reach]
        cut = min((i for i in (tail.find(s) for s in stops + ",，") if i >= 0), default=len(tail))
        tail = tail[:cut]
        if plan is not None and plan.search(lead[max(lead.rfind(s) for s in ",，") + 1:]):
            continue
        m = before.search(lead)
        if m is not None:
            source = (lead[m.start():] + c.surface).strip()
            for opening, closing in (("(", ")"), ("（", "）"), ("“", "”"), ("「", "」")):
                if source.count(opening) > source.count(closing):
                    source += closing
            if source.count('"') % 2:
                source += '"'  # the quote the date stands in ("… \"Last updated: 2029-07-17\"")
            out[id(c)] = source
            continue
        m = titled.search(lead) or bracketed.search(lead)
        if m is not None:
            out[id(c)] = (lead[m.start():].lstrip("(（ ") + c.surface).strip()
            continue
        m = listed.search(lead)
        n = published_after.match(tail) if m is not None else None
        if n is not None:
            # "（图像平台 wiki，2029-03-21 更新）": the noun, a comma, the date and a publication word
            # after it (held-out set 23)
            opened = re.search(r"[(（]([^()（）]{1,40})[,，]\s*$", lead)
            out[id(c)] = (opened.group(1).strip() if opened else lead[m.start():].rstrip(" ,，")) + "，" + \
                c.surface + tail[:n.end()]
            continue
        m = after.match(tail)
        if m is not None and (plan is None or not plan.search(tail[:m.end()])):
            # inside a bracket whose first part names the document ("（BYVoid/OpenCC NEWS.md，
            # 2028-05-26 版）"), that part is the source's name too
            opened = re.search(r"[(（]([^()（）]{1,40})[,，]\s*$", lead)
            out[id(c)] = (opened.group(1).strip() + "，" if opened else "") + c.surface + tail[:m.end()]
    return out


def _source_key(attribution: str | None) -> str:
    """A source's attribution without the punctuation a line puts after it ("…2026-12-09 版）；" and
    "…2026-12-09 版）" are one source)."""
    return re.sub(r"[\s;；,，。.:：]+$", "", attribution or "")


#: a date without a zone is that day somewhere between UTC+14 and UTC-12: it ends last at UTC-12,
#: and an instant has its latest date at UTC+14
_LAST_ZONE = dt.timezone(dt.timedelta(hours=-12))
_FIRST_ZONE = dt.timezone(dt.timedelta(hours=14))


def _zoned_times(claims: list[Claim]) -> dict[tuple[str, int], list[Claim]]:
    """The times of day written with their zone (flag ``tz``), by (file, line)."""
    out: dict[tuple[str, int], list[Claim]] = {}
    for t in claims:
        if t.kind == "date" and t.flag_value("tz"):
            out.setdefault((t.file, t.line), []).append(t)
    return out


def _instant(t: Claim, day: dt.date) -> dt.datetime | None:
    """The instant of the zoned date claim ``t``: its own value when it is one
    ("2026-09-29T01:00+08:00", a day and its zoned time read as one claim), else the time of day
    ``t`` ("01:00+08:00") on ``day``; None when neither parses."""
    text = str(t.value) if "T" in str(t.value) else f"{day.isoformat()}T{t.value}"
    try:
        return dt.datetime.fromisoformat(text)
    except ValueError:
        return None


def _source_instant(c: Claim, src: dt.date, zoned: dict) -> dt.datetime | None:
    """The instant of ``c``'s source date when its attribution writes a time of day with a zone
    after it ("官方公告（2026-09-29 01:00 北京时间）", "release notes, Sep 29 9am UTC+8"); None
    otherwise."""
    attribution = c.source.attribution or ""
    for t in zoned.get((c.file, c.line), ()):
        if t.surface and t.surface in attribution:
            return _instant(t, src)
    return None


def _time_after(c: Claim, day: dt.date, zoned: dict) -> dt.datetime | None:
    """The instant of the date claim ``c``: its value when it is an instant ("2026-10-15 10:00
    北京时间" read as one claim), else a time of day with its zone that follows it on its line
    within three characters; None otherwise."""
    if c.flag_value("tz") and "T" in str(c.value):
        return _instant(c, day)
    for t in zoned.get((c.file, c.line), ()):
        if t is not c and 0 <= t.column - c.end_column <= 3:
            return _instant(t, day)
    return None


# -- CC305 weekday-mismatch ----------------------------------------------------------
def weekday_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A day-precise date written with a weekday it does not fall on ("2026-12-08（周一）": a
    Tuesday; fresh-user trial 44, r18).

    The weekday is read in brackets or after a comma right after the date, or right before it
    ("Monday, 3 June 2041", "Tue 2026-12-08"): Chinese names are rules/grammar.yaml
    ``weekday_words`` × ``weekday_days``, English ones ``weekday_names`` and CC305's
    ``abbreviations``; a weekday followed by one of CC305's ``span_words`` starts a span of
    weekdays ("周一至周五") and names no date.  Weekdays by ``datetime.date.weekday`` (the
    proleptic Gregorian calendar); a date without its year has the year the extractor inferred
    from the document's date.  Dates read from a weekday ("下周二") and ranges are skipped.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC305 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC305-weekday-mismatch.yaml``); parameters read: ``abbreviations``,
            ``span_words``, ``names`` ({en, zh}: seven names each, Monday first).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per date and its wrong weekday.
    """
    before, after = _weekday_patterns(ctx.resources.grammar, rule.parameters)
    names = rule.parameters.get("names") or {}
    days = _weekday_days(ctx.resources.grammar, rule.parameters)
    for c in ctx.claims:
        if c.kind != "date" or not c.has_flag("precision=day") or c.has_flag("weekday") or c.has_flag("relative") \
                or c.has_flag("range") or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", c.value or ""):
            continue
        line = ctx.line_text(c.file, c.line)
        start, end = c.column - 1, c.end_column - 1
        # right after the date, inside its surface's head ("Monday, 3 June 2041"), or right before it
        m = after.match(line, end) or before.match(line, start, end) or next(
            (b for b in before.finditer(line, max(0, start - 12), end) if b.end() == start), None)
        if m is None:
            continue
        if m.re is after and m.group("w2") and _NEXT_DATE.match(line, m.end()):
            continue  # "November 13, 2036, Friday, 19 March …": the weekday may be the next date's
        if m.re is before and re.search("[，,]", m.group(0)) and not _CLAUSE_START.search(line, 0, m.start()):
            continue  # "2026-12-05 is a Saturday, 2026-12-10 a Thursday": the weekday is the earlier date's
        written = days.get((m.group("w") or m.groupdict().get("w2") or "").lower())
        try:
            actual = dt.date.fromisoformat(c.value).weekday()
        except ValueError:
            continue
        if written is None or written == actual:
            continue
        en, zh = names.get("en") or [], names.get("zh") or []
        yield Draft([c], {
            "surface": line[min(start, m.start()):max(end, m.end())].strip(" ，,"), "location": _where(c),
            "date": c.value, "subject": c.subject or "-",
            "stated": en[written] if len(en) == 7 else str(written),
            "stated_en": en[written] if len(en) == 7 else str(written),
            "stated_zh": zh[written] if len(zh) == 7 else str(written),
            "expected": en[actual] if len(en) == 7 else str(actual),
            "expected_en": en[actual] if len(en) == 7 else str(actual),
            "expected_zh": zh[actual] if len(zh) == 7 else str(actual)})


#: what may follow a weekday written after a date's comma when it names that date: not a comma
#: and another date or the line's end ("…, 2036, Friday,⏎", "…, Wednesday, 24 March 2038")
_NEXT_DATE = re.compile(r"\s*[，,]?\s*(?:$|\d|[A-Z][a-z]+\.?\s?\d)")
#: a weekday and a comma before a date start its clause: at the line's start or after a list
#: marker, a bracket or punctuation ("- Monday, 3 June 2041", "; Tuesday, 2026-12-08")
_CLAUSE_START = re.compile(r"(?:^|[-*•>:：;；。,，.(（\[【|]|\d\.)\s*$")


def _weekday_days(grammar, params: dict) -> dict[str, int]:
    """Every weekday name CC305 reads, lower case → 0 (Monday) … 6 (Sunday)."""
    days = {f"{w}{d}": int(n) for w in grammar.get("weekday_words") or [] for d, n in (grammar.get("weekday_days") or {}).items()}
    days.update({str(k).lower(): int(v) for k, v in (grammar.get("weekday_names") or {}).items()})
    days.update({str(k).lower(): int(v) for k, v in (params.get("abbreviations") or {}).items()})
    return days


def _weekday_patterns(grammar, params: dict) -> tuple[re.Pattern, re.Pattern]:
    """(before, after): a weekday name written right before a date ("Monday, ", "Tue ") — searched
    in the line up to the date's end, the match ending at the date or inside its surface — and one
    right after it, in brackets or after a comma or a space ("（周一）", ", Monday", " (Thu)"),
    matched at the date's end; group ``w`` is the name."""
    names = sorted(_weekday_days(grammar, params), key=len, reverse=True)
    alternation = "|".join(re.escape(n) for n in names)
    spans = "|".join(re.escape(str(w)) for w in params.get("span_words") or ())
    not_span = rf"(?!\s*(?:{spans}))" if spans else ""
    after = re.compile(rf"\s?(?:[（(]\s?(?P<w>{alternation})(?![A-Za-z]){not_span}\s?[）)]"
                       rf"|[，,]?\s?(?P<w2>{alternation})(?![A-Za-z]){not_span})", re.IGNORECASE)
    before = re.compile(rf"(?<![A-Za-z])(?P<w>{alternation})(?![A-Za-z])[，,]?\s?(?=\d|[A-Z][a-z]+\.?\s?\d)", re.IGNORECASE)
    return before, after
