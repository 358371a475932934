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


def channel_key(url: str) -> str:
    """The channel a URL is published in: its host and first path part (``medium.com/intel-
    analytics-software``), or the host alone for a URL without a path (``acme.substack.com``).

    Args: url (str).  Returns: str.
    """
    host, _, path = url_key(url).partition("/")
    first = path.split("/", 1)[0]
    return host + ("/" + first if first else "")


def own_channels(text: str, words: Iterable[str], generic_parts: Iterable[str] = (),
                 platforms: Iterable[str] = ()) -> frozenset[str]:
    """The channels (:func:`channel_key`) a document says are its own: the URLs on a line that
    holds one of ``words`` ("We publish blogs on Medium, so [follow us](https://medium.com/…)",
    "关注我们的博客"; rules/sources.yaml ``own_channel_words``, case-insensitive).  A figure that
    rests on a post of the document's own channel rests on its authors' official blog, whatever
    the host (CC204; README batch 21: Intel's Medium publication).

    A URL names no channel of its own when its first path part is one every account of the host
    shares (``mp.weixin.qq.com/s/…``, ``zhuanlan.zhihu.com/p/…``: ``generic_parts``,
    rules/sources.yaml ``generic_path_parts``), or when it is a platform's bare home page
    (``https://medium.com``: ``platforms``, the tertiary domains) — declaring it would make every
    post of the host the document's own.

    Args: text: the whole document; words: the phrases; generic_parts: shared first path parts;
    platforms: hosts whose home page is no channel.  Returns: frozenset of str.
    """
    words = [w.lower() for w in words if w]
    if not words or "://" not in text:
        return frozenset()
    generic = {g.lower() for g in generic_parts}
    platforms = {h.lower() for h in platforms}
    out = set()
    for line in text.split("\n"):
        if "://" not in line:
            continue
        low = line.lower()
        if not any(w in low for w in words):
            continue
        for u in _URL.findall(line):
            channel = channel_key(u.rstrip(").,;>）"))
            host, _, first = channel.partition("/")
            if first.lower() in generic or (not first and host in platforms):
                continue
            out.add(channel)
    return frozenset(out)


def in_channels(url: str, channels: frozenset[str]) -> bool:
    """True when ``url`` is a post of one of ``channels`` (:func:`own_channels`): its
    :func:`url_key` is the channel or lies under it."""
    key = url_key(url)
    return any(key == c or key.startswith(c + "/") for c in channels)
