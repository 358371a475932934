"""Versions, identifiers and conditions among the protected spans: URLs, arXiv ids (checked
with :func:`claimcheck.extraction.ids.arxiv_problem`), DOIs, ``v0.6.3`` / ``r24.06`` / ``vLLM
0.23`` versions, settings (``bs=8``), GPU counts (``8×B200``) and ``Top-5`` counts — the Hit
each match of their patterns (:func:`claimcheck.extraction.protected.build_protected`) makes.
"""
from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.ids import arxiv_month, arxiv_problem

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar

#: the protected-span names whose hits :func:`identifier_hit` makes
IDENTIFIER_NAMES = frozenset({"url", "arxiv", "bare_arxiv", "hyphen_arxiv", "top_n", "doi", "doi_unslashed", "cve", "version",
                              "engine_version", "package_version", "current_version", "latest_version",
                              "called_latest_version", "worded_version", "unnamed_latest_version", "cell_version",
                              "setting", "hw_count"})


#: an arXiv abstract, PDF or HTML page's address and the identifier in it (new-style ids only:
#: https://info.arxiv.org/help/arxiv_identifier.html); a dot put in the wrong place
#: ("arxiv.org/abs/19100.6403", held-out set 24) is read too, and is malformed
_ARXIV_URL = re.compile(r"arxiv\.org/(?:abs|pdf|html)/(?P<id>\d{3,6}\.\d+(?:v\d+)?)(?![\d])", re.IGNORECASE)


def url_arxiv_hit(url: Hit, doc_date: dt.date | None) -> Hit | None:
    """The arXiv identifier inside a ``url`` hit's address when it is broken or issued after
    ``doc_date`` ("https://arxiv.org/abs/2804.01127v2" in a note of 2028-03 → ``arXiv:2804.01127v2``,
    flagged ``written=url``; held-out set 19 cited a preprint from the future only by its link),
    malformed ones flagged as :func:`identifier_hit` flags them.  A sound id in a link is the link's
    provenance, not a claim of its own (a reading list of 5,000 arXiv links would add as many
    claims): None then, and for any other address.  The span is the identifier's, inside the URL's."""
    m = _ARXIV_URL.search(str(url.value))
    if m is None:
        return None
    ident = m.group("id")
    problem = arxiv_problem(ident)
    if problem is None:
        month = arxiv_month(ident)
        if doc_date is None or month is None or month <= (doc_date.year, doc_date.month):
            return None
    start = url.start + m.start("id")
    return Hit(start, start + len(ident), "identifier", value=f"arXiv:{ident}", text_value=ident,
               flags=["scheme=arxiv", "written=url"] + ([f"malformed={problem}"] if problem else []))


def identifier_hit(g: Grammar, name: str, m: re.Match, s: str, doc_date: dt.date | None) -> Hit | None:
    """The Hit of a match ``m`` in ``s`` of the protected pattern ``name`` (one of
    :data:`IDENTIFIER_NAMES`): an ``identifier`` (``arXiv:…``, ``doi:…``, ``CVE-…``; a malformed arXiv id is
    flagged, a bare one dropped), a ``url``, a ``version`` (``name``: the engine), a ``count``
    (Top-N) or a ``condition`` (``batch_size``/``tp``…, ``gpus``); None when the text breaks the
    scheme or ``name`` is none of these."""
    a, b = m.span()
    if name == "url":
        return Hit(a, b, "url", value=m.group(0).rstrip(".,;:"))
    if name in ("arxiv", "bare_arxiv"):
        ident = m.group("id")
        if name == "arxiv" and g.arxiv_venue_year is not None and g.arxiv_venue_year.fullmatch(ident) \
                and not any(mark in m.group(0) for mark in ":："):
            return None  # "arXiv 2024": a preprint's year (a venue), not an id
        problem = arxiv_problem(ident)
        if name == "bare_arxiv" and problem and not (
                g.arxiv_label_before is not None and g.arxiv_label_before.search(s, max(0, a - 40), a)):
            return None  # "2401.8281 ms" is a number; "eprint 字段为 2401.8281" a malformed id
        flags = ["scheme=arxiv"] + ([f"malformed={problem}"] if problem else [])
        return Hit(a, b, "identifier", value=f"arXiv:{ident}", text_value=m.group(0), flags=flags)
    if name == "hyphen_arxiv":
        ident = m.group("id").replace("-", ".")
        if arxiv_problem(ident):
            return None
        return Hit(a, b, "identifier", value=f"arXiv:{ident}", text_value=m.group(0),
                   flags=["scheme=arxiv", "written=hyphen"])
    if name == "top_n":
        return Hit(a, b, "count", value=Decimal(m.group("n")), text_value=m.group("n"), unit="Top",
                   flags=["top_n"])
    if name == "doi":
        return Hit(a, b, "identifier", value=f"doi:{m.group(0)}", text_value=m.group(0), flags=["scheme=doi"])
    if name == "doi_unslashed":
        a = m.start("id")
        return Hit(a, b, "identifier", value=f"doi:{m.group('id')}", text_value=m.group("id"),
                   flags=["scheme=doi", "malformed=doi_no_slash"])
    if name == "cve":
        return Hit(a, b, "identifier", value=f"CVE-{m.group('year')}-{m.group('num')}", text_value=m.group(0),
                   flags=["scheme=cve"])
    if name == "version":
        return Hit(a, b, "version", value=m.group("v"), text_value=m.group(0))
    if name == "cell_version":
        # a text of only a version: its software is its table row's (the frames read the row label)
        a = m.start("v") - (1 if m.start("v") > 0 and s[m.start("v") - 1] in "vV" else 0)
        return Hit(a, m.end("v"), "version", value=m.group("v"), text_value=s[a:m.end("v")], flags=["bare_version"])
    if name == "unnamed_latest_version":
        # "The current stable version is 3.2.0.": the version alone; its subject is the sentence's
        start = m.start("v") - (1 if s[m.start("v") - 1:m.start("v")] in "vV" else 0)
        return Hit(start, b, "version", value=m.group("v"), text_value=s[start:b])
    if name in ("engine_version", "package_version", "current_version", "latest_version", "called_latest_version",
                "worded_version"):
        # (a name the entity list does not know is the subject all the same: flag named_version)
        return Hit(m.start("v") - (1 if s[m.start("v") - 1:m.start("v")] in "vV" else 0), b, "version",
                   value=m.group("v"), text_value=m.group(0), name=m.group("eng"),
                   flags=[] if name == "engine_version" else ["named_version"])
    if name == "setting":
        key = m.group("key").lower().replace("-", "_")
        key = {"bs": "batch_size", "batch": "batch_size"}.get(key, key)
        return Hit(a, b, "condition", value=m.group("val"), name=key)
    if name == "hw_count":
        # "4 x 8 x H100" is 32 chips: the product of the counts
        count = 1
        for factor in re.findall(r"\d+", m.group("n")):
            count *= int(factor)
        return Hit(a, b, "condition", value=str(count), name="gpus", text_value=m.group("hw"))
    return None
