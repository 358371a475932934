"""Claim frames, the conditions: the settings a number was measured under (:func:`conditions`:
model, hardware, parallelism, batch size, precision, dataset, lengths), the baseline of a
relative number (:func:`baseline`) and requirement words (:func:`is_requirement`).

Every function takes the :class:`~claimcheck.frames.builder.FrameBuilder` whose resources and
patterns it reads (``fb``); :func:`compile_rules` compiles those patterns from
rules/conditions.yaml (``patterns``, ``words``, ``baseline_markers``, ``baseline_patterns``,
``requirement_words``, ``baseline_verbs``) and rules/grammar.yaml (``frame_words.articles``).
"""
from __future__ import annotations

import bisect
import re
from dataclasses import replace
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.literals import LiteralGate, LiteralSet, text_forms
from claimcheck.extraction.patterns import _alt
from claimcheck.frames.context import CLAUSE_REACH, ITEM_MARK, clause_bounds
from claimcheck.frames.entities import Mention, same_name
from claimcheck.model import Claim, fmt_decimal, release_key
from claimcheck.resources.loader import Resources
from claimcheck.resources.records import fold_name
from claimcheck.text.segment import Segment

if TYPE_CHECKING:
    from claimcheck.frames.builder import FrameBuilder


def compile_rules(fb: FrameBuilder, resources: Resources) -> None:
    """Compile the conditions part's patterns onto ``fb`` (called once by ``FrameBuilder.__init__``).

    Sets ``fb.condition_patterns`` ([(name, [pattern])], rules/conditions.yaml ``patterns``),
    ``fb.condition_words`` ([(name, pattern, spelling casefolded → canonical)], ``words``),
    ``fb.baseline_marker``, ``fb.baseline_patterns``, ``fb.requirement`` and
    ``fb.baseline_verb`` (None when the list is empty), ``fb.switch_word`` (``switch_words``),
    ``fb.setup_label`` (``setup_labels``), ``fb.same_setup_heading`` (``same_setup_heading_words``) and
    ``fb._article`` (rules/grammar.yaml ``frame_words.articles``).
    """
    cond = resources.conditions
    labels = [str(w) for w in cond.get("setup_labels") or ()]
    #: "测试条件：", "Setup:" opening the line above a table (rules/conditions.yaml setup_labels)
    captions = [str(w) for w in cond.get("table_caption_words") or ()]
    #: … or a numbered table caption: "【表 1】", "表 1：", "**Table 2.**" (rules/conditions.yaml table_caption_words)
    opening = ([r"(?:" + _alt(labels) + r")\s?[：:]"] if labels else []) + \
        ([r"(?:" + _alt(captions) + r")\s?\d{1,3}\s?(?:[】\]]|[：:.．]|\*\*|\s)"] if captions else [])
    fb.setup_label = re.compile(r"^\W*(?:" + "|".join(opening) + ")", re.IGNORECASE) if opening else None
    same = [str(w) for w in cond.get("same_setup_heading_words") or ()]
    #: "(same setup, P50)", "（配置同上）" in a heading: its setting is its previous sibling's
    fb.same_setup_heading = re.compile(r"(?<![A-Za-z])(?:" + _alt(same) + r")(?![A-Za-z])", re.IGNORECASE) if same else None
    switch = [str(w) for w in cond.get("switch_words") or ()]
    #: "换到", "switched to" right after a model (rules/conditions.yaml switch_words)
    fb.switch_word = re.compile(r"\s?(?:" + _alt(switch) + r")(?![A-Za-z])", re.IGNORECASE) if switch else None
    compile_settings(fb, cond)
    compile_toggles(fb, cond)
    #: a column header that is only a scope word and a bracket ("单卡 (tok/s)"): its cells' scope
    fb.header_scope = {str(w).casefold(): str(key) for key, words in (cond.get("header_scope_words") or {}).items()
                       for w in words}
    fb.condition_patterns = [(name, [re.compile(p) for p in pats]) for name, pats in cond["patterns"].items()]
    # one spelling per value a pattern captures ("million", "1M", "百万" → M)
    # (keyed as captured and with its spaces dropped, as a captured value is read: "prior to" / "priorto")
    fb.pattern_values = {name: {key: str(canon) for canon, variants in values.items()
                                for w in (canon, *variants)
                                for key in (str(w).casefold(), re.sub(r"\s", "", str(w)).casefold())}
                         for name, values in (cond.get("pattern_values") or {}).items()}
    # words match case-insensitively between non-alphanumerics; a mapping lists a canonical
    # spelling with its variants (4-bit: [4bit, 4 bit])
    fb.condition_words = []
    own = [(name, words, True) for name, words in cond["words"].items()]
    own += [(name, words, False) for name, words in (cond.get("value_words") or {}).items()]
    for name, words, self_spelt in own:
        canonical = {}
        if isinstance(words, dict):
            for canon, variants in words.items():
                for w in ((canon,) if self_spelt else ()) + tuple(variants or []):
                    canonical[str(w).casefold()] = str(canon)
        else:
            canonical = {str(w).casefold(): str(w) for w in words}
        spellings = sorted(canonical, key=len, reverse=True)
        not_before = (cond.get("not_before") or {}).get(name)
        # words that make the word name something else when written right before it ("speculative
        # decoding" is a method, no decode phase): one fixed-width look-behind each
        not_after = "".join(f"(?<!{re.escape(str(w))})" for w in (cond.get("not_after") or {}).get(name) or [])
        pattern = re.compile(r"(?<![A-Za-z0-9])" + not_after + "(?:" + "|".join(re.escape(w) for w in spellings) + r")(?![A-Za-z0-9])"
                             + (f"(?!{not_before})" if not_before else ""), re.IGNORECASE)
        fb.condition_words.append((name, pattern, canonical))
    # value patterns: a regex standing for one canonical value ("每个 H800 节点" is per node)
    for name, values in (cond.get("value_patterns") or {}).items():
        for canon, regexes in values.items():
            fb.condition_words.append((name, re.compile("|".join(f"(?:{r})" for r in regexes), re.IGNORECASE),
                                       _Constant(str(canon))))
    # a marker inside a compound word is none ("压缩比为 7x": a compression ratio, 占比, 比例)
    compounds = [w for w in cond.get("not_baseline_words") or [] if w]
    # each marker has its own guards: "吞吐比" is no "比", but "吞吐较 vLLM" is a "较"
    plain, guarded = [], []
    for m in cond["baseline_markers"]:
        guard = "".join(f"(?<!{re.escape(w[:w.index(m)])})" for w in compounds if m in w and w.index(m) > 0)
        ahead = "".join(f"(?!{re.escape(w[len(m):])})" for w in compounds if w.startswith(m) and len(w) > len(m))
        if guard or ahead:
            guarded.append((len(m), guard + _alt([m]) + ahead))
        else:
            plain.append(m)
    guarded.sort(key=lambda g: g[0], reverse=True)  # longest first, as in one alternation: "对比" before "比"
    fb.baseline_marker = re.compile(r"(?:" + "|".join([*(b for n, b in guarded if n > 1), _alt(plain) if plain else "(?!)",
                                                       *(b for n, b in guarded if n <= 1)]) + r")\s?")
    fb.baseline_marker_gate = LiteralGate(fb.baseline_marker)  # what every marker holds: a cheap test first
    # a baseline written without a space before what follows it ("比vLLM快30%", "较旧模型提升
    # 11%", "较主模型在英文场景提升"): it ends at a Chinese change word (grammar.yaml
    # change_words) or a word that starts the rest of the clause (baseline_ends)
    change = resources.grammar.get("change_words") or {}
    cjk_change = [str(w) for key in ("up", "down") for w in change.get(key) or [] if not str(w).isascii()]
    ends = [*cjk_change, *(str(w) for w in cond.get("baseline_ends") or [])]
    fb.baseline_end = re.compile(_alt(ends) if ends else "(?!)")
    fb.baseline_patterns = [re.compile(p) for p in cond.get("baseline_patterns", [])]
    fb.figure_as_topic = re.compile(cond["figure_as_topic"]) if cond.get("figure_as_topic") else None
    fb.baseline_openers = [re.compile(p) for p in cond.get("baseline_openers") or []]
    nouns = cond.get("baseline_nouns") or []
    name = r"[A-Za-z][\w.\-]*(?:\s[vV]?\d[\w.]*)?"
    # "基线 vLLM 为 …", "baseline: vLLM" (the noun, then the name) and "the vLLM baseline", "vLLM 基线"
    fb.baseline_noun_before = re.compile(r"(?:" + _alt(nouns) + r")\s?(?:是|为|:|：)?\s?$", re.IGNORECASE) \
        if nouns else None
    fb.baseline_noun_after = re.compile(r"\s?(?:" + _alt(nouns) + r")(?![A-Za-z])", re.IGNORECASE) if nouns else None
    fb.baseline_named = re.compile(r"(?:" + _alt(nouns) + r")\s?(?:是|为|:|：)?\s?(?P<b>" + name + r")|(?<![\w.\-])(?P<a>"
                                   + name + r")\s?(?:" + _alt(nouns) + r")(?![A-Za-z])", re.IGNORECASE) \
        if nouns else None
    after_only = cond.get("baseline_markers_after") or []
    fb.baseline_marker_after = re.compile(r"\s?(?:" + _alt(after_only) + r")\s?", re.IGNORECASE) if after_only else None
    fb.baseline_after_patterns = [re.compile(p) for p in cond.get("baseline_after_patterns") or []]
    words = cond.get("comparison_clause_words") or []
    fb.comparison_clause = re.compile(r"[\s\-—–:：]*(?:" + _alt(words) + r")", re.IGNORECASE) if words else None
    requirement = cond.get("requirement_words") or []
    fb.requirement = re.compile(_alt(requirement), re.IGNORECASE) if requirement else None
    fb.requirement_reach = int(cond.get("requirement_reach_chars", 0) or 0)
    negations = cond.get("requirement_negations") or []
    #: "（非 SLA，仅供参考）", "(not an SLA)": a requirement word said not to hold right before it
    fb.requirement_negation = re.compile(r"(?:(?<![A-Za-z])(?:" + _alt([w for w in negations if str(w).isascii()] or ["(?!)"])
                                         + r")\s+|(?:" + _alt([w for w in negations if not str(w).isascii()] or ["(?!)"])
                                         + r")\s?)$", re.IGNORECASE) if negations else None
    copulas = [w for w in resources.grammar.get("metric_copulas") or [] if str(w) not in ("达", "达到")]
    #: "… is 12,000 tok/s": the copula that makes a figure the value of a target named earlier
    fb.requirement_copula = re.compile(r"(?<![A-Za-z])(?:" + _alt(copulas) + r")\s?$", re.IGNORECASE) if copulas else None
    restated = cond.get("restatement_words") or []
    #: "每秒 512 个 token，相当于每分钟 30,720 个 token": the words that restate the figure before
    fb.restated = re.compile(r"^[\s，,]*(?:" + _alt(restated) + r")[\s：:]?(?:每\S{1,3})?\s?$", re.IGNORECASE) \
        if restated else None
    measured = cond.get("measurement_words") or []
    fb.measurement = re.compile(r"(?<![A-Za-z])(?:" + _alt(measured) + r")(?![A-Za-z])", re.IGNORECASE) if measured else None
    verbs = cond.get("baseline_verbs") or []
    fb.baseline_verb = re.compile(_alt(verbs), re.IGNORECASE) if verbs else None
    fb.clause_only = frozenset(cond.get("clause_only") or ())
    fb.default_baselines = {str(m): frozenset(_baseline_key(w) for w in words)
                            for m, words in (cond.get("default_baselines") or {}).items()}
    fb.nearest_words = frozenset(cond.get("nearest_words") or ())
    # keys whose pattern counts only where it matches at the figure itself ("3GB CPU" after
    # "56GB GPU": the GPU is the other figure's)
    fb.own_figure_only = frozenset(cond.get("own_figure_only") or ())
    fb.table_settings = {_fold_header(w): key for key, words in (cond.get("table_settings") or {}).items() for w in words}
    same = cond.get("same_setup_words") or []
    fb.same_setup = re.compile(_alt(same), re.IGNORECASE) if same else None
    fb.same_setup_gate = LiteralGate(fb.same_setup) if same else None
    not_after = cond.get("same_setup_not_after") or []
    fb.same_setup_not_after = re.compile(rf"(?:{_alt(not_after)})\s?$", re.IGNORECASE) if not_after else None
    breaks = cond.get("subclause_breaks") or []
    fb.subclause_break = re.compile(r"\s?(?:" + _alt(breaks) + r")\s?", re.IGNORECASE) if breaks else None
    respectively = cond.get("respectively_words") or []
    fb.respectively = re.compile(_alt(respectively), re.IGNORECASE) if respectively else None
    words = resources.grammar.get("frame_words") or {}
    fb._article = re.compile(r"(?:(?:" + _alt(words.get("articles", [])) + r")\s+)?", re.IGNORECASE)
    fb._article_before = re.compile(r"(?<=\s)(?:" + _alt(words.get("articles", [])) + r")\s+$", re.IGNORECASE) \
        if words.get("articles") else re.compile("(?!)")
    # the literals each pattern needs: a sentence without them is not searched (same matches)
    fb.condition_pattern_gates = [[LiteralGate(p) for p in pats] for _, pats in fb.condition_patterns]
    fb.condition_word_gates = [LiteralGate(pattern) for _, pattern, _ in fb.condition_words]
    fb.toggle_gates = [LiteralGate(pattern) for _, pattern in fb.toggles]
    # all of them at once: bit i of the mask is gate i of the three lists in this order
    fb.condition_literal_set = LiteralSet([*(g for gates in fb.condition_pattern_gates for g in gates),
                                           *fb.condition_word_gates, *fb.toggle_gates])
    fb.gate_memo = {}  # text → what _gated found (the same sentences come back, claim after claim)
    fb.gate_answers = {}  # which patterns are allowed → that answer, shared by the texts of gate_memo


class _Constant(dict):
    """A spelling → canonical map whose every spelling means one value (a value pattern's)."""

    def __init__(self, value: str) -> None:
        super().__init__()
        self.value = value

    def get(self, key, default=None):  # noqa: D102 - dict.get, always the one value
        return self.value


#: pattern conditions that may include the claim's own number ("2,048 tok/s/GPU output")
_OWN_NUMBER_KEYS = ("gpus", "phase")


def compile_settings(fb: FrameBuilder, cond: dict) -> None:
    """Compile rules/conditions.yaml ``settings`` onto ``fb``: ``setting_counts`` (key, pattern
    of the counted noun after a count, after an optional chip name), ``setting_before`` and
    ``setting_after`` (key, pattern, metrics or None, unit pattern or None)."""
    settings = cond.get("settings") or {}
    chip = fb.grammar._hardware if getattr(fb.grammar, "_hardware", None) else "(?!)"
    fb.setting_counts = [
        (key, re.compile(r"\s?(?:" + chip + r"\s?)?(?:" + _alt(words) + r")", re.IGNORECASE))
        for key, words in (settings.get("counts") or {}).items()]
    fb.setting_chip = re.compile(r"\s?" + chip)
    def units(spec: dict):  # `units` (optional): the unit words the number must be written in
        return re.compile(_alt(spec["units"]), re.IGNORECASE) if spec.get("units") else None

    # (``key`` in a spec names the setting when one setting has two specs: "输入长度" for any
    # number, bare "输入" only for a length)
    fb.setting_before = [
        (spec.get("key") or key, re.compile(r"(?:" + _alt(spec["words"]) + r")\s?(?:of|=|:|：|为|是|at)?\s?$", re.IGNORECASE),
         set(spec["metrics"]) if spec.get("metrics") else None, units(spec))
        for key, spec in (settings.get("before") or {}).items()]
    fb.setting_after = [
        (key, re.compile(r"\s?(?:" + _alt(spec["words"]) + r")", re.IGNORECASE),
         set(spec["metrics"]) if spec.get("metrics") else None, units(spec))
        for key, spec in (settings.get("after") or {}).items()]


def compile_toggles(fb: FrameBuilder, cond: dict) -> None:
    """Compile rules/conditions.yaml ``toggles`` onto ``fb.toggles``: one (value, pattern)
    per reading (``on``/``off``/``default`` before the feature, ``on``/``off`` after it), each
    pattern with the groups ``f`` (the feature as written)."""
    tog = cond.get("toggles") or {}
    fb.toggle_names = {}
    for key, words in (tog.get("features") or {}).items():
        for w in words:
            fb.toggle_names[str(w).casefold()] = str(key)
    fb.toggles = []
    if not fb.toggle_names:
        return
    feature = r"(?P<f>" + _alt(fb.toggle_names) + r")"
    gap = r"\s?(?:[\w\-]+\s){0,2}?"
    for value, key in (("off", "off_before"), ("on", "on_before"), ("default", "default_before")):
        if tog.get(key):
            fb.toggles.append((value, re.compile(_alt(tog[key]) + gap + feature, re.IGNORECASE)))
    for value, key in (("off", "off_after"), ("on", "on_after")):
        if tog.get(key):
            fb.toggles.append((value, re.compile(feature + r"[\s\-]?(?:(?:is|was|are|were)\s)?" + _alt(tog[key]),
                                                 re.IGNORECASE)))


def toggles(fb: FrameBuilder, part: str, pos: int, patterns=None) -> dict[str, str]:
    """The feature toggles written in ``part`` (a clause or sentence; ``pos``: the number's
    offset in it): feature key → ``on``/``off``/``default``, the reading nearest the number
    winning (off on a tie).  ``patterns``: the (value, pattern) pairs of ``fb.toggles`` to try
    (None: all; :func:`conditions` leaves out those whose literals the sentence lacks).
    Rules: rules/conditions.yaml ``toggles``."""
    best: dict[str, tuple[int, int, str]] = {}
    for value, pattern in fb.toggles if patterns is None else patterns:
        for m in pattern.finditer(part):
            key = fb.toggle_names.get(m.group("f").casefold())
            if key is None:
                continue
            dist = min(abs(m.start() - pos), abs(m.end() - pos))
            got = (dist, 0 if value == "off" else 1, value)
            if key not in best or got < best[key]:
                best[key] = got
    return {key: got[2] for key, got in best.items()}


def setting_of(fb: FrameBuilder, text: str, hit: Hit, metric: str | None, clause) -> tuple[str, str] | None:
    """Whether a number sets up a measurement rather than reports one (issue 14, claim role):
    a count of GPUs, nodes, replicas, clients, prompts or runs; a request rate written after
    "at"/"under"/"请求速率"; an input/output length or batch size after its name; a window
    written before "MTP" ("3-token MTP window").

    Args: text: the normalised sentence; hit: the number's :class:`~claimcheck.extraction.hit.Hit`;
    metric: its metric or None; clause: (start, end) of its clause.  Returns: (condition key,
    value as a plain number string) or None (a result).  Rules: rules/conditions.yaml ``settings``.
    """
    counted = hit.kind == "count" or metric == "count"
    if not (counted or hit.kind == "quantity") or not isinstance(hit.value, Decimal):
        return None
    c_start, c_end = clause
    value = fmt_decimal(hit.value)
    if counted:
        if hit.value != hit.value.to_integral_value():
            return None  # "an average occupancy of 226.75 nodes": a measured mean, no setting
        # the counted noun is the hit's unit ("8 nodes") or written after it ("4 个 A100 GPU")
        unit = str(hit.unit or "")
        for key, pattern in fb.setting_counts:
            if unit and pattern.fullmatch(unit):
                return key, value
            m = pattern.match(text, hit.end, min(len(text), hit.end + 32))
            if m is not None and re.match(r"[^A-Za-z]|$", text[m.end():m.end() + 1]):
                return key, value
        if fb.setting_chip.match(text, hit.end):
            return "gpus", value
        if "bare_scaled" not in hit.flags:
            return None
        # "2K 输入": a scaled bare number is a length, set by the word after it like a quantity
    named = metric or "none"  # `none` in a `metrics` list: a number whose metric is unknown
    unit = str(hit.unit or "")

    def fits(metrics, units) -> bool:
        return (metrics is None or named in metrics) and (units is None or units.fullmatch(unit) is not None)

    for key, pattern, metrics, units in fb.setting_after:
        if fits(metrics, units) and pattern.match(text, hit.end, c_end):
            return key, value
    before = text[max(c_start, hit.start - 40):hit.start]
    for key, pattern, metrics, units in fb.setting_before:
        if fits(metrics, units) and pattern.search(before):
            return key, value
    return None


#: a bracket that closes its sentence (only a full stop or spaces after it): "…, a 35% reduction
#: (Qwen3-32B, H100, TP2, bs=4)." — group 1 is the bracket
_SENTENCE_FINAL_BRACKET = re.compile(r"([（(][^（）()]{2,120}[)）])\s*[。.;；!！]?\s*$")


def conditions(fb: FrameBuilder, text: str, clause, hit: Hit, mentions: list[Mention], subject: Mention | None,
               conditions_hits, caption: str | None = None, exclude=(), masks=(),
               section_benchmark: Mention | None = None, numbers_at=(), sizes=()) -> dict[str, str]:
    """Model, hardware, parallelism, batch size, precision, dataset, lengths written in the
    number's clause (and the sentence when the clause names none), then in the section's
    caption.

    Args:
        text: the normalised sentence; clause: (start, end) of the number's clause; hit: the
            number's :class:`~claimcheck.extraction.hit.Hit`.
        mentions: the sentence's :class:`~claimcheck.frames.entities.Mention` list; subject:
            the claim's subject (never its own condition) or None.
        conditions_hits: the sentence's hits of kind ``condition`` (not read here).
        caption: the section heading (a table's caption), read after the sentence, or None.
        exclude: other numbers' clauses, which fill no gaps of this one.
        masks: spans that hold no setting (URLs, the claim's baseline).
        section_benchmark: a benchmark the section heading names; it is the dataset of
            the numbers under it unless the number is about the benchmark itself.
        numbers_at: start offsets of the sentence's other numbers; a model named right
            before one of them ("Claude Fable 5.1 9.83× + SMAC3 11.53×") is its subject.
        sizes: (start, end) of model sizes; one size right after the model's name is part
            of the condition ("Llama-2 70B"), a list of sizes is not ("Llama3.1 8B 和 70B").
    Returns: condition name → value as written (precision words canonical, per
    rules/conditions.yaml)."""
    c_start, c_end = clause
    hit_start = hit.start
    lo, hi = max(0, c_start - CLAUSE_REACH), min(len(text), c_end + CLAUSE_REACH)
    whole = not (lo > 0 or hi < len(text))  # the whole sentence is read (not a window of it)
    if not whole:
        # the sentence is read only within reach of the clause: everything moves into the
        # window's offsets (bounded work per claim on a pathological 1 MB sentence)
        def inside(spans):
            return [(a - lo, b - lo) for a, b in spans if a < hi and b > lo]
        text = text[lo:hi]
        c_start, c_end, hit_start = c_start - lo, c_end - lo, hit_start - lo
        mentions = [Mention(m.start - lo, m.end - lo, m.surface, m.canonical, m.type)
                    for m in mentions if lo <= m.start and m.end <= hi]
        masks, exclude, sizes = inside(masks), inside(exclude), inside(sizes)
        numbers_at = [p - lo for p in numbers_at if lo <= p < hi]
    own = own_part(fb, text, (c_start, c_end), hit_start, hit.end - (hit.start - hit_start), numbers_at)
    scopes = ([own] if own else []) + [(c_start, c_end), (0, len(text))]
    found: dict[str, str] = {}
    compared = _comparison_clauses(fb, text, (c_start, c_end))  # in the sentence, before any caption joins it
    if caption:
        # a table's caption (its section heading) states the setting of every cell
        text = text + "\n" + caption
        mentions = mentions + [Mention(m.start + len(text) - len(caption), m.end + len(text) - len(caption),
                                       m.surface, m.canonical, m.type) for m in _caption_mentions(fb, caption)]
        scopes = ([own] if own else []) + [(c_start, c_end), (0, len(text))]
    if exclude and whole:
        # a bracket that ends the sentence states the setting of the whole sentence: "TTFT drops
        # from 400 ms to 300 ms, a 35% reduction (Qwen3-32B, H100, TP2, bs=4)." — the 400 and
        # 300 ms were measured there too, though the bracket stands in the 35 %'s clause (a
        # fresh-user trial, session 21); another number's clause keeps it blanked otherwise
        final = _SENTENCE_FINAL_BRACKET.search(text[:len(text) - (len(caption) + 1) if caption else len(text)])
        if final is not None and not any(final.start(1) <= p < final.end(1) for p in (*numbers_at, hit_start)):
            # (a bracket with figures of its own — "(2.7x for Llama 8B on 1xH100, 1.8x for Llama 70B
            # on 4xH100)" — sets each of them, not the sentence)
            fa, fb_ = final.span(1)
            exclude = [piece for x, y in exclude
                       for piece in (((x, min(y, fa)), (max(x, fb_), y)) if x < fb_ and fa < y else ((x, y),))
                       if piece[0] < piece[1]]
    blanks = list(masks) + list(exclude) + compared
    lead = _lead_label(text, c_start, numbers_at) if whole else None
    if lead is not None:
        # "TTFT P50：vLLM 268 ms，SGLang 245 ms": a label before a colon sets every item after it —
        # never blanked as the first item's clause, and read as the figure's own (a fresh-user trial,
        # session 39)
        blanks = [piece for x, y in blanks for piece in ((x, min(y, lead[0])), (max(x, lead[1]), y)) if piece[0] < piece[1]]
        scopes.insert(len(scopes) - 1, lead)

    def blanked(p: int) -> bool:
        return False
    if blanks:
        # the rest of the sentence fills gaps, but not from other numbers' own clauses: the
        # spans are merged first, so blanking costs the text's length, not spans × length
        merged: list[list[int]] = []
        for a, b in sorted((max(0, a), min(b, len(text))) for a, b in blanks):
            if a >= b:
                continue
            if merged and a <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        pieces, pos = [], 0
        for a, b in merged:
            pieces += [text[pos:a], " " * (b - a)]
            pos = b
        text = "".join(pieces) + text[pos:]
        starts = [a for a, _ in merged]
        def blanked(p: int) -> bool:
            i = bisect.bisect_right(starts, p) - 1
            return i >= 0 and p < merged[i][1]
        mentions = [m for m in mentions if not blanked(m.start)]
    condition_patterns, condition_words, toggle_patterns = _gated(fb, text)
    for i, (a, b) in enumerate(scopes):
        part = text[a:b]
        for m in mentions:
            if not (a <= m.start and m.end <= b):
                continue
            if m.type == "model" and (subject is None or m.canonical != subject.canonical):
                if any(0 <= p - m.end <= 4 for p in numbers_at):
                    continue
                if fb.switch_word is not None and fb.switch_word.match(text, m.end) and any(
                        o.type == "model" and o.start > m.end and a <= o.start < b for o in mentions):
                    continue  # "Llama-3.1-70B 换到 Qwen3-32B": the run moved to the model after the word
                found.setdefault("model", _model_with_size(text, m, sizes))
            elif m.type == "hardware" and (subject is None or m.canonical != subject.canonical):
                found.setdefault("hardware", m.canonical)
            elif m.type in ("benchmark", "dataset") and (subject is None or m.canonical != subject.canonical) and \
                    c_start <= m.start and m.end <= c_end:
                found.setdefault("dataset", m.canonical)  # in the clause only: lists name many
        for h in conditions_hits:
            # the grammar's own count of chips wins over the patterns' ("4 x 8 x H100" is 32)
            if h.name == "gpus" and a <= h.start - lo < b and h.start != hit.start and not blanked(h.start - lo):
                found.setdefault("gpus", str(h.value))
                chip = fb.entities.canonical(str(h.text_value)) if h.text_value else None
                if chip and chip[1] == "hardware" and (subject is None or chip[0] != subject.canonical):
                    found.setdefault("hardware", chip[0])
        for name, patterns in condition_patterns:
            for pattern in patterns:
                if name in fb.own_figure_only:
                    cm = None
                    if a <= hit_start < b:
                        # written from inside the figure's surface on ("3GB CPU"), or ending right
                        # before it ("checkpoint 19MB": the window before the figure, its match ending there)
                        hit_end = hit.end - (hit.start - hit_start)
                        cm = pattern.search(text, hit_start, b)  # from inside its surface ("more than 64GB of CPU RAM")
                        if cm is None or cm.start() >= hit_end:
                            cm = pattern.search(text, max(a, hit_start - 32), hit_start)
                            if cm is not None and cm.end() != hit_start:
                                cm = None
                    if cm is not None:
                        value = cm.group("v")
                        found.setdefault(name, fb.pattern_values.get(name, {}).get(value.casefold(), value))
                        break
                    continue
                cm = pattern.search(part)
                if cm and name in _OWN_NUMBER_KEYS:
                    # "73.7k tokens/s input … 14.8k tokens/s output": the number's own phase first
                    own = pattern.match(text, hit_start, b) if a <= hit_start < b else None
                    cm = own if own is not None else cm
                    if own is not None:
                        found.setdefault(name, re.sub(r"\s", "", own.group("v")).lower())
                        break
                if cm and not (a + cm.start() <= hit_start < a + cm.end() and name not in _OWN_NUMBER_KEYS):
                    value = re.sub(r"\s", "", cm.group("v"))
                    value = value.lower() if name == "phase" else value
                    found.setdefault(name, fb.pattern_values.get(name, {}).get(value.casefold(), value))
                    break
        sentence = i == len(scopes) - 1 and (a, b) != (c_start, c_end)  # the rest of the sentence
        for name, pattern, canonical in condition_words:
            if sentence and name in fb.clause_only:
                continue  # a scope qualifies the figure of its own clause only
            wm = pattern.search(part)
            if wm and name in fb.nearest_words and name not in found:
                wm = _nearest_match(pattern, part, hit_start - a)
            if wm:
                found.setdefault(name, canonical.get(wm.group(0).casefold(), wm.group(0)))
        if toggle_patterns:
            for name, value in toggles(fb, part, hit_start - a, toggle_patterns).items():
                found.setdefault(name, value)
        # the clause's own settings win; the rest of the sentence only fills the gaps
    if section_benchmark is not None and (subject is None or subject.canonical != section_benchmark.canonical):
        found.setdefault("dataset", section_benchmark.canonical)
    return found


def _nearest_match(pattern: re.Pattern, part: str, at: int) -> re.Match | None:
    """The match of ``pattern`` in ``part`` nearest to the figure at offset ``at``: the last one
    before it, else the first after it ("At the peak of the incident TTFT P90 was 7.1 s": P90, not
    peak; rules/conditions.yaml ``nearest_words``)."""
    before = after = None
    for m in pattern.finditer(part):
        if m.start() < at:
            before = m
        elif after is None:
            after = m
    return before or after


#: a label that opens a sentence and ends at its first colon, with no figure in it ("TTFT P50：")
_LEAD_LABEL = re.compile(r"\s*(?:[-*•+]\s)?(?P<label>[^\d，,。；;:：()（）]{1,24}?(?:\s?[Pp]\d{2,3}(?:\.\d)?)?)\s?[：:](?![/\d])")


def _lead_label(text: str, c_start: int, numbers_at) -> tuple[int, int] | None:
    """The span of a short label that opens the sentence ``text`` before a colon and holds no
    figure ("TTFT P50：", "Median ITL:"), when the figure's clause (starting at ``c_start``) comes
    after it and no other number (``numbers_at``) stands in it; None otherwise."""
    m = _LEAD_LABEL.match(text)
    if m is None or m.end("label") > c_start or any(m.start("label") <= p < m.end("label") for p in numbers_at):
        return None
    return m.span("label")


def _caption_mentions(fb: FrameBuilder, caption: str) -> list[Mention]:
    """The mentions of a caption (a section heading) that may set the numbers under it: no bare
    model family (rules/entities.yaml ``model_families``: "Serving Llama and DeepSeek at Scale"
    names no Llama model; a fresh-user trial, session 39).  Two models of one heading still set
    the first ("DeepSeek-V3/R1 推理系统": one serving system for both)."""
    families = {str(f).casefold() for f in fb.res.model_families}
    return [m for m in fb.entities.mentions_joined(caption) if not (m.type == "model" and m.canonical.casefold() in families)]


#: the mentions a caption gives a number's setting from (:func:`conditions`)
_CAPTION_MENTION_TYPES = ("model", "hardware", "benchmark", "dataset")


def subject_version(fb: FrameBuilder, hits: list[Hit], subject: Mention, clause, heading=(), seg=None) -> str | None:
    """The release of a figure's system its sentence names: the version written with the
    subject's name ("vLLM 0.10.2: 8,200 tok/s", "SGLang 0.5.4 在 H100 上 …") in the figure's
    clause, else the one version of that name in the sentence, else in its section's heading
    (``heading``: :class:`~claimcheck.frames.context.SectionInfo` ``versions``, "## SGLang 0.5.4
    实测") — the condition ``version``, so two
    releases' figures are never rivals (a fresh-user trial, session 33: 0.10.2 against 0.12 under
    one setup read as a conflict).  None when the sentence names no version of the subject, or
    several outside the clause.

    Args: hits: the sentence's hits; subject: the figure's subject; clause: (start, end) of its clause;
    heading: (software name, version) pairs of the section's heading; seg: the figure's segment,
    whose lead line's versions count as the heading's (:func:`heading_versions`).
    Returns: the version, as one spelling of its release ("v0.12.0" → "0.12"), or None."""
    if seg is not None:
        heading = heading_versions(fb, seg, heading)
    memo = getattr(fb, "_sentence_versions", None)
    if memo is None or memo[0] is not hits:
        # the sentence's versions and the software each names, worked out once per sentence, not
        # again for each of its figures (session 33's review)
        named = []
        for h in hits:
            if h.kind == "version":
                name = getattr(h, "name", None)
                known = fb.entities.canonical(name) if name else None
                named.append((h, (known[0] if known else name).casefold() if name else None))
        memo = fb._sentence_versions = (hits, named)
    own = []
    target = subject.canonical.casefold()
    for h, name in memo[1]:
        if name is None:
            # "vLLM v0.12.0": a version right after the subject's own mention
            if subject.end <= h.start <= subject.end + 2 and subject.end > subject.start:
                own.append(h)
        elif name == target:
            own.append(h)
    inside = [h for h in own if clause[0] <= h.start < clause[1]]
    if len(inside) == 1:
        return _release_name(str(inside[0].value))
    values = {_release_name(str(h.value)) for h in own}
    if not own:
        # none in the sentence: the one release of the subject its section's heading names
        values = {_release_name(v) for name, v in heading if name.casefold() == subject.canonical.casefold()}
    return values.pop() if len(values) == 1 else None


def lead_scan(fb: FrameBuilder, seg) -> tuple[str, list[Hit]] | None:
    """The lead line of a paragraph line indented under it (``seg.lead_in``: a run log's
    "[2026-11-20] run-07  sglang==0.5.5  DeepSeek-V3  8x H200  TP=8" over "  output throughput
    2,850 tok/s"; a fresh-user trial, session 38), normalised, with its grammar hits — read once
    per lead line, however many results stand under it; None when the segment has no lead line."""
    if seg is None or seg.kind != "paragraph" or not (seg.lead_in or seg.head):
        return None
    # (or the part of its sentence a hard wrap left on the line above, ``seg.head``: "Qwen3-32B on
    # 8x H200, TP=8, decode" over "reached 7,800 tok/s"; fresh-user trial 43, r01)
    lead_in = seg.lead_in or seg.head
    memo = getattr(fb, "_lead_memo", None)
    if memo is None or memo[0] != lead_in:
        lead = fb.grammar.normalise_text(lead_in)
        memo = fb._lead_memo = (lead_in, lead, fb.grammar.scan(lead))
    return memo[1], memo[2]


def heading_versions(fb: FrameBuilder, seg, versions) -> list[tuple[str, str]]:
    """The (software name, version) pairs that head a segment: its section heading's
    (``versions``) and the named versions of its lead line (:func:`lead_scan`)."""
    scanned = lead_scan(fb, seg)
    if scanned is None:
        return versions
    found = []
    for h in scanned[1]:
        name = getattr(h, "name", None) if h.kind == "version" else None
        if name:
            known = fb.entities.canonical(name)
            found.append((known[0] if known else name, str(h.value)))
    return [*versions, *found]


def _release_name(version: str) -> str:
    """A version as one spelling of its release (:func:`~claimcheck.model.release_key`): "v0.12.0" → "0.12"."""
    return ".".join(map(str, release_key(version))) or version


def heading_holds_setting(fb: FrameBuilder, title: str) -> bool:
    """True when a heading's title may give the numbers under it a setting: :func:`conditions`
    reads every heading above a number as its caption (issue 14), and this title holds a model,
    chip, benchmark or dataset mention, a condition pattern's or word's match, or a toggle's
    literals (``## Llama-8B on 1 x A100 (bf16)``; a document title ``…（v100）`` reads as a V100).
    False means the title adds nothing to any number's conditions, so a title that changes
    without holding one (a version stamp) changes no claim (the audit's incremental extraction,
    :mod:`claimcheck.history.incremental`).

    Args: fb: the :class:`FrameBuilder`; title: one heading's title as written.
    Returns: bool (a toggle whose literals the title holds counts, matched or not).
    """
    text = fb.grammar.normalise_text(title)
    if any(m.type in _CAPTION_MENTION_TYPES for m in fb.entities.mentions_joined(text)):
        return True
    patterns, words, toggle_patterns = _gated(fb, text)
    return bool(toggle_patterns) or any(p.search(text) for _, ps in patterns for p in ps) or \
        any(w[1].search(text) for w in words)


def _allowed_lists(fb: FrameBuilder, allowed: int) -> tuple[list, list, list]:
    """The condition patterns (per name), condition words and toggle patterns whose gate's bit
    is set in ``allowed`` (the order of ``fb.condition_literal_set``)."""
    i = 0
    patterns = []
    for name, pats in fb.condition_patterns:
        patterns.append((name, [p for k, p in enumerate(pats, i) if allowed >> k & 1]))
        i += len(pats)
    words = [w for k, w in enumerate(fb.condition_words, i) if allowed >> k & 1]
    i += len(fb.condition_words)
    toggles = [t for k, t in enumerate(fb.toggles, i) if allowed >> k & 1]
    return patterns, words, toggles


def _gated(fb: FrameBuilder, text: str) -> tuple[list, list, list]:
    """The condition patterns, condition words and toggle patterns of ``fb`` that can match in
    some part of ``text``: those whose required literals it holds
    (:class:`~claimcheck.extraction.literals.LiteralGate`).  Kept per text (bounded)."""
    got = fb.gate_memo.get(text)
    if got is None:
        allowed = fb.condition_literal_set.allowed(*text_forms(text))
        # most texts allow the same few patterns: one answer per set of allowed patterns
        got = fb.gate_answers.get(allowed)
        if got is None:
            got = fb.gate_answers[allowed] = _allowed_lists(fb, allowed)
        if len(text) <= 2000:
            if len(fb.gate_memo) >= 8192:
                fb.gate_memo.clear()  # bounded: the memo only ever saves time
                fb.gate_answers.clear()
            fb.gate_memo[text] = got
    return got


def _comparison_clauses(fb: FrameBuilder, text: str, clause) -> list[tuple[int, int]]:
    """The other clauses of a sentence that open with a comparison ("…为 2.36x，高于 3090 上的数字",
    "…, higher than on the A100"; rules/conditions.yaml ``comparison_clause_words``): their
    settings are the compared figure's, never this one's.  Returns (start, end) spans."""
    if fb.comparison_clause is None or fb.comparison_clause.search(text) is None:
        return []
    spans, pos = [], 0
    while pos < len(text):
        a, b = clause_bounds(text, pos)
        if (a, b) != tuple(clause) and fb.comparison_clause.match(text, a):
            spans.append((a, b))
        pos = max(b, pos) + 1
    return spans


def own_part(fb: FrameBuilder, text: str, clause, start: int, end: int, numbers_at) -> tuple[int, int] | None:
    """(start, end) of a figure's own part of a clause that holds other figures: the clause cut
    at the words of rules/conditions.yaml ``subclause_breaks`` nearest the figure ("1.49x
    (prefill) | and 2.54x (decode)"), or None when the clause holds no other figure.  In a
    clause that says ``respectively`` (settings may be listed before the figures, in
    parallel) the part begins at the figure itself.

    Args:
        text: the sentence; clause: (start, end) of the figure's clause; start, end: the
            figure's offsets; numbers_at: start offsets of the sentence's other figures.
    Returns:
        (start, end) offsets into ``text``, or None.
    """
    c_start, c_end = clause
    if fb.subclause_break is None or not any(c_start <= p < c_end and not start <= p < end for p in numbers_at):
        return None
    part = text[c_start:c_end]
    # with `respectively`, settings may be listed before the figures in parallel: only what
    # follows the figure in its part is its own ("1.8x for batch size 1 and 1.5x for batch
    # size 32 respectively")
    parallel = fb.respectively is not None and fb.respectively.search(part) is not None
    lo, hi = c_start, c_end
    for m in fb.subclause_break.finditer(part):
        a, b = c_start + m.start(), c_start + m.end()
        if b <= start:
            lo = b
        elif a >= end:
            hi = a
            break
    if parallel:
        lo = start
    return (lo, hi) if (lo, hi) != (c_start, c_end) else None


def _model_with_size(text: str, m: Mention, sizes) -> str:
    """``Llama-2`` + ``70B`` → ``Llama-2 70B`` when exactly one size follows the name (a model
    :class:`~claimcheck.frames.entities.Mention` ``m`` of ``text``; ``sizes``: (start, end) of
    model sizes).  Returns the condition's value (str)."""
    size = next(((a, b) for a, b in sizes if 0 <= a - m.end <= 1), None)
    if size is None or m.canonical != m.surface.strip() and fold_name(m.canonical) != fold_name(m.surface):
        return m.canonical
    if any(0 <= a - size[1] <= 4 for a, _ in sizes if (a, _) != size):
        return m.canonical  # "Llama3.1 8B 和 70B": the family, not one size
    return f"{m.canonical} {text[size[0]:size[1]].strip()}"


def baseline(fb: FrameBuilder, text: str, hit: Hit, clause, header: str | None = None, others=()) -> str | None:
    """The written baseline of a relative claim (``vs vLLM 0.10`` → ``vLLM 0.10``); for a
    table cell, also its column header (``吞吐相对 vLLM 0.10``).  ``others`` are the start
    offsets of the other relative numbers of the sentence.

    Args: text: the normalised sentence; hit: the relative number's
    :class:`~claimcheck.extraction.hit.Hit`; clause: (start, end) of its clause; header: a
    table cell's column header or None; others: ints.  Returns: the baseline as written (str,
    at most 40 characters) or None.  Rules: rules/conditions.yaml ``baseline_patterns``,
    ``baseline_markers``, ``baseline_verbs``.
    """
    found = _baseline(fb, text, hit, clause, others=others)
    if found is None:
        found = _carried_baseline(fb, text, clause, others)
    if found is None:
        found = _opening_baseline(fb, text, hit)
    if found is None:
        found = _named_baseline(fb, text, hit)
    if found is None and header:
        found = _baseline(fb, header, Hit(len(header), len(header), "ratio"), (0, len(header)), near=False)
    return found


def _named_baseline(fb: FrameBuilder, text: str, hit: Hit) -> str | None:
    """The last name a baseline noun names before a relative figure ("基线 vLLM 为 1,600 tok/s，提升
    3.5×" → vLLM; "the vLLM baseline …, a 2× speed-up"; rules/conditions.yaml ``baseline_nouns``),
    when it is a name (capitalised or known) and no negative word; else None."""
    if fb.baseline_named is None:
        return None
    found = None
    for m in fb.baseline_named.finditer(text, 0, hit.start):
        value = (m.group("b") or m.group("a")).rstrip(".")
        if (value[0].isupper() or fb.entities.canonical(value)) and not fb.entities.is_negative(value):
            found = value
    return found[:40] if found else None


def named_as_baseline(fb: FrameBuilder, text: str, m: Mention) -> bool:
    """True when a baseline noun names the mention the baseline ("基线 vLLM", "baseline: vLLM",
    "the vLLM baseline", "vLLM 基线"; rules/conditions.yaml ``baseline_nouns``): it is no subject
    of a relative figure of its sentence."""
    if fb.baseline_noun_before is None:
        return False
    return bool(fb.baseline_noun_before.search(text, max(0, m.start - 12), m.start)) or \
        bool(fb.baseline_noun_after.match(text, m.end))


def _opening_baseline(fb: FrameBuilder, text: str, hit: Hit) -> str | None:
    """The baseline a sentence opens with ("相对 v0.5.3，…吞吐提升 2.7 倍", "Compared with TGI,
    vLLM …"; rules/conditions.yaml ``baseline_openers``), for a relative number after it."""
    for pattern in fb.baseline_openers:
        m = pattern.match(text)
        if m and m.end() <= hit.start:
            value = m.group("b").strip().rstrip(".:;!?。：")
            if value and not fb.entities.is_negative(value):
                return value[:40]
    return None


def _carried_baseline(fb: FrameBuilder, text: str, clause, others=()) -> str | None:
    """"SGLang outperforms vLLM, achieving up to 3.8x higher throughput": the object of a
    comparative verb (rules/conditions.yaml ``baseline_verbs``) in the clause right before
    this one, when that clause has no relative number of its own."""
    c_start, _ = clause
    if c_start == 0 or fb.baseline_verb is None:
        return None
    p_start, p_end = clause_bounds(text, c_start - 1)
    if any(p_start <= p < p_end for p in others):
        return None
    verb = None
    for verb in fb.baseline_verb.finditer(text, p_start, p_end):
        pass
    if verb is None:
        return None
    target = re.match(r"\s?([A-Z0-9][\w.\-]*(?:\s[0-9v][\w.]*)?|[a-z][\w.\-]*)", text[verb.end():p_end])
    if target is None:
        return None
    name = target.group(1).rstrip(".")
    # a name: capitalised, or a known lower-case spelling (vllm); never "the", "all"
    if (name[0].isupper() or name[0].isdigit() or fb.entities.canonical(name)) and \
            not fb.entities.is_negative(name):
        return name
    return None
    return None


def _baseline(fb: FrameBuilder, text: str, hit: Hit, clause, near: bool = True, others=()) -> str | None:
    c_start, c_end = clause
    before = text[max(c_start, hit.start - 40):hit.start]
    topic = _figure_is_topic(fb, text, hit)
    for pattern in fb.baseline_patterns:
        m = pattern.search(before)
        if m and topic and m.end() == len(before):
            continue  # "SAMD 的 2.38x 约为 …": SAMD's own figure
        if m and (not fb.entities.is_negative(m.group("b")) or _is_setting_word(fb, m.group("b"))):
            return m.group("b").strip()  # "速度是 FP16 的 2.4 倍": a precision can be the baseline
    for pattern in fb.baseline_after_patterns:
        # "1.8× the vLLM 0.10 baseline": right after the multiple
        m = pattern.match(text, hit.end, c_end)
        if m and not fb.entities.is_negative(m.group("b")):
            return m.group("b").strip()
    # markers after the number first ("2.2x higher than TGI"), then before it
    # ("比 vLLM 快 30%", "beats EAGLE-3 by 1.14×"); a marker with another relative
    # number between it and this one belongs to that number
    between_others = lambda a, b: any(a <= p < b for p in others)
    after, before_ = [], []
    for m in fb.baseline_marker.finditer(text, c_start, c_end) if fb.baseline_marker_gate.admits(text) else ():
        if m.start() >= hit.end:
            if (not near or m.start() - hit.end <= 40) and not between_others(hit.end, m.start()) \
                    and not _opens_next_item(text, hit.end, m, c_end, others):
                after.append(m)
        elif m.end() <= hit.start:
            if (not near or hit.start - m.end() <= 40) and not between_others(m.end(), hit.start):
                before_.append(m)
    if fb.baseline_marker_after is not None:
        right = fb.baseline_marker_after.match(text, hit.end, c_end)
        if right is not None:
            after.insert(0, right)  # "1.5x the performance of vLLM": only right after the multiple
    for m in [*after, *reversed(before_)]:
        # a marker before the figure: its baseline ends before the figure ("比vLLM快30%")
        rest = text[m.end():c_end if m.start() >= hit.end else hit.start].lstrip()  # blanked markup leaves spaces
        # an article is no baseline: "compared to a single replica" → single
        rest_at = fb._article.match(rest).end()
        rest = rest[rest_at:]
        # a bracket after the name holds its figure: "Medusa（1.76x）"
        target = re.match(r"[^，,。；;()（）\s]+(?:\s[0-9v][\w.]*(?![\w.]*\s?[×x倍%]))?", rest)
        if target:
            value = target.group(0)
            cut = fb.baseline_end.search(value, 1)
            if cut is not None:
                value = value[:cut.start()]  # "旧模型提升" → 旧模型, "vLLM快" → vLLM
            value = re.split(r"['’]s\b", value, maxsplit=1)[0]  # "than vLLM's 179.15 ms" → vLLM
            value = value.strip().rstrip(".:;!?。：")
            if value and not re.fullmatch(r"[\d.%×x倍]+", value):
                return value[:40]
    return None


def _opens_next_item(text: str, end: int, marker: re.Match, c_end: int, others) -> bool:
    """A baseline marker after a figure, past an enumeration mark or written in Chinese
    (比/较/相比 stand before their figure), with another relative figure after it in the clause
    opens that figure's item: "比 vanilla 快 3x、比 Lookahead 快 2x" — Lookahead is the baseline
    of 2x, not of 3x; "Recycling（1.83x）比 Medusa（1.76x）慢约 4%" — Medusa is the baseline of 4%
    ("3x faster, than TGI" with no later figure keeps it)."""
    if not any(marker.end() <= p < c_end for p in others):
        return False
    return bool(ITEM_MARK.search(text, end, marker.start())) or not marker.group(0).strip().isascii()


def _is_setting_word(fb: FrameBuilder, text: str) -> bool:
    """True when ``text`` is one of the condition words (FP16, 4-bit, ShareGPT …)."""
    return any(pattern.fullmatch(text.strip()) for _, pattern, _ in fb.condition_words)


def is_requirement(fb: FrameBuilder, text: str, hit: Hit, clause, hits: list[Hit] | None = None) -> bool:
    """A requirement word (rules/conditions.yaml ``requirement_words``) in the number's
    clause, up to 40 characters before it or 10 after it: a target, not a measurement — unless
    one of ``requirement_negations`` stands right before it ("非 SLA", "not an SLA").  Also one
    earlier in the sentence, within ``requirement_reach_chars``, with no other figure (of
    ``hits``), no sentence break and no ``measurement_words`` between, and a copula of
    rules/grammar.yaml ``metric_copulas`` right before the figure ("Our target for SGLang on
    DeepSeek-V3, 8×H200, TP8, bs=64 is 12,000 tok/s"; a fresh-user trial, session 37).

    Args: text: the normalised sentence; hit: a :class:`~claimcheck.extraction.hit.Hit`
    (only quantity, percent and ratio hits can be requirements); clause: (start, end); hits: the
    sentence's hits (None: the clause only).
    Returns: bool.
    """
    if fb.requirement is None or hit.kind not in ("quantity", "percent", "ratio"):
        return False
    c_start, c_end = clause

    def affirmed(m: re.Match) -> bool:
        # (a requirement word said not to hold is none: "乙方投标时实测（非 SLA，仅供参考）：… p99 为
        # 350 ms", "Measured at bid time (not an SLA)"; fresh-user trial 47, r01)
        return fb.requirement_negation is None or not fb.requirement_negation.search(text, max(0, m.start() - 12), m.start())
    if any(affirmed(m) for m in fb.requirement.finditer(text, max(c_start, hit.start - 40), min(c_end, hit.end + 10))):
        return True
    if hits is not None and getattr(fb, "restated", None) is not None:
        # a restatement of a target is that target ("SLA 设为每秒 512 个 token，相当于每分钟 30,720 个
        # token": held-out set 1's trap H002, read as a measured throughput once the per-minute
        # amount became a rate)
        prev = max((h for h in hits if h.end <= hit.start and h.kind == hit.kind), key=lambda h: h.end, default=None)
        if prev is not None and fb.restated.match(text[prev.end:hit.start]) \
                and is_requirement(fb, text, prev, clause_bounds(text, prev.start), hits):
            return True
    if hits is None or not fb.requirement_reach or fb.requirement_copula is None or \
            not fb.requirement_copula.search(text, max(0, hit.start - 8), hit.start):
        return False  # "SLO 要求下，…吞吐 18,400 tok/s": measured under the target, not its value
    last = None
    for m in fb.requirement.finditer(text, max(0, hit.start - fb.requirement_reach), hit.start):
        if affirmed(m):
            last = m
    if last is None or re.search(r"[。；;!?！？]", text[last.end():hit.start]):
        return False
    if any(last.end() <= h.start < hit.start for h in hits if h.kind in ("quantity", "percent", "ratio")):
        return False  # "目标 200 ms，实测 180 ms": the target is the figure before
    return not (fb.measurement is not None and fb.measurement.search(text, last.end(), hit.start))


ITEM_REACH = 2 * CLAUSE_REACH
"""How far after a changelog item's dated first sentence its later sentences are read for
settings (characters; :func:`rest_of_item_conditions`)."""

# a sentence end followed by a sentence that opens with a numeric date ("。2024-08 …",
# ". [2024/08] …", "；2024年8月…"): the next dated entry of the same line
_DATED_SENTENCE = re.compile(r"(^|[。！？!?；;.])\s*[\[【（(]?\s*(?:19|20)\d\d\s*[-/.年]\s*\d{1,2}(?!\d)")


def rest_of_item_conditions(fb: FrameBuilder, seg: Segment, subject: Mention | None) -> dict[str, str]:
    """The settings written in the later sentences of a changelog item (its date's
    segment is the first sentence): "[2024/04] 引擎升级。[internlm2-20b](…) 推理速度达…".

    Only the item's own entry is read: up to the next sentence that opens with a date (a line
    of several dated entries, "- 2024-07 发布 A。2024-08 发布 B。", gives each date its own
    sentences) and at most :data:`ITEM_REACH` characters — each dated sentence of a long line
    read the rest of the line, which was quadratic (a 27 KB line of 800 dated sentences: 31 s).

    Args: seg: the date's :class:`~claimcheck.text.segment.Segment` (its ``line_text`` is
    read after the segment); subject: the date's subject or None.  Returns: condition name →
    value (dict, empty when the item has no later sentence), as :func:`conditions` gives them.
    """
    after = seg.offset + len(seg.text)
    rest = seg.line_text[after:after + ITEM_REACH] if seg.line_text else ""
    nxt = _DATED_SENTENCE.search(rest)
    if nxt:
        rest = rest[:nxt.end(1)]
    if not rest.strip():
        return {}
    rest = fb.grammar.normalise_text(rest)
    hits = fb.grammar.scan(rest)
    spans = [(h.start, h.end) for h in hits if h.kind != "number"]
    mentions = fb.entities.mentions(rest, exclude=spans)
    sizes = [(h.start, h.end) for h in hits if "model_size" in h.flags]
    return conditions(fb, rest, (0, len(rest)), Hit(0, 0, "date"), mentions, subject, [],
                      masks=[(h.start, h.end) for h in hits if h.kind == "url"], sizes=sizes)


def after_baseline_marker(fb: FrameBuilder, text: str, pos: int) -> bool:
    """True when a baseline marker ("vs", "比", "相对", "than"; rules/conditions.yaml
    ``baseline_markers``) ends right before offset ``pos`` of ``text`` (within 14 characters)."""
    window = text[max(0, pos - 18):pos]
    if not fb.baseline_marker_gate.admits(window):
        return False  # no marker's literal in reach (most names): no search
    # an article may stand between ("speedup over the vLLM 0.11 baseline": fresh-user trial,
    # session 14; grammar.yaml frame_words.articles)
    ends = {len(window)}
    article = fb._article_before.search(window)
    if article is not None:
        ends.add(article.start())
    return any(m.end() in ends for m in fb.baseline_marker.finditer(window))


def in_baseline_pattern(fb: FrameBuilder, text: str, m: Mention, hit: Hit) -> bool:
    """The mention is the X of "是 X 的 1.8 倍" right before the number (rules/conditions.yaml
    ``baseline_patterns``).  Only a relative figure (ratio, percent) has a baseline: "EAGLE-3
    的 373.25 tokens/s" is EAGLE-3's own figure.

    Args: text: the normalised sentence; m: a :class:`~claimcheck.frames.entities.Mention`;
    hit: the number's :class:`~claimcheck.extraction.hit.Hit`.  Returns: bool.
    """
    if hit.kind not in ("ratio", "percent") or m.end > hit.start or hit.start - m.end > 12:
        return False
    window = text[max(0, m.start - 8):hit.start]
    topic = _figure_is_topic(fb, text, hit)
    for pattern in fb.baseline_patterns:
        found = pattern.search(window)
        if found and m.surface in found.group("b") and not (topic and found.end() == len(window)):
            return True
    return False


def _figure_is_topic(fb: FrameBuilder, text: str, hit: Hit) -> bool:
    """A copula follows the figure ("2.38x 约为 …", rules/conditions.yaml ``figure_as_topic``):
    the figure is what the sentence is about, so "X 的" before it is its owner, not its baseline."""
    return fb.figure_as_topic is not None and fb.figure_as_topic.match(text, hit.end) is not None


_HEADER_MARKS = re.compile(r"[\s*_`~]+")
_CELL_MARKS = re.compile(r"^[*_`~]+|[*_`~]+$")
_CELL_ENDS = re.compile(r"^[^\w(（]+|[^\w)）]+$")
_SPACES = re.compile(r"\s+")


def _fold_header(text: str) -> str:
    """A column header folded for matching: markup and spaces out, case folded."""
    return _HEADER_MARKS.sub("", text or "").casefold()


#: a Markdown link, its text in group 1 (one level of brackets inside: "[SAMD[EAGLE2]](url)")
_LINK_TEXT = re.compile(r"\[((?:[^\[\]]|\[[^\]]*\])*)\]\([^)\s]*\)")


def settle_rows(fb: FrameBuilder, segments, claims: list[Claim]) -> list[Claim]:
    """Two settings the sentence alone cannot give, applied once a document's claims exist:

    - a table row's setting columns (rules/conditions.yaml ``table_settings``: "| RPS | … |
      Median TTFT |") are conditions of every figure of the row, and the cells in them are
      settings (``role=setting``);
    - a figure whose sentence says it has the settings of the item before it
      (``same_setup_words``: "同一配置下 vLLM 的 Median TTFT 为 …") takes the conditions of the
      nearest earlier line of its section, in the same block of lines, that states some,
      where its own are silent (not after a word of ``same_setup_not_after``: "不同条件下").

    A metric's ``conditions`` list (rules/metrics.yaml) still limits the keys.

    Args: segments: the document's (or one paragraph's) segments; claims: their claims.
    Returns: the claims in the same order (a new list; changed claims replaced).
    """
    row_settings: dict[tuple[str, int], dict[str, str]] = {}
    setting_cells: set[tuple[str, int, int]] = set()
    if fb.table_settings:
        for seg in segments:
            if seg.kind == "table_cell" and seg.header:
                key = fb.table_settings.get(_fold_header(seg.header))
                if not key:
                    continue
                value = _CELL_MARKS.sub("", seg.text.strip()).strip()
                # "[EAGLE](https://…)🥉": the link's text, without the medal or marks around it
                value = _LINK_TEXT.sub(r"\1", value)
                value = _CELL_ENDS.sub("", value).strip()
                value = _SPACES.sub(" " if key == "model" else "", value)
                if value:
                    row_settings.setdefault((seg.file, seg.line), {})[key] = value
                    setting_cells.add((seg.file, seg.line, seg.offset))
    same_lines = set()
    same_at: dict[tuple[str, int], list[int]] = {}  # (file, line) → columns of its same-setup words
    if fb.same_setup is not None:
        # most documents hold none of its literals: one test over all their texts first
        if fb.same_setup_gate.admits("\n".join(seg.text for seg in segments)):
            for seg in segments:
                for m in fb.same_setup.finditer(seg.text):
                    if fb.same_setup_not_after is not None and \
                            fb.same_setup_not_after.search(seg.text, max(0, m.start() - 12), m.start()):
                        continue  # "不同条件下": different settings, not the same
                    same_lines.add((seg.file, seg.line))
                    same_at.setdefault((seg.file, seg.line), []).append(seg.offset + m.start() + 1)
    if not row_settings and not same_lines:
        return claims
    cell_end: dict[tuple[str, int], list[tuple[int, int]]] = {}  # (file, line) → the setting cells' (offset, end)
    for seg in segments:
        if (seg.file, seg.line, seg.offset) in setting_cells:
            cell_end.setdefault((seg.file, seg.line), []).append((seg.offset, seg.offset + len(seg.text)))
    lines = {(seg.file, seg.line) for seg in segments}
    out: list[Claim] = list(claims)
    last: dict[tuple, tuple[int, int, dict[str, str]]] = {}  # (file, section) → (line, column, stated conditions)
    anchors: dict[tuple[str, int], dict[str, str]] = {}  # (file, line) → the conditions stated before its same-setup word
    for i in sorted(range(len(claims)), key=lambda k: (claims[k].line, claims[k].column)):
        claim = claims[i]
        mdef = fb.res.metrics.get(claim.metric) if claim.metric else None
        allowed = mdef.condition_keys if mdef is not None else None
        conds = dict(claim.conditions)
        if any(off < claim.column <= end for off, end in cell_end.get((claim.file, claim.line), ())):
            if claim.role == "result":
                out[i] = replace(claim, flags=claim.flags + ("role=setting",))
            continue
        if claim.kind in ("quantity", "ratio", "percent") and claim.metric is not None:
            extra = dict(row_settings.get((claim.file, claim.line), {}))
            before = last.get((claim.file, claim.section))
            # the item before: earlier on the same line, before the same-setup word ("Vicuna-7B
            # 表中 …；同表 Recycling 为 2.22x，EAGLE 为 2.10x"), else in the same block of lines
            # (no blank line between)
            word_at = min(same_at.get((claim.file, claim.line), ()), default=None)
            anchor = anchors.get((claim.file, claim.line))
            if word_at is not None and anchor is not None and word_at < claim.column:
                for k, v in anchor.items():
                    extra.setdefault(k, v)
            elif (claim.file, claim.line) in same_lines and before is not None and before[0] < claim.line and \
                    all((claim.file, n) in lines for n in range(before[0], claim.line)):
                for k, v in before[2].items():
                    extra.setdefault(k, v)
            for k, v in extra.items():
                if k == "model" and claim.subject and same_name(v, claim.subject):
                    continue  # a "Models" column that lists the methods ranked names the subject, no setting
                if k not in conds and (allowed is None or k in allowed):
                    conds[k] = v
        new = replace(claim, conditions=tuple(sorted(conds.items()))) if len(conds) != len(claim.conditions) else claim
        out[i] = new
        stated = {k: v for k, v in new.conditions if k != "baseline"}
        if stated and new.role == "result" and new.kind in ("quantity", "ratio", "percent"):
            last[(new.file, new.section)] = (new.line, new.column, stated)
            word_at = min(same_at.get((new.file, new.line), ()), default=None)
            if word_at is not None and new.column < word_at:
                anchors[(new.file, new.line)] = stated  # the settings a same-setup word later on the line refers to
    return out


def carry_baselines(fb: FrameBuilder, text: str, built: list) -> list:
    """A relative figure without a baseline whose clause begins with a coordinating word
    (rules/conditions.yaml ``subclause_breaks``: "…, and up to 30x speedup without prefix
    caching") compares against the baseline of the figure before it in the sentence, when
    that one has the same metric ("a 13x speedup over vLLM with prefix caching").

    Args: text: the normalised sentence; built: (claim, hit) pairs of the sentence in order.
    Returns: the pairs, with carried baselines written into the claims' conditions.
    """
    if fb.subclause_break is None:
        return built
    out, previous = [], None
    for claim, hit in built:
        relative = claim.kind in ("ratio", "percent") and claim.norm_unit == "dimensionless"
        if relative and not claim.baseline and previous is not None and previous.metric == claim.metric:
            c_start, _ = clause_bounds(text, hit.start)
            lead = fb.subclause_break.match(text, c_start)
            if c_start > 0 and lead is not None:
                conds = dict(claim.conditions)
                conds["baseline"] = previous.baseline
                claim = replace(claim, baseline=previous.baseline, conditions=tuple(sorted(conds.items())))
        if relative:
            previous = claim if claim.baseline else previous
        out.append((claim, hit))
    return out


def _lead_settings(fb: FrameBuilder, seg) -> list[tuple[str, str]]:
    """The settings a paragraph line's lead line states ("[2026-11-22] run-10  vllm==0.12.1
    Llama-3.1-8B  H100  4 replicas" over "  node total = … = 12,860 tok/s": replicas=4; a
    fresh-user trial, session 38), as (key, value); the lead line is read by :func:`lead_scan`."""
    scanned = lead_scan(fb, seg)
    if scanned is None:
        return []
    lead, hits = scanned
    found = (setting_of(fb, lead, h, None, clause_bounds(lead, h.start)) for h in hits if h.kind in ("count", "quantity"))
    return [f for f in found if f is not None]


def apply_settings(fb: FrameBuilder, text: str, built, seg=None) -> list[Claim]:
    """Flag the settings of one sentence ``role=setting`` and make each the condition of the
    results beside it (issue 14): the results of its clause take it; the other results of the
    sentence take it when the sentence sets that key to one value only.  A result's own written
    condition wins; a metric's ``conditions`` list (rules/metrics.yaml) still limits the keys.
    The settings of a paragraph line's lead line (``seg.lead_in``, :func:`_lead_settings`) hold
    for all its results, after their own.

    Args: text: the normalised sentence; built: (claim, hit, metric) triples of the sentence,
    in order; seg: its segment, or None.  Returns: the claims, settings flagged and results with
    their settings added.
    """
    lead = _lead_settings(fb, seg)
    if lead:
        built = [(_with_lead_settings(fb, claim, lead), hit, metric) for claim, hit, metric in built]
    found = []  # (index, key, value, clause)
    for i, (claim, hit, metric) in enumerate(built):
        got = setting_of(fb, text, hit, metric, clause_bounds(text, hit.start))
        if got is not None:
            found.append((i, got[0], got[1], clause_bounds(text, hit.start), hit.start))
            # the toggles written with a setting hold for the results it sets ("With a 3-token
            # MTP window …, the system achieves 81.5 tokens/sec": MTP on)
            toggle_keys = set(fb.toggle_names.values())
            found += [(i, k, v, clause_bounds(text, hit.start), hit.start) for k, v in claim.conditions
                      if k in toggle_keys]
    if not found:
        return [c for c, _, _ in built]
    per_key: dict[str, set[str]] = {}
    for _, key, value, _, _ in found:
        per_key.setdefault(key, set()).add(value)
    setting_at = {i for i, _, _, _, _ in found}
    found = list(dict.fromkeys(found))
    numbers_at = [h.start for c, h, _ in built if c.kind in ("quantity", "ratio", "percent")]
    out = []
    for i, (claim, hit, metric) in enumerate(built):
        if i in setting_at:
            out.append(replace(claim, flags=claim.flags + ("role=setting",)))
            continue
        if claim.kind not in ("quantity", "ratio", "percent") or claim.metric is None:
            out.append(claim)
            continue
        mdef = fb.res.metrics.get(claim.metric)
        allowed = mdef.condition_keys if mdef is not None else None
        conds = dict(claim.conditions)
        clause = clause_bounds(text, hit.start)
        # a setting in the result's own part of a shared clause comes first ("1.8x for batch
        # size 1 and 1.5x for batch size 32")
        own = own_part(fb, text, clause, hit.start, hit.end, numbers_at)
        ordered = sorted(found, key=lambda f: not (own and own[0] <= f[4] < own[1]))
        for _, key, value, s_clause, _ in ordered:
            if key in conds or (allowed is not None and key not in allowed):
                continue
            if s_clause == clause or len(per_key[key]) == 1:
                conds[key] = value
        out.append(replace(claim, conditions=tuple(sorted(conds.items()))) if len(conds) != len(claim.conditions)
                   else claim)
    return out


def _with_lead_settings(fb: FrameBuilder, claim: Claim, lead: list[tuple[str, str]]) -> Claim:
    """``claim`` with the lead line's settings it does not state itself (a result only; a
    metric's ``conditions`` list still limits the keys)."""
    if claim.kind not in ("quantity", "ratio", "percent") or claim.metric is None:
        return claim
    mdef = fb.res.metrics.get(claim.metric)
    allowed = mdef.condition_keys if mdef is not None else None
    conds = dict(claim.conditions)
    for key, value in lead:
        if key not in conds and (allowed is None or key in allowed):
            conds[key] = value
    return replace(claim, conditions=tuple(sorted(conds.items()))) if len(conds) != len(claim.conditions) else claim


#: a header that may hold a setting span: a key and "=" ("TP=4", "bs=16") or a count glued to "×" ("8×H100")
_HEADER_SETTING_GATE = re.compile(r"=|\d\s?[×xX*]")


def _header_settings(fb: FrameBuilder, header: str) -> tuple[tuple[str, str], ...]:
    """The settings a column header writes with their key ("吞吐 (H100, TP=4)" → tp 4), from the
    grammar's setting spans; worked out once per header (every cell of a column asks)."""
    memo = fb._header_settings_memo
    got = memo.get(header)
    if got is None:
        got = ()
        if _HEADER_SETTING_GATE.search(header):
            got = tuple((str(h.name), str(h.value)) for h in fb.grammar.scan(header)
                        if h.kind == "condition" and h.name and h.value is not None)
        if len(memo) >= 4096:
            memo.clear()
        memo[header] = got
    return got


def _baseline_key(text: str) -> str:
    """A baseline as compared with rules/conditions.yaml ``default_baselines``: case-folded, an
    article and white space and hyphens off."""
    return re.sub(r"[\s\-]+", "", re.sub(r"^(?i:the|a|an)\s", "", str(text).strip())).casefold()


def stated_baseline(fb: FrameBuilder, metric: str | None, baseline: str) -> str | None:
    """``baseline``, or None when it is what a relative figure of ``metric`` is measured against
    when it names none (rules/conditions.yaml ``default_baselines``: a speculative-decoding speedup
    "over no-spec decoding" is over plain decoding, as a bare "2.6× speedup" is; a fresh-user
    trial, session 39) — neither a condition nor the claim's baseline, that would keep it from
    the figures that state none."""
    return None if _baseline_key(baseline) in fb.default_baselines.get(metric or "", ()) else baseline


def cell_conditions(fb: FrameBuilder, seg, text: str, subject: Mention | None, found: dict[str, str]) -> None:
    """Add what a table cell's row label (:func:`row_label_conditions`) and column header
    (:func:`header_conditions`) state to its ``found`` conditions (in place) — the row's statistic
    first: "| TTFT P90 | … |" under "| Peak of incident |" is a P90.  ``seg``: the cell's
    ``table_cell`` Segment; ``text``: its text."""
    normalise = fb.grammar.normalise_text
    row_label_conditions(fb, normalise(seg.row_label or ""), found)
    header_conditions(fb, normalise(seg.header), subject, found, cell=normalise(text))


def row_label_conditions(fb: FrameBuilder, label: str, found: dict[str, str]) -> None:
    """Add the statistic a table's row label names to a cell's ``found`` conditions (in place),
    when the cell has none: "| TTFT P90 | 620 ms | 7.1 s |" gives both cells P90 (a fresh-user
    trial, session 38).  Only a label that names one statistic (rules/conditions.yaml
    ``value_words.statistic``) gives it."""
    if "statistic" in found or not label:
        return
    for name, pattern, canonical in fb.condition_words:
        if name == "statistic":
            got = {canonical.get(m.group(0).casefold(), m.group(0)) for m in pattern.finditer(label)}
            if len(got) == 1:
                found["statistic"] = got.pop()
            return


def header_conditions(fb: FrameBuilder, header: str, subject: Mention | None, found: dict[str, str],
                      cell: str = "") -> None:
    """Add the conditions a table's column header names to a cell's ``found`` conditions (in
    place): a dataset or benchmark it names is the cell's ``dataset`` (the column's own, over
    one read from the sentence or section); a model, chip, precision, scope or phase it names is
    the cell's unless the cell's own text names one (the column is narrower than the section
    heading or caption: "| 6 nodes, BF16 | 3 nodes, FP8 |" under "Comparison of BF16 and FP8"
    gives the second column FP8, batch-12 chitu.md); a header naming none of these nor a metric
    or unit is the cell's ``column`` (a task or setting: "Translation", "Overall").  The cell's
    subject is never its own condition, nor is a header that names it (a table whose columns
    are systems: "| 指标 | vLLM 0.14.0 | SGLang 0.5.4 |"; a fresh-user trial, session 34).

    Args: header: the normalised column header; subject: the cell's subject or None; found: the
    cell's conditions so far (dict, changed); cell: the cell's own normalised text ("" when
    unknown: the header then only fills what is missing).  Rules: entity types of
    rules/entities.yaml, condition words of rules/conditions.yaml.
    """
    named = False
    own_types = {m.type for m in fb.entities.mentions(cell)} if cell else None
    for m in fb.entities.mentions(header):
        named = True  # (a header naming the cell's subject, "| vLLM 0.14.0 |", is its column's name, no setting)
        if subject is not None and m.canonical == subject.canonical:
            continue
        if m.type in ("dataset", "benchmark"):
            found["dataset"] = m.canonical
        elif m.type in ("model", "hardware"):
            if own_types is None or m.type in own_types:
                found.setdefault(m.type, m.canonical)
            else:
                found[m.type] = m.canonical
    for name, pattern, canonical in fb.condition_words:
        if name in ("scope", "phase", "precision", "statistic"):
            wm = pattern.search(header)
            if wm:
                value = canonical.get(wm.group(0).casefold(), wm.group(0))
                if own_types is None or pattern.search(cell) or name == "statistic":
                    found.setdefault(name, value)  # (a statistic the row label gave stays)
                else:
                    found[name] = value
    # a header that is only a scope word and its unit ("| 单卡 (tok/s) |" beside "| 输出吞吐 (tok/s) |"):
    # per-GPU figures, not a one-GPU setup's (rules/conditions.yaml header_scope_words)
    bare = re.sub(r"\s*[(（][^()（）]*[)）]\s*", " ", header).strip().casefold()
    if bare and bare in getattr(fb, "header_scope", {}):
        found["scope"] = fb.header_scope[bare]
        found.pop("gpus", None)
    # settings written with their key in the header ("吞吐 (H100, Llama-3-70B, TP=4)", "bs=8",
    # "8×H100"): the grammar's setting spans, for every cell of the column (a fresh user's table)
    for name, value in _header_settings(fb, header):
        found.setdefault(name, value)
    # a header that names no metric, unit, dataset, model or chip names the column's own
    # setting or task ("Translation", "Multi-turn Conversation", "Overall"): the cell's
    # `column`, so two tasks' columns are never one figure
    label = re.sub(r"[*_`#]+", "", header).strip()
    if not named and label and not re.search(r"[(（][^)）]+[)）]", label) and \
            not any(p.search(label) for _, p in fb.metric_patterns):
        found["column"] = re.sub(r"\s+", " ", label)[:60]
