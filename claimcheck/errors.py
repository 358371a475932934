"""Every user-facing error of claimcheck, with a code and a named-placeholder message.

Shaped after spaCy's ``errors.py`` and pint's ``errors.py``: the messages live in
one table (:class:`Errors`), and each exception carries its fields and subclasses
the matching builtin (``OSError`` for input, ``ValueError`` for rules and usage),
so callers can catch either.  The CLI prints ``str(error)`` as one line and exits 2.
"""
from __future__ import annotations


class Errors:
    """Message templates, keyed by error code.  Placeholders are ``str.format`` names."""

    E001 = "{path}: no such file or directory"
    E002 = "{path}: no text files (*.md, *.markdown, *.txt) found in this directory"
    E003 = "{path}:{line}: not valid {codec} (byte 0x{byte:02x} at column {column}); {hint}"
    E004 = "{path}: binary file (NUL byte at offset {offset}); skipped"
    E005 = "{path}: {what}; nothing to check"
    E006 = "{path}: {size} bytes is larger than the limit of {limit} bytes; raise it with --max-bytes"
    E007 = "{path}: cannot read: {reason}"
    E008 = "{path}: cannot write: {reason}; {kept}"
    E009 = "{path}: not a regular file ({kind}); only regular files are read"
    E010 = "{path}:{line}:{column}: {problem}"
    E011 = "{path}: rules directory has no {what}"
    E012 = "{path}: --rules needs a rules directory (a copy of claimcheck's rules/); {problem}"
    E013 = ("{path}: not a text note ({suffixes}), so it was not read; to check it as plain text, "
            "pass it on the standard input: claimcheck check - < {path}")
    E014 = "{path}: cannot write: the folder {folder} does not exist; create it first (mkdir -p {folder}) or name another file; nothing was written"
    E015 = ("{path}: not {codec} text: it holds no NUL byte, which {codec} text with any line break or "
            "ASCII character has{hint}")
    E016 = ("{path}: looks like {codec} text without a byte-order mark (NUL byte at offset {offset}); "
            "pass --encoding {encoding}, or convert it with iconv -f {encoding} -t UTF-8")
    E017 = "{path}: the file name is not valid UTF-8; rename the file (its other inputs are checked) to read it"
    E018 = ("{path}: {template} names {{{field}}}, which the findings of {rule_code} do not have "
            "(they have {fields}); fix the placeholder in the rule file")
    E020 = "{what}: {problem}"
    E021 = "no input could be checked"
    E030 = "{path}: not a claimcheck index ({reason}); it was left untouched: name another index file (--db of index, --index of check) or remove it"
    E031 = "{path}: no such index; build it with `claimcheck index CORPUS… --db {path}`"
    E032 = "{path}: index schema version {found} is newer than this claimcheck supports ({supported}); upgrade claimcheck or rebuild the index"
    E033 = "{path}: index schema version {found} is older than {supported}; run `claimcheck index` on it to migrate it"
    E034 = "{path}: the index stayed locked by another process for {seconds} s; try again"
    E035 = "{path}: cannot open the index: {reason}"
    E036 = "{path}: the index is corrupt ({reason}); it was left untouched: delete it and run `claimcheck index` again"
    E037 = "{path}: the index is read-only ({reason}); nothing was written to it: make the file and its folder writable, or pass another --db"
    E039 = "{path}:{line}: the claimcheck:warnings markers cannot hold one section: {problem}; nothing was written"
    E038 = "{path}: the disk is full ({reason}); the document being written was rolled back and the index holds the documents written before it: free some space and run `claimcheck index` again"


#: codes that are notes, not failures: the input was skipped because it holds nothing to check
#: (an empty file); it neither fails the run nor counts as an input error in the summary
NOTE_CODES = frozenset({"E005"})

#: values used when a caller does not pass a placeholder
_DEFAULTS = {"codec": "UTF-8", "kept": "the file was left as it was", "what": "empty file"}


class ClaimcheckError(Exception):
    """Base class of claimcheck's own errors.

    Attributes:
        code: the ``Errors`` code, e.g. ``"E003"``.
        fields: the placeholder values used in the message.
    """

    def __init__(self, code: str, **fields: object) -> None:
        self.code = code
        self.fields = fields
        super().__init__(getattr(Errors, code).format_map({**_DEFAULTS, **fields}))


class InputError(ClaimcheckError, OSError):
    """A document could not be read (missing, binary, not UTF-8, empty, too large)."""

    @property
    def path(self) -> str:
        return str(self.fields.get("path", ""))


class RuleError(ClaimcheckError, ValueError):
    """A file under ``rules/`` is broken; the message names ``file:line:column``."""


class UsageError(ClaimcheckError, ValueError):
    """An option value is wrong (a bad date, an unknown rule code, …)."""
