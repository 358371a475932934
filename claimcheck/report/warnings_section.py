"""Writing the warnings section into a briefing in place (``claimcheck warnings --write``).

The section lives between ``<!-- claimcheck:warnings:start -->`` and
``<!-- claimcheck:warnings:end -->``.  When the markers are absent they are added under
the warnings heading (``warnings.heading`` of rules/messages.yaml in any language:
``二、值得警惕的矛盾或待核实说法`` / ``Warnings``, Markdown ``#`` or not, any 一、二、… number),
or, without such a heading, at the end under a new one in the section's language.  Every
byte outside the markers is kept, line endings included; a second run with the same inputs changes nothing.  The text
between the markers is never read as claims (claimcheck.text.segment skips it), so writing the
section cannot change the findings it reports.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from claimcheck.errors import InputError

if TYPE_CHECKING:
    from claimcheck.resources.records import Messages

START = "<!-- claimcheck:warnings:start -->"
END = "<!-- claimcheck:warnings:end -->"
_NUMBERED = r"[一二三四五六七八九十]+、"


def heading_pattern(headings: tuple[str, ...]) -> re.Pattern:
    """A line that is one of ``headings`` (strs), with or without Markdown ``#`` and with any
    Chinese section number (``二、`` / ``三、``), surrounded by spaces or not."""
    names = sorted({re.sub(f"^{_NUMBERED}", "", h.strip()) for h in headings}, key=lambda h: (-len(h), h))
    return re.compile(rf"^\s*(?:#{{1,6}}\s*)?(?:{_NUMBERED})?(?:{'|'.join(map(re.escape, names))})\s*$",
                      re.MULTILINE)


def _messages(messages: "Messages | None") -> "Messages":
    if messages is None:
        from claimcheck.resources import load_resources
        messages = load_resources().messages
    return messages


def render_block(section: str, newline: str = "\n") -> str:
    """The markers with ``section`` between them, using ``newline``."""
    body = section.rstrip("\n").replace("\n", newline)
    return f"{START}{newline}{body}{newline}{END}"


def replace_section(text: str, section: str, lang: str = "zh", messages: "Messages | None" = None) -> str:
    """``text`` with its warnings section replaced by ``section`` (markers added if absent).

    ``messages``: the Messages (rules/messages.yaml) whose ``warnings.heading`` names the
    section; None for the shipped ones.  An unknown ``lang`` writes the zh heading.

    Raises:
        ValueError: the markers are unbalanced (a start without an end, or the other way round).
    """
    newline = "\r\n" if "\r\n" in text else "\n"
    block = render_block(section, newline)
    start, end = text.find(START), text.find(END)
    if start >= 0 or end >= 0:
        if start < 0 or end < 0 or end < start or text.count(START) != 1 or text.count(END) != 1:
            raise ValueError("unbalanced claimcheck:warnings markers")
        return text[:start] + block + text[end + len(END):]
    messages = _messages(messages)
    heading = heading_pattern(messages.headings()).search(text)
    if heading:
        line_end = text.find("\n", heading.end())
        insert_at = len(text) if line_end < 0 else line_end + 1
        prefix = text[:insert_at] if line_end >= 0 else text + newline
        return prefix + block + newline + text[insert_at:]
    title = messages.text(lang if lang in messages.texts else "zh", "warnings.heading")
    sep = "" if text.endswith(("\n", "\r\n")) or not text else newline
    return f"{text}{sep}{newline}{title}{newline}{block}{newline}"


def update_file(path: str | Path, section: str, lang: str = "zh", *, dry_run: bool = False,
                messages: "Messages | None" = None) -> bool:
    """Write ``section`` into ``path``; returns True when the file changed (or would change).
    ``lang`` and ``messages`` name the heading as in :func:`replace_section`.

    Raises:
        InputError: the file cannot be read or written, is not UTF-8, or has unbalanced markers.
    """
    p = Path(path)
    try:
        raw = p.read_bytes() if p.exists() else b""
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise InputError("E003", path=str(p), line=line, column=1, byte=raw[exc.start], hint="convert it to UTF-8",
                         codec="UTF-8") from None
    except OSError as exc:
        raise InputError("E007", path=str(p), reason=exc.strerror or str(exc)) from None
    try:
        new = replace_section(text, section, lang, messages)
    except ValueError as exc:
        raise InputError("E007", path=str(p), reason=str(exc)) from None
    if new == text:
        return False
    if not dry_run:
        try:
            p.write_bytes(new.encode("utf-8"))
        except OSError as exc:
            raise InputError("E007", path=str(p), reason=exc.strerror or str(exc)) from None
    return True
