"""CC101–CC103 — consistency of lists and rankings within a document: a stated count against
the items enumerated, an item named twice, a rank word beaten by a figure beside it
(rules/checks/CC101–CC103; DESIGN.md §4–§5).

Each check function takes a :class:`~claimcheck.checks.context.CheckContext` and its rule
and yields :class:`~claimcheck.checks.context.Draft` records.
"""
from __future__ import annotations

import bisect
import functools
import re
from decimal import Decimal
from collections import defaultdict
from typing import Iterator

from claimcheck.model import Claim, fmt_decimal
from claimcheck.checks.context import CheckContext, Draft, _where, conditions_compatible
from claimcheck.frames.entities import SUBJECT_TYPES, same_name
from claimcheck.extraction.protected import VERSION_TAIL
from claimcheck.text.segment import HEADER_HALVES, ROUND_CLOSE, ROUND_OPEN, row_cells


# -- CC101 count-mismatch / CC102 duplicate-item --------------------------------------
_ZH_DIGITS = "一二三四五六七八九十"
_BOUNDARY = r"(?:(?<=^)|(?<=[\s：:；;，,。、]))"
#: inline enumeration styles: (name, pattern with one group holding the ordinal)
_MARKER_STYLES = (
    ("paren", re.compile(_BOUNDARY + r"(\d{1,2})[)）]")),
    ("full-paren", re.compile(r"[（(](\d{1,2})[)）]")),
    ("dotted", re.compile(_BOUNDARY + r"(\d{1,2})(?:\.(?=\s|[^\d\s.])|、)")),
    ("circled", re.compile(r"([①-⑳])")),
    ("paren-digit", re.compile(r"([⑴-⒇])")),
    ("zh-shi", re.compile(_BOUNDARY + rf"([{_ZH_DIGITS}]{{1,2}})是")),
    ("zh-qi", re.compile(_BOUNDARY + rf"其([{_ZH_DIGITS}])(?=[，,、：:\s])")),
    ("zh-di", re.compile(_BOUNDARY + rf"第([{_ZH_DIGITS}]{{1,2}})(?=[，,、：:]|[点条项个步](?:[，,、：:是]|$))")),
    ("letter", re.compile(r"(?:[（(]|" + _BOUNDARY + r")([a-h])[)）]")),
)
_LIST_MARKER = re.compile(r"^(?:[-*+•·]\s+|\d{1,3}[.)、）]\s*|[（(]\d{1,3}[)）]\s*)")
_JOINS = r"[和与及]|以及|\band\b"
_CONJUNCTION = re.compile(rf"{_JOINS}|\bor\b")
#: a last list item that is two one-word Latin names joined by a conjunction ("MicroBatch 和 eplb")
_TWO_NAMES = re.compile(rf"([A-Za-z][\w.+\-]*)\s*(?:{_JOINS})\s*([A-Za-z][\w.+\-]*)\s*(?:[，,；;]|$)")
#: a ；-separated item that opens with two one-word Latin names joined by a conjunction, then says
#: something of both ("chgnet 与 fairchem-core 标注 3.10+"): it may count as two members
_TWO_NAMES_OPENING = re.compile(rf"([A-Za-z][\w.+\-]*)\s*(?:{_JOINS})\s*([A-Za-z][\w.+\-]*)(?=\s|[，,：:]|$)")


def _ordinal(style: str, token: str) -> int:
    if style == "circled":
        return ord(token) - ord("①") + 1
    if style == "paren-digit":
        return ord(token) - ord("⑴") + 1
    if style == "letter":
        return ord(token) - ord("a") + 1
    if token.isdigit():
        return int(token)
    value = 0
    for ch in token:  # 一 … 九, 十, 十一 … 十九, 二十
        digit = _ZH_DIGITS.index(ch) + 1
        value = (value or 1) * 10 if digit == 10 else value + digit
    return value


def inline_items(text: str, base: int = 0) -> list[tuple[int, str]]:
    """Items of an inline enumeration in ``text`` (``1）… 2）…``, ``(1) (2)``, ``1. 2.``,
    ``①②``, ``⑴⑵``, ``一是…二是…``, ``其一…其二``, ``第一，…第二，…``, ``(a) (b)``).

    The style whose item 1 comes first wins; items are the markers numbered 1, 2, 3 … in
    order (a stray "(2)" inside an item does not count).  Returns (0-based offset + ``base``,
    item text) for each item; [] when there is no run of at least two.

    Args:
        text: the text after the list's introduction.
        base: added to every offset (the text's offset in its line).
    """
    best = None
    for style, pattern in _MARKER_STYLES:
        run, expected = [], 1
        for m in pattern.finditer(text):
            if _ordinal(style, m.group(1)) == expected:
                run.append(m)
                expected += 1
        if len(run) >= 2 and (best is None or run[0].start() < best[0].start()):
            best = run
    if not best:
        return []
    items = []
    for i, m in enumerate(best):
        end = best[i + 1].start() if i + 1 < len(best) else len(text)
        items.append((base + m.start(), text[m.end():end].strip(" \t；;，,。.")))
    return items


def _strip_brackets(text: str) -> str:
    """``text`` with bracketed asides removed (their separators are not list separators)."""
    previous = None
    while previous != text:
        previous = text
        text = re.sub(r"[（(][^（()）]*[)）]", lambda m: " " * len(m.group(0)), text)
    return text


#: a slash between spaces that separates list items (" / "); matched at the space before it
_SPACED_SLASH = re.compile(r" / (?=\S)")


def separated_items(text: str, base: int = 0, addition: re.Pattern | None = None) -> tuple[list[tuple[int, str]], int]:
    """Items of ``text`` separated by ``、`` or ``；``/``;`` (outside brackets), or by two or
    more slashes between spaces (" / "), up to the end of the sentence.  Returns (items, extra): ``extra`` is 1 when the last ``、`` item joins
    two with 和/与/及/and, so the list may hold one item more, and grows by one for each ``；``
    item that opens with two Latin names so joined ("chgnet 与 fairchem-core 标注 3.10+").

    Args:
        text: the text after the list's introduction.
        base: added to every offset (the text's offset in its line).
        addition: CC101's ``addition_words`` as a pattern (:func:`addition_pattern`), or None.
            A comma, one of these words and more names after the last ``、`` item ("A、B、C、D 四个
            常用命令，外加 E 与 F"; held-out set 22) may continue the list or stand beside it:
            the last item ends at the comma and ``extra`` grows by the names after the word, so
            the count may be either reading.
    """
    end = re.search(r"。|\.(?=\s|$)|[！？!?]", text)
    text = text[:end.start()] if end else text
    plain = _strip_brackets(text)
    unclosed = re.search(r"[（(]", plain)
    if unclosed is not None:
        # a bracket still open at the end goes on in the next line of a hard-wrapped paragraph:
        # its separators are its own ("一次是 ANSYS msh，一次是 Gmsh（支持 2.2、4.0、4.1" + "三个格式版
        # 本）"; held-out set 32's trap R006), not the list's
        plain = plain[:unclosed.start()] + " " * (len(plain) - unclosed.start())
    for sep in ("；;", "、", " / "):
        if sep == " / ":
            # "四块：ALERTS 告警 / CHANGES 变更 / CARRY-OVER 遗留 / NEXT 下一班注意" (held-out set 27):
            # a slash between spaces, never one inside a unit ("tok/s") or a name ("TCP/IP")
            cuts = [m.start() for m in _SPACED_SLASH.finditer(plain)]
            if len(cuts) < 2:
                continue
        else:
            cuts = [m.start() for m in re.finditer(f"[{sep}]", plain)]
        if not cuts:
            continue
        if sep == "；;" and len(cuts) == 1:
            head = plain[:cuts[0]]
            if "、" in head or len(_SPACED_SLASH.findall(head)) >= 2:
                # "四种方案：甲、乙、丙、丁；此外还有…": the semicolon ends the 、 (or slash) list
                return separated_items(text[:cuts[0]], base)
            if len(re.findall(r"[,，]", head)) >= 2:
                return [], 0  # "three artifacts: X, Y, and Z; see …": a comma list, not counted
        items, start = [], 0
        step = 3 if sep == " / " else 1
        for cut in cuts + [len(text)]:
            piece = text[start:cut]
            if piece.strip():
                items.append((base + start + len(piece) - len(piece.lstrip()), piece.strip()))
            start = cut + step
        if sep == "、" and any(re.search(r"[，,]", _strip_brackets(t)) for _, t in items[1:-1]):
            # "A 为 117B 参数、5.1B 激活，B 为 21B 参数、3.6B 激活": the 、 joins parts of two
            # clauses the comma separates (held-out set 10), not the items of one list
            return [], 0
        added = 0
        if sep == "、" and addition is not None and items:
            more = addition.search(_strip_brackets(items[-1][1]))
            if more is not None:
                tail = items[-1][1][more.end():]
                names = [t for t in re.split(rf"\s*(?:{_JOINS}|、|[,，])\s*", _strip_brackets(tail)) if t.strip()]
                if names and all(len(t.split()) <= 2 and len(t.strip()) <= 24 for t in names):
                    added = len(names)
                    items[-1] = (items[-1][0], items[-1][1][:more.start()].strip())
        extra = 1 if sep == "、" and items and _CONJUNCTION.search(_strip_brackets(items[-1][1])) else 0
        if sep == "；;":
            # "四个 README 的 Python 要求：mace-torch 要求 …；chgnet 与 fairchem-core 标注 3.10+；matgl
            # 未单列": an item about two names counts them both (held-out set 25)
            added += sum(1 for _, t in items if _TWO_NAMES_OPENING.match(t))
        two = _TWO_NAMES.match(items[-1][1]) if extra else None
        if two is not None:
            # "FlashMLA、DeepEP、MicroBatch 和 eplb": two names joined in the last item are two
            # items; a phrase ("统一 KV 管理和回收") may be one, so only names decide the reading
            at = items[-1][0]
            items[-1:] = [(at, two.group(1)), (at + two.start(2), two.group(2))]
            extra = 0
        return items, extra + added
    return [], 0


def addition_pattern(words) -> re.Pattern | None:
    """CC101's ``addition_words`` ("外加", "plus") as the pattern :func:`separated_items` looks
    for: a comma, then one of the words.  None when there are no words."""
    words = [str(w) for w in words or ()]
    if not words:
        return None
    alternatives = "|".join(re.escape(w) if not w.isascii() else rf"\b{re.escape(w)}\b"
                            for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"[，,]\s*(?:{alternatives})\s*")


class CommaList:
    """How CC101 reads an English comma list ("two schedulers: FCFS, SJF and EDF").

    Built from CC101's (or CC102's) ``comma_lists`` parameters (``rules/checks/CC101-count-mismatch.yaml``)
    over ``shared``, rules/grammar.yaml ``comma_list_words`` (``open_words``, ``clause_words``):
    ``conjunctions`` (the words before the last item: "and", "or"), ``max_item_words`` (an item
    longer than this many words is a phrase, and the list may hold
    clauses: not counted), ``open_words`` (words that leave a list open or partial — "etc.",
    "such as", "including": not counted) and ``clause_words`` (words of a clause — "which", "is"
    — in an item: not counted).  The list must end in "and"/"or" before its last item ("A, B
    and C", "A, B, and C"): without it a comma run after a count may be its attributes
    ("8 GPUs: A100, 80GB"), not its items.
    """

    def __init__(self, parameters: dict | None = None, shared: dict | None = None) -> None:
        # the open and clause words are shared by CC101 and CC102 (grammar.yaml
        # comma_list_words, ``shared``); a rule's own list replaces them
        parameters = {**(shared or {}), **(parameters or {})}
        self.max_words = int(parameters.get("max_item_words", 4))
        self.bare_max_words = int(parameters.get("bare_max_item_words", 0))
        self.open_words = _word_pattern(parameters.get("open_words") or ())
        self.clause_words = _word_pattern(parameters.get("clause_words") or ())
        self.reference_words = tuple(str(w).casefold() for w in parameters.get("bracket_reference_words") or ())
        # the words that close a list before its last item ("A, B and C")
        self.conjunctions = "|".join(re.escape(str(w)) for w in parameters.get("conjunctions") or ("and", "or"))
        self.conjunction = re.compile(rf"(?<!\w)(?:{self.conjunctions})(?!\w)")
        pinned = parameters.get("pinned_item_pattern")
        # "cleo 2.1.0, docopt 0.6.2, fire 0.7.1": pinned packages, a list without "and" (held-out set 29)
        self.pinned = re.compile(str(pinned)) if pinned else None
        mapping = [str(w) for w in parameters.get("mapping_words") or () if str(w).strip()]
        # ", mapped to …": the items after restate those before, item for item (held-out set 29)
        self.mapping = re.compile(rf"[,，]\s*(?:{'|'.join(map(re.escape, sorted(mapping, key=len, reverse=True)))})(?!\w)",
                                  re.IGNORECASE) if mapping else None

    def reference(self, inner: str) -> bool:
        """True when a bracket's text opens with a word of ``bracket_reference_words`` ("见",
        "e.g."): a pointer elsewhere or a few examples, not the list of what is counted."""
        return inner.strip().casefold().startswith(self.reference_words) if self.reference_words else False

    def items(self, text: str, base: int = 0, bracketed: bool = False,
              continued: bool = False) -> list[tuple[int, str]]:
        """Items of ``text`` (what follows a count's colon, or the inside of a bracket after it)
        separated by ", " with "and"/"or" before the last, up to the end of the sentence.

        ``bracketed``: ``text`` is the inside of a bracket right after the count; there the
        conjunction may be left out when no item holds a digit ("five other projects (dbm,
        shelve, sqlitedict, pickleDB)", held-out set 14) — a bracket of attributes holds figures
        ("8 GPUs (A100, 80GB)") and stays uncounted.  After a colon it may be left out too when
        the list closes its sentence, has three items or more, none holds a digit and each has
        at most ``bare_max_item_words`` words ("four workloads: chat, code, RAG."; a fresh-user
        trial, session 28; 0 turns this off).

        ``continued``: the line goes on in the next line of its paragraph (a soft-wrapped
        Markdown paragraph).  A list that runs to the end of such a line without a sentence end
        is cut by the wrap, and its last item may be half a phrase ("two core tools: a module
        abstraction, `hk.Module`, and a simple" + "function transformation, `hk.transform`.";
        batch-33 dm-haiku.md): not counted.

        A list of three or more pinned packages that closes its sentence ("cleo 2.1.0, docopt 0.6.2,
        fire 0.7.1."; each item a full match of ``pinned_item_pattern``) needs no conjunction.

        A comma and a word of ``mapping_words`` ("…, DEBUG, mapped to -q, …") end the list: the
        items after it restate those before, item for item (held-out set 29).

        Returns (0-based offset + ``base``, item text) per item; [] when ``text`` is no such
        list (no comma, no conjunction before the last item, an open word, an item too long or
        holding a clause word)."""
        # (a colon between digits is part of an item: "4:2:0", "16:9", "12:30"; held-out set 16)
        end = re.search(r"。|\.(?=\s|$)|[！？!?；;]|(?<!\d)[：:]|[：:](?!\d)", text)
        if end is None and continued:
            return []  # the list goes on past a soft line wrap: its items are not all on this line
        closed = end is None or end.group() not in "：:"  # the list ends its sentence (or the line)
        text = text[:end.start()] if end else text
        mapped = self.mapping.search(text) if self.mapping is not None else None
        if mapped is not None:
            text, closed = text[:mapped.start()], True  # "…, DEBUG, mapped to -q, …, -vvv": the first list
        plain = _strip_brackets(text)
        if ", " not in plain or (self.open_words and self.open_words.search(plain)):
            return []
        items: list[tuple[int, str]] = []
        start = 0
        for cut in [m.start() for m in re.finditer(r",", plain)] + [len(plain)]:
            items.append((start, text[start:cut]))
            start = cut + 1
        if any(self.conjunction.search(_strip_brackets(item)) for _, item in items[:-1]):
            return []  # "a pod, a job, or a set in A, B, and C": groups within groups, not one list
        last_at, last = items[-1]
        joined = re.match(rf"(\s*)(?:{self.conjunctions})\s+", last)
        if joined and len(items) >= 3:
            items[-1] = (last_at + joined.end(), last[joined.end():])  # "A, B, and C"
        else:
            inner = list(re.finditer(rf"\s(?:{self.conjunctions})\s", _strip_brackets(last)))
            if not inner and bracketed and not re.search(r"\d", text):
                pass  # "(dbm, shelve, sqlitedict, pickleDB)": names in the count's bracket
            elif not inner and not bracketed and closed and len(items) >= 3 and self.bare_max_words and \
                    not re.search(r"\d", text) and \
                    all(0 < len(_strip_brackets(item).split()) <= self.bare_max_words for _, item in items):
                pass  # "four workloads: chat, code, RAG.": short names that close the sentence
            elif not inner and closed and len(items) >= 3 and self.pinned is not None and \
                    all(self.pinned.fullmatch(_strip_brackets(item).strip()) for _, item in items):
                pass  # "dependencies (four): cleo 2.1.0, docopt 0.6.2, fire 0.7.1, plac 1.4.7.": pinned packages
            elif len(inner) != 1:
                return []  # no conjunction before the last item, or two: not read as a list
            else:
                m = inner[0]
                items[-1:] = [(last_at, last[:m.start()]), (last_at + m.end(), last[m.end():])]
        out = []
        for at, item in items:
            lead = len(item) - len(item.lstrip())
            item = item.strip()
            words = _strip_brackets(item).split()
            if not words or len(words) > self.max_words or \
                    (self.clause_words and self.clause_words.search(_strip_brackets(item))):
                return []
            out.append((base + at + lead, item))
        return out


def _word_pattern(words) -> re.Pattern | None:
    """Whole words or phrases (case-insensitive), or None for none."""
    words = [str(w) for w in words if str(w).strip()]
    if not words:
        return None
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![\w]){alts}(?![\w])", re.IGNORECASE)


#: a bracket opening right after a count, or after a short Chinese noun that follows a count written
#: with a classifier ("三种算法（GPTQ、AWQ、HQQ、VPTQ）"; held-out sets 10, 11) …
_BRACKET_OPENS = r"(?:[\u4e00-\u9fff]{1,6})?\s*[（(]"
_BRACKET_OPENS_AFTER_COUNT = re.compile(_BRACKET_OPENS)
#: … and the whole bracket (no bracket inside it); group 1 is its text
_BRACKET_AFTER_COUNT = re.compile(_BRACKET_OPENS + r"([^（()）]*)[)）]")


def enumeration_after(ex, seg_index: int, claim: Claim, max_gap: int = 40,
                      number_end: re.Pattern | None = None,
                      commas: CommaList | None = None, reach: int = 4000,
                      addition: re.Pattern | None = None,
                      opener: re.Pattern | None = None,
                      table_pointer: "TablePointer | None" = None,
                      summary_rows: frozenset = frozenset(),
                      labelled: re.Pattern | None = None,
                      lead_in: re.Pattern | None = None) -> tuple[list[tuple[int, int, str]], int]:
    """Items enumerated after a count that introduces a list.

    The count introduces a list when a colon (or a Chinese dash ——) follows it within ``max_gap`` characters of its
    clause ("三大瓶颈：", "three bottlenecks for long prompts:"), or when it stands in a
    heading ("### 三个待解问题").  Items are, in order of preference: an inline enumeration
    after the colon (:func:`inline_items`), items separated by ``、`` / ``；``
    (:func:`separated_items`), an English comma list ending in "and"/"or" (``commas``,
    :class:`CommaList`), or — when the line ends with the colon, or is a heading — the
    list lines that follow (top level; ``extra`` is how many more the count may mean when the
    items with sub-items are counted as their sub-items).  A count followed by a bracketed
    list ("4 张（A / B / C / D）", "four backends (CUDA, ROCm and XPU)") counts the bracket's items.

    Args:
        ex: the :class:`~claimcheck.frames.extractor.DocumentExtract` holding the count.
        seg_index: the index of the count's segment in ``ex.segments``.
        claim: the count (a ``count`` claim).
        max_gap: CC101's ``max_gap_chars``.
        reach: CC101's ``inline_reach_chars``: an inline enumeration ("1）… 2）…") is looked for
            this far after the colon.
        number_end: :func:`number_end_pattern` (a text ending in a number, its scale word
            allowed): a ``/`` after one is a unit, no variant; None for digits alone.
        addition: :func:`addition_pattern` of CC101's ``addition_words`` (see :func:`separated_items`).
        opener: a pattern of CC101's ``list_openers`` ("…，分别是"), matched where no colon
            follows the count; None for none.
        lead_in: :func:`lead_in_pattern` of CC101's ``lead_in_sentences``: the count's sentence
            may end before the colon when the next one, ending its line, is only a pointer at the
            list ("We received four quotes. Summary below:"); None for none.
        table_pointer: a :class:`TablePointer` of CC101's ``table_pointers``: a count whose clause
            ends its line pointing at the table right under it ("共 5 家厂商，见下表："), or whose
            line names that table and ends with a colon ("下表对比 5 家厂商（…）："), has the
            table's rows as its items (but rows named by ``summary_rows``: 合计, Average); None
            for none.
    Returns:
        ((line, column, item text) for each item, extra), ``extra`` as in :func:`separated_items`.
    """
    seg = ex.segments[seg_index]
    line_text = seg.line_text
    start = claim.end_column - 1
    rest = line_text[start:]
    # the bracket right after the count, or after a short noun that follows a count written with
    # a classifier ("三种算法（GPTQ、AWQ、HQQ、VPTQ）", held-out set 10; "8 种可用向量库（…）", set 11)
    bracket = _BRACKET_AFTER_COUNT.match(rest)
    if bracket and (commas is not None and commas.reference(bracket.group(1))):
        bracket = None  # "3 条（见三、表）", "三种格式（如 FP8、INT4）": a reference or examples, no list
    if bracket and commas is not None:
        listed = commas.items(bracket.group(1), start + bracket.start(1), bracketed=True)
        if len(listed) >= 2:
            return [(seg.line, off + 1, text) for off, text in listed], 0
    if bracket and not re.search(r"[，,；;：:。=]|等|etc", bracket.group(1)):
        inner = bracket.group(1)  # "4 张（A / B / C / D）"; an aside with clauses is no list
        # one separator: 、 when the bracket has it (a "/" is then inside a name: "Multimodal
        # E/P/D", held-out set 8), else " / " or "/"
        separator = re.compile(r"\s*、\s*" if "、" in inner else r"\s*(?:\s/\s|/)\s*")
        parts, at = [], 0
        for cut in [*separator.finditer(inner), None]:
            piece = inner[at:cut.start() if cut else len(inner)]
            if piece.strip():
                # each item at its own column (they all stood at the bracket's, so a breakdown's
                # counts past the first item were never inside theirs; held-out set 27)
                parts.append((start + bracket.start(1) + at + len(piece) - len(piece.lstrip()) + 1, piece.strip()))
            at = cut.end() if cut else at
        if len(parts) >= 2:
            return [(seg.line, col, p) for col, p in parts], 0
    # the colon of a URL ("[4 bits](https://…)", "see https://…") introduces nothing
    # … or a Chinese dash ("共五种尺寸——tiny、base、…", held-out set 10)
    # … nor one past the end of the count's sentence ('"… in 20 lines." Fact-check: …', held-out set 25)
    # … nor one past a field separator ("增量 3 条 · 涉及 arXiv：A / B / C / D": the ids are another field's)
    # (a digit inside a word is no figure of its own: "Our two priorities for Q1: …"; fresh-user trial 48, r09)
    intro = re.match(rf"(?:(?!\.[\s\"'”’)）])(?:[^\d，,。；;!?！？·•|]|(?<=[A-Za-z])\d)){{0,{int(max_gap)}}}?(?:：|:(?!//)|——)", rest)
    if intro is None and lead_in is not None:
        # "We received four quotes. Summary below:" over the list (fresh-user trial 43, r12)
        intro = lead_in.match(rest)
    if intro is None and opener is not None:
        # "由三位维护者维护，分别是 A、B、C、D" (held-out set 28): a word that opens the items in
        # order (CC101 list_openers), past at most one comma of the count's clause
        intro = opener.match(rest)
    if intro:
        after = rest[intro.end():]
        base = start + intro.end()
        if table_pointer is not None and not after.strip() and table_pointer.names_before(line_text, claim.column - 1):
            # "下表对比 5 家托管厂商（…）：" over the table: its rows are the items
            rows = _table_rows_after(ex.segments, seg_index, summary_rows)
            if rows:
                return rows, 0
        # (markers within ``reach`` characters: a line of thousands of sentences was read to its
        # end again for each count, quadratic — a fresh-user trial of session 15)
        inline = inline_items(after[:reach], base)
        if len(inline) >= 2:
            return [(seg.line, off + 1, text) for off, text in inline], 0
        if after.strip():
            separated, extra = separated_items(after, base, addition)
            wrapped = _wrapped_items(ex.segments, seg_index, after, addition) if separated else None
            if wrapped is not None:
                return wrapped
            if not separated and commas is not None:
                separated = commas.items(after, base, continued=_wraps(ex.segments, seg_index))
            return [(seg.line, off + 1, text) for off, text in separated], extra
    elif table_pointer is not None and (table_pointer.ends.match(rest) or (
            line_text.rstrip().endswith((":", "：")) and table_pointer.names_before(line_text, claim.column - 1))):
        return _table_rows_after(ex.segments, seg_index, summary_rows), 0
    elif seg.kind != "heading" or re.search(r"[\d：:]", rest):
        return [], 0  # a heading ("### 三个待解问题") introduces the list under it without a colon
    lines = _labelled_lines(ex.segments, seg_index, labelled) if labelled is not None else []
    if lines:
        return lines, 0  # "主要技术风险有三项：" over "⚠️ R1：…", "⚠️ R2：…" lines (held-out set 31)
    items: list[tuple[int, int, str]] = []
    children: list[int] = []  # per top-level item: its items one level down
    child_indent: list[int | None] = []
    indent = None
    last_number = None  # the number of the last ordered item
    segments = ex.segments
    for i in range(seg_index + 1, len(segments)):  # no copy of the rest of the document per count
        other = segments[i]
        if other.line == seg.line:
            continue
        if other.kind != "list_item":
            break
        if other.sentence_index != 0:
            continue
        if indent is None:
            if _text_between(ex.document.text, seg.line, other.line):
                # "### Herbie 命令行三例" over a code block of three commands, then two bullets about
                # them: what stands between the heading and the list is what it counts (held-out set 40)
                break
            indent = other.offset
            marker = _marker_type(other.line_text)
        if other.offset < indent:
            break
        if other.offset == indent:
            if _marker_type(other.line_text) != marker:
                break  # "1. … 2. … 3." then "- …": another list (CommonMark §5.3; a fresh-user trial, session 33)
            number = re.match(r"\s*(\d{1,3})[.)、]", other.line_text)
            if number is not None and items and last_number is not None and int(number.group(1)) == 1 < last_number:
                # "1. … 4." then "1. … 4." again: a numbering that starts over is another list (a
                # translation of the first under a bilingual lead-in; fresh-user trial 49, r18)
                break
            last_number = int(number.group(1)) if number is not None else None
            items.append((other.line, other.offset + 1, _list_item_text(other)))
            children.append(0)
            child_indent.append(None)
        elif items:
            if child_indent[-1] is None:
                child_indent[-1] = other.offset
            if other.offset == child_indent[-1]:
                children[-1] += 1
    # "in three ways: 1. … 2. … (2.1 …, 2.2 …)": the ways may be counted at the leaves of the
    # list's first two levels too (an item with sub-items counts as its sub-items), and an item
    # that names variants ("Ragged paged attention v2/v3", "SDPA variants (sdpa / cudnn)") as them
    leaves = sum(n if n else 1 + _variants(text, number_end) for n, (_, _, text) in zip(children, items))
    return items, max(0, leaves - len(items))


def _text_between(text: str, first: int, last: int) -> bool:
    """Whether any line strictly between lines ``first`` and ``last`` (1-based) of the document
    ``text`` holds more than spaces: a code block, say, that no segment stands for."""
    return any(line.strip() for line in text.split("\n", max(last - 1, 0))[first:last - 1])


def _wrapped_items(segments, seg_index: int, after: str, addition: re.Pattern | None) -> tuple | None:
    """The items of a ``、`` list that a hard wrap carries onto the next line: the count's line
    ends with a ``、`` ("共八项：台站数据与检索、METAR、TAF、PIREP、AIRMET/SIGMET、NOTAM、" over "NBM、GFS；本协议
    只承诺…"), which no item ends with, and Markdown joins the next paragraph line to it
    (:func:`_wraps`).  The list goes on to the next line's first end of sentence or ``；``.
    Held-out set 38: the list was counted to the line's end (6 of 8) and a FALSE medium CC101
    fired.  Returns: ((line, column, text) per item, extra) as :func:`separated_items`, or None
    when the line does not end inside a ``、`` list."""
    if not after.rstrip().endswith("、") or not _wraps(segments, seg_index):
        return None
    seg = segments[seg_index]
    nxt = next((o for o in segments[seg_index + 1:] if o.line == seg.line + 1), None)
    if nxt is None:
        return None
    more = nxt.line_text
    end = re.search(r"[；;。！？!?]|\.(?=\s|$)", more)
    more = more[:end.start()] if end else more
    lead = len(more) - len(more.lstrip())
    joined = after.rstrip() + more.strip()
    cut = len(after.rstrip())  # where the next line's text begins in ``joined``
    items, extra = separated_items(joined, 0, addition)
    base = len(seg.line_text) - len(after)
    out = [(seg.line, base + off + 1, text) if off < cut else (nxt.line, off - cut + lead + 1, text)
           for off, text in items]
    return out, extra


def lead_in_pattern(words, max_gap: int) -> re.Pattern | None:
    """The rest of a count's line when its sentence ends within ``max_gap`` characters and the
    line ends with a short sentence that only points at the list below (CC101's
    ``lead_in_sentences``: "four quotes. Summary below:", "四项风险。明细如下："); None when no
    words are given.  The match ends at the colon, as the colon pattern of
    :func:`enumeration_after` does."""
    words = sorted((str(w) for w in words or ()), key=len, reverse=True)
    if not words:
        return None
    alternatives = "|".join(map(re.escape, words))
    return re.compile(rf"[^\d，,。；;!?！？·•|:：]{{0,{int(max_gap)}}}?[.。]\s*(?:{alternatives})\s*[:：](?=\s*$)",
                      re.IGNORECASE)


def labelled_line_pattern(words) -> re.Pattern:
    """A paragraph line that opens with a numbered label: an optional mark, one to four Latin
    letters or one of ``words`` (CC101 ``label_words``: 风险, 问题 …), a number and a colon ("⚠️ R1：",
    "C2:", "风险 3：")."""
    extra = "".join("|" + re.escape(str(w)) for w in sorted(map(str, words or ()), key=len, reverse=True))
    return re.compile(r"(?:[^\w\s]{1,3}\s?)?(?P<label>[A-Za-z]{1,4}" + extra + r")\s?(?P<n>\d{1,2})\s?[：:]")


def _labelled_lines(segments, seg_index: int, pattern: re.Pattern) -> list[tuple[int, int, str]]:
    """The paragraph lines right after the count's line that open with one numbered label
    (``pattern``: :func:`labelled_line_pattern`) counting up from 1 ("⚠️ R1：…", "⚠️ R2：…"), as
    (line, column, text) items; [] unless there are two or more (a label's list is as much a list
    as a Markdown one)."""
    seg = segments[seg_index]
    items: list[tuple[int, int, str]] = []
    label, line = None, seg.line
    for other in segments[seg_index + 1:]:
        if other.line == line or other.sentence_index != 0:
            continue
        if other.line != line + 1 or other.kind != "paragraph":
            break
        m = pattern.match(other.text)
        if m is None or (label is not None and m.group("label") != label) or int(m.group("n")) != len(items) + 1:
            break
        label, line = m.group("label"), other.line
        items.append((other.line, other.offset + 1, other.text))
    return items if len(items) >= 2 else []


class TablePointer:
    """The words that point a count at the table right under it (CC101 ``table_pointers``):
    ``ends`` matches the rest of a count's line that ends with one ("，见下表：", within
    ``max_gap`` characters, past at most one comma); ``word`` finds one anywhere in a line."""

    def __init__(self, words, max_gap: int) -> None:
        alternatives = "|".join(re.escape(str(w)) for w in sorted(map(str, words), key=len, reverse=True))
        self.ends = re.compile(rf"[^\d。；;!?！？·•|]{{0,{int(max_gap)}}}?[，,]?\s*(?:{alternatives})\s*[:：]?\s*$",
                               re.IGNORECASE)
        self.word = re.compile(alternatives, re.IGNORECASE)

    def names_before(self, line: str, at: int) -> bool:
        """A pointer word stands before column ``at`` of ``line`` in the count's own clause
        ("下表对比 5 家厂商"), not in a clause before it ("…如下表，其中最常用的 4 个…": a part of
        the table is counted; batch-28 lac.md)."""
        hits = list(self.word.finditer(line, 0, at))
        return bool(hits) and not re.search(r"[，,;；。]", line[hits[-1].end():at])


def _table_rows_after(segments, seg_index: int, summary_rows: frozenset) -> list[tuple[int, int, str]]:
    """The rows of the table that starts on the line right after ``segments[seg_index]``'s, as
    (line, 1, row label) items: one per line of cells under the header, a row whose label is in
    ``summary_rows`` (folded: 合计, total, average) left out; [] when no table follows at once."""
    seg = segments[seg_index]
    rows: dict[int, str] = {}
    for other in segments[seg_index + 1:]:
        if other.line == seg.line:
            continue
        if other.kind not in ("table_header", "table_cell"):
            break
        if not rows and other.kind == "table_header" and other.line > seg.line + 2:
            break  # a table further down is no table "below" the count
        if other.kind == "table_cell" and other.line not in rows:
            label = (other.row_label or "").strip()
            rows[other.line] = label
    return [(line, 1, label) for line, label in rows.items() if label.casefold() not in summary_rows]


#: a list line's marker: a bullet character, or an ordinal's delimiter after its digits
_MARKER = re.compile(r"^\s*(?:(?P<bullet>[-*+•])|\d{1,3}(?P<delim>[.)）]))\s")


def _marker_type(line: str) -> str | None:
    """The kind of a list line's marker — its bullet character, or "1." / "1)" for an ordinal with
    that delimiter — or None; a change of it starts a new list (CommonMark 0.31, §5.3 Lists)."""
    m = _MARKER.match(line)
    if m is None:
        return None
    return m.group("bullet") or "1" + m.group("delim")


def _wraps(segments, seg_index: int) -> bool:
    """True when the line of ``segments[seg_index]`` is soft-wrapped: a paragraph or list line
    whose next line is a paragraph line (no blank line, marker or heading between them), which
    Markdown joins to it.  Segments are per line and sentence, in order."""
    seg = segments[seg_index]
    if seg.kind not in ("paragraph", "list_item"):
        return False
    for other in segments[seg_index + 1:]:
        if other.line == seg.line:
            continue
        return other.line == seg.line + 1 and other.kind == "paragraph"
    return False


#: a link target or URL (its slashes separate no variants)
_URL = re.compile(r"\]\([^)]*\)|https?://\S+|www\.\S+")
#: one word (letters first) on each side of a "/" or " + ": "v2/v3", "sdpa / cudnn", "Ring + BlockSparse"
_VARIANT_JOIN = re.compile(r"(?:(?<![\w.,])[A-Za-z][\w.\-]*|\))\s*(?:/|\s\+\s)\s*(?=\(?[A-Za-z])")


def number_end_pattern(grammar: dict) -> re.Pattern:
    """A text that ends in a number, a scale word of rules/grammar.yaml ``scale_words`` after it
    allowed ("1,200", "7.37 万", "52.3k", "3 million"): what stands before a unit's slash."""
    scales = sorted({str(w) for words in (grammar.get("scale_words") or {}).values() for w in words},
                    key=lambda w: (-len(w), w))
    alt = "|".join(map(re.escape, scales))
    return re.compile(rf"\d(?:\s?(?:{alt}))?$" if alt else r"\d$")


def _variants(text: str, number_end: re.Pattern | None = None) -> int:
    """How many more things than one a list item names as variants of one another: the words
    joined by ``/`` or `` + `` ("v2/v3" → 1, "(sdpa / cudnn / cuda_flash_attn2)" → 2).  A slash
    after a number is a unit ("1,200 tok/s", "3 GB/s", "7.37 万 tok/s": none; ``number_end`` as in
    :func:`enumeration_after`), one in a link is a path, and a " + " inside a bracket joins the parts
    of the one thing the item names ("SimpleITK registration (affine + B-spline)": none)."""
    text = _URL.sub(" ", text)
    count = 0
    for m in _VARIANT_JOIN.finditer(text):
        before = text[:m.start()].rstrip()
        if before and (before[-1].isdigit() or (number_end is not None and number_end.search(before))):
            continue  # "1,200 tok/s", "3 GB/s", "7.37 万 tok/s": a unit of the number before it
        if "/" not in m.group(0) and before.count("(") + before.count("（") > before.count(")") + before.count("）"):
            continue  # "registration (affine + B-spline)": the parts of one thing, in its bracket (held-out set 31)
        count += 1
    return count


#: a list line whose item opens with a second marker, "   * - Probabilistic": the first cell of a row
#: of an RST list-table (docutils, "list-table" directive), its other cells the sub-list below it
_ROW_START = re.compile(r"\s*[-*+]\s+[-*+]\s")


#: a reStructuredText role around inline text (":code:`x`", ":py:func:`f`", docutils "Interpreted
#: Text"): the text in backticks stands for it
_RST_ROLE = re.compile(r"(?<![\w`:]):[A-Za-z][\w.+-]*(?::[A-Za-z][\w.+-]*)?:(`[^`]+`)")
#: an item that is a link and what a dash after it says: "[Ross Drucker](…) - Basketball"
_LINKED_LABEL = re.compile(r"\s*(?:[-*+•]\s*)?\[([^\]]{1,80})\]\([^)]*\)\s+[-–—]\s+(\S.*)")


def _list_item_text(seg) -> str:
    """The text of a list line without its marker (the whole line: the sentence splitter
    may cut "1." off as a sentence of its own)."""
    return _LIST_MARKER.sub("", seg.line_text.strip()).rstrip(" ；;，,。.")


def count_mismatch(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A stated count ("三大瓶颈：", "three bottlenecks:") differs from the items enumerated.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC101 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC101-count-mismatch.yaml``); parameters read: ``max_gap_chars``, ``list_openers``,
            ``table_pointers``, ``summary_rows``,
            ``min_items``, ``comma_lists`` (:class:`CommaList`), ``back_reference`` (:class:`BackReference`),
            ``max_listed_count`` (a larger count — "256 experts" — is no list's
            length, issue 14).  Of several counts before one colon only the last announces the list.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per count whose list disagrees (the count's
        claim; the items as extra locations).
    """
    max_gap = int(rule.parameters.get("max_gap_chars", 40))
    reach = int(rule.parameters.get("inline_reach_chars", 4000))
    min_items = int(rule.parameters.get("min_items", 2))
    max_listed = int(rule.parameters.get("max_listed_count", 20))
    number_end = number_end_pattern(ctx.resources.grammar)
    commas = CommaList(rule.parameters.get("comma_lists"), ctx.resources.grammar.get("comma_list_words"))
    joined = joined_number_pattern(ctx.resources.grammar, (rule.parameters.get("comma_lists") or {}).get("conjunctions")
                                   or ("and", "or"))
    english_numbers = ctx.resources.grammar.get("english_numbers") or {}
    joint_reach = int(rule.parameters.get("joint_reach_chars", 200))
    back = BackReference(rule.parameters.get("back_reference")) if rule.parameters.get("back_reference") else None
    kinds_share = float(rule.parameters.get("bracket_kinds_share", 0))
    part_label = breakdown_label_pattern(rule.parameters.get("breakdown_label_words"))
    addition = addition_pattern(rule.parameters.get("addition_words"))
    pair = _pair_word_pattern(rule.parameters.get("pair_words"))
    pointer = TablePointer(rule.parameters.get("table_pointers") or (), max_gap) \
        if rule.parameters.get("table_pointers") else None
    summary_rows = frozenset(str(w).casefold() for w in rule.parameters.get("summary_rows") or ())
    labelled = labelled_line_pattern(rule.parameters.get("label_words")) if "label_words" in rule.parameters else None
    numbered = re.compile(str(rule.parameters["numbered_table_pointer"]), re.IGNORECASE) \
        if rule.parameters.get("numbered_table_pointer") else None
    total_words = total_after_list_pattern(rule.parameters.get("total_after_list_words"))
    # (a count after one of them totals, in an aside too: "（任一满足即回滚，共四条）：" announces the list)
    aside_total = _words_anywhere(rule.parameters["total_after_list_words"]) \
        if rule.parameters.get("total_after_list_words") else None
    lead_in = lead_in_pattern(rule.parameters.get("lead_in_sentences"), max_gap)
    # a heading's count after a noun and one of ``heading_topic_words`` ("Notes on the four tools")
    # names what the section's items are about, not the items (held-out set 40)
    topics = [str(w) for w in rule.parameters.get("heading_topic_words") or ()]
    determiners = [str(w) for w in rule.parameters.get("heading_topic_determiners") or ()]
    topic = re.compile(r"\b[A-Za-z]{3,}\s+(?:" + "|".join(map(re.escape, topics)) + r")\s+"
                       + (r"(?:(?:" + "|".join(map(re.escape, determiners)) + r")\s+)?" if determiners else "")
                       + "$", re.IGNORECASE) if topics else None
    combined = [str(w) for w in rule.parameters.get("combination_words") or ()]
    combination = re.compile(r"^\W*(?:" + "|".join(map(re.escape, sorted(combined, key=len, reverse=True))) + r")(?![A-Za-z])",
                             re.IGNORECASE) if combined else None
    openers = [str(w) for w in rule.parameters.get("list_openers") or ()]
    opener = re.compile(rf"[^\d，,。；;!?！？·•|]{{0,{max_gap}}}?[，,]?\s*(?:"
                        + "|".join(map(re.escape, sorted(openers, key=len, reverse=True))) + r")\s*[:：]?\s*") \
        if openers else None
    for ex in ctx.extracts:
        if pair is not None:
            yield from _pairs_of_more(ex, pair, commas)
        doc_lines: list[list[str]] = []  # the document's lines, split once when a count looks back
        by_line = defaultdict(list)  # line → segment indices: one pass, not one per count
        for i, s in enumerate(ex.segments):
            by_line[s.line].append(i)
        starts_by_line: dict[int, list[int] | None] = {}  # line → its segments' offsets (bisected per count)
        counts_by_line = defaultdict(list)
        for c in ex.claims:
            if c.kind == "count":
                counts_by_line[c.line].append(c)
        for c in ex.claims:
            if c.kind != "count" or c.norm_value is None:
                continue
            if c.norm_value > max_listed:
                continue  # "256 experts", "3,072 GPUs": the size of a population, not of a list
            if c.norm_value != int(c.norm_value):
                continue  # "2.25 bits": a list has a whole number of items
            seg_i = _segment_at(ex.segments, by_line.get(c.line, ()), starts_by_line, c)
            if seg_i is None:
                continue
            if _count_before_colon(c, counts_by_line[c.line], ex.segments[seg_i].line_text):
                continue  # "… GPUs across three sites:": the count nearest the colon announces the list
            if _aside_count(c, ex.segments[seg_i].line_text, aside_total):
                continue  # "ERP（P300 拼写，8 名受试者预实验）：协方差 + MDM，…": a detail of an aside
            if topic is not None and ex.segments[seg_i].kind == "heading" and \
                    topic.search(ex.segments[seg_i].line_text, 0, c.column - 1):
                continue  # "## Notes on the four tools": the bullets are notes about the tools, not the tools
            if numbered is not None:
                draft = _numbered_table_count(ex, c, ex.segments[seg_i].line_text, numbered, summary_rows)
                if draft is not False:
                    if draft is not None:
                        yield draft
                    continue  # the count's list is the numbered table it points at
            items, extra = enumeration_after(ex, seg_i, c, max_gap, number_end, commas, reach, addition, opener,
                                             pointer, summary_rows, labelled, lead_in)
            if len(items) < min_items:
                if back is not None:
                    items, extra = back.list_above(ex, c, ex.segments[seg_i].line_text, doc_lines), 0
                variant = "above"
                if len(items) < min_items and total_words is not None:
                    items, extra = list_before(c, ex.segments[seg_i].line_text, total_words, addition)
                    variant = "before"
                if len(items) < min_items:
                    continue
                above = True
            else:
                above = False
            stated = c.norm_value
            if len(items) <= stated <= len(items) + extra or _within_bound(c.qualifier, stated, len(items), extra):
                continue
            if combination is not None and len(items) - stated >= 1 and \
                    len(_without_combinations(items, combination)) <= stated <= len(items) + extra:
                continue  # "two new features: - Focus Node Filtering - Shape selection - Combined Shape Selection
                #          with Focus Node filtering": the third item combines the two (batch-39 pyshacl.md)
            if kinds_share and not above and len(items) + extra <= float(stated) * kinds_share and \
                    _bracket_after(c, ex.segments[seg_i].line_text):
                continue  # "ten new recipes (ASR, TTS, SER, ST, audio SSL)": the recipes' kinds (batch 30)
            joint = _joint_count(c, counts_by_line[c.line], ex.segments[seg_i].line_text, joined, english_numbers,
                                 joint_reach)
            if joint is not None and len(items) <= joint <= len(items) + extra:
                continue  # "three tuned and three medical checkpoints: [six names]"
            nouns = _counted_nouns(c, ex.segments[seg_i].line_text)
            members = _numbered_members(items, nouns)
            if members == stated or _noun_headed_members(items, nouns) == stated:
                continue  # "there are 2 groups: A is group 1, B is group 2, C is group 2"
            if _inside_a_member(c, items, ex.segments[seg_i].line_text):
                continue  # "两种模式：默认模式可存 int、float、bool…；raw mode 只存 bytes": one member's contents
            if _breakdown(c, items, counts_by_line) is not None:
                # "共 9 种：extended 2 种、basic 1 种、week date 4 种、ordinal date 2 种": the items
                # break the count down; whether the parts add up is CC105's (a total and its parts)
                continue
            if _bare_breakdown(items, part_label) == stated:
                continue  # "7 人：推理 3、平台 2、SRE 2": each item a part, its unit left unsaid (fresh-user trial 51, r06)
            found = len(items) + extra if stated > len(items) + extra else len(items)
            yield Draft([c], {"surface": c.surface, "stated": fmt_decimal(stated), "found": str(found),
                              "location": _where(c), "subject": c.subject or "-",
                              **({"variant": variant} if above else {})},
                        extra_locations=[(c.file, ln, col, quote(text)) for ln, col, text in items])


def _numbered_table_count(ex, c: Claim, line: str, pointer: re.Pattern, summary_rows: frozenset):
    """The finding of a count whose bracket right after it points at a numbered table ("分层抽取
    12 个（抽样清单见附表 1）": CC101 ``numbered_table_pointer``) when the table whose caption opens
    with that label ("附表 1：抽样清单", the line over it) has another number of rows (a summary row
    left out); None when it agrees; False when the count points at no such table (the count's
    list is then looked for as usual).  Held-out set 30: 12 sampled, 11 rows."""
    # (the bracket after the count, or after its noun: "抽取 12 个（…见附表 1）", "12 projects (see Table 1)")
    m = pointer.search(line, c.end_column - 1, c.end_column + 40)
    if m is None or re.search(r"[，,。；;：:]", line[c.end_column - 1:m.start()]):
        return False
    if re.search(re.escape(m.group("label")) + r"\s?\d", line[m.end("n"):m.end()], re.IGNORECASE):
        return False  # "新增 3 张表（表 2、表 3、表 4）": the bracket lists tables, it points at no one's rows (trial 49, r19)
    label = re.compile(r"^\W*" + re.escape(m.group("label")) + r"\s?" + re.escape(m.group("n")) + r"(?![\d.－-]\d|\d)",
                       re.IGNORECASE)
    rows: dict[int, str] = {}
    for seg in ex.segments:
        if seg.kind == "table_cell" and seg.caption and label.match(seg.caption) and seg.line not in rows:
            rows[seg.line] = (seg.row_label or "").strip()
    rows = {ln: lab for ln, lab in rows.items() if lab.casefold() not in summary_rows}
    if not rows:
        return False
    if len(rows) == c.norm_value:
        return None
    table = f"{m.group('label')} {m.group('n')}"
    return Draft([c], {"surface": c.surface, "stated": fmt_decimal(c.norm_value), "found": str(len(rows)),
                       "location": _where(c), "subject": c.subject or "-", "variant": "numbered_table", "table": table},
                 extra_locations=[(c.file, ln, 1, quote(lab)) for ln, lab in sorted(rows.items())])


def _without_combinations(items: list[tuple[int, int, str]], combination: re.Pattern) -> list[tuple[int, int, str]]:
    """``items`` less those that combine earlier ones: an item opening with a word of CC101's
    ``combination_words`` ("Combined", "组合") that holds at least half the words (of three letters or
    more, or Han characters) of each of two earlier items ("Combined Shape Selection with Focus Node
    filtering" after "Focus Node Filtering" and "SHACL Shape selection"; batch-39 pyshacl.md)."""
    def words(text: str) -> set[str]:
        return {w.casefold() for w in re.findall(r"[A-Za-z]{3,}|[\u4e00-\u9fff]", text)}
    kept: list[tuple[int, int, str]] = []
    for item in items:
        if combination.match(item[2]) and len(kept) >= 2:
            own = words(item[2])
            covered = [k for k in kept if (w := words(k[2])) and len(w & own) * 2 >= len(w)]
            if len(covered) >= 2:
                continue
        kept.append(item)
    return kept


def _within_bound(qualifier: str, stated, listed: int, extra: int) -> bool:
    """True when a count written as a bound agrees with a list of ``listed`` items (``extra``:
    more it may name): a lower bound ("more than 20 backends", "超过 3 个", "at least 4") says the
    list may go on or be a selection, so no list contradicts it (batch 34: ibis's "more than 20
    backends" above 21); an upper bound ("up to 3", "不超过 3 个") holds a list no longer than it.
    An approximate count ("about 20") is compared as written.

    Args: qualifier: the count's qualifier (``=``, ``~``, ``>``, ``>=``, ``<``, ``<=``); stated:
    its value; listed, extra: the items found.  Returns: bool."""
    if qualifier in (">", ">="):
        return True
    if qualifier == "<=":
        return listed <= stated
    if qualifier == "<":
        return listed < stated
    return False


def _pair_word_pattern(words) -> re.Pattern | None:
    """CC101's ``pair_words`` ("both") before one to three words of what they count and a comma
    or colon ("both of soundfile's bitrate modes,"); None without words."""
    words = [str(w) for w in words or ()]
    if not words:
        return None
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\b(?:{alternatives})\b(?:\s+of\s+[\w’'.\-]+)?(?:\s+[A-Za-z][\w\-]*){{1,3}}\s*[,:：]\s*",
                      re.IGNORECASE)


def _pairs_of_more(ex, pair: re.Pattern, commas: CommaList) -> Iterator[Draft]:
    """A word of two ("both") before a comma list of three items or more ("covers both of
    soundfile's bitrate modes, 'VARIABLE', 'CONSTANT' and 'AVERAGE'"; held-out set 22): the
    word says two, the list names more.  The list is read as CC101 reads one after a count
    (:class:`CommaList`: "and"/"or" before its last item, short items, no clause)."""
    for seg in ex.segments:
        for m in pair.finditer(seg.text):
            items = commas.items(seg.text[m.end():], m.end())
            if len(items) < 3:
                continue
            word = seg.text[m.start():m.end()].split()[0]
            yield Draft([], {"surface": word, "stated": "2", "found": str(len(items)),
                             "location": f"{ex.document.path}:{seg.line}", "subject": "-"},
                        extra_locations=[(ex.document.path, seg.line, seg.offset + m.start() + 1, word),
                                         *((ex.document.path, seg.line, seg.offset + off + 1, quote(text))
                                           for off, text in items)])


def _bracket_after(c: Claim, line_text: str) -> bool:
    """The count ``c`` is followed right away by a bracket (after a short Chinese noun: "三种算法（"),
    as :func:`enumeration_after` reads one."""
    return bool(_BRACKET_OPENS_AFTER_COUNT.match(line_text[c.end_column - 1:]))


#: a list line: its indent, then a bullet or an ordinal marker (CommonMark §5.2)
_LIST_LINE = re.compile(r"^(\s*)(?:[-*+•]|\d{1,3}[.)）])\s+\S")


class BackReference:
    """A count that looks back at the list right above it ("… the following tokenization
    algorithms: 1. … 5. …" then "all four algorithms"; "以上四种算法"; batch-28 blingfire.md):
    CC101 parameter ``back_reference`` — ``words``, the words right before the count that point
    back ("all", "these", "以上", "上述"), and ``max_blank_lines`` between the list and the
    count's line.  The count must stand in the first line after the list, and its noun must be
    a word of the line that introduces the list (which ends with a colon)."""

    def __init__(self, parameters: dict) -> None:
        words = sorted((str(w) for w in parameters.get("words") or ()), key=len, reverse=True)
        self.before = re.compile(r"(?:(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in words if w.isascii())
                                 + r")\s+|(?:" + "|".join(re.escape(w) for w in words if not w.isascii()) + r")\s?)$",
                                 re.IGNORECASE) if words else None
        self.max_blank = int(parameters.get("max_blank_lines", 1))

    def list_above(self, ex, c: Claim, line_text: str, memo: list | None = None) -> list[tuple[int, int, str]]:
        """The top-level items (line, column, text) of the list that ends right above ``c``'s line
        and that ``c`` refers back to; [] when ``c`` points at no list above it.  ``memo``: a list
        the caller keeps per document, holding its split lines once one count needed them."""
        if self.before is None or not self.before.search(line_text[:max(c.column - 1, 0)]):
            return []
        if memo is None:
            memo = []
        if not memo:
            memo.append(ex.document.text.split("\n"))
        lines = memo[0]
        at = c.line - 2  # the line above, 0-based
        blank = 0
        while at >= 0 and not lines[at].strip():
            blank += 1
            at -= 1
        if blank > self.max_blank or at < 0:
            return []
        items: list[tuple[int, int, str]] = []
        margin = None
        while at >= 0:
            text = lines[at]
            m = _LIST_LINE.match(text)
            if not text.strip():
                at -= 1
                continue
            if m is None:
                if items and text.startswith((" ", "\t")) and margin is not None and \
                        len(text) - len(text.lstrip()) > margin:
                    at -= 1  # an item's continued text, indented past its marker
                    continue
                break
            indent = len(m.group(1))
            if margin is None or indent < margin:
                margin = indent
                items = [it for it in items if it[1] - 1 == indent]
            if indent == margin:
                items.append((at + 1, indent + 1, text.strip()))
            at -= 1
        if at < 0 or not items:
            return []
        lead = lines[at].rstrip()
        if not lead.endswith((":", "：")):
            return []
        nouns = _counted_nouns(c, line_text)
        # the noun right after the count: "以上三种算法共用…" counts 算法 (a Han run is matched by
        # its longest start the introducing line holds, two characters at least)
        after = re.match(r"\s?([\u4e00-\u9fff]{2,8})", line_text[max(c.end_column - 1, 0):])
        folded = lead.casefold()
        if after:
            run = after.group(1)
            nouns |= {run[:k] for k in range(2, len(run) + 1) if run[:k] in folded}
        if not any(n and (re.search(rf"(?<![a-z]){re.escape(n)}", folded) if n.isascii() else n in folded)
                   for n in nouns if len(n) >= 2):
            return []
        return items[::-1]


def total_after_list_pattern(words) -> re.Pattern | None:
    """The glue between a 、 list and the count that totals it right after (CC101's
    ``total_after_list_words``: "王磊、李华、张伟、陈静、刘洋（共 6 人）", "…，共 6 人", "… 一共 6 人"),
    anchored at the end of the text before the count; None when no words are given."""
    words = sorted((str(w) for w in words or ()), key=len, reverse=True)
    if not words:
        return None
    alternatives = "|".join(map(re.escape, words))
    return re.compile(rf"(?:[（(]|[，,]|\s)\s*(?:{alternatives})\s?$")


def list_before(c: Claim, line_text: str, glue: re.Pattern, addition: re.Pattern | None = None,
                max_item_chars: int = 16) -> tuple[list[tuple[int, int, str]], int]:
    """The items (line, column, text) of a 、 list that the count ``c`` totals right after it, and
    the ``extra`` items its last one may join (:func:`separated_items`): "参会：王磊、李华、张伟、
    陈静、刘洋（共 6 人）" lists five (fresh-user trial 43, r11).  The glue (``glue``,
    :func:`total_after_list_pattern`) must stand between the list and the count — a bare
    neighbour ("H100、H200 8 卡") is a setting, not a total — and no item may be longer than
    ``max_item_chars`` or end in 等 ("etc.": the list is open).  The list starts after the last
    colon, comma or sentence end before it.  Returns ([], 0) when there is none."""
    head = line_text[:max(c.column - 1, 0)]
    m = glue.search(head)
    if m is None:
        return [], 0
    body = head[:m.start()]
    start = max(body.rfind(ch) for ch in "：:，,。；;") + 1
    fragment = body[start:]
    if "、" not in fragment:
        return [], 0
    found, extra = separated_items(fragment, start, addition)
    if any(len(t) > max_item_chars or t.endswith("等") for _, t in found):
        return [], 0
    return [(c.line, at + 1, t) for at, t in found], extra


def _breakdown(c: Claim, items: list[tuple[int, int, str]], counts_by_line: dict) -> Decimal | None:
    """The sum of the counts a list's items give when each item gives exactly one count of the
    stated count's unit ("共 9 种：extended 2 种、basic 1 种、week date 4 种、ordinal date 2 种":
    the list breaks the nine down by kind, 2 + 1 + 4 + 2; held-out set 17), else None.  A count
    of person-times breaks down into times ("3 人次（game jam 1 次、线上分享 2 次）"; held-out set 27):
    an item's unit may end the stated one's.

    Args:
        c: the stated count (a ``count`` claim with a unit).
        items: (line, 1-based column, text) per item (:func:`enumeration_after`).
        counts_by_line: line → the ``count`` claims on it.
    """
    if not c.unit:
        return None
    total = Decimal(0)
    for line, col, text in items:
        inside = [o for o in counts_by_line.get(line, ()) if o is not c and o.unit and c.unit.endswith(o.unit)
                  and o.norm_value is not None and col <= o.column < col + len(text)]
        if len(inside) != 1:
            return None
        total += inside[0].norm_value
    return total


#: a whole number ending a list item ("推理 3", "SRE 2"): not part of a name, version or decimal
_BARE_WHOLE = re.compile(r"(?<![\w.\-])\d+\s*[)）]?\s*$")


def breakdown_label_pattern(words) -> re.Pattern | None:
    """A word of CC101's ``breakdown_label_words`` ending the text before a number ("第", "group",
    "#"): the number is an ordinal or a label, no part of a breakdown.  Latin words stand after no
    letter; None for no words."""
    words = sorted({str(w) for w in words or () if str(w).strip()}, key=len, reverse=True)
    if not words:
        return None
    alts = "|".join(("(?<![A-Za-z])" if w[0].isascii() and w[0].isalpha() else "") + re.escape(w) for w in words)
    return re.compile(rf"(?:{alts})\s*$", re.IGNORECASE)


def _bare_breakdown(items: list[tuple[int, int, str]], label: re.Pattern | None = None) -> Decimal | None:
    """The sum of the whole numbers a list's items end with when each item gives exactly one, written
    with no unit and, when ``label`` is given (:func:`breakdown_label_pattern`), none of its words
    before it ("第 1 组", "group 2") ("7 人：推理 3、平台 2、SRE 2": 3 + 2 + 2; fresh-user trial 51, r06: "announces 7
    items, but 3 are listed"), else None.  A count that equals it is broken down by the items,
    not counted by them.  Args: items: (line, 1-based column, text) per item."""
    total = Decimal(0)
    for _, _, text in items:
        text = text.strip().rstrip("。.;；,，")
        m = _BARE_WHOLE.search(text)
        if m is None or len(re.findall(r"\d+", text)) != 1 or (label is not None and label.search(text, 0, m.start())):
            return None
        total += Decimal(re.match(r"\d+", m.group(0)).group(0))
    return total


def _inside_a_member(c: Claim, items: list[tuple[int, int, str]], line_text: str) -> bool:
    """True when the list after a count's colon is what one member holds: the first item opens
    with a member named by the counted noun again and no other item names it ("两种模式：默认模式可存
    int、float、bool、str、bytes…；raw mode 只存 bytes", held-out set 18: five types in the first of two
    modes; "two modes: the default mode stores int, float, bool and str").  The counted noun is
    the one word between the count and its colon ("两种模式：", "two modes:"; not "three bottlenecks
    for long shared prefixes:", whose items may well name a prefix); a list whose every item
    names it ("模式 A、模式 B、模式 C") is a list of members; nouns of one character (种, 个) are no
    evidence."""
    head = re.match(r"\s?([\u4e00-\u9fff]{2,6}|[A-Za-z][A-Za-z-]{2,})\s?[：:]", line_text[max(c.end_column - 1, 0):])
    if head is None:
        if not c.unit or not re.fullmatch(r"[A-Za-z-]{3,}", c.unit) or \
                not re.match(r"\s?[：:]", line_text[max(c.end_column - 1, 0):]):
            return False
        word = c.unit  # "two modes:": the count's unit is the noun
    else:
        word = head.group(1)
    word = word.casefold()
    nouns = {word, word[:-1]} if word.isascii() and word.endswith("s") else {word}
    if len(items) < 2:
        return False

    def names(text: str) -> bool:
        return any(noun in text.casefold() for noun in nouns)

    return names(items[0][2]) and not any(names(text) for _, _, text in items[1:])


def _counted_nouns(c: Claim, line_text: str) -> set[str]:
    """The words a count counts, folded: its unit ("groups", "组", "个") with an English plural's
    singular, and the noun between the count and the colon that opens its list ("3 个阶段：" →
    阶段; "2 worker pools:" → pools, pool)."""
    words = [c.unit or ""]
    head = re.match(r"[^：:\n]{0,40}?(?=[：:])", line_text[max(c.end_column - 1, 0):])
    if head:
        tail = re.search(r"([\u4e00-\u9fff]{1,6}|[A-Za-z][A-Za-z-]*)\s*$", head.group())
        if tail:
            words.append(tail.group(1))
    out = set()
    for word in words:
        word = word.strip().casefold()
        if not word:
            continue
        out.add(word)
        if re.fullmatch(r"[a-z-]{3,}", word):
            if word.endswith("es"):
                out.add(word[:-2])
            if word.endswith("s"):
                out.add(word[:-1])
    return out


def _numbered_members(items: list[tuple[int, int, str]], nouns: set[str]) -> int | None:
    """How many numbered instances of the counted noun a list's items name when each item names
    exactly one ("``(\\s+)`` is group 1", "``(\\w+)`` is group 2 …", "A 属于第 2 组"): a list of the
    members of "2 groups", four bullets long, counts 2 (batch-25 regex.md); None when some item
    names none or several.

    Args:
        items: (line, column, text) per item (:func:`enumeration_after`).
        nouns: :func:`_counted_nouns`.
    """
    if not nouns or not items:
        return None
    alt = "|".join(sorted((re.escape(n) for n in nouns), key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w])(?:{alt})\s*#?\s*(\d+)(?![\d.])|第\s*(\d+)\s*(?:{alt})", re.I)
    numbers: set[str] = set()
    for _, _, text in items:
        found = {a or b for a, b in pattern.findall(text)}
        if len(found) != 1:
            return None
        numbers |= found
    return len(numbers)


def _noun_headed_members(items: list[tuple[int, int, str]], nouns: set[str]) -> int | None:
    """How many items open the list by the counted noun ("两个 conda 环境：" over "- 环境 A（Python
    3.11）：…", "- 环境 B（Python 3.8）：…", "- 机房 GPU 节点只用于模块三"): the leading run of two
    or more items that open with one of ``nouns`` (:func:`_counted_nouns`, Chinese words of two
    characters or more, Latin ones of three letters or more) when every item after the run opens
    with none — a note after the members is no member (held-out set 39); None otherwise."""
    words = [n for n in nouns if len(n) >= (3 if n.isascii() else 2)]
    if not words or len(items) < 3:
        return None
    alt = "|".join(sorted((re.escape(n) for n in words), key=len, reverse=True))
    opens = re.compile(rf"[\s*_`]*(?:{alt})(?![a-z])", re.IGNORECASE)
    headed = [opens.match(text) is not None for _, _, text in items]
    run = headed.index(False) if False in headed else len(headed)
    if run < 2 or run == len(items) or any(headed[run:]):
        return None
    return run


def _segment_at(segments: list, indices: list[int], starts_by_line: dict, c: Claim) -> int | None:
    """The index (into ``segments``) of the first segment of ``c``'s line (``indices``, in
    order) that holds ``c``'s column — up to one character past its end — or None.  When the
    line's segments follow one another without overlapping, only the one starting at or before
    the column and the one before it can hold it, found by bisecting their offsets; otherwise
    every segment is tried in order.  (One pass over a line's segments per count was quadratic
    on a one-line note of thousands of sentences.)  ``starts_by_line`` caches each line's offsets,
    or None for a line whose segments overlap."""
    at = c.column - 1
    if c.line not in starts_by_line:
        spans = [(segments[i].offset, segments[i].offset + len(segments[i].text)) for i in indices]
        ordered = all(spans[k][1] <= spans[k + 1][0] for k in range(len(spans) - 1))
        starts_by_line[c.line] = [a for a, _ in spans] if ordered else None
    starts = starts_by_line[c.line]
    if starts is None:
        return next((i for i in indices if segments[i].offset <= at < segments[i].offset + len(segments[i].text) + 1),
                    None)
    k = bisect.bisect_right(starts, at) - 1
    for j in (k - 1, k):
        if j >= 0:
            seg = segments[indices[j]]
            if seg.offset <= at < seg.offset + len(seg.text) + 1:
                return indices[j]
    return None


def _joint_count(c: Claim, same_line: list[Claim], line_text: str, joined: re.Pattern,
                 english_numbers: dict, reach: int = 200) -> float | None:
    """The sum of ``c`` and the count joined to it by a conjunction just before it in its sentence
    ("three tuned and three medical checkpoints:", "两个 A 和三个 B："), or None when there is none:
    such a list holds the items of both (a real README, batch 11).  The count before may be a
    claim, or a number (digits or a word of grammar.yaml ``english_numbers``) that ``joined``
    (:func:`joined_number_pattern`) reads before the conjunction ("two tuned and …").  Only the
    ``reach`` characters before ``c`` are read (CC101 ``joint_reach_chars``): a line of thousands
    of counts read its whole text before each of them (quadratic; a 0.4 MB one-line note)."""
    lo = max(0, c.column - 1 - reach)
    before = [o for o in same_line if o is not c and o.norm_value is not None and lo <= o.end_column - 1
              and o.end_column <= c.column
              and not re.search(r"[。.;；:：!?！？]", line_text[o.end_column - 1:c.column - 1])
              and _CONJUNCTION.search(line_text[o.end_column - 1:c.column - 1])]
    if before:
        return c.norm_value + sum(o.norm_value for o in before)
    m = joined.search(line_text[lo:c.column - 1])
    if m is None:
        return None
    token = m.group(1).casefold()
    value = int(token) if token.isdigit() else english_numbers.get(token)
    return c.norm_value + value if isinstance(value, int) else None


def joined_number_pattern(grammar: dict, conjunctions=("and", "or")) -> re.Pattern:
    """A number (digits or an English number word of rules/grammar.yaml ``english_numbers``)
    followed by at most two words and a conjunction at the end of a text ("two tuned and "):
    the count joined to the one that follows (:func:`_joint_count`)."""
    words = sorted((str(w) for w in (grammar.get("english_numbers") or {})), key=len, reverse=True)
    alt = "|".join(map(re.escape, words))
    number = rf"\d{{1,2}}|{alt}" if alt else r"\d{1,2}"
    joins = "|".join(re.escape(str(w)) for w in conjunctions)
    return re.compile(rf"(?<![\w.])({number})\s+(?:[\w\-]+\s+){{0,2}}(?:{joins})\s+$", re.IGNORECASE)


def _count_before_colon(c: Claim, same_line: list[Claim], line_text: str) -> bool:
    """Another count of the line stands between ``c`` and the first colon after it
    ("3,072 GPUs across three sites:"): that one announces the list, not ``c``."""
    colon = re.search(r"[：:]", line_text[c.end_column - 1:])
    if not colon:
        return False
    stop = c.end_column - 1 + colon.start()
    return any(o is not c and c.end_column - 1 <= o.column - 1 < stop for o in same_line)


def _aside_count(c: Claim, line_text: str, total: re.Pattern | None = None) -> bool:
    """``c`` stands in a bracket of two clauses or more that closes before the colon after it
    ("ERP（P300 拼写，8 名受试者预实验）：协方差 + MDM，单试次 AUC 0.87"; held-out set 39): a detail
    of an aside, which announces no list after the colon.  A bracket that holds the count alone
    ("主要风险（3 项）：…", "三类模块（3 个）：") still announces it, and so does a count right after a
    word of ``total`` (CC101 ``total_after_list_words``: "（任一满足即回滚，共四条）：")."""
    head = line_text[:c.column - 1]
    opened = max(head.rfind("（"), head.rfind("("))
    if opened < 0 or max(head.rfind("）"), head.rfind(")")) > opened:
        return False
    if total is not None and total.search(head[max(opened, len(head) - 4):]):
        return False
    rest = line_text[c.end_column - 1:]
    close = re.search(r"[）)]", rest)
    colon = re.search(r"[：:]", rest)
    if close is None or colon is None or colon.start() < close.start():
        return False
    inside = head[opened + 1:] + rest[:close.start()]
    return re.search(r"[，,；;]", inside) is not None


def duplicate_item(ctx: CheckContext, rule) -> Iterator[Draft]:
    """An enumerated list (inline ``1. … 2. …``, consecutive list lines, a 、-list of names or an
    English comma list after a colon) names one item twice.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC102 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC102-duplicate-item.yaml``); parameters read: ``min_inline_items``,
            ``min_head_chars``, ``label_words``, ``comma_lists`` (an English comma list after a
            colon, read by :class:`CommaList`), ``entry_reference_patterns`` and
            ``citation_patterns`` (a changelog or bibliography entry, named by its whole text).
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per repeated item (no claims; both items as
        extra locations).
    """
    for ex in ctx.extracts:
        yield from _repeated_rows(ex)
    min_inline = int(rule.parameters.get("min_inline_items", 3))
    min_head = int(rule.parameters.get("min_head_chars", 2))
    max_name = int(rule.parameters.get("max_enumerated_name_chars", 24))
    continuations = {str(w).casefold() for w in rule.parameters.get("name_continuations") or ()}
    written = written_date_lead(ctx.resources.grammar)
    label_words = {str(w).casefold() for w in rule.parameters.get("label_words") or ()}
    # what a changelog entry says after its component's label: a verb in lower case and more ("add
    # np.mean"), or a Chinese change verb (``change_entry_verbs``: "修复 …")
    verbs = [str(w) for w in rule.parameters.get("change_entry_verbs") or ()]
    # a bracket that enumerates parts (an enumeration comma, or a list joiner of grammar.yaml's
    # frame_words before its last comma-separated part): no variant (:func:`_variant`)
    joiners = [str(w) for w in (ctx.resources.grammar.get("frame_words") or {}).get("list_joiners") or ()]
    parts_list = re.compile(r"、" + (rf"|,[^,]*(?i:{_words_anywhere(joiners).pattern})[^,]*$" if joiners else ""))
    change_entry = re.compile(r"\s*(?:[a-z]{2,}\s+\S" + ("|(?:" + "|".join(map(re.escape, verbs)) + r")\S" if verbs else "") + ")")
    openers = [str(w) for w in rule.parameters.get("setting_openers") or ()]
    references = [re.compile(x, re.IGNORECASE) for x in rule.parameters.get("entry_reference_patterns") or ()]
    # a bibliography entry ("Fortin, F. A., & Parizeau, M. (2013, July). Revisiting …") is named by
    # its whole text, as a changelog entry is: two works of one first author are two items
    references += [re.compile(x) for x in rule.parameters.get("citation_patterns") or ()]
    commas = CommaList(rule.parameters["comma_lists"], ctx.resources.grammar.get("comma_list_words")) \
        if rule.parameters.get("comma_lists") else None
    setting = re.compile(r"\s*(?:[-*+•]\s*)?(?:[*_`]+)?(?:" + "|".join(
        re.escape(w) + (r"\b" if w.isascii() else "") for w in sorted(openers, key=len, reverse=True))
        + r")\s?[^，,：:（(。；;]{1,30}[，,]\s*(\S.*)", re.IGNORECASE) if openers else None
    for ex in ctx.extracts:
        lists = []
        # (indent, items, cells): the list of each open nesting level; ``cells`` when it is the rest
        # of an RST list-table row, whose items are the row's columns, not a list of names
        open_lists: list[tuple[int, list, bool]] = []
        parent_line = ""  # the raw line of the last item seen: the parent of a sub-list opened next

        def close(deeper_than: int) -> None:
            while open_lists and open_lists[-1][0] > deeper_than:
                _, items, cells = open_lists.pop()
                if len(items) >= 2 and not cells:
                    lists.append(items)

        for seg in ex.segments:
            if seg.kind == "list_item" and seg.sentence_index == 0:
                indent = len(seg.line_text) - len(seg.line_text.lstrip())
                close(indent)  # a shallower item ends the sub-lists of the item before it
                if not open_lists or open_lists[-1][0] < indent:
                    # a sub-list: its own list, under its parent item; under "* - Probabilistic" it is
                    # the rest of an RST list-table row ("- COPOD" / "- COPOD: Copula-Based Outlier
                    # Detection" are two columns of one row; batch-35 pyod.md)
                    open_lists.append((indent, [], bool(open_lists) and _ROW_START.match(parent_line) is not None))
                open_lists[-1][1].append((seg.line, seg.offset + 1, _list_item_text(seg)))
                parent_line = seg.line_text
            elif seg.kind == "list_item":
                pass  # a later sentence of the same item
            else:
                # text indented past an open list's marker is inside its item (a continued
                # paragraph, an indented command: CommonMark §5.2) and ends only the lists as
                # deep as it or deeper; text at the margin ends them all
                indent = len(seg.line_text) - len(seg.line_text.lstrip())
                close(indent - 1 if open_lists and indent > open_lists[0][0] else -1)
            if seg.sentence_index == 0:
                inline = inline_items(seg.line_text)
                if len(inline) >= min_inline:
                    lists.append([(seg.line, off + 1, text) for off, text in inline])
            if commas is not None and (colon := _LIST_COLON.search(seg.text)) is not None:
                # "eight database libraries: Django, SQLAlchemy, Psycopg 3, asyncpg, Psycopg 3 and
                # Peewee": an English comma list after a colon, read as CC101 reads one (held-out set 20)
                listed = commas.items(seg.text[colon.end():], colon.end())
                if len(listed) >= min_inline:
                    lists.append([(seg.line, seg.offset + off + 1, text) for off, text in listed])
            if "、" in seg.text:
                # "后端：x64/ARM CPU、CUDA、Vulkan、OpenGL（4.3+）、Vulkan": a list of names set
                # apart by 、 (after its label's colon), each item short (held-out set 15)
                listed = _enumerated_names(seg.text, min_inline, max_name)
                if listed:
                    lists.append([(seg.line, seg.offset + off + 1, text) for off, text in listed])
        close(-1)
        # the columns of each line's figures (quantities, ratios, percents): an item that holds one
        # states a figure
        figures: dict[int, list[tuple[int, str]]] = defaultdict(list)
        for c in ex.claims:
            if c.kind in ("quantity", "ratio", "percent"):
                figures[c.line].append((c.column, c.surface))
        lines_of: list[list[str]] = []

        def doc_lines(ex=ex, lines_of=lines_of) -> list[str]:
            if not lines_of:
                lines_of.append(ex.document.text.split("\n"))
            return lines_of[0]

        for items in lists:
            seen = {}
            previous = None  # the name label of the item before ("rapidjson" of "rapidjson：…"), and the item
            changes: dict[str, tuple] = {}  # a label → its first change entry in this list ("Unit: add …")
            for line, col, text in items:
                # (an RST role's colons are no label's: "Add :code:`get_process_list` and …" names no
                # "Add"; batch-47 pymeasure.md)
                named = _RST_ROLE.sub(r"\1", text)
                head = _item_head(named, tuple(joiners))
                if _LEADING_STAMP.match(named) or written.match(named) or _statement_about_name(named, continuations) \
                        or any(r.search(named) for r in references):
                    # "12-04 22:10 airllm …", "2026-12-08（v334）：§3.7.3 …", "19th June 2023: …": an
                    # entry of a log or a changelog, named by its whole text (two entries of one
                    # day or hour are two events; held-out set 8, batch-16 alpaca-eval.md), as a
                    # dated news entry below; and "`scan` does not create a watch." / "`scan`
                    # refreshes …": two statements about one name (batch-16 mineru.md); and a change
                    # citing its issue or pull request ("… (#146)": entry_reference_patterns)
                    head = re.sub(r"\s+", " ", re.sub(r"[*_`]+|\]\([^)]*\)|\[", "", named)).strip().casefold()
                opening = setting.match(named) if setting is not None else None
                if opening is not None:
                    # "On Hopper, add …" / "On Hopper, relax …": a setting opens the item;
                    # what follows it names the item
                    head = named[:opening.start(1)].strip().casefold() + _item_head(opening.group(1))
                label = re.match(r"\s*(?:[-*+•]\s*)?([^：:（(]{1,40})[：:]\s*(\S.*)", named)
                flag = label and (_label_word(label.group(1), label_words)
                                  or _names_a_setting(ctx, label.group(1)) and label.group(1).strip().casefold())
                # "[Ross Drucker](…) - Basketball" right after "[Ross Drucker](…) - Baseball": a linked
                # name and what a dash says of it, labelled as a name before a colon is (batch-47 sportypy.md)
                label = label or _LINKED_LABEL.match(named)
                if flag:
                    # "A100、Vicuna-13B：Hydra 比 Medusa 快 1.5 倍", "NOTE: This requires …",
                    # "**News** 2024-11-12: …": the label sets up or flags the item; the item
                    # names what follows it
                    rest = label.group(2)
                    if _DATE_TAG.search(label.group(1)):
                        # a dated news entry is named by its whole text: two entries about one
                        # product ("👏🏻 2021.12.10: `X CLI` is available for A" / "… for B") are
                        # two events (batch-13 paddlespeech.md)
                        rest = re.sub(r"\s+", " ", re.sub(r"[*_`]+|\]\([^)]*\)|\[", "", rest)).strip().casefold()
                        head = flag + "：" + rest
                    else:
                        head = flag + "：" + _item_head(rest)
                elif label:
                    # "rapidjson：1.24 起不再支持 …" right after "rapidjson：`dump(…)` 的示例 …": a
                    # writer's points about one name, one item each (held-out set 15); items with
                    # the same name label far apart, or the same point twice, stay one item twice
                    name = _label_key(label.group(1))
                    if previous is not None and previous[0] == name:
                        head = name + "：" + _label_key(label.group(2))
                        seen.setdefault(name + "：" + _label_key(previous[2]), previous[1])
                    elif change_entry.match(label.group(2)) and label.re is not _LINKED_LABEL:
                        # "* Unit: add Pickle support" … "* Unit: add np.mean": a changelog's entries
                        # about one component, apart in its list, are two changes (batch-43 pyspice.md)
                        if name in changes:
                            head = name + "：" + _label_key(label.group(2))
                            seen.setdefault(name + "：" + _label_key(changes[name][2]), changes[name][1])
                        changes.setdefault(name, (name, (line, col, text), label.group(2)))
                    previous = (name, (line, col, text), label.group(2))
                if not label or flag:
                    previous = None
                if len(head) < min_head:
                    continue
                if head in seen and _variant(text, parts_list) and _variant(seen[head][2], parts_list) and \
                        _variant(text, parts_list) != _variant(seen[head][2], parts_list):
                    continue  # "Colab Chatbot (shell)" / "Colab Chatbot (web)": two variants of a name
                if head in seen and (_named_variant(text) is None) != (_named_variant(seen[head][2]) is None):
                    continue  # "France" / "France (Alsace / Moselle)": a place and a part of it named in brackets
                if head in seen and _quoted_title(text) and _quoted_title(seen[head][2]) and \
                        _quoted_title(text) != _quoted_title(seen[head][2]):
                    continue  # 'Internal wiki, "Crawler library choices"' / 'Internal wiki, "JPEG decode re-run"': two works of one outlet
                if head in seen and _link_target(text) and _link_target(seen[head][2]) and \
                        _link_target(text) != _link_target(seen[head][2]):
                    continue  # two links to different places: "Training" / "Training (legacy)" in a contents list
                if head in seen and (body := _item_body(doc_lines(), line)) and \
                        (first_body := _item_body(doc_lines(), seen[head][0])) and body != first_body:
                    # "- Build & install (**experimental**)" over its own ``maturin develop --features …``
                    # block against "- Build & install" over ``maturin develop``: two steps, each
                    # with its own block (batch-22 robyn.md); one block under both is one item twice
                    continue
                if head in seen and _item_figures(figures, line, col, text) and \
                        _item_figures(figures, line, col, text) != _item_figures(figures, *seen[head]):
                    # "SGLang on H100, …, FP8: 15,000 tok/s" / "…, FP16: 11,000 tok/s": two statements
                    # of other figures about one name, not one item twice (a fresh-user trial);
                    # whether the figures agree is CC201's question (the same figures again are
                    # the same item: "… 2.34x" / "… 2.34x（重复）")
                    continue
                if head in seen:
                    first = seen[head]
                    # quoted as written (not the folded key): "Execution Plane", not "execution plane"
                    yield Draft([], {"item": text.strip()[:60], "head": head, "first_item": first[2].strip()[:60],
                                     "location": f"{ex.document.path}:{line}",
                                     "other_location": f"{ex.document.path}:{first[0]}", "subject": "-"},
                                extra_locations=[(ex.document.path, line, col, quote(text.strip())),
                                                 (ex.document.path, first[0], first[1], quote(first[2].strip()))])
                else:
                    seen[head] = (line, col, text)


def _repeated_rows(ex) -> Iterator[Draft]:
    """A table row that repeats an earlier row of its table cell for cell, but for a first column
    that numbers the rows ("| 3 | ZSNB | 宁波栎社 | 是 | 是 |" and "| 6 | ZSNB | 宁波栎社 | 是 | 是 |";
    held-out set 38, R030): one item listed twice.  A row counts only with two cells or more that
    hold a letter (a row of figures alone may repeat by chance: "| 2 | 0 | 0 |").  Yields a CC102
    :class:`~claimcheck.checks.context.Draft` per repeated row, both rows as extra locations."""
    rows: list[tuple[int, str, tuple]] = []  # (line, line text, headers) of each table row, once
    for seg in ex.segments:
        if seg.kind == "table_cell" and (not rows or rows[-1][0] != seg.line):
            rows.append((seg.line, seg.line_text, tuple(seg.headers or ())))
    seen: dict[tuple, tuple[int, int, str]] = {}
    previous = None
    for line, text, headers in rows:
        if previous is None or line != previous[0] + 1 or headers != previous[2]:
            seen = {}  # another table
        previous = (line, text, headers)
        cells = [c.strip() for c in row_cells(text)]
        if cells and re.fullmatch(r"\d{1,4}\.?", cells[0]):
            cells = cells[1:]  # the row's number
        if sum(bool(re.search(r"[^\W\d_]", c)) for c in cells) < 2:
            continue
        key = tuple(c.casefold() for c in cells)
        name = " | ".join(c for c in cells if c)
        col = text.find(cells[0]) + 1 if cells[0] else 1
        if key in seen:
            first = seen[key]
            yield Draft([], {"item": name[:60], "head": name, "first_item": first[2][:60],
                             "location": f"{ex.document.path}:{line}",
                             "other_location": f"{ex.document.path}:{first[0]}", "subject": "-"},
                        extra_locations=[(ex.document.path, line, col, quote(name)),
                                         (ex.document.path, first[0], first[1], quote(first[2]))])
        else:
            seen[key] = (line, col, name)


#: the colon that introduces a comma list in a sentence ("eight libraries: A, B and C"), followed by
#: a space and not between digits ("12:30")
_LIST_COLON = re.compile(r"(?<!\d)[:：]\s*(?=\S)(?!\d)")


#: a title in quotes: "…", “…”, 「…」, 《…》, 『…』
_QUOTED = re.compile(r'"([^"]{2,120})"|“([^”]{2,120})”|「([^」]{2,120})」|《([^》]{2,120})》|『([^』]{2,120})』')


def _quoted_title(text: str) -> str | None:
    """The first quoted title of an item (a references entry names its work so), case folded;
    None when it quotes none."""
    m = _QUOTED.search(text)
    return next(g for g in m.groups() if g is not None).strip().casefold() if m else None


#: a Latin name at the end of a text, after Chinese words ("上游已在 Dovecot"), and at its start, before
#: them ("Gmail 上做过测试")
_LATIN_TAIL = re.compile(r"(?<=[\u4e00-\u9fff])\s?(?P<n>[A-Za-z][\w.+\-]*)\s*$")
_LATIN_HEAD = re.compile(r"^\s*(?P<n>[A-Za-z][\w.+\-]*)(?=\s?[\u4e00-\u9fff])")
_LATIN_NAME = re.compile(r"\s*[A-Za-z][\w.+\-]*(?:\s?[（(][^（()）]*[)）])?\s*")


def _latin_ends(items: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A 、-list of Latin names written inside a Chinese sentence, its first and last items cut to
    their names: "上游已在 Dovecot、Gmail、Fastmail.fm、Gmail 五类服务器上做过测试" lists Dovecot … Gmail
    (held-out set 31: the clause around them hid the second Gmail).  Unchanged unless every
    middle item is a Latin name alone."""
    if len(items) < 3 or not all(_LATIN_NAME.fullmatch(t) for _, t in items[1:-1]):
        return items
    out = list(items)
    at, first = out[0]
    m = _LATIN_TAIL.search(first)
    if m is not None:
        out[0] = (at + m.start("n"), m.group("n"))
    at, last = out[-1]
    m = _LATIN_HEAD.match(last)
    if m is not None:
        out[-1] = (at + m.start("n"), m.group("n"))
    return out


def _enumerated_names(text: str, min_items: int, max_chars: int) -> list[tuple[int, str]]:
    """The items of a 、-list of names in one sentence ``text`` (after the last colon before its
    first 、, :func:`separated_items`): ``min_items`` or more, each at most ``max_chars``
    characters without its brackets ("OpenGL（4.3+）" is OpenGL) and its version — else [] (a 、 between clauses
    or phrases lists no names).  Returns (offset in ``text``, item text) per item."""
    first = text.index("、")
    colon = max(text.rfind("：", 0, first), text.rfind(":", 0, first))
    start = colon + 1 if colon >= 0 else 0
    items, _ = separated_items(text[start:], start)
    if items:
        # the last name ends at a comma outside brackets: "…、QLOITER=19、QHOVER=18，均与 ardupilotmega.xml
        # 的默认映射一致" lists QHOVER=18 (held-out set 30: the clause after it made the item too long)
        at, last = items[-1]
        depth = 0
        for i, ch in enumerate(last):
            if ch in ROUND_OPEN:
                depth += 1
            elif ch in ROUND_CLOSE and depth:
                depth -= 1
            elif depth == 0 and ch in "，," and i:
                items[-1] = (at, last[:i])
                break
        items = _latin_ends(items)
    # (a name's version is no part of its length: "hierarchicalforecast 1.5.3"; held-out set 39)
    if len(items) < min_items or any(len(VERSION_TAIL.sub("", _strip_brackets(t).strip())) > max_chars for _, t in items):
        return []
    if any("、" in t for _, t in items):
        return []  # a ；-list whose items hold 、-lists: separated_items read the ；
    # (one ； after the 、-list ends it: "后端可选：a、b、c；默认 a，…" lists a, b, c; held-out set 16)
    return items


def _label_key(text: str) -> str:
    """A label or a statement as CC102 compares it: Markdown emphasis and code marks dropped,
    spaces folded, lower case."""
    return re.sub(r"\s+", " ", re.sub(r"[*_`]+", "", text)).strip().casefold()


def _names_a_setting(ctx: CheckContext, label: str) -> bool:
    """The label before an item's colon names only chips and models ("A100、Vicuna-13B",
    "H100 / Llama-3-70B"): a setting, not the item."""
    mentions = [m for m in ctx.entities.mentions(label, discover=False)]
    if not mentions or any(m.type not in ("hardware", "model") for m in mentions):
        return False
    rest = label
    for m in sorted(mentions, key=lambda m: m.start, reverse=True):
        rest = rest[:m.start] + rest[m.end:]
    return not re.search(r"[A-Za-z\u3400-\u9fff]{2,}", rest)


def quote(text: str, limit: int = 40) -> str:
    """``text`` as a finding quotes an item: whole when it has at most ``limit`` characters, else
    cut at the last space or CJK character within the limit, with "…" ("prefix lookup on the CPU
    blocks the sche" was cut inside a word, with no mark)."""
    text = text.strip()
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = max(head.rfind(" "), 0)
    if cut < limit // 2 or re.search(r"[\u3000-\u9fff]", head[-1:]):
        cut = limit  # a CJK run (no spaces) or one long word: cut at the limit
    return head[:cut].rstrip(" ,，、;；:：") + "…"


#: an item that opens with a date or a clock time (a log or changelog entry): "12-04 22:10 …",
#: "2026-12-08（v334）：…", "[2025/03/14] …", "09:45 …", "[10:06] @chenmo: …" (a chat log; held-out set 15)
_LEADING_STAMP = re.compile(r"\s*(?:[-*+•]\s*)?[\[(（【]?(?:\d{4}[-/.年]\d{1,2}(?:[-/.月]\d{1,2}日?)?"
                            r"|\d{1,2}[-/月]\d{1,2}日?(?=[\s\])）】：:，,])|\d{1,2}:\d{2}(?::\d{2})?(?=[\s\])）】]))")
#: a date tag of a news entry ("2024-11-12", "[2026/05]", "2022.05.06", "2026年3月")
_DATE_TAG = re.compile(r"[\[(]?\d{4}(?:[-/.年]\d{1,2}(?:[-/.月]\d{1,2}日?)?)?[\])]?")


def written_date_lead(grammar: dict) -> re.Pattern:
    """A pattern matching an item that opens with a date written in words: "19th June 2023",
    "June 19, 2023", "Tuesday, April 9" (month and weekday names from rules/grammar.yaml
    ``months`` and ``weekday_names``); built once per grammar."""
    key = id(grammar)
    got = _WRITTEN_LEADS.get(key)
    if got is None or got[0] is not grammar:
        months = sorted({str(m).rstrip(".") for names in (grammar.get("months") or {}).values() for m in names},
                        key=len, reverse=True)
        weekdays = sorted((str(w) for w in grammar.get("weekday_names") or {}), key=len, reverse=True)
        month = "|".join(re.escape(m) for m in months) or "(?!)"
        weekday = "|".join(re.escape(w) for w in weekdays) or "(?!)"
        pattern = re.compile(rf"\s*(?:[-*+•]\s*)?[\[(（【*_`]*(?:(?:{weekday}),?\s+)?"
                             rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{month})\.?(?![A-Za-z])"
                             rf"|(?:{month})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?![\w.]))", re.IGNORECASE)
        got = _WRITTEN_LEADS[key] = (grammar, pattern)
    return got[1]


#: id(grammar) → (grammar, written_date_lead pattern)
_WRITTEN_LEADS: dict = {}


def _statement_about_name(text: str, continuations: set[str]) -> bool:
    """True when a list item is a statement about the name it opens with rather than an item
    naming it: a leading emphasised or code name directly followed by a lower-case word that
    does not continue the name (CC102 ``name_continuations``: "**BoltServe** with FP8" names
    BoltServe) and at least two words more, with no colon ("`forget` does not delete source
    files."; "**News** about SlabKV: …" is labelled), or by a Chinese clause of at least four Han
    characters ("`entries` 必須是 JSON 物件。")."""
    m = re.match(r"\s*(\*\*|__|`)(.+?)\1\s+([a-z][a-z'’-]*)((?:\s+\S+){2,})", text)
    # (a colon makes what stands before it a label: "**News** about SlabKV: fast" names it)
    if m is not None and m.group(3) not in continuations and not re.search(r"[:：]", text):
        return True
    # … and a call written without code marks: "search() now accepts 'None' …" / "search() now takes
    # into account …" are two statements about search() (batch-39 owlready2.md)
    call = re.match(r"\s*[A-Za-z_][\w.]*\(\)\s+([a-z][a-z'’-]*)((?:\s+\S+){2,})", text)
    if call is not None and call.group(1) not in continuations and not re.search(r"[:：]", text):
        return True
    # the same in Chinese: "`entries` 必須是 JSON 物件。" / "`entries` 的 key/value 必須是非空字串。" —
    # a clause of at least four Han characters after the name states something about it
    # (batch-27 opencc.md); a short Han word after it ("**vLLM** 引擎") may still name the item
    zh = re.match(r"\s*(\*\*|__|`)(.+?)\1\s*(?=[\u4e00-\u9fff])(.*)", text)
    return zh is not None and len(re.findall(r"[\u4e00-\u9fff]", zh.group(3))) >= 4 \
        and not re.search(r"[:：]", text)


def _label_word(label: str, label_words: set[str]) -> str | None:
    """The label word when the text before an item's colon flags the item rather than naming
    it: a label word (``NOTE``, ``注意``), alone or followed by a date tag (``**News**
    2024-11-12``, ``更新 [2026/05]``: a dated entry of a news list, named by what follows its
    colon whatever its date), or an emoji or mark followed by a date tag (``👏🏻 2022.05.06``);
    else None."""
    words = re.sub(r"[*_`]+", "", label).strip().casefold()
    if words in label_words:
        return words
    first, _, rest = words.partition(" ")
    date = _DATE_TAG.pattern
    if first in label_words and re.fullmatch(date, rest.strip()):
        return first
    # an emoji or other mark before the date ("👏🏻 2022.05.06:", "🔥 [2025/03]:"): a dated news
    # entry too, with no word to name it (batch-13 paddlespeech.md)
    mark = re.fullmatch(r"([^\w\s\[(]+)\s*(" + date + r")", words)
    return mark.group(1) if mark else None




def _named_variant(text: str) -> str | None:
    """:func:`_variant` when it names something: a capitalised word first and no digit ("France
    (Alsace / Moselle)" → "alsace / moselle"; not "(legacy)", "(v2)", "(2024)", "（卡片待补）")."""
    m = re.match(r"\s*(?:[-*+•]\s*)?[*_`]*[^（(：:，,。；;]{1,60}?\s?[（(]([^）)]{1,30})[）)]", re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text))
    if m is None or re.search(r"\d", m.group(1)) or not re.match(r"\s*[A-Z][a-z]", m.group(1)):
        return None
    return re.sub(r"\s+", " ", m.group(1)).strip().casefold()


def _variant(text: str, parts_list: re.Pattern | None = None) -> str | None:
    """The bracket right after an item's name ("Colab Chatbot (shell): …" → ``shell``), folded,
    or None: two items of one name with different brackets name two variants of it.  A bracket
    of more than 30 characters that ``parts_list`` finds enumerating parts names none."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    # (a long bracket too: "UID (Umsatzsteuer-Identifikationsnummer, Austrian VAT number)" and "UID
    # (Unternehmens-Identifikationsnummer, Swiss business identifier)" are two numbers; batch-44 python-stdnum.md)
    # (and after a name's other spellings: "VAT, MWST, TVA, IVA, TPV (Mehrwertsteuernummer, …)")
    # (a long bracket that lists parts names no variant: "Execution Plane（Accelerators、Scale-up
    # Fabric、Scale-out Network）" is what the plane holds, and the same name again is the seed's
    # duplicate whatever its bracket says)
    m = re.match(r"\s*(?:[-*+•]\s*)?[*_`]*[^（(：:。；;]{1,60}?\s?[（(]([^）)]{1,120})[）)]", text)
    if m is None or (len(m.group(1)) > 30 and parts_list is not None and parts_list.search(m.group(1))):
        return None
    return re.sub(r"\s+", " ", m.group(1)).strip().casefold()


def _link_target(text: str) -> str | None:
    """The target of the first link in an item — Markdown (``[x](url)``), HTML (``href="url"``),
    an autolink (``<https://…>``, CommonMark §6.5) or a bare URL — or None.  Two items with
    different targets are two items (batch-14 sherpa-ncnn.md: demo videos named alike, each
    with its own ``<https://www.bilibili.com/video/…>``)."""
    m = re.search(r"\]\(([^)\s]+)\)|href=[\"']([^\"']+)|<(https?://[^>\s]+)>|(https?://[^\s)>\]]+)", text)
    return next(g for g in m.groups() if g) if m else None


#: a bracketed aside followed by more words of the name (not by a colon, clause mark or the end)
_ASIDE_INSIDE = re.compile(r"\s?[（(][^（()）]{1,40}[）)](?=\s*[\w\u3400-\u9fff])")


def _item_body(lines: list[str], line: int) -> str:
    """The block an item at 1-based ``line`` of ``lines`` heads: the lines after it indented
    deeper than it (a fenced or indented code block, a sub-list, a continued paragraph) up to
    the first non-blank line that is not, stripped and joined by newlines; "" when it heads
    none (CommonMark §5.2: a list item's content is what is indented past its marker)."""
    if not 0 < line <= len(lines):
        return ""
    head = lines[line - 1]
    indent = len(head) - len(head.lstrip())
    body: list[str] = []
    for text in lines[line:]:
        if not text.strip():
            continue
        if len(text) - len(text.lstrip()) <= indent:
            break
        body.append(text.strip())
    return "\n".join(body)


def _item_figures(figures: dict[int, list[tuple[int, str]]], line: int, col: int, text: str) -> list[str]:
    """The surfaces of the figure claims (``figures[line]``: column, surface) inside the item at
    ``line``/``col`` of ``len(text)`` characters, in order: what a list item states ("FP8", a date
    tag or a version are no figures); [] for an item that names something."""
    return [surface for c, surface in figures.get(line, ()) if col <= c < col + len(text) + 4]


@functools.lru_cache(maxsize=4)
def _opening_enumeration(joiners: tuple[str, ...]) -> re.Pattern | None:
    """Short words an item opens with, listed with commas and a list joiner of ``joiners``
    (rules/grammar.yaml ``frame_words.list_joiners``) before the last: "1D, 2D and nD Forward and
    Inverse …" (batch-45 pywavelets.md: the items "1D, 2D and nD Forward …" and "1D, 2D and nD
    Multilevel DWT …" were both named "1D").  None without joiners."""
    if not joiners:
        return None
    word = r"[^\s,，。；;:：(（]{1,12}"
    return re.compile(rf"\s*{word}(?:,\s?{word})+,?\s?(?i:{_words_anywhere(joiners).pattern})\s?{word}\s")


def _item_head(text: str, joiners: tuple[str, ...] = ()) -> str:
    """What an item names: the whole text of a leading link (``[AI Studio (vibe deploy)](…)``),
    a leading emphasised name (``**BoltServe** with FP8`` → ``boltserve``; an emphasised date
    tag such as ``**[2026/03]**`` is skipped), else its text up to the first bracket, colon or
    clause mark, a bracketed aside followed by more of the name dropped (``Multilingual (Chinese +
    English) Android demo 1`` → ``multilingual android demo 1``); Markdown emphasis, case and
    spacing folded; ``joiners``: rules/grammar.yaml ``frame_words.list_joiners``
    (:func:`_opening_enumeration`)."""
    # (a reStructuredText reference, "`validate`_ check-digits …", is a link too: batch-44 schwifty.md)
    link = re.match(r"\s*\[([^\]]+)\]\([^)]*\)", text) or re.match(r"\s*`([^`]+)`__?(?!\w)", text)
    if link:  # an item that is a link is named by the whole link text: "AI Studio (vibe deploy)"
        name = link.group(1)
        # more words of the name after the link, up to its first bracket, colon or clause mark:
        # "[SentencePiece](…) Unigram LM" / "[SentencePiece](…) BPE" name two algorithms
        # (batch-28 blingfire.md); a dash, bracket or colon after the link starts what it says
        more = re.match(r"[ \t]+([A-Za-z0-9\u3400-\u9fff][^（(：:，,。；;—–]*?)\s*(?:$|[（(：:，,。；;—–]|\s-\s)", text[link.end():])
        if more:
            name += " " + more.group(1)
        return re.sub(r"\s+", " ", _EMPHASIS.sub("", name)).strip().casefold()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # [name](url) → name
    text = re.sub(r"<[^>]+>", "", text).strip()  # <a href="…">name</a> → name
    emphasised = re.match(r"(\*\*|__|`)(.+?)\1", text)
    if emphasised and (not re.search(r"[A-Za-z\u4e00-\u9fff]", emphasised.group(2))
                       or re.fullmatch(r"\[[^\[\]]+\]", emphasised.group(2).strip())):
        # "**[2026/03]** **Deprecating …**": a date tag opens the item; what follows names it; so
        # does a tag in square brackets ("**[Enterprise]** Fairness constraints …"; batch-47 pyvrp.md)
        return _item_head(text[emphasised.end():], joiners)
    if not emphasised:
        # a bracket inside the name is an aside of it: "Multilingual (Chinese + English) Android
        # demo 1" names the Android demo, not "Multilingual" (batch-14 sherpa-ncnn.md); a bracket
        # that ends the name ("Colab Chatbot (shell): …") leaves the name before it
        text = _ASIDE_INSIDE.sub(" ", text)
    # a comma inside a number ("1,200 tok/s") is a thousands separator, not a clause mark
    # (the commas of words it opens with, listed with a joiner, are no clause marks: "1D, 2D and nD …")
    listed = None if emphasised else (_opening_enumeration(tuple(joiners)) or re.compile("(?!)")).match(text)
    lead = listed.group(0) if listed else ""
    head = emphasised.group(2) if emphasised else lead + re.split(r"[（(：:，。；;]|,(?!\d{3})", text[len(lead):], maxsplit=1)[0]
    head = _EMPHASIS.sub("", head)
    return re.sub(r"\s+", " ", head).strip().casefold()


#: Markdown emphasis and code marks; an underscore inside a word is part of the name
#: ("py_aho_corasick" is not "pyahocorasick"; held-out set 14)
_EMPHASIS = re.compile(r"[*`]+|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])")


# -- CC103 rank-inconsistency -----------------------------------------------------------
#: rank words by what they claim: "max"/"min" the largest/smallest value, "best"/"worst"
#: the best/worst value in the metric's direction (rules/metrics.yaml higher_is_better)
_RANK_WORDS = {
    "best": ["排名第一", "位列第一", "第一名", "最快", "最好", "最优", "最佳", "ranked first", "ranks first",
             "best", "fastest", "top-ranked"],
    "worst": ["排名最后", "垫底", "最慢", "最差", "ranked last", "ranks last", "worst", "slowest"],
    "max": ["最高", "最大", "highest", "largest"],
    "min": ["最低", "最小", "最短", "lowest", "smallest", "shortest"],
}
#: "not the fastest", "second fastest", "并非最快", "仅次于…最高": no ranking claim
_RANK_NEGATION = re.compile(r"(?:\bnot|n't|\bnon|\bsecond|\bthird|2nd|3rd|非|不是|并非|第二|第三|仅次于)\s*(?:the\s+)?$",
                            re.IGNORECASE)


def _words_anywhere(words) -> re.Pattern:
    """``words`` as one case-insensitive alternation, longest first: a word that starts with an
    ASCII letter or digit whole (``\\b`` on both sides), any other (Chinese) anywhere."""
    items = sorted((str(w) for w in words), key=len, reverse=True)
    return re.compile("|".join(re.escape(w) if not re.match(r"\w", w, re.ASCII) else rf"\b{re.escape(w)}\b"
                               for w in items), re.IGNORECASE)


def _rank_patterns(rule) -> list[tuple[str, re.Pattern]]:
    words = rule.parameters.get("rank_words") or _RANK_WORDS
    return [(polarity, _words_anywhere(items)) for polarity, items in words.items()]


def rank_inconsistency(ctx: CheckContext, rule) -> Iterator[Draft]:
    """A ranking word ("排名第一", "最低", "the fastest") bound to a figure while another
    subject's figure of the same metric on the same line (same conditions) beats it.

    A rank word binds to the nearest figure of a metric with a direction within
    ``max_distance`` characters on its line; "最高 1,200" (a bound written right before the
    number) and negated or ordinal forms ("not the fastest", "第二快") are no ranking.

    Args:
        ctx: the run's :class:`~claimcheck.checks.context.CheckContext`.
        rule: the CC103 :class:`~claimcheck.resources.catalogue.Rule`
            (``rules/checks/CC103-rank-inconsistency.yaml``); parameters read: ``max_distance``,
            ``rank_words``.
    Yields:
        :class:`~claimcheck.checks.context.Draft` — one per ranked figure beaten on its line (the ranked
        claim, then the best one beating it).
    """
    metrics = ctx.resources.metrics
    max_distance = int(rule.parameters.get("max_distance", 40))
    patterns = _rank_patterns(rule)
    line_texts = {(seg.file, seg.line): seg.line_text for ex in ctx.extracts for seg in ex.segments}
    # the sentences of each line (a table's cells are one row, read whole)
    sentences = defaultdict(list)
    for ex in ctx.extracts:
        for seg in ex.segments:
            if seg.kind not in ("table_cell", "table_header"):
                sentences[(seg.file, seg.line)].append((seg.offset, seg.offset + len(seg.text)))
    by_line = defaultdict(list)
    for c in ctx.numeric():
        if c.metric in metrics and metrics[c.metric].higher_is_better is not None:
            by_line[(c.file, c.line)].append(c)
    for key, claims in by_line.items():
        text = line_texts.get(key, "")
        reported = set()
        for polarity, pattern in patterns:
            for m in pattern.finditer(text):
                if _RANK_NEGATION.search(text[max(0, m.start() - 12):m.start()]):
                    continue
                # a rank word ranks the figures of its own sentence ("…见过 32B 样本。训练侧，
                # README 的最大模型…": the 最大 of the next sentence ranks nothing before it)
                own = next(((a, b) for a, b in sentences.get(key, ()) if a <= m.start() < b), None)
                c = _bind_rank(m, [o for o in claims if own is None or own[0] <= o.column - 1 < own[1]],
                               text, max_distance)
                if c is None:
                    continue
                c = _named_before_rank(ctx, m, c, claims, text)
                if c is None:
                    continue  # the rank word's own subject has no figure here: it ranks nothing we read
                if polarity in ("max", "min") and _peak_not_rank(m, text, metrics[c.metric].keywords):
                    continue
                mdef = metrics[c.metric]
                higher = mdef.higher_is_better
                wants_max = {"max": True, "min": False, "best": higher, "worst": not higher}[polarity]
                if mdef.remaining_fraction:  # the best compression (4×) is the least memory left (0.25)
                    wants_max = not wants_max
                b = _most_beating(c, [o for o in claims if o is not c and o.metric == c.metric
                                      and o.subject != c.subject], wants_max)
                if b is None or c.id in reported:
                    continue
                reported.add(c.id)
                yield Draft([c, b], {"surface": c.surface, "other_surface": b.surface, "subject": c.subject or "-",
                                     "other_subject": b.subject or "-", "metric": c.metric, "rank_word": m.group(0),
                                     "location": _where(c), "other_location": _where(b)})
    yield from _ranks_of_a_table(ctx, rule, patterns, max_distance, line_texts, by_line)
    yield from _ranks_of_a_list(ctx, rule, patterns, max_distance, by_line)
    yield from _comparisons(ctx, rule, max_distance, line_texts, sentences, by_line)


def _comparisons(ctx: CheckContext, rule, max_distance: int, line_texts: dict, sentences: dict,
                 by_line: dict) -> Iterator[Draft]:
    """A comparison of two subjects contradicted by the two figures it sets side by side in one
    sentence ("vLLM 的吞吐 1,200 tok/s，高于 SGLang 的 1,500 tok/s", "X reaches 89.4 %, ahead of
    Y's 90.6 %": CC103's ``comparison_words``; held-out sets 9–11 planted such ranks of two).

    The figure after the comparison word (the first within ``max_distance`` characters, of a
    metric with a direction) is the other subject's; the compared figure is the nearest before
    the word in the same sentence with the same metric and unit ("1,200 tok/s, 20 % higher than
    …": the percent is skipped).  Both need subjects, different ones, compatible conditions and
    an exact value (no bound), and the metric must be absolute (a speed-up is relative to its own
    baseline: two of them compare nothing); every figure of that metric and unit the sentence gives other
    subjects after the word is compared.  "more"/"less" words claim the larger or smaller value;
    "better"/"worse" follow the metric's direction (rules/metrics.yaml ``higher_is_better``).
    A word negated right before it (``comparison_negations``: "不高于", "not faster than") compares nothing.

    Yields:
        :class:`~claimcheck.checks.context.Draft` — the compared claim, then the figure that
        contradicts the comparison most.
    """
    words = rule.parameters.get("comparison_words") or {}
    if not words:
        return
    metrics = ctx.resources.metrics
    patterns = [(kind, _words_anywhere(items)) for kind, items in words.items() if items]
    # a word negated right before it compares nothing ("不高于", "no higher than": comparison_negations)
    negations = rule.parameters.get("comparison_negations") or ()
    # (a word of letters whole from its start; a contraction's "n't" and Chinese anywhere)
    negation = re.compile("(?:" + "|".join(
        (r"\b" if re.fullmatch(r"[A-Za-z]+", str(w)) else "") + re.escape(str(w))
        for w in sorted(negations, key=lambda w: len(str(w)), reverse=True)) + r")\s*$",
        re.IGNORECASE) if negations else None
    exact = ("=", "~", "", None)
    for key, claims in by_line.items():
        text = line_texts.get(key, "")
        reported = set()
        for kind, pattern in patterns:
            for m in pattern.finditer(text):
                if negation is not None and negation.search(text[max(0, m.start() - 6):m.start()]):
                    continue
                own = next(((a, b) for a, b in sentences.get(key, ()) if a <= m.start() < b), None)
                if own is None:
                    continue
                inside = [c for c in claims if own[0] <= c.column - 1 < own[1] and c.qualifier in exact]
                after = [c for c in inside if c.column - 1 >= m.end()]
                if not after:
                    continue
                first = min(after, key=lambda c: c.column)
                if first.column - 1 - m.end() > max_distance or not first.subject:
                    continue
                before = [c for c in inside if c.end_column - 1 <= m.start() and c.metric == first.metric
                          and c.norm_unit == first.norm_unit and m.start() - (c.end_column - 1) <= max_distance]
                if not before:
                    continue
                c = max(before, key=lambda o: o.column)
                if not c.subject or c.subject == first.subject or c.id in reported:
                    continue
                mdef = metrics[c.metric]
                if mdef.relative:
                    continue  # two speed-ups of two baselines ("~1.5x faster than SDPA EA, 即约快 50%") compare nothing
                wants_more = {"more": True, "less": False, "better": mdef.higher_is_better,
                              "worse": not mdef.higher_is_better}[kind]
                if mdef.remaining_fraction and kind in ("better", "worse"):
                    wants_more = not wants_more
                b = _most_beating(c, [o for o in after if o.metric == c.metric and o.subject
                                      and o.subject != c.subject], wants_more)
                if b is None:
                    continue
                reported.add(c.id)
                yield Draft([c, b], {"surface": c.surface, "other_surface": b.surface, "subject": c.subject,
                                     "other_subject": b.subject, "metric": c.metric, "rank_word": f"{m.group(0).strip()} {b.subject}",
                                     "location": _where(c), "other_location": _where(b)})


def _ranks_of_a_list(ctx: CheckContext, rule, patterns, max_distance: int, by_line: dict) -> Iterator[Draft]:
    """A rank word in a sentence that points back at a group listed above it ("editdistance 是这四个库里
    单次最快的", "X is the fastest of the four": CC103's ``list_reference``) and binds to no figure
    of its own line: the figure it ranks is the one the sentence's one named subject has in the
    list above — the line at most ``list_reach_lines`` lines up that gives the most subjects a
    figure of one metric (two at least, the named one among them) — and the others' figures of
    that metric there are what contradicts it (held-out set 17 R011: python-Levenshtein's 3.21 µs
    beats editdistance's 3.5 µs two lines above "最快")."""
    pointer = rule.parameters.get("list_reference")
    if not pointer:
        return
    pointer = re.compile(str(pointer), re.IGNORECASE)
    reach = int(rule.parameters.get("list_reach_lines", 6))
    metrics = ctx.resources.metrics
    # durations of one operation ("pylev 7.48 ms、editdistance 3.5 µs") have no direction of their
    # own; "最快" / "fastest" ranks them by the least time (time_rank_words)
    timed = _words_anywhere(rule.parameters.get("time_rank_words") or ())
    durations = None  # (file, line) → durations, gathered when a sentence first points back
    for ex in ctx.extracts:
        file = ex.document.path
        for seg in ex.segments:
            if seg.kind in ("table_cell", "table_header", "heading") or not pointer.search(seg.text):
                continue
            own_line = by_line.get((seg.file, seg.line), [])
            text = seg.text.casefold()
            by_time = timed is not None and timed.search(seg.text) is not None
            if by_time and durations is None:
                durations = defaultdict(list)
                for c in ctx.numeric():
                    if c.metric in metrics and metrics[c.metric].higher_is_better is None and \
                            metrics[c.metric].family == "duration" and c.kind == "quantity":
                        durations[(c.file, c.line)].append(c)
            best = None  # (subjects, line, metric, figures)
            for ln in range(seg.line - 1, max(0, seg.line - reach) - 1, -1):
                figures = [c for c in [*by_line.get((file, ln), ()), *(durations.get((file, ln), ()) if by_time else ())]
                           if c.subject and c.norm_value is not None and not c.has_flag("table_cell")]
                for metric in {c.metric for c in figures}:
                    of_metric = [c for c in figures if c.metric == metric]
                    subjects = {c.subject for c in of_metric}
                    named = {c.subject for c in of_metric
                             if any(n and n.casefold() in text for n in (c.subject, c.subject_surface))}
                    if len(subjects) >= 2 and len(named) == 1 and (best is None or len(subjects) > best[0]):
                        best = (len(subjects), ln, metric, of_metric, next(iter(named)))
            if best is None:
                continue
            _, _, metric, listed, subject = best
            for polarity, m in _unbound_ranks(patterns, seg.text, own_line, max_distance):
                ranked = [c for c in listed if c.subject == subject]
                if len(ranked) != 1:
                    break
                c = ranked[0]
                mdef = metrics[metric]
                if mdef.higher_is_better is None:
                    if polarity not in ("best", "worst") or timed is None or not timed.search(m.group(0)):
                        break  # a duration ranks only by a word of speed: "最快" is the least time
                    wants_max = polarity == "worst"
                else:
                    wants_max = {"max": True, "min": False, "best": mdef.higher_is_better,
                                 "worst": not mdef.higher_is_better}[polarity]
                draft = _ranked_beaten(seg, m, c, [o for o in listed if o.subject != subject],
                                       wants_max != bool(mdef.remaining_fraction), subject, metric)
                if draft is not None:
                    yield draft
                break


def _ranks_of_a_table(ctx: CheckContext, rule, patterns, max_distance: int, line_texts: dict,
                      by_line: dict) -> Iterator[Draft]:
    """A rank word in a sentence that points at a table ("HydraKV 在上表中吞吐排名第一",
    "Granian 的 p99 在表里四个 server 中最低": CC103's ``table_reference_words``) and binds to no
    figure of its own line: the figure it ranks is the cell of the one table subject the
    sentence names, in the column of the one table metric it names (a metric's keywords), and
    the table above it (the nearest before the line, at most ``table_reach_lines`` lines up)
    is what contradicts it (a fresh-user trial of session 19; held-out set 14 R020).  A numbered
    table ("表 1 中", CC103's ``table_number_words``) points at it too, and a figure the sentence
    quotes from the table ("LMDeploy（24 ms）") binds no rank (a fresh-user trial, session 35)."""
    words = [str(w) for w in rule.parameters.get("table_reference_words") or ()]
    numbered = [str(w) for w in rule.parameters.get("table_number_words") or ()]
    if not words and not numbered:
        return
    pointer = re.compile("|".join(([_words_anywhere(words).pattern] if words else [])
                                  + ([r"(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in sorted(numbered, key=len, reverse=True))
                                     + r")\s?\d{1,3}(?!\d)"] if numbered else [])),
                         re.IGNORECASE)
    reach = int(rule.parameters.get("table_reach_lines", 30))
    adjacent = int(rule.parameters.get("table_adjacent_lines", 0))
    timed = _words_anywhere(rule.parameters.get("time_rank_words")) if rule.parameters.get("time_rank_words") else None
    runner_up_words = [str(w).casefold() for w in rule.parameters.get("runner_up_words") or ()]
    runner_up = _words_anywhere(runner_up_words) if runner_up_words else None
    metrics = ctx.resources.metrics
    for ex in ctx.extracts:
        # a cell with no subject counts too: its row may be named by a word only it holds ("| `tess-install`
        # | docopt 0.6.2 | 61 |" for "the docopt-based installer"; held-out set 29)
        # (a duration has no direction of its own, yet a word of speed ranks it by the least time:
        # "VTU 写出最快" under "| 写出时间（s） |"; held-out set 32)
        cells = [c for c in ex.claims if c.has_flag("table_cell") and c.metric in metrics
                 and (metrics[c.metric].higher_is_better is not None
                      or (timed is not None and metrics[c.metric].dimensionality == "[time]"))
                 and c.norm_value is not None]
        if not cells:
            continue
        table_lines = sorted({c.line for c in cells})
        cells_by_line: dict[int, list[Claim]] = defaultdict(list)  # (a table's cells by its lines, not a scan per sentence)
        for c in cells:
            cells_by_line[c.line].append(c)
        # each cell's column header ("p99 (ms)"): two columns of one metric are not compared
        headers: dict[int, list[tuple[int, int, str]]] = defaultdict(list)  # line → (start, end, header)
        for seg in ex.segments:
            if seg.kind == "table_cell":
                headers[seg.line].append((seg.offset, seg.offset + len(seg.text), seg.header or ""))

        def header(c: Claim) -> str:
            return next((name for start, end, name in headers.get(c.line, ()) if start <= c.column - 1 < end), "")
        for seg in ex.segments:
            if seg.kind in ("table_cell", "table_header", "heading"):
                continue
            pointed = pointer.search(seg.text) is not None
            if not pointed and not (adjacent and _right_under_a_table(ex.document.path, seg.line, table_lines,
                                                                        adjacent, line_texts)):
                continue
            above = table_lines[bisect.bisect_left(table_lines, seg.line - reach):bisect.bisect_left(table_lines, seg.line)]
            if not above:
                continue
            # the table: the run of table lines ending nearest above the sentence
            last = above[-1]
            rows = {last}
            ln = last - 1
            while ln >= 1 and (ex.document.path, ln) in line_texts and line_texts[(ex.document.path, ln)].lstrip().startswith("|"):
                rows.add(ln)
                ln -= 1
            table = [c for ln in sorted(rows) for c in cells_by_line.get(ln, ())]
            text = seg.text.casefold()
            # (a name after a runner-up word is the second, not the ranked one: "…最高的是 SGLang，其次是 …")
            # (… nor one before a runner-up word in its clause: "SGLang 吞吐最高，TensorRT-LLM 次之"; fresh-user trial 48, r10)
            second = runner_up.search(text) if runner_up is not None else None
            if second is not None:
                mark = max(text.rfind(p, 0, second.start()) for p in "，,；;")
                ranked_part = text[:mark + 1] if mark >= 0 else text[:second.start()]
            else:
                ranked_part = text
            named = {c.subject for c in table
                     if c.subject and any(n and n.casefold() in ranked_part for n in (c.subject, c.subject_surface))}
            shown = {c.metric for c in table
                     if any(str(k).casefold() in text for k in (*metrics[c.metric].keywords, c.metric))}
            if not shown and timed is not None and timed.search(seg.text):
                # "三种方案中 WeasyPrint 单份生成最快" under "| 方案 | 单份平均耗时（s） |": a word of speed
                # ranks the table's one column of times (held-out set 31)
                shown = {c.metric for c in table if metrics[c.metric].dimensionality == "[time]"}
            if not shown and len({c.metric for c in table}) == 1 and \
                    not _names_another_column(text, {header(c) for c in table},
                                             {h for ln in rows for *_, h in sorted(headers.get(ln, ()))[1:]}):
                # "结论：SGLang 最快。" under "| Engine | Decode (tok/s) |": a table of one metric is what
                # a rank word naming none ranks (fresh-user trial 45, r09) — unless the sentence names
                # another column ("社区会员回收率最低" under "| 回收率 / Rate | 占受访者 / Share |", whose
                # share column alone has a metric; held-out set 40)
                shown = {c.metric for c in table}
            by_row = False
            if len(named) != 1:
                # a row named by a word only its row holds ("B200 方案" for the row "| 8×B200 | TensorRT-LLM |
                # …": the platform column; a fresh-user trial, session 37): the rows are the options
                # compared, their settings (chips, engines) what sets them apart
                row = _row_named(ex.document.path, text, sorted({c.line for c in table}), line_texts)
                if row is not None:
                    named, by_row = {c.subject for c in table if c.line == row}, True
            if len(named) != 1 or len(shown) != 1:
                continue
            subject, metric = next(iter(named)), next(iter(shown))
            # a figure the sentence quotes from the table ("LMDeploy 最低（24 ms）") binds no rank:
            # the table is what the rank is about
            quoted = {(c.subject, c.metric, c.norm_value) for c in table}
            # (nor does the size of the group ranked: "三种方案中 … 最快")
            own_line = [c for c in by_line.get((seg.file, seg.line), [])
                        if (c.subject, c.metric, c.norm_value) not in quoted and c.kind != "count"]
            times = {c.metric for c in table if metrics[c.metric].dimensionality == "[time]"}
            for polarity, m in _unbound_ranks(patterns, seg.text, own_line, max_distance):
                if timed is not None and timed.fullmatch(m.group()) and len(times) == 1:
                    metric = next(iter(times))  # "写出最快、文件也最小": the word of speed ranks the times
                elif metrics[metric].higher_is_better is None and polarity in ("best", "worst"):
                    continue  # a direction-less column ranked by a word of quality: unknown which end is best
                ranked = [c for c in table if c.metric == metric and (c.line == row if by_row else c.subject == subject)]
                if len(ranked) > 1:  # several columns of the metric: the one whose header the sentence names
                    ranked = [c for c in ranked
                              if (core := re.sub(r"\s*[（(][^（()）]*[)）]\s*$", "", header(c)).strip().casefold())
                              and core in text]
                if len(ranked) != 1:
                    continue
                c = ranked[0]
                column = header(c)
                mdef = metrics[metric]
                if mdef.higher_is_better is None:
                    wants_max = polarity in ("max", "worst")  # a duration: "最快" is the least time
                else:
                    wants_max = {"max": True, "min": False, "best": mdef.higher_is_better,
                                 "worst": not mdef.higher_is_better}[polarity]
                draft = _ranked_beaten(seg, m, c, [o for o in table if o.metric == metric and header(o) == column
                                                   and (o.line != c.line if by_row else o.subject != subject)],
                                       wants_max != bool(mdef.remaining_fraction), subject, metric, by_row)
                if draft is not None and by_row:
                    # the rows are named by their first cells ("8×B200" against "8×MI355X"), not by an
                    # engine both may share
                    other = draft.extra_locations[-1][1]
                    draft.values["subject"] = draft.subject = _first_cell(line_texts.get((ex.document.path, c.line), "")) or subject
                    draft.values["other_subject"] = _first_cell(line_texts.get((ex.document.path, other), "")) or \
                        draft.values["other_subject"]
                if draft is not None:
                    yield draft
                break


def _names_another_column(text: str, ranked: set[str], headers: set[str]) -> bool:
    """Whether the folded sentence ``text`` names a column header of ``headers`` (the columns after
    the row labels') other than the ``ranked`` ones (a bilingual header "回收率 / Rate" by either
    half, each of two characters or more)."""
    for name in headers - ranked:
        parts = [p.strip(" *_`").casefold() for p in HEADER_HALVES.split(name)]
        if any(len(p) >= 2 and p in text for p in parts):
            return True
    return False


def _right_under_a_table(path: str, line: int, table_lines: list[int], within: int, line_texts: dict) -> bool:
    """``line`` stands at most ``within`` lines under the last row of a table of ``table_lines``
    (lines holding table cells with figures), with only blank lines between."""
    for gap in range(1, within + 1):
        above = line - gap
        if above in table_lines or line_texts.get((path, above), "").lstrip().startswith("|"):
            return True
        if line_texts.get((path, above), "").strip():
            return False
    return False


#: a word of a table cell that may name its row: letters and digits, maybe joined by "-" or "." ("B200",
#: "TensorRT-LLM", "MI355X"), three characters or more
_ROW_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*|\d+[A-Za-z][A-Za-z0-9]*"
                       # an option's label: "方案A", "选项2" (a fresh-user trial, session 38)
                       r"|[\u4e00-\u9fff]{2}\s?[A-Z0-9]{1,2}(?![A-Za-z0-9])")


def _first_cell(row: str) -> str:
    """The first cell of a Markdown table row's text ("| 8×B200 | vLLM |" → "8×B200"), or ""."""
    return (row_cells(row) or [""])[0] if row.lstrip().startswith("|") else ""


def _row_named(path: str, text: str, rows: list[int], line_texts: dict) -> int | None:
    """The one row of a table (``rows``: its lines) that ``text`` (case-folded) names by a word of
    its cells that no other row holds ("B200" of "| 8×B200 | …"), or None."""
    words: dict[int, set[str]] = {}
    for ln in rows:
        row = line_texts.get((path, ln), "")
        cells = row_cells(row) if "|" in row else []
        words[ln] = {w.casefold() for cell in cells for w in _ROW_WORD.findall(cell) if len(w) >= 3}
    hits = set()
    for ln, own in words.items():
        others = set().union(*(w for o, w in words.items() if o != ln)) if len(words) > 1 else set()
        if any(re.search(r"(?<![a-z0-9])" + re.escape(w) + r"(?![a-z0-9])", text) for w in own - others):
            hits.add(ln)
    return next(iter(hits)) if len(hits) == 1 else None


def _unbound_ranks(patterns, text: str, own_line: list[Claim], max_distance: int) -> Iterator[tuple[str, re.Match]]:
    """(polarity, match) of the first rank word of each polarity in a sentence's ``text`` that is
    not negated ("not the fastest") and ranks no figure of its own line (``own_line``: those
    rank_inconsistency itself checks): a rank of a table or a list above the sentence."""
    for polarity, pattern in patterns:
        m = pattern.search(text)
        if m is None or _RANK_NEGATION.search(text[max(0, m.start() - 12):m.start()]):
            continue
        if own_line and _bind_rank(m, own_line, text, max_distance) is not None:
            continue
        yield polarity, m


def _most_beating(c: Claim, others: list[Claim], wants_max: bool, any_conditions: bool = False) -> Claim | None:
    """Of ``others``, the figure in ``c``'s unit and under compatible conditions (any, when
    ``any_conditions``: rows that are the options compared) that beats ``c`` most — the largest
    above it when ``wants_max``, else the smallest below it — or None.  A version is each
    system's own: "vLLM 0.14.0 3,410 tok/s, SGLang 0.5.6 3,520 tok/s" are one bake-off (fresh-user
    trial 47, r02: two versions made the figures incomparable and hid the rank)."""
    beating = [o for o in others if o.norm_unit == c.norm_unit
               and (any_conditions or conditions_compatible(c, o, ignore=("baseline",) + (("version",) if o.subject != c.subject else ())))
               and (o.norm_value > c.norm_value if wants_max else o.norm_value < c.norm_value)]
    return (max if wants_max else min)(beating, key=lambda o: o.norm_value) if beating else None


def _ranked_beaten(seg, m: re.Match, c: Claim, others: list[Claim], wants_max: bool, subject: str,
                   metric: str, any_conditions: bool = False) -> Draft | None:
    """The finding of a rank word (``m`` in the sentence ``seg``) that ranks ``c`` while one of
    ``others`` (other subjects' figures of its metric) beats it under compatible conditions in
    its unit (the largest when ``wants_max``, else the smallest), or None.  It is reported at the
    sentence (what is wrong), the two figures after it: they are the table's or the list's, so
    they are places here, not the finding's sides."""
    b = _most_beating(c, others, wants_max, any_conditions)
    if b is None:
        return None
    return Draft([], {"surface": c.surface, "other_surface": b.surface, "subject": subject,
                      "other_subject": b.subject or "-", "metric": metric, "rank_word": m.group(0),
                      "location": _where(c), "other_location": _where(b)},
                 extra_locations=[(seg.file, seg.line, m.start() + seg.offset + 1, m.group(0)),
                                  (c.file, c.line, c.column, c.surface), (b.file, b.line, b.column, b.surface)],
                 subject=subject, metric=metric)


def _peak_not_rank(m: re.Match, text: str, keywords) -> bool:
    """"最高吞吐为 …" / "its highest throughput": the subject's own peak, not a ranking."""
    if re.match(r"[\u4e00-\u9fff]", m.group(0)):
        following = text[m.end():m.end() + 16].lstrip().lower()
        return any(following.startswith(str(k).lower()) for k in keywords)
    return bool(re.search(r"(?:'s|’s|\bits|\btheir)\s+$", text[max(0, m.start() - 8):m.start()], re.IGNORECASE))


def _named_before_rank(ctx: CheckContext, m: re.Match, c: Claim, claims: list[Claim], text: str) -> Claim | None:
    """The figure a rank word ranks when a system is named between the nearest figure before it
    and the word ("DSpark 吞吐 4,000 tok/s，vLLM 吞吐 2,000 tok/s，DSpark 最快", "…, so DSpark is
    the fastest": DSpark's 4,000, not vLLM's nearer 2,000; a fresh-user trial of session 31 — the
    nearest figure made a false alarm that named the wrong system).  The named system's figure of
    the metric on the line, the last before the word; ``c`` when no other system is named there;
    None when the named system has no such figure (it ranks something this line does not give)."""
    end = c.end_column - 1
    if end > m.start():
        return c  # the figure follows the word ("最快的是 DSpark 4,000 tok/s")
    region = text[end:m.start()]
    named = [n for n in ctx.entities.mentions(region) if n.type in SUBJECT_TYPES]
    if not named:
        return c
    name = named[-1]
    if c.subject and same_name(name.canonical, c.subject):
        return c
    own = [o for o in claims if o.metric == c.metric and o.subject and same_name(name.canonical, o.subject)
           and o.end_column - 1 <= m.start()]
    return own[-1] if own else None


def _bind_rank(m: re.Match, claims: list[Claim], text: str, max_distance: int) -> Claim | None:
    """The figure a rank word at ``m`` speaks of: the nearest on the line (after it on a tie), or
    None when none is within ``max_distance`` or the word is the bound of the number right after it."""
    best = None
    for c in claims:
        start, end = c.column - 1, c.end_column - 1
        if start >= m.end():
            gap = text[m.end():start]
            if not gap.strip() and c.qualifier in ("<=", ">=", "<", ">"):
                # "最高 1,200 tok/s": the word is the bound of the number, and ranks nothing —
                # not the next figure either ("最高 7.73 倍、单卡推理 1.42 倍", held-out set 10)
                return None
            distance = len(gap)
        elif end <= m.start():
            distance = len(text[end:m.start()]) + 0.5
        elif c.qualifier in ("<=", ">=", "<", ">"):
            return None  # the word is the bound written in the claim's own surface ("最高 7.73 倍")
        else:
            continue
        if distance <= max_distance and (best is None or distance < best[0]):
            best = (distance, c)
    return best[1] if best else None
