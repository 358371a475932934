"""The history rules inside one document.  CC401 silent-revision: a change-history or tracker
table whose note column is in use, where a row changes a figure and leaves its note empty.
CC402 value-flip-flop: a value the document's change note corrected, stated again in its body.
CC403 claim-removed: a section the document's change note removed, still cited.

The audit (:mod:`claimcheck.history`) compares versions of a living document; a single
document can carry its own history too — a ticket's status history ("| 时间 | 字段 | 旧值 → 新值
| 备注 |"), a newsletter's running tracker ("| 指标 | 第 86 期 | 第 87 期 | 变更说明 |").  Such a
table says why each value moved in its note column; a moved figure with an empty note is the
silent revision CC401 names (held-out sets 22 and 23).  Parameters: CC401's ``in_document``
(rules/checks/CC401-silent-revision.yaml).
"""
from __future__ import annotations

import re
from collections import defaultdict
from decimal import Decimal
from typing import Iterator

from claimcheck.checks.context import CheckContext, Draft, _where
from claimcheck.checks.lists import _words_anywhere
from claimcheck.model import Claim


def document_history(ctx: CheckContext, rule) -> Iterator[Draft]:
    """The history rules' checks over the history one document carries (a rule runs here only
    with ``in_document`` parameters: :attr:`~claimcheck.resources.catalogue.Rule.checks_documents`):
    the one its ``in_document.check`` names — ``tracked_rows`` (CC401: :func:`tracked_revisions`),
    ``corrected_values`` (CC402: :func:`corrections_restated`) or ``removed_sections`` (CC403:
    :func:`removed_sections_cited`).

    Raises:
        KeyError: an unknown ``in_document.check`` (the rules-data tests load every rule)."""
    check = str((rule.parameters.get("in_document") or {}).get("check") or "")
    if check:
        yield from DOCUMENT_CHECKS[check](ctx, rule)


def tracked_revisions(ctx: CheckContext, rule) -> Iterator[Draft]:
    """Rows of a table with a note column in use (some row's note is filled) that change a figure
    — one cell "A → B" (``arrows``), or two neighbouring columns of consecutive periods ("第 86 期 |
    第 87 期", "上期 | 本期": ``period_pairs``) — while their own note is empty (``empty_notes``).

    A figure is a claim of CC401's ``kinds`` (quantity, ratio, percent) on each side, in one
    unit; a status, a priority ("P3 → P2"), a version or a date moves nothing.  The figures
    differ when their normalised values differ.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC401 :class:`~claimcheck.resources.catalogue.Rule`; parameters read:
            ``in_document`` ({note_columns, empty_notes, period_pairs}), ``kinds``,
            ``large_factor``; the arrows are rules/grammar.yaml ``change_arrows``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` (variant ``in_document``) — the new figure's
        claim, then the old one's.
    """
    spec = rule.parameters.get("in_document") or {}
    notes = tuple(str(w).casefold() for w in spec.get("note_columns") or ())
    arrow = _arrow(ctx)
    if not notes or arrow is None:
        return
    empty = {str(w).casefold() for w in spec.get("empty_notes") or ()}
    pairs = [(str(a).casefold(), str(b).casefold()) for a, b in spec.get("period_pairs") or ()]
    kinds = set(rule.parameters.get("kinds") or ("quantity", "ratio", "percent"))
    large = float(rule.parameters.get("large_factor", 2))
    for ex in ctx.extracts:
        if "|" not in ex.document.text:
            continue
        by_line: dict[int, list[Claim]] = defaultdict(list)
        for c in ex.claims:
            if c.kind in kinds and c.norm_value is not None:
                by_line[c.line].append(c)
        for header, rows in _tables(ex.document.text.split("\n")):
            note = next((i for i, (_, _, text) in enumerate(header) if _is_note(text, notes)), None)
            if note is None:
                continue
            filled = [r for r in rows if note < len(r[1]) and not _empty(r[1][note][2], empty)]
            if not filled:
                continue  # a note column nobody writes in asks nothing of a row
            periods = _period_columns([text for _, _, text in header], pairs)
            for line, cells in rows:
                if note >= len(cells) or not _empty(cells[note][2], empty):
                    continue
                claims = by_line.get(line, [])
                changes = []
                for i, (start, end, text) in enumerate(cells):
                    m = arrow.search(text) if i != note else None
                    if m is not None and not arrow.search(text, m.end()):
                        # the row's label, and the field the cell changes when a cell names it
                        # ("2029-03-14 18:30 · 描述")
                        field = cells[i - 1][2].strip() if i > 1 else ""
                        changes.append((_within(claims, start, start + m.start()),
                                        _within(claims, start + m.end(), end), field))
                for old, new in periods:
                    if new < len(cells):
                        changes.append((_within(claims, *cells[old][:2]), _within(claims, *cells[new][:2]), ""))
                for before, after, field in changes:
                    moved = _moved(before, after)
                    if moved is None:
                        continue
                    b, a = moved
                    factor = max(a.norm_value, b.norm_value) / min(a.norm_value, b.norm_value) \
                        if a.norm_value > 0 and b.norm_value > 0 else Decimal(0)
                    label = " · ".join(w for w in (re.sub(r"\s+", " ", cells[0][2]).strip(), field) if w) or "-"
                    yield Draft([a, b], {
                        "variant": "in_document", "surface": a.surface, "other_surface": b.surface,
                        "location": _where(a), "place": label, "note_column": header[note][2].strip(),
                        "subject": a.subject or label, "metric": a.metric or "-",
                    }, large=float(factor) >= large, subject=a.subject, metric=a.metric)
                    break


def _tables(lines: list[str]) -> Iterator[tuple[list[tuple[int, int, str]], list[tuple[int, list]]]]:
    """Each Markdown table of ``lines``: (header cells, [(1-based line, cells)]), a cell being
    (start, end, text) with 1-based columns of the line as claims count them (start = the first
    character after its ``|``)."""
    i = 0
    while i < len(lines):
        if _is_row(lines[i]) and i + 1 < len(lines) and re.fullmatch(r"\s*\|?[\s:|-]*-[\s:|-]*", lines[i + 1]):
            header = _cells(lines[i])
            rows = []
            j = i + 2
            while j < len(lines) and _is_row(lines[j]):
                rows.append((j + 1, _cells(lines[j])))
                j += 1
            yield header, rows
            i = j
        else:
            i += 1


def _is_row(line: str) -> bool:
    return line.lstrip().startswith("|") and line.count("|") >= 3


def _cells(line: str) -> list[tuple[int, int, str]]:
    """The cells of a table row: (start, end, text), columns 1-based (a claim's ``column``)."""
    cuts = [m.start() for m in re.finditer(r"(?<!\\)\|", line)]
    return [(a + 2, b + 1, line[a + 1:b]) for a, b in zip(cuts, cuts[1:])]


def _is_note(text: str, notes: tuple[str, ...]) -> bool:
    folded = re.sub(r"[*_`]", "", text).strip().casefold()
    return any(folded == w or folded.startswith(w) for w in notes)


def _empty(text: str, empty: set[str]) -> bool:
    return text.strip().casefold() in empty


def _period_columns(headers: list[str], pairs: list[tuple[str, str]]) -> list[tuple[int, int]]:
    """(older, newer) indices of neighbouring header cells naming two periods: the same words
    around two numbers ("第 86 期" / "第 87 期", "v1" / "v2"; the larger number is newer), or a
    pair of ``period_pairs`` ("上期" / "本期")."""
    out = []
    for i in range(len(headers) - 1):
        a, b = headers[i].strip().casefold(), headers[i + 1].strip().casefold()
        na, nb = re.findall(r"\d+", a), re.findall(r"\d+", b)
        if len(na) == 1 and len(nb) == 1 and re.sub(r"\d+", "#", a) == re.sub(r"\d+", "#", b) and na != nb:
            out.append((i, i + 1) if int(na[0]) < int(nb[0]) else (i + 1, i))
        elif (a, b) in pairs:
            out.append((i, i + 1))
        elif (b, a) in pairs:
            out.append((i + 1, i))
    return out


def _within(claims: list[Claim], start: int, end: int) -> list[Claim]:
    """The claims whose surface lies in columns [start, end) of their line."""
    return [c for c in claims if start <= c.column and c.end_column <= end + 1]


def _moved(before: list[Claim], after: list[Claim]) -> tuple[Claim, Claim] | None:
    """(old, new) when each side holds one figure, of one unit, and their values differ."""
    if len(before) != 1 or len(after) != 1:
        return None
    b, a = before[0], after[0]
    if b.norm_unit != a.norm_unit or b.kind != a.kind or b.norm_value == a.norm_value:
        return None
    return b, a


def removed_sections_cited(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A section a document's own change note says was removed ("删除 "MetaGPT Data Interpreter
    评测" 小节") that another line still points to ("见"MetaGPT Data Interpreter 评测"小节"), while no
    heading of that title is left (held-out set 23: the claim cites what the page no longer has).

    The removal is a ``removal_words`` word, then a quoted title (“…”, "…", 「…」, 《…》) and a
    ``section_words`` word; a citation is the same title in another line, after a
    ``reference_words`` word or before a section word, on a line with no removal word.  In an
    audit the versions' notes outside the text (``ctx.extra_notes``: commit messages, a manifest's
    subjects) are read as removal notes too (variant ``in_history``; a fresh-user trial, session 38).

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC403 :class:`~claimcheck.resources.catalogue.Rule`; parameters read:
            ``in_document`` ({removal_words, section_words, reference_words}).
    Yields:
        :class:`~claimcheck.checks.context.Draft` (variant ``in_document``, no claims) — one per
        citing line, with the removal note as a second location.
    """
    spec = rule.parameters.get("in_document") or {}
    removal = _words(spec.get("removal_words"))
    section = _words(spec.get("section_words"))
    reference = _words(spec.get("reference_words"))
    if removal is None or section is None or reference is None:
        return
    removed_title = re.compile(rf"(?:{removal.pattern})\s?{_QUOTED_TITLE}\s?(?:{section.pattern})", re.IGNORECASE)
    for ex in ctx.extracts:
        text = ex.document.text
        notes = ctx.extra_notes.get(ex.document.path, ())
        if not removal.search(text) and not notes:
            continue
        lines = text.split("\n")
        removed: dict[str, tuple[int, int]] = {}  # title → (line, column) of its removal note
        for n, line in enumerate(lines, 1):
            for m in removed_title.finditer(line):
                removed.setdefault(_title(m), (n, m.start() + 1))
        outside: dict[str, str] = {}  # title → the version and note outside the text that removed it
        for label, note in notes:
            for m in removed_title.finditer(note):
                if _title(m) not in removed:
                    outside.setdefault(_title(m), f"{label}: {note.strip()}")
        removed.update({title: (0, 0) for title in outside})
        if not removed:
            continue
        headings = [line for line in lines if re.match(r"\s*(?:#{1,6}\s|[一二三四五六七八九十]+、|§\d)", line)]
        for title, (at, col) in removed.items():
            if any(title in h for h in headings):
                continue  # the section is still there
            quoted = re.compile(rf"[\"“「《]{re.escape(title)}[\"”」》]")
            for n, line in enumerate(lines, 1):
                if n == at or removal.search(line):
                    continue
                for q in quoted.finditer(line):
                    before, after = line[max(0, q.start() - 6):q.start()], line[q.end():q.end() + 8]
                    if not (reference.search(before) or section.match(after.lstrip())):
                        continue
                    if title in outside:
                        # removed by a version's note (a commit message, a manifest's subject; a
                        # fresh-user trial, session 38): the note is quoted, it has no line
                        yield Draft([], {"variant": "in_history", "title": title, "subject": "-",
                                         "location": f"{ex.document.path}:{n}", "removal": outside[title]},
                                    extra_locations=[(ex.document.path, n, q.start() + 1, title)])
                    else:
                        yield Draft([], {
                            "variant": "in_document", "title": title, "location": f"{ex.document.path}:{n}",
                            "removal": f"{ex.document.path}:{at}", "subject": "-",
                        }, extra_locations=[(ex.document.path, n, q.start() + 1, title),
                                            (ex.document.path, at, col, title)])
                    break


#: a quoted title ("…", “…”, 「…」, 《…》) of at most 60 characters, in groups t1–t4
_QUOTED_TITLE = r'(?:"(?P<t1>[^"\n]{2,60})"|“(?P<t2>[^”\n]{2,60})”|「(?P<t3>[^」\n]{2,60})」|《(?P<t4>[^》\n]{2,60})》)'


def _title(m: re.Match) -> str:
    return next(m.group(g) for g in ("t1", "t2", "t3", "t4") if m.group(g)).strip()


def _words(words) -> re.Pattern | None:
    """``words`` as CC103's rank words are read (:func:`~claimcheck.checks.lists._words_anywhere`:
    ASCII words whole, case-insensitive), None when there are none."""
    return _words_anywhere(words) if words else None


def _arrow(ctx: CheckContext) -> re.Pattern | None:
    """rules/grammar.yaml ``change_arrows`` as one alternation, longest first; None for none."""
    arrows = [str(a) for a in ctx.resources.grammar.get("change_arrows") or ()]
    return re.compile("|".join(re.escape(a) for a in sorted(arrows, key=len, reverse=True))) if arrows else None


def corrections_restated(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A value the document's own change note corrected ("勘误：论文索引 ~4.3M → ~43M 篇摘要") that
    its body states again ("约 4.3M 篇摘要"), with the corrected value nowhere on that line
    (held-out set 23: a section rewritten from an old draft undid the erratum).

    A correction is a line with a ``correction_words`` word and one arrow (``arrows``): the figure
    right after the arrow is the corrected value (a claim of CC402's ``kinds``), the number right
    before it the old one, read in the corrected value's unit and scale ("~4.3M → ~43M 篇" is 4.3M
    篇).  A restatement is a claim of the same kind and unit equal to the old value on a line
    outside the correction's table (its rows are the history, not the body) and without an arrow.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC402 :class:`~claimcheck.resources.catalogue.Rule`; parameters read:
            ``in_document`` ({correction_words}), ``kinds``; the arrows are rules/grammar.yaml
            ``change_arrows``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` (variant ``in_document``) — the restated claim,
        then the corrected one.
    """
    spec = rule.parameters.get("in_document") or {}
    corrections = _words(spec.get("correction_words"))
    arrow = _arrow(ctx)
    if corrections is None or arrow is None:
        return
    kinds = set(rule.parameters.get("kinds") or ("quantity", "ratio", "percent")) | {"count"}
    for ex in ctx.extracts:
        text = ex.document.text
        if not corrections.search(text) or not arrow.search(text):
            continue
        lines = text.split("\n")
        by_line: dict[int, list[Claim]] = defaultdict(list)
        for c in ex.claims:
            if c.kind in kinds and c.norm_value is not None:
                by_line[c.line].append(c)
        tables = _table_lines(lines)
        for n, line in enumerate(lines, 1):
            m = arrow.search(line)
            if m is None or arrow.search(line, m.end()) or not corrections.search(line):
                continue
            new = next((c for c in by_line.get(n, ()) if m.end() <= c.column - 1 <= m.end() + 3), None)
            old = _OLD_NUMBER.search(line, 0, m.start())
            if new is None or old is None:
                continue
            written_new = _NEW_NUMBER.search(new.surface)
            if written_new is None or (old.group("scale") or "") not in ("", written_new.group("scale") or ""):
                continue
            value_new = Decimal(written_new.group("num").replace(",", ""))
            value_old = Decimal(old.group("num").replace(",", ""))
            if not value_new or value_old == value_new:
                continue
            old_norm = new.norm_value * value_old / value_new
            history = tables.get(n, {n})
            for k, claims in sorted(by_line.items()):
                if k in history or arrow.search(lines[k - 1]):
                    continue
                same = [c for c in claims if c.kind == new.kind and c.norm_unit == new.norm_unit]
                if any(c.norm_value == new.norm_value for c in same):
                    continue
                restated = next((c for c in same if c.norm_value == old_norm), None)
                if restated is not None:
                    yield Draft([restated, new], {
                        "variant": "in_document", "surface": restated.surface, "location": _where(restated),
                        "old": old.group(0).strip(), "new": new.surface, "correction": _where(new),
                        "subject": restated.subject or new.subject or "-",
                    }, subject=restated.subject, metric=restated.metric)


def _table_lines(lines: list[str]) -> dict[int, set[int]]:
    """1-based line → the 1-based lines of the Markdown table it belongs to (for table lines)."""
    out: dict[int, set[int]] = {}
    run: list[int] = []
    for n, line in enumerate([*lines, ""], 1):
        if _is_row(line):
            run.append(n)
            continue
        members = set(run)
        for k in run:
            out[k] = members
        run = []
    return out


#: the number right before a correction's arrow ("~4.3M ", "约 300 ms "): its digits and a scale letter
_OLD_NUMBER = re.compile(r"(?P<num>\d[\d,]*(?:\.\d+)?)\s?(?P<scale>[KMBkmb万亿])?\s?[^\d\s→>⇒]{0,6}\s?$")
#: the digits and scale letter of the corrected value as written ("~43M 篇")
_NEW_NUMBER = re.compile(r"(?P<num>\d[\d,]*(?:\.\d+)?)\s?(?P<scale>[KMBkmb万亿])?")


#: ``in_document.check`` (rules/checks/CC401-*.yaml, CC402-*.yaml, CC403-*.yaml) → the check over one document
DOCUMENT_CHECKS = {"tracked_rows": tracked_revisions, "removed_sections": removed_sections_cited,
                   "corrected_values": corrections_restated}
