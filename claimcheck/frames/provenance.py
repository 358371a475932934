"""Claim frames, the provenance: who a figure comes from (attribution), the links it cites, its
source tier (:func:`provenance`, :func:`tier`, :func:`has_primary_link`), what a section's
heading and field lines say about the claims under it (:func:`section_info`) and whether a
text confirms a release (:func:`is_confirmation`).

Every function takes the :class:`~claimcheck.frames.builder.FrameBuilder` whose resources,
entities, patterns and memos it reads (``fb``); :func:`compile_rules` compiles this part's
patterns from rules/sources.yaml (tiers, ``no_link_words``, ``internal_patterns``),
rules/grammar.yaml (``attribution``, ``confirmation_words``, ``confirmation_not_after``) and the
source entities of rules/entities.yaml.
"""
from __future__ import annotations

import datetime as dt
import itertools
import re
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.literals import LiteralGate, text_forms
from claimcheck.extraction.patterns import _alt
from claimcheck.extraction.ids import arxiv_problem
from claimcheck.frames.context import CLAUSE_REACH, DocContext, SectionInfo, clause_bounds, heading_title, words_search
from claimcheck.frames.entities import MEMO_MAX_TEXT, MEMO_MAX_TOKEN
from claimcheck.frames.subject import common_word, heading_subject, moved_promise_date
from claimcheck.model import Source
from claimcheck.resources.loader import Resources
from claimcheck.text.segment import HEADER_HALVES, Segment, row_cells

if TYPE_CHECKING:
    from claimcheck.frames.builder import FrameBuilder


def compile_rules(fb: FrameBuilder, resources: Resources) -> None:
    """Compile the provenance part's patterns onto ``fb`` (called once by ``FrameBuilder.__init__``).

    Sets ``fb.url_dates`` (grammar.yaml ``url_date_patterns``), ``fb.promise_table``
    (:func:`compile_promise_table`), ``fb.refuted`` (``refuted_before``),
    ``fb.promise_moved`` (``promise_moved_words``), the source names (entities of type ``source``, for misspellings), the tiers' domains
    and keywords (rules/sources.yaml ``tiers``), ``fb.no_link``, ``fb.internal``, the
    attribution patterns ``fb.att_label``, ``fb.att_after``, ``fb.att_before``, ``fb.att_paren``, ``fb.att_outlet``
    (rules/grammar.yaml ``attribution``), the confirmation patterns ``fb.confirm`` (and its
    grouped search), the section field labels that name a source (``fb.source_labels``) and
    this part's empty memos.
    """
    fb.url_dates = [re.compile(p) for p in resources.grammar.get("url_date_patterns") or ()]
    compile_promise_table(fb, resources)
    refutation = resources.grammar.get("refutation") or {}
    verbs, words = refutation.get("claim_verbs") or [], refutation.get("words") or []
    #: "A blog claimed … 30,000 tok/s …, so that claim does not hold": a claim verb before a figure
    #: and a word saying the claim fails in its sentence (grammar.yaml refutation)
    fb.claim_verb = re.compile(r"(?<![A-Za-z])(?:" + _alt(verbs) + r")(?![A-Za-z])", re.IGNORECASE) if verbs and words else None
    fb.refutation = re.compile(r"(?<![A-Za-z])(?:" + _alt(words) + r")(?![A-Za-z])", re.IGNORECASE) if verbs and words else None
    #: how far into the rest of its line a refutation of a claimed figure is looked for (characters)
    fb.refutation_reach = int(refutation.get("reach", 200))
    refuted = resources.grammar.get("refuted_before") or []
    #: "不是 3 倍", "not 3x": a denial right before a figure (grammar.yaml refuted_before)
    fb.refuted = re.compile(r"(?<![A-Za-z])(?:" + _alt(refuted) + r")\s?$", re.IGNORECASE) if refuted else None
    outdated = resources.grammar.get("outdated_after") or {}
    #: "3,100 tok/s（已过时，仅供对照）": a mark of a figure out of date right after it (grammar.yaml outdated_after)
    fb.outdated = re.compile(rf"[^\d，,。；;（(]{{0,{int(outdated.get('reach', 6))}}}[（(，,]\s?(?:{_alt(outdated['words'])})(?![A-Za-z])",
                             re.IGNORECASE) if outdated.get("words") else None
    moved = resources.grammar.get("promise_moved_words") or []
    #: "已推迟至 2026-12", "postponed to December": a word right before a promise's new date
    fb.promise_moved = re.compile(r"(?:" + _alt(moved) + r")\s?(?:到|至|until|to|till)?\s?$",
                                  re.IGNORECASE) if moved else None
    fb._source_names = {name: 1 for name, ent in resources.entities.items() if ent.type == "source"}
    src = resources.sources
    fb.tier_domains = [(tier, [d.lower() for d in spec["domains"]]) for tier, spec in src["tiers"].items()]
    # keywords match in any case; ``keywords_exact`` only as written ("Medium" the platform, not
    # the model size "medium ~2x", held-out set 10)
    fb.tier_keywords = [(tier, re.compile("|".join(
        ([f"(?i:{_alt(spec['keywords'])})"] if spec["keywords"] else [])
        + ([_alt(spec["keywords_exact"])] if spec.get("keywords_exact") else [])) or "(?!)"))
        for tier, spec in src["tiers"].items()]
    origin = src.get("data_origin_words") or []
    # "Reddit archive", "a dump of Twitter": a channel named as where a test set came from
    # (sources.yaml data_origin_words; up to two words between, "Reddit comment archive")
    fb.data_origin = re.compile(r"\W{0,3}(?:[\w-]+\s+){0,2}?(?:" + _alt(origin) + ")", re.IGNORECASE) \
        if origin else None
    fb.data_origin_before = re.compile(r"(?:" + _alt(origin) + r")\s+(?:of|from)\s+(?:the\s+)?$", re.IGNORECASE) \
        if origin else None
    fb.no_link = re.compile(_alt(src["no_link_words"]), re.IGNORECASE)
    fb.internal = re.compile("|".join(src.get("internal_patterns", [])) or "(?!)")
    att = resources.grammar["attribution"]
    fb.att_label = re.compile(r"(?:" + _alt(att["label"]) + r")\s?[：:]\s?(?P<a>[^；;。]+)", re.IGNORECASE)
    footnote = att.get("footnote_definition")
    fb.att_footnote = re.compile(footnote + r"(?P<a>.{2,160}?)\s?(?=[—–]|,?\s?https?://|$)") if footnote else None
    after_seps = "，,。；;：:\"“”"  # an attribution before its verb never crosses these
    fb.att_after = re.compile(rf"(?P<a>[^{after_seps}]{{2,80}}?)\s?(?:" + _alt(att["verbs_after"]) + ")")
    # att_after tries up to 80 characters for a verb at every position (11 ms on 2,000
    # characters); its matches are found from the verbs instead (after_verb_matches)
    fb._verbs_after = re.compile(_alt(att["verbs_after"]))
    fb._att_sep = re.compile(f"[{after_seps}]")
    # "有同事在技术交流群看到一张对比图（无出处），称 X 快约 2 倍": a verb of saying right after a comma
    # is said by the clause before it, when that clause holds no figure (held-out set 21)
    # (after a comma, plain verbs of saying say it too: "转了一篇公众号文章，说 …": attribution.comma_verbs)
    comma_verbs = [*att["verbs_after"], *att.get("comma_verbs", [])]
    fb.att_after_clause = re.compile(r"(?:\s*[-*+•]\s+)?(?P<a>[^。；;：:\"“”\d]{2,80}?)[，,]\s?(?:"
                                     + _alt(comma_verbs) + ")")
    fb._comma_verbs = re.compile(_alt(comma_verbs))
    fb._att_strong_sep = re.compile(r"[。；;：:\"“”]")
    # "据 CSDN 称": the source ends at the clause's end or at a verb of saying (verbs_after)
    fb.att_before = re.compile(r"(?P<v>" + _alt(att["verbs_before"]) + r")\s?(?P<a>[^，,。；;\"“”]{2,60}?)(?=[，,。；;]|"
                               + _alt(att["verbs_after"], ascii_boundary=False) + r"|$)", re.IGNORECASE)
    fb._att_ambiguous = {str(w).casefold() for w in att.get("ambiguous_before", [])}
    fb._att_hearsay = {str(w).casefold() for w in att.get("hearsay", [])}
    fb._att_not_first = {str(w).casefold() for w in att.get("not_first", [])}
    fb._att_articles = {str(w).casefold() for w in (resources.grammar.get("frame_words") or {}).get("articles", [])}
    fb.att_paren = re.compile(r"[（(]\s?(?:source|来源|via|据)\s?[:：]?\s?(?P<a>[^)）]+)[)）]", re.IGNORECASE)
    # a short bracket that names an outlet alone ("（知乎转载）", "(Reddit screenshot)"): an
    # attribution when a secondary or tertiary tier's keyword stands in it and no words of a
    # missing link do (checked where it is used)
    fb.att_outlet = re.compile(r"[（(]\s?(?P<a>[^（()）\d:：，,。；;]{2,24}?)\s?[)）]")
    words = list(resources.grammar["confirmation_words"])
    # "已接入", "已经升级": a marker right before a promised action (grammar.yaml confirmation_action_prefixes)
    words += [f"{marker}{action}" for marker in resources.grammar.get("confirmation_action_prefixes") or []
              for action in resources.grammar.get("promise_actions") or [] if not str(action).isascii()]
    confirm = _alt(words)
    search = words_search(words, ignore_case=True)
    perfect = resources.grammar.get("confirmation_perfect") or {}
    if perfect.get("markers"):
        # "已在 2026-09 开源": a perfect marker, then a release word or promised action in its clause
        done = _alt(list(resources.grammar["release_words"]) + list(resources.grammar.get("promise_actions") or []))
        confirm = (f"(?:{confirm}|{_alt(perfect['markers'])}[^，,。；;！？!?\n]{{0,{int(perfect.get('within', 24))}}}?{done})")
        search = f"(?:{search}|{_alt(perfect['markers'])})"
    fb.confirm = re.compile(confirm, re.IGNORECASE)
    fb._confirm_search = re.compile(search, re.IGNORECASE)
    # what every match of it holds ("发布", "released" …): most segments have none, and a few
    # ``in`` tests cost less than the search
    fb._confirm_gate = LiteralGate(fb._confirm_search)
    fb._confirm_word_gate = LiteralGate(fb.confirm)
    fb._not_confirmed_before = re.compile(
        _alt(resources.grammar.get("confirmation_not_after", []), ascii_boundary=False) + r"\s{0,3}$", re.IGNORECASE)
    fb._attribution_memo: dict[tuple[str, int, int], tuple[str | None, bool]] = {}
    fb._no_link_of: tuple[object, bool] = (None, False)  # (segment text, no-link words in it)
    fb._trailing_memo: tuple = (None, None)  # (line and offset, trailing_source answer) of the last segment
    # the next sentence of a line (trailing_source), ended as the segmenter ends one
    # (rules/segmentation.yaml sentence_end_cjk / sentence_end_ascii: an ASCII mark before a space)
    seg_rules = resources.segmentation
    cjk, ascii_ = str(seg_rules.get("sentence_end_cjk", "。！？；")), str(seg_rules.get("sentence_end_ascii", ".!?;"))
    fb._sentence_end = re.compile(rf"[{re.escape(cjk)}]|[{re.escape(ascii_)}](?=\s|$)")
    fb._next_sentence = re.compile(rf"\s*(?P<s>(?:[^{re.escape(cjk)}{re.escape(ascii_)}\n]|[{re.escape(ascii_)}](?!\s|$)){{2,200}}?)"
                                   rf"\s*(?:[{re.escape(cjk)}]|[{re.escape(ascii_)}](?=\s|$)|$)")
    fb._misspelt_memo: dict[str, bool] = {}
    # a field line whose label is an attribution label ("来源：…", grammar.yaml attribution.label)
    # names its section's source; compared lower-cased
    fb.source_labels = {str(w).lower() for w in att["label"]}


def section_info(fb: FrameBuilder, ctx: DocContext, seg: Segment, hits: list[Hit]) -> None:
    """Record what a heading or field line says about its section.

    Args: ctx: the :class:`DocContext` (its ``sections`` get the :class:`SectionInfo`); seg: a
    :class:`~claimcheck.text.segment.Segment` (only ``heading`` and ``field`` segments count);
    hits: its grammar hits (URLs and ids are collected).  Returns None.  A heading gives the
    section its subject (:func:`~claimcheck.frames.subject.heading_subject`); a field line
    labelled as a source (``来源``, ``出处``, ``source``, ``sources``, ``底本``) its attribution.
    """
    if seg.kind == "heading":
        key = seg.section + (heading_title(seg.line_text),)
        info = ctx.sections.setdefault(key, SectionInfo())
        if seg.sentence_index == 0:
            info.text = seg.text
            info.subject = heading_subject(fb, seg.text)
        for h in hits:
            if h.kind == "version" and getattr(h, "name", None):
                known = fb.entities.canonical(h.name)
                info.versions.append((known[0] if known else h.name, str(h.value)))
        _collect_links(fb, info, seg.text, hits)
    elif seg.kind == "field":
        info = ctx.sections.setdefault(seg.section, SectionInfo())
        label = (seg.label or "").lower()
        if label in fb.source_labels and seg.sentence_index == 0:
            body = re.sub(r"^[^：:]*[：:]\s?", "", seg.text)
            # (without the mark that ends the line: "来源：PyPI mlx-vlm 0.7.10 README；" names the README)
            info.attribution = body.strip()[:160].rstrip("；;，,。、. ") or None
        _collect_links(fb, info, seg.text, hits)


def _collect_links(fb: FrameBuilder, info: SectionInfo, text: str, hits: list[Hit]) -> None:
    for h in hits:
        if h.kind == "url" and h.value not in info.urls:
            info.urls.append(str(h.value))
        elif h.kind == "identifier" and h.value not in info.ids:
            info.ids.append(str(h.value))


def is_confirmation(fb: FrameBuilder, text: str) -> bool:
    """True when the text says a release happened (rules/grammar.yaml confirmation_words):
    not when the word is part of a promise ("will be released", promise_words) or follows a
    word of ``confirmation_not_after`` ("not yet released", "尚未发布", "to be released").

    Args: text: a segment's text.  Returns: bool (a quick grouped search first, then
    :func:`confirms`).
    """
    if not fb._confirm_gate.allows(*text_forms(text)) or fb._confirm_search.search(text) is None:
        return False
    return confirms(fb, text)


#: the rest of a quotation a figure stands in, up to its closing mark
_QUOTE_CLOSE = re.compile(r"[^\"”」』“「『\n]{0,30}[\"”」』]")


def is_refuted(fb: FrameBuilder, text: str, c_start: int, hit: Hit, rest: str = "") -> bool:
    """True when a word of rules/grammar.yaml ``refuted_before`` stands right before the figure
    ``hit`` in its clause (from ``c_start``): "实际不是 3 倍", "not 3x but 1.4x" — a figure the
    text denies (a fresh-user trial, session 32); or a mark of being out of date right after it
    ("（已过时，仅供对照）", "(outdated)": ``outdated_after``; session 37); or a claim verb stands before it in its clause
    and a word of failure after it in its sentence or the rest of its line (``rest``, read up to
    ``refutation.reach`` characters; ``refutation``: "A blog claimed … 30,000 tok/s; …, so that claim does not
    hold"; session 33); or it stands in a quotation whose closing mark a word of failure follows
    ('"DeepSeek-V3 吞吐 2,750 tok/s" 有误'; fresh-user trial 44).  Only quantities, ratios and percents."""
    if hit.kind not in ("quantity", "ratio", "percent"):
        return False
    if fb.refuted is not None and fb.refuted.search(text, max(c_start, hit.start - 12), hit.start) is not None:
        return True
    if fb.outdated is not None and fb.outdated.match(text, hit.end) is not None:
        return True  # "3,100 tok/s（已过时，仅供对照）": a figure the text marks as out of date
    quoted = _QUOTE_CLOSE.match(text, hit.end)
    after = quoted.end() + len(text[quoted.end():]) - len(text[quoted.end():].lstrip()) if quoted is not None else 0
    if quoted is not None and fb.refutation is not None and fb.refutation.match(text, after):
        # '2.4.0 说明中 "DeepSeek-V3 吞吐 2,750 tok/s" 有误，更正为 2,850 tok/s': a quoted figure the next
        # words call wrong (fresh-user trial 44, the changelog's T47)
        return True
    # "A blog claimed SGLang hits 30,000 tok/s …, so that claim does not hold"
    return fb.claim_verb is not None and fb.claim_verb.search(text, c_start, hit.start) is not None and \
        (fb.refutation.search(text, hit.end) is not None or fb.refutation.search(rest[:fb.refutation_reach]) is not None)


def compile_promise_table(fb: FrameBuilder, resources: Resources) -> None:
    """Set ``fb.promise_table`` from rules/grammar.yaml ``promise_table``: (promise header, due
    header, status header, closed status) patterns, or None when the grammar has none."""
    spec = resources.grammar.get("promise_table") or {}
    if not spec:
        fb.promise_table = None
        return

    def words(key: str) -> re.Pattern:
        listed = spec.get(key) or []
        return re.compile(r"(?<![A-Za-z])(?:" + _alt(listed) + r")(?![A-Za-z])" if listed else "(?!)", re.IGNORECASE)

    prefixes, open_after = spec.get("closed_prefixes") or [], spec.get("open_after_prefix") or []
    negations = spec.get("closed_negations") or []
    # a closed word not right after a negation: "已完成" and "Done" close a row, "未完成" and "not done" do not
    negated = "".join(rf"(?<!{re.escape(str(n))})(?<!{re.escape(str(n))}\s)" for n in negations)
    closed = negated + words("closed_words").pattern
    if prefixes:
        closed += "|^(?:" + _alt(prefixes) + ")" + ("(?!" + _alt(open_after) + ")" if open_after else "")
    fb.promise_table = (words("promise_headers"), re.compile(r"^\s*(?:" + words("due_headers").pattern + r")\s*$", re.IGNORECASE),
                        words("status_headers"), re.compile(closed, re.IGNORECASE))


#: the first digit of a number (a moved deadline's new date in a status cell: "顺延到 2026-12-11")
_NUMBER_START = re.compile(r"(?<![\d.])\d")


def is_table_promise(fb: FrameBuilder, seg: Segment, hit: Hit) -> bool:
    """True when the date ``hit`` of the table cell ``seg`` is a promise left open: its column's
    header is a due date's (grammar.yaml ``promise_table.due_headers``: "约定日期", "Due"), one
    header of its table or a heading over it names promises ("承诺", "2 月报告中的承诺", "Action
    item", "# 对外承诺 / TODO 跟踪表"; a fresh-user trial, session 35), and the row's
    cell under the status column does not close it ("按计划推进", "待确认"; "已完成：2030-09-24",
    "Done" close it), nor moves it (a word of ``promise_moved_words`` before a number in that cell:
    "未完成，顺延到 2026-12-11"; fresh-user trial 50, r21).  A table with no status column: False.  Args: fb; seg (a ``table_cell``
    :class:`~claimcheck.text.segment.Segment`); hit (a date).  Returns: bool."""
    spec = fb.promise_table
    if spec is None or seg.kind != "table_cell" or hit.kind != "date" or not seg.header or not seg.headers:
        return False
    promise, due, status, closed = spec
    # (a bilingual header names its column twice: "截止 / Due", "Due（截止）"; held-out set 38, R052)
    if not any(due.match(part) for part in (seg.header, *HEADER_HALVES.split(seg.header))) \
            or not any(promise.search(h) for h in (*seg.headers, *seg.section)):
        return False  # (the promise word in a header, or in a heading over the table: "对外承诺 / TODO 跟踪表")
    at = [i for i, h in enumerate(seg.headers) if status.search(h)]
    cells = row_cells(seg.line_text) if at else []
    if not at or len(cells) <= at[0]:
        return False
    state = cells[at[0]].strip()
    if fb.promise_moved is not None and any(fb.promise_moved.search(state, max(0, m.start() - 24), m.start())
                                            for m in _NUMBER_START.finditer(state)):
        return False  # "未完成，顺延到 2026-12-11": the row's deadline was moved; its date is no longer the promise's
    return closed.search(state) is None


def _deadline_marks(fb: FrameBuilder, text: str, hit: Hit) -> bool:
    """A deadline word marks the date ``hit`` (rules/grammar.yaml ``promise_deadline_words``): one
    of ``before_date`` right before it ("by 2026-11-20", "by end of October 2026", "by the November
    update") or of
    ``after_date`` right after it ("2026-10-20 前", "2026-10 底前").  Compiled once per builder."""
    spec = getattr(fb, "_deadline", None)
    if spec is None:
        words = fb.res.grammar.get("promise_deadline_words") or {}
        before, after = words.get("before_date") or [], words.get("after_date") or []
        spec = fb._deadline = (re.compile(rf"(?<![A-Za-z])(?:{_alt(before)})(?:\s?the)?\s?$", re.IGNORECASE) if before else None,
                               re.compile(rf"\s?(?:[（(][^（()）]{{1,8}}[)）]\s?)?(?:{_alt(after)})") if after else None)
    lead, tail = spec
    return bool((lead is not None and lead.search(text, max(0, hit.start - 20), hit.start))
                or (tail is not None and tail.match(text, hit.end)))


def _span_years(hit: Hit) -> int:
    """The years a date range ``hit`` spans (its ISO ends' years apart), 0 when they cannot be read."""
    try:
        return int(str(hit.high)[:4]) - int(str(hit.low)[:4])
    except (TypeError, ValueError):
        return 0


def is_promise(fb: FrameBuilder, text: str, clause: str, span, hit: Hit, hits, seg: Segment | None = None) -> bool:
    """True when the date ``hit`` is a promised date: the last promise word before it in its
    clause (rules/grammar.yaml ``promise_words``, no other date between) with a release word in
    the clause or sentence (``release_words``) or a promised action in the clause
    (``promise_actions``) — or a date a promise was moved to ("已推迟至 2026-12", "postponed to
    December 2026": ``promise_moved_words``).  A promised date the same sentence moves later is
    no promise of its own ("原计划 2026-09 发布 1.0，已推迟至 2026-12": the plan now falls due in
    December; a fresh-user trial, session 32).  A date right before a document noun ("Q4 2032
    报告", rules/grammar.yaml ``promise_not_before``) names that document and is none.

    Args: text: the sentence (normalised); clause: the date's clause text; span: (start, end) of
    the clause in ``text``; hit: the date's :class:`~claimcheck.extraction.hit.Hit`; hits: the
    sentence's hits; seg: the segment, for a table of promises (:func:`is_table_promise`).
    Returns: bool.
    """
    if seg is not None and is_table_promise(fb, seg, hit):
        return True
    if "range" in hit.flags and _span_years(hit) > int(fb.res.grammar.get("promise_max_span_years") or 5):
        return False  # "will provide … values within the year range from 1991 to 2051": a span of data, no deadline
    if fb.promise_document is not None and fb.promise_document.match(text, hit.end) and not _deadline_marks(fb, text, hit):
        # "Q4 2032 报告", "in the September update": the date names a document of that period
        # (``promise_not_before``) — unless a deadline word stands before it ("by the November update")
        return False
    if moved_promise_date(fb, text, hit):
        return bool(fb.release.search(text) or (fb.promise_action is not None and fb.promise_action.search(text)))
    promise = None
    for promise in fb.promise.finditer(text, span[0], hit.start):
        pass
    if promise is None and seg is not None and seg.kind == "list_item" and seg.heading \
            and fb.promise.search(seg.heading) and _deadline_marks(fb, text, hit) and not any(
                h.kind in ("quantity", "ratio", "percent") and h.start < hit.start for h in hits):
        # a dated deadline in a list under a heading of plans ("## 二、计划" over "- 2026-10-20 前扩大到 50%
        # 流量"; fresh-user trial 44, the living document's last version)
        return True
    if promise is None or any(h.kind == "date" and promise.end() <= h.start < hit.start for h in hits):
        return False
    if _deadline_marks(fb, text, hit) and not any(
            h.kind in ("quantity", "ratio", "percent") and promise.end() <= h.start < hit.start for h in hits):
        # "计划 2026-10-20 前扩大到 50% 流量", "I will share the slides … by 2026-11-20": a deadline is a
        # promise whatever is promised (fresh-user trial 44, r04) — but a figure to reach by then is a
        # target, no deed ("is expected to reach 2x speedup by October 2026")
        return not any(h.kind == "date" and h.start >= hit.end and moved_promise_date(fb, text, h) for h in hits)
    if not (fb.release.search(clause) or fb.release.search(text)
            or (fb.promise_action is not None and fb.promise_action.search(clause))):
        # a clause a hard wrap cuts goes on in the next line ("会在 2040 年 1 月底前把内部工具从" +
        # "slackclient 迁到 slack_sdk v3"; held-out set 32): its words there say what is promised
        more = re.split(r"[，,；;]", seg.continuation, maxsplit=1)[0] \
            if seg is not None and seg.continuation and span[1] >= len(text.rstrip()) else ""
        if not more or not (fb.release.search(more) or (fb.promise_action is not None and fb.promise_action.search(more))):
            return False
    return not any(h.kind == "date" and h.start >= hit.end and moved_promise_date(fb, text, h) for h in hits)


def confirms(fb: FrameBuilder, text: str) -> bool:
    """True when ``text`` holds a confirmation word (rules/grammar.yaml ``confirmation_words``)
    that is neither inside a promise (``promise_words``) nor within 16 characters after a word
    of ``confirmation_not_after``.  Args: text (str).  Returns: bool."""
    if not fb._confirm_word_gate.admits(text):
        return False  # no confirmation word's literal (most clauses): nothing to confirm
    promises = [m.span() for m in fb.promise.finditer(text)]
    for m in fb.confirm.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in promises):
            continue
        if fb._not_confirmed_before.search(text, max(0, m.start() - 16), m.start()):
            continue
        return True
    return False


def provenance(fb: FrameBuilder, ctx: DocContext, seg: Segment, text: str, clause, hit: Hit, hits,
               info: SectionInfo) -> Source:
    """Attribution, cited URLs/ids, tier and date of a claim (clause → sentence → section).

    Args: ctx: the :class:`DocContext` (its date completes partial dates); seg: the claim's
    :class:`~claimcheck.text.segment.Segment`; text: its normalised text; clause: (start, end)
    of the claim's clause; hit: the claim's :class:`~claimcheck.extraction.hit.Hit`;
    hits: the sentence's hits; info: the section's :class:`SectionInfo`.
    Returns: a :class:`~claimcheck.model.Source`.  Rules: rules/grammar.yaml ``attribution``,
    rules/sources.yaml (tiers, ``no_link_words``, ``internal_patterns``).
    """
    c_start, c_end = clause
    clause_text = text[c_start:c_end]
    attribution, internal = _clause_attribution(fb, seg.text, text, c_start, c_end)
    if attribution is None and fb.att_footnote is not None and seg.line_text.lstrip().startswith("[^"):
        fm = fb.att_footnote.match(seg.line_text)
        if fm and names_a_source(fb, fm.group("a").strip()):
            attribution = fm.group("a").strip().rstrip(" .;,")
    urls = [str(h.value) for h in hits if h.kind == "url" and c_start <= h.start < c_end]
    ids = [str(h.value) for h in hits if h.kind == "identifier" and c_start <= h.start < c_end and h is not hit]
    if not urls and not ids:
        urls = [str(h.value) for h in hits if h.kind == "url"]
        ids = [str(h.value) for h in hits if h.kind == "identifier" and h is not hit]
    if attribution is None and not internal and not urls and not ids and seg.kind == "table_cell":
        attribution = row_source(fb, seg)
    if attribution is None and not internal and not urls and not ids and seg.kind in ("paragraph", "list_item"):
        trailing = trailing_source(fb, seg)
        if trailing is None and seg.sentence_index > 0:
            trailing = leading_source(fb, seg)
        if trailing is not None:
            attribution, urls, ids = trailing[0], list(trailing[1]), list(trailing[2])
    if fb._no_link_of[0] is not text:  # one search per segment text, not per claim
        fb._no_link_of = (text, bool(fb.no_link.search(text)))
    no_link = fb._no_link_of[1]
    evidence = " ".join(x for x in (attribution or "", clause_text) if x)
    # links the sentence cites itself: a figure that names its own source rests on it, not on
    # the source its section cites (a Reddit post quoted under a heading with the paper's
    # arXiv id has no primary link; fresh-user trial, session 18)
    own_urls, own_ids = list(urls), list(ids)
    # a field line states figures under its section's source ("要点：… 0.624 GB" under "来源：…"),
    # except the source line's own sentence (its figures are the source's description); a later
    # sentence of that line states a figure the source gives ("Source: a Reddit screenshot. SGLang
    # reaches 5,000 tok/s …", a fresh-user trial of session 21) — a measure, not the ids and dates
    # that go on describing the source ("来源：…；原始 arXiv:2605.17613")
    if not attribution and not internal and not (seg.kind == "field" and (seg.label or "").lower() in fb.source_labels
                                                 and (seg.sentence_index == 0 or hit.kind not in _MEASURES)):
        if info.attribution:
            attribution = info.attribution
            evidence += " " + info.attribution
        if not internal:
            urls = urls + [u for u in info.urls if u not in urls]
            ids = ids + [i for i in info.ids if i not in ids]
    found_tier = tier(fb, evidence, urls, ids)
    primary_link = (not no_link) and (has_primary_link(fb, own_urls, own_ids) if own_urls or own_ids
                                       else has_primary_link(fb, urls, ids))
    date = None
    if attribution:
        # a date inside the title the source is cited by names its subject, not when it came out:
        # "《2037 年秋季学期…调查》（2037-12-05 发布）" is dated 2037-12-05 (held-out set 31)
        titles = [m.span() for m in _TITLE.finditer(attribution)]
        dates = [h for h in fb.grammar.scan(attribution, ctx.date) if h.kind == "date" and h.low]
        outside = [h for h in dates if not any(a <= h.start < b for a, b in titles)]
        if dates:
            date = str((outside or dates)[0].low)
    if date is None and urls:
        date = url_date(fb, urls)
    return Source(attribution=attribution, tier=found_tier, urls=tuple(urls), ids=tuple(ids), date=date,
                  primary_link=primary_link, internal=internal)


#: a quoted title in an attribution: 《…》, 「…」, 『…』, “…”
_TITLE = re.compile(r"《[^》]*》|「[^」]*」|『[^』]*』|“[^”]*”")


def url_date(fb: FrameBuilder, urls) -> str | None:
    """The day (or the first day of the month) a cited page was published, as its address writes
    it ("https://lmsys.org/blog/2026-11-15-treespec/", ".../2026/11/20/post"; the permalinks of
    Jekyll and Hugo blogs; a fresh-user trial, session 32): rules/grammar.yaml
    ``url_date_patterns`` (groups ``y``, ``m`` and an optional ``d``), the first address that
    holds one; None when none does or the month or day is out of range.

    Args: urls: the cited addresses (str).  Returns: an ISO date (str) or None."""
    for url in urls:
        for pattern in fb.url_dates:
            m = pattern.search(str(url))
            if m is None:
                continue
            y, mo = int(m.group("y")), int(m.group("m"))
            d = int(m.group("d")) if m.groupdict().get("d") else 1
            try:
                return dt.date(y, mo, d).isoformat()
            except ValueError:
                continue
    return None


def row_source(fb: FrameBuilder, seg: Segment) -> str | None:
    """The source a table row names in a column of its own ("| Mimi | 160 ms | Reddit 帖子 |" under
    "| 模型 | 延迟 | 数字来源 |"; held-out set 12): the row's cell under the first header that holds a
    source label (``source_labels``), when it names a source; None otherwise."""
    headers = seg.headers or ()
    column = next((i for i, h in enumerate(headers) if i != seg.sentence_index
                   and any(label in h.casefold() for label in fb.source_labels)), None)
    if column is None:
        return None
    cells = row_cells(seg.line_text)
    cell = cells[column].strip() if column < len(cells) else ""
    return cell if names_a_source(fb, cell) else None


def trailing_source(fb: FrameBuilder, seg: Segment) -> tuple[str | None, tuple, tuple] | None:
    """The source a sentence of its own names right after ``seg`` on its line, when that
    sentence states no figure: "… 15,000 tok/s（H100）。来源：https://lmsys.org/blog/…",
    "… 0.14 s。据 CSDN 博客称。", "… (80 GB to 32 GB). Source: a WeChat repost." (a fresh-user
    trial of session 16: such lines read as "source not stated").

    Returns (attribution or None, URLs, ids) of that sentence — the attribution a label
    (``attribution.label``) or verb (``verbs_before`` / ``verbs_after``) gives, else only its links —
    or None when the next sentence is missing, states a figure, or names no source."""
    key = (seg.line_text, seg.offset)
    if fb._trailing_memo[0] == key:
        return fb._trailing_memo[1]
    got = None
    after = seg.offset + len(seg.text)
    rest = seg.line_text[after:after + 2 * LEAD_REACH]  # the next sentence only: no copy of a long line's rest
    nxt = fb._next_sentence.match(rest)
    if nxt:
        sentence = nxt.group("s").strip()
        norm = fb.grammar.normalise_text(sentence)
        found = fb.grammar.scan(norm)
        if not any(h.kind in _MEASURES for h in found):
            urls = tuple(str(h.value) for h in found if h.kind == "url")
            ids = tuple(str(h.value) for h in found if h.kind == "identifier")
            attribution = None
            for pattern in (fb.att_label, fb.att_before):
                m = pattern.match(norm)
                if m:
                    candidate = _close_asides(sentence[m.start("a"):m.end("a")].strip(" ：:\"“”"))
                    if pattern is fb.att_before:
                        candidate = hearsay_source(fb, m.group("v"), candidate)
                    if names_a_source(fb, candidate, m.group("v") if pattern is fb.att_before else None):
                        attribution = candidate.rstrip(" .;,")
                        break
            if attribution is None:
                m = next(iter(saying_matches(fb, norm)), None)
                if m is not None and m.start("a") == 0:
                    candidate = sentence[m.start("a"):m.end("a")].strip()
                    if names_a_source(fb, candidate):
                        attribution = candidate.rstrip(" .;,")
            if attribution is not None or (urls or ids) and fb.att_label.match(norm):
                got = (attribution, urls, ids)
    fb._trailing_memo = (key, got)
    return got


#: the longest sentence :func:`leading_source` reads before a segment (characters; the
#: sentence pattern ``_next_sentence`` matches at most 200)
LEAD_REACH = 200

#: the kinds of figure a source gives (not the ids, dates and versions that name a source)
_MEASURES = frozenset({"quantity", "ratio", "percent", "count", "number"})


def leading_source(fb: FrameBuilder, seg: Segment) -> tuple[str | None, tuple, tuple] | None:
    """The source a sentence of its own names right before ``seg`` on its line, when that
    sentence is a source label and states no figure: "- 来源：知乎转载。vLLM 在 H100 上吞吐 4,000
    tok/s。", "Source: a WeChat repost. SGLang reaches …" in a list item or paragraph (a fresh-user
    trial of session 21: the figure took its section's source instead).  The mirror of
    :func:`trailing_source`, for a label (``attribution.label``) only.

    Returns (attribution or None, URLs, ids) of that sentence, or None."""
    # only the sentence right before (at most 200 characters: _next_sentence) is read, so a line
    # of many sentences costs no more per sentence (a 136 KB line: 38 s when the whole text before
    # was split again for each of its 2,270 sentences)
    start = max(0, seg.offset - 2 * LEAD_REACH)
    before = seg.line_text[start:seg.offset]
    if start == 0:
        before = re.sub(r"^\s*(?:[-*+•]|\d+[.)])\s+", "", before)
    # the last sentence only: from the end mark before the one that closes it (a 2 MB line without
    # a 。 had the sentence pattern tried at each of 400 positions for every one of its 100,000
    # segments: 11 minutes; a fresh-user trial of session 31)
    body = before.rstrip()
    ends = [m.end() for m in fb._sentence_end.finditer(body) if m.end() < len(body)]
    if ends:
        before = before[ends[-1]:]
    elif start > 0:
        return None  # no sentence starts within reach: the one before is longer than any label sentence
    sentence = None
    for m in fb._next_sentence.finditer(before):
        sentence = m.group("s").strip()
    if not sentence:
        return None
    norm = fb.grammar.normalise_text(sentence)
    m = fb.att_label.match(norm)
    if m is None:
        return None
    found = fb.grammar.scan(norm)
    if any(h.kind in _MEASURES for h in found):
        return None
    urls = tuple(str(h.value) for h in found if h.kind == "url")
    ids = tuple(str(h.value) for h in found if h.kind == "identifier")
    candidate = _close_asides(sentence[m.start("a"):m.end("a")].strip(" ：:\"“”"))
    if names_a_source(fb, candidate):
        return candidate.rstrip(" .;,。"), urls, ids
    return (None, urls, ids) if urls or ids else None


def _clause_attribution(fb: FrameBuilder, seg_text: str, text: str, c_start: int, c_end: int) -> tuple[str | None, bool]:
    """(attribution, internal) of the clause ``text[c_start:c_end]`` (``text``: ``seg_text``
    normalised): who the sentence says the figure comes from, and whether it is an internal
    note.  Several claims of one clause share the answer, so the last few thousand clauses'
    answers are kept (keyed by the segment text and the clause)."""
    key = (seg_text, c_start, c_end)
    got = fb._attribution_memo.get(key)
    if got is not None:
        return got
    clause_text = text[c_start:c_end]
    attribution = None
    noted = fb.internal.search(clause_text) is not None  # an internal note's mark in the clause
    # the clause first, then what precedes it in the sentence, then what follows it
    # ("…, according to a Reddit screenshot")
    lo = max(0, c_start - CLAUSE_REACH)
    # a clause that opens with a verb of saying ("，称 X 快约 2 倍") is said by the clause before it:
    # what precedes reaches through that verb
    opening = fb._comma_verbs.match(clause_text, len(clause_text) - len(clause_text.lstrip()))
    before_end = c_start + opening.end() if opening else c_start
    for base, scope_text in ((c_start, clause_text), (lo, text[lo:before_end]), (c_end, text[c_end:c_end + CLAUSE_REACH])):
        for pattern in (fb.att_paren, fb.att_outlet, fb.att_label, fb.att_before, fb.att_after):
            m = None
            matches = saying_matches(fb, scope_text) if pattern is fb.att_after else pattern.finditer(scope_text)
            if pattern is fb.att_after and opening is not None and base == lo:
                # the clause opens with its verb: what precedes it, up to a comma, may say it
                matches = itertools.chain(matches, comma_clause_matches(fb, scope_text))
            found = None
            for m in matches:
                candidate = _close_asides(seg_text[base + m.start("a"):base + m.end("a")].strip(" ：:\"“”"))
                verb = m.group("v") if pattern is fb.att_before else None
                candidate = hearsay_source(fb, verb, candidate)
                if not names_a_source(fb, candidate, verb):
                    continue  # "per second", "per node for 4K inputs": a unit or scope, no source
                if pattern is fb.att_outlet and (fb.no_link.search(candidate) or not any(
                        p.search(candidate) for tier, p in fb.tier_keywords if tier in ("secondary", "tertiary"))):
                    continue  # "（教学用）", "（无原文链接）": an aside, no outlet named
                found = _close_asides(candidate.rstrip(" .;,，；、"))  # ("source: team bench)." closes its bracket)
                if base == c_end:
                    break  # after the clause, the nearest attribution is the first one
            if found:
                attribution = found
                break
        if attribution or noted:
            break
    internal = noted and not attribution
    got = (attribution, internal)
    if len(seg_text) <= MEMO_MAX_TEXT:
        if len(fb._attribution_memo) >= 4096:
            fb._attribution_memo.clear()  # bounded: the memo only ever saves time
        fb._attribution_memo[key] = got
    return got


def hearsay_source(fb: FrameBuilder, verb: str | None, candidate: str) -> str:
    """The source a hearsay verb (rules/grammar.yaml ``attribution.hearsay``: 听说, 据说, "heard
    from") introduces: the words after it when they hold no figure ("听说 B 站有个 up 主测过，…"),
    else the verb itself ("据说 PyMuPDF 的准确率 97%" rests on 据说 — a tertiary keyword of
    rules/sources.yaml); any other verb's ``candidate`` unchanged."""
    if verb is None or verb.casefold() not in fb._att_hearsay or not re.search(r"\d", candidate):
        return candidate
    return verb


def names_a_source(fb: FrameBuilder, candidate: str, verb: str | None = None) -> bool:
    """True when an attribution found by the patterns can name a source (issue 14, "sources
    are sources"): it starts with a letter, digit or CJK character, its first word is no unit,
    scope, counted thing, preposition or conjunction (rules/grammar.yaml ``attribution.not_first``:
    "second.", "rank", "node for 4K inputs", "向两个团队"), and after an ambiguous verb
    (``attribution.ambiguous_before``: "per") it starts with a capital letter, a digit (not a
    quantity: "per 2 GB of RAM"), an article ("per the paper") or a known name.

    Args: candidate: the attribution as cut from the text; verb: the ``verbs_before`` word that
    introduced it, or None.  Returns: bool.
    """
    if not candidate or not (candidate[0].isalnum() or candidate[0] in "[@《「"):
        return False
    first = re.match(r"[A-Za-z]+|.", candidate.lstrip("[@《「")).group(0).casefold()
    if first in fb._att_not_first:
        return False
    if verb is not None and verb.casefold() in fb._att_ambiguous:
        word = re.match(r"\S+", candidate).group(0)
        if re.match(r"\d[\d,.]*\s?(?:[A-Za-z%]|$)", candidate) and not fb.entities.canonical(word.rstrip(".,;:")):
            return False  # "per 2 GB of RAM", "per 8 GPUs": a quantity after "per", no source ("per 36氪" is one)
        if not (candidate[0].isupper() or candidate[0].isdigit() or not candidate[0].isascii()
                or first in fb._att_articles
                or fb.entities.canonical(word.rstrip(".,;:"))):
            return False
    return True


#: a figure right before a verb: a number and maybe its unit ("38.5 tok/s ", "80 GB", "3 倍")
_FIGURE_BEFORE = re.compile(r"\d(?:[\d.,]*\d)?\s?(?:[A-Za-z%/µ]{1,10}|[倍个次%])?\s?$")


def saying_matches(fb: FrameBuilder, text: str):
    """:func:`after_verb_matches` but a verb between two figures: "速度从 38.5 tok/s 提到 101.2 tok/s"
    raises one to the other, nobody says anything (fresh-user trial 45, r06: the sentence became
    its own source); "Jay Sep 27 称 DSpark …" still names Jay (no figure after the verb).
    Yields :class:`re.Match`."""
    for m in after_verb_matches(fb, text):
        v = fb._verbs_after.search(text, m.end("a"))
        if v is not None and _FIGURE_BEFORE.search(text, max(0, v.start() - 24), v.start()) and \
                re.match(r"\s?[约~≈]?\s?\d", text[v.end():v.end() + 4]):
            continue
        yield m


def after_verb_matches(fb: FrameBuilder, text: str):
    """The matches of ``att_after`` in ``text`` ("CSDN 称", "a Reddit post reports"), found
    from each verb of ``verbs_after`` backwards: the attribution is the 2–80 characters
    before the verb (and one space), back to a separator.  Same matches as
    ``att_after.finditer`` with work linear in the text, checked against each verb at most
    once (the regex tries 80 characters at every position).  Yields :class:`re.Match`.

    Args: text (str).  Returns: an iterator of the matches, in order.
    """
    pos = 0
    for v in fb._verbs_after.finditer(text):
        if v.start() < pos:
            continue
        lo = max(pos, v.start() - 81)
        seps = [sm.end() for sm in fb._att_sep.finditer(text, lo, v.start())]
        start = max(lo, seps[-1] if seps else lo)
        m = fb.att_after.match(text, start, v.end())
        while m is None and start < v.start() - 2:
            start += 1  # the regex's own leftmost start within reach of this verb
            m = fb.att_after.match(text, start, v.end())
        if m is not None:
            yield m
            pos = m.end()


def comma_clause_matches(fb: FrameBuilder, text: str):
    """The matches of ``att_after_clause`` in ``text``: a verb of saying right after a comma,
    said by the clause before the comma back to a stronger separator, when that clause holds no
    figure ("有同事在技术交流群看到一张对比图（无出处），称 …"; held-out set 21).  Yields
    :class:`re.Match` (group ``a``: the clause), in order."""
    for v in fb._comma_verbs.finditer(text):
        lo = max(0, v.start() - 83)
        if not re.search(r"[，,]\s?$", text[lo:v.start()]):
            continue
        strong = [sm.end() for sm in fb._att_strong_sep.finditer(text, lo, v.start())]
        m = fb.att_after_clause.match(text, max(lo, strong[-1] if strong else lo), v.end())
        if m is not None:
            yield m


def tier(fb: FrameBuilder, evidence: str, urls, ids) -> str:
    """The strongest tier the evidence supports; tertiary words win over links cited beside
    them (a CSDN post citing a paper is still a CSDN post).

    Args: evidence: the attribution and the clause (str); urls, ids: the cited URLs and ids
    (str).  Returns: a tier name of rules/sources.yaml ``tiers`` (``primary``, ``secondary``,
    ``tertiary`` …) or ``unknown``.  Rules: the tiers' ``keywords`` and ``domains``; a
    well-formed arXiv id is primary; a near miss of a source name is tertiary.
    """
    # "没有原文链接", "no original link" say the link is missing: their "原文" / "original" names no
    # primary source (held-out set 15: a 公众号 article "没有原文链接" was read as primary)
    evidence = fb.no_link.sub(" ", evidence)
    names = {tier: _names_channel(fb, pattern, evidence) for tier, pattern in fb.tier_keywords}
    if not names.get("tertiary"):
        names["tertiary"] = _fuzzy_tertiary(fb, evidence)
    if names.get("tertiary"):
        return "tertiary"
    for tier, domains in fb.tier_domains:
        for url in urls:
            host = re.sub(r"^https?://", "", url.lower()).split("/")[0]
            if any(host == d or host.endswith("." + d) for d in domains):
                return tier
    if any(i.startswith("arXiv:") and not arxiv_problem(i[6:]) for i in ids):
        return "primary"
    for tier in ("primary", "secondary"):
        if names.get(tier):
            return tier
    return "unknown"


def _names_channel(fb: FrameBuilder, pattern: re.Pattern, evidence: str) -> bool:
    """True when a tier's keyword (``pattern``) stands in ``evidence`` as a channel that said
    something, not as where a test set came from: "(Reddit archive on comments/posts)", "a dump of
    Twitter", "知乎数据集" (rules/sources.yaml ``data_origin_words``; batch-25 charset-normalizer.md)."""
    if fb.data_origin is None:
        return bool(pattern.search(evidence))
    for m in pattern.finditer(evidence):
        if fb.data_origin.match(evidence, m.end()):
            continue
        if fb.data_origin_before.search(evidence, max(0, m.start() - 40), m.start()):
            continue
        return True
    return False


def _fuzzy_tertiary(fb: FrameBuilder, evidence: str) -> bool:
    """A misspelt tertiary source name (``CSVDN`` for ``CSDN``) still marks the tier."""
    words = re.findall(r"[A-Za-z]{4,}", evidence)
    if not words:
        return False
    return any(_misspelt_source(fb, w) for w in words)


def _misspelt_source(fb: FrameBuilder, word: str) -> bool:
    """True when ``word`` is no known name and no common English word (rules/grammar.yaml
    ``common_words_file``: "credit" is not a slip of Reddit; batch 31) but a near miss of a
    source's (kept per word: the same words come back in every clause)."""
    got = fb._misspelt_memo.get(word)
    if got is None:
        got = not fb.entities.canonical(word) and not common_word(fb, word) and \
            bool(fb.entities.near_miss(word, fb._source_names))
        if len(word) <= MEMO_MAX_TOKEN:
            if len(fb._misspelt_memo) >= 16384:
                fb._misspelt_memo.clear()
            fb._misspelt_memo[word] = got
    return got


def has_primary_link(fb: FrameBuilder, urls, ids) -> bool:
    """True when a URL on a primary domain (rules/sources.yaml ``tiers.primary.domains``), or a
    well-formed arXiv id / DOI, is cited.  Args: urls, ids: iterables of str.  Returns: bool."""
    primary = dict(fb.tier_domains).get("primary", [])
    for url in urls:
        host = re.sub(r"^https?://", "", url.lower()).split("/")[0]
        if any(host == d or host.endswith("." + d) for d in primary):
            return True
    for ident in ids:
        if ident.startswith("arXiv:") and not arxiv_problem(ident[6:]):
            return True
        if ident.startswith("doi:"):
            return True
    return False


def _close_asides(text: str) -> str:
    """An attribution cut inside a bracket ("a Reddit screenshot (no model") loses the
    unclosed aside: "a Reddit screenshot"; one that ends with the bracket it was named inside
    ("团队测试）" of "（H100，来源：团队测试）") loses that bracket."""
    for open_, close in (("(", ")"), ("（", "）")):
        if text.count(open_) > text.count(close):
            text = text[:text.rfind(open_)].rstrip()
        while text.endswith(close) and text.count(close) > text.count(open_):
            # "（H100，来源：团队测试）": the bracket the source was named inside closes after it
            # (a fresh-user trial, session 26: attribution "团队测试）")
            text = text[:-1].rstrip()
    return text


def caption_calls_latest(fb: FrameBuilder, caption: str | None) -> bool:
    """True when ``caption`` (the line right above a table) calls the table's versions the
    latest ("下表版本均为 2030-12-31 当日 PyPI 上的最新版"; rules/grammar.yaml ``latest_captions``)
    and no negation stands right before its latest word ("非最新版本"; ``latest_caption_negations``)."""
    if not caption or not fb.latest_caption:
        return False
    if fb.latest_caption_negated is not None and fb.latest_caption_negated.search(caption):
        return False
    return any(p.search(caption) for p in fb.latest_caption)


def compile_version_flags(fb: FrameBuilder, resources: Resources) -> None:
    """Compile what :func:`version_flags` reads: the latest words (rules/grammar.yaml
    ``latest_words``, ``latest_not_after``, ``latest_in_use``, ``latest_then``, ``latest_after``, ``version_words``,
    ``latest_captions``, ``latest_caption_negations``) and the words of a quoted release (``published_versions``: words, reach, bound_before, bound_after)."""
    g = resources.grammar
    fb.latest = re.compile(_alt(g["latest_words"]), re.IGNORECASE)
    own = g.get("latest_not_after") or []
    fb.latest_own = re.compile(rf"(?:{_alt(own)})\s?(?:的\s?)?$", re.IGNORECASE) if own else None
    targets = g.get("latest_column_targets") or []
    words = g.get("version_words") or []
    fb.latest_column_target = re.compile(
        rf"\s*(?:{_alt(targets)})\s?(?:{_alt(words)}s?)?\s*(?:[（(][^）)]*[）)])?\s*", re.IGNORECASE) if targets else None
    # a column headed only by a version word ("| 版本 |", "| 版本 / Version |", "| Version (pip) |"):
    # the version each row's software is run at (flag ``listed``)
    # … or by one with a requirement word before it ("| 最低版本 |", "| Minimum version |";
    # grammar.yaml version_column_qualifiers): a required version is a released one
    quals = g.get("version_column_qualifiers") or []
    lead = rf"(?:(?:{_alt(quals)})\s?)?" if quals else ""
    fb.version_column = re.compile(
        rf"\s*{lead}(?:{_alt(words)})s?(?:\s?[/／]\s?(?:{_alt(words)})s?)?\s*(?:[（(][^）)]*[）)])?\s*", re.IGNORECASE) if words else None
    # a column of the versions rows run on ("运行环境与依赖 Runtime and dependencies"): each named
    # version in its cells is a released one (flag ``listed``; grammar.yaml dependency_column_words)
    deps = g.get("dependency_column_words") or []
    fb.dependency_column = re.compile(rf"(?<![A-Za-z])(?:{_alt(deps)})(?![A-Za-z])", re.IGNORECASE) if deps else None
    in_use = g.get("latest_in_use") or []
    fb.latest_in_use = re.compile(rf"\s?(?:{_alt(in_use)})(?![A-Za-z])", re.IGNORECASE) if in_use else None
    then = g.get("latest_then") or {}
    fb.latest_then_before = re.compile(rf"(?:{_alt(then['then_before'])})\s?$", re.IGNORECASE) \
        if then.get("then_before") else None
    fb.latest_then_between = re.compile(_alt(then["then_between"]), re.IGNORECASE) if then.get("then_between") else None
    after = g.get("latest_after") or {}
    words = _alt([*after.get("fillers", []), *g.get("version_words", []), *g["latest_words"]])
    # (what may follow: a clause's end, a bracket of its own — "（2026-10-30 发布）" — or a date's
    # "as of" / "截至": ``latest_after.ends``; a fresh-user trial, session 26)
    ends = after.get("ends") or []
    end = rf"(?:[.。,，;；!！?？)）(（]|{_alt(ends)}|$)" if ends else r"(?:[.。,，;；!！?？)）(（]|$)"
    fb.latest_after = re.compile(
        # (in quotes too: 'Cantera 3.1.0 "就是当前稳定版"', a reply quoted; held-out set 30)
        rf"\s*[,，]?\s*[\"“「『]?\s*(?:{_alt(after.get('copulas', []))})\s*(?:(?:{words})\s*){{1,5}}[\"”」』]?\s*{end}",
        re.IGNORECASE) if after.get("copulas") else None
    # a latest word and a word naming a version, then the comma before a name in apposition
    # ("the current release, soundfile 0.13.1", "最新版本，soundfile 0.14.0")
    vwords = g.get("version_words") or []
    fb.latest_apposition = re.compile(rf"(?:{_alt(g['latest_words'])})\s?(?:{_alt(vwords)})s?\s?[,，]\s?$",
                                      re.IGNORECASE) if vwords else None
    # a table's caption that calls its versions the latest (``latest_captions``), unless a
    # negation (``latest_caption_negations``) stands right before its latest word
    captions = [re.compile(p, re.IGNORECASE) for p in g.get("latest_captions") or ()]
    negations = g.get("latest_caption_negations") or []
    fb.latest_caption = captions
    fb.latest_caption_negated = re.compile(rf"(?:{_alt(negations)})\s?(?:{_alt(g['latest_words'])})",
                                           re.IGNORECASE) if negations else None
    published = g.get("published_versions") or {}
    fb.published = re.compile(_alt(published["words"]), re.IGNORECASE) if published.get("words") else None
    fb.published_reach = int(published.get("reach", 60))
    # a line labelled by one of the words ("Stack at the time: … mosec 0.9.8", "运行环境：…"): every
    # version of the line is one the text quotes, however far from the label
    fb.published_label = re.compile(rf"^\W*(?:{_alt(published['label_words'])})"
                                    rf"[^:：\n]{{0,{int(published.get('label_reach', 24))}}}[:：]", re.IGNORECASE) \
        if published.get("label_words") else None
    fb.published_bound_reach = int(published.get("bound_reach", 16))
    bound_before, bound_after = published.get("bound_before") or [], published.get("bound_after") or []
    fb.published_bound = re.compile(
        "|".join([*([rf"(?:{_alt(bound_before)})\s?[vV]?$"] if bound_before else []),
                  *([rf"^\s?(?:{_alt(bound_after)})"] if bound_after else [])]) or "(?!)", re.IGNORECASE)


def version_flags(fb: FrameBuilder, text: str, hit, hits, c_start: int, line_text: str = "") -> list[str]:
    """The flags of a version (``hit``, kind version, in the normalised segment ``text``; its
    clause starts at ``c_start``; ``hits``: the segment's): ``latest`` — a latest word in the
    clause within 40 characters before it with no other version between ("最新稳定版 0.7.4"), not
    after a word of the version a team runs ("团队当前版本是 vLLM 0.9", ``latest_not_after``) nor
    before one ("当前使用的 vLLM 版本为 0.10.2", "currently runs vLLM 0.10.2", ``latest_in_use``) nor
    of a time gone by ("9 月时的最新版本是", "the latest release was", ``latest_then``), or
    a copula and a latest word after it ("vLLM 0.12 is the latest version.") — else ``published``:
    a word of a quoted README or PyPI page within ``reach`` characters, in a table cell's row
    (a row of at most 4 × ``reach`` characters), or labelling the line
    (``line_text``, the segment's whole line: "Stack at the time: …"), no promise in the text
    and the version not written as a bound ("自 v0.13.0 起")."""
    flags = []
    name = getattr(hit, "name", None)
    if not name and c_start > 0:
        # "the latest SGLang release, v0.5.5": a "v" version read alone; the known name before the
        # comma of apposition is its own (fresh-user trial 48, r07)
        phrase = re.search(r"([A-Za-z][\w.\- ]{0,60}?),\s?$", text[max(0, hit.start - 60):hit.start])
        words = phrase.group(1).split()[-3:] if phrase else []
        name = next((w for w in words if fb.entities.canonical(w) is not None), None)
    if name and c_start > 0:
        # "Pin the latest ruff, 0.17.3": the name in apposition before the comma is the version's
        # own, and so is the clause it stands in (held-out set 13), also with a word naming a
        # version after it ("the current uv release, 0.13.6", held-out set 18)
        # (… or the name's, with its latest word: "nilearn's latest release, 0.13.2"; held-out set 31)
        back = max(0, hit.start - len(name) - 28)
        own = re.search(re.escape(name) + r"(?:(?:'s|’s)(?=\s)|\s?的)?(?:\s?[A-Za-z\u4e00-\u9fff]{1,10}){0,2}(?:,\s?|\s?[（(]\s?)$",
                        text[back:hit.start])
        if own is not None:
            c_start = min(c_start, clause_bounds(text, back + own.start())[0])
        # "ARM64 wheels arrived in the current release, soundfile 0.13.1": a latest word and a word
        # naming a version right before the comma that opens the name's apposition (held-out set 22)
        at = text.rfind(name, max(0, hit.start - len(name) - 3), hit.start)
        if at > 0 and fb.latest_apposition is not None:
            lead = fb.latest_apposition.search(text, max(0, at - 40), at)
            if lead is not None:
                c_start = min(c_start, lead.start())
    before = text[max(c_start, hit.start - 40):hit.start]
    latest = fb.latest.search(before)
    if latest is not None and (fb.latest_own is not None and fb.latest_own.search(before[:latest.start()])
                               or fb.latest_in_use is not None and fb.latest_in_use.match(before, latest.end())):
        latest = None  # "团队当前版本是 0.9", "当前使用的 vLLM 版本为 0.10.2": the version a team runs
    if latest is not None and (
            fb.latest_then_before is not None and fb.latest_then_before.search(before[:latest.start()])
            or fb.latest_then_between is not None and fb.latest_then_between.search(before[latest.end():])):
        latest = None  # "9 月时的最新版本是 0.10", "the latest release was 0.10": the latest of a time gone by
    # (no other version between the latest word and this one: "0.5.4 → 0.5.5（SGLang 最新版本为 0.5.5）"
    # has two before the word, which name no latest; fresh-user trial 44, r06)
    window = max(c_start, hit.start - 40)
    if latest is not None and \
            not any(h.kind == "version" and window + latest.end() <= h.start < hit.start for h in hits):
        flags.append("latest")
    elif fb.latest_after is not None:
        after = fb.latest_after.match(text, hit.end)
        if after is None and name and name in text[hit.end:hit.end + 40]:
            # "vLLM 0.13.2 — the latest vLLM release": the version's own name between the latest
            # word and the version word (fresh-user trial 46, r11)
            at = text.index(name, hit.end)
            after = fb.latest_after.match(text[:at] + text[at + len(name):], hit.end)
        if after is not None and fb.latest.search(after.group()):
            flags.append("latest")
    if fb.published is not None and "latest" not in flags:
        reach = fb.published_reach
        # a table cell's version is described by its row ("| soundfile | 0.14.0 | released 2026-06-06 |")
        row = line_text if line_text.lstrip().startswith("|") and len(line_text) <= 4 * reach else ""
        if (fb.published.search(text, max(0, hit.start - reach), hit.end + reach)
                or (row and fb.published.search(row))
                or (fb.published_label is not None and fb.published_label.match(line_text or text))) and \
                not fb.promise.search(row or text) and \
                not fb.published_bound.search(text[max(0, hit.start - fb.published_bound_reach):hit.start]) and \
                not fb.published_bound.search(text[hit.end:hit.end + fb.published_bound_reach]):
            flags.append("published")
    return flags
