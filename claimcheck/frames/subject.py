"""Claim frames, the subject: the system, model or paper a number is about (:func:`subject`),
the subject a heading names (:func:`heading_subject`), a whole document's
(:func:`document_subject`) and a whole segment's (:func:`segment_subject`); when a date is a
changelog entry's (:func:`is_changelog_date`).

Every function takes the :class:`~claimcheck.frames.builder.FrameBuilder` whose resources,
entities and patterns it reads (``fb``); :func:`compile_rules` compiles this part's patterns
from rules/entities.yaml (``venues``) and rules/grammar.yaml (``frame_words``).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.patterns import _alt
from claimcheck.frames.conditions import after_baseline_marker, in_baseline_pattern, named_as_baseline
from claimcheck.frames.context import POSSESSIVE, VERSION_NUMBER, DocContext, SectionInfo, bracket_spans
from claimcheck.frames.entities import SUBJECT_TYPES, Mention
from claimcheck.resources.loader import Resources
from claimcheck.resources.records import common_words, fold_name
from claimcheck.text.segment import Segment, row_cells

if TYPE_CHECKING:
    from claimcheck.frames.builder import FrameBuilder


def compile_rules(fb: FrameBuilder, resources: Resources) -> None:
    """Compile the subject part's patterns onto ``fb`` (called once by ``FrameBuilder.__init__``).

    Sets ``fb.venue`` (a venue of rules/entities.yaml ``venues`` at the end of a text, or None),
    ``fb._connectors`` and ``fb._joiners`` (rules/grammar.yaml ``frame_words.name_connectors``,
    ``frame_words.list_joiners``, as alternations), ``fb._id_copula`` (an optional
    ``frame_words.id_copulas`` word between a name and its identifier) and ``fb._document_noun`` (``frame_words.document_nouns``
    right after a name: "SGLang 文档", or None), and the English comparison owner's patterns
    ``fb._than_after``, ``fb._comparison_owner_en``, ``fb._owner_copula`` (``frame_words.comparison_*``).
    """
    venues = resources.venues
    fb.venue = re.compile(r"(?:" + _alt(venues) + r")\s?'?$") if venues else None
    words = resources.grammar.get("frame_words") or {}
    fb._connectors = _alt(words.get("name_connectors", []))
    fb._joiners = _alt(words.get("list_joiners", []))
    number = words.get("heading_number")
    fb._heading_number = re.compile(str(number)) if number else None
    copulas = words.get("id_copulas") or []
    fb._id_copula = r"(?:\s?(?:" + _alt(copulas) + r"))?" if copulas else ""
    # "Medusa 论文 arXiv:…", "Medusa paper arXiv:…": a noun of the work between its name and its
    # identifier (frame_words.id_work_nouns; fresh-user trial 45, r05)
    work_nouns = words.get("id_work_nouns") or []
    fb._id_work_noun = r"(?:\s?(?:" + _alt(work_nouns) + r"))?" if work_nouns else ""
    # "在 A100 / Vicuna-7B 上": a Chinese setting scope (conditions.yaml size_scope_before opens it,
    # size_scope_words closes it); a model or chip inside it is the figure's setting
    openers = [w for w in resources.conditions.get("size_scope_before") or [] if not str(w).isascii()]
    closers = resources.conditions.get("size_scope_words") or []
    fb._setting_scope = re.compile(r"(?:" + _alt(openers) + r")\s?[^，,。；;：:！？!?]{1,40}?(?=\s?(?:"
                                   + _alt(closers) + r"))") if openers and closers else None
    # the English comparison owner (grammar.yaml frame_words.comparison_*; _comparison_owner):
    # "… 3x faster than" after the figure; a Latin word, one or two verbs and a hedge before it
    comparatives = words.get("comparison_comparatives") or []
    fb._than_after = re.compile(r"\s*(?:" + _alt(comparatives) + r")\s+than\b", re.IGNORECASE) if comparatives else None
    verbs = r"[a-z]+s\s+" + "".join(r"|" + re.escape(str(v)).replace(r"\ ", r"\s+") + r"\s+" for v in words.get("comparison_verbs") or [])
    hedges = "|".join(re.escape(str(h)).replace(r"\ ", r"\s+") + (r"\s?" if not str(h)[-1:].isalnum() else r"\s+")
                      for h in words.get("comparison_hedges") or [])
    fb._comparison_owner_en = re.compile(r"(?<![\w.\-])([A-Za-z][A-Za-z0-9_.+\-]*[A-Za-z0-9])\s+(?P<verbs>(?:" + verbs
                                         + r"){1,2})" + (r"(?:" + hedges + r")?" if hedges else "") + "$")
    fb._owner_copula = re.compile(r"(?:" + (_alt(words.get("comparison_copulas") or []) or "(?!)") + r")\b")
    nouns = words.get("document_nouns") or []
    fb._document_noun = re.compile(r"\s?(?:" + POSSESSIVE + r"\s?)?(?:" + _alt(nouns) + r")(?![A-Za-z])",
                                   re.IGNORECASE) if nouns else None
    # the joiners of figures and names set against each other (paired_figure_owner), or None
    # (between the names also an English comparative with its figure inside, "A is 25% faster
    # than B": paired_name_patterns, regular expressions joined as they are)
    frames = [str(p) for p in words.get("paired_name_patterns") or []]
    fb._paired_figures, fb._paired_list, fb._paired_names = (
        re.compile(r"\s?(?:" + "|".join([_alt(joiners), *extra]) + r")\s?", re.IGNORECASE) if joiners else None
        for joiners, extra in ((words.get("paired_figure_joiners") or [], ()),
                               (words.get("paired_list_joiners") or [], ()),
                               (words.get("paired_name_joiners") or [], frames)))
    totals = words.get("total_words") or []
    fb._total_words = re.compile(r"(?:" + _alt(totals) + r")", re.IGNORECASE) if totals else None
    # a baseline marker right before a column header's name ("vs vLLM 0.11", "相对 SGLang"):
    # the name is the column's baseline (rules/conditions.yaml baseline_markers)
    markers = resources.conditions.get("baseline_markers") or []
    fb._baseline_before = re.compile(r"(?:" + _alt(markers) + r")\s?$", re.IGNORECASE) if markers else None
    # a change written out in brackets right after a relative figure: "降低 8.6%（268 ms → 245 ms）"
    # (rules/grammar.yaml change_arrows, and frame_words.change_pair_words: 到, to …)
    arrows = [*(resources.grammar.get("change_arrows") or []), *(words.get("change_pair_words") or [])]
    fb._change_pair_gap = re.compile(r"\s?(?:" + _alt(arrows) + r")\s?", re.IGNORECASE) if arrows else None


def subject(fb: FrameBuilder, seg: Segment, text: str, hit: Hit, mentions: list[Mention], clause, info: SectionInfo,
            ctx_subject: Mention | None = None, metric: str | None = None,
            hits: list[Hit] | None = None) -> Mention | None:
    """The subject of a claim (:func:`_subject`), None when it is of an entity type that never owns
    a figure of the claim's metric (rules/metrics.yaml ``no_subject_types``: "+15% faster flash
    attention … for ~$29" is no price of FlashAttention, a method; README batches together)."""
    found = _subject(fb, seg, text, hit, mentions, clause, info, ctx_subject, metric, hits)
    if found is not None and hit.kind == "identifier" and _names_the_scheme(found.surface, text[hit.start:hit.end]):
        return None  # "| CVE 编号 | CVE-2040-41237 |": the row names the id's scheme, no owner (held-out set 33)
    mdef = fb.res.metrics.get(metric) if metric else None
    if found is not None and mdef is not None and found.type in mdef.no_subject_types:
        return None
    if found is not None and hit.kind == "quantity" and _inside_comparison_baseline(fb, text, found, hit):
        return None
    if found is not None and found.type == "hardware" and hit.kind == "quantity" and hits \
            and "shared_unit" not in hit.flags:
        # "H200 显存是 H100 的 1.76 倍（141 vs 80 GB）": the pair's second figure is the second chip's
        # (fresh-user trial 49, r14: 80 GB was H200's and a CC201 against its 141 GB)
        found = paired_figure_owner(fb, text, hit, hits, mentions, ("hardware",)) or found
    return found


#: the body of a footnote: a line that opens with its superscript marker ("² 稠密 FP8；含稀疏为 9 PFLOPS。")
#: or a Markdown footnote label ("[^2]: …"); its figures belong to what the marker stands beside
#: (fresh-user trial 49, r22: a chip's sparse TFLOPS became the engine SGLang's, a medium CC201)
_FOOTNOTE_BODY = re.compile(r"\s*(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\[\^[\w-]+\]:)\s?\S")


def _inside_comparison_baseline(fb: FrameBuilder, text: str, m: Mention, hit: Hit) -> bool:
    """``m`` is the X of a comparison before the figure ("与 SGLang 相比，TTFT p50 从 4,100 ms 降到
    2,900 ms", "相对 vLLM，…"; rules/conditions.yaml ``baseline_patterns`` that are not anchored
    at the figure, and ``baseline_openers``): the system compared with, never the owner of the
    figure (fresh-user trial 49, r25: 2,900 ms was SGLang's and a high CC201 against its 420 ms)."""
    if m.start >= hit.start:
        return False
    for pattern in fb.baseline_openers:
        found = pattern.match(text)
        if found and found.end() <= hit.start and found.start("b") <= m.start and m.end <= found.end("b"):
            return True
    for pattern in fb.baseline_patterns:
        if pattern.pattern.endswith("$"):
            continue  # ("是 X 的 <ratio>": the X right before a relative figure, in_baseline_pattern's)
        for found in pattern.finditer(text, 0, hit.start):
            if found.start("b") <= m.start and m.end <= found.end("b"):
                return True
    return False


def _subject(fb: FrameBuilder, seg: Segment, text: str, hit: Hit, mentions: list[Mention], clause, info: SectionInfo,
            ctx_subject: Mention | None = None, metric: str | None = None,
            hits: list[Hit] | None = None) -> Mention | None:
    """The system/model/paper a number is about, nearest scope first.

    Order: a version's own name; for dates, only a release date or a changelog entry's
    date has a subject (else None); for ids, the name written beside the id; for model
    sizes (metric ``parameters``), the model named right before; then the nearest
    subject-type mention before the number in its clause, then earlier in the sentence,
    then the table row's name, the lead-in item, the part of the sentence a hard wrap left on
    the line above (``seg.head``), then the section's subject, then a mention after the
    number (before the next number), then the document's subject; a model or org only
    when nothing else is named.  A benchmark named outside the clause yields to a model
    named in the clause (a leaderboard's number is about the model ranked).

    Args:
        seg: the number's :class:`~claimcheck.text.segment.Segment`; text: its normalised
            text; hit: the number's :class:`~claimcheck.extraction.hit.Hit`.
        mentions: the sentence's :class:`~claimcheck.frames.entities.Mention` list; clause:
            (start, end) of the number's clause; info: its section's :class:`SectionInfo`.
        ctx_subject: the document's subject (:class:`DocContext` ``doc_subject``) or None;
        metric: the number's metric name or None; hits: the sentence's hits.
    Returns: the subject :class:`~claimcheck.frames.entities.Mention` or None.  Rules:
    entity types of rules/entities.yaml (``SUBJECT_TYPES``), metric families of
    rules/metrics.yaml (hardware families), rules/conditions.yaml baseline markers.
    """
    hits = hits or []
    if hit.kind == "version" and hit.name:
        known = fb.entities.canonical(hit.name)
        if known:
            return Mention(hit.start, hit.start, hit.name, known[0], known[1])
        if "named_version" in hit.flags and not fb.entities.is_negative(hit.name):
            return fb.entities.named(hit.name, hit.start, hit.start)  # "rwkv 0.8.32": the package it versions
    if hit.kind == "version":
        named = _name_before_version(fb, text, hit, mentions, hits)
        if named is not None:
            return named
        if not hit.name:
            # "Cantera 3.2.0 的 README 写明 'The current stable version is 3.2.0.'": a version with no name
            # is the one software whose version the sentence named before it (held-out set 30)
            before = {h.name for h in hits if h.kind == "version" and h.name and h.end <= hit.start}
            if len(before) == 1:
                name = next(iter(before))
                known = fb.entities.canonical(name)
                if known:
                    return Mention(hit.start, hit.start, name, known[0], known[1])
                if not fb.entities.is_negative(name):
                    return fb.entities.named(name, hit.start, hit.start)
    if hit.kind == "date" and is_changelog_date(fb, seg, text, hit):
        lead = [m for m in mentions if m.type in SUBJECT_TYPES and m.start >= hit.end
                and re.fullmatch(r"[\s\\\]】)）:：\[]*", text[hit.end:m.start])]
        if lead:
            return lead[0]  # "[2024/01] OpenAOE 发布": the item opens with its subject
        if ctx_subject is not None:
            return ctx_subject  # "[2025/06] 集成 DLSlime 和 Mooncake": what the project did
    if hit.kind == "date" and not (is_changelog_date(fb, seg, text, hit) or
                                   _is_release_context(fb, text, hit, clause, hits) or
                                   _is_publication_date(fb, text, hit, mentions)):
        return None  # the date of a note or an event is about no system
    if hit.kind == "identifier":
        named = _name_before_id(fb, text, hit) or _name_after_id(fb, text, hit)
        if named is not None:
            return named
    usable = [m for m in mentions if not (hit.start <= m.start < hit.end)]
    if hit.kind == "quantity" and _total_of_several(fb, text, hit, usable):
        return None  # "三个引擎合计吞吐 9,830 tok/s（vLLM 3,100 + SGLang 3,450 + NovaServe 3,280）": no one system's
    if hit.kind in ("quantity", "percent", "ratio"):
        paired = paired_figure_owner(fb, text, hit, hits, usable)
        if paired is not None:
            return paired  # "SGLang 比 vLLM 快：15,000 vs 12,400 tok/s": 12,400 is vLLM's
    if hit.kind in ("percent", "ratio"):
        compared = _comparison_owner(fb, text, hit, clause, usable)
        if compared is not None:
            return compared  # "Robyn 比 FastAPI 快 10 倍", "pythran 编译后比 numba 快 5 倍"
    if hit.kind == "quantity":
        before = _baseline_of_change_pair(fb, text, hit, hits or [], usable)
        if before is not None:
            return before  # "SGLang 相对 vLLM 降低 8.6%（268 ms → 245 ms）": 268 ms is vLLM's
        own = _compared_name_owning(fb, text, hit, usable)
        if own is not None:
            return own  # "… lower than vLLM's 179.15 ms", "(SGLang 2175.02 ms vs vLLM 2137.16 ms)"
        listed = _listed_pair_owner(fb, text, hit, hits, mentions)
        if listed is not None:
            return listed  # "pylev 7.48 ms、editdistance 3.5 µs": each figure its own package's"
        owned = _possessive_owner(fb, text, hit, mentions)
        if owned is not None:
            return owned  # "xAI's 1,620 s default, against Replicate's 60 s": each figure its owner's
    # the name right after "vs" / "比" / "相对" is the baseline, not the subject; a name of the
    # document a figure was read in ("SGLang 文档 373.25 tokens/s") is its source
    usable = [m for m in usable if not after_baseline_marker(fb, text, m.start)
              and not in_baseline_pattern(fb, text, m, hit)
              and not names_a_document(fb, text, m)
              and not (hit.kind in ("ratio", "percent") and named_as_baseline(fb, text, m))]
    feature_metrics = (fb.res.conditions.get("toggles") or {}).get("feature_metrics") or ()
    if hit.kind == "quantity" and usable and getattr(fb, "toggles", None) and metric not in feature_metrics:
        # a feature turned on or off ("不开 MTP 时 decode 吞吐 4,600 tok/s") is the figure's setting
        # (rules/conditions.yaml toggles), not what it measures (fresh-user trial 43, r03)
        switched = [m.span("f") for _, pattern in fb.toggles for m in pattern.finditer(text)]
        if switched:
            usable = [m for m in usable if not any(a <= m.start < b for a, b in switched)]
    c_start, c_end = clause
    if fb._setting_scope is not None and hit.kind in ("quantity", "ratio", "percent"):
        scopes = [m.span() for m in fb._setting_scope.finditer(text, c_start, hit.start)]
        if scopes:
            # "Lookahead 在 A100 / Vicuna-7B 上为 1.34x": the model is where it was measured, and
            # the name that opens the clause right before the scope is what was measured
            usable = [m for m in usable if not (m.type in ("model", "hardware")
                                                and any(a <= m.start and m.end <= b for a, b in scopes))]
            lead = re.search(r"(?<![\w.\-])([A-Z][A-Za-z0-9.\-]{2,})\s?$", text[c_start:scopes[0][0]])
            if lead and not re.search(r"[^\s\-*•#>|\d.、（(]", text[c_start:c_start + lead.start(1)]) \
                    and not fb.entities.is_negative(lead.group(1)):
                named = fb.entities.named(lead.group(1), c_start + lead.start(1))
                if named.type in SUBJECT_TYPES or named.type == "unknown":
                    return named
    if hit.kind == "identifier":
        # "PISA / 1531-2609.30216": a name before an earlier id is that id's
        last_id = max([h.end for h in hits if h.kind == "identifier" and h.end <= hit.start], default=-1)
        usable = [m for m in usable if m.start >= last_id or m.end > hit.end]
    models_before = [m for m in usable if m.type == "model" and c_start <= m.start and m.end <= hit.start]
    if metric == "parameters":
        if models_before:
            return models_before[-1]  # "Llama-2 7B/13B": the sizes of Llama-2
        size = fold_name(text[hit.start:hit.end])
        named = [m for m in usable if m.type == "model" and m.start >= hit.end and size in fold_name(m.surface)]
        if named:
            return named[0]  # "the 8B and 70B models … Meta-Llama-3-8B-Instruct"

    mdef = fb.res.metrics.get(metric) if metric else None
    if mdef is not None and mdef.family in fb.res.hardware_families:
        chips = [m for m in usable if m.type == "hardware" and c_start <= m.start and m.end <= hit.start]
        if chips and not any(m.type in SUBJECT_TYPES for m in usable
                             if c_start <= m.start and m.end <= hit.start):
            return chips[0]  # "The A100 and H100 GPUs are 80GB": the chip's memory

    def pick(cands, prefer_last=True):
        cands = [m for m in cands if m.type in SUBJECT_TYPES]
        if not cands:
            return None
        return cands[-1] if prefer_last else cands[0]
    before_clause = _outside_closed_asides(text, [m for m in usable if c_start <= m.start and m.end <= hit.start],
                                           c_start, hit.start)
    chosen = pick(before_clause)
    if chosen is None:
        chosen = pick([m for m in usable if m.end <= c_start])
    if chosen is None and seg.kind == "table_cell" and seg.header:
        # a column headed by a system ("| **TGI v3** (time in s) | **vLLM** (s) |") holds its figures
        header = fb.grammar.normalise_text(seg.header)
        heads = [m for m in fb.entities.mentions(header, discover=False)
                 if m.type in fb.res.document_subject.get("column_subject_types", ())]
        if len(heads) == 1 and fb._baseline_before is not None and fb._baseline_before.search(header[:heads[0].start]):
            heads = []  # "| vs vLLM 0.11 |": the column's baseline, the row names its system (a fresh-user trial)
        if len(heads) == 1:
            chosen = Mention(0, 0, heads[0].surface, heads[0].canonical, heads[0].type)
    if chosen is None and seg.kind == "table_cell":
        chosen = _row_subject(fb, seg, hit)
    if chosen is None and seg.lead_in:
        # "- EAGLE is:" above "  - 1.6x faster than Medusa": the lead-in item names the subject
        lead = [m for m in fb.entities.mentions(fb.grammar.normalise_text(seg.lead_in), discover=False)
                if m.type in SUBJECT_TYPES]
        if lead:
            chosen = Mention(0, 0, lead[0].surface, lead[0].canonical, lead[0].type)
    if chosen is None and seg.head:
        # "On DeepSeek-V3 TTFT p50 went" + "from 380 ms to 290 ms": the part of the sentence a hard
        # wrap left on the line above names its subject, the last one there nearest (trial 43, r01)
        lead = [m for m in fb.entities.mentions(fb.grammar.normalise_text(seg.head), discover=False)
                if m.type in SUBJECT_TYPES and not fb.after_baseline_marker(fb.grammar.normalise_text(seg.head), m.start)]
        if lead:
            chosen = Mention(0, 0, lead[-1].surface, lead[-1].canonical, lead[-1].type)
    if chosen is None and (info.subject is not None or ctx_subject is not None) and \
            _illustrates_an_unnamed_system(fb, text, mentions):
        return None  # "举个例子：恒定 10RPS 的系统 … 被测成 7.5RPS": a figure of no system
    # "² 稠密 FP8；含稀疏为 9 PFLOPS": the row its marker stands in owns a footnote's figure, not the
    # section's or the document's system
    footnote = _FOOTNOTE_BODY.match(getattr(seg, "line_text", "") or "") is not None
    if chosen is None and info.subject is not None and seg.kind != "heading" and not footnote and not (
            info.subject.type == "benchmark" and (hit.kind == "ratio" or (mdef is not None and mdef.relative))):
        # a leaderboard's section ("增量 1：Spec-Bench …") does not make a speedup the
        # benchmark's own: a ratio of no named method has no subject (held-out set 5)
        chosen = info.subject
    if chosen is None and seg.kind == "heading":
        own = heading_subject(fb, seg.text)
        if own is not None and not (hit.start <= own.start < hit.end):
            chosen = own  # "LLM Systems 六层分类学（Burgei，…）": 六层 is Burgei's
    if chosen is None:
        next_start = min([h.start for h in hits if h.start >= hit.end and h.kind not in ("url", "condition")]
                         + [c_end])
        colon = re.search(r"[：:]", text[hit.end:next_start])
        stop = hit.end + colon.start() if colon else next_start
        chosen = pick([m for m in usable if m.start >= hit.end and m.end <= stop], prefer_last=False)
    if chosen is None and ctx_subject is not None and hit.kind not in ("identifier", "count") and not footnote and \
            (metric is not None or hit.kind in ("date", "version")):
        # a count names its own subject in its sentence ("SGLang's 4K lines"); "we send 2K
        # requests" is the experiment's setting, not a figure of the document's system; a
        # number that measures nothing known ("方差为 30%") is not the system's either
        chosen = ctx_subject
    if chosen is not None and chosen.type == "benchmark" and models_before and \
            (chosen not in mentions or models_before[-1].start > chosen.start):
        return models_before[-1]  # "InferenceBench …。Claude Fable 5.1 以 9.83× 排名第一"
    if chosen is None and hit.kind != "count":
        models = [m for m in usable if m.type == "model"]
        if not models and not models_before and seg.head:
            # … and a model there when nothing else is named ("On DeepSeek-V3 TTFT p50 went" over
            # "from 380 ms to 290 ms"; fresh-user trial 43, r01)
            models = [m for m in fb.entities.mentions(fb.grammar.normalise_text(seg.head), discover=False)
                      if m.type == "model"][-1:]
        orgs = [m for m in usable if m.type == "org"]
        # a model named in the number's own clause first: "MiniCPM4.1 … 80 tok/s, MiniCPM4 …
        # 60 tok/s" — product variants are distinct entities (issue 14)
        chosen = (models_before[-1:] or models or orgs or [None])[0]
    return chosen


def _outside_closed_asides(text: str, cands: list[Mention], start: int, end: int) -> list[Mention]:
    """``cands`` without the names inside a bracket that opens after ``start`` and closes before
    ``end`` (the figure), when a subject-type name stands outside every such bracket: an aside
    between a name and its figure gives the setting, not the subject ("LMCache prefix cache
    命中率（生产 chat 流量，vLLM 0.31.2）：71%" is LMCache's; a fresh-user trial read it as
    vLLM's and missed its conflict with "LMCache … 62%").  A name only in brackets stays.

    Args: text: the normalised sentence; cands: mentions before the figure in its clause;
        start, end: the clause's start and the figure's start offsets.
    Returns: the kept mentions, in their order."""
    asides = [(a, b) for a, b in bracket_spans(text) if a >= start and b < end]
    if not asides:
        return cands
    inside = [m for m in cands if any(a < m.start and m.end <= b for a, b in asides)]
    if not inside or not any(m.type in SUBJECT_TYPES for m in cands if m not in inside):
        return cands
    return [m for m in cands if m not in inside]


def names_a_document(fb: FrameBuilder, text: str, m: Mention) -> bool:
    """``m`` stands right before a document noun (rules/grammar.yaml ``frame_words.document_nouns``:
    "SGLang 文档", "the vLLM blog"): it names the source a figure was read in, not a subject."""
    return fb._document_noun is not None and fb._document_noun.match(text, m.end) is not None


def _compared_name_owning(fb: FrameBuilder, text: str, hit: Hit, mentions: list[Mention]) -> Mention | None:
    """The name after a baseline marker that an absolute figure follows right after, alone or
    with a possessive ("than vLLM's 179.15 ms", "vs vLLM 2137.16 ms", "比 vLLM 的 179.15 ms"): the
    figure is that compared system's own, not the sentence subject's (held-out set 6 read both
    as SGLang's and reported them as swapped).  A relative figure there ("比 vLLM 快 30%") is
    the subject's, against that baseline, and is never asked."""
    for m in reversed(mentions):
        if m.end > hit.start:
            continue
        # (or an opening bracket: "相比 vLLM（1,600 tok/s），…", "Compared with vLLM (1,600 tok/s), …";
        # a model size there is the setting of the comparison: "faster than EAGLE-1 (13B)")
        between = r"(?:" + POSSESSIVE + (r")" if "model_size" in hit.flags else r"|[（(])")
        if m.type in SUBJECT_TYPES and re.fullmatch(r"\s*" + between + r"?\s*", text[m.end:hit.start]) \
                and after_baseline_marker(fb, text, m.start):
            return m
        break  # only the name right before the figure
    return None


def _baseline_of_change_pair(fb: FrameBuilder, text: str, hit: Hit, hits: list[Hit],
                             mentions: list[Mention]) -> Mention | None:
    """The compared system that owns the first figure of a change written in brackets right after
    a relative figure against it: "SGLang 相对 vLLM 的 TTFT P50 降低 8.6%（268 ms → 245 ms）" — 268 ms
    is vLLM's, 245 ms SGLang's (a fresh-user trial, session 39: the baseline's figure was read as
    SGLang's and cited as its evidence).  The system is a subject-type name after a baseline marker
    (rules/conditions.yaml ``baseline_markers``) before the relative figure; the figures are
    joined by a change arrow or a pair word (``fb._change_pair_gap``).  None otherwise."""
    if fb._change_pair_gap is None:
        return None
    earlier = [h for h in hits if h.end <= hit.start and h.kind not in ("condition", "url")]
    if not earlier or earlier[-1].kind not in _RELATIVE_KINDS:
        return None
    relative = earlier[-1]
    if not re.fullmatch(r"\s?[（(]\s?(?:from\s)?", text[relative.end:hit.start], re.IGNORECASE):
        return None
    later = next((h for h in hits if h.start >= hit.end and h.kind not in ("condition", "url")), None)
    if later is None or later.kind != "quantity" or not fb._change_pair_gap.fullmatch(text, hit.end, later.start):
        return None
    compared = [m for m in mentions if m.type in SUBJECT_TYPES and m.end <= relative.start
                and after_baseline_marker(fb, text, m.start)]
    return compared[-1] if compared else None


_FIGURE_KINDS = ("quantity", "percent", "ratio", "number")
#: figures relative to a baseline (a comparison's own figure, not one of the figures it compares)
_RELATIVE_KINDS = ("percent", "ratio")


def paired_figure_owner(fb: FrameBuilder, text: str, hit: Hit, hits: list[Hit],
                         mentions: list[Mention], types: tuple[str, ...] = SUBJECT_TYPES) -> Mention | None:
    """The name whose place among names set against each other is the figure's place among
    figures set against each other: "SGLang 比 vLLM 快：15,000 vs 12,400 tok/s", "A vs B: 85% vs
    60%", "A 与 B 的吞吐分别为 x 和 y" (a fresh-user trial: vLLM's 12,400 tok/s was read as SGLang's
    and raised a false CC201 against SGLang's own 15,000 tok/s).

    The figures are a chain of two to four figures of the sentence joined only by
    ``frame_words.paired_figure_joiners`` (vs, 对 …; rules/grammar.yaml) or, with a respectively
    word (conditions.yaml ``respectively_words``), by ``paired_list_joiners`` (和, and …); the names
    are as many distinct subject-type mentions, the last ones before the chain and after any figure
    before it, joined only by ``paired_name_joiners`` (比, vs, and, outperforms …).  Returns the
    name at ``hit``'s place, or None when there is no such chain or the names do not pair up.
    ``types``: the entity types a name may have (chips: "H200 显存是 H100 的 1.76 倍（141 vs 80 GB）")."""
    if fb._paired_figures is None or fb._paired_names is None:
        return None
    figures = sorted((h for h in hits if h.kind in _FIGURE_KINDS), key=lambda h: h.start)
    at = next((i for i, h in enumerate(figures) if h.start == hit.start), None)
    if at is None:
        return None
    parallel = fb.respectively is not None and fb.respectively.search(text) is not None

    def joined(a: Hit, b: Hit) -> bool:
        if any(a.end <= h.start and h.end <= b.start for h in hits if h.kind not in ("condition", "url")):
            return False
        if fb._paired_figures.fullmatch(text, a.end, b.start):
            return True
        return parallel and fb._paired_list is not None and fb._paired_list.fullmatch(text, a.end, b.start) is not None

    first = at
    while first > 0 and joined(figures[first - 1], figures[first]):
        first -= 1
    last = at
    while last + 1 < len(figures) and joined(figures[last], figures[last + 1]):
        last += 1
    n = last - first + 1
    if not 2 <= n <= 4:
        return None
    # the names stand after the figure before the chain — a relative figure between the names and
    # the chain is the comparison's own ("SGLang 比 vLLM 快 25%：1,000 对 800 tok/s"; a fresh-user
    # trial, session 17), not a figure the names belong to
    before = first - 1
    while before >= 0 and figures[before].kind in _RELATIVE_KINDS:
        before -= 1
    floor = figures[before].end if before >= 0 else 0
    names = [m for m in mentions if m.type in types and floor <= m.start and m.end <= figures[first].start]
    if len(names) == 1 and n == 2:
        # "TurboServe 吞吐（3,200 vs 1,600 tok/s）领先 vLLM", "A (3,200 vs. 1,600 tok/s) outperforms B":
        # the other name follows the chain, after a comparison word (rules/conditions.yaml
        # baseline_markers) and nothing but closing brackets (a fresh-user trial, session 25)
        later = next((m for m in mentions if m.start >= figures[last].end), None)
        if later is not None and later.type in types and later.canonical != names[0].canonical:
            gap = text[figures[last].end:later.start]
            rest = gap.lstrip(" ）)]】")
            if len(rest) <= 16 and rest != gap and after_baseline_marker(fb, text, later.start):
                names = [names[0], later]
                return names[at - first]
    if len(names) < n:
        return None
    names = names[-n:]
    if len({m.canonical for m in names}) != n:
        return None
    for a, b in zip(names, names[1:]):
        if fb._paired_names.fullmatch(text, a.end, b.start) is None:
            return None
    return names[at - first]


def _total_of_several(fb: FrameBuilder, text: str, hit: Hit, mentions: list[Mention]) -> bool:
    """The figure ``hit`` is a total over several systems: a total word (rules/grammar.yaml
    ``frame_words.total_words``: 合计, 总计, in total, combined …) stands in its clause before it,
    within 12 characters, and the rest of the sentence names two or more distinct systems
    ("三个引擎合计吞吐 9,830 tok/s（vLLM 0.12 3,100 + SGLang 0.6 3,450 + NovaServe 3,280）"; a
    fresh-user trial, session 28: the sum was read as vLLM's and raised a high CC201 against its
    own 3,100).  Returns bool."""
    if fb._total_words is None:
        return False
    lead = text[max(0, hit.start - 12):hit.start]
    lead = re.split(r"[，,。；;:：]", lead)[-1]
    if not fb._total_words.search(lead):
        return False
    named = {m.canonical for m in mentions if m.type in SUBJECT_TYPES and m.start >= hit.end}
    return len(named) >= 2


def _illustrates_an_unnamed_system(fb: FrameBuilder, text: str, mentions: list[Mention]) -> bool:
    """The sentence ``text`` sets up an illustration (rules/entities.yaml ``document_subject:
    illustration_words``: 例子, 假设, suppose, for instance …) about a system it names only
    generically (``generic_system_words``: 系统, a server …) and names no system of its own."""
    conf = fb.res.document_subject
    low = text.casefold()
    if any(m.type in SUBJECT_TYPES for m in mentions) or \
            not any(w.casefold() in low for w in conf.get("illustration_words", ())):
        return False
    definite = tuple(conf.get("definite_words", ()))
    for word in conf.get("generic_system_words", ()):
        at = low.find(word.casefold())
        while at >= 0:
            if not low[:at].rstrip().endswith(definite):
                return True  # "恒定 10RPS 的系统", not "该系统" (the system named before)
            at = low.find(word.casefold(), at + 1)
    return False


#: a Markdown link, its text in group 1 (one level of brackets inside: "[SAMD[EAGLE2]](url)")
_LINK = re.compile(r"\[((?:[^\[\]]|\[[^\]]*\])*)\]\([^)\s]*\)")


def _row_subject(fb: FrameBuilder, seg: Segment, hit: Hit) -> Mention | None:
    """The name of a table row: the row label when it names something; when the label is
    the number itself or an index ("1", "2605.17613"), the first other cell that starts
    with a Latin name, up to its bracket or colon ("VeriCache（Lossy KV Cache → …）")."""
    # a linked or decorated label names what its text names ("[Lookahead](https://…) 🥈")
    label = _LINK.sub(r"\1", (seg.row_label or "")).strip()
    label = re.sub(r"[^\w\])]+$", "", label).strip()
    own_cell = seg.text.strip()
    own_topic = re.match(r"([A-Z][A-Za-z0-9\-.]*(?:\s[A-Za-z0-9][A-Za-z0-9\-.]*){0,4})\s?[（(：:]", seg.text)
    if own_topic and own_topic.end(1) <= hit.start and not fb.entities.is_negative(own_topic.group(1)):
        return fb.entities.named(own_topic.group(1))  # "Continnum：KV Cache TTL …（VLDB 2026）"
    if label and label != own_cell and not re.fullmatch(r"[#\d.\s]+", label):
        found = [m for m in fb.entities.mentions(label) if m.type in SUBJECT_TYPES]
        if len(found) > 1 and "+" in label[found[0].end:found[-1].start]:
            return found[-1]  # "SGLang + EAGLE-3": the row measures what was added (as a sentence names it)
        # a label with a bracketed setting names what its head names ("Mimi（M2 Mac 端到端）", "Mimi
        # (M2 Mac)"; held-out set 12) — also when only the bracket holds a known name: "Granian
        # （ASGI）", "socketify (ASGI)" are servers run over ASGI, not ASGI (held-out set 14)
        bracket = re.search(r"\s?[（(][^（()）]*[)）]?$", label)
        head = label[:bracket.start()].strip() if bracket else label
        blanks = {str(w).casefold() for w in fb.res.document_subject.get("row_labels_naming_nothing", ())}
        roles = {str(w).casefold() for w in fb.res.document_subject.get("row_heads_naming_roles", ())}
        if found and bracket and head and all(m.start >= bracket.start() for m in found) \
                and re.match(r"[A-Z][\w.\-]*(?:\s[\w.\-]+){0,3}$", head) \
                and not fb.entities.is_negative(head) and head.casefold() not in blanks | roles:
            return fb.entities.named(head)  # ("Baseline (vLLM)": a role; the bracket names the system)
        if len(found) == 1 and not bracket and not head[found[0].end:].strip():
            pre = head[:found[0].start].strip()
            if re.fullmatch(r"[A-Z][a-z]{3,}", pre) and fb.entities.canonical(pre) is None \
                    and not fb.entities.is_negative(head):
                # "| Adaptive TPE | 4.29 |" under "| TPE | 4.37 |": a variant of the name is a row of
                # its own (held-out set 33), as a sentence's "MiniCPM4.1" is no MiniCPM4
                return fb.entities.named(head)
        if not found:
            # "| DeepSeek-V3.2 | 8×H200 | SGLang 0.6.2 | … |" under "| Model | … | Engine |": a label
            # naming no known system (a model, a run) is the row's setting when the Engine column
            # names its system (fresh-user trial 46, r01: the engine was dropped)
            system = _system_column_cell(fb, seg, own_cell)
            if system is not None:
                return system
        if found:
            return found[0]
        if _opens_with_precision(fb, head):
            return None  # "| BF16 KV (baseline) |", "| FP8 KV (this PR) |": rows of one system's settings (trial 45 r04)
        if re.match(r"[A-Z][\w.\-]*(?:\s[\w.\-]+){0,3}$", head) and not _names_a_metric(fb, head):
            return fb.entities.named(head)  # ("| TTFT P90 | … |" names a metric and a statistic, no system)
        system = _system_column_cell(fb, seg, own_cell)
        if system is not None:
            return system  # "| chat-large | SGLang | … |" under "| Workload | Engine | …": the Engine column's
        if label.casefold() not in blanks:
            return None
        # a setting in the first column ("| inf | 5000 | SGLang | …": the request rate) names nothing
    cells = row_cells(seg.line_text)
    for cell in cells:
        # a cell that is a known system's name, whole ("| RPS | Engine |": the Engine column)
        if cell and cell != own_cell:
            whole = [m for m in fb.entities.mentions(cell, discover=False)
                     if m.type in SUBJECT_TYPES and m.start == 0 and m.end == len(cell)]
            if whole:
                return whole[0]
    for cell in cells:
        if not cell or cell == own_cell or cell == label:
            continue
        topic = re.match(r"([A-Za-z][^（(：:|]{0,59}?)\s*(?:[（(：:]|$)", cell)
        if not topic:
            continue
        name = topic.group(1).strip()
        if fb.entities.is_negative(name) or name.startswith(("arXiv", "http")):
            continue
        found = [m for m in fb.entities.mentions(name) if m.type in SUBJECT_TYPES]
        if found and found[0].start == 0 and found[0].end == len(name):
            return found[0]
        return fb.entities.named(name)
    return None


def _opens_with_precision(fb: FrameBuilder, label: str) -> bool:
    """True when a row label's first word is a precision or a quantisation method (rules/
    conditions.yaml ``words.precision`` / ``words.quantization``): "BF16 KV", "FP8 KV", "INT4
    AWQ" are settings of the document's system, no system of their own (fresh-user trial 45, r04:
    "| BF16 KV (baseline) | 4,210 | 182 |" in a PR about vLLM was the subject "BF16 KV", and a
    conflict with another note's vLLM figures went unseen)."""
    first = label.split()[0] if label.split() else ""
    return any(name in ("precision", "quantization") and pattern.fullmatch(first)
               for name, pattern, _ in fb.condition_words)


def _names_a_metric(fb: FrameBuilder, label: str) -> bool:
    """True when a row label is a metric's keyword (rules/metrics.yaml), with or without a
    statistic's words (rules/conditions.yaml ``value_words.statistic``): "TTFT", "TTFT P90",
    "P99 ITL" (a fresh-user trial, session 38: "TTFT P90" was read as a system)."""
    words = [w for w in label.split() if w.casefold() not in fb.statistic_words]
    rest = " ".join(words)
    return bool(rest) and any(p.fullmatch(rest) for _, p in fb.metric_patterns)


def _system_column_cell(fb: FrameBuilder, seg: Segment, own_cell: str) -> Mention | None:
    """The known system a row names under a column headed as the systems' (rules/entities.yaml
    ``document_subject.system_column_headers``: "Engine", "引擎"), its whole cell, when the row's
    label is no name ("| chat-large | SGLang | DeepSeek-V3 | … |"; a fresh-user trial, session 37);
    None otherwise."""
    headers = [h.strip().strip("*").strip().casefold() for h in (seg.headers or ())]
    wanted = {str(w).casefold() for w in fb.res.document_subject.get("system_column_headers", ())}
    if not headers or not wanted:
        return None
    cells = row_cells(seg.line_text) if "|" in seg.line_text else []
    for header, cell in zip(headers, cells):
        if header in wanted and cell and cell != own_cell:
            # (its version after it too: "| SGLang 0.6.2 |"; fresh-user trial 46, r01)
            whole = [m for m in fb.entities.mentions(cell, discover=False)
                     if m.type in SUBJECT_TYPES and m.start == 0
                     and (m.end == len(cell) or re.fullmatch(rf"\s?{VERSION_NUMBER}", cell[m.end:]))]
            if whole:
                return whole[0]
    return None


def _name_before_version(fb: FrameBuilder, text: str, hit: Hit, mentions: list[Mention], hits) -> Mention | None:
    """``InternVL v1.1, v1.2``: the name written right before a version, or before the
    list of versions it ends."""
    ends = {m.end: m for m in mentions}
    versions = {h.end: h for h in hits if h.kind == "version" and h.end <= hit.start}
    pos = hit.start
    while pos > 0:
        gap = re.search(r"(?:\s*(?:[,，、/]|" + fb._joiners + r")\s*|\s*)$", text[:pos])
        at = gap.start() if gap else pos
        if at in ends:
            return ends[at]
        if at in versions and at != pos:
            pos = versions[at].start
            continue
        return None
    return None


def _is_publication_date(fb: FrameBuilder, text: str, hit: Hit, mentions: list[Mention]) -> bool:
    """A date or year written right after a venue or a publisher ("VLDB 2026",
    "Preprints.org 2026-09-23"): when the work was published (rules/entities.yaml
    ``venues``; publishers are entities of type source)."""
    before = text[max(0, hit.start - 24):hit.start].rstrip()
    if fb.venue is not None and fb.venue.search(before):
        return True
    return any(m.type == "source" and 0 <= hit.start - m.end <= 2 for m in mentions)


def is_changelog_date(fb: FrameBuilder, seg: Segment, text: str, hit: Hit) -> bool:
    """A date heading a list item ("- [2024/07] 支持 Llama3.1", "【2025年9月】…"): the
    item says what happened then.

    Args: seg: the date's :class:`~claimcheck.text.segment.Segment` (a ``list_item``); text:
    its normalised text; hit: the date's :class:`~claimcheck.extraction.hit.Hit`.
    Returns: bool.
    """
    return seg.kind == "list_item" and bool(re.fullmatch(r"[\s\-*+•\\\[【（(]*|\s*\d{1,2}[.)、]\s*", text[:hit.start]))


def moved_promise_date(fb: FrameBuilder, text: str, hit: Hit) -> bool:
    """True when a word of rules/grammar.yaml ``promise_moved_words`` stands right before the
    date ``hit`` ("已推迟至 2026-12", "pushed back to March"): the date a promise was moved to."""
    return fb.promise_moved is not None and fb.promise_moved.search(text, max(0, hit.start - 24), hit.start) is not None


def _is_release_context(fb: FrameBuilder, text: str, hit: Hit, clause, hits=()) -> bool:
    """A release or promise word in the date's own stretch of its clause: between the
    previous and the next date/number (so "Sep 28 简报提及 C2C … 2026-09 发布" makes
    2026-09 a release date, not Sep 28)."""
    c_start, c_end = clause
    # (a version is what is released: "HaloServe will ship v2.1 on 2026-10-20", "发布 v2.1 于 …";
    # a fresh-user trial, session 26, found the promise's subject missing)
    others = [h for h in hits if h is not hit and h.kind not in ("url", "condition", "version")]
    left = max([c_start] + [h.end for h in others if h.end <= hit.start])
    right = min([c_end] + [h.start for h in others if h.start >= hit.end])
    stretch = text[left:right]
    return bool(fb.release.search(stretch) or fb.promise.search(text[left:hit.start]) or moved_promise_date(fb, text, hit))


def _names_the_scheme(name: str, surface: str) -> bool:
    """True when ``name`` is only the scheme an identifier's ``surface`` opens with ("CVE" of
    "CVE-2040-41237", "arXiv" of "arXiv:2401.09670"): a label, not the work the id is given to."""
    scheme = re.match(r"[A-Za-z]+", surface)
    return scheme is not None and name.strip().casefold() == scheme.group(0).casefold()


#: a word that cannot end a name written before an id: the id is the object of a phrase about it
#: ("Security Advisory for CVE-2040-41237", "the patch to CVE-…"; held-out set 33)
_PHRASE_END = re.compile(r"\s(?:for|of|to|in|on|at|by|with|from|about|against|the|a|an|and|or|see|via|per)$")


def _name_before_id(fb: FrameBuilder, text: str, hit: Hit) -> Mention | None:
    """``Name（arXiv:…）`` / ``Edge Q4 KV 2603.04428`` / ``Name 为 arXiv:…``: the name written right
    before an id, from the last list separator (、，+ / start) on, in Latin words (at most five),
    a copula of rules/grammar.yaml ``frame_words.id_copulas`` allowed between."""
    window_start = max(0, hit.start - 48)
    m = re.search(r"(?:^|[、，,；;+/|：:（(）)\]]|\s[·+/]\s)\s*"
                  r"([A-Z][A-Za-z0-9\-.]*(?:\s[A-Za-z0-9][A-Za-z0-9\-.]*){0,4}?)" + fb._id_work_noun + fb._id_copula +
                  r"\s?[（(\[]?\s?$",
                  text[window_start:hit.start])
    if not m:
        # "Perseus（SOSP'24，arXiv:2312.06902）": the name heading the bracket the id is listed in,
        # after a venue or year
        m = re.search(r"(?:^|[、，,；;+/|：:）)\]]|\s)\s*([A-Z][A-Za-z0-9\-.]*(?:\s[A-Za-z0-9][A-Za-z0-9\-.]*){0,4})"
                      r"\s?[（(][^（()）\[\]]{1,32}?[，,；;]\s?$", text[window_start:hit.start])
    if not m:
        return None
    name = m.group(1).rstrip(".")
    start = window_start + m.start(1)
    # "We now discuss HASS (arXiv:…)": a sentence's opening word and the lower-case words after it
    # lead to the name, which starts at the next capital (fresh-user trial 48, r20: "We now discuss
    # HASS" named the work); "Attention is all you need" has no capital after its lower-case words
    words = name.split()
    later = next((i for i, w in enumerate(words[1:], 1) if w[:1].isupper()), None)
    if later is not None and common_word(fb, words[0]) and all(w.islower() for w in words[1:later]) and later > 1:
        start += len(" ".join(words[:later])) + 1
        name = " ".join(words[later:])
    if fb.entities.is_negative(name) or name.lower().startswith("arxiv") or _PHRASE_END.search(name):
        return None
    return fb.entities.named(name, start)


def _name_after_id(fb: FrameBuilder, text: str, hit: Hit) -> Mention | None:
    """``1531-2609-30216 Jev in Wild /`` or ``2609.25716（FoMo；…）``: the Latin name written
    right after an id, up to a list separator or the bracket's end."""
    m = re.match(r"\s?[（(]?\s?([A-Z][A-Za-z0-9\-.]*(?:\s(?:[A-Z][A-Za-z0-9\-.]*|" + fb._connectors + r")){0,4})"
                 r"\s?(?=[/／、，,；;（()）|+。.]|$)", text[hit.end:hit.end + 48])
    if not m:
        return None
    name = m.group(1)
    if fb.entities.is_negative(name) or name.lower().startswith("arxiv"):
        return None
    return fb.entities.named(name, hit.end + m.start(1))


def document_subject(fb: FrameBuilder, counts) -> Mention | None:
    """The subject of a whole document: the known system named at least ``min_mentions``
    times and ``dominance`` times as often as any other (rules/entities.yaml
    ``document_subject``);
    else None.  A project README is about its project; a briefing about many systems has none.

    Args: counts: a :class:`collections.Counter` of canonical names (subject-type mentions).
    Returns: a :class:`~claimcheck.frames.entities.Mention` at offset 0 (its type from
    rules/entities.yaml, ``unknown`` when the name is no entry) or None.
    """
    params = fb.res.document_subject
    least = int(params.get("min_mentions", 5))
    dominance = float(params.get("dominance", 3))
    ranked = counts.most_common(2)
    if not ranked or ranked[0][1] < least:
        return None
    if len(ranked) > 1 and ranked[0][1] < dominance * ranked[1][1]:
        return None
    name = ranked[0][0]
    return Mention(0, 0, name, name, fb.res.entities[name].type if name in fb.res.entities else "unknown")


def title_subject(fb: FrameBuilder, segments, counts) -> Mention | None:
    """The subject a document's title names, when no system dominates it
    (:func:`document_subject`): its first heading, when that is a level-1 ``#`` title (or a
    front matter's ``title:`` line before any heading), names a
    known system (an entry of rules/entities.yaml, not a model) that the document mentions at
    least ``title_min_mentions`` times ("# TGI v3 overview", "# llama.cpp/tools/llama-bench").

    Args: segments: the document's segments in order (any iterable: read up to its first
    heading); counts: a Counter of canonical names (subject-type mentions).  Returns: a
    :class:`~claimcheck.frames.entities.Mention` at offset 0, or None.
    """
    least = int(fb.res.document_subject.get("title_min_mentions", 0) or 0)
    if least <= 0:
        return None
    for seg in segments:
        front = re.match(r"title:\s*[\"']?(.+?)[\"']?\s*$", seg.text) if seg.kind != "heading" else None
        if front is None and seg.kind != "heading":
            continue
        if front is None and not re.match(r"#\s", seg.text.lstrip()):
            return None  # the first heading is a section, not the title
        # a level-1 heading, or a front matter's title line before any heading ('title: "vLLM v0.6.0: …"')
        own = heading_subject(fb, "# " + front.group(1) if front else seg.text)
        if own is None or own.canonical not in fb.res.entities or own.type not in SUBJECT_TYPES \
                or counts[own.canonical] < least:
            return None
        return Mention(0, 0, own.canonical, own.canonical, own.type)
    return None


def segment_subject(fb: FrameBuilder, ctx: DocContext, seg: Segment, hits: list[Hit]) -> str | None:
    """The subject a whole segment is about: its first subject-type mention, else its
    section's subject (used for confirmations such as "PrefixFlow was released").

    Args: ctx: the :class:`DocContext`; seg: a :class:`~claimcheck.text.segment.Segment`;
    hits: its grammar hits (no name inside them).  Returns: a canonical name (str) or None.
    """
    text = fb.grammar.normalise_text(seg.text)
    for m in fb.entities.mentions(text, exclude=[(h.start, h.end) for h in hits]):
        if m.type in SUBJECT_TYPES:
            return m.canonical
    info = ctx.sections.get(seg.section)
    return info.subject.canonical if info and info.subject else None


def _listed_pair_owner(fb: FrameBuilder, text: str, hit: Hit, hits: list[Hit], mentions: list[Mention]) -> Mention | None:
    """The name a figure is paired with in a list of "NAME figure" pairs, when that name is no
    known or discovered mention: "计时：pylev 7.48 ms、pyxDamerauLevenshtein 11.4 µs、editdistance
    3.5 µs" gives 7.48 ms to pylev and 3.5 µs to editdistance (held-out set 17: every figure of
    the list went to the one camel-cased name).  A pair is a Latin word right after a list mark
    (、，,；; or the colon that opens the list) and right before a quantity; the figure's sentence
    holds two pairs or more.  A metric word ("TTFT 120 ms、TPOT 30 ms"), a setting, a known name
    that is no system (a chip, a dataset), a vocabulary word of entities.yaml ``negatives`` and a
    common English word are no owner; None otherwise."""
    own = _LISTED_PAIR.search(text, max(0, hit.start - 48), hit.start)
    if own is None:
        return None
    # another pair in the sentence makes a list (the first one found ends the search: a line of
    # thousands of figures is not read once per figure)
    if not any(h is not hit and h.kind == "quantity" and _LISTED_PAIR.search(text, max(0, h.start - 48), h.start)
               for h in hits):
        return None
    word, start = own.group(1), own.start(1)
    if any(mm.start <= start < mm.end for mm in mentions):
        return None  # a name the mentions know: the usual order decides
    return _unknown_owner(fb, word, start, common_word(fb, word))


def _unknown_owner(fb: FrameBuilder, word: str, start: int, common: bool) -> Mention | None:
    """``word`` (at ``start``) as the unknown name owning a figure, or None when it is a metric
    word, a setting (``listed_pairs.not_owners``), a vocabulary word of entities.yaml
    ``negatives``, ``common``, or a known name that is no system."""
    folded = word.casefold()
    if folded in fb.keyword_metric or folded in _not_pair_owners(fb) or fb.entities.is_negative(word) or common:
        return None
    known = fb.entities.canonical(word)
    if known is not None and known[1] not in SUBJECT_TYPES:
        return None
    named = fb.entities.named(word, start)
    return named if named.type in SUBJECT_TYPES or named.type == "unknown" else None


def _comparison_owner(fb: FrameBuilder, text: str, hit: Hit, clause, mentions: list[Mention]) -> Mention | None:
    """The name a Chinese comparison sets before 比 when it is no known or discovered mention:
    "Robyn 比 FastAPI 快 10 倍", "picologging 在 Linux 上比标准库快 30 倍", "pythran 编译后比 numba
    快 5 倍" (held-out sets 14, 15, 17: the figures had no subject, so CC204 could not group them),
    and in English the word before a verb or two and the figure that is faster than the baseline
    ("simplejpeg decodes about 3x faster than PyTurboJPEG"; set 16).
    The name is the Latin word right before 比 (a short Chinese phrase or "在 … 上" between them)
    in the figure's clause, with nothing but the baseline and the comparison words between 比 and
    the figure; a mention opening the clause before it, a metric word, a setting, a vocabulary
    word and a common English word are no owner (:func:`_unknown_owner`)."""
    c_start = clause[0]
    own = _COMPARISON_OWNER.search(text, c_start, hit.start)
    if own is None and fb._than_after is not None and fb._than_after.match(text, hit.end):
        # "simplejpeg decodes about 3x faster than PyTurboJPEG" (held-out set 16): the word before
        # a verb or two, right before the figure that is faster than the baseline
        own = fb._comparison_owner_en.search(text, c_start, hit.start)
        if own is not None and own.group(1).islower() and fb._owner_copula.match(own.group("verbs")):
            own = None  # "the 4-bit inference performance is 2.4x higher than FP16": a noun phrase, no name
    if own is None:
        return None
    word, start = own.group(1), own.start(1)
    if any(m.start <= start < m.end or (c_start <= m.start < start and m.type in SUBJECT_TYPES) for m in mentions):
        return None  # a name the mentions know, or one that opens the clause: the usual order decides
    return _unknown_owner(fb, word, start, common_word(fb, word))


#: a Latin word, a short Chinese phrase or "在 … 上" at most, 比, then the baseline and the
#: comparison words up to the figure: "pythran 编译后比 numba 快 5 倍"
_COMPARISON_OWNER = re.compile(r"(?<![\w.\-])([A-Za-z][A-Za-z0-9_.+\-]*[A-Za-z0-9])\s?"
                               r"(?:在[^，,。；;比]{1,16}?上|[\u4e00-\u9fff]{1,6}?)?\s?比[^，,。；;比]{1,30}$")


def _possessive_owner(fb: FrameBuilder, text: str, hit: Hit, mentions: list[Mention]) -> Mention | None:
    """The name a figure is written right after in the possessive, when that name is no known
    mention: "xAI's 1,620 s default …, against Replicate's 60 s and NVIDIA's 120 s" (held-out set
    11: all three figures went to the one known name, NVIDIA).  The name is a Latin word with a
    capital or a digit in it, not the first word of its sentence when its only capital is its first
    letter (a capital there says nothing), no common English word unless it has a capital or
    digit past its first letter ("xAI"), no metric word, setting,
    vocabulary word of entities.yaml ``negatives`` or known name that is no system."""
    own = _POSSESSIVE_OWNER.search(text, max(0, hit.start - 48), hit.start)
    if own is None:
        return None
    word, start = own.group(1), own.start(1)
    if any(mm.start <= start < mm.end for mm in mentions):
        return None  # a name the mentions know: the usual order decides
    inner = re.search(r"[A-Z0-9]", word[1:]) is not None  # "xAI", "GPT4": a name wherever it stands
    if not (inner or word[0].isupper()) or not (inner or re.search(r"[^\s\-*•#>|\d.、（(]", text[:start])):
        return None  # a lower-case word, or a capital that only opens the sentence ("Today's 60 s")
    return _unknown_owner(fb, word, start, common_word(fb, word) and not inner)


#: a name in the possessive right before a figure: "Replicate's 60 s", "xAI’s 1,620 s"
_POSSESSIVE_OWNER = re.compile(r"(?<![\w.\-])([A-Za-z][A-Za-z0-9_.+\-]*[A-Za-z0-9])['’]s\s$")


def _not_pair_owners(fb: FrameBuilder) -> frozenset:
    """rules/grammar.yaml ``listed_pairs.not_owners``, folded: the words of a setting or a
    percentile before a figure ("bs 8 …", "p99 120 ms"), kept on ``fb`` once read."""
    got = getattr(fb, "_not_pair_owners_memo", None)
    if got is None:
        spec = fb.res.grammar.get("listed_pairs") or {}
        got = fb._not_pair_owners_memo = frozenset(str(w).casefold() for w in spec.get("not_owners") or ())
    return got


#: a "NAME figure" pair of a list: a list mark, a Latin word, a space, then (the figure) the end
_LISTED_PAIR = re.compile(r"(?:^|[、，,；;：:]\s?)([A-Za-z][A-Za-z0-9_.+\-]*[A-Za-z0-9])\s$")


def common_word(fb: FrameBuilder, word: str) -> bool:
    """``word`` folded, or without a plural s, is a common English word (rules/grammar.yaml
    ``common_words_file``, a words file under the rules directory): "Background", "Overview"."""
    name = fb.res.grammar.get("common_words_file")
    if not name:
        return False
    words = common_words(fb.res.root / str(name))
    low = word.casefold()
    return low in words or (low.endswith("s") and low[:-1] in words)


#: a lower-case package name opening a heading: with a joint (mlx-vlm, llama.cpp, torch_npu) or a
#: digit before a bracket or dash, or a plain word before a dash ("vllm — …")
_HEADING_PACKAGE = re.compile(r"\s?([a-z][a-z0-9]*(?:[\-_.][a-z0-9]+)+|[a-z][a-z0-9]{2,})"
                              r"(?=\s?[（(]|\s[—–]|\s?——)")


def heading_subject(fb: FrameBuilder, heading: str) -> Mention | None:
    """The subject a heading names: its first subject-type mention that names no document
    (``⚠️ C2：SGLang 文档 373.25 tokens/s …`` names SGLang's docs, a source), else the first
    capitalised word after the heading marker (``增量 3：Continnum（…）`` → Continnum), also
    after a short Chinese name it spells (``增量 1：赤兔 Chitu — …`` → Chitu).

    Args: heading: the heading's text (its ``#`` marker, a short ``label：`` prefix and a section
    number, rules/grammar.yaml ``frame_words.heading_number``, are skipped).  Returns: a :class:`~claimcheck.frames.entities.Mention` with offsets in
    ``heading``, or None.
    """
    body = re.sub(r"^(?:#{1,6}\s*)?(?:[^：:#（(\[]{0,12}[：:]\s?)?", "", heading, count=1)
    number = fb._heading_number.match(body) if fb._heading_number is not None else None
    if number is not None:
        body = body[number.end():]  # "## C.3 GPU memory and speed": the section's number names nothing
    offset = len(heading) - len(body)
    spans = [(h.start, h.end) for h in fb.grammar.scan(body)]
    mentions = [m for m in fb.entities.mentions(body, exclude=spans) if m.type in SUBJECT_TYPES
                and not names_a_document(fb, body, m)]
    # "增量 1：赤兔 Chitu — …": a Chinese name and its Latin spelling side by side name one system
    word = re.match(r"\s?(?P<zh>[\u4e00-\u9fff]{1,4}\s?)?([A-Z][A-Za-z0-9\-.]{2,})(?=\s?[（(—–:：\-]|\s*$)", body)
    if word and not ((word.group("zh") and not common_word(fb, word.group(2)))
                     or re.search(r"[A-Z0-9]", word.group(2)[1:])
                     or (re.match(r"\s?[（(]", body[word.end(2):]) and not common_word(fb, word.group(2)))):
        # a plain word ("Methodology") is a subject only before "（…）", as in 增量 3：Name（arXiv:…），
        # and a common word not even there ("## C.3 Timing (ours)"; held-out set 22)
        word = None
    # "增量 1：mlx-vlm — Gemma 4 草稿 + TurboQuant …": a package's lower-case name opening the
    # heading before a dash or bracket names what the item is about (held-out set 11 gave every
    # figure under it to TurboQuant, named later in the heading)
    package = _HEADING_PACKAGE.match(body)
    if package and not fb.entities.is_negative(package.group(1)) and \
            not (mentions and mentions[0].start < package.start(1)):
        named = fb.entities.named(package.group(1), offset + package.start(1))
        if named.type in SUBJECT_TYPES:
            return named
    if mentions and mentions[0].start < (word.start(2) if word else len(body)) + 1:
        m = mentions[0]
        return Mention(m.start + offset, m.end + offset, m.surface, m.canonical, m.type)
    if word and not fb.entities.is_negative(word.group(2)):
        named = fb.entities.named(word.group(2), offset + word.start(2))
        if named.type in SUBJECT_TYPES:
            return named
    if mentions:
        m = mentions[0]
        return Mention(m.start + offset, m.end + offset, m.surface, m.canonical, m.type)
    # "LLM Systems 六层分类学（Burgei，Preprints.org 2026-09-23）": the name that opens the
    # heading's bracket, before its source and date
    inner = re.search(r"[（(]\s?([A-Z][A-Za-z\-]{2,}(?:\s[A-Z][A-Za-z\-]+)?)\s?[，,）)]", body)
    if inner and not fb.entities.is_negative(inner.group(1)):
        named = fb.entities.named(inner.group(1), offset + inner.start(1))
        if named.type in SUBJECT_TYPES:
            return named
    return None
