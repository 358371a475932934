"""Kinds fixed in session 18 (README batch 21's first run; each leaves a test with the right value)."""
from __future__ import annotations

import pytest

from claimcheck.frames.extractor import shared_extractor
from claimcheck.text.doc_urls import channel_key, in_channels, own_channels
from claimcheck.text.ingest import Document


def _ids(text: str) -> list[tuple[str, str, bool]]:
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date="2026-12-01")).claims
    return [(c.surface, c.value, c.has_flag("malformed")) for c in claims if c.kind == "identifier"]


@pytest.mark.parametrize("text, want", [
    # a Venue column: the preprint's year (litdata's README), no id
    ("| Paper | Venue |\n|---|---|\n| TinyLlama | arXiv 2024 |\n", []),
    ("Hinton et al., arXiv 2012, distil the ensemble.\n", []),
    # with a colon it is an id cut short, and malformed
    ("TinyLlama (arXiv:2024) pretrains a 1.1B model.\n", [("arXiv:2024", "arXiv:2024", True)]),
    # a real id after the word keeps its reading
    ("TinyLlama (arXiv 2401.02385) pretrains a 1.1B model.\n", [("arXiv 2401.02385", "arXiv:2401.02385", False)]),
])
def test_arxiv_followed_by_a_year_is_a_venue_not_an_id(text, want):
    assert _ids(text) == want


def test_own_channels_are_the_links_on_a_line_that_says_they_are_the_documents():
    text = ("We publish blogs on Medium, so [follow us](https://medium.com/intel-analytics-software/tagged/ml) "
            "to learn tips.\n\n- [600x Faster SVM](https://medium.com/intel-analytics-software/600x-1)\n"
            "- 关注我们的公众号 https://mp.weixin.qq.com/s/abc\n- 转载 https://zhuanlan.zhihu.com/p/123\n")
    generic = ["s", "p", "tag", "tagged"]
    own = own_channels(text, ["we publish", "关注我们"], generic, ["medium.com"])
    # a WeChat article's "/s/" is every account's: declaring one makes no WeChat post own
    assert own == {"medium.com/intel-analytics-software"}
    assert in_channels("https://medium.com/intel-analytics-software/600x-1", own)
    assert not in_channels("https://medium.com/someone-else/600x-1", own)
    assert not in_channels("https://mp.weixin.qq.com/s/other", own)
    assert channel_key("https://www.Medium.com/intel-analytics-software/600x-1?x=1") == "medium.com/intel-analytics-software"
    # a platform's home page names no channel; a subdomain of one does, and its posts lie under it
    assert own_channels("Follow us: https://medium.com and https://acme.substack.com\n", ["follow us"], generic,
                        ["medium.com", "substack.com"]) == {"acme.substack.com"}
    assert in_channels("https://acme.substack.com/p/600x", {"acme.substack.com"})
    assert own_channels(text, []) == frozenset()
