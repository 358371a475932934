"""Claim frames: subject, metric, conditions, baseline, provenance and normalised value.

Input: a :class:`~claimcheck.text.segment.Segment`, the grammar's :class:`~claimcheck.extraction.hit.Hit`
list for it and the document's :class:`DocContext`.  Output: :class:`~claimcheck.model.Claim`
records.  Everything is read from ``rules/`` data (metrics, entities, conditions, sources).

Scopes, nearest first: the clause around the number (split at ，,；; outside brackets),
the sentence, the list item / table row, the section heading, the section's field
lines (``来源：``, ``URL：``, ``arXiv：``).  Unknown stays unknown: a condition that is not
written is absent, never guessed.

:class:`FrameBuilder` holds the state shared by the parts of a frame and composes them; each
part is a module of functions taking the builder: :mod:`~claimcheck.frames.subject`,
:mod:`~claimcheck.frames.metric` (with normalisation), :mod:`~claimcheck.frames.conditions`
(with the baseline) and :mod:`~claimcheck.frames.provenance` (with section facts and
confirmations); :mod:`~claimcheck.frames.context` holds the per-document state and clauses.
"""
from __future__ import annotations

import bisect
import dataclasses
import re
from decimal import Decimal

from claimcheck.extraction.grammar import Grammar
from claimcheck.extraction.hit import Hit
from claimcheck.extraction.patterns import _alt
from claimcheck.frames import conditions as conditions_mod
from claimcheck.frames import metric as metric_mod
from claimcheck.frames import provenance as provenance_mod
from claimcheck.frames import subject as subject_mod
from claimcheck.frames.context import CLAUSE_REACH, VERSION_NUMBER, DocContext, SectionInfo, claim_id, clause_bounds, figure_bounds
from claimcheck.frames.entities import same_name, EntityResolver, Mention
from claimcheck.model import Claim, Source, fmt_decimal
from claimcheck.resources.records import fold_name
from claimcheck.resources.loader import Resources
from claimcheck.text.segment import Segment, row_cells

__all__ = ["FrameBuilder"]


def _arxiv_cell(text: str, hits: list[Hit]) -> list[Hit]:
    """The hits of a cell in an arXiv-id column: a cell that is one number like ``2613.01234`` is
    that id, checked against the scheme (a month 13 or a 4-digit sequence after 2014-12 is
    malformed, CC301) — never a number."""
    from claimcheck.extraction.ids import arxiv_problem
    m = re.fullmatch(r"\s*(\d{4}\.\d{3,6}(?:v\d+)?)\s*", text)
    if m is None or any(h.kind == "identifier" for h in hits):
        return hits
    ident = m.group(1)
    problem = arxiv_problem(ident)
    flags = ["scheme=arxiv"] + ([f"malformed={problem}"] if problem else [])
    return [Hit(m.start(1), m.end(1), "identifier", value=f"arXiv:{ident}", text_value=ident, flags=flags)]


def _baseline_figure(fb: "FrameBuilder", text: str, hit: Hit, hits: list[Hit]) -> bool:
    """The figure stands alone in brackets right before "的 <ratio>" ("约为不开投机（158.34
    tokens/s）的 1.54 倍", "是 Medusa（1.44x）的 1.5 倍"): the baseline's own figure.  The
    patterns are rules/conditions.yaml ``baseline_figure`` (``before`` / ``after`` the figure)."""
    if fb.baseline_figure_before is None or not fb.baseline_figure_before.search(text, 0, hit.start):
        return False
    nxt = next((h for h in hits if h.start >= hit.end and h.kind in ("ratio", "percent")), None)
    return nxt is not None and nxt.start - hit.end <= 12 and \
        bool(fb.baseline_figure_after.fullmatch(text, hit.end, nxt.start))


def _name_owning_bracket(text: str, hit: Hit, mentions) -> "Mention | None":
    """The name a figure stands alone in brackets right after ("Medusa（1.76x）", "Hydra (2.07x)"):
    the figure is that system's own, whatever comparison the sentence makes around it."""
    before = text[max(0, hit.start - 4):hit.start]
    k = max(before.rfind("（"), before.rfind("("))
    if k < 0 or before[k + 1:].strip(" 约~≈") or not re.match(r"\s?[）)]", text[hit.end:hit.end + 2]):
        return None  # a hedge may stand before the figure: "不开投机（约 158 tokens/s）"
    at = hit.start - len(before) + k  # the opening bracket
    # (a version may stand between: "vLLM 0.11（12,400 tok/s）"; fresh-user trial, session 18)
    named = [m for m in mentions if m.end <= at and (not text[m.end:at].strip() or _VERSION_BETWEEN.fullmatch(text, m.end, at))]
    return named[-1] if named and named[-1].type in subject_mod.SUBJECT_TYPES else None


#: a name with a version after it ("vLMM 0.14.1", "FooServe v2.1"): a software the lists may not know
_NAME_WITH_VERSION = re.compile(rf"([A-Za-z][\w\-]{{1,30}})\s{VERSION_NUMBER}(?![\w.])")


def _figure_owner(fb: "FrameBuilder", text: str, hit: Hit, mentions) -> "Mention | None":
    """The system a figure names as its own after it ("12,400 tok/s for vLLM") or points back to
    with a relative pronoun ("vLLM, which reaches 12,400 tok/s"), or None (rules/grammar.yaml
    ``figure_owner``)."""
    if fb.owner_after is not None:
        m = fb.owner_after.match(text, hit.end)
        if m is not None:
            after = next((n for n in mentions if n.start == m.end()), None)
            if after is not None:
                return after
            # a name no list knows, with its version ("2,650 tok/s for vLMM 0.14.1"): the software
            # the figure is for, not the system named before it (fresh-user trial 46, r02)
            named = _NAME_WITH_VERSION.match(text, m.end())
            if named is not None and not fb.entities.is_negative(named.group(1)):
                return fb.entities.named(named.group(1), m.end())
    if fb.owner_relative is not None:
        for n in reversed(mentions):
            if n.end <= hit.start and fb.owner_relative.fullmatch(text, n.end, hit.start):
                return n
    return None


#: a version between a name and the bracket of its figure ("vLLM 0.11（12,400 tok/s）", "SGLang v0.4 (…)")
_VERSION_BETWEEN = re.compile(rf"\s?{VERSION_NUMBER}\s?")


def _model_of_size(fb: "FrameBuilder", text: str, hits: list[Hit], hit: Hit, model_names) -> str | None:
    """The model a bare size before the figure names as the sentence's scope ("33B 上 Recycling
    （1.83x）…", "在 13B 上", "on 13B,"): the one model of ``model_names`` (the document's models,
    canonical) whose name holds that size — the shortest when the others only add to its name
    (Vicuna-33B / Vicuna-33B-v1.3); None when no size scopes the figure or the size is ambiguous.
    The scope words are rules/conditions.yaml ``size_scope_words`` (after the size) and
    ``size_scope_before`` (before it)."""
    if fb.size_scope is None:
        return None
    for h in hits:
        if "model_size" not in h.flags or h.end > hit.start:
            continue
        if not (fb.size_scope.match(text, h.end) or fb.size_scope_before.search(text, max(0, h.start - 8), h.start)):
            continue
        size = fold_name(text[h.start:h.end])
        # the size as a part of the name ("Llama-2-7B" holds 7B, "Vicuna-33B" not 3B)
        found = sorted((m for m in model_names
                        if re.search(rf"(?<![0-9.]){re.escape(size)}(?![0-9a-z])", m.casefold().replace(" ", "-"))), key=len)
        if found and all(fold_name(m).startswith(fold_name(found[0])) for m in found):
            return found[0]
    return None


#: a colon that ends a setup ("Llama-2 70B、4×A100：FastGen 1.36 rps，vLLM 0.67 rps"), not one of
#: a time ("12:30") or a URL ("https://")
_SETUP_COLON = re.compile(r"：|:(?![\d/])")


#: a bracket right after a figure ("7,800 tok/s (BF16 KV)"): at most 40 characters, no bracket inside
_FIGURE_BRACKET = re.compile(r"\s?[（(][^（()）]{1,40}[)）]")


def _others_brackets(text: str, hit, hits, c_start: int, c_end: int) -> list[tuple[int, int]]:
    """The brackets right after the other figures of ``hit``'s clause, when each figure of the
    clause has one of its own ("rose from 7,800 tok/s (BF16 KV) to 10,920 tok/s (FP8 KV)": each
    bracket is its figure's setting; fresh-user trial 43, r15): (start, end) spans to leave out of
    ``hit``'s conditions.  [] when some figure has none (one bracket after the last of several
    figures may be all of theirs: "from 7,800 to 10,920 tok/s (H200)")."""
    figures = [h for h in hits if h.kind in ("quantity", "ratio", "percent") and c_start <= h.start < c_end
               and "model_size" not in h.flags]
    if len(figures) < 2 or hit not in figures:
        return []
    spans = {}
    for h in figures:
        m = _FIGURE_BRACKET.match(text, h.end)
        if m is None:
            return []
        spans[id(h)] = m.span()
    return [span for key, span in spans.items() if key != id(hit)]


def _after_setup(text: str, bounds: tuple[int, int], start: int, own_start: int,
                 setup_end: re.Pattern = _SETUP_COLON) -> tuple[int, int]:
    """``bounds`` of another figure's own part (the figure at ``start``) without a setup a colon
    ends: "Llama-2 70B、4×A100-80GB、相同 9 秒延迟：FastGen 1.36 rps，vLLM 0.67 rps" states the
    setting of both figures after the colon, though the comma puts it in the first one's clause;
    and a figure of the setup itself ("9 秒") owns none of it for a figure after the colon (at
    ``own_start``).  ``setup_end``: the colon, or also the scope words of rules/conditions.yaml
    ``setup_scope_words`` ("Vicuna-7B 表中 Hydra（2.07x）…；同表 Recycling 为 2.22x": the table
    named before 表中 holds for every figure of the sentence).  Returns the (start, end)
    offsets to blank, possibly empty."""
    a, b = bounds
    for colon in setup_end.finditer(text, a, start):
        a = colon.end()
    after = _SETUP_COLON.search(text, start, b)
    if after is not None:
        if own_start >= after.end():
            return start, start
        b = after.start()
    return a, b


#: a letter of any script (a table cell without one holds figures only)
_HAS_LETTER = re.compile(r"[^\W\d_]")
#: how far before a sentence setup_sentence looks for the sentence before it (characters)
SETUP_REACH = 1000
#: a table row's label that names a software (a package's or engine's name: letters first, then
#: letters, digits, "-", "_", "." and spaces between words: "gevent", "charset-normalizer", "vLLM")
_ROW_NAME = re.compile(r"[A-Za-z][\w.\-]*(?: [A-Za-z][\w.\-]*){0,2}")
#: the entity types (rules/entities.yaml) a row's version can be of: software (an unknown name too)
_VERSIONED_TYPES = frozenset({"engine", "method"})


def _cell_version(fb: "FrameBuilder", seg: Segment, text: str, hit: Hit) -> Hit:
    """A version ``hit`` of a table cell (``seg``, normalised ``text``) that is the whole cell,
    flagged ``bare_version`` ("| cytoolz | v1.2.0 |"), and named after its row when the row label
    names a software ("| gevent | 26.9.0 |"): a row of a model, a chip or a link is none ("|
    [Llama3.1](…) | … | 1.5.0 |" under "Latest Version" is the version of the project that still
    supports it; batch-10 mindformers.md).  A label with a bracketed alias names its head, or the
    bracket's name when the head is a common word ("control（python-control）"; held-out set 35).
    Other hits come back unchanged."""
    if "bare_version" not in hit.flags and text.strip() == text[hit.start:hit.end]:
        hit = dataclasses.replace(hit, flags=hit.flags + ["bare_version"])
    if "bare_version" in hit.flags and seg.row_label and not hit.name:
        label = seg.row_label.strip()
        alias = re.fullmatch(r"([A-Za-z][\w.\-]*)\s?[（(]\s?([A-Za-z][\w.\-]*)\s?[)）]", label)
        if alias:
            # "| control（python-control） | 0.10.2 |": a common word's package is named in its bracket
            label = alias.group(2) if subject_mod.common_word(fb, alias.group(1)) else alias.group(1)
        if _ROW_NAME.fullmatch(label) and (fb.entities.canonical(label) or (None, "engine"))[1] in _VERSIONED_TYPES:
            hit = dataclasses.replace(hit, name=label, flags=hit.flags + ["named_version"])
    return hit


def _dependency_listed(fb: "FrameBuilder", seg: Segment, hit: Hit, flags: list[str], text: str) -> bool:
    """Whether a named version in a table cell is one a row runs on: its column is headed with a
    word of rules/grammar.yaml ``dependency_column_words`` ("| 3.4.0 | … | Python 3.11；bitstring
    5.0.0 | 已被取代 |" under "运行环境与依赖 Runtime and dependencies"), so a released one (flag
    ``listed``; held-out set 37, R046), or its row is labelled so ("| 主要软件 | MNE-BIDS 0.20.0、… |";
    held-out set 39, R011) — not when its row promises ("计划于 2045-10 发布")."""
    labels = [x for x in (seg.header, getattr(seg, "row_label", None)) if x]
    return bool(hit.name and labels and "latest" not in flags and "listed" not in flags
                and fb.dependency_column is not None and any(fb.dependency_column.search(x) for x in labels)
                and not fb.promise.search(getattr(seg, "line_text", "") or text))


def _header_version_flags(fb: "FrameBuilder", header: str, flags: list[str],
                          headers: tuple[str, ...] | None = None, row: str = "") -> list[str]:
    """``flags`` of a row's version in a column headed ``header``: "当前版本（PyPI）", "Latest
    release" make it the row's current version (``latest``), "PyPI version" the version whose page
    the table quotes (``published``; CC203).  Beside a column of the table (``headers``: its header
    cells) headed as a target (rules/grammar.yaml ``latest_column_targets``: "| 当前 | 目标 |"), the
    latest word names the version run before an upgrade: no ``latest`` (held-out set 29).  A column
    headed by a version word only (rules/grammar.yaml ``version_words``: "版本", "Version (pip)"),
    with no target column beside it, holds the versions the rows run at: ``listed`` (not in a row
    ``row`` that promises the version: "| soundfile | 0.14.0 | will be released in 2029-06 |")."""
    if "latest" in flags:
        return flags
    if fb.version_column is not None and fb.version_column.fullmatch(header) and not fb.promise.search(row) and not (
            headers and fb.latest_column_target is not None
            and any(fb.latest_column_target.fullmatch(h or "") for h in headers if h != header)):
        # "| 软件 | 版本 | 用途 |": the version the row's software runs at, so one released by the
        # document's date (CC203 weighs a "latest" claim of an older one against it; held-out set 35)
        return flags + ["listed"]
    if fb.latest.search(header):
        if headers and fb.latest_column_target is not None and \
                any(fb.latest_column_target.fullmatch(h or "") for h in headers if h != header):
            return flags  # "| Jinja2 | 3.1.2 | 3.1.6 |" under "| 组件 | 当前 | 目标 |": run now, not the latest
        return [f for f in flags if f != "published"] + ["latest"]
    if fb.published is not None and fb.published.search(header) and "published" not in flags:
        return flags + ["published"]
    return flags


class FrameBuilder:
    """Builds claims from hits with the data of one :class:`Resources`.

    Holds the resources, the grammar, the :class:`~claimcheck.frames.entities.EntityResolver`
    (``entities``), every part's compiled patterns and memos (each part's ``compile_rules``
    sets them) and the patterns several parts read (``promise``, ``release``); the methods
    other modules call delegate to the part functions.
    """

    def __init__(self, resources: Resources, grammar: Grammar) -> None:
        self.res = resources
        self.grammar = grammar
        self._header_settings_memo: dict[str, tuple] = {}  # a column header → its settings (conditions._header_settings)
        self.entities = EntityResolver(resources)
        # read by several parts: promises and releases (subject, metric, provenance, flags)
        self.promise = re.compile(_alt(resources.grammar["promise_words"]), re.IGNORECASE)
        named = resources.grammar.get("promise_not_before") or []
        self.promise_document = re.compile(rf"\s?(?:的\s?)?(?:{_alt(named)})(?![A-Za-z])", re.IGNORECASE) if named else None
        size_scope = resources.conditions.get("size_scope_words") or []
        self.size_scope = re.compile(r"\s?(?:" + _alt(size_scope) + ")") if size_scope else None
        before = resources.conditions.get("size_scope_before") or []
        self.size_scope_before = re.compile(r"(?:" + _alt(before) + r")\s?$", re.IGNORECASE) if before else re.compile("(?!)")
        scopes = resources.conditions.get("setup_scope_words") or []
        self.setup_end = re.compile(_SETUP_COLON.pattern + ("|" + _alt(scopes) if scopes else ""))
        self.release = re.compile(_alt(resources.grammar["release_words"]), re.IGNORECASE)
        actions = resources.grammar.get("promise_actions") or []
        self.promise_action = re.compile(_alt(actions), re.IGNORECASE) if actions else None
        # read by claim() only: a version's flags (latest, published: provenance.compile_version_flags)
        # a table column of arXiv ids ("| arXiv |"): its numbers are ids (grammar.yaml id_columns)
        columns = resources.grammar.get("arxiv_columns") or []
        self._id_column = re.compile("|".join(re.escape(w) for w in columns) or "(?!)", re.IGNORECASE)
        self.rank_best = re.compile(_alt(resources.grammar["rank_words"]["best"]), re.IGNORECASE)
        owner = resources.grammar.get("figure_owner") or {}
        after, relative = owner.get("after_figure") or [], owner.get("relative") or []
        #: the entity types a figure in brackets after their name, after "for" or before ", which" belongs
        #: to: systems, not models, chips or datasets (settings); a model size is never one's own
        #: ("faster than EAGLE-1 (13B)": the size of the model it ran on)
        self.owner_types = frozenset(str(t) for t in owner.get("owner_types") or ())
        #: "… 12,400 tok/s for vLLM": the word after a figure that its own system follows
        self.owner_after = re.compile(r"\s+(?:" + _alt(after) + r")\s+", re.IGNORECASE) if after else None
        #: "vLLM, which reaches 12,400 tok/s": from a name's end to its figure
        self.owner_relative = re.compile(r"\s*,\s*(?:" + _alt(relative) + r")\s+(?:[A-Za-z]+\s+){0,3}",
                                         re.IGNORECASE) if relative else None
        self.field_ids = {"arxiv", "url", "链接", "原文", "link", "links"}  # read nowhere; kept as it was
        seg_rules = resources.segmentation
        cjk_ends, ascii_ends = str(seg_rules.get("sentence_end_cjk", "。！？；")), str(seg_rules.get("sentence_end_ascii", ".!?;"))
        self._sentence_ends = cjk_ends + ascii_ends
        # the last sentence end of a text: a CJK mark anywhere, an ASCII one before a space or the
        # end ("3.5" and "v0.2" end nothing); searched from the end (a 40 KB line of sentences
        # read back to its start for every sentence was quadratic: fresh-user trial, session 13)
        self._last_sentence_end = re.compile(
            rf"(?s:.*)(?:[{re.escape(cjk_ends)}]|[{re.escape(ascii_ends)}](?=\s|$))")
        figure = resources.conditions.get("baseline_figure") or {}
        self.baseline_figure_before = re.compile(figure["before"] + "$") if figure.get("before") else None
        self.baseline_figure_after = re.compile(figure.get("after") or "(?!)")
        self._setup_memo: tuple | None = None  # the last segment's setup sentence (claims come segment by segment)
        self._row_memo: tuple = ("", [])  # the last table row's text and its cells that hold a letter
        subject_mod.compile_rules(self, resources)
        metric_mod.compile_rules(self, resources)
        conditions_mod.compile_rules(self, resources)
        provenance_mod.compile_rules(self, resources)
        provenance_mod.compile_version_flags(self, resources)

    # -- claims ---------------------------------------------------------
    def segment_hits(self, seg: Segment, hits: list[Hit]) -> list[Hit]:
        """The grammar's hits of a segment, read in its place: a cell of an arXiv-id column
        (rules/grammar.yaml ``arxiv_columns``) that is one number is that id, malformed or not
        (``2613.01234``: month 13, CC301).  A front matter's title line holds no claim (it is
        metadata: none).  Returns ``hits`` itself when nothing changes."""
        if seg.kind == "front_matter":
            return []
        if seg.kind == "table_cell" and seg.header and self._id_column.fullmatch(seg.header.strip(" *_`")):
            return _arxiv_cell(self.grammar.normalise_text(seg.text), hits)
        return hits

    def claims(self, ctx: DocContext, seg: Segment, hits: list[Hit], numbers: str = "claims") -> list[Claim]:
        """The claims of one segment (hits of kind url/condition are context, not claims).

        ``numbers="all"`` keeps every bare number hit as a claim of kind ``number``; by default a
        bare number is a claim only where :meth:`bare_number` says so (never a Chinese numeral
        or English number words alone).

        Args: ctx: the :class:`DocContext`; seg: a :class:`~claimcheck.text.segment.Segment`;
        hits: its grammar hits (:class:`~claimcheck.extraction.hit.Hit`, in text order);
        numbers: ``"claims"`` or ``"all"``.  Returns: a list of :class:`~claimcheck.model.Claim`.
        """
        text = self.grammar.normalise_text(seg.text)
        mentions = None  # found at the first claim: most segments' hits are links, settings, bare numbers
        conditions_hits = [h for h in hits if h.kind == "condition"]
        out = []
        seen_surface: dict[str, int] = {}
        for hit in hits:
            if hit.kind in ("url", "condition"):
                continue
            if hit.kind == "number" and numbers != "all":
                if "zh_numeral" in hit.flags or "en_words" in hit.flags:
                    continue
                # a bare number joined to a quantity takes its unit before a metric word's reading:
                # "吞吐 15,000 vs 12,400 tok/s" is 15,000 tok/s; a table cell reads its header first
                hit = (metric_mod.bare_number(self, seg, text, hit) or metric_mod.shared_unit(self, text, hit, hits)) \
                    if seg.kind == "table_cell" else \
                    (metric_mod.shared_unit(self, text, hit, hits) or metric_mod.bare_number(self, seg, text, hit))
            hit = metric_mod.rate_reading(self, text, hit, numbers) if hit is not None else None  # "USD per 1M tokens"
            if hit is None:
                continue
            if hit.kind == "count" and "bare_scaled" in hit.flags and numbers != "all" and \
                    metric_mod.metric(self, seg, text, hit, clause_bounds(text, hit.start)) == "count":
                continue  # "输入 8K": a setting, not a claim
            surface = seg.text[hit.start:hit.end]
            occurrence = seen_surface.get(surface, 0)
            seen_surface[surface] = occurrence + 1
            if mentions is None:
                mentions = self.entities.mentions(text, exclude=_not_names(self, text, hits))
                mention_starts = [m.start for m in mentions]
                hit_starts = [h.start for h in hits]
                cond_starts = [h.start for h in conditions_hits]
            if len(text) > 4 * CLAUSE_REACH:
                # a very long sentence: each claim reads only what lies within reach of it (its
                # clause and attribution never reach further), so the work per claim is bounded
                lo, hi = hit.start - 2 * CLAUSE_REACH, hit.end + 2 * CLAUSE_REACH
                near = hits[bisect.bisect_left(hit_starts, lo):bisect.bisect_right(hit_starts, hi)]
                near_m = mentions[bisect.bisect_left(mention_starts, lo):bisect.bisect_right(mention_starts, hi)]
                near_c = conditions_hits[bisect.bisect_left(cond_starts, lo):bisect.bisect_right(cond_starts, hi)]
                out.append((self.claim(ctx, seg, text, hit, near, near_m, near_c, surface, occurrence), hit))
                continue
            out.append((self.claim(ctx, seg, text, hit, hits, mentions, conditions_hits, surface, occurrence), hit))
        # settings (request rates, lengths, counts of GPUs, nodes, runs) are conditions of the
        # results beside them, never results of their own (issue 14)
        out = conditions_mod.carry_baselines(self, text, out)
        return conditions_mod.apply_settings(self, text, [(c, h, c.metric) for c, h in out], seg)

    def claim(self, ctx, seg: Segment, text: str, hit: Hit, hits, mentions, conditions_hits, surface, occurrence) -> Claim:
        """The claim of one hit: its frame (metric, subject, value, conditions, baseline,
        provenance) and flags (requirement, refuted, promise, confirmation, latest, published, rank=best).

        Args: ctx: the :class:`DocContext`; seg: the :class:`~claimcheck.text.segment.Segment`;
        text: its normalised text; hit: the claim's :class:`~claimcheck.extraction.hit.Hit`;
        hits, mentions, conditions_hits: the sentence's hits, mentions and ``condition`` hits
        (or those within reach of a long sentence's claim); surface: the claim as written;
        occurrence: its occurrence among equal surfaces of the sentence (int).
        Returns: a :class:`~claimcheck.model.Claim`.  Rules: rules/metrics.yaml
        ``condition_keys``, rules/grammar.yaml ``promise_words``, ``release_words``,
        ``latest_words``, ``rank_words.best``.
        """
        if hit.kind == "version" and seg.kind == "table_cell":
            hit = _cell_version(self, seg, text, hit)
        c_start, c_end = clause_bounds(text, hit.start)
        clause = text[c_start:c_end]
        section_key = seg.section
        info = ctx.sections.get(section_key) or SectionInfo()
        metric = metric_mod.metric(self, seg, text, hit, (c_start, c_end))
        requirement = conditions_mod.is_requirement(self, text, hit, (c_start, c_end), hits)
        subject = subject_mod.subject(self, seg, text, hit, mentions, (c_start, c_end), info, ctx.doc_subject, metric,
                                     hits)
        if requirement and subject is not None and not (c_start <= subject.start and subject.end <= hit.start
                                                        and subject in mentions):
            subject = None  # a target set by someone, not a figure of the system named around it
        if "shared_unit" in hit.flags and subject is not None and not (
                subject in mentions and subject.end <= hit.start and re.fullmatch(r"\s?", text[subject.end:hit.start])) \
                and subject_mod.paired_figure_owner(self, text, hit, hits, mentions) is not subject:
            # "(231.23 vs 21.67 ms)": whose each figure of a pair is, only a name right before it
            # says, or the names set against each other before the pair ("A 比 B 快：x vs y")
            subject = None
        direction = metric_mod.better_direction(self, hit, metric)
        if direction != hit.direction:
            hit = dataclasses.replace(hit, direction=direction, flags=hit.flags + ["better_word"])
        kind, value, norm_value, norm_unit, alternatives, unit = metric_mod.normalise(self, hit, metric)
        mdef = self.res.metrics.get(metric) if metric else None
        if mdef is not None and norm_value is not None and (
                (mdef.plausible_max is not None and abs(norm_value) > mdef.plausible_max)
                or (mdef.plausible_min is not None and norm_value and abs(norm_value) < mdef.plausible_min)):
            # beyond any figure of the metric: another quantity in the same unit (a volume of
            # tokens; the few bytes of one item)
            metric = None
            kind, value, norm_value, norm_unit, alternatives, unit = metric_mod.normalise(self, hit, metric)
        if hit.kind == "count" and "bare_scaled" in hit.flags and metric == "context_length":
            kind = "quantity"
        caption = None
        if seg.section:
            # a heading states the setting of what is under it ("## Llama-8B on 1 x A100 (bf16)",
            # a table's caption); the number's own clause and sentence still win
            # every heading above the number holds, the nearest first ("## Leaderboard on A100"
            # > "### Vicuna-7B-v1.3": A100 and Vicuna-7B both; issue 14)
            headings = [*reversed(seg.section), *filter(None, [same_setup_heading(self, ctx, seg.section)])]
            caption = self.grammar.normalise_text(" ; ".join(headings))
        caption = setup_caption(self, seg, caption, hit)
        if seg.kind == "table_cell":
            # the row's other cells state its setting too ("| Llama 3.1 8b | Small test - 4xL4 - 8B
            # | 4.8 | 6 |"), after the cell itself and before the headings
            row = row_setting_cells(self, seg)
            if row:
                row_text = self.grammar.normalise_text(" ; ".join(row))
                caption = row_text + (" ; " + caption if caption else "")
        # a name's own figure in brackets ("Medusa（1.76x）") is no figure of the clause's comparison
        others = [h.start for h in hits if h is not hit and h.kind in ("ratio", "percent")
                  and _name_owning_bracket(text, h, mentions) is None]
        owner = _name_owning_bracket(text, hit, mentions) if hit.kind in ("ratio", "percent") else None
        baseline = (conditions_mod.baseline(self, text, hit, (c_start, c_end),
                                            seg.header if seg.kind == "table_cell" else None, others)
                    if hit.kind in ("ratio", "percent") and owner is None else None)
        if owner is not None:
            subject = owner  # "Recycling（1.83x）比 Medusa（1.76x）慢约 4%": 1.76x is Medusa's own
        if hit.kind == "quantity" and _baseline_figure(self, text, hit, hits):
            # "EAGLE-2 为 244.10 tokens/s，约为不开投机（158.34 tokens/s）的 1.54 倍": the bracketed
            # figure is the baseline's, never the subject's; a name right before the bracket owns it
            subject = _name_owning_bracket(text, hit, mentions)
        elif hit.kind == "quantity" and subject is not None and metric != "parameters" and "model_size" not in hit.flags:
            # "StreamServe 比 vLLM（12,400 tok/s）高约 21%": a figure alone in brackets right after a
            # system's name is that system's (fresh-user trial, session 18: credited to StreamServe)
            own = _name_owning_bracket(text, hit, mentions) or _figure_owner(self, text, hit, mentions)
            if own is not None and own.type in self.owner_types and own.canonical != subject.canonical:
                subject = own
        if baseline and subject is not None and (same_name(subject.surface, baseline) or same_name(subject.canonical, baseline)):
            # the name after "faster than" is the baseline, never the subject ("- 1.6x faster than Medusa")
            rest = [m for m in mentions if not (same_name(m.surface, baseline) or same_name(m.canonical, baseline))]
            subject = subject_mod.subject(self, seg, text, hit, rest, (c_start, c_end), info, ctx.doc_subject, metric,
                                          hits)
            if subject is not None and (same_name(subject.surface, baseline) or same_name(subject.canonical, baseline)):
                subject = None
        dated_change = hit.kind == "date" and (metric == "release_date" or subject_mod.is_changelog_date(self, seg, text, hit))
        mdef = self.res.metrics.get(metric) if metric else None
        if (hit.kind in ("identifier", "version", "count") or (mdef is not None and mdef.condition_keys == ())
                or (hit.kind == "date" and not dated_change)):
            # settings describe measurements and releases, not ids, counts, model sizes or
            # the date of a note; a count of chips ("4 个 A100", "16 H200 GPUs") names them
            conditions = {}
            if hit.kind == "count":
                chip = next((m for m in mentions if m.type == "hardware" and 0 <= m.start - hit.end <= 3), None)
                if chip is not None:
                    conditions["hardware"] = chip.canonical
        else:
            # the other figures' own parts: a figure of a bracket list ("(2.7x for Llama 8B …,
            # 1.8x for Llama 70B …)") keeps its settings from its neighbours in the list
            own_b = figure_bounds(text, hit.start)
            others_b = [_after_setup(text, figure_bounds(text, h.start), h.start, hit.start, self.setup_end) for h in hits
                        if h is not hit and h.kind in ("quantity", "ratio", "percent") and "model_size" not in h.flags]
            masks = [(h.start, h.end) for h in hits if h.kind == "url"]
            if baseline:
                at = text.find(baseline, c_start)
                if at >= 0:
                    masks.append((at, at + len(baseline)))  # "是 FP16 的 2.4 倍": FP16 is the baseline
            section_benchmark = info.subject if info.subject is not None and info.subject.type == "benchmark" else None
            # a changelog entry's date takes the settings of its whole item
            exclude = [] if hit.kind == "date" else [b for b in others_b if b != (c_start, c_end) and b != own_b
                                                      and not b[0] <= hit.start < b[1]] + _others_brackets(text, hit, hits, c_start, c_end)
            # a model written right before another number is that number's subject
            numbers_at = [h.start for h in hits if h is not hit and h.kind in ("quantity", "ratio", "percent")
                          and "model_size" not in h.flags]  # "Llama3.1 8B": the model's size, not another claim
            sizes = [(h.start, h.end) for h in hits if "model_size" in h.flags]
            conditions = conditions_mod.conditions(self, text, (c_start, c_end), hit, mentions, subject,
                                                   conditions_hits, caption, exclude=exclude, masks=masks,
                                                   section_benchmark=section_benchmark, numbers_at=numbers_at,
                                                   sizes=sizes)
            own_model = conditions.get("model")
            at = text.find(own_model, c_start, c_end) if own_model else -1
            if subject is not None and subject.type == "model" and at >= 0 \
                    and not same_name(subject.canonical, own_model) and not same_name(subject.surface, own_model):
                # "14GB … for Vicuna-7B and 28GB … for Vicuna-13B": the number's clause sets it on
                # another model than the subject — not the subject model's figure
                subject = None
        if ctx.model_names and hit.kind in ("quantity", "ratio", "percent") and "model_size" not in hit.flags \
                and ("model" not in conditions or conditions["model"] not in text):
            # "33B 上 Recycling（1.83x）": a bare size that scopes the sentence names the one model
            # of that size the document names (Vicuna-33B) — over a model its heading names, too
            # ("70B 上 vLLM 约 2k tok/s" under "## Qwen3-32B"; a fresh-user trial, session 34)
            model = _model_of_size(self, text, hits, hit, ctx.model_names)
            if model is not None:
                conditions["model"] = model
        if seg.kind == "table_cell" and seg.header and hit.kind in ("quantity", "ratio", "percent"):
            # each column is its own condition: a dataset, task, model or chip its header names
            # ("| Method | MT-Bench | GSM8K |") holds for every cell under it (issue 14)
            conditions_mod.cell_conditions(self, seg, text, subject, conditions)
        if mdef is not None and mdef.condition_keys is not None:
            conditions = {k: v for k, v in conditions.items() if k in mdef.condition_keys}
        if hit.kind == "date" and not conditions and subject_mod.is_changelog_date(self, seg, text, hit):
            # a headline with no setting ("引擎升级。"): the item's later sentences give them
            conditions.update(conditions_mod.rest_of_item_conditions(self, seg, subject))
        if mdef is not None and mdef.denominator_condition and mdef.canonical_denominator and norm_unit \
                and norm_unit.endswith(f"({mdef.canonical_denominator})"):
            # "$2.19/K tokens" is 2,190 per million tokens: its unit carries the denominator
            conditions.pop(mdef.denominator_condition, None)
        if baseline and (baseline := conditions_mod.stated_baseline(self, metric, baseline)):
            conditions["baseline"] = baseline
        if subject is not None and hit.kind in ("quantity", "ratio", "percent") and "version" not in conditions \
                and (mdef is None or mdef.condition_keys is None or "version" in mdef.condition_keys):
            version = conditions_mod.subject_version(self, hits, subject, (c_start, c_end), info.versions, seg)
            if version:
                conditions["version"] = version  # "vLLM 0.10.2: 8,200 tok/s" and "vLLM 0.12: 10,100 tok/s": two releases
        source = provenance_mod.provenance(self, ctx, seg, text, (c_start, c_end), hit, hits, info)
        flags = list(hit.flags) + (["requirement"] if requirement else [])
        if provenance_mod.is_refuted(self, text, c_start, hit, (seg.line_text or "")[seg.offset + len(seg.text):]):
            flags.append("refuted")  # "实际不是 3 倍，而是 1.4 倍": a figure the text denies
        if hit.kind in ("quantity", "percent"):
            flags += metric_mod.change_level_flags(self, text, hit, hits, seg.head)
        if seg.kind == "table_cell":
            flags.append("table_cell")  # a cell of a Markdown table row: the checks know it without the segments (an index)
        near = text[max(c_start, hit.start - 30):min(c_end, hit.end + 30)]
        if hit.kind == "date" and provenance_mod.is_promise(self, text, clause, (c_start, c_end), hit, hits, seg):
            flags.append("promise")
        if provenance_mod.confirms(self, clause):
            flags.append("confirmation")
        if hit.kind == "version":
            flags += provenance_mod.version_flags(self, text, hit, hits, c_start, getattr(seg, "line_text", "") or text)
            if "bare_version" in hit.flags and hit.name and seg.header:
                flags = _header_version_flags(self, seg.header, flags, seg.headers, getattr(seg, "line_text", "") or "")
                if "latest" not in flags and provenance_mod.caption_calls_latest(self, seg.caption):
                    flags = [f for f in flags if f != "published"] + ["latest"]  # "下表版本均为…最新版"
            elif _dependency_listed(self, seg, hit, flags, text):
                flags.append("listed")
        if self.rank_best.search(near):
            flags.append("rank=best")
        low = fmt_decimal(hit.low) if isinstance(hit.low, Decimal) else hit.low
        high = fmt_decimal(hit.high) if isinstance(hit.high, Decimal) else hit.high
        column = seg.offset + hit.start + 1
        section = ctx.share(seg.section_path)
        cid = claim_id(seg.file, section, seg.text, surface, occurrence)
        share = ctx.share  # values that recur claim after claim, kept once per document
        return Claim(
            id=cid, file=seg.file, line=seg.line, column=column, end_column=column + len(surface),
            section=section, surface=surface, kind=kind, value=value, low=low, high=high,
            qualifier=hit.qualifier, unit=share(unit), norm_value=norm_value, norm_unit=norm_unit,
            alternatives=tuple(alternatives), direction=hit.direction, baseline=baseline,
            subject=subject.canonical if subject else None, subject_surface=subject.surface if subject else None,
            metric=metric, conditions=share(tuple(sorted(conditions.items()))), source=share(source),
            text=seg.text, doc_date=share(ctx.date.isoformat()) if ctx.date else None, flags=share(tuple(flags)))


    def setup_sentence(self, seg: Segment) -> str | None:
        """The figure-less sentence right before ``seg`` that sets up its figures, or None
        (:func:`setup_sentence`)."""
        return setup_sentence(self, seg)

    # -- the parts, as other modules and the tests call them ----------------
    def section_info(self, ctx: DocContext, seg: Segment, hits: list[Hit]) -> None:
        """Record what a heading or field line says about its section
        (:func:`claimcheck.frames.provenance.section_info`)."""
        provenance_mod.section_info(self, ctx, seg, hits)

    def document_subject(self, counts) -> Mention | None:
        """The subject of a whole document from a Counter of names, or None
        (:func:`claimcheck.frames.subject.document_subject`)."""
        return subject_mod.document_subject(self, counts)

    def segment_subject(self, ctx: DocContext, seg: Segment, hits: list[Hit]) -> str | None:
        """The canonical name a whole segment is about, or None
        (:func:`claimcheck.frames.subject.segment_subject`)."""
        return subject_mod.segment_subject(self, ctx, seg, hits)

    def heading_subject(self, heading: str) -> Mention | None:
        """The subject a heading names, or None (:func:`claimcheck.frames.subject.heading_subject`)."""
        return subject_mod.heading_subject(self, heading)

    def is_confirmation(self, text: str) -> bool:
        """True when the text says a release happened
        (:func:`claimcheck.frames.provenance.is_confirmation`)."""
        return provenance_mod.is_confirmation(self, text)

    def after_baseline_marker(self, text: str, pos: int) -> bool:
        """True when a baseline marker ("vs", "比", "相对", "than") ends right before ``pos``
        (:func:`claimcheck.frames.conditions.after_baseline_marker`)."""
        return conditions_mod.after_baseline_marker(self, text, pos)

    def bare_number(self, seg: Segment, text: str, hit: Hit) -> Hit | None:
        """The completed hit when a bare number is a claim, else None
        (:func:`claimcheck.frames.metric.bare_number`)."""
        return metric_mod.bare_number(self, seg, text, hit)

    def subject(self, seg: Segment, text: str, hit: Hit, mentions: list[Mention], clause, info: SectionInfo,
                ctx_subject: Mention | None = None, metric: str | None = None,
                hits: list[Hit] | None = None) -> Mention | None:
        """The system/model/paper a number is about, or None (:func:`claimcheck.frames.subject.subject`)."""
        return subject_mod.subject(self, seg, text, hit, mentions, clause, info, ctx_subject, metric, hits)

    def metric(self, seg: Segment, text: str, hit: Hit, clause) -> str | None:
        """The metric name of a number, or None (:func:`claimcheck.frames.metric.metric`)."""
        return metric_mod.metric(self, seg, text, hit, clause)

    def _compatible_metrics(self, hit: Hit) -> list[str]:
        """The metrics a hit allows, kept per kind and unit
        (:func:`claimcheck.frames.metric.compatible_metrics`)."""
        return metric_mod.compatible_metrics(self, hit)

    def _compatible_metrics_of(self, hit: Hit) -> list[str]:
        """The metrics a hit allows, worked out afresh
        (:func:`claimcheck.frames.metric.compatible_metrics_of`)."""
        return metric_mod.compatible_metrics_of(self, hit)

    def normalise(self, hit: Hit, metric: str | None):
        """(kind, value text, normalised Decimal, canonical unit, alternatives, unit as written)
        (:func:`claimcheck.frames.metric.normalise`)."""
        return metric_mod.normalise(self, hit, metric)

    def conditions(self, text: str, clause, hit: Hit, mentions: list[Mention], subject: Mention | None, conditions_hits,
                   caption: str | None = None, exclude=(), masks=(), section_benchmark: Mention | None = None,
                   numbers_at=(), sizes=()) -> dict[str, str]:
        """Condition name → value as written (:func:`claimcheck.frames.conditions.conditions`)."""
        return conditions_mod.conditions(self, text, clause, hit, mentions, subject, conditions_hits, caption,
                                         exclude=exclude, masks=masks, section_benchmark=section_benchmark,
                                         numbers_at=numbers_at, sizes=sizes)

    def baseline(self, text: str, hit: Hit, clause, header: str | None = None, others=()) -> str | None:
        """The written baseline of a relative claim, or None (:func:`claimcheck.frames.conditions.baseline`)."""
        return conditions_mod.baseline(self, text, hit, clause, header, others)

    def provenance(self, ctx: DocContext, seg: Segment, text: str, clause, hit: Hit, hits, info: SectionInfo) -> Source:
        """The claim's :class:`~claimcheck.model.Source` (:func:`claimcheck.frames.provenance.provenance`)."""
        return provenance_mod.provenance(self, ctx, seg, text, clause, hit, hits, info)

    def _after_verb_matches(self, text: str):
        """The matches of ``att_after`` in ``text``, found from its verbs
        (:func:`claimcheck.frames.provenance.after_verb_matches`)."""
        return provenance_mod.after_verb_matches(self, text)

    def tier(self, evidence: str, urls, ids) -> str:
        """The strongest source tier the evidence supports (:func:`claimcheck.frames.provenance.tier`)."""
        return provenance_mod.tier(self, evidence, urls, ids)

    def has_primary_link(self, urls, ids) -> bool:
        """True when a primary link is cited (:func:`claimcheck.frames.provenance.has_primary_link`)."""
        return provenance_mod.has_primary_link(self, urls, ids)


def same_setup_heading(fb: FrameBuilder, ctx: DocContext, section: tuple) -> str | None:
    """The heading whose setting a heading of ``section`` points back at with a word of
    rules/conditions.yaml ``same_setup_heading_words`` ("## 3. Latency (same setup, P50)"): the nearest
    heading before it at its level under the same parent ("## 2. Throughput (Llama-3.1-70B,
    8×H100, TP=8, bs=64)"), or, when it has none, its parent's; None when no heading of
    ``section`` (the nearest first) says so.  ``ctx.sections`` holds the headings in document
    order (a fresh-user trial, session 38)."""
    if fb.same_setup_heading is None:
        return None
    for depth in range(len(section), 0, -1):
        if not fb.same_setup_heading.search(section[depth - 1]):
            continue
        key, parent = section[:depth], section[:depth - 1]
        before = None
        for other in ctx.sections:
            if other == key:
                break
            if len(other) == depth and other[:-1] == parent:
                before = other[-1]
        return before or (parent[-1] if parent else None)
    return None


def setup_caption(fb: FrameBuilder, seg: Segment, caption: str | None, hit: Hit) -> str | None:
    """``caption`` (the headings above ``seg``) with what states the setting of ``seg``'s figures
    before it: the figure-less sentence before it in its paragraph (:func:`setup_sentence`:
    "Serving throughput when each request asks for one output completion. vLLM achieves 2.2x
    …"; nearer than the headings, so first), or, for a table cell, the line above its table when
    it opens with a setup label of rules/conditions.yaml ``setup_labels`` ("测试条件：Llama-3.1-70B，
    4×H100（TP=4），batch 64" above the table; a fresh-user trial, session 35) and ``hit`` is an
    absolute figure (a quantity: a table's multiples are compared under a setup both sides write,
    and a restatement of one seldom repeats the line over its table — held-out set 3's K043 and
    K056); and, for a paragraph line indented under another (``seg.lead_in``), that line.
    Returns the caption, setup first, or None."""
    setup = fb.setup_sentence(seg)
    if seg.kind == "table_cell" and hit.kind == "quantity" and seg.caption and fb.setup_label is not None \
            and fb.setup_label.match(seg.caption):
        setup = fb.grammar.normalise_text(seg.caption)
    scanned = conditions_mod.lead_scan(fb, seg)
    if scanned is not None:
        # the line a paragraph line is indented under states its run ("[2026-11-18] run-03
        # vllm==0.12.1  Llama-3.1-70B  H100  TP=4  bs=32" over "  TTFT P50 240 ms"; a fresh-user trial)
        setup = setup + " ; " + scanned[0] if setup else scanned[0]
    return setup + (" ; " + caption if caption else "") if setup else caption


def setup_sentence(fb: FrameBuilder, seg: Segment) -> str | None:
    """The sentence right before ``seg`` in its paragraph line when that sentence states
    no figure of its own — a figure's caption or a setup sentence ("Serving throughput when
    each request asks for one output completion." before "vLLM achieves 2.2x – 2.5x higher
    throughput than TGI."): its settings hold for the figures after it.

    Args: seg: a :class:`~claimcheck.text.segment.Segment` (paragraphs and list items only;
    a first sentence has none).  Returns: the normalised sentence, or None when there is
    none or it holds a quantity, ratio or percent (then it speaks of its own figures).
    Sentence ends: rules/segmentation.yaml ``sentence_end_cjk`` / ``sentence_end_ascii``.
    """
    if seg.kind not in ("paragraph", "list_item") or seg.sentence_index == 0 or not seg.line_text:
        return None
    key = (seg.file, seg.line, seg.offset, seg.line_text)
    cached = fb._setup_memo
    if cached is not None and cached[0] == key:
        return cached[1]
    # (the text before it within SETUP_REACH characters: a sentence is shorter, and a line of
    # thousands of sentences is not normalised again for each of them)
    # the sentence ends are looked for in the text as written, as the segmenter splits it: the
    # normalised text writes "；" as ";", which ends nothing before a letter, so a line of
    # "…；…；…" sentences took the whole reach as the sentence before and scanned it again for
    # each figure (a 300 KB line: 24 s, 5 s with its sentences on lines of their own)
    before = seg.line_text[max(0, seg.offset - SETUP_REACH):seg.offset].rstrip()
    body = before.rstrip(fb._sentence_ends)
    last = fb._last_sentence_end.match(body)
    sentence = fb.grammar.normalise_text(body[last.end() if last else 0:]).strip(" -*>#\t")
    if not sentence or any(h.kind in ("quantity", "ratio", "percent") for h in fb.grammar.scan(sentence)):
        sentence = None
    fb._setup_memo = (key, sentence)
    return sentence


def row_setting_cells(fb: FrameBuilder, seg: Segment) -> list[str]:
    """The cells of a table cell's row, its own aside, that may state a setting: those with a
    letter (a cell of figures alone states none).  The row is split once, not once per cell (a
    row of 600 figures was read again for each of its cells — fresh-user trial, session 13)."""
    memo = fb._row_memo
    if memo[0] is not seg.line_text and memo[0] != seg.line_text:
        cells = row_cells(seg.line_text)  # an escaped pipe ("`a\|b`") stays inside its cell
        memo = fb._row_memo = (seg.line_text, [c for c in cells if c and _HAS_LETTER.search(c)])
    own = seg.text.strip()
    return [c for c in memo[1] if c != own]


def _not_names(fb: FrameBuilder, text: str, hits) -> list[tuple[int, int]]:
    """The (start, end) spans of ``hits`` that no entity name may cover: every hit but a bare
    number (that stays inside a name: "Claude Fable 5.1") and a version written with a capital V
    right after a model family (the model's own: "DeepSeek V3.1"; a fresh-user trial, session 38 —
    "InternVL v1.1, v1.2" are versions of InternVL)."""
    return [(h.start, h.end) for h in hits if h.kind != "number" and not (
        h.kind == "version" and text[h.start:h.start + 1] == "V" and fb.entities.names_model_at(text, h.start))]
