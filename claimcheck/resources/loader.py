"""``Resources``: every rules file of one ``rules/`` directory, loaded and validated.

Built once per directory by :func:`claimcheck.resources.load_resources`; everything
downstream (grammar, frames, checks, units) reads its data from here, never from
literals in code.
"""
from __future__ import annotations

import re
import string
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from claimcheck.errors import RuleError
from claimcheck.resources import rules_hash
from claimcheck.resources.catalogue import KINDS, LANGS, SEVERITIES, load_rules, template_problem
from claimcheck.resources.regexes import pattern_problem
from claimcheck.resources.units import UnitAnswers
from claimcheck.resources.records import (ENTITY_TYPES, LEVELS, MESSAGE_LISTS, MESSAGE_PLACEHOLDERS, PLURAL_FORMS, TIERS,  # noqa: F401
                                          EntityDef, Messages, MetricDef, RiskScale, fold_name)
from claimcheck.resources.yamldoc import YamlDoc

if TYPE_CHECKING:
    import pint



def _canonical_denominator(doc, spec: dict, ureg) -> str | None:
    """A metric's ``canonical_denominator`` (a pint unit expression such as ``1000000 * tokens``),
    checked to parse when the registry is at hand; None when absent."""
    value = spec.get("canonical_denominator")
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise doc.error(spec, "canonical_denominator", "'canonical_denominator' must be a unit expression")
    if ureg is not None:
        try:
            ureg.parse_expression(value)
        except Exception as exc:
            raise doc.error(spec, "canonical_denominator", f"'canonical_denominator' {value!r} is no unit: {exc}") from None
    return value.strip()


def _flag(doc, spec: dict, key: str) -> bool:
    """A true/false field ``key`` of a rules entry (a metric's, an entity's ``match_case``; absent: False);
    anything else is a located error (:class:`~claimcheck.errors.RuleError`)."""
    value = spec.get(key, False)
    if not isinstance(value, bool):
        raise doc.error(spec, key, f"'{key}' must be true or false")
    return value


def _table_unit(doc, spec: dict, ureg) -> str | None:
    """A metric's optional ``table_unit`` (a unit string), checked to parse when a registry is given."""
    unit = spec.get("table_unit")
    if unit is None:
        return None
    if not isinstance(unit, str) or not unit:
        raise doc.error(spec, "table_unit", "'table_unit' must be a unit, e.g. ms")
    if ureg is not None:
        try:
            ureg.parse_units(unit)
        except Exception:
            raise doc.error(spec, "table_unit", f"'table_unit' {unit!r} is no unit of the registry") from None
    return unit


def _str_list(doc, spec: dict, key: str, what: str) -> tuple[str, ...]:
    """``spec[key]``, a list of ``what`` ("units", "entity types"), as a tuple of str; () when absent.

    Raises: RuleError (via ``doc.error``) when it is no list."""
    value = spec.get(key) or []
    if not isinstance(value, list):
        raise doc.error(spec, key, f"'{key}' must be a list of {what}")
    return tuple(str(v) for v in value)


def _table_unit_when(doc, spec: dict) -> str | None:
    """A metric's optional ``table_unit_when`` regular expression (vetted like every rule regex)."""
    when = spec.get("table_unit_when")
    if when is None:
        return None
    if not isinstance(when, str) or not when:
        raise doc.error(spec, "table_unit_when", "'table_unit_when' must be a regular expression")
    _vet(doc, spec, "table_unit_when", when, re.IGNORECASE)
    return when


def _entity_settings(doc) -> tuple[dict, dict, tuple[str, ...], tuple[str, ...]]:
    """entities.yaml's settings beside its entities: ``numbered_label`` (``max_alias_chars``, an int,
    and ``suffix_pattern``, a vetted regex), ``document_subject`` (a mapping), ``model_families`` and
    ``model_name_words`` (lists of words, as tuples).  Raises RuleError at the offending key."""
    label = doc.require(doc.data, "numbered_label", dict)
    doc.require(label, "max_alias_chars", int, what="numbered_label")
    doc.require(label, "suffix_pattern", str, what="numbered_label")
    _vet(doc, label, "suffix_pattern", label["suffix_pattern"])
    subject = doc.data.get("document_subject") or {}
    if not isinstance(subject, dict):
        raise doc.error(doc.data, "document_subject", "'document_subject' must map min_mentions/dominance to numbers")
    for key in ("model_families", "model_name_words", "acronym_compound_words"):
        if not isinstance(doc.data.get(key) or [], list):
            raise doc.error(doc.data, key, f"'{key}' must be a list of words")
    return (label, subject, tuple(str(w) for w in doc.data.get("model_families") or []),
            tuple(str(w) for w in doc.data.get("model_name_words") or []))


def _vet(doc, mapping, key, pattern: str, flags: int = 0) -> None:
    """Refuse a rule file's regular expression that does not compile or could backtrack
    catastrophically (:func:`claimcheck.resources.regexes.pattern_problem`), at its file:line."""
    problem = pattern_problem(pattern, flags)
    if problem:
        raise doc.error(mapping, key, problem)



#: the keys of metrics.yaml and of one metric in it: a misspelt key ("lable:") would be read as
#: missing and the metric left without it, silently (a fresh-user trial, session 32)
METRICS_FILE_KEYS = ("metrics", "hardware_families", "keyword_distance")
#: metrics.yaml ``keyword_distance``: what is added to the distance (characters) of a metric word
#: that names a figure's metric less surely, with the defaults used when the file omits one
KEYWORD_DISTANCE_KEYS = {"next_item_penalty": 500, "statistic_penalty": 200}
METRIC_KEYS = ("dimensionality", "canonical_unit", "family", "label", "keywords", "higher_is_better", "relative",
               "conditions", "counted_in", "table_unit", "table_unit_when", "plausible_max", "plausible_min",
               "canonical_denominator", "denominator_condition", "remaining_fraction", "no_subject_types", "keyword_only",
               "typical_min", "typical_max")


def _known_keys(doc, mapping: dict, known: tuple[str, ...], what: str) -> None:
    """Refuse a key of ``mapping`` that is not in ``known``.

    Raises:
        RuleError: E010 at the first unknown key, naming the known ones."""
    for key in mapping:
        if key not in known:
            raise doc.error(mapping, key, f"unknown key {key!r} in {what}; known: {', '.join(known)}")


#: grammar.yaml keys whose value must be a mapping
GRAMMAR_MAPPINGS = ("qualifiers_before", "qualifiers_after", "scale_words", "months", "chinese_digits", "chinese_units",
                    "english_numbers", "relative_dates", "change_words", "attribution", "refutation", "promise_table",
                    "duration_tails")


def _vet_grammar_regexes(doc, data: dict) -> None:
    """grammar.yaml's regular expressions are sound (:func:`_vet`, each at its own line):
    ``chip_shape``, and ``latest_captions``, which must be a list.  Raises RuleError."""
    if "chip_shape" in data:
        _vet(doc, data, "chip_shape", str(data["chip_shape"]))
    captions = data.get("latest_captions")
    if captions is not None:
        if not isinstance(captions, list):
            raise doc.error(data, "latest_captions", "'latest_captions' must be a list of regular expressions")
        for i, item in enumerate(captions):
            _vet(doc, captions, i, str(item))


def _vet_grammar_mappings(doc, data: dict) -> None:
    """The grammar.yaml keys of :data:`GRAMMAR_MAPPINGS` are mappings, ``refutation.reach`` and
    ``serving_rate_max_seconds`` whole numbers, ``promise_table``'s values lists and each ``duration_tails`` entry names its
    unit (``as``, one of ``duration_units``) and the units it follows (``after``).

    Raises:
        RuleError: E010 at the first key that is not."""
    for key in GRAMMAR_MAPPINGS:
        if key in data and not isinstance(data[key], dict):
            raise doc.error(data, key, f"'{key}' must be a mapping")
    if "refutation" in data:
        _whole_number(doc, data["refutation"], "reach", "refutation.reach")
    _whole_number(doc, data, "serving_rate_max_seconds", "serving_rate_max_seconds")
    for key, words in (data.get("promise_table") or {}).items():
        if not isinstance(words, list):
            raise doc.error(data["promise_table"], key, f"'promise_table.{key}' must be a list of words")
    units = data.get("duration_units") or {}
    for tail, spec in (data.get("duration_tails") or {}).items():
        if not isinstance(spec, dict) or spec.get("as") not in units or not isinstance(spec.get("after"), list):
            raise doc.error(data["duration_tails"], tail, f"'duration_tails.{tail}' must map 'as' to a unit of "
                            "duration_units and 'after' to a list of them")


def _keyword_distance(doc) -> dict[str, int]:
    """metrics.yaml ``keyword_distance``, its missing keys at their defaults
    (:data:`KEYWORD_DISTANCE_KEYS`).

    Raises:
        RuleError: E010 at a value that is no whole number of 0 or more, or an unknown key."""
    distances = doc.data.get("keyword_distance") or {}
    if not isinstance(distances, dict):
        raise doc.error(doc.data, "keyword_distance", "'keyword_distance' must map penalty names to whole numbers")
    _known_keys(doc, distances, KEYWORD_DISTANCE_KEYS, "keyword_distance")
    for key in KEYWORD_DISTANCE_KEYS:
        _whole_number(doc, distances, key, f"keyword_distance.{key}")
    return {key: int(distances.get(key, default)) for key, default in KEYWORD_DISTANCE_KEYS.items()}


def _whole_number(doc, mapping: dict, key: str, what: str) -> None:
    """Refuse ``mapping[key]`` when present and not a whole number of 0 or more (a YAML boolean
    is no number).

    Raises:
        RuleError: E010 at the key's line."""
    if key in mapping:
        value = mapping[key]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise doc.error(mapping, key, f"'{what}' must be a whole number of 0 or more, not {value!r}")

class Resources:
    """All rules data of one directory.

    Attributes:
        root: the rules directory.
        hash: :func:`claimcheck.resources.rules_hash` of it.
        grammar, segmentation, sources: the raw validated mappings of those files.
        metrics: name → :class:`MetricDef`; hardware_families: metric families that are a
            chip's specification (metrics.yaml); keyword_distance: its penalties added to a
            metric keyword's distance (``next_item_penalty``, ``statistic_penalty``, characters).
        entities: canonical name → :class:`EntityDef`; ``alias_index``: folded alias → name.
        negatives: folded names that are vocabulary, never entities.
        source_words: folded one-word keywords of sources.yaml's tiers (WeChat, CSDN, Reddit):
            a discovered name that is or starts with one is where a figure was read, no entity.
        fuzzy: the CC205 thresholds; document_subject: its min_mentions / dominance.
        numbered_label: ``max_alias_chars`` (int) and ``suffix_pattern`` (regex): a spelling that
            short followed by that suffix ("R1-3") is a numbered label, not the name (entities.yaml).
        model_families, model_name_words: words that make a name a model (entities.yaml).
        acronym_compound_words: words that make an adjective or a unit of an acronym joined to them by "-"
            ("KV-aware", "GPU-hour"; entities.yaml).
        venues: conferences and journals (grammar.yaml); a date right after one is a publication date.
        risk: the :class:`RiskScale` of risk.yaml.
        messages: the :class:`Messages` of messages.yaml (labels and summary of the outputs).
        ureg: the shared pint UnitRegistry (Decimal magnitudes).
        unit_spellings: every unit name/symbol/alias of the registry, longest first.
        rules: the rule catalogue (tuple of :class:`claimcheck.resources.catalogue.Rule`).
    Raises:
        RuleError: a missing or broken file, at file:line:column.
    """

    def __init__(self, root: Path) -> None:
        if not root.is_dir():
            raise RuleError("E012", path=root, problem="this is a file" if root.exists() else "it does not exist")
        self.root = root
        self.hash = rules_hash(root)
        self.grammar = self._load_grammar()
        self.segmentation = self._load_segmentation()
        self.sources = self._load_sources()
        self.metrics = self._load_metrics()
        self.conditions = self._load_conditions()
        self.risk = self._load_risk()
        self.messages = self._load_messages()
        self._load_entities()
        self._ureg, self.unit_spellings = self._load_units()
        self._vet_metric_units()
        self._rules = None
        self._units: UnitAnswers | None = None

    @property
    def units(self) -> UnitAnswers:
        """pint's answers about unit expressions (:class:`~claimcheck.resources.units.UnitAnswers`),
        from the build cache where it holds them: most runs never import pint."""
        if self._units is None:
            self._units = UnitAnswers(self)
        return self._units

    @property
    def ureg(self) -> "pint.UnitRegistry":
        """The pint registry of ``units/*.txt``.  A Resources loaded from the build cache
        (:func:`claimcheck.resources.load_resources`) has none until first use: the registry
        does not pickle, and a run that converts no unit never imports pint."""
        if self._ureg is None:
            self._ureg, _ = self._load_units()
        return self._ureg

    def __getstate__(self) -> dict:
        """Everything but the pint registry (rebuilt on first use, see :attr:`ureg`)."""
        state = dict(self.__dict__)
        state["_ureg"] = None
        state["_units"] = None  # (its answers have their own file in the build cache)
        return state

    @property
    def rules(self):
        """The rule catalogue, loaded and validated on first use (tuple of Rule).

        Raises:
            RuleError: a broken or missing rule file.
        """
        if self._rules is None:
            checks_dir = self.root / "checks"
            if not checks_dir.is_dir():
                raise RuleError("E011", path=self.root, what="checks/ directory")
            self._rules = load_rules(checks_dir, set(KINDS), _bundled_parameters(self.root))
        return self._rules

    # -- loaders ---------------------------------------------------------
    def _doc(self, name: str) -> YamlDoc:
        path = self.root / name
        if not path.is_file():
            raise RuleError("E011", path=self.root, what=name)
        return YamlDoc(path)

    def _mapping(self, name: str) -> dict[str, Any]:
        doc = self._doc(name)
        if not isinstance(doc.data, dict):
            raise doc.error(doc.data, None, f"{name} must be a mapping")
        return doc.data

    def _load_grammar(self) -> dict[str, Any]:
        """grammar.yaml: word lists must be lists, word tables mappings, its regular expressions
        (``chip_shape``, ``latest_captions``) sound (located errors)."""
        doc = self._doc("grammar.yaml")
        data = doc.data
        if not isinstance(data, dict):
            raise doc.error(data, None, "grammar.yaml must be a mapping")
        for key, value in data.items():
            if key.endswith(("_words", "_units", "_classifiers", "_prefixes", "_idioms", "_numerals", "separators")):
                if isinstance(value, dict):
                    for sub, words in value.items():
                        if not isinstance(words, (list, str, int, float)):
                            raise doc.error(value, sub, f"'{key}.{sub}' must be a list of words")
                elif not isinstance(value, list):
                    raise doc.error(data, key, f"'{key}' must be a list of words, not {type(value).__name__}")
        _vet_grammar_regexes(doc, data)
        if "common_words_file" in data:
            name = data["common_words_file"]
            if not isinstance(name, str) or not (self.root / name).is_file():
                raise doc.error(data, "common_words_file", f"'common_words_file' must name a words file under {self.root}")
        _vet_grammar_mappings(doc, data)
        return data

    def _load_segmentation(self) -> dict[str, Any]:
        doc = self._doc("segmentation.yaml")
        data = doc.data
        headings = doc.require(data, "headings", list)
        for item in headings:
            pattern = doc.require(item, "pattern", str, what="a heading")
            doc.require(item, "name", str, what="a heading")
            doc.require(item, "level", (int, str), what="a heading")
            _vet(doc, item, "pattern", pattern)
        doc.require(data, "list_item", str)
        doc.require(data, "field_labels", list)
        labels = data.get("document_date_labels", [])
        if not isinstance(labels, list) or not all(isinstance(label, str) and label.strip() for label in labels):
            raise doc.error(data, "document_date_labels", "'document_date_labels' must be a list of words")
        lines = data.get("document_date_header_lines", 25)
        if not isinstance(lines, int) or isinstance(lines, bool) or lines < 1:
            raise doc.error(data, "document_date_header_lines", "'document_date_header_lines' must be a whole number of 1 or more")
        _vet(doc, data, "list_item", data["list_item"])
        if "max_sentence_chars" in data and not (isinstance(data["max_sentence_chars"], int)
                                                 and data["max_sentence_chars"] >= 200):
            raise doc.error(data, "max_sentence_chars", "'max_sentence_chars' must be a whole number of 200 or more")
        for key in ("sentence_end_cjk", "sentence_end_ascii"):
            if key in data and not isinstance(data[key], str):
                raise doc.error(data, key, f"'{key}' must be a string of characters")
        return data

    def _load_sources(self) -> dict[str, Any]:
        doc = self._doc("sources.yaml")
        tiers = doc.require(doc.data, "tiers", dict)
        for tier, spec in tiers.items():
            if tier not in TIERS:
                raise doc.error(tiers, tier, f"unknown tier {tier!r}; tiers are {', '.join(TIERS)}")
            doc.require(spec, "domains", list, what=tier)
            doc.require(spec, "keywords", list, what=tier)
            if "keywords_exact" in spec:
                doc.require(spec, "keywords_exact", list, what=tier)
        doc.require(doc.data, "no_link_words", list)
        if "data_origin_words" in doc.data:
            doc.require(doc.data, "data_origin_words", list)
        internal = doc.data.get("internal_patterns", []) or []
        for i, pattern in enumerate(internal):
            _vet(doc, internal if isinstance(internal, list) else doc.data, i if isinstance(internal, list) else "internal_patterns",
                 str(pattern))
        return doc.data

    def _load_conditions(self) -> dict[str, Any]:
        doc = self._doc("conditions.yaml")
        patterns = doc.require(doc.data, "patterns", dict)
        for name, items in patterns.items():
            if not isinstance(items, list):
                raise doc.error(patterns, name, "each condition needs a list of patterns")
            for i, item in enumerate(items):
                _vet(doc, items, i, str(item))
                if "v" not in re.compile(str(item)).groupindex:
                    raise doc.error(patterns, name, f"pattern {item!r} has no (?P<v>...) group")
        words = doc.require(doc.data, "words", dict)
        for name, items in words.items():
            if isinstance(items, dict):
                for canon, variants in items.items():
                    if variants is not None and not isinstance(variants, list):
                        raise doc.error(items, canon, f"the variants of {canon!r} must be a list")
            elif not isinstance(items, list):
                raise doc.error(words, name, "each word list must be a list, or a mapping of canonical word → variants")
        for name, items in (doc.data.get("value_words") or {}).items():
            if not isinstance(items, dict) or any(not isinstance(v, list) for v in items.values()):
                raise doc.error(doc.data["value_words"], name,
                                "value_words maps each key to canonical value → list of spellings")
        for name, values in (doc.data.get("pattern_values") or {}).items():
            if name not in patterns:
                raise doc.error(doc.data["pattern_values"], name, f"pattern_values names {name!r}, which has no patterns")
            if not isinstance(values, dict) or any(not isinstance(v, list) for v in values.values()):
                raise doc.error(doc.data["pattern_values"], name,
                                "pattern_values maps each condition to canonical value → list of spellings")
        for name, values in (doc.data.get("value_patterns") or {}).items():
            if not isinstance(values, dict) or any(not isinstance(v, list) for v in values.values()):
                raise doc.error(doc.data["value_patterns"], name,
                                "value_patterns maps each key to canonical value → list of regular expressions")
            for canon, regexes in values.items():
                for i, item in enumerate(regexes):
                    _vet(doc, regexes, i, str(item))
        for name, words in (doc.data.get("table_settings") or {}).items():
            if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
                raise doc.error(doc.data["table_settings"], name, "table_settings maps a condition to a list of column headers")
        for name, item in (doc.data.get("not_before") or {}).items():
            _vet(doc, doc.data["not_before"], name, str(item))
        for name, item in (doc.data.get("baseline_figure") or {}).items():
            _vet(doc, doc.data["baseline_figure"], name, str(item))
        for name, words in (doc.data.get("not_after") or {}).items():
            if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
                raise doc.error(doc.data["not_after"], name, "not_after maps a condition to a list of words")
        doc.require(doc.data, "baseline_markers", list)
        for key in ("baseline_patterns", "baseline_openers"):
            for i, pattern in enumerate(doc.data.get(key) or []):
                _vet(doc, doc.data[key], i, str(pattern))  # at the pattern's own line
        if doc.data.get("figure_as_topic") is not None:
            _vet(doc, doc.data, "figure_as_topic", str(doc.data["figure_as_topic"]))
        for key in ("subclause_breaks", "respectively_words", "clause_only", "same_setup_words", "same_setup_heading_words", "comparison_clause_words",
                    "baseline_markers_after", "baseline_ends", "setup_scope_words", "size_scope_words",
                    "size_scope_before"):
            if key in doc.data and not (isinstance(doc.data[key], list)
                                        and all(isinstance(w, str) and w for w in doc.data[key])):
                raise doc.error(doc.data, key, f"{key} must be a list of words")
        return doc.data

    def _load_risk(self) -> RiskScale:
        """risk.yaml: every severity → a score on the 0–2 scale, the three steps and
        agreeing_documents, all whole numbers (located errors)."""
        doc = self._doc("risk.yaml")
        data = doc.data
        severity = doc.require(data, "severity", dict)

        def whole(mapping: dict, key: str, what: str | None = None) -> int:
            value = doc.require(mapping, key, int, what=what)
            if isinstance(value, bool):
                raise doc.error(mapping, key, f"'{key}' must be int, not bool")
            return value

        for name in severity:
            if name not in SEVERITIES:
                raise doc.error(severity, name, f"unknown severity {name!r}; severities are {', '.join(SEVERITIES)}")
        scores = {}
        for name in SEVERITIES:
            scores[name] = whole(severity, name, what="severity")
            if not 0 <= scores[name] < len(LEVELS):
                raise doc.error(severity, name, f"the score of {name!r} must be 0 (low) to {len(LEVELS) - 1} (high), "
                                                f"not {scores[name]}")
        steps = doc.require(data, "steps", dict)
        for name in steps:
            if name not in ("large", "primary_backed", "agreeing"):
                raise doc.error(steps, name, f"unknown step {name!r}; steps are large, primary_backed, agreeing")
        agreeing_documents = whole(data, "agreeing_documents")
        if agreeing_documents < 1:
            raise doc.error(data, "agreeing_documents", "'agreeing_documents' must be 1 or more")
        return RiskScale(scores, whole(steps, "large", "steps"), whole(steps, "primary_backed", "steps"),
                         whole(steps, "agreeing", "steps"), agreeing_documents)

    def _load_messages(self) -> Messages:
        """messages.yaml (:func:`load_messages`); a copy's fallback on the bundled messages joins
        the rules hash (the build cache's key)."""
        fallback = _bundled_messages(self.root)
        if fallback:
            import hashlib
            self.hash = hashlib.sha256(f"{self.hash}:{repr(fallback)}".encode()).hexdigest()[:16]
        return load_messages(self._doc("messages.yaml"), fallback)

    def _vet_metric_units(self) -> None:
        """The units metrics.yaml names (``table_unit``, ``canonical_denominator``) parse in the
        registry of ``units/``, which loads after the metrics: a RuleError at their line if not."""
        doc = self._metrics_doc  # read by _load_metrics: not parsed twice
        for spec in (doc.data.get("metrics") or {}).values():
            if isinstance(spec, dict):
                _table_unit(doc, spec, self._ureg)
                _canonical_denominator(doc, spec, self._ureg)
        del self._metrics_doc  # never kept (nor pickled into the build cache)

    def _load_metrics(self) -> dict[str, MetricDef]:
        doc = self._metrics_doc = self._doc("metrics.yaml")
        raw = doc.require(doc.data, "metrics", dict)
        _known_keys(doc, doc.data, METRICS_FILE_KEYS, "metrics.yaml")
        self.keyword_distance = _keyword_distance(doc)
        families = doc.data.get("hardware_families") or []
        if not isinstance(families, list):
            raise doc.error(doc.data, "hardware_families", "'hardware_families' must be a list of metric families")
        self.hardware_families = tuple(str(f) for f in families)
        metrics = {}
        for name, spec in raw.items():
            dim = doc.require(spec, "dimensionality", str, what=f"metric {name}")
            _known_keys(doc, spec, METRIC_KEYS, f"metric {name}")
            unit = doc.require(spec, "canonical_unit", str, what=f"metric {name}")
            family = doc.require(spec, "family", str, what=f"metric {name}")
            keywords = spec.get("keywords") or []
            if not isinstance(keywords, list):
                raise doc.error(spec, "keywords", "'keywords' must be a list")
            hib = spec.get("higher_is_better")
            label = spec.get("label") or {}
            if not isinstance(label, dict):
                raise doc.error(spec, "label", "'label' must map zh/en to a name")
            keys = spec.get("conditions")
            if keys is not None and not isinstance(keys, list):
                raise doc.error(spec, "conditions", "'conditions' must be a list of condition names")
            bounds = {}
            for key in ("plausible_max", "plausible_min", "typical_min", "typical_max"):
                bound = spec.get(key)
                if bound is not None and (isinstance(bound, bool) or not isinstance(bound, (int, float)) or bound <= 0):
                    raise doc.error(spec, key, f"'{key}' must be a positive number (in the canonical unit)")
                bounds[key] = float(bound) if bound is not None else None
            plausible_max = bounds["plausible_max"]
            metrics[name] = MetricDef(name, dim, unit, family, bool(spec.get("relative", False)),
                                      hib if isinstance(hib, bool) else None,
                                      tuple(str(k) for k in keywords),
                                      tuple(sorted((str(k), str(v)) for k, v in label.items())),
                                      _str_list(doc, spec, "counted_in", "units"),
                                      tuple(str(k) for k in keys) if keys is not None else None,
                                      _table_unit(doc, spec, self.ureg if hasattr(self, "ureg") else None),
                                      _table_unit_when(doc, spec),
                                      plausible_max,
                                      _canonical_denominator(doc, spec, self.ureg if hasattr(self, "ureg") else None),
                                      str(spec["denominator_condition"]) if spec.get("denominator_condition") else None,
                                      _flag(doc, spec, "remaining_fraction"), bounds["plausible_min"],
                                      _str_list(doc, spec, "no_subject_types", "entity types"),
                                      _flag(doc, spec, "keyword_only"), bounds["typical_min"], bounds["typical_max"])
        return metrics

    def _load_entities(self) -> None:
        doc = self._doc("entities.yaml")
        raw = doc.require(doc.data, "entities", dict)
        self.entities: dict[str, EntityDef] = {}
        self.alias_index: dict[str, str] = {}
        for name, spec in raw.items():
            etype = doc.require(spec, "type", str, what=f"entity {name}")
            if etype not in ENTITY_TYPES:
                raise doc.error(spec, "type", f"unknown entity type {etype!r}; types are {', '.join(ENTITY_TYPES)}")
            aliases = spec.get("aliases") or []
            if not isinstance(aliases, list):
                raise doc.error(spec, "aliases", "'aliases' must be a list")
            name = str(name)
            self.entities[name] = EntityDef(name, etype, tuple(str(a) for a in aliases),
                                            _flag(doc, spec, "match_case"))
            for alias in (name, *aliases):
                folded = fold_name(str(alias))
                other = self.alias_index.get(folded)
                if other and other != name:
                    raise doc.error(spec, "aliases", f"alias {alias!r} also names {other!r}")
                self.alias_index[folded] = name
        self.negatives = {fold_name(str(n)) for n in (doc.data.get("negatives") or [])}
        # the precision words of conditions.yaml are settings, never names: "TurboMind（MXFP4）" is
        # TurboMind under MXFP4, not a system called MXFP4 (a name the catalogue lists stays one;
        # quantization methods such as AWQ may be what a sentence is about)
        words = (self.conditions.get("words") or {}).get("precision") or {}
        pairs = words.items() if isinstance(words, dict) else ((w, ()) for w in words)
        for canon, variants in pairs:
            for word in (canon, *(variants or ())):
                if fold_name(str(word)) not in self.alias_index:
                    self.negatives.add(fold_name(str(word)))
        # the words of sources.yaml's tiers name where a figure was read (WeChat, Reddit, CSDN),
        # never what it measures: "a WeChat-account post claiming 5,200 tok/s" is no system
        # called WeChat-account (held-out set 6); a name the catalogue lists stays one
        self.source_words = {fold_name(str(word)) for spec in (self.sources.get("tiers") or {}).values()
                             for word in (*(spec.get("keywords") or ()), *(spec.get("keywords_exact") or ()))
                             if re.fullmatch(r"[A-Za-z][A-Za-z0-9]+", str(word))
                             and fold_name(str(word)) not in self.alias_index}
        self.fuzzy = doc.require(doc.data, "fuzzy", dict)
        for key in ("min_score", "min_length", "max_edits", "frequency_ratio"):
            doc.require(self.fuzzy, key, (int, float), what="fuzzy")
        self.numbered_label, self.document_subject, self.model_families, self.model_name_words = _entity_settings(doc)
        self.acronym_compound_words = tuple(str(w) for w in doc.data.get("acronym_compound_words") or [])
        # one list of venues, in grammar.yaml (the grammar reads "VLDB 2026" as a date with it)
        self.venues = tuple(str(w) for w in self.grammar.get("venues") or [])

    def _load_units(self) -> tuple["pint.UnitRegistry", tuple[str, ...]]:
        import pint  # here, not at the top: a cached Resources needs it only when a unit converts

        files = sorted((self.root / "units").glob("*.txt"))
        if not files:
            raise RuleError("E011", path=self.root, what="units/*.txt definitions")
        ureg = pint.UnitRegistry(None, non_int_type=Decimal, autoconvert_offset_to_baseunit=True)
        for path in files:
            _check_unit_syntax(path)
        _check_unit_spellings_unique(files)
        for path in files:
            try:
                ureg.load_definitions(str(path))
            except Exception as exc:  # pint raises several types; all mean a broken file
                line = getattr(exc, "lineno", None) or _pint_line(str(exc)) or _line_naming(path, str(exc)) or 1
                reason = " ".join(str(exc).split())
                if isinstance(exc, KeyError):
                    reason = f"{reason} is not a defined unit"  # "@alias nonexist = foo"
                raise RuleError("E010", path=path, line=line, column=1,
                                problem=f"bad unit definition: {reason}") from None
        # pint resolves definitions lazily: resolve every unit now so a broken line fails
        # here, at its file and line, and not in the middle of a check
        for path in files:
            for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                line = raw.split("#", 1)[0].strip()
                if not line or line.startswith("@"):
                    continue  # blank, comment or a directive (@alias, @defaults)
                name, _, definition = (part.strip() for part in line.partition("="))
                if not name or not definition:
                    raise RuleError("E010", path=path, line=lineno, column=1,
                                    problem=f"bad unit definition: {line!r} is not 'name = definition'")
                if definition.startswith("["):
                    continue  # a base unit of a new dimension
                try:
                    ureg.get_base_units(name)
                except Exception as exc:
                    raise RuleError("E010", path=path, line=lineno, column=1,
                                    problem=f"bad unit definition: {name}: {exc}") from None
        spellings = set()
        for name, definition in ureg._units.items():
            spellings.add(name)
            if definition.symbol:
                spellings.add(definition.symbol)
            spellings.update(definition.aliases)
        spellings.discard("")
        return ureg, tuple(sorted(spellings, key=lambda s: (-len(s), s)))


def _bundled_other_than(root: Path) -> Path | None:
    """The bundled rules folder when ``root`` is another one (a user's copy passed with
    ``--rules``); None when ``root`` is the bundled folder or none is installed."""
    from claimcheck.resources import default_rules_dir
    try:
        bundled = default_rules_dir()
        return None if bundled.resolve() == root.resolve() else bundled
    except Exception:  # noqa: BLE001 - a broken installation: nothing to compare with
        return None


def _bundled_parameters(root: Path) -> dict[str, dict] | None:
    """The bundled rules' parameters by code, when ``root`` is another rules folder (a copy's
    parameters must keep their shapes); None for the bundled folder itself."""
    bundled = _bundled_other_than(root)
    try:
        return {r.code: r.parameters for r in load_rules(bundled / "checks", set(KINDS))} if bundled else None
    except Exception:  # noqa: BLE001 - nothing to compare with: the copy's own checks only
        return None


def _bundled_messages(root: Path) -> dict:
    """The bundled messages.yaml's data, when ``root`` is another rules folder (a user's copy):
    what a copy made before a release added a message falls back to ({} for the bundled
    folder itself, whose every message is required)."""
    bundled = _bundled_other_than(root)
    try:
        data = YamlDoc(bundled / "messages.yaml").data if bundled else {}
    except Exception:  # noqa: BLE001 - no bundled copy to fall back to: every message is required
        return {}
    return data if isinstance(data, dict) else {}


def load_messages(doc: YamlDoc, fallback: dict | None = None) -> Messages:
    """messages.yaml: every language has every message of :data:`MESSAGE_PLACEHOLDERS`, a
    string (or plural forms, for a message about a count) using exactly its placeholders.

    A rules folder other than the bundled one (a copy passed with ``--rules``) may lack
    messages or whole sections that a later release added (``summary.capped``): those come
    from ``fallback`` (the bundled messages.yaml's data), so an older copy keeps working; a
    message it does write must still be valid, and an unknown one is still an error.

    Raises:
        RuleError: a located error for any broken message.
    """
    data = doc.data
    if not isinstance(data, dict):
        raise doc.error(data, None, "messages.yaml must be a mapping")
    for lang in LANGS if fallback else ():
        if not isinstance(data.get(lang), dict) or not isinstance(fallback.get(lang), dict):
            continue
        for section, names in fallback[lang].items():
            mine = data[lang].get(section)
            if mine is None:
                data[lang][section] = names
            elif isinstance(mine, dict) and isinstance(names, dict):
                for name, value in names.items():
                    mine.setdefault(name, value)
    for lang in data:
        if lang not in LANGS:
            raise doc.error(data, lang, f"unknown language {lang!r}; languages are {', '.join(LANGS)}")
    texts = {}
    for lang in LANGS:
        per_lang = doc.require(data, lang, dict)
        for section in per_lang:
            if section not in MESSAGE_PLACEHOLDERS:
                raise doc.error(per_lang, section, f"unknown section {section!r} in {lang}; sections are "
                                                   f"{', '.join(MESSAGE_PLACEHOLDERS)}")
        texts[lang] = {}
        for section, names in MESSAGE_PLACEHOLDERS.items():
            messages = doc.require(per_lang, section, dict, what=lang)
            lists = MESSAGE_LISTS.get(section, ())
            for name in messages:
                if name in lists:
                    words = messages[name]
                    if not isinstance(words, list) or not all(isinstance(w, str) and w.strip() for w in words):
                        raise doc.error(messages, name, f"'{lang}.{section}.{name}' must be a list of non-empty strings")
                elif name not in names:
                    raise doc.error(messages, name, f"unknown message '{lang}.{section}.{name}'")
            for name, placeholders in names.items():
                where = f"{lang}.{section}"
                value = doc.require(messages, name, (str, dict) if "n" in placeholders else str, what=where)
                if isinstance(value, dict):
                    _check_plural(doc, value, f"{where}.{name}", placeholders)
                else:
                    _check_template(doc, messages, name, value, f"{where}.{name}", placeholders)
            if section == "warnings" and not messages["heading"].strip():
                # an empty heading would make every blank line of a briefing "the warnings heading"
                raise doc.error(messages, "heading", f"'{lang}.warnings.heading' must not be empty")
            texts[lang][section] = dict(messages)
    return Messages(texts)


def _check_plural(doc: YamlDoc, forms: dict, what: str, placeholders: tuple[str, ...]) -> None:
    """A message's plural forms (``one`` / ``other``), each a valid template."""
    for form in forms:
        if form not in PLURAL_FORMS:
            raise doc.error(forms, form, f"unknown plural form {form!r} of '{what}'; forms are one, other")
    doc.require(forms, "other", str, what=what)
    for form, template in forms.items():
        if not isinstance(template, str):
            raise doc.error(forms, form, f"'{what}.{form}' must be str, not {type(template).__name__}")
        # "one" may spell the number out ("one finding")
        need = tuple(p for p in placeholders if p != "n") if form == "one" else placeholders
        _check_template(doc, forms, form, template, f"{what}.{form}", placeholders, need)


def _check_template(doc: YamlDoc, mapping: dict, key: str, template: str, what: str,
                    allowed: tuple[str, ...], required: tuple[str, ...] | None = None) -> None:
    """A message template parses, uses only ``allowed`` placeholders (plain names) and every one
    of ``required`` (default: all allowed).  Raises RuleError (E010) at ``key`` of ``mapping``."""
    try:
        used = {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError as exc:
        raise doc.error(mapping, key, f"'{what}' is not a valid template: {exc}") from None
    problem = template_problem(template)  # one definition of a safe template, shared with rule files
    if problem:
        raise doc.error(mapping, key, f"'{what}' {problem}")
    listed = ", ".join("{" + p + "}" for p in allowed) or "none"
    for name in sorted(used):
        if name not in allowed:
            raise doc.error(mapping, key, f"'{what}' has an unknown placeholder {{{name}}}; it may use {listed}")
    for name in required if required is not None else allowed:
        if name not in used:
            raise doc.error(mapping, key, f"'{what}' must use the placeholder {{{name}}}")


#: directives of pint's definition files that claimcheck's units files may use
_UNIT_DIRECTIVES = ("@alias", "@defaults", "@end", "@group", "@system", "@import")


def _check_unit_syntax(path: Path) -> None:
    """Reject what pint would reject without a line number: a line that is neither blank, a
    comment, a directive (``@alias …``), ``name = definition`` nor a ``key = value`` line
    inside ``@defaults``.  Raises RuleError (E010) at the file, line and column."""
    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("@"):
            if not line.split()[0] in _UNIT_DIRECTIVES:
                raise RuleError("E010", path=path, line=lineno, column=1,
                                problem=f"bad unit definition: unknown directive {line.split()[0]!r}")
            continue
        name, eq, definition = line.partition("=")
        if not eq or not name.strip() or not definition.strip() or not re.match(r"[^\W\d]|[$€£¥%‰°]", name.strip()):
            raise RuleError("E010", path=path, line=lineno, column=1,
                            problem=f"bad unit definition: {line!r} is not 'name = definition'")
        expression = definition.split("=", 1)[0].strip()
        if expression.startswith("[") and not re.fullmatch(r"\[[^\W\d]\w*\]", expression):
            # "bogus = [nonexistent_dim] * 3": pint fails on it with an internal error and no line
            # (a fresh-user trial, session 37); a new base dimension stands alone in its brackets
            raise RuleError("E010", path=path, line=lineno, column=raw.find(expression[:1]) + 1,
                            problem=f"bad unit definition: {expression!r} is not a base dimension "
                                    "(a new dimension is written alone: 'name = [dimension]')")
        if re.search(r"\*\s*\*\s*\*|\*\*\s*\*|[*/]\s*$", definition):
            raise RuleError("E010", path=path, line=lineno, column=raw.find(definition.strip()[:1]) + 1,
                            problem=f"bad unit definition: {definition.strip()!r} is not an expression")


def _check_unit_spellings_unique(files: list[Path]) -> None:
    """Every unit name, symbol and alias is written once across the units files: pint would let a
    second definition replace the first with only a log message, so "GB" defined twice (say as
    10⁹ and 2³⁰ bytes) would silently change every figure in it.  Raises RuleError (E010) at the
    second spelling's file and line, naming the first."""
    seen: dict[str, tuple[Path, int]] = {}
    for path in files:
        in_defaults = False
        for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("@"):
                in_defaults = line.split()[0] == "@defaults"
                if line.split()[0] == "@end":
                    in_defaults = False
                if line.split()[0] != "@alias":
                    continue
                # "@alias hour = 个小时 = 钟头": the first name is the unit, the rest new spellings
                spellings = [p.strip() for p in line[len("@alias"):].split("=")][1:]
            elif in_defaults:
                continue
            else:
                parts = [p.strip() for p in line.split("=")]
                spellings = [parts[0], *parts[2:]]
            for word in spellings:
                if not word or word == "_":
                    continue
                if word in seen:
                    first, first_line = seen[word]
                    at = re.search(rf"(?:^|=)\s*({re.escape(word)})\s*(?:=|$|#)", raw)
                    raise RuleError("E010", path=path, line=lineno, column=(at.start(1) if at else 0) + 1,
                                    problem=f"unit spelling {word!r} is already defined at {first.name}:{first_line}; "
                                            "each name, symbol and alias may be defined once")
                seen[word] = (path, lineno)


def _line_naming(path: Path, message: str) -> int | None:
    """The first line of ``path`` that holds a name quoted in pint's ``message``."""
    names = re.findall(r"'([^']+)'", message)
    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if any(re.search(rf"(?<![\w]){re.escape(n)}(?![\w])", raw.split("#", 1)[0]) for n in names):
            return lineno
    return None


def _pint_line(message: str) -> int | None:
    match = re.search(r"line (\d+)", message)
    return int(match.group(1)) if match else None
