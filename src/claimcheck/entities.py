"""Entity mentions: known names from ``rules/entities.yaml`` and names discovered in the text.

Known names match case-insensitively with separators folded (``Deepseek V4 Pro`` =
``DeepSeek-V4-Pro``).  Unknown names are discovered by shape: CamelCase (``VeriCache``),
letters with digits (``C2C``, ``SMAC3``), all capitals (``KVSET``) — never the
vocabulary listed under ``negatives``.  The near-miss test behind CC205 uses rapidfuzz.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein
from rapidfuzz import fuzz

from .resources_impl import Resources, fold_name

SUBJECT_TYPES = ("engine", "method", "paper", "benchmark", "unknown")


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
_DISCOVER = re.compile(r"(?<![A-Za-z0-9_\-.])(?>[A-Za-z][A-Za-z0-9]*+(?:-[A-Za-z0-9]++)*+)(?![A-Za-z0-9_])")
_CAMEL = re.compile(r"[A-Z][a-z0-9]+[A-Z]|[A-Z]{2,}[a-z]+[A-Z]?|[A-Z][a-z]+[A-Z]")


def _is_name_shape(token: str) -> bool:
    """CamelCase (VeriCache, DSpark), letters with digits (C2C, SMAC3, Qwen3) or all capitals
    of three or more letters (KVSET): the shapes of system names in our notes."""
    head = token.split("-")[0]
    if _CAMEL.search(head) or re.match(r"[A-Z]+[a-z]*[A-Z]", head):
        return True
    if re.search(r"\d", head) and re.search(r"[A-Za-z]", head):
        return True
    return bool(re.fullmatch(r"[A-Z]{3,}", head))


class EntityResolver:
    """Finds entity mentions in text with the data of one :class:`Resources`."""

    def __init__(self, resources: Resources) -> None:
        self.res = resources
        parts = []
        for alias in sorted(resources.alias_index, key=len, reverse=True):
            pass
        spellings = set()
        for name, ent in resources.entities.items():
            spellings.add(name)
            spellings.update(ent.aliases)
        for spelling in sorted(spellings, key=len, reverse=True):
            pieces = re.split(r"[\s\-_.]+", spelling)
            body = r"[\s\-_.]?".join(re.escape(p) for p in pieces if p)
            parts.append(body)
        self._known = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(parts) + r")(?![A-Za-z0-9])", re.IGNORECASE)

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
        """
        found: list[Mention] = []
        taken = [False] * (len(text) + 1)
        excluded = [False] * (len(text) + 1)
        for a, b in exclude:
            for i in range(max(0, a), min(len(text), b)):
                excluded[i] = True
        for m in self._known.finditer(text):
            known = self.canonical(m.group(0))
            if known is None:
                continue
            found.append(Mention(m.start(), m.end(), m.group(0), known[0], known[1]))
            for i in range(m.start(), m.end()):
                taken[i] = True
        if discover:
            for m in _DISCOVER.finditer(text):
                if any(taken[m.start():m.end()]) or any(excluded[m.start():m.end()]):
                    continue
                surface = m.group(0)
                if not _is_name_shape(surface) or self.is_negative(surface) or _looks_like_code(surface):
                    continue
                found.append(Mention(m.start(), m.end(), surface, surface, "unknown"))
        found.sort(key=lambda x: x.start)
        return found

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
        for name, count in candidates.items():
            b = fold_name(name)
            if a == b or len(b) < fz["min_length"]:
                continue
            if re.sub(r"\d", "", a) == re.sub(r"\d", "", b):
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
