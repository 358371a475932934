"""Shared fixtures: paths to the seed, the shared corpora and the bundled demo corpus."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SEED = SHARED / "seed" / "briefing-2026-09-28.txt"
DEMO = ROOT / "corpora" / "demo"


@pytest.fixture(scope="session", autouse=True)
def _build_cache(tmp_path_factory):
    """The build cache (claimcheck.resources.cache) of this test session: a folder of its own, so
    tests never read a cache written by other code, and the CLI subprocesses share it."""
    import os
    os.environ.setdefault("CLAIMCHECK_CACHE_DIR", str(tmp_path_factory.mktemp("build-cache")))


@pytest.fixture(scope="session")
def seed_path() -> Path:
    if not SEED.exists():
        pytest.skip("../shared/seed is not available")
    return SEED


@pytest.fixture(scope="session")
def seed_report(seed_path):
    import claimcheck
    return claimcheck.check([seed_path], as_of="2026-09-28", lang="zh")


@pytest.fixture(scope="session")
def demo_report():
    import claimcheck
    return claimcheck.check([DEMO], as_of="2026-10-15", lang="en")


@pytest.fixture()
def rules_copy(tmp_path):
    """A copy of the shipped rules folder under ``tmp_path`` to edit (rules data tests); the
    loaded-resources cache is cleared afterwards, so no edited rule outlives its test."""
    import shutil

    from claimcheck.resources import default_rules_dir, load_resources
    target = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), target)
    yield target
    load_resources.cache_clear()
