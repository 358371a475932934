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


def _versions(text: str) -> list[tuple[str, str | None, bool]]:
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date="2027-02-01")).claims
    return [(c.value, c.subject, c.has_flag("latest")) for c in claims if c.kind == "version"]


@pytest.mark.parametrize("text, want", [
    # a comma of apposition and an opening bracket between a package and its version (held-out set 13)
    ("Pin the latest ruff, 0.17.3, in pre-commit.\n", [("0.17.3", "ruff", True)]),
    ("Replace flake8 with ruff (0.17.6 is the release currently on PyPI).\n", [("0.17.6", "ruff", True)]),
    ("升级到 SGLang（0.4.10）后再测。\n", [("0.4.10", "SGLang", False)]),
    # a list of two packages keeps each version with its own name; a plain space as before
    ("Installed ruff 0.17.3 and rapidfuzz 3.14.6.\n", [("0.17.3", "ruff", False), ("3.14.6", "rapidfuzz", False)]),
    # a section number after a word and a comma is no version ("see table, 1.2.3" is not_names' table)
    ("See table, 1.2.3 for the rows.\n", []),
])
def test_a_version_after_its_name_across_a_comma_or_bracket(text, want):
    assert _versions(text) == want


def test_two_latest_versions_of_one_package_across_apposition_conflict():
    from claimcheck.api import check
    import tempfile, os
    text = ("We propose ruff (0.17.6 is the release currently on PyPI).\n\n"
            "- Pin the latest ruff, 0.17.3, in pre-commit.\n")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "rfc.md")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        report = check([path], select=["CC203"], as_of="2027-02-01")
    assert [(f.code, f.primary.line) for f in report.findings] == [("CC203", 3)]


def test_top1_is_an_accuracy_and_no_system_name():
    text = "收敛：StreamingDataset 在三者中 Top-1 最高（76.51% ± 0.09，ImageFolder 76.57% ± 0.10）。\n"
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date="2027-01-25")).claims
    assert [(c.surface, c.subject, c.metric) for c in claims] == [
        ("76.51%", "StreamingDataset", "accuracy"), ("76.57%", "ImageFolder", "accuracy")]


def test_a_speedup_restated_as_the_share_of_time_left_is_checked():
    from claimcheck.api import check
    import os
    import tempfile
    text = ("# 选型\n\n- 对 Prophet 宣称快 500 倍，也就是同一任务的耗时只剩原来的 2%。\n"
            "- 对 pmdarima 快 20 倍，耗时降到原来的 5%。\n")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "x.md")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        report = check([path], select=["CC105"], lang="en")
    assert [(f.primary.line, f.primary.surface) for f in report.findings] == [(3, "2%")]
    assert "0.2%" in report.findings[0].message


def test_vision_backbones_are_models_and_image_sets_are_datasets():
    """A VLM team's pruning notes (held-out set 13): "ResNet-56 / CIFAR-10 那张表" names the table's
    model and dataset, the setting of its figures — CIFAR-10 was read as the speed-up's system and
    set against a 2.00x of another table."""
    ex = shared_extractor(None)
    text = "ResNet-56 / CIFAR-10 那张表里 Ours-Group 2.13x 是速度最快的。\n\nImageNet 上 ResNet-50 的延迟 45.22 ms。\n"
    assert [(m.surface, m.type) for m in ex.frames.entities.mentions(text)] == [
        ("ResNet-56", "model"), ("CIFAR-10", "dataset"), ("ImageNet", "dataset"), ("ResNet-50", "model")]
    claims = ex.extract(Document(path="n.md", text=text, date="2027-02-04")).claims
    assert [(c.surface, dict(c.conditions).get("dataset")) for c in claims] == [("2.13x", "CIFAR-10"),
                                                                                  ("45.22 ms", "ImageNet")]


@pytest.mark.parametrize("text, want", [
    # a figure alone in brackets after a system's name is that system's, a version between too
    ("StreamServe 比 vLLM（12,400 tok/s）高约 21%。\n", [("12,400 tok/s", "vLLM")]),
    ("StreamServe 比 vLLM 0.11（12,400 tok/s）高约 21%。\n", [("12,400 tok/s", "vLLM")]),
    ("StreamServe 比 FlowKV（12,400 tok/s）高约 21%。\n", [("12,400 tok/s", "FlowKV")]),
    # the name after "for", and the name a relative pronoun points back to
    ("StreamServe reaches 15,000 tok/s versus 12,400 tok/s for vLLM on the same setup.\n",
     [("15,000 tok/s", "StreamServe"), ("12,400 tok/s", "vLLM")]),
    ("On Llama-3.1-70B, 8×H100, StreamServe beats vLLM, which reaches 12,400 tok/s.\n", [("12,400 tok/s", "vLLM")]),
    # a model after "for" is the figure's setting, not its system; a model size in brackets is no figure of the name
    ("vLLM reaches 12,400 tok/s for Llama-3-8B.\n", [("12,400 tok/s", "vLLM")]),
])
def test_a_figure_belongs_to_the_system_its_bracket_for_or_which_names(text, want):
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date="2026-11-05")).claims
    assert [(c.surface, c.subject) for c in claims if c.kind == "quantity"] == want


def test_a_baseline_figure_credited_to_its_own_system_makes_no_false_conflict():
    """Fresh-user trial, session 18: vLLM's 12,400 tok/s was StreamServe's, against StreamServe's
    15,000 tok/s of another note (CC201 medium)."""
    from claimcheck.api import check
    import os
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (("c.md", "# c\n\nOn Llama-3.1-70B, 8×H100, TP8, batch size 32, StreamServe reaches 15,000 tok/s.\n"),
                           ("d.md", "# d\n\nOn Llama-3.1-70B, 8×H100, TP8, batch size 32, StreamServe beats vLLM, "
                                    "which reaches 12,400 tok/s.\n")):
            with open(os.path.join(tmp, name), "w", encoding="utf-8") as fh:
                fh.write(text)
        report = check([os.path.join(tmp, "c.md"), os.path.join(tmp, "d.md")], select=["CC201"])
    assert report.findings == []


def test_a_line_that_says_same_setup_takes_the_setting_of_the_line_before():
    """A fresh-user trial (session 18): "同条件下" / "on the same setup" were no same-setup words, so
    the TTFT after them had no setting and was compared with nothing."""
    text = ("- KVShard：Qwen3-32B、2×H100、TP2、bs=1 下 TTFT 为 210 ms（论文 §4）。\n"
            "- KVShard 在同条件下的 TTFT 为 260 ms（第二节复现）。\n\n"
            "- On Llama-3.1-70B, 8×H100, TP8, bs=32, StreamServe reaches 15,000 tok/s.\n"
            "- On the same setup vLLM reaches 12,400 tok/s.\n")
    claims = shared_extractor(None).extract(Document(path="n.md", text=text, date="2026-11-04")).claims
    got = {c.surface: dict(c.conditions) for c in claims if c.kind == "quantity"}
    assert got["260 ms"] == got["210 ms"] and got["210 ms"]["hardware"] == "H100"
    assert got["12,400 tok/s"] == got["15,000 tok/s"] and got["12,400 tok/s"]["model"] == "Llama-3.1-70B"
