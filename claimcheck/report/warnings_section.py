"""Writing the warnings section into a briefing in place (``claimcheck warnings --write``).

The section lives between ``<!-- claimcheck:warnings:start -->`` and
``<!-- claimcheck:warnings:end -->``.  When the markers are absent they are added under
the warnings heading (``warnings.heading`` of rules/messages.yaml in any language:
``二、值得警惕的矛盾或待核实说法`` / ``Warnings``, or one of its ``heading_aliases``: ``⚠️ 风险提示``,
``Risks``; Markdown ``#`` or not, any 一、二、… number),
or, without such a heading, at the end under a new one in the section's language (a ``##``
heading in a Markdown file).  Every byte outside the markers is kept, line endings included; the
locations the section cites in the file refer to the file as written, so a second run with the
same inputs changes nothing and ``--check`` right after a write passes.  The write is atomic.  The text
between the markers is never read as claims (claimcheck.text.segment skips it), so writing the
section cannot change the findings it reports.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from claimcheck.errors import InputError
from claimcheck.extraction.numbers import chinese_number
from claimcheck.text.markers import END, START, marker_lines  # noqa: F401  (re-exported)
from claimcheck.text.fences import fenced_lines
from claimcheck.text.write import write_atomic

if TYPE_CHECKING:
    from claimcheck.resources.records import Messages

_NUMBERED = r"[一二三四五六七八九十]+、"


def heading_pattern(headings: tuple[str, ...]) -> re.Pattern:
    """A line that is one of ``headings`` (strs), with or without Markdown ``#``, with any
    Chinese section number (``二、`` / ``三、``), a warning sign (``⚠️ 风险提示``), bold ``**`` and a
    closing colon, surrounded by spaces or not."""
    names = sorted({re.sub(f"^{_NUMBERED}", "", h.strip()) for h in headings}, key=lambda h: (-len(h), h))
    return re.compile(rf"^[ \t]*(?:#{{1,6}}[ \t]*)?(?:\*\*)?(?:{_NUMBERED})?[ \t]*(?:⚠️|⚠)?\ufe0f?[ \t]*"
                      rf"(?:{'|'.join(map(re.escape, names))})(?:\*\*)?[ \t]*[：:]?(?:\*\*)?[ \t]*\r?$",
                      re.MULTILINE | re.IGNORECASE)


#: a hand-written warning's title: "⚠️ C1：…", "### ⚠ C12: …", "- ⚠️ C3：…" (the seed briefing's
#: form; the warning mark is required, so "C2: the second candidate" is no warning)
_WRITTEN_WARNING = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:#{1,6}[ \t]*)?(?:\*\*)?(?:⚠️|⚠)\ufe0f?[ \t]*C(\d{1,3})[ \t]*[：:]",
                              re.MULTILINE)


def written_numbers(text: str) -> list[int]:
    """The numbers of the ``⚠️ C<n>`` warnings written by hand in ``text``: outside the
    generated section's markers and outside code.  ``warnings --write`` numbers the generated
    items after the largest, so a briefing never holds two ``⚠️ C1`` (a fresh-user trial of
    session 19: the generated C1–C12 went in above a hand-written C1)."""
    from claimcheck.text.markers import section_lines
    inside = section_lines(text)
    lines = text.split("\n")
    code = fenced_lines(lines)
    out = []
    for i, (line, in_code) in enumerate(zip(lines, code), start=1):
        if i in inside or in_code:
            continue
        m = _WRITTEN_WARNING.match(line)
        if m:
            out.append(int(m.group(1)))
    return out


def _messages(messages: "Messages | None") -> "Messages":
    if messages is None:
        from claimcheck.resources import load_resources
        messages = load_resources().messages
    return messages


def render_block(section: str, newline: str = "\n") -> str:
    """The markers with ``section`` between them, each marker on a line of its own and set off
    by blank lines, so the section renders as Markdown (paragraphs and lists) wherever it is."""
    body = section.strip("\n").replace("\n", newline)
    return f"{START}{newline}{newline}{body}{newline}{newline}{END}"


class MarkerError(ValueError):
    """The warnings markers of a text cannot hold one section.

    Attributes:
        line: the 1-based line of the first marker that is out of place.
        problem: what is wrong, with the markers' lines, and what to do.
    """

    def __init__(self, line: int, problem: str) -> None:
        self.line, self.problem = line, problem
        super().__init__(f"line {line}: {problem}")


def _unbalanced(text: str, starts: list[int], ends: list[int]) -> MarkerError:
    """Why the markers (character offsets ``starts`` / ``ends``) cannot hold one section, with
    their line numbers and the fix: "2 start markers (lines 3, 7) and 2 end markers (lines 5,
    9): keep one pair"."""
    def line(offset: int) -> int:
        return text.count("\n", 0, offset) + 1

    def where(offsets: list[int], what: str) -> str:
        if not offsets:
            return f"no {what} marker"
        lines = ", ".join(str(line(o)) for o in offsets)
        plural = "s" if len(offsets) > 1 else ""
        return f"{len(offsets)} {what} marker{plural} (line{plural} {lines})"
    if len(starts) == 1 and len(ends) == 1:
        return MarkerError(line(ends[0]), f"the end marker (line {line(ends[0])}) comes before the start "
                                          f"marker (line {line(starts[0])}): swap them")
    fix = "keep one pair" if starts and ends else f"add the missing {'end' if starts else 'start'} marker"
    markers = sorted(starts + ends)  # the first marker beyond one pair, or the lone one
    return MarkerError(line(markers[2] if len(markers) > 2 else markers[0]), f"{where(starts, 'start')} and {where(ends, 'end')}: {fix}")


def _after_written_warnings(text: str, start: int) -> int:
    """Where generated warnings go in a section that begins at offset ``start`` (the line after
    its heading): after the hand-written ``⚠️ C<n>`` items that open it and their lines, before the
    next heading ("三、…", "# …") — the generated items are numbered after the written ones, so
    they follow them (a fresh-user trial, session 26: C2 was written above C1).  ``start`` when
    the section opens with no written warning."""
    at, end = start, start
    in_item = False
    while at < len(text):
        nl = text.find("\n", at)
        stop = len(text) if nl < 0 else nl + 1
        line = text[at:stop]
        if _WRITTEN_WARNING.match(line):
            in_item = True
        elif _NEXT_HEADING.match(line):
            break
        elif not line.strip():
            pass  # a blank line inside or between items
        elif not in_item:
            break  # prose before any written warning: the generated ones go right under the heading
        if in_item and line.strip():
            end = stop
        at = stop
    return end


#: a line that opens the next section: a Markdown heading or a Chinese section number ("三、")
_NEXT_HEADING = re.compile(rf"^[ \t]*(?:#{{1,6}}[ \t]|{_NUMBERED})")


def _splice(text: str, section: str, lang: str, messages: "Messages | None", markdown: bool) -> tuple[str, int, int]:
    """(new text, where the unchanged tail starts in ``text``, where it starts in the new text)."""
    newline = "\r\n" if "\r\n" in text else "\n"
    block = render_block(section, newline)
    starts, ends = marker_lines(text)
    if starts or ends:
        if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
            raise _unbalanced(text, starts, ends)
        tail = ends[0] + len(END)
        new = text[:starts[0]] + block
        return new + text[tail:], tail, len(new)
    messages = _messages(messages)
    heading = heading_pattern(messages.headings()).search(text)
    if heading:
        line_end = text.find("\n", heading.end())
        if line_end < 0:  # the heading is the last line, without a newline
            new = text + newline + newline + block + newline
            return new, len(text), len(new)
        insert_at = _after_written_warnings(text, line_end + 1)
        after = text[insert_at:]
        gap = newline if after and not after.startswith(("\n", "\r\n")) else ""
        new = text[:insert_at] + newline + block + newline + gap
        return new + after, insert_at, len(new)
    title = messages.text(lang if lang in messages.texts else "zh", "warnings.heading")
    title = _numbered_after(text, title)
    if markdown:
        title = "## " + title  # a real heading, so a Markdown renderer shows the section as one
    sep = "" if text.endswith(("\n", "\r\n")) or not text else newline
    lead = newline if text else ""
    new = f"{text}{sep}{lead}{title}{newline}{newline}{block}{newline}"
    return new, len(text), len(new)


#: a Chinese-numbered section heading at a line's start ("四、附录", "## 三、其他")
_ZH_HEADING = re.compile(rf"^[ \t]*(?:#{{1,6}}[ \t]*)?({_NUMBERED})", re.MULTILINE)


def _zh_numerals() -> tuple[dict[str, int], dict[str, int], dict[int, str]]:
    """The Chinese digits and units of rules/grammar.yaml (``chinese_digits``, ``chinese_units``),
    and each digit value's first written form (2 → 二, not 两): how headings are read and written."""
    from claimcheck.resources import load_resources

    grammar = load_resources().grammar
    digits = {str(k): int(v) for k, v in (grammar.get("chinese_digits") or {}).items()}
    units = {str(k): int(v) for k, v in (grammar.get("chinese_units") or {}).items()}
    written: dict[int, str] = {}
    for char, value in digits.items():
        written.setdefault(value, char)
    return digits, units, written


def _zh_numeral(n: int, written: dict[int, str]) -> str:
    """1 → 一, 10 → 十, 12 → 十二, 23 → 二十三 (1–99; ``written``: digit value → character)."""
    tens, ones = divmod(n, 10)
    return ((written[tens] if tens > 1 else "") + "十" if tens else "") + (written[ones] if ones else "")


def _numbered_after(text: str, title: str) -> str:
    """``title`` ("二、值得警惕的矛盾或待核实说法") numbered after the document's own Chinese-numbered
    headings when it is appended below them: a note with 一、 … 四、 gets 五、, not a second 二、 (a
    fresh-user trial, session 27).  A title without such a number, or a note without such
    headings, is left as it is."""
    own = re.match(_NUMBERED, title)
    if own is None:
        return title
    heads = [m.group(1)[:-1] for m in _ZH_HEADING.finditer(text)]
    if not heads:
        return title
    digits, units, written = _zh_numerals()
    # (read by the extractor's own numeral reader: extraction.numbers.chinese_number)
    numbers = [n for n in (chinese_number(h, digits, units) for h in heads) if isinstance(n, int) and n > 0]
    if not numbers or max(numbers) >= 99 or any(v not in written for v in range(1, 10)):
        return title
    return _zh_numeral(max(numbers) + 1, written) + "、" + title[own.end():]


def replace_section(text: str, section: str, lang: str = "zh", messages: "Messages | None" = None,
                    *, markdown: bool = False) -> str:
    """``text`` with its warnings section replaced by ``section`` (markers added if absent).

    ``messages``: the Messages (rules/messages.yaml) whose ``warnings.heading`` names the
    section; None for the shipped ones.  An unknown ``lang`` writes the zh heading.  With
    ``markdown`` (a ``.md`` file) a heading that has to be added is a Markdown ``##`` heading.
    Only marker lines outside code fences count (:func:`marker_lines`).

    Raises:
        MarkerError: (a ValueError) the markers are unbalanced (a start without an end, two
            pairs, or an end before the start); its ``line`` and ``problem`` say where and why.
    """
    return _splice(text, section, lang, messages, markdown)[0]


def line_mapping(text: str, new: str, old_tail: int, new_tail: int) -> Callable[[int], int]:
    """Old line number (1-based) of ``text`` → its line number in ``new``: lines before the
    section stay, lines after it move by the lines the section added or removed."""
    head_lines = text.count("\n", 0, old_tail)
    shift = new.count("\n", 0, new_tail) - head_lines
    return lambda line: line + shift if line > head_lines else line


def remap_locations(section: str, shown: Iterable[str], mapping: Callable[[int], int]) -> str:
    """``section`` with every location ``<path>:<line>`` of a file shown as one of ``shown`` (the
    written file, as the findings name it) moved by ``mapping`` (old line → line as written);
    other files' locations and other numbers are left as they are."""
    names = sorted({s for s in shown if s}, key=len, reverse=True)
    if not names:
        return section
    pattern = re.compile(r"(?<![\w/.\-])(" + "|".join(map(re.escape, names)) + r"):(\d+)(?!\d)")
    return pattern.sub(lambda m: f"{m.group(1)}:{mapping(int(m.group(2)))}", section)


def update_file(path: str | Path, section: str | Callable[[Callable[[int], int]], str], lang: str = "zh", *,
                dry_run: bool = False, messages: "Messages | None" = None) -> bool:
    """Write ``section`` into ``path``; returns True when the file changed (or would change).
    ``lang`` and ``messages`` name the heading as in :func:`replace_section`.

    ``section`` may be a function of a line mapping (old line of ``path`` → its line in the file
    as written) that renders the section: the locations it cites in ``path`` then refer to the
    file as written, so a second run (or ``--check`` right after) finds it up to date.  The write
    is atomic (:func:`claimcheck.text.write.write_atomic`): old bytes or new, never a torn file.

    Raises:
        InputError: the file cannot be read (E003/E007), is no regular file (E009) or is huge
            (E006), cannot be written (E008), or has unbalanced markers (E039, at the first
            marker out of place).
    """
    from claimcheck.text.ingest import read_state_file
    p = Path(path)
    raw = read_state_file(p) or b""  # E009 a device or FIFO, E006 a huge file: never read whole
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        from claimcheck.text.ingest import utf8_hint
        line = raw.count(b"\n", 0, exc.start) + 1
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        column = len(raw[line_start:exc.start].decode("utf-8", errors="replace")) + 1
        raise InputError("E003", path=str(p), line=line, column=column, byte=raw[exc.start],
                         hint=utf8_hint(raw, rewritten=True), codec="UTF-8") from None
    except OSError as exc:
        raise InputError("E007", path=str(p), reason=exc.strerror or str(exc)) from None
    markdown = p.suffix.lower() in (".md", ".markdown")
    render = section if callable(section) else (lambda _mapping: section)
    try:
        new, old_tail, new_tail = _splice(text, render(lambda line: line), lang, messages, markdown)
        mapping = line_mapping(text, new, old_tail, new_tail)
        new = _splice(text, render(mapping), lang, messages, markdown)[0]
    except MarkerError as exc:
        raise InputError("E039", path=str(p), line=exc.line, problem=exc.problem) from None
    if new == text:
        return False
    if not dry_run:
        write_atomic(p, new.encode("utf-8"))
    return True
