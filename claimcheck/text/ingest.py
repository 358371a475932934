"""Ingest: find the documents named on the command line and read them safely.

A path may be a file or a folder (searched recursively for ``*.md`` and ``*.txt``), or ``-``
for the standard input.  Reading never raises past the caller with a traceback: each problem becomes an
:class:`~claimcheck.errors.InputError` with a one-line message naming the file
(and the line, for bad encodings), and the other files are still read.
"""
from __future__ import annotations

import datetime as dt
import codecs
import functools
import os
import re
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from claimcheck.errors import InputError

TEXT_SUFFIXES = (".md", ".txt", ".markdown")
#: the path that names the standard input, and the name its document is shown under
STDIN, STDIN_SHOWN = "-", "<stdin>"
#: byte-order marks, longest first (a UTF-32-LE mark begins with the UTF-16-LE one): the
#: encoding a mark names wins over --encoding
BOMS = ((b"\xff\xfe\x00\x00", "utf-32"), (b"\x00\x00\xfe\xff", "utf-32"), (b"\xff\xfe", "utf-16"),
        (b"\xfe\xff", "utf-16"), (b"\xef\xbb\xbf", "utf-8"))
#: default size limit of one document (bytes); --max-bytes changes it
DEFAULT_MAX_BYTES = 20 * 1024 * 1024

_ISO_DATE = re.compile(r"(?<!\d)(20\d{2})[-_.](0[1-9]|1[0-2])[-_.](0[1-9]|[12]\d|3[01])(?!\d)")
_ZH_DATE = re.compile(r"(20\d{2})\s*年\s*(1[0-2]|0?[1-9])\s*月\s*(3[01]|[12]\d|0?[1-9])\s*日")
#: English dates with a month name, month first or day first ("Nov 3 2026", "November 3, 2026",
#: "3 Nov 2026"): a heading "# Inbox note, Nov 3 2026" dates its note (a fresh-user trial of session 31)
_MONTHS = {m: i for i, names in enumerate((("jan", "january"), ("feb", "february"), ("mar", "march"),
                                            ("apr", "april"), ("may",), ("jun", "june"), ("jul", "july"),
                                            ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"),
                                            ("nov", "november"), ("dec", "december")), 1) for m in names}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_EN_DATE = re.compile(rf"(?<![A-Za-z])(?:(?P<m1>{_MONTH})\.?\s+(?P<d1>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?,?\s+"
                      rf"(?P<y1>20\d{{2}})|(?P<d2>3[01]|[12]\d|0?[1-9])\s+(?P<m2>{_MONTH})\.?,?\s+(?P<y2>20\d{{2}}))"
                      rf"(?![\d])", re.IGNORECASE)


@dataclass(frozen=True)
class Document:
    """A document read into memory.

    Attributes:
        path: the path as given by the user (relative paths stay relative), POSIX style.
        text: the whole text, newlines normalised to ``\\n``, BOM removed.
        date: ISO date of the document (from its name, else its first lines, else a labelled
            date of its header: :func:`document_date`), or None.
    """

    path: str
    text: str
    date: str | None



def utf8_hint(raw: bytes, *, rewritten: bool = False) -> str:
    """What to do about ``raw`` bytes that are not valid UTF-8: GBK/GB18030 text (the encoding
    of Chinese notes saved by older Windows tools) is named, with the command that converts it.

    Args:
        raw: the file's bytes.
        rewritten: the file is one claimcheck rewrites in place (``warnings --write``), which
            stays UTF-8: only converting helps, ``--encoding`` does not.
    Returns:
        The hint of an E003 error, e.g. ``"it looks like GBK/GB18030: pass --encoding gbk …"``.
    """
    try:
        raw.decode("gb18030")
    except UnicodeDecodeError:
        return "convert it to UTF-8"
    if rewritten:
        return "it looks like GBK/GB18030; the file is rewritten as UTF-8, so convert it first: iconv -f GBK -t UTF-8"
    return "it looks like GBK/GB18030: pass --encoding gbk or convert it with iconv -f GBK -t UTF-8"

def discover(paths: Iterable[str | os.PathLike]) -> tuple[list[Path], list[InputError]]:
    """Expand ``paths`` into text files, in a stable order.

    Returns:
        (files, errors): files in command-line order, each folder's files sorted;
        an :class:`InputError` per bad path: E001 missing, E002 folder without text files,
        E007 a folder (or subfolder) that cannot be listed or a symlink that leads nowhere (a
        loop, or a link to a missing file), E009 a named path that is no
        regular file or folder (a FIFO, socket or device), E013 a named file that is not a
        text note (its suffix is none of :data:`TEXT_SUFFIXES`, the files a folder yields:
        a file named on the command line is held to the same rule, and the message says how
        to read it anyway — on the standard input).  ``-`` is the standard input, read once.
    """
    files: list[Path] = []
    errors: list[InputError] = []
    seen: set[Path] = set()
    for raw in paths:
        if str(raw) == STDIN:
            if Path(STDIN) not in seen:
                seen.add(Path(STDIN))
                files.append(Path(STDIN))
            continue
        path = Path(raw)
        if path.is_dir():
            found = sorted(_walk(path, errors))
            if not found and not any(e.fields.get("path", "").startswith(_show(path)) for e in errors):
                errors.append(InputError("E002", path=_show(path)))
            candidates: Iterable[Path] = found
        elif path.exists():
            kind = _special_kind(path)
            if kind:
                errors.append(InputError("E009", path=_show(path), kind=kind))
                continue
            if path.suffix.lower() not in TEXT_SUFFIXES:
                errors.append(InputError("E013", path=_show(path), suffixes=", ".join(TEXT_SUFFIXES)))
                continue
            candidates = [path]
        elif path.is_symlink():
            errors.append(InputError("E007", path=_show(path), reason=_dangling(path)))
            continue
        else:
            errors.append(InputError("E001", path=_show(path)))
            continue
        for p in candidates:
            try:
                key = p.resolve()
            except (RuntimeError, OSError):  # a symlink loop found inside a folder: Python 3.11 raises RuntimeError
                errors.append(InputError("E007", path=_show(p), reason=_dangling(p)))
                continue
            if key not in seen:
                seen.add(key)
                files.append(p)
    return files, errors


def _dangling(path: Path) -> str:
    """Why a symlink leads to no file: a loop of links, or a link to nothing."""
    try:
        path.resolve(strict=True)
    except RuntimeError:
        return "a symlink loop"
    except OSError as exc:
        if getattr(exc, "errno", None) == 40:  # ELOOP
            return "a symlink loop"
        return f"a symlink to a missing file ({os.readlink(path) if path.is_symlink() else exc.strerror})"
    return "a symlink that cannot be followed"


def _special_kind(path: Path) -> str | None:
    """None for a regular file (after symlinks); else what it is: FIFO, socket, device …"""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None  # reading it will say why
    if stat.S_ISREG(mode):
        return None
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a folder")):
        if test(mode):
            return name
    return "a special file"


#: the largest file claimcheck reads as its own state (a briefing --write rewrites, a baseline)
STATE_FILE_LIMIT = 64 * 1024 * 1024


def read_state_file(path: Path, limit: int = STATE_FILE_LIMIT) -> bytes | None:
    """The bytes of a file claimcheck reads back as its own (``warnings --write``'s briefing, a
    ``--baseline``), or None when it does not exist yet — never a device, FIFO or folder (a read
    of /dev/zero never ends, one of a FIFO blocks), nor a file over ``limit`` bytes.

    Raises:
        InputError: E009 not a regular file, E006 over the limit, E007 unreadable.
    """
    kind = _special_kind(path)
    if kind:
        raise InputError("E009", path=_show(path), kind=kind)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise InputError("E007", path=_show(path), reason=exc.strerror or str(exc)) from None
    if size > limit:
        raise InputError("E006", path=_show(path), size=size, limit=limit)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise InputError("E007", path=_show(path), reason=exc.strerror or str(exc)) from None


def _walk(root: Path, errors: list[InputError] | None = None) -> Iterator[Path]:
    """Text files under ``root``, following folder symlinks once (a loop is cut), skipping
    hidden files and folders.  A folder that cannot be listed is reported in ``errors`` (E007)
    rather than skipped silently; special files (FIFOs, sockets, devices) named like text files
    are reported (E009) and never opened, so a FIFO cannot block the walk."""
    seen: set[tuple[int, int]] = set()

    def unreadable(exc: OSError) -> None:
        if errors is not None:
            errors.append(InputError("E007", path=_show(Path(exc.filename or root)), reason=exc.strerror or str(exc)))

    for folder, dirs, files in os.walk(root, followlinks=True, onerror=unreadable):
        try:
            st = os.stat(folder)
        except OSError:
            dirs[:] = []
            continue
        if (st.st_dev, st.st_ino) in seen:
            dirs[:] = []
            continue
        seen.add((st.st_dev, st.st_ino))
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            if not name.startswith(".") and Path(name).suffix.lower() in TEXT_SUFFIXES:
                path = Path(folder) / name
                kind = _special_kind(path)
                if kind is None:
                    yield path
                elif errors is not None:
                    errors.append(InputError("E009", path=_show(path), kind=kind))


def _show(path: Path) -> str:
    """The path as shown in messages and output: POSIX style; bytes of a file name that are not
    valid UTF-8 (kept by the OS as surrogates) written as ``\\xff`` escapes, so every message
    can be printed and every output written."""
    shown = path.as_posix()
    if any("\udc80" <= ch <= "\udcff" for ch in shown):
        shown = os.fsencode(shown).decode("utf-8", "backslashreplace")
    return shown


def read_document(path: str | os.PathLike, *, max_bytes: int = DEFAULT_MAX_BYTES,
                  encoding: str = "utf-8") -> Document:
    """Read one document.

    Args:
        path: the file.
        max_bytes: refuse larger files (E006) rather than exhaust memory.
        encoding: ``utf-8`` (default; a BOM is allowed) or another codec such as ``gbk``.
    Raises:
        InputError: E004 binary (NUL byte), E003 undecodable (with line and column of the
            first bad byte and a hint when the bytes look like GBK), E005 empty, E006 too large,
            E007 unreadable, E009 not a regular file (FIFO, socket, device).
    """
    p = Path(path)
    if str(path) == STDIN:
        return _read_stdin(max_bytes=max_bytes, encoding=encoding)
    shown = _show(p)
    if shown != p.as_posix():
        # the name would be written into findings, JSON, SARIF and the index: refuse it in one line
        raise InputError("E017", path=shown)
    try:
        kind = _special_kind(p)
        if kind:  # a FIFO would block, a device never end: only regular files are read
            raise InputError("E009", path=shown, kind=kind)
        size = p.stat().st_size
        if size > max_bytes:
            raise InputError("E006", path=shown, size=size, limit=max_bytes)
        with open(p, "rb") as fh:
            raw = fh.read(max_bytes + 1)  # the limit holds even when the size said otherwise
        if len(raw) > max_bytes:
            raise InputError("E006", path=shown, size=f"more than {max_bytes}", limit=max_bytes)
    except InputError:
        raise
    except OSError as exc:
        # a dangling link found inside a folder says so, as one named on the command line does
        reason = _dangling(p) if p.is_symlink() else exc.strerror or str(exc)
        raise InputError("E007", path=shown, reason=reason) from None
    text = decode(raw, shown, encoding)
    return Document(path=shown, text=text, date=document_date(shown, text))


def _read_stdin(*, max_bytes: int, encoding: str) -> Document:
    """The standard input as one document, shown as ``<stdin>`` (same limits and errors as a file)."""
    try:
        raw = sys.stdin.buffer.read(max_bytes + 1)
    except (OSError, ValueError, AttributeError) as exc:
        raise InputError("E007", path=STDIN_SHOWN, reason=str(exc)) from None
    if len(raw) > max_bytes:
        raise InputError("E006", path=STDIN_SHOWN, size=f"more than {max_bytes}", limit=max_bytes)
    text = decode(raw, STDIN_SHOWN, encoding)
    return Document(path=STDIN_SHOWN, text=text, date=document_date("", text))


def _known_codec(name: str) -> bool:
    """True when Python knows the codec ``name`` (an unknown one stays an error, E007)."""
    try:
        codecs.lookup(name)
        return True
    except LookupError:
        return False


def decode(raw: bytes, shown: str, encoding: str = "utf-8") -> str:
    """A document's bytes → its text, newlines normalised to ``\\n``, the byte-order mark removed.

    A byte-order mark (UTF-32, UTF-16 or UTF-8, :data:`BOMS`) names the encoding whatever
    ``encoding`` says; bytes that are valid UTF-8 are read as UTF-8 whatever a narrow
    ``encoding`` (``gbk``, ``latin-1`` …) says, so one run reads a GBK draft and UTF-8 notes —
    and so do bytes without a NUL under a wide ``encoding`` (``utf-16``: its text has NULs);
    else ``encoding`` is used (``utf-8`` accepts a BOM).

    Raises:
        InputError: E004 binary (a NUL byte, or a NUL character once decoded: bytes of another
            encoding under a wrong mark), E016 UTF-16 text without a mark (it says which), E003 undecodable (line and column of the first bad
            byte, a hint when the bytes look like GBK or are valid UTF-8), E005 empty, E007 an
            unknown encoding.
    """
    marked = False
    for mark, named in BOMS:
        if raw.startswith(mark):
            encoding, marked = named, True
            break
    wide = encoding.lower().replace("_", "-").startswith(("utf-16", "utf-32"))
    nul = raw.find(b"\x00")
    if marked and wide and nul < 0 and len(raw) > 8:
        # bytes FF FE then ASCII text ("\xff\xfeDSpark 4.5x"): decoded as UTF-16 they were CJK-looking
        # noise, 0 claims and no word (a fresh-user trial of session 31); wide text with any line
        # break or ASCII character has NUL bytes
        raise InputError("E015", path=shown, codec=encoding.upper(),
                         hint=f", although it starts with a {encoding.upper()} byte-order mark; remove the mark or convert the file")
    if wide and not marked and nul < 0 and len(raw) > 1:
        # "--encoding utf-16" on a UTF-8 note decoded into CJK-looking noise (0 claims, no word):
        # wide text with any line break or ASCII character has NUL bytes, so a note without one
        # is not in it — read as UTF-8 when it is (as for any --encoding: one run mixes both;
        # a fresh-user trial, session 17), else named
        try:
            raw.decode("utf-8")
            encoding = "utf-8"
            wide = False
        except UnicodeDecodeError:
            raise InputError("E015", path=shown, codec=encoding.upper(), hint="; pass the file's own --encoding") from None
    if nul >= 0 and not wide:
        unmarked = _unmarked_utf16(raw)
        if unmarked:
            raise InputError("E016", path=shown, offset=nul, codec=unmarked.upper(), encoding=unmarked)
        raise InputError("E004", path=shown, offset=nul)
    codec = "utf-8-sig" if encoding.lower().replace("_", "-") in ("utf-8", "utf8") else encoding
    if not codec.startswith("utf-8") and not wide and _known_codec(codec):
        # ``--encoding gbk`` is for the notes that are not UTF-8: a folder mixing GBK notes with
        # UTF-8 ones reads both (GBK text is valid UTF-8 only by rare chance)
        try:
            raw.decode("utf-8-sig")
            codec = "utf-8-sig"
        except UnicodeDecodeError:
            pass
    try:
        text = raw.decode(codec)
    except UnicodeDecodeError as exc:
        if not codec.startswith("utf-8") and not wide:
            # "--encoding gbk" on a UTF-8 note with one bad byte: GBK stumbles on the first
            # Chinese character, UTF-8 only at the bad byte — name the bad byte as UTF-8's
            # (a fresh-user trial, session 26: "line 1" for a slip on line 40)
            try:
                raw.decode("utf-8-sig")
            except UnicodeDecodeError as as_utf8:
                if as_utf8.start > exc.start:
                    exc, codec = as_utf8, "utf-8-sig"
        line = raw.count(b"\n", 0, exc.start) + 1
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        column = len(raw[line_start:exc.start].decode(codec, errors="replace")) + 1
        hint = (utf8_hint(raw) if encoding.lower().replace("_", "-") in ("utf-8", "utf8", "utf-8-sig")
                else f"it is UTF-8 up to there, not {encoding}: fix that byte" if codec.startswith("utf-8")
                else "convert it to UTF-8")
        if wide:  # lines of a wide encoding are not counted in bytes of b"\n"
            before = raw[:exc.start].decode(codec, errors="replace")
            line = before.count("\n") + 1
            column = len(before) - (before.rfind("\n") + 1) + 1
        codec_name = "UTF-8" if codec.startswith("utf-8") else codec.upper()
        raise InputError("E003", path=shown, line=line, column=column, byte=raw[exc.start], hint=hint,
                         codec=codec_name) from None
    except LookupError:
        raise InputError("E007", path=shown, reason=f"unknown encoding {encoding!r}") from None
    # UTF-8 text holds a NUL or CR character exactly where its bytes hold that byte: the bytes are
    # searched (memchr) rather than the text (a version of 300 KB of CJK text took 0.5 ms to search
    # three times; an audit reads every version)
    utf8 = codec.startswith("utf-8") and not wide
    if not (utf8 and nul < 0) and "\x00" in text:  # a NUL character: not text (say, UTF-32 read under a UTF-16 mark)
        raise InputError("E004", path=shown, offset=len(text[:text.index("\x00")].encode(codec)))
    if not utf8 or b"\r" in raw:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text or text.isspace():
        raise InputError("E005", path=shown, what="empty file" if not text else "no text, only blank space")
    return text


def _unmarked_utf16(raw: bytes) -> str | None:
    """``utf-16-le`` or ``utf-16-be`` when ``raw`` (holding a NUL byte, and no byte-order mark)
    reads as text in that encoding: an even length, it decodes, and it holds no NUL or other
    control character but tabs and line ends (Windows tools write such files); else None."""
    if len(raw) % 2:
        return None
    # ASCII characters put their zero byte second in little-endian, first in big-endian
    codec = "utf-16-le" if raw[1::2].count(0) >= raw[0::2].count(0) else "utf-16-be"
    try:
        text = raw.decode(codec)
    except UnicodeDecodeError:
        return None
    if text.strip() and not any(ord(ch) < 32 and ch not in "\t\n\r" for ch in text):
        return codec
    return None


def document_date(path: str, text: str, header_labels: Iterable[str] | None = None) -> str | None:
    """The document's date: an ISO date in its file name, else the first date in its first 5 lines
    (the newest, when that date opens a run of dated list items: a changelog, :func:`_changelog_date`;
    below a title with no date, a later date those lines label as the document's, :func:`_header_date`);
    a date that opens a range is the range's end ("双周报（2027-10-25 ～ 2027-11-05）", "2026-07-01 to
    07-17": a report on a period is written at its end; held-out set 17).

    Recognises ``2026-09-28`` (also ``_`` or ``.`` separated), ``2026年9月28日`` and, after those,
    English dates with a month name ("Nov 3 2026", "3 November 2026"); a range's end
    may leave out its year ("～ 11-05", "至 11月5日").  Without either, an e-mail's ``Date:`` header
    in the first 10 lines (:func:`_mail_date`); else a date labelled as the document's in its
    header — a metadata table or "Date:" line under the title (:func:`_header_date`, labels
    ``header_labels``, by default ``rules/segmentation.yaml`` ``document_date_labels``).
    Returns an ISO ``YYYY-MM-DD`` string or None.
    """
    for i, candidate in enumerate((Path(path).name, "\n".join(text.split("\n", 5)[:5]))):
        day = _first_date(candidate)
        if day is not None:
            title = text.split("\n", 1)[0]
            if i and (_first_date(title) is None or _holds_period(title)):
                # below a title with no date, a later date the header labels as the document's
                # ("统计区间：2033-01-01 至 03-31" then "报告日期：2033-04-08"; held-out set 27): a report is
                # written after the period it opens with (a title's own date still comes first,
                # unless it is a period too: "# Trip report: … (13–16 May 2041)" over "**Date:**
                # Monday, 20 May 2041"; held-out set 33)
                labelled = _header_date(candidate, header_labels)
                day = max(day, labelled) if labelled else day
            return (_changelog_date(text, day) if i else None) or day
    return _mail_date(text) or _header_date(text, header_labels)


#: a list item that opens with an ISO date ("- 2026-10-12 SGLang 吞吐按 0.5.4 复测更新")
#: … or a log line that opens with a bracketed stamp ("[2026-03-02 Mon] @zhangwei: …"; fresh-user trial 43, r14)
_DATED_ITEM = re.compile(r"^\s*(?:(?:[-*+]|\d{1,3}[.)])\s+\**|\[)(20\d{2})[-./](\d{1,2})[-./](\d{1,2})(?!\d)")


def _changelog_date(text: str, first: str) -> str | None:
    """The newest date of the run of list items that opens with ``first`` among the document's
    first lines, when two or more items in a row open with a date: a changelog ("## 变更记录 /
    - 2026-10-05 初版。/ - 2026-11-02 删除 …") is dated by its newest entry, not its first (a
    fresh-user trial, session 35: a living document was dated by its first version).  None when
    ``first`` opens no such run.  Args: text; first (ISO date).  Returns: ISO date or None."""
    lines = text.split("\n", 400)[:400]
    for i, line in enumerate(lines[:5]):
        m = _DATED_ITEM.match(line)
        if m is None or _iso(m) != first:
            continue
        dates = []
        for later in lines[i:]:
            item = _DATED_ITEM.match(later)
            if item is None:
                break
            if _iso(item):
                dates.append(_iso(item))
        return max(dates) if len(dates) >= 2 else None
    return None


def _iso(m: re.Match) -> str | None:
    try:
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat()
    except ValueError:
        return None


def _first_date(candidate: str) -> str | None:
    """The first valid date of ``candidate`` (ISO or 年月日, whichever is written first: "日期：
    2026年10月6日" in the first line is the document's, not a "2026-12-20" three lines below; a
    fresh-user trial, session 37), or the end of a range it opens."""
    found = []
    for pattern in (_ISO_DATE, _ZH_DATE):
        for match in pattern.finditer(candidate):
            try:
                day = dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
            except ValueError:
                continue
            end = _RANGE_END.match(candidate, match.end())
            if end is not None:
                year = int(end.group("y") or end.group("zy") or day.year)
                month, mday = int(end.group("m") or end.group("zm")), int(end.group("d") or end.group("zd"))
                try:
                    later = dt.date(year, month, mday)
                except ValueError:
                    later = None
                if later is not None and day < later <= day + dt.timedelta(days=400):
                    day = later
            found.append((match.start(), day))
            break
    if found:
        return min(found)[1].isoformat()
    matches = list(_EN_DATE.finditer(candidate))
    starts = {m.start() for m in matches}
    ends = set()  # the starts of dates that end a range of month-name dates
    for match in matches:
        if match.start() in ends:
            continue
        after = _EN_RANGE_MARK.match(candidate, match.end())
        if after is not None and after.end() in starts:
            # "1 January 2039 to 31 December 2041" (a grant's period, held-out set 32): a period with
            # month names is no document date, nor is its end
            ends.add(after.end())
            continue
        month = _MONTHS[(match.group("m1") or match.group("m2")).casefold()]
        try:
            return dt.date(int(match.group("y1") or match.group("y2")), month,
                           int(match.group("d1") or match.group("d2"))).isoformat()
        except ValueError:
            continue
    return None


def _holds_period(line: str) -> bool:
    """True when ``line`` writes a period: an ISO or 年月日 date that opens a range ("2027-10-25 ～
    2027-11-05"), or days joined before or after a month name ("13–16 May 2041", "May 13–16, 2041")."""
    for pattern in (_ISO_DATE, _ZH_DATE):
        if any(_RANGE_END.match(line, m.end()) for m in pattern.finditer(line)):
            return True
    return _EN_DAY_RANGE.search(line) is not None


#: days joined into a period beside a month name ("13–16 May 2041", "May 13-16, 2041")
_EN_DAY_RANGE = re.compile(rf"(?<![\d.])(?:(?:3[01]|[12]\d|0?[1-9])\s?[–—-]\s?(?:3[01]|[12]\d|0?[1-9])\s+(?:{_MONTH})"
                           rf"|(?<![A-Za-z])(?:{_MONTH})\.?\s+(?:3[01]|[12]\d|0?[1-9])\s?[–—-]\s?(?:3[01]|[12]\d|0?[1-9]))(?![\d])",
                           re.IGNORECASE)

#: what joins two month-name dates into a period ("1 January 2039 to 31 December 2041", "March 3 – April 5, 2040")
_EN_RANGE_MARK = re.compile(r"\s*(?:to|until|through|–|—|-)\s*")


#: a header line's label: a table row's first cell ("| Created | Tuesday 2028-08-22 |"), or the
#: words before a colon ("日期：2028-10-17", "**Date**: …", "date: 2028-…" in front matter)
_HEADER_LABEL = re.compile(r"^\s*(?:\|\s*([^|]{1,30}?)\s*\||[-*]?\s*([^:：|]{1,30}?)\s*[:：])")


def _header_date(text: str, labels: Iterable[str] | None) -> str | None:
    """The date of a header line labelled as the document's date, among its first lines
    (``document_date_header_lines``) and before its second heading: a metadata table under the title
    ("| 日期 | 2028-10-17（周二） |", "| Created | Tuesday 2028-08-22 |") or a "Date:" line (held-out
    set 20: an RFC's and a procurement matrix's metadata tables pushed their dates past line 5,
    and neither had a date).  Other labelled dates of the header ("Review closes", "状态 … 10/20")
    are not the document's.

    Args:
        text: the document; labels: the date labels, compared case-folded without ``*`` and
            spaces (``rules/segmentation.yaml`` ``document_date_labels``; None reads the shipped rules,
            with their ``document_date_header_lines``, else 25 lines, and with them any label ending
            in one of ``document_date_label_suffixes`` that is not one of
            ``document_date_label_exclusions``: "填写日期", "Report date", not "截止日期"; and, when no
            label dates the document, the date after a version a header line names with one of
            ``document_date_version_words``: "… version 1.2 · Tuesday 15 September 2043").  A label of
            ``document_date_preferred_labels`` ("Report date") dates the document before the
            header's other labels ("Meeting date" above it: held-out set 37's staff report).
    Returns:
        An ISO date, or None.
    """
    header_lines = 25
    suffixes: tuple[str, ...] = ()
    excluded: set[str] = set()
    preferred: set[str] = set()
    versioned: re.Pattern | None = None
    lead = _SEPARATORS
    if labels is None:
        from claimcheck.resources import load_resources
        segmentation = load_resources().segmentation
        labels = segmentation.get("document_date_labels", ())
        header_lines = int(segmentation.get("document_date_header_lines", header_lines))
        suffixes = tuple(str(w).casefold() for w in segmentation.get("document_date_label_suffixes") or ())
        excluded = {_label_key(str(w)) for w in segmentation.get("document_date_label_exclusions") or ()}
        preferred = {_label_key(str(w)) for w in segmentation.get("document_date_preferred_labels") or ()}
        lead = _version_day_lead(load_resources().grammar)
        words = [str(w) for w in segmentation.get("document_date_version_words") or ()]
        if words:
            versioned = re.compile(r"(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                                   + r")[*_]*\s?[vV]?\d+(?:\.\d+)*(?![\d.])", re.IGNORECASE)
    wanted = {_label_key(label) for label in labels}
    if not wanted:
        return None

    def dates_the_document(part: str) -> bool:
        key = _label_key(part)
        if key in wanted:
            return True
        if not key or key in excluded:
            return False
        # "填写日期" ends with 日期; "Date of issue" does not end with "date", "Report date" does
        words = part.strip().casefold().split()
        return any(key.endswith(w) if not w.isascii() else bool(words) and words[-1].strip("*_`") == w
                   for w in suffixes)
    headings = 0
    first_day = None  # the first labelled day: the document's, unless a preferred label dates it
    version_day = None  # the day a header line gives its document's version ("version 1.2 · Tuesday 15 September 2043")
    for line in text.split("\n", header_lines)[:header_lines]:
        if line.lstrip().startswith("#"):
            headings += 1
            if headings > 1:
                break
        if version_day is None and versioned is not None:
            at = versioned.search(line)
            # (the date right after it, but for separators and a weekday: "version 0.11, released
            # 2026-10-01" dates a release, not this document)
            led = lead.match(line, at.end()) if at is not None else None
            if led is not None and not _is_period(line[led.end():]) and re.match(r"[0-9A-Z]", line[led.end():led.end() + 1]):
                version_day = _first_date(line[led.end():led.end() + 24])
        match = _HEADER_LABEL.match(line)
        # a bilingual label is each of its parts ("版本 / Version", "日期/Date")
        parts = (match.group(1) or match.group(2)).split("/") if match else []
        if match and any(dates_the_document(part) for part in parts):
            value = line[match.end():]
            if not any(_label_key(part) in wanted for part in parts) and _is_period(value):
                continue  # "试验日期：2036-08-18 至 2036-08-22": a period a form records, not its own day
            day = _first_date(value)
            if day is not None and (not preferred or any(_label_key(part) in preferred for part in parts)):
                return day  # (a label naming the document's own issue wins: "Report date" over "Meeting date")
            if day is not None and first_day is None:
                first_day = day
    if first_day is not None:
        return first_day
    # no labelled date: the date a header line gives its version, whatever the line's label
    # ("Reference: NRULC-HIRI-MOU-2043-02 · Consolidated text, version 1.2 · Tuesday 15 September
    # 2043"; held-out set 36's memorandum of understanding had no date)
    return version_day


#: what may stand between a header's version and its day: separators …
_SEPARATORS = re.compile(r"[\s·•,，;；|:：()（）\-—–]*")


@functools.lru_cache(maxsize=4)
def _weekday_lead(names: tuple[str, ...], words: tuple[str, ...], days: tuple[str, ...]) -> re.Pattern:
    """Separators and a weekday, as rules/grammar.yaml writes them (``weekday_names`` and their
    three-letter abbreviations, ``weekday_words`` + ``weekday_days``): "· Tuesday ", "· Tue. ", "· 周二 "."""
    english = "|".join(sorted({re.escape(n[:3]) for n in names}, key=len, reverse=True))
    chinese = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    weekday = []
    if english:
        weekday.append(rf"(?i:(?:{english})[a-z]*)\.?,?\s+")
    if chinese and days:
        weekday.append(rf"(?:{chinese})[{''.join(re.escape(d) for d in days)}]\s*[,，]?\s*")
    return re.compile(_SEPARATORS.pattern + (rf"(?:{'|'.join(weekday)})?" if weekday else ""))


def _version_day_lead(grammar: dict) -> re.Pattern:
    """:func:`_weekday_lead` of ``grammar`` (the loaded rules/grammar.yaml)."""
    return _weekday_lead(tuple(str(n) for n in grammar.get("weekday_names") or ()),
                         tuple(str(w) for w in grammar.get("weekday_words") or ()),
                         tuple(str(d) for d in grammar.get("weekday_days") or ()))


def _is_period(text: str) -> bool:
    """``text`` opens with a date that a range mark joins to another (:data:`_RANGE_END`)."""
    for pattern in (_ISO_DATE, _ZH_DATE):
        m = pattern.search(text)
        if m is not None:
            return _RANGE_END.match(text, m.end()) is not None
    return False


def _label_key(label: str) -> str:
    """A label as compared: case-folded, without Markdown emphasis and white space."""
    return re.sub(r"[\s*_`]+", "", label).casefold()


#: an e-mail's date header among its first lines ("Date: Wed, 16 Feb 2028 10:42 +0800")
_MAIL_DATE = re.compile(r"^(?:Date|Sent)\s*:\s*(.+?)\s*$", re.IGNORECASE | re.MULTILINE)


def _mail_date(text: str) -> str | None:
    """The date of an e-mail's ``Date:`` (or ``Sent:``) header in its first 10 lines, written as
    RFC 5322 §3.3 has it ("Wed, 16 Feb 2028 10:42 +0800"; read by :func:`email.utils.parsedate_to_datetime`),
    as the sender's own day; None when there is none (held-out set 18: a thread of mails had no date)."""
    from email.utils import parsedate_to_datetime

    match = _MAIL_DATE.search("\n".join(text.split("\n", 10)[:10]))
    if match is None:
        return None
    try:
        return parsedate_to_datetime(match.group(1)).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return None


#: the end of a date range right after its start: a range mark (~ ～ – — -- 至 到 to, or - between
#: spaces), then a
#: date with or without its year ("～ 2027-11-05", "– 11-05", "至 11月5日"); in a file name "_to_"
#: joins the two ("standup-2026-03-02_to_03-13.txt"; fresh-user trial 43, r14)
#: … after a weekday in brackets or a time of day ("2033-01-01（周六）至 2033-03-31", "Mon 2032-11-15
#: 09:00 → Fri 2032-11-19"; held-out set 27), and a weekday before the end
_RANGE_END = re.compile(r"(?:\s*[（(][^（()）]{1,9}[)）])?(?:\s+\d{1,2}:\d{2})?"
                        r"(?:\s*(?:~|～|–|—|--|→|至|到|to)\s*|\s+-\s+|_to_|_-_)(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\.?,?\s+)?"
                        r"(?:(?:(?P<y>20\d{2})[-_.])?(?P<m>0?[1-9]|1[0-2])[-_.]"
                        r"(?P<d>0?[1-9]|[12]\d|3[01])(?!\d)|(?:(?P<zy>20\d{2})\s*年\s*)?(?P<zm>1[0-2]|0?[1-9])\s*月\s*"
                        r"(?P<zd>3[01]|[12]\d|0?[1-9])\s*日)")


def iter_documents(paths: Iterable[str | os.PathLike], **options) -> Iterator[Document | InputError]:
    """Discover and read every document, yielding a Document or the InputError for each path."""
    files, errors = discover(paths)
    yield from errors
    for path in files:
        try:
            yield read_document(path, **options)
        except InputError as exc:
            yield exc
