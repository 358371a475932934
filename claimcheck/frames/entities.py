"""Entity mentions: known names from ``rules/entities.yaml`` and names discovered in the text.

Known names match case-insensitively with separators folded (``Deepseek V4 Pro`` =
``DeepSeek-V4-Pro``).  Unknown names are discovered by shape: CamelCase (``VeriCache``),
letters with digits (``C2C``, ``SMAC3``), all capitals (``KVSET``) — never the
vocabulary listed under ``negatives``.  The near-miss test behind CC205 uses rapidfuzz.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from rapidfuzz.distance import OSA, Levenshtein
from rapidfuzz import fuzz

from claimcheck.resources import regex_code
from claimcheck.resources.loader import Resources
from claimcheck.resources.records import NAME_SEPARATORS, fold_name, fold_name_cased

SUBJECT_TYPES = ("engine", "method", "paper", "benchmark", "unknown")

#: the memos of this module and frames.py keep texts up to this many characters and tokens up
#: to MEMO_MAX_TOKEN (segments are sentences and cells: 51 characters is the median of the
#: speed texts), so a few thousand entries stay a few megabytes whatever the input
MEMO_MAX_TEXT = 1000
MEMO_MAX_TOKEN = 64
#: what joins the pieces of a claim's caption (frames.builder): :meth:`EntityResolver.mentions_joined`
PIECE_SEP = " ; "


@dataclass(frozen=True)
class Mention:
    """A name in a text: offsets, the surface, the canonical name and its type.

    ``type`` is the entity type from entities.yaml, or ``unknown`` for a discovered name.
    """

    start: int
    end: int
    surface: str
    canonical: str
    type: str

    @property
    def known(self) -> bool:
        return self.type != "unknown"


# a whole name-like token, taken atomically (no backtracking: linear on any input);
# whether it is a name is decided by _is_name_shape on the token
#: a token that may be a name (letters and digits, joined by - or by . before a digit)
_DISCOVER_PLAIN = re.compile(r"(?<![A-Za-z0-9_\-.])(?>[A-Za-z][A-Za-z0-9]*+(?:(?:-|\.(?=\d))[A-Za-z0-9]++)*+)(?![A-Za-z0-9_])")
#: :data:`_DISCOVER_PLAIN` for the tokens with a capital letter or a digit only (a token without
#: either never has a name's shape, :func:`_is_name_shape`), so the plain lower-case words cost no
#: step of Python.  The look-ahead may read past the token (it only ever lets more through), and
#: a token it skips changes no other match: every character of a token after its first has one
#: of the look-behind's characters before it, so no match can start inside it
_DISCOVER = regex_code.compile(r"(?<![A-Za-z0-9_\-.])(?=[a-z\-.]*+[A-Z0-9])(?>[A-Za-z][A-Za-z0-9]*+(?:(?:-|\.(?=\d))[A-Za-z0-9]++)*+)(?![A-Za-z0-9_])")
#: what a chip glued to its count (``8xH100``) / its memory (``A100x80GB``, ``H100-80G``) must
#: touch: the gates of ``EntityResolver._chip_counted`` / ``_chip`` (their look-behind /
#: look-ahead, IGNORECASE as they are)
#: a name that carries a parameter count after - or _ ("T0_3B", "pythia-1.4b", "Mixtral-8x7B",
#: "opt-13b-chat"), an organisation's prefix ("bigscience/") before it allowed: a model's name
_SIZED_NAME = re.compile(r"(?<![A-Za-z0-9_\-./])(?:[A-Za-z][\w.\-]*/)?(?P<name>[A-Za-z][A-Za-z0-9]*(?:[\-_.][A-Za-z0-9]+)*?"
                         r"[\-_](?:\d+(?:\.\d+)?|\d+x\d+)[Bb](?:[\-_][A-Za-z][A-Za-z0-9]*)*)(?![\w.\-])")
#: what every match of :data:`_SIZED_NAME` holds (a digit, then B): most texts have none
_SIZE_GATE = re.compile(r"\d[Bb](?![A-Za-z0-9.])")
#: a parameter count in brackets right after a name ("mt0-xxl（12B）", "BLOOMZ (176B)")
_SIZE_AFTER = re.compile(r"\s?[（(]\d+(?:\.\d+)?\s?[BbMm][)）]")
_COUNT_TIMES, _TIMES_MEMORY = r"\d[x×X]", r"[x×\-]\d"
_DIGIT_TIMES = re.compile(_COUNT_TIMES, re.IGNORECASE)
_TIMES_DIGIT = regex_code.compile(_TIMES_MEMORY, re.IGNORECASE)
_CAMEL = regex_code.compile(r"[A-Z][a-z0-9]+[A-Z]|[A-Z]{2,}[a-z]+[A-Z]?|[A-Z][a-z]+[A-Z]")


_ACRONYM_PLURAL = re.compile(r"[A-Z]{2,}s")
_CAPS_HUMP = re.compile(r"[A-Z]+[a-z]*[A-Z]")
_NUMBERED_PART = re.compile(r"-[A-Za-z]*\d")
_ALL_CAPS = re.compile(r"[A-Z]{3,}")
def acronym_compound_pattern(words) -> re.Pattern | None:
    """An acronym joined by "-" to one of ``words`` (rules/entities.yaml ``acronym_compound_words``:
    "aware", "based" …), which makes an adjective or a unit of it ("KV-aware", "GPU-hour"): no name.  None
    for no words."""
    words = [str(w) for w in words or () if str(w).strip()]
    if not words:
        return None
    return re.compile(r"[A-Z]{1,6}\d?-(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + ")")


def _is_name_shape(token: str, adjective: re.Pattern | None = None) -> bool:
    """CamelCase (VeriCache, DSpark), letters with digits (C2C, SMAC3, Qwen3), a capitalised
    word with a numbered part (Ember-1) or all capitals of three or more letters (KVSET):
    the shapes of system names in our notes.  ``adjective``: :func:`acronym_compound_pattern`
    (a token it matches whole is an adjective, "KV-aware")."""
    if token.isalpha() and token.islower():
        return False  # a plain lower-case word
    if adjective is not None and adjective.fullmatch(token):
        return False  # KV-aware, GPU-based, LLM-powered: an adjective (a fresh-user trial, session 39)
    head = token.split("-")[0]
    if _ACRONYM_PLURAL.fullmatch(token):
        return False  # SLAs, GPUs, LLMs: the plural of an acronym is vocabulary
    if _CAMEL.search(head) or _CAPS_HUMP.match(head):
        return True
    if not head.isalpha() and any(c.isdigit() for c in head) and any(c.isalpha() for c in head):
        return True
    if head[:1].isupper() and _NUMBERED_PART.search(token):
        return True  # Ember-1, Falcon-H1: a capitalised name with a numbered part
    return bool(_ALL_CAPS.fullmatch(head))


@functools.lru_cache(maxsize=1 << 16)
def fold_loose(name: str) -> str:
    """A name folded for comparing spellings: case-insensitive, separators (space - _ . /) removed.
    Memoised: names recur across claims and versions."""
    return _LOOSE_SEPARATORS.sub("", name).casefold()


_LOOSE_SEPARATORS = re.compile(r"[-_.\s/]+")


def name_stem(name: str) -> str:
    """The leading letters of a name, folded: ``LLaMA-2`` → ``llama`` (a family and its
    versions share it); at least four letters, else the whole folded name."""
    folded = fold_loose(name)
    m = re.match(r"[a-z]{4,}(?=\d)", folded)
    return m.group(0) if m else folded


def name_tokens(name: str) -> list[str]:
    """``InternVL2.5`` → intern, vl, 2, 5: split at separators, letter/digit boundaries and
    lower→upper humps (``SGLang`` stays one token)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])", " ", name)
    return [t for t in re.split(r"[-_.\s/]+", spaced.casefold()) if t]


def name_refines(short: str, long: str, *, members: bool = False) -> bool:
    """``long`` names ``short`` or a variant of it: the two are equal when folded
    (:func:`fold_loose`), or ``long`` is ``short`` followed by a separator (space - _ / ( ) and a
    part that does not begin with a digit (``Vicuna-13B`` / ``Vicuna-13B-v1.3``, ``TGI`` /
    ``TGI v3``, ``Llama 3.1 8B`` / ``Llama 3.1 8B Instruct``).  A digit after the separator
    names another member of the family (``EAGLE`` / ``EAGLE-2``, ``Llama-3`` / ``Llama-3-70B``,
    ``DeepSeek-V3`` / ``DeepSeek-V3.1``), never the same thing — unless ``members``: then a
    family refines to its members too ("a range of Vicuna models" / ``Vicuna-7B``, a setting
    stated less precisely).

    Args:
        short, long: two names or condition values as written.
        members: a part beginning with a digit refines as well.
    Returns:
        bool (False for empty names).
    """
    if not short or not long:
        return False
    if fold_loose(short) == fold_loose(long):
        return True
    a, b = short.strip(), long.strip()
    if len(a) >= len(b) or b[:len(a)].casefold() != a.casefold():
        return False
    rest = b[len(a):]
    m = _SEPARATORS.match(rest)
    return bool(m) and (members or not rest[m.end():m.end() + 1].isdigit()) and bool(rest[m.end():].strip())


def names_refined(name: str) -> list[str]:
    """``name`` and every shorter name it refines (:func:`name_refines`): ``TGI v3`` →
    [``TGI v3``, ``TGI``]; ``Vicuna-13B-v1.3`` → [``Vicuna-13B-v1.3``, ``Vicuna-13B``].

    Args:
        name: a name as written.
    Returns:
        list[str], the name first (empty for an empty name).
    """
    name = (name or "").strip()
    out = [name] if name else []
    for m in re.finditer(r"[\s\-_/(（]+", name):
        head = name[:m.start()]
        if head and name_refines(head, name):
            out.append(head)
    return out


_DIGITS = re.compile(r"\d")
_MODEL_SIZE = re.compile(r"(?<![A-Za-z0-9])\d+(?:\.\d+)?\s?[BMK](?![A-Za-z0-9])", re.IGNORECASE)


def same_model(a: str, b: str) -> bool:
    """Two model names that may name one model (:func:`same_name`), or a family written
    without its size and a member of it with one ("llama" / "llama 7B mostly Q4_0",
    "Llama-3" / "Llama-3-70B": the size was not said); two sizes never agree.

    Args:
        a, b: model names as written.
    Returns:
        bool.
    """
    if same_name(a, b):
        return True
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    if not short or _MODEL_SIZE.search(short) or not long.casefold().startswith(short.casefold()):
        return False
    rest = long[len(short):]
    return bool(re.match(r"[\s\-_/]+\d+(?:\.\d+)?\s?[BMK](?![A-Za-z0-9])", rest, re.IGNORECASE))


@functools.lru_cache(maxsize=1 << 16)
def same_name(a: str, b: str) -> bool:
    """One names the other (:func:`name_refines` either way).  Memoised: the checks ask it of the
    same few names pair after pair (a flood of 1,500 notes: 0.5 M calls, benchmarks/flood_bench.py)."""
    return name_refines(a, b) or name_refines(b, a)


class NameIndex:
    """The names of a fixed collection that name a given one (:func:`same_name`), found without
    comparing it with every name: names are filed under their loose fold (:func:`fold_loose`)
    and under each shorter name they refine (:func:`names_refined`), so one lookup reads only the
    names that can match and confirms each with :func:`same_name`.

    Args:
        names: the names (any iterable of str; order kept in the answers).
    """

    def __init__(self, names) -> None:
        self._order: dict[str, int] = {}
        self._by_fold: dict[str, list[str]] = {}
        self._by_head: dict[str, list[str]] = {}
        self._irregular: list[str] = []  # blank, or opening or ending with a separator: asked always
        for name in names:
            if name in self._order:
                continue
            self._order[name] = len(self._order)
            if _irregular_name(name):
                self._irregular.append(name)
            self._by_fold.setdefault(fold_loose(name), []).append(name)
            for head in names_refined(name)[1:]:
                self._by_head.setdefault(head.casefold(), []).append(name)
            self._by_head.setdefault(name.strip().casefold(), []).append(name)

    def naming(self, name: str) -> list[str]:
        """The names of the collection that :func:`same_name` pairs with ``name``, in the
        collection's order (list[str]; empty for an empty name)."""
        if not name:
            return []
        if _irregular_name(name):
            return [n for n in self._order if same_name(n, name)]
        found = set(self._irregular)
        found.update(self._by_fold.get(fold_loose(name), ()))
        found.update(self._by_head.get(name.strip().casefold(), ()))  # longer names refining it
        for head in names_refined(name)[1:]:  # shorter names it refines
            found.update(n for n in self._by_head.get(head.casefold(), ()) if n.strip().casefold() == head.casefold())
        return sorted((n for n in found if same_name(n, name)), key=self._order.__getitem__)


def _irregular_name(name: str) -> bool:
    """Blank, or opening or ending with a separator of :func:`name_refines` (``" "``,
    ``"-vLLM"``, ``"TGI ("``): a name :class:`NameIndex` cannot file by its heads."""
    stripped = name.strip()
    return not stripped or stripped[0] in _SEPARATOR_MARKS or stripped[-1] in _SEPARATOR_MARKS


#: the marks after which a longer name refines a shorter one (:func:`name_refines`), besides
#: white space: one source for the run :func:`name_refines` matches and the ends
#: :class:`NameIndex` cannot file a name by
_SEPARATOR_MARKS = "-_/(（"
_SEPARATORS = re.compile(r"(?:\s|[" + re.escape(_SEPARATOR_MARKS) + r"])+")


def name_shape(name: str) -> str:
    """How a name is capitalised: ``plain`` (Medusa, Gupta), ``caps`` (MUSA, CSDN) or ``mixed``
    (SGLang, GPTAQConfig); digits and marks are ignored."""
    letters = re.sub(r"[^A-Za-z]", "", name)
    if letters[1:].islower() or len(letters) < 2:
        return "plain"
    return "caps" if letters.isupper() else "mixed"


def unlike_shapes(a: str, b: str) -> bool:
    """One name is a plain capitalised word and the other is not (``MoonCache`` / Mooncake,
    ``Gupta`` / GPTAQ, ``MUSA`` / Medusa): whoever means a name types its capitals, so the two
    are different names, not one misspelt (CC205's test, and :meth:`Entities.likely_known`'s)."""
    sa, sb = name_shape(a), name_shape(b)
    return sa != sb and "plain" in (sa, sb)


#: the longest letter part that marks a family member rather than a typo: "VL" / "LM", "V3", "4o" —
#: a model line's variant or version suffix (InternVL / InternLM, DeepSeek-VL / DeepSeek-V3)
FAMILY_PART_MAX_LETTERS = 3


def neighbour_swap(a: str, b: str) -> bool:
    """``b`` is ``a`` with two neighbouring characters swapped ("giu" / "gui", "GIU" / "GUI"): the
    same characters, optimal string alignment distance 1 (Damerau's transposition, the commonest
    typing slip with a dropped, added or changed letter: Kukich 1992)."""
    return a != b and sorted(a) == sorted(b) and OSA.distance(a, b) == 1


def same_family(a: str, b: str) -> bool:
    """Two members of one family rather than a typo: one name contains the other
    (``Llama-3`` / ``Llama-3-8B``, ``Torch`` / ``PyTorch``, ``Engine`` / ``Engines``), or they
    differ only in version-like parts — numbers and parts of at most
    :data:`FAMILY_PART_MAX_LETTERS` letters (``InternVL2.5`` / ``InternLM2.5``, ``DeepSeek-VL`` /
    ``DeepSeek-V3``, ``GPT-4o`` / ``GPT-4``)."""
    fa, fb = fold_loose(a), fold_loose(b)
    if fa in fb or fb in fa or name_stem(a) == name_stem(b):
        return True
    ta, tb, _ = differing_parts(name_tokens(a), name_tokens(b))
    rest = ta + tb
    if len(ta) == len(tb) == 1 and ta[0].isalpha() and tb[0].isalpha() and neighbour_swap(ta[0], tb[0]):
        return False  # "NiceGIU" / NiceGUI: two neighbouring letters swapped is a slip, no member (held-out set 20)
    return bool(rest) and all(t.isdigit() or len(t) <= FAMILY_PART_MAX_LETTERS for t in rest)


def acronym_slip(a: str, b: str, min_letters: int = 3) -> bool:
    """True when two names differ in one part only, an acronym of ``min_letters`` or more capitals
    in both with one letter changed: "TensorRT-LMM" / TensorRT-LLM is a slip, not a family
    member (a fresh-user trial, session 39: the misspelt name's figures met nothing); "RegNet" /
    ResNet are two architectures.  ``min_letters``: CC205's ``slip_min_letters``."""
    ta, tb, _ = differing_parts(name_tokens(a), name_tokens(b))
    return len(ta) == len(tb) == 1 and ta[0].isalpha() and tb[0].isalpha() and len(ta[0]) == len(tb[0]) >= min_letters \
        and ta[0].upper() in re.findall(r"[A-Z]{3,}", a) and tb[0].upper() in re.findall(r"[A-Z]{3,}", b) \
        and sum(x != y for x, y in zip(ta[0], tb[0])) == 1


def differing_parts(ta: list[str], tb: list[str], key=lambda t: t) -> tuple[list[str], list[str], bool]:
    """Two names' parts without the whole parts they share at the start and at the end
    (compared by ``key``): ``[spec, tdie]`` / ``[spec, tide]`` → ``[tdie]``, ``[tide]``.

    Args:
        ta, tb: the parts of two names, in order (:func:`name_tokens`, or another split).
        key: what two parts are compared by (``str.casefold`` for parts as written).
    Returns:
        (the first's differing parts, the second's, whether any part was shared).
    """
    shared = False
    while ta and tb and key(ta[0]) == key(tb[0]):
        ta, tb, shared = ta[1:], tb[1:], True
    while ta and tb and key(ta[-1]) == key(tb[-1]):
        ta, tb, shared = ta[:-1], tb[:-1], True
    return ta, tb, shared


def shares_parts_unlike(a: str, b: str, min_score: float) -> bool:
    """True when two names share whole leading/trailing parts and the parts that differ are
    not alike (``SageAttention`` / ``PagedAttention``: "sage" vs "paged" scores below
    ``min_score`` with rapidfuzz ``fuzz.ratio``) — two names, not a typo.  Parts one slip apart
    (one letter changed, added, dropped, or two neighbours swapped: optimal string alignment
    distance 1) are alike however short: "tdie" / "tide" and "rnig" / "ring" score 50, yet
    ``SpecTdie`` and ``RnigServe`` are slips (a fresh-user trial, session 17)."""
    ta, tb, shared = differing_parts(name_tokens(a), name_tokens(b))
    rest_a, rest_b = "".join(ta), "".join(tb)
    return shared and fuzz.ratio(rest_a, rest_b) < min_score and OSA.distance(rest_a, rest_b) > 1


def _first_class(heads) -> str:
    """A lookahead for a class of the first characters of ``heads`` (str: each alternative's
    first literal piece), or "" when one is empty (that alternative may start anywhere)."""
    heads = [str(h) for h in heads]
    if not heads or not all(heads):
        return ""
    return "(?=[" + "".join(sorted({re.escape(h[0]) for h in heads})) + "])"


def _by_first_letter(bodies: list[str]) -> str:
    """The alternation ``a|b|…`` of the regex ``bodies`` (in order) for an IGNORECASE pattern,
    grouped by their first character: ``v(?:LLM|…)|s(?:Glang|…)``.  Under IGNORECASE the regex
    engine tries every branch in full at a position (it checks a branch's first character
    before entering it only without IGNORECASE); grouped, it tries the branches of that
    position's first letter only.  Branches of two groups never match at one position (their
    first characters differ in every case), and each group keeps the bodies' order, so the
    matches are the same.  A body whose first character is not a plain literal (an escape
    other than ``\\`` + punctuation, a class) or is a non-ASCII cased letter (whose case folds
    are not grouped here) leaves the alternation as it was."""
    groups: dict[str, list[str]] = {}
    for body in bodies:
        head = body[:2] if body.startswith("\\") else body[:1]
        ch = head[-1:]
        if not ch or (head.startswith("\\") and ch.isalnum()) or ch in "[(.^$|?*+{" and not head.startswith("\\") \
                or (not ch.isascii() and ch.lower() != ch.upper()):
            return "|".join(bodies)
        groups.setdefault(ch.lower(), []).append(body[len(head):])
    return "|".join(re.escape(ch) + "(?:" + "|".join(rests) + ")" for ch, rests in groups.items())


class EntityResolver:
    """Finds entity mentions in text with the data of one :class:`Resources`."""

    def __init__(self, resources: Resources) -> None:
        self.res = resources
        self._adjective = acronym_compound_pattern(getattr(resources, "acronym_compound_words", ()))
        parts, heads = [], []
        spellings = set()
        label = resources.numbered_label  # entities.yaml numbered_label ("R1-3" is no DeepSeek-R1)
        label_ahead = "(?!" + label["suffix_pattern"] + ")"
        for name, ent in resources.entities.items():
            spellings.add(name)
            spellings.update(ent.aliases)
        for spelling in sorted(spellings, key=len, reverse=True):
            pieces = re.split(r"[\s\-_.]+", spelling)
            body = r"[\s\-_.]?".join(re.escape(p) for p in pieces if p)
            if len(spelling) <= label["max_alias_chars"]:
                body += label_ahead  # "R1-3：作者…" is a reviewer's third point, not DeepSeek-R1
            parts.append(body)
            heads.append(next((p for p in pieces if p), ""))
        # each alternation behind a class of its first characters (_first_class): the same
        # matches, and the positions no name starts at fail before the alternatives are tried
        # (the known names' search: 1.0 s -> 0.6 s over the speed texts' segments)
        # a listed name followed by a point version is a longer name: "DeepSeek-V3.2" is no
        # DeepSeek-V3 (the family finder below names it; a fresh-user trial, session 38)
        self._known = re.compile(_first_class(heads) + r"(?<![A-Za-z0-9])(?:" + _by_first_letter(parts) + r")(?![A-Za-z0-9]|\.\d)",
                                 re.IGNORECASE)
        # a chip may carry its memory glued on: A100x80GB, H100-80G
        self._chip_suffix = re.compile(r"(?:[x×\-]\d{2,3}\s?GB?)(?![A-Za-z0-9])", re.IGNORECASE)
        chips = sorted({sp for name, ent in resources.entities.items() if ent.type == "hardware"
                        for sp in (name, *ent.aliases)}, key=len, reverse=True)
        self._chip = re.compile(_first_class(chips) + r"(?<![A-Za-z0-9])(?:" + _by_first_letter([re.escape(c) for c in chips]) + r")(?=" + _TIMES_MEMORY + ")",
                                re.IGNORECASE) if chips else None
        # a chip after its count glued on with x / ×: "8xH100", "4xL4" (4 × L4 GPUs)
        self._chip_counted = re.compile(_first_class(chips) + "(?<=" + _COUNT_TIMES + r")(?:" + _by_first_letter([re.escape(c) for c in chips])
                                        + r")(?![A-Za-z0-9])", re.IGNORECASE) if chips else None
        families = sorted(resources.model_families, key=len, reverse=True)
        family_heads = [next((p for p in re.split(r"[\s\-_]+", f) if p), "") for f in families]
        self._family = re.compile(_first_class(family_heads) + r"(?<![A-Za-z0-9/_.\-])(?:" + _by_first_letter([
            r"[\s\-_]?".join(re.escape(p) for p in re.split(r"[\s\-_]+", f) if p) for f in families]) + r")",
            re.IGNORECASE) if families else None
        # a family's name right before a position: "DeepSeek V3.1" — the version there is the model's
        self._family_tail = re.compile(r"(?<![A-Za-z0-9/_.\-])(?:" + "|".join(
            r"[\s\-_]?".join(re.escape(p) for p in re.split(r"[\s\-_]+", f) if p) for f in families) + r")[\s\-_]?\Z",
            re.IGNORECASE) if families else None
        words = "|".join(re.escape(w) for w in sorted(resources.model_name_words, key=len, reverse=True)) or "(?!)"
        # a part glued to the name or after - _ . (Qwen1.5-MOE, internlm2-20b, DeepSeek-VL, GPT-4o)
        self._part_joined = re.compile(
            r"[\-_.]?(?:\d+(?:\.\d+)*[A-Za-z]{0,2}(?![A-Za-z])|[Vv]\d+(?:\.\d+)*|(?:" + words +
            r")(?![a-z])|[A-Z]{1,4}\d*(?![a-z]))")
        # a part after a space needs a digit or a listed word (Qwen 1.5, Kimi K3, Claude Fable 5.1);
        # a percentile is none ("Llama-3.1-70B P99 TTFT": the model is Llama-3.1-70B; trial 37)
        self._part_spaced = re.compile(
            r"\s(?:\d{1,3}(?:\.\d+)*[A-Za-z]{0,2}(?![A-Za-z0-9])|[Vv]\d+(?:\.\d+)*|(?![Pp]\d{2,3}(?![\dA-Za-z]))[A-Z]\d+(?![A-Za-z])|(?:" + words +
            r")(?![A-Za-z])|[A-Z][a-z]+(?=\s?\d))")
        # the one-word spellings of entities that they name only as written (``match_case``): folded
        # (what a match folds to) and with their capitals kept — "v100" in "活文档（v100）" is a
        # version label, not the V100 chip; "Tesla v100" names it in any case
        one_word = [sp for ent in resources.entities.values() if ent.match_case for sp in (ent.name, *ent.aliases)
                    if not NAME_SEPARATORS.search(sp)]
        self._cased_folded = {fold_name(sp) for sp in one_word}
        self._cased = {fold_name_cased(sp) for sp in one_word}
        self._likely: dict[str, tuple[str, str] | None] = {}
        # an acronym part this long with one letter changed is a slip (CC205's slip_min_letters)
        cc205 = next((r for r in getattr(resources, "rules", ()) if r.code == "CC205"), None)
        self._slip_min = int((cc205.parameters.get("slip_min_letters") if cc205 else None) or 3)
        self._known_memo: dict[str, tuple[tuple[Mention, ...], bytes]] = {}
        self._shape_memo: dict[str, bool] = {}
        self._mention_memo: dict[tuple, tuple[Mention, ...]] = {}
        self._discover_memo: dict[str, tuple] = {}  # text → _discovered(text)
        self._folded: dict[str, tuple[str, str]] = {}  # name → (folded, folded without digits)
        self._name_words = {w.casefold() for w in resources.model_name_words}
        # no listed spelling, family or name word holds the separator's mark, so no match of
        # the finders above crosses a separator (see mentions_joined)
        self._apart = not any(PIECE_SEP.strip() in w for w in (*spellings, *families, *resources.model_name_words))

    def names_model_at(self, text: str, start: int) -> bool:
        """True when a model family's name (rules/entities.yaml ``model_families``) ends right
        before ``start`` of ``text`` (str, a character offset), so that what starts there is a part
        of a model's name: the "V3.1" of "DeepSeek V3.1" (a fresh-user trial, session 38)."""
        return self._family_tail is not None and self._family_tail.search(text[max(0, start - 40):start]) is not None

    def canonical(self, surface: str) -> tuple[str, str] | None:
        """(canonical name, type) of a known spelling, or None."""
        name = self.res.alias_index.get(fold_name(surface))
        if name is None:
            return None
        return name, self.res.entities[name].type

    def is_negative(self, surface: str) -> bool:
        """True for vocabulary listed under ``negatives`` (LLM, KV Cache, TTFT …)."""
        return fold_name(surface) in self.res.negatives

    def mentions(self, text: str, *, discover: bool = True, exclude=()) -> list[Mention]:
        """Every name in ``text`` (known first, then discovered in the gaps), by offset.

        Args:
            exclude: (start, end) spans that hold no name (the grammar's dates, versions,
                settings such as ``TP8`` or ``bs=1``).
        Returns:
            list[Mention] sorted by start (a new list; the Mentions are frozen).
        """
        # they depend on the arguments alone, and the same texts come back (a section heading
        # for each of its claims, a document's next version): the last few thousand are kept
        key = (text, discover, tuple((a, b) for a, b in exclude))
        got = self._mention_memo.get(key)
        if got is None:
            got = tuple(self._mentions(text, discover, key[2]))
            if len(text) <= MEMO_MAX_TEXT:
                if len(self._mention_memo) >= 4096:
                    self._mention_memo.clear()  # bounded: the memo only ever saves time
                self._mention_memo[key] = got
        return list(got)

    def mentions_joined(self, text: str) -> list[Mention]:
        """:meth:`mentions` of ``text`` (discovering, nothing excluded), read piece by piece
        between the separators :data:`PIECE_SEP` (``" ; "``: how a claim's caption joins its
        row's other cells, setup sentence and headings).  The same mentions: no name holds the
        separator's ``;``, and what the finders test beside a name (a letter, digit, ``[`` or
        glued count before it; a part, chip memory or letter after it) is no space or ``;``, so
        a separator ends every name and a piece reads as it does alone.  Each piece is kept
        (:meth:`mentions`' memo), so a caption shared in part — a section's headings under each
        of its claims, a row's cells under each other cell — is read once per piece."""
        if PIECE_SEP not in text or not self._apart:
            return self.mentions(text)
        out: list[Mention] = []
        offset = 0
        for piece in text.split(PIECE_SEP):
            found = self.mentions(piece)
            if offset:
                found = [Mention(m.start + offset, m.end + offset, m.surface, m.canonical, m.type) for m in found]
            out += found
            offset += len(piece) + len(PIECE_SEP)
        return out

    def _mentions(self, text: str, discover: bool, exclude) -> list[Mention]:
        """:meth:`mentions`, computed."""
        n = len(text)
        excluded = bytearray(n + 1)
        for a, b in exclude:
            a, b = max(0, a), min(n, b)
            if b > a:
                excluded[a:b] = b"\x01" * (b - a)
        known, taken = self._known_mentions(text)
        # a name in brackets right after a word qualifies that word ("SAMD[EAGLE2]" is SAMD
        # built on EAGLE2): the word is the name, found below
        found = [k for k in known if not (k.start >= 2 and text[k.start - 1] == "[" and text[k.start - 2].isalnum()
                                          and text[k.end:k.end + 1] == "]")]
        taken = bytearray(taken)
        for model in self._model_names(text, excluded):
            inside = [f for f in found if f.start < model.end and model.start < f.end]
            if any(f.type in ("model", "hardware") or f.end - f.start >= model.end - model.start or
                   f.start < model.start for f in inside):
                continue  # a listed model or chip, or a longer known name, wins
            found = [f for f in found if f not in inside]
            found.append(model)
            taken[model.start:model.end] = b"\x01" * (model.end - model.start)
        if discover:
            for sized in (_SIZED_NAME.finditer(text) if _SIZE_GATE.search(text) else ()):
                # a name with a parameter count in it ("T0_3B", "pythia-1.4b"): a model the
                # entity list does not know (held-out set 10)
                a, b = sized.span("name")
                if 1 in taken[a:b] or 1 in excluded[a:b] or self.is_negative(sized.group("name")):
                    continue
                found.append(Mention(a, b, sized.group("name"), sized.group("name"), "model"))
                taken[a:b] = b"\x01" * (b - a)
            for a, b, surface in self._discovered(text):
                if 1 in taken[a:b] or 1 in excluded[a:b]:
                    continue
                if _SIZE_AFTER.match(text, b) and _is_name_shape(surface, self._adjective):
                    # "mt0-xxl（12B）": a name with its parameter count in brackets is a model
                    found.append(Mention(a, b, surface, surface, "model"))
                    continue
                likely = self.likely_known(surface)
                if likely is not None:
                    # a misspelt known name (Continnum) still names that entity; CC205
                    # reports the spelling
                    found.append(Mention(a, b, surface, likely[0], likely[1]))
                else:
                    found.append(Mention(a, b, surface, surface, "unknown"))
        found.sort(key=lambda x: x.start)
        return found

    def _discovered(self, text: str) -> tuple[tuple[int, int, str], ...]:
        """Every token of ``text`` with a name's shape (:meth:`_may_be_name`) as (start, end,
        surface).  They depend on the text alone (:meth:`_mentions` drops those inside known
        names, models and excluded spans), and a segment's text is read with and without its
        claims excluded, so the last few thousand texts' answers are kept."""
        memo = self._discover_memo
        got = memo.get(text)
        if got is not None:
            return got
        got = tuple((m.start(), m.end(), m.group(0)) for m in _DISCOVER.finditer(text) if self._may_be_name(m.group(0)))
        if len(text) <= MEMO_MAX_TEXT:
            if len(memo) >= 4096:
                memo.clear()  # bounded: the memo only ever saves time
            memo[text] = got
        return got

    def _may_be_name(self, surface: str) -> bool:
        """True when a discovered token has a name's shape and is neither listed vocabulary nor
        code-like (kept per token: the same words come back in every text)."""
        memo = self._shape_memo
        got = memo.get(surface)
        if got is None:
            got = _is_name_shape(surface, self._adjective) and not self.is_negative(surface) and not _looks_like_code(surface) \
                and fold_name(re.split(r"[-_\s]", surface, maxsplit=1)[0]) not in self.res.source_words
            if len(surface) <= MEMO_MAX_TOKEN:
                if len(memo) >= 65536:
                    memo.clear()
                memo[surface] = got
        return got

    def _known_mentions(self, text: str) -> tuple[tuple[Mention, ...], bytes]:
        """The listed names of ``text`` and chips with their memory glued on, in that order, with
        the characters they take (1 per character; length ``len(text) + 1``).  They do not depend
        on ``exclude``, and one segment's text is read several times (its names, its claims, its
        subject), so the last few thousand texts' answers are kept."""
        memo = self._known_memo
        got = memo.get(text)
        if got is not None:
            return got
        found: list[Mention] = []
        taken = bytearray(len(text) + 1)
        for m in self._known.finditer(text):
            known = self.canonical(m.group(0))
            if known is None or (self._cased_folded and fold_name(m.group(0)) in self._cased_folded
                                 and fold_name_cased(m.group(0)) not in self._cased):
                continue
            found.append(Mention(m.start(), m.end(), m.group(0), known[0], known[1]))
            taken[m.start():m.end()] = b"\x01" * (m.end() - m.start())
        for m in self._chip_with_memory(text, taken):
            found.append(m)
            taken[m.start:m.end] = b"\x01" * (m.end - m.start)
        got = (tuple(found), bytes(taken))
        if len(text) <= MEMO_MAX_TEXT:
            if len(memo) >= 4096:
                memo.clear()  # bounded: the memo only ever saves time
            memo[text] = got
        return got

    def _chip_with_memory(self, text: str, taken) -> list[Mention]:
        """Chips written with their memory glued on (``A100x80GB``, ``A100-80GB``) or after their
        count (``8xH100``, ``4xL4``): the chip's name is matched only when it stands alone, so
        find these apart."""
        out = []
        if self._chip is None:
            return out
        # each search only where the text has what its match must touch — a digit then x / ×
        # before the chip, x / × / - then a digit after it (same matches, most texts skip both)
        for m in self._chip_counted.finditer(text) if _DIGIT_TIMES.search(text) else ():
            known = self.canonical(m.group(0))
            if known and not taken[m.start()]:
                out.append(Mention(m.start(), m.end(), m.group(0), known[0], known[1]))
        for m in self._chip.finditer(text) if _TIMES_DIGIT.search(text) else ():
            if taken[m.start()] or not self._chip_suffix.match(text, m.end()):
                continue
            known = self.canonical(m.group(0))
            if known:
                out.append(Mention(m.start(), m.end(), m.group(0), known[0], known[1]))
        return out

    def _model_names(self, text: str, excluded) -> list[Mention]:
        """Models named by a family and its parts (rules/entities.yaml ``model_families``).

        The name stops before an excluded span (a claim such as the 7B of ``Llama-2 7B``) and
        is dropped when a letter or digit continues it (``Phil``, ``Grokking``).  A bare family
        counts when it has four letters or more and is not an entity of its own."""
        if self._family is None:
            return []
        out = []
        for m in self._family.finditer(text):
            if any(excluded[m.start():m.end()]):
                continue
            end = m.end()
            parts = 0
            spaced_ok = True
            while True:
                part = self._part_joined.match(text, end) or (spaced_ok and self._part_spaced.match(text, end))
                if not part or part.end() == end or any(excluded[part.start():part.end()]):
                    break
                end = part.end()
                parts += 1
                # after a word part ("Instruct", "Chat") a spaced number is another figure
                # ("Llama 3.1 8B Instruct 1 x A100"), not part of the name
                spaced_ok = part.group(0).strip(" -_.").casefold() not in self._name_words
            if end < len(text) and (text[end].isalnum() and text[end].isascii()):
                continue
            surface = text[m.start():end].rstrip("-_. ")
            if not parts and (len(fold_name(surface)) < 4 or self.canonical(surface) or self.is_negative(surface)):
                continue
            known = self.canonical(surface)
            if known is not None and known[1] != "model":
                continue
            canonical = known[0] if known else re.sub(r"\s+", " ", surface)
            out.append(Mention(m.start(), m.start() + len(surface), surface, canonical, "model"))
        return out

    def named(self, surface: str, start: int = 0, end: int | None = None) -> Mention:
        """A Mention for a name found by position (a heading's word, a table row label, the
        name before an id): its known entity, else the known entity it misspells
        (:meth:`likely_known`), else itself as ``unknown``."""
        end = start + len(surface) if end is None else end
        known = self.canonical(surface) or self.likely_known(surface)
        if known:
            return Mention(start, end, surface, known[0], known[1])
        return Mention(start, end, surface, surface, "unknown")

    def likely_known(self, surface: str) -> tuple[str, str] | None:
        """(canonical, type) of the known entity an unknown name misspells (``Continnum`` →
        Continuum), or None: a :meth:`near_miss` of a listed name that is neither a member
        of its family (:func:`same_family`), nor capitalised unlike it (:func:`unlike_shapes`:
        a fresh-user trial of session 16 saw "MoonCache" read as Mooncake with no CC205), nor a
        different name sharing parts with it (:func:`shares_parts_unlike`).  Cached per surface."""
        if surface in self._likely:
            return self._likely[surface]
        result = None
        hit = self.near_miss(surface, {name: 1 for name in self.res.entities})
        if hit and (not same_family(surface, hit[0]) or acronym_slip(surface, hit[0], self._slip_min)) \
                and not unlike_shapes(surface, hit[0]) and \
                not shares_parts_unlike(surface, hit[0], float(self.res.fuzzy["min_score"])):
            result = (hit[0], self.res.entities[hit[0]].type)
        self._likely[surface] = result
        return result

    def near_miss(self, surface: str, candidates: dict[str, int]) -> tuple[str, float] | None:
        """The name ``surface`` is probably a typo of, with its score, or None.

        Args:
            surface: an unknown (discovered) name.
            candidates: known canonical names and discovered names with their frequencies.
        A candidate qualifies when ``fuzz.ratio`` ≥ ``fuzzy.min_score``, Levenshtein
        distance ≤ ``fuzzy.max_edits``, both are at least ``fuzzy.min_length`` long, the
        two differ by more than case/separators, and neither name is a known alias of the
        other.  Names that differ only in a digit (``EAGLE-2`` / ``EAGLE-3``) never qualify.
        """
        fz = self.res.fuzzy
        a = fold_name(surface)
        if len(a) < fz["min_length"]:
            return None
        best = None
        a_letters = _DIGITS.sub("", a)
        folded = self._folded
        for name, count in candidates.items():
            got = folded.get(name)
            if got is None:
                if len(folded) >= 65536:
                    folded.clear()  # bounded: the memo only ever saves time
                b = fold_name(name)
                got = folded[name] = (b, _DIGITS.sub("", b))
            b, b_letters = got
            if a == b or len(b) < fz["min_length"]:
                continue
            if a_letters == b_letters:
                continue  # EAGLE-2 vs EAGLE-3: different entities
            if Levenshtein.distance(a, b) > fz["max_edits"] or (a.isdigit() or b.isdigit()):
                continue
            score = fuzz.ratio(a, b)
            if score < fz["min_score"]:
                continue
            if best is None or (score, count) > (best[1], best[2]):
                best = (name, score, count)
        return (best[0], best[1]) if best else None


def _looks_like_code(surface: str) -> bool:
    """Identifiers that are not names: hex-ish hashes, pure unit tokens (TB, GB, MB)."""
    if re.fullmatch(r"[A-Za-z]{1,2}\d+[A-Za-z]?", surface):
        return True  # TP8, E1, C1, R13, K3, v267, Q4: settings, labels and versions
    return bool(re.fullmatch(r"[0-9a-f]{7,}", surface)) or surface.upper() in {"GB", "MB", "TB", "GIB", "KB"}
