"""Speed plumbing keeps results identical (issue 18): the build cache, the spaCy-free check path.

No timings here (benchmarks/startup_bench.py measures them); these tests check that what the
speed-ups reuse is the same thing a fresh build would make, and that a stale cache is never used.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from claimcheck.text.ingest import Document

ROOT = Path(__file__).resolve().parents[1]

# zh, en and mixed text: quantities, ratios, dates, versions, a table, names
TEXTS = [
    "## SlabKV\n\n- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B，bs=8），比 vLLM 快 30%。\n"
    "| 系统 | 加速比 (×) |\n|---|---|\n| DraftLoom | 2.6 |\n| VeriSpec | 2.6 |\n",
    "vLLM 0.6.0 reaches 2.7x higher throughput and 5x faster TPOT on Llama 8B (published Sep 5, 2024).\n",
    "DeepSeek-V3 在 2048 张 H800 上训练，耗时不到两个月；下周三发布 v0.5。Chatbot Arena served millions of users.\n",
]


def _claims(extractor) -> list[str]:
    return [repr(c) for t in TEXTS for c in extractor.extract(Document("a.md", t, "2026-09-28")).claims]


def test_a_warm_extractor_is_loaded_from_the_build_cache_and_gives_the_same_claims(tmp_path, monkeypatch):
    """Cold: the extractor is built and stored; warm: loaded without building anything (the
    grammar and frame builders would raise), with identical claims on zh/en/mixed text."""
    from claimcheck.extraction.grammar import Grammar
    from claimcheck.frames.builder import FrameBuilder
    from claimcheck.frames.extractor import Extractor
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(tmp_path))
    cold = Extractor(fast=True)
    assert len(list(tmp_path.glob("extractor-*.pickle"))) == 1

    def refuse(*args, **kwargs):
        raise AssertionError("built although the cache holds this build")
    monkeypatch.setattr(Grammar, "__init__", refuse)
    monkeypatch.setattr(FrameBuilder, "__init__", refuse)
    warm = Extractor(fast=True)
    assert warm.frames is not cold.frames
    assert warm.frames.grammar is warm.grammar  # one grammar inside one build, as when built
    assert _claims(warm) == _claims(cold)
    assert warm.frames.res is cold.resources  # the Resources are re-linked, not copied


def test_a_damaged_cache_file_is_rebuilt(tmp_path, monkeypatch):
    from claimcheck.frames.extractor import Extractor
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(tmp_path))
    first = _claims(Extractor(fast=True))
    (cached,) = tmp_path.glob("extractor-*.pickle")
    cached.write_bytes(cached.read_bytes()[:1000])  # truncated
    assert _claims(Extractor(fast=True)) == first
    assert len(cached.read_bytes()) > 1000  # written again


def test_no_cache_writes_nothing(tmp_path, monkeypatch):
    from claimcheck.frames.extractor import Extractor
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("CLAIMCHECK_NO_CACHE", "1")
    Extractor(fast=True)
    assert list(tmp_path.iterdir()) == []


def test_edited_rules_never_reuse_a_stale_build(tmp_path, monkeypatch):
    """The cache key holds the rules' hash: a rules copy edited after its first use (one more
    alias of vLLM) gets its own Resources and extractor, and the alias resolves."""
    from claimcheck.frames.extractor import Extractor
    from claimcheck.resources import default_rules_dir, load_resources
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(tmp_path / "cache"))
    rules = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), rules)
    text = "ZorbServe 在 H100 上吞吐 1,840 tok/s。\n"
    before = Extractor(str(rules), fast=True).extract(Document("a.md", text, "2026-09-28")).claims
    entities = rules / "entities.yaml"
    entities.write_text(entities.read_text(encoding="utf-8").replace(
        "vLLM: {type: engine, aliases: [", "vLLM: {type: engine, aliases: [ZorbServe, ", 1), encoding="utf-8")
    load_resources.cache_clear()
    after = Extractor(str(rules), fast=True).extract(Document("a.md", text, "2026-09-28")).claims
    assert [c.subject for c in before] == ["ZorbServe"]  # a discovered name
    assert [c.subject for c in after] == ["vLLM"]
    assert len(list((tmp_path / "cache").glob("extractor-*.pickle"))) == 2


def test_cached_resources_name_their_own_folder(tmp_path, monkeypatch):
    """Two copies of the same rules: the second is no stale copy of the first's paths (errors
    and the rule catalogue name the folder that was asked for)."""
    from claimcheck.resources import default_rules_dir, load_resources
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(tmp_path / "cache"))
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(default_rules_dir(), a)
    shutil.copytree(default_rules_dir(), b)
    ra, rb = load_resources(str(a)), load_resources(str(b))
    assert (ra.root, rb.root) == (a, b)
    assert ra.hash == rb.hash
    load_resources.cache_clear()
    again = load_resources(str(b))  # from the cache now
    assert again.root == b and again.unit_spellings == rb.unit_spellings
    assert again.ureg.Quantity(1, "ms").to("s").magnitude == rb.ureg.Quantity(1, "ms").to("s").magnitude


def test_check_never_imports_spacy(tmp_path):
    """The check path takes the fast path (the grammar without a spaCy Doc: identical claims,
    benchmarks/extract_fingerprint.py --compare), so it does not import spaCy at all."""
    one = tmp_path / "one.md"
    one.write_text("KVPipe 在 B200 上吞吐 11,600 tok/s，比 vLLM 快 2.1x。\n", encoding="utf-8")
    code = ("import sys, claimcheck; r = claimcheck.check([sys.argv[1]]); "
            "assert r.claims, 'no claims'; print('spacy' in sys.modules)")
    env = {**os.environ, "CLAIMCHECK_CACHE_DIR": str(tmp_path / "cache")}
    out = subprocess.run([sys.executable, "-c", code, str(one)], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("fast", [False, True])
def test_both_paths_share_one_grammar(fast):
    """The reference path's spaCy component scans with the extractor's own grammar."""
    from claimcheck.frames.extractor import Extractor
    ex = Extractor(fast=fast)
    assert ex.component.grammar is ex.grammar

