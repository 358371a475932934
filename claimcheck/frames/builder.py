"""Claim frames: subject, metric, conditions, baseline, provenance and normalised value.

Input: a :class:`~claimcheck.text.segment.Segment`, the grammar's :class:`~claimcheck.extraction.grammar.Hit`
list for it and the document's :class:`DocContext`.  Output: :class:`~claimcheck.model.Claim`
records.  Everything is read from ``rules/`` data (metrics, entities, conditions, sources).

Scopes, nearest first: the clause around the number (split at ，,；; outside brackets),
the sentence, the list item / table row, the section heading, the section's field
lines (``来源：``, ``URL：``, ``arXiv：``).  Unknown stays unknown: a condition that is not
written is absent, never guessed.
"""
from __future__ import annotations

import bisect
import re
from decimal import Decimal

from claimcheck.frames.entities import MEMO_MAX_TEXT, MEMO_MAX_TOKEN, EntityResolver, Mention
from claimcheck.extraction.grammar import Grammar, Hit, _alt
from claimcheck.extraction.ids import arxiv_problem
from claimcheck.frames import metric as metric_mod
from claimcheck.frames import conditions as conditions_mod
from claimcheck.frames import subject as subject_mod
from claimcheck.frames.context import CLAUSE_REACH, DocContext, SectionInfo, claim_id, clause_bounds, heading_title
from claimcheck.frames.context import words_search  # noqa: F401  (re-exported: frames.extractor)
from claimcheck.model import Claim, Source, fmt_decimal
from claimcheck.resources.loader import Resources
from claimcheck.text.segment import Segment


class FrameBuilder:
    """Builds claims from hits with the data of one :class:`Resources`."""

    def __init__(self, resources: Resources, grammar: Grammar) -> None:
        self.res = resources
        self.grammar = grammar
        self.entities = EntityResolver(resources)
        self._source_names = {name: 1 for name, ent in resources.entities.items() if ent.type == "source"}
        src = resources.sources
        self.tier_domains = [(tier, [d.lower() for d in spec["domains"]]) for tier, spec in src["tiers"].items()]
        self.tier_keywords = [(tier, re.compile(_alt(spec["keywords"]), re.IGNORECASE)) for tier, spec in src["tiers"].items()]
        self.no_link = re.compile(_alt(src["no_link_words"]), re.IGNORECASE)
        self.internal = re.compile("|".join(src.get("internal_patterns", [])) or "(?!)")
        att = resources.grammar["attribution"]
        self.att_label = re.compile(r"(?:" + _alt(att["label"]) + r")\s?[：:]\s?(?P<a>[^；;。]+)", re.IGNORECASE)
        after_seps = "，,。；;：:\"“”"  # an attribution before its verb never crosses these
        self.att_after = re.compile(rf"(?P<a>[^{after_seps}]{{2,80}}?)\s?(?:" + _alt(att["verbs_after"]) + ")")
        # att_after tries up to 80 characters for a verb at every position (11 ms on 2,000
        # characters); its matches are found from the verbs instead (_after_verb_matches)
        self._verbs_after = re.compile(_alt(att["verbs_after"]))
        self._att_sep = re.compile(f"[{after_seps}]")
        # "据 CSDN 称": the source ends at the clause's end or at a verb of saying (verbs_after)
        self.att_before = re.compile(r"(?:" + _alt(att["verbs_before"]) + r")\s?(?P<a>[^，,。；;\"“”]{2,60}?)(?=[，,。；;]|"
                                     + _alt(att["verbs_after"], ascii_boundary=False) + r"|$)", re.IGNORECASE)
        self.att_paren = re.compile(r"[（(]\s?(?:source|来源|via|据)\s?[:：]?\s?(?P<a>[^)）]+)[)）]", re.IGNORECASE)
        self.promise = re.compile(_alt(resources.grammar["promise_words"]), re.IGNORECASE)
        self.release = re.compile(_alt(resources.grammar["release_words"]), re.IGNORECASE)
        self.confirm = re.compile(_alt(resources.grammar["confirmation_words"]), re.IGNORECASE)
        self._confirm_search = re.compile(words_search(resources.grammar["confirmation_words"]), re.IGNORECASE)
        self._not_confirmed_before = re.compile(
            _alt(resources.grammar.get("confirmation_not_after", []), ascii_boundary=False) + r"\s{0,3}$", re.IGNORECASE)
        self.latest = re.compile(_alt(resources.grammar["latest_words"]), re.IGNORECASE)
        self.rank_best = re.compile(_alt(resources.grammar["rank_words"]["best"]), re.IGNORECASE)
        self.field_ids = {"arxiv", "url", "链接", "原文", "link", "links"}
        self._attribution_memo: dict[tuple[str, int, int], tuple[str | None, bool]] = {}
        self._no_link_of: tuple[object, bool] = (None, False)  # (segment text, no-link words in it)
        self._misspelt_memo: dict[str, bool] = {}
        self.source_labels = {"来源", "出处", "source", "sources", "底本"}
        metric_mod.compile_rules(self, resources)
        conditions_mod.compile_rules(self, resources)
        subject_mod.compile_rules(self, resources)

    # -- document pass 1: sections --------------------------------------
    def section_info(self, ctx: DocContext, seg: Segment, hits: list[Hit]) -> None:
        """Record what a heading or field line says about its section."""
        if seg.kind == "heading":
            key = seg.section + (heading_title(seg.line_text),)
            info = ctx.sections.setdefault(key, SectionInfo())
            if seg.sentence_index == 0:
                info.text = seg.text
                info.subject = self.heading_subject(seg.text)
            self._collect_links(info, seg.text, hits)
        elif seg.kind == "field":
            info = ctx.sections.setdefault(seg.section, SectionInfo())
            label = (seg.label or "").lower()
            if label in self.source_labels and seg.sentence_index == 0:
                body = re.sub(r"^[^：:]*[：:]\s?", "", seg.text)
                info.attribution = body.strip()[:160]
            self._collect_links(info, seg.text, hits)

    def _collect_links(self, info: SectionInfo, text: str, hits: list[Hit]) -> None:
        for h in hits:
            if h.kind == "url" and h.value not in info.urls:
                info.urls.append(str(h.value))
            elif h.kind == "identifier" and h.value not in info.ids:
                info.ids.append(str(h.value))

    def is_confirmation(self, text: str) -> bool:
        """True when the text says a release happened (rules/grammar.yaml confirmation_words):
        not when the word is part of a promise ("will be released", promise_words) or follows a
        word of ``confirmation_not_after`` ("not yet released", "尚未发布", "to be released")."""
        if self._confirm_search.search(text) is None:
            return False
        return self._confirms(text)

    def _confirms(self, text: str) -> bool:
        promises = [m.span() for m in self.promise.finditer(text)]
        for m in self.confirm.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in promises):
                continue
            if self._not_confirmed_before.search(text, max(0, m.start() - 16), m.start()):
                continue
            return True
        return False

    # -- claims ---------------------------------------------------------
    def claims(self, ctx: DocContext, seg: Segment, hits: list[Hit], numbers: str = "claims") -> list[Claim]:
        """The claims of one segment (hits of kind url/condition are context, not claims).

        ``numbers="all"`` keeps every bare number hit as a claim of kind ``number``; by default a
        bare number is a claim only where :meth:`bare_number` says so (never a Chinese numeral
        or English number words alone)."""
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
                hit = self.bare_number(seg, text, hit)
                if hit is None:
                    continue
            if hit.kind == "count" and "bare_scaled" in hit.flags and numbers != "all" and \
                    self.metric(seg, text, hit, clause_bounds(text, hit.start)) == "count":
                continue  # "输入 8K": a setting, not a claim
            surface = seg.text[hit.start:hit.end]
            occurrence = seen_surface.get(surface, 0)
            seen_surface[surface] = occurrence + 1
            if mentions is None:
                # bare numbers stay inside names ("Claude Fable 5.1"); every other hit is no name
                mentions = self.entities.mentions(text, exclude=[(h.start, h.end) for h in hits if h.kind != "number"])
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
                out.append(self.claim(ctx, seg, text, hit, near, near_m, near_c, surface, occurrence))
                continue
            out.append(self.claim(ctx, seg, text, hit, hits, mentions, conditions_hits, surface, occurrence))
        return out

    def claim(self, ctx, seg: Segment, text: str, hit: Hit, hits, mentions, conditions_hits, surface, occurrence) -> Claim:
        c_start, c_end = clause_bounds(text, hit.start)
        clause = text[c_start:c_end]
        section_key = seg.section
        info = ctx.sections.get(section_key) or SectionInfo()
        metric = self.metric(seg, text, hit, (c_start, c_end))
        requirement = conditions_mod.is_requirement(self, text, hit, (c_start, c_end))
        subject = self.subject(seg, text, hit, mentions, (c_start, c_end), info, ctx.doc_subject, metric, hits)
        if requirement and subject is not None and not (c_start <= subject.start and subject.end <= hit.start
                                                        and subject in mentions):
            subject = None  # a target set by someone, not a figure of the system named around it
        kind, value, norm_value, norm_unit, alternatives, unit = self.normalise(hit, metric)
        if hit.kind == "count" and "bare_scaled" in hit.flags and metric == "context_length":
            kind = "quantity"
        caption = None
        if seg.section:
            # a heading states the setting of what is under it ("## Llama-8B on 1 x A100 (bf16)",
            # a table's caption); the number's own clause and sentence still win
            caption = self.grammar.normalise_text(seg.section[-1])
        others = [h.start for h in hits if h is not hit and h.kind in ("ratio", "percent")]
        baseline = (self.baseline(text, hit, (c_start, c_end), seg.header if seg.kind == "table_cell" else None, others)
                    if hit.kind in ("ratio", "percent") else None)
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
            others_b = [clause_bounds(text, h.start) for h in hits
                        if h is not hit and h.kind in ("quantity", "ratio", "percent") and "model_size" not in h.flags]
            masks = [(h.start, h.end) for h in hits if h.kind == "url"]
            if baseline:
                at = text.find(baseline, c_start)
                if at >= 0:
                    masks.append((at, at + len(baseline)))  # "是 FP16 的 2.4 倍": FP16 is the baseline
            section_benchmark = info.subject if info.subject is not None and info.subject.type == "benchmark" else None
            # a changelog entry's date takes the settings of its whole item
            exclude = [] if hit.kind == "date" else [b for b in others_b if b != (c_start, c_end)]
            # a model written right before another number is that number's subject
            numbers_at = [h.start for h in hits if h is not hit and h.kind in ("quantity", "ratio", "percent")
                          and "model_size" not in h.flags]  # "Llama3.1 8B": the model's size, not another claim
            sizes = [(h.start, h.end) for h in hits if "model_size" in h.flags]
            conditions = self.conditions(text, (c_start, c_end), hit, mentions, subject, conditions_hits, caption,
                                         exclude=exclude, masks=masks, section_benchmark=section_benchmark,
                                         numbers_at=numbers_at, sizes=sizes)
        if mdef is not None and mdef.condition_keys is not None:
            conditions = {k: v for k, v in conditions.items() if k in mdef.condition_keys}
        if hit.kind == "date" and not conditions and subject_mod.is_changelog_date(self, seg, text, hit):
            # a headline with no setting ("引擎升级。"): the item's later sentences give them
            conditions.update(conditions_mod.rest_of_item_conditions(self, seg, subject))
        if baseline:
            conditions["baseline"] = baseline
        source = self.provenance(ctx, seg, text, (c_start, c_end), hit, hits, info)
        flags = list(hit.flags) + (["requirement"] if requirement else [])
        near = text[max(c_start, hit.start - 30):min(c_end, hit.end + 30)]
        if hit.kind == "date":
            promise = None
            for promise in self.promise.finditer(text, c_start, hit.start):
                pass
            if promise is not None and not any(h.kind == "date" and promise.end() <= h.start < hit.start for h in hits) \
                    and (self.release.search(clause) or self.release.search(text)):
                flags.append("promise")
        if self._confirms(clause):
            flags.append("confirmation")
        if hit.kind == "version" and self.latest.search(text[max(c_start, hit.start - 24):hit.start]):
            flags.append("latest")
        if self.rank_best.search(near):
            flags.append("rank=best")
        low = fmt_decimal(hit.low) if isinstance(hit.low, Decimal) else hit.low
        high = fmt_decimal(hit.high) if isinstance(hit.high, Decimal) else hit.high
        column = seg.offset + hit.start + 1
        cid = claim_id(seg.file, seg.section_path, seg.text, surface, occurrence)
        return Claim(
            id=cid, file=seg.file, line=seg.line, column=column, end_column=column + len(surface),
            section=seg.section_path, surface=surface, kind=kind, value=value, low=low, high=high,
            qualifier=hit.qualifier, unit=unit, norm_value=norm_value, norm_unit=norm_unit,
            alternatives=tuple(alternatives), direction=hit.direction, baseline=baseline,
            subject=subject.canonical if subject else None, subject_surface=subject.surface if subject else None,
            metric=metric, conditions=tuple(sorted(conditions.items())), source=source,
            text=seg.text, doc_date=ctx.date.isoformat() if ctx.date else None, flags=tuple(flags))

    # -- provenance -------------------------------------------------------
    def provenance(self, ctx: DocContext, seg: Segment, text: str, clause, hit: Hit, hits, info: SectionInfo) -> Source:
        """Attribution, cited URLs/ids, tier and date of a claim (clause → sentence → section)."""
        c_start, c_end = clause
        clause_text = text[c_start:c_end]
        attribution, internal = self._clause_attribution(seg.text, text, c_start, c_end)
        urls = [str(h.value) for h in hits if h.kind == "url" and c_start <= h.start < c_end]
        ids = [str(h.value) for h in hits if h.kind == "identifier" and c_start <= h.start < c_end and h is not hit]
        if not urls and not ids:
            urls = [str(h.value) for h in hits if h.kind == "url"]
            ids = [str(h.value) for h in hits if h.kind == "identifier" and h is not hit]
        if self._no_link_of[0] is not text:  # one search per segment text, not per claim
            self._no_link_of = (text, bool(self.no_link.search(text)))
        no_link = self._no_link_of[1]
        evidence = " ".join(x for x in (attribution or "", clause_text) if x)
        if not attribution and not internal and seg.kind != "field":
            if info.attribution:
                attribution = info.attribution
                evidence += " " + info.attribution
            if not internal:
                urls = urls + [u for u in info.urls if u not in urls]
                ids = ids + [i for i in info.ids if i not in ids]
        tier = self.tier(evidence, urls, ids)
        primary_link = (not no_link) and self.has_primary_link(urls, ids)
        date = None
        if attribution:
            for h in self.grammar.scan(attribution, ctx.date):
                if h.kind == "date" and h.low:
                    date = str(h.low)
                    break
        return Source(attribution=attribution, tier=tier, urls=tuple(urls), ids=tuple(ids), date=date,
                      primary_link=primary_link, internal=internal)

    def _clause_attribution(self, seg_text: str, text: str, c_start: int, c_end: int) -> tuple[str | None, bool]:
        """(attribution, internal) of the clause ``text[c_start:c_end]`` (``text``: ``seg_text``
        normalised): who the sentence says the figure comes from, and whether it is an internal
        note.  Several claims of one clause share the answer, so the last few thousand clauses'
        answers are kept (keyed by the segment text and the clause)."""
        key = (seg_text, c_start, c_end)
        got = self._attribution_memo.get(key)
        if got is not None:
            return got
        clause_text = text[c_start:c_end]
        attribution = None
        # the clause first, then what precedes it in the sentence, then what follows it
        # ("…, according to a Reddit screenshot")
        lo = max(0, c_start - CLAUSE_REACH)
        for base, scope_text in ((c_start, clause_text), (lo, text[lo:c_start]), (c_end, text[c_end:c_end + CLAUSE_REACH])):
            for pattern in (self.att_paren, self.att_label, self.att_before, self.att_after):
                m = None
                matches = self._after_verb_matches(scope_text) if pattern is self.att_after else pattern.finditer(scope_text)
                for m in matches:
                    if base == c_end:
                        break  # after the clause, the nearest attribution is the first one
                if m:
                    attribution = _close_asides(seg_text[base + m.start("a"):base + m.end("a")].strip(" ：:\"“”"))
                    break
            if attribution or self.internal.search(clause_text):
                break
        internal = bool(self.internal.search(clause_text)) and not attribution
        got = (attribution, internal)
        if len(seg_text) <= MEMO_MAX_TEXT:
            if len(self._attribution_memo) >= 4096:
                self._attribution_memo.clear()  # bounded: the memo only ever saves time
            self._attribution_memo[key] = got
        return got

    def _after_verb_matches(self, text: str):
        """The matches of ``att_after`` in ``text`` ("CSDN 称", "a Reddit post reports"), found
        from each verb of ``verbs_after`` backwards: the attribution is the 2–80 characters
        before the verb (and one space), back to a separator.  Same matches as
        ``att_after.finditer`` with work linear in the text, checked against each verb at most
        once (the regex tries 80 characters at every position).  Yields :class:`re.Match`."""
        pos = 0
        for v in self._verbs_after.finditer(text):
            if v.start() < pos:
                continue
            lo = max(pos, v.start() - 81)
            seps = [sm.end() for sm in self._att_sep.finditer(text, lo, v.start())]
            start = max(lo, seps[-1] if seps else lo)
            m = self.att_after.match(text, start, v.end())
            while m is None and start < v.start() - 2:
                start += 1  # the regex's own leftmost start within reach of this verb
                m = self.att_after.match(text, start, v.end())
            if m is not None:
                yield m
                pos = m.end()

    def tier(self, evidence: str, urls, ids) -> str:
        """The strongest tier the evidence supports; tertiary words win over links cited beside
        them (a CSDN post citing a paper is still a CSDN post)."""
        names = {tier: bool(pattern.search(evidence)) for tier, pattern in self.tier_keywords}
        if not names.get("tertiary"):
            names["tertiary"] = self._fuzzy_tertiary(evidence)
        if names.get("tertiary"):
            return "tertiary"
        for tier, domains in self.tier_domains:
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

    def _fuzzy_tertiary(self, evidence: str) -> bool:
        """A misspelt tertiary source name (``CSVDN`` for ``CSDN``) still marks the tier."""
        words = re.findall(r"[A-Za-z]{4,}", evidence)
        if not words:
            return False
        return any(self._misspelt_source(w) for w in words)

    def _misspelt_source(self, word: str) -> bool:
        """True when ``word`` is no known name but a near miss of a source's (kept per word:
        the same words come back in every clause)."""
        got = self._misspelt_memo.get(word)
        if got is None:
            got = not self.entities.canonical(word) and bool(self.entities.near_miss(word, self._source_names))
            if len(word) <= MEMO_MAX_TOKEN:
                if len(self._misspelt_memo) >= 16384:
                    self._misspelt_memo.clear()
                self._misspelt_memo[word] = got
        return got

    def has_primary_link(self, urls, ids) -> bool:
        """True when a URL on a primary domain, or a well-formed arXiv id / DOI, is cited."""
        primary = dict(self.tier_domains).get("primary", [])
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

    # -- the parts moved out, as other modules and the tests call them ----------
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


def _close_asides(text: str) -> str:
    """An attribution cut inside a bracket ("a Reddit screenshot (no model") loses the
    unclosed aside: "a Reddit screenshot"."""
    for open_, close in (("(", ")"), ("（", "）")):
        if text.count(open_) > text.count(close):
            text = text[:text.rfind(open_)].rstrip()
    return text
