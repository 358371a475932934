"""The URLs a document says it is: the ``source_url:`` / ``url:`` lines of its front matter.

A briefing cites its sources by URL (``URL：https://lmsys.org/blog/2025-07-17-mtp/``); a saved
copy of a source names where it came from in its front matter (``published_at:
https://lmsys.org/blog/2025-07-17-mtp/``).  Matching the two tells which input a quote rests on
(the claim's provenance, DESIGN.md §3), whatever the two documents call its subject.

The keys read are rule data (rules/sources.yaml ``document_url_keys``); URLs compare by
:func:`url_key` (no scheme, ``www.``, query, fragment or trailing slash; host in lower case).
"""
from __future__ import annotations

import re
from typing import Iterable

#: a front matter block: "---" on the first line, up to the next "---" line (at most 80 lines)
_FRONT = re.compile(r"\A\ufeff?---[ \t]*\n((?:.*\n){0,80}?)---[ \t]*(?:\n|\Z)")
_KEY_LINE = re.compile(r"^([A-Za-z_][\w\-]*)\s*:\s*[\"']?(\S+?)[\"']?\s*$")
_URL = re.compile(r"https?://\S+", re.IGNORECASE)


def url_key(url: str) -> str:
    """A URL as compared: ``https://www.LMSYS.org/blog/x/?a=1#b`` → ``lmsys.org/blog/x``.

    Args: url (str).  Returns: str (empty for no URL).
    """
    u = re.sub(r"^[a-z][a-z0-9+.\-]*://", "", url.strip(), flags=re.IGNORECASE)
    u = re.split(r"[?#]", u, maxsplit=1)[0].rstrip("/").rstrip(".,;)）>")
    host, _, path = u.partition("/")
    host = host.lower()
    if host.startswith("www."):
        host = host[4:]
    return host + ("/" + path if path else "")


def document_urls(text: str, keys: Iterable[str]) -> tuple[str, ...]:
    """The URLs the document's front matter gives under one of ``keys`` (``source_url``,
    ``published_at`` …), as written, in order; () when it has no front matter.

    Args: text: the whole document; keys: front matter keys (rules/sources.yaml
    ``document_url_keys``; compared case-insensitively).  Returns: tuple of str.
    """
    m = _FRONT.match(text)
    if m is None:
        return ()
    wanted = {k.lower() for k in keys}
    out = []
    for line in m.group(1).split("\n"):
        km = _KEY_LINE.match(line.strip())
        if km and km.group(1).lower() in wanted and _URL.fullmatch(km.group(2)):
            out.append(km.group(2))
    return tuple(out)
